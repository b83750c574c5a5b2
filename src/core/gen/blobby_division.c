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
 * turn. Regions of fewer cells than the grid's girth (grid.h: 4 on squares,
 * where a cycle needs a 2x2 block; 3 on hexagons and the polar grid, 6 on
 * triangles) are left as they are: they are connected and no cycle fits in
 * them, so they are trees already. Each split links two trees by one gap,
 * so the result is a perfect maze. Nothing here knows a shape: regions are
 * flood fills over maze_neighbor(), so it runs on every grid and mask.
 *
 * Steps: one blob cell expanded per step while the blobs grow (the first
 * step of a region also pops it and seeds the blobs), then one wall segment
 * per step. Regions wait on an explicit stack (the one pushed last is split
 * next) as slices of one array of cells, kept contiguous by partitioning a
 * region into its A and B cells when its wall is done. The blobs are shown
 * as groups 0 and 1 with the cell that just grew as current, the unclaimed
 * rest of the region as scanned, the segment just built as a new wall, and
 * finished small regions as maze.
 *
 * Bias: like recursive division a hierarchy of walls with one gap each, but
 * the walls wander, so the texture is organic rather than rectangular; about
 * 29 % dead ends. Cost: O(1) per step, plus O(region) when a region starts
 * and ends, paid for by its grow steps. A region costs about two steps per
 * cell, so a run costs O(n x depth) steps - about n log n with evenly split
 * regions, more when blobs come out lopsided (about 24 steps per cell at
 * 1024x1024). Memory: 14 bytes per cell (was 19), 15 with the maze byte
 * headless and 19 with the window's change log - over the 8 and 12 aimed
 * at: the cell array (4), the blob frontier (4), the boundary edges found
 * while growing (4: blobs A and B are connected, so of the at most 2k
 * walls inside a region of k cells at least k - 2 join cells of one blob,
 * and at most k + 2 lie between A and B), a state byte, and the stack of
 * at most n/4 regions (disjoint, four cells or more), each kept as where
 * it starts: the region on top always ends where the finished cells at
 * the end of the cell array begin. On other grids the boundary array holds
 * the grid's cycle rank plus one (a connected region's cycle rank is at
 * most the whole grid's, and blobs A and B take at least k - 2 of its
 * walls), and the stack n / girth regions. Why not less: the random choices are
 * indices into the cell array's slices and into the frontier and the edge
 * list, in the orders they have; any smaller representation (regions
 * found by flooding, edges found again by scanning) would change the
 * order, hence every maze.
 */
#include "../sm_impl.h"

enum { ST_OPEN, ST_REGION, ST_A, ST_B, ST_DONE };
enum phase { PH_GROW, PH_WALL };

enum { LINE_START, LINE_SEED, LINE_GROW, LINE_SHARED, LINE_BUILD, LINE_WALL_DONE, LINE_DONE };
enum {
    CAP_START,
    CAP_START_DONE,
    CAP_SEED,
    CAP_GROW_A,
    CAP_GROW_B,
    CAP_SHARED,
    CAP_BUILD,
    CAP_WALL_DONE,
    CAP_DONE,
};

typedef struct span {
    uint32_t lo, hi;
} span;

typedef struct blobby {
    uint8_t *st;
    uint32_t *cells;     /* every cell once; regions are slices of it */
    uint32_t *front;     /* blob cells not yet expanded */
    uint32_t *edge;      /* A-B edges of the current region, cell * sides + side */
    uint32_t *stack;     /* regions waiting to be split: where each starts in cells */
    uint32_t done_from;  /* cells from here to the end of cells are finished */
    uint32_t top, nfront, nedge, pos, gap;
    uint32_t size_a, size_b; /* cells of blob A and B */
    uint32_t seed_a, seed_b; /* their first cells */
    span cur;
    bool active;         /* cur is being split */
    uint32_t phase;      /* enum phase */
    uint32_t current;    /* the blob cell expanded last, or MAZE_NONE */
    uint32_t seg;        /* the segment built last (an edge), or MAZE_NONE */
    uint64_t finished;
    uint32_t inner_a, inner_b; /* edges inside blob A and B: a small half is finished only when it is a tree */
    unsigned sides, girth;     /* the grid's */
} blobby;

