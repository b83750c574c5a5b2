/*
 * test_algos1.c - the algorithms of issue 4, batch 1: Aldous-Broder,
 * Houston, Kruskal, simplified and true Prim, Hunt-and-Kill, Growing Tree.
 *
 * For each algorithm (found by id through the registry) and each value of
 * each of its options: a perfect maze on every test size, the same maze for
 * the same seed and different mazes for different seeds, a bounded number
 * of steps, nothing more happening after completion, a finished picture
 * (every cell "maze"), and a change log that names every cell whose mark,
 * walls or wall marks a single step changed. The base seed is printed and
 * can be set with MAZEVIZ_TEST_SEED to replay a failure.
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mazeviz/gen.h"

typedef enum bound_kind { BOUND_LINEAR, BOUND_COVER } bound_kind;

typedef struct algo_case {
    const char *id;
    bound_kind bound;
    double per_cell; /* BOUND_LINEAR: at most per_cell * n steps */
} algo_case;

static const algo_case cases[] = {
    {"aldous-broder", BOUND_COVER, 0},
    {"houston", BOUND_COVER, 0},
    {"kruskal", BOUND_LINEAR, 2},
    {"prim", BOUND_LINEAR, 1},
    {"true-prim", BOUND_LINEAR, 1},
    {"hunt-and-kill", BOUND_LINEAR, 2},
    {"growing-tree", BOUND_LINEAR, 2},
};

static const uint32_t sizes[][2] = {
    {1, 1}, {1, 7}, {7, 1}, {2, 2}, {7, 5}, {64, 48}, {300, 200},
};

static uint64_t base_seed = 20261122;
/*
 * Most steps a run may take. Random-walk algorithms get a generous multiple
 * of the cover time n (ln n)^2 (a run past it means a walk that never ends).
 */
static uint64_t step_bound(const algo_case *ac, uint32_t n)
{
    if (ac->bound == BOUND_LINEAR)
        return (uint64_t)(ac->per_cell * n);
    double l = log((double)n) + 1;
    return (uint64_t)(20.0 * n * l * l) + 100;
}

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

/* Generates one maze; returns the steps, or UINT64_MAX if creation failed. */
static uint64_t generate(const gen_algo *a, maze *m, uint64_t seed, const gen_settings *s)
{
    gen *g = gen_create(a, m, seed, s);
    if (!g)
        return UINT64_MAX;
    uint64_t steps = gen_finish(g);
    gen_destroy(g);
    return steps;
}

/* After completion: nothing moves, every cell is finished maze. */
static void check_finished(gen *g, const char *what)
{
    const maze *m = gen_maze(g);
    uint8_t *before = malloc(m->n);
    if (!before)
        return;
    memcpy(before, m->cells, m->n);
    uint64_t steps = gen_steps(g);
    for (int i = 0; i < 3; i++)
        CHECK(!gen_step(g), "%s: gen_step returned true after completion", what);
    CHECK(gen_run(g, 100) == 0, "%s: gen_run did work after completion", what);
    CHECK(gen_steps(g) == steps, "%s: step count moved after completion", what);
    CHECK(memcmp(before, m->cells, m->n) == 0, "%s: maze changed after completion", what);
    uint32_t not_maze = 0;
    for (uint32_t c = 0; c < m->n; c++)
        not_maze += gen_cell_mark(g, c).kind != GEN_CELL_MAZE;
    CHECK(not_maze == 0, "%s: %" PRIu32 " cells not marked maze when done", what, not_maze);
    gen_info info;
    gen_get_info(g, &info);
    CHECK(info.cells_in_maze == m->n, "%s: info.cells_in_maze %" PRIu64 " != %" PRIu32, what,
          info.cells_in_maze, m->n);
    free(before);
}

static void check_size(const algo_case *ac, const gen_algo *a, const gen_settings *s,
                       uint32_t w, uint32_t h, uint64_t seed, const char *opts)
{
    char what[160];
    snprintf(what, sizeof what, "%s%s %" PRIu32 "x%" PRIu32 " seed %" PRIu64, a->id, opts, w, h,
             seed);
    maze *m = maze_create(w, h), *m2 = maze_create(w, h);
    gen *g = m ? gen_create(a, m, seed, s) : NULL;
    CHECK(g && m2, "%s: out of memory", what);
    if (!g || !m2)
        goto out;
    uint64_t steps = gen_finish(g);
    CHECK(gen_done(g), "%s: not done after gen_finish", what);
    CHECK(steps == gen_steps(g), "%s: gen_finish %" PRIu64 " != gen_steps %" PRIu64, what, steps,
          gen_steps(g));
    CHECK(maze_is_perfect(m), "%s: not a perfect maze", what);
    uint64_t bound = step_bound(ac, m->n);
    CHECK(steps <= bound, "%s: %" PRIu64 " steps > bound %" PRIu64, what, steps, bound);
    check_finished(g, what);
    CHECK(generate(a, m2, seed, s) == steps && maze_equal(m, m2),
          "%s: same seed gave another maze", what);
    if (m->n >= 64 * 48) {
        generate(a, m2, seed + 1, s);
        CHECK(!maze_equal(m, m2), "%s: seeds %" PRIu64 " and %" PRIu64 " gave the same maze",
              what, seed, seed + 1);
    }
out:
    gen_destroy(g);
    maze_destroy(m);
    maze_destroy(m2);
}

