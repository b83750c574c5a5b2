/*
 * app_lab.c - the uniformity lab in the window: the current algorithm
 * makes maze after maze on a tiny grid (2x2: 4 spanning trees, 2x3: 15,
 * 3x3: 192), and every tree is shown as a thumbnail under a bar of how
 * often it came up, with the expected count, chi-square, degrees of
 * freedom, the p-value and the number of mazes after which p first fell
 * below 0.001 (lab.h), all live.
 *
 * The grids are tiny ones of the window's shape (grid_cli.c's table: 3x3
 * squares, 2x4 hexagons, 4x4 triangles, a ring of 6 round the centre; a
 * mask is left out, its picture would not fit), so the lab shows on
 * hexagons what it shows on squares.
 *
 * Speed: + / - as in the visualizer, counted in mazes: 2^k mazes a frame
 * (lab_run in slices, stopping at the frame's time budget), or one maze
 * every 2^-k frames, the last one highlighted. Keys (rows of config.h's
 * table for this mode): Tab / Shift+Tab the algorithm (counts start over),
 * S the grid size, O fixed order / sorted by count, Space pause (the lab's
 * own: the maze behind it keeps its state), → one maze, R start over, N
 * new first seed, U or Esc back to where the lab was opened from (the
 * single maze, or the compare panes); G records the window; L, T, F11, F1,
 * Q as everywhere.
 *
 * The verdict says in words what p means, once every tree is expected at
 * least LAB_MIN_EXPECTED times (before that, "too few mazes yet"): uniform
 * so far, or biased since the maze where p first fell below 0.001.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_record.h"
#include "settings/grid_cli.h"
#include "config.h"
#include "mazeviz/lab.h"

#define LAB_TEXT 160 /* bytes of one line of the lab's text */
#define LAB_START_SPEED 7 /* 128 mazes a frame: about 4000 a second at 30 frames a second */
#define LAB_SCREENSHOT_MAZES 10000 /* --screenshot --lab without --steps */

#define GRIDS 3 /* cli_grid_sizes.lab */

struct app_lab {
    lab *l;
    size_t algo, grid;
    bool sorted, paused;
    int from_compare;                 /* panes of the compare mode it was opened from (0: none) */
    size_t compare_algo[4];
    const grid_shape *shape;          /* the window's shape when the lab was opened */
    int speed;
    unsigned tick;
    uint32_t *order;
    size_t n_order;
    char field[RENDER_LAB_FIELDS][LAB_TEXT];
    char bar[RENDER_LAB_FIELDS][LAB_TEXT];
    char text[RENDER_LAB_FIELDS * LAB_TEXT];
};

static struct app_lab *lab_of(const app *a) { return app_mode_state(a, APP_MODE_LAB); }

static void title(app *a, char *buf, size_t len)
{
    snprintf(buf, len, app_tr(STR_TITLE_LAB, a->lang), sm_tr(gen_algos[lab_of(a)->algo]->name, a->lang));
}

/* The lab's grid: grid b->grid of its shape's three. */
static maze *lab_grid(const struct app_lab *b)
{
    const cli_grid_sizes *z = cli_sizes_of(b->shape);
    return maze_create_shaped(b->shape, z->lab[b->grid][0], z->lab[b->grid][1], NULL);
}

/* A new lab for the current algorithm, grid and seed: the counts start over. */
static bool reset(app *a)
{
    struct app_lab *b = lab_of(a);
    lab_destroy(b->l);
    b->l = NULL;
    free(b->order);
    b->order = NULL;
    const gen_algo *algo = gen_algos[b->algo];
    gen_settings s = algo == a->args.algo ? a->args.settings : gen_default_settings();
    trees_status st = TREES_NO_MEMORY;
    maze *grid = lab_grid(b);
    b->l = grid ? lab_create_grid(algo, &s, grid, a->seed, &st) : NULL;
    maze_destroy(grid);
    if (!b->l)
        return SDL_SetError("cannot make the lab (%s)", st == TREES_NO_MEMORY ? "no memory" : "grid too big") == 0;
    b->n_order = trees_count(lab_trees(b->l));
    b->order = malloc(b->n_order * sizeof *b->order);
    if (!b->order)
        return SDL_OutOfMemory() == 0;
    for (size_t i = 0; i < b->n_order; i++)
        b->order[i] = (uint32_t)i;
    b->tick = 0;
    app_update_title(a);
    return true;
}

