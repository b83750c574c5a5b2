/*
 * mask.c - masks from pictures (mask.h): the pixel or the ink under each
 * cell, the pieces the cells form, and the bridges that join a drawing's
 * pieces.
 *
 * Bridging is Prim's algorithm over the pieces with breadth-first
 * distances: distances from the joined part (first the largest piece)
 * through every cell of the grid; the piece cell nearest to it (lowest id
 * on ties) is joined along its shortest route, whose cells become
 * bridges; the new cells are sources at distance 0 and the search goes on
 * from them only (a distance never grows). One scan per join finds the
 * nearest cell, so the cost is O(pieces x cells).
 */
#include "mazeviz/mask.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SAMPLES 8 /* per side of a cell's box: up to 64 ink samples a cell, about one a pixel */
#define NO_PIECE UINT32_MAX

void mask_picture_free(mask_picture *p)
{
    if (!p)
        return;
    free(p->px);
    memset(p, 0, sizeof *p);
}

/* The picture's level at unit point (x, y) of m, a grid of extent ew x eh. */
static uint8_t ink_at(const maze *m, const mask_picture *p, float ew, float eh, float x, float y)
{
    double px, py;
    grid_picture_point(m, ew, eh, p->w, p->h, x, y, &px, &py);
    if (!(px >= 0 && py >= 0 && px < p->w && py < p->h))
        return 0;
    return p->px[(size_t)py * p->w + (size_t)px];
}

/* Whether at least half of cell c's area is ink: samples on a grid over its box, inside its outline. */
static bool inked(const maze *m, const mask_picture *p, float ew, float eh, uint32_t c)
{
    grid_pt pts[GRID_MAX_POINTS];
    unsigned n = m->shape->polygon(m, c, pts);
    float x0 = pts[0].x, x1 = pts[0].x, y0 = pts[0].y, y1 = pts[0].y;
    for (unsigned i = 1; i < n; i++) {
        x0 = fminf(x0, pts[i].x);
        x1 = fmaxf(x1, pts[i].x);
        y0 = fminf(y0, pts[i].y);
        y1 = fmaxf(y1, pts[i].y);
    }
    double across = (x1 - x0) / ew * p->w, down = (y1 - y0) / eh * p->h; /* the box in pixels */
    unsigned sx = across < 2 ? 2 : across > MAX_SAMPLES ? MAX_SAMPLES : (unsigned)ceil(across);
    unsigned sy = down < 2 ? 2 : down > MAX_SAMPLES ? MAX_SAMPLES : (unsigned)ceil(down);
    unsigned inside = 0, sum = 0;
    for (unsigned j = 0; j < sy; j++) {
        for (unsigned i = 0; i < sx; i++) {
            float x = x0 + (x1 - x0) * (i + 0.5f) / sx, y = y0 + (y1 - y0) * (j + 0.5f) / sy;
            if (m->shape->cell_at(m, x, y) != c)
                continue;
            inside++;
            sum += ink_at(m, p, ew, eh, x, y);
        }
    }
    if (inside == 0) { /* a sliver: its centre decides */
        grid_pt q = m->shape->center(m, c);
        return ink_at(m, p, ew, eh, q.x, q.y) >= 128;
    }
    return sum * 2 >= inside * 255u;
}

/* One byte per cell of full, the picture laid on it as its kind says. False: no memory. */
static bool lay(const maze *full, const mask_picture *p, uint8_t *cells)
{
    if (p->drawing) {
        float ew, eh;
        full->shape->extent(full, &ew, &eh);
        for (uint32_t c = 0; c < full->n; c++)
            cells[c] = inked(full, p, ew, eh, c);
        return true;
    }
    uint8_t *bin = malloc((size_t)p->w * p->h);
    if (!bin)
        return false;
    for (size_t i = 0; i < (size_t)p->w * p->h; i++)
        bin[i] = p->px[i] >= 128;
    grid_mask_from_picture(full, bin, p->w, p->h, cells);
    free(bin);
    return true;
}

typedef struct work {
    maze *full;
    uint8_t *cells;
    uint32_t *piece;  /* piece number of each cell in the mask, NO_PIECE outside */
    uint32_t *size;   /* cells per piece */
    uint32_t *queue;
    uint32_t pieces;
} work;

/* Numbers the pieces (grid adjacency between cells in the mask) in order of their lowest cell. */
static void label(work *k)
{
    const maze *m = k->full;
    k->pieces = 0;
    for (uint32_t c = 0; c < m->n; c++)
        k->piece[c] = NO_PIECE;
    for (uint32_t c = 0; c < m->n; c++) {
        if (!k->cells[c] || k->piece[c] != NO_PIECE)
            continue;
        uint32_t id = k->pieces++, head = 0, tail = 0;
        k->size[id] = 0;
        k->piece[c] = id;
        k->queue[tail++] = c;
        while (head < tail) {
            uint32_t u = k->queue[head++];
            k->size[id]++;
            for (maze_dir d = 0; d < m->sides; d++) {
                uint32_t nb = maze_neighbor(m, u, d);
                if (nb != MAZE_NONE && k->cells[nb] && k->piece[nb] == NO_PIECE) {
                    k->piece[nb] = id;
                    k->queue[tail++] = nb;
                }
            }
        }
    }
}

