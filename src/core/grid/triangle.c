/*
 * triangle.c - the triangular grid: w x h equilateral triangles in rows,
 * pointing up and down in turn - cell (x, y) points up when x + y is even.
 * Each triangle has three sides: its left and right neighbours in the row,
 * and the one across its horizontal side (below an upward triangle, above
 * a downward one). Sides are numbered clockwise for each cell, so their
 * meaning depends on which way it points:
 *   pointing up:   0 east (right slope), 1 south (base), 2 west (left slope)
 *   pointing down: 0 north (base), 1 east, 2 west
 * The side facing back comes from the table, like every table shape.
 *
 * Unit space: sides 1 long, rows sqrt(3)/2 high; triangle x spans
 * [x/2, x/2 + 1] across.
 */
#include <math.h>

#include "grid_impl.h"

#define TRI_SIDES 3
#define TRI_H 0.8660254f

enum { W_NORTH, W_EAST, W_SOUTH, W_WEST };

static bool up(const maze *m, uint32_t c) { return ((maze_x(m, c) + maze_y(m, c)) & 1u) == 0; }

/* Side numbers: east, west and the horizontal one, for a cell pointing up or down. */
static unsigned side_east(bool u) { return u ? 0 : 1; }
static unsigned side_base(bool u) { return u ? 1 : 0; }
#define SIDE_WEST 2

/*
 * A single column is a chain of pairs (an upward triangle and the one below
 * it) that do not touch each other: only 1x1 and 1x2 are connected.
 */
static bool tri_size_ok(uint32_t w, uint32_t h) { return grid_rows_size_ok(w, h) && (w >= 2 || h <= 2); }

static bool tri_build(maze *m)
{
    if (!grid_alloc_tables(m, m->w * m->h, TRI_SIDES))
        return false;
    for (uint32_t y = 0; y < m->h; y++) {
        for (uint32_t x = 0; x < m->w; x++) {
            uint32_t c = y * m->w + x;
            bool u = up(m, c);
            if (x + 1 < m->w)
                grid_link(m, c, side_east(u), c + 1, SIDE_WEST);
            if (u && y + 1 < m->h) /* the triangle below points down */
                grid_link(m, c, side_base(true), c + m->w, side_base(false));
        }
    }
    return true;
}

static void tri_extent(const maze *m, float *w, float *h)
{
    *w = (float)(m->w + 1) / 2;
    *h = (float)m->h * TRI_H;
}

/* Corners clockwise; side s runs from corner s to corner s + 1. */
static unsigned tri_polygon(const maze *m, uint32_t c, grid_pt *out)
{
    MAZEVIZ_ASSERT(c < m->n, "tri_polygon: no such cell");
    /* row lines as whole rows times the height: cells sharing a corner compute the same point */
    float x0 = (float)maze_x(m, c) / 2, y0 = (float)maze_y(m, c) * TRI_H;
    float y1 = (float)(maze_y(m, c) + 1) * TRI_H;
    if (up(m, c)) {
        out[0] = (grid_pt){x0 + 0.5f, y0}; /* apex */
        out[1] = (grid_pt){x0 + 1, y1};    /* base right */
        out[2] = (grid_pt){x0, y1};        /* base left */
    } else {
        out[0] = (grid_pt){x0, y0};        /* top left */
        out[1] = (grid_pt){x0 + 1, y0};    /* top right */
        out[2] = (grid_pt){x0 + 0.5f, y1}; /* apex */
    }
    return TRI_SIDES;
}

static unsigned tri_wall(const maze *m, uint32_t c, unsigned s, grid_pt *out)
{
    grid_pt p[TRI_SIDES];
    if (s >= TRI_SIDES)
        return 0;
    tri_polygon(m, c, p);
    out[0] = p[s];
    out[1] = p[(s + 1) % TRI_SIDES];
    return 2;
}

static grid_pt tri_center(const maze *m, uint32_t c)
{
    float x0 = (float)maze_x(m, c) / 2, y0 = (float)maze_y(m, c) * TRI_H;
    return (grid_pt){x0 + 0.5f, y0 + (up(m, c) ? 2 * TRI_H / 3 : TRI_H / 3)};
}

