/*
 * app_impl.h - the app's state and the key table's row type, shared by
 * app.c (frames), app_keys.c (actions) and config.h (the tables).
 */
#ifndef MAZEVIZ_APP_IMPL_H
#define MAZEVIZ_APP_IMPL_H

#include "app.h"
#include "render/render.h"

#define APP_MOD_ANY 0xffff /* a key row that matches whatever modifiers are held */
#define APP_HELP_LINES 24

typedef void (*app_action)(app *a, int arg);

/* One row of the key table: key plus exact modifiers (or APP_MOD_ANY) -> action(arg). */
typedef struct app_key {
    SDL_Keycode key;
    Uint16 mod;
    app_action fn;
    int arg;
    const char *help; /* the help overlay's line for this row, or NULL */
} app_key;

struct app {
    cli_args args;          /* the command line (algorithm options apply to args.algo) */
    SDL_Renderer *ren;
    SDL_Window *win;
    render *r;
    maze *m;
    sm *g;
    size_t algo;            /* index into gen_algos */
    gen_settings opts;      /* that algorithm's options (--opt, then the O key) */
    uint64_t seed;
    int speed;              /* SPEED_MIN .. SPEED_MAX */
    unsigned tick;          /* frames since the last step at slow speeds */
    bool paused, finishing, running, hud_on, help_on;
    double budget_ms;       /* stepping time per frame */
    size_t change_cap;      /* changed cells per frame before drawing */
    double ms_per_change;   /* measured cost of redrawing one changed cell */
    char title[160];
    char hud[384];
    const char *help[APP_HELP_LINES + 1];
};

/* Starts a new generation with a->algo and a->seed; false when out of memory. */
bool app_restart(app *a);

/* Fills lines (NULL-terminated, at most max) with the key table's help lines. */
void app_keys_help(const char **lines, size_t max);

/* Actions the key table names; arg as in the table. */
void app_act_quit(app *a, int arg);
void app_act_algo(app *a, int index);
void app_act_algo_next(app *a, int dir);
void app_act_option(app *a, int index);
void app_act_pause(app *a, int arg);
void app_act_step(app *a, int arg);
void app_act_speed(app *a, int dir);
void app_act_finish(app *a, int arg);
void app_act_restart(app *a, int arg);
void app_act_new_seed(app *a, int arg);
void app_act_style(app *a, int arg);
void app_act_hud(app *a, int arg);
void app_act_help(app *a, int arg);
void app_act_record(app *a, int arg); /* app_record_key.c */

#endif
