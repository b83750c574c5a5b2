/*
 * app_keys.c - what the keys and the mouse do. config.h maps keys to these
 * actions; handling a key is a loop over that table, so changing a key is
 * an edit of one row there. The algorithm menu, while open, takes the keys
 * first; the mouse seeks on the timeline and picks menu rows.
 */
#include <stdio.h>
#include <string.h>

#include "config.h"

#define NKEYS (sizeof config_keys / sizeof config_keys[0])

/* Shift, Ctrl, Alt, GUI with left and right folded together; lock keys ignored. */
static Uint16 clean_mod(Uint16 mod)
{
    Uint16 out = 0;
    if (mod & KMOD_SHIFT)
        out |= KMOD_SHIFT;
    if (mod & KMOD_CTRL)
        out |= KMOD_CTRL;
    if (mod & KMOD_ALT)
        out |= KMOD_ALT;
    if (mod & KMOD_GUI)
        out |= KMOD_GUI;
    return out;
}

/* A failed restart (no memory) ends the app; the loop reports SDL_GetError(). */
static void restart(app *a)
{
    if (!app_restart(a))
        a->running = false;
}

/* Switches to algorithm index with its options from the command line, or defaults. */
static void select_algo(app *a, size_t index)
{
    a->algo = index;
    a->opts = gen_algos[index] == a->args.algo ? a->args.settings : gen_default_settings();
    a->menu_open = false;
    restart(a);
}

/* Row i of the open menu: a generator, or (Shift+S) a solver, the distance machine last. */
static int menu_count(const app *a) { return a->menu_solvers ? (int)solve_algo_count + 1 : (int)gen_algo_count; }

static void menu_pick(app *a, int i)
{
    if (!a->menu_solvers)
        select_algo(a, (size_t)i);
    else
        app_set_solver(a, i < (int)solve_algo_count ? solve_algos[i] : &solve_distance);
}

/* The menu's keys: arrows move, Enter or a number chooses, Esc (or M / 0 again) closes. */
static bool menu_key(app *a, SDL_Keycode k)
{
    int n = menu_count(a);
    if (k == SDLK_UP || k == SDLK_DOWN)
        a->menu_sel = (a->menu_sel + (k == SDLK_UP ? n - 1 : 1)) % n;
    else if (k == SDLK_RETURN || k == SDLK_KP_ENTER)
        menu_pick(a, a->menu_sel);
    else if (k >= SDLK_1 && k <= SDLK_9 && k - SDLK_1 < n)
        menu_pick(a, k - SDLK_1);
    else if (k == SDLK_ESCAPE || k == SDLK_m || k == SDLK_0 || (a->menu_solvers && k == SDLK_s))
        a->menu_open = false;
    else
        return false;
    return true;
}

static void on_key(app *a, const SDL_KeyboardEvent *k)
{
    if (a->menu_open && menu_key(a, k->keysym.sym))
        return;
    Uint16 mod = clean_mod(k->keysym.mod);
    for (size_t i = 0; i < NKEYS; i++) {
        const app_key *row = &config_keys[i];
        if (row->key == k->keysym.sym && (row->mod == APP_MOD_ANY || row->mod == mod)) {
            row->fn(a, row->arg);
            return;
        }
    }
}

SDL_Point app_to_output(const app *a, int x, int y)
{
    int ww = 0, wh = 0, ow = 0, oh = 0;
    if (a->win)
        SDL_GetWindowSize(a->win, &ww, &wh);
    SDL_GetRendererOutputSize(a->ren, &ow, &oh);
    if (ww <= 0 || wh <= 0)
        return (SDL_Point){x, y};
    return (SDL_Point){x * ow / ww, y * oh / wh};
}

/* The step under output x on the timeline's scrub range (steps spread evenly over it). */
static uint64_t timeline_step(app *a, int x)
{
    const render_layout_info *in = render_info(a->r);
    SDL_Rect t = in->timeline;
    float progress, reach;
    uint64_t end;
    app_timeline(a, a->g, true, &progress, &reach, &end);
    int w = in->timeline_reach;
    double f = w > 0 ? (double)(x - t.x) / w : 0;
    f = SDL_clamp(f, 0.0, 1.0);
    return (uint64_t)(f * (double)end + 0.5);
}

