/*
 * app.c - the visualizer's state and one frame of it: advance (or seek)
 * the step machine within the frame's time budget, hand its changes to the
 * renderer, and draw what app_view() says the frame shows.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_ttf.h>

#include "app_quiet.h"
#include "app_record.h"
#include "settings/grid_cli.h"
#include "settings/state.h"
#include "mazeviz/script.h"
#include "config.h"
#include "platform.h"

size_t app_algo_index(const app *a, const gen_algo *algo)
{
    for (size_t i = 0; i < app_gen_count(a); i++)
        if (app_gen_algo(a, i) == algo)
            return i;
    return 0;
}

static size_t theme_index(const char *id)
{
    for (size_t i = 0; id && i < CONFIG_THEMES; i++)
        if (strcmp(config_themes[i]->id, id) == 0)
            return i;
    return 0;
}

const render_theme *app_theme_named(const char *id) { return config_themes[theme_index(id)]; }

void app_output_size(const cli_args *a, int *w, int *h)
{
    *w = CONFIG_WINDOW_W;
    *h = CONFIG_WINDOW_H;
    if (a->window_w > 0) {
        *w = (int)a->window_w;
        *h = (int)a->window_h;
    } else if (a->cell_px > 0 && grid_offers(a->grid, GRID_CAP_BLOCKS, a->cells != NULL)) {
        render_size_for(a->w, a->h, a->cell_px, a->style ? RENDER_BLOCK : RENDER_THIN, app_theme_named(a->theme),
                        &config_metrics, w, h);
    } else if (a->cell_px > 0) { /* another shape: its extent (a grid without its cells is cheap to make) */
        maze *m = cli_maze(a);
        if (m)
            render_size_for_maze(m, a->cell_px, RENDER_THIN, app_theme_named(a->theme), &config_metrics, w, h);
        maze_destroy(m);
    }
}

/* --lang, else the locale (the state string's rule, cli_lang_resolved). */
static sm_lang pick_lang(int arg)
{
    return cli_lang_resolved(arg) == 1 ? SM_LANG_ZH : SM_LANG_EN;
}

/*
 * The renderer with the UI font. A font that is there but could not be
 * opened for lack of memory is a failure, not a warning: a picture written
 * without its text was exit 0 with less than asked.
 */
static render *make_renderer(SDL_Renderer *ren, const render_theme *th)
{
    char path[1024];
    bool found = app_find_font(path, sizeof path);
    errno = 0;
    render *r = render_create(ren, th, &config_metrics, found ? path : NULL);
    if (r && !render_has_font(r) && found && app_no_memory(TTF_GetError())) {
        render_destroy(r);
        SDL_SetError("out of memory for the UI font");
        errno = ENOMEM;
        return NULL;
    }
    if (r && !render_has_font(r) && (found || !platform_font_later()))
        app_font_warn(found ? path : NULL, TTF_GetError());
    return r;
}

bool app_use_font(app *a)
{
    char path[1024];
    if (!app_find_font(path, sizeof path) || !render_set_font(a->r, path))
        return false;
    for (int i = 0; i < app_compare_panes(a); i++)
        if (!render_set_font(app_compare_renderer(a, i), path))
            return false;
    return true;
}

/* The panel starts on in wide outputs (or as --panel says). */
static bool initial_panel(const cli_args *args, SDL_Renderer *ren)
{
    if (args->panel >= 0)
        return args->panel == 1;
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(ren, &w, &h);
    SDL_Window *win = SDL_RenderGetWindow(ren);
    if (win)
        SDL_GetWindowSize(win, &w, &h); /* window pixels, not HiDPI output pixels */
    return w >= CONFIG_PANEL_MIN_W;
}

