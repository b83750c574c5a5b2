/*
 * viz_harness.h - shared helpers of the visualizer tests: an app drawing
 * with the software renderer into a surface (no window, no X server),
 * reading its pixels back, and CHECK that reports the seed on failure.
 */
#ifndef MAZEVIZ_VIZ_HARNESS_H
#define MAZEVIZ_VIZ_HARNESS_H

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "app/app.h"
#include "app/app_run.h"
#include "settings/args.h"
#include "settings/grid_cli.h"
#include "../quick.h"

static int harness_failures;
static uint64_t harness_seed;

#define CHECK(cond, ...)                                                              \
    do {                                                                              \
        if (!(cond)) {                                                                \
            fprintf(stderr, "%s:%d: FAIL (seed %" PRIu64 "): ", __FILE__, __LINE__, \
                    harness_seed);                                                    \
            fprintf(stderr, __VA_ARGS__);                                             \
            fputc('\n', stderr);                                                      \
            harness_failures++;                                                       \
        }                                                                             \
    } while (0)

typedef struct fixture {
    SDL_Surface *surf;
    SDL_Renderer *ren;
    app *a;
    Uint32 *px; /* last read_pixels(), ARGB8888, surf->w * surf->h */
    char *argbuf; /* the command line's words: the app's settings point into it */
    cli_args args; /* as main() prepares them (grid size, mask): the app's settings point into them too */
} fixture;

/*
 * The tests' seed: fixed (HARNESS_DEFAULT_SEED) so a run repeats, or
 * $MAZEVIZ_TEST_SEED (any number) to try others; printed either way.
 */
#define HARNESS_DEFAULT_SEED 7
static inline uint64_t harness_pick_seed(void)
{
    const char *env = getenv("MAZEVIZ_TEST_SEED");
    uint64_t s = env && *env ? strtoull(env, NULL, 0) : HARNESS_DEFAULT_SEED;
    printf("seed %" PRIu64 " (set MAZEVIZ_TEST_SEED to repeat)%s\n", s,
           test_quick() ? "; quick: fewer frames ($MAZEVIZ_TEST_QUICK)" : "");
    return s;
}

static inline void harness_init(void)
{
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    if (SDL_Init(0) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "SDL init failed: %s\n", SDL_GetError());
        exit(1);
    }
    harness_seed = harness_pick_seed();
}

/* An app from a command line ("--algo wilson --size 30x20 ..."), drawing into a w x h surface. */
static inline bool fixture_open(fixture *f, int w, int h, const char *cmdline)
{
    char *argv[32];
    int argc = 0;
    memset(f, 0, sizeof *f);
    size_t len = strlen(cmdline) + 16;
    char *buf = f->argbuf = malloc(len); /* lives as long as the app: --record-dir and others point into it */
    if (!buf)
        return false;
    snprintf(buf, len, "mazeviz %s", cmdline);
    for (char *t = strtok(buf, " "); t && argc < 31; t = strtok(NULL, " "))
        argv[argc++] = t;
    argv[argc] = NULL;
    cli_args *args = &f->args;
    char err[512];
    if (!cli_parse(argc, argv, args, err, sizeof err) || cli_prepare(args, &app_picture_hooks) != 0) {
        fprintf(stderr, "bad test command line: %s\n", err);
        free(f->argbuf);
        f->argbuf = NULL;
        return false;
    }
    f->surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    f->ren = f->surf ? SDL_CreateSoftwareRenderer(f->surf) : NULL;
    f->a = f->ren ? app_create(args, f->ren, NULL) : NULL;
    f->px = malloc((size_t)w * (size_t)h * 4);
    if (!f->a || !f->px)
        fprintf(stderr, "fixture: %s\n", SDL_GetError());
    return f->a && f->px;
}

static inline void fixture_close(fixture *f)
{
    app_destroy(f->a);
    SDL_DestroyRenderer(f->ren);
    SDL_FreeSurface(f->surf);
    free(f->px);
    free(f->argbuf);
    cli_release(&f->args);
    memset(f, 0, sizeof *f);
}

static inline void read_pixels(fixture *f)
{
    if (SDL_RenderReadPixels(f->ren, NULL, SDL_PIXELFORMAT_ARGB8888, f->px, f->surf->w * 4) != 0)
        fprintf(stderr, "SDL_RenderReadPixels: %s\n", SDL_GetError());
}

/* Pixels of colour (r, g, b) inside rc (NULL: everywhere) in the last read. */
static inline long count_rgb(const fixture *f, const SDL_Rect *rc, int r, int g, int b)
{
    SDL_Rect all = {0, 0, f->surf->w, f->surf->h}, c = rc ? *rc : all;
    Uint32 want = 0xff000000u | (Uint32)r << 16 | (Uint32)g << 8 | (Uint32)b;
    long n = 0;
    for (int y = SDL_max(0, c.y); y < SDL_min(all.h, c.y + c.h); y++)
        for (int x = SDL_max(0, c.x); x < SDL_min(all.w, c.x + c.w); x++)
            n += (f->px[(size_t)y * (size_t)all.w + (size_t)x] | 0xff000000u) == want;
    return n;
}

static inline void press(app *a, SDL_Keycode key, Uint16 mod)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = key;
    e.key.keysym.mod = mod;
    app_handle_event(a, &e);
}

/* A mouse button pressed and released at output pixel (x, y) (the surface: window = output). */
static inline void click_at(app *a, int x, int y, Uint8 button)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = button;
    e.button.x = x;
    e.button.y = y;
    app_handle_event(a, &e);
    e.type = SDL_MOUSEBUTTONUP;
    app_handle_event(a, &e);
}

#endif
