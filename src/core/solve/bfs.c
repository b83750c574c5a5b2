/*
 * bfs.c - breadth-first search: a flood from the start, ring by ring.
 *
 * The queue holds the cells found but not yet explored (the frontier).
 * Each step takes the first cell from the queue and adds its unvisited
 * open neighbours at distance + 1. When the goal is taken from the queue
 * its distance is the shortest, and the path is traced back from it by
 * stepping to a neighbour one closer each time. An empty queue before
 * that means the goal is in another part of the maze.
 *
 * Explored cells are shaded by distance, scaled by the start's
 * eccentricity (the farthest distance from it, found by an O(n)
 * breadth-first search in init that is not shown as steps), so the flood
 * darkens ring by ring to the same colour at any maze size.
 *
 * Cost: O(1) amortised per step, one step per explored cell.
 * Memory: 9 bytes per cell (queue, distance, state byte); the path is
 * written over the queue at the end.
 */
#include "solve_impl.h"

enum { CAP_START, CAP_SAME, CAP_TAKE, CAP_GOAL, CAP_NONE, CAP_RING };

typedef struct bfs {
    solve_base b;
    uint32_t *queue;
    uint8_t *st;
    uint32_t head, tail, current, ecc;
} bfs;

/* Writes the path into the queue, goal backwards to the start. */
static void trace(sm *m, bfs *s)
{
    const maze *mz = m->m;
    uint32_t *dist = s->b.dist, len = dist[s->b.to] + 1, c = s->b.to;
    s->b.path = s->queue;
    s->b.path_len = len;
    for (uint32_t i = len; i-- > 0;) {
        s->queue[i] = c;
        s->st[c] |= FLOOD_ON_PATH;
        sm_touch(m, c);
        if (i > 0)
            c = solve_flood_back(mz, dist, c);
    }
}

static bool bfs_step(sm *m)
{
    bfs *s = m->impl;
    uint32_t *dist = s->b.dist;
    uint32_t c = s->queue[s->head++], prev = s->current;
    s->st[c] = FLOOD_DONE;
    s->current = c;
    if (prev != MAZE_NONE)
        sm_touch(m, prev);
    sm_touch(m, c);
    if (c == s->b.to) {
        trace(m, s);
        s->b.outcome = SOLVE_FOUND;
        s->current = MAZE_NONE;
        sm_say(m, 2, CAP_GOAL, c, dist[c], dist[c] + 1, 0);
        return false;
    }
    uint32_t added = solve_flood_expand(m, c, dist, s->st, s->queue, &s->tail);
    if (s->head == s->tail) {
        s->b.outcome = SOLVE_UNREACHABLE;
        s->current = MAZE_NONE;
        sm_say(m, 3, CAP_NONE, s->b.to, s->head, 0, 0);
        return false;
    }
    bool ring = prev == MAZE_NONE || dist[c] > dist[prev]; /* the first cell at its distance */
    sm_say(m, 1, ring ? CAP_RING : CAP_TAKE, c, dist[c], added, s->tail - s->head);
    return true;
}

SM_DEFINE_RUN(bfs_run, bfs_step)

static bool bfs_init(sm *m)
{
    uint32_t n = m->m->n;
    bfs *s = sm_alloc(m, 1, sizeof *s);
    if (!(m->impl = s) || !(s->queue = sm_alloc(m, n, sizeof *s->queue)) ||
        !(s->b.dist = sm_alloc(m, n, sizeof *s->b.dist)) || !(s->st = sm_alloc(m, n, 1)))
        return false;
    solve_base_init(m, &s->b);
    solve_flood_start(m, s->b.from, s->queue, s->b.dist, s->st, &s->tail, &s->ecc);
    s->current = MAZE_NONE;
    if (s->b.from == s->b.to) {
        s->b.dist[s->b.from] = 0;
        trace(m, s);
        s->b.outcome = SOLVE_FOUND;
        m->done = true;
        sm_say(m, 0, CAP_SAME, s->b.from, 0, 0, 0);
        return true;
    }
    sm_say(m, 0, CAP_START, s->b.from, s->b.to, 0, 0);
    return true;
}

static sm_cell bfs_cell(const sm *m, uint32_t c)
{
    const bfs *s = m->impl;
    return solve_flood_cell(&s->b, s->st, s->current, s->ecc, c);
}

static size_t bfs_figures(const sm *m, sm_figure *out)
{
    const bfs *s = m->impl;
    size_t i = sm_fig(out, 0, "cells explored", "已探索的格", s->head, m->m->count);
    i = sm_fig(out, i, "queue", "队列", s->tail - s->head, 0);
    if (s->current != MAZE_NONE)
        i = sm_fig(out, i, "distance", "距离", s->b.dist[s->current], 0);
    return sm_fig(out, i, "path length", "路径长度", s->b.path_len, 0);
}

