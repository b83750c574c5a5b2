/*
 * render_card.c - a card over the whole output (the exercise's finish
 * screen): a title, rows of text, and a QR symbol beside them, big enough
 * to read from the back of a room and to scan from a phone.
 *
 * A row may be a code without spaces (a completion code is one long
 * word): where the wrap at spaces leaves a row wider than the card, it is
 * broken between characters.
 */
#include <stdio.h>
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

/* A card's ground over the whole output: the frame under it hidden, a border (the sign's place in the
 * render info). *in gets the room inside, *l the layout at this height, *oh the height; false when the
 * output has no size. */
static bool card_ground(render *r, render_layout *l, SDL_Rect *in, int *oh)
{
    int ow;
    if (SDL_GetRendererOutputSize(r->ren, &ow, oh) != 0)
        return false;
    render_metrics_px(&r->mt, *oh, l);
    render_fonts_size(r, l->body_px);
    SDL_SetRenderTarget(r->ren, NULL);
    r->frame_no++; /* after the frame's sweep: the next frame keeps these lines, as the sign's */
    SDL_Rect box = {l->margin, l->margin, ow - 2 * l->margin, *oh - 2 * l->margin};
    render_fill(r, (SDL_Rect){0, 0, ow, *oh}, r->th.hud_bg); /* nothing of the frame under it shows at its edges */
    render_frame_rect(r, box, r->th.hud_text, SDL_max(2, l->body_px / 8));
    r->info.sign = box; /* where a click closes it */
    *in = (SDL_Rect){box.x + 2 * l->pad, box.y + 2 * l->pad, box.w - 4 * l->pad, box.h - 4 * l->pad};
    return true;
}

void render_draw_card(render *r, const char *title, const char *const *rows, int n, const unsigned char *dark,
                      int size, int quiet)
{
    int oh, tw = 0, th = 0;
    render_layout l;
    SDL_Rect in;
    if (!card_ground(r, &l, &in, &oh))
        return;
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
}

/* The tally's rows: the line's number, its bar (the right one marked), its count. */
static void tally_rows(render *r, SDL_Rect in, const unsigned *counts, int n, int right, int line_h)
{
    unsigned most = 1;
    for (int i = 0; i < n; i++)
        most = SDL_max(most, counts[i]);
    int num_w = 0, cnt_w = 0, h = 0;
    render_text_size(r, 0, "16", &num_w, &h);
    render_text_size(r, 0, "100", &cnt_w, &h);
    int gap = line_h / 3, bar_max = in.w - num_w - cnt_w - 2 * gap;
    for (int i = 0; i < n; i++) {
        char num[8], cnt[16];
        int y = in.y + i * line_h;
        bool mark = i == right;
        snprintf(num, sizeof num, "%d", i + 1);
        snprintf(cnt, sizeof cnt, "%u", counts[i]);
        if (mark)
            render_fill(r, (SDL_Rect){in.x - gap / 2, y, in.w + gap, line_h}, r->th.answer_bg);
        render_ink(r, mark ? r->th.answer_bg : r->th.hud_bg); /* the text's edges blend into its row */
        SDL_Color ink = mark ? r->th.answer_text : r->th.hud_text;
        render_text(r, 0, num, in.x, y + (line_h - h) / 2, ink);
        int bw = (int)((long)bar_max * counts[i] / most);
        if (bw > 0)
            render_fill(r, (SDL_Rect){in.x + num_w + gap, y + line_h / 5, bw, line_h - 2 * (line_h / 5)}, ink);
        render_text(r, 0, cnt, in.x + num_w + 2 * gap + bw, y + (line_h - h) / 2, ink);
    }
}

void render_draw_tally(render *r, const char *head, const unsigned *counts, int n, int right)
{
    int ow, oh, tw = 0, th = 0;
    if (SDL_GetRendererOutputSize(r->ren, &ow, &oh) != 0)
        return;
    n = SDL_clamp(n, 0, 16);
    render_layout l;
    render_metrics_px(&r->mt, oh, &l);
    render_fonts_size(r, l.body_px);
    render_text_size(r, 0, head, &tw, &th);
    SDL_Rect area = r->info.maze.w > 0 ? r->info.maze : (SDL_Rect){0, 0, ow, oh};
    int w = SDL_min(area.w - 2 * l.margin, SDL_max(tw, 12 * l.body_px) + 2 * l.pad);
    int h = (n + 1) * l.line_h + 2 * l.pad;
    SDL_Rect box = {area.x + l.margin, SDL_max(0, area.y + area.h - l.margin - h), SDL_max(w, 0), h};
    int under = area.y + area.h + l.pad, bottom = r->info.timeline.h > 0 ? r->info.timeline.y : oh;
    if (r->info.maze.w > 0 && bottom - under >= h) /* over the whole legend, under the maze, where it fits */
        box = (SDL_Rect){l.margin, under, (r->info.panel.w > 0 ? r->info.panel.x : ow) - 2 * l.margin, h};
    SDL_SetRenderTarget(r->ren, NULL);
    r->frame_no++; /* after the frame's sweep, as the sign's */
    render_fill(r, box, r->th.hud_bg);
    render_frame_rect(r, box, r->th.hud_text, SDL_max(2, l.body_px / 8));
    render_ink(r, r->th.hud_bg);
    render_text(r, 0, head, box.x + l.pad, box.y + l.pad + (l.line_h - th) / 2, r->th.hud_text);
    SDL_Rect rows = {box.x + l.pad, box.y + l.pad + l.line_h, box.w - 2 * l.pad, n * l.line_h};
    tally_rows(r, rows, counts, n, right, l.line_h);
    render_ink_none(r);
    r->frame_no--;
    r->info.sign = box;
}

