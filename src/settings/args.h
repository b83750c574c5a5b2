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
#include "mazeviz/grid.h"
#include "mazeviz/mask.h"
#include "mazeviz/solve.h"

typedef enum run_mode {
    RUN_WINDOW,     /* the visualizer (default) */
    RUN_HEADLESS,   /* --headless: text mazes on stdout or --output */
    RUN_SCREENSHOT, /* --screenshot FILE: one PNG, no window */
    RUN_LIST,       /* --list-algos */
    RUN_LIST_SOLVERS, /* --list-solvers */
    RUN_LIST_GRIDS, /* --list-grids */
    RUN_STATS,      /* --stats: maze statistics per algorithm */
    RUN_UNIFORMITY, /* --uniformity: counts per spanning tree, chi-square */
    RUN_GIF,        /* --gif FILE: an animated GIF of a whole run, no window */
    RUN_LIST_EVENTS, /* --list-events ID: an algorithm's events */
    RUN_SOLVER_TABLE, /* --solver-table: every solver on the same mazes, one row each */
    RUN_LESSON_CHECK, /* --lesson FILE --check: check a lesson, print its slide count */
    RUN_GRADE,      /* --grade FILE: replay exercise codes, one CSV row each */
    RUN_LIST_LESSONS, /* --list-lessons: the lessons --lesson NAME finds */
    RUN_LIST_CHALLENGES, /* --list-challenges: id, size, title */
    RUN_HELP,
    RUN_VERSION,
} run_mode;

typedef enum text_format { FORMAT_ASCII, FORMAT_UNICODE, FORMAT_SVG, FORMAT_JSON, FORMAT_CSV } text_format;

/* Speed levels: level < 0 is one step every 2^-level frames, else 2^level steps a frame. */
#define SPEED_MIN (-5)
#define SPEED_MAX 20

#define CLI_MAX_OPTS 16
#define CLI_MAX_SWEEP 16   /* values of one --uniformity sweep */
#define CLI_ESCAPE_MAX 160 /* bytes of a bad value quoted in an error line */
#define CLI_NAME_MAX 64    /* bytes of a --name or a --class-seed */
#define CLI_STATE_MAX 8192 /* bytes of the state strings one cli_args holds (state.h): a script= of 4 KiB fits */
#define CLI_STATE_SCRIPT_MAX 4096 /* bytes of a script that travels in a state string (script=); longer: script-file= */

