/*
 * dead_end_filling.c - dead-end filling: wall up every dead end until only
 * the way through is left.
 *
 * init finds every dead end (a cell with one open side, other than the
 * start and the goal) and puts it on a list. Each step fills one: the
 * cell is ruled out, and its one open neighbour that is still live loses
 * a way out; when that leaves the neighbour with one, it is a dead end in
 * turn and joins the list. When the list is empty the cells left lead
 * from the start to the goal - in a perfect maze exactly the path; in a
 * braided one the path and the loops around it - and one last step finds
 * the shortest path among them (a breadth-first search over the live
 * cells), or reports that the goal is not connected to the start.
 *
 * The method looks at the whole maze, never walks it: it is how a person
 * solves a maze on paper, not how a robot in it could.
 *
 * Cost: O(1) per fill, one O(n) last step. Memory: 5 bytes per cell
 * (list, state byte); the path is written over the list at the end.
 */
#include "solve_impl.h"

enum {
    QUEUED = 1u << 0,
    FILLED = 1u << 1,
    ON_PATH = 1u << 2,
    SEEN = 1u << 3,
    PARENT_SHIFT = 4, /* bits 4-6: the side to the parent in the last search */
};
enum { CAP_START, CAP_SAME, CAP_FILL, CAP_CHAIN, CAP_PATH, CAP_NONE };

typedef struct filling {
    solve_base b;
    uint32_t *list;
    uint8_t *st;
    uint32_t waiting, last;
    uint64_t filled;
} filling;

/* The open neighbour of c that is not filled, and how many there are. */
static unsigned live_sides(const maze *mz, const uint8_t *st, uint32_t c, uint32_t *one)
{
    unsigned k = 0;
    for (maze_dir d = 0; d < mz->sides; d++) {
        uint32_t nb = maze_neighbor(mz, c, d);
        if (maze_is_open(mz, c, d) && !(st[nb] & FILLED)) {
            *one = nb;
            k++;
        }
    }
    return k;
}

/* The cell the last search reached c from. */
static uint32_t parent(const maze *mz, const uint8_t *st, uint32_t c)
{
    return maze_neighbor(mz, c, (unsigned)(st[c] >> PARENT_SHIFT) & 7u);
}

/* Breadth-first search over the live cells; the path goes over the list. */
static bool find_path(sm *m, filling *s)
{
    const maze *mz = m->m;
    uint32_t *q = s->list, head = 0, tail = 0;
    q[tail++] = s->b.from;
    s->st[s->b.from] |= SEEN;
    while (head < tail && !(s->st[s->b.to] & SEEN)) {
        uint32_t c = q[head++];
        for (maze_dir d = 0; d < mz->sides; d++) {
            uint32_t nb = maze_neighbor(mz, c, d);
            if (maze_is_open(mz, c, d) && !(s->st[nb] & (FILLED | SEEN))) {
                s->st[nb] |= (uint8_t)(SEEN | maze_opposite(mz, c, d) << PARENT_SHIFT);
                q[tail++] = nb;
            }
        }
    }
    if (!(s->st[s->b.to] & SEEN))
        return false;
    uint32_t len = 1;
    for (uint32_t c = s->b.to; c != s->b.from; len++)
        c = parent(mz, s->st, c);
    s->b.path = s->list;
    s->b.path_len = len;
    uint32_t c = s->b.to;
    for (uint32_t i = len; i-- > 0; c = parent(mz, s->st, c)) {
        s->list[i] = c;
        s->st[c] |= ON_PATH;
        sm_touch(m, c);
        if (i == 0)
            break;
    }
    return true;
}

