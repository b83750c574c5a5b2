/* mask_ref.c - see mask_ref.h; the code is mask.c's before the lazy search (but that a weave's tunnel joins no mask, as there). */
#include "mask_ref.h"
#include "mazeviz/grid.h"

#include <stdlib.h>
#include <string.h>

#define NO_PIECE UINT32_MAX

typedef struct work {
    const maze *full;
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
                uint32_t nb = grid_under(m, u, d) == MAZE_NONE ? maze_neighbor(m, u, d) : MAZE_NONE;
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
            uint32_t nb = grid_under(m, u, d) == MAZE_NONE ? maze_neighbor(m, u, d) : MAZE_NONE;
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

bool ref_mask_join(const maze *full, uint8_t *cells, uint32_t *pieces, uint32_t *bridges)
{
    uint32_t n = full->n, spare, main_piece = 0;
    work k = {.full = full, .cells = cells};
    k.piece = malloc((size_t)n * sizeof *k.piece);
    k.size = malloc((size_t)n * sizeof *k.size);
    k.queue = malloc((size_t)n * sizeof *k.queue);
    bool ok = k.piece && k.size && k.queue;
    bridges = bridges ? bridges : &spare;
    *bridges = 0;
    if (ok) {
        label(&k);
        for (uint32_t i = 1; i < k.pieces; i++)
            if (k.size[i] > k.size[main_piece])
                main_piece = i;
        ok = k.pieces < 2 || bridge(&k, main_piece, bridges);
    }
    if (pieces)
        *pieces = ok ? k.pieces : 0;
    free(k.piece);
    free(k.size);
    free(k.queue);
    return ok;
}
