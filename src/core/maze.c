/*
 * maze.c - a maze over any grid shape: creation (the shape builds the
 * topology, then an optional mask cuts cells out), carving, and the checks
 * tests and the statistics rely on.
 */
#include <stdlib.h>
#include <string.h>

#include "mazeviz/grid.h"
#include "mazeviz/maze.h"

bool maze_size_ok(uint32_t w, uint32_t h)
{
    return w >= 1 && h >= 1 && w <= MAZE_MAX_SIDE && h <= MAZE_MAX_SIDE &&
           (uint64_t)w * h <= MAZE_MAX_CELLS;
}

maze *maze_create(uint32_t w, uint32_t h) { return maze_create_shaped(&grid_rect, w, h, NULL); }

/*
 * Table shapes: no neighbour is a masked-out cell, and a masked-out cell
 * has none. A passage that runs under a masked-out cell (a weave's tunnel)
 * goes too: it would have no wall of its own and no middle to be drawn
 * across. Tunnels are cut first, while grid_under() still finds the middle.
 */
static void cut_table(maze *m)
{
    for (uint32_t c = 0; c < m->n && m->shape->under; c++)
        for (unsigned s = 0; s < m->sides; s++) {
            uint32_t mid = grid_under(m, c, s);
            if (mid != MAZE_NONE && !m->live[mid])
                m->nbr[(size_t)c * m->sides + s] = MAZE_NONE;
        }
    for (uint32_t c = 0; c < m->n; c++) {
        uint32_t *row = m->nbr + (size_t)c * m->sides;
        for (unsigned s = 0; s < m->sides; s++)
            if (!m->live[c] || (row[s] != MAZE_NONE && !m->live[row[s]]))
                row[s] = MAZE_NONE;
    }
}

/* Keeps the cells mask says exist. False: no cell left, or no memory. */
static bool apply_mask(maze *m, const uint8_t *mask)
{
    uint32_t count = 0;
    for (uint32_t c = 0; c < m->n; c++)
        count += mask[c] != 0;
    if (count == 0)
        return false;
    if (count == m->n)
        return true; /* a mask that cuts nothing is no mask */
    m->live = malloc(m->n);
    m->live_ids = malloc((size_t)count * sizeof *m->live_ids);
    if (!m->live || !m->live_ids)
        return false;
    m->count = 0;
    for (uint32_t c = 0; c < m->n; c++) {
        m->live[c] = mask[c] != 0;
        if (m->live[c])
            m->live_ids[m->count++] = c;
    }
    MAZEVIZ_ASSERT(m->count == count, "apply_mask: the cells that exist were miscounted");
    if (m->nbr)
        cut_table(m);
    else
        rect_apply_mask(m);
    return true;
}

maze *maze_create_shaped(const grid_shape *shape, uint32_t w, uint32_t h, const uint8_t *mask)
{
    MAZEVIZ_ASSERT(shape != NULL, "maze_create_shaped: no shape");
    if (!shape->size_ok(w, h))
        return NULL;
    maze *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->shape = shape;
    m->w = w;
    m->h = h;
    if (!shape->build(m))
        goto err;
    MAZEVIZ_ASSERT(m->n >= 1 && m->sides >= 1 && m->sides <= MAZE_MAX_SIDES && m->cells,
                   "maze_create_shaped: the shape built no cells, or more sides than a passage byte holds");
    m->count = m->n;
    if (mask && !apply_mask(m, mask))
        goto err;
    return m;
err:
    maze_destroy(m);
    return NULL;
}

maze *maze_create_like(const maze *m) { return maze_create_shaped(m->shape, m->w, m->h, m->live); }

void maze_destroy(maze *m)
{
    if (!m)
        return;
    free(m->cells);
    free(m->nbr);
    free(m->back);
    free(m->live);
    free(m->live_ids);
    free(m->geo);
    free(m);
}

void maze_fill(maze *m, bool open)
{
    if (!m->nbr) {
        rect_fill(m, open);
        return;
    }
    for (uint32_t c = 0; c < m->n; c++) {
        uint8_t bits = 0;
        for (unsigned s = 0; open && s < m->sides; s++)
            if (maze_neighbor(m, c, s) != MAZE_NONE)
                bits |= (uint8_t)(1u << s);
        m->cells[c] = bits;
    }
}

uint32_t maze_first_cell(const maze *m)
{
    MAZEVIZ_ASSERT(m->count >= 1, "maze_first_cell: no cell");
    return m->live_ids ? m->live_ids[0] : 0;
}

uint32_t maze_last_cell(const maze *m)
{
    MAZEVIZ_ASSERT(m->count >= 1, "maze_last_cell: no cell");
    return m->live_ids ? m->live_ids[m->count - 1] : m->n - 1;
}

bool maze_carve(maze *m, uint32_t c, unsigned s)
{
    MAZEVIZ_ASSERT(c < m->n && s < m->sides && maze_exists(m, c), "maze_carve: no such cell or side");
    uint32_t nb = maze_neighbor(m, c, s);
    if (nb == MAZE_NONE)
        return false;
    m->cells[c] |= (uint8_t)(1u << s);
    m->cells[nb] |= (uint8_t)(1u << maze_opposite(m, c, s));
    return true;
}

bool maze_build(maze *m, uint32_t c, unsigned s)
{
    MAZEVIZ_ASSERT(c < m->n && s < m->sides && maze_exists(m, c), "maze_build: no such cell or side");
    uint32_t nb = maze_neighbor(m, c, s);
    if (nb == MAZE_NONE)
        return false;
    m->cells[c] &= (uint8_t)~(1u << s);
    m->cells[nb] &= (uint8_t)~(1u << maze_opposite(m, c, s));
    return true;
}

