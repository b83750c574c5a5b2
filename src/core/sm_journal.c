/*
 * sm_journal.c - the journal: what each recent step changed, so a step
 * back undoes it instead of replaying from a checkpoint.
 *
 * An algorithm that journals (sm_algo.journals) saves the bytes a step is
 * about to change in its big blocks and the maze (sm_save, sm_impl.h);
 * the blocks of at most SM_JOURNAL_SMALL bytes (its own struct, which its
 * batched run writes from locals at the end) are compared with a copy of
 * them taken at the last step's end, and the machine's scalars (step
 * count, random generator, note, done, ghost) are kept whole. One step's
 * record is its saves, then the small blocks' changed runs, then the
 * cells the step touched (sm_touch: those whose look it changed), then a
 * trailer with the scalars before the step and the record's length, so
 * the journal is read from its end: undoing a step puts the old bytes
 * back, newest first, and logs its cells in the change log the renderer
 * reads (the cells a step changes are the cells its undo changes back), so
 * a step back repaints those cells and costs the undo alone. A save is
 * [old bytes][address][length] (at most 255 bytes; longer ones are split).
 * A step run while the change log was off or full keeps no cells: its
 * undo asks for a whole repaint; so does one that touched more cells than
 * a sixteenth of the journal holds (Kruskal's last merge touches them
 * all), so no step's cells push the steps before it out of the journal.
 *
 * A forward run journals a record per batch of steps (the algorithm runs
 * them as a batch, its fast way: the saves are the whole cost); a step
 * back into a batch undoes it and runs again from its start to the step,
 * a record per step, so the steps back after it undo one step each. A
 * replay's last steps are journaled a record per step from the start.
 *
 * The journal is a buffer of a fixed size: when a step does not fit, the
 * oldest records are dropped (the newest quarter kept, moved to the
 * front); a record bigger than the whole buffer empties it. It reaches back from the
 * step it was last written at (`last`) to `first`. A run is deterministic,
 * so the state at a step is the same however the machine got there:
 * whenever the machine is at `last` again (after a checkpoint restore and
 * a replay, say), the journal still holds the way back. A journaled step
 * at any other step starts it afresh.
 */
#include <stdlib.h>
#include <string.h>

#include "sm_history.h"

#define SAVE_MAX 255 /* bytes one save record holds */
#define CELLS_SHARE 16 /* a step keeps its cells when they take at most this part of the journal */

/*
 * A step's trailer: the machine's scalars before the step, the bytes of
 * its records and the count of its cells (UNTRACKED: not kept). The random
 * generator and the ghost come just before it, and only when the step
 * changed them (extras); its cells before those.
 */
enum { EXTRA_RNG = 1, EXTRA_GHOST = 2 };
#define UNTRACKED UINT32_MAX
typedef struct ghost_was {
    uint64_t step;
    size_t len;
} ghost_was;
typedef struct trailer {
    uint64_t step;
    uint32_t records;
    sm_note note;
    uint8_t done, extras;
    uint32_t cells; /* cells touched by the step, kept before its extras; UNTRACKED: none kept */
} trailer;

/* The step's bytes before its trailer that are not records: its extras. */
static size_t extras_size(uint8_t extras)
{
    return (extras & EXTRA_RNG ? sizeof(rng) : 0) + (extras & EXTRA_GHOST ? sizeof(ghost_was) : 0);
}

/* The bytes of a step's touched cells. */
static size_t cells_size(uint32_t cells) { return cells == UNTRACKED ? 0 : cells * sizeof(uint32_t); }

/* A whole step's bytes, trailer included. */
static size_t step_size(const trailer *t)
{
    return t->records + cells_size(t->cells) + extras_size(t->extras) + sizeof *t;
}

