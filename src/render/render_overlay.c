/*
 * render_overlay.c - what is drawn around and over the maze: the HUD
 * fields, the pseudocode panel, the timeline, the banner, the pause
 * symbol, the algorithm menu, the help box and the fading loop ghost.
 *
 * All sizes come from the layout (fractions of the output height). Text is
 * never scaled down to fit: rows wrap, HUD fields that do not fit are
 * left out (the caller lists them most important first), panel sections
 * that do not fit are left out from the bottom up.
 */
#include <stdio.h>
#include <string.h>

#include "render_impl.h"

#define MAX_ROWS 32

/* Text textures are taller than a row (the font's ascent and descent): centre them on it. */
static int row_offset(render *r, int f)
{
    int h = r->font[f] ? TTF_FontHeight(r->font[f]) : r->lay.line_h;
    return (r->lay.line_h - h) / 2;
}

/* Draws text wrapped into max_w from (x, y); returns the rows drawn. Draws nothing when !draw. */
static int wrapped(render *r, int f, const char *text, int x, int y, int max_w, SDL_Color c,
                   bool draw, int indent_px)
{
    int st[MAX_ROWS], ln[MAX_ROWS];
    int n = render_wrap(r, f, text, max_w, st, ln, MAX_ROWS);
    if (!draw)
        return n;
    char buf[1024];
    for (int i = 0; i < n; i++) {
        int k = SDL_min(ln[i], (int)sizeof buf - 1);
        memcpy(buf, text + st[i], (size_t)k);
        buf[k] = '\0';
        render_text(r, f, buf, x + (i ? indent_px : 0), y + i * r->lay.line_h + row_offset(r, f), c);
    }
    return n;
}

int render_note_rows(render *r, int x, int y, int w, int max_rows, bool draw)
{
    int st[MAX_ROWS], ln[MAX_ROWS];
    if (!r->note || !r->font[0] || max_rows <= 0)
        return 0;
    int need = render_wrap(r, 0, r->note, w, st, ln, MAX_ROWS), n = SDL_min(max_rows, need);
    char buf[1024];
    for (int i = 0; draw && i < n; i++) {
        int k = SDL_min(ln[i], (int)sizeof buf - 1);
        memcpy(buf, r->note + st[i], (size_t)k);
        buf[k] = '\0';
        render_text(r, 0, buf, x, y + i * r->lay.line_h + row_offset(r, 0), r->th.panel_head);
    }
    if (draw) {
        r->info.note = (SDL_Rect){x, y, w, n * r->lay.line_h};
        r->info.note_cut = n < need;
    }
    return n;
}

/* The note's strip above the maze (panel off): panel colours, as many rows as the layout kept. */
void render_draw_note(render *r)
{
    const render_layout *l = &r->lay;
    render_fill(r, l->note, r->th.panel_bg);
    render_ink(r, r->th.panel_bg);
    render_note_rows(r, 2 * l->margin, l->note.y + l->pad, l->out_w - 4 * l->margin, r->note_rows, true);
    render_ink(r, r->th.background);
}

/* The pause symbol's place: the HUD's right end, so it never covers a cell. */
static SDL_Rect pause_box(const render *r)
{
    const render_layout *l = &r->lay;
    int h = SDL_max(4, l->hud.h - l->pad), w = h * 5 / 6;
    return (SDL_Rect){l->hud.x + l->hud.w - l->margin - w, l->hud.y + (l->hud.h - h) / 2, w, h};
}

/*
 * The HUD's fields: the frame's, then the figures the panel (drawn
 * before) had no room for, as "label value", so a figure is not lost.
 * Returns how many; figure texts go to buf.
 */
static int hud_list(render *r, const render_frame *f, const char **out, char (*buf)[96])
{
    int n = 0;
    for (int i = 0; i < f->hud_fields && n < RENDER_MAX_HUD; i++)
        out[n++] = f->hud[i];
    const render_panel *p = f->panel;
    if (!p || !r->lay.panel_on || r->info.panel.w == 0)
        return n;
    for (int i = 0; i < p->figures && i < SM_MAX_FIGURES && n < RENDER_MAX_HUD + SM_MAX_FIGURES; i++)
        if (!(r->info.figures_mask & 1u << i) && p->fig_label[i] && p->fig_value[i]) {
            snprintf(buf[i], sizeof buf[i], "%s %s", p->fig_label[i], p->fig_value[i]);
            out[n++] = buf[i];
        }
    return n;
}

/* Fields flow left to right over hud_lines rows; a field that does not fit is skipped. */
void render_draw_hud(render *r, const render_frame *f)
{
    const render_layout *l = &r->lay;
    SDL_Rect bar = l->hud;
    render_fill(r, bar, r->th.hud_bg);
    render_ink(r, r->th.hud_bg);
    r->info.hud = bar;
    int gap = l->body_px, x0 = bar.x + l->margin, right = pause_box(r).x - l->margin;
    int row = 0, x = x0, drawn = 0;
    int rows = l->hud_rows;
    const char *list[RENDER_MAX_HUD + SM_MAX_FIGURES];
    char figs[SM_MAX_FIGURES][96];
    int fields = hud_list(r, f, list, figs);
    for (int i = 0; i < fields; i++) {
        const char *t = list[i];
        if (!t || !*t)
            continue;
        int w, h;
        render_text_size(r, 0, t, &w, &h);
        if (x > x0 && x + w > right) {
            if (row + 1 < rows) {
                row++;
                x = x0;
            } else {
                continue; /* no room: this field drops */
            }
        }
        if (x + w > right)
            continue;
        int y = bar.y + l->pad / 2 + row * l->line_h + (l->line_h - h) / 2;
        render_text(r, 0, t, x, y, r->th.hud_text);
        x += w + gap;
        drawn++;
    }
    r->info.hud_drawn = drawn;
}

/* A disc of radius rad round (cx, cy), as rows of pixels. */
static void disc(render *r, float cx, float cy, float rad, SDL_Color c)
{
    for (int y = (int)(cy - rad); y <= (int)(cy + rad); y++) {
        float dy = (float)y + 0.5f - cy, h = rad * rad - dy * dy;
        if (h <= 0)
            continue;
        int x0 = (int)SDL_lroundf(cx - SDL_sqrtf(h)), x1 = (int)SDL_lroundf(cx + SDL_sqrtf(h));
        if (x1 > x0)
            render_fill(r, (SDL_Rect){x0, y, x1 - x0, 1}, c);
    }
}

