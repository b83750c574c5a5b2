/*
 * test_exercise.c - graded exercises (exercise.h, issue 31), for every
 * generator and solver in the registry on every grid it fits:
 *
 * - answering every step with a random legal choice gives a perfect maze
 *   (or the solver's result) and a full score;
 * - with k deliberate wrong answers (text that is no choice, or a cell
 *   that is not legal) the score is (asked - k) / asked and the maze is
 *   still perfect;
 * - the moves replay on a fresh machine to the same maze, the same path
 *   and the same score, valid; unanswered steps at the end count as asked
 *   and not right, in the exercise and in the replay;
 * - a tampered code - one move changed to a place past the step's list,
 *   a move that is no move, moves left over - is not valid, with a reason;
 * - undo: a wrong answer undone and answered right still scores wrong, a
 *   right one undone and answered wrong still scores right, an undo of two
 *   and new random answers (a run that branches) scores each step by its
 *   first answer; the undone question is asked again at the same step; the
 *   moves replay to the same maze and score; nothing to undo at the start
 *   or after the rest was skipped.
 *
 * Usage: test_exercise [ALGO]; MAZEVIZ_TEST_SEED changes the seeds.
 */
#include <string.h>

#include "check.h"
#include "mazeviz/exercise.h"
#include "mazeviz/gen.h"
#include "mazeviz/grid.h"
#include "mazeviz/solve.h"

static uint64_t base_seed;

typedef struct grid_case {
    const char *shape;
    uint32_t w, h;
} grid_case;

static const grid_case grids[] = {{"rect", 6, 5}, {"hex", 4, 4}, {"triangle", 5, 4}, {"polar", 3, 6}};

/* A machine of a on a copy of base (a solver's maze) or a blank maze like it. */
static sm *machine(const sm_algo *a, const maze *base, uint64_t seed, maze **own)
{
    *own = maze_create_like(base);
    if (!*own)
        abort();
    memcpy((*own)->cells, base->cells, base->n);
    return sm_create(a, *own, seed, NULL);
}

typedef struct played {
    uint64_t asked, right;
    char moves[65536];
} played;

/*
 * Plays the exercise on g: wrong answers at the steps in wrong[] (a cell
 * that is not legal, or no choice at all), random legal ones elsewhere,
 * and no answers from step `stop` on (0: answer all).
 */
static void play(sm *g, rng *r, const uint64_t *wrong, size_t nwrong, uint64_t stop, played *out, const char *what)
{
    exercise *e = exercise_create(g);
    ex_question q;
    uint64_t k = 0;
    while (e && (stop == 0 || k < stop) && exercise_next(e, &q)) {
        bool bad = false;
        for (size_t i = 0; i < nwrong; i++)
            bad |= wrong[i] == k;
        sm_choice c = q.legal[rng_below(r, (uint32_t)q.info.n)], w = sm_choice_of_word(SM_WORD_HUNT);
        for (size_t i = 0; i < q.info.n; i++) /* a word no step here takes, or a cell none of the list names */
            if (sm_choice_same(sm_maze(g), q.legal[i], w))
                w = sm_choice_of_cell(MAZE_NONE);
        ex_verdict v;
        CHECK(exercise_answer(e, bad ? (k % 2 ? &w : NULL) : &c, &v), "%s: answer %" PRIu64 " not taken", what, k);
        CHECK(v.right == !bad, "%s: answer %" PRIu64 " judged %s", what, k, v.right ? "right" : "wrong");
        CHECK(bad || sm_choice_same(sm_maze(g), v.taken, c), "%s: answer %" PRIu64 ": another choice taken", what, k);
        k++;
    }
    if (e)
        exercise_skip_rest(e);
    CHECK(e && !exercise_failed(e) && sm_done(g), "%s: the exercise did not end", what);
    out->asked = e ? exercise_asked(e) : 0;
    out->right = e ? exercise_right(e) : 0;
    size_t len = e ? exercise_moves(e, out->moves, sizeof out->moves) : 0;
    CHECK(len < sizeof out->moves, "%s: moves too long for the test", what);
    exercise_destroy(e);
}

