/*
 * solve_impl.h - what the solver files share: the first member of every
 * solver's state (solve_base, which solve.h's accessors read), resolving
 * start and goal, the "route": a walk with its loops and dead-end
 * excursions erased as it goes, for the solvers that walk (wall follower,
 * Pledge, random mouse, Tremaux), the "walker" of the first three, and
 * the breadth-first flood of BFS and the distance colouring.
 *
 * Every solver's m->impl starts with a solve_base; the path it points to
 * lives in one of the solver's own blocks (often an array the search no
 * longer needs), so checkpoints keep it.
 */
#ifndef MAZEVIZ_SOLVE_IMPL_H
#define MAZEVIZ_SOLVE_IMPL_H

#include <string.h>

#include "../sm_impl.h"
#include "mazeviz/solve.h"
#include "mazeviz/stats.h"

typedef struct solve_base {
    uint32_t from, to;
    uint32_t *path;    /* path_len cells from `from` to `to`, once found */
    uint32_t path_len;
    uint32_t *dist;    /* distances from `from` (UINT32_MAX: unknown), or NULL */
    uint8_t outcome;   /* solve_outcome */
} solve_base;

/*
 * The size of the goal event (--until goal:len>=N): the cells of the path
 * found, the third argument of every solver's goal caption.
 */
static inline uint64_t solve_path_cells(const sm_note *n) { return n->arg[2]; }
#define SOLVE_PATH_SIZE SM_SIZE("cells on the path", "路径的格数", solve_path_cells)

/* Resolves start and goal (MAZE_NONE or no cell of the maze: the first and the last cell). */
static inline void solve_base_init(sm *m, solve_base *b)
{
    const maze *mz = m->m;
    bool from_ok = m->set.from < mz->n && maze_exists(mz, m->set.from);
    bool to_ok = m->set.to < mz->n && maze_exists(mz, m->set.to);
    b->from = from_ok ? m->set.from : maze_first_cell(mz);
    b->to = to_ok ? m->set.to : maze_last_cell(mz);
    MAZEVIZ_ASSERT(maze_exists(mz, b->from) && maze_exists(mz, b->to), "solve_base_init: a start or goal that is no cell");
    b->outcome = SOLVE_RUNNING;
}

/* The mark of a cell: start and goal first, then what the solver says. */
static inline sm_cell solve_mark(const solve_base *b, uint32_t c, sm_cell_kind kind, uint8_t shade)
{
    sm_cell out = {(uint8_t)kind, shade, 0};
    if (c == b->from)
        out = (sm_cell){SM_CELL_START, 0, 0};
    else if (c == b->to)
        out = (sm_cell){SM_CELL_GOAL, 0, 0};
    return out;
}

/* Distance d on a 0..255 ramp whose top is max. */
static inline uint8_t solve_shade(uint32_t d, uint32_t max)
{
    if (max == 0 || d >= max)
        return 255;
    return (uint8_t)((uint64_t)d * 255u / max);
}

/*
 * The breadth-first flood that bfs.c and distance.c share: a state byte per
 * cell (queued, done, on the path shown at the end) and a FIFO queue.
 */
enum { FLOOD_QUEUED = 1u << 0, FLOOD_DONE = 1u << 1, FLOOD_ON_PATH = 1u << 2 };

/* Queues c's unvisited open neighbours at distance dist[c] + 1; returns how many. */
static inline uint32_t solve_flood_expand(sm *m, uint32_t c, uint32_t *dist, uint8_t *st,
                                          uint32_t *queue, uint32_t *tail)
{
    const maze *mz = m->m;
    uint32_t added = 0;
    for (maze_dir d = 0; d < mz->sides; d++) {
        if (!maze_is_open(mz, c, d))
            continue;
        uint32_t nb = maze_neighbor(mz, c, d);
        if (dist[nb] == UINT32_MAX) {
            dist[nb] = dist[c] + 1;
            st[nb] = FLOOD_QUEUED;
            queue[(*tail)++] = nb;
            sm_touch(m, nb);
            added++;
        }
    }
    return added;
}

