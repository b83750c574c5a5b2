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
 * Sets: each set keeps its members in a circular list (next) and each
 * cell its set's label (a member, the representative). A merge relabels
 * the smaller set, so a cell is relabelled at most log2(n) times: O(n log n)
 * in all, O(1) per step amortised, and finding a cell's set is one load.
 * (A union-find forest would find in nearly O(1) too, but the relabelling
 * is needed anyway for the colours, which makes the forest redundant.)
 *
 * Colours: a set of two or more cells has a colour index (the cell's
 * group, 0..23 - the renderer's distinct group colours - and in practice
 * 0..12), and two different sets that touch never share one; singletons
 * are blank. A new pair takes the lowest colour free around its two cells.
 * A merge keeps the bigger set's colour, and only the smaller set's cells
 * can bring a clash (a touching set of that colour): the relabelling walk
 * checks their neighbours as it goes, so this adds no walk of its own. A
 * clash is repaired by the cheaper of two walks over a set's members, each
 * giving the set the lowest colour free among all its neighbours: recolour
 * the clashing neighbour set, or, when that is at least as big as the
 * merged set, recolour the merged set (which settles every clash at once).
 * So the big set is never walked just to check it, and a repair walks the
 * smaller of the two sets concerned. Measured on 1000x1000 and 2000x2000: 4.1-4.4
 * relabels per cell (the log2 bound), 1.8-2.0 cell visits per cell for all
 * colour choices together, highest colour used 12; a whole 1000x1000 run
 * takes about 1.6x the time it took without colours (1.3-2x on a busy
 * machine), mostly the neighbour loads of the check. If no colour were free
 * around a set (24 differently coloured sets touching it, never seen), the
 * other repair is tried, then colour 0 is taken.
 *
 * Bias: many short dead ends (30.6 % of cells on 300x300, against 29.4 %
 * for a uniform maze) and short, spiky corridors; not uniform.
 * Cost: O(1) amortised per step for the sets, at most one step per wall;
 * the colour repairs have no proven bound, only the measurements above.
 * Memory: 17 bytes per cell (was 20 without colours): the wall list (two
 * 4-byte walls per cell), label and next side by side (the relabelling
 * walk reads and writes both: one cache line, not two), and the colour
 * byte, kept in every cell (the walks that relabel or recolour a set visit
 * every member anyway), so a neighbour's colour is one byte load. The set
 * sizes live in the representatives' own label slots (a cell that is its
 * own set's label does not need to store it) - the union-find trick of
 * keeping the size at the root. Why not less: the wall list is the
 * shuffle's state (the random stream, hence the maze, depends on it); the
 * member lists and per-cell colours are what the colours need, and the
 * colours are shown whether or not changes are tracked (a GIF records an
 * untracked machine), so untracked runs keep them too. A label with the
 * colour in spare bits would need n < 2^27; mazes go to 2^30 cells.
 */
#include "../sm_impl.h"

#define REP 0x80000000u /* label[c] & REP: c is its set's representative; the rest is the size */
#define COLOURS 24u
#define NO_COLOUR 0xffu

enum { LINE_START, LINE_OPEN, LINE_KEEP, LINE_DONE };
enum { CAP_START, CAP_OPEN, CAP_KEEP, CAP_DONE, CAP_PAIR, CAP_JOIN };

typedef struct kruskal {
    uint32_t *edges;  /* cell * nfwd + j: the j-th side of the cell whose neighbour has a higher number */
    struct {
        uint32_t label; /* the set of the cell; at the representative: REP | size */
        uint32_t next;  /* circular list of each set's members */
    } *nd;              /* side by side: a relabelling walk reads both */
    uint8_t *colour;  /* colour of each cell's set (NO_COLOUR: a singleton), in every cell */
    uint32_t nedges, examined, merges;
    uint64_t joined; /* cells in sets of two or more */
    uint32_t last;   /* the wall examined last (an edge), or MAZE_NONE */
    bool last_open;
    uint32_t nfwd;   /* the most such sides a cell has */
} kruskal;

