/*
 * mask.c - masks from pictures (mask.h): the pixel or the ink under each
 * cell, the pieces the cells form, and the bridges that join a drawing's
 * pieces.
 *
 * Bridging is Prim's algorithm over the pieces with breadth-first
 * distances: distances from the joined part (first the largest piece)
 * through every cell of the grid; the piece cell nearest to it (lowest id
 * on ties) is joined along its shortest route, whose cells become
 * bridges; the new cells are sources at distance 0 and the search goes on
 * from them only (a distance never grows). Done eagerly that is
 * O(pieces x cells); the search below is lazy (see `search`), looking no
 * farther than the nearest piece, and its work is bounded before it
 * starts (widest_gap).
 */
#include "mazeviz/mask.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SAMPLES 8 /* per side of a cell's box: up to 64 ink samples a cell, about one a pixel */
#define NO_PIECE UINT32_MAX

void mask_picture_free(mask_picture *p)
{
    if (!p)
        return;
    free(p->px);
    memset(p, 0, sizeof *p);
}

/*
 * The neighbour across side d that joins c in a mask: a weave's tunnel does
 * not, since the masked maze drops it when the cell it runs under is cut
 * out (maze.c's cut_table), so pieces and bridges go cell by cell.
 */
static uint32_t mask_neighbor(const maze *m, uint32_t c, maze_dir d)
{
    return grid_under(m, c, d) == MAZE_NONE ? maze_neighbor(m, c, d) : MAZE_NONE;
}

/* The picture's level at unit point (x, y) of m, a grid of extent ew x eh. */
static uint8_t ink_at(const maze *m, const mask_picture *p, float ew, float eh, float x, float y)
{
    double px, py;
    grid_picture_point(m, ew, eh, p->w, p->h, x, y, &px, &py);
    if (!(px >= 0 && py >= 0 && px < p->w && py < p->h))
        return 0;
    return p->px[(size_t)py * p->w + (size_t)px];
}

/* Whether at least half of cell c's area is ink: samples on a grid over its box, inside its outline. */
static bool inked(const maze *m, const mask_picture *p, float ew, float eh, uint32_t c)
{
    grid_pt pts[GRID_MAX_POINTS];
    unsigned n = m->shape->polygon(m, c, pts);
    float x0 = pts[0].x, x1 = pts[0].x, y0 = pts[0].y, y1 = pts[0].y;
    for (unsigned i = 1; i < n; i++) {
        x0 = fminf(x0, pts[i].x);
        x1 = fmaxf(x1, pts[i].x);
        y0 = fminf(y0, pts[i].y);
        y1 = fmaxf(y1, pts[i].y);
    }
    double across = (x1 - x0) / ew * p->w, down = (y1 - y0) / eh * p->h; /* the box in pixels */
    unsigned sx = across < 2 ? 2 : across > MAX_SAMPLES ? MAX_SAMPLES : (unsigned)ceil(across);
    unsigned sy = down < 2 ? 2 : down > MAX_SAMPLES ? MAX_SAMPLES : (unsigned)ceil(down);
    unsigned inside = 0, sum = 0;
    for (unsigned j = 0; j < sy; j++) {
        for (unsigned i = 0; i < sx; i++) {
            float x = x0 + (x1 - x0) * (i + 0.5f) / sx, y = y0 + (y1 - y0) * (j + 0.5f) / sy;
            if (m->shape->cell_at(m, x, y) != c)
                continue;
            inside++;
            sum += ink_at(m, p, ew, eh, x, y);
        }
    }
    if (inside == 0) { /* a sliver: its centre decides */
        grid_pt q = m->shape->center(m, c);
        return ink_at(m, p, ew, eh, q.x, q.y) >= 128;
    }
    return sum * 2 >= inside * 255u;
}

/* One byte per cell of full, the picture laid on it as its kind says. False: no memory. */
static bool lay(const maze *full, const mask_picture *p, uint8_t *cells)
{
    if (p->drawing) {
        float ew, eh;
        full->shape->extent(full, &ew, &eh);
        for (uint32_t c = 0; c < full->n; c++)
            cells[c] = inked(full, p, ew, eh, c);
        return true;
    }
    uint8_t *bin = malloc((size_t)p->w * p->h);
    if (!bin)
        return false;
    for (size_t i = 0; i < (size_t)p->w * p->h; i++)
        bin[i] = p->px[i] >= 128;
    grid_mask_from_picture(full, bin, p->w, p->h, cells);
    free(bin);
    return true;
}

