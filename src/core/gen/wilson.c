/*
 * wilson.c - Wilson's algorithm: loop-erased random walks (Wilson 1996).
 *
 * The maze starts as one random cell. A walk starts at a cell outside the
 * maze and moves at random; when it steps onto its own path the loop it
 * just closed is erased at once, and when it steps onto the maze the whole
 * path, with the walls between its cells, joins the maze in that step.
 * Then the next walk starts, until every cell is in the maze.
 *
 * Phases: walk (one random move per step; erasing a loop or joining the
 * maze happen inside the move that causes them). Walk starts are the first
 * cell outside the maze in row-major order (as in the seed tutorial) or,
 * with start=random, in a random permutation of the cells; either way the
 * result is uniform over all spanning trees.
 *
 * Bias: none - every perfect maze is equally likely. Cost: the walk's moves
 * are O(1) each, and erasing or carving a cell is paid for by the move that
 * put it on the path, so a step is O(1) amortised. Expected moves grow
 * roughly like n log n; the first walks are the long ones.
 * Memory: one state byte per cell - in-maze and on-walk flags plus the
 * direction back along the walk, so the path is a linked list through the
 * grid and membership is one load (no list scans).
 */
#include <stdlib.h>

#include "../gen_impl.h"

enum {
    IN_MAZE = 1u << 0,
    IN_WALK = 1u << 1,
    BACK_SHIFT = 2, /* bits 2-3: direction to the previous walk cell */
};

enum { OPT_START };
enum { START_FIRST, START_RANDOM };

typedef struct wilson {
    uint8_t *st;
    uint32_t head, start;
    uint64_t in_maze, walk_len, loops_erased;
    /* Walk-start order: x -> (mul * x + add) mod 2^bits, values >= n skipped. */
    uint64_t order_pos, order_mul, order_add, order_mask;
    uint64_t order_left; /* positions left to visit */
} wilson;

static maze_dir back_dir(uint8_t s) { return (maze_dir)((s >> BACK_SHIFT) & 3u); }

/* The next start cell: first cell outside the maze in the walk-start order. */
static uint32_t next_start(wilson *w, uint32_t n)
{
    while (w->order_left > 0) {
        uint64_t x = w->order_pos;
        w->order_pos = (w->order_mul * x + w->order_add) & w->order_mask;
        w->order_left--;
        if (x < n && !(w->st[x] & IN_MAZE))
            return (uint32_t)x;
    }
    return MAZE_NONE; /* unreachable while cells remain outside */
}

static void begin_walk(gen *g, wilson *w)
{
    uint32_t s = next_start(w, g->m->n);
    w->st[s] = IN_WALK;
    w->head = w->start = s;
    w->walk_len = 1;
    gen_touch(g, s);
}

/* The walk at head stepped in direction d onto the maze: add it, walls too. */
static bool join_maze(gen *g, wilson *w, maze_dir d)
{
    maze *m = g->m;
    uint32_t c = w->head;
    maze_carve(m, c, d);
    gen_touch_wall(g, c, d);
    while (c != w->start) {
        maze_dir bd = back_dir(w->st[c]);
        w->st[c] = IN_MAZE;
        maze_carve(m, c, bd);
        gen_touch(g, c);
        c += (uint32_t)m->delta[bd];
    }
    w->st[c] = IN_MAZE;
    gen_touch(g, c);
    w->in_maze += w->walk_len;
    w->walk_len = 0;
    w->head = w->start = MAZE_NONE;
    if (w->in_maze == m->n)
        return false;
    begin_walk(g, w);
    return true;
}

/* The walk stepped onto its own cell nb: erase the loop back to nb. */
static void erase_loop(gen *g, wilson *w, uint32_t nb)
{
    const maze *m = g->m;
    uint32_t c = w->head;
    while (c != nb) {
        maze_dir bd = back_dir(w->st[c]);
        w->st[c] = 0;
        gen_touch(g, c);
        c += (uint32_t)m->delta[bd];
        w->walk_len--;
    }
    w->head = nb;
    gen_touch(g, nb);
    w->loops_erased++;
}

/*
 * The walk's moves. The common move (onto a fresh cell) runs with the grid,
 * the rng, the head and the change log in locals - byte stores into the
 * state array would otherwise force the compiler to reload them every move;
 * erasing a loop and joining the maze write them back and run out of line.
 */
