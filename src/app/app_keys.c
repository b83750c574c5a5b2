/*
 * app_keys.c - what the keys do. config.h maps keys to these actions;
 * handling a key is a loop over that table, so changing a key is an edit
 * of one row there.
 */
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

static void on_key(app *a, const SDL_KeyboardEvent *k)
{
    Uint16 mod = clean_mod(k->keysym.mod);
    for (size_t i = 0; i < NKEYS; i++) {
        const app_key *row = &config_keys[i];
        if (row->key == k->keysym.sym && (row->mod == APP_MOD_ANY || row->mod == mod)) {
            row->fn(a, row->arg);
            return;
        }
    }
}

void app_handle_event(app *a, const SDL_Event *e)
{
    if (!a->running)
        return; /* after quit, or a restart that ran out of memory (no generator) */
    if (e->type == SDL_QUIT)
        a->running = false;
    else if (e->type == SDL_KEYDOWN)
        on_key(a, &e->key);
    else if (e->type == SDL_RENDER_TARGETS_RESET)
        render_invalidate(a->r); /* Direct3D lost the maze texture's contents */
}

void app_keys_help(const char **lines, size_t max)
{
    size_t n = 0;
    for (size_t i = 0; i < NKEYS && n < max; i++)
        if (config_keys[i].help)
            lines[n++] = config_keys[i].help;
    lines[n] = NULL;
}

/* A failed restart (no memory) ends the app; the loop reports SDL_GetError(). */
static void restart(app *a)
{
    if (!app_restart(a))
        a->running = false;
}

void app_act_quit(app *a, int arg)
{
    (void)arg;
    a->running = false;
}

/* Switches to algorithm index with its options from the command line, or defaults. */
static void select_algo(app *a, size_t index)
{
    a->algo = index;
    a->opts = gen_algos[index] == a->args.algo ? a->args.settings : gen_default_settings();
    restart(a);
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
}

/* One step; pressed while running it pauses first, so the step can be watched. */
void app_act_step(app *a, int arg)
{
    (void)arg;
    a->paused = true;
    a->finishing = false;
    sm_step(a->g);
}

void app_act_speed(app *a, int dir)
{
    a->speed = SDL_clamp(a->speed + dir, SPEED_MIN, SPEED_MAX);
    a->tick = 0;
}

void app_act_finish(app *a, int arg)
{
    (void)arg;
    a->finishing = !sm_done(a->g);
}

void app_act_restart(app *a, int arg)
{
    (void)arg;
    restart(a);
}

/* The next seed follows from the current one, so a session can be replayed from its first seed. */
void app_act_new_seed(app *a, int arg)
{
    (void)arg;
    uint64_t state = a->seed;
    a->seed = rng_splitmix64(&state);
    restart(a);
}

void app_act_style(app *a, int arg)
{
    (void)arg;
    render_set_style(a->r, render_get_style(a->r) == RENDER_THIN ? RENDER_BLOCK : RENDER_THIN);
}

void app_act_hud(app *a, int arg)
{
    (void)arg;
    a->hud_on = !a->hud_on;
}

void app_act_help(app *a, int arg)
{
    (void)arg;
    a->help_on = !a->help_on;
}
