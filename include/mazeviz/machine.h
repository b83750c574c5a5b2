/*
 * machine.h - the step machine: what generators and solvers share.
 *
 * A step machine (sm) advances an algorithm over a maze one visible unit of
 * work at a time. Generators carve or build the maze's walls; solvers read a
 * finished maze and never change it. Everything a viewer needs comes from
 * here, whatever the algorithm: what each cell and wall is right now, which
 * cells changed, the pseudocode line the last step executed and a caption
 * of what it did (in English or Chinese), labelled figures, the legend of
 * the marks the algorithm uses, and the most recent erased loop (a "ghost"
 * the renderer may fade out).
 *
 * Memory: an algorithm allocates only in init, through sm_alloc(); every
 * block belongs to the machine and is freed by sm_destroy(). So the whole
 * state of a run is the machine's blocks, the maze's cells, the random
 * generator and a few scalars, and a checkpoint is a copy of them: with
 * sm_keep_history() the machine takes checkpoints as it runs and
 * sm_seek() goes to any earlier step by restoring one and replaying,
 * which gives exactly the state of the first run (same marks, walls,
 * figures, caption) because a run is deterministic. Algorithms whose
 * steps are slow or whose state is big also journal what each step
 * changes, so a step back undoes the recent steps without a replay.
 *
 * Choices (issue 31): each algorithm lists the legal choices of its next
 * step (sm_choices: a cell, a wall, a word such as "open") and sm_choose()
 * takes one instead of the machine's own draw. The choices that differ
 * from the draws are the run's input: kept outside the checkpoints and
 * taken again by every replay, so a run is deterministic given its seed
 * and its choices, and time travel stays exact.
 */
#ifndef MAZEVIZ_MACHINE_H
#define MAZEVIZ_MACHINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazeviz/grid.h"
#include "mazeviz/maze.h"
#include "mazeviz/rng.h"
#include "mazeviz/words.h"

/* What a cell is right now. Renderers map these to colours. */
typedef enum sm_cell_kind {
    SM_CELL_BLANK,    /* not (yet) part of the maze */
    SM_CELL_MAZE,     /* finished part of the maze */
    SM_CELL_WALK,     /* on the current random walk */
    SM_CELL_HEAD,     /* the walk's head */
    SM_CELL_STACK,    /* on the stack / in the active list / pending (see the legend) */
    SM_CELL_CURRENT,  /* the cell being worked on */
    SM_CELL_FRONTIER, /* next to the maze, may be added next (shade: weight) */
    SM_CELL_SCAN,     /* being scanned (a hunted row, a chamber, a row being joined) */
    SM_CELL_GROUP,    /* member of a set; see sm_cell.group */
    SM_CELL_CHOSEN,   /* the cell the last step chose */
    SM_CELL_VISITED,  /* solvers: visited (shade: distance, 0..255) */
    SM_CELL_PATH,     /* solvers: on the path found */
    SM_CELL_DEAD,     /* solvers: ruled out (dead end filled, or left twice) */
    SM_CELL_START,    /* solvers: the start cell */
    SM_CELL_GOAL,     /* solvers: the goal cell */
    SM_CELL_KINDS
} sm_cell_kind;

/*
 * Distinct colours for SM_CELL_GROUP: the renderer has exactly this many
 * hues (render.h takes its count from here), and group ids that differ
 * modulo it get different ones. An algorithm that keeps touching sets
 * apart (Kruskal) picks its ids below it.
 */
#define SM_GROUP_COLOURS 12

typedef struct sm_cell {
    uint8_t kind;   /* sm_cell_kind */
    uint8_t shade;  /* FRONTIER, VISITED: 0 (low) .. 255 (high); else 0 */
    uint32_t group; /* GROUP: which set; ids that differ mod SM_GROUP_COLOURS get different colours */
} sm_cell;

/* What a wall is right now, beyond open/closed (which the maze tells). */
typedef enum sm_wall_kind {
    SM_WALL_PLAIN,     /* nothing special */
    SM_WALL_TENTATIVE, /* the current walk would open it */
    SM_WALL_ACCEPTED,  /* the last step examined it and opened it */
    SM_WALL_REJECTED,  /* the last step examined it and left it closed */
    SM_WALL_NEW,       /* the last step built it */
    SM_WALL_KINDS
} sm_wall_kind;

