/*
 * walk.h - random walks over a growing maze: the loop-erased walk of
 * Wilson's algorithm (wilson.c, the second phase of houston.c) and the
 * plain wandering walk of Aldous-Broder (aldous_broder.c, the first phase
 * of houston.c).
 *
 * One state byte per cell (owned by the algorithm) says whether the cell is
 * in the maze, on the walk, and the direction back along the walk, so the
 * path is a linked list through the grid and membership is one load. A move
 * is O(1); erasing a loop or carving the path into the maze is paid for by
 * the moves that put those cells on the path. The functions are static
 * inline so each algorithm's step loop compiles to the same code as before
 * the walk was shared.
 */
#ifndef MAZEVIZ_GEN_WALK_H
#define MAZEVIZ_GEN_WALK_H

#include "../gen_impl.h"

enum {
    WALK_IN_MAZE = 1u << 0,
    WALK_ON = 1u << 1,
    WALK_BACK_SHIFT = 2, /* bits 2-3: direction to the previous walk cell */
};

typedef struct walk {
    uint8_t *st;          /* one byte per cell, see the enum above */
    uint32_t head, start; /* MAZE_NONE while no walk is under way */
    uint64_t in_maze, len, loops_erased;
} walk;

static inline maze_dir walk_back_dir(uint8_t s) { return (maze_dir)((s >> WALK_BACK_SHIFT) & 3u); }

/*
 * Allocates the state bytes (counted in g->bytes) and puts one random cell
 * in the maze. Returns that cell, or MAZE_NONE when memory ran out. Sets
 * g->done when it was the only cell.
 */
static inline uint32_t walk_init(gen *g, walk *w)
{
    w->head = w->start = MAZE_NONE;
    if (!(w->st = gen_alloc(g, g->m->n, 1)))
        return MAZE_NONE;
    uint32_t first = rng_below(&g->r, g->m->n);
    w->st[first] = WALK_IN_MAZE;
    w->in_maze = 1;
    gen_touch(g, first);
    g->done = g->m->n == 1;
    return first;
}

/*
 * One Aldous-Broder move: the wanderer at *cur steps to a random neighbour;
 * if that cell is not in the maze yet, the wall between is carved and the
 * cell joins. Returns whether a cell joined.
 */
static inline bool walk_wander(gen *g, walk *w, uint32_t *cur)
{
    maze *m = g->m;
    uint32_t c = *cur;
    maze_dir d;
    do
        d = (maze_dir)rng_dir(&g->r);
    while (!maze_has_neighbor(m, c, d));
    uint32_t nb = c + (uint32_t)m->delta[d];
    gen_touch(g, c);
    gen_touch(g, nb);
    *cur = nb;
    if (w->st[nb] & WALK_IN_MAZE)
        return false;
    maze_carve(m, c, d);
    w->st[nb] = WALK_IN_MAZE;
    w->in_maze++;
    return true;
}

/* Starts a walk at s, a cell outside the maze. */
static inline void walk_begin(gen *g, walk *w, uint32_t s)
{
    w->st[s] = WALK_ON;
    w->head = w->start = s;
    w->len = 1;
    gen_touch(g, s);
}

/* The walk at head stepped in direction d onto the maze: add it, walls too. */
static inline void walk_join(gen *g, walk *w, maze_dir d)
{
    maze *m = g->m;
    uint32_t c = w->head;
    maze_carve(m, c, d);
    gen_touch_wall(g, c, d);
    while (c != w->start) {
        maze_dir bd = walk_back_dir(w->st[c]);
        w->st[c] = WALK_IN_MAZE;
        maze_carve(m, c, bd);
        gen_touch(g, c);
        c += (uint32_t)m->delta[bd];
    }
    w->st[c] = WALK_IN_MAZE;
    gen_touch(g, c);
    w->in_maze += w->len;
    w->len = 0;
    w->head = w->start = MAZE_NONE;
}