/* Edges are cell * sides + side: 2^30 cells of 4 sides, or 2^24 (a neighbour table's most) of 8. */
_Static_assert((uint64_t)MAZE_MAX_CELLS * 4 <= (uint64_t)UINT32_MAX + 1 &&
                   (uint64_t)(1u << 24) * MAZE_MAX_SIDES <= (uint64_t)UINT32_MAX + 1,
               "an edge is cell * sides + side in 32 bits");

static uint32_t seg_cell(const blobby *b, uint32_t e) { return e / b->sides; }
static maze_dir seg_dir(const blobby *b, uint32_t e) { return (maze_dir)(e % b->sides); }

/* Gives cell c to blob s and notes its edges to the other blob (and counts those inside its own). */
static void claim(sm *m, blobby *b, uint32_t c, uint8_t s)
{
    uint8_t other = s == ST_A ? ST_B : ST_A, *st = b->st;
    unsigned sides = b->sides;
    uint32_t nbs[MAZE_MAX_SIDES]; /* read before the stores below, which could alias the grid */
    for (maze_dir d = 0; d < sides; d++)
        nbs[d] = maze_neighbor(m->m, c, d);
    uint32_t *edge = b->edge, nedge = b->nedge, inner = 0;
    for (maze_dir d = 0; d < sides; d++)
        inner += nbs[d] != MAZE_NONE && st[nbs[d]] == s;
    sm_save(m, &st[c], 1);
    sm_save(m, &b->front[b->nfront], sizeof *b->front);
    st[c] = s;
    b->front[b->nfront++] = c;
    *(s == ST_A ? &b->size_a : &b->size_b) += 1;
    *(s == ST_A ? &b->inner_a : &b->inner_b) += inner;
    for (maze_dir d = 0; d < sides; d++)
        if (nbs[d] != MAZE_NONE && st[nbs[d]] == other) {
            sm_save(m, &edge[nedge], sizeof *edge);
            edge[nedge++] = c * sides + d;
        }
    b->nedge = nedge;
    sm_touch(m, c);
}

/* Moves the current-cell mark to c (none: MAZE_NONE). */
static void set_current(sm *m, blobby *b, uint32_t c)
{
    if (b->current != MAZE_NONE)
        sm_touch(m, b->current);
    b->current = c;
    if (c != MAZE_NONE)
        sm_touch(m, c);
}

/* Moves the "segment just built" mark to edge e (none: MAZE_NONE). */
static void set_segment(sm *m, blobby *b, uint32_t e)
{
    if (b->seg != MAZE_NONE)
        sm_touch_wall(m, seg_cell(b, b->seg), seg_dir(b, b->seg));
    b->seg = e;
    if (e != MAZE_NONE)
        sm_touch_wall(m, seg_cell(b, e), seg_dir(b, e));
}

/*
 * Pops the region pushed last and seeds blobs A and B in it. It ends where
 * the finished cells at the end of the cell array begin: the regions on
 * the stack are disjoint slices in order, and everything after the top
 * one has been split down to finished cells before it is popped.
 */
static void start_region(sm *m, blobby *b)
{
    while (b->st[b->cells[b->done_from - 1]] == ST_DONE)
        b->done_from--;
    span r = b->cur = (span){b->stack[--b->top], b->done_from};
    for (uint32_t i = r.lo; i < r.hi; i++) {
        sm_save(m, &b->st[b->cells[i]], 1);
        b->st[b->cells[i]] = ST_REGION;
        sm_touch(m, b->cells[i]);
    }
    uint32_t size = r.hi - r.lo;
    uint32_t i = rng_below(&m->r, size), j = rng_below(&m->r, size - 1);
    j += j >= i;
    b->nfront = b->nedge = 0;
    b->size_a = b->size_b = b->inner_a = b->inner_b = 0;
    b->seed_a = b->cells[r.lo + i];
    b->seed_b = b->cells[r.lo + j];
    claim(m, b, b->seed_a, ST_A);
    claim(m, b, b->seed_b, ST_B);
    b->active = true;
    b->phase = PH_GROW;
}

