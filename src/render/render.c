/*
 * render.c - the renderer's life cycle, the layout of a frame (everything
 * sized from the output height) and the order a frame is drawn in.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mazeviz/grid.h"
#include "render_impl.h"

render *render_create(SDL_Renderer *ren, const render_theme *th, const render_metrics *mt,
                      const char *font_path)
{
    render *r = calloc(1, sizeof *r);
    if (!r) {
        SDL_OutOfMemory();
        return NULL;
    }
    r->ren = ren;
    r->th = *th;
    r->mt = *mt;
    r->stale = true;
    r->ends[0] = r->ends[1] = MAZE_NONE;
    render_make_paints(r);
    if (font_path)
        render_set_font(r, font_path);
    return r;
}

bool render_set_font(render *r, const char *font_path)
{
    TTF_Font *small = TTF_OpenFont(font_path, 16), *big = small ? TTF_OpenFont(font_path, 32) : NULL;
    if (!small || !big) {
        TTF_CloseFont(small);
        return false;
    }
    render_text_free_all(r);
    TTF_CloseFont(r->font[0]);
    TTF_CloseFont(r->font[1]);
    r->font[0] = small;
    r->font[1] = big;
    r->font_px[0] = 16;
    r->font_px[1] = 32;
    r->have_layout = false; /* the panel and the HUD are measured in it */
    r->stale = true;
    return true;
}

void render_destroy(render *r)
{
    if (!r)
        return;
    render_text_free_all(r);
    SDL_DestroyTexture(r->maze_tex);
    SDL_FreeSurface(r->full);
    free(r->sx);
    free(r->sy);
    free(r->dots.cell);
    for (int i = 0; i < PAINT_COUNT; i++) {
        free(r->lists[i].v);
        free(r->over[i].v);
    }
    TTF_CloseFont(r->font[0]);
    TTF_CloseFont(r->font[1]);
    SDL_free(r->note);
    free(r);
}

bool render_has_font(const render *r) { return r->font[0] != NULL; }

void render_set_theme(render *r, const render_theme *th)
{
    r->th = *th;
    render_make_paints(r);
    r->have_layout = false;
    r->stale = true;
}

const render_theme *render_get_theme(const render *r) { return &r->th; }

void render_set_style(render *r, render_style style)
{
    r->lay.style = style;
    r->have_layout = false;
}

render_style render_get_style(const render *r) { return r->lay.style; }

void render_set_cell_px(render *r, int cell_px)
{
    r->lay.cell_px = cell_px;
    r->have_layout = false;
}

void render_set_view(render *r, render_view view)
{
    if (r->tree != (view == RENDER_VIEW_TREE))
        r->stale = true;
    r->tree = view == RENDER_VIEW_TREE;
}

render_view render_get_view(const render *r) { return r->tree ? RENDER_VIEW_TREE : RENDER_VIEW_MAZE; }

void render_tree_counts(const render *r, unsigned long *nodes, unsigned long *half_edges)
{
    *nodes = r->tree_nodes;
    *half_edges = r->tree_halves;
}

void render_set_panel(render *r, bool on)
{
    r->panel_on = on;
    r->have_layout = false;
}

void render_set_prompt(render *r, bool on)
{
    if (r->prompt_on != on) {
        r->have_layout = false;
        r->prompt_rows = PROMPT_ROWS; /* a new question row starts at its usual height */
    }
    r->prompt_on = on;
}

void render_set_note(render *r, const char *note)
{
    if ((!note && !r->note) || (note && r->note && strcmp(note, r->note) == 0))
        return;
    SDL_free(r->note);
    r->note = note && *note ? SDL_strdup(note) : NULL;
    r->have_layout = false;
}

void render_invalidate(render *r) { r->stale = true; }

void render_forget_maze(render *r)
{
    r->m = NULL;
    r->stale = true;
    r->have_layout = false;
    r->lay.maze.w = r->lay.maze.h = 0;
}

bool render_synced_all(const render *r) { return r->synced_all; }

const render_layout_info *render_info(const render *r) { return &r->info; }

