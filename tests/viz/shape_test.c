/*
 * shape_test.c - the shape painter (render_shape.c) against itself: every
 * graph algorithm on every grid shape, with and without a mask, in both
 * themes, stepped in random batches; after each batch the picture kept up
 * to date cell by cell equals a redraw from scratch, pixel for pixel, and
 * the cell under each cell's centre pixel is that cell (the weave among the
 * shapes: a tunnel's stubs redrawn with the cell they run under); a
 * finished weave shows its tunnels' stubs and no others; also on grids so
 * large that cells are drawn as dots, where one renderer drawing maze after
 * maze (the pixel-to-cell map it keeps) draws each as a new one does. Uses the renderer
 * directly with the software renderer (no app, no window).
 *
 * Usage: shape_test [ALGO]; an unknown id fails. MAZEVIZ_TEST_SEED replays.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "canvas_fixture.h"

enum { QUICK_SYNCS = 40 };

static void check_run(const gen_algo *al, const grid_shape *g, bool masked, const render_theme *th, uint64_t seed,
                      bool dots)
{
    uint32_t w = g == &grid_polar ? 7 : 17, h = g == &grid_polar ? 0 : 11;
    if (dots) { /* cells of a few pixels: drawn as dots */
        w = g == &grid_polar ? 90 : 160;
        h = g == &grid_polar ? 0 : 110;
    }
    maze *m = canvas_maze(g, w, h, masked);
    canvas inc, full;
    bool ok = m && canvas_open(&inc, th) && canvas_open(&full, th);
    CHECK(ok, "%s on %s: cannot set up", al->id, g->id);
    if (!ok) {
        maze_destroy(m);
        return;
    }
    sm_settings set = sm_default_settings();
    set.track_changes = true;
    sm *gen = sm_create(al, m, seed, &set);
    rng r;
    rng_seed(&r, seed);
    render_frame f;
    memset(&f, 0, sizeof f);
    long bad = 0;
    unsigned syncs = 0;
    while (gen && bad == 0) {
        render_sync(inc.r, gen);
        render_draw(inc.r, &f);
        render_invalidate(full.r);
        render_sync(full.r, gen);
        render_draw(full.r, &f);
        int fx = 0, fy = 0;
        bad = canvas_differing(inc.s, full.s, &fx, &fy);
        CHECK(bad == 0, "%s on %s%s, %s theme, step %" PRIu64 ": %ld pixels differ from a full redraw (first %d,%d)",
              al->id, g->id, masked ? " masked" : "", th->id, sm_steps(gen), bad, fx, fy);
        sm_clear_changes(gen);
        syncs++;
        if (sm_done(gen))
            break;
        uint32_t most = dots ? 3000 : syncs % 3 == 0 ? 60 : 6;
        /* quick (the sanitizer pass): compared for QUICK_SYNCS batches, then the rest at once,
           compared once more; the plain pass compares every batch to the end */
        sm_run(gen, test_quick() && syncs >= QUICK_SYNCS ? UINT64_MAX : 1 + rng_below(&r, most));
    }
    /* every cell's centre pixel is that cell */
    unsigned wrong = 0;
    SDL_Rect mr = render_maze_rect(inc.r);
    float ew, eh;
    m->shape->extent(m, &ew, &eh);
    for (uint32_t c = 0; gen && !dots && c < m->n; c++) { /* (dots can be under a pixel) */
        if (!maze_exists(m, c))
            continue;
        grid_pt p = m->shape->center(m, c);
        int x = mr.x + (int)(p.x / ew * (float)mr.w), y = mr.y + (int)(p.y / eh * (float)mr.h);
        uint32_t got;
        wrong += !render_cell_at(inc.r, x, y, &got) || got != c;
    }
    CHECK(wrong == 0, "%s on %s: %u cells not found under their centre pixel", al->id, g->id, wrong);
    CHECK(gen && sm_done(gen), "%s on %s: not done", al->id, g->id);
    sm_destroy(gen);
    canvas_close(&inc);
    canvas_close(&full);
    maze_destroy(m);
}

/*
 * One renderer draws dotted mazes half made one after another (other shapes,
 * sizes, a mask); each picture equals a new renderer's, so the pixel-to-cell
 * map it keeps is never one made for another grid or layout.
 */
