/*
 * soak.c - 10,000 regenerations through the visualizer's public API, and
 * the heap must stay flat.
 *
 * Every algorithm, on several sizes (1x1 to 96x72, long thin ones too),
 * in both styles (B), with every option value (O), new seeds (N) and
 * restarts (R); every regeneration runs to the end (app_advance) and is
 * drawn (app_draw) by the software renderer into a surface. Every 50
 * regenerations the app is destroyed and created again with the next size,
 * so app_create/app_destroy are soaked too. The heap in use (mallinfo2)
 * and the resident set (/proc/self/statm) are sampled after a warm-up of
 * 500 regenerations and every 500 after; the figures are printed, and the
 * run fails when the heap grew by more than 1 MiB or RSS by more than
 * 16 MiB after warm-up.
 *
 * Self-contained on purpose: it uses only app_create, app_handle_event,
 * app_advance, app_draw, app_destroy and the maze/gen API, so it is easy
 * to adapt when those change. A benchmark (meson test --benchmark), not a
 * timed test.
 *
 * usage: soak [REGENERATIONS]   (default 10000)
 */
#define _GNU_SOURCE
#include <inttypes.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "app/app.h"
#include "settings/args.h"
#include "mazeviz/gen.h"

#define WARMUP 500
#define SAMPLE_EVERY 500
#define PER_APP 50
#define MAX_HEAP_GROWTH (1L << 20)
#define MAX_RSS_GROWTH (16L << 20)

static const char *const sizes[] = {"1x1", "7x5", "30x20", "64x48", "96x72", "1x60", "80x2", "13x13"};
#define NSIZES (sizeof sizes / sizeof sizes[0])

static long heap_bytes(void)
{
    struct mallinfo2 mi = mallinfo2();
    return (long)mi.uordblks + (long)mi.hblkhd;
}

static long rss_bytes(void)
{
    long pages = 0, resident = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f) {
        if (fscanf(f, "%ld %ld", &pages, &resident) != 2)
            resident = 0;
        fclose(f);
    }
    return resident * 4096;
}

static void key(app *a, SDL_Keycode k)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    app_handle_event(a, &e);
}

/* An app for size index i, drawing into ren; NULL (after a message) on failure. */
static app *open_app(SDL_Renderer *ren, size_t i)
{
    char size[16], *argv[] = {"mazeviz", "--size", size, "--seed", "1", NULL};
    snprintf(size, sizeof size, "%s", sizes[i % NSIZES]);
    cli_args args;
    char err[256];
    if (!cli_parse(5, argv, &args, err, sizeof err)) {
        fprintf(stderr, "soak: %s\n", err);
        return NULL;
    }
    app *a = app_create(&args, ren, NULL);
    if (!a)
        fprintf(stderr, "soak: app_create: %s\n", SDL_GetError());
    return a;
}

/* The key before regeneration n: mostly the next algorithm, sometimes another change. */
static SDL_Keycode next_key(long n)
{
    static const SDL_Keycode other[] = {SDLK_b, SDLK_o, SDLK_n, SDLK_r, SDLK_o, SDLK_h};
    return n % 3 ? SDLK_TAB : other[(n / 3) % (sizeof other / sizeof other[0])];
}

typedef struct figures {
    long heap0, rss0, heap, rss, heap_max, rss_max; /* bytes; *0 at the end of warm-up */
    uint64_t steps;
} figures;

/* Samples the heap and RSS after regeneration n (counted from 1) when it is time. */
static void sample(figures *f, long n, long total)
{
    if (n != total && (n < WARMUP || n % SAMPLE_EVERY != 0))
        return;
    f->heap = heap_bytes();
    f->rss = rss_bytes();
    if (n == WARMUP) {
        f->heap0 = f->heap_max = f->heap;
        f->rss0 = f->rss_max = f->rss;
    }
    f->heap_max = f->heap > f->heap_max ? f->heap : f->heap_max;
    f->rss_max = f->rss > f->rss_max ? f->rss : f->rss_max;
    printf("after %6ld: heap %8ld B  RSS %6ld KiB\n", n, f->heap, f->rss / 1024);
}

/* total regenerations drawn with ren; 0, or 1 after a message. */
static int soak(SDL_Renderer *ren, long total, figures *f)
{
    app *a = NULL;
    int rc = 0;
    for (long n = 0; n < total && rc == 0; n++) {
        if (n % PER_APP == 0) {
            app_destroy(a);
            if (!(a = open_app(ren, (size_t)(n / PER_APP))))
                return 1;
        }
        key(a, next_key(n));
        app_advance(a, UINT64_MAX);
        f->steps += sm_steps(app_gen(a));
        if (!sm_done(app_gen(a)) || !app_draw(a)) {
            fprintf(stderr, "soak: regeneration %ld did not finish or draw: %s\n", n, SDL_GetError());
            rc = 1;
        }
        sample(f, n + 1, total);
    }
    app_destroy(a);
    return rc;
}

int main(int argc, char **argv)
{
    long total = argc > 1 ? strtol(argv[1], NULL, 10) : 10000;
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(0) != 0 || TTF_Init() != 0)
        return fprintf(stderr, "soak: SDL: %s\n", SDL_GetError()), 1;
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *ren = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    if (!ren)
        return fprintf(stderr, "soak: renderer: %s\n", SDL_GetError()), 1;
    figures f = {0};
    Uint64 t0 = SDL_GetPerformanceCounter();
    int rc = soak(ren, total, &f);
    double s = (double)(SDL_GetPerformanceCounter() - t0) / (double)SDL_GetPerformanceFrequency();
    SDL_DestroyRenderer(ren);
    SDL_FreeSurface(surf);
    TTF_Quit();
    SDL_Quit();
    printf("soak: %ld regenerations, %" PRIu64 " steps, %.1f s; after warm-up heap %ld -> %ld B "
           "(max growth %ld B), RSS %ld -> %ld KiB (max growth %ld KiB)\n", total, f.steps, s,
           f.heap0, f.heap, f.heap_max - f.heap0, f.rss0 / 1024, f.rss / 1024,
           (f.rss_max - f.rss0) / 1024);
    if (rc == 0 && total >= WARMUP &&
        (f.heap_max - f.heap0 > MAX_HEAP_GROWTH || f.rss_max - f.rss0 > MAX_RSS_GROWTH)) {
        printf("soak: FAIL: the heap is not flat\n");
        rc = 1;
    }
    return rc;
}