static bool result_ok(const sm *g)
{
    if (sm_algorithm(g)->kind == SM_GENERATOR)
        return maze_is_perfect(sm_maze(g));
    return solve_result(g) != SOLVE_RUNNING;
}

/* Replays moves on a fresh machine: the same maze (and path length) and score as g's run. */
static void check_replay(const sm_algo *a, const maze *base, uint64_t seed, const sm *g, const played *p,
                         const char *what)
{
    maze *m;
    sm *f = machine(a, base, seed, &m);
    ex_replay r;
    CHECK(f && exercise_replay(f, p->moves, &r), "%s: replay failed", what);
    CHECK(r.valid, "%s: the moves '%.40s' do not replay: %s", what, p->moves, r.reason);
    CHECK(r.asked == p->asked && r.right == p->right, "%s: replay scores %" PRIu64 "/%" PRIu64 ", played %" PRIu64
          "/%" PRIu64, what, r.right, r.asked, p->right, p->asked);
    CHECK(maze_equal(m, sm_maze(g)) && (a->kind != SM_SOLVER || solve_path(f, NULL, 0) == solve_path(g, NULL, 0)),
          "%s: the replay makes another maze or path", what);
    sm_destroy(f);
    maze_destroy(m);
}

/* A copy of the moves with the first one-character place replaced by c; false when there is none. */
static bool tamper(const char *moves, char c, char *out, size_t len)
{
    snprintf(out, len, "%s", moves);
    for (char *p = out; *p;) {
        if (*p == '.') { /* a long place: '.', digits, '.' */
            char *end = strchr(p + 1, '.');
            if (!end)
                return false;
            p = end + 1;
        } else if (*p == '_') {
            p++;
        } else {
            *p = c;
            return true;
        }
        if (*p == '*') /* a count: "*12*" */
            p = strchr(p + 1, '*') + 1;
    }
    return false;
}

/* Codes made invalid: a place past every list, text that is no move, a move left over. */
static void check_tampered(const sm_algo *a, const maze *base, uint64_t seed, const played *p, const char *what)
{
    char bad[3][sizeof p->moves + 8];
    bool have0 = tamper(p->moves, 'Z', bad[0], sizeof bad[0]); /* 61: past any list of these small grids */
    snprintf(bad[1], sizeof bad[1], "%s!", p->moves);
    snprintf(bad[2], sizeof bad[2], "%s%s", p->moves, p->asked ? "0" : "00");
    for (int i = have0 ? 0 : 1; i < 3; i++) {
        maze *m;
        sm *f = machine(a, base, seed, &m);
        ex_replay r;
        CHECK(f && exercise_replay(f, bad[i], &r), "%s: replay failed", what);
        CHECK(!r.valid && r.reason[0], "%s: tampered moves '%.40s' are valid", what, bad[i]);
        CHECK(sm_done(f), "%s: a tampered replay did not end", what);
        sm_destroy(f);
        maze_destroy(m);
    }
}

/* Whether step k (of the run's steps asked) is one undo_play treats specially: wrong first, right first, undo two. */
enum { UNDO_NONE, UNDO_WRONG_THEN_RIGHT, UNDO_RIGHT_THEN_WRONG, UNDO_TWO, UNDO_WRONG_RIGHT_WRONG };
static int undo_kind(uint64_t k)
{
    return k % 12 == 0   ? UNDO_WRONG_RIGHT_WRONG /* the last wrong answer takes the student's recorded choice */
           : k % 3 == 1 ? UNDO_WRONG_THEN_RIGHT
           : k % 5 == 2 ? UNDO_RIGHT_THEN_WRONG
           : k % 7 == 6 ? UNDO_TWO
                        : UNDO_NONE;
}

