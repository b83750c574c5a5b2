/*
 * test_grid.c - the grid shapes and masks, and every algorithm on them.
 *
 * - Topology, for every shape at several sizes, with and without masks:
 *   neighbours are mutual and the side facing back is right; the degrees
 *   are the shape's (hexagon inside 6, triangle inside 3, polar centre C
 *   and ring cells 4 or 5 with two cells outward); a masked-out cell has
 *   no neighbour and none has it; count, first and last cell agree.
 * - Geometry: two neighbours' walls are the same polyline (reversed, bit
 *   for bit, so polygons drawn side by side leave no seam); the
 *   ends of every wall lie on the cell's outline, which runs clockwise;
 *   the cell under each centre is that cell; each side's heading is
 *   half a turn from the neighbour's side facing back and, on grids of
 *   rows, the direction from the centre to the wall.
 * - Every graph algorithm x every shape x (no mask, a mask with holes, a
 *   shape-like mask): the step-machine contract of sm_check.h (note and
 *   change log every step, batched == stepwise, exact time travel), a
 *   perfect maze, and the run ends (a masked grid used to hang Wilson).
 *   The row algorithms are refused there (sm_algo_fits, sm_create).
 * - Origin Shift: a perfect maze after every step, on every shape and mask.
 * - Every solver on every shape and mask: a valid path from start to goal
 *   through open walls; the shortest-path solvers' length is the
 *   breadth-first distance computed here. Only the wall follower and
 *   Pledge may miss a goal (on braided mazes), the random mouse give up.
 * - Pledge on every shape reaches every goal on the outer wall of perfect
 *   and braided mazes, from random starts.
 * - What a shape answers without making a grid (issue 29) agrees with the
 *   grid it makes: its sizes are sizes it takes, its cell count, the cell
 *   each pair of coordinates names, its sizes' names in both languages; a
 *   capability it offers holds (rows: cell (x, y) is y * w + x; squares:
 *   four sides, the neighbour one step in x or y); a size like another
 *   grid's is one it takes; its girth is the shortest cycle's.
 *
 * Usage: test_grid [ALGO]; an unknown id fails. MAZEVIZ_TEST_SEED replays.
 */
#include "mazeviz/gen.h"
#include "mazeviz/grid.h"
#include "mazeviz/solve.h"
#include "shape_sizes.h"
#include "sm_check.h"

static uint64_t base_seed;

/* ---- the mazes the checks run on ---- */

typedef enum mask_kind { MASK_NONE, MASK_HOLES, MASK_SHAPE, MASK_KINDS } mask_kind;
static const char *const mask_names[MASK_KINDS] = {"no mask", "holes", "shape mask"};

static const grid_shape *cur_shape;
static mask_kind cur_mask;

/* Sizes: a grid not in rows (polar) takes w as its rings (at most 12 here) and 6 cells in ring 1; a cube h/2 rows on 2 levels. */
static void shape_size(const grid_shape *g, uint32_t *w, uint32_t *h)
{
    if (!test_board(g)) {
        *w = *w > 12 ? 12 : *w / 2 + 1;
        *h = 0;
    }
    *h = test_rows(g, *h);
}

/* Cells cut out at random while the rest stays connected (about a tenth). */
static void holes(const maze *full, uint8_t *mask, uint64_t seed)
{
    rng r;
    rng_seed(&r, seed);
    memset(mask, 1, full->n);
    for (uint32_t k = 0; k < full->n / 10 + 1; k++) {
        uint32_t c = rng_below(&r, full->n);
        if (!mask[c])
            continue;
        mask[c] = 0;
        maze *t = maze_create_shaped(full->shape, full->w, full->h, mask);
        if (!t || maze_mask_pieces(t, NULL) != 1)
            mask[c] = 1;
        maze_destroy(t);
    }
}

/* A thick U over the grid's extent: connected on every shape. */
static void u_shape(const maze *full, uint8_t *mask)
{
    bool rows = grid_offers(full->shape, GRID_CAP_ROWS, false);
    uint32_t pw = rows ? full->w : 24, ph = rows ? full->h : 24;
    uint8_t *pic = calloc((size_t)pw * ph, 1);
    if (!pic)
        return;
    for (uint32_t y = 0; y < ph; y++)
        for (uint32_t x = 0; x < pw; x++)
            pic[(size_t)y * pw + x] = x < pw / 3 + 1 || x >= pw - pw / 3 - 1 || y >= ph - ph / 3 - 1;
    grid_mask_from_picture(full, pic, pw, ph, mask);
    free(pic);
}

static maze *make_shaped(uint32_t w, uint32_t h)
{
    shape_size(cur_shape, &w, &h);
    maze *full = maze_create_shaped(cur_shape, w, h, NULL);
    if (!full || cur_mask == MASK_NONE || full->n < 4)
        return full;
    uint8_t *mask = malloc(full->n);
    maze *m = NULL;
    if (mask) {
        if (cur_mask == MASK_HOLES)
            holes(full, mask, base_seed + w * 31 + h);
        else
            u_shape(full, mask);
        m = maze_create_shaped(cur_shape, w, h, mask);
        if (m && maze_mask_pieces(m, NULL) != 1) { /* a U too small to hold together: keep the grid */
            maze_destroy(m);
            m = NULL;
        }
    }
    free(mask);
    if (!m)
        return full;
    maze_destroy(full);
    return m;
}

/* ---- topology and geometry ---- */

