/* reference.c - see reference.h. */
#include "reference.h"

#include <stdbool.h>
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

/* Opens the wall of cell c (at x, y) on side d and the neighbour's matching side; returns it. */
static inline uint32_t carve(uint8_t *cells, uint32_t c, int d, uint32_t w)
{
    uint32_t v = c + (uint32_t)(dy[d] * (int)w + dx[d]);
    cells[c] |= bit[d];
    cells[v] |= bit[(d + 2) & 3];
    return v;
}

uint64_t ref_aldous_broder(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h, u = rng_below(&r, n), x = u % w, y = u / w, in = 1;
    memset(cells, 0, n);
    cells[u] = IN;
    uint64_t steps = 0;
    while (in < n) {
        int d;
        do
            d = (int)rng_dir(&r);
        while (!valid(x, y, d, w, h));
        uint32_t v = u + (uint32_t)(dy[d] * (int)w + dx[d]);
        if (!(cells[v] & IN)) {
            carve(cells, u, d, w);
            cells[v] |= IN;
            in++;
        }
        u = v;
        x += (uint32_t)dx[d];
        y += (uint32_t)dy[d];
        steps++;
    }
    for (uint32_t c = 0; c < n; c++)
        cells[c] &= (uint8_t)~IN;
    return steps;
}

/*
 * Houston: Aldous-Broder until a third of the cells are in, then Wilson's
 * walks in the last-exit form from the first cell outside, row by row.
 */
uint64_t ref_houston(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h, target = n / 3 + (n % 3 != 0);
    uint32_t u = rng_below(&r, n), x = u % w, y = u / w, in = 1;
    memset(cells, 0, n);
    cells[u] = IN;
    uint64_t steps = 0;
    while (in < target) {
        int d;
        do
            d = (int)rng_dir(&r);
        while (!valid(x, y, d, w, h));
        uint32_t v = u + (uint32_t)(dy[d] * (int)w + dx[d]);
        if (!(cells[v] & IN)) {
            carve(cells, u, d, w);
            cells[v] |= IN;
            in++;
        }
        u = v;
        x += (uint32_t)dx[d];
        y += (uint32_t)dy[d];
        steps++;
    }
    for (uint32_t i = 0; i < n; i++) { /* last-exit walks: the exit direction in bits 5-6 */
        if (cells[i] & IN)
            continue;
        steps++; /* the walk's start is a step */
        uint32_t v = i;
        x = i % w;
        y = i / w;
        while (!(cells[v] & IN)) {
            int d;
            do
                d = (int)rng_dir(&r);
            while (!valid(x, y, d, w, h));
            cells[v] = (uint8_t)((cells[v] & 0x1f) | (d << DIR_SHIFT));
            v += (uint32_t)(dy[d] * (int)w + dx[d]);
            x += (uint32_t)dx[d];
            y += (uint32_t)dy[d];
            steps++;
        }
        for (v = i; !(cells[v] & IN);) {
            int d = cells[v] >> DIR_SHIFT;
            cells[v] = (uint8_t)((cells[v] & 0x1f) | IN);
            v = carve(cells, v, d, w);
        }
    }
    for (uint32_t c = 0; c < n; c++)
        cells[c] &= 0x0f;
    return steps;
}

/* Simplified Prim: a random frontier cell joins through a random wall to the maze. */
uint64_t ref_prim(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    enum { FRONT = 32 };
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h, nf = 0;
    uint32_t *front = malloc((size_t)n * sizeof *front);
    if (!front)
        return 0;
    memset(cells, 0, n);
    uint32_t c = rng_below(&r, n);
    uint64_t steps = 0;
    for (;;) {
        uint32_t x = c % w, y = c / w;
        cells[c] = (uint8_t)((cells[c] & 0x0f) | IN);
        for (int d = 0; d < 4; d++) {
            if (!valid(x, y, d, w, h))
                continue;
            uint32_t v = c + (uint32_t)(dy[d] * (int)w + dx[d]);
            if (!(cells[v] & (IN | FRONT))) {
                cells[v] |= FRONT;
                front[nf++] = v;
            }
        }
        if (nf == 0)
            break;
        uint32_t i = rng_below(&r, nf);
        c = front[i];
        front[i] = front[--nf];
        x = c % w;
        y = c / w;
        int cand[4], k = 0;
        for (int d = 0; d < 4; d++)
            if (valid(x, y, d, w, h) && (cells[c + (uint32_t)(dy[d] * (int)w + dx[d])] & IN))
                cand[k++] = d;
        carve(cells, c, cand[k == 1 ? 0 : rng_below(&r, (uint32_t)k)], w);
        steps++;
    }
    for (uint32_t i = 0; i < n; i++)
        cells[i] &= 0x0f;
    free(front);
    return steps;
}

