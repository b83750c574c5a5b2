/* stats_cli.h - mazeviz --stats: a table of maze statistics per algorithm. */
#ifndef MAZEVIZ_STATS_CLI_H
#define MAZEVIZ_STATS_CLI_H

#include "settings/args.h"

/*
 * Generates a->count mazes (default 20) of the run's grid (cli_maze) with
 * every algorithm that fits it, or only --algo, from seeds N0, N0+1, ... and prints one row per
 * algorithm: mean dead-end %, junction %, longest path and corridor length.
 * Returns the exit code.
 */
int stats_run(const cli_args *a);

#endif