/* Exactly the same point: a renderer needs shared corners bit for bit equal to leave no seam. */
static bool same_pt(grid_pt a, grid_pt b) { return a.x == b.x && a.y == b.y; }

/* Distance from p to the segment a-b. */
static float seg_dist(grid_pt p, grid_pt a, grid_pt b)
{
    float dx = b.x - a.x, dy = b.y - a.y, l = dx * dx + dy * dy;
    float t = l > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / l : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    float ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y;
    return sqrtf(ex * ex + ey * ey);
}

static bool on_outline(grid_pt p, const grid_pt *poly, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        if (seg_dist(p, poly[i], poly[(i + 1) % n]) < 1e-3f)
            return true;
    return false;
}

/* Twice the signed area: positive when the outline runs clockwise on screen (y down). */
static float area2(const grid_pt *p, unsigned n)
{
    float a = 0;
    for (unsigned i = 0; i < n; i++)
        a += p[i].x * p[(i + 1) % n].y - p[(i + 1) % n].x * p[i].y;
    return a;
}

/*
 * Headings (Pledge's turns): the neighbour's side facing back is half a
 * turn round; the heading is the wall's outward normal - the wall runs
 * clockwise round the cell, so that is its chord turned a quarter to the
 * left (y down) - within a thousandth of a turn.
 */
static unsigned check_heading(const maze *m, uint32_t c, maze_dir d, const grid_pt *wall, unsigned k)
{
    uint32_t turn = m->shape->turn(m), h = m->shape->heading(m, c, d);
    unsigned bad = turn < 2 || turn % 2 || h >= turn;
    uint32_t nb = maze_neighbor(m, c, d);
    if (nb != MAZE_NONE)
        bad += m->shape->heading(m, nb, maze_opposite(m, c, d)) != (h + turn / 2) % turn;
    if (k >= 2) {
        const double pi = 3.14159265358979;
        double dx = (double)wall[k - 1].x - wall[0].x, dy = (double)wall[k - 1].y - wall[0].y;
        double got = atan2(-dx, dy), want = (double)h / turn * 2 * pi - pi / 2; /* screen angles, y down */
        double diff = fmod(fabs(got - want), 2 * pi);
        bad += (diff < pi ? diff : 2 * pi - diff) > 2 * pi / 1000;
    }
    return bad;
}

static void check_topology(const maze *m, const char *what)
{
    unsigned bad_link = 0, bad_wall = 0, bad_outline = 0, bad_center = 0, bad_mask = 0, bad_heading = 0;
    uint32_t count = 0, first = MAZE_NONE, last = MAZE_NONE;
    grid_pt poly[GRID_MAX_POINTS], wa[GRID_MAX_POINTS], wb[GRID_MAX_POINTS];
    for (uint32_t c = 0; c < m->n; c++) {
        if (maze_exists(m, c)) {
            count++;
            first = first == MAZE_NONE ? c : first;
            last = c;
        }
        unsigned np = m->shape->polygon(m, c, poly);
        bad_outline += np < 3 || np > GRID_MAX_POINTS || !(area2(poly, np) > 0);
        bad_center += m->shape->cell_at(m, m->shape->center(m, c).x, m->shape->center(m, c).y) != c;
        for (maze_dir d = 0; d < m->sides; d++) {
            uint32_t nb = maze_neighbor(m, c, d);
            unsigned k = m->shape->wall(m, c, d, wa);
            for (unsigned i = 0; i < k; i++)
                bad_outline += !on_outline(wa[i], poly, np);
            if (k > 0)
                bad_heading += check_heading(m, c, d, wa, k);
            if (nb == MAZE_NONE)
                continue;
            bad_mask += !maze_exists(m, c) || !maze_exists(m, nb);
            unsigned back = maze_opposite(m, c, d);
            bad_link += back >= m->sides || maze_neighbor(m, nb, back) != c || maze_opposite(m, nb, back) != d;
            if (grid_seam(m, c, d)) { /* a wrapped board's seam: its two ends are apart, and numbered alike */
                bad_wall += back >= m->sides || grid_seam(m, nb, back) != grid_seam(m, c, d);
                continue;
            }
            if (grid_under(m, c, d) != MAZE_NONE) /* a weave's tunnel: it has no wall of its own */
                continue;
            unsigned kb = back < m->sides ? m->shape->wall(m, nb, back, wb) : 0;
            bool same = k >= 2 && k == kb;
            for (unsigned i = 0; same && i < k; i++)
                same = same_pt(wa[i], wb[k - 1 - i]);
            bad_wall += !same;
        }
    }
    CHECK(bad_link == 0, "%s: %u neighbour links not mutual", what, bad_link);
    CHECK(bad_wall == 0, "%s: %u walls differ from the neighbour's side", what, bad_wall);
    CHECK(bad_outline == 0, "%s: %u outline faults (wall ends off the polygon, not clockwise)", what,
          bad_outline);
    CHECK(bad_center == 0, "%s: %u cells not under their own centre", what, bad_center);
    CHECK(bad_mask == 0, "%s: %u links to or from masked-out cells", what, bad_mask);
    CHECK(bad_heading == 0, "%s: %u sides whose heading is not the geometry's or the neighbour's half a turn "
          "round", what, bad_heading);
    CHECK(count == m->count && first == maze_first_cell(m) && last == maze_last_cell(m),
          "%s: count %u/%u, first %u/%u, last %u/%u", what, count, m->count, first, maze_first_cell(m),
          last, maze_last_cell(m));
    maze *open = maze_create_like(m);
    if (open) {
        maze_fill(open, true);
        CHECK(maze_passages(open) == maze_edges(open), "%s: opening every wall gives %" PRIu64
              " passages for %" PRIu64 " edges", what, maze_passages(open), maze_edges(open));
        maze_destroy(open);
    }
}

