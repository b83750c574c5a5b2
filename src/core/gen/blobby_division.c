/*
 * blobby_division.c - blobby recursive subdivision (Jamis Buck), a wall
 * adder.
 *
 * The maze starts as an open field. A region - at first every cell - is
 * split in two: two random cells of it become seeds of blobs A and B, and
 * the blobs grow: take a random cell from the set of blob cells not yet
 * expanded, and give each unclaimed neighbour in the region to that cell's
 * blob. When the region is shared out, a wall is built along every edge
 * between A and B except one random gap, and A and B become regions in their
 * turn. Regions of fewer than four cells are left as they are: they are
 * connected and no cycle fits in them (a grid cycle needs a 2x2 block), so
 * they are trees already. Each split links two trees by one gap, so the
 * result is a perfect maze.
 *
 * Phases: "grow" (one blob cell expanded per step) and "wall" (one wall
 * segment per step). Regions wait on an explicit stack as slices of one
 * array of cells, kept contiguous by partitioning a region into its A and B
 * cells when its wall is done. The blobs are shown as groups 0 and 1, the
 * unclaimed rest of the region as scanned, finished small regions as maze.
 *
 * Bias: like recursive division a hierarchy of walls with one gap each, but
 * the walls wander, so the texture is organic rather than rectangular; about
 * 29 % dead ends. Cost: O(1) per step, plus O(region) when a region starts
 * and ends, paid for by its grow steps. A region costs about two steps per
 * cell, so a run costs O(n x depth) steps - about n log n with evenly split
 * regions, more when blobs come out lopsided (about 24 steps per cell at
 * 1024x1024). Memory: 19 bytes per cell - the cell array, the blob frontier,
 * the boundary edges found while growing (at most two per cell), a state
 * byte, and the stack of at most n/4 regions (disjoint, four cells or more).
 */
#include <stdlib.h>

#include "../gen_impl.h"

enum { ST_OPEN, ST_REGION, ST_A, ST_B, ST_DONE };
enum phase { PH_GROW, PH_WALL };

typedef struct span {
    uint32_t lo, hi;
} span;

typedef struct blobby {
    uint8_t *st;
    uint32_t *cells;     /* every cell once; regions are slices of it */
    uint32_t *front;     /* blob cells not yet expanded */
    uint32_t *edge;      /* A-B edges of the current region, cell * 4 + dir */
    span *stack;
    uint32_t top, nfront, nedge, pos, gap;
    span cur;
    bool active;         /* cur is being split */
    enum phase phase;
    uint64_t finished;
} blobby;

/* Gives cell c to blob s and notes its edges to the other blob. */
static void claim(gen *g, blobby *b, uint32_t c, uint8_t s)
{
    uint8_t other = s == ST_A ? ST_B : ST_A;
    b->st[c] = s;
    b->front[b->nfront++] = c;
    for (int d = 0; d < MAZE_DIRS; d++) {
        uint32_t nb = maze_neighbor(g->m, c, (maze_dir)d);
        if (nb != MAZE_NONE && b->st[nb] == other)
            b->edge[b->nedge++] = c * 4u + (uint32_t)d;
    }
    gen_touch(g, c);
}

static void start_region(gen *g, blobby *b)
{
    span r = b->cur = b->stack[--b->top];
    for (uint32_t i = r.lo; i < r.hi; i++) {
        b->st[b->cells[i]] = ST_REGION;
        gen_touch(g, b->cells[i]);
    }
    uint32_t size = r.hi - r.lo;
    uint32_t i = rng_below(&g->r, size), j = rng_below(&g->r, size - 1);
    j += j >= i;
    b->nfront = b->nedge = 0;
    claim(g, b, b->cells[r.lo + i], ST_A);
    claim(g, b, b->cells[r.lo + j], ST_B);
    b->active = true;
    b->phase = PH_GROW;
}

/* A finished half: a new region, or a small tree left as it is. */
static void settle(gen *g, blobby *b, span r)
{
    bool small = r.hi - r.lo < 4;
    for (uint32_t i = r.lo; i < r.hi; i++) {
        b->st[b->cells[i]] = small ? ST_DONE : ST_OPEN;
        gen_touch(g, b->cells[i]);
    }
    if (small)
        b->finished += r.hi - r.lo;
    else
        b->stack[b->top++] = r;
}

