/*
 * test_algos.c - every generator in the registry, with every value of every
 * option, against the step-machine contract:
 *
 * - a perfect maze on every test size, within a step bound (a random walk's
 *   cover time at most), the same maze for the same seed, and nothing more
 *   happening after completion, where every cell shows "maze" and no wall
 *   is marked (the same finished picture for all);
 * - after every step of a 12x8 run (and a sample of 64x48): the pseudocode
 *   line is a line of the listing, the caption is non-empty in both
 *   languages, the figures are labelled in both, and the change log names
 *   every cell whose mark, walls or wall marks the step changed;
 * - over all runs: every pseudocode line was reported at least once (a line
 *   never reached is a wrong listing), and the marks produced are exactly
 *   the algorithm's legend;
 * - single steps and batches of random sizes reach the same states;
 * - time travel: seeking back and forth at random (0, 1, the last step,
 *   across checkpoint boundaries, with a memory budget small enough to make
 *   the checkpoints thin out) always gives the state of a straight run;
 * - every option changes the result: any two values of an option give
 *   different mazes for the same seed (an option that only changes the
 *   animation, like Growing Binary Tree's old pick=newest/oldest, fails).
 *
 * Usage: test_algos [ID] (or MAZEVIZ_TEST_ALGO=ID); an unknown id fails.
 * The base seed is printed; MAZEVIZ_TEST_SEED replays a failure.
 */
#include "mazeviz/gen.h"
#include "sm_check.h"

static uint64_t base_seed;

static const char *settings_name(const gen_algo *a, const gen_settings *s, char *buf, size_t len)
{
    buf[0] = '\0';
    for (size_t i = 0; i < a->n_options; i++) {
        size_t used = strlen(buf);
        snprintf(buf + used, len - used, " %s=%s", a->options[i].key,
                 a->options[i].values[s->value[i]]);
    }
    return buf;
}

/* After completion: nothing moves; every cell shows maze, no wall is marked. */
static void check_finished(sm *g, const char *what)
{
    const maze *m = sm_maze(g);
    uint8_t *before = malloc(m->n);
    if (!before)
        return;
    memcpy(before, m->cells, m->n);
    uint64_t steps = sm_steps(g);
    CHECK(!sm_step(g) && sm_run(g, 100) == 0 && sm_steps(g) == steps,
          "%s: work done after completion", what);
    CHECK(memcmp(before, m->cells, m->n) == 0, "%s: maze changed after completion", what);
    CHECK(sm_total_steps(g) == steps, "%s: total %" PRIu64 " != %" PRIu64, what,
          sm_total_steps(g), steps);
    uint32_t odd = 0;
    for (uint32_t c = 0; c < m->n; c++) {
        odd += sm_cell_mark(g, c).kind != SM_CELL_MAZE;
        for (maze_dir d = 0; d < m->sides; d++)
            odd += sm_wall_mark(g, c, (maze_dir)d) != SM_WALL_PLAIN;
    }
    CHECK(odd == 0, "%s: %" PRIu32 " cells/walls not in the finished colours", what, odd);
    free(before);
}

/* Perfect, bounded, finished and deterministic on one size. */
static void check_size(const gen_algo *a, const gen_settings *s, uint32_t w, uint32_t h,
                       uint64_t seed, const char *what0)
{
    char what[400];
    snprintf(what, sizeof what, "%s %" PRIu32 "x%" PRIu32 " seed %" PRIu64, what0, w, h, seed);
    maze *m = maze_create(w, h), *m2 = maze_create(w, h);
    sm *g = m ? sm_create(a, m, seed, s) : NULL;
    CHECK(g && m2, "%s: out of memory", what);
    if (g && m2) {
        uint64_t steps = sm_finish(g);
        CHECK(sm_done(g) && steps == sm_steps(g), "%s: finish %" PRIu64 " steps %" PRIu64, what,
              steps, sm_steps(g));
        CHECK(maze_is_perfect(m), "%s: not a perfect maze", what);
        CHECK(steps <= step_bound(a, s, m->n), "%s: %" PRIu64 " steps", what, steps);
        /* a planned length (the timeline's total before the run ends) is the real one */
        sm *fresh = sm_create(a, m2, seed, s);
        uint64_t plan = fresh ? sm_planned_steps(fresh) : 0;
        CHECK(plan == 0 || sm_done(fresh) || plan == steps, "%s: planned %" PRIu64 " steps, ran %" PRIu64,
              what, plan, steps);
        sm_destroy(fresh);
        check_finished(g, what);
        CHECK(gen_generate(a, m2, seed, s) && maze_equal(m, m2), "%s: not deterministic", what);
    }
    sm_destroy(g);
    maze_destroy(m);
    maze_destroy(m2);
}

