/* json.h - a maze and its grid as one line of JSON, for other tools. */
#ifndef MAZEVIZ_JSON_H
#define MAZEVIZ_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "mazeviz/maze.h"

/*
 * Writes m as one JSON object and a newline:
 *
 *   {"grid": "hex", "width": W, "height": H, "cells": [{"id": 0,
 *    "center": [x, y], "polygon": [[x, y], ...], "neighbors": [ids]}, ...],
 *    "passages": [[a, b], ...]}
 *
 * Cells that exist are numbered 0 .. count-1 in the grid's order (a mask's
 * missing cells are left out). Coordinates are the grid's unit space
 * (grid.h: neighbouring centres about 1 apart, y down), four decimals.
 * "neighbors" is the grid's adjacency, open or not, clockwise; "passages"
 * the open walls, each once as [lower id, higher id]. Polar: "width" is
 * the rings, "height" the cells of ring 1. With a path (n cells) the
 * object ends with "path": [ids], start first. False if a write failed.
 */
bool json_write(FILE *f, const maze *m, const uint32_t *path, size_t n);

#endif
