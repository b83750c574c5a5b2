/*
 * houston.c - Houston's algorithm: Aldous-Broder, then Wilson.
 *
 * Aldous-Broder is fast at first (almost every move finds a new cell) and
 * slow at the end; Wilson is slow at first (the first walk has to find a
 * tiny maze) and fast at the end. Houston's idea is to run Aldous-Broder
 * until about a third of the cells are in the maze, then let Wilson's
 * loop-erased walks (walk.h) add the rest, each walk starting at the first
 * cell outside the maze in row-major order.
 *
 * Phases: Aldous-Broder (one random move of the wandering walk per step,
 * the walker shown as the current cell), then Wilson (starting a walk is
 * a step, then one walk move per step, with the walk and its tentative
 * walls shown). The switch is a step of its own once ceil(n/3) cells are
 * in the maze.
 *
 * Bias: often called uniform, but it is not: the Aldous-Broder tree is
 * stopped at a time that depends on the walk, and Wilson's walks then treat
 * it as a plain subtree. tests/test_uniform.c counts the spanning trees it
 * makes: chi-squared 428 (df 191, p ~ 5e-20) over 57,600 mazes of 3x3 and
 * 68.6 (df 14, p ~ 7e-9) over 100,000 of 3x2, where a uniform algorithm
 * stays near df (Wilson: 188.8 and 17.6).
 * The mazes look like uniform ones to the eye. Cost: O(1) per step
 * (amortised in the Wilson phase); in all about as many moves as Wilson.
 * Memory: one state byte per cell, the same as Wilson's.
 */
#include "walk.h"

typedef enum houston_phase { PHASE_WANDER, PHASE_SWITCH, PHASE_WILSON } houston_phase;

typedef struct houston {
    walk walk;
    houston_phase phase;
    uint32_t current; /* the Aldous-Broder walker; MAZE_NONE after the switch */
    uint32_t target;  /* cells in the maze that end the first phase */
    uint32_t cursor;  /* cells before it are all in the maze */
} houston;

static const walk_lines lines = {
    .wander_new = 1, .wander_old = 1, .start = 3, .extend = 4, .erase = 5, .join = 6, .done = 7};
enum { LINE_SWITCH = 2 };

/* The first cell outside the maze in row-major order. */
static uint32_t next_start(const maze *mz, houston *h)
{
    while ((h->walk.st[h->cursor] & WALK_IN_MAZE) || !maze_exists(mz, h->cursor))
        h->cursor++;
    return h->cursor;
}

/* One Aldous-Broder move; the next step switches once the target is reached. */
static bool wander(sm *m, houston *h)
{
    uint32_t from = h->current;
    if (!walk_wander(m, &h->walk, &h->current, &lines) || h->walk.in_maze < h->target)
        return true;
    if (h->walk.in_maze == m->m->count) {
        walk_wander_done(m, &lines, from, h->current);
        h->current = MAZE_NONE;
        return false;
    }
    h->phase = PHASE_SWITCH;
    return true;
}

static bool houston_step(sm *m)
{
    houston *h = m->impl;
    bool joined;
    switch (h->phase) {
    case PHASE_WANDER:
        return wander(m, h);
    case PHASE_SWITCH:
        sm_touch(m, h->current);
        h->current = MAZE_NONE;
        h->phase = PHASE_WILSON;
        sm_say(m, LINE_SWITCH, WALK_CAP_SWITCH, (uint32_t)h->walk.in_maze, 0, 0, 0);
        return true;
    case PHASE_WILSON:
        break;
    }
    if (h->walk.head == MAZE_NONE) {
        walk_begin(m, &h->walk, next_start(m->m, h), &lines);
        return true;
    }
    const sm_choice *f = sm_take_forced(m);
    if (f)
        walk_run_forced(m, &h->walk, m->nth - 1, f, &joined, &lines);
    else
        walk_run(m, &h->walk, m->nth - 1, 1, &joined, &lines);
    return !joined || h->walk.in_maze < m->m->count;
}

SM_DEFINE_RUN(houston_steps, houston_step)

/*
 * Unwatched runs take the Wilson phase's walks in the last-exit form, in
 * batches (walk_fast); everything else goes step by step.
 */
static uint64_t houston_run(sm *m, uint64_t max)
{
    houston *h = m->impl;
    if (m->changed)
        return houston_steps(m, max);
    uint64_t done = 0;
    while (done < max && !m->done) {
        if (h->phase != PHASE_WILSON || h->walk.head == MAZE_NONE || m->forced) {
            done += houston_steps(m, 1);
            continue;
        }
        bool joined;
        done += walk_fast(m, &h->walk, max - done, &joined, &lines);
        if (joined && h->walk.in_maze == m->m->count)
            m->done = true;
    }
    return done;
}

static bool houston_init(sm *m)
{
    houston *h = sm_alloc(m, 1, sizeof *h);
    if (!(m->impl = h))
        return false;
    uint32_t n = m->m->count;
    h->target = n / 3 + (n % 3 != 0);
    h->phase = PHASE_WANDER;
    h->current = walk_init(m, &h->walk);
    if (m->done)
        h->current = MAZE_NONE;
    return h->walk.st != NULL;
}

static sm_cell houston_cell(const sm *m, uint32_t c)
{
    const houston *h = m->impl;
    if (c == h->current) {
        sm_cell out = {SM_CELL_CURRENT, 0, 0};
        return out;
    }
    return walk_cell(&h->walk, c);
}

static sm_wall_kind houston_wall(const sm *m, uint32_t c, maze_dir d)
{
    const houston *h = m->impl;
    return walk_wall(m, &h->walk, c, d);
}

