/*
 * render_pane.c - a machine drawn into a pane (a part of the output) for
 * compare mode: a title row, a few fields, a progress bar and the maze
 * texture, framed. Text sizes come from the whole output's height, so the
 * text-size rule holds in every pane; what does not fit drops.
 */
#include <string.h>

#include "render_impl.h"

static bool out_size(render *r, int *w, int *h) { return SDL_GetRendererOutputSize(r->ren, w, h) == 0; }

void render_text_metrics(render *r, int *body_px, int *line_h, int *margin)
{
    int ow = 0, oh = 0;
    out_size(r, &ow, &oh);
    render_layout l;
    render_metrics_px(&r->mt, oh, &l);
    render_fonts_size(r, l.body_px);
    *body_px = l.body_px;
    *line_h = l.line_h;
    *margin = l.margin;
}

static int bar_px(const render_layout *l, const render_metrics *mt)
{
    return SDL_max(4, (int)((float)l->body_px * mt->timeline_ratio * 0.6f + 0.5f));
}

/* The maze's room in pane under rows text rows and the progress bar (l: the output's text sizes). */
static SDL_Rect room_in(const render *r, const render_layout *l, SDL_Rect pane, int rows)
{
    int top = pane.y + 2 * l->pad + rows * l->line_h + bar_px(l, &r->mt) + l->margin;
    return (SDL_Rect){pane.x + l->margin, top, SDL_max(1, pane.w - 2 * l->margin),
                      SDL_max(1, pane.y + pane.h - l->margin - top)};
}

SDL_Rect render_pane_room(render *r, SDL_Rect pane, int rows)
{
    int ow = 0, oh = 0;
    out_size(r, &ow, &oh);
    render_layout l = r->lay;
    render_metrics_px(&r->mt, oh, &l);
    return room_in(r, &l, pane, rows);
}

bool render_pane_sync(render *r, const sm *g, SDL_Rect pane, int rows)
{
    int ow, oh;
    if (!out_size(r, &ow, &oh))
        return false;
    const maze *m = sm_maze(g);
    render_layout l = r->lay;
    if (m != r->m)
        r->stale = true;
    r->m = m;
    render_note_ends(r, g);
    l.out_w = ow;
    l.out_h = oh;
    l.panel_on = false;
    render_metrics_px(&r->mt, oh, &l);
    SDL_Rect room = room_in(r, &l, pane, rows);
    int aw = room.w, ah = room.h, top = room.y, bar_y = pane.y + 2 * l.pad + rows * l.line_h;
    render_fit(r, &l, m, aw, ah, 0);
    SDL_Rect mr = {0, 0, l.tw, l.th};
    if (mr.w > aw || mr.h > ah) {
        double f = SDL_min((double)aw / mr.w, (double)ah / mr.h);
        mr.w = SDL_max(1, (int)(mr.w * f));
        mr.h = SDL_max(1, (int)(mr.h * f));
    }
    mr.x = pane.x + l.margin + (aw - mr.w) / 2;
    mr.y = top + (ah - mr.h) / 2;
    l.maze = mr;
    l.hud = l.panel = (SDL_Rect){0, 0, 0, 0};
    l.timeline = (SDL_Rect){pane.x + l.margin, bar_y, aw, bar_px(&l, &r->mt)};
    if (!render_ensure_texture(r, &l))
        return false;
    r->lay = l;
    r->have_layout = true;
    r->pane = pane;
    r->pane_rows = rows;
    render_fonts_size(r, l.body_px);
    if (r->stale) {
        r->stale = !render_paint_all(r, g);
        return !r->stale;
    }
    return render_paint_changes(r, g);
}

void render_begin(render *r)
{
    r->frame_no++;
    render_ink_none(r);
    r->relayout = false;
    r->n_text_rects = 0;
    memset(&r->info, 0, sizeof r->info);
    SDL_SetRenderTarget(r->ren, NULL);
}

void render_end(render *r) { render_text_sweep(r); }

