/*
 * args.c - the command line read: each argument found in the flag table
 * (args_flags.c) and its value handed to that flag's handler, then the
 * checks across flags (args_check.c). Also the one-line error messages
 * every part writes, with the values they echo escaped.
 *
 * Every handler checks its value fully and, when it is bad, writes one
 * line naming it and what is allowed. Algorithm options (--opt) are checked
 * after all flags, since --algo may come after them.
 */
#define _POSIX_C_SOURCE 200809L
#include "args.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "args_impl.h"
#include "grid_cli.h"
#include "mazeviz/maze.h"

/* One byte as itself, or as an escape when it is a control byte. */
static size_t escape_byte(char *out, unsigned char c)
{
    static const char named[] = "\\a\\b\\t\\n\\v\\f\\r";
    if (c >= 7 && c <= 13) {
        memcpy(out, named + 2 * (c - 7), 2);
        return 2;
    }
    if (c < 0x20 || c >= 0x7f) {
        snprintf(out, 5, "\\x%02x", c);
        return 4;
    }
    out[0] = (char)c;
    return 1;
}

size_t cli_utf8_len(const unsigned char *s)
{
    size_t n = s[0] < 0xc2 ? 0 : s[0] < 0xe0 ? 2 : s[0] < 0xf0 ? 3 : s[0] < 0xf5 ? 4 : 0;
    if (n == 0 || (s[0] == 0xc2 && s[1] < 0xa0)) /* C1 controls stay escaped */
        return 0;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xc0) != 0x80)
            return 0;
    if ((n == 3 && s[0] == 0xe0 && s[1] < 0xa0) || (n == 3 && s[0] == 0xed && s[1] >= 0xa0) ||
        (n == 4 && s[0] == 0xf0 && s[1] < 0x90) || (n == 4 && s[0] == 0xf4 && s[1] >= 0x90))
        return 0;
    return n;
}

void cli_escape(char *buf, size_t len, const char *s)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t at = 0;
    if (len == 0)
        return;
    while (*u && at + 8 < len) {
        size_t n = cli_utf8_len(u);
        if (n) {
            memcpy(buf + at, u, n);
            at += n;
            u += n;
        } else {
            at += escape_byte(buf + at, *u++);
        }
    }
    if (*u && at + 4 <= len) {
        memcpy(buf + at, "...", 3);
        at += 3;
    }
    buf[at < len ? at : len - 1] = '\0';
}

/*
 * The error line: fmt with the escaped value and what is allowed. While a
 * state string's key is applied, the line names the key instead of the
 * flag it stands for: "bad --state key size='12y9': expected WxH, ...".
 */
bool args_fail(parse_state *p, const char *fmt, const char *value, const char *allowed)
{
    char v[CLI_ESCAPE_MAX + 16];
    cli_escape(v, sizeof v, value);
    if (p->state_key)
        snprintf(p->err, p->errlen, "bad %s key %s='%s': %s", p->state_label, p->state_key, v, allowed);
    else
        snprintf(p->err, p->errlen, fmt, v, allowed);
    return false;
}
#define fail args_fail

bool args_fail_flag(parse_state *p, const char *flag, const char *value, const char *why)
{
    char fmt[64];
    snprintf(fmt, sizeof fmt, "bad %s '%%s': %%s", flag);
    return fail(p, fmt, value, why);
}

bool args_fail_size(parse_state *p, const char *v)
{
    const grid_shape *g = p->a->grid;
    char fmt[64], why[256];
    if (grid_is_default(g)) /* the grid need not have been named */
        snprintf(fmt, sizeof fmt, "bad --size '%%s': %%s");
    else
        snprintf(fmt, sizeof fmt, "bad --size '%%s' for --grid %s: %%s", g->id);
    snprintf(why, sizeof why, "expected %s", g->size_help);
    if (grid_levels_count(p->a->h) && !(g->caps & GRID_CAP_LEVELS))
        for (size_t i = 0; i < grid_shape_count; i++) /* name the shapes that take a third number */
            if (grid_shapes[i]->caps & GRID_CAP_LEVELS) {
                snprintf(why, sizeof why, "a third number (levels, WxHxL) is for --grid %s only; expected %s",
                         grid_shapes[i]->id, g->size_help);
                break;
            }
    return fail(p, fmt, v, why);
}

static const args_flag *find_flag(const char *arg, const char **inline_value)
{
    *inline_value = NULL;
    for (size_t i = 0; i < args_nflags; i++) {
        const args_flag *f = &args_flags[i];
        size_t len = strlen(f->name);
        if (!f->fn) /* a value of another flag, not a flag */
            continue;
        if (strcmp(arg, f->name) == 0 || (f->alt && strcmp(arg, f->alt) == 0))
            return f;
        if (f->takes_value && strncmp(arg, f->name, len) == 0 && arg[len] == '=') {
            *inline_value = arg + len + 1;
            return f;
        }
    }
    return NULL;
}

bool args_apply_flag(parse_state *p, const char *flag, const char *key, const char *value)
{
    for (size_t i = 0; i < args_nflags; i++)
        if (strcmp(args_flags[i].name, flag) == 0) {
            if (!args_flags[i].fn(p, value))
                return false;
            p->given[i] = true;
            p->given_key[i] = key;
            return true;
        }
    snprintf(p->err, p->errlen, "%s: no flag %s", key, flag); /* a row of cli_state_keys[] is wrong */
    return false;
}

void args_note_key(parse_state *p, const char *flag, const char *key)
{
    for (size_t i = 0; i < args_nflags; i++)
        if (strcmp(args_flags[i].name, flag) == 0)
            p->given_key[i] = key;
}

static void defaults(cli_args *a)
{
    memset(a, 0, sizeof *a);
    a->mode = RUN_WINDOW;
    a->algo = gen_algos[0];
    a->grid = grid_shapes[0];
    a->settings = gen_default_settings();
    a->w = 30;
    a->h = 20;
    a->count = 1;
    a->format = FORMAT_ASCII;
    a->from = a->to = MAZE_NONE;
    a->hold_s = -1;
    a->lang = -1;
    a->panel = -1;
    a->until_event = -1;
    a->until_n = 1;
    a->until_len = 0;
}

bool cli_parse(int argc, char **argv, cli_args *out, char *err, size_t errlen)
{
    bool given[ARGS_MAX_FLAGS] = {false};
    const char *given_key[ARGS_MAX_FLAGS] = {NULL};
    parse_state p = {.a = out, .err = err, .errlen = errlen, .given = given, .given_key = given_key};
    defaults(out);
    for (int i = 1; i < argc; i++) {
        const char *value;
        const args_flag *f = find_flag(argv[i], &value);
        if (!f)
            return fail(&p, "unknown argument '%s'%s", argv[i], ": see mazeviz --help");
        if (f->takes_value && !value) {
            if (i + 1 >= argc)
                return fail(&p, "%s needs a value%s", f->name, ": see mazeviz --help");
            value = argv[++i];
        } else if (!f->takes_value && value) {
            return fail(&p, "%s takes no value%s", f->name, "");
        }
        if (!f->fn(&p, value))
            return false;
        given[f - args_flags] = true;
        given_key[f - args_flags] = NULL;
    }
    return args_check(&p, given);
}

uint64_t cli_random_seed(void)
{
    uint64_t seed = 0;
    FILE *f = fopen("/dev/urandom", "rb");
    if (f) {
        if (fread(&seed, sizeof seed, 1, f) != 1)
            seed = 0;
        fclose(f);
    }
    if (seed == 0) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        uint64_t st = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec + (uint64_t)getpid();
        seed = rng_splitmix64(&st);
    }
    return seed;
}
