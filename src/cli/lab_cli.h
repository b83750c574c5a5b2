/* lab_cli.h - mazeviz --uniformity: the uniformity lab on the command line. */
#ifndef MAZEVIZ_LAB_CLI_H
#define MAZEVIZ_LAB_CLI_H

#include "settings/args.h"

/*
 * Runs a->count mazes of a->algo on a small grid (default 3x3) through the
 * core's lab and prints one line per spanning tree, then the first maze
 * after which p < 0.001 and the chi-square line. Returns the exit code: 2
 * for a missing --algo or a grid too big to enumerate, 1 for no memory or
 * a failed write.
 */
int uniformity_run(const cli_args *a);

#endif
