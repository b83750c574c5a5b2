/*
 * app_mode.c - the registry of the window's modes and the one place that
 * switches between them or asks which one is on (app_mode.h).
 */
#include "config.h"

#define APP_MODE_ROW(ID, name) [APP_MODE_##ID] = &app_mode_##name,
const app_mode *const app_modes[APP_MODES] = {APP_MODE_LIST(APP_MODE_ROW)};
#undef APP_MODE_ROW

app_mode_id app_mode_now(const app *a) { return a->mode; }

const char *app_mode_id_now(const app *a) { return app_modes[a->mode]->id; }

void *app_mode_state(const app *a, app_mode_id id) { return id < APP_MODES ? a->mode_state[id] : NULL; }

void *app_mode_on(const app *a, app_mode_id id) { return a->mode == id ? a->mode_state[id] : NULL; }

bool app_mode_is(const app *a, app_mode_id id) { return a->mode == id; }

void app_question_open(app *a, bool *panel_was)
{
    *panel_was = a->panel_on;
    a->paused = true;
    a->finishing = false;
    if (!a->panel_on) {
        a->panel_on = true;
        render_set_panel(a->r, true);
    }
    render_set_prompt(a->r, true);
}

void app_question_close(app *a, bool panel_was)
{
    render_set_prompt(a->r, false);
    if (!panel_was) {
        a->panel_on = false;
        render_set_panel(a->r, false);
    }
}

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
    a->menu.kind = APP_MENU_NONE;
    a->help.on = false;
    a->help.page = 0;
    if (to->enter && !to->enter(a, arg))
        return false;
    if (from != id && app_modes[from]->leave)
        app_modes[from]->leave(a);
    a->mode = id;
    render_invalidate(a->r);
    app_update_title(a);
    return true;
}

bool app_mode_toggle(app *a, app_mode_id id, int arg)
{
    if (a->mode != id)
        return app_mode_set(a, id, arg);
    app_mode_back(a);
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

bool app_modes_open(app *a, const cli_args *args)
{
    for (int i = 0; i < APP_MODES; i++) {
        const app_mode *m = app_modes[i];
        if (m->asked && m->asked(args) && !(m->open ? m->open(a, args) : app_mode_set(a, (app_mode_id)i, 0)))
            return false;
    }
    return true;
}

uint64_t app_steps(const app *a)
{
    const app_mode *m = app_modes[a->mode];
    return m->steps ? m->steps(a) : a->maze.g ? sm_steps(a->maze.g) : 0;
}

render *app_mode_renderer(const app *a, int i)
{
    const app_mode *m = app_modes[a->mode];
    return m->renderer ? m->renderer(a, i) : NULL;
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
