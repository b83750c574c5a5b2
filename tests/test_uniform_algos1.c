/*
 * test_uniform_algos1.c - which spanning trees Aldous-Broder and Houston
 * actually produce.
 *
 * A perfect maze on a small grid is a spanning tree of the grid graph, and
 * there are few of them: 192 on 3x3, 15 on 2x3 and 3x2. Each maze is
 * encoded by the set of its open interior walls; mazes from seeds 0 .. N-1
 * are counted per tree and compared with the uniform distribution by
 * Pearson's chi-squared test (p from the Wilson-Hilferty approximation).
 *
 * Asserted: Aldous-Broder is uniform on 3x3 (p > 0.001, every tree seen)
 * and has the dead-end density of the uniform spanning tree on 300x300;
 * the test has power (the backtracker, known to be biased, fails it); and
 * Houston is biased on 3x3, 2x3 and 3x2 (p < 1e-6), as measured here - the
 * figures are printed so the README can quote them.
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mazeviz/gen.h"

#define MAX_EDGES 16

typedef struct trees {
    uint32_t w, h;
    unsigned edges;  /* interior walls */
    uint32_t cell[MAX_EDGES];
    maze_dir dir[MAX_EDGES];
    int *index;      /* wall set -> tree number, or -1 */
    unsigned count;  /* spanning trees */
} trees;

static int find(int *parent, int x)
{
    while (parent[x] != x)
        x = parent[x] = parent[parent[x]];
    return x;
}

/* Whether the walls in mask, opened, make a spanning tree of t's grid. */
static bool is_tree(const trees *t, unsigned mask)
{
    int parent[MAX_EDGES + 1];
    uint32_t n = t->w * t->h;
    for (uint32_t c = 0; c < n; c++)
        parent[c] = (int)c;
    unsigned joined = 0;
    for (unsigned e = 0; e < t->edges; e++) {
        if (!(mask >> e & 1u))
            continue;
        int nb = (int)t->cell[e] + (t->dir[e] == MAZE_E ? 1 : (int)t->w);
        int a = find(parent, (int)t->cell[e]), b = find(parent, nb);
        if (a == b)
            return false;
        parent[a] = b;
        joined++;
    }
    return joined == n - 1;
}

/* Lists the interior walls of a w x h grid and numbers its spanning trees. */
static bool trees_init(trees *t, uint32_t w, uint32_t h)
{
    maze *m = maze_create(w, h);
    if (!m)
        return false;
    t->w = w;
    t->h = h;
    t->edges = 0;
    for (uint32_t c = 0; c < m->n; c++) {
        for (int d = 0; d < MAZE_DIRS; d++) {
            uint32_t nb = maze_neighbor(m, c, (maze_dir)d);
            if (nb != MAZE_NONE && nb > c) {
                t->cell[t->edges] = c;
                t->dir[t->edges++] = (maze_dir)d;
            }
        }
    }
    maze_destroy(m);
    t->index = malloc(sizeof *t->index << t->edges);
    if (!t->index)
        return false;
    t->count = 0;
    for (unsigned mask = 0; mask < 1u << t->edges; mask++)
        t->index[mask] = is_tree(t, mask) ? (int)t->count++ : -1;
    return true;
}

static unsigned encode(const trees *t, const maze *m)
{
    unsigned mask = 0;
    for (unsigned e = 0; e < t->edges; e++)
        mask |= (unsigned)maze_is_open(m, t->cell[e], t->dir[e]) << e;
    return mask;
}

/* Upper tail of chi-squared with df degrees of freedom (Wilson-Hilferty). */
static double chi2_p(double x, double df)
{
    double v = 2.0 / (9.0 * df);
    double z = (cbrt(x / df) - (1.0 - v)) / sqrt(v);
    return 0.5 * erfc(z / sqrt(2.0));
}

typedef struct result {
    double chi2, p;
    unsigned seen, df;
    uint64_t samples;
    bool ok; /* every maze was a tree of the grid */
} result;

