/*
 * random_mouse.c - the random mouse: the baseline every solver beats.
 *
 * The mouse remembers nothing. In a corridor it goes on; at a junction it
 * takes one of the ways on at random (never the way it came); in a dead
 * end it turns back. It finds any goal it can reach - eventually: on a
 * perfect maze it is a random walk on a tree, whose expected time to a
 * goal is about twice the passages times the goal's distance, so big
 * mazes with long paths take it millions of moves. So it gives up after
 * a cap of moves, cap=1000 moves per cell by default (10 and 100000 are
 * the other choices), and says so: "gave up" (SOLVE_GAVE_UP) is not
 * "unreachable" - the goal may well be there. What the machine does know
 * is how many cells the mouse can reach (a breadth-first count in init,
 * not shown): once it has walked them all without meeting the goal, the
 * goal is not among them and the run ends "unreachable".
 *
 * The route is the walk with its loops and dead-end excursions erased
 * (solve_route), the path once the goal is reached; it is always a valid
 * path, never the shortest by design. The walking itself is
 * solve_walker's (solve_impl.h): the choice and the cap are ours.
 * Randomness: the machine's seed.
 * Cost: O(sides) per move. Memory: 5 bytes per cell (route, state byte).
 */
#include "solve_impl.h"

enum { OPT_CAP };
enum { CAP_START, CAP_SAME, CAP_ONE, CAP_CHOICE, CAP_BACK, CAP_GOAL, CAP_GAVE_UP, CAP_SHUT, CAP_NONE };
enum { LINE_START, LINE_ONE, LINE_CHOICE, LINE_BACK, LINE_GOAL, LINE_GAVE_UP };

typedef struct mouse {
    solve_base b;
    solve_walker w;     /* w.in: MAZE_NO_SIDE at the start */
    uint64_t cap;
    uint32_t reachable; /* cells reachable from the start */
} mouse;

static uint32_t clip(uint64_t v) { return v < UINT32_MAX ? (uint32_t)v : UINT32_MAX; }

/* The ways on from c: the open sides but the one came in by; fills ways[], returns how many. */
static unsigned ways_on(const maze *mz, uint32_t c, unsigned in, unsigned *ways)
{
    unsigned k = 0;
    for (unsigned d = 0; d < mz->sides; d++)
        if (d != in && maze_is_open(mz, c, d))
            ways[k++] = d;
    return k;
}

static bool mouse_step(sm *m)
{
    mouse *s = m->impl;
    solve_walker *w = &s->w;
    const maze *mz = m->m;
    uint32_t c = w->cur;
    unsigned ways[MAZE_MAX_SIDES], d;
    unsigned k = ways_on(mz, c, w->in, ways);
    unsigned line = k == 0 ? LINE_BACK : k == 1 ? LINE_ONE : LINE_CHOICE;
    if (k == 0 && w->in == MAZE_NO_SIDE) {
        sm_say(m, LINE_GAVE_UP, CAP_SHUT, c, 0, 0, 0);
        return solve_walker_finish(m, &s->b, w, SOLVE_UNREACHABLE);
    }
    d = k == 0 ? w->in : k == 1 ? ways[0] : ways[rng_below(&m->r, k)];
    const sm_choice *f = sm_take_forced(m);
    if (f)
        d = sm_forced_side(m, c, f);
    uint32_t word = grid_dir_arg(mz, c, d);
    uint32_t nb = solve_walker_move(m, w, (maze_dir)d);
    if (nb == s->b.to) {
        sm_say(m, LINE_GOAL, CAP_GOAL, nb, clip(w->moves), w->route.len, c);
        return solve_walker_finish(m, &s->b, w, SOLVE_FOUND);
    }
    if (w->walked == s->reachable) {
        sm_say(m, LINE_GAVE_UP, CAP_NONE, clip(w->walked), s->b.to, nb, c);
        return solve_walker_finish(m, &s->b, w, SOLVE_UNREACHABLE);
    }
    if (w->moves >= s->cap) {
        sm_say(m, LINE_GAVE_UP, CAP_GAVE_UP, clip(w->moves), s->b.to, nb, c);
        return solve_walker_finish(m, &s->b, w, SOLVE_GAVE_UP);
    }
    if (line == LINE_BACK)
        sm_say(m, line, CAP_BACK, c, word, nb, 0);
    else if (line == LINE_ONE)
        sm_say(m, line, CAP_ONE, word, nb, 0, 0);
    else
        sm_say(m, line, CAP_CHOICE, k, word, nb, c);
    return true;
}

SM_DEFINE_RUN(mouse_run, mouse_step)

/*
 * Cells reachable from `from` through open walls, with queue as the work
 * list (n cells) and bit 7 of st as the mark (cleared again).
 */
