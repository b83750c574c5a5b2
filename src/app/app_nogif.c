/*
 * app_nogif.c - a visualizer built without giflib (-Dgif=disabled): --gif
 * and the G key say so instead.
 */
#include <stdio.h>
#include <stdlib.h>

#include "app_record.h"
#include "app_run.h"

#define NO_GIF "mazeviz was built without GIF support (giflib)"

int app_run_gif(const cli_args *args)
{
    (void)args;
    fprintf(stderr, "mazeviz: %s\n", NO_GIF);
    return 2;
}

/* Nothing to keep: there is never a recording. */
struct recorder {
    char unused;
};

recorder *record_create(void) { return calloc(1, sizeof(recorder)); }
void record_destroy(recorder *r) { free(r); }

bool record_start(recorder *r, const char *dir, const char *algo, uint64_t seed, int w, int h, int fps,
                  long max_bytes, char *err, size_t errlen)
{
    (void)r, (void)dir, (void)algo, (void)seed, (void)w, (void)h, (void)fps, (void)max_bytes;
    snprintf(err, errlen, "cannot record: %s", NO_GIF);
    return false;
}

bool record_active(const recorder *r) { return (void)r, false; }
void record_frame(recorder *r, SDL_Renderer *ren, SDL_Rect area)
{
    (void)r;
    (void)ren;
    (void)area;
}
void record_drop(recorder *r, const char *why) { (void)r, (void)why; }
bool record_take_failure(recorder *r, char *msg, size_t len)
{
    (void)r, (void)msg, (void)len;
    return false;
}
bool record_failed(const recorder *r) { return (void)r, false; }

bool record_stop(recorder *r, char *msg, size_t len)
{
    (void)r;
    snprintf(msg, len, "not recording");
    return false;
}

const char *record_status(recorder *r, sm_lang l)
{
    (void)r, (void)l;
    return "";
}

bool record_sign(const recorder *r, sm_lang l, char *buf, size_t len, bool *on)
{
    (void)r, (void)l, (void)buf, (void)len;
    *on = false;
    return false;
}
