/*
 * args.c - command-line parsing as a table of {flag, handler} rows.
 *
 * Every handler checks its value fully and, when it is bad, writes one
 * line naming it and what is allowed. Algorithm options (--opt) are checked
 * after all flags, since --algo may come after them.
 */
#define _POSIX_C_SOURCE 200809L
#include "args.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "args_impl.h"
#include "code.h"
#include "grid_cli.h"
#include "mazeviz/maze.h"
#include "mazeviz/script.h"
#include "state.h"
#include "export/svg.h"

typedef bool (*handler)(parse_state *p, const char *value);

/* Digits of base 10 or 16 into *out; false on anything else or overflow. */
static bool digits(const char *s, unsigned base, uint64_t *out)
{
    uint64_t v = 0;
    if (!*s)
        return false;
    for (; *s; s++) {
        unsigned d;
        if (*s >= '0' && *s <= '9')
            d = (unsigned)(*s - '0');
        else if (base == 16 && *s >= 'a' && *s <= 'f')
            d = (unsigned)(*s - 'a' + 10);
        else if (base == 16 && *s >= 'A' && *s <= 'F')
            d = (unsigned)(*s - 'A' + 10);
        else
            return false;
        if (v > (UINT64_MAX - d) / base)
            return false;
        v = v * base + d;
    }
    *out = v;
    return true;
}

/*
 * A whole decimal number within [lo, hi] and nothing else: no sign, no
 * whitespace, leading zeros are decimal (010 is ten). With hex, "0x..." is
 * read as hexadecimal (seeds only).
 */
