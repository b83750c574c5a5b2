/*
 * torus.c - the rectangle with both pairs of edges joined: w x h square
 * cells (at least 3 each way), cell (w-1, y) next to (0, y) and (x, h-1)
 * next to (x, 0), so every cell has four neighbours. Drawn as the flat
 * rectangle (rect.c's geometry); a passage across a join is marked at both
 * edges with its seam's number: rows 1 .. h, then columns h+1 .. h+w.
 */
#include "grid_impl.h"

static uint32_t torus_across(const maze *m, uint32_t x, uint32_t y, unsigned s)
{
    if (s == RECT_E)
        return y * m->w + (x + 1) % m->w;
    return s == RECT_S ? (y + 1) % m->h * m->w + x : MAZE_NONE;
}

static bool torus_build(maze *m) { return grid_wrap_build(m, torus_across); }

static bool torus_size_ok(uint32_t w, uint32_t h) { return h >= 3 && grid_wrap_size_ok(w, h); }

static uint32_t torus_seam(const maze *m, uint32_t c, unsigned s)
{
    uint32_t x = maze_x(m, c), y = maze_y(m, c);
    if ((s == RECT_E && x == m->w - 1) || (s == RECT_W && x == 0))
        return y + 1;
    return (s == RECT_S && y == m->h - 1) || (s == RECT_N && y == 0) ? m->h + x + 1 : 0;
}

static uint32_t torus_distance_bound(const maze *m, uint32_t a, uint32_t b)
{
    return grid_ring_steps(maze_x(m, a), maze_x(m, b), m->w) + grid_ring_steps(maze_y(m, a), maze_y(m, b), m->h);
}

const grid_shape grid_torus = {
    .id = "torus",
    .name = {"torus", "环面"},
    .size_help = "WxH: W columns and H rows (at least 3 each); both pairs of opposite edges are joined",
    .caps = GRID_CAP_ROWS,
    /* 3x3: 11664 spanning trees (Kirchhoff); 3x4 already 367500 */
    .sizes = {30, 20, 3, 3, {{3, 3}, {3, 3}, {3, 3}}, "3x3"},
    .girth = 3, /* the ring of a 3-column torus */
    .size_ok = torus_size_ok,
    GRID_ROWS_SIZES,
    .build = torus_build,
    GRID_SQUARE_GEOMETRY,
    .distance_bound = torus_distance_bound,
    .seam = torus_seam,
};
