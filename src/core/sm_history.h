/*
 * sm_history.h - checkpoints and seeking (time travel) for step machines;
 * internal to the core. See sm_keep_history() in machine.h.
 */
#ifndef MAZEVIZ_SM_HISTORY_H
#define MAZEVIZ_SM_HISTORY_H

#include "sm_impl.h"

/*
 * A copy of a machine's whole state: its blocks, a generator's maze cells,
 * the rng, step count, done flag, note and loop ghost (not the change log
 * or the run's known total). Putting it back restores the blocks where
 * they are, so the pointers inside them stay valid.
 */
typedef struct sm_snapshot {
    uint64_t step;
    rng r;
    bool done;
    sm_note note;
    size_t ghost_len;
    uint64_t ghost_step;
    unsigned char *data; /* blocks, then the maze's cells, then the ghost */
    size_t bytes;
} sm_snapshot;

/* Copies m's state into c (allocating c->data); false when memory runs out. */
bool sm_snapshot_take(const sm *m, sm_snapshot *c);

/* Puts the state in c back into m. */
void sm_snapshot_put(sm *m, const sm_snapshot *c);

/* Frees c's copy. */
void sm_snapshot_free(sm_snapshot *c);

/* The step of the last checkpoint at or before step (0 without history). */
uint64_t sm_history_before(const sm *m, uint64_t step);

/* Runs up to max steps of the algorithm without checkpoints (recording figures, sm_keep_figures); returns the steps done. */
uint64_t sm_run_plain(sm *m, uint64_t max);

/* The same without recording: the algorithm's own run, counted, taking the recorded choices (sm_choice.c). */
uint64_t sm_run_algo(sm *m, uint64_t max);

/* The algorithm's own run, counted, nothing else. */
uint64_t sm_run_counted(sm *m, uint64_t max);

/* sm_run_algo() when a recorded choice lies ahead: runs up to it, takes it, and on (sm_choice.c). */
uint64_t sm_picks_run(sm *m, uint64_t max);

/* Copies record's choices into m when they belong to its run (sm_record); false when memory runs out. */
bool sm_picks_load(sm *m, const sm_record *record);

/* The run branches after the current step: checkpoints and figures past it are dropped. */
void sm_history_drop_after(sm *m);
void sm_figures_drop_after(sm *m);

/* sm_run_plain() with figures kept (sm_figures.c): stops at each step to record; frees the record. */
uint64_t sm_figures_run(sm *m, uint64_t max);
void sm_figures_free(sm *m);

/* sm_run() with history on: runs in chunks, taking a checkpoint at each spacing boundary. */
uint64_t sm_history_run(sm *m, uint64_t max);

/*
 * The journal (sm_journal.c): a buffer of cap bytes of the recent steps'
 * changes, for a machine whose algorithm journals. NULL: no memory.
 */
sm_journal *sm_journal_create(const sm *m, size_t cap);
void sm_journal_free(sm_journal *j);

/*
 * Runs up to max steps journaled, a record per batch of at most `batch`
 * steps (no checkpoints); returns the steps done.
 */
uint64_t sm_journal_run(sm *m, sm_journal *j, uint64_t max, uint64_t batch);

/*
 * The same, a record per step, each step's cells kept in the journal and
 * not left in the change log (a replay, or a batch undone part way: what
 * they changed is logged or repainted already).
 */
uint64_t sm_journal_rerun(sm *m, sm_journal *j, uint64_t max);

/*
 * Undoes up to n steps (none unless the machine is where the journal
 * ends), running a batch's first steps again, a record each, when the
 * step is inside one; returns how many steps back it went. The cells the
 * undone steps had touched go in the change log (m->redraw_all when a
 * step kept none).
 */
uint64_t sm_journal_undo(sm *m, sm_journal *j, uint64_t n);

/* The earliest step the journal can undo back to from where the machine is (its step: none). */
uint64_t sm_journal_first(const sm *m, const sm_journal *j);

/* Bytes the journal holds now; about how many steps half of it holds (for a replay's journaled tail). */
size_t sm_journal_bytes(const sm_journal *j);
uint64_t sm_journal_fits(const sm_journal *j);

/* Frees the checkpoints; a machine without history is left alone. */
void sm_history_free(sm *m);

#endif
