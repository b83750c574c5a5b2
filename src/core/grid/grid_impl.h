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

/*
 * The square board's geometry (rect.c), which the wrapped boards share:
 * they are drawn as the flat rectangle and differ only in their
 * neighbours. One unit per cell; sides north, east, south, west.
 */
void grid_square_extent(const maze *m, float *w, float *h);
unsigned grid_square_polygon(const maze *m, uint32_t c, grid_pt *out);
unsigned grid_square_wall(const maze *m, uint32_t c, unsigned s, grid_pt *out);
grid_pt grid_square_center(const maze *m, uint32_t c);
uint32_t grid_square_cell_at(const maze *m, float x, float y);
void grid_square_coords(const maze *m, uint32_t c, uint32_t *a, uint32_t *b);
uint32_t grid_square_cell_of(const maze *m, uint32_t a, uint32_t b);
unsigned grid_square_dir_word(const maze *m, uint32_t c, unsigned s);
uint32_t grid_square_heading(const maze *m, uint32_t c, unsigned s);
extern const sm_text grid_square_words[RECT_SIDES];

#define GRID_SQUARE_GEOMETRY                                                                              \
    .extent = grid_square_extent, .polygon = grid_square_polygon, .wall = grid_square_wall,                 \
    .center = grid_square_center, .cell_at = grid_square_cell_at, .coords = grid_square_coords,             \
    .cell_of = grid_square_cell_of, .dir_word = grid_square_dir_word, .heading = grid_square_heading,       \
    .turn = grid_twelfths, .dir_words = grid_square_words, .n_dir_words = RECT_SIDES

/*
 * A wrapped board's neighbour: the cell across side s of (x, y) on the
 * w x h board, or MAZE_NONE. Across east the neighbour faces back by
 * west and across south by north, wherever the seam takes it.
 */
typedef uint32_t (*grid_across_fn)(const maze *m, uint32_t x, uint32_t y, unsigned s);

/* Builds a board of squares in a neighbour table: each cell linked east and south as across says (wrap.c). */
bool grid_wrap_build(maze *m, grid_across_fn across);

/* Whether w x h is a board that wraps left to right (at least 3 columns, so no cell is its own or a double neighbour). */
bool grid_wrap_size_ok(uint32_t w, uint32_t h);

/* Steps between columns (or rows) a and b on a ring of n: the shorter way round. */
uint32_t grid_ring_steps(uint32_t a, uint32_t b, uint32_t n);

#endif
