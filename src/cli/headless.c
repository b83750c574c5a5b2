/*
 * headless.c - text output with no window. With --output the mazes go
 * through outfile.h, so a failure never leaves half a file behind.
 */
#define _POSIX_C_SOURCE 200809L
#include "headless.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "mazeviz/challenge.h"
#include "mazeviz/gen.h"
#include "mazeviz/series.h"
#include "mazeviz/solve.h"
#include "mazeviz/stats.h"
#include "settings/chain.h"
#include "settings/script_file.h"
#include "mazeviz/script.h"
#include "settings/grid_cli.h"
#include "export/json.h"
#include "settings/outfile.h"
#include "export/svg.h"
#include "export/text.h"

/* Steps between looks at the clock, and seconds between progress lines. */
#define PROGRESS_CHUNK (1u << 16)
#define PROGRESS_EVERY 0.25

static double seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* How far g is, 0..100: its figure counting the maze's cells, else its first "x / y" figure. */
static unsigned percent_done(const sm *g)
{
    sm_figure f[SM_MAX_FIGURES];
    size_t n = sm_figures(g, f);
    const sm_figure *best = NULL;
    for (size_t i = 0; i < n; i++)
        if (f[i].of > 0 && (!best || (f[i].of == sm_maze(g)->count && best->of != sm_maze(g)->count)))
            best = &f[i];
    uint64_t v = best ? best->value : 0, of = best ? best->of : 1;
    return v >= of ? 100u : (unsigned)(v * 100 / of);
}

/*
 * Runs g to the end. On a terminal, a run that lasts longer than
 * PROGRESS_EVERY gets a line "generating WxH id: P %" on stderr, redrawn
 * in place a few times a second and cleared at the end; when stderr is
 * not a terminal nothing is printed.
 */
static void run_with_progress(sm *g, const char *verb)
{
    if (!isatty(2)) {
        sm_finish(g);
        return;
    }
    const maze *m = sm_maze(g);
    double next = seconds() + PROGRESS_EVERY;
    int shown = 0;
    while (!sm_done(g)) {
        sm_run(g, PROGRESS_CHUNK);
        double t = seconds();
        if (t < next || sm_done(g))
            continue;
        shown = fprintf(stderr, "\r%s %" PRIu32 "x%" PRIu32 " %s: %u %%", verb, m->w, m->h,
                        sm_algorithm(g)->id, percent_done(g));
        next = t + PROGRESS_EVERY;
    }
    if (shown > 0)
        fprintf(stderr, "\r%*s\r", shown, "");
}

/* "mazeviz: out of memory WHAT the 30x20 hex grid" on stderr. */
static void no_memory(const cli_args *a, const char *what)
{
    char grid[96];
    cli_grid_name(a, grid, sizeof grid);
    fprintf(stderr, "mazeviz: out of memory %s %s\n", what, grid);
}

/*
 * gen_generate() with a progress line (run_with_progress), then the braid
 * and the sparse machines. 0, or the exit code after saying why not: 1 when memory runs
 * out, 2 when a script ends in an error. A script whose maze is not
 * perfect is said on stderr (the maze is written as it made it).
 */
static int generate(const cli_args *a, maze *m, uint64_t seed)
{
    sm_settings s;
    const sm_algo *gen = cli_gen_machine(a, &s);
    sm *g = sm_create(gen, m, seed, &s);
    if (!g) {
        no_memory(a, "for");
        return 1;
    }
    run_with_progress(g, "generating");
    const char *e = cli_script_error(g);
    bool perfect = true;
    uint32_t loop, unreachable;
    if (!e && script_verdict(g, &perfect, &loop, &unreachable) && !perfect) {
        char why[512];
        sm_caption(g, SM_LANG_EN, why, sizeof why);
        fprintf(stderr, "mazeviz: %s (seed %" PRIu64 "): %s\n", script_name(a->script), seed, why);
    }
    if (e)
        fprintf(stderr, "mazeviz: %s\n", e);
    sm_destroy(g);
    if (e)
        return 2;
    if (!gen_braid_maze(m, seed, a->braid) || !gen_sparse_maze(m, seed, a->sparse, a->from, a->to)) {
        no_memory(a, "for");
        return 1;
    }
    return 0;
}

/*
 * The maze in the chosen format, with the path (n cells; none when n is 0;
 * JSON lists the path whenever path is not NULL).
 */
