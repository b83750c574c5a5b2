/*
 * lab.c - the uniformity lab: mazes from consecutive seeds, counted per
 * spanning tree, with Pearson's statistic kept after every maze.
 *
 * The statistic needs only the number of valid mazes and the sum of the
 * counts' squares, both updated in O(1) per maze. Whether p fell below
 * LAB_ALPHA is decided against the critical statistic computed once in
 * lab_create(); the p-value itself is evaluated only when the statistic is
 * within a hair of it, so the answer is the one lab_p() would give.
 */
#include <stdlib.h>

#include "mazeviz/chi2.h"
#include "mazeviz/lab.h"

struct lab {
    const gen_algo *algo;
    gen_settings settings;
    tree_set *trees;
    maze *m;
    uint64_t *counts;
    uint64_t first_seed, mazes, valid, invalid, first_below;
    uint64_t min_valid; /* LAB_MIN_EXPECTED per tree: when first_below starts looking */
    double sum_sq;   /* sum of counts[i]^2, exact below 2^53 */
    double df, crit; /* degrees of freedom; statistic where p crosses LAB_ALPHA */
    int32_t last_tree;
};

lab *lab_create(const gen_algo *algo, const gen_settings *s, uint32_t w, uint32_t h,
                uint64_t first_seed, trees_status *status)
{
    if (trees_check_size(w, h, NULL) != TREES_OK) {
        if (status)
            *status = trees_check_size(w, h, NULL);
        return NULL;
    }
    maze *grid = maze_create(w, h);
    lab *l = grid ? lab_create_grid(algo, s, grid, first_seed, status) : NULL;
    if (!grid && status)
        *status = TREES_NO_MEMORY;
    maze_destroy(grid);
    return l;
}

lab *lab_create_grid(const gen_algo *algo, const gen_settings *s, const maze *grid,
                     uint64_t first_seed, trees_status *status)
{
    MAZEVIZ_ASSERT(sm_algo_fits(algo, grid), "lab_create_grid: the algorithm does not run on this grid (sm_algo_fits)");
    trees_status st = TREES_NO_MEMORY;
    lab *l = calloc(1, sizeof *l);
    if (!l)
        goto err;
    l->trees = trees_create_grid(grid, &st);
    if (!l->trees)
        goto err;
    st = TREES_NO_MEMORY;
    l->m = maze_create_like(grid);
    l->counts = calloc(trees_count(l->trees), sizeof *l->counts);
    if (!l->m || !l->counts)
        goto err;
    l->algo = algo;
    l->settings = s ? *s : gen_default_settings();
    l->first_seed = first_seed;
    l->df = (double)trees_count(l->trees) - 1;
    l->crit = chi2_critical(l->df, LAB_ALPHA);
    l->min_valid = (uint64_t)LAB_MIN_EXPECTED * trees_count(l->trees);
    l->last_tree = -1;
    if (status)
        *status = TREES_OK;
    return l;
err:
    lab_destroy(l);
    if (status)
        *status = st;
    return NULL;
}

void lab_destroy(lab *l)
{
    if (!l)
        return;
    trees_destroy(l->trees);
    maze_destroy(l->m);
    free(l->counts);
    free(l);
}

/* Counts the latest maze and checks whether p has just fallen below LAB_ALPHA. */
static void tally(lab *l)
{
    l->mazes++;
    l->last_tree = trees_index_of(l->trees, l->m);
    if (l->last_tree < 0) {
        l->invalid++;
        return;
    }
    uint64_t c = l->counts[l->last_tree]++;
    l->sum_sq += (double)(2 * c + 1);
    l->valid++;
    if (l->first_below == 0 && l->valid >= l->min_valid && lab_chi2(l) > l->crit * (1 - 1e-9) &&
        lab_p(l) < LAB_ALPHA)
        l->first_below = l->mazes;
}

bool lab_run(lab *l, uint64_t n)
{
    for (uint64_t i = 0; i < n; i++) {
        if (!gen_generate(l->algo, l->m, l->first_seed + l->mazes, &l->settings))
            return false;
        tally(l);
    }
    return true;
}

const tree_set *lab_trees(const lab *l) { return l->trees; }
const uint64_t *lab_counts(const lab *l) { return l->counts; }
uint64_t lab_mazes(const lab *l) { return l->mazes; }
uint64_t lab_invalid(const lab *l) { return l->invalid; }
uint64_t lab_first_seed(const lab *l) { return l->first_seed; }
uint64_t lab_next_seed(const lab *l) { return l->first_seed + l->mazes; }
const maze *lab_last_maze(const lab *l) { return l->m; }
int32_t lab_last_tree(const lab *l) { return l->last_tree; }
uint64_t lab_first_below(const lab *l) { return l->first_below; }
double lab_df(const lab *l) { return l->df; }

double lab_expected(const lab *l)
{
    return (double)l->valid / (double)trees_count(l->trees);
}

double lab_chi2(const lab *l)
{
    return chi2_uniform_from_sums(l->valid, trees_count(l->trees), l->sum_sq);
}

double lab_p(const lab *l)
{
    return chi2_p_value(lab_chi2(l), l->df);
}
