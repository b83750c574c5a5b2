/*
 * lesson_cli.c - lessons from the command line (lesson_cli.h): where
 * --lesson NAME looks, what --check reports (every mistake, not the
 * first), and --list-lessons.
 */
#define _POSIX_C_SOURCE 200809L
#include "lesson_cli.h"

#include <dirent.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app_run.h"
#include "mazeviz_config.h"
#include "settings/chain.h"
#include "settings/grid_cli.h"
#include "settings/state.h"

enum { DIRS = 4, DIR_MAX = 1100 };

/* The directories a lesson's name is looked for in, in order; returns how many. */
static size_t lesson_dirs(char buf[DIRS][DIR_MAX], const char *dirs[DIRS])
{
    char exe[1024] = "";
    ssize_t k = readlink("/proc/self/exe", exe, sizeof exe - 1);
    char *slash = k > 0 ? (exe[k] = '\0', strrchr(exe, '/')) : NULL;
    const char *env = getenv("MAZEVIZ_DATADIR");
    size_t n = 0;
    if (env && *env)
        snprintf(buf[n++], DIR_MAX, "%s/lessons", env);
    snprintf(buf[n++], DIR_MAX, "%s/lessons", MAZEVIZ_DATADIR);
    if (slash) { /* a moved installation, or a build directory in the source tree */
        slash[1] = '\0';
        snprintf(buf[n++], DIR_MAX, "%s../share/mazeviz/lessons", exe);
        snprintf(buf[n++], DIR_MAX, "%s../data/lessons", exe);
    }
    for (size_t i = 0; i < n; i++)
        dirs[i] = buf[i];
    return n;
}

lesson *lesson_cli_open(const char *name)
{
    char buf[DIRS][DIR_MAX], err[2048];
    const char *dirs[DIRS];
    size_t n = lesson_dirs(buf, dirs);
    lesson *l = lesson_open(name, dirs, n, err, sizeof err);
    if (!l)
        fprintf(stderr, "mazeviz: %s\n", err);
    return l;
}

bool lesson_cli_report(const lesson *l)
{
    for (const char *s = l->report, *nl; *s; s = nl + 1) {
        nl = strchr(s, '\n');
        fprintf(stderr, "mazeviz: %.*s\n", (int)(nl - s), s);
    }
    if (l->mistakes > l->reported)
        fprintf(stderr, "mazeviz: %s: %zu more mistake%s\n", l->shown, l->mistakes - l->reported,
                l->mistakes - l->reported == 1 ? "" : "s");
    return l->mistakes == 0;
}

/* Slide i under the flags into b; prints "FILE:LINE: why" and returns false when it does not take them. */
static bool slide_takes(const lesson *l, size_t i, int argc, char **argv, cli_args *b)
{
    char err[768];
    if (lesson_slide_args(l, i, argc, argv, b, err, sizeof err))
        return true;
    fprintf(stderr, "mazeviz: %s:%d: %s\n", l->shown, l->slides[i].line, err);
    return false;
}

bool lesson_cli_flags(const lesson *l, int argc, char **argv)
{
    cli_args *b = malloc(sizeof *b);
    bool ok = b != NULL;
    if (!b)
        fprintf(stderr, "mazeviz: no memory to check %s\n", l->shown);
    for (size_t i = 0; b && i < l->n; i++) {
        ok = slide_takes(l, i, argc, argv, b) && ok;
        cli_release(b);
    }
    free(b);
    return ok;
}

/* Where a slide stops, to compare with the slide before it. */
typedef struct stop {
    bool known;                /* it stops at an event or a step */
    uint64_t step;             /* the step it stops at */
    char run[CLI_STATE_MAX];   /* its run: its state without the step */
} stop;

/* The run of b without its step or until, as the state string names it. */
static void run_of(const cli_args *b, stop *st)
{
    cli_args *r = malloc(sizeof *r);
    st->known = r != NULL;
    if (!r)
        return;
    *r = *b;
    r->until = NULL;
    r->until_event = -1;
    r->steps_given = false;
    r->back = 0;
    st->known = cli_state_format(r, st->run, sizeof st->run);
    free(r);
}

/*
 * Slide i's run can be made (its mask read, its grid fits: cli_prepare says
 * why not) and reaches its until (a slide that does not would open at its
 * run's end: said at the until: line). *st gets where it stops. A slide
 * that does not take the flags is lesson_cli_flags()'s to report.
 */
static bool slide_runs(const lesson *l, size_t i, int argc, char **argv, cli_args *b, stop *st)
{
    const lesson_slide *s = &l->slides[i];
    char err[768], until[CLI_ESCAPE_MAX + 16];
    uint64_t found = 0;
    st->known = false;
    bool ok = !lesson_slide_args(l, i, argc, argv, b, err, sizeof err) || cli_prepare(b, &app_picture_hooks) == 0;
    if (ok && b->until && (found = cli_until_step(b, b->seed, &st->step)) < b->until_n) {
        cli_escape(until, sizeof until, b->until);
        fprintf(stderr, "mazeviz: %s:%d: until %s: this run (seed %" PRIu64 ") raises it %" PRIu64 " time%s\n",
                l->shown, s->stop_line ? s->stop_line : s->line, until, b->seed, found, found == 1 ? "" : "s");
        ok = false;
    } else if (ok && (b->until || b->steps_given)) {
        st->step = b->until ? st->step : b->steps;
        run_of(b, st);
    }
    cli_release(b);
    return ok;
}

