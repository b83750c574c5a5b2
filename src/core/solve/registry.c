/*
 * registry.c - the one list of solvers, and what solve.h tells about a
 * finished (or running) solver. Adding a solver is one new file in
 * src/core/solve/ and one row here (and its file in meson.build).
 */
#include <stdlib.h>
#include <string.h>

#include "solve_impl.h"

extern const sm_algo solve_bfs;
extern const sm_algo solve_dfs;
extern const sm_algo solve_astar;
extern const sm_algo solve_wall_follower;
extern const sm_algo solve_dead_end_filling;
extern const sm_algo solve_tremaux;
extern const sm_algo solve_pledge;
extern const sm_algo solve_random_mouse;

/*
 * The S key, the solver menu and --list-solvers go in this order: the
 * shortest-path searches first (breadth-first, then A*, breadth-first with
 * an estimate), then the depth-first ones (DFS, Trémaux, the wall
 * follower and Pledge, the wall follower that counts its turns), then
 * dead-end filling, and last the random mouse, the baseline.
 */
const sm_algo *const solve_algos[] = {
    &solve_bfs,
    &solve_astar,
    &solve_dfs,
    &solve_tremaux,
    &solve_wall_follower,
    &solve_pledge,
    &solve_dead_end_filling,
    &solve_random_mouse,
};

const size_t solve_algo_count = sizeof solve_algos / sizeof solve_algos[0];

static bool named(const sm_algo *a, const char *name)
{
    return strcmp(a->id, name) == 0 || (a->alias && strcmp(a->alias, name) == 0);
}

const sm_algo *solve_find(const char *name)
{
    for (size_t i = 0; i < solve_algo_count; i++)
        if (named(solve_algos[i], name))
            return solve_algos[i];
    return named(&solve_distance, name) ? &solve_distance : NULL;
}

static const solve_base *base(const sm *m)
{
    return m->algo->kind == SM_SOLVER ? m->impl : NULL;
}

solve_outcome solve_result(const sm *m)
{
    const solve_base *b = base(m);
    return b ? (solve_outcome)b->outcome : SOLVE_RUNNING;
}

uint32_t solve_start(const sm *m)
{
    const solve_base *b = base(m);
    return b ? b->from : MAZE_NONE;
}

uint32_t solve_goal(const sm *m)
{
    const solve_base *b = base(m);
    return b ? b->to : MAZE_NONE;
}

size_t solve_path(const sm *m, uint32_t *out, size_t max)
{
    const solve_base *b = base(m);
    if (!b || b->outcome != SOLVE_FOUND)
        return 0;
    size_t k = b->path_len < max ? b->path_len : max;
    if (k > 0)
        memcpy(out, b->path, k * sizeof *out);
    return b->path_len;
}

bool solve_counts_visited(const sm *m, uint32_t c)
{
    const solve_base *b = base(m);
    if (!b || c >= m->m->n || !maze_exists(m->m, c))
        return false;
    switch (m->algo->cell(m, c).kind) {
    case SM_CELL_VISITED:
    case SM_CELL_DEAD:
    case SM_CELL_STACK:
    case SM_CELL_PATH:
    case SM_CELL_CURRENT:
    case SM_CELL_HEAD:
    case SM_CELL_START:
        return true;
    case SM_CELL_GOAL:
        return b->outcome == SOLVE_FOUND;
    default:
        return false;
    }
}

uint32_t solve_visited(const sm *m)
{
    uint32_t k = 0;
    for (uint32_t c = 0; base(m) && c < m->m->n; c++)
        k += solve_counts_visited(m, c);
    return k;
}

uint32_t solve_dist(const sm *m, uint32_t c)
{
    const solve_base *b = base(m);
    if (!b || !b->dist || c >= m->m->n || b->dist[c] == UINT32_MAX)
        return MAZE_NONE;
    return b->dist[c];
}

bool solve_maze(const sm_algo *a, maze *mz, uint32_t from, uint32_t to, uint32_t **path,
                size_t *len, solve_outcome *outcome)
{
    sm_settings s = sm_default_settings();
    s.from = from;
    s.to = to;
    *path = NULL;
    *len = 0;
    sm *m = sm_create(a, mz, 0, &s);
    if (!m)
        return false;
    sm_finish(m);
    *outcome = solve_result(m);
    size_t n = solve_path(m, NULL, 0);
    bool ok = true;
    if (n > 0) {
        *path = malloc(n * sizeof **path);
        ok = *path != NULL;
        if (ok)
            *len = solve_path(m, *path, n);
    }
    sm_destroy(m);
    return ok;
}
