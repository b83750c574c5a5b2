/*
 * hunt_and_kill.c - the Hunt-and-Kill algorithm.
 *
 * Walk: from the current cell, open the wall to a random unvisited
 * neighbour and move there, until the walk reaches a cell with no
 * unvisited neighbour. Hunt: scan the grid in row-major order for an
 * unvisited cell next to the maze, open the wall to a random visited
 * neighbour of it, and walk on from there. Done when every cell is in the
 * maze.
 *
 * Steps: one walk move; "dead end: start hunting"; one hunted row scanned
 * (up to the first unvisited cell in it); "found: carve it, a new walk
 * starts". The run ends with the step that adds the last cell, so a run is
 * n-1 carving steps plus, per hunt, the dead end and the rows scanned.
 * While hunting, the hunted row is marked as scanned for the whole hunt
 * and the scan position as current.
 *
 * The first walk starts at the first cell (top left). A cursor marks the
 * first unvisited cell in order; every cell before it is in the maze, so
 * a hunt starts at the cursor's row (a ring on a polar grid) and scans on
 * from there. On a rectangle the first unvisited cell always has its north
 * or west neighbour visited (that neighbour comes earlier in the order),
 * so it is exactly the cell the classic hunt looks for and the cursor only
 * moves forward: O(n) in all instead of O(n) per hunt. On other grids and
 * masks the first unvisited cell may have no visited neighbour; the scan
 * then passes it by, and a hunt can cost up to a scan of the grid, as in
 * the classic algorithm.
 *
 * Bias: long winding corridors and few dead ends (9.3 % of cells on
 * 300x300), a texture much like the backtracker's; not uniform.
 * Cost: O(1) per step amortised (the hunt cursor), O(n) in all; marking
 * the hunted row costs up to one row of change-log entries per hunt, and
 * stops as soon as the log is full (the renderer then redraws all).
 * Memory: one byte per cell (visited).
 */
#include "pick.h"

typedef enum hunt_phase { PHASE_WALK, PHASE_HUNT, PHASE_FOUND } hunt_phase;
enum { LINE_START, LINE_WALK, LINE_DEAD, LINE_SCAN, LINE_FOUND, LINE_DONE };
enum { CAP_START, CAP_WALK, CAP_DEAD, CAP_FULL, CAP_HIT, CAP_FOUND, CAP_DONE_WALK, CAP_DONE_FOUND };

typedef struct hunt_and_kill {
    uint8_t *visited;
    hunt_phase phase;
    uint32_t head;     /* walk head; MAZE_NONE while hunting */
    uint32_t cursor;   /* every cell before it is visited */
    uint32_t scan;     /* hunting: the scan position */
    uint32_t row;      /* hunting: first cell of the hunted row */
    uint32_t row_len;  /* hunting: its cells */
    uint32_t chosen;   /* the cell the last hunt found, for one step; else MAZE_NONE */
    uint64_t in_maze, walks, rows;
} hunt_and_kill;

/* Touches cells lo..lo+count-1, stopping when the log is full (a full log redraws all). */
static void touch_row(sm *m, uint32_t lo, uint32_t count)
{
    if (!m->changed)
        return;
    for (uint32_t c = lo; c < lo + count && m->nchanged < m->cap; c++)
        sm_touch(m, c);
}

static void set_chosen(sm *m, hunt_and_kill *h, uint32_t c)
{
    if (h->chosen != MAZE_NONE)
        sm_touch(m, h->chosen);
    h->chosen = c;
}

/* Starts hunting in the row of c; returns the row's number. */
static uint32_t hunt_row(sm *m, hunt_and_kill *h, uint32_t c)
{
    uint32_t y = m->m->shape->row(m->m, c, &h->row, &h->row_len);
    touch_row(m, h->row, h->row_len);
    return y;
}

/* Whether c is a cell outside the maze next to it: the hunt's target. */
static bool hunted(const maze *mz, const uint8_t *visited, uint32_t c)
{
    if (visited[c] || !maze_exists(mz, c))
        return false;
    for (maze_dir d = 0; d < mz->sides; d++) {
        uint32_t nb = maze_neighbor(mz, c, d);
        if (nb != MAZE_NONE && visited[nb])
            return true;
    }
    return false;
}

/* c joins the maze; true when it was the last cell. */
static bool join(hunt_and_kill *h, uint32_t c, uint32_t n)
{
    h->visited[c] = 1;
    return ++h->in_maze == n;
}

