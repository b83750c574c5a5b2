/*
 * code.h - what an exercise is made of in the settings (issue 31): the
 * class seed, the machine the exercise is about, and the completion code
 * - a state string with the exercise, the seed, the name and the moves -
 * read back into the choices its run took. Nothing here uses SDL.
 */
#ifndef MAZEVIZ_CODE_H
#define MAZEVIZ_CODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <stdio.h>

#include "args.h"
#include "mazeviz/exercise.h"

/*
 * The seed of a student: FNV-1a (64 bits) over the bytes of word, a
 * newline and the bytes of name, then one splitmix64 step (rng.h) of that
 * as its state - so "mazeviz --class-seed W --name N" and a teacher's
 * replay agree on every machine.
 */
uint64_t cli_class_seed(const char *word, const char *name);

/*
 * The machine a's exercise is about, at step 0 and seeded seed: --solve's
 * solver on the maze --algo makes in m (braided by --opt braid=P), else
 * --algo itself. track: keep a change log. NULL when memory runs out.
 */
sm *cli_exercise_machine(const cli_args *a, maze *m, uint64_t seed, bool track);

/*
 * The completion code of a's exercise with seed and moves: algo, opt,
 * braid, grid, size, mask, mask-text, seed, solve, from, to, name, moves
 * (the keys of a state string, state.h), into buf. False (buf "") when it
 * does not fit in len or is longer than --state reads.
 */
bool cli_exercise_code(const cli_args *a, uint64_t seed, const char *moves, char *buf, size_t len);

/*
 * With a->moves (a code's): replays them once and keeps the choices the
 * run took in a->record, which the settings of the exercise's machine
 * (a->settings, or a->solver_settings) point to, so every front end that
 * makes that machine follows the student's run. Returns 0, or prints one
 * line and returns the exit code (2: moves that are not legal, 1: no
 * memory). cli_prepare() calls it; cli_release() frees the record.
 */
int cli_exercise_load(cli_args *a);

/*
 * The steps a's exercise asks in its whole run from step 0 (its highest
 * score): its machine run once with no answers. 0 when the run asks
 * nothing or memory runs out.
 */
uint64_t cli_exercise_total(const cli_args *a);
void cli_exercise_release(cli_args *a);

/*
 * The exercise's lines, for --headless --exercise and the window alike:
 * "ask STEP<TAB>QUESTION<TAB>LEGAL..." (LEGAL in the answer notation,
 * sm_choice_format), and "right" or "wrong EXPECTED<TAB>WHY" (info as it
 * was before the step); a right answer that does not count (the step's
 * first answer, before an undo, was wrong) is "right<TAB>WHY NOT". False when writing to f failed. Each flushes f.
 */
bool cli_exercise_put_ask(FILE *f, const sm *g, const ex_question *q, sm_lang l);
bool cli_exercise_put_verdict(FILE *f, const sm *g, const sm_choice_info *info, const ex_verdict *v, sm_lang l);

#endif
