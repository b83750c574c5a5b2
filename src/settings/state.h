/*
 * state.h - the state string: one line in URL query form that says what
 * is on screen, e.g. "algo=kruskal&size=12x9&seed=42&step=77&lang=zh".
 *
 * The command line's --state, a lesson's slides and the web edition's
 * address all read it with the same parser: each key stands for a flag
 * (algo for --algo, step for --steps, braid for --opt braid=P, ...) and is
 * checked by that flag's own handler, so a bad value gets the flag's
 * message, naming the key. cli_state_format() writes the canonical form:
 * keys in a fixed order, values as the program would print them, keys at
 * their defaults left out (seed and lang are always there; algo and size
 * too, except where their flags do nothing: algo beside --compare's
 * panes, size in the lab).
 * Nothing here uses SDL.
 */
#ifndef MAZEVIZ_STATE_H
#define MAZEVIZ_STATE_H

#include <stdbool.h>
#include <stddef.h>

#include "args.h"

/* One state key and the flag it stands for. */
typedef struct cli_state_key {
    const char *key, *flag;
    const char *help; /* what it holds, for --help and the man page */
} cli_state_key;

extern const cli_state_key cli_state_keys[];
extern const size_t cli_state_key_count;

/*
 * The canonical state string of a (after cli_prepare(), the seed settled)
 * into buf: what a's flags put on screen, including the step (--steps,
 * less --back) or --until. False (buf "") when it does not fit in len
 * bytes or is longer than --state reads (CLI_STATE_MAX - 1 bytes, a long
 * --mask-text say): a string that cannot be read back is never written,
 * nor one with a value cut short. A --script goes in as script= (its
 * source, base64url) when it has at most CLI_STATE_SCRIPT_MAX bytes, else
 * as script-file= (its file name); the source is the script that ran
 * (a->script) when it has been read, else the file's.
 */
bool cli_state_format(const cli_args *a, char *buf, size_t len);

/*
 * A completion code's form (an exercise's, code.h): the keys of a's maze
 * - algo, opt, braid, grid, size, mask, mask-text, seed, solve, from, to -
 * then name and moves; nothing of the window's (no lang, step, panel...),
 * so it opens with --headless too. False (buf "") as cli_state_format().
 */
bool cli_state_code(const cli_args *a, char *buf, size_t len);

/*
 * A short form for people: "kruskal 12x9 seed 42 step 77", into buf
 * (always terminated).
 */
void cli_state_short(const cli_args *a, char *buf, size_t len);

/*
 * URL decoding in place (%XX, '+' for a space; a broken %-escape stays as
 * it is), as state strings and class messages are read. Returns the
 * decoded length: strlen(s) shorter than that means it held a NUL.
 */
size_t cli_url_decode(char *s);

/* --lang as shown: given, else the locale (LC_ALL, then LANG; "zh..." is Chinese). 0 en, 1 zh. */
int cli_lang_resolved(int lang_arg);

#endif