/* A triangle pointing up (or down) filling the box x, y, w x h, in colour c. */
static void triangle(render *r, float x, float y, float w, float h, bool up, SDL_Color c)
{
    SDL_Vertex v[3] = {{{x + w / 2, up ? y : y + h}, c, {0, 0}},
                       {{x + w, up ? y + h : y}, c, {0, 0}},
                       {{x, up ? y + h : y}, c, {0, 0}}};
    SDL_RenderGeometry(r->ren, NULL, v, 3, NULL, 0);
}

/* A legend swatch: the mark's colour; walls as a bar across a blank cell. */
static void swatch(render *r, SDL_Rect sw, const render_legend *lg)
{
    const render_theme *th = &r->th;
    render_fill(r, sw, th->wall[SM_WALL_PLAIN]);
    SDL_Rect in = {sw.x + 2, sw.y + 2, sw.w - 4, sw.h - 4};
    if (lg->type == RENDER_LEGEND_GHOST) {
        render_fill(r, in, th->cell[SM_CELL_BLANK]);
        render_fill(r, in, th->ghost);
        return;
    }
    if (lg->type == RENDER_LEGEND_NODE || lg->type == RENDER_LEGEND_EDGE) { /* the tree view's, cased as drawn */
        SDL_Color fill = th->cell[lg->kind < SM_CELL_KINDS ? lg->kind : SM_CELL_MAZE], wall = th->wall[SM_WALL_PLAIN];
        int k = SDL_max(1, in.h / 12);
        render_fill(r, in, th->cell[SM_CELL_BLANK]);
        if (lg->type == RENDER_LEGEND_EDGE) {
            int t = SDL_max(3, in.h / 3);
            render_fill(r, (SDL_Rect){in.x, in.y + (in.h - t) / 2 - k, in.w, t + 2 * k}, wall);
            render_fill(r, (SDL_Rect){in.x, in.y + (in.h - t) / 2, in.w, t}, fill);
            return;
        }
        float cx = (float)in.x + (float)in.w / 2, cy = (float)in.y + (float)in.h / 2, rad = (float)in.h / 3;
        disc(r, cx, cy, rad + (float)k, wall); /* its casing, then it */
        disc(r, cx, cy, rad, fill);
        return;
    }
    if (lg->type == RENDER_LEGEND_SEAM) { /* the two ends as the maze wears them: one colour at both edges */
        int t = SDL_max(3, in.w / 4);
        render_fill(r, in, th->cell[SM_CELL_BLANK]);
        render_fill(r, (SDL_Rect){in.x, in.y, t, in.h}, th->group[0]);
        render_fill(r, (SDL_Rect){in.x + in.w - t, in.y, t, in.h}, th->group[0]);
        return;
    }
    if (lg->type == RENDER_LEGEND_LEVELS) { /* the two arrows as the cells wear them: up top right, down bottom left */
        float w = (float)in.w, h = (float)in.h;
        render_fill(r, in, th->cell[SM_CELL_MAZE]);
        triangle(r, (float)in.x + w * 0.5f, (float)in.y + h * 0.08f, w * 0.42f, h * 0.4f, true, th->wall[SM_WALL_PLAIN]);
        triangle(r, (float)in.x + w * 0.08f, (float)in.y + h * 0.52f, w * 0.42f, h * 0.4f, false,
                 th->wall[SM_WALL_PLAIN]);
        return;
    }
    if (lg->type == RENDER_LEGEND_FLAT) {
        render_fill(r, in, th->cell[lg->kind < SM_CELL_KINDS ? lg->kind : 0]);
        return;
    }
    if (lg->type == RENDER_LEGEND_ARROW || lg->type == RENDER_LEGEND_ANSWER) {
        bool arrow = lg->type == RENDER_LEGEND_ARROW;
        SDL_Color fg = arrow ? th->ask_arrow : th->answer_bg, edge = arrow ? th->ask_outline : th->answer_text;
        int t = SDL_max(3, in.h / 3);
        render_fill(r, in, th->cell[SM_CELL_BLANK]);
        if (arrow) { /* the arrow as drawn over the cells */
            render_arrow_icon(r, in, fg, edge);
        } else { /* a ring: outline, its colour, outline */
            render_frame_rect(r, in, edge, t);
            render_frame_rect(r, (SDL_Rect){in.x + t / 3, in.y + t / 3, in.w - 2 * (t / 3), in.h - 2 * (t / 3)}, fg,
                              SDL_max(1, t / 3));
        }
        return;
    }
    if (lg->type == SM_MARK_WALL) {
        render_fill(r, in, th->cell[SM_CELL_BLANK]);
        int t = SDL_max(3, in.h / 3);
        render_fill(r, (SDL_Rect){in.x, in.y + (in.h - t) / 2, in.w, t},
                    th->wall[lg->kind < SM_WALL_KINDS ? lg->kind : 0]);
        return;
    }
    if (lg->kind == SM_CELL_GROUP || lg->kind == SM_CELL_FRONTIER || lg->kind == SM_CELL_VISITED) {
        int parts = 4;
        for (int i = 0; i < parts; i++) {
            sm_cell c = {lg->kind, (uint8_t)(i * 255 / (parts - 1)), (uint32_t)i};
            SDL_Rect p = {in.x + in.w * i / parts, in.y, in.w * (i + 1) / parts - in.w * i / parts, in.h};
            render_fill(r, p, render_cell_colour(th, c));
        }
        return;
    }
    render_fill(r, in, render_cell_colour(th, (sm_cell){lg->kind, 0, 0}));
}

typedef struct panel_cursor {
    int x, y, w, bottom;
} panel_cursor;

/* Rows a heading plus wrapped body takes. */
static int rows_of(render *r, const char *text, int w)
{
    return text && *text ? wrapped(r, 0, text, 0, 0, w, r->th.panel_text, false, 0) : 0;
}

static void heading(render *r, panel_cursor *c, const char *text)
{
    if (!text)
        return;
    render_text(r, 0, text, c->x, c->y + row_offset(r, 0), r->th.panel_head);
    c->y += r->lay.line_h;
}

/*
 * The first pseudocode line shown: 0 when the current line fits, else the
 * first that lets the current line and the next one (or two) fit below it,
 * so a long script scrolls with the run.
 */
static int code_top(const render_panel *p, const int *n, int line_h, int room)
{
    int last = SDL_min(p->code_lines - 1, p->current + 2), top = 0, used = 0;
    if (p->current < 0)
        return 0;
    for (int i = 0; i <= last; i++)
        used += n[i] * line_h;
    while (top < p->current && used > room)
        used -= n[top++] * line_h;
    return top;
}

