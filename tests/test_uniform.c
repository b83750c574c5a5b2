/*
 * test_uniform.c - is an algorithm uniform over spanning trees?
 *
 * usage: test_uniform ALGO[:KEY=VALUE] uniform|biased [SHAPE:]WxH[-CELL,...] SAMPLES
 *
 * Enumerates every spanning tree of a small grid (192 for 3x3, 15 for
 * 3x2; the core's trees.h) of any shape (hex:3x3, polar:1x6 ...), with
 * the cells after '-' cut out by a mask, generates SAMPLES mazes from consecutive
 * seeds, and runs the core's chi-square goodness-of-fit test (chi2.h)
 * against the uniform distribution. "uniform" expects
 * p > 0.001 and every tree seen; "biased" expects p < 1e-6, which is how
 * we know the test can tell a biased generator apart.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mazeviz/chi2.h"
#include "mazeviz/gen.h"
#include "mazeviz/grid.h"
#include "mazeviz/trees.h"

/* Parses [SHAPE:]WxH[-CELL,...] into a blank maze of that grid; NULL when malformed. */
static maze *parse_grid(const char *arg)
{
    const grid_shape *g = &grid_rect;
    const char *colon = strchr(arg, ':');
    if (colon) {
        char name[16];
        snprintf(name, sizeof name, "%.*s", (int)(colon - arg), arg);
        if (!(g = grid_find(name)))
            return NULL;
        arg = colon + 1;
    }
    unsigned w, h;
    int used = 0;
    if (sscanf(arg, "%2ux%2u%n", &w, &h, &used) != 2 || w < 1)
        return NULL;
    maze *full = maze_create_shaped(g, w, h, NULL);
    uint8_t mask[256];
    if (!full || full->n > sizeof mask) {
        maze_destroy(full);
        return NULL;
    }
    memset(mask, 1, full->n);
    const char *p = arg + used;
    if (*p == '-') {
        do {
            char *end;
            unsigned long c = strtoul(p + 1, &end, 10);
            if (end == p + 1 || c >= full->n) {
                maze_destroy(full);
                return NULL;
            }
            mask[c] = 0;
            p = end;
        } while (*p == ',');
    }
    maze *m = *p ? NULL : maze_create_shaped(g, w, h, mask);
    maze_destroy(full);
    return m;
}

int main(int argc, char **argv)
{
    maze *m = NULL;
    tree_set *t = NULL;
    if (argc != 5 || !(m = parse_grid(argv[3])) || m->count < 2 || strtoul(argv[4], NULL, 10) == 0 ||
        !(t = trees_create_grid(m, NULL)) || trees_count(t) < 2) {
        fprintf(stderr, "usage: test_uniform ALGO[:KEY=VALUE] uniform|biased [SHAPE:]WxH[-CELL,...] SAMPLES "
                        "(a grid with 2 to %u spanning trees, SAMPLES > 0)\n", TREES_MAX);
        trees_destroy(t);
        maze_destroy(m);
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

    unsigned trees = (unsigned)trees_count(t);
    uint64_t *count = calloc(trees, sizeof *count);
    if (!count) {
        fprintf(stderr, "test_uniform: out of memory for %s\n", argv[3]);
        free(count);
        trees_destroy(t);
        maze_destroy(m);
        return 1;
    }
    for (unsigned long s = 0; s < samples; s++) {
        CHECK(gen_generate(a, m, seed + s, &set), "%s seed %" PRIu64 ": out of memory", argv[1], seed + s);
        int32_t tree = trees_index_of(t, m);
        CHECK(tree >= 0, "%s seed %" PRIu64 ": not a spanning tree", argv[1], seed + s);
        if (tree >= 0)
            count[tree]++;
    }
    unsigned seen = 0;
    for (unsigned i = 0; i < trees; i++)
        seen += count[i] > 0;
    double chi2 = chi2_uniform(count, trees);
    double p = chi2_p_value(chi2, trees - 1.0);
    printf("%s on %s: %u spanning trees, %lu samples, %u seen, chi2 = %.1f (df %u), p = %.3g\n",
           argv[1], argv[3], trees, samples, seen, chi2, trees - 1, p);
    CHECK((double)trees == trees_kirchhoff_grid(m), "%s: %u trees enumerated, the matrix-tree theorem says %.0f",
          argv[3], trees, trees_kirchhoff_grid(m));
    if (want_uniform) {
        CHECK(p > 0.001, "%s looks biased: p = %.3g", argv[1], p);
        CHECK(seen == trees, "%s never produced %u of the trees", argv[1], trees - seen);
    } else {
        CHECK(p < 1e-6, "%s passed for uniform (p = %.3g); expected a biased generator", argv[1], p);
    }
    free(count);
    trees_destroy(t);
    maze_destroy(m);
    return check_exit("test_uniform");
}