app *app_create(const cli_args *args, SDL_Renderer *ren, SDL_Window *win)
{
    app *a = calloc(1, sizeof *a);
    if (!a) {
        SDL_OutOfMemory();
        return NULL;
    }
    a->args = *args;
    a->ren = ren;
    a->win = win;
    a->maze.algo = app_algo_index(a, args->algo);
    a->maze.opts = args->settings;
    a->seed = args->seed;
    a->speed = args->speed;
    a->maze.solver = args->solver;
    a->maze.from = args->from;
    a->maze.to = args->to;
    if (args->solver && args->solver != &solve_distance)
        a->maze.solver_index = app_solver_index(a, args->solver);
    a->running = a->overlays_on = true;
    a->lang = pick_lang(args->lang);
    a->theme = theme_index(args->theme);
    a->panel_on = initial_panel(args, ren) || (args->panel != 0 && (args->chart == 1 || args->structure == 1));
    a->maze.chart_on = args->chart == 1;
    a->maze.structure_on = args->structure == 1;
    a->budget_ms = CONFIG_STEP_BUDGET_MS;
    a->maze.event_kind_t0 = -CONFIG_EVENT_KIND_MS;
    a->maze.ms_per_change = CONFIG_MS_PER_CHANGE_START;
    a->bar.hot = -1;
    a->maze.m = cli_maze(args);
    a->r = make_renderer(ren, config_themes[a->theme]);
    a->rec.gif = record_create();
    if (!a->maze.m || !a->r || !a->rec.gif) {
        if (!a->maze.m)
            SDL_SetError("no memory for a %ux%u maze", args->w, args->h);
        goto err;
    }
    render_set_cell_px(a->r, args->cell_px);
    render_set_panel(a->r, a->panel_on);
    render_set_style(a->r, args->style ? RENDER_BLOCK : RENDER_THIN);
    render_set_view(a->r, args->view_tree ? RENDER_VIEW_TREE : RENDER_VIEW_MAZE);
    render_set_note(a->r, args->note[a->lang == SM_LANG_ZH]); /* a lesson slide's */
    if (!app_restart(a))
        goto err;
    if (!app_modes_open(a, args)) /* --compare, --lab, --predict ... */
        goto err;
    return a;
err: {
    char why[256]; /* app_destroy() calls SDL functions that overwrite the error (and errno: app_no_memory()) */
    int e = errno;
    SDL_strlcpy(why, SDL_GetError(), sizeof why);
    app_destroy(a);
    SDL_SetError("%s", why);
    errno = e;
    return NULL;
}
}

void app_destroy(app *a)
{
    if (!a)
        return;
    app_modes_free(a);
    for (int p = 0; p < APP_PHASES; p++)
        sm_destroy(a->maze.chain[p]);
    maze_destroy(a->maze.m);
    maze_destroy(a->maze.edited); /* after the machines that replayed it */
    render_destroy(a->r);
    record_destroy(a->rec.gif);
    app_stats_forget(a);
    app_state_free(a);
    script_free(a->script); /* after every machine made from it */
    app_lesson_free(a);
    app_class_end(a, NULL, 0); /* app_run_window() ended it first, saying why a report failed */
    free(a->maze.ghost_keep);
    free(a->maze.cells);
    app_chart_free(a);
    free(a);
}

void app_update_title(app *a)
{
    const gen_algo *algo = a->maze.g ? sm_algorithm(a->maze.g) : app_gen_algo(a, a->maze.algo);
    const app_mode *m = app_modes[a->mode];
    if (m->title)
        m->title(a, a->title, sizeof a->title);
    else
        snprintf(a->title, sizeof a->title, app_tr(STR_TITLE, a->lang), sm_tr(algo->name, a->lang));
    if (a->win)
        SDL_SetWindowTitle(a->win, a->title);
}

bool app_restart(app *a)
{
    /* a maze read by --load replays until another generator is chosen (its settings have no source) */
    const gen_algo *algo = a->maze.opts.source ? &gen_loaded : app_gen_algo(a, a->maze.algo);
    gen_settings s = a->maze.opts;
    s.track_changes = true;
    if (a->args.unicursal && algo != &gen_loaded) { /* --opt unicursal=on: the labyrinth of algo's maze */
        s.inner = algo;
        algo = &gen_unicursal;
    }
    for (int p = 0; p < APP_PHASES; p++) {
        sm_destroy(a->maze.chain[p]);
        a->maze.chain[p] = NULL;
    }
    a->maze.g = a->maze.chain[APP_GEN] = sm_create(algo, a->maze.m, a->seed, &s);
    a->maze.phase = APP_GEN;
    a->maze.chain_no++;
    app_stats_forget(a);
    a->finishing = a->maze.seeking = a->maze.dragging = a->maze.hunting = false;
    a->tick = 0;
    a->maze.furthest = 0;
    a->maze.ghost_step = 0;
    render_invalidate(a->r);
    app_update_title(a);
    if (!a->maze.g)
        return SDL_SetError("no memory for a %ux%u maze with %s", a->maze.m->w, a->maze.m->h,
                            algo->id) == 0;
    app_keep_history(a, a->maze.g);
    return true;
}

