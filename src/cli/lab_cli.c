/*
 * lab_cli.c - mazeviz --uniformity. The counting and the statistics are
 * the core's (lab.h); this file checks the request, runs the lab and
 * prints it:
 *
 *   # uniformity: ALGO on WxH, K spanning trees, N mazes, seeds S to S+N-1
 *   # tree ID open MASK count C  (MASK: bit i = interior wall i open, ...)
 *   tree 0 open 0x... count C      one line per tree id 0 .. K-1, zeros too
 *   ...
 *   first_p_below_0.001_at=N       or =never
 *   chi2=X df=D p=P
 *
 * With --opt KEY=A,B,... (a sweep: the mixing lesson, steps=10,100,1000)
 * one lab per value, all on the same seeds, one line each:
 *
 *   # uniformity sweep: ALGO on WxH, K spanning trees, N mazes per value, seeds S to S+N-1
 *   KEY=A chi2=X df=D chi2_per_df=R p=P first_p_below_0.001_at=N|never
 */
#include "lab_cli.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "settings/grid_cli.h"
#include "settings/outfile.h"
#include "export/svg.h"
#include "mazeviz/lab.h"

#define UNIFORMITY_DEFAULT_COUNT 10000

/* "N interior walls, at most 64" or "K spanning trees, at most 16384" into buf. */
static const char *trees_why(uint64_t walls, double k, char *buf, size_t len)
{
    if (walls > TREES_MAX_EDGES || k < 0)
        snprintf(buf, len, "%" PRIu64 " interior walls, at most %u", walls, TREES_MAX_EDGES);
    else
        snprintf(buf, len, "%.0f spanning trees, at most %u", k, TREES_MAX);
    return buf;
}

/*
 * Prints that a's grid cannot be enumerated, why ("192 interior walls, at
 * most 64") and what can be on its shape; returns 2. The default grid is
 * named by its --size, which may be all the user gave.
 */
static int too_big(const cli_args *a, const char *why)
{
    const char *can = a->grid->sizes.enumerable;
    if (grid_is_default(a->grid) && !a->cells) {
        fprintf(stderr, "mazeviz: bad --size '%" PRIu32 "x%" PRIu32 "' for --uniformity: %s can be "
                "enumerated (%s)\n", a->w, a->h, why, can);
    } else {
        char name[96];
        cli_grid_name(a, name, sizeof name);
        fprintf(stderr, "mazeviz: %s%s is too big for --uniformity: %s can be enumerated (%s)\n", name,
                a->cells ? " with its mask" : "", why, can);
    }
    return 2;
}

/*
 * Why the request cannot run, as one line on stderr; 0 when it can, with
 * the grid in *grid. Grids far too big are refused before they are made.
 */
static int check_request(const cli_args *a, maze **grid)
{
    double k = -1;
    char why[96];
    *grid = NULL;
    if (!a->algo_given) {
        fprintf(stderr, "mazeviz: --uniformity needs --algo ID (see --list-algos)\n");
        return 2;
    }
    uint64_t cells = a->grid->cells(a->w, a->h);
    if (cells > TREES_KIRCHHOFF_MAX_CELLS) { /* not made: it could be huge */
        snprintf(why, sizeof why, "%" PRIu64 " cells, at most %u", cells, TREES_KIRCHHOFF_MAX_CELLS);
        return too_big(a, why);
    }
    if (!(*grid = cli_maze(a))) {
        fprintf(stderr, "mazeviz: out of memory for a %" PRIu32 "x%" PRIu32 " grid\n", a->w, a->h);
        return 1;
    }
    trees_status st = trees_check_grid(*grid, &k);
    if (st == TREES_OK)
        return 0;
    uint64_t walls = maze_edges(*grid);
    maze_destroy(*grid);
    *grid = NULL;
    if (st == TREES_WOVEN) {
        fprintf(stderr, "mazeviz: --uniformity cannot run on a weave grid: its mazes are not all its spanning "
                "trees, so the counts would mean nothing\n");
        return 2;
    }
    if (st == TREES_NO_MEMORY) {
        fprintf(stderr, "mazeviz: out of memory counting the trees of %" PRIu32 "x%" PRIu32 "\n", a->w, a->h);
        return 1;
    }
    return too_big(a, trees_why(walls, k, why, sizeof why));
}