static bool filling_step(sm *m)
{
    filling *s = m->impl;
    const maze *mz = m->m;
    if (s->last != MAZE_NONE)
        sm_touch(m, s->last);
    if (s->waiting == 0) {
        s->last = MAZE_NONE;
        if (find_path(m, s)) {
            s->b.outcome = SOLVE_FOUND;
            sm_say(m, 2, CAP_PATH, (uint32_t)s->filled, s->b.path_len, 0, 0);
        } else {
            s->b.outcome = SOLVE_UNREACHABLE;
            sm_say(m, 3, CAP_NONE, s->b.to, s->b.from, 0, 0);
        }
        return false;
    }
    const sm_choice *f = sm_take_forced(m);
    for (uint32_t i = 0; f && i < s->waiting; i++) /* the chosen dead end goes to the top of the list */
        if (s->list[i] == f->cell) {
            s->list[i] = s->list[s->waiting - 1];
            s->list[s->waiting - 1] = f->cell;
        }
    uint32_t c = s->list[--s->waiting], nb = MAZE_NONE;
    s->st[c] = FILLED;
    s->filled++;
    s->last = c;
    sm_touch(m, c);
    uint32_t other;
    if (live_sides(mz, s->st, c, &nb) == 1 && nb != s->b.from && nb != s->b.to &&
        !(s->st[nb] & QUEUED) && live_sides(mz, s->st, nb, &other) == 1) {
        s->st[nb] |= QUEUED;
        s->list[s->waiting++] = nb;
        sm_touch(m, nb);
        sm_say(m, 1, CAP_CHAIN, c, nb, 0, 0);
        return true;
    }
    sm_say(m, 1, CAP_FILL, c, s->waiting, 0, 0);
    return true;
}

SM_DEFINE_RUN(filling_run, filling_step)

static bool filling_init(sm *m)
{
    const maze *mz = m->m;
    filling *s = sm_alloc(m, 1, sizeof *s);
    if (!(m->impl = s) || !(s->list = sm_alloc(m, mz->n, sizeof *s->list)) ||
        !(s->st = sm_alloc(m, mz->n, 1)))
        return false;
    solve_base_init(m, &s->b);
    s->last = MAZE_NONE;
    for (uint32_t c = 0; c < mz->n; c++) {
        uint32_t nb;
        if (c != s->b.from && c != s->b.to && live_sides(mz, s->st, c, &nb) == 1) {
            s->st[c] = QUEUED;
            s->list[s->waiting++] = c;
            sm_touch(m, c);
        }
    }
    /* fill in reading order: the list is a stack, so reverse it */
    for (uint32_t i = 0, j = s->waiting; i + 1 < j; i++, j--) {
        uint32_t t = s->list[i];
        s->list[i] = s->list[j - 1];
        s->list[j - 1] = t;
    }
    if (s->b.from == s->b.to) {
        s->waiting = 0;
        find_path(m, s);
        s->b.outcome = SOLVE_FOUND;
        m->done = true;
        sm_say(m, 0, CAP_SAME, s->b.from, 0, 0, 0);
        return true;
    }
    sm_say(m, 0, CAP_START, s->waiting, 0, 0, 0);
    return true;
}

static sm_cell filling_cell(const sm *m, uint32_t c)
{
    const filling *s = m->impl;
    uint8_t st = s->st[c];
    if (st & ON_PATH)
        return solve_mark(&s->b, c, SM_CELL_PATH, 0);
    if (c == s->last)
        return solve_mark(&s->b, c, SM_CELL_CURRENT, 0);
    if (st & FILLED)
        return solve_mark(&s->b, c, SM_CELL_DEAD, 0);
    return solve_mark(&s->b, c, st & QUEUED ? SM_CELL_STACK : SM_CELL_BLANK, 0);
}

static size_t filling_figures(const sm *m, sm_figure *out)
{
    const filling *s = m->impl;
    size_t i = sm_fig(out, 0, "cells filled", "已填的格", s->filled, m->m->count);
    i = sm_fig(out, i, "dead ends waiting", "待填的死胡同", s->waiting, 0);
    return sm_fig(out, i, "path length", "路径长度", s->b.path_len, 0);
}

static const sm_text filling_code[] = {
    {"list every dead end (one open side), except the start and the goal",
     "列出所有死胡同（只有一面通），起点和终点除外"},
    {"fill a listed dead end; if its neighbour is left with one open side, list it too",
     "填掉一个死胡同；若它的邻格因此只剩一面通，也列入"},
    {"no dead ends left: the cells left lead from start to goal; take the shortest way",
     "没有死胡同了：剩下的格连通起点和终点；取其中最短的路"},
    {"no dead ends left, and the start does not reach the goal", "没有死胡同了，但起点到不了终点"},
};

