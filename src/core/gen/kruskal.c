/*
 * kruskal.c - randomized Kruskal's algorithm.
 *
 * Every cell starts as a set of its own. The interior walls are examined
 * in random order; a wall between two different sets is opened and the
 * sets merge, a wall inside one set stays. Done when one set remains.
 *
 * Steps: one wall examined per step, marked opened or kept until the next
 * step. The random order is a keyed permutation of the wall ids - "pick a
 * random unexamined wall" - that needs no memory: the walls are numbered
 * (on a rectangle 2c for the east wall of cell c, 2c + 1 for its south
 * wall), a Feistel network keyed by the seed scrambles the numbers, and
 * the order reads it place by place, passing over the numbers that name
 * no interior wall. So the state is the keys and a place, not a list of
 * walls. It is not the stored shuffle of before (which made other mazes
 * for a seed), but its distribution: test_kruskal compares the two over
 * the 192 trees of 3x3, and enough rounds on small grids (rounds_for)
 * make that so.
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
 * smaller part's cells change - the change the renderer must redraw
 * anyway. They are found by a tour of the part's tree of passages (the
 * right-hand rule: from the side a cell was entered by, leave by the next
 * open side; each passage is walked twice, each closed side passed once),
 * which marks them and notes where a closed side touches another set of
 * the merged colour (the part's own cells still have their old colour or
 * the mark, so only cells of the merged colour need a look-up); the marked
 * cells then take the colour, found again in the change log. A clash is
 * repaired by giving the smaller of the two sets the lowest colour free
 * around it (a tour that collects, then one that paints; when that is the
 * merged set it happens at the first clash and settles them all), else the
 * other set. Big sets can have every colour around them; when neither set
 * has a free one, a colour is freed around the smaller: the colours are
 * tried from the one fewest sides touch, a probe checks that every set of
 * it around can move to another, then they move and the set takes it. So
 * a step walks the smaller part of a merge (O(n log n) cells in all) and
 * the sets its repairs recolour, nearly always a few cells; no set is
 * walked just to be checked. Measured (seeds 1-3 at 1024x1024, 1-5 at
 * 2000x2000, 1-2 at 4096x4096): about 190 recolourings per 1000 merges,
 * almost all of sets of a few cells; 0-1 colours freed per run at
 * 2000x2000 and 3-5 at 4096x4096, every one found; 6-8 tour moves per
 * step; 11 colours in use at 1024x1024, all 12 above; no clash left. (Were no colour freeable
 * around either set, the clash would stay; it has not happened.)
 *
 * Unwatched: a machine without change tracking (headless runs, --stats,
 * the lab) keeps no colours at all - nobody draws it - and runs a loop
 * with its state in locals: the order and the union-find, nothing else;
 * its sets show as group 0. A window's machine keeps its colours in
 * sm_run_unwatched() too (it must show them right after the batch), only
 * without logging changes.
 *
 * Bias: many short dead ends (30.6 % of cells on 300x300, against 29.4 %
 * for a uniform maze) and short, spiky corridors; not uniform.
 * Cost: near O(1) per step for the sets (inverse Ackermann); the colours
 * add the smaller set's tour on a merge; at most one step per wall.
 * Memory: 4 bytes per cell headless - the union-find - so 5 with the maze
 * byte; a window's machine adds the colour byte and the 4-byte change log:
 * 10 (the 8 and 12 aimed at; were 13 and 18 with the stored wall list).
 */
#include <string.h>

#include "../sm_impl.h"

#define REP 0x80000000u /* up[c] & REP: c is a root; the rest is its set's size */
#define NO_COLOUR 0xffu
#define MARK 0xfeu /* a cell of the part being merged, checked and not painted yet (within a step) */

_Static_assert(SM_GROUP_COLOURS <= 32, "colours around a set are a 32-bit mask");

enum { LINE_START, LINE_OPEN, LINE_KEEP, LINE_DONE };
enum { CAP_START, CAP_OPEN, CAP_KEEP, CAP_DONE, CAP_PAIR, CAP_JOIN };

#define ROUNDS 24 /* at most, of the keyed order's Feistel network (rounds_for) */

typedef struct kruskal {
    uint32_t *up;     /* union-find: the parent, or at a root REP | size */
    uint8_t *colour;  /* tracked: each cell's set colour (NO_COLOUR: alone); else NULL */
    uint64_t key[ROUNDS]; /* the keyed order (order_at) */
    uint64_t ids;     /* wall ids: 0 .. ids - 1 (not all of them walls) */
    uint64_t place;   /* the next place of the order to look at, 0 .. 2^bits */
    uint8_t bits, lbits, rbits; /* places are bits-bit numbers: a high half of lbits, a low of rbits */
    uint8_t rounds;   /* of the Feistel network, even: more for fewer bits (rounds_for) */
    uint32_t nedges, examined, merges;
    uint64_t joined; /* cells in sets of two or more */
    uint32_t last;   /* the wall examined last (cell * sides + side, from the lower cell), or MAZE_NONE */
    bool last_open;
} kruskal;

