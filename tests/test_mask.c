/*
 * test_mask.c - masks from pictures (mask.h).
 *
 * - Cells: on a grid of rows pixel (x, y) is cell (x, y); a picture of
 *   another size is MASK_SIZE; no dark pixel is MASK_EMPTY; two pieces are
 *   MASK_PIECES with the right count, largest piece and a cell of the other
 *   piece; on a polar grid the picture is stretched over the disc.
 * - Drawings: two blocks of ink a gap apart are joined by exactly the
 *   shortest run of cells between them (counted here by breadth-first
 *   search over the grid); random blots on every shape end in one piece
 *   that holds every cell whose area is all ink, and the bridges are never
 *   inked cells; a full picture gives every cell, an empty one none.
 * - The joining (mask_join) leaves exactly the bridges of the old eager
 *   search (bench/mask_ref.c, pieces x cells) on hundreds of random masks
 *   of every shape: specks, blots and lines of letter-like strokes; and
 *   it refuses at once (MASK_TOO_FAR, nothing changed) a grid whose work
 *   bound is over MASK_JOIN_WORK.
 * - Sizes: a drawing's default grid has about its proportions and is
 *   MASK_TEXT_UNITS units high (polar: the drawing's box fits the disc).
 */
#include <math.h>
#include <string.h>

#include "../bench/mask_ref.h"
#include "check.h"
#include "shape_sizes.h"
#include "mazeviz/grid.h"
#include "mazeviz/mask.h"

static mask_picture picture(uint32_t w, uint32_t h, bool drawing)
{
    mask_picture p = {w, h, calloc((size_t)w * h, 1), drawing};
    return p;
}

static void block(mask_picture *p, uint32_t x0, uint32_t y0, uint32_t x1, uint32_t y1)
{
    for (uint32_t y = y0; y < y1; y++)
        for (uint32_t x = x0; x < x1; x++)
            p->px[(size_t)y * p->w + x] = 255;
}

static void check_cells(void)
{
    mask_picture p = picture(6, 4, false);
    uint8_t *cells;
    mask_info info;
    block(&p, 0, 0, 2, 4);
    block(&p, 2, 1, 6, 2);
    CHECK(mask_cells(&grid_rect, 6, 4, &p, &cells, &info) == MASK_OK, "an L of cells refused");
    for (uint32_t c = 0; cells && c < 24; c++)
        CHECK(cells[c] == (p.px[c] >= 128), "cell %u is %u, its pixel %u", c, cells[c], p.px[c]);
    CHECK(info.cells == 12 && info.pieces == 1 && info.bridges == 0, "%u cells, %u pieces, %u bridges",
          info.cells, info.pieces, info.bridges);
    free(cells);
    CHECK(mask_cells(&grid_hex, 6, 5, &p, &cells, &info) == MASK_SIZE && !cells, "6x4 mask on 6x5 hex accepted");
    block(&p, 5, 3, 6, 4); /* a lone cell: (5,3) */
    CHECK(mask_cells(&grid_rect, 6, 4, &p, &cells, &info) == MASK_PIECES && !cells, "two pieces accepted");
    CHECK(info.pieces == 2 && info.largest == 12 && info.stray == 23, "pieces %u largest %u stray %u",
          info.pieces, info.largest, info.stray);
    mask_picture d = picture(2, 2, false); /* (1,0) and (0,1): diagonal on squares, neighbours on hexagons */
    block(&d, 1, 0, 2, 1);
    block(&d, 0, 1, 1, 2);
    CHECK(mask_cells(&grid_rect, 2, 2, &d, &cells, &info) == MASK_PIECES, "a diagonal pair is one piece of squares");
    CHECK(mask_cells(&grid_hex, 2, 2, &d, &cells, &info) == MASK_OK, "on hexagons (1,0) touches (0,1)");
    free(cells);
    mask_picture_free(&d);
    memset(p.px, 0, 24);
    CHECK(mask_cells(&grid_rect, 6, 4, &p, &cells, &info) == MASK_EMPTY && info.cells == 0, "an empty mask");
    mask_picture_free(&p);

    /* polar: a picture's left half is the disc's left half */
    p = picture(40, 40, false);
    block(&p, 0, 0, 20, 40);
    maze *full = maze_create_shaped(&grid_polar, 9, 0, NULL);
    CHECK(mask_cells(&grid_polar, 9, 0, &p, &cells, &info) == MASK_OK, "polar half refused");
    for (uint32_t c = 1; cells && full && c < full->n; c++) {
        grid_pt q = full->shape->center(full, c);
        float ew, eh;
        full->shape->extent(full, &ew, &eh);
        if (fabsf(q.x - ew / 2) > 0.3f)
            CHECK(cells[c] == (q.x < ew / 2), "polar cell %u at x %.2f is %u", c, q.x, cells[c]);
    }
    free(cells);
    maze_destroy(full);
    mask_picture_free(&p);
}

