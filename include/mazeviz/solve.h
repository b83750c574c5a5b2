/*
 * solve.h - maze solvers: the registry of solver step machines, and what a
 * finished solver tells (the path, the distances, whether the goal was
 * reachable).
 *
 * A solver is a step machine (machine.h) of kind SM_SOLVER: it reads a
 * finished maze - perfect or braided - and never changes its walls. Start
 * and goal come from sm_settings.from / .to (MAZE_NONE: the top-left and
 * the bottom-right cell). Every solver shows START and GOAL, what it has
 * visited, its frontier or stack, and at the end the path (SM_CELL_PATH).
 * A goal that cannot be reached (a disconnected maze; for the wall
 * follower, a goal its wall never touches; for Pledge, one it walks round)
 * ends the run with that outcome, never with a loop; the random mouse
 * gives up after a cap of moves.
 */
#ifndef MAZEVIZ_SOLVE_H
#define MAZEVIZ_SOLVE_H

#include "mazeviz/machine.h"

/* The registry of solvers, in display order (the window's S key cycles it). */
extern const sm_algo *const solve_algos[];
extern const size_t solve_algo_count;

/*
 * The distance machine: floods breadth-first distances from the start
 * (VISITED, shade = distance) and at the end marks the maze's longest path
 * (its diameter, found by two breadth-first searches in init) as PATH;
 * solve_path() gives that path. Not in solve_algos[]: it answers another
 * question than "how do I get from start to goal".
 */
extern const sm_algo solve_distance;

/* The solver whose id or alias is name (exact match), solve_distance included; or NULL. */
const sm_algo *solve_find(const char *name);

typedef enum solve_outcome {
    SOLVE_RUNNING,     /* not done yet */
    SOLVE_FOUND,       /* the path is known */
    SOLVE_UNREACHABLE, /* done: the goal cannot be reached (by this method) */
    SOLVE_GAVE_UP,     /* done: stopped at a cap of moves (the random mouse); the goal may be reachable */
} solve_outcome;

/* The outcome of solver machine m (SOLVE_RUNNING for a machine that is not a solver). */
solve_outcome solve_result(const sm *m);

/* The start and goal cells m resolved its settings to. */
uint32_t solve_start(const sm *m);
uint32_t solve_goal(const sm *m);

/*
 * The path found: a simple path (no cell twice; for the wall follower, DFS
 * and Tremaux the route with its dead-end excursions and loops removed)
 * from the start to the goal, both included. Copies up to max cells into
 * out (out may be NULL when max is 0) and returns the path's length in
 * cells, 0 while none is known. The solution length in passages is that
 * minus one.
 */
size_t solve_path(const sm *m, uint32_t *out, size_t max);

/*
 * The distance in passages from the start to c as far as m knows it (BFS,
 * A* and distance machines), or MAZE_NONE when unknown or not computed.
 */
uint32_t solve_dist(const sm *m, uint32_t c);

/*
 * How many cells solver machine m has visited: those its picture shows as
 * explored, walked, ruled out, or on its route or path (VISITED, DEAD,
 * STACK, PATH, CURRENT, HEAD - not FRONTIER: found but not yet taken), the
 * start always, the goal once reached. What the solver table's "visited"
 * column and a pane's figure count, the same way for every solver. O(cells):
 * call it at the end of a run or now and then, not every frame of a big maze
 * (a viewer updates its count from the change log: solve_counts_visited).
 */
uint32_t solve_visited(const sm *m);

/* Whether solve_visited() counts cell c now (a viewer can keep the count up to date from the change log). */
bool solve_counts_visited(const sm *m, uint32_t c);

/*
 * Solves maze mz with algorithm a from `from` to `to` (MAZE_NONE: the
 * corners) in one call: create, run to completion, copy the path into a
 * new array (*path, freed by the caller with free(); NULL when there is
 * no path) and destroy. Returns false only when memory runs out;
 * *outcome says whether a path was found.
 */
bool solve_maze(const sm_algo *a, maze *mz, uint32_t from, uint32_t to, uint32_t **path,
                size_t *len, solve_outcome *outcome);

#endif
