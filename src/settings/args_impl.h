/*
 * args_impl.h - what the parts of the command line's parser share: the
 * parser's state, the flag table (args_flags.c: one handler per flag, the
 * contexts each goes with), the loop over argv (args.c), the checks across
 * flags once all are read (args_check.c), and the state string (state.c),
 * which applies one flag by name so that a state key is checked by the very
 * handler of the flag it stands for.
 */
#ifndef MAZEVIZ_ARGS_IMPL_H
#define MAZEVIZ_ARGS_IMPL_H

#include "args.h"

typedef struct parse_state {
    cli_args *a;
    char *err;
    size_t errlen;
    const char *mode_flag; /* the flag that chose the mode, NULL for the window */
    const char *size;      /* --size as given, for messages */
    bool *given;           /* per row of the flag table: given (by flag or state key) */
    const char **given_key; /* per row: the state key that gave it, NULL: a flag */
    const char *state_key; /* the state key being applied; NULL: a flag */
    const char *state_label; /* "--state", or "state" in a lesson */
    bool state_script;     /* a state key (script= or script-file=) named the script */
    bool state_solve_script; /* a state key (solve-script= or solve-script-file=) named the solver script */
} parse_state;

/*
 * Where a flag does something. A run's context is its mode, refined where
 * the flags that matter differ: --screenshot with --lab (its own tiny
 * grids, no solver, no braid) or --compare (panes of the listed generators,
 * no solver, no panel), --headless as text, --format svg or --trace (a
 * table of one run's steps). The window with --lab or --compare keeps the
 * single maze's flags: U and C go back to it.
 * Each row of args_flags[] lists the contexts it applies to; a flag given in
 * any other context does nothing there, so it is an error (exit 2). A new
 * flag is one row; a new mode is one context (its name and context_of() in args_check.c).
 */
typedef enum args_context {
    CTX_WINDOW, CTX_WINDOW_COMPARE, CTX_WINDOW_RACE, CTX_WINDOW_LAB,
    CTX_SCREENSHOT, CTX_SCREENSHOT_COMPARE, CTX_SCREENSHOT_RACE, CTX_SCREENSHOT_LAB,
    CTX_GIF, CTX_HEADLESS, CTX_HEADLESS_SVG, CTX_HEADLESS_TRACE, CTX_EXERCISE, CTX_STATS, CTX_UNIFORMITY,
    CTX_SOLVER_TABLE, CTX_LIST, CTX_LIST_SOLVERS, CTX_LIST_GRIDS, CTX_LIST_EVENTS, CTX_HELP, CTX_VERSION,
    CTX_LESSON_CHECK, CTX_LIST_LESSONS, CTX_SERVE, CTX_GRADE, CTX_LIST_CHALLENGES, CTX_COUNT
} args_context;

/* Reads one flag's value into p->a; false with the line in p->err. */
typedef bool (*args_handler)(parse_state *p, const char *value);

/*
 * A row of the flag table. A row without a handler is a value of another
 * flag that applies to fewer contexts (--opt braid=P); args_check.c
 * marks it given when an --opt starts with its KEY=.
 */
typedef struct args_flag {
    const char *name;
    const char *alt;
    bool takes_value;
    args_handler fn;
    unsigned contexts; /* bits 1 << CTX_*: where the flag does something */
} args_flag;

#define ARGS_MAX_FLAGS 96 /* the table's rows at most: cli_parse's per-row arrays */

extern const args_flag args_flags[];
extern const size_t args_nflags;

/* "bad FLAG 'VALUE': WHY", the value escaped like every echoed value (args.c). */
bool args_fail_flag(parse_state *p, const char *flag, const char *value, const char *why);

/* The --size message: what the grid (the default one unless --grid came first) takes (args.c). */
bool args_fail_size(parse_state *p, const char *v);

/*
 * The checks across flags once every flag is read (args_check.c), in
 * order: where each given flag goes, the --opt values, the grid, formats,
 * ends, modes, --until ... False with the first failure's line in p->err.
 * given: per row of args_flags[], whether a flag or state key gave it.
 */
bool args_check(parse_state *p, const bool *given);

/* One line into p->err (see args.c); returns false. */
bool args_fail(parse_state *p, const char *fmt, const char *value, const char *allowed);

/*
 * Applies flag (its long name, "--size") with value (NULL for a switch) as
 * if it stood on the command line, on behalf of state key key. False with
 * the line in p->err.
 */
bool args_apply_flag(parse_state *p, const char *flag, const char *key, const char *value);

/*
 * Applies state string s (state.c): each key through its flag's handler.
 * False with the line in p->err.
 */
bool state_apply(parse_state *p, const char *s);

/* Names state key key as the giver of flag's row (a row without a handler: "--opt braid=P"). */
void args_note_key(parse_state *p, const char *flag, const char *key);

/* A whole decimal number within [lo, hi], nothing else (args_flags.c's parse_u64). */
bool args_parse_u64(const char *s, uint64_t lo, uint64_t hi, uint64_t *out);

#endif
