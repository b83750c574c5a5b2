/*
 * test_uniform.c - is an algorithm uniform over spanning trees?
 *
 * usage: test_uniform ALGO[:KEY=VALUE] uniform|biased WxH SAMPLES
 *
 * Enumerates every spanning tree of a small grid (192 for 3x3, 15 for
 * 3x2; the core's trees.h), generates SAMPLES mazes from consecutive
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
#include "mazeviz/trees.h"

int main(int argc, char **argv)
{
    unsigned w, h;
    char junk;
    tree_set *t = NULL;
    if (argc != 5 || sscanf(argv[3], "%2ux%2u%c", &w, &h, &junk) != 2 || w < 1 || h < 1 ||
        w * h < 2 || strtoul(argv[4], NULL, 10) == 0 || !(t = trees_create(w, h, NULL)) ||
        trees_count(t) < 2) {
        fprintf(stderr, "usage: test_uniform ALGO[:KEY=VALUE] uniform|biased WxH SAMPLES "
                        "(a grid with 2 to %u spanning trees, SAMPLES > 0)\n", TREES_MAX);
        trees_destroy(t);
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
    unsigned trees = (unsigned)trees_count(t);
    uint64_t *count = calloc(trees, sizeof *count);
    if (!m || !count) {
        fprintf(stderr, "test_uniform: out of memory for %ux%u\n", w, h);
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
    printf("%s on %ux%u: %u spanning trees, %lu samples, %u seen, chi2 = %.1f (df %u), p = %.3g\n",
           argv[1], w, h, trees, samples, seen, chi2, trees - 1, p);
    CHECK((double)trees == trees_kirchhoff(w, h), "%ux%u: %u trees enumerated, the matrix-tree theorem says %.0f",
          w, h, trees, trees_kirchhoff(w, h));
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
