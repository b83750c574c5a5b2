/*
 * tree_view_test.c - the tree view (render_tree.c) on every grid shape,
 * with and without a mask, in both themes:
 *
 *  - stepped in random batches, the picture kept up to date cell by cell
 *    equals a redraw from scratch, pixel for pixel (also on a rectangle
 *    drawn from a sampled texture, and with cells so small they are dots);
 *  - on a finished perfect maze the drawn edges are exactly the passages:
 *    the pixel at the middle of every side between two cells is an edge's
 *    colour when the wall is open and the background when it is closed,
 *    n - 1 of them open; the pixel at each centre is its node; the
 *    renderer's own count says n nodes and 2(n - 1) half-edges (on cells
 *    of PROBE_CELL_PX at least, so the cube gets a size of its own);
 *  - through the app: V switches the view and back, --view tree opens in it,
 *    compare's panes too.
 *
 * Usage: tree_view_test [ALGO]; an unknown id fails. MAZEVIZ_TEST_SEED replays.
 */
#include <stdlib.h>
#include <string.h>

#include "canvas_fixture.h"
#include "mazeviz/solve.h"

/* A canvas drawing the tree view; cell_px: a fixed cell size (0: fit the output). */
static bool tree_canvas_open(canvas *c, const render_theme *th, int cell_px)
{
    if (!canvas_open(c, th))
        return false;
    render_set_view(c->r, RENDER_VIEW_TREE);
    render_set_cell_px(c->r, cell_px);
    return true;
}