static bool parse_u64(const char *s, uint64_t lo, uint64_t hi, bool hex, uint64_t *out)
{
    uint64_t v;
    bool is_hex = hex && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    if (!digits(is_hex ? s + 2 : s, is_hex ? 16 : 10, &v) || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

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

/* "bad FLAG 'VALUE': WHY", the value escaped like every echoed value. */
static bool fail_flag(parse_state *p, const char *flag, const char *value, const char *why)
{
    char fmt[64];
    snprintf(fmt, sizeof fmt, "bad %s '%%s': %%s", flag);
    return fail(p, fmt, value, why);
}

/* The --size message: what the grid (the default one unless --grid came first) takes. */
static bool fail_size(parse_state *p, const char *v)
{
    const grid_shape *g = p->a->grid;
    char fmt[64], why[256];
    if (grid_is_default(g)) /* the grid need not have been named */
        snprintf(fmt, sizeof fmt, "bad --size '%%s': %%s");
    else
        snprintf(fmt, sizeof fmt, "bad --size '%%s' for --grid %s: %%s", g->id);
    snprintf(why, sizeof why, "expected %s", g->size_help);
    return fail(p, fmt, v, why);
}

static bool list_ids(char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < gen_algo_count && used < len; i++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s", i ? ", " : "", gen_algos[i]->id);
    return used < len;
}

static bool opt_algo(parse_state *p, const char *v)
{
    if (p->a->script_file)
        return fail(p, "bad --algo '%s': %s", v, "--script replaces --algo; give one of them");
    p->a->algo = gen_find(v);
    p->a->algo_given = p->a->algo != NULL;
    if (p->a->algo)
        return true;
    char ids[512] = "valid ids are ";
    list_ids(ids + strlen(ids), sizeof ids - strlen(ids));
    return fail(p, "unknown algorithm '%s': %s", v, ids);
}

/*
 * "WxH", or "R" (a polar grid's rings): syntax and range here; whether the
 * shape takes it is checked once --grid is known (check_grid).
 */
static bool opt_size(parse_state *p, const char *v)
{
    char buf[64];
    uint64_t w, h = 0;
    const char *x = strchr(v, 'x');
    size_t wlen = x ? (size_t)(x - v) : strlen(v);
    if (wlen >= sizeof buf)
        return fail_size(p, v);
    memcpy(buf, v, wlen);
    buf[wlen] = '\0';
    if (!parse_u64(buf, 1, MAZE_MAX_SIDE, false, &w) || (x && !parse_u64(x + 1, 1, MAZE_MAX_SIDE, false, &h)))
        return fail_size(p, v);
    p->a->w = (uint32_t)w;
    p->a->h = (uint32_t)h;
    p->a->size_given = true;
    p->size = v;
    return true;
}

static bool opt_seed(parse_state *p, const char *v)
{
    if (!parse_u64(v, 0, UINT64_MAX, true, &p->a->seed))
        return fail(p, "bad --seed '%s': %s", v,
                    "expected a decimal number from 0 to 18446744073709551615, or 0x and hex digits");
    p->a->seed_given = true;
    return true;
}

static bool opt_count(parse_state *p, const char *v)
{
    if (!parse_u64(v, 1, 1000000, false, &p->a->count))
        return fail(p, "bad --count '%s': %s", v, "expected a whole number from 1 to 1000000");
    p->a->count_given = true;
    return true;
}

static bool opt_format(parse_state *p, const char *v)
{
    if (strcmp(v, "ascii") == 0)
        p->a->format = FORMAT_ASCII;
    else if (strcmp(v, "unicode") == 0)
        p->a->format = FORMAT_UNICODE;
    else if (strcmp(v, "svg") == 0)
        p->a->format = FORMAT_SVG;
    else if (strcmp(v, "json") == 0)
        p->a->format = FORMAT_JSON;
    else if (strcmp(v, "csv") == 0)
        p->a->format = FORMAT_CSV;
    else
        return fail(p, "bad --format '%s': %s", v, "expected ascii, unicode, svg, json or csv (csv: --solver-table)");
    p->a->format_given = true;
    return true;
}

static bool opt_grid(parse_state *p, const char *v)
{
    char ids[128] = "valid grids are ";
    size_t used = strlen(ids);
    if ((p->a->grid = grid_find(v)))
        return true;
    for (size_t i = 0; i < grid_shape_count && used < sizeof ids; i++)
        used += (size_t)snprintf(ids + used, sizeof ids - used, "%s%s", i ? ", " : "", grid_shapes[i]->id);
    return fail(p, "unknown grid '%s': %s", v, ids);
}

static bool opt_mask(parse_state *p, const char *v)
{
    if (!*v)
        return fail(p, "bad --mask '%s': %s", v, "expected a text or PNG file");
    p->a->mask_file = v;
    return true;
}

static bool opt_mask_text(parse_state *p, const char *v)
{
    if (!*v)
        return fail(p, "bad --mask-text '%s': %s", v, "expected some text to draw");
    p->a->mask_text = v;
    return true;
}

static bool opt_output(parse_state *p, const char *v)
{
    if (!*v)
        return fail(p, "bad --output '%s': %s", v, "expected a file name");
    p->a->output = v;
    return true;
}

static bool opt_opt(parse_state *p, const char *v)
{
    if (p->a->nopts == CLI_MAX_OPTS)
        return fail(p, "too many --opt '%s': %s", v, "at most 16");
    p->a->opts[p->a->nopts++] = v;
    return true;
}

/* "1".."1048576" (powers of two) or "1/2".."1/32". */
static bool opt_speed(parse_state *p, const char *v)
{
    const char *allowed = "expected steps per frame: 1/32, 1/16, 1/8, 1/4, 1/2, 1, 2, 4, ... 1048576";
    uint64_t k;
    bool frac = strncmp(v, "1/", 2) == 0;
    if (!parse_u64(frac ? v + 2 : v, 1, (uint64_t)1 << SPEED_MAX, false, &k) || (k & (k - 1)))
        return fail(p, "bad --speed '%s': %s", v, allowed);
    int level = 0;
    while (((uint64_t)1 << level) < k)
        level++;
    if (frac && level > -SPEED_MIN)
        return fail(p, "bad --speed '%s': %s", v, allowed);
    p->a->speed = frac ? -level : level;
    p->a->speed_given = true;
    return true;
}

static bool opt_cell(parse_state *p, const char *v)
{
    uint64_t px;
    if (!parse_u64(v, 1, 256, false, &px))
        return fail(p, "bad --cell '%s': %s", v, "expected a cell size in pixels from 1 to 256");
    p->a->cell_px = (int)px;
    return true;
}

static bool opt_steps(parse_state *p, const char *v)
{
    if (!parse_u64(v, 0, UINT64_MAX, false, &p->a->steps))
        return fail(p, "bad --steps '%s': %s", v, "expected a whole number of steps");
    p->a->steps_given = true;
    return true;
}

/* Whether v names a Lua file: ends in ".lua" (any case). */
static bool lua_file(const char *v)
{
    size_t n = strlen(v);
    return n > 4 && strcasecmp(v + n - 4, ".lua") == 0;
}

/* --script FILE.lua: the generator is the student's script (read by cli_prepare). */
static bool opt_script(parse_state *p, const char *v)
{
    if (p->a->algo_given && !p->a->script_file)
        return fail(p, "bad --script '%s': %s", v, "--script replaces --algo; give one of them");
    if (!*v)
        return fail(p, "bad --script '%s': %s", v, "expected a Lua file (FILE.lua)");
    p->a->script_file = v;
    p->a->algo = script_model(SCRIPT_GENERATOR);
    p->a->algo_given = true;
    return true;
}

static bool opt_solve(parse_state *p, const char *v)
{
    char id[64];
    if (lua_file(v)) { /* a student's solver, read by cli_prepare */
        p->a->solve_script_file = v;
        p->a->solver = script_model(SCRIPT_SOLVER);
        p->a->solver_settings = sm_default_settings();
        return true;
    }
    p->a->solve_script_file = NULL;
    const char *colon = strchr(v, ':');
    size_t len = colon ? (size_t)(colon - v) : strlen(v);
    snprintf(id, sizeof id, "%.*s", (int)(len < sizeof id ? len : sizeof id - 1), v);
    p->a->solver_settings = sm_default_settings();
    if ((p->a->solver = solve_find(id))) {
        if (!colon || sm_parse_option(p->a->solver, colon + 1, &p->a->solver_settings))
            return true;
        return fail(p, "bad --solve '%s': %s", v,
                    p->a->solver->n_options ? "the option is KEY=VALUE, see mazeviz --list-solvers"
                                            : "this solver takes no options");
    }
    char ids[512] = "valid ids are ";
    size_t used = strlen(ids);
    for (size_t i = 0; i < solve_algo_count && used < sizeof ids; i++)
        used += (size_t)snprintf(ids + used, sizeof ids - used, "%s, ", solve_algos[i]->id);
    snprintf(ids + (used < sizeof ids ? used : sizeof ids - 1), sizeof ids - (used < sizeof ids ? used : sizeof ids - 1), "%s", solve_distance.id);
    return fail(p, "unknown solver '%s': %s", v, ids);
}

static bool opt_from(parse_state *p, const char *v) { p->a->from_arg = v; return true; }
static bool opt_to(parse_state *p, const char *v) { p->a->to_arg = v; return true; }

/*
 * --from / --to once the grid is known: cells of it, and not the same cell
 * (with a mask cli_prepare checks that once the grid is made).
 */
static bool check_ends(parse_state *p)
{
    cli_args *a = p->a;
    if ((a->from_arg || a->to_arg) && !a->solver && !a->compare_solvers_n && a->mode != RUN_STATS &&
        a->mode != RUN_WINDOW && a->mode != RUN_SOLVER_TABLE)
        return fail(p, "%s needs --solve %s", a->from_arg ? "--from" : "--to", "SOLVER");
    if (a->mask_file || a->mask_text)
        return true; /* the size may be the mask's */
    return cli_resolve_ends(a, NULL, p->err, p->errlen);
}

static bool opt_window(parse_state *p, const char *v)
{
    const char *allowed = "expected WxH in pixels, W and H from 64 to 16384";
    char buf[32];
    uint64_t w, h;
    const char *x = strchr(v, 'x');
    if (!x || (size_t)(x - v) >= sizeof buf)
        return fail(p, "bad --window '%s': %s", v, allowed);
    memcpy(buf, v, (size_t)(x - v));
    buf[x - v] = '\0';
    if (!parse_u64(buf, 64, 16384, false, &w) || !parse_u64(x + 1, 64, 16384, false, &h))
        return fail(p, "bad --window '%s': %s", v, allowed);
    p->a->window_w = (uint32_t)w;
    p->a->window_h = (uint32_t)h;
    return true;
}

static bool opt_lang(parse_state *p, const char *v)
{
    if (strcmp(v, "en") == 0)
        p->a->lang = 0;
    else if (strcmp(v, "zh") == 0)
        p->a->lang = 1;
    else
        return fail(p, "bad --lang '%s': %s", v, "expected en or zh");
    return true;
}

static bool opt_panel(parse_state *p, const char *v)
{
    if (strcmp(v, "on") == 0)
        p->a->panel = 1;
    else if (strcmp(v, "off") == 0)
        p->a->panel = 0;
    else
        return fail(p, "bad --panel '%s': %s", v, "expected on or off");
    return true;
}

/* on or off into *out (1 or 0); bad: the message, naming the flag. */
static bool on_off(parse_state *p, const char *bad, const char *v, int *out)
{
    if (strcmp(v, "on") == 0)
        *out = 1;
    else if (strcmp(v, "off") == 0)
        *out = 0;
    else
        return fail(p, bad, v, "expected on or off");
    return true;
}

static bool opt_chart(parse_state *p, const char *v) { return on_off(p, "bad --chart '%s': %s", v, &p->a->chart); }
static bool opt_structure(parse_state *p, const char *v)
{
    return on_off(p, "bad --structure '%s': %s", v, &p->a->structure);
}

static bool opt_theme(parse_state *p, const char *v)
{
    if (strcmp(v, "classic") != 0 && strcmp(v, "projector") != 0)
        return fail(p, "bad --theme '%s': %s", v, "expected classic or projector");
    p->a->theme = v;
    return true;
}

static bool opt_plot(parse_state *p, const char *v)
{
    if (!*v)
        return fail(p, "bad --plot '%s': %s", v, "expected a file name (FILE.svg)");
    p->a->plot = v;
    return true;
}

static bool opt_view(parse_state *p, const char *v)
{
    if (strcmp(v, "maze") == 0)
        p->a->view_tree = false;
    else if (strcmp(v, "tree") == 0)
        p->a->view_tree = true;
    else
        return fail(p, "bad --view '%s': %s", v, "expected maze or tree");
    return true;
}

static bool opt_back(parse_state *p, const char *v)
{
    if (!parse_u64(v, 0, UINT64_MAX, false, &p->a->back))
        return fail(p, "bad --back '%s': %s", v, "expected a whole number of steps");
    return true;
}

/* The solver ids, "bfs, astar, ...", into buf. */
static bool list_solver_ids(char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < solve_algo_count && used < len; i++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s", i ? ", " : "", solve_algos[i]->id);
    return used < len;
}

/* A solver of the registry (not the distance machine: it races nobody) by id or alias; NULL: none. */
static const sm_algo *find_racer(const char *id)
{
    const sm_algo *s = solve_find(id);
    return s == &solve_distance ? NULL : s;
}

/*
 * --compare and --compare-solvers: 2 to 4 ids of the generators, or of the
 * solvers (opts non-NULL: each may take an option, ID:KEY=VALUE, as
 * --solve), comma-separated, every id read whole, into out[0..*n).
 */
static bool compare_ids(parse_state *p, const char *flag, const char *v, sm_settings *opts, const sm_algo **out,
                        int *n)
{
    bool solvers = opts != NULL;
    const char *what = solvers ? "solver" : "algorithm";
    char allowed[64], bad[48], unknown[64];
    snprintf(allowed, sizeof allowed, "expected 2 to 4 %s ids, comma-separated", what);
    snprintf(bad, sizeof bad, "bad %s '%%s': %%s", flag);
    snprintf(unknown, sizeof unknown, "unknown %s '%%s' in %s: %%s", what, flag);
    *n = 0;
    for (const char *t = v;; t += strcspn(t, ",") + 1) {
        size_t len = strcspn(t, ",");
        char id[CLI_ESCAPE_MAX + 16]; /* longer than any id: one cut here is unknown too */
        snprintf(id, sizeof id, "%.*s", (int)(len < sizeof id ? len : sizeof id - 1), t);
        char *option = solvers ? strchr(id, ':') : NULL;
        if (option)
            *option++ = '\0';
        const sm_algo *g = len >= sizeof id ? NULL : solvers ? find_racer(id) : gen_find(id);
        if (len == 0)
            return fail(p, bad, v, allowed);
        if (!g) {
            char ids[512] = "valid ids are ";
            if (solvers)
                list_solver_ids(ids + strlen(ids), sizeof ids - strlen(ids));
            else
                list_ids(ids + strlen(ids), sizeof ids - strlen(ids));
            return fail(p, unknown, id, ids);
        }
        if (*n == 4)
            return fail(p, bad, v, solvers ? "at most 4 solvers" : "at most 4 algorithms");
        if (solvers) {
            opts[*n] = sm_default_settings();
            if (option && !sm_parse_option(g, option, &opts[*n]))
                return fail(p, bad, v, g->n_options ? "an option is ID:KEY=VALUE, see mazeviz --list-solvers"
                                                    : "a solver without options takes none");
        }
        out[(*n)++] = g;
        if (!t[len])
            break;
    }
    if (*n < 2)
        return fail(p, bad, v, allowed);
    return true;
}

/* --compare ID,ID[,ID,ID]: 2 to 4 generators side by side. */
static bool opt_compare(parse_state *p, const char *v)
{
    return compare_ids(p, "--compare", v, NULL, p->a->compare, &p->a->compare_n);
}

/* --compare-solvers ID,ID[,ID,ID]: 2 to 4 solvers racing on one maze (--algo's, braided by --opt braid=P). */
static bool opt_compare_solvers(parse_state *p, const char *v)
{
    return compare_ids(p, "--compare-solvers", v, p->a->compare_solver_opts, p->a->compare_solvers,
                       &p->a->compare_solvers_n);
}

static bool opt_lab(parse_state *p, const char *v)
{
    (void)v;
    p->a->lab = true;
    return true;
}

static bool opt_predict(parse_state *p, const char *v)
{
    (void)v;
    p->a->predict = true;
    return true;
}

static bool opt_play(parse_state *p, const char *v)
{
    (void)v;
    p->a->play = true;
    return true;
}

static bool opt_trace(parse_state *p, const char *v)
{
    (void)v;
    p->a->trace = true;
    return true;
}

/* One ":N" or ":len>=L" part of --until (each at most once); false when it is neither. */
static bool until_part(cli_args *a, const char *part, size_t n, bool *count)
{
    char v[32];
    if (n >= sizeof v)
        return false;
    memcpy(v, part, n);
    v[n] = '\0';
    if (strncmp(v, "len>=", 5) == 0)
        return a->until_len == 0 && parse_u64(v + 5, 1, UINT64_MAX, false, &a->until_len);
    bool first = !*count;
    *count = true;
    return first && parse_u64(v, 1, UINT64_MAX, false, &a->until_n);
}

/*
 * EVENT, then :N (the N-th step raising it, N from 1) and :len>=L (only its
 * steps of size L or more) in either order; the event, and that it has a
 * size, are checked once the chain is known (check_until).
 */
static bool opt_until(parse_state *p, const char *v)
{
    cli_args *a = p->a;
    const char *colon = strchr(v, ':');
    bool ok = colon != v && *v, count = false;
    a->until = v;
    a->until_n = 1;
    a->until_len = 0;
    for (const char *part = colon; ok && part; part = strchr(part + 1, ':')) {
        const char *end = strchr(part + 1, ':');
        ok = until_part(a, part + 1, end ? (size_t)(end - part - 1) : strlen(part + 1), &count);
    }
    if (!ok)
        return fail_flag(p, "--until", v, "expected EVENT, EVENT:N, EVENT:len>=L or EVENT:len>=L:N, N and L whole "
                                          "numbers from 1 (the events and their sizes: mazeviz --list-events ID)");
    return true;
}

const sm_algo *cli_find_any(const char *id)
{
    for (size_t i = 0; i < gen_algo_count; i++) /* ids first: "dfs" is the solver, and the backtracker's alias */
        if (strcmp(gen_algos[i]->id, id) == 0)
            return gen_algos[i];
    for (size_t i = 0; i < solve_algo_count; i++)
        if (strcmp(solve_algos[i]->id, id) == 0)
            return solve_algos[i];
    if (strcmp(id, gen_braid.id) == 0)
        return &gen_braid;
    const sm_algo *al = gen_find(id);
    return al ? al : solve_find(id);
}

const sm_algo *cli_last_algo(const cli_args *a)
{
    return a->solver ? a->solver : a->braid > 0 ? &gen_braid : a->algo;
}

/* Modes exclude each other: --headless --stats is a mistake, not a choice. */
static bool set_mode(parse_state *p, run_mode m, const char *flag)
{
    if (p->mode_flag && p->a->mode != m)
        return fail(p, "%s cannot be combined with %s", flag, p->mode_flag);
    p->a->mode = m;
    p->mode_flag = flag;
    return true;
}
static bool opt_screenshot(parse_state *p, const char *v)
{
    if (!set_mode(p, RUN_SCREENSHOT, "--screenshot"))
        return false;
    size_t n = strlen(v);
    if (n < 5 || v[n - 5] == '/' || strcasecmp(v + n - 4, ".png") != 0)
        return fail(p, "bad --screenshot '%s': %s", v, "expected a file name ending in .png");
    p->a->screenshot = v;
    return true;
}

static bool opt_gif(parse_state *p, const char *v)
{
    if (!set_mode(p, RUN_GIF, "--gif"))
        return false;
    if (!*v)
        return fail(p, "bad --gif '%s': %s", v, "expected a .gif file name");
    p->a->gif = v; /* a file's name must end in .gif: app_gif.c checks once it knows what v names */
    return true;
}

static bool opt_steps_per_frame(parse_state *p, const char *v)
{
    if (!parse_u64(v, 1, UINT64_MAX, false, &p->a->steps_per_frame))
        return fail(p, "bad --steps-per-frame '%s': %s", v, "expected a whole number from 1");
    return true;
}

static bool opt_frames(parse_state *p, const char *v)
{
    if (!parse_u64(v, 2, 100000, false, &p->a->frames))
        return fail(p, "bad --frames '%s': %s", v, "expected a whole number from 2 to 100000");
    return true;
}

static bool opt_fps(parse_state *p, const char *v)
{
    uint64_t f;
    if (!parse_u64(v, 1, 50, false, &f))
        return fail(p, "bad --fps '%s': %s", v, "expected frames per second from 1 to 50");
    p->a->fps = (int)f;
    return true;
}

static bool opt_hold(parse_state *p, const char *v)
{
    uint64_t s;
    if (!parse_u64(v, 0, 600, false, &s))
        return fail(p, "bad --hold '%s': %s", v, "expected seconds from 0 to 600");
    p->a->hold_s = (int)s;
    return true;
}

/* --serve [ADDR:]PORT: an IPv4 address (default every interface) and a port 1..65535. */
static bool opt_serve(parse_state *p, const char *v)
{
    const char *colon = strrchr(v, ':'), *port = colon ? colon + 1 : v;
    uint64_t n;
    unsigned char b[4];
    char addr[16] = "";
    size_t alen = colon ? (size_t)(colon - v) : 0;
    bool addr_ok = !colon || (alen > 0 && alen < sizeof addr);
    if (addr_ok && colon) {
        memcpy(addr, v, alen);
        char tail;
        addr_ok = sscanf(addr, "%hhu.%hhu.%hhu.%hhu%c", &b[0], &b[1], &b[2], &b[3], &tail) == 4 &&
                  strspn(addr, "0123456789.") == alen;
    }
    if (!addr_ok || !parse_u64(port, 1, 65535, false, &n))
        return fail(p, "bad --serve '%s': %s", v, "expected [ADDR:]PORT, an IPv4 address and a port 1..65535 (8000, 127.0.0.1:8000)");
    p->a->serve = v;
    p->a->serve_port = (int)n;
    snprintf(p->a->serve_addr, sizeof p->a->serve_addr, "%s", colon ? addr : "0.0.0.0");
    return true;
}

static bool opt_site(parse_state *p, const char *v)
{
    if (!*v)
        return fail(p, "bad --site '%s': %s", v, "expected the web edition's directory (build-web/site)");
    p->a->site = v;
    return true;
}

static bool opt_class_report(parse_state *p, const char *v)
{
    if (!*v)
        return fail(p, "bad --class-report '%s': %s", v, "expected a file name (report.csv)");
    p->a->class_report = v;
    return true;
}

static bool opt_record_dir(parse_state *p, const char *v)
{
    if (!*v)
        return fail(p, "bad --record-dir '%s': %s", v, "expected a directory");
    p->a->record_dir = v;
    return true;
}

static bool opt_svg_px(parse_state *p, const char *v, int *out, const char *flag, uint64_t lo)
{
    uint64_t px;
    if (!parse_u64(v, lo, 1000, false, &px)) {
        char why[48];
        snprintf(why, sizeof why, "expected pixels from %" PRIu64 " to 1000", lo);
        return fail_flag(p, flag, v, why);
    }
    *out = (int)px;
    return true;
}

static bool opt_svg_cell(parse_state *p, const char *v) { return opt_svg_px(p, v, &p->a->svg_cell, "--svg-cell", 2); }
static bool opt_svg_wall(parse_state *p, const char *v) { return opt_svg_px(p, v, &p->a->svg_wall, "--svg-wall", 1); }

static bool opt_list_events(parse_state *p, const char *v)
{
    if (!set_mode(p, RUN_LIST_EVENTS, "--list-events"))
        return false;
    if ((p->a->list_events = cli_find_any(v)))
        return true;
    return fail(p, "unknown algorithm '%s' for --list-events: %s", v,
                "give a generator (--list-algos), a solver (--list-solvers) or braid");
}

static bool opt_headless(parse_state *p, const char *v) { (void)v; return set_mode(p, RUN_HEADLESS, "--headless"); }
static bool opt_list(parse_state *p, const char *v) { (void)v; return set_mode(p, RUN_LIST, "--list-algos"); }
static bool opt_list_solvers(parse_state *p, const char *v) { (void)v; return set_mode(p, RUN_LIST_SOLVERS, "--list-solvers"); }
static bool opt_list_grids(parse_state *p, const char *v) { (void)v; return set_mode(p, RUN_LIST_GRIDS, "--list-grids"); }
static bool opt_list_lessons(parse_state *p, const char *v)
{
    (void)v;
    return set_mode(p, RUN_LIST_LESSONS, "--list-lessons");
}
static bool opt_stats(parse_state *p, const char *v) { (void)v; return set_mode(p, RUN_STATS, "--stats"); }
static bool opt_uniformity(parse_state *p, const char *v) { (void)v; return set_mode(p, RUN_UNIFORMITY, "--uniformity"); }
static bool opt_solver_table(parse_state *p, const char *v) { (void)v; return set_mode(p, RUN_SOLVER_TABLE, "--solver-table"); }
static bool opt_help(parse_state *p, const char *v) { (void)v; return set_mode(p, RUN_HELP, "--help"); }
static bool opt_version(parse_state *p, const char *v) { (void)v; return set_mode(p, RUN_VERSION, "--version"); }
static bool opt_fullscreen(parse_state *p, const char *v)
{
    (void)v;
    p->a->fullscreen = true;
    return true;
}

static bool opt_style(parse_state *p, const char *v)
{
    if (strcmp(v, "thin") == 0)
        p->a->style = 0;
    else if (strcmp(v, "block") == 0)
        p->a->style = 1;
    else
        return fail(p, "bad --style '%s': %s", v, "expected thin or block");
    return true;
}

static bool opt_state(parse_state *p, const char *v)
{
    p->state_label = "--state";
    return state_apply(p, v);
}

static bool opt_print_state(parse_state *p, const char *v)
{
    (void)v;
    p->a->print_state = true;
    return true;
}

static bool opt_lesson(parse_state *p, const char *v)
{
    if (!*v)
        return fail(p, "bad --lesson '%s': %s", v, "expected a lesson file");
    p->a->lesson = v;
    return true;
}

static bool opt_slide(parse_state *p, const char *v)
{
    if (!parse_u64(v, 1, 1000000, false, &p->a->slide))
        return fail(p, "bad --slide '%s': %s", v, "expected a slide number from 1");
    return true;
}

static bool opt_check(parse_state *p, const char *v) { (void)v; return set_mode(p, RUN_LESSON_CHECK, "--check"); }

static bool opt_exercise(parse_state *p, const char *v)
{
    (void)v;
    p->a->exercise = true;
    return true;
}

/* A word or a name: one line of printable text (a name is in every code and CSV row). */
static bool text_ok(const char *v)
{
    if (!*v || strlen(v) > CLI_NAME_MAX)
        return false;
    for (const unsigned char *u = (const unsigned char *)v; *u; u++)
        if (*u < 0x20 || *u == 0x7f)
            return false;
    return true;
}

static bool opt_class_seed(parse_state *p, const char *v)
{
    if (!text_ok(v))
        return fail(p, "bad --class-seed '%s': %s", v, "expected a word of 1 to 64 bytes, no control characters");
    p->a->class_seed = v;
    return true;
}

static bool opt_name(parse_state *p, const char *v)
{
    if (!text_ok(v))
        return fail(p, "bad --name '%s': %s", v, "expected a name of 1 to 64 bytes, no control characters");
    p->a->name = v;
    return true;
}

/* A code's moves (exercise.h; "-": none answered): checked when they are replayed (cli_prepare). */
static bool opt_moves(parse_state *p, const char *v)
{
    if (strcmp(v, "-") != 0 && strspn(v, "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_.*") != strlen(v))
        return fail(p, "bad --moves '%s': %s", v, "expected an exercise code's moves (0-9 a-z A-Z _ . *, or -)");
    p->a->moves = strcmp(v, "-") == 0 ? "" : v;
    return true;
}

static bool opt_grade(parse_state *p, const char *v)
{
    if (!set_mode(p, RUN_GRADE, "--grade"))
        return false;
    if (!*v)
        return fail(p, "bad --grade '%s': %s", v, "expected a file of lines NAME<TAB>CODE, or a CSV with name and code");
    p->a->grade = v;
    return true;
}

/*
 * Where a flag does something. A run's context is its mode, refined where
 * the flags that matter differ: --screenshot with --lab (its own tiny
 * grids, no solver, no braid) or --compare (panes of the listed generators,
 * no solver, no panel), --headless as text, --format svg or --trace (a
 * table of one run's steps). The window with --lab or --compare keeps the
 * single maze's flags: U and C go back to it.
 * Each row of flags[] lists the contexts it applies to; a flag given in
 * any other context does nothing there, so it is an error (exit 2). A new
 * flag is one row; a new mode is one context (name and context_of()).
 */
typedef enum context {
    CTX_WINDOW, CTX_WINDOW_COMPARE, CTX_WINDOW_RACE, CTX_WINDOW_LAB,
    CTX_SCREENSHOT, CTX_SCREENSHOT_COMPARE, CTX_SCREENSHOT_RACE, CTX_SCREENSHOT_LAB,
    CTX_GIF, CTX_HEADLESS, CTX_HEADLESS_SVG, CTX_HEADLESS_TRACE, CTX_EXERCISE, CTX_STATS, CTX_UNIFORMITY,
    CTX_SOLVER_TABLE, CTX_LIST, CTX_LIST_SOLVERS, CTX_LIST_GRIDS, CTX_LIST_EVENTS, CTX_HELP, CTX_VERSION,
    CTX_LESSON_CHECK, CTX_LIST_LESSONS, CTX_SERVE, CTX_GRADE, CTX_COUNT
} context;

/* How messages name a context: "--size does not go with --screenshot --lab". */
static const char *const context_names[CTX_COUNT] = {
    "the window", "--compare", "--compare-solvers", "--lab",
    "--screenshot", "--screenshot --compare", "--screenshot --compare-solvers", "--screenshot --lab",
    "--gif", "--headless", "--format svg", "--headless --trace", "--headless --exercise", "--stats",
    "--uniformity", "--solver-table", "--list-algos", "--list-solvers", "--list-grids", "--list-events",
    "--help", "--version", "--check", "--list-lessons", "--headless --serve", "--grade",
};

static context context_of(const cli_args *a)
{
    switch (a->mode) {
    case RUN_WINDOW:
        return a->lab                  ? CTX_WINDOW_LAB
             : a->compare_n            ? CTX_WINDOW_COMPARE
             : a->compare_solvers_n    ? CTX_WINDOW_RACE
                                       : CTX_WINDOW;
    case RUN_SCREENSHOT:
        return a->lab                  ? CTX_SCREENSHOT_LAB
             : a->compare_n            ? CTX_SCREENSHOT_COMPARE
             : a->compare_solvers_n    ? CTX_SCREENSHOT_RACE
                                       : CTX_SCREENSHOT;
    case RUN_HEADLESS:
        if (a->serve)
            return CTX_SERVE;
        if (a->exercise)
            return CTX_EXERCISE;
        if (a->trace)
            return CTX_HEADLESS_TRACE;
        /* a grid other than the rectangle draws SVG unless --format says otherwise (check_grid) */
        return a->format == FORMAT_SVG || (!grid_offers(a->grid, GRID_CAP_TEXT, false) && !a->format_given) ? CTX_HEADLESS_SVG
                                                                                     : CTX_HEADLESS;
    case RUN_GIF: return CTX_GIF;
    case RUN_STATS: return CTX_STATS;
    case RUN_UNIFORMITY: return CTX_UNIFORMITY;
    case RUN_SOLVER_TABLE: return CTX_SOLVER_TABLE;
    case RUN_LIST: return CTX_LIST;
    case RUN_LIST_SOLVERS: return CTX_LIST_SOLVERS;
    case RUN_LIST_GRIDS: return CTX_LIST_GRIDS;
    case RUN_LIST_EVENTS: return CTX_LIST_EVENTS;
    case RUN_HELP: return CTX_HELP;
    case RUN_VERSION: return CTX_VERSION;
    case RUN_LESSON_CHECK: return CTX_LESSON_CHECK;
    case RUN_GRADE: return CTX_GRADE;
    case RUN_LIST_LESSONS: return CTX_LIST_LESSONS;
    }
    return CTX_HELP;
}

#define C(ctx) (1u << CTX_##ctx)
#define WIN (C(WINDOW) | C(WINDOW_COMPARE) | C(WINDOW_RACE) | C(WINDOW_LAB))
#define SHOT (C(SCREENSHOT) | C(SCREENSHOT_COMPARE) | C(SCREENSHOT_RACE) | C(SCREENSHOT_LAB))
#define LAB (C(WINDOW_LAB) | C(SCREENSHOT_LAB))
#define COMPARE (C(WINDOW_COMPARE) | C(SCREENSHOT_COMPARE))
#define RACE (C(WINDOW_RACE) | C(SCREENSHOT_RACE)) /* --compare-solvers: solvers on one maze */
#define SHOT_ONE C(SCREENSHOT) /* a picture of the single maze only */
#define HEADLESS (C(HEADLESS) | C(HEADLESS_SVG) | C(HEADLESS_TRACE))
#define MAZES (C(HEADLESS) | C(HEADLESS_SVG)) /* --headless writing mazes (not --trace) */
#define EXERCISE C(EXERCISE) /* --headless --exercise: the student performs the steps */
#define MAZE (WIN | SHOT | C(GIF) | HEADLESS | EXERCISE | C(STATS) | C(UNIFORMITY) | C(SOLVER_TABLE))
#define PICTURE (WIN | SHOT | C(GIF))
#define ANY ((1u << CTX_COUNT) - 1) /* the flags that choose a mode */

/*
 * The flags. A row without a handler is a value of another flag that
 * applies to fewer contexts (--opt braid=P); apply_opts() marks it given.
 */
static const struct flag {
    const char *name;
    const char *alt;
    bool takes_value;
    handler fn;
    unsigned contexts;
} flags[] = {
    {"--headless", NULL, false, opt_headless, ANY},
    {"--list-algos", NULL, false, opt_list, ANY},
    {"--stats", NULL, false, opt_stats, ANY},
    {"--uniformity", NULL, false, opt_uniformity, ANY},
    {"--solver-table", NULL, false, opt_solver_table, ANY},
    {"--help", "-h", false, opt_help, ANY},
    {"--version", "-V", false, opt_version, ANY},
    {"--screenshot", NULL, true, opt_screenshot, ANY},
    {"--algo", "-a", true, opt_algo, MAZE & ~C(SCREENSHOT_COMPARE)},
    {"--size", "-s", true, opt_size, MAZE & ~C(SCREENSHOT_LAB)},
    {"--grid", NULL, true, opt_grid, MAZE},
    {"--mask", NULL, true, opt_mask, MAZE},
    {"--mask-text", NULL, true, opt_mask_text, MAZE},
    {"--seed", NULL, true, opt_seed, MAZE},
    {"--opt", NULL, true, opt_opt, MAZE},
    {"--opt braid=P", NULL, true, NULL, MAZE & ~C(SCREENSHOT_LAB) & ~C(SCREENSHOT_COMPARE) & ~C(UNIFORMITY)},
    {"--count", "-n", true, opt_count, MAZES | C(STATS) | C(UNIFORMITY) | C(SOLVER_TABLE)},
    {"--format", "-f", true, opt_format, MAZES | C(SOLVER_TABLE)},
    {"--output", "-o", true, opt_output, HEADLESS | C(GRADE)},
    {"--speed", NULL, true, opt_speed, WIN},
    {"--fullscreen", NULL, false, opt_fullscreen, WIN},
    {"--cell", NULL, true, opt_cell, PICTURE & ~C(SCREENSHOT_LAB)},
    {"--steps", NULL, true, opt_steps, SHOT | WIN},
    {"--until", NULL, true, opt_until, C(WINDOW) | C(SCREENSHOT) | C(GIF)},
    {"--trace", NULL, false, opt_trace, C(HEADLESS_TRACE)},
    {"--list-events", NULL, true, opt_list_events, ANY},
    {"--list-solvers", NULL, false, opt_list_solvers, ANY},
    {"--list-grids", NULL, false, opt_list_grids, ANY},
    {"--list-lessons", NULL, false, opt_list_lessons, ANY},
    {"--solve", NULL, true, opt_solve, WIN | SHOT_ONE | HEADLESS | EXERCISE},
    {"--from", NULL, true, opt_from,
     WIN | SHOT_ONE | C(SCREENSHOT_RACE) | HEADLESS | EXERCISE | C(STATS) | C(SOLVER_TABLE)},
    {"--to", NULL, true, opt_to, WIN | SHOT_ONE | C(SCREENSHOT_RACE) | HEADLESS | EXERCISE | C(STATS) | C(SOLVER_TABLE)},
    {"--gif", NULL, true, opt_gif, ANY},
    {"--steps-per-frame", NULL, true, opt_steps_per_frame, C(GIF)},
    {"--frames", NULL, true, opt_frames, C(GIF)},
    {"--fps", NULL, true, opt_fps, C(GIF)},
    {"--hold", NULL, true, opt_hold, C(GIF)},
    {"--record-dir", NULL, true, opt_record_dir, WIN},
    {"--svg-cell", NULL, true, opt_svg_cell, C(HEADLESS_SVG)},
    {"--svg-wall", NULL, true, opt_svg_wall, C(HEADLESS_SVG)},
    {"--view", NULL, true, opt_view, HEADLESS | C(WINDOW) | C(SCREENSHOT) | C(GIF) | COMPARE},
    {"--plot", NULL, true, opt_plot, C(UNIFORMITY) | HEADLESS},
    {"--window", NULL, true, opt_window, PICTURE},
    {"--lang", NULL, true, opt_lang, PICTURE | C(HEADLESS_TRACE) | EXERCISE | C(LIST_LESSONS) | C(SOLVER_TABLE)},
    {"--panel", NULL, true, opt_panel, WIN | SHOT_ONE | C(GIF)},
    {"--chart", NULL, true, opt_chart, WIN | SHOT_ONE | C(GIF)},
    {"--structure", NULL, true, opt_structure, WIN | SHOT_ONE | C(GIF)},
    {"--theme", NULL, true, opt_theme, PICTURE},
    {"--back", NULL, true, opt_back, C(SCREENSHOT) | C(SCREENSHOT_COMPARE) | C(SCREENSHOT_RACE)},
    {"--compare", NULL, true, opt_compare, COMPARE},
    {"--compare-solvers", NULL, true, opt_compare_solvers, RACE},
    {"--lab", NULL, false, opt_lab, LAB},
    {"--predict", NULL, false, opt_predict, C(WINDOW) | C(SCREENSHOT)},
    {"--play", NULL, false, opt_play, C(WINDOW) | C(SCREENSHOT)},
    {"--style", NULL, true, opt_style, PICTURE},
    {"--state", NULL, true, opt_state, PICTURE | MAZES},
    {"--print-state", NULL, false, opt_print_state, PICTURE},
    {"--script", NULL, true, opt_script, HEADLESS | C(STATS) | C(UNIFORMITY)},
    {"--serve", NULL, true, opt_serve, C(SERVE)},
    {"--site", NULL, true, opt_site, C(SERVE)},
    {"--class-report", NULL, true, opt_class_report, C(SERVE)},
    {"--lesson", NULL, true, opt_lesson, PICTURE | C(LESSON_CHECK)},
    {"--slide", NULL, true, opt_slide, PICTURE},
    {"--check", NULL, false, opt_check, ANY},
    {"--exercise", NULL, false, opt_exercise, EXERCISE | C(WINDOW) | SHOT_ONE},
    {"--class-seed", NULL, true, opt_class_seed, EXERCISE | C(WINDOW) | SHOT_ONE | C(GRADE)},
    {"--name", NULL, true, opt_name, EXERCISE | PICTURE | MAZES},
    {"--moves", NULL, true, opt_moves, PICTURE | MAZES},
    {"--grade", NULL, true, opt_grade, ANY},
};

#define NFLAGS (sizeof flags / sizeof flags[0])

const char cli_usage[] =
    "usage: mazeviz [--algo ID] [--size WxH] [--seed N] [--opt KEY=VALUE]...\n"
    "               [--grid rect|hex|triangle|polar] [--mask FILE | --mask-text TEXT]\n"
    "               [--speed S] [--cell PX] [--fullscreen] [--steps K]  open the visualizer\n"
    "               [--window WxH] [--lang en|zh] [--panel on|off] [--theme classic|projector]\n"
    "       mazeviz --headless [--algo ID] [--size WxH] [--seed N] [--count N]\n"
    "               [--format ascii|unicode|svg|json] [--output FILE]  print mazes\n"
    "       mazeviz --screenshot FILE.png [--steps K [--back J]] [...]  one PNG, no window\n"
    "       mazeviz --gif FILE.gif [--steps-per-frame N | --frames N] [--fps F]\n"
    "               [--hold S] [--window WxH] [...]      animate a whole run, no window\n"
    "       mazeviz --stats [--algo ID] [--size WxH] [--count N] [--seed N]\n"
    "                                                  dead ends, junctions, paths\n"
    "       mazeviz --uniformity --algo ID [--size WxH] [--count N] [--seed N] [--opt K=V]...\n"
    "                                  count each spanning tree, chi-square test\n"
    "       mazeviz --solver-table [--algo ID] [--size WxH] [--count N] [--seed N]\n"
    "               [--opt braid=P] [--from X,Y] [--to X,Y] [--format csv]  every solver\n"
    "       mazeviz --headless --solve SOLVER [--from X,Y] [--to X,Y] [...]\n"
    "                                                  print the maze with the path\n"
    "       mazeviz --headless --trace [--lang en|zh] [...]  one line per step\n"
    "       mazeviz --list-algos | --list-solvers | --list-grids | --list-events ID | --list-lessons\n"
    "               | --help | --version\n"
    "\n"
    "  -a, --algo ID       algorithm id (see --list-algos); default wilson\n"
    "  -s, --size WxH      cells across and down, 1..32768 each; default 30x20\n"
    "      --seed N        64-bit seed; default random, printed to stderr\n"
    "  -n, --count N       N mazes from seeds N0, N0+1, ... separated by a blank line\n"
    "                      (--stats: mazes per algorithm, default 20;\n"
    "                      --uniformity: mazes in all, default 10000; --solver-table: 100)\n"
    "  -f, --format F      ascii (# walls), unicode (full blocks), svg (one file per maze:\n"
    "                      --count N needs --output NAME-%d.svg) or json (one object per\n"
    "                      line: cells, polygons, neighbours, passages); default ascii,\n"
    "                      svg on other grids than rect (ascii and unicode draw rectangles)\n"
    "  -o, --output FILE   write there instead of stdout (all or nothing)\n"
    "      --opt KEY=VAL   an algorithm option (see --list-algos)\n"
    "      --speed S       steps per frame: 1/32 ... 1/2, 1, 2, 4 ... 1048576; default 1\n"
    "      --cell PX       cell size in pixels; default fits the window\n"
    "      --fullscreen    open the window full screen\n"
    "      --steps-per-frame N  --gif: one frame every N steps; default 1\n"
    "      --frames N      --gif: N frames spread evenly over the run instead\n"
    "      --fps F         --gif: frames per second, 1..50; default 30\n"
    "      --hold S        --gif: show the finished maze S seconds, 0..600; default 3\n"
    "      --record-dir D  where the G key saves recordings; default the current directory\n"
    "      --svg-cell PX   --format svg: cell size in pixels; default 20\n"
    "      --svg-wall PX   --format svg: wall px, at most half a cell; default 2\n"
    "      --uniformity    one line 'tree ID open MASK count N' per spanning tree of a\n"
    "                      small grid (default 3x3; at most 4096 trees), then\n"
    "                      'first_p_below_0.001_at=N|never' and 'chi2=X df=D p=P'\n"
    "      --opt braid=P   any algorithm: then open each dead end with probability P %\n"
    "                      (0..100, default 0: a perfect maze; above 0 the maze has loops)\n"
    "      --solve ID      solve it after generating (--list-solvers; distance: colouring\n"
    "                      by distance); --headless marks the path with '.' or '\xc2\xb7'\n"
    "      --from X,Y      start cell, 0-based; default 0,0 (top left)\n"
    "      --to X,Y        goal cell; default the bottom-right cell (--stats: the solution\n"
    "                      column measures from --from to --to)\n";

/* More of --help (one literal may hold at most 4095 characters in ISO C). */
const char cli_usage_more[] =
    "      --steps K       --screenshot: stop after K steps (of --solve's solver); the\n"
    "                      window: open paused at step K\n"
    "      --view maze|tree  tree draws the maze as its spanning tree: nodes at the cells'\n"
    "                      centres, passages as edges, walls hidden. The window (key V),\n"
    "                      --screenshot, --gif and --compare's panes: while it is made, in\n"
    "                      the maze's colours; --headless: an SVG, nodes coloured by\n"
    "                      distance, the longest path or the --solve path\n"
    "      --back J        with --screenshot: then step back J steps (exactly as undone)\n"
    "      --solver-table  every solver (--list-solvers) on the same --count mazes (default\n"
    "                      100) from --from to --to, one aligned row each: mazes solved,\n"
    "                      mean path length over the shortest (solved mazes), mean cells\n"
    "                      visited, mean steps; --format csv: a header row, then\n"
    "                      solver,solved,length_ratio,visited,steps per solver\n"
    "      --opt K=A,B,... --uniformity: sweep option K, one lab per value on the same\n"
    "                      seeds, one line each 'K=A chi2=X df=D chi2_per_df=R p=P\n"
    "                      first_p_below_0.001_at=N|never' (Origin Shift's mixing:\n"
    "                      --opt steps=10,30,100,auto)\n"
    "      --plot FILE.svg with a sweep: also draw it, p (log scale) and chi2/df against\n"
    "                      the values, as an SVG chart; with --trace: each figure of the\n"
    "                      run against the step (at most 2048 points, evenly spread)\n"
    "      --window WxH    window, --screenshot or --gif size in pixels; default 800x600\n"
    "      --lang L        en or zh; default from LANG / LC_ALL (zh... is Chinese)\n"
    "      --panel on|off  the pseudocode panel; default on in windows 1200 px wide or more\n"
    "      --theme T       classic (the seed's colours) or projector (high contrast,\n"
    "                      colour-blind safe); default classic\n"
    "      --compare A,B[,C,D]  the window or --screenshot in 2-4 panes: these generators on\n"
    "                      the same size and seed, stepping in lockstep (key C toggles)\n"
    "      --compare-solvers A,B[,C,D]  the window or --screenshot in 2-4 panes: these\n"
    "                      solvers (--list-solvers; ID:KEY=VALUE with an option) race on\n"
    "                      one maze (--algo, --seed, --opt braid=P) from --from to --to in\n"
    "                      lockstep (key S in compare mode toggles)\n"
    "      --lab           the window or --screenshot as the uniformity lab: --algo on a\n"
    "                      tiny grid of --grid's shape (3x3 squares, 2x4 hexagons, 4x4\n"
    "                      triangles, a ring of 6), one bar per spanning tree, live\n"
    "                      chi-square and p (key U toggles)\n"
    "      --predict       the window (or --screenshot) in predict mode: before each step\n"
    "                      the class answers which line runs next or which cell is next\n"
    "                      (key A toggles)\n"
    "      --play          the window (or --screenshot) with the maze generated, for a\n"
    "                      student to walk from --from to --to with the arrow keys or\n"
    "                      clicks (key W toggles)\n"
    "      --grid G        the grid: rect (default), hex, triangle or polar (--list-grids);\n"
    "                      every mode. --size is WxH on rect, hex and triangle (defaults\n"
    "                      30x20, 30x20, 40x20) and R or RxC on polar: R rings around a\n"
    "                      centre cell, C cells in ring 1 (4..8, default 6; default size 12);\n"
    "                      --from/--to name a polar cell RING,CELL (0,0 the centre)\n"
    "      --mask FILE     only the cells a picture marks: a text file (X or # a cell, . or\n"
    "                      space none) or a PNG (a dark pixel a cell), one cell per\n"
    "                      character or pixel (polar: stretched over the disc); the cells\n"
    "                      must form one piece\n";

/* The rest of --help's "more" part (each literal under 4095 characters). */
const char cli_usage_events[] =
    "      --mask-text T   the shape of text T in the UI font (Chinese too: 迷宫), stretched\n"
    "                      over the grid (default size: the text's proportions, 24 cells\n"
    "                      high); its pieces are joined by bridge cells along the shortest\n"
    "                      connections\n"
    "      --headless --serve [ADDR:]PORT  a class session alone: the web edition\n"
    "                      (--site DIR) and its live class on ADDR:PORT; prints 'join URL'\n"
    "                      and 'teacher URL'; --class-report FILE.csv when it ends\n"
    "      --script F.lua  a student's generator written in Lua 5.4 in place of --algo\n"
    "                      (--headless in every format, --trace, --stats, --uniformity;\n"
    "                      see docs/scripts.md); --solve F.lua: a student's solver\n"
    "      --list-grids    one line per grid: id, English name, Chinese name, --size\n"
    "      --until E[:len>=L][:N]  the window, --screenshot or --gif stop at the N-th step\n"
    "                      (default the first) that raises event E of the last machine\n"
    "                      (--solve's solver, else braid with --opt braid=P, else --algo);\n"
    "                      with len>=L only its steps of size L or more count (an erased\n"
    "                      loop's cells, a merged set's: --list-events shows the sizes);\n"
    "                      the window opens paused there, as with --steps K\n"
    "      --trace         with --headless: one line per step of the last machine instead\n"
    "                      of the maze: STEP, LINE (1-based), EVENT (ids, or -), CAPTION,\n"
    "                      tab-separated; --lang zh for Chinese captions\n"
    "      --list-events ID  an algorithm's events (generator, solver or braid): id,\n"
    "                      English and Chinese name, tab-separated; * marks the default;\n"
    "                      an event with a size adds what len>= counts (en, zh)\n";


bool args_apply_flag(parse_state *p, const char *flag, const char *key, const char *value)
{
    for (size_t i = 0; i < NFLAGS; i++)
        if (strcmp(flags[i].name, flag) == 0) {
            if (!flags[i].fn(p, value))
                return false;
            p->given[i] = true;
            p->given_key[i] = key;
            return true;
        }
    snprintf(p->err, p->errlen, "%s: no flag %s", key, flag); /* a row of cli_state_keys[] is wrong */
    return false;
}

bool cli_flag_goes(const char *flag, const cli_args *a, run_mode mode)
{
    cli_args in = *a;
    in.mode = mode;
    context ctx = context_of(&in);
    for (size_t i = 0; i < NFLAGS; i++)
        if (strcmp(flags[i].name, flag) == 0)
            return flags[i].contexts >> ctx & 1;
    return false;
}

void args_note_key(parse_state *p, const char *flag, const char *key)
{
    for (size_t i = 0; i < NFLAGS; i++)
        if (strcmp(flags[i].name, flag) == 0)
            p->given_key[i] = key;
}

bool args_parse_u64(const char *s, uint64_t lo, uint64_t hi, uint64_t *out)
{
    return parse_u64(s, lo, hi, false, out);
}

/* The state string and lessons (one literal may hold at most 4095 characters in ISO C). */
const char cli_usage_state[] =
    "      --style S       thin (walls between cells, default) or block (walls as cells)\n"
    "      --chart on|off  the panel's chart of the figures against the step (key F);\n"
    "                      default off; on turns the panel on\n"
    "      --structure on|off  the panel's stack, queue or open list as text (key I)\n"
    "      --state STRING  open a state string, what --print-state prints and the window\n"
    "                      copies with Ctrl+C: algo=ID&size=WxH&seed=N&step=K&lang=zh...;\n"
    "                      keys algo opt braid grid size mask mask-text seed solve from to\n"
    "                      compare compare-solvers lab mode step until style view theme\n"
    "                      lang panel (each the flag of that name; step is --steps, braid=P\n"
    "                      is --opt braid=P, mode=predict|play is --predict or --play);\n"
    "                      later flags override it\n"
    "      --print-state   print the state string of the other options and exit\n"
    "      --lesson FILE   a lesson: slides of states with notes (docs/teaching.md, man\n"
    "                      page); a file, or a name: wilson, search, kruskal are built in\n"
    "                      (a file of that name in the lesson directories overrides one);\n"
    "                      the window shows them (PgDn / PgUp), --screenshot and --gif one\n"
    "      --slide N       which slide: the window starts there; default 1\n"
    "      --check         with --lesson: check the lesson (every mistake, one line each)\n"
    "                      and print its number of slides\n"
    "      --list-lessons  the lessons --lesson NAME finds: name, title (in --lang),\n"
    "                      slides, where it comes from (built in, or its file)\n";

/* Exercises and grading (issue 31). */
const char cli_usage_exercise[] =
    "      --exercise      the student performs every step that decides something (of\n"
    "                      --solve's solver, else of --algo): in the window by clicking the\n"
    "                      cell, the wall or the action's button (K); with --headless as lines: 'ask\n"
    "                      STEP<TAB>QUESTION<TAB>LEGAL...' (cells x,y - on other grids the\n"
    "                      ids of --format json -, walls x,y-x,y, words open keep back hunt),\n"
    "                      one answer line each on stdin, 'right' or 'wrong EXPECTED<TAB>WHY';\n"
    "                      at the end 'score RIGHT/ASKED' and 'code CODE' (a state string)\n"
    "      --class-seed W  with --name: the seed is derived from W and the name, so every\n"
    "                      student has another maze and the teacher can replay it\n"
    "      --name NAME     the student's name, kept in the completion code\n"
    "      --moves M       a completion code's moves (its moves key): --state CODE opens the\n"
    "                      maze the exercise made (the window, --screenshot, --headless)\n"
    "      --grade FILE    replay every code of FILE (lines NAME<TAB>CODE, or a CSV with\n"
    "                      columns name and code) and write CSV name,algo,grid,size,seed,\n"
    "                      asked,right,score,valid,reason to stdout or --output; with\n"
    "                      --class-seed W a code whose seed is not W's for its name is not valid\n";

static const struct flag *find_flag(const char *arg, const char **inline_value)
{
    *inline_value = NULL;
    for (size_t i = 0; i < NFLAGS; i++) {
        const struct flag *f = &flags[i];
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

/* What algorithm a allows for --opt, as "key=v1|v2; key2=..." */
static void allowed_opts(const gen_algo *a, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t k = 0; k < a->n_options && used < len; k++) {
        const gen_option *o = &a->options[k];
        used += (size_t)snprintf(buf + used, len - used, "%s%s=", k ? "; " : "", o->key);
        for (size_t v = 0; o->values[v] && used < len; v++)
            used += (size_t)snprintf(buf + used, len - used, "%s%s", v ? "|" : "", o->values[v]);
        if (o->most && used < len)
            used += (size_t)snprintf(buf + used, len - used, "|0..%" PRIu64, o->most);
    }
    snprintf(buf + (used < len ? used : len - 1), len - (used < len ? used : len - 1),
             "%sbraid=0..100", a->n_options ? "; " : "");
}

/*
 * Whether the --opt values go to several algorithms, each taking the ones
 * it has: every algorithm for --stats without --algo, the panes of
 * --compare. Otherwise they go to --algo alone.
 */
static bool opts_for_many(const cli_args *c)
{
    return (c->mode == RUN_STATS && !c->algo_given) || c->compare_n > 0;
}

/* Whether one of the algorithms opts_for_many() names takes opt. */
static bool some_algo_takes(const cli_args *c, const char *opt)
{
    size_t n = c->compare_n > 0 ? (size_t)c->compare_n : gen_algo_count;
    for (size_t i = 0; i < n; i++) {
        gen_settings s = gen_default_settings();
        if (gen_parse_option(c->compare_n > 0 ? c->compare[i] : gen_algos[i], opt, &s))
            return true;
    }
    return false;
}

/* --opt braid=P: every generator takes it (where it applies: see the flags table). */
static bool apply_braid(parse_state *p, const char *opt)
{
    uint64_t pct;
    if (!parse_u64(opt + 6, 0, 100, false, &pct))
        return fail(p, "bad --opt '%s': %s", opt, "braid takes a percentage, a whole number from 0 to 100");
    p->a->braid = (unsigned)pct;
    return true;
}

/*
 * --uniformity --opt KEY=A,B,...: the values of one option to sweep, one
 * lab each (the mixing lesson: steps=10,100,1000,auto). Every value is
 * checked as KEY=VALUE now; lab_cli.c applies them in turn.
 */
static bool sweep_opt(parse_state *p, const char *kv)
{
    cli_args *c = p->a;
    char v[CLI_ESCAPE_MAX + 16], one[160], allowed[512];
    cli_escape(v, sizeof v, kv);
    const char *eq = strchr(kv, '=');
    if (c->sweep)
        return fail(p, "bad --opt '%s': %s", v, "--uniformity sweeps one option at a time");
    size_t klen = eq ? (size_t)(eq - kv) : 0, n = 0;
    for (const char *at = eq ? eq + 1 : kv;;) {
        const char *comma = strchr(at, ',');
        size_t len = comma ? (size_t)(comma - at) : strlen(at);
        gen_settings s = c->settings;
        if (++n > CLI_MAX_SWEEP)
            return fail(p, "bad --opt '%s': %s", v, "a sweep takes at most 16 values");
        if (!eq || len == 0 || klen + len + 2 > sizeof one ||
            (snprintf(one, sizeof one, "%.*s=%.*s", (int)klen, kv, (int)len, at), !gen_parse_option(c->algo, one, &s))) {
            allowed_opts(c->algo, allowed, sizeof allowed);
            snprintf(p->err, p->errlen, "bad --opt '%s' for %s: a sweep is KEY=A,B,... with values allowed "
                     "for the option (%s)", v, c->algo->id, allowed);
            return false;
        }
        if (!comma)
            break;
        at = comma + 1;
    }
    c->sweep = kv;
    return true;
}

/* --plot draws a sweep, or a traced run's figures. */
static bool check_plot(parse_state *p)
{
    if (p->a->plot && p->a->mode == RUN_UNIFORMITY && !p->a->sweep)
        return fail(p, "--plot draws a sweep: %s%s", "give --opt KEY=A,B,... (e.g. steps=10,100,auto)", "");
    if (p->a->plot && p->a->mode == RUN_HEADLESS && !p->a->trace)
        return fail(p, "--plot in --headless draws a traced run's figures: %s%s", "add --trace", "");
    return true;
}

/*
 * Checks the --opt values once the algorithms are known. Where they go to
 * several algorithms (opts_for_many), an option none of them has is an
 * error; with --compare, --algo (the window's single maze after C) also
 * takes the ones it has.
 */
static bool apply_opts(parse_state *p)
{
    cli_args *c = p->a;
    bool many = opts_for_many(c);
    for (size_t i = 0; i < c->nopts; i++) {
        if (strncmp(c->opts[i], "braid=", 6) == 0) {
            if (!apply_braid(p, c->opts[i]))
                return false;
            continue;
        }
        if (c->mode == RUN_UNIFORMITY && strchr(c->opts[i], ',')) {
            if (!sweep_opt(p, c->opts[i]))
                return false;
            continue;
        }
        if (many && c->compare_n > 0)
            gen_parse_option(c->algo, c->opts[i], &c->settings);
        if (many ? some_algo_takes(c, c->opts[i]) : gen_parse_option(c->algo, c->opts[i], &c->settings))
            continue;
        if (many)
            return fail(p, "bad --opt '%s': %s", c->opts[i],
                        c->compare_n > 0 ? "none of the --compare algorithms takes it (see mazeviz --list-algos)"
                                         : "no algorithm takes it (see mazeviz --list-algos)");
        char allowed[512], v[CLI_ESCAPE_MAX + 16];
        allowed_opts(c->algo, allowed, sizeof allowed);
        cli_escape(v, sizeof v, c->opts[i]);
        snprintf(p->err, p->errlen, "bad --opt '%s' for %s: allowed %s", v, c->algo->id, allowed);
        return false;
    }
    return true;
}

bool cli_settings_for(const cli_args *a, const gen_algo *al, gen_settings *s)
{
    *s = gen_default_settings();
    if (!opts_for_many(a)) {
        if (al == a->algo)
            *s = a->settings;
        return al == a->algo;
    }
    bool selected = a->compare_n == 0;
    for (int i = 0; i < a->compare_n; i++)
        selected = selected || a->compare[i] == al;
    for (size_t i = 0; selected && i < a->nopts; i++)
        gen_parse_option(al, a->opts[i], s);
    return selected;
}

/*
 * --format svg: a wall at most half a cell thick (a thicker one covers
 * the passages: --svg-wall 1000 --svg-cell 2 was a black picture).
 */
static bool check_svg(parse_state *p)
{
    cli_args *a = p->a;
    int cell = a->svg_cell ? a->svg_cell : SVG_CELL_DEFAULT, wall = a->svg_wall ? a->svg_wall : SVG_WALL_DEFAULT;
    if (a->format != FORMAT_SVG || 2 * wall <= cell)
        return true;
    if (a->svg_wall)
        snprintf(p->err, p->errlen, "bad --svg-wall '%d': a wall is at most half a cell thick "
                 "(--svg-cell %d: at most %d)", wall, cell, cell / 2);
    else
        snprintf(p->err, p->errlen, "bad --svg-cell '%d': a cell is at least twice the wall "
                 "(--svg-wall %d: at least %d)", cell, wall, 2 * wall);
    return false;
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

/* " (only with A, B or C)" for a flag that applies to at most three contexts, else a pointer to --help. */
static void where_it_goes(unsigned contexts, char *buf, size_t len)
{
    size_t n = 0, k = 0, used;
    for (int c = 0; c < CTX_COUNT; c++)
        n += contexts >> c & 1;
    used = (size_t)snprintf(buf, len, "%s", n > 3 ? "; see mazeviz --help" : " (only with ");
    for (int c = 0; n <= 3 && c < CTX_COUNT && used < len; c++)
        if (contexts >> c & 1) {
            k++;
            used += (size_t)snprintf(buf + used, len - used, "%s%s", context_names[c],
                                     k == n ? ")" : k + 1 == n ? " or " : ", ");
        }
}

/* Sizes when --size is not given: for a run, and for --uniformity (the shape's). */
static void default_size(cli_args *a)
{
    const grid_sizes *d = &a->grid->sizes;
    a->w = a->mode == RUN_UNIFORMITY ? d->uw : d->w;
    a->h = a->mode == RUN_UNIFORMITY ? d->uh : d->h;
}

/* "ID works in rows and columns: ..." for a row algorithm asked for on another grid. */
bool cli_fail_rows(const gen_algo *al, const char *flag, const char *where, char *err, size_t len)
{
    snprintf(err, len, "%s %s works in rows and columns: it runs on --grid rect without a mask only, "
             "not on %s (see mazeviz --list-algos)", flag, al->id, where);
    return false;
}

/*
 * Once every flag is read: the size in the grid's terms (or the grid's
 * default), a format that draws the grid, and algorithms that fit it. The
 * text formats draw rectangles; other grids default to SVG.
 */
static bool check_grid(parse_state *p)
{
    cli_args *a = p->a;
    const grid_shape *g = a->grid;
    char where[48];
    snprintf(where, sizeof where, "a %s grid", g->id);
    if (a->mask_file && a->mask_text)
        return fail(p, "%s cannot be combined with %s", "--mask-text", "--mask");
    if (!a->size_given)
        default_size(a);
    else if (!g->size_ok(a->w, a->h))
        return fail_size(p, p->size);
    bool text = grid_offers(g, GRID_CAP_TEXT, false);
    if (!text && !a->format_given) /* (--trace writes its own lines whatever the format) */
        a->format = FORMAT_SVG;
    if (!text && a->format_given && (a->format == FORMAT_ASCII || a->format == FORMAT_UNICODE))
        return fail(p, "--format %s draws rectangular grids only: use --format svg or json for %s",
                    a->format == FORMAT_ASCII ? "ascii" : "unicode", where);
    if (a->lab && (a->mask_file || a->mask_text)) /* app_lab.c makes its own tiny grids of the shape */
        return fail(p, "--lab counts the spanning trees of tiny grids of --grid's shape: %s%s",
                    "a mask does not go with it (use --uniformity on the masked maze)", "");
    if (!sm_algo_fits_grid(a->algo, g, false) && (a->mode != RUN_STATS || a->algo_given))
        return cli_fail_rows(a->algo, "--algo", where, p->err, p->errlen);
    for (int i = 0; i < a->compare_n; i++)
        if (!sm_algo_fits_grid(a->compare[i], g, false))
            return cli_fail_rows(a->compare[i], "--compare:", where, p->err, p->errlen);
    return true;
}

/* --format csv is the solver table's; the table takes no other format (a grid's SVG default aside). */
static bool check_format(parse_state *p)
{
    cli_args *a = p->a;
    if (a->format == FORMAT_CSV && a->mode != RUN_SOLVER_TABLE)
        return fail(p, "--format csv goes with --solver-table%s%s", "", "");
    if (a->mode == RUN_SOLVER_TABLE && a->format_given && a->format != FORMAT_CSV)
        return fail(p, "--solver-table prints a table, or with --format csv comma-separated values%s%s", "", "");
    if (a->mode != RUN_HEADLESS) /* the window, --screenshot and --gif draw the tree themselves (V) */
        return true;
    if (a->view_tree && !a->format_given && !a->trace)
        a->format = FORMAT_SVG; /* the tree is a picture */
    if (a->view_tree && (a->format != FORMAT_SVG || a->trace))
        return fail(p, "--view tree draws an SVG picture: %s%s", "it goes with --format svg, not ",
                    a->trace ? "--trace" : a->format == FORMAT_JSON ? "json" : "text");
    return true;
}

/* Whether the value row r ("--opt KEY=...") was given: some --opt starts with "KEY=". */
static bool value_given(const cli_args *a, const struct flag *r)
{
    const char *key = r->name + strlen("--opt ");
    size_t len = strcspn(key, "=") + 1;
    for (size_t i = 0; i < a->nopts; i++)
        if (strncmp(a->opts[i], key, len) == 0)
            return true;
    return false;
}

/* A flag given where it does nothing is a mistake worth a message. */
static bool check_modes(parse_state *p, const bool *given)
{
    context ctx = context_of(p->a);
    for (size_t i = 0; i < NFLAGS; i++) {
        bool here = flags[i].fn ? given[i] : value_given(p->a, &flags[i]);
        if (here && !(flags[i].contexts >> ctx & 1)) {
            char where[160], key[64] = "";
            where_it_goes(flags[i].contexts, where, sizeof where);
            if (p->given_key[i]) /* given by a state string's key: name the key */
                snprintf(key, sizeof key, "%s key %s (", p->state_label, p->given_key[i]);
            snprintf(p->err, p->errlen, "%s%s%s does not go with %s%s", key, flags[i].name, *key ? ")" : "",
                     context_names[ctx], where);
            return false;
        }
    }
    return true;
}

/* The window's modes: one at a time; --play starts on the finished maze, the student solving it. */
static bool check_window_modes(parse_state *p)
{
    cli_args *a = p->a;
    int n = (a->compare_n > 0) + (a->compare_solvers_n > 0) + a->lab + a->predict + a->play;
    if (n > 1)
        return fail(p, "--compare, --compare-solvers, --lab, --predict and --play are modes of the window: %s%s",
                    "give one", "");
    if (a->play && (a->steps_given || a->until || a->solver))
        return fail(p, "--play opens on the finished maze for the student to solve: %s%s",
                    "not with --steps, --until or --solve", "");
    return true;
}

/* "the events of ID are a, b" (sized: "the events of ID with a size are a, b"; "ID has none with a size"). */
static void list_events(const sm_algo *al, bool sized, char *buf, size_t len)
{
    int used = snprintf(buf, len, "the events of %s%s are", al->id, sized ? " with a size" : ""), n = 0;
    for (size_t i = 0; i < al->n_events && used > 0 && (size_t)used < len; i++)
        if (!sized || al->events[i].size.of)
            used += snprintf(buf + used, len - (size_t)used, "%s %s", n++ ? "," : "", al->events[i].id);
    if (n == 0)
        snprintf(buf, len, "no event of %s has a size", al->id);
}

/*
 * --until's event, once the chain is known: one of its last machine's
 * (cli_last_algo), with a size when len>= asks for one. With --lesson the
 * slides' own algorithms decide: lesson_slide_args() checks it on each.
 */
static bool check_until(parse_state *p)
{
    cli_args *a = p->a;
    if (!a->until)
        return true;
    if (a->steps_given)
        return fail(p, "--until and --steps exclude each other: %s%s", "give one", "");
    if (a->lesson)
        return true;
    const sm_algo *last = cli_last_algo(a);
    const char *colon = strchr(a->until, ':');
    char id[64], allowed[512];
    size_t len = colon ? (size_t)(colon - a->until) : strlen(a->until);
    snprintf(id, sizeof id, "%.*s", (int)(len < sizeof id ? len : sizeof id - 1), a->until);
    a->until_event = len < sizeof id ? sm_event_find(last, id) : -1;
    bool sized = a->until_event >= 0 && a->until_len > 0;
    if (a->until_event >= 0 && (!sized || last->events[a->until_event].size.of))
        return true;
    list_events(last, sized, allowed, sizeof allowed);
    a->until_event = -1;
    if (!sized)
        return fail(p, "unknown event '%s' for --until: %s", id, allowed);
    char why[640];
    snprintf(why, sizeof why, "event %s has no size for len>= (%s)", id, allowed);
    return fail_flag(p, "--until", a->until, why);
}

/*
 * --exercise plays in a terminal (--headless) or in the window's exercise
 * mode, one mode at a time; --class-seed with --name stands for --seed:
 * the student's seed (cli_class_seed). --grade takes the class seed
 * alone, to check the codes' seeds.
 */
static bool check_exercise(parse_state *p)
{
    cli_args *a = p->a;
    if (a->exercise && (a->predict || a->play))
        return fail(p, "--exercise does not go with %s: %s", a->predict ? "--predict" : "--play",
                    "the window shows one mode at a time");
    if (!a->class_seed || a->mode == RUN_GRADE)
        return true;
    if (!a->name)
        return fail(p, "--class-seed needs --name NAME: %s%s", "each student's seed comes from the class seed and the name",
                    "");
    if (a->seed_given)
        return fail(p, "--class-seed and --seed exclude each other: %s%s", "the class seed and the name give the seed", "");
    a->seed = cli_class_seed(a->class_seed, a->name);
    a->seed_given = true;
    return true;
}

/*
 * An exercise's maze is the one the student made: braiding after a
 * generator's exercise would change it behind the code's back, so braid
 * goes with a solver's exercise only (the solver runs on the braided maze).
 */
static bool check_exercise_braid(parse_state *p)
{
    if (p->a->exercise && p->a->braid > 0 && !p->a->solver)
        return fail(p, "--opt braid=P with --exercise needs --solve SOLVER: %s%s",
                    "the braided maze is then the solver's exercise", "");
    return true;
}

/* --print-state names one step: --back counts from --steps. */
/* A student's solver script runs in the headless CLI (the window does not run scripts). */
static bool check_scripts(parse_state *p)
{
    if (p->a->solve_script_file && p->a->mode != RUN_HEADLESS)
        return fail(p, "bad --solve '%s': %s", p->a->solve_script_file, "a solver script runs with --headless");
    return true;
}

static bool check_print_state(parse_state *p)
{
    cli_args *a = p->a;
    if (a->print_state && a->back > 0 && !a->steps_given)
        return fail(p, "--print-state with --back %s%s", "needs --steps K (the state names the step K-J)", "");
    if ((a->slide || a->mode == RUN_LESSON_CHECK) && !a->lesson)
        return fail(p, "%s needs --lesson FILE%s", a->slide ? "--slide" : "--check", "");
    return true;
}

bool cli_parse(int argc, char **argv, cli_args *out, char *err, size_t errlen)
{
    bool given[NFLAGS] = {false};
    const char *given_key[NFLAGS] = {NULL};
    parse_state p = {.a = out, .err = err, .errlen = errlen, .given = given, .given_key = given_key};
    defaults(out);
    for (int i = 1; i < argc; i++) {
        const char *value;
        const struct flag *f = find_flag(argv[i], &value);
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
        given[f - flags] = true;
        given_key[f - flags] = NULL;
    }
    return check_exercise(&p) && check_modes(&p, given) && apply_opts(&p) && check_grid(&p) && check_format(&p) &&
           check_ends(&p) && check_svg(&p) && check_window_modes(&p) && check_until(&p) && check_plot(&p) &&
           check_print_state(&p) && check_scripts(&p) && check_exercise_braid(&p);
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
