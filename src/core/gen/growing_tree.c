/*
 * growing_tree.c - the Growing Tree algorithm.
 *
 * An active list starts with one random cell. Each step picks a cell from
 * the list by the chosen policy; if it has unvisited neighbours, the wall
 * to a random one is opened and that neighbour joins the list, otherwise
 * the cell leaves the list. Done when the list is empty. Every cell is
 * added once and removed once, so a run is exactly 2n-1 steps.
 *
 * Steps: one cell added or removed per step. The cell the policy picked is
 * marked until the next step; the caption says how it was picked (for mix:
 * which of the two ways this time).
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
#include "pick.h"

enum { VISITED = 1u << 0, ACTIVE = 1u << 1 };

enum { OPT_POLICY };
enum { POLICY_NEWEST, POLICY_RANDOM, POLICY_OLDEST, POLICY_MIX };
enum { HOW_NEWEST, HOW_RANDOM, HOW_OLDEST, HOWS }; /* how a step picked its cell */
enum { LINE_START, LINE_CARVE, LINE_REMOVE, LINE_DONE };
enum { CAP_START, CAP_CARVE, CAP_REMOVE = CAP_CARVE + HOWS, CAP_DONE = CAP_REMOVE + HOWS };

typedef struct growing_tree {
    uint8_t *st;
    uint32_t *list; /* circular: count cells from front */
    uint32_t cap, front, count;
    unsigned policy;
    uint32_t chosen; /* the cell the last step picked, or MAZE_NONE */
    uint64_t in_maze;
} growing_tree;

/* Slot of the k-th active cell, oldest first. */
static uint32_t slot(const growing_tree *t, uint32_t k)
{
    uint32_t i = t->front + k;
    return i >= t->cap ? i - t->cap : i;
}

