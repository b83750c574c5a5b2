/*
 * wall_follower.c - the wall follower: keep one hand on the wall.
 *
 * The walker starts at the start with its back to a wall (west on a
 * rectangle, so it faces east). Each step it turns towards its hand if
 * that side is open, else goes straight, else turns away, and in a dead
 * end turns around; then it moves one cell. On any grid that is: try the
 * sides in turn from the one next to the side it came in by, towards the
 * hand (sides are numbered clockwise, so the right hand counts down), the
 * side it came in by last. In a perfect maze
 * the wall it touches is the one connected wall, so it walks the whole
 * maze if need be and always reaches the goal. In a maze with loops it may
 * circle an island of wall forever: being in the same cell facing the
 * same way a second time means exactly that (the walk is a function of
 * cell and the side it came in by), so the run stops there and reports
 * that the goal is not reachable by wall following.
 *
 * The route is the walk with its dead-end excursions and loops erased as
 * it goes (solve_route): a simple path, the path once the goal is reached.
 * The walking itself is solve_walker's (solve_impl.h): the hand is ours.
 *
 * Cost: O(1) amortised per step, at most n x sides steps (one per cell
 * and side came in by). Memory: 6 bytes per cell (route, a state byte:
 * on the route, walked; a byte of the sides came in by).
 */
#include "solve_impl.h"

enum { OPT_HAND };
enum { HAND_LEFT, HAND_RIGHT };
enum { CAP_START, CAP_SAME, CAP_MOVE, CAP_BACK, CAP_GOAL, CAP_LOOP, CAP_SHUT, CAP_TURN };

typedef struct follower {
    solve_base b;
    solve_walker w;
    uint8_t *seen; /* bit s: came in by side s */
} follower;

/*
 * The first open side in the hand's order: from the side next to the one
 * came in by, towards the hand (left: clockwise), the way back last.
 */
static int choose(const maze *mz, uint32_t c, unsigned in, unsigned hand)
{
    unsigned n = mz->sides, step = hand == HAND_LEFT ? 1 : n - 1;
    for (unsigned i = 1, d = in; i <= n; i++) {
        d = (d + step) % n;
        if (maze_is_open(mz, c, d))
            return (int)d;
    }
    return -1;
}

/* The side to stand with one's back to at the start: the last side with no neighbour, else the last. */
static unsigned start_side(const maze *mz, uint32_t c)
{
    for (unsigned d = mz->sides; d-- > 0;)
        if (maze_neighbor(mz, c, d) == MAZE_NONE)
            return d;
    return mz->sides - 1;
}


/*
 * Whether leaving by side out after coming in by side in goes straight on:
 * out faces in across the cell (half the sides round, on a cell with an
 * even number of sides; a triangle has no straight on). For the turn event.
 */
static bool straight(const maze *mz, unsigned in, unsigned out)
{
    unsigned n = mz->sides;
    return n % 2 == 0 && out == (in + n / 2) % n;
}

static bool follower_step(sm *m)
{
    follower *f = m->impl;
    solve_walker *w = &f->w;
    const maze *mz = m->m;
    uint32_t c = w->cur;
    int d = choose(mz, c, w->in, sm_option_value(m, OPT_HAND));
    if (d < 0) {
        sm_say(m, 4, CAP_SHUT, c, 0, 0, 0);
        return solve_walker_finish(m, &f->b, w, SOLVE_UNREACHABLE);
    }
    bool back = (unsigned)d == w->in && w->moves > 0;
    bool turn = !back && !straight(mz, w->in, (unsigned)d);
    uint32_t word = grid_dir_arg(mz, c, (maze_dir)d);
    uint32_t nb = solve_walker_move(m, w, (maze_dir)d);
    if (nb == f->b.to) {
        sm_say(m, 3, CAP_GOAL, nb, (uint32_t)w->moves, w->route.len, 0);
        return solve_walker_finish(m, &f->b, w, SOLVE_FOUND);
    }
    if (f->seen[nb] & (1u << w->in)) {
        sm_say(m, 4, CAP_LOOP, nb, word, (uint32_t)w->moves, 0);
        return solve_walker_finish(m, &f->b, w, SOLVE_UNREACHABLE);
    }
    f->seen[nb] |= (uint8_t)(1u << w->in);
    if (back)
        sm_say(m, 2, CAP_BACK, c, word, nb, 0);
    else
        sm_say(m, 1, turn ? CAP_TURN : CAP_MOVE, word, nb, w->route.len, 0);
    return true;
}

SM_DEFINE_RUN(follower_run, follower_step)

static bool follower_init(sm *m)
{
    follower *f = sm_alloc(m, 1, sizeof *f);
    if (!(m->impl = f))
        return false;
    solve_base_init(m, &f->b);
    uint32_t start = f->b.from;
    unsigned in = start_side(m->m, start);
    if (!solve_walker_init(m, &f->w, start, in) || !(f->seen = sm_alloc(m, m->m->n, 1)))
        return false;
    f->seen[start] = (uint8_t)(1u << in);
    if (f->b.from == f->b.to) {
        m->done = true;
        sm_say(m, 0, CAP_SAME, start, 0, 0, 0);
        solve_walker_finish(m, &f->b, &f->w, SOLVE_FOUND);
        return true;
    }
    sm_say(m, 0, CAP_START, start, grid_dir_arg(m->m, start, in), f->b.to, 0);
    return true;
}

static sm_cell follower_cell(const sm *m, uint32_t c)
{
    const follower *f = m->impl;
    return solve_walker_cell(&f->b, &f->w, c, SM_CELL_CURRENT);
}

