/*
 * render_card.c - a card over the whole output (the exercise's finish
 * screen): a title, rows of text, and a QR symbol beside them, big enough
 * to read from the back of a room and to scan from a phone.
 *
 * A row may be a code without spaces (a completion code is one long
 * word): where the wrap at spaces leaves a row wider than the card, it is
 * broken between characters.
 */
#include <string.h>

#include "render_impl.h"

#define CARD_ROWS 48

/* Bytes of text (a whole UTF-8 character at the end) whose width fits max_w; at least one character. */
static int fit_prefix(render *r, const char *text, int len, int max_w)
{
    char buf[1024];
    int lo = 1, hi = SDL_min(len, (int)sizeof buf - 1);
    while (lo < hi) { /* the longest prefix that fits, by halves */
        int mid = (lo + hi + 1) / 2, w = 0, h = 0;
        memcpy(buf, text, (size_t)mid);
        buf[mid] = '\0';
        render_text_size(r, 0, buf, &w, &h);
        if (w <= max_w)
            lo = mid;
        else
            hi = mid - 1;
    }
    while (lo < len && lo > 1 && ((unsigned char)text[lo] & 0xc0) == 0x80)
        lo--; /* not inside a character */
    return lo;
}

/*
 * Text wrapped into max_w from (x, y) in body type, a row too wide broken
 * between characters; at most max_rows rows. Returns the rows it took;
 * draws only when draw.
 */
static int card_text(render *r, const char *text, SDL_Point at, int max_w, int line_h, int max_rows, bool draw)
{
    int st[CARD_ROWS], ln[CARD_ROWS], rows = 0;
    int n = render_wrap(r, 0, text, max_w, st, ln, CARD_ROWS);
    char buf[1024];
    for (int i = 0; i < n && rows < max_rows; i++) {
        const char *s = text + st[i];
        int left = SDL_min(ln[i], (int)sizeof buf - 1);
        while (left > 0 && rows < max_rows) {
            int k = fit_prefix(r, s, left, max_w);
            memcpy(buf, s, (size_t)k);
            buf[k] = '\0';
            if (draw)
                render_text(r, 0, buf, at.x, at.y + rows * line_h, r->th.hud_text);
            rows++;
            s += k;
            left -= k;
        }
    }
    return rows;
}

/* The QR symbol at the right of inner, as large as fits in side pixels, whole pixels a module. */
static int card_qr(render *r, SDL_Rect inner, int side, const unsigned char *dark, int size, int quiet)
{
    int span = size + 2 * quiet, module = SDL_max(1, side / span), q = module * span;
    SDL_Rect white = {inner.x + inner.w - q, inner.y + (inner.h - q) / 2, q, q};
    render_fill(r, white, (SDL_Color){255, 255, 255, 255});
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
            if (dark[y * size + x])
                render_fill(r, (SDL_Rect){white.x + (quiet + x) * module, white.y + (quiet + y) * module, module, module},
                            (SDL_Color){0, 0, 0, 255});
    return q;
}

void render_draw_card(render *r, const char *title, const char *const *rows, int n, const unsigned char *dark,
                      int size, int quiet)
{
    int ow, oh, tw = 0, th = 0;
    if (SDL_GetRendererOutputSize(r->ren, &ow, &oh) != 0)
        return;
    render_layout l;
    render_metrics_px(&r->mt, oh, &l);
    render_fonts_size(r, l.body_px);
    SDL_SetRenderTarget(r->ren, NULL);
    r->frame_no++; /* after the frame's sweep: the next frame keeps these lines, as the sign's */
    SDL_Rect box = {l.margin, l.margin, ow - 2 * l.margin, oh - 2 * l.margin};
    render_fill(r, (SDL_Rect){0, 0, ow, oh}, r->th.hud_bg); /* nothing of the frame under it shows at its edges */
    render_frame_rect(r, box, r->th.hud_text, SDL_max(2, l.body_px / 8));
    SDL_Rect in = {box.x + 2 * l.pad, box.y + 2 * l.pad, box.w - 4 * l.pad, box.h - 4 * l.pad};
    int qr = dark && size > 0 ? card_qr(r, in, SDL_min(in.h, in.w * 9 / 20), dark, size, quiet) : 0;
    int w = in.w - (qr ? qr + 2 * l.pad : 0), y = in.y;
    render_ink(r, r->th.hud_bg);
    render_text_size(r, 1, title, &tw, &th);
    if (tw <= w) {
        render_text(r, 1, title, in.x, y, r->th.panel_head);
        y += th + l.pad;
    } else {
        y += card_text(r, title, (SDL_Point){in.x, y}, w, l.line_h, 3, true) * l.line_h + l.pad;
    }
    for (int i = 0; i < n; i++) {
        int room = (in.y + in.h - y) / l.line_h;
        if (room <= 0)
            break;
        y += card_text(r, rows[i], (SDL_Point){in.x, y}, w, l.line_h, room, true) * l.line_h + l.pad / 2;
    }
    render_ink_none(r);
    r->frame_no--;
    r->info.sign = box;
}
