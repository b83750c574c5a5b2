/*
 * true_prim.c - true Prim's algorithm: a minimum spanning tree of random
 * edge weights.
 *
 * Every interior wall gets a random 32-bit weight. The maze starts as one
 * random cell; each frontier cell (outside the maze, next to it) knows its
 * lightest wall to the maze. Each step adds the frontier cell whose wall is
 * lightest, opens that wall, and offers the new cell's walls to its outside
 * neighbours (a lighter one replaces a neighbour's current best). Done when
 * the frontier is empty.
 *
 * Steps: one cell added per step, so exactly n-1 steps; the cell a step
 * chose is marked until the next step, and every frontier cell shows the
 * weight of its lightest wall as its shade (the top 8 bits of the 32).
 * A step reports the last pseudocode line it ran: "weigh its walls" when
 * the new cell had outside neighbours, else the carve. A wall's weight is
 * drawn when it is first offered, which happens exactly once per wall
 * (when the first of its two cells joins), so this is the same as
 * weighting every wall up front, without storing the weights.
 *
 * Bias: many short dead ends (30.7 % of cells on 300x300, against 29.4 %
 * for a uniform maze) and a texture much like Kruskal's, which builds the
 * same minimum spanning tree of random weights by another route; less
 * radial than simplified Prim. Not uniform.
 * Cost: O(log n) per step: the frontier is a binary min-heap of (weight,
 * cell) entries with a per-cell position, so an improved wall is a
 * decrease-key, not a second heap entry. Memory: 10.3 bytes per cell (was
 * 13): 8-byte heap entries for at most 2/3 of the cells (the frontier
 * cannot be bigger, see frontier_bound), the heap position, and a state
 * byte holding the direction of the best wall.
 */
#include "mazeviz/grid.h"
#include "../sm_impl.h"

enum {
    IN_MAZE = 1u << 0,
    IN_FRONTIER = 1u << 1,
    BEST_SHIFT = 2, /* bits 2-4: the side of the lightest wall to the maze */
};
enum { LINE_START, LINE_CARVE, LINE_WEIGH, LINE_DONE };
enum { CAP_START, CAP_CARVE, CAP_WEIGH, CAP_DONE };

typedef struct entry {
    uint32_t key; /* weight of the cell's lightest wall to the maze */
    uint32_t cell;
} entry;

typedef struct true_prim {
    uint8_t *st;
    entry *heap;   /* frontier cells, lightest key first */
    uint32_t *pos; /* index of each frontier cell in heap */
    uint32_t nheap;
    uint32_t chosen; /* the cell the last step added, or MAZE_NONE */
    uint64_t in_maze;
} true_prim;

/* The weight as people see it: 0..255 (the shade of a frontier cell). */
static uint32_t shown(uint32_t key) { return key >> 24; }

static void place(true_prim *t, uint32_t i, entry e)
{
    t->heap[i] = e;
    t->pos[e.cell] = i;
}

static void sift_up(true_prim *t, uint32_t i)
{
    entry e = t->heap[i];
    while (i > 0) {
        uint32_t parent = (i - 1) / 2;
        if (t->heap[parent].key <= e.key)
            break;
        place(t, i, t->heap[parent]);
        i = parent;
    }
    place(t, i, e);
}

static void sift_down(true_prim *t, uint32_t i)
{
    entry e = t->heap[i];
    for (;;) {
        uint32_t kid = 2 * i + 1;
        if (kid >= t->nheap)
            break;
        if (kid + 1 < t->nheap && t->heap[kid + 1].key < t->heap[kid].key)
            kid++;
        if (e.key <= t->heap[kid].key)
            break;
        place(t, i, t->heap[kid]);
        i = kid;
    }
    place(t, i, e);
}