typedef struct work {
    const maze *full;
    uint8_t *cells;
    uint32_t *piece;  /* piece number of each cell in the mask, NO_PIECE outside */
    uint32_t *size;   /* cells per piece */
    uint32_t *queue;  /* n: breadth-first searches; then each piece's cells, in id order, piece by piece */
    uint32_t *start;  /* pieces + 1: where each piece's cells begin in queue (joining only) */
    uint32_t pieces, main_piece;
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
                uint32_t nb = mask_neighbor(m, u, d);
                if (nb != MAZE_NONE && k->cells[nb] && k->piece[nb] == NO_PIECE) {
                    k->piece[nb] = id;
                    k->queue[tail++] = nb;
                }
            }
        }
    }
}

/* Each piece's cells in id order: piece i's are queue[start[i] .. start[i + 1]). */
static void list_pieces(work *k)
{
    k->start[0] = 0;
    for (uint32_t i = 0; i < k->pieces; i++)
        k->start[i + 1] = k->start[i] + k->size[i];
    for (uint32_t c = 0; c < k->full->n; c++)
        if (k->piece[c] != NO_PIECE)
            k->queue[k->start[k->piece[c]] + --k->size[k->piece[c]]] = c;
    for (uint32_t i = 0; i < k->pieces; i++) { /* filled from the back: reverse, and the sizes are back */
        uint32_t a = k->start[i], b = k->start[i + 1];
        k->size[i] = b - a;
        for (; b > a + 1; a++, b--) {
            uint32_t t = k->queue[a];
            k->queue[a] = k->queue[b - 1];
            k->queue[b - 1] = t;
        }
    }
}

/*
 * The work bound. Every piece spreads breadth-first at once (each cell
 * takes the nearest piece, ties to the first queued), so a grid edge
 * between cells of two pieces' regions offers to join them with a gap of
 * their distances plus one; joining the offers from the smallest gap up
 * (Kruskal's algorithm over the pieces, by counting sort) finds the
 * largest gap the joining will ever need to cross: the bottleneck of the
 * pieces' minimum spanning tree by gap (Mehlhorn: the regions' edges hold
 * one). Returned in *gap; false: no memory.
 */
static uint32_t piece_root(uint32_t *up, uint32_t p)
{
    while (up[p] != p)
        p = up[p] = up[up[p]];
    return p;
}

/*
 * Every piece's region: breadth-first from all pieces at once (queue
 * order), region and distance per cell. Returns the largest distance.
 */
static uint32_t regions(work *k, uint32_t *region, uint32_t *dist)
{
    const maze *m = k->full;
    uint32_t tail = 0;
    for (uint32_t c = 0; c < m->n; c++) {
        region[c] = k->piece[c];
        dist[c] = region[c] == NO_PIECE ? UINT32_MAX : 0;
        if (region[c] != NO_PIECE)
            k->queue[tail++] = c;
    }
    for (uint32_t head = 0; head < tail; head++) {
        uint32_t u = k->queue[head];
        for (maze_dir d = 0; d < m->sides; d++) {
            uint32_t nb = mask_neighbor(m, u, d);
            if (nb != MAZE_NONE && dist[nb] == UINT32_MAX) {
                dist[nb] = dist[u] + 1;
                region[nb] = region[u];
                k->queue[tail++] = nb;
            }
        }
    }
    return tail > 0 ? dist[k->queue[tail - 1]] : 0;
}

/* The gap the grid edge of c on side d offers between two regions, or 0: none. */
static uint32_t offer(const work *k, const uint32_t *region, const uint32_t *dist, uint32_t c, maze_dir d)
{
    uint32_t nb = mask_neighbor(k->full, c, d);
    if (nb == MAZE_NONE || nb < c || region[nb] == region[c] || dist[c] == UINT32_MAX || dist[nb] == UINT32_MAX)
        return 0;
    return dist[c] + dist[nb] + 1;
}

