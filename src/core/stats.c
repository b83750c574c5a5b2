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

uint32_t maze_bfs(const maze *m, uint32_t src, uint32_t *queue, uint32_t *dist, uint32_t *far)
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

uint64_t maze_longest_path_ends(const maze *m, uint32_t *queue, uint32_t *dist, uint32_t *a,
                                uint32_t *b)
{
    uint32_t far;
    memset(dist, 0xff, (size_t)m->n * sizeof *dist);
    *a = maze_bfs(m, 0, queue, dist, &far);
    memset(dist, 0xff, (size_t)m->n * sizeof *dist);
    *b = maze_bfs(m, *a, queue, dist, &far);
    return (uint64_t)far + 1;
}

/* The diameter in cells and the from -> to solution, in one pair of work arrays. */
static bool paths(const maze *m, uint32_t from, uint32_t to, uint64_t *longest, uint64_t *solution)
{
    uint32_t *queue = malloc((size_t)m->n * sizeof *queue);
    uint32_t *dist = malloc((size_t)m->n * sizeof *dist);
    bool ok = queue && dist;
    if (ok) {
        uint32_t a, b, far;
        *longest = maze_longest_path_ends(m, queue, dist, &a, &b);
        memset(dist, 0xff, (size_t)m->n * sizeof *dist);
        maze_bfs(m, from, queue, dist, &far);
        *solution = dist[to] == UINT32_MAX ? 0 : (uint64_t)dist[to] + 1;
    }
    free(queue);
    free(dist);
    return ok;
}

bool maze_stats_compute(const maze *m, maze_stats *out)
{
    return maze_stats_between(m, MAZE_NONE, MAZE_NONE, out);
}

bool maze_stats_between(const maze *m, uint32_t from, uint32_t to, maze_stats *out)
{
    memset(out, 0, sizeof *out);
    from = from < m->n ? from : 0;
    to = to < m->n ? to : m->n - 1;
    uint64_t ends = 0, junctions = 0, degree_sum = 0, branch_degree_sum = 0;
    for (uint32_t c = 0; c < m->n; c++) {
        unsigned k = degree(m, c);
        ends += k == 1;
        junctions += k >= 3;
        degree_sum += k;
        if (k != 2)
            branch_degree_sum += k;
    }
    uint64_t longest, solution;
    if (!paths(m, from, to, &longest, &solution))
        return false;
    out->cells = m->n;
    out->dead_ends = ends;
    out->junctions = junctions;
    out->passages = degree_sum / 2;
    /* Each corridor ends at two non-corridor cells, one passage each. */
    out->corridors = branch_degree_sum / 2;
    out->longest_path = longest;
    out->from = from;
    out->to = to;
    out->solution = solution;
    out->mean_corridor = out->corridors ? (double)out->passages / (double)out->corridors : 0.0;
    return true;
}
