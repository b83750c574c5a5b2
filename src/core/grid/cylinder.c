/*
 * cylinder.c - the rectangle rolled into a tube: w x h square cells whose
 * west edge is joined to their east edge, so cell (w-1, y) and cell (0, y)
 * are neighbours; the top and the bottom stay walls. Drawn as the flat
 * rectangle (rect.c's geometry); a passage across the join is marked at
 * both edges with the number of its row (the seam).
 */
#include "grid_impl.h"

static uint32_t cylinder_across(const maze *m, uint32_t x, uint32_t y, unsigned s)
{
    if (s == RECT_E)
        return y * m->w + (x + 1) % m->w;
    return s == RECT_S && y + 1 < m->h ? (y + 1) * m->w + x : MAZE_NONE;
}

static bool cylinder_build(maze *m) { return grid_wrap_build(m, cylinder_across); }

/* Row y's join is seam y + 1, seen from its east end and its west end alike. */
static uint32_t cylinder_seam(const maze *m, uint32_t c, unsigned s)
{
    uint32_t x = maze_x(m, c);
    return (s == RECT_E && x == m->w - 1) || (s == RECT_W && x == 0) ? maze_y(m, c) + 1 : 0;
}

static uint32_t cylinder_distance_bound(const maze *m, uint32_t a, uint32_t b)
{
    uint32_t ay = maze_y(m, a), by = maze_y(m, b);
    return grid_ring_steps(maze_x(m, a), maze_x(m, b), m->w) + (ay > by ? ay - by : by - ay);
}

const grid_shape grid_cylinder = {
    .id = "cylinder",
    .name = {"cylinder", "圆柱"},
    .size_help = "WxH: W columns (at least 3) round the tube, H rows; the west and east edges are joined",
    .caps = GRID_CAP_ROWS,
    /* 3 spanning trees at 3x1, 75 at 3x2, 384 at 4x2 (Kirchhoff) */
    .sizes = {30, 20, 3, 2, {{3, 1}, {3, 2}, {4, 2}}, "3x1 to 3x3, 4x2 to 6x2"},
    .girth = 3, /* the ring of a 3-column cylinder */
    .size_ok = grid_wrap_size_ok,
    GRID_ROWS_SIZES,
    .build = cylinder_build,
    GRID_SQUARE_GEOMETRY,
    .distance_bound = cylinder_distance_bound,
    .seam = cylinder_seam,
};
