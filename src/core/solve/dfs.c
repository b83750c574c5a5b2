/*
 * dfs.c - depth-first search with an explicit stack.
 *
 * Go deeper while you can: from the cell on top of the stack, push its
 * first unvisited open neighbour (in the order north, east, south, west);
 * when it has none, pop it - it leads nowhere new, so it is ruled out.
 * When the goal is pushed, the stack holds the path from the start to it:
 * a simple path, since a cell is pushed at most once; the excursions into
 * dead ends were popped on the way. An empty stack means the goal cannot
 * be reached. On a maze with loops the path found need not be the
 * shortest.
 *
 * Cost: O(1) per step; at most 2n steps (each cell pushed and popped
 * once). Memory: 5 bytes per cell (stack, state byte); the stack is the
 * path.
 */
#include "solve_impl.h"

enum { ON_STACK = 1u << 0, POPPED = 1u << 1, ON_PATH = 1u << 2 };
enum { CAP_START, CAP_SAME, CAP_PUSH, CAP_POP, CAP_GOAL, CAP_NONE };

typedef struct dfs {
    solve_base b;
    uint32_t *stack;
    uint8_t *st;
    uint32_t depth;
    uint64_t pushed, popped;
} dfs;

static void mark_path(sm *m, dfs *s)
{
    s->b.path = s->stack;
    s->b.path_len = s->depth;
    for (uint32_t i = 0; i < s->depth; i++) {
        s->st[s->stack[i]] |= ON_PATH;
        sm_touch(m, s->stack[i]);
    }
    s->b.outcome = SOLVE_FOUND;
}

static bool dfs_step(sm *m)
{
    dfs *s = m->impl;
    const maze *mz = m->m;
    uint32_t c = s->stack[s->depth - 1];
    sm_touch(m, c);
    for (maze_dir d = 0; d < mz->sides; d++) {
        if (!maze_is_open(mz, c, d))
            continue;
        uint32_t nb = maze_neighbor(mz, c, d);
        if (s->st[nb])
            continue;
        s->st[nb] = ON_STACK;
        s->stack[s->depth++] = nb;
        s->pushed++;
        sm_touch(m, nb);
        if (nb == s->b.to) {
            mark_path(m, s);
            sm_say(m, 3, CAP_GOAL, grid_dir_arg(mz, c, d), nb, s->depth, 0);
            return false;
        }
        sm_say(m, 1, CAP_PUSH, grid_dir_arg(mz, c, d), c, nb, s->depth);
        return true;
    }
    s->st[c] = POPPED;
    s->depth--;
    s->popped++;
    if (s->depth == 0) {
        s->b.outcome = SOLVE_UNREACHABLE;
        sm_say(m, 4, CAP_NONE, s->b.to, (uint32_t)s->pushed, 0, 0);
        return false;
    }
    sm_touch(m, s->stack[s->depth - 1]);
    sm_say(m, 2, CAP_POP, c, s->stack[s->depth - 1], s->depth, 0);
    return true;
}

SM_DEFINE_RUN(dfs_run, dfs_step)

static bool dfs_init(sm *m)
{
    uint32_t n = m->m->n;
    dfs *s = sm_alloc(m, 1, sizeof *s);
    if (!(m->impl = s) || !(s->stack = sm_alloc(m, n, sizeof *s->stack)) ||
        !(s->st = sm_alloc(m, n, 1)))
        return false;
    solve_base_init(m, &s->b);
    s->stack[0] = s->b.from;
    s->depth = 1;
    s->pushed = 1;
    s->st[s->b.from] = ON_STACK;
    sm_touch(m, s->b.from);
    if (s->b.from == s->b.to) {
        mark_path(m, s);
        m->done = true;
        sm_say(m, 0, CAP_SAME, s->b.from, 0, 0, 0);
        return true;
    }
    sm_say(m, 0, CAP_START, s->b.from, s->b.to, 0, 0);
    return true;
}

static sm_cell dfs_cell(const sm *m, uint32_t c)
{
    const dfs *s = m->impl;
    uint8_t st = s->st[c];
    if (st & ON_PATH)
        return solve_mark(&s->b, c, SM_CELL_PATH, 0);
    if (s->depth > 0 && c == s->stack[s->depth - 1])
        return solve_mark(&s->b, c, SM_CELL_CURRENT, 0);
    if (st & ON_STACK)
        return solve_mark(&s->b, c, SM_CELL_STACK, 0);
    return solve_mark(&s->b, c, st & POPPED ? SM_CELL_DEAD : SM_CELL_BLANK, 0);
}

static size_t dfs_figures(const sm *m, sm_figure *out)
{
    const dfs *s = m->impl;
    size_t i = sm_fig(out, 0, "cells visited", "已访问的格", s->pushed, m->m->count);
    i = sm_fig(out, i, "stack depth", "栈深度", s->depth, 0);
    i = sm_fig(out, i, "ruled out", "已排除", s->popped, 0);
    return sm_fig(out, i, "path length", "路径长度", s->b.path_len, 0);
}

/* The stack, top first (once the goal is pushed, the path from the goal back). */
static void dfs_structure(const sm *m, sm_structure *out)
{
    const dfs *s = m->impl;
    out->name = (sm_text){"stack (top first)", "栈（栈顶在前）"};
    out->size = s->depth;
    for (uint32_t i = s->depth; i-- > 0 && out->n < SM_SHOW_CELLS;)
        out->cell[out->n++] = s->stack[i];
}

