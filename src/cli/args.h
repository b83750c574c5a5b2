/*
 * args.h - the command line, parsed once into settings for both the
 * headless CLI and the window.
 */
#ifndef MAZEVIZ_ARGS_H
#define MAZEVIZ_ARGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazeviz/gen.h"
#include "mazeviz/solve.h"

typedef enum run_mode {
    RUN_WINDOW,     /* the visualizer (default) */
    RUN_HEADLESS,   /* --headless: text mazes on stdout or --output */
    RUN_SCREENSHOT, /* --screenshot FILE: one PNG, no window */
    RUN_LIST,       /* --list-algos */
    RUN_LIST_SOLVERS, /* --list-solvers */
    RUN_STATS,      /* --stats: maze statistics per algorithm */
    RUN_UNIFORMITY, /* --uniformity: counts per spanning tree, chi-square */
    RUN_HELP,
    RUN_VERSION,
} run_mode;

typedef enum text_format { FORMAT_ASCII, FORMAT_UNICODE } text_format;

/* Speed levels: level < 0 is one step every 2^-level frames, else 2^level steps a frame. */
#define SPEED_MIN (-5)
#define SPEED_MAX 20

typedef struct cli_args {
    run_mode mode;
    const gen_algo *algo;
    bool algo_given;        /* --stats: only this algorithm */
    gen_settings settings;
    uint32_t w, h;
    bool size_given;        /* --uniformity defaults to 3x3 */
    uint64_t seed;
    bool seed_given;
    uint64_t count;
    bool count_given;
    text_format format;
    const char *output;     /* NULL: stdout */
    int speed;              /* speed level, see SPEED_MIN */
    int cell_px;            /* 0: fit the window */
    bool fullscreen;
    const char *screenshot; /* PNG path */
    uint64_t steps;         /* --steps K for --screenshot */
    bool steps_given;
    const sm_algo *solver;  /* --solve ID[:KEY=VALUE]: headless prints the path; NULL: none */
    sm_settings solver_settings; /* its option (wall-follower:hand=right); from/to as below */
    uint32_t from, to;      /* --from X,Y / --to X,Y as cells; MAZE_NONE: the corners */
    unsigned braid;         /* --opt braid=P: open dead ends with probability P % (0..100) */
} cli_args;

/*
 * Parses argv into *out, starting from the defaults. On a bad argument it
 * writes one line (no newline) naming the bad value and what is allowed
 * into err and returns false.
 */
bool cli_parse(int argc, char **argv, cli_args *out, char *err, size_t errlen);

/* The usage text, for --help. */
extern const char cli_usage[];

/* A seed from the operating system's entropy (never from the core). */
uint64_t cli_random_seed(void);

#endif
