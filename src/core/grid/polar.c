/*
 * polar.c - the circular grid of Mazes for Programmers (Buck, ch. 7): a
 * centre cell and R rings around it. Ring 1 has C cells (6 unless
 * --size RxC says otherwise, 4 <= C <= 8); each further ring keeps the
 * cell count of the one inside it, or doubles or triples it, so that its
 * cells stay about as wide as a ring is deep: the ratio is the ring's
 * circumference over the inner count, rounded. Cells are numbered ring by
 * ring from the centre (id 0), each ring clockwise from north.
 *
 * Sides, clockwise as drawn (y down, so angles grow clockwise):
 *   ring cells: 0 inward, 1 counter-clockwise, 2 .. 1+K outward (K = the
 *   most outward neighbours any cell has; a cell with fewer lacks the
 *   last ones), 2+K clockwise;
 *   the centre: 0 .. C-1 outward, to ring 1's cells in order.
 * `sides` is the larger of 3 + K and C, so it is at most 8.
 *
 * Unit space: rings 1 deep, the centre a disc of radius 1, the whole
 * maze a disc of radius R + 1 centred at (R + 1, R + 1). Arcs are drawn
 * as polylines, about one point per 0.3 units of arc.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "grid_impl.h"

#define POLAR_MIN_FIRST 4
#define POLAR_MAX_FIRST 8
#define POLAR_DEFAULT_FIRST 6
#define POLAR_MAX_RINGS 2300 /* what size_help promises: every first ring's table holds it */
#define TAU 6.283185307179586

typedef struct polar {
    uint32_t rings;    /* R: rings around the centre */
    unsigned outs;     /* K: the most outward neighbours of a ring cell */
    double step;       /* longest distance between neighbouring centres */
    uint32_t start[];  /* rings + 2 entries: first id of each ring (ring 0: the centre), then n */
} polar;

enum { P_IN, P_CCW, P_OUT0 };

static const polar *geo(const maze *m) { return m->geo; }
static unsigned side_cw(const polar *p) { return 2 + p->outs; }

static uint32_t first_of(uint32_t h) { return h ? h : POLAR_DEFAULT_FIRST; }

/* The cell counts of the rings: ring 1 has `first`, ring r the ratio rule. */
static uint32_t ring_count(uint32_t r, uint32_t inner, uint32_t first)
{
    if (r == 1)
        return first;
    double width = TAU * r / inner;
    uint32_t ratio = (uint32_t)lround(width);
    return inner * (ratio < 1 ? 1 : ratio);
}

/*
 * Up to POLAR_MAX_RINGS rings, whatever the first ring: the neighbour
 * table alone let 2301 to 2342 rings through for some first rings, which
 * the help did not promise.
 */
static bool polar_size_ok(uint32_t w, uint32_t h)
{
    uint32_t c = first_of(h);
    if (w < 1 || w > POLAR_MAX_RINGS || c < POLAR_MIN_FIRST || c > POLAR_MAX_FIRST)
        return false;
    uint64_t total = 1, inner = 1;
    for (uint32_t r = 1; r <= w && total <= GRID_TABLE_MAX_CELLS; r++) {
        inner = ring_count(r, (uint32_t)inner, c);
        total += inner;
    }
    return total <= GRID_TABLE_MAX_CELLS;
}

/*
 * Ring r (r <= rings) of a grid of the given first ring, without making
 * it: its first cell id, returned, and its cell count. Cell ids run ring
 * by ring, so ring r is numbered alike in every grid of at least r rings.
 */
static uint64_t ring_start(uint32_t r, uint32_t h, uint64_t *count)
{
    uint64_t start = 0, inner = 1;
    for (uint32_t k = 1; k <= r; k++) {
        start += inner;
        inner = ring_count(k, (uint32_t)inner, first_of(h));
    }
    *count = inner;
    return start;
}

static uint64_t polar_cells(uint32_t w, uint32_t h)
{
    uint64_t count, start = ring_start(w, h, &count);
    return start + count;
}

