/*
 * maze.h - a maze: a grid of cells of any shape, and which walls between
 * them are open.
 *
 * The topology is all an algorithm sees. Cells are numbered 0 .. n-1; with
 * a mask some of them do not exist (maze_exists), and `count` says how
 * many do. A cell has up to `sides` sides, numbered 0 .. sides-1 in
 * clockwise order as drawn; maze_neighbor() gives the cell across a side,
 * or MAZE_NONE for the outer wall, a masked-out cell, or a side this cell
 * does not have (a triangle has 3 sides, a polar cell 4 or 5). Each cell's
 * passages are one byte: bit s says the wall on side s is open. Carving
 * sets the bit in both cells, so the two sides never disagree.
 *
 * The rectangle keeps its fast path: no neighbour table - the high nibble
 * of a cell's byte says which sides have a neighbour, and a neighbour is
 * one addition (grid_rect.h, the only place that knows the offsets). The
 * other shapes keep a table of neighbours and of the side that faces back.
 * Geometry (polygons, wall segments, the cell under a point) and the words
 * for cells and directions are the shape's (grid.h).
 */
#ifndef MAZEVIZ_MAZE_H
#define MAZEVIZ_MAZE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazeviz/debug.h"
#include "mazeviz/rng.h"

/* Largest accepted side, and largest accepted cell count (2^30). */
#define MAZE_MAX_SIDE 32768
#define MAZE_MAX_CELLS (1u << 30)
#define MAZE_NONE UINT32_MAX
#define MAZE_MAX_SIDES 8      /* bits of a cell's passage byte */
#define MAZE_NO_SIDE 0xffu    /* "no side": what a search for a side returns when none qualifies */

struct grid_shape;

/* A side of a cell, 0 .. sides-1 clockwise: the direction in which a move leaves it. */
typedef unsigned maze_dir;

typedef struct maze {
    const struct grid_shape *shape;
    uint32_t w, h;       /* the shape's size (columns x rows; polar: rings x cells of ring 1) */
    uint32_t n;          /* cell ids 0 .. n-1 */
    uint32_t count;      /* cells that exist: n, less what a mask cuts out */
    unsigned sides;      /* the most sides a cell has */
    uint8_t *cells;      /* passages, bit s = side s open; rect: neighbour flags in the high nibble */
    uint32_t *nbr;       /* not rect: n x sides neighbours (MAZE_NONE: none) */
    uint8_t *back;       /* not rect: n x sides, the neighbour's side that faces back */
    uint8_t *live;       /* with a mask: 1 where the cell exists; NULL: every cell exists */
    uint32_t *live_ids;  /* with a mask: the existing cells in order (uniform random picks) */
    int32_t delta[4];    /* rect: the neighbour offsets (grid_rect.h) */
    void *geo;           /* the shape's own data (polar: the rings) */
} maze;

#include "mazeviz/grid_rect.h"

/* Whether w x h is a rectangle the core accepts (not whether memory suffices). */
bool maze_size_ok(uint32_t w, uint32_t h);

/*
 * A w x h rectangular maze with every wall closed. NULL if the size is not
 * accepted (see maze_size_ok) or memory runs out. Free with maze_destroy().
 */
maze *maze_create(uint32_t w, uint32_t h);

/*
 * A maze of the given shape and size, every wall closed. mask (may be
 * NULL) is one byte per cell id, non-zero where the cell exists; a mask
 * must leave at least one cell, and the caller checks it leaves them
 * connected (maze_mask_pieces). NULL when the size does not suit the
 * shape, the mask leaves no cell, or memory runs out.
 */
maze *maze_create_shaped(const struct grid_shape *shape, uint32_t w, uint32_t h, const uint8_t *mask);

/* A new maze with m's shape, size and mask, every wall closed; NULL on no memory. */
maze *maze_create_like(const maze *m);

/* Frees the maze; NULL is a no-op. */
void maze_destroy(maze *m);

/* Closes every wall (open == false) or opens every interior wall. */
void maze_fill(maze *m, bool open);

/* Whether cell c exists (a mask may cut cells out). */
static inline bool maze_exists(const maze *m, uint32_t c)
{
    MAZEVIZ_ASSERT_HOT(c < m->n, "maze_exists: no such cell id");
    return !m->live || m->live[c];
}

/* The cell across side s of c, or MAZE_NONE. */
static inline uint32_t maze_neighbor(const maze *m, uint32_t c, maze_dir s)
{
    MAZEVIZ_ASSERT_HOT(c < m->n && s < m->sides, "maze_neighbor: no such cell or side");
    if (m->nbr)
        return m->nbr[(size_t)c * m->sides + s];
    return rect_neighbor(m, c, s);
}

/* Whether c has a neighbour across side s. */
static inline bool maze_has_neighbor(const maze *m, uint32_t c, unsigned s)
{
    return maze_neighbor(m, c, s) != MAZE_NONE;
}

/* The side of maze_neighbor(m, c, s) that faces c (s must have a neighbour). */
static inline unsigned maze_opposite(const maze *m, uint32_t c, unsigned s)
{
    MAZEVIZ_ASSERT_HOT(maze_neighbor(m, c, s) != MAZE_NONE, "maze_opposite: no neighbour across that side");
    if (m->back)
        return m->back[(size_t)c * m->sides + s];
    return rect_opposite(s);
}

/* Whether the wall of c on side s is open. The outer wall is never open. */
static inline bool maze_is_open(const maze *m, uint32_t c, unsigned s)
{
    MAZEVIZ_ASSERT_HOT(c < m->n && s < MAZE_MAX_SIDES, "maze_is_open: no such cell or side");
    return (m->cells[c] >> s) & 1u;
}

