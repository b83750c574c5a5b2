/*
 * lab.h - the uniformity lab: generate mazes on a small grid, count how
 * often each spanning tree comes up, and test the counts against the
 * uniform distribution as they grow.
 *
 * A lab holds the grid's tree set (trees.h), one count per tree, and the
 * chi-square figures (chi2.h) after the latest maze. The mazes are those of
 * gen_generate() with seeds first_seed, first_seed + 1, ... in order, so a
 * lab that has made N mazes has seen exactly the mazes of
 * `mazeviz --headless --count N --seed first_seed`. Pearson's statistic is
 * kept incrementally (the sum of the counts' squares), so it is known after
 * every maze, and so is the first number of mazes after which the p-value
 * fell below LAB_ALPHA. A window can draw a lab between lab_run() calls:
 * everything it shows is a getter below.
 */
#ifndef MAZEVIZ_LAB_H
#define MAZEVIZ_LAB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazeviz/gen.h"
#include "mazeviz/maze.h"
#include "mazeviz/trees.h"

/* The significance level whose first crossing a lab records. */
#define LAB_ALPHA 0.001

/*
 * The crossing is looked for only once every tree is expected this many
 * times (Cochran's rule for Pearson's test; 960 mazes at 3x3): before
 * that one repeated tree in five 3x3 mazes already gives p < 0.001.
 */
#define LAB_MIN_EXPECTED 5

typedef struct lab lab;

/*
 * A lab for algorithm algo with settings s (NULL: defaults) on the w x h
 * grid, whose first maze will use first_seed. NULL when the grid has too
 * many spanning trees to enumerate (TREES_TOO_MANY) or memory runs out
 * (TREES_NO_MEMORY); *status (may be NULL) says which. Free with
 * lab_destroy().
 */
lab *lab_create(const gen_algo *algo, const gen_settings *s, uint32_t w, uint32_t h,
                uint64_t first_seed, trees_status *status);

/*
 * The same on any grid: grid (its shape, size and mask; its walls do not
 * matter) is copied. algo must fit the grid (sm_algo_fits), else every
 * lab_run() fails.
 */
lab *lab_create_grid(const gen_algo *algo, const gen_settings *s, const maze *grid,
                     uint64_t first_seed, trees_status *status);

/* Frees the lab; NULL is a no-op. */
void lab_destroy(lab *l);

/*
 * Generates n more mazes with the next n seeds and counts them, updating
 * the statistic after each. Returns false when memory runs out (the counts
 * then cover the mazes made before). A maze that is not a spanning tree (a
 * broken generator) is not counted in any tree but in lab_invalid(); it
 * still uses up its seed and counts in lab_mazes().
 */
bool lab_run(lab *l, uint64_t n);

/* The grid's trees, in the order of the counts. Owned by the lab. */
const tree_set *lab_trees(const lab *l);

/* Counts per tree id: an array of trees_count(lab_trees(l)). Owned by the lab. */
const uint64_t *lab_counts(const lab *l);

/* Mazes made so far, and how many of them were not spanning trees. */
uint64_t lab_mazes(const lab *l);
uint64_t lab_invalid(const lab *l);

/* The seed the first maze used, and the seed the next maze will use. */
uint64_t lab_first_seed(const lab *l);
uint64_t lab_next_seed(const lab *l);

/*
 * The latest maze (all walls closed before the first) and its tree id
 * (-1 before the first maze or when it was not a tree). Owned by the lab.
 */
const maze *lab_last_maze(const lab *l);
int32_t lab_last_tree(const lab *l);

/* The expected count per tree: valid mazes / trees. */
double lab_expected(const lab *l);

/*
 * Pearson's statistic of the counts against uniform, its degrees of
 * freedom (trees - 1) and its p-value. Before any maze: 0, df and 1.
 */
double lab_chi2(const lab *l);
double lab_df(const lab *l);
double lab_p(const lab *l);

/*
 * The number of mazes after which the p-value first fell below LAB_ALPHA,
 * or 0 if it never has. Checked after every maze from LAB_MIN_EXPECTED
 * mazes per tree on; later rises above do not reset it. This is a
 * sequential look, not a test at level LAB_ALPHA: over 50,000 3x3 mazes a
 * uniform generator crosses at some point in about 3 % of runs (measured),
 * while its final p is below LAB_ALPHA in 0.1 %. Biased ones cross early.
 */
uint64_t lab_first_below(const lab *l);

#endif
