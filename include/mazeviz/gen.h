/*
 * gen.h - maze generators as step machines, and the registry of algorithms.
 *
 * A generator carves (or, for wall adders, builds) a maze one visible unit of
 * work at a time. gen_create() allocates everything a run will ever need;
 * gen_step() never allocates and cannot fail. Between steps a renderer asks
 * what each cell and wall is right now (gen_cell_mark, gen_wall_mark) and
 * which cells changed since it last looked (gen_changes).
 *
 * The registry gen_algos[] is the one list of algorithms: the CLI, the
 * window's number keys and the tests all read it.
 */
#ifndef MAZEVIZ_GEN_H
#define MAZEVIZ_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazeviz/maze.h"
#include "mazeviz/rng.h"

/* What a cell is right now. Renderers map these to colours. */
typedef enum gen_cell_kind {
    GEN_CELL_BLANK,    /* not (yet) part of the maze */
    GEN_CELL_MAZE,     /* finished part of the maze */
    GEN_CELL_WALK,     /* on the current random walk */
    GEN_CELL_HEAD,     /* the walk's head */
    GEN_CELL_STACK,    /* on the backtracking stack / active list */
    GEN_CELL_CURRENT,  /* the cell being worked on */
    GEN_CELL_FRONTIER, /* next to the maze, may be added next */
    GEN_CELL_SCAN,     /* being scanned (a hunted row, a chamber) */
    GEN_CELL_GROUP,    /* member of a group; see gen_cell.group */
    GEN_CELL_KINDS
} gen_cell_kind;

typedef struct gen_cell {
    gen_cell_kind kind;
    uint32_t group; /* GEN_CELL_GROUP: which set/tree (colour); else a shade 0..255 or 0 */
} gen_cell;

/* What a wall is right now, beyond open/closed (which the maze tells). */
typedef enum gen_wall_kind {
    GEN_WALL_PLAIN,     /* nothing special */
    GEN_WALL_TENTATIVE, /* the current walk would open it */
    GEN_WALL_KINDS
} gen_wall_kind;

/* Figures for a HUD; fields an algorithm does not have are 0. */
typedef struct gen_info {
    uint64_t cells_in_maze;
    uint64_t walk_len;     /* Wilson: cells on the current walk */
    uint64_t loops_erased; /* Wilson: loops erased so far */
    uint64_t stack_depth;  /* backtracker: cells on the stack */
    const char *phase;     /* a short name of the current phase, never NULL */
} gen_info;

/* An option an algorithm takes: key=value, value one of a fixed list. */
#define GEN_MAX_OPTIONS 4
#define GEN_MAX_VALUES 8
typedef struct gen_option {
    const char *key;
    const char *help;
    const char *values[GEN_MAX_VALUES + 1]; /* NULL-terminated; values[0] is the default */
} gen_option;

/* Chosen option values: index into gen_option.values, per option. */
typedef struct gen_settings {
    uint8_t value[GEN_MAX_OPTIONS];
    bool track_changes; /* keep gen_changes() (a renderer wants it; costs 4 bytes/cell) */
} gen_settings;

typedef struct gen gen;

/*
 * One algorithm. Implementations live in src/core/gen/, one file each, and
 * export one const gen_algo; see src/core/gen_impl.h for the contract.
 */
typedef struct gen_algo {
    const char *id;      /* CLI name, e.g. "wilson" */
    const char *alias;   /* another accepted name, or NULL */
    const char *name_en; /* "Wilson's algorithm" */
    const char *name_zh; /* "Wilson 算法" */
    const gen_option *options; /* array of n_options */
    size_t n_options;
    bool (*init)(gen *g);                      /* allocate, set up; false on no memory */
    bool (*step)(gen *g);                      /* one unit; true while work remains */
    uint64_t (*run)(gen *g, uint64_t max);     /* up to max steps; returns steps done */
    gen_cell (*cell)(const gen *g, uint32_t c);
    gen_wall_kind (*wall)(const gen *g, uint32_t c, maze_dir d);
    void (*info)(const gen *g, gen_info *out);
    void (*fini)(gen *g);                      /* free what init allocated */
} gen_algo;

/* The registry, in display order (number keys 1..9 follow it). */
extern const gen_algo *const gen_algos[];
extern const size_t gen_algo_count;

/* The algorithm whose id or alias is name (exact match), or NULL. */
const gen_algo *gen_find(const char *name);

/* Default settings: every option at values[0], no change tracking. */
gen_settings gen_default_settings(void);

/*
 * Parses "key=value" for algorithm a into *s. Returns false, changing
 * nothing, when the key or value is unknown; the caller reports that using
 * a->options (which lists what is allowed).
 */
bool gen_parse_option(const gen_algo *a, const char *kv, gen_settings *s);

/*
 * A generator of algorithm a over maze m (which it resets as the algorithm
 * needs: closed walls, or open for wall adders), seeded with seed. The maze
 * must outlive the generator and is not owned by it. NULL when memory runs
 * out. Free with gen_destroy().
 */
gen *gen_create(const gen_algo *a, maze *m, uint64_t seed, const gen_settings *s);

/* Frees the generator (not its maze); NULL is a no-op. */
void gen_destroy(gen *g);

/*
 * Does one atomic unit of work (one walk move, one push or pop, ...).
 * Returns true while work remains; after completion it does nothing and
 * keeps returning false. Never allocates, never fails.
 */
bool gen_step(gen *g);

/* Up to max steps, stopping at completion. Returns the steps done. */
uint64_t gen_run(gen *g, uint64_t max);

/* Runs to completion; returns the steps done. */
uint64_t gen_finish(gen *g);

/*
 * Makes one whole maze in m with algorithm a: create, run to completion,
 * destroy. Returns false (m then holds no maze) when memory runs out.
 */
bool gen_generate(const gen_algo *a, maze *m, uint64_t seed, const gen_settings *s);

bool gen_done(const gen *g);
uint64_t gen_steps(const gen *g);
const gen_algo *gen_algorithm(const gen *g);
const maze *gen_maze(const gen *g);
uint64_t gen_seed(const gen *g);

/* What cell c / the wall of c on side d is right now. */
gen_cell gen_cell_mark(const gen *g, uint32_t c);
gen_wall_kind gen_wall_mark(const gen *g, uint32_t c, maze_dir d);

/* HUD figures. */
void gen_get_info(const gen *g, gen_info *out);

/*
 * The cells whose mark or walls changed since the last gen_clear_changes(),
 * possibly with repeats. With track_changes off, *n is 0 and NULL is
 * returned. The array belongs to the generator. When so much changed that
 * the log filled up, gen_changes_overflowed() is true: redraw everything.
 */
const uint32_t *gen_changes(const gen *g, size_t *n);
bool gen_changes_overflowed(const gen *g);
void gen_clear_changes(gen *g);

/* Bytes the generator allocated (not counting the maze). */
size_t gen_memory(const gen *g);

#endif
