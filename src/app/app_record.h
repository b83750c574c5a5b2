/*
 * app_record.h - recording what the window shows into an animated GIF
 * (the G key), and the GIF palette made from the theme's colours, shared
 * with the headless --gif path (app_gif.c).
 *
 * A recorder (the app's a->rec) runs one recording at a time:
 * record_start() opens the file (all or nothing, through outfile.h),
 * record_frame() adds what the renderer shows now, record_stop() finishes
 * it and renames it into place. It also keeps what became of the last one
 * for the HUD, and whether any failed, for the exit status.
 */
#ifndef MAZEVIZ_APP_RECORD_H
#define MAZEVIZ_APP_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "gif_writer.h"
#include "mazeviz/machine.h"
#include "render/render.h"

/* The GIF palette: every colour of the theme (config.h) exactly, then the colour cube. */
void app_gif_palette(gif_palette *p, const render_theme *t);

typedef struct recorder recorder;

/* A recorder that is not recording; NULL when out of memory. */
recorder *record_create(void);

/* Frees r; a recording still running is dropped (no file left: stop it first to keep it). NULL: no-op. */
void record_destroy(recorder *r);

/*
 * Starts recording w x h pictures into dir (NULL: the current directory)
 * as mazeviz-<algo>-<seed>-<n>.gif, n the first number not taken, fps
 * pictures a second (of the window's CONFIG_FPS), stopping by itself once
 * the file reaches max_bytes. False with a one-line reason in err when the
 * file cannot be created, memory runs out or the program was built without
 * GIF support.
 */
bool record_start(recorder *r, const char *dir, const char *algo, uint64_t seed, int w, int h, int fps,
                  long max_bytes, char *err, size_t errlen);

/* Whether a recording is running. */
bool record_active(const recorder *r);

/*
 * Called once a window frame: every CONFIG_FPS / fps frames, adds the
 * part `area` of the renderer's picture (read with SDL_RenderReadPixels)
 * as one frame. An area smaller than the recording is padded, a larger one
 * cut. At the size limit the recording is saved and stops; on a failure it
 * is stopped and dropped, said on stderr, and record_status() says which.
 */
void record_frame(recorder *r, SDL_Renderer *ren, SDL_Rect area);

/*
 * Stops and drops the recording (no file is left) because of why, which
 * stderr and record_status() then show: a frame the window drew was not
 * whole (text it could not make), so the recording would not show what was
 * asked. No-op when not recording.
 */
void record_drop(recorder *r, const char *why);

/*
 * When a recording failed by itself (a write, text not drawn) and no G
 * came since: true with msg saying so, and the failure counts as seen.
 * The G key then reports instead of starting another recording: the user
 * pressed it to stop the one they believed running.
 */
bool record_take_failure(recorder *r, char *msg, size_t len);

/* Whether a recording of r could not be saved (the window then exits 1). */
bool record_failed(const recorder *r);

/*
 * Finishes the recording and puts the file in place. Returns true with
 * the path in msg, or false with a one-line reason; nothing is left
 * behind on failure.
 */
bool record_stop(recorder *r, char *msg, size_t len);

/*
 * A short HUD text in language l: "recording… n frames (G stops)" while
 * recording, "saved /full/path.gif" or the failure for a while after
 * stopping (a failure on its own until the next G), else "". The text
 * is kept in r until the next call.
 */
const char *record_status(recorder *r, sm_lang l);

/*
 * The recording sign in language l, into buf: the recording's length so
 * far ("REC 0:12": the window's frames it has seen) while recording,
 * then for as long as the HUD says it what became of it ("saved
 * NAME.gif", or why not). *on: recording. False when there is none.
 */
bool record_sign(const recorder *r, sm_lang l, char *buf, size_t len, bool *on);

#endif