bool render_wants_relayout(const render *r) { return r->relayout; }

const SDL_Rect *render_text_rects(const render *r, size_t *n)
{
    *n = r->n_text_rects;
    return r->text_rects;
}

SDL_Rect render_maze_rect(const render *r) { return r->lay.maze; }

bool render_cell_at(const render *r, int x, int y, uint32_t *cell)
{
    const render_layout *l = &r->lay;
    if (l->shaped && r->m)
        return render_shape_cell_at(r, r->m, x, y, cell);
    SDL_Rect m = l->maze;
    SDL_Point pt = {x, y};
    if (m.w <= 0 || m.h <= 0 || l->p <= 0 || !SDL_PointInRect(&pt, &m))
        return false;
    long tx = (long)(x - m.x) * l->tw / m.w - l->wt / 2, ty = (long)(y - m.y) * l->th / m.h - l->wt / 2;
    long cx = SDL_clamp(tx / l->p, 0, (long)l->w - 1), cy = SDL_clamp(ty / l->p, 0, (long)l->h - 1);
    *cell = (uint32_t)(cy * (long)l->w + cx);
    return true;
}

bool render_wall_at(const render *r, int x, int y, float reach, uint32_t *cell, unsigned *side)
{
    const render_layout *l = &r->lay;
    SDL_Rect mr = l->maze;
    SDL_Point pt = {x, y};
    if (!r->m || r->tree || mr.w <= 0 || mr.h <= 0 || !SDL_PointInRect(&pt, &mr))
        return false;
    float tx = ((float)(x - mr.x) + 0.5f) * (float)l->tw / (float)mr.w;
    float ty = ((float)(y - mr.y) + 0.5f) * (float)l->th / (float)mr.h;
    float ux, uy;
    if (l->shaped) {
        if (l->scale <= 0)
            return false;
        ux = (tx - l->ox) / l->scale;
        uy = (ty - l->oy) / l->scale;
    } else {
        if (l->p <= 0)
            return false;
        ux = (tx - (float)l->wt / 2) / (float)l->p; /* wall i's middle is at texture pixel i * p + wt / 2 */
        uy = (ty - (float)l->wt / 2) / (float)l->p;
    }
    return grid_wall_at(r->m, ux, uy, reach, cell, side);
}

bool render_banner_rect(const render *r, SDL_Rect *out)
{
    *out = r->info.banner;
    return r->info.banner.w > 0;
}

static int wall_w(const render_theme *th, int p)
{
    return p >= 3 ? SDL_max(1, (int)((float)p * th->wall_ratio + 0.5f)) : p >= 2 ? 1 : 0;
}

/* The largest pitch (and its wall width) that fits aw x ah, or the one cell_px asks for. */
void render_pick_pitch(const render_theme *th, render_layout *l, int aw, int ah, int cell_px)
{
    long w = l->w, h = l->h;
    if (l->style == RENDER_BLOCK) {
        long b = cell_px ? cell_px / 2 : SDL_min(aw / (2 * w + 1), ah / (2 * h + 1));
        l->p = (int)SDL_max(1, b) * 2;
        l->wt = l->p / 2;
        l->mk = 0;
        return;
    }
    long p = cell_px ? cell_px : SDL_min(aw / w, ah / h);
    p = SDL_max(1, p);
    while (!cell_px && p > 1 && (w * p + wall_w(th, (int)p) > aw || h * p + wall_w(th, (int)p) > ah))
        p--;
    l->p = (int)p;
    l->wt = wall_w(th, l->p);
    int s = l->p - l->wt;
    int mk = (int)((float)l->p * (th->marked_ratio - th->wall_ratio) / 2 + 0.5f);
    l->mk = SDL_clamp(mk, 0, s / 4);
}