static bool walk_step(sm *m, hunt_and_kill *h)
{
    uint32_t c = h->head;
    maze_dir d = pick_neighbor(m->m, &m->r, h->visited, c, 1, 0);
    const sm_choice *f = sm_take_forced(m);
    if (f)
        d = sm_forced_side(m, c, f);
    sm_touch(m, c);
    if (d == MAZE_NO_SIDE) {
        h->head = MAZE_NONE;
        h->phase = PHASE_HUNT;
        while (h->visited[h->cursor] || !maze_exists(m->m, h->cursor))
            h->cursor++;
        h->scan = h->cursor;
        sm_say(m, LINE_DEAD, CAP_DEAD, c, hunt_row(m, h, h->cursor), 0, 0);
        return true;
    }
    uint32_t nb = maze_neighbor(m->m, c, d);
    uint32_t word = grid_dir_arg(m->m, c, d);
    maze_carve(m->m, c, d);
    sm_touch_wall(m, c, d);
    if (join(h, nb, m->m->count)) {
        h->head = MAZE_NONE;
        sm_say(m, LINE_DONE, CAP_DONE_WALK, word, c, nb, 0);
        return false;
    }
    h->head = nb;
    sm_say(m, LINE_WALK, CAP_WALK, word, c, nb, 0);
    return true;
}

/* Scans the hunted row from the scan position up to the first hunted cell or the row's end. */
static bool scan_step(sm *m, hunt_and_kill *h)
{
    uint32_t end = h->row + h->row_len, first, len;
    uint32_t y = m->m->shape->row(m->m, h->row, &first, &len);
    sm_touch(m, h->scan);
    while (h->scan < end && !hunted(m->m, h->visited, h->scan))
        h->scan++;
    h->rows++;
    if (h->scan < end) {
        h->phase = PHASE_FOUND;
        sm_touch(m, h->scan);
        sm_say(m, LINE_SCAN, CAP_HIT, y, h->scan, 0, 0);
        return true;
    }
    touch_row(m, h->row, h->row_len);
    hunt_row(m, h, end);
    sm_say(m, LINE_SCAN, CAP_FULL, y, 0, 0, 0);
    return true;
}

static bool found_step(sm *m, hunt_and_kill *h)
{
    uint32_t c = h->scan;
    maze_dir d = pick_neighbor(m->m, &m->r, h->visited, c, 1, 1);
    const sm_choice *f = sm_take_forced(m);
    if (f)
        d = sm_forced_side(m, c, f);
    uint32_t nb = maze_neighbor(m->m, c, d), word = grid_dir_arg(m->m, c, d);
    maze_carve(m->m, c, d);
    sm_touch_wall(m, c, d);
    touch_row(m, h->row, h->row_len);
    h->walks++;
    if (join(h, c, m->m->count)) {
        sm_say(m, LINE_DONE, CAP_DONE_FOUND, c, word, nb, 0);
        return false;
    }
    h->phase = PHASE_WALK;
    h->head = c;
    set_chosen(m, h, c);
    sm_say(m, LINE_FOUND, CAP_FOUND, c, word, nb, 0);
    return true;
}

static bool hunt_and_kill_step(sm *m)
{
    hunt_and_kill *h = m->impl;
    set_chosen(m, h, MAZE_NONE);
    if (h->phase == PHASE_WALK)
        return walk_step(m, h);
    if (h->phase == PHASE_HUNT)
        return scan_step(m, h);
    return found_step(m, h);
}

SM_DEFINE_RUN(hunt_and_kill_run, hunt_and_kill_step)

static bool hunt_and_kill_init(sm *m)
{
    hunt_and_kill *h = sm_alloc(m, 1, sizeof *h);
    if (!(m->impl = h) || !(h->visited = sm_alloc(m, m->m->n, 1)))
        return false;
    h->chosen = MAZE_NONE;
    h->phase = PHASE_WALK;
    h->head = maze_first_cell(m->m);
    h->walks = 1;
    sm_touch(m, h->head);
    sm_say(m, LINE_START, CAP_START, h->head, 0, 0, 0);
    if (join(h, h->head, m->m->count)) {
        h->head = MAZE_NONE;
        m->done = true;
    }
    return true;
}

static sm_cell hunt_and_kill_cell(const sm *m, uint32_t c)
{
    const hunt_and_kill *h = m->impl;
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    bool hunting = h->phase != PHASE_WALK && !m->done;
    if (c == h->chosen)
        out.kind = SM_CELL_CHOSEN;
    else if (c == h->head || (hunting && c == h->scan))
        out.kind = SM_CELL_CURRENT;
    else if (hunting && c >= h->row && c - h->row < h->row_len)
        out.kind = SM_CELL_SCAN;
    else if (h->visited[c])
        out.kind = SM_CELL_MAZE;
    return out;
}

