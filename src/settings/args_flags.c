/*
 * args_flags.c - the flags: one handler per flag, which reads its value
 * into cli_args and checks it fully (one line naming what is allowed when
 * it is bad), and the table of rows {flag, handler, the contexts it goes
 * with} that the parser (args.c), the checks (args_check.c) and the state
 * string (state.c) read. A new flag is one handler and one row.
 */
#define _POSIX_C_SOURCE 200809L
#include "args.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "args_impl.h"
#include "code.h"
#include "grid_cli.h"
#include "mazeviz/challenge.h"
#include "mazeviz/maze.h"
#include "mazeviz/script.h"
#include "state.h"
#include "export/svg.h"

#define fail args_fail
#define fail_flag args_fail_flag
#define fail_size args_fail_size

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

bool args_parse_u64(const char *s, uint64_t lo, uint64_t hi, uint64_t *out)
{
    return parse_u64(s, lo, hi, false, out);
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

static bool opt_load(parse_state *p, const char *v)
{
    if (!*v)
        return fail(p, "bad --load '%s': %s", v, "expected a maze file (--format ascii, unicode or json)");
    p->a->load = v;
    return true;
}

static bool opt_walls(parse_state *p, const char *v)
{
    if (!*v)
        return fail(p, "bad --walls '%s': %s", v, "expected the walls as base64url (docs/formats.md)");
    p->a->walls = v;
    return true;
}

static bool opt_check_maze(parse_state *p, const char *v)
{
    (void)v;
    p->a->check_maze = true;
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
    p->a->script_text = NULL; /* a state's script= (state.c) sets it after this */
    p->a->algo = script_model(SCRIPT_GENERATOR);
    p->a->algo_given = true;
    return true;
}

static bool opt_solve(parse_state *p, const char *v)
{
    char id[64];
    if (lua_file(v)) { /* a student's solver, read by cli_prepare */
        p->a->solve_script_file = v;
        p->a->solve_script_text = NULL; /* a state's solve-script= (state.c) sets it after this */
        p->a->solver = script_model(SCRIPT_SOLVER);
        p->a->solver_settings = sm_default_settings();
        return true;
    }
    p->a->solve_script_file = NULL;
    p->a->solve_script_text = NULL;
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
        if (!g && !solvers && strcmp(id, "script") == 0)
            g = script_model(SCRIPT_GENERATOR); /* --script's: cli_load_scripts() puts the script in */
        if (len == 0)
            return fail(p, bad, v, allowed);
        if (!g && solvers && lua_file(id))
            return fail(p, bad, v, "a solver script does not race: run it alone with --solve FILE.lua");
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

static bool opt_edit(parse_state *p, const char *v)
{
    (void)v;
    p->a->edit = true;
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
    if (strcmp(id, gen_sparse.id) == 0)
        return &gen_sparse;
    if (strcmp(id, gen_unicursal.id) == 0)
        return &gen_unicursal;
    const sm_algo *al = gen_find(id);
    return al ? al : solve_find(id);
}

const sm_algo *cli_last_algo(const cli_args *a)
{
    sm_settings s;
    return a->solver ? a->solver : a->sparse > 0 ? &gen_sparse : a->braid > 0 ? &gen_braid : cli_gen_machine(a, &s);
}

const sm_algo *cli_gen_machine(const cli_args *a, sm_settings *s)
{
    *s = a->settings;
    if (!a->unicursal)
        return a->algo;
    s->inner = a->algo;
    return &gen_unicursal;
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
                "give a generator (--list-algos), a solver (--list-solvers), braid, sparse or unicursal");
}

static bool opt_headless(parse_state *p, const char *v) { (void)v; return set_mode(p, RUN_HEADLESS, "--headless"); }
static bool opt_list(parse_state *p, const char *v) { (void)v; return set_mode(p, RUN_LIST, "--list-algos"); }
static bool opt_list_solvers(parse_state *p, const char *v) { (void)v; return set_mode(p, RUN_LIST_SOLVERS, "--list-solvers"); }
static bool opt_list_grids(parse_state *p, const char *v) { (void)v; return set_mode(p, RUN_LIST_GRIDS, "--list-grids"); }
static bool opt_list_challenges(parse_state *p, const char *v)
{
    (void)v;
    return set_mode(p, RUN_LIST_CHALLENGES, "--list-challenges");
}

static bool opt_challenge(parse_state *p, const char *v)
{
    char ids[512];
    size_t used = 0;
    if ((p->a->challenge = challenge_find(v)))
        return true;
    ids[0] = '\0';
    for (size_t i = 0; i < challenge_count && used < sizeof ids; i++)
        used += (size_t)snprintf(ids + used, sizeof ids - used, "%s%s", i ? ", " : "", challenges[i].id);
    return fail(p, "unknown challenge '%s': %s (mazeviz --list-challenges)", v, ids);
}
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
    if (strcmp(v, "-") != 0 && strspn(v, "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_~.*") != strlen(v))
        return fail(p, "bad --moves '%s': %s", v, "expected an exercise code's moves (0-9 a-z A-Z _ ~ . *, or -)");
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
 * applies to fewer contexts (--opt braid=P); args_check.c marks it given.
 */
const args_flag args_flags[] = {
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
    {"--load", NULL, true, opt_load, C(WINDOW) | SHOT_ONE | HEADLESS | C(STATS) | C(SOLVER_TABLE)},
    {"--walls", NULL, true, opt_walls, C(WINDOW) | SHOT_ONE | HEADLESS | C(STATS) | C(SOLVER_TABLE)},
    {"--check-maze", NULL, false, opt_check_maze, MAZES},
    {"--seed", NULL, true, opt_seed, MAZE},
    {"--opt", NULL, true, opt_opt, MAZE},
    {"--opt braid=P", NULL, true, NULL, MAZE & ~C(SCREENSHOT_LAB) & ~C(SCREENSHOT_COMPARE) & ~C(UNIFORMITY)},
    {"--opt sparse=N", NULL, true, NULL, C(WINDOW) | SHOT_ONE | MAZES | C(HEADLESS_TRACE)},
    {"--opt unicursal=on", NULL, true, NULL, C(WINDOW) | SHOT_ONE | MAZES | C(HEADLESS_TRACE)},
    {"--count", "-n", true, opt_count, MAZES | C(STATS) | C(UNIFORMITY) | C(SOLVER_TABLE)},
    {"--format", "-f", true, opt_format, MAZES | C(SOLVER_TABLE) | C(WINDOW) | C(SCREENSHOT)},
    {"--output", "-o", true, opt_output, HEADLESS | C(GRADE) | C(WINDOW) | C(SCREENSHOT)},
    {"--speed", NULL, true, opt_speed, WIN},
    {"--fullscreen", NULL, false, opt_fullscreen, WIN},
    {"--cell", NULL, true, opt_cell, PICTURE & ~C(SCREENSHOT_LAB)},
    {"--steps", NULL, true, opt_steps, SHOT | WIN},
    {"--until", NULL, true, opt_until, C(WINDOW) | C(SCREENSHOT) | C(GIF)},
    {"--trace", NULL, false, opt_trace, C(HEADLESS_TRACE)},
    {"--list-events", NULL, true, opt_list_events, ANY},
    {"--list-solvers", NULL, false, opt_list_solvers, ANY},
    {"--list-grids", NULL, false, opt_list_grids, ANY},
    {"--list-challenges", NULL, false, opt_list_challenges, ANY},
    {"--challenge", NULL, true, opt_challenge, C(WINDOW) | SHOT_ONE | MAZES},
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
    {"--edit", NULL, false, opt_edit, C(WINDOW) | C(SCREENSHOT)},
    {"--style", NULL, true, opt_style, PICTURE},
    {"--state", NULL, true, opt_state, PICTURE | MAZES},
    {"--print-state", NULL, false, opt_print_state, PICTURE},
    {"--script", NULL, true, opt_script, C(WINDOW) | C(SCREENSHOT) | COMPARE | LAB | C(GIF) | HEADLESS | C(STATS) | C(UNIFORMITY)},
    {"--serve", NULL, true, opt_serve, C(SERVE) | C(WINDOW)},
    {"--site", NULL, true, opt_site, C(SERVE) | C(WINDOW)},
    {"--class-report", NULL, true, opt_class_report, C(SERVE) | C(WINDOW)},
    {"--lesson", NULL, true, opt_lesson, PICTURE | C(LESSON_CHECK)},
    {"--slide", NULL, true, opt_slide, PICTURE},
    {"--check", NULL, false, opt_check, ANY},
    {"--exercise", NULL, false, opt_exercise, EXERCISE | C(WINDOW) | SHOT_ONE},
    {"--class-seed", NULL, true, opt_class_seed, EXERCISE | C(WINDOW) | SHOT_ONE | C(GRADE)},
    {"--name", NULL, true, opt_name, EXERCISE | PICTURE | MAZES},
    {"--moves", NULL, true, opt_moves, PICTURE | MAZES},
    {"--grade", NULL, true, opt_grade, ANY},
};

const size_t args_nflags = sizeof args_flags / sizeof args_flags[0];
_Static_assert(sizeof args_flags / sizeof args_flags[0] <= ARGS_MAX_FLAGS, "raise ARGS_MAX_FLAGS");