struct sm_journal {
    sm_journal_pen pen;   /* first: sm_save() writes short records through it during a step */
    unsigned char *buf;
    size_t cap, len;
    uint64_t first, last; /* undo reaches from last back to first */
    size_t start;         /* where the step under way's records begin */
    bool broken;          /* the step under way did not fit: everything before it is dropped */
    bool rewind_log;      /* a step's cells go in the journal alone: the change log is set back after it */
    size_t logged;        /* the change log's length when the step under way began */
    bool was_full;        /* ... and it was full (rewind_log: the step's cells went at its start) */
    trailer before;       /* the step under way's scalars before it */
    rng r_before;
    ghost_was ghost_before;
    unsigned char *shadow; /* the small blocks at the last step's end */
    size_t shadow_bytes;
    uint32_t *starts;     /* where each record held begins, oldest first (a record takes at least a trailer) */
    size_t nrecords;
    uint64_t steps_kept, bytes_kept; /* steps journaled and their bytes, for estimates */
};

static bool small_block(const sm_block *b) { return b->bytes <= SM_JOURNAL_SMALL; }

static void copy_small(const sm *m, unsigned char *to)
{
    for (size_t i = 0; i < m->nblocks; i++)
        if (small_block(&m->blocks[i])) {
            memcpy(to, m->blocks[i].p, m->blocks[i].bytes);
            to += m->blocks[i].bytes;
        }
}

sm_journal *sm_journal_create(const sm *m, size_t cap)
{
    sm_journal *j = calloc(1, sizeof *j);
    if (!j)
        return NULL;
    for (size_t i = 0; i < m->nblocks; i++)
        j->shadow_bytes += small_block(&m->blocks[i]) ? m->blocks[i].bytes : 0;
    j->cap = cap < UINT32_MAX ? cap : UINT32_MAX;
    j->buf = malloc(j->cap ? j->cap : 1);
    j->starts = malloc((j->cap / sizeof(trailer) + 1) * sizeof *j->starts);
    j->shadow = malloc(j->shadow_bytes ? j->shadow_bytes : 1);
    if (!j->buf || !j->starts || !j->shadow) {
        sm_journal_free(j);
        return NULL;
    }
    j->first = j->last = m->steps;
    copy_small(m, j->shadow);
    return j;
}

void sm_journal_free(sm_journal *j)
{
    if (!j)
        return;
    free(j->buf);
    free(j->starts);
    free(j->shadow);
    free(j);
}

/* The step under way's writing position into len, and back (sm_save() moves pen.at alone). */
static void pen_in(sm_journal *j)
{
    if (j->pen.at)
        j->len = (size_t)(j->pen.at - j->buf);
}

static void pen_out(sm_journal *j)
{
    j->pen.at = j->buf + j->len;
    j->pen.stop = j->buf + j->cap - sizeof(trailer);
}

static trailer trailer_at(const sm_journal *j, size_t end)
{
    trailer t;
    memcpy(&t, j->buf + end - sizeof t, sizeof t);
    return t;
}

/*
 * Drops the oldest steps, keeping the newest that fit in a quarter of the
 * buffer (and the step under way): the kept bytes move to the front, a
 * third of a byte for each byte written.
 */
static void drop_oldest(sm_journal *j)
{
    size_t lo = 0, hi = j->nrecords;
    while (lo < hi) { /* the oldest step within a quarter of the buffer from the step under way */
        size_t mid = lo + (hi - lo) / 2;
        if (j->start - j->starts[mid] <= j->cap / 4)
            hi = mid;
        else
            lo = mid + 1;
    }
    size_t keep = lo < j->nrecords ? j->starts[lo] : j->start;
    if (lo < j->nrecords) /* the oldest record kept: its trailer says the step it starts from */
        j->first = trailer_at(j, lo + 1 < j->nrecords ? j->starts[lo + 1] : j->start).step;
    else
        j->first = j->last;
    memmove(j->buf, j->buf + keep, j->len - keep);
    for (size_t i = lo; i < j->nrecords; i++)
        j->starts[i - lo] = (uint32_t)(j->starts[i] - keep);
    j->nrecords -= lo;
    j->len -= keep;
    j->start -= keep;
}

