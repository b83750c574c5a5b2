/*
 * fuzz_args.c - libFuzzer target for the command-line parser.
 *
 * The input is split on NUL bytes into argv (after "mazeviz"). Whatever it
 * is, cli_parse() must either succeed with settings inside their ranges and
 * err untouched, or fail with err exactly one line (no control bytes, no
 * newline). A successful small headless run is generated and must be a
 * perfect maze, and a window or picture's state string must read back as
 * the same string. A broken invariant aborts, which libFuzzer reports with the
 * input.
 *
 * Built with clang -fsanitize=fuzzer (meson -Dfuzz=true); replay.c runs
 * the same function over the seed corpus in every other build.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "settings/args.h"
#include "settings/grid_cli.h"
#include "settings/state.h"
#include "mazeviz/gen.h"
#include "mazeviz/maze.h"
#include "mazeviz/script.h"

#define MAX_ARGS 64
#define ERR_LEN 768

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void require(int ok, const char *what)
{
    if (!ok) {
        fprintf(stderr, "fuzz_args: invariant broken: %s\n", what);
        abort();
    }
}

static void check_error_line(const char *err)
{
    size_t n = strnlen(err, ERR_LEN);
    require(n > 0 && n < ERR_LEN, "an error message is set and terminated");
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)err[i];
        require(c >= 0x20 && c != 0x7f, "an error message has no control bytes");
    }
}

static int known_algo(const gen_algo *a)
{
    for (size_t i = 0; i < gen_algo_count; i++)
        if (gen_algos[i] == a)
            return 1;
    return 0;
}

static void check_settings(const cli_args *a)
{
    require(a->mode >= RUN_WINDOW && a->mode <= RUN_VERSION, "mode is valid");
    require(known_algo(a->algo) || (a->script_file && a->algo == script_model(SCRIPT_GENERATOR)),
            "algo is in the registry, or a script's");
    require(a->grid != NULL && grid_find(a->grid->id) == a->grid, "grid is in the registry");
    require(a->w >= 1 && a->w <= MAZE_MAX_SIDE && grid_levels_rows(a->h) <= MAZE_MAX_SIDE &&
                grid_levels_count(a->h) <= MAZE_MAX_SIDE,
            "size in range (a cube's height holds its rows and levels: GRID_LEVELS)");
    require(a->grid->size_ok(a->w, a->h), "size accepted by the grid");
    require(grid_offers(a->grid, GRID_CAP_TEXT, false) || (a->format != FORMAT_ASCII && a->format != FORMAT_UNICODE),
            "text formats only on grids drawn as text");
    require(sm_algo_fits_grid(a->algo, a->grid, false) || (a->mode == RUN_STATS && !a->algo_given),
            "algorithms only on grids that offer what they need");
    require(!(a->mask_file && a->mask_text), "one mask");
    require(a->count >= 1 && a->count <= 1000000, "count in range");
    require(a->speed >= SPEED_MIN && a->speed <= SPEED_MAX, "speed in range");
    require(a->cell_px >= 0 && a->cell_px <= 256, "cell in range");
    require(a->nopts <= CLI_MAX_OPTS, "at most CLI_MAX_OPTS options");
    require(a->mode != RUN_SCREENSHOT || (a->screenshot && strlen(a->screenshot) >= 5),
            "a screenshot has a file name");
    require(a->mode == RUN_HEADLESS || a->mode == RUN_GRADE || !a->output ||
                (a->edit && (a->mode == RUN_WINDOW || a->mode == RUN_SCREENSHOT)),
            "--output only with --headless, --grade or --edit (where the editor's Ctrl+S saves)");
    require(!a->exercise || a->mode == RUN_HEADLESS ||
                ((a->mode == RUN_WINDOW || a->mode == RUN_SCREENSHOT) && !a->predict && !a->play),
            "--exercise only in a terminal (--headless), the window or --screenshot, and alone there");
    require(!a->class_seed || a->mode == RUN_GRADE || (a->name && a->seed_given && !a->moves),
            "--class-seed names a student (--name) and gives the seed");
    /* Issue 22: no flag is accepted where it would do nothing. */
    require(!(a->lab && a->compare_n), "not --lab and --compare together");
    bool shot = a->mode == RUN_SCREENSHOT; /* the window keeps them for U and C */
    require(!shot || !a->lab || (a->braid == 0 && !a->solver && !a->size_given), "--lab has no size, braid or solver");
    require(!shot || !a->compare_n || (a->braid == 0 && !a->solver), "--compare has no braid or solver");
    require(a->mode != RUN_UNIFORMITY || a->braid == 0, "--uniformity has no braid");
    require(a->compare_n == 0 || (a->compare_n >= 2 && a->compare_n <= 4), "2 to 4 --compare ids");
    for (int i = 0; i < a->compare_n; i++)
        require(known_algo(a->compare[i]) || (a->script_file && a->compare[i] == script_model(SCRIPT_GENERATOR)),
                "--compare ids are in the registry, or the script's pane");
    int cell = a->svg_cell ? a->svg_cell : 20, wall = a->svg_wall ? a->svg_wall : 2;
    require(a->format != FORMAT_SVG || 2 * wall <= cell, "an SVG wall is at most half a cell");
    for (size_t i = 0; i < gen_algo_count; i++) {
        gen_settings s;
        if (cli_settings_for(a, gen_algos[i], &s))
            for (size_t k = 0; k < gen_algos[i]->n_options && k < SM_MAX_OPTIONS; k++) {
                const sm_option *o = &gen_algos[i]->options[k];
                require(s.value[k] == SM_VALUE_NUMBER ? o->most && s.number[k] <= o->most
                                                      : s.value[k] < SM_MAX_VALUES && o->values[s.value[k]],
                        "option value exists");
            }
    }
}

