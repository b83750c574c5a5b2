/*
 * sm_event.c - events and predict: what each algorithm file declares about
 * its steps (sm_algo.events, .asks), turned into "run to the next event",
 * "back to the previous one" and "what will the next step do".
 *
 * Design. A step already tells what it did: sm_say() records its
 * pseudocode line and caption for every single step, in the step's own
 * code and nowhere else. So an event is declared as a set of captions,
 * and a step raises it when the caption it recorded is in the set. The
 * alternatives cost more or say less:
 * - a flag or counter per event, set inside the steps, is new code in
 *   the hot loops (Wilson's walk_run keeps its state in registers and
 *   writes the note once per batch; the backtracker likewise), and every
 *   new event would touch them again;
 * - a set of pseudocode lines is too coarse: Houston's first phase runs
 *   one line for a move into a new cell and into an old one, Kruskal's
 *   "open" line ends the run on its last merge, the wall follower moves on
 *   one line whether it turns or not. Captions are at least as fine as
 *   lines in every algorithm, and where an event needs a distinction no
 *   caption made (the wall follower's turn, the flood's new distance
 *   ring) the algorithm file splits a caption: the step picks one of two
 *   caption ids it was writing anyway.
 * A batched run, run(m, max), writes the note of its last step only; the
 * machine contract says it leaves exactly the state max single steps
 * leave, note included (tests/sm_check.h checks it for every algorithm).
 * So searching one step at a time sees every step's own caption: exact,
 * and the only price is that of single steps against batches (measured
 * by bench_events). The trace, --until and the window's event keys all
 * step this way, so they agree step for step.
 *
 * Sizes: an event may measure its steps (the cells of an erased loop, of
 * a merged set; sm_event_size). The step's caption already prints that
 * number, so the size is read from the same note by a small function the
 * algorithm file declares beside the event: nothing is counted twice and
 * a step costs what it did. --until EVENT:len>=N asks for it.
 *
 * Going back: the steps a journal of the recent steps (sm_journal.c)
 * reaches are undone one by one first, each giving its note back; before
 * them, the search restores the last checkpoint before the current step,
 * replays that interval one step at a time noting the last step that
 * raised the event, and moves one interval further back until it finds
 * one or reaches step 0. Then sm_seek() goes there, which is exact.
 *
 * Predict: the next step is taken on the machine itself from a snapshot
 * of its state (the copy a checkpoint makes), its note read, and the
 * snapshot put back, so the machine is as it was (change log, known total
 * and all) and the plain step that follows the answer is the step that
 * was peeked. The algorithm's ask rows say, by the peeked caption, which
 * note arguments are the random choice to show and the right next cell;
 * which other cells count is what the step could take as well, its legal
 * choices (sm_choice.c): any frontier cell for Prim, only the queue's
 * front for BFS. The mode code never names an algorithm.
 */
#include <stdlib.h>
#include <string.h>

#include "sm_history.h"

int sm_event_find(const sm_algo *a, const char *id)
{
    for (size_t i = 0; i < a->n_events; i++)
        if (strcmp(a->events[i].id, id) == 0)
            return (int)i;
    return -1;
}

/* The events a step with this caption raises, bit i for a->events[i]. */
static uint64_t raised_by(const sm_algo *a, unsigned caption)
{
    uint64_t out = 0;
    if (caption >= SM_MAX_CAPTIONS)
        return 0;
    for (size_t i = 0; i < a->n_events && i < 64; i++)
        if (a->events[i].captions & SM_CAP(caption))
            out |= UINT64_C(1) << i;
    return out;
}

uint64_t sm_events_raised(const sm *m) { return m->steps > 0 ? raised_by(m->algo, m->note.caption) : 0; }

static bool raises(const sm *m, size_t ev)
{
    return m->steps > 0 && m->note.caption < SM_MAX_CAPTIONS &&
           (m->algo->events[ev].captions & SM_CAP(m->note.caption));
}

