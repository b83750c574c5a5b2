/*
 * sm_impl.h - what an algorithm file sees of a step machine.
 *
 * The contract for src/core/gen/<algo>.c and src/core/solve/<algo>.c:
 * - init(m) allocates the worst case for the whole run with sm_alloc (the
 *   machine owns and frees every block: there is no fini) and sets up the
 *   first state; it is the only place that can fail. ALL state that
 *   changes during the run lives in those blocks, in m->r, m->done, the
 *   maze and the note, so a checkpoint (a copy of them) is the whole run.
 *   init may take a first unit of set-up (like Wilson's first cell)
 *   without counting it as a step, and sets m->done when there is nothing
 *   to do (a 1x1 maze).
 * - step(m) does one visible unit of work and returns whether work remains.
 *   It never allocates. Every cell whose mark or walls it changes goes to
 *   sm_touch() so the renderer can redraw just those; it records its
 *   pseudocode line and caption with sm_say().
 * - run(m, max) does up to max steps; it must leave exactly the state
 *   (note included) that max single steps would. SM_DEFINE_RUN(step)
 *   makes one that calls step() directly; an algorithm whose step is a few
 *   nanoseconds may write run() with its state in locals and define step()
 *   as run(m, 1).
 * - cell/wall answer what a cell or wall is now; they must be cheap.
 * - figures() fills labelled numbers; the legend in the vtable lists the
 *   marks cell/wall can return, no more.
 * - An algorithm that journals (sm_algo.journals: its steps are slow or
 *   its state big, so replaying from a checkpoint would be slow) calls
 *   sm_save() on every byte a step changes in a block of more than
 *   SM_JOURNAL_SMALL bytes and in the maze, before changing it; smaller
 *   blocks (its struct) and the machine's own fields are kept by the
 *   history. Then a step back undoes steps (sm_journal.c). A save
 *   forgotten is a step back that is not exact: sm_check.h's step-back
 *   check runs forward again after stepping back and compares.
 * - choices() lists the legal choices of the next step from the state (it
 *   changes nothing) and says which one the step's own draw takes,
 *   drawing on a copy of m->r. When a step has more than one legal choice
 *   sm_choose() runs it with the chosen one in sm_take_forced(): the step
 *   draws as it always does, then takes that choice instead, so its random
 *   stream is the same whatever is chosen and the own choice forced is
 *   exactly the plain step (test_choices checks both for every
 *   algorithm). A step with one legal choice is never forced.
 * The helpers below assert this contract where it is cheap to see, in
 * every build (MAZEVIZ_ASSERT, mazeviz/debug.h): a touched cell exists, a
 * side is a side, a note names a line of the pseudocode and one of the
 * captions, only init allocates. Tests run sm_check() after every step.
 */
#ifndef MAZEVIZ_SM_IMPL_H
#define MAZEVIZ_SM_IMPL_H

#include <assert.h>
#include <stddef.h>
#include <string.h>

#include "mazeviz/grid.h"
#include "mazeviz/machine.h"

typedef struct sm_block {
    void *p;
    size_t bytes;
} sm_block;

typedef struct sm_history sm_history;
typedef struct sm_journal sm_journal;

/* Blocks of at most this many bytes are journaled by comparison (see sm_save). */
#define SM_JOURNAL_SMALL 1024

/* Cells of an erased loop kept for the ghost; a longer loop shows its first part. */
#define SM_GHOST_MAX 65536

struct sm {
    const sm_algo *algo;
    maze *m;
    rng r;
    uint64_t seed;
    uint64_t steps;
    bool done;
    sm_settings set;
    sm_note note;
    void *impl;           /* the algorithm's own state (its first block) */
    sm_block *blocks;     /* everything sm_alloc gave out */
    size_t nblocks, blocks_cap;
    size_t bytes;         /* their total, plus the change log */
    uint32_t *changed;    /* change log (NULL when not tracking) */
    size_t nchanged;      /* entries in the log */
    size_t cap;           /* its capacity; a full log means "redraw all" */
    size_t cap_saved;     /* cap while a replay switches the log off */
    bool redraw_all;      /* set by a seek: everything may have changed */
    bool unwatched;       /* sm_run_unwatched() ran since step 0: counts of single moves are gone */
    uint32_t *ghost;      /* the last erased loop (NULL when not tracking) */
    size_t ghost_len, ghost_cap;
    uint64_t ghost_step;  /* the step that erased it; 0: none */
    sm_history *hist;
    struct sm_figrec *rec; /* sm_keep_figures(): the figures recorded as it runs; NULL: none */
    uint64_t total;       /* last step of the run, once known */
    uint64_t nth;         /* SM_DEFINE_RUN: the step under way's place in its batch */
    bool ready;           /* init has run: sm_alloc is init's alone */
    sm_journal *jn;       /* set while a step is journaled: sm_save() records into it */
    sm_pick *picks;       /* the run's choices (sm_choose, a record), by step: its input, not in checkpoints */
    size_t npicks, picks_cap;
    const sm_choice *forced; /* the choice the step under way takes instead of its draw; NULL: none */
    const sm_choice *choosing; /* sm_choose(): the choice the next step takes; NULL: none */
    size_t choosing_n;    /* ... and how many the step had */
};