unsigned maze_side_to(const maze *m, uint32_t a, uint32_t b)
{
    MAZEVIZ_ASSERT(a < m->n, "maze_side_to: no such cell");
    for (unsigned s = 0; s < m->sides; s++)
        if (maze_neighbor(m, a, s) == b)
            return s;
    return MAZE_NO_SIDE;
}

uint64_t maze_passages(const maze *m)
{
    uint64_t n = 0;
    for (uint32_t c = 0; c < m->n; c++)
        n += maze_degree(m, c);
    return n / 2;
}

uint64_t maze_edges(const maze *m)
{
    uint64_t n = 0;
    for (uint32_t c = 0; c < m->n; c++)
        for (unsigned s = 0; s < m->sides; s++)
            n += maze_neighbor(m, c, s) != MAZE_NONE;
    return n / 2;
}

/* Passage bits agree on both sides and never cross the outer wall. */
static bool walls_consistent(const maze *m)
{
    for (uint32_t c = 0; c < m->n; c++) {
        for (unsigned s = 0; s < m->sides; s++) {
            if (!maze_is_open(m, c, s))
                continue;
            uint32_t nb = maze_neighbor(m, c, s);
            if (nb == MAZE_NONE || !maze_is_open(m, nb, maze_opposite(m, c, s)))
                return false;
        }
    }
    return true;
}

/*
 * Breadth-first search from the first cell, through open walls (open) or
 * through every neighbour (!open). Returns the cells reached, or
 * MAZE_NONE when the work memory cannot be allocated. Each piece found is
 * marked in seen with its number (1, 2, ...) when seen is given.
 */
static uint32_t flood(const maze *m, uint32_t start, bool open, uint32_t *queue, uint8_t *seen)
{
    size_t head = 0, tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    while (head < tail) {
        uint32_t c = queue[head++];
        for (unsigned s = 0; s < m->sides; s++) {
            if (open && !maze_is_open(m, c, s))
                continue;
            uint32_t nb = maze_neighbor(m, c, s);
            if (nb != MAZE_NONE && !seen[nb]) {
                seen[nb] = 1;
                queue[tail++] = nb;
            }
        }
    }
    return (uint32_t)tail;
}

bool maze_is_perfect(const maze *m)
{
    if (!walls_consistent(m) || maze_passages(m) != (uint64_t)m->count - 1)
        return false;
    uint32_t *queue = malloc((size_t)m->n * sizeof *queue);
    uint8_t *seen = calloc(m->n, 1);
    bool ok = queue && seen && flood(m, maze_first_cell(m), true, queue, seen) == m->count;
    free(queue);
    free(seen);
    return ok;
}

uint32_t maze_mask_pieces(const maze *m, uint32_t *largest)
{
    uint32_t *queue = malloc((size_t)m->n * sizeof *queue);
    uint8_t *seen = calloc(m->n, 1);
    uint32_t pieces = 0, most = 0;
    if (queue && seen) {
        for (uint32_t c = 0; c < m->n; c++) {
            if (seen[c] || !maze_exists(m, c))
                continue;
            uint32_t k = flood(m, c, false, queue, seen);
            pieces++;
            most = k > most ? k : most;
        }
    }
    free(queue);
    free(seen);
    if (largest)
        *largest = most;
    return pieces;
}

bool maze_equal(const maze *a, const maze *b)
{
    if (a->shape != b->shape || a->w != b->w || a->h != b->h || a->n != b->n || a->count != b->count)
        return false;
    if ((a->live == NULL) != (b->live == NULL) || (a->live && memcmp(a->live, b->live, a->n) != 0))
        return false;
    return memcmp(a->cells, b->cells, a->n) == 0;
}

/* The first broken invariant of cell c's side s, or NULL. */
static const char *check_side(const maze *m, uint32_t c, unsigned s)
{
    uint32_t nb = maze_neighbor(m, c, s);
    if (nb == MAZE_NONE)
        return maze_is_open(m, c, s) ? "a passage leads through the outer wall or to no cell" : NULL;
    if (nb >= m->n || !maze_exists(m, nb))
        return "a neighbour is no cell that exists";
    if (!maze_exists(m, c))
        return "a cell a mask cut out has a neighbour";
    unsigned back = maze_opposite(m, c, s);
    if (back >= m->sides || maze_neighbor(m, nb, back) != c)
        return "neighbours are not mutual: the side facing back leads elsewhere";
    if (maze_is_open(m, c, s) != maze_is_open(m, nb, back))
        return "a wall is open from one side only";
    return NULL;
}

const char *maze_check(const maze *m)
{
    if (!m || !m->shape || !m->cells || m->n == 0 || m->sides == 0 || m->sides > MAZE_MAX_SIDES)
        return "not a maze: no shape, no cells, or a side count a passage byte cannot hold";
    uint32_t count = 0;
    for (uint32_t c = 0; c < m->n; c++) {
        if (!maze_exists(m, c)) {
            if (m->cells[c] & ((1u << m->sides) - 1u))
                return "a cell a mask cut out has a passage";
        } else if (m->live_ids && (count >= m->count || m->live_ids[count] != c)) {
            return "the list of existing cells disagrees with the mask";
        }
        count += maze_exists(m, c);
        if (m->nbr && m->sides < MAZE_MAX_SIDES && m->cells[c] >> m->sides) /* (a rectangle's high bits are links) */
            return "a passage bit is set for a side the grid does not have";
        for (unsigned s = 0; s < m->sides; s++) {
            const char *why = check_side(m, c, s);
            if (why)
                return why;
        }
    }
    return count == m->count && count >= 1 ? NULL : "count disagrees with the cells that exist";
}