/* A wall's cell and side; sides is the grid's (a constant in the rectangle's loops). */
static inline uint32_t edge_cell(uint32_t e, unsigned sides) { return e / sides; }
static inline maze_dir edge_side(uint32_t e, unsigned sides) { return (maze_dir)(e % sides); }

/* The root of c's set, halving the path on the way (journaled: sm_save). */
static inline uint32_t find(sm *m, uint32_t *up, uint32_t c)
{
    for (;;) {
        uint32_t p = up[c];
        if (p & REP)
            return c;
        uint32_t g = up[p];
        if (g & REP)
            return p;
        sm_save(m, &up[c], sizeof *up);
        up[c] = g;
        c = g;
    }
}

static uint32_t size_of(const uint32_t *up, uint32_t root) { return up[root] & ~REP; }

/* The next side of a cell after d, clockwise round the cell. */
static maze_dir next_side(maze_dir d, unsigned sides) { return d + 1 == sides ? 0 : d + 1; }

/*
 * What a tour does: paint each cell it enters (PAINT); mark each cell it
 * enters and note each closed side that touches another set of a colour
 * (CHECK: the smaller part's tour after a merge; its own cells have their
 * old colour or the mark, so they need no look-up); repair every such
 * clash (SETTLE, after painting); collect the colours of the sets around
 * and how many sides touch each (COLLECT); probe whether every set around
 * of a colour could take another (PROBE), or move them (MOVE), for
 * recolour_hard. Only colours below SM_GROUP_COLOURS count as a set's.
 */
enum tour_job { TOUR_PAINT, TOUR_CHECK, TOUR_SETTLE, TOUR_COLLECT, TOUR_PROBE, TOUR_MOVE };

#define CLASHES 64 /* clashes CHECK notes; past that, a SETTLE tour finds them */

/* Cell c's side d touches nb, of another set with the colour being given to c's set. */
typedef struct clash {
    uint32_t c, nb;
    maze_dir d;
} clash;

typedef struct tour {
    uint8_t colour;  /* PAINT: the new colour; CHECK, SETTLE: the merged set's; COLLECT: the
                        set's own; PROBE, MOVE: the one to free */
    bool stop;       /* CHECK: a clash is best repaired by recolouring the merged set, so the
                        tour stopped there; SETTLE: the merged set took a new colour;
                        PROBE, MOVE: a set cannot move */
    uint32_t root;   /* the set's root */
    uint32_t maybe;  /* COLLECT: colours a cell of the set itself may have (a look-up decides) */
    uint32_t avoid;  /* PROBE, MOVE: colours the sets around must not take */
    uint32_t used;   /* COLLECT: colours of the sets around, a bit each */
    uint32_t last;   /* CHECK, PROBE: the set around met last (its sides come in runs) */
    uint32_t nclash; /* CHECK: clashes seen (a run of sides of one set counts once) */
    clash *clash;    /* CHECK: the first CLASHES of them */
    uint32_t sides[SM_GROUP_COLOURS]; /* COLLECT: sides touching each colour */
} tour;

static bool repair(sm *m, kruskal *k, uint32_t root, uint32_t c, maze_dir d, uint32_t nb);
static bool recolour(sm *m, kruskal *k, uint32_t x, maze_dir d, uint32_t y, uint32_t avoid);
static bool can_move(sm *m, kruskal *k, uint32_t x, maze_dir d, uint32_t y, uint32_t avoid);

/*
 * The tour of the set holding start, a tree of passages: enters start as
 * if from side b0 and ends when it would leave start by b0 again, so a set
 * joined to another by its passage at b0 is toured without the other.
 * From the side a cell was entered by it leaves by the next open side
 * round the cell (the right-hand rule), so each passage is walked twice
 * and each closed side of the set passed once (b0 itself is not). Written
 * once for the jobs, which the compiler separates.
 */
