/*
 * walk.h - random walks over a growing maze: the loop-erased walk of
 * Wilson's algorithm (wilson.c, the second phase of houston.c) and the
 * plain wandering walk of Aldous-Broder (aldous_broder.c, the first phase
 * of houston.c).
 *
 * One state byte per cell (a machine block) says whether the cell is in
 * the maze, on the walk, and the side back along the walk, so the path is
 * a linked list through the grid and membership is one load. A move asks
 * the grid for a random side that has a neighbour (on a rectangle: one
 * byte of the maze and an addition). A move is O(1); erasing a loop or
 * carving the path into the maze is paid for by the moves that put those
 * cells on the path. The walk works on any grid and mask: it only needs
 * every cell that exists to be connected to the maze.
 *
 * When nobody watches (no change tracking: headless runs, the lab) Wilson
 * uses walk_fast(), the "last exit" form of Wilson's 1996 paper instead:
 * each cell keeps only the direction the walk last left it by, loops are
 * erased implicitly by overwriting it, and the loop-erased walk is read by
 * following those directions from the start. For the same random moves it
 * gives the same tree; at the end of each batch the walk is turned back
 * into the loop-erased form, so every state a viewer can ask for is exact. Starting a walk is a step of
 * its own, so each step runs exactly one line of the pseudocode. The
 * functions are static inline so each algorithm's step loop compiles to
 * straight code.
 *
 * The captions of walk events are shared (walk_captions); each algorithm
 * says which of its pseudocode lines each event is (walk_lines).
 */
#ifndef MAZEVIZ_GEN_WALK_H
#define MAZEVIZ_GEN_WALK_H

#include "mazeviz/grid.h"
#include "../sm_impl.h"

enum {
    WALK_IN_MAZE = 1u << 0,
    WALK_ON = 1u << 1,
    WALK_BACK_SHIFT = 2, /* bits 2-4: side to the previous walk cell (or, in the
                            last-exit form, the side the walk last left by) */
    WALK_DIR_MASK = 7u << WALK_BACK_SHIFT,
};

/*
 * Captions of walk events, shared by the walk algorithms' caption tables.
 * A move's note also holds the cell it came from, in an argument the text
 * does not use (noted below): predict draws the move as an arrow.
 */
enum {
    WALK_CAP_FIRST,   /* {c}: the first cell */
    WALK_CAP_START,   /* {c} */
    WALK_CAP_EXTEND,  /* {d} {c} {n}=walk length; arg 3: from */
    WALK_CAP_ERASE,   /* {c} {n}=cells erased; arg 2: from */
    WALK_CAP_JOIN,    /* {c} {n}=cells added; arg 2: from */
    WALK_CAP_DONE,    /* {c} {n}; arg 2: from */
    WALK_CAP_NEW,     /* wander: {d} {c} new cell; arg 3: from */
    WALK_CAP_OLD,     /* wander: {d} {c} already in; arg 2: from */
    WALK_CAP_SWITCH,  /* Houston: {n} cell{s}, switch to loop-erased walks */
    WALK_CAPS
};

#define WALK_CAPTIONS                                                                         \
    {"the first cell of the maze is {c}", "迷宫的第一个格是 {c}"},                            \
    {"a new walk starts at {c}, the next cell outside the maze",                               \
     "新的游走从迷宫外的下一个格 {c} 开始"},                                                   \
    {"the walk moves {d} to {c}: a new cell, the walk is {n} cell{s} long",                      \
     "游走向{d}走到 {c}：新格，游走长 {n} 格"},                                                  \
    {"the walk hit its own path at {c}: erased a loop of {n} cell{s}",                          \
     "游走在 {c} 碰到自身的路径：擦除了 {n} 格的环"},                                              \
    {"the walk reached the maze at {c}: the walls along it open, adding {n} cell{s} to the maze", \
     "游走到达迷宫 {c}：打通沿途的墙，{n} 个格并入迷宫"},                                      \
    {"the walk reached the maze at {c} and added {n} cell{s}: every cell is in the maze",      \
     "游走到达迷宫 {c}，加入 {n} 格：所有格都在迷宫中了"},                                        \
    {"the walker moves {d} to {c}, a new cell: carve the wall, {c} joins the maze",          \
     "漫游者向{d}走到新格 {c}：打通墙，{c} 加入迷宫"},                                           \
    {"the walker moves {d} to {c}, already in the maze: nothing to carve",                    \
     "漫游者向{d}走到 {c}，已在迷宫中：不打墙"},                                                 \
    {"the maze has {n} cell{s}: switch to loop-erased walks",                                     \
     "迷宫已有 {n} 格：改用擦除环的随机游走"}

