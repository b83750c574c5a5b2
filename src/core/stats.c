/*
 * stats.c - dead ends, junctions, corridors and the longest path of a
 * finished maze. See stats.h for the definitions.
 */
#include <stdlib.h>
#include <string.h>

#include "mazeviz/stats.h"

/*
 * Up to *work cells of a breadth-first search whose queue holds cells
 * *head .. *tail - 1 still to expand; takes what it did off *work.
 * True when the queue is empty (the search is over).
 */
static bool bfs_expand(const maze *m, uint32_t *queue, uint32_t *dist, size_t *head, size_t *tail,
                       uint64_t *work)
{
    size_t h = *head, t = *tail;
    for (; h < t && *work > 0; --*work) {
        uint32_t c = queue[h++];
        for (maze_dir d = 0; d < m->sides; d++) {
            if (!maze_is_open(m, c, d))
                continue;
            uint32_t nb = maze_neighbor(m, c, d);
            if (dist[nb] == UINT32_MAX) {
                dist[nb] = dist[c] + 1;
                queue[t++] = nb;
            }
        }
    }
    *head = h;
    *tail = t;
    return h == t;
}

uint32_t maze_bfs(const maze *m, uint32_t src, uint32_t *queue, uint32_t *dist, uint32_t *far)
{
    size_t head = 0, tail = 1;
    uint64_t work = UINT64_MAX;
    queue[0] = src;
    dist[src] = 0;
    bfs_expand(m, queue, dist, &head, &tail, &work);
    uint32_t last = queue[tail - 1];
    *far = dist[last];
    return last;
}

bool maze_shortest_path(const maze *m, uint32_t from, uint32_t to, uint32_t *out, uint32_t *cells)
{
    uint32_t *dist = malloc((size_t)m->n * sizeof *dist), *queue = malloc((size_t)m->n * sizeof *queue), far;
    if (!dist || !queue) {
        free(dist);
        free(queue);
        return false;
    }
    memset(dist, 0xff, (size_t)m->n * sizeof *dist);
    maze_bfs(m, to, queue, dist, &far); /* from the goal, so the path is walked downhill from `from` */
    *cells = dist[from] == UINT32_MAX ? 0 : dist[from] + 1;
    for (uint32_t c = from, k = 0; out && k < *cells; k++) {
        out[k] = c;
        for (unsigned s = 0; s < m->sides; s++) {
            uint32_t nb = maze_neighbor(m, c, s);
            if (nb != MAZE_NONE && maze_is_open(m, c, s) && dist[nb] + 1 == dist[c]) {
                c = nb;
                break;
            }
        }
    }
    free(dist);
    free(queue);
    return true;
}

uint64_t maze_longest_path_ends(const maze *m, uint32_t *queue, uint32_t *dist, uint32_t *a,
                                uint32_t *b)
{
    uint32_t far;
    memset(dist, 0xff, (size_t)m->n * sizeof *dist);
    *a = maze_bfs(m, maze_first_cell(m), queue, dist, &far);
    memset(dist, 0xff, (size_t)m->n * sizeof *dist);
    *b = maze_bfs(m, *a, queue, dist, &far);
    return (uint64_t)far + 1;
}

bool maze_stats_compute(const maze *m, maze_stats *out)
{
    return maze_stats_between(m, MAZE_NONE, MAZE_NONE, out);
}

bool maze_stats_between(const maze *m, uint32_t from, uint32_t to, maze_stats *out)
{
    maze_stats_job j;
    bool ok = maze_stats_start(&j, m, from, to) && maze_stats_run(&j, UINT64_MAX);
    *out = j.out;
    maze_stats_end(&j);
    if (!ok)
        memset(out, 0, sizeof *out);
    return ok;
}

/* Starts breadth-first search `stage` from src: every distance unknown, src queued. */
static void search_from(maze_stats_job *j, uint32_t src)
{
    memset(j->dist, 0xff, (size_t)j->m->n * sizeof *j->dist);
    j->head = 0;
    j->tail = 1;
    j->queue[0] = src;
    j->dist[src] = 0;
}

