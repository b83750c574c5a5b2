/* svg.h - a finished maze as an SVG picture. */
#ifndef MAZEVIZ_SVG_H
#define MAZEVIZ_SVG_H

#include <stdbool.h>
#include <stdio.h>

#include "mazeviz/maze.h"
#include "mazeviz/series.h"

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

/*
 * The maze as the tree it is (--view tree), on any grid and mask: walls
 * hidden, every existing cell one <circle> node at its centre (in the
 * <g class="nodes">), every open passage one "M x y L x y" edge between
 * two centres in ONE <path class="edges"> - on a perfect maze count-1 of
 * them. Nodes are coloured by their distance along the passages from the
 * root: blue at the root through green to red at the farthest cell (grey:
 * not reachable). With a path (n cells) the root is its first cell and the
 * path is drawn as <polyline class="solution">; without (n 0) the maze's
 * longest path (two breadth-first searches: exact on a perfect maze) is
 * drawn as <polyline class="longest">, the root at one of its ends. Edges
 * are max(cell_px/6, wall_px) wide, nodes 0.22 cell_px in radius, in the
 * same frame as svg_write's shaped pictures. Returns false if a write
 * failed, or memory ran out (errno ENOMEM; then nothing was written).
 */
bool svg_write_tree(FILE *f, const maze *m, int cell_px, int wall_px, const uint32_t *path, size_t n);

/*
 * A --uniformity sweep as a chart (--plot FILE.svg): one column per value
 * of the option swept (values[i], e.g. "10", "100", "auto"), evenly
 * spaced in the order given. The upper panel (<g class="p">) plots p on
 * a log scale (p = 1 at the top; a dashed red line at p = 0.001: points
 * below it are told apart from uniform; p under 1e-300 is drawn at 1e-300),
 * the lower (<g class="chi2_per_df">) chi2/df with a dashed line at 1.
 * Each panel draws one <polyline> through the points and one <circle>
 * per point; p_text[i] labels each p ("4.2e-19"). title is the heading
 * and <title>, key the x axis's name ("steps"). At most
 * CLI_SVG_SWEEP_MAX values. Returns false if a write failed.
 */
#define CLI_SVG_SWEEP_MAX 16
bool svg_write_sweep(FILE *f, const char *title, const char *key, size_t n, const char *const *values,
                     const double *p, const double *chi2_per_df, const char *const *p_text);

/*
 * A run's figures over time (--trace --plot FILE.svg): one panel per
 * figure (labels[k], its "of" or 0), the step across from 0 to the last
 * point, the value up from 0 to of[k] or the largest value. Each line is
 * a <polyline class="figure" data-label="NAME" data-points="STEP:VALUE
 * ..."> holding exactly the series' points. Returns false if a write failed.
 */
bool svg_write_series(FILE *f, const char *title, const char *const *labels, const uint64_t *of, const series *s);

#endif
