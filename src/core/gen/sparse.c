/*
 * sparse.c - sparseness (Walter Pullen's Daedalus): dead ends drop out of
 * a finished maze, pass after pass.
 *
 * Runs after a generator (and braiding), on the maze it made (keeps_maze).
 * A pass takes the dead ends there are when it starts (cells with one open
 * side), in reading order, and removes them one per step: the cell's one
 * passage is closed and the cell is out of the maze (no passage at all;
 * drawn as outside while this machine is on screen). A cell that becomes a
 * dead end during a pass waits for the next one. sm_settings.sparse passes
 * are made, or fewer when a pass finds no dead end. The start and the goal
 * (sm_settings.from/to, by default the first and the last cell, as the
 * solvers take them) never drop out, so a perfect maze stays a tree on the
 * cells left, and enough passes leave the path from start to goal alone
 * (with braiding: that path and the loops).
 *
 * Phases: take the pass's dead ends; remove one per step; next pass.
 * Cost: O(cells) per pass to find its dead ends, O(1) per removal.
 * Memory: one cell list (the pass's dead ends).
 */
#include "../sm_impl.h"
#include "mazeviz/gen.h"

enum { CAP_NONE, CAP_REMOVE, CAP_PASS, CAP_DONE };

typedef struct sparse {
    uint32_t *ends;            /* the dead ends of the pass under way, reading order */
    uint32_t n_ends, next;     /* how many; the next to remove */
    uint32_t from, to;         /* cells that never drop out */
    uint32_t last, closed_d;   /* the cell removed by the last step (MAZE_NONE: none), its side closed */
    uint32_t pass;             /* the pass under way, 1-based */
    uint64_t removed;
} sparse;

/* Whether c is a dead end this machine may remove. */
static bool removable(const maze *mz, const sparse *s, uint32_t c)
{
    return c != s->from && c != s->to && maze_exists(mz, c) && maze_degree(mz, c) == 1;
}

/* Collects the dead ends for pass s->pass; false when there is none. */
static bool collect(const maze *mz, sparse *s)
{
    s->n_ends = s->next = 0;
    for (uint32_t c = 0; c < mz->n; c++)
        if (removable(mz, s, c))
            s->ends[s->n_ends++] = c;
    return s->n_ends > 0;
}

/* The open side of dead end c. */
static maze_dir open_side(const maze *mz, uint32_t c)
{
    maze_dir d = 0;
    while (d < mz->sides && !maze_is_open(mz, c, d))
        d++;
    return d;
}

static bool sparse_step(sm *m)
{
    sparse *s = m->impl;
    maze *mz = m->m;
    if (s->last != MAZE_NONE)
        sm_touch(m, s->last);
    uint32_t c = s->ends[s->next++];
    maze_dir d = open_side(mz, c);
    uint32_t nb = c;
    if (d < mz->sides) { /* else an island of two lost its other cell this pass: out already */
        nb = maze_neighbor(mz, c, d);
        mz->cells[c] &= (uint8_t)~(1u << d);
        mz->cells[nb] &= (uint8_t)~(1u << maze_opposite(mz, c, d));
        sm_touch(m, nb);
    }
    sm_touch(m, c);
    s->last = c;
    s->closed_d = d;
    s->removed++;
    sm_say(m, 1, CAP_REMOVE, c, nb, s->pass, 0);
    if (s->next < s->n_ends)
        return true;
    if (s->pass < m->set.sparse && (s->pass++, collect(mz, s))) {
        sm_say(m, 2, CAP_PASS, c, s->pass - 1, s->pass, s->n_ends);
        return true;
    }
    sm_say(m, 3, CAP_DONE, c, s->removed, 0, 0);
    s->last = MAZE_NONE; /* done: the finished colours, like every generator */
    return false;
}

SM_DEFINE_RUN(sparse_run, sparse_step)

static bool sparse_init(sm *m)
{
    sparse *s = sm_alloc(m, 1, sizeof *s);
    uint32_t *ends = sm_alloc(m, m->m->n, sizeof *ends);
    if (!(m->impl = s) || !ends)
        return false;
    const maze *mz = m->m;
    s->ends = ends;
    s->from = m->set.from < mz->n && maze_exists(mz, m->set.from) ? m->set.from : maze_first_cell(mz);
    s->to = m->set.to < mz->n && maze_exists(mz, m->set.to) ? m->set.to : maze_last_cell(mz);
    s->last = MAZE_NONE;
    s->pass = 1;
    m->done = m->set.sparse == 0 || !collect(mz, s);
    sm_say(m, 0, CAP_NONE, m->set.sparse, s->n_ends, 0, 0);
    return true;
}