static unsigned neighbours(const maze *m, uint32_t c)
{
    unsigned k = 0;
    for (maze_dir d = 0; d < m->sides; d++)
        k += maze_neighbor(m, c, d) != MAZE_NONE;
    return k;
}

/* The degrees each shape promises (unmasked). */
static void check_degrees(void)
{
    maze *h = maze_create_shaped(&grid_hex, 7, 6, NULL);
    maze *t = maze_create_shaped(&grid_triangle, 9, 5, NULL);
    maze *p = maze_create_shaped(&grid_polar, 5, 0, NULL);
    maze *p8 = maze_create_shaped(&grid_polar, 3, 8, NULL);
    CHECK(h && t && p && p8, "out of memory");
    if (!h || !t || !p || !p8)
        goto out;
    unsigned bad = 0;
    for (uint32_t y = 1; y + 1 < h->h; y++)
        for (uint32_t x = 1; x + 1 < h->w; x++)
            bad += neighbours(h, y * h->w + x) != 6;
    CHECK(h->sides == 6 && bad == 0, "hex: %u interior cells without 6 neighbours", bad);
    bad = 0;
    for (uint32_t y = 1; y + 1 < t->h; y++)
        for (uint32_t x = 1; x + 1 < t->w; x++)
            bad += neighbours(t, y * t->w + x) != 3;
    CHECK(t->sides == 3 && bad == 0, "triangle: %u interior cells without 3 neighbours", bad);
    /* Polar: ring 1 has C cells round the centre, each ring keeps or multiplies the count. */
    uint32_t a, b, first, n1;
    for (int i = 0; i < 2; i++) {
        maze *q = i ? p8 : p;
        uint32_t c_first = i ? 8 : 6, k = neighbours(q, 0);
        q->shape->row(q, 1, &first, &n1);
        CHECK(k == c_first && n1 == c_first, "polar C=%u: the centre has %u neighbours, ring 1 %u cells",
              c_first, k, n1);
        bad = 0;
        for (uint32_t c = 1; c < q->n; c++) {
            q->shape->coords(q, c, &a, &b);
            uint32_t f, count, fo, count_out = 0, deg = neighbours(q, c);
            q->shape->row(q, c, &f, &count);
            if (a < q->w)
                q->shape->row(q, f + count, &fo, &count_out);
            uint32_t outs = a < q->w ? count_out / count : 0;
            bad += deg != 3 + outs || (count_out && count_out % count);
        }
        CHECK(bad == 0, "polar C=%u: %u ring cells whose degree is not 3 + their outward cells", c_first,
              bad);
    }
out:
    maze_destroy(h);
    maze_destroy(t);
    maze_destroy(p);
    maze_destroy(p8);
}

/*
 * Every size a shape accepts is one piece (a generator on two pieces never
 * ends): all sizes up to 6x6, polar up to 5 rings with every first ring;
 * a single column of triangles taller than 2 falls apart and is refused.
 */
static void check_connected(void)
{
    for (size_t g = 0; g < grid_shape_count; g++) {
        const grid_shape *s = grid_shapes[g];
        bool polar = s == &grid_polar;
        for (uint32_t w = 1; w <= (polar ? 5u : 6u); w++) {
            for (uint32_t h = polar ? 4 : 1; h <= (polar ? 8u : 6u); h++) {
                maze *m = maze_create_shaped(s, w, h, NULL);
                CHECK((m != NULL) == s->size_ok(w, h), "%s %ux%u: made %d, size_ok %d", s->id, w, h, m != NULL,
                      s->size_ok(w, h));
                if (m)
                    CHECK(maze_mask_pieces(m, NULL) == 1, "%s %ux%u: accepted, but in %u pieces", s->id, w, h,
                          maze_mask_pieces(m, NULL));
                maze_destroy(m);
            }
        }
    }
    CHECK(!grid_triangle.size_ok(1, 3), "a column of 3 triangles (two pieces) accepted");
    for (uint32_t c = 4; c <= 8; c++) /* what size_help promises, and no more than the table holds */
        CHECK(grid_polar.size_ok(2300, c) && !grid_polar.size_ok(2400, c), "polar C=%u: 2300 rings refused or 2400 accepted", c);
}

static void check_shapes(void)
{
    static const uint32_t sizes[][2] = {{1, 1}, {2, 1}, {1, 3}, {2, 2}, {5, 4}, {12, 9}, {31, 17}};
    for (size_t g = 0; g < grid_shape_count; g++) {
        cur_shape = grid_shapes[g];
        for (int mk = 0; mk < MASK_KINDS; mk++) {
            cur_mask = (mask_kind)mk;
            for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
                if (cur_shape == &grid_triangle && sizes[i][0] == 1 && sizes[i][1] > 2)
                    continue; /* a single column of triangles falls apart (check_connected) */
                if (!cur_shape->size_ok(sizes[i][0], sizes[i][1]))
                    continue; /* a wrapped board needs 3 columns (torus: and 3 rows) */
                maze *m = make_shaped(sizes[i][0], sizes[i][1]);
                char what[96];
                snprintf(what, sizeof what, "%s %ux%u %s", cur_shape->id, sizes[i][0], sizes[i][1],
                         mask_names[mk]);
                CHECK(m != NULL, "%s: not made", what);
                if (m)
                    check_topology(m, what);
                maze_destroy(m);
            }
        }
    }
    check_degrees();
    check_connected();
    maze *p = maze_create_shaped(&grid_polar, 3, 3, NULL), *q = maze_create_shaped(&grid_polar, 3, 9, NULL);
    CHECK(!p && !q, "polar grids with 3 or 9 cells in ring 1 accepted");
    maze_destroy(p);
    maze_destroy(q);
    uint8_t none[12] = {0};
    CHECK(!maze_create_shaped(&grid_hex, 4, 3, none), "a mask without a cell accepted");
}

