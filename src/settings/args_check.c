/*
 * args_check.c - the checks across flags, once every flag is read (each
 * flag's own value is its handler's, args_flags.c): whether a flag goes
 * with the run it was given for (the run's context, and each row's
 * contexts in the flag table), the --opt values once the algorithms are
 * known, the size in the grid's terms, formats, start and goal, the
 * window's modes, --until's event, exercises. Each failure is one line.
 */
#define _POSIX_C_SOURCE 200809L
#include "args.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args_impl.h"
#include "mazeviz/challenge.h"
#include "code.h"
#include "grid_cli.h"
#include "mazeviz/maze.h"
#include "mazeviz/script.h"
#include "export/svg.h"

#define fail args_fail

/* How messages name a context: "--size does not go with --screenshot --lab". */
static const char *const context_names[CTX_COUNT] = {
    "the window", "--compare", "--compare-solvers", "--lab",
    "--screenshot", "--screenshot --compare", "--screenshot --compare-solvers", "--screenshot --lab",
    "--gif", "--headless", "--format svg", "--headless --trace", "--headless --exercise", "--stats",
    "--uniformity", "--solver-table", "--list-algos", "--list-solvers", "--list-grids", "--list-events",
    "--help", "--version", "--check", "--list-lessons", "--headless --serve", "--grade", "--list-challenges",
};

static args_context context_of(const cli_args *a)
{
    switch (a->mode) {
    case RUN_WINDOW:
        return a->lab                  ? CTX_WINDOW_LAB
             : a->compare_n            ? CTX_WINDOW_COMPARE
             : a->compare_solvers_n    ? CTX_WINDOW_RACE
                                       : CTX_WINDOW;
    case RUN_SCREENSHOT:
        return a->lab                  ? CTX_SCREENSHOT_LAB
             : a->compare_n            ? CTX_SCREENSHOT_COMPARE
             : a->compare_solvers_n    ? CTX_SCREENSHOT_RACE
                                       : CTX_SCREENSHOT;
    case RUN_HEADLESS:
        if (a->serve)
            return CTX_SERVE;
        if (a->exercise)
            return CTX_EXERCISE;
        if (a->trace)
            return CTX_HEADLESS_TRACE;
        /* a grid other than the rectangle draws SVG unless --format says otherwise (check_grid) */
        return a->format == FORMAT_SVG || (!grid_offers(a->grid, GRID_CAP_TEXT, false) && !a->format_given) ? CTX_HEADLESS_SVG
                                                                                     : CTX_HEADLESS;
    case RUN_GIF: return CTX_GIF;
    case RUN_STATS: return CTX_STATS;
    case RUN_UNIFORMITY: return CTX_UNIFORMITY;
    case RUN_SOLVER_TABLE: return CTX_SOLVER_TABLE;
    case RUN_LIST: return CTX_LIST;
    case RUN_LIST_SOLVERS: return CTX_LIST_SOLVERS;
    case RUN_LIST_GRIDS: return CTX_LIST_GRIDS;
    case RUN_LIST_EVENTS: return CTX_LIST_EVENTS;
    case RUN_HELP: return CTX_HELP;
    case RUN_VERSION: return CTX_VERSION;
    case RUN_LESSON_CHECK: return CTX_LESSON_CHECK;
    case RUN_GRADE: return CTX_GRADE;
    case RUN_LIST_LESSONS: return CTX_LIST_LESSONS;
    case RUN_LIST_CHALLENGES: return CTX_LIST_CHALLENGES;
    }
    return CTX_HELP;
}

bool cli_flag_goes(const char *flag, const cli_args *a, run_mode mode)
{
    cli_args in = *a;
    in.mode = mode;
    args_context ctx = context_of(&in);
    for (size_t i = 0; i < args_nflags; i++)
        if (strcmp(args_flags[i].name, flag) == 0)
            return args_flags[i].contexts >> ctx & 1;
    return false;
}

/*
 * --from / --to once the grid is known: cells of it, and not the same cell
 * (with a mask cli_prepare checks that once the grid is made).
 */
