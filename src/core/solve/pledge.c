/*
 * pledge.c - the Pledge algorithm (John Pledge, aged 12, 1970s; Abelson
 * and diSessa, Turtle Geometry, 1980): a wall follower that counts its
 * turns, so it lets go of an island's wall and escapes it.
 *
 * The walker has a preferred direction and a turn count, 0 at the start.
 * While the count is 0 it goes straight on in the preferred direction. When
 * that is blocked it turns right until a way is open and follows the wall
 * with its left hand, adding every turn to the count (left +, right -).
 * When the count is back to 0 - it faces the preferred direction again,
 * having turned as much left as right - it lets go of the wall and goes
 * straight on. A plain wall follower that starts beside an island walks
 * round it for ever; Pledge leaves it, because a lap round an island adds
 * a full turn that the walk away from the island takes back. So it reaches
 * any goal on the outer wall (the "exit"); a goal inside the maze it may
 * miss, even in a perfect maze - it is an escape algorithm.
 *
 * Turns on any grid. A turn is the difference between two headings of
 * the same cell (grid.h: heading, the outward normal of each wall, clockwise
 * from north, in whole units): leaving by a side whose heading is the one
 * the walker came in with is straight on; on a rectangle a right turn is a
 * quarter, on hexagons and triangles a sixth (a triangle has no straight
 * on: every move turns 60 degrees), and on a polar grid the walls face
 * every way, so turns are whatever the geometry says and walking round a
 * ring turns the walker, as it does in a real disc. The count is the
 * walker's true turning in the plane, which is what makes Pledge work (an
 * earlier try counted in the rings' own frame, where a lap round the
 * centre turns nothing: it missed 45 % of the goals on the outer ring).
 * The count never goes above 0: a left turn that would take it past 0
 * stops at the preferred direction, as a walker turning a corner faces it
 * on the way round - so the walker tries the open sides in the order of
 * the count they would give, from 0 (or as far left as a turn can go)
 * down, the side it came in by counting as half a turn right; a left turn
 * past 0 counts as the long way round to the right. On grids with no side
 * facing the preferred way (hexagons, triangles, most polar cells) the
 * walker at 0 takes the nearest way to its right, so "straight on" is a
 * zigzag. The preferred direction is the start cell's first heading
 * clockwise from north: north on a rectangle and a downward triangle,
 * north-east on hexagons and an upward triangle.
 *
 * When the goal cannot be reached this way the run still ends. With the
 * count at 0 the walker's future depends only on its cell and the side it
 * came in by: being there again is a loop. While it follows a wall it
 * keeps (Brent's way) one earlier cell, side and count, renewed after 1, 2,
 * 4 ... moves; back at that cell and side with the same count is a loop,
 * and with a count further below 0, when no turn since was near 0 (a turn
 * can only be cut short within half a turn of 0), it is a spiral: the same
 * lap again and again, each taking it further from 0. Both are reported
 * as "Pledge does not reach the goal", never a hang: there are finitely
 * many cells and sides to be free at, and every lap that never ends is
 * seen within twice its length once the count is far from 0.
 *
 * The route is the walk with its loops and dead-end excursions erased
 * (solve_route), the path once the goal is reached; the walking itself is
 * solve_walker's (solve_impl.h): the count and the laps are ours.
 * Cost: O(sides) per move. Memory: 6 bytes per cell (route, state byte,
 * the sides the walker was free at).
 */
#include "solve_impl.h"

enum {
    CAP_START, CAP_SAME, CAP_AHEAD, CAP_HIT, CAP_FOLLOW, CAP_BACK, CAP_LEAVE, CAP_GOAL, CAP_LOOP, CAP_SPIRAL,
    CAP_SHUT,
};
enum { LINE_START, LINE_AHEAD, LINE_HIT, LINE_FOLLOW, LINE_LEAVE, LINE_GOAL, LINE_NONE };