/* Cells on the shortest run between the two sets a and b (a cell in each), by breadth-first search (a weave's tunnel joins no mask: cell by cell). */
static uint32_t gap(const maze *m, const uint8_t *a, const uint8_t *b)
{
    uint32_t *dist = malloc(m->n * sizeof *dist), *q = malloc(m->n * sizeof *q), head = 0, tail = 0, best = 0;
    for (uint32_t c = 0; c < m->n; c++) {
        dist[c] = a[c] ? 0 : UINT32_MAX;
        if (a[c])
            q[tail++] = c;
    }
    while (head < tail && !best) {
        uint32_t u = q[head++];
        for (maze_dir d = 0; d < m->sides && !best; d++) {
            uint32_t nb = grid_under(m, u, d) == MAZE_NONE ? maze_neighbor(m, u, d) : MAZE_NONE;
            if (nb == MAZE_NONE || dist[nb] != UINT32_MAX)
                continue;
            dist[nb] = dist[u] + 1;
            q[tail++] = nb;
            if (b[nb])
                best = dist[nb] - 1;
        }
    }
    free(dist);
    free(q);
    return best;
}

/* Two blocks a gap apart on every shape: one piece, with exactly the shortest bridge. */
static void check_bridge(void)
{
    for (size_t g = 0; g < grid_shape_count; g++) {
        const grid_shape *s = grid_shapes[g];
        if (s->caps & GRID_CAP_LEVELS) /* the blocks fall on levels side by side, joined up and down: one piece */
            continue;
        uint32_t w = test_board(s) ? 24 : 8, h = test_board(s) ? test_rows(s, 12) : 0;
        int in = s->seam ? 10 : 0; /* on a wrapped board, blocks at both edges would touch across the seam */
        mask_picture p = picture(120, 120, true);
        block(&p, in, 30, 40, 90);
        block(&p, 80, 30, 120 - in, 90);
        uint8_t *cells, *left = calloc(1, 1 << 16), *right = calloc(1, 1 << 16);
        mask_info info;
        maze *full = maze_create_shaped(s, w, h, NULL);
        mask_picture one = picture(120, 120, true);
        block(&one, in, 30, 40, 90);
        uint8_t *lc = NULL;
        CHECK(mask_cells(s, w, h, &one, &lc, NULL) == MASK_OK, "%s: one block refused", s->id);
        CHECK(mask_cells(s, w, h, &p, &cells, &info) == MASK_OK, "%s: two blocks refused", s->id);
        if (cells && lc && full) {
            for (uint32_t c = 0; c < full->n; c++) {
                left[c] = lc[c];
                right[c] = cells[c] && !lc[c];
            }
            maze *m = maze_create_shaped(s, w, h, cells);
            CHECK(m && maze_mask_pieces(m, NULL) == 1, "%s: not one piece after bridging", s->id);
            CHECK(info.pieces == 2, "%s: %u pieces before bridging", s->id, info.pieces);
            maze_destroy(m);
            /* the bridge cells are counted in right[]: take them out to measure the gap */
            uint32_t inked = 0;
            mask_picture two = picture(120, 120, true);
            block(&two, 80, 30, 120 - in, 90);
            uint8_t *rc = NULL;
            mask_cells(s, w, h, &two, &rc, NULL);
            for (uint32_t c = 0; rc && c < full->n; c++) {
                right[c] = rc[c];
                inked += rc[c] || lc[c];
            }
            uint32_t want = gap(full, left, right);
            CHECK(info.bridges == want && info.cells == inked + want, "%s: %u bridge cells (%u cells), the "
                  "shortest run is %u (%u inked)", s->id, info.bridges, info.cells, want, inked);
            free(rc);
            mask_picture_free(&two);
        }
        free(cells);
        free(lc);
        free(left);
        free(right);
        maze_destroy(full);
        mask_picture_free(&p);
        mask_picture_free(&one);
    }
}

