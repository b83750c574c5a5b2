/*
 * tremaux.c - Trémaux's algorithm: chalk marks on the passages walked.
 *
 * The walker marks each passage every time it goes through it, at most
 * twice. Arriving in a new cell it takes a passage with no mark (a dead
 * end sends it back). Arriving in a cell it has seen before by a passage
 * marked once - a loop closed - it turns around at once. Otherwise
 * (coming back) it prefers a passage with no mark, then one with one mark,
 * and never takes one marked twice. Each passage is walked at most twice,
 * so the walk ends: at the goal, or back at the start with every passage
 * marked twice, which means the goal cannot be reached. A cell left for
 * good through the passage it was first entered by is ruled out (DEAD).
 *
 * The route is the walk with its dead-end excursions and loops erased as
 * it goes (solve_route): a simple path, the path once the goal is reached.
 * Works on mazes with loops, unlike the wall follower, and needs no map
 * of the maze - only marks where the walker has been.
 *
 * Cost: O(1) amortised per step (one move), at most twice the number of
 * passages. Memory: 7 bytes per cell (route; marks: two bits per side,
 * up to eight sides; state byte: visited, on route, entry side).
 */
#include "solve_impl.h"

enum {
    VISITED = 1u << 0,
    ON_ROUTE = 1u << 1,
    ON_PATH = 1u << 2,
    HAS_ENTRY = 1u << 3,
    ENTRY_SHIFT = 4, /* bits 4-6: the side it was first entered by */
};
enum { CAP_START, CAP_SAME, CAP_NEW, CAP_BACK, CAP_LOOP, CAP_OLD, CAP_GOAL, CAP_NONE };

typedef struct tremaux {
    solve_base b;
    solve_route route;
    uint8_t *st;
    uint16_t *marks;
    uint32_t cur;
    uint8_t back;    /* side of cur the walker came in by; MAZE_NO_SIDE at the start */
    bool fresh;      /* cur was new when the walker arrived */
    uint64_t moves;
} tremaux;

static unsigned mark_of(const tremaux *t, uint32_t c, unsigned d) { return (t->marks[c] >> (2 * d)) & 3u; }

/* The first open side of c with k marks, other than `not`; MAZE_NO_SIDE if none. */
static unsigned side_with(const tremaux *t, const maze *mz, uint32_t c, unsigned k, unsigned not)
{
    for (unsigned d = 0; d < mz->sides; d++)
        if (d != not && maze_is_open(mz, c, d) && mark_of(t, c, d) == k)
            return d;
    return MAZE_NO_SIDE;
}

/* Where to go from cur, and the caption of the choice. */
static unsigned choose(const tremaux *t, const maze *mz, unsigned *cap)
{
    uint32_t c = t->cur;
    unsigned d;
    if (t->fresh) {
        *cap = CAP_NEW;
        if ((d = side_with(t, mz, c, 0, t->back)) != MAZE_NO_SIDE)
            return d;
        *cap = CAP_BACK;
        return t->back;
    }
    if (t->back != MAZE_NO_SIDE && mark_of(t, c, t->back) == 1) {
        *cap = CAP_LOOP;
        return t->back;
    }
    *cap = CAP_OLD;
    if ((d = side_with(t, mz, c, 0, MAZE_NO_SIDE)) != MAZE_NO_SIDE)
        return d;
    return side_with(t, mz, c, 1, MAZE_NO_SIDE);
}

static void found(sm *m, tremaux *t)
{
    t->b.path = t->route.cell;
    t->b.path_len = t->route.len;
    for (uint32_t i = 0; i < t->route.len; i++) {
        t->st[t->route.cell[i]] |= ON_PATH;
        sm_touch(m, t->route.cell[i]);
    }
    t->b.outcome = SOLVE_FOUND;
}

static bool tremaux_step(sm *m)
{
    tremaux *t = m->impl;
    const maze *mz = m->m;
    uint32_t c = t->cur;
    unsigned cap, d = choose(t, mz, &cap);
    if (d == MAZE_NO_SIDE) {
        t->b.outcome = SOLVE_UNREACHABLE;
        sm_say(m, 5, CAP_NONE, t->b.to, c, 0, 0);
        return false;
    }
    const sm_choice *f = sm_take_forced(m);
    if (f)
        d = sm_forced_side(m, c, f);
    uint32_t nb = maze_neighbor(mz, c, d);
    unsigned od = maze_opposite(mz, c, d);
    t->marks[c] = (uint16_t)(t->marks[c] + (1u << (2 * d)));
    t->marks[nb] = (uint16_t)(t->marks[nb] + (1u << (2 * od)));
    t->fresh = !(t->st[nb] & VISITED);
    if (t->fresh && nb != t->b.from)
        t->st[nb] |= (uint8_t)(HAS_ENTRY | od << ENTRY_SHIFT);
    t->st[nb] |= VISITED;
    t->back = (uint8_t)od;
    t->cur = nb;
    t->moves++;
    sm_touch(m, c);
    sm_touch(m, nb);
    solve_route_move(m, &t->route, t->st, ON_ROUTE, nb);
    if (nb == t->b.to) {
        found(m, t);
        sm_say(m, 4, CAP_GOAL, nb, (uint32_t)t->moves, t->route.len, 0);
        return false;
    }
    static const unsigned line[] = {[CAP_NEW] = 1, [CAP_BACK] = 2, [CAP_LOOP] = 2, [CAP_OLD] = 3};
    sm_say(m, line[cap], cap, c, grid_dir_arg(mz, c, d), nb, mark_of(t, c, d));
    return true;
}

