/*
 * stats_cli.c - mazeviz --stats. The figures come from the core
 * (maze_stats_compute); this file only averages and prints them.
 */
#include "stats_cli.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "settings/grid_cli.h"
#include "mazeviz/grid.h"
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
    printf("%-22s %9.2f %9.2f %12.1f %9.2f %9.1f\n", al->id[0] == 's' && strcmp(al->id, "script") == 0
                                                        ? sm_tr(al->name, SM_LANG_EN) : al->id, t->dead_ends / k, t->junctions / k,
           t->longest / k, t->corridor / k, t->unsolved ? 0.0 : t->solution / k);
}

/* The header: the grid, the counts and seeds, what the solution column measures. */
static void print_header(const cli_args *a, const maze *m, uint64_t count, uint64_t seed)
{
    char from[64], to[64];
    grid_cell_name(m, a->from == MAZE_NONE ? maze_first_cell(m) : a->from, SM_LANG_EN, from, sizeof from);
    grid_cell_name(m, a->to == MAZE_NONE ? maze_last_cell(m) : a->to, SM_LANG_EN, to, sizeof to);
    char size[64];
    grid_size_name(a->grid, a->w, a->h, GRID_SIZE_NOUN, SM_LANG_EN, size, sizeof size);
    if (grid_is_default(a->grid) && !a->cells)
        printf("# %s", size);
    else
        printf("# %s %s%s (%s cells)", a->grid->id, size, a->cells ? " with a mask" : "", sm_count(m->count).s);
    printf(", %s mazes per algorithm, seeds %" PRIu64 " to %" PRIu64 "\n", sm_count(count).s, seed, seed + count - 1);
    printf("# solution: cells on the shortest path from %s to %s", from, to);
    if (maze_ust_dead_ends(m) > 0) /* the yardstick, where it is known */
        printf("; a uniform spanning tree has %.2f %% dead ends", 100.0 * maze_ust_dead_ends(m));
    printf("%s\n", a->braid ? ", braided" : "");
}

/* "# not on this grid: ..." for the row algorithms --stats leaves out. */
static void print_left_out(const cli_args *a, const maze *m)
{
    bool any = false;
    for (size_t i = 0; i < gen_algo_count; i++) {
        gen_settings s;
        if (!cli_settings_for(a, gen_algos[i], &s) || sm_algo_fits(gen_algos[i], m))
            continue;
        printf("%s%s", any ? ", " : "# left out (they work in rows and columns of a whole rectangle): ",
               gen_algos[i]->id);
        any = true;
    }
    if (any)
        printf("\n");
}

int stats_run(const cli_args *a)
{
    uint64_t seed = a->seed_given ? a->seed : cli_random_seed();
    uint64_t count = a->count_given || a->loaded ? a->count : STATS_DEFAULT_COUNT; /* --load: its one maze */
    if (!a->seed_given)
        fprintf(stderr, "mazeviz: seed %" PRIu64 "\n", seed);
    maze *m = cli_maze(a);
    char grid[96];
    cli_grid_name(a, grid, sizeof grid);
    if (!m) {
        fprintf(stderr, "mazeviz: out of memory for %s\n", grid);
        return 1;
    }
    print_header(a, m, count, seed);
    print_left_out(a, m);
    printf("%-22s %9s %9s %12s %9s %9s\n", "# algorithm", "dead-end%", "junction%", "longest-path",
           "corridor", "solution");
    int rc = 0;
    bool one = a->script || a->loaded; /* a script or a loaded maze: its row alone */
    const gen_algo *const *algos = one ? &a->algo : gen_algos;
    size_t n = one ? 1 : gen_algo_count;
    for (size_t i = 0; i < n && rc == 0; i++) {
        const gen_algo *al = algos[i];
        gen_settings s;
        if (!cli_settings_for(a, al, &s) || !sm_algo_fits(al, m))
            continue;
        totals t = {0, 0, 0, 0, 0, 0};
        if (!measure(a, al, &s, m, seed, count, &t)) {
            fprintf(stderr, "mazeviz: out of memory for %s on %s\n", al->id, grid);
            rc = 1;
        } else {
            print_row(al, &t, count);
        }
    }
    maze_destroy(m);
    return rc;
}