/* A finished half with `inner` edges inside it: a new region, or a tree too small to split left as it is. */
static void settle(sm *m, blobby *b, span r, uint64_t inner)
{
    bool small = r.hi - r.lo < b->girth && inner + 1 == r.hi - r.lo;
    for (uint32_t i = r.lo; i < r.hi; i++) {
        sm_save(m, &b->st[b->cells[i]], 1);
        b->st[b->cells[i]] = small ? ST_DONE : ST_OPEN;
        sm_touch(m, b->cells[i]);
    }
    if (small) {
        b->finished += r.hi - r.lo;
    } else {
        sm_save(m, &b->stack[b->top], sizeof *b->stack);
        b->stack[b->top++] = r.lo;
    }
}

/* The wall is done: put A's cells before B's, then settle both halves. */
static void end_region(sm *m, blobby *b)
{
    uint32_t i = b->cur.lo, j = b->cur.hi;
    while (i < j) {
        if (b->st[b->cells[i]] == ST_A) {
            i++;
        } else {
            uint32_t t = b->cells[i];
            sm_save(m, &b->cells[i], sizeof *b->cells);
            sm_save(m, &b->cells[j - 1], sizeof *b->cells);
            b->cells[i] = b->cells[--j];
            b->cells[j] = t;
        }
    }
    settle(m, b, (span){b->cur.lo, i}, b->inner_a);
    settle(m, b, (span){i, b->cur.hi}, b->inner_b);
    b->active = false;
    if (b->top == 0)
        sm_say(m, LINE_DONE, CAP_DONE, b->nedge - 1, (uint32_t)b->finished, 0, 0);
    else
        sm_say(m, LINE_WALL_DONE, CAP_WALL_DONE, b->size_a, b->size_b, b->top, 0);
}

/* Skips the door; ends the region when no segment is left. */
static void next_segment(sm *m, blobby *b)
{
    if (b->pos == b->gap)
        b->pos++;
    if (b->pos >= b->nedge)
        end_region(m, b);
}

/* Expands one blob cell; when no blob cell is left to expand, chooses the door. */
static void grow(sm *m, blobby *b, bool first)
{
    uint32_t k = b->nfront == 1 ? 0 : rng_below(&m->r, b->nfront);
    const sm_choice *f = sm_take_forced(m);
    while (f && b->front[k] != f->cell) /* the chosen cell's place in the frontier */
        k = k + 1 < b->nfront ? k + 1 : 0;
    uint32_t c = b->front[k], claimed = 0;
    sm_save(m, &b->front[k], sizeof *b->front);
    b->front[k] = b->front[--b->nfront];
    uint8_t blob = b->st[c];
    uint32_t nbs[MAZE_MAX_SIDES];
    for (maze_dir d = 0; d < b->sides; d++)
        nbs[d] = maze_neighbor(m->m, c, d);
    for (maze_dir d = 0; d < b->sides; d++) {
        if (nbs[d] != MAZE_NONE && b->st[nbs[d]] == ST_REGION) {
            claim(m, b, nbs[d], blob);
            claimed++;
        }
    }
    set_current(m, b, c);
    uint32_t left = b->cur.hi - b->cur.lo - b->size_a - b->size_b;
    if (first)
        sm_say(m, LINE_SEED, CAP_SEED, b->cur.hi - b->cur.lo, b->seed_a, b->seed_b, 0);
    else
        sm_say(m, LINE_GROW, blob == ST_A ? CAP_GROW_A : CAP_GROW_B, c, claimed, left, 0);
    if (b->nfront == 0) {
        b->phase = PH_WALL;
        b->gap = rng_below(&m->r, b->nedge);
        b->pos = 0;
        uint32_t door = b->edge[b->gap];
        sm_say(m, LINE_SHARED, CAP_SHARED, b->size_a, b->size_b, seg_cell(b, door),
               maze_neighbor(m->m, seg_cell(b, door), seg_dir(b, door)));
        next_segment(m, b);
    }
}

