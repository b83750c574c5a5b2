/*
 * gif_writer.c - see gif_writer.h. giflib does the LZW coding; this file
 * chooses the palette, maps pixels to it, finds the changed rectangle and
 * keeps one frame back so the last one can carry the hold time.
 */
#include "gif_writer.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <gif_lib.h>

#define CUBE 6            /* levels per channel of the colour cube: 216 entries */
#define CACHE_BITS 14     /* pixel -> index cache: 16384 slots, cleared when 3/4 full */
#define CACHE_USED 0x01000000u
#define DELAY_MAX 65535   /* a GIF delay is 16 bits of 1/100 s */
#define COLOURS (GIF_PALETTE_SIZE - 1) /* the last index is kept for "unchanged" */

struct gif_writer {
    FILE *f;
    GifFileType *gif;
    int w, h;
    gif_palette pal;
    uint8_t *shown;    /* the picture after the last frame written */
    uint8_t *pending;  /* the frame waiting for its delay to be known */
    uint8_t *incoming; /* the frame being mapped */
    uint8_t *line;     /* one row of a rectangle, unchanged pixels made transparent */
    uint32_t *last;    /* the last frame's pixels: rows equal to it need no mapping */
    bool have_pending, failed;
    int pending_delay;
    size_t frames;
    uint32_t *cache_key;
    uint8_t *cache_val;
    size_t cache_n;
};

void gif_palette_make(gif_palette *p, const uint32_t *exact, size_t n)
{
    memset(p, 0, sizeof *p);
    for (size_t i = 0; i < n && p->n_exact < GIF_EXACT_MAX; i++) {
        uint32_t c = exact[i] & 0xffffffu;
        bool seen = false;
        for (size_t k = 0; k < p->n_exact; k++)
            seen = seen || p->rgb[k] == c;
        if (!seen)
            p->rgb[p->n_exact++] = c;
    }
    size_t at = p->n_exact;
    for (uint32_t r = 0; r < CUBE; r++)
        for (uint32_t g = 0; g < CUBE; g++)
            for (uint32_t b = 0; b < CUBE; b++)
                p->rgb[at++] = (r * 51) << 16 | (g * 51) << 8 | b * 51;
    /* Slots left over: a grey ramp, for anti-aliased grey and white text. */
    for (size_t k = 0, left = COLOURS - at; at < COLOURS; k++) {
        uint32_t v = (uint32_t)((k + 1) * 255 / (left + 1));
        p->rgb[at++] = v << 16 | v << 8 | v;
    }
}

uint8_t gif_palette_nearest(const gif_palette *p, uint32_t rgb)
{
    int r = (int)(rgb >> 16 & 255), g = (int)(rgb >> 8 & 255), b = (int)(rgb & 255);
    long best = -1;
    size_t at = 0;
    for (size_t i = 0; i < COLOURS && best != 0; i++) {
        int dr = r - (int)(p->rgb[i] >> 16 & 255), dg = g - (int)(p->rgb[i] >> 8 & 255),
            db = b - (int)(p->rgb[i] & 255);
        long d = (long)dr * dr + (long)dg * dg + (long)db * db;
        if (best < 0 || d < best) {
            best = d;
            at = i;
        }
    }
    return (uint8_t)at;
}

/* The palette index of one pixel, through the cache. */
static uint8_t map_pixel(gif_writer *g, uint32_t argb)
{
    uint32_t key = (argb & 0xffffffu) | CACHE_USED;
    size_t mask = ((size_t)1 << CACHE_BITS) - 1, i = ((key * 2654435761u) >> (32 - CACHE_BITS)) & mask;
    while (g->cache_key[i] && g->cache_key[i] != key)
        i = (i + 1) & mask;
    if (g->cache_key[i])
        return g->cache_val[i];
    if (g->cache_n >= (mask + 1) / 4 * 3) {
        memset(g->cache_key, 0, sizeof *g->cache_key * (mask + 1));
        g->cache_n = 0;
        return map_pixel(g, argb);
    }
    g->cache_key[i] = key;
    g->cache_n++;
    return g->cache_val[i] = gif_palette_nearest(&g->pal, argb);
}

