/*
 * test_series.c - figures over time (series.h): every point kept is the
 * figure read at its step, on real runs - the backtracker's stack depth,
 * Wilson's walk, Kruskal's sets, BFS's queue, Origin Shift - read step by
 * step into a full table and compared; the points stay evenly spread
 * (multiples of the stride, cap/2 .. cap of them once the run is longer
 * than cap, step 0 and the stride's every multiple up to the last step
 * kept); bad arguments are refused.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mazeviz/gen.h"
#include "mazeviz/series.h"
#include "mazeviz/solve.h"

/* Runs a on m step by step, recording into a series of cap points and a full table; compares. */
static void check_run(const sm_algo *a, maze *m, uint64_t seed, size_t cap)
{
    sm_settings set;
    memset(&set, 0, sizeof set);
    set.from = set.to = MAZE_NONE;
    sm *g = sm_create(a, m, seed, &set);
    CHECK(g != NULL, "%s: no machine", a->id);
    if (!g)
        return;
    sm_figure fig[SM_MAX_FIGURES];
    size_t nf = sm_figures(g, fig);
    if (nf > SERIES_MAX_FIGURES)
        nf = SERIES_MAX_FIGURES;
    series *s = series_create(nf, cap);
    size_t room = 1024, steps = 0;
    uint64_t *table = malloc(room * nf * sizeof *table);
    for (;;) {
        size_t n = sm_figures(g, fig);
        CHECK(n >= nf, "%s: %zu figures at step %zu, %zu at step 0", a->id, n, steps, nf);
        if (steps == room) {
            room *= 2;
            table = realloc(table, room * nf * sizeof *table);
        }
        uint64_t v[SERIES_MAX_FIGURES];
        for (size_t k = 0; k < nf; k++)
            v[k] = table[steps * nf + k] = fig[k].value;
        CHECK(sm_steps(g) == steps, "%s: step count %zu", a->id, steps);
        series_add(s, sm_steps(g), v);
        if (sm_done(g))
            break;
        sm_run(g, 1);
        steps++;
    }
    size_t np = series_count(s);
    uint64_t stride = series_stride(s);
    CHECK(np <= cap, "%s: %zu points, cap %zu", a->id, np, cap);
    if (steps + 1 > cap)
        CHECK(np >= cap / 2, "%s: only %zu points of %zu for %zu steps", a->id, np, cap, steps);
    CHECK(np == steps / stride + 1, "%s: %zu points, want every %llu-th of steps 0..%zu", a->id, np,
          (unsigned long long)stride, steps);
    size_t bad = 0;
    for (size_t i = 0; i < np; i++) {
        uint64_t st = series_step(s, i);
        if (st != i * stride)
            bad++;
        for (size_t k = 0; k < nf && st <= steps; k++)
            if (series_value(s, i, k) != table[st * nf + k])
                bad++;
    }
    CHECK(bad == 0, "%s: %zu points differ from the figures read step by step", a->id, bad);
    printf("ok %s: %zu steps, %zu figures, %zu points every %llu\n", a->id, steps, nf, np,
           (unsigned long long)stride);
    free(table);
    series_destroy(s);
    sm_destroy(g);
}

/* Column k's value among the figures fig[0..n) by label; SM_FIGURE_NONE when absent. */
static uint64_t by_label(const sm_figure *fig, size_t n, sm_text label)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(fig[i].label.en, label.en) == 0)
            return fig[i].value;
    return SM_FIGURE_NONE;
}

/* Checks g's recorded series against the table (row per step, nf columns), furthest step reached `far`. */
static size_t compare_kept(const sm *g, const uint64_t *table, size_t nf, uint64_t far, const char *id)
{
    sm_text labels[SERIES_MAX_FIGURES];
    const series *s = sm_figure_series(g, labels, NULL);
    size_t np = series_count(s), bad = 0;
    uint64_t stride = series_stride(s);
    if (np != far / stride + 1)
        bad++;
    for (size_t i = 0; i < np; i++) {
        uint64_t st = series_step(s, i);
        if (st != i * stride || st > far)
            bad++;
        for (size_t k = 0; k < nf && st <= far; k++)
            bad += series_value(s, i, k) != table[st * nf + k];
    }
    CHECK(bad == 0, "%s: kept series (%zu points every %llu, furthest %llu) differs from the figures step by step "
          "in %zu places", id, np, (unsigned long long)stride, (unsigned long long)far, bad);
    return bad;
}

