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
 * Phases: "aldous-broder" (one random move of the wandering walk per step,
 * the walker shown as the current cell), then "wilson" (one walk move per
 * step, with the walk and its tentative walls shown). The switch happens
 * inside the step that brings ceil(n/3) cells into the maze.
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
#include <stdlib.h>

#include "walk.h"

typedef enum houston_phase { PHASE_WANDER, PHASE_WILSON } houston_phase;

typedef struct houston {
    walk walk;
    houston_phase phase;
    uint32_t current; /* the Aldous-Broder walker; MAZE_NONE after the switch */
    uint32_t target;  /* cells in the maze that end the first phase */
    uint32_t cursor;  /* cells before it are all in the maze */
} houston;

/* The first cell outside the maze in row-major order. */
static uint32_t next_start(houston *h)
{
    while (h->walk.st[h->cursor] & WALK_IN_MAZE)
        h->cursor++;
    return h->cursor;
}

/* One Aldous-Broder move; hands over to Wilson when the target is reached. */
static bool wander(gen *g, houston *h)
{
    if (!walk_wander(g, &h->walk, &h->current) || h->walk.in_maze < h->target)
        return true;
    h->current = MAZE_NONE;
    if (h->walk.in_maze == g->m->n)
        return false;
    h->phase = PHASE_WILSON;
    walk_begin(g, &h->walk, next_start(h));
    return true;
}

static bool houston_step(gen *g)
{
    houston *h = g->impl;
    if (h->phase == PHASE_WANDER)
        return wander(g, h);
    if (!walk_move(g, &h->walk))
        return true;
    if (h->walk.in_maze == g->m->n)
        return false;
    walk_begin(g, &h->walk, next_start(h));
    return true;
}

GEN_DEFINE_RUN(houston_run, houston_step)

static bool houston_init(gen *g)
{
    houston *h = gen_alloc(g, 1, sizeof *h);
    g->impl = h;
    if (!h)
        return false;
    uint32_t n = g->m->n;
    h->target = n / 3 + (n % 3 != 0);
    h->phase = PHASE_WANDER;
    h->current = walk_init(g, &h->walk);
    if (g->done)
        h->current = MAZE_NONE;
    return h->walk.st != NULL;
}

static void houston_fini(gen *g)
{
    houston *h = g->impl;
    if (h)
        free(h->walk.st);
    free(h);
}

static gen_cell houston_cell(const gen *g, uint32_t c)
{
    const houston *h = g->impl;
    if (c == h->current) {
        gen_cell out = {GEN_CELL_CURRENT, 0};
        return out;
    }
    return walk_cell(&h->walk, c);
}

static gen_wall_kind houston_wall(const gen *g, uint32_t c, maze_dir d)
{
    const houston *h = g->impl;
    return walk_wall(g, &h->walk, c, d);
}

static void houston_info(const gen *g, gen_info *out)
{
    const houston *h = g->impl;
    out->cells_in_maze = h->walk.in_maze;
    out->walk_len = h->walk.len;
    out->loops_erased = h->walk.loops_erased;
    out->phase = h->phase == PHASE_WANDER ? "aldous-broder" : "wilson";
}

const gen_algo gen_houston = {
    .id = "houston",
    .alias = NULL,
    .name_en = "Houston's algorithm",
    .name_zh = "Houston 算法",
    .options = NULL,
    .n_options = 0,
    .init = houston_init,
    .step = houston_step,
    .run = houston_run,
    .cell = houston_cell,
    .wall = houston_wall,
    .info = houston_info,
    .fini = houston_fini,
};
