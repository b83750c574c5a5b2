/*
 * edit.h - changing a maze by hand: the editor's model (no SDL, no I/O).
 *
 * A wall is a cell and one of its sides with a neighbour across it (the
 * outer wall is not editable). A press toggles the wall under it and
 * starts a stroke; the walls a drag then crosses are set to what the press
 * made of the first one (drawn when it closed it, erased when it opened
 * it), so one stroke draws or erases a run. Each stroke, and each fill of
 * the whole grid, is one step of undo and redo. The log keeps the walls
 * each step changed, in order, so undo toggles them back and redo again;
 * a new step after an undo forgets what could have been redone.
 *
 * The marks the editor shows: the cells on a cycle (a cell with a passage
 * that is not a bridge, found by one depth-first search with low links,
 * iterative) and the cells not reachable from the start. The figures are
 * maze_checks_compute()'s (stats.h), shared with --check-maze.
 */
#ifndef MAZEVIZ_EDIT_H
#define MAZEVIZ_EDIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazeviz/maze.h"

typedef struct maze_edit {
    maze *m;          /* the maze edited (not owned) */
    uint64_t *log;    /* wall changes: cell << 9 | side << 1 | 1 on the first change of a step */
    size_t n, cap;    /* entries in the log, and room */
    size_t top;       /* entries [0, top) are done; [top, n) can be redone */
    bool stroke;      /* a press's stroke is on */
    bool stroke_open; /* what the stroke makes of the walls it crosses: open (erase) or closed (draw) */
    uint64_t steps;   /* steps done (undo takes them off): 0 is the maze the editor started from */
} maze_edit;

/* Starts editing m (kept, not owned): an empty log. */
void maze_edit_init(maze_edit *e, maze *m);

/* Frees the log; the maze is the caller's. maze_edit_free on a zeroed struct is a no-op. */
void maze_edit_free(maze_edit *e);

/*
 * A press on the wall on side s of cell c: toggles it as a new step and
 * starts a stroke. False, changing nothing, when there is no wall to edit
 * there (no neighbour) or no memory for the log.
 */
bool maze_edit_press(maze_edit *e, uint32_t c, unsigned s);

/*
 * The stroke crosses the wall on side s of c: sets it as the press set the
 * first one, within the same step. False when nothing changed (no stroke,
 * no wall, already so, no memory).
 */
bool maze_edit_drag(maze_edit *e, uint32_t c, unsigned s);

/* Ends the stroke (the button up). */
void maze_edit_release(maze_edit *e);

/*
 * Every interior wall open (open) or closed, as one step. False when
 * nothing changed or there was no memory for the log (then nothing
 * changed either).
 */
bool maze_edit_fill(maze_edit *e, bool open);

/* Undoes the last step, or redoes the next undone one; false when there is none. */
bool maze_edit_undo(maze_edit *e);
bool maze_edit_redo(maze_edit *e);

/*
 * The cells on a cycle (every cell of a loop) into out (room for m->count
 * cells), *n how many. False when there is no memory for the search.
 */
bool maze_cycle_cells(const maze *m, uint32_t *out, size_t *n);

/*
 * The existing cells no passage leads to from `from` (not a cell: the
 * first one) into out (room for m->count), *n how many. False: no memory.
 */
bool maze_unreachable_cells(const maze *m, uint32_t from, uint32_t *out, size_t *n);

#endif