/* Hunt-and-kill: a random walk to fresh cells; at a dead end, the first fresh cell joins. */
uint64_t ref_hunt_and_kill(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h, in = 1, cursor = 0, c = 0;
    memset(cells, 0, n);
    cells[0] = IN;
    uint64_t steps = 0;
    while (in < n) {
        uint32_t x = c % w, y = c / w;
        int cand[4], k = 0;
        for (int d = 0; d < 4; d++)
            if (valid(x, y, d, w, h) && !(cells[c + (uint32_t)(dy[d] * (int)w + dx[d])] & IN))
                cand[k++] = d;
        steps++;
        if (k > 0) {
            c = carve(cells, c, cand[k == 1 ? 0 : rng_below(&r, (uint32_t)k)], w);
            cells[c] |= IN;
            in++;
            continue;
        }
        while (cells[cursor] & IN)
            cursor++;
        c = cursor;
        x = c % w;
        y = c / w;
        k = 0;
        for (int d = 0; d < 4; d++)
            if (valid(x, y, d, w, h) && (cells[c + (uint32_t)(dy[d] * (int)w + dx[d])] & IN))
                cand[k++] = d;
        carve(cells, c, cand[k == 1 ? 0 : rng_below(&r, (uint32_t)k)], w);
        cells[c] |= IN;
        in++;
    }
    for (uint32_t i = 0; i < n; i++)
        cells[i] &= 0x0f;
    return steps;
}

/* Binary tree, bias north-east: each cell carves north or east (a coin when both exist). */
uint64_t ref_binary_tree(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h;
    memset(cells, 0, n);
    for (uint32_t y = 0, c = 0; y < h; y++)
        for (uint32_t x = 0; x < w; x++, c++) {
            bool north = y > 0, east = x + 1 < w;
            if (north && east)
                carve(cells, c, (rng_dir(&r) & 1u) ? 1 : 0, w);
            else if (north || east)
                carve(cells, c, north ? 0 : 1, w);
        }
    return n;
}

/* Sidewinder: runs east on a coin; closing a run carves north from a random cell of it. */
uint64_t ref_sidewinder(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h;
    memset(cells, 0, n);
    for (uint32_t y = 0, c = 0; y < h; y++) {
        uint32_t run = c;
        for (uint32_t x = 0; x < w; x++, c++) {
            bool east = x + 1 < w;
            if (east && (y == 0 || (rng_dir(&r) & 1u))) {
                carve(cells, c, 1, w);
                continue;
            }
            if (y > 0) {
                uint32_t len = c + 1 - run;
                carve(cells, run + (len == 1 ? 0 : rng_below(&r, len)), 0, w);
            }
            run = c + 1;
        }
    }
    return n;
}

/* Eller's algorithm with the classic L/R arrays of one row: the same coins as mazeviz's. */
uint64_t ref_eller(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    rng r;
    rng_seed(&r, seed);
    uint32_t *L = malloc((size_t)w * sizeof *L), *R = malloc((size_t)w * sizeof *R);
    if (!L || !R) {
        free(L);
        free(R);
        return 0;
    }
    memset(cells, 0, (size_t)w * h);
    for (uint32_t x = 0; x < w; x++)
        L[x] = R[x] = x;
    uint64_t steps = 0;
    for (uint32_t y = 0; y < h; y++) {
        uint32_t row = y * w;
        bool last = y + 1 == h;
        for (uint32_t x = 0; x + 1 < w; x++, steps++) {
            if (R[x] == x + 1 || !(last || (rng_dir(&r) & 1u)))
                continue;
            carve(cells, row + x, 1, w);
            uint32_t p = L[x + 1], q = R[x];
            R[x] = x + 1;
            L[x + 1] = x;
            R[p] = q;
            L[q] = p;
        }
        if (last)
            break;
        for (uint32_t x = 0; x < w; x++, steps++) {
            if (R[x] == x || (rng_dir(&r) & 1u)) {
                carve(cells, row + x, 2, w);
                continue;
            }
            R[L[x]] = R[x];
            L[R[x]] = L[x];
            L[x] = R[x] = x;
        }
    }
    free(L);
    free(R);
    return steps;
}

