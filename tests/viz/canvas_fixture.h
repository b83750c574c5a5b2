/*
 * canvas_fixture.h - for tests that drive the renderer directly
 * (shape_test, tree_view_test): a renderer drawing into a W x H surface
 * with the software renderer, a maze of any grid shape with or without a
 * U-shaped mask (connected on every shape at the tests' sizes), and the
 * pixels two surfaces differ in.
 */
#ifndef MAZEVIZ_CANVAS_FIXTURE_H
#define MAZEVIZ_CANVAS_FIXTURE_H

#include <stdlib.h>

#include "app/config.h"
#include "mazeviz/grid.h"
#include "render/render.h"
#include "viz_harness.h"

#define W 480
#define H 360

typedef struct canvas {
    SDL_Surface *s;
    SDL_Renderer *ren;
    render *r;
} canvas;

static inline bool canvas_open(canvas *c, const render_theme *th)
{
    c->s = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    c->ren = c->s ? SDL_CreateSoftwareRenderer(c->s) : NULL;
    c->r = c->ren ? render_create(c->ren, th, &config_metrics, NULL) : NULL;
    return c->r != NULL;
}

static inline void canvas_close(canvas *c)
{
    render_destroy(c->r);
    SDL_DestroyRenderer(c->ren);
    SDL_FreeSurface(c->s);
}

/*
 * A w x h maze of shape g, with a U-shaped mask over it when masked. A
 * shape of levels (the cube) given no levels gets its h rows as 3 levels
 * of h / 3, about as many cells.
 */
static inline maze *canvas_maze(const grid_shape *g, uint32_t w, uint32_t h, bool masked)
{
    if ((g->caps & GRID_CAP_LEVELS) && !grid_levels_count(h))
        h = GRID_LEVELS(h / 3 > 0 ? h / 3 : 1, 3);
    maze *full = maze_create_shaped(g, w, h, NULL);
    if (!full || !masked)
        return full;
    uint32_t pw = 24, ph = 24;
    uint8_t pic[24 * 24], *mask = malloc(full->n);
    for (uint32_t y = 0; y < ph; y++)
        for (uint32_t x = 0; x < pw; x++)
            pic[y * pw + x] = x < 9 || x >= 15 || y >= 15;
    maze *m = NULL;
    if (mask) {
        if (grid_offers(g, GRID_CAP_ROWS, false)) { /* a picture of the grid's own size for rows */
            uint8_t *p2 = malloc((size_t)w * h);
            for (uint32_t y = 0; p2 && y < h; y++)
                for (uint32_t x = 0; x < w; x++)
                    p2[y * w + x] = pic[(y * ph / h) * pw + x * pw / w];
            if (p2)
                grid_mask_from_picture(full, p2, w, h, mask);
            free(p2);
        } else {
            grid_mask_from_picture(full, pic, pw, ph, mask);
        }
        m = maze_create_shaped(g, w, h, mask);
    }
    free(mask);
    maze_destroy(full);
    return m;
}

/* The pixels a and b (W x H) differ in; the first one in (*fx, *fy). */
static inline long canvas_differing(const SDL_Surface *a, const SDL_Surface *b, int *fx, int *fy)
{
    long d = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            if (((const Uint32 *)a->pixels)[y * W + x] != ((const Uint32 *)b->pixels)[y * W + x] && d++ == 0) {
                *fx = x;
                *fy = y;
            }
    return d;
}

#endif
