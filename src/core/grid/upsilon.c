/*
 * upsilon.c - octagons and squares (Walter Pullen's "upsilon" mazes): w x h
 * cells in rows, numbered row-major like the rectangle; cell (x, y) is an
 * octagon where x + y is even and a square where it is odd, so the two
 * alternate like a chessboard. Sides clockwise from the top: north,
 * north-east, east, south-east, south, south-west, west, north-west. An
 * octagon meets the four squares beside it across its straight sides and
 * the four octagons on its diagonals across its slanted ones (eight
 * neighbours); a square has only its four straight sides.
 *
 * Unit space: centres one unit apart as on the rectangle. The octagons are
 * regular, their sides at A = sqrt(2)/2 from the centre, so diagonal
 * neighbours touch; a square's half side is 1 - A, so it fills the gap
 * between four octagons. Everything is shifted by A - 1/2 so the corner
 * octagons start at 0.
 */
#include <math.h>

#include "grid_impl.h"

enum { UPS_N, UPS_NE, UPS_E, UPS_SE, UPS_S, UPS_SW, UPS_W, UPS_NW, UPS_SIDES };

#define UPS_A 0.70710678f      /* centre to a side of an octagon */
#define UPS_HALF (1.0f - UPS_A)   /* half a side: an octagon's and a square's */
#define UPS_SHIFT (UPS_A - 0.5f)

static bool is_octagon(const maze *m, uint32_t c) { return ((maze_x(m, c) + maze_y(m, c)) & 1u) == 0; }

static bool upsilon_build(maze *m)
{
    if (!grid_alloc_tables(m, m->w * m->h, UPS_SIDES))
        return false;
    for (uint32_t y = 0; y < m->h; y++)
        for (uint32_t x = 0; x < m->w; x++) {
            uint32_t c = y * m->w + x;
            if (x + 1 < m->w)
                grid_link(m, c, UPS_E, c + 1, UPS_W);
            if (y + 1 < m->h)
                grid_link(m, c, UPS_S, c + m->w, UPS_N);
            if (((x + y) & 1u) || y + 1 >= m->h)
                continue;
            if (x + 1 < m->w)
                grid_link(m, c, UPS_SE, c + m->w + 1, UPS_NW);
            if (x > 0)
                grid_link(m, c, UPS_SW, c + m->w - 1, UPS_NE);
        }
    return true;
}

static void upsilon_extent(const maze *m, float *w, float *h)
{
    *w = (float)m->w + 2 * UPS_SHIFT;
    *h = (float)m->h + 2 * UPS_SHIFT;
}

static grid_pt upsilon_center(const maze *m, uint32_t c)
{
    MAZEVIZ_ASSERT(c < m->n, "upsilon_center: no such cell");
    return (grid_pt){(float)maze_x(m, c) + 0.5f + UPS_SHIFT, (float)maze_y(m, c) + 0.5f + UPS_SHIFT};
}

/*
 * A corner coordinate: half a side (sign -1 or +1) from the centre line
 * of column or row i. Every corner is one of these - an octagon's corner
 * A out is half a side in from the next line - so cells that share a
 * corner compute it from the same numbers, bit for bit.
 */
static float line(int64_t i, int sign) { return (float)i + 0.5f + UPS_SHIFT + (float)sign * UPS_HALF; }

/*
 * Corners clockwise from the top left; side s runs from corner s to corner
 * s + 1 (an octagon), or on a square from corner s/2 to s/2 + 1 for the
 * straight sides (the slanted ones have no wall). Each corner: the line
 * (offset from the cell's own) and the sign, across and down.
 */
static unsigned upsilon_polygon(const maze *m, uint32_t c, grid_pt *out)
{
    static const int oct[UPS_SIDES][4] = {{0, -1, -1, 1}, {0, 1, -1, 1}, {1, -1, 0, -1}, {1, -1, 0, 1},
                                          {0, 1, 1, -1},  {0, -1, 1, -1}, {-1, 1, 0, 1}, {-1, 1, 0, -1}};
    static const int sq[4][4] = {{0, -1, 0, -1}, {0, 1, 0, -1}, {0, 1, 0, 1}, {0, -1, 0, 1}};
    MAZEVIZ_ASSERT(c < m->n, "upsilon_polygon: no such cell");
    int64_t x = maze_x(m, c), y = maze_y(m, c);
    bool octagon = is_octagon(m, c);
    unsigned n = octagon ? UPS_SIDES : 4;
    for (unsigned i = 0; i < n; i++) {
        const int *d = octagon ? oct[i] : sq[i];
        out[i] = (grid_pt){line(x + d[0], d[1]), line(y + d[2], d[3])};
    }
    return n;
}

