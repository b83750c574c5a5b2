/*
 * sm_history.c - checkpoints of a step machine and seeking back to any step.
 *
 * A checkpoint is the machine's whole state: a copy of every block its
 * algorithm allocated, the maze's cells (generators change them), the
 * random generator, the step count, the note and the loop ghost. Restoring
 * one copies the blocks back to where they are, so the pointers inside them
 * stay valid. Checkpoints are taken every `spacing` steps while running;
 * when the next one would pass the memory budget, every other one is
 * dropped and the spacing doubles, so memory stays under the budget however
 * long the run, and a seek replays at most `spacing` steps.
 *
 * An algorithm whose steps save what they change (sm_algo.journals) also
 * gets a journal of the recent steps (sm_journal.c), a quarter of the
 * budget: a step back within it undoes steps, replaying nothing, and a
 * replay from a checkpoint journals its last steps, so the steps back
 * after a jump are undone too. Stepping back from where the machine is,
 * the cost no longer grows with the checkpoints' spacing; a jump still
 * replays at most `spacing` steps.
 */
#include <stdlib.h>
#include <string.h>

#include "sm_history.h"

/*
 * The first spacing: at least 1024 steps, and at least one step per 8
 * bytes of state, so copying checkpoints costs a small fraction of running
 * (a step takes nanoseconds, copying a byte a fraction of one). Algorithms
 * that journal are those whose steps take hundreds of nanoseconds (or
 * whose state is big): one step per 64 bytes, so the checkpoints fill the
 * budget and a jump replays less.
 */
#define FIRST_SPACING 1024
#define BYTES_PER_STEP 8
#define BYTES_PER_SLOW_STEP 64
#define JOURNAL_SHARE 4   /* the journal's part of the budget: 1 / JOURNAL_SHARE */
#define JOURNAL_BATCH 256 /* steps a forward run journals as one record */

typedef sm_snapshot checkpoint;

struct sm_history {
    checkpoint *cp; /* by step, ascending */
    size_t n, cap;
    uint64_t spacing;
    size_t max_bytes, held;
    sm_journal *jn;     /* NULL: the algorithm does not journal (or no memory for it) */
    uint64_t replayed;  /* steps replayed by backward seeks */
};

static size_t maze_bytes(const sm *m) { return m->algo->kind == SM_GENERATOR ? m->m->n : 0; }

static size_t state_bytes(const sm *m)
{
    size_t b = maze_bytes(m);
    for (size_t i = 0; i < m->nblocks; i++)
        b += m->blocks[i].bytes;
    return b;
}

bool sm_snapshot_take(const sm *m, sm_snapshot *c)
{
    size_t ghost = m->ghost ? m->ghost_len * sizeof *m->ghost : 0;
    c->bytes = state_bytes(m) + ghost;
    c->data = malloc(c->bytes ? c->bytes : 1);
    if (!c->data)
        return false;
    unsigned char *p = c->data;
    for (size_t i = 0; i < m->nblocks; i++) {
        memcpy(p, m->blocks[i].p, m->blocks[i].bytes);
        p += m->blocks[i].bytes;
    }
    memcpy(p, m->m->cells, maze_bytes(m));
    p += maze_bytes(m);
    if (ghost)
        memcpy(p, m->ghost, ghost);
    c->step = m->steps;
    c->r = m->r;
    c->done = m->done;
    c->note = m->note;
    c->ghost_len = m->ghost ? m->ghost_len : 0;
    c->ghost_step = m->ghost_step;
    return true;
}

void sm_snapshot_put(sm *m, const sm_snapshot *c)
{
    MAZEVIZ_ASSERT(c->data && c->bytes == state_bytes(m) + (m->ghost ? c->ghost_len * sizeof *m->ghost : 0) &&
                       (!m->ghost || c->ghost_len <= m->ghost_cap),
                   "sm_snapshot_put: a checkpoint of another machine (its size differs)");
    const unsigned char *p = c->data;
    for (size_t i = 0; i < m->nblocks; i++) {
        memcpy(m->blocks[i].p, p, m->blocks[i].bytes);
        p += m->blocks[i].bytes;
    }
    memcpy(m->m->cells, p, maze_bytes(m));
    p += maze_bytes(m);
    if (m->ghost)
        memcpy(m->ghost, p, c->ghost_len * sizeof *m->ghost);
    m->steps = c->step;
    m->r = c->r;
    m->done = c->done;
    m->note = c->note;
    m->ghost_len = c->ghost_len;
    m->ghost_step = c->ghost_step;
}

void sm_snapshot_free(sm_snapshot *c)
{
    free(c->data);
    c->data = NULL;
}

/* Keeps the first checkpoint and those on multiples of twice the spacing. */
static void thin(sm_history *h)
{
    uint64_t keep = 2 * h->spacing;
    size_t j = 1;
    for (size_t i = 1; i < h->n; i++) {
        if (h->cp[i].step % keep == 0) {
            h->cp[j++] = h->cp[i];
        } else {
            h->held -= h->cp[i].bytes;
            free(h->cp[i].data);
        }
    }
    h->n = j;
    h->spacing = keep;
}

/* A checkpoint of the current step, unless one exists or memory says no. */
static void take(sm *m)
{
    sm_history *h = m->hist;
    if (h->n > 0 && h->cp[h->n - 1].step >= m->steps)
        return;
    size_t need = state_bytes(m);
    while (h->n > 1 && h->held + need > h->max_bytes)
        thin(h);
    if (h->held + need > h->max_bytes || m->steps % h->spacing != 0)
        return;
    if (h->n == h->cap) {
        size_t cap = h->cap ? 2 * h->cap : 16;
        checkpoint *cp = realloc(h->cp, cap * sizeof *cp);
        if (!cp)
            return;
        h->cp = cp;
        h->cap = cap;
    }
    if (sm_snapshot_take(m, &h->cp[h->n])) {
        h->held += h->cp[h->n].bytes;
        h->n++;
    }
}