/* ---- generators ---- */

static void check_generator(const gen_algo *a)
{
    for (size_t g = 0; g < grid_shape_count; g++) {
        cur_shape = grid_shapes[g];
        for (int mk = 0; mk < MASK_KINDS; mk++) {
            cur_mask = (mask_kind)mk;
            char what[128];
            snprintf(what, sizeof what, "%s on %s, %s", a->id, cur_shape->id, mask_names[mk]);
            maze *m = make_shaped(12, 9);
            CHECK(m != NULL, "%s: out of memory", what);
            if (!m)
                continue;
            bool fits = sm_algo_fits(a, m);
            /* what an algorithm needs a board in rows and columns, without a mask, offers (g 0: every algorithm) */
            bool want = a->needs == 0 || (!m->live && (cur_shape->caps & a->needs) == a->needs);
            /* a shape whose passages have rules (a weave's tunnels) takes only generators that ask them */
            want = want && (!cur_shape->link_ok || a->weaves);
            CHECK(fits == want && (fits || g != 0 || m->live), "%s: fits says %d", what, fits);
            if (!fits) {
                CHECK(sm_create(a, m, base_seed, NULL) == NULL, "%s: made a machine it refuses", what);
                maze_destroy(m);
                continue;
            }
            for (uint64_t s = 0; s < 6; s++) {
                CHECK(gen_generate(a, m, base_seed + s, NULL), "%s: out of memory", what);
                CHECK(maze_is_perfect(m), "%s seed %" PRIu64 ": not a perfect maze", what, base_seed + s);
            }
            maze_destroy(m);
            seen sn = {{0}, {0}, {0}};
            sm_settings set = sm_default_settings();
            check_steps(a, &set, 12, 9, base_seed, 1, &sn, what);
            check_batches(a, &set, base_seed + 1, what);
            if (mk == MASK_HOLES) {
                uint64_t undone;
                check_time_travel(a, &set, base_seed + 2, what);
                check_step_back(a, &set, base_seed + 3, what, &undone);
            }
        }
    }
}

/* ---- Origin Shift ---- */

/*
 * A perfect maze after every shift, not only at the end, on every shape
 * and mask; the starting maze on a rectangle is the documented one (every
 * cell open to the east, the last column to the south); one byte per cell.
 */
static void check_origin_shift(void)
{
    const gen_algo *a = gen_find("origin-shift");
    for (size_t g = 0; g < grid_shape_count; g++) {
        cur_shape = grid_shapes[g];
        if (cur_shape->link_ok && !a->weaves)
            continue; /* refused on a weave (check_generator checks that it is) */
        for (int mk = 0; mk < MASK_KINDS; mk++) {
            cur_mask = (mask_kind)mk;
            char what[128];
            snprintf(what, sizeof what, "origin-shift on %s, %s", cur_shape->id, mask_names[mk]);
            maze *m = make_shaped(12, 9);
            sm *os = m ? sm_create(a, m, base_seed + g * 3 + (uint64_t)mk, NULL) : NULL;
            CHECK(os != NULL, "%s: out of memory", what);
            if (!os) {
                maze_destroy(m);
                continue;
            }
            CHECK(sm_memory(os) <= (size_t)m->n + 256, "%s: %zu bytes for %" PRIu32 " cells", what,
                  sm_memory(os), m->n);
            if (g == 0 && mk == MASK_NONE) {
                uint32_t odd = 0;
                for (uint32_t c = 0; c < m->n; c++) {
                    bool east = maze_x(m, c) + 1 < m->w, south = !east && maze_y(m, c) + 1 < m->h;
                    odd += maze_is_open(m, c, RECT_E) != east || maze_is_open(m, c, RECT_S) != south;
                }
                CHECK(odd == 0, "%s: the starting maze is not 'right, the last column down' (%" PRIu32
                      " cells)", what, odd);
            }
            uint64_t bad = 0, first_bad = 0;
            for (;;) { /* step 0 (the starting maze) to the last */
                if (!maze_is_perfect(m) && bad++ == 0)
                    first_bad = sm_steps(os);
                if (sm_done(os))
                    break;
                sm_step(os);
            }
            CHECK(bad == 0, "%s: not a perfect maze after %" PRIu64 " of %" PRIu64 " steps (first: step %"
                  PRIu64 ")", what, bad, sm_steps(os), first_bad);
            sm_destroy(os);
            maze_destroy(m);
        }
    }
}

/* ---- solvers ---- */

