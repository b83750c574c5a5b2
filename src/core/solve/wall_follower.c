/*
 * wall_follower.c - the wall follower: keep one hand on the wall.
 *
 * The walker starts at the start facing east. Each step it turns towards
 * its hand if that side is open, else goes straight, else turns away, and
 * in a dead end turns around; then it moves one cell. In a perfect maze
 * the wall it touches is the one connected wall, so it walks the whole
 * maze if need be and always reaches the goal. In a maze with loops it may
 * circle an island of wall forever: being in the same cell facing the
 * same way a second time means exactly that (the walk is a function of
 * cell and heading), so the run stops there and reports that the goal is
 * not reachable by wall following.
 *
 * The route is the walk with its dead-end excursions and loops erased as
 * it goes (solve_route): a simple path, the path once the goal is reached.
 *
 * Cost: O(1) amortised per step, at most 4n steps (one per cell and
 * heading). Memory: 5 bytes per cell (route, a state byte: headings
 * seen, on the route, walked).
 */
#include "solve_impl.h"

enum { SEEN_MASK = 0x0f, ON_ROUTE = 1u << 4, WALKED = 1u << 5, ON_PATH = 1u << 6 };
enum { OPT_HAND };
enum { HAND_LEFT, HAND_RIGHT };
enum { CAP_START, CAP_SAME, CAP_MOVE, CAP_BACK, CAP_GOAL, CAP_LOOP, CAP_SHUT, CAP_TURN };

typedef struct follower {
    solve_base b;
    solve_route route;
    uint8_t *st;
    uint32_t cur;
    uint8_t heading, hand;
    uint64_t moves, walked;
} follower;

/* The first open side in the hand's order: hand, straight, other side, back. */
static int choose(const maze *mz, uint32_t c, unsigned heading, unsigned hand)
{
    const unsigned turn = hand == HAND_LEFT ? 3 : 1;
    const unsigned order[4] = {heading + turn, heading, heading + 4 - turn, heading + 2};
    for (int i = 0; i < 4; i++)
        if (maze_is_open(mz, c, (maze_dir)(order[i] & 3)))
            return (int)(order[i] & 3);
    return -1;
}

static bool follower_step(sm *m)
{
    follower *f = m->impl;
    const maze *mz = m->m;
    uint32_t c = f->cur;
    int d = choose(mz, c, f->heading, f->hand);
    if (d < 0) {
        f->b.outcome = SOLVE_UNREACHABLE;
        sm_say(m, 4, CAP_SHUT, c, 0, 0, 0);
        return false;
    }
    bool back = (unsigned)d == ((f->heading + 2u) & 3u), turn = (unsigned)d != f->heading;
    uint32_t nb = c + (uint32_t)mz->delta[d];
    f->heading = (uint8_t)d;
    f->cur = nb;
    f->moves++;
    f->walked += !(f->st[nb] & WALKED);
    f->st[nb] |= WALKED;
    sm_touch(m, c);
    sm_touch(m, nb);
    solve_route_move(m, &f->route, f->st, ON_ROUTE, nb);
    if (nb == f->b.to) {
        f->b.path = f->route.cell;
        f->b.path_len = f->route.len;
        for (uint32_t i = 0; i < f->route.len; i++) {
            f->st[f->route.cell[i]] |= ON_PATH;
            sm_touch(m, f->route.cell[i]);
        }
        f->b.outcome = SOLVE_FOUND;
        sm_say(m, 3, CAP_GOAL, nb, (uint32_t)f->moves, f->route.len, 0);
        return false;
    }
    if (f->st[nb] & (1u << d)) {
        f->b.outcome = SOLVE_UNREACHABLE;
        sm_say(m, 4, CAP_LOOP, nb, (uint32_t)d, (uint32_t)f->moves, 0);
        return false;
    }
    f->st[nb] |= (uint8_t)(1u << d);
    if (back)
        sm_say(m, 2, CAP_BACK, c, (uint32_t)d, nb, 0);
    else
        sm_say(m, 1, turn ? CAP_TURN : CAP_MOVE, (uint32_t)d, nb, f->route.len, 0);
    return true;
}

SM_DEFINE_RUN(follower_run, follower_step)

static bool follower_init(sm *m)
{
    uint32_t n = m->m->n;
    follower *f = sm_alloc(m, 1, sizeof *f);
    if (!(m->impl = f) || !(f->route.cell = sm_alloc(m, n, sizeof *f->route.cell)) ||
        !(f->st = sm_alloc(m, n, 1)))
        return false;
    solve_base_init(m, &f->b);
    f->hand = (uint8_t)sm_option_value(m, OPT_HAND);
    f->heading = MAZE_E;
    f->cur = f->b.from;
    f->st[f->cur] = (uint8_t)(WALKED | ON_ROUTE | (1u << MAZE_E));
    f->route.cell[0] = f->cur;
    f->route.len = 1;
    f->walked = 1;
    sm_touch(m, f->cur);
    if (f->b.from == f->b.to) {
        f->b.path = f->route.cell;
        f->b.path_len = 1;
        f->st[f->cur] |= ON_PATH;
        f->b.outcome = SOLVE_FOUND;
        m->done = true;
        sm_say(m, 0, CAP_SAME, f->cur, 0, 0, 0);
        return true;
    }
    sm_say(m, 0, CAP_START, f->cur, f->b.to, 0, 0);
    return true;
}