MAZE_SPECIALISE void tour_k(sm *m, kruskal *k, enum tour_job job, tour *t, uint32_t start,
                            maze_dir b0, bool rect)
{
    const maze grid = *m->m; /* local copies: the colour stores cannot alias them */
    const maze *mz = &grid;
    uint8_t *colour = k->colour, want = t->colour, paint = job == TOUR_CHECK ? MARK : want;
    uint32_t *up = k->up, root = t->root;
    sm_log log = sm_log_open(m);
    uint32_t c = start;
    maze_dir b = b0;
    for (;;) {
        if ((job == TOUR_PAINT || job == TOUR_CHECK) && colour[c] != paint) {
            sm_save(m, &colour[c], 1);
            colour[c] = paint;
            sm_log_put(&log, c);
        }
        maze_dir d = b;
        for (;;) {
            d = next_side(d, rect ? RECT_SIDES : mz->sides);
            if (c == start && d == b0) {
                if (job == TOUR_PAINT || job == TOUR_CHECK)
                    sm_log_close(m, log);
                return;
            }
            if (d == b || maze_is_open(mz, c, d))
                break;
            uint32_t nb = maze_neighbor_k(mz, c, d, rect);
            if (nb == MAZE_NONE || job == TOUR_PAINT)
                continue;
            uint8_t col = colour[nb];
            if (job == TOUR_COLLECT) {
                if (col < SM_GROUP_COLOURS && (!(t->maybe >> col & 1u) || find(m, up, nb) != root)) {
                    t->used |= 1u << col;
                    t->sides[col]++;
                }
                continue;
            }
            if (col != want || find(m, up, nb) == root) /* not a set of the colour asked about */
                continue;
            if (job == TOUR_CHECK && find(m, up, nb) != t->last) { /* a set's sides come in runs */
                uint32_t n = t->nclash < CLASHES ? t->nclash : 0; /* the stopping one goes first */
                t->last = find(m, up, nb);
                t->stop = size_of(up, root) <= size_of(up, t->last);
                t->clash[t->stop ? 0 : n] = (clash){c, nb, d};
                t->nclash++;
            } else if (job == TOUR_SETTLE) {
                t->stop = !repair(m, k, root, c, d, nb);
            } else if (job == TOUR_PROBE && find(m, up, nb) != t->last) {
                t->last = find(m, up, nb);
                t->stop = !can_move(m, k, nb, maze_opposite_k(mz, c, d, rect), c, t->avoid | 1u << col);
            } else if (job == TOUR_MOVE) {
                t->stop = !recolour(m, k, nb, maze_opposite_k(mz, c, d, rect), c, t->avoid | 1u << col);
            }
            if (t->stop) {
                if (job == TOUR_CHECK)
                    sm_log_close(m, log);
                return;
            }
        }
        b = maze_opposite_k(mz, c, d, rect);
        c = maze_neighbor_k(mz, c, d, rect);
    }
}

