/*
 * app_mask.c - the pictures that need SDL for the command line's masks
 * (cli_picture_hooks in grid_cli.h): SDL2_image reads a PNG --mask, one
 * pixel per cell, and SDL2_ttf draws --mask-text with the shipped UI font.
 *
 * The text is drawn large (TEXT_PT points, smaller if it would be wider
 * than TEXT_MAX_W pixels), a newline starting a new line, and cropped to
 * its ink; the core then samples it down to the grid (mask.h). A character
 * the font has no glyph for is refused by name rather than drawn as a box.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <limits.h>
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "app_quiet.h"
#include "app_run.h"

#define TEXT_PT 200
#define TEXT_MAX_W 8192
#define INK_EDGE 64 /* alpha from which a pixel counts for the crop */

/* Whether an ARGB pixel is a cell: opaque enough and dark (luma below half). */
static bool dark(Uint32 p)
{
    unsigned a = p >> 24, r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
    return a >= 128 && 299 * r + 587 * g + 114 * b < 128 * 1000;
}

/*
 * The n bytes at data (a whole PNG: mask_file.c checked its chunks and
 * size) decoded as ARGB, with what libpng prints on stderr caught: a bad
 * PNG is one line, with the library's last words when it said any. NULL
 * with err set, and errno ENOMEM when memory ran out.
 */
static SDL_Surface *decode(const char *name, const void *data, size_t n, char *err, size_t len)
{
    char lib[160];
    app_quiet q;
    errno = 0;
    app_quiet_begin(&q);
    SDL_RWops *rw = SDL_RWFromConstMem(data, (int)n);
    SDL_Surface *s = rw ? IMG_Load_RW(rw, 1) : NULL;
    SDL_Surface *c = s ? SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    app_quiet_end(&q, lib, sizeof lib);
    bool no_memory = !c && app_no_memory(lib);
    if (no_memory)
        snprintf(err, len, "out of memory reading --mask '%s'", name);
    else if (!c)
        snprintf(err, len, "cannot read --mask '%s' as a PNG: %s%s%s", name, SDL_GetError(), lib[0] ? " - " : "", lib);
    SDL_FreeSurface(s);
    errno = no_memory ? ENOMEM : 0;
    return c;
}

static bool png(const char *path, const void *data, size_t n, mask_picture *out, char *err, size_t len)
{
    char name[CLI_ESCAPE_MAX + 16];
    cli_escape(name, sizeof name, path);
    memset(out, 0, sizeof *out);
    SDL_Surface *c = n <= INT_MAX ? decode(name, data, n, err, len) : NULL;
    if (!c) {
        if (n > INT_MAX)
            snprintf(err, len, "--mask '%s' is too large a file", name);
        return false;
    }
    bool ok = (out->px = malloc((size_t)c->w * (size_t)c->h)) != NULL;
    if (!ok) {
        snprintf(err, len, "out of memory reading --mask '%s'", name);
        errno = ENOMEM;
    }
    for (int y = 0; ok && y < c->h; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)c->pixels + (size_t)y * (size_t)c->pitch);
        for (int x = 0; x < c->w; x++)
            out->px[(size_t)y * (size_t)c->w + (size_t)x] = dark(row[x]) ? 255 : 0;
    }
    if (ok) {
        out->w = (uint32_t)c->w;
        out->h = (uint32_t)c->h;
    }
    SDL_FreeSurface(c);
    return ok;
}

/* The next code point of UTF-8 text at *s (advancing it), or -1 when the bytes are not UTF-8. */
static long next_cp(const unsigned char **s)
{
    const unsigned char *u = *s;
    int n = u[0] < 0x80 ? 1 : (u[0] & 0xe0) == 0xc0 ? 2 : (u[0] & 0xf0) == 0xe0 ? 3 : (u[0] & 0xf8) == 0xf0 ? 4 : 0;
    if (n == 0)
        return -1;
    long cp = n == 1 ? u[0] : u[0] & (0x3f >> (n - 1));
    for (int i = 1; i < n; i++) {
        if ((u[i] & 0xc0) != 0x80)
            return -1;
        cp = cp << 6 | (u[i] & 0x3f);
    }
    *s = u + n;
    return cp;
}