/* Cells out of the maze (no passage) are outside; the cell just removed is current. */
static sm_cell sparse_cell(const sm *m, uint32_t c)
{
    const sparse *s = m->impl;
    sm_cell out = {SM_CELL_MAZE, 0, 0};
    if (c == s->last)
        out.kind = SM_CELL_CURRENT;
    else if (maze_degree(m->m, c) == 0 && m->m->count > 1)
        out.kind = SM_CELL_BLANK;
    return out;
}

static sm_wall_kind sparse_wall(const sm *m, uint32_t c, maze_dir d)
{
    const sparse *s = m->impl;
    if (s->last == MAZE_NONE)
        return SM_WALL_PLAIN;
    if (s->closed_d >= m->m->sides)
        return SM_WALL_PLAIN;
    if (c == s->last && d == s->closed_d)
        return SM_WALL_NEW;
    uint32_t nb = maze_neighbor(m->m, s->last, (maze_dir)s->closed_d);
    if (c == nb && d == maze_opposite(m->m, s->last, s->closed_d))
        return SM_WALL_NEW;
    return SM_WALL_PLAIN;
}

static size_t sparse_figures(const sm *m, sm_figure *out)
{
    const sparse *s = m->impl;
    size_t i = sm_fig(out, 0, "pass", "轮次", s->pass, 0);
    i = sm_fig(out, i, "passes asked for", "要求的轮数", m->set.sparse, 0);
    i = sm_fig(out, i, "dead ends left in this pass", "本轮剩下的死胡同", s->n_ends - s->next, 0);
    i = sm_fig(out, i, "cells removed", "去掉的格子", s->removed, 0);
    return sm_fig(out, i, "cells left in the maze", "迷宫里剩下的格子", m->m->count - s->removed, 0);
}

static const sm_text sparse_code[] = {
    {"a pass: list the dead ends (one open side), but never the start or the goal",
     "每一轮：列出所有死胡同（只有一面通），起点和终点除外"},
    {"  remove each: close its passage, the cell drops out of the maze", "  逐个去掉：关上它的通道，这一格离开迷宫"},
    {"repeat for N passes, or until a pass finds no dead end", "重复 N 轮，或直到有一轮找不到死胡同"},
    {"what is left: the same maze without its dead-end branches", "剩下的：去掉了死胡同分支的同一个迷宫"},
};

static const sm_text sparse_captions[] = {
    [CAP_NONE] = {"pass 1 of {n}: {n} dead end{s} to remove", "第 1 轮（共 {n} 轮）：要去掉 {n} 个死胡同"},
    [CAP_REMOVE] = {"dead end {c} removed: its passage to {c} closed (pass {n})",
                    "去掉死胡同 {c}：关上通往 {c} 的通道（第 {n} 轮）"},
    [CAP_PASS] = {"removed {c}; pass {n} done, pass {n}: {n} new dead end{s}",
                  "去掉 {c}；第 {n} 轮结束，第 {n} 轮：{n} 个新的死胡同"},
    [CAP_DONE] = {"removed {c}; done: {n} cell{s} dropped out of the maze", "去掉 {c}；完成：共 {n} 格离开了迷宫"},
};

static const sm_legend sparse_legend[] = {
    {SM_MARK_CELL, SM_CELL_MAZE, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_BLANK, {"dropped out of the maze (sparseness)", "已离开迷宫（去掉的格子）"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"the dead end just removed", "刚去掉的死胡同"}},
    {SM_MARK_WALL, SM_WALL_NEW, {"passage just closed", "刚关上的通道"}},
};

enum { EV_REMOVE, EV_PASS };
static const sm_event sparse_events[] = {
    [EV_REMOVE] = {"dead-end-removed", {"a dead end drops out of the maze", "死胡同离开迷宫"},
                   SM_CAP(CAP_REMOVE) | SM_CAP(CAP_PASS) | SM_CAP(CAP_DONE)},
    [EV_PASS] = {"pass-done", {"a pass ends", "一轮结束"}, SM_CAP(CAP_PASS) | SM_CAP(CAP_DONE)},
};

const gen_algo gen_sparse = {
    .kind = SM_GENERATOR,
    .keeps_maze = true,
    .id = "sparse",
    .alias = NULL,
    .name = {"Sparseness (dead ends drop out)", "去掉死胡同格子（格子离开迷宫）"},
    .code = sparse_code,
    .code_lines = SM_COUNT(sparse_code),
    .captions = sparse_captions,
    .n_captions = SM_COUNT(sparse_captions),
    .legend = sparse_legend,
    .n_legend = SM_COUNT(sparse_legend),
    .events = sparse_events,
    .n_events = SM_COUNT(sparse_events),
    .main_event = EV_REMOVE,
    .init = sparse_init,
    .run = sparse_run,
    .cell = sparse_cell,
    .wall = sparse_wall,
    .figures = sparse_figures,
};