static void check_reuse(uint64_t seed)
{
    static const struct { const grid_shape *g; uint32_t w, h; bool masked; } seq[] = {
        {&grid_hex, 160, 110, false}, {&grid_hex, 160, 110, true}, {&grid_hex, 160, 112, false},
        {&grid_triangle, 160, 110, false}, {&grid_polar, 90, 0, false}, {&grid_polar, 91, 0, false},
        {&grid_rect, 160, 110, true}, {&grid_hex, 150, 110, false},
    };
    canvas kept;
    if (!canvas_open(&kept, config_themes[0])) {
        CHECK(0, "reuse: cannot set up");
        return;
    }
    render_frame f;
    memset(&f, 0, sizeof f);
    for (size_t i = 0; i < sizeof seq / sizeof seq[0]; i++) {
        maze *m = canvas_maze(seq[i].g, seq[i].w, seq[i].h, seq[i].masked);
        sm_settings set = sm_default_settings();
        sm *gen = m ? sm_create(gen_find("wilson"), m, seed + i, &set) : NULL;
        canvas fresh;
        bool ok = gen && canvas_open(&fresh, config_themes[0]);
        CHECK(ok, "reuse %zu: cannot set up", i);
        if (ok) {
            sm_run(gen, 4000); /* cells of several colours: a map for another grid shows */
            render_sync(kept.r, gen);
            render_draw(kept.r, &f);
            render_sync(fresh.r, gen);
            render_draw(fresh.r, &f);
            int fx = 0, fy = 0;
            long bad = canvas_differing(kept.s, fresh.s, &fx, &fy);
            CHECK(bad == 0, "reuse %zu (%s %ux%u%s): %ld pixels differ from a new renderer's (first %d,%d)", i,
                  seq[i].g->id, seq[i].w, seq[i].h, seq[i].masked ? " masked" : "", bad, fx, fy);
            canvas_close(&fresh);
        }
        sm_destroy(gen);
        maze_destroy(m);
    }
    canvas_close(&kept);
}

/* The colour of pixel (x, y) of s (W x H, ARGB8888). */
static Uint32 pixel_at(const SDL_Surface *s, int x, int y) { return ((const Uint32 *)s->pixels)[y * W + x]; }

/*
 * A finished cube maze shows each passage up or down as its arrow: the
 * middle of the arrow's triangle is not the cell's colour where the
 * passage is open, and is where it is closed (issue 35's "a 3D passage
 * shows its arrow").
 */
static void check_arrows(uint64_t seed)
{
    maze *m = canvas_maze(&grid_cube, 6, GRID_LEVELS(4, 2), false);
    sm_settings set = sm_default_settings();
    sm *gen = m ? sm_create(gen_find("wilson"), m, seed, &set) : NULL;
    canvas cv;
    bool ok = gen && canvas_open(&cv, config_themes[0]);
    CHECK(ok, "arrows: cannot set up");
    while (ok && !sm_done(gen))
        sm_run(gen, 1000);
    render_frame f;
    memset(&f, 0, sizeof f);
    if (ok) {
        render_sync(cv.r, gen);
        render_draw(cv.r, &f);
    }
    SDL_Rect mr = ok ? render_maze_rect(cv.r) : (SDL_Rect){0, 0, 0, 0};
    float ew = 1, eh = 1;
    if (m)
        m->shape->extent(m, &ew, &eh);
    unsigned shown = 0, missing = 0, stray = 0;
    for (uint32_t c = 0; ok && c < m->n; c++)
        for (unsigned s = 0; s < m->sides; s++) {
            grid_pt p[GRID_MAX_POINTS], ctr = m->shape->center(m, c);
            if (maze_neighbor(m, c, s) == MAZE_NONE || m->shape->passage_mark(m, c, s, p) < 3)
                continue;
            float ax = (p[0].x + p[1].x + p[2].x) / 3, ay = (p[0].y + p[1].y + p[2].y) / 3;
            Uint32 arrow = pixel_at(cv.s, mr.x + (int)(ax / ew * (float)mr.w), mr.y + (int)(ay / eh * (float)mr.h));
            Uint32 cell = pixel_at(cv.s, mr.x + (int)(ctr.x / ew * (float)mr.w), mr.y + (int)(ctr.y / eh * (float)mr.h));
            bool open = maze_is_open(m, c, s);
            shown += open && arrow != cell;
            missing += open && arrow == cell;
            stray += !open && arrow != cell;
        }
    CHECK(ok && shown > 0 && missing == 0 && stray == 0,
          "cube 6x4x2: %u arrows shown, %u open passages up or down without one, %u closed with one", shown, missing,
          stray);
    if (ok)
        canvas_close(&cv);
    sm_destroy(gen);
    maze_destroy(m);
}

