/*
 * mask_ref.h - the joining of a drawing's pieces as mask.c did it before
 * the search was made lazy: Prim's algorithm over the pieces, breadth-first
 * distances from the joined part through every cell, one scan of the grid
 * per join (O(pieces x cells)). bench_mask times the core against it and
 * test_mask checks that the core's bridges are exactly these.
 */
#ifndef MAZEVIZ_MASK_REF_H
#define MAZEVIZ_MASK_REF_H

#include <stdbool.h>
#include <stdint.h>

#include "mazeviz/maze.h"

/*
 * Joins the pieces of cells (one byte per cell id of full's grid) as
 * mask_join() does, adding bridge cells; *pieces and *bridges (may be
 * NULL) get their counts. False when memory runs out.
 */
bool ref_mask_join(const maze *full, uint8_t *cells, uint32_t *pieces, uint32_t *bridges);

#endif