/* c has joined the maze: offer its walls to the outside neighbours. Returns how many. */
static uint32_t add_cell(sm *m, true_prim *t, uint32_t c)
{
    uint32_t offered = 0;
    t->st[c] = IN_MAZE;
    t->in_maze++;
    sm_touch(m, c);
    for (maze_dir d = 0; d < m->m->sides; d++) {
        uint32_t nb = maze_neighbor(m->m, c, d);
        if (nb == MAZE_NONE || (t->st[nb] & IN_MAZE))
            continue;
        offered++;
        uint32_t w = (uint32_t)(rng_next(&m->r) >> 32);
        uint8_t best = (uint8_t)(maze_opposite(m->m, c, d) << BEST_SHIFT);
        if (!(t->st[nb] & IN_FRONTIER)) {
            entry e = {w, nb};
            place(t, t->nheap++, e);
        } else if (w < t->heap[t->pos[nb]].key) {
            t->heap[t->pos[nb]].key = w;
        } else {
            continue;
        }
        t->st[nb] = IN_FRONTIER | best;
        sift_up(t, t->pos[nb]);
        sm_touch(m, nb);
    }
    return offered;
}

static bool true_prim_step(sm *m)
{
    true_prim *t = m->impl;
    uint32_t c = t->heap[0].cell, key = t->heap[0].key;
    if (--t->nheap > 0) {
        place(t, 0, t->heap[t->nheap]);
        sift_down(t, 0);
    }
    maze_dir d = (maze_dir)((unsigned)t->st[c] >> BEST_SHIFT);
    maze_carve(m->m, c, d);
    sm_touch_wall(m, c, d);
    if (t->chosen != MAZE_NONE)
        sm_touch(m, t->chosen);
    uint32_t offered = add_cell(m, t, c);
    bool more = t->nheap > 0;
    t->chosen = more ? c : MAZE_NONE;
    uint32_t word = grid_dir_arg(m->m, c, d);
    if (!more)
        sm_say(m, LINE_DONE, CAP_DONE, c, shown(key), word, 0);
    else if (offered > 0)
        sm_say(m, LINE_WEIGH, CAP_WEIGH, c, shown(key), word, offered);
    else
        sm_say(m, LINE_CARVE, CAP_CARVE, c, shown(key), word, 0);
    return more;
}

SM_DEFINE_RUN(true_prim_run, true_prim_step)

/*
 * The most frontier cells a run can have. On a rectangle the k maze cells
 * are connected, so at least k - 1 of their 4k sides are shared and at
 * most 2k + 2 face out: the frontier has at most min(n - k, 2k + 2) cells,
 * at most (2n + 2) / 3. The heap needs no more. Other grids: n.
 */
static size_t frontier_bound(const maze *m)
{
    return m->sides == 4 ? ((size_t)2 * m->n + 2) / 3 + 1 : m->n;
}

static bool true_prim_init(sm *m)
{
    true_prim *t = sm_alloc(m, 1, sizeof *t);
    uint32_t n = m->m->n;
    if (!(m->impl = t) || !(t->st = sm_alloc(m, n, 1)) ||
        !(t->heap = sm_alloc(m, frontier_bound(m->m), sizeof *t->heap)) || !(t->pos = sm_alloc(m, n, sizeof *t->pos)))
        return false;
    t->chosen = MAZE_NONE;
    uint32_t first = maze_random_cell(m->m, &m->r);
    uint32_t offered = add_cell(m, t, first);
    sm_say(m, LINE_START, CAP_START, first, offered, 0, 0);
    if (t->nheap == 0)
        m->done = true;
    return true;
}

/* Frontier cells carry the weight of their lightest wall as a shade. */
static sm_cell true_prim_cell(const sm *m, uint32_t c)
{
    const true_prim *t = m->impl;
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    if (c == t->chosen) {
        out.kind = SM_CELL_CHOSEN;
    } else if (t->st[c] & IN_MAZE) {
        out.kind = SM_CELL_MAZE;
    } else if (t->st[c] & IN_FRONTIER) {
        out.kind = SM_CELL_FRONTIER;
        out.shade = (uint8_t)shown(t->heap[t->pos[c]].key);
    }
    return out;
}