/* The pixel of the canvas at maze point p (mr: the maze's rectangle; ew x eh: its extent). */
static Uint32 pixel_of(const SDL_Surface *s, SDL_Rect mr, float ew, float eh, grid_pt p)
{
    return pixel_at(s, mr.x + (int)(p.x / ew * (float)mr.w), mr.y + (int)(p.y / eh * (float)mr.h));
}

/*
 * A point 0.85 along each of a tunnel's four stubs (grid_tunnel_ends), and
 * the middle of each of its two mouths (between a wall's two stubs, half
 * their depth in), less the centre of the cell under it; the shortest stub.
 */
static float stub_points(grid_pt end[2][4], grid_pt ctr, grid_pt out[6])
{
    float shortest = INFINITY;
    for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 2; j++) {
            grid_pt a = end[i][j], b = end[i][j + 2];
            out[i * 2 + j] = (grid_pt){a.x + (b.x - a.x) * 0.85f - ctr.x, a.y + (b.y - a.y) * 0.85f - ctr.y};
            shortest = fminf(shortest, hypotf(b.x - a.x, b.y - a.y));
        }
        float mx = (end[i][0].x + end[i][1].x + end[i][2].x + end[i][3].x) / 4;
        float my = (end[i][0].y + end[i][1].y + end[i][2].y + end[i][3].y) / 4;
        out[4 + i] = (grid_pt){mx - ctr.x, my - ctr.y};
    }
    return shortest;
}

/* The open sides of c as bits. */
static unsigned open_sides(const maze *m, uint32_t c)
{
    unsigned bits = 0;
    for (unsigned s = 0; s < m->sides; s++)
        bits |= (unsigned)maze_is_open(m, c, s) << s;
    return bits;
}

/*
 * A finished weave shows each tunnel under the cell it crosses: each wall
 * it crosses is open a pixel into the tunnel's end cell and shut a pixel
 * into the cell under it (the corridor above runs on); its stubs reach at
 * least 0.28 of a cell in (issue 35: 0.2 were ticks too short to see from
 * the back of a room); near the inner end of each of its four stubs the
 * pixel is the wall colour, the middle of each mouth between them a tone
 * that is neither the wall's nor the corridor's above (its centre), and
 * in no cell of the same corridor (open sides) with no tunnel under it is
 * either the case (issue 35's "the weave's under-passages are visible").
 * Cells of some 50 px.
 */
