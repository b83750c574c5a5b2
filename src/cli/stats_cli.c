/*
 * stats_cli.c - mazeviz --stats. The figures come from the core
 * (maze_stats_compute); this file only averages and prints them.
 */
#include "stats_cli.h"

#include <inttypes.h>
#include <stdio.h>

#include "mazeviz/stats.h"

#define STATS_DEFAULT_COUNT 20

typedef struct totals {
    double dead_ends, junctions, longest, corridor, solution; /* sums of per-maze figures */
    uint64_t unsolved; /* mazes where the goal was not reachable (braided mazes stay connected) */
} totals;

/* Adds count mazes of algorithm al to *t; false when memory runs out. */
static bool measure(const cli_args *a, const gen_algo *al, const gen_settings *s, maze *m,
                    uint64_t seed, uint64_t count, totals *t)
{
    for (uint64_t i = 0; i < count; i++) {
        maze_stats st;
        if (!gen_generate(al, m, seed + i, s) || !gen_braid_maze(m, seed + i, a->braid) ||
            !maze_stats_between(m, a->from, a->to, &st))
            return false;
        t->solution += (double)st.solution;
        t->unsolved += st.solution == 0;
        t->dead_ends += 100.0 * (double)st.dead_ends / (double)st.cells;
        t->junctions += 100.0 * (double)st.junctions / (double)st.cells;
        t->longest += (double)st.longest_path;
        t->corridor += st.mean_corridor;
    }
    return true;
}

static void print_row(const gen_algo *al, const totals *t, uint64_t count)
{
    double k = (double)count;
    printf("%-22s %9.2f %9.2f %12.1f %9.2f %9.1f\n", al->id, t->dead_ends / k, t->junctions / k,
           t->longest / k, t->corridor / k, t->unsolved ? 0.0 : t->solution / k);
}

int stats_run(const cli_args *a)
{
    uint64_t seed = a->seed_given ? a->seed : cli_random_seed();
    uint64_t count = a->count_given ? a->count : STATS_DEFAULT_COUNT;
    if (!a->seed_given)
        fprintf(stderr, "mazeviz: seed %" PRIu64 "\n", seed);
    maze *m = maze_create(a->w, a->h);
    if (!m) {
        fprintf(stderr, "mazeviz: out of memory for a %" PRIu32 "x%" PRIu32 " maze\n", a->w, a->h);
        return 1;
    }
    printf("# %" PRIu32 "x%" PRIu32 ", %" PRIu64 " mazes per algorithm, seeds %" PRIu64
           " to %" PRIu64 "\n", a->w, a->h, count, seed, seed + count - 1);
    printf("# solution: cells on the shortest path from (%" PRIu32 ",%" PRIu32 ") to (%" PRIu32 ",%"
           PRIu32 "); a uniform spanning tree has %.2f %% dead ends%s\n",
           a->from == MAZE_NONE ? 0 : a->from % a->w, a->from == MAZE_NONE ? 0 : a->from / a->w,
           (a->to == MAZE_NONE ? m->n - 1 : a->to) % a->w, (a->to == MAZE_NONE ? m->n - 1 : a->to) / a->w,
           100.0 * MAZE_UST_DEAD_END_FRACTION, a->braid ? ", braided" : "");
    printf("%-22s %9s %9s %12s %9s %9s\n", "# algorithm", "dead-end%", "junction%", "longest-path",
           "corridor", "solution");
    int rc = 0;
    for (size_t i = 0; i < gen_algo_count && rc == 0; i++) {
        const gen_algo *al = gen_algos[i];
        gen_settings s;
        if (!cli_settings_for(a, al, &s))
            continue;
        totals t = {0, 0, 0, 0, 0, 0};
        if (!measure(a, al, &s, m, seed, count, &t)) {
            fprintf(stderr, "mazeviz: out of memory for %s on a %" PRIu32 "x%" PRIu32 " maze\n",
                    al->id, a->w, a->h);
            rc = 1;
        } else {
            print_row(al, &t, count);
        }
    }
    maze_destroy(m);
    return rc;
}
