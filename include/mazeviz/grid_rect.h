/*
 * grid_rect.h - the rectangular grid's fast path, included by maze.h.
 *
 * A rectangle needs no neighbour table: cells are numbered row-major
 * (c = y * w + x), a cell's byte keeps its passages in the low nibble and
 * in the high nibble which sides have a neighbour (cleared at the border
 * and next to masked-out cells), and the neighbour across side s is c plus
 * a fixed offset. This header and src/core/grid/rect.c are the only code
 * that knows those offsets; everything else asks maze_neighbor().
 *
 * Sides, clockwise: north, east, south, west. Algorithms that work in rows
 * and columns (Binary Tree, Sidewinder, Eller, the divisions, the text
 * output, the block renderer) name them with RECT_N .. RECT_W and take
 * coordinates with maze_x/maze_y; they run on rectangles only.
 */
#ifndef MAZEVIZ_GRID_RECT_H
#define MAZEVIZ_GRID_RECT_H

enum { RECT_N, RECT_E, RECT_S, RECT_W, RECT_SIDES };

#define RECT_LINK_SHIFT 4

static inline uint32_t rect_neighbor(const maze *m, uint32_t c, unsigned s)
{
    MAZEVIZ_ASSERT_HOT(!m->nbr && c < m->n && s < RECT_SIDES, "rect_neighbor: not a rectangle's cell and side");
    return (m->cells[c] >> (RECT_LINK_SHIFT + s)) & 1u ? c + (uint32_t)m->delta[s] : MAZE_NONE;
}

static inline unsigned rect_opposite(unsigned s) { return (s + 2) & 3u; }

/* Which sides of c have a neighbour (bit s), and the neighbour across side s (which must have one). */
static inline unsigned rect_links(const maze *m, uint32_t c)
{
    MAZEVIZ_ASSERT_HOT(!m->nbr && c < m->n, "rect_links: not a rectangle's cell");
    return m->cells[c] >> RECT_LINK_SHIFT;
}
static inline uint32_t rect_step(const maze *m, uint32_t c, unsigned s)
{
    MAZEVIZ_ASSERT_HOT(s < RECT_SIDES && (rect_links(m, c) >> s & 1u), "rect_step: no neighbour across that side");
    return c + (uint32_t)m->delta[s];
}

/* Rect-only parts of maze.c's work: every wall closed or open; links cut next to masked cells. */
void rect_fill(maze *m, bool open);
void rect_apply_mask(maze *m);

/* Column and row of cell c in a grid of rows (rect, hex, triangle). */
static inline uint32_t maze_x(const maze *m, uint32_t c) { return c % m->w; }
static inline uint32_t maze_y(const maze *m, uint32_t c) { return c / m->w; }

#endif