/*
 * Zeroed memory owned by the machine (freed by sm_destroy, copied by
 * checkpoints); only init may call it. NULL on overflow or no memory.
 */
void *sm_alloc(sm *m, size_t count, size_t size);

/*
 * Records that cell c must be redrawn. The log keeps repeats (the renderer
 * merges them) so a touch is one compare and one store; when it fills up,
 * further touches are dropped and the renderer redraws everything.
 */
static inline void sm_touch(sm *m, uint32_t c)
{
    MAZEVIZ_ASSERT(c < m->m->n, "sm_touch: no such cell");
    if (m->nchanged < m->cap)
        m->changed[m->nchanged++] = c;
}

/*
 * Where the journal writes next, and how far a save may write without
 * asking for room (sm_journal.c keeps it at the start of its struct).
 */
typedef struct sm_journal_pen {
    unsigned char *at, *stop;
} sm_journal_pen;

/* Records bytes of the old state into the journal (sm_journal.c); use sm_save(). */
void sm_journal_save(sm_journal *j, const void *p, size_t bytes);

/*
 * Before a step changes bytes [p, p + bytes) of a big block or the maze:
 * keeps their old value when the step is journaled (nothing otherwise:
 * one test of a pointer). Saving a byte twice in a step is harmless. A
 * record is [old bytes][address][count]; a short one with room is
 * written here, anything else by sm_journal_save.
 */
static inline void sm_save(sm *m, const void *p, size_t bytes)
{
    if (!m->jn)
        return;
    sm_journal_pen *pen = (sm_journal_pen *)(void *)m->jn;
    if (bytes <= 8 && pen->at && pen->stop - pen->at >= (ptrdiff_t)(bytes + sizeof p + 1)) {
        memcpy(pen->at, p, bytes);
        memcpy(pen->at + bytes, &p, sizeof p);
        pen->at[bytes + sizeof p] = (unsigned char)bytes;
        pen->at += bytes + sizeof p + 1;
        return;
    }
    sm_journal_save(m->jn, p, bytes);
}

/* sm_save() of the two cells a carve or a build of c's side d changes. */
static inline void sm_save_wall(sm *m, uint32_t c, uint32_t nb)
{
    sm_save(m, &m->m->cells[c], 1);
    sm_save(m, &m->m->cells[nb], 1);
}

/* Records the pseudocode line and caption of the step under way. */
static inline void sm_say(sm *m, unsigned line, unsigned caption, uint32_t a0, uint32_t a1,
                          uint32_t a2, uint32_t a3)
{
    MAZEVIZ_ASSERT(line < m->algo->code_lines, "sm_say: no such pseudocode line");
    MAZEVIZ_ASSERT(caption < m->algo->n_captions, "sm_say: no such caption");
    m->note.line = (uint16_t)line;
    m->note.caption = (uint16_t)caption;
    m->note.arg[0] = a0;
    m->note.arg[1] = a1;
    m->note.arg[2] = a2;
    m->note.arg[3] = a3;
}

/*
 * The same log held in local variables, for hot loops that keep their
 * state in registers: open, put, and close before calling anything that
 * uses sm_touch().
 */
typedef struct sm_log {
    uint32_t *at, *end;
    uint32_t cells; /* the maze's, for the bounds check */
} sm_log;

static inline sm_log sm_log_open(sm *m)
{
    sm_log l = {NULL, NULL, m->m->n};
    if (m->changed) {
        l.at = m->changed + m->nchanged;
        l.end = m->changed + m->cap;
    }
    return l;
}

