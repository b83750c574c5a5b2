/*
 * compare_test.c - compare mode and the uniformity lab in the window's
 * frame function (software renderer, no window).
 *
 * usage: compare_test MAZEVIZ OUTDIR
 * Compare: each pane's final maze equals a single run of its algorithm
 * and seed; panes step in lockstep; back and Home act on every pane; 2-
 * and 4-pane frames at 1920x1080 keep text readable (capitals >= 2.5 % of
 * the window height, measured from pixels), inside the window, apart.
 * Lab: its counts and chi-square text follow lab_counts / lab_chi2 /
 * lab_p. Both draw offscreen through the real binary's --screenshot.
 */
#define _POSIX_C_SOURCE 200809L
#include <SDL_image.h>

#include "viz_harness.h"
#include "render/render.h"
#include "app/config.h"
#include "mazeviz/lab.h"

static const char *exe, *outdir;

static Uint32 argb(SDL_Color c) { return 0xff000000u | (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b; }
static Uint32 px_at(const fixture *f, int x, int y) { return f->px[(size_t)y * (size_t)f->surf->w + (size_t)x] | 0xff000000u; }

static int open_cmp(fixture *f, int w, int h, const char *ids, const char *extra)
{
    char cmd[400];
    snprintf(cmd, sizeof cmd, "--compare %s --size 24x16 --seed %" PRIu64 " %s", ids, harness_seed, extra);
    if (!fixture_open(f, w, h, cmd)) {
        CHECK(0, "cannot open fixture: %s", cmd);
        return 0;
    }
    app_set_offscreen(f->a, true);
    return app_compare_panes(f->a);
}

/* Each pane's finished maze is the maze gen_generate makes with the same algorithm and seed. */
static void check_final(const char *ids)
{
    fixture f;
    int n = open_cmp(&f, 800, 600, ids, "");
    CHECK(n >= 2, "%s: %d panes", ids, n);
    app_advance(f.a, UINT64_MAX);
    for (int i = 0; i < n; i++) {
        const sm *g = app_compare_gen(f.a, i);
        CHECK(sm_done(g), "%s: pane %d not done", ids, i);
        const maze *got = sm_maze(g);
        maze *want = maze_create(got->w, got->h);
        gen_settings s = gen_default_settings();
        gen_generate(sm_algorithm(g), want, harness_seed, &s);
        CHECK(maze_equal(got, want), "%s: pane %d (%s) differs from a single run", ids, i, sm_algorithm(g)->id);
        maze_destroy(want);
    }
    fixture_close(&f);
}

/* Every frame runs the same steps on every unfinished pane; a finished one stays at its end. */
static void test_lockstep(void)
{
    fixture f;
    int n = open_cmp(&f, 800, 600, "wilson,backtracker,kruskal,eller", "--speed 8");
    bool someone_done = false;
    for (int frame = 0; frame < 100000; frame++) {
        app_frame(f.a);
        uint64_t t = 0;
        bool all = true;
        for (int i = 0; i < n; i++)
            t = SDL_max(t, sm_steps(app_compare_gen(f.a, i)));
        for (int i = 0; i < n; i++) {
            const sm *g = app_compare_gen(f.a, i);
            all = all && sm_done(g);
            if (sm_done(g)) {
                someone_done = true;
                CHECK(sm_steps(g) <= t, "pane %d ran past the clock", i);
            } else {
                CHECK(sm_steps(g) == t, "frame %d: pane %d at step %" PRIu64 ", the clock at %" PRIu64, frame, i,
                      sm_steps(g), t);
            }
        }
        if (all)
            break;
    }
    CHECK(someone_done, "no pane finished");
    /* Back and Home act on all panes. */
    app_go_back(f.a, UINT64_MAX);
    for (int i = 0; i < n; i++)
        CHECK(sm_steps(app_compare_gen(f.a, i)) == 0, "Home: pane %d not at step 0", i);
    app_advance(f.a, 50);
    press(f.a, SDLK_LEFT, 0);
    for (int i = 0; i < n; i++)
        CHECK(sm_steps(app_compare_gen(f.a, i)) == 49, "←: pane %d at step %" PRIu64 ", want 49", i,
              sm_steps(app_compare_gen(f.a, i)));
    press(f.a, SDLK_RIGHT, 0);
    press(f.a, SDLK_RIGHT, 0);
    for (int i = 0; i < n; i++)
        CHECK(sm_steps(app_compare_gen(f.a, i)) == 51, "→: pane %d at step %" PRIu64 ", want 51", i,
              sm_steps(app_compare_gen(f.a, i)));
    /* Tab changes the highlighted pane's algorithm and starts every pane again. */
    const gen_algo *before = sm_algorithm(app_compare_gen(f.a, 0));
    press(f.a, SDLK_TAB, 0);
    CHECK(sm_algorithm(app_compare_gen(f.a, 0)) != before, "Tab did not change pane 1's algorithm");
    CHECK(sm_steps(app_compare_gen(f.a, 1)) == 0, "Tab did not restart the panes");
    /* C leaves compare mode, C again comes back. */
    press(f.a, SDLK_c, 0);
    CHECK(app_compare_panes(f.a) == 0, "C did not leave compare mode");
    press(f.a, SDLK_c, 0);
    CHECK(app_compare_panes(f.a) == 2, "C did not open 2 panes");
    press(f.a, SDLK_ESCAPE, 0);
    CHECK(app_compare_panes(f.a) == 0 && app_running(f.a), "Esc did not leave compare mode only");
    fixture_close(&f);
}

static int ink_height(const fixture *f, SDL_Rect r, Uint32 bg)
{
    int top = -1, bottom = -1;
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++) {
            Uint32 p = px_at(f, x, y);
            int d = abs((int)(p >> 16 & 255) - (int)(bg >> 16 & 255)) + abs((int)(p >> 8 & 255) - (int)(bg >> 8 & 255)) +
                    abs((int)(p & 255) - (int)(bg & 255));
            if (d > 200) {
                if (top < 0)
                    top = y;
                bottom = y;
                break;
            }
        }
    return top < 0 ? 0 : bottom - top + 1;
}