/* A slide that stops earlier in the run the slide before it stopped in: the class would see time go back. */
static bool in_order(const lesson *l, size_t i, const stop *before, const stop *now)
{
    const lesson_slide *s = &l->slides[i];
    if (!before->known || !now->known || now->step >= before->step || strcmp(before->run, now->run) != 0)
        return true;
    fprintf(stderr, "mazeviz: %s:%d: this slide stops at step %" PRIu64 ", before the slide at line %d (step %" PRIu64
                    ") in the same run: the run would go back; put the slides in the order of their steps\n",
            l->shown, s->stop_line ? s->stop_line : s->line, now->step, l->slides[i - 1].line, before->step);
    return false;
}

int lesson_cli_check(const lesson *l, int argc, char **argv)
{
    cli_args *b = malloc(sizeof *b);
    stop *st = calloc(2, sizeof *st);
    bool ok = lesson_cli_report(l) && b && st;
    if (!b || !st)
        fprintf(stderr, "mazeviz: no memory to check %s\n", l->shown);
    ok = lesson_cli_flags(l, argc, argv) && ok;
    for (size_t i = 0; b && st && i < l->n; i++) {
        stop *now = &st[i % 2], *before = &st[(i + 1) % 2];
        ok = slide_runs(l, i, argc, argv, b, now) && ok;
        ok = (i == 0 || in_order(l, i, before, now)) && ok;
    }
    free(st);
    free(b);
    if (ok)
        printf("%zu slide%s\n", l->n, l->n == 1 ? "" : "s");
    return ok ? 0 : 2;
}

/* One line of --list-lessons; the lesson is freed. */
static void list_line(const char *name, lesson *l, const char *where, int lang)
{
    char n[CLI_ESCAPE_MAX + 16], title[CLI_ESCAPE_MAX + 16];
    cli_escape(n, sizeof n, name);
    cli_escape(title, sizeof title, l->title[lang][0] ? l->title[lang] : l->title[0][0] ? l->title[0] : "-");
    if (l->mistakes)
        printf("%s\t%s\t%zu\t%s (%zu mistake%s: mazeviz --lesson %s --check)\n", n, title, l->n, where, l->mistakes,
               l->mistakes == 1 ? "" : "s", n);
    else
        printf("%s\t%s\t%zu\t%s\n", n, title, l->n, where);
    lesson_free(l);
}

/* Whether name is among the first n of names. */
static bool listed(char (*names)[256], size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(names[i], name) == 0)
            return true;
    return false;
}

/* The *.lesson files of dir not listed yet, in the order of their names; returns how many names are listed now. */
static size_t list_dir(const char *dir, char (*names)[256], size_t n, size_t most, int lang)
{
    struct dirent **e;
    int k = scandir(dir, &e, NULL, alphasort);
    char err[768], path[DIR_MAX + 300];
    for (int i = 0; i < k; i++) {
        size_t len = strlen(e[i]->d_name);
        if (len > 7 && len - 7 < 256 && strcmp(e[i]->d_name + len - 7, ".lesson") == 0 && n < most) {
            snprintf(names[n], 256, "%.*s", (int)(len - 7), e[i]->d_name);
            snprintf(path, sizeof path, "%s/%s", dir, e[i]->d_name);
            lesson *l = listed(names, n, names[n]) ? NULL : lesson_load(path, err, sizeof err);
            if (l) {
                char where[CLI_ESCAPE_MAX + 16];
                cli_escape(where, sizeof where, path);
                list_line(names[n++], l, where, lang);
            }
        }
        free(e[i]);
    }
    if (k >= 0)
        free(e);
    return n;
}

int lesson_cli_list(const cli_args *a)
{
    enum { MOST = 200 };
    char (*names)[256] = calloc(MOST, sizeof *names), buf[DIRS][DIR_MAX], err[2048];
    const char *dirs[DIRS];
    size_t nd = lesson_dirs(buf, dirs), n = 0;
    int lang = cli_lang_resolved(a->lang);
    if (!names) {
        fputs("mazeviz: no memory for the list of lessons\n", stderr);
        return 1;
    }
    for (size_t i = 0; i < lesson_builtin_count() && n < MOST; i++) { /* as --lesson NAME opens it */
        const char *name = lesson_builtin_name(i);
        lesson *l = lesson_open(name, dirs, nd, err, sizeof err);
        if (!l) {
            fprintf(stderr, "mazeviz: %s\n", err);
            free(names);
            return 1;
        }
        char where[CLI_ESCAPE_MAX + 16];
        cli_escape(where, sizeof where, l->path);
        snprintf(names[n], 256, "%s", name);
        list_line(names[n++], l, l->built_in ? "built in" : where, lang);
    }
    for (size_t i = 0; i < nd; i++)
        n = list_dir(dirs[i], names, n, MOST, lang);
    free(names);
    return 0;
}
