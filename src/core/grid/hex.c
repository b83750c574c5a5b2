/*
 * hex.c - the hexagonal grid: w x h pointy-top hexagons in offset rows,
 * every odd row shifted half a cell to the right ("odd-r"), numbered
 * row-major like the rectangle. Sides clockwise from the top right:
 * north-east, east, south-east, south-west, west, north-west; an interior
 * cell has six neighbours.
 *
 * Unit space: neighbouring centres are 1 apart, so a hexagon is 1 wide
 * (flat side to flat side) and its corners lie 1/sqrt(3) from its centre;
 * rows are 1.5/sqrt(3) = 0.866 apart. Corners are computed from whole
 * numbers of half units across and of R/2 down, so two cells that share a
 * corner compute exactly the same point (a renderer can rely on it).
 */
#include <math.h>
#include <stdlib.h>

#include "grid_impl.h"

enum { HEX_NE, HEX_E, HEX_SE, HEX_SW, HEX_W, HEX_NW, HEX_SIDES };

#define HEX_R 0.57735027f   /* centre to corner */
#define HEX_ROW 0.8660254f  /* row to row */

/* Column offsets of the neighbours across each side, for even and odd rows. */
static const int dx_even[HEX_SIDES] = {0, 1, 0, -1, -1, -1};
static const int dx_odd[HEX_SIDES] = {1, 1, 1, 0, -1, 0};
static const int dy[HEX_SIDES] = {-1, 0, 1, 1, 0, -1};

static bool hex_build(maze *m)
{
    if (!grid_alloc_tables(m, m->w * m->h, HEX_SIDES))
        return false;
    for (uint32_t y = 0; y < m->h; y++) {
        const int *dx = (y & 1u) ? dx_odd : dx_even;
        for (uint32_t x = 0; x < m->w; x++) {
            uint32_t c = y * m->w + x;
            /* Link east, south-east and south-west; the other three come back from those. */
            for (unsigned s = HEX_E; s <= HEX_SW; s++) {
                int64_t nx = (int64_t)x + dx[s], ny = (int64_t)y + dy[s];
                if (nx >= 0 && ny >= 0 && nx < m->w && ny < m->h)
                    grid_link(m, c, s, (uint32_t)ny * m->w + (uint32_t)nx, (s + 3) % HEX_SIDES);
            }
        }
    }
    return true;
}

static void hex_extent(const maze *m, float *w, float *h)
{
    *w = (float)m->w + (m->h > 1 ? 0.5f : 0.0f);
    *h = 2 * HEX_R + (float)(m->h - 1) * HEX_ROW;
}

static grid_pt hex_center(const maze *m, uint32_t c)
{
    MAZEVIZ_ASSERT(c < m->n, "hex_center: no such cell");
    uint32_t x = maze_x(m, c), y = maze_y(m, c);
    return (grid_pt){(float)x + 0.5f + ((y & 1u) ? 0.5f : 0.0f), (float)(3 * (int64_t)y + 2) * (HEX_R / 2)};
}

/* The lattice point i half units across, j quarter-rows (R/2) down. */
static grid_pt lattice(int64_t i, int64_t j) { return (grid_pt){(float)i * 0.5f, (float)j * (HEX_R / 2)}; }

/* Corners clockwise from the top; side s runs from corner s to corner s + 1. */
static unsigned hex_polygon(const maze *m, uint32_t c, grid_pt *out)
{
    MAZEVIZ_ASSERT(c < m->n, "hex_polygon: no such cell");
    int64_t y = maze_y(m, c), i = 2 * (int64_t)maze_x(m, c) + 1 + (y & 1), j = 3 * y;
    out[0] = lattice(i, j);
    out[1] = lattice(i + 1, j + 1);
    out[2] = lattice(i + 1, j + 3);
    out[3] = lattice(i, j + 4);
    out[4] = lattice(i - 1, j + 3);
    out[5] = lattice(i - 1, j + 1);
    return HEX_SIDES;
}