static size_t true_prim_figures(const sm *m, sm_figure *out)
{
    const true_prim *t = m->impl;
    size_t i = sm_fig(out, 0, "cells in the maze", "迷宫中的格", t->in_maze, m->m->count);
    return sm_fig(out, i, "frontier", "边界格", t->nheap, 0);
}

static const sm_text true_prim_code[] = {
    {"put a random cell in the maze; give its walls random weights (0-255 shown)",
     "把一个随机格放进迷宫；给它的墙随机权重（显示为 0-255）"},
    {"take the frontier cell whose wall to the maze is lightest; carve that wall",
     "取出通往迷宫的墙最轻的边界格；打通这面墙"},
    {"weigh its walls to outside cells; a lighter wall becomes that cell's best",
     "给它通往外面格的墙定权重；更轻的墙成为那个格的最佳墙"},
    {"stop when the frontier is empty", "边界为空时停止"},
};

static const sm_text true_prim_captions[] = {
    [CAP_START] = {"the first cell is {c}; its {n} neighbour{s} form the frontier, each with a weight",
                   "第一个格是 {c}；它的 {n} 个邻格组成边界，各有一个权重"},
    [CAP_CARVE] = {"frontier cell {c} has the lightest wall (weight {n}): carved {d}; "
                   "no outside neighbours to weigh",
                   "边界格 {c} 的墙最轻（权重 {n}）：向{d}打通；没有要定权重的外面邻格"},
    [CAP_WEIGH] = {"frontier cell {c} has the lightest wall (weight {n}): carved {d}; "
                   "walls to outside cells weighed: {n}",
                   "边界格 {c} 的墙最轻（权重 {n}）：向{d}打通；给通往外面格的墙定了权重：{n} 面"},
    [CAP_DONE] = {"the last frontier cell {c} (weight {n}): carved {d}; the frontier is empty, done",
                  "最后一个边界格 {c}（权重 {n}）：向{d}打通；边界已空，完成"},
};

static const sm_legend true_prim_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_MAZE, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_FRONTIER, {"frontier; shade: weight of its lightest wall to the maze",
                                      "边界格；深浅：它通往迷宫的最轻墙的权重"}},
    {SM_MARK_CELL, SM_CELL_CHOSEN, {"frontier cell this step chose: now in the maze",
                                    "这一步选中的边界格：已加入迷宫"}},
};

enum { EV_WEIGH, EV_NO_WEIGH };
static const sm_event true_prim_events[] = {
    [EV_WEIGH] = {"walls-weighed", {"new walls weighed", "给新墙定权重"}, SM_CAP(CAP_WEIGH)},
    [EV_NO_WEIGH] = {"no-new-walls", {"no new walls to weigh", "没有要定权重的新墙"},
                     SM_CAP(CAP_CARVE) | SM_CAP(CAP_DONE)},
};

/* Predict: the next cell is the frontier cell whose shade (its lightest wall) is lightest. */
static const sm_ask true_prim_asks[] = {
    {.captions = SM_CAP(CAP_CARVE) | SM_CAP(CAP_WEIGH) | SM_CAP(CAP_DONE), .from = SM_ARG(0),
     .cell = SM_ARG(0), .right = SM_RIGHT_MARK},
};

const sm_algo gen_true_prim = {
    .kind = SM_GENERATOR,
    .id = "true-prim",
    .alias = NULL,
    .name = {"True Prim's algorithm", "真 Prim 算法"},
    .plan = {1, 1}, /* one step per cell after the first: n - 1 */
    .code = true_prim_code,
    .code_lines = SM_COUNT(true_prim_code),
    .captions = true_prim_captions,
    .n_captions = SM_COUNT(true_prim_captions),
    .legend = true_prim_legend,
    .n_legend = SM_COUNT(true_prim_legend),
    .events = true_prim_events,
    .n_events = SM_COUNT(true_prim_events),
    .main_event = EV_WEIGH,
    .asks = true_prim_asks,
    .n_asks = SM_COUNT(true_prim_asks),
    .init = true_prim_init,
    .run = true_prim_run,
    .cell = true_prim_cell,
    .wall = sm_plain_wall,
    .figures = true_prim_figures,
};