typedef struct cli_args {
    run_mode mode;
    const gen_algo *algo;
    bool algo_given;        /* --stats: only this algorithm */
    gen_settings settings;  /* --opt values applied to algo */
    const char *opts[CLI_MAX_OPTS]; /* the --opt values as given */
    size_t nopts;
    const char *sweep;      /* --uniformity --opt KEY=A,B,...: the option swept, as given; NULL: none */
    const char *plot;       /* --plot FILE.svg: the sweep as a chart too; NULL: none */
    const grid_shape *grid; /* --grid rect|hex|triangle|polar */
    uint32_t w, h;          /* --size in the shape's terms (polar: rings x cells of ring 1, 0: default) */
    bool size_given;        /* else the shape's default (--uniformity: a small one), or the mask's */
    const char *mask_file;  /* --mask FILE: text or PNG, one cell per character or pixel */
    const char *mask_text;  /* --mask-text TEXT: the text drawn with the UI font */
    const char *load;       /* --load FILE: a maze mazeviz wrote (text or JSON); NULL: none */
    const char *walls;      /* --walls ENC (state key walls=): the maze's walls on the grid of --grid/--size/--mask (walls.h) */
    struct maze *loaded;    /* its maze (cli_prepare): algo is gen_loaded, settings.source this */
    const struct challenge *challenge; /* --challenge ID: the task shown and judged; NULL: none */
    bool check_maze;        /* --check-maze: --headless prints the maze's checks instead of the maze */
    mask_picture mask;      /* the mask's picture (cli_prepare), kept for other shapes and sizes */
    uint8_t *cells;         /* the mask on this grid, one byte per cell id (cli_prepare); NULL: none */
    uint64_t seed;
    bool seed_given;
    uint64_t count;
    bool count_given;
    text_format format;
    bool format_given;
    const char *output;     /* NULL: stdout */
    int speed;              /* speed level, see SPEED_MIN */
    bool speed_given;
    int cell_px;            /* 0: fit the window */
    bool fullscreen;
    const char *screenshot; /* PNG path */
    uint64_t steps;         /* --steps K for --screenshot */
    bool steps_given;
    const sm_algo *solver;  /* --solve ID[:KEY=VALUE]: headless prints the path; NULL: none */
    sm_settings solver_settings; /* its option (wall-follower:hand=right); from/to as below */
    uint32_t from, to;      /* --from / --to as cells (X,Y; polar RING,CELL); MAZE_NONE: the first and last cell */
    const char *from_arg, *to_arg; /* --from / --to as given; NULL: not given */
    unsigned braid;         /* --opt braid=P: open dead ends with probability P % (0..100) */
    unsigned sparse;        /* --opt sparse=N: N passes remove every dead end (0: none) */
    bool unicursal;         /* --opt unicursal=on: the maze --algo makes at half size, doubled */
    const char *gif;        /* --gif path */
    uint64_t steps_per_frame; /* --steps-per-frame N; 0: not given */
    uint64_t frames;        /* --frames N; 0: not given */
    int fps;                /* --fps F; 0: default */
    int hold_s;             /* --hold S; -1: default */
    const char *record_dir; /* --record-dir DIR for the G key; NULL: current directory */
    int svg_cell, svg_wall; /* --svg-cell PX, --svg-wall PX; 0: default */
    bool view_tree;         /* --view tree: --format svg draws the maze as its tree (svg_write_tree) */
    uint32_t window_w, window_h; /* --window WxH: window, --screenshot or --gif size; 0: default */
    int lang;               /* --lang: -1 from the locale, 0 en, 1 zh (sm_lang) */
    int panel;              /* --panel: -1 by window width, 0 off, 1 on */
    int chart, structure;   /* --chart, --structure: 1 on (the F and I keys), else off */
    const char *theme;      /* --theme classic|projector; NULL: classic */
    uint64_t back;          /* --back J for --screenshot: then go back J steps */
    const gen_algo *compare[4]; /* --compare ID,ID[,ID,ID]: side-by-side panes */
    int compare_n;          /* 0: no --compare */
    const sm_algo *compare_solvers[4]; /* --compare-solvers ID,ID[,ID,ID]: solvers racing on one maze */
    sm_settings compare_solver_opts[4]; /* their options: ID:KEY=VALUE (wall-follower:hand=right) */
    int compare_solvers_n;  /* 0: no --compare-solvers */
    bool lab;               /* --lab: the uniformity lab on a tiny grid */
    bool predict;           /* --predict: the window asks before each step */
    bool play;              /* --play: the window opens on the finished maze for a student to solve */
    bool edit;              /* --edit: the window opens the editor on the finished (or loaded) maze */
    bool trace;             /* --trace: --headless prints one line per step of the last machine */
    const char *until;      /* --until EVENT[:len>=L][:N] as given; NULL: none */
    int until_event;        /* its index in cli_last_algo()'s events; -1: no --until */
    uint64_t until_n;       /* N: the N-th step that raises it (default 1) */
    uint64_t until_len;     /* L: only steps of that event's size L or more count (0: every step) */
    const sm_algo *list_events; /* --list-events ID */
    int style;              /* --style: 0 thin walls, 1 block (render_style) */
    bool print_state;       /* --print-state: print the state string (state.h) and exit */
    const char *script_file; /* --script FILE.lua: a student's generator in place of --algo; NULL: none */
    const char *script_text; /* a state's script=: the source itself (in state_buf), script_file its name; NULL: read script_file */
    size_t script_text_len;
    const char *solve_script_file; /* --solve FILE.lua: a student's solver; NULL: none */
    const char *solve_script_text; /* a state's solve-script=: its source (in state_buf); NULL: read solve_script_file */
    size_t solve_script_text_len;
    struct script *script, *solve_script; /* read by cli_prepare (script_file.h); algo / solver are theirs then */
    const char *serve;      /* --serve [ADDR:]PORT: a class session (with --headless: the server alone); NULL: none */
    char serve_addr[16];    /* its address ("0.0.0.0": every interface) */
    int serve_port;
    const char *site;       /* --site DIR: the web edition's files; NULL: the installed or the built site */
    const char *class_report; /* --class-report FILE.csv; NULL: none */
    const char *lesson;     /* --lesson FILE (lesson.h); NULL: none */
    uint64_t slide;         /* --slide N, 1-based; 0: not given (the first) */
    const char *note[2];    /* the lesson slide's note, English and Chinese; NULL: none */
    bool exercise;          /* --exercise: --headless plays the exercise as lines (cli/exercise_cli.c) */
    const char *class_seed; /* --class-seed WORD: with --name the seed is derived (cli_class_seed) */
    const char *name;       /* --name NAME: the student's, in the completion code; NULL: none */
    const char *moves;      /* --moves (a completion code's moves key); NULL: none */
    const char *grade;      /* --grade FILE: lines NAME<TAB>CODE or a CSV with name and code */
    sm_record record;       /* the moves as the choices the run took (cli_prepare); record.n 0: none */
    char state_buf[CLI_STATE_MAX + CLI_STATE_SCRIPT_MAX]; /* --state's values, which the fields above point into */
    size_t state_used;
} cli_args;