/* One labelled number for the HUD and the panel: "walk 12", "cells 40 / 600". */
typedef struct sm_figure {
    sm_text label;
    uint64_t value;
    uint64_t of; /* > 0: shown as value / of */
} sm_figure;
#define SM_MAX_FIGURES 8

/* One legend row: a cell or wall mark the algorithm uses, and what it means. */
typedef enum sm_mark_type { SM_MARK_CELL, SM_MARK_WALL } sm_mark_type;
typedef struct sm_legend {
    uint8_t type; /* sm_mark_type */
    uint8_t kind; /* sm_cell_kind or sm_wall_kind */
    sm_text text; /* NULL en: the default meaning, sm_mark_meaning() */
} sm_legend;

/* The default meaning of a mark, for legends that do not say otherwise. */
sm_text sm_mark_meaning(sm_mark_type type, unsigned kind);

/*
 * An option an algorithm takes: key=value, value one of a fixed list. An
 * option whose `most` is above 0 takes any whole number from 0 to most as
 * well (Origin Shift's steps=K); its list is then a ladder of values - the
 * ones a window cycles through - and may hold words such as "auto".
 */
#define SM_MAX_OPTIONS 4
#define SM_MAX_VALUES 8
#define SM_VALUE_NUMBER 0xffu   /* sm_settings.value[i]: a number was given, see number[i] */
#define SM_NO_NUMBER UINT64_MAX /* sm_settings_number(): the value is a word */
typedef struct sm_option {
    const char *key;
    const char *help;
    const char *values[SM_MAX_VALUES + 1]; /* NULL-terminated; values[0] is the default */
    uint64_t most; /* > 0: any whole number 0..most is a value too */
} sm_option;

/* Chosen option values and what the caller wants kept. */
typedef struct sm_settings {
    uint8_t value[SM_MAX_OPTIONS]; /* index into sm_option.values, or SM_VALUE_NUMBER */
    uint64_t number[SM_MAX_OPTIONS]; /* the number given where value[i] is SM_VALUE_NUMBER */
    bool track_changes; /* keep sm_changes() and the loop ghost (a renderer wants them) */
    uint32_t from, to;  /* solvers: start and goal cells; MAZE_NONE = the default corners */
    uint8_t braid;      /* the braid machine: chance in % (0..100) that it opens a dead end */
    uint16_t sparse;    /* the sparse machine: passes that remove every dead end (0: none) */
    const struct sm_algo *inner; /* gen_unicursal: the generator of the maze it doubles; NULL: none */
    const struct sm_record *record; /* choices to take again (sm_record); NULL: none. Copied by sm_create */
    const struct maze *source;      /* gen_loaded: the maze it replays (--load); NULL: none. Not copied: it outlives the machine */
} sm_settings;

/* Pseudocode line and caption of the last step: a caption template and its arguments. */
#define SM_NOTE_ARGS 4
typedef struct sm_note {
    uint16_t line;    /* 0-based line of the algorithm's pseudocode */
    uint16_t caption; /* index into the algorithm's captions */
    uint32_t arg[SM_NOTE_ARGS];
} sm_note;

typedef struct sm sm;

typedef enum sm_kind { SM_GENERATOR, SM_SOLVER } sm_kind;

/*
 * Events and questions are declared over captions: a step is known by the
 * caption its note names (sm_say records it for every step), so a table
 * says "the steps whose caption is one of these". SM_CAP(k) is caption k's
 * bit in such a set; an algorithm has at most SM_MAX_CAPTIONS captions.
 */
#define SM_MAX_CAPTIONS 64
#define SM_CAP(k) (UINT64_C(1) << (k))

/*
 * The size of an event's steps, when they have one worth stopping on (the
 * cells of an erased loop, of the set a merge makes, of a path found):
 * what it counts, in both languages, and how a step that raises the event
 * tells it - from the step's note, so knowing it costs the step nothing.
 * --until EVENT:len>=N stops at the first such step of size N or more.
 * Declared in the algorithm's event table with SM_SIZE(); an event without
 * one leaves it zero.
 */
typedef struct sm_event_size {
    sm_text counts;                     /* "cells in the erased loop" / "擦除的环的格数" */
    uint64_t (*of)(const sm_note *note); /* the size of the step with this note (>= 1) */
} sm_event_size;
#define SM_SIZE(en, zh, fn) {{(en), (zh)}, (fn)}
#define SM_NO_SIZE {{NULL, NULL}, NULL} /* for a table that lists every field of its rows */