/*
 * Fields flow left to right over `rows` rows from (x0, y), `gap` apart; a
 * field that does not fit is skipped. Returns how many fit (drawn only
 * when draw).
 */
static int flow(render *r, const char *const *fields, int n, int x0, int right, int y, int rows, int gap,
                SDL_Color c, bool draw)
{
    const render_layout *l = &r->lay;
    int row = 0, x = x0, drawn = 0;
    for (int i = 0; i < n; i++) {
        const char *t = fields[i];
        if (!t || !*t)
            continue;
        int w, h;
        render_text_size(r, 0, t, &w, &h);
        if (x > x0 && x + w > right) {
            if (row + 1 >= rows)
                continue;
            row++;
            x = x0;
        }
        if (x + w > right)
            continue;
        if (draw)
            render_text(r, 0, t, x, y + row * l->line_h + (l->line_h - h) / 2, c);
        x += w + gap;
        drawn++;
    }
    return drawn;
}

int render_pane_rows(render *r, const render_pane_frame *f, int pane_w, int max_rows)
{
    int body, line, margin, tw = 0, th, shown = 0;
    render_text_metrics(r, &body, &line, &margin);
    int right = pane_w - margin;
    if (f->title)
        render_text_size(r, 0, f->title, &tw, &th);
    if (margin + tw > right)
        return 0;
    for (int i = 0; i < f->fields; i++)
        shown += f->field[i] && *f->field[i];
    if (shown == 0)
        return max_rows >= 1;
    for (int rows = 2; rows <= max_rows; rows++)
        if (flow(r, f->field, f->fields, margin, right, 0, rows - 1, body, r->th.panel_text, false) == shown)
            return rows;
    return 0;
}

bool render_pane_draw(render *r, const render_pane_frame *f)
{
    if (!r->maze_tex)
        return SDL_SetError("render_pane_draw before render_pane_sync") == 0;
    const render_layout *l = &r->lay;
    SDL_Rect pane = r->pane;
    render_fill(r, pane, r->th.panel_bg);
    render_ink(r, r->th.panel_bg);
    int ft = SDL_max(2, (int)((float)l->body_px * r->mt.frame_ratio + 0.5f));
    SDL_Color frame = f->focus ? r->th.code_hl_bg : f->done ? r->th.timeline_fill : r->th.timeline_bg;
    render_frame_rect(r, pane, frame, ft);
    r->info.maze = l->maze;
    r->info.body_px = l->body_px;
    r->info.panel = pane;
    if (SDL_RenderCopy(r->ren, r->maze_tex, NULL, &l->maze) != 0)
        return false;
    if (l->wt == 0) {
        SDL_Rect m = l->maze;
        render_frame_rect(r, (SDL_Rect){m.x - 2, m.y - 2, m.w + 4, m.h + 4}, r->th.border, 2);
    }
    render_draw_ends(r);
    int x0 = pane.x + l->margin, right = pane.x + pane.w - l->margin, y = pane.y + l->pad;
    if (f->title) {
        int w, h;
        render_text_size(r, 0, f->title, &w, &h);
        if (x0 + w <= right)
            render_text(r, 0, f->title, x0, y + (l->line_h - h) / 2, r->th.panel_head);
    }
    r->info.hud_drawn = flow(r, f->field, f->fields, x0, right, y + l->line_h, r->pane_rows - 1, l->body_px,
                             r->th.panel_text, true);
    SDL_Rect t = l->timeline;
    render_progress_bar(r, t, f->progress, f->reach);
    r->info.timeline = t;
    return true;
}

/*
 * Button i's place in the HUD's rows (bar) from x: its label's width and a
 * body of room, on the row it fits (*row moves on); false when no row has
 * room left.
 */
static bool place_button(const render *r, SDL_Rect bar, int label_w, int bh, int gap, int *x, int *row, SDL_Rect *b)
{
    const render_layout *l = &r->lay;
    int x0 = bar.x + l->margin, right = bar.x + bar.w - l->margin, w = label_w + l->body_px / 2;
    if (*x > x0 && *x + w > right) {
        (*row)++;
        *x = x0;
    }
    if (bar.y + gap + (*row + 1) * (bh + gap) > bar.y + bar.h || *x + w > right)
        return false;
    *b = (SDL_Rect){*x, bar.y + gap + *row * (bh + gap), w, bh};
    *x += w + gap;
    return true;
}

