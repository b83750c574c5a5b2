/*
 * sm_history.h - checkpoints and seeking (time travel) for step machines;
 * internal to the core. See sm_keep_history() in machine.h.
 */
#ifndef MAZEVIZ_SM_HISTORY_H
#define MAZEVIZ_SM_HISTORY_H

#include "sm_impl.h"

/* Runs up to max steps of the algorithm without checkpoints; returns the steps done. */
uint64_t sm_run_plain(sm *m, uint64_t max);

/* sm_run() with history on: runs in chunks, taking a checkpoint at each spacing boundary. */
uint64_t sm_history_run(sm *m, uint64_t max);

/* Frees the checkpoints; a machine without history is left alone. */
void sm_history_free(sm *m);

#endif