/*
 * An event: a kind of step worth stopping at ("loop erased", "dead end").
 * A step raises it when its caption is in the set, so raising one costs
 * the step nothing (see sm_events_raised()); an algorithm splits a caption
 * when an event needs a finer distinction than its captions make. A step
 * may raise several events.
 */
typedef struct sm_event {
    const char *id; /* --until and --trace name: lowercase letters and '-', unique per algorithm */
    sm_text name;   /* what the window shows: "loop erased" / "擦除了一个环" */
    uint64_t captions;
    sm_event_size size; /* what a step raising it measures, if anything (SM_SIZE); {0}: nothing */
} sm_event;

/*
 * Predict: which questions a step poses, declared over its caption (see
 * sm_ask_next()). "Which line runs next?" applies to every step; a row
 * adds, for the steps whose caption is in its set:
 * - the random choice the step makes, shown before that question: an arrow
 *   from cell `from` to cell `to` (neighbours), or a lone cell;
 * - "which cell is next?" when `cell` is set, the right answer being that
 *   note argument. Other cells count exactly when the step could take them
 *   (its legal choices, sm_choices(): any frontier cell for Prim, only the
 *   queue's front for BFS).
 * Arguments are SM_ARG(i) for the note's argument i; 0 means none.
 */
#define SM_ARG(i) ((uint8_t)((i) + 1))

typedef struct sm_ask {
    uint64_t captions;
    uint8_t from, to;      /* the choice shown before "which line?"; SM_ARG(i) or 0 */
    uint8_t cell;          /* SM_ARG(i): "which cell is next?" applies, argument i is right */
} sm_ask;

/*
 * Choices (issue 31): what the next step decides, for exercises, predict,
 * class questions and scripts. A step either decides nothing (it runs by
 * itself) or picks one of its legal choices: a cell, a wall, an action
 * word, or a cell with a word (Aldous-Broder: "the walker moves to (2,3),
 * a new cell: open"). Where the algorithm draws at random every legal
 * choice is as right as its own draw; where its rule determines the step
 * (the queue's front, a wall between two sets) there is one.
 */
typedef enum sm_word {
    SM_WORD_NONE,
    SM_WORD_OPEN, /* "open": open the wall (Kruskal, Eller, a new cell for Aldous-Broder) */
    SM_WORD_KEEP, /* "keep": leave it closed */
    SM_WORD_BACK, /* "back": back up one cell (a stack's pop) */
    SM_WORD_HUNT, /* "hunt": the walk is stuck; start hunting (hunt-and-kill) */
    SM_WORDS
} sm_word;

typedef struct sm_choice {
    uint32_t cell; /* the cell chosen, or the wall's cell; MAZE_NONE: a word alone */
    uint8_t side;  /* with cell: the wall on this side of it; MAZE_NO_SIDE: no wall */
    uint8_t word;  /* sm_word: the action, alone or at cell */
} sm_choice;

static inline sm_choice sm_choice_of_cell(uint32_t c) { return (sm_choice){c, 0xffu, SM_WORD_NONE}; }
static inline sm_choice sm_choice_of_wall(uint32_t c, unsigned side)
{
    return (sm_choice){c, (uint8_t)side, SM_WORD_NONE};
}
static inline sm_choice sm_choice_of_word(sm_word w) { return (sm_choice){UINT32_MAX, 0xffu, (uint8_t)w}; }
static inline sm_choice sm_choice_at(uint32_t c, sm_word w) { return (sm_choice){c, 0xffu, (uint8_t)w}; }

/*
 * One kind of decision an algorithm's steps make: the question a student
 * is asked and the rule that answers it, both templates like captions
 * ({c} {n} {d} take sm_choice_info.arg in order). Front ends add ": " and
 * the right choice to the rule ("BFS takes the cell that entered the
 * queue first: (2,2)").
 */
typedef struct sm_decision {
    sm_text question; /* "Which cell leaves the queue?" */
    sm_text why;      /* "BFS takes the cell that entered the queue first" */
} sm_decision;

