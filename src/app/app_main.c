/*
 * app_main.c - the two ways the visualizer runs: a window with the event
 * loop (init -> loop { events; frame; present; wait } -> quit), and a
 * screenshot drawn by the software renderer into a surface, with no window
 * and no video driver at all. Audio is never initialised.
 */
#include <errno.h>
#include <inttypes.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include <SDL_image.h>
#include <SDL_ttf.h>

#include "app_quiet.h"
#include "app_record.h"
#include "app_run.h"
#include "settings/outfile.h"
#include "config.h"
#include "platform.h"

/* "mazeviz: WHAT: WHY" for an SDL call that failed (errno cleared before it: see app_no_memory()). */
/* Why the window could not go on: SDL's error, or "out of memory" when that is why and SDL's says otherwise. */
static void fail(const char *what)
{
    const char *why = SDL_GetError();
    bool specific = strstr(why, "memory") != NULL; /* "no memory for a 8000x8000 maze" says more */
    fprintf(stderr, "mazeviz: %s: %s\n", what, app_no_memory(NULL) && !specific ? "out of memory" : why);
}

static cli_args with_seed(const cli_args *args)
{
    cli_args a = *args;
    if (!a.seed_given) {
        a.seed = cli_random_seed();
        fprintf(stderr, "mazeviz: seed %" PRIu64 "\n", a.seed);
    }
    return a;
}

/* --window WxH, else the size --cell asks for, else the default. */
/* The default window: most of a big screen, else CONFIG_WINDOW_W x CONFIG_WINDOW_H. */
static void default_window_size(int *w, int *h)
{
    SDL_Rect r;
    if (SDL_GetDisplayUsableBounds(0, &r) != 0 || r.w < CONFIG_WINDOW_BIG_SCREEN_W)
        return;
    *w = (int)(r.w * CONFIG_WINDOW_SCREEN_FRACTION);
    *h = (int)(r.h * CONFIG_WINDOW_SCREEN_FRACTION);
}

static SDL_Window *open_window(const cli_args *a)
{
    int w, h;
    app_output_size(a, &w, &h);
    if (!a->window_w && a->cell_px <= 0 && !a->fullscreen)
        default_window_size(&w, &h);
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    SDL_Window *win = SDL_CreateWindow("mazeviz", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (win && a->fullscreen) {
        SDL_Delay(100); /* a window manager frames the window once it is mapped */
        SDL_PumpEvents();
        app_set_fullscreen(win, true);
    }
    return win;
}

static SDL_Renderer *open_renderer(SDL_Window *win)
{
    SDL_Renderer *ren = SDL_CreateRenderer(win, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_TARGETTEXTURE);
    if (!ren)
        ren = SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE | SDL_RENDERER_TARGETTEXTURE);
    return ren;
}

bool app_loop_turn(app *a, SDL_Renderer *ren, Uint64 *next)
{
    const Uint64 freq = SDL_GetPerformanceFrequency(), period = freq / CONFIG_FPS;
    if (*next == 0)
        *next = SDL_GetPerformanceCounter();
    SDL_Event e;
    while (SDL_PollEvent(&e))
        app_handle_event(a, &e);
    if (!app_running(a))
        return true;
    const char *why;
    unsigned long missed = app_missed(a, NULL);
    errno = 0; /* a failure's reason: app_no_memory() */
    if (!app_frame(a))
        return false;
    if (app_missed(a, &why) != missed) /* the window draws on; a recording must not show less */
        record_drop(a->rec.gif, why);
    record_frame(a->rec.gif, ren, app_record_area(a));
    app_record_sign_draw(a); /* after the recording took its frame: the GIF never shows it */
    SDL_RenderPresent(ren);
    *next += period;
    Uint64 now = SDL_GetPerformanceCounter();
    if (now < *next)
        platform_wait_ms((uint32_t)((*next - now) * 1000 / freq));
    else
        *next = now;
    return true;
}

/*
 * Xlib converts the UTF-8 window title ("mazeviz — ...") through the C
 * library's character type; in the "C" locale that fails and X11 window
 * managers (and xdotool) keep seeing the old title. Use the user's locale,
 * or C.UTF-8 when that is plain ASCII.
 */
static void utf8_ctype(void)
{
    const char *cur = setlocale(LC_CTYPE, "");
    if (!cur || !(SDL_strcasestr(cur, "UTF-8") || SDL_strcasestr(cur, "utf8")))
        setlocale(LC_CTYPE, "C.UTF-8");
}

/* A recording still running when the window closes is saved, not lost. */
static void save_recording(app *a)
{
    char msg[1100];
    if (a && record_active(a->rec.gif)) {
        record_stop(a->rec.gif, msg, sizeof msg);
        fprintf(stderr, "mazeviz: %s\n", msg);
    }
}

/* --serve: the class served from the window, its join address on stdout; false after saying why not. */
static bool start_class(app *ap, const cli_args *a)
{
    char err[768];
    if (!a->serve)
        return true;
    if (!app_class_start(ap, a->site, err, sizeof err)) {
        fprintf(stderr, "mazeviz: %s\n", err);
        return false;
    }
    printf("join %s\n", app_class_join_url(ap));
    fflush(stdout);
    return true;
}

