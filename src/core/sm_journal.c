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
 * record is its saves, then the small blocks' changed runs, then a
 * trailer with the scalars before the step and the record's length, so
 * the journal is read from its end: undoing a step puts the old bytes
 * back, newest first. A save is [old bytes][address][length] (at most 255
 * bytes; longer ones are split).
 *
 * The journal is a buffer of a fixed size: when a step does not fit, the
 * oldest steps are dropped (the newest quarter kept, moved to the front); a
 * step bigger than the whole buffer empties it. It reaches back from the
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

/*
 * A step's trailer: the machine's scalars before the step and the bytes
 * of its records. The random generator and the ghost come just before it,
 * and only when the step changed them (extras).
 */
enum { EXTRA_RNG = 1, EXTRA_GHOST = 2 };
typedef struct ghost_was {
    uint64_t step;
    size_t len;
} ghost_was;
typedef struct trailer {
    uint64_t step;
    uint32_t records;
    sm_note note;
    uint8_t done, extras;
} trailer;

/* The step's bytes before its trailer that are not records: its extras. */
static size_t extras_size(uint8_t extras)
{
    return (extras & EXTRA_RNG ? sizeof(rng) : 0) + (extras & EXTRA_GHOST ? sizeof(ghost_was) : 0);
}

/* A whole step's bytes, trailer included. */
static size_t step_size(const trailer *t) { return t->records + extras_size(t->extras) + sizeof *t; }

struct sm_journal {
    sm_journal_pen pen;   /* first: sm_save() writes short records through it during a step */
    unsigned char *buf;
    size_t cap, len;
    uint64_t first, last; /* undo reaches from last back to first */
    size_t start;         /* where the step under way's records begin */
    bool broken;          /* the step under way did not fit: everything before it is dropped */
    trailer before;       /* the step under way's scalars before it */
    rng r_before;
    ghost_was ghost_before;
    unsigned char *shadow; /* the small blocks at the last step's end */
    size_t shadow_bytes;
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
    j->cap = cap;
    j->buf = malloc(cap ? cap : 1);
    j->shadow = malloc(j->shadow_bytes ? j->shadow_bytes : 1);
    if (!j->buf || !j->shadow) {
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
    size_t keep = j->start;
    uint64_t first = j->last;
    while (keep > 0) {
        trailer t = trailer_at(j, keep);
        size_t from = keep - step_size(&t);
        if (j->start - from > j->cap / 4)
            break;
        keep = from;
        first = t.step;
    }
    j->first = first;
    memmove(j->buf, j->buf + keep, j->len - keep);
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
    j->len = j->start = 0;
    return false;
}

static void append(sm_journal *j, const void *p, size_t bytes)
{
    memcpy(j->buf + j->len, p, bytes);
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

/* The small blocks' bytes that differ from the shadow, saved with the shadow's (old) values; the shadow then is the blocks. */
static void save_small(sm *m, sm_journal *j)
{
    unsigned char *old = j->shadow;
    for (size_t i = 0; i < m->nblocks && !j->broken; i++) {
        const sm_block *b = &m->blocks[i];
        if (!small_block(b))
            continue;
        const unsigned char *now = b->p;
        for (size_t at = first_difference(now, old, 0, b->bytes); at < b->bytes && !j->broken;) {
            size_t end = at + 1;
            while (end < b->bytes && end - at < SAVE_MAX && now[end] != old[end])
                end++;
            if (room(j, end - at + sizeof(void *) + 1))
                record(j, old + at, now + at, end - at);
            memcpy(j->shadow + (old - j->shadow) + at, now + at, end - at); /* the shadow follows */
            at = first_difference(now, old, end, b->bytes);
        }
        old += b->bytes;
    }
}

/* Starts a step: afresh when the machine is not where the journal ends. */
static void begin(sm *m, sm_journal *j)
{
    if (m->steps != j->last || j->broken) {
        j->len = 0;
        j->first = j->last = m->steps;
        j->broken = false;
        copy_small(m, j->shadow);
    }
    j->start = j->len;
    j->before = (trailer){m->steps, 0, m->note, m->done, 0};
    j->r_before = m->r;
    j->ghost_before = (ghost_was){m->ghost_step, m->ghost_len};
    pen_out(j);
    m->jn = j;
}

/* Ends a step: the small blocks' changes, the extras and the trailer. */
static void end(sm *m, sm_journal *j)
{
    m->jn = NULL;
    pen_in(j);
    j->pen.at = NULL;
    save_small(m, j);
    trailer *t = &j->before;
    t->records = (uint32_t)(j->len - j->start);
    t->extras = (uint8_t)((memcmp(&j->r_before, &m->r, sizeof m->r) != 0 ? EXTRA_RNG : 0) |
                          (j->ghost_before.step != m->ghost_step || j->ghost_before.len != m->ghost_len ? EXTRA_GHOST : 0));
    if (!j->broken && j->len - j->start <= UINT32_MAX && room(j, extras_size(t->extras))) {
        t->records = (uint32_t)(j->len - j->start); /* room() may have moved the step to the front */
        if (t->extras & EXTRA_RNG)
            append(j, &j->r_before, sizeof j->r_before);
        if (t->extras & EXTRA_GHOST)
            append(j, &j->ghost_before, sizeof j->ghost_before);
        append(j, t, sizeof *t);
        j->steps_kept++;
        j->bytes_kept += step_size(t);
    } else {
        j->broken = true;
    }
    if (j->broken) { /* this step and all before it are lost: the journal starts after it */
        j->len = 0;
        j->first = m->steps;
        j->broken = false;
        copy_small(m, j->shadow); /* save_small may have stopped half way */
    }
    j->last = m->steps;
}

uint64_t sm_journal_run(sm *m, sm_journal *j, uint64_t max)
{
    uint64_t done = 0;
    while (done < max && !m->done) {
        begin(m, j);
        uint64_t k = sm_run_plain(m, 1);
        end(m, j);
        if (k == 0)
            break;
        done += k;
    }
    return done;
}

/* Undoes the newest step in the journal: its saves newest first, then the scalars. */
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
    j->last = t.step;
    m->steps = t.step;
    m->note = t.note;
    m->done = t.done;
}

uint64_t sm_journal_undo(sm *m, sm_journal *j, uint64_t n)
{
    uint64_t k = 0;
    if (m->steps != j->last)
        return 0;
    for (; k < n && j->len > 0; k++)
        undo_one(m, j);
    copy_small(m, j->shadow);
    return k;
}

uint64_t sm_journal_first(const sm *m, const sm_journal *j)
{
    return j && m->steps == j->last ? j->first : m->steps;
}

bool sm_journal_find(const sm *m, const sm_journal *j, uint64_t events, uint64_t *at)
{
    if (!j || m->steps != j->last)
        return false;
    for (size_t end = j->len; end > 0;) {
        trailer t = trailer_at(j, end);
        if (t.step > 0 && t.step < m->steps && t.note.caption < SM_MAX_CAPTIONS &&
            (events & SM_CAP(t.note.caption))) { /* the note before a step is the note after the one before */
            *at = t.step;
            return true;
        }
        end -= step_size(&t);
    }
    return false;
}

size_t sm_journal_bytes(const sm_journal *j) { return j ? j->len : 0; }

uint64_t sm_journal_fits(const sm_journal *j)
{
    uint64_t per = j->steps_kept ? j->bytes_kept / j->steps_kept : 256;
    return j->cap / 4 / (per ? per : 1);
}