static unsigned upsilon_wall(const maze *m, uint32_t c, unsigned s, grid_pt *out)
{
    grid_pt p[UPS_SIDES];
    if (s >= UPS_SIDES)
        return 0;
    unsigned n = upsilon_polygon(m, c, p);
    if (n == 4 && (s & 1u))
        return 0;
    unsigned i = n == 4 ? s / 2 : s;
    out[0] = p[i];
    out[1] = p[(i + 1) % n];
    return 2;
}

/* Whether (dx, dy) from the centre of cell (x, y) lies in that cell's polygon. */
static bool inside(uint32_t x, uint32_t y, float dx, float dy)
{
    dx = fabsf(dx);
    dy = fabsf(dy);
    if ((x + y) & 1u)
        return dx <= UPS_HALF && dy <= UPS_HALF;
    /* a slanted side is A from the centre too: |dx| + |dy| <= A * sqrt(2), the sum at a corner (A, HALF) */
    return dx <= UPS_A && dy <= UPS_A && dx + dy <= UPS_A + UPS_HALF;
}

static uint32_t upsilon_cell_at(const maze *m, float x, float y)
{
    float ux = x - UPS_SHIFT, uy = y - UPS_SHIFT;
    int64_t cx = (int64_t)floorf(ux), cy = (int64_t)floorf(uy);
    for (int64_t j = cy - 1; j <= cy + 1; j++)
        for (int64_t i = cx - 1; i <= cx + 1; i++)
            if (i >= 0 && j >= 0 && i < m->w && j < m->h &&
                inside((uint32_t)i, (uint32_t)j, ux - ((float)i + 0.5f), uy - ((float)j + 0.5f)))
                return (uint32_t)j * m->w + (uint32_t)i;
    return MAZE_NONE;
}

static void upsilon_coords(const maze *m, uint32_t c, uint32_t *a, uint32_t *b)
{
    *a = maze_x(m, c);
    *b = maze_y(m, c);
}

static uint32_t upsilon_cell_of(const maze *m, uint32_t a, uint32_t b)
{
    return a < m->w && b < m->h ? b * m->w + a : MAZE_NONE;
}

static unsigned upsilon_dir_word(const maze *m, uint32_t c, unsigned s)
{
    (void)m;
    (void)c;
    return s;
}

static const sm_text upsilon_words[UPS_SIDES] = {
    {"north", "北"}, {"north-east", "东北"}, {"east", "东"}, {"south-east", "东南"},
    {"south", "南"}, {"south-west", "西南"}, {"west", "西"}, {"north-west", "西北"},
};

/* Eighths of a turn: north 0, north-east 1 ... north-west 7. */
static uint32_t upsilon_heading(const maze *m, uint32_t c, unsigned s)
{
    (void)m;
    (void)c;
    return s;
}

static uint32_t upsilon_eighths(const maze *m)
{
    (void)m;
    return UPS_SIDES;
}

/* A move changes x, y or both by one: at least the larger of the two differences. */
static uint32_t upsilon_distance_bound(const maze *m, uint32_t a, uint32_t b)
{
    uint32_t ax = maze_x(m, a), ay = maze_y(m, a), bx = maze_x(m, b), by = maze_y(m, b);
    uint32_t dx = ax > bx ? ax - bx : bx - ax, dy = ay > by ? ay - by : by - ay;
    return dx > dy ? dx : dy;
}

const grid_shape grid_upsilon = {
    .id = "upsilon",
    .name = {"octagonal", "八边形"},
    .size_help = "WxH: W cells in each of H rows, octagons where X+Y is even and squares between them; "
                 "at most 16777216 cells",
    .caps = GRID_CAP_ROWS,
    .girth = 3, /* two octagons on a diagonal and a square beside both */
    /* the lab's largest, 3x3, has 2205 spanning trees (test_lab counts them by Kirchhoff) */
    .sizes = {30, 20, 3, 3, {{2, 2}, {2, 3}, {3, 3}}, "upsilon 3x3"},
    .size_ok = grid_rows_size_ok,
    GRID_ROWS_SIZES,
    .build = upsilon_build,
    .extent = upsilon_extent,
    .polygon = upsilon_polygon,
    .wall = upsilon_wall,
    .center = upsilon_center,
    .cell_at = upsilon_cell_at,
    .coords = upsilon_coords,
    .cell_of = upsilon_cell_of,
    .dir_word = upsilon_dir_word,
    .heading = upsilon_heading,
    .turn = upsilon_eighths,
    .dir_words = upsilon_words,
    .n_dir_words = UPS_SIDES,
    .distance_bound = upsilon_distance_bound,
};