static const sm_text dfs_code[] = {
    {"push the start onto the stack", "把起点压栈"},
    {"the top has an unvisited open neighbour (N, E, S, W): push it", "栈顶格有未访问的相通邻格（按北东南西）：压栈"},
    {"the top has none: pop it, it is a dead end", "栈顶格没有：出栈，这是死胡同"},
    {"pushed the goal: the stack is the path", "终点入栈：栈就是路径"},
    {"the stack is empty: the goal cannot be reached", "栈已空：无法到达终点"},
};

static const sm_text dfs_captions[] = {
    [CAP_START] = {"start {c} pushed; looking for the goal {c}", "起点 {c} 压栈；寻找终点 {c}"},
    [CAP_SAME] = {"start and goal are the same cell {c}: the path is that cell",
                  "起点和终点是同一格 {c}：路径就是这一格"},
    [CAP_PUSH] = {"went {d} from {c} to {c}: pushed (stack depth {n})", "向{d}从 {c} 走到 {c}：压栈（栈深 {n}）"},
    [CAP_POP] = {"{c} leads nowhere new: popped, back to {c} (stack depth {n})",
                 "{c} 无路可走：出栈，退回 {c}（栈深 {n}）"},
    [CAP_GOAL] = {"went {d} to the goal {c}: the stack is a path of {n} cell{s}",
                  "向{d}走到终点 {c}：栈中的 {n} 格就是路径"},
    [CAP_NONE] = {"the stack is empty: the goal {c} cannot be reached ({n} cell{s} visited)",
                  "栈已空：无法到达终点 {c}（访问了 {n} 格）"},
};

static const sm_legend dfs_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not visited yet", "尚未访问"}},
    {SM_MARK_CELL, SM_CELL_STACK, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"top of the stack", "栈顶"}},
    {SM_MARK_CELL, SM_CELL_DEAD, {"popped: leads nowhere new", "已出栈：无路可走"}},
    {SM_MARK_CELL, SM_CELL_PATH, {"path found (the stack)", "找到的路径（即栈）"}},
    {SM_MARK_CELL, SM_CELL_START, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_GOAL, {NULL, NULL}},
};

enum { EV_BACK, EV_GOAL, EV_NONE };
static const sm_event dfs_events[] = {
    [EV_BACK] = {"backtrack", {"dead end: pop", "死胡同：出栈"}, SM_CAP(CAP_POP)},
    [EV_GOAL] = {"goal", {"the goal is reached", "到达终点"}, SM_CAP(CAP_GOAL), SOLVE_PATH_SIZE},
    [EV_NONE] = {"unreachable", {"the goal cannot be reached", "无法到达终点"}, SM_CAP(CAP_NONE)},
};

/* Predict: the next cell is the first unvisited open neighbour (N, E, S, W), or the cell below the top. */
static const sm_ask dfs_asks[] = {
    {.captions = SM_CAP(CAP_PUSH), .cell = SM_ARG(2)},
    {.captions = SM_CAP(CAP_POP) | SM_CAP(CAP_GOAL), .cell = SM_ARG(1)},
};

/* Exercises: the first unvisited open neighbour is pushed, or with none the top is popped - the rule's. */
static const sm_decision dfs_decisions[] = {
    {{"the top of the stack is {c}: push which neighbour, or back?", "栈顶是 {c}：压入哪个邻格，还是回退（back）？"},
     {"DFS pushes the first unvisited open neighbour of the top of the stack, in side order (clockwise from "
      "north), and pops the top (back) when there is none",
      "深度优先搜索按边的顺序（从北开始顺时针）压入栈顶格第一个未访问的相通邻格；没有时弹出栈顶（回退）"}},
};

static size_t dfs_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const dfs *s = m->impl;
    const maze *mz = m->m;
    uint32_t c = s->stack[s->depth - 1];
    size_t n = 0;
    info->arg[0] = c;
    info->own = sm_choice_of_word(SM_WORD_BACK);
    for (maze_dir d = 0; d < mz->sides; d++)
        if (maze_is_open(mz, c, d) && !s->st[maze_neighbor(mz, c, d)]) {
            info->own = sm_choice_of_cell(maze_neighbor(mz, c, d));
            break;
        }
    sm_offer(out, cap, &n, info->own);
    return n;
}

const sm_algo solve_dfs = {
    .kind = SM_SOLVER,
    .id = "dfs",
    .alias = "depth-first",
    .name = {"Depth-first search", "深度优先搜索"},
    .code = dfs_code,
    .code_lines = SM_COUNT(dfs_code),
    .captions = dfs_captions,
    .n_captions = SM_COUNT(dfs_captions),
    .legend = dfs_legend,
    .n_legend = SM_COUNT(dfs_legend),
    .events = dfs_events,
    .n_events = SM_COUNT(dfs_events),
    .main_event = EV_BACK,
    .asks = dfs_asks,
    .n_asks = SM_COUNT(dfs_asks),
    .choices = dfs_choices,
    .decisions = dfs_decisions,
    .n_decisions = SM_COUNT(dfs_decisions),
    .init = dfs_init,
    .run = dfs_run,
    .cell = dfs_cell,
    .wall = sm_plain_wall,
    .figures = dfs_figures,
    .structure = dfs_structure,
};
