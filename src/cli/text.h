/* text.h - a maze as text: seed 001's block form, walls as characters. */
#ifndef MAZEVIZ_TEXT_H
#define MAZEVIZ_TEXT_H

#include <stdbool.h>
#include <stdio.h>

#include "args.h"
#include "mazeviz/maze.h"

/*
 * Writes m as 2h+1 lines of 2w+1 characters: '#' (or U+2588 in unicode
 * format) for a wall, ' ' for open, outer wall closed, each line ending in
 * '\n'. Returns false if a write failed.
 */
bool text_write(FILE *f, const maze *m, text_format fmt);

#endif
