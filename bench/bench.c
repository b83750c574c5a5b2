/*
 * bench.c - how fast and how lean the core's generators are.
 *
 * usage: bench [--algo ID] [--sizes 1024,2048,...] [--reps N]
 *
 * For each algorithm and size (fixed seeds), two lines: the core watched
 * (the renderer's change log on, as in the window) and unwatched (as
 * headless runs, --stats and the lab run it): steps, ns per step, cells
 * per second and bytes per cell (the maze byte plus the machine's memory),
 * medians over the repetitions, in thread CPU time. Generators with a
 * flat-array baseline in reference.c run against it, interleaved in the
 * same loop on the same seeds so both see the same machine load; the
 * ratio compares whole runs (shown per core step), and "(same maze)" says
 * the baseline made the core's maze for every seed (Kruskal's "shuffle
 * ref" makes its own: a stored wall list shuffled as it goes, where the
 * core reads a keyed order).
 * Origin Shift's default run is about 3 n ln^2 n shifts (minutes at 4096²),
 * so it and its baseline are timed over SHIFTS_PER_CELL (reference.h)
 * shifts per cell; its unwatched line also says how many shifts steps=auto
 * makes and what they would take at that speed.
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

/*
 * The thread's CPU time: on a shared machine the time another process
 * holds the core is left out (what it does to the caches is not).
 */
static double now_ns(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0) /* no such clock (WebAssembly): wall time */
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
    uint64_t print; /* fingerprint of the passages (0: none, the ref builds no walls) */
} result;

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

/* FNV-1a over the passage bits of each cell: equal for equal mazes. */
static uint64_t fingerprint(const uint8_t *cells, uint32_t n)
{
    uint64_t h = 0xcbf29ce484222325u;
    for (uint32_t c = 0; c < n; c++)
        h = (h ^ (cells[c] & 0x0fu)) * 0x100000001b3u;
    return h;
}

static result run_core(const gen_algo *a, uint32_t side, uint64_t seed, bool track)
{
    result r = {0, 0, 0, 0};
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
    r.print = fingerprint(m->cells, m->n);
    sm_destroy(g);
    maze_destroy(m);
    return r;
}

/*
 * The flat-array baselines of reference.c, by generator: one for the
 * watched core and one for the unwatched (headless) core, usually the same.
 * Most build the same maze as the core for the same seed, which the bench
 * checks; own_maze: the baseline draws its randomness its own way (Kruskal's
 * stored shuffle against the core's keyed order), so its maze is not
 * compared.
 */
typedef uint64_t (*ref_fn)(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);
typedef struct reference {
    const char *id;
    ref_fn watched, unwatched;
    const char *unwatched_name;
    bool own_maze;
} reference;

static const reference refs[] = {
    {"wilson", ref_wilson, ref_wilson_last_exit, "last-exit ref", false},
    {"backtracker", ref_backtracker, ref_backtracker, "ref", false},
    {"aldous-broder", ref_aldous_broder, ref_aldous_broder, "ref", false},
    {"houston", ref_houston, ref_houston, "ref", false},
    {"kruskal", ref_kruskal, ref_kruskal, "shuffle ref", true},
    {"prim", ref_prim, ref_prim, "ref", false},
    {"true-prim", ref_true_prim, ref_true_prim, "ref", false},
    {"hunt-and-kill", ref_hunt_and_kill, ref_hunt_and_kill, "ref", false},
    {"growing-tree", ref_backtracker, ref_backtracker, "ref", false},
    {"binary-tree", ref_binary_tree, ref_binary_tree, "ref", false},
    {"sidewinder", ref_sidewinder, ref_sidewinder, "ref", false},
    {"eller", ref_eller, ref_eller, "ref", false},
    {"recursive-division", ref_recursive_division, ref_recursive_division, "ref", false},
    {"blobby-division", ref_blobby_division, ref_blobby_division, "ref", false},
    {"growing-binary-tree", ref_growing_binary_tree, ref_growing_binary_tree, "ref", false},
    {"origin-shift", ref_origin_shift, ref_origin_shift, "ref", false},
    {"parallel-backtracker", ref_parallel_backtracker, ref_parallel_backtracker, "ref", false},
};

