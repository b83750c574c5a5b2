/*
 * wilson.c - Wilson's algorithm: loop-erased random walks (Wilson 1996).
 *
 * The maze starts as one random cell. A walk starts at a cell outside the
 * maze and moves at random; when it steps onto its own path the loop it
 * just closed is erased at once, and when it steps onto the maze the whole
 * path, with the walls between its cells, joins the maze in that step.
 * Then the next walk starts, until every cell is in the maze.
 *
 * Steps: starting a walk is one step; then one random move per step
 * (erasing a loop or joining the maze happen inside the move that causes
 * them). Walk starts are the first cell outside the maze in row-major
 * order (as in the seed tutorial) or, with start=random, in a random
 * permutation of the cells; either way the result is uniform over all
 * spanning trees.
 *
 * Bias: none - every perfect maze is equally likely. Cost: the walk's moves
 * are O(1) each, and erasing or carving a cell is paid for by the move that
 * put it on the path, so a step is O(1) amortised. Expected moves grow
 * roughly like n log n; the first walks are the long ones.
 * Memory: one state byte per cell - in-maze and on-walk flags plus the
 * direction back along the walk, so the path is a linked list through the
 * grid and membership is one load (no list scans). The walk itself lives in
 * walk.h, shared with Houston's algorithm.
 */
#include "walk.h"

enum { OPT_START };
enum { START_FIRST, START_RANDOM };

typedef struct wilson {
    walk walk;
    /* Walk-start order: x -> (mul * x + add) mod 2^bits, values >= n skipped. */
    uint64_t order_pos, order_mul, order_add, order_mask;
    uint64_t order_left; /* positions left to visit */
} wilson;

static const walk_lines lines = {.start = 1, .extend = 2, .erase = 3, .join = 4, .done = 5};

/* The next start cell: first cell outside the maze in the walk-start order. */
static uint32_t next_start(wilson *w, const maze *m)
{
    uint32_t n = m->n;
    while (w->order_left > 0) {
        uint64_t x = w->order_pos;
        w->order_pos = (w->order_mul * x + w->order_add) & w->order_mask;
        w->order_left--;
        if (x < n && !(w->walk.st[x] & WALK_IN_MAZE) && maze_exists(m, (uint32_t)x))
            return (uint32_t)x;
    }
    return MAZE_NONE; /* unreachable while cells remain outside */
}

/*
 * The next walk's start: the order's next cell, or the one chosen
 * (sm_take_forced); the order's cell then waits for a later walk.
 */
static uint32_t start_cell(sm *m, wilson *w)
{
    uint64_t pos = w->order_pos, left = w->order_left;
    uint32_t s = next_start(w, m->m);
    const sm_choice *f = sm_take_forced(m);
    if (f && f->cell != s) {
        w->order_pos = pos;
        w->order_left = left;
        s = f->cell;
    }
    return s;
}

/*
 * Walk moves in batches; a step with no walk under way starts the next one.
 * Watched runs (change tracking on) erase loops as they happen, so the
 * ghost and the loop count exist; unwatched ones run the last-exit form.
 */
static uint64_t wilson_run(sm *m, uint64_t max)
{
    wilson *w = m->impl;
    uint64_t done = 0;
    while (done < max) {
        if (w->walk.head == MAZE_NONE) {
            walk_begin(m, &w->walk, start_cell(m, w), &lines);
            done++;
            continue;
        }
        bool joined;
        const sm_choice *f = sm_take_forced(m);
        if (f)
            done += walk_run_forced(m, &w->walk, done, f, &joined, &lines);
        else if (m->changed)
            done += walk_run(m, &w->walk, done, max - done, &joined, &lines);
        else
            done += walk_fast(m, &w->walk, max - done, &joined, &lines);
        if (joined && w->walk.in_maze == m->m->count) {
            m->done = true;
            break;
        }
    }
    return done;
}

/* Sets up the walk-start order: identity, or a random full-period LCG. */
static void init_order(sm *m, wilson *w)
{
    uint64_t size = 1;
    while (size < m->m->n)
        size <<= 1;
    w->order_mask = size - 1;
    w->order_left = size;
    if (sm_option_value(m, OPT_START) == START_RANDOM) {
        /* mul = 1 mod 4 and add odd give period 2^bits (Hull-Dobell). */
        w->order_mul = ((rng_next(&m->r) << 2) | 1u) & w->order_mask;
        w->order_add = (rng_next(&m->r) | 1u) & w->order_mask;
        w->order_pos = rng_next(&m->r) & w->order_mask;
        if (size < 4)
            w->order_mul = 1;
    } else {
        w->order_mul = 1;
        w->order_add = 1;
        w->order_pos = 0;
    }
}

static bool wilson_init(sm *m)
{
    wilson *w = sm_alloc(m, 1, sizeof *w);
    if (!(m->impl = w))
        return false;
    init_order(m, w);
    return walk_init(m, &w->walk) != MAZE_NONE;
}

static sm_cell wilson_cell(const sm *m, uint32_t c)
{
    const wilson *w = m->impl;
    return walk_cell(&w->walk, c);
}

static sm_wall_kind wilson_wall(const sm *m, uint32_t c, maze_dir d)
{
    const wilson *w = m->impl;
    return walk_wall(m, &w->walk, c, d);
}