/* What sm_choices() says about the next step besides the list. */
typedef struct sm_choice_info {
    size_t n;                   /* legal choices; 0: the step decides nothing (the rest unset) */
    unsigned decision;          /* index into the algorithm's decisions */
    uint32_t arg[SM_NOTE_ARGS]; /* the question's and the rule's arguments */
    sm_choice own;              /* what a plain step takes: the machine's own draw (or a recorded choice) */
} sm_choice_info;

/* A choice recorded for step `step` of a run (one that differs from the machine's own draw). */
typedef struct sm_pick {
    uint64_t step;
    sm_choice choice;
} sm_pick;

/*
 * A run's recorded choices, to be taken again (an exercise's moves, read
 * from its code): a machine made with them in its settings takes them at
 * their steps, when it is the run they belong to - the same algorithm,
 * seed and number of cells - and ignores them otherwise.
 */
typedef struct sm_record {
    const struct sm_algo *algo;
    uint64_t seed;
    uint32_t cells;
    const sm_pick *picks; /* by step, ascending */
    size_t n;
} sm_record;

/*
 * The working data structure (issue 21, item 7), for a viewer to show as
 * text on request: its size and its first cells in the order they come
 * out (the top of a stack first, the front of a queue, the smallest f of
 * an open list), each with a number when the structure orders by one
 * (a queue's distance, an open list's f); and a cell worth its own line
 * with named numbers (A*: g, h and f of the cell just taken).
 */
#define SM_SHOW_CELLS 8
#define SM_SHOW_VALUES 3
typedef struct sm_structure {
    sm_text name;                  /* "stack (top first)" */
    uint64_t size;                 /* cells in it */
    size_t n;                      /* its first n cells are listed (n <= SM_SHOW_CELLS, n <= size) */
    uint32_t cell[SM_SHOW_CELLS];
    sm_text key;                   /* the number after each cell ("d", "f"); en NULL: none */
    uint64_t key_value[SM_SHOW_CELLS];
    uint32_t focus;                /* the cell with values (MAZE_NONE: none) */
    sm_text focus_name;            /* "cell just taken" */
    size_t n_values;               /* <= SM_SHOW_VALUES */
    sm_text value_name[SM_SHOW_VALUES];
    uint64_t value[SM_SHOW_VALUES];
} sm_structure;

/*
 * One algorithm: its code (the function pointers) and its story (names,
 * pseudocode, captions, legend). Implementations live in src/core/gen/ and
 * src/core/solve/, one file each, exporting one const sm_algo; see
 * src/core/sm_impl.h for the contract.
 *
 * Captions are templates: "{c}" is replaced by the next argument as a cell
 * "(x,y)", "{n}" by the next argument as a number, "{d}" by the next as a
 * direction name, and "{s}" by "s" unless the last number was 1 ("{n}
 * cell{s}"); both languages take the arguments in the same order.
 */
