/*
 * sidewinder.c - the Sidewinder algorithm.
 *
 * Rows are done top to bottom, cells left to right. The top row is one
 * corridor carved east. In every other row each cell joins the current
 * "run"; then a coin flip (forced at the east border) decides whether the
 * run goes on - carve east into the next cell - or closes - carve north from
 * one random cell of the run, which links the whole run to the rows above,
 * and start a new, empty run. Each row's runs hang from the row above by
 * exactly one passage each, so the result is a tree.
 *
 * Steps: one cell per step - it joins the run, then the run goes on (carve
 * east) or closes (carve north) in the same step. The open run is marked as
 * "the current run", the cell just added as current, and the cell a closed
 * run carved north from as chosen until the next step; the cells of a
 * closed run are in the maze.
 *
 * Bias: the top row is a single corridor, no dead end's only passage leads
 * south (W > 1), and every cell has a path to the top row that never goes
 * down; the texture is of horizontal runs with vertical stubs; about 28 %
 * dead ends. Cost: O(1) amortised per step (closing a run repaints its
 * cells, each cell once), exactly n steps (none for a 1x1 maze, done at
 * init); unwatched, a loop with no step bookkeeping between cells
 * (sidewinder_run). Memory: none per cell - the run is the interval [run, next) of the
 * cell numbering.
 */
#include "../sm_impl.h"

enum { LINE_START, LINE_TOP, LINE_TOP_END, LINE_EAST, LINE_NORTH, LINE_DONE };
enum {
    CAP_START,
    CAP_TOP,
    CAP_TOP_END,
    CAP_EAST,
    CAP_NORTH_COIN,
    CAP_NORTH_BORDER,
    CAP_DONE,
    CAP_DONE_ROW,
};

typedef struct sidewinder {
    uint32_t next;    /* the next cell to visit; cells below it are visited */
    uint32_t run;     /* first cell of the open run; run == next: empty */
    uint32_t current; /* the cell visited last, or MAZE_NONE */
    uint32_t chosen;  /* the cell the last closed run carved north from, or MAZE_NONE */
    uint64_t north;   /* passages carved north: runs closed */
} sidewinder;

/* Ends the run [s->run, s->next): its cells turn from "current run" to maze. */
static void end_run(sm *m, sidewinder *s)
{
    for (uint32_t k = s->run; k < s->next; k++)
        sm_touch(m, k);
    s->run = s->next;
}

/*
 * Closes the run ending at c: one random cell of it carves north (the
 * cell of f when an exercise chose it); returns that cell.
 */
static uint32_t close_run(sm *m, sidewinder *s, const sm_choice *f)
{
    uint32_t len = s->next - s->run;
    uint32_t k = s->run + (len == 1 ? 0 : rng_below(&m->r, len));
    if (f)
        k = f->cell;
    maze_carve(m->m, k, RECT_N);
    sm_touch_wall(m, k, RECT_N);
    end_run(m, s);
    s->north++;
    return k;
}

static bool sidewinder_step(sm *m)
{
    sidewinder *s = m->impl;
    maze *mz = m->m;
    uint32_t c = s->next++, len = s->next - s->run;
    bool last = s->next == mz->n;
    if (s->current != MAZE_NONE)
        sm_touch(m, s->current);
    if (s->chosen != MAZE_NONE)
        sm_touch(m, s->chosen);
    sm_touch(m, c);
    s->chosen = MAZE_NONE;
    bool east = maze_has_neighbor(mz, c, RECT_E);
    bool top = !maze_has_neighbor(mz, c, RECT_N);
    bool heads = east && (top || (rng_dir(&m->r) & 1u));
    const sm_choice *f = sm_take_forced(m);
    if (f)
        heads = f->side == RECT_E;
    if (heads) {
        maze_carve(mz, c, RECT_E);
        sm_touch_wall(m, c, RECT_E);
        sm_say(m, top ? LINE_TOP : LINE_EAST, top ? CAP_TOP : CAP_EAST, c, c + 1, len, 0);
    } else if (!top) {
        uint32_t k = close_run(m, s, f);
        if (last)
            sm_say(m, LINE_DONE, CAP_DONE, c, len, k, 0);
        else
            sm_say(m, LINE_NORTH, east ? CAP_NORTH_COIN : CAP_NORTH_BORDER, len, c, k, 0);
        s->chosen = last ? MAZE_NONE : k;
    } else {
        end_run(m, s); /* the top row's corridor is complete */
        if (last)
            sm_say(m, LINE_DONE, CAP_DONE_ROW, c, len, 0, 0);
        else
            sm_say(m, LINE_TOP_END, CAP_TOP_END, c, len, 0, 0);
    }
    s->current = last ? MAZE_NONE : c;
    return !last;
}

SM_DEFINE_RUN(run_watched, sidewinder_step)