/* Builds the wall on the next A-B edge. */
static void build(sm *m, blobby *b)
{
    uint32_t e = b->edge[b->pos];
    uint32_t nth = b->pos + 1 - (b->pos > b->gap);
    b->pos++;
    sm_save_wall(m, seg_cell(b, e), maze_neighbor(m->m, seg_cell(b, e), seg_dir(b, e)));
    maze_build(m->m, seg_cell(b, e), seg_dir(b, e));
    set_segment(m, b, e);
    sm_say(m, LINE_BUILD, CAP_BUILD, nth, b->nedge - 1, seg_cell(b, e),
           maze_neighbor(m->m, seg_cell(b, e), seg_dir(b, e)));
    next_segment(m, b);
}

static bool blobby_step(sm *m)
{
    blobby *b = m->impl;
    set_segment(m, b, MAZE_NONE);
    bool first = !b->active;
    if (first)
        start_region(m, b);
    if (b->phase == PH_GROW) {
        grow(m, b, first);
    } else {
        set_current(m, b, MAZE_NONE);
        build(m, b);
    }
    if (b->active || b->top > 0)
        return true;
    set_current(m, b, MAZE_NONE);
    set_segment(m, b, MAZE_NONE);
    return false;
}

SM_DEFINE_RUN(blobby_run, blobby_step)

static bool blobby_init(sm *m)
{
    maze *mz = m->m;
    size_t n = mz->count;
    uint64_t walls = maze_edges(mz); /* the boundary bound: the cycle rank (walls - n + 1) plus one */
    blobby *b = sm_alloc(m, 1, sizeof *b);
    if (!(m->impl = b) || !(b->st = sm_alloc(m, mz->n, 1)) ||
        !(b->cells = sm_alloc(m, n, sizeof *b->cells)) ||
        !(b->front = sm_alloc(m, n, sizeof *b->front)) ||
        !(b->edge = sm_alloc(m, walls + 2 - n, sizeof *b->edge)) ||
        !(b->stack = sm_alloc(m, n / mz->shape->girth + 2, sizeof *b->stack)))
        return false;
    b->sides = mz->sides;
    b->girth = mz->shape->girth;
    maze_fill(mz, true);
    for (uint32_t i = 0; i < n; i++) /* the cells that exist, in order */
        b->cells[i] = mz->live_ids ? mz->live_ids[i] : i;
    b->done_from = (uint32_t)n;
    b->current = b->seg = MAZE_NONE;
    settle(m, b, (span){0, (uint32_t)n}, walls); /* touches every cell: all walls opened */
    m->done = b->top == 0;
    sm_say(m, LINE_START, m->done ? CAP_START_DONE : CAP_START, (uint32_t)n, 0, 0, 0);
    return true;
}

static sm_cell blobby_cell(const sm *m, uint32_t c)
{
    const blobby *b = m->impl;
    static const sm_cell marks[] = {
        [ST_OPEN] = {SM_CELL_BLANK, 0, 0}, [ST_REGION] = {SM_CELL_SCAN, 0, 0},
        [ST_A] = {SM_CELL_GROUP, 0, 0},    [ST_B] = {SM_CELL_GROUP, 0, 1},
        [ST_DONE] = {SM_CELL_MAZE, 0, 0},
    };
    if (c == b->current)
        return (sm_cell){SM_CELL_CURRENT, 0, 0};
    return marks[b->st[c]];
}

