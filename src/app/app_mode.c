/*
 * app_mode.c - the registry of the window's modes and the one place that
 * switches between them (app_mode.h).
 */
#include "config.h"

const app_mode *const app_modes[APP_MODES] = {
    [APP_MODE_SINGLE] = &app_mode_single,
    [APP_MODE_COMPARE] = &app_mode_compare,
    [APP_MODE_LAB] = &app_mode_lab,
    [APP_MODE_PREDICT] = &app_mode_predict,
    [APP_MODE_PLAY] = &app_mode_play,
};

app_mode_id app_mode_now(const app *a) { return a->mode; }

const char *app_mode_id_now(const app *a) { return app_modes[a->mode]->id; }

void *app_mode_state(const app *a, app_mode_id id) { return id < APP_MODES ? a->mode_state[id] : NULL; }

void *app_mode_state_make(app *a, app_mode_id id)
{
    size_t size = app_modes[id]->state_size;
    if (!a->mode_state[id] && size && !(a->mode_state[id] = SDL_calloc(1, size)))
        SDL_OutOfMemory();
    return a->mode_state[id];
}

bool app_mode_set(app *a, app_mode_id id, int arg)
{
    const app_mode *to = app_modes[id];
    app_mode_id from = a->mode;
    if (to->state_size && !app_mode_state_make(a, id))
        return false;
    a->menu = APP_MENU_NONE;
    a->help_on = false;
    a->help_page = 0;
    if (to->enter && !to->enter(a, arg))
        return false;
    if (from != id && app_modes[from]->leave)
        app_modes[from]->leave(a);
    a->mode = id;
    render_invalidate(a->r);
    app_update_title(a);
    return true;
}

void app_mode_back(app *a)
{
    const app_mode *m = app_modes[a->mode];
    if (m->back_out)
        m->back_out(a);
    else if (a->mode != APP_MODE_SINGLE && !app_mode_set(a, APP_MODE_SINGLE, 0))
        a->running = false;
}

void app_modes_free(app *a)
{
    const app_mode *m = app_modes[a->mode];
    if (m->leave)
        m->leave(a);
    a->mode = APP_MODE_SINGLE;
    for (int i = 0; i < APP_MODES; i++) {
        SDL_free(a->mode_state[i]);
        a->mode_state[i] = NULL;
    }
}