/* "2x2" for the default grid; "hex 2x4", "polar 1 ring" for another; with a mask or not. */
static void grid_words(const cli_args *a, char *buf, size_t len)
{
    char size[64];
    grid_size_name(a->grid, a->w, a->h, GRID_SIZE_NOUN, SM_LANG_EN, size, sizeof size);
    bool named = !grid_is_default(a->grid);
    snprintf(buf, len, "%s%s%s%s", named ? a->grid->id : "", named ? " " : "", size, a->cells ? " with a mask" : "");
}

static void print_lab(const lab *l, const cli_args *a)
{
    const tree_set *t = lab_trees(l);
    const uint64_t *counts = lab_counts(l);
    char grid[96];
    grid_words(a, grid, sizeof grid);
    printf("# uniformity: %s on %s, %s spanning trees, %s mazes, seeds %" PRIu64 " to %" PRIu64 "\n", a->algo->id,
           grid, sm_count(trees_count(t)).s, sm_count(lab_mazes(l)).s, lab_first_seed(l), lab_next_seed(l) - 1);
    if (grid_offers(a->grid, GRID_CAP_SQUARES, a->cells != NULL)) /* the rule below, read on squares */
        printf("# tree ID open MASK count N  (MASK: bit i = interior wall i open; walls numbered "
               "row-major, each cell's east wall then its south wall)\n");
    else
        printf("# tree ID open MASK count N  (MASK: bit i = interior wall i open; walls numbered "
               "by cell, each cell's sides clockwise that lead to a higher cell)\n");
    for (size_t id = 0; id < trees_count(t); id++)
        printf("tree %zu open 0x%" PRIx64 " count %" PRIu64 "\n", id, trees_mask(t, id), counts[id]);
    if (lab_first_below(l))
        printf("first_p_below_%g_at=%" PRIu64 "\n", LAB_ALPHA, lab_first_below(l));
    else
        printf("first_p_below_%g_at=never\n", LAB_ALPHA);
    printf("chi2=%.2f df=%.0f p=%.4g\n", lab_chi2(l), lab_df(l), lab_p(l));
}

/* One value's figures, for --plot. */
typedef struct sweep_point {
    char value[64], p_text[24];
    double p, ratio;
} sweep_point;

/* Runs and prints one lab of a sweep: the value `one` ("steps=100"), its figures into *pt. 0, or the exit code. */
static int sweep_line(const cli_args *a, const char *one, const maze *grid, uint64_t seed, uint64_t count,
                      sweep_point *pt)
{
    gen_settings s = a->settings;
    gen_parse_option(a->algo, one, &s); /* checked by cli_parse */
    lab *l = lab_create_grid(a->algo, &s, grid, seed, NULL);
    if (!l || !lab_run(l, count)) {
        fprintf(stderr, "mazeviz: out of memory for %s on a %" PRIu32 "x%" PRIu32 " grid\n", one, a->w, a->h);
        lab_destroy(l);
        return 1;
    }
    printf("%s chi2=%.2f df=%.0f chi2_per_df=%.3f p=%.4g first_p_below_%g_at=", one, lab_chi2(l), lab_df(l),
           lab_chi2(l) / lab_df(l), lab_p(l), LAB_ALPHA);
    snprintf(pt->value, sizeof pt->value, "%s", strchr(one, '=') + 1);
    snprintf(pt->p_text, sizeof pt->p_text, "%.2g", lab_p(l));
    pt->p = lab_p(l);
    pt->ratio = lab_chi2(l) / lab_df(l);
    if (lab_first_below(l))
        printf("%" PRIu64 "\n", lab_first_below(l));
    else
        printf("never\n");
    int rc = 0;
    if (lab_invalid(l)) {
        fprintf(stderr, "mazeviz: %s: %" PRIu64 " of the mazes were not spanning trees (a broken generator); "
                "they are not counted\n", one, lab_invalid(l));
        rc = 1;
    }
    lab_destroy(l);
    return rc;
}

