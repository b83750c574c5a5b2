/*
 * grid_impl.h - what the shape files share: the tables of a shape that
 * keeps its neighbours in a table, and the naming of cells in rows.
 */
#ifndef MAZEVIZ_GRID_IMPL_H
#define MAZEVIZ_GRID_IMPL_H

#include "mazeviz/grid.h"

/* Most cells of a shape with a neighbour table (about 30 bytes a cell). */
#define GRID_TABLE_MAX_CELLS (1u << 24)

/* Sets m->n and m->sides and allocates the cells (closed) and the tables (no neighbours). */
bool grid_alloc_tables(maze *m, uint32_t n, unsigned sides);

/* Links side sa of a and side sb of b as neighbours (both ways). */
static inline void grid_link(maze *m, uint32_t a, unsigned sa, uint32_t b, unsigned sb)
{
    MAZEVIZ_ASSERT(a < m->n && b < m->n && a != b && sa < m->sides && sb < m->sides,
                   "grid_link: no such cell or side, or a cell linked to itself");
    MAZEVIZ_ASSERT(m->nbr[(size_t)a * m->sides + sa] == MAZE_NONE && m->nbr[(size_t)b * m->sides + sb] == MAZE_NONE,
                   "grid_link: a side linked twice");
    m->nbr[(size_t)a * m->sides + sa] = b;
    m->back[(size_t)a * m->sides + sa] = (uint8_t)sb;
    m->nbr[(size_t)b * m->sides + sb] = a;
    m->back[(size_t)b * m->sides + sb] = (uint8_t)sa;
}

/* "(x,y)": the name of a cell of a shape laid out in rows. */
size_t grid_rows_cell_name(const maze *m, uint32_t c, sm_lang l, char *buf, size_t len);

/* The row of c in a shape laid out in rows. */
uint32_t grid_rows_row(const maze *m, uint32_t c, uint32_t *first, uint32_t *count);

/* Twelve: the units of a full turn on the rectangle, hexagons and triangles (their headings). */
uint32_t grid_twelfths(const maze *m);

/* Whether w x h rows of a table shape are accepted. */
bool grid_rows_size_ok(uint32_t w, uint32_t h);

/* The sizes of a shape laid out in rows (GRID_CAP_ROWS): w x h cells, "WxH", cell (x, y) = y * w + x. */
uint64_t grid_rows_cells(uint32_t w, uint32_t h);
size_t grid_rows_size_name(uint32_t w, uint32_t h, grid_size_form f, sm_lang l, char *buf, size_t len);
uint32_t grid_rows_cell_named(uint32_t w, uint32_t h, uint32_t x, uint32_t y);
size_t grid_rows_ends_help(uint32_t w, uint32_t h, uint32_t a, char *buf, size_t len);

/* The fields every shape laid out in rows shares (designated initialisers of grid_shape). */
#define GRID_ROWS_SIZES                                                                         \
    .cells = grid_rows_cells, .size_name = grid_rows_size_name, .cell_named = grid_rows_cell_named, \
    .ends_help = grid_rows_ends_help, .cell_name = grid_rows_cell_name, .row = grid_rows_row

#endif