static bool check_ends(parse_state *p)
{
    cli_args *a = p->a;
    if ((a->from_arg || a->to_arg) && !a->solver && !a->compare_solvers_n && a->mode != RUN_STATS && !a->check_maze &&
        a->mode != RUN_WINDOW && a->mode != RUN_SOLVER_TABLE)
        return fail(p, "%s needs --solve %s", a->from_arg ? "--from" : "--to", "SOLVER");
    if (a->mask_file || a->mask_text || a->load)
        return true; /* the size may be the mask's or the file's */
    return cli_resolve_ends(a, NULL, p->err, p->errlen);
}

/*
 * A given maze (--load FILE, or --walls / walls=): the flags in makers
 * (a NULL-ended list), which would make a maze another way, are refused
 * with it, and so is an --opt other than braid=P (the maze is given, not
 * generated; braiding it still works). with names the source in messages,
 * gives says what it gives, made how the maze comes (no '%' in them).
 */
static bool check_given_maze(parse_state *p, const bool *given, const char *const *makers, const char *with,
                             const char *gives, const char *made)
{
    cli_args *a = p->a;
    char fmt[160];
    snprintf(fmt, sizeof fmt, "%%s does not go with %s: %s%%s", with, gives);
    for (size_t i = 0; i < args_nflags; i++)
        for (size_t k = 0; makers[k]; k++)
            if (given[i] && strcmp(args_flags[i].name, makers[k]) == 0)
                return fail(p, fmt, makers[k], "");
    snprintf(fmt, sizeof fmt, "bad --opt '%%s': with %s only braid=P and sparse=N (%s)%%s", with, made);
    for (size_t i = 0; i < a->nopts; i++)
        if (strncmp(a->opts[i], "braid=", 6) != 0 && strncmp(a->opts[i], "sparse=", 7) != 0)
            return fail(p, fmt, a->opts[i], "");
    return true;
}

/*
 * --load FILE gives the grid, its size and mask and the maze; --walls
 * (state key walls=) the maze on the grid --grid, --size and --mask name.
 * --challenge without a size sets its own.
 */
static bool check_load(parse_state *p, const bool *given)
{
    static const char *const load_makers[] = {"--algo", "--grid", "--size", "--mask", "--mask-text", "--script",
                                              "--exercise", "--state", "--moves", NULL};
    static const char *const walls_makers[] = {"--algo", "--load", "--script", "--exercise", "--moves", NULL};
    cli_args *a = p->a;
    if (a->challenge && !a->size_given && !a->load && !a->mask_file && !a->mask_text) {
        a->w = a->challenge->w; /* a generator's maze for the challenge: on its grid unless --size says otherwise */
        a->h = a->challenge->h;
        a->size_given = true;
    }
    if (a->challenge && a->check_maze)
        return fail(p, "--challenge prints its verdict%s%s", ": leave --check-maze out", "");
    if (a->check_maze && a->format_given)
        return fail(p, "--check-maze prints its own lines%s%s", ": leave --format out", "");
    if (a->walls)
        return check_given_maze(p, given, walls_makers, "walls=", "the walls give the maze", "the maze is given, not made");
    if (a->load)
        return check_given_maze(p, given, load_makers, "--load", "the file gives the grid and the maze",
                                "the maze is read, not made");
    return true;
}

/* What algorithm a allows for --opt, as "key=v1|v2; key2=..." */
static void allowed_opts(const gen_algo *a, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t k = 0; k < a->n_options && used < len; k++) {
        const gen_option *o = &a->options[k];
        used += (size_t)snprintf(buf + used, len - used, "%s%s=", k ? "; " : "", o->key);
        for (size_t v = 0; o->values[v] && used < len; v++)
            used += (size_t)snprintf(buf + used, len - used, "%s%s", v ? "|" : "", o->values[v]);
        if (o->most && used < len)
            used += (size_t)snprintf(buf + used, len - used, "|0..%" PRIu64, o->most);
    }
    snprintf(buf + (used < len ? used : len - 1), len - (used < len ? used : len - 1),
             "%sbraid=0..100; sparse=0..10000; unicursal=on|off", a->n_options ? "; " : "");
}

