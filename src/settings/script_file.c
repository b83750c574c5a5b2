/*
 * script_file.c - the scripts of a command line (script_file.h): read as a
 * regular file of bounded size, compiled, and tried once on the run's own
 * grid and seed.
 */
#include "script_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid_cli.h"
#include "mask_file.h"
#include "mazeviz/gen.h"
#include "mazeviz/script.h"

static int load_one(const char *path, const char *flag, script_kind kind, script **out, char *err, size_t len)
{
    char *buf;
    size_t n;
    if (!cli_read_file(path, flag, SCRIPT_FILE_MAX, &buf, &n, err, len))
        return 2;
    char name[CLI_ESCAPE_MAX + 16];
    cli_escape(name, sizeof name, path);
    *out = script_load(name, buf, n, kind, err, len);
    free(buf);
    if (*out)
        return 0;
    return strcmp(err, "out of memory") == 0 ? 1 : 2;
}

/* One run of the chain up to the script on a's grid: its error, if it ends in one. */
static int try_once(const cli_args *a, char *err, size_t len)
{
    maze *m = cli_maze(a);
    if (!m) {
        snprintf(err, len, "out of memory");
        return 1;
    }
    int rc = 0;
    sm *g = sm_create(a->algo, m, a->seed, &a->settings);
    if (g)
        sm_finish(g);
    const char *e = g ? script_error(g) : NULL;
    if (!g) {
        snprintf(err, len, "out of memory");
        rc = 1;
    } else if (e) {
        snprintf(err, len, "%s", e);
        rc = 2;
    }
    sm_destroy(g);
    if (rc == 0 && a->solve_script) {
        sm_settings s = a->solver_settings;
        s.from = a->from;
        s.to = a->to;
        g = sm_create(a->solver, m, 0, &s);
        if (g)
            sm_finish(g);
        e = g ? script_error(g) : NULL;
        if (!g || e) {
            snprintf(err, len, "%s", e ? e : "out of memory");
            rc = e ? 2 : 1;
        }
        sm_destroy(g);
    }
    maze_destroy(m);
    return rc;
}

int cli_load_scripts(cli_args *a, char *err, size_t len)
{
    int rc = 0;
    if (a->script_text && !a->script && !(a->script = script_load(a->script_file, a->script_text, a->script_text_len,
                                                                   SCRIPT_GENERATOR, err, len)))
        return strcmp(err, "out of memory") == 0 ? 1 : 2; /* a state's script=: its source is here */
    if (a->script_file && !a->script &&
        (rc = load_one(a->script_file, "--script", SCRIPT_GENERATOR, &a->script, err, len)) != 0)
        return rc;
    if (a->script)
        a->algo = script_algo(a->script);
    for (int i = 0; a->script && i < a->compare_n; i++)
        if (a->compare[i] == script_model(SCRIPT_GENERATOR))
            a->compare[i] = script_algo(a->script);
    if (a->solve_script_text && !a->solve_script &&
        !(a->solve_script = script_load(a->solve_script_file, a->solve_script_text, a->solve_script_text_len,
                                        SCRIPT_SOLVER, err, len)))
        return strcmp(err, "out of memory") == 0 ? 1 : 2; /* a state's solve-script=: its source is here */
    if (a->solve_script_file && !a->solve_script &&
        (rc = load_one(a->solve_script_file, "--solve", SCRIPT_SOLVER, &a->solve_script, err, len)) != 0)
        return rc;
    if (a->solve_script)
        a->solver = script_algo(a->solve_script);
    if ((!a->script && !a->solve_script) || a->mode == RUN_WINDOW)
        return 0; /* the window shows a run's error on screen and keeps running */
    return try_once(a, err, len);
}

int cli_reload_script(const char *path, script **out, char *err, size_t len)
{
    return load_one(path, "--script", SCRIPT_GENERATOR, out, err, len);
}

void cli_release_scripts(cli_args *a)
{
    if (a->script)
        a->algo = script_model(SCRIPT_GENERATOR);
    if (a->solve_script)
        a->solver = script_model(SCRIPT_SOLVER);
    script_free(a->script);
    script_free(a->solve_script);
    a->script = a->solve_script = NULL;
}

const char *cli_script_error(const sm *g) { return script_error(g); }
