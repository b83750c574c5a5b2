/*
 * mask_text_test.c - --mask-text's cells are the text's: the picture the
 * app draws (app_picture_hooks.text) is SDL2_ttf's own rendering of the
 * text with the UI font, cropped to its ink; laid on a rectangle (mask.h)
 * every cell that is at least 60 % ink (the exact area average here)
 * exists, every cell below 40 % is missing unless it is one of the bridge
 * cells the note counts, and the pieces end as one. On hexagons and
 * triangles the cells of the same drawing are checked against the ink
 * under their centres the same way. Texts: 迷宫, "Maze" and two lines.
 */
#include <SDL.h>
#include <SDL_ttf.h>
#include <string.h>

#include "../check.h"
#include "app/app.h"
#include "app/app_run.h"
#include "mazeviz/mask.h"

/* The text as SDL2_ttf draws it at pt points, cropped to alpha >= 64, as alpha levels. */
static mask_picture own_drawing(const char *font, const char *text, int pt)
{
    mask_picture p = {0, 0, NULL, true};
    TTF_Font *f = TTF_OpenFont(font, pt);
    SDL_Surface *s = f ? TTF_RenderUTF8_Blended_Wrapped(f, text, (SDL_Color){0, 0, 0, 255}, 0) : NULL;
    SDL_Surface *c = s ? SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    int x0 = INT32_MAX, y0 = INT32_MAX, x1 = -1, y1 = -1;
    for (int y = 0; c && y < c->h; y++)
        for (int x = 0; x < c->w; x++)
            if ((((Uint32 *)((Uint8 *)c->pixels + y * c->pitch))[x] >> 24) >= 64) {
                x0 = x < x0 ? x : x0;
                y0 = y < y0 ? y : y0;
                x1 = x > x1 ? x : x1;
                y1 = y > y1 ? y : y1;
            }
    if (x1 >= 0) {
        p.w = (uint32_t)(x1 - x0 + 1);
        p.h = (uint32_t)(y1 - y0 + 1);
        p.px = malloc((size_t)p.w * p.h);
        for (uint32_t y = 0; y < p.h; y++)
            for (uint32_t x = 0; x < p.w; x++)
                p.px[y * p.w + x] =
                    (Uint8)(((Uint32 *)((Uint8 *)c->pixels + (y0 + (int)y) * c->pitch))[x0 + (int)x] >> 24);
    }
    SDL_FreeSurface(c);
    SDL_FreeSurface(s);
    if (f)
        TTF_CloseFont(f);
    return p;
}

/* The overlap of pixel k with [a, b). */
static double overlap(uint32_t k, double a, double b)
{
    double lo = k > a ? k : a, hi = k + 1.0 < b ? k + 1.0 : b;
    return hi > lo ? hi - lo : 0;
}

/* The exact mean ink of the picture under cell (x, y) of a w x h rectangle (pixels weighted by overlap), 0..1. */
static double block_ink(const mask_picture *p, uint32_t w, uint32_t h, uint32_t x, uint32_t y)
{
    double x0 = (double)x * p->w / w, x1 = (double)(x + 1) * p->w / w;
    double y0 = (double)y * p->h / h, y1 = (double)(y + 1) * p->h / h;
    double sum = 0, area = 0;
    for (uint32_t py = (uint32_t)y0; py < p->h && py < y1; py++)
        for (uint32_t px = (uint32_t)x0; px < p->w && px < x1; px++) {
            double a = overlap(px, x0, x1) * overlap(py, y0, y1);
            sum += a * p->px[(size_t)py * p->w + px];
            area += a;
        }
    return area > 0 ? sum / (255.0 * area) : 0;
}