/* Predict's rows for the walk captions: every move's random target is an arrow from where it stood. */
#define WALK_ASKS                                                                                   \
    {.captions = SM_CAP(WALK_CAP_EXTEND) | SM_CAP(WALK_CAP_NEW), .from = SM_ARG(3), .to = SM_ARG(1)}, \
    {.captions = SM_CAP(WALK_CAP_OLD), .from = SM_ARG(2), .to = SM_ARG(1)},                          \
    {.captions = SM_CAP(WALK_CAP_ERASE) | SM_CAP(WALK_CAP_JOIN) | SM_CAP(WALK_CAP_DONE),             \
     .from = SM_ARG(2), .to = SM_ARG(0)}

/*
 * The size of the loop-erased walk's events (--until EVENT:len>=N): the
 * cells the caption counts, erased in a loop or added to the maze.
 */
static inline uint64_t walk_cells(const sm_note *n) { return n->arg[1]; }
#define WALK_LOOP_SIZE SM_SIZE("cells in the erased loop", "擦除的环的格数", walk_cells)
#define WALK_JOIN_SIZE SM_SIZE("cells the walk adds to the maze", "游走加入迷宫的格数", walk_cells)

/* Which pseudocode line each walk event is, per algorithm. */
typedef struct walk_lines {
    uint8_t start, extend, erase, join, done, wander_new, wander_old;
} walk_lines;

typedef struct walk {
    uint8_t *st;          /* one byte per cell, see the enum above */
    uint32_t head, start; /* MAZE_NONE while no walk is under way */
    uint64_t in_maze, len, loops_erased;
} walk;

static inline maze_dir walk_back_dir(uint8_t s) { return (maze_dir)((s >> WALK_BACK_SHIFT) & 7u); }

/*
 * Allocates the state bytes and puts one random cell in the maze. Returns
 * that cell, or MAZE_NONE when memory ran out. Sets m->done when it was
 * the only cell. The note says "first cell" on line 0.
 */
static inline uint32_t walk_init(sm *m, walk *w)
{
    w->head = w->start = MAZE_NONE;
    if (!(w->st = sm_alloc(m, m->m->n, 1)))
        return MAZE_NONE;
    uint32_t first = maze_random_cell(m->m, &m->r);
    w->st[first] |= WALK_IN_MAZE;
    w->in_maze = 1;
    sm_touch(m, first);
    sm_say(m, 0, WALK_CAP_FIRST, first, 0, 0, 0);
    m->done = m->m->count == 1;
    return first;
}

/*
 * One Aldous-Broder move: the wanderer at *cur steps to a random neighbour;
 * if that cell is not in the maze yet, the wall between is carved and the
 * cell joins. Returns whether a cell joined.
 */
static inline bool walk_wander(sm *m, walk *w, uint32_t *cur, const walk_lines *ln)
{
    maze *mz = m->m;
    uint32_t c = *cur, nb;
    maze_dir d = maze_random_neighbor(mz, &m->r, c, &nb);
    const sm_choice *f = sm_take_forced(m);
    if (f) {
        d = sm_forced_side(m, c, f);
        nb = maze_neighbor(mz, c, d);
    }
    sm_touch(m, c);
    sm_touch(m, nb);
    *cur = nb;
    if (w->st[nb] & WALK_IN_MAZE) {
        sm_say(m, ln->wander_old, WALK_CAP_OLD, grid_dir_arg(mz, c, d), nb, c, 0);
        return false;
    }
    maze_carve(mz, c, d);
    w->st[nb] |= WALK_IN_MAZE;
    w->in_maze++;
    sm_say(m, ln->wander_new, WALK_CAP_NEW, grid_dir_arg(mz, c, d), nb, nb, c);
    return true;
}