static uint32_t set_of(const kruskal *k, uint32_t c)
{
    uint32_t l = k->nd[c].label;
    return l & REP ? c : l;
}

static uint32_t size_of(const kruskal *k, uint32_t set) { return k->nd[set].label & ~REP; }

static uint32_t edge_cell(const kruskal *k, uint32_t e) { return e / k->nfwd; }

/* The side of edge e's cell that the edge crosses. */
static maze_dir edge_dir(const maze *m, const kruskal *k, uint32_t e)
{
    uint32_t c = e / k->nfwd, j = e % k->nfwd;
    for (maze_dir d = 0; d < m->sides; d++) {
        uint32_t nb = maze_neighbor(m, c, d);
        if (nb != MAZE_NONE && nb > c && j-- == 0)
            return d;
    }
    return 0; /* not reached: e was listed from these sides */
}

/* Colours of the sets of two or more that touch set (other than itself), as a bit mask. */
static uint32_t colours_around(const sm *m, const kruskal *k, uint32_t set)
{
    uint32_t used = 0, c = set;
    do {
        for (maze_dir d = 0; d < m->m->sides; d++) {
            uint32_t nb = maze_neighbor(m->m, c, d);
            if (nb == MAZE_NONE || k->colour[nb] == NO_COLOUR || nb == set || k->nd[nb].label == set)
                continue;
            used |= 1u << k->colour[nb];
        }
        c = k->nd[c].next;
    } while (c != set);
    return used;
}

static unsigned lowest_free(uint32_t used)
{
    for (unsigned i = 0; i < COLOURS; i++)
        if (!(used & (1u << i)))
            return i;
    return NO_COLOUR;
}

/* Gives every cell of set colour col and redraws it. */
static void paint(sm *m, kruskal *k, uint32_t set, uint8_t col)
{
    uint32_t x = set;
    do {
        k->colour[x] = col;
        sm_touch(m, x);
        x = k->nd[x].next;
    } while (x != set);
}

/* Gives set the lowest colour free around it and redraws it; false when none is free. */
static bool recolour(sm *m, kruskal *k, uint32_t set)
{
    unsigned c = lowest_free(colours_around(m, k, set));
    if (c == NO_COLOUR)
        return false;
    if (c != k->colour[set])
        paint(m, k, set, (uint8_t)c);
    return true;
}

/*
 * The set of a neighbour of c (other than set) whose colour is set's, or
 * MAZE_NONE. Singletons have NO_COLOUR, so no size check is needed, and
 * most neighbours are in set already: one load each.
 */
static uint32_t clash_at(const sm *m, const kruskal *k, uint32_t c, uint32_t set)
{
    uint8_t mine = k->colour[set];
    for (maze_dir d = 0; d < m->m->sides; d++) {
        uint32_t nb = maze_neighbor(m->m, c, d);
        if (nb == MAZE_NONE || k->colour[nb] != mine || nb == set || k->nd[nb].label == set)
            continue;
        return set_of(k, nb);
    }
    return MAZE_NONE;
}

/*
 * The count cells from first on have just joined into (after the splice in
 * merge they come first in into's list): repairs every clash they bring
 * (see the file comment). Walks those cells; a clash walks the cheaper set.
 */
static void settle_colours(sm *m, kruskal *k, uint32_t first, uint32_t count, uint32_t into)
{
    uint32_t c = first;
    for (uint32_t i = 0; i < count; i++, c = k->nd[c].next) {
        uint32_t s;
        while ((s = clash_at(m, k, c, into)) != MAZE_NONE) {
            bool mine = size_of(k, s) >= size_of(k, into);
            if (mine ? recolour(m, k, into) : recolour(m, k, s))
                continue;
            if (!(mine ? recolour(m, k, s) : recolour(m, k, into))) {
                paint(m, k, into, 0); /* no colour free around either: give up on this one */
                return;
            }
        }
    }
}

