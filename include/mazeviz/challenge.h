/*
 * challenge.h - challenges: tasks a student meets by building (editing,
 * loading) a maze, each judged by the solvers and statistics the program
 * already has (--list-challenges, --challenge ID; docs/teaching.md).
 *
 * A challenge is set on one rectangle (w x h, no mask) with its start and
 * goal; challenge_judge() runs its solvers on a maze and says passed or
 * failed, and why, in English and Chinese. The judge never prints and
 * never changes the maze; it may be called on every change of an edited
 * maze (a few solver runs on a small grid).
 */
#ifndef MAZEVIZ_CHALLENGE_H
#define MAZEVIZ_CHALLENGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazeviz/maze.h"
#include "mazeviz/words.h"

/* Where a challenge's start and goal are. */
typedef enum challenge_ends {
    CHALLENGE_CORNERS,     /* the first cell (top left) to the last (bottom right) */
    CHALLENGE_TO_CENTRE,   /* the first cell to the centre cell (w/2, h/2) */
    CHALLENGE_FROM_CENTRE, /* the centre cell to the last cell */
} challenge_ends;

typedef enum challenge_verdict {
    CHALLENGE_PASSED,
    CHALLENGE_FAILED,
    CHALLENGE_NO_MEMORY,
} challenge_verdict;

/* A verdict's reason, in both languages (written by the judge). */
typedef struct challenge_why {
    char en[160], zh[160];
} challenge_why;

typedef struct challenge {
    const char *id;
    uint32_t w, h;
    challenge_ends ends;
    sm_text title, task;
    challenge_verdict (*judge)(maze *m, uint32_t from, uint32_t to, challenge_why *why);
} challenge;

/* The challenges, in the order --list-challenges shows them. */
extern const challenge challenges[];
extern const size_t challenge_count;

/* The challenge whose id is id, or NULL. */
const challenge *challenge_find(const char *id);

/* The start and goal of c on its grid (cell ids of a w x h rectangle). */
void challenge_ends_of(const challenge *c, uint32_t *from, uint32_t *to);

/*
 * Judges maze m for challenge c: a maze of another grid or size fails
 * (saying which it needs); else c's judge runs the solvers on it (m is
 * not changed). why gets the reason in both languages (passed: the
 * figure that passed).
 */
challenge_verdict challenge_judge(const challenge *c, const maze *m, challenge_why *why);

#endif
