/*
 * app_gif.c - --gif: a whole generation run drawn offscreen by the
 * software renderer, exactly as --screenshot draws one frame, and written
 * as an animated GIF (gif_writer.h) through outfile.h, all or nothing.
 *
 * The run is made twice: once with the core alone to count its steps (or
 * find --until's step, where the GIF then ends), so --frames N can spread
 * N pictures evenly over it, then drawn.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <SDL_ttf.h>

#include "app_record.h"
#include "app_run.h"
#include "cli/chain.h"
#include "cli/outfile.h"
#include "config.h"

#define GIF_FPS_DEFAULT 30
#define GIF_HOLD_DEFAULT 3

/* Steps of the whole run (0 when memory runs out: then the drawing run fails too). */
static uint64_t count_steps(const cli_args *a)
{
    maze *m = cli_maze(a);
    sm *g = m ? sm_create(a->algo, m, a->seed, &a->settings) : NULL;
    uint64_t n = g ? sm_finish(g) : 0;
    sm_destroy(g);
    maze_destroy(m);
    return n;
}

/* The step after which picture k of n is taken: evenly spread, or every --steps-per-frame. */
static uint64_t picture_step(const cli_args *a, uint64_t total, uint64_t k, uint64_t n)
{
    if (a->frames) /* total * k / (n - 1) without overflow: n is at most 100000 */
        return k + 1 >= n ? total : total / (n - 1) * k + total % (n - 1) * k / (n - 1);
    uint64_t s = a->steps_per_frame ? a->steps_per_frame : 1;
    return k > total / s ? total : k * s;
}

static uint64_t picture_count(const cli_args *a, uint64_t total)
{
    if (a->frames)
        return a->frames;
    uint64_t s = a->steps_per_frame ? a->steps_per_frame : 1;
    return total / s + 1 + (total % s != 0);
}

/* "frame k/n" on stderr, only for a person watching a terminal. */
static void progress(uint64_t k, uint64_t n)
{
    static int tty = -1;
    if (tty < 0)
        tty = isatty(2);
    if (tty && (k == n || k % 64 == 0))
        fprintf(stderr, "\rmazeviz: frame %" PRIu64 "/%" PRIu64 "%s", k, n, k == n ? "\n" : "");
}

/* Draws every picture into surf and hands it to the writer. 0, or the exit code after saying why. */
static int animate(const cli_args *a, SDL_Surface *surf, gif_writer *gw, uint64_t total)
{
    SDL_Renderer *ren = SDL_CreateSoftwareRenderer(surf);
    app *ap = ren ? app_create(a, ren, NULL) : NULL;
    int rc = 0, fps = a->fps ? a->fps : GIF_FPS_DEFAULT;
    int delay = (100 + fps / 2) / fps, hold = 100 * (a->hold_s >= 0 ? a->hold_s : GIF_HOLD_DEFAULT);
    uint64_t n = picture_count(a, total), done = 0;
    if (!ap) {
        fprintf(stderr, "mazeviz: cannot start the visualizer: %s\n", SDL_GetError());
        rc = 1;
    } else {
        app_set_offscreen(ap, true); /* frames of a run, as --screenshot draws them */
    }
    for (uint64_t k = 0; rc == 0 && k < n; k++) {
        uint64_t to = picture_step(a, total, k, n);
        app_advance(ap, to - done);
        done = to;
        if (!app_draw(ap)) {
            fprintf(stderr, "mazeviz: drawing failed: %s\n", SDL_GetError());
            rc = 1;
        } else if (!gif_writer_frame(gw, surf->pixels, (size_t)surf->pitch, delay)) {
            rc = -1;
        }
        progress(k + 1, n);
    }
    if (rc == 0 && !gif_writer_finish(gw, hold))
        rc = -1;
    app_destroy(ap);
    SDL_DestroyRenderer(ren);
    return rc;
}

/* Sets up SDL, the picture and the writer around animate(). */
static int render_gif(const cli_args *a, outfile *out)
{
    uint64_t total = count_steps(a);
    uint64_t found = a->until ? cli_until_step(a, a->seed, &total) : 0; /* the GIF ends on its step */
    if (a->until && found < a->until_n) {
        char v[CLI_ESCAPE_MAX + 16];
        cli_escape(v, sizeof v, a->until);
        fprintf(stderr, "mazeviz: --until %s: this run (seed %" PRIu64 ") raises it %" PRIu64 " time%s\n", v,
                a->seed, found, found == 1 ? "" : "s");
        return 1;
    }
    int w, h;
    app_output_size(a, &w, &h);
    if (w > CLI_WINDOW_MAX || h > CLI_WINDOW_MAX) {
        fprintf(stderr, "mazeviz: a %dx%d GIF is too large: at most %dx%d "
                        "(use a smaller --cell or --window)\n", w, h, CLI_WINDOW_MAX, CLI_WINDOW_MAX);
        return 2;
    }
    if (SDL_Init(0) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "mazeviz: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    gif_palette pal;
    app_gif_palette(&pal, app_theme_named(a->theme));
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    gif_writer *gw = surf ? gif_writer_create(out->f, w, h, &pal) : NULL;
    int rc = 1;
    if (!gw)
        fprintf(stderr, "mazeviz: out of memory for %dx%d pictures\n", w, h);
    else
        rc = animate(a, surf, gw, total);
    gif_writer_destroy(gw);
    SDL_FreeSurface(surf);
    TTF_Quit();
    SDL_Quit();
    return rc;
}

int app_run_gif(const cli_args *args)
{
    if (args->frames && args->steps_per_frame) {
        fputs("mazeviz: --frames and --steps-per-frame exclude each other: give one\n", stderr);
        return 2;
    }
    outfile out;
    if (!outfile_open(&out, args->gif)) {
        fprintf(stderr, "mazeviz: cannot write --gif '%s': %s\n", args->gif, strerror(errno));
        return 2;
    }
    cli_args a = *args;
    if (!a.seed_given) {
        a.seed = cli_random_seed();
        fprintf(stderr, "mazeviz: seed %" PRIu64 "\n", a.seed);
    }
    errno = 0;
    int rc = render_gif(&a, &out);
    int e = errno;
    if (!outfile_close(&out, rc == 0) && rc <= 0) {
        fprintf(stderr, "mazeviz: writing %s failed: %s\n", a.gif, strerror(e ? e : errno ? errno : EIO));
        return 1;
    }
    return rc;
}
