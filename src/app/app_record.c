/*
 * app_record.c - the window's GIF recorder (see app_record.h) and the
 * theme's colours for the GIF palette. The file is written as frames
 * arrive, into a temporary file renamed into place on stop.
 */
#define _XOPEN_SOURCE 700 /* realpath */
#include "app_record.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "settings/outfile.h"
#include "config.h"
#include "platform.h"

#define STATUS_MS 10000 /* how long "saved PATH" stays in the HUD */

/* The app's recorder (a->rec.gif): the recording running, and what became of the last one. */
struct recorder {
    bool on;
    outfile out;
    char path[1024];   /* the file's full path, as the HUD shows it */
    gif_writer *gw;
    int w, h;
    int every, tick;   /* one picture every `every` window frames */
    long max_bytes;
    uint32_t *px;
    char status[1200]; /* a failure, in English (stderr's words); with STR_REC_FAILED its reason */
    app_str saved;     /* or: saved (STR_REC_SAVED, STR_REC_LIMIT), failed (STR_REC_FAILED), 0 */
    Uint32 status_until;
    bool unseen;       /* a recording failed on its own: shown until the next G, which says so */
    unsigned failures; /* recordings not saved, for the exit status */
    char live[1200];   /* record_status()'s text */
};

static uint32_t rgb(SDL_Color c) { return (uint32_t)c.r << 16 | (uint32_t)c.g << 8 | c.b; }

/* The one place that reads the theme: every colour it names, as 0xRRGGBB. */
void app_gif_palette(gif_palette *p, const render_theme *t)
{
    uint32_t c[2 * SM_CELL_KINDS + SM_WALL_KINDS + RENDER_GROUP_COLOURS + 32];
    size_t n = 0;
    for (size_t i = 0; i < SM_CELL_KINDS; i++) {
        c[n++] = rgb(t->cell[i]);
        c[n++] = rgb(t->shade_hi[i]);
    }
    for (size_t i = 0; i < SM_WALL_KINDS; i++)
        c[n++] = rgb(t->wall[i]);
    for (size_t i = 0; i < RENDER_GROUP_COLOURS; i++)
        c[n++] = rgb(t->group[i]);
    const SDL_Color more[] = {t->border, t->halo_colour, t->background, t->ghost, t->hud_bg, t->hud_text,
                              t->panel_bg, t->panel_text, t->panel_head, t->code_hl_bg,
                              t->code_hl_text, t->banner_bg, t->banner_text, t->banner_frame,
                              t->help_bg, t->help_text, t->menu_hl_bg, t->menu_hl_text,
                              t->timeline_bg, t->timeline_range, t->timeline_fill, t->timeline_knob, t->pause_fg,
                              t->pause_outline};
    for (size_t i = 0; i < sizeof more / sizeof more[0]; i++)
        c[n++] = rgb(more[i]);
    gif_palette_make(p, c, n);
}

/* dir/mazeviz-algo-seed-n.gif for the first n that does not exist yet; dir as a full path. */
static bool free_name(const char *dir, const char *algo, uint64_t seed, char *buf, size_t len)
{
    struct stat st;
    char full[PATH_MAX];
    if (!realpath(dir ? dir : ".", full))
        snprintf(full, sizeof full, "%s", dir ? dir : ".");
    for (unsigned n = 1; n < 100000; n++) {
        int k = snprintf(buf, len, "%s/mazeviz-%s-%llu-%u.gif", full, algo,
                         (unsigned long long)seed, n);
        if (k < 0 || (size_t)k >= len)
            return false;
        if (stat(buf, &st) != 0)
            return true;
    }
    return false;
}

static void drop(recorder *rec)
{
    gif_writer_destroy(rec->gw);
    rec->gw = NULL;
    if (rec->on)
        outfile_close(&rec->out, false);
    free(rec->px);
    rec->px = NULL;
    rec->on = false;
}

static void set_status(recorder *rec, const char *text)
{
    snprintf(rec->status, sizeof rec->status, "   %s", text);
    rec->saved = 0;
    rec->status_until = SDL_GetTicks() + STATUS_MS;
}

