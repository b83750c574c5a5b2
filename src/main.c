/*
 * main.c - mazeviz: parse the command line, then hand over to the window,
 * the screenshot or GIF renderer, or the headless CLI.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "app/app_run.h"
#include "app/platform.h"
#include "cli/args.h"
#include "cli/headless.h"
#include "cli/lab_cli.h"
#include "cli/solver_table.h"
#include "cli/stats_cli.h"

/*
 * The final flush and close of standard output: a full disk or a closed
 * stdout is one line and exit 1, unless the mode already reported an
 * error. A reader that went away (EPIPE, when SIGPIPE is ignored; else
 * SIGPIPE ends us before this) ends the run quietly with exit 1, like other
 * Unix tools.
 */
static int finish_stdout(int rc, bool was_open)
{
    bool bad = fflush(stdout) != 0 || ferror(stdout);
    int e = errno;
    if (was_open && fclose(stdout) != 0 && !bad) {
        bad = true;
        e = errno;
    }
    if (!bad || rc != 0)
        return rc;
    if (e != EPIPE)
        fprintf(stderr, "mazeviz: writing standard output failed: %s\n", strerror(e));
    return 1;
}

static int run(const cli_args *a)
{
    switch (a->mode) {
    case RUN_HELP:
        fputs(cli_usage, stdout);
        fputs(cli_usage_more, stdout);
        return 0;
    case RUN_VERSION:
        printf("mazeviz %s\n", MAZEVIZ_VERSION);
        return 0;
    case RUN_LIST:
        return headless_list_algos();
    case RUN_LIST_SOLVERS:
        return headless_list_solvers();
    case RUN_LIST_GRIDS:
        return headless_list_grids();
    case RUN_LIST_EVENTS:
        return headless_list_events(a);
    case RUN_HEADLESS:
        return headless_run(a);
    case RUN_STATS:
        return stats_run(a);
    case RUN_UNIFORMITY:
        return uniformity_run(a);
    case RUN_SOLVER_TABLE:
        return solver_table_run(a);
    case RUN_WINDOW:
        return app_run_window(a);
    case RUN_SCREENSHOT:
        return app_run_screenshot(a);
    case RUN_GIF:
        return app_run_gif(a);
    }
    return 1;
}

int main(int argc, char **argv)
{
    cli_args a;
    char err[768];
    bool stdout_open = fcntl(STDOUT_FILENO, F_GETFD) != -1; /* else fd 1 may be reused for a file */
    platform_args(&argc, &argv); /* the web: the page's query string */
    if (!cli_parse(argc, argv, &a, err, sizeof err)) {
        fprintf(stderr, "mazeviz: %s\n", err);
        return 2;
    }
    int rc = cli_prepare(&a, &app_picture_hooks);
    if (rc == 0)
        rc = run(&a);
    cli_release(&a);
    return finish_stdout(rc, stdout_open);
}
