/*
 * edit.c - the editor's model: strokes that toggle, draw or erase walls,
 * undo and redo as a log of wall changes, and the cells the editor marks
 * (on a cycle, not reachable). See edit.h.
 */
#include <stdlib.h>
#include <string.h>

#include "mazeviz/edit.h"
#include "mazeviz/grid.h"
#include "mazeviz/stats.h"

#define FIRST 1u /* the log entry is the first change of its step */

static uint64_t entry(uint32_t c, unsigned s, bool first) { return (uint64_t)c << 9 | (uint64_t)s << 1 | first; }

static void toggle(maze *m, uint64_t x)
{
    uint32_t c = (uint32_t)(x >> 9);
    unsigned s = (unsigned)(x >> 1 & 0xff);
    if (maze_is_open(m, c, s))
        maze_build(m, c, s);
    else
        maze_carve(m, c, s);
}

/* Room for k more entries after the done ones (forgetting the redoable); false: no memory. */
static bool room(maze_edit *e, size_t k)
{
    e->n = e->top;
    if (e->n + k <= e->cap)
        return true;
    size_t cap = e->cap ? e->cap : 256;
    while (cap < e->n + k)
        cap *= 2;
    uint64_t *l = realloc(e->log, cap * sizeof *l);
    if (!l)
        return false;
    e->log = l;
    e->cap = cap;
    return true;
}

/* Logs the change of wall (c, s) and makes it. */
static void change(maze_edit *e, uint32_t c, unsigned s, bool first)
{
    e->log[e->n] = entry(c, s, first);
    toggle(e->m, e->log[e->n]);
    e->top = ++e->n;
    e->steps += first;
}

/*
 * On a weave a wall is editable when its shape would let it be opened with
 * the rest as it is (grid_link_ok, asked with it closed): so the corridor
 * over a tunnel and the closed walls of the cell under it stay, and every
 * edit leaves a weave. A tunnel has no wall in the picture to edit.
 */
static bool weave_allows(maze *m, uint32_t c, unsigned s)
{
    if (grid_under(m, c, s) != MAZE_NONE)
        return false;
    if (!maze_is_open(m, c, s))
        return grid_link_ok(m, c, s);
    maze_build(m, c, s);
    bool ok = grid_link_ok(m, c, s);
    maze_carve(m, c, s);
    return ok;
}

static bool editable(maze *m, uint32_t c, unsigned s)
{
    return c < m->n && s < m->sides && maze_exists(m, c) && maze_neighbor(m, c, s) != MAZE_NONE &&
           (!m->shape->link_ok || weave_allows(m, c, s));
}

void maze_edit_init(maze_edit *e, maze *m)
{
    memset(e, 0, sizeof *e);
    e->m = m;
}

void maze_edit_free(maze_edit *e)
{
    free(e->log);
    e->log = NULL;
    e->n = e->cap = e->top = 0;
}

bool maze_edit_press(maze_edit *e, uint32_t c, unsigned s)
{
    e->stroke = false;
    if (!editable(e->m, c, s) || !room(e, 1))
        return false;
    change(e, c, s, true);
    e->stroke = true;
    e->stroke_open = maze_is_open(e->m, c, s);
    return true;
}

bool maze_edit_drag(maze_edit *e, uint32_t c, unsigned s)
{
    if (!e->stroke || !editable(e->m, c, s) || maze_is_open(e->m, c, s) == e->stroke_open || !room(e, 1))
        return false;
    change(e, c, s, false);
    return true;
}

void maze_edit_release(maze_edit *e) { e->stroke = false; }

/* The interior walls not yet as `open` says that may be edited, each once (from the cell with the smaller id): counts them, or (log) changes them as one step. */
static size_t walls_to_fill(maze *m, bool open, maze_edit *e, bool log)
{
    size_t k = 0;
    for (uint32_t c = 0; c < m->n; c++)
        for (unsigned s = 0; maze_exists(m, c) && s < m->sides; s++) {
            uint32_t nb = maze_neighbor(m, c, s);
            if (nb == MAZE_NONE || nb < c || maze_is_open(m, c, s) == open || !editable(m, c, s))
                continue;
            if (log)
                change(e, c, s, k == 0);
            k++;
        }
    return k;
}

bool maze_edit_fill(maze_edit *e, bool open)
{
    e->stroke = false;
    size_t k = walls_to_fill(e->m, open, e, false);
    if (k == 0 || !room(e, k))
        return false;
    walls_to_fill(e->m, open, e, true);
    return true;
}

