/*
 * app_nogif.c - a visualizer built without giflib (-Dgif=disabled): --gif
 * and the G key say so instead.
 */
#include <stdio.h>

#include "app_record.h"
#include "app_run.h"

#define NO_GIF "mazeviz was built without GIF support (giflib)"

int app_run_gif(const cli_args *args)
{
    (void)args;
    fprintf(stderr, "mazeviz: %s\n", NO_GIF);
    return 2;
}

bool record_start(const char *dir, const char *algo, uint64_t seed, int w, int h, int fps,
                  long max_bytes, char *err, size_t errlen)
{
    (void)dir, (void)algo, (void)seed, (void)w, (void)h, (void)fps, (void)max_bytes;
    snprintf(err, errlen, "cannot record: %s", NO_GIF);
    return false;
}

bool record_active(void) { return false; }
void record_frame(SDL_Renderer *ren, SDL_Rect area)
{
    (void)ren;
    (void)area;
}
void record_drop(const char *why) { (void)why; }
bool record_take_failure(char *msg, size_t len)
{
    (void)msg, (void)len;
    return false;
}
bool record_failed(void) { return false; }

bool record_stop(char *msg, size_t len)
{
    snprintf(msg, len, "not recording");
    return false;
}

const char *record_status(sm_lang l)
{
    (void)l;
    return "";
}

bool record_sign(sm_lang l, char *buf, size_t len, bool *on)
{
    (void)l, (void)buf, (void)len;
    *on = false;
    return false;
}