/*
 * Whether the --opt values go to several algorithms, each taking the ones
 * it has: every algorithm for --stats without --algo, the panes of
 * --compare. Otherwise they go to --algo alone.
 */
static bool opts_for_many(const cli_args *c)
{
    return (c->mode == RUN_STATS && !c->algo_given) || c->compare_n > 0;
}

/* Whether one of the algorithms opts_for_many() names takes opt. */
static bool some_algo_takes(const cli_args *c, const char *opt)
{
    size_t n = c->compare_n > 0 ? (size_t)c->compare_n : gen_algo_count;
    for (size_t i = 0; i < n; i++) {
        gen_settings s = gen_default_settings();
        if (gen_parse_option(c->compare_n > 0 ? c->compare[i] : gen_algos[i], opt, &s))
            return true;
    }
    return false;
}

/* --opt braid=P: every generator takes it (where it applies: see the flags table). */
static bool apply_braid(parse_state *p, const char *opt)
{
    uint64_t pct;
    if (!args_parse_u64(opt + 6, 0, 100, &pct))
        return fail(p, "bad --opt '%s': %s", opt, "braid takes a percentage, a whole number from 0 to 100");
    p->a->braid = (unsigned)pct;
    return true;
}

/* --opt sparse=N: N passes of sparseness after any generator (src/core/gen/sparse.c). */
static bool apply_sparse(parse_state *p, const char *opt)
{
    uint64_t n;
    if (!args_parse_u64(opt + 7, 0, GEN_SPARSE_MAX, &n))
        return fail(p, "bad --opt '%s': %s", opt, "sparse takes a number of passes, a whole number from 0 to 10000");
    p->a->sparse = (unsigned)n;
    return true;
}

/*
 * --uniformity --opt KEY=A,B,...: the values of one option to sweep, one
 * lab each (the mixing lesson: steps=10,100,1000,auto). Every value is
 * checked as KEY=VALUE now; lab_cli.c applies them in turn.
 */
static bool sweep_opt(parse_state *p, const char *kv)
{
    cli_args *c = p->a;
    char v[CLI_ESCAPE_MAX + 16], one[160], allowed[512];
    cli_escape(v, sizeof v, kv);
    const char *eq = strchr(kv, '=');
    if (c->sweep)
        return fail(p, "bad --opt '%s': %s", v, "--uniformity sweeps one option at a time");
    size_t klen = eq ? (size_t)(eq - kv) : 0, n = 0;
    for (const char *at = eq ? eq + 1 : kv;;) {
        const char *comma = strchr(at, ',');
        size_t len = comma ? (size_t)(comma - at) : strlen(at);
        gen_settings s = c->settings;
        if (++n > CLI_MAX_SWEEP)
            return fail(p, "bad --opt '%s': %s", v, "a sweep takes at most 16 values");
        if (!eq || len == 0 || klen + len + 2 > sizeof one ||
            (snprintf(one, sizeof one, "%.*s=%.*s", (int)klen, kv, (int)len, at), !gen_parse_option(c->algo, one, &s))) {
            allowed_opts(c->algo, allowed, sizeof allowed);
            snprintf(p->err, p->errlen, "bad --opt '%s' for %s: a sweep is KEY=A,B,... with values allowed "
                     "for the option (%s)", v, c->algo->id, allowed);
            return false;
        }
        if (!comma)
            break;
        at = comma + 1;
    }
    c->sweep = kv;
    return true;
}

/* --plot draws a sweep, or a traced run's figures. */
static bool check_plot(parse_state *p)
{
    if (p->a->plot && p->a->mode == RUN_UNIFORMITY && !p->a->sweep)
        return fail(p, "--plot draws a sweep: %s%s", "give --opt KEY=A,B,... (e.g. steps=10,100,auto)", "");
    if (p->a->plot && p->a->mode == RUN_HEADLESS && !p->a->trace)
        return fail(p, "--plot in --headless draws a traced run's figures: %s%s", "add --trace", "");
    return true;
}