static size_t wilson_figures(const sm *m, sm_figure *out)
{
    const wilson *w = m->impl;
    size_t i = sm_fig(out, 0, "cells in the maze", "迷宫中的格", w->walk.in_maze, m->m->count);
    i = sm_fig(out, i, "walk length", "游走长度", w->walk.len, 0);
    if (!sm_watched_throughout(m)) /* the last-exit form (walk_fast) does not count loops */
        return i;
    return sm_fig(out, i, "loops erased", "已擦除的环", w->walk.loops_erased, 0);
}

static const sm_option wilson_options[] = {
    {"start", "where each walk starts: first cell outside the maze (row-major) or random order",
     {"first", "random", NULL}, 0},
};

static const sm_text wilson_code[] = {
    {"put one random cell in the maze", "把一个随机格放进迷宫"},
    {"start a walk at the next cell outside the maze", "从迷宫外的下一个格开始一次游走"},
    {"  step to a random neighbour: a new cell extends the walk", "  随机走到一个邻格：新格接在游走的末端"},
    {"  stepped onto the walk itself: erase the loop just made", "  碰到游走自身：擦除刚形成的环"},
    {"  stepped onto the maze: open the walls along the walk; its cells join the maze",
     "  走到迷宫上：打通游走沿途的墙，游走的格并入迷宫"},
    {"repeat from line 2 until every cell is in the maze", "重复第 2 行，直到所有格都在迷宫中"},
};

static const sm_text wilson_captions[] = {WALK_CAPTIONS};

static const sm_legend wilson_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_MAZE, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_WALK, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_HEAD, {NULL, NULL}},
    {SM_MARK_WALL, SM_WALL_TENTATIVE, {NULL, NULL}},
};

/* Events: the steps a teacher stops at. */
enum { EV_START, EV_ERASE, EV_JOIN };
static const sm_event wilson_events[] = {
    [EV_START] = {"walk-start", {"a walk starts", "一次游走开始"}, SM_CAP(WALK_CAP_START)},
    [EV_ERASE] = {"loop-erased", {"a loop is erased", "擦除了一个环"}, SM_CAP(WALK_CAP_ERASE), WALK_LOOP_SIZE},
    [EV_JOIN] = {"walk-joins", {"the walk joins the maze", "游走加入迷宫"},
                 SM_CAP(WALK_CAP_JOIN) | SM_CAP(WALK_CAP_DONE), WALK_JOIN_SIZE},
};

/*
 * Predict: each move's random target is shown as an arrow before "which
 * line?"; where the next walk starts is a cell question (start=first: the
 * first cell outside the maze in row-major order; start=random: any cell
 * outside the maze, see wilson_key).
 */
static const sm_ask wilson_asks[] = {
    WALK_ASKS,
    {.captions = SM_CAP(WALK_CAP_START), .cell = SM_ARG(0)},
};

/*
 * Exercises: where a walk starts (start=first: the first cell outside the
 * maze in row-major order; start=random: any cell outside it, the order
 * being random), then each move of the walk (walk.h).
 */
enum { DEC_FIRST, DEC_ANY, DEC_MOVE };
static const sm_decision wilson_decisions[] = {
    [DEC_FIRST] = {{"where does the next walk start?", "下一次游走从哪一格开始？"},
                   {"a walk starts at the first cell outside the maze in row-major order",
                    "游走从按行优先顺序的第一个迷宫外的格开始"}},
    [DEC_ANY] = {{"where does the next walk start?", "下一次游走从哪一格开始？"},
                 {"with start=random a walk starts at any cell outside the maze (the order is random)",
                  "start=random 时游走从任意一个迷宫外的格开始（顺序是随机的）"}},
    [DEC_MOVE] = WALK_DECISION_MOVE,
};

static size_t wilson_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const wilson *w = m->impl;
    if (w->walk.head != MAZE_NONE) {
        info->decision = DEC_MOVE;
        return walk_move_choices(m, &w->walk, info, out, cap);
    }
    wilson order = *w; /* next_start moves the order: ask a copy */
    info->own = sm_choice_of_cell(next_start(&order, m->m));
    size_t n = 0;
    if (sm_option_value(m, OPT_START) != START_RANDOM) {
        info->decision = DEC_FIRST;
        sm_offer(out, cap, &n, info->own);
        return n;
    }
    info->decision = DEC_ANY;
    for (uint32_t c = 0; c < m->m->n; c++)
        if (maze_exists(m->m, c) && !(w->walk.st[c] & (WALK_IN_MAZE | WALK_ON)))
            sm_offer(out, cap, &n, sm_choice_of_cell(c));
    return n;
}

const sm_algo gen_wilson = {
    .kind = SM_GENERATOR,
    .id = "wilson",
    .alias = NULL,
    .name = {"Wilson's algorithm", "Wilson 算法"},
    .options = wilson_options,
    .n_options = SM_COUNT(wilson_options),
    .code = wilson_code,
    .code_lines = SM_COUNT(wilson_code),
    .captions = wilson_captions,
    .n_captions = SM_COUNT(wilson_captions),
    .legend = wilson_legend,
    .n_legend = SM_COUNT(wilson_legend),
    .events = wilson_events,
    .n_events = SM_COUNT(wilson_events),
    .main_event = EV_ERASE,
    .asks = wilson_asks,
    .n_asks = SM_COUNT(wilson_asks),
    .choices = wilson_choices,
    .decisions = wilson_decisions,
    .n_decisions = SM_COUNT(wilson_decisions),
    .init = wilson_init,
    .run = wilson_run,
    .cell = wilson_cell,
    .wall = wilson_wall,
    .figures = wilson_figures,
};
