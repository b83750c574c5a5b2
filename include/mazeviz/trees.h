/*
 * trees.h - every spanning tree of a small grid, in a fixed order.
 *
 * A perfect maze on a grid is a spanning tree of the grid graph, and a
 * tree is known by which interior walls are open. The interior walls are
 * numbered once: cells in order, for each cell its sides in order that
 * lead to a higher cell (on a rectangle: its east wall, then its south
 * wall). Wall i open is bit i of a 64-bit mask. Any grid shape and mask
 * works (the _grid functions take a maze as the template of the grid);
 * the w x h functions are the rectangle's. A tree's id is the
 * rank of its mask among all tree masks sorted in increasing order, so ids
 * run 0 .. count-1 and are the same on every machine.
 *
 * Enumeration is for small grids only: at most TREES_MAX_EDGES interior
 * walls and TREES_MAX trees (1xN up to 1x65, 2x2 to 2x8, 3x3 and 3x4 and
 * their transposes). The number of trees of any grid up to
 * TREES_KIRCHHOFF_MAX_CELLS cells comes from Kirchhoff's matrix-tree
 * theorem, which is also how a too-big grid is told apart.
 */
#ifndef MAZEVIZ_TREES_H
#define MAZEVIZ_TREES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazeviz/maze.h"

#define TREES_MAX 16384u              /* most trees a tree_set holds (a 3x3 torus has 11664) */
#define TREES_MAX_EDGES 64u           /* most interior walls (bits of a mask) */
#define TREES_KIRCHHOFF_MAX_CELLS 256u /* largest grid trees_kirchhoff() takes */

/* Why a tree set (or a lab, which holds one) could not be made. */
typedef enum trees_status {
    TREES_OK,
    TREES_TOO_MANY, /* the grid has more than TREES_MAX trees or TREES_MAX_EDGES walls */
    TREES_NO_MEMORY,
    TREES_WOVEN, /* a weave: its mazes are only the spanning trees whose tunnels are legal, so counts mean nothing */
} trees_status;

typedef struct tree_set tree_set;

/*
 * The number of spanning trees of the w x h grid graph by the matrix-tree
 * theorem: the determinant of the grid's Laplacian with the last row and
 * column removed, by Gaussian elimination with partial pivoting in double
 * precision. The result is rounded to a whole number; it is exact while
 * below 2^53 (every grid of at most 64 interior walls is). Returns -1 when
 * w * h is 0 or above TREES_KIRCHHOFF_MAX_CELLS, or memory runs out.
 */
double trees_kirchhoff(uint32_t w, uint32_t h);

/* The same for any grid: m's shape, size and mask (its walls do not matter). */
double trees_kirchhoff_grid(const maze *m);

/* The number of interior walls of a w x h grid: (w-1)h + w(h-1). */
uint64_t trees_edge_count(uint32_t w, uint32_t h);

/*
 * Whether the w x h grid is small enough to enumerate: TREES_OK,
 * TREES_TOO_MANY, or TREES_NO_MEMORY when the count could not be computed.
 * Cheap: it never enumerates. *count (may be NULL) gets trees_kirchhoff()
 * when it is known, else -1.
 */
trees_status trees_check_size(uint32_t w, uint32_t h, double *count);

/*
 * Enumerates every spanning tree of the w x h grid in the canonical order
 * (see the top of this file). NULL when the grid is too big or memory runs
 * out; *status (may be NULL) says which. Free with trees_destroy().
 */
tree_set *trees_create(uint32_t w, uint32_t h, trees_status *status);

/* The same for m's grid (shape, size, mask), and trees_check_size() for it. */
tree_set *trees_create_grid(const maze *m, trees_status *status);
trees_status trees_check_grid(const maze *m, double *count);

/* The grid the set enumerates (a maze with every wall closed). */
const maze *trees_grid(const tree_set *t);

/* Frees the set; NULL is a no-op. */
void trees_destroy(tree_set *t);

/* The number of trees, the grid's size and its number of interior walls. */
size_t trees_count(const tree_set *t);
uint32_t trees_width(const tree_set *t);
uint32_t trees_height(const tree_set *t);
unsigned trees_edges(const tree_set *t);

/* The open-wall mask of tree id (0 when id is out of range). */
uint64_t trees_mask(const tree_set *t, size_t id);

/*
 * Interior wall i as the lower-numbered of its cells and that cell's side
 * (on a rectangle east or south). False when i is out of range.
 */
bool trees_edge(const tree_set *t, unsigned i, uint32_t *cell, maze_dir *dir);

/*
 * The open-wall mask of maze m, which must have the set's size (any maze,
 * not only trees); 0 when the size differs.
 */
uint64_t trees_mask_of(const tree_set *t, const maze *m);

/*
 * The id of the tree maze m is, by binary search over the sorted masks:
 * -1 when m is not a spanning tree (a loop, a cut-off part) or its size is
 * not the set's.
 */
int32_t trees_index_of(const tree_set *t, const maze *m);

/*
 * Makes m (which must have the set's size) tree id: every wall closed, then
 * the tree's walls opened. False, leaving m unchanged, when id is out of
 * range or the size differs. For thumbnails of trees.
 */
bool trees_to_maze(const tree_set *t, size_t id, maze *m);

#endif