/* The wander move from `from` to cur just filled the maze: the note says so. */
static inline void walk_wander_done(sm *m, const walk_lines *ln, uint32_t from, uint32_t cur)
{
    sm_say(m, ln->done, WALK_CAP_DONE, cur, 1, from, 0);
}

/* Starts a walk at s, a cell outside the maze (a step of its own). */
static inline void walk_begin(sm *m, walk *w, uint32_t s, const walk_lines *ln)
{
    w->st[s] = (uint8_t)((w->st[s] & ~WALK_DIR_MASK) | WALK_ON);
    w->head = w->start = s;
    w->len = 1;
    sm_touch(m, s);
    sm_say(m, ln->start, WALK_CAP_START, s, 0, 0, 0);
}

/* The walk at head stepped in direction d onto the maze: add it, walls too. */
static inline void walk_join(sm *m, walk *w, maze_dir d, const walk_lines *ln)
{
    maze *mz = m->m;
    uint32_t c = w->head, from = c;
    uint32_t at = maze_neighbor(mz, c, d);
    maze_carve(mz, c, d);
    sm_touch_wall(m, c, d);
    while (c != w->start) {
        maze_dir bd = walk_back_dir(w->st[c]);
        w->st[c] = (uint8_t)((w->st[c] & ~WALK_ON) | WALK_IN_MAZE);
        maze_carve(mz, c, bd);
        sm_touch(m, c);
        c = maze_neighbor(mz, c, bd);
    }
    w->st[c] = (uint8_t)((w->st[c] & ~WALK_ON) | WALK_IN_MAZE);
    sm_touch(m, c);
    w->in_maze += w->len;
    bool all = w->in_maze == mz->count;
    sm_say(m, all ? ln->done : ln->join, all ? WALK_CAP_DONE : WALK_CAP_JOIN, at, (uint32_t)w->len, from, 0);
    w->len = 0;
    w->head = w->start = MAZE_NONE;
}

/*
 * Up to max random moves of the walk under way, the batch under way having
 * done base steps before. Returns the moves made and
 * sets *joined when the last one reached the maze and the whole walk joined
 * it (no walk is then under way; the caller starts the next or finishes).
 *
 * A move onto a fresh cell extends the walk; a move onto the walk itself
 * erases the loop back to that cell at once (about 30 % of moves, most
 * loops one or two cells long). Both run with the grid, the rng, the head
 * and the change log in locals: byte stores into st would otherwise force
 * the compiler to reload them every move. The note is written once, for
 * the last move; erased loops go to the ghost only when it is kept.
 */
