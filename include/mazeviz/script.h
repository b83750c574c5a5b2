/*
 * script.h - a student's Lua script as a step machine.
 *
 * script_load() compiles a Lua 5.4 script into an algorithm (an sm_algo)
 * that runs like the built-in ones: sm_create() starts it on a maze, each
 * step resumes the script until it does one visible thing (opens a wall,
 * marks a cell, visits a cell, shows a path) and stops there, noting the
 * script's own line as the pseudocode line. The script's source lines are
 * the algorithm's pseudocode, so a viewer highlights the line that made the
 * step; caption(TEXT) gives the step's caption.
 *
 * The whole Lua state lives in one block of the machine (an arena with its
 * own allocator), so checkpoints, step back and predict's look-ahead copy
 * and restore a running script exactly like any other machine.
 *
 * The sandbox: the base library without dofile, loadfile, load, require,
 * print and collectgarbage; table, string (without dump), math (without
 * random: use random(n), which draws from the run's seed) and utf8. No io,
 * os, debug, package or coroutine. Memory is capped (the arena); a step
 * that runs SCRIPT_BUDGET instructions without doing anything visible ends
 * the run with "no step in 50 million instructions - an endless loop?".
 * A run that ends in an error keeps its state; script_error() gives
 * "FILE:LINE: message".
 *
 * The API a script sees (cell ids are 1 .. maze.cells, the cells that
 * exist, whatever the grid):
 *   maze.cells, maze.width, maze.height      (width/height: rectangles only)
 *   maze:neighbors(c)    the cells next to c (a table), walls or not
 *   maze:links(c)        the cells c has a passage to
 *   maze:linked(a, b)    whether the wall between a and b is open
 *   maze:carve(a, b)     open the wall between neighbours a and b   (a step)
 *   maze:mark(c, NAME)   show c as NAME: current, visited, frontier, stack,
 *                        walk, head, maze, blank, scan, chosen, path, dead (a step)
 *   maze:unmark(c)       back to its plain look (not a step)
 *   maze:cell(x, y), maze:xy(c)   rectangles: x 1..width, y 1..height
 *   random(n)            a whole number 1 .. n from the run's seed
 *   caption(EN [, ZH])   the caption of the next step (in Chinese too)
 * Solvers (SCRIPT_SOLVER) also have maze.start, maze.goal,
 * maze:visit(c) (a step) and maze:path({c1, c2, ...}) (a step: the path
 * found); they may not carve.
 */
#ifndef MAZEVIZ_SCRIPT_H
#define MAZEVIZ_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>

#include "mazeviz/machine.h"

/* Instructions a step may run before the run ends as an endless loop. */
#define SCRIPT_BUDGET 50000000u
/* The most memory a script's Lua state may use, in bytes. */
#define SCRIPT_MEMORY_MAX (64u << 20)
/* The longest script accepted, in bytes, and its most lines. */
#define SCRIPT_MAX_BYTES (256u << 10)
#define SCRIPT_MAX_LINES 4000u

typedef enum script_kind { SCRIPT_GENERATOR, SCRIPT_SOLVER } script_kind;

typedef struct script script;

/*
 * Compiles source (len bytes, text: a binary chunk is refused) into an
 * algorithm of the given kind. name is the file name used in messages
 * ("FILE:LINE: message") and in the algorithm's name. NULL on a syntax
 * error or another refusal, with the reason written into err (one line,
 * always terminated, cut at errlen), or on no memory ("out of memory").
 * Free with script_free() after every machine made from it.
 */
script *script_load(const char *name, const char *source, size_t len, script_kind kind, char *err,
                    size_t errlen);

/* The algorithm to give sm_create(); it belongs to s. */
const sm_algo *script_algo(const script *s);

/* The script's source as given (NUL-terminated), and its file name. */
const char *script_source(const script *s);
const char *script_name(const script *s);

/*
 * What is known of every script of a kind before its file is read: its
 * events (the same for all: carve, mark, end; a solver's visit, mark,
 * end), no options, every grid. A machine cannot be made from it.
 */
const sm_algo *script_model(script_kind kind);

/* Frees s; NULL is a no-op. */
void script_free(script *s);

/* Whether machine m runs a script. */
bool script_machine(const sm *m);

/*
 * The error that ended m's run ("FILE:LINE: message"), or NULL when it has
 * none (still running, or ended well) or m does not run a script.
 */
const char *script_error(const sm *m);

/*
 * A generator script's verdict once it has ended: whether the maze is
 * perfect; if not, *loop is a cell on a loop (MAZE_NONE: no loop) and
 * *unreachable the first cell not reachable from the first cell (MAZE_NONE:
 * none). False (nothing written) while it runs, after an error, or for a
 * solver.
 */
bool script_verdict(const sm *m, bool *perfect, uint32_t *loop, uint32_t *unreachable);

#endif
