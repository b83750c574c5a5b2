/*
 * bench_seek.c - what time travel costs: steps back (as the window's <-
 * key does), jumps (a click on the timeline), the history's memory, and
 * the forward speed with and without history, measured side by side.
 *
 * usage: bench_seek [--algo ID] [--size N] [--backs K] [--rounds R] [--budget MB] [--keys only]
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
 *
 * Then the keys a student presses on a finished maze, as web/bench_stepback.js
 * does in a tab (the same machine, budget and chart figures as the window's):
 * `<-` at the end, `->`, `<-` again, `[` (back to the previous main event),
 * and Enter to finish again, R rounds (--rounds, default 5); then `<-`
 * from the middle of a run opened there (run unwatched from step 0, as a
 * link with step=N opens). Medians in ms, and the steps the `<-` presses
 * replayed from checkpoints (0: every one was undone from the journal).
 * --keys only: these alone.
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

/*
 * The time one key takes, in ms: a step back (-1), a step on (+1) or back
 * to the previous main event (0); the steps it replayed from checkpoints
 * are added to *replayed.
 */
static double key(sm *g, int k, uint64_t *replayed)
{
    uint64_t from, before, after;
    sm_history_journal(g, &from, &before);
    double t0 = now_ms();
    if (k < 0)
        sm_seek(g, sm_steps(g) - 1);
    else if (k > 0)
        sm_run(g, 1);
    else
        sm_back_to_event(g, sm_algorithm(g)->main_event);
    double ms = now_ms() - t0;
    sm_clear_changes(g);
    sm_history_journal(g, &from, &after);
    *replayed += after - before;
    return ms;
}

/* A machine of a as the window makes one: changes tracked, chart figures, history of budget bytes. */
static sm *window_machine(const gen_algo *a, maze *m, size_t budget)
{
    gen_settings s = gen_default_settings();
    s.track_changes = true;
    sm *g = m ? sm_create(a, m, 1, &s) : NULL;
    if (!g || !sm_keep_history(g, budget)) {
        fprintf(stderr, "bench_seek: out of memory at %ux%u\n", m ? m->w : 0, m ? m->h : 0);
        exit(1);
    }
    sm_keep_figures(g, 512);
    return g;
}

/* The keys of a student at a finished maze, then <- mid-run (see the top). */
static void bench_keys(const gen_algo *a, uint32_t side, int rounds, size_t budget)
{
    maze *m = maze_create(side, side);
    sm *g = window_machine(a, m, budget);
    double back[MAX_BACKS], fore[MAX_BACKS], again[MAX_BACKS], event[MAX_BACKS], mid[MAX_BACKS];
    uint64_t replayed = 0, mid_replayed = 0, other = 0;
    forward(g);
    uint64_t total = sm_steps(g);
    for (int r = 0; r < rounds; r++) {
        back[r] = key(g, -1, &replayed);
        fore[r] = key(g, +1, &other);
        again[r] = key(g, -1, &replayed);
        event[r] = key(g, 0, &other);
        forward(g);
    }
    sm_destroy(g);
    maze_destroy(m);
    m = maze_create(side, side);
    g = window_machine(a, m, budget);
    sm_run_unwatched(g, total / 2);
    sm_clear_changes(g);
    for (int r = 0; r < rounds; r++)
        mid[r] = key(g, -1, &mid_replayed);
    printf("%-16s %5u² %3zu MB keys, medians of %d: <- at the end %8.2f, then -> %8.2f, <- again %8.2f, [ %8.2f;"
           " <- mid-run %8.2f ms; replayed %" PRIu64 " steps at the end, %" PRIu64 " mid-run\n",
           a->id, side, budget >> 20, rounds, median(back, rounds), median(fore, rounds), median(again, rounds),
           median(event, rounds), median(mid, rounds), replayed, mid_replayed);
    fflush(stdout);
    sm_destroy(g);
    maze_destroy(m);
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
    int backs = 50, rounds = 5;
    bool keys_only = false;
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
        } else if (strcmp(argv[i], "--rounds") == 0) {
            rounds = atoi(argv[i + 1]);
        } else if (strcmp(argv[i], "--keys") == 0) {
            keys_only = strcmp(argv[i + 1], "only") == 0;
        } else if (strcmp(argv[i], "--budget") == 0) {
            budget = (size_t)strtoul(argv[i + 1], NULL, 10) << 20;
        } else {
            fprintf(stderr, "bench_seek: unknown flag '%s'\n", argv[i]);
            return 2;
        }
    }
    if (side < 2 || side > 8192 || backs < 1 || backs > MAX_BACKS || rounds < 1 || rounds > MAX_BACKS ||
        budget == 0) {
        fprintf(stderr, "bench_seek: --size 2..8192, --backs and --rounds 1..%d, --budget > 0 MB\n", MAX_BACKS);
        return 2;
    }
    static const char *const slow[] = {"kruskal", "true-prim", "eller", "blobby-division", "wilson", "backtracker"};
    for (size_t i = 0; i < (only ? 1 : sizeof slow / sizeof slow[0]); i++) {
        const gen_algo *a = only ? only : gen_find(slow[i]);
        if (!keys_only)
            bench_one(a, side, backs, budget);
        bench_keys(a, side, rounds, budget);
    }
    return 0;
}
