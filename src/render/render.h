/*
 * render.h - the only code that draws: a generator's maze, its marks and
 * the overlays (HUD line, "生成完成!" banner, help) onto an SDL renderer.
 *
 * The maze picture lives in a cached target texture. render_sync() redraws
 * into it only the cells the generator listed as changed (sm_changes), so
 * a frame costs time in proportion to what changed, not to the maze size;
 * the whole texture is redrawn only after render_invalidate(), a style
 * change or a new output size. The renderer reads the core and never
 * changes it: the caller clears the change log after render_sync().
 */
#ifndef MAZEVIZ_RENDER_H
#define MAZEVIZ_RENDER_H

#include <stdbool.h>

#include <SDL.h>

#include "mazeviz/gen.h"

/* Palette slots beyond the cell kinds. */
enum {
    RENDER_GROUP_COLOURS = 24 /* SM_CELL_GROUP cells: hue by group id */
};

/* Every colour the renderer uses; the app fills it from its config. */
typedef struct render_palette {
    SDL_Color cell[SM_CELL_KINDS]; /* by sm_cell_kind; GROUP is the fallback */
    SDL_Color wall, tentative, border;
    SDL_Color background;
    SDL_Color hud_bg, hud_text;
    SDL_Color banner_bg, banner_text, banner_frame;
    SDL_Color help_bg, help_text;
} render_palette;

/* Thin walls between cells, or seed 001's board of (2W+1)x(2H+1) squares. */
typedef enum render_style { RENDER_THIN, RENDER_BLOCK } render_style;

/* What to draw over the maze this frame; a NULL field is not drawn. */
typedef struct render_overlay {
    const char *hud;          /* one line in the bar below the maze */
    const char *banner;       /* e.g. "生成完成!", centred over the maze */
    const char *const *help;  /* NULL-terminated lines of the help box */
} render_overlay;

typedef struct render render;

/*
 * A renderer drawing with ren (which the caller keeps owning; it must
 * support target textures). font_path may be NULL or unreadable: then text
 * is left out but its boxes are still drawn; render_has_font() tells.
 * font_px is the text height at a scale of 1 (HiDPI scales it). NULL with a
 * message for SDL_GetError() when SDL fails. Free with render_destroy().
 */
render *render_create(SDL_Renderer *ren, const render_palette *pal, const char *font_path,
                      int font_px);

/* Frees the renderer's textures and font (not the SDL_Renderer); NULL is a no-op. */
void render_destroy(render *r);

bool render_has_font(const render *r);

/* Switches style or fixed cell size (0: fit the output); both redraw everything. */
void render_set_style(render *r, render_style style);
render_style render_get_style(const render *r);
void render_set_cell_px(render *r, int cell_px);

/* Forgets the cached picture: the next render_sync() redraws every cell. */
void render_invalidate(render *r);

/*
 * Brings the maze texture up to date with g: the cells in sm_changes(g),
 * or every cell after an invalidation or a new output size. Does not clear
 * the change log (the caller does, with sm_clear_changes). False, with
 * SDL_GetError() set, when SDL failed (e.g. the maze is too large for the
 * renderer's textures).
 */
bool render_sync(render *r, const sm *g);

/*
 * Draws a whole frame to the renderer: the maze texture as the last
 * render_sync() left it, then the overlays. Does not present.
 */
bool render_draw(render *r, const render_overlay *o);

/* Where the last frame put the maze, and the banner (false: no banner drawn). */
SDL_Rect render_maze_rect(const render *r);
bool render_banner_rect(const render *r, SDL_Rect *out);

/*
 * The output size that shows a w x h maze at cell_px pixels a cell in the
 * given style, with room for a HUD bar of font_px text; for windows and
 * screenshots sized by --cell.
 */
void render_size_for(uint32_t w, uint32_t h, int cell_px, render_style style, int font_px,
                     int *out_w, int *out_h);

#endif