/* Answers e's open question q with a random legal choice (right) or no choice (wrong); checks the verdict. */
static ex_verdict undo_answer(exercise *e, const ex_question *q, rng *r, bool right, const char *what)
{
    sm_choice c = q->legal[rng_below(r, (uint32_t)q->info.n)];
    ex_verdict v = {0};
    CHECK(exercise_answer(e, right ? &c : NULL, &v) && v.right == right, "%s: step %" PRIu64 " judged wrongly", what,
          q->step);
    return v;
}

/*
 * Plays g with undos (undo_kind) and random legal answers, keeping each
 * step's first verdict itself; checks the score against it after every
 * answer and fills out.
 */
static void undo_play(sm *g, rng *r, played *out, const char *what)
{
    exercise *e = exercise_create(g);
    ex_question q, again;
    bool first[4096];
    uint64_t k = 0, tried = 0;
    CHECK(e && !exercise_undo(e), "%s: an undo before any answer", what);
    while (e && exercise_next(e, &q) && k < 4096) {
        int kind = k < tried ? UNDO_NONE : undo_kind(k);
        bool right = kind != UNDO_WRONG_THEN_RIGHT && kind != UNDO_WRONG_RIGHT_WRONG;
        ex_verdict v = undo_answer(e, &q, r, right, what);
        if (k == tried)
            first[tried++] = right;
        CHECK(v.counts == first[k], "%s: step %" PRIu64 " counts %d, its first answer was %d", what, k, v.counts,
              first[k]);
        for (int redo = 0; redo < (kind == UNDO_WRONG_RIGHT_WRONG ? 2 : kind == UNDO_TWO || !kind ? 0 : 1); redo++) {
            CHECK(exercise_undo(e) && exercise_next(e, &again) && again.step == q.step && again.info.n == q.info.n,
                  "%s: undo of step %" PRIu64 " does not ask it again", what, k);
            right = !right;
            v = undo_answer(e, &again, r, right, what);
            CHECK(v.counts == first[k], "%s: step %" PRIu64 " redone counts %d, first %d", what, k, v.counts, first[k]);
        }
        k++;
        if (kind == UNDO_TWO && k >= 2) {
            CHECK(exercise_undo(e) && exercise_undo(e), "%s: undo of two at step %" PRIu64 " refused", what, k);
            k -= 2;
        }
        uint64_t want = 0;
        for (uint64_t i = 0; i < k; i++)
            want += first[i];
        CHECK(exercise_asked(e) == k && exercise_right(e) == want, "%s: after %" PRIu64 " steps the score is %" PRIu64
              "/%" PRIu64 ", first answers give %" PRIu64, what, k, exercise_right(e), exercise_asked(e), want);
    }
    if (e)
        exercise_skip_rest(e);
    CHECK(e && !exercise_failed(e) && sm_done(g) && result_ok(g), "%s: the exercise with undos did not end well", what);
    out->asked = e ? exercise_asked(e) : 0;
    out->right = e ? exercise_right(e) : 0;
    CHECK(e && exercise_moves(e, out->moves, sizeof out->moves) < sizeof out->moves, "%s: moves too long", what);
    exercise_destroy(e);
}

static void check_undo(const sm_algo *a, const maze *base, uint64_t seed, rng *r, const char *what)
{
    static played p;
    maze *m;
    sm *g = machine(a, base, seed, &m);
    CHECK(g && sm_keep_history(g, 1u << 20), "%s: no history", what);
    undo_play(g, r, &p, what);
    check_replay(a, base, seed, g, &p, what);
    sm_destroy(g);
    maze_destroy(m);

    g = machine(a, base, seed, &m); /* one answer, the rest skipped: the run is over, nothing to undo */
    exercise *e = g && sm_keep_history(g, 1u << 20) ? exercise_create(g) : NULL;
    ex_question q;
    if (e && exercise_next(e, &q)) {
        undo_answer(e, &q, r, true, what);
        exercise_skip_rest(e);
        CHECK(exercise_asked(e) == 1 || !exercise_undo(e), "%s: an undo after the rest was skipped", what);
    }
    exercise_destroy(e);
    sm_destroy(g);
    maze_destroy(m);
}

