/*
 * astar.c - A* search with the grid's distance as the estimate.
 *
 * Like breadth-first search, but the open list is a priority queue on
 * f = g + h: g the steps taken from the start, h the grid's lower bound
 * on the moves to the goal (Manhattan on a rectangle, hex distance on
 * hexagons, rings and straight-line distance on a polar grid), which
 * never overestimates, so the path
 * found is a shortest one. Each step takes the open cell with the
 * smallest f (ties: the smaller h, i.e. the one nearer the goal, then the
 * one opened last - deterministic), closes it and offers its open
 * neighbours g + 1. In a maze the walls make h a weak guide, but it still
 * explores no more cells than breadth-first search (both stop when the
 * goal is taken; A* only takes cells with f up to the path length).
 *
 * Open list: a bucket queue, O(1) per step. With unit steps and an
 * estimate that changes by at most one per move (consistent), a
 * neighbour's f is the taken cell's f, f + 1 or f + 2 (on a rectangle
 * only f or f + 2), and a better g found later lowers a cell's f to no
 * less than the smallest, so the open cells have f = F, F + 1 or F + 2,
 * F the smallest. Three levels (by f mod 3) of buckets by h, each a
 * doubly linked list (a better g unlinks the cell in O(1)); a level keeps
 * a lower bound of its smallest h, so a take scans up from there, and the
 * steps towards the goal (h - 1, the usual case) move it down by one.
 * When level F is empty, the next f takes its place. Within a
 * bucket the cell opened last goes first (it was the binary heap's lower
 * cell number before: the order of ties changed, the cells explored and
 * paths found by the tests did not).
 * Memory: 13 bytes per cell (g, two links, state; was 25 with the heap)
 * plus 12 per unit of the largest estimate; the path is written over the
 * links at the end.
 */
#include "solve_impl.h"

enum { OPEN = 1u << 0, CLOSED = 1u << 1, ON_PATH = 1u << 2 };
#define LEVELS 3
enum { CAP_START, CAP_SAME, CAP_TAKE, CAP_GOAL, CAP_NONE, CAP_RISE };

typedef struct astar {
    solve_base b;
    uint32_t *lk;          /* bucket lists: next and previous cell of c at 2c, 2c + 1 (MAZE_NONE
                              ends); the path at the end */
    uint32_t *head[LEVELS]; /* first cell of each bucket by h, per level; MAZE_NONE: empty */
    uint32_t low[LEVELS];   /* per level, no bucket below this h is non-empty */
    uint32_t count[LEVELS]; /* open cells per level */
    uint64_t *full[LEVELS]; /* per level, bit h: bucket h is non-empty */
    uint32_t f;             /* the smallest f open (level f % LEVELS) */
    uint8_t *st;
    uint32_t size, current, hmax;
    uint64_t closed;
} astar;

/* The estimate of the moves from c to the goal. */
static uint32_t estimate(const astar *s, const maze *mz, uint32_t c)
{
    return mz->shape->distance_bound(mz, c, s->b.to);
}

static void link(astar *s, uint32_t c, unsigned level, uint32_t h)
{
    uint32_t first = s->head[level][h];
    s->lk[2 * c] = first;
    s->lk[2 * c + 1] = MAZE_NONE;
    if (first != MAZE_NONE)
        s->lk[2 * first + 1] = c;
    else
        s->full[level][h >> 6] |= 1ull << (h & 63);
    s->head[level][h] = c;
    s->count[level]++;
    if (h < s->low[level])
        s->low[level] = h;
}

static void unlink_cell(astar *s, uint32_t c, unsigned level, uint32_t h)
{
    uint32_t next = s->lk[2 * c], prev = s->lk[2 * c + 1];
    if (prev != MAZE_NONE)
        s->lk[2 * prev] = next;
    else if ((s->head[level][h] = next) == MAZE_NONE)
        s->full[level][h >> 6] &= ~(1ull << (h & 63));
    if (next != MAZE_NONE)
        s->lk[2 * next + 1] = prev;
    s->count[level]--;
}

/* Takes the open cell with the smallest (f, h), the last opened first; the list is not empty. */
static uint32_t pop_min(astar *s, uint32_t *hp)
{
    unsigned level = s->f % LEVELS;
    while (s->count[level] == 0) { /* level F is empty: the next f */
        s->low[level] = UINT32_MAX;
        s->f++;
        level = s->f % LEVELS;
    }
    uint32_t w = s->low[level] >> 6;
    uint64_t bits = s->full[level][w] & (~0ull << (s->low[level] & 63));
    while (!bits)
        bits = s->full[level][++w];
    uint32_t h = w << 6 | (uint32_t)__builtin_ctzll(bits);
    s->low[level] = h;
    uint32_t c = s->head[level][h], next = s->lk[2 * c];
    s->head[level][h] = next;
    if (next != MAZE_NONE)
        s->lk[2 * next + 1] = MAZE_NONE;
    else
        s->full[level][w] &= ~(1ull << (h & 63));
    s->count[level]--;
    s->size--;
    *hp = h;
    return c;
}