static result measure(const char *id, uint32_t w, uint32_t h, uint64_t samples)
{
    result r = {0, 0, 0, 0, samples, false};
    trees t;
    const gen_algo *a = gen_find(id);
    maze *m = maze_create(w, h);
    uint64_t *freq = NULL;
    if (!a || !m || !trees_init(&t, w, h))
        goto out;
    freq = calloc(t.count, sizeof *freq);
    if (!freq)
        goto out;
    r.ok = true;
    for (uint64_t seed = 0; seed < samples && r.ok; seed++) {
        gen *g = gen_create(a, m, seed, NULL);
        if (!g) {
            r.ok = false;
            break;
        }
        gen_finish(g);
        gen_destroy(g);
        int k = t.index[encode(&t, m)];
        if (k < 0)
            r.ok = false;
        else
            freq[k]++;
    }
    double expect = (double)samples / t.count;
    for (unsigned k = 0; k < t.count; k++) {
        double d = (double)freq[k] - expect;
        r.chi2 += d * d / expect;
        r.seen += freq[k] > 0;
    }
    r.df = t.count - 1;
    r.p = chi2_p(r.chi2, r.df);
    printf("%-14s %" PRIu32 "x%" PRIu32 ": %u trees, %u seen, %" PRIu64
           " mazes (seeds 0..%" PRIu64 "): chi2 = %.1f, df %u, p = %.3g\n",
           id, w, h, t.count, r.seen, samples, samples - 1, r.chi2, r.df, r.p);
    free(t.index);
out:
    free(freq);
    maze_destroy(m);
    return r;
}

/*
 * Mean fraction of dead ends over count mazes of w x h; the uniform spanning
 * tree of the square lattice has 8/pi^2 (1 - 2/pi) = 0.2945 of them.
 */
static double dead_ends(const char *id, uint32_t w, uint32_t h, uint64_t count)
{
    const gen_algo *a = gen_find(id);
    maze *m = maze_create(w, h);
    double sum = 0;
    for (uint64_t seed = 0; a && m && seed < count; seed++) {
        gen *g = gen_create(a, m, seed, NULL);
        if (!g)
            break;
        gen_finish(g);
        gen_destroy(g);
        uint64_t dead = 0;
        for (uint32_t c = 0; c < m->n; c++) {
            unsigned open = 0;
            for (int d = 0; d < MAZE_DIRS; d++)
                open += maze_is_open(m, c, (maze_dir)d);
            dead += open == 1;
        }
        sum += (double)dead / m->n;
    }
    maze_destroy(m);
    double mean = sum / (double)count;
    printf("%-14s %" PRIu32 "x%" PRIu32 ": dead ends %.4f (mean of %" PRIu64
           " mazes; uniform: 0.2945)\n", id, w, h, mean, count);
    return mean;
}

int main(void)
{
    int failures = 0;
    result ab = measure("aldous-broder", 3, 3, 200000);
    if (!ab.ok || ab.p <= 0.001 || ab.seen != 192) {
        fprintf(stderr, "FAIL: aldous-broder is not uniform on 3x3\n");
        failures++;
    }
    result bt = measure("backtracker", 3, 3, 100000);
    if (!bt.ok || bt.p >= 0.001) {
        fprintf(stderr, "FAIL: the test cannot tell the backtracker's bias\n");
        failures++;
    }
    result h33 = measure("houston", 3, 3, 400000);
    result h23 = measure("houston", 2, 3, 400000);
    result h32 = measure("houston", 3, 2, 400000);
    if (!h33.ok || !h23.ok || !h32.ok || h33.p >= 1e-6 || h23.p >= 1e-6 || h32.p >= 1e-6) {
        fprintf(stderr, "FAIL: houston no longer measures as biased\n");
        failures++;
    }
    double ab_dead = dead_ends("aldous-broder", 300, 300, 10);
    if (fabs(ab_dead - 0.2945) > 0.005) {
        fprintf(stderr, "FAIL: aldous-broder dead ends %.4f, not 0.2945 +- 0.005\n", ab_dead);
        failures++;
    }
    dead_ends("houston", 300, 300, 10);
    printf("%d failure(s)\n", failures);
    return failures ? 1 : 0;
}