static size_t houston_figures(const sm *m, sm_figure *out)
{
    const houston *h = m->impl;
    size_t i = sm_fig(out, 0, "cells in the maze", "迷宫中的格", h->walk.in_maze, m->m->count);
    i = sm_fig(out, i, "switch at", "切换点", h->target, 0);
    if (h->phase != PHASE_WILSON)
        return i;
    i = sm_fig(out, i, "walk length", "游走长度", h->walk.len, 0);
    if (!sm_watched_throughout(m)) /* the last-exit form (walk_fast) does not count loops */
        return i;
    return sm_fig(out, i, "loops erased", "已擦除的环", h->walk.loops_erased, 0);
}

static const sm_text houston_code[] = {
    {"put a random cell in the maze; the walker stands on it", "把一个随机格放进迷宫，漫游者站在上面"},
    {"Aldous-Broder: walk at random; carve into every new cell", "Aldous-Broder：随机漫游，走进新格就打通墙"},
    {"a third of the cells are in: switch to Wilson's walks", "三分之一的格已在迷宫中：改用 Wilson 游走"},
    {"start a walk at the first cell outside the maze", "从迷宫外的第一个格开始游走"},
    {"  step to a random neighbour: a new cell extends the walk", "  随机走到一个邻格：新格接在游走的末端"},
    {"  stepped onto the walk itself: erase the loop just made", "  碰到游走自身：擦除刚形成的环"},
    {"  stepped onto the maze: open the walls along the walk; its cells join the maze",
     "  走到迷宫上：打通游走沿途的墙，游走的格并入迷宫"},
    {"stop when every cell is in the maze", "所有格都在迷宫中时停止"},
};

static const sm_text houston_captions[] = {WALK_CAPTIONS};

static const sm_legend houston_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_MAZE, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"the Aldous-Broder walker", "Aldous-Broder 漫游者"}},
    {SM_MARK_CELL, SM_CELL_WALK, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_HEAD, {NULL, NULL}},
    {SM_MARK_WALL, SM_WALL_TENTATIVE, {NULL, NULL}},
};

/* Events: the switch between the phases, and Wilson's walk events after it. */
enum { EV_NEW, EV_SWITCH, EV_START, EV_ERASE, EV_JOIN };
static const sm_event houston_events[] = {
    [EV_NEW] = {"new-cell", {"the walker reaches a new cell", "漫游者走到新格"}, SM_CAP(WALK_CAP_NEW)},
    [EV_SWITCH] = {"switch", {"switch to Wilson's walks", "改用 Wilson 游走"}, SM_CAP(WALK_CAP_SWITCH)},
    [EV_START] = {"walk-start", {"a walk starts", "一次游走开始"}, SM_CAP(WALK_CAP_START)},
    [EV_ERASE] = {"loop-erased", {"a loop is erased", "擦除了一个环"}, SM_CAP(WALK_CAP_ERASE), WALK_LOOP_SIZE},
    [EV_JOIN] = {"walk-joins", {"the walk joins the maze", "游走加入迷宫"},
                 SM_CAP(WALK_CAP_JOIN) | SM_CAP(WALK_CAP_DONE), WALK_JOIN_SIZE},
};

/* Predict: every move's target is an arrow; a walk starts at the first cell outside the maze. */
static const sm_ask houston_asks[] = {
    WALK_ASKS,
    {.captions = SM_CAP(WALK_CAP_START), .cell = SM_ARG(0)},
};

/*
 * Exercises: the wanderer's moves (and whether each opens its wall), then
 * where each walk starts - the first cell outside the maze - and its moves
 * (walk.h). The switch between the phases decides nothing.
 */
enum { DEC_WANDER, DEC_START, DEC_MOVE };
static const sm_decision houston_decisions[] = {
    [DEC_WANDER] = WALK_DECISION_WANDER,
    [DEC_START] = {{"where does the next walk start?", "下一次游走从哪一格开始？"},
                   {"a walk starts at the first cell outside the maze in row-major order",
                    "游走从按行优先顺序的第一个迷宫外的格开始"}},
    [DEC_MOVE] = WALK_DECISION_MOVE,
};

static size_t houston_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const houston *h = m->impl;
    size_t n = 0;
    switch (h->phase) {
    case PHASE_WANDER:
        info->decision = DEC_WANDER;
        return walk_wander_choices(m, &h->walk, h->current, info, out, cap);
    case PHASE_SWITCH:
        return 0;
    case PHASE_WILSON:
        break;
    }
    if (h->walk.head != MAZE_NONE) {
        info->decision = DEC_MOVE;
        return walk_move_choices(m, &h->walk, info, out, cap);
    }
    houston order = *h; /* next_start moves the cursor: ask a copy */
    info->decision = DEC_START;
    info->own = sm_choice_of_cell(next_start(m->m, &order));
    sm_offer(out, cap, &n, info->own);
    return n;
}

const sm_algo gen_houston = {
    .kind = SM_GENERATOR,
    .id = "houston",
    .alias = NULL,
    .name = {"Houston's algorithm", "Houston 算法"},
    .code = houston_code,
    .code_lines = SM_COUNT(houston_code),
    .captions = houston_captions,
    .n_captions = SM_COUNT(houston_captions),
    .legend = houston_legend,
    .n_legend = SM_COUNT(houston_legend),
    .events = houston_events,
    .n_events = SM_COUNT(houston_events),
    .main_event = EV_ERASE,
    .asks = houston_asks,
    .n_asks = SM_COUNT(houston_asks),
    .choices = houston_choices,
    .decisions = houston_decisions,
    .n_decisions = SM_COUNT(houston_decisions),
    .init = houston_init,
    .run = houston_run,
    .cell = houston_cell,
    .wall = houston_wall,
    .figures = houston_figures,
};