/* Offers c (estimate h) the distance g: opens it, or moves it to its better bucket. */
static void offer(sm *m, astar *s, uint32_t c, uint32_t g, uint32_t h)
{
    uint32_t old = s->b.dist[c];
    if (g >= old)
        return;
    s->b.dist[c] = g;
    if (s->st[c] & OPEN) {
        unlink_cell(s, c, (old + h) % LEVELS, h);
    } else {
        s->st[c] |= OPEN;
        s->size++;
    }
    link(s, c, (g + h) % LEVELS, h);
    sm_touch(m, c);
}

/*
 * Writes the path over the links, goal backwards to the start. The open
 * cells stay open (and counted in s->size): the list is given up, not
 * emptied, so the figure still says how many were waiting.
 */
static void trace(sm *m, astar *s)
{
    const maze *mz = m->m;
    uint32_t *g = s->b.dist, len = g[s->b.to] + 1, c = s->b.to;
    s->b.path = s->lk;
    s->b.path_len = len;
    for (uint32_t i = len; i-- > 0;) {
        s->lk[i] = c;
        s->st[c] |= ON_PATH;
        sm_touch(m, c);
        for (maze_dir d = 0; i > 0 && d < mz->sides; d++) {
            uint32_t nb = maze_neighbor(mz, c, d);
            if (maze_is_open(mz, c, d) && g[nb] == g[c] - 1) {
                c = nb;
                break;
            }
        }
    }
    s->b.outcome = SOLVE_FOUND;
}

static bool astar_step(sm *m)
{
    astar *s = m->impl;
    const maze *mz = m->m;
    uint32_t f = s->f, h, c = pop_min(s, &h), prev = s->current;
    s->st[c] = CLOSED;
    s->closed++;
    s->current = c;
    if (prev != MAZE_NONE)
        sm_touch(m, prev);
    sm_touch(m, c);
    uint32_t g = s->b.dist[c];
    if (c == s->b.to) {
        trace(m, s);
        s->current = MAZE_NONE;
        sm_say(m, 2, CAP_GOAL, c, g, g + 1, 0);
        return false;
    }
    /* A closed neighbour has g no more than g + 1 (the estimate is consistent): offer skips it. */
    for (maze_dir d = 0; d < mz->sides; d++) {
        if (!maze_is_open(mz, c, d))
            continue;
        uint32_t nb = maze_neighbor(mz, c, d);
        if (g + 1 < s->b.dist[nb])
            offer(m, s, nb, g + 1, estimate(s, mz, nb));
    }
    if (s->size == 0) {
        s->b.outcome = SOLVE_UNREACHABLE;
        s->current = MAZE_NONE;
        sm_say(m, 3, CAP_NONE, s->b.to, (uint32_t)s->closed, 0, 0);
        return false;
    }
    sm_say(m, 1, s->f > f ? CAP_RISE : CAP_TAKE, c, g, h, s->size); /* f rose: no open cell was as cheap */
    return true;
}

SM_DEFINE_RUN(astar_run, astar_step)

static bool astar_init(sm *m)
{
    const maze *mz = m->m;
    uint32_t n = mz->n;
    astar *s = sm_alloc(m, 1, sizeof *s);
    if (!(m->impl = s))
        return false;
    solve_base_init(m, &s->b);
    uint32_t hmax = 0;
    for (uint32_t c = 0; c < n; c++) {
        uint32_t h = maze_exists(mz, c) ? estimate(s, mz, c) : 0;
        hmax = h > hmax ? h : hmax;
    }
    if (!(s->lk = sm_alloc(m, n, 2 * sizeof *s->lk)) ||
        !(s->b.dist = sm_alloc(m, n, sizeof *s->b.dist)) || !(s->st = sm_alloc(m, n, 1)))
        return false;
    for (unsigned l = 0; l < LEVELS; l++) {
        if (!(s->head[l] = sm_alloc(m, (size_t)hmax + 1, sizeof *s->head[l])) ||
            !(s->full[l] = sm_alloc(m, hmax / 64 + 1, sizeof *s->full[l])))
            return false;
        for (uint32_t h = 0; h <= hmax; h++)
            s->head[l][h] = MAZE_NONE;
        s->low[l] = UINT32_MAX;
    }
    for (uint32_t c = 0; c < n; c++)
        s->b.dist[c] = UINT32_MAX;
    s->hmax = hmax;
    s->current = MAZE_NONE;
    s->f = estimate(s, mz, s->b.from);
    offer(m, s, s->b.from, 0, s->f);
    if (s->b.from == s->b.to) {
        trace(m, s);
        m->done = true;
        sm_say(m, 0, CAP_SAME, s->b.from, 0, 0, 0);
        return true;
    }
    sm_say(m, 0, CAP_START, s->b.from, estimate(s, mz, s->b.from), s->b.to, 0);
    return true;
}

