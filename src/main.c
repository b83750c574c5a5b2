/*
 * main.c - mazeviz: parse the command line, then hand over to the window,
 * the screenshot or GIF renderer, or the headless CLI.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "app/app_run.h"
#include "app/platform.h"
#include "settings/args.h"
#include "settings/chain.h"
#include "settings/grid_cli.h"
#include "cli/exercise_cli.h"
#include "cli/headless.h"
#include "cli/lesson_cli.h"
#include "cli/serve_cli.h"
#include "cli/lab_cli.h"
#include "cli/solver_table.h"
#include "cli/stats_cli.h"
#include "mazeviz_config.h"
#include "settings/state.h"

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

/* --print-state: the canonical state string of the other options (a random seed settled here). */
static int print_state(const cli_args *args)
{
    cli_args a = *args;
    char buf[CLI_STATE_MAX * 3];
    if (!a.seed_given)
        a.seed = cli_random_seed();
    if (!cli_state_format(&a, buf, sizeof buf)) {
        fprintf(stderr, "mazeviz: --print-state: the state string is longer than %d bytes, the most --state reads\n",
                CLI_STATE_MAX - 1);
        return 2;
    }
    puts(buf);
    return 0;
}

/* The window, serving a class with --serve (the site found first: none is a usage error). */
static int run_window(const cli_args *a)
{
    char site[1200];
    if (!a->serve)
        return app_run_window(a);
    if (!serve_site(a, site, sizeof site))
        return 2;
    cli_args with_site = *a;
    with_site.site = site;
    return app_run_window(&with_site);
}

static int run(const cli_args *a)
{
#ifdef __EMSCRIPTEN__
    /*
     * A tab runs only the window: the page's query string is a state
     * (platform_web.c), never a headless mode or --help. Leaving them out
     * here leaves the headless CLI's code and the help text out of the wasm.
     */
    (void)print_state;
    return a->mode == RUN_WINDOW && !a->print_state ? run_window(a) : 2;
#else
    if (a->print_state)
        return print_state(a);
    switch (a->mode) {
    case RUN_HELP:
        fputs(cli_usage, stdout);
        fputs(cli_usage_more, stdout);
        fputs(cli_usage_events, stdout);
        fputs(cli_usage_state, stdout);
        fputs(cli_usage_exercise, stdout);
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
    case RUN_LIST_CHALLENGES:
        return headless_list_challenges();
    case RUN_LIST_EVENTS:
        return headless_list_events(a);
    case RUN_LESSON_CHECK:
        return 1; /* run_lesson() */
    case RUN_LIST_LESSONS:
        return lesson_cli_list(a);
    case RUN_HEADLESS:
        return a->serve ? serve_run(a, &app_picture_hooks) : a->exercise ? exercise_cli_run(a) : headless_run(a);
    case RUN_GRADE:
        return grade_run(a, &app_picture_hooks);
    case RUN_STATS:
        return stats_run(a);
    case RUN_UNIFORMITY:
        return uniformity_run(a);
    case RUN_SOLVER_TABLE:
        return solver_table_run(a);
    case RUN_WINDOW:
        return run_window(a);
    case RUN_SCREENSHOT:
        return app_run_screenshot(a);
    case RUN_GIF:
        return app_run_gif(a);
    }
    return 1;
#endif
}

/*
 * --lesson NAME: --check, or slide N (--slide, default 1) as the other
 * flags ask: its state, the flags over it, its note. A lesson with a
 * mistake is not shown; the window, which turns to every slide, first
 * tries the flags on each.
 */
static int run_lesson(const cli_args *a, int argc, char **argv)
{
    lesson *l = lesson_cli_open(a->lesson);
    if (!l)
        return 2;
    int rc = 2;
    cli_args *b = calloc(1, sizeof *b);
    size_t i = a->slide ? (size_t)(a->slide - 1) : 0;
    char err[768];
    if (a->mode == RUN_LESSON_CHECK) {
        rc = lesson_cli_check(l, argc, argv);
    } else if (!lesson_cli_report(l)) {
        rc = 2;
    } else if (i >= l->n) {
        fprintf(stderr, "mazeviz: --slide %" PRIu64 ": %s has %zu slide%s\n", a->slide, l->shown, l->n,
                l->n == 1 ? "" : "s");
    } else if (a->mode == RUN_WINDOW && !a->print_state && !lesson_cli_flags(l, argc, argv)) {
        rc = 2; /* the window turns to every slide: each must take the flags */
    } else if (!b || !lesson_slide_args(l, i, argc, argv, b, err, sizeof err)) {
        fprintf(stderr, "mazeviz: %s:%d: %s\n", l->shown, l->slides[i].line, b ? err : "no memory");
    } else if ((rc = cli_prepare(b, &app_picture_hooks)) == 0) {
        rc = b->mode == RUN_WINDOW && !b->print_state ? app_run_lesson(b, l, i, argc, argv) : run(b);
    }
    if (b)
        cli_release(b);
    free(b);
    lesson_free(l);
    return rc;
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
    int rc = a.lesson ? run_lesson(&a, argc, argv) : cli_prepare(&a, &app_picture_hooks);
    if (rc == 0 && !a.lesson)
        rc = run(&a);
    cli_release(&a);
    return finish_stdout(rc, stdout_open);
}
