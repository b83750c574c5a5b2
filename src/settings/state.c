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
#include "mazeviz/challenge.h"
#include "mazeviz/maze.h"
#include "mazeviz/walls.h"
#include "mazeviz/script.h"
#include "mask_file.h"

const cli_state_key cli_state_keys[] = {
    {"algo", "--algo", "the generator's id"},
    {"script", "--script", "a student's script itself, base64url (at most 4096 bytes of Lua)"},
    {"script-file", "--script", "a student's script by file name, as --script (not on the web)"},
    {"opt", "--opt", "a generator option KEY=VALUE (once per option)"},
    {"braid", "--opt", "braid=P: open dead ends with probability P %"},
    {"sparse", "--opt", "sparse=N: N passes remove every dead end"},
    {"unicursal", "--opt", "unicursal=on: the maze doubled into one path"},
    {"grid", "--grid", "rect, hex, triangle or polar"},
    {"size", "--size", "WxH, R / RxC on a polar grid, WxHxL on a cube"},
    {"mask", "--mask", "a mask file"},
    {"mask-text", "--mask-text", "a mask drawn from text"},
    {"walls", "--walls", "the maze's walls, base64url (an edited or loaded maze; docs/formats.md)"},
    {"seed", "--seed", "the seed"},
    {"solve", "--solve", "the solver, ID[:KEY=VALUE]"},
    {"solve-script", "--solve", "a student's solver script itself, base64url (at most 4096 bytes of Lua)"},
    {"solve-script-file", "--solve", "a student's solver script by file name, as --solve FILE.lua (not on the web)"},
    {"from", "--from", "the solver's start cell"},
    {"to", "--to", "the solver's goal cell"},
    {"compare", "--compare", "2-4 generators side by side, comma-separated"},
    {"compare-solvers", "--compare-solvers", "2-4 solvers racing on one maze, comma-separated"},
    {"lab", "--lab", "on: the uniformity lab"},
    {"challenge", "--challenge", "a challenge's id (--list-challenges): its task and verdict in the panel"},
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

/* ------------------------------------------------------------ scripts */

static const char b64url[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/* The 6 bits base64url digit c stands for, or -1. */
static int b64_digit(char c)
{
    const char *at = c ? strchr(b64url, c) : NULL;
    return at ? (int)(at - b64url) : -1;
}

/*
 * Decodes base64url text v (padding '=' allowed at its end) into out, of
 * room bytes; the length, or -1 when v is not base64url or does not fit.
 */
static long b64_decode(const char *v, char *out, size_t room)
{
    size_t n = strlen(v), used = 0;
    while (n > 0 && v[n - 1] == '=')
        n--;
    if (n % 4 == 1)
        return -1;
    uint32_t acc = 0;
    for (size_t i = 0; i < n; i++) {
        int d = b64_digit(v[i]);
        if (d < 0)
            return -1;
        acc = acc << 6 | (uint32_t)d;
        if (i % 4 == 3 || i == n - 1) {
            size_t bits = (i % 4 + 1) * 6, bytes = bits / 8;
            acc >>= bits % 8; /* the unused low bits of a short group */
            if (used + bytes > room)
                return -1;
            for (size_t b = 0; b < bytes; b++)
                out[used++] = (char)(acc >> (8 * (bytes - 1 - b)));
            acc = 0;
        }
    }
    return (long)used;
}

/* The Lua source a script= (solve-script=) value holds, NUL-terminated in a's arena; NULL with the line in p->err. */
static char *decode_script(parse_state *p, const char *value, size_t *len)
{
    char *src = arena(p->a, CLI_STATE_SCRIPT_MAX + 1);
    long n = src ? b64_decode(value, src, CLI_STATE_SCRIPT_MAX) : -1;
    if (!src)
        return args_fail(p, "", value, "the state string is too long"), NULL;
    if (n < 0 && strspn(value, b64url) + strspn(value + strspn(value, b64url), "=") == strlen(value))
        return args_fail(p, "", value, "longer than 4096 bytes of Lua: give it by name (script-file= or --script)"), NULL;
    if (n <= 0)
        return args_fail(p, "", value, "expected a Lua script in base64url (A-Z a-z 0-9 - _), as --print-state writes it"),
               NULL;
    src[n] = '\0';
    *len = (size_t)n;
    return src;
}

/*
 * script=BASE64URL (the source itself, at most CLI_STATE_SCRIPT_MAX bytes)
 * or script-file=FILE (read as --script reads it; not on the web, which has
 * no files): one of them, and not with algo=. solve-script= and
 * solve-script-file= name the solver script (--solve FILE.lua) the same way.
 */
static bool apply_script(parse_state *p, const cli_state_key *k, char *value)
{
    cli_args *a = p->a;
    bool solver = strncmp(k->key, "solve-", 6) == 0;
    bool *named = solver ? &p->state_solve_script : &p->state_script;
    if (*named)
        return args_fail(p, "", value, solver ? "give one of solve-script= and solve-script-file="
                                              : "give one of script= and script-file=");
    if (strstr(k->key, "-file")) {
#ifdef __EMSCRIPTEN__
        return args_fail(p, "", value, "the web page has no files: the script goes in script= (the editor puts it there)");
#else
        *named = true;
        return args_apply_flag(p, k->flag, k->key, value);
#endif
    }
    size_t n;
    char *src = decode_script(p, value, &n);
    if (!src)
        return false;
    *named = true;
    if (!args_apply_flag(p, k->flag, k->key, solver ? "solver.lua" : "script"))
        return false;
    *(solver ? &a->solve_script_text : &a->script_text) = src;
    *(solver ? &a->solve_script_text_len : &a->script_text_len) = n;
    return true;
}

/* braid=P is --opt braid=P, sparse=N is --opt sparse=N, unicursal=on is --opt unicursal=on. */
static bool apply_post(parse_state *p, const cli_state_key *k, const char *value)
{
    bool braid = k->key[0] == 'b';
    uint64_t n;
    if (k->key[0] == 'u') { /* unicursal=on|off */
        bool ok = strcmp(value, "off") == 0 ||
                  (strcmp(value, "on") == 0 ? args_apply_flag(p, k->flag, k->key, "unicursal=on")
                                            : args_fail(p, "", value, "expected on or off"));
        args_note_key(p, "--opt unicursal=on", k->key);
        return ok;
    }
    char *kv = arena(p->a, strlen(value) + 8);
    if (!args_parse_u64(value, 0, braid ? 100 : GEN_SPARSE_MAX, &n))
        return args_fail(p, "", value, braid ? "expected a percentage, a whole number from 0 to 100"
                                              : "expected a number of passes, a whole number from 0 to 10000");
    if (!kv)
        return args_fail(p, "", value, "the state string is too long");
    sprintf(kv, "%s=%s", k->key, value);
    bool ok = args_apply_flag(p, k->flag, k->key, kv);
    args_note_key(p, braid ? "--opt braid=P" : "--opt sparse=N", k->key);
    return ok;
}

/*
 * Keys whose value is not the flag's: braid=P is --opt braid=P, lab=on|off
 * the switch --lab, mode=predict|play|exercise the switch of that name.
 */
static bool apply_item(parse_state *p, const cli_state_key *k, char *value)
{
    p->state_key = k->key;
    bool ok;
    if (strcmp(k->key, "braid") == 0 || strcmp(k->key, "sparse") == 0 || strcmp(k->key, "unicursal") == 0) {
        ok = apply_post(p, k, value);
    } else if (strcmp(k->key, "mode") == 0) {
        ok = strcmp(value, "predict") == 0 ? args_apply_flag(p, "--predict", k->key, NULL)
           : strcmp(value, "play") == 0    ? args_apply_flag(p, "--play", k->key, NULL)
           : strcmp(value, "exercise") == 0 ? args_apply_flag(p, "--exercise", k->key, NULL)
                                           : args_fail(p, "", value, "expected predict, play or exercise");
    } else if (strstr(k->key, "script")) { /* script, script-file, solve-script, solve-script-file */
        ok = apply_script(p, k, value);
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
    if (strcmp(k->key, "braid") == 0 || strcmp(k->key, "sparse") == 0 || strcmp(k->key, "unicursal") == 0)
        return *len = strlen(k->key), k->key;
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
    char *copy = n < CLI_STATE_MAX ? arena(p->a, n + 1) : NULL;
    if (!copy) {
        snprintf(p->err, p->errlen, "%s: the state string is longer than %d bytes", p->state_label,
                 CLI_STATE_MAX - 1);
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

/* The step shown: --until, or --steps less --back; none: the mode's default (the window starts, a picture ends). */
static void put_step(out *o, const cli_args *a)
{
    if (a->until && a->until_event < 0)
        o->ok = false; /* not found on an algorithm yet (with --lesson each slide finds its own): no state says it */
    else if (a->until)
        put(o, "until", "%s", a->until);
    else if (a->steps_given)
        put(o, "step", "%" PRIu64, a->steps - (a->back < a->steps ? a->back : a->steps));
}

/* Whether the key of flag goes in the state: the flag does something in the window and in a picture of a's kind. */
static bool goes(const cli_args *a, const char *flag)
{
    return cli_flag_goes(flag, a, RUN_WINDOW) && cli_flag_goes(flag, a, RUN_SCREENSHOT);
}

/*
 * Whether a's maze is a given one (--load, walls=) that the state carries
 * as walls=: gen_loaded replays it on the very grid a names (a window
 * that changed the generator or the size since writes those instead).
 */
static bool given_maze(const cli_args *a)
{
    const maze *m = a->loaded;
    return m && a->algo == &gen_loaded && m->shape == a->grid && m->w == a->w && m->h == a->h;
}

/* walls=: the maze's walls, and its mask when no mask= or mask-text= key gives it. */
static void put_walls(out *o, const cli_args *a)
{
    char *v = maze_walls_string(a->loaded, !a->mask_file && !a->mask_text);
    if (!v)
        o->ok = false;
    else
        put(o, "walls", "%s", v);
    free(v);
}

/* Whether g is a's script (read, or still the model --script set). */
static bool is_script(const cli_args *a, const sm_algo *g)
{
    return g == script_model(SCRIPT_GENERATOR) || (a->script && g == script_algo(a->script));
}

/* Whether a runs its script: as the generator or in a compare pane. */
static bool script_used(const cli_args *a)
{
    bool used = a->script_file && is_script(a, a->algo);
    for (int j = 0; a->script_file && j < a->compare_n; j++)
        used = used || is_script(a, a->compare[j]);
    return used;
}

/* base64url of n bytes of src, unpadded: a value no state string needs to escape. */
static void add_b64(out *b, const char *src, size_t n)
{
    const unsigned char *u = (const unsigned char *)src;
    for (size_t i = 0; i < n && b->ok; i += 3) {
        uint32_t acc = (uint32_t)u[i] << 16 | (i + 1 < n ? (uint32_t)u[i + 1] << 8 : 0) | (i + 2 < n ? u[i + 2] : 0);
        size_t digits = n - i >= 3 ? 4 : n - i + 1;
        for (size_t d = 0; d < digits; d++)
            add(b, "%c", b64url[acc >> (18 - 6 * d) & 63]);
    }
}

/*
 * A script under key (script, solve-script): key= with its source when it
 * has at most CLI_STATE_SCRIPT_MAX bytes (the one that ran, sc, else the
 * state's, text, else the file's), else key-file= with its file name.
 */
static void put_one_script(out *o, const char *key, const struct script *sc, const char *text, size_t text_len,
                           const char *path)
{
    char *file = NULL, err[8], file_key[32];
    size_t n = 0;
    const char *src = sc ? script_source(sc) : text;
    if (src)
        n = sc ? strlen(src) : text_len;
    else if (cli_read_file(path, "--script", CLI_STATE_SCRIPT_MAX + 1, &file, &n, err, sizeof err))
        src = file;
    if (src && n <= CLI_STATE_SCRIPT_MAX) {
        char v[CLI_STATE_MAX];
        out b = {v, sizeof v, 0, true};
        add_b64(&b, src, n);
        o->ok = o->ok && b.ok;
        put(o, key, "%s", v);
    } else if (text) {
        o->ok = false; /* cannot happen: script= holds at most the limit */
    } else {
        snprintf(file_key, sizeof file_key, "%s-file", key);
        put(o, file_key, "%s", path);
    }
    free(file);
}

static void put_script(out *o, const cli_args *a)
{
    put_one_script(o, "script", a->script, a->script_text, a->script_text_len, a->script_file);
}

/* Whether a's solver is its solver script (read, or still the model --solve FILE.lua set). */
static bool is_solve_script(const cli_args *a)
{
    return a->solve_script_file && (a->solver == script_model(SCRIPT_SOLVER) ||
                                    (a->solve_script && a->solver == script_algo(a->solve_script)));
}

static void put_solver(out *o, const cli_args *a)
{
    char v[128] = "";
    out b = {v, sizeof v, 0, true};
    if (is_solve_script(a)) {
        put_one_script(o, "solve-script", a->solve_script, a->solve_script_text, a->solve_script_text_len,
                       a->solve_script_file);
    } else {
        add_solver(&b, a->solver, &a->solver_settings);
        o->ok = o->ok && b.ok;
        put(o, "solve", "%s", v);
    }
    if (a->from_arg)
        put(o, "from", "%s", a->from_arg);
    if (a->to_arg)
        put(o, "to", "%s", a->to_arg);
}

/* The keys of the maze a's flags make: algorithm, braid, grid, size, mask, seed, solver and its ends. */
static void put_maze(out *o, const cli_args *a)
{
    bool walls = given_maze(a);
    if ((a->load || a->walls) && !a->loaded) {
        o->ok = false; /* the given maze is not read yet (cli_prepare): no state can say it */
        return;
    }
    if (script_used(a))
        put_script(o, a);
    if (walls)
        ;
    else if (goes(a, "--algo") && !is_script(a, a->algo)) {
        put(o, "algo", "%s", a->algo->id);
        put_options(o, "opt", a->algo, &a->settings);
    }
    if (a->braid > 0 && goes(a, "--opt braid=P"))
        put(o, "braid", "%u", a->braid);
    if (a->sparse > 0 && goes(a, "--opt sparse=N"))
        put(o, "sparse", "%u", a->sparse);
    if (a->unicursal && goes(a, "--opt unicursal=on"))
        put(o, "unicursal", "on");
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
    if (walls)
        put_walls(o, a);
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
    if (a->challenge && goes(a, "--challenge"))
        put(&o, "challenge", "%s", a->challenge->id);
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