/* Recursive division: from an open field, a wall with one door across each chamber's shorter side. */
uint64_t ref_recursive_division(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    typedef struct { uint32_t x, y, w, h; } rect;
    rng r;
    rng_seed(&r, seed);
    rect *stack = malloc(((size_t)w + h + 2) * sizeof *stack);
    if (!stack)
        return 0;
    for (uint32_t y = 0, c = 0; y < h; y++)
        for (uint32_t x = 0; x < w; x++, c++)
            cells[c] = (uint8_t)((y > 0 ? N : 0) | (x + 1 < w ? E : 0) | (y + 1 < h ? S : 0) | (x > 0 ? W : 0));
    uint32_t top = 0;
    uint64_t steps = 0;
    if (w >= 2 && h >= 2)
        stack[top++] = (rect){0, 0, w, h};
    while (top > 0) {
        rect c = stack[--top], half[2];
        bool across = c.w < c.h || (c.w == c.h && (rng_dir(&r) & 1u)); /* a horizontal wall */
        uint32_t k = rng_below(&r, (across ? c.h : c.w) - 1) + 1, len = across ? c.w : c.h;
        uint32_t gap = rng_below(&r, len);
        uint32_t at = across ? (c.y + k - 1) * w + c.x : c.y * w + c.x + k - 1, step = across ? 1 : w;
        uint8_t side = across ? S : E, back = across ? N : W;
        uint32_t far = across ? w : 1;
        for (uint32_t i = 0; i < len; i++, at += step) {
            if (i == gap)
                continue;
            cells[at] &= (uint8_t)~side;
            cells[at + far] &= (uint8_t)~back;
            steps++;
        }
        half[0] = across ? (rect){c.x, c.y, c.w, k} : (rect){c.x, c.y, k, c.h};
        half[1] = across ? (rect){c.x, c.y + k, c.w, c.h - k} : (rect){c.x + k, c.y, c.w - k, c.h};
        for (int i = 0; i < 2; i++)
            if (half[i].w >= 2 && half[i].h >= 2)
                stack[top++] = half[i];
    }
    free(stack);
    return steps;
}

/* Growing binary tree, a random active cell each time: it grows south or east, or retires. */
uint64_t ref_growing_binary_tree(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h, count = 0;
    uint32_t *active = malloc((size_t)n * sizeof *active);
    if (!active)
        return 0;
    memset(cells, 0, n);
    cells[0] = IN;
    active[count++] = 0;
    uint64_t steps = 0;
    while (count > 0) {
        uint32_t i = rng_below(&r, count), c = active[i], x = c % w, y = c / w;
        bool south = y + 1 < h && !(cells[c + w] & IN), east = x + 1 < w && !(cells[c + 1] & IN);
        steps++;
        if (!south && !east) {
            active[i] = active[--count];
            continue;
        }
        int d = south && east ? ((rng_dir(&r) & 1u) ? 1 : 2) : south ? 2 : 1;
        uint32_t v = carve(cells, c, d, w);
        cells[v] |= IN;
        active[count++] = v;
    }
    for (uint32_t i = 0; i < n; i++)
        cells[i] &= 0x0f;
    free(active);
    return steps;
}

/*
 * Blobby division: regions are slices of one cell array; two random seeds
 * grow blobs A and B by random expansion, a wall goes up between them but
 * for one random door, and the halves are split in turn. The same random
 * choices, in the same orders, as mazeviz's.
 */
