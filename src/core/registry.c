/*
 * registry.c - the one list of algorithms. Adding an algorithm is one new
 * file in src/core/gen/ and one row here (and its file in meson.build).
 */
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
};

const size_t gen_algo_count = sizeof gen_algos / sizeof gen_algos[0];