static size_t follower_figures(const sm *m, sm_figure *out)
{
    const follower *f = m->impl;
    size_t i = sm_fig(out, 0, "moves", "移动步数", f->w.moves, 0);
    i = sm_fig(out, i, "cells walked", "走过的格", f->w.walked, m->m->count);
    i = sm_fig(out, i, "route (dead ends removed)", "路线（去掉死胡同）", f->w.route.len, 0);
    return sm_fig(out, i, "path length", "路径长度", f->b.path_len, 0);
}

static const sm_option follower_options[] = {
    {"hand", "which hand stays on the wall", {"left", "right", NULL}, 0},
};

static const sm_text follower_code[] = {
    {"stand on the start, back to a wall, one hand on the wall", "站在起点，背靠一面墙，一只手扶墙"},
    {"turn to the hand's side if open, else go straight, else turn away; move one cell",
     "手这一侧通就转过去，否则直走，再否则转向另一侧；走一格"},
    {"a dead end: turn around and move back", "死胡同：掉头往回走一格"},
    {"reached the goal: the route without its dead ends is the path", "到达终点：去掉死胡同后的路线就是路径"},
    {"same cell, same heading again (or walled in): the goal is not reachable by wall following",
     "又以同一方向来到同一格（或四面是墙）：沿墙走到不了终点"},
};

static const sm_text follower_captions[] = {
    [CAP_START] = {"at the start {c}, back to its {d} wall; the goal is {c}", "在起点 {c}，背靠{d}侧的墙；终点是 {c}"},
    [CAP_SAME] = {"start and goal are the same cell {c}: the path is that cell",
                  "起点和终点是同一格 {c}：路径就是这一格"},
    [CAP_MOVE] = {"went straight on {d} to {c} (route {n} cell{s})", "向{d}直走到 {c}（路线 {n} 格）"},
    [CAP_TURN] = {"turned {d} and moved to {c} (route {n} cell{s})", "转向{d}，走到 {c}（路线 {n} 格）"},
    [CAP_BACK] = {"dead end at {c}: turned around, moved {d} to {c}", "{c} 是死胡同：掉头，向{d}走到 {c}"},
    [CAP_GOAL] = {"reached the goal {c} after {n} move{s}: the path has {n} cell{s}",
                  "走了 {n} 步到达终点 {c}：路径共 {n} 格"},
    [CAP_LOOP] = {"back at {c} facing {d} again after {n} move{s}: going in circles, "
                  "the goal is not reachable by wall following",
                  "走了 {n} 步后又在 {c} 面朝{d}：在绕圈，沿墙走到不了终点"},
    [CAP_SHUT] = {"{c} has no open side: the goal is not reachable by wall following",
                  "{c} 四面是墙：沿墙走到不了终点"},
};

static const sm_legend follower_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not walked yet", "尚未走过"}},
    {SM_MARK_CELL, SM_CELL_VISITED, {"walked, not on the route (a dead end left)", "走过但不在路线上（已离开的死胡同）"}},
    {SM_MARK_CELL, SM_CELL_STACK, {"route so far, dead ends removed", "目前的路线（去掉死胡同）"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"the walker", "行走者"}},
    {SM_MARK_CELL, SM_CELL_PATH, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_START, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_GOAL, {NULL, NULL}},
};

enum { EV_TURN, EV_BACK, EV_GOAL, EV_NONE };
static const sm_event follower_events[] = {
    [EV_TURN] = {"turn", {"the walker turns", "行走者转弯"}, SM_CAP(CAP_TURN)},
    [EV_BACK] = {"dead-end", {"dead end: turn around", "死胡同：掉头"}, SM_CAP(CAP_BACK)},
    [EV_GOAL] = {"goal", {"the goal is reached", "到达终点"}, SM_CAP(CAP_GOAL), SOLVE_PATH_SIZE},
    [EV_NONE] = {"unreachable", {"the wall does not lead to the goal", "沿墙走到不了终点"},
                 SM_CAP(CAP_LOOP) | SM_CAP(CAP_SHUT)},
};

/* Predict: the hand rule names the next cell. */
static const sm_ask follower_asks[] = {
    {.captions = SM_CAP(CAP_MOVE) | SM_CAP(CAP_TURN), .cell = SM_ARG(1)},
    {.captions = SM_CAP(CAP_BACK), .cell = SM_ARG(2)},
    {.captions = SM_CAP(CAP_GOAL) | SM_CAP(CAP_LOOP), .cell = SM_ARG(0)},
};

/* Exercises: the hand's rule names the one way on. */
static const sm_decision follower_decisions[] = {
    {{"the walker is at {c}: to which neighbour does it go?", "行者在 {c}：它走到哪个邻格？"},
     {"the wall follower takes the first open side towards its hand, counting from the side it came in by "
      "(the way back last)",
      "沿墙走的行者从来路的下一边起，朝手的方向取第一个相通的边（来路最后）"}},
};

static size_t follower_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const follower *f = m->impl;
    int d = choose(m->m, f->w.cur, f->w.in, sm_option_value(m, OPT_HAND));
    size_t n = 0;
    if (d < 0)
        return 0;
    info->arg[0] = f->w.cur;
    info->own = sm_choice_of_cell(maze_neighbor(m->m, f->w.cur, (maze_dir)d));
    sm_offer(out, cap, &n, info->own);
    return n;
}

const sm_algo solve_wall_follower = {
    .kind = SM_SOLVER,
    .id = "wall-follower",
    .alias = "wall",
    .name = {"Wall follower", "沿墙走（左手/右手法则）"},
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
    .choices = follower_choices,
    .decisions = follower_decisions,
    .n_decisions = SM_COUNT(follower_decisions),
    .init = follower_init,
    .run = follower_run,
    .cell = follower_cell,
    .wall = sm_plain_wall,
    .figures = follower_figures,
};
