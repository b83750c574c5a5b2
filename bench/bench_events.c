/*
 * bench_events.c - what searching by event costs against plain batches.
 *
 * usage: bench_events [--size WxH] [--reps N]
 *
 * For every generator, a machine set up as the window sets it up (change
 * log on, 256 MB of history) runs the whole maze three ways, side by side
 * in one process: in batches of 4096 steps (how the window runs at speed),
 * and by sm_run_to_event() on the algorithm's main event, again and again
 * to the end (one step at a time: how the event key, --until and --trace
 * step). Printed are medians over the repetitions: steps, events, ns per
 * step both ways and their ratio; then the cost of going back: the median
 * and the worst time of one sm_back_to_event() over the last 200 events
 * from the end (restore a checkpoint, replay intervals, seek).
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mazeviz/gen.h"

#define MAX_REPS 15
#define BACKS 200

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

static sm *window_machine(const gen_algo *a, maze *m, uint64_t seed)
{
    gen_settings s = gen_default_settings();
    s.track_changes = true;
    sm *g = sm_create(a, m, seed, &s);
    if (g && !sm_keep_history(g, 256u << 20)) {
        sm_destroy(g);
        return NULL;
    }
    return g;
}

/* ns per step of a whole run in 4096-step batches. */
static double batched(const gen_algo *a, maze *m, uint64_t seed, uint64_t *steps)
{
    sm *g = window_machine(a, m, seed);
    if (!g)
        return 0;
    double t0 = now_ns();
    while (!sm_done(g)) {
        sm_run(g, 4096);
        sm_clear_changes(g);
    }
    double t = now_ns() - t0;
    *steps = sm_steps(g);
    sm_destroy(g);
    return t / (double)*steps;
}

/* ns per step of a whole run by sm_run_to_event on the main event; the machine is kept for going back. */
static double by_event(const gen_algo *a, maze *m, uint64_t seed, uint64_t *events, sm **out)
{
    sm *g = window_machine(a, m, seed);
    if (!g)
        return 0;
    *events = 0;
    double t0 = now_ns();
    while (!sm_done(g)) {
        *events += sm_run_to_event(g, a->main_event, UINT64_MAX, NULL);
        sm_clear_changes(g);
    }
    double t = now_ns() - t0;
    *out = g;
    return t / (double)sm_steps(g);
}

/* Median and worst ms of one step back to the previous main event, over up to BACKS from the end. */
static void backs(sm *g, size_t ev, double *med, double *worst)
{
    static double t[BACKS];
    int n = 0;
    *worst = 0;
    while (n < BACKS) {
        double t0 = now_ns();
        bool ok = sm_back_to_event(g, ev);
        double ms = (now_ns() - t0) / 1e6;
        if (!ok)
            break;
        t[n++] = ms;
        *worst = ms > *worst ? ms : *worst;
    }
    *med = n ? median(t, n) : 0;
}

int main(int argc, char **argv)
{
    uint32_t w = 300, h = 300;
    int reps = 3;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--size") == 0 && sscanf(argv[i + 1], "%" SCNu32 "x%" SCNu32, &w, &h) == 2)
            continue;
        if (strcmp(argv[i], "--reps") == 0 && (reps = atoi(argv[i + 1])) >= 1 && reps <= MAX_REPS)
            continue;
        fprintf(stderr, "usage: bench_events [--size WxH] [--reps 1..%d]\n", MAX_REPS);
        return 2;
    }
    maze *m = maze_create(w, h);
    if (!m)
        return 1;
    printf("bench_events: %" PRIu32 "x%" PRIu32 ", %d reps, medians; back: one sm_back_to_event over the "
           "last %d events\n", w, h, reps, BACKS);
    printf("%-22s %-16s %10s %8s %9s %9s %6s %9s %9s\n", "algorithm", "main event", "steps", "events",
           "batch ns", "event ns", "ratio", "back ms", "worst ms");
    for (size_t i = 0; i < gen_algo_count; i++) {
        const gen_algo *a = gen_algos[i];
        double nb[MAX_REPS], ne[MAX_REPS], bm[MAX_REPS], bw[MAX_REPS];
        uint64_t steps = 0, events = 0;
        for (int r = 0; r < reps; r++) {
            sm *g = NULL;
            nb[r] = batched(a, m, 1000 + (uint64_t)r, &steps);
            ne[r] = by_event(a, m, 1000 + (uint64_t)r, &events, &g);
            if (g)
                backs(g, a->main_event, &bm[r], &bw[r]);
            sm_destroy(g);
        }
        double b = median(nb, reps), e = median(ne, reps);
        printf("%-22s %-16s %10" PRIu64 " %8" PRIu64 " %9.1f %9.1f %6.2f %9.3f %9.3f\n", a->id,
               a->events[a->main_event].id, steps, events, b, e, b > 0 ? e / b : 0, median(bm, reps),
               median(bw, reps));
        fflush(stdout);
    }
    maze_destroy(m);
    return 0;
}
