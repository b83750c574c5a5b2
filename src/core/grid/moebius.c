/*
 * moebius.c - the Moebius strip: w x h square cells (at least 3 columns)
 * whose east edge is joined to their west edge with a half twist, so cell
 * (w-1, y) is next to cell (0, h-1-y); the top and the bottom stay walls
 * (they are one edge of the strip). Drawn as the flat rectangle (rect.c's
 * geometry); a passage across the join is marked at both edges with one
 * number: the row it leaves from on the east edge, plus one.
 */
#include "grid_impl.h"

static uint32_t moebius_across(const maze *m, uint32_t x, uint32_t y, unsigned s)
{
    if (s == RECT_E)
        return x + 1 < m->w ? y * m->w + x + 1 : (m->h - 1 - y) * m->w;
    return s == RECT_S && y + 1 < m->h ? (y + 1) * m->w + x : MAZE_NONE;
}

static bool moebius_build(maze *m) { return grid_wrap_build(m, moebius_across); }

static uint32_t moebius_seam(const maze *m, uint32_t c, unsigned s)
{
    uint32_t x = maze_x(m, c), y = maze_y(m, c);
    if (s == RECT_E && x == m->w - 1)
        return y + 1;
    return s == RECT_W && x == 0 ? m->h - y : 0; /* the east end's row is h-1-y */
}

/* Straight across the board, or once across the twist (twice comes back as straight, only longer). */
static uint32_t moebius_distance_bound(const maze *m, uint32_t a, uint32_t b)
{
    uint32_t ax = maze_x(m, a), ay = maze_y(m, a), bx = maze_x(m, b), by = maze_y(m, b), fy = m->h - 1 - by;
    uint32_t flat = (ax > bx ? ax - bx : bx - ax) + (ay > by ? ay - by : by - ay);
    uint32_t twist = m->w - (ax > bx ? ax - bx : bx - ax) + (ay > fy ? ay - fy : fy - ay);
    return flat < twist ? flat : twist;
}

const grid_shape grid_moebius = {
    .id = "moebius",
    .name = {"Moebius strip", "莫比乌斯"},
    .size_help = "WxH: W columns (at least 3) along the strip, H rows; the east edge is joined to the west "
                 "edge upside down",
    .caps = GRID_CAP_ROWS,
    /* 3 spanning trees at 3x1, 81 at 3x2, 392 at 4x2 (Kirchhoff) */
    .sizes = {30, 20, 3, 2, {{3, 1}, {3, 2}, {4, 2}}, "3x1 to 3x3, 4x2 to 6x2"},
    .girth = 3, /* 3 columns round a one-row strip */
    .size_ok = grid_wrap_size_ok,
    GRID_ROWS_SIZES,
    .build = moebius_build,
    GRID_SQUARE_GEOMETRY,
    .distance_bound = moebius_distance_bound,
    .seam = moebius_seam,
};