static uint64_t wilson_run(gen *g, uint64_t max)
{
    wilson *w = g->impl;
    const maze grid = *g->m; /* a local copy: stores to st cannot alias it */
    const maze *m = &grid;
    uint8_t *st = w->st;
    rng r = g->r;
    gen_log log = gen_log_open(g);
    uint32_t head = w->head;
    uint64_t len = w->walk_len, i = 0;
    while (i < max) {
        i++;
        maze_dir d;
        do
            d = (maze_dir)rng_dir(&r);
        while (!maze_has_neighbor(m, head, d));
        uint32_t nb = head + (uint32_t)m->delta[d];
        uint8_t s = st[nb];
        if (!(s & (IN_MAZE | IN_WALK))) {
            st[nb] = (uint8_t)(IN_WALK | (maze_opposite(d) << BACK_SHIFT));
            gen_log_put(&log, head);
            gen_log_put(&log, nb);
            head = nb;
            len++;
            continue;
        }
        g->r = r;
        w->head = head;
        w->walk_len = len;
        gen_log_close(g, log);
        bool more = true;
        if (s & IN_MAZE)
            more = join_maze(g, w, d);
        else
            erase_loop(g, w, nb);
        r = g->r;
        head = w->head;
        len = w->walk_len;
        log = gen_log_open(g);
        if (!more) {
            g->done = true;
            break;
        }
    }
    g->r = r;
    w->head = head;
    w->walk_len = len;
    gen_log_close(g, log);
    return i;
}

static bool wilson_step(gen *g)
{
    wilson_run(g, 1);
    return !g->done;
}

/* Sets up the walk-start order: identity, or a random full-period LCG. */
static void init_order(gen *g, wilson *w)
{
    uint64_t size = 1;
    while (size < g->m->n)
        size <<= 1;
    w->order_mask = size - 1;
    w->order_left = size;
    if (gen_option_value(g, OPT_START) == START_RANDOM) {
        /* mul = 1 mod 4 and add odd give period 2^bits (Hull-Dobell). */
        w->order_mul = ((rng_next(&g->r) << 2) | 1u) & w->order_mask;
        w->order_add = (rng_next(&g->r) | 1u) & w->order_mask;
        w->order_pos = rng_next(&g->r) & w->order_mask;
        if (size < 4)
            w->order_mul = 1;
    } else {
        w->order_mul = 1;
        w->order_add = 1;
        w->order_pos = 0;
    }
}

static bool wilson_init(gen *g)
{
    wilson *w = gen_alloc(g, 1, sizeof *w);
    g->impl = w;
    if (!w || !(w->st = gen_alloc(g, g->m->n, 1)))
        return false;
    init_order(g, w);
    uint32_t first = rng_below(&g->r, g->m->n);
    w->st[first] = IN_MAZE;
    w->in_maze = 1;
    w->head = w->start = MAZE_NONE;
    gen_touch(g, first);
    if (w->in_maze == g->m->n)
        g->done = true;
    else
        begin_walk(g, w);
    return true;
}

static void wilson_fini(gen *g)
{
    wilson *w = g->impl;
    if (w)
        free(w->st);
    free(w);
}

static gen_cell wilson_cell(const gen *g, uint32_t c)
{
    const wilson *w = g->impl;
    uint8_t s = w->st[c];
    gen_cell out = {GEN_CELL_BLANK, 0};
    if (s & IN_MAZE)
        out.kind = GEN_CELL_MAZE;
    else if (c == w->head)
        out.kind = GEN_CELL_HEAD;
    else if (s & IN_WALK)
        out.kind = GEN_CELL_WALK;
    return out;
}

/* Whether c is a walk cell whose back link crosses its side d. */
static bool links_back(const wilson *w, uint32_t c, maze_dir d)
{
    uint8_t s = w->st[c];
    return (s & IN_WALK) && c != w->start && back_dir(s) == d;
}

static gen_wall_kind wilson_wall(const gen *g, uint32_t c, maze_dir d)
{
    const wilson *w = g->impl;
    uint32_t nb = maze_neighbor(g->m, c, d);
    if (nb == MAZE_NONE)
        return GEN_WALL_PLAIN;
    if (links_back(w, c, d) || links_back(w, nb, maze_opposite(d)))
        return GEN_WALL_TENTATIVE;
    return GEN_WALL_PLAIN;
}

static void wilson_info(const gen *g, gen_info *out)
{
    const wilson *w = g->impl;
    out->cells_in_maze = w->in_maze;
    out->walk_len = w->walk_len;
    out->loops_erased = w->loops_erased;
    out->phase = "walk";
}

static const gen_option wilson_options[] = {
    {"start", "where each walk starts: first cell outside the maze (row-major) or random order",
     {"first", "random", NULL}},
};

const gen_algo gen_wilson = {
    .id = "wilson",
    .alias = NULL,
    .name_en = "Wilson's algorithm",
    .name_zh = "Wilson 算法",
    .options = wilson_options,
    .n_options = 1,
    .init = wilson_init,
    .step = wilson_step,
    .run = wilson_run,
    .cell = wilson_cell,
    .wall = wilson_wall,
    .info = wilson_info,
    .fini = wilson_fini,
};