bool sm_keep_history(sm *m, size_t max_bytes)
{
    if (m->hist)
        return true;
    sm_history *h = calloc(1, sizeof *h);
    if (!h)
        return false;
    h->spacing = FIRST_SPACING;
    while (h->spacing < state_bytes(m) / (m->algo->journals ? BYTES_PER_SLOW_STEP : BYTES_PER_STEP))
        h->spacing *= 2;
    size_t journal = m->algo->journals ? max_bytes / JOURNAL_SHARE : 0;
    h->jn = journal ? sm_journal_create(m, journal) : NULL; /* no memory for it: checkpoints alone */
    h->max_bytes = h->jn ? max_bytes - journal : max_bytes;
    h->cp = malloc(16 * sizeof *h->cp);
    h->cap = 16;
    if (!h->cp || !sm_snapshot_take(m, &h->cp[0])) {
        sm_journal_free(h->jn);
        free(h->cp);
        free(h);
        return false;
    }
    h->held = h->cp[0].bytes;
    h->n = 1;
    m->hist = h;
    return true;
}

void sm_history_free(sm *m)
{
    sm_history *h = m->hist;
    if (!h)
        return;
    for (size_t i = 0; i < h->n; i++)
        free(h->cp[i].data);
    sm_journal_free(h->jn);
    free(h->cp);
    free(h);
    m->hist = NULL;
}

uint64_t sm_history_run(sm *m, uint64_t max)
{
    uint64_t done = 0;
    while (done < max && !m->done) {
        uint64_t sp = m->hist->spacing;
        uint64_t to_next = (m->steps / sp + 1) * sp - m->steps;
        uint64_t n = max - done < to_next ? max - done : to_next;
        uint64_t k = m->hist->jn ? sm_journal_run(m, m->hist->jn, n, JOURNAL_BATCH) : sm_run_plain(m, n);
        done += k;
        if (k == 0)
            break;
        if (!m->done && m->steps % m->hist->spacing == 0)
            take(m);
    }
    return done;
}

/* The last checkpoint at or before step. */
static const checkpoint *find(const sm_history *h, uint64_t step)
{
    size_t lo = 0, hi = h->n;
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (h->cp[mid].step <= step)
            lo = mid;
        else
            hi = mid;
    }
    return &h->cp[lo];
}

/*
 * Back to step from the checkpoint at or before it: the replay runs as a
 * batch, then journals its last steps (as many as about half the journal
 * holds), so the steps back that follow are undone; those keep their
 * cells in the journal, for the repaint of a step back.
 */
static void replay(sm *m, const checkpoint *c, uint64_t step)
{
    sm_history *h = m->hist;
    sm_snapshot_put(m, c);
    size_t cap = m->cap;
    m->cap = 0; /* the batch logs nothing: everything is redrawn anyway */
    m->nchanged = 0;
    uint64_t need = step - m->steps, tail = h->jn ? sm_journal_fits(h->jn) : 0;
    tail = tail < need ? tail : need;
    sm_run_plain(m, need - tail);
    m->cap = cap;
    if (tail > 0)
        sm_journal_rerun(m, h->jn, tail);
    h->replayed += need;
    m->redraw_all = true; /* the checkpoint put back every cell */
}

/*
 * Back to step (below m->steps): undone by the journal where it reaches
 * (which logs the cells it changes back), else replayed from the
 * checkpoint before it. The change log keeps what it held (a replay logs
 * nothing). False when no checkpoint is that old.
 */
static bool back_to(sm *m, uint64_t step)
{
    sm_history *h = m->hist;
    size_t logged = m->nchanged;
    if (h->jn && step >= sm_journal_first(m, h->jn))
        sm_journal_undo(m, h->jn, m->steps - step);
    if (m->steps == step)
        return true;
    const checkpoint *c = find(h, step);
    if (c->step > step)
        return false;
    replay(m, c, step);
    MAZEVIZ_ASSERT(m->steps == step || m->done, "sm_seek: the replay from a checkpoint fell short of the step");
    m->nchanged = logged;
    return true;
}

uint64_t sm_seek(sm *m, uint64_t step)
{
    if (step >= m->steps) {
        sm_run(m, step - m->steps);
        return m->steps;
    }
    if (!m->hist)
        return m->steps;
    if (!back_to(m, step)) /* the journal's undo logs its cells; a replay asks for a whole repaint */
        return m->steps;
    if (m->steps == 0)
        m->unwatched = false;
    return m->steps;
}

void sm_history_drop_after(sm *m)
{
    sm_history *h = m->hist;
    while (h && h->n > 1 && h->cp[h->n - 1].step > m->steps) {
        h->n--;
        h->held -= h->cp[h->n].bytes;
        free(h->cp[h->n].data);
    }
    if (m->total > m->steps)
        m->total = 0;
}

uint64_t sm_history_before(const sm *m, uint64_t step)
{
    return m->hist ? find(m->hist, step)->step : 0;
}

size_t sm_history_journal(const sm *m, uint64_t *from, uint64_t *replayed)
{
    const sm_history *h = m->hist;
    *from = h && h->jn ? sm_journal_first(m, h->jn) : m->steps;
    *replayed = h ? h->replayed : 0;
    return h ? sm_journal_bytes(h->jn) : 0;
}

size_t sm_history_bytes(const sm *m, size_t *count, uint64_t *spacing)
{
    const sm_history *h = m->hist;
    *count = h ? h->n : 0;
    *spacing = h ? h->spacing : 0;
    return h ? h->held : 0;
}
