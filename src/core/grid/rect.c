/*
 * rect.c - the rectangular grid: w x h square cells numbered row-major,
 * sides north, east, south, west (clockwise). No neighbour table: each
 * cell's byte keeps in its high nibble which sides have a neighbour, and
 * grid_rect.h turns a side into an offset. A mask clears those flags next
 * to cells it cuts out. The unit space is one unit per cell.
 */
#include <stdio.h>
#include <stdlib.h>

#include "grid_impl.h"

/* Sets the link bits: which sides of each cell have a neighbour. */
static void set_links(maze *m)
{
    for (uint32_t y = 0; y < m->h; y++) {
        uint8_t *row = m->cells + (size_t)y * m->w;
        uint8_t rowbits = 0;
        if (y > 0)
            rowbits |= 1u << (RECT_LINK_SHIFT + RECT_N);
        if (y + 1 < m->h)
            rowbits |= 1u << (RECT_LINK_SHIFT + RECT_S);
        for (uint32_t x = 0; x < m->w; x++) {
            uint8_t b = rowbits;
            if (x > 0)
                b |= 1u << (RECT_LINK_SHIFT + RECT_W);
            if (x + 1 < m->w)
                b |= 1u << (RECT_LINK_SHIFT + RECT_E);
            row[x] = b;
        }
    }
}

static bool rect_build(maze *m)
{
    MAZEVIZ_ASSERT(maze_size_ok(m->w, m->h), "rect_build: a size maze_size_ok refuses");
    m->n = m->w * m->h;
    m->sides = RECT_SIDES;
    m->delta[RECT_N] = -(int32_t)m->w;
    m->delta[RECT_E] = 1;
    m->delta[RECT_S] = (int32_t)m->w;
    m->delta[RECT_W] = -1;
    if (!(m->cells = malloc(m->n)))
        return false;
    set_links(m);
    return true;
}

void rect_fill(maze *m, bool open)
{
    for (uint32_t c = 0; c < m->n; c++) {
        uint8_t links = m->cells[c] >> RECT_LINK_SHIFT;
        m->cells[c] = (uint8_t)((links << RECT_LINK_SHIFT) | (open ? links : 0u));
    }
}

void rect_apply_mask(maze *m)
{
    MAZEVIZ_ASSERT(m->live && !m->nbr, "rect_apply_mask: no mask, or not a rectangle");
    for (uint32_t c = 0; c < m->n; c++) {
        if (!m->live[c]) {
            m->cells[c] = 0;
            continue;
        }
        for (unsigned s = 0; s < RECT_SIDES; s++) {
            uint32_t nb = rect_neighbor(m, c, s);
            if (nb != MAZE_NONE && !m->live[nb])
                m->cells[c] &= (uint8_t)~(1u << (RECT_LINK_SHIFT + s));
        }
    }
}

void grid_square_extent(const maze *m, float *w, float *h)
{
    *w = (float)m->w;
    *h = (float)m->h;
}

unsigned grid_square_polygon(const maze *m, uint32_t c, grid_pt *out)
{
    MAZEVIZ_ASSERT(c < m->n, "grid_square_polygon: no such cell");
    float x = (float)maze_x(m, c), y = (float)maze_y(m, c);
    out[0] = (grid_pt){x, y};
    out[1] = (grid_pt){x + 1, y};
    out[2] = (grid_pt){x + 1, y + 1};
    out[3] = (grid_pt){x, y + 1};
    return 4;
}

/* Side s runs from corner s to corner s + 1 of the outline, clockwise. */
unsigned grid_square_wall(const maze *m, uint32_t c, unsigned s, grid_pt *out)
{
    grid_pt p[4];
    if (s >= RECT_SIDES)
        return 0;
    grid_square_polygon(m, c, p);
    out[0] = p[s];
    out[1] = p[(s + 1) & 3u];
    return 2;
}

grid_pt grid_square_center(const maze *m, uint32_t c)
{
    return (grid_pt){(float)maze_x(m, c) + 0.5f, (float)maze_y(m, c) + 0.5f};
}

uint32_t grid_square_cell_at(const maze *m, float x, float y)
{
    if (!(x >= 0 && y >= 0 && x < (float)m->w && y < (float)m->h))
        return MAZE_NONE;
    uint32_t cx = (uint32_t)x, cy = (uint32_t)y;
    if (cx >= m->w || cy >= m->h)
        return MAZE_NONE;
    return cy * m->w + cx;
}

void grid_square_coords(const maze *m, uint32_t c, uint32_t *a, uint32_t *b)
{
    *a = maze_x(m, c);
    *b = maze_y(m, c);
}

uint32_t grid_square_cell_of(const maze *m, uint32_t a, uint32_t b)
{
    return a < m->w && b < m->h ? b * m->w + a : MAZE_NONE;
}

/* "(x,y)" in both languages; shared by the shapes laid out in rows. */
size_t grid_rows_cell_name(const maze *m, uint32_t c, sm_lang l, char *buf, size_t len)
{
    (void)l;
    int k = snprintf(buf, len, "(%u,%u)", (unsigned)maze_x(m, c), (unsigned)maze_y(m, c));
    return k > 0 ? (size_t)k : 0;
}

unsigned grid_square_dir_word(const maze *m, uint32_t c, unsigned s)
{
    (void)m;
    (void)c;
    return s;
}

const sm_text grid_square_words[RECT_SIDES] = {
    {"north", "北"}, {"east", "东"}, {"south", "南"}, {"west", "西"}};

static uint32_t rect_distance_bound(const maze *m, uint32_t a, uint32_t b)
{
    uint32_t ax = maze_x(m, a), ay = maze_y(m, a), bx = maze_x(m, b), by = maze_y(m, b);
    return (ax > bx ? ax - bx : bx - ax) + (ay > by ? ay - by : by - ay);
}

/* North, east, south, west: a quarter turn (3 twelfths) apart. */
uint32_t grid_square_heading(const maze *m, uint32_t c, unsigned s)
{
    (void)m;
    (void)c;
    return 3 * s;
}

const grid_shape grid_rect = {
    .id = "rect",
    .name = {"rectangular", "矩形"},
    .size_help = "WxH: W columns, H rows of square cells (1 to 32768 each, at most 1073741824 cells)",
    .caps = GRID_CAP_ROWS | GRID_CAP_SQUARES | GRID_CAP_LINES | GRID_CAP_TEXT | GRID_CAP_BLOCKS,
    /* 4, 15 and 192 spanning trees in the lab */
    .sizes = {30, 20, 3, 3, {{2, 2}, {2, 3}, {3, 3}}, "1x1 to 1x65, 2x2 to 2x8, 3x3, 3x4"},
    /* 8/pi^2 (1 - 2/pi) = 0.2945: the dead ends of a uniform spanning tree of a large square grid */
    .ust_dead_ends = 0.29454,
    .girth = 4, /* a 2x2 block */
    .size_ok = maze_size_ok,
    GRID_ROWS_SIZES,
    .build = rect_build,
    GRID_SQUARE_GEOMETRY,
    .distance_bound = rect_distance_bound,
};
