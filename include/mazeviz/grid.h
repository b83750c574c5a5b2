/*
 * grid.h - grid shapes: the rectangle, hexagons, triangles and the
 * circular (polar) grid, each one file in src/core/grid/.
 *
 * A shape builds a maze's topology (maze.h: cells, sides, neighbours) and
 * answers the geometry a viewer needs: each cell's polygon, the segment (or
 * arc, as a polyline) of each wall, the centre of a cell and the cell under
 * a point, all in a unit space where neighbouring centres are about one
 * unit apart, x to the right and y down. It also names cells and
 * directions in its own terms for captions: (x,y) and north/east on a
 * rectangle, north-east on hexagons, ring and cell, inward and clockwise
 * on a polar grid.
 *
 * The registry grid_shapes[] is the one list: --grid, the window's grid
 * key and the tests read it.
 */
#ifndef MAZEVIZ_GRID_H
#define MAZEVIZ_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazeviz/maze.h"
#include "mazeviz/words.h"

typedef struct grid_pt {
    float x, y;
} grid_pt;

/* Most points of a cell's polygon or a wall's polyline (polar arcs are subdivided). */
#define GRID_MAX_POINTS 64

typedef struct grid_shape {
    const char *id;      /* --grid name */
    sm_text name;        /* "hexagonal" */
    const char *size_help; /* what --size means for it */
    bool rows;           /* cells are (x, y) in a w x h grid of rows, c = y * w + x */
    /* Whether w x h is a size this shape takes. */
    bool (*size_ok)(uint32_t w, uint32_t h);
    /*
     * Makes m's topology for m->w x m->h: sets n and sides, allocates
     * cells (all walls closed) and the shape's tables. False: no memory
     * (maze_destroy frees what was allocated).
     */
    bool (*build)(maze *m);
    /* The unit space's size: everything drawn lies in [0, w] x [0, h]. */
    void (*extent)(const maze *m, float *w, float *h);
    /* c's outline, clockwise; returns the number of points. */
    unsigned (*polygon)(const maze *m, uint32_t c, grid_pt *out);
    /* The wall on side s of c as a polyline; 0 when c has no side s. */
    unsigned (*wall)(const maze *m, uint32_t c, unsigned s, grid_pt *out);
    grid_pt (*center)(const maze *m, uint32_t c);
    /* The cell whose polygon holds (x, y) (masked-out cells too), or MAZE_NONE. */
    uint32_t (*cell_at)(const maze *m, float x, float y);
    /* The two numbers users name c by ((x, y); polar: ring, cell in the ring). */
    void (*coords)(const maze *m, uint32_t c, uint32_t *a, uint32_t *b);
    /* The cell named (a, b), or MAZE_NONE. */
    uint32_t (*cell_of)(const maze *m, uint32_t a, uint32_t b);
    /* How c is written in captions ("(3,4)", "ring 2 cell 5"); returns the length it would have had. */
    size_t (*cell_name)(const maze *m, uint32_t c, sm_lang l, char *buf, size_t len);
    /* The word for leaving c by side s: an index into dir_words. */
    unsigned (*dir_word)(const maze *m, uint32_t c, unsigned s);
    /*
     * The direction of leaving c by side s - the outward normal of that
     * wall, clockwise from north - in whole units, turn(m) of which make a
     * full turn. Twelfths on rectangles (0 north, 3 east, 6 south, 9
     * west), hexagons (1, 3, 5 ...) and triangles (0, 4, 8 pointing down;
     * 2, 6, 10 pointing up); on a polar grid eighths of the outer ring's
     * cells, so that every wall's direction is whole. The neighbour's side
     * facing back is always half a turn round. Turns are differences of
     * two headings of one cell; the Pledge solver counts them.
     */
    uint32_t (*heading)(const maze *m, uint32_t c, unsigned s);
    uint32_t (*turn)(const maze *m); /* units in a full turn: even */
    const sm_text *dir_words;
    size_t n_dir_words;
    /*
     * The row holding c (a ring on a polar grid): returns its number and
     * sets its first cell and how many cells it has. Rows cover the cells
     * in order: hunt-and-kill scans them.
     */
    uint32_t (*row)(const maze *m, uint32_t c, uint32_t *first, uint32_t *count);
    /* A lower bound on the moves from a to b (A*'s heuristic; Manhattan on a rectangle). */
    uint32_t (*distance_bound)(const maze *m, uint32_t a, uint32_t b);
} grid_shape;

extern const grid_shape grid_rect, grid_hex, grid_triangle, grid_polar;

/* The registry, rect first (the default). */
extern const grid_shape *const grid_shapes[];
extern const size_t grid_shape_count;

/* The shape called name, or NULL. */
const grid_shape *grid_find(const char *name);

/* The index of s in grid_shapes[] (0 for an unknown one). */
size_t grid_index(const grid_shape *s);

/*
 * Writes c's name in language l into buf (always terminated, cut at len);
 * returns the length it would have had. "(-)" for no cell.
 */
size_t grid_cell_name(const maze *m, uint32_t c, sm_lang l, char *buf, size_t len);

/* The word for leaving c by side s, in language l. */
const char *grid_dir_name(const maze *m, uint32_t c, unsigned s, sm_lang l);

/*
 * A caption argument naming the direction of side s of c, for sm_say's
 * {d}: the shape's word index, so the caption needs no cell to say it.
 */
static inline uint32_t grid_dir_arg(const maze *m, uint32_t c, unsigned s)
{
    return m->shape->dir_word(m, c, s);
}

/*
 * The mask of a shape's cells from a picture of iw x ih pixels (non-zero =
 * inside), one byte per cell id into out (m->n of them): a grid of rows
 * takes pixel (x, y) for cell (x, y) (so the picture should be w x h), a
 * polar grid the pixel under each cell's centre, the picture stretched
 * over the grid's extent. m is a maze of the shape and size without a mask.
 */
void grid_mask_from_picture(const maze *m, const uint8_t *pic, uint32_t iw, uint32_t ih, uint8_t *out);

#endif
