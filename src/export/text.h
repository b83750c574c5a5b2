/* text.h - a maze as text: seed 001's block form, walls as characters. */
#ifndef MAZEVIZ_TEXT_H
#define MAZEVIZ_TEXT_H

#include <stdbool.h>
#include <stdio.h>

#include "settings/args.h"
#include "mazeviz/maze.h"

/*
 * Writes m as 2h+1 lines of 2w+1 characters: '#' (or U+2588 in unicode
 * format) for a wall, ' ' for open, outer wall closed, each line ending in
 * '\n'. Returns false if a write failed.
 */
bool text_write(FILE *f, const maze *m, text_format fmt);

/*
 * The same with a path marked: '.' (U+00B7 MIDDLE DOT in unicode format)
 * on every path cell and on every open wall between two consecutive path
 * cells; path is len cells, consecutive ones neighbours (a solver's path).
 * len 0 prints the plain maze and allocates no marks (only one line).
 * False if a write failed (errno from it) or memory ran out (errno ENOMEM).
 */
bool text_write_path(FILE *f, const maze *m, const uint32_t *path, size_t len, text_format fmt);

#endif