typedef struct sm_algo {
    sm_kind kind;
    bool keeps_maze;     /* a generator that edits the maze it is given (braid): no reset */
    /*
     * What the grid must offer (GRID_CAP_* of grid.h): GRID_CAP_SQUARES for
     * the algorithms that work in rows and columns (Binary Tree, Sidewinder,
     * Eller), GRID_CAP_LINES for walls drawn right across (Recursive
     * Division). 0: every grid and mask (the graph algorithms).
     */
    unsigned needs;
    /* A generator that asks grid_link_ok() before each carve: it runs on a weave (grid_shape.link_ok). */
    bool weaves;
    bool journals;       /* its steps save what they change (sm_impl.h): a step back undoes, no replay */
    const char *id;      /* CLI name, e.g. "wilson" */
    const char *alias;   /* another accepted name, or NULL */
    sm_text name;        /* {"Wilson's algorithm", "Wilson 算法"}; sm_tr(a->name, lang) */
    const sm_option *options;
    size_t n_options;
    const sm_text *code; /* pseudocode, 5-15 lines; indentation by leading spaces */
    size_t code_lines;
    const sm_text *captions;
    size_t n_captions;
    const sm_legend *legend; /* exactly the marks the algorithm can show */
    size_t n_legend;
    /*
     * Runs whose length is known before they start: per_cell > 0 means a
     * run over n cells takes exactly per_cell * n - less steps (whatever the
     * seed and options; test_algos checks it). 0: not known in advance.
     */
    struct {
        uint8_t per_cell, less;
    } plan;
    /*
     * Runs whose length the settings fix, known once init has run (Origin
     * Shift's steps=K): returns it. NULL: the plan above, if any.
     */
    uint64_t (*planned)(const sm *m);
    const sm_event *events;  /* at least one; ids unique */
    size_t n_events;
    size_t main_event;       /* the most important one: the window's default */
    const sm_ask *asks;      /* predict's questions beyond "which line?"; each caption in one row at most */
    size_t n_asks;
    /*
     * Choices: the legal choices of the next step, in the algorithm's own
     * file beside its pseudocode. Fills info (decision, arguments, own)
     * and the first cap choices into out; returns how many there are (0:
     * the step decides nothing). NULL: no step decides anything. See
     * sm_impl.h for how a step takes a choice instead of its draw.
     */
    size_t (*choices)(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap);
    const sm_decision *decisions;
    size_t n_decisions;
    bool (*init)(sm *m);                  /* allocate (sm_alloc), set up; false on no memory */
    uint64_t (*run)(sm *m, uint64_t max); /* up to max steps; returns steps done */
    sm_cell (*cell)(const sm *m, uint32_t c);
    sm_wall_kind (*wall)(const sm *m, uint32_t c, maze_dir d);
    size_t (*figures)(const sm *m, sm_figure *out); /* at most SM_MAX_FIGURES */
    /* The working data structure now (sm_structure); NULL: the algorithm shows none. */
    void (*structure)(const sm *m, sm_structure *out);
    /*
     * The last step's caption when the algorithm writes it itself (a
     * script's caption(TEXT)), as sm_caption() writes it; SIZE_MAX: from
     * the template. NULL: always from the templates.
     */
    size_t (*caption_text)(const sm *m, sm_lang l, char *buf, size_t len);
} sm_algo;

/*
 * Whether algorithm a runs on m's grid: whether the grid, its mask
 * included, offers what a needs (every grid does when it needs nothing).
 */
bool sm_algo_fits(const sm_algo *a, const maze *m);

/* The same for a grid of shape g, with a mask or not, before it is made. */
bool sm_algo_fits_grid(const sm_algo *a, const grid_shape *g, bool masked);

/* Default settings: every option at values[0], no change tracking, default corners, braid 0. */
sm_settings sm_default_settings(void);

/*
 * Parses "key=value" for algorithm a into *s. Returns false, changing
 * nothing, when the key or value is unknown; the caller reports that using
 * a->options (which lists what is allowed). A listed value is taken as
 * listed; for an option with a `most`, any other whole number from 0 to
 * most (decimal digits only) is taken as a number.
 */
bool sm_parse_option(const sm_algo *a, const char *kv, sm_settings *s);

/*
 * The value of option i in s as a number: the number given, or the listed
 * value when it is written in digits ("100"); SM_NO_NUMBER for a word
 * ("auto") or an option i that a does not have.
 */
uint64_t sm_settings_number(const sm_algo *a, const sm_settings *s, size_t i);

/*
 * Writes the value of option i in s as text ("random", "auto", "137")
 * into buf (always terminated, cut at len); returns the length it would
 * have had. "?" for an option a does not have.
 */
size_t sm_option_text(const sm_algo *a, const sm_settings *s, size_t i, char *buf, size_t len);

/*
 * A machine running algorithm a over maze m, seeded with seed. A generator
 * resets the maze (closed walls, or open for wall adders); a solver leaves
 * it as it is. The maze must outlive the machine and is not owned by it.
 * NULL when memory runs out or the algorithm does not fit the grid
 * (sm_algo_fits: callers check it first, to say so). Free with sm_destroy(). A generator with
 * keeps_maze (the braid machine) edits the maze as it finds it, like a
 * solver reads it, so machines can be chained: generate, then braid.
 */
sm *sm_create(const sm_algo *a, maze *m, uint64_t seed, const sm_settings *s);

/* Frees the machine and every block its algorithm allocated (not the maze); NULL is a no-op. */
void sm_destroy(sm *m);

/*
 * The debug check of a machine, for tests to run after every step: its
 * maze's invariants (maze_check), a note naming a line and a caption of
 * the algorithm, and every cell's and wall's mark in range and in the
 * legend (a shade only on the marks that have one). NULL when all hold,
 * else the first that does not, in English (a static string). O(n x sides).
 */