typedef struct snapshot {
    gen_cell *cell;
    uint8_t *walls;  /* maze cell byte */
    uint8_t *wmarks; /* one bit per side: wall mark not plain */
} snapshot;

static bool snapshot_alloc(snapshot *s, uint32_t n)
{
    s->cell = calloc(n, sizeof *s->cell);
    s->walls = calloc(n, 1);
    s->wmarks = calloc(n, 1);
    return s->cell && s->walls && s->wmarks;
}

static void snapshot_free(snapshot *s)
{
    free(s->cell);
    free(s->walls);
    free(s->wmarks);
}

static void take(const gen *g, snapshot *s)
{
    const maze *m = gen_maze(g);
    for (uint32_t c = 0; c < m->n; c++) {
        s->cell[c] = gen_cell_mark(g, c);
        s->walls[c] = m->cells[c];
        uint8_t b = 0;
        for (int d = 0; d < MAZE_DIRS; d++)
            b |= (uint8_t)((gen_wall_mark(g, c, (maze_dir)d) != GEN_WALL_PLAIN) << d);
        s->wmarks[c] = b;
    }
}

static bool differs(const snapshot *a, const snapshot *b, uint32_t c)
{
    return a->cell[c].kind != b->cell[c].kind || a->cell[c].group != b->cell[c].group ||
           a->walls[c] != b->walls[c] || a->wmarks[c] != b->wmarks[c];
}

/* Cells that changed between before and after but are not in the log. */
static int unlisted(gen *g, const snapshot *before, const snapshot *after, uint8_t *listed,
                    const char *what, uint64_t step)
{
    uint32_t n = gen_maze(g)->n;
    size_t nch;
    const uint32_t *ch = gen_changes(g, &nch);
    memset(listed, 0, n);
    for (size_t i = 0; i < nch; i++)
        listed[ch[i]] = 1;
    int bad = 0;
    for (uint32_t c = 0; c < n; c++) {
        if (differs(before, after, c) && !listed[c]) {
            bad++;
            CHECK(false, "%s step %" PRIu64 ": cell %" PRIu32 " changed, not in gen_changes()",
                  what, step, c);
        }
    }
    return bad;
}

/* Every cell whose mark, walls or wall marks a step changed is in the log. */
static void check_changes(const gen_algo *a, const gen_settings *base, uint32_t w, uint32_t h,
                          uint64_t seed, const char *opts)
{
    char what[160];
    snprintf(what, sizeof what, "%s%s %" PRIu32 "x%" PRIu32 " seed %" PRIu64 " (changes)", a->id,
             opts, w, h, seed);
    gen_settings s = *base;
    s.track_changes = true;
    maze *m = maze_create(w, h);
    gen *g = m ? gen_create(a, m, seed, &s) : NULL;
    snapshot before, after;
    /* & (not &&): both snapshots get their pointers set, so both can be freed. */
    bool ok = snapshot_alloc(&before, w * h) & snapshot_alloc(&after, w * h);
    uint8_t *listed = calloc(w * h, 1);
    CHECK(g && ok && listed, "%s: out of memory", what);
    if (g && ok && listed) {
        take(g, &before);
        gen_clear_changes(g);
        int bad = 0;
        for (uint64_t step = 1; !gen_done(g) && bad < 5; step++) {
            gen_step(g);
            take(g, &after);
            bad += unlisted(g, &before, &after, listed, what, step);
            gen_clear_changes(g);
            snapshot t = before;
            before = after;
            after = t;
        }
    }
    snapshot_free(&before);
    snapshot_free(&after);
    free(listed);
    gen_destroy(g);
    maze_destroy(m);
}

static void check_settings(const algo_case *ac, const gen_algo *a, const gen_settings *s)
{
    char opts[128];
    settings_name(a, s, opts, sizeof opts);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        for (uint64_t k = 0; k < 3; k++)
            check_size(ac, a, s, sizes[i][0], sizes[i][1], base_seed + k, opts);
    for (uint64_t k = 0; k < 4; k++) {
        check_changes(a, s, 7, 5, base_seed + k, opts);
        check_changes(a, s, 1, 6, base_seed + k, opts);
        check_changes(a, s, 9, 9, base_seed + k, opts);
    }
}

/* Runs every check for each value of each option (others at default). */
static void check_algo(const algo_case *ac)
{
    const gen_algo *a = gen_find(ac->id);
    CHECK(a != NULL, "%s: not in the registry", ac->id);
    if (!a)
        return;
    gen_settings s = gen_default_settings();
    check_settings(ac, a, &s);
    for (size_t i = 0; i < a->n_options; i++) {
        for (uint8_t v = 1; v < GEN_MAX_VALUES && a->options[i].values[v]; v++) {
            s = gen_default_settings();
            s.value[i] = v;
            check_settings(ac, a, &s);
        }
    }
    printf("%-14s checked (%zu option(s))\n", a->id, a->n_options);
}

int main(void)
{
    const char *env = getenv("MAZEVIZ_TEST_SEED");
    if (env)
        base_seed = strtoull(env, NULL, 10);
    printf("base seed %" PRIu64 " (set MAZEVIZ_TEST_SEED to replay)\n", base_seed);
    const char *only = getenv("MAZEVIZ_TEST_ALGO");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (!only || strcmp(only, cases[i].id) == 0)
            check_algo(&cases[i]);
    return check_exit("test_algos1");
}
