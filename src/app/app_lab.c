/*
 * app_lab.c - the uniformity lab in the window: the current algorithm
 * makes maze after maze on a tiny grid (2x2: 4 spanning trees, 2x3: 15,
 * 3x3: 192), and every tree is shown as a thumbnail under a bar of how
 * often it came up, with the expected count, chi-square, degrees of
 * freedom, the p-value and the number of mazes after which p first fell
 * below 0.001 (lab.h), all live.
 *
 * Speed: + / - as in the visualizer, counted in mazes: 2^k mazes a frame
 * (lab_run in slices, stopping at the frame's time budget), or one maze
 * every 2^-k frames, the last one highlighted. Keys: Tab / Shift+Tab the
 * algorithm (counts start over), S the grid size, O fixed order / sorted by
 * count, Space pause (the lab's own: the maze behind it keeps its state),
 * → one maze, R start over, N new first seed, U or Esc back to where the
 * lab was opened from (the single maze, or the compare panes); G records
 * the window; L, T, F11, Q as everywhere.
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
#include "config.h"
#include "mazeviz/lab.h"

#define LAB_TEXT 160 /* bytes of one line of the lab's text */
#define LAB_START_SPEED 7 /* 128 mazes a frame: about 4000 a second at 30 frames a second */
#define LAB_SCREENSHOT_MAZES 10000 /* --screenshot --lab without --steps */

static const uint32_t grids[][2] = {{2, 2}, {2, 3}, {3, 3}};
#define GRIDS (sizeof grids / sizeof grids[0])


struct app_lab {
    lab *l;
    size_t algo, grid;
    bool sorted, paused;
    int from_compare;                 /* panes of the compare mode it was opened from (0: none) */
    size_t compare_algo[4];
    int speed;
    unsigned tick;
    uint32_t *order;
    size_t n_order;
    char field[RENDER_LAB_FIELDS][LAB_TEXT];
    char bar[RENDER_LAB_FIELDS][LAB_TEXT];
    char text[RENDER_LAB_FIELDS * LAB_TEXT];
};

static void set_title(app *a)
{
    snprintf(a->title, sizeof a->title, app_tr(STR_TITLE_LAB, a->lang), sm_tr(gen_algos[a->lab->algo]->name, a->lang));
    if (a->win)
        SDL_SetWindowTitle(a->win, a->title);
}

/* A new lab for the current algorithm, grid and seed: the counts start over. */
static bool reset(app *a)
{
    struct app_lab *b = a->lab;
    lab_destroy(b->l);
    free(b->order);
    b->order = NULL;
    const gen_algo *algo = gen_algos[b->algo];
    gen_settings s = algo == a->args.algo ? a->args.settings : gen_default_settings();
    trees_status st;
    b->l = lab_create(algo, &s, grids[b->grid][0], grids[b->grid][1], a->seed, &st);
    if (!b->l)
        return SDL_SetError("cannot make the lab (%s)", st == TREES_NO_MEMORY ? "no memory" : "grid too big") == 0;
    b->n_order = trees_count(lab_trees(b->l));
    b->order = malloc(b->n_order * sizeof *b->order);
    if (!b->order)
        return SDL_OutOfMemory() == 0;
    for (size_t i = 0; i < b->n_order; i++)
        b->order[i] = (uint32_t)i;
    b->tick = 0;
    set_title(a);
    return true;
}

bool app_lab_start(app *a, size_t algo)
{
    size_t panes[4];
    int n = app_compare_panes(a);
    for (int i = 0; i < n && i < 4; i++)
        panes[i] = app_compare_algo(a, i);
    app_compare_stop(a);
    app_lab_stop(a);
    a->lab = calloc(1, sizeof *a->lab);
    if (!a->lab)
        return SDL_OutOfMemory() == 0;
    a->lab->from_compare = SDL_min(n, 4);
    memcpy(a->lab->compare_algo, panes, sizeof panes);
    a->lab->algo = algo;
    a->lab->grid = GRIDS - 1;
    a->lab->speed = LAB_START_SPEED;
    a->menu_open = a->help_on = false;
    if (!reset(a)) {
        app_lab_stop(a);
        return false;
    }
    return true;
}

/* U or Esc: back to where the lab was opened from. */
static void leave(app *a)
{
    int n = a->lab->from_compare;
    const gen_algo *algos[4];
    for (int i = 0; i < n; i++)
        algos[i] = gen_algos[a->lab->compare_algo[i]];
    app_lab_stop(a);
    if (n >= 2 && !app_compare_start(a, algos, n))
        fprintf(stderr, "mazeviz: cannot compare: %s\n", SDL_GetError());
}

void app_lab_stop(app *a)
{
    if (!a->lab)
        return;
    lab_destroy(a->lab->l);
    free(a->lab->order);
    free(a->lab);
    a->lab = NULL;
    render_invalidate(a->r);
    app_update_title(a);
}