/*
 * Checks the --opt values once the algorithms are known. Where they go to
 * several algorithms (opts_for_many), an option none of them has is an
 * error; with --compare, --algo (the window's single maze after C) also
 * takes the ones it has.
 */
static bool apply_opts(parse_state *p)
{
    cli_args *c = p->a;
    bool many = opts_for_many(c);
    for (size_t i = 0; i < c->nopts; i++) {
        if (strcmp(c->opts[i], "unicursal=on") == 0 || strcmp(c->opts[i], "unicursal=off") == 0) {
            c->unicursal = c->opts[i][11] == 'n';
            continue;
        }
        if (strncmp(c->opts[i], "unicursal=", 10) == 0)
            return fail(p, "bad --opt '%s': %s", c->opts[i], "unicursal takes on or off");
        if (strncmp(c->opts[i], "braid=", 6) == 0 || strncmp(c->opts[i], "sparse=", 7) == 0) {
            if (!(c->opts[i][0] == 'b' ? apply_braid(p, c->opts[i]) : apply_sparse(p, c->opts[i])))
                return false;
            continue;
        }
        if (c->mode == RUN_UNIFORMITY && strchr(c->opts[i], ',')) {
            if (!sweep_opt(p, c->opts[i]))
                return false;
            continue;
        }
        if (many && c->compare_n > 0)
            gen_parse_option(c->algo, c->opts[i], &c->settings);
        if (many ? some_algo_takes(c, c->opts[i]) : gen_parse_option(c->algo, c->opts[i], &c->settings))
            continue;
        if (many)
            return fail(p, "bad --opt '%s': %s", c->opts[i],
                        c->compare_n > 0 ? "none of the --compare algorithms takes it (see mazeviz --list-algos)"
                                         : "no algorithm takes it (see mazeviz --list-algos)");
        char allowed[512], v[CLI_ESCAPE_MAX + 16];
        allowed_opts(c->algo, allowed, sizeof allowed);
        cli_escape(v, sizeof v, c->opts[i]);
        snprintf(p->err, p->errlen, "bad --opt '%s' for %s: allowed %s", v, c->algo->id, allowed);
        return false;
    }
    return true;
}

bool cli_settings_for(const cli_args *a, const gen_algo *al, gen_settings *s)
{
    *s = gen_default_settings();
    if (!opts_for_many(a)) {
        if (al == a->algo)
            *s = a->settings;
        return al == a->algo;
    }
    bool selected = a->compare_n == 0;
    for (int i = 0; i < a->compare_n; i++)
        selected = selected || a->compare[i] == al;
    for (size_t i = 0; selected && i < a->nopts; i++)
        gen_parse_option(al, a->opts[i], s);
    return selected;
}

/*
 * --format svg: a wall at most half a cell thick (a thicker one covers
 * the passages: --svg-wall 1000 --svg-cell 2 was a black picture).
 */
static bool check_svg(parse_state *p)
{
    cli_args *a = p->a;
    int cell = a->svg_cell ? a->svg_cell : SVG_CELL_DEFAULT, wall = a->svg_wall ? a->svg_wall : SVG_WALL_DEFAULT;
    if (a->format != FORMAT_SVG || 2 * wall <= cell)
        return true;
    if (a->svg_wall)
        snprintf(p->err, p->errlen, "bad --svg-wall '%d': a wall is at most half a cell thick "
                 "(--svg-cell %d: at most %d)", wall, cell, cell / 2);
    else
        snprintf(p->err, p->errlen, "bad --svg-cell '%d': a cell is at least twice the wall "
                 "(--svg-wall %d: at least %d)", cell, wall, 2 * wall);
    return false;
}

/* " (only with A, B or C)" for a flag that applies to at most three contexts, else a pointer to --help. */
static void where_it_goes(unsigned contexts, char *buf, size_t len)
{
    size_t n = 0, k = 0, used;
    for (int c = 0; c < CTX_COUNT; c++)
        n += contexts >> c & 1;
    used = (size_t)snprintf(buf, len, "%s", n > 3 ? "; see mazeviz --help" : " (only with ");
    for (int c = 0; n <= 3 && c < CTX_COUNT && used < len; c++)
        if (contexts >> c & 1) {
            k++;
            used += (size_t)snprintf(buf + used, len - used, "%s%s", context_names[c],
                                     k == n ? ")" : k + 1 == n ? " or " : ", ");
        }
}

