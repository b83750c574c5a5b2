/*
 * teach_test.c - the teaching window, frame by frame with the software
 * renderer: the pseudocode panel highlights the line the machine reports,
 * the legend lists the marks the run produced, Wilson's erased loop shows
 * as a ghost and fades by the app's clock, group and frontier colours,
 * the same finished colours for every algorithm, text sized from the
 * window (measured from the pixels) at four sizes with nothing outside the
 * window and no two texts overlapping, stepping back exactly (keys and the
 * timeline), the menu, and the language switch.
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

/* Draws twice a long time apart on the app's clock, so no loop ghost is left on the picture. */
static void settle(app *a)
{
    app_set_clock(a, 1e6);
    app_draw(a);
    app_set_clock(a, 1e6 + 10 * CONFIG_GHOST_MS);
    app_draw(a);
}

static Uint32 argb(SDL_Color c) { return 0xff000000u | (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b; }

static Uint32 px_at(const fixture *f, int x, int y) { return f->px[(size_t)y * (size_t)f->surf->w + (size_t)x] | 0xff000000u; }

/* The panel's band sits on the pseudocode line the machine reports, at that line's row. */
static void test_panel_highlight(void)
{
    fixture f;
    if (!fixture_open(&f, 1920, 1080, cmdline("wilson", "30x20", "--panel on --lang en"))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    const render_theme *th = &config_theme_classic;
    for (int i = 0; i < 400; i++) {
        app_frame(f.a);
        int line = sm_get_note(app_gen(f.a)).line;
        const render_layout_info *in = render_info(app_renderer(f.a));
        CHECK(in->panel.w > 0, "no panel at 1920x1080 with --panel on");
        CHECK(in->code_hl.w > 0 && in->code_hl.y == in->code_row[line].y,
              "step %d: band at y=%d, line %d's row at y=%d", i, in->code_hl.y, line, in->code_row[line].y);
        if (i % 50 == 7) {
            read_pixels(&f);
            SDL_Rect b = in->code_hl;
            CHECK(count_rgb(&f, &b, th->code_hl_bg.r, th->code_hl_bg.g, th->code_hl_bg.b) > b.w * b.h / 2,
                  "the band is not drawn at line %d", line);
            CHECK(count_rgb(&f, &b, 0, 0, 0) > 50, "no text on the band at line %d", line);
            for (int k = 0; k < RENDER_MAX_CODE; k++)
                if (k != line && in->code_row[k].w > 0) {
                    SDL_Rect o = in->code_row[k];
                    CHECK(count_rgb(&f, &o, th->code_hl_bg.r, th->code_hl_bg.g, th->code_hl_bg.b) == 0,
                          "line %d is highlighted too (current %d)", k, line);
                }
        }
    }
    press(f.a, SDLK_p, 0);
    app_frame(f.a);
    CHECK(render_info(app_renderer(f.a))->panel.w == 0, "P did not hide the panel");
    fixture_close(&f);
}

/* The legend's rows are exactly the marks the run showed (run to completion, marks collected). */
static void check_legend(const gen_algo *algo)
{
    fixture f;
    if (!fixture_open(&f, 1920, 1080, cmdline(algo->id, "12x9", "--panel on"))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    bool cell_seen[SM_CELL_KINDS] = {0}, wall_seen[SM_WALL_KINDS] = {0};
    const sm *g = app_gen(f.a);
    const maze *m = sm_maze(g);
    for (int i = 0; i < 200000; i++) {
        for (uint32_t c = 0; c < m->n; c++) {
            cell_seen[sm_cell_mark(g, c).kind] = true;
            for (maze_dir d = 0; d < m->sides; d++)
                if (maze_neighbor(m, c, (maze_dir)d) != MAZE_NONE)
                    wall_seen[sm_wall_mark(g, c, (maze_dir)d)] = true;
        }
        if (sm_done(g))
            break;
        app_advance(f.a, 1);
    }
    app_frame(f.a);
    const render_layout_info *in = render_info(app_renderer(f.a));
    bool listed_c[SM_CELL_KINDS] = {0}, listed_w[SM_WALL_KINDS] = {0};
    for (size_t i = 0; i < algo->n_legend; i++) {
        const sm_legend *l = &algo->legend[i];
        CHECK(in->legend_swatch[i].w > 0, "%s: legend row %zu not drawn", algo->id, i);
        if (l->type == SM_MARK_CELL)
            listed_c[l->kind] = true;
        else
            listed_w[l->kind] = true;
    }
    for (int k = 0; k < SM_CELL_KINDS; k++)
        CHECK(listed_c[k] == cell_seen[k], "%s: cell kind %d %s but %s", algo->id, k,
              cell_seen[k] ? "was shown" : "never shown", listed_c[k] ? "listed" : "not listed");
    for (int k = 1; k < SM_WALL_KINDS; k++)
        CHECK(listed_w[k] == wall_seen[k], "%s: wall kind %d %s but %s", algo->id, k,
              wall_seen[k] ? "was shown" : "never shown", listed_w[k] ? "listed" : "not listed");
    /* The swatch of each cell row has the colour the maze uses for that mark. */
    read_pixels(&f);
    for (size_t i = 0; i < algo->n_legend; i++) {
        const sm_legend *l = &algo->legend[i];
        SDL_Rect s = in->legend_swatch[i];
        if (l->type != SM_MARK_CELL || l->kind == SM_CELL_GROUP || l->kind == SM_CELL_FRONTIER ||
            l->kind == SM_CELL_VISITED || s.w == 0)
            continue;
        SDL_Color c = config_theme_classic.cell[l->kind];
        CHECK(px_at(&f, s.x + s.w / 2, s.y + s.h / 2) == argb(c), "%s: swatch %zu has the wrong colour",
              algo->id, i);
    }
    fixture_close(&f);
}

static void test_legend(void)
{
    for (size_t i = 0; i < gen_algo_count; i++)
        check_legend(gen_algos[i]);
}

/* Wilson's erased loop: a ghost after the erasure, gone after CONFIG_GHOST_MS of the app's clock. */
static void test_ghost(void)
{
    fixture f;
    if (!fixture_open(&f, 800, 600, cmdline("wilson", "20x15", ""))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    double t = 1000;
    app_set_clock(f.a, t);
    const uint32_t *cells;
    size_t n = 0;
    uint64_t step = 0;
    int i;
    for (i = 0; i < 100000; i++) {
        app_set_clock(f.a, t += 33);
        app_frame(f.a);
        if (sm_ghost(app_gen(f.a), &cells, &n, &step) && step == sm_steps(app_gen(f.a)) && n >= 2)
            break;
    }
    CHECK(n >= 2, "no loop erased in %d frames", i);
    if (n < 2) {
        fixture_close(&f);
        return;
    }
    /* running (drawn without stepping on): the ghost fades by the clock; paused it stays (events_test) */
    app_set_clock(f.a, t += 100);
    app_draw(f.a);
    read_pixels(&f);
    SDL_Rect m = render_maze_rect(app_renderer(f.a));
    const render_theme *th = &config_theme_classic;
    /* Blended ghost over cream: redder than cream at the loop's first cell. */
    const maze *mz = sm_maze(app_gen(f.a));
    int pitch = m.w / (int)mz->w;
    int cx = m.x + (int)maze_x(mz, cells[0]) * pitch + pitch / 2, cy = m.y + (int)maze_y(mz, cells[0]) * pitch + pitch / 2;
    Uint32 p = px_at(&f, cx, cy);
    int g = (int)(p >> 8 & 0xff);
    CHECK(g < th->cell[SM_CELL_BLANK].g - 40, "no ghost over the erased cell (green %d)", g);
    /* Half-way it is fainter; after its lifetime the cell shows its own colour again. */
    app_set_clock(f.a, t += CONFIG_GHOST_MS / 2);
    app_draw(f.a);
    read_pixels(&f);
    int g_half = (int)(px_at(&f, cx, cy) >> 8 & 0xff);
    CHECK(g_half > g, "the ghost did not fade (green %d, then %d)", g, g_half);
    app_set_clock(f.a, t += CONFIG_GHOST_MS);
    app_draw(f.a);
    read_pixels(&f);
    Uint32 own = argb(render_cell_colour(th, sm_cell_mark(app_gen(f.a), cells[0])));
    CHECK(px_at(&f, cx, cy) == own, "ghost still there after its lifetime (%08x, cell colour %08x)",
          px_at(&f, cx, cy), own);
    fixture_close(&f);
}

/*
 * A fading loop never hides the walk: when the walk re-enters cells of a
 * loop erased a moment ago, its head and body show their own colours.
 */
static void test_ghost_under_walk(void)
{
    fixture f;
    if (!fixture_open(&f, 800, 600, cmdline("wilson", "12x9", ""))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    const render_theme *th = &config_theme_classic;
    const maze *mz = sm_maze(app_gen(f.a));
    double t = 1000;
    int reentered = 0, bad = 0;
    for (int i = 0; i < 3000 && !sm_done(app_gen(f.a)) && bad < 3; i++) {
        app_set_clock(f.a, t += 33);
        app_frame(f.a);
        const uint32_t *cells;
        size_t n;
        uint64_t step;
        if (!sm_ghost(app_gen(f.a), &cells, &n, &step) || (sm_steps(app_gen(f.a)) - step) * 33 >= CONFIG_GHOST_MS / 2)
            continue;
        read_pixels(&f);
        SDL_Rect m = render_maze_rect(app_renderer(f.a));
        int pitch = m.w / (int)mz->w;
        for (size_t k = 0; k < n; k++) {
            sm_cell c = sm_cell_mark(app_gen(f.a), cells[k]);
            if (c.kind != SM_CELL_WALK && c.kind != SM_CELL_HEAD)
                continue;
            reentered++;
            int cx = m.x + (int)maze_x(mz, cells[k]) * pitch + pitch / 2;
            int cy = m.y + (int)maze_y(mz, cells[k]) * pitch + pitch / 2;
            Uint32 own = argb(render_cell_colour(th, c));
            if (px_at(&f, cx, cy) != own) {
                bad++;
                CHECK(0, "frame %d: the ghost hides the walk at (%u,%u): %08x, walk colour %08x", i,
                      maze_x(mz, cells[k]), maze_y(mz, cells[k]), px_at(&f, cx, cy), own);
            }
        }
    }
    CHECK(reentered > 0, "the walk never re-entered a fresh loop's cells in 3000 frames");
    printf("ghost under walk: %d re-entered cells checked\n", reentered);
    fixture_close(&f);
}

/* Group index i -> colour: distinct for every index below RENDER_GROUP_COLOURS, both themes. */
static void test_group_colours(void)
{
    for (size_t t = 0; t < CONFIG_THEMES; t++)
        for (uint32_t i = 0; i < RENDER_GROUP_COLOURS; i++)
            for (uint32_t j = i + 1; j < RENDER_GROUP_COLOURS; j++) {
                SDL_Color a = render_cell_colour(config_themes[t], (sm_cell){SM_CELL_GROUP, 0, i});
                SDL_Color b = render_cell_colour(config_themes[t], (sm_cell){SM_CELL_GROUP, 0, j});
                CHECK(argb(a) != argb(b), "%s: groups %u and %u share a colour", config_themes[t]->id, i, j);
            }
}

/*
 * Over the registry: touching cells of different groups get different
 * pixels, and an algorithm that shades its frontier (gives it shades other
 * than 0, like True Prim's weights) shows more than one shade at some step. Algorithms without groups or shades are skipped.
 */
static void check_groups_shades(const gen_algo *algo)
{
    fixture f;
    if (!fixture_open(&f, 800, 600, cmdline(algo->id, "16x12", ""))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    const sm *g = app_gen(f.a);
    const maze *m = sm_maze(g);
    int most_shades = 0;
    bool shades_used = false;
    long pairs = 0;
    for (int i = 0; i < 5000 && !sm_done(g); i++) {
        app_advance(f.a, 1);
        Uint32 seen[RENDER_SHADES + 1];
        int shades = 0;
        bool group_pair = false;
        for (uint32_t c = 0; c < m->n; c++) {
            sm_cell k = sm_cell_mark(g, c);
            if (k.kind == SM_CELL_FRONTIER) {
                shades_used = shades_used || k.shade != 0; /* the algorithm weighs its frontier */
                Uint32 q = argb(render_cell_colour(&config_theme_classic, k));
                int j = 0;
                while (j < shades && seen[j] != q)
                    j++;
                if (j == shades && shades <= RENDER_SHADES)
                    seen[shades++] = q;
            }
            uint32_t e = maze_neighbor(m, c, RECT_E);
            if (k.kind == SM_CELL_GROUP && e != MAZE_NONE) {
                sm_cell ke = sm_cell_mark(g, e);
                group_pair |= ke.kind == SM_CELL_GROUP && ke.group != k.group;
            }
        }
        most_shades = SDL_max(most_shades, shades);
        if (!group_pair || i % 7)
            continue;
        app_draw(f.a);
        read_pixels(&f);
        SDL_Rect r = render_maze_rect(app_renderer(f.a));
        int pitch = r.w / (int)m->w;
        for (uint32_t c = 0; c < m->n; c++) {
            sm_cell k = sm_cell_mark(g, c);
            uint32_t e = maze_neighbor(m, c, RECT_E);
            if (k.kind != SM_CELL_GROUP || e == MAZE_NONE)
                continue;
            sm_cell ke = sm_cell_mark(g, e);
            if (ke.kind != SM_CELL_GROUP || ke.group == k.group)
                continue;
            int x = r.x + (int)maze_x(m, c) * pitch + pitch / 2, y = r.y + (int)maze_y(m, c) * pitch + pitch / 2;
            CHECK(px_at(&f, x, y) != px_at(&f, x + pitch, y), "%s: touching groups %u and %u look the same",
                  algo->id, k.group, ke.group);
            pairs++;
        }
    }
    if (shades_used)
        CHECK(most_shades > 1, "%s: frontier shown in only one shade", algo->id);
    printf("%s: frontier shades %d, touching group pairs checked %ld\n", algo->id, most_shades, pairs);
    fixture_close(&f);
}

static void test_groups_and_shades(void)
{
    for (size_t i = 0; i < gen_algo_count; i++)
        check_groups_shades(gen_algos[i]);
}

/* Every generator ends with the same picture colours: the set of maze-area colours is equal. */
static void test_finished_colours(void)
{
    Uint32 want[8];
    int nwant = -1;
    for (size_t i = 0; i < gen_algo_count; i++) {
        fixture f;
        if (!fixture_open(&f, 800, 600, cmdline(gen_algos[i]->id, "16x12", "--panel off"))) {
            CHECK(0, "cannot open fixture");
            return;
        }
        app_advance(f.a, UINT64_MAX);
        press(f.a, SDLK_h, 0); /* no banner over the maze */
        settle(f.a);
        read_pixels(&f);
        SDL_Rect r = render_maze_rect(app_renderer(f.a));
        Uint32 got[8] = {0};
        int n = 0;
        for (int y = r.y; y < r.y + r.h; y++)
            for (int x = r.x; x < r.x + r.w; x++) {
                Uint32 p = px_at(&f, x, y);
                int k = 0;
                while (k < n && got[k] != p)
                    k++;
                if (k == n && n < 8)
                    got[n++] = p;
            }
        if (nwant < 0) {
            memcpy(want, got, sizeof got);
            nwant = n;
        }
        bool same = n == nwant;
        for (int k = 0; same && k < n; k++) {
            bool found = false;
            for (int j = 0; j < nwant; j++)
                found |= want[j] == got[k];
            same = found;
        }
        CHECK(same, "%s: finished maze colours differ from %s's", gen_algos[i]->id, gen_algos[0]->id);
        fixture_close(&f);
    }
}

/* Rows of pixels in r that differ from the box's background colour bg. */
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

/* The first glyph of a text rectangle: columns up to the first blank column after ink. */
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

static bool overlap(SDL_Rect a, SDL_Rect b) { return SDL_HasIntersection(&a, &b); }

/*
 * Text at 800x600 ... 3840x2160: the capital letter that starts the HUD
 * ("W" of Wilson's algorithm) and the panel title are >= 2.5 % of the
 * height, measured from the pixels; every text inside the window; no two
 * texts overlap.
 */
static void check_text_size(int w, int h)
{
    fixture f;
    if (!fixture_open(&f, w, h, cmdline("wilson", "30x20", "--panel on --lang en"))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app_advance(f.a, 200);
    app_draw(f.a);
    read_pixels(&f);
    const render_layout_info *in = render_info(app_renderer(f.a));
    size_t n;
    const SDL_Rect *t = render_text_rects(app_renderer(f.a), &n);
    CHECK(n > 10, "%dx%d: only %zu texts", w, h, n);
    const render_theme *th = &config_theme_classic;
    SDL_Rect hud_first = {0, 0, 0, 0}, panel_first = {0, 0, 0, 0};
    for (size_t i = 0; i < n; i++) {
        if (!hud_first.w && t[i].y >= in->hud.y)
            hud_first = t[i];
        if (!panel_first.w && t[i].x >= in->panel.x && t[i].y < in->hud.y)
            panel_first = t[i];
        CHECK(t[i].x >= 0 && t[i].y >= 0 && t[i].x + t[i].w <= w && t[i].y + t[i].h <= h,
              "%dx%d: text %zu at %d,%d %dx%d is outside the window", w, h, i, t[i].x, t[i].y, t[i].w, t[i].h);
        for (size_t j = 0; j < i; j++) {
            /* Glyph boxes include the font's line gap: compare the inked middle 60 %. */
            SDL_Rect a = {t[i].x, t[i].y + t[i].h / 5, t[i].w, t[i].h * 3 / 5};
            SDL_Rect b = {t[j].x, t[j].y + t[j].h / 5, t[j].w, t[j].h * 3 / 5};
            CHECK(!overlap(a, b), "%dx%d: texts %zu and %zu overlap", w, h, i, j);
        }
    }
    int hud_cap = ink_height(&f, first_glyph(&f, hud_first, argb(th->hud_bg)), argb(th->hud_bg));
    int panel_cap = ink_height(&f, first_glyph(&f, panel_first, argb(th->panel_bg)), argb(th->panel_bg));
    printf("%dx%d: body text %d px, capital height HUD %d px, panel %d px (%.2f %% / %.2f %% of the height)\n",
           w, h, in->body_px, hud_cap, panel_cap, 100.0 * hud_cap / h, 100.0 * panel_cap / h);
    CHECK(hud_cap >= 0.025 * h, "%dx%d: HUD capitals %d px < 2.5 %%", w, h, hud_cap);
    CHECK(panel_cap >= 0.025 * h, "%dx%d: panel capitals %d px < 2.5 %%", w, h, panel_cap);
    CHECK(in->hud_drawn >= 3, "%dx%d: only %d HUD fields fit", w, h, in->hud_drawn);
    fixture_close(&f);
}

static void test_text_sizes(void)
{
    check_text_size(800, 600);
    check_text_size(1280, 720);
    check_text_size(1920, 1080);
    check_text_size(3840, 2160);
}

/* A 200x150 maze fills its area (square cells), not a fixed fraction of it. */
static void test_maze_fills(void)
{
    fixture f;
    if (!fixture_open(&f, 800, 600, cmdline("wilson", "200x150", "--panel off"))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app_frame(f.a);
    const render_layout_info *in = render_info(app_renderer(f.a));
    SDL_Rect m = in->maze;
    int avail_h = in->timeline.y;
    CHECK(m.w >= 800 * 9 / 10 || m.h >= avail_h * 85 / 100, "200x150 maze is only %dx%d of 800x600", m.w, m.h);
    fixture_close(&f);
}

/* ← steps back exactly, Home goes to 0, the timeline seeks; all against a fresh run's picture. */
static void test_step_back(void)
{
    fixture f, ref;
    if (!fixture_open(&f, 800, 600, cmdline("wilson", "20x15", "--speed 16")) ||
        !fixture_open(&ref, 800, 600, cmdline("wilson", "20x15", "--speed 16"))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    for (int i = 0; i < 20; i++)
        app_frame(f.a);
    press(f.a, SDLK_SPACE, 0);
    uint64_t at = sm_steps(app_gen(f.a));
    for (int i = 0; i < 5; i++)
        press(f.a, SDLK_LEFT, 0);
    press(f.a, SDLK_COMMA, 0);
    CHECK(sm_steps(app_gen(f.a)) == at - 6, "← ← ← ← ← , went to %" PRIu64 ", want %" PRIu64,
          sm_steps(app_gen(f.a)), at - 6);
    CHECK(sm_changes_overflowed(app_gen(f.a)), "a backward seek does not ask for a full redraw");
    settle(f.a);
    read_pixels(&f);
    press(ref.a, SDLK_SPACE, 0);
    app_advance(ref.a, at - 6);
    settle(ref.a);
    read_pixels(&ref);
    SDL_Rect m = render_maze_rect(app_renderer(f.a));
    long d = 0;
    for (int y = m.y; y < m.y + m.h; y++)
        for (int x = m.x; x < m.x + m.w; x++)
            d += px_at(&f, x, y) != px_at(&ref, x, y);
    if (d) {
        SDL_SaveBMP(f.surf, "/tmp/sh/back.bmp");
        SDL_SaveBMP(ref.surf, "/tmp/sh/ref.bmp");
        printf("steps %" PRIu64 " vs %" PRIu64 "\n", sm_steps(app_gen(f.a)), sm_steps(app_gen(ref.a)));
    }
    CHECK(d == 0, "after stepping back the maze differs from a run to the same step in %ld pixels", d);
    press(f.a, SDLK_HOME, 0);
    CHECK(sm_steps(app_gen(f.a)) == 0, "Home did not go to step 0");
    /*
     * The timeline: before the run's length is known the scrub range ends at
     * the furthest step reached (never a full bar: that would read as
     * "done"); a click at 1/4 of the range goes to a quarter of that step.
     */
    app_advance(f.a, 400);
    app_frame(f.a);
    press(f.a, SDLK_HOME, 0);
    app_frame(f.a);
    SDL_Rect tl = render_info(app_renderer(f.a))->timeline;
    int reach = render_info(app_renderer(f.a))->timeline_reach;
    CHECK(reach > 0 && reach < tl.w, "the scrub range of an unfinished Wilson run is %d of %d px", reach, tl.w);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = tl.x + reach / 4;
    e.button.y = tl.y + tl.h / 2;
    app_handle_event(f.a, &e);
    e.type = SDL_MOUSEBUTTONUP;
    app_handle_event(f.a, &e);
    for (int i = 0; i < 50; i++)
        app_frame(f.a);
    uint64_t s = sm_steps(app_gen(f.a)), end = 400 + 1;
    uint64_t want = end / 4, slack = end / SDL_max(1, reach) + 2;
    CHECK(s + slack >= want && s <= want + slack, "a click at 1/4 of a %" PRIu64 "-step scrub range went to step %" PRIu64,
          end, s);
    fixture_close(&f);
    fixture_close(&ref);
}

/* M opens the menu; arrows + Enter, a number and a click each choose. */
static void test_menu(void)
{
    fixture f;
    if (!fixture_open(&f, 1280, 720, cmdline("wilson", "10x10", ""))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    press(f.a, SDLK_m, 0);
    app_frame(f.a);
    CHECK(render_info(app_renderer(f.a))->menu.w > 0, "M did not open the menu");
    press(f.a, SDLK_DOWN, 0);
    press(f.a, SDLK_RETURN, 0);
    CHECK(sm_algorithm(app_gen(f.a)) == gen_algos[1 % gen_algo_count], "↓ Enter did not choose the next algorithm");
    app_frame(f.a);
    CHECK(render_info(app_renderer(f.a))->menu.w == 0, "the menu stayed open");
    press(f.a, SDLK_0, 0);
    app_frame(f.a);
    size_t last = gen_algo_count - 1;
    SDL_Rect row = render_info(app_renderer(f.a))->menu_row[last];
    CHECK(row.w > 0, "no row for the last algorithm");
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = row.x + row.w / 2;
    e.button.y = row.y + row.h / 2;
    app_handle_event(f.a, &e);
    CHECK(sm_algorithm(app_gen(f.a)) == gen_algos[last], "a click did not choose the last algorithm");
    press(f.a, SDLK_m, 0);
    press(f.a, SDLK_1, 0);
    CHECK(sm_algorithm(app_gen(f.a)) == gen_algos[0], "1 in the menu did not choose the first algorithm");
    fixture_close(&f);
}

/* L switches everything: title, HUD, panel title. */
static void test_language(void)
{
    fixture f;
    if (!fixture_open(&f, 1280, 720, cmdline("wilson", "10x10", "--lang en"))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app_frame(f.a);
    CHECK(strstr(app_title(f.a), gen_algos[0]->name.en) != NULL, "English title '%s'", app_title(f.a));
    CHECK(strstr(app_hud(f.a), "seed") != NULL, "English HUD '%s'", app_hud(f.a));
    press(f.a, SDLK_l, 0);
    app_frame(f.a);
    CHECK(strstr(app_title(f.a), gen_algos[0]->name.zh) != NULL, "Chinese title '%s'", app_title(f.a));
    CHECK(strstr(app_hud(f.a), "种子") != NULL && strstr(app_hud(f.a), "seed") == NULL, "Chinese HUD '%s'",
          app_hud(f.a));
    press(f.a, SDLK_l, 0);
    CHECK(app_lang(f.a) == SM_LANG_EN, "L twice is not English again");
    fixture_close(&f);
}

/* H hides HUD, panel and banner; the pause symbol stays. */
static void test_hide_and_pause(void)
{
    fixture f;
    if (!fixture_open(&f, 1920, 1080, cmdline("wilson", "10x10", "--panel on"))) {
        CHECK(0, "cannot open fixture");
        return;
    }
    press(f.a, SDLK_SPACE, 0);
    press(f.a, SDLK_h, 0);
    app_frame(f.a);
    const render_layout_info *in = render_info(app_renderer(f.a));
    CHECK(in->hud.w == 0 && in->panel.w == 0, "H left the HUD or panel");
    CHECK(in->pause.w > 0, "no pause symbol with overlays hidden");
    read_pixels(&f);
    SDL_Rect p = in->pause;
    SDL_Color c = config_theme_classic.pause_fg;
    CHECK(count_rgb(&f, &p, c.r, c.g, c.b) > p.w * p.h / 3, "pause symbol not drawn");
    CHECK(p.h >= 1080 / 40, "pause symbol only %d px tall", p.h);
    fixture_close(&f);
}

int main(void)
{
    harness_init();
    test_panel_highlight();
    test_legend();
    test_ghost();
    test_ghost_under_walk();
    test_group_colours();
    test_groups_and_shades();
    test_finished_colours();
    test_text_sizes();
    test_maze_fills();
    test_step_back();
    test_menu();
    test_language();
    test_hide_and_pause();
    TTF_Quit();
    SDL_Quit();
    if (harness_failures)
        fprintf(stderr, "%d check(s) failed\n", harness_failures);
    return harness_failures ? 1 : 0;
}
