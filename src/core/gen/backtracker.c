/*
 * backtracker.c - the recursive backtracker (randomized depth-first search).
 *
 * From the current cell, carve to a random unvisited neighbour and push it;
 * at a dead end, pop back to the previous cell. Done when the start cell is
 * popped. Each push and each pop is one step, so a run is exactly 2n-1
 * steps (n-1 pushes, n pops).
 *
 * Bias: long winding corridors and few dead ends (about 10 %); a low
 * branching factor. Cost: O(1) per step, O(n) in all.
 * Memory: one state byte per cell. The stack is not a separate array: each
 * visited cell keeps the direction back to its parent, so popping is one
 * move along that link - an explicit stack with no recursion and no extra
 * memory, which is why a 4096x4096 maze (16M cells deep at worst) is fine.
 */
#include <stdlib.h>

#include "../gen_impl.h"

enum {
    VISITED = 1u << 0,
    ON_STACK = 1u << 1,
    PARENT_SHIFT = 2, /* bits 2-3: direction back to the parent cell */
};

enum { OPT_START };
enum { START_RANDOM, START_CORNER };

typedef struct backtracker {
    uint8_t *st;
    uint32_t current, root;
    uint64_t visited, depth;
} backtracker;

/*
 * Pushes and pops, with the grid, the rng and the change log in locals
 * (byte stores into st would otherwise force reloads every step).
 */
static uint64_t backtracker_run(gen *g, uint64_t max)
{
    backtracker *b = g->impl;
    const maze grid = *g->m;
    const maze *m = &grid;
    uint8_t *st = b->st;
    rng r = g->r;
    gen_log log = gen_log_open(g);
    uint32_t cur = b->current;
    uint64_t i = 0;
    while (i < max) {
        i++;
        maze_dir cand[MAZE_DIRS];
        unsigned k = 0;
        for (int d = 0; d < MAZE_DIRS; d++) {
            uint32_t nb = maze_neighbor(m, cur, (maze_dir)d);
            if (nb != MAZE_NONE && !(st[nb] & VISITED))
                cand[k++] = (maze_dir)d;
        }
        gen_log_put(&log, cur);
        if (k > 0) {
            maze_dir d = cand[k == 1 ? 0 : rng_below(&r, k)];
            uint32_t nb = cur + (uint32_t)m->delta[d];
            maze_carve(g->m, cur, d);
            st[nb] = (uint8_t)(VISITED | ON_STACK | (maze_opposite(d) << PARENT_SHIFT));
            b->visited++;
            b->depth++;
            cur = nb;
        } else {
            st[cur] &= (uint8_t)~ON_STACK;
            b->depth--;
            if (cur == b->root) {
                cur = MAZE_NONE;
                g->done = true;
                break;
            }
            cur += (uint32_t)m->delta[(st[cur] >> PARENT_SHIFT) & 3u];
        }
        gen_log_put(&log, cur);
    }
    g->r = r;
    b->current = cur;
    gen_log_close(g, log);
    return i;
}

static bool backtracker_step(gen *g)
{
    backtracker_run(g, 1);
    return !g->done;
}

static bool backtracker_init(gen *g)
{
    backtracker *b = gen_alloc(g, 1, sizeof *b);
    g->impl = b;
    if (!b || !(b->st = gen_alloc(g, g->m->n, 1)))
        return false;
    bool corner = gen_option_value(g, OPT_START) == START_CORNER;
    b->root = corner ? 0 : rng_below(&g->r, g->m->n);
    b->current = b->root;
    b->st[b->root] = VISITED | ON_STACK;
    b->visited = 1;
    b->depth = 1;
    gen_touch(g, b->root);
    return true;
}

static void backtracker_fini(gen *g)
{
    backtracker *b = g->impl;
    if (b)
        free(b->st);
    free(b);
}

static gen_cell backtracker_cell(const gen *g, uint32_t c)
{
    const backtracker *b = g->impl;
    uint8_t s = b->st[c];
    gen_cell out = {GEN_CELL_BLANK, 0};
    if (c == b->current)
        out.kind = GEN_CELL_CURRENT;
    else if (s & ON_STACK)
        out.kind = GEN_CELL_STACK;
    else if (s & VISITED)
        out.kind = GEN_CELL_MAZE;
    return out;
}

static void backtracker_info(const gen *g, gen_info *out)
{
    const backtracker *b = g->impl;
    out->cells_in_maze = b->visited;
    out->stack_depth = b->depth;
    out->phase = b->current == MAZE_NONE ? "done" : "search";
}

static const gen_option backtracker_options[] = {
    {"start", "the first cell: random, or the top-left corner (as in seed 001)",
     {"random", "corner", NULL}},
};

const gen_algo gen_backtracker = {
    .id = "backtracker",
    .alias = "dfs",
    .name_en = "Recursive backtracker",
    .name_zh = "递归回溯(深度优先)",
    .options = backtracker_options,
    .n_options = 1,
    .init = backtracker_init,
    .step = backtracker_step,
    .run = backtracker_run,
    .cell = backtracker_cell,
    .wall = gen_plain_wall,
    .info = backtracker_info,
    .fini = backtracker_fini,
};