/* Room for more bytes in the step under way; false (the journal broken) when even an empty one has none. */
static bool room(sm_journal *j, size_t more)
{
    if (j->len + more + sizeof(trailer) <= j->cap)
        return true;
    drop_oldest(j);
    if (j->len + more + sizeof(trailer) <= j->cap)
        return true;
    j->broken = true;
    j->len = j->start = j->nrecords = 0;
    return false;
}

/*
 * A short copy a word at a time: the compiler's own memcpy turned the
 * trailer's and the shadow's few dozen bytes into rep movs, which is slow
 * to start, and they come every step.
 */
static void copy_short(unsigned char *to, const unsigned char *from, size_t bytes)
{
    size_t i = 0;
    for (; i + 8 <= bytes; i += 8) {
        uint64_t w;
        memcpy(&w, from + i, 8);
        memcpy(to + i, &w, 8);
    }
    for (; i < bytes; i++)
        to[i] = from[i];
}

static void append(sm_journal *j, const void *p, size_t bytes)
{
    copy_short(j->buf + j->len, p, bytes);
    j->len += bytes;
}

/* One save record: the old bytes, their address, their count. */
static void record(sm_journal *j, const unsigned char *old, const void *at, size_t bytes)
{
    unsigned char n = (unsigned char)bytes;
    append(j, old, bytes);
    append(j, &at, sizeof at);
    append(j, &n, 1);
}

void sm_journal_save(sm_journal *j, const void *p, size_t bytes)
{
    const unsigned char *q = p;
    pen_in(j);
    while (bytes > 0 && !j->broken) {
        size_t k = bytes < SAVE_MAX ? bytes : SAVE_MAX;
        if (!room(j, k + sizeof q + 1))
            break;
        record(j, q, q, k);
        q += k;
        bytes -= k;
    }
    if (j->broken) /* nothing more this step: saves stop at once */
        j->pen.at = NULL;
    else
        pen_out(j);
}

/* The first byte from at on where a and b differ (bytes if none), a word at a time where they agree. */
static size_t first_difference(const unsigned char *a, const unsigned char *b, size_t at, size_t bytes)
{
    for (; at + 8 <= bytes; at += 8) {
        uint64_t x, y;
        memcpy(&x, a + at, 8);
        memcpy(&y, b + at, 8);
        if (x != y)
            break;
    }
    while (at < bytes && a[at] == b[at])
        at++;
    return at;
}

/* One past the last byte where a and b differ (0 if none), a word at a time from the end. */
static size_t last_difference(const unsigned char *a, const unsigned char *b, size_t bytes)
{
    size_t at = bytes;
    for (; at >= 8; at -= 8) {
        uint64_t x, y;
        memcpy(&x, a + at - 8, 8);
        memcpy(&y, b + at - 8, 8);
        if (x != y)
            break;
    }
    while (at > 0 && a[at - 1] == b[at - 1])
        at--;
    return at;
}

/*
 * The small blocks' changes since the shadow: each block's span from its
 * first changed byte to its last, saved with the shadow's (old) values,
 * and the shadow brought up to date. A span is a few records; the fields
 * a step changes sit together in a struct.
 */
static void save_small(sm *m, sm_journal *j)
{
    unsigned char *old = j->shadow;
    for (size_t i = 0; i < m->nblocks && !j->broken; i++) {
        const sm_block *b = &m->blocks[i];
        if (!small_block(b))
            continue;
        const unsigned char *now = b->p;
        size_t from = first_difference(now, old, 0, b->bytes), to = from < b->bytes ? last_difference(now, old, b->bytes) : from;
        for (size_t at = from; at < to && !j->broken;) {
            size_t n = to - at < SAVE_MAX ? to - at : SAVE_MAX;
            if (room(j, n + sizeof(void *) + 1))
                record(j, old + at, now + at, n);
            at += n;
        }
        copy_short(old + from, now + from, to - from);
        old += b->bytes;
    }
}