/* Text size, line height, margins: all fractions of the output height. */
void render_metrics_px(const render_metrics *mt, int out_h, render_layout *l)
{
    l->body_px = SDL_max(8, (int)((float)out_h * mt->font_ratio + 0.5f));
    l->line_h = (int)((float)l->body_px * mt->line_ratio + 0.5f);
    l->margin = SDL_max(1, (int)((float)l->body_px * mt->margin_ratio + 0.5f));
    l->pad = SDL_max(1, (int)((float)l->body_px * mt->pad_ratio + 0.5f));
}

void render_fit(const render *r, render_layout *l, const maze *m, int aw, int ah, int cell_px)
{
    l->w = m->w;
    l->h = m->h;
    l->shaped = render_shaped(m);
    if (l->shaped) {
        render_shape_fit(&r->th, l, m, aw, ah, cell_px);
        return;
    }
    render_pick_pitch(&r->th, l, aw, ah, cell_px);
    l->s = l->p - l->wt;
    l->tw = (int)l->w * l->p + l->wt;
    l->th = (int)l->h * l->p + l->wt;
}

/*
 * The maze fitted into l->area (square cells, scaled down when its picture
 * is larger): centred, or at the area's top when rows under it are kept.
 */
static void fit_maze(const render *r, render_layout *l, const maze *m, bool top)
{
    SDL_Rect a = l->area;
    render_fit(r, l, m, a.w, a.h, l->cell_px);
    SDL_Rect mr = {0, 0, l->tw, l->th};
    if (mr.w > a.w || mr.h > a.h) {
        double f = SDL_min((double)a.w / mr.w, (double)a.h / mr.h);
        mr.w = SDL_max(1, (int)(mr.w * f));
        mr.h = SDL_max(1, (int)(mr.h * f));
    }
    mr.x = a.x + (a.w - mr.w) / 2;
    mr.y = a.y + (top ? 0 : (a.h - mr.h) / 2);
    l->maze = mr;
}

/*
 * The caption without the panel, where it costs the maze least: in the
 * room the maze leaves under it (RENDER_CAPTION_ROWS rows; at least one
 * under a rectangle, whose whole-pixel cells would shrink a lot),
 * else in a column beside it when the maze leaves the width for one
 * (CAPTION_COLUMN_EMS), else under a maze made smaller for its rows. It
 * depends on the maze and the output only, so it stays put from step to
 * step.
 */
#define CAPTION_COLUMN_EMS 10
static void place_caption(const render *r, render_layout *l, const maze *m)
{
    SDL_Rect a = l->area;
    int lh = l->line_h, below = a.h - l->maze.h - l->pad, side = a.w - l->maze.w - 2 * l->margin;
    int rows = SDL_min(RENDER_CAPTION_ROWS, below / lh);
    if (l->shaped && rows < RENDER_CAPTION_ROWS) /* it scales: a little smaller shows the whole caption */
        rows = 0;
    l->caption_beside = false;
    if (rows < 1 && side >= CAPTION_COLUMN_EMS * l->body_px) {
        l->maze.x = a.x;
        l->caption = (SDL_Rect){a.x + l->maze.w + 2 * l->margin, l->maze.y, side, SDL_max(lh, l->maze.h)};
        l->caption_beside = true;
        return;
    }
    if (rows < 1) {
        rows = RENDER_CAPTION_ROWS;
        l->area.h = SDL_max(1, a.h - rows * lh - l->pad);
        fit_maze(r, l, m, false);
    }
    int block = l->maze.h + l->pad + rows * lh; /* the maze and its caption, centred together */
    l->maze.y = a.y + SDL_max(0, (a.h - block) / 2);
    l->caption = (SDL_Rect){a.x, l->maze.y + l->maze.h + l->pad, a.w, rows * lh};
}