const char *sm_check(const sm *m);

/*
 * Does one atomic unit of work (one walk move, one push or pop, ...).
 * Returns true while work remains; after completion it does nothing and
 * keeps returning false. Never allocates (except a checkpoint, see below),
 * never fails.
 */
bool sm_step(sm *m);

/* Up to max steps, stopping at completion. Returns the steps done. */
uint64_t sm_run(sm *m, uint64_t max);

/*
 * Up to max steps as an unwatched run takes them (Wilson's walks in their
 * last-exit form), for a viewer that redraws everything afterwards: the
 * state reached is the one sm_run() reaches, the change log reads as
 * overflowed (redraw all), and counts of single moves (loops erased) are
 * no longer kept until the machine is back at step 0. The last step runs
 * watched, so the loop ghost of the step it stops on is there.
 */
uint64_t sm_run_unwatched(sm *m, uint64_t max);

/* Whether every step so far ran with changes tracked (so counts of single moves are exact). */
bool sm_watched_throughout(const sm *m);

/* Runs to completion; returns the steps done. */
uint64_t sm_finish(sm *m);

bool sm_done(const sm *m);
uint64_t sm_steps(const sm *m);
const sm_algo *sm_algorithm(const sm *m);
const maze *sm_maze(const sm *m);
uint64_t sm_seed(const sm *m);
const sm_settings *sm_get_settings(const sm *m);

/* What cell c / the wall of c on side d is right now. */
sm_cell sm_cell_mark(const sm *m, uint32_t c);
sm_wall_kind sm_wall_mark(const sm *m, uint32_t c, maze_dir d);

/* Whether the algorithm marks walls at all (false: sm_wall_mark() is always SM_WALL_PLAIN). */
bool sm_marks_walls(const sm *m);

/* The algorithm's figures right now; returns how many were written (<= SM_MAX_FIGURES). */
size_t sm_figures(const sm *m, sm_figure *out);

/*
 * The algorithm's working data structure now (its stack, queue or open
 * list; sm_algo.structure). False, *out zeroed, when it shows none.
 */
bool sm_structure_of(const sm *m, sm_structure *out);

/*
 * Figures over time (issue 21, item 7). sm_keep_figures() makes the
 * machine record its figures in a series of at most cap points (series.h:
 * evenly spread, each the exact value at its step) as it runs: the
 * figures it has now name the series' columns (a figure matched by its
 * label; a step without it records SM_FIGURE_NONE). Only steps past the
 * furthest one recorded are recorded, so seeking back and replaying
 * (sm_seek) records nothing again: a run is deterministic, the series is
 * the run's up to the furthest step reached and a viewer draws its points
 * up to the current step. Running stops at each step to record (every
 * stride-th step, 1 at first), a few hundred times per doubling of the
 * run: nothing next to the steps. False when memory runs out or the
 * machine has no figures; call it before the first step to have step 0.
 */
#define SM_FIGURE_NONE UINT64_MAX
bool sm_keep_figures(sm *m, size_t cap);

/*
 * The recorded series (NULL: none kept) and, in labels[] and of[] (each
 * SERIES_MAX_FIGURES long, or NULL), each column's label and its "of"
 * when recording began (> 0: a count out of a total).
 */
struct series;
const struct series *sm_figure_series(const sm *m, sm_text *labels, uint64_t *of);

/* The values of the figures labelled labels[0..n) now, into out (SM_FIGURE_NONE: not shown now). */
void sm_figure_values(const sm *m, const sm_text *labels, size_t n, uint64_t *out);

/* Whether two texts are the same (a figure is known by its English label). */
bool sm_text_same(sm_text a, sm_text b);

/* The last step's pseudocode line and caption arguments (line 0, caption 0 before any step). */
sm_note sm_get_note(const sm *m);

/*
 * Writes the last step's caption in language l into buf (always
 * terminated, cut at len). Returns the length it would have had.
 */
size_t sm_caption(const sm *m, sm_lang l, char *buf, size_t len);

/*
 * The most recently erased loop (Wilson, Houston): its cells and the step
 * that erased it. False when there is none, or changes are not tracked.
 * The array belongs to the machine and changes with the next step.
 */
bool sm_ghost(const sm *m, const uint32_t **cells, size_t *n, uint64_t *step);

