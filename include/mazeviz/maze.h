/*
 * maze.h - a rectangular grid of cells with walls between them.
 *
 * Each cell is one byte: the low four bits are "passage open" flags, one per
 * direction; the high four say whether a neighbour exists on that side (the
 * grid's shape, set once at creation). Carving a passage sets the bit in both
 * cells that share the wall, so the two sides never disagree. Cells are
 * numbered row-major: cell = y * w + x.
 *
 * Generators never hard-code the four directions: they loop over
 * 0 .. MAZE_DIRS-1 and ask maze_neighbor(), which answers MAZE_NONE past the
 * border with no division. Masks (cells cut out of the grid) can later be
 * added by clearing link bits, without touching the algorithms.
 */
#ifndef MAZEVIZ_MAZE_H
#define MAZEVIZ_MAZE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Largest accepted side, and largest accepted cell count (2^30). */
#define MAZE_MAX_SIDE 32768
#define MAZE_MAX_CELLS (1u << 30)
#define MAZE_NONE UINT32_MAX

typedef enum maze_dir { MAZE_N, MAZE_E, MAZE_S, MAZE_W, MAZE_DIRS } maze_dir;

#define MAZE_LINK_SHIFT 4

typedef struct maze {
    uint32_t w, h;
    uint32_t n;        /* w * h */
    int32_t delta[4];  /* cell-number offset of the neighbour in each direction */
    uint8_t *cells;
} maze;

/* Whether w x h is a size the core accepts (not whether memory suffices). */
bool maze_size_ok(uint32_t w, uint32_t h);

/*
 * A w x h maze with every wall closed. NULL if the size is not accepted
 * (see maze_size_ok) or memory runs out. Free with maze_destroy().
 */
maze *maze_create(uint32_t w, uint32_t h);

/* Frees the maze; NULL is a no-op. */
void maze_destroy(maze *m);

/* Closes every wall (open == false) or opens every interior wall. */
void maze_fill(maze *m, bool open);

/* Direction arithmetic. */
static inline maze_dir maze_opposite(maze_dir d) { return (maze_dir)((d + 2) & 3); }
static inline uint32_t maze_x(const maze *m, uint32_t c) { return c % m->w; }
static inline uint32_t maze_y(const maze *m, uint32_t c) { return c / m->w; }

/* Whether c has a neighbour in direction d (false at the border). */
static inline bool maze_has_neighbor(const maze *m, uint32_t c, maze_dir d)
{
    return (m->cells[c] >> (MAZE_LINK_SHIFT + d)) & 1u;
}

/* The cell next to c in direction d, or MAZE_NONE past the border. */
static inline uint32_t maze_neighbor(const maze *m, uint32_t c, maze_dir d)
{
    return maze_has_neighbor(m, c, d) ? c + (uint32_t)m->delta[d] : MAZE_NONE;
}

/* Whether the wall of c on side d is open. The outer wall is never open. */
static inline bool maze_is_open(const maze *m, uint32_t c, maze_dir d)
{
    return (m->cells[c] >> d) & 1u;
}

/*
 * Opens (maze_carve) or closes (maze_build) the wall between c and its
 * neighbour in direction d, updating both cells. Returns false, changing
 * nothing, when d points through the outer wall.
 */
bool maze_carve(maze *m, uint32_t c, maze_dir d);
bool maze_build(maze *m, uint32_t c, maze_dir d);

/* Number of open interior walls (passages). */
uint64_t maze_passages(const maze *m);

/*
 * True when the maze is a perfect maze: exactly n-1 passages, every cell
 * reachable from cell 0, and no passage through the outer wall. Allocates a
 * work queue; returns false also when that allocation fails.
 */
bool maze_is_perfect(const maze *m);

/* Two mazes of the same size with the same walls. */
bool maze_equal(const maze *a, const maze *b);

#endif