/*
 * A small headless run is generated for real on its grid: it must be a
 * perfect maze. Masks and scripts are files, or need SDL: the fuzzer reads no file.
 */
static void check_maze(const cli_args *a)
{
    if (a->mode != RUN_HEADLESS || a->w > 64 || a->h > 64 || a->mask_file || a->mask_text || a->script_file ||
        a->solve_script_file)
        return;
    gen_settings s;
    require(cli_settings_for(a, a->algo, &s), "the run's algorithm is selected");
    maze *m = cli_maze(a);
    require(m != NULL, "a small maze is allocated");
    require(a->from == MAZE_NONE || (a->from < m->n && maze_exists(m, a->from)), "--from is a cell");
    require(a->to == MAZE_NONE || (a->to < m->n && maze_exists(m, a->to)), "--to is a cell");
    require(gen_generate(a->algo, m, a->seed, &s), "a small maze is generated");
    require(maze_is_perfect(m), "the maze is perfect");
    maze_destroy(m);
}

/*
 * What the window or a picture shows round-trips through its state string:
 * when cli_state_format() writes one, --state reads it back and writes the
 * same string (a numeric option was once written from past the end of its
 * value list).
 */
static void check_state(const cli_args *a)
{
    static char state[CLI_STATE_MAX * 3], again[CLI_STATE_MAX * 3], err[ERR_LEN];
    static cli_args b;
    bool empty_end = (a->from_arg && !*a->from_arg) || (a->to_arg && !*a->to_arg); /* cli_prepare() refuses them */
    if ((a->mode != RUN_WINDOW && a->mode != RUN_SCREENSHOT) || empty_end || !cli_state_format(a, state, sizeof state))
        return;
    require(strlen(state) < CLI_STATE_MAX, "a state string fits what --state reads");
    char *argv[] = {"mazeviz", "--state", state, "--print-state", NULL};
    if (!cli_parse(4, argv, &b, err, sizeof err)) {
        fprintf(stderr, "fuzz_args: --state '%s': %s\n", state, err);
        require(0, "--state reads the state string written");
    }
    require(cli_state_format(&b, again, sizeof again), "the state read back is written again");
    if (strcmp(state, again) != 0)
        fprintf(stderr, "fuzz_args: '%s' read back is '%s'\n", state, again);
    require(strcmp(state, again) == 0, "the state read back is written the same");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *buf = malloc(size + 1), *argv[MAX_ARGS + 2];
    if (!buf)
        return 0;
    memcpy(buf, data, size);
    buf[size] = '\0';
    int argc = 0;
    argv[argc++] = "mazeviz";
    for (size_t at = 0; at <= size && argc <= MAX_ARGS; at += strlen(buf + at) + 1)
        argv[argc++] = buf + at;
    argv[argc] = NULL;

    static char err[ERR_LEN];
    memset(err, 0x5a, sizeof err);
    cli_args a;
    if (cli_parse(argc, argv, &a, err, sizeof err)) {
        for (size_t i = 0; i < sizeof err; i++)
            require(err[i] == 0x5a, "err is untouched on success");
        check_settings(&a);
        check_maze(&a);
        check_state(&a);
    } else {
        check_error_line(err);
    }
    free(buf);
    return 0;
}
