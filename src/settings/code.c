/*
 * code.c - the exercise's settings (code.h): the class seed, the machine
 * an exercise is about, the completion code and its moves read back.
 *
 * A code's moves are places in the legal lists of the steps asked
 * (exercise.h): they mean something only on their run. cli_exercise_load()
 * replays them once, at start, and keeps what the run took as an
 * sm_record - the choices that differ from the machine's own draws, by
 * step - in the settings the machine is made with, so the window, a
 * screenshot and --headless all make the student's maze without knowing
 * about exercises.
 */
#include "code.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid_cli.h"
#include "mazeviz/exercise.h"
#include "state.h"

uint64_t cli_class_seed(const char *word, const char *name)
{
    uint64_t h = 14695981039346656037u; /* FNV-1a 64 */
    const char *parts[3] = {word, "\n", name};
    for (int i = 0; i < 3; i++)
        for (const unsigned char *u = (const unsigned char *)parts[i]; *u; u++)
            h = (h ^ *u) * 1099511628211u;
    return rng_splitmix64(&h);
}

sm *cli_exercise_machine(const cli_args *a, maze *m, uint64_t seed, bool track)
{
    sm_settings s = a->solver ? a->solver_settings : a->settings;
    if (a->solver) {
        if (!gen_generate(a->algo, m, seed, &a->settings) || !gen_braid_maze(m, seed, a->braid))
            return NULL;
        s.from = a->from;
        s.to = a->to;
    }
    s.track_changes = track;
    return sm_create(a->solver ? a->solver : a->algo, m, seed, &s);
}

bool cli_exercise_code(const cli_args *a, uint64_t seed, const char *moves, char *buf, size_t len)
{
    cli_args c = *a;
    c.seed = seed;
    c.moves = moves;
    return cli_state_code(&c, buf, len);
}

/* The record of machine g's choices (copied into a, which owns them); false when memory runs out. */
static bool keep_record(cli_args *a, const sm *g)
{
    size_t n;
    const sm_pick *p = sm_picks(g, &n);
    sm_pick *copy = n ? malloc(n * sizeof *copy) : NULL;
    if (n && !copy)
        return false;
    if (n)
        memcpy(copy, p, n * sizeof *copy);
    a->record = (sm_record){sm_algorithm(g), sm_seed(g), sm_maze(g)->n, copy, n};
    if (a->solver)
        a->solver_settings.record = &a->record;
    else
        a->settings.record = &a->record;
    return true;
}

int cli_exercise_load(cli_args *a)
{
    if (!a->moves)
        return 0;
    char grid[96];
    maze *m = cli_maze(a);
    sm *g = m ? cli_exercise_machine(a, m, a->seed, false) : NULL;
    ex_replay r;
    int rc = 0;
    if (!g || !exercise_replay(g, a->moves, &r) || !keep_record(a, g)) {
        cli_grid_name(a, grid, sizeof grid);
        fprintf(stderr, "mazeviz: out of memory replaying the exercise on %s\n", grid);
        rc = 1;
    } else if (!r.valid) {
        fprintf(stderr, "mazeviz: the code's moves are not this exercise's: %s\n", r.reason);
        rc = 2;
    }
    sm_destroy(g);
    maze_destroy(m);
    return rc;
}

uint64_t cli_exercise_total(const cli_args *a)
{
    maze *m = cli_maze(a);
    sm *g = m ? cli_exercise_machine(a, m, a->seed, false) : NULL;
    ex_replay r = {0};
    bool ok = g && exercise_replay(g, "", &r);
    sm_destroy(g);
    maze_destroy(m);
    return ok ? r.asked : 0;
}

void cli_exercise_release(cli_args *a)
{
    free((void *)a->record.picks);
    a->record = (sm_record){0};
    if (a->settings.record)
        a->settings.record = NULL;
    if (a->solver_settings.record)
        a->solver_settings.record = NULL;
}

bool cli_exercise_put_ask(FILE *f, const sm *g, const ex_question *q, sm_lang l)
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
 * Why the step took choice taken, in language l: the rule and the choice
 * in words ("BFS takes the cell that entered the queue first: (2,2)"), or,
 * when several were legal, that any was right and the run goes on with
 * taken. Returns the length it would have had (snprintf's).
 */
static size_t exercise_why(const sm *g, const sm_choice_info *info, sm_choice taken, sm_lang l, char *buf, size_t len)
{
    static const char *const fmt[2][2] = {{"%s: %s", "%s：%s"},
                                           {"%s; any of the %zu was right, it goes on with %s",
                                            "%s；这 %zu 个选择都对，按 %s 继续"}};
    char why[512], name[160];
    sm_choice_why(g, info, l, why, sizeof why);
    sm_choice_name(sm_maze(g), taken, l, name, sizeof name);
    int n = info->n > 1 ? snprintf(buf, len, fmt[1][l == SM_LANG_ZH], why, info->n, name)
                        : snprintf(buf, len, fmt[0][l == SM_LANG_ZH], why, name);
    return n < 0 ? 0 : (size_t)n;
}

bool cli_exercise_put_verdict(FILE *f, const sm *g, const sm_choice_info *info, const ex_verdict *v, sm_lang l)
{
    static const char *const retried[2] = {"not counted: this step's first answer was wrong",
                                           "不计分：这一步第一次答错了"};
    if (v->right && !v->counts) /* answered again after an undo: the score keeps the first answer */
        return fprintf(f, "right\t%s\n", retried[l == SM_LANG_ZH]) > 0 && fflush(f) == 0;
    if (v->right)
        return fputs("right\n", f) >= 0 && fflush(f) == 0;
    char c[64], line[800];
    sm_choice_format(sm_maze(g), v->taken, c, sizeof c);
    exercise_why(g, info, v->taken, l, line, sizeof line);
    return fprintf(f, "wrong %s\t%s\n", c, line) > 0 && fflush(f) == 0;
}
