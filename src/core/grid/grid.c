/*
 * grid.c - the registry of grid shapes and what all shapes share: names
 * of cells and sizes, sizes from other sizes and from pictures, masks
 * from pictures, and the tables of the shapes that keep their neighbours
 * in one.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid_impl.h"

const grid_shape *const grid_shapes[] = {&grid_rect,     &grid_hex,   &grid_triangle, &grid_polar,
                                         &grid_cylinder, &grid_torus, &grid_moebius, &grid_upsilon, &grid_cube,
                                         &grid_weave};
const size_t grid_shape_count = sizeof grid_shapes / sizeof grid_shapes[0];

const grid_shape *grid_find(const char *name)
{
    for (size_t i = 0; i < grid_shape_count; i++)
        if (strcmp(grid_shapes[i]->id, name) == 0)
            return grid_shapes[i];
    return NULL;
}

size_t grid_index(const grid_shape *s)
{
    for (size_t i = 0; i < grid_shape_count; i++)
        if (grid_shapes[i] == s)
            return i;
    return 0;
}

size_t grid_cell_name(const maze *m, uint32_t c, sm_lang l, char *buf, size_t len)
{
    MAZEVIZ_ASSERT(buf || len == 0, "grid_cell_name: no buffer");
    if (c >= m->n) {
        if (len > 0)
            strncpy(buf, "(-)", len - 1)[len - 1] = '\0';
        return 3;
    }
    return m->shape->cell_name(m, c, l, buf, len);
}

size_t grid_size_name(const grid_shape *g, uint32_t w, uint32_t h, grid_size_form f, sm_lang l, char *buf,
                      size_t len)
{
    return g->size_name(w, h, f, l, buf, len);
}

/* Cells of shape g at w x h without a mask (0 when g does not take that size). */
static double cells_of(const grid_shape *g, uint32_t w, uint32_t h)
{
    return g->size_ok(w, h) ? (double)g->cells(w, h) : 0;
}

void grid_size_like(const grid_shape *g, const maze *from, uint32_t *w, uint32_t *h)
{
    MAZEVIZ_ASSERT(g->size_ok(g->sizes.w, g->sizes.h), "grid_size_like: a shape that refuses its own default size");
    const grid_sizes *to = &g->sizes, *was = &from->shape->sizes;
    double k = sqrt(from->n / fmax(1.0, cells_of(from->shape, was->w, was->h)));
    *w = to->w;
    *h = to->h;
    /* a second number of 0 is the shape's own default (a polar grid's first ring): it stays; a
     * cube's rows scale and its levels stay (the second number packs both, GRID_LEVELS) */
    uint32_t rows = grid_levels_rows(to->h), levels = grid_levels_count(to->h);
    uint32_t sw = (uint32_t)(to->w * k + 0.5), sh = rows ? (uint32_t)(rows * k + 0.5) : 0;
    if (sh > MAZE_MAX_SIDE)
        sh = MAZE_MAX_SIDE;
    sh = levels ? GRID_LEVELS(sh, levels) : sh;
    if (k > 0 && sw >= 1 && (!to->h || sh >= 1) && g->size_ok(sw, sh)) {
        *w = sw;
        *h = sh;
    }
}

/* The extent of shape g at w x h (0 x 0 when it cannot be made). */
static void extent_of(const grid_shape *g, uint32_t w, uint32_t h, float *ew, float *eh)
{
    maze *m = maze_create_shaped(g, w, h, NULL);
    *ew = *eh = 0;
    if (m)
        g->extent(m, ew, eh);
    maze_destroy(m);
}

/*
 * A grid of rows whose extent is about units high and aspect times as wide
 * (extents are nearly linear in w, h); on a shape of levels, rows on the
 * shape's default number of levels, laid side by side as a new maze is.
 */
