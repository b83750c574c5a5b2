/*
 * binary_tree.c - the Binary Tree algorithm.
 *
 * Visit every cell once, in row-major order, and carve to one of its two
 * "bias" neighbours (north or east for bias=ne, and so on), chosen by a coin
 * flip; where only one of the two exists (along two sides of the grid) that
 * one is taken, and the corner cell that has neither carves nothing. Every
 * other cell has exactly one passage towards the corner, so the result is a
 * tree rooted at that corner: n-1 passages, all cells connected.
 *
 * Phases: one (one cell per step, marked current; cells behind it are done).
 *
 * Bias: strong. The two sides that meet at the bias corner are unbroken
 * corridors, every cell has a straight way home towards that corner, and the
 * maze has a diagonal texture; about a quarter of the cells are dead ends.
 * Cost: O(1) per step, exactly n steps (0 for a 1x1 maze, which is done at
 * init). Memory: none per cell - the visit order is the cell numbering, so
 * the state is one position.
 */
#include <stdlib.h>

#include "../gen_impl.h"

enum { OPT_BIAS };
enum { BIAS_NE, BIAS_NW, BIAS_SE, BIAS_SW };

typedef struct binary_tree {
    maze_dir dirs[2]; /* the two directions a cell may carve to */
    uint32_t next;    /* the next cell to visit; cells below it are done */
    uint32_t current; /* the cell visited last, or MAZE_NONE */
} binary_tree;

static bool binary_tree_step(gen *g)
{
    binary_tree *b = g->impl;
    maze *m = g->m;
    uint32_t c = b->next++;
    maze_dir cand[2];
    unsigned k = 0;
    for (unsigned i = 0; i < 2; i++)
        if (maze_has_neighbor(m, c, b->dirs[i]))
            cand[k++] = b->dirs[i];
    if (k > 0) {
        maze_dir d = cand[k == 1 ? 0 : rng_dir(&g->r) & 1u];
        maze_carve(m, c, d);
        gen_touch_wall(g, c, d);
    }
    if (b->current != MAZE_NONE)
        gen_touch(g, b->current);
    gen_touch(g, c);
    b->current = b->next < m->n ? c : MAZE_NONE;
    return b->next < m->n;
}

GEN_DEFINE_RUN(binary_tree_run, binary_tree_step)

static bool binary_tree_init(gen *g)
{
    static const maze_dir bias_dirs[4][2] = {
        [BIAS_NE] = {MAZE_N, MAZE_E},
        [BIAS_NW] = {MAZE_N, MAZE_W},
        [BIAS_SE] = {MAZE_S, MAZE_E},
        [BIAS_SW] = {MAZE_S, MAZE_W},
    };
    binary_tree *b = gen_alloc(g, 1, sizeof *b);
    g->impl = b;
    if (!b)
        return false;
    unsigned bias = gen_option_value(g, OPT_BIAS);
    b->dirs[0] = bias_dirs[bias][0];
    b->dirs[1] = bias_dirs[bias][1];
    b->current = MAZE_NONE;
    if (g->m->n == 1) {
        b->next = 1;
        g->done = true;
    }
    return true;
}

static void binary_tree_fini(gen *g) { free(g->impl); }

static gen_cell binary_tree_cell(const gen *g, uint32_t c)
{
    const binary_tree *b = g->impl;
    gen_cell out = {GEN_CELL_BLANK, 0};
    if (c == b->current)
        out.kind = GEN_CELL_CURRENT;
    else if (c < b->next)
        out.kind = GEN_CELL_MAZE;
    return out;
}

static void binary_tree_info(const gen *g, gen_info *out)
{
    const binary_tree *b = g->impl;
    out->cells_in_maze = b->next;
    out->phase = "carve";
}

static const gen_option binary_tree_options[] = {
    {"bias", "the two directions every cell may carve to (its passage leads to that corner)",
     {"ne", "nw", "se", "sw", NULL}},
};

const gen_algo gen_binary_tree = {
    .id = "binary-tree",
    .alias = NULL,
    .name_en = "Binary Tree",
    .name_zh = "二叉树算法",
    .options = binary_tree_options,
    .n_options = 1,
    .init = binary_tree_init,
    .step = binary_tree_step,
    .run = binary_tree_run,
    .cell = binary_tree_cell,
    .wall = gen_plain_wall,
    .info = binary_tree_info,
    .fini = binary_tree_fini,
};
