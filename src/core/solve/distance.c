/*
 * distance.c - distance colouring and the longest path.
 *
 * A breadth-first flood from the start over the whole maze, one explored
 * cell per step, each cell shaded by its distance from the start (scaled
 * by the start's eccentricity, the largest distance, so the far end is
 * always the darkest). When the flood is done, one last step marks the
 * maze's longest path - its diameter: in a perfect maze, the cell
 * farthest from any cell is one end of it, and the cell farthest from
 * that end is the other, so two breadth-first searches in init find it
 * (maze_longest_path_ends in stats.c; on a maze with loops, a long path,
 * not always the longest). The start is only where the colouring starts:
 * solve_path() gives the longest path, from one end to the other.
 *
 * Cost: O(1) amortised per step; init O(n) (three searches). Memory: 13
 * bytes per cell (queue, distance, longest path, state byte).
 */
#include "solve_impl.h"

enum { CAP_START, CAP_TAKE, CAP_LONGEST, CAP_RING };

typedef struct distance {
    solve_base b;
    uint32_t *queue, *longest;
    uint8_t *st;
    uint32_t head, tail, current, ecc, longest_len;
} distance;

static bool distance_step(sm *m)
{
    distance *s = m->impl;
    uint32_t *dist = s->b.dist;
    if (s->current != MAZE_NONE)
        sm_touch(m, s->current);
    if (s->head == s->tail) {
        s->current = MAZE_NONE;
        s->b.path = s->longest;
        s->b.path_len = s->longest_len;
        for (uint32_t i = 0; i < s->longest_len; i++) {
            s->st[s->longest[i]] |= FLOOD_ON_PATH;
            sm_touch(m, s->longest[i]);
        }
        s->b.outcome = SOLVE_FOUND;
        sm_say(m, 2, CAP_LONGEST, s->longest_len, s->longest[0], s->longest[s->longest_len - 1], 0);
        return false;
    }
    uint32_t c = s->queue[s->head++], prev = s->current;
    s->st[c] = FLOOD_DONE;
    s->current = c;
    sm_touch(m, c);
    solve_flood_expand(m, c, dist, s->st, s->queue, &s->tail);
    bool ring = prev == MAZE_NONE || dist[c] > dist[prev]; /* the first cell at its distance */
    sm_say(m, 1, ring ? CAP_RING : CAP_TAKE, c, dist[c], s->tail - s->head, 0);
    return true;
}

SM_DEFINE_RUN(distance_run, distance_step)

/* The longest path, from one end to the other, into s->longest. */
static void find_longest(const maze *mz, distance *s)
{
    uint32_t a, b, *dist = s->b.dist;
    s->longest_len = (uint32_t)maze_longest_path_ends(mz, s->queue, dist, &a, &b);
    uint32_t c = b;
    for (uint32_t i = s->longest_len; i-- > 0;) {
        s->longest[i] = c;
        if (i > 0)
            c = solve_flood_back(mz, dist, c);
    }
}

static bool distance_init(sm *m)
{
    const maze *mz = m->m;
    uint32_t n = mz->n;
    distance *s = sm_alloc(m, 1, sizeof *s);
    if (!(m->impl = s) || !(s->queue = sm_alloc(m, n, sizeof *s->queue)) ||
        !(s->longest = sm_alloc(m, n, sizeof *s->longest)) ||
        !(s->b.dist = sm_alloc(m, n, sizeof *s->b.dist)) || !(s->st = sm_alloc(m, n, 1)))
        return false;
    solve_base_init(m, &s->b);
    s->b.to = s->b.from; /* no goal: the flood covers all the start reaches */
    find_longest(mz, s);
    solve_flood_start(m, s->b.from, s->queue, s->b.dist, s->st, &s->tail, &s->ecc);
    s->current = MAZE_NONE;
    sm_say(m, 0, CAP_START, s->b.from, s->ecc, 0, 0);
    return true;
}

static sm_cell distance_cell(const sm *m, uint32_t c)
{
    const distance *s = m->impl;
    return solve_flood_cell(&s->b, s->st, s->current, s->ecc, c);
}

static size_t distance_figures(const sm *m, sm_figure *out)
{
    const distance *s = m->impl;
    size_t i = sm_fig(out, 0, "cells coloured", "已着色的格", s->head, m->m->count);
    i = sm_fig(out, i, "queue", "队列", s->tail - s->head, 0);
    i = sm_fig(out, i, "farthest from the start", "离起点最远", s->ecc, 0);
    return sm_fig(out, i, "longest path (cells)", "最长路径（格）", s->longest_len, 0);
}