/*
 * Unwatched (no change log: headless runs, --stats, the lab), all but the
 * batch's last cell are visited in a loop with the state in locals and
 * nothing said or touched - the same random draws in the same order, so
 * the same maze - and the last one by a step, which leaves the marks and
 * the note as single steps would.
 */
static uint64_t sidewinder_run(sm *m, uint64_t max)
{
    sidewinder *s = m->impl;
    maze *mz = m->m;
    if (m->changed || max < 2)
        return run_watched(m, max);
    uint64_t left = mz->n - s->next, quick = (max < left ? max : left) - 1;
    uint32_t c = s->next, end = c + (uint32_t)quick, run = s->run;
    uint64_t north = s->north;
    rng r = m->r;
    for (; c < end; c++) {
        unsigned links = rect_links(mz, c);
        bool east = links >> RECT_E & 1u, top = !(links >> RECT_N & 1u);
        if (east && (top || (rng_dir(&r) & 1u))) {
            maze_carve_k(mz, c, RECT_E, rect_step(mz, c, RECT_E), true);
            continue;
        }
        if (!top) {
            uint32_t len = c + 1 - run, k = run + (len == 1 ? 0 : rng_below(&r, len));
            maze_carve_k(mz, k, RECT_N, rect_step(mz, k, RECT_N), true);
            north++;
        }
        run = c + 1;
    }
    m->r = r;
    s->next = end;
    s->run = run;
    s->north = north;
    return quick + run_watched(m, 1);
}

static bool sidewinder_init(sm *m)
{
    sidewinder *s = sm_alloc(m, 1, sizeof *s);
    if (!(m->impl = s))
        return false;
    s->current = s->chosen = MAZE_NONE;
    if (m->m->n == 1) {
        s->next = s->run = 1;
        m->done = true;
    }
    sm_touch(m, 0);
    sm_say(m, LINE_START, CAP_START, 0, 0, 0, 0);
    return true;
}

static sm_cell sidewinder_cell(const sm *m, uint32_t c)
{
    const sidewinder *s = m->impl;
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    if (c == s->chosen)
        out.kind = SM_CELL_CHOSEN;
    else if (c == s->current)
        out.kind = SM_CELL_CURRENT;
    else if (c >= s->run && c < s->next)
        out.kind = SM_CELL_STACK;
    else if (c < s->next)
        out.kind = SM_CELL_MAZE;
    return out;
}

static size_t sidewinder_figures(const sm *m, sm_figure *out)
{
    const sidewinder *s = m->impl;
    size_t i = sm_fig(out, 0, "cells visited", "已访问的格", s->next, m->m->count);
    i = sm_fig(out, i, "current run", "当前段", s->next - s->run, 0);
    return sm_fig(out, i, "passages carved north", "向北打通的通道", s->north, 0);
}

static const sm_text sidewinder_code[] = {
    {"start at the top-left cell with an empty run", "从左上角的格开始，当前段为空"},
    {"top row: add the cell to the run, carve east", "顶行：把格加入当前段，向东打通"},
    {"top row ends at the east border: it is one corridor", "顶行到达东边界：整行是一条走廊"},
    {"next cell joins the run; heads: carve east, the run goes on",
     "下一格加入当前段；正面：向东打通，当前段继续"},
    {"tails, or the east border: carve north from a random cell of the run, start a new run",
     "反面或到达东边界：从当前段中随机一格向北打通，开始新的一段"},
    {"stop after the bottom-right cell", "处理完右下角的格后停止"},
};

static const sm_text sidewinder_captions[] = {
    [CAP_START] = {"start at {c}: the run is empty", "从 {c} 开始：当前段为空"},
    [CAP_TOP] = {"top row: carved east from {c} to {c} (run length {n})",
                 "顶行：从 {c} 向东打通到 {c}（当前段长 {n}）"},
    [CAP_TOP_END] = {"top row ends at {c}: one corridor of {n} cell{s}",
                     "顶行在 {c} 结束：一条 {n} 格的走廊"},
    [CAP_EAST] = {"heads: carved east from {c} to {c}, run length {n}",
                  "正面：从 {c} 向东打通到 {c}，当前段长 {n}"},
    [CAP_NORTH_COIN] = {"tails: run of length {n} end{s} at {c}: carved north from {c}",
                        "反面：长 {n} 的段在 {c} 结束：从 {c} 向北打通"},
    [CAP_NORTH_BORDER] = {"east border: run of length {n} end{s} at {c}: carved north from {c}",
                          "东边界：长 {n} 的段在 {c} 结束：从 {c} 向北打通"},
    [CAP_DONE] = {"last cell {c}: run of length {n} carved north from {c}; done",
                  "最后一格 {c}：长 {n} 的段从 {c} 向北打通；完成"},
    [CAP_DONE_ROW] = {"last cell {c}: the only row is one corridor of {n} cell{s}; done",
                      "最后一格 {c}：唯一的一行是 {n} 格的走廊；完成"},
};