/*
 * The cells whose mark or walls changed since the last sm_clear_changes(),
 * possibly with repeats. With track_changes off, *n is 0 and NULL is
 * returned. When so much changed that the log filled up, or after a seek,
 * sm_changes_overflowed() is true: redraw everything.
 */
const uint32_t *sm_changes(const sm *m, size_t *n);
bool sm_changes_overflowed(const sm *m);
void sm_clear_changes(sm *m);

/* Bytes the algorithm and the change log allocated (not the maze, not checkpoints). */
size_t sm_memory(const sm *m);

/*
 * Time travel. sm_keep_history() (before the first step) makes the machine
 * take checkpoints as it runs - copies of its state, spaced so that they
 * use at most max_bytes in all (the spacing doubles when they would use
 * more). False when the first checkpoint cannot be allocated.
 *
 * sm_seek() goes to step `step`: forward by running, backward by undoing
 * steps from the journal when it reaches that far (sm_history_journal),
 * else by restoring the nearest checkpoint at or before it and replaying
 * (whose last steps are journaled). Past the end it stops at completion.
 * Returns the step reached. Without history, a backward seek does
 * nothing.
 */
bool sm_keep_history(sm *m, size_t max_bytes);
uint64_t sm_seek(sm *m, uint64_t step);

/* The last step of the run when known (planned, or the run was once completed), else 0. */
uint64_t sm_total_steps(const sm *m);

/* The run's length when the algorithm knows it in advance (sm_algo.plan or .planned), else 0. */
uint64_t sm_planned_steps(const sm *m);

/*
 * How far the run is, 0..1, as the algorithm itself can tell without
 * having run before: 1 once done, steps / planned length when it has a
 * plan, else its first figure counted out of the maze's cells (cells in
 * the maze / cells). False when it can tell neither.
 */
bool sm_progress(const sm *m, double *fraction);

/* Checkpoints held and their bytes; the steps between two of them. */
size_t sm_history_bytes(const sm *m, size_t *count, uint64_t *spacing);

/*
 * The journal of recent steps, kept with the history for algorithms whose
 * steps save what they change (sm_algo.journals): a quarter of the
 * history's bytes, the checkpoints have the rest. Returns the bytes it
 * holds; *from gets the earliest step a step back reaches from here by
 * undoing (the current step when none), *replayed the steps the backward
 * seeks so far replayed from checkpoints (an undo replays none).
 */
size_t sm_history_journal(const sm *m, uint64_t *from, uint64_t *replayed);

/*
 * Events (sm_event). The index of a's event called id, or -1.
 */
int sm_event_find(const sm_algo *a, const char *id);

/*
 * The events the last step raised, bit i for a->events[i]; 0 at step 0
 * (init is not a step). Exact after every step however the machine got
 * there: run(m, max) leaves the note of its last step, so a machine
 * stepped one at a time has each step's own note.
 */
uint64_t sm_events_raised(const sm *m);

/*
 * Runs up to max steps one at a time and stops right after the first step
 * that raises event ev (a step of the run, not the current one). Returns
 * whether it stopped on one; *done, when not NULL, gets the steps run. The
 * cost is that of single steps, a few times a batch's per step
 * (bench_events measures it), so callers pace a long search by max.
 */
bool sm_run_to_event(sm *m, size_t ev, uint64_t max, uint64_t *done);

/*
 * The size of the last step as event ev measures it (sm_event_size): true
 * with *size when the last step raised ev and ev has a size, else false.
 */
bool sm_event_size_of(const sm *m, size_t ev, uint64_t *size);

/*
 * sm_run_to_event() with a condition on the size: stops right after the
 * first step that raises ev with a size of at least least (0: any step
 * that raises it; above 0 for an event without a size: none does).
 */
bool sm_run_to_event_sized(sm *m, size_t ev, uint64_t least, uint64_t max, uint64_t *done);

/*
 * Goes back to the latest step before the current one that raised event
 * ev, exactly (sm_seek). Searches backwards one checkpoint interval at a
 * time, replaying each with its notes. False, and the machine where it
 * was, when no earlier step raised it or there is no history.
 */
bool sm_back_to_event(sm *m, size_t ev);

/*
 * Predict: the questions the next step poses and their answers. It is
 * found by taking the step and putting the machine back exactly (a copy
 * of its state, like a checkpoint), so m is unchanged afterwards, change
 * log included; answering takes nothing away from the plain step that
 * follows.
 */
