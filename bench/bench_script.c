/*
 * bench_script.c - a student's script against the built-in algorithm:
 * data/scripts/backtracker.lua and the built-in recursive backtracker on
 * the same grid, interleaved, REPS times each; prints the median ns per
 * step of each (thread CPU time) and per cell, and their ratio. The
 * script's steps are more (a mark per push and per pop besides each
 * carve), so the per-cell ratio is the fair one. Issue 34's goal: within
 * 20x per step.
 *
 * Usage: bench_script SCRIPTS-DIR [SIZE [REPS]]   (default 256, 5)
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "mazeviz/gen.h"
#include "mazeviz/script.h"

static double now_ns(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
        clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* One run: its time in ns and its steps. */
static double run(const sm_algo *al, maze *m, uint64_t seed, uint64_t *steps)
{
    sm *g = sm_create(al, m, seed, NULL);
    if (!g) {
        fprintf(stderr, "bench_script: out of memory\n");
        exit(1);
    }
    double t0 = now_ns();
    *steps = sm_finish(g);
    double t = now_ns() - t0;
    sm_destroy(g);
    return t;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: bench_script SCRIPTS-DIR [SIZE [REPS]]\n");
        return 2;
    }
    uint32_t size = argc > 2 ? (uint32_t)atoi(argv[2]) : 256;
    int reps = argc > 3 ? atoi(argv[3]) : 5;
    if (reps < 1 || reps > 99 || size < 2 || size > 4096)
        return 2;
    char path[1024], err[300];
    snprintf(path, sizeof path, "%s/backtracker.lua", argv[1]);
    FILE *f = fopen(path, "rb");
    static char buf[1 << 16];
    size_t n = f ? fread(buf, 1, sizeof buf, f) : 0;
    if (f)
        fclose(f);
    script *s = script_load("backtracker.lua", buf, n, SCRIPT_GENERATOR, err, sizeof err);
    if (!s) {
        printf("bench_script: %s\n", err);
        return 77;
    }
    maze *m = maze_create(size, size);
    double ts[99], tb[99], per_s[99], per_b[99];
    uint64_t ks = 0, kb = 0;
    for (int r = 0; r < reps; r++) {
        ts[r] = run(script_algo(s), m, (uint64_t)r + 1, &ks);
        tb[r] = run(gen_find("backtracker"), m, (uint64_t)r + 1, &kb);
        per_s[r] = ts[r] / (double)ks;
        per_b[r] = tb[r] / (double)kb;
    }
    qsort(per_s, (size_t)reps, sizeof per_s[0], by_value);
    qsort(per_b, (size_t)reps, sizeof per_b[0], by_value);
    qsort(ts, (size_t)reps, sizeof ts[0], by_value);
    qsort(tb, (size_t)reps, sizeof tb[0], by_value);
    double cells = (double)size * size;
    printf("backtracker %ux%u, median of %d interleaved runs (thread CPU time):\n", size, size, reps);
    printf("  script   %10" PRIu64 " steps  %9.1f ns/step  %9.1f ns/cell\n", ks, per_s[reps / 2], ts[reps / 2] / cells);
    printf("  built-in %10" PRIu64 " steps  %9.1f ns/step  %9.1f ns/cell\n", kb, per_b[reps / 2], tb[reps / 2] / cells);
    printf("  ratio    %.1fx per step, %.1fx per cell (goal: within 20x per step)\n", per_s[reps / 2] / per_b[reps / 2],
           ts[reps / 2] / tb[reps / 2]);
    maze_destroy(m);
    script_free(s);
    return 0;
}