static void rows_for(const grid_shape *g, double aspect, double units, uint32_t *w, uint32_t *h)
{
    uint32_t levels = grid_levels_count(g->sizes.h);
    float w4, h4, w8, h8;
    extent_of(g, 4, levels ? GRID_LEVELS(4, levels) : 4, &w4, &h4);
    extent_of(g, 8, levels ? GRID_LEVELS(8, levels) : 8, &w8, &h8);
    double aw = (w8 - w4) / 4, bw = w4 - 4 * aw, ah = (h8 - h4) / 4, bh = h4 - 4 * ah;
    double hh = ah > 0 ? (units - bh) / ah : units;
    *h = hh < 1 ? 1 : (uint32_t)lround(hh);
    double eh = ah * *h + bh, ww = aw > 0 ? (aspect * eh - bw) / aw : aspect * units;
    *w = ww < 1 ? 1 : ww > MAZE_MAX_SIDE ? MAZE_MAX_SIDE : (uint32_t)lround(ww);
    *h = levels ? GRID_LEVELS(*h > MAZE_MAX_SIDE ? MAZE_MAX_SIDE : *h, levels) : *h;
}

void grid_size_for_picture(const grid_shape *g, double pw, double ph, double units, uint32_t *w, uint32_t *h)
{
    if ((g->caps & GRID_CAP_ROWS) && units <= 0) {
        *w = (uint32_t)pw;
        *h = (uint32_t)ph;
        return;
    }
    pw = pw >= 1 ? pw : 1;
    ph = ph >= 1 ? ph : 1;
    if (g->caps & (GRID_CAP_ROWS | GRID_CAP_LEVELS)) { /* levels: a picture of cells is as many rows high */
        rows_for(g, pw / ph, units > 0 ? units : ph, w, h);
        return;
    }
    /* A disc: its square is 2 (R + 1) units across. */
    double across = units > 0 ? units * hypot(pw, ph) / ph : (pw > ph ? pw : ph);
    long rings = lround(ceil(across / 2)) - 1;
    *w = rings < 1 ? 1 : rings > 4096 ? 4096 : (uint32_t)rings;
    *h = 0;
}

bool grid_picture_fits(const grid_shape *g, uint32_t w, uint32_t h, uint32_t pw, uint32_t ph)
{
    return !(g->caps & GRID_CAP_ROWS) || (pw == w && ph == h);
}

void grid_picture_point(const maze *m, float ew, float eh, double pw, double ph, float x, float y, double *px,
                        double *py)
{
    if (m->shape->caps & GRID_CAP_ROUND) {
        double d = hypot(pw, ph);
        *px = x / ew * d - (d - pw) / 2;
        *py = y / eh * d - (d - ph) / 2;
    } else {
        *px = (double)x / ew * pw;
        *py = (double)y / eh * ph;
    }
}

void grid_mask_from_picture(const maze *m, const uint8_t *pic, uint32_t iw, uint32_t ih, uint8_t *out)
{
    MAZEVIZ_ASSERT((pic || (size_t)iw * ih == 0) && out && !m->live, "grid_mask_from_picture: no picture, or a masked grid");
    float ew, eh;
    m->shape->extent(m, &ew, &eh);
    for (uint32_t c = 0; c < m->n; c++) {
        uint32_t x, y;
        if (m->shape->caps & GRID_CAP_ROWS) {
            x = maze_x(m, c);
            y = maze_y(m, c);
        } else {
            grid_pt p = m->shape->center(m, c);
            x = (uint32_t)(p.x / ew * (float)iw);
            y = (uint32_t)(p.y / eh * (float)ih);
        }
        out[c] = x < iw && y < ih && pic[(size_t)y * iw + x];
    }
}

bool grid_alloc_tables(maze *m, uint32_t n, unsigned sides)
{
    MAZEVIZ_ASSERT(n >= 1 && n <= GRID_TABLE_MAX_CELLS && sides >= 1 && sides <= MAZE_MAX_SIDES,
                   "grid_alloc_tables: more cells or sides than a table holds");
    m->n = n;
    m->sides = sides;
    m->cells = calloc(n, 1);
    m->nbr = malloc((size_t)n * sides * sizeof *m->nbr);
    m->back = calloc((size_t)n * sides, 1);
    if (!m->cells || !m->nbr || !m->back)
        return false;
    memset(m->nbr, 0xff, (size_t)n * sides * sizeof *m->nbr);
    return true;
}