/*
 * Up to max random moves of the walk under way. Returns the moves made and
 * sets *joined when the last one reached the maze and the whole walk joined
 * it (no walk is then under way; the caller starts the next or finishes).
 *
 * A move onto a fresh cell extends the walk; a move onto the walk itself
 * erases the loop back to that cell at once (about 30 % of moves, most
 * loops one or two cells long). Both run with the grid, the rng, the head
 * and the change log in locals: byte stores into st would otherwise force
 * the compiler to reload them every move. Joining the maze writes them back
 * and runs out of line. Erasing a cell is paid for by the move that put it
 * on the walk, so a move is O(1) amortised.
 */
static inline uint64_t walk_run(gen *g, walk *w, uint64_t max, bool *joined)
{
    const maze grid = *g->m; /* a local copy: stores to st cannot alias it */
    const maze *m = &grid;
    uint8_t *st = w->st;
    rng r = g->r;
    gen_log log = gen_log_open(g);
    uint32_t head = w->head;
    uint64_t len = w->len, loops = 0, i = 0;
    /*
     * A move changes the old head (head -> walk) and the new one. The old
     * head was logged when it became the head - in this run, or here, for
     * the head a run starts with - so each move logs only its new head.
     */
    gen_log_put(&log, head);
    *joined = false;
    while (i < max) {
        i++;
        maze_dir d;
        do
            d = (maze_dir)rng_dir(&r);
        while (!maze_has_neighbor(m, head, d));
        uint32_t nb = head + (uint32_t)m->delta[d];
        uint8_t s = st[nb];
        if (!(s & (WALK_IN_MAZE | WALK_ON))) {
            st[nb] = (uint8_t)(WALK_ON | (maze_opposite(d) << WALK_BACK_SHIFT));
            gen_log_put(&log, nb);
            head = nb;
            len++;
        } else if (s & WALK_ON) {
            for (uint32_t c = head; c != nb; len--) {
                maze_dir bd = walk_back_dir(st[c]);
                st[c] = 0;
                gen_log_put(&log, c);
                c += (uint32_t)m->delta[bd];
            }
            gen_log_put(&log, nb);
            head = nb;
            loops++;
        } else {
            w->head = head;
            w->len = len;
            w->loops_erased += loops;
            g->r = r;
            gen_log_close(g, log);
            walk_join(g, w, d);
            *joined = true;
            return i;
        }
    }
    w->head = head;
    w->len = len;
    w->loops_erased += loops;
    g->r = r;
    gen_log_close(g, log);
    return i;
}

/* One random move; returns true when the walk joined the maze. */
static inline bool walk_move(gen *g, walk *w)
{
    bool joined;
    walk_run(g, w, 1, &joined);
    return joined;
}

/* The mark of c as far as the walk knows: maze, head, walk or blank. */
static inline gen_cell walk_cell(const walk *w, uint32_t c)
{
    uint8_t s = w->st[c];
    gen_cell out = {GEN_CELL_BLANK, 0};
    if (s & WALK_IN_MAZE)
        out.kind = GEN_CELL_MAZE;
    else if (c == w->head)
        out.kind = GEN_CELL_HEAD;
    else if (s & WALK_ON)
        out.kind = GEN_CELL_WALK;
    return out;
}

/* Whether c is a walk cell whose back link crosses its side d. */
static inline bool walk_links_back(const walk *w, uint32_t c, maze_dir d)
{
    uint8_t s = w->st[c];
    return (s & WALK_ON) && c != w->start && walk_back_dir(s) == d;
}

/* Tentative when the walk would open the wall of c on side d. */
static inline gen_wall_kind walk_wall(const gen *g, const walk *w, uint32_t c, maze_dir d)
{
    uint32_t nb = maze_neighbor(g->m, c, d);
    if (nb == MAZE_NONE)
        return GEN_WALL_PLAIN;
    if (walk_links_back(w, c, d) || walk_links_back(w, nb, maze_opposite(d)))
        return GEN_WALL_TENTATIVE;
    return GEN_WALL_PLAIN;
}

#endif
