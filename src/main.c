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
#include "cli/headless.h"
#include "cli/serve_cli.h"
#include "settings/lesson.h"
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

static int run(const cli_args *a)
{
    if (a->print_state)
        return print_state(a);
    switch (a->mode) {
    case RUN_HELP:
        fputs(cli_usage, stdout);
        fputs(cli_usage_more, stdout);
        fputs(cli_usage_events, stdout);
        fputs(cli_usage_state, stdout);
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
    case RUN_LESSON_CHECK:
        return 1; /* run_lesson() */
    case RUN_HEADLESS:
        return a->serve ? serve_run(a) : headless_run(a);
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

/*
 * --until of every slide: the run reaches it (a slide that does not would
 * open at its run's end). One line per slide that does not; false then.
 */
static bool check_slides(const lesson *l, int argc, char **argv)
{
    bool ok = true;
    for (size_t i = 0; i < l->n; i++) {
        cli_args *b = malloc(sizeof *b);
        char err[768];
        uint64_t step;
        if (!b || !lesson_slide_args(l, i, argc, argv, b, err, sizeof err)) {
            fprintf(stderr, "mazeviz: %s:%d: %s\n", l->path, l->slides[i].line, b ? err : "no memory");
            ok = false;
        } else if (b->until && cli_prepare(b, &app_picture_hooks) == 0) {
            uint64_t found = cli_until_step(b, b->seed, &step);
            if (found < b->until_n) {
                fprintf(stderr, "mazeviz: %s:%d: until %s: this run (seed %" PRIu64 ") raises it %" PRIu64
                                " time%s\n", l->path, l->slides[i].line, b->until, b->seed, found, found == 1 ? "" : "s");
                ok = false;
            }
        }
        if (b)
            cli_release(b);
        free(b);
    }
    return ok;
}

/* path when it is a readable file. */
static bool try_lesson(char *buf, size_t len, const char *dir, const char *sub, const char *name, const char *ext)
{
    int n = snprintf(buf, len, "%s%s%s%s", dir, sub, name, ext);
    return dir && *dir && n > 0 && (size_t)n < len && access(buf, R_OK) == 0;
}

/*
 * A shipped lesson by name ("wilson" or "wilson.lesson") when no file of
 * that name is here: $MAZEVIZ_DATADIR/lessons/, the installed data
 * directory, then beside the program (a moved installation, or a build
 * directory in the source tree). Else name itself, for the error.
 */
static const char *find_lesson(const char *name, char *buf, size_t len)
{
    char exe[1024] = "";
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    char *slash = n > 0 ? (exe[n] = '\0', strrchr(exe, '/')) : NULL;
    if (slash)
        slash[1] = '\0';
    if (strchr(name, '/') || access(name, F_OK) == 0)
        return name;
    for (int e = 0; e < 2; e++) {
        const char *ext = e ? ".lesson" : "";
        if (try_lesson(buf, len, getenv("MAZEVIZ_DATADIR"), "/lessons/", name, ext) ||
            try_lesson(buf, len, MAZEVIZ_DATADIR, "/lessons/", name, ext) ||
            try_lesson(buf, len, exe, "../share/mazeviz/lessons/", name, ext) ||
            try_lesson(buf, len, exe, "../data/lessons/", name, ext))
            return buf;
    }
    return name;
}

/*
 * --lesson FILE: --check, or slide N (--slide, default 1) as the other
 * flags ask: its state, the flags over it, its note.
 */
static int run_lesson(const cli_args *a, int argc, char **argv)
{
    char err[768], path[1200];
    lesson *l = lesson_load(find_lesson(a->lesson, path, sizeof path), err, sizeof err);
    if (!l) {
        fprintf(stderr, "mazeviz: %s\n", err);
        return 2;
    }
    int rc = 2;
    cli_args *b = calloc(1, sizeof *b);
    size_t i = a->slide ? (size_t)(a->slide - 1) : 0;
    if (a->mode == RUN_LESSON_CHECK) {
        rc = check_slides(l, argc, argv) ? 0 : 2;
        if (rc == 0)
            printf("%zu slides\n", l->n);
    } else if (i >= l->n) {
        fprintf(stderr, "mazeviz: --slide %" PRIu64 ": %s has %zu slides\n", a->slide, l->path, l->n);
    } else if (!b || !lesson_slide_args(l, i, argc, argv, b, err, sizeof err)) {
        fprintf(stderr, "mazeviz: %s:%d: %s\n", l->path, l->slides[i].line, b ? err : "no memory");
    } else if ((rc = cli_prepare(b, &app_picture_hooks)) == 0) {
        if (b->mode == RUN_WINDOW && !b->print_state)
            app_lesson_present(l, i, argc, argv);
        rc = run(b);
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
