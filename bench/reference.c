/* reference.c - see reference.h. */
#include "reference.h"

#include <stdlib.h>
#include <string.h>

#include "mazeviz/rng.h"

enum { N = 1, E = 2, S = 4, W = 8, IN = 16, DIR_SHIFT = 5 };

static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
static const uint8_t bit[4] = {N, E, S, W};

static inline int valid(uint32_t x, uint32_t y, int d, uint32_t w, uint32_t h)
{
    switch (d) {
    case 0: return y > 0;
    case 1: return x + 1 < w;
    case 2: return y + 1 < h;
    default: return x > 0;
    }
}

uint64_t ref_wilson(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h;
    memset(cells, 0, n);
    cells[rng_below(&r, n)] = IN;
    uint64_t steps = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (cells[i] & IN)
            continue;
        uint32_t x = i % w, y = i / w, u = i;
        while (!(cells[u] & IN)) {
            int d;
            do
                d = (int)rng_dir(&r);
            while (!valid(x, y, d, w, h));
            cells[u] = (uint8_t)((cells[u] & 0x1f) | (d << DIR_SHIFT));
            x += (uint32_t)dx[d];
            y += (uint32_t)dy[d];
            u = y * w + x;
            steps++;
        }
        for (u = i; !(cells[u] & IN);) {
            int d = cells[u] >> DIR_SHIFT;
            uint32_t v = u + (uint32_t)(dy[d] * (int)w + dx[d]);
            cells[u] = (uint8_t)((cells[u] & 0x0f) | bit[d] | IN);
            cells[v] |= bit[(d + 2) & 3];
            u = v;
        }
    }
    return steps;
}

uint64_t ref_backtracker(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h;
    memset(cells, 0, n);
    uint32_t u = rng_below(&r, n), root = u, x = u % w, y = u / w;
    cells[u] = IN;
    uint64_t steps = 0;
    for (;;) {
        int cand[4], k = 0;
        for (int d = 0; d < 4; d++)
            if (valid(x, y, d, w, h) && !(cells[u + (uint32_t)(dy[d] * (int)w + dx[d])] & IN))
                cand[k++] = d;
        steps++;
        if (k > 0) {
            int d = cand[k == 1 ? 0 : rng_below(&r, (uint32_t)k)];
            uint32_t v = u + (uint32_t)(dy[d] * (int)w + dx[d]);
            cells[u] |= bit[d];
            cells[v] = (uint8_t)(bit[(d + 2) & 3] | IN | (((d + 2) & 3) << DIR_SHIFT));
            u = v;
            x += (uint32_t)dx[d];
            y += (uint32_t)dy[d];
        } else {
            if (u == root)
                return steps;
            int d = cells[u] >> DIR_SHIFT;
            u += (uint32_t)(dy[d] * (int)w + dx[d]);
            x += (uint32_t)dx[d];
            y += (uint32_t)dy[d];
        }
    }
}

uint64_t ref_wilson_last_exit(uint8_t *st, uint32_t w, uint32_t h, uint64_t seed)
{
    enum { LINK_SHIFT = 4, IN_MAZE = 1, DIR_SHIFT = 2, DIR_MASK = 3 << DIR_SHIFT };
    const int32_t delta[4] = {-(int32_t)w, 1, (int32_t)w, -1};
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h;
    for (uint32_t y = 0, c = 0; y < h; y++)
        for (uint32_t x = 0; x < w; x++, c++)
            st[c] = (uint8_t)(((y > 0) | (x + 1 < w) << 1 | (y + 1 < h) << 2 | (x > 0) << 3)
                              << LINK_SHIFT);
    st[rng_below(&r, n)] |= IN_MAZE;
    uint64_t steps = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (st[i] & IN_MAZE)
            continue;
        uint32_t u = i;
        while (!(st[u] & IN_MAZE)) {
            uint8_t s = st[u];
            unsigned d;
            do
                d = rng_dir(&r);
            while (!(s >> (LINK_SHIFT + d) & 1u));
            st[u] = (uint8_t)((s & ~DIR_MASK) | d << DIR_SHIFT);
            u += (uint32_t)delta[d];
            steps++;
        }
        for (u = i; !(st[u] & IN_MAZE);) {
            st[u] |= IN_MAZE;
            u += (uint32_t)delta[(st[u] >> DIR_SHIFT) & 3u];
        }
    }
    return steps;
}

/* The interior walls, each once from its west or north cell: cell * 2 + (0 east, 1 south). */
static uint32_t list_walls(uint32_t *walls, uint32_t w, uint32_t h)
{
    uint32_t k = 0;
    for (uint32_t y = 0, c = 0; y < h; y++)
        for (uint32_t x = 0; x < w; x++, c++) {
            if (x + 1 < w)
                walls[k++] = 2 * c;
            if (y + 1 < h)
                walls[k++] = 2 * c + 1;
        }
    return k;
}