/* The line numbers' gutter: as wide as the widest number shown (p->code_first counts the lines before code[0]). */
static int code_gutter(render *r, const render_panel *p)
{
    char widest[16];
    int w, h;
    if (!p->numbered)
        return 0;
    snprintf(widest, sizeof widest, "%d", SDL_max(9, p->code_first + p->code_lines));
    for (char *d = widest; *d; d++)
        *d = '9'; /* the widest digits */
    render_text_size(r, 0, widest, &w, &h);
    return w + r->lay.body_px / 2;
}

/*
 * The pseudocode, the current line on a band (bands first, so no band
 * covers a row's descenders); numbered, each line after its number in a
 * gutter; the answer line on the answer band. Lines that do not fit are
 * left out from the bottom, or from the top when the current line would
 * be among them.
 */
static void panel_code(render *r, panel_cursor *c, const render_panel *p)
{
    const render_layout *l = &r->lay;
    int indent = l->body_px, y = c->y, n[RENDER_MAX_CODE], gutter = code_gutter(r, p), end = 0;
    int cw = c->w - gutter, lines = SDL_min(p->code_lines, RENDER_MAX_CODE);
    for (int i = 0; i < lines; i++)
        n[i] = wrapped(r, 0, p->code[i], 0, 0, cw - indent, r->th.panel_text, false, 0);
    int top = code_top(p, n, l->line_h, c->bottom - c->y);
    for (int i = 0; i < RENDER_MAX_CODE; i++)
        r->info.code_row[i] = r->info.code_line[i] = (SDL_Rect){0, 0, 0, 0};
    r->info.code_first = p->code_first;
    for (int i = top; i < lines && y + n[i] * l->line_h <= c->bottom; i++, end = i) {
        r->info.code_row[i] = (SDL_Rect){c->x, y, c->w, l->line_h};
        r->info.code_line[i] = (SDL_Rect){c->x - l->pad / 2, y, c->w + l->pad, n[i] * l->line_h};
        if (i == p->current || (p->answer > 0 && i == p->answer - 1)) {
            SDL_Rect band = {c->x - l->pad / 2, y, c->w + l->pad, n[i] * l->line_h};
            render_fill(r, band, p->answer > 0 && i == p->answer - 1 ? r->th.answer_bg : r->th.code_hl_bg);
            if (i == p->current)
                r->info.code_hl = band;
        }
        y += n[i] * l->line_h;
    }
    for (int i = top; i < end; i++) {
        bool ans = p->answer > 0 && i == p->answer - 1, cur = i == p->current && !ans;
        SDL_Color bg = ans ? r->th.answer_bg : cur ? r->th.code_hl_bg : r->th.panel_bg;
        SDL_Color fg = ans ? r->th.answer_text : cur ? r->th.code_hl_text : r->th.panel_text;
        render_ink(r, bg);
        if (gutter) {
            char num[16];
            snprintf(num, sizeof num, "%d", p->code_first + i + 1);
            render_text(r, 0, num, c->x, c->y + row_offset(r, 0), ans || cur ? fg : r->th.panel_head);
        }
        wrapped(r, 0, p->code[i], c->x + gutter, c->y, cw - indent, fg, true, indent);
        c->y += n[i] * l->line_h;
    }
    render_ink(r, r->th.panel_bg);
}

/* Figure i's line in the chart, as a short stroke of its colour before the label (the chart's key). */
static int figure_swatch(render *r, const panel_cursor *c, const render_panel *p, int i, bool draw)
{
    const render_layout *l = &r->lay;
    if (!p->chart || p->figures_first || p->fig_line[i] <= 0)
        return 0;
    int w = l->body_px, t = (int)render_chart_line_w(r);
    if (draw)
        render_fill(r, (SDL_Rect){c->x, c->y + (l->line_h - t) / 2, w, t}, r->th.chart[(p->fig_line[i] - 1) % RENDER_CHART_LINES]);
    return w + l->pad;
}

static void panel_figures(render *r, panel_cursor *c, const render_panel *p)
{
    const render_layout *l = &r->lay;
    for (int i = 0; i < p->figures; i++) {
        if (c->y + l->line_h > c->bottom)
            return;
        int vw, vh, sw = figure_swatch(r, c, p, i, false);
        render_text_size(r, 0, p->fig_value[i], &vw, &vh);
        int lw = c->w - vw - l->body_px - sw, n = rows_of(r, p->fig_label[i], lw);
        if (lw < l->body_px * 3 || c->y + n * l->line_h > c->bottom)
            continue; /* no room for the label beside its value */
        /* a long label wraps beside its value, which stays on the first row */
        figure_swatch(r, c, p, i, true);
        wrapped(r, 0, p->fig_label[i], c->x + sw, c->y, lw, r->th.panel_text, true, 0);
        render_text(r, 0, p->fig_value[i], c->x + c->w - vw, c->y + row_offset(r, 0), r->th.panel_text);
        c->y += n * l->line_h;
        r->info.figures_drawn++;
        r->info.figures_mask |= 1u << i;
    }
}

/*
 * The legend as a flow under the maze: swatch and meaning, entry after
 * entry, left to right over as many rows as it needs (an entry wider than
 * a row wraps within it). Returns the rows; draws only when draw.
 */
static int legend_flow(render *r, const panel_cursor *c, const render_panel *p, bool draw)
{
    const render_layout *l = &r->lay;
    int sw = l->line_h - l->pad, gap = l->body_px, x = c->x, row = 0;
    for (int i = 0; i < p->legend_rows && i < RENDER_MAX_LEGEND; i++) {
        const char *t = p->legend[i].text;
        int tw, th;
        render_text_size(r, 0, t, &tw, &th);
        int w = sw + l->pad + tw;
        if (x > c->x && x + w > c->x + c->w) {
            row++;
            x = c->x;
        }
        int n = w > c->w ? rows_of(r, t, c->w - sw - l->pad) : 1;
        if (draw && !(p->legend[i].type & RENDER_LEGEND_HIDDEN)) {
            int y = c->y + row * l->line_h;
            SDL_Rect s = {x, y + (l->line_h - sw) / 2, sw, sw};
            swatch(r, s, &p->legend[i]);
            r->info.legend_swatch[i] = s;
            wrapped(r, 0, t, x + sw + l->pad, y, c->w - (x - c->x) - sw - l->pad, r->th.panel_text, true, 0);
        }
        x += w + gap;
        if (n > 1) { /* a wrapped entry has its rows to itself */
            row += n;
            x = c->x;
        }
    }
    return p->legend_rows > 0 ? row + (x > c->x) : 0;
}