static sm_cell astar_cell(const sm *m, uint32_t c)
{
    const astar *s = m->impl;
    uint8_t st = s->st[c];
    if (st & ON_PATH)
        return solve_mark(&s->b, c, SM_CELL_PATH, 0);
    if (c == s->current)
        return solve_mark(&s->b, c, SM_CELL_CURRENT, 0);
    if (st & CLOSED)
        return solve_mark(&s->b, c, SM_CELL_VISITED, solve_shade(s->b.dist[c], s->hmax));
    return solve_mark(&s->b, c, st & OPEN ? SM_CELL_FRONTIER : SM_CELL_BLANK, 0);
}

static size_t astar_figures(const sm *m, sm_figure *out)
{
    const astar *s = m->impl;
    size_t i = sm_fig(out, 0, "cells explored", "已探索的格", s->closed, m->m->count);
    i = sm_fig(out, i, "open list", "开放列表", s->size, 0);
    if (s->current != MAZE_NONE) {
        i = sm_fig(out, i, "g (steps taken)", "g（已走步数）", s->b.dist[s->current], 0);
        i = sm_fig(out, i, "h (estimate left)", "h（剩余估计）", estimate(s, m->m, s->current), 0);
    }
    return sm_fig(out, i, "path length", "路径长度", s->b.path_len, 0);
}

/*
 * The open list in the order pop_min() takes it: f from the smallest up
 * (the open cells have f = F, F + 1 or F + 2), then h, then the bucket's
 * list; and g, h, f of the cell just taken. Once done the links hold the
 * path, so no cells are listed.
 */
static void astar_structure(const sm *m, sm_structure *out)
{
    const astar *s = m->impl;
    out->name = (sm_text){"open list (smallest f = g + h first)", "开放列表（f = g + h 最小的在前）"};
    out->key = (sm_text){"f", "f"};
    out->size = s->size;
    out->focus_name = (sm_text){"just taken", "刚取出"};
    if (s->current != MAZE_NONE) {
        uint32_t g = s->b.dist[s->current], h = estimate(s, m->m, s->current);
        out->focus = s->current;
        out->n_values = 3;
        out->value_name[0] = (sm_text){"g", "g"};
        out->value_name[1] = (sm_text){"h", "h"};
        out->value_name[2] = (sm_text){"f", "f"};
        out->value[0] = g;
        out->value[1] = h;
        out->value[2] = (uint64_t)g + h;
    }
    if (m->done || s->size == 0)
        return;
    uint32_t f = s->f;
    while (s->count[f % LEVELS] == 0)
        f++;
    for (uint32_t k = 0; k < LEVELS; k++, f++)
        for (uint32_t h = 0; h <= s->hmax && out->n < SM_SHOW_CELLS; h++)
            for (uint32_t c = s->head[f % LEVELS][h]; c != MAZE_NONE && out->n < SM_SHOW_CELLS; c = s->lk[2 * c]) {
                out->cell[out->n] = c;
                out->key_value[out->n++] = f;
            }
}

static const sm_text astar_code[] = {
    {"open the start with g = 0, f = h = the grid distance to the goal (ignoring walls)",
     "把起点放入开放列表：g = 0，f = h = 不计墙时到终点的网格距离"},
    {"take the open cell with the smallest f = g + h; offer its open neighbours g + 1",
     "取出 f = g + h 最小的开放格；给它相通的邻格 g + 1"},
    {"the goal was taken: walk back to the start, one g lower each step",
     "取出的是终点：沿 g 逐步减一走回起点，得到路径"},
    {"the open list is empty: the goal cannot be reached", "开放列表已空：无法到达终点"},
};