static const reference *find_ref(const char *id)
{
    for (size_t i = 0; i < sizeof refs / sizeof refs[0]; i++)
        if (strcmp(refs[i].id, id) == 0)
            return &refs[i];
    return NULL;
}

static result run_ref(const reference *ref, ref_fn f, uint32_t side, uint64_t seed)
{
    result r = {0, 0, 1, 0};
    uint8_t *cells = malloc((size_t)side * side);
    if (!cells) {
        fprintf(stderr, "bench: out of memory at %ux%u\n", side, side);
        exit(1);
    }
    double t0 = now_ns();
    r.steps = f(cells, side, side, seed);
    r.ns = now_ns() - t0;
    if (f != ref_wilson_last_exit && !ref->own_maze)
        r.print = fingerprint(cells, side * side);
    free(cells);
    return r;
}

/* " (same maze)", " (another maze)" or nothing, over all repetitions. */
static const char *maze_note(int same, int other)
{
    return other ? " (another maze)" : same ? " (same maze)" : "";
}

/*
 * One algorithm at one size: the core watched (change log on, as in the
 * window) and unwatched (headless), each beside its flat-array baseline
 * when there is one, all interleaved on the same seeds so they see the
 * same machine load. The ratios compare whole runs (divided by the core's
 * steps to read as ns per step).
 */
static void bench_one(const gen_algo *a, uint32_t side, int reps)
{
    const reference *ref = find_ref(a->id);
    double per_step[MAX_REPS], per_cell[MAX_REPS], ref_step[MAX_REPS], fast_step[MAX_REPS],
        fast_ref_step[MAX_REPS];
    uint64_t steps = 0;
    double bytes = 0, fast_bytes = 0;
    int same = 0, other = 0, fast_same = 0, fast_other = 0;
    for (int i = 0; i < reps; i++) {
        uint64_t seed = 1000 + (uint64_t)i;
        result r = run_core(a, side, seed, true);
        per_step[i] = r.ns / (double)r.steps;
        per_cell[i] = r.ns / ((double)side * side);
        steps += r.steps;
        bytes = r.bytes;
        if (ref) {
            result q = run_ref(ref, ref->watched, side, seed);
            ref_step[i] = q.ns / (double)r.steps;
            same += q.print && q.print == r.print;
            other += q.print && q.print != r.print;
        }
        result f = run_core(a, side, seed, false);
        fast_step[i] = f.ns / (double)f.steps;
        fast_bytes = f.bytes;
        if (ref) {
            result q = run_ref(ref, ref->unwatched, side, seed);
            fast_ref_step[i] = q.ns / (double)f.steps;
            fast_same += q.print && q.print == f.print;
            fast_other += q.print && q.print != f.print;
        }
    }
    double ns_step = median(per_step, reps), ns_cell = median(per_cell, reps);
    printf("%-32s %5u² %12" PRIu64 " %9.2f %12.3g %8.2f", a->id, side, steps / (uint64_t)reps, ns_step,
           1e9 / ns_cell, bytes);
    if (ref) {
        double rs = median(ref_step, reps);
        printf("   %s %6.2f ns/step, ratio %.2f%s", ref->own_maze ? "shuffle ref" : "ref", rs,
               ns_step / rs, maze_note(same, other));
    }
    printf("\n");
    char name[64]; /* the same steps: those columns are left blank (web/bench.sh reads the line) */
    snprintf(name, sizeof name, "  %s unwatched", a->id);
    double fs = median(fast_step, reps);
    printf("%-32s %5u² %12s %9.2f %12s %8.2f", name, side, "", fs, "", fast_bytes);
    if (ref) {
        double ls = median(fast_ref_step, reps);
        printf("   %s %6.2f ns/step, ratio %.2f%s", ref->unwatched_name, ls, fs / ls,
               maze_note(fast_same, fast_other));
    }
    if (origin_shift(a)) {
        uint64_t k = auto_shifts(a, side);
        printf("   steps=auto: %" PRIu64 " shifts, %.1f s at this speed", k, (double)k * fs * 1e-9);
    }
    printf("\n");
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
    uint32_t sizes[MAX_SIZES] = {1024, 2048};
    int nsizes = 2, reps = 5;
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
    printf("%-32s %6s %12s %9s %12s %8s\n", "algorithm", "size", "steps", "ns/step", "cells/s",
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
