/*
 * bench.c - how fast and how lean the core's generators are.
 *
 * usage: bench [--algo ID] [--sizes 256,1024,...] [--reps N]
 *
 * For each algorithm and size (fixed seeds): steps, ns per step, cells per
 * second and bytes per cell (maze + generator with the renderer's change
 * log on), median over the repetitions. Wilson's run time depends on the
 * seed, so it is compared per step. Wilson and the backtracker also run
 * against the flat-array baselines in reference.c, interleaved in the same
 * loop so both see the same machine load, and the ratio is printed.
 * Origin Shift's default run is about 3 n ln^2 n shifts (minutes at 4096²),
 * so it is timed over 16 shifts per cell; its line says how many shifts
 * steps=auto makes and what they would take at that speed. Wilson and
 * Origin Shift also run unwatched (headless), whose bytes per cell are the
 * maze's and the algorithm's alone (no change log).
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mazeviz/gen.h"
#include "reference.h"

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

typedef struct result {
    uint64_t steps;
    double ns;
    double bytes;
} result;

/* Origin Shift is timed over this many shifts per cell (its auto run is far longer). */
#define SHIFTS_PER_CELL 16

static bool origin_shift(const gen_algo *a) { return strcmp(a->id, "origin-shift") == 0; }

/* The shifts Origin Shift's steps=auto makes on a side x side grid (its first figure's "of"). */
static uint64_t auto_shifts(const gen_algo *a, uint32_t side)
{
    maze *m = maze_create(side, side);
    sm *g = m ? sm_create(a, m, 1, NULL) : NULL;
    sm_figure f[SM_MAX_FIGURES];
    uint64_t k = g && sm_figures(g, f) > 0 ? f[0].of : 0;
    sm_destroy(g);
    maze_destroy(m);
    return k;
}

static result run_core(const gen_algo *a, uint32_t side, uint64_t seed, bool track)
{
    result r = {0, 0, 0};
    maze *m = maze_create(side, side);
    gen_settings set = gen_default_settings();
    set.track_changes = track;
    if (origin_shift(a)) {
        char opt[48];
        snprintf(opt, sizeof opt, "steps=%" PRIu64, (uint64_t)SHIFTS_PER_CELL * side * side);
        gen_parse_option(a, opt, &set);
    }
    double t0 = now_ns();
    sm *g = m ? sm_create(a, m, seed, &set) : NULL;
    if (!g) {
        fprintf(stderr, "bench: out of memory at %ux%u\n", side, side);
        exit(1);
    }
    /* A renderer drains the log every frame; do the same every 2^16 steps. Unwatched: one go, as headless. */
    while (!sm_done(g)) {
        r.steps += sm_run(g, track ? 1u << 16 : UINT64_MAX);
        sm_clear_changes(g);
    }
    r.ns = now_ns() - t0;
    r.bytes = (double)(sm_memory(g) + m->n) / m->n;
    sm_destroy(g);
    maze_destroy(m);
    return r;
}

static result run_ref(const char *id, uint32_t side, uint64_t seed, bool last_exit)
{
    result r = {0, 0, 1};
    uint8_t *cells = malloc((size_t)side * side);
    double t0 = now_ns();
    r.steps = strcmp(id, "wilson") != 0 ? ref_backtracker(cells, side, side, seed)
              : last_exit              ? ref_wilson_last_exit(cells, side, side, seed)
                                       : ref_wilson(cells, side, side, seed);
    r.ns = now_ns() - t0;
    free(cells);
    return r;
}

/*
 * One algorithm at one size: the core watched (change log on, as in the
 * window) and, for Wilson, unwatched too (headless: the last-exit form),
 * interleaved with the baselines on the same seeds.
 */