static bool inside(SDL_Rect r, SDL_Point p)
{
    SDL_Rect grown = {r.x, r.y - r.h, r.w, r.h * 3}; /* a thin bar is easier to hit a bit taller */
    return r.w > 0 && SDL_PointInRect(&p, &grown);
}

static void on_mouse(app *a, const SDL_Event *e)
{
    const render_layout_info *in = render_info(a->r);
    if (e->type == SDL_MOUSEBUTTONUP) {
        a->dragging = false;
        return;
    }
    SDL_Point p = e->type == SDL_MOUSEMOTION ? app_to_output(a, e->motion.x, e->motion.y)
                                             : app_to_output(a, e->button.x, e->button.y);
    if (e->type == SDL_MOUSEBUTTONDOWN && a->menu_open) {
        for (int i = 0; i < RENDER_MAX_MENU && i < menu_count(a); i++)
            if (in->menu_row[i].w > 0 && SDL_PointInRect(&p, &in->menu_row[i])) {
                menu_pick(a, i);
                return;
            }
        return;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT && inside(in->timeline, p))
        a->dragging = true;
    uint32_t cell;
    if (e->type == SDL_MOUSEBUTTONDOWN && !a->dragging && render_cell_at(a->r, p.x, p.y, &cell) &&
        (e->button.button == SDL_BUTTON_LEFT || e->button.button == SDL_BUTTON_RIGHT)) {
        app_set_end(a, cell, e->button.button == SDL_BUTTON_RIGHT); /* left: start, right: goal */
        return;
    }
    if (!a->dragging)
        return;
    a->paused = true;
    a->finishing = a->hunting = false;
    a->seeking = true;
    a->seek_to = timeline_step(a, p.x);
}

uint64_t app_held_steps(const app *a)
{
    unsigned shift = SDL_min(a->repeats / CONFIG_HOLD_DOUBLE, CONFIG_HOLD_MAX_SHIFT);
    return (uint64_t)1 << shift;
}

void app_handle_event(app *a, const SDL_Event *e)
{
    if (!a->running)
        return; /* after quit, or a restart that ran out of memory (no generator) */
    if (e->type == SDL_KEYDOWN)
        a->repeats = e->key.repeat ? a->repeats + 1 : 0;
    if (app_bar_event(a, e) || app_lesson_event(a, e) || app_compare_event(a, e) || app_lab_event(a, e))
        return; /* compare mode and the lab take their keys and the mouse first */
    switch (e->type) {
    case SDL_QUIT:
        a->running = false;
        break;
    case SDL_KEYDOWN:
        on_key(a, &e->key);
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
    case SDL_MOUSEMOTION:
        on_mouse(a, e);
        break;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            render_invalidate(a->r); /* the next frame re-reads the output size */
        break;
    case SDL_RENDER_TARGETS_RESET:
        render_invalidate(a->r); /* Direct3D lost the maze texture's contents */
        break;
    default:
        break;
    }
}

int app_keys_help(const app *a, char lines[][200], int max)
{
    int n = 0;
    for (size_t i = 0; i < NKEYS && n < max; i++)
        if (config_keys[i].keys) {
            char keys[64]; /* "M or 0": "or" in the UI language */
            const char *k = config_keys[i].keys, *or = strstr(k, " or ");
            if (or)
                snprintf(keys, sizeof keys, "%.*s%s%s", (int)(or - k), k, app_tr(STR_KEY_OR, a->lang), or + 4);
            else
                snprintf(keys, sizeof keys, "%s", k);
            snprintf(lines[n++], 200, "%s\t%s", keys, app_tr(config_keys[i].help, a->lang));
        }
    if (n < max)
        snprintf(lines[n++], 200, "%s\t%s", a->lang == SM_LANG_ZH ? "左/右键" : "click L / R",
                 app_tr(STR_HELP_MOUSE, a->lang));
    return n;
}

void app_act_quit(app *a, int arg)
{
    (void)arg;
    a->running = false;
}

/* Esc closes the menu or the help; it never quits (a stray Esc must not end a lesson: Q does). */
void app_act_close(app *a, int arg)
{
    (void)arg;
    a->menu_open = a->help_on = false;
    a->help_page = 0;
}

void app_act_algo(app *a, int index)
{
    if (index >= 0 && (size_t)index < gen_algo_count)
        select_algo(a, (size_t)index);
}

