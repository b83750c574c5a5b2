/* svg.h - a finished maze as an SVG picture. */
#ifndef MAZEVIZ_SVG_H
#define MAZEVIZ_SVG_H

#include <stdbool.h>
#include <stdio.h>

#include "mazeviz/maze.h"

#define SVG_CELL_DEFAULT 20
#define SVG_WALL_DEFAULT 2

/*
 * Writes m as one SVG document: a white background, every interior wall
 * in ONE black <path> (collinear wall segments merged into long runs:
 * "M x y H x2" across, "M x y V y2" down) and the outer wall as a red
 * <rect>, as in the window. Cells are cell_px pixels apart, walls wall_px
 * thick; the picture is w*cell_px + 2*wall_px wide (and likewise high), the
 * grid starting at (wall_px, wall_px). With a path (n cells, each next to
 * the one before), a red line through their centres is drawn over the
 * maze: the solution. Returns false if a write failed.
 *
 * Any other grid, and a masked rectangle, is drawn with its true outline:
 * the unit space (grid.h) scaled by cell_px, every closed interior wall in
 * the black <path> (one "M ... L ..." polyline each, arcs as polylines),
 * the walls with no cell behind them (the grid's rim and the mask's edge)
 * in a red <path>, cells a mask cuts out not drawn (the picture is the
 * box of the cells that exist), the solution through the cells' centres.
 */
bool svg_write(FILE *f, const maze *m, int cell_px, int wall_px, const uint32_t *path, size_t n);

#endif
