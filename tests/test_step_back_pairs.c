/*
 * test_step_back_pairs.c - ← after →, as a student pressing both in turn.
 *
 * For every generator that journals, steps back and on are taken in the
 * patterns a student presses them (← → ←, ← ← → ← ←, ← → ← → ← → ← ←,
 * ...) from the end of a finished run, from the middle of a run opened
 * there (a forward run from step 0, as a link with step=N opens) and from
 * the middle after a jump back from the end (a replay). No step back in
 * them may replay from a checkpoint (sm_history_journal's count of steps
 * replayed stays put: the journal undoes them all), and after every key
 * the machine's whole state - its blocks, the maze, the random generator,
 * the step, note and ghost - is byte for byte that of a fresh machine run
 * straight to that step. The history's budget is given in bytes per cell
 * as the window has it: 16 (a tab's 64 MB at 2000x2000, the desktop's
 * 256 MB at 4000x4000) and 64 (the desktop at 2000x2000).
 *
 * Counts work, not time: the old journal kept the cells of Kruskal's last
 * merge (every cell), which took all of a 16-bytes-a-cell journal, so the
 * ← after ← → at the end replayed the run from a checkpoint.
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../src/core/sm_impl.h"
#include "check.h"
#include "mazeviz/gen.h"

#define W 96
#define H 80

static const char *const patterns[] = {"<><", "<<><<", "<><><><<", "<<<>>><<<", "<><<><<<"};

/*
 * Whether word x of g's memory and word y of ref's are the same: equal, or
 * pointers to the same place in each machine's own memory (a block's
 * pointers into the blocks or the maze differ between two machines).
 */
static bool same_word(const sm *g, const sm *ref, uintptr_t x, uintptr_t y)
{
    if (x == y)
        return true;
    for (size_t i = 0; i <= g->nblocks; i++) {
        uintptr_t p = (uintptr_t)(i < g->nblocks ? g->blocks[i].p : g->m->cells);
        uintptr_t q = (uintptr_t)(i < g->nblocks ? ref->blocks[i].p : ref->m->cells);
        size_t bytes = i < g->nblocks ? g->blocks[i].bytes : g->m->n;
        if (x >= p && x <= p + bytes)
            return y == q + (x - p);
    }
    return false;
}

/* Whether block p of g and q of ref hold the same bytes (pointers read as places). */
static bool same_block(const sm *g, const sm *ref, const unsigned char *p, const unsigned char *q, size_t bytes)
{
    size_t i = 0;
    for (; i + sizeof(uintptr_t) <= bytes; i += sizeof(uintptr_t)) {
        uintptr_t x, y;
        memcpy(&x, p + i, sizeof x);
        memcpy(&y, q + i, sizeof y);
        if (!same_word(g, ref, x, y))
            return false;
    }
    return memcmp(p + i, q + i, bytes - i) == 0;
}

/*
 * Whether g and ref hold the same state, byte for byte: what a checkpoint
 * keeps (its blocks, the maze's cells, the random generator, the step,
 * done, the note, the ghost).
 */
static bool same_state(const sm *g, const sm *ref)
{
    bool same = g->steps == ref->steps && memcmp(&g->r, &ref->r, sizeof g->r) == 0 && g->done == ref->done &&
                g->note.line == ref->note.line && g->note.caption == ref->note.caption &&
                memcmp(g->note.arg, ref->note.arg, sizeof g->note.arg) == 0 && g->ghost_len == ref->ghost_len &&
                g->ghost_step == ref->ghost_step && g->nblocks == ref->nblocks &&
                memcmp(g->m->cells, ref->m->cells, g->m->n) == 0 &&
                (!g->ghost || memcmp(g->ghost, ref->ghost, g->ghost_len * sizeof *g->ghost) == 0);
    for (size_t i = 0; same && i < g->nblocks; i++)
        same = g->blocks[i].bytes == ref->blocks[i].bytes &&
               same_block(g, ref, g->blocks[i].p, ref->blocks[i].p, g->blocks[i].bytes);
    return same;
}

/* A machine of a on a fresh W x H maze (in *m), as the window makes one. */
static sm *machine(const gen_algo *a, uint64_t seed, maze **m)
{
    gen_settings s = gen_default_settings();
    s.track_changes = true;
    *m = maze_create(W, H);
    return *m ? sm_create(a, *m, seed, &s) : NULL;
}

/* Whether g's state is that of a fresh machine run straight to g's step. */
static bool exact(const gen_algo *a, uint64_t seed, const sm *g)
{
    maze *m;
    sm *ref = machine(a, seed, &m);
    bool ok = ref && sm_run(ref, sm_steps(g)) == sm_steps(g) && same_state(g, ref);
    sm_destroy(ref);
    maze_destroy(m);
    return ok;
}

