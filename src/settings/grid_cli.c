/*
 * grid_cli.c - the run's grid: the mask laid on the shape, the ends named
 * in the shape's coordinates, and the checks that need the grid made
 * (grid_cli.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "grid_cli.h"
#include "code.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mask_file.h"
#include "mazeviz/challenge.h"
#include "mazeviz/walls.h"
#include "maze_file.h"
#include "script_file.h"

maze *cli_maze(const cli_args *a) { return maze_create_shaped(a->grid, a->w, a->h, a->cells); }

void cli_grid_name(const cli_args *a, char *buf, size_t len)
{
    char size[64];
    grid_size_name(a->grid, a->w, a->h, GRID_SIZE_ADJ, SM_LANG_EN, size, sizeof size);
    snprintf(buf, len, "the %s %s grid", size, a->grid->id);
}

/* "A,B": two whole decimal numbers below 2^32 - 1, nothing else. */
static bool parse_pair(const char *v, uint32_t *x, uint32_t *y)
{
    uint64_t n[2] = {0, 0};
    for (int k = 0; k < 2; k++) {
        const char *start = v;
        for (; *v >= '0' && *v <= '9'; v++)
            if ((n[k] = n[k] * 10 + (uint64_t)(*v - '0')) >= UINT32_MAX)
                return false;
        if (v == start || *v != (k == 0 ? ',' : '\0'))
            return false;
        v++;
    }
    *x = (uint32_t)n[0];
    *y = (uint32_t)n[1];
    return true;
}

/* One end: v names a cell of the grid (of m, which must have it, when given). */
static bool resolve_end(const cli_args *a, const maze *m, const char *flag, const char *v, uint32_t *out,
                        char *err, size_t len)
{
    char val[CLI_ESCAPE_MAX + 16], why[320];
    uint32_t x = 0, y = 0;
    if (!v)
        return true;
    cli_escape(val, sizeof val, v);
    bool named = parse_pair(v, &x, &y);
    uint32_t c = !named ? MAZE_NONE : a->grid->cell_named(a->w, a->h, x, y);
    if (c == MAZE_NONE) {
        a->grid->ends_help(a->w, a->h, x, why, sizeof why);
        snprintf(err, len, "bad %s '%s': %s", flag, val, why);
        return false;
    }
    if (m && !maze_exists(m, c)) {
        snprintf(err, len, "bad %s '%s': that cell is not in the mask (%s)", flag, val,
                 a->mask_text ? "--mask-text" : "--mask");
        return false;
    }
    *out = c;
    return true;
}

/* Whether a's maze is on the challenge's grid: its rectangle, no mask. */
static bool on_challenge_grid(const cli_args *a)
{
    const challenge *c = a->challenge;
    return c && grid_is_default(a->grid) && !a->mask_file && !a->mask_text && !a->cells && a->w == c->w && a->h == c->h;
}

bool cli_resolve_ends(cli_args *a, const maze *m, char *err, size_t len)
{
    a->from = a->to = MAZE_NONE;
    if (!resolve_end(a, m, "--from", a->from_arg, &a->from, err, len) ||
        !resolve_end(a, m, "--to", a->to_arg, &a->to, err, len))
        return false;
    if (!a->from_arg && !a->to_arg && on_challenge_grid(a)) /* the task's own start and goal, marked as any */
        challenge_ends_of(a->challenge, &a->from, &a->to);
    if (!a->solver && !a->from_arg && !a->to_arg)
        return true;
    uint32_t first, last;
    uint64_t cells;
    if (m) {
        first = maze_first_cell(m);
        last = maze_last_cell(m);
        cells = m->count;
    } else if (!a->mask_file && !a->mask_text) {
        cells = a->grid->cells(a->w, a->h);
        first = 0;
        last = (uint32_t)(cells - 1);
    } else {
        return true; /* cli_prepare checks it on the grid */
    }
    if ((a->from == MAZE_NONE ? first : a->from) == (a->to == MAZE_NONE ? last : a->to) && cells > 1) {
        char val[CLI_ESCAPE_MAX + 16];
        cli_escape(val, sizeof val, a->to_arg ? a->to_arg : "the default last cell");
        snprintf(err, len, "the goal is the start (%s): give --from and --to two different cells", val);
        return false;
    }
    return true;
}

/* A cell of the unmasked grid named as captions name it, for messages. */
static void name_cell(const cli_args *a, uint32_t c, char *buf, size_t len)
{
    maze *m = maze_create_shaped(a->grid, a->w, a->h, NULL);
    if (m)
        grid_cell_name(m, c, SM_LANG_EN, buf, len);
    else
        snprintf(buf, len, "%" PRIu32, c);
    maze_destroy(m);
}

