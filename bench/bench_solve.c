/*
 * bench_solve.c - how fast and how lean the solvers are.
 *
 * usage: bench_solve [--sizes 1024,2048] [--reps N]
 *
 * For each size, one recursive-backtracker maze (long winding paths: the
 * solvers explore most of it) and the same maze braided with p = 50 %.
 * Each solver runs corner to corner with the renderer's change log on,
 * drained every 2^16 steps; printed are medians over the repetitions:
 * steps, ns per step (the run only), init in ms (set-up before the first
 * step: BFS and the distance machine make one or three O(n) searches
 * there), the whole solve in ms, bytes per cell (maze + machine) - next to a plain flat-array
 * breadth-first search (one int32 distance per cell and a queue, stops at
 * the goal) timed per explored cell in the same loop, and the ratio. The
 * random mouse runs with cap=10: it gives up after 10 moves a cell (its
 * default 1000 would take minutes here), so its row is its speed, not its
 * luck.
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mazeviz/gen.h"
#include "mazeviz/solve.h"

#define MAX_REPS 15
#define MAX_SIZES 8

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* The baseline: breadth-first search over the raw wall bytes; returns cells explored. */
static uint64_t ref_bfs(const maze *m, int32_t *dist, uint32_t *queue)
{
    uint32_t head = 0, tail = 0, goal = m->n - 1;
    const int32_t delta[4] = {-(int32_t)m->w, 1, (int32_t)m->w, -1};
    memset(dist, 0xff, (size_t)m->n * sizeof *dist);
    dist[0] = 0;
    queue[tail++] = 0;
    while (head < tail) {
        uint32_t c = queue[head++];
        if (c == goal)
            break;
        uint8_t open = m->cells[c];
        for (int d = 0; d < 4; d++) {
            uint32_t nb = c + (uint32_t)delta[d];
            if ((open >> d & 1u) && dist[nb] < 0) {
                dist[nb] = dist[c] + 1;
                queue[tail++] = nb;
            }
        }
    }
    return head;
}

typedef struct result {
    uint64_t steps;
    double ns_step, init_ms, bytes;
} result;

static result run_solver(const sm_algo *a, maze *m)
{
    result r = {0, 0, 0, 0};
    sm_settings s = sm_default_settings();
    s.track_changes = true;
    if (strcmp(a->id, "random-mouse") == 0)
        sm_parse_option(a, "cap=10", &s);
    double t0 = now_ns();
    sm *g = sm_create(a, m, 1, &s);
    if (!g) {
        fprintf(stderr, "bench_solve: out of memory\n");
        exit(1);
    }
    double t1 = now_ns();
    while (!sm_done(g)) {
        r.steps += sm_run(g, 1u << 16);
        sm_clear_changes(g);
    }
    double t2 = now_ns();
    r.ns_step = (t2 - t1) / (double)(r.steps ? r.steps : 1);
    r.init_ms = (t1 - t0) / 1e6;
    r.bytes = (double)(sm_memory(g) + m->n) / m->n;
    sm_destroy(g);
    return r;
}

static void bench_maze(maze *m, const char *kind, int reps)
{
    int32_t *dist = malloc((size_t)m->n * sizeof *dist);
    uint32_t *queue = malloc((size_t)m->n * sizeof *queue);
    if (!dist || !queue)
        exit(1);
    for (size_t k = 0; k <= solve_algo_count; k++) {
        const sm_algo *a = k < solve_algo_count ? solve_algos[k] : &solve_distance;
        double ns[MAX_REPS], init[MAX_REPS], ref[MAX_REPS], total[MAX_REPS], ref_total[MAX_REPS];
        result r = {0, 0, 0, 0};
        for (int i = 0; i < reps; i++) {
            r = run_solver(a, m);
            ns[i] = r.ns_step;
            init[i] = r.init_ms;
            total[i] = r.init_ms + r.ns_step * (double)r.steps / 1e6;
            double t0 = now_ns();
            uint64_t cells = ref_bfs(m, dist, queue);
            ref_total[i] = (now_ns() - t0) / 1e6;
            ref[i] = ref_total[i] * 1e6 / (double)cells;
        }
        double s = median(ns, reps), q = median(ref, reps);
        double t = median(total, reps), rt = median(ref_total, reps);
        printf("%-18s %-8s %5u² %10" PRIu64 " %8.2f %8.1f %8.1f %7.2f   ref %5.2f ns/cell %6.1f ms,"
               " ratio %.2f per step, %.2f total\n", a->id, kind, m->w, r.steps, s, median(init, reps), t,
               r.bytes, q, rt, s / q, t / rt);
        fflush(stdout);
    }
    free(dist);
    free(queue);
}

int main(int argc, char **argv)
{
    uint32_t sizes[MAX_SIZES] = {1024, 2048};
    int nsizes = 2, reps = 5;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--reps") == 0) {
            reps = atoi(argv[i + 1]);
            if (reps < 1 || reps > MAX_REPS) {
                fprintf(stderr, "bench_solve: bad --reps '%s': 1..%d\n", argv[i + 1], MAX_REPS);
                return 2;
            }
        } else if (strcmp(argv[i], "--sizes") == 0) {
            nsizes = 0;
            for (char *p = argv[i + 1], *end; *p && nsizes < MAX_SIZES; p = *end ? end + 1 : end) {
                unsigned long v = strtoul(p, &end, 10);
                if (end == p || v < 2 || v > 8192 || (*end && *end != ',')) {
                    fprintf(stderr, "bench_solve: bad --sizes '%s': e.g. 1024,2048\n", argv[i + 1]);
                    return 2;
                }
                sizes[nsizes++] = (uint32_t)v;
            }
        }
    }
    printf("%-18s %-8s %6s %10s %8s %8s %8s %7s\n", "solver", "maze", "size", "steps", "ns/step",
           "init ms", "total ms", "B/cell");
    for (int s = 0; s < nsizes; s++) {
        maze *m = maze_create(sizes[s], sizes[s]);
        if (!m || !gen_generate(gen_find("backtracker"), m, 7, NULL)) {
            fprintf(stderr, "bench_solve: out of memory at %ux%u\n", sizes[s], sizes[s]);
            return 1;
        }
        bench_maze(m, "perfect", reps);
        gen_braid_maze(m, 7, 50);
        bench_maze(m, "braid50", reps);
        maze_destroy(m);
    }
    return 0;
}
