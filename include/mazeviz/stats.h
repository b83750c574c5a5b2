/*
 * stats.h - figures of a finished maze, for comparing algorithms.
 *
 * The degree of a cell is its number of passages. A dead end has degree 1,
 * a junction degree 3 or 4. The longest path is the tree's diameter,
 * counted in cells (a 1xN corridor: N). A corridor is a maximal chain of
 * passages whose inner cells have degree 2 - it runs from a dead end or
 * junction to the next one - and its length is its number of passages; in
 * a perfect maze every passage lies in exactly one corridor, so the mean is
 * passages / corridors. (Pullen's Think Labyrinth reports dead ends as a
 * percentage of cells, as here; it gives no corridor figure, so this
 * definition is ours.)
 *
 * The figures assume a perfect maze: on a maze with loops the longest path
 * is only a lower bound, and on a disconnected one it covers the part
 * reachable from cell 0.
 */
#ifndef MAZEVIZ_STATS_H
#define MAZEVIZ_STATS_H

#include <stdbool.h>
#include <stdint.h>

#include "mazeviz/maze.h"

typedef struct maze_stats {
    uint64_t cells;
    uint64_t dead_ends;    /* cells with exactly one passage */
    uint64_t junctions;    /* cells with three or more passages */
    uint64_t passages;
    uint64_t corridors;    /* 0 when the maze has no passage */
    uint64_t longest_path; /* cells on the longest path; 1 for a 1x1 maze */
    double mean_corridor;  /* passages per corridor; 0 when there is none */
    uint32_t from, to;     /* the solution's ends (maze_stats_between; else the corners) */
    uint64_t solution;     /* cells on the shortest path from -> to; 0: not connected */
} maze_stats;

/*
 * Computes the figures of m into *out: one pass over the cells and two
 * breadth-first searches sharing one queue, O(n) time. Allocates 8 bytes
 * per cell of work memory for the call; returns false, leaving *out
 * zeroed, when that allocation fails.
 */
bool maze_stats_compute(const maze *m, maze_stats *out);

/*
 * The same, with the solution from cell `from` to cell `to` (MAZE_NONE:
 * the top-left and bottom-right corners). One more breadth-first search.
 */
bool maze_stats_between(const maze *m, uint32_t from, uint32_t to, maze_stats *out);

/*
 * The checks of any maze, perfect or not (--check-maze, an editor's live
 * checks): loops is the number of independent cycles (passages - cells +
 * pieces joined by passages), unreachable the cells no path leads to from
 * `from`, solution the cells on the shortest path from `from` to `to` (0:
 * none; MAZE_NONE ends: the first and last cell), longest as in
 * maze_stats (exact without loops, else a lower bound). perfect: no loop
 * and nothing unreachable. False, *out zeroed, when memory runs out.
 */
typedef struct maze_checks {
    bool perfect;
    uint64_t loops, unreachable, dead_ends, junctions, solution, longest;
} maze_checks;

bool maze_checks_compute(const maze *m, uint32_t from, uint32_t to, maze_checks *out);

/*
 * The same figures a slice at a time, so a window can show them without
 * a long frame: maze_stats_start() allocates the work arrays (false when
 * that fails), each maze_stats_run() does about `work` cells more and
 * returns true once j->out holds them all (the maze must not change
 * meanwhile), maze_stats_end() frees the arrays (also after a failed start).
 */
typedef struct maze_stats_job {
    const maze *m;
    uint32_t from, to;
    uint32_t *queue, *dist;
    int stage;       /* 0 counting degrees, 1-3 the three searches, 4 done */
    uint32_t next;   /* counting: the next cell */
    size_t head, tail;
    maze_stats out;
} maze_stats_job;

bool maze_stats_start(maze_stats_job *j, const maze *m, uint32_t from, uint32_t to);
bool maze_stats_run(maze_stats_job *j, uint64_t work);
void maze_stats_end(maze_stats_job *j);

/*
 * Breadth-first search from src over open passages. dist must hold
 * UINT32_MAX for every cell and is left with the distances (in passages;
 * UINT32_MAX where not reachable); queue has room for n cells and is left
 * with the reached cells in the order found. Returns the cell farthest
 * from src (the last one found) and its distance in *far. No allocation:
 * step machines call it from init with their own blocks.
 */
uint32_t maze_bfs(const maze *m, uint32_t src, uint32_t *queue, uint32_t *dist, uint32_t *far);

/*
 * The shortest path along passages from `from` to `to`: *cells is its
 * length in cells (0: `to` is not reachable), and out (room for m->count
 * cells, or NULL for the length only) gets them, `from` first. False when
 * there is no memory for the search.
 */
bool maze_shortest_path(const maze *m, uint32_t from, uint32_t to, uint32_t *out, uint32_t *cells);

/*
 * The ends of the longest path by two breadth-first searches (from cell
 * 0 to the farthest cell a, then from a to the farthest b), in the
 * caller's work arrays (n cells each; dist is left with the distances
 * from a). Exact on a perfect maze (a tree's diameter); on a maze with
 * loops a lower bound. Returns the path's length in cells.
 */
uint64_t maze_longest_path_ends(const maze *m, uint32_t *queue, uint32_t *dist, uint32_t *a,
                                uint32_t *b);

#endif