static bool put_maze(const cli_args *a, FILE *f, const maze *m, const uint32_t *path, size_t n)
{
    if (a->format == FORMAT_SVG && a->view_tree)
        return svg_write_tree(f, m, a->svg_cell ? a->svg_cell : SVG_CELL_DEFAULT,
                              a->svg_wall ? a->svg_wall : SVG_WALL_DEFAULT, path, n);
    if (a->format == FORMAT_SVG)
        return svg_write(f, m, a->svg_cell ? a->svg_cell : SVG_CELL_DEFAULT,
                         a->svg_wall ? a->svg_wall : SVG_WALL_DEFAULT, path, n);
    if (a->format == FORMAT_JSON)
        return json_write(f, m, path, n);
    return text_write_path(f, m, path, n, a->format);
}

/*
 * Solves m with a->solver and writes it with the path marked. Returns 0,
 * -1 for a write error (errno says why), 1 after printing why there is no path.
 */
static int write_solved(const cli_args *a, outfile *s, maze *m)
{
    sm_settings set = a->solver_settings;
    set.from = a->from;
    set.to = a->to;
    sm *g = sm_create(a->solver, m, set.record ? set.record->seed : 0, &set); /* an exercise's: its seed */
    if (!g) {
        no_memory(a, "solving");
        return 1;
    }
    run_with_progress(g, "solving");
    if (cli_script_error(g)) {
        fprintf(stderr, "mazeviz: %s\n", cli_script_error(g));
        sm_destroy(g);
        return 2;
    }
    static uint32_t none[1]; /* no cell found: JSON still says "path": [] */
    size_t len = solve_path(g, NULL, 0);
    uint32_t *path = len ? malloc(len * sizeof *path) : none;
    int rc = 0;
    if (!path) {
        fprintf(stderr, "mazeviz: out of memory for a path of %zu cells\n", len);
        rc = 1;
    } else if (!put_maze(a, s->f, m, path, solve_path(g, path, len))) {
        rc = -1;
    } else if (solve_result(g) != SOLVE_FOUND) {
        char why[512];
        sm_caption(g, SM_LANG_EN, why, sizeof why);
        fprintf(stderr, "mazeviz: %s: %s\n", a->solver->id, why);
        rc = 1;
    }
    if (path != none)
        free(path);
    sm_destroy(g);
    return rc;
}

/* --check-maze: the maze's checks, one per line (stats.h); 0, -1 on a write error, 1 after saying no memory. */
static int put_checks(const cli_args *a, FILE *f, const maze *m)
{
    maze_checks k;
    if (!maze_checks_compute(m, a->from, a->to, &k)) {
        no_memory(a, "checking");
        return 1;
    }
    char solution[24] = "none";
    if (k.solution)
        snprintf(solution, sizeof solution, "%" PRIu64, k.solution);
    return fprintf(f, "perfect %s\nloops %" PRIu64 "\nunreachable %" PRIu64 "\ndead_ends %" PRIu64
                   "\njunctions %" PRIu64 "\nsolution %s\nlongest %" PRIu64 "\n", k.perfect ? "yes" : "no", k.loops,
                   k.unreachable, k.dead_ends, k.junctions, solution, k.longest) > 0 ? 0 : -1;
}

/*
 * --challenge ID: the first maze judged; "challenge ID: passed" (0) or
 * "challenge ID: failed: WHY" (1) on standard output.
 */
static int headless_challenge(const cli_args *a, uint64_t seed)
{
    maze *m = cli_maze(a);
    int rc = m ? generate(a, m, seed) : 1;
    challenge_why why;
    if (!m)
        no_memory(a, "for");
    if (rc != 0) {
        maze_destroy(m);
        return rc;
    }
    challenge_verdict v = challenge_judge(a->challenge, m, &why);
    maze_destroy(m);
    if (v == CHALLENGE_NO_MEMORY) {
        fprintf(stderr, "mazeviz: challenge %s: out of memory\n", a->challenge->id);
        return 1;
    }
    if (v == CHALLENGE_PASSED)
        printf("challenge %s: passed\n", a->challenge->id);
    else
        printf("challenge %s: failed: %s\n", a->challenge->id, why.en);
    return v == CHALLENGE_PASSED ? 0 : 1;
}

