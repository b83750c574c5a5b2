/*
 * eller.c - Eller's algorithm: one row at a time, with memory for one row.
 *
 * Every cell of the current row belongs to a set (the cells it is already
 * connected to through the rows above). Phase "join": for each pair of
 * neighbouring cells in different sets, a coin flip decides whether to carve
 * the wall between them and merge the sets. Phase "down": for each cell a
 * coin flip decides whether to carve south, except that the last cell of a
 * set still without a way down must carve it; a cell below that was not
 * carved to starts a set of its own. The last row joins every pair still in
 * different sets, which leaves one set: a perfect maze. One step is one such
 * decision.
 *
 * Sets are circular doubly linked lists of columns (the classic L/R arrays):
 * in a planar tree the sets of a row never cross, so each list stays in
 * column order, "same set" is R[x] == x + 1 and merging two sets is an O(1)
 * splice. For the picture every set also has a label (its colour); a merge
 * relabels the smaller set, so a row costs O(W log W) in all.
 *
 * Bias: rows of modest horizontal runs; about 29 % dead ends with fair coins
 * (measured, 100x100). Cost: O(1) per step plus the relabelling (O(log W)
 * amortised); 2W-1 steps per row, W-1 for the last. Memory: O(W) - five
 * words per column (links, label, set size, free label) - and nothing per
 * cell.
 */
#include <stdlib.h>

#include "../gen_impl.h"

enum phase { PH_JOIN, PH_DOWN, PH_DONE };

typedef struct eller {
    uint32_t *l, *r;     /* circular set lists, by column */
    uint32_t *label;     /* set label of each column (its colour) */
    uint32_t *size;      /* members of each label's set */
    uint32_t *pool;      /* labels not in use */
    uint32_t npool;
    uint32_t y, x;       /* the decision to take next */
    enum phase phase;
} eller;

/* Sets every cell of x's set (in row y) to label to, touching each. */
static void relabel(gen *g, eller *e, uint32_t x, uint32_t to)
{
    uint32_t k = x, row = e->y * g->m->w;
    do {
        e->label[k] = to;
        gen_touch(g, row + k);
        k = e->r[k];
    } while (k != x);
}

/* Carves x east and merges the sets of x and x + 1. */
static void merge(gen *g, eller *e, uint32_t x)
{
    uint32_t a = e->label[x], b = e->label[x + 1];
    maze_carve(g->m, e->y * g->m->w + x, MAZE_E);
    gen_touch_wall(g, e->y * g->m->w + x, MAZE_E);
    if (e->size[a] >= e->size[b]) {
        relabel(g, e, x + 1, a);
        e->size[a] += e->size[b];
        e->pool[e->npool++] = b;
    } else {
        relabel(g, e, x, b);
        e->size[b] += e->size[a];
        e->pool[e->npool++] = a;
    }
    uint32_t p = e->l[x + 1], q = e->r[x];
    e->r[x] = x + 1;
    e->l[x + 1] = x;
    e->r[p] = q;
    e->l[q] = p;
}

/* Moves to the next decision, skipping phases that have none. */
static void advance(gen *g, eller *e)
{
    const maze *m = g->m;
    for (;;) {
        if (e->phase == PH_JOIN && e->x + 1 < m->w)
            return;
        if (e->phase == PH_DOWN && e->x < m->w)
            return;
        if (e->phase == PH_JOIN && e->y + 1 == m->h) {
            e->phase = PH_DONE;
            for (uint32_t x = 0; x < m->w; x++)
                gen_touch(g, e->y * m->w + x); /* the last row turns to maze */
            e->y = m->h;
            return;
        }
        e->phase = e->phase == PH_JOIN ? PH_DOWN : PH_JOIN;
        if (e->phase == PH_JOIN)
            e->y++;
        e->x = 0;
    }
}

static void decide_join(gen *g, eller *e)
{
    uint32_t x = e->x;
    bool last = e->y + 1 == g->m->h;
    if (e->r[x] != x + 1 && (last || (rng_dir(&g->r) & 1u)))
        merge(g, e, x);
}

static void decide_down(gen *g, eller *e)
{
    uint32_t x = e->x, c = e->y * g->m->w + x;
    if (e->r[x] == x || (rng_dir(&g->r) & 1u)) {
        maze_carve(g->m, c, MAZE_S);
    } else {
        e->r[e->l[x]] = e->r[x];
        e->l[e->r[x]] = e->l[x];
        e->l[x] = e->r[x] = x;
        e->size[e->label[x]]--;
        e->label[x] = e->pool[--e->npool];
        e->size[e->label[x]] = 1;
    }
    gen_touch_wall(g, c, MAZE_S);
}

static bool eller_step(gen *g)
{
    eller *e = g->impl;
    if (e->phase == PH_JOIN)
        decide_join(g, e);
    else
        decide_down(g, e);
    e->x++;
    advance(g, e);
    return e->phase != PH_DONE;
}

GEN_DEFINE_RUN(eller_run, eller_step)

static bool eller_init(gen *g)
{
    uint32_t w = g->m->w;
    eller *e = gen_alloc(g, 1, sizeof *e);
    g->impl = e;
    if (!e || !(e->l = gen_alloc(g, w, sizeof *e->l)) || !(e->r = gen_alloc(g, w, sizeof *e->r)) ||
        !(e->label = gen_alloc(g, w, sizeof *e->label)) ||
        !(e->size = gen_alloc(g, w, sizeof *e->size)) ||
        !(e->pool = gen_alloc(g, w, sizeof *e->pool)))
        return false;
    for (uint32_t x = 0; x < w; x++) {
        e->l[x] = e->r[x] = e->label[x] = x;
        e->size[x] = 1;
        gen_touch(g, x);
    }
    e->phase = PH_JOIN;
    advance(g, e);
    g->done = e->phase == PH_DONE;
    return true;
}

static void eller_fini(gen *g)
{
    eller *e = g->impl;
    if (e) {
        free(e->l);
        free(e->r);
        free(e->label);
        free(e->size);
        free(e->pool);
    }
    free(e);
}

static gen_cell eller_cell(const gen *g, uint32_t c)
{
    const eller *e = g->impl;
    uint32_t cx = maze_x(g->m, c), cy = maze_y(g->m, c);
    gen_cell out = {GEN_CELL_BLANK, 0};
    bool down = e->phase == PH_DOWN;
    if (cy < e->y || (cy == e->y && down && cx < e->x))
        out.kind = GEN_CELL_MAZE;
    else if (cy == e->y || (down && cy == e->y + 1 && cx < e->x))
        out = (gen_cell){GEN_CELL_GROUP, e->label[cx]};
    return out;
}

static void eller_info(const gen *g, gen_info *out)
{
    const eller *e = g->impl;
    static const char *const names[] = {"join", "down", "done"};
    /* Rows above the current one; when done, y == h. */
    out->cells_in_maze = (uint64_t)e->y * g->m->w + (e->phase == PH_DOWN ? e->x : 0);
    out->phase = e->phase == PH_JOIN && e->y + 1 == g->m->h ? "last row" : names[e->phase];
}

const gen_algo gen_eller = {
    .id = "eller",
    .alias = NULL,
    .name_en = "Eller's algorithm",
    .name_zh = "Eller 算法",
    .options = NULL,
    .n_options = 0,
    .init = eller_init,
    .step = eller_step,
    .run = eller_run,
    .cell = eller_cell,
    .wall = gen_plain_wall,
    .info = eller_info,
    .fini = eller_fini,
};
