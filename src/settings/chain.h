/*
 * chain.h - the chain of step machines a command line asks for, made
 * without a window (the trace, --until's step for --gif).
 */
#ifndef MAZEVIZ_CHAIN_H
#define MAZEVIZ_CHAIN_H

#include "args.h"

/*
 * Makes the earlier machines' maze in m (a->w x a->h) and returns the
 * last machine of the chain (cli_last_algo) at step 0, change tracking
 * on, seeded with seed as the window seeds it. NULL when memory runs out.
 * The caller destroys it.
 */
sm *cli_chain_last(const cli_args *a, maze *m, uint64_t seed);

/*
 * Finds --until's N-th event in the run with seed: returns how many of
 * them it found (N, or fewer when the run raises it fewer times: *step is
 * then the run's last step; 0 and *step 0 when memory runs out), *step
 * the step of the last one found.
 */
uint64_t cli_until_step(const cli_args *a, uint64_t seed, uint64_t *step);

#endif