MAZE_SPECIALISE uint64_t walk_run_k(sm *m, walk *w, uint64_t base, uint64_t max, bool *joined,
                                    const walk_lines *ln, bool rect, maze_dir force)
{
    const maze grid = *m->m; /* a local copy: stores to st cannot alias it */
    const maze *mz = &grid;
    uint8_t *st = w->st;
    rng r = m->r;
    sm_log log = sm_log_open(m);
    uint32_t *ghost = m->ghost; /* the erased-loop ghost, in locals too */
    size_t glen = m->ghost_len, gcap = m->ghost_cap;
    uint64_t gstep = m->ghost_step;
    uint32_t head = w->head, from = head;
    uint64_t len = w->len, loops = 0, i = 0;
    uint32_t last_d = 0, erased = 0;
    bool last_erase = false;
    /*
     * A move changes the old head (head -> walk) and the new one. The old
     * head was logged when it became the head - in this run, or here, for
     * the head a run starts with - so each move logs only its new head.
     */
    sm_log_put(&log, head);
    *joined = false;
    while (i < max) {
        i++;
        uint32_t nb;
        maze_dir d = maze_random_neighbor_k(mz, &r, head, &nb, rect);
        if (force != MAZE_NO_SIDE) { /* a chosen move (a constant none in the batches) */
            d = force;
            nb = maze_neighbor_k(mz, head, d, rect);
            force = MAZE_NO_SIDE;
        }
        uint8_t s = st[nb];
        last_d = d;
        from = head;
        if (!(s & (WALK_IN_MAZE | WALK_ON))) {
            st[nb] = (uint8_t)((s & ~WALK_DIR_MASK) | WALK_ON |
                               (maze_opposite_k(mz, head, d, rect) << WALK_BACK_SHIFT));
            sm_log_put(&log, nb);
            head = nb;
            len++;
            last_erase = false;
        } else if (s & WALK_ON) {
            if (ghost) {
                glen = 0;
                gstep = m->steps + base + i;
            }
            erased = 0;
            for (uint32_t c = head; c != nb; len--, erased++) {
                maze_dir bd = walk_back_dir(st[c]);
                st[c] &= (uint8_t)~WALK_ON;
                sm_log_put(&log, c);
                if (glen < gcap)
                    ghost[glen++] = c;
                c = maze_neighbor_k(mz, c, bd, rect);
            }
            sm_log_put(&log, nb);
            head = nb;
            loops++;
            last_erase = true;
        } else {
            w->head = head;
            w->len = len;
            w->loops_erased += loops;
            m->r = r;
            m->ghost_len = glen;
            m->ghost_step = gstep;
            sm_log_close(m, log);
            walk_join(m, w, d, ln);
            *joined = true;
            return i;
        }
    }
    w->head = head;
    w->len = len;
    w->loops_erased += loops;
    m->r = r;
    m->ghost_len = glen;
    m->ghost_step = gstep;
    sm_log_close(m, log);
    if (i > 0) {
        if (last_erase)
            sm_say(m, ln->erase, WALK_CAP_ERASE, head, erased, from, 0);
        else
            sm_say(m, ln->extend, WALK_CAP_EXTEND, grid_dir_arg(mz, from, last_d), head, (uint32_t)len, from);
    }
    return i;
}

static inline uint64_t walk_run(sm *m, walk *w, uint64_t base, uint64_t max, bool *joined,
                                const walk_lines *ln)
{
    if (m->m->nbr)
        return walk_run_k(m, w, base, max, joined, ln, false, MAZE_NO_SIDE);
    return walk_run_k(m, w, base, max, joined, ln, true, MAZE_NO_SIDE);
}

/*
 * One move of the walk under way to the neighbour chosen in f (an
 * exercise's choice, sm_take_forced): drawn as ever, then taken there.
 * In the loop-erased form whether the machine is watched or not: between
 * steps both forms are the same walk.
 */
static inline uint64_t walk_run_forced(sm *m, walk *w, uint64_t base, const sm_choice *f, bool *joined,
                                       const walk_lines *ln)
{
    maze_dir d = sm_forced_side(m, w->head, f);
    if (m->m->nbr)
        return walk_run_k(m, w, base, 1, joined, ln, false, d);
    return walk_run_k(m, w, base, 1, joined, ln, true, d);
}

/* Loop-erased form -> last-exit form: each walk cell gets its forward direction, ON cleared. */
static inline void walk_to_last_exit(walk *w, const maze *mz)
{
    uint8_t *st = w->st;
    uint32_t c = w->head;
    maze_dir bd = walk_back_dir(st[c]);
    while (c != w->start) {
        uint32_t p = maze_neighbor(mz, c, bd);
        maze_dir pbd = walk_back_dir(st[p]); /* read before it is overwritten */
        st[c] &= (uint8_t)~WALK_ON;
        st[p] = (uint8_t)((st[p] & ~WALK_DIR_MASK) | (maze_opposite(mz, c, bd) << WALK_BACK_SHIFT));
        c = p;
        bd = pbd;
    }
    st[c] &= (uint8_t)~WALK_ON;
}

/* The cell the walk left c by, in the last-exit form. */
static inline uint32_t walk_exit(const walk *w, const maze *mz, uint32_t c)
{
    return maze_neighbor(mz, c, walk_back_dir(w->st[c]));
}

