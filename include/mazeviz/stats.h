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
} maze_stats;

/*
 * Computes the figures of m into *out: one pass over the cells and two
 * breadth-first searches sharing one queue, O(n) time. Allocates 8 bytes
 * per cell of work memory for the call; returns false, leaving *out
 * zeroed, when that allocation fails.
 */
bool maze_stats_compute(const maze *m, maze_stats *out);

#endif
