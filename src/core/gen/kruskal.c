/*
 * kruskal.c - randomized Kruskal's algorithm.
 *
 * Every cell starts as a set of its own. The interior walls are examined
 * in random order; a wall between two different sets is opened and the
 * sets merge, a wall inside one set stays. Done when one set remains.
 *
 * Steps: one wall examined per step, marked opened or kept until the next
 * step. The random order is an incremental Fisher-Yates shuffle: step i
 * swaps a random one of the walls not yet examined into place i - "pick a
 * random unexamined wall" - so the shuffle costs O(1) per step and nothing
 * up front beyond listing the walls.
 *
 * Sets: a union-find forest (path halving, union by size, the size kept
 * in the root's own slot), so a step is a near-constant number of loads.
 * The sets are exactly the pieces of the maze carved so far (a wall is
 * opened only between two sets), each a tree of passages; that is what
 * the colours below use to visit a set without a member list.
 *
 * Colours, for a viewer (machines with change tracking): every cell of a
 * set of two or more holds its set's colour, an index below
 * SM_GROUP_COLOURS (the renderer's distinct hues), and touching sets never
 * share one; a cell alone is blank. A new pair takes the lowest colour
 * free around its two cells. A merge keeps the bigger set's colour, so the
 * smaller set's cells are repainted - the change the renderer must redraw
 * anyway - by a tour of its tree of passages (the right-hand rule: from
 * the side a cell was entered by, leave by the next open side; each
 * passage is walked twice, each closed side passed once), and every closed
 * side the tour passes is checked for a touching set of that colour. A
 * clash is repaired where it is found, by giving the smaller of the two
 * sets concerned the lowest colour free around it (a tour that collects,
 * then one that paints; recolouring the merged set settles all its
 * clashes at once), else the other one. Big sets can have all the colours
 * around them; when neither set has a free colour, one is freed around
 * the smaller: the colours are tried from the one fewest sides touch, a
 * probe checks that every set of it around can move to another, then
 * they move and the set takes it. So a step walks the smaller set of a
 * merge (O(n log n) cells in all) and the sets its repairs recolour,
 * nearly always a few cells; no set is walked just to be checked. Measured (seeds 1-6 at 1024x1024, 1-5 at
 * 2000x2000, 1-2 at 4096x4096): 190-200 repairs per 1000 merges, nearly
 * all between sets of a few cells; 0-3 colours freed per run at 2000x2000
 * and 12-25 at 4096x4096, every one found; 5.4-6.6 tour moves per step
 * (8 at 4096x4096); no clash left. (Were no colour freeable around
 * either set, the clash would stay; it has not happened.)
 *
 * Unwatched: a machine without change tracking (headless runs, --stats,
 * the lab) keeps no colours at all - nobody draws it - and runs a loop
 * with its state in locals: the shuffle and the union-find, nothing else;
 * its sets show as group 0. A window's machine keeps its colours in
 * sm_run_unwatched() too (it must show them right after the batch), only
 * without logging changes.
 *
 * Bias: many short dead ends (30.6 % of cells on 300x300, against 29.4 %
 * for a uniform maze) and short, spiky corridors; not uniform.
 * Cost: near O(1) per step for the sets (inverse Ackermann); the colours
 * add the smaller set's tour on a merge; at most one step per wall.
 * Memory: 12 bytes per cell headless - the wall list (two 4-byte walls per
 * cell) and the union-find (4) - so 13 with the maze byte; a window's
 * machine adds the colour byte and the 4-byte change log: 18. Both are
 * over the 8 and 12 aimed at (was 18 and 22). Why not less: the wall list is the shuffle's state and
 * the random stream, hence every maze, depends on it; an order needing no
 * memory (a keyed permutation of the wall numbers) would change every
 * maze Kruskal makes and the distribution over trees the lab measures.
 */
#include "../sm_impl.h"

#define REP 0x80000000u /* up[c] & REP: c is a root; the rest is its set's size */
#define NO_COLOUR 0xffu

_Static_assert((uint64_t)MAZE_MAX_CELLS * MAZE_DIRS <= (uint64_t)UINT32_MAX + 1,
               "a wall is cell * MAZE_DIRS + side in 32 bits");
_Static_assert(SM_GROUP_COLOURS <= 32, "colours around a set are a 32-bit mask");

enum { LINE_START, LINE_OPEN, LINE_KEEP, LINE_DONE };
enum { CAP_START, CAP_OPEN, CAP_KEEP, CAP_DONE, CAP_PAIR, CAP_JOIN };