/* One line into err when text has a character the font cannot draw; true when it has none. */
static bool glyphs_ok(TTF_Font *f, const char *text, char *err, size_t len)
{
    for (const unsigned char *s = (const unsigned char *)text; *s;) {
        const unsigned char *at = s;
        long cp = next_cp(&s);
        char shown[CLI_ESCAPE_MAX + 16], one[5] = {0};
        if (cp < 0) {
            cli_escape(shown, sizeof shown, text);
            snprintf(err, len, "bad --mask-text '%s': not valid UTF-8", shown);
            return false;
        }
        if (cp == '\n' || TTF_GlyphIsProvided32(f, (Uint32)cp))
            continue;
        memcpy(one, at, (size_t)(s - at));
        cli_escape(shown, sizeof shown, one);
        snprintf(err, len, "--mask-text: the UI font has no glyph for '%s' (U+%04lX); it has Latin letters, "
                 "digits and the Chinese characters of mazeviz's own texts (such as 迷宫)", shown, cp);
        return false;
    }
    return true;
}

/* The ink's box in s (ARGB): false when there is none. */
static bool ink_box(const SDL_Surface *s, SDL_Rect *box)
{
    int x0 = s->w, y0 = s->h, x1 = -1, y1 = -1;
    for (int y = 0; y < s->h; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < s->w; x++) {
            if ((row[x] >> 24) < INK_EDGE)
                continue;
            x0 = x < x0 ? x : x0;
            x1 = x > x1 ? x : x1;
            y0 = y < y0 ? y : y0;
            y1 = y > y1 ? y : y1;
        }
    }
    *box = (SDL_Rect){x0, y0, x1 - x0 + 1, y1 - y0 + 1};
    return x1 >= 0;
}

/* text drawn with the font at path, wrapped at newlines, as ARGB; NULL with err set. */
static SDL_Surface *draw(const char *path, const char *text, char *err, size_t len)
{
    TTF_Font *f = TTF_OpenFont(path, TEXT_PT);
    int w = 0, h = 0;
    if (f && TTF_SizeUTF8(f, text, &w, &h) == 0 && w > TEXT_MAX_W) { /* a long text: smaller */
        TTF_CloseFont(f);
        f = TTF_OpenFont(path, TEXT_PT * TEXT_MAX_W / w > 8 ? TEXT_PT * TEXT_MAX_W / w : 8);
    }
    if (!f) {
        snprintf(err, len, "--mask-text: cannot open the UI font %s: %s", path, TTF_GetError());
        return NULL;
    }
    SDL_Surface *s = NULL, *c = NULL;
    if (glyphs_ok(f, text, err, len)) {
        s = TTF_RenderUTF8_Blended_Wrapped(f, text, (SDL_Color){0, 0, 0, 255}, 0);
        c = s ? SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
        if (!c)
            snprintf(err, len, "--mask-text: drawing the text failed: %s",
                     app_no_memory(NULL) ? "out of memory" : TTF_GetError());
    }
    SDL_FreeSurface(s);
    TTF_CloseFont(f);
    return c;
}

static bool text(const char *t, mask_picture *out, char *err, size_t len)
{
    char path[1024], shown[CLI_ESCAPE_MAX + 16];
    memset(out, 0, sizeof *out);
    if (!app_find_font(path, sizeof path)) {
        snprintf(err, len, "--mask-text needs the UI font, which was not found (MAZEVIZ_FONT or "
                 "MAZEVIZ_DATADIR can name it)");
        return false;
    }
    bool was_init = TTF_WasInit() > 0;
    if (!was_init && TTF_Init() != 0) {
        snprintf(err, len, "--mask-text: SDL2_ttf failed: %s", TTF_GetError());
        return false;
    }
    SDL_Surface *s = draw(path, t, err, len);
    SDL_Rect box;
    bool ok = s != NULL;
    if (ok && !ink_box(s, &box)) {
        cli_escape(shown, sizeof shown, t);
        snprintf(err, len, "bad --mask-text '%s': it draws no ink", shown);
        ok = false;
    }
    if (ok && !(out->px = malloc((size_t)box.w * (size_t)box.h))) {
        snprintf(err, len, "--mask-text: out of memory");
        ok = false;
    }
    bool no_memory = !ok && app_no_memory(NULL); /* exit 1 (grid_cli.h) */
    for (int y = 0; ok && y < box.h; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + (size_t)(y + box.y) * (size_t)s->pitch);
        for (int x = 0; x < box.w; x++)
            out->px[(size_t)y * (size_t)box.w + (size_t)x] = (Uint8)(row[x + box.x] >> 24);
    }
    if (ok) {
        out->w = (uint32_t)box.w;
        out->h = (uint32_t)box.h;
        out->drawing = true;
    }
    SDL_FreeSurface(s);
    if (!was_init)
        TTF_Quit();
    errno = no_memory ? ENOMEM : 0;
    return ok;
}

const cli_picture_hooks app_picture_hooks = {png, text};