/* Writes every maze into s; returns 0, or the exit code after printing why not. */
static int write_mazes(const cli_args *a, outfile *s, uint64_t seed)
{
    maze *m = cli_maze(a);
    int rc = 0;
    for (uint64_t i = 0; rc == 0 && i < a->count; i++) {
        if (!m) {
            no_memory(a, "for");
            rc = 1;
        } else if ((rc = generate(a, m, seed + i)) != 0) {
            /* it said why */
        } else if (i > 0 && a->format != FORMAT_JSON && fputc('\n', s->f) == EOF) {
            rc = -1;
        } else if (a->check_maze) {
            rc = put_checks(a, s->f, m);
        } else if (a->solver) {
            rc = write_solved(a, s, m);
        } else if (!put_maze(a, s->f, m, NULL, 0)) {
            rc = -1;
        }
    }
    maze_destroy(m);
    return rc;
}

/* Prints o's failure as one line (flag names the file's option for a failed open). */
static void say_failed(const outfile *o, const char *flag)
{
    char msg[CLI_ESCAPE_MAX + 256];
    fprintf(stderr, "mazeviz: %s\n", outfile_message(o, flag, msg, sizeof msg));
}

/*
 * --output with every "%d" replaced by n, into buf; false when it does not
 * fit. A name without "%d" is copied as it is.
 */
static bool numbered(const char *pattern, uint64_t n, char *buf, size_t len)
{
    size_t at = 0;
    for (const char *p = pattern; *p && at < len; p++) {
        if (p[0] == '%' && p[1] == 'd') {
            int k = snprintf(buf + at, len - at, "%" PRIu64, n);
            at += k > 0 ? (size_t)k : len;
            p++;
        } else {
            buf[at++] = *p;
        }
    }
    if (at >= len)
        return false;
    buf[at] = '\0';
    return true;
}

/* One SVG file: maze seed into path (NULL: stdout), all or nothing; say_seed: print it once open. */
static int write_svg(const cli_args *a, maze *m, uint64_t seed, const char *path, bool say_seed)
{
    outfile s;
    if (!outfile_open(&s, path)) {
        say_failed(&s, "--output");
        return 2;
    }
    if (say_seed)
        fprintf(stderr, "mazeviz: seed %" PRIu64 "\n", seed);
    int rc = 0;
    if ((rc = generate(a, m, seed)) != 0) {
        /* it said why */
    } else if (a->solver) {
        rc = write_solved(a, &s, m);
    } else if (!put_maze(a, s.f, m, NULL, 0)) {
        rc = -1;
    }
    if (!outfile_close(&s, rc == 0) && rc <= 0) {
        if (s.err != EPIPE) /* the reader went away: end quietly, see main.c */
            say_failed(&s, "--output");
        return 1;
    }
    return rc;
}

/*
 * --format svg: one maze per file. Every "%d" in the --output name is
 * replaced by the maze's number, 1 .. N (with --count 1 too); --count
 * above 1 needs one. Each file is all or nothing.
 */
static int headless_svg(const cli_args *a, uint64_t seed)
{
    maze *m = cli_maze(a);
    if (!m) {
        no_memory(a, "for");
        return 1;
    }
    int rc = 0;
    char path[4096];
    for (uint64_t i = 0; rc == 0 && i < a->count; i++) {
        if (a->output && !numbered(a->output, i + 1, path, sizeof path)) {
            char name[CLI_ESCAPE_MAX + 16];
            cli_escape(name, sizeof name, a->output);
            fprintf(stderr, "mazeviz: --output '%s' is too long\n", name);
            rc = 2;
        } else {
            rc = write_svg(a, m, seed + i, a->output ? path : NULL, i == 0 && !a->seed_given);
        }
    }
    maze_destroy(m);
    return rc;
}

/* One trace line for the step g just took. */
static bool trace_line(FILE *f, const sm *g, sm_lang l)
{
    char caption[512], events[256] = "-";
    const sm_algo *al = sm_algorithm(g);
    uint64_t raised = sm_events_raised(g);
    size_t used = 0;
    for (size_t i = 0; i < al->n_events && used < sizeof events; i++)
        if (raised >> i & 1u)
            used += (size_t)snprintf(events + used, sizeof events - used, "%s%s", used ? "," : "",
                                     al->events[i].id);
    sm_caption(g, l, caption, sizeof caption);
    return fprintf(f, "%" PRIu64 "\t%u\t%s\t%s\n", sm_steps(g), sm_get_note(g).line + 1u, events, caption) > 0;
}