typedef struct kruskal {
    uint32_t *edges;  /* the interior walls, cell * MAZE_DIRS + side, from the lower cell */
    uint32_t *up;     /* union-find: the parent, or at a root REP | size */
    uint8_t *colour;  /* tracked: each cell's set colour (NO_COLOUR: alone); else NULL */
    uint32_t nedges, examined, merges;
    uint64_t joined; /* cells in sets of two or more */
    uint32_t last;   /* the wall examined last, or MAZE_NONE */
    bool last_open;
} kruskal;

static uint32_t edge_cell(uint32_t e) { return e / MAZE_DIRS; }
static maze_dir edge_side(uint32_t e) { return (maze_dir)(e % MAZE_DIRS); }

/* The root of c's set, halving the path on the way. */
static inline uint32_t find(uint32_t *up, uint32_t c)
{
    for (;;) {
        uint32_t p = up[c];
        if (p & REP)
            return c;
        uint32_t g = up[p];
        if (g & REP)
            return p;
        up[c] = g;
        c = g;
    }
}

static uint32_t size_of(const uint32_t *up, uint32_t root) { return up[root] & ~REP; }

/* The next side of a cell after d, round the cell. */
static maze_dir next_side(maze_dir d) { return (maze_dir)((d + 1) % MAZE_DIRS); }

/*
 * What a tour does: paint each cell it enters (PAINT); also check each
 * closed side it passes for a touching set of the new colour, repairing a
 * clash where it is found (MERGE: the smaller set's tour after a merge);
 * collect the colours of the sets around and how many sides touch each
 * (COLLECT); or move every set around of colour `colour` to another one
 * (MOVE, for recolour_hard).
 */
enum tour_job { TOUR_PAINT, TOUR_MERGE, TOUR_COLLECT, TOUR_PROBE, TOUR_MOVE };

typedef struct tour {
    uint8_t colour; /* PAINT, MERGE: the new colour; COLLECT: the set's own; PROBE, MOVE: the one to free */
    bool failed;    /* PROBE, MOVE: a set around cannot move */
    uint32_t root;  /* the set's root */
    uint32_t used;  /* COLLECT: colours of the sets around, a bit each */
    uint32_t last;  /* PROBE: the set around probed last (its neighbours come in runs) */
    uint32_t sides[SM_GROUP_COLOURS]; /* COLLECT: sides touching each colour */
} tour;

static bool can_move(sm *m, kruskal *k, uint32_t x, maze_dir d, uint32_t y, uint8_t from);

static bool repair(sm *m, kruskal *k, tour *t, uint32_t c, maze_dir d, uint32_t nb);
static bool recolour(sm *m, kruskal *k, uint32_t x, maze_dir d, uint32_t y, uint32_t avoid);

/*
 * The tour of the set holding start, a tree of passages: enters start as
 * if from side b0 and ends when it would leave start by b0 again, so a set
 * joined to another by its passage at b0 is toured without the other.
 * From the side a cell was entered by it leaves by the next open side
 * round the cell (the right-hand rule), so each passage is walked twice
 * and each closed side of the set passed once (b0 itself is not).
 * Written once for the jobs, which the compiler separates.
 */
static inline void tour_set(sm *m, kruskal *k, enum tour_job job, tour *t, uint32_t start,
                            maze_dir b0)
{
    const maze *mz = m->m;
    uint8_t *colour = k->colour;
    uint32_t c = start;
    maze_dir b = b0;
    for (;;) {
        if ((job == TOUR_PAINT || job == TOUR_MERGE) && colour[c] != t->colour) {
            colour[c] = t->colour;
            sm_touch(m, c);
        }
        maze_dir d = b;
        for (;;) {
            d = next_side(d);
            if (c == start && d == b0)
                return;
            if (d == b || maze_is_open(mz, c, d))
                break;
            uint32_t nb = maze_neighbor(mz, c, d);
            if (nb == MAZE_NONE || job == TOUR_PAINT)
                continue;
            uint8_t col = colour[nb];
            if (job == TOUR_COLLECT && col != NO_COLOUR &&
                (col != t->colour || find(k->up, nb) != t->root)) {
                t->used |= 1u << col;
                t->sides[col]++;
            }
            if (job == TOUR_MERGE && col == t->colour && find(k->up, nb) != t->root &&
                !repair(m, k, t, c, d, nb))
                return;
            if (job == TOUR_PROBE && col == t->colour && find(k->up, nb) != t->root &&
                find(k->up, nb) != t->last) {
                t->last = find(k->up, nb);
                if (!can_move(m, k, nb, maze_opposite(d), c, col)) {
                    t->failed = true;
                    return;
                }
            }
            if (job == TOUR_MOVE && col == t->colour && find(k->up, nb) != t->root &&
                !recolour(m, k, nb, maze_opposite(d), c, 1u << col)) {
                t->failed = true;
                return;
            }
        }
        c = maze_neighbor(mz, c, d);
        b = maze_opposite(d);
    }
}

