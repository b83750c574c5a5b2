/*
 * render_text.c - text: two font sizes that follow the output, lines
 * cached as textures while frames keep drawing them, and word wrap.
 *
 * Lines are rendered white and tinted when drawn, so one texture serves
 * every colour. A frame that draws the same text as the last one renders
 * nothing new; lines no frame drew are freed at the end of the frame.
 * Without a font nothing is drawn and the caller's boxes stay empty.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "render_impl.h"

void render_set_text_cache(render *r, bool on) { r->text_cache_off = !on; }

void render_fonts_size(render *r, int px)
{
    int big = (int)((float)px * r->mt.big_ratio + 0.5f);
    if (!r->font[0] || (px == r->font_px[0] && big == r->font_px[1]))
        return;
    render_text_free_all(r);
    TTF_SetFontSize(r->font[0], px);
    TTF_SetFontSize(r->font[1], big);
    r->font_px[0] = px;
    r->font_px[1] = big;
}

static void free_entry(text_entry *e)
{
    SDL_DestroyTexture(e->tex);
    free(e->text);
    *e = (text_entry){0};
}

static void free_wrap(wrap_entry *e)
{
    free(e->text);
    e->text = NULL;
}

void render_text_free_all(render *r)
{
    for (int i = 0; i < TEXT_CACHE; i++)
        free_entry(&r->texts[i]);
    for (int i = 0; i < WRAP_CACHE; i++)
        free_wrap(&r->wraps[i]);
}

void render_text_sweep(render *r)
{
    for (int i = 0; i < TEXT_CACHE; i++)
        if (r->texts[i].text && r->texts[i].used != r->frame_no)
            free_entry(&r->texts[i]);
    for (int i = 0; i < WRAP_CACHE; i++)
        if (r->wraps[i].text && r->wraps[i].used + 1 < r->frame_no)
            free_wrap(&r->wraps[i]);
}

static bool same(SDL_Color a, SDL_Color b) { return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a; }

/*
 * Counts a line of text that could not be drawn, and why (render_missed()):
 * SDL's error, whose words vary ("Out of memory", or a texture that could
 * not be made), but nearly always memory ran out.
 */
static void missed(render *r, const char *why)
{
    char line[sizeof r->missed_why];
    SDL_snprintf(line, sizeof line, "a line of text could not be made: %s", why);
    render_miss(r, line);
}

/*
 * Why SDL or SDL_ttf failed just now: "out of memory" when that is what
 * happened (errno ENOMEM; the caller cleared it before the call), since
 * their own words then vary ("Parameter 'texture' is invalid" after a
 * texture could not be made, "Text has zero width"); else theirs.
 */
static const char *why_failed(void) { return errno == ENOMEM ? "out of memory" : SDL_GetError(); }

void render_miss(render *r, const char *why)
{
    r->missed++;
    SDL_snprintf(r->missed_why, sizeof r->missed_why, "%s", why);
}

/*
 * The cached line for text (opaque: in fg on bg), rendered now if new;
 * NULL without a font, for empty text, or when it cannot be made (counted:
 * render_missed()).
 */