/* A recording that could not be saved: the HUD says so in a few words (reason), in its language. */
static void set_failed(recorder *rec, const char *reason)
{
    set_status(rec, reason);
    rec->saved = STR_REC_FAILED;
    rec->failures++;
}

/* Why o failed in the fewest words (strerror's, without outfile_error()'s hints): the HUD drops a field wider than itself. */
static const char *short_reason(const outfile *o)
{
    return o->why ? o->why : o->err == ENOMEM ? "out of memory" : strerror(o->err ? o->err : EIO);
}

/*
 * A running recording failed by itself (a full disk, text not drawn):
 * dropped, said at once on stderr (why) and in the HUD (reason) until the
 * next G, which the user pressed to stop it: that G says it failed
 * instead of starting another. It used to fail silently.
 */
static void fail_running(recorder *rec, const char *why, const char *reason)
{
    fprintf(stderr, "mazeviz: recording failed: %s; nothing saved\n", why);
    drop(rec);
    set_failed(rec, reason);
    rec->unseen = true;
}

/* Drops the recording after a failed write: its file is removed, stderr and the HUD say why. */
static void fail_writing(recorder *rec)
{
    char why[CLI_ESCAPE_MAX + 256];
    gif_writer_destroy(rec->gw);
    rec->gw = NULL;
    outfile_close(&rec->out, false);
    rec->on = false;
    fail_running(rec, outfile_message(&rec->out, "the recording", why, sizeof why), short_reason(&rec->out));
}

recorder *record_create(void) { return calloc(1, sizeof(recorder)); }

void record_destroy(recorder *rec)
{
    if (rec)
        drop(rec);
    free(rec);
}

bool record_start(recorder *rec, const char *dir, const char *algo, uint64_t seed, int w, int h, int fps,
                  long max_bytes, char *err, size_t errlen)
{
    gif_palette pal;
    app_gif_palette(&pal, app_theme_named(NULL));
    if (rec->on)
        drop(rec);
    rec->unseen = false;
    if (!free_name(dir, algo, seed, rec->path, sizeof rec->path)) {
        char name[CLI_ESCAPE_MAX + 16];
        cli_escape(name, sizeof name, dir ? dir : ".");
        snprintf(err, errlen, "cannot record: no free file name in '%s'", name);
        set_status(rec, err);
        return false;
    }
    if (!outfile_open(&rec->out, rec->path)) {
        outfile_message(&rec->out, "the recording", err, errlen);
        set_status(rec, err);
        return false;
    }
    rec->on = true;
    rec->w = w;
    rec->h = h;
    rec->every = fps > 0 && fps < CONFIG_FPS ? (CONFIG_FPS + fps / 2) / fps : 1;
    rec->tick = 0;
    rec->max_bytes = max_bytes;
    rec->px = calloc((size_t)w * (size_t)h, sizeof *rec->px);
    rec->gw = rec->px ? gif_writer_create(rec->out.f, w, h, &pal) : NULL;
    if (!rec->gw) {
        drop(rec);
        snprintf(err, errlen, "cannot record: no memory for %dx%d frames", w, h);
        set_status(rec, err);
        return false;
    }
    rec->status[0] = '\0';
    return true;
}

bool record_active(const recorder *rec) { return rec->on; }

void record_frame(recorder *rec, SDL_Renderer *ren, SDL_Rect area)
{
    int ow, oh;
    if (!rec->on || SDL_GetRendererOutputSize(ren, &ow, &oh) != 0 || rec->tick++ % rec->every != 0)
        return;
    SDL_Rect out = {0, 0, ow, oh}, r;
    area.w = SDL_min(area.w, rec->w);
    area.h = SDL_min(area.h, rec->h);
    if (!SDL_IntersectRect(&area, &out, &r))
        return;
    if (r.w < rec->w || r.h < rec->h) /* a smaller area (a resize): padded with black */
        memset(rec->px, 0, (size_t)rec->w * (size_t)rec->h * sizeof *rec->px);
    bool ok = SDL_RenderReadPixels(ren, &r, SDL_PIXELFORMAT_ARGB8888, rec->px,
                                   rec->w * (int)sizeof *rec->px) == 0;
    if (!ok) {
        char why[600];
        snprintf(why, sizeof why, "cannot read the window's pixels: %s", SDL_GetError());
        fail_running(rec, why, "cannot read the window's pixels");
    } else if (!gif_writer_frame(rec->gw, rec->px, (size_t)rec->w * sizeof *rec->px,
                                 (100 * rec->every + CONFIG_FPS / 2) / CONFIG_FPS)) {
        outfile_set_error(&rec->out, errno);
        fail_writing(rec);
    } else if (rec->max_bytes > 0 && ftell(rec->out.f) >= rec->max_bytes) {
        char msg[1100]; /* the size limit: saved as it is */
        if (record_stop(rec, msg, sizeof msg))
            rec->saved = STR_REC_LIMIT;
        fprintf(stderr, "mazeviz: size limit reached: %s\n", msg);
    }
}

