/*
 * render_text.c - lines of text as cached textures (SDL2_ttf).
 *
 * A line is rendered again only when its text changes, so a HUD that
 * changes every frame costs one small texture a frame and a static help
 * box costs nothing after its first frame. Without a font nothing is drawn
 * and the caller's boxes stay empty.
 */
#include <stdlib.h>
#include <string.h>

#include "render_impl.h"

void render_text_free(text_cache *c)
{
    SDL_DestroyTexture(c->tex);
    SDL_free(c->text);
    *c = (text_cache){0};
}

int render_line_h(int font_px, float scale)
{
    return (int)((float)font_px * scale * 1.45f + 0.5f);
}

void render_text_prepare(render *r, text_cache *c, TTF_Font *f, const char *text, SDL_Color fg)
{
    if (!f || !text) {
        render_text_free(c);
        return;
    }
    if (c->text && strcmp(c->text, text) == 0)
        return;
    render_text_free(c);
    c->text = SDL_strdup(text);
    SDL_Surface *s = *text ? TTF_RenderUTF8_Blended(f, text, fg) : NULL;
    if (!s)
        return;
    c->tex = SDL_CreateTextureFromSurface(r->ren, s);
    c->w = s->w;
    c->h = s->h;
    SDL_FreeSurface(s);
}

SDL_Rect render_text_draw(render *r, const text_cache *c, int x, int y, int max_w)
{
    SDL_Rect dst = {x, y, 0, 0};
    if (!c->tex)
        return dst;
    dst.w = c->w;
    dst.h = c->h;
    if (max_w > 0 && dst.w > max_w) {
        dst.h = (int)((long)dst.h * max_w / dst.w);
        dst.w = max_w;
    }
    SDL_RenderCopy(r->ren, c->tex, NULL, &dst);
    return dst;
}
