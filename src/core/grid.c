/*
 * grid.c - the registry of grid shapes and what all shapes share: names
 * of cells and directions, masks from pictures, and the tables of the
 * shapes that keep their neighbours in one.
 */
#include <stdlib.h>
#include <string.h>

#include "grid/grid_impl.h"

const grid_shape *const grid_shapes[] = {&grid_rect, &grid_hex, &grid_triangle, &grid_polar};
const size_t grid_shape_count = sizeof grid_shapes / sizeof grid_shapes[0];

const grid_shape *grid_find(const char *name)
{
    for (size_t i = 0; i < grid_shape_count; i++)
        if (strcmp(grid_shapes[i]->id, name) == 0)
            return grid_shapes[i];
    return NULL;
}

size_t grid_index(const grid_shape *s)
{
    for (size_t i = 0; i < grid_shape_count; i++)
        if (grid_shapes[i] == s)
            return i;
    return 0;
}

size_t grid_cell_name(const maze *m, uint32_t c, sm_lang l, char *buf, size_t len)
{
    if (c >= m->n) {
        if (len > 0)
            strncpy(buf, "(-)", len - 1)[len - 1] = '\0';
        return 3;
    }
    return m->shape->cell_name(m, c, l, buf, len);
}

const char *grid_dir_name(const maze *m, uint32_t c, unsigned s, sm_lang l)
{
    unsigned w = m->shape->dir_word(m, c, s);
    return w < m->shape->n_dir_words ? sm_tr(m->shape->dir_words[w], l) : "?";
}

void grid_mask_from_picture(const maze *m, const uint8_t *pic, uint32_t iw, uint32_t ih, uint8_t *out)
{
    float ew, eh;
    m->shape->extent(m, &ew, &eh);
    for (uint32_t c = 0; c < m->n; c++) {
        uint32_t x, y;
        if (m->shape->rows) {
            x = maze_x(m, c);
            y = maze_y(m, c);
        } else {
            grid_pt p = m->shape->center(m, c);
            x = (uint32_t)(p.x / ew * (float)iw);
            y = (uint32_t)(p.y / eh * (float)ih);
        }
        out[c] = x < iw && y < ih && pic[(size_t)y * iw + x];
    }
}

bool grid_alloc_tables(maze *m, uint32_t n, unsigned sides)
{
    m->n = n;
    m->sides = sides;
    m->cells = calloc(n, 1);
    m->nbr = malloc((size_t)n * sides * sizeof *m->nbr);
    m->back = calloc((size_t)n * sides, 1);
    if (!m->cells || !m->nbr || !m->back)
        return false;
    memset(m->nbr, 0xff, (size_t)n * sides * sizeof *m->nbr);
    return true;
}

uint32_t grid_rows_row(const maze *m, uint32_t c, uint32_t *first, uint32_t *count)
{
    *first = c - maze_x(m, c);
    *count = m->w;
    return maze_y(m, c);
}

uint32_t grid_twelfths(const maze *m)
{
    (void)m;
    return 12;
}

bool grid_rows_size_ok(uint32_t w, uint32_t h)
{
    return w >= 1 && h >= 1 && w <= MAZE_MAX_SIDE && h <= MAZE_MAX_SIDE &&
           (uint64_t)w * h <= GRID_TABLE_MAX_CELLS;
}
