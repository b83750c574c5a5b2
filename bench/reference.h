/*
 * reference.h - tight flat-array baselines the core is measured against:
 * one byte per cell, coordinates tracked in registers, xoshiro256**, no
 * hooks for a renderer. Wilson's follows the 1996 paper: a per-cell exit
 * direction, loops erased implicitly by overwriting it.
 */
#ifndef MAZEVIZ_REFERENCE_H
#define MAZEVIZ_REFERENCE_H

#include <stdint.h>

/* Each returns the number of steps (walk moves; pushes + pops) and fills cells. */
uint64_t ref_wilson(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);
uint64_t ref_backtracker(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);

/*
 * Wilson in the last-exit form at its tightest: one byte per cell holding
 * the neighbour links, the in-maze flag and the exit direction (no passage
 * bits: it builds the tree, not the walls). The walk-start order and the
 * random moves are those of mazeviz's Wilson (start=first), so the moves
 * counted are the same.
 */
uint64_t ref_wilson_last_exit(uint8_t *st, uint32_t w, uint32_t h, uint64_t seed);

/*
 * Kruskal: the walls in a list shuffled as it goes (Fisher-Yates, one swap
 * per wall examined), a union-find with path halving and union by size.
 * The same walls in the same order as mazeviz's Kruskal, so the same maze;
 * returns the walls examined.
 */
uint64_t ref_kruskal(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);

/* True Prim with a lazy binary heap; the same maze as mazeviz's; returns the cells added. */
uint64_t ref_true_prim(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);

/*
 * One each for the other generators with a plain flat form, at their
 * default options, making mazeviz's maze for the same seed: the same
 * random draws in the same order. Houston's second phase is Wilson's in
 * the last-exit form; Growing Tree's default (newest) is the backtracker.
 */
uint64_t ref_aldous_broder(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);
uint64_t ref_houston(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);
uint64_t ref_prim(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);
uint64_t ref_hunt_and_kill(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);
uint64_t ref_binary_tree(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);
uint64_t ref_sidewinder(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);
uint64_t ref_eller(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);
uint64_t ref_recursive_division(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);
uint64_t ref_blobby_division(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);
uint64_t ref_growing_binary_tree(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);

/*
 * Origin Shift's default run is about 3 n ln^2 n shifts (minutes at
 * 4096²), so the bench runs it, and its baseline, for this many shifts per
 * cell. The baseline keeps each cell's arrow in bits 4-5 of its byte.
 */
#define SHIFTS_PER_CELL 16
uint64_t ref_origin_shift(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);

/* The parallel backtracker at its default, two trees: owner in bits 4-5, the side to the parent in 6-7. */
uint64_t ref_parallel_backtracker(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed);

#endif
