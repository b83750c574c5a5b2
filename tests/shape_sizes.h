/*
 * shape_sizes.h - how a test that loops over the shapes sizes each one.
 * Such tests think of a board of w x h; a polar grid takes rings instead
 * (each test says how many), and a shape of levels (the cube) its h as
 * rows and levels together (GRID_LEVELS): half the rows on 2 levels, about
 * as many cells as the board.
 */
#ifndef MAZEVIZ_SHAPE_SIZES_H
#define MAZEVIZ_SHAPE_SIZES_H

#include "mazeviz/grid.h"

/* Whether g takes a test's board as w x h (in rows or in levels) rather than as a polar grid's rings. */
static inline bool test_board(const grid_shape *g)
{
    return (g->caps & (GRID_CAP_ROWS | GRID_CAP_LEVELS)) != 0;
}

/* A board's h as g's second number: h itself, or on a shape of levels h / 2 rows (at least 1) on 2 levels. */
static inline uint32_t test_rows(const grid_shape *g, uint32_t h)
{
    if (!(g->caps & GRID_CAP_LEVELS) || grid_levels_count(h))
        return h;
    return GRID_LEVELS(h / 2 ? h / 2 : 1, 2);
}

#endif
