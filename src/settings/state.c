/*
 * state.c - the state string (state.h): reading one into the settings the
 * flags fill, through the flags' own handlers, and writing the canonical
 * form of a run's settings: the keys whose flags do something in the
 * window and in a picture of that kind (no size for the lab's tiny grids,
 * no algo beside compare's panes).
 *
 * Reading: an optional address up to '?' is skipped (a pasted web link),
 * items are split at '&', each at its first '=', and %XX and '+' are
 * decoded (%00 is refused). A key may appear once, an option too (opt=
 * once per option; braid=P is opt=braid=P). A web address's #fragment is
 * left out. The values live in the settings' own buffer
 * (cli_args.state_buf), so they last as long as the settings do.
 */
#define _POSIX_C_SOURCE 200809L
#include "state.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args_impl.h"
#include "mazeviz/maze.h"

const cli_state_key cli_state_keys[] = {
    {"algo", "--algo", "the generator's id"},
    {"opt", "--opt", "a generator option KEY=VALUE (once per option)"},
    {"braid", "--opt", "braid=P: open dead ends with probability P %"},
    {"grid", "--grid", "rect, hex, triangle or polar"},
    {"size", "--size", "WxH, R / RxC on a polar grid, WxHxL on a cube"},
    {"mask", "--mask", "a mask file"},
    {"mask-text", "--mask-text", "a mask drawn from text"},
    {"seed", "--seed", "the seed"},
    {"solve", "--solve", "the solver, ID[:KEY=VALUE]"},
    {"from", "--from", "the solver's start cell"},
    {"to", "--to", "the solver's goal cell"},
    {"compare", "--compare", "2-4 generators side by side, comma-separated"},
    {"compare-solvers", "--compare-solvers", "2-4 solvers racing on one maze, comma-separated"},
    {"lab", "--lab", "on: the uniformity lab"},
    {"mode", NULL, "predict (--predict), play (--play) or exercise (--exercise): the window's mode on the maze"},
    {"step", "--steps", "the step shown (of the last machine)"},
    {"until", "--until", "EVENT[:len>=L][:N]: the step that raises it the N-th time (at size L or more)"},
    {"style", "--style", "thin or block"},
    {"view", "--view", "maze or tree"},
    {"theme", "--theme", "classic or projector"},
    {"lang", "--lang", "en or zh"},
    {"panel", "--panel", "on or off"},
    {"name", "--name", "a student's name (an exercise's code)"},
    {"class-seed", "--class-seed", "a class's word: with name, the student's seed (written as seed)"},
    {"moves", "--moves", "an exercise's moves (its code, exercise.h)"},
};
const size_t cli_state_key_count = sizeof cli_state_keys / sizeof cli_state_keys[0];

int cli_lang_resolved(int lang_arg)
{
    if (lang_arg >= 0)
        return lang_arg;
    const char *v = getenv("LC_ALL");
    if (!v || !*v)
        v = getenv("LANG");
    return v && strncmp(v, "zh", 2) == 0 ? 1 : 0;
}

/* ------------------------------------------------------------ reading */