/*
 * The machine --steps, --until and --trace count the steps of: the last
 * of the chain - the solver with --solve, else the sparse machine with
 * --opt sparse=N above 0, else the braid machine with --opt braid=P
 * above 0, else the generator.
 */
const sm_algo *cli_last_algo(const cli_args *a);

/*
 * The generator machine to make for a and its settings in *s: --algo with
 * its options, or with --opt unicursal=on the unicursal machine wrapping
 * it (s->inner).
 */
const sm_algo *cli_gen_machine(const cli_args *a, sm_settings *s);

/*
 * Whether flag (its long name, or "--opt braid=P") does something in a
 * run of a's settings in mode: the flag table's contexts ("--size" does
 * nothing in --screenshot --lab, so it is refused there).
 */
bool cli_flag_goes(const char *flag, const cli_args *a, run_mode mode);

/* Any generator, solver, the distance machine or "braid" by id (ids before aliases); NULL when none. */
const sm_algo *cli_find_any(const char *id);

/* Limits of the picture flags. */
#define CLI_WINDOW_MIN 32
#define CLI_WINDOW_MAX 4096

/*
 * Parses argv into *out, starting from the defaults. On a bad argument it
 * writes one line (no newline) naming the bad value and what is allowed
 * into err and returns false.
 */
bool cli_parse(int argc, char **argv, cli_args *out, char *err, size_t errlen);

/*
 * The settings algorithm al runs with: --opt values applied. Returns
 * whether al is selected at all: the one algorithm of the run, or with
 * --stats and no --algo every algorithm, each with the options it has.
 */
bool cli_settings_for(const cli_args *a, const gen_algo *al, gen_settings *s);

/*
 * Copies s into buf (len bytes, always terminated) so that it prints as one
 * line: control bytes and invalid UTF-8 become \t, \n, \xHH and the like;
 * when s does not fit it is cut and ends in "...".
 */
void cli_escape(char *buf, size_t len, const char *s);

/*
 * The length of the well-formed UTF-8 sequence of a character from U+00A0
 * up at s (2 to 4 bytes), or 0: an ASCII or C1 control byte, a stray or
 * missing continuation byte, an overlong form, a surrogate, or above
 * U+10FFFF. Reads no further than the first byte that is no continuation.
 */
size_t cli_utf8_len(const unsigned char *s);

/*
 * One line into err: algorithm al (given by flag) works in rows and columns
 * and cannot run on shape g (masked: with a mask), and the generators that
 * can. Returns false.
 */
bool cli_fail_rows(const gen_algo *al, const char *flag, const grid_shape *g, bool masked, char *err, size_t len);

/* The usage text, for --help. */
extern const char cli_usage[];
extern const char cli_usage_more[]; /* printed after cli_usage */
extern const char cli_usage_events[]; /* printed after cli_usage_more */
extern const char cli_usage_state[]; /* printed after cli_usage_more */
extern const char cli_usage_exercise[]; /* printed after cli_usage_state */

/* A seed from the operating system's entropy (never from the core). */
uint64_t cli_random_seed(void);

#endif
