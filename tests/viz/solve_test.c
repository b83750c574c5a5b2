/*
 * solve_test.c - solving in the window, frame by frame with the software
 * renderer: distance colouring is a ramp that never gets lighter along a
 * shortest path from the start; after S the PATH cells drawn are exactly
 * solve_path(); S again takes the next solver; solving never changes a
 * wall; stepping back in a solver draws what a fresh run to that step
 * draws, and going back past its step 0 goes into the generator; L
 * switches the solver's captions; clicks set the start and the goal; on
 * a dense maze at 800x600 the start and goal markers keep a least size.
 */
#include "viz_harness.h"
#include "app/config.h"
#include "render/render.h"

static char cmd[400];

static const char *cmdline(const char *extra)
{
    snprintf(cmd, sizeof cmd, "--algo backtracker --size 20x15 --seed %" PRIu64 " --panel on --lang en %s",
             harness_seed, extra);
    return cmd;
}

static Uint32 argb(SDL_Color c) { return 0xff000000u | (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b; }

/* The output pixel at the middle of cell c in the last frame. */
static SDL_Point cell_mid(const fixture *f, uint32_t c)
{
    const maze *m = sm_maze(app_gen(f->a));
    SDL_Rect r = render_info(app_renderer(f->a))->maze;
    uint32_t x = c % m->w, y = c / m->w;
    return (SDL_Point){r.x + (int)(((double)x + 0.55) * r.w / m->w), r.y + (int)(((double)y + 0.55) * r.h / m->h)};
}

static Uint32 cell_px(const fixture *f, uint32_t c)
{
    SDL_Point p = cell_mid(f, c);
    return f->px[(size_t)p.y * (size_t)f->surf->w + (size_t)p.x] | 0xff000000u;
}

static void click(app *a, SDL_Point p, Uint8 button)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = button;
    e.button.x = p.x;
    e.button.y = p.y;
    app_handle_event(a, &e);
    e.type = SDL_MOUSEBUTTONUP;
    app_handle_event(a, &e);
}