static bool widest_gap(work *k, uint32_t *gap)
{
    const maze *m = k->full;
    size_t n = m->n, edges = n * m->sides, total = 0, gaps = 0;
    uint32_t *region = malloc(n * sizeof *region), *dist = malloc(n * sizeof *dist);
    uint32_t *up = malloc(k->pieces * sizeof *up);
    size_t *at = NULL, *sorted = NULL; /* a counting sort of the offers by gap: at[g] ends as where gap g + 1 starts */
    bool ok = region && dist && up;
    *gap = 0;
    if (ok) {
        gaps = 2 * (size_t)regions(k, region, dist) + 3;
        ok = (at = calloc(gaps, sizeof *at)) != NULL;
    }
    for (size_t e = 0; ok && e < edges; e++) {
        uint32_t g = offer(k, region, dist, (uint32_t)(e / m->sides), (maze_dir)(e % m->sides));
        at[g + 1] += g > 0;
    }
    for (size_t g = 1; ok && g < gaps; g++)
        at[g] += at[g - 1];
    ok = ok && (sorted = malloc(((total = at[gaps - 1]) + 1) * sizeof *sorted)) != NULL;
    for (size_t e = 0; ok && e < edges; e++) {
        uint32_t g = offer(k, region, dist, (uint32_t)(e / m->sides), (maze_dir)(e % m->sides));
        if (g > 0)
            sorted[at[g]++] = e;
    }
    for (uint32_t p = 0; ok && p < k->pieces; p++)
        up[p] = p;
    for (size_t i = 0, left = k->pieces - 1; ok && left > 0 && i < total; i++) {
        uint32_t c = (uint32_t)(sorted[i] / m->sides), nb = mask_neighbor(m, c, (maze_dir)(sorted[i] % m->sides));
        uint32_t a = piece_root(up, region[c]), b = piece_root(up, region[nb]);
        if (a != b) {
            up[a] = b;
            left--;
            *gap = dist[c] + dist[nb] + 1;
        }
    }
    free(region);
    free(dist);
    free(up);
    free(at);
    free(sorted);
    return ok;
}

/*
 * The joining's search, lazily. The joined part is the sources; each
 * cell's distance to it and the cell it was reached from (its parent)
 * are what a breadth-first search from the sources, run again from the
 * new sources after every join and lowering distances only, would leave:
 * the nearest piece cell (lowest id on ties) is joined along its parents.
 * Run eagerly that costs pieces x cells - a long text's far end is
 * reached again after every join. So the searches share one queue by
 * distance, one FIFO per distance (the searches' turns in order, so a
 * cell takes its parent from the first search to reach it at its
 * distance, as the eager runs do), and stop at the distance of the
 * nearest piece cell: nothing farther is looked at until needed. The
 * piece cells reached wait in a heap by (distance, id).
 */
typedef struct entry {
    uint32_t cell, next;
} entry;

typedef struct search {
    work *k;
    uint32_t *dist, *parent;
    uint8_t *joined;        /* per piece */
    entry *pool;            /* the FIFOs' entries, linked; free ones from `spare` */
    size_t pool_len, pool_cap;
    uint32_t spare;
    uint32_t *head, *tail;  /* per distance: the FIFO (NO_PIECE: empty) */
    size_t levels, lo;      /* distances with a FIFO; below lo every FIFO is empty */
    uint64_t *heap;         /* piece cells reached: distance << 32 | cell */
    size_t heap_len, heap_cap;
} search;

/* Appends cell c to distance level's FIFO; false: no memory. */
static bool enqueue(search *s, size_t level, uint32_t c)
{
    if (level >= s->levels) {
        size_t more = 2 * level + 16;
        uint32_t *h = realloc(s->head, more * sizeof *h), *t = h ? realloc(s->tail, more * sizeof *t) : NULL;
        if (h)
            s->head = h;
        if (!t)
            return false;
        s->tail = t;
        for (size_t i = s->levels; i < more; i++)
            s->head[i] = s->tail[i] = NO_PIECE;
        s->levels = more;
    }
    uint32_t e = s->spare;
    if (e != NO_PIECE) {
        s->spare = s->pool[e].next;
    } else {
        if (s->pool_len == s->pool_cap) {
            size_t cap = s->pool_cap ? 2 * s->pool_cap : 1024;
            entry *pool = cap < NO_PIECE ? realloc(s->pool, cap * sizeof *pool) : NULL;
            if (!pool)
                return false;
            s->pool = pool;
            s->pool_cap = cap;
        }
        e = (uint32_t)s->pool_len++;
    }
    s->pool[e] = (entry){c, NO_PIECE};
    if (s->tail[level] == NO_PIECE)
        s->head[level] = e;
    else
        s->pool[s->tail[level]].next = e;
    s->tail[level] = e;
    if (level < s->lo)
        s->lo = level;
    return true;
}

