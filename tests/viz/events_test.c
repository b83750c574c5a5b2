/*
 * events_test.c - the window's event keys and the loop that stays, frame by
 * frame with the software renderer and the app's own clock:
 *
 * - paused on a step that erased a loop, reached by → (forward), ← (back),
 *   a timeline seek (both ways), --steps K and --until loop-erased:N, the
 *   erased cells are drawn in the ghost colour, still after 2 s; one step
 *   on, the ghost fades out; running, it fades as before;
 * - PgDn stops on the next step raising the chosen event (the steps a
 *   one-step-at-a-time run of the core finds), for every generator and
 *   solver, the HUD naming the event; PgUp goes back to the previous one;
 *   E cycles the kind and the HUD says which.
 */
#include "viz_harness.h"
#include "app/config.h"
#include "render/render.h"

static char cmd[400];

static const char *cmdline(const char *algo, const char *size, const char *extra)
{
    snprintf(cmd, sizeof cmd, "--algo %s --size %s --seed %" PRIu64 " %s", algo, size, harness_seed, extra);
    return cmd;
}

static Uint32 argb(SDL_Color c) { return 0xff000000u | (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b; }

static Uint32 px_at(const fixture *f, int x, int y)
{
    return f->px[(size_t)y * (size_t)f->surf->w + (size_t)x] | 0xff000000u;
}

/* Whether the machine's last step erased a loop of at least two cells. */
static bool erasing(const sm *g)
{
    const uint32_t *c;
    size_t n;
    uint64_t step;
    return sm_ghost(g, &c, &n, &step) && step == sm_steps(g) && n >= 2;
}

/* The steps of a Wilson run (the fixture's settings) that erase a loop of two or more cells. */
static size_t erasing_steps(uint64_t *out, size_t max)
{
    maze *m = maze_create(20, 15);
    gen_settings s = gen_default_settings();
    s.track_changes = true;
    sm *g = m ? sm_create(gen_find("wilson"), m, harness_seed, &s) : NULL;
    size_t n = 0;
    while (g && !sm_done(g) && n < max) {
        sm_step(g);
        if (erasing(g))
            out[n++] = sm_steps(g);
        sm_clear_changes(g);
    }
    sm_destroy(g);
    maze_destroy(m);
    return n;
}

/*
 * Draws at clock t and checks the ghost: a cell of the erased loop that
 * the walk has not entered again is drawn blended with the ghost colour
 * (redder than its own colour) when `want`, in its own colour when not.
 */
static void check_ghost(fixture *f, double t, bool want, const char *how)
{
    app_set_clock(f->a, t);
    app_draw(f->a);
    read_pixels(f);
    const sm *g = app_gen(f->a);
    const uint32_t *cells;
    size_t n;
    uint64_t step;
    if (!sm_ghost(g, &cells, &n, &step)) {
        CHECK(!want, "%s: no loop ghost at step %" PRIu64, how, sm_steps(g));
        return;
    }
    const maze *mz = sm_maze(g);
    SDL_Rect m = render_maze_rect(app_renderer(f->a));
    int pitch = m.w / (int)mz->w;
    for (size_t i = 0; i < n; i++) {
        sm_cell k = sm_cell_mark(g, cells[i]);
        if (k.kind == SM_CELL_WALK || k.kind == SM_CELL_HEAD)
            continue;
        int x = m.x + (int)maze_x(mz, cells[i]) * pitch + pitch / 2, y = m.y + (int)maze_y(mz, cells[i]) * pitch + pitch / 2;
        Uint32 p = px_at(f, x, y), own = argb(render_cell_colour(&config_theme_classic, k));
        bool ghostly = p != own && (int)(p >> 8 & 0xff) < (int)(own >> 8 & 0xff) - 40;
        CHECK(ghostly == want, "%s: step %" PRIu64 ", erased cell (%u,%u) is %08x (own colour %08x): ghost %s",
              how, sm_steps(g), maze_x(mz, cells[i]), maze_y(mz, cells[i]), p, own, want ? "missing" : "left");
        return;
    }
    CHECK(!want, "%s: every erased cell is on the walk again", how);
}

/* Paused on erasing step k: the ghost now and 2 s later; one step on, it fades out. */
static void check_stays(fixture *f, uint64_t k, const char *how)
{
    CHECK(sm_steps(app_gen(f->a)) == k && erasing(app_gen(f->a)), "%s: at step %" PRIu64 ", want erasing step %" PRIu64,
          how, sm_steps(app_gen(f->a)), k);
    double t = 50000;
    check_ghost(f, t, true, how);
    check_ghost(f, t + 2000, true, how);
    press(f->a, SDLK_RIGHT, 0);
    const uint32_t *c;
    size_t n;
    uint64_t step;
    if (!sm_ghost(app_gen(f->a), &c, &n, &step) || step != sm_steps(app_gen(f->a))) /* this step erased none */
        check_ghost(f, t + 2000 + 2 * CONFIG_GHOST_MS, false, how);
    app_seek_now(f->a, k);
}

static void test_ghost_stays(void)
{
    uint64_t k[64];
    size_t nk = erasing_steps(k, 64);
    CHECK(nk >= 3, "only %zu erasing steps", nk);
    if (nk < 3)
        return;
    fixture f;
    if (!fixture_open(&f, 800, 600, cmdline("wilson", "20x15", "--speed 1/32"))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    press(f.a, SDLK_SPACE, 0);
    while (sm_steps(app_gen(f.a)) < k[1])
        press(f.a, SDLK_RIGHT, 0);
    check_stays(&f, k[1], "forward (→)");
    app_seek_now(f.a, k[2] + 3);
    while (sm_steps(app_gen(f.a)) > k[2])
        press(f.a, SDLK_LEFT, 0);
    check_stays(&f, k[2], "back (←)");
    app_seek_now(f.a, 0);
    app_seek_now(f.a, k[1]);
    check_stays(&f, k[1], "seek forward");
    app_seek_now(f.a, k[nk - 1]);
    app_seek_now(f.a, k[0]);
    check_stays(&f, k[0], "seek back");
    fixture_close(&f);

    /* --steps K and --until loop-erased:N open paused there; app_start_at is what the window calls */
    const char *opens[2] = {"--steps", "--until"};
    for (int i = 0; i < 2; i++) {
        char extra[80], argbuf[600];
        uint64_t n = 0; /* the N of k[1]: erasing steps of any length up to it */
        maze *m = maze_create(20, 15);
        gen_settings s = gen_default_settings();
        s.track_changes = true;
        sm *g = sm_create(gen_find("wilson"), m, harness_seed, &s);
        while (sm_run_to_event(g, (size_t)sm_event_find(gen_find("wilson"), "loop-erased"), UINT64_MAX, NULL) &&
               sm_steps(g) <= k[1])
            n++;
        sm_destroy(g);
        maze_destroy(m);
        if (i == 0)
            snprintf(extra, sizeof extra, "--steps %" PRIu64, k[1]);
        else
            snprintf(extra, sizeof extra, "--until loop-erased:%" PRIu64, n);
        snprintf(argbuf, sizeof argbuf, "mazeviz %s", cmdline("wilson", "20x15", extra));
        char *argv[32];
        int argc = 0;
        for (char *t = strtok(argbuf, " "); t && argc < 31; t = strtok(NULL, " "))
            argv[argc++] = t;
        cli_args args;
        char err[512];
        CHECK(cli_parse(argc, argv, &args, err, sizeof err), "%s: %s", opens[i], err);
        if (!fixture_open(&f, 800, 600, cmdline("wilson", "20x15", ""))) {
            CHECK(0, "cannot open fixture");
            return;
        }
        CHECK(app_start_at(f.a, &args), "%s: app_start_at failed", opens[i]);
        check_stays(&f, k[1], opens[i]);
        fixture_close(&f);
    }
}

/* Running, the ghost still fades by the clock: shown when made, gone a second after the next step. */
static void test_ghost_fades_running(void)
{
    fixture f;
    if (!fixture_open(&f, 800, 600, cmdline("wilson", "20x15", ""))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    double t = 1000;
    bool checked = false;
    for (int i = 0; i < 100000 && !checked && !sm_done(app_gen(f.a)); i++) {
        app_set_clock(f.a, t += 33);
        app_frame(f.a);
        if (!erasing(app_gen(f.a)))
            continue;
        check_ghost(&f, t, true, "running, the frame that erased it");
        app_set_clock(f.a, t += 33);
        app_frame(f.a); /* one step on */
        if (erasing(app_gen(f.a)))
            continue;
        check_ghost(&f, t += 2 * CONFIG_GHOST_MS, false, "running, a second later");
        checked = true;
    }
    CHECK(checked, "no erasing step followed by a plain one");
    fixture_close(&f);
}

/* The step a one-at-a-time run of a's machine reaches its (k+1)-th event ev at, after `after`. */
static uint64_t next_event_step(const sm *g0, size_t ev, uint64_t after)
{
    const sm_algo *a = sm_algorithm(g0);
    maze *m = maze_create(sm_maze(g0)->w, sm_maze(g0)->h);
    if (!m)
        return 0;
    memcpy(m->cells, sm_maze(g0)->cells, m->n); /* a solver's maze as it is; a generator resets it */
    sm_settings s = *sm_get_settings(g0);
    sm *g = sm_create(a, m, sm_seed(g0), &s);
    sm_seek(g, after);
    uint64_t at = sm_run_to_event(g, ev, UINT64_MAX, NULL) ? sm_steps(g) : 0;
    sm_destroy(g);
    maze_destroy(m);
    return at;
}

/* PgDn / PgUp / E on one algorithm (a generator, or a solver after the maze is made). */
static void check_keys(const char *algo, const char *extra)
{
    fixture f;
    if (!fixture_open(&f, 800, 600, cmdline(algo, "16x12", extra))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app *a = f.a;
    press(a, SDLK_SPACE, 0);
    app_advance(a, 0); /* with --solve: the maze made, the solver at its step 0 */
    const sm *g = app_gen(a);
    const sm_algo *al = sm_algorithm(g);
    size_t ev = al->main_event;
    uint64_t stops[3] = {0};
    int got = 0;
    for (; got < 3; got++) { /* PgDn: the main event's next steps, named in the HUD */
        uint64_t want = next_event_step(g, ev, sm_steps(g));
        if (!want)
            break;
        press(a, SDLK_PAGEDOWN, 0);
        for (int i = 0; i < 10000 && a->maze.hunting; i++)
            app_frame(a);
        stops[got] = sm_steps(g);
        CHECK(stops[got] == want && a->paused, "%s: PgDn stopped at step %" PRIu64 ", the next %s is at %" PRIu64,
              al->id, stops[got], al->events[ev].id, want);
        app_frame(a);
        CHECK(strstr(app_hud(a), sm_tr(al->events[ev].name, SM_LANG_EN)) != NULL, "%s: the HUD '%s' does not name %s",
              al->id, app_hud(a), al->events[ev].id);
    }
    CHECK(got >= 1, "%s: no %s event", al->id, al->events[ev].id);
    /* PgUp: back to the previous of a kind raised at least twice (E picks it) */
    size_t kind = al->n_events;
    uint64_t first = 0, second = 0;
    for (size_t e = 0; e < al->n_events && kind == al->n_events; e++) {
        first = next_event_step(g, (ev + e) % al->n_events, 0);
        second = first ? next_event_step(g, (ev + e) % al->n_events, first) : 0;
        if (second)
            kind = (ev + e) % al->n_events;
    }
    if (kind < al->n_events) {
        for (size_t e = ev; e != kind; e = (e + 1) % al->n_events)
            press(a, SDLK_e, 0);
        press(a, SDLK_HOME, 0);
        press(a, SDLK_PAGEDOWN, 0);
        for (int i = 0; i < 10000 && a->maze.hunting; i++)
            app_frame(a);
        press(a, SDLK_PAGEDOWN, 0);
        for (int i = 0; i < 10000 && a->maze.hunting; i++)
            app_frame(a);
        CHECK(sm_steps(g) == second, "%s: PgDn PgDn on %s went to step %" PRIu64 ", want %" PRIu64, al->id,
              al->events[kind].id, sm_steps(g), second);
        press(a, SDLK_PAGEUP, 0);
        CHECK(sm_steps(g) == first, "%s: PgUp went to step %" PRIu64 ", the previous %s is at %" PRIu64, al->id,
              sm_steps(g), al->events[kind].id, first);
        press(a, SDLK_PAGEUP, 0);
        CHECK(sm_steps(g) == first, "%s: PgUp before the first %s moved to step %" PRIu64, al->id,
              al->events[kind].id, sm_steps(g));
        while (app_event_kind(a) != ev)
            press(a, SDLK_e, 0);
    }
    if (al->n_events > 1) {
        app_set_clock(a, 100000);
        press(a, SDLK_e, 0);
        app_frame(a);
        size_t next = (ev + 1) % al->n_events;
        char want[200];
        snprintf(want, sizeof want, "PgDn → %s", al->events[next].name.en);
        CHECK(strstr(app_hud(a), want) != NULL, "%s: after E the HUD '%s' does not say '%s'", al->id, app_hud(a), want);
        press(a, SDLK_e, KMOD_SHIFT);
        app_frame(a);
        snprintf(want, sizeof want, "PgDn → %s", al->events[ev].name.en);
        CHECK(strstr(app_hud(a), want) != NULL, "%s: after Shift+E the HUD '%s' does not say '%s'", al->id,
              app_hud(a), want);
    }
    fixture_close(&f);
}

static void test_event_keys(void)
{
    for (size_t i = 0; i < gen_algo_count; i++)
        check_keys(gen_algos[i]->id, "");
    for (size_t i = 0; i < solve_algo_count; i++) {
        char extra[64];
        snprintf(extra, sizeof extra, "--solve %s", solve_algos[i]->id);
        check_keys("backtracker", extra);
    }
    check_keys("backtracker", "--solve distance");
}

int main(void)
{
    harness_init();
    test_ghost_stays();
    test_ghost_fades_running();
    test_event_keys();
    TTF_Quit();
    SDL_Quit();
    if (harness_failures)
        printf("events_test: %d check(s) failed\n", harness_failures);
    else
        printf("events_test: all checks passed\n");
    return harness_failures ? 1 : 0;
}