bool sm_event_size_of(const sm *m, size_t ev, uint64_t *size)
{
    if (ev >= m->algo->n_events || !m->algo->events[ev].size.of || !raises(m, ev))
        return false;
    *size = m->algo->events[ev].size.of(&m->note);
    return true;
}

/* Whether the last step raised ev at a size of at least least (0: whatever its size). */
static bool raises_sized(const sm *m, size_t ev, uint64_t least)
{
    uint64_t size;
    return least == 0 ? raises(m, ev) : sm_event_size_of(m, ev, &size) && size >= least;
}

bool sm_run_to_event_sized(sm *m, size_t ev, uint64_t least, uint64_t max, uint64_t *done)
{
    MAZEVIZ_ASSERT(ev < m->algo->n_events, "sm_run_to_event: no such event");
    uint64_t k = 0;
    bool hit = false;
    while (ev < m->algo->n_events && k < max && sm_run(m, 1) == 1) {
        k++;
        if ((hit = raises_sized(m, ev, least)))
            break;
    }
    if (done)
        *done = k;
    return hit;
}

bool sm_run_to_event(sm *m, size_t ev, uint64_t max, uint64_t *done)
{
    return sm_run_to_event_sized(m, ev, 0, max, done);
}

/* The last step in [lo, hi) that raised ev (0: none), replaying from lo; the machine ends before hi. */
static uint64_t last_in(sm *m, size_t ev, uint64_t lo, uint64_t hi)
{
    uint64_t found = 0;
    sm_seek(m, lo);
    if (raises(m, ev))
        found = lo;
    while (m->steps + 1 < hi && sm_run_plain(m, 1) == 1)
        if (raises(m, ev))
            found = m->steps;
    return found;
}

bool sm_back_to_event(sm *m, size_t ev)
{
    uint64_t start = m->steps, hi = start, found = 0, replayed;
    if (!m->hist || ev >= m->algo->n_events || start < 2)
        return false;
    sm_history_journal(m, &hi, &replayed);
    while (m->steps > hi && m->steps > 1) { /* the journal's steps, undone one by one: each has its note back */
        sm_seek(m, m->steps - 1);
        if (raises(m, ev))
            return true;
    }
    size_t cap = m->cap;
    m->cap = 0; /* the search logs nothing: the seek at the end redraws everything */
    while (!found && hi > 1) {
        uint64_t lo = sm_history_before(m, hi - 1);
        found = last_in(m, ev, lo, hi);
        hi = lo;
    }
    m->cap = cap;
    sm_seek(m, found ? found : start);
    m->redraw_all = true;
    return found > 0;
}

/* The row of a's asks about steps with this caption, or NULL. */
static const sm_ask *ask_row(const sm_algo *a, unsigned caption)
{
    for (size_t i = 0; caption < SM_MAX_CAPTIONS && i < a->n_asks; i++)
        if (a->asks[i].captions & SM_CAP(caption))
            return &a->asks[i];
    return NULL;
}

/* Note argument SM_ARG(i) as a cell of the maze, or MAZE_NONE. */
static uint32_t note_cell(const sm *m, const sm_note *n, uint8_t arg)
{
    if (arg == 0 || arg > SM_NOTE_ARGS)
        return MAZE_NONE;
    uint32_t c = n->arg[arg - 1];
    return c < m->m->n && maze_exists(m->m, c) ? c : MAZE_NONE;
}

/* The choice's arrow: the cells the row names, and the side between them. */
static void choice(const sm *m, const sm_ask *row, sm_question *q)
{
    q->choice_from = note_cell(m, &q->note, row->from);
    q->choice_to = note_cell(m, &q->note, row->to);
    for (unsigned s = 0; q->choice_from != MAZE_NONE && q->choice_to != MAZE_NONE && s < m->m->sides; s++)
        if (maze_neighbor(m->m, q->choice_from, s) == q->choice_to)
            q->choice_side = (uint8_t)s;
}