/* --trace --plot: the figures the run starts with, and their values after each step. */
typedef struct figure_plot {
    series *s;
    size_t n;
    const char *labels[SERIES_MAX_FIGURES]; /* the figures' names at step 0 */
    uint64_t of[SERIES_MAX_FIGURES];        /* the largest "of" each had */
    sm_lang l;
} figure_plot;

#define FIGURE_PLOT_POINTS 2048

/* Records g's figures now (matched to step 0's by name; one gone keeps its last value). */
static bool figure_plot_add(figure_plot *p, const sm *g)
{
    sm_figure fig[SM_MAX_FIGURES];
    size_t n = sm_figures(g, fig);
    if (!p->s) { /* step 0: the figures to plot */
        p->n = n < SERIES_MAX_FIGURES ? n : SERIES_MAX_FIGURES;
        for (size_t k = 0; k < p->n; k++)
            p->labels[k] = p->l == SM_LANG_ZH ? fig[k].label.zh : fig[k].label.en;
        p->s = p->n ? series_create(p->n, FIGURE_PLOT_POINTS) : NULL;
        if (!p->s)
            return p->n == 0;
    }
    uint64_t v[SERIES_MAX_FIGURES];
    size_t last = series_count(p->s);
    for (size_t k = 0; k < p->n; k++) {
        v[k] = last ? series_value(p->s, last - 1, k) : 0;
        for (size_t i = 0; i < n; i++) {
            const char *name = p->l == SM_LANG_ZH ? fig[i].label.zh : fig[i].label.en;
            if (strcmp(name, p->labels[k]) == 0) {
                v[k] = fig[i].value;
                p->of[k] = fig[i].of > p->of[k] ? fig[i].of : p->of[k];
                break;
            }
        }
    }
    series_add(p->s, sm_steps(g), v);
    return true;
}

/* Writes the chart to a->plot, whole or not at all; 0, or the exit code after saying why. */
static int figure_plot_write(const cli_args *a, outfile *o, const figure_plot *p, const sm *g)
{
    char title[256], grid[96];
    cli_grid_name(a, grid, sizeof grid);
    snprintf(title, sizeof title, "%s on %s: its figures against the step", sm_algorithm(g)->id, grid);
    bool ok = p->s && svg_write_series(o->f, title, p->labels, p->of, p->s);
    if (!p->s)
        fprintf(stderr, "mazeviz: %s has no figures to plot\n", sm_algorithm(g)->id);
    if (!outfile_close(o, ok)) {
        if (p->s)
            say_failed(o, "--plot");
        return 1;
    }
    return 0;
}

int headless_trace(const cli_args *a)
{
    outfile s, plot;
    if (!outfile_open(&s, a->output)) {
        say_failed(&s, "--output");
        return 2;
    }
    if (a->plot && !outfile_open(&plot, a->plot)) {
        say_failed(&plot, "--plot");
        outfile_close(&s, false);
        return 2;
    }
    uint64_t seed = a->seed_given ? a->seed : cli_random_seed();
    if (!a->seed_given)
        fprintf(stderr, "mazeviz: seed %" PRIu64 "\n", seed);
    maze *m = cli_maze(a);
    sm *g = m ? cli_chain_last(a, m, seed) : NULL;
    int rc = 0;
    if (!g) {
        no_memory(a, "for");
        rc = 1;
    }
    sm_lang l = a->lang == 1 ? SM_LANG_ZH : SM_LANG_EN;
    figure_plot fp = {.l = l};
    if (rc == 0 && a->plot && !figure_plot_add(&fp, g)) {
        no_memory(a, "for the plot of");
        rc = 1;
    }
    while (rc == 0 && !sm_done(g)) {
        sm_run(g, 1); /* one at a time: each step's own note */
        sm_clear_changes(g);
        if (!trace_line(s.f, g, l))
            rc = -1;
        if (a->plot && fp.s)
            figure_plot_add(&fp, g);
    }
    int prc = 0;
    if (a->plot)
        prc = rc == 0 ? figure_plot_write(a, &plot, &fp, g) : (outfile_close(&plot, false), 0);
    series_destroy(fp.s);
    sm_destroy(g);
    maze_destroy(m);
    if (!outfile_close(&s, rc == 0) && rc <= 0) {
        if (s.err != EPIPE) /* the reader went away: end quietly, see main.c */
            say_failed(&s, "--output");
        return 1;
    }
    return rc ? rc : prc;
}