static Uint32 argb(SDL_Color c) { return 0xff000000u | (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b; }

static Uint32 pixel(const SDL_Surface *s, float x, float y)
{
    int px = SDL_clamp((int)x, 0, W - 1), py = SDL_clamp((int)y, 0, H - 1);
    return ((const Uint32 *)s->pixels)[py * W + px] | 0xff000000u;
}

/*
 * Unit space to output pixels, as the last frame drew the maze: from two
 * cells' centres far apart (the renderer's, and the shape's).
 */
typedef struct mapping {
    float ax, ay, sx, sy;
} mapping;

static bool mapping_of(const render *r, const maze *m, mapping *mp)
{
    uint32_t a = MAZE_NONE, b = MAZE_NONE;
    for (uint32_t c = 0; c < m->n; c++)
        if (maze_exists(m, c)) {
            if (a == MAZE_NONE)
                a = c;
            b = c;
        }
    SDL_FPoint pa, pb;
    if (a == b || !render_cell_centre(r, a, &pa, NULL) || !render_cell_centre(r, b, &pb, NULL))
        return false;
    grid_pt ua = m->shape->center(m, a), ub = m->shape->center(m, b);
    if (ua.x == ub.x || ua.y == ub.y)
        return false;
    mp->sx = (pb.x - pa.x) / (ub.x - ua.x);
    mp->sy = (pb.y - pa.y) / (ub.y - ua.y);
    mp->ax = pa.x - ua.x * mp->sx;
    mp->ay = pa.y - ua.y * mp->sy;
    return true;
}

enum { PROBE_CELL_PX = 16 };
/* Whether an open tunnel of a or b runs under the other: its half-edge lies where their wall's would. */
static bool tunnel_under(const maze *m, uint32_t a, uint32_t b)
{
    for (unsigned t = 0; m->shape->under && t < m->sides; t++)
        if ((maze_is_open(m, a, t) && grid_under(m, a, t) == b) || (maze_is_open(m, b, t) && grid_under(m, b, t) == a))
            return true;
    return false;
}

/*
 * The finished maze: every node at its centre; between every two
 * neighbours, on the way from each centre to the middle of their side (the
 * middle of the chord between the wall's ends, where the halves of an
 * edge meet), an edge's colour when the wall is open and the background
 * when it is closed; n - 1 edges; the renderer's count agrees.
 */
static void check_edges(const canvas *cv, const sm *gen, const char *what)
{
    const maze *m = sm_maze(gen);
    const render_theme *th = render_get_theme(cv->r);
    Uint32 node = argb(th->cell[SM_CELL_MAZE]), bg = argb(th->cell[SM_CELL_BLANK]);
    mapping mp;
    if (!mapping_of(cv->r, m, &mp)) {
        CHECK(0, "%s: cannot map the grid to the output", what);
        return;
    }
    /*
     * The probes lie three quarters of the way from a centre to a side: past
     * the node and its casing (1 pixel at least) only on cells this large. On
     * smaller ones a closed wall's probe lands on the casing (every shape does
     * at 9 pixels), which says nothing about the tree.
     */
    float size = 0;
    SDL_FPoint last;
    if (!render_cell_centre(cv->r, maze_last_cell(m), &last, &size) || size < PROBE_CELL_PX) {
        CHECK(0, "%s: cells of %.1f pixels, too small to probe (%d at least)", what, size, PROBE_CELL_PX);
        return;
    }
    unsigned long edges = 0, passages = 0, wrong_edge = 0, wrong_gap = 0, wrong_node = 0, nodes = 0, halves = 0;
    grid_pt part[GRID_MAX_POINTS];
    for (uint32_t c = 0; c < m->n; c++) {
        if (!maze_exists(m, c))
            continue;
        SDL_FPoint at;
        wrong_node += !render_cell_centre(cv->r, c, &at, NULL) || pixel(cv->s, at.x, at.y) != node;
        for (unsigned s = 0; s < m->sides; s++) {
            uint32_t nb = maze_neighbor(m, c, s);
            if (nb == MAZE_NONE || nb < c || !maze_exists(m, nb))
                continue;
            uint32_t u = grid_under(m, c, s); /* a weave's tunnel: each half ends at the wall of the cell it runs under */
            if (u != MAZE_NONE && !maze_is_open(m, c, s))
                continue; /* a closed tunnel has no place of its own: its halves lie on the plain sides toward u */
            unsigned k = m->shape->wall(m, c, u == MAZE_NONE ? s : maze_side_to(m, c, u), part);
            if (k < 2 && m->shape->passage_mark && m->shape->passage_mark(m, c, s, part) >= 3)
                k = 1; /* up or down in a cube: the edge runs to the arrow's tip */
            if (k < 1)
                continue;
            /*
             * each cell's half: three quarters of the way from its centre (past its node) to the middle of
             * its own side (one line for both cells, but across a seam of a wrapped board each end has its own)
             */
            float mx = mp.ax + (part[0].x + part[k - 1].x) / 2 * mp.sx, my = mp.ay + (part[0].y + part[k - 1].y) / 2 * mp.sy;
            unsigned kb = m->shape->wall(m, nb, u == MAZE_NONE ? maze_opposite(m, c, s) : maze_side_to(m, nb, u), part);
            if (kb < 2 && m->shape->passage_mark && m->shape->passage_mark(m, nb, maze_opposite(m, c, s), part) >= 3)
                kb = 1;
            float nx = mp.ax + (part[0].x + part[kb - 1].x) / 2 * mp.sx, ny = mp.ay + (part[0].y + part[kb - 1].y) / 2 * mp.sy;
            SDL_FPoint ca, cb;
            if (kb < 1 || !render_cell_centre(cv->r, c, &ca, NULL) || !render_cell_centre(cv->r, nb, &cb, NULL))
                continue;
            Uint32 ga = pixel(cv->s, ca.x + (mx - ca.x) * 0.75f, ca.y + (my - ca.y) * 0.75f);
            Uint32 gb = pixel(cv->s, cb.x + (nx - cb.x) * 0.75f, cb.y + (ny - cb.y) * 0.75f);
            bool open = maze_is_open(m, c, s);
            passages += open;
            edges += ga == node && gb == node;
            if (open && (ga != node || gb != node) && wrong_edge++ == 0)
                fprintf(stderr, "%s: the passage from cell %u by side %u shows %08x and %08x, not the edge %08x\n",
                        what, c, s, ga, gb, node);
            if (!open && !tunnel_under(m, c, nb) && (ga != bg || gb != bg) && wrong_gap++ == 0)
                fprintf(stderr, "%s: the wall of cell %u on side %u shows %08x and %08x, not the background %08x\n",
                        what, c, s, ga, gb, bg);
        }
    }
    render_tree_counts(cv->r, &nodes, &halves);
    CHECK(wrong_node == 0, "%s: %lu of %u nodes not at their centres", what, wrong_node, m->count);
    CHECK(wrong_edge == 0 && wrong_gap == 0, "%s: %lu passages not drawn, %lu closed walls drawn as edges", what,
          wrong_edge, wrong_gap);
    CHECK(passages == m->count - 1 && edges == passages, "%s: %lu edges drawn, %lu passages, %u cells", what, edges,
          passages, m->count);
    CHECK(nodes == m->count && halves == 2 * (unsigned long)(m->count - 1),
          "%s: the renderer drew %lu nodes and %lu half-edges for %u cells", what, nodes, halves, m->count);
}

/* Random batches of steps of g, each drawn by inc as it changed and by full from scratch: the same pictures. */
#define SYNCS (test_quick() ? 40u : 150u) /* quick: the sanitizer pass */

static bool run_compare(canvas *inc, canvas *full, sm *g, rng *r, bool dots, const char *what)
{
    render_frame f;
    memset(&f, 0, sizeof f);
    for (unsigned syncs = 0;; syncs++) {
        render_sync(inc->r, g);
        render_draw(inc->r, &f);
        render_invalidate(full->r);
        render_sync(full->r, g);
        render_draw(full->r, &f);
        int fx = 0, fy = 0;
        long bad = canvas_differing(inc->s, full->s, &fx, &fy);
        CHECK(bad == 0, "%s, step %" PRIu64 ": %ld pixels differ from a full redraw (first %d,%d)", what,
              sm_steps(g), bad, fx, fy);
        sm_clear_changes(g);
        if (bad || sm_done(g))
            return bad == 0;
        uint32_t most = dots ? 3000 : syncs % 3 == 2 ? 60 : 6;
        /* compared for SYNCS batches, then the rest at once (compared once more): a long run
           (Aldous-Broder, Origin Shift's thousands of shifts) adds time, not checks */
        sm_run(g, syncs + 1 >= SYNCS ? UINT64_MAX : 1 + rng_below(r, most));
    }
}

/*
 * Random batches of steps; after each the incremental picture equals a
 * full redraw. dots: cells of a few pixels; cell_px: a fixed size (a
 * rectangle larger than the output: a sampled texture).
 */
static void check_run(const gen_algo *al, const grid_shape *g, bool masked, const render_theme *th, uint64_t seed,
                      bool dots, int cell_px)
{
    uint32_t w = g == &grid_polar ? 7 : 17, h = g == &grid_polar ? 0 : 11;
    if (g->caps & GRID_CAP_LEVELS) { /* levels side by side: 17 columns in 3 would be 53 cells across, 9 pixels each */
        w = 6;
        h = GRID_LEVELS(12, 3);
    }
    if (dots) {
        w = g == &grid_polar ? 90 : 160;
        h = g == &grid_polar ? 0 : 110;
    }
    if (cell_px) {
        w = 40;
        h = 30;
    }
    char what[160];
    snprintf(what, sizeof what, "%s on %s%s, %s theme%s%s", al->id, g->id, masked ? " masked" : "", th->id,
             dots ? ", dots" : "", cell_px ? ", sampled" : "");
    maze *m = canvas_maze(g, w, h, masked);
    canvas inc, full;
    bool ok = m && tree_canvas_open(&inc, th, cell_px) && tree_canvas_open(&full, th, cell_px);
    CHECK(ok, "%s: cannot set up", what);
    if (!ok) {
        maze_destroy(m);
        return;
    }
    sm_settings set = sm_default_settings();
    set.track_changes = true;
    sm *gen = sm_create(al, m, seed, &set);
    rng r;
    rng_seed(&r, seed);
    bool done = gen && run_compare(&inc, &full, gen, &r, dots, what);
    CHECK(done, "%s: stopped before the end", what);
    if (done && !dots && !cell_px)
        check_edges(&full, gen, what);
    /* then distance colouring and the longest path (D): an edge takes its two cells' colours */
    set.from = set.to = MAZE_NONE;
    for (uint32_t c = 0; c < m->n; c++)
        if (maze_exists(m, c)) {
            set.from = set.from == MAZE_NONE ? c : set.from;
            set.to = c;
        }
    snprintf(what + strlen(what), sizeof what - strlen(what), ", distances");
    sm *dist = done ? sm_create(&solve_distance, m, seed, &set) : NULL;
    render_invalidate(inc.r); /* a new machine, as the app's next phase: drawn whole, then kept up to date */
    CHECK(!done || (dist && run_compare(&inc, &full, dist, &r, dots, what)), "%s: stopped before the end", what);
    sm_destroy(dist);
    sm_destroy(gen);
    canvas_close(&inc);
    canvas_close(&full);
    maze_destroy(m);
}

/* Through the app: V and back, --view tree, and the legend saying what a node and an edge are. */
static void check_app(void)
{
    fixture f;
    if (!fixture_open(&f, 1280, 720, "--algo kruskal --size 12x8 --seed 3 --panel on")) {
        CHECK(0, "cannot open the app");
        return;
    }
    render *r = app_renderer(f.a);
    CHECK(render_get_view(r) == RENDER_VIEW_MAZE, "the app does not open in the maze view");
    press(f.a, SDLK_v, 0);
    CHECK(render_get_view(r) == RENDER_VIEW_TREE, "V does not switch to the tree view");
    app_advance(f.a, 40);
    app_draw(f.a);
    const render_layout_info *in = render_info(r);
    CHECK(in->legend_swatch[0].w > 0 && in->legend_swatch[1].w > 0, "no legend rows for a node and an edge");
    press(f.a, SDLK_v, 0);
    CHECK(render_get_view(r) == RENDER_VIEW_MAZE, "V again does not switch back to the maze view");
    fixture_close(&f);
    if (!fixture_open(&f, 800, 600, "--algo wilson --size 10x8 --seed 3 --view tree --screenshot tree-view-test.png")) {
        CHECK(0, "--view tree does not open with --screenshot");
        return;
    }
    CHECK(render_get_view(app_renderer(f.a)) == RENDER_VIEW_TREE, "--view tree does not open in the tree view");
    fixture_close(&f);
    /* compare's panes: opened in the tree view, and V turns them all back */
    if (!fixture_open(&f, 1280, 720, "--compare wilson,backtracker --size 12x8 --seed 3 --view tree")) {
        CHECK(0, "--view tree does not open with --compare");
        return;
    }
    int panes = app_compare_panes(f.a), trees = 0;
    for (int i = 0; i < panes; i++)
        trees += render_get_view(app_compare_renderer(f.a, i)) == RENDER_VIEW_TREE;
    CHECK(panes == 2 && trees == 2, "--compare --view tree: %d of %d panes in the tree view", trees, panes);
    press(f.a, SDLK_v, 0);
    for (int i = 0; i < panes; i++)
        trees -= render_get_view(app_compare_renderer(f.a, i)) == RENDER_VIEW_TREE;
    CHECK(trees == 2, "V in compare leaves %d of %d panes in the tree view", 2 - trees, panes);
    fixture_close(&f);
}

int main(int argc, char **argv)
{
    harness_init();
    const gen_algo *only = NULL;
    if (argc > 1 && !(only = gen_find(argv[1]))) {
        fprintf(stderr, "tree_view_test: unknown algorithm '%s'\n", argv[1]);
        return 1;
    }
    for (size_t i = 0; i < gen_algo_count; i++) {
        const gen_algo *al = gen_algos[i];
        if (only && al != only)
            continue;
        for (size_t g = 0; g < grid_shape_count; g++)
            for (int masked = 0; masked < 2; masked++) {
                if (!sm_algo_fits_grid(al, grid_shapes[g], masked))
                    continue;
                for (size_t t = 0; t < (g == 0 ? CONFIG_THEMES : 1); t++) /* the theme changes colours, not shapes */
                    check_run(al, grid_shapes[g], masked, config_themes[t], harness_seed + i * 7 + g, false, 0);
            }
        check_run(al, grid_shapes[0], false, config_themes[0], harness_seed + i, false, 14); /* sampled */
        if (al == gen_algos[0] || only)
            for (size_t g = 0; g < grid_shape_count; g++)
                if (sm_algo_fits_grid(al, grid_shapes[g], false)) /* masked where it runs on a mask */
                    check_run(al, grid_shapes[g], g == 0 && sm_algo_fits_grid(al, grid_shapes[g], true),
                              config_themes[0], harness_seed + g, true, 0);
    }
    if (!only)
        check_app();
    printf("tree_view_test: %d failure(s)\n", harness_failures);
    return harness_failures ? 1 : 0;
}
