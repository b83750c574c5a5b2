/*
 * test_stats.c - maze statistics on hand-built mazes with known answers,
 * and the dead-end density of Wilson's uniform spanning trees against
 * 8/pi^2 (1 - 2/pi) = 0.2945 on 300x300, and the figures computed a
 * slice at a time (as the window does) equal to those in one call.
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mazeviz/gen.h"
#include "mazeviz/stats.h"

static const double pi = 3.14159265358979323846;

static void expect(const char *name, const maze *m, uint64_t ends, uint64_t junctions,
                   uint64_t longest, uint64_t corridors, double mean)
{
    maze_stats s;
    CHECK(maze_stats_compute(m, &s), "%s: compute", name);
    CHECK(s.cells == m->n, "%s: cells %" PRIu64, name, s.cells);
    CHECK(s.dead_ends == ends, "%s: dead ends %" PRIu64 ", want %" PRIu64, name, s.dead_ends, ends);
    CHECK(s.junctions == junctions, "%s: junctions %" PRIu64 ", want %" PRIu64, name, s.junctions,
          junctions);
    CHECK(s.longest_path == longest, "%s: longest %" PRIu64 ", want %" PRIu64, name,
          s.longest_path, longest);
    CHECK(s.corridors == corridors, "%s: corridors %" PRIu64 ", want %" PRIu64, name,
          s.corridors, corridors);
    CHECK(fabs(s.mean_corridor - mean) < 1e-9, "%s: mean corridor %g, want %g", name,
          s.mean_corridor, mean);
}

/* Carves a path of moves ("ESSW...") from cell c. */
static void carve_path(maze *m, uint32_t c, const char *moves)
{
    static const char names[] = "NESW";
    for (; *moves; moves++) {
        maze_dir d = (maze_dir)(strchr(names, *moves) - names);
        maze_carve(m, c, d);
        c = maze_neighbor(m, c, d);
    }
}

static void hand_built(void)
{
    maze *m = maze_create(1, 1);
    expect("1x1", m, 0, 0, 1, 0, 0.0);
    maze_destroy(m);

    m = maze_create(1, 7);
    carve_path(m, 0, "SSSSSS");
    expect("1x7 corridor", m, 2, 0, 7, 1, 6.0);
    maze_destroy(m);

    m = maze_create(7, 1);
    carve_path(m, 0, "EEEEEE");
    expect("7x1 corridor", m, 2, 0, 7, 1, 6.0);
    maze_destroy(m);

    /* A cross with a corner hooked to each arm, turning the same way. */
    m = maze_create(3, 3);
    carve_path(m, 4, "NW");
    carve_path(m, 4, "EN");
    carve_path(m, 4, "SE");
    carve_path(m, 4, "WS");
    expect("3x3 pinwheel", m, 4, 1, 5, 4, 2.0);
    maze_destroy(m);

    /* A serpentine through all nine cells. */
    m = maze_create(3, 3);
    carve_path(m, 0, "EESWWSEE");
    expect("3x3 serpentine", m, 2, 0, 9, 1, 8.0);
    maze_destroy(m);

    /* A comb: the top row with three teeth down; a T at the middle. */
    m = maze_create(3, 3);
    carve_path(m, 0, "EE");
    carve_path(m, 0, "SS");
    carve_path(m, 1, "SS");
    carve_path(m, 2, "SS");
    expect("3x3 comb", m, 3, 1, 7, 3, 8.0 / 3.0);
    maze_destroy(m);
}

/*
 * Mean dead-end fraction of `runs` 300x300 mazes of algorithm id. Uniform
 * spanning trees (Wilson, Aldous-Broder) have density 8/pi^2 (1 - 2/pi).
 */
static double density(const char *id, int runs)
{
    const gen_algo *a = gen_find(id);
    const uint64_t seed = 20261122;
    maze *m = maze_create(300, 300);
    double sum = 0;
    CHECK(a && m, "%s / maze", id);
    if (!a || !m)
        return 0;
    for (int i = 0; i < runs; i++) {
        bool made = gen_generate(a, m, seed + (uint64_t)i, NULL);
        CHECK(made, "%s seed %" PRIu64 ": create", id, seed + (uint64_t)i);
        if (!made)
            break;
        maze_stats s;
        CHECK(maze_stats_compute(m, &s), "%s seed %" PRIu64 ": stats", id, seed + (uint64_t)i);
        printf("%s 300x300 seed %" PRIu64 ": dead ends %.4f\n", id, seed + (uint64_t)i,
               (double)s.dead_ends / (double)s.cells);
        sum += (double)s.dead_ends / (double)s.cells;
    }
    maze_destroy(m);
    printf("%s dead-end fraction %.4f over %d mazes\n", id, sum / runs, runs);
    return sum / runs;
}