static size_t hunt_and_kill_figures(const sm *m, sm_figure *out)
{
    const hunt_and_kill *h = m->impl;
    size_t i = sm_fig(out, 0, "cells in the maze", "迷宫中的格", h->in_maze, m->m->count);
    i = sm_fig(out, i, "walks", "游走次数", h->walks, 0);
    return sm_fig(out, i, "hunted rows", "搜索过的行", h->rows, 0);
}

static const sm_text hunt_and_kill_code[] = {
    {"start a walk at the top-left cell", "从左上角的格开始游走"},
    {"walk: carve to a random unvisited neighbour and move there", "游走：随机打通到一个未访问的邻格，走过去"},
    {"dead end (no unvisited neighbour): start hunting", "死胡同（没有未访问的邻格）：开始搜索"},
    {"hunt: scan the rows from the top for an unvisited cell next to the maze",
     "搜索：从上往下逐行找一个与迷宫相邻的未访问格"},
    {"found one: carve it to a random neighbour in the maze; a new walk starts there",
     "找到了：把它打通到迷宫中的一个随机邻格；从它开始新的游走"},
    {"stop when every cell is in the maze", "所有格都在迷宫中时停止"},
};

static const sm_text hunt_and_kill_captions[] = {
    [CAP_START] = {"the first walk starts at {c}", "第一次游走从 {c} 开始"},
    [CAP_WALK] = {"walk: carved {d} from {c} to {c}", "游走：向{d}打通，{c} → {c}"},
    [CAP_DEAD] = {"dead end at {c}: start hunting in row {n} (the rows above are full)",
                  "{c} 是死胡同：开始在第 {n} 行搜索（上面的行都已满）"},
    [CAP_FULL] = {"hunting: scanning row {n}: no unvisited cell, on to the next row",
                  "搜索：扫描第 {n} 行：没有未访问的格，下一行"},
    [CAP_HIT] = {"hunting: scanning row {n}: {c} is unvisited and next to the maze",
                 "搜索：扫描第 {n} 行：{c} 未访问且与迷宫相邻"},
    [CAP_FOUND] = {"hunt found {c} next to the maze: carved {d} to {c}, a new walk starts",
                   "搜索找到与迷宫相邻的 {c}：向{d}打通到 {c}，开始新的游走"},
    [CAP_DONE_WALK] = {"walk: carved {d} from {c} to {c}: every cell is in the maze, done",
                       "游走：向{d}打通，{c} → {c}：所有格都在迷宫中，完成"},
    [CAP_DONE_FOUND] = {"hunt found {c}: carved {d} to {c}; every cell is in the maze, done",
                        "搜索找到 {c}：向{d}打通到 {c}；所有格都在迷宫中，完成"},
};

static const sm_legend hunt_and_kill_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not visited yet", "尚未访问"}},
    {SM_MARK_CELL, SM_CELL_MAZE, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"head of the walk; while hunting: the scan position",
                                     "游走的当前格；搜索时：扫描到的位置"}},
    {SM_MARK_CELL, SM_CELL_SCAN, {"the row being hunted", "正在搜索的行"}},
    {SM_MARK_CELL, SM_CELL_CHOSEN, {"the cell the hunt found: a new walk starts there",
                                    "搜索找到的格：新的游走从这里开始"}},
};

enum { EV_DEAD, EV_FOUND };
static const sm_event hunt_and_kill_events[] = {
    [EV_DEAD] = {"dead-end", {"dead end: the hunt starts", "死胡同：开始搜索"}, SM_CAP(CAP_DEAD)},
    [EV_FOUND] = {"hunt-found", {"the hunt finds a cell", "搜索找到一个格"}, SM_CAP(CAP_HIT)},
};

/* Predict: walk moves and the found cell's carve are arrows; the hunt's find is a cell question. */
static const sm_ask hunt_and_kill_asks[] = {
    {.captions = SM_CAP(CAP_WALK) | SM_CAP(CAP_DONE_WALK), .from = SM_ARG(1), .to = SM_ARG(2)},
    {.captions = SM_CAP(CAP_FOUND) | SM_CAP(CAP_DONE_FOUND), .from = SM_ARG(0), .to = SM_ARG(2)},
    {.captions = SM_CAP(CAP_HIT), .cell = SM_ARG(1)},
};

