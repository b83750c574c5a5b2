/*
 * app_gif.c - --gif: a whole run (the generator, then the braiding that
 * --opt braid=P asks for) drawn offscreen by the software renderer,
 * exactly as --screenshot draws one frame, and written as an animated GIF
 * (gif_writer.h) through outfile.h, all or nothing.
 *
 * The run is made twice: once with the core alone to count its steps (or
 * find --until's step, where the GIF then ends), so --frames N can spread
 * N pictures evenly over it and the work is known before it starts, then
 * drawn. A picture at the same step as the one
 * before is not drawn again (it would be the same): it only lengthens that
 * frame. A run of more than GIF_MAX_PICTURES pictures is refused (exit 2,
 * with the --steps-per-frame that fits); one that the first second says
 * will take more than GIF_WARN_S seconds says how many pictures and about
 * how long. A picture that cannot be drawn whole (text the renderer could
 * not make, for lack of memory) ends the run: exit 1, no file.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <SDL_ttf.h>

#include "app_quiet.h"
#include "app_record.h"
#include "app_run.h"
#include "settings/chain.h"
#include "settings/outfile.h"
#include "config.h"

#define GIF_FPS_DEFAULT 30
#define GIF_HOLD_DEFAULT 3
#define GIF_MAX_PICTURES 100000 /* as --frames allows */
#define GIF_WARN_S 10.0         /* a longer run says so */
#define GIF_MEASURE_S 1.0       /* the time the estimate is made from */

/*
 * Steps of the whole run, braiding included, and in *gen_steps the
 * generator's (0 when memory runs out: then the drawing run fails too).
 */
