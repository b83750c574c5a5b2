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
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mazeviz/gen.h"

static uint64_t base_seed;

/* What one algorithm/settings pair produced over all its runs. */
typedef struct seen {
    bool line[64];
    bool cell[SM_CELL_KINDS];
    bool wall[SM_WALL_KINDS];
} seen;

static uint64_t fnv(uint64_t h, uint64_t v)
{
    for (int i = 0; i < 8; i++) {
        h ^= (v >> (8 * i)) & 0xffu;
        h *= 0x100000001b3ull;
    }
    return h;
}

/* A fingerprint of everything a viewer can see: walls, marks, figures, note, ghost. */
static uint64_t state_print(const sm *g)
{
    const maze *m = sm_maze(g);
    uint64_t h = 0xcbf29ce484222325ull;
    for (uint32_t c = 0; c < m->n; c++) {
        sm_cell k = sm_cell_mark(g, c);
        h = fnv(h, m->cells[c] | (uint64_t)k.kind << 8 | (uint64_t)k.shade << 16 |
                       (uint64_t)k.group << 32);
        for (int d = 0; d < MAZE_DIRS; d++)
            h = fnv(h, sm_wall_mark(g, c, (maze_dir)d));
    }
    sm_figure f[SM_MAX_FIGURES];
    size_t nf = sm_figures(g, f);
    for (size_t i = 0; i < nf; i++)
        h = fnv(h, f[i].value ^ f[i].of << 40);
    sm_note n = sm_get_note(g);
    h = fnv(h, n.line | (uint64_t)n.caption << 16);
    for (int i = 0; i < SM_NOTE_ARGS; i++)
        h = fnv(h, n.arg[i]);
    const uint32_t *gc;
    size_t gn;
    uint64_t gs;
    if (sm_ghost(g, &gc, &gn, &gs)) {
        h = fnv(h, gs);
        for (size_t i = 0; i < gn; i++)
            h = fnv(h, gc[i]);
    }
    return fnv(h, sm_steps(g) ^ (uint64_t)sm_done(g) << 63);
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

/* Most steps a run may take: a generous multiple of a random walk's cover time. */
static uint64_t step_bound(uint32_t n)
{
    double l = log((double)n) + 1;
    return (uint64_t)(20.0 * n * l * l) + 100;
}

/* The note, figures and marks after a step are well formed; records what was seen. */
static void check_note(const sm *g, seen *sn, const char *what)
{
    const sm_algo *a = sm_algorithm(g);
    sm_note n = sm_get_note(g);
    CHECK(n.line < a->code_lines, "%s step %" PRIu64 ": line %u of %zu", what, sm_steps(g),
          (unsigned)n.line, a->code_lines);
    if (n.line < 64)
        sn->line[n.line] = true;
    char buf[512];
    for (int l = 0; l < SM_LANGS; l++) {
        size_t len = sm_caption(g, (sm_lang)l, buf, sizeof buf);
        CHECK(n.caption < a->n_captions && len > 0 && len < sizeof buf && !strchr(buf, '{'),
              "%s step %" PRIu64 ": caption %u '%s'", what, sm_steps(g), (unsigned)n.caption, buf);
    }
    sm_figure f[SM_MAX_FIGURES];
    size_t nf = sm_figures(g, f);
    for (size_t i = 0; i < nf; i++)
        CHECK(f[i].label.en && f[i].label.zh && *f[i].label.en && *f[i].label.zh,
              "%s: figure %zu has no label", what, i);
}

static void note_marks(const sm *g, seen *sn)
{
    const maze *m = sm_maze(g);
    for (uint32_t c = 0; c < m->n; c++) {
        sm_cell k = sm_cell_mark(g, c);
        if (k.kind < SM_CELL_KINDS)
            sn->cell[k.kind] = true;
        for (int d = 0; d < MAZE_DIRS; d++) {
            sm_wall_kind w = sm_wall_mark(g, c, (maze_dir)d);
            if (w < SM_WALL_KINDS && w != SM_WALL_PLAIN)
                sn->wall[w] = true;
        }
    }
}

/* Per-cell picture state, to see what a step changed. */
static uint64_t cell_look(const sm *g, uint32_t c)
{
    sm_cell k = sm_cell_mark(g, c);
    uint64_t v = sm_maze(g)->cells[c] | (uint64_t)k.kind << 8 | (uint64_t)k.shade << 16 |
                 (uint64_t)(k.group & 0xffffff) << 24;
    for (int d = 0; d < MAZE_DIRS; d++)
        v = v * 7 + sm_wall_mark(g, c, (maze_dir)d);
    return v;
}

/* Steps a tracked run one step at a time, checking the note and the change log each step. */
static void check_steps(const gen_algo *a, const gen_settings *s0, uint32_t w, uint32_t h,
                        uint64_t seed, uint64_t every, seen *sn, const char *what)
{
    gen_settings s = *s0;
    s.track_changes = true;
    maze *m = maze_create(w, h);
    sm *g = m ? sm_create(a, m, seed, &s) : NULL;
    uint64_t *look = m ? malloc(m->n * sizeof *look) : NULL;
    bool *logged = m ? calloc(m->n, 1) : NULL;
    CHECK(g && look && logged, "%s: out of memory", what);
    if (!g || !look || !logged)
        goto out;
    check_note(g, sn, what);
    note_marks(g, sn);
    for (uint32_t c = 0; c < m->n; c++)
        look[c] = cell_look(g, c);
    sm_clear_changes(g);
    uint64_t bound = step_bound(m->n);
    while (sm_step(g) || sm_done(g)) {
        bool sample = sm_steps(g) % every == 0 || sm_done(g);
        if (sample) {
            check_note(g, sn, what);
            note_marks(g, sn);
        }
        if (every == 1) {
            size_t n;
            const uint32_t *ch = sm_changes(g, &n);
            memset(logged, 0, m->n);
            for (size_t i = 0; i < n; i++)
                logged[ch[i]] = true;
            bool all = sm_changes_overflowed(g);
            uint32_t missed = 0;
            for (uint32_t c = 0; c < m->n; c++) {
                uint64_t v = cell_look(g, c);
                missed += v != look[c] && !logged[c] && !all;
                look[c] = v;
            }
            CHECK(missed == 0, "%s step %" PRIu64 ": %" PRIu32 " changed cells not logged", what,
                  sm_steps(g), missed);
        }
        sm_clear_changes(g);
        if (sm_done(g) || sm_steps(g) > bound)
            break;
    }
    CHECK(sm_done(g), "%s: not done within %" PRIu64 " steps", what, bound);
out:
    free(look);
    free(logged);
    sm_destroy(g);
    maze_destroy(m);
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
        for (int d = 0; d < MAZE_DIRS; d++)
            odd += sm_wall_mark(g, c, (maze_dir)d) != SM_WALL_PLAIN;
    }
    CHECK(odd == 0, "%s: %" PRIu32 " cells/walls not in the finished colours", what, odd);
    free(before);
}