void render_layout_compute(const render *r, render_layout *l, const maze *m, int out_w, int out_h)
{
    const render_metrics *mt = &r->mt;
    l->out_w = out_w;
    l->out_h = out_h;
    l->panel_on = r->panel_on;
    render_metrics_px(mt, out_h, l);
    l->hud_rows = l->panel_on ? 1 : mt->hud_lines; /* the panel has the title and the figures */
    int hud_h = l->hud_rows * l->line_h + l->pad;
    int tl_h = SDL_max(4, (int)((float)l->body_px * mt->timeline_ratio + 0.5f));
    int panel_w = l->panel_on ? (int)((float)out_w * mt->panel_ratio) : 0;
    l->hud = (SDL_Rect){0, out_h - hud_h, out_w, hud_h};
    l->panel = (SDL_Rect){out_w - panel_w, 0, panel_w, out_h - hud_h};
    int left_w = out_w - panel_w;
    l->timeline = (SDL_Rect){l->margin, out_h - hud_h - l->pad - tl_h,
                             SDL_max(1, left_w - 2 * l->margin), tl_h};
    int aw = SDL_max(1, left_w - 2 * l->margin);
    /* the question row: big text, or two rows of body text (more when a verdict needed them) */
    int prompt_h = r->prompt_on ? SDL_max(PROMPT_ROWS, r->prompt_rows) * l->line_h + l->pad : 0;
    l->prompt = (SDL_Rect){0, 0, left_w, prompt_h};
    int note_h = r->note_rows > 0 && !l->panel_on ? r->note_rows * l->line_h + 2 * l->pad : 0;
    l->note = (SDL_Rect){0, prompt_h, left_w, note_h};
    /* legend_keep: rows the legend needs under the maze (what the last panel needed) */
    int rows = r->legend_keep < 0 ? 0 : r->legend_keep > 0 ? r->legend_keep : mt->legend_rows;
    int keep = l->panel_on && rows > 0 ? rows * l->line_h + l->pad : 0;
    int ah = SDL_max(1, l->timeline.y - 2 * l->pad - keep - prompt_h - note_h);
    l->area = (SDL_Rect){l->margin, prompt_h + note_h + l->pad, aw, ah};
    l->caption = (SDL_Rect){0, 0, 0, 0};
    fit_maze(r, l, m, keep > 0);
    if (!l->panel_on && r->caption_strip)
        place_caption(r, l, m);
}

/* The output that shows an mw x mh maze picture with room for the HUD and timeline below it. */
static void size_around(int mw, int mh, const render_metrics *mt, int *out_w, int *out_h)
{
    /* Rows below the maze are fractions of the output height: solve for it. */
    float below = mt->font_ratio * ((float)mt->hud_lines * mt->line_ratio + 4 * mt->pad_ratio +
                                    mt->timeline_ratio);
    *out_h = (int)((float)mh / (1.0f - below)) + 2;
    render_layout chk;
    render_metrics_px(mt, *out_h, &chk);
    *out_w = SDL_max(mw + 2 * chk.margin, 480);
}

void render_size_for(uint32_t w, uint32_t h, int cell_px, render_style style,
                     const render_theme *th, const render_metrics *mt, int *out_w, int *out_h)
{
    render_layout l = {.w = w, .h = h, .style = style};
    render_pick_pitch(th, &l, 1, 1, cell_px > 0 ? cell_px : 20);
    size_around((int)w * l.p + l.wt, (int)h * l.p + l.wt, mt, out_w, out_h);
}

void render_size_for_maze(const maze *m, int cell_px, render_style style, const render_theme *th,
                          const render_metrics *mt, int *out_w, int *out_h)
{
    if (!render_shaped(m)) {
        render_size_for(m->w, m->h, cell_px, style, th, mt, out_w, out_h);
        return;
    }
    float ew, eh, s = (float)(cell_px > 0 ? cell_px : 20);
    m->shape->extent(m, &ew, &eh);
    size_around((int)ceilf(ew * s), (int)ceilf(eh * s), mt, out_w, out_h);
}

/* A new texture when the maze's texture size changed. */
/* Picture coordinate of each of n texture pixels over a picture `full` wide: the centre's nearest. */
static int *sample_map(int n, int full)
{
    int *v = malloc((size_t)n * sizeof *v);
    if (!v)
        return NULL;
    for (int i = 0; i < n; i++)
        v[i] = (int)(((2 * (int64_t)i + 1) * full) / (2 * (int64_t)n));
    return v;
}