typedef struct pledge {
    solve_base b;
    solve_walker w;    /* w.in: MAZE_NO_SIDE at the start */
    uint8_t *free_at;  /* bit s: the walker was here with the count at 0, having come in by side s */
    uint32_t heading;  /* the direction it came in with (grid.h heading units) */
    uint32_t preferred; /* the direction a count of 0 means */
    int64_t turn;      /* heading units in a full turn */
    int64_t count;     /* turns in heading units, left +; never above 0 */
    /* Brent's look for a lap while following a wall */
    uint32_t ref_cell;
    uint8_t ref_in;
    bool near;         /* a turn since the reference was made within half a turn of 0 */
    int64_t ref_count;
    uint64_t since, power;
} pledge;

/* The turn (left +) from heading h to leaving c by side d: -half a turn (turning round) .. just under half. */
static int64_t turn_to(const pledge *p, const maze *mz, uint32_t c, uint32_t h, unsigned d)
{
    int64_t diff = ((int64_t)h - (int64_t)mz->shape->heading(mz, c, d) + 2 * p->turn) % p->turn;
    return diff < p->turn / 2 ? diff : diff - p->turn;
}

/*
 * The side to leave c by: the open side whose turn gives the highest
 * count not above 0 (a left turn past 0 counts as the long way right);
 * ties in the left hand's order, from the side after the one came in by.
 * Sets *turn; -1 when no side is open.
 */
static int choose(const pledge *p, const maze *mz, int64_t *turn)
{
    int best = -1;
    int64_t best_turn = 0;
    unsigned n = mz->sides, in = p->w.in == MAZE_NO_SIDE ? n - 1 : p->w.in;
    for (unsigned i = 1; i <= n; i++) {
        unsigned d = (in + i) % n;
        if (!maze_is_open(mz, p->w.cur, d))
            continue;
        int64_t t = turn_to(p, mz, p->w.cur, p->heading, d);
        if (p->count + t > 0)
            t -= p->turn;
        if (best < 0 || t > best_turn) {
            best = (int)d;
            best_turn = t;
        }
    }
    *turn = best_turn;
    return best;
}

/* A turn (or the count) as whole degrees to the right, for captions and figures. */
static uint32_t right_degrees(const pledge *p, int64_t units)
{
    uint64_t d = ((uint64_t)(-units) * 360 + (uint64_t)p->turn / 2) / (uint64_t)p->turn;
    return d < UINT32_MAX ? (uint32_t)d : UINT32_MAX;
}

static uint32_t moves32(const pledge *p) { return p->w.moves < UINT32_MAX ? (uint32_t)p->w.moves : UINT32_MAX; }

/*
 * Whether the walker, now at cur with the count at 0 or following a wall,
 * has been here in a way that repeats for ever (see the top). Updates the
 * records; *spiral says which kind.
 */
static bool going_round(pledge *p, int64_t before, bool *spiral)
{
    uint32_t cur = p->w.cur;
    uint8_t in = p->w.in;
    *spiral = false;
    if (p->count == 0) {
        bool seen = p->free_at[cur] >> in & 1u;
        p->free_at[cur] |= (uint8_t)(1u << in);
        return seen;
    }
    if (before == 0) { /* a new stretch along a wall */
        p->ref_cell = cur;
        p->ref_in = in;
        p->ref_count = p->count;
        p->since = 0;
        p->power = 1;
        p->near = false;
        return false;
    }
    p->near |= before > -p->turn / 2;
    if (cur == p->ref_cell && in == p->ref_in &&
        (p->count == p->ref_count || (p->count < p->ref_count && !p->near))) {
        *spiral = p->count != p->ref_count;
        return true;
    }
    if (++p->since == p->power) {
        p->ref_cell = cur;
        p->ref_in = in;
        p->ref_count = p->count;
        p->since = 0;
        p->power *= 2;
        p->near = false;
    }
    return false;
}

/*
 * The caption of a move from c by side d (c was entered by side `in`, or
 * MAZE_NO_SIDE) with turn t, the count going from `before` to now.
 */