/* Breadth-first distance from a to b through open walls (UINT32_MAX: none). */
static uint32_t bfs_distance(const maze *m, uint32_t a, uint32_t b)
{
    uint32_t *dist = malloc(m->n * sizeof *dist), *q = malloc(m->n * sizeof *q), h = 0, t = 0;
    uint32_t out = UINT32_MAX;
    if (!dist || !q)
        goto done;
    memset(dist, 0xff, m->n * sizeof *dist);
    dist[a] = 0;
    q[t++] = a;
    while (h < t) {
        uint32_t c = q[h++];
        for (maze_dir d = 0; d < m->sides; d++) {
            uint32_t nb = maze_neighbor(m, c, d);
            if (maze_is_open(m, c, d) && dist[nb] == UINT32_MAX) {
                dist[nb] = dist[c] + 1;
                q[t++] = nb;
            }
        }
    }
    out = dist[b];
done:
    free(dist);
    free(q);
    return out;
}

static bool shortest_solver(const sm_algo *s)
{
    return strcmp(s->id, "bfs") == 0 || strcmp(s->id, "astar") == 0 || strcmp(s->id, "dead-end-filling") == 0;
}

static void check_solvers(void)
{
    for (size_t g = 0; g < grid_shape_count; g++) {
        cur_shape = grid_shapes[g];
        for (int mk = 0; mk < MASK_KINDS; mk++) {
            cur_mask = (mask_kind)mk;
            maze *m = make_shaped(17, 13);
            CHECK(m != NULL, "out of memory");
            if (!m)
                continue;
            const gen_algo *gen = gen_find("wilson");
            for (size_t i = 0; !sm_algo_fits(gen, m) && i < gen_algo_count; i++)
                gen = gen_algos[i]; /* a weave: the first generator that asks where a tunnel may go */
            for (uint64_t s = 0; s < 4; s++) {
                CHECK(gen_generate(gen, m, base_seed + s, NULL), "generate");
                if (s % 2)
                    CHECK(gen_braid_maze(m, base_seed + s, 60), "braid");
                rng r;
                rng_seed(&r, base_seed + s);
                uint32_t from = maze_random_cell(m, &r), to = maze_random_cell(m, &r);
                uint32_t want = bfs_distance(m, from, to);
                for (size_t i = 0; i < solve_algo_count; i++) {
                    const sm_algo *sv = solve_algos[i];
                    uint32_t *path = NULL;
                    size_t len = 0;
                    solve_outcome out;
                    char what[128];
                    snprintf(what, sizeof what, "%s on %s %s, seed %" PRIu64 " %s", sv->id, cur_shape->id,
                             mask_names[mk], base_seed + s, s % 2 ? "braided" : "perfect");
                    bool ok = solve_maze(sv, m, from, to, &path, &len, &out);
                    CHECK(ok, "%s: out of memory", what);
                    if (out != SOLVE_FOUND) {
                        /*
                         * Only the wall followers may not reach it, and only on a braided
                         * maze (Pledge: a goal inside, tested below); the mouse may give up.
                         */
                        bool walker = strcmp(sv->id, "wall-follower") == 0 || strcmp(sv->id, "pledge") == 0;
                        CHECK((s % 2 && walker) || (strcmp(sv->id, "random-mouse") == 0 && out == SOLVE_GAVE_UP),
                              "%s: no path found", what);
                        free(path);
                        continue;
                    }
                    bool valid = len >= 1 && path[0] == from && path[len - 1] == to;
                    for (size_t k = 0; valid && k + 1 < len; k++) {
                        unsigned d = maze_side_to(m, path[k], path[k + 1]);
                        valid = d != MAZE_NO_SIDE && maze_is_open(m, path[k], d);
                    }
                    CHECK(valid, "%s: the path is not a chain of open passages from start to goal", what);
                    if (shortest_solver(sv) || !(s % 2))
                        CHECK(len == (size_t)want + 1, "%s: path of %zu cells, the shortest has %u", what, len,
                              want + 1);
                    free(path);
                }
            }
            maze_destroy(m);
        }
    }
}

/* Whether c has a wall on the grid's outer edge (an unmasked grid: a side with a wall but no neighbour). */
static bool on_outer_wall(const maze *m, uint32_t c)
{
    grid_pt pts[GRID_MAX_POINTS];
    for (maze_dir d = 0; d < m->sides; d++)
        if (maze_neighbor(m, c, d) == MAZE_NONE && m->shape->wall(m, c, d, pts) > 0)
            return true;
    return false;
}

/*
 * Pledge escapes on every shape: on braided mazes (and perfect ones) every
 * goal on the outer wall is reached from any start, with a valid path -
 * the turn count is the walker's true turning (grid.h heading). Counting
 * in a polar grid's own frame instead missed 45 % of these.
 */