static unsigned hex_wall(const maze *m, uint32_t c, unsigned s, grid_pt *out)
{
    grid_pt p[HEX_SIDES];
    if (s >= HEX_SIDES)
        return 0;
    hex_polygon(m, c, p);
    out[0] = p[s];
    out[1] = p[(s + 1) % HEX_SIDES];
    return 2;
}

/* The hexagon holding a point is the one with the nearest centre (of the endless tiling). */
static uint32_t hex_cell_at(const maze *m, float x, float y)
{
    int64_t row = (int64_t)floorf((y - HEX_R) / HEX_ROW);
    int64_t best_x = 0, best_y = 0;
    float best = INFINITY;
    for (int64_t ry = row - 1; ry <= row + 2; ry++) {
        float cy = HEX_R + (float)ry * HEX_ROW, shift = (ry & 1) ? 0.5f : 0.0f;
        int64_t cx0 = (int64_t)floorf(x - 0.5f - shift);
        for (int64_t cx = cx0 - 1; cx <= cx0 + 2; cx++) {
            float ddx = x - ((float)cx + 0.5f + shift), ddy = y - cy;
            float d = ddx * ddx + ddy * ddy;
            if (d < best) {
                best = d;
                best_x = cx;
                best_y = ry;
            }
        }
    }
    if (best_x < 0 || best_y < 0 || best_x >= m->w || best_y >= m->h)
        return MAZE_NONE;
    return (uint32_t)best_y * m->w + (uint32_t)best_x;
}

static void hex_coords(const maze *m, uint32_t c, uint32_t *a, uint32_t *b)
{
    *a = maze_x(m, c);
    *b = maze_y(m, c);
}

static uint32_t hex_cell_of(const maze *m, uint32_t a, uint32_t b)
{
    return a < m->w && b < m->h ? b * m->w + a : MAZE_NONE;
}

static unsigned hex_dir_word(const maze *m, uint32_t c, unsigned s)
{
    (void)m;
    (void)c;
    return s;
}

static const sm_text hex_words[HEX_SIDES] = {
    {"north-east", "东北"}, {"east", "东"}, {"south-east", "东南"},
    {"south-west", "西南"}, {"west", "西"}, {"north-west", "西北"},
};

/* Hex distance through cube coordinates (q, r): odd-r offset x -> q = x - (y - (y & 1)) / 2. */
static uint32_t hex_distance_bound(const maze *m, uint32_t a, uint32_t b)
{
    int64_t ay = maze_y(m, a), by = maze_y(m, b);
    int64_t aq = (int64_t)maze_x(m, a) - (ay - (ay & 1)) / 2;
    int64_t bq = (int64_t)maze_x(m, b) - (by - (by & 1)) / 2;
    int64_t dq = aq - bq, dr = ay - by, ds = -dq - dr;
    int64_t d = (llabs(dq) + llabs(dr) + llabs(ds)) / 2;
    return (uint32_t)d;
}

/* North-east (1 twelfth) round to north-west (11), a sixth of a turn apart. */
static uint32_t hex_heading(const maze *m, uint32_t c, unsigned s)
{
    (void)m;
    (void)c;
    return 2 * s + 1;
}

const grid_shape grid_hex = {
    .id = "hex",
    .name = {"hexagonal", "六边形"},
    .size_help = "WxH: W hexagons in each of H rows (odd rows shifted half a cell right); at most 16777216 cells",
    .caps = GRID_CAP_ROWS,
    .girth = 3, /* three hexagons round a corner */
    .sizes = {30, 20, 2, 4, {{2, 2}, {2, 3}, {2, 4}}, "hex 2x4: 377 trees"}, /* 8, 55 and 377 trees in the lab */
    .size_ok = grid_rows_size_ok,
    GRID_ROWS_SIZES,
    .build = hex_build,
    .extent = hex_extent,
    .polygon = hex_polygon,
    .wall = hex_wall,
    .center = hex_center,
    .cell_at = hex_cell_at,
    .coords = hex_coords,
    .cell_of = hex_cell_of,
    .dir_word = hex_dir_word,
    .heading = hex_heading,
    .turn = grid_twelfths,
    .dir_words = hex_words,
    .n_dir_words = HEX_SIDES,
    .distance_bound = hex_distance_bound,
};
