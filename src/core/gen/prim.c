/*
 * prim.c - simplified Prim's algorithm (random frontier cell).
 *
 * The maze starts as one random cell; the cells next to it form the
 * frontier. Each step takes a uniformly random frontier cell, opens the
 * wall to a random neighbour of it that is already in the maze, and adds
 * the cell's outside neighbours to the frontier. Done when the frontier is
 * empty. ("True" Prim, with edge weights and a heap, is true_prim.c.)
 *
 * Phases: grow (one cell added per step, so exactly n-1 steps).
 *
 * Bias: strongly radial - the maze grows as a blob from the first cell,
 * with very many short dead ends (35.7 % of cells on 300x300, against
 * 29.4 % for a uniform maze) and short paths to the first cell; easy to
 * solve. Not uniform.
 * Cost: O(1) per step: the frontier is an array, and a random element is
 * removed by moving the last one into its place. Since cells only ever
 * leave the frontier by that random pick, no per-cell index into the array
 * is needed; a state byte says whether a cell is in the frontier.
 * Memory: 5 bytes per cell (frontier array slot and state byte).
 */
#include <stdlib.h>

#include "../gen_impl.h"

enum { IN_MAZE = 1u << 0, IN_FRONTIER = 1u << 1 };

typedef struct prim {
    uint8_t *st;
    uint32_t *frontier;
    uint32_t nfrontier;
    uint64_t in_maze;
} prim;

/* c has joined the maze: its outside neighbours join the frontier. */
static void add_cell(gen *g, prim *p, uint32_t c)
{
    p->st[c] = IN_MAZE;
    p->in_maze++;
    gen_touch(g, c);
    for (int d = 0; d < MAZE_DIRS; d++) {
        uint32_t nb = maze_neighbor(g->m, c, (maze_dir)d);
        if (nb != MAZE_NONE && p->st[nb] == 0) {
            p->st[nb] = IN_FRONTIER;
            p->frontier[p->nfrontier++] = nb;
            gen_touch(g, nb);
        }
    }
}

static bool prim_step(gen *g)
{
    prim *p = g->impl;
    uint32_t i = rng_below(&g->r, p->nfrontier);
    uint32_t c = p->frontier[i];
    p->frontier[i] = p->frontier[--p->nfrontier];
    maze_dir cand[MAZE_DIRS];
    unsigned k = 0;
    for (int d = 0; d < MAZE_DIRS; d++) {
        uint32_t nb = maze_neighbor(g->m, c, (maze_dir)d);
        if (nb != MAZE_NONE && (p->st[nb] & IN_MAZE))
            cand[k++] = (maze_dir)d;
    }
    maze_dir d = cand[k == 1 ? 0 : rng_below(&g->r, k)];
    maze_carve(g->m, c, d);
    gen_touch_wall(g, c, d);
    add_cell(g, p, c);
    return p->nfrontier > 0;
}

GEN_DEFINE_RUN(prim_run, prim_step)

static bool prim_init(gen *g)
{
    prim *p = gen_alloc(g, 1, sizeof *p);
    g->impl = p;
    if (!p || !(p->st = gen_alloc(g, g->m->n, 1)) ||
        !(p->frontier = gen_alloc(g, g->m->n, sizeof *p->frontier)))
        return false;
    add_cell(g, p, rng_below(&g->r, g->m->n));
    if (p->nfrontier == 0)
        g->done = true;
    return true;
}

static void prim_fini(gen *g)
{
    prim *p = g->impl;
    if (p) {
        free(p->st);
        free(p->frontier);
    }
    free(p);
}

static gen_cell prim_cell(const gen *g, uint32_t c)
{
    const prim *p = g->impl;
    gen_cell out = {GEN_CELL_BLANK, 0};
    if (p->st[c] & IN_MAZE)
        out.kind = GEN_CELL_MAZE;
    else if (p->st[c] & IN_FRONTIER)
        out.kind = GEN_CELL_FRONTIER;
    return out;
}

static void prim_info(const gen *g, gen_info *out)
{
    const prim *p = g->impl;
    out->cells_in_maze = p->in_maze;
    out->phase = "grow";
}

const gen_algo gen_prim = {
    .id = "prim",
    .alias = NULL,
    .name_en = "Simplified Prim's algorithm",
    .name_zh = "简化 Prim 算法",
    .options = NULL,
    .n_options = 0,
    .init = prim_init,
    .step = prim_step,
    .run = prim_run,
    .cell = prim_cell,
    .wall = gen_plain_wall,
    .info = prim_info,
    .fini = prim_fini,
};