/*
 * Last-exit form -> loop-erased form, after a batch whose last move went
 * from prev to head: writes the note of that last move, then follows the
 * exits from the start to the head, setting ON and the back directions.
 * The last move erased a loop exactly when the head lies on the old walk,
 * i.e. the exits from the start reach the head before prev; the loop is
 * then the cells from the head round to prev.
 */
static inline void walk_from_last_exit(sm *m, walk *w, uint32_t prev, maze_dir last_d,
                                       const walk_lines *ln)
{
    uint8_t *st = w->st;
    const maze *mz = m->m;
    uint32_t c = w->start;
    while (c != w->head && c != prev)
        c = walk_exit(w, mz, c);
    uint32_t erased = 0;
    if (c == w->head)
        for (uint32_t e = c; e != prev; erased++)
            e = walk_exit(w, mz, e);
    uint64_t len = 1;
    c = w->start;
    maze_dir d = walk_back_dir(st[c]);
    st[c] = (uint8_t)((st[c] & ~WALK_DIR_MASK) | WALK_ON);
    while (c != w->head) {
        uint32_t nb = maze_neighbor(mz, c, d);
        maze_dir nd = walk_back_dir(st[nb]); /* its exit, read before it is overwritten */
        st[nb] = (uint8_t)((st[nb] & ~WALK_DIR_MASK) | WALK_ON |
                           (maze_opposite(mz, c, d) << WALK_BACK_SHIFT));
        c = nb;
        d = nd;
        len++;
    }
    w->len = len;
    if (erased)
        sm_say(m, ln->erase, WALK_CAP_ERASE, w->head, erased, prev, 0);
    else
        sm_say(m, ln->extend, WALK_CAP_EXTEND, grid_dir_arg(mz, prev, last_d), w->head, (uint32_t)len, prev);
}

/*
 * Up to max moves of the walk under way in the last-exit form, for runs
 * nobody watches (no change log, no ghost, loops not counted). Same
 * contract as walk_run(). The moves read and write one byte per cell (the
 * in-maze flag and the exit side) and read the grid's neighbours.
 */
/* The moves of walk_fast(), specialised by rect; returns how many, stops on the maze. */
typedef struct walk_moves {
    uint32_t head, prev;
    maze_dir d;
    bool joined;
} walk_moves;

MAZE_SPECIALISE uint64_t walk_fast_moves(const maze *mz, uint8_t *st, rng *r, walk_moves *v, uint64_t max,
                                         bool rect)
{
    uint32_t head = v->head, prev = head;
    uint8_t s = st[head];
    maze_dir d = 0;
    uint64_t i = 0;
    while (i < max) {
        i++;
        uint32_t nb;
        d = maze_random_neighbor_k(mz, r, head, &nb, rect);
        st[head] = (uint8_t)((s & ~WALK_DIR_MASK) | (d << WALK_BACK_SHIFT));
        prev = head;
        head = nb;
        s = st[head];
        if (s & WALK_IN_MAZE) {
            v->joined = true;
            break;
        }
    }
    v->head = head;
    v->prev = prev;
    v->d = d;
    return i;
}

static inline uint64_t walk_fast(sm *m, walk *w, uint64_t max, bool *joined, const walk_lines *ln)
{
    const maze grid = *m->m; /* a local copy: stores to st cannot alias it */
    const maze *mz = &grid;
    uint8_t *st = w->st;
    rng r = m->r;
    walk_to_last_exit(w, mz);
    walk_moves v = {w->head, w->head, 0, false};
    uint64_t i = mz->nbr ? walk_fast_moves(mz, st, &r, &v, max, false) : walk_fast_moves(mz, st, &r, &v, max, true);
    uint32_t head = v.head, prev = v.prev;
    maze_dir d = v.d;
    *joined = v.joined;
    m->r = r;
    if (!*joined) {
        w->head = head;
        walk_from_last_exit(m, w, prev, d, ln);
        return i;
    }
    uint64_t len = 0;
    for (uint32_t c = w->start; !(st[c] & WALK_IN_MAZE); len++) {
        maze_dir e = walk_back_dir(st[c]);
        maze_carve(m->m, c, e);
        st[c] |= WALK_IN_MAZE;
        c = maze_neighbor(mz, c, e);
    }
    w->in_maze += len;
    bool all = w->in_maze == mz->count;
    sm_say(m, all ? ln->done : ln->join, all ? WALK_CAP_DONE : WALK_CAP_JOIN, head, (uint32_t)len, prev, 0);
    w->len = 0;
    w->head = w->start = MAZE_NONE;
    return i;
}