/* The queue, front first, each cell with its distance; once done it holds the path, so none are listed. */
static void bfs_structure(const sm *m, sm_structure *out)
{
    const bfs *s = m->impl;
    solve_flood_structure(s->queue, s->head, s->tail, s->b.dist, !m->done, out);
}

static const sm_text bfs_code[] = {
    {"put the start in the queue at distance 0", "把起点放入队列，距离为 0"},
    {"take the first cell from the queue; queue its unvisited open neighbours at distance + 1",
     "从队首取出一格；把它未访问的相通邻格以距离 + 1 加入队尾"},
    {"the goal came out of the queue: walk back to the start, one distance lower each step",
     "终点出队：沿距离逐步减一走回起点，得到路径"},
    {"the queue is empty: the goal cannot be reached", "队列已空：无法到达终点"},
};

static const sm_text bfs_captions[] = {
    [CAP_START] = {"start {c} is in the queue at distance 0; the goal is {c}",
                   "起点 {c} 入队，距离 0；终点是 {c}"},
    [CAP_SAME] = {"start and goal are the same cell {c}: the path is that cell",
                  "起点和终点是同一格 {c}：路径就是这一格"},
    [CAP_TAKE] = {"took {c} (distance {n}) from the queue: {n} new neighbour{s} queued, {n} waiting",
                  "取出 {c}（距离 {n}）：{n} 个新邻格入队，队列中 {n} 格"},
    [CAP_GOAL] = {"the goal {c} is at distance {n}: the shortest path has {n} cell{s}",
                  "终点 {c} 的距离是 {n}：最短路径共 {n} 格"},
    [CAP_NONE] = {"the queue is empty: the goal {c} cannot be reached ({n} cell{s} explored)",
                  "队列已空：无法到达终点 {c}（探索了 {n} 格）"},
    [CAP_RING] = {"took {c}, the first at distance {n}: {n} new neighbour{s} queued, {n} waiting",
                  "取出 {c}，第一个距离为 {n} 的格：{n} 个新邻格入队，队列中 {n} 格"},
};

static const sm_legend bfs_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not found yet", "尚未发现"}},
    {SM_MARK_CELL, SM_CELL_FRONTIER, {"in the queue: found, not explored yet", "在队列中：已发现，尚未探索"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"just taken from the queue", "刚出队的格"}},
    {SM_MARK_CELL, SM_CELL_VISITED, {"explored (darker = farther from the start)", "已探索（越深离起点越远）"}},
    {SM_MARK_CELL, SM_CELL_PATH, {"shortest path", "最短路径"}},
    {SM_MARK_CELL, SM_CELL_START, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_GOAL, {NULL, NULL}},
};

enum { EV_RING, EV_GOAL, EV_NONE };
static const sm_event bfs_events[] = {
    [EV_RING] = {"next-distance", {"the next distance begins", "开始下一层距离"}, SM_CAP(CAP_RING)},
    [EV_GOAL] = {"goal", {"the goal is reached", "到达终点"}, SM_CAP(CAP_GOAL), SOLVE_PATH_SIZE},
    [EV_NONE] = {"unreachable", {"the goal cannot be reached", "无法到达终点"}, SM_CAP(CAP_NONE)},
};

/* Predict: the next cell comes from the queue; any queued cell at its distance counts (bfs_key). */
static const sm_ask bfs_asks[] = {
    {.captions = SM_CAP(CAP_TAKE) | SM_CAP(CAP_RING) | SM_CAP(CAP_GOAL), .cell = SM_ARG(0)},
};

/* Exercises: the queue's front leaves it - the rule's, not a draw. */
static const sm_decision bfs_decisions[] = {
    {{"which cell leaves the queue?", "哪一格出队？"},
     {"BFS takes the cell that entered the queue first", "广度优先搜索取最先入队的格"}},
};

static size_t bfs_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const bfs *s = m->impl;
    size_t n = 0;
    info->own = sm_choice_of_cell(s->queue[s->head]);
    sm_offer(out, cap, &n, info->own);
    return n;
}

const sm_algo solve_bfs = {
    .kind = SM_SOLVER,
    .id = "bfs",
    .alias = "breadth-first",
    .name = {"Breadth-first search", "广度优先搜索"},
    .code = bfs_code,
    .code_lines = SM_COUNT(bfs_code),
    .captions = bfs_captions,
    .n_captions = SM_COUNT(bfs_captions),
    .legend = bfs_legend,
    .n_legend = SM_COUNT(bfs_legend),
    .events = bfs_events,
    .n_events = SM_COUNT(bfs_events),
    .main_event = EV_RING,
    .asks = bfs_asks,
    .n_asks = SM_COUNT(bfs_asks),
    .choices = bfs_choices,
    .decisions = bfs_decisions,
    .n_decisions = SM_COUNT(bfs_decisions),
    .init = bfs_init,
    .run = bfs_run,
    .cell = bfs_cell,
    .wall = sm_plain_wall,
    .figures = bfs_figures,
    .structure = bfs_structure,
};