/* The class's end: its report written (all or nothing); false after saying why not. */
static bool end_class(app *ap)
{
    char err[768];
    if (!ap || app_class_end(ap, err, sizeof err))
        return true;
    fprintf(stderr, "mazeviz: %s\n", err);
    return false;
}

/* The lesson a window presents (app_run_lesson), or none (l NULL). */
typedef struct shown_lesson {
    const struct lesson *l;
    size_t slide;
    int argc;
    char **argv;
} shown_lesson;

/* Opens the window on args (presenting lesson->l when it is not NULL) and runs the loop until quit. */
static int run_window(const cli_args *args, const shown_lesson *lesson)
{
    utf8_ctype();
    if (!platform_init_video())
        return 1;
    cli_args a = with_seed(args);
    int rc = 1;
    SDL_Window *win = NULL;
    SDL_Renderer *ren = NULL;
    app *ap = NULL;
    errno = 0;
    if (TTF_Init() != 0)
        fail("cannot start SDL_ttf");
    else if (!(win = open_window(&a)))
        fail("cannot open a window");
    else if (!(ren = open_renderer(win)))
        fail("cannot create a renderer");
    else if (!(ap = app_create(&a, ren, win)))
        fail("cannot start the visualizer");
    else if (lesson->l && !app_lesson_open(ap, lesson->l, lesson->slide, lesson->argc, lesson->argv))
        fail("cannot present the lesson");
    else if (!start_class(ap, &a))
        rc = 2;
    else {
        if (!app_start_at(ap, &a)) /* --until or --steps: paused there */
            fprintf(stderr, "mazeviz: note: --until: this run (seed %" PRIu64 ") raises it fewer times; "
                            "showing its end\n", a.seed);
        rc = platform_run_loop(ap, ren);
    }
    if (!end_class(ap) && rc == 0)
        rc = 1;
    save_recording(ap);
    if (rc == 0 && ap && record_failed(ap->rec.gif)) /* said when it happened; the exit status says it too */
        rc = 1;
    app_destroy(ap);
    SDL_DestroyRenderer(ren);
    SDL_DestroyWindow(win);
    TTF_Quit();
    SDL_Quit();
    return rc;
}

int app_run_window(const cli_args *args)
{
    const shown_lesson none = {NULL, 0, 0, NULL};
    return run_window(args, &none);
}

int app_run_lesson(const cli_args *args, const struct lesson *l, size_t slide, int argc, char **argv)
{
    const shown_lesson lesson = {l, slide, argc, argv};
    return run_window(args, &lesson);
}

/*
 * Runs --until E:N or --steps K (default: to completion), then --back J,
 * clamped at step 0 with a note. Going back needs the step history; when
 * there was no memory for it, the run is replayed from the start to step
 * now - J instead: a new app in *ap and at most the steps already run once
 * more (2000x2000 Kruskal, K 1.5 M, J 0.5 M: 1.4-1.8 s in all, 1.4-2.2 s
 * with history), no memory beyond the run's own (103 MB peak RSS, 173 MB
 * with history), and the same picture. False, after saying why, when the
 * run raises the event fewer than N times or the new app cannot be made
 * (*ap is then NULL).
 */
static bool screenshot_steps(app **ap, const cli_args *a, SDL_Renderer *ren)
{
    uint64_t found = a->until ? app_advance_to_event(*ap, a) : 0;
    if (a->until && found < a->until_n) {
        char v[CLI_ESCAPE_MAX + 16];
        cli_escape(v, sizeof v, a->until);
        fprintf(stderr, "mazeviz: --until %s: this run (seed %" PRIu64 ") raises it %" PRIu64 " time%s\n", v,
                a->seed, found, found == 1 ? "" : "s");
        return false;
    }
    if (!a->until)
        app_advance(*ap, a->steps_given ? a->steps : UINT64_MAX);
    uint64_t now = app_steps(*ap); /* compare mode: the lockstep clock */
    if (a->back > now)
        fprintf(stderr, "mazeviz: note: --back %" PRIu64 " goes past step 0 from step %" PRIu64
                        "; showing step 0\n", a->back, now);
    uint64_t want = a->back > now ? 0 : now - a->back;
    if (a->back == 0 || app_go_back(*ap, a->back) == want)
        return true;
    fprintf(stderr, "mazeviz: note: no memory for the step history --back uses; replaying the run "
                    "from the start to step %" PRIu64 "\n", want);
    app_destroy(*ap);
    errno = 0;
    if (!(*ap = app_create(a, ren, NULL))) {
        fail("cannot start the visualizer again");
        return false;
    }
    app_set_offscreen(*ap, true);
    app_advance(*ap, want);
    return true;
}

