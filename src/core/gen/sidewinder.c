/*
 * sidewinder.c - the Sidewinder algorithm.
 *
 * Rows are done top to bottom, cells left to right. The top row is one
 * corridor carved east. In every other row each cell joins the current
 * "run"; then a coin flip (forced at the east border) decides whether the
 * run goes on - carve east into the next cell - or closes - carve north from
 * one random cell of the run, which links the whole run to the rows above,
 * and start a new, empty run. Each row's runs hang from the row above by
 * exactly one passage each, so the result is a tree.
 *
 * Phases: one (one cell per step). The open run is marked as the stack and
 * the cell just visited as current; the cells of a closed run become maze.
 *
 * Bias: the top row is a single corridor, no dead end's only passage leads
 * south (W > 1), and every cell has a path to the top row that never goes
 * down; the texture is of horizontal runs with vertical stubs; about 28 %
 * dead ends. Cost: O(1) amortised per step (closing a run repaints its
 * cells, each cell once), exactly n steps (none for a 1x1 maze, done at
 * init). Memory: none per cell - the run is the interval [run, next) of the
 * cell numbering.
 */
#include <stdlib.h>

#include "../gen_impl.h"

typedef struct sidewinder {
    uint32_t next;    /* the next cell to visit; cells below it are visited */
    uint32_t run;     /* first cell of the open run; run == next: empty */
    uint32_t current; /* the cell visited last, or MAZE_NONE */
} sidewinder;

/* Ends the run [s->run, s->next): its cells turn from stack to maze. */
static void end_run(gen *g, sidewinder *s)
{
    for (uint32_t k = s->run; k < s->next; k++)
        gen_touch(g, k);
    s->run = s->next;
}

/* Closes the run: one random cell of it carves north, then it ends. */
static void close_run(gen *g, sidewinder *s)
{
    uint32_t len = s->next - s->run;
    uint32_t c = s->run + (len == 1 ? 0 : rng_below(&g->r, len));
    maze_carve(g->m, c, MAZE_N);
    gen_touch_wall(g, c, MAZE_N);
    end_run(g, s);
}

static bool sidewinder_step(gen *g)
{
    sidewinder *s = g->impl;
    maze *m = g->m;
    uint32_t c = s->next++;
    if (s->current != MAZE_NONE)
        gen_touch(g, s->current);
    gen_touch(g, c);
    bool east = maze_has_neighbor(m, c, MAZE_E);
    bool top = !maze_has_neighbor(m, c, MAZE_N);
    if (east && (top || (rng_dir(&g->r) & 1u))) {
        maze_carve(m, c, MAZE_E);
        gen_touch_wall(g, c, MAZE_E);
    } else if (!top) {
        close_run(g, s);
    } else {
        end_run(g, s); /* the top row's corridor is complete */
    }
    s->current = s->next < m->n ? c : MAZE_NONE;
    return s->next < m->n;
}

GEN_DEFINE_RUN(sidewinder_run, sidewinder_step)

static bool sidewinder_init(gen *g)
{
    sidewinder *s = gen_alloc(g, 1, sizeof *s);
    g->impl = s;
    if (!s)
        return false;
    s->current = MAZE_NONE;
    if (g->m->n == 1) {
        s->next = s->run = 1;
        g->done = true;
    }
    return true;
}

static void sidewinder_fini(gen *g) { free(g->impl); }

static gen_cell sidewinder_cell(const gen *g, uint32_t c)
{
    const sidewinder *s = g->impl;
    gen_cell out = {GEN_CELL_BLANK, 0};
    if (c == s->current)
        out.kind = GEN_CELL_CURRENT;
    else if (c >= s->run && c < s->next)
        out.kind = GEN_CELL_STACK;
    else if (c < s->next)
        out.kind = GEN_CELL_MAZE;
    return out;
}

static void sidewinder_info(const gen *g, gen_info *out)
{
    const sidewinder *s = g->impl;
    out->cells_in_maze = s->run;
    out->stack_depth = s->next - s->run;
    out->phase = s->next <= g->m->w ? "top row" : "runs";
}

const gen_algo gen_sidewinder = {
    .id = "sidewinder",
    .alias = NULL,
    .name_en = "Sidewinder",
    .name_zh = "Sidewinder 算法",
    .options = NULL,
    .n_options = 0,
    .init = sidewinder_init,
    .step = sidewinder_step,
    .run = sidewinder_run,
    .cell = sidewinder_cell,
    .wall = gen_plain_wall,
    .info = sidewinder_info,
    .fini = sidewinder_fini,
};
