/* headless.h - the runs that need no window: text mazes, the algorithm list. */
#ifndef MAZEVIZ_HEADLESS_H
#define MAZEVIZ_HEADLESS_H

#include "settings/args.h"

/*
 * Generates a->count mazes (braided with --opt braid=P) and writes them as
 * text; with --solve, each with its path marked (a goal the solver cannot
 * reach: the plain maze, the reason on stderr, exit code 1). Returns the
 * exit code.
 */
int headless_run(const cli_args *a);

/*
 * --trace: one line per step of the chain's last machine (cli_last_algo),
 * "STEP<TAB>LINE<TAB>EVENT<TAB>CAPTION": the step from 1, its pseudocode
 * line from 1, the ids of the events it raises joined by ',' (or '-'),
 * its caption in --lang (English by default). Returns the exit code.
 */
int headless_trace(const cli_args *a);

/*
 * --list-events ID: "id<TAB>English<TAB>Chinese", a fourth field '*' on the
 * default event; an event with a size (--until ID:len>=N) has the fourth
 * field ('*' or empty), then "len: " and what the size counts in English,
 * and in Chinese.
 */
int headless_list_events(const cli_args *a);

/* Prints one line per algorithm: id, English name, Chinese name, options. */
int headless_list_algos(void);

/* Prints one line per grid shape: id, English name, Chinese name, what --size means. */
int headless_list_grids(void);

/* --list-challenges: one line per challenge: id, size, English title, Chinese title. */
int headless_list_challenges(void);

/* The same for the solvers (--solve ids), the distance machine last. */
int headless_list_solvers(void);

#endif