static void bench_one(const gen_algo *a, uint32_t side, int reps)
{
    bool wilson = strcmp(a->id, "wilson") == 0, unwatched = wilson || origin_shift(a);
    bool has_ref = wilson || strcmp(a->id, "backtracker") == 0;
    double per_step[MAX_REPS], per_cell[MAX_REPS], ref_step[MAX_REPS], fast_step[MAX_REPS],
        last_exit_step[MAX_REPS];
    uint64_t steps = 0;
    double bytes = 0, fast_bytes = 0;
    for (int i = 0; i < reps; i++) {
        uint64_t seed = 1000 + (uint64_t)i;
        result r = run_core(a, side, seed, true);
        per_step[i] = r.ns / (double)r.steps;
        per_cell[i] = r.ns / ((double)side * side);
        steps += r.steps;
        bytes = r.bytes;
        if (has_ref)
            ref_step[i] = run_ref(a->id, side, seed, false).ns / (double)r.steps;
        if (unwatched) {
            result f = run_core(a, side, seed, false);
            fast_step[i] = f.ns / (double)f.steps;
            fast_bytes = f.bytes;
        }
        if (wilson) {
            result q = run_ref(a->id, side, seed, true);
            last_exit_step[i] = q.ns / (double)q.steps;
        }
    }
    double ns_step = median(per_step, reps), ns_cell = median(per_cell, reps);
    printf("%-22s %5u² %12" PRIu64 " %9.2f %12.3g %8.2f", a->id, side, steps / (uint64_t)reps, ns_step,
           1e9 / ns_cell, bytes);
    if (has_ref) {
        double rs = median(ref_step, reps);
        printf("   ref %6.2f ns/step, ratio %.2f", rs, ns_step / rs);
    }
    printf("\n");
    if (wilson) {
        double fs = median(fast_step, reps), ls = median(last_exit_step, reps);
        printf("%-22s %5u² %12s %9.2f %12s %8.2f   last-exit ref %6.2f ns/step, ratio %.2f\n",
               "  wilson unwatched", side, "", fs, "", fast_bytes, ls, fs / ls);
    } else if (unwatched) {
        double fs = median(fast_step, reps);
        uint64_t k = auto_shifts(a, side);
        printf("%-22s %5u² %12s %9.2f %12s %8.2f   steps=auto: %" PRIu64 " shifts, %.1f s at this speed\n",
               "  unwatched", side, "", fs, "", fast_bytes, k, (double)k * fs * 1e-9);
    }
    fflush(stdout);
}

static int parse_sizes(const char *s, uint32_t *out)
{
    int n = 0;
    char *end;
    while (*s && n < MAX_SIZES) {
        unsigned long v = strtoul(s, &end, 10);
        if (end == s || v < 1 || v > 16384)
            return 0;
        out[n++] = (uint32_t)v;
        s = *end == ',' ? end + 1 : end;
        if (*end && *end != ',')
            return 0;
    }
    return n;
}

int main(int argc, char **argv)
{
    const gen_algo *only = NULL;
    uint32_t sizes[MAX_SIZES] = {256, 1024, 2048, 4096};
    int nsizes = 4, reps = 5;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--algo") == 0 && !(only = gen_find(argv[i + 1]))) {
            fprintf(stderr, "bench: unknown algorithm '%s'\n", argv[i + 1]);
            return 2;
        } else if (strcmp(argv[i], "--sizes") == 0 && !(nsizes = parse_sizes(argv[i + 1], sizes))) {
            fprintf(stderr, "bench: bad --sizes '%s': expected e.g. 256,1024\n", argv[i + 1]);
            return 2;
        } else if (strcmp(argv[i], "--reps") == 0) {
            reps = atoi(argv[i + 1]);
            if (reps < 1 || reps > MAX_REPS) {
                fprintf(stderr, "bench: bad --reps '%s': 1..%d\n", argv[i + 1], MAX_REPS);
                return 2;
            }
        }
    }
    printf("%-22s %6s %12s %9s %12s %8s\n", "algorithm", "size", "steps", "ns/step", "cells/s",
           "B/cell");
    for (size_t k = 0; k < gen_algo_count; k++) {
        const gen_algo *a = gen_algos[k];
        if (only && a != only)
            continue;
        for (int s = 0; s < nsizes; s++)
            bench_one(a, sizes[s], sizes[s] >= 4096 && reps > 3 ? 3 : reps);
    }
    return 0;
}