/* The wall is done: put A's cells before B's, then settle both halves. */
static void end_region(gen *g, blobby *b)
{
    uint32_t i = b->cur.lo, j = b->cur.hi;
    while (i < j) {
        if (b->st[b->cells[i]] == ST_A) {
            i++;
        } else {
            uint32_t t = b->cells[i];
            b->cells[i] = b->cells[--j];
            b->cells[j] = t;
        }
    }
    settle(g, b, (span){b->cur.lo, i});
    settle(g, b, (span){i, b->cur.hi});
    b->active = false;
}

/* Skips the gap; ends the region when no segment is left. */
static void next_segment(gen *g, blobby *b)
{
    if (b->pos == b->gap)
        b->pos++;
    if (b->pos >= b->nedge)
        end_region(g, b);
}

static void grow(gen *g, blobby *b)
{
    uint32_t k = b->nfront == 1 ? 0 : rng_below(&g->r, b->nfront);
    uint32_t c = b->front[k];
    b->front[k] = b->front[--b->nfront];
    for (int d = 0; d < MAZE_DIRS; d++) {
        uint32_t nb = maze_neighbor(g->m, c, (maze_dir)d);
        if (nb != MAZE_NONE && b->st[nb] == ST_REGION)
            claim(g, b, nb, b->st[c]);
    }
    if (b->nfront == 0) {
        b->phase = PH_WALL;
        b->gap = rng_below(&g->r, b->nedge);
        b->pos = 0;
        next_segment(g, b);
    }
}

static void build(gen *g, blobby *b)
{
    uint32_t e = b->edge[b->pos++];
    maze_build(g->m, e >> 2, (maze_dir)(e & 3u));
    gen_touch_wall(g, e >> 2, (maze_dir)(e & 3u));
    next_segment(g, b);
}

static bool blobby_step(gen *g)
{
    blobby *b = g->impl;
    if (!b->active)
        start_region(g, b);
    if (b->phase == PH_GROW)
        grow(g, b);
    else
        build(g, b);
    return b->active || b->top > 0;
}

GEN_DEFINE_RUN(blobby_run, blobby_step)

static bool blobby_init(gen *g)
{
    maze *m = g->m;
    size_t n = m->n;
    blobby *b = gen_alloc(g, 1, sizeof *b);
    g->impl = b;
    if (!b || !(b->st = gen_alloc(g, n, 1)) || !(b->cells = gen_alloc(g, n, sizeof *b->cells)) ||
        !(b->front = gen_alloc(g, n, sizeof *b->front)) ||
        !(b->edge = gen_alloc(g, 2 * n, sizeof *b->edge)) ||
        !(b->stack = gen_alloc(g, n / 4 + 2, sizeof *b->stack)))
        return false;
    maze_fill(m, true);
    for (uint32_t c = 0; c < m->n; c++)
        b->cells[c] = c;
    settle(g, b, (span){0, m->n}); /* touches every cell: all walls opened */
    g->done = b->top == 0;
    return true;
}

static void blobby_fini(gen *g)
{
    blobby *b = g->impl;
    if (b) {
        free(b->st);
        free(b->cells);
        free(b->front);
        free(b->edge);
        free(b->stack);
    }
    free(b);
}

static gen_cell blobby_cell(const gen *g, uint32_t c)
{
    const blobby *b = g->impl;
    static const gen_cell marks[] = {
        [ST_OPEN] = {GEN_CELL_BLANK, 0},  [ST_REGION] = {GEN_CELL_SCAN, 0},
        [ST_A] = {GEN_CELL_GROUP, 0},     [ST_B] = {GEN_CELL_GROUP, 1},
        [ST_DONE] = {GEN_CELL_MAZE, 0},
    };
    return marks[b->st[c]];
}

static void blobby_info(const gen *g, gen_info *out)
{
    const blobby *b = g->impl;
    out->cells_in_maze = b->finished;
    out->stack_depth = b->top;
    out->phase = !b->active ? "split" : b->phase == PH_GROW ? "grow" : "wall";
}

const gen_algo gen_blobby_division = {
    .id = "blobby-division",
    .alias = "blobby",
    .name_en = "Blobby recursive subdivision",
    .name_zh = "斑块递归分割",
    .options = NULL,
    .n_options = 0,
    .init = blobby_init,
    .step = blobby_step,
    .run = blobby_run,
    .cell = blobby_cell,
    .wall = gen_plain_wall,
    .info = blobby_info,
    .fini = blobby_fini,
};