/* Perfect, bounded, finished and deterministic on one size. */
static void check_size(const gen_algo *a, const gen_settings *s, uint32_t w, uint32_t h,
                       uint64_t seed, const char *what0)
{
    char what[320];
    snprintf(what, sizeof what, "%s %" PRIu32 "x%" PRIu32 " seed %" PRIu64, what0, w, h, seed);
    maze *m = maze_create(w, h), *m2 = maze_create(w, h);
    sm *g = m ? sm_create(a, m, seed, s) : NULL;
    CHECK(g && m2, "%s: out of memory", what);
    if (g && m2) {
        uint64_t steps = sm_finish(g);
        CHECK(sm_done(g) && steps == sm_steps(g), "%s: finish %" PRIu64 " steps %" PRIu64, what,
              steps, sm_steps(g));
        CHECK(maze_is_perfect(m), "%s: not a perfect maze", what);
        CHECK(steps <= step_bound(m->n), "%s: %" PRIu64 " steps", what, steps);
        check_finished(g, what);
        CHECK(gen_generate(a, m2, seed, s) && maze_equal(m, m2), "%s: not deterministic", what);
    }
    sm_destroy(g);
    maze_destroy(m);
    maze_destroy(m2);
}

/* sm_step one by one and sm_run in random batches reach the same states. */
static void check_batches(const gen_algo *a, const gen_settings *s0, uint64_t seed, const char *what)
{
    gen_settings s = *s0;
    s.track_changes = true;
    maze *m1 = maze_create(23, 17), *m2 = maze_create(23, 17);
    sm *g1 = m1 ? sm_create(a, m1, seed, &s) : NULL, *g2 = m2 ? sm_create(a, m2, seed, &s) : NULL;
    CHECK(g1 && g2, "%s: out of memory", what);
    rng r;
    rng_seed(&r, seed ^ 0x5bd1e995u);
    unsigned mismatches = 0;
    while (g1 && g2 && !sm_done(g2)) {
        uint64_t k = 1 + rng_below(&r, 97);
        uint64_t done = sm_run(g2, k);
        for (uint64_t i = 0; i < done; i++)
            sm_step(g1);
        mismatches += state_print(g1) != state_print(g2);
        sm_clear_changes(g1);
        sm_clear_changes(g2);
    }
    CHECK(mismatches == 0, "%s: batched run differs from single steps %u times", what, mismatches);
    sm_destroy(g1);
    sm_destroy(g2);
    maze_destroy(m1);
    maze_destroy(m2);
}

