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

/* Fields flow left to right over hud_lines rows; a field that does not fit is skipped. */
void render_draw_hud(render *r, const render_frame *f)
{
    const render_layout *l = &r->lay;
    SDL_Rect bar = l->hud;
    render_fill(r, bar, r->th.hud_bg);
    r->info.hud = bar;
    int gap = l->body_px, x0 = bar.x + l->margin, right = bar.x + bar.w - l->margin;
    int row = 0, x = x0, drawn = 0;
    int rows = r->mt.hud_lines;
    for (int i = 0; i < f->hud_fields; i++) {
        const char *t = f->hud[i];
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
        int y = bar.y + l->pad + row * l->line_h + (l->line_h - h) / 2;
        render_text(r, 0, t, x, y, r->th.hud_text);
        x += w + gap;
        drawn++;
    }
    r->info.hud_drawn = drawn;
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

/* The pseudocode, the current line on a band (bands first, so no band covers a row's descenders). */
static void panel_code(render *r, panel_cursor *c, const render_panel *p)
{
    const render_layout *l = &r->lay;
    int indent = l->body_px, y = c->y, n[RENDER_MAX_CODE], shown = 0;
    for (int i = 0; i < p->code_lines && i < RENDER_MAX_CODE; i++) {
        n[i] = wrapped(r, 0, p->code[i], 0, 0, c->w - indent, r->th.panel_text, false, 0);
        if (y + n[i] * l->line_h > c->bottom)
            break;
        r->info.code_row[i] = (SDL_Rect){c->x, y, c->w, l->line_h};
        if (i == p->current) {
            SDL_Rect band = {c->x - l->pad / 2, y, c->w + l->pad, n[i] * l->line_h};
            render_fill(r, band, r->th.code_hl_bg);
            r->info.code_hl = band;
        }
        y += n[i] * l->line_h;
        shown++;
    }
    for (int i = 0; i < shown; i++) {
        bool cur = i == p->current;
        wrapped(r, 0, p->code[i], c->x, c->y, c->w - indent, cur ? r->th.code_hl_text : r->th.panel_text,
                true, indent);
        c->y += n[i] * l->line_h;
    }
}

/* Rows legend entry i takes in a column w wide. */
static int legend_rows(render *r, const render_panel *p, int i, int w)
{
    const render_layout *l = &r->lay;
    int sw = l->line_h - l->pad; /* as panel_legend draws it */
    return rows_of(r, p->legend[i].text, w - sw - l->pad);
}

/* The legend, two entries a row when the column is wide enough; rows needed, drawn when draw. */
static int panel_legend(render *r, panel_cursor *c, const render_panel *p, bool draw)
{
    const render_layout *l = &r->lay;
    int cols = c->w >= 18 * l->body_px ? 2 : 1;
    int colw = cols == 2 ? (c->w - l->body_px) / 2 : c->w, sw = l->line_h - l->pad, rows = 0;
    for (int i = 0; i < p->legend_rows && i < RENDER_MAX_LEGEND; i += cols) {
        int n = legend_rows(r, p, i, colw);
        if (cols == 2 && i + 1 < p->legend_rows)
            n = SDL_max(n, legend_rows(r, p, i + 1, colw));
        for (int k = i; draw && k < i + cols && k < p->legend_rows; k++) {
            int x = c->x + (k - i) * (colw + l->body_px), tx = x + sw + l->pad;
            SDL_Rect s = {x, c->y + (l->line_h - sw) / 2, sw, sw};
            swatch(r, s, &p->legend[k]);
            r->info.legend_swatch[k] = s;
            wrapped(r, 0, p->legend[k].text, tx, c->y, x + colw - tx, r->th.panel_text, true, 0);
        }
        if (draw)
            c->y += n * l->line_h;
        rows += n;
    }
    return rows;
}

static void panel_figures(render *r, panel_cursor *c, const render_panel *p)
{
    const render_layout *l = &r->lay;
    for (int i = 0; i < p->figures; i++) {
        if (c->y + l->line_h > c->bottom)
            return;
        int vw, vh;
        render_text_size(r, 0, p->fig_value[i], &vw, &vh);
        int lw = c->w - vw - l->body_px;
        if (rows_of(r, p->fig_label[i], lw) > 1)
            continue; /* a label too long for its row would touch the value */
        int y = c->y + row_offset(r, 0);
        render_text(r, 0, p->fig_label[i], c->x, y, r->th.panel_text);
        render_text(r, 0, p->fig_value[i], c->x + c->w - vw, y, r->th.panel_text);
        c->y += l->line_h;
    }
}

/*
 * Title, pseudocode, then as room allows: the caption, the legend and the
 * figures (the HUD shows figures too, so they go first when room is short).
 */
void render_draw_panel(render *r, const render_panel *p)
{
    const render_layout *l = &r->lay;
    SDL_Rect box = l->panel;
    render_fill(r, box, r->th.panel_bg);
    r->info.panel = box;
    panel_cursor c = {box.x + l->margin, box.y + l->margin, box.w - 2 * l->margin,
                      box.y + box.h - l->margin};
    if (c.w < l->body_px * 4)
        return;
    render_text(r, 0, p->title, c.x, c.y + row_offset(r, 0), r->th.panel_head);
    c.y += l->line_h + l->pad;
    panel_code(r, &c, p);
    c.y += l->pad;
    int lh = l->line_h;
    int cap = p->caption ? 1 + rows_of(r, p->caption, c.w) : 0;
    int leg = 1 + panel_legend(r, &c, p, false);
    int fig = p->figures ? 1 + p->figures : 0;
    int room = (c.bottom - c.y) / lh;
    if (cap && cap <= room) {
        heading(r, &c, p->caption_head);
        wrapped(r, 0, p->caption, c.x, c.y, c.w, r->th.panel_text, true, 0);
        c.y += (cap - 1) * lh + l->pad;
        room = (c.bottom - c.y) / lh;
    }
    /*
     * The legend goes in the panel when it fits there (the maze then takes
     * the whole left column; the figures follow if room is left - the HUD
     * shows them anyway), else under the maze.
     */
    panel_cursor below = {l->margin, l->maze.y + l->maze.h + l->margin,
                          l->panel.x - 2 * l->margin, l->timeline.y - l->margin};
    bool legend = false, in_panel = p->legend_rows && leg <= room;
    int need = in_panel ? -1 : p->legend_rows && below.w > 0 ? 1 + panel_legend(r, &below, p, false) : 0;
    if (need != r->legend_keep) {
        r->legend_keep = need;
        r->relayout = true;
        r->have_layout = false;
    }
    if (!in_panel && need > 0 && need * lh <= below.bottom - below.y) {
        heading(r, &below, p->legend_head);
        panel_legend(r, &below, p, true);
        legend = true;
    } else if (p->legend_rows && leg <= room) {
        heading(r, &c, p->legend_head);
        panel_legend(r, &c, p, true);
        c.y += l->pad;
        room = (c.bottom - c.y) / lh;
        legend = true;
    }
    if (fig && fig <= room && (legend || !p->legend_rows)) {
        heading(r, &c, p->figures_head);
        panel_figures(r, &c, p);
    }
}

void render_draw_timeline(render *r, const render_frame *f)
{
    SDL_Rect bar = r->lay.timeline;
    render_fill(r, bar, r->th.timeline_bg);
    r->info.timeline = bar;
    if (f->total == 0)
        return;
    uint64_t s = f->step < f->total ? f->step : f->total;
    int fw = (int)((double)bar.w * (double)s / (double)f->total);
    render_fill(r, (SDL_Rect){bar.x, bar.y, fw, bar.h}, r->th.timeline_fill);
    int kw = SDL_max(3, bar.h / 2);
    render_fill(r, (SDL_Rect){bar.x + SDL_min(fw, bar.w - kw), bar.y - bar.h / 2, kw, bar.h * 2},
                r->th.timeline_knob);
}

static int frame_w(const render *r) { return SDL_max(2, (int)((float)r->lay.body_px * r->mt.frame_ratio + 0.5f)); }

/* The banner: a box with a frame centred over the maze; a second, smaller line under it. */
void render_draw_banner(render *r, const render_frame *f)
{
    const render_layout *l = &r->lay;
    int pad = l->pad * 2, tw, th, sw = 0, sh = 0;
    render_text_size(r, 1, f->banner, &tw, &th);
    if (!r->font[1]) {
        tw = l->body_px * 8;
        th = (int)((float)l->line_h * r->mt.big_ratio);
    }
    if (f->banner_sub && *f->banner_sub)
        render_text_size(r, 0, f->banner_sub, &sw, &sh);
    int iw = SDL_max(tw, sw);
    SDL_Rect box = {0, 0, iw + 2 * pad, th + sh + pad};
    box.x = l->maze.x + (l->maze.w - box.w) / 2;
    box.y = l->maze.y + (l->maze.h - box.h) / 2;
    box.x = SDL_clamp(box.x, 0, SDL_max(0, l->out_w - box.w));
    box.y = SDL_clamp(box.y, 0, SDL_max(0, l->out_h - box.h));
    render_fill(r, box, r->th.banner_bg);
    render_frame_rect(r, box, r->th.banner_frame, frame_w(r));
    render_text(r, 1, f->banner, box.x + (box.w - tw) / 2, box.y + pad / 2, r->th.banner_text);
    if (sw)
        render_text(r, 0, f->banner_sub, box.x + (box.w - sw) / 2, box.y + pad / 2 + th,
                    r->th.banner_text);
    r->info.banner = box;
}

/* Two bars in the maze's top-right corner, outlined so they show on any cell colour. */
void render_draw_pause(render *r)
{
    const render_layout *l = &r->lay;
    int h = (int)((float)l->maze.h * r->mt.pause_ratio);
    h = SDL_clamp(h, l->body_px, (int)((float)l->body_px * r->mt.pause_max));
    int bw = SDL_max(2, h / 3), gap = bw, o = SDL_max(2, h / 12);
    SDL_Rect box = {l->maze.x + l->maze.w - 2 * bw - gap - l->pad - o, l->maze.y + l->pad + o,
                    2 * bw + gap, h};
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
        render_text(r, 0, f->menu[i], x, y, sel ? r->th.menu_hl_text : r->th.help_text);
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
    int x = box.x + pad, top = box.y + pad + lh, bottom = box.y + box.h - pad;
    int colw = (box.w - 2 * pad) / 2, dw = colw - kw - l->body_px - pad;
    int rows[RENDER_MAX_HELP], total = 0;
    for (int i = 0; i < f->help_lines && i < RENDER_MAX_HELP; i++) {
        const char *tab = strchr(f->help[i], '\t');
        rows[i] = rows_of(r, tab ? tab + 1 : f->help[i], dw);
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
        snprintf(title, sizeof title, "%s   %d / %d   (F1 \xe2\x86\x92)", f->help_title, want + 1, pages);
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
        render_text(r, 0, key, cx, y, r->th.help_text);
        wrapped(r, 0, tab ? tab + 1 : t, cx + kw + l->body_px, y, dw, r->th.help_text, true, 0);
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