bool maze_edit_undo(maze_edit *e)
{
    e->stroke = false;
    if (e->top == 0)
        return false;
    do
        toggle(e->m, e->log[--e->top]);
    while (!(e->log[e->top] & FIRST));
    e->steps--;
    return true;
}

bool maze_edit_redo(maze_edit *e)
{
    e->stroke = false;
    if (e->top == e->n)
        return false;
    do
        toggle(e->m, e->log[e->top++]);
    while (e->top < e->n && !(e->log[e->top] & FIRST));
    e->steps++;
    return true;
}

/* The work arrays of the bridge search: discovery times, low links, the path's cells and next sides. */
typedef struct dfs {
    uint32_t *disc, *low, *stack;
    uint8_t *next, *in_side; /* the side to try next; the side of the cell the search came in by */
    uint8_t *on;             /* 1: the cell is on a cycle */
} dfs;

/* Cell v is done: its low link goes to its parent u, and a tree passage that is no bridge puts both on a cycle. */
static void finish(dfs *d, uint32_t u, uint32_t v)
{
    if (d->low[v] < d->low[u])
        d->low[u] = d->low[v];
    if (d->low[v] <= d->disc[u])
        d->on[u] = d->on[v] = 1;
}

/* One depth-first search from root over open passages, by the stack (never recursion). */
static void search(const maze *m, dfs *d, uint32_t root, uint32_t *clock)
{
    size_t top = 0;
    d->stack[top++] = root;
    d->disc[root] = d->low[root] = ++*clock;
    d->in_side[root] = MAZE_NO_SIDE;
    while (top > 0) {
        uint32_t u = d->stack[top - 1];
        if (d->next[u] >= m->sides) {
            if (--top > 0)
                finish(d, d->stack[top - 1], u);
            continue;
        }
        unsigned s = d->next[u]++;
        if (!maze_is_open(m, u, s) || s == d->in_side[u])
            continue;
        uint32_t v = maze_neighbor(m, u, s);
        if (d->disc[v]) { /* a passage back to a cell on the path, or one already done: a cycle */
            if (d->disc[v] < d->low[u])
                d->low[u] = d->disc[v];
            if (d->disc[v] < d->disc[u])
                d->on[u] = d->on[v] = 1;
            continue;
        }
        d->disc[v] = d->low[v] = ++*clock;
        d->in_side[v] = (uint8_t)maze_opposite(m, u, s);
        d->stack[top++] = v;
    }
}

bool maze_cycle_cells(const maze *m, uint32_t *out, size_t *n)
{
    dfs d;
    size_t cells = m->n;
    d.disc = calloc(cells, sizeof *d.disc);
    d.low = malloc(cells * sizeof *d.low);
    d.stack = malloc(cells * sizeof *d.stack);
    d.next = calloc(cells, 1);
    d.in_side = malloc(cells);
    d.on = calloc(cells, 1);
    bool ok = d.disc && d.low && d.stack && d.next && d.in_side && d.on;
    *n = 0;
    if (ok) {
        uint32_t clock = 0;
        for (uint32_t c = 0; c < m->n; c++)
            if (maze_exists(m, c) && !d.disc[c])
                search(m, &d, c, &clock);
        for (uint32_t c = 0; c < m->n; c++)
            if (d.on[c])
                out[(*n)++] = c;
    }
    free(d.disc);
    free(d.low);
    free(d.stack);
    free(d.next);
    free(d.in_side);
    free(d.on);
    return ok;
}

bool maze_unreachable_cells(const maze *m, uint32_t from, uint32_t *out, size_t *n)
{
    uint32_t *queue = malloc((size_t)m->n * sizeof *queue), *dist = malloc((size_t)m->n * sizeof *dist);
    *n = 0;
    if (!queue || !dist) {
        free(queue);
        free(dist);
        return false;
    }
    from = from < m->n && maze_exists(m, from) ? from : maze_first_cell(m);
    memset(dist, 0xff, (size_t)m->n * sizeof *dist);
    dist[from] = 0;
    uint32_t far;
    maze_bfs(m, from, queue, dist, &far);
    for (uint32_t c = 0; c < m->n; c++)
        if (maze_exists(m, c) && dist[c] == UINT32_MAX)
            out[(*n)++] = c;
    free(queue);
    free(dist);
    return true;
}