/*
 * Starts the flood at from: *ecc gets from's eccentricity (a search in
 * init, not shown as steps: it scales the shades), every distance is
 * unknown but from's 0, and from is queued.
 */
static inline void solve_flood_start(sm *m, uint32_t from, uint32_t *queue, uint32_t *dist, uint8_t *st,
                                     uint32_t *tail, uint32_t *ecc)
{
    size_t bytes = (size_t)m->m->n * sizeof *dist;
    memset(dist, 0xff, bytes);
    maze_bfs(m->m, from, queue, dist, ecc);
    memset(dist, 0xff, bytes);
    queue[(*tail)++] = from;
    dist[from] = 0;
    st[from] = FLOOD_QUEUED;
    sm_touch(m, from);
}

/* The open neighbour of c one step closer to the flood's start (c is not the start): walking a path back. */
static inline uint32_t solve_flood_back(const maze *mz, const uint32_t *dist, uint32_t c)
{
    MAZEVIZ_ASSERT(dist[c] != 0 && dist[c] != UINT32_MAX, "solve_flood_back: the start, or a cell the flood missed");
    for (maze_dir d = 0; d < mz->sides; d++) {
        uint32_t nb = maze_neighbor(mz, c, d);
        if (maze_is_open(mz, c, d) && dist[nb] == dist[c] - 1)
            return nb;
    }
    return c;
}

/* The queue from head to tail as the working structure, front first, each cell with its distance (none listed: !list). */
static inline void solve_flood_structure(const uint32_t *queue, uint32_t head, uint32_t tail, const uint32_t *dist,
                                         bool list, sm_structure *out)
{
    out->name = (sm_text){"queue (front first; d = distance)", "队列（队首在前；d = 距离）"};
    out->key = (sm_text){"d", "d"};
    out->size = tail - head;
    for (uint32_t i = head; list && i < tail && out->n < SM_SHOW_CELLS; i++) {
        out->cell[out->n] = queue[i];
        out->key_value[out->n++] = dist[queue[i]];
    }
}

/* A flooded cell's mark: path, the cell taken last, done (shaded by distance), queued, blank. */
static inline sm_cell solve_flood_cell(const solve_base *b, const uint8_t *st, uint32_t current,
                                       uint32_t ecc, uint32_t c)
{
    if (st[c] & FLOOD_ON_PATH)
        return solve_mark(b, c, SM_CELL_PATH, 0);
    if (c == current)
        return solve_mark(b, c, SM_CELL_CURRENT, 0);
    if (st[c] & FLOOD_DONE)
        return solve_mark(b, c, SM_CELL_VISITED, solve_shade(b->dist[c], ecc));
    return solve_mark(b, c, st[c] & FLOOD_QUEUED ? SM_CELL_FRONTIER : SM_CELL_BLANK, 0);
}

/*
 * The route: the cells walked so far with every loop erased, so it is
 * always a simple path from the start to the walker. on[] flags its cells
 * (bit `bit` of a state byte). Moving onto a cell already on the route
 * erases everything after it (a dead-end excursion or a loop); otherwise
 * the cell is appended. O(1) amortised per move.
 */
typedef struct solve_route {
    uint32_t *cell;
    uint32_t len;
} solve_route;

/* Moves the route's end to nb; touches the cells that leave the route. */
static inline void solve_route_move(sm *m, solve_route *r, uint8_t *st, uint8_t bit, uint32_t nb)
{
    if (st[nb] & bit) {
        while (r->cell[r->len - 1] != nb) {
            uint32_t c = r->cell[--r->len];
            st[c] &= (uint8_t)~bit;
            sm_touch(m, c);
        }
        return;
    }
    st[nb] |= bit;
    r->cell[r->len++] = nb;
}

