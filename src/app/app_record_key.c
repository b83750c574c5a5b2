/*
 * app_record_key.c - the G key: start or stop recording the window into a
 * GIF (app_record.h), and the sign that says so on screen. The HUD line
 * shows what happens (record_status()); stderr gets the same line, for
 * scripts and tests.
 */
#include <stdio.h>

#include "app_record.h"
#include "config.h"

/*
 * What G records: the maze alone; with Shift+G (more) the window's left
 * column - the maze, the legend under it, the timeline and the HUD; in
 * compare mode and the lab, the whole window.
 */
SDL_Rect app_record_area(const app *a)
{
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(a->ren, &w, &h);
    SDL_Rect all = {0, 0, w, h};
    if (app_modes[a->mode]->whole_window)
        return all;
    const render_layout_info *in = render_info(a->r);
    if (!a->rec.more && in->maze.w > 0)
        return in->maze;
    if (in->panel.w > 0)
        all.w = in->panel.x;
    return all;
}

/* Starts recording what G (arg 0) or Shift+G (arg 1) records; msg says what happened. */
static void start(app *a, int arg, char *msg, size_t len)
{
    a->rec.more = arg == 1;
    SDL_Rect r = app_record_area(a);
    const app_mode *m = app_modes[a->mode];
    const char *id = m->whole_window ? m->id : sm_algorithm(app_gen(a))->id;
    if (record_start(a->rec.gif, a->args.record_dir, id, a->seed, r.w, r.h, CONFIG_RECORD_FPS,
                     (long)CONFIG_RECORD_MAX_MB << 20, msg, len))
        snprintf(msg, len, "recording %dx%d at %d frames a second…", r.w, r.h, CONFIG_RECORD_FPS);
}

void app_act_record(app *a, int arg)
{
    char msg[1100];
    if (record_active(a->rec.gif))
        record_stop(a->rec.gif, msg, sizeof msg);
    else if (!record_take_failure(a->rec.gif, msg, sizeof msg)) /* after a failure, G was meant to stop that one */
        start(a, arg, msg, sizeof msg);
    fprintf(stderr, "mazeviz: %s\n", msg);
}

bool app_record_sign_draw(app *a)
{
    char text[300];
    bool on;
    if (!record_sign(a->rec.gif, a->lang, text, sizeof text, &on))
        return false;
    render_draw_sign(a->r, text, on);
    return true;
}