static SDL_Rect first_glyph(const fixture *f, SDL_Rect r, Uint32 bg)
{
    int x0 = -1;
    for (int x = r.x; x < r.x + r.w; x++) {
        bool ink = ink_height(f, (SDL_Rect){x, r.y, 1, r.h}, bg) > 0;
        if (ink && x0 < 0)
            x0 = x;
        if (!ink && x0 >= 0)
            return (SDL_Rect){x0, r.y, x - x0, r.h};
    }
    return (SDL_Rect){r.x, r.y, 0, r.h};
}

/* All texts of all panes: inside the window, apart; each pane's title capital >= 2.5 % of the height. */
static void check_text(const char *ids, int w, int h, int steps, const char *extra)
{
    fixture f;
    int n = open_cmp(&f, w, h, ids, extra);
    app_advance(f.a, (uint64_t)steps);
    CHECK(app_draw(f.a), "draw: %s", SDL_GetError());
    read_pixels(&f);
    SDL_Rect all[RENDER_MAX_TEXT_RECTS * 4];
    size_t total = 0;
    for (int p = 0; p < n; p++) {
        size_t k;
        const SDL_Rect *t = render_text_rects(app_compare_renderer(f.a, p), &k);
        CHECK(k >= 3, "%s %dx%d: pane %d drew %zu texts", ids, w, h, p, k);
        for (size_t i = 0; i < k && total < sizeof all / sizeof all[0]; i++)
            all[total++] = t[i];
        if (k == 0)
            continue;
        Uint32 bg = argb(render_get_theme(app_compare_renderer(f.a, p))->panel_bg);
        int cap = ink_height(&f, first_glyph(&f, t[0], bg), bg);
        printf("%s %dx%d pane %d: title capital %d px (%.2f %% of the height)\n", ids, w, h, p, cap, 100.0 * cap / h);
        CHECK(cap >= 0.025 * h, "%s %dx%d pane %d: capitals %d px < 2.5 %%", ids, w, h, p, cap);
    }
    for (size_t i = 0; i < total; i++) {
        SDL_Rect r = all[i];
        CHECK(r.x >= 0 && r.y >= 0 && r.x + r.w <= w && r.y + r.h <= h, "%s %dx%d: text %zu outside the window",
              ids, w, h, i);
        for (size_t j = 0; j < i; j++) {
            SDL_Rect a = {r.x, r.y + r.h / 5, r.w, r.h * 3 / 5};
            SDL_Rect b = {all[j].x, all[j].y + all[j].h / 5, all[j].w, all[j].h * 3 / 5};
            CHECK(!SDL_HasIntersection(&a, &b), "%s %dx%d: texts %zu and %zu overlap", ids, w, h, i, j);
        }
    }
    fixture_close(&f);
}