/*
 * Exercises: the walk carves to an unvisited neighbour (any, drawn) or,
 * stuck, starts hunting; a row scan that finds a cell finds the first
 * one (a scan that finds none decides nothing); the cell found joins a
 * neighbour in the maze (any, drawn).
 */
enum { DEC_WALK, DEC_HIT, DEC_JOIN };
static const sm_decision hunt_and_kill_decisions[] = {
    [DEC_WALK] = {{"the walk is at {c}: carve to which unvisited neighbour, or hunt?",
                   "游走在 {c}：打通到哪个未访问的邻格，还是开始搜索（hunt）？"},
                  {"the walk carves to any unvisited neighbour (it draws one); with none left it starts hunting",
                   "游走打通到任意一个未访问的邻格（随机选一个）；没有时开始搜索"}},
    [DEC_HIT] = {{"the hunt scans on from {c}: which cell does it find?", "搜索从 {c} 往后扫描：它找到哪一格？"},
                 {"the hunt takes the first cell, in reading order, that is outside the maze and next to it",
                  "搜索按阅读顺序取第一个在迷宫外、又与迷宫相邻的格"}},
    [DEC_JOIN] = {{"the hunt found {c}: to which neighbour in the maze is it joined?",
                   "搜索找到 {c}：它与迷宫中的哪个邻格打通？"},
                  {"the cell found is joined to any neighbour already in the maze (it draws one)",
                   "找到的格与任意一个已在迷宫中的邻格打通（随机选一个）"}},
};

/* The neighbours of c whose visited byte is want: the choices; the step's own draw. */
static size_t neighbour_choices(const sm *m, const hunt_and_kill *h, uint32_t c, uint8_t want, sm_choice_info *info,
                                sm_choice *out, size_t cap)
{
    maze_dir cand[MAZE_MAX_SIDES];
    unsigned k = pick_candidates_k(m->m, h->visited, c, 1, want, cand, m->m->nbr == NULL);
    size_t n = 0;
    for (unsigned i = 0; i < k; i++)
        sm_offer(out, cap, &n, sm_choice_of_cell(maze_neighbor(m->m, c, cand[i])));
    rng r = m->r;
    maze_dir d = pick_neighbor(m->m, &r, h->visited, c, 1, want);
    info->own = d == MAZE_NO_SIDE ? sm_choice_of_word(SM_WORD_HUNT) : sm_choice_of_cell(maze_neighbor(m->m, c, d));
    return n;
}

static size_t hunt_and_kill_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const hunt_and_kill *h = m->impl;
    size_t n = 0;
    if (h->phase == PHASE_WALK) {
        info->decision = DEC_WALK;
        info->arg[0] = h->head;
        n = neighbour_choices(m, h, h->head, 0, info, out, cap);
        if (n == 0)
            sm_offer(out, cap, &n, info->own);
        return n;
    }
    if (h->phase == PHASE_FOUND) {
        info->decision = DEC_JOIN;
        info->arg[0] = h->scan;
        return neighbour_choices(m, h, h->scan, 1, info, out, cap);
    }
    uint32_t c = h->scan, end = h->row + h->row_len;
    while (c < end && !hunted(m->m, h->visited, c))
        c++;
    if (c == end)
        return 0;
    info->decision = DEC_HIT;
    info->arg[0] = h->scan;
    info->own = sm_choice_of_cell(c);
    sm_offer(out, cap, &n, info->own);
    return n;
}

const sm_algo gen_hunt_and_kill = {
    .kind = SM_GENERATOR,
    .id = "hunt-and-kill",
    .alias = NULL,
    .name = {"Hunt-and-Kill algorithm", "猎杀算法（Hunt-and-Kill）"},
    .code = hunt_and_kill_code,
    .code_lines = SM_COUNT(hunt_and_kill_code),
    .captions = hunt_and_kill_captions,
    .n_captions = SM_COUNT(hunt_and_kill_captions),
    .legend = hunt_and_kill_legend,
    .n_legend = SM_COUNT(hunt_and_kill_legend),
    .events = hunt_and_kill_events,
    .n_events = SM_COUNT(hunt_and_kill_events),
    .main_event = EV_DEAD,
    .asks = hunt_and_kill_asks,
    .n_asks = SM_COUNT(hunt_and_kill_asks),
    .choices = hunt_and_kill_choices,
    .decisions = hunt_and_kill_decisions,
    .n_decisions = SM_COUNT(hunt_and_kill_decisions),
    .init = hunt_and_kill_init,
    .run = hunt_and_kill_run,
    .cell = hunt_and_kill_cell,
    .wall = sm_plain_wall,
    .figures = hunt_and_kill_figures,
};