static uint8_t lowest_free(uint32_t used)
{
    for (unsigned i = 0; i < SM_GROUP_COLOURS; i++)
        if (!(used & (1u << i)))
            return (uint8_t)i;
    return NO_COLOUR;
}

/* The colours around the set holding x (y: its neighbour on side d, outside it). */
static tour collect(sm *m, kruskal *k, uint32_t x, maze_dir d, uint32_t y)
{
    tour t = {k->colour[x], false, find(k->up, x), 0, MAZE_NONE, {0}};
    if (k->colour[y] != NO_COLOUR) {
        t.used |= 1u << k->colour[y];
        t.sides[k->colour[y]]++;
    }
    tour_set(m, k, TOUR_COLLECT, &t, x, d);
    return t;
}

/*
 * Gives the set holding x (a set of two or more) the lowest colour free
 * around it and not in avoid; y is x's neighbour on side d, outside the
 * set. False, changing nothing, when there is none.
 */
static bool recolour(sm *m, kruskal *k, uint32_t x, maze_dir d, uint32_t y, uint32_t avoid)
{
    tour t = collect(m, k, x, d, y);
    uint8_t col = lowest_free(t.used | avoid);
    if (col == NO_COLOUR)
        return false;
    t.colour = col;
    tour_set(m, k, TOUR_PAINT, &t, x, d);
    return true;
}

/* Whether the set holding x (y: outside it, on side d) could leave colour from for another. */
static bool can_move(sm *m, kruskal *k, uint32_t x, maze_dir d, uint32_t y, uint8_t from)
{
    tour t = collect(m, k, x, d, y);
    return lowest_free(t.used | 1u << from) != NO_COLOUR;
}

/*
 * When every colour is taken around the set holding x: frees a colour
 * around it by moving the sets of that colour around it to others (each
 * the lowest free around it), then takes it. The colours are tried from
 * the one fewest sides touch; one is taken only if a probe found that
 * every set of it around can move. False when none can be freed.
 */
static bool recolour_hard(sm *m, kruskal *k, uint32_t x, maze_dir d, uint32_t y)
{
    tour around = collect(m, k, x, d, y);
    uint32_t tried = 1u << around.colour;
    for (;;) {
        uint8_t best = NO_COLOUR;
        for (unsigned i = 0; i < SM_GROUP_COLOURS; i++)
            if (!(tried >> i & 1u) && (best == NO_COLOUR || around.sides[i] < around.sides[best]))
                best = (uint8_t)i;
        if (best == NO_COLOUR)
            return false;
        tried |= 1u << best;
        tour t = {best, false, around.root, 0, MAZE_NONE, {0}};
        if (k->colour[y] == best && !can_move(m, k, y, maze_opposite(d), x, best))
            continue;
        tour_set(m, k, TOUR_PROBE, &t, x, d);
        if (t.failed)
            continue;
        if (k->colour[y] == best && !recolour(m, k, y, maze_opposite(d), x, 1u << best))
            return false;
        tour_set(m, k, TOUR_MOVE, &t, x, d);
        if (t.failed)
            return false;
        tour_set(m, k, TOUR_PAINT, &t, x, d);
        return true;
    }
}

/*
 * Cell c of the merged set (the tour t under way is painting the smaller
 * part of it) touches nb, of another set with the same colour, on side d:
 * recolours the smaller of the two sets, or the other when no colour is
 * free around it, or, failing both, frees a colour around the smaller
 * (recolour_hard). The merged set may have cells not painted yet: their
 * old colour counts as one around it, which costs a choice, never a clash.
 * Returns whether the tour goes on (not once the merged set itself took a
 * new colour: its whole tour painted it, and no set around has that one).
 */