static void check_tunnels(const gen_algo *al, const render_theme *th, uint64_t seed)
{
    maze *m = canvas_maze(&grid_weave, 9, 7, false); /* (at most 31 tunnels: seen[] holds them all) */
    sm_settings set = sm_default_settings();
    sm *gen = m ? sm_create(al, m, seed, &set) : NULL;
    canvas cv;
    bool ok = gen && canvas_open(&cv, th);
    CHECK(ok, "tunnels %s: cannot set up", al->id);
    if (!ok) {
        sm_destroy(gen);
        maze_destroy(m);
        return;
    }
    while (!sm_done(gen))
        sm_run(gen, 1000);
    render_frame f;
    memset(&f, 0, sizeof f);
    render_sync(cv.r, gen);
    render_draw(cv.r, &f);
    SDL_Rect mr = render_maze_rect(cv.r);
    float ew, eh;
    m->shape->extent(m, &ew, &eh);
    struct { grid_pt p[6]; uint32_t u; unsigned open; } seen[64]; /* each tunnel's stub and mouth points, cell, open sides */
    unsigned nt = 0, shown = 0, missing = 0, stray = 0, gaps = 0, shut = 0, short_stubs = 0;
    SDL_Color wc = th->wall[SM_WALL_PLAIN];
    Uint32 wall = SDL_MapRGBA(cv.s->format, wc.r, wc.g, wc.b, wc.a);
    bool *under = calloc(m->n, sizeof *under);
    for (uint32_t c = 0; under && c < m->n; c++)
        for (unsigned s = 0; s < m->sides; s++) {
            uint32_t u = maze_is_open(m, c, s) ? grid_under(m, c, s) : MAZE_NONE;
            if (u == MAZE_NONE || maze_neighbor(m, c, s) < c || nt == sizeof seen / sizeof seen[0])
                continue; /* each tunnel once */
            grid_pt end[2][4];
            grid_tunnel_ends(m, c, s, end);
            for (int i = 0; i < 2; i++) { /* a pixel into each wall it crosses: open on the end's side, shut on u's */
                grid_pt e = m->shape->center(m, i ? maze_neighbor(m, c, s) : c);
                grid_pt mid = {(end[i][0].x + end[i][1].x) / 2, (end[i][0].y + end[i][1].y) / 2};
                float dx = e.x - mid.x, dy = e.y - mid.y, k = 1.5f * ew / (float)mr.w / sqrtf(dx * dx + dy * dy);
                gaps += pixel_of(cv.s, mr, ew, eh, (grid_pt){mid.x + dx * k, mid.y + dy * k}) != wall;
                shut += pixel_of(cv.s, mr, ew, eh, (grid_pt){mid.x - dx * k, mid.y - dy * k}) == wall;
            }
            short_stubs += stub_points(end, m->shape->center(m, u), seen[nt].p) < 0.28f;
            seen[nt].u = u;
            seen[nt++].open = open_sides(m, u);
            under[u] = true;
        }
    /* wall colour at the stubs under each tunnel, and in no cell of the same open sides with no tunnel under it */
    for (unsigned i = 0; i < nt; i++)
        for (uint32_t v = 0; v < m->n; v++) {
            if (v != seen[i].u && (under[v] || open_sides(m, v) != seen[i].open))
                continue;
            grid_pt ctr = m->shape->center(m, v), uc = m->shape->center(m, seen[i].u);
            Uint32 above = pixel_of(cv.s, mr, ew, eh, ctr);
            for (int j = 0; j < 6; j++) {
                grid_pt q = {ctr.x + seen[i].p[j].x, ctr.y + seen[i].p[j].y};
                Uint32 at = pixel_of(cv.s, mr, ew, eh, q);
                Uint32 tone = pixel_of(cv.s, mr, ew, eh, (grid_pt){uc.x + seen[i].p[j].x, uc.y + seen[i].p[j].y});
                /* a stub; a mouth in its own tone (elsewhere: that tone at that point) */
                bool stub = j < 4 ? at == wall : v == seen[i].u ? at != wall && at != above : at == tone;
                shown += v == seen[i].u && stub;
                missing += v == seen[i].u && !stub;
                stray += v != seen[i].u && stub;
            }
        }
    CHECK(under && shown > 0 && missing == 0 && stray == 0 && gaps == 2 * nt && shut == 2 * nt && short_stubs == 0,
          "%s on a 9x7 weave, %s theme, seed %" PRIu64 ": %u tunnel stubs and mouths shown, %u missing, %u drawn in "
          "cells with no tunnel under them; of %u walls tunnels cross, %u open on the tunnel's side, %u shut on the "
          "other; %u tunnels with stubs under 0.28 of a cell",
          al->id, th->id, seed, shown, missing, stray, nt * 2, gaps, shut, short_stubs);
    free(under);
    canvas_close(&cv);
    sm_destroy(gen);
    maze_destroy(m);
}

/*
 * The cube's levels laid out for the window (issue 35): a 5x4x3 cube,
 * finished, in windows of 800x600, 1920x1080 and a phone's 400x800. Its
 * cells cover at least 36 % of the area the maze is fitted into (41-45 %
 * now; side by side, 17 x 4 units, 32 % at 1920x1080 and 13 % on the
 * phone); the pixel under each
 * cell's centre is that cell (the mouse: walking, the editor, questions);
 * the middle of each level's label band is no cell, and at the two larger
 * sizes the band shows its label (pixels not the background's).
 */