static void free_lab(struct app_lab *b)
{
    lab_destroy(b->l);
    free(b->order);
    b->l = NULL;
    b->order = NULL;
}

/* The lab for gen_algos[algo] (a row algorithm on another shape: the first that fits), remembering compare's panes. */
static bool enter(app *a, int algo)
{
    struct app_lab *b = lab_of(a);
    b->from_compare = app_compare_generators(a, b->compare_algo); /* compare mode is still on when the lab is opened from it */
    free_lab(b);
    b->shape = a->m->shape;
    b->algo = (size_t)algo < gen_algo_count ? (size_t)algo : 0;
    maze *grid = lab_grid(b);
    for (size_t k = 0; grid && k < gen_algo_count && !sm_algo_fits(gen_algos[b->algo], grid); k++)
        b->algo = (b->algo + 1) % gen_algo_count;
    maze_destroy(grid);
    b->grid = GRIDS - 1;
    b->speed = LAB_START_SPEED;
    b->paused = b->sorted = false;
    if (!reset(a)) {
        free_lab(b);
        return false;
    }
    return true;
}

static void leave(app *a)
{
    free_lab(lab_of(a));
    render_invalidate(a->r);
}

/* U or Esc: back to where the lab was opened from. */
static void back_out(app *a)
{
    struct app_lab *b = lab_of(a);
    int n = b->from_compare;
    const gen_algo *algos[4];
    for (int i = 0; i < n; i++)
        algos[i] = gen_algos[b->compare_algo[i]];
    if (n >= 2 && app_compare_start(a, algos, n))
        return;
    if (n >= 2)
        fprintf(stderr, "mazeviz: cannot compare: %s\n", SDL_GetError());
    if (!app_mode_set(a, APP_MODE_SINGLE, 0))
        a->running = false;
}

/* U: the lab for the current algorithm; in the lab: back. */
void app_act_lab(app *a, int arg)
{
    (void)arg;
    if (a->mode == APP_MODE_LAB)
        app_mode_back(a);
    else if (!app_mode_set(a, APP_MODE_LAB, (int)a->algo))
        fprintf(stderr, "mazeviz: cannot open the lab: %s\n", SDL_GetError());
}

const struct lab *app_lab(const app *a) { return a->mode == APP_MODE_LAB ? lab_of(a)->l : NULL; }
const char *app_lab_text(const app *a) { return a->mode == APP_MODE_LAB ? lab_of(a)->text : ""; }

/* n more mazes; UINT64_MAX (a screenshot's "to completion") means LAB_SCREENSHOT_MAZES. */
static void run(app *a, uint64_t n)
{
    if (n == UINT64_MAX)
        n = LAB_SCREENSHOT_MAZES;
    if (!lab_run(lab_of(a)->l, n))
        a->running = false;
}

static bool more_mazes(app *a, uint64_t k)
{
    run(a, k);
    return true;
}

/* Up to max mazes in slices until the frame's time budget is used. */
static void run_budgeted(app *a, uint64_t max) { app_run_sliced(a, max, 64, more_mazes); }

static void advance(app *a)
{
    struct app_lab *b = lab_of(a);
    if (b->paused)
        return;
    if (b->speed >= 0)
        run_budgeted(a, (uint64_t)1 << b->speed);
    else if (++b->tick >= 1u << -b->speed) {
        b->tick = 0;
        run(a, 1);
    }
}

static const uint64_t *sort_counts;
static int by_count(const void *x, const void *y)
{
    uint32_t i = *(const uint32_t *)x, j = *(const uint32_t *)y;
    if (sort_counts[i] != sort_counts[j])
        return sort_counts[i] > sort_counts[j] ? -1 : 1;
    return i < j ? -1 : i > j;
}

/* p as text: "= " and three significant digits, an exponent once it is tiny, "< 1e-99" below that. */
void app_lab_format_p(double p, char *buf, size_t len)
{
    if (p >= 0.001)
        snprintf(buf, len, "= %.3g", p);
    else if (p < 1e-99)
        snprintf(buf, len, "< 1e-99");
    else
        snprintf(buf, len, "= %.1e", p);
}

