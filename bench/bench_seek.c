/*
 * bench_seek.c - what time travel costs: steps back (as the window's <-
 * key does), jumps (a click on the timeline), the history's memory, and
 * the forward speed with and without history, measured side by side.
 *
 * usage: bench_seek [--algo ID] [--size N] [--backs K] [--budget MB]
 *
 * For each algorithm (default: the slow ones to step back in - Kruskal,
 * true Prim, Eller, blobby division, Wilson - and the backtracker) on an
 * N x N maze (default 2000): a run to completion with change tracking on
 * (the window's settings), once without history and once with
 * sm_keep_history(budget) (the desktop's 256 MB by default; a browser
 * tab's is 64), interleaved so both see the same machine load. Then,
 * each timed, median and worst printed: K single steps back from the end
 * of the run (a finished maze, <- pressed again and again); and K times,
 * from the end, a jump back to a random step (a click on the timeline)
 * followed by one step back from there. Wall time, as a user waits it
 * (steps back in microseconds: the journal makes them that short).
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mazeviz/gen.h"

#define MAX_BACKS 1000

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Runs a to completion as the window does (log drained every 2^16 steps); returns ms. */
static double forward(sm *g)
{
    double t0 = now_ms();
    while (!sm_done(g)) {
        sm_run(g, 1u << 16);
        sm_clear_changes(g);
    }
    return now_ms() - t0;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return v[n / 2];
}

/* K steps back one at a time from where the machine is; each timed into ms[]. */
static void steps_back(sm *g, int backs, double *ms)
{
    for (int i = 0; i < backs && sm_steps(g) > 0; i++) {
        double t0 = now_ms();
        sm_seek(g, sm_steps(g) - 1);
        ms[i] = now_ms() - t0;
        sm_clear_changes(g);
    }
}

static void bench_one(const gen_algo *a, uint32_t side, int backs, size_t budget)
{
    gen_settings s = gen_default_settings();
    s.track_changes = true;
    maze *m1 = maze_create(side, side), *m2 = maze_create(side, side);
    sm *plain = m1 ? sm_create(a, m1, 1, &s) : NULL, *hist = m2 ? sm_create(a, m2, 1, &s) : NULL;
    if (!plain || !hist || !sm_keep_history(hist, budget)) {
        fprintf(stderr, "bench_seek: out of memory at %ux%u\n", side, side);
        exit(1);
    }
    double t_plain = forward(plain), t_hist = forward(hist);
    uint64_t total = sm_steps(hist), spacing, from, replayed;
    size_t count, bytes = sm_history_bytes(hist, &count, &spacing);
    size_t journal = sm_history_journal(hist, &from, &replayed);
    double end[MAX_BACKS], jump[MAX_BACKS], back[MAX_BACKS];
    steps_back(hist, backs, end);
    rng r;
    rng_seed(&r, 99);
    for (int i = 0; i < backs; i++) { /* from the end, a click on the timeline back to a random step */
        uint64_t at = 1 + (uint64_t)((double)(total - 1) * (rng_next(&r) >> 11) * 0x1.0p-53);
        sm_seek(hist, total);
        sm_clear_changes(hist);
        double t0 = now_ms();
        sm_seek(hist, at);
        jump[i] = now_ms() - t0;
        sm_clear_changes(hist);
        steps_back(hist, 1, &back[i]);
    }
    printf("%-16s %5u² %3zu MB %10" PRIu64 " steps  forward %7.1f / %7.1f ms (%.2fx)  checkpoints %3zu x %8" PRIu64
           " = %5.1f MB, journal %4.1f MB (%" PRIu64 " steps)  from the end: median %8.1f, worst %8.1f us"
           "  after a jump: median %8.1f, worst %8.1f us (the jump: median %7.1f, worst %7.1f ms)\n",
           a->id, side, budget >> 20, total, t_plain, t_hist, t_hist / t_plain, count, spacing, bytes / 1048576.0,
           journal / 1048576.0, total - from, 1e3 * median(end, backs), 1e3 * end[backs - 1], 1e3 * median(back, backs),
           1e3 * back[backs - 1],
           median(jump, backs), jump[backs - 1]);
    fflush(stdout);
    sm_destroy(plain);
    sm_destroy(hist);
    maze_destroy(m1);
    maze_destroy(m2);
}

int main(int argc, char **argv)
{
    const gen_algo *only = NULL;
    uint32_t side = 2000;
    int backs = 50;
    size_t budget = (size_t)256 << 20;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--algo") == 0) {
            if (!(only = gen_find(argv[i + 1]))) {
                fprintf(stderr, "bench_seek: unknown algorithm '%s'\n", argv[i + 1]);
                return 2;
            }
        } else if (strcmp(argv[i], "--size") == 0) {
            side = (uint32_t)strtoul(argv[i + 1], NULL, 10);
        } else if (strcmp(argv[i], "--backs") == 0) {
            backs = atoi(argv[i + 1]);
        } else if (strcmp(argv[i], "--budget") == 0) {
            budget = (size_t)strtoul(argv[i + 1], NULL, 10) << 20;
        } else {
            fprintf(stderr, "bench_seek: unknown flag '%s'\n", argv[i]);
            return 2;
        }
    }
    if (side < 2 || side > 8192 || backs < 1 || backs > MAX_BACKS || budget == 0) {
        fprintf(stderr, "bench_seek: --size 2..8192, --backs 1..%d, --budget > 0 MB\n", MAX_BACKS);
        return 2;
    }
    if (only) {
        bench_one(only, side, backs, budget);
        return 0;
    }
    static const char *const slow[] = {"kruskal", "true-prim", "eller", "blobby-division", "wilson", "backtracker"};
    for (size_t i = 0; i < sizeof slow / sizeof slow[0]; i++)
        bench_one(gen_find(slow[i]), side, backs, budget);
    return 0;
}
