/*
 * gen_impl.h - what an algorithm file sees of a generator.
 *
 * The contract for src/core/gen/<algo>.c:
 * - init(g) allocates the worst case for the whole run (counting it in
 *   g->bytes via gen_alloc) and sets up the first state; it is the only
 *   place that can fail. It may take a first unit of set-up (like Wilson's
 *   first cell) without counting it as a step, and sets g->done when there
 *   is nothing left to do (a 1x1 maze). Memory from gen_alloc is freed by
 *   fini(), which must accept a half-done init.
 * - step(g) does one visible unit of work and returns whether work remains.
 *   It never allocates. Every cell whose mark or walls it changes is passed
 *   to gen_touch() so the renderer can redraw just those.
 * - cell/wall answer what a cell or wall is now; they must be cheap.
 * - GEN_DEFINE_RUN(step) makes the batch runner the vtable wants, so the
 *   hot loop calls step() directly instead of through a pointer. An
 *   algorithm whose step is a few nanoseconds may instead write run() with
 *   its state in locals (rng, gen_log) and define step() as run(g, 1).
 */
#ifndef MAZEVIZ_GEN_IMPL_H
#define MAZEVIZ_GEN_IMPL_H

#include "mazeviz/gen.h"

struct gen {
    const gen_algo *algo;
    maze *m;
    rng r;
    uint64_t seed;
    uint64_t steps;
    bool done;
    gen_settings set;
    size_t bytes;         /* allocated by the algorithm and the change log */
    uint32_t *changed;    /* change log (NULL when not tracking) */
    size_t nchanged;      /* entries in the log */
    size_t cap;           /* its capacity; a full log means "redraw all" */
    void *impl;           /* the algorithm's own state */
};

/* Zeroed memory counted in g->bytes; NULL on overflow or no memory. */
void *gen_alloc(gen *g, size_t count, size_t size);

/*
 * Records that cell c must be redrawn. The log keeps repeats (the renderer
 * merges them) so a touch is one compare and one store; when it fills up,
 * further touches are dropped and the renderer redraws everything.
 */
static inline void gen_touch(gen *g, uint32_t c)
{
    if (g->nchanged < g->cap)
        g->changed[g->nchanged++] = c;
}

/*
 * The same log held in local variables, for hot loops that keep their
 * state in registers: open, put, and close before calling anything that
 * uses gen_touch().
 */
typedef struct gen_log {
    uint32_t *at, *end;
} gen_log;

static inline gen_log gen_log_open(gen *g)
{
    gen_log l = {NULL, NULL};
    if (g->changed) {
        l.at = g->changed + g->nchanged;
        l.end = g->changed + g->cap;
    }
    return l;
}

static inline void gen_log_put(gen_log *l, uint32_t c)
{
    if (l->at != l->end)
        *l->at++ = c;
}

static inline void gen_log_close(gen *g, gen_log l)
{
    if (g->changed)
        g->nchanged = (size_t)(l.at - g->changed);
}

/* Records that the wall of c on side d (so both its cells) must be redrawn. */
static inline void gen_touch_wall(gen *g, uint32_t c, maze_dir d)
{
    gen_touch(g, c);
    uint32_t nb = maze_neighbor(g->m, c, d);
    if (nb != MAZE_NONE)
        gen_touch(g, nb);
}

/* The wall function of algorithms that mark no wall specially. */
gen_wall_kind gen_plain_wall(const gen *g, uint32_t c, maze_dir d);

/* The chosen value index of option i. */
static inline unsigned gen_option_value(const gen *g, unsigned i) { return g->set.value[i]; }

/* Sets g->done when the last step finished the work; gen_run counts steps. */
#define GEN_DEFINE_RUN(name, step_fn)                      \
    static uint64_t name(gen *g, uint64_t max)             \
    {                                                      \
        uint64_t i = 0;                                    \
        while (i < max) {                                  \
            i++;                                           \
            if (!step_fn(g)) {                             \
                g->done = true;                            \
                break;                                     \
            }                                              \
        }                                                  \
        return i;                                          \
    }

#endif