/* tour_k for the maze's kind of grid: the rectangle's tours run with four sides known. */
MAZE_SPECIALISE void tour_set(sm *m, kruskal *k, enum tour_job job, tour *t, uint32_t start, maze_dir b0)
{
    if (m->m->nbr)
        tour_k(m, k, job, t, start, b0, false);
    else
        tour_k(m, k, job, t, start, b0, true);
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
    tour t = {.colour = k->colour[x], .root = find(m, k->up, x), .last = MAZE_NONE};
    t.maybe = t.colour < SM_GROUP_COLOURS ? 1u << t.colour : 0;
    if (k->colour[y] < SM_GROUP_COLOURS) {
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

/* Whether the set holding x (y: outside it, on side d) has a free colour not in avoid. */
static bool can_move(sm *m, kruskal *k, uint32_t x, maze_dir d, uint32_t y, uint32_t avoid)
{
    return lowest_free(collect(m, k, x, d, y).used | avoid) != NO_COLOUR;
}

/*
 * When every colour is taken around the set holding x: frees a colour
 * (not in avoid) around it by moving the sets of that colour around it to
 * others, each the lowest free around it, then takes it. The colours are
 * tried from the one fewest sides touch; one is taken only when a probe
 * found that every set of it around can move. False when none can be
 * freed (whatever moved, the colours stay right).
 */
static bool recolour_hard(sm *m, kruskal *k, uint32_t x, maze_dir d, uint32_t y, uint32_t avoid)
{
    tour around = collect(m, k, x, d, y);
    uint32_t tried = avoid | (around.colour < SM_GROUP_COLOURS ? 1u << around.colour : 0);
    for (;;) {
        uint8_t best = NO_COLOUR;
        for (unsigned i = 0; i < SM_GROUP_COLOURS; i++)
            if (!(tried >> i & 1u) && (best == NO_COLOUR || around.sides[i] < around.sides[best]))
                best = (uint8_t)i;
        if (best == NO_COLOUR)
            return false;
        tried |= 1u << best;
        tour t = {.colour = best, .root = around.root, .avoid = avoid, .last = MAZE_NONE};
        if (k->colour[y] == best && !can_move(m, k, y, maze_opposite(m->m, x, d), x, avoid | 1u << best))
            continue;
        tour_set(m, k, TOUR_PROBE, &t, x, d);
        if (t.stop)
            continue;
        if (k->colour[y] == best && !recolour(m, k, y, maze_opposite(m->m, x, d), x, avoid | 1u << best))
            return false;
        tour_set(m, k, TOUR_MOVE, &t, x, d);
        if (t.stop)
            return false;
        tour_set(m, k, TOUR_PAINT, &t, x, d);
        return true;
    }
}

/*
 * Cell c of the merged set (root root) touches nb, on side d, of another
 * set with the same colour: recolours the smaller of the two sets, or the
 * other when no colour is free around it, or, failing both, frees a
 * colour around the smaller (recolour_hard), then the other. Returns
 * whether the merged set kept its colour (a new one settles all its
 * clashes: no set around has it).
 */
static bool repair(sm *m, kruskal *k, uint32_t root, uint32_t c, maze_dir d, uint32_t nb)
{
    maze_dir back = maze_opposite(m->m, c, d);
    bool merged_smaller = size_of(k->up, root) <= size_of(k->up, find(m, k->up, nb));
    for (int hard = 0; hard < 2; hard++)
        for (int i = 0; i < 2; i++) {
            bool merged = (i == 0) == merged_smaller;
            uint32_t x = merged ? c : nb, y = merged ? nb : c;
            maze_dir side = merged ? d : back;
            if (hard ? recolour_hard(m, k, x, side, y, 0) : recolour(m, k, x, side, y, 0))
                return !merged;
        }
    return true; /* no colour can be freed around either: the clash stays */
}

/* The lowest colour free around the lone cells a and b, which form a pair. */
static uint8_t pair_colour(const sm *m, const kruskal *k, uint32_t a, uint32_t b)
{
    uint32_t used = 0;
    uint32_t cells[2] = {a, b};
    for (int i = 0; i < 2; i++)
        for (maze_dir d = 0; d < m->m->sides; d++) {
            uint32_t nb = maze_neighbor(m->m, cells[i], d);
            if (nb != MAZE_NONE && k->colour[nb] < SM_GROUP_COLOURS)
                used |= 1u << k->colour[nb];
        }
    uint8_t col = lowest_free(used);
    return col == NO_COLOUR ? 0 : col;
}

/*
 * The merged set (root root), met at cell c whose side d touches nb of a
 * set of its colour col, takes the lowest colour free around it while its
 * part from the merge (old colour old) is still partly marked: cells of
 * colour col or old are looked up, marked ones are its own. False, having
 * changed nothing, when no colour is free.
 */
static bool recolour_merged(sm *m, kruskal *k, uint32_t root, uint32_t c, maze_dir d, uint32_t nb,
                            uint8_t col, uint8_t old)
{
    tour t = {.colour = col, .root = root, .last = MAZE_NONE};
    t.maybe = 1u << col | (old < SM_GROUP_COLOURS ? 1u << old : 0);
    if (k->colour[nb] < SM_GROUP_COLOURS)
        t.used |= 1u << k->colour[nb];
    tour_set(m, k, TOUR_COLLECT, &t, c, d);
    t.colour = lowest_free(t.used);
    if (t.colour == NO_COLOUR)
        return false;
    tour_set(m, k, TOUR_PAINT, &t, c, d);
    return true;
}

/*
 * The colours after the set of xs merged into the set of xg (root root)
 * through the passage at xs's side d: a pair takes a free colour; else a
 * tour of xs's part marks its cells and notes where a closed side touches
 * another set of xg's colour. A clash with a set at least as big as the
 * merged one stops it: the merged set takes a new colour. Otherwise the
 * marked cells take xg's colour (found again in the change log, or by a
 * second tour when nothing is logged: a window's unwatched batch, a
 * replay) and the clashes are repaired, the merged set now whole; a SETTLE
 * tour finds them when there were more than the tour could note, or the
 * merged set found no colour.
 */
static void colour_merge(sm *m, kruskal *k, uint32_t xs, maze_dir d, uint32_t xg, uint32_t root)
{
    uint8_t col = k->colour[xg], old = k->colour[xs];
    if (col == NO_COLOUR) {
        sm_save(m, &k->colour[xs], 1);
        sm_save(m, &k->colour[xg], 1);
        k->colour[xs] = k->colour[xg] = pair_colour(m, k, xs, xg);
        sm_touch(m, xs);
        sm_touch(m, xg);
        return;
    }
    clash seen[CLASHES];
    tour t = {.colour = col, .root = root, .last = MAZE_NONE, .clash = seen};
    size_t from = m->nchanged;
    tour_set(m, k, TOUR_CHECK, &t, xs, d);
    if (t.stop && recolour_merged(m, k, root, t.clash[0].c, t.clash[0].d, t.clash[0].nb, col, old))
        return;
    if (!t.stop && m->changed && m->nchanged < m->cap) { /* the log holds every cell marked */
        for (size_t i = from; i < m->nchanged; i++)
            if (k->colour[m->changed[i]] == MARK) /* saved when it was marked, this step */
                k->colour[m->changed[i]] = col;
    } else {
        tour_set(m, k, TOUR_PAINT, &t, xs, d);
    }
    if (t.stop || t.nclash > CLASHES) {
        t.stop = false;
        tour_set(m, k, TOUR_SETTLE, &t, xs, d);
        return;
    }
    for (uint32_t i = 0; i < t.nclash; i++) {
        uint32_t c = t.clash[i].c, nb = t.clash[i].nb;
        if (k->colour[nb] == k->colour[c] && find(m, k->up, nb) != root &&
            !repair(m, k, root, c, t.clash[i].d, nb))
            return;
    }
}

/* The last merge: every cell turns into maze. */
static void touch_all(sm *m)
{
    for (uint32_t c = 0; c < m->m->n; c++)
        if (maze_exists(m->m, c))
            sm_touch(m, c);
}

/* A hint that p will be read soon (the loop below knows the next wall a step early). */
#if defined(__GNUC__)
#define PREFETCH(p) __builtin_prefetch(p)
#else
#define PREFETCH(p) ((void)(p))
#endif

/*
 * The keyed order. Place i of the order (0 .. 2^bits) holds wall id
 * order_at(i): a Feistel network over bits-bit numbers, the high half
 * and the low half taking turns to be xored with a keyed hash of the
 * other, so it is a permutation whatever the keys. Ids past the grid's
 * (or naming no interior wall: the border, a mask's holes, the upper
 * cell's copy on a grid of polygons) are passed over; what is left is a
 * scrambled order of exactly the interior walls, and all the order needs
 * to remember is its keys and its place.
 */
static inline uint32_t round_hash(uint64_t key, uint32_t v)
{
    uint64_t h = (v ^ key) * 0x9e3779b97f4a7c15u;
    h ^= h >> 32;
    h *= 0xd6e8feb86659fd93u;
    return (uint32_t)(h >> 32);
}

static inline uint64_t order_at(const kruskal *k, uint64_t i)
{
    uint32_t lmask = (1u << k->lbits) - 1, rmask = (1u << k->rbits) - 1;
    uint32_t lo = (uint32_t)i & rmask, hi = (uint32_t)(i >> k->rbits);
    for (unsigned r = 0; r < k->rounds; r += 2) {
        hi ^= round_hash(k->key[r], lo) & lmask;
        lo ^= round_hash(k->key[r + 1], hi) & rmask;
    }
    return (uint64_t)hi << k->rbits | lo;
}

/*
 * Wall id to wall: on a rectangle id = 2c + (0: east, 1: south), so
 * nearly every id is a wall; on other grids id = c * sides + d, the
 * neighbour table's own index, from the cell with the lower number.
 * False when the id is no interior wall.
 */
MAZE_SPECIALISE bool wall_of(const kruskal *k, const maze *mz, uint64_t id, bool rect, uint32_t *c,
                             maze_dir *d, uint32_t *nb)
{
    if (id >= k->ids)
        return false;
    if (rect) {
        *c = (uint32_t)(id >> 1);
        *d = RECT_E + (maze_dir)(id & 1u);
        if (!(rect_links(mz, *c) >> *d & 1u))
            return false;
        *nb = rect_step(mz, *c, *d);
        return true;
    }
    *nb = mz->nbr[id];
    *c = (uint32_t)(id / mz->sides);
    *d = (maze_dir)(id % mz->sides);
    return *nb != MAZE_NONE && *nb > *c;
}

/* Asks for the memory the wall id will need (if it is one): its cell's byte, its two sets, its colours. */
MAZE_SPECIALISE void prefetch_wall(const kruskal *k, const maze *mz, uint64_t id, bool rect)
{
    if (id >= k->ids)
        return;
    uint32_t c = rect ? (uint32_t)(id >> 1) : (uint32_t)(id / mz->sides);
    uint32_t nb = rect ? c + (uint32_t)mz->delta[RECT_E + (id & 1u)] : mz->nbr[id];
    PREFETCH(&mz->cells[c]);
    PREFETCH(&k->up[c]);
    if (nb < mz->n)
        PREFETCH(&k->up[nb]);
    if (k->colour)
        PREFETCH(&k->colour[c]);
}

/*
 * Whether the wall on side d of c may be opened as the grid stands: on a
 * weave no tunnel but the crossings placed first (place_crossings), and
 * nothing that breaks a crossing's corridor.
 */
MAZE_SPECIALISE bool may_open(const maze *mz, uint32_t c, maze_dir d, bool rect)
{
    return rect || !mz->shape->link_ok || (grid_under(mz, c, d) == MAZE_NONE && grid_link_ok(mz, c, d));
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

/*
 * Up to max walls, watched (with colours: the merges are painted, the
 * walls marked and everything logged) or not, with the order's place and
 * the union-find in locals. Each wall examined is a chain of cache misses
 * - its cell's byte, its two sets - so the order is read one wall ahead
 * and that wall's memory asked for while this one is worked on. The note
 * is written once, for the last wall.
 */
MAZE_SPECIALISE uint64_t run_k(sm *m, uint64_t max, bool rect)
{
    kruskal *k = m->impl;
    maze *mz = m->m;
    uint32_t *up = k->up;
    bool watched = k->colour != NULL;
    uint64_t place = k->place, end = (uint64_t)1 << k->bits, done = 0, joined = k->joined;
    uint32_t merges = k->merges, need = mz->count - 1, prev = k->last, examined = k->examined;
    uint32_t c = 0, nb = 0, as = 0, bs = 0;
    maze_dir d = 0;
    bool open = false, last = false;
    uint64_t ahead = place < end ? order_at(k, place) : UINT64_MAX;
    while (done < max) {
        while (place < end && !wall_of(k, mz, ahead, rect, &c, &d, &nb))
            ahead = ++place < end ? order_at(k, place) : UINT64_MAX;
        if (place >= end) { /* no wall left: only a grid in pieces gets here */
            last = true;
            break;
        }
        ahead = ++place < end ? order_at(k, place) : UINT64_MAX;
        prefetch_wall(k, mz, ahead, rect);
        done++;
        examined++;
        if (watched && prev != MAZE_NONE && done == 1) /* later ones were logged in this batch */
            sm_touch_wall(m, edge_cell(prev, mz->sides), edge_side(prev, mz->sides));
        if (watched) {
            sm_touch(m, c);
            sm_touch(m, nb);
        }
        prev = c * mz->sides + d;
        uint32_t a = find(m, up, c), b = find(m, up, nb);
        as = size_of(up, a);
        bs = size_of(up, b);
        open = a != b && may_open(mz, c, d, rect);
        if (!open)
            continue;
        sm_save_wall(m, c, nb);
        maze_carve_k(mz, c, d, nb, rect);
        bool a_in = as < bs; /* the smaller set goes under the bigger's root */
        sm_save(m, &up[a], sizeof *up);
        sm_save(m, &up[b], sizeof *up);
        up[a_in ? a : b] = a_in ? b : a;
        up[a_in ? b : a] = REP | (as + bs);
        joined += (as == 1) + (bs == 1);
        if ((last = ++merges == need))
            break;
        if (watched && a_in)
            colour_merge(m, k, c, d, nb, b);
        else if (watched)
            colour_merge(m, k, nb, maze_opposite_k(mz, c, d, rect), c, a);
    }
    k->place = place;
    k->examined = examined;
    k->merges = merges;
    k->joined = joined;
    k->last = last ? MAZE_NONE : prev;
    k->last_open = open;
    if (done > 0 && open)
        say_open(m, c, nb, as, bs, merges == need);
    else if (done > 0)
        sm_say(m, LINE_KEEP, CAP_KEEP, c, nb, as, 0);
    if (last && watched)
        touch_all(m);
    m->done = last;
    return done;
}

static uint64_t kruskal_run(sm *m, uint64_t max)
{
    return m->m->nbr ? run_k(m, max, false) : run_k(m, max, true);
}

/* The smallest b with 2^b >= v, at least 2 (the order's halves have a bit each). */
static unsigned bits_for(uint64_t v)
{
    unsigned b = 2;
    while (b < 64 && ((uint64_t)1 << b) < v)
        b++;
    return b;
}

/*
 * The rounds the order's Feistel network takes over bits-bit places. A
 * round xors one half with a function of the other, so on few bits a
 * round can make few permutations and mixing takes many rounds: with 6
 * rounds throughout, 1,000,000 mazes on 3x3 (5 bits) told the tree
 * distribution from the stored shuffle's at p = 1e-61, and 12 rounds on
 * 2x2 (3 bits) at p = 0.01. With these, 1-12 million mazes on 2x2, 2x3,
 * 3x3, 3x4, hex 3x3, triangle 4x4 and polar 1x6 showed no difference
 * (p 0.09-0.71), nor did dead ends, straight passages and first-row
 * walls on 8x8, 16x16 and 40x40 with 6 rounds or these. Small grids are
 * cheap; 8 rounds on big ones cost a few ns a wall.
 */
static unsigned rounds_for(unsigned bits) { return bits <= 8 ? 24 : bits <= 14 ? 12 : 8; }

/* Opens side d of c before the first step and joins the two sets (a crossing's passage). */
static void join_now(sm *m, kruskal *k, uint32_t c, maze_dir d)
{
    uint32_t nb = maze_neighbor(m->m, c, d), a = find(m, k->up, c), b = find(m, k->up, nb);
    MAZEVIZ_ASSERT(a != b && grid_link_ok(m->m, c, d), "kruskal: a crossing over a joined or illegal wall");
    uint32_t as = size_of(k->up, a), bs = size_of(k->up, b);
    maze_carve(m->m, c, d);
    k->up[as < bs ? a : b] = as < bs ? b : a;
    k->up[as < bs ? b : a] = REP | (as + bs);
    k->joined += (as == 1) + (bs == 1);
    k->merges++;
    if (k->colour)
        colour_merge(m, k, as < bs ? c : nb, as < bs ? d : maze_opposite(m->m, c, d), as < bs ? nb : c,
                     as < bs ? b : a);
}

/* Whether c and its four neighbours have no passage yet: a crossing may be laid there. */
static bool plus_free(const maze *mz, uint32_t c)
{
    if (mz->cells[c])
        return false;
    for (maze_dir d = 0; d < RECT_SIDES; d++) {
        uint32_t nb = maze_neighbor(mz, c, d);
        if (nb == MAZE_NONE || mz->cells[nb])
            return false;
    }
    return true;
}

/*
 * MfP's "weave via Kruskal": before the first step, crossings are laid
 * on the empty weave - a cell opened into a straight corridor and a
 * tunnel under it joining the two cells across - at a quarter as many
 * random cells as the grid has, wherever the cell and its four
 * neighbours have no passage yet. The crossings' crosses never touch, so
 * each cut wall is bypassed by the cell beside it and the rest of the
 * walls still join every cell; the run then opens no other tunnel.
 */
static void place_crossings(sm *m, kruskal *k)
{
    maze *mz = m->m;
    for (uint32_t i = 0; i < mz->n / 4; i++) {
        uint32_t c = maze_random_cell(mz, &m->r);
        maze_dir across = rng_below(&m->r, 2); /* the tunnel runs north-south (0) or east-west (1) */
        if (!plus_free(mz, c))
            continue;
        join_now(m, k, c, across + 1);
        join_now(m, k, c, (across + 3) & 3u);
        join_now(m, k, maze_neighbor(mz, c, across), RECT_SIDES + across + 2);
    }
}

static bool kruskal_init(sm *m)
{
    kruskal *k = sm_alloc(m, 1, sizeof *k);
    uint32_t n = m->m->n;
    if (!(m->impl = k) || (uint64_t)n * m->m->sides > (uint64_t)UINT32_MAX + 1 ||
        !(k->up = sm_alloc(m, n, sizeof *k->up)))
        return false;
    if (m->set.track_changes) {
        if (!(k->colour = sm_alloc(m, n, 1)))
            return false;
        memset(k->colour, NO_COLOUR, n);
    }
    k->ids = m->m->nbr ? (uint64_t)n * m->m->sides : 2 * (uint64_t)n;
    k->bits = (uint8_t)bits_for(k->ids);
    k->rbits = k->bits / 2;
    k->lbits = k->bits - k->rbits;
    k->rounds = (uint8_t)rounds_for(k->bits);
    for (unsigned r = 0; r < k->rounds; r++)
        k->key[r] = rng_next(&m->r);
    k->nedges = (uint32_t)maze_edges(m->m);
    for (uint32_t c = 0; c < n; c++)
        k->up[c] = REP | 1u;
    k->last = MAZE_NONE;
    if (m->m->shape->link_ok)
        place_crossings(m, k);
    sm_say(m, LINE_START, CAP_START, m->m->count, k->nedges, 0, 0);
    if (m->m->count == 1)
        m->done = true;
    return true;
}

/* Whether c has a passage: whether it is in a set of two or more. */
static bool has_passage(const maze *m, uint32_t c)
{
    for (maze_dir d = 0; d < m->sides; d++)
        if (maze_is_open(m, c, d))
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
    uint32_t lc = edge_cell(k->last, m->m->sides);
    maze_dir ld = edge_side(k->last, m->m->sides);
    bool hit = (c == lc && d == ld) ||
               (c == maze_neighbor(m->m, lc, ld) && d == maze_opposite(m->m, lc, ld));
    if (!hit)
        return SM_WALL_PLAIN;
    return k->last_open ? SM_WALL_ACCEPTED : SM_WALL_REJECTED;
}

static size_t kruskal_figures(const sm *m, sm_figure *out)
{
    const kruskal *k = m->impl;
    size_t i = sm_fig(out, 0, "sets", "集合", m->m->count - k->merges, 0);
    i = sm_fig(out, i, "walls examined", "已检查的墙", k->examined, k->nedges);
    uint64_t joined = m->done ? m->m->count : k->joined;
    return sm_fig(out, i, "cells joined", "已连通的格", joined, m->m->count);
}

static const sm_text kruskal_code[] = {
    {"put every cell in a set of its own", "每个格自成一个集合"},
    {"pick a random wall not examined yet; its cells in different sets: open it, merge the sets",
     "随机选一面还没检查过的墙；两边的格在不同集合：打通它，合并两个集合"},
    {"  its cells already in one set: keep the wall (opening it would close a loop)",
     "  两边的格已在同一集合：保留这面墙（打通会形成环）"},
    {"stop when all cells are in one set", "所有格都在同一个集合时停止"},
};

static const sm_text kruskal_captions[] = {
    [CAP_START] = {"{n} cell{s}, each a set of its own; {n} wall{s} to examine in random order",
                   "{n} 个格，各自成一个集合；按随机顺序检查 {n} 面墙"},
    [CAP_OPEN] = {"wall between {c} and {c} opened: sets of {n} and {n} cell{s} merge",
                  "{c} 与 {c} 之间的墙打通：{n} 格和 {n} 格的两个集合合并"},
    [CAP_KEEP] = {"wall between {c} and {c} rejected: both cells already in one set of {n} cell{s}",
                  "{c} 与 {c} 之间的墙保留：两格已在同一个 {n} 格的集合中"},
    [CAP_DONE] = {"wall between {c} and {c} opened: the last two sets ({n} and {n} cell{s}) merge, done",
                  "{c} 与 {c} 之间的墙打通：最后两个集合（{n} 格和 {n} 格）合并，完成"},
    [CAP_PAIR] = {"wall between {c} and {c} opened: two lone cells form a new set",
                  "{c} 与 {c} 之间的墙打通：两个单独的格组成新集合"},
    [CAP_JOIN] = {"wall between {c} and {c} opened: the lone cell joins the set of {c} ({n} cell{s})",
                  "{c} 与 {c} 之间的墙打通：单独的格加入 {c} 所在的集合（{n} 格）"},
};

static const sm_legend kruskal_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"a set of one cell: not joined yet", "只有一个格的集合：尚未连通"}},
    {SM_MARK_CELL, SM_CELL_GROUP, {"a set of joined cells; touching sets differ in colour",
                                   "已连通的集合；相邻的集合颜色不同"}},
    {SM_MARK_CELL, SM_CELL_MAZE, {"one set left: the maze", "只剩一个集合：迷宫完成"}},
    {SM_MARK_WALL, SM_WALL_ACCEPTED, {"wall examined this step: opened (sets merged)",
                                      "这一步检查的墙：打通（集合合并）"}},
    {SM_MARK_WALL, SM_WALL_REJECTED, {"wall examined this step: kept (same set)",
                                      "这一步检查的墙：保留（同一集合）"}},
};