static void say_move(sm *m, const pledge *p, uint32_t c, unsigned in, unsigned d, int64_t t, int64_t before)
{
    const maze *mz = m->m;
    uint32_t word = grid_dir_arg(mz, c, d), right = right_degrees(p, p->count);
    if (before == 0 && p->count == 0)
        sm_say(m, LINE_AHEAD, CAP_AHEAD, word, p->w.cur, 0, 0);
    else if (before == 0)
        sm_say(m, LINE_HIT, CAP_HIT, right_degrees(p, t), word, p->w.cur, right);
    else if (p->count == 0)
        sm_say(m, LINE_LEAVE, CAP_LEAVE, word, p->w.cur, 0, 0);
    else if (t == -p->turn / 2 && d == in)
        sm_say(m, LINE_FOLLOW, CAP_BACK, c, word, p->w.cur, right);
    else
        sm_say(m, LINE_FOLLOW, CAP_FOLLOW, word, p->w.cur, right, 0);
}

static bool pledge_step(sm *m)
{
    pledge *p = m->impl;
    const maze *mz = m->m;
    uint32_t c = p->w.cur;
    int64_t t;
    int d = choose(p, mz, &t);
    if (d < 0) {
        sm_say(m, LINE_NONE, CAP_SHUT, c, 0, 0, 0);
        return solve_walker_finish(m, &p->b, &p->w, SOLVE_UNREACHABLE);
    }
    int64_t before = p->count;
    unsigned came_in = p->w.in;
    uint32_t nb = solve_walker_move(m, &p->w, (maze_dir)d);
    p->count += t;
    p->heading = (uint32_t)((mz->shape->heading(mz, nb, p->w.in) + p->turn / 2) % p->turn);
    if (nb == p->b.to) {
        sm_say(m, LINE_GOAL, CAP_GOAL, nb, moves32(p), p->w.route.len, 0);
        return solve_walker_finish(m, &p->b, &p->w, SOLVE_FOUND);
    }
    bool spiral;
    if (going_round(p, before, &spiral)) {
        sm_say(m, LINE_NONE, spiral ? CAP_SPIRAL : CAP_LOOP, nb, moves32(p), 0, 0);
        return solve_walker_finish(m, &p->b, &p->w, SOLVE_UNREACHABLE);
    }
    say_move(m, p, c, came_in, (unsigned)d, t, before);
    return true;
}

SM_DEFINE_RUN(pledge_run, pledge_step)

/* The start cell's first heading clockwise from north. */
static uint32_t preferred_heading(const maze *mz, uint32_t c)
{
    uint32_t best = UINT32_MAX;
    for (unsigned d = 0; d < mz->sides; d++) {
        uint32_t h = mz->shape->heading(mz, c, d);
        best = h < best ? h : best;
    }
    return best;
}

static bool pledge_init(sm *m)
{
    pledge *p = sm_alloc(m, 1, sizeof *p);
    if (!(m->impl = p))
        return false;
    solve_base_init(m, &p->b);
    uint32_t start = p->b.from;
    if (!solve_walker_init(m, &p->w, start, MAZE_NO_SIDE) || !(p->free_at = sm_alloc(m, m->m->n, 1)))
        return false;
    p->turn = m->m->shape->turn(m->m);
    p->preferred = p->heading = preferred_heading(m->m, start);
    if (p->b.from == p->b.to) {
        m->done = true;
        sm_say(m, LINE_START, CAP_SAME, start, 0, 0, 0);
        solve_walker_finish(m, &p->b, &p->w, SOLVE_FOUND);
        return true;
    }
    unsigned first = 0;
    for (unsigned d = 0; d < m->m->sides; d++)
        if (m->m->shape->heading(m->m, start, d) == p->preferred) {
            first = d;
            break;
        }
    sm_say(m, LINE_START, CAP_START, start, grid_dir_arg(m->m, start, first), p->b.to, 0);
    return true;
}

static sm_cell pledge_cell(const sm *m, uint32_t c)
{
    const pledge *p = m->impl;
    return solve_walker_cell(&p->b, &p->w, c, p->count == 0 ? SM_CELL_HEAD : SM_CELL_CURRENT);
}