/* Why the mask cannot be laid, as one line; 0 when it was. */
static int mask_problem(const cli_args *a, mask_status st, const mask_info *info, char *err, size_t len)
{
    char what[CLI_ESCAPE_MAX + 32], grid[96], cell[64];
    char val[CLI_ESCAPE_MAX + 16];
    cli_escape(val, sizeof val, a->mask_file ? a->mask_file : a->mask_text);
    snprintf(what, sizeof what, "%s '%s'", a->mask_file ? "--mask" : "--mask-text", val);
    cli_grid_name(a, grid, sizeof grid);
    switch (st) {
    case MASK_OK:
        return 0;
    case MASK_SIZE:
        snprintf(err, len, "bad --size '%" PRIu32 "x%" PRIu32 "' for %s: the mask is %" PRIu32 "x%" PRIu32
                 " (one cell per character or pixel; leave --size out to use it)", a->w, a->h, what,
                 a->mask.w, a->mask.h);
        return 2;
    case MASK_EMPTY:
        snprintf(err, len, "%s leaves no cell on %s (%s)", what, grid,
                 a->mask_file ? "X or # marks a cell, a dark pixel in a PNG" : "give a larger --size");
        return 2;
    case MASK_PIECES:
        name_cell(a, info->stray, cell, sizeof cell);
        snprintf(err, len, "%s leaves the cells of %s in %" PRIu32 " separate pieces (the largest has %"
                 PRIu32 " cells, another one has cell %s): a maze needs one piece, so join them or "
                 "remove the others", what, grid, info->pieces, info->largest, cell);
        return 2;
    case MASK_TOO_FAR:
        snprintf(err, len, "%s draws %" PRIu32 " pieces on %s, too many and too far apart to join (that could take "
                 "%" PRIu64 " cell visits, more than the %" PRIu64 " allowed): give a shorter text or a smaller --size",
                 what, info->pieces, grid, info->work, MASK_JOIN_WORK);
        return 2;
    case MASK_NO_MEMORY:
        break;
    }
    snprintf(err, len, "out of memory laying %s on %s", what, grid);
    return 1;
}

/* Loads the picture, settles the size and lays the mask into a->cells; 0 or an exit code. */
static int lay_mask(cli_args *a, const cli_picture_hooks *hooks, char *err, size_t len)
{
    errno = 0;
    bool ok = a->mask_file ? mask_read_file(a->mask_file, hooks->png, &a->mask, err, len)
                           : hooks->text(a->mask_text, &a->mask, err, len);
    if (!ok)
        return errno == ENOMEM ? 1 : 2; /* out of memory is exit 1, as everywhere */
    if (!a->size_given) {
        mask_size_for(a->grid, &a->mask, &a->w, &a->h);
        if (!a->grid->size_ok(a->w, a->h)) {
            char grid[96];
            cli_grid_name(a, grid, sizeof grid);
            snprintf(err, len, "the mask is too big for a %s grid (it would need %s)", a->grid->id, grid);
            return 2;
        }
    }
    mask_info info;
    int rc = mask_problem(a, mask_cells(a->grid, a->w, a->h, &a->mask, &a->cells, &info), &info, err, len);
    if (rc == 0 && a->mask.drawing && info.pieces > 1)
        fprintf(stderr, "mazeviz: --mask-text: joined %" PRIu32 " pieces with %" PRIu32 " bridge cell%s\n",
                info.pieces, info.bridges, info.bridges == 1 ? "" : "s");
    return rc;
}

/* The row algorithms need the whole rectangle: refused on a mask. */
static bool fits_mask(const cli_args *a, const maze *m, char *err, size_t len)
{
    if (!(a->mode == RUN_STATS && !a->algo_given) && !sm_algo_fits(a->algo, m))
        return cli_fail_rows(a->algo, "--algo", m->shape, true, err, len);
    for (int i = 0; i < a->compare_n; i++)
        if (!sm_algo_fits(a->compare[i], m))
            return cli_fail_rows(a->compare[i], "--compare:", m->shape, true, err, len);
    return true;
}

static bool maze_mode(run_mode m)
{
    return m == RUN_WINDOW || m == RUN_HEADLESS || m == RUN_SCREENSHOT || m == RUN_STATS ||
           m == RUN_UNIFORMITY || m == RUN_GIF || m == RUN_SOLVER_TABLE;
}

/* a->loaded becomes the run's maze: gen_loaded replays it. */
static void adopt_maze(cli_args *a)
{
    a->algo = &gen_loaded;
    a->algo_given = true; /* --stats: its row alone */
    a->settings.source = a->loaded;
    if (!a->count_given)
        a->count = 1; /* one maze: --stats measures it once (the solver table still averages its solvers over seeds) */
}

/* "bad walls= 'VALUE': WHY" (the value cut short: a wall string is long). */
static int walls_fail(const cli_args *a, const char *why, char *err, size_t len)
{
    char val[CLI_ESCAPE_MAX + 16], grid[96];
    cli_escape(val, sizeof val, a->walls);
    cli_grid_name(a, grid, sizeof grid);
    snprintf(err, len, "bad walls= '%s' for %s: %s", val, grid, why);
    return 2;
}

