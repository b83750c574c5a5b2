/*
 * stats.c - dead ends, junctions, corridors and the longest path of a
 * finished maze. See stats.h for the definitions.
 */
#include <stdlib.h>
#include <string.h>

#include "mazeviz/stats.h"

static unsigned degree(const maze *m, uint32_t c)
{
    unsigned k = 0;
    for (int d = 0; d < MAZE_DIRS; d++)
        k += maze_is_open(m, c, (maze_dir)d);
    return k;
}

/*
 * Breadth-first search from src over open passages; dist must hold
 * UINT32_MAX for every cell and is left with the distances. Returns the
 * cell farthest from src (the last one dequeued) and its distance in *far.
 */
static uint32_t bfs(const maze *m, uint32_t src, uint32_t *queue, uint32_t *dist, uint32_t *far)
{
    size_t head = 0, tail = 0;
    queue[tail++] = src;
    dist[src] = 0;
    uint32_t last = src;
    while (head < tail) {
        uint32_t c = queue[head++];
        last = c;
        for (int d = 0; d < MAZE_DIRS; d++) {
            if (!maze_is_open(m, c, (maze_dir)d))
                continue;
            uint32_t nb = maze_neighbor(m, c, (maze_dir)d);
            if (dist[nb] == UINT32_MAX) {
                dist[nb] = dist[c] + 1;
                queue[tail++] = nb;
            }
        }
    }
    *far = dist[last];
    return last;
}

/* The diameter in cells: BFS to the farthest cell, then again from there. */
static bool longest_path(const maze *m, uint64_t *out)
{
    uint32_t *queue = malloc((size_t)m->n * sizeof *queue);
    uint32_t *dist = malloc((size_t)m->n * sizeof *dist);
    bool ok = queue && dist;
    if (ok) {
        uint32_t far;
        memset(dist, 0xff, (size_t)m->n * sizeof *dist);
        uint32_t u = bfs(m, 0, queue, dist, &far);
        memset(dist, 0xff, (size_t)m->n * sizeof *dist);
        bfs(m, u, queue, dist, &far);
        *out = (uint64_t)far + 1;
    }
    free(queue);
    free(dist);
    return ok;
}

bool maze_stats_compute(const maze *m, maze_stats *out)
{
    memset(out, 0, sizeof *out);
    uint64_t ends = 0, junctions = 0, degree_sum = 0, branch_degree_sum = 0;
    for (uint32_t c = 0; c < m->n; c++) {
        unsigned k = degree(m, c);
        ends += k == 1;
        junctions += k >= 3;
        degree_sum += k;
        if (k != 2)
            branch_degree_sum += k;
    }
    uint64_t longest;
    if (!longest_path(m, &longest))
        return false;
    out->cells = m->n;
    out->dead_ends = ends;
    out->junctions = junctions;
    out->passages = degree_sum / 2;
    /* Each corridor ends at two non-corridor cells, one passage each. */
    out->corridors = branch_degree_sum / 2;
    out->longest_path = longest;
    out->mean_corridor = out->corridors ? (double)out->passages / (double)out->corridors : 0.0;
    return true;
}