/* One seek target: mostly random, sometimes 0, 1, the end or around a checkpoint. */
static uint64_t pick_target(rng *r, uint64_t total, uint64_t spacing)
{
    switch (rng_below(r, 8)) {
    case 0:
        return 0;
    case 1:
        return 1;
    case 2:
        return total;
    case 3: {
        uint64_t k = spacing ? (uint64_t)rng_below(r, (uint32_t)(total / spacing + 1)) * spacing : 0;
        return k + rng_below(r, 3) - (k > 0);
    }
    default:
        return rng_below(r, (uint32_t)total + 1);
    }
}

/* Seeking anywhere, in any order, gives the state of a straight run. */
static void check_time_travel(const gen_algo *a, const gen_settings *s0, uint64_t seed,
                              const char *what)
{
    gen_settings s = *s0;
    s.track_changes = true;
    maze *m1 = maze_create(40, 30), *m2 = maze_create(40, 30);
    sm *ref = m1 ? sm_create(a, m1, seed, &s) : NULL;
    uint64_t *prints = NULL;
    size_t cap = 0, n = 0;
    while (ref) {
        if (n == cap) {
            cap = cap ? 2 * cap : 4096;
            uint64_t *p = realloc(prints, cap * sizeof *p);
            if (!p)
                break;
            prints = p;
        }
        prints[n++] = state_print(ref);
        if (!sm_step(ref) && n > sm_steps(ref))
            break;
    }
    sm *g = m2 ? sm_create(a, m2, seed, &s) : NULL;
    /* a budget of a few checkpoints makes them thin out during the run */
    CHECK(ref && prints && g && sm_keep_history(g, 6 * (m2->n + sm_memory(g))),
          "%s: out of memory", what);
    uint64_t total = n - 1;
    rng r;
    rng_seed(&r, seed ^ 0x7f4a7c15u);
    unsigned bad = 0, tries = 300;
    uint64_t prev = 0;
    for (unsigned t = 0; g && prints && t < tries; t++) {
        size_t count;
        uint64_t spacing;
        sm_history_bytes(g, &count, &spacing);
        uint64_t k = pick_target(&r, total, spacing);
        k = k > total ? total : k;
        uint64_t at = sm_seek(g, k);
        if (at != k || state_print(g) != prints[k]) {
            if (bad++ < 3)
                fprintf(stderr, "%s: seek to %" PRIu64 " (of %" PRIu64 ") reached %" PRIu64
                                " with a different state\n", what, k, total, at);
        }
        CHECK(k >= prev || sm_changes_overflowed(g), "%s: a backward seek must ask for a full redraw",
              what);
        prev = at;
        sm_clear_changes(g);
    }
    CHECK(bad == 0, "%s: %u of %u seeks gave a state a straight run never had", what, bad, tries);
    sm_destroy(ref);
    sm_destroy(g);
    free(prints);
    maze_destroy(m1);
    maze_destroy(m2);
}

/* Every line reached; the marks seen are exactly the legend. */
static void check_story(const gen_algo *a, const seen *sn, const char *what)
{
    for (size_t l = 0; l < a->code_lines && l < 64; l++)
        CHECK(sn->line[l], "%s: pseudocode line %zu '%s' never reported", what, l, a->code[l].en);
    bool legend_cell[SM_CELL_KINDS] = {0}, legend_wall[SM_WALL_KINDS] = {0};
    for (size_t i = 0; i < a->n_legend; i++) {
        const sm_legend *e = &a->legend[i];
        sm_text t = e->text.en ? e->text : sm_mark_meaning((sm_mark_type)e->type, e->kind);
        CHECK(t.en && t.zh && *t.en && *t.zh, "%s: legend row %zu has no text", what, i);
        if (e->type == SM_MARK_CELL && e->kind < SM_CELL_KINDS)
            legend_cell[e->kind] = true;
        else if (e->type == SM_MARK_WALL && e->kind < SM_WALL_KINDS)
            legend_wall[e->kind] = true;
    }
    for (int k = 0; k < SM_CELL_KINDS; k++)
        CHECK(legend_cell[k] == sn->cell[k], "%s: cell mark %d %s", what, k,
              sn->cell[k] ? "shown but not in the legend" : "in the legend but never shown");
    for (int k = 1; k < SM_WALL_KINDS; k++)
        CHECK(legend_wall[k] == sn->wall[k], "%s: wall mark %d %s", what, k,
              sn->wall[k] ? "shown but not in the legend" : "in the legend but never shown");
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
static void check_algo(const gen_algo *a)
{
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