/* The lab's counts and figures after some frames are those of a lab run alone for as many mazes. */
static void check_lab(const char *algo, int w, int h, int frames)
{
    fixture f;
    char cmd[200];
    snprintf(cmd, sizeof cmd, "--lab --algo %s --seed %" PRIu64 " --lang en", algo, harness_seed);
    if (!fixture_open(&f, w, h, cmd)) {
        CHECK(0, "cannot open fixture: %s", cmd);
        return;
    }
    for (int i = 0; i < frames; i++)
        CHECK(app_frame(f.a), "frame: %s", SDL_GetError());
    const lab *shown = app_lab(f.a);
    CHECK(shown != NULL, "--lab: no lab");
    if (!shown) {
        fixture_close(&f);
        return;
    }
    uint64_t n = lab_mazes(shown);
    CHECK(n >= (uint64_t)frames, "%s: only %" PRIu64 " mazes in %d frames", algo, n, frames);
    gen_settings s = gen_default_settings();
    lab *alone = lab_create(gen_find(algo), &s, 3, 3, harness_seed, NULL);
    lab_run(alone, n);
    size_t trees = trees_count(lab_trees(alone));
    CHECK(trees == 192 && trees_count(lab_trees(shown)) == 192, "3x3 is not 192 trees");
    CHECK(memcmp(lab_counts(alone), lab_counts(shown), trees * sizeof(uint64_t)) == 0, "%s: counts differ", algo);
    char want[64], p[32];
    snprintf(want, sizeof want, "chi² %.1f   df %.0f", lab_chi2(alone), lab_df(alone));
    CHECK(strstr(app_lab_text(f.a), want) != NULL, "'%s' not in '%s'", want, app_lab_text(f.a));
    app_lab_format_p(lab_p(alone), p, sizeof p);
    snprintf(want, sizeof want, "p %s", p);
    CHECK(strstr(app_lab_text(f.a), want) != NULL, "'%s' not in '%s'", want, app_lab_text(f.a));
    printf("%s lab: %" PRIu64 " mazes, chi2 %.1f, p %s, first below 0.001 at %" PRIu64 "\n", algo, n,
           lab_chi2(alone), p, lab_first_below(alone));
    lab_destroy(alone);

    /* The picture: 192 thumbnails inside the window, apart, large enough to read as shapes. */
    app_draw(f.a);
    read_pixels(&f);
    render *r = app_renderer(f.a);
    const render_theme *th = render_get_theme(r);
    for (size_t i = 0; i < trees; i++) {
        SDL_Rect t = render_lab_thumb(r, i);
        CHECK(t.w >= (h >= 1000 ? 36 : 20) && t.x >= 0 && t.y >= 0 && t.x + t.w <= w && t.y + t.h <= h,
              "thumbnail %zu at %d,%d %dx%d", i, t.x, t.y, t.w, t.h);
        if (i > 0) {
            SDL_Rect u = render_lab_thumb(r, i - 1);
            CHECK(!SDL_HasIntersection(&t, &u), "thumbnails %zu and %zu overlap", i - 1, i);
        }
        SDL_Color mz = th->cell[SM_CELL_MAZE], wl = th->wall[SM_WALL_PLAIN];
        CHECK(count_rgb(&f, &t, mz.r, mz.g, mz.b) > t.w * t.h / 4 && count_rgb(&f, &t, wl.r, wl.g, wl.b) > t.w,
              "thumbnail %zu shows no maze", i);
    }
    size_t k;
    const SDL_Rect *tr = render_text_rects(r, &k);
    CHECK(k >= 6, "lab drew %zu texts", k);
    for (size_t i = 0; i < k; i++) {
        CHECK(tr[i].x >= 0 && tr[i].y >= 0 && tr[i].x + tr[i].w <= w && tr[i].y + tr[i].h <= h, "lab text %zu outside", i);
        for (size_t j = 0; j < i; j++) {
            SDL_Rect a = {tr[i].x, tr[i].y + tr[i].h / 5, tr[i].w, tr[i].h * 3 / 5};
            SDL_Rect b = {tr[j].x, tr[j].y + tr[j].h / 5, tr[j].w, tr[j].h * 3 / 5};
            CHECK(!SDL_HasIntersection(&a, &b), "lab texts %zu and %zu overlap", i, j);
        }
    }
    if (k > 0) {
        Uint32 bg = argb(th->panel_bg);
        int cap = ink_height(&f, first_glyph(&f, tr[0], bg), bg);
        printf("lab %dx%d: capital %d px (%.2f %% of the height)\n", w, h, cap, 100.0 * cap / h);
        CHECK(cap >= 0.025 * h, "lab %dx%d: capitals %d px < 2.5 %%", w, h, cap);
    }

    /* Keys: G the grid (3x3 -> 2x2: 4 trees), Tab the algorithm (counts start over), U back. */
    press(f.a, SDLK_s, 0);
    CHECK(app_lab(f.a) && trees_count(lab_trees(app_lab(f.a))) == 4, "S: not the 2x2 grid");
    press(f.a, SDLK_s, 0);
    CHECK(app_lab(f.a) && trees_count(lab_trees(app_lab(f.a))) == 15, "S: not the 2x3 grid");
    app_frame(f.a);
    press(f.a, SDLK_TAB, 0);
    CHECK(app_lab(f.a) && lab_mazes(app_lab(f.a)) == 0, "Tab: the counts did not start over");
    press(f.a, SDLK_o, 0);
    CHECK(app_frame(f.a), "sorted frame");
    CHECK(strstr(app_lab_text(f.a), "sorted") != NULL, "O: not sorted");
    press(f.a, SDLK_u, 0);
    CHECK(app_lab(f.a) == NULL && app_running(f.a), "U did not leave the lab");
    press(f.a, SDLK_u, 0);
    CHECK(app_lab(f.a) != NULL, "U did not open the lab");
    press(f.a, SDLK_c, 0);
    CHECK(app_lab(f.a) == NULL && app_compare_panes(f.a) == 2, "C in the lab did not open compare mode");
    press(f.a, SDLK_u, 0);
    CHECK(app_lab(f.a) != NULL && app_compare_panes(f.a) == 0, "U in compare mode did not open the lab");
    press(f.a, SDLK_ESCAPE, 0);
    CHECK(app_lab(f.a) == NULL && app_running(f.a), "Esc did not leave the lab only");
    fixture_close(&f);
}