uint64_t ref_blobby_division(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    enum { OPEN, REGION, A, B };
    typedef struct { uint32_t lo, hi; } span;
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h;
    uint8_t *st = calloc(n, 1);
    uint32_t *all = malloc((size_t)n * sizeof *all), *front = malloc((size_t)n * sizeof *front);
    uint32_t *edge = malloc(2 * (size_t)n * sizeof *edge);
    span *stack = malloc(((size_t)n / 4 + 2) * sizeof *stack);
    uint64_t steps = 0;
    if (!st || !all || !front || !edge || !stack)
        goto out;
    for (uint32_t y = 0, c = 0; y < h; y++)
        for (uint32_t x = 0; x < w; x++, c++) {
            cells[c] = (uint8_t)((y > 0 ? N : 0) | (x + 1 < w ? E : 0) | (y + 1 < h ? S : 0) | (x > 0 ? W : 0));
            all[c] = c;
        }
    uint32_t top = 0;
    if (n >= 4)
        stack[top++] = (span){0, n};
    while (top > 0) {
        span s = stack[--top];
        uint32_t size = s.hi - s.lo, nfront = 0, nedge = 0;
        for (uint32_t i = s.lo; i < s.hi; i++)
            st[all[i]] = REGION;
        uint32_t i = rng_below(&r, size), j = rng_below(&r, size - 1);
        j += j >= i;
        uint32_t seeds[2] = {all[s.lo + i], all[s.lo + j]};
        for (int b = 0; b < 2; b++) { /* claim the seeds */
            uint32_t c = seeds[b], x = c % w, y = c / w;
            st[c] = (uint8_t)(A + b);
            front[nfront++] = c;
            for (int d = 0; d < 4; d++)
                if (valid(x, y, d, w, h) && st[c + (uint32_t)(dy[d] * (int)w + dx[d])] == (uint8_t)(B - b))
                    edge[nedge++] = c * 4 + (uint32_t)d;
        }
        while (nfront > 0) {
            uint32_t k = nfront == 1 ? 0 : rng_below(&r, nfront), c = front[k];
            front[k] = front[--nfront];
            uint8_t blob = st[c], other = blob == A ? B : A;
            uint32_t x = c % w, y = c / w;
            for (int d = 0; d < 4; d++) {
                if (!valid(x, y, d, w, h))
                    continue;
                uint32_t v = c + (uint32_t)(dy[d] * (int)w + dx[d]), vx = v % w, vy = v / w;
                if (st[v] != REGION)
                    continue;
                st[v] = blob;
                front[nfront++] = v;
                for (int e = 0; e < 4; e++)
                    if (valid(vx, vy, e, w, h) && st[v + (uint32_t)(dy[e] * (int)w + dx[e])] == other)
                        edge[nedge++] = v * 4 + (uint32_t)e;
            }
            steps++;
        }
        uint32_t gap = rng_below(&r, nedge);
        for (uint32_t e = 0; e < nedge; e++) {
            if (e == gap)
                continue;
            uint32_t c = edge[e] >> 2;
            int d = (int)(edge[e] & 3u);
            cells[c] &= (uint8_t)~bit[d];
            cells[c + (uint32_t)(dy[d] * (int)w + dx[d])] &= (uint8_t)~bit[(d + 2) & 3];
            steps++;
        }
        uint32_t lo = s.lo, hi = s.hi; /* A's cells first */
        while (lo < hi) {
            if (st[all[lo]] == A) {
                lo++;
            } else {
                uint32_t t = all[lo];
                all[lo] = all[--hi];
                all[hi] = t;
            }
        }
        span half[2] = {{s.lo, lo}, {lo, s.hi}};
        for (int b = 0; b < 2; b++) {
            for (uint32_t c = half[b].lo; c < half[b].hi; c++)
                st[all[c]] = OPEN;
            if (half[b].hi - half[b].lo >= 4)
                stack[top++] = half[b];
        }
    }
out:
    free(st);
    free(all);
    free(front);
    free(edge);
    free(stack);
    return steps;
}

/*
 * Origin Shift from the classic start (every cell points east, the last
 * column south, the origin in the last cell), SHIFTS_PER_CELL * n shifts:
 * the origin steps to a random neighbour N, which drops its arrow (closing
 * that wall) while the old origin points to N (opening this one). The
 * arrow lives in bits 4-5; the origin's own bits there are stale, unread.
 */