static void check_settings(const gen_algo *a, const gen_settings *s, seen *sn)
{
    char opts[160], what[200];
    settings_name(a, s, opts, sizeof opts);
    snprintf(what, sizeof what, "%s%s", a->id, opts);
    static const uint32_t sizes[][2] = {{1, 1}, {1, 13}, {13, 1}, {2, 2}, {7, 5}, {64, 48}, {300, 200}};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        check_size(a, s, sizes[i][0], sizes[i][1], base_seed + i, what);
    for (uint64_t k = 0; k < 6; k++)
        check_steps(a, s, 12, 8, base_seed + 100 + k, 1, sn, what);
    static const uint32_t small[][2] = {{1, 13}, {13, 1}, {2, 2}, {7, 5}, {3, 3}};
    for (size_t i = 0; i < sizeof small / sizeof small[0]; i++)
        for (uint64_t k = 0; k < 4; k++)
            check_steps(a, s, small[i][0], small[i][1], base_seed + 200 + 10 * i + k, 1, sn, what);
    check_steps(a, s, 64, 48, base_seed + 300, 97, sn, what);
    check_batches(a, s, base_seed + 400, what);
    check_time_travel(a, s, base_seed + 500, what);
    uint64_t undone;
    check_step_back(a, s, base_seed + 600, what, &undone);
    /* a journal reaches the steps back that follow a jump: most replay nothing */
    CHECK(!a->journals || undone > 0, "%s: keeps a journal, yet every step back replayed", what);
}

/* Any two values of each option give different 20x10 mazes for seeds 1, 2 and 3. */
static void check_options_matter(const gen_algo *a)
{
    for (size_t o = 0; o < a->n_options && o < SM_MAX_OPTIONS; o++) {
        const sm_option *opt = &a->options[o];
        for (size_t v1 = 0; v1 < SM_MAX_VALUES && opt->values[v1]; v1++) {
            for (size_t v2 = v1 + 1; v2 < SM_MAX_VALUES && opt->values[v2]; v2++) {
                for (uint64_t seed = 1; seed <= 3; seed++) {
                    gen_settings s1 = gen_default_settings(), s2 = s1;
                    s1.value[o] = (uint8_t)v1;
                    s2.value[o] = (uint8_t)v2;
                    maze *m1 = maze_create(20, 10), *m2 = maze_create(20, 10);
                    bool ok = m1 && m2 && gen_generate(a, m1, seed, &s1) &&
                              gen_generate(a, m2, seed, &s2);
                    CHECK(ok, "%s: out of memory", a->id);
                    CHECK(!ok || !maze_equal(m1, m2),
                          "%s: %s=%s and %s=%s give the same maze for seed %" PRIu64, a->id,
                          opt->key, opt->values[v1], opt->key, opt->values[v2], seed);
                    maze_destroy(m1);
                    maze_destroy(m2);
                }
            }
        }
    }
}

/* Every option value, each with the others at their defaults. */
/*
 * In batches of 256 steps, as a window at that speed runs them, on 97x61
 * (where Eller once logged the cells of a row past the last at its end):
 * every logged change names a cell of the maze.
 */
static void check_log_in_maze(const gen_algo *a)
{
    for (uint64_t k = 0; k < 12; k++) {
        maze *m = maze_create(97, 61);
        gen_settings s = gen_default_settings();
        s.track_changes = true;
        sm *g = m ? sm_create(a, m, base_seed + k, &s) : NULL;
        CHECK(g != NULL, "%s: out of memory", a->id);
        size_t outside = 0;
        while (g && !sm_done(g) && outside == 0) {
            sm_run(g, 256);
            size_t n;
            const uint32_t *ch = sm_changes(g, &n);
            for (size_t i = 0; i < n && !sm_changes_overflowed(g); i++)
                outside += ch[i] >= m->n;
            sm_clear_changes(g);
        }
        CHECK(outside == 0, "%s seed %" PRIu64 " step %" PRIu64 ": logged changes past the last cell",
              a->id, base_seed + k, g ? sm_steps(g) : 0);
        sm_destroy(g);
        maze_destroy(m);
    }
}

static void check_algo(const gen_algo *a)
{
    check_log_in_maze(a);
    seen all;
    memset(&all, 0, sizeof all);
    gen_settings s = gen_default_settings();
    check_settings(a, &s, &all);
    for (size_t o = 0; o < a->n_options && o < SM_MAX_OPTIONS; o++) {
        for (size_t v = 1; v < SM_MAX_VALUES && a->options[o].values[v]; v++) {
            s = gen_default_settings();
            s.value[o] = (uint8_t)v;
            check_settings(a, &s, &all);
        }
    }
    check_story(a, &all, a->id);
    check_options_matter(a);
    printf("%s: checked\n", a->id);
}

int main(int argc, char **argv)
{
    const char *only = argc > 1 ? argv[1] : getenv("MAZEVIZ_TEST_ALGO");
    base_seed = test_seed("test_algos", 20261122);
    size_t checked = 0;
    for (size_t i = 0; i < gen_algo_count; i++) {
        if (only && *only && gen_find(only) != gen_algos[i])
            continue;
        check_algo(gen_algos[i]);
        checked++;
    }
    if (checked == 0) {
        fprintf(stderr, "test_algos: no generator '%s' (see mazeviz --list-algos)\n", only);
        return 1;
    }
    return check_exit("test_algos");
}