SM_DEFINE_RUN(tremaux_run, tremaux_step)

static bool tremaux_init(sm *m)
{
    uint32_t n = m->m->n;
    tremaux *t = sm_alloc(m, 1, sizeof *t);
    if (!(m->impl = t) || !(t->route.cell = sm_alloc(m, n, sizeof *t->route.cell)) ||
        !(t->st = sm_alloc(m, n, 1)) || !(t->marks = sm_alloc(m, n, sizeof *t->marks)))
        return false;
    solve_base_init(m, &t->b);
    t->cur = t->b.from;
    t->back = MAZE_NO_SIDE;
    t->fresh = true;
    t->st[t->cur] = VISITED | ON_ROUTE;
    t->route.cell[0] = t->cur;
    t->route.len = 1;
    sm_touch(m, t->cur);
    if (t->b.from == t->b.to) {
        found(m, t);
        m->done = true;
        sm_say(m, 0, CAP_SAME, t->cur, 0, 0, 0);
        return true;
    }
    sm_say(m, 0, CAP_START, t->cur, t->b.to, 0, 0);
    return true;
}

static sm_cell tremaux_cell(const sm *m, uint32_t c)
{
    const tremaux *t = m->impl;
    uint8_t st = t->st[c];
    bool running = t->b.outcome == SOLVE_RUNNING;
    if (st & ON_PATH)
        return solve_mark(&t->b, c, SM_CELL_PATH, 0);
    if (c == t->cur && running)
        return solve_mark(&t->b, c, SM_CELL_CURRENT, 0);
    if ((st & HAS_ENTRY) && mark_of(t, c, (st >> ENTRY_SHIFT) & 7u) == 2)
        return solve_mark(&t->b, c, SM_CELL_DEAD, 0);
    if ((st & ON_ROUTE) && running)
        return solve_mark(&t->b, c, SM_CELL_STACK, 0);
    return solve_mark(&t->b, c, st & VISITED ? SM_CELL_VISITED : SM_CELL_BLANK, 0);
}

static size_t tremaux_figures(const sm *m, sm_figure *out)
{
    const tremaux *t = m->impl;
    size_t i = sm_fig(out, 0, "moves", "移动步数", t->moves, 0);
    i = sm_fig(out, i, "route (dead ends removed)", "路线（去掉死胡同）", t->route.len, 0);
    return sm_fig(out, i, "path length", "路径长度", t->b.path_len, 0);
}

static const sm_text tremaux_code[] = {
    {"stand on the start; mark each passage every time you go through it",
     "站在起点；每走过一条通道就在上面做一个记号"},
    {"in a new cell: take a passage with no mark", "到了新格：走一条没有记号的通道"},
    {"a dead end, or an old cell reached by a new passage: turn around",
     "死胡同，或从新通道走到了旧格：掉头"},
    {"coming back: take a passage with no mark, else one with one mark, never two",
     "往回走时：先走没有记号的通道，否则走有一个记号的，绝不走两个记号的"},
    {"reached the goal: the route without its dead ends and loops is the path",
     "到达终点：去掉死胡同和环之后的路线就是路径"},
    {"back at the start with every passage marked twice: the goal cannot be reached",
     "回到起点且每条通道都有两个记号：无法到达终点"},
};

static const sm_text tremaux_captions[] = {
    [CAP_START] = {"at the start {c}; the goal is {c}", "在起点 {c}；终点是 {c}"},
    [CAP_SAME] = {"start and goal are the same cell {c}: the path is that cell",
                  "起点和终点是同一格 {c}：路径就是这一格"},
    [CAP_NEW] = {"{c} is new: went {d} to {c} by an unmarked passage (now {n} mark)",
                 "{c} 是新格：向{d}沿没有记号的通道走到 {c}（现有 {n} 个记号）"},
    [CAP_BACK] = {"{c} is a dead end: turned around, went {d} to {c} ({n} mark{s})",
                  "{c} 是死胡同：掉头，向{d}走到 {c}（{n} 个记号）"},
    [CAP_LOOP] = {"{c} was seen before: turned around, went {d} to {c} ({n} mark{s})",
                  "{c} 以前来过：掉头，向{d}走到 {c}（{n} 个记号）"},
    [CAP_OLD] = {"back at {c}: went {d} to {c}, the least marked passage (now {n})",
                 "回到 {c}：向{d}沿记号最少的通道走到 {c}（现有 {n} 个）"},
    [CAP_GOAL] = {"reached the goal {c} after {n} move{s}: the path has {n} cell{s}",
                  "走了 {n} 步到达终点 {c}：路径共 {n} 格"},
    [CAP_NONE] = {"every passage from the start is marked twice: the goal {c} cannot be reached from {c}",
                  "起点的通道都有两个记号：从 {c} 无法到达终点 {c}"},
};