static size_t pledge_figures(const sm *m, sm_figure *out)
{
    const pledge *p = m->impl;
    size_t i = sm_fig(out, 0, "moves", "移动步数", p->w.moves, 0);
    i = sm_fig(out, i, "cells walked", "走过的格", p->w.walked, m->m->count);
    i = sm_fig(out, i, "turn count (degrees right)", "累计右转（度）", right_degrees(p, p->count), 0);
    i = sm_fig(out, i, "route (loops removed)", "路线（去掉环）", p->w.route.len, 0);
    return sm_fig(out, i, "path length", "路径长度", p->b.path_len, 0);
}

static const sm_text pledge_code[] = {
    {"face the preferred direction; turn count = 0", "面向选定的方向；转弯计数 = 0"},
    {"count 0: go straight on while you can", "计数为 0：能直走就直走"},
    {"blocked: turn right until a way is open (the count goes down), left hand on the wall",
     "挡住了：向右转到有路为止（计数减少），左手扶墙"},
    {"follow the wall with the left hand, counting every turn: left +, right -",
     "左手扶墙走，每次转弯都计数：左转加，右转减"},
    {"the count is back to 0: let go of the wall, go straight on again", "计数回到 0：松开墙，重新直走"},
    {"reached the goal: the route without its loops is the path", "到达终点：去掉环后的路线就是路径"},
    {"same place, same way, no nearer 0 again: going round, the goal is not reached",
     "又以同样方向、不更接近 0 的计数回到同一处：在绕圈，到不了终点"},
};

static const sm_text pledge_captions[] = {
    [CAP_START] = {"at the start {c}, facing {d}: the turn count is 0; the goal is {c}",
                   "在起点 {c}，面向{d}：转弯计数为 0；终点是 {c}"},
    [CAP_SAME] = {"start and goal are the same cell {c}: the path is that cell", "起点和终点是同一格 {c}：路径就是这一格"},
    [CAP_AHEAD] = {"count 0: straight on {d} to {c}", "计数为 0：向{d}直走到 {c}"},
    [CAP_HIT] = {"no way straight on: turned {n} degree{s} right, {d} to {c}; the count is {n} degree{s} right",
                 "前面不通：右转 {n} 度，向{d}走到 {c}；累计右转 {n} 度"},
    [CAP_FOLLOW] = {"left hand on the wall: moved {d} to {c}; the count is {n} degree{s} right",
                    "左手扶墙：向{d}走到 {c}；累计右转 {n} 度"},
    [CAP_BACK] = {"dead end at {c}: turned round, moved {d} to {c}; the count is {n} degree{s} right",
                  "{c} 是死胡同：掉头，向{d}走到 {c}；累计右转 {n} 度"},
    [CAP_LEAVE] = {"the count is back to 0: facing {d} again, let go of the wall and moved to {c}",
                   "计数回到 0：重新面向{d}，松开墙，走到 {c}"},
    [CAP_GOAL] = {"reached the goal {c} after {n} move{s}: the path has {n} cell{s}",
                  "走了 {n} 步到达终点 {c}：路径共 {n} 格"},
    [CAP_LOOP] = {"at {c} again, the same way round with the same count, after {n} move{s}: going in circles, "
                  "Pledge does not reach the goal",
                  "走了 {n} 步后又以同样方向和计数回到 {c}：在绕圈，Pledge 到不了终点"},
    [CAP_SPIRAL] = {"round the same wall to {c} again after {n} move{s}, the count further from 0: it never gets "
                    "back to 0, Pledge does not reach the goal",
                    "走了 {n} 步后绕同一面墙又回到 {c}，计数离 0 更远：永远回不到 0，Pledge 到不了终点"},
    [CAP_SHUT] = {"{c} has no open side: the goal cannot be reached", "{c} 四面是墙：无法到达终点"},
};