bool maze_stats_start(maze_stats_job *j, const maze *m, uint32_t from, uint32_t to)
{
    memset(j, 0, sizeof *j);
    j->m = m;
    j->from = from < m->n && maze_exists(m, from) ? from : maze_first_cell(m);
    j->to = to < m->n && maze_exists(m, to) ? to : maze_last_cell(m);
    j->queue = malloc((size_t)m->n * sizeof *j->queue);
    j->dist = malloc((size_t)m->n * sizeof *j->dist);
    return j->queue && j->dist;
}

bool maze_stats_run(maze_stats_job *j, uint64_t work)
{
    const maze *m = j->m;
    if (!j->queue || !j->dist)
        return false;
    while (work > 0 && j->stage < 4) {
        if (j->stage == 0) { /* degrees: dead ends, junctions, passages, corridors */
            for (; j->next < m->n && work > 0; j->next++, work--) {
                unsigned k = maze_degree(m, j->next);
                j->out.dead_ends += k == 1;
                j->out.junctions += k >= 3;
                j->out.passages += k;
                if (k != 2)
                    j->out.corridors += k;
            }
            if (j->next < m->n)
                break;
            j->out.passages /= 2;
            j->out.corridors /= 2; /* each corridor ends at two non-corridor cells, one passage each */
            search_from(j, maze_first_cell(m));
            j->stage = 1;
        } else if (bfs_expand(m, j->queue, j->dist, &j->head, &j->tail, &work)) {
            uint32_t last = j->queue[j->tail - 1];
            if (j->stage == 1) { /* the cell farthest from 0: one end of a longest path */
                search_from(j, last);
            } else if (j->stage == 2) { /* the farthest from that: the longest path */
                j->out.longest_path = (uint64_t)j->dist[last] + 1;
                search_from(j, j->from);
            } else {
                j->out.solution = j->dist[j->to] == UINT32_MAX ? 0 : (uint64_t)j->dist[j->to] + 1;
            }
            j->stage++;
        }
    }
    if (j->stage < 4)
        return false;
    j->out.cells = m->count;
    j->out.from = j->from;
    j->out.to = j->to;
    j->out.mean_corridor = j->out.corridors ? (double)j->out.passages / (double)j->out.corridors : 0.0;
    return true;
}

void maze_stats_end(maze_stats_job *j)
{
    free(j->queue);
    free(j->dist);
    j->queue = j->dist = NULL;
}

/* Cells reached from `from`, and the pieces the passages join, in the caller's n-cell arrays. */
static void count_pieces(const maze *m, uint32_t from, uint32_t *queue, uint32_t *dist, uint64_t *reached,
                         uint64_t *pieces)
{
    uint32_t far;
    memset(dist, 0xff, (size_t)m->n * sizeof *dist);
    maze_bfs(m, from, queue, dist, &far);
    *reached = 0;
    for (uint32_t c = 0; c < m->n; c++)
        *reached += dist[c] != UINT32_MAX;
    *pieces = 1;
    for (uint32_t c = 0; c < m->n; c++)
        if (maze_exists(m, c) && dist[c] == UINT32_MAX) {
            maze_bfs(m, c, queue, dist, &far);
            ++*pieces;
        }
}

bool maze_checks_compute(const maze *m, uint32_t from, uint32_t to, maze_checks *out)
{
    maze_stats st;
    memset(out, 0, sizeof *out);
    from = from < m->n && maze_exists(m, from) ? from : maze_first_cell(m);
    to = to < m->n && maze_exists(m, to) ? to : maze_last_cell(m);
    uint32_t *queue = malloc((size_t)m->n * sizeof *queue), *dist = malloc((size_t)m->n * sizeof *dist);
    bool ok = queue && dist && maze_stats_between(m, from, to, &st);
    if (ok) {
        uint64_t reached, pieces;
        count_pieces(m, from, queue, dist, &reached, &pieces);
        out->loops = maze_passages(m) + pieces - m->count;
        out->unreachable = m->count - reached;
        out->perfect = out->loops == 0 && out->unreachable == 0;
        out->dead_ends = st.dead_ends;
        out->junctions = st.junctions;
        out->solution = st.solution;
        out->longest = st.longest_path;
    }
    free(queue);
    free(dist);
    return ok;
}