/*
 * Where the buttons go: as many rows as the HUD has room for with a
 * label's letters whole (1.2 body heights a row); equal widths when they
 * all fit so, else each as wide as its label. A button with no room left
 * gets a rectangle of width 0.
 */
static void lay_buttons(render *r, const char *const *labels, int n, SDL_Rect bar, int gap, SDL_Rect *out)
{
    const render_layout *l = &r->lay;
    int least = l->body_px + l->body_px / 5;
    int rows = SDL_max(1, (bar.h - gap) / (least + gap)), bh = (bar.h - gap) / rows - gap;
    int avail = bar.w - 2 * l->margin, widest = 0, tw[16];
    for (int i = 0; i < n && i < 16; i++) {
        int th = 0;
        render_text_size(r, 0, labels[i], &tw[i], &th);
        widest = SDL_max(widest, tw[i]);
    }
    int cols = SDL_max(1, (avail + gap) / (widest + l->body_px + gap));
    bool even = cols * rows >= n; /* equal widths, filling each row, as the table's grid */
    int cw = (avail + gap) / SDL_min(cols, n), x = bar.x + l->margin, row = 0;
    for (int i = 0; i < n; i++) {
        int w = even ? cw - gap - l->body_px / 2 : i < 16 ? tw[i] : avail;
        if (!place_button(r, bar, w, bh, gap, &x, &row, &out[i]))
            out[i] = (SDL_Rect){0, 0, 0, 0};
    }
}

SDL_Rect render_buttons(render *r, const char *const *labels, int n, int hot, SDL_Rect *out)
{
    const render_layout *l = &r->lay;
    SDL_Rect bar = l->hud; /* the HUD's place and nothing else: the timeline, legend and caption stay in sight */
    int gap = SDL_max(2, l->body_px / 8);
    render_fill(r, bar, r->th.hud_bg);
    lay_buttons(r, labels, SDL_min(n, 16), bar, gap, out);
    for (int i = 0; i < n; i++) {
        SDL_Rect b = out[i];
        if (i >= 16 || b.w == 0) {
            out[i] = (SDL_Rect){0, 0, 0, 0};
            continue;
        }
        SDL_Color bg = i == hot ? r->th.menu_hl_bg : r->th.panel_bg, fg = i == hot ? r->th.menu_hl_text : r->th.panel_text;
        render_fill(r, b, bg);
        render_ink(r, bg);
        int tw = 0, th = 0;
        render_text_size(r, 0, labels[i], &tw, &th);
        SDL_RenderSetClipRect(r->ren, &b); /* a row a little lower than a line: the font's spacing stays inside */
        if (tw <= b.w)
            render_text(r, 0, labels[i], b.x + (b.w - tw) / 2, b.y + (b.h - th) / 2, fg);
        SDL_RenderSetClipRect(r->ren, NULL);
        render_frame_rect(r, b, r->th.panel_head, SDL_max(1, gap / 2));
    }
    render_ink(r, r->th.background);
    r->info.bar = bar;
    return bar;
}

void render_bar(render *r, SDL_Rect bar, const char *const *fields, int n)
{
    int body, line, margin;
    render_text_metrics(r, &body, &line, &margin);
    render_fill(r, bar, r->th.hud_bg);
    render_ink(r, r->th.hud_bg);
    r->info.hud = bar;
    render_layout keep = r->lay;
    r->lay.body_px = body;
    r->lay.line_h = line;
    int rows = SDL_max(1, bar.h / line);
    flow(r, fields, n, bar.x + margin, bar.x + bar.w - margin, bar.y + (bar.h - rows * line) / 2, rows, body,
         r->th.hud_text, true);
    r->lay = keep;
}