int render_legend_strip(render *r, SDL_Rect area, const render_legend *rows, int n, bool draw)
{
    render_panel p;
    memset(&p, 0, sizeof p);
    p.legend_rows = SDL_min(n, RENDER_MAX_LEGEND);
    memcpy(p.legend, rows, (size_t)p.legend_rows * sizeof *rows);
    panel_cursor c = {area.x, area.y, area.w, area.y + area.h};
    int ow = 0, oh = 0;
    SDL_GetRendererOutputSize(r->ren, &ow, &oh);
    render_layout keep = r->lay; /* the whole output's text sizes, whatever this renderer laid out last */
    render_metrics_px(&r->mt, oh, &r->lay);
    render_fonts_size(r, r->lay.body_px);
    if (draw)
        render_ink(r, r->th.background);
    int need = legend_flow(r, &c, &p, draw);
    r->lay = keep;
    return need;
}

/* Rows the figures chart takes at most, and at least (fewer: it is left out). */
#define CHART_ROWS 6
#define CHART_MIN_ROWS 4

/* Rows the working data structure keeps when asked for (I), whatever else must give way. */
#define STRUCTURE_KEEP 2

/* Rows the working data structure's paragraphs take whole (0: none asked for). */
static int structure_rows(render *r, const panel_cursor *c, const render_panel *p)
{
    int rows = 0;
    for (int i = 0; i < RENDER_MAX_STRUCTURE; i++)
        rows += rows_of(r, p->structure[i], c->w);
    return rows;
}

/* A row of strokes and names: the chart's key when the figures listed are not the machine's (a finished maze's). */
static void chart_key(render *r, panel_cursor *c, const render_chart *ch)
{
    const render_layout *l = &r->lay;
    int x = c->x, sw = l->body_px, t = (int)render_chart_line_w(r);
    for (int k = 0; k < ch->lines && k < RENDER_CHART_LINES && ch->label[k]; k++) {
        int w, h;
        render_text_size(r, 0, ch->label[k], &w, &h);
        if (x + sw + l->pad + w > c->x + c->w)
            break;
        render_fill(r, (SDL_Rect){x, c->y + (l->line_h - t) / 2, sw, t}, r->th.chart[k]);
        render_text(r, 0, ch->label[k], x + sw + l->pad, c->y + row_offset(r, 0), r->th.panel_text);
        x += sw + l->pad + w + l->body_px;
    }
    c->y += l->line_h;
}

/*
 * The chart under the figures (their strokes are its key; a finished
 * maze's figures are not the machine's, so it has a key row of its own),
 * CHART_ROWS rows when room allows, fewer (down to CHART_MIN_ROWS) to
 * leave the structure its rows.
 */
static void panel_chart(render *r, panel_cursor *c, const render_panel *p)
{
    const render_layout *l = &r->lay;
    int room = (c->bottom - c->y) / l->line_h - (p->figures_first ? 1 : 0);
    int srows = structure_rows(r, c, p); /* whole when room allows, else the rows it keeps */
    int rows = SDL_max(CHART_MIN_ROWS, SDL_min(CHART_ROWS, room - srows - (srows ? 1 : 0)));
    if (rows > room)
        return;
    if (p->figures_first)
        chart_key(r, c, p->chart);
    render_draw_chart(r, (SDL_Rect){c->x, c->y, c->w, rows * l->line_h}, p->chart);
    c->y += rows * l->line_h + l->pad;
}

/*
 * The working data structure: its paragraphs (each names what it shows),
 * as many rows as room allows - a list cut short still shows its first
 * cells.
 */
static void panel_structure(render *r, panel_cursor *c, const render_panel *p)
{
    const render_layout *l = &r->lay;
    int left = (c->bottom - c->y) / l->line_h, y0 = c->y;
    char buf[1024];
    for (int i = 0; i < RENDER_MAX_STRUCTURE && left > 0; i++) {
        int st[MAX_ROWS], ln[MAX_ROWS];
        const char *t = p->structure[i];
        int n = t && *t ? SDL_min(render_wrap(r, 0, t, c->w, st, ln, MAX_ROWS), left) : 0;
        for (int k = 0; k < n; k++, c->y += l->line_h) {
            int len = SDL_min(ln[k], (int)sizeof buf - 1);
            memcpy(buf, t + st[k], (size_t)len);
            buf[len] = '\0';
            render_text(r, 0, buf, c->x, c->y + row_offset(r, 0), r->th.panel_text);
        }
        left -= n;
    }
    if (c->y > y0)
        r->info.structure = (SDL_Rect){c->x, y0, c->w, c->y - y0};
    c->y += l->pad;
}

/*
 * The caption's heading and at most max rows of it from (x, y), its rows
 * indent px right of x (the strip under the maze puts them beside the
 * heading, the panel under it: indent 0 and one row down).
 */
static void caption_rows(render *r, const render_panel *p, int x, int y, int w, int indent, int max)
{
    const render_layout *l = &r->lay;
    int st[MAX_ROWS], ln[MAX_ROWS], top = indent ? y : y + l->line_h;
    int all = render_wrap(r, 0, p->caption, w - indent, st, ln, MAX_ROWS), n = SDL_min(max, all);
    int hw = 0, hh = 0;
    render_text_size(r, 0, p->caption_head, &hw, &hh);
    render_text(r, 0, p->caption_head, x, y + row_offset(r, 0), r->th.panel_head);
    r->info.caption_head = (SDL_Rect){x, y, SDL_min(hw, w), l->line_h};
    char buf[1024];
    for (int i = 0; i < n; i++) {
        int k = SDL_min(ln[i], (int)sizeof buf - 4);
        memcpy(buf, p->caption + st[i], (size_t)k);
        bool cut = i == n - 1 && n < all; /* cut short: an ellipsis says so */
        memcpy(buf + k, cut ? "\xe2\x80\xa6" : "", cut ? 4 : 1);
        render_text(r, 0, buf, x + indent, top + i * l->line_h + row_offset(r, 0), r->th.panel_text);
    }
    r->info.caption = (SDL_Rect){x + indent, top, w - indent, n * l->line_h};
    r->info.caption_rows = n;
    r->info.caption_cut = n < all;
}