static uint32_t reachable(const maze *mz, uint32_t from, uint32_t *queue, uint8_t *st)
{
    uint32_t head = 0, tail = 0;
    queue[tail++] = from;
    st[from] |= 0x80u;
    while (head < tail) {
        uint32_t c = queue[head++];
        for (maze_dir d = 0; d < mz->sides; d++) {
            uint32_t nb = maze_neighbor(mz, c, d);
            if (maze_is_open(mz, c, d) && !(st[nb] & 0x80u)) {
                st[nb] |= 0x80u;
                queue[tail++] = nb;
            }
        }
    }
    for (uint32_t i = 0; i < tail; i++)
        st[queue[i]] &= 0x7fu;
    return tail;
}

static bool mouse_init(sm *m)
{
    mouse *s = sm_alloc(m, 1, sizeof *s);
    if (!(m->impl = s))
        return false;
    solve_base_init(m, &s->b);
    uint32_t start = s->b.from;
    if (!solve_walker_init(m, &s->w, start, MAZE_NO_SIDE))
        return false;
    s->cap = sm_option_number(m, OPT_CAP) * m->m->count;
    /* the route's array is free until the walk; its first cell, the start, is the queue's */
    s->reachable = reachable(m->m, start, s->w.route.cell, s->w.st);
    if (s->b.from == s->b.to) {
        m->done = true;
        sm_say(m, LINE_START, CAP_SAME, start, 0, 0, 0);
        solve_walker_finish(m, &s->b, &s->w, SOLVE_FOUND);
        return true;
    }
    sm_say(m, LINE_START, CAP_START, start, s->b.to, clip(s->cap), 0);
    return true;
}

static sm_cell mouse_cell(const sm *m, uint32_t c)
{
    const mouse *s = m->impl;
    return solve_walker_cell(&s->b, &s->w, c, SM_CELL_CURRENT);
}

static size_t mouse_figures(const sm *m, sm_figure *out)
{
    const mouse *s = m->impl;
    size_t i = sm_fig(out, 0, "moves", "移动步数", s->w.moves, s->cap);
    i = sm_fig(out, i, "cells walked", "走过的格", s->w.walked, m->m->count);
    i = sm_fig(out, i, "route (loops removed)", "路线（去掉环）", s->w.route.len, 0);
    return sm_fig(out, i, "path length", "路径长度", s->b.path_len, 0);
}

static const sm_option mouse_options[] = {
    {"cap", "moves per cell before the mouse gives up", {"1000", "10", "100000", NULL}, 0},
};

static const sm_text mouse_code[] = {
    {"start at the start; give up after `cap` moves per cell", "从起点出发；每格 cap 步后放弃"},
    {"one way on (not back): take it", "只有一条路往前（不算回头）：走它"},
    {"a junction: take one of the ways on at random, never back", "岔路口：随机选一条往前的路，不回头"},
    {"a dead end: turn back", "死胡同：掉头"},
    {"reached the goal: the walk without its loops is the path", "到达终点：去掉环后的路线就是路径"},
    {"too many moves: give up (the goal may still be there); every reachable cell walked: no goal",
     "走得太多：放弃（终点也许仍可到达）；能到的格都走过了：没有终点"},
};

static const sm_text mouse_captions[] = {
    [CAP_START] = {"the mouse starts at {c}; the goal is {c}; it gives up after {n} move{s}",
                   "老鼠从 {c} 出发；终点是 {c}；{n} 步后放弃"},
    [CAP_SAME] = {"start and goal are the same cell {c}: the path is that cell", "起点和终点是同一格 {c}：路径就是这一格"},
    [CAP_ONE] = {"one way on: moved {d} to {c}", "只有一条路往前：向{d}走到 {c}"},
    [CAP_CHOICE] = {"{n} way{s} on: picked {d} at random, to {c}", "有 {n} 条路往前：随机选了{d}，走到 {c}"},
    [CAP_BACK] = {"dead end at {c}: turned back {d} to {c}", "{c} 是死胡同：掉头向{d}走到 {c}"},
    [CAP_GOAL] = {"reached the goal {c} after {n} move{s}: the path without its loops has {n} cell{s}",
                  "走了 {n} 步到达终点 {c}：去掉环后路径共 {n} 格"},
    [CAP_GAVE_UP] = {"gave up after {n} move{s} without finding the goal {c} (it may still be reachable); "
                     "the mouse is at {c}",
                     "走了 {n} 步仍没找到终点 {c}，放弃（终点也许仍可到达）；老鼠停在 {c}"},
    [CAP_SHUT] = {"{c} has no open side: the goal cannot be reached", "{c} 四面是墙：无法到达终点"},
    [CAP_NONE] = {"the mouse has walked all {n} cell{s} it can reach: the goal {c} is not among them, "
                  "it cannot be reached (the mouse is at {c})",
                  "老鼠已走遍能到的全部 {n} 格：终点 {c} 不在其中，无法到达（老鼠停在 {c}）"},
};