static const sm_text astar_captions[] = {
    [CAP_START] = {"start {c} is open with g = 0, h = {n}; the goal is {c}",
                   "起点 {c} 放入开放列表，g = 0，h = {n}；终点是 {c}"},
    [CAP_SAME] = {"start and goal are the same cell {c}: the path is that cell",
                  "起点和终点是同一格 {c}：路径就是这一格"},
    [CAP_TAKE] = {"took {c} (g = {n}, h = {n}): neighbours offered, {n} cell{s} open",
                  "取出 {c}（g = {n}，h = {n}）：邻格已更新，开放 {n} 格"},
    [CAP_GOAL] = {"took the goal {c} at g = {n}: the shortest path has {n} cell{s}",
                  "取出终点 {c}，g = {n}：最短路径共 {n} 格"},
    [CAP_NONE] = {"the open list is empty: the goal {c} cannot be reached ({n} cell{s} explored)",
                  "开放列表已空：无法到达终点 {c}（探索了 {n} 格）"},
    [CAP_RISE] = {"took {c} (g = {n}, h = {n}): the smallest f rose, the walls force a detour; "
                  "{n} cell{s} open",
                  "取出 {c}（g = {n}，h = {n}）：最小的 f 增大了，墙迫使绕路；开放 {n} 格"},
};

static const sm_legend astar_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not found yet", "尚未发现"}},
    {SM_MARK_CELL, SM_CELL_FRONTIER, {"open: found, waiting by f = g + h", "开放：已发现，按 f = g + h 等待"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"just taken (smallest f)", "刚取出（f 最小）"}},
    {SM_MARK_CELL, SM_CELL_VISITED, {"explored (darker = farther from the start)", "已探索（越深离起点越远）"}},
    {SM_MARK_CELL, SM_CELL_PATH, {"shortest path", "最短路径"}},
    {SM_MARK_CELL, SM_CELL_START, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_GOAL, {NULL, NULL}},
};

enum { EV_RISE, EV_GOAL, EV_NONE };
static const sm_event astar_events[] = {
    [EV_RISE] = {"detour", {"a detour: the smallest f rises", "绕路：最小的 f 增大"}, SM_CAP(CAP_RISE)},
    [EV_GOAL] = {"goal", {"the goal is reached", "到达终点"}, SM_CAP(CAP_GOAL), SOLVE_PATH_SIZE},
    [EV_NONE] = {"unreachable", {"the goal cannot be reached", "无法到达终点"}, SM_CAP(CAP_NONE)},
};

/* Predict: the next cell is an open cell with the smallest f, then h; ties count alike (astar_key). */
static const sm_ask astar_asks[] = {
    {.captions = SM_CAP(CAP_TAKE) | SM_CAP(CAP_RISE) | SM_CAP(CAP_GOAL), .cell = SM_ARG(0)},
};

/* Exercises: the open cell pop_min() takes - the rule's, not a draw. */
static const sm_decision astar_decisions[] = {
    {{"which open cell does A* take?", "A* 取出哪个开放格？"},
     {"A* takes the open cell with the smallest f = g + h; ties go to the smaller h, then to the cell opened "
      "last",
      "A* 取 f = g + h 最小的开放格；f 相同时取 h 小的，再相同时取最后放入的"}},
};

/* The cell pop_min() takes next, read only: the lowest non-empty bucket of the first non-empty level. */
static uint32_t peek_min(const astar *s)
{
    uint32_t f = s->f;
    while (s->count[f % LEVELS] == 0)
        f++;
    unsigned level = f % LEVELS;
    uint32_t w = s->low[level] >> 6;
    uint64_t bits = s->full[level][w] & (~0ull << (s->low[level] & 63));
    while (!bits)
        bits = s->full[level][++w];
    return s->head[level][w << 6 | (uint32_t)__builtin_ctzll(bits)];
}

static size_t astar_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const astar *s = m->impl;
    size_t n = 0;
    info->own = sm_choice_of_cell(peek_min(s));
    sm_offer(out, cap, &n, info->own);
    return n;
}

const sm_algo solve_astar = {
    .kind = SM_SOLVER,
    .id = "astar",
    .alias = "a*",
    .name = {"A* search", "A* 搜索"},
    .code = astar_code,
    .code_lines = SM_COUNT(astar_code),
    .captions = astar_captions,
    .n_captions = SM_COUNT(astar_captions),
    .legend = astar_legend,
    .n_legend = SM_COUNT(astar_legend),
    .events = astar_events,
    .n_events = SM_COUNT(astar_events),
    .main_event = EV_RISE,
    .asks = astar_asks,
    .n_asks = SM_COUNT(astar_asks),
    .choices = astar_choices,
    .decisions = astar_decisions,
    .n_decisions = SM_COUNT(astar_decisions),
    .init = astar_init,
    .run = astar_run,
    .cell = astar_cell,
    .wall = sm_plain_wall,
    .figures = astar_figures,
    .structure = astar_structure,
};