uint32_t grid_rows_row(const maze *m, uint32_t c, uint32_t *first, uint32_t *count)
{
    MAZEVIZ_ASSERT(c < m->n, "grid_rows_row: no such cell");
    *first = c - maze_x(m, c);
    *count = m->w;
    return maze_y(m, c);
}

uint32_t grid_twelfths(const maze *m)
{
    (void)m;
    return 12;
}

bool grid_rows_size_ok(uint32_t w, uint32_t h)
{
    return w >= 1 && h >= 1 && w <= MAZE_MAX_SIDE && h <= MAZE_MAX_SIDE &&
           (uint64_t)w * h <= GRID_TABLE_MAX_CELLS;
}

uint64_t grid_rows_cells(uint32_t w, uint32_t h) { return (uint64_t)w * h; }

size_t grid_rows_size_name(uint32_t w, uint32_t h, grid_size_form f, sm_lang l, char *buf, size_t len)
{
    (void)f;
    (void)l;
    int k = snprintf(buf, len, "%ux%u", (unsigned)w, (unsigned)h);
    return k > 0 ? (size_t)k : 0;
}

uint32_t grid_rows_cell_named(uint32_t w, uint32_t h, uint32_t x, uint32_t y)
{
    return x < w && y < h ? y * w + x : MAZE_NONE;
}

size_t grid_rows_ends_help(uint32_t w, uint32_t h, uint32_t a, char *buf, size_t len)
{
    (void)a;
    int k = snprintf(buf, len, "expected X,Y with 0 <= X < %u and 0 <= Y < %u (cells of the %ux%u maze)",
                     (unsigned)w, (unsigned)h, (unsigned)w, (unsigned)h);
    return k > 0 ? (size_t)k : 0;
}

bool grid_wrap_size_ok(uint32_t w, uint32_t h) { return w >= 3 && grid_rows_size_ok(w, h); }

bool grid_wrap_build(maze *m, grid_across_fn across)
{
    if (!grid_alloc_tables(m, m->w * m->h, RECT_SIDES))
        return false;
    for (uint32_t y = 0; y < m->h; y++)
        for (uint32_t x = 0; x < m->w; x++) {
            uint32_t c = y * m->w + x, e = across(m, x, y, RECT_E), s = across(m, x, y, RECT_S);
            if (e != MAZE_NONE)
                grid_link(m, c, RECT_E, e, RECT_W);
            if (s != MAZE_NONE)
                grid_link(m, c, RECT_S, s, RECT_N);
        }
    return true;
}

uint32_t grid_ring_steps(uint32_t a, uint32_t b, uint32_t n)
{
    uint32_t d = a > b ? a - b : b - a;
    return d < n - d ? d : n - d;
}

/* The squared distance from (x, y) to the segment a-b, and where along it the nearest point is (0..1). */
static float segment_dist2(grid_pt a, grid_pt b, float x, float y, float *at)
{
    float dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
    float t = len2 > 0 ? ((x - a.x) * dx + (y - a.y) * dy) / len2 : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    float px = a.x + t * dx - x, py = a.y + t * dy - y;
    *at = t;
    return px * px + py * py;
}

/*
 * How near (squared) the polyline p of k points passes (x, y), or a huge
 * number when its nearest point lies in the first or last CORNER part of
 * its length: at a corner two walls meet, and a stroke along one of them
 * must not catch the other.
 */
#define CORNER 0.15f
static float wall_dist2(const grid_pt *p, unsigned k, float x, float y)
{
    float best = 1e30f, best_at = 0, total = 0;
    for (unsigned i = 0; i + 1 < k; i++) {
        float t, len = hypotf(p[i + 1].x - p[i].x, p[i + 1].y - p[i].y);
        float d = segment_dist2(p[i], p[i + 1], x, y, &t);
        if (d < best) {
            best = d;
            best_at = total + t * len;
        }
        total += len;
    }
    return best_at < CORNER * total || best_at > (1 - CORNER) * total ? 1e30f : best;
}