static sm_cell follower_cell(const sm *m, uint32_t c)
{
    const follower *f = m->impl;
    uint8_t st = f->st[c];
    if (st & ON_PATH)
        return solve_mark(&f->b, c, SM_CELL_PATH, 0);
    if (c == f->cur && f->b.outcome == SOLVE_RUNNING)
        return solve_mark(&f->b, c, SM_CELL_CURRENT, 0);
    if ((st & ON_ROUTE) && f->b.outcome == SOLVE_RUNNING)
        return solve_mark(&f->b, c, SM_CELL_STACK, 0);
    return solve_mark(&f->b, c, st & WALKED ? SM_CELL_VISITED : SM_CELL_BLANK, 0);
}

static size_t follower_figures(const sm *m, sm_figure *out)
{
    const follower *f = m->impl;
    size_t i = sm_fig(out, 0, "moves", "移动步数", f->moves, 0);
    i = sm_fig(out, i, "cells walked", "走过的格", f->walked, m->m->n);
    i = sm_fig(out, i, "route (dead ends removed)", "路线(去掉死路)", f->route.len, 0);
    return sm_fig(out, i, "path length", "路径长度", f->b.path_len, 0);
}

static const sm_option follower_options[] = {
    {"hand", "which hand stays on the wall", {"left", "right", NULL}},
};

static const sm_text follower_code[] = {
    {"stand on the start facing east, one hand on the wall", "站在起点,面朝东,一只手扶墙"},
    {"turn to the hand's side if open, else go straight, else turn away; move one cell",
     "手这一侧通就转过去,否则直走,再否则转向另一侧;走一格"},
    {"a dead end: turn around and move back", "死路:掉头往回走一格"},
    {"reached the goal: the route without its dead ends is the path", "到达终点:去掉死路后的路线就是路径"},
    {"same cell, same heading again (or walled in): the goal is not reachable by wall following",
     "又以同一方向来到同一格(或四面是墙):沿墙走到不了终点"},
};

static const sm_text follower_captions[] = {
    [CAP_START] = {"at the start {c} facing east; the goal is {c}", "在起点 {c},面朝东;终点是 {c}"},
    [CAP_SAME] = {"start and goal are the same cell {c}: the path is that cell",
                  "起点和终点是同一格 {c}:路径就是这一格"},
    [CAP_MOVE] = {"went straight on {d} to {c} (route {n} cell{s})", "向{d}直走到 {c}(路线 {n} 格)"},
    [CAP_TURN] = {"turned {d} and moved to {c} (route {n} cell{s})", "转向{d},走到 {c}(路线 {n} 格)"},
    [CAP_BACK] = {"dead end at {c}: turned around, moved {d} to {c}", "{c} 是死路:掉头,向{d}走到 {c}"},
    [CAP_GOAL] = {"reached the goal {c} after {n} move{s}: the path has {n} cell{s}",
                  "走了 {n} 步到达终点 {c}:路径共 {n} 格"},
    [CAP_LOOP] = {"back at {c} facing {d} again after {n} move{s}: going in circles, "
                  "the goal is not reachable by wall following",
                  "走了 {n} 步后又在 {c} 面朝{d}:在绕圈,沿墙走到不了终点"},
    [CAP_SHUT] = {"{c} has no open side: the goal is not reachable by wall following",
                  "{c} 四面是墙:沿墙走到不了终点"},
};

static const sm_legend follower_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not walked yet", "尚未走过"}},
    {SM_MARK_CELL, SM_CELL_VISITED, {"walked, not on the route (a dead end left)", "走过但不在路线上(已离开的死路)"}},
    {SM_MARK_CELL, SM_CELL_STACK, {"route so far, dead ends removed", "目前的路线(去掉死路)"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"the walker", "行走者"}},
    {SM_MARK_CELL, SM_CELL_PATH, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_START, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_GOAL, {NULL, NULL}},
};

enum { EV_TURN, EV_BACK, EV_GOAL, EV_NONE };
static const sm_event follower_events[] = {
    [EV_TURN] = {"turn", {"the walker turns", "行走者转弯"}, SM_CAP(CAP_TURN)},
    [EV_BACK] = {"dead-end", {"dead end: turn around", "死路:掉头"}, SM_CAP(CAP_BACK)},
    [EV_GOAL] = {"goal", {"the goal is reached", "到达终点"}, SM_CAP(CAP_GOAL)},
    [EV_NONE] = {"unreachable", {"the wall does not lead to the goal", "沿墙走到不了终点"},
                 SM_CAP(CAP_LOOP) | SM_CAP(CAP_SHUT)},
};

/* Predict: the hand rule names the next cell. */
static const sm_ask follower_asks[] = {
    {.captions = SM_CAP(CAP_MOVE) | SM_CAP(CAP_TURN), .cell = SM_ARG(1), .right = SM_RIGHT_ONE},
    {.captions = SM_CAP(CAP_BACK), .cell = SM_ARG(2), .right = SM_RIGHT_ONE},
    {.captions = SM_CAP(CAP_GOAL) | SM_CAP(CAP_LOOP), .cell = SM_ARG(0), .right = SM_RIGHT_ONE},
};

const sm_algo solve_wall_follower = {
    .kind = SM_SOLVER,
    .id = "wall-follower",
    .alias = "wall",
    .name_en = "Wall follower",
    .name_zh = "沿墙走(左手/右手法则)",
    .options = follower_options,
    .n_options = SM_COUNT(follower_options),
    .code = follower_code,
    .code_lines = SM_COUNT(follower_code),
    .captions = follower_captions,
    .n_captions = SM_COUNT(follower_captions),
    .legend = follower_legend,
    .n_legend = SM_COUNT(follower_legend),
    .events = follower_events,
    .n_events = SM_COUNT(follower_events),
    .main_event = EV_BACK,
    .asks = follower_asks,
    .n_asks = SM_COUNT(follower_asks),
    .init = follower_init,
    .run = follower_run,
    .cell = follower_cell,
    .wall = sm_plain_wall,
    .figures = follower_figures,
};
