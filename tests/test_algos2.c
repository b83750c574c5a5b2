/*
 * test_algos2.c - the generators of the second batch (binary tree to growing
 * binary tree), each found through the registry and run with every value of
 * its option: perfect mazes on small and odd sizes, determinism, completion,
 * bounded steps, and an honest change log (every cell whose mark or walls a
 * step changed is reported).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mazeviz/gen.h"

static const char *const ids[] = {
    "binary-tree", "sidewinder", "eller", "recursive-division",
    "blobby-division", "parallel-backtracker", "growing-binary-tree",
};

static const uint32_t sizes[][2] = {
    {1, 1}, {1, 7}, {7, 1}, {2, 2}, {7, 5}, {64, 48}, {300, 200},
};

/* Steps a run may take on n cells: a few per cell, log n more for the blobs. */
static uint64_t step_bound(const char *id, uint32_t n)
{
    uint64_t lg = 1;
    while ((1ull << lg) < n)
        lg++;
    if (strcmp(id, "blobby-division") == 0)
        return (uint64_t)n * (4 * lg + 8) + 16;
    return 4ull * n + 16;
}

static void check_size(const gen_algo *a, const gen_settings *s, const char *tag, uint32_t w,
                       uint32_t h, uint64_t seed)
{
    maze *m = maze_create(w, h), *m2 = maze_create(w, h);
    gen *g = gen_create(a, m, seed, s);
    CHECK(g && m2, "%s: create %" PRIu32 "x%" PRIu32, tag, w, h);
    if (!g || !m2)
        goto out;
    uint64_t steps = gen_finish(g);
    CHECK(gen_steps(g) == steps, "%s %ux%u seed %" PRIu64 ": step count", tag, w, h, seed);
    CHECK(maze_is_perfect(m), "%s %ux%u seed %" PRIu64 ": not perfect", tag, w, h, seed);
    CHECK(steps <= step_bound(a->id, m->n), "%s %ux%u seed %" PRIu64 ": %" PRIu64 " steps",
          tag, w, h, seed, steps);
    CHECK(!gen_step(g) && gen_done(g), "%s %ux%u: step after completion", tag, w, h);
    gen_info info;
    gen_get_info(g, &info);
    CHECK(info.cells_in_maze == m->n, "%s %ux%u: cells_in_maze %" PRIu64, tag, w, h,
          info.cells_in_maze);
    gen *g2 = gen_create(a, m2, seed, s);
    CHECK(g2, "%s: create second", tag);
    if (g2) {
        /* Same seed, different batch sizes: the same maze. */
        while (gen_run(g2, 7) > 0)
            ;
        CHECK(maze_equal(m, m2), "%s %ux%u seed %" PRIu64 ": not deterministic", tag, w, h, seed);
        gen_destroy(g2);
    }
    if (w * h >= 1000) {
        g2 = gen_create(a, m2, seed + 1, s);
        if (g2)
            gen_finish(g2);
        CHECK(g2 && !maze_equal(m, m2), "%s %ux%u seeds %" PRIu64 ", +1: same maze", tag, w, h,
              seed);
        gen_destroy(g2);
    }
out:
    gen_destroy(g);
    maze_destroy(m);
    maze_destroy(m2);
}

/* Every cell whose mark or walls a step changed must be in the change log. */
static void check_changes(const gen_algo *a, const gen_settings *base, const char *tag,
                          uint32_t w, uint32_t h, uint64_t seed)
{
    gen_settings s = *base;
    s.track_changes = true;
    maze *m = maze_create(w, h);
    gen *g = m ? gen_create(a, m, seed, &s) : NULL;
    gen_cell *marks = calloc(w * h, sizeof *marks);
    uint8_t *walls = malloc(w * h), *logged = calloc(w * h, 1);
    CHECK(g && marks && walls && logged, "%s: create", tag);
    if (!g || !marks || !walls || !logged)
        goto out;
    bool more = !gen_done(g);
    for (uint64_t k = 0; more; k++) {
        for (uint32_t c = 0; c < m->n; c++) {
            marks[c] = gen_cell_mark(g, c);
            walls[c] = m->cells[c];
        }
        gen_clear_changes(g);
        more = gen_step(g);
        size_t n;
        const uint32_t *ch = gen_changes(g, &n);
        memset(logged, 0, m->n);
        for (size_t i = 0; i < n; i++)
            logged[ch[i]] = 1;
        for (uint32_t c = 0; c < m->n; c++) {
            gen_cell now = gen_cell_mark(g, c);
            bool changed = now.kind != marks[c].kind || now.group != marks[c].group ||
                           walls[c] != m->cells[c];
            if (changed && !logged[c]) {
                CHECK(0, "%s %ux%u seed %" PRIu64 " step %" PRIu64 ": cell %" PRIu32
                      " changed but not logged", tag, w, h, seed, k, c);
                goto out;
            }
        }
    }
out:
    free(marks);
    free(walls);
    free(logged);
    gen_destroy(g);
    maze_destroy(m);
}

static void check_algo(const gen_algo *a, const gen_settings *s, const char *tag, uint64_t seed)
{
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        check_size(a, s, tag, sizes[i][0], sizes[i][1], seed + i);
    check_changes(a, s, tag, 7, 5, seed);
    check_changes(a, s, tag, 13, 11, seed + 1);
    check_changes(a, s, tag, 1, 9, seed + 2);
}

int main(void)
{
    uint64_t seed = 0x5eed2026u;
    setvbuf(stdout, NULL, _IONBF, 0);
    printf("test_algos2: seed %" PRIu64 "\n", seed);
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        const gen_algo *a = gen_find(ids[i]);
        CHECK(a != NULL, "%s not in the registry", ids[i]);
        if (!a)
            continue;
        CHECK(a->name_zh && *a->name_zh && a->name_en && *a->name_en, "%s: names", a->id);
        gen_settings def = gen_default_settings();
        check_algo(a, &def, a->id, seed);
        for (size_t o = 0; o < a->n_options; o++) {
            for (size_t v = 1; a->options[o].values[v]; v++) {
                gen_settings s = gen_default_settings();
                char kv[64], tag[96];
                snprintf(kv, sizeof kv, "%s=%s", a->options[o].key, a->options[o].values[v]);
                CHECK(gen_parse_option(a, kv, &s), "%s: option %s", a->id, kv);
                snprintf(tag, sizeof tag, "%s %s", a->id, kv);
                check_algo(a, &s, tag, seed);
            }
        }
        printf("%s: checked\n", a->id);
    }
    return check_exit("test_algos2");
}