/*
 * The caption when the panel is off: in a strip under the maze, the
 * heading and beside it as many of its rows as the layout kept; in a
 * column beside the maze, the heading over its rows.
 */
void render_draw_caption_strip(render *r, const render_panel *p)
{
    const render_layout *l = &r->lay;
    if (!p->caption || !*p->caption || !p->caption_head || !r->font[0])
        return;
    int hw = 0, hh = 0, rows = l->caption.h / l->line_h;
    render_text_size(r, 0, p->caption_head, &hw, &hh);
    render_ink(r, r->th.background);
    if (l->caption_beside)
        caption_rows(r, p, l->caption.x, l->caption.y, l->caption.w, 0, rows - 1);
    else
        caption_rows(r, p, l->caption.x, l->caption.y, l->caption.w, hw + l->body_px, rows);
}

/*
 * The figures as a flow: "label value" after "label value" over as few
 * rows as they take, without a heading (when the list does not fit).
 * Returns the rows; draws only when draw.
 */
static int figures_flow(render *r, panel_cursor *c, const render_panel *p, bool draw)
{
    const render_layout *l = &r->lay;
    int x = c->x, row = 0;
    char buf[200];
    for (int i = 0; i < p->figures; i++) {
        int w, h;
        snprintf(buf, sizeof buf, "%s %s", p->fig_label[i], p->fig_value[i]);
        render_text_size(r, 0, buf, &w, &h);
        if (w > c->w)
            continue;
        if (x > c->x && x + w > c->x + c->w) {
            row++;
            x = c->x;
        }
        if (draw) {
            render_text(r, 0, buf, x, c->y + row * l->line_h + row_offset(r, 0), r->th.panel_text);
            r->info.figures_drawn++;
            r->info.figures_mask |= 1u << i;
        }
        x += w + 2 * l->body_px;
    }
    if (draw)
        c->y += (row + (x > c->x)) * l->line_h + l->pad;
    return row + (x > c->x);
}

/*
 * The figures, the chart and the working data structure, in the rows
 * above c->bottom (which is above the caption). The figures come as a
 * list under their heading, else as a flow, when they leave the caption
 * CAPTION_KEEP rows (or all it needs) whatever this step's caption is, so
 * they do not come and go from step to step; those left out go to the
 * HUD's end (render_draw_hud).
 */
#define CAPTION_KEEP 4
static void panel_middle(render *r, panel_cursor *c, const render_panel *p, int fig, int cap)
{
    const render_layout *l = &r->lay;
    int extra = p->chart ? 0 : SDL_max(0, CAPTION_KEEP - cap); /* the chart kept its own rows and the figures' */
    int room = (c->bottom - c->y) / l->line_h - extra;
    if (fig && fig <= room) {
        heading(r, c, p->figures_head);
        panel_figures(r, c, p);
        c->y += l->pad;
    } else if (fig && !p->chart && figures_flow(r, c, p, false) <= room) {
        figures_flow(r, c, p, true);
    }
    if (p->chart)
        panel_chart(r, c, p);
    if (p->structure[0])
        panel_structure(r, c, p);
}

/*
 * The panel: title, pseudocode, the figures and the caption of the last
 * step as room allows (the finished maze's figures, figures_first, right
 * under the title). The caption is the teaching and never the part that
 * drops: its heading and first row are kept before the pseudocode is
 * laid out (which loses its last lines first), the rest of it before the
 * figures, the chart and the data structure. The legend flows under the
 * maze, so the maze keeps most of the left column; the rows it takes
 * there are what this frame needed (legend_keep; a change asks the caller
 * to lay the frame out again). The chart, when asked for, keeps room for
 * itself and the figures, so the pseudocode may lose its last lines to it.
 */
void render_draw_panel(render *r, const render_panel *p)
{
    const render_layout *l = &r->lay;
    SDL_Rect box = l->panel;
    render_fill(r, box, r->th.panel_bg);
    render_ink(r, r->th.panel_bg);
    r->info.panel = box;
    panel_cursor c = {box.x + l->margin, box.y + l->margin, box.w - 2 * l->margin,
                      box.y + box.h - l->margin};
    if (c.w < l->body_px * 4)
        return;
    render_text(r, 0, p->title, c.x, c.y + row_offset(r, 0), r->th.panel_head);
    c.y += l->line_h + l->pad;
    if (r->note) { /* a lesson's note: first, under a rule */
        render_fill(r, (SDL_Rect){c.x, c.y, c.w, SDL_max(1, l->pad / 3)}, r->th.panel_head);
        c.y += l->pad;
        c.y += render_note_rows(r, c.x, c.y, c.w, (c.bottom - c.y) / l->line_h / 2, true) * l->line_h + l->pad;
        render_fill(r, (SDL_Rect){c.x, c.y - l->pad / 2, c.w, SDL_max(1, l->pad / 3)}, r->th.panel_head);
        c.y += l->pad;
    }
    int lh = l->line_h, room = (c.bottom - c.y) / lh;
    int cap = p->caption && *p->caption ? 1 + rows_of(r, p->caption, c.w) : 0;
    int cap_px = cap ? SDL_min(cap, 2) * lh + l->pad : 0; /* its heading and first row, whatever else drops */
    int fig = p->figures ? 1 + p->figures : 0;
    if (p->figures_first && fig && fig * lh + l->pad + cap_px <= c.bottom - c.y) { /* the finished maze: its figures first */
        heading(r, &c, p->figures_head);
        panel_figures(r, &c, p);
        c.y += l->pad;
        fig = 0;
    }
    /*
     * The chart asked for (F) keeps its least rows and its key (the figures,
     * or its own row), the data structure asked for (I) its first rows: the
     * code stops above.
     */
    int srows = p->structure[0] ? SDL_min(structure_rows(r, &c, p), p->structure_keep ? p->structure_keep : STRUCTURE_KEEP) : 0;
    int keep = (p->chart ? CHART_MIN_ROWS + fig + p->figures_first : 0) + srows, bottom = c.bottom;
    c.bottom = SDL_max(c.y + lh, c.bottom - (keep ? keep * lh + (srows ? 4 : 2) * l->pad : 0) - cap_px);
    panel_code(r, &c, p);
    c.y += l->pad;
    room = (bottom - c.y) / lh;
    int cap_rows = SDL_min(cap, room); /* all of it when room allows */
    c.bottom = bottom - (cap_rows ? cap_rows * lh + l->pad : 0);
    panel_middle(r, &c, p, fig, cap_rows);
    c.bottom = bottom;
    if (cap_rows >= 2)
        caption_rows(r, p, c.x, c.y, c.w, 0, cap_rows - 1);
    panel_cursor below = {l->margin, l->maze.y + l->maze.h + l->pad, l->panel.x - 2 * l->margin,
                          l->timeline.y - l->pad};
    int need = p->legend_rows && below.w > 0 ? legend_flow(r, &below, p, false) : 0;
    if ((need ? need : -1) != r->legend_keep) {
        r->legend_keep = need ? need : -1;
        r->relayout = true;
        r->have_layout = false;
    }
    render_ink(r, r->th.background);
    if (need && need * lh <= below.bottom - below.y)
        legend_flow(r, &below, p, true);
}

