/*
 * app_quiet.h - standard error caught while a library that prints there
 * runs: libpng, inside SDL2_image, prints its warnings and errors itself
 * ("libpng warning: Out of memory" three times, then "libpng error:
 * insufficient memory"), so our failure would not be one line. What it
 * said goes into a pipe, which needs no memory: it works when memory has
 * run out, which is when libpng talks most.
 */
#ifndef MAZEVIZ_APP_QUIET_H
#define MAZEVIZ_APP_QUIET_H

#include <stdbool.h>
#include <stddef.h>

typedef struct app_quiet {
    int saved;   /* standard error's descriptor, copied; -1: nothing caught */
    int pipe[2]; /* what the library writes, read back by app_quiet_end() */
} app_quiet;

/* Sends standard error into a pipe until app_quiet_end() (unchanged when that cannot be done). */
void app_quiet_begin(app_quiet *q);

/*
 * Restores standard error and puts the last line written meanwhile into
 * said (len bytes, "" when nothing was), its control bytes escaped. A
 * library's lines beyond what the pipe holds (64 KiB) are lost.
 */
void app_quiet_end(app_quiet *q, char *said, size_t len);

/*
 * Whether a failure just now was for lack of memory: errno is ENOMEM (the
 * caller cleared it before the call; malloc sets it), or the library's
 * words say so. SDL's own words for it vary ("Parameter 'texture' is
 * invalid" after a texture could not be made, "Text has zero width").
 */
bool app_no_memory(const char *said);

#endif