static bool repair(sm *m, kruskal *k, tour *t, uint32_t c, maze_dir d, uint32_t nb)
{
    uint32_t other = find(k->up, nb);
    maze_dir back = maze_opposite(d);
    bool merged_smaller = size_of(k->up, t->root) <= size_of(k->up, other);
    if (merged_smaller && recolour(m, k, c, d, nb, 0))
        return false;
    if (recolour(m, k, nb, back, c, 0))
        return true;
    if (!merged_smaller && recolour(m, k, c, d, nb, 0))
        return false;
    if (merged_smaller) {
        if (recolour_hard(m, k, c, d, nb))
            return false;
        recolour_hard(m, k, nb, back, c);
        return true;
    }
    if (recolour_hard(m, k, nb, back, c))
        return true;
    return !recolour_hard(m, k, c, d, nb); /* if this fails too, the clash stays */
}

/* The lowest colour free around the lone cells a and b, which form a pair. */
static uint8_t pair_colour(const sm *m, const kruskal *k, uint32_t a, uint32_t b)
{
    uint32_t used = 0;
    uint32_t cells[2] = {a, b};
    for (int i = 0; i < 2; i++)
        for (int d = 0; d < MAZE_DIRS; d++) {
            uint32_t nb = maze_neighbor(m->m, cells[i], (maze_dir)d);
            if (nb != MAZE_NONE && k->colour[nb] != NO_COLOUR)
                used |= 1u << k->colour[nb];
        }
    uint8_t col = lowest_free(used);
    return col == NO_COLOUR ? 0 : col;
}

/*
 * The colours after the set of xs merged into the set of xg (root root)
 * through the passage at xs's side d: a pair takes a free colour; else
 * the cells of xs's set take xg's colour, each closed side checked on the
 * way and a clash repaired where it is found.
 */
static void colour_merge(sm *m, kruskal *k, uint32_t xs, maze_dir d, uint32_t xg, uint32_t root)
{
    uint8_t col = k->colour[xg];
    if (col == NO_COLOUR) {
        k->colour[xs] = k->colour[xg] = pair_colour(m, k, xs, xg);
        sm_touch(m, xs);
        sm_touch(m, xg);
        return;
    }
    tour t = {col, false, root, 0, MAZE_NONE, {0}};
    tour_set(m, k, TOUR_MERGE, &t, xs, d);
}

/* The last merge: every cell turns into maze. */
static void touch_all(sm *m)
{
    for (uint32_t c = 0; c < m->m->n; c++)
        sm_touch(m, c);
}

/* Draws the next wall of the shuffle. */
static inline uint32_t next_wall(rng *r, uint32_t *edges, uint32_t i, uint32_t nedges)
{
    uint32_t j = i + rng_below(r, nedges - i);
    uint32_t e = edges[j];
    edges[j] = edges[i];
    edges[i] = e;
    return e;
}

/* The caption of a step that opened the wall between c and nb, sets of as and bs cells. */
static void say_open(sm *m, uint32_t c, uint32_t nb, uint32_t as, uint32_t bs, bool last)
{
    if (last)
        sm_say(m, LINE_DONE, CAP_DONE, c, nb, as, bs);
    else if (as == 1 && bs == 1)
        sm_say(m, LINE_OPEN, CAP_PAIR, c, nb, 0, 0);
    else if (as == 1 || bs == 1)
        sm_say(m, LINE_OPEN, CAP_JOIN, c, nb, as == 1 ? nb : c, as + bs - 1);
    else
        sm_say(m, LINE_OPEN, CAP_OPEN, c, nb, as, bs);
}

/* One wall, watched: the sets, the colours, the change log and the note. */
static bool kruskal_step(sm *m)
{
    kruskal *k = m->impl;
    if (k->last != MAZE_NONE)
        sm_touch_wall(m, edge_cell(k->last), edge_side(k->last));
    uint32_t e = next_wall(&m->r, k->edges, k->examined++, k->nedges);
    uint32_t c = edge_cell(e), nb = maze_neighbor(m->m, c, edge_side(e));
    maze_dir d = edge_side(e);
    uint32_t a = find(k->up, c), b = find(k->up, nb);
    uint32_t as = size_of(k->up, a), bs = size_of(k->up, b);
    k->last = e;
    k->last_open = a != b;
    sm_touch_wall(m, c, d);
    if (a == b) {
        sm_say(m, LINE_KEEP, CAP_KEEP, c, nb, as, 0);
        return true;
    }
    maze_carve(m->m, c, d);
    bool a_in = as < bs; /* the smaller set goes under the bigger's root */
    k->up[a_in ? a : b] = a_in ? b : a;
    k->up[a_in ? b : a] = REP | (as + bs);
    k->joined += (as == 1) + (bs == 1);
    bool last = ++k->merges + 1 == m->m->n;
    if (k->colour && !last) {
        if (a_in)
            colour_merge(m, k, c, d, nb, b);
        else
            colour_merge(m, k, nb, maze_opposite(d), c, a);
    }
    say_open(m, c, nb, as, bs, last);
    if (!last)
        return true;
    k->last = MAZE_NONE;
    touch_all(m);
    return false;
}