/* Sizes when --size is not given: for a run, and for --uniformity (the shape's). */
static void default_size(cli_args *a)
{
    const grid_sizes *d = &a->grid->sizes;
    a->w = a->mode == RUN_UNIFORMITY ? d->uw : d->w;
    a->h = a->mode == RUN_UNIFORMITY ? d->uh : d->h;
}

/* "ID works in rows and columns: ..." for a row algorithm asked for on another grid. */
bool cli_fail_rows(const gen_algo *al, const char *flag, const grid_shape *g, bool masked, char *err, size_t len)
{
    char where[48], fit[512] = "";
    if (masked)
        snprintf(where, sizeof where, "a mask");
    else
        snprintf(where, sizeof where, "a %s grid", g->id);
    size_t k = 0;
    for (size_t i = 0; i < gen_algo_count && k < sizeof fit; i++)
        if (sm_algo_fits_grid(gen_algos[i], g, masked))
            k += (size_t)snprintf(fit + k, sizeof fit - k, "%s%s", k ? ", " : "", gen_algos[i]->id);
    if (grid_offers(g, al->needs, masked))
        snprintf(err, len, "%s %s does not check where a passage may run under a cell: it cannot make %s; "
                 "there use %s (see mazeviz --list-algos)", flag, al->id, where, fit);
    else
        snprintf(err, len, "%s %s works in rows and columns: it runs on --grid rect without a mask only, "
                 "not on %s; there use %s (see mazeviz --list-algos)", flag, al->id, where, fit);
    return false;
}

/*
 * Once every flag is read: the size in the grid's terms (or the grid's
 * default), a format that draws the grid, and algorithms that fit it. The
 * text formats draw rectangles; other grids default to SVG.
 */
static bool check_grid(parse_state *p)
{
    cli_args *a = p->a;
    const grid_shape *g = a->grid;
    char where[48];
    snprintf(where, sizeof where, "a %s grid", g->id);
    if (a->mask_file && a->mask_text)
        return fail(p, "%s cannot be combined with %s", "--mask-text", "--mask");
    if (!a->size_given)
        default_size(a);
    else if (!g->size_ok(a->w, a->h))
        return args_fail_size(p, p->size);
    bool text = grid_offers(g, GRID_CAP_TEXT, false);
    if (!text && !a->format_given) /* (--trace writes its own lines whatever the format) */
        a->format = FORMAT_SVG;
    if (!text && a->format_given && (a->format == FORMAT_ASCII || a->format == FORMAT_UNICODE))
        return fail(p, "--format %s draws rectangular grids only: use --format svg or json for %s",
                    a->format == FORMAT_ASCII ? "ascii" : "unicode", where);
    if (a->lab && (a->mask_file || a->mask_text)) /* app_lab.c makes its own tiny grids of the shape */
        return fail(p, "--lab counts the spanning trees of tiny grids of --grid's shape: %s%s",
                    "a mask does not go with it (use --uniformity on the masked maze)", "");
    if (a->lab && g->link_ok) /* trees_check_grid() refuses it too: TREES_WOVEN */
        return fail(p, "--lab cannot run on --grid %s: %s", g->id,
                    "its mazes are not all its spanning trees, so the counts would mean nothing");
    for (size_t i = 0; !a->algo_given && !sm_algo_fits_grid(a->algo, g, false) && i < gen_algo_count; i++)
        a->algo = gen_algos[i]; /* no --algo: the first generator that runs on the grid */
    if (!sm_algo_fits_grid(a->algo, g, false) && (a->mode != RUN_STATS || a->algo_given))
        return cli_fail_rows(a->algo, "--algo", g, false, p->err, p->errlen);
    for (int i = 0; i < a->compare_n; i++)
        if (!sm_algo_fits_grid(a->compare[i], g, false))
            return cli_fail_rows(a->compare[i], "--compare:", g, false, p->err, p->errlen);
    return true;
}

