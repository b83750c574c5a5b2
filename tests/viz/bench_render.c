/*
 * bench_render.c - frame times of the visualizer animating Wilson's
 * algorithm at maximum speed (2^20 steps a frame, capped by the per-frame
 * time budget) on 500^2, 1000^2 and 2000^2 mazes, drawn by the software
 * renderer into an 800x600 surface; and the time from creating the
 * renderer to the first finished frame.
 *
 * usage: bench_render [FRAMES]   (default 120 frames a size)
 */
#include "viz_harness.h"

static double now_ms(void)
{
    return (double)SDL_GetPerformanceCounter() * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void bench(uint32_t side, int frames, bool block)
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
    if (block)
        press(f.a, SDLK_b, 0);
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
    printf("%5ux%-5u %s first frame %7.1f ms   frames %4d   median %6.2f ms   max %6.2f ms   "
           "%9.0f steps/frame\n",
           side, side, block ? "block" : "thin ", first, n, n ? t[n / 2] : 0.0, n ? t[n - 1] : 0.0,
           n ? (double)steps / n : 0.0);
    free(t);
    fixture_close(&f);
}

int main(int argc, char **argv)
{
    int frames = argc > 1 ? atoi(argv[1]) : 120;
    harness_init();
    static const uint32_t sides[] = {500, 1000, 2000, 300};
    for (int block = 0; block < 2; block++)
        for (size_t i = 0; i < sizeof sides / sizeof sides[0]; i++)
            bench(sides[i], frames, block);
    TTF_Quit();
    SDL_Quit();
    return harness_failures ? 1 : 0;
}
