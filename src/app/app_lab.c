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
 * every 2^-k frames, the last one highlighted; it starts slow enough to
 * narrate (CONFIG_LAB_SPEED: about 4 mazes a second), and the bar says
 * it. A number of mazes asked for (--steps, a state's or a lesson slide's
 * step=) is made at once and the lab stops there, paused. Keys (rows of config.h's
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
#define LAB_SCREENSHOT_MAZES 10000 /* --screenshot --lab without --steps */

#define GRIDS 3 /* grid_sizes.lab */

/* A tree and how often it came up, for sorting by count. */
struct tree_count {
    uint64_t count;
    uint32_t tree;
};

struct app_lab {
    lab *l;
    size_t algo, grid;
    bool sorted, paused;
    app_mode_id from;                 /* the mode it was opened from, which U or Esc goes back to */
    const grid_shape *shape;          /* the window's shape when the lab was opened */
    int speed;
    unsigned tick;
    uint32_t *order;                  /* the trees in the order drawn */
    struct tree_count *by_count;      /* room to sort them by count (O) */
    size_t n_order;
    char field[RENDER_LAB_FIELDS][LAB_TEXT];
    char bar[RENDER_LAB_FIELDS][LAB_TEXT];
    char text[RENDER_LAB_FIELDS * LAB_TEXT];
    char bar_text[RENDER_LAB_FIELDS * LAB_TEXT];
};

static struct app_lab *lab_of(const app *a) { return app_mode_state(a, APP_MODE_LAB); }

static void title(app *a, char *buf, size_t len)
{
    snprintf(buf, len, app_tr(STR_TITLE_LAB, a->lang), sm_tr(app_gen_algo(a, lab_of(a)->algo)->name, a->lang));
}

/* The lab's grid: grid b->grid of its shape's three. */
static maze *lab_grid(const struct app_lab *b)
{
    const grid_sizes *z = &b->shape->sizes;
    return maze_create_shaped(b->shape, z->lab[b->grid][0], z->lab[b->grid][1], NULL);
}

/* A new lab for the current algorithm, grid and seed: the counts start over. */
static bool reset(app *a)
{
    struct app_lab *b = lab_of(a);
    lab_destroy(b->l);
    b->l = NULL;
    free(b->order);
    free(b->by_count);
    b->order = NULL;
    b->by_count = NULL;
    const gen_algo *algo = app_gen_algo(a, b->algo);
    gen_settings s = algo == a->args.algo ? a->args.settings : gen_default_settings();
    trees_status st = TREES_NO_MEMORY;
    maze *grid = lab_grid(b);
    b->l = grid ? lab_create_grid(algo, &s, grid, a->seed, &st) : NULL;
    maze_destroy(grid);
    if (!b->l)
        return SDL_SetError("cannot make the lab (%s)", st == TREES_NO_MEMORY ? "no memory"
                            : st == TREES_WOVEN ? "a weave's mazes are not all its spanning trees"
                            : "grid too big") == 0;
    b->n_order = trees_count(lab_trees(b->l));
    b->order = malloc(b->n_order * sizeof *b->order);
    b->by_count = malloc(b->n_order * sizeof *b->by_count);
    if (!b->order || !b->by_count)
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
    free(b->by_count);
    b->l = NULL;
    b->order = NULL;
    b->by_count = NULL;
}

/* The lab for app_gen_algo(a, algo) (a row algorithm on another shape: the first that fits), remembering where it was opened from. */
static bool enter(app *a, int algo)
{
    struct app_lab *b = lab_of(a);
    b->from = app_mode_now(a); /* the mode it is opened from is still on */
    free_lab(b);
    b->shape = a->maze.m->shape;
    size_t n = app_gen_count(a);
    b->algo = (size_t)algo < n ? (size_t)algo : 0;
    maze *grid = lab_grid(b);
    for (size_t k = 0; grid && k < n && !sm_algo_fits(app_gen_algo(a, b->algo), grid); k++)
        b->algo = (b->algo + 1) % n;
    maze_destroy(grid);
    b->grid = GRIDS - 1;
    b->speed = CONFIG_LAB_SPEED;
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

/*
 * U or Esc: back to the mode the lab was opened from, as it was there (the
 * single maze, compare's generator panes, predict); the single maze when
 * that cannot start again.
 */
static void back_out(app *a)
{
    app_mode_id from = lab_of(a)->from;
    if (app_mode_set(a, from, 0))
        return;
    fprintf(stderr, "mazeviz: cannot go back to %s: %s\n", app_modes[from]->id, SDL_GetError());
    if (!app_mode_set(a, APP_MODE_SINGLE, 0))
        a->running = false;
}

/* U: the lab for the current algorithm; in the lab: back. */
void app_act_lab(app *a, int arg)
{
    (void)arg;
    if (!app_mode_toggle(a, APP_MODE_LAB, (int)a->maze.algo))
        fprintf(stderr, "mazeviz: cannot open the lab: %s\n", SDL_GetError());
}

const struct lab *app_lab(const app *a)
{
    const struct app_lab *b = app_mode_on(a, APP_MODE_LAB);
    return b ? b->l : NULL;
}

const char *app_lab_text(const app *a)
{
    const struct app_lab *b = app_mode_on(a, APP_MODE_LAB);
    return b ? b->text : "";
}

const char *app_lab_bar(const app *a)
{
    const struct app_lab *b = app_mode_on(a, APP_MODE_LAB);
    return b ? b->bar_text : "";
}

/* n more mazes; UINT64_MAX (a screenshot's "to completion") means LAB_SCREENSHOT_MAZES. */
static void run(app *a, uint64_t n)
{
    if (n == UINT64_MAX)
        n = LAB_SCREENSHOT_MAZES;
    if (!lab_run(lab_of(a)->l, n))
        a->running = false;
}

/* The number of mazes asked for (--steps, step=): made now, and the lab stops there. */
static void run_to(app *a, uint64_t n)
{
    run(a, n);
    lab_of(a)->paused = true;
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

/* Most often first; a tie in the trees' own order. */
static int most_first(const void *x, const void *y)
{
    const struct tree_count *p = x, *q = y;
    if (p->count != q->count)
        return p->count > q->count ? -1 : 1;
    return p->tree < q->tree ? -1 : p->tree > q->tree;
}

/* b->order: the trees by their counts, most often first. */
static void sort_by_count(struct app_lab *b, const uint64_t *counts)
{
    for (size_t i = 0; i < b->n_order; i++)
        b->by_count[i] = (struct tree_count){counts[i], (uint32_t)i};
    qsort(b->by_count, b->n_order, sizeof *b->by_count, most_first);
    for (size_t i = 0; i < b->n_order; i++)
        b->order[i] = b->by_count[i].tree;
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

/* n with thousands separators: 5,000 (sm_count(), the one style). */
void app_lab_format_count(uint64_t n, char *buf, size_t len) { snprintf(buf, len, "%s", sm_count(n).s); }

/* "3x3 grid: 192 spanning trees"; another shape is named ("hexagonal grid, 2x4: ..."). */
static void trees_line(const tree_set *t, sm_lang lg, char *out, size_t len)
{
    const maze *m = trees_grid(t);
    char size[64], count[32];
    grid_size_name(m->shape, m->w, m->h, GRID_SIZE_NOUN, lg, size, sizeof size);
    app_lab_format_count(trees_count(t), count, sizeof count);
    if (grid_is_default(m->shape))
        snprintf(out, len, app_tr(STR_LAB_TREES, lg), size, count);
    else
        snprintf(out, len, app_tr(STR_LAB_TREES_SHAPE, lg), sm_tr(m->shape->name, lg), size, count);
}

static int lab_fields(app *a, char out[][LAB_TEXT])
{
    struct app_lab *b = lab_of(a);
    sm_lang lg = a->lang;
    const lab *l = b->l;
    const tree_set *t = lab_trees(l);
    int n = 0;
    char p[32], count[32];
    snprintf(out[n++], LAB_TEXT, "%s", sm_tr(app_gen_algo(a, b->algo)->name, lg));
    app_lab_verdict(l, lg, out[n++], LAB_TEXT);
    trees_line(t, lg, out[n++], LAB_TEXT);
    app_lab_format_count(lab_mazes(l), count, sizeof count);
    snprintf(out[n++], LAB_TEXT, app_trn(STR_LAB_MAZES, lab_mazes(l), lg), count);
    snprintf(out[n++], LAB_TEXT, app_tr(STR_LAB_EXPECTED, lg), lab_expected(l));
    if (lab_expected(l) >= LAB_MIN_EXPECTED) { /* before that the verdict says "too few mazes yet" */
        snprintf(out[n++], LAB_TEXT, app_tr(STR_LAB_CHI2, lg), lab_chi2(l), lab_df(l));
        app_lab_format_p(lab_p(l), p, sizeof p);
        snprintf(out[n++], LAB_TEXT, app_tr(STR_LAB_P, lg), p);
    }
    if (lab_first_below(l)) {
        app_lab_format_count(lab_first_below(l), count, sizeof count);
        snprintf(out[n++], LAB_TEXT, app_trn(STR_LAB_FIRST, lab_first_below(l), lg), count);
    } else
        snprintf(out[n++], LAB_TEXT, "%s", app_tr(STR_LAB_NEVER, lg));
    if (b->sorted)
        snprintf(out[n++], LAB_TEXT, "%s", app_tr(STR_LAB_SORTED, lg));
    return n;
}

/* The pace as the visualizer's HUD says it, in mazes: "speed 1 maze / 8 frames", "speed 4 mazes / frame". */
static void speed_field(int speed, sm_lang lg, char *out)
{
    if (speed < 0)
        snprintf(out, LAB_TEXT, app_tr(STR_LAB_SPEED_FRAMES, lg), 1u << -speed);
    else if (speed == 0)
        snprintf(out, LAB_TEXT, "%s", app_tr(STR_LAB_SPEED_ONE, lg));
    else {
        char count[32];
        app_lab_format_count(1ull << speed, count, sizeof count);
        snprintf(out, LAB_TEXT, app_tr(STR_LAB_SPEED_MAZES, lg), count);
    }
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
        sort_by_count(b, f.counts);
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
    speed_field(b->speed, lg, b->bar[nb++]);
    const char *rec = record_status(a->rec.gif, lg);
    if (*rec)
        snprintf(b->bar[nb++], LAB_TEXT, "%s", rec + strspn(rec, " "));
    snprintf(b->bar[nb++], LAB_TEXT, "%s", app_tr(STR_LAB_HINT, lg));
    used = 0;
    for (int i = 0; i < nb; i++) {
        f.bar[i] = b->bar[i];
        used += (size_t)snprintf(b->bar_text + used, sizeof b->bar_text - SDL_min(used, sizeof b->bar_text), "%s%s",
                                 i ? "   " : "", b->bar[i]);
        used = SDL_min(used, sizeof b->bar_text);
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
    size_t n = app_gen_count(a);
    for (size_t k = 0; k < n; k++) {
        b->algo = (b->algo + (dir < 0 ? n - 1 : 1)) % n;
        if (!grid || sm_algo_fits(app_gen_algo(a, b->algo), grid))
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

static uint64_t mazes(const app *a) { return lab_mazes(lab_of(a)->l); }

static uint64_t back(app *a, uint64_t n)
{
    (void)n;
    return mazes(a);
}

/* What the lab shows as settings: the lab (on the single maze's settings) and its count of mazes as the step. */
static void state(const app *a, cli_args *out)
{
    out->lab = true;
    out->steps = mazes(a); /* the lab's step is its count of mazes: step= opens it there */
}

static bool asked(const cli_args *args) { return args->lab; }

static bool open(app *a, const cli_args *args)
{
    (void)args;
    return app_mode_set(a, APP_MODE_LAB, (int)a->maze.algo);
}

const app_mode app_mode_lab = {
    .id = "lab",
    .name = STR_MODE_LAB,
    .state_size = sizeof(struct app_lab),
    .whole_window = true,
    .enter = enter,
    .leave = leave,
    .advance = advance,
    .draw = draw,
    .run = run_to,
    .back = back,
    .steps = mazes,
    .state = state,
    .asked = asked,
    .open = open,
    .title = title,
    .back_out = back_out,
};
