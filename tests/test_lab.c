/*
 * test_lab.c - the uniformity lab counts exactly the mazes gen_generate()
 * makes from the same seeds, keeps the statistic right after every maze
 * (against a recount from scratch), and records the first maze after
 * which p fell below LAB_ALPHA.
 */
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mazeviz/chi2.h"
#include "mazeviz/lab.h"

#define N 2000

/*
 * Recounts algo's first n mazes from seed directly and compares with a
 * lab fed in uneven pieces, after every piece and at the end; also finds
 * the first p < LAB_ALPHA by recomputing the statistic after every maze.
 */
static void compare(const char *id, uint32_t w, uint32_t h, uint64_t seed)
{
    const gen_algo *a = gen_find(id);
    gen_settings s = gen_default_settings();
    lab *l = lab_create(a, &s, w, h, seed, NULL);
    tree_set *t = trees_create(w, h, NULL);
    maze *m = maze_create(w, h);
    size_t k = trees_count(t);
    uint64_t *counts = calloc(k, sizeof *counts), first = 0;
    static const uint64_t pieces[] = {1, 2, 97, 900, 1000};
    size_t piece = 0;
    uint64_t done = 0;
    for (uint64_t i = 0; i < N; i++) {
        CHECK(gen_generate(a, m, seed + i, &s), "%s: generate", id);
        int32_t tree = trees_index_of(t, m);
        CHECK(tree >= 0, "%s seed %" PRIu64 ": not a tree", id, seed + i);
        counts[tree]++;
        if (!first && i + 1 >= LAB_MIN_EXPECTED * k &&
            chi2_p_value(chi2_uniform(counts, k), (double)k - 1) < LAB_ALPHA)
            first = i + 1;
        if (i + 1 - done == pieces[piece]) {
            CHECK(lab_run(l, pieces[piece]), "%s: lab_run", id);
            done += pieces[piece++];
            CHECK(memcmp(lab_counts(l), counts, k * sizeof *counts) == 0, "%s: counts after %" PRIu64,
                  id, done);
            CHECK(fabs(lab_chi2(l) - chi2_uniform(counts, k)) <= 1e-9 * (1 + lab_chi2(l)),
                  "%s: chi2 %.17g, recount %.17g", id, lab_chi2(l), chi2_uniform(counts, k));
            CHECK(lab_last_tree(l) == tree && maze_equal(lab_last_maze(l), m), "%s: last maze", id);
        }
    }
    CHECK(done == N && lab_mazes(l) == N && lab_invalid(l) == 0, "%s: %" PRIu64 " mazes", id,
          lab_mazes(l));
    CHECK(lab_next_seed(l) == seed + N && lab_first_seed(l) == seed, "%s: seeds", id);
    CHECK(lab_first_below(l) == first, "%s: first p < alpha at %" PRIu64 ", recount says %" PRIu64,
          id, lab_first_below(l), first);
    CHECK(lab_df(l) == (double)k - 1 && fabs(lab_expected(l) - (double)N / k) < 1e-12, "%s: df", id);
    CHECK(lab_p(l) == chi2_p_value(lab_chi2(l), lab_df(l)), "%s: p", id);
    printf("%s %ux%u: chi2 %.1f df %.0f p %.3g, first p < %g after %" PRIu64 " mazes\n", id, w, h,
           lab_chi2(l), lab_df(l), lab_p(l), LAB_ALPHA, lab_first_below(l));
    free(counts);
    maze_destroy(m);
    trees_destroy(t);
    lab_destroy(l);
}

static void fresh_and_refused(void)
{
    trees_status st = TREES_NO_MEMORY;
    lab *l = lab_create(gen_find("wilson"), NULL, 3, 3, 5, &st);
    CHECK(l && st == TREES_OK, "3x3 lab");
    CHECK(lab_mazes(l) == 0 && lab_chi2(l) == 0 && lab_p(l) == 1 && lab_first_below(l) == 0 &&
          lab_last_tree(l) == -1 && lab_next_seed(l) == 5 && trees_count(lab_trees(l)) == 192,
          "a fresh lab");
    CHECK(lab_run(l, 0) && lab_mazes(l) == 0, "lab_run(0)");
    lab_destroy(l);
    lab_destroy(NULL);
    CHECK(!lab_create(gen_find("wilson"), NULL, 4, 4, 5, &st) && st == TREES_TOO_MANY, "4x4 lab");
    l = lab_create(gen_find("kruskal"), NULL, 1, 1, 0, NULL);
    CHECK(l && lab_run(l, 3) && lab_counts(l)[0] == 3 && lab_p(l) == 1 && lab_first_below(l) == 0,
          "1x1: one tree, p stays 1");
    lab_destroy(l);
}

int main(void)
{
    uint64_t seed = test_seed("test_lab", 77);
    static const char *const ids[] = {"wilson", "aldous-broder", "backtracker", "kruskal", "houston",
                                      "binary-tree"};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        compare(ids[i], 3, 3, seed);
        compare(ids[i], 2, 3, seed + 1000);
    }
    fresh_and_refused();
    return check_exit("test_lab");
}