/*
 * Writes surf (ARGB8888) as a PNG into f. The pixels are put in the byte
 * order the encoder takes (R, G, B, A) in place and handed over as a
 * surface of that format, so SDL_image makes no converted copy: that copy
 * is as large as the picture (1 GB at 16384x16384), and when it could not
 * be allocated SDL_image 2.6 wrote nothing and reported success. libpng's
 * own lines are caught: a failure is one line of ours in why.
 */
static bool save_png(SDL_Surface *surf, FILE *f, char *why, size_t len)
{
    for (int y = 0; y < surf->h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)surf->pixels + (size_t)y * (size_t)surf->pitch);
        for (int x = 0; x < surf->w; x++) {
            Uint32 v = row[x]; /* 0xAARRGGBB */
#if SDL_BYTEORDER == SDL_LIL_ENDIAN
            row[x] = (v & 0xff00ff00u) | (v >> 16 & 0xffu) | (v & 0xffu) << 16;
#else
            row[x] = v << 8 | v >> 24;
#endif
        }
    }
    errno = 0;
    SDL_Surface *rgba = SDL_CreateRGBSurfaceWithFormatFrom(surf->pixels, surf->w, surf->h, 32, surf->pitch,
                                                           SDL_PIXELFORMAT_RGBA32);
    SDL_RWops *rw = rgba ? SDL_RWFromFP(f, SDL_FALSE) : NULL;
    char said[200] = "";
    app_quiet q;
    app_quiet_begin(&q);
    bool ok = rw && IMG_SavePNG_RW(rgba, rw, 1) == 0;
    app_quiet_end(&q, said, sizeof said);
    if (!ok) /* libpng said "insufficient memory" and SDL_image "Error writing the PNG file." */
        snprintf(why, len, "%s", app_no_memory(said) ? "out of memory" : *said ? said : IMG_GetError());
    SDL_FreeSurface(rgba);
    return ok;
}

/* Draws ap's picture into surf and writes it as a PNG into f: 0, or 1 after saying why not. */
static int draw_and_save(app *ap, SDL_Surface *surf, FILE *f)
{
    const char *why;
    char png_why[200];
    unsigned long missed = app_missed(ap, NULL);
    errno = 0;
    if (!app_draw(ap))
        fail("drawing failed");
    else if (app_missed(ap, &why) != missed)
        fprintf(stderr, "mazeviz: the picture could not be drawn whole (%s); no PNG written\n", why);
    else if (!save_png(surf, f, png_why, sizeof png_why))
        fprintf(stderr, "mazeviz: cannot make the PNG: %s\n", png_why);
    else
        return 0;
    return 1;
}

/* Renders a's maze into surf and writes it as a PNG to out: 0, or 1 after saying why not. */
static int shoot(const cli_args *a, SDL_Surface *surf, outfile *out)
{
    SDL_Renderer *ren = SDL_CreateSoftwareRenderer(surf);
    if (!ren) {
        fail("cannot create the software renderer");
        return 1;
    }
    int rc = 1;
    errno = 0;
    app *ap = app_create(a, ren, NULL);
    if (!ap) {
        fail("cannot start the visualizer");
    } else {
        app_set_offscreen(ap, true);
        if (screenshot_steps(&ap, a, ren))
            rc = draw_and_save(ap, surf, out->f);
    }
    app_destroy(ap);
    SDL_DestroyRenderer(ren);
    return rc;
}

/* The largest picture --screenshot draws: SDL surfaces index pixels with int. */
#define SHOT_MAX_SIDE 16384
#define SHOT_MAX_PIXELS (1L << 28)

int app_run_screenshot(const cli_args *args)
{
    int w, h;
    app_output_size(args, &w, &h);
    if (w > SHOT_MAX_SIDE || h > SHOT_MAX_SIDE || (long)w * h > SHOT_MAX_PIXELS) {
        fprintf(stderr, "mazeviz: a %ux%u maze at --cell %d is a %dx%d picture; at most %d pixels "
                        "a side and %ld in all (use a smaller --cell or --window)\n", args->w, args->h,
                args->cell_px, w, h, SHOT_MAX_SIDE, SHOT_MAX_PIXELS);
        return 2;
    }
    outfile out;
    char msg[CLI_ESCAPE_MAX + 256];
    if (!outfile_open(&out, args->screenshot)) {
        fprintf(stderr, "mazeviz: %s\n", outfile_message(&out, "--screenshot", msg, sizeof msg));
        return 2;
    }
    cli_args a = with_seed(args);
    if (SDL_Init(0) != 0 || TTF_Init() != 0) {
        fail("cannot start SDL");
        outfile_close(&out, false);
        return 1;
    }
    int rc = 1;
    errno = 0;
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!surf)
        fail("cannot create the image");
    else
        rc = shoot(&a, surf, &out);
    if (!outfile_close(&out, rc == 0) && rc == 0) {
        fprintf(stderr, "mazeviz: %s\n", outfile_message(&out, "--screenshot", msg, sizeof msg));
        rc = 1;
    }
    SDL_FreeSurface(surf);
    TTF_Quit();
    SDL_Quit();
    return rc;
}
