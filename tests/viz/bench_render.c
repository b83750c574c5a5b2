/*
 * bench_render.c - frame times of the visualizer animating Wilson's
 * algorithm at maximum speed (2^20 steps a frame, capped by the per-frame
 * time budget) on 500^2, 1000^2 and 2000^2 mazes, drawn by the software
 * renderer into an 800x600 surface; and the time from creating the
 * renderer to the first finished frame, and the median full redraw (what
 * a restart, a resize or a style change costs).
 *
 * The 1920x1080 panel's frames too: with and without the text cache, with
 * and without the figures chart and the structure text.
 *
 * usage: bench_render [FRAMES [SIDE thin|block|tree]]   (default 120 frames a size, all sizes;
 *        tree: the tree view, key V)
 *        bench_render FRAMES panel|chart           (the panel's frames only)
 */
#include "viz_harness.h"
#include "render/render.h"

static double now_ms(void)
{
    return (double)SDL_GetPerformanceCounter() * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The median of n full redraws of what is on screen (no stepping), in ms. */
static double full_redraw_ms(fixture *f, int n)
{
    double t[9];
    n = n > 9 ? 9 : n;
    for (int i = 0; i < n; i++) {
        render_invalidate(app_renderer(f->a));
        double a = now_ms();
        if (!app_draw(f->a))
            fprintf(stderr, "draw failed: %s\n", SDL_GetError());
        t[i] = now_ms() - a;
    }
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    return t[n / 2];
}

static const char *const styles[] = {"thin ", "block", "tree "};

static void bench(uint32_t side, int frames, int style)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "--algo wilson --size %ux%u --seed %" PRIu64 " --speed 1048576",
             side, side, harness_seed);
    double t0 = now_ms();
    fixture f;
    if (!fixture_open(&f, 800, 600, cmd)) {
        fprintf(stderr, "cannot open a %ux%u fixture\n", side, side);
        return;
    }
    double created = now_ms() - t0;
    if (style == 1)
        press(f.a, SDLK_b, 0);
    if (style == 2)
        press(f.a, SDLK_v, 0);
    app_frame(f.a);
    double first = now_ms() - t0;
    double *t = malloc((size_t)frames * sizeof *t);
    uint64_t s0 = sm_steps(app_gen(f.a));
    int n = 0;
    for (; n < frames && !sm_done(app_gen(f.a)); n++) {
        double a = now_ms();
        if (!app_frame(f.a))
            fprintf(stderr, "frame failed: %s\n", SDL_GetError());
        t[n] = now_ms() - a;
    }
    uint64_t steps = sm_steps(app_gen(f.a)) - s0;
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    double redraw = full_redraw_ms(&f, 5);
    printf("%5ux%-5u %s create %6.1f ms  first frame %6.1f ms  full redraw %6.1f ms  frames %4d  "
           "median %6.2f ms  max %6.2f ms  %8.0f steps/frame\n",
           side, side, styles[style], created, first, redraw, n, n ? t[n / 2] : 0.0,
           n ? t[n - 1] : 0.0, n ? (double)steps / n : 0.0);
    free(t);
    fixture_close(&f);
}

/*
 * A 1920x1080 frame with the panel on when only the step changed (a 30x20
 * Wilson run, one step a frame, English or Chinese): median and worst over
 * `frames` frames, with the text cache as it is (after) and with every
 * line rendered anew (before), interleaved in one run.
 */
static void bench_panel(int frames, const char *lang)
{
    char cmd[160];
    snprintf(cmd, sizeof cmd, "--algo wilson --size 30x20 --seed %" PRIu64 " --panel on --lang %s", harness_seed, lang);
    fixture f[2];
    double *t[2];
    for (int k = 0; k < 2; k++) {
        if (!fixture_open(&f[k], 1920, 1080, cmd)) {
            fprintf(stderr, "cannot open a 1920x1080 fixture\n");
            return;
        }
        render_set_text_cache(app_renderer(f[k].a), k == 1);
        app_frame(f[k].a);
        t[k] = malloc((size_t)frames * sizeof *t[k]);
    }
    for (int i = 0; i < frames; i++)
        for (int k = 0; k < 2; k++) {
            double a = now_ms();
            app_frame(f[k].a);
            t[k][i] = now_ms() - a;
        }
    for (int k = 0; k < 2; k++)
        qsort(t[k], (size_t)frames, sizeof *t[k], cmp_double);
    printf("1920x1080 panel %s, one step a frame: median %.2f ms before (every line rendered anew), "
           "%.2f ms after (text cache), %.2fx; worst %.2f / %.2f ms\n", lang, t[0][frames / 2], t[1][frames / 2],
           t[1][frames / 2] > 0 ? t[0][frames / 2] / t[1][frames / 2] : 0.0, t[0][frames - 1], t[1][frames - 1]);
    for (int k = 0; k < 2; k++) {
        free(t[k]);
        fixture_close(&f[k]);
    }
}

/* The panel with and without the figures chart and the structure text (F, I), one step a frame, 600 steps in. */
static void bench_chart(int frames)
{
    static const char *const extra[] = {"", " --chart on --structure on"};
    fixture f[2];
    double *t[2];
    for (int k = 0; k < 2; k++) {
        char cmd[200];
        snprintf(cmd, sizeof cmd, "--algo backtracker --size 30x20 --seed %" PRIu64 " --panel on%s", harness_seed, extra[k]);
        if (!fixture_open(&f[k], 1920, 1080, cmd)) {
            fprintf(stderr, "cannot open a 1920x1080 fixture\n");
            return;
        }
        app_advance(f[k].a, 600);
        app_frame(f[k].a);
        t[k] = malloc((size_t)frames * sizeof *t[k]);
    }
    for (int i = 0; i < frames; i++)
        for (int k = 0; k < 2; k++) {
            double a = now_ms();
            app_frame(f[k].a);
            t[k][i] = now_ms() - a;
        }
    for (int k = 0; k < 2; k++)
        qsort(t[k], (size_t)frames, sizeof *t[k], cmp_double);
    printf("1920x1080 backtracker panel, one step a frame from step 600: median %.2f ms without the chart, %.2f ms "
           "with the chart and the structure (F, I); worst %.2f / %.2f ms\n", t[0][frames / 2], t[1][frames / 2],
           t[0][frames - 1], t[1][frames - 1]);
    for (int k = 0; k < 2; k++) {
        free(t[k]);
        fixture_close(&f[k]);
    }
}

int main(int argc, char **argv)
{
    int frames = argc > 1 ? atoi(argv[1]) : 120;
    harness_init();
    bench_panel(frames, "en");
    bench_panel(frames, "zh");
    bench_chart(frames);
    if (argc > 1 && (strcmp(argv[argc - 1], "panel") == 0 || strcmp(argv[argc - 1], "chart") == 0))
        return 0;
    if (argc > 3) { /* one size and style: bench_render FRAMES SIDE thin|block|tree */
        bench((uint32_t)strtoul(argv[2], NULL, 10), frames,
              strcmp(argv[3], "block") == 0 ? 1 : strcmp(argv[3], "tree") == 0 ? 2 : 0);
    } else {
        static const uint32_t sides[] = {500, 1000, 2000, 300, 60};
        for (int style = 0; style < 3; style++)
            for (size_t i = 0; i < sizeof sides / sizeof sides[0]; i++)
                bench(sides[i], frames, style);
    }
    TTF_Quit();
    SDL_Quit();
    return harness_failures ? 1 : 0;
}