/* --format csv is the solver table's; the table takes no other format (a grid's SVG default aside). */
static bool check_format(parse_state *p)
{
    cli_args *a = p->a;
    if (a->format == FORMAT_CSV && a->mode != RUN_SOLVER_TABLE)
        return fail(p, "--format csv goes with --solver-table%s%s", "", "");
    if (a->mode == RUN_SOLVER_TABLE && a->format_given && a->format != FORMAT_CSV)
        return fail(p, "--solver-table prints a table, or with --format csv comma-separated values%s%s", "", "");
    if (a->mode != RUN_HEADLESS) /* the window, --screenshot and --gif draw the tree themselves (V) */
        return true;
    if (a->view_tree && !a->format_given && !a->trace)
        a->format = FORMAT_SVG; /* the tree is a picture */
    if (a->view_tree && (a->format != FORMAT_SVG || a->trace))
        return fail(p, "--view tree draws an SVG picture: %s%s", "it goes with --format svg, not ",
                    a->trace ? "--trace" : a->format == FORMAT_JSON ? "json" : "text");
    return true;
}

/* Whether the value row r ("--opt KEY=...") was given: some --opt starts with "KEY=". */
static bool value_given(const cli_args *a, const args_flag *r)
{
    const char *key = r->name + strlen("--opt ");
    size_t len = strcspn(key, "=") + 1;
    for (size_t i = 0; i < a->nopts; i++)
        if (strncmp(a->opts[i], key, len) == 0)
            return true;
    return false;
}

/* A flag given where it does nothing is a mistake worth a message. */
static bool check_modes(parse_state *p, const bool *given)
{
    args_context ctx = context_of(p->a);
    for (size_t i = 0; i < args_nflags; i++) {
        bool here = args_flags[i].fn ? given[i] : value_given(p->a, &args_flags[i]);
        if (here && !(args_flags[i].contexts >> ctx & 1)) {
            char where[160], key[64] = "";
            where_it_goes(args_flags[i].contexts, where, sizeof where);
            if (p->given_key[i]) /* given by a state string's key: name the key */
                snprintf(key, sizeof key, "%s key %s (", p->state_label, p->given_key[i]);
            snprintf(p->err, p->errlen, "%s%s%s does not go with %s%s", key, args_flags[i].name, *key ? ")" : "",
                     context_names[ctx], where);
            return false;
        }
    }
    return true;
}

/* The window's modes: one at a time; --play starts on the finished maze, the student solving it. */
static bool check_window_modes(parse_state *p)
{
    cli_args *a = p->a;
    int n = (a->compare_n > 0) + (a->compare_solvers_n > 0) + a->lab + a->predict + a->play + a->edit;
    if (n > 1)
        return fail(p, "--compare, --compare-solvers, --lab, --predict, --play and --edit are modes of the window: %s%s",
                    "give one", "");
    if (a->play && (a->steps_given || a->until || a->solver))
        return fail(p, "--play opens on the finished maze for the student to solve: %s%s",
                    "not with --steps, --until or --solve", "");
    if ((a->mode == RUN_WINDOW || a->mode == RUN_SCREENSHOT) && !a->edit && (a->output || a->format_given))
        return fail(p, "%s does not go with the window%s", a->format_given ? "--format" : "--output",
                    " (only with --edit: where its Ctrl+S saves)");
    if (a->edit && a->format_given && a->format != FORMAT_JSON && a->format != FORMAT_ASCII && a->format != FORMAT_UNICODE)
        return fail(p, "--edit saves json, ascii or unicode: %s%s", "not this --format", "");
    if (a->edit && a->format_given && a->format != FORMAT_JSON && !grid_offers(a->grid, GRID_CAP_TEXT, false))
        return fail(p, "--edit saves this grid as json only: %s%s", "--format json", "");
    if (a->edit && (a->steps_given || a->until || a->solver))
        return fail(p, "--edit opens the editor on the finished maze: %s%s", "not with --steps, --until or --solve (S solves the edited maze)", "");
    return true;
}

