/*
 * render.c - the renderer's life cycle, the layout of a frame and the
 * overlays drawn over the maze texture each frame.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render_impl.h"

render *render_create(SDL_Renderer *ren, const render_palette *pal, const char *font_path,
                      int font_px)
{
    render *r = calloc(1, sizeof *r);
    if (!r) {
        SDL_OutOfMemory();
        return NULL;
    }
    r->ren = ren;
    r->pal = *pal;
    r->font_px = font_px;
    r->scale = 1.0f;
    r->stale = true;
    render_make_paints(r);
    if (font_path) {
        r->font = TTF_OpenFont(font_path, font_px);
        r->font_big = TTF_OpenFont(font_path, font_px * 2);
        if (!r->font || !r->font_big) {
            TTF_CloseFont(r->font);
            TTF_CloseFont(r->font_big);
            r->font = r->font_big = NULL;
        }
    }
    r->font_scaled_px = font_px;
    return r;
}

static void free_texts(render *r)
{
    render_text_free(&r->hud);
    render_text_free(&r->banner);
    for (int i = 0; i < 2 * RENDER_HELP_LINES; i++)
        render_text_free(&r->help[i]);
}

void render_destroy(render *r)
{
    if (!r)
        return;
    free_texts(r);
    SDL_DestroyTexture(r->maze_tex);
    for (int i = 0; i < PAINT_COUNT; i++)
        free(r->lists[i].v);
    TTF_CloseFont(r->font);
    TTF_CloseFont(r->font_big);
    free(r);
}

bool render_has_font(const render *r) { return r->font != NULL; }

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

void render_invalidate(render *r) { r->stale = true; }

SDL_Rect render_maze_rect(const render *r) { return r->lay.maze; }

bool render_banner_rect(const render *r, SDL_Rect *out)
{
    *out = r->banner_rect;
    return r->banner_drawn;
}

static int wall_w(int p) { return p >= 2 ? SDL_max(1, p / 10) : 0; }

/* The largest pitch (and its wall width) that fits aw x ah, or the one cell_px asks for. */
static void pick_pitch(render_layout *l, int aw, int ah, int cell_px, float scale)
{
    long w = l->w, h = l->h;
    if (l->style == RENDER_BLOCK) {
        long b = cell_px ? (long)((float)cell_px * scale) / 2
                         : SDL_min(aw / (2 * w + 1), ah / (2 * h + 1));
        l->p = (int)SDL_max(1, b) * 2;
        l->wt = l->p / 2;
        return;
    }
    long p = cell_px ? (long)((float)cell_px * scale) : SDL_min(aw / w, ah / h);
    p = SDL_max(1, p);
    while (!cell_px && p > 1 && (w * p + wall_w((int)p) > aw || h * p + wall_w((int)p) > ah))
        p--;
    l->p = (int)p;
    l->wt = wall_w(l->p);
}

void render_layout_compute(render_layout *l, uint32_t w, uint32_t h, int out_w, int out_h,
                           render_style style, int cell_px, float scale, int hud_h)
{
    int margin = (int)(8 * scale);
    int aw = SDL_max(1, out_w - 2 * margin), ah = SDL_max(1, out_h - hud_h - 2 * margin);
    l->w = w;
    l->h = h;
    l->style = style;
    l->cell_px = cell_px;
    l->out_w = out_w;
    l->out_h = out_h;
    pick_pitch(l, aw, ah, cell_px, scale);
    l->s = l->p - l->wt;
    l->tw = (int)w * l->p + l->wt;
    l->th = (int)h * l->p + l->wt;
    SDL_Rect m = {0, 0, l->tw, l->th};
    if (m.w > aw || m.h > ah) {
        double f = SDL_min((double)aw / m.w, (double)ah / m.h);
        m.w = SDL_max(1, (int)(m.w * f));
        m.h = SDL_max(1, (int)(m.h * f));
    }
    m.x = margin + (aw - m.w) / 2;
    m.y = margin + (ah - m.h) / 2;
    l->maze = m;
    l->hud = (SDL_Rect){0, out_h - hud_h, out_w, hud_h};
}