/* The track, the steps reached over it, the progress over those; pixels across for a fraction. */
static int part_w(SDL_Rect bar, float f) { return (int)((float)bar.w * SDL_clamp(f, 0.0f, 1.0f) + 0.5f); }

void render_progress_bar(render *r, SDL_Rect bar, float progress, float reach)
{
    render_fill(r, bar, r->th.timeline_bg);
    render_fill(r, (SDL_Rect){bar.x, bar.y, part_w(bar, reach), bar.h}, r->th.timeline_range);
    if (progress >= 0)
        render_fill(r, (SDL_Rect){bar.x, bar.y, part_w(bar, progress), bar.h}, r->th.timeline_fill);
}

void render_draw_timeline(render *r, const render_frame *f)
{
    SDL_Rect bar = r->lay.timeline;
    render_progress_bar(r, bar, f->progress, f->reach);
    r->info.timeline = bar;
    r->info.timeline_reach = part_w(bar, f->reach);
    if (f->progress < 0)
        return;
    int fw = part_w(bar, f->progress), kw = SDL_max(3, bar.h / 2);
    render_fill(r, (SDL_Rect){bar.x + SDL_min(fw, bar.w - kw), bar.y - bar.h / 2, kw, bar.h * 2},
                r->th.timeline_knob);
}

static int frame_w(const render *r) { return SDL_max(2, (int)((float)r->lay.body_px * r->mt.frame_ratio + 0.5f)); }

/* Whether box lies in the output and over no cell of the maze (nor its walls: a margin of a wall's width). */
static bool banner_clear(const render *r, SDL_Rect box)
{
    const render_layout *l = &r->lay;
    SDL_Rect m = l->maze;
    if (box.x < 0 || box.y < 0 || box.x + box.w > l->out_w || box.y + box.h > l->out_h)
        return false;
    if (!SDL_HasIntersection(&box, &m))
        return true;
    if (!l->shaped || !r->m || r->tree) /* rows of squares (or the tree): cells everywhere in the maze's box */
        return false;
    int wall = (int)(2 * l->band * (float)m.w / (float)SDL_max(1, l->tw)) + 2, step = SDL_max(2, wall);
    uint32_t c;
    for (int y = box.y - wall; y <= box.y + box.h + wall; y += step)
        for (int x = box.x - wall; x <= box.x + box.w + wall; x += step)
            if (render_shape_cell_at(r, r->m, x, y, &c))
                return false;
    return true;
}

/*
 * Where the banner's box (w x h) hides nothing: in the window's room above
 * the maze, else in a corner of the maze's box that has no cells (the
 * cube's empty panel, round a disc); false when neither holds it. Below and
 * beside the maze are the caption, the legend, the timeline and the panel:
 * text a class reads, which the banner never covers.
 */
static bool banner_room(const render *r, int w, int h, SDL_Rect *box)
{
    const render_layout *l = &r->lay;
    SDL_Rect m = l->maze;
    int gap = l->margin, cx = m.x + (m.w - w) / 2;
    SDL_Rect spots[] = {
        {cx, m.y - gap - h, w, h},                     /* above */
        {m.x + m.w - w, m.y + m.h - h, w, h},          /* the maze's corners */
        {m.x + m.w - w, m.y, w, h},
        {m.x, m.y + m.h - h, w, h},
        {m.x, m.y, w, h},
    };
    for (size_t i = 0; i < sizeof spots / sizeof spots[0]; i++)
        if (banner_clear(r, spots[i])) {
            *box = spots[i];
            return true;
        }
    return false;
}

/*
 * The banner: a box with a frame, a second, smaller line under it,
 * wrapped to the maze's width when longer (a script's error). It keeps
 * the look of the original demo but not its place over the middle of the
 * maze: it goes where it covers no cell (banner_room), the second line
 * left out when only the first fits there; when not even that fits, inside
 * the maze's box at its foot (over the last rows of cells, never over the
 * legend, the caption or the panel).
 */
void render_draw_banner(render *r, const render_frame *f)
{
    const render_layout *l = &r->lay;
    int pad = l->pad * 2, tw, th, sw = 0, sh = 0, sub_max = SDL_max(l->body_px * 8, l->maze.w - 4 * pad);
    render_text_size(r, 1, f->banner, &tw, &th);
    if (!r->font[1]) {
        tw = l->body_px * 8;
        th = (int)((float)l->line_h * r->mt.big_ratio);
    }
    if (f->banner_sub && *f->banner_sub)
        render_text_size(r, 0, f->banner_sub, &sw, &sh);
    int sub_rows = sw > sub_max ? wrapped(r, 0, f->banner_sub, 0, 0, sub_max, r->th.banner_text, false, 0) : 1;
    if (sub_rows > 1) {
        sw = sub_max;
        sh = sub_rows * l->line_h;
    }
    SDL_Rect box = {0, 0, SDL_max(tw, sw) + 2 * pad, th + sh + pad};
    if (!banner_room(r, box.w, box.h, &box)) {
        if (banner_room(r, tw + 2 * pad, th + pad, &box)) {
            sw = sh = 0; /* the first line alone fits */
        } else {
            box.x = SDL_clamp(l->maze.x + (l->maze.w - box.w) / 2, 0, SDL_max(0, l->out_w - box.w));
            box.y = SDL_clamp(l->maze.y + l->maze.h - box.h - l->margin, 0, SDL_max(0, l->out_h - box.h));
        }
    }
    render_fill(r, box, r->th.banner_bg);
    render_ink(r, r->th.banner_bg);
    render_frame_rect(r, box, r->th.banner_frame, frame_w(r));
    render_text(r, 1, f->banner, box.x + (box.w - tw) / 2, box.y + pad / 2, r->th.banner_text);
    if (sw && sub_rows > 1)
        wrapped(r, 0, f->banner_sub, box.x + pad, box.y + pad / 2 + th, sub_max, r->th.banner_text, true, 0);
    else if (sw)
        render_text(r, 0, f->banner_sub, box.x + (box.w - sw) / 2, box.y + pad / 2 + th,
                    r->th.banner_text);
    r->info.banner = box;
}

