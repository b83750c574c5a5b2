/*
 * gen.h - maze generators: the registry of generator step machines.
 *
 * A generator is a step machine (machine.h) of kind SM_GENERATOR that
 * carves (or, for wall adders, builds) a maze. The registry gen_algos[] is
 * the one list of generators: the CLI, the window's number keys and menu,
 * and the tests all read it.
 */
#ifndef MAZEVIZ_GEN_H
#define MAZEVIZ_GEN_H

#include "mazeviz/machine.h"

/* A generator is described by the machine's types. */
typedef sm_algo gen_algo;
typedef sm_option gen_option;
typedef sm_settings gen_settings;

/* The registry, in display order (number keys 1..9 follow it). */
extern const gen_algo *const gen_algos[];
extern const size_t gen_algo_count;

/* The generator whose id or alias is name (exact match), or NULL. */
const gen_algo *gen_find(const char *name);

/* Default settings: every option at values[0], no change tracking. */
static inline gen_settings gen_default_settings(void) { return sm_default_settings(); }

/* Parses "key=value" for generator a into *s; see sm_parse_option(). */
static inline bool gen_parse_option(const gen_algo *a, const char *kv, gen_settings *s)
{
    return sm_parse_option(a, kv, s);
}

/*
 * Makes one whole maze in m with algorithm a: create, run to completion,
 * destroy. Returns false (m then holds no maze) when memory runs out.
 */
bool gen_generate(const gen_algo *a, maze *m, uint64_t seed, const gen_settings *s);

/*
 * Braiding: a generator with keeps_maze that runs after another, on the
 * maze that one made, and opens each dead end with probability
 * settings.braid % (src/core/gen/braid.c). Not in gen_algos[]: every
 * generator can be followed by it (--opt braid=P).
 */
extern const gen_algo gen_braid;

/*
 * A maze read from a file (--load) as a generator: it opens the passages
 * of sm_settings.source, one per step in cell order, on a maze of the
 * same shape, size and mask (src/core/gen/loaded.c). Not in gen_algos[]:
 * it makes only the maze it is given. Without a source (or one of another
 * grid) it opens nothing.
 */
extern const gen_algo gen_loaded;

/*
 * Braids the finished maze m in one call: opens each dead end with
 * probability percent (0..100). percent 0 leaves m as it is without
 * drawing a number. Returns false when memory runs out (m unchanged).
 */
bool gen_braid_maze(maze *m, uint64_t seed, unsigned percent);

/*
 * Sparseness: a generator with keeps_maze that runs after another (and
 * after braiding) and removes every dead end, pass after pass, for
 * settings.sparse passes; a removed cell keeps no passage. The start and
 * goal (settings.from/to, MAZE_NONE: the first and the last cell) stay
 * (src/core/gen/sparse.c). Not in gen_algos[] (--opt sparse=N).
 */
extern const gen_algo gen_sparse;

/*
 * A unicursal labyrinth (--opt unicursal=on): a generator that makes a
 * perfect maze half as wide and high with settings.inner (Wilson's when NULL; its other
 * settings as given) and doubles it, one cell a step, into one path
 * through every cell of its own maze (src/core/gen/unicursal.c). Only on
 * a plain rectangle of even width and height (gen_unicursal_fits); its
 * init fails elsewhere. Not in gen_algos[].
 */
extern const gen_algo gen_unicursal;
bool gen_unicursal_fits(const maze *m);

/* The maximum of --opt sparse=N. */
#define GEN_SPARSE_MAX 10000u

/*
 * Makes m sparse in one call: passes passes (0 leaves m as it is), keeping
 * cells from and to (MAZE_NONE: the first and the last cell). False when
 * memory runs out (m unchanged).
 */
bool gen_sparse_maze(maze *m, uint64_t seed, unsigned passes, uint32_t from, uint32_t to);

#endif
