/*
 * app.c - the visualizer's state and one frame of it: advance the
 * generator, hand its changes to the renderer, compose the HUD line.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include <SDL_ttf.h>

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
        app_font_warn(found ? path : NULL, TTF_GetError());
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
err: {
    char why[256]; /* app_destroy() calls SDL functions that overwrite the error */
    SDL_strlcpy(why, SDL_GetError(), sizeof why);
    app_destroy(a);
    SDL_SetError("%s", why);
    return NULL;
}
}

void app_destroy(app *a)
{
    if (!a)
        return;
    gen_destroy(a->g);
    maze_destroy(a->m);
    render_destroy(a->r);
    free(a);
}

bool app_restart(app *a)
{
    const gen_algo *algo = gen_algos[a->algo];
    gen_settings s = a->opts;
    s.track_changes = true;
    gen_destroy(a->g);
    a->g = gen_create(algo, a->m, a->seed, &s);
    a->finishing = false;
    a->tick = 0;
    render_invalidate(a->r);
    snprintf(a->title, sizeof a->title, "mazeviz — %s", algo->name_en);
    if (a->win)
        SDL_SetWindowTitle(a->win, a->title);
    if (!a->g)
        return SDL_SetError("no memory for a %ux%u maze with %s", a->m->w, a->m->h,
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
    while (done < max && !gen_done(a->g)) {
        uint64_t chunk = max - done < 4096 ? max - done : 4096;
        done += gen_run(a->g, chunk);
        gen_changes(a->g, &changed);
        if (changed >= a->change_cap || ms_since(t0) >= a->budget_ms)
            break;
    }
}

static void advance(app *a)
{
    if (gen_done(a->g)) {
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
        gen_step(a->g);
    }
}

void app_advance(app *a, uint64_t n) { gen_run(a->g, n); }

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

/* The HUD line: algorithm, options, seed, progress, speed, and the algorithm's own figures. */
static void make_hud(app *a)
{
    const gen_algo *algo = gen_algorithm(a->g);
    const maze *m = gen_maze(a->g);
    gen_info info;
    gen_get_info(a->g, &info);
    char speed[32];
    speed_text(a->speed, speed, sizeof speed);
    size_t used = 0;
    a->hud[0] = '\0';
    hud_add(a, &used, "%s · %s", algo->name_zh, algo->name_en);
    for (size_t i = 0; i < algo->n_options && i < GEN_MAX_OPTIONS; i++)
        hud_add(a, &used, "  %s=%s", algo->options[i].key, algo->options[i].values[a->opts.value[i]]);
    hud_add(a, &used, "   seed %" PRIu64 "   steps %" PRIu64 "   maze %" PRIu64 "/%" PRIu32
                      " (%.1f%%)   speed %s",
            a->seed, gen_steps(a->g), info.cells_in_maze, m->n,
            100.0 * (double)info.cells_in_maze / m->n, speed);
    if (info.walk_len || info.loops_erased)
        hud_add(a, &used, "   walk %" PRIu64 "   loops erased %" PRIu64, info.walk_len,
                info.loops_erased);
    else if (info.stack_depth)
        hud_add(a, &used, "   stack %" PRIu64, info.stack_depth);
    if (a->paused)
        hud_add(a, &used, "   ‖ paused 暂停");
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
    gen_changes(a->g, &changes);
    Uint64 t0 = SDL_GetPerformanceCounter();
    if (!render_sync(a->r, a->g))
        return false;
    learn_draw_cost(a, changes, ms_since(t0));
    gen_clear_changes(a->g);
    make_hud(a);
    render_overlay o = {
        .hud = a->hud_on ? a->hud : NULL,
        .banner = gen_done(a->g) ? CONFIG_BANNER : NULL,
        .help = a->help_on ? a->help : NULL,
    };
    return render_draw(a->r, &o);
}

bool app_running(const app *a) { return a->running; }
const char *app_title(const app *a) { return a->title; }
const char *app_hud(const app *a) { return a->hud; }
const gen *app_gen(const app *a) { return a->g; }
struct render *app_renderer(const app *a) { return a->r; }
