/*
 * app.c - the visualizer's state and one frame of it: advance the
 * generator, hand its changes to the renderer, compose the HUD line.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include <SDL_ttf.h>

#include "app_record.h"
#include "config.h"

static size_t algo_index(const gen_algo *algo)
{
    for (size_t i = 0; i < gen_algo_count; i++)
        if (gen_algos[i] == algo)
            return i;
    return 0;
}

static render *make_renderer(SDL_Renderer *ren)
{
    char path[1024];
    bool found = app_find_font(path, sizeof path);
    render *r = render_create(ren, &config_palette, found ? path : NULL, CONFIG_FONT_PX);
    if (r && !render_has_font(r))
        fprintf(stderr, "mazeviz: warning: UI font %s not found or unreadable (%s); "
                        "drawing without text (set MAZEVIZ_FONT or MAZEVIZ_DATADIR)\n",
                found ? path : CONFIG_FONT_FILE, found ? TTF_GetError() : "searched "
                "$MAZEVIZ_FONT, $MAZEVIZ_DATADIR, the data dir and next to the program");
    return r;
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
    a->algo = algo_index(args->algo);
    a->opts = args->settings;
    a->seed = args->seed;
    a->speed = args->speed;
    a->running = a->hud_on = true;
    a->budget_ms = CONFIG_STEP_BUDGET_MS;
    a->change_cap = CONFIG_CHANGE_CAP_START;
    app_keys_help(a->help, APP_HELP_LINES);
    a->m = maze_create(args->w, args->h);
    a->r = make_renderer(ren);
    if (!a->m || !a->r) {
        if (!a->m)
            SDL_SetError("no memory for a %ux%u maze", args->w, args->h);
        goto err;
    }
    render_set_cell_px(a->r, args->cell_px);
    if (!app_restart(a))
        goto err;
    return a;
err:
    app_destroy(a);
    return NULL;
}

void app_destroy(app *a)
{
    if (!a)
        return;
    sm_destroy(a->g);
    maze_destroy(a->m);
    render_destroy(a->r);
    free(a);
}

bool app_restart(app *a)
{
    const gen_algo *algo = gen_algos[a->algo];
    gen_settings s = a->opts;
    s.track_changes = true;
    sm_destroy(a->g);
    a->g = sm_create(algo, a->m, a->seed, &s);
    a->finishing = false;
    a->tick = 0;
    render_invalidate(a->r);
    snprintf(a->title, sizeof a->title, "mazeviz — %s", algo->name_en);
    if (a->win)
        SDL_SetWindowTitle(a->win, a->title);
    if (!a->g)
        return SDL_SetError("no memory to generate a %ux%u maze with %s", a->m->w, a->m->h,
                            algo->id) == 0;
    return true;
}

static double ms_since(Uint64 t0)
{
    return (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 /
           (double)SDL_GetPerformanceFrequency();
}

/* Up to max steps in chunks, stopping at the time budget or the change cap. */
static void run_budgeted(app *a, uint64_t max)
{
    Uint64 t0 = SDL_GetPerformanceCounter();
    uint64_t done = 0;
    size_t changed = 0;
    while (done < max && !sm_done(a->g)) {
        uint64_t chunk = max - done < 4096 ? max - done : 4096;
        done += sm_run(a->g, chunk);
        sm_changes(a->g, &changed);
        if (changed >= a->change_cap || ms_since(t0) >= a->budget_ms)
            break;
    }
}

static void advance(app *a)
{
    if (sm_done(a->g)) {
        a->finishing = false;
        return;
    }
    if (a->finishing) {
        run_budgeted(a, UINT64_MAX);
        return;
    }
    if (a->paused)
        return;
    if (a->speed >= 0) {
        run_budgeted(a, (uint64_t)1 << a->speed);
        return;
    }
    if (++a->tick >= 1u << -a->speed) {
        a->tick = 0;
        sm_step(a->g);
    }
}

void app_advance(app *a, uint64_t n) { sm_run(a->g, n); }

static void speed_text(int level, char *buf, size_t len)
{
    if (level < 0)
        snprintf(buf, len, "1 step/%u frames", 1u << -level);
    else
        snprintf(buf, len, "%" PRIu64 " step%s/frame", (uint64_t)1 << level, level ? "s" : "");
}

/* Appends printf-style text to the HUD line, never past its end. */
static void hud_add(app *a, size_t *used, const char *fmt, ...)
{
    if (*used >= sizeof a->hud - 1)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(a->hud + *used, sizeof a->hud - *used, fmt, ap);
    va_end(ap);
    if (n > 0)
        *used = SDL_min(*used + (size_t)n, sizeof a->hud - 1);
}

/* The HUD line: algorithm, options, seed, steps, speed, and the algorithm's own figures. */
static void make_hud(app *a)
{
    const gen_algo *algo = sm_algorithm(a->g);
    sm_figure fig[SM_MAX_FIGURES];
    size_t nfig = sm_figures(a->g, fig);
    char speed[32];
    speed_text(a->speed, speed, sizeof speed);
    size_t used = 0;
    a->hud[0] = '\0';
    hud_add(a, &used, "%s · %s", algo->name_zh, algo->name_en);
    for (size_t i = 0; i < algo->n_options && i < SM_MAX_OPTIONS; i++)
        hud_add(a, &used, "  %s=%s", algo->options[i].key, algo->options[i].values[a->opts.value[i]]);
    hud_add(a, &used, "   seed %" PRIu64 "   steps %" PRIu64 "   speed %s", a->seed,
            sm_steps(a->g), speed);
    for (size_t i = 0; i < nfig; i++) {
        hud_add(a, &used, "   %s %" PRIu64, fig[i].label.en, fig[i].value);
        if (fig[i].of)
            hud_add(a, &used, "/%" PRIu64, fig[i].of);
    }
    if (a->paused)
        hud_add(a, &used, "   ‖ paused 暂停");
    hud_add(a, &used, "%s", record_status());
}

bool app_frame(app *a)
{
    advance(a);
    return app_draw(a);
}

/*
 * Learns what redrawing a changed cell costs (it depends on the renderer,
 * the style and the cell size) and sets the change cap so that redrawing
 * a frame's changes takes about CONFIG_DRAW_BUDGET_MS.
 */
static void learn_draw_cost(app *a, size_t changes, double ms)
{
    if (changes < 1000)
        return;
    double per = ms / (double)changes;
    a->ms_per_change = a->ms_per_change > 0 ? 0.7 * a->ms_per_change + 0.3 * per : per;
    double cap = CONFIG_DRAW_BUDGET_MS / a->ms_per_change;
    a->change_cap = (size_t)SDL_clamp(cap, CONFIG_CHANGE_CAP_MIN, CONFIG_CHANGE_CAP);
}

bool app_draw(app *a)
{
    size_t changes;
    sm_changes(a->g, &changes);
    Uint64 t0 = SDL_GetPerformanceCounter();
    if (!render_sync(a->r, a->g))
        return false;
    learn_draw_cost(a, changes, ms_since(t0));
    sm_clear_changes(a->g);
    make_hud(a);
    render_overlay o = {
        .hud = a->hud_on ? a->hud : NULL,
        .banner = sm_done(a->g) ? CONFIG_BANNER : NULL,
        .help = a->help_on ? a->help : NULL,
    };
    return render_draw(a->r, &o);
}

bool app_running(const app *a) { return a->running; }
const char *app_title(const app *a) { return a->title; }
const char *app_hud(const app *a) { return a->hud; }
const sm *app_gen(const app *a) { return a->g; }
struct render *app_renderer(const app *a) { return a->r; }
