/* headless.h - the runs that need no window: text mazes, the algorithm list. */
#ifndef MAZEVIZ_HEADLESS_H
#define MAZEVIZ_HEADLESS_H

#include "args.h"

/* Generates a->count mazes and writes them as text. Returns the exit code. */
int headless_run(const cli_args *a);

/* Prints one line per algorithm: id, English name, Chinese name, options. */
int headless_list_algos(void);

#endif