/* "the events of ID are a, b" (sized: "the events of ID with a size are a, b"; "ID has none with a size"). */
static void list_events(const sm_algo *al, bool sized, char *buf, size_t len)
{
    int used = snprintf(buf, len, "the events of %s%s are", al->id, sized ? " with a size" : ""), n = 0;
    for (size_t i = 0; i < al->n_events && used > 0 && (size_t)used < len; i++)
        if (!sized || al->events[i].size.of)
            used += snprintf(buf + used, len - (size_t)used, "%s %s", n++ ? "," : "", al->events[i].id);
    if (n == 0)
        snprintf(buf, len, "no event of %s has a size", al->id);
}

/*
 * --until's event, once the chain is known: one of its last machine's
 * (cli_last_algo), with a size when len>= asks for one. With --lesson the
 * slides' own algorithms decide: lesson_slide_args() checks it on each.
 */
static bool check_until(parse_state *p)
{
    cli_args *a = p->a;
    if (!a->until)
        return true;
    if (a->steps_given)
        return fail(p, "--until and --steps exclude each other: %s%s", "give one", "");
    if (a->lesson)
        return true;
    const sm_algo *last = cli_last_algo(a);
    const char *colon = strchr(a->until, ':');
    char id[64], allowed[512];
    size_t len = colon ? (size_t)(colon - a->until) : strlen(a->until);
    snprintf(id, sizeof id, "%.*s", (int)(len < sizeof id ? len : sizeof id - 1), a->until);
    a->until_event = len < sizeof id ? sm_event_find(last, id) : -1;
    bool sized = a->until_event >= 0 && a->until_len > 0;
    if (a->until_event >= 0 && (!sized || last->events[a->until_event].size.of))
        return true;
    list_events(last, sized, allowed, sizeof allowed);
    a->until_event = -1;
    if (!sized)
        return fail(p, "unknown event '%s' for --until: %s", id, allowed);
    char why[640];
    snprintf(why, sizeof why, "event %s has no size for len>= (%s)", id, allowed);
    return args_fail_flag(p, "--until", a->until, why);
}

/*
 * --exercise plays in a terminal (--headless) or in the window's exercise
 * mode, one mode at a time; --class-seed with --name stands for --seed:
 * the student's seed (cli_class_seed). --grade takes the class seed
 * alone, to check the codes' seeds.
 */
static bool check_exercise(parse_state *p)
{
    cli_args *a = p->a;
    if (a->exercise && (a->predict || a->play))
        return fail(p, "--exercise does not go with %s: %s", a->predict ? "--predict" : "--play",
                    "the window shows one mode at a time");
    if (!a->class_seed || a->mode == RUN_GRADE)
        return true;
    if (!a->name)
        return fail(p, "--class-seed needs --name NAME: %s%s", "each student's seed comes from the class seed and the name",
                    "");
    if (a->seed_given)
        return fail(p, "--class-seed and --seed exclude each other: %s%s", "the class seed and the name give the seed", "");
    if (a->moves)
        return fail(p, "--class-seed and --moves exclude each other: %s%s", "a code's moves replay its own seed", "");
    a->seed = cli_class_seed(a->class_seed, a->name);
    a->seed_given = true;
    return true;
}

/* --site and --class-report belong to a class served (--serve), in the window as with --headless. */
static bool check_serve(parse_state *p)
{
    const cli_args *a = p->a;
    if (a->mode == RUN_WINDOW && !a->serve && (a->site || a->class_report))
        return fail(p, "%s needs --serve [ADDR:]PORT: %s", a->site ? "--site" : "--class-report",
                    "it belongs to a class session");
    return true;
}

/*
 * An exercise's maze is the one the student made: braiding after a
 * generator's exercise would change it behind the code's back, so braid
 * goes with a solver's exercise only (the solver runs on the braided maze).
 */
static bool check_exercise_braid(parse_state *p)
{
    if (p->a->exercise && p->a->braid > 0 && !p->a->solver)
        return fail(p, "--opt braid=P with --exercise needs --solve SOLVER: %s%s",
                    "the braided maze is then the solver's exercise", "");
    return true;
}

