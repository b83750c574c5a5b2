/*
 * exercise_cli.h - graded exercises without a window (issue 31): the
 * exercise as lines in a terminal (--headless --exercise), and the
 * teacher's replay of the completion codes (--grade).
 */
#ifndef MAZEVIZ_EXERCISE_CLI_H
#define MAZEVIZ_EXERCISE_CLI_H

#include "settings/args.h"
#include "settings/grid_cli.h"

/* --headless --exercise: plays it on stdin and stdout; returns the exit code. */
int exercise_cli_run(const cli_args *a);

/* --grade FILE: one CSV row per code (to stdout or --output, all or nothing); returns the exit code. */
int grade_run(const cli_args *a, const cli_picture_hooks *hooks);

#endif
