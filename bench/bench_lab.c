/*
 * bench_lab.c - the uniformity lab's throughput: mazes per second on the
 * 3x3 grid (generate, find the tree, update the statistic), the figure
 * that says how fast a live lab view can fill up.
 *
 * usage: bench_lab [--algo ID] [--count N] [--reps N]
 *
 * Default: Wilson's algorithm and the backtracker, 200,000 mazes a run,
 * 7 runs from different first seeds; prints the median, the slowest and
 * the fastest run. The tree set is built in lab_create(), outside the
 * timed part.
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mazeviz/lab.h"

#define MAX_REPS 15

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Mazes per second of one lab run of count mazes; -1 when memory runs out. */
static double one_run(const gen_algo *a, uint64_t count, uint64_t seed)
{
    lab *l = lab_create(a, NULL, 3, 3, seed, NULL);
    if (!l)
        return -1;
    double t0 = now_s();
    bool ok = lab_run(l, count);
    double t = now_s() - t0;
    lab_destroy(l);
    return ok ? (double)count / t : -1;
}

static int bench_algo(const gen_algo *a, uint64_t count, int reps)
{
    double rate[MAX_REPS];
    for (int i = 0; i < reps; i++) {
        rate[i] = one_run(a, count, 1 + (uint64_t)i * count);
        if (rate[i] < 0) {
            fprintf(stderr, "bench_lab: out of memory\n");
            return 1;
        }
    }
    qsort(rate, (size_t)reps, sizeof *rate, cmp_double);
    double med = reps % 2 ? rate[reps / 2] : (rate[reps / 2 - 1] + rate[reps / 2]) / 2;
    printf("%-22s 3x3 %10" PRIu64 " %6d %14.0f %14.0f %14.0f\n", a->id, count, reps, med, rate[0],
           rate[reps - 1]);
    fflush(stdout);
    return 0;
}

int main(int argc, char **argv)
{
    const gen_algo *only = NULL;
    uint64_t count = 200000;
    int reps = 7;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--algo") == 0 && !(only = gen_find(argv[i + 1]))) {
            fprintf(stderr, "bench_lab: unknown algorithm '%s'\n", argv[i + 1]);
            return 2;
        } else if (strcmp(argv[i], "--count") == 0 && (count = strtoull(argv[i + 1], NULL, 10)) < 1) {
            fprintf(stderr, "bench_lab: bad --count '%s'\n", argv[i + 1]);
            return 2;
        } else if (strcmp(argv[i], "--reps") == 0 &&
                   ((reps = atoi(argv[i + 1])) < 1 || reps > MAX_REPS)) {
            fprintf(stderr, "bench_lab: bad --reps '%s': 1..%d\n", argv[i + 1], MAX_REPS);
            return 2;
        }
    }
    printf("%-22s %4s %10s %6s %14s %14s %14s\n", "algorithm", "grid", "mazes", "runs",
           "median maze/s", "slowest", "fastest");
    static const char *const defaults[] = {"wilson", "backtracker"};
    int rc = 0;
    for (size_t i = 0; i < (only ? 1u : 2u) && rc == 0; i++)
        rc = bench_algo(only ? only : gen_find(defaults[i]), count, reps);
    return rc;
}