/*
 * Up to max walls unwatched (no colours): the shuffle and the union-find
 * with their state in locals; the note is written once, for the last wall.
 */
static uint64_t run_fast(sm *m, kruskal *k, uint64_t max)
{
    maze *mz = m->m;
    uint32_t *edges = k->edges, *up = k->up;
    rng r = m->r;
    uint32_t i = k->examined, nedges = k->nedges, merges = k->merges, need = mz->n - 1;
    uint32_t e = 0, as = 0, bs = 0;
    uint64_t joined = k->joined, done = 0;
    bool open = false;
    while (done < max) {
        done++;
        e = next_wall(&r, edges, i++, nedges);
        uint32_t c = edge_cell(e), nb = maze_neighbor(mz, c, edge_side(e));
        uint32_t a = find(up, c), b = find(up, nb);
        as = size_of(up, a);
        bs = size_of(up, b);
        open = a != b;
        if (!open)
            continue;
        maze_carve(mz, c, edge_side(e));
        bool a_in = as < bs;
        up[a_in ? a : b] = a_in ? b : a;
        up[a_in ? b : a] = REP | (as + bs);
        joined += (as == 1) + (bs == 1);
        if (++merges == need)
            break;
    }
    m->r = r;
    k->examined = i;
    k->merges = merges;
    k->joined = joined;
    bool last = merges == need;
    uint32_t c = edge_cell(e), nb = maze_neighbor(mz, c, edge_side(e));
    k->last = last ? MAZE_NONE : e;
    k->last_open = open;
    if (open)
        say_open(m, c, nb, as, bs, last);
    else
        sm_say(m, LINE_KEEP, CAP_KEEP, c, nb, as, 0);
    m->done = last;
    return done;
}

SM_DEFINE_RUN(kruskal_run_watched, kruskal_step)

static uint64_t kruskal_run(sm *m, uint64_t max)
{
    kruskal *k = m->impl;
    return k->colour ? kruskal_run_watched(m, max) : run_fast(m, k, max);
}

/* Lists each interior wall once, from the cell with the lower number. */
static void list_edges(const maze *m, kruskal *k)
{
    k->nedges = 0;
    for (uint32_t c = 0; c < m->n; c++)
        for (int d = 0; d < MAZE_DIRS; d++) {
            uint32_t nb = maze_neighbor(m, c, (maze_dir)d);
            if (nb != MAZE_NONE && nb > c)
                k->edges[k->nedges++] = c * MAZE_DIRS + (uint32_t)d;
        }
}

static bool kruskal_init(sm *m)
{
    kruskal *k = sm_alloc(m, 1, sizeof *k);
    uint32_t n = m->m->n;
    if (!(m->impl = k) || !(k->edges = sm_alloc(m, n, MAZE_DIRS / 2 * sizeof *k->edges)) ||
        !(k->up = sm_alloc(m, n, sizeof *k->up)))
        return false;
    if (m->set.track_changes) {
        if (!(k->colour = sm_alloc(m, n, 1)))
            return false;
        for (uint32_t c = 0; c < n; c++)
            k->colour[c] = NO_COLOUR;
    }
    list_edges(m->m, k);
    for (uint32_t c = 0; c < n; c++)
        k->up[c] = REP | 1u;
    k->last = MAZE_NONE;
    sm_say(m, LINE_START, CAP_START, n, k->nedges, 0, 0);
    if (n == 1)
        m->done = true;
    return true;
}

/* Whether c has a passage: whether it is in a set of two or more. */
static bool has_passage(const maze *m, uint32_t c)
{
    for (int d = 0; d < MAZE_DIRS; d++)
        if (maze_is_open(m, c, (maze_dir)d))
            return true;
    return false;
}

static sm_cell kruskal_cell(const sm *m, uint32_t c)
{
    const kruskal *k = m->impl;
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    if (m->done)
        out.kind = SM_CELL_MAZE;
    else if (k->colour ? k->colour[c] != NO_COLOUR : has_passage(m->m, c)) {
        out.kind = SM_CELL_GROUP;
        out.group = k->colour ? k->colour[c] : 0;
    }
    return out;
}