bool render_ensure_texture(render *r, render_layout *l)
{
    l->xw = SDL_min(l->tw, l->maze.w);
    l->xh = SDL_min(l->th, l->maze.h);
    const render_layout *o = &r->lay;
    if (l->shaped) { /* polygons scale: no sampled texture */
        l->xw = l->tw;
        l->xh = l->th;
    }
    if (r->maze_tex && r->have_layout && o->tw == l->tw && o->th == l->th && o->xw == l->xw &&
        o->xh == l->xh && o->p == l->p && o->wt == l->wt && o->mk == l->mk && o->w == l->w &&
        o->h == l->h && o->shaped == l->shaped && o->scale == l->scale)
        return true;
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(r->ren, &info) == 0 && info.max_texture_width > 0 &&
        (l->xw > info.max_texture_width || l->xh > info.max_texture_height))
        return SDL_SetError("a %ux%u maze needs a %dx%d texture, more than this renderer's %dx%d",
                            l->w, l->h, l->xw, l->xh, info.max_texture_width,
                            info.max_texture_height) == 0;
    free(r->sx);
    free(r->sy);
    r->sx = r->sy = NULL;
    if (l->xw < l->tw || l->xh < l->th) {
        r->sx = sample_map(l->xw, l->tw);
        r->sy = sample_map(l->xh, l->th);
        if (!r->sx || !r->sy)
            return SDL_OutOfMemory() == 0;
    }
    SDL_DestroyTexture(r->maze_tex);
    r->maze_tex = SDL_CreateTexture(r->ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                    l->xw, l->xh);
    if (!r->maze_tex)
        return false;
    SDL_SetTextureBlendMode(r->maze_tex, SDL_BLENDMODE_NONE);
    r->stale = true;
    return true;
}

bool render_sync(render *r, const sm *g)
{
    int ow, oh;
    if (SDL_GetRendererOutputSize(r->ren, &ow, &oh) != 0)
        return false;
    const maze *m = sm_maze(g);
    render_layout l = r->lay;
    r->note_rows = 0;
    if (r->note && !r->panel_on && r->font[0]) { /* the strip's rows, in the body font of this output */
        render_metrics_px(&r->mt, oh, &l);
        render_fonts_size(r, l.body_px);
        r->note_rows = render_note_rows(r, 0, 0, ow - 4 * l.margin, RENDER_NOTE_ROWS, false);
    }
    if (m != r->m || (r->m && (r->m->shape != m->shape || r->m->n != m->n)))
        r->stale = true;
    r->m = m;
    render_note_ends(r, g);
    render_layout_compute(r, &l, m, ow, oh);
    if (!render_ensure_texture(r, &l))
        return false;
    r->lay = l;
    r->have_layout = true;
    render_fonts_size(r, l.body_px);
    r->synced_all = false;
    if (r->stale) {
        r->stale = !render_paint_all(r, g);
        return !r->stale;
    }
    return render_paint_changes(r, g);
}