/*
 * --opt unicursal=on doubles a maze of squares: each cell of a maze half
 * as wide and high becomes a 2x2 block of the labyrinth's grid. Only the
 * plain rectangle splits so (a hexagon, a triangle or a ring's cell is no
 * 2x2 block of cells of its grid; a wrapped board's seam and a mask's
 * holes would cut the blocks' ring), and the labyrinth is one path, so
 * braiding or sparseness after it would break it.
 */
static bool check_unicursal(parse_state *p)
{
    const cli_args *a = p->a;
    if (!a->unicursal)
        return true;
    if (!grid_offers(a->grid, GRID_CAP_SQUARES, a->mask_file || a->mask_text))
        return fail(p, "--opt unicursal=on doubles square cells: it needs --grid rect without a mask, not %s%s",
                    a->mask_file || a->mask_text ? "a mask" : a->grid->id, "");
    char size[32];
    snprintf(size, sizeof size, "%" PRIu32 "x%" PRIu32, a->w, a->h);
    if (a->w % 2 || a->h % 2)
        return fail(p, "--opt unicursal=on needs an even --size (each cell of a W/2xH/2 maze becomes a 2x2 block), "
                    "not %s%s", size, "");
    if (a->braid > 0 || a->sparse > 0)
        return fail(p, "--opt unicursal=on is one path through every cell: %s%s",
                    a->braid > 0 ? "braid=P" : "sparse=N", " would break it");
    if (a->script_file)
        return fail(p, "--opt unicursal=on doubles --algo's maze: %s%s", "not a --script's", "");
    return true;
}

/* --print-state names one step: --back counts from --steps. */
/*
 * A student's solver script runs alone (no compare panes race it). An
 * exercise asks the decisions a built-in machine records; a script's
 * random(n) draws are none, so a script is not the exercised machine (a
 * built-in --solve after a generator script is). A generator script's
 * compare pane is named
 * "script" in --compare, and needs --script; --script with --compare is
 * one of the panes.
 */
static bool check_scripts(parse_state *p)
{
    const cli_args *a = p->a;
    bool pane = false;
    if (a->solve_script_file && (a->compare_n > 0 || a->compare_solvers_n > 0))
        return fail(p, "bad --solve '%s': %s", a->solve_script_file,
                    "a solver script runs alone, not with --compare or --compare-solvers");
    if (a->exercise && (a->solve_script_file || (a->script_file && !a->solver)))
        return fail(p, "--exercise: %s%s", "a script asks no questions (its random(n) draws are no recorded choices); ",
                    "exercise a built-in algorithm, or a built-in --solve after --script");
    for (int i = 0; i < a->compare_n; i++)
        pane = pane || a->compare[i] == script_model(SCRIPT_GENERATOR);
    if (pane && !a->script_file)
        return fail(p, "--compare script: %s%s", "name the script with --script FILE.lua", "");
    if (a->script_file && a->compare_n > 0 && !pane)
        return fail(p, "--script with --compare: %s%s", "give the script a pane, e.g. --compare script,wilson", "");
    return true;
}

static bool check_print_state(parse_state *p)
{
    cli_args *a = p->a;
    if (a->print_state && a->back > 0 && !a->steps_given)
        return fail(p, "--print-state with --back %s%s", "needs --steps K (the state names the step K-J)", "");
    if ((a->slide || a->mode == RUN_LESSON_CHECK) && !a->lesson)
        return fail(p, "%s needs --lesson FILE%s", a->slide ? "--slide" : "--check", "");
    return true;
}

bool args_check(parse_state *p, const bool *given)
{
    return check_exercise(p) && check_modes(p, given) && check_load(p, given) && apply_opts(p) && check_grid(p) && check_format(p) &&
           check_ends(p) && check_svg(p) && check_window_modes(p) && check_until(p) && check_plot(p) &&
           check_print_state(p) && check_scripts(p) && check_exercise_braid(p) &&
           check_unicursal(p) && check_serve(p);
}