static void check_algo(const sm_algo *a, const grid_case *gc, uint64_t seed)
{
    char what[128];
    snprintf(what, sizeof what, "%s on %s %ux%u (seed %" PRIu64 ")", a->id, gc->shape, gc->w, gc->h, seed);
    maze *base = maze_create_shaped(grid_find(gc->shape), gc->w, gc->h, NULL);
    if (!base || !sm_algo_fits(a, base)) {
        maze_destroy(base);
        return;
    }
    if (a->kind == SM_SOLVER)
        gen_generate(gen_find("wilson"), base, seed, NULL);
    rng r;
    rng_seed(&r, seed * 31 + 7);
    static played full, some, part;
    maze *m;
    sm *g = machine(a, base, seed, &m);
    play(g, &r, NULL, 0, 0, &full, what);
    CHECK(full.right == full.asked && result_ok(g), "%s: random legal answers scored %" PRIu64 "/%" PRIu64 "%s",
          what, full.right, full.asked, result_ok(g) ? "" : ", and no perfect maze or result");
    check_replay(a, base, seed, g, &full, what);
    check_tampered(a, base, seed, &full, what);
    sm_destroy(g);
    maze_destroy(m);

    uint64_t wrong[3];
    size_t k = full.asked < 3 ? (size_t)full.asked : 3;
    for (size_t i = 0; i < k; i++)
        wrong[i] = full.asked ? rng_below(&r, (uint32_t)(full.asked < 8 ? full.asked : 8)) + 8 * i : 0;
    g = machine(a, base, seed, &m);
    play(g, &r, wrong, k, 0, &some, what);
    size_t distinct = 0;
    for (size_t i = 0; i < k; i++)
        distinct += wrong[i] < some.asked && (i == 0 || wrong[i] != wrong[i - 1]);
    CHECK(some.right + distinct == some.asked && result_ok(g), "%s: %zu wrong answers scored %" PRIu64 "/%" PRIu64,
          what, distinct, some.right, some.asked);
    check_replay(a, base, seed, g, &some, what);
    sm_destroy(g);
    maze_destroy(m);

    g = machine(a, base, seed, &m);
    play(g, &r, NULL, 0, full.asked / 2 + 1, &part, what);
    uint64_t answered = full.asked / 2 + 1 < part.asked ? full.asked / 2 + 1 : part.asked;
    CHECK(part.right == answered && result_ok(g), "%s: answering %" PRIu64 " of %" PRIu64 " scored %" PRIu64, what,
          answered, part.asked, part.right);
    check_replay(a, base, seed, g, &part, what);
    sm_destroy(g);
    maze_destroy(m);
    check_undo(a, base, seed, &r, what);
    maze_destroy(base);
}

int main(int argc, char **argv)
{
    base_seed = test_seed("test_exercise", 3131);
    const char *only = argc > 1 ? argv[1] : NULL;
    bool any = false;
    for (size_t i = 0; i < gen_algo_count + solve_algo_count; i++) {
        const sm_algo *a = i < gen_algo_count ? gen_algos[i] : solve_algos[i - gen_algo_count];
        if (only && strcmp(only, a->id) != 0)
            continue;
        any = true;
        for (size_t g = 0; g < sizeof grids / sizeof grids[0]; g++)
            for (uint64_t s = 0; s < 2; s++)
                check_algo(a, &grids[g], base_seed + s);
    }
    if (only && !any) {
        fprintf(stderr, "test_exercise: no algorithm '%s'\n", only);
        return 1;
    }
    return check_exit("test_exercise");
}