/* Random blots on every shape: one piece, every all-ink cell kept, bridges never inked. */
static void check_blots(uint64_t seed)
{
    rng r;
    rng_seed(&r, seed);
    for (size_t g = 0; g < grid_shape_count; g++) {
        const grid_shape *s = grid_shapes[g];
        for (int round = 0; round < 20; round++) {
            uint32_t w = test_board(s) ? 10 + rng_below(&r, 30) : 3 + rng_below(&r, 10),
                     h = test_board(s) ? test_rows(s, 5 + rng_below(&r, 20)) : 0;
            mask_picture p = picture(64 + rng_below(&r, 64), 64 + rng_below(&r, 64), true);
            for (int k = 0; k < 12; k++) {
                uint32_t x = rng_below(&r, p.w - 8), y = rng_below(&r, p.h - 8);
                block(&p, x, y, x + 2 + rng_below(&r, 6), y + 2 + rng_below(&r, 6));
            }
            uint8_t *cells;
            mask_info info;
            mask_status st = mask_cells(s, w, h, &p, &cells, &info);
            CHECK(st == MASK_OK || st == MASK_EMPTY, "%s %ux%u: status %d", s->id, w, h, (int)st);
            maze *m = cells ? maze_create_shaped(s, w, h, cells) : NULL;
            CHECK(!cells || (m && maze_mask_pieces(m, NULL) == 1), "%s %ux%u seed %" PRIu64 ": not one piece",
                  s->id, w, h, seed);
            CHECK(!cells || info.cells == m->count, "%s: %u cells said, %u made", s->id, info.cells, m ? m->count : 0);
            maze_destroy(m);
            free(cells);
            mask_picture_free(&p);
        }
    }
}

/* A random mask of one of three kinds: specks, blots, or lines of letter-like strokes with word gaps. */
static void random_mask(const maze *m, rng *r, unsigned kind, uint8_t *cells)
{
    memset(cells, 0, m->n);
    if (kind == 0) { /* specks: 1-25 % of the cells */
        uint32_t per = 1 + rng_below(r, 25);
        for (uint32_t c = 0; c < m->n; c++)
            cells[c] = rng_below(r, 100) < per;
        return;
    }
    uint32_t strokes = kind == 1 ? 2 + rng_below(r, 12) : m->n / 6;
    for (uint32_t i = 0, c = rng_below(r, m->n); i < strokes; i++) {
        uint32_t len = 1 + rng_below(r, kind == 1 ? 40 : 6);
        for (uint32_t j = 0; j < len && c != MAZE_NONE; j++) { /* a short random walk inks a stroke */
            cells[c] = 1;
            uint32_t nb = maze_neighbor(m, c, rng_below(r, m->sides));
            c = nb != MAZE_NONE ? nb : c;
        }
        uint32_t skip = kind == 1 ? rng_below(r, m->n) : 2 + rng_below(r, rng_below(r, 8) == 0 ? 12 : 4);
        c = (c + skip) % m->n; /* the next letter, a word gap now and then (a jump: other rows too) */
    }
}

