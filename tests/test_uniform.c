/*
 * test_uniform.c - is an algorithm uniform over spanning trees?
 *
 * usage: test_uniform ALGO[:KEY=VALUE] uniform|biased WxH SAMPLES
 *
 * Enumerates every spanning tree of a small grid (192 for 3x3, 15 for
 * 3x2), generates SAMPLES mazes from consecutive seeds, and runs a chi-square
 * goodness-of-fit test against the uniform distribution. "uniform" expects
 * p > 0.001 and every tree seen; "biased" expects p < 1e-6, which is how
 * we know the test can tell a biased generator apart.
 */
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mazeviz/gen.h"

#define MAX_EDGES 24

/* The interior walls of a w x h grid as (cell, direction) pairs. */
typedef struct edges {
    uint32_t cell[MAX_EDGES];
    maze_dir dir[MAX_EDGES];
    unsigned n;
} edges;

static void list_edges(const maze *m, edges *e)
{
    e->n = 0;
    for (uint32_t c = 0; c < m->n; c++)
        for (int d = MAZE_E; d <= MAZE_S; d++)
            if (maze_neighbor(m, c, (maze_dir)d) != MAZE_NONE) {
                e->cell[e->n] = c;
                e->dir[e->n++] = (maze_dir)d;
            }
}

static uint32_t mask_of(const maze *m, const edges *e)
{
    uint32_t mask = 0;
    for (unsigned i = 0; i < e->n; i++)
        if (maze_is_open(m, e->cell[i], e->dir[i]))
            mask |= 1u << i;
    return mask;
}

/* Index of each spanning-tree mask, -1 for non-trees; returns the tree count. */
static unsigned enumerate_trees(maze *m, const edges *e, int *index)
{
    unsigned trees = 0;
    for (uint32_t mask = 0; mask < (1u << e->n); mask++) {
        index[mask] = -1;
        if ((unsigned)__builtin_popcount(mask) != m->n - 1)
            continue;
        maze_fill(m, false);
        for (unsigned i = 0; i < e->n; i++)
            if (mask & (1u << i))
                maze_carve(m, e->cell[i], e->dir[i]);
        if (maze_is_perfect(m))
            index[mask] = (int)trees++;
    }
    return trees;
}

/*
 * The number of spanning trees of the w x h grid by Kirchhoff's matrix-tree
 * theorem (the determinant of the Laplacian without its last row and
 * column): an independent check of enumerate_trees().
 */
static unsigned kirchhoff(unsigned w, unsigned h)
{
    enum { N = 21 };
    unsigned n = w * h - 1;
    double l[N][N] = {{0}}, det = 1;
    for (unsigned c = 0; c < w * h; c++)
        for (unsigned d = c + 1; d < w * h; d++) {
            bool adj = (d == c + 1 && d % w != 0) || d == c + w;
            if (!adj)
                continue;
            if (c < n) l[c][c] += 1;
            if (d < n) l[d][d] += 1;
            if (c < n && d < n) l[c][d] = l[d][c] = -1;
        }
    for (unsigned k = 0; k < n; k++) {
        unsigned piv = k;
        for (unsigned r = k + 1; r < n; r++)
            if (fabs(l[r][k]) > fabs(l[piv][k]))
                piv = r;
        if (piv != k) {
            det = -det;
            for (unsigned c = 0; c < n; c++) {
                double t = l[k][c];
                l[k][c] = l[piv][c];
                l[piv][c] = t;
            }
        }
        det *= l[k][k];
        for (unsigned r = k + 1; r < n && l[k][k] != 0; r++)
            for (unsigned c = n; c-- > k;)
                l[r][c] -= l[r][k] / l[k][k] * l[k][c];
    }
    return (unsigned)(det + 0.5);
}