void render_fill(render *r, SDL_Rect rc, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(r->ren, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r->ren, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(r->ren, &rc);
}

void render_frame_rect(render *r, SDL_Rect rc, SDL_Color c, int t)
{
    render_fill(r, (SDL_Rect){rc.x, rc.y, rc.w, t}, c);
    render_fill(r, (SDL_Rect){rc.x, rc.y + rc.h - t, rc.w, t}, c);
    render_fill(r, (SDL_Rect){rc.x, rc.y, t, rc.h}, c);
    render_fill(r, (SDL_Rect){rc.x + rc.w - t, rc.y, t, rc.h}, c);
}

/*
 * The background where nothing else will be drawn: around the maze, less
 * the panel and the HUD when they will cover their parts (each output
 * pixel painted once: at 1080p a clear costs as much as the panel's text).
 */
static void clear_around(render *r, bool panel, bool hud)
{
    const render_layout *l = &r->lay;
    int w = panel ? l->panel.x : l->out_w, h = hud ? l->hud.y : l->out_h;
    SDL_Rect m = l->maze, parts[4] = {
        {0, 0, w, m.y},                                   /* above the maze */
        {0, m.y + m.h, w, h - (m.y + m.h)},               /* below */
        {0, m.y, m.x, m.h},                               /* left */
        {m.x + m.w, m.y, w - (m.x + m.w), m.h},           /* right */
    };
    for (int i = 0; i < 4; i++)
        if (parts[i].w > 0 && parts[i].h > 0)
            render_fill(r, parts[i], r->th.background);
    if (!hud && h < l->out_h)
        render_fill(r, (SDL_Rect){0, h, l->out_w, l->out_h - h}, r->th.background);
}

bool render_draw(render *r, const render_frame *f)
{
    if (!r->maze_tex)
        return SDL_SetError("render_draw before render_sync") == 0;
    static const render_frame none;
    if (!f)
        f = &none;
    r->frame_no++;
    render_ink_none(r);
    r->relayout = false;
    r->n_text_rects = 0;
    memset(&r->info, 0, sizeof r->info);
    r->info.maze = r->lay.maze;
    r->info.area = r->lay.area;
    r->info.body_px = r->lay.body_px;
    SDL_SetRenderTarget(r->ren, NULL);
    if (r->text_cache_off) /* bench_render's "before": the whole output cleared */
        clear_around(r, false, false);
    else
        clear_around(r, f->panel && r->lay.panel_on, f->hud_fields > 0);
    if (SDL_RenderCopy(r->ren, r->maze_tex, NULL, &r->lay.maze) != 0)
        return false;
    if (r->lay.wt == 0 && !r->lay.shaped) {
        SDL_Rect m = r->lay.maze;
        render_frame_rect(r, (SDL_Rect){m.x - 2, m.y - 2, m.w + 4, m.h + 4}, r->th.border, 2);
    }
    if (r->lay.shaped && r->m && !r->tree)
        render_shape_labels(r, r->m, f->lang);
    if (f->ghost && f->ghost_alpha > 0)
        render_draw_ghost(r, f);
    if (f->annots > 0)
        render_draw_annots(r, f);
    render_draw_ends(r);
    if (r->lay.prompt.h > 0)
        render_draw_prompt(r, f);
    if (r->lay.note.h > 0)
        render_draw_note(r);
    if (r->lay.caption.h > 0 && f->panel)
        render_draw_caption_strip(r, f->panel);
    if (f->paused)
        render_draw_pause(r);
    if (f->timeline)
        render_draw_timeline(r, f);
    if (f->panel && r->lay.panel_on)
        render_draw_panel(r, f->panel);
    bool strip = f->panel && !r->panel_on;
    if (strip != r->caption_strip) { /* the caption came or went: lay the maze out again, this frame */
        r->caption_strip = strip;
        r->relayout = true;
        r->have_layout = false;
    }
    if (f->hud_fields > 0)
        render_draw_hud(r, f);
    if (f->banner)
        render_draw_banner(r, f);
    if (f->menu_items > 0)
        render_draw_menu(r, f);
    if (f->help_lines > 0)
        render_draw_help(r, f);
    render_text_sweep(r);
    return true;
}

void render_draw_boxes(render *r, const render_frame *f)
{
    int ow, oh;
    if (SDL_GetRendererOutputSize(r->ren, &ow, &oh) != 0)
        return;
    r->lay.out_w = ow;
    r->lay.out_h = oh;
    render_metrics_px(&r->mt, oh, &r->lay);
    render_fonts_size(r, r->lay.body_px);
    r->have_layout = false; /* the next render_sync() lays the maze out again */
    SDL_SetRenderTarget(r->ren, NULL);
    r->info.help_pages = 1;
    /*
     * The boxes come after the frame's own text sweep: their lines are
     * marked as used by the next frame, so that frame's sweep keeps them
     * for the boxes drawn again after it.
     */
    r->frame_no++;
    if (f->menu_items > 0)
        render_draw_menu(r, f);
    if (f->help_lines > 0)
        render_draw_help(r, f);
    r->frame_no--;
}