static text_entry *lookup(render *r, int f, const char *text, bool opaque, SDL_Color fg, SDL_Color bg)
{
    text_entry *empty = NULL;
    for (int i = 0; i < TEXT_CACHE; i++) {
        text_entry *e = &r->texts[i];
        if (!e->text) {
            if (!empty)
                empty = e;
        } else if (e->font == f && e->opaque == opaque && (!opaque || (same(e->fg, fg) && same(e->bg, bg))) &&
                   strcmp(e->text, text) == 0) {
            e->used = r->frame_no;
            return e;
        }
    }
    if (!r->font[f] || !*text)
        return NULL;
    if (!empty) {
        missed(r, "too many lines in one picture");
        return NULL;
    }
    errno = 0;
    SDL_Surface *s = opaque ? TTF_RenderUTF8_Shaded(r->font[f], text, fg, bg)
                            : TTF_RenderUTF8_Blended(r->font[f], text, (SDL_Color){255, 255, 255, 255});
    empty->opaque = opaque;
    empty->fg = fg;
    empty->bg = bg;
    empty->tex = s ? SDL_CreateTextureFromSurface(r->ren, s) : NULL;
    empty->w = s ? s->w : 0;
    empty->h = s ? s->h : 0;
    SDL_FreeSurface(s);
    if (empty->tex && !(empty->text = SDL_strdup(text)))
        SDL_OutOfMemory();
    if (!empty->text) {
        missed(r, why_failed());
        SDL_DestroyTexture(empty->tex);
        *empty = (text_entry){0};
        return NULL;
    }
    SDL_SetTextureBlendMode(empty->tex, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    empty->font = f;
    empty->used = r->frame_no;
    return empty;
}

void render_text_size(render *r, int f, const char *text, int *w, int *h)
{
    *w = 0;
    *h = r->lay.line_h;
    if (!r->font[f] || !*text)
        return;
    errno = 0;
    if (TTF_SizeUTF8(r->font[f], text, w, h) != 0)
        missed(r, why_failed());
}

unsigned long render_missed(const render *r, const char **why)
{
    if (why)
        *why = r->missed_why;
    return r->missed;
}

SDL_Rect render_text(render *r, int f, const char *text, int x, int y, SDL_Color c)
{
    SDL_Rect dst = {x, y, 0, 0};
    bool opaque = r->ink_set && !r->text_cache_off && c.a == 255;
    text_entry *e = text ? lookup(r, f, text, opaque, c, r->ink_bg) : NULL;
    if (!e)
        return dst;
    dst.w = e->w;
    dst.h = e->h;
    if (opaque) { /* the row only: the box's margins above and below belong to the neighbours */
        int row = f ? (int)((float)r->lay.line_h * r->mt.big_ratio) : r->lay.line_h;
        int cut = SDL_max(0, (e->h - row) / 2);
        SDL_Rect src = {0, cut, e->w, e->h - 2 * cut}, to = {x, y + cut, e->w, e->h - 2 * cut};
        SDL_RenderCopy(r->ren, e->tex, &src, &to);
    } else {
        SDL_SetTextureColorMod(e->tex, c.r, c.g, c.b);
        SDL_SetTextureAlphaMod(e->tex, c.a);
        SDL_RenderCopy(r->ren, e->tex, NULL, &dst);
    }
    if (r->n_text_rects < RENDER_MAX_TEXT_RECTS)
        r->text_rects[r->n_text_rects++] = dst;
    return dst;
}

static bool is_cjk(const unsigned char *p) { return p[0] >= 0xe3 && p[0] < 0xf0; }

static int char_len(const unsigned char *p)
{
    return *p < 0x80 ? 1 : *p < 0xe0 ? 2 : *p < 0xf0 ? 3 : 4;
}

/* Width of text[0..n) in font f. */
static int width_of(render *r, int f, const char *text, int n)
{
    char buf[1024];
    n = SDL_min(n, (int)sizeof buf - 1);
    memcpy(buf, text, (size_t)n);
    buf[n] = '\0';
    int w = 0, h = 0;
    errno = 0;
    if (r->font[f] && TTF_SizeUTF8(r->font[f], buf, &w, &h) != 0)
        missed(r, why_failed());
    else if (!r->font[f])
        w = n * r->lay.body_px / 2;
    return w;
}

/*
 * Full-width punctuation no row may start with (closing) or end with
 * (opening). strncmp, not memcmp: p may be the last byte or two of the
 * text, and the comparison must stop at its end.
 */
static bool closing(const unsigned char *p)
{
    static const char *const c[] = {"，", "：", "；", "）", "。", "、", "！", "？", "》"};
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++)
        if (strncmp((const char *)p, c[i], 3) == 0)
            return true;
    return false;
}

static bool opening(const unsigned char *p)
{
    return strncmp((const char *)p, "（", 3) == 0 || strncmp((const char *)p, "《", 3) == 0;
}

static bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

/*
 * Marks where a row must not end in s: inside a Chinese word (the longest
 * render_zh_words entry at each position), before closing punctuation,
 * after opening punctuation, and at a space that only sets a number apart
 * from Chinese ("第 21 步" stays one piece). keep[i]: no break after byte i.
 */