int headless_list_events(const cli_args *a)
{
    const sm_algo *al = a->list_events;
    for (size_t i = 0; i < al->n_events; i++) {
        const sm_event *e = &al->events[i];
        printf("%s\t%s\t%s", e->id, e->name.en, e->name.zh);
        if (i == al->main_event || e->size.of)
            printf("\t%s", i == al->main_event ? "*" : "");
        if (e->size.of) /* what --until ID:len>=N counts */
            printf("\tlen: %s\t%s", e->size.counts.en, e->size.counts.zh);
        putchar('\n');
    }
    return 0;
}

int headless_run(const cli_args *a)
{
    if (a->trace)
        return headless_trace(a);
    if (a->format == FORMAT_SVG && !a->check_maze && !a->challenge && a->count > 1 && (!a->output || !strstr(a->output, "%d"))) {
        if (a->format_given)
            fputs("mazeviz: --format svg writes one maze per file: with --count above 1, "
                  "give --output a name containing %d (replaced by 1..N)\n", stderr);
        else
            fprintf(stderr, "mazeviz: on a %s grid mazes are SVG files, one maze per file: with --count above 1, "
                    "give --output a name containing %%d (replaced by 1..N), or --format json\n", a->grid->id);
        return 2;
    }
    uint64_t seed = a->seed_given ? a->seed : cli_random_seed();
    if (a->challenge)
        return headless_challenge(a, seed);
    if (a->format == FORMAT_SVG && !a->check_maze)
        return headless_svg(a, seed);
    outfile s;
    if (!outfile_open(&s, a->output)) {
        say_failed(&s, "--output");
        return 2;
    }
    if (!a->seed_given)
        fprintf(stderr, "mazeviz: seed %" PRIu64 "\n", seed);
    int rc = write_mazes(a, &s, seed);
    if (!outfile_close(&s, rc == 0) && rc <= 0) {
        if (s.err != EPIPE) /* the reader went away: end quietly, see main.c */
            say_failed(&s, "--output");
        return 1;
    }
    return rc;
}

static void list_row(const sm_algo *al)
{
    printf("%-22s %-32s %s", al->id, al->name.en, al->name.zh);
    for (size_t k = 0; k < al->n_options; k++) {
        const sm_option *o = &al->options[k];
        printf("%s%s=", k ? " " : "  [", o->key);
        for (size_t v = 0; o->values[v]; v++)
            printf("%s%s", v ? "|" : "", o->values[v]);
        if (o->most)
            printf("|0..%" PRIu64, o->most);
    }
    printf("%s\n", al->n_options ? "]" : "");
}

int headless_list_algos(void)
{
    for (size_t i = 0; i < gen_algo_count; i++)
        list_row(gen_algos[i]);
    return 0;
}

int headless_list_solvers(void)
{
    for (size_t i = 0; i < solve_algo_count; i++)
        list_row(solve_algos[i]);
    list_row(&solve_distance);
    return 0;
}

/* Columns s takes in a terminal: a character of three or four UTF-8 bytes (CJK) is two wide. */
static int text_columns(const char *s)
{
    int k = 0;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        k += (*p & 0xc0) == 0x80 ? 0 : *p >= 0xe0 ? 2 : 1;
    return k;
}

int headless_list_challenges(void)
{
    for (size_t i = 0; i < challenge_count; i++) {
        const challenge *c = &challenges[i];
        char size[24];
        snprintf(size, sizeof size, "%" PRIu32 "x%" PRIu32, c->w, c->h);
        printf("%-18s %-6s %-26s %s\n", c->id, size, c->title.en, c->title.zh);
    }
    return 0;
}

int headless_list_grids(void)
{
    for (size_t i = 0; i < grid_shape_count; i++) {
        const grid_shape *g = grid_shapes[i];
        printf("%-10s %-13s %s%*s --size %s\n", g->id, g->name.en, g->name.zh, 8 - text_columns(g->name.zh), "",
               g->size_help);
    }
    return 0;
}