/* A heat badge on candidate cell c: share (0..1) of the most answered's count, the count in it. */
static void heat_badge(render *r, uint32_t c, unsigned count, float share, bool right, int body_px)
{
    SDL_FPoint at;
    float size;
    if (!render_cell_centre(r, c, &at, &size))
        return;
    int side = SDL_max(8, (int)(size * 0.8f)), t = SDL_max(2, side / 12);
    SDL_Rect box = {(int)(at.x - side / 2.0f), (int)(at.y - side / 2.0f), side, side};
    SDL_Color heat = r->th.ask_arrow;
    heat.a = (Uint8)(count ? 110 + 145 * share : 0);
    if (heat.a)
        render_fill(r, box, heat);
    render_frame_rect(r, box, right ? r->th.answer_bg : r->th.ask_outline, right ? 2 * t : t);
    char num[16];
    int tw = 0, th = 0;
    snprintf(num, sizeof num, "%u", count);
    render_fonts_size(r, SDL_clamp(side / 2, 8, body_px));
    render_text_size(r, 0, num, &tw, &th);
    SDL_Rect tag = {(int)at.x - tw / 2 - t, (int)at.y - th / 2, tw + 2 * t, th};
    render_fill(r, tag, right ? r->th.answer_bg : r->th.hud_bg);
    render_ink(r, right ? r->th.answer_bg : r->th.hud_bg);
    render_text(r, 0, num, tag.x + t, tag.y, right ? r->th.answer_text : r->th.hud_text);
    render_ink_none(r);
}

void render_draw_heat(render *r, const char *head, const uint32_t *cells, const unsigned *counts, size_t n,
                      const bool *right)
{
    int oh;
    if (SDL_GetRendererOutputSize(r->ren, NULL, &oh) != 0)
        return;
    render_layout l;
    render_metrics_px(&r->mt, oh, &l);
    unsigned most = 1;
    for (size_t i = 0; i < n; i++)
        most = SDL_max(most, counts[i]);
    SDL_SetRenderTarget(r->ren, NULL);
    r->frame_no++; /* after the frame's sweep, as the tally's */
    for (size_t i = 0; i < n; i++)
        heat_badge(r, cells[i], counts[i], (float)counts[i] / (float)most, right && right[i], l.body_px);
    r->frame_no--;
    render_draw_tally(r, head, NULL, 0, -1);
}

/* The largest text size (body_px up to max_px) at which every one of the n lines fits w. */
static int fit_px(render *r, const char *const *lines, int n, int w, int body_px, int max_px)
{
    int widest = 1;
    for (int i = 0; i < n; i++) {
        int tw = 0, th = 0;
        render_text_size(r, 0, lines[i], &tw, &th);
        widest = SDL_max(widest, tw);
    }
    return SDL_clamp((int)((long)body_px * w / widest), body_px, max_px);
}

void render_draw_join(render *r, const char *const *big, int n_big, const char *const *rows, int n,
                      const unsigned char *dark, int size, int quiet)
{
    int oh, tw = 0, th = 0;
    render_layout l;
    SDL_Rect in;
    if (!card_ground(r, &l, &in, &oh))
        return;
    bool wide = in.w > in.h * 3 / 2; /* beside the text; else under it */
    int side = wide ? SDL_min(in.h, in.w / 2) : SDL_min(in.w, in.h / 2);
    int qr = dark && size > 0 ? card_qr(r, wide ? in : (SDL_Rect){in.x, in.y + in.h - side, in.w, side}, side,
                                        dark, size, quiet) : 0;
    int w = in.w - (qr && wide ? qr + 2 * l.pad : 0), y = in.y;
    render_ink_none(r); /* blended: an opaque line is cut to the body's row height */
    render_fonts_size(r, fit_px(r, big, n_big, w, l.body_px, oh / 7));
    for (int i = 0; i < n_big; i++) {
        render_text_size(r, 0, big[i], &tw, &th);
        render_text(r, 0, big[i], in.x, y, r->th.panel_head);
        y += th;
    }
    render_fonts_size(r, l.body_px);
    render_ink(r, r->th.hud_bg);
    y += l.pad;
    for (int i = 0; i < n; i++) {
        int room = (in.y + in.h - (qr && !wide ? qr : 0) - y) / l.line_h;
        if (room <= 0)
            break;
        y += card_text(r, rows[i], (SDL_Point){in.x, y}, w, l.line_h, room, true) * l.line_h + l.pad / 2;
    }
    render_ink_none(r);
    r->frame_no--;
}
