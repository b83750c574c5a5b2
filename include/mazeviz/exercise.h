/*
 * exercise.h - graded exercises (issue 31): the student performs every
 * step of a step machine that decides something, and is scored on each.
 *
 * The machine's legal choices (machine.h, sm_choices) are the questions:
 * steps that decide nothing run by themselves; at a step that does, an
 * answer among the legal choices is right and the run goes on from it
 * (a random draw's every choice as right as the machine's own); any other
 * answer is wrong, and the machine's own choice is applied instead (the
 * state is fixed, as in JSAV). An answer can be undone (the run goes back
 * to the step asked before it) and the step answered again, but the score
 * keeps each step's first answer (OpenDSA's rule): the k-th step asked is
 * right only when the first answer it ever got was right, whatever later
 * answers, undos and redos did - even when a redo took the run elsewhere
 * and the k-th step asks something else now. The moves - one per step
 * asked, as the run finally went - are what the completion code records; replaying them
 * on the same machine (same algorithm, grid, seed) gives the same run and
 * the same score, and says when a move is not one the step could take.
 *
 * Moves, as the code writes them: one character per step asked, the
 * place of the answer in the step's list of legal choices (0-9, a-z, A-Z
 * for 0..61; a larger place is '.', its digits in that base 62, '.'), or
 * '_' for an answer that was not right (the machine's own choice was
 * applied). '~' before a place: that choice was taken, but the step's first
 * answer was wrong (it was undone and answered again), so it is not right;
 * a step first answered right keeps a plain place whatever it took later.
 * A move followed by '*', a decimal count N and '*' stands for
 * N of it ("0*12*"). Steps after the last move were not answered: they
 * run as the machine's own and count as asked, not right.
 * Nothing here does I/O; the core never prints.
 */
#ifndef MAZEVIZ_EXERCISE_H
#define MAZEVIZ_EXERCISE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazeviz/machine.h"

typedef struct exercise exercise;

/* The question of the step asked. */
typedef struct ex_question {
    uint64_t step;          /* the step asked: the machine's steps + 1 */
    sm_choice_info info;    /* its decision, arguments and the machine's own choice; info.n legal */
    const sm_choice *legal; /* the info.n legal choices (the exercise's; valid until the next call) */
} ex_question;

/* The verdict on an answer. */
typedef struct ex_verdict {
    bool right;      /* this answer was a legal choice */
    bool counts;     /* the step scores as right: its first answer (before any undo) was right */
    sm_choice taken; /* the choice the step took: the answer when right, else the machine's own */
} ex_verdict;

/*
 * An exercise on machine m (not owned: it must outlive the exercise), from
 * the step m is at. NULL when memory runs out.
 */
exercise *exercise_create(sm *m);

/* Frees the exercise (not the machine); NULL is a no-op. */
void exercise_destroy(exercise *e);

/*
 * Runs the steps that decide nothing up to the next one that does and
 * fills q with its question (the same question again until it is
 * answered). False when the run is done, or memory runs out (then
 * exercise_failed()).
 */
bool exercise_next(exercise *e, ex_question *q);

/*
 * Answers the question asked last with c (NULL: no answer at all - text
 * that is no choice - which is wrong). Takes the step and fills v. False
 * when no question is open.
 */
bool exercise_answer(exercise *e, const sm_choice *c, ex_verdict *v);

/*
 * Takes the last answer back: the machine goes back to the step it was
 * asked at, which is asked again; the score loses that step until it is
 * answered again, and then keeps its first answer's verdict. The machine
 * needs history (sm_keep_history) to go back. False, nothing changed,
 * when no answer is left to undo, the rest was skipped, or the machine
 * cannot go back.
 */
bool exercise_undo(exercise *e);

/* The rest of the run without answers: every step that decides something counts as asked, not right. */
void exercise_skip_rest(exercise *e);

/* Steps asked (answered or skipped) and answered right so far. */
uint64_t exercise_asked(const exercise *e);
uint64_t exercise_right(const exercise *e);

/* Whether memory ran out (the exercise cannot go on). */
bool exercise_failed(const exercise *e);

/*
 * The moves so far in the code's notation (see the top), into buf (always
 * terminated); returns the length it would have had.
 */
size_t exercise_moves(const exercise *e, char *buf, size_t len);

/* What replaying a code's moves found. */
typedef struct ex_replay {
    uint64_t asked, right; /* the whole run's steps asked; the moves that were right */
    bool valid;            /* every move was a legal choice, and none was left over */
    char reason[160];      /* why not, in English ("move 7 (step 31): 9 is not one of the 4 legal choices") */
} ex_replay;

/*
 * Replays moves on machine m (at step 0, as the exercise was made) to the
 * end of its run, filling r. A move that is no legal choice counts as not
 * right and the machine's own choice is taken, so the run still ends.
 * False when memory runs out.
 */
bool exercise_replay(sm *m, const char *moves, ex_replay *r);

#endif
