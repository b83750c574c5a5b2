/*
 * exercise_cli.c - the exercise in a terminal (issue 31): --headless
 * --exercise plays exercise.h as lines, so a student can do it with a
 * keyboard or a screen reader and a script can play it.
 *
 *   ask STEP<TAB>QUESTION<TAB>LEGAL<TAB>LEGAL...   each step that decides something
 *   (one answer line on standard input)
 *   right | wrong EXPECTED<TAB>WHY
 *   ...
 *   score RIGHT/ASKED
 *   code CODE
 *
 * LEGAL and EXPECTED are in the answer notation (sm_choice_format), WHY
 * and QUESTION in words, in --lang. A line that is no answer at all gets
 * "wrong" like any wrong answer, and a line on stderr saying why; at the
 * end of input the rest is skipped (asked, not right). --grade is in
 * grade.c.
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

/* "ask STEP<TAB>QUESTION<TAB>LEGAL..." */
static bool put_ask(FILE *f, const sm *g, const ex_question *q, sm_lang l)
{
    char text[512], c[64];
    sm_choice_question(g, &q->info, l, text, sizeof text);
    bool ok = fprintf(f, "ask %" PRIu64 "\t%s", q->step, text) > 0;
    for (size_t i = 0; ok && i < q->info.n; i++) {
        sm_choice_format(sm_maze(g), q->legal[i], c, sizeof c);
        ok = fprintf(f, "\t%s", c) > 0;
    }
    return ok && fputc('\n', f) != EOF && fflush(f) == 0;
}

/*
 * "right", or "wrong EXPECTED<TAB>WHY" (info from before the step): the
 * rule, then the choice taken in words - when several were legal, that
 * any was right and the run goes on with the machine's own.
 */
static bool put_verdict(FILE *f, const sm *g, const sm_choice_info *info, const ex_verdict *v, sm_lang l)
{
    static const char *const taken[2][2] = {{"%s: %s", "%s：%s"},
                                             {"%s; any of the %zu was right, it goes on with %s",
                                              "%s；这 %zu 个选择都对，按 %s 继续"}};
    if (v->right)
        return fputs("right\n", f) >= 0 && fflush(f) == 0;
    char c[64], why[512], name[160], line[800];
    sm_choice_format(sm_maze(g), v->taken, c, sizeof c);
    sm_choice_why(g, info, l, why, sizeof why);
    sm_choice_name(sm_maze(g), v->taken, l, name, sizeof name);
    if (info->n > 1)
        snprintf(line, sizeof line, taken[1][l == SM_LANG_ZH], why, info->n, name);
    else
        snprintf(line, sizeof line, taken[0][l == SM_LANG_ZH], why, name);
    return fprintf(f, "wrong %s\t%s\n", c, line) > 0 && fflush(f) == 0;
}

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

/* Plays e's questions on stdin and stdout; false when writing fails. */
static bool play(exercise *e, const sm *g, sm_lang l)
{
    char *line = NULL;
    size_t cap = 0;
    ex_question q;
    bool ok = true;
    while (ok && exercise_next(e, &q)) {
        ok = put_ask(stdout, g, &q, l);
        if (!ok || !read_answer(&line, &cap))
            break;
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
        ok = exercise_answer(e, parsed ? &c : NULL, &v) && put_verdict(stdout, g, &info, &v, l);
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
    exercise *e = g ? exercise_create(g) : NULL;
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