/* Starts a step: afresh when the machine is not where the journal ends. */
static void begin(sm *m, sm_journal *j)
{
    if (m->steps != j->last || j->broken) {
        j->len = j->nrecords = 0;
        j->first = j->last = m->steps;
        j->broken = false;
        copy_small(m, j->shadow);
    }
    j->start = j->len;
    /* field by field: whole-struct copies here compiled to rep movs, slow to start, twice a step */
    j->before.step = m->steps;
    j->before.note = m->note;
    j->before.done = m->done;
    for (int i = 0; i < 4; i++)
        j->r_before.s[i] = m->r.s[i];
    j->r_before.bits = m->r.bits;
    j->r_before.nbits = m->r.nbits;
    j->ghost_before.step = m->ghost_step;
    j->ghost_before.len = m->ghost_len;
    /* a full log means "repaint all" whatever it holds: a step whose cells go in the journal alone may use it */
    j->was_full = j->rewind_log && m->changed && m->nchanged >= m->cap;
    if (j->was_full)
        m->nchanged = 0;
    j->logged = m->nchanged;
    pen_out(j);
    m->jn = j;
}

/*
 * The cells the step under way touched, when the change log holds them all
 * (on, and not full) and they take at most 1 / CELLS_SHARE of the journal.
 * More are not kept (the undo repaints everything, which so many cells
 * cost anyway): Kruskal's last merge touches every cell, and keeping them
 * took the whole journal (a tab's, at 2000x2000) or pushed out the steps
 * before it, so a step back after ← → at the end replayed millions of
 * steps from a checkpoint.
 */
static uint32_t touched(const sm *m, const sm_journal *j)
{
    if (!m->changed || m->nchanged >= m->cap || m->nchanged - j->logged >= UNTRACKED ||
        cells_size((uint32_t)(m->nchanged - j->logged)) > j->cap / CELLS_SHARE)
        return UNTRACKED;
    return (uint32_t)(m->nchanged - j->logged);
}

/* Ends a step: the small blocks' changes, its cells, the extras and the trailer. */
static void end(sm *m, sm_journal *j)
{
    m->jn = NULL;
    pen_in(j);
    j->pen.at = NULL;
    save_small(m, j);
    trailer *t = &j->before;
    t->records = (uint32_t)(j->len - j->start);
    bool same_rng = j->r_before.s[0] == m->r.s[0] && j->r_before.s[1] == m->r.s[1] &&
                    j->r_before.s[2] == m->r.s[2] && j->r_before.s[3] == m->r.s[3] &&
                    j->r_before.bits == m->r.bits && j->r_before.nbits == m->r.nbits;
    t->extras = (uint8_t)((same_rng ? 0 : EXTRA_RNG) |
                          (j->ghost_before.step != m->ghost_step || j->ghost_before.len != m->ghost_len ? EXTRA_GHOST : 0));
    t->cells = touched(m, j);
    if (!j->broken && j->len - j->start <= UINT32_MAX && room(j, cells_size(t->cells) + extras_size(t->extras))) {
        t->records = (uint32_t)(j->len - j->start); /* room() may have moved the step to the front */
        if (t->cells != UNTRACKED) {
            memcpy(j->buf + j->len, m->changed + j->logged, cells_size(t->cells));
            j->len += cells_size(t->cells);
        }
        if (t->extras & EXTRA_RNG)
            append(j, &j->r_before, sizeof j->r_before);
        if (t->extras & EXTRA_GHOST)
            append(j, &j->ghost_before, sizeof j->ghost_before);
        append(j, t, sizeof *t);
        j->starts[j->nrecords++] = (uint32_t)j->start;
        j->steps_kept += m->steps - t->step;
        j->bytes_kept += step_size(t);
    } else {
        j->broken = true;
    }
    if (j->broken) { /* this step and all before it are lost: the journal starts after it */
        j->len = j->nrecords = 0;
        j->first = m->steps;
        j->broken = false;
        copy_small(m, j->shadow); /* save_small may have stopped half way */
    }
    if (j->rewind_log && m->changed)
        m->nchanged = j->was_full ? m->cap : j->logged;
    j->last = m->steps;
}