/*
 * The lazy joining against the old eager one (bench/mask_ref.c) on random
 * masks small enough for the old: the same cells, bridges and pieces.
 */
static void check_same_as_before(uint64_t seed)
{
    rng r;
    rng_seed(&r, seed);
    uint32_t masks = 0, differ = 0;
    uint64_t pieces = 0, bridges = 0;
    for (size_t g = 0; g < grid_shape_count; g++) {
        const grid_shape *s = grid_shapes[g];
        for (unsigned round = 0; round < 120; round++) {
            bool rows = test_board(s);
            uint32_t w = rows ? 4 + rng_below(&r, 90) : 2 + rng_below(&r, 25),
                     h = rows ? test_rows(s, 3 + rng_below(&r, 40)) : 0;
            maze *full = maze_create_shaped(s, w, h, NULL);
            uint8_t *a = full ? malloc(full->n) : NULL, *b = full ? malloc(full->n) : NULL;
            CHECK(a && b, "out of memory");
            if (!a || !b) {
                free(a);
                free(b);
                maze_destroy(full);
                continue;
            }
            random_mask(full, &r, round % 3, a);
            memcpy(b, a, full->n);
            mask_info info;
            uint32_t old_pieces, old_bridges;
            mask_status st = mask_join(full, a, &info);
            CHECK(ref_mask_join(full, b, &old_pieces, &old_bridges), "out of memory");
            bool same = st == MASK_OK && memcmp(a, b, full->n) == 0 && info.bridges == old_bridges &&
                        info.pieces == old_pieces;
            CHECK(same, "%s %ux%u kind %u (seed %" PRIu64 "): status %d, %u pieces and %u bridges; the old join: "
                  "%u and %u, %s cells", s->id, w, h, round % 3, seed, (int)st, info.pieces, info.bridges,
                  old_pieces, old_bridges, memcmp(a, b, full->n) ? "other" : "the same");
            masks++;
            differ += !same;
            pieces += old_pieces;
            bridges += old_bridges;
            free(a);
            free(b);
            maze_destroy(full);
        }
    }
    printf("joining: %u random masks, %" PRIu64 " pieces, %" PRIu64 " bridge cells; %u differ from the old join\n",
           masks, pieces, bridges, differ);
}

/*
 * Pieces too many and too far apart: 128 specks 128 cells apart on
 * 2048x1024 must cross gaps of 128, so the bound is 2^21 cells x 128
 * joins, over MASK_JOIN_WORK: refused, nothing joined, the bound said.
 * (The old code joined them, in a second or so; the eager search took
 * minutes on such grids.)
 */
static void check_refused(void)
{
    maze *full = maze_create(2048, 1024);
    uint8_t *cells = full ? calloc(full->n, 1) : NULL;
    CHECK(cells, "out of memory");
    if (cells) {
        for (uint32_t y = 64; y < 1024; y += 128)
            for (uint32_t x = 64; x < 2048; x += 128)
                cells[y * 2048 + x] = 1;
        mask_info info;
        mask_status st = mask_join(full, cells, &info);
        uint32_t left = 0;
        for (uint32_t c = 0; c < full->n; c++)
            left += cells[c];
        CHECK(st == MASK_TOO_FAR && info.bridges == 0 && left == 128 && info.pieces == 128 &&
                  info.work == (uint64_t)128 * full->n && info.work > MASK_JOIN_WORK,
              "128 far specks on 2048x1024: status %d, %u bridges, %u cells, %u pieces, bound %" PRIu64, (int)st,
              info.bridges, left, info.pieces, info.work);
    }
    free(cells);
    maze_destroy(full);
}