static sm_wall_kind kruskal_wall(const sm *m, uint32_t c, maze_dir d)
{
    const kruskal *k = m->impl;
    if (k->last == MAZE_NONE)
        return SM_WALL_PLAIN;
    uint32_t lc = edge_cell(k->last);
    maze_dir ld = edge_side(k->last);
    bool hit = (c == lc && d == ld) ||
               (d == maze_opposite(ld) && c == maze_neighbor(m->m, lc, ld));
    if (!hit)
        return SM_WALL_PLAIN;
    return k->last_open ? SM_WALL_ACCEPTED : SM_WALL_REJECTED;
}

static size_t kruskal_figures(const sm *m, sm_figure *out)
{
    const kruskal *k = m->impl;
    size_t i = sm_fig(out, 0, "sets", "集合", m->m->n - k->merges, 0);
    i = sm_fig(out, i, "walls examined", "已检查的墙", k->examined, k->nedges);
    uint64_t joined = m->done ? m->m->n : k->joined;
    return sm_fig(out, i, "cells joined", "已连通的格", joined, m->m->n);
}

static const sm_text kruskal_code[] = {
    {"put every cell in a set of its own", "每个格自成一个集合"},
    {"pick a random wall not examined yet; its cells in different sets: open it, merge the sets",
     "随机选一面还没检查过的墙;两边的格在不同集合:打通它,合并两个集合"},
    {"  its cells already in one set: keep the wall (opening it would close a loop)",
     "  两边的格已在同一集合:保留这面墙(打通会形成环)"},
    {"stop when all cells are in one set", "所有格都在同一个集合时停止"},
};

static const sm_text kruskal_captions[] = {
    [CAP_START] = {"{n} cell{s}, each a set of its own; {n} wall{s} to examine in random order",
                   "{n} 个格,各自成一个集合;按随机顺序检查 {n} 面墙"},
    [CAP_OPEN] = {"wall between {c} and {c} opened: sets of {n} and {n} cell{s} merge",
                  "{c} 与 {c} 之间的墙打通:{n} 格和 {n} 格的两个集合合并"},
    [CAP_KEEP] = {"wall between {c} and {c} rejected: both cells already in one set of {n} cell{s}",
                  "{c} 与 {c} 之间的墙保留:两格已在同一个 {n} 格的集合中"},
    [CAP_DONE] = {"wall between {c} and {c} opened: the last two sets ({n} and {n} cell{s}) merge, done",
                  "{c} 与 {c} 之间的墙打通:最后两个集合({n} 格和 {n} 格)合并,完成"},
    [CAP_PAIR] = {"wall between {c} and {c} opened: two lone cells form a new set",
                  "{c} 与 {c} 之间的墙打通:两个单独的格组成新集合"},
    [CAP_JOIN] = {"wall between {c} and {c} opened: the lone cell joins the set of {c} ({n} cell{s})",
                  "{c} 与 {c} 之间的墙打通:单独的格加入 {c} 所在的集合({n} 格)"},
};

static const sm_legend kruskal_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"a set of one cell: not joined yet", "只有一个格的集合:尚未连通"}},
    {SM_MARK_CELL, SM_CELL_GROUP, {"a set of joined cells; touching sets differ in colour",
                                   "已连通的集合;相邻的集合颜色不同"}},
    {SM_MARK_CELL, SM_CELL_MAZE, {"one set left: the maze", "只剩一个集合:迷宫完成"}},
    {SM_MARK_WALL, SM_WALL_ACCEPTED, {"wall examined this step: opened (sets merged)",
                                      "这一步检查的墙:打通(集合合并)"}},
    {SM_MARK_WALL, SM_WALL_REJECTED, {"wall examined this step: kept (same set)",
                                      "这一步检查的墙:保留(同一集合)"}},
};

const sm_algo gen_kruskal = {
    .kind = SM_GENERATOR,
    .id = "kruskal",
    .alias = NULL,
    .name_en = "Randomized Kruskal's algorithm",
    .name_zh = "随机 Kruskal 算法",
    .code = kruskal_code,
    .code_lines = SM_COUNT(kruskal_code),
    .captions = kruskal_captions,
    .n_captions = SM_COUNT(kruskal_captions),
    .legend = kruskal_legend,
    .n_legend = SM_COUNT(kruskal_legend),
    .init = kruskal_init,
    .run = kruskal_run,
    .cell = kruskal_cell,
    .wall = kruskal_wall,
    .figures = kruskal_figures,
};
