/*
 * pick.h - "a random neighbour whose state byte matches": the choice at the
 * heart of the backtrackers, Prim, Growing Tree and Hunt-and-Kill.
 *
 * st is the algorithm's one-byte-per-cell state; a neighbour qualifies
 * when (st[nb] & mask) == want. The candidates are collected in direction
 * order and one is drawn with rng_below (no draw when there is only one),
 * so the random stream is the same as the loops this replaced. On a shape
 * that answers legality (a weave) a side it forbids does not qualify.
 */
#ifndef MAZEVIZ_GEN_PICK_H
#define MAZEVIZ_GEN_PICK_H

#include "mazeviz/grid.h"
#include "../sm_impl.h"

/* How many neighbours of c qualify (0..sides); their sides go to cand. rect: see maze.h. */
MAZE_SPECIALISE unsigned pick_candidates_k(const maze *m, const uint8_t *st, uint32_t c, uint8_t mask,
                                           uint8_t want, maze_dir cand[MAZE_MAX_SIDES], bool rect)
{
    unsigned k = 0, sides = rect ? RECT_SIDES : m->sides;
    for (maze_dir d = 0; d < sides; d++) {
        uint32_t nb = maze_neighbor_k(m, c, d, rect);
        if (nb != MAZE_NONE && (st[nb] & mask) == want && (rect || grid_link_ok(m, c, d)))
            cand[k++] = d;
    }
    return k;
}

/* A random qualifying side of c, or MAZE_NO_SIDE when there is none. */
MAZE_SPECIALISE maze_dir pick_neighbor_k(const maze *m, rng *r, const uint8_t *st, uint32_t c,
                                         uint8_t mask, uint8_t want, bool rect)
{
    maze_dir cand[MAZE_MAX_SIDES];
    unsigned k = pick_candidates_k(m, st, c, mask, want, cand, rect);
    if (k == 0)
        return MAZE_NO_SIDE;
    return cand[k == 1 ? 0 : rng_below(r, k)];
}

static inline maze_dir pick_neighbor(const maze *m, rng *r, const uint8_t *st, uint32_t c,
                                     uint8_t mask, uint8_t want)
{
    return pick_neighbor_k(m, r, st, c, mask, want, m->nbr == NULL);
}

#endif