void render_size_for(uint32_t w, uint32_t h, int cell_px, render_style style, int font_px,
                     int *out_w, int *out_h)
{
    render_layout l = {.w = w, .h = h, .style = style};
    int hud_h = render_line_h(font_px, 1.0f) + 8;
    pick_pitch(&l, 1, 1, cell_px > 0 ? cell_px : 20, 1.0f);
    *out_w = SDL_max((int)w * l.p + l.wt + 16, 480);
    *out_h = (int)h * l.p + l.wt + 16 + hud_h;
}

/* Follows the output's pixels-per-window-pixel ratio: font sizes scale with it. */
static void update_scale(render *r, int out_h)
{
    SDL_Window *win = SDL_RenderGetWindow(r->ren);
    int ww = 0, wh = 0;
    if (win)
        SDL_GetWindowSize(win, &ww, &wh);
    float scale = wh > 0 ? (float)out_h / (float)wh : 1.0f;
    if (scale < 0.5f)
        scale = 1.0f;
    int px = (int)((float)r->font_px * scale + 0.5f);
    r->scale = scale;
    if (px == r->font_scaled_px)
        return;
    r->font_scaled_px = px;
    if (r->font) {
        TTF_SetFontSize(r->font, px);
        TTF_SetFontSize(r->font_big, px * 2);
    }
    free_texts(r);
}

/* A new texture when the maze's texture size changed. */
static bool ensure_texture(render *r, const render_layout *l)
{
    const render_layout *o = &r->lay;
    if (r->maze_tex && r->have_layout && o->tw == l->tw && o->th == l->th && o->p == l->p &&
        o->wt == l->wt && o->w == l->w && o->h == l->h)
        return true;
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(r->ren, &info) == 0 && info.max_texture_width > 0 &&
        (l->tw > info.max_texture_width || l->th > info.max_texture_height))
        return SDL_SetError("a %ux%u maze needs a %dx%d texture, more than this renderer's %dx%d",
                            l->w, l->h, l->tw, l->th, info.max_texture_width,
                            info.max_texture_height) == 0;
    SDL_DestroyTexture(r->maze_tex);
    r->maze_tex = SDL_CreateTexture(r->ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                    l->tw, l->th);
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
    update_scale(r, oh);
    const maze *m = sm_maze(g);
    render_layout l;
    int hud_h = render_line_h(r->font_px, r->scale) + (int)(8 * r->scale);
    render_layout_compute(&l, m->w, m->h, ow, oh, r->lay.style, r->lay.cell_px, r->scale, hud_h);
    if (!ensure_texture(r, &l))
        return false;
    r->lay = l;
    r->have_layout = true;
    if (r->stale) {
        r->stale = !render_paint_all(r, g);
        return !r->stale;
    }
    return render_paint_changes(r, g);
}