static void no_breaks(const char *s, int n, bool *keep)
{
    const unsigned char *p = (const unsigned char *)s;
    memset(keep, 0, (size_t)n);
    for (int i = 0; i < n;) {
        int k = char_len(p + i), w = 0;
        for (size_t j = 0; is_cjk(p + i) && j < render_zh_word_count && !w; j++) {
            size_t len = strlen(render_zh_words[j]);
            if ((int)len <= n - i && memcmp(p + i, render_zh_words[j], len) == 0)
                w = (int)len;
        }
        if (w > 0) {
            for (int j = i; j < i + w - 3; j++)
                keep[j] = true;
            k = w;
        }
        int next = i + k;
        bool last_opens = k >= 3 && opening(p + next - 3); /* the char (or word) ending here */
        if (next < n && (closing(p + next) || last_opens))
            keep[next - 1] = true;
        if (p[i] == ' ' && i >= 3 && i + 1 < n) {
            bool cjk_before = is_cjk(p + i - 3), digit_before = is_digit(p[i - 1]);
            bool cjk_after = is_cjk(p + i + 1), digit_after = is_digit(p[i + 1]);
            if ((cjk_before && digit_after) || (digit_before && cjk_after))
                keep[i - 1] = keep[i] = true;
        }
        i = next;
    }
}

/* Where a row starting at s may end: after the last break that still fits max_w. */
static int row_end(render *r, int f, const char *s, int max_w)
{
    const unsigned char *p = (const unsigned char *)s;
    int best = 0, i = 0, n = (int)strlen(s);
    bool keep_buf[1024], *keep = n <= 1024 ? keep_buf : NULL;
    if (keep)
        no_breaks(s, n, keep);
    while (p[i]) {
        int k = char_len(p + i);
        int next = i + k;
        bool brk = p[i] == ' ' || is_cjk(p + i) || !p[next] || p[next] == ' ' || is_cjk(p + next);
        if (keep && p[next] && (keep[next - 1] || (p[i] == ' ' && keep[i])))
            brk = false;
        if (brk) {
            int end = p[i] == ' ' ? i : next;
            if (width_of(r, f, s, end) > max_w)
                return best > 0 ? best : next;
            best = next;
        }
        i = next;
    }
    return i;
}

static int wrap_now(render *r, int f, const char *text, int max_w, int *start, int *len, int max);

/* Wrapping is cached by text, font and width (fonts change size only with a full cache flush). */
int render_wrap(render *r, int f, const char *text, int max_w, int *start, int *len, int max)
{
    wrap_entry *empty = NULL;
    for (int i = 0; i < WRAP_CACHE; i++) {
        wrap_entry *e = &r->wraps[i];
        if (!e->text) {
            if (!empty)
                empty = e;
            continue;
        }
        if (e->font == f && e->max_w == max_w && strcmp(e->text, text) == 0) {
            e->used = r->frame_no;
            int n = SDL_min(e->n, max);
            memcpy(start, e->start, (size_t)n * sizeof *start);
            memcpy(len, e->len, (size_t)n * sizeof *len);
            return n;
        }
    }
    int n = wrap_now(r, f, text, max_w, start, len, max);
    if (empty && max <= WRAP_ROWS && (empty->text = SDL_strdup(text)) != NULL) {
        empty->font = f;
        empty->max_w = max_w;
        empty->n = n;
        memcpy(empty->start, start, (size_t)n * sizeof *start);
        memcpy(empty->len, len, (size_t)n * sizeof *len);
        empty->used = r->frame_no;
    }
    return n;
}

static int wrap_now(render *r, int f, const char *text, int max_w, int *start, int *len, int max)
{
    int n = 0, pos = 0, total = (int)strlen(text);
    while (pos < total && n < max) {
        int e = row_end(r, f, text + pos, max_w);
        int l = e;
        while (l > 0 && text[pos + l - 1] == ' ')
            l--;
        start[n] = pos;
        len[n] = l;
        n++;
        pos += e;
        while (text[pos] == ' ')
            pos++;
    }
    if (n == 0 && max > 0) {
        start[0] = 0;
        len[0] = 0;
        n = 1;
    }
    return n;
}