/*
 * How near (squared) (x, y) is to the middle of the mark of c's side s, a
 * side with no wall in the picture (a cube's up or down arrow, drawn where
 * it is open): there a click toggles that passage. Huge when s has none.
 */
static float mark_dist2(const maze *m, uint32_t c, unsigned s, float x, float y)
{
    grid_pt p[GRID_MAX_POINTS];
    unsigned k = m->shape->passage_mark ? m->shape->passage_mark(m, c, s, p) : 0;
    if (k < 3)
        return 1e30f;
    float mx = 0, my = 0;
    for (unsigned i = 0; i < k; i++) {
        mx += p[i].x / (float)k;
        my += p[i].y / (float)k;
    }
    return (mx - x) * (mx - x) + (my - y) * (my - y);
}

bool grid_wall_at(const maze *m, float x, float y, float reach, uint32_t *cell, unsigned *side)
{
    uint32_t c = m->shape->cell_at(m, x, y);
    if (c == MAZE_NONE || !maze_exists(m, c))
        return false;
    float best = reach * reach;
    unsigned found = MAZE_NO_SIDE;
    grid_pt p[GRID_MAX_POINTS];
    for (unsigned s = 0; s < m->sides; s++) {
        unsigned k = maze_neighbor(m, c, s) != MAZE_NONE ? m->shape->wall(m, c, s, p) : 0;
        bool across = maze_neighbor(m, c, s) != MAZE_NONE;
        float d = k >= 2 ? wall_dist2(p, k, x, y) : across ? mark_dist2(m, c, s, x, y) : 1e30f;
        if (d <= best) {
            best = d;
            found = s;
        }
    }
    if (found == MAZE_NO_SIDE)
        return false;
    *cell = c;
    *side = found;
    return true;
}

/*
 * The gap in wall w of cell u (the tunnel's way under it) and its stubs
 * into u, 0.6 of the way to u's centre: long enough to be seen from the
 * back of a room, short of the middle, where the corridor above shows.
 */
static void tunnel_end(const maze *m, uint32_t u, unsigned w, grid_pt out[4])
{
    grid_pt p[GRID_MAX_POINTS], ctr = m->shape->center(m, u);
    m->shape->wall(m, u, w, p);
    grid_pt mid = {(p[0].x + p[1].x) / 2, (p[0].y + p[1].y) / 2};
    grid_pt in = {(ctr.x - mid.x) * 0.6f, (ctr.y - mid.y) * 0.6f};
    out[0] = (grid_pt){p[0].x + (p[1].x - p[0].x) * 0.25f, p[0].y + (p[1].y - p[0].y) * 0.25f};
    out[1] = (grid_pt){p[0].x + (p[1].x - p[0].x) * 0.75f, p[0].y + (p[1].y - p[0].y) * 0.75f};
    out[2] = (grid_pt){out[0].x + in.x, out[0].y + in.y};
    out[3] = (grid_pt){out[1].x + in.x, out[1].y + in.y};
}

void grid_tunnel_ends(const maze *m, uint32_t c, unsigned s, grid_pt end[2][4])
{
    uint32_t u = grid_under(m, c, s), nb = maze_neighbor(m, c, s);
    MAZEVIZ_ASSERT(u != MAZE_NONE, "grid_tunnel_ends: no tunnel across that side");
    tunnel_end(m, u, maze_side_to(m, u, c), end[0]);
    tunnel_end(m, u, maze_side_to(m, u, nb), end[1]);
}

uint32_t grid_bad_link(maze *m)
{
    for (uint32_t c = 0; m->shape->link_ok && c < m->n; c++)
        for (unsigned s = 0; maze_exists(m, c) && s < m->sides; s++) {
            if (!maze_is_open(m, c, s) || grid_under(m, c, s) == MAZE_NONE)
                continue;
            maze_build(m, c, s);
            bool ok = grid_link_ok(m, c, s);
            maze_carve(m, c, s);
            if (!ok)
                return c;
        }
    return MAZE_NONE;
}