gif_writer *gif_writer_create(FILE *f, int w, int h, const gif_palette *pal)
{
    if (w < 1 || h < 1 || w > 65535 || h > 65535)
        return NULL;
    gif_writer *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    size_t n = (size_t)w * (size_t)h;
    g->f = f;
    g->w = w;
    g->h = h;
    g->pal = *pal;
    g->shown = malloc(n);
    g->pending = malloc(n);
    g->incoming = malloc(n);
    g->line = malloc((size_t)w);
    g->last = malloc(n * sizeof *g->last);
    g->cache_key = calloc((size_t)1 << CACHE_BITS, sizeof *g->cache_key);
    g->cache_val = malloc((size_t)1 << CACHE_BITS);
    if (!g->shown || !g->pending || !g->incoming || !g->line || !g->last || !g->cache_key || !g->cache_val)
        goto err;
    return g;
err:
    gif_writer_destroy(g);
    return NULL;
}

void gif_writer_destroy(gif_writer *g)
{
    if (!g)
        return;
    if (g->gif) {
        int err;
        EGifCloseFile(g->gif, &err);
    }
    free(g->shown);
    free(g->pending);
    free(g->incoming);
    free(g->line);
    free(g->last);
    free(g->cache_key);
    free(g->cache_val);
    free(g);
}

size_t gif_writer_frames(const gif_writer *g) { return g->frames; }

static int write_out(GifFileType *gif, const GifByteType *buf, int len)
{
    return (int)fwrite(buf, 1, (size_t)len, (FILE *)gif->UserData);
}