static void check_pledge(void)
{
    const sm_algo *pledge = solve_find("pledge");
    for (size_t g = 0; g < grid_shape_count; g++) {
        cur_shape = grid_shapes[g];
        cur_mask = MASK_NONE;
        /* Pledge's promise is a plane's: a wrapped board's edges are not one outer wall, nor a cube's levels';
           a weave's tunnels cross corridors */
        if (cur_shape->seam || (cur_shape->caps & GRID_CAP_LEVELS) || cur_shape->under)
            continue;
        unsigned tries = 0, missed = 0, bad_path = 0;
        for (uint64_t s = 0; s < 24; s++) {
            maze *m = make_shaped(s % 2 ? 14 : 19, s % 2 ? 11 : 8);
            if (!m || !gen_generate(gen_find("wilson"), m, base_seed + s, NULL) ||
                !gen_braid_maze(m, base_seed + s, (unsigned)(s % 3) * 50)) {
                CHECK(0, "pledge on %s: out of memory", cur_shape->id);
                maze_destroy(m);
                continue;
            }
            rng r;
            rng_seed(&r, base_seed + 1000 + s);
            for (int t = 0; t < 40; t++) {
                uint32_t from = maze_random_cell(m, &r), to = maze_random_cell(m, &r);
                if (from == to || !on_outer_wall(m, to))
                    continue;
                uint32_t *path = NULL;
                size_t len = 0;
                solve_outcome out;
                CHECK(solve_maze(pledge, m, from, to, &path, &len, &out), "out of memory");
                tries++;
                missed += out != SOLVE_FOUND;
                bool valid = out != SOLVE_FOUND || (len >= 1 && path[0] == from && path[len - 1] == to);
                for (size_t k = 0; valid && path && k + 1 < len; k++) {
                    unsigned d = maze_side_to(m, path[k], path[k + 1]);
                    valid = d != MAZE_NO_SIDE && maze_is_open(m, path[k], d);
                }
                bad_path += !valid;
                free(path);
            }
            maze_destroy(m);
        }
        CHECK(tries >= 100 && missed == 0 && bad_path == 0, "pledge on %s: %u of %u goals on the outer wall "
              "missed, %u invalid paths", cur_shape->id, missed, tries, bad_path);
        printf("pledge on %s: %u goals on the outer wall, all reached\n", cur_shape->id, tries);
    }
}

/* GRID_CAP_ROWS and GRID_CAP_SQUARES hold on m. */
static void check_caps(const maze *m, const char *what)
{
    const grid_shape *g = m->shape;
    for (uint32_t c = 0; c < m->n && (g->caps & GRID_CAP_ROWS); c++)
        CHECK(g->cell_of(m, maze_x(m, c), maze_y(m, c)) == c, "%s: rows, but (x, y) of %u is not it", what, c);
    if (!(g->caps & GRID_CAP_SQUARES))
        return;
    CHECK(m->sides == RECT_SIDES, "%s: squares with %u sides", what, m->sides);
    static const int dx[RECT_SIDES] = {0, 1, 0, -1}, dy[RECT_SIDES] = {-1, 0, 1, 0};
    for (uint32_t c = 0; c < m->n; c++)
        for (unsigned s = 0; s < RECT_SIDES; s++) {
            int64_t x = (int64_t)maze_x(m, c) + dx[s], y = (int64_t)maze_y(m, c) + dy[s];
            bool in = x >= 0 && y >= 0 && x < m->w && y < m->h;
            uint32_t want = in ? (uint32_t)(y * m->w + x) : MAZE_NONE;
            CHECK(maze_neighbor(m, c, s) == want, "%s: squares, but side %u of %u leads to %u", what, s, c,
                  maze_neighbor(m, c, s));
        }
}

/* The fewest cells round a cycle of m's neighbours (breadth-first from every cell); UINT32_MAX: none. */
static uint32_t girth_of(const maze *m)
{
    uint32_t best = UINT32_MAX, *dist = malloc((size_t)m->n * sizeof *dist), *from = malloc((size_t)m->n * sizeof *from),
             *queue = malloc((size_t)m->n * sizeof *queue);
    for (uint32_t root = 0; dist && from && queue && root < m->n; root++) {
        for (uint32_t c = 0; c < m->n; c++)
            dist[c] = UINT32_MAX;
        size_t head = 0, tail = 0;
        dist[root] = 0;
        from[root] = MAZE_NONE;
        queue[tail++] = root;
        while (head < tail) {
            uint32_t c = queue[head++];
            for (unsigned s = 0; s < m->sides; s++) {
                uint32_t nb = maze_neighbor(m, c, s);
                if (nb == MAZE_NONE || nb == from[c])
                    continue;
                if (dist[nb] == UINT32_MAX) {
                    dist[nb] = dist[c] + 1;
                    from[nb] = c;
                    queue[tail++] = nb;
                } else if (dist[c] + dist[nb] + 1 < best) {
                    best = dist[c] + dist[nb] + 1;
                }
            }
        }
    }
    free(dist);
    free(from);
    free(queue);
    return best;
}

/* One size of g: the answers without a grid against the grid made. */
static void check_answers_at(const grid_shape *g, uint32_t w, uint32_t h)
{
    char what[96], name[96];
    snprintf(what, sizeof what, "%s %ux%u", g->id, w, h);
    CHECK(g->size_ok(w, h), "%s: a size of its own it refuses", what);
    maze *m = maze_create_shaped(g, w, h, NULL);
    CHECK(m != NULL, "%s: out of memory", what);
    if (!m)
        return;
    CHECK(g->cells(w, h) == m->n, "%s: %" PRIu64 " cells said, %u made", what, g->cells(w, h), m->n);
    for (uint32_t c = 0; c < m->n; c++) {
        uint32_t a, b;
        g->coords(m, c, &a, &b);
        CHECK(g->cell_named(w, h, a, b) == c, "%s: (%u,%u) names %u, not %u", what, a, b, g->cell_named(w, h, a, b), c);
        CHECK(g->cell_named(w, h, a, b + 1) == g->cell_of(m, a, b + 1) &&
                  g->cell_named(w, h, a + 1, b) == g->cell_of(m, a + 1, b),
              "%s: the pairs after (%u,%u) name other cells than the grid's", what, a, b);
    }
    CHECK(g->cell_named(w, h, w + 1, 0) == MAZE_NONE && g->cell_named(w, h, 0, UINT32_MAX) == MAZE_NONE,
          "%s: a cell named outside the grid", what);
    for (int l = 0; l < SM_LANGS; l++)
        for (int f = 0; f < 2; f++) {
            size_t n = grid_size_name(g, w, h, (grid_size_form)f, (sm_lang)l, name, sizeof name);
            char digits[16];
            snprintf(digits, sizeof digits, "%u", w);
            CHECK(n > 0 && n < sizeof name && strstr(name, digits), "%s: size named '%s'", what, name);
        }
    check_caps(m, what);
    uint32_t lw, lh;
    grid_size_like(g, m, &lw, &lh);
    CHECK(g->size_ok(lw, lh), "%s: a size like it, %ux%u, it refuses", what, lw, lh);
    maze_destroy(m);
}

