/*
 * args_impl.h - what the flag table (args.c) shares with the state string
 * (state.c): the parser's state and applying one flag by name, so that a
 * state key is checked by the very handler of the flag it stands for.
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
} parse_state;

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

/* A whole decimal number within [lo, hi], nothing else (args.c's parse_u64). */
bool args_parse_u64(const char *s, uint64_t lo, uint64_t hi, uint64_t *out);

#endif