/* The size of a merge: the cells of the set it makes (a pair: 2; a lone cell joining: its set's and 1). */
static uint64_t merged_cells(const sm_note *n)
{
    if (n->caption == CAP_PAIR)
        return 2;
    return n->caption == CAP_JOIN ? n->arg[3] + UINT64_C(1) : (uint64_t)n->arg[2] + n->arg[3];
}

/* The size of a kept wall: the cells of the one set on both its sides. */
static uint64_t kept_cells(const sm_note *n) { return n->arg[2]; }

enum { EV_MERGE, EV_KEEP };
static const sm_event kruskal_events[] = {
    [EV_MERGE] = {"merge", {"two sets merge", "两个集合合并"},
                  SM_CAP(CAP_OPEN) | SM_CAP(CAP_PAIR) | SM_CAP(CAP_JOIN) | SM_CAP(CAP_DONE),
                  SM_SIZE("cells in the merged set", "合并后集合的格数", merged_cells)},
    [EV_KEEP] = {"wall-kept", {"a wall is kept: same set", "保留墙：同一集合"}, SM_CAP(CAP_KEEP),
                 SM_SIZE("cells in the set on both sides", "两边所在集合的格数", kept_cells)},
};

/* Predict: the random wall is shown between its two cells, then "which line?". */
static const sm_ask kruskal_asks[] = {
    {.captions = SM_CAP(CAP_OPEN) | SM_CAP(CAP_KEEP) | SM_CAP(CAP_DONE) | SM_CAP(CAP_PAIR) | SM_CAP(CAP_JOIN),
     .from = SM_ARG(0), .to = SM_ARG(1)},
};