static const sm_legend sidewinder_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not visited yet", "尚未访问"}},
    {SM_MARK_CELL, SM_CELL_MAZE, {"in the maze (its run is closed)", "已在迷宫中（所在的段已结束）"}},
    {SM_MARK_CELL, SM_CELL_STACK, {"the current run", "当前段"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"the cell just added", "刚加入的格"}},
    {SM_MARK_CELL, SM_CELL_CHOSEN, {"the run's cell that carved north", "当前段中向北打通的格"}},
};

/* The size of a closed run: its cells. */
static uint64_t run_cells(const sm_note *n) { return n->caption == CAP_DONE ? n->arg[1] : n->arg[0]; }

enum { EV_CLOSE, EV_ROW };
static const sm_event sidewinder_events[] = {
    [EV_CLOSE] = {"run-closed", {"a run closes: carve north", "一段结束：向北打通"},
                  SM_CAP(CAP_NORTH_COIN) | SM_CAP(CAP_NORTH_BORDER) | SM_CAP(CAP_DONE),
                  SM_SIZE("cells in the run", "这一段的格数", run_cells)},
    [EV_ROW] = {"row-end", {"a row is finished", "一行完成"},
                SM_CAP(CAP_TOP_END) | SM_CAP(CAP_NORTH_BORDER) | SM_CAP(CAP_DONE) | SM_CAP(CAP_DONE_ROW)},
};

/*
 * Predict: the next cell is the next in row-major order; the choice shown
 * is the east carve of heads, or the run's random cell that carves north.
 */
static const sm_ask sidewinder_asks[] = {
    {.captions = SM_CAP(CAP_EAST), .from = SM_ARG(0), .to = SM_ARG(1), .cell = SM_ARG(0)},
    {.captions = SM_CAP(CAP_NORTH_COIN) | SM_CAP(CAP_NORTH_BORDER), .from = SM_ARG(2), .cell = SM_ARG(1)},
    {.captions = SM_CAP(CAP_DONE), .from = SM_ARG(2), .cell = SM_ARG(0)},
    {.captions = SM_CAP(CAP_TOP) | SM_CAP(CAP_TOP_END) | SM_CAP(CAP_DONE_ROW), .cell = SM_ARG(0)},
};

/*
 * Exercises: which wall the cell visited carves: east (the run goes on)
 * or north from a cell of the run (the run closes; any of them, drawn).
 * The top row's corridor has only east; its end decides nothing.
 */
static const sm_decision sidewinder_decisions[] = {
    {{"{c} joins the run: carve east, or close the run by carving north from which of its cells?",
      "{c} 加入当前段：向东打通，还是结束这一段、从段中哪一格向北打通？"},
     {"Sidewinder flips a coin: heads carves east, tails closes the run, carving north from any cell of it "
      "(it draws one); at the east border the run must close, and the top row only carves east",
      "Sidewinder 抛硬币：正面向东打通，反面结束当前段，从段中任意一格向北打通（随机选一个）；"
      "到东边界必须结束，顶行只向东打通"}},
};

static size_t sidewinder_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const sidewinder *s = m->impl;
    uint32_t c = s->next, len = c + 1 - s->run;
    bool east = maze_has_neighbor(m->m, c, RECT_E), top = !maze_has_neighbor(m->m, c, RECT_N);
    size_t n = 0;
    info->arg[0] = c;
    if (east)
        sm_offer(out, cap, &n, sm_choice_of_wall(c, RECT_E));
    for (uint32_t k = s->run; !top && k <= c; k++)
        sm_offer(out, cap, &n, sm_choice_of_wall(k, RECT_N));
    rng r = m->r;
    if (east && (top || (rng_dir(&r) & 1u)))
        info->own = sm_choice_of_wall(c, RECT_E);
    else
        info->own = sm_choice_of_wall(s->run + (len == 1 ? 0 : rng_below(&r, len)), RECT_N);
    return n;
}

const sm_algo gen_sidewinder = {
    .kind = SM_GENERATOR,
    .needs = GRID_CAP_SQUARES,
    .id = "sidewinder",
    .alias = NULL,
    .name = {"Sidewinder", "Sidewinder 算法"},
    .plan = {1, 0}, /* one step per cell: n */
    .code = sidewinder_code,
    .code_lines = SM_COUNT(sidewinder_code),
    .captions = sidewinder_captions,
    .n_captions = SM_COUNT(sidewinder_captions),
    .legend = sidewinder_legend,
    .n_legend = SM_COUNT(sidewinder_legend),
    .events = sidewinder_events,
    .n_events = SM_COUNT(sidewinder_events),
    .main_event = EV_CLOSE,
    .asks = sidewinder_asks,
    .n_asks = SM_COUNT(sidewinder_asks),
    .choices = sidewinder_choices,
    .decisions = sidewinder_decisions,
    .n_decisions = SM_COUNT(sidewinder_decisions),
    .init = sidewinder_init,
    .run = sidewinder_run,
    .cell = sidewinder_cell,
    .wall = sm_plain_wall,
    .figures = sidewinder_figures,
};
