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

/*
 * Slide i's run can be made (its mask read, its grid fits: cli_prepare says
 * why not) and reaches its until (a slide that does not would open at its
 * run's end: said at the until: line). A slide that does not take the
 * flags is lesson_cli_flags()'s to report.
 */
static bool slide_runs(const lesson *l, size_t i, int argc, char **argv, cli_args *b)
{
    const lesson_slide *s = &l->slides[i];
    char err[768], until[CLI_ESCAPE_MAX + 16];
    uint64_t step, found = 0;
    bool ok = !lesson_slide_args(l, i, argc, argv, b, err, sizeof err) || cli_prepare(b, &app_picture_hooks) == 0;
    if (ok && b->until && (found = cli_until_step(b, b->seed, &step)) < b->until_n) {
        cli_escape(until, sizeof until, b->until);
        fprintf(stderr, "mazeviz: %s:%d: until %s: this run (seed %" PRIu64 ") raises it %" PRIu64 " time%s\n",
                l->shown, s->stop_line ? s->stop_line : s->line, until, b->seed, found, found == 1 ? "" : "s");
        ok = false;
    }
    cli_release(b);
    return ok;
}

int lesson_cli_check(const lesson *l, int argc, char **argv)
{
    cli_args *b = malloc(sizeof *b);
    bool ok = lesson_cli_report(l) && b;
    if (!b)
        fprintf(stderr, "mazeviz: no memory to check %s\n", l->shown);
    ok = lesson_cli_flags(l, argc, argv) && ok;
    for (size_t i = 0; b && i < l->n; i++)
        ok = slide_runs(l, i, argc, argv, b) && ok;
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