/* Number of open sides of c. */
static inline unsigned maze_degree(const maze *m, uint32_t c)
{
    unsigned k = 0;
    for (unsigned s = 0; s < m->sides; s++)
        k += maze_is_open(m, c, s);
    return k;
}

/* A side of a cell drawn uniformly (it may have no neighbour: callers retry). */
static inline unsigned maze_random_side(const maze *m, rng *r)
{
    return m->sides == 4 ? rng_dir(r) : rng_below(r, m->sides);
}

/*
 * Inline functions for hot loops that the compiler should specialise: a
 * loop written once with a `rect` argument, called as
 * `m->nbr ? loop(..., false) : loop(..., true)`, compiles to a rectangle
 * loop and a table loop with no test inside either.
 */
#if defined(__GNUC__) || defined(__clang__)
#define MAZE_SPECIALISE static inline __attribute__((always_inline))
#else
#define MAZE_SPECIALISE static inline
#endif

/* maze_neighbor() for such loops: rect says which kind of grid m is. */
MAZE_SPECIALISE uint32_t maze_neighbor_k(const maze *m, uint32_t c, maze_dir s, bool rect)
{
    MAZEVIZ_ASSERT_HOT(c < m->n && s < m->sides && rect == (m->nbr == NULL), "maze_neighbor_k: no such cell or side");
    return rect ? rect_neighbor(m, c, s) : m->nbr[(size_t)c * m->sides + s];
}

/* maze_opposite() for such loops. */
MAZE_SPECIALISE unsigned maze_opposite_k(const maze *m, uint32_t c, maze_dir s, bool rect)
{
    return rect ? rect_opposite(s) : m->back[(size_t)c * m->sides + s];
}

/* maze_carve() for such loops, with nb = maze_neighbor(m, c, s) known (not MAZE_NONE). */
MAZE_SPECIALISE void maze_carve_k(maze *m, uint32_t c, maze_dir s, uint32_t nb, bool rect)
{
    MAZEVIZ_ASSERT_HOT(nb != MAZE_NONE && nb == maze_neighbor(m, c, s), "maze_carve_k: nb is not the neighbour across s");
    m->cells[c] |= (uint8_t)(1u << s);
    m->cells[nb] |= (uint8_t)(1u << maze_opposite_k(m, c, s, rect));
}

/*
 * A side of c drawn uniformly among those with a neighbour, which goes to
 * *nb (c must have one): the random walks' move. On a rectangle two
 * random bits per try and one byte of the maze. rect as above.
 */
MAZE_SPECIALISE maze_dir maze_random_neighbor_k(const maze *m, rng *r, uint32_t c, uint32_t *nb, bool rect)
{
    MAZEVIZ_ASSERT_HOT(c < m->n && maze_exists(m, c) && m->count > 1, "maze_random_neighbor: a cell with no neighbour");
    maze_dir d;
    if (rect) {
        unsigned links = rect_links(m, c);
        do
            d = rng_dir(r);
        while (!(links >> d & 1u));
        *nb = rect_step(m, c, d);
        return d;
    }
    const uint32_t *row = m->nbr + (size_t)c * m->sides;
    do
        d = rng_below(r, m->sides);
    while ((*nb = row[d]) == MAZE_NONE);
    return d;
}

static inline maze_dir maze_random_neighbor(const maze *m, rng *r, uint32_t c, uint32_t *nb)
{
    return maze_random_neighbor_k(m, r, c, nb, m->nbr == NULL);
}

/* A cell drawn uniformly from the cells that exist. */
static inline uint32_t maze_random_cell(const maze *m, rng *r)
{
    MAZEVIZ_ASSERT_HOT(m->count > 0, "maze_random_cell: no cell");
    return m->live_ids ? m->live_ids[rng_below(r, m->count)] : rng_below(r, m->n);
}

/* The first and the last cell that exists (the default start and goal of solvers). */
uint32_t maze_first_cell(const maze *m);
uint32_t maze_last_cell(const maze *m);

/*
 * Opens (maze_carve) or closes (maze_build) the wall between c and its
 * neighbour across side s, updating both cells. Returns false, changing
 * nothing, when there is no neighbour there.
 */
bool maze_carve(maze *m, uint32_t c, unsigned s);
bool maze_build(maze *m, uint32_t c, unsigned s);

/* The side of a that faces b, or MAZE_NO_SIDE when they are not neighbours. */
unsigned maze_side_to(const maze *m, uint32_t a, uint32_t b);

/* Number of open interior walls (passages). */
uint64_t maze_passages(const maze *m);

/* Number of interior walls (pairs of neighbouring cells). */
uint64_t maze_edges(const maze *m);

/*
 * True when the maze is a perfect maze: exactly count-1 passages, every
 * existing cell reachable from the first, and no passage through the outer
 * wall. Allocates a work queue; returns false also when that allocation
 * fails.
 */
bool maze_is_perfect(const maze *m);

/*
 * How many connected pieces the existing cells form over the grid's
 * adjacency (walls ignored): 1 for a grid without a mask. With largest
 * (may be NULL), the number of cells of the largest piece. 0 when the
 * work memory cannot be allocated.
 */
uint32_t maze_mask_pieces(const maze *m, uint32_t *largest);

/* Two mazes of the same shape, size and mask with the same walls. */
bool maze_equal(const maze *a, const maze *b);

/*
 * The debug check of a maze's invariants, for tests to run after every
 * step: every passage is open from both sides and leads to a cell that
 * exists; neighbours are mutual (the neighbour's side facing back leads
 * back) and no cell that a mask cut out has one or is one; count and the
 * list of existing cells agree with the mask. NULL when all hold, else
 * the first that does not, in English (a static string). O(n x sides).
 */
const char *maze_check(const maze *m);

#endif