/* Distance colouring (D) just before the longest path covers it: the red channel never rises along a shortest path. */
static void test_distance_ramp(void)
{
    fixture f;
    if (!fixture_open(&f, 1280, 720, cmdline(""))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app_advance(f.a, UINT64_MAX);
    press(f.a, SDLK_d, 0);
    CHECK(sm_algorithm(app_gen(f.a)) == &solve_distance, "D did not start the distance machine");
    app_advance(f.a, UINT64_MAX);
    CHECK(sm_done(app_gen(f.a)), "distance colouring did not finish");
    app_go_back(f.a, 1); /* the flood done, the longest path not yet drawn */
    app_draw(f.a);
    read_pixels(&f);
    maze *copy = maze_create(20, 15);
    memcpy(copy->cells, sm_maze(app_gen(f.a))->cells, copy->n);
    uint32_t *path;
    size_t len;
    solve_outcome out;
    CHECK(solve_maze(solve_find("bfs"), copy, 0, copy->n - 1, &path, &len, &out) && out == SOLVE_FOUND,
          "no BFS path to compare along");
    const render_theme *th = &config_theme_classic;
    int last = 256, distinct = 0;
    for (size_t i = 1; i < len; i++) {
        Uint32 p = cell_px(&f, path[i]);
        int r = (int)(p >> 16 & 0xff), g = (int)(p >> 8 & 0xff);
        CHECK(g <= th->cell[SM_CELL_VISITED].g && g >= th->shade_hi[SM_CELL_VISITED].g,
              "cell %zu of the path is not on the ramp (%06x)", i, (unsigned)(p & 0xffffff));
        CHECK(r <= last, "the ramp gets lighter at cell %zu of the path (red %d after %d)", i, r, last);
        distinct += r != last;
        last = r;
    }
    CHECK(distinct >= 8 || (size_t)distinct + 1 >= len, "only %d shades along a %zu-cell path", distinct, len);
    printf("distance ramp: %d shades along a %zu-cell shortest path\n", distinct, len);
    press(f.a, SDLK_RIGHT, 0);
    app_draw(f.a);
    read_pixels(&f);
    uint32_t lp[20 * 15];
    size_t n = solve_path(app_gen(f.a), lp, 20 * 15);
    CHECK(n > 1, "no longest path at the end");
    for (size_t i = 1; i + 1 < n; i++)
        if (lp[i] != 0)
            CHECK(cell_px(&f, lp[i]) == argb(th->cell[SM_CELL_PATH]), "longest path cell %zu not drawn", i);
    press(f.a, SDLK_d, 0);
    CHECK(sm_algorithm(app_gen(f.a))->kind == SM_GENERATOR, "D again did not go back to the maze");
    free(path);
    maze_destroy(copy);
    fixture_close(&f);
}

/* After S and finishing, PATH is drawn on exactly solve_path()'s cells (start and goal in their own colours). */
static void check_path_drawn(fixture *f, const char *what)
{
    const render_theme *th = &config_theme_classic;
    const sm *g = app_gen(f->a);
    const maze *m = sm_maze(g);
    app_draw(f->a);
    read_pixels(f);
    bool *on = calloc(m->n, 1);
    uint32_t *path = malloc(m->n * sizeof *path);
    size_t n = solve_path(g, path, m->n);
    CHECK(n >= 2, "%s: no path", what);
    for (size_t i = 0; i < n; i++)
        on[path[i]] = true;
    CHECK(n == 0 || (path[0] == solve_start(g) && path[n - 1] == solve_goal(g)), "%s: path does not join start and goal", what);
    long wrong = 0;
    for (uint32_t c = 0; c < m->n; c++) {
        Uint32 want = argb(th->cell[SM_CELL_PATH]), got = cell_px(f, c);
        if (c == solve_start(g))
            want = argb(th->cell[SM_CELL_START]);
        else if (c == solve_goal(g))
            want = argb(th->cell[SM_CELL_GOAL]);
        else if (!on[c])
            wrong += got == want;
        if (on[c] || c == solve_start(g) || c == solve_goal(g))
            wrong += got != want;
    }
    CHECK(wrong == 0, "%s: %ld cells drawn wrong (PATH must be exactly solve_path)", what, wrong);
    free(on);
    free(path);
}

static void test_solve_in_app(void)
{
    fixture f;
    if (!fixture_open(&f, 1920, 1080, cmdline(""))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app_advance(f.a, UINT64_MAX);
    const maze *m = sm_maze(app_gen(f.a));
    uint8_t *walls = malloc(m->n);
    memcpy(walls, m->cells, m->n);
    const sm_algo *seen[16];
    for (size_t k = 0; k < solve_algo_count && k < 16; k++) {
        press(f.a, SDLK_s, 0);
        const sm *g = app_gen(f.a);
        seen[k] = sm_algorithm(g);
        CHECK(seen[k] == solve_algos[k], "S press %zu: %s, want %s", k + 1, seen[k]->id, solve_algos[k]->id);
        CHECK(sm_steps(g) == 0, "S press %zu: the solver does not start at step 0", k + 1);
        while (!sm_done(g))
            app_frame(f.a); /* the window's own pacing */
        CHECK(solve_result(g) == SOLVE_FOUND, "%s found no path in a perfect maze", seen[k]->id);
        check_path_drawn(&f, seen[k]->id);
        CHECK(memcmp(walls, m->cells, m->n) == 0, "%s changed the walls", seen[k]->id);
        CHECK(strstr(app_hud(f.a), seen[k]->name.en) != NULL, "HUD does not name %s: %s", seen[k]->id, app_hud(f.a));
    }
    press(f.a, SDLK_s, 0);
    CHECK(sm_algorithm(app_gen(f.a)) == solve_algos[0], "S after the last solver does not wrap around");
    /* Shift+S: the menu of solvers; 2 picks the second. */
    press(f.a, SDLK_s, KMOD_SHIFT);
    app_draw(f.a);
    CHECK(render_info(app_renderer(f.a))->menu.w > 0, "Shift+S did not open the solver menu");
    press(f.a, SDLK_2, 0);
    CHECK(sm_algorithm(app_gen(f.a)) == solve_algos[1], "the solver menu's 2 did not pick %s", solve_algos[1]->id);
    CHECK(memcmp(walls, m->cells, m->n) == 0, "the walls changed");
    free(walls);
    fixture_close(&f);
}

/* Back in a solver gives the picture of a fresh run to that step; back past its step 0 goes into the generator. */
static void test_solver_back(void)
{
    fixture f, g;
    if (!fixture_open(&f, 1280, 720, cmdline("--solve bfs")) ||
        !fixture_open(&g, 1280, 720, cmdline("--solve bfs"))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app_set_offscreen(f.a, true);
    app_set_offscreen(g.a, true);
    app_advance(f.a, UINT64_MAX);
    const sm *s = app_gen(f.a);
    CHECK(sm_algorithm(s) == solve_algos[0] && sm_done(s), "--solve bfs did not solve");
    uint64_t end = sm_steps(s), back = end / 3 + 1;
    for (uint64_t i = 0; i < back; i++)
        press(f.a, SDLK_LEFT, 0);
    CHECK(sm_steps(app_gen(f.a)) == end - back, "back %" PRIu64 ": at step %" PRIu64, back, sm_steps(app_gen(f.a)));
    app_advance(g.a, end - back);
    press(g.a, SDLK_SPACE, 0); /* paused too: the same pause symbol */
    app_draw(f.a);
    app_draw(g.a);
    read_pixels(&f);
    read_pixels(&g);
    SDL_Rect r = render_info(app_renderer(f.a))->maze;
    long diff = 0;
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++)
            diff += f.px[(size_t)y * 1280 + (size_t)x] != g.px[(size_t)y * 1280 + (size_t)x];
    CHECK(diff == 0, "step %" PRIu64 " after going back: %ld maze pixels differ from a fresh run", end - back, diff);
    char c1[512], c2[512];
    sm_caption(app_gen(f.a), SM_LANG_EN, c1, sizeof c1);
    sm_caption(app_gen(g.a), SM_LANG_EN, c2, sizeof c2);
    CHECK(strcmp(c1, c2) == 0, "captions differ: '%s' / '%s'", c1, c2);
    /* L: the solver's captions and title in Chinese, and back. */
    press(f.a, SDLK_l, 0);
    app_draw(f.a);
    sm_caption(app_gen(f.a), SM_LANG_ZH, c2, sizeof c2);
    CHECK(strcmp(f.a->maze.caption, c2) == 0 && strcmp(c1, c2) != 0, "L: the caption is '%s', want '%s'",
          f.a->maze.caption, c2);
    CHECK(strstr(app_title(f.a), solve_algos[0]->name.zh) != NULL, "L: title '%s'", app_title(f.a));
    press(f.a, SDLK_l, 0);
    app_draw(f.a);
    CHECK(strcmp(f.a->maze.caption, c1) == 0, "L again: the caption is '%s', want '%s'", f.a->maze.caption, c1);
    /* Home: the solver's step 0; one more back: the generator's last step but one. */
    press(f.a, SDLK_HOME, 0);
    CHECK(sm_steps(app_gen(f.a)) == 0 && sm_algorithm(app_gen(f.a)) == solve_algos[0], "Home left the solver");
    press(f.a, SDLK_LEFT, 0);
    const sm *gen = app_gen(f.a);
    CHECK(sm_algorithm(gen)->kind == SM_GENERATOR && !sm_done(gen), "back from step 0 did not go into the generator");
    uint64_t gen_end = sm_total_steps(gen);
    CHECK(sm_steps(gen) + 1 == gen_end, "back into the generator: step %" PRIu64 " of %" PRIu64, sm_steps(gen), gen_end);
    press(f.a, SDLK_RIGHT, 0);
    press(f.a, SDLK_RIGHT, 0);
    CHECK(sm_algorithm(app_gen(f.a)) == solve_algos[0] && sm_steps(app_gen(f.a)) == 0,
          "stepping on from the generator's end did not enter the solver at step 0");
    fixture_close(&f);
    fixture_close(&g);
}

/* Left click sets the start, right click the goal; the markers are drawn and the solver restarts. */
static void test_clicks(void)
{
    fixture f;
    if (!fixture_open(&f, 1280, 720, cmdline(""))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app_advance(f.a, UINT64_MAX);
    app_draw(f.a);
    uint32_t start = 2 * 20 + 3, goal = 11 * 20 + 16;
    click(f.a, cell_mid(&f, start), SDL_BUTTON_LEFT);
    const sm *g = app_gen(f.a);
    CHECK(sm_algorithm(g)->kind == SM_SOLVER && solve_start(g) == start, "left click: start %u, want %u",
          solve_start(g), start);
    app_advance(f.a, 5);
    click(f.a, cell_mid(&f, goal), SDL_BUTTON_RIGHT);
    g = app_gen(f.a);
    CHECK(solve_goal(g) == goal && solve_start(g) == start && sm_steps(g) == 0,
          "right click: goal %u start %u step %" PRIu64, solve_goal(g), solve_start(g), sm_steps(g));
    app_draw(f.a);
    read_pixels(&f);
    const render_theme *th = &config_theme_classic;
    CHECK(cell_px(&f, start) == argb(th->cell[SM_CELL_START]), "the start marker is not drawn");
    CHECK(cell_px(&f, goal) == argb(th->cell[SM_CELL_GOAL]), "the goal marker is not drawn");
    app_advance(f.a, UINT64_MAX);
    check_path_drawn(&f, "after clicks");
    app_frame(f.a); /* a frame computes the finished maze's figures (drawing only shows them) */
    CHECK(f.a->maze.stats_ok && f.a->maze.stats.from == start && f.a->maze.stats.to == goal &&
          f.a->maze.stats.solution == solve_path(app_gen(f.a), NULL, 0),
          "the panel's solution length is not the clicked start to goal");
    fixture_close(&f);
}

/*
 * A start and a goal read from the back of the room on a dense maze in a
 * small window (issue 28, item 8): at 800x600 each covers at least a disc
 * of the least marker size (the body text's size times marker_ratio) in
 * its colour, on every shape, whatever the cells' size.
 */
static void check_least_markers(const char *grid)
{
    fixture f;
    char extra[160];
    snprintf(extra, sizeof extra, "--grid %s --solve bfs", grid);
    if (!fixture_open(&f, 800, 600, cmdline(extra))) {
        CHECK(0, "cannot open fixture: %s", extra);
        return;
    }
    app_advance(f.a, UINT64_MAX);
    app_draw(f.a);
    read_pixels(&f);
    const render_layout_info *in = render_info(app_renderer(f.a));
    const render_theme *th = &config_theme_classic;
    double d = in->body_px * config_metrics.marker_ratio, least = 0.8 * 3.14159 * d * d / 4;
    SDL_Color s = th->cell[SM_CELL_START], e = th->cell[SM_CELL_GOAL];
    SDL_Rect near = {in->maze.x - in->body_px, in->maze.y - in->body_px, in->maze.w + 2 * in->body_px,
                     in->maze.h + 2 * in->body_px}; /* where a marker may reach */
    long start = count_rgb(&f, &near, s.r, s.g, s.b), goal = count_rgb(&f, &near, e.r, e.g, e.b);
    printf("--grid %s at 800x600: start %ld px, goal %ld px (least %.0f)\n", grid, start, goal, least);
    CHECK(d >= 16, "--grid %s: the least marker is %.1f px across", grid, d);
    CHECK(start >= least && goal >= least, "--grid %s at 800x600: start %ld px, goal %ld px < %.0f", grid, start,
          goal, least);
    fixture_close(&f);
}

/*
 * The finished maze's figures are computed once (issue 30): ← then → at
 * the end of a run hides them and shows them again without counting the
 * whole maze again (about 100 ms at 1000x1000), and they stay equal to a
 * count from scratch; another goal counts again.
 */
static void test_end_figures_kept(void)
{
    fixture f;
    if (!fixture_open(&f, 1280, 720, cmdline("--algo kruskal"))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app_set_offscreen(f.a, true);
    app_advance(f.a, UINT64_MAX);
    app_frame(f.a);
    unsigned runs = f.a->maze.stats_runs;
    CHECK(f.a->maze.stats_ok && runs == 1, "the finished maze's figures: shown %d, computed %u times",
          f.a->maze.stats_ok, runs);
    for (int i = 0; i < 4; i++) {
        press(f.a, SDLK_LEFT, 0);
        app_frame(f.a);
        CHECK(!f.a->maze.stats_ok, "a step back from the end still shows the finished maze's figures");
        press(f.a, SDLK_RIGHT, 0);
        app_frame(f.a);
    }
    maze_stats fresh;
    CHECK(maze_stats_between(f.a->maze.m, f.a->maze.from, f.a->maze.to, &fresh), "no memory for the figures");
    CHECK(f.a->maze.stats_ok && f.a->maze.stats_runs == runs, "4 x (← →) at the end: the figures computed %u times more",
          f.a->maze.stats_runs - runs);
    CHECK(f.a->maze.stats.dead_ends == fresh.dead_ends && f.a->maze.stats.longest_path == fresh.longest_path &&
              f.a->maze.stats.solution == fresh.solution && f.a->maze.stats.junctions == fresh.junctions,
          "the figures shown differ from a count from scratch");
    fixture_close(&f);
}

int main(void)
{
    harness_init();
    test_distance_ramp();
    test_solve_in_app();
    test_solver_back();
    test_clicks();
    test_end_figures_kept();
    check_least_markers("rect --size 80x60");
    check_least_markers("hex --size 60x45");
    check_least_markers("triangle --size 80x50");
    check_least_markers("polar --size 25");
    printf("solve_test: %d failure(s)\n", harness_failures);
    TTF_Quit();
    SDL_Quit();
    return harness_failures ? 1 : 0;
}