/* Whether a neighbour of c outside sets a and b has colour col. */
static bool touches_colour(const sm *m, const kruskal *k, uint32_t c, uint32_t a, uint32_t b,
                           uint8_t col)
{
    for (maze_dir d = 0; d < m->m->sides; d++) {
        uint32_t nb = maze_neighbor(m->m, c, d);
        if (nb == MAZE_NONE || k->colour[nb] != col)
            continue;
        uint32_t s = set_of(k, nb);
        if (s != a && s != b)
            return true;
    }
    return false;
}

/*
 * Every cell of from joins set into; both were sets (from no bigger). The
 * relabelling walk also looks for clashes, so the usual merge walks the
 * smaller set once; only a clash walks it again to repair.
 */
static void merge(sm *m, kruskal *k, uint32_t from, uint32_t into)
{
    uint32_t fsize = size_of(k, from), isize = size_of(k, into);
    uint8_t col = k->colour[into];
    bool clash = false;
    uint32_t c = from;
    do {
        k->nd[c].label = into;
        k->colour[c] = col;
        sm_touch(m, c);
        clash = clash || (isize > 1 && touches_colour(m, k, c, from, into, col));
        c = k->nd[c].next;
    } while (c != from);
    uint32_t first = k->nd[from].next; /* into's list becomes into, from's cells, the rest */
    k->nd[from].next = k->nd[into].next;
    k->nd[into].next = first;
    k->nd[into].label = REP | (fsize + isize);
    k->joined += (fsize == 1) + (isize == 1);
    k->merges++;
    if (isize == 1) {
        sm_touch(m, into);
        if (!recolour(m, k, into))
            paint(m, k, into, 0);
    } else if (clash) {
        settle_colours(m, k, first, fsize, into);
    }
}

/* The last merge: every cell turns from its set's colour into maze. */
static void touch_all(sm *m, const kruskal *k, uint32_t set)
{
    uint32_t c = set;
    do {
        sm_touch(m, c);
        c = k->nd[c].next;
    } while (c != set);
}

static bool kruskal_step(sm *m)
{
    kruskal *k = m->impl;
    if (k->last != MAZE_NONE)
        sm_touch_wall(m, edge_cell(k, k->last), edge_dir(m->m, k, k->last));
    uint32_t i = k->examined++;
    uint32_t j = i + rng_below(&m->r, k->nedges - i);
    uint32_t e = k->edges[j];
    k->edges[j] = k->edges[i];
    k->edges[i] = e;
    uint32_t c = edge_cell(k, e);
    maze_dir d = edge_dir(m->m, k, e);
    uint32_t nb = maze_neighbor(m->m, c, d);
    uint32_t a = set_of(k, c), b = set_of(k, nb);
    k->last = e;
    sm_touch_wall(m, c, d);
    if (a == b) {
        k->last_open = false;
        sm_say(m, LINE_KEEP, CAP_KEEP, c, nb, size_of(k, a), 0);
        return true;
    }
    uint32_t as = size_of(k, a), bs = size_of(k, b);
    k->last_open = true;
    maze_carve(m->m, c, d);
    if (as < bs)
        merge(m, k, a, b);
    else
        merge(m, k, b, a);
    if (k->merges + 1 < m->m->count) {
        if (as == 1 && bs == 1)
            sm_say(m, LINE_OPEN, CAP_PAIR, c, nb, 0, 0);
        else if (as == 1 || bs == 1)
            sm_say(m, LINE_OPEN, CAP_JOIN, c, nb, as == 1 ? nb : c, as + bs - 1);
        else
            sm_say(m, LINE_OPEN, CAP_OPEN, c, nb, as, bs);
        return true;
    }
    k->last = MAZE_NONE;
    touch_all(m, k, set_of(k, c));
    sm_say(m, LINE_DONE, CAP_DONE, c, nb, as, bs);
    return false;
}

SM_DEFINE_RUN(kruskal_run, kruskal_step)