/* Puts a piece cell reached into the heap; false: no memory. */
static bool heap_push(search *s, uint64_t key)
{
    if (s->heap_len == s->heap_cap) {
        size_t cap = s->heap_cap ? 2 * s->heap_cap : 256;
        uint64_t *h = realloc(s->heap, cap * sizeof *h);
        if (!h)
            return false;
        s->heap = h;
        s->heap_cap = cap;
    }
    size_t i = s->heap_len++;
    while (i > 0 && s->heap[(i - 1) / 2] > key) {
        s->heap[i] = s->heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    s->heap[i] = key;
    return true;
}

static void heap_pop(search *s)
{
    uint64_t last = s->heap[--s->heap_len];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= s->heap_len)
            break;
        if (c + 1 < s->heap_len && s->heap[c + 1] < s->heap[c])
            c++;
        if (s->heap[c] >= last)
            break;
        s->heap[i] = s->heap[c];
        i = c;
    }
    if (s->heap_len > 0)
        s->heap[i] = last;
}

/* The unjoined piece cell nearest now, or NO_PIECE; drops the heap's stale entries. */
static uint32_t heap_top(search *s)
{
    while (s->heap_len > 0) {
        uint32_t c = (uint32_t)s->heap[0], d = (uint32_t)(s->heap[0] >> 32);
        if (!s->joined[s->k->piece[c]] && s->dist[c] == d)
            return c;
        heap_pop(s);
    }
    return NO_PIECE;
}

/* Cell c reached at distance d from u (a lower one than it had); false: no memory. */
static bool reach(search *s, uint32_t c, uint32_t d, uint32_t u)
{
    s->dist[c] = d;
    s->parent[c] = u;
    uint32_t p = s->k->piece[c];
    return enqueue(s, d, c) && (p == NO_PIECE || s->joined[p] || heap_push(s, (uint64_t)d << 32 | c));
}

/* Runs the FIFO of distance level to its end; false: no memory. */
static bool run_level(search *s, size_t level)
{
    const maze *m = s->k->full;
    while (s->head[level] != NO_PIECE) {
        uint32_t e = s->head[level], u = s->pool[e].cell;
        s->head[level] = s->pool[e].next;
        s->pool[e].next = s->spare;
        s->spare = e;
        if (s->dist[u] != level) /* a later search got it nearer */
            continue;
        for (maze_dir d = 0; d < m->sides; d++) {
            uint32_t nb = mask_neighbor(m, u, d);
            if (nb != MAZE_NONE && s->dist[u] + 1 < s->dist[nb] && !reach(s, nb, s->dist[u] + 1, u))
                return false;
        }
    }
    s->tail[level] = NO_PIECE;
    return true;
}

/* The unjoined piece cell nearest to the joined part (lowest id on ties), or NO_PIECE; *ok false: no memory. */
static uint32_t nearest(search *s, bool *ok)
{
    for (;;) {
        uint32_t best = heap_top(s);
        while (s->lo < s->levels && s->head[s->lo] == NO_PIECE)
            s->lo++;
        if (best != NO_PIECE && s->dist[best] <= s->lo)
            return best; /* every cell up to its distance is final */
        if (s->lo == s->levels)
            return best;
        if (!(*ok = run_level(s, s->lo)))
            return NO_PIECE;
    }
}

/* Piece id joins: its cells not joined yet become sources (distance 0, id order). */
static bool join_piece(search *s, uint32_t id)
{
    const work *k = s->k;
    s->joined[id] = 1;
    for (uint32_t i = k->start[id]; i < k->start[id + 1]; i++) {
        uint32_t c = k->queue[i];
        if (s->dist[c] != 0 && !reach(s, c, 0, c))
            return false;
    }
    return true;
}

/* Joins every piece to the main one with bridge cells, counted in *bridges. False: no memory. */
static bool bridge(work *k, uint32_t *bridges)
{
    uint32_t n = k->full->n;
    search s = {.k = k, .spare = NO_PIECE};
    s.dist = malloc((size_t)n * sizeof *s.dist);
    s.parent = malloc((size_t)n * sizeof *s.parent);
    s.joined = calloc(k->pieces, 1);
    bool ok = s.dist && s.parent && s.joined;
    *bridges = 0;
    if (ok) {
        memset(s.dist, 0xff, (size_t)n * sizeof *s.dist);
        ok = join_piece(&s, k->main_piece);
    }
    for (uint32_t left = k->pieces - 1; ok && left > 0; left--) {
        uint32_t best = nearest(&s, &ok);
        if (best == NO_PIECE)
            break; /* not reachable: the grid itself is in pieces (it never is), or no memory */
        for (uint32_t u = s.parent[best], next; ok && s.dist[u] != 0; u = next) {
            next = s.parent[u];
            k->cells[u] = 1;
            ++*bridges;
            ok = reach(&s, u, 0, u);
        }
        ok = ok && join_piece(&s, k->piece[best]);
    }
    free(s.dist);
    free(s.parent);
    free(s.joined);
    free(s.pool);
    free(s.head);
    free(s.tail);
    free(s.heap);
    return ok;
}

