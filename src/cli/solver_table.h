/*
 * solver_table.h - mazeviz --solver-table: every solver on the same mazes.
 */
#ifndef MAZEVIZ_SOLVER_TABLE_H
#define MAZEVIZ_SOLVER_TABLE_H

#include "settings/args.h"

/* Runs every solver of the registry on --count mazes and prints one row each; returns the exit code. */
int solver_table_run(const cli_args *a);

#endif