void app_lab_verdict(const lab *l, sm_lang lg, char *buf, size_t len)
{
    char p[32], count[32];
    uint64_t n = lab_mazes(l), first = lab_first_below(l);
    app_lab_format_p(lab_p(l), p, sizeof p);
    if (lab_expected(l) < LAB_MIN_EXPECTED)
        snprintf(buf, len, app_tr(STR_LAB_TOO_FEW, lg), (double)LAB_MIN_EXPECTED);
    else if (first && lab_p(l) < 0.001) {
        app_lab_format_count(first, count, sizeof count);
        snprintf(buf, len, app_tr(STR_LAB_BIASED, lg), count);
    } else {
        app_lab_format_count(n, count, sizeof count);
        snprintf(buf, len, app_trn(STR_LAB_UNIFORM, n, lg), p, count);
    }
}

/* n with thousands separators: 5,000. */
void app_lab_format_count(uint64_t n, char *buf, size_t len)
{
    char digits[32];
    int k = snprintf(digits, sizeof digits, "%" PRIu64, n), o = 0;
    for (int i = 0; i < k && (size_t)o + 2 < len; i++) {
        if (i > 0 && (k - i) % 3 == 0)
            buf[o++] = ',';
        buf[o++] = digits[i];
    }
    buf[o] = '\0';
}

/* "3x3 grid: 192 spanning trees", in the shape's words. */
static void trees_line(const struct app_lab *b, const tree_set *t, sm_lang lg, char *out, size_t len)
{
    const maze *m = trees_grid(t);
    if (m->shape == &grid_rect)
        snprintf(out, len, app_tr(STR_LAB_TREES, lg), trees_width(t), trees_height(t), trees_count(t));
    else if (m->shape->rows)
        snprintf(out, len, app_tr(STR_LAB_TREES_SHAPE, lg), m->w, m->h, sm_tr(b->shape->name, lg), trees_count(t));
    else
        snprintf(out, len, app_tr(STR_LAB_TREES_POLAR, lg), m->n - 1, trees_count(t));
}

static int lab_fields(app *a, char out[][LAB_TEXT])
{
    struct app_lab *b = lab_of(a);
    sm_lang lg = a->lang;
    const lab *l = b->l;
    const tree_set *t = lab_trees(l);
    int n = 0;
    char p[32];
    snprintf(out[n++], LAB_TEXT, "%s", sm_tr(gen_algos[b->algo]->name, lg));
    app_lab_verdict(l, lg, out[n++], LAB_TEXT);
    trees_line(b, t, lg, out[n++], LAB_TEXT);
    snprintf(out[n++], LAB_TEXT, app_trn(STR_LAB_MAZES, lab_mazes(l), lg), (unsigned long long)lab_mazes(l));
    snprintf(out[n++], LAB_TEXT, app_tr(STR_LAB_EXPECTED, lg), lab_expected(l));
    if (lab_expected(l) >= LAB_MIN_EXPECTED) { /* before that the verdict says "too few mazes yet" */
        snprintf(out[n++], LAB_TEXT, app_tr(STR_LAB_CHI2, lg), lab_chi2(l), lab_df(l));
        app_lab_format_p(lab_p(l), p, sizeof p);
        snprintf(out[n++], LAB_TEXT, app_tr(STR_LAB_P, lg), p);
    }
    if (lab_first_below(l))
        snprintf(out[n++], LAB_TEXT, app_trn(STR_LAB_FIRST, lab_first_below(l), lg),
                 (unsigned long long)lab_first_below(l));
    else
        snprintf(out[n++], LAB_TEXT, "%s", app_tr(STR_LAB_NEVER, lg));
    if (b->sorted)
        snprintf(out[n++], LAB_TEXT, "%s", app_tr(STR_LAB_SORTED, lg));
    return n;
}