static int hex(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

size_t cli_url_decode(char *s)
{
    char *out = s, *start = s;
    for (; *s; s++) {
        if (*s == '%' && hex(s[1]) >= 0 && hex(s[2]) >= 0) {
            *out++ = (char)(hex(s[1]) * 16 + hex(s[2]));
            s += 2;
        } else {
            *out++ = *s == '+' ? ' ' : *s;
        }
    }
    *out = '\0';
    return (size_t)(out - start);
}

/* n bytes of the settings' buffer, or NULL when it is full. */
static char *arena(cli_args *a, size_t n)
{
    if (n > sizeof a->state_buf - a->state_used)
        return NULL;
    char *p = a->state_buf + a->state_used;
    a->state_used += n;
    return p;
}

static const cli_state_key *find_key(const char *key)
{
    for (size_t i = 0; i < cli_state_key_count; i++)
        if (strcmp(cli_state_keys[i].key, key) == 0)
            return &cli_state_keys[i];
    return NULL;
}

static bool unknown_key(parse_state *p, const char *key)
{
    char known[512];
    size_t used = 0;
    for (size_t i = 0; i < cli_state_key_count && used < sizeof known; i++)
        used += (size_t)snprintf(known + used, sizeof known - used, "%s%s", i ? ", " : "", cli_state_keys[i].key);
    char fmt[96];
    snprintf(fmt, sizeof fmt, "unknown %s key '%%s': the keys are %%s", p->state_label);
    return args_fail(p, fmt, key, known);
}

/*
 * Keys whose value is not the flag's: braid=P is --opt braid=P, lab=on|off
 * the switch --lab, mode=predict|play|exercise the switch of that name.
 */
static bool apply_item(parse_state *p, const cli_state_key *k, char *value)
{
    cli_args *a = p->a;
    p->state_key = k->key;
    bool ok;
    if (strcmp(k->key, "braid") == 0) {
        uint64_t pct;
        char *kv = arena(a, strlen(value) + 7);
        if (!args_parse_u64(value, 0, 100, &pct))
            ok = args_fail(p, "", value, "expected a percentage, a whole number from 0 to 100");
        else if (!kv)
            ok = args_fail(p, "", value, "the state string is too long");
        else {
            sprintf(kv, "braid=%s", value);
            ok = args_apply_flag(p, k->flag, k->key, kv);
            args_note_key(p, "--opt braid=P", k->key);
        }
    } else if (strcmp(k->key, "mode") == 0) {
        ok = strcmp(value, "predict") == 0 ? args_apply_flag(p, "--predict", k->key, NULL)
           : strcmp(value, "play") == 0    ? args_apply_flag(p, "--play", k->key, NULL)
           : strcmp(value, "exercise") == 0 ? args_apply_flag(p, "--exercise", k->key, NULL)
                                           : args_fail(p, "", value, "expected predict, play or exercise");
    } else if (strcmp(k->key, "lab") == 0) {
        ok = strcmp(value, "off") == 0 ? true
           : strcmp(value, "on") == 0  ? args_apply_flag(p, k->flag, k->key, NULL)
                                       : args_fail(p, "", value, "expected on or off");
    } else {
        ok = args_apply_flag(p, k->flag, k->key, value);
    }
    p->state_key = NULL;
    return ok;
}

/*
 * Splits item at '=' and decodes both sides; false with the line in p->err.
 * A %00 would end the decoded string early ('seed=42%00junk' read as
 * seed=42): refused.
 */
static bool split_item(parse_state *p, char *item, char **key, char **value)
{
    char *eq = strchr(item, '=');
    char fmt[96];
    *key = *value = item;
    snprintf(fmt, sizeof fmt, "bad %s item '%%s': %%s", p->state_label);
    if (!eq)
        return args_fail(p, fmt, item, "expected KEY=VALUE");
    if (strstr(item, "%00"))
        return args_fail(p, fmt, item, "%00 (a zero byte) is not allowed");
    *eq = '\0';
    cli_url_decode(*key = item);
    cli_url_decode(*value = eq + 1);
    if (!**value) {
        snprintf(fmt, sizeof fmt, "bad %s key %%s: %%s", p->state_label);
        return args_fail(p, fmt, *key, "it needs a value (KEY=VALUE)");
    }
    return true;
}

/*
 * The option an opt= or braid= item sets, as *len bytes at the start of
 * the returned name ("steps" of opt=steps=10, "braid" of braid=10); NULL
 * for other keys.
 */
static const char *option_of(const cli_state_key *k, const char *value, size_t *len)
{
    if (strcmp(k->key, "braid") == 0)
        return *len = 5, "braid";
    if (strcmp(k->key, "opt") != 0)
        return NULL;
    *len = strcspn(value, "=");
    return value;
}

/* The options the items so far set: each once (opt=braid=5&braid=10 is braid twice). */
typedef struct options_seen {
    const char *name[CLI_MAX_OPTS + 2];
    size_t len[CLI_MAX_OPTS + 2], n;
} options_seen;

/* False with the line in p->err when item key=value sets an option set before. */
static bool option_once(parse_state *p, options_seen *o, const cli_state_key *k, const char *value)
{
    size_t len;
    const char *name = option_of(k, value, &len);
    if (!name)
        return true;
    for (size_t i = 0; i < o->n; i++)
        if (o->len[i] == len && memcmp(o->name[i], name, len) == 0) {
            char what[CLI_ESCAPE_MAX + 16], fmt[96];
            snprintf(what, sizeof what, "%s=%s", k->key, value);
            snprintf(fmt, sizeof fmt, "%s option %.*s is given twice ('%%s')%%s", p->state_label, (int)len,
                     name);
            return args_fail(p, fmt, what, "");
        }
    if (o->n < sizeof o->name / sizeof o->name[0]) { /* beyond, opt's own handler refuses */
        o->name[o->n] = name;
        o->len[o->n++] = len;
    }
    return true;
}

bool state_apply(parse_state *p, const char *s)
{
    const char *q = strchr(s, '?'), *eq = strchr(s, '=');
    size_t n;
    if (q && (!eq || q < eq)) { /* a web address: its query, without a #fragment */
        s = q + 1;
        n = strcspn(s, "#");
    } else {
        n = strlen(s);
    }
    while (n > 0 && (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r'))
        s++, n--;
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n' || s[n - 1] == '\r'))
        n--;
    char *copy = arena(p->a, n + 1);
    if (!copy) {
        snprintf(p->err, p->errlen, "%s: the state string is longer than %zu bytes", p->state_label,
                 sizeof p->a->state_buf - 1);
        return false;
    }
    memcpy(copy, s, n);
    copy[n] = '\0';
    bool seen[sizeof cli_state_keys / sizeof cli_state_keys[0]] = {false};
    options_seen opts = {.n = 0};
    for (char *save = NULL, *item = strtok_r(copy, "&", &save); item; item = strtok_r(NULL, "&", &save)) {
        char *key, *value;
        if (!split_item(p, item, &key, &value))
            return false;
        const cli_state_key *k = find_key(key);
        if (!k)
            return unknown_key(p, key);
        if (seen[k - cli_state_keys] && strcmp(k->key, "opt") != 0) {
            char fmt[96];
            snprintf(fmt, sizeof fmt, "%s key %%s is given twice%%s", p->state_label);
            return args_fail(p, fmt, key, "");
        }
        seen[k - cli_state_keys] = true;
        if (!option_once(p, &opts, k, value) || !apply_item(p, k, value))
            return false;
    }
    return true;
}

/* ------------------------------------------------------------ writing */

typedef struct out {
    char *buf;
    size_t len, used;
    bool ok;
} out;

/* A value as the string holds it: %XX for what would end it, break a shell's quotes or read as a space. */
static void put_value(out *o, const char *v)
{
    for (const unsigned char *u = (const unsigned char *)v; *u; u++) {
        char enc[4] = {(char)*u, 0};
        if (*u <= 0x20 || *u == 0x7f || strchr("%&+#'\"\\", *u))
            snprintf(enc, sizeof enc, "%%%02X", *u);
        size_t n = strlen(enc);
        if (o->used + n >= o->len) {
            o->ok = false;
            return;
        }
        memcpy(o->buf + o->used, enc, n + 1);
        o->used += n;
    }
}

/* "&key=" then the formatted value; o->ok false when the value or the item does not fit. */
static void put(out *o, const char *key, const char *fmt, ...)
{
    char v[CLI_STATE_MAX];
    va_list ap;
    va_start(ap, fmt);
    int len = vsnprintf(v, sizeof v, fmt, ap);
    va_end(ap);
    if (len < 0 || (size_t)len >= sizeof v) { /* cut: a --mask path of 2839 bytes was printed as its first 2047 */
        o->ok = false;
        return;
    }
    int n = snprintf(o->buf + o->used, o->len - o->used, "%s%s=", o->used ? "&" : "", key);
    if (n < 0 || (size_t)n >= o->len - o->used) {
        o->ok = false;
        return;
    }
    o->used += (size_t)n;
    put_value(o, v);
}

/* Appends to b as printf does, unencoded (a value being built); b->ok false when it does not fit. */
static void add(out *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = b->ok ? vsnprintf(b->buf + b->used, b->len - b->used, fmt, ap) : -1;
    va_end(ap);
    if (n < 0 || (size_t)n >= b->len - b->used)
        b->ok = false;
    else
        b->used += (size_t)n;
}

/*
 * "key=value" of option k as s sets it: a listed value, or the number given
 * (steps=137, which no list holds: sm_option_text() writes either).
 */
static void add_option(out *b, const sm_algo *al, const sm_settings *s, size_t k)
{
    char v[32];
    if (sm_option_text(al, s, k, v, sizeof v) >= sizeof v)
        b->ok = false;
    add(b, "%s=%s", al->options[k].key, v);
}

/* A solver as --solve takes it: ID, then ":key=value" for each option away from its default. */
static void add_solver(out *b, const sm_algo *al, const sm_settings *s)
{
    add(b, "%s", al->id);
    for (size_t k = 0; k < al->n_options && k < SM_MAX_OPTIONS; k++)
        if (s->value[k] != 0) {
            add(b, ":");
            add_option(b, al, s, k);
        }
}

/* The options of al that differ from the defaults, "key=value" each. */
static void put_options(out *o, const char *key, const sm_algo *al, const sm_settings *s)
{
    for (size_t k = 0; k < al->n_options && k < SM_MAX_OPTIONS; k++)
        if (s->value[k] != 0) {
            char v[96] = "";
            out b = {v, sizeof v, 0, true};
            add_option(&b, al, s, k);
            o->ok = o->ok && b.ok;
            put(o, key, "%s", v);
        }
}

static void put_solver(out *o, const cli_args *a)
{
    char v[128] = "";
    out b = {v, sizeof v, 0, true};
    add_solver(&b, a->solver, &a->solver_settings);
    o->ok = o->ok && b.ok;
    put(o, "solve", "%s", v);
    if (a->from_arg)
        put(o, "from", "%s", a->from_arg);
    if (a->to_arg)
        put(o, "to", "%s", a->to_arg);
}

/* The step shown: --until, or --steps less --back; none: the mode's default (the window starts, a picture ends). */
static void put_step(out *o, const cli_args *a)
{
    if (a->until)
        put(o, "until", "%s", a->until);
    else if (a->steps_given)
        put(o, "step", "%" PRIu64, a->steps - (a->back < a->steps ? a->back : a->steps));
}

/* Whether the key of flag goes in the state: the flag does something in the window and in a picture of a's kind. */
static bool goes(const cli_args *a, const char *flag)
{
    return cli_flag_goes(flag, a, RUN_WINDOW) && cli_flag_goes(flag, a, RUN_SCREENSHOT);
}

/* The keys of the maze a's flags make: algorithm, braid, grid, size, mask, seed, solver and its ends. */
static void put_maze(out *o, const cli_args *a)
{
    if (goes(a, "--algo")) {
        put(o, "algo", "%s", a->algo->id);
        put_options(o, "opt", a->algo, &a->settings);
    }
    if (a->braid > 0 && goes(a, "--opt braid=P"))
        put(o, "braid", "%u", a->braid);
    if (!grid_is_default(a->grid))
        put(o, "grid", "%s", a->grid->id);
    if (!goes(a, "--size"))
        ;
    else if (grid_levels_count(a->h))
        put(o, "size", "%" PRIu32 "x%" PRIu32 "x%" PRIu32, a->w, grid_levels_rows(a->h), grid_levels_count(a->h));
    else if (a->h)
        put(o, "size", "%" PRIu32 "x%" PRIu32, a->w, a->h);
    else
        put(o, "size", "%" PRIu32, a->w);
    if (a->mask_file)
        put(o, "mask", "%s", a->mask_file);
    if (a->mask_text)
        put(o, "mask-text", "%s", a->mask_text);
    put(o, "seed", "%" PRIu64, a->seed);
    if (a->solver && goes(a, "--solve"))
        put_solver(o, a);
}

/* The exercise's keys: the student's name and the moves. */
static void put_exercise(out *o, const cli_args *a)
{
    if (a->name)
        put(o, "name", "%s", a->name);
    if (a->moves)
        put(o, "moves", "%s", *a->moves ? a->moves : "-"); /* "-": none answered */
}

/* Ends o: false (buf "") when it did not fit or --state could not read it back. */
static bool done(out *o)
{
    if (o->used >= CLI_STATE_MAX)
        o->ok = false;
    if (!o->ok && o->len)
        o->buf[0] = '\0';
    return o->ok;
}

bool cli_state_format(const cli_args *a, char *buf, size_t len)
{
    out o = {buf, len, 0, len > 0};
    if (len)
        buf[0] = '\0';
    if (a->script_file) /* a student's script does not travel in a state string yet: no string, not a wrong one */
        return false;
    put_maze(&o, a);
    if (a->compare_n > 0) {
        char ids[256] = "";
        out b = {ids, sizeof ids, 0, true};
        for (int j = 0; j < a->compare_n; j++)
            add(&b, "%s%s", j ? "," : "", a->compare[j]->id);
        o.ok = o.ok && b.ok;
        put(&o, "compare", "%s", ids);
    }
    if (a->compare_solvers_n > 0) {
        char ids[512] = "";
        out b = {ids, sizeof ids, 0, true};
        for (int j = 0; j < a->compare_solvers_n; j++) {
            add(&b, "%s", j ? "," : "");
            add_solver(&b, a->compare_solvers[j], &a->compare_solver_opts[j]);
        }
        o.ok = o.ok && b.ok;
        put(&o, "compare-solvers", "%s", ids);
        bool ends_put = a->solver && goes(a, "--solve"); /* put_solver() put them */
        if (a->from_arg && !ends_put)
            put(&o, "from", "%s", a->from_arg);
        if (a->to_arg && !ends_put)
            put(&o, "to", "%s", a->to_arg);
    }
    if (a->lab)
        put(&o, "lab", "on");
    if (a->predict || a->play || a->exercise)
        put(&o, "mode", "%s", a->predict ? "predict" : a->play ? "play" : "exercise");
    put_step(&o, a);
    if (a->style == 1)
        put(&o, "style", "block");
    if (a->view_tree && goes(a, "--view"))
        put(&o, "view", "tree");
    if (a->theme && strcmp(a->theme, "classic") != 0)
        put(&o, "theme", "%s", a->theme);
    put(&o, "lang", "%s", cli_lang_resolved(a->lang) == 1 ? "zh" : "en");
    if (a->panel >= 0 && goes(a, "--panel"))
        put(&o, "panel", "%s", a->panel ? "on" : "off");
    put_exercise(&o, a);
    return done(&o);
}

bool cli_state_code(const cli_args *a, char *buf, size_t len)
{
    out o = {buf, len, 0, len > 0};
    if (len)
        buf[0] = '\0';
    cli_args w = *a;
    w.mode = RUN_WINDOW; /* the keys of the maze a window would show */
    w.lab = false;
    w.compare_n = w.compare_solvers_n = 0;
    put_maze(&o, &w);
    put_exercise(&o, &w);
    return done(&o);
}

void cli_state_short(const cli_args *a, char *buf, size_t len)
{
    char size[48];
    if (a->h)
        snprintf(size, sizeof size, "%" PRIu32 "x%" PRIu32, a->w, a->h);
    else
        snprintf(size, sizeof size, "%" PRIu32, a->w);
    bool named = !grid_is_default(a->grid);
    int n = snprintf(buf, len, "%s %s%s%s seed %" PRIu64, a->algo->id, named ? a->grid->id : "", named ? " " : "",
                     size, a->seed);
    if (n >= 0 && (size_t)n < len && a->solver)
        n += snprintf(buf + n, len - (size_t)n, " %s", a->solver->id);
    if (n >= 0 && (size_t)n < len && a->until)
        n += snprintf(buf + n, len - (size_t)n, " until %s", a->until);
    else if (n >= 0 && (size_t)n < len && a->steps_given)
        n += snprintf(buf + n, len - (size_t)n, " step %" PRIu64, a->steps);
}