/* Takes the next step and puts the machine back exactly; false when memory runs out. */
static bool peek(sm *m, sm_question *q)
{
    sm_snapshot before;
    if (!sm_snapshot_take(m, &before))
        return false;
    uint64_t total = m->total;
    size_t cap = m->cap, nchanged = m->nchanged;
    m->cap = 0;
    sm_run_plain(m, 1);
    q->step = m->steps;
    q->note = m->note;
    q->events = sm_events_raised(m);
    sm_snapshot_put(m, &before);
    sm_snapshot_free(&before);
    m->cap = cap;
    m->nchanged = nchanged;
    m->total = total;
    return true;
}

static int by_cell(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return (a > b) - (a < b);
}

/*
 * The distinct cells of the legal choices of m's next step (a cell, a
 * wall's cell, a cell with a word), sorted, in a new array of *n; NULL
 * (*n 0) when there are none or memory runs out.
 */
static uint32_t *legal_cells(const sm *m, size_t *n)
{
    sm_choice_info info;
    size_t k = sm_choices(m, &info, NULL, 0), j = 0;
    sm_choice *list = k ? malloc(k * sizeof *list) : NULL;
    uint32_t *cells = k ? malloc(k * sizeof *cells) : NULL;
    *n = 0;
    if (!list || !cells) {
        free(list);
        free(cells);
        return NULL;
    }
    sm_choices(m, &info, list, k);
    for (size_t i = 0; i < k; i++)
        if (list[i].cell != MAZE_NONE)
            cells[j++] = list[i].cell;
    free(list);
    qsort(cells, j, sizeof *cells, by_cell);
    for (size_t i = 0; i < j; i++)
        if (*n == 0 || cells[*n - 1] != cells[i])
            cells[(*n)++] = cells[i];
    return cells;
}

/*
 * The cells that answer the cell question whose machine's own answer is
 * own: the cells of the step's legal choices when own is one of them
 * (any frontier cell for Prim), else own alone. Up to cap into out, own
 * first; returns how many.
 */
static size_t right_cells(const sm *m, uint32_t own, uint32_t *out, size_t cap)
{
    size_t n, k = 1;
    uint32_t *cells = legal_cells(m, &n);
    bool in = cells && bsearch(&own, cells, n, sizeof *cells, by_cell);
    if (cap > 0)
        out[0] = own;
    for (size_t i = 0; in && i < n; i++)
        if (cells[i] != own) {
            if (k < cap)
                out[k] = cells[i];
            k++;
        }
    free(cells);
    return k;
}

bool sm_ask_next(sm *m, sm_question *q)
{
    memset(q, 0, sizeof *q);
    if (m->done || !peek(m, q)) {
        memset(q, 0, sizeof *q);
        return false;
    }
    q->line = q->note.line;
    q->choice_from = q->choice_to = q->cell = MAZE_NONE;
    q->choice_side = MAZE_NO_SIDE;
    const sm_ask *row = ask_row(m->algo, q->note.caption);
    if (!row)
        return true;
    choice(m, row, q);
    q->cell = note_cell(m, &q->note, row->cell);
    q->cell_asked = q->cell != MAZE_NONE;
    if (q->cell_asked)
        q->n_right = right_cells(m, q->cell, NULL, 0);
    return true;
}

bool sm_answer_line(const sm_question *q, unsigned line) { return q->step > 0 && line == q->line; }

bool sm_answer_cell(const sm *m, const sm_question *q, uint32_t c)
{
    if (!q->cell_asked || q->step != m->steps + 1 || c >= m->m->n)
        return false;
    if (c == q->cell)
        return true;
    if (q->n_right < 2)
        return false;
    size_t n;
    uint32_t *cells = legal_cells(m, &n);
    bool right = cells && bsearch(&c, cells, n, sizeof *cells, by_cell);
    free(cells);
    return right;
}

size_t sm_answer_cells(const sm *m, const sm_question *q, uint32_t *out, size_t cap)
{
    if (!q->cell_asked || q->step != m->steps + 1)
        return 0;
    return right_cells(m, q->cell, out, cap);
}