/*
 * The walker that the wall follower, Pledge and the random mouse share:
 * one cell at a time, a state byte per cell (walked, on the route, on the
 * path once found; bits 3-7 are the solver's own), the route, and counts
 * of moves and of cells walked. The solver chooses the side; the walker
 * moves, keeps the books and ends the run. While the run goes on the route
 * is shown as the route and the walker as itself; once it has ended only
 * the path is, so the end touches every cell of the route.
 */
enum { WALK_ON_ROUTE = 1u << 0, WALK_WALKED = 1u << 1, WALK_ON_PATH = 1u << 2 };

typedef struct solve_walker {
    solve_route route;
    uint8_t *st;           /* WALK_* bits per cell */
    uint32_t cur;
    uint8_t in;            /* the side of cur it came in by; MAZE_NO_SIDE: none yet */
    uint64_t moves, walked;
} solve_walker;

/*
 * Allocates the route and the state bytes (init only) and stands the
 * walker on start, having come in by side in (MAZE_NO_SIDE: none).
 * False when memory runs out.
 */
static inline bool solve_walker_init(sm *m, solve_walker *w, uint32_t start, unsigned in)
{
    MAZEVIZ_ASSERT(start < m->m->n && maze_exists(m->m, start), "solve_walker_init: the walker starts on no cell");
    uint32_t n = m->m->n;
    if (!(w->route.cell = sm_alloc(m, n, sizeof *w->route.cell)) || !(w->st = sm_alloc(m, n, 1)))
        return false;
    w->cur = start;
    w->in = (uint8_t)in;
    w->st[start] = WALK_WALKED | WALK_ON_ROUTE;
    w->route.cell[0] = start;
    w->route.len = 1;
    w->walked = 1;
    sm_touch(m, start);
    return true;
}

/* Moves the walker out of its cell by the open side d; returns the cell it is in now. */
static inline uint32_t solve_walker_move(sm *m, solve_walker *w, maze_dir d)
{
    uint32_t c = w->cur, nb = maze_neighbor(m->m, c, d);
    w->in = (uint8_t)maze_opposite(m->m, c, d);
    w->cur = nb;
    w->moves++;
    w->walked += !(w->st[nb] & WALK_WALKED);
    w->st[nb] |= WALK_WALKED;
    sm_touch(m, c);
    sm_touch(m, nb);
    solve_route_move(m, &w->route, w->st, WALK_ON_ROUTE, nb);
    return nb;
}

/*
 * Ends the run with outcome out: found (the route is the path) or not
 * (the route is no longer shown). Returns false, for a step's return.
 */
static inline bool solve_walker_finish(sm *m, solve_base *b, solve_walker *w, solve_outcome out)
{
    bool found = out == SOLVE_FOUND;
    for (uint32_t i = 0; i < w->route.len; i++) {
        w->st[w->route.cell[i]] |= found ? WALK_ON_PATH : 0;
        sm_touch(m, w->route.cell[i]);
    }
    if (found) {
        b->path = w->route.cell;
        b->path_len = w->route.len;
    }
    b->outcome = (uint8_t)out;
    return false;
}

/*
 * A cell's mark: path; while running the walker (as current, which the
 * solver picks) and the route; walked or blank.
 */
static inline sm_cell solve_walker_cell(const solve_base *b, const solve_walker *w, uint32_t c,
                                        sm_cell_kind current)
{
    uint8_t st = w->st[c];
    bool running = b->outcome == SOLVE_RUNNING;
    if (st & WALK_ON_PATH)
        return solve_mark(b, c, SM_CELL_PATH, 0);
    if (c == w->cur && running)
        return solve_mark(b, c, current, 0);
    if ((st & WALK_ON_ROUTE) && running)
        return solve_mark(b, c, SM_CELL_STACK, 0);
    return solve_mark(b, c, st & WALK_WALKED ? SM_CELL_VISITED : SM_CELL_BLANK, 0);
}

#endif
