/*
 * aldous_broder.c - the Aldous-Broder algorithm (Aldous 1990, Broder 1989).
 *
 * A random walk wanders the whole grid, starting at a random cell. Each
 * step moves it to a uniformly random neighbour; when that neighbour has
 * never been visited, the wall it crossed is opened and the neighbour joins
 * the maze. Done when every cell has been visited.
 *
 * Phases: walk only (one random move per step). The walk does not care
 * whether a cell is in the maze; it only looks when it arrives.
 *
 * Bias: none - the first-entrance edges of a random walk form a uniformly
 * random spanning tree, like Wilson's. Cost: O(1) per step, but the run is
 * the walk's cover time, about (4/pi) n (ln n)^2 moves on a square grid, so
 * the last cells take long to find: slow to watch, and the slowest
 * algorithm here on large grids.
 * Memory: one byte per cell (the in-maze flag of walk.h).
 */
#include <stdlib.h>

#include "walk.h"

typedef struct aldous_broder {
    walk walk;        /* only its in-maze flags and count: no walk is erased here */
    uint32_t current; /* the wanderer; MAZE_NONE when done */
} aldous_broder;

static bool aldous_broder_step(gen *g)
{
    aldous_broder *a = g->impl;
    if (walk_wander(g, &a->walk, &a->current) && a->walk.in_maze == g->m->n) {
        a->current = MAZE_NONE;
        return false;
    }
    return true;
}

GEN_DEFINE_RUN(aldous_broder_run, aldous_broder_step)

static bool aldous_broder_init(gen *g)
{
    aldous_broder *a = gen_alloc(g, 1, sizeof *a);
    g->impl = a;
    if (!a)
        return false;
    a->current = walk_init(g, &a->walk);
    if (g->done)
        a->current = MAZE_NONE;
    return a->walk.st != NULL;
}

static void aldous_broder_fini(gen *g)
{
    aldous_broder *a = g->impl;
    if (a)
        free(a->walk.st);
    free(a);
}

static gen_cell aldous_broder_cell(const gen *g, uint32_t c)
{
    const aldous_broder *a = g->impl;
    gen_cell out = {GEN_CELL_BLANK, 0};
    if (c == a->current)
        out.kind = GEN_CELL_CURRENT;
    else if (a->walk.st[c] & WALK_IN_MAZE)
        out.kind = GEN_CELL_MAZE;
    return out;
}

static void aldous_broder_info(const gen *g, gen_info *out)
{
    const aldous_broder *a = g->impl;
    out->cells_in_maze = a->walk.in_maze;
    out->phase = "walk";
}

const gen_algo gen_aldous_broder = {
    .id = "aldous-broder",
    .alias = NULL,
    .name_en = "Aldous-Broder algorithm",
    .name_zh = "Aldous-Broder 算法",
    .options = NULL,
    .n_options = 0,
    .init = aldous_broder_init,
    .step = aldous_broder_step,
    .run = aldous_broder_run,
    .cell = aldous_broder_cell,
    .wall = gen_plain_wall,
    .info = aldous_broder_info,
    .fini = aldous_broder_fini,
};