static uint32_t polar_cell_named(uint32_t w, uint32_t h, uint32_t a, uint32_t b)
{
    uint64_t count, start = a <= w ? ring_start(a, h, &count) : 0;
    return a <= w && b < count ? (uint32_t)(start + b) : MAZE_NONE;
}

/* "12 rings" ("1 ring"; "(4 cells in ring 1)" when that is given), "12-ring" before the word grid, "12 圈". */
static size_t polar_size_name(uint32_t w, uint32_t h, grid_size_form f, sm_lang l, char *buf, size_t len)
{
    unsigned r = (unsigned)w, c = (unsigned)h;
    int k = l == SM_LANG_ZH    ? (c ? snprintf(buf, len, "%u 圈（第一圈 %u 格）", r, c) : snprintf(buf, len, "%u 圈", r))
          : f == GRID_SIZE_ADJ ? snprintf(buf, len, "%u-ring", r)
          : c                  ? snprintf(buf, len, "%u ring%s (%u cells in ring 1)", r, r == 1 ? "" : "s", c)
                               : snprintf(buf, len, "%u ring%s", r, r == 1 ? "" : "s");
    return k > 0 ? (size_t)k : 0;
}

static size_t polar_ends_help(uint32_t w, uint32_t h, uint32_t a, char *buf, size_t len)
{
    int k = snprintf(buf, len, "expected RING,CELL with 0 <= RING <= %u and CELL a cell of that ring, counted "
                     "clockwise from north (the centre is 0,0)", (unsigned)w);
    uint64_t count;
    if (k > 0 && (size_t)k < len && a > 0 && a <= w) {
        ring_start(a, h, &count);
        k += snprintf(buf + k, len - (size_t)k, "; ring %u has %u cells", (unsigned)a, (unsigned)count);
    }
    return k > 0 ? (size_t)k : 0;
}

