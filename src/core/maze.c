/*
 * maze.c - the grid: creation, carving, and the checks tests and the
 * statistics rely on.
 */
#include <stdlib.h>
#include <string.h>

#include "mazeviz/maze.h"

#define PASSAGE_BITS 0x0fu

bool maze_size_ok(uint32_t w, uint32_t h)
{
    return w >= 1 && h >= 1 && w <= MAZE_MAX_SIDE && h <= MAZE_MAX_SIDE &&
           (uint64_t)w * h <= MAZE_MAX_CELLS;
}

/* Sets the link bits: which sides of each cell have a neighbour. */
static void set_links(maze *m)
{
    for (uint32_t y = 0; y < m->h; y++) {
        uint8_t *row = m->cells + (size_t)y * m->w;
        uint8_t rowbits = 0;
        if (y > 0)
            rowbits |= 1u << (MAZE_LINK_SHIFT + MAZE_N);
        if (y + 1 < m->h)
            rowbits |= 1u << (MAZE_LINK_SHIFT + MAZE_S);
        for (uint32_t x = 0; x < m->w; x++) {
            uint8_t b = rowbits;
            if (x > 0)
                b |= 1u << (MAZE_LINK_SHIFT + MAZE_W);
            if (x + 1 < m->w)
                b |= 1u << (MAZE_LINK_SHIFT + MAZE_E);
            row[x] = b;
        }
    }
}

maze *maze_create(uint32_t w, uint32_t h)
{
    if (!maze_size_ok(w, h))
        return NULL;
    maze *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->w = w;
    m->h = h;
    m->n = w * h;
    m->delta[MAZE_N] = -(int32_t)w;
    m->delta[MAZE_E] = 1;
    m->delta[MAZE_S] = (int32_t)w;
    m->delta[MAZE_W] = -1;
    m->cells = malloc(m->n);
    if (!m->cells) {
        free(m);
        return NULL;
    }
    set_links(m);
    return m;
}

void maze_destroy(maze *m)
{
    if (!m)
        return;
    free(m->cells);
    free(m);
}

void maze_fill(maze *m, bool open)
{
    for (uint32_t c = 0; c < m->n; c++) {
        uint8_t links = m->cells[c] >> MAZE_LINK_SHIFT;
        m->cells[c] = (uint8_t)((links << MAZE_LINK_SHIFT) | (open ? links : 0u));
    }
}

bool maze_carve(maze *m, uint32_t c, maze_dir d)
{
    uint32_t nb = maze_neighbor(m, c, d);
    if (nb == MAZE_NONE)
        return false;
    m->cells[c] |= (uint8_t)(1u << d);
    m->cells[nb] |= (uint8_t)(1u << maze_opposite(d));
    return true;
}

bool maze_build(maze *m, uint32_t c, maze_dir d)
{
    uint32_t nb = maze_neighbor(m, c, d);
    if (nb == MAZE_NONE)
        return false;
    m->cells[c] &= (uint8_t)~(1u << d);
    m->cells[nb] &= (uint8_t)~(1u << maze_opposite(d));
    return true;
}

uint64_t maze_passages(const maze *m)
{
    uint64_t n = 0;
    for (uint32_t c = 0; c < m->n; c++) {
        n += maze_is_open(m, c, MAZE_E);
        n += maze_is_open(m, c, MAZE_S);
    }
    return n;
}

/* Passage bits agree on both sides and never cross the outer wall. */
static bool walls_consistent(const maze *m)
{
    for (uint32_t c = 0; c < m->n; c++) {
        for (int d = 0; d < MAZE_DIRS; d++) {
            if (!maze_is_open(m, c, (maze_dir)d))
                continue;
            uint32_t nb = maze_neighbor(m, c, (maze_dir)d);
            if (nb == MAZE_NONE || !maze_is_open(m, nb, maze_opposite((maze_dir)d)))
                return false;
        }
    }
    return true;
}

bool maze_is_perfect(const maze *m)
{
    if (!walls_consistent(m) || maze_passages(m) != (uint64_t)m->n - 1)
        return false;
    uint32_t *queue = malloc((size_t)m->n * sizeof *queue);
    uint8_t *seen = calloc(m->n, 1);
    bool ok = false;
    if (!queue || !seen)
        goto out;
    size_t head = 0, tail = 0;
    queue[tail++] = 0;
    seen[0] = 1;
    while (head < tail) {
        uint32_t c = queue[head++];
        for (int d = 0; d < MAZE_DIRS; d++) {
            if (!maze_is_open(m, c, (maze_dir)d))
                continue;
            uint32_t nb = maze_neighbor(m, c, (maze_dir)d);
            if (!seen[nb]) {
                seen[nb] = 1;
                queue[tail++] = nb;
            }
        }
    }
    ok = tail == m->n;
out:
    free(queue);
    free(seen);
    return ok;
}

bool maze_equal(const maze *a, const maze *b)
{
    return a->w == b->w && a->h == b->h && memcmp(a->cells, b->cells, a->n) == 0;
}
