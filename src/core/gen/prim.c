/*
 * prim.c - simplified Prim's algorithm (random frontier cell).
 *
 * The maze starts as one random cell; the cells next to it form the
 * frontier. Each step takes a uniformly random frontier cell, opens the
 * wall to a random neighbour of it that is already in the maze, and adds
 * the cell's outside neighbours to the frontier. Done when the frontier is
 * empty. ("True" Prim, with edge weights and a heap, is true_prim.c.)
 *
 * Steps: one cell added per step, so exactly n-1 steps. The cell a step
 * chose is marked until the next step. A step reports the last pseudocode
 * line it ran: "add its new neighbours to the frontier" when there were
 * any, else the carve.
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
#include "pick.h"

enum { IN_MAZE = 1u << 0, IN_FRONTIER = 1u << 1 };
enum { LINE_START, LINE_CARVE, LINE_ADD, LINE_DONE };
enum { CAP_START, CAP_CARVE, CAP_ADD, CAP_DONE };

typedef struct prim {
    uint8_t *st;
    uint32_t *frontier;
    uint32_t nfrontier;
    uint32_t chosen; /* the cell the last step added, or MAZE_NONE */
    uint64_t in_maze;
} prim;

/* c has joined the maze: its outside neighbours join the frontier. Returns how many. */
static uint32_t add_cell(sm *m, prim *p, uint32_t c)
{
    uint32_t added = 0;
    p->st[c] = IN_MAZE;
    p->in_maze++;
    sm_touch(m, c);
    for (maze_dir d = 0; d < m->m->sides; d++) {
        uint32_t nb = maze_neighbor(m->m, c, d);
        if (nb != MAZE_NONE && p->st[nb] == 0) {
            p->st[nb] = IN_FRONTIER;
            p->frontier[p->nfrontier++] = nb;
            sm_touch(m, nb);
            added++;
        }
    }
    return added;
}

static bool prim_step(sm *m)
{
    prim *p = m->impl;
    uint32_t i = rng_below(&m->r, p->nfrontier);
    const sm_choice *f = sm_take_forced(m);
    while (f && p->frontier[i] != f->cell) /* the chosen cell's place in the frontier */
        i = i + 1 < p->nfrontier ? i + 1 : 0;
    uint32_t c = p->frontier[i];
    p->frontier[i] = p->frontier[--p->nfrontier];
    maze_dir d = pick_neighbor(m->m, &m->r, p->st, c, IN_MAZE, IN_MAZE);
    uint32_t nb = maze_neighbor(m->m, c, d);
    maze_carve(m->m, c, d);
    sm_touch_wall(m, c, d);
    if (p->chosen != MAZE_NONE)
        sm_touch(m, p->chosen);
    uint32_t added = add_cell(m, p, c);
    bool more = p->nfrontier > 0;
    p->chosen = more ? c : MAZE_NONE;
    uint32_t word = grid_dir_arg(m->m, c, d);
    if (!more)
        sm_say(m, LINE_DONE, CAP_DONE, c, word, nb, 0);
    else if (added > 0)
        sm_say(m, LINE_ADD, CAP_ADD, c, word, nb, added);
    else
        sm_say(m, LINE_CARVE, CAP_CARVE, c, word, nb, 0);
    return more;
}

SM_DEFINE_RUN(prim_run, prim_step)

static bool prim_init(sm *m)
{
    prim *p = sm_alloc(m, 1, sizeof *p);
    if (!(m->impl = p) || !(p->st = sm_alloc(m, m->m->n, 1)) ||
        !(p->frontier = sm_alloc(m, m->m->n, sizeof *p->frontier)))
        return false;
    p->chosen = MAZE_NONE;
    uint32_t first = maze_random_cell(m->m, &m->r);
    uint32_t added = add_cell(m, p, first);
    sm_say(m, LINE_START, CAP_START, first, added, 0, 0);
    if (p->nfrontier == 0)
        m->done = true;
    return true;
}

static sm_cell prim_cell(const sm *m, uint32_t c)
{
    const prim *p = m->impl;
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    if (c == p->chosen)
        out.kind = SM_CELL_CHOSEN;
    else if (p->st[c] & IN_MAZE)
        out.kind = SM_CELL_MAZE;
    else if (p->st[c] & IN_FRONTIER)
        out.kind = SM_CELL_FRONTIER;
    return out;
}

static size_t prim_figures(const sm *m, sm_figure *out)
{
    const prim *p = m->impl;
    size_t i = sm_fig(out, 0, "cells in the maze", "迷宫中的格", p->in_maze, m->m->count);
    return sm_fig(out, i, "frontier", "边界格", p->nfrontier, 0);
}