static bool draw(app *a)
{
    struct app_lab *b = lab_of(a);
    render_set_theme(a->r, config_themes[a->theme]);
    render_lab_frame f;
    memset(&f, 0, sizeof f);
    f.trees = lab_trees(b->l);
    f.counts = lab_counts(b->l);
    if (b->sorted) {
        sort_counts = f.counts;
        qsort(b->order, b->n_order, sizeof *b->order, by_count);
    } else {
        for (size_t i = 0; i < b->n_order; i++)
            b->order[i] = (uint32_t)i;
    }
    f.order = b->order;
    f.expected = lab_expected(b->l);
    f.last = lab_last_tree(b->l);
    f.fields = lab_fields(a, b->field);
    f.rows = 2;
    size_t used = 0;
    for (int i = 0; i < f.fields; i++) {
        f.field[i] = b->field[i];
        used += (size_t)snprintf(b->text + used, sizeof b->text - SDL_min(used, sizeof b->text), "%s%s",
                                 i ? "   " : "", b->field[i]);
        used = SDL_min(used, sizeof b->text);
    }
    sm_lang lg = a->lang;
    int nb = app_lesson_hud(a, b->bar[0], LAB_TEXT) ? 1 : 0; /* a lesson's slide: the presenter's place */
    snprintf(b->bar[nb++], LAB_TEXT, "%s %" PRIu64, app_tr(STR_SEED, lg), lab_first_seed(b->l));
    if (b->paused)
        snprintf(b->bar[nb++], LAB_TEXT, "‖ %s", app_tr(STR_PAUSED, lg));
    const char *rec = record_status(lg);
    if (*rec)
        snprintf(b->bar[nb++], LAB_TEXT, "%s", rec + strspn(rec, " "));
    snprintf(b->bar[nb++], LAB_TEXT, "%s", app_tr(STR_LAB_HINT, lg));
    for (int i = 0; i < nb; i++) {
        f.bar[i] = b->bar[i];
        used += (size_t)snprintf(b->text + used, sizeof b->text - SDL_min(used, sizeof b->text), "   %s", b->bar[i]);
        used = SDL_min(used, sizeof b->text);
    }
    f.bar_fields = nb;
    if (!render_lab_draw(a->r, &f))
        return false;
    app_draw_overlays(a, a->r);
    return true;
}

/* A new lab after a key changed what it counts; no memory ends the app. */
static void again(app *a)
{
    if (!reset(a))
        a->running = false;
}

void app_act_lab_pause(app *a, int arg)
{
    (void)arg;
    lab_of(a)->paused = !lab_of(a)->paused;
}

void app_act_lab_step(app *a, int arg)
{
    (void)arg;
    lab_of(a)->paused = true;
    run(a, 1);
}

/* Tab: the next algorithm that runs on the lab's grid; the counts start over. */
void app_act_lab_algo(app *a, int dir)
{
    struct app_lab *b = lab_of(a);
    maze *grid = lab_grid(b);
    for (size_t k = 0; k < gen_algo_count; k++) {
        b->algo = (b->algo + (dir < 0 ? gen_algo_count - 1 : 1)) % gen_algo_count;
        if (!grid || sm_algo_fits(gen_algos[b->algo], grid))
            break;
    }
    maze_destroy(grid);
    again(a);
}

void app_act_lab_grid(app *a, int arg)
{
    (void)arg;
    lab_of(a)->grid = (lab_of(a)->grid + 1) % GRIDS;
    again(a);
}

void app_act_lab_order(app *a, int arg)
{
    (void)arg;
    lab_of(a)->sorted = !lab_of(a)->sorted;
}

void app_act_lab_restart(app *a, int arg)
{
    if (arg)
        app_next_seed(a);
    again(a);
}

void app_act_lab_speed(app *a, int dir)
{
    struct app_lab *b = lab_of(a);
    b->speed = dir > 0 ? SDL_min(b->speed + 1, 16) : SDL_max(b->speed - 1, SPEED_MIN);
}

/* C: compare mode for the lab's algorithm (the lab goes). */
void app_act_lab_compare(app *a, int arg)
{
    (void)arg;
    app_compare_open(a, lab_of(a)->algo);
}

/* The mouse means nothing in the lab. */
static bool event(app *a, const SDL_Event *e)
{
    (void)a;
    return e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP || e->type == SDL_MOUSEMOTION;
}

static uint64_t back(app *a, uint64_t n)
{
    (void)n;
    return lab_mazes(lab_of(a)->l);
}

const app_mode app_mode_lab = {
    .id = "lab",
    .name = STR_MODE_LAB,
    .state_size = sizeof(struct app_lab),
    .whole_window = true,
    .enter = enter,
    .leave = leave,
    .event = event,
    .advance = advance,
    .draw = draw,
    .run = run,
    .back = back,
    .title = title,
    .back_out = back_out,
};
