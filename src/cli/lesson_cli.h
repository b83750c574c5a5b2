/*
 * lesson_cli.h - lessons from the command line: --lesson NAME found on
 * disk or built in, the lesson's mistakes, the flags given with it tried
 * on every slide, --check and --list-lessons.
 */
#ifndef MAZEVIZ_LESSON_CLI_H
#define MAZEVIZ_LESSON_CLI_H

#include "settings/lesson.h"

/*
 * The lesson --lesson NAME names (lesson_open): a path, else a file in
 * $MAZEVIZ_DATADIR/lessons/, the installed lessons' directory, or beside
 * the program (../share/mazeviz/lessons/, ../data/lessons/ of a build
 * tree), else a built-in lesson. NULL after printing why (one line: where
 * it looked).
 */
lesson *lesson_cli_open(const char *name);

/* Prints the lesson's mistakes, "mazeviz: FILE:LINE: what" each; returns whether it has none. */
bool lesson_cli_report(const lesson *l);

/*
 * Every slide under argv's flags (as lesson_slide_args() applies them):
 * prints "FILE:LINE: why" for each slide that does not take them (--steps
 * where a slide has until, say); returns whether all do.
 */
bool lesson_cli_flags(const lesson *l, int argc, char **argv);

/* --check: the mistakes, the flags on every slide and every until reached; the exit code (0, or 2). */
int lesson_cli_check(const lesson *l, int argc, char **argv);

/* --list-lessons: "name<TAB>title in --lang<TAB>slides<TAB>where", built-in lessons first; the exit code. */
int lesson_cli_list(const cli_args *a);

#endif