static void uniform_density(void)
{
    const double want = 8.0 / (pi * pi) * (1.0 - 2.0 / pi);
    printf("theory (uniform spanning tree): %.4f\n", want);
    const char *uniform[] = {"wilson", "aldous-broder"};
    for (int i = 0; i < 2; i++) {
        double got = density(uniform[i], 4);
        CHECK(fabs(got - want) <= 0.005, "%s dead-end fraction %.4f, want %.4f +- 0.005", uniform[i],
              got, want);
    }
    /* The check can fail: the backtracker's mazes are far from uniform. */
    double dfs = density("backtracker", 1);
    CHECK(fabs(dfs - want) > 0.05, "backtracker dead-end fraction %.4f is too close to %.4f", dfs, want);
}

/* maze_stats_run() in slices of 1, 2, 3, 7 ... cells gives what one call gives, braided mazes too. */
static void sliced(void)
{
    const uint64_t seed = 20261123;
    static const char *ids[] = {"wilson", "backtracker", "kruskal"};
    for (int i = 0; i < 3; i++) {
        maze *m = maze_create(23, 17);
        CHECK(m && gen_generate(gen_find(ids[i]), m, seed + (uint64_t)i, NULL), "%s: create", ids[i]);
        if (i == 2) /* open some dead ends: a maze with loops */
            for (uint32_t c = 0; c + 24 < m->n; c += 29)
                maze_carve(m, c, RECT_E);
        maze_stats whole;
        CHECK(maze_stats_between(m, 5, 300, &whole), "%s: stats", ids[i]);
        static const uint64_t slices[] = {1, 2, 3, 7, 64, 1000};
        for (size_t k = 0; k < sizeof slices / sizeof slices[0]; k++) {
            maze_stats_job j;
            CHECK(maze_stats_start(&j, m, 5, 300), "%s: start", ids[i]);
            int calls = 1;
            while (!maze_stats_run(&j, slices[k]) && calls < 100000)
                calls++;
            CHECK(memcmp(&j.out, &whole, sizeof whole) == 0,
                  "%s seed %" PRIu64 ": in slices of %" PRIu64 " the figures differ (longest %" PRIu64
                  " vs %" PRIu64 ", solution %" PRIu64 " vs %" PRIu64 ")",
                  ids[i], seed + (uint64_t)i, slices[k], j.out.longest_path, whole.longest_path,
                  j.out.solution, whole.solution);
            CHECK(slices[k] > 1 || calls > (int)m->n, "%s: slices of 1 cell took only %d calls", ids[i], calls);
            maze_stats_end(&j);
        }
        maze_destroy(m);
    }
}

/*
 * maze_shortest_path: on braided mazes (loops, so not every path is the
 * shortest) the path is a walk through open walls from `from` to `to` as
 * long as maze_stats_between's solution; an unreachable goal gives 0.
 */
static void shortest_paths(void)
{
    maze *m = maze_create(23, 17);
    gen_settings s = gen_default_settings();
    uint32_t *path = malloc(m->count * sizeof *path), cells;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        gen_generate(gen_find("wilson"), m, seed, &s);
        for (uint32_t c = 0; c < m->n; c += 5) /* loops: open every fifth cell's east wall */
            maze_carve(m, c, RECT_E);
        uint32_t from = (uint32_t)(seed * 37 % m->n), to = (uint32_t)(seed * 101 % m->n);
        maze_stats st;
        CHECK(maze_shortest_path(m, from, to, path, &cells) && maze_stats_between(m, from, to, &st), "no memory");
        CHECK(cells == st.solution && cells > 0 && path[0] == from && path[cells - 1] == to,
              "seed %" PRIu64 ": %u cells from %u to %u (first %u, last %u), want %" PRIu64, seed, cells, from, to,
              path[0], path[cells - 1], st.solution);
        for (uint32_t k = 1; k < cells; k++) {
            unsigned side = maze_side_to(m, path[k - 1], path[k]);
            CHECK(side != MAZE_NO_SIDE && maze_is_open(m, path[k - 1], side), "seed %" PRIu64 ": step %u goes "
                  "through a wall", seed, k);
        }
    }
    maze_fill(m, false);
    CHECK(maze_shortest_path(m, 0, m->n - 1, NULL, &cells) && cells == 0, "a walled-in goal: %u cells", cells);
    free(path);
    maze_destroy(m);
}

int main(void)
{
    shortest_paths();
    hand_built();
    sliced();
    uniform_density();
    return check_exit("test_stats");
}
