/*
 * maze_file.h - reading --load FILE: a maze in a format mazeviz writes.
 *
 * Text (--format ascii or unicode, rectangles) and JSON (--format json,
 * every grid and mask). The file is read whole through cli_read_file()
 * (regular files only, at most MAZE_FILE_MAX bytes); every mistake is one
 * line "FILE:LINE: what is wrong".
 */
#ifndef MAZEVIZ_MAZE_FILE_H
#define MAZEVIZ_MAZE_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "mazeviz/maze.h"

#define MAZE_FILE_MAX ((size_t)256 << 20)

/*
 * Reads the maze in path into *out (the caller destroys it). False with
 * one line in err; errno is ENOMEM when memory ran out (exit 1), else the
 * file is at fault (exit 2).
 */
bool maze_file_read(const char *path, maze **out, char *err, size_t len);

/*
 * The same for bytes already read; name is the file's name for messages
 * (the fuzz target and the tests call it).
 */
bool maze_file_parse(const char *name, const char *buf, size_t n, maze **out, char *err, size_t len);

#endif
