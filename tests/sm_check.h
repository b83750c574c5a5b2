/*
 * sm_check.h - the step-machine contract checks shared by the
 * registry-driven suites (test_algos for generators, test_solvers for
 * solvers and the braid machine): the core's debug check (sm_check:
 * walls agree from both sides, neighbours are mutual, marks in range and
 * in the legend) and the note and figures after every step,
 * the change log, every pseudocode line reached, legend == marks shown,
 * batched == stepwise, exact time travel.
 *
 * The checks make their own mazes with check_maze(): a blank w x h maze,
 * then check_prep(maze, seed) when a suite sets it (a solver needs a
 * finished maze to read; a generator starts from nothing).
 */
#ifndef MAZEVIZ_SM_CHECK_H
#define MAZEVIZ_SM_CHECK_H

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mazeviz/machine.h"

/* Prepares a maze before a machine runs over it; NULL: leave it blank. */
static void (*check_prep)(maze *m, uint64_t seed);

/* Makes the blank mazes the checks run on; NULL: w x h rectangles (test_grid sets other shapes). */
static maze *(*check_make)(uint32_t w, uint32_t h);

/* A w x h maze, prepared by check_prep with seed; NULL when memory runs out. */
static inline maze *check_maze(uint32_t w, uint32_t h, uint64_t seed)
{
    maze *m = check_make ? check_make(w, h) : maze_create(w, h);
    if (m && check_prep)
        check_prep(m, seed);
    return m;
}

/*
 * The board of the watched runs that time travel and step back compare
 * state by state with a straight run: 40x30, or 20x15 when the test runs
 * quick (test_quick(): fingerprinting every step is most of their time).
 */
#define CHECK_WATCH_W (test_quick() ? 20u : 40u)
#define CHECK_WATCH_H (test_quick() ? 15u : 30u)

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
        for (maze_dir d = 0; d < m->sides; d++)
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

/*
 * Most steps a run may take: a generous multiple of a random walk's cover
 * time, plus the numbers the settings give options that take one (Origin
 * Shift's steps=K asks for K steps whatever the size).
 */
