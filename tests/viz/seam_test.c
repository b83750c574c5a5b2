/*
 * seam_test.c - the wrapped boards' seams in the window's picture: on every
 * shape that has seams (cylinder, torus, Moebius strip), in every theme,
 * each open passage across a seam is painted at both of its ends, at the
 * two edges of the flat picture, in the seam's colour (the same colour at
 * both ends); a closed one is a wall at both ends, and no side without a
 * seam wears a seam's colour. Read back from the software renderer's
 * pixels, just inside the middle of each edge of the picture. The app's
 * legend says so on a wrapped board (a row whose swatch wears one colour
 * at both of its edges) and has no such row on a rectangle; likewise a
 * shape of levels (the cube) has a row for its arrows up and down (a
 * swatch with the wall's colour in its top right and bottom left quarters
 * and not in the other two), in both languages, and no other shape has.
 *
 * Usage: seam_test. MAZEVIZ_TEST_SEED replays.
 */
#include <string.h>

#include "canvas_fixture.h"

static Uint32 argb(SDL_Color c) { return 0xff000000u | (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b; }

static Uint32 pixel(const SDL_Surface *s, int x, int y)
{
    return ((const Uint32 *)s->pixels)[SDL_clamp(y, 0, H - 1) * W + SDL_clamp(x, 0, W - 1)] | 0xff000000u;
}

/* The pixel 1.5 pixels inside the middle of side s of c (its band), as the last frame drew it. */
static Uint32 band_pixel(const canvas *cv, const maze *m, uint32_t c, unsigned s)
{
    grid_pt p[GRID_MAX_POINTS], ctr = m->shape->center(m, c);
    unsigned k = m->shape->wall(m, c, s, p);
    SDL_Rect mr = render_maze_rect(cv->r);
    float ew, eh;
    m->shape->extent(m, &ew, &eh);
    float sx = (float)mr.w / ew, sy = (float)mr.h / eh;
    float mx = (p[0].x + p[k - 1].x) / 2, my = (p[0].y + p[k - 1].y) / 2;
    float dx = ctr.x - mx, dy = ctr.y - my, len = SDL_sqrtf(dx * dx * sx * sx + dy * dy * sy * sy);
    float x = (float)mr.x + mx * sx + dx * sx / len * 1.5f, y = (float)mr.y + my * sy + dy * sy / len * 1.5f;
    return pixel(cv->s, (int)x, (int)y);
}

static void check_seams(const grid_shape *g, const render_theme *th, uint64_t seed)
{
    maze *m = canvas_maze(g, 7, 5, false);
    canvas cv;
    bool ok = m && canvas_open(&cv, th);
    CHECK(ok, "%s: cannot set up", g->id);
    if (!ok) {
        maze_destroy(m);
        return;
    }
    sm *gen = sm_create(gen_find("wilson"), m, seed, NULL);
    while (gen && sm_run(gen, 1000))
        ;
    render_frame f;
    memset(&f, 0, sizeof f);
    render_sync(cv.r, gen);
    render_draw(cv.r, &f);
    unsigned open = 0, closed = 0, wrong = 0, stray = 0;
    Uint32 wall = argb(th->wall[SM_WALL_PLAIN]);
    for (uint32_t c = 0; gen && c < m->n; c++)
        for (unsigned s = 0; s < m->sides; s++) {
            uint32_t seam = grid_seam(m, c, s), nb = maze_neighbor(m, c, s);
            Uint32 got = band_pixel(&cv, m, c, s), hue = argb(th->group[(seam ? seam - 1 : 0) % RENDER_GROUP_COLOURS]);
            if (!seam) {
                bool seam_hue = false;
                for (int i = 0; i < RENDER_GROUP_COLOURS; i++)
                    seam_hue |= got == argb(th->group[i]) && got != argb(th->cell[SM_CELL_MAZE]);
                stray += nb != MAZE_NONE && maze_is_open(m, c, s) && seam_hue;
                continue;
            }
            Uint32 other = band_pixel(&cv, m, nb, maze_opposite(m, c, s));
            if (maze_is_open(m, c, s)) {
                open++;
                if ((got != hue || other != hue) && wrong++ == 0)
                    fprintf(stderr, "%s, %s theme: seam %u of cell %u side %u shows %08x and %08x, not %08x\n",
                            g->id, th->id, seam, c, s, got, other, hue);
            } else {
                closed++;
                wrong += got != wall || other != wall;
            }
        }
    CHECK(gen && open > 0 && closed > 0, "%s: %u open and %u closed seam ends (seed %" PRIu64 ")", g->id, open,
          closed, seed);
    CHECK(wrong == 0, "%s, %s theme: %u of %u seam ends not painted alike in the seam's colour or as a wall",
          g->id, th->id, wrong, open + closed);
    CHECK(stray == 0, "%s, %s theme: %u open sides without a seam in a seam's colour", g->id, th->id, stray);
    printf("%s, %s theme: %u open and %u closed seam ends\n", g->id, th->id, open, closed);
    sm_destroy(gen);
    canvas_close(&cv);
    maze_destroy(m);
}

/* Whether swatch sw shows the arrows up and down: wall colour in its top right and bottom left, not elsewhere. */
static bool arrows_swatch(const fixture *f, SDL_Rect sw)
{
    SDL_Color wc = config_themes[0]->wall[SM_WALL_PLAIN];
    Uint32 wall = argb(wc);
    int row = f->surf->pitch / 4, q[4] = {0, 0, 0, 0}; /* wall pixels in the quarters: TL, TR, BL, BR */
    const Uint32 *px = f->surf->pixels;
    for (int y = sw.y + 3; y < sw.y + sw.h - 3; y++)
        for (int x = sw.x + 3; x < sw.x + sw.w - 3; x++)
            q[(y >= sw.y + sw.h / 2) * 2 + (x >= sw.x + sw.w / 2)] += (px[y * row + x] | 0xff000000u) == wall;
    return q[1] > 4 && q[2] > 4 && q[0] < q[1] / 4 && q[3] < q[2] / 4;
}

/*
 * The legend's rows on grid g in language lang (the app at the end of
 * Wilson's run): how many, whether one is the seam's, whether one is the
 * arrows' up and down.
 */
static int legend_rows_in(const char *grid, const char *lang, bool *seam_row, bool *arrows_row)
{
    char cmd[160];
    fixture f;
    snprintf(cmd, sizeof cmd, "--algo wilson --grid %s --size %s --seed 3 --panel on --lang %s", grid,
             strcmp(grid, "cube") ? "8x6" : "4x3x2", lang);
    *seam_row = *arrows_row = false;
    if (!fixture_open(&f, 1920, 1080, cmd)) {
        CHECK(0, "cannot open the app on %s", grid);
        return 0;
    }
    app_advance(f.a, 100000);
    app_draw(f.a);
    const render_layout_info *in = render_info(app_renderer(f.a));
    int n = 0;
    while (n < RENDER_MAX_LEGEND && in->legend_swatch[n].w > 0)
        n++;
    for (int i = 0; i < n; i++) { /* a seam's swatch: its left and right edges one colour, its middle another */
        SDL_Rect sw = in->legend_swatch[i];
        int y = sw.y + sw.h / 2, row = f.surf->pitch / 4;
        const Uint32 *px = f.surf->pixels;
        Uint32 left = px[y * row + sw.x + 3], right = px[y * row + sw.x + sw.w - 4], mid = px[y * row + sw.x + sw.w / 2];
        *seam_row = *seam_row || (left == right && left != mid);
        *arrows_row = *arrows_row || arrows_swatch(&f, sw);
    }
    fixture_close(&f);
    return n;
}

static int legend_rows(const char *grid, bool *seam_row)
{
    bool arrows;
    int n = legend_rows_in(grid, "en", seam_row, &arrows);
    CHECK(!arrows, "%s: a legend row for arrows up and down", grid);
    return n;
}

static void check_legend(void)
{
    bool rect_seam, seam;
    int rect = legend_rows("rect", &rect_seam);
    CHECK(rect > 0 && !rect_seam, "rect: %d legend rows, one of them a seam's", rect);
    const char *wrapped[] = {"cylinder", "torus", "moebius"};
    for (int i = 0; i < 3; i++) {
        int n = legend_rows(wrapped[i], &seam);
        CHECK(n == rect + 1 && seam, "%s: %d legend rows (rect %d), %s", wrapped[i], n, rect,
              seam ? "one the seam's" : "none the seam's");
    }
    const char *langs[] = {"en", "zh"};
    for (int i = 0; i < 2; i++) {
        bool arrows, seam_row;
        int en = legend_rows_in("rect", langs[i], &seam_row, &arrows), n = legend_rows_in("cube", langs[i], &seam, &arrows);
        CHECK(n == en + 1 && arrows && !seam, "cube (%s): %d legend rows (rect %d), %s", langs[i], n, en,
              arrows ? "one the arrows'" : "none the arrows'");
    }
}

int main(void)
{
    harness_init();
    unsigned shapes = 0;
    for (size_t g = 0; g < grid_shape_count; g++) {
        if (!grid_shapes[g]->seam)
            continue;
        shapes++;
        for (size_t t = 0; t < sizeof config_themes / sizeof config_themes[0]; t++)
            check_seams(grid_shapes[g], config_themes[t], harness_seed + g);
    }
    CHECK(shapes >= 3, "only %u shapes with seams", shapes);
    check_legend();
    printf("seam_test: %d failure(s)\n", harness_failures);
    return harness_failures ? 1 : 0;
}
