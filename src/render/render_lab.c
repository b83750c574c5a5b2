/*
 * render_lab.c - the uniformity lab's picture: counts per spanning tree
 * as bars over thumbnails of the trees, with the figures as text above.
 */
#include <string.h>

#include "mazeviz/trees.h"
#include "render_impl.h"

/* Fields flow left to right over rows from (x0, y); one that does not fit is skipped. */
static void flow(render *r, const char *const *fields, int n, int x0, int right, int y, int rows, SDL_Color c)
{
    const render_layout *l = &r->lay;
    int x = x0, row = 0;
    for (int i = 0; i < n; i++) {
        if (!fields[i] || !*fields[i])
            continue;
        int w, h;
        render_text_size(r, 0, fields[i], &w, &h);
        if (x > x0 && x + w > right) {
            if (row + 1 >= rows)
                continue;
            row++;
            x = x0;
        }
        if (x + w > right)
            continue;
        render_text(r, 0, fields[i], x, y + row * l->line_h + (l->line_h - h) / 2, c);
        x += w + l->body_px;
    }
}

/* A tree as a little maze: cells in the finished maze colour, closed walls and the border in the wall colour. */
static void thumb(render *r, SDL_Rect at, const maze *m)
{
    if (render_shaped(m)) {
        render_shape_thumb(r, at, m);
        return;
    }
    int p = SDL_min(at.w / (int)m->w, at.h / (int)m->h);
    int wt = SDL_max(1, p / 6);
    int mw = p * (int)m->w + wt, mh = p * (int)m->h + wt;
    int x0 = at.x + (at.w - mw) / 2, y0 = at.y + (at.h - mh) / 2;
    SDL_Color wall = r->th.wall[SM_WALL_PLAIN];
    render_fill(r, (SDL_Rect){x0, y0, mw, mh}, r->th.cell[SM_CELL_MAZE]);
    render_frame_rect(r, (SDL_Rect){x0, y0, mw, mh}, wall, wt);
    for (uint32_t c = 0; c < m->w * m->h; c++) {
        int x = x0 + (int)maze_x(m, c) * p, y = y0 + (int)maze_y(m, c) * p;
        if (maze_has_neighbor(m, c, RECT_E) && !maze_is_open(m, c, RECT_E))
            render_fill(r, (SDL_Rect){x + p, y, wt, p + wt}, wall);
        if (maze_has_neighbor(m, c, RECT_S) && !maze_is_open(m, c, RECT_S))
            render_fill(r, (SDL_Rect){x, y + p, p + wt, wt}, wall);
    }
}

/*
 * The expected count across bar b: a band in the heading colour edged
 * with the background, so it reads on the bar's fill and on its track.
 */
static void expected_mark(render *r, SDL_Rect b)
{
    render_fill(r, (SDL_Rect){b.x, b.y - 1, b.w, b.h + 2}, r->th.background);
    render_fill(r, b, r->th.panel_head);
}

/* Columns that make the largest thumbnails for n cells of aspect (thumb + bar) in aw x ah. */
static int pick_cols(size_t n, int aw, int ah, float bar_ratio)
{
    int best = 1;
    double best_s = 0;
    for (int cols = 1; cols <= (int)n; cols++) {
        int rows = (int)((n + (size_t)cols - 1) / (size_t)cols);
        double s = SDL_min((double)aw / cols * 0.8, (double)ah / rows / (1.0 + bar_ratio));
        if (s > best_s) {
            best_s = s;
            best = cols;
        }
    }
    return best;
}