/* Upper tail of the chi-square distribution (Wilson-Hilferty approximation). */
static double chi2_p(double x, double df)
{
    double z = (cbrt(x / df) - (1.0 - 2.0 / (9.0 * df))) / sqrt(2.0 / (9.0 * df));
    return 0.5 * erfc(z / sqrt(2.0));
}

int main(int argc, char **argv)
{
    unsigned w, h;
    char junk;
    if (argc != 5 || sscanf(argv[3], "%2ux%2u%c", &w, &h, &junk) != 2 || w < 1 || h < 1 ||
        w * h < 2 || (w - 1) * h + w * (h - 1) > 20 || strtoul(argv[4], NULL, 10) == 0) {
        fprintf(stderr, "usage: test_uniform ALGO[:KEY=VALUE] uniform|biased WxH SAMPLES\n");
        return 2;
    }
    char id[64];
    snprintf(id, sizeof id, "%s", argv[1]);
    char *opt = strchr(id, ':');
    if (opt)
        *opt++ = '\0';
    const gen_algo *a = gen_find(id);
    gen_settings set = gen_default_settings();
    if (!a || (opt && !gen_parse_option(a, opt, &set))) {
        fprintf(stderr, "test_uniform: unknown algorithm or option '%s'\n", argv[1]);
        return 2;
    }
    bool want_uniform = strcmp(argv[2], "uniform") == 0;
    unsigned long samples = strtoul(argv[4], NULL, 10);
    uint64_t seed = test_seed("test_uniform", 1000);

    maze *m = maze_create(w, h);
    edges e = {.n = 0};
    int *index = m ? (list_edges(m, &e), malloc(sizeof *index << e.n)) : NULL;
    unsigned trees = index ? enumerate_trees(m, &e, index) : 0;
    unsigned long *count = trees ? calloc(trees, sizeof *count) : NULL;
    if (!count || trees < 2) {
        if (!count && trees != 1)
            fprintf(stderr, "test_uniform: out of memory for %ux%u\n", w, h);
        else
            fprintf(stderr, "test_uniform: %ux%u has one spanning tree, nothing to test\n", w, h);
        free(count);
        free(index);
        maze_destroy(m);
        return trees == 1 ? 2 : 1;
    }
    for (unsigned long s = 0; s < samples; s++) {
        CHECK(gen_generate(a, m, seed + s, &set), "%s seed %" PRIu64 ": out of memory", argv[1], seed + s);
        int t = index[mask_of(m, &e)];
        CHECK(t >= 0, "%s seed %" PRIu64 ": not a spanning tree", argv[1], seed + s);
        if (t >= 0)
            count[t]++;
    }
    double expect = (double)samples / trees, chi2 = 0;
    unsigned seen = 0;
    for (unsigned t = 0; t < trees; t++) {
        chi2 += (count[t] - expect) * (count[t] - expect) / expect;
        seen += count[t] > 0;
    }
    double p = chi2_p(chi2, trees - 1.0);
    printf("%s on %ux%u: %u spanning trees, %lu samples, %u seen, chi2 = %.1f (df %u), p = %.3g\n",
           argv[1], w, h, trees, samples, seen, chi2, trees - 1, p);
    CHECK(trees == kirchhoff(w, h), "%ux%u has %u spanning trees (matrix-tree theorem), enumerated %u",
          w, h, kirchhoff(w, h), trees);
    CHECK(!(w * h == 9 && trees != 192), "3x3 has 192 spanning trees, got %u", trees);
    CHECK(!(w * h == 6 && trees != 15), "3x2 has 15 spanning trees, got %u", trees);
    if (want_uniform) {
        CHECK(p > 0.001, "%s looks biased: p = %.3g", argv[1], p);
        CHECK(seen == trees, "%s never produced %u of the trees", argv[1], trees - seen);
    } else {
        CHECK(p < 1e-6, "%s passed for uniform (p = %.3g); expected a biased generator", argv[1], p);
    }
    free(count);
    free(index);
    maze_destroy(m);
    return check_exit("test_uniform");
}
