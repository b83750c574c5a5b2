/* reference.c - see reference.h. */
#include "reference.h"

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