static const sm_legend tremaux_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not walked yet", "尚未走过"}},
    {SM_MARK_CELL, SM_CELL_VISITED, {"walked, off the route (a loop left)", "走过但不在路线上（已离开的环）"}},
    {SM_MARK_CELL, SM_CELL_STACK, {"route so far, dead ends and loops removed", "目前的路线（去掉死胡同和环）"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"the walker", "行走者"}},
    {SM_MARK_CELL, SM_CELL_DEAD, {"left for good: entered by a passage now marked twice", "已放弃：进入它的通道有两个记号"}},
    {SM_MARK_CELL, SM_CELL_PATH, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_START, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_GOAL, {NULL, NULL}},
};

enum { EV_BACK, EV_LOOP, EV_GOAL, EV_NONE };
static const sm_event tremaux_events[] = {
    [EV_BACK] = {"dead-end", {"dead end: turn around", "死胡同：掉头"}, SM_CAP(CAP_BACK)},
    [EV_LOOP] = {"loop", {"a loop: an old cell by a new passage", "环：从新通道走到旧格"}, SM_CAP(CAP_LOOP)},
    [EV_GOAL] = {"goal", {"the goal is reached", "到达终点"}, SM_CAP(CAP_GOAL), SOLVE_PATH_SIZE},
    [EV_NONE] = {"unreachable", {"the goal cannot be reached", "无法到达终点"}, SM_CAP(CAP_NONE)},
};

/*
 * Predict: where the walker goes next. Choosing among passages, any with
 * the same number of marks counts (tremaux_key); turning around names one.
 */
static const sm_ask tremaux_asks[] = {
    {.captions = SM_CAP(CAP_NEW) | SM_CAP(CAP_OLD), .cell = SM_ARG(2)},
    {.captions = SM_CAP(CAP_BACK) | SM_CAP(CAP_LOOP), .cell = SM_ARG(2)},
    {.captions = SM_CAP(CAP_GOAL), .cell = SM_ARG(0)},
};

/*
 * Exercises: where the walker goes. A passage with no mark (or, coming
 * back, with one) is any of them - the rule does not order them - while
 * turning around is the only way.
 */
static const sm_decision tremaux_decisions[] = {
    {{"the walker is at {c}: to which neighbour does it go?", "行者在 {c}：它走到哪个邻格？"},
     {"Tremaux takes any passage with no mark (new cell: not the one it came by; at a dead end it turns "
      "back), turns around at once when it closed a loop, and coming back prefers no mark, then one mark, "
      "never two",
      "Trémaux 走任意一条没有记号的通道（新格：不走来路；死胡同就回头）；形成环时立刻回头；"
      "回来时先走没有记号的，再走有一个记号的，从不走有两个记号的"}},
};

/* The open sides of c with k marks, other than `not`, as choices; returns how many there are. */
static size_t choices_with(const sm *m, const tremaux *t, uint32_t c, unsigned k, unsigned not, sm_choice *out,
                         size_t cap)
{
    size_t n = 0;
    for (unsigned d = 0; d < m->m->sides; d++)
        if (d != not && maze_is_open(m->m, c, d) && mark_of(t, c, d) == k)
            sm_offer(out, cap, &n, sm_choice_of_cell(maze_neighbor(m->m, c, d)));
    return n;
}

static size_t tremaux_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const tremaux *t = m->impl;
    unsigned caption, d = choose(t, m->m, &caption);
    uint32_t c = t->cur;
    size_t n = 0;
    if (d == MAZE_NO_SIDE)
        return 0;
    info->arg[0] = c;
    info->own = sm_choice_of_cell(maze_neighbor(m->m, c, d));
    if (caption == CAP_BACK || caption == CAP_LOOP) {
        sm_offer(out, cap, &n, info->own);
        return n;
    }
    return choices_with(m, t, c, mark_of(t, c, d), caption == CAP_NEW ? t->back : MAZE_NO_SIDE, out, cap);
}

const sm_algo solve_tremaux = {
    .kind = SM_SOLVER,
    .id = "tremaux",
    .alias = NULL,
    .name = {"Trémaux's algorithm", "Trémaux 算法"},
    .code = tremaux_code,
    .code_lines = SM_COUNT(tremaux_code),
    .captions = tremaux_captions,
    .n_captions = SM_COUNT(tremaux_captions),
    .legend = tremaux_legend,
    .n_legend = SM_COUNT(tremaux_legend),
    .events = tremaux_events,
    .n_events = SM_COUNT(tremaux_events),
    .main_event = EV_BACK,
    .asks = tremaux_asks,
    .n_asks = SM_COUNT(tremaux_asks),
    .choices = tremaux_choices,
    .decisions = tremaux_decisions,
    .n_decisions = SM_COUNT(tremaux_decisions),
    .init = tremaux_init,
    .run = tremaux_run,
    .cell = tremaux_cell,
    .wall = sm_plain_wall,
    .figures = tremaux_figures,
};