static inline void sm_log_put(sm_log *l, uint32_t c)
{
    MAZEVIZ_ASSERT(c < l->cells, "sm_log_put: no such cell");
    if (l->at < l->end)
        *l->at++ = c;
}

static inline void sm_log_close(sm *m, sm_log l)
{
    if (m->changed)
        m->nchanged = (size_t)(l.at - m->changed);
}

/* Records that the wall of c on side d (so both its cells) must be redrawn. */
static inline void sm_touch_wall(sm *m, uint32_t c, maze_dir d)
{
    MAZEVIZ_ASSERT(c < m->m->n && (unsigned)d < m->m->sides, "sm_touch_wall: no such wall");
    if (!m->changed) /* not tracked: skip finding the neighbour */
        return;
    sm_touch(m, c);
    uint32_t nb = maze_neighbor(m->m, c, d);
    if (nb != MAZE_NONE)
        sm_touch(m, nb);
}

/*
 * The choice the step under way must take instead of its draw, or NULL;
 * taking it clears it (the machine checks that a forced step took it).
 */
static inline const sm_choice *sm_take_forced(sm *m)
{
    const sm_choice *c = m->forced;
    m->forced = NULL;
    return c;
}

/* The side of cell c facing the cell of choice f (a neighbour), for a forced move. */
static inline maze_dir sm_forced_side(const sm *m, uint32_t c, const sm_choice *f)
{
    unsigned s = maze_side_to(m->m, c, f->cell);
    assert(s != MAZE_NO_SIDE && "sm_forced_side: not a neighbour");
    return (maze_dir)s;
}

/* Counts choice c as legal choice number *n and puts it in out when it fits (choices() lists with it). */
static inline void sm_offer(sm_choice *out, size_t cap, size_t *n, sm_choice c)
{
    if (*n < cap)
        out[*n] = c;
    (*n)++;
}

/*
 * Every neighbour of c as a legal choice (walks, the origin's shift), into
 * out as sm_offer() puts them; info->own the one maze_random_neighbor()
 * draws from a copy of m->r, as such a step does. Returns how many.
 */
static inline size_t sm_neighbour_choices(const sm *m, uint32_t c, sm_choice_info *info, sm_choice *out, size_t cap)
{
    size_t n = 0;
    for (maze_dir d = 0; d < m->m->sides; d++) {
        uint32_t nb = maze_neighbor(m->m, c, d);
        if (nb != MAZE_NONE)
            sm_offer(out, cap, &n, sm_choice_of_cell(nb));
    }
    rng r = m->r;
    uint32_t nb;
    maze_random_neighbor(m->m, &r, c, &nb);
    info->own = sm_choice_of_cell(nb);
    return n;
}

/*
 * A caption-like template filled in with args ({c} {n} {d} {s}, as
 * sm_caption does with a note's), into buf; returns the length it would
 * have had.
 */
size_t sm_template(const sm *m, const char *t, const uint32_t *args, sm_lang l, char *buf, size_t len);

/* The wall function of algorithms that mark no wall specially. */
sm_wall_kind sm_plain_wall(const sm *m, uint32_t c, maze_dir d);

/* The chosen value index of option i (SM_VALUE_NUMBER: a number, see sm_option_number). */
static inline unsigned sm_option_value(const sm *m, unsigned i) { return m->set.value[i]; }

/* Option i as a number (sm_settings_number): SM_NO_NUMBER for a word. */
static inline uint64_t sm_option_number(const sm *m, unsigned i)
{
    return sm_settings_number(m->algo, &m->set, i);
}

/* Figure helper: out[i] = {en, zh, value, of}; returns i + 1. */
static inline size_t sm_fig(sm_figure *out, size_t i, const char *en, const char *zh,
                            uint64_t value, uint64_t of)
{
    out[i] = (sm_figure){{en, zh}, value, of};
    return i + 1;
}

/* Sets m->done when the last step finished the work; sm_run counts steps. */
#define SM_DEFINE_RUN(name, step_fn)                       \
    static uint64_t name(sm *m, uint64_t max)              \
    {                                                      \
        uint64_t i = 0;                                    \
        while (i < max) {                                  \
            m->nth = ++i;                                  \
            if (!step_fn(m)) {                             \
                m->done = true;                            \
                break;                                     \
            }                                              \
        }                                                  \
        return i;                                          \
    }

/* Number of entries of a static array, for the vtable's counts. */
#define SM_COUNT(a) (sizeof(a) / sizeof((a)[0]))

#endif