static uint64_t step_bound(const sm_algo *a, const sm_settings *s, uint32_t n)
{
    double l = log((double)n) + 1;
    uint64_t bound = (uint64_t)(20.0 * n * l * l) + 100;
    for (size_t i = 0; i < a->n_options && i < SM_MAX_OPTIONS; i++) {
        uint64_t k = a->options[i].most ? sm_settings_number(a, s, i) : SM_NO_NUMBER;
        bound += k != SM_NO_NUMBER ? k : 0;
    }
    return bound;
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
        CHECK(!strstr(buf, " 1 cells") && !strstr(buf, " 1 moves") && !strstr(buf, " 1 segments"),
              "%s step %" PRIu64 ": '%s' (a plural after 1: write {n} cell{s})", what, sm_steps(g), buf);
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
        for (maze_dir d = 0; d < m->sides; d++) {
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
    for (maze_dir d = 0; d < sm_maze(g)->sides; d++)
        v = v * 7 + sm_wall_mark(g, c, (maze_dir)d);
    return v;
}

/* Steps a tracked run one step at a time, checking the note and the change log each step. */
static inline void check_steps(const sm_algo *a, const sm_settings *s0, uint32_t w, uint32_t h,
                        uint64_t seed, uint64_t every, seen *sn, const char *what)
{
    sm_settings s = *s0;
    s.track_changes = true;
    maze *m = check_maze(w, h, seed);
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
    uint64_t bound = step_bound(a, &s, m->n);
    const char *why = sm_check(g);
    CHECK(!why, "%s after init: %s", what, why);
    while (sm_step(g) || sm_done(g)) {
        bool sample = sm_steps(g) % every == 0 || sm_done(g);
        if (sample || every == 1) { /* the debug check of maze and marks: every step of the small runs */
            why = sm_check(g);
            CHECK(!why, "%s step %" PRIu64 ": %s", what, sm_steps(g), why);
        }
        if (sample) {
            check_note(g, sn, what);
            note_marks(g, sn);
        }
        if (every == 1) {
            size_t n;
            const uint32_t *ch = sm_changes(g, &n);
            memset(logged, 0, m->n);
            size_t outside = 0;
            for (size_t i = 0; i < n; i++) {
                if (ch[i] < m->n)
                    logged[ch[i]] = true;
                else
                    outside++;
            }
            CHECK(outside == 0, "%s step %" PRIu64 ": %zu logged changes name no cell (>= %" PRIu32 ")",
                  what, sm_steps(g), outside, m->n);
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

/* sm_step one by one and sm_run in random batches reach the same states. */
static inline void check_batches(const sm_algo *a, const sm_settings *s0, uint64_t seed, const char *what)
{
    sm_settings s = *s0;
    s.track_changes = true;
    maze *m1 = check_maze(23, 17, seed), *m2 = check_maze(23, 17, seed);
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

/*
 * After a backward seek: a full redraw asked for, or every cell that looks
 * different from before (looks) in the change log. The number of cells
 * that differ but were not logged.
 */
static inline size_t unlogged_changes(const sm *g, const uint64_t *looks)
{
    size_t n, missed = 0;
    const uint32_t *log = sm_changes(g, &n);
    uint32_t cells = sm_maze(g)->n;
    bool *in = calloc(cells, 1);
    if (!in || sm_changes_overflowed(g)) {
        free(in);
        return 0;
    }
    for (size_t i = 0; i < n; i++)
        in[log[i]] = true;
    for (uint32_t c = 0; c < cells; c++)
        missed += !in[c] && cell_look(g, c) != looks[c];
    free(in);
    return missed;
}

/* Seeking anywhere, in any order, gives the state of a straight run. */
static inline void check_time_travel(const sm_algo *a, const sm_settings *s0, uint64_t seed,
                              const char *what)
{
    sm_settings s = *s0;
    s.track_changes = true;
    maze *m1 = check_maze(CHECK_WATCH_W, CHECK_WATCH_H, seed), *m2 = check_maze(CHECK_WATCH_W, CHECK_WATCH_H, seed);
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
    uint64_t prev = 0, *looks = m2 ? malloc(m2->n * sizeof *looks) : NULL;
    CHECK(looks, "%s: out of memory", what);
    for (unsigned t = 0; g && prints && t < tries; t++) {
        size_t count;
        uint64_t spacing;
        sm_history_bytes(g, &count, &spacing);
        uint64_t k = pick_target(&r, total, spacing);
        k = k > total ? total : k;
        for (uint32_t c = 0; looks && c < m2->n; c++)
            looks[c] = cell_look(g, c);
        uint64_t at = sm_seek(g, k);
        if (at != k || state_print(g) != prints[k]) {
            if (bad++ < 3)
                fprintf(stderr, "%s: seek to %" PRIu64 " (of %" PRIu64 ") reached %" PRIu64
                                " with a different state\n", what, k, total, at);
        }
        size_t missed = k < prev && looks ? unlogged_changes(g, looks) : 0;
        CHECK(missed == 0, "%s: a backward seek from %" PRIu64 " to %" PRIu64 " neither asked for a full "
              "redraw nor logged %zu changed cells", what, prev, k, missed);
        prev = at;
        sm_clear_changes(g);
    }
    CHECK(bad == 0, "%s: %u of %u seeks gave a state a straight run never had", what, bad, tries);
    free(looks);
    sm_destroy(ref);
    sm_destroy(g);
    free(prints);
    maze_destroy(m1);
    maze_destroy(m2);
}

/* The straight run's state print at every step of a watched run (CHECK_WATCH_W x CHECK_WATCH_H) (*n of them); NULL: no memory. */
static uint64_t *straight_prints(const sm_algo *a, const sm_settings *s, uint64_t seed, size_t *n)
{
    maze *m = check_maze(CHECK_WATCH_W, CHECK_WATCH_H, seed);
    sm *ref = m ? sm_create(a, m, seed, s) : NULL;
    uint64_t *prints = NULL;
    size_t cap = 0;
    *n = 0;
    while (ref) {
        if (*n == cap) {
            cap = cap ? 2 * cap : 4096;
            uint64_t *p = realloc(prints, cap * sizeof *p);
            if (!p)
                break;
            prints = p;
        }
        prints[(*n)++] = state_print(ref);
        if (!sm_step(ref) && *n > sm_steps(ref))
            break;
    }
    sm_destroy(ref);
    maze_destroy(m);
    return prints;
}

/*
 * Stepping back from where the machine is, as the window's left arrow
 * does, gives the state of a straight run, at random places of a run:
 * after a jump (a seek anywhere), one to three steps back at a time, each
 * compared with the straight run's state; then forward again one step at
 * a time, compared too (an undo that missed a byte shows when the steps
 * run again from there). The history's budget is a few states, so the
 * checkpoints thin and the journal (algorithms that keep one) fills and
 * drops its oldest steps. Where the journal reaches, a step back replays
 * nothing: *undone gets how many of the steps back did so.
 */
static inline void check_step_back(const sm_algo *a, const sm_settings *s0, uint64_t seed, const char *what,
                                   uint64_t *undone)
{
    sm_settings s = *s0;
    s.track_changes = true;
    size_t n;
    uint64_t *prints = straight_prints(a, &s, seed, &n);
    maze *m = check_maze(CHECK_WATCH_W, CHECK_WATCH_H, seed);
    sm *g = m ? sm_create(a, m, seed, &s) : NULL;
    CHECK(prints && g && sm_keep_history(g, 8 * (m->n + sm_memory(g))), "%s: out of memory", what);
    rng r;
    rng_seed(&r, seed ^ 0x5bd1e995u);
    unsigned bad = 0, checks = 0;
    *undone = 0;
    for (unsigned round = 0; g && prints && round < 24; round++) {
        uint64_t total = n - 1, at = sm_seek(g, rng_below(&r, (uint32_t)total + 1));
        for (unsigned b = 0; b < 40 && sm_steps(g) > 0; b++) {
            uint64_t from, replayed0, replayed1, back = 1 + rng_below(&r, 3);
            sm_history_journal(g, &from, &replayed0);
            uint64_t to = sm_steps(g) > back ? sm_steps(g) - back : 0;
            at = sm_seek(g, to);
            sm_history_journal(g, &from, &replayed1);
            *undone += replayed1 == replayed0;
            checks++;
            if (at != to || state_print(g) != prints[at]) {
                if (bad++ < 3)
                    fprintf(stderr, "%s: a step back to %" PRIu64 " reached %" PRIu64 " with another state\n", what,
                            to, at);
            }
            sm_clear_changes(g);
        }
        for (unsigned f = 0; f < 60 && !sm_done(g); f++) {
            sm_step(g);
            checks++;
            if (sm_steps(g) >= n || state_print(g) != prints[sm_steps(g)]) {
                if (bad++ < 3)
                    fprintf(stderr, "%s: forward again to %" PRIu64 ": another state\n", what, sm_steps(g));
            }
            sm_clear_changes(g);
        }
    }
    CHECK(bad == 0, "%s: %u of %u states after steps back (and forward again) differ from a straight run's", what,
          bad, checks);
    sm_destroy(g);
    maze_destroy(m);
    free(prints);
}

/* Every line reached; the marks seen are exactly the legend. */
static inline void check_story(const sm_algo *a, const seen *sn, const char *what)
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

#endif