static void check_cube_layout(void)
{
    static const int sizes[][2] = {{800, 600}, {1920, 1080}, {400, 800}};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        fixture f;
        int ww = sizes[i][0], wh = sizes[i][1];
        if (!fixture_open(&f, ww, wh, "--algo wilson --grid cube --size 5x4x3 --seed 3 --lang en")) {
            CHECK(0, "cube layout %dx%d: cannot open the app", ww, wh);
            continue;
        }
        app_advance(f.a, 100000);
        app_draw(f.a);
        const render *r = app_renderer(f.a);
        const maze *m = sm_maze(app_gen(f.a));
        const render_layout_info *in = render_info(r);
        SDL_Rect mr = in->maze, ar = in->area;
        float ew, eh;
        m->shape->extent(m, &ew, &eh);
        double sx = (double)mr.w / ew, sy = (double)mr.h / eh, cells = 0;
        unsigned wrong = 0, in_band = 0, blank = 0, bands = 0;
        for (uint32_t c = 0; c < m->n; c++) {
            grid_pt p = m->shape->center(m, c);
            uint32_t got;
            wrong += !render_cell_at(r, mr.x + (int)(p.x * sx), mr.y + (int)(p.y * sy), &got) || got != c;
            cells += sx * sy; /* a unit square each */
        }
        grid_pt box[2];
        char label[64];
        const Uint32 *px = f.surf->pixels;
        SDL_Color bgc = config_themes[0]->background;
        Uint32 bg = SDL_MapRGB(f.surf->format, bgc.r, bgc.g, bgc.b);
        for (unsigned k = 0; grid_panel(m, k, SM_LANG_EN, box, label, sizeof label) > 0; k++, bands++) {
            int x0 = mr.x + (int)(box[0].x * sx), x1 = mr.x + (int)(box[1].x * sx);
            int y0 = mr.y + (int)(box[0].y * sy), y1 = mr.y + (int)(box[1].y * sy);
            uint32_t got;
            in_band += render_cell_at(r, (x0 + x1) / 2, (y0 + y1) / 2, &got);
            long ink = 0;
            for (int y = y0; y < y1; y++)
                for (int x = x0; x < x1; x++)
                    ink += (px[y * (f.surf->pitch / 4) + x] | 0xff000000u) != (bg | 0xff000000u);
            blank += ink < 20;
        }
        double share = cells / ((double)ar.w * ar.h);
        printf("cube 5x4x3 in %dx%d: cells %.0f%% of the maze area %dx%d (extent %.1f x %.1f)\n", ww, wh,
               100 * share, ar.w, ar.h, (double)ew, (double)eh);
        CHECK(share >= 0.36 && wrong == 0 && in_band == 0 && bands == 3 && (i == 2 || blank == 0),
              "cube 5x4x3 in %dx%d: cells cover %.0f%% of the maze area (want >= 36%%), %u cells not under their "
              "centre, %u of %u label bands over a cell, %u without a label",
              ww, wh, 100 * share, wrong, in_band, bands, blank);
        fixture_close(&f);
    }
}

int main(int argc, char **argv)
{
    harness_init();
    const gen_algo *only = NULL;
    if (argc > 1 && !(only = gen_find(argv[1]))) {
        fprintf(stderr, "shape_test: unknown algorithm '%s'\n", argv[1]);
        return 1;
    }
    for (size_t i = 0; i < gen_algo_count; i++) {
        const gen_algo *al = gen_algos[i];
        if (only && al != only)
            continue;
        for (size_t g = 0; g < grid_shape_count; g++)
            for (int masked = 0; masked < 2; masked++) {
                if (g == 0 && !masked)
                    continue; /* the plain rectangle is the rectangle painter's (render_test) */
                if (!sm_algo_fits_grid(al, grid_shapes[g], masked))
                    continue;
                for (size_t t = 0; t < sizeof config_themes / sizeof config_themes[0]; t++)
                    check_run(al, grid_shapes[g], masked, config_themes[t], harness_seed + i * 7 + g, false);
            }
        if (al == gen_algos[0] || only)
            for (size_t g = 0; g < grid_shape_count; g++)
                if (sm_algo_fits_grid(al, grid_shapes[g], g == 0))
                    check_run(al, grid_shapes[g], g == 0, config_themes[0], harness_seed + g, true);
    }
    if (!only) {
        check_reuse(harness_seed);
        check_arrows(harness_seed);
    }
    check_cube_layout(); /* quick: with any algorithm */
    for (size_t i = 0; i < gen_algo_count; i++)
        for (size_t t = 0; (!only || gen_algos[i] == only) && t < sizeof config_themes / sizeof config_themes[0]; t++)
            for (uint64_t k = 0; k < 4 && sm_algo_fits_grid(gen_algos[i], &grid_weave, false); k++)
                check_tunnels(gen_algos[i], config_themes[t], harness_seed + i * 4 + k);
    printf("shape_test: %d failure(s)\n", harness_failures);
    return harness_failures ? 1 : 0;
}