/*
 * Exercises: the decisions of walks. A wanderer (Aldous-Broder) moves to
 * any neighbour, and the wall opens exactly when the cell is new; a
 * loop-erased walk's head moves to any neighbour, and what happens there
 * (extend, erase the loop it closed, join the maze) follows from where it
 * lands. Each algorithm lists them in its decisions table.
 */
#define WALK_DECISION_WANDER                                                                           \
    {{"the walker is at {c}: to which neighbour does it move, and does the wall open?",                  \
      "漫游者在 {c}：它走到哪个邻格？墙打通（open）还是不打通（keep）？"},                                  \
     {"the walker moves to any neighbour (it draws one); the wall opens exactly when that cell is not in "  \
      "the maze yet",                                                                                  \
      "漫游者走到任意一个邻格（随机选一个）；只有那一格还不在迷宫中时才打通墙"}}
#define WALK_DECISION_MOVE                                                                             \
    {{"the walk's head is at {c}: to which neighbour does it step?",                                    \
      "游走的当前位置是 {c}：它走到哪个邻格？"},                                                         \
     {"the walk steps to any neighbour of its head (it draws one); stepping onto its own path erases the " \
      "loop just closed, stepping onto the maze joins the walk to it",                                   \
      "游走走到当前位置的任意一个邻格（随机选一个）；走到自身路径上就擦除刚形成的环，走到迷宫上就并入迷宫"}}

/* The wanderer at cur: every neighbour, with "open" for a new cell and "keep" for one in the maze. */
static inline size_t walk_wander_choices(const sm *m, const walk *w, uint32_t cur, sm_choice_info *info,
                                         sm_choice *out, size_t cap)
{
    size_t n = sm_neighbour_choices(m, cur, info, out, cap);
    info->arg[0] = cur;
    for (size_t i = 0; i < n && i < cap; i++)
        out[i].word = w->st[out[i].cell] & WALK_IN_MAZE ? SM_WORD_KEEP : SM_WORD_OPEN;
    info->own.word = w->st[info->own.cell] & WALK_IN_MAZE ? SM_WORD_KEEP : SM_WORD_OPEN;
    return n;
}

/* The walk's head: every neighbour. */
static inline size_t walk_move_choices(const sm *m, const walk *w, sm_choice_info *info, sm_choice *out,
                                       size_t cap)
{
    info->arg[0] = w->head;
    return sm_neighbour_choices(m, w->head, info, out, cap);
}

/* The mark of c as far as the walk knows: maze, head, walk or blank. */
static inline sm_cell walk_cell(const walk *w, uint32_t c)
{
    uint8_t s = w->st[c];
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    if (s & WALK_IN_MAZE)
        out.kind = SM_CELL_MAZE;
    else if (c == w->head)
        out.kind = SM_CELL_HEAD;
    else if (s & WALK_ON)
        out.kind = SM_CELL_WALK;
    return out;
}

/* Whether c is a walk cell whose back link crosses its side d. */
static inline bool walk_links_back(const walk *w, uint32_t c, maze_dir d)
{
    uint8_t s = w->st[c];
    return (s & WALK_ON) && c != w->start && walk_back_dir(s) == d;
}

/* Tentative when the walk would open the wall of c on side d. */
static inline sm_wall_kind walk_wall(const sm *m, const walk *w, uint32_t c, maze_dir d)
{
    uint32_t nb = maze_neighbor(m->m, c, d);
    if (nb == MAZE_NONE)
        return SM_WALL_PLAIN;
    if (walk_links_back(w, c, d) || walk_links_back(w, nb, maze_opposite(m->m, c, d)))
        return SM_WALL_TENTATIVE;
    return SM_WALL_PLAIN;
}

#endif
