/*
 * svg.c - the SVG writer. Walls are found line by line: along each grid
 * line a run of consecutive closed walls becomes one path segment, so a
 * 30x20 maze is a few hundred segments instead of one per wall.
 */
#include "svg.h"

#include <inttypes.h>

/* Whether the wall below cell (x, y) (horizontal grid line y+1) is closed. */
static bool wall_s(const maze *m, uint32_t x, uint32_t y)
{
    return !maze_is_open(m, y * m->w + x, RECT_S);
}

/* Whether the wall right of cell (x, y) (vertical grid line x+1) is closed. */
static bool wall_e(const maze *m, uint32_t x, uint32_t y)
{
    return !maze_is_open(m, y * m->w + x, RECT_E);
}

/* The horizontal runs on interior grid lines 1 .. h-1. */
static bool rows(FILE *f, const maze *m, int c, int o)
{
    for (uint32_t y = 0; y + 1 < m->h; y++) {
        uint32_t x = 0;
        while (x < m->w) {
            if (!wall_s(m, x, y)) {
                x++;
                continue;
            }
            uint32_t x0 = x;
            while (x < m->w && wall_s(m, x, y))
                x++;
            if (fprintf(f, "M%" PRIu64 " %" PRIu64 "H%" PRIu64, o + (uint64_t)x0 * c,
                        o + (uint64_t)(y + 1) * c, o + (uint64_t)x * c) < 0)
                return false;
        }
    }
    return true;
}

/* The vertical runs on interior grid lines 1 .. w-1. */
static bool columns(FILE *f, const maze *m, int c, int o)
{
    for (uint32_t x = 0; x + 1 < m->w; x++) {
        uint32_t y = 0;
        while (y < m->h) {
            if (!wall_e(m, x, y)) {
                y++;
                continue;
            }
            uint32_t y0 = y;
            while (y < m->h && wall_e(m, x, y))
                y++;
            if (fprintf(f, "M%" PRIu64 " %" PRIu64 "V%" PRIu64, o + (uint64_t)(x + 1) * c,
                        o + (uint64_t)y0 * c, o + (uint64_t)y * c) < 0)
                return false;
        }
    }
    return true;
}

/* The path as one <polyline> through the cells' centres. */
static bool solution(FILE *f, const maze *m, int cell_px, int wall_px, const uint32_t *path, size_t n)
{
    bool ok = fprintf(f, "<polyline fill=\"none\" stroke=\"#e6003c\" stroke-width=\"%d\" "
                         "stroke-linecap=\"round\" stroke-linejoin=\"round\" points=\"",
                      cell_px / 3 > 1 ? cell_px / 3 : 1) > 0;
    for (size_t i = 0; ok && i < n; i++) {
        uint64_t x = (uint64_t)maze_x(m, path[i]) * (uint64_t)cell_px + (uint64_t)wall_px + (uint64_t)cell_px / 2;
        uint64_t y = (uint64_t)maze_y(m, path[i]) * (uint64_t)cell_px + (uint64_t)wall_px + (uint64_t)cell_px / 2;
        ok = fprintf(f, "%s%" PRIu64 ",%" PRIu64, i ? " " : "", x, y) > 0;
    }
    return ok && fputs("\"/>\n", f) >= 0;
}

bool svg_write(FILE *f, const maze *m, int cell_px, int wall_px, const uint32_t *path, size_t n)
{
    uint64_t pw = (uint64_t)m->w * cell_px + 2 * (uint64_t)wall_px;
    uint64_t ph = (uint64_t)m->h * cell_px + 2 * (uint64_t)wall_px;
    bool ok = fprintf(f,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%" PRIu64 "\" "
        "height=\"%" PRIu64 "\" viewBox=\"0 0 %" PRIu64 " %" PRIu64 "\">\n"
        "<title>mazeviz %" PRIu32 "x%" PRIu32 " maze</title>\n"
        "<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n"
        "<path fill=\"none\" stroke=\"#000000\" stroke-width=\"%d\" stroke-linecap=\"square\" d=\"",
        pw, ph, pw, ph, m->w, m->h, wall_px) > 0;
    ok = ok && rows(f, m, cell_px, wall_px) && columns(f, m, cell_px, wall_px) && fputs("\"/>\n", f) >= 0;
    ok = ok && (n == 0 || solution(f, m, cell_px, wall_px, path, n));
    ok = ok && fprintf(f,
        "<rect x=\"%d\" y=\"%d\" width=\"%" PRIu64 "\" height=\"%" PRIu64 "\" fill=\"none\" "
        "stroke=\"#ff0000\" stroke-width=\"%d\" stroke-linecap=\"square\"/>\n"
        "</svg>\n",
        wall_px, wall_px, (uint64_t)m->w * cell_px, (uint64_t)m->h * cell_px, wall_px) > 0;
    return ok;
}
