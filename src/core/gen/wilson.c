/*
 * wilson.c - Wilson's algorithm: loop-erased random walks (Wilson 1996).
 *
 * The maze starts as one random cell. A walk starts at a cell outside the
 * maze and moves at random; when it steps onto its own path the loop it
 * just closed is erased at once, and when it steps onto the maze the whole
 * path, with the walls between its cells, joins the maze in that step.
 * Then the next walk starts, until every cell is in the maze.
 *
 * Phases: walk (one random move per step; erasing a loop or joining the
 * maze happen inside the move that causes them). Walk starts are the first
 * cell outside the maze in row-major order (as in the seed tutorial) or,
 * with start=random, in a random permutation of the cells; either way the
 * result is uniform over all spanning trees.
 *
 * Bias: none - every perfect maze is equally likely. Cost: the walk's moves
 * are O(1) each, and erasing or carving a cell is paid for by the move that
 * put it on the path, so a step is O(1) amortised. Expected moves grow
 * roughly like n log n; the first walks are the long ones.
 * Memory: one state byte per cell - in-maze and on-walk flags plus the
 * direction back along the walk, so the path is a linked list through the
 * grid and membership is one load (no list scans). The walk itself lives in
 * walk.h, shared with Houston's algorithm.
 */
#include <stdlib.h>

#include "walk.h"

enum { OPT_START };
enum { START_FIRST, START_RANDOM };

typedef struct wilson {
    walk walk;
    /* Walk-start order: x -> (mul * x + add) mod 2^bits, values >= n skipped. */
    uint64_t order_pos, order_mul, order_add, order_mask;
    uint64_t order_left; /* positions left to visit */
} wilson;

/* The next start cell: first cell outside the maze in the walk-start order. */
static uint32_t next_start(wilson *w, uint32_t n)
{
    while (w->order_left > 0) {
        uint64_t x = w->order_pos;
        w->order_pos = (w->order_mul * x + w->order_add) & w->order_mask;
        w->order_left--;
        if (x < n && !(w->walk.st[x] & WALK_IN_MAZE))
            return (uint32_t)x;
    }
    return MAZE_NONE; /* unreachable while cells remain outside */
}

/* Walk moves in batches; between walks, the next walk starts. */
static uint64_t wilson_run(gen *g, uint64_t max)
{
    wilson *w = g->impl;
    uint64_t moves = 0;
    while (moves < max) {
        bool joined;
        moves += walk_run(g, &w->walk, max - moves, &joined);
        if (!joined)
            break;
        if (w->walk.in_maze == g->m->n) {
            g->done = true;
            break;
        }
        walk_begin(g, &w->walk, next_start(w, g->m->n));
    }
    return moves;
}

static bool wilson_step(gen *g)
{
    wilson_run(g, 1);
    return !g->done;
}

/* Sets up the walk-start order: identity, or a random full-period LCG. */
static void init_order(gen *g, wilson *w)
{
    uint64_t size = 1;
    while (size < g->m->n)
        size <<= 1;
    w->order_mask = size - 1;
    w->order_left = size;
    if (gen_option_value(g, OPT_START) == START_RANDOM) {
        /* mul = 1 mod 4 and add odd give period 2^bits (Hull-Dobell). */
        w->order_mul = ((rng_next(&g->r) << 2) | 1u) & w->order_mask;
        w->order_add = (rng_next(&g->r) | 1u) & w->order_mask;
        w->order_pos = rng_next(&g->r) & w->order_mask;
        if (size < 4)
            w->order_mul = 1;
    } else {
        w->order_mul = 1;
        w->order_add = 1;
        w->order_pos = 0;
    }
}

static bool wilson_init(gen *g)
{
    wilson *w = gen_alloc(g, 1, sizeof *w);
    g->impl = w;
    if (!w)
        return false;
    init_order(g, w);
    if (walk_init(g, &w->walk) == MAZE_NONE)
        return false;
    if (!g->done)
        walk_begin(g, &w->walk, next_start(w, g->m->n));
    return true;
}

static void wilson_fini(gen *g)
{
    wilson *w = g->impl;
    if (w)
        free(w->walk.st);
    free(w);
}

static gen_cell wilson_cell(const gen *g, uint32_t c)
{
    const wilson *w = g->impl;
    return walk_cell(&w->walk, c);
}

static gen_wall_kind wilson_wall(const gen *g, uint32_t c, maze_dir d)
{
    const wilson *w = g->impl;
    return walk_wall(g, &w->walk, c, d);
}

static void wilson_info(const gen *g, gen_info *out)
{
    const wilson *w = g->impl;
    out->cells_in_maze = w->walk.in_maze;
    out->walk_len = w->walk.len;
    out->loops_erased = w->walk.loops_erased;
    out->phase = "walk";
}

static const gen_option wilson_options[] = {
    {"start", "where each walk starts: first cell outside the maze (row-major) or random order",
     {"first", "random", NULL}},
};

const gen_algo gen_wilson = {
    .id = "wilson",
    .alias = NULL,
    .name_en = "Wilson's algorithm",
    .name_zh = "Wilson 算法",
    .options = wilson_options,
    .n_options = 1,
    .init = wilson_init,
    .step = wilson_step,
    .run = wilson_run,
    .cell = wilson_cell,
    .wall = wilson_wall,
    .info = wilson_info,
    .fini = wilson_fini,
};
