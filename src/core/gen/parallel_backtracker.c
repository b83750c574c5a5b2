/*
 * parallel_backtracker.c - k recursive backtrackers at once, joined into one
 * maze.
 *
 * k seed cells (option seeds) each start a backtracker: carve to a random
 * unvisited neighbour and push it, or at a dead end pop back. The trees grow
 * side by side - one step advances every live tree by one push or pop - and
 * claim cells first come, first served. When a tree pops a cell, every
 * neighbour of that cell is visited; for each neighbour owned by a tree not
 * yet joined to this one (a union-find over the k tree ids says), one wall
 * is carved and the two are joined. So every join adds one passage between
 * two trees - the maze stays a forest - and since any two trees that touch
 * are compared when the first of the touching cells is popped, the last pop
 * leaves one tree: a perfect maze.
 *
 * Phases: one (search). Each tree's cells are a group of its own (tree id as
 * colour); the trees' current cells are current.
 *
 * Bias: each tree is a backtracker maze (long corridors, few dead ends), but
 * the trees meet along seams where the k-1 joins are the only ways across,
 * so solutions funnel through a few doors; about 10 % dead ends. Cost: O(1)
 * per tree per step; about 2n/k steps. Memory: one byte per cell - owner,
 * on-stack flag, current flag and the direction to the parent, which makes
 * each tree's stack a linked list through the grid, as in the plain
 * backtracker.
 */
#include <stdlib.h>

#include "../gen_impl.h"

enum {
    OWNER_MASK = 0x0fu, /* tree id + 1; 0: unvisited */
    ON_STACK = 1u << 4,
    PARENT_SHIFT = 5,   /* bits 5-6: direction back to the parent cell */
    CURRENT = 1u << 7,
};

#define MAX_TREES 8

enum { OPT_SEEDS };
static const unsigned seed_counts[] = {2, 3, 4, 8};

typedef struct tree {
    uint32_t current, root; /* current is MAZE_NONE once the tree is done */
} tree;

typedef struct parallel {
    uint8_t *st;
    tree t[MAX_TREES];
    uint8_t uf[MAX_TREES]; /* union-find parents over tree ids */
    unsigned k;
    uint64_t visited, depth;
} parallel;

static unsigned owner(uint8_t s) { return (s & OWNER_MASK) - 1u; }

static unsigned find(parallel *p, unsigned i)
{
    while (p->uf[i] != i) {
        p->uf[i] = p->uf[p->uf[i]];
        i = p->uf[i];
    }
    return i;
}

/* Joins tree i to every tree that owns a neighbour of c and is not yet joined. */
static void join_neighbours(gen *g, parallel *p, unsigned i, uint32_t c)
{
    for (int d = 0; d < MAZE_DIRS; d++) {
        uint32_t nb = maze_neighbor(g->m, c, (maze_dir)d);
        if (nb == MAZE_NONE)
            continue;
        unsigned a = find(p, i), b = find(p, owner(p->st[nb]));
        if (a != b) {
            p->uf[b] = (uint8_t)a;
            maze_carve(g->m, c, (maze_dir)d);
            gen_touch_wall(g, c, (maze_dir)d);
        }
    }
}

static void move_to(gen *g, parallel *p, tree *t, uint32_t c)
{
    p->st[t->current] &= (uint8_t)~CURRENT;
    gen_touch(g, t->current);
    t->current = c;
    if (c != MAZE_NONE) {
        p->st[c] |= CURRENT;
        gen_touch(g, c);
    }
}

/* One push or pop of tree i. */
static void advance(gen *g, parallel *p, unsigned i)
{
    tree *t = &p->t[i];
    const maze *m = g->m;
    uint32_t cur = t->current;
    maze_dir cand[MAZE_DIRS];
    unsigned k = 0;
    for (int d = 0; d < MAZE_DIRS; d++) {
        uint32_t nb = maze_neighbor(m, cur, (maze_dir)d);
        if (nb != MAZE_NONE && !(p->st[nb] & OWNER_MASK))
            cand[k++] = (maze_dir)d;
    }
    if (k > 0) {
        maze_dir d = cand[k == 1 ? 0 : rng_below(&g->r, k)];
        uint32_t nb = cur + (uint32_t)m->delta[d];
        maze_carve(g->m, cur, d);
        p->st[nb] = (uint8_t)((i + 1) | ON_STACK | (maze_opposite(d) << PARENT_SHIFT));
        p->visited++;
        p->depth++;
        move_to(g, p, t, nb);
        return;
    }
    join_neighbours(g, p, i, cur);
    p->st[cur] &= (uint8_t)~ON_STACK;
    p->depth--;
    if (cur == t->root)
        move_to(g, p, t, MAZE_NONE);
    else
        move_to(g, p, t, cur + (uint32_t)m->delta[(p->st[cur] >> PARENT_SHIFT) & 3u]);
}

static bool parallel_step(gen *g)
{
    parallel *p = g->impl;
    bool live = false;
    for (unsigned i = 0; i < p->k; i++) {
        if (p->t[i].current != MAZE_NONE)
            advance(g, p, i);
        live |= p->t[i].current != MAZE_NONE;
    }
    return live;
}

GEN_DEFINE_RUN(parallel_run, parallel_step)

static bool parallel_init(gen *g)
{
    const maze *m = g->m;
    parallel *p = gen_alloc(g, 1, sizeof *p);
    g->impl = p;
    if (!p || !(p->st = gen_alloc(g, m->n, 1)))
        return false;
    p->k = seed_counts[gen_option_value(g, OPT_SEEDS)];
    if (p->k > m->n)
        p->k = m->n;
    for (unsigned i = 0; i < p->k; i++) {
        uint32_t c;
        do
            c = rng_below(&g->r, m->n);
        while (p->st[c]);
        p->st[c] = (uint8_t)((i + 1) | ON_STACK | CURRENT);
        p->t[i].current = p->t[i].root = c;
        p->uf[i] = (uint8_t)i;
        gen_touch(g, c);
    }
    p->visited = p->depth = p->k;
    return true;
}

static void parallel_fini(gen *g)
{
    parallel *p = g->impl;
    if (p)
        free(p->st);
    free(p);
}

static gen_cell parallel_cell(const gen *g, uint32_t c)
{
    const parallel *p = g->impl;
    uint8_t s = p->st[c];
    gen_cell out = {GEN_CELL_BLANK, 0};
    if (s & CURRENT)
        out.kind = GEN_CELL_CURRENT;
    else if (s & OWNER_MASK)
        out = (gen_cell){GEN_CELL_GROUP, owner(s)};
    return out;
}

static void parallel_info(const gen *g, gen_info *out)
{
    const parallel *p = g->impl;
    out->cells_in_maze = p->visited;
    out->stack_depth = p->depth;
    out->phase = "search";
}

static const gen_option parallel_options[] = {
    {"seeds", "how many backtrackers grow at once", {"2", "3", "4", "8", NULL}},
};

const gen_algo gen_parallel_backtracker = {
    .id = "parallel-backtracker",
    .alias = NULL,
    .name_en = "Parallel backtracker",
    .name_zh = "并行回溯",
    .options = parallel_options,
    .n_options = 1,
    .init = parallel_init,
    .step = parallel_step,
    .run = parallel_run,
    .cell = parallel_cell,
    .wall = gen_plain_wall,
    .info = parallel_info,
    .fini = parallel_fini,
};