void app_keep_history(app *a, sm *m)
{
    sm_keep_figures(m, APP_CHART_POINTS); /* the chart (F); without memory for it, none */
    if (!sm_keep_history(m, CONFIG_HISTORY_BYTES) && !a->maze.history_warned) {
        fprintf(stderr, "mazeviz: warning: no memory for step history; stepping back is off\n");
        a->maze.history_warned = true; /* once for the app's machines */
    }
}

static double ms_since(Uint64 t0)
{
    return (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 /
           (double)SDL_GetPerformanceFrequency();
}

void app_set_clock(app *a, double ms)
{
    a->manual_clock = true;
    a->now_ms = ms;
}

static void tick_clock(app *a)
{
    if (!a->manual_clock)
        a->now_ms = (double)SDL_GetTicks64();
}

void app_set_offscreen(app *a, bool on) { a->offscreen = on; }
sm_lang app_lang(const app *a) { return a->lang; }

uint64_t app_run_sliced(app *a, uint64_t max, uint64_t slice, bool (*more)(app *a, uint64_t k))
{
    Uint64 t0 = SDL_GetPerformanceCounter();
    uint64_t done = 0;
    a->capped = false;
    while (done < max) {
        uint64_t k = SDL_min(max - done, slice);
        if (!more(a, k))
            break;
        done += k;
        if (done < max && ms_since(t0) >= a->budget_ms) {
            a->capped = true;
            break;
        }
    }
    return done;
}

/* What drawing a frame with `changes` changed cells will cost: the cheaper of the two redraws, and the rest. */
static double draw_estimate(const app *a, size_t changes)
{
    if (a->maze.ms_rest == 0) /* nothing drawn yet: the first frame (fonts, a full redraw) costs most */
        return CONFIG_FRAME_WORK * 1000.0 / CONFIG_FPS;
    double cells = (double)changes * a->maze.ms_per_change;
    if (a->maze.ms_full > 0 && a->maze.ms_full < cells)
        cells = a->maze.ms_full;
    return cells + a->maze.ms_rest;
}

/*
 * Up to max steps in chunks, stopping when the time spent plus the drawing
 * still to come fills the frame's share of work; returns steps done. A
 * big batch (top speed, Enter, a seek forward) whose frame can afford a
 * full redraw runs unwatched (sm_run_unwatched: Wilson at headless speed)
 * and is redrawn whole.
 */
static uint64_t run_budgeted(app *a, uint64_t max)
{
    Uint64 t0 = SDL_GetPerformanceCounter();
    double work = CONFIG_FRAME_WORK * 1000.0 / CONFIG_FPS;
    bool whole = max >= CONFIG_UNWATCHED_MIN && a->maze.ms_full > 0 && a->maze.ms_rest > 0 &&
                 a->maze.ms_full + a->maze.ms_rest <= work / 2;
    uint64_t done = 0;
    size_t changed = 0;
    a->capped = false;
    while (done < max && !sm_done(a->maze.g)) {
        /* unwatched: big chunks (each converts Wilson's walk to and from its last-exit form) */
        uint64_t step = whole ? CONFIG_UNWATCHED_CHUNK : 4096;
        uint64_t chunk = max - done < step ? max - done : step;
        done += whole ? sm_run_unwatched(a->maze.g, chunk) : sm_run(a->maze.g, chunk);
        sm_changes(a->maze.g, &changed);
        double spent = ms_since(t0);
        double draw = whole ? a->maze.ms_full + a->maze.ms_rest : draw_estimate(a, changed);
        if (done < max && !sm_done(a->maze.g) && spent + draw >= work && spent >= CONFIG_STEP_MIN_MS) {
            a->capped = true;
            break;
        }
    }
    return done;
}

void app_seek_now(app *a, uint64_t step)
{
    sm_seek(a->maze.g, step);
    a->maze.seeking = a->finishing = a->maze.hunting = false;
}

/*
 * The timeline shows only what the algorithm can measure. With the run's
 * length known (planned, or learnt from a finished run) the bar is the
 * whole run, every step reachable. Before that the fill is the algorithm's
 * own progress (cells in the maze / cells; none when it has no such
 * figure), and the scrub range reaches the furthest step so far, as far
 * along the bar as the progress was there.
 */
void app_timeline(const app *a, const sm *g, bool past, float *progress, float *reach,
                  uint64_t *reach_steps)
{
    uint64_t now = sm_steps(g), total = past ? sm_total_steps(g) : sm_done(g) ? now : sm_planned_steps(g);
    if (total) {
        *progress = (float)SDL_min(1.0, (double)now / (double)total);
        *reach = past ? 1.0f : *progress;
        *reach_steps = past ? total : now;
        return;
    }
    double p;
    bool has = sm_progress(g, &p);
    *progress = has ? (float)p : -1.0f;
    bool furthest = past && g == a->maze.g && a->maze.furthest > now;
    *reach_steps = furthest ? a->maze.furthest : now;
    *reach = !has ? 1.0f : furthest && a->maze.furthest_frac >= 0 ? (float)a->maze.furthest_frac : (float)p;
}

/* A timeline seek: backward at once (replay is bounded by the checkpoint spacing), forward in budgeted slices. */
static void seek_some(app *a)
{
    uint64_t now = sm_steps(a->maze.g);
    if (a->maze.seek_to <= now) {
        if (a->maze.seek_to < now)
            sm_seek(a->maze.g, a->maze.seek_to);
        a->maze.seeking = a->maze.dragging;
        return;
    }
    run_budgeted(a, a->maze.seek_to - sm_steps(a->maze.g));
    if (sm_steps(a->maze.g) >= a->maze.seek_to || sm_done(a->maze.g))
        a->maze.seeking = a->maze.dragging;
}

void app_maze_advance(app *a)
{
    if (a->maze.seeking) {
        seek_some(a);
        return;
    }
    if (a->maze.hunting) { /* PgDn: the frame's stepping share, less what a full redraw costs */
        double work = CONFIG_FRAME_WORK * 1000.0 / CONFIG_FPS - a->maze.ms_full - a->maze.ms_rest;
        app_hunt_some(a, SDL_max(work, CONFIG_STEP_MIN_MS));
        return;
    }
    if (sm_done(a->maze.g)) {
        if ((!a->paused || a->finishing) && app_next_phase(a))
            return; /* the next machine starts on the next frame */
        a->finishing = false;
        return;
    }
    if (a->finishing) {
        run_budgeted(a, UINT64_MAX);
        return;
    }
    if (a->paused || a->menu.kind)
        return;
    if (a->speed >= 0) {
        run_budgeted(a, (uint64_t)1 << a->speed);
        return;
    }
    a->capped = false;
    if (++a->tick >= 1u << -a->speed) {
        a->tick = 0;
        sm_step(a->maze.g);
    }
}

void app_advance(app *a, uint64_t n) { app_modes[a->mode]->run(a, n); }

/* The earlier phases to their end, then n steps of the last one (so --steps counts the last machine's steps). */
void app_maze_run(app *a, uint64_t n)
{
    for (;;) {
        if (sm_done(a->maze.g)) {
            if (!app_next_phase(a))
                return;
            continue;
        }
        if (!app_later_phase(a)) {
            sm_run(a->maze.g, n);
            app_next_phase(a); /* at the end: computes the maze's figures */
            return;
        }
        sm_finish(a->maze.g);
    }
}

uint64_t app_go_back(app *a, uint64_t back) { return app_modes[a->mode]->back(a, back); }

void app_run_chain(app *a, uint64_t n)
{
    while (n > 0 && !app_chain_done(a)) {
        if (sm_done(a->maze.g)) {
            if (!app_next_phase(a))
                return;
            continue;
        }
        uint64_t k = sm_run(a->maze.g, n);
        if (k == 0)
            break;
        n -= k;
    }
    if (app_chain_done(a))
        app_next_phase(a); /* at the end: computes the maze's figures */
}

/* Steps back within the machine on screen (clamped at its step 0). */
uint64_t app_maze_back(app *a, uint64_t back)
{
    uint64_t now = sm_steps(a->maze.g);
    return sm_seek(a->maze.g, back > now ? 0 : now - back);
}

/*
 * Remembers (time, steps) for the honest speed figure. The count went down
 * (a step back, R, N, another algorithm, the next phase's machine): the
 * samples start over, so the figure never subtracts a larger count.
 */
static void sample_rate(app *a)
{
    uint64_t now = sm_steps(a->maze.g);
    if (a->maze.rate_i > 0 && now < a->maze.rate_n[(a->maze.rate_i - 1) % APP_RATE_SAMPLES])
        a->maze.rate_i = 0;
    a->maze.rate_t[a->maze.rate_i % APP_RATE_SAMPLES] = a->now_ms;
    a->maze.rate_n[a->maze.rate_i % APP_RATE_SAMPLES] = now;
    a->maze.rate_i++;
}

static void stats_some(app *a);

bool app_frame(app *a)
{
    tick_clock(a);
    const app_mode *m = app_modes[a->mode];
    m->advance(a);
    app_class_frame(a); /* the screen and predict's question to the class (--serve) */
    if (!m->whole_window) {
        sample_rate(a);
        stats_some(a); /* here, not in the drawing: drawing twice shows the same */
    }
    return app_draw(a); /* the mode's frame, with a lesson's blank and the presenter's bar */
}

/* Steps done over the last second of the app clock (0 until there is a sample to compare). */
uint64_t app_steps_last_second(const app *a)
{
    unsigned n = a->maze.rate_i < APP_RATE_SAMPLES ? a->maze.rate_i : APP_RATE_SAMPLES;
    if (n < 2)
        return 0;
    unsigned last = (a->maze.rate_i - 1) % APP_RATE_SAMPLES;
    uint64_t oldest = a->maze.rate_n[last];
    for (unsigned k = 1; k < n; k++) {
        unsigned i = (a->maze.rate_i - 1 - k) % APP_RATE_SAMPLES;
        if (a->now_ms - a->maze.rate_t[i] > 1000.0)
            break;
        oldest = a->maze.rate_n[i];
    }
    return a->maze.rate_n[last] - oldest;
}

void app_stats_forget(app *a)
{
    if (a->maze.stats_busy)
        maze_stats_end(&a->maze.stats_job);
    a->maze.stats_busy = a->maze.stats_ok = a->maze.stats_kept = false;
}

/*
 * What the figures depend on: the maze's walls, start and goal (FNV-1a a
 * word at a time: one read of the cells, against the figures' two
 * breadth-first searches).
 */
static uint64_t stats_print(const app *a)
{
    const maze *m = a->maze.m;
    uint64_t h = 0xcbf29ce484222325ull ^ ((uint64_t)a->maze.from << 32 | a->maze.to);
    size_t i = 0;
    for (; i + 8 <= m->n; i += 8) {
        uint64_t w;
        memcpy(&w, m->cells + i, 8);
        h = (h ^ w) * 0x100000001b3ull;
    }
    for (; i < m->n; i++)
        h = (h ^ m->cells[i]) * 0x100000001b3ull;
    return (h ^ m->n) * 0x100000001b3ull;
}

/*
 * The finished maze's figures, once: a slice of CONFIG_STATS_SLICE_MS a
 * frame (a 4000x4000 maze takes about a second), all at once offscreen.
 * Hidden when the chain is no longer done (a step back) and shown again
 * without computing when it is done again with the same maze (the next
 * step: ← then → at the end must not cost a count of the whole maze);
 * forgotten on a restart or another start or goal (app_stats_forget).
 * Without memory for them the renderer counts a part missed, so a
 * screenshot or a recording without the figures is an error, not a
 * smaller picture (the screenshot waited for a next frame it never has).
 */
static void stats_some(app *a)
{
    if (!app_chain_done(a)) {
        bool kept = a->maze.stats_ok || a->maze.stats_kept;
        app_stats_forget(a);
        a->maze.stats_kept = kept;
        return;
    }
    if (a->maze.stats_ok)
        return;
    if (!a->maze.stats_busy && a->maze.stats_kept && stats_print(a) == a->maze.stats_print) {
        a->maze.stats_ok = true;
        return;
    }
    if (!a->maze.stats_busy) {
        a->maze.stats_busy = true;
        a->maze.stats_runs++;
        if (!maze_stats_start(&a->maze.stats_job, a->maze.m, a->maze.from, a->maze.to)) {
            app_stats_forget(a); /* no memory: no figures, and a try again next frame */
            render_miss(a->r, "no memory for the maze's figures");
            return;
        }
    }
    Uint64 t0 = SDL_GetPerformanceCounter();
    bool done;
    do
        done = maze_stats_run(&a->maze.stats_job, a->offscreen ? UINT64_MAX : 65536);
    while (!done && ms_since(t0) < CONFIG_STATS_SLICE_MS);
    if (!done)
        return;
    a->maze.stats = a->maze.stats_job.out;
    maze_stats_end(&a->maze.stats_job);
    a->maze.stats_busy = false;
    a->maze.stats_ok = a->maze.stats_kept = true;
    a->maze.stats_print = stats_print(a);
}

/* A cost measured again: mostly the new figure, so a resize or a style change is learnt within frames. */
static void learn(double *cost, double ms) { *cost = *cost > 0 ? 0.5 * *cost + 0.5 * ms : ms; }

/*
 * Brings the maze texture up to date: the changed cells, or everything
 * when that is cheaper (many changes, a big maze at top speed), learning
 * what each way costs (it depends on the renderer, the style and the
 * cell size).
 */
static bool sync_maze(app *a)
{
    size_t changes;
    sm_changes(a->maze.g, &changes);
    if (a->maze.ms_full > 0 && (double)changes * a->maze.ms_per_change > a->maze.ms_full)
        render_invalidate(a->r);
    Uint64 t0 = SDL_GetPerformanceCounter();
    if (!render_sync(a->r, a->maze.g))
        return false;
    double ms = ms_since(t0);
    if (render_synced_all(a->r))
        learn(&a->maze.ms_full, ms);
    else if (changes >= 1000)
        learn(&a->maze.ms_per_change, ms / (double)changes);
    return true;
}

bool app_draw(app *a)
{
    if (app_lesson_draw_blank(a))
        return true;
    bool ok = app_modes[a->mode]->draw(a);
    if (ok) {
        app_bar_draw(a); /* over the HUD, when the pointer moved lately */
        app_class_draw(a);
    }
    return ok;
}

/* The single maze's frame: the texture brought up to date, then what app_view() (and the mode's view()) shows. */
bool app_maze_draw(app *a)
{
    if (sm_steps(a->maze.g) >= a->maze.furthest) {
        double p;
        a->maze.furthest = sm_steps(a->maze.g);
        a->maze.furthest_frac = sm_progress(a->maze.g, &p) ? p : -1;
    }
    if (a->offscreen) /* a screenshot: all at once (a window's frame computes them in app_frame) */
        stats_some(a);
    if (!sync_maze(a))
        return false;
    sm_clear_changes(a->maze.g);
    Uint64 t0 = SDL_GetPerformanceCounter();
    render_frame f;
    render_panel p;
    app_view(a, &f, &p);
    if (!render_draw(a->r, &f))
        return false;
    bool ok = !render_wants_relayout(a->r) || (render_sync(a->r, a->maze.g) && render_draw(a->r, &f));
    learn(&a->maze.ms_rest, ms_since(t0));
    return ok;
}

bool app_running(const app *a) { return a->running; }
const char *app_title(const app *a) { return a->title; }
const char *app_hud(const app *a) { return a->hud_text; }
const sm *app_gen(const app *a) { return a->maze.g; }
struct render *app_renderer(const app *a) { return a->r; }

struct recorder *app_recorder(const app *a) { return a->rec.gif; }

const app_mode app_mode_single = {
    .id = "single",
    .name = STR_MODE_SINGLE,
    .advance = app_maze_advance,
    .draw = app_maze_draw,
    .run = app_maze_run,
    .back = app_maze_back,
};

unsigned long app_missed(const app *a, const char **why)
{
    unsigned long n = render_missed(a->r, why);
    for (int i = 0; app_mode_renderer(a, i); i++) { /* compare's panes */
        const char *w;
        unsigned long k = render_missed(app_mode_renderer(a, i), &w);
        if (k && why)
            *why = w;
        n += k;
    }
    return n;
}