bool render_lab_draw(render *r, const render_lab_frame *f)
{
    int ow, oh;
    if (SDL_GetRendererOutputSize(r->ren, &ow, &oh) != 0)
        return false;
    r->frame_no++;
    render_ink_none(r);
    r->n_text_rects = 0;
    memset(&r->info, 0, sizeof r->info);
    render_metrics_px(&r->mt, oh, &r->lay);
    render_fonts_size(r, r->lay.body_px);
    const render_layout *l = &r->lay;
    r->info.body_px = l->body_px;
    SDL_SetRenderTarget(r->ren, NULL);
    SDL_Color bg = r->th.background;
    SDL_SetRenderDrawColor(r->ren, bg.r, bg.g, bg.b, 255);
    if (SDL_RenderClear(r->ren) != 0)
        return false;
    int note = render_note_rows(r, 0, 0, ow - 2 * l->margin, RENDER_NOTE_ROWS, false); /* a lesson's, under the fields */
    int top_h = (f->rows + note) * l->line_h + 2 * l->pad;
    render_fill(r, (SDL_Rect){0, 0, ow, top_h}, r->th.panel_bg);
    render_ink(r, r->th.panel_bg);
    flow(r, f->field, f->fields, l->margin, ow - l->margin, l->pad, f->rows, r->th.panel_text);
    render_note_rows(r, l->margin, l->pad + f->rows * l->line_h, ow - 2 * l->margin, note, true);
    int bar_h = l->line_h + 2 * l->pad;
    SDL_Rect bar = {0, oh - bar_h, ow, bar_h};
    render_fill(r, bar, r->th.hud_bg);
    render_ink(r, r->th.hud_bg);
    r->info.hud = bar;
    flow(r, f->bar, f->bar_fields, l->margin, ow - l->margin, bar.y + l->pad, 1, r->th.hud_text);

    size_t n = f->trees ? trees_count(f->trees) : 0;
    if (n == 0) {
        render_text_sweep(r);
        return true;
    }
    SDL_Rect area = {l->margin, top_h + l->margin, ow - 2 * l->margin, bar.y - top_h - 2 * l->margin};
    const float bar_ratio = 0.6f; /* bar height / thumbnail size */
    int cols = pick_cols(n, area.w, area.h, bar_ratio);
    int rows = (int)((n + (size_t)cols - 1) / (size_t)cols);
    int dx = area.w / cols, dy = area.h / rows;
    int ts = (int)SDL_min(dx * 0.8, dy / (1.0 + bar_ratio) * 0.92);
    int bh = dy - ts - SDL_max(2, dy / 14);
    /* each bar's count above it, where a column is wide and tall enough for a row of text */
    int num_w, num_h;
    render_text_size(r, 0, "00000", &num_w, &num_h);
    bool numbers = r->font[0] && dx >= num_w && bh >= 3 * l->line_h;
    int ny = numbers ? l->line_h : 0;
    bh -= ny;
    /* bars the slot's width but a gap, so neighbours stay apart; the expected count a mark seen from the back */
    int gap = SDL_max(2, dx / 8), mark = SDL_max(3, l->body_px / 6);
    double top = f->expected * 1.6;
    for (size_t i = 0; i < n; i++)
        top = SDL_max(top, (double)f->counts[f->order ? f->order[i] : i]);
    maze *m = maze_create_like(trees_grid(f->trees));
    if (!m)
        return SDL_OutOfMemory() == 0;
    r->lab_cols = cols;
    r->lab_numbers = 0;
    r->lab_dx = dx;
    r->lab_dy = dy;
    for (size_t i = 0; i < n; i++) {
        size_t id = f->order ? f->order[i] : i;
        int cx = area.x + (int)(i % (size_t)cols) * dx, cy = area.y + (int)(i / (size_t)cols) * dy;
        SDL_Rect t = {cx + (dx - ts) / 2, cy + bh + (dy - bh - ts) / 2, ts, ts};
        if (i == 0)
            r->lab_cell0 = t;
        int hgt = top > 0 ? (int)((double)bh * (double)f->counts[id] / top + 0.5) : 0;
        if (numbers) {
            char num[32];
            int tw, th;
            snprintf(num, sizeof num, "%s", sm_count(f->counts[id]).s);
            render_text_size(r, 0, num, &tw, &th);
            render_ink(r, r->th.background);
            render_text(r, 0, num, cx + (dx - tw) / 2, cy + (l->line_h - th) / 2, r->th.panel_text);
            r->lab_numbers++;
        }
        int by = cy + ny;
        SDL_Rect b = {cx + gap / 2, by + bh - hgt, dx - gap, hgt};
        render_fill(r, (SDL_Rect){b.x, by, b.w, bh}, r->th.timeline_bg);
        render_fill(r, b, r->th.timeline_fill);
        if (f->expected > 0 && top > 0) {
            int ey = by + bh - (int)((double)bh * f->expected / top + 0.5);
            expected_mark(r, (SDL_Rect){b.x, ey - mark / 2, b.w, mark});
        }
        trees_to_maze(f->trees, id, m);
        if ((int32_t)id == f->last)
            render_fill(r, (SDL_Rect){t.x - ts / 10, t.y - ts / 10, t.w + ts / 5, t.h + ts / 5}, r->th.code_hl_bg);
        thumb(r, t, m);
    }
    maze_destroy(m);
    render_text_sweep(r);
    return true;
}

SDL_Rect render_lab_thumb(const render *r, size_t i)
{
    if (r->lab_cols <= 0)
        return (SDL_Rect){0, 0, 0, 0};
    SDL_Rect t = r->lab_cell0;
    t.x += (int)(i % (size_t)r->lab_cols) * r->lab_dx;
    t.y += (int)(i / (size_t)r->lab_cols) * r->lab_dy;
    return t;
}

int render_lab_numbers(const render *r) { return r->lab_numbers; }
