/*
 * app_grid.c - the grid in the window: X cycles the shape (squares,
 * hexagons, triangles, the circle) keeping the algorithm, the seed and the
 * mask. The mask is kept as its picture (cli_args.mask), so it is laid
 * again on the new shape (mask.h); without one the size is the new
 * shape's default scaled to about as many cells as before (grid_cli.c's
 * table, which the command line uses too). A row algorithm cannot run on
 * the new grid: the window switches to the first graph algorithm and says
 * so in one line; the menu greys the row algorithms out.
 */
#include <stdio.h>
#include <stdlib.h>

#include "settings/grid_cli.h"
#include "config.h"

/* The size and mask cells of shape g for the window's mask picture; false (a notice) when it does not fit. */
static bool lay_mask(app *a, const grid_shape *g, uint32_t *w, uint32_t *h, uint8_t **cells)
{
    mask_info info;
    mask_size_for(g, &a->args.mask, w, h);
    if (g->size_ok(*w, *h) && mask_cells(g, *w, *h, &a->args.mask, cells, &info) == MASK_OK)
        return true;
    app_notice(a, app_tr(STR_NOTE_MASK_SKIP, a->lang), sm_tr(g->name, a->lang));
    return false;
}

/* The window's maze becomes m (with its mask cells, owned from now on): the chain starts again on it. */
static void swap_maze(app *a, maze *m, uint8_t *cells)
{
    for (int p = 0; p < APP_PHASES; p++) { /* the machines go with the old maze (app_restart makes new ones) */
        sm_destroy(a->maze.chain[p]);
        a->maze.chain[p] = NULL;
    }
    a->maze.g = NULL;
    maze_destroy(a->maze.m);
    free(a->maze.cells);
    a->maze.m = m;
    a->maze.cells = cells;
    a->args.grid = m->shape;
    a->args.w = m->w;
    a->args.h = m->h;
    a->args.cells = cells;
    a->maze.from = a->maze.to = MAZE_NONE; /* cells of the old grid */
    render_forget_maze(a->r);
    if (!maze_offers(m, GRID_CAP_BLOCKS))
        render_set_style(a->r, RENDER_THIN);
}

/* The window on shape g; false when it cannot be (the mask does not fit, no memory). */
static bool change_to(app *a, const grid_shape *g)
{
    uint32_t w, h;
    uint8_t *cells = NULL;
    if (a->args.mask.px) {
        if (!lay_mask(a, g, &w, &h, &cells))
            return false;
    } else {
        grid_size_like(g, a->maze.m, &w, &h);
    }
    maze *m = maze_create_shaped(g, w, h, cells);
    if (!m) {
        free(cells);
        return false;
    }
    swap_maze(a, m, cells);
    const gen_algo *was = app_gen_algo(a, a->maze.algo);
    if (!sm_algo_fits(was, m)) {
        size_t i = 0;
        while (i + 1 < gen_algo_count && !sm_algo_fits(gen_algos[i], m))
            i++;
        a->maze.algo = i;
        a->maze.opts = gen_algos[i] == a->args.algo ? a->args.settings : gen_default_settings();
        app_str why = maze_offers(m, was->needs) ? STR_NOTE_WEAVE_SWITCHED : STR_NOTE_ROWS_SWITCHED;
        app_notice(a, app_tr(why, a->lang), sm_tr(was->name, a->lang),
                   sm_tr(gen_algos[i]->name, a->lang));
    } else {
        char size[48], grid[64];
        grid_size_name(g, w, h, GRID_SIZE_NOUN, a->lang, size, sizeof size);
        snprintf(grid, sizeof grid, "%s", sm_tr(g->name, a->lang));
        app_notice(a, app_tr(STR_NOTE_GRID, a->lang), grid, size);
    }
    if (!app_restart(a))
        a->running = false;
    return true;
}

void app_act_grid(app *a, int arg)
{
    (void)arg;
    size_t now = grid_index(a->maze.m->shape);
    char why[sizeof a->notice.text] = "";
    for (size_t k = 1; k < grid_shape_count; k++) {
        if (change_to(a, grid_shapes[(now + k) % grid_shape_count]))
            return;
        snprintf(why, sizeof why, "%s", a->notice.text); /* the shape was skipped: say why, keep looking */
    }
    if (why[0])
        app_notice(a, "%s", why);
}