static void check_answers(void)
{
    for (size_t i = 0; i < grid_shape_count; i++) {
        const grid_shape *g = grid_shapes[i];
        const grid_sizes *z = &g->sizes;
        check_answers_at(g, z->w, z->h);
        check_answers_at(g, z->uw, z->uh);
        for (int k = 0; k < 3; k++)
            check_answers_at(g, z->lab[k][0], z->lab[k][1]);
        uint32_t h7 = test_board(g) ? test_rows(g, 5) : 4;
        check_answers_at(g, 7, h7);
        maze *m = maze_create_shaped(g, 7, h7, NULL);
        unsigned girth = m ? girth_of(m) : 0;
        maze_destroy(m);
        if (g->seam) { /* a wrapped board's shortest cycle goes round its narrowest size: the lab's first */
            m = maze_create_shaped(g, z->lab[0][0], z->lab[0][1], NULL);
            girth = m && girth_of(m) < girth ? girth_of(m) : girth;
            maze_destroy(m);
        }
        CHECK(girth == g->girth, "%s: girth %u said, %u found", g->id, g->girth, girth);
        CHECK(z->enumerable && *z->enumerable, "%s: no words for what --uniformity enumerates", g->id);
        CHECK(g->name.en && g->name.zh && g->size_help, "%s: a name or the size help missing", g->id);
    }
    for (size_t i = 0; i < gen_algo_count; i++)
        CHECK(sm_algo_fits_grid(gen_algos[i], grid_shapes[0], false), "%s does not run on the default grid",
              gen_algos[i]->id);
}

/*
 * Blobby division's first split on m (a run's first "shared-out" and
 * "wall-done"): the smaller blob's share of the cells, and the wall's
 * length in walls over the square root of the cells and over the walls a
 * cell has (a blob's outline, so a stringy region shows as a long wall;
 * the second division makes triangles, with 1.5 walls a cell, and
 * hexagons, with 3, comparable with squares).
 */
static bool first_split(maze *m, uint64_t seed, double *share, double *wall)
{
    const gen_algo *a = gen_find("blobby-division");
    sm *g = sm_create(a, m, seed, NULL);
    uint64_t done;
    bool ok = g && sm_run_to_event(g, (size_t)sm_event_find(a, "shared-out"), UINT64_MAX, &done);
    if (ok) {
        sm_note n = sm_get_note(g);
        *share = (double)(n.arg[0] < n.arg[1] ? n.arg[0] : n.arg[1]) / m->count;
        ok = sm_run_to_event(g, (size_t)sm_event_find(a, "wall-done"), UINT64_MAX, &done);
        *wall = (double)(maze_edges(m) - maze_passages(m)) / sqrt((double)m->count) /
                ((double)maze_edges(m) / m->count);
    }
    sm_destroy(g);
    return ok;
}

/*
 * Blobby division on every shape and mask: its regions look alike (issue
 * 29) - the mean smaller share of the first split and the mean length of
 * its wall are within bounds of the square grid's with the same kind of
 * mask (about 0.32 and 0.74 without one, as the square-only code had).
 */
static void check_blobby_regions(void)
{
    double rect_share[MASK_KINDS], rect_wall[MASK_KINDS];
    enum { RUNS = 200 };
    const gen_algo *a = gen_find("blobby-division");
    for (size_t g = 0; g < grid_shape_count; g++) {
        cur_shape = grid_shapes[g];
        if (cur_shape->link_ok && !a->weaves)
            continue; /* refused on a weave (check_generator checks that it is) */
        for (int mk = 0; mk < MASK_KINDS; mk++) {
            cur_mask = (mask_kind)mk;
            double share = 0, wall = 0;
            int runs = 0;
            for (uint64_t s = 0; s < RUNS; s++) {
                maze *m = make_shaped(30, 24);
                double sh, wl;
                if (m && first_split(m, base_seed + s, &sh, &wl)) {
                    share += sh;
                    wall += wl;
                    runs++;
                }
                maze_destroy(m);
            }
            CHECK(runs == RUNS, "blobby on %s, %s: %d of %d runs", cur_shape->id, mask_names[mk], runs, RUNS);
            share /= runs ? runs : 1;
            wall /= runs ? runs : 1;
            if (g == 0) {
                rect_share[mk] = share;
                rect_wall[mk] = wall;
            }
            printf("blobby on %s, %s: first split's smaller share %.3f, wall %.2f\n", cur_shape->id,
                   mask_names[mk], share, wall);
            /*
             * a wrapped board's first wall goes right round it, and a cube's cuts through every level (a surface,
             * not a line): longer, and only the share compares
             */
            bool round = cur_shape->seam != NULL || (cur_shape->caps & GRID_CAP_LEVELS);
            CHECK(share > 0.7 * rect_share[mk] && (round || (wall < 1.6 * rect_wall[mk] && wall > rect_wall[mk] / 1.6)),
                  "blobby on %s, %s: share %.3f, wall %.2f against the square grid's %.3f and %.2f", cur_shape->id,
                  mask_names[mk], share, wall, rect_share[mk], rect_wall[mk]);
        }
    }
}