static void fill(render *r, SDL_Rect rc, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(r->ren, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r->ren, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(r->ren, &rc);
}

static void frame(render *r, SDL_Rect rc, SDL_Color c, int t)
{
    fill(r, (SDL_Rect){rc.x, rc.y, rc.w, t}, c);
    fill(r, (SDL_Rect){rc.x, rc.y + rc.h - t, rc.w, t}, c);
    fill(r, (SDL_Rect){rc.x, rc.y, t, rc.h}, c);
    fill(r, (SDL_Rect){rc.x + rc.w - t, rc.y, t, rc.h}, c);
}

/* The banner: a light box with a frame, centred over the maze. */
static void draw_banner(render *r, const char *text)
{
    int pad = (int)(12 * r->scale);
    render_text_prepare(r, &r->banner, r->font_big, text, r->pal.banner_text);
    int tw = r->banner.tex ? r->banner.w : r->font_scaled_px * 10;
    int th = r->banner.tex ? r->banner.h : render_line_h(r->font_px * 2, r->scale);
    int max_w = SDL_max(1, r->lay.out_w - 2 * pad);
    tw = SDL_min(tw, max_w - 2 * pad);
    SDL_Rect box = {0, 0, tw + 2 * pad, th + pad};
    box.x = r->lay.maze.x + (r->lay.maze.w - box.w) / 2;
    box.y = r->lay.maze.y + (r->lay.maze.h - box.h) / 2;
    box.x = SDL_max(0, box.x);
    fill(r, box, r->pal.banner_bg);
    frame(r, box, r->pal.banner_frame, SDL_max(1, (int)(2 * r->scale)));
    render_text_draw(r, &r->banner, box.x + pad, box.y + pad / 2, tw);
    r->banner_rect = box;
    r->banner_drawn = true;
}

static void draw_hud(render *r, const char *text)
{
    SDL_Rect bar = r->lay.hud;
    int pad = (int)(8 * r->scale);
    fill(r, bar, r->pal.hud_bg);
    render_text_prepare(r, &r->hud, r->font, text, r->pal.hud_text);
    int y = bar.y + (bar.h - r->hud.h) / 2;
    render_text_draw(r, &r->hud, bar.x + pad, y, bar.w - 2 * pad);
}

/* Splits "keys\tdescription" into the two cached columns of help line i. */
static void prepare_help_line(render *r, int i, const char *line)
{
    char left[128];
    const char *tab = strchr(line, '\t');
    int k = tab ? (int)(tab - line) : (int)strlen(line);
    snprintf(left, sizeof left, "%.*s", k, line);
    render_text_prepare(r, &r->help[2 * i], r->font, left, r->pal.help_text);
    render_text_prepare(r, &r->help[2 * i + 1], r->font, tab ? tab + 1 : "", r->pal.help_text);
}

/* The help box: a translucent panel in the middle, keys left, what they do right. */
static void draw_help(render *r, const char *const *lines)
{
    int lh = render_line_h(r->font_px, r->scale), pad = (int)(16 * r->scale);
    int n = 0, lw = r->font_scaled_px * 6, rw = r->font_scaled_px * 20;
    for (; n < RENDER_HELP_LINES && lines[n]; n++) {
        prepare_help_line(r, n, lines[n]);
        lw = SDL_max(lw, r->help[2 * n].w);
        rw = SDL_max(rw, r->help[2 * n + 1].w);
    }
    SDL_Rect box = {0, 0, SDL_min(lw + rw + 3 * pad, r->lay.out_w),
                    SDL_min(n * lh + 2 * pad, r->lay.out_h)};
    box.x = (r->lay.out_w - box.w) / 2;
    box.y = (r->lay.out_h - box.h) / 2;
    fill(r, box, r->pal.help_bg);
    int rx = box.x + 2 * pad + lw;
    for (int i = 0; i < n; i++) {
        int y = box.y + pad + i * lh;
        render_text_draw(r, &r->help[2 * i], box.x + pad, y, lw);
        render_text_draw(r, &r->help[2 * i + 1], rx, y, box.x + box.w - pad - rx);
    }
}

bool render_draw(render *r, const render_overlay *o)
{
    if (!r->maze_tex)
        return SDL_SetError("render_draw before render_sync") == 0;
    SDL_SetRenderTarget(r->ren, NULL);
    SDL_Color bg = r->pal.background;
    SDL_SetRenderDrawColor(r->ren, bg.r, bg.g, bg.b, 255);
    if (SDL_RenderClear(r->ren) != 0 || SDL_RenderCopy(r->ren, r->maze_tex, NULL, &r->lay.maze) != 0)
        return false;
    if (r->lay.wt == 0) {
        SDL_Rect m = r->lay.maze;
        frame(r, (SDL_Rect){m.x - 2, m.y - 2, m.w + 4, m.h + 4}, r->pal.border, 2);
    }
    r->banner_drawn = false;
    if (o && o->banner)
        draw_banner(r, o->banner);
    if (o && o->hud)
        draw_hud(r, o->hud);
    if (o && o->help)
        draw_help(r, o->help);
    return true;
}