static const sm_legend pledge_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not walked yet", "尚未走过"}},
    {SM_MARK_CELL, SM_CELL_VISITED, {"walked, not on the route", "走过但不在路线上"}},
    {SM_MARK_CELL, SM_CELL_STACK, {"route so far, loops removed", "目前的路线（去掉环）"}},
    {SM_MARK_CELL, SM_CELL_HEAD, {"the walker, count 0: going straight on", "行走者，计数为 0：直走"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"the walker, left hand on the wall", "行走者，左手扶墙"}},
    {SM_MARK_CELL, SM_CELL_PATH, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_START, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_GOAL, {NULL, NULL}},
};

enum { EV_HIT, EV_LEAVE, EV_BACK, EV_GOAL, EV_NONE };
static const sm_event pledge_events[] = {
    [EV_HIT] = {"hit-wall", {"blocked: the walker takes the wall", "挡住了：行走者扶墙"}, SM_CAP(CAP_HIT)},
    [EV_LEAVE] = {"leave-wall", {"count 0: the walker lets go of the wall", "计数回到 0：行走者松开墙"},
                  SM_CAP(CAP_LEAVE)},
    [EV_BACK] = {"dead-end", {"dead end: turn round", "死胡同：掉头"}, SM_CAP(CAP_BACK)},
    [EV_GOAL] = {"goal", {"the goal is reached", "到达终点"}, SM_CAP(CAP_GOAL), SOLVE_PATH_SIZE},
    [EV_NONE] = {"unreachable", {"Pledge does not reach the goal", "Pledge 到不了终点"},
                 SM_CAP(CAP_LOOP) | SM_CAP(CAP_SPIRAL) | SM_CAP(CAP_SHUT)},
};

/* Predict: the count and the hand name the next cell. */
static const sm_ask pledge_asks[] = {
    {.captions = SM_CAP(CAP_AHEAD) | SM_CAP(CAP_FOLLOW) | SM_CAP(CAP_LEAVE), .cell = SM_ARG(1)},
    {.captions = SM_CAP(CAP_HIT) | SM_CAP(CAP_BACK), .cell = SM_ARG(2)},
    {.captions = SM_CAP(CAP_GOAL) | SM_CAP(CAP_LOOP) | SM_CAP(CAP_SPIRAL), .cell = SM_ARG(0)},
};

/* Exercises: the count and the hand name the one way on. */
static const sm_decision pledge_decisions[] = {
    {{"the walker is at {c}: to which neighbour does it go?", "行者在 {c}：它走到哪个邻格？"},
     {"Pledge goes its preferred way while its turn count is zero, else follows the wall with its hand, "
      "counting every turn",
      "Pledge 在转向计数为零时沿偏好方向走，否则用手沿墙走，并累计每一次转向"}},
};

static size_t pledge_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const pledge *p = m->impl;
    int64_t t;
    int d = choose(p, m->m, &t);
    size_t n = 0;
    if (d < 0)
        return 0;
    info->arg[0] = p->w.cur;
    info->own = sm_choice_of_cell(maze_neighbor(m->m, p->w.cur, (maze_dir)d));
    sm_offer(out, cap, &n, info->own);
    return n;
}

const sm_algo solve_pledge = {
    .kind = SM_SOLVER,
    .id = "pledge",
    .alias = NULL,
    .name = {"Pledge algorithm", "Pledge 算法（计转弯的沿墙走）"},
    .code = pledge_code,
    .code_lines = SM_COUNT(pledge_code),
    .captions = pledge_captions,
    .n_captions = SM_COUNT(pledge_captions),
    .legend = pledge_legend,
    .n_legend = SM_COUNT(pledge_legend),
    .events = pledge_events,
    .n_events = SM_COUNT(pledge_events),
    .main_event = EV_LEAVE,
    .asks = pledge_asks,
    .n_asks = SM_COUNT(pledge_asks),
    .choices = pledge_choices,
    .decisions = pledge_decisions,
    .n_decisions = SM_COUNT(pledge_decisions),
    .init = pledge_init,
    .run = pledge_run,
    .cell = pledge_cell,
    .wall = sm_plain_wall,
    .figures = pledge_figures,
};
