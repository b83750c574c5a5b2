/*
 * bench_app.c - the window's loop at full speed against the headless core.
 *
 * For Wilson's algorithm on 1000^2 and 2000^2 mazes: the core alone (as
 * --headless runs it), then the real loop (app_loop_turn: events, frame,
 * present, pacing to CONFIG_FPS) drawing with the software renderer into
 * an 800x600 and a 1920x1080 surface, once at the top speed and once with
 * Enter (finish now) pressed at the default speed. Prints the time from
 * opening to the finished maze, its ratio to the headless time and the
 * target (3x headless + 1 s at 1000^2, + 2 s at 2000^2), and the frames:
 * how many, the median and the worst (target: none over 50 ms), also in
 * the second after completion, while the finished maze's figures are
 * computed.
 *
 * usage: bench_app [SIDE...]   (default 1000 2000)
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

/* The core alone, nobody watching: what --headless does. */
static double headless_ms(uint32_t side)
{
    double t0 = now_ms();
    maze *m = maze_create(side, side);
    sm_settings st;
    memset(&st, 0, sizeof st);
    sm *g = m ? sm_create(gen_find("wilson"), m, harness_seed, &st) : NULL;
    if (!g) {
        fprintf(stderr, "cannot create a %ux%u Wilson run\n", side, side);
        maze_destroy(m);
        return 0;
    }
    sm_finish(g);
    double ms = now_ms() - t0;
    sm_destroy(g);
    maze_destroy(m);
    return ms;
}

typedef struct run {
    double total_ms, median_ms, worst_ms;
    double after_ms; /* the worst of the second after completion */
    int frames;
    bool done;
} run;

/* Opens the app and turns its loop until the maze is complete (or a minute passes). */
static run loop_run(uint32_t side, int w, int h, bool enter)
{
    run r = {0};
    char cmd[160];
    snprintf(cmd, sizeof cmd, "--algo wilson --size %ux%u --seed %" PRIu64 " --speed %s", side, side,
             harness_seed, enter ? "1" : "1048576");
    enum { MAX_FRAMES = 1800 };
    static double frame[MAX_FRAMES];
    double t0 = now_ms();
    fixture f;
    if (!fixture_open(&f, w, h, cmd)) {
        CHECK(0, "cannot open a %ux%u app", side, side);
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
    CHECK(r.done, "%ux%u %s: not finished after %d frames", side, side, enter ? "Enter" : "top speed",
          r.frames);
    qsort(frame, (size_t)r.frames, sizeof *frame, cmp_double);
    r.median_ms = r.frames ? frame[r.frames / 2] : 0;
    r.worst_ms = r.frames ? frame[r.frames - 1] : 0;
    fixture_close(&f);
    return r;
}

static void report(const char *what, uint32_t side, int w, int h, double headless, run r)
{
    double target = 3 * headless + (side > 1000 ? 2000 : 1000);
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
    uint32_t sides[8] = {1000, 2000};
    int n = 2;
    if (argc > 1)
        for (n = 0; n < argc - 1 && n < 8; n++)
            sides[n] = (uint32_t)strtoul(argv[n + 1], NULL, 10);
    for (int i = 0; i < n; i++) {
        double headless = headless_ms(sides[i]);
        printf("wilson %ux%u seed %" PRIu64 ": headless %.0f ms\n", sides[i], sides[i], harness_seed,
               headless);
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
            report("top speed", sides[i], sizes[s][0], sizes[s][1], headless,
                   loop_run(sides[i], sizes[s][0], sizes[s][1], false));
            report("Enter", sides[i], sizes[s][0], sizes[s][1], headless,
                   loop_run(sides[i], sizes[s][0], sizes[s][1], true));
        }
    }
    TTF_Quit();
    SDL_Quit();
    return harness_failures ? 1 : 0;
}
