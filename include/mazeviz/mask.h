/*
 * mask.h - which cells of a grid exist, from a picture: --mask FILE (one
 * pixel per cell) and --mask-text TEXT (a drawing of the text), for any
 * grid shape and size.
 *
 * The picture is kept, not the cells, so the same mask can be laid on
 * another shape or size (the window's grid key): mask_cells() turns it
 * into one byte per cell id for a shape and size, and says why when it
 * cannot. Two kinds of picture:
 *
 * - cells (--mask FILE): on a grid of rows pixel (x, y) is cell (x, y),
 *   so the picture must have the grid's size; on a polar grid the picture
 *   is stretched over the disc's square and each cell takes the pixel
 *   under its centre (grid_mask_from_picture). Pixels of 128 and up are
 *   cells. The cells must form one piece: several are refused (MASK_PIECES,
 *   with the largest piece's size and a cell of another piece).
 * - a drawing (--mask-text): any size; it is stretched over the grid's
 *   extent (on a grid of rows) or centred in the disc with its corners on
 *   the rim (polar), and a cell exists when at least half of its area is
 *   ink (samples about a pixel apart inside its outline). Pieces (a text's
 *   characters and strokes) are then joined (mask_join): from the largest
 *   piece, the nearest other piece is reached by the shortest run of
 *   missing cells, which become bridge cells, until one piece is left.
 *
 * Pure: no I/O. Reading files and rasterising text is the caller's.
 */
#ifndef MAZEVIZ_MASK_H
#define MAZEVIZ_MASK_H

#include <stdbool.h>
#include <stdint.h>

#include "mazeviz/grid.h"

typedef struct mask_picture {
    uint32_t w, h;
    uint8_t *px;   /* w * h levels, row-major: 0 no cell / no ink .. 255 cell / full ink */
    bool drawing;  /* a drawing (area-sampled, pieces bridged); false: one pixel per cell */
} mask_picture;

/* Frees the pixels and zeroes the picture; NULL or an empty picture is fine. */
void mask_picture_free(mask_picture *p);

typedef enum mask_status {
    MASK_OK,
    MASK_SIZE,      /* one pixel per cell on a grid of rows, and the sizes differ */
    MASK_EMPTY,     /* no cell is left */
    MASK_PIECES,    /* a picture of cells in several pieces */
    MASK_NO_MEMORY, /* or the size does not suit the shape */
    MASK_TOO_FAR,   /* a drawing whose pieces would take more than MASK_JOIN_WORK to join */
} mask_status;

typedef struct mask_info {
    uint32_t cells;   /* cells in the mask (bridges included) */
    uint32_t pieces;  /* connected pieces before any bridging */
    uint32_t largest; /* cells of the largest piece */
    uint32_t stray;   /* a cell outside the largest piece (the lowest id), MAZE_NONE if none */
    uint32_t bridges; /* cells added to join the pieces of a drawing */
    uint64_t work;    /* a drawing of pieces: the joining's bound, in cells reached (see mask_join) */
} mask_info;

/*
 * The mask of picture p on shape at w x h: one byte per cell id (1: the
 * cell exists) into *out, which the caller frees (NULL unless MASK_OK).
 * *info (may be NULL) is filled whatever the status, as far as it got.
 */
mask_status mask_cells(const grid_shape *shape, uint32_t w, uint32_t h, const mask_picture *p,
                       uint8_t **out, mask_info *info);

/*
 * Joins the pieces of cells (one byte per cell id of full's grid, 1: the
 * cell exists) into one: from the largest piece (the first of equals),
 * the nearest piece cell (the lowest id of equals) is joined along a
 * shortest run of missing cells, which become bridge cells (1 in cells),
 * and so on from everything joined, bridges included, until one piece
 * is left. *info (may be NULL) gets the pieces before, the largest, a
 * stray cell, the cells and the bridges after.
 *
 * The work is bounded before it starts: the search reaches a cell once
 * per distance it can have from the joined part, at most the widest gap
 * the joining must cross plus one (that gap is found first, in a time
 * linear in the cells), and at most once per piece; info->work is that
 * bound times the cells. Over MASK_JOIN_WORK, nothing is joined and the
 * answer is MASK_TOO_FAR at once (a text of thousands of characters on a
 * grid it makes itself is far below it: they are close together). Else
 * MASK_OK, or MASK_NO_MEMORY.
 */
#define MASK_JOIN_WORK ((uint64_t)1 << 27)
mask_status mask_join(const maze *full, uint8_t *cells, mask_info *info);

/*
 * The size of a grid of shape for picture p when none is given: the
 * picture's own for cells on a grid of rows; on a polar grid rings enough
 * for about one cell per pixel across; for a drawing, a grid whose extent
 * has the drawing's proportions with the drawing MASK_TEXT_UNITS units
 * high (about that many cells). *h is 0 for a polar grid (its default
 * first ring).
 */
#define MASK_TEXT_UNITS 24
void mask_size_for(const grid_shape *shape, const mask_picture *p, uint32_t *w, uint32_t *h);

#endif