void render_draw_sign(render *r, const char *text, bool dot)
{
    int ow, oh, tw = 0, th = 0;
    if (SDL_GetRendererOutputSize(r->ren, &ow, &oh) != 0)
        return;
    render_layout l;
    render_metrics_px(&r->mt, oh, &l);
    render_fonts_size(r, l.body_px);
    render_text_size(r, 0, text, &tw, &th);
    int d = dot ? l.body_px : 0, h = l.line_h + l.pad, fw = frame_w(r);
    SDL_Rect box = {0, l.margin, SDL_min(ow - 2 * l.margin, tw + d + (dot ? l.pad : 0) + 2 * l.pad), h};
    box.x = ow - l.margin - box.w;
    SDL_SetRenderTarget(r->ren, NULL);
    r->frame_no++; /* after the frame's sweep: the next frame keeps this line, as render_draw_boxes does */
    render_fill(r, box, r->th.hud_bg);
    render_frame_rect(r, box, dot ? r->th.sign_dot : r->th.hud_text, fw);
    if (dot)
        disc(r, (float)(box.x + l.pad + d / 2), (float)box.y + (float)h / 2, (float)d * 0.4f, r->th.sign_dot);
    render_ink(r, r->th.hud_bg);
    render_text(r, 0, text, box.x + l.pad + d + (dot ? l.pad : 0), box.y + (h - th) / 2, r->th.hud_text);
    render_ink_none(r);
    r->frame_no--;
    r->info.sign = box;
}

/* Two bars at the HUD's right end (kept free for them), outlined so they show on any background. */
void render_draw_pause(render *r)
{
    SDL_Rect slot = pause_box(r);
    int o = SDL_max(2, slot.h / 14), h = slot.h - 2 * o;
    int bw = SDL_max(2, (slot.w - 2 * o) * 2 / 5), gap = slot.w - 2 * o - 2 * bw;
    SDL_Rect box = {slot.x + o, slot.y + o, 2 * bw + gap, h};
    for (int i = 0; i < 2; i++) {
        SDL_Rect b = {box.x + i * (bw + gap), box.y, bw, h};
        render_fill(r, (SDL_Rect){b.x - o, b.y - o, b.w + 2 * o, b.h + 2 * o}, r->th.pause_outline);
        render_fill(r, b, r->th.pause_fg);
    }
    r->info.pause = box;
}

/* A centred opaque box of rows; the selected row on a band. */
void render_draw_menu(render *r, const render_frame *f)
{
    const render_layout *l = &r->lay;
    int lh = l->line_h, pad = l->pad * 2, w = 0, tw, th;
    render_text_size(r, 0, f->menu_title, &w, &th);
    render_text_size(r, 0, f->menu_hint, &tw, &th);
    w = SDL_max(w, tw);
    for (int i = 0; i < f->menu_items; i++) {
        render_text_size(r, 0, f->menu[i], &tw, &th);
        w = SDL_max(w, tw);
    }
    int rows = f->menu_items + 3;
    SDL_Rect box = {0, 0, SDL_min(w + 2 * pad, l->out_w), SDL_min(rows * lh + 2 * pad, l->out_h)};
    box.x = (l->out_w - box.w) / 2;
    box.y = (l->out_h - box.h) / 2;
    render_fill(r, box, r->th.help_bg);
    render_frame_rect(r, box, r->th.help_text, frame_w(r));
    render_ink(r, r->th.help_bg);
    int x = box.x + pad, y = box.y + pad;
    render_text(r, 0, f->menu_title, x, y, r->th.help_text);
    y += lh;
    render_text(r, 0, f->menu_hint, x, y, r->th.help_text);
    y += lh * 3 / 2;
    for (int i = 0; i < f->menu_items && y + lh <= box.y + box.h; i++, y += lh) {
        SDL_Rect row = {box.x + pad / 2, y, box.w - pad, lh};
        bool sel = i == f->menu_sel;
        if (sel)
            render_fill(r, row, r->th.menu_hl_bg);
        render_ink(r, sel ? r->th.menu_hl_bg : r->th.help_bg);
        SDL_Color fg = sel ? r->th.menu_hl_text : r->th.help_text, bg = sel ? r->th.menu_hl_bg : r->th.help_bg;
        if (f->menu_off[i]) /* greyed: halfway to the background */
            fg = (SDL_Color){(Uint8)((fg.r + bg.r) / 2), (Uint8)((fg.g + bg.g) / 2), (Uint8)((fg.b + bg.b) / 2), 255};
        render_text(r, 0, f->menu[i], x, y, fg);
        r->info.menu_row[i] = row;
    }
    r->info.menu = box;
}

/* The key column of a help line "keys\tdescription" (empty without a tab). */
static void key_of(const char *line, char *key, size_t len)
{
    const char *tab = strchr(line, '\t');
    size_t n = tab ? (size_t)(tab - line) : 0;
    n = n < len - 1 ? n : len - 1;
    memcpy(key, line, n);
    key[n] = '\0';
}

/*
 * The help box: the whole window, opaque, keys left and what they do right
 * (wrapped), in two balanced columns when one is not tall enough, and on
 * several pages when two are not either (the title says which; the app
 * turns pages) - text is never shrunk and no line is left out.
 */