#define ROOT 0x80000000u /* up[c] & ROOT: c is a root; the rest is its set's size */

static inline uint32_t uf_find(uint32_t *up, uint32_t c)
{
    while (!(up[c] & ROOT)) {
        uint32_t p = up[c];
        if (up[p] & ROOT)
            return p;
        c = up[c] = up[p];
    }
    return c;
}

uint64_t ref_kruskal(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h;
    uint32_t *walls = malloc(2 * (size_t)n * sizeof *walls), *up = malloc((size_t)n * sizeof *up);
    if (!walls || !up) {
        free(walls);
        free(up);
        return 0;
    }
    memset(cells, 0, n);
    for (uint32_t c = 0; c < n; c++)
        up[c] = ROOT | 1u;
    uint32_t nwalls = list_walls(walls, w, h), merges = 0;
    uint64_t steps = 0;
    for (uint32_t i = 0; merges + 1 < n; i++) {
        uint32_t j = i + rng_below(&r, nwalls - i);
        uint32_t e = walls[j];
        walls[j] = walls[i];
        walls[i] = e;
        steps++;
        uint32_t c = e >> 1, south = e & 1u, nb = south ? c + w : c + 1;
        uint32_t a = uf_find(up, c), b = uf_find(up, nb);
        if (a == b)
            continue;
        uint32_t as = up[a] & ~ROOT, bs = up[b] & ~ROOT;
        if (as < bs) {
            up[a] = b;
            up[b] = ROOT | (as + bs);
        } else {
            up[b] = a;
            up[a] = ROOT | (as + bs);
        }
        cells[c] |= south ? S : E;
        cells[nb] |= south ? N : W;
        merges++;
    }
    free(walls);
    free(up);
    return steps;
}

/*
 * True Prim with a binary heap of (weight, cell) entries and lazy deletion:
 * an offer lighter than the cell's best so far is pushed (the best wall's
 * side kept per cell), and popped entries of cells already in the maze are
 * skipped. Weights are drawn as mazeviz draws them, ties go to the lower
 * cell, so it makes mazeviz's mazes.
 */
static void heap_push(uint64_t *heap, uint32_t *len, uint64_t v)
{
    uint32_t i = (*len)++;
    while (i > 0 && heap[(i - 1) / 2] > v) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = v;
}

static uint64_t heap_pop(uint64_t *heap, uint32_t *len)
{
    uint64_t top = heap[0], v = heap[--*len];
    uint32_t i = 0, n = *len;
    for (;;) {
        uint32_t k = 2 * i + 1;
        if (k >= n)
            break;
        if (k + 1 < n && heap[k + 1] < heap[k])
            k++;
        if (v <= heap[k])
            break;
        heap[i] = heap[k];
        i = k;
    }
    if (n > 0)
        heap[i] = v;
    return top;
}

uint64_t ref_true_prim(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    enum { NONE = 0xffu };
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h, len = 0;
    uint64_t *heap = malloc((2 * (size_t)n + 4) * sizeof *heap);
    uint32_t *best = malloc((size_t)n * sizeof *best);
    uint8_t *side = malloc(n); /* the best wall's side, NONE outside the frontier */
    if (!heap || !best || !side) {
        free(heap);
        free(best);
        free(side);
        return 0;
    }
    memset(cells, 0, n);
    memset(side, NONE, n);
    uint32_t c = rng_below(&r, n);
    uint64_t steps = 0;
    for (;;) {
        cells[c] |= IN;
        uint32_t x = c % w, y = c / w;
        for (int d = 0; d < 4; d++) {
            if (!valid(x, y, d, w, h))
                continue;
            uint32_t nb = c + (uint32_t)(dy[d] * (int)w + dx[d]);
            if (cells[nb] & IN)
                continue;
            uint32_t wt = (uint32_t)(rng_next(&r) >> 32);
            if (side[nb] != NONE && wt >= best[nb])
                continue;
            best[nb] = wt;
            side[nb] = (uint8_t)((d + 2) & 3);
            heap_push(heap, &len, (uint64_t)wt << 32 | nb);
        }
        do {
            if (len == 0)
                goto out;
            c = (uint32_t)heap_pop(heap, &len);
        } while (cells[c] & IN);
        int d = side[c];
        uint32_t to = c + (uint32_t)(dy[d] * (int)w + dx[d]);
        cells[c] |= bit[d];
        cells[to] |= bit[(d + 2) & 3];
        steps++;
    }
out:
    for (uint32_t i = 0; i < n; i++)
        cells[i] &= (uint8_t)~IN;
    free(heap);
    free(best);
    free(side);
    return steps;
}