/* The frontier as the array holds it: any of its cells may be picked next. */
static void prim_structure(const sm *m, sm_structure *out)
{
    const prim *p = m->impl;
    out->name = (sm_text){"frontier (any may be picked next)", "边界格（下一个随机选取）"};
    out->size = p->nfrontier;
    for (uint32_t i = p->nfrontier; i-- > 0 && out->n < SM_SHOW_CELLS;)
        out->cell[out->n++] = p->frontier[i];
}

static const sm_text prim_code[] = {
    {"put a random cell in the maze; its neighbours form the frontier",
     "把一个随机格放进迷宫；它的邻格组成边界"},
    {"pick a random frontier cell; carve to a random neighbour of it in the maze",
     "随机选一个边界格；打通到它在迷宫中的一个随机邻格"},
    {"add its neighbours that are in neither the maze nor the frontier to the frontier",
     "把它既不在迷宫中也不在边界上的邻格加入边界"},
    {"stop when the frontier is empty", "边界为空时停止"},
};

static const sm_text prim_captions[] = {
    [CAP_START] = {"the first cell is {c}; its {n} neighbour{s} form the frontier",
                   "第一个格是 {c}；它的 {n} 个邻格组成边界"},
    [CAP_CARVE] = {"frontier cell {c} chosen at random: carved {d} to its maze neighbour {c}; "
                   "no new frontier cells",
                   "随机选中边界格 {c}：向{d}打通到迷宫中的邻格 {c}；没有新的边界格"},
    [CAP_ADD] = {"frontier cell {c} chosen at random: carved {d} to its maze neighbour {c}; "
                 "{n} new frontier cell{s}",
                 "随机选中边界格 {c}：向{d}打通到迷宫中的邻格 {c}；新增 {n} 个边界格"},
    [CAP_DONE] = {"the last frontier cell {c}: carved {d} to {c}; the frontier is empty, done",
                  "最后一个边界格 {c}：向{d}打通到 {c}；边界已空，完成"},
};

static const sm_legend prim_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_MAZE, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_FRONTIER, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_CHOSEN, {"frontier cell this step chose: now in the maze",
                                    "这一步选中的边界格：已加入迷宫"}},
};

/* The size of a growth: the new frontier cells. */
static uint64_t added_cells(const sm_note *n) { return n->arg[3]; }

enum { EV_GROW, EV_NO_GROW };
static const sm_event prim_events[] = {
    [EV_GROW] = {"frontier-grows", {"new frontier cells", "新增边界格"}, SM_CAP(CAP_ADD),
                 SM_SIZE("new frontier cells", "新增边界格的个数", added_cells)},
    [EV_NO_GROW] = {"no-new-frontier", {"no new frontier cells", "没有新的边界格"},
                    SM_CAP(CAP_CARVE) | SM_CAP(CAP_DONE)},
};

/* Predict: the next cell is any frontier cell (a random pick); the carve to the maze is the choice shown. */
static const sm_ask prim_asks[] = {
    {.captions = SM_CAP(CAP_CARVE) | SM_CAP(CAP_ADD) | SM_CAP(CAP_DONE), .from = SM_ARG(0), .to = SM_ARG(2),
     .cell = SM_ARG(0)},
};

/* Exercises: which frontier cell joins - any of them, the step draws one (its carve stays a draw). */
static const sm_decision prim_decisions[] = {
    {{"which frontier cell joins the maze?", "哪个边界格加入迷宫？"},
     {"simplified Prim takes any frontier cell (it draws one) and carves it to a random neighbour in the maze",
      "简化 Prim 取任意一个边界格（随机选一个），再打通到它在迷宫中的一个随机邻格"}},
};

static size_t prim_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const prim *p = m->impl;
    size_t n = 0;
    for (uint32_t i = 0; i < p->nfrontier; i++)
        sm_offer(out, cap, &n, sm_choice_of_cell(p->frontier[i]));
    rng r = m->r;
    info->own = sm_choice_of_cell(p->frontier[rng_below(&r, p->nfrontier)]);
    return n;
}

const sm_algo gen_prim = {
    .kind = SM_GENERATOR,
    .id = "prim",
    .alias = NULL,
    .name = {"Simplified Prim's algorithm", "简化 Prim 算法"},
    .plan = {1, 1}, /* one step per cell after the first: n - 1 */
    .code = prim_code,
    .code_lines = SM_COUNT(prim_code),
    .captions = prim_captions,
    .n_captions = SM_COUNT(prim_captions),
    .legend = prim_legend,
    .n_legend = SM_COUNT(prim_legend),
    .events = prim_events,
    .n_events = SM_COUNT(prim_events),
    .main_event = EV_GROW,
    .asks = prim_asks,
    .n_asks = SM_COUNT(prim_asks),
    .choices = prim_choices,
    .decisions = prim_decisions,
    .n_decisions = SM_COUNT(prim_decisions),
    .init = prim_init,
    .run = prim_run,
    .cell = prim_cell,
    .wall = sm_plain_wall,
    .figures = prim_figures,
    .structure = prim_structure,
};
