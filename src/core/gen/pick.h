/*
 * pick.h - "a random neighbour whose state byte matches": the choice at the
 * heart of the backtrackers, Prim, Growing Tree and Hunt-and-Kill.
 *
 * st is the algorithm's one-byte-per-cell state; a neighbour qualifies
 * when (st[nb] & mask) == want. The candidates are collected in direction
 * order and one is drawn with rng_below (no draw when there is only one),
 * so the random stream is the same as the loops this replaced.
 */
#ifndef MAZEVIZ_GEN_PICK_H
#define MAZEVIZ_GEN_PICK_H

#include "../sm_impl.h"

/* How many neighbours of c qualify (0..4); their directions go to cand. */
static inline unsigned pick_candidates(const maze *m, const uint8_t *st, uint32_t c, uint8_t mask,
                                       uint8_t want, maze_dir cand[MAZE_DIRS])
{
    unsigned k = 0;
    for (int d = 0; d < MAZE_DIRS; d++) {
        uint32_t nb = maze_neighbor(m, c, (maze_dir)d);
        if (nb != MAZE_NONE && (st[nb] & mask) == want)
            cand[k++] = (maze_dir)d;
    }
    return k;
}

/* A random qualifying direction from c, or MAZE_DIRS when there is none. */
static inline maze_dir pick_neighbor(const maze *m, rng *r, const uint8_t *st, uint32_t c,
                                     uint8_t mask, uint8_t want)
{
    maze_dir cand[MAZE_DIRS];
    unsigned k = pick_candidates(m, st, c, mask, want, cand);
    if (k == 0)
        return MAZE_DIRS;
    return cand[k == 1 ? 0 : rng_below(r, k)];
}

#endif