static const sm_legend mouse_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not walked yet", "尚未走过"}},
    {SM_MARK_CELL, SM_CELL_VISITED, {"walked, not on the route", "走过但不在路线上"}},
    {SM_MARK_CELL, SM_CELL_STACK, {"route so far, loops removed", "目前的路线（去掉环）"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"the mouse", "老鼠"}},
    {SM_MARK_CELL, SM_CELL_PATH, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_START, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_GOAL, {NULL, NULL}},
};

enum { EV_CHOICE, EV_BACK, EV_GOAL, EV_GAVE_UP, EV_NONE };
static const sm_event mouse_events[] = {
    [EV_CHOICE] = {"junction", {"a random choice at a junction", "岔路口的随机选择"}, SM_CAP(CAP_CHOICE)},
    [EV_BACK] = {"dead-end", {"dead end: turn back", "死胡同：掉头"}, SM_CAP(CAP_BACK)},
    [EV_GOAL] = {"goal", {"the goal is reached", "到达终点"}, SM_CAP(CAP_GOAL), SOLVE_PATH_SIZE},
    [EV_GAVE_UP] = {"gave-up", {"the mouse gives up", "老鼠放弃"}, SM_CAP(CAP_GAVE_UP)},
    [EV_NONE] = {"unreachable", {"the goal cannot be reached", "无法到达终点"}, SM_CAP(CAP_NONE) | SM_CAP(CAP_SHUT)},
};

/*
 * Predict: a junction's random pick is shown as an arrow, and so is the
 * move of the last step (it may have been a pick); corridors and dead ends
 * name the next cell.
 */
static const sm_ask mouse_asks[] = {
    {.captions = SM_CAP(CAP_CHOICE), .from = SM_ARG(3), .to = SM_ARG(2)},
    {.captions = SM_CAP(CAP_GOAL), .from = SM_ARG(3), .to = SM_ARG(0)},
    {.captions = SM_CAP(CAP_GAVE_UP) | SM_CAP(CAP_NONE), .from = SM_ARG(3), .to = SM_ARG(2)},
    {.captions = SM_CAP(CAP_ONE), .cell = SM_ARG(1)},
    {.captions = SM_CAP(CAP_BACK), .cell = SM_ARG(2)},
};

/*
 * Exercises: at a junction any way on but back (drawn); in a corridor the
 * one way on, at a dead end the way back.
 */
static const sm_decision mouse_decisions[] = {
    {{"the mouse is at {c}: to which neighbour does it go?", "老鼠在 {c}：它走到哪个邻格？"},
     {"the random mouse goes on along a corridor, takes any way on at a junction but the one it came by (it "
      "draws one), and turns back at a dead end",
      "随机老鼠在走廊里一直往前走，在路口随机选一条路（不走来路），在死胡同回头"}},
};

static size_t mouse_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const mouse *s = m->impl;
    const solve_walker *w = &s->w;
    unsigned ways[MAZE_MAX_SIDES], k = ways_on(m->m, w->cur, w->in, ways);
    size_t n = 0;
    if (k == 0 && w->in == MAZE_NO_SIDE)
        return 0;
    if (k == 0)
        ways[k++] = w->in;
    info->arg[0] = w->cur;
    for (unsigned i = 0; i < k; i++)
        sm_offer(out, cap, &n, sm_choice_of_cell(maze_neighbor(m->m, w->cur, ways[i])));
    rng r = m->r;
    info->own = sm_choice_of_cell(maze_neighbor(m->m, w->cur, ways[k == 1 ? 0 : rng_below(&r, k)]));
    return n;
}

const sm_algo solve_random_mouse = {
    .kind = SM_SOLVER,
    .id = "random-mouse",
    .alias = "mouse",
    .name = {"Random mouse", "随机老鼠"},
    .options = mouse_options,
    .n_options = SM_COUNT(mouse_options),
    .code = mouse_code,
    .code_lines = SM_COUNT(mouse_code),
    .captions = mouse_captions,
    .n_captions = SM_COUNT(mouse_captions),
    .legend = mouse_legend,
    .n_legend = SM_COUNT(mouse_legend),
    .events = mouse_events,
    .n_events = SM_COUNT(mouse_events),
    .main_event = EV_CHOICE,
    .asks = mouse_asks,
    .n_asks = SM_COUNT(mouse_asks),
    .choices = mouse_choices,
    .decisions = mouse_decisions,
    .n_decisions = SM_COUNT(mouse_decisions),
    .init = mouse_init,
    .run = mouse_run,
    .cell = mouse_cell,
    .wall = sm_plain_wall,
    .figures = mouse_figures,
};