/*
 * Exercises: the wall drawn next is shown; whether it opens is the rule's
 * (different sets), not a draw.
 */
static const sm_decision kruskal_decisions[] = {
    {{"the wall between {c} and {c} is drawn: open or keep?", "随机选到 {c} 与 {c} 之间的墙：打通（open）还是保留（keep）？"},
     {"Kruskal opens a wall exactly when its two cells are in different sets, and keeps it when they are "
      "already in one",
      "Kruskal 只在墙两边的格属于不同集合时打通它；已在同一集合时保留"}},
};

/* The root of c's set, read only (find() halves paths as it goes). */
static uint32_t root_of(const uint32_t *up, uint32_t c)
{
    while (!(up[c] & REP))
        c = up[c];
    return c;
}

/* The wall the next step examines: the next place of the keyed order that names one. False: none left. */
static bool next_wall(const sm *m, const kruskal *k, uint32_t *c, maze_dir *d, uint32_t *nb)
{
    bool rect = m->m->nbr == NULL;
    for (uint64_t place = k->place, end = (uint64_t)1 << k->bits; place < end; place++)
        if (wall_of(k, m->m, order_at(k, place), rect, c, d, nb))
            return true;
    return false;
}

static size_t kruskal_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const kruskal *k = m->impl;
    uint32_t c, nb;
    maze_dir d;
    if (!next_wall(m, k, &c, &d, &nb))
        return 0;
    size_t n = 0;
    info->arg[0] = c;
    info->arg[1] = nb;
    bool open = root_of(k->up, c) != root_of(k->up, nb) && may_open(m->m, c, d, m->m->nbr == NULL);
    info->own = sm_choice_of_word(open ? SM_WORD_OPEN : SM_WORD_KEEP);
    sm_offer(out, cap, &n, info->own);
    return n;
}

const sm_algo gen_kruskal = {
    .kind = SM_GENERATOR,
    .journals = true,
    .weaves = true, /* crossings first, then may_open asks grid_link_ok */
    .id = "kruskal",
    .alias = NULL,
    .name = {"Randomized Kruskal's algorithm", "随机 Kruskal 算法"},
    .code = kruskal_code,
    .code_lines = SM_COUNT(kruskal_code),
    .captions = kruskal_captions,
    .n_captions = SM_COUNT(kruskal_captions),
    .legend = kruskal_legend,
    .n_legend = SM_COUNT(kruskal_legend),
    .events = kruskal_events,
    .n_events = SM_COUNT(kruskal_events),
    .main_event = EV_KEEP,
    .asks = kruskal_asks,
    .n_asks = SM_COUNT(kruskal_asks),
    .choices = kruskal_choices,
    .decisions = kruskal_decisions,
    .n_decisions = SM_COUNT(kruskal_decisions),
    .init = kruskal_init,
    .run = kruskal_run,
    .cell = kruskal_cell,
    .wall = kruskal_wall,
    .figures = kruskal_figures,
};