/* Breadth-first from the queued sources (distance 0), lowering distances only. */
static void spread(work *k, uint32_t *dist, uint32_t *parent, uint32_t tail)
{
    const maze *m = k->full;
    for (uint32_t head = 0; head < tail; head++) {
        uint32_t u = k->queue[head];
        for (maze_dir d = 0; d < m->sides; d++) {
            uint32_t nb = maze_neighbor(m, u, d);
            if (nb != MAZE_NONE && dist[u] + 1 < dist[nb]) {
                dist[nb] = dist[u] + 1;
                parent[nb] = u;
                k->queue[tail++] = nb; /* each cell at most once per call: its distance only drops */
            }
        }
    }
}

/* Queues piece id's cells (and marks it joined) as sources; returns the new tail. */
static uint32_t join_piece(work *k, uint32_t id, uint8_t *joined, uint32_t *dist, uint32_t tail)
{
    joined[id] = 1;
    for (uint32_t c = 0; c < k->full->n; c++)
        if (k->piece[c] == id && dist[c] != 0) {
            dist[c] = 0;
            k->queue[tail++] = c;
        }
    return tail;
}

/* Joins every piece to the largest with bridge cells; returns how many. False: no memory. */
static bool bridge(work *k, uint32_t main_piece, uint32_t *bridges)
{
    uint32_t n = k->full->n;
    uint32_t *dist = malloc((size_t)n * sizeof *dist), *parent = malloc((size_t)n * sizeof *parent);
    uint8_t *joined = calloc(k->pieces, 1);
    bool ok = dist && parent && joined;
    *bridges = 0;
    if (ok) {
        memset(dist, 0xff, (size_t)n * sizeof *dist);
        spread(k, dist, parent, join_piece(k, main_piece, joined, dist, 0));
        for (uint32_t left = k->pieces - 1; left > 0; left--) {
            uint32_t best = MAZE_NONE;
            for (uint32_t c = 0; c < n; c++)
                if (k->piece[c] != NO_PIECE && !joined[k->piece[c]] &&
                    (best == MAZE_NONE || dist[c] < dist[best]))
                    best = c;
            if (best == MAZE_NONE || dist[best] == UINT32_MAX)
                break; /* not reachable: the grid itself is in pieces (it never is) */
            uint32_t tail = 0;
            for (uint32_t u = parent[best]; dist[u] != 0; u = parent[u]) {
                k->cells[u] = 1;
                dist[u] = 0;
                k->queue[tail++] = u;
                ++*bridges;
            }
            spread(k, dist, parent, join_piece(k, k->piece[best], joined, dist, tail));
        }
    }
    free(dist);
    free(parent);
    free(joined);
    return ok;
}

/* Pieces, the largest, a stray cell; for a drawing, the bridges. */
static bool pieces(work *k, bool drawing, mask_info *info)
{
    label(k);
    uint32_t main_piece = 0;
    for (uint32_t i = 1; i < k->pieces; i++)
        if (k->size[i] > k->size[main_piece])
            main_piece = i;
    info->pieces = k->pieces;
    info->largest = k->pieces ? k->size[main_piece] : 0;
    for (uint32_t c = 0; c < k->full->n && info->stray == MAZE_NONE; c++)
        if (k->piece[c] != NO_PIECE && k->piece[c] != main_piece)
            info->stray = c;
    return !drawing || k->pieces < 2 || bridge(k, main_piece, &info->bridges);
}

mask_status mask_cells(const grid_shape *shape, uint32_t w, uint32_t h, const mask_picture *p,
                       uint8_t **out, mask_info *info)
{
    MAZEVIZ_ASSERT(p && out && (p->px || (size_t)p->w * p->h == 0), "mask_cells: no picture or no place for the cells");
    mask_info spare;
    info = info ? info : &spare;
    *info = (mask_info){0, 0, 0, MAZE_NONE, 0};
    *out = NULL;
    if (!p->drawing && !grid_picture_fits(shape, w, h, p->w, p->h))
        return MASK_SIZE;
    work k = {.full = maze_create_shaped(shape, w, h, NULL)};
    mask_status st = MASK_NO_MEMORY;
    if (!k.full)
        return st;
    uint32_t n = k.full->n;
    k.cells = malloc(n);
    k.piece = malloc((size_t)n * sizeof *k.piece);
    k.size = malloc((size_t)n * sizeof *k.size);
    k.queue = malloc((size_t)n * sizeof *k.queue);
    if (k.cells && k.piece && k.size && k.queue && lay(k.full, p, k.cells) && pieces(&k, p->drawing, info)) {
        for (uint32_t c = 0; c < n; c++)
            info->cells += k.cells[c];
        st = info->cells == 0 ? MASK_EMPTY : !p->drawing && info->pieces > 1 ? MASK_PIECES : MASK_OK;
    }
    if (st == MASK_OK) {
        *out = k.cells;
        k.cells = NULL;
    }
    free(k.cells);
    free(k.piece);
    free(k.size);
    free(k.queue);
    maze_destroy(k.full);
    return st;
}

void mask_size_for(const grid_shape *shape, const mask_picture *p, uint32_t *w, uint32_t *h)
{
    grid_size_for_picture(shape, p->w, p->h, p->drawing ? MASK_TEXT_UNITS : 0, w, h);
}