static SDL_Surface *shoot(const char *name, const char *extra)
{
    char png[1024], cmd[2048];
    snprintf(png, sizeof png, "%s/%s", outdir, name);
    remove(png);
    snprintf(cmd, sizeof cmd, "'%s' --screenshot '%s' --seed %" PRIu64 " %s", exe, png, harness_seed, extra);
    int rc = system(cmd);
    CHECK(rc == 0, "'%s' exited with %d", cmd, rc);
    SDL_Surface *s = IMG_Load(png);
    CHECK(s != NULL, "%s is not a PNG: %s", png, IMG_GetError());
    return s;
}

static void test_screenshots(void)
{
    SDL_Surface *s = shoot("compare.png", "--compare wilson,backtracker --window 1920x1080 --steps 200");
    CHECK(s && s->w == 1920 && s->h == 1080, "compare screenshot size");
    SDL_FreeSurface(s);
    s = shoot("compare-zh.png", "--compare wilson,backtracker,kruskal --lang zh --theme projector");
    CHECK(s && s->w == 800 && s->h == 600, "compare screenshot size (default window)");
    SDL_FreeSurface(s);
    /* --back J in every pane: the picture of K-J steps. */
    SDL_Surface *b = shoot("compare-back.png", "--compare wilson,backtracker,prim --steps 400 --back 100");
    SDL_Surface *fw = shoot("compare-fwd.png", "--compare wilson,backtracker,prim --steps 300");
    SDL_Surface *bc = b ? SDL_ConvertSurfaceFormat(b, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    SDL_Surface *fc = fw ? SDL_ConvertSurfaceFormat(fw, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    bool same = bc && fc && bc->w == fc->w && bc->h == fc->h;
    for (int y = 0; same && y < bc->h; y++)
        same = memcmp((char *)bc->pixels + y * bc->pitch, (char *)fc->pixels + y * fc->pitch, (size_t)bc->w * 4) == 0;
    CHECK(same, "--compare --steps 400 --back 100 differs from --steps 300");
    SDL_FreeSurface(b);
    SDL_FreeSurface(fw);
    SDL_FreeSurface(bc);
    SDL_FreeSurface(fc);
    s = shoot("lab.png", "--lab --algo backtracker --window 1920x1080 --steps 3000");
    CHECK(s && s->w == 1920 && s->h == 1080, "lab screenshot size");
    SDL_FreeSurface(s);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: compare_test MAZEVIZ OUTDIR\n");
        return 2;
    }
    exe = argv[1];
    outdir = argv[2];
    harness_init();
    check_final("wilson,backtracker");
    check_final("kruskal,eller,sidewinder,houston");
    check_final("recursive-division,growing-tree,binary-tree");
    test_lockstep();
    check_text("wilson,backtracker", 1920, 1080, 300, "--lang en");
    check_text("wilson,backtracker,kruskal,eller", 1920, 1080, 300, "--lang en");
    check_text("wilson,backtracker,kruskal,eller", 1920, 1080, 100000, "--lang en");
    check_text("wilson,backtracker", 800, 600, 100000, "--lang en");
    check_text("wilson,backtracker,kruskal,eller", 1920, 1080, 300, "--lang zh --theme projector");
    check_lab("wilson", 1920, 1080, 40);
    check_lab("backtracker", 800, 600, 10);
    test_screenshots();
    TTF_Quit();
    SDL_Quit();
    if (harness_failures)
        fprintf(stderr, "%d failure(s)\n", harness_failures);
    return harness_failures ? 1 : 0;
}
