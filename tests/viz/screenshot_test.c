/*
 * screenshot_test.c - the real binary's --screenshot path and its refusal
 * to open a window without a display.
 *
 * usage: screenshot_test MAZEVIZ OUTDIR
 * Runs MAZEVIZ --screenshot into OUTDIR and loads the PNGs back with
 * SDL2_image: the default size (800x600), the size --cell asks for, a
 * walk visible mid-Wilson, the banner at completion. Then runs it with no
 * display at all and expects exit 1 and one line saying so.
 */
#define _POSIX_C_SOURCE 200809L
#include <SDL_image.h>

#include "viz_harness.h"
#include "render/render.h"
#include "app/config.h"

static const char *exe, *outdir;

static SDL_Surface *shoot(const char *name, const char *extra)
{
    char png[1024], cmd[2048];
    snprintf(png, sizeof png, "%s/%s", outdir, name);
    remove(png);
    snprintf(cmd, sizeof cmd, "'%s' --screenshot '%s' --seed %" PRIu64 " %s", exe, png,
             harness_seed, extra);
    int rc = system(cmd);
    CHECK(rc == 0, "'%s' exited with %d", cmd, rc);
    SDL_Surface *s = IMG_Load(png);
    CHECK(s != NULL, "%s is not a PNG SDL2_image can read: %s", png, IMG_GetError());
    SDL_Surface *c = s ? SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    SDL_FreeSurface(s);
    return c;
}

static long count(SDL_Surface *s, int r, int g, int b)
{
    Uint32 want = 0xff000000u | (Uint32)r << 16 | (Uint32)g << 8 | (Uint32)b;
    long n = 0;
    for (int y = 0; y < s->h; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < s->w; x++)
            n += (row[x] | 0xff000000u) == want;
    }
    return n;
}

static void test_mid_wilson(void)
{
    SDL_Surface *s = shoot("shot-mid.png", "--steps 300");
    if (!s)
        return;
    CHECK(s->w == 800 && s->h == 600, "mid-Wilson shot is %dx%d, want 800x600", s->w, s->h);
    CHECK(count(s, 255, 255, 0) > 0, "no yellow walk in the mid-Wilson shot");
    CHECK(count(s, 0, 0, 255) > 0, "no blue maze cell in the mid-Wilson shot");
    SDL_FreeSurface(s);
}

static void test_finished(void)
{
    SDL_Surface *s = shoot("shot-done.png", "--algo backtracker --size 40x25");
    if (!s)
        return;
    CHECK(count(s, 255, 255, 0) == 0, "yellow in a finished shot");
    CHECK(count(s, 250, 240, 230) > 1000, "no banner box in a finished shot");
    CHECK(count(s, 0, 0, 255) > 100000, "finished maze is not blue");
    SDL_FreeSurface(s);
}

static void test_cell_size(void)
{
    SDL_Surface *s = shoot("shot-cell.png", "--size 17x9 --cell 12");
    if (!s)
        return;
    int w, h;
    render_size_for(17, 9, 12, RENDER_THIN, &config_theme_classic, &config_metrics, &w, &h);
    CHECK(s->w == w && s->h == h, "--cell 12 shot is %dx%d, want %dx%d", s->w, s->h, w, h);
    SDL_FreeSurface(s);
}

static long differing(SDL_Surface *a, SDL_Surface *b)
{
    if (!a || !b || a->w != b->w || a->h != b->h)
        return -1;
    long d = 0;
    for (int y = 0; y < a->h; y++) {
        const Uint32 *ra = (const Uint32 *)((const Uint8 *)a->pixels + (size_t)y * (size_t)a->pitch);
        const Uint32 *rb = (const Uint32 *)((const Uint8 *)b->pixels + (size_t)y * (size_t)b->pitch);
        for (int x = 0; x < a->w; x++)
            d += ra[x] != rb[x];
    }
    return d;
}

/*
 * --steps K --back J draws exactly what --steps K-J draws (J > K: step 0),
 * for Wilson (ghost, walk) and the backtracker, with the panel on, both
 * themes; also past completion (the total must not leak).
 */
static void test_back_equals_forward(void)
{
    static const struct {
        const char *algo;
        unsigned k, j;
        const char *extra;
    } runs[] = {
        {"wilson", 300, 1, "--panel on --window 1280x720"},
        {"wilson", 300, 120, "--panel on --window 1280x720 --theme projector"},
        {"backtracker", 1100, 1000, "--panel on --window 1280x720"},
        {"backtracker", 200, 37, "--panel on --window 1280x720 --lang zh"},
        {"aldous-broder", 10, 25, ""},
        {"houston", 500, 499, "--theme projector"}, /* Houston always takes more than 600 steps here */
    };
    for (size_t i = 0; i < sizeof runs / sizeof runs[0]; i++) {
        char a[256], b[256];
        unsigned k = runs[i].k, j = runs[i].j, kj = j > k ? 0 : k - j;
        snprintf(a, sizeof a, "--algo %s --steps %u --back %u %s", runs[i].algo, k, j, runs[i].extra);
        snprintf(b, sizeof b, "--algo %s --steps %u %s", runs[i].algo, kj, runs[i].extra);
        SDL_Surface *sa = shoot("shot-back.png", a), *sb = shoot("shot-fwd.png", b);
        long d = differing(sa, sb);
        CHECK(d == 0, "'%s' and '%s' differ in %ld pixels", a, b, d);
        SDL_FreeSurface(sa);
        SDL_FreeSurface(sb);
    }
}

/* The classroom pictures: 1920x1080 with the panel, English and Chinese. */
static void test_classroom_shots(void)
{
    const char *langs[] = {"en", "zh"};
    for (int i = 0; i < 2; i++) {
        char extra[200], name[64];
        snprintf(extra, sizeof extra, "--steps 400 --window 1920x1080 --panel on --lang %s", langs[i]);
        snprintf(name, sizeof name, "shot-panel-%s.png", langs[i]);
        SDL_Surface *s = shoot(name, extra);
        if (!s)
            continue;
        CHECK(s->w == 1920 && s->h == 1080, "%s is %dx%d", name, s->w, s->h);
        CHECK(count(s, 255, 255, 0) > 1000, "%s: no yellow (walk or highlighted line)", name);
        CHECK(count(s, 24, 24, 30) > 100000, "%s: no panel background", name);
        SDL_FreeSurface(s);
    }
}

static void test_no_display(void)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER '%s' --seed 1 2>&1; echo \"rc=$?\"",
             exe);
    FILE *p = popen(cmd, "r");
    char out[4096] = "";
    size_t n = p ? fread(out, 1, sizeof out - 1, p) : 0;
    out[n] = '\0';
    if (p)
        pclose(p);
    const char *msg = strstr(out, "mazeviz: no display available (");
    CHECK(msg != NULL, "no 'no display' line, got: %s", out);
    CHECK(strstr(out, "--headless") && strstr(out, "--screenshot"), "message lacks the way out: %s", out);
    CHECK(strstr(out, "rc=1") != NULL, "exit status is not 1: %s", out);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: screenshot_test MAZEVIZ OUTDIR\n");
        return 2;
    }
    exe = argv[1];
    outdir = argv[2];
    harness_init();
    IMG_Init(IMG_INIT_PNG);
    test_mid_wilson();
    test_finished();
    test_cell_size();
    test_back_equals_forward();
    test_classroom_shots();
    test_no_display();
    IMG_Quit();
    SDL_Quit();
    return harness_failures ? 1 : 0;
}