void app_act_algo_next(app *a, int dir)
{
    select_algo(a, (a->algo + (dir < 0 ? gen_algo_count - 1 : 1)) % gen_algo_count);
}

void app_act_menu(app *a, int arg)
{
    (void)arg;
    a->menu_open = !(a->menu_open && !a->menu_solvers);
    a->menu_solvers = false;
    a->menu_sel = (int)a->algo;
}

/* Cycles option `index` of the current algorithm (if it has one) and restarts, same seed. */
void app_act_option(app *a, int index)
{
    const gen_algo *algo = gen_algos[a->algo];
    if (index < 0 || (size_t)index >= algo->n_options || index >= SM_MAX_OPTIONS)
        return;
    const gen_option *o = &algo->options[index];
    unsigned v = a->opts.value[index] + 1u;
    a->opts.value[index] = (uint8_t)(v < SM_MAX_VALUES && o->values[v] ? v : 0);
    restart(a);
}

void app_act_pause(app *a, int arg)
{
    (void)arg;
    a->paused = !a->paused;
    a->hunting = false;
}

/* One step (more while held); pressed while running it pauses first, so the step can be watched. */
void app_act_step(app *a, int arg)
{
    (void)arg;
    a->paused = true;
    a->finishing = a->seeking = a->hunting = false;
    if (!app_next_phase(a))
        sm_run(a->g, app_held_steps(a));
}

/* One step back, exactly (sm_seek replays from a checkpoint); held, it rewinds faster and faster. */
void app_act_back(app *a, int arg)
{
    (void)arg;
    a->paused = true;
    uint64_t now = sm_steps(a->g), back = app_held_steps(a);
    if (now > 0)
        app_seek_now(a, now > back ? now - back : 0);
    else
        app_prev_phase(a); /* from a later machine's step 0 into the earlier one */
}

void app_act_home(app *a, int arg)
{
    (void)arg;
    a->paused = true;
    app_seek_now(a, 0);
}

void app_act_speed(app *a, int dir)
{
    a->speed = SDL_clamp(a->speed + dir, SPEED_MIN, SPEED_MAX);
    a->tick = 0;
}

void app_act_finish(app *a, int arg)
{
    (void)arg;
    a->finishing = !app_chain_done(a);
    a->seeking = a->hunting = false;
}

void app_act_restart(app *a, int arg)
{
    (void)arg;
    restart(a);
}

void app_next_seed(app *a)
{
    uint64_t state = a->seed;
    a->seed = rng_splitmix64(&state);
}

void app_act_new_seed(app *a, int arg)
{
    (void)arg;
    app_next_seed(a);
    restart(a);
}

void app_act_style(app *a, int arg)
{
    (void)arg;
    render_set_style(a->r, render_get_style(a->r) == RENDER_THIN ? RENDER_BLOCK : RENDER_THIN);
}

void app_act_panel(app *a, int arg)
{
    (void)arg;
    a->panel_on = !a->panel_on;
    render_set_panel(a->r, a->panel_on);
}

void app_act_lang(app *a, int arg)
{
    (void)arg;
    a->lang = a->lang == SM_LANG_ZH ? SM_LANG_EN : SM_LANG_ZH;
    app_update_title(a);
    render_set_note(a->r, a->args.note[a->lang == SM_LANG_ZH]);
}

void app_act_theme(app *a, int arg)
{
    (void)arg;
    a->theme = (a->theme + 1) % CONFIG_THEMES;
    render_set_theme(a->r, config_themes[a->theme]);
}

void app_act_hide(app *a, int arg)
{
    (void)arg;
    a->overlays_on = !a->overlays_on;
}

/* F11: the desktop's size without a mode change; the size event that follows re-lays the frame. */
void app_act_fullscreen(app *a, int arg)
{
    (void)arg;
    if (!a->win)
        return;
    app_set_fullscreen(a->win, !app_is_fullscreen(a->win));
    render_invalidate(a->r);
}

/* F1: open the help, turn its page when it needed more than one, close it after the last. */
void app_act_help(app *a, int arg)
{
    (void)arg;
    if (a->help_on && a->help_page + 1 < render_info(a->r)->help_pages) {
        a->help_page++;
        return;
    }
    a->help_on = !a->help_on;
    a->help_page = 0;
}
