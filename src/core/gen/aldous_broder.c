/*
 * aldous_broder.c - the Aldous-Broder algorithm (Aldous 1990, Broder 1989).
 *
 * A random walk wanders the whole grid, starting at a random cell. Each
 * step moves it to a uniformly random neighbour; when that neighbour has
 * never been visited, the wall it crossed is opened and the neighbour joins
 * the maze. Done when every cell has been visited.
 *
 * Steps: one random move per step. The walk does not care
 * whether a cell is in the maze; it only looks when it arrives.
 *
 * Bias: none - the first-entrance edges of a random walk form a uniformly
 * random spanning tree, like Wilson's. Cost: O(1) per step, but the run is
 * the walk's cover time, about (4/pi) n (ln n)^2 moves on a square grid, so
 * the last cells take long to find: slow to watch, and the slowest
 * algorithm here on large grids.
 * Memory: one byte per cell (the in-maze flag of walk.h).
 */
#include "walk.h"

typedef struct aldous_broder {
    walk walk;        /* only its in-maze flags and count: no walk is erased here */
    uint32_t current; /* the wanderer; MAZE_NONE when done */
} aldous_broder;

static const walk_lines lines = {.wander_new = 1, .wander_old = 2, .done = 3};

static bool aldous_broder_step(sm *m)
{
    aldous_broder *a = m->impl;
    uint32_t from = a->current;
    if (walk_wander(m, &a->walk, &a->current, &lines) && a->walk.in_maze == m->m->count) {
        walk_wander_done(m, &lines, from, a->current);
        a->current = MAZE_NONE;
        return false;
    }
    return true;
}

SM_DEFINE_RUN(aldous_broder_run, aldous_broder_step)

static bool aldous_broder_init(sm *m)
{
    aldous_broder *a = sm_alloc(m, 1, sizeof *a);
    if (!(m->impl = a))
        return false;
    a->current = walk_init(m, &a->walk);
    if (m->done)
        a->current = MAZE_NONE;
    return a->walk.st != NULL;
}

static sm_cell aldous_broder_cell(const sm *m, uint32_t c)
{
    const aldous_broder *a = m->impl;
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    if (c == a->current)
        out.kind = SM_CELL_CURRENT;
    else if (a->walk.st[c] & WALK_IN_MAZE)
        out.kind = SM_CELL_MAZE;
    return out;
}

static size_t aldous_broder_figures(const sm *m, sm_figure *out)
{
    const aldous_broder *a = m->impl;
    return sm_fig(out, 0, "cells in the maze", "迷宫中的格", a->walk.in_maze, m->m->count);
}

static const sm_text aldous_broder_code[] = {
    {"put a random cell in the maze; the walker stands on it", "把一个随机格放进迷宫，漫游者站在上面"},
    {"walk to a random neighbour; if it is new: carve the wall, add it", "随机走到一个邻格；若是新格：打通墙，加入迷宫"},
    {"if it is already in the maze: just walk on", "若已在迷宫中：继续走，不打墙"},
    {"stop when every cell is in the maze", "所有格都在迷宫中时停止"},
};

static const sm_text aldous_broder_captions[] = {WALK_CAPTIONS};

static const sm_legend aldous_broder_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_MAZE, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"the walker", "漫游者"}},
};

enum { EV_NEW, EV_OLD };
static const sm_event aldous_broder_events[] = {
    [EV_NEW] = {"new-cell", {"a new cell joins the maze", "新格加入迷宫"},
                SM_CAP(WALK_CAP_NEW) | SM_CAP(WALK_CAP_DONE)},
    [EV_OLD] = {"revisit", {"the walker revisits the maze", "漫游者走回迷宫中的格"}, SM_CAP(WALK_CAP_OLD)},
};

/* Predict: the walker's random move is shown as an arrow, then "which line?". */
static const sm_ask aldous_broder_asks[] = {WALK_ASKS};

/* Exercises: each move, and whether its wall opens (walk.h). */
static const sm_decision aldous_broder_decisions[] = {WALK_DECISION_WANDER};

static size_t aldous_broder_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const aldous_broder *a = m->impl;
    return walk_wander_choices(m, &a->walk, a->current, info, out, cap);
}

const sm_algo gen_aldous_broder = {
    .kind = SM_GENERATOR,
    .id = "aldous-broder",
    .alias = NULL,
    .name = {"Aldous-Broder algorithm", "Aldous-Broder 算法"},
    .code = aldous_broder_code,
    .code_lines = SM_COUNT(aldous_broder_code),
    .captions = aldous_broder_captions,
    .n_captions = SM_COUNT(aldous_broder_captions),
    .legend = aldous_broder_legend,
    .n_legend = SM_COUNT(aldous_broder_legend),
    .events = aldous_broder_events,
    .n_events = SM_COUNT(aldous_broder_events),
    .main_event = EV_NEW,
    .asks = aldous_broder_asks,
    .n_asks = SM_COUNT(aldous_broder_asks),
    .choices = aldous_broder_choices,
    .decisions = aldous_broder_decisions,
    .n_decisions = SM_COUNT(aldous_broder_decisions),
    .init = aldous_broder_init,
    .run = aldous_broder_run,
    .cell = aldous_broder_cell,
    .wall = sm_plain_wall,
    .figures = aldous_broder_figures,
};