void app_act_lab(app *a, int arg)
{
    (void)arg;
    if (a->lab)
        app_lab_stop(a);
    else if (!app_lab_start(a, a->algo))
        fprintf(stderr, "mazeviz: cannot open the lab: %s\n", SDL_GetError());
}

const struct lab *app_lab(const app *a) { return a->lab ? a->lab->l : NULL; }
const char *app_lab_text(const app *a) { return a->lab ? a->lab->text : ""; }

/* n more mazes; UINT64_MAX (a screenshot's "to completion") means LAB_SCREENSHOT_MAZES. */
void app_lab_advance(app *a, uint64_t n)
{
    if (n == UINT64_MAX)
        n = LAB_SCREENSHOT_MAZES;
    if (!lab_run(a->lab->l, n))
        a->running = false;
}

static bool more_mazes(app *a, uint64_t k)
{
    app_lab_advance(a, k);
    return true;
}

/* Up to max mazes in slices until the frame's time budget is used. */
static void run_budgeted(app *a, uint64_t max) { app_run_sliced(a, max, 64, more_mazes); }

bool app_lab_frame(app *a)
{
    struct app_lab *b = a->lab;
    if (!b->paused) {
        if (b->speed >= 0)
            run_budgeted(a, (uint64_t)1 << b->speed);
        else if (++b->tick >= 1u << -b->speed) {
            b->tick = 0;
            app_lab_advance(a, 1);
        }
    }
    return app_lab_draw(a);
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

static int lab_fields(app *a, char out[][LAB_TEXT])
{
    struct app_lab *b = a->lab;
    sm_lang lg = a->lang;
    const lab *l = b->l;
    const tree_set *t = lab_trees(l);
    int n = 0;
    char p[32];
    snprintf(out[n++], LAB_TEXT, "%s", sm_tr(gen_algos[b->algo]->name, lg));
    app_lab_verdict(l, lg, out[n++], LAB_TEXT);
    snprintf(out[n++], LAB_TEXT, app_tr(STR_LAB_TREES, lg), trees_width(t), trees_height(t), trees_count(t));
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

bool app_lab_draw(app *a)
{
    struct app_lab *b = a->lab;
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
    int nb = 0;
    snprintf(b->bar[nb++], LAB_TEXT, "%s %" PRIu64, app_tr(STR_SEED, lg), lab_first_seed(b->l));
    if (b->paused)
        snprintf(b->bar[nb++], LAB_TEXT, "‖ %s", app_tr(STR_PAUSED, lg));
    const char *rec = record_status(lg);
    if (*rec)
        snprintf(b->bar[nb++], LAB_TEXT, "%s", rec + strspn(rec, " "));
    snprintf(b->bar[nb++], LAB_TEXT, "%s", app_tr(STR_LAB_HINT, lg));
    for (int i = 0; i < nb; i++)
        f.bar[i] = b->bar[i];
    f.bar_fields = nb;
    return render_lab_draw(a->r, &f);
}

static bool key(app *a, const SDL_KeyboardEvent *k)
{
    struct app_lab *b = a->lab;
    bool shift = (k->keysym.mod & KMOD_SHIFT) != 0;
    bool ok = true;
    switch (k->keysym.sym) {
    case SDLK_ESCAPE:
    case SDLK_u:
        leave(a);
        return true;
    case SDLK_SPACE:
        b->paused = !b->paused;
        return true;
    case SDLK_RIGHT:
    case SDLK_PERIOD:
        b->paused = true;
        app_lab_advance(a, 1);
        return true;
    case SDLK_TAB:
        b->algo = (b->algo + (shift ? gen_algo_count - 1 : 1)) % gen_algo_count;
        ok = reset(a);
        break;
    case SDLK_s:
        b->grid = (b->grid + 1) % GRIDS;
        ok = reset(a);
        break;
    case SDLK_o:
        b->sorted = !b->sorted;
        return true;
    case SDLK_r:
        ok = reset(a);
        break;
    case SDLK_n:
        app_next_seed(a);
        ok = reset(a);
        break;
    case SDLK_EQUALS: case SDLK_PLUS: case SDLK_KP_PLUS:
        b->speed = SDL_min(b->speed + 1, 16);
        return true;
    case SDLK_MINUS: case SDLK_KP_MINUS:
        b->speed = SDL_max(b->speed - 1, SPEED_MIN);
        return true;
    case SDLK_l:
        app_act_lang(a, 0);
        set_title(a);
        return true;
    case SDLK_c:
        app_compare_open(a, b->algo); /* stops the lab: b is gone */
        return true;
    case SDLK_t: case SDLK_F11: case SDLK_q: case SDLK_g:
        return false;
    default:
        return true; /* the single maze's other keys mean nothing here */
    }
    if (!ok)
        a->running = false;
    return true;
}

bool app_lab_event(app *a, const SDL_Event *e)
{
    if (!a->lab)
        return false;
    if (e->type == SDL_KEYDOWN)
        return key(a, &e->key);
    return e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP || e->type == SDL_MOUSEMOTION;
}