/* The queue, front first, each cell with its distance (as breadth-first search's). */
static void distance_structure(const sm *m, sm_structure *out)
{
    const distance *s = m->impl;
    solve_flood_structure(s->queue, s->head, s->tail, s->b.dist, true, out);
}

static const sm_text distance_code[] = {
    {"put the start in the queue at distance 0", "把起点放入队列，距离为 0"},
    {"take the first cell from the queue, colour it by its distance; queue its new neighbours",
     "从队首取出一格，按距离着色；把它的新邻格加入队尾"},
    {"every cell is coloured: mark the longest path (from the farthest cell to the cell farthest from it)",
     "所有格都已着色：标出最长路径（从最远的格到离它最远的格）"},
};

static const sm_text distance_captions[] = {
    [CAP_START] = {"start {c}: the farthest cell is {n} step{s} away", "起点 {c}：最远的格在 {n} 步之外"},
    [CAP_TAKE] = {"coloured {c}: distance {n}; {n} cell{s} waiting", "给 {c} 着色：距离 {n}；队列中 {n} 格"},
    [CAP_LONGEST] = {"the longest path has {n} cell{s}, from {c} to {c}", "最长路径共 {n} 格，从 {c} 到 {c}"},
    [CAP_RING] = {"coloured {c}, the first at distance {n}; {n} cell{s} waiting",
                  "给 {c} 着色，第一个距离为 {n} 的格；队列中 {n} 格"},
};

static const sm_legend distance_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not reached yet", "尚未到达"}},
    {SM_MARK_CELL, SM_CELL_FRONTIER, {"in the queue", "在队列中"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"just coloured", "刚着色的格"}},
    {SM_MARK_CELL, SM_CELL_VISITED, {"distance from the start (darker = farther)", "离起点的距离（越深越远）"}},
    {SM_MARK_CELL, SM_CELL_PATH, {"the longest path in the maze", "迷宫中的最长路径"}},
    {SM_MARK_CELL, SM_CELL_START, {NULL, NULL}},
};

/* The size of the longest path: its cells. */
static uint64_t longest_cells(const sm_note *n) { return n->arg[0]; }

enum { EV_RING, EV_LONGEST };
static const sm_event distance_events[] = {
    [EV_RING] = {"next-distance", {"the next distance begins", "开始下一层距离"}, SM_CAP(CAP_RING)},
    [EV_LONGEST] = {"longest-path", {"the longest path is marked", "标出最长路径"}, SM_CAP(CAP_LONGEST),
                     SM_SIZE("cells on the path", "路径的格数", longest_cells)},
};

/* Predict: the next cell comes from the queue; any queued cell at its distance counts. */
static const sm_ask distance_asks[] = {
    {.captions = SM_CAP(CAP_TAKE) | SM_CAP(CAP_RING), .cell = SM_ARG(0)},
};

/* Exercises: the flood's queue front leaves it; the last step (the longest path) decides nothing. */
static const sm_decision distance_decisions[] = {
    {{"which cell leaves the queue?", "哪一格出队？"},
     {"the flood takes the cell that entered the queue first", "距离着色取最先入队的格"}},
};

static size_t distance_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const distance *s = m->impl;
    size_t n = 0;
    if (s->head == s->tail)
        return 0;
    info->own = sm_choice_of_cell(s->queue[s->head]);
    sm_offer(out, cap, &n, info->own);
    return n;
}

const sm_algo solve_distance = {
    .kind = SM_SOLVER,
    .id = "distance",
    .alias = "longest-path",
    .name = {"Distance colouring and the longest path", "距离着色与最长路径"},
    .code = distance_code,
    .code_lines = SM_COUNT(distance_code),
    .captions = distance_captions,
    .n_captions = SM_COUNT(distance_captions),
    .legend = distance_legend,
    .n_legend = SM_COUNT(distance_legend),
    .events = distance_events,
    .n_events = SM_COUNT(distance_events),
    .main_event = EV_RING,
    .asks = distance_asks,
    .n_asks = SM_COUNT(distance_asks),
    .choices = distance_choices,
    .decisions = distance_decisions,
    .n_decisions = SM_COUNT(distance_decisions),
    .init = distance_init,
    .run = distance_run,
    .cell = distance_cell,
    .wall = sm_plain_wall,
    .figures = distance_figures,
    .structure = distance_structure,
};