static sm_wall_kind blobby_wall(const sm *m, uint32_t c, maze_dir d)
{
    const blobby *b = m->impl;
    if (b->seg == MAZE_NONE)
        return SM_WALL_PLAIN;
    uint32_t sc = seg_cell(b, b->seg);
    maze_dir sd = seg_dir(b, b->seg);
    if ((c == sc && d == sd) || (c == maze_neighbor(m->m, sc, sd) && d == maze_opposite(m->m, sc, sd)))
        return SM_WALL_NEW;
    return SM_WALL_PLAIN;
}

static size_t blobby_figures(const sm *m, sm_figure *out)
{
    const blobby *b = m->impl;
    uint32_t size = b->active ? b->cur.hi - b->cur.lo : 0;
    size_t i = sm_fig(out, 0, "regions waiting", "等待分割的区域", b->top, 0);
    i = sm_fig(out, i, "region being split", "正在分割的区域", size, 0);
    i = sm_fig(out, i, "blob A", "斑块 A", b->active ? b->size_a : 0, 0);
    i = sm_fig(out, i, "blob B", "斑块 B", b->active ? b->size_b : 0, 0);
    return sm_fig(out, i, "cells finished", "已完成的格", b->finished, m->m->count);
}

static const sm_text blobby_code[] = {
    {"the whole grid is one open region: push it", "整个网格是一个敞开的区域：压栈"},
    {"pop the region pushed last; two random cells seed blobs A and B; grow once",
     "弹出最后压入的区域；随机两个格作为斑块 A 和 B 的种子；生长一次"},
    {"grow: a random blob cell gives its unclaimed neighbours in the region to its blob",
     "生长：随机取一个斑块格，把区域内尚未认领的邻格划给它的斑块"},
    {"region shared out: choose a random door among the A-B edges",
     "区域已分完：在 A、B 之间的边中随机选一个门"},
    {"build a wall on the next A-B edge (the door stays open)", "在下一条 A-B 边上建墙（门留空）"},
    {"wall done: push each half big enough to hold a loop (4 cells on squares); smaller halves are finished",
     "墙建成：能容下回路的半边（方格上 4 格及以上）压栈；更小的半边已完成"},
    {"stop when no region is waiting", "没有等待分割的区域时停止"},
};

static const sm_text blobby_captions[] = {
    [CAP_START] = {"the whole grid, {n} cell{s}, is one open region: pushed",
                   "整个网格（{n} 格）是一个敞开的区域：已压栈"},
    [CAP_START_DONE] = {"the grid has {n} cell{s}: too small to split, done",
                        "网格只有 {n} 格：太小，无需分割，完成"},
    [CAP_SEED] = {"region of {n} cell{s}: blob A seeded at {c}, blob B at {c}",
                  "{n} 格的区域：斑块 A 的种子在 {c}，斑块 B 的种子在 {c}"},
    [CAP_GROW_A] = {"blob A grew from {c}: cells claimed {n}, still unclaimed {n}",
                    "斑块 A 从 {c} 生长：认领的格 {n}，仍未认领 {n}"},
    [CAP_GROW_B] = {"blob B grew from {c}: cells claimed {n}, still unclaimed {n}",
                    "斑块 B 从 {c} 生长：认领的格 {n}，仍未认领 {n}"},
    [CAP_SHARED] = {"region shared out (A {n} cell{s}, B {n}): door between {c} and {c}",
                    "区域已分完（A {n} 格，B {n} 格）：门在 {c} 和 {c} 之间"},
    [CAP_BUILD] = {"wall segment {n} of {n} built between {c} and {c}",
                   "建成第 {n} 段墙（共 {n} 段），在 {c} 和 {c} 之间"},
    [CAP_WALL_DONE] = {"wall done: halves of {n} and {n} cell{s}; regions waiting: {n}",
                       "墙建成：两半分别有 {n} 格和 {n} 格；等待分割的区域：{n}"},
    [CAP_DONE] = {"last wall done ({n} segment{s}): all {n} cell{s} finished, done",
                  "最后一堵墙建成（{n} 段）：全部 {n} 格完成"},
};

