/*
 * exercise_cli.c - the exercise in a terminal (issue 31): --headless
 * --exercise plays exercise.h as lines, so a student can do it with a
 * keyboard or a screen reader and a script can play it.
 *
 *   ask STEP<TAB>QUESTION<TAB>LEGAL<TAB>LEGAL...   each step that decides something
 *   (one answer line on standard input)
 *   right | wrong EXPECTED<TAB>WHY
 *   ...
 *   (or the line "undo")
 *   undone STEP                                    the last answer taken back: STEP is asked again
 *   ...
 *   score RIGHT/ASKED
 *   code CODE
 *
 * LEGAL and EXPECTED are in the answer notation (sm_choice_format), WHY
 * and QUESTION in words, in --lang. A line that is no answer at all gets
 * "wrong" like any wrong answer, and a line on stderr saying why; at the
 * end of input the rest is skipped (asked, not right). "undo" takes the
 * last answer back (exercise.h: the score keeps each step's first answer,
 * and a right answer that does not count is "right<TAB>WHY NOT"); with
 * nothing to undo, a line on stderr says so and the question is asked
 * again. --grade is in grade.c.
 */
#define _POSIX_C_SOURCE 200809L
#include "exercise_cli.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mazeviz/exercise.h"
#include "settings/code.h"
#include "settings/grid_cli.h"
#include "settings/state.h"

#define EXERCISE_HISTORY_BYTES (16u << 20) /* checkpoints for undo: a step back replays at most a few steps */

/* Reads one answer line (without its line end); false at the end of input. */
static bool read_answer(char **line, size_t *cap)
{
    ssize_t n = getline(line, cap, stdin);
    if (n < 0)
        return false;
    while (n > 0 && ((*line)[n - 1] == '\n' || (*line)[n - 1] == '\r'))
        (*line)[--n] = '\0';
    return true;
}

/* The answer "undo": takes the last answer back and says so; false when writing fails. */
static bool undo(exercise *e)
{
    ex_question q;
    if (!exercise_undo(e)) {
        fputs("mazeviz: nothing to undo: no step is answered yet\n", stderr);
        return true;
    }
    return !exercise_next(e, &q) || (printf("undone %" PRIu64 "\n", q.step) > 0 && fflush(stdout) == 0);
}

/* Plays e's questions on stdin and stdout; false when writing fails. */
static bool play(exercise *e, const sm *g, sm_lang l)
{
    char *line = NULL;
    size_t cap = 0;
    ex_question q;
    bool ok = true;
    while (ok && exercise_next(e, &q)) {
        ok = cli_exercise_put_ask(stdout, g, &q, l);
        if (!ok || !read_answer(&line, &cap))
            break;
        if (strcmp(line, "undo") == 0) {
            ok = undo(e);
            continue;
        }
        sm_choice c;
        bool parsed = sm_choice_parse(sm_maze(g), line, &c);
        if (!parsed) {
            char shown[CLI_ESCAPE_MAX + 16];
            cli_escape(shown, sizeof shown, line);
            fprintf(stderr, "mazeviz: '%s' is no answer: a cell x,y (on other grids its --format json id), "
                            "a wall x,y-x,y, or a word (open, keep, back, hunt)\n", shown);
        }
        sm_choice_info info = q.info;
        ex_verdict v;
        ok = exercise_answer(e, parsed ? &c : NULL, &v) && cli_exercise_put_verdict(stdout, g, &info, &v, l);
    }
    free(line);
    return ok;
}

/* "score RIGHT/ASKED" and "code CODE"; 0, or the exit code after saying why. */
static int finish(const cli_args *a, const exercise *e, uint64_t seed)
{
    size_t n = exercise_moves(e, NULL, 0);
    char *moves = malloc(n + 1), code[CLI_STATE_MAX];
    if (!moves) {
        fputs("mazeviz: out of memory for the exercise's moves\n", stderr);
        return 1;
    }
    exercise_moves(e, moves, n + 1);
    int rc = 0;
    printf("score %" PRIu64 "/%" PRIu64 "\n", exercise_right(e), exercise_asked(e));
    if (cli_exercise_code(a, seed, moves, code, sizeof code)) {
        printf("code %s\n", code);
    } else {
        fprintf(stderr, "mazeviz: the completion code is longer than --state reads (%d bytes): "
                        "exercise a smaller maze\n", CLI_STATE_MAX - 1);
        rc = 1;
    }
    free(moves);
    return rc;
}

int exercise_cli_run(const cli_args *a)
{
    uint64_t seed = a->seed_given ? a->seed : cli_random_seed();
    if (!a->seed_given)
        fprintf(stderr, "mazeviz: seed %" PRIu64 "\n", seed);
    sm_lang l = cli_lang_resolved(a->lang) == 1 ? SM_LANG_ZH : SM_LANG_EN;
    maze *m = cli_maze(a);
    sm *g = m ? cli_exercise_machine(a, m, seed, false) : NULL;
    exercise *e = g && sm_keep_history(g, EXERCISE_HISTORY_BYTES) ? exercise_create(g) : NULL;
    int rc = 0;
    if (!e) {
        char grid[96];
        cli_grid_name(a, grid, sizeof grid);
        fprintf(stderr, "mazeviz: out of memory for the exercise on %s\n", grid);
        rc = 1;
    } else if (!play(e, g, l)) {
        rc = 1; /* standard output failed: main.c says why */
    } else {
        exercise_skip_rest(e);
        rc = exercise_failed(e) ? (fputs("mazeviz: out of memory during the exercise\n", stderr), 1)
                                : finish(a, e, seed);
    }
    exercise_destroy(e);
    sm_destroy(g);
    maze_destroy(m);
    return rc;
}