/* Which side of the line a -> b the point p lies on (> 0: to the right, y down). */
static float side_of(grid_pt a, grid_pt b, float x, float y)
{
    return (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
}

static uint32_t tri_cell_at(const maze *m, float x, float y)
{
    if (!(y >= 0) || y >= (float)m->h * TRI_H)
        return MAZE_NONE;
    uint32_t row = (uint32_t)(y / TRI_H);
    if (row >= m->h)
        return MAZE_NONE;
    int64_t guess = (int64_t)floorf(2 * x);
    for (int64_t cx = guess - 2; cx <= guess + 1; cx++) {
        if (cx < 0 || cx >= m->w)
            continue;
        uint32_t c = row * m->w + (uint32_t)cx;
        grid_pt p[TRI_SIDES];
        tri_polygon(m, c, p);
        if (side_of(p[0], p[1], x, y) >= 0 && side_of(p[1], p[2], x, y) >= 0 &&
            side_of(p[2], p[0], x, y) >= 0)
            return c;
    }
    return MAZE_NONE;
}

static void tri_coords(const maze *m, uint32_t c, uint32_t *a, uint32_t *b)
{
    *a = maze_x(m, c);
    *b = maze_y(m, c);
}

static uint32_t tri_cell_of(const maze *m, uint32_t a, uint32_t b)
{
    return a < m->w && b < m->h ? b * m->w + a : MAZE_NONE;
}

static unsigned tri_dir_word(const maze *m, uint32_t c, unsigned s)
{
    bool u = up(m, c);
    if (s == SIDE_WEST)
        return W_WEST;
    if (s == side_east(u))
        return W_EAST;
    return u ? W_SOUTH : W_NORTH;
}

static const sm_text tri_words[] = {{"north", "北"}, {"east", "东"}, {"south", "南"}, {"west", "西"}};

/* Each move changes x or y by one. */
static uint32_t tri_distance_bound(const maze *m, uint32_t a, uint32_t b)
{
    uint32_t ax = maze_x(m, a), ay = maze_y(m, a), bx = maze_x(m, b), by = maze_y(m, b);
    return (ax > bx ? ax - bx : bx - ax) + (ay > by ? ay - by : by - ay);
}

/*
 * Pointing up: the right slope faces north-east (2 twelfths), the base
 * south (6), the left slope north-west (10); pointing down: the base north
 * (0), the right slope south-east (4), the left slope south-west (8).
 */
static uint32_t tri_heading(const maze *m, uint32_t c, unsigned s)
{
    static const unsigned up_side[TRI_SIDES] = {2, 6, 10}, down_side[TRI_SIDES] = {0, 4, 8};
    return (up(m, c) ? up_side : down_side)[s % TRI_SIDES];
}

const grid_shape grid_triangle = {
    .id = "triangle",
    .name = {"triangular", "三角形"},
    .size_help = "WxH: W triangles in each of H rows, pointing up and down in turn (W at least 2 when H > 2; at most 16777216 cells)",
    .caps = GRID_CAP_ROWS,
    .girth = 6, /* six triangles round a corner */
    .sizes = {40, 20, 4, 4, {{4, 2}, {4, 3}, {4, 4}}, "triangle 4x4: 204 trees"}, /* 6, 35 and 204 trees in the lab */
    .size_ok = tri_size_ok,
    GRID_ROWS_SIZES,
    .build = tri_build,
    .extent = tri_extent,
    .polygon = tri_polygon,
    .wall = tri_wall,
    .center = tri_center,
    .cell_at = tri_cell_at,
    .coords = tri_coords,
    .cell_of = tri_cell_of,
    .dir_word = tri_dir_word,
    .heading = tri_heading,
    .turn = grid_twelfths,
    .dir_words = tri_words,
    .n_dir_words = sizeof tri_words / sizeof tri_words[0],
    .distance_bound = tri_distance_bound,
};