/* --plot: the sweep's points as an SVG chart into o (opened before the labs ran), all or nothing. */
static int sweep_plot(const cli_args *a, outfile *o, const char *words, const sweep_point *pt, size_t n)
{
    const char *values[CLI_SVG_SWEEP_MAX], *p_text[CLI_SVG_SWEEP_MAX];
    double p[CLI_SVG_SWEEP_MAX], ratio[CLI_SVG_SWEEP_MAX];
    for (size_t i = 0; i < n; i++) {
        values[i] = pt[i].value;
        p_text[i] = pt[i].p_text;
        p[i] = pt[i].p;
        ratio[i] = pt[i].ratio;
    }
    char title[256], key[64];
    const char *eq = strchr(a->sweep, '=');
    snprintf(key, sizeof key, "%.*s", (int)(eq - a->sweep), a->sweep);
    snprintf(title, sizeof title, "%s on %s: uniform after how many %s?", a->algo->id, words, key);
    char name[CLI_ESCAPE_MAX + 16];
    cli_escape(name, sizeof name, a->plot);
    bool ok = svg_write_sweep(o->f, title, key, n, values, p, ratio, p_text);
    if (!outfile_close(o, ok)) {
        fprintf(stderr, "mazeviz: writing --plot '%s' failed: %s\n", name, outfile_error(o));
        return 1;
    }
    return 0;
}

/* --opt KEY=A,B,...: one lab per value on the same seeds, one line each; with --plot a chart too. */
static int sweep_run(const cli_args *a, const maze *grid, uint64_t seed, uint64_t count)
{
    sweep_point pts[CLI_MAX_SWEEP];
    size_t n = 0;
    outfile o;
    if (a->plot && !outfile_open(&o, a->plot)) { /* a bad name is told before the labs run */
        char name[CLI_ESCAPE_MAX + 16];
        cli_escape(name, sizeof name, a->plot);
        fprintf(stderr, "mazeviz: cannot write --plot '%s': %s\n", name, outfile_error(&o));
        return 2;
    }
    char words[96];
    grid_words(a, words, sizeof words);
    tree_set *t = trees_create_grid(grid, NULL);
    printf("# uniformity sweep: %s on %s, %s spanning trees, %s mazes per value, seeds %" PRIu64 " to %" PRIu64 "\n",
           a->algo->id, words, sm_count(t ? trees_count(t) : 0).s, sm_count(count).s, seed, seed + count - 1);
    trees_destroy(t);
    const char *eq = strchr(a->sweep, '=');
    int klen = (int)(eq - a->sweep), rc = 0;
    for (const char *at = eq + 1; rc == 0;) {
        const char *comma = strchr(at, ',');
        int len = comma ? (int)(comma - at) : (int)strlen(at);
        char one[160];
        snprintf(one, sizeof one, "%.*s=%.*s", klen, a->sweep, len, at);
        rc = sweep_line(a, one, grid, seed, count, &pts[n]);
        n += rc == 0;
        fflush(stdout); /* a long sweep shows each value as it is done */
        if (!comma || n == CLI_MAX_SWEEP)
            break;
        at = comma + 1;
    }
    if (a->plot && rc == 0)
        return sweep_plot(a, &o, words, pts, n);
    if (a->plot)
        outfile_close(&o, false);
    return rc;
}

int uniformity_run(const cli_args *a)
{
    maze *grid;
    int rc = check_request(a, &grid);
    if (rc)
        return rc;
    uint64_t seed = a->seed_given ? a->seed : cli_random_seed();
    uint64_t count = a->count_given ? a->count : UNIFORMITY_DEFAULT_COUNT;
    if (!a->seed_given)
        fprintf(stderr, "mazeviz: seed %" PRIu64 "\n", seed);
    if (a->sweep) {
        rc = sweep_run(a, grid, seed, count);
        maze_destroy(grid);
        return rc; /* main() checks standard output and says why it failed */
    }
    lab *l = lab_create_grid(a->algo, &a->settings, grid, seed, NULL);
    maze_destroy(grid);
    if (!l || !lab_run(l, count)) {
        fprintf(stderr, "mazeviz: out of memory for %s on a %" PRIu32 "x%" PRIu32 " grid\n",
                a->algo->id, a->w, a->h);
        lab_destroy(l);
        return 1;
    }
    print_lab(l, a);
    if (lab_invalid(l)) {
        fprintf(stderr, "mazeviz: %" PRIu64 " of the mazes were not spanning trees (a broken "
                "generator); they are not counted\n", lab_invalid(l));
        rc = 1;
    }
    lab_destroy(l);
    return rc; /* main() checks standard output and says why it failed */
}
