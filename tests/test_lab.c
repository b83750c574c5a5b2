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
#include "mazeviz/grid.h"
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

enum { MAX = 16 };

/* The determinant of the Laplacian a of n cells without its last row and column, by elimination. */
static double minor_det(double a[MAX][MAX], uint32_t n)
{
    double det = 1;
    for (uint32_t k = 0; k + 1 < n; k++) {
        uint32_t p = k;
        for (uint32_t i = k + 1; i + 1 < n; i++)
            p = fabs(a[i][k]) > fabs(a[p][k]) ? i : p;
        for (uint32_t j = 0; p != k && j + 1 < n; j++) {
            double t = a[k][j];
            a[k][j] = a[p][j];
            a[p][j] = t;
        }
        det *= p != k ? -a[k][k] : a[k][k];
        for (uint32_t i = k + 1; i + 1 < n; i++)
            for (uint32_t j = k + 1; j + 1 < n; j++)
                a[i][j] -= a[i][k] / a[k][k] * a[k][j];
    }
    return round(det);
}

/* Joins cells c and d in the Laplacian a (once per pair). */
static void join(double a[MAX][MAX], uint32_t c, uint32_t d)
{
    a[c][c] += 1;
    a[d][d] += 1;
    a[c][d] -= 1;
    a[d][c] -= 1;
}

/*
 * The spanning trees of a small grid by the matrix-tree theorem, here
 * apart from the core: the test's own Laplacian of the shape named (its
 * own model of the neighbours) and its own determinant. torus: each cell
 * joined to the cells one step round each way; cube: w x h levels, l of
 * them (c = (z h + y) w + x), joined along x, y and z; upsilon: w x h,
 * joined along x and y, and diagonally from the octagons (x + y even).
 */
static double model_trees(const char *shape, uint32_t w, uint32_t h, uint32_t l)
{
    double a[MAX][MAX] = {{0}};
    uint32_t n = w * h * l;
    bool torus = strcmp(shape, "torus") == 0, ups = strcmp(shape, "upsilon") == 0;
    for (uint32_t z = 0; z < l; z++)
        for (uint32_t y = 0; y < h; y++)
            for (uint32_t x = 0; x < w; x++) {
                uint32_t c = (z * h + y) * w + x;
                if (torus || x + 1 < w)
                    join(a, c, (z * h + y) * w + (x + 1) % w);
                if (torus || y + 1 < h)
                    join(a, c, (z * h + (y + 1) % h) * w + x);
                if (z + 1 < l)
                    join(a, c, c + w * h);
                if (ups && (x + y) % 2 == 0 && y + 1 < h && x + 1 < w)
                    join(a, c, c + w + 1);
                if (ups && (x + y) % 2 == 0 && y + 1 < h && x > 0)
                    join(a, c, c + w - 1);
            }
    return minor_det(a, n);
}

/*
 * The lab on a small grid of shape g: as many trees as the test's
 * Kirchhoff count says; Wilson and Aldous-Broder uniform over them, the
 * backtracker not.
 */
static void shape_lab(const grid_shape *g, uint32_t w, uint32_t h, double want, uint64_t seed)
{
    char name[48], size[32];
    grid_size_name(g, w, h, GRID_SIZE_NOUN, SM_LANG_EN, size, sizeof size);
    snprintf(name, sizeof name, "%s %s", g->id, size);
    maze *grid = maze_create_shaped(g, w, h, NULL);
    static const struct { const char *id; bool uniform; } runs[] = {
        {"wilson", true}, {"aldous-broder", true}, {"backtracker", false}};
    for (size_t i = 0; grid && i < sizeof runs / sizeof runs[0]; i++) {
        trees_status st = TREES_NO_MEMORY;
        lab *l = lab_create_grid(gen_find(runs[i].id), NULL, grid, seed, &st);
        CHECK(l && st == TREES_OK, "%s: no lab on the %s (status %d)", runs[i].id, name, (int)st);
        if (!l)
            continue;
        size_t trees = trees_count(lab_trees(l));
        CHECK((double)trees == want, "%s: the lab has %zu trees, Kirchhoff says %.0f", name, trees, want);
        CHECK(lab_run(l, 12 * trees) && lab_invalid(l) == 0, "%s on the %s: a run failed or made a non-tree",
              runs[i].id, name);
        double p = lab_p(l);
        CHECK(runs[i].uniform ? p > 1e-3 : p < 1e-6, "%s on the %s: p %.3g, expected %s", runs[i].id, name, p,
              runs[i].uniform ? "uniform (p > 0.001)" : "biased (p < 1e-6)");
        printf("%s on the %s: %zu trees, chi2 %.1f df %.0f p %.3g (seed %" PRIu64 ")\n", runs[i].id, name, trees,
               lab_chi2(l), lab_df(l), p, seed);
        lab_destroy(l);
    }
    CHECK(grid != NULL, "no %s", name);
    maze_destroy(grid);
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
    double torus = model_trees("torus", 3, 3, 1), cube = model_trees("cube", 2, 2, 2);
    CHECK(torus == 11664 && cube == 384, "the test's own matrix-tree counts: 3x3 torus %.0f (not 11664), "
          "2x2x2 cube %.0f (not 384, the cube graph's)", torus, cube);
    shape_lab(&grid_torus, 3, 3, torus, seed);
    shape_lab(&grid_cube, 2, GRID_LEVELS(2, 2), cube, seed);
    shape_lab(&grid_upsilon, 3, 3, model_trees("upsilon", 3, 3, 1), seed);
    return check_exit("test_lab");
}
