/*
 * growing_tree.c - the Growing Tree algorithm.
 *
 * An active list starts with one random cell. Each step picks a cell from
 * the list by the chosen policy; if it has unvisited neighbours, the wall
 * to a random one is opened and that neighbour joins the list, otherwise
 * the cell leaves the list. Done when the list is empty. Every cell is
 * added once and removed once, so a run is exactly 2n-1 steps.
 *
 * Phases: grow (one cell added or removed per step).
 *
 * Policy (option "policy"), with dead ends measured on 300x300 (a uniform
 * maze has 29.4 %): newest is the recursive backtracker (long corridors,
 * 10.0 %); random grows a blob from the first cell, Prim-like but with
 * longer passages (27.6 %); oldest makes long straight spokes (0.9 %);
 * mix picks newest or random with even odds, in between (18.4 %). None is
 * uniform.
 *
 * Cost: O(1) per step. The list is a circular deque: newest is its back,
 * oldest its front, and a cell picked from the middle (random, mix) is
 * removed by moving the front cell into its place. That reorders only the
 * oldest cell, which no policy that picks from the middle ever asks for.
 * Memory: 5 bytes per cell (deque slot and state byte).
 */
#include <stdlib.h>

#include "../gen_impl.h"

enum { VISITED = 1u << 0, ACTIVE = 1u << 1 };

enum { OPT_POLICY };
enum { POLICY_NEWEST, POLICY_RANDOM, POLICY_OLDEST, POLICY_MIX };

typedef struct growing_tree {
    uint8_t *st;
    uint32_t *list; /* circular: count cells from front */
    uint32_t cap, front, count;
    unsigned policy;
    uint64_t in_maze;
} growing_tree;

/* Slot of the k-th active cell, oldest first. */
static uint32_t slot(const growing_tree *t, uint32_t k)
{
    uint32_t i = t->front + k;
    return i >= t->cap ? i - t->cap : i;
}

static void push(gen *g, growing_tree *t, uint32_t c)
{
    t->list[slot(t, t->count++)] = c;
    t->st[c] = VISITED | ACTIVE;
    t->in_maze++;
    gen_touch(g, c);
}

/* Removes the k-th active cell; the front cell fills a gap in the middle. */
static void remove_at(growing_tree *t, uint32_t k)
{
    if (k + 1 == t->count) {
        t->count--;
        return;
    }
    if (k > 0)
        t->list[slot(t, k)] = t->list[t->front];
    t->front = slot(t, 1);
    t->count--;
}

static uint32_t pick(gen *g, const growing_tree *t)
{
    switch (t->policy) {
    case POLICY_RANDOM:
        return rng_below(&g->r, t->count);
    case POLICY_OLDEST:
        return 0;
    case POLICY_MIX:
        return rng_below(&g->r, 2) ? rng_below(&g->r, t->count) : t->count - 1;
    default:
        return t->count - 1;
    }
}

static bool growing_tree_step(gen *g)
{
    growing_tree *t = g->impl;
    uint32_t k = pick(g, t);
    uint32_t c = t->list[slot(t, k)];
    maze_dir cand[MAZE_DIRS];
    unsigned n = 0;
    for (int d = 0; d < MAZE_DIRS; d++) {
        uint32_t nb = maze_neighbor(g->m, c, (maze_dir)d);
        if (nb != MAZE_NONE && !(t->st[nb] & VISITED))
            cand[n++] = (maze_dir)d;
    }
    if (n > 0) {
        maze_dir d = cand[n == 1 ? 0 : rng_below(&g->r, n)];
        maze_carve(g->m, c, d);
        gen_touch_wall(g, c, d);
        push(g, t, c + (uint32_t)g->m->delta[d]);
        return true;
    }
    remove_at(t, k);
    t->st[c] = VISITED;
    gen_touch(g, c);
    return t->count > 0;
}

GEN_DEFINE_RUN(growing_tree_run, growing_tree_step)

static bool growing_tree_init(gen *g)
{
    growing_tree *t = gen_alloc(g, 1, sizeof *t);
    g->impl = t;
    if (!t || !(t->st = gen_alloc(g, g->m->n, 1)) ||
        !(t->list = gen_alloc(g, g->m->n, sizeof *t->list)))
        return false;
    t->cap = g->m->n;
    t->policy = gen_option_value(g, OPT_POLICY);
    push(g, t, rng_below(&g->r, g->m->n));
    return true;
}

static void growing_tree_fini(gen *g)
{
    growing_tree *t = g->impl;
    if (t) {
        free(t->st);
        free(t->list);
    }
    free(t);
}

static gen_cell growing_tree_cell(const gen *g, uint32_t c)
{
    const growing_tree *t = g->impl;
    gen_cell out = {GEN_CELL_BLANK, 0};
    if (t->st[c] & ACTIVE)
        out.kind = GEN_CELL_STACK;
    else if (t->st[c] & VISITED)
        out.kind = GEN_CELL_MAZE;
    return out;
}

static void growing_tree_info(const gen *g, gen_info *out)
{
    const growing_tree *t = g->impl;
    out->cells_in_maze = t->in_maze;
    out->stack_depth = t->count;
    out->phase = "grow";
}

static const gen_option growing_tree_options[] = {
    {"policy",
     "which active cell grows next: newest (like the backtracker), random (like Prim), "
     "oldest, or mix (newest or random, even odds)",
     {"newest", "random", "oldest", "mix", NULL}},
};

const gen_algo gen_growing_tree = {
    .id = "growing-tree",
    .alias = NULL,
    .name_en = "Growing Tree algorithm",
    .name_zh = "生长树算法",
    .options = growing_tree_options,
    .n_options = 1,
    .init = growing_tree_init,
    .step = growing_tree_step,
    .run = growing_tree_run,
    .cell = growing_tree_cell,
    .wall = gen_plain_wall,
    .info = growing_tree_info,
    .fini = growing_tree_fini,
};
