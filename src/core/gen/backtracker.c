/*
 * backtracker.c - the recursive backtracker (randomized depth-first search).
 *
 * From the current cell, carve to a random unvisited neighbour and push it;
 * at a dead end, pop back to the previous cell. Done when the start cell is
 * popped. Each push and each pop is one step, so a run is exactly 2n-1
 * steps (n-1 pushes, n pops).
 *
 * Bias: long winding corridors and few dead ends (about 10 %); a low
 * branching factor. Cost: O(1) per step, O(n) in all.
 * Memory: one state byte per cell. The stack is not a separate array: each
 * visited cell keeps the direction back to its parent, so popping is one
 * move along that link - an explicit stack with no recursion and no extra
 * memory, which is why a 4096x4096 maze (16M cells deep at worst) is fine.
 */
#include "pick.h"

enum {
    VISITED = 1u << 0,
    ON_STACK = 1u << 1,
    PARENT_SHIFT = 2, /* bits 2-4: the side back to the parent cell */
};

enum { OPT_START };
enum { START_RANDOM, START_CORNER };
enum { CAP_START, CAP_PUSH, CAP_POP, CAP_DONE };

typedef struct backtracker {
    uint8_t *st;
    uint32_t current, root;
    uint64_t visited, depth;
} backtracker;

/*
 * Pushes and pops, with the grid, the rng and the change log in locals
 * (byte stores into st would otherwise force reloads every step). The
 * note is written once, for the last step. force: the side the first
 * step carves to instead of its draw (sm_take_forced); MAZE_NO_SIDE: its
 * own (a constant there, so the batch loop has no test for it).
 */
MAZE_SPECIALISE uint64_t run_k(sm *m, uint64_t max, bool rect, maze_dir force)
{
    backtracker *b = m->impl;
    const maze grid = *m->m;
    const maze *mz = &grid;
    uint8_t *st = b->st;
    rng r = m->r;
    sm_log log = sm_log_open(m);
    uint32_t cur = b->current, from = cur;
    uint64_t i = 0;
    maze_dir last = MAZE_NO_SIDE;
    while (i < max) {
        i++;
        maze_dir d = pick_neighbor_k(mz, &r, st, cur, VISITED, 0, rect);
        if (force != MAZE_NO_SIDE) {
            d = force;
            force = MAZE_NO_SIDE;
        }
        sm_log_put(&log, cur);
        from = cur;
        if (d != MAZE_NO_SIDE) {
            uint32_t nb = maze_neighbor_k(mz, cur, d, rect);
            maze_carve_k(m->m, cur, d, nb, rect);
            st[nb] = (uint8_t)(VISITED | ON_STACK | (maze_opposite_k(mz, cur, d, rect) << PARENT_SHIFT));
            b->visited++;
            b->depth++;
            cur = nb;
            last = d;
        } else {
            st[cur] &= (uint8_t)~ON_STACK;
            b->depth--;
            last = MAZE_NO_SIDE;
            if (cur == b->root) {
                cur = MAZE_NONE;
                m->done = true;
                break;
            }
            cur = maze_neighbor_k(mz, cur, (st[cur] >> PARENT_SHIFT) & 7u, rect);
        }
        sm_log_put(&log, cur);
    }
    m->r = r;
    b->current = cur;
    sm_log_close(m, log);
    if (last != MAZE_NO_SIDE)
        sm_say(m, 1, CAP_PUSH, grid_dir_arg(mz, from, last), from, cur, (uint32_t)b->depth);
    else if (cur == MAZE_NONE)
        sm_say(m, 3, CAP_DONE, from, 0, 0, 0);
    else
        sm_say(m, 2, CAP_POP, from, cur, (uint32_t)b->depth, 0);
    return i;
}

static uint64_t backtracker_run(sm *m, uint64_t max)
{
    const sm_choice *f = sm_take_forced(m);
    if (f) { /* one step, to the chosen neighbour */
        maze_dir d = sm_forced_side(m, ((const backtracker *)m->impl)->current, f);
        return m->m->nbr ? run_k(m, 1, false, d) : run_k(m, 1, true, d);
    }
    return m->m->nbr ? run_k(m, max, false, MAZE_NO_SIDE) : run_k(m, max, true, MAZE_NO_SIDE);
}

static bool backtracker_init(sm *m)
{
    backtracker *b = sm_alloc(m, 1, sizeof *b);
    if (!(m->impl = b) || !(b->st = sm_alloc(m, m->m->n, 1)))
        return false;
    bool corner = sm_option_value(m, OPT_START) == START_CORNER;
    b->root = corner ? maze_first_cell(m->m) : maze_random_cell(m->m, &m->r);
    b->current = b->root;
    b->st[b->root] = VISITED | ON_STACK;
    b->visited = 1;
    b->depth = 1;
    sm_touch(m, b->root);
    sm_say(m, 0, CAP_START, b->root, 0, 0, 0);
    return true;
}

static sm_cell backtracker_cell(const sm *m, uint32_t c)
{
    const backtracker *b = m->impl;
    uint8_t s = b->st[c];
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    if (c == b->current)
        out.kind = SM_CELL_CURRENT;
    else if (s & ON_STACK)
        out.kind = SM_CELL_STACK;
    else if (s & VISITED)
        out.kind = SM_CELL_MAZE;
    return out;
}

static size_t backtracker_figures(const sm *m, sm_figure *out)
{
    const backtracker *b = m->impl;
    size_t i = sm_fig(out, 0, "cells visited", "已访问的格", b->visited, m->m->count);
    return sm_fig(out, i, "stack depth", "栈深度", b->depth, 0);
}