void record_drop(recorder *rec, const char *why)
{
    if (rec->on)
        fail_running(rec, why, why);
}

bool record_take_failure(recorder *rec, char *msg, size_t len)
{
    if (!rec->unseen)
        return false;
    rec->unseen = false;
    rec->status_until = SDL_GetTicks() + STATUS_MS;
    snprintf(msg, len, "the recording had failed (%s); nothing was saved; G records again", rec->status + 3);
    return true;
}

bool record_failed(const recorder *rec) { return rec->failures > 0; }

bool record_stop(recorder *rec, char *msg, size_t len)
{
    if (!rec->on) {
        snprintf(msg, len, "not recording");
        return false;
    }
    bool ok = gif_writer_finish(rec->gw, 0);
    if (!ok)
        outfile_set_error(&rec->out, errno);
    gif_writer_destroy(rec->gw);
    rec->gw = NULL;
    ok = outfile_close(&rec->out, ok) && ok;
    rec->on = false;
    free(rec->px);
    rec->px = NULL;
    if (ok) {
        snprintf(msg, len, "saved %s", rec->path);
        platform_file_saved(rec->path); /* the web offers it as a download */
    } else {
        char why[CLI_ESCAPE_MAX + 256];
        snprintf(msg, len, "recording failed: %s", outfile_message(&rec->out, "the recording", why, sizeof why));
    }
    set_status(rec, msg);
    if (ok)
        rec->saved = STR_REC_SAVED;
    else
        set_failed(rec, short_reason(&rec->out));
    return ok;
}

bool record_sign(const recorder *rec, sm_lang l, char *buf, size_t len, bool *on)
{
    *on = rec->on;
    if (rec->on) {
        unsigned s = (unsigned)(rec->tick / CONFIG_FPS); /* the window's frames seen while recording */
        snprintf(buf, len, app_tr(STR_REC_SIGN, l), s / 60, s % 60);
        return true;
    }
    if (SDL_TICKS_PASSED(SDL_GetTicks(), rec->status_until) || !rec->status[0])
        return false;
    const char *name = strrchr(rec->path, '/');
    if (rec->saved)
        snprintf(buf, len, app_tr(STR_REC_SAVED, l), name ? name + 1 : rec->path);
    else
        snprintf(buf, len, "%s", rec->status + strspn(rec->status, " "));
    return true;
}

const char *record_status(recorder *rec, sm_lang l)
{
    char *live = rec->live;
    if (rec->on) {
        size_t n = gif_writer_frames(rec->gw);
        snprintf(live, sizeof rec->live, app_trn(STR_REC_ON, n, l), sm_count(n).s);
        return live;
    }
    if (!rec->unseen && SDL_TICKS_PASSED(SDL_GetTicks(), rec->status_until))
        return "";
    if (!rec->saved)
        return rec->status;
    if (rec->saved == STR_REC_FAILED)
        snprintf(live, sizeof rec->live, app_tr(STR_REC_FAILED, l), rec->status + 3);
    else if (rec->saved == STR_REC_LIMIT)
        snprintf(live, sizeof rec->live, app_tr(STR_REC_LIMIT, l), rec->max_bytes >> 20, rec->path);
    else
        snprintf(live, sizeof rec->live, app_tr(STR_REC_SAVED, l), rec->path);
    return live;
}