/* The header: screen size, the global palette, loop forever. */
static bool start(gif_writer *g)
{
    int err;
    GifColorType colours[GIF_PALETTE_SIZE];
    for (size_t i = 0; i < GIF_PALETTE_SIZE; i++)
        colours[i] = (GifColorType){(GifByteType)(g->pal.rgb[i] >> 16), (GifByteType)(g->pal.rgb[i] >> 8),
                                    (GifByteType)g->pal.rgb[i]};
    if (!(g->gif = EGifOpen(g->f, write_out, &err)))
        return false;
    EGifSetGifVersion(g->gif, true);
    ColorMapObject *map = GifMakeMapObject(GIF_PALETTE_SIZE, colours);
    static const GifByteType loop[3] = {1, 0, 0};
    bool ok = map && EGifPutScreenDesc(g->gif, g->w, g->h, 8, 0, map) == GIF_OK &&
              EGifPutExtensionLeader(g->gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
              EGifPutExtensionBlock(g->gif, 11, "NETSCAPE2.0") == GIF_OK &&
              EGifPutExtensionBlock(g->gif, 3, loop) == GIF_OK &&
              EGifPutExtensionTrailer(g->gif) == GIF_OK;
    GifFreeMapObject(map);
    return ok;
}

/* The smallest rectangle holding every pixel where a and b differ; false if none. */
static bool changed_rect(const gif_writer *g, const uint8_t *a, const uint8_t *b, int r[4])
{
    int x0 = g->w, y0 = g->h, x1 = -1, y1 = -1;
    for (int y = 0; y < g->h; y++) {
        const uint8_t *ra = a + (size_t)y * g->w, *rb = b + (size_t)y * g->w;
        if (memcmp(ra, rb, (size_t)g->w) == 0)
            continue;
        int lo = 0, hi = g->w - 1;
        while (ra[lo] == rb[lo])
            lo++;
        while (ra[hi] == rb[hi])
            hi--;
        x0 = lo < x0 ? lo : x0;
        x1 = hi > x1 ? hi : x1;
        y0 = y < y0 ? y : y0;
        y1 = y;
    }
    r[0] = x0, r[1] = y0, r[2] = x1 - x0 + 1, r[3] = y1 - y0 + 1;
    return x1 >= 0;
}

/* One row of the rectangle: changed pixels, the others transparent (they stay as shown). */
static bool put_row(gif_writer *g, int x, int y, int w)
{
    uint8_t *now = g->pending + (size_t)y * g->w + x, *was = g->shown + (size_t)y * g->w + x;
    for (int i = 0; i < w; i++)
        g->line[i] = g->frames > 0 && now[i] == was[i] ? GIF_TRANSPARENT : now[i];
    memcpy(was, now, (size_t)w);
    return EGifPutLine(g->gif, g->line, w) == GIF_OK;
}

/*
 * Writes the pending frame: its delay, then the rectangle that changed
 * (all of the first frame), left in place for the next one to draw over.
 */
static bool emit(gif_writer *g)
{
    int r[4] = {0, 0, g->w, g->h};
    if (g->frames == 0 ? !start(g) : false)
        return false;
    if (g->frames > 0 && !changed_rect(g, g->shown, g->pending, r))
        r[0] = r[1] = 0, r[2] = r[3] = 1; /* the delay is too long for one frame: repeat a pixel */
    GraphicsControlBlock gcb = {.DisposalMode = DISPOSE_DO_NOT, .DelayTime = g->pending_delay,
                                .TransparentColor = g->frames ? GIF_TRANSPARENT : NO_TRANSPARENT_COLOR};
    GifByteType ext[4];
    size_t len = EGifGCBToExtension(&gcb, ext);
    if (EGifPutExtension(g->gif, GRAPHICS_EXT_FUNC_CODE, (int)len, ext) != GIF_OK ||
        EGifPutImageDesc(g->gif, r[0], r[1], r[2], r[3], false, NULL) != GIF_OK)
        return false;
    for (int y = r[1]; y < r[1] + r[3]; y++)
        if (!put_row(g, r[0], y, r[2]))
            return false;
    g->frames++;
    return !ferror(g->f);
}

bool gif_writer_frame(gif_writer *g, const uint32_t *px, size_t pitch, int delay_cs)
{
    if (g->failed)
        return false;
    size_t row_bytes = (size_t)g->w * sizeof *px;
    for (int y = 0; y < g->h; y++) {
        const uint32_t *row = (const uint32_t *)((const uint8_t *)px + (size_t)y * pitch);
        uint32_t *last = g->last + (size_t)y * g->w;
        uint8_t *out = g->incoming + (size_t)y * g->w;
        if (g->have_pending && memcmp(row, last, row_bytes) == 0) {
            memcpy(out, g->pending + (size_t)y * g->w, (size_t)g->w); /* pending is the last frame */
            continue;
        }
        for (int x = 0; x < g->w; x++)
            out[x] = map_pixel(g, row[x]);
        memcpy(last, row, row_bytes);
    }
    if (g->have_pending && g->pending_delay + delay_cs <= DELAY_MAX &&
        memcmp(g->incoming, g->pending, (size_t)g->w * (size_t)g->h) == 0) {
        g->pending_delay += delay_cs;
        return true;
    }
    if (g->have_pending && !emit(g)) {
        g->failed = true;
        return false;
    }
    uint8_t *t = g->pending;
    g->pending = g->incoming;
    g->incoming = t;
    g->pending_delay = delay_cs < DELAY_MAX ? delay_cs : DELAY_MAX;
    g->have_pending = true;
    return true;
}

bool gif_writer_repeat(gif_writer *g, int delay_cs)
{
    if (g->failed || !g->have_pending)
        return false;
    if (g->pending_delay + delay_cs <= DELAY_MAX) {
        g->pending_delay += delay_cs;
        return true;
    }
    if (!emit(g)) { /* the delay is full: the same picture again as a new frame */
        g->failed = true;
        return false;
    }
    g->pending_delay = delay_cs < DELAY_MAX ? delay_cs : DELAY_MAX;
    return true;
}

bool gif_writer_finish(gif_writer *g, int hold_cs)
{
    if (g->failed || !g->have_pending)
        return false;
    long d = (long)g->pending_delay + hold_cs;
    g->pending_delay = d < DELAY_MAX ? (int)d : DELAY_MAX;
    int err;
    bool ok = emit(g);
    g->have_pending = false;
    ok = EGifCloseFile(g->gif, &err) == GIF_OK && ok;
    g->gif = NULL;
    ok = ok && fflush(g->f) == 0 && !ferror(g->f);
    g->failed = !ok;
    if (!ok && errno == 0)
        errno = EIO;
    return ok;
}