/* Pieces, the largest, a stray cell. */
static void pieces(work *k, mask_info *info)
{
    label(k);
    k->main_piece = 0;
    for (uint32_t i = 1; i < k->pieces; i++)
        if (k->size[i] > k->size[k->main_piece])
            k->main_piece = i;
    info->pieces = k->pieces;
    info->largest = k->pieces ? k->size[k->main_piece] : 0;
    for (uint32_t c = 0; c < k->full->n && info->stray == MAZE_NONE; c++)
        if (k->piece[c] != NO_PIECE && k->piece[c] != k->main_piece)
            info->stray = c;
}

/* The pieces of k->cells joined, when the work bound allows: MASK_OK, MASK_TOO_FAR or MASK_NO_MEMORY. */
static mask_status join(work *k, mask_info *info)
{
    uint32_t gap;
    if (k->pieces < 2)
        return MASK_OK;
    if (!(k->start = malloc(((size_t)k->pieces + 1) * sizeof *k->start)) || !widest_gap(k, &gap))
        return MASK_NO_MEMORY;
    uint64_t rounds = gap + 1 < k->pieces ? gap + 1 : k->pieces;
    info->work = rounds * k->full->n;
    if (info->work > MASK_JOIN_WORK)
        return MASK_TOO_FAR;
    list_pieces(k);
    return bridge(k, &info->bridges) ? MASK_OK : MASK_NO_MEMORY;
}

/* The pieces of cells counted, and joined when joining (else several are MASK_PIECES); cells counted. */
static mask_status lay_pieces(const maze *full, uint8_t *cells, bool joining, mask_info *info)
{
    *info = (mask_info){0, 0, 0, MAZE_NONE, 0, 0};
    work k = {.full = full, .cells = cells};
    uint32_t n = full->n;
    k.piece = malloc((size_t)n * sizeof *k.piece);
    k.size = malloc((size_t)n * sizeof *k.size);
    k.queue = malloc((size_t)n * sizeof *k.queue);
    mask_status st = MASK_NO_MEMORY;
    if (k.piece && k.size && k.queue) {
        pieces(&k, info);
        st = joining ? join(&k, info) : k.pieces > 1 ? MASK_PIECES : MASK_OK;
    }
    for (uint32_t c = 0; c < n; c++)
        info->cells += cells[c];
    free(k.piece);
    free(k.size);
    free(k.queue);
    free(k.start);
    return st;
}

mask_status mask_join(const maze *full, uint8_t *cells, mask_info *info)
{
    mask_info spare;
    return lay_pieces(full, cells, true, info ? info : &spare);
}

mask_status mask_cells(const grid_shape *shape, uint32_t w, uint32_t h, const mask_picture *p,
                       uint8_t **out, mask_info *info)
{
    MAZEVIZ_ASSERT(p && out && (p->px || (size_t)p->w * p->h == 0), "mask_cells: no picture or no place for the cells");
    mask_info spare;
    info = info ? info : &spare;
    *info = (mask_info){0, 0, 0, MAZE_NONE, 0, 0};
    *out = NULL;
    if (!p->drawing && !grid_picture_fits(shape, w, h, p->w, p->h))
        return MASK_SIZE;
    maze *full = maze_create_shaped(shape, w, h, NULL);
    uint8_t *cells = full ? malloc(full->n) : NULL;
    mask_status st = MASK_NO_MEMORY;
    if (cells && lay(full, p, cells))
        st = lay_pieces(full, cells, p->drawing, info);
    if (st == MASK_OK && info->cells == 0)
        st = MASK_EMPTY;
    if (st == MASK_OK) {
        *out = cells;
        cells = NULL;
    }
    free(cells);
    maze_destroy(full);
    return st;
}

void mask_size_for(const grid_shape *shape, const mask_picture *p, uint32_t *w, uint32_t *h)
{
    grid_size_for_picture(shape, p->w, p->h, p->drawing ? MASK_TEXT_UNITS : 0, w, h);
}
