/*
 * compare_test.c - compare mode and the uniformity lab in the window's
 * frame function (software renderer, no window).
 *
 * usage: compare_test MAZEVIZ OUTDIR
 * Compare: each pane's final maze equals a single run of its algorithm
 * and seed; panes step in lockstep; back and Home act on every pane; 2-
 * and 4-pane frames at 1920x1080 keep text readable (capitals >= 2.5 % of
 * the window height, measured from pixels), inside the window, apart.
 * Compare with solvers (--compare-solvers, S): each pane ends in the state
 * of its solver run alone in the one-maze mode with the same settings
 * (maze, steps, outcome, path, every cell's mark); lockstep after every
 * frame; S, Tab, D and C; their text readable at 1920x1080 and 800x600.
 * Lab: its counts and chi-square text follow lab_counts / lab_chi2 /
 * lab_p. Both draw offscreen through the real binary's --screenshot.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <SDL_image.h>

#include "viz_harness.h"
#include "render/render.h"
#include "app/config.h"
#include "mazeviz/lab.h"
#include "settings/state.h"

static const char *exe, *outdir;

static Uint32 argb(SDL_Color c) { return 0xff000000u | (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b; }
static Uint32 px_at(const fixture *f, int x, int y) { return f->px[(size_t)y * (size_t)f->surf->w + (size_t)x] | 0xff000000u; }

/* Compare mode of flag ("--compare" or "--compare-solvers") with ids; returns its panes. */
static int open_cmp(fixture *f, int w, int h, const char *flag, const char *ids, const char *extra)
{
    char cmd[400];
    snprintf(cmd, sizeof cmd, "%s %s --size 24x16 --seed %" PRIu64 " %s", flag, ids, harness_seed, extra);
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
    int n = open_cmp(&f, 800, 600, "--compare", ids, "");
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
    int n = open_cmp(&f, 800, 600, "--compare", "wilson,backtracker,kruskal,eller", "--speed 8");
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

/*
 * A solver pane at its end is the single maze's chain run alone: the same
 * command line with --solve ID instead of the panes (same generator,
 * options, braid, seed, --from, --to), run to the end in the one-maze
 * mode. Same maze, steps, outcome, path, and every cell's mark.
 */
static void check_race_pane(const sm *got, const char *settings)
{
    const sm_algo *al = sm_algorithm(got);
    const char *id = al->id;
    char cmd[400], spec[96];
    int k = snprintf(spec, sizeof spec, "%s", id); /* with the pane's options: wall-follower:hand=right */
    for (size_t o = 0; o < al->n_options; o++)
        if (sm_get_settings(got)->value[o] != 0)
            k += snprintf(spec + k, sizeof spec - (size_t)k, ":%s=%s", al->options[o].key,
                          al->options[o].values[sm_get_settings(got)->value[o]]);
    snprintf(cmd, sizeof cmd, "--solve %s --size 24x16 --seed %" PRIu64 " %s", spec, harness_seed, settings);
    fixture one;
    if (!fixture_open(&one, 800, 600, cmd)) {
        CHECK(0, "cannot open fixture: %s", cmd);
        return;
    }
    app_set_offscreen(one.a, true);
    app_advance(one.a, UINT64_MAX);
    const sm *want = app_gen(one.a);
    CHECK(sm_algorithm(want) == sm_algorithm(got), "%s: the single run shows %s", cmd, sm_algorithm(want)->id);
    CHECK(maze_equal(sm_maze(want), sm_maze(got)), "%s: the pane's maze differs from the single run's", cmd);
    CHECK(sm_done(got) && sm_steps(got) == sm_steps(want), "%s: pane ended at step %" PRIu64 ", alone %" PRIu64,
          cmd, sm_steps(got), sm_steps(want));
    CHECK(solve_result(got) == solve_result(want), "%s: outcome %d, alone %d", cmd, solve_result(got),
          solve_result(want));
    CHECK(solve_start(got) == solve_start(want) && solve_goal(got) == solve_goal(want), "%s: other ends", cmd);
    size_t n = solve_path(want, NULL, 0), m = solve_path(got, NULL, 0);
    uint32_t *pw = calloc(n + 1, sizeof *pw), *pg = calloc(m + 1, sizeof *pg);
    solve_path(want, pw, n);
    solve_path(got, pg, m);
    CHECK(n == m && memcmp(pw, pg, n * sizeof *pw) == 0, "%s: path of %zu cells, alone %zu (or other cells)", cmd,
          m, n);
    int differ = 0;
    for (uint32_t c = 0; c < sm_maze(got)->n; c++) {
        sm_cell a = sm_cell_mark(got, c), b = sm_cell_mark(want, c);
        differ += a.kind != b.kind || a.shade != b.shade;
    }
    CHECK(differ == 0, "%s: %d cells marked otherwise than alone", cmd, differ);
    CHECK(solve_visited(got) == solve_visited(want), "%s: visited %u, alone %u", cmd, solve_visited(got),
          solve_visited(want));
    printf("race pane %s: %s after %" PRIu64 " steps, visited %u, path %zu\n", spec,
           solve_result(got) == SOLVE_FOUND ? "found" : solve_result(got) == SOLVE_GAVE_UP ? "gave up" : "ended",
           sm_steps(got), solve_visited(got), m);
    free(pw);
    free(pg);
    fixture_close(&one);
}

/*
 * What solver pane i shows (English) is its machine's state: the name,
 * then "step N" or how it ended, the cells visited, the path once found.
 */
static void check_race_text(fixture *f, int i)
{
    const sm *g = app_compare_gen(f->a, i);
    const char *got = app_compare_text(f->a, i), *name = sm_algorithm(g)->name.en;
    unsigned long long n = sm_steps(g), v = solve_visited(g), len = solve_path(g, NULL, 0);
    const char *s = n == 1 ? "" : "s";
    char want[256];
    int k;
    switch (solve_result(g)) {
    case SOLVE_FOUND: k = snprintf(want, sizeof want, "   found in %s step%s", sm_count(n).s, s); break;
    case SOLVE_UNREACHABLE: k = snprintf(want, sizeof want, "   no path (%s step%s)", sm_count(n).s, s); break;
    case SOLVE_GAVE_UP: k = snprintf(want, sizeof want, "   gave up after %s step%s", sm_count(n).s, s); break;
    default: k = snprintf(want, sizeof want, "   step %s", sm_count(n).s); break;
    }
    k += snprintf(want + k, sizeof want - (size_t)k, "   visited %s cell%s", sm_count(v).s, v == 1 ? "" : "s");
    if (solve_result(g) == SOLVE_FOUND)
        snprintf(want + k, sizeof want - (size_t)k, "   path %s cell%s", sm_count(len).s, len == 1 ? "" : "s");
    const char *rest = strstr(got, "   ");
    CHECK(strncmp(got, name, strlen(name)) == 0 && rest && strcmp(rest, want) == 0,
          "pane %d (%s) shows '%s', its machine says '%s%s'", i, sm_algorithm(g)->id, got, name, want);
}

/* --compare-solvers: every pane, run to the end, ends as its solver alone on that maze. */
static void check_race(const char *ids, const char *settings)
{
    fixture f;
    char extra[300];
    snprintf(extra, sizeof extra, "%s --lang en", settings);
    int n = open_cmp(&f, 800, 600, "--compare-solvers", ids, extra);
    if (n == 0)
        return;
    CHECK(n >= 2 && app_compare_solving(f.a), "--compare-solvers %s %s: %d panes of solvers", ids, settings, n);
    app_advance(f.a, UINT64_MAX);
    CHECK(app_draw(f.a), "draw: %s", SDL_GetError());
    for (int i = 0; i < n; i++) {
        const sm *g = app_compare_gen(f.a, i);
        CHECK(sm_algorithm(g)->kind == SM_SOLVER, "%s: pane %d is no solver", ids, i);
        CHECK(i == 0 || sm_maze(g) == sm_maze(app_compare_gen(f.a, 0)), "%s: pane %d has its own maze", ids, i);
        check_race_pane(g, settings);
        check_race_text(&f, i);
    }
    fixture_close(&f);
}

/* Lockstep after every frame (all done or not), then back, Home and the arrows on solver panes. */
static void test_race_lockstep(void)
{
    fixture f;
    int n = open_cmp(&f, 800, 600, "--compare-solvers", "bfs,astar,wall-follower,random-mouse",
                     "--opt braid=50 --speed 8 --lang en");
    if (n == 0)
        return;
    bool someone_done = false, all = false;
    for (int frame = 0; frame < 200000 && !all; frame++) {
        app_frame(f.a);
        uint64_t t = 0;
        for (int i = 0; i < n; i++)
            t = SDL_max(t, sm_steps(app_compare_gen(f.a, i)));
        all = true;
        for (int i = 0; i < n; i++) {
            const sm *g = app_compare_gen(f.a, i);
            all = all && sm_done(g);
            if (sm_done(g)) {
                someone_done = true;
                CHECK(sm_steps(g) <= t, "race: pane %d ran past the clock", i);
            } else {
                CHECK(sm_steps(g) == t, "race frame %d: pane %d (%s) at step %" PRIu64 ", the clock at %" PRIu64,
                      frame, i, sm_algorithm(g)->id, sm_steps(g), t);
            }
            if (frame % 16 == 0) /* what it shows, now and then: every frame would be O(frames x cells) */
                check_race_text(&f, i);
        }
    }
    CHECK(someone_done && all, "race: the panes did not all finish");
    /* The finished panes stay as they ended while the clock goes on. */
    app_go_back(f.a, UINT64_MAX);
    for (int i = 0; i < n; i++)
        CHECK(sm_steps(app_compare_gen(f.a, i)) == 0, "race Home: pane %d not at step 0", i);
    app_advance(f.a, 50);
    press(f.a, SDLK_LEFT, 0);
    for (int i = 0; i < n; i++)
        CHECK(sm_steps(app_compare_gen(f.a, i)) == 49, "race ←: pane %d at step %" PRIu64 ", want 49", i,
              sm_steps(app_compare_gen(f.a, i)));
    app_frame(f.a); /* the panes' visited counts after a seek back, then stepping on (kept from the change log) */
    for (int i = 0; i < n; i++)
        check_race_text(&f, i);
    press(f.a, SDLK_RIGHT, 0);
    press(f.a, SDLK_RIGHT, 0);
    for (int i = 0; i < n; i++)
        CHECK(sm_steps(app_compare_gen(f.a, i)) == 51, "race →: pane %d at step %" PRIu64 ", want 51", i,
              sm_steps(app_compare_gen(f.a, i)));
    for (int k = 0; k < 40; k++) {
        press(f.a, SDLK_RIGHT, 0);
        app_frame(f.a);
        for (int i = 0; i < n; i++)
            check_race_text(&f, i);
    }
    fixture_close(&f);
}

/* S in compare mode: solvers on the yellow pane's maze, Tab another solver there, S back, C out. */
static void test_race_keys(void)
{
    fixture f;
    int n = open_cmp(&f, 800, 600, "--compare", "backtracker,wilson", "--lang en");
    if (n == 0)
        return;
    CHECK(n == 2 && !app_compare_solving(f.a), "--compare: not 2 generator panes");
    app_advance(f.a, UINT64_MAX);
    maze *gen = maze_create_like(sm_maze(app_compare_gen(f.a, 0)));
    gen_settings gs = gen_default_settings();
    gen_generate(gen_find("backtracker"), gen, harness_seed, &gs);
    CHECK(maze_equal(gen, sm_maze(app_compare_gen(f.a, 0))), "the backtracker pane is not the backtracker's maze");
    press(f.a, SDLK_s, 0);
    n = app_compare_panes(f.a);
    CHECK(app_compare_solving(f.a) && n == 3, "S: %d panes, solving %d", n, app_compare_solving(f.a));
    const char *want[] = {"bfs", "astar", "wall-follower"};
    for (int i = 0; i < n && i < 3; i++) {
        const sm *g = app_compare_gen(f.a, i);
        CHECK(strcmp(sm_algorithm(g)->id, want[i]) == 0 && sm_steps(g) == 0, "S: pane %d is %s at step %" PRIu64,
              i, sm_algorithm(g)->id, sm_steps(g));
        CHECK(maze_equal(sm_maze(g), gen), "S: pane %d races on another maze than the yellow pane's", i);
    }
    app_advance(f.a, 30);
    press(f.a, SDLK_TAB, 0);
    CHECK(strcmp(sm_algorithm(app_compare_gen(f.a, 0))->id, "astar") == 0, "Tab: pane 1 is %s, want astar",
          sm_algorithm(app_compare_gen(f.a, 0))->id);
    CHECK(sm_steps(app_compare_gen(f.a, 1)) == 0, "Tab did not restart the race");
    press(f.a, SDLK_TAB, KMOD_SHIFT);
    CHECK(strcmp(sm_algorithm(app_compare_gen(f.a, 0))->id, "bfs") == 0, "Shift+Tab: pane 1 is %s, want bfs",
          sm_algorithm(app_compare_gen(f.a, 0))->id);
    /* R: the race again on the same maze; N: on a new one, every pane on it at step 0. */
    app_advance(f.a, 40);
    press(f.a, SDLK_r, 0);
    CHECK(sm_steps(app_compare_gen(f.a, 2)) == 0 && maze_equal(sm_maze(app_compare_gen(f.a, 2)), gen),
          "R: not the same maze from step 0");
    press(f.a, SDLK_n, 0);
    for (int i = 0; i < app_compare_panes(f.a); i++)
        CHECK(sm_steps(app_compare_gen(f.a, i)) == 0 && !maze_equal(sm_maze(app_compare_gen(f.a, i)), gen) &&
                  sm_maze(app_compare_gen(f.a, i)) == sm_maze(app_compare_gen(f.a, 0)),
              "N: pane %d is not on the one new maze at step 0", i);
    /* Ctrl+C's state names the race: the yellow pane's generator, the solvers, the step. */
    app_advance(f.a, 12);
    cli_args st;
    char text[CLI_STATE_MAX];
    app_state_current(f.a, &st, true);
    CHECK(cli_state_format(&st, text, sizeof text) &&
              strstr(text, "algo=backtracker&size=24x16") && strstr(text, "compare-solvers=bfs,astar,wall-follower&step=12"),
          "the race's state is '%s'", text);
    press(f.a, SDLK_s, 0);
    CHECK(!app_compare_solving(f.a) && app_compare_panes(f.a) == 2 &&
              strcmp(sm_algorithm(app_compare_gen(f.a, 0))->id, "backtracker") == 0,
          "S again: not the generator panes back");
    app_set_clock(f.a, 1000); /* the notice shows for 4 s of the app's clock, however slow this machine is */
    press(f.a, SDLK_d, 0);
    app_frame(f.a);
    CHECK(strstr(app_hud(f.a), "D colours one maze") != NULL, "D in compare mode: bar says %s", app_hud(f.a));
    press(f.a, SDLK_s, 0);
    CHECK(app_compare_solving(f.a), "S: no race the second time");
    press(f.a, SDLK_c, 0);
    CHECK(app_compare_panes(f.a) == 0 && app_running(f.a), "C did not leave the race for one maze");
    maze_destroy(gen);
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
static void check_text(const char *flag, const char *ids, int w, int h, int steps, const char *extra)
{
    fixture f;
    int n = open_cmp(&f, w, h, flag, ids, extra);
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
        SDL_Rect mr = render_info(app_compare_renderer(f.a, p))->maze;
        const maze *m = sm_maze(app_compare_gen(f.a, p));
        printf("%s %dx%d pane %d: title capital %d px (%.2f %% of the height), maze %dx%d px (%.1f px a cell)\n",
               ids, w, h, p, cap, 100.0 * cap / h, mr.w, mr.h, (double)mr.w / m->w);
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

/* The longest run of colour c from (x, y) stepping (sx, sy), n pixels at most. */
static int run_of(const fixture *f, int x, int y, int sx, int sy, int n, SDL_Color c)
{
    int best = 0, run = 0;
    for (int i = 0; i < n; i++, x += sx, y += sy) {
        bool in = x >= 0 && y >= 0 && x < f->surf->w && y < f->surf->h && px_at(f, x, y) == argb(c);
        run = in ? run + 1 : 0;
        best = SDL_max(best, run);
    }
    return best;
}

/*
 * Lab slot i's bar read back from the picture (issue 28, item 8): its
 * width (the widest row of track or fill) against the slot's, and the
 * expected count's mark (the thickest column of the heading colour).
 */
static void check_lab_bar(const fixture *f, render *r, size_t i, int *bar_pct, int *mark_h)
{
    const render_theme *th = render_get_theme(r);
    SDL_Rect t = render_lab_thumb(r, i), u = render_lab_thumb(r, i + 1);
    int dx = u.x - t.x, top = t.y - t.h; /* the bar is shorter than a thumbnail; above it no heading colour */
    *bar_pct = *mark_h = 0;
    for (int y = top; y < t.y; y++)
        *bar_pct = SDL_max(*bar_pct, SDL_max(run_of(f, t.x - dx / 2, y, 1, 0, 2 * dx, th->timeline_bg),
                                         run_of(f, t.x - dx / 2, y, 1, 0, 2 * dx, th->timeline_fill)));
    for (int x = t.x; x < t.x + t.w; x++)
        *mark_h = SDL_max(*mark_h, run_of(f, x, top, 0, 1, t.y - top, th->panel_head));
    *bar_pct = *bar_pct * 100 / dx; /* percent of the slot */
}

/*
 * The legend goes where the panes get the largest cells (issue 28, item
 * 8): a race of three leaves one place of a 2 x 2 grid empty, the legend
 * goes there and the panes get the height it took; four panes in a wide
 * window get the whole height with the legend in a column beside them.
 * Cells of at least want px at w x h (flag's panes of ids).
 */
static void check_pane_cells(const char *flag, const char *ids, int w, int h, double want)
{
    fixture f;
    int n = open_cmp(&f, w, h, flag, ids, "--lang en");
    app_advance(f.a, 100);
    CHECK(app_draw(f.a), "draw: %s", SDL_GetError());
    for (int p = 0; p < n; p++) {
        SDL_Rect mr = render_info(app_compare_renderer(f.a, p))->maze;
        double cell = (double)mr.w / sm_maze(app_compare_gen(f.a, p))->w;
        if (p == 0)
            printf("%s %dx%d: %.1f px a cell\n", ids, w, h, cell);
        CHECK(cell >= want, "%s %dx%d pane %d: %.1f px a cell < %.1f", ids, w, h, p, cell, want);
    }
    fixture_close(&f);
}

/*
 * The first count of four or more digits in t written without grouping
 * ("1500 cells" rather than "1,500 cells"), or NULL. A seed is a name, not
 * a count: the digits after "seed " / "种子 " are skipped, and so are
 * decimals after a point.
 */
static const char *ungrouped(const char *t)
{
    for (const char *p = t; *p; p++) {
        if (!isdigit((unsigned char)*p) || (p > t && (isdigit((unsigned char)p[-1]) || p[-1] == ',' || p[-1] == '.')))
            continue;
        size_t n = strspn(p, "0123456789");
        bool seed = (p - t >= 5 && strncmp(p - 5, "seed ", 5) == 0) || (p - t >= 7 && strncmp(p - 7, "种子 ", 7) == 0);
        if (n >= 4 && !seed)
            return p;
    }
    return NULL;
}

/*
 * One number style (issue 28, item 9): every count the window shows is
 * grouped by thousands in both languages - the single maze's HUD, a race's
 * panes, the lab - as the lab always did ("5,000 mazes").
 */
static void check_counts_grouped(const char *lang)
{
    static const char *const runs[] = {"--algo backtracker --size 60x40 --panel off",
                                       "--compare-solvers bfs,dfs --algo backtracker --size 60x40",
                                       "--lab --algo wilson --steps 2000"};
    for (size_t r = 0; r < sizeof runs / sizeof runs[0]; r++) {
        fixture f;
        char cmd[300];
        snprintf(cmd, sizeof cmd, "%s --lang %s --seed 7", runs[r], lang);
        if (!fixture_open(&f, 1920, 1080, cmd)) {
            CHECK(0, "cannot open fixture: %s", cmd);
            continue;
        }
        if (app_lab(f.a)) {
            for (int i = 0; i < 10; i++) /* 128 mazes a frame */
                press(f.a, SDLK_PLUS, 0);
            for (int i = 0; i < 40; i++)
                app_frame(f.a);
        } else {
            app_set_offscreen(f.a, true);
            app_advance(f.a, 1500);
            CHECK(app_draw(f.a), "draw: %s", SDL_GetError());
        }
        const char *texts[4] = {app_hud(f.a), app_compare_panes(f.a) ? app_compare_text(f.a, 0) : "",
                                app_compare_panes(f.a) ? app_compare_text(f.a, 1) : "", app_lab(f.a) ? app_lab_text(f.a) : ""};
        bool big = false;
        for (size_t i = 0; i < 4; i++) {
            const char *t = texts[i] ? texts[i] : "";
            const char *bad = ungrouped(t);
            CHECK(bad == NULL, "%s: a count without thousands separators at \"%.20s\" in \"%s\"", cmd, bad ? bad : "", t);
            big |= strchr(t, ',') != NULL && strpbrk(t, "0123456789") != NULL;
        }
        printf("%s: %s | %s\n", cmd, texts[0], texts[1] ? texts[1] : "");
        CHECK(big, "%s: no count of four digits on screen to look at", cmd);
        fixture_close(&f);
    }
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
    for (int i = 0; i < 10; i++) /* from the narrating pace (1 maze / 8 frames) to 128 mazes a frame */
        press(f.a, SDLK_PLUS, 0);
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
    for (size_t i = 0; i + 1 < trees; i += 37) {
        int pct, mark;
        check_lab_bar(&f, r, i, &pct, &mark);
        if (i == 0)
            printf("lab %dx%d: bar %d %% of its slot, expected-count mark %d px\n", w, h, pct, mark);
        CHECK(pct >= 75 && mark >= 3, "lab %dx%d slot %zu: bar %d %% of the slot (< 75), mark %d px (< 3)", w, h, i,
              pct, mark);
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

/* Whether pictures a and b (either may be NULL) have the same pixels. */
static bool same_pixels(SDL_Surface *a, SDL_Surface *b)
{
    SDL_Surface *ac = a ? SDL_ConvertSurfaceFormat(a, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    SDL_Surface *bc = b ? SDL_ConvertSurfaceFormat(b, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    bool same = ac && bc && ac->w == bc->w && ac->h == bc->h;
    for (int y = 0; same && y < ac->h; y++)
        same = memcmp((char *)ac->pixels + y * ac->pitch, (char *)bc->pixels + y * bc->pitch, (size_t)ac->w * 4) == 0;
    SDL_FreeSurface(ac);
    SDL_FreeSurface(bc);
    return same;
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
    CHECK(same_pixels(b, fw), "--compare --steps 400 --back 100 differs from --steps 300");
    SDL_FreeSurface(b);
    SDL_FreeSurface(fw);
    s = shoot("race.png", "--compare-solvers bfs,astar,wall-follower --opt braid=50 --window 1920x1080");
    CHECK(s && s->w == 1920 && s->h == 1080, "race screenshot size");
    SDL_FreeSurface(s);
    b = shoot("race-back.png", "--compare-solvers bfs,dfs,pledge --algo prim --steps 120 --back 50");
    fw = shoot("race-fwd.png", "--compare-solvers bfs,dfs,pledge --algo prim --steps 70");
    CHECK(same_pixels(b, fw), "--compare-solvers --steps 120 --back 50 differs from --steps 70");
    SDL_FreeSurface(b);
    SDL_FreeSurface(fw);
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
    check_text("--compare", "wilson,backtracker", 1920, 1080, 300, "--lang en");
    check_text("--compare", "wilson,backtracker,kruskal,eller", 1920, 1080, 300, "--lang en");
    check_text("--compare", "wilson,backtracker,kruskal,eller", 1920, 1080, 100000, "--lang en");
    check_text("--compare", "wilson,backtracker", 800, 600, 100000, "--lang en");
    check_text("--compare", "wilson,backtracker,kruskal,eller", 1920, 1080, 300, "--lang zh --theme projector");
    check_race("bfs,astar,wall-follower", "--algo wilson --opt braid=50");
    check_race("dfs,tremaux,pledge,dead-end-filling", "--algo backtracker --opt braid=20 --from 3,2 --to 20,9");
    check_race("random-mouse,bfs", "--algo kruskal");
    check_race("astar,wall-follower", "--grid hex --algo prim --opt braid=30");
    check_race("wall-follower,wall-follower:hand=right,random-mouse:cap=10", "--algo wilson");
    test_race_lockstep();
    test_race_keys();
    check_text("--compare-solvers", "bfs,astar,wall-follower", 1920, 1080, 100000, "--lang en --opt braid=50");
    check_text("--compare-solvers", "bfs,astar,wall-follower", 800, 600, 100000, "--lang en --opt braid=50");
    check_text("--compare-solvers", "bfs,random-mouse,dead-end-filling,pledge", 1920, 1080, 200,
               "--lang zh --theme projector");
    check_text("--compare-solvers", "bfs,random-mouse,dead-end-filling,pledge", 800, 600, 100000, "--lang en");
    check_pane_cells("--compare-solvers", "bfs,dfs,astar", 800, 600, 7.5);
    check_pane_cells("--compare-solvers", "bfs,dfs,astar", 1920, 1080, 24.0);
    check_pane_cells("--compare", "backtracker,wilson,kruskal,prim", 1920, 1080, 15.0);
    check_pane_cells("--compare-solvers", "bfs,dfs,astar,wall-follower", 1920, 1080, 15.0);
    check_pane_cells("--compare", "backtracker,wilson", 1920, 1080, 37.0);
    check_pane_cells("--compare", "backtracker,wilson", 800, 600, 15.0);
    check_counts_grouped("en");
    check_counts_grouped("zh");
    check_lab("wilson", 1920, 1080, 40);
    check_lab("backtracker", 800, 600, 10);
    test_screenshots();
    TTF_Quit();
    SDL_Quit();
    if (harness_failures)
        fprintf(stderr, "%d failure(s)\n", harness_failures);
    return harness_failures ? 1 : 0;
}
