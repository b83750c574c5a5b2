/*
 * walls.h - a maze's walls as a short URL-safe string (the state key
 * walls=, docs/formats.md), so a drawn, edited or loaded maze travels in a
 * state string, a lesson slide or a web link.
 *
 * The walls: one bit per interior wall the grid has, in cell order and,
 * within a cell, side order, each wall once from its lower cell (side s of
 * cell c with neighbour nb > c); 1 = open (a passage). Six bits per
 * character of base64url (A-Z a-z 0-9 - _), the first wall in the lowest
 * bit of the first character, no padding; the bits past the last wall are
 * 0, so every maze has one encoding. With a mask the string may start
 * with the mask - one bit per cell id, 1 = the cell exists, in the same
 * alphabet - and a '.': "LIVE.WALLS". A 30x20 rectangle has 1,150 walls:
 * 192 characters. The grid and its size are not in it: the state's grid=
 * and size= keys give them.
 */
#ifndef MAZEVIZ_WALLS_H
#define MAZEVIZ_WALLS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazeviz/maze.h"

/* Interior walls of m's encoding: its bits (each pair of neighbours once per side between them). */
uint64_t maze_walls_bits(const maze *m);

/*
 * The encoding's length in characters, without the NUL: the walls, and
 * with live (and a mask on m) the mask and its '.' before them.
 */
size_t maze_walls_chars(const maze *m, bool live);

/*
 * Writes m's encoding into buf (with live and a mask: "LIVE.WALLS").
 * False, buf "" (when len > 0), when it does not fit in len bytes.
 */
bool maze_walls_encode(const maze *m, bool live, char *buf, size_t len);

/*
 * The encoding in a new string (the caller frees it), e.g. for an editor's
 * "copy as link"; NULL when memory runs out.
 */
char *maze_walls_string(const maze *m, bool live);

/*
 * Where the walls part of s starts: after "LIVE." when s has one, else s.
 * *live_len gets the mask part's length (0: none).
 */
const char *maze_walls_part(const char *s, size_t *live_len);

/*
 * Reads the mask part (live_len characters of s) of a grid of n cell ids
 * into live (n bytes, 1 = exists). False with *why (a static English
 * phrase) when a character is not base64url, the length is not n bits,
 * a padding bit is set or no cell is left.
 */
bool maze_walls_read_live(const char *s, size_t live_len, uint32_t n, uint8_t *live, const char **why);

/*
 * Sets m's walls from the walls part s (all other walls closed). False
 * with *why as above (the length must be maze_walls_bits(m) bits), m's
 * walls then unspecified.
 */
bool maze_walls_decode(maze *m, const char *s, const char **why);

#endif