void render_draw_help(render *r, const render_frame *f)
{
    const render_layout *l = &r->lay;
    int lh = l->line_h, pad = l->pad * 2, kw = 0, w, h;
    for (int i = 0; i < f->help_lines; i++) {
        char key[64];
        key_of(f->help[i], key, sizeof key);
        render_text_size(r, 0, key, &w, &h);
        kw = SDL_max(kw, w);
    }
    SDL_Rect box = {0, 0, l->out_w, l->out_h};
    render_fill(r, box, r->th.help_bg);
    render_ink(r, r->th.help_bg);
    int x = box.x + pad, top = box.y + pad + lh, bottom = box.y + box.h - pad;
    int colw = (box.w - 2 * pad) / 2, dw = colw - kw - l->body_px - pad;
    int rows[RENDER_MAX_HELP], total = 0;
    for (int i = 0; i < f->help_lines && i < RENDER_MAX_HELP; i++) {
        const char *tab = strchr(f->help[i], '\t');
        rows[i] = tab ? rows_of(r, tab + 1, dw) : rows_of(r, f->help[i], colw - pad);
        total += rows[i];
    }
    int per_col = SDL_max(1, (bottom - top) / lh);
    int balance = total <= 2 * per_col ? (total + 1) / 2 : per_col; /* one page: even columns */
    int page = 0, col = 0, used = 0, want = SDL_max(0, f->help_page);
    int page_of[RENDER_MAX_HELP], col_of[RENDER_MAX_HELP], row_of[RENDER_MAX_HELP];
    for (int i = 0; i < f->help_lines && i < RENDER_MAX_HELP; i++) {
        if (used > 0 && used + rows[i] > balance) {
            used = 0;
            if (++col == 2) {
                col = 0;
                page++;
            }
        }
        page_of[i] = page;
        col_of[i] = col;
        row_of[i] = used;
        used += rows[i];
    }
    int pages = page + 1;
    want = SDL_min(want, pages - 1);
    char title[128];
    if (pages > 1)
        snprintf(title, sizeof title, "%s   %d / %d   %s", f->help_title, want + 1, pages,
                 f->help_more ? f->help_more : "");
    else
        snprintf(title, sizeof title, "%s", f->help_title);
    render_text(r, 0, title, x, box.y + pad, r->th.help_text);
    for (int i = 0; i < f->help_lines && i < RENDER_MAX_HELP; i++) {
        if (page_of[i] != want)
            continue;
        const char *t = f->help[i], *tab = strchr(t, '\t');
        char key[64];
        key_of(t, key, sizeof key);
        int cx = x + col_of[i] * colw, y = top + row_of[i] * lh;
        if (!tab) { /* a section's heading */
            wrapped(r, 0, t, cx, y, colw - pad, r->th.panel_head, true, 0);
            continue;
        }
        render_text(r, 0, key, cx, y, r->th.help_text);
        wrapped(r, 0, tab + 1, cx + kw + l->body_px, y, dw, r->th.help_text, true, 0);
    }
    r->info.help = box;
    r->info.help_pages = pages;
}

/* The erased loop: its cells in the ghost colour at the frame's alpha, over the maze. */
void render_draw_ghost(render *r, const render_frame *f)
{
    const render_layout *l = &r->lay;
    SDL_Color c = r->th.ghost;
    c.a = (Uint8)(f->ghost_alpha * (float)c.a);
    if (l->shaped && r->m) {
        render_shape_ghost(r, r->m, f->ghost, f->ghost_cells, c);
        return;
    }
    double fx = (double)l->maze.w / l->tw, fy = (double)l->maze.h / l->th;
    SDL_SetRenderDrawBlendMode(r->ren, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r->ren, c.r, c.g, c.b, c.a);
    for (size_t i = 0; i < f->ghost_cells; i++) {
        uint32_t cell = f->ghost[i];
        if (cell >= l->w * l->h)
            continue;
        int x = l->wt + (int)(cell % l->w) * l->p, y = l->wt + (int)(cell / l->w) * l->p;
        SDL_Rect rc = {l->maze.x + (int)(x * fx), l->maze.y + (int)(y * fy),
                       SDL_max(1, (int)(l->s * fx)), SDL_max(1, (int)(l->s * fy))};
        SDL_RenderFillRect(r->ren, &rc);
    }
}

/*
 * The question row above the maze: the prompt in the big font (two rows of
 * body text when it is too wide for one big row; a longer text, such as a
 * wrong answer's reason at 800x600, makes the row grow - for good, so the
 * maze does not jump back and forth - and the frame is laid out again,
 * up to PROMPT_ROWS_MAX rows or PROMPT_SHARE_MAX of the height), the right-hand text (the
 * score, the one number the class watches) at the row's end on one line:
 * in the big font when the question stays big beside it, else in the body
 * font, never smaller and never cut in two. A verdict is drawn in the
 * answer colours.
 */
void render_draw_prompt(render *r, const render_frame *f)
{
    const render_layout *l = &r->lay;
    SDL_Rect box = l->prompt;
    SDL_Color bg = f->prompt_answer ? r->th.answer_bg : r->th.prompt_bg;
    SDL_Color fg = f->prompt_answer ? r->th.answer_text : r->th.prompt_text;
    render_fill(r, box, bg);
    render_ink(r, bg);
    r->info.prompt = box;
    int x = box.x + l->margin, right = box.x + box.w - l->margin, rw = 0, rh = 0, tw = 0, th = 0;
    bool has_prompt = f->prompt && *f->prompt;
    if (has_prompt)
        render_text_size(r, 1, f->prompt, &tw, &th);
    if (f->prompt_right && *f->prompt_right) {
        int room = right - x, font = 1;
        render_text_size(r, 1, f->prompt_right, &rw, &rh);
        if (has_prompt && tw + rw + l->body_px > room) { /* the question keeps the big font: the score takes the body's */
            font = 0;
            render_text_size(r, 0, f->prompt_right, &rw, &rh);
        }
        SDL_Rect at = {right - rw, box.y + (box.h - rh) / 2, rw, rh};
        render_text(r, font, f->prompt_right, at.x, at.y, fg);
        r->info.prompt_right = at;
        right -= rw + l->body_px;
    }
    if (!has_prompt || right <= x)
        return;
    if (tw <= right - x) {
        render_text(r, 1, f->prompt, x, box.y + (box.h - th) / 2, fg);
        return;
    }
    int rows = wrapped(r, 0, f->prompt, x, 0, right - x, fg, false, 0), held = (box.h - l->pad) / l->line_h;
    int most = SDL_min(PROMPT_ROWS_MAX, (int)(l->out_h * PROMPT_SHARE_MAX) / SDL_max(1, l->line_h));
    if (rows > held && held < most) { /* this frame is drawn again with the taller row */
        r->prompt_rows = SDL_min(rows, most);
        r->have_layout = false;
        r->relayout = true;
    }
    int y = box.y + (box.h - SDL_min(rows, held) * l->line_h) / 2;
    SDL_RenderSetClipRect(r->ren, &box); /* past the most rows it would cover the maze: it is cut */
    wrapped(r, 0, f->prompt, x, y, right - x, fg, true, 0);
    SDL_RenderSetClipRect(r->ren, NULL);
}
