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
 * weighting every wall up front, without storing the weights. Two
 * frontier walls of the same weight (32-bit weights do tie: about 2n^2 /
 * 2^32 pairs of walls) go by cell number, the lower cell first. The
 * binary heap this replaced took whichever its layout put on top, so a
 * maze where such a tie decided the next cell differs from the one it
 * made from there on: none of 30 seeds at 100x100 and 256x256 did, 2 of
 * 30 at 512x512, 3 of 8 at 1024x1024 and 8 of 8 at 2048x2048. Classroom
 * sizes and the lab's grids are unchanged; a rule no queue's layout
 * decides is what lets the flat-array baseline make the same mazes.
 *
 * The frontier: each frontier cell's weight sits in the cell (key[]), and
 * a tournament tree over blocks of 16 consecutive cells holds the lightest
 * (weight, cell) of each block and, above them, of each pair of subtrees,
 * so the root is the lightest of all. Taking it rescans its block (16
 * weights in one cache line) and replays the matches up its path; a new
 * or lighter wall climbs only while it beats what is there. O(log n) per
 * step like a heap, but with no per-cell position to keep, no entries
 * moving about, and the upper levels of the tree small enough to stay in
 * the cache. Not a bucket or radix queue: the weights are 32-bit, not
 * small integers (the shade shows only their top 8 bits), and the
 * lightest frontier wall does not grow monotonically over a run (a new
 * cell can offer a wall lighter than the last one taken), which a radix
 * heap needs.
 *
 * Bias: many short dead ends (30.7 % of cells on 300x300, against 29.4 %
 * for a uniform maze) and a texture much like Kruskal's, which builds the
 * same minimum spanning tree of random weights by another route; less
 * radial than simplified Prim. Not uniform.
 * Memory: 6 bytes per cell (7 with the maze byte headless, 11 with the
 * window's change log; was 11.3 / 15.4 with the heap): the weight (4), a
 * state byte (in the maze, or frontier and the side of its lightest wall)
 * and the tree (two 8-byte nodes per 16 cells).
 */
#include "mazeviz/grid.h"
#include "../sm_impl.h"

enum { ST_OUTSIDE, ST_IN_MAZE, ST_FRONTIER }; /* a frontier cell: ST_FRONTIER + its best side */
enum { LINE_START, LINE_CARVE, LINE_WEIGH, LINE_DONE };
enum { CAP_START, CAP_CARVE, CAP_WEIGH, CAP_DONE };

#define BLOCK 16           /* cells under one leaf of the tree */
#define EMPTY UINT64_MAX   /* a node with no frontier cell under it */

typedef struct true_prim {
    uint8_t *st;
    uint32_t *key;   /* frontier cells: the weight of the lightest wall to the maze */
    uint64_t *node;  /* the tree, weight << 32 | cell: node[1] the root, the leaves from nleaves */
    uint32_t nleaves;
    uint32_t nfront; /* frontier cells */
    uint32_t chosen; /* the cell the last step added, or MAZE_NONE */
    uint64_t in_maze;
} true_prim;

/* The weight as people see it: 0..255 (the shade of a frontier cell). */
static uint32_t shown(uint32_t key) { return key >> 24; }

static bool in_frontier(uint8_t st) { return st >= ST_FRONTIER; }

/* Cell c's wall of weight w on side d is offered; true when it became c's lightest. Journaled. */
static bool offer(sm *m, true_prim *t, uint32_t c, uint32_t w, maze_dir d)
{
    if (in_frontier(t->st[c]) && w >= t->key[c])
        return false;
    t->nfront += !in_frontier(t->st[c]);
    sm_save(m, &t->st[c], 1);
    sm_save(m, &t->key[c], sizeof *t->key);
    t->st[c] = (uint8_t)(ST_FRONTIER + d);
    t->key[c] = w;
    uint64_t v = (uint64_t)w << 32 | c;
    for (uint32_t i = t->nleaves + c / BLOCK; i >= 1 && v < t->node[i]; i >>= 1) {
        sm_save(m, &t->node[i], sizeof *t->node);
        t->node[i] = v;
    }
    return true;
}

/* Takes the lightest frontier cell, node[1], out of the tree: it joins the maze. Journaled. */
static void take(sm *m, true_prim *t, uint32_t n)
{
    uint32_t c = (uint32_t)t->node[1], lo = c / BLOCK * BLOCK, hi = lo + BLOCK < n ? lo + BLOCK : n;
    sm_save(m, &t->st[c], 1);
    t->st[c] = ST_IN_MAZE;
    t->nfront--;
    uint64_t best = EMPTY;
    for (uint32_t x = lo; x < hi; x++) {
        uint64_t v = in_frontier(t->st[x]) ? (uint64_t)t->key[x] << 32 | x : EMPTY;
        best = v < best ? v : best;
    }
    uint32_t i = t->nleaves + c / BLOCK;
    sm_save(m, &t->node[i], sizeof *t->node);
    t->node[i] = best;
    for (i >>= 1; i >= 1; i >>= 1) {
        uint64_t l = t->node[2 * i], r = t->node[2 * i + 1], v = l < r ? l : r;
        if (t->node[i] == v)
            break; /* the matches above are as they were */
        sm_save(m, &t->node[i], sizeof *t->node);
        t->node[i] = v;
    }
}

/* c has joined the maze: offer its walls to the outside neighbours. Returns how many. */
static uint32_t add_cell(sm *m, true_prim *t, uint32_t c)
{
    uint32_t offered = 0;
    t->in_maze++;
    sm_touch(m, c);
    for (maze_dir d = 0; d < m->m->sides; d++) {
        uint32_t nb = maze_neighbor(m->m, c, d);
        if (nb == MAZE_NONE || t->st[nb] == ST_IN_MAZE)
            continue;
        offered++;
        uint32_t w = (uint32_t)(rng_next(&m->r) >> 32);
        if (offer(m, t, nb, w, maze_opposite(m->m, c, d)))
            sm_touch(m, nb);
    }
    return offered;
}

static bool true_prim_step(sm *m)
{
    true_prim *t = m->impl;
    uint64_t top = t->node[1];
    uint32_t c = (uint32_t)top, key = (uint32_t)(top >> 32);
    maze_dir d = (maze_dir)(t->st[c] - ST_FRONTIER);
    take(m, t, m->m->n);
    sm_save_wall(m, c, maze_neighbor(m->m, c, d));
    maze_carve(m->m, c, d);
    sm_touch_wall(m, c, d);
    if (t->chosen != MAZE_NONE)
        sm_touch(m, t->chosen);
    uint32_t offered = add_cell(m, t, c);
    bool more = t->nfront > 0;
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

static bool true_prim_init(sm *m)
{
    true_prim *t = sm_alloc(m, 1, sizeof *t);
    uint32_t n = m->m->n;
    if (!(m->impl = t))
        return false;
    t->nleaves = (n + BLOCK - 1) / BLOCK;
    if (!(t->st = sm_alloc(m, n, 1)) || !(t->key = sm_alloc(m, n, sizeof *t->key)) ||
        !(t->node = sm_alloc(m, 2 * (size_t)t->nleaves, sizeof *t->node)))
        return false;
    for (uint32_t i = 0; i < 2 * t->nleaves; i++)
        t->node[i] = EMPTY;
    t->chosen = MAZE_NONE;
    uint32_t first = maze_random_cell(m->m, &m->r);
    t->st[first] = ST_IN_MAZE;
    uint32_t offered = add_cell(m, t, first);
    sm_say(m, LINE_START, CAP_START, first, offered, 0, 0);
    if (t->nfront == 0)
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
    } else if (t->st[c] == ST_IN_MAZE) {
        out.kind = SM_CELL_MAZE;
    } else if (in_frontier(t->st[c])) {
        out.kind = SM_CELL_FRONTIER;
        out.shade = (uint8_t)shown(t->key[c]);
    }
    return out;
}

static size_t true_prim_figures(const sm *m, sm_figure *out)
{
    const true_prim *t = m->impl;
    size_t i = sm_fig(out, 0, "cells in the maze", "迷宫中的格", t->in_maze, m->m->count);
    return sm_fig(out, i, "frontier", "边界格", t->nfront, 0);
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

/* The size of a weighing: the walls weighed. */
static uint64_t weighed_walls(const sm_note *n) { return n->arg[3]; }

enum { EV_WEIGH, EV_NO_WEIGH };
static const sm_event true_prim_events[] = {
    [EV_WEIGH] = {"walls-weighed", {"new walls weighed", "给新墙定权重"}, SM_CAP(CAP_WEIGH),
                  SM_SIZE("walls weighed", "定了权重的墙数", weighed_walls)},
    [EV_NO_WEIGH] = {"no-new-walls", {"no new walls to weigh", "没有要定权重的新墙"},
                     SM_CAP(CAP_CARVE) | SM_CAP(CAP_DONE)},
};

/* Predict: the next cell is the frontier cell whose shade (its lightest wall) is lightest. */
static const sm_ask true_prim_asks[] = {
    {.captions = SM_CAP(CAP_CARVE) | SM_CAP(CAP_WEIGH) | SM_CAP(CAP_DONE), .from = SM_ARG(0),
     .cell = SM_ARG(0)},
};

/* Exercises: the frontier cell with the lightest wall - the rule's, not a draw. */
static const sm_decision true_prim_decisions[] = {
    {{"which frontier cell joins the maze?", "哪个边界格加入迷宫？"},
     {"true Prim takes the frontier cell whose wall to the maze is lightest (the palest shade; ties go to "
      "the lower cell number)",
      "真 Prim 取通往迷宫的墙最轻（颜色最浅）的边界格（一样轻时取编号小的格）"}},
};

static size_t true_prim_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const true_prim *t = m->impl;
    size_t n = 0;
    info->own = sm_choice_of_cell((uint32_t)t->node[1]);
    sm_offer(out, cap, &n, info->own);
    return n;
}

const sm_algo gen_true_prim = {
    .journals = true,
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
    .choices = true_prim_choices,
    .decisions = true_prim_decisions,
    .n_decisions = SM_COUNT(true_prim_decisions),
    .init = true_prim_init,
    .run = true_prim_run,
    .cell = true_prim_cell,
    .wall = sm_plain_wall,
    .figures = true_prim_figures,
};