typedef struct sm_question {
    uint64_t step;         /* the step asked about: sm_steps() + 1 */
    sm_note note;          /* its note: line, caption, arguments */
    uint64_t events;       /* the events it raises (as sm_events_raised()) */
    unsigned line;         /* "which line runs next?": the right line, 0-based */
    uint32_t choice_from;  /* the random choice to show first: a cell, or MAZE_NONE */
    uint32_t choice_to;    /* ... and the cell it leads to, or MAZE_NONE */
    uint8_t choice_side;   /* the side of choice_from facing choice_to; MAZE_NO_SIDE: none */
    bool cell_asked;       /* "which cell is next?" applies */
    uint32_t cell;         /* its right answer: the machine's own next cell */
    size_t n_right;        /* cells that count (1: only cell; more: the step could take any of them) */
} sm_question;

/* Fills q for the next step. False (q zeroed) when the machine is done or memory runs out. */
bool sm_ask_next(sm *m, sm_question *q);

/* Whether line (0-based) answers "which line runs next?" right. */
bool sm_answer_line(const sm_question *q, unsigned line);

/*
 * Whether cell c answers "which cell is next?" right: the machine's own
 * next cell, or another the step could take as well (a legal choice of
 * its, sm_choices()); m must still be at the step q was asked at. False
 * when the question does not apply.
 */
bool sm_answer_cell(const sm *m, const sm_question *q, uint32_t c);

/*
 * The cells that answer q right (the machine's own first), up to cap into
 * out; returns how many there are (q->n_right).
 */
size_t sm_answer_cells(const sm *m, const sm_question *q, uint32_t *out, size_t cap);

/*
 * Choices (sm_choice): the legal choices of the next step. Fills info and
 * the first cap of them into out; returns how many there are, 0 when the
 * step decides nothing or the machine is done. After a seek back over a
 * run with choices, info->own is the recorded choice (what a plain step
 * takes again).
 */
size_t sm_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap);

/* Whether c is a legal choice of the next step (false when there is none, or memory runs out). */
bool sm_choice_legal(const sm *m, sm_choice c);

/*
 * Takes the next step with choice c instead of the machine's own draw. The
 * machine records it, so a seek back and a replay take it again, and the
 * run stays deterministic given the seed and its choices; a choice made
 * at an earlier step than the furthest reached drops the recorded future
 * (checkpoints, choices and figures past it: the run branches). False,
 * nothing changed, when c is not legal, the machine is done or memory for
 * the record runs out.
 */
bool sm_choose(sm *m, sm_choice c);

/* The choices recorded so far (those that differ from the machine's own draw), by step; NULL when none. */
const sm_pick *sm_picks(const sm *m, size_t *n);

/* Whether two choices are the same (a wall named from either of its cells is one wall). */
bool sm_choice_same(const maze *m, sm_choice a, sm_choice b);

/* A word's name in answers ("open") and in words for people, in language l ("打通"); "" for none. */
const char *sm_word_token(sm_word w);
const char *sm_word_name(sm_word w, sm_lang l);

/*
 * A choice in the answer notation: a cell "x,y" on a rectangle, else the
 * cell's id in --format json (the cells that exist, numbered from 0); a
 * wall "CELL-CELL"; a word ("open"); a cell with a word "CELL WORD".
 * Into buf, always terminated; returns the length it would have had.
 */
size_t sm_choice_format(const maze *m, sm_choice c, char *buf, size_t len);

/*
 * Reads an answer in that notation ("(2,3)" too; surrounding spaces
 * ignored). False when it is none: bad syntax, no such cell, or a wall
 * between cells that are no neighbours.
 */
bool sm_choice_parse(const maze *m, const char *text, sm_choice *out);

/* A choice in words for people ("(2,3)", "the wall between (1,2) and (1,3)", "open"), in language l. */
size_t sm_choice_name(const maze *m, sm_choice c, sm_lang l, char *buf, size_t len);

/* The decision's question, and its rule, for the next step (info from sm_choices), in language l. */
size_t sm_choice_question(const sm *m, const sm_choice_info *info, sm_lang l, char *buf, size_t len);
size_t sm_choice_why(const sm *m, const sm_choice_info *info, sm_lang l, char *buf, size_t len);

#endif