/* sm_keep_figures on a run with history, stepped in random pieces, seeking back and forth. */
static void check_kept(const sm_algo *a, maze *m, uint64_t seed, size_t cap)
{
    sm_settings set = sm_default_settings();
    sm *ref = sm_create(a, m, seed, &set);
    sm_figure fig[SM_MAX_FIGURES];
    size_t nf = ref ? sm_figures(ref, fig) : 0;
    sm_text labels[SERIES_MAX_FIGURES];
    for (size_t k = 0; k < nf; k++)
        labels[k] = fig[k].label;
    size_t room = 1024, steps = 0;
    uint64_t *table = malloc(room * nf * sizeof *table);
    while (ref) {
        if (steps == room)
            table = realloc(table, (room *= 2) * nf * sizeof *table);
        size_t n = sm_figures(ref, fig);
        for (size_t k = 0; k < nf; k++)
            table[steps * nf + k] = by_label(fig, n, labels[k]);
        if (sm_done(ref))
            break;
        sm_run(ref, 1);
        steps++;
    }
    steps = ref ? sm_steps(ref) : 0;
    sm_destroy(ref);
    sm *g = sm_create(a, m, seed, &set);
    CHECK(g && sm_keep_history(g, 1u << 20) && sm_keep_figures(g, cap), "%s: no machine", a->id);
    rng r;
    rng_seed(&r, seed ^ 0x5eed);
    uint64_t far = 0;
    for (int op = 0; g && op < 400; op++) {
        uint64_t now = sm_steps(g), pick = rng_below(&r, 10);
        uint32_t span = (uint32_t)(1 + steps / 40), jump = (uint32_t)(1 + steps / 10);
        if (pick < 5)
            sm_run(g, 1 + rng_below(&r, span));
        else if (pick < 8)
            sm_seek(g, rng_below(&r, (uint32_t)now + 1));
        else if (pick < 9)
            sm_seek(g, now + rng_below(&r, jump));
        else {
            sm_question q;
            sm_ask_next(g, &q); /* takes the next step and puts the machine back */
        }
        far = sm_steps(g) > far ? sm_steps(g) : far;
        if (pick == 9 && !sm_done(g))
            far = far > sm_steps(g) + 1 ? far : sm_steps(g) + 1; /* the peek reached the next step */
        if (compare_kept(g, table, nf, far, a->id))
            break;
    }
    sm_finish(g);
    if (g && compare_kept(g, table, nf, steps, a->id) == 0)
        printf("ok %s kept: %zu steps, %zu points every %llu\n", a->id, steps, series_count(sm_figure_series(g, NULL, NULL)),
               (unsigned long long)series_stride(sm_figure_series(g, NULL, NULL)));
    sm_destroy(g);
    free(table);
}

int main(void)
{
    uint64_t seed = test_seed("test_series", 7);
    static const char *const gens[] = {"backtracker", "wilson", "kruskal", "prim", "origin-shift"};
    static const size_t caps[] = {2, 64, 2048, 1u << 20};
    for (size_t i = 0; i < sizeof gens / sizeof gens[0]; i++)
        for (size_t c = 0; c < sizeof caps / sizeof caps[0]; c++) {
            maze *m = maze_create(i == 4 ? 8 : 30, i == 4 ? 6 : 20);
            check_run(gen_find(gens[i]), m, seed + i, caps[c]);
            maze_destroy(m);
        }
    static const char *const solvers[] = {"bfs", "astar", "dfs", "wall-follower", "pledge", "random-mouse"};
    for (size_t i = 0; i < sizeof solvers / sizeof solvers[0]; i++) {
        maze *m = maze_create(30, 20);
        gen_settings s;
        memset(&s, 0, sizeof s);
        if (gen_generate(gen_find("wilson"), m, seed, &s) && gen_braid_maze(m, seed, 30))
            check_run(solve_find(solvers[i]), m, seed, 256);
        maze_destroy(m);
    }
    static const char *const kept_gens[] = {"backtracker", "wilson", "kruskal", "prim", "eller"};
    for (size_t i = 0; i < sizeof kept_gens / sizeof kept_gens[0]; i++) {
        maze *m = maze_create(30, 20);
        check_kept(gen_find(kept_gens[i]), m, seed + i, i % 2 ? 64 : 512);
        maze_destroy(m);
    }
    static const char *const kept_solvers[] = {"bfs", "astar", "dfs"};
    for (size_t i = 0; i < sizeof kept_solvers / sizeof kept_solvers[0]; i++) {
        maze *m = maze_create(40, 30);
        gen_settings s;
        memset(&s, 0, sizeof s);
        if (gen_generate(gen_find("backtracker"), m, seed, &s) && gen_braid_maze(m, seed, 30))
            check_kept(solve_find(kept_solvers[i]), m, seed, 128);
        maze_destroy(m);
    }
    CHECK(series_create(0, 8) == NULL && series_create(SERIES_MAX_FIGURES + 1, 8) == NULL &&
              series_create(1, 3) == NULL && series_create(1, 0) == NULL,
          "bad series accepted");
    /* steps not offered every time (a caller sampling): still only multiples, still bounded */
    series *s = series_create(1, 4);
    uint64_t v = 0;
    for (uint64_t st = 0; st < 1000; st += 3, v++)
        series_add(s, st, &v);
    CHECK(series_count(s) <= 4 && series_step(s, 0) == 0, "sampled: %zu points", series_count(s));
    for (size_t i = 0; i < series_count(s); i++)
        CHECK(series_step(s, i) % series_stride(s) == 0 && series_value(s, i, 0) == series_step(s, i) / 3,
              "sampled point %zu: step %llu value %llu", i, (unsigned long long)series_step(s, i),
              (unsigned long long)series_value(s, i, 0));
    series_destroy(s);
    return check_exit("test_series");
}