/* Up to max steps, a record per batch; rewind: each record's cells kept in the journal alone. */
static uint64_t run(sm *m, sm_journal *j, uint64_t max, uint64_t batch, bool rewind)
{
    uint64_t done = 0;
    j->rewind_log = rewind;
    while (done < max && !m->done) {
        begin(m, j);
        uint64_t k = sm_run_plain(m, max - done < batch ? max - done : batch);
        end(m, j);
        if (k == 0)
            break;
        done += k;
    }
    j->rewind_log = false;
    return done;
}

uint64_t sm_journal_run(sm *m, sm_journal *j, uint64_t max, uint64_t batch) { return run(m, j, max, batch, false); }

uint64_t sm_journal_rerun(sm *m, sm_journal *j, uint64_t max) { return run(m, j, max, 1, true); }

/*
 * The cells of an undone step, into the change log (as far as it has
 * room: a full log is a whole repaint); a step that kept none asks for a
 * whole repaint.
 */
static void log_cells(sm *m, const unsigned char *cells, uint32_t n)
{
    if (!m->changed)
        return;
    if (n == UNTRACKED) {
        m->redraw_all = true;
        return;
    }
    size_t room_left = m->cap - (m->nchanged < m->cap ? m->nchanged : m->cap);
    size_t k = n < room_left ? n : room_left;
    memcpy(m->changed + m->nchanged, cells, k * sizeof *m->changed);
    m->nchanged += k;
    if (k < n)
        m->nchanged = m->cap; /* full: the renderer repaints everything */
}

/*
 * Undoes the newest record in the journal (one step or a batch): its
 * cells logged, its saves newest first, then the scalars.
 */
static void undo_one(sm *m, sm_journal *j)
{
    trailer t = trailer_at(j, j->len);
    size_t at = j->len - sizeof t;
    if (t.extras & EXTRA_GHOST) {
        ghost_was g;
        at -= sizeof g;
        memcpy(&g, j->buf + at, sizeof g);
        m->ghost_step = g.step;
        m->ghost_len = g.len;
    }
    if (t.extras & EXTRA_RNG) {
        at -= sizeof m->r;
        memcpy(&m->r, j->buf + at, sizeof m->r);
    }
    at -= cells_size(t.cells);
    log_cells(m, j->buf + at, t.cells);
    size_t from = at - t.records;
    while (at > from) {
        unsigned char n;
        void *p;
        memcpy(&n, j->buf + at - 1, 1);
        memcpy(&p, j->buf + at - 1 - sizeof p, sizeof p);
        at -= 1 + sizeof p + n;
        memcpy(p, j->buf + at, n);
    }
    j->len = from;
    j->nrecords--;
    j->last = t.step;
    m->steps = t.step;
    m->note = t.note;
    m->done = t.done;
}

uint64_t sm_journal_undo(sm *m, sm_journal *j, uint64_t n)
{
    uint64_t from = m->steps, to = n < from ? from - n : 0;
    if (m->steps != j->last)
        return 0;
    while (m->steps > to && j->nrecords > 0) {
        uint64_t start = trailer_at(j, j->len).step;
        undo_one(m, j);
        if (start < to) { /* a batch reaching below: from its start to the step, one record a step */
            copy_small(m, j->shadow);
            sm_journal_rerun(m, j, to - start); /* its cells are logged already: the batch's */
        }
    }
    copy_small(m, j->shadow);
    return from - m->steps;
}

uint64_t sm_journal_first(const sm *m, const sm_journal *j)
{
    return j && m->steps == j->last ? j->first : m->steps;
}

size_t sm_journal_bytes(const sm_journal *j) { return j ? j->len : 0; }

uint64_t sm_journal_fits(const sm_journal *j)
{
    uint64_t per = j->steps_kept ? j->bytes_kept / j->steps_kept : 256;
    return j->cap / 4 / (per ? per : 1);
}
