/*
 * render_impl.h - what the render files share: the renderer's state, the
 * layout of the maze texture and the painter that fills it.
 */
#ifndef MAZEVIZ_RENDER_IMPL_H
#define MAZEVIZ_RENDER_IMPL_H

#include <SDL_ttf.h>

#include "render.h"

/* Paint indices: the cell kinds first, then walls, then the group hues. */
enum {
    PAINT_WALL = SM_CELL_KINDS,
    PAINT_TENTATIVE,
    PAINT_BORDER,
    PAINT_GROUP0,
    PAINT_COUNT = PAINT_GROUP0 + RENDER_GROUP_COLOURS
};

/*
 * The maze texture's layout. Cell (x, y) has its square interior at
 * (wt + x*p, wt + y*p), s = p - wt wide; its east and south walls are the
 * wt-wide strips after it, and the posts where walls meet are wt x wt
 * squares at (i*p, j*p). Seed 001's block form is the case s == wt.
 */
typedef struct render_layout {
    uint32_t w, h;       /* maze size in cells */
    int p, wt, s;        /* pitch, wall width, interior width (texture px) */
    int tw, th;          /* texture size */
    SDL_Rect maze;       /* where the texture goes on the output */
    SDL_Rect hud;        /* the HUD bar */
    int out_w, out_h;
    render_style style;
    int cell_px;
} render_layout;

/* Rectangles waiting to be filled, one list per paint. */
typedef struct rect_list {
    SDL_Rect *v;
    size_t n, cap;
} rect_list;

/* A cached line of text as a texture; re-made only when the text changes. */
typedef struct text_cache {
    char *text;
    SDL_Texture *tex;
    int w, h;
} text_cache;

#define RENDER_HELP_LINES 32

struct render {
    SDL_Renderer *ren;
    render_palette pal;
    SDL_Color paint[PAINT_COUNT];
    TTF_Font *font, *font_big; /* HUD and help; the banner */
    int font_px, font_scaled_px;
    float scale;                  /* output pixels per window pixel (HiDPI) */
    render_layout lay;
    bool have_layout;
    SDL_Texture *maze_tex;
    bool stale;                   /* the texture must be redrawn whole */
    rect_list lists[PAINT_COUNT];
    text_cache hud, banner;
    text_cache help[2 * RENDER_HELP_LINES]; /* two columns a line */
    SDL_Rect banner_rect;
    bool banner_drawn;
};

/* Computes the layout for an out_w x out_h output; false if it cannot. */
void render_layout_compute(render_layout *l, uint32_t w, uint32_t h, int out_w, int out_h,
                           render_style style, int cell_px, float scale, int hud_h);

/* Redraws every cell into the maze texture (through a CPU surface). */
bool render_paint_all(render *r, const sm *g);

/* Redraws the cells in sm_changes(g) into the maze texture. */
bool render_paint_changes(render *r, const sm *g);

/* Fills r->paint from r->pal (fixed kinds, walls, group hues). */
void render_make_paints(render *r);

/*
 * Makes c hold text in font f (re-rendering only when the text changed);
 * afterwards c->tex is NULL when there is no font, else c->w, c->h is its size.
 */
void render_text_prepare(render *r, text_cache *c, TTF_Font *f, const char *text, SDL_Color fg);

/* Draws c with its top-left at x, y, shrunk to max_w if wider; returns where. */
SDL_Rect render_text_draw(render *r, const text_cache *c, int x, int y, int max_w);

void render_text_free(text_cache *c);

/* Line height for font_px-pixel text at a scale (the bar sizes use it, font or not). */
int render_line_h(int font_px, float scale);

#endif