/* Runs g forward to step `to` (to its end: UINT64_MAX) in chunks, a frame each as the window does. */
static void forward(sm *g, uint64_t to)
{
    while (!sm_done(g) && sm_steps(g) < to) {
        uint64_t left = to - sm_steps(g);
        sm_run(g, left < 100 ? left : 100);
        sm_clear_changes(g);
    }
}

typedef struct tally {
    unsigned backs, replays, wrong;
} tally;

/* The keys of pattern p from where g is: each ← counted, a replay and a wrong state reported. */
static void press(const gen_algo *a, uint64_t seed, sm *g, const char *p, const char *where, tally *t)
{
    for (const char *k = p; *k; k++) {
        uint64_t from, before, after;
        sm_history_journal(g, &from, &before);
        if (*k == '<')
            sm_seek(g, sm_steps(g) - 1);
        else
            sm_run(g, 1);
        sm_history_journal(g, &from, &after);
        sm_clear_changes(g);
        t->backs += *k == '<';
        if (after != before && t->replays++ < 3)
            fprintf(stderr, "%s: %s, %s: key %d (%c) replayed %" PRIu64 " steps from a checkpoint\n", a->id, where, p,
                    (int)(k - p) + 1, *k == '<' ? 'L' : 'R', after - before);
        if (!exact(a, seed, g) && t->wrong++ < 3)
            fprintf(stderr, "%s: %s, %s: after key %d the state at step %" PRIu64 " is not a straight run's\n", a->id,
                    where, p, (int)(k - p) + 1, sm_steps(g));
    }
}

/* Every pattern from the end, from mid-run opened there, and from mid-run after a jump back, at per_cell bytes of history a cell. */
static void check_algo(const gen_algo *a, uint64_t seed, size_t per_cell)
{
    maze *m;
    sm *g = machine(a, seed, &m);
    CHECK(g && sm_keep_history(g, per_cell * m->n), "%s: out of memory", a->id);
    if (!g) {
        maze_destroy(m);
        return;
    }
    forward(g, UINT64_MAX);
    uint64_t total = sm_steps(g);
    tally t = {0, 0, 0};
    char where[64];
    snprintf(where, sizeof where, "%zu B a cell, at the end", per_cell);
    for (size_t i = 0; i < sizeof patterns / sizeof *patterns; i++) {
        press(a, seed, g, patterns[i], where, &t);
        forward(g, UINT64_MAX);
    }
    maze *m2;
    sm *opened = machine(a, seed, &m2);
    CHECK(opened && sm_keep_history(opened, per_cell * m2->n), "%s: out of memory", a->id);
    snprintf(where, sizeof where, "%zu B a cell, mid-run opened there", per_cell);
    for (size_t i = 0; opened && i < sizeof patterns / sizeof *patterns; i++) {
        forward(opened, total / 2 + 10 * i);
        press(a, seed, opened, patterns[i], where, &t);
    }
    snprintf(where, sizeof where, "%zu B a cell, mid-run after a jump back", per_cell);
    for (size_t i = 0; i < sizeof patterns / sizeof *patterns; i++) {
        forward(g, UINT64_MAX);
        sm_seek(g, total / 2 - 10 * i);
        sm_clear_changes(g);
        press(a, seed, g, patterns[i], where, &t);
    }
    printf("%s at %zu B a cell (%" PRIu64 " steps): %u steps back, %u replayed, %u states wrong\n", a->id, per_cell,
           total, t.backs, t.replays, t.wrong);
    CHECK(t.replays == 0, "%s: %u of %u steps back replayed from a checkpoint (%zu B a cell)", a->id, t.replays,
          t.backs, per_cell);
    CHECK(t.wrong == 0, "%s: %u states after a key differ from a straight run's (%zu B a cell)", a->id, t.wrong,
          per_cell);
    sm_destroy(opened);
    maze_destroy(m2);
    sm_destroy(g);
    maze_destroy(m);
}

int main(void)
{
    uint64_t seed = test_seed("step_back_pairs", 38);
    unsigned journaling = 0;
    for (size_t i = 0; i < gen_algo_count; i++)
        if (gen_algos[i]->journals) {
            journaling++;
            check_algo(gen_algos[i], seed + i, 16);
            check_algo(gen_algos[i], seed + i, 64);
        }
    CHECK(journaling > 0, "no generator journals: nothing checked");
    return check_exit("step_back_pairs");
}