static const sm_legend blobby_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"open: in a region waiting to be split", "空地：在等待分割的区域里"}},
    {SM_MARK_CELL, SM_CELL_SCAN, {"region being split: not claimed yet", "正在分割的区域：尚未认领"}},
    {SM_MARK_CELL, SM_CELL_GROUP, {"blob A and blob B (one colour each)", "斑块 A 和斑块 B（各一种颜色）"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"the blob cell that just grew", "刚生长的斑块格"}},
    {SM_MARK_CELL, SM_CELL_MAZE, {"in a region too small to split: finished", "所在区域太小，不再分割：完成"}},
    {SM_MARK_WALL, SM_WALL_NEW, {NULL, NULL}},
};

/* The size of a seeding and of a sharing out: the cells of the region split. */
static uint64_t seeded_cells(const sm_note *n) { return n->arg[0]; }
static uint64_t shared_cells(const sm_note *n) { return (uint64_t)n->arg[0] + n->arg[1]; }

enum { EV_SEED, EV_SHARED, EV_WALL_DONE };
static const sm_event blobby_events[] = {
    [EV_SEED] = {"seeded", {"two blobs are seeded", "播下两个斑块的种子"}, SM_CAP(CAP_SEED),
                 SM_SIZE("cells in the region", "区域的格数", seeded_cells)},
    [EV_SHARED] = {"shared-out", {"the region is shared out", "区域分完"}, SM_CAP(CAP_SHARED),
                   SM_SIZE("cells in the region", "区域的格数", shared_cells)},
    [EV_WALL_DONE] = {"wall-done", {"a wall is finished", "墙建成"}, SM_CAP(CAP_WALL_DONE) | SM_CAP(CAP_DONE)},
};

/*
 * Exercises: which blob cell not yet expanded grows next - any of them,
 * the step draws one. Seeding a region (with its first growth) and
 * building the wall's segments decide nothing here: the seeds and the
 * door stay the machine's draws.
 */
static const sm_decision blobby_decisions[] = {
    {{"which blob cell grows next?", "下一个生长的是哪个斑块格？"},
     {"blobby division grows any blob cell not yet expanded (it draws one); the cell hands its unclaimed "
      "neighbours to its blob",
      "斑块划分任选一个还没生长过的斑块格生长（随机选一个），把区域内尚未认领的邻格划给它的斑块"}},
};

static size_t blobby_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const blobby *b = m->impl;
    size_t n = 0;
    if (!b->active || b->phase != PH_GROW)
        return 0;
    for (uint32_t i = 0; i < b->nfront; i++)
        sm_offer(out, cap, &n, sm_choice_of_cell(b->front[i]));
    rng r = m->r;
    info->own = sm_choice_of_cell(b->front[b->nfront == 1 ? 0 : rng_below(&r, b->nfront)]);
    return n;
}

const sm_algo gen_blobby_division = {
    .journals = true,
    .kind = SM_GENERATOR,
    .id = "blobby-division",
    .alias = "blobby",
    .name = {"Blobby recursive subdivision", "斑块递归分割"},
    .code = blobby_code,
    .code_lines = SM_COUNT(blobby_code),
    .captions = blobby_captions,
    .n_captions = SM_COUNT(blobby_captions),
    .legend = blobby_legend,
    .n_legend = SM_COUNT(blobby_legend),
    .events = blobby_events,
    .n_events = SM_COUNT(blobby_events),
    .main_event = EV_WALL_DONE,
    .choices = blobby_choices,
    .decisions = blobby_decisions,
    .n_decisions = SM_COUNT(blobby_decisions),
    .init = blobby_init,
    .run = blobby_run,
    .cell = blobby_cell,
    .wall = blobby_wall,
    .figures = blobby_figures,
};