static void push(sm *m, growing_tree *t, uint32_t c)
{
    t->list[slot(t, t->count++)] = c;
    t->st[c] = VISITED | ACTIVE;
    t->in_maze++;
    sm_touch(m, c);
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

/* The place in the list of the cell the policy picks; *how says which way it went. */
static uint32_t pick(rng *r, const growing_tree *t, unsigned *how)
{
    switch (t->policy) {
    case POLICY_RANDOM:
        *how = HOW_RANDOM;
        return rng_below(r, t->count);
    case POLICY_OLDEST:
        *how = HOW_OLDEST;
        return 0;
    case POLICY_MIX:
        *how = rng_below(r, 2) ? HOW_RANDOM : HOW_NEWEST;
        return *how == HOW_RANDOM ? rng_below(r, t->count) : t->count - 1;
    default:
        *how = HOW_NEWEST;
        return t->count - 1;
    }
}

/*
 * An exercise's choice f instead of the draw: the side it carves
 * (MAZE_NO_SIDE: the cell leaves the list) and, when it is another cell
 * than the one drawn, that cell, its place *k in the list and how the
 * policy picked it (mix: newest when it is the newest).
 */
static void forced(const growing_tree *t, const sm_choice *f, uint32_t *k, uint32_t *c, maze_dir *d, unsigned *how)
{
    *d = f->side == MAZE_NO_SIDE ? MAZE_NO_SIDE : f->side;
    if (f->cell == *c)
        return;
    *c = f->cell;
    for (*k = 0; t->list[slot(t, *k)] != *c; ++*k)
        ;
    if (t->policy == POLICY_MIX)
        *how = *k + 1 == t->count ? HOW_NEWEST : HOW_RANDOM;
}

static bool growing_tree_step(sm *m)
{
    growing_tree *t = m->impl;
    unsigned how;
    uint32_t k = pick(&m->r, t, &how);
    uint32_t c = t->list[slot(t, k)];
    maze_dir d = pick_neighbor(m->m, &m->r, t->st, c, VISITED, 0);
    const sm_choice *f = sm_take_forced(m);
    if (f) /* the chosen cell and wall, found in the list */
        forced(t, f, &k, &c, &d, &how);
    if (t->chosen != MAZE_NONE)
        sm_touch(m, t->chosen);
    t->chosen = c;
    sm_touch(m, c);
    if (d != MAZE_NO_SIDE) {
        uint32_t nb = maze_neighbor(m->m, c, d);
        maze_carve(m->m, c, d);
        sm_touch_wall(m, c, d);
        push(m, t, nb);
        sm_say(m, LINE_CARVE, CAP_CARVE + how, c, grid_dir_arg(m->m, c, d), nb, t->count);
        return true;
    }
    remove_at(t, k);
    t->st[c] = VISITED;
    if (t->count == 0) {
        t->chosen = MAZE_NONE;
        sm_say(m, LINE_DONE, CAP_DONE, c, 0, 0, 0);
        return false;
    }
    sm_say(m, LINE_REMOVE, CAP_REMOVE + how, c, t->count, 0, 0);
    return true;
}

SM_DEFINE_RUN(growing_tree_run, growing_tree_step)

static bool growing_tree_init(sm *m)
{
    growing_tree *t = sm_alloc(m, 1, sizeof *t);
    if (!(m->impl = t) || !(t->st = sm_alloc(m, m->m->n, 1)) ||
        !(t->list = sm_alloc(m, m->m->n, sizeof *t->list)))
        return false;
    t->cap = m->m->n;
    t->policy = sm_option_value(m, OPT_POLICY);
    t->chosen = MAZE_NONE;
    uint32_t first = maze_random_cell(m->m, &m->r);
    push(m, t, first);
    sm_say(m, LINE_START, CAP_START, first, 0, 0, 0);
    return true;
}

static sm_cell growing_tree_cell(const sm *m, uint32_t c)
{
    const growing_tree *t = m->impl;
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    if (c == t->chosen)
        out.kind = SM_CELL_CHOSEN;
    else if (t->st[c] & ACTIVE)
        out.kind = SM_CELL_STACK;
    else if (t->st[c] & VISITED)
        out.kind = SM_CELL_MAZE;
    return out;
}

static size_t growing_tree_figures(const sm *m, sm_figure *out)
{
    const growing_tree *t = m->impl;
    size_t i = sm_fig(out, 0, "cells in the maze", "迷宫中的格", t->in_maze, m->m->count);
    return sm_fig(out, i, "active list", "活动列表", t->count, 0);
}

/* The active list, newest first (the policy picks from either end, or anywhere). */
static void growing_tree_structure(const sm *m, sm_structure *out)
{
    const growing_tree *t = m->impl;
    out->name = (sm_text){"active list (newest first)", "活动列表（最新的在前）"};
    out->size = t->count;
    for (uint32_t k = t->count; k-- > 0 && out->n < SM_SHOW_CELLS;)
        out->cell[out->n++] = t->list[slot(t, k)];
}

static const sm_option growing_tree_options[] = {
    {"policy",
     "which active cell grows next: newest (like the backtracker), random (like Prim), "
     "oldest, or mix (newest or random, even odds)",
     {"newest", "random", "oldest", "mix", NULL}, 0},
};

static const sm_text growing_tree_code[] = {
    {"put a random cell in the active list (policy: newest, random, oldest or mix)",
     "把一个随机格放进活动列表（策略：最新、随机、最旧或混合）"},
    {"pick a listed cell by the policy; carve to a random unvisited neighbour, list that",
     "按策略选一个列表中的格；随机打通到一个未访问的邻格，把它加入列表"},
    {"  the picked cell has no unvisited neighbour: remove it from the list",
     "  选中的格没有未访问的邻格：把它移出列表"},
    {"stop when the active list is empty", "活动列表为空时停止"},
};

#define GT_CARVE(how_en, how_zh)                                                                  \
    {"picked " how_en " {c}: carved {d} to {c}, added to the active list ({n} cell{s})",          \
     "选中" how_zh " {c}：向{d}打通到 {c}，加入活动列表（共 {n} 格）"}
#define GT_REMOVE(how_en, how_zh)                                                                 \
    {"picked " how_en " {c}: no unvisited neighbours, removed from the active list ({n} left)", \
     "选中" how_zh " {c}：没有未访问的邻格，移出活动列表（剩 {n} 格）"}

static const sm_text growing_tree_captions[] = {
    [CAP_START] = {"start at {c}: the active list holds it alone", "从 {c} 开始：活动列表中只有它"},
    [CAP_CARVE + HOW_NEWEST] = GT_CARVE("the newest cell", "最新的格"),
    [CAP_CARVE + HOW_RANDOM] = GT_CARVE("a random cell", "随机的格"),
    [CAP_CARVE + HOW_OLDEST] = GT_CARVE("the oldest cell", "最旧的格"),
    [CAP_REMOVE + HOW_NEWEST] = GT_REMOVE("the newest cell", "最新的格"),
    [CAP_REMOVE + HOW_RANDOM] = GT_REMOVE("a random cell", "随机的格"),
    [CAP_REMOVE + HOW_OLDEST] = GT_REMOVE("the oldest cell", "最旧的格"),
    [CAP_DONE] = {"removed the last cell {c}: the active list is empty, done",
                  "移出最后一个格 {c}：活动列表已空，完成"},
};

static const sm_legend growing_tree_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not visited yet", "尚未访问"}},
    {SM_MARK_CELL, SM_CELL_MAZE, {"visited and out of the active list: finished",
                                  "已访问并移出活动列表：完成"}},
    {SM_MARK_CELL, SM_CELL_STACK, {"in the active list", "在活动列表中"}},
    {SM_MARK_CELL, SM_CELL_CHOSEN, {"the cell the policy picked this step", "这一步按策略选中的格"}},
};

