/*
 * registry.c - the one list of generators. Adding one is one new file in
 * src/core/gen/ and one row here (and its file in meson.build).
 */
#include <string.h>

#include "sm_impl.h"
#include "mazeviz/gen.h"

extern const gen_algo gen_wilson;
extern const gen_algo gen_backtracker;
extern const gen_algo gen_aldous_broder;
extern const gen_algo gen_houston;
extern const gen_algo gen_kruskal;
extern const gen_algo gen_prim;
extern const gen_algo gen_true_prim;
extern const gen_algo gen_hunt_and_kill;
extern const gen_algo gen_growing_tree;
extern const gen_algo gen_binary_tree;
extern const gen_algo gen_sidewinder;
extern const gen_algo gen_eller;
extern const gen_algo gen_recursive_division;
extern const gen_algo gen_blobby_division;
extern const gen_algo gen_parallel_backtracker;
extern const gen_algo gen_growing_binary_tree;
extern const gen_algo gen_origin_shift;

const gen_algo *const gen_algos[] = {
    &gen_wilson,
    &gen_backtracker,
    &gen_aldous_broder,
    &gen_houston,
    &gen_kruskal,
    &gen_prim,
    &gen_true_prim,
    &gen_hunt_and_kill,
    &gen_growing_tree,
    &gen_binary_tree,
    &gen_sidewinder,
    &gen_eller,
    &gen_recursive_division,
    &gen_blobby_division,
    &gen_parallel_backtracker,
    &gen_growing_binary_tree,
    &gen_origin_shift,
};

const size_t gen_algo_count = sizeof gen_algos / sizeof gen_algos[0];

const gen_algo *gen_find(const char *name)
{
    for (size_t i = 0; i < gen_algo_count; i++) {
        const gen_algo *a = gen_algos[i];
        if (strcmp(a->id, name) == 0 || (a->alias && strcmp(a->alias, name) == 0))
            return a;
    }
    return NULL;
}

bool gen_generate(const gen_algo *a, maze *m, uint64_t seed, const gen_settings *s)
{
    sm *g = sm_create(a, m, seed, s);
    if (!g)
        return false;
    sm_finish(g);
    sm_destroy(g);
    return true;
}

bool gen_braid_maze(maze *m, uint64_t seed, unsigned percent)
{
    if (percent == 0)
        return true;
    gen_settings s = gen_default_settings();
    s.braid = (uint8_t)(percent > 100 ? 100 : percent);
    return gen_generate(&gen_braid, m, seed, &s);
}

bool gen_sparse_maze(maze *m, uint64_t seed, unsigned passes, uint32_t from, uint32_t to)
{
    if (passes == 0)
        return true;
    gen_settings s = gen_default_settings();
    s.sparse = (uint16_t)(passes > GEN_SPARSE_MAX ? GEN_SPARSE_MAX : passes);
    s.from = from;
    s.to = to;
    return gen_generate(&gen_sparse, m, seed, &s);
}