/*
 * --walls ENC (state key walls=): the maze those walls make on the grid
 * of --grid, --size and the mask (the mask= key's, or the one ENC
 * carries); 0 or an exit code.
 */
static int walls_maze(cli_args *a, char *err, size_t len)
{
    size_t live_len;
    const char *why = NULL, *walls = maze_walls_part(a->walls, &live_len);
    if (walls != a->walls && a->cells)
        return walls_fail(a, "it carries a mask and mask= gives one: leave one out", err, len);
    if (walls != a->walls) {
        uint32_t n = (uint32_t)a->grid->cells(a->w, a->h);
        if (!(a->cells = malloc(n ? n : 1))) {
            snprintf(err, len, "out of memory for the mask of walls=");
            return 1;
        }
        if (!maze_walls_read_live(a->walls, live_len, n, a->cells, &why))
            return walls_fail(a, why, err, len);
    }
    if (!(a->loaded = cli_maze(a))) {
        snprintf(err, len, "out of memory for the maze of walls=");
        return 1;
    }
    if (a->cells && maze_mask_pieces(a->loaded, NULL) != 1)
        return walls_fail(a, "its mask leaves the cells in separate pieces", err, len);
    if (!maze_walls_decode(a->loaded, walls, &why))
        return walls_fail(a, why, err, len);
    adopt_maze(a);
    return 0;
}

/*
 * --load FILE: the file's maze gives the grid, its size and mask, and
 * the generator is gen_loaded replaying it; 0 or an exit code.
 */
static int load_maze(cli_args *a, char *err, size_t len)
{
    if (!maze_file_read(a->load, &a->loaded, err, len))
        return errno == ENOMEM ? 1 : 2;
    const maze *m = a->loaded;
    a->grid = m->shape;
    a->w = m->w;
    a->h = m->h;
    a->size_given = true;
    adopt_maze(a);
    if (m->live && !(a->cells = malloc(m->n))) {
        snprintf(err, len, "out of memory for the mask of --load");
        return 1;
    }
    if (m->live)
        memcpy(a->cells, m->live, m->n);
    if (grid_offers(a->grid, GRID_CAP_TEXT, false) || a->mode != RUN_HEADLESS || a->check_maze || a->trace)
        return 0;
    if (a->format_given && (a->format == FORMAT_ASCII || a->format == FORMAT_UNICODE)) {
        snprintf(err, len, "--format %s draws rectangular grids only: --load read a %s grid (use --format svg or json)",
                 a->format == FORMAT_ASCII ? "ascii" : "unicode", a->grid->id);
        return 2;
    }
    if (!a->format_given)
        a->format = FORMAT_SVG;
    return 0;
}

/* cli_prepare()'s grid: the mask laid, the ends resolved and checked. */
static int prepare_grid(cli_args *a, const cli_picture_hooks *hooks)
{
    char err[768];
    int rc = 0;
    if (!maze_mode(a->mode))
        return 0;
    if (a->load && (rc = load_maze(a, err, sizeof err)) != 0) {
        fprintf(stderr, "mazeviz: %s\n", err);
        return rc;
    }
    if ((a->mask_file || a->mask_text) && (rc = lay_mask(a, hooks, err, sizeof err)) != 0) {
        fprintf(stderr, "mazeviz: %s\n", err);
        return rc;
    }
    if (a->walls && (rc = walls_maze(a, err, sizeof err)) != 0) {
        fprintf(stderr, "mazeviz: %s\n", err);
        return rc;
    }
    if ((rc = cli_load_scripts(a, err, sizeof err)) != 0) {
        fprintf(stderr, "mazeviz: %s\n", err);
        return rc;
    }
    if (!a->cells && !a->loaded)
        return 0; /* cli_parse checked it all */
    maze *m = cli_maze(a);
    if (!m) {
        char grid[96];
        cli_grid_name(a, grid, sizeof grid);
        fprintf(stderr, "mazeviz: out of memory for %s\n", grid);
        return 1;
    }
    if (!cli_resolve_ends(a, m, err, sizeof err) || (a->cells && !fits_mask(a, m, err, sizeof err))) {
        fprintf(stderr, "mazeviz: %s\n", err);
        rc = 2;
    }
    maze_destroy(m);
    return rc;
}

int cli_prepare(cli_args *a, const cli_picture_hooks *hooks)
{
    int rc = prepare_grid(a, hooks);
    return rc == 0 && maze_mode(a->mode) ? cli_exercise_load(a) : rc;
}

void cli_release(cli_args *a)
{
    cli_exercise_release(a);
    cli_release_scripts(a);
    mask_picture_free(&a->mask);
    free(a->cells);
    a->cells = NULL;
    maze_destroy(a->loaded);
    a->loaded = NULL;
}