static void check_full_and_empty(void)
{
    for (size_t g = 0; g < grid_shape_count; g++) {
        const grid_shape *s = grid_shapes[g];
        uint32_t w = test_board(s) ? 9 : 4, h = test_board(s) ? test_rows(s, 7) : 0;
        mask_picture p = picture(50, 30, true);
        uint8_t *cells;
        mask_info info;
        CHECK(mask_cells(s, w, h, &p, &cells, &info) == MASK_EMPTY && !cells, "%s: an empty drawing", s->id);
        block(&p, 0, 0, 50, 30);
        CHECK(mask_cells(s, w, h, &p, &cells, &info) == MASK_OK, "%s: a full drawing refused", s->id);
        maze *full = maze_create_shaped(s, w, h, NULL);
        if (test_board(s))
            CHECK(full && info.cells == full->n, "%s: a full drawing keeps %u of %u cells", s->id, info.cells,
                  full ? full->n : 0);
        else /* the drawing is a square's inscribed box, not the whole disc */
            CHECK(info.cells > 0 && full && info.cells < full->n, "%s: %u cells", s->id, info.cells);
        maze_destroy(full);
        free(cells);
        mask_picture_free(&p);
    }
}

/* A 30x12 mask of cells on a shape of levels: 12 rows, its levels side by side about 30 units across. */
static void cells_on_levels(const grid_shape *s, uint32_t w, uint32_t h)
{
    maze *m = maze_create_shaped(s, w, h, NULL);
    float ew = 0, eh = 0;
    if (m)
        s->extent(m, &ew, &eh);
    CHECK(m && grid_levels_rows(h) == 12 && fabsf(ew - 30) <= (float)grid_levels_count(h),
          "%s: a 30x12 mask of cells gives %ux%u, extent %.1f x %.1f", s->id, w, h, ew, eh);
    maze_destroy(m);
}

static void check_sizes(void)
{
    static const uint32_t pics[][2] = {{200, 100}, {100, 100}, {600, 80}, {80, 300}};
    for (size_t g = 0; g < grid_shape_count; g++) {
        const grid_shape *s = grid_shapes[g];
        for (size_t i = 0; i < sizeof pics / sizeof pics[0]; i++) {
            mask_picture p = {pics[i][0], pics[i][1], NULL, true};
            uint32_t w, h;
            mask_size_for(s, &p, &w, &h);
            maze *m = maze_create_shaped(s, w, h, NULL);
            CHECK(m != NULL, "%s: size %ux%u for a %ux%u drawing not made", s->id, w, h, p.w, p.h);
            if (!m)
                continue;
            float ew, eh;
            s->extent(m, &ew, &eh);
            double want = (double)p.w / p.h;
            if (test_board(s)) { /* levels side by side widen by a column each: within that */
                double off = fabs(ew / eh / want - 1), tol = grid_levels_count(h) ? grid_levels_count(h) / eh / want : 0.1;
                CHECK(off < tol, "%s %ux%u for %ux%u: extent %.1f x %.1f", s->id, w, h, p.w, p.h, ew, eh);
                CHECK(fabs(eh - MASK_TEXT_UNITS) < 1.5, "%s: %.1f units high", s->id, eh);
            } else { /* the box's diagonal is the disc's diameter, its height about the text units */
                double th = ew * p.h / hypot(p.w, p.h);
                CHECK(th >= MASK_TEXT_UNITS && th < MASK_TEXT_UNITS + 2.5, "polar %u rings: text %.1f units high", w, th);
            }
            maze_destroy(m);
        }
        mask_picture cells = {30, 12, NULL, false};
        uint32_t w, h;
        mask_size_for(s, &cells, &w, &h);
        if (grid_offers(s, GRID_CAP_ROWS, false))
            CHECK(w == 30 && h == 12, "%s: a 30x12 mask of cells gives %ux%u", s->id, w, h);
        else if (test_board(s)) /* levels side by side: as many rows, about as wide */
            cells_on_levels(s, w, h);
        else
            CHECK(w == 14 && h == 0, "polar: a 30x12 mask gives %u rings (%u)", w, h);
    }
}

int main(void)
{
    uint64_t seed = test_seed("test_mask", 19);
    check_cells();
    check_bridge();
    check_blots(seed);
    check_same_as_before(seed);
    check_refused();
    check_full_and_empty();
    check_sizes();
    return check_exit("test_mask");
}
