/*
 * bench_app.c - the window's loop at full speed against the headless core.
 *
 * For Wilson's algorithm on 1000^2 and 2000^2 mazes, a 600x600 hexagonal
 * and a 400-ring polar one (issue 19), a 300x300 torus and a 100x100x10 cube (issue 35):
 * the core alone (as --headless runs it, on the same grid), then the real
 * loop (app_loop_turn: events, frame, present, pacing to CONFIG_FPS)
 * drawing with the software renderer into an 800x600 and a 1920x1080 surface, once at the top speed and once with
 * Enter (finish now) pressed at the default speed. Prints the time from
 * opening to the finished maze, its ratio to the headless time and the
 * target (3x headless + 1 s at 1000^2, + 2 s at 2000^2 and on the other
 * grids), and the frames:
 * how many, the median and the worst (target: none over 50 ms), also in
 * the second after completion, while the finished maze's figures are
 * computed.
 *
 * usage: bench_app [GRID...]   (default: 1000 2000 hex:600x600 polar:400 torus:300x300 cube:100x100x10;
 *                               a bare number N is the N x N rectangle)
 */
#include "viz_harness.h"

#include "mazeviz/gen.h"
#include "render/render.h"
#include "app/config.h"

static double now_ms(void)
{
    return (double)SDL_GetPerformanceCounter() * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* One maze to time: --grid and --size as the command line says them. */
typedef struct bench_case {
    char grid[16], size[24];
    bool big; /* the target's + 2 s */
} bench_case;

/* The case's grid as main() prepares it; false after a CHECK. */
static bool case_args(const bench_case *c, cli_args *a)
{
    char *argv[] = {"mazeviz", "--grid", (char *)c->grid, "--size", (char *)c->size, NULL};
    char err[256];
    memset(a, 0, sizeof *a);
    bool ok = cli_parse(5, argv, a, err, sizeof err) && cli_prepare(a, &app_picture_hooks) == 0;
    CHECK(ok, "--grid %s --size %s: %s", c->grid, c->size, err);
    return ok;
}

/* The core alone, nobody watching: what --headless does. */
static double headless_ms(const bench_case *c)
{
    cli_args a;
    if (!case_args(c, &a))
        return 0;
    double t0 = now_ms();
    maze *m = cli_maze(&a);
    sm_settings st;
    memset(&st, 0, sizeof st);
    sm *g = m ? sm_create(gen_find("wilson"), m, harness_seed, &st) : NULL;
    if (!g) {
        fprintf(stderr, "cannot create a Wilson run on --grid %s --size %s\n", c->grid, c->size);
        maze_destroy(m);
        cli_release(&a);
        return 0;
    }
    sm_finish(g);
    double ms = now_ms() - t0;
    sm_destroy(g);
    maze_destroy(m);
    cli_release(&a);
    return ms;
}

typedef struct run {
    double total_ms, median_ms, worst_ms;
    double after_ms; /* the worst of the second after completion */
    int frames;
    bool done;
} run;

/* Opens the app and turns its loop until the maze is complete (or a minute passes). */
static run loop_run(const bench_case *c, int w, int h, bool enter)
{
    run r = {0};
    char cmd[160];
    snprintf(cmd, sizeof cmd, "--algo wilson --grid %s --size %s --seed %" PRIu64 " --speed %s", c->grid,
             c->size, harness_seed, enter ? "1" : "1048576");
    enum { MAX_FRAMES = 1800 };
    static double frame[MAX_FRAMES];
    double t0 = now_ms();
    fixture f;
    if (!fixture_open(&f, w, h, cmd)) {
        CHECK(0, "cannot open the app on --grid %s --size %s", c->grid, c->size);
        return r;
    }
    if (enter) {
        SDL_Event e = {.type = SDL_KEYDOWN};
        e.key.keysym.sym = SDLK_RETURN;
        CHECK(SDL_PushEvent(&e) == 1, "cannot queue Enter: %s", SDL_GetError());
    }
    Uint64 next = 0;
    double last = now_ms();
    while (r.frames < MAX_FRAMES && !sm_done(app_gen(f.a))) {
        if (!app_loop_turn(f.a, f.ren, &next)) {
            CHECK(0, "frame failed: %s", SDL_GetError());
            break;
        }
        double t = now_ms();
        if (getenv("BENCH_APP_TRACE"))
            fprintf(stderr, "frame %d %.1f ms step %" PRIu64 " full %d\n", r.frames, t - last,
                    sm_steps(app_gen(f.a)), render_synced_all(app_renderer(f.a)));
        frame[r.frames++] = t - last;
        last = t;
    }
    r.total_ms = now_ms() - t0;
    r.done = sm_done(app_gen(f.a));
    /* A second more: the finished maze's figures are computed a slice a frame. */
    for (int i = 0; i < CONFIG_FPS && r.done; i++) {
        if (!app_loop_turn(f.a, f.ren, &next))
            break;
        double t = now_ms();
        r.after_ms = SDL_max(r.after_ms, t - last);
        last = t;
    }
    CHECK(r.done, "%s %s %s: not finished after %d frames", c->grid, c->size,
          enter ? "Enter" : "top speed", r.frames);
    qsort(frame, (size_t)r.frames, sizeof *frame, cmp_double);
    r.median_ms = r.frames ? frame[r.frames / 2] : 0;
    r.worst_ms = r.frames ? frame[r.frames - 1] : 0;
    fixture_close(&f);
    return r;
}

static void report(const char *what, const bench_case *c, int w, int h, double headless, run r)
{
    double target = 3 * headless + (c->big ? 2000 : 1000);
    double worst = SDL_max(r.worst_ms, r.after_ms);
    printf("  %-9s %4dx%-4d  %6.0f ms  %5.1fx headless  (target <= %4.0f ms: %s)  frames %3d  "
           "median %4.1f ms  worst %5.1f ms, %5.1f ms in the second after (%s)\n",
           what, w, h, r.total_ms, headless > 0 ? r.total_ms / headless : 0.0, target,
           r.done && r.total_ms <= target ? "met" : "MISSED", r.frames, r.median_ms, r.worst_ms,
           r.after_ms, worst <= 50 ? "<= 50" : "OVER 50");
}

int main(int argc, char **argv)
{
    harness_init();
    if (SDL_InitSubSystem(SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "SDL events: %s\n", SDL_GetError());
        return 1;
    }
    static const int sizes[][2] = {{800, 600}, {1920, 1080}};
    static const char *const defaults[] = {"1000", "2000", "hex:600x600", "polar:400", "torus:300x300", "cube:100x100x10"};
    int n = argc > 1 ? argc - 1 : (int)(sizeof defaults / sizeof defaults[0]);
    for (int i = 0; i < n; i++) {
        const char *word = argc > 1 ? argv[i + 1] : defaults[i];
        bench_case c = {.big = true};
        const char *colon = strchr(word, ':');
        if (colon) {
            snprintf(c.grid, sizeof c.grid, "%.*s", (int)(colon - word), word);
            snprintf(c.size, sizeof c.size, "%s", colon + 1);
        } else {
            unsigned long side = strtoul(word, NULL, 10);
            snprintf(c.grid, sizeof c.grid, "rect");
            snprintf(c.size, sizeof c.size, "%lux%lu", side, side);
            c.big = side > 1000;
        }
        double headless = headless_ms(&c);
        printf("wilson --grid %s --size %s seed %" PRIu64 ": headless %.0f ms\n", c.grid, c.size,
               harness_seed, headless);
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
            report("top speed", &c, sizes[s][0], sizes[s][1], headless,
                   loop_run(&c, sizes[s][0], sizes[s][1], false));
            report("Enter", &c, sizes[s][0], sizes[s][1], headless,
                   loop_run(&c, sizes[s][0], sizes[s][1], true));
        }
    }
    TTF_Quit();
    SDL_Quit();
    return harness_failures ? 1 : 0;
}