/* The sides of c whose neighbour has a higher number. */
static uint32_t forward_sides(const maze *m, uint32_t c)
{
    uint32_t j = 0;
    for (maze_dir d = 0; d < m->sides; d++) {
        uint32_t nb = maze_neighbor(m, c, d);
        j += nb != MAZE_NONE && nb > c;
    }
    return j;
}

/* Lists each interior wall once, from the cell with the lower number. */
static void list_edges(const maze *m, kruskal *k)
{
    k->nedges = 0;
    for (uint32_t c = 0; c < m->n; c++)
        for (uint32_t j = 0, f = forward_sides(m, c); j < f; j++)
            k->edges[k->nedges++] = c * k->nfwd + j;
}

static bool kruskal_init(sm *m)
{
    kruskal *k = sm_alloc(m, 1, sizeof *k);
    uint32_t n = m->m->n;
    if (!(m->impl = k))
        return false;
    for (uint32_t c = 0; c < n; c++) {
        uint32_t f = forward_sides(m->m, c);
        k->nfwd = f > k->nfwd ? f : k->nfwd;
    }
    if ((uint64_t)n * k->nfwd > UINT32_MAX ||
        !(k->edges = sm_alloc(m, maze_edges(m->m), sizeof *k->edges)) ||
        !(k->nd = sm_alloc(m, n, sizeof *k->nd)) || !(k->colour = sm_alloc(m, n, 1)))
        return false;
    list_edges(m->m, k);
    for (uint32_t c = 0; c < n; c++) {
        k->nd[c].label = REP | 1u;
        k->nd[c].next = c;
        k->colour[c] = NO_COLOUR;
    }
    k->last = MAZE_NONE;
    sm_say(m, LINE_START, CAP_START, m->m->count, k->nedges, 0, 0);
    if (m->m->count == 1)
        m->done = true;
    return true;
}

static sm_cell kruskal_cell(const sm *m, uint32_t c)
{
    const kruskal *k = m->impl;
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    uint32_t set = set_of(k, c);
    if (m->done)
        out.kind = SM_CELL_MAZE;
    else if (size_of(k, set) > 1) {
        out.kind = SM_CELL_GROUP;
        out.group = k->colour[c];
    }
    return out;
}

static sm_wall_kind kruskal_wall(const sm *m, uint32_t c, maze_dir d)
{
    const kruskal *k = m->impl;
    if (k->last == MAZE_NONE)
        return SM_WALL_PLAIN;
    uint32_t lc = edge_cell(k, k->last);
    maze_dir ld = edge_dir(m->m, k, k->last);
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

enum { EV_MERGE, EV_KEEP };
static const sm_event kruskal_events[] = {
    [EV_MERGE] = {"merge", {"two sets merge", "两个集合合并"},
                  SM_CAP(CAP_OPEN) | SM_CAP(CAP_PAIR) | SM_CAP(CAP_JOIN) | SM_CAP(CAP_DONE)},
    [EV_KEEP] = {"wall-kept", {"a wall is kept: same set", "保留墙:同一集合"}, SM_CAP(CAP_KEEP)},
};

/* Predict: the random wall is shown between its two cells, then "which line?". */
static const sm_ask kruskal_asks[] = {
    {.captions = SM_CAP(CAP_OPEN) | SM_CAP(CAP_KEEP) | SM_CAP(CAP_DONE) | SM_CAP(CAP_PAIR) | SM_CAP(CAP_JOIN),
     .from = SM_ARG(0), .to = SM_ARG(1)},
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
    .events = kruskal_events,
    .n_events = SM_COUNT(kruskal_events),
    .main_event = EV_KEEP,
    .asks = kruskal_asks,
    .n_asks = SM_COUNT(kruskal_asks),
    .init = kruskal_init,
    .run = kruskal_run,
    .cell = kruskal_cell,
    .wall = kruskal_wall,
    .figures = kruskal_figures,
};
