/*
 * test_gen.c - every algorithm in the registry gets every check here:
 * perfect mazes on edge-case and large sizes, determinism, behaviour after
 * completion, bounded step counts, stepping one at a time equals batched
 * runs, and the change log names every cell whose picture changed.
 */
#include <math.h>
#include <string.h>

#include "check.h"
#include "mazeviz/gen.h"

static const struct { uint32_t w, h; } sizes[] = {
    {1, 1}, {1, 13}, {13, 1}, {2, 2}, {7, 5}, {64, 48}, {512, 384},
};

/* A generous bound: no algorithm here needs more than ~n log n steps on average. */
static uint64_t step_bound(uint32_t n)
{
    return (uint64_t)(64.0 * n * (log2((double)n) + 2.0)) + 16;
}

static maze *generate(const gen_algo *a, uint32_t w, uint32_t h, uint64_t seed, uint64_t *steps)
{
    maze *m = maze_create(w, h);
    gen *g = gen_create(a, m, seed, NULL);
    CHECK(g != NULL, "%s: gen_create %ux%u", a->id, w, h);
    if (!g)
        return m;
    uint64_t k = gen_finish(g);
    CHECK(k == gen_steps(g), "%s: gen_finish count %" PRIu64 " vs %" PRIu64, a->id, k, gen_steps(g));
    CHECK(!gen_step(g) && !gen_step(g), "%s: step after completion must return false", a->id);
    CHECK(gen_run(g, 100) == 0 && gen_steps(g) == k, "%s: no work after completion", a->id);
    CHECK(gen_done(g), "%s: done", a->id);
    gen_info info;
    gen_get_info(g, &info);
    CHECK(info.phase && strcmp(info.phase, "done") == 0, "%s: phase after completion", a->id);
    if (steps)
        *steps = k;
    gen_destroy(g);
    return m;
}

static void test_perfect(const gen_algo *a, uint64_t seed)
{
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        uint32_t w = sizes[i].w, h = sizes[i].h;
        uint64_t steps = 0;
        maze *m = generate(a, w, h, seed + i, &steps);
        CHECK(maze_is_perfect(m), "%s: %ux%u seed %" PRIu64 " is not a perfect maze", a->id, w, h, seed + i);
        CHECK(steps <= step_bound(w * h), "%s: %ux%u took %" PRIu64 " steps", a->id, w, h, steps);
        maze_destroy(m);
    }
}

static void test_determinism(const gen_algo *a, uint64_t seed)
{
    maze *x = generate(a, 200, 150, seed, NULL);
    maze *y = generate(a, 200, 150, seed, NULL);
    maze *z = generate(a, 200, 150, seed + 1, NULL);
    CHECK(maze_equal(x, y), "%s: same seed, different maze", a->id);
    CHECK(!maze_equal(x, z), "%s: seeds %" PRIu64 " and +1 gave the same maze", a->id, seed);
    maze_destroy(x);
    maze_destroy(y);
    maze_destroy(z);
}

/* Stepping one at a time and running in odd-sized batches give the same maze. */
static void test_step_equals_run(const gen_algo *a, uint64_t seed)
{
    maze *m1 = maze_create(31, 17), *m2 = maze_create(31, 17);
    gen *g1 = gen_create(a, m1, seed, NULL), *g2 = gen_create(a, m2, seed, NULL);
    while (gen_step(g1))
        ;
    while (!gen_done(g2))
        gen_run(g2, 7);
    CHECK(maze_equal(m1, m2), "%s: step-by-step and batched runs differ", a->id);
    CHECK(gen_steps(g1) == gen_steps(g2), "%s: step counts %" PRIu64 " vs %" PRIu64, a->id,
          gen_steps(g1), gen_steps(g2));
    gen_destroy(g1);
    gen_destroy(g2);
    maze_destroy(m1);
    maze_destroy(m2);
}

typedef struct snapshot {
    gen_cell cell;
    uint8_t walls; /* open bits */
    uint8_t tentative;
} snapshot;

static void take(const gen *g, snapshot *s)
{
    const maze *m = gen_maze(g);
    memset(s, 0, m->n * sizeof *s); /* padding too: snapshots are compared with memcmp */
    for (uint32_t c = 0; c < m->n; c++) {
        s[c].cell = gen_cell_mark(g, c);
        s[c].walls = m->cells[c] & 0x0f;
        s[c].tentative = 0;
        for (int d = 0; d < MAZE_DIRS; d++)
            if (gen_wall_mark(g, c, (maze_dir)d) == GEN_WALL_TENTATIVE)
                s[c].tentative |= (uint8_t)(1u << d);
    }
}

/* After every step, each cell whose picture changed is in gen_changes(). */
static void test_change_log(const gen_algo *a, uint64_t seed)
{
    maze *m = maze_create(9, 7);
    gen_settings set = gen_default_settings();
    set.track_changes = true;
    gen *g = gen_create(a, m, seed, &set);
    snapshot before[63], after[63];
    uint8_t listed[63];
    gen_clear_changes(g);
    take(g, before);
    int bad = 0;
    while (!gen_done(g) && bad < 3) {
        gen_step(g);
        take(g, after);
        size_t n;
        const uint32_t *ch = gen_changes(g, &n);
        memset(listed, 0, sizeof listed);
        for (size_t i = 0; i < n; i++) {
            CHECK(ch[i] < m->n, "%s: change log entry %u out of range", a->id, ch[i]);
            if (ch[i] < m->n)
                listed[ch[i]] = 1;
        }
        for (uint32_t c = 0; c < m->n; c++) {
            if (memcmp(&before[c], &after[c], sizeof before[c]) != 0 && !listed[c]) {
                CHECK(0, "%s: step %" PRIu64 " changed cell %u but did not log it", a->id, gen_steps(g), c);
                bad++;
            }
        }
        gen_clear_changes(g);
        memcpy(before, after, sizeof before);
    }
    gen_destroy(g);
    maze_destroy(m);
}

static void test_registry(void)
{
    CHECK(gen_algo_count >= 2, "registry has the foundation algorithms");
    CHECK(gen_find("wilson") == gen_algos[0], "wilson first");
    CHECK(gen_find("dfs") && gen_find("dfs") == gen_find("backtracker"), "dfs alias");
    CHECK(gen_find("nope") == NULL, "unknown id");
    for (size_t i = 0; i < gen_algo_count; i++) {
        const gen_algo *a = gen_algos[i];
        CHECK(a->id && a->name_en && a->name_zh && a->init && a->step && a->run && a->cell &&
                  a->wall && a->info && a->fini,
              "registry row %zu incomplete", i);
        for (size_t j = 0; j < i; j++)
            CHECK(strcmp(a->id, gen_algos[j]->id) != 0, "duplicate id %s", a->id);
        gen_settings s = gen_default_settings();
        CHECK(!gen_parse_option(a, "no-such-key=1", &s), "%s: unknown option accepted", a->id);
    }
}

int main(int argc, char **argv)
{
    uint64_t seed = test_seed("test_gen", 20261122);
    test_registry();
    for (size_t i = 0; i < gen_algo_count; i++) {
        const gen_algo *a = gen_algos[i];
        if (argc > 1 && !gen_find(argv[1]))
            break;
        if (argc > 1 && gen_find(argv[1]) != a)
            continue;
        printf("  %s\n", a->id);
        test_perfect(a, seed);
        test_determinism(a, seed);
        test_step_equals_run(a, seed);
        test_change_log(a, seed);
    }
    return check_exit("test_gen");
}