uint64_t ref_origin_shift(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    enum { ARROW_SHIFT = 4 };
    const int32_t delta[4] = {-(int32_t)w, 1, (int32_t)w, -1};
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h;
    memset(cells, 0, n);
    for (uint32_t y = 0, c = 0; y < h; y++)
        for (uint32_t x = 0; x < w; x++, c++)
            if (c + 1 < n) {
                int d = x + 1 < w ? 1 : 2;
                cells[c] |= (uint8_t)(d << ARROW_SHIFT);
                carve(cells, c, d, w);
            }
    uint32_t o = n - 1, x = w - 1, y = h - 1;
    uint64_t k = n > 1 ? (uint64_t)SHIFTS_PER_CELL * n : 0;
    for (uint64_t i = 0; i < k; i++) {
        unsigned links = (y > 0) | (x + 1 < w) << 1 | (y + 1 < h) << 2 | (x > 0) << 3, d;
        do
            d = rng_dir(&r);
        while (!(links >> d & 1u));
        uint32_t nb = o + (uint32_t)delta[d];
        uint8_t s = cells[nb];
        unsigned a = s >> ARROW_SHIFT; /* N's arrow: when it leads back to o, the wall stays open */
        cells[nb] = (uint8_t)((s & ~bit[a]) | bit[(d + 2) & 3]);
        cells[nb + (uint32_t)delta[a]] &= (uint8_t)~bit[(a + 2) & 3];
        cells[o] = (uint8_t)((cells[o] & 0x0f) | bit[d] | d << ARROW_SHIFT);
        o = nb;
        x += (uint32_t)dx[d];
        y += (uint32_t)dy[d];
    }
    return k;
}

/*
 * Two backtrackers from random cells taking turns, each cell's parent side
 * making each tree's stack a list through the grid; a pop carves once into
 * the other tree if they are not joined yet. Union-find over tree ids as
 * mazeviz's, so up to three trees fit the two owner bits.
 */
uint64_t ref_parallel_backtracker(uint8_t *cells, uint32_t w, uint32_t h, uint64_t seed)
{
    enum { TREES = 2, OWNER_SHIFT = 4, OWNER = 3 << OWNER_SHIFT, PARENT_SHIFT = 6 };
    _Static_assert(TREES <= 3, "tree id + 1 in two bits");
    const int32_t delta[4] = {-(int32_t)w, 1, (int32_t)w, -1};
    rng r;
    rng_seed(&r, seed);
    uint32_t n = w * h, cur[TREES], root[TREES], tx[TREES], ty[TREES];
    unsigned k = n < TREES ? n : TREES, uf[TREES];
    memset(cells, 0, n);
    for (unsigned i = 0; i < k; i++) {
        uint32_t c;
        do
            c = rng_below(&r, n);
        while (cells[c]);
        cells[c] = (uint8_t)((i + 1) << OWNER_SHIFT);
        cur[i] = root[i] = c;
        tx[i] = c % w;
        ty[i] = c / w;
        uf[i] = i;
    }
    uint64_t steps = 0;
    for (unsigned t = 0, live = k;;) {
        uint32_t c = cur[t], x = tx[t], y = ty[t];
        int cand[4], m = 0;
        for (int d = 0; d < 4; d++)
            if (valid(x, y, d, w, h) && !(cells[c + (uint32_t)delta[d]] & OWNER))
                cand[m++] = d;
        steps++;
        if (m > 0) {
            int d = cand[m == 1 ? 0 : rng_below(&r, (uint32_t)m)], back = (d + 2) & 3;
            uint32_t v = c + (uint32_t)delta[d];
            cells[c] |= bit[d];
            cells[v] = (uint8_t)(bit[back] | (t + 1) << OWNER_SHIFT | back << PARENT_SHIFT);
            cur[t] = v;
            tx[t] = x + (uint32_t)dx[d];
            ty[t] = y + (uint32_t)dy[d];
        } else {
            for (int d = 0; d < 4; d++) {
                if (!valid(x, y, d, w, h))
                    continue;
                unsigned a = t, b = ((cells[c + (uint32_t)delta[d]] >> OWNER_SHIFT) & 3u) - 1u;
                while (uf[a] != a)
                    a = uf[a];
                while (uf[b] != b)
                    b = uf[b];
                if (a != b) {
                    uf[b] = a;
                    carve(cells, c, d, w);
                }
            }
            if (c == root[t]) {
                cur[t] = UINT32_MAX;
                if (--live == 0)
                    return steps;
            } else {
                int d = cells[c] >> PARENT_SHIFT;
                cur[t] = c + (uint32_t)delta[d];
                tx[t] = x + (uint32_t)dx[d];
                ty[t] = y + (uint32_t)dy[d];
            }
        }
        do
            t = t + 1 == k ? 0 : t + 1;
        while (cur[t] == UINT32_MAX);
    }
}