/* The stack, top first: the current cell, then along the links back to the start. */
static void backtracker_structure(const sm *m, sm_structure *out)
{
    const backtracker *b = m->impl;
    out->name = (sm_text){"stack (top first)", "栈（栈顶在前）"};
    out->size = b->depth;
    for (uint32_t c = b->current; c != MAZE_NONE && out->n < SM_SHOW_CELLS && out->n < b->depth;) {
        out->cell[out->n++] = c;
        if (c == b->root)
            break;
        c = maze_neighbor(m->m, c, (maze_dir)((b->st[c] >> PARENT_SHIFT) & 7u));
    }
}

static const sm_option backtracker_options[] = {
    {"start", "the first cell: random, or the top-left corner (as in seed 001)",
     {"random", "corner", NULL}, 0},
};

static const sm_text backtracker_code[] = {
    {"push the start cell (random, or the corner) and mark it visited", "把起点（随机或左上角）压栈并标记为已访问"},
    {"top of the stack has unvisited neighbours: carve to a random one, push it",
     "栈顶格有未访问的邻格：随机打通一个，压栈"},
    {"top of the stack has none (dead end): pop it", "栈顶格没有未访问的邻格（死胡同）：出栈"},
    {"stop when the stack is empty", "栈空时停止"},
};

static const sm_text backtracker_captions[] = {
    [CAP_START] = {"start at {c}: pushed onto the stack", "从 {c} 开始：压栈"},
    [CAP_PUSH] = {"carved {d} from {c} to {c}: pushed (stack depth {n})",
                  "向{d}打通：{c} → {c}，压栈（栈深 {n}）"},
    [CAP_POP] = {"dead end at {c}: pop, back to {c} (stack depth {n})",
                 "{c} 是死胡同：出栈，退回 {c}（栈深 {n}）"},
    [CAP_DONE] = {"popped the start cell {c}: the stack is empty, done", "起点 {c} 出栈：栈已空，完成"},
};

static const sm_legend backtracker_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not visited yet", "尚未访问"}},
    {SM_MARK_CELL, SM_CELL_MAZE, {"visited and popped: finished", "已访问并出栈：完成"}},
    {SM_MARK_CELL, SM_CELL_STACK, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"top of the stack", "栈顶"}},
};

enum { EV_BACK };
static const sm_event backtracker_events[] = {
    [EV_BACK] = {"backtrack", {"dead end: back one cell", "死胡同：回退一格"}, SM_CAP(CAP_POP) | SM_CAP(CAP_DONE)},
};

/* Predict: a push's random neighbour is an arrow; where a pop goes back to is a cell question. */
static const sm_ask backtracker_asks[] = {
    {.captions = SM_CAP(CAP_PUSH), .from = SM_ARG(1), .to = SM_ARG(2)},
    {.captions = SM_CAP(CAP_POP), .cell = SM_ARG(1)},
};

/*
 * Exercises: the top of the stack carves to an unvisited neighbour - any
 * of them, the step draws one - or, with none left, backs up.
 */
static const sm_decision backtracker_decisions[] = {
    {{"the top of the stack is {c}: carve to which unvisited neighbour, or back?",
      "栈顶是 {c}：打通到哪个未访问的邻格，还是回退（back）？"},
     {"the backtracker carves from the top of the stack {c} to any unvisited neighbour (it draws one) "
      "and backs up only when there is none",
      "递归回溯从栈顶 {c} 打通到任意一个未访问的邻格（随机选一个），只有没有未访问的邻格时才回退"}},
};

static size_t backtracker_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const backtracker *b = m->impl;
    const maze *mz = m->m;
    maze_dir cand[MAZE_MAX_SIDES];
    unsigned k = pick_candidates_k(mz, b->st, b->current, VISITED, 0, cand, mz->nbr == NULL);
    size_t n = 0;
    info->arg[0] = b->current;
    for (unsigned i = 0; i < k; i++)
        sm_offer(out, cap, &n, sm_choice_of_cell(maze_neighbor(mz, b->current, cand[i])));
    if (k == 0)
        sm_offer(out, cap, &n, sm_choice_of_word(SM_WORD_BACK));
    rng r = m->r;
    maze_dir d = pick_neighbor(mz, &r, b->st, b->current, VISITED, 0);
    info->own = d == MAZE_NO_SIDE ? sm_choice_of_word(SM_WORD_BACK)
                                  : sm_choice_of_cell(maze_neighbor(mz, b->current, d));
    return n;
}

const sm_algo gen_backtracker = {
    .kind = SM_GENERATOR,
    .id = "backtracker",
    .alias = "dfs",
    .name = {"Recursive backtracker", "递归回溯（深度优先）"},
    .plan = {2, 1}, /* every cell pushed once and popped once but the last: 2n - 1 steps */
    .weaves = true, /* its pick asks grid_link_ok: a cell next to the maze is never a middle, so all are reached */
    .options = backtracker_options,
    .n_options = SM_COUNT(backtracker_options),
    .code = backtracker_code,
    .code_lines = SM_COUNT(backtracker_code),
    .captions = backtracker_captions,
    .n_captions = SM_COUNT(backtracker_captions),
    .legend = backtracker_legend,
    .n_legend = SM_COUNT(backtracker_legend),
    .events = backtracker_events,
    .n_events = SM_COUNT(backtracker_events),
    .main_event = EV_BACK,
    .asks = backtracker_asks,
    .n_asks = SM_COUNT(backtracker_asks),
    .choices = backtracker_choices,
    .decisions = backtracker_decisions,
    .n_decisions = SM_COUNT(backtracker_decisions),
    .init = backtracker_init,
    .run = backtracker_run,
    .cell = backtracker_cell,
    .wall = sm_plain_wall,
    .figures = backtracker_figures,
    .structure = backtracker_structure,
};
