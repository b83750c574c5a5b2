/*
 * app_record_key.c - the G key: start or stop recording the window into a
 * GIF (app_record.h). The HUD line shows what happens (record_status());
 * stderr gets the same line, for scripts and tests.
 */
#include <stdio.h>

#include "app_record.h"
#include "config.h"

void app_act_record(app *a, int arg)
{
    (void)arg;
    char msg[1100];
    int w, h;
    const sm *g = app_gen(a);
    if (record_active())
        record_stop(msg, sizeof msg);
    else if (SDL_GetRendererOutputSize(a->ren, &w, &h) != 0)
        snprintf(msg, sizeof msg, "cannot record: %s", SDL_GetError());
    else if (record_start(a->args.record_dir, sm_algorithm(g)->id, sm_seed(g), w, h, msg, sizeof msg))
        snprintf(msg, sizeof msg, "recording %dx%d…", w, h);
    fprintf(stderr, "mazeviz: %s\n", msg);
}