static void check_text(const char *font, const char *text)
{
    char err[512] = "";
    mask_picture p;
    CHECK(app_picture_hooks.text(text, &p, err, sizeof err), "%s: not drawn: %s", text, err);
    if (!p.px)
        return;
    mask_picture mine = own_drawing(font, text, 200);
    CHECK(mine.w == p.w && mine.h == p.h && memcmp(mine.px, p.px, (size_t)p.w * p.h) == 0,
          "%s: the app's drawing (%ux%u) is not SDL2_ttf's text cropped to its ink (%ux%u)", text, p.w, p.h, mine.w,
          mine.h);
    mask_picture_free(&mine);

    uint32_t w, h;
    mask_size_for(&grid_rect, &p, &w, &h);
    uint8_t *cells;
    mask_info info;
    CHECK(mask_cells(&grid_rect, w, h, &p, &cells, &info) == MASK_OK, "%s: no mask on %ux%u", text, w, h);
    unsigned lost = 0, extra = 0, inked = 0;
    for (uint32_t y = 0; cells && y < h; y++) {
        for (uint32_t x = 0; x < w; x++) {
            double ink = block_ink(&p, w, h, x, y);
            bool in = cells[y * w + x];
            inked += ink >= 0.6;
            lost += ink >= 0.6 && !in;
            extra += ink <= 0.4 && in;
        }
    }
    CHECK(lost == 0, "%s on %ux%u: %u cells of ink missing", text, w, h, lost);
    CHECK(extra <= info.bridges, "%s on %ux%u: %u cells without ink, %u bridges", text, w, h, extra, info.bridges);
    CHECK(inked > w * h / 10, "%s on %ux%u: only %u cells of ink", text, w, h, inked);
    maze *m = cells ? maze_create_shaped(&grid_rect, w, h, cells) : NULL;
    CHECK(m && maze_mask_pieces(m, NULL) == 1, "%s: not one piece", text);
    printf("%s: %ux%u, %u cells (%u of ink, %u pieces joined by %u bridges)\n", text, w, h, info.cells, inked,
           info.pieces, info.bridges);
    maze_destroy(m);
    free(cells);

    /* hexagons and triangles: the ink under each cell's centre, for cells well inside or outside */
    const grid_shape *shapes[] = {&grid_hex, &grid_triangle};
    for (int k = 0; k < 2; k++) {
        mask_size_for(shapes[k], &p, &w, &h);
        maze *full = maze_create_shaped(shapes[k], w, h, NULL);
        CHECK(full && mask_cells(shapes[k], w, h, &p, &cells, &info) == MASK_OK, "%s on %s: no mask", text,
              shapes[k]->id);
        float ew = 1, eh = 1;
        if (full)
            full->shape->extent(full, &ew, &eh);
        unsigned wrong = 0, extra_k = 0;
        for (uint32_t c = 0; full && cells && c < full->n; c++) {
            grid_pt q = full->shape->center(full, c);
            uint32_t px = (uint32_t)(q.x / ew * p.w), py = (uint32_t)(q.y / eh * p.h);
            uint32_t x0 = px > 2 ? px - 2 : 0, y0 = py > 2 ? py - 2 : 0;
            bool all = true, none = true; /* a 5x5 pixel patch around the centre */
            for (uint32_t y = y0; y < py + 3 && y < p.h; y++)
                for (uint32_t x = x0; x < px + 3 && x < p.w; x++) {
                    all = all && p.px[y * p.w + x] >= 250;
                    none = none && p.px[y * p.w + x] == 0;
                }
            wrong += all && !cells[c];
            extra_k += none && cells[c];
        }
        CHECK(wrong == 0, "%s on %s %ux%u: %u cells solid with ink are missing", text, shapes[k]->id, w, h, wrong);
        CHECK(extra_k <= info.bridges, "%s on %s: %u cells on blank paper, %u bridges", text, shapes[k]->id, extra_k,
              info.bridges);
        free(cells);
        maze_destroy(full);
    }
    mask_picture_free(&p);
}

int main(void)
{
    char font[1024];
    if (!app_find_font(font, sizeof font)) {
        printf("skip: the UI font was not found (set MAZEVIZ_DATADIR)\n");
        return 77;
    }
    if (TTF_Init() != 0) {
        fprintf(stderr, "TTF_Init: %s\n", TTF_GetError());
        return 1;
    }
    check_text(font, "迷宫");
    check_text(font, "Maze");
    check_text(font, "A\nbc");
    TTF_Quit();
    return check_exit("mask_text_test");
}