static uint32_t ring_of(const polar *p, uint32_t c)
{
    MAZEVIZ_ASSERT(c < p->start[p->rings + 1], "polar ring_of: no such cell");
    uint32_t lo = 0, hi = p->rings; /* the largest r with start[r] <= c */
    while (lo < hi) {
        uint32_t mid = (lo + hi + 1) / 2;
        if (p->start[mid] <= c)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

static uint32_t count_of(const polar *p, uint32_t r) { return p->start[r + 1] - p->start[r]; }

static grid_pt polar_center(const maze *m, uint32_t c);

/* The longest distance between the centres of two neighbouring cells. */
static double longest_step(const maze *m)
{
    double most = 0;
    for (uint32_t c = 0; c < m->n; c++) {
        grid_pt a = polar_center(m, c);
        for (unsigned s = 0; s < m->sides; s++) {
            uint32_t nb = maze_neighbor(m, c, s);
            if (nb == MAZE_NONE || nb < c)
                continue;
            grid_pt b = polar_center(m, nb);
            double d = hypot(a.x - b.x, a.y - b.y);
            most = d > most ? d : most;
        }
    }
    return most;
}

static bool polar_build(maze *m)
{
    uint32_t rings = m->w, first = first_of(m->h);
    polar *p = malloc(sizeof *p + (size_t)(rings + 2) * sizeof p->start[0]);
    if (!(m->geo = p))
        return false;
    p->rings = rings;
    p->outs = 1;
    p->start[0] = 0;
    p->start[1] = 1;
    uint64_t total = 1, inner = 1;
    for (uint32_t r = 1; r <= rings; r++) {
        uint32_t k = ring_count(r, (uint32_t)inner, first);
        if (r > 1 && k / inner > p->outs)
            p->outs = (unsigned)(k / inner);
        total += k;
        if (total > GRID_TABLE_MAX_CELLS)
            return false;
        p->start[r + 1] = (uint32_t)total;
        inner = k;
    }
    unsigned sides = 3 + p->outs > first ? 3 + p->outs : first;
    MAZEVIZ_ASSERT(p->start[rings + 1] == total, "polar_build: the rings' cells do not add up");
    if (sides > MAZE_MAX_SIDES || !grid_alloc_tables(m, (uint32_t)total, sides))
        return false;
    for (uint32_t k = 0; k < first && rings >= 1; k++)
        grid_link(m, 0, k, 1 + k, P_IN);
    for (uint32_t r = 1; r <= rings; r++) {
        uint32_t n = count_of(p, r), base = p->start[r];
        for (uint32_t k = 0; k < n; k++)
            grid_link(m, base + k, side_cw(p), base + (k + 1) % n, P_CCW);
        if (r == rings)
            continue;
        uint32_t ratio = count_of(p, r + 1) / n;
        for (uint32_t k = 0; k < n; k++)
            for (uint32_t j = 0; j < ratio; j++)
                grid_link(m, base + k, P_OUT0 + j, p->start[r + 1] + k * ratio + j, P_IN);
    }
    p->step = longest_step(m);
    return true;
}

static void polar_extent(const maze *m, float *w, float *h)
{
    *w = *h = 2.0f * (float)(geo(m)->rings + 1);
}

/* The point at radius rho and angle t (0: north, growing clockwise). */
static grid_pt at(const maze *m, double rho, double t)
{
    double c = geo(m)->rings + 1.0;
    return (grid_pt){(float)(c + rho * sin(t)), (float)(c - rho * cos(t))};
}

/*
 * The angles cell k of a ring of n cells spans. Every ring's count divides
 * the outer ring's, so angles are whole numbers of the outer ring's cells:
 * two cells that meet at an angle compute exactly the same one.
 */
static double angle(const maze *m, uint64_t units)
{
    const polar *p = geo(m);
    uint32_t outer = p->start[p->rings + 1] - p->start[p->rings];
    return TAU * (double)units / (double)outer;
}

static void span(const maze *m, uint32_t k, uint32_t n, double *t0, double *t1)
{
    const polar *p = geo(m);
    uint64_t per = (p->start[p->rings + 1] - p->start[p->rings]) / n;
    *t0 = angle(m, (uint64_t)k * per);
    *t1 = angle(m, (uint64_t)(k + 1) * per);
}

/*
 * Points along the arc at radius rho from t0 to t1 (either way round), both
 * ends included; returns how many. Between the ends the points sit on a
 * grid of angles fixed for the radius (about 0.3 units apart), so the two
 * cells on either side of an arc, and a wall and its cell's outline, pass
 * through the same points.
 */
static unsigned arc(const maze *m, double rho, double t0, double t1, grid_pt *out, unsigned room)
{
    double lo = t0 < t1 ? t0 : t1, hi = t0 < t1 ? t1 : t0;
    double k = ceil(TAU * rho / 0.3), step = TAU / (k > 1 ? k : 1);
    long first = (long)floor(lo / step + 1e-9) + 1, last = (long)ceil(hi / step - 1e-9) - 1;
    unsigned n = 0;
    out[n++] = at(m, rho, t0);
    for (long i = 0; i <= last - first && n + 1 < room; i++) {
        long j = t0 < t1 ? first + i : last - i;
        out[n++] = at(m, rho, j * step);
    }
    out[n++] = at(m, rho, t1);
    return n;
}

static unsigned polar_wall(const maze *m, uint32_t c, unsigned s, grid_pt *out);

/*
 * The outline is the cell's walls in side order, which is clockwise
 * (centre: its arcs to ring 1; ring cells: inward, counter-clockwise
 * edge, outward arcs, clockwise edge), each joint once.
 */
static unsigned polar_polygon(const maze *m, uint32_t c, grid_pt *out)
{
    MAZEVIZ_ASSERT(c < m->n, "polar_polygon: no such cell");
    grid_pt part[GRID_MAX_POINTS];
    unsigned n = 0;
    for (unsigned s = 0; s < m->sides; s++) {
        unsigned k = polar_wall(m, c, s, part);
        for (unsigned i = 1; i < k && n < GRID_MAX_POINTS; i++) /* part[0] is the last joint */
            out[n++] = part[i];
    }
    return n;
}

static unsigned polar_wall(const maze *m, uint32_t c, unsigned s, grid_pt *out)
{
    const polar *p = geo(m);
    double t0, t1;
    if (c == 0) {
        if (s >= count_of(p, 1) || p->rings == 0)
            return s == 0 && p->rings == 0 ? arc(m, 1.0, 0, TAU, out, GRID_MAX_POINTS) : 0;
        span(m, s, count_of(p, 1), &t0, &t1);
        return arc(m, 1.0, t0, t1, out, GRID_MAX_POINTS);
    }
    uint32_t r = ring_of(p, c), n = count_of(p, r);
    span(m, c - p->start[r], n, &t0, &t1);
    if (s == P_IN)
        return arc(m, (double)r, t1, t0, out, GRID_MAX_POINTS);
    if (s == P_CCW) {
        out[0] = at(m, (double)r, t0);
        out[1] = at(m, r + 1.0, t0);
        return 2;
    }
    if (s == side_cw(p)) {
        out[0] = at(m, r + 1.0, t1);
        out[1] = at(m, (double)r, t1);
        return 2;
    }
    uint32_t ratio = r < p->rings ? count_of(p, r + 1) / n : 1, j = s - P_OUT0;
    if (j >= ratio)
        return 0;
    double a0, a1; /* the outward neighbour's span, as that cell computes it */
    span(m, (c - p->start[r]) * ratio + j, n * ratio, &a0, &a1);
    return arc(m, r + 1.0, a0, a1, out, GRID_MAX_POINTS);
}

static grid_pt polar_center(const maze *m, uint32_t c)
{
    const polar *p = geo(m);
    if (c == 0)
        return at(m, 0, 0);
    uint32_t r = ring_of(p, c);
    double t0, t1;
    span(m, c - p->start[r], count_of(p, r), &t0, &t1);
    return at(m, r + 0.5, (t0 + t1) / 2);
}

static uint32_t polar_cell_at(const maze *m, float x, float y)
{
    const polar *p = geo(m);
    double c = p->rings + 1.0, dx = x - c, dy = y - c;
    double rho = sqrt(dx * dx + dy * dy);
    if (!(rho < c))
        return MAZE_NONE;
    uint32_t r = (uint32_t)rho;
    if (r == 0)
        return 0;
    double t = atan2(dx, -dy);
    if (t < 0)
        t += TAU;
    uint32_t n = count_of(p, r), k = (uint32_t)(t / TAU * n);
    return p->start[r] + (k < n ? k : n - 1);
}

static void polar_coords(const maze *m, uint32_t c, uint32_t *a, uint32_t *b)
{
    const polar *p = geo(m);
    *a = ring_of(p, c);
    *b = c - p->start[*a];
}

static uint32_t polar_cell_of(const maze *m, uint32_t a, uint32_t b)
{
    const polar *p = geo(m);
    return a <= p->rings && b < count_of(p, a) ? p->start[a] + b : MAZE_NONE;
}

static uint32_t polar_row(const maze *m, uint32_t c, uint32_t *first, uint32_t *count)
{
    const polar *p = geo(m);
    uint32_t r = ring_of(p, c);
    *first = p->start[r];
    *count = count_of(p, r);
    return r;
}

static size_t polar_cell_name(const maze *m, uint32_t c, sm_lang l, char *buf, size_t len)
{
    uint32_t r, k;
    polar_coords(m, c, &r, &k);
    int n;
    if (r == 0)
        n = snprintf(buf, len, "%s", l == SM_LANG_ZH ? "中心格" : "the centre");
    else if (l == SM_LANG_ZH)
        n = snprintf(buf, len, "第 %u 圈第 %u 格", (unsigned)r, (unsigned)k);
    else
        n = snprintf(buf, len, "ring %u cell %u", (unsigned)r, (unsigned)k);
    return n > 0 ? (size_t)n : 0;
}

enum { PW_IN, PW_OUT, PW_CW, PW_CCW };

static unsigned polar_dir_word(const maze *m, uint32_t c, unsigned s)
{
    if (c == 0 || (s >= P_OUT0 && s < side_cw(geo(m))))
        return PW_OUT;
    return s == P_IN ? PW_IN : s == P_CCW ? PW_CCW : PW_CW;
}

static const sm_text polar_words[] = {
    {"inward", "内"}, {"outward", "外"}, {"clockwise", "顺时针方向"}, {"counter-clockwise", "逆时针方向"}};

/*
 * A move changes the ring by at most one, and goes at most `step` (the
 * longest distance between neighbouring centres, 1.5 to 2.2 by the first
 * ring's count) in a straight line.
 */
static uint32_t polar_distance_bound(const maze *m, uint32_t a, uint32_t b)
{
    const polar *p = geo(m);
    uint32_t ra = ring_of(p, a), rb = ring_of(p, b);
    uint32_t rings = ra > rb ? ra - rb : rb - ra;
    grid_pt pa = polar_center(m, a), pb = polar_center(m, b);
    double d = p->step > 0 ? hypot(pa.x - pb.x, pa.y - pb.y) / p->step - 1e-3 : 0;
    uint32_t line = d > 0 ? (uint32_t)d : 0;
    return rings > line ? rings : line;
}

/* Headings in eighths of an outer-ring cell: half a cell and a quarter turn are whole. */
static uint32_t polar_turn(const maze *m)
{
    const polar *p = geo(m);
    return 8 * (p->start[p->rings + 1] - p->start[p->rings]);
}

/* The heading of the middle of the span of cell k of a ring of n cells: radially outward there. */
static uint32_t mid_heading(const maze *m, uint32_t k, uint32_t n)
{
    const polar *p = geo(m);
    uint32_t per = (p->start[p->rings + 1] - p->start[p->rings]) / n; /* outer cells per cell */
    return (2 * k + 1) * per * 4;
}

/*
 * Arcs face radially at their middle (inward arcs the other way); the
 * straight edges face along the ring, a quarter turn from the radius they
 * lie on.
 */
static uint32_t polar_heading(const maze *m, uint32_t c, unsigned s)
{
    const polar *p = geo(m);
    uint32_t turn = polar_turn(m), quarter = turn / 4;
    if (p->rings == 0)
        return 0;
    if (c == 0)
        return mid_heading(m, s < count_of(p, 1) ? s : 0, count_of(p, 1));
    uint32_t r = ring_of(p, c), n = count_of(p, r), k = c - p->start[r], per8 = turn / n;
    if (s == P_IN)
        return (mid_heading(m, k, n) + 2 * quarter) % turn;
    if (s == P_CCW)
        return (k * per8 + turn - quarter) % turn;
    if (s == side_cw(p))
        return ((k + 1) * per8 + quarter) % turn;
    uint32_t ratio = r < p->rings ? count_of(p, r + 1) / n : 1, j = s - P_OUT0;
    return j < ratio ? mid_heading(m, k * ratio + j, n * ratio) : mid_heading(m, k, n);
}

const grid_shape grid_polar = {
    .id = "polar",
    .name = {"circular", "圆形"},
    .size_help = "R or RxC: R rings around a centre cell (1 to 2300), C cells in the first ring (4-8, default 6)",
    .caps = GRID_CAP_ROUND,
    .girth = 3, /* a cell and two neighbours side by side outward (the centre and ring 1, too) */
    .sizes = {12, 0, 1, 0, {{1, 4}, {1, 5}, {1, 6}}, "polar 1 ring: 320 trees"}, /* 475 cells; 45, 121, 320 trees */
    .size_ok = polar_size_ok,
    .cells = polar_cells,
    .size_name = polar_size_name,
    .cell_named = polar_cell_named,
    .ends_help = polar_ends_help,
    .build = polar_build,
    .extent = polar_extent,
    .polygon = polar_polygon,
    .wall = polar_wall,
    .center = polar_center,
    .cell_at = polar_cell_at,
    .coords = polar_coords,
    .cell_of = polar_cell_of,
    .cell_name = polar_cell_name,
    .dir_word = polar_dir_word,
    .heading = polar_heading,
    .turn = polar_turn,
    .dir_words = polar_words,
    .n_dir_words = sizeof polar_words / sizeof polar_words[0],
    .row = polar_row,
    .distance_bound = polar_distance_bound,
};
