/*
 * test_step_back_cells.c - a step back names the cells it changes.
 *
 * For every generator that journals (its steps back are undone, not
 * replayed), the journal's undo logs the cells the undone steps had
 * touched into the change log the renderer reads, and the renderer
 * repaints those alone. Here, from forward runs in batches (a journal
 * record per batch) and in single steps, and after jumps back (a replay
 * whose last steps are journaled a step each), steps back of 1 to 3 steps
 * are taken one after another, and each must either ask for a whole
 * repaint or log every cell whose walls, mark or wall marks it changed. Most
 * must log (a step back that always asks for a whole repaint is the slow
 * path the journal is there to avoid).
 *
 * The seed is printed; MAZEVIZ_TEST_SEED replays a failure.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mazeviz/gen.h"

/* What a viewer sees of cell c: its walls, its mark, its walls' marks. */
static uint64_t look(const sm *g, uint32_t c)
{
    sm_cell k = sm_cell_mark(g, c);
    uint64_t v = sm_maze(g)->cells[c] | (uint64_t)k.kind << 8 | (uint64_t)k.shade << 16 |
                 (uint64_t)(k.group & 0xffffff) << 24;
    for (maze_dir d = 0; d < sm_maze(g)->sides; d++)
        v = v * 7 + sm_wall_mark(g, c, d);
    return v;
}

typedef struct tally {
    unsigned backs, logged, missed;
} tally;

/* One seek back from where g is to `to`: every changed cell logged, or a whole repaint asked for. */
static void back_once(sm *g, uint64_t to, uint64_t *was, bool *in_log, tally *t, const char *what)
{
    const maze *m = sm_maze(g);
    for (uint32_t c = 0; c < m->n; c++)
        was[c] = look(g, c);
    sm_clear_changes(g);
    sm_seek(g, to);
    t->backs++;
    if (sm_changes_overflowed(g))
        return;
    t->logged++;
    size_t n;
    const uint32_t *log = sm_changes(g, &n);
    memset(in_log, 0, m->n * sizeof *in_log);
    for (size_t i = 0; i < n; i++)
        in_log[log[i]] = true;
    for (uint32_t c = 0; c < m->n; c++)
        if (!in_log[c] && look(g, c) != was[c] && t->missed++ < 3)
            fprintf(stderr, "%s: back to step %" PRIu64 ": cell %u changed and is not in the change log\n", what,
                    sm_steps(g), c);
}

static void check_algo(const gen_algo *a, uint64_t seed)
{
    gen_settings s = gen_default_settings();
    s.track_changes = true;
    maze *m = maze_create(37, 23);
    sm *g = m ? sm_create(a, m, seed, &s) : NULL;
    uint64_t *was = m ? malloc(m->n * sizeof *was) : NULL;
    bool *in_log = m ? malloc(m->n * sizeof *in_log) : NULL;
    if (!g || !was || !in_log || !sm_keep_history(g, (size_t)8 << 20)) {
        CHECK(0, "%s: out of memory", a->id);
        goto out;
    }
    rng r;
    rng_seed(&r, seed);
    tally t = {0, 0, 0};
    for (unsigned round = 0; round < 30 && !sm_done(g); round++) {
        if (round % 3 == 2) /* a jump back: a replay, its last steps journaled a step each */
            sm_seek(g, sm_steps(g) / 2);
        else /* forward in batches (a journal record for many steps) or in single steps, a frame each */
            for (unsigned k = rng_below(&r, 2) ? 1 : 40; k > 0 && !sm_done(g); k--) {
                sm_run(g, round % 3 == 0 ? 1 + rng_below(&r, 200) : 1);
                sm_clear_changes(g);
            }
        for (unsigned b = 0; b < 12 && sm_steps(g) > 0; b++) {
            uint64_t back = 1 + rng_below(&r, 3);
            back_once(g, sm_steps(g) > back ? sm_steps(g) - back : 0, was, in_log, &t, a->id);
        }
        sm_clear_changes(g);
    }
    printf("%s: %u steps back, %u logged their cells, %u cells missed\n", a->id, t.backs, t.logged, t.missed);
    CHECK(t.missed == 0, "%s: %u changed cells missing from the change log after a step back", a->id, t.missed);
    CHECK(t.logged * 10 >= t.backs * 9, "%s: only %u of %u steps back logged their cells (the rest: a whole repaint)",
          a->id, t.logged, t.backs);
out:
    free(was);
    free(in_log);
    sm_destroy(g);
    maze_destroy(m);
}

int main(void)
{
    uint64_t seed = test_seed("step_back_cells", 30);
    unsigned journaling = 0;
    for (size_t i = 0; i < gen_algo_count; i++)
        if (gen_algos[i]->journals) {
            journaling++;
            check_algo(gen_algos[i], seed + i);
        }
    CHECK(journaling > 0, "no generator journals: nothing checked");
    return check_exit("step_back_cells");
}
