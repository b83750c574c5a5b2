/*
 * serve_cli.h - mazeviz --headless --serve [ADDR:]PORT: the class server
 * alone, driven from a teacher's browser (the teacher URL).
 */
#ifndef MAZEVIZ_SERVE_CLI_H
#define MAZEVIZ_SERVE_CLI_H

#include "settings/args.h"
#include "settings/grid_cli.h"

/*
 * Serves until SIGINT, SIGTERM or the teacher's "end": prints "join URL"
 * and "teacher URL" lines on standard output, then writes --class-report
 * when the session ends. hooks read the mask pictures of the exercises the
 * teacher sets. Returns the exit code (2: cannot serve).
 */
int serve_run(const cli_args *a, const cli_picture_hooks *hooks);

/*
 * The site to serve into out: --site, else the installed one, else the
 * source tree's build-web/site; false, after one line on stderr, when
 * there is none.
 */
bool serve_site(const cli_args *a, char *out, size_t len);

#endif