enum { EV_REMOVE };
static const sm_event growing_tree_events[] = {
    [EV_REMOVE] = {"cell-removed", {"a cell leaves the active list", "一个格移出活动列表"},
                   SM_CAP(CAP_REMOVE + HOW_NEWEST) | SM_CAP(CAP_REMOVE + HOW_RANDOM) |
                       SM_CAP(CAP_REMOVE + HOW_OLDEST) | SM_CAP(CAP_DONE)},
};

/* Predict: which listed cell is picked (growing_tree_key), then the carve's random neighbour. */
#define GT_CARVES (SM_CAP(CAP_CARVE + HOW_NEWEST) | SM_CAP(CAP_CARVE + HOW_RANDOM) | SM_CAP(CAP_CARVE + HOW_OLDEST))
static const sm_ask growing_tree_asks[] = {
    {.captions = GT_CARVES, .from = SM_ARG(0), .to = SM_ARG(2), .cell = SM_ARG(0)},
    {.captions = SM_CAP(CAP_REMOVE + HOW_NEWEST) | SM_CAP(CAP_REMOVE + HOW_RANDOM) |
                 SM_CAP(CAP_REMOVE + HOW_OLDEST) | SM_CAP(CAP_DONE),
     .cell = SM_ARG(0)},
};

/*
 * Exercises: which listed cell the policy picks and the wall it carves to
 * an unvisited neighbour (any, drawn) - a wall from that cell - or, when
 * it has none, the cell itself, which leaves the list. newest and oldest
 * name the cell; random and mix may pick any listed cell.
 */
static const sm_decision growing_tree_decisions[] = {
    {{"which cell of the active list grows, and through which wall - or which cell leaves the list?",
      "活动列表中哪个格生长、打通哪面墙？或者哪个格移出列表？"},
     {"Growing Tree picks a listed cell by its policy (newest, oldest, random, or mix: newest or random) and "
      "carves a wall to any unvisited neighbour of it (it draws one); a cell with none leaves the list",
      "生长树按策略（最新、最旧、随机，或混合：最新或随机）选一个列表中的格，打通到它任意一个未访问的邻格"
      "（随机选一个）；没有未访问邻格的格移出列表"}},
};

/* The choices of listed cell c: a wall to each unvisited neighbour, or c itself when it has none. */
static void cell_choices(const sm *m, const growing_tree *t, uint32_t c, sm_choice *out, size_t cap, size_t *n)
{
    maze_dir cand[MAZE_MAX_SIDES];
    unsigned k = pick_candidates_k(m->m, t->st, c, VISITED, 0, cand, m->m->nbr == NULL);
    for (unsigned i = 0; i < k; i++)
        sm_offer(out, cap, n, sm_choice_of_wall(c, cand[i]));
    if (k == 0)
        sm_offer(out, cap, n, sm_choice_of_cell(c));
}

static size_t growing_tree_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const growing_tree *t = m->impl;
    size_t n = 0;
    if (t->policy == POLICY_NEWEST || t->policy == POLICY_OLDEST)
        cell_choices(m, t, t->list[slot(t, t->policy == POLICY_NEWEST ? t->count - 1 : 0)], out, cap, &n);
    else
        for (uint32_t k = 0; k < t->count; k++)
            cell_choices(m, t, t->list[slot(t, k)], out, cap, &n);
    rng r = m->r;
    unsigned how;
    uint32_t c = t->list[slot(t, pick(&r, t, &how))];
    maze_dir d = pick_neighbor(m->m, &r, t->st, c, VISITED, 0);
    info->own = d == MAZE_NO_SIDE ? sm_choice_of_cell(c) : sm_choice_of_wall(c, d);
    return n;
}

const sm_algo gen_growing_tree = {
    .kind = SM_GENERATOR,
    .id = "growing-tree",
    .alias = NULL,
    .name = {"Growing Tree algorithm", "生长树算法"},
    .plan = {2, 1}, /* every cell pushed once and popped once but the last: 2n - 1 steps */
    .options = growing_tree_options,
    .n_options = SM_COUNT(growing_tree_options),
    .code = growing_tree_code,
    .code_lines = SM_COUNT(growing_tree_code),
    .captions = growing_tree_captions,
    .n_captions = SM_COUNT(growing_tree_captions),
    .legend = growing_tree_legend,
    .n_legend = SM_COUNT(growing_tree_legend),
    .events = growing_tree_events,
    .n_events = SM_COUNT(growing_tree_events),
    .main_event = EV_REMOVE,
    .asks = growing_tree_asks,
    .n_asks = SM_COUNT(growing_tree_asks),
    .choices = growing_tree_choices,
    .decisions = growing_tree_decisions,
    .n_decisions = SM_COUNT(growing_tree_decisions),
    .init = growing_tree_init,
    .run = growing_tree_run,
    .cell = growing_tree_cell,
    .wall = sm_plain_wall,
    .figures = growing_tree_figures,
    .structure = growing_tree_structure,
};