/*
 * A shape that arranges its picture (the cube's levels as panels): in
 * areas of every aspect each cell is under its own centre and its outline
 * lies in the extent, its
 * cells are never smaller than side by side, a square area takes 4 levels
 * as a 2 x 2 block and a tall one stacks 3, and each panel's label band
 * holds no cell and lies over a cell of its own level.
 */
static void check_arrangements(void)
{
    static const float aspects[] = {0.3f, 0.75f, 1.0f, 1.33f, 1.78f, 4.0f};
    static const uint32_t sizes[][3] = {{5, 4, 3}, {5, 5, 4}, {3, 3, 2}, {6, 2, 5}, {1, 1, 7}};
    unsigned shapes = 0;
    for (size_t g = 0; g < grid_shape_count; g++) {
        const grid_shape *sh = grid_shapes[g];
        for (size_t k = 0; sh->arrange && k < sizeof sizes / sizeof sizes[0]; k++) {
            maze *m = maze_create_shaped(sh, sizes[k][0], GRID_LEVELS(sizes[k][1], sizes[k][2]), NULL);
            CHECK(m != NULL, "%s %ux%ux%u: not made", sh->id, sizes[k][0], sizes[k][1], sizes[k][2]);
            float sw, shh; /* side by side with their labels: arranged in an area far wider than tall */
            if (m) {
                grid_arrange(m, 1e6f, 1);
                sh->extent(m, &sw, &shh);
            }
            for (size_t a = 0; m && a < sizeof aspects / sizeof aspects[0]; a++) {
                char what[80];
                snprintf(what, sizeof what, "%s %ux%ux%u in an area %.2f:1", sh->id, sizes[k][0], sizes[k][1],
                         sizes[k][2], (double)aspects[a]);
                grid_arrange(m, 1000 * aspects[a], 1000);
                float ew, eh;
                sh->extent(m, &ew, &eh);
                unsigned bad = 0;
                grid_pt poly[GRID_MAX_POINTS];
                for (uint32_t c = 0; c < m->n; c++) {
                    grid_pt p = sh->center(m, c);
                    bad += sh->cell_at(m, p.x, p.y) != c;
                    unsigned np = sh->polygon(m, c, poly);
                    for (unsigned i = 0; i < np; i++)
                        bad += poly[i].x < -0.001f || poly[i].y < -0.001f || poly[i].x > ew + 0.001f ||
                               poly[i].y > eh + 0.001f;
                }
                CHECK(bad == 0, "%s: %u cells not under their centre or outside the extent", what, bad);
                float cell = fminf(1000 * aspects[a] / ew, 1000 / eh), side = fminf(1000 * aspects[a] / sw, 1000 / shh);
                CHECK(cell >= side * 0.999f, "%s: cells of %.1f px, %.1f side by side", what, (double)cell,
                      (double)side);
                if (k == 1 && aspects[a] == 1.0f)
                    CHECK(ew / eh > 0.8f && ew / eh < 1.25f, "%s: extent %.1f x %.1f, not a 2 x 2 block", what,
                          (double)ew, (double)eh);
                if (k == 0 && aspects[a] == 0.3f)
                    CHECK(ew < (float)sizes[k][0] + 0.01f, "%s: extent %.1f x %.1f, levels not stacked", what,
                          (double)ew, (double)eh);
                unsigned bad_band = 0, n = 0;
                grid_pt box[2];
                char label[64];
                for (; grid_panel(m, n, SM_LANG_EN, box, label, sizeof label) > 0; n++) {
                    uint32_t below = sh->cell_at(m, box[0].x + 0.5f, box[1].y + 0.5f);
                    bad_band += sh->cell_at(m, (box[0].x + box[1].x) / 2, (box[0].y + box[1].y) / 2) != MAZE_NONE;
                    bad_band += below == MAZE_NONE || below / (sizes[k][0] * sizes[k][1]) != n;
                    bad_band += box[0].y < -0.001f || box[1].x > ew + 0.001f;
                }
                CHECK(n == sizes[k][2] && bad_band == 0, "%s: %u panels for %u levels, %u misplaced", what, n,
                      sizes[k][2], bad_band);
            }
            maze_destroy(m);
            shapes++;
        }
    }
    CHECK(shapes >= 1, "no shape arranges its picture");
}

int main(int argc, char **argv)
{
    base_seed = test_seed("test_grid", 20261123);
    (void)check_story; /* test_algos tells the story; here the grids */
    check_make = make_shaped;
    const gen_algo *only = NULL;
    if (argc > 1 && !(only = gen_find(argv[1]))) {
        fprintf(stderr, "test_grid: unknown algorithm '%s'\n", argv[1]);
        return 1;
    }
    check_arrangements(); /* quick: with any algorithm */
    if (!only) {
        check_answers();
        check_shapes();
        check_solvers();
        check_pledge();
    }
    for (size_t i = 0; i < gen_algo_count; i++)
        if (!only || gen_algos[i] == only)
            check_generator(gen_algos[i]);
    if (!only || only == gen_find("origin-shift"))
        check_origin_shift();
    if (!only || only == gen_find("blobby-division"))
        check_blobby_regions();
    return check_exit("test_grid");
}