static uint64_t count_steps(const cli_args *a, uint64_t *gen_steps)
{
    maze *m = cli_maze(a);
    sm *g = m ? sm_create(a->algo, m, a->seed, &a->settings) : NULL;
    uint64_t n = *gen_steps = g ? sm_finish(g) : 0;
    sm_destroy(g);
    if (m && n && a->braid > 0) {
        sm_settings s = sm_default_settings();
        s.braid = (uint8_t)a->braid;
        sm *b = sm_create(&gen_braid, m, a->seed, &s);
        n = b ? n + sm_finish(b) : 0;
        sm_destroy(b);
    }
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

/* Frames of the GIF's timeline (some may repeat the picture before). */
static uint64_t picture_count(const cli_args *a, uint64_t total)
{
    if (a->frames)
        return a->frames;
    uint64_t s = a->steps_per_frame ? a->steps_per_frame : 1;
    return total / s + 1 + (total % s != 0);
}

/* Pictures actually drawn: --frames N over a shorter run repeats steps. */
static uint64_t distinct_pictures(const cli_args *a, uint64_t total)
{
    uint64_t n = picture_count(a, total);
    return a->frames && n > total + 1 ? total + 1 : n;
}

/* Refuses a run of too many pictures before anything is drawn; 0, or exit code 2. */
static int check_work(const cli_args *a, uint64_t total)
{
    uint64_t n = distinct_pictures(a, total);
    if (n <= GIF_MAX_PICTURES)
        return 0;
    uint64_t spf = total / (GIF_MAX_PICTURES - 1) + 1;
    fprintf(stderr, "mazeviz: a --gif of this run would be %" PRIu64 " pictures (%" PRIu64
                    " steps): at most %d; use --frames N or --steps-per-frame %" PRIu64 " or more\n",
            n, total, GIF_MAX_PICTURES, spf);
    return 2;
}

static double seconds(void) { return (double)SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency(); }

/*
 * After GIF_MEASURE_S of drawing, once: when the rest looks longer than
 * GIF_WARN_S, how many pictures and about how long, on stderr.
 */
static void estimate(uint64_t drawn, uint64_t pictures, double t0, int w, int h, bool *said)
{
    double spent = seconds() - t0;
    if (*said || spent < GIF_MEASURE_S || drawn == 0)
        return;
    *said = true;
    double left = spent / (double)drawn * (double)(pictures - drawn);
    if (left < GIF_WARN_S)
        return;
    long sec = (long)(left + 0.5);
    fprintf(stderr, "mazeviz: --gif: %" PRIu64 " pictures of %dx%d, about %ld min %02ld s more "
                    "(Ctrl-C stops it and leaves no file)\n", pictures, w, h, sec / 60, sec % 60);
}

/* "frame k/n" on stderr, only for a person watching a terminal. */
static void progress(uint64_t k, uint64_t n)
{
    if ((k == n || k % 64 == 0) && isatty(2))
        fprintf(stderr, "\rmazeviz: frame %" PRIu64 "/%" PRIu64 "%s", k, n, k == n ? "\n" : "");
}

/* Draws the picture at ap's step into the surface; 0, or 1 after saying why it is not whole. */
static int draw_whole(app *ap, uint64_t k, uint64_t n)
{
    const char *why;
    unsigned long before = app_missed(ap, NULL);
    errno = 0;
    if (!app_draw(ap)) {
        fprintf(stderr, "mazeviz: drawing frame %" PRIu64 " of %" PRIu64 " failed: %s\n", k + 1, n,
                app_no_memory(NULL) ? "out of memory" : SDL_GetError());
        return 1;
    }
    if (app_missed(ap, &why) != before) {
        fprintf(stderr, "mazeviz: frame %" PRIu64 " of %" PRIu64 " could not be drawn whole (%s); "
                        "no GIF written\n", k + 1, n, why);
        return 1;
    }
    return 0;
}

/* Draws every picture into surf and hands it to the writer. 0, or the exit code after saying why. */
static int animate(const cli_args *a, SDL_Surface *surf, gif_writer *gw, uint64_t total, outfile *out)
{
    errno = 0;
    SDL_Renderer *ren = SDL_CreateSoftwareRenderer(surf);
    app *ap = ren ? app_create(a, ren, NULL) : NULL;
    int rc = 0, fps = a->fps ? a->fps : GIF_FPS_DEFAULT;
    int delay = (100 + fps / 2) / fps, hold = 100 * (a->hold_s >= 0 ? a->hold_s : GIF_HOLD_DEFAULT);
    uint64_t n = picture_count(a, total), pictures = distinct_pictures(a, total), done = 0, drawn = 0;
    double t0 = seconds();
    bool said = false;
    if (!ap) {
        fprintf(stderr, "mazeviz: cannot start the visualizer: %s\n",
                app_no_memory(NULL) ? "out of memory" : SDL_GetError());
        rc = 1;
    } else {
        app_set_offscreen(ap, true); /* frames of a run, as --screenshot draws them */
    }
    for (uint64_t k = 0; rc == 0 && k < n; k++) {
        uint64_t to = picture_step(a, total, k, n);
        if (k > 0 && to == done) { /* the same picture: a longer frame, nothing drawn */
            if (!gif_writer_repeat(gw, delay))
                rc = -1, outfile_set_error(out, errno);
        } else {
            app_run_chain(ap, to - done);
            done = to;
            rc = draw_whole(ap, k, n);
            if (rc == 0 && !gif_writer_frame(gw, surf->pixels, (size_t)surf->pitch, delay))
                rc = -1, outfile_set_error(out, errno);
            estimate(++drawn, pictures, t0, surf->w, surf->h, &said);
        }
        progress(k + 1, n);
    }
    if (rc == 0 && !gif_writer_finish(gw, hold))
        rc = -1, outfile_set_error(out, errno);
    app_destroy(ap);
    SDL_DestroyRenderer(ren);
    return rc;
}

/* Sets up SDL, the picture and the writer around animate(). */
static int render_gif(const cli_args *a, outfile *out)
{
    uint64_t gen_steps, total = count_steps(a, &gen_steps);
    if (a->until) { /* the GIF ends on its step (in the last machine: after the generator's with braid) */
        uint64_t step, found = cli_until_step(a, a->seed, &step);
        if (found < a->until_n) {
            char v[CLI_ESCAPE_MAX + 16];
            cli_escape(v, sizeof v, a->until);
            fprintf(stderr, "mazeviz: --until %s: this run (seed %" PRIu64 ") raises it %" PRIu64 " time%s\n", v,
                    a->seed, found, found == 1 ? "" : "s");
            return 1;
        }
        total = (a->braid > 0 ? gen_steps : 0) + step;
    }
    int w, h, rc = check_work(a, total);
    if (rc != 0)
        return rc;
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
    rc = 1;
    if (!gw)
        fprintf(stderr, "mazeviz: out of memory for %dx%d pictures\n", w, h);
    else
        rc = animate(a, surf, gw, total, out);
    gif_writer_destroy(gw);
    SDL_FreeSurface(surf);
    TTF_Quit();
    SDL_Quit();
    return rc;
}

/* Whether path ends in ".gif" (any case) after a name. */
static bool gif_name(const char *path)
{
    size_t n = strlen(path);
    return n >= 5 && path[n - 5] != '/' && SDL_strcasecmp(path + n - 4, ".gif") == 0;
}

int app_run_gif(const cli_args *args)
{
    char msg[CLI_ESCAPE_MAX + 256];
    if (args->frames && args->steps_per_frame) {
        fputs("mazeviz: --frames and --steps-per-frame exclude each other: give one\n", stderr);
        return 2;
    }
    outfile out;
    if (!outfile_open(&out, args->gif)) {
        fprintf(stderr, "mazeviz: %s\n", outfile_message(&out, "--gif", msg, sizeof msg));
        return 2;
    }
    if (out.tmp && !gif_name(args->gif)) { /* a file, not a device or a pipe */
        outfile_close(&out, false);
        cli_escape(msg, sizeof msg, args->gif);
        fprintf(stderr, "mazeviz: bad --gif '%s': expected a file name ending in .gif\n", msg);
        return 2;
    }
    cli_args a = *args;
    if (!a.seed_given) {
        a.seed = cli_random_seed();
        fprintf(stderr, "mazeviz: seed %" PRIu64 "\n", a.seed);
    }
    int rc = render_gif(&a, &out);
    if (!outfile_close(&out, rc == 0) && rc <= 0) {
        fprintf(stderr, "mazeviz: %s\n", outfile_message(&out, "--gif", msg, sizeof msg));
        return 1;
    }
    return rc;
}