static const sm_text filling_captions[] = {
    [CAP_START] = {"{n} dead end{s} listed", "列出了 {n} 个死胡同"},
    [CAP_SAME] = {"start and goal are the same cell {c}: the path is that cell",
                  "起点和终点是同一格 {c}：路径就是这一格"},
    [CAP_FILL] = {"filled the dead end {c}; {n} still listed", "填掉死胡同 {c}；还有 {n} 个待填"},
    [CAP_CHAIN] = {"filled the dead end {c}: now {c} is a dead end, listed", "填掉死胡同 {c}：{c} 成了死胡同，列入"},
    [CAP_PATH] = {"all {n} dead-end cell{s} filled: the path left has {n} cell{s}",
                  "已填掉全部 {n} 个死胡同格：剩下的路径共 {n} 格"},
    [CAP_NONE] = {"all dead ends filled, but the goal {c} is not connected to the start {c}",
                  "死胡同已填完，但终点 {c} 与起点 {c} 不连通"},
};

static const sm_legend filling_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not filled", "未填"}},
    {SM_MARK_CELL, SM_CELL_STACK, {"dead end waiting to be filled", "待填的死胡同"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"just filled", "刚填掉的格"}},
    {SM_MARK_CELL, SM_CELL_DEAD, {"filled: a dead end", "已填：死胡同"}},
    {SM_MARK_CELL, SM_CELL_PATH, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_START, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_GOAL, {NULL, NULL}},
};

/* The size of the way left: its cells. */
static uint64_t left_cells(const sm_note *n) { return n->arg[1]; }

enum { EV_CHAIN, EV_PATH, EV_NONE };
static const sm_event filling_events[] = {
    [EV_CHAIN] = {"new-dead-end", {"a neighbour becomes a dead end", "邻格成了死胡同"}, SM_CAP(CAP_CHAIN)},
    [EV_PATH] = {"path-left", {"only the way through is left", "只剩下通路"}, SM_CAP(CAP_PATH),
                 SM_SIZE("cells on the path", "路径的格数", left_cells)},
    [EV_NONE] = {"unreachable", {"the goal cannot be reached", "无法到达终点"}, SM_CAP(CAP_NONE)},
};

/* Predict: the next cell filled is any listed dead end (the order does not matter to the method). */
static const sm_ask filling_asks[] = {
    {.captions = SM_CAP(CAP_FILL) | SM_CAP(CAP_CHAIN), .cell = SM_ARG(0)},
};

/*
 * Exercises: which dead end is filled next - any waiting one: the order
 * does not change what is left (the machine takes the one found last).
 * The last step, the path among the cells left, decides nothing.
 */
static const sm_decision filling_decisions[] = {
    {{"which dead end is filled next?", "下一个填上的是哪条死胡同？"},
     {"dead-end filling may fill any dead end that is waiting (not the start or the goal); the order does "
      "not change the cells left",
      "死胡同填充可以先填任意一条等待中的死胡同（起点和终点除外）；先填哪条都不改变最后剩下的格"}},
};

static size_t filling_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const filling *s = m->impl;
    size_t n = 0;
    if (s->waiting == 0)
        return 0;
    for (uint32_t i = 0; i < s->waiting; i++)
        sm_offer(out, cap, &n, sm_choice_of_cell(s->list[i]));
    info->own = sm_choice_of_cell(s->list[s->waiting - 1]);
    return n;
}

const sm_algo solve_dead_end_filling = {
    .kind = SM_SOLVER,
    .id = "dead-end-filling",
    .alias = "fill",
    .name = {"Dead-end filling", "死胡同填充"},
    .code = filling_code,
    .code_lines = SM_COUNT(filling_code),
    .captions = filling_captions,
    .n_captions = SM_COUNT(filling_captions),
    .legend = filling_legend,
    .n_legend = SM_COUNT(filling_legend),
    .events = filling_events,
    .n_events = SM_COUNT(filling_events),
    .main_event = EV_CHAIN,
    .asks = filling_asks,
    .n_asks = SM_COUNT(filling_asks),
    .choices = filling_choices,
    .decisions = filling_decisions,
    .n_decisions = SM_COUNT(filling_decisions),
    .init = filling_init,
    .run = filling_run,
    .cell = filling_cell,
    .wall = sm_plain_wall,
    .figures = filling_figures,
};
