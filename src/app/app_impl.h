/*
 * app_impl.h - the app's state and the key table's row type, shared by
 * app.c (frames), app_view.c (what a frame shows), app_keys.c (actions)
 * and config.h (the tables).
 */
#ifndef MAZEVIZ_APP_IMPL_H
#define MAZEVIZ_APP_IMPL_H

#include "app.h"
#include "app_mode.h"
#include "mazeviz/challenge.h"
#include "mazeviz/stats.h"
#include "render/render.h"
#include "strings.h"

#define APP_MOD_ANY 0xffff /* a key row that matches whatever modifiers are held */
#define APP_RATE_SAMPLES 64 /* frames remembered for "steps in the last second" */
#define APP_CHART_POINTS 512 /* the figures a machine records for the chart (F): at most this many points */

typedef void (*app_action)(app *a, int arg);

/*
 * Where on screen a pointer row acts (output pixels of the last frame).
 * A press a row of an area other than APP_AT_ANY took holds the pointer:
 * its drags and its release go to that area's rows, wherever the pointer is.
 */
typedef enum app_area {
    APP_AT_ANY,      /* anywhere (the action finds what is under the pointer itself: a cell, a pane) */
    APP_AT_BAR,      /* a button of the presenter's bar: the row is the button, its help the label */
    APP_AT_MENU,     /* a row of the open menu */
    APP_AT_TIMELINE, /* the timeline, a little taller than drawn (a thin bar is hard to hit) */
    APP_AT_NOTE,     /* a lesson's note */
    APP_AT_MAZE,     /* the maze's picture (the editor: a press there holds the pointer for its stroke) */
} app_area;

/*
 * One row of the key table: key plus exact modifiers (or APP_MOD_ANY), in
 * the modes (and menus, or a lesson) of the mask `in` -> action(arg). The
 * pointer is keys too: what it did where (APP_CLICK(TIMELINE): a press on
 * the timeline), the point in app.pointer when the action runs. So a touch
 * toolbar or a new mode adds rows, not event code.
 */
typedef struct app_key {
    SDL_Keycode key;
    Uint16 mod;
    unsigned in;      /* APP_IN_... bits */
    app_action fn;
    int arg;
    const char *keys; /* the help's key column for this row, or NULL: the same line as the row before */
    app_str help;     /* what it does (a button of the bar: its label) */
} app_key;

/*
 * A button of the web page's toolbar (config_page_acts in config.h): its
 * name, and the key it presses (mod with it) or, key 0, the action of a row
 * it calls with the page's argument (a menu row, a line, a direction). A
 * key's row is found as for a press (app_key_acting), so the button does
 * what its key does in the mode on screen; fn with a key: only that row.
 */
typedef struct app_page_act {
    const char *name;
    SDL_Keycode key;
    Uint16 mod;
    app_action fn;
} app_page_act;

/*
 * The pointer as keys, outside SDL's key codes: an event kind in an area.
 * Pointer events carry no modifiers (mod 0). A touch is a click (SDL turns
 * touches into the left button).
 */
enum {
    APP_PTR_CLICK = 1, /* the left button pressed */
    APP_PTR_RCLICK,    /* the right button pressed */
    APP_PTR_DRAG,      /* moved while a press holds it (to the area that took it, wherever it is) */
    APP_PTR_RELEASE,   /* the button up after a press held it */
    APP_PTR_HOVER,     /* moved with no press held */
};
#define APP_PTR(kind, area) ((SDL_Keycode)(0x7f000000 | (area) << 8 | (kind)))
#define APP_CLICK(area) APP_PTR(APP_PTR_CLICK, APP_AT_##area)
#define APP_RCLICK(area) APP_PTR(APP_PTR_RCLICK, APP_AT_##area)
#define APP_DRAG(area) APP_PTR(APP_PTR_DRAG, APP_AT_##area)
#define APP_RELEASE(area) APP_PTR(APP_PTR_RELEASE, APP_AT_##area)
#define APP_HOVER(area) APP_PTR(APP_PTR_HOVER, APP_AT_##area)
#define APP_KEY_CLICK APP_CLICK(ANY)   /* a click on the maze or the panel: the action finds what is there */
#define APP_KEY_RCLICK APP_RCLICK(ANY)

/* Whether key is the pointer's, and its kind (APP_PTR_...) and area. */
static inline bool app_key_pointer(SDL_Keycode k) { return (k & 0x7fff0000) == 0x7f000000; }
static inline int app_key_kind(SDL_Keycode k) { return app_key_pointer(k) ? (int)(k & 0xff) : 0; }
static inline app_area app_key_area(SDL_Keycode k) { return app_key_pointer(k) ? (app_area)(k >> 8 & 0xff) : APP_AT_ANY; }

/* The pointer as the key table sees it: where the event a row acts on was, and the area holding it. */
typedef struct app_pointer {
    SDL_Point at;     /* output pixels */
    app_area grab;    /* the area of the row that took the press held now; APP_AT_ANY: none */
} app_pointer;

/*
 * The chain of step machines run on one maze: the generator, the braid
 * machine (--opt braid=P > 0), the sparse machine (--opt sparse=N > 0) and a solver or the distance machine (S, D,
 * --solve). a->g is chain[phase], the machine on screen; a later phase
 * starts when the one before is done.
 */
enum { APP_GEN, APP_BRAID, APP_SPARSE, APP_SOLVE, APP_PHASES };

#define APP_BAR_MAX 16 /* buttons of the presenter's bar at most */

/* The presenter's control bar (app_bar.c): when it shows, and where its buttons were last drawn. */
typedef struct app_bar {
    double until;               /* the app clock until which it shows */
    SDL_Rect rect[APP_BAR_MAX]; /* the buttons of the last frame that showed it */
    int row[APP_BAR_MAX];       /* their rows of config_keys (a button left out for lack of room: rect w 0) */
    int n;
    int hot;                    /* the button under the pointer, -1: none */
    bool seen;                  /* a pointer position is known: */
    int x, y;                   /* the last one (a window opening under the pointer is no movement) */
} app_bar;

/*
 * The single maze: one maze and the chain of step machines run on it, as
 * the single mode shows it and the modes on it (predict, play) build on
 * it - where its run is (a seek, PgDn's hunt, the furthest step), the
 * finished maze's figures, what its frames showed (the loop ghost, the
 * speed samples, the costs of drawing) and the text they were made of.
 * Compare and the lab run their own machines; they read its grid, its
 * algorithm and its start and goal.
 */
/* --challenge: the task's verdict on the maze shown, judged again when its walls change. */
typedef struct app_challenge {
    uint64_t walls;              /* a hash of the walls judged (0: none yet) */
    challenge_verdict verdict;
    challenge_why why;
    char text[2][512];           /* the panel's paragraphs: the task, the verdict */
    uint32_t ends[2];            /* the start and goal marked on the maze */
} app_challenge;

typedef struct app_maze {
    maze *m;
    uint8_t *cells;         /* the mask on the grid the window changed to (X); NULL: args.cells */
    size_t algo;            /* index into gen_algos */
    gen_settings opts;      /* that algorithm's options (--opt, then the O key) */
    maze *edited;           /* the editor's maze, given as opts.source when the editor was left with changes; owned */
    sm *g;                  /* chain[phase]: the machine on screen */
    sm *chain[APP_PHASES];  /* NULL: not (yet) made */
    int phase;
    unsigned chain_no;      /* counts new machines on screen (a restart, another phase): old questions are stale */
    const sm_algo *solver;  /* the solve phase's algorithm (S, D, --solve); NULL: none */
    size_t solver_index;    /* the S key's place in solve_algos */
    uint32_t from, to;      /* start and goal (clicks, --from, --to); MAZE_NONE: the corners */
    maze_stats stats;       /* the finished maze's figures (stats_ok) */
    bool stats_ok;
    bool stats_kept;        /* stats hold the figures of the maze whose print is stats_print (shown or not) */
    uint64_t stats_print;   /* that maze's fingerprint: its walls, start and goal */
    unsigned stats_runs;    /* how many times the figures were computed (a test counts them) */
    maze_stats_job stats_job; /* computing them, a slice a frame (stats_busy) */
    bool stats_busy;
    bool seeking, dragging; /* a timeline seek is under way / the mouse holds the knob */
    uint64_t seek_to;
    uint64_t furthest;      /* the furthest step reached (the scrub range's end while the total is unknown) */
    double furthest_frac;   /* the machine's own progress there (sm_progress); < 0: it has none */
    const sm_algo *event_algo; /* the machine event_kind is for (another: its main event again) */
    size_t event_kind;      /* the event PgDn / PgUp look for (E cycles) */
    bool hunting;           /* PgDn: running to the next event, a budgeted slice a frame */
    double event_kind_t0;   /* when E last changed the kind (the HUD names it for a while) */
    bool done_seen;         /* a frame has shown the finished maze since it was last unfinished */
    double done_t0;         /* ... from then (the banner leaves after CONFIG_BANNER_MS) */
    bool chart_on, structure_on; /* F: the figures chart in the panel; I: the working data structure */
    struct app_chart *chart; /* their buffers (app_chart.c), made on first use */
    double ms_per_change;   /* measured cost of redrawing one changed cell */
    double ms_full;         /* measured cost of redrawing every cell (0: not yet) */
    double ms_rest;         /* measured cost of the rest of a frame's drawing */
    uint64_t ghost_step;    /* the erased loop being shown, and when it was first seen */
    double ghost_t0;
    uint32_t *ghost_keep;   /* the shown loop's cells the walk has not entered again */
    size_t ghost_keep_cap;
    uint64_t drawn_step;    /* the step the last frame showed */
    double rate_t[APP_RATE_SAMPLES]; /* (time, steps) of the last frames, for "steps in the last second" */
    uint64_t rate_n[APP_RATE_SAMPLES];
    unsigned rate_i;
    bool history_warned;    /* the warning that there is no memory for step history was given */
    char hud[RENDER_MAX_HUD][160]; /* the text of the last frame: HUD fields, caption, panel figures */
    char caption[512];
    char verdict[512]; /* a script's banner line: where the maze is not perfect, or its error */
    char fig_value[SM_MAX_FIGURES][48];
    char stat_value[SM_MAX_FIGURES][48];
    app_challenge challenge; /* --challenge ID: its verdict on this maze (args.challenge NULL: none) */
} app_maze;

/* The help box (F1): open or not, its page when it needs more than one, its lines as last made. */
typedef struct app_help {
    bool on;
    int page;
    char lines[RENDER_MAX_HELP][200];
} app_help;

/* The menu (M, Shift+S, Ctrl+E, Shift+Z): which one is open (or none), its selected row, its rows as last drawn. */
typedef struct app_menu {
    app_menu_kind kind;
    int sel;
    char items[RENDER_MAX_MENU][120];
} app_menu;

/* A note in the HUD for CONFIG_NOTICE_MS (app_notice): why a key did nothing or changed more than asked. */
typedef struct app_note {
    char text[APP_HUD_TEXT];
    double until;           /* the app clock until which it shows */
} app_note;

/* The G key's recording (app_record.h): the recorder, and what it takes in. */
typedef struct app_rec {
    struct recorder *gif;   /* made with the app: its state is the app's, not the program's */
    bool more;              /* Shift+G: the legend, timeline and HUD too */
} app_rec;

/* The window: what every mode shares. */
struct app {
    cli_args args;          /* the command line (algorithm options apply to args.algo) */
    struct script *script;  /* --script read again by F5, the app's own; NULL: args.script (the caller's) */
    SDL_Renderer *ren;
    SDL_Window *win;
    render *r;              /* draws the single maze's frame, and the help and menu over every mode's */
    app_maze maze;          /* the single maze */
    uint64_t seed;
    int speed;              /* SPEED_MIN .. SPEED_MAX */
    unsigned tick;          /* frames since the last step at slow speeds */
    bool paused, finishing, running, overlays_on, panel_on;
    app_help help;          /* F1 */
    bool offscreen;         /* a screenshot: nothing that depends on time or the past */
    sm_lang lang;
    size_t theme;           /* index into config_themes */
    app_menu menu;          /* M, Shift+S, Ctrl+E */
    unsigned repeats;       /* key-repeat events of the key held now (0: a fresh press) */
    app_rec rec;            /* the G key's GIF recording */
    bool capped;            /* the last frame's stepping stopped at the budget */
    double budget_ms;       /* stepping time per frame (compare panes, the lab) */
    bool manual_clock;      /* tests set the clock with app_set_clock() */
    double now_ms;          /* the app's clock (real time unless manual) */
    char title[200];
    char hud_text[1024];    /* the HUD fields joined, for tests and the window test */
    app_mode_id mode;       /* the mode on screen (app_mode.h) */
    void *mode_state[APP_MODES]; /* each mode's own struct, made on its first entry */
    app_pointer pointer;    /* where the pointer event a key row acts on was */
    app_note notice;        /* why a key did nothing or changed more than asked, for a while */
    struct app_state *st;    /* state strings: the settings opened, the HUD notice (app_state.c); NULL: none yet */
    struct app_lesson *lesson; /* the lesson presented (app_lesson.c); NULL: none */
    app_bar bar;            /* the presenter's control bar (app_bar.c) */
    struct app_class *cls;  /* the class served (--serve, app_class.c); NULL: none */
};

/*
 * Compare panes and the lab: more(a, k) does k more units (false: nothing
 * left to do) in slices until max are done or a->budget_ms has passed
 * (a->capped then). Returns the units done.
 */
uint64_t app_run_sliced(app *a, uint64_t max, uint64_t slice, bool (*more)(app *a, uint64_t k));

/* The maze changed, or the solution's ends: its figures are computed again once the chain is done. */
void app_stats_forget(app *a);

/*
 * The timeline of machine g (app.c): *progress and *reach as render_frame
 * has them, and *reach_steps, the step at the scrub range's right end.
 * past: the window's view, which may use what earlier frames learnt (the
 * furthest step, a total from a finished run); a picture's (--screenshot,
 * --gif, offscreen) uses only the machine as it is now.
 */
void app_timeline(const app *a, const sm *g, bool past, float *progress, float *reach,
                  uint64_t *reach_steps);

/* The next seed, derived from the current one (so a session can be replayed from its first seed). */
void app_next_seed(app *a);

/* Steps one press of ← or → moves now: 1, more the longer the key is held (config.h). */
uint64_t app_held_steps(const app *a);

/* Window coordinates of a mouse event to output pixels (they differ on HiDPI screens). */
SDL_Point app_to_output(const app *a, int x, int y);

/* Starts a new generation with a->maze.algo and a->seed; false when out of memory. */
bool app_restart(app *a);

/* Whether a phase after the one on screen is wanted. */
bool app_later_phase(const app *a);

/* Whether the whole chain is done (no later phase waits). */
bool app_chain_done(const app *a);

/* Turns on m's step history (CONFIG_HISTORY_BYTES); without memory for it, warns once per app. */
void app_keep_history(app *a, sm *m);

/* Moves on to the next phase of the chain when the current machine is done; true when it did. */
bool app_next_phase(app *a);

/* Back from step 0 of a later machine into the earlier one, at its last step but one; true when it did. */
bool app_prev_phase(app *a);

/* Makes algo the solve phase (NULL: none): runs the earlier phases to the end, starts it at step 0. */
void app_set_solver(app *a, const sm_algo *algo);

/* Sets the start (goal false) or the goal (goal true) and restarts the solve phase. */
void app_set_end(app *a, uint32_t cell, bool goal);

/* Sets the window title for the current algorithm and language. */
void app_update_title(app *a);

/* Steps done over the last second of the app clock. */
uint64_t app_steps_last_second(const app *a);

/* Option k's value in s as the HUD shows it ("左手扶墙", or "steps=137" written into buf) (app_view.c). */
const char *app_option_text(const sm_algo *a, const sm_settings *s, size_t k, sm_lang l, char *buf, size_t len);

/* Fills f with what the frame shows (app_view.c). */
void app_view(app *a, render_frame *f, render_panel *p);

/*
 * Events (app_events.c). The event kind the keys look for on the machine
 * on screen (its main event until E picks another); the HUD field naming
 * the events this step raised, else that kind; one frame's slice of a
 * PgDn search; the earlier phases to their end, then the last machine to
 * --until's step: the until_n-th raising until_event (of size until_len or
 * more when that is above 0) - returns how many it found.
 */
size_t app_event_kind(app *a);
void app_event_hud(app *a, char *buf, size_t len);
void app_hunt_some(app *a, double budget_ms);
uint64_t app_advance_to_event(app *a, const cli_args *until);
void app_act_event_next(app *a, int arg);
void app_act_event_prev(app *a, int arg);
void app_act_event_kind(app *a, int dir);

/* Goes to step `step` now (backward: exact via the history); redraws all. */
void app_seek_now(app *a, uint64_t step);

/* Full screen at the desktop's size (also under X11 without a window manager), or back. */
void app_set_fullscreen(SDL_Window *win, bool on);
bool app_is_fullscreen(SDL_Window *win);

/*
 * The row of the key table that acts now for key+mod - the open menu's
 * rows first, then a lesson's, then the mode's on screen - or, with fn not
 * NULL, the first such row whose action is fn (the web page's buttons name
 * actions: a digit's row picks a menu row or answers a line). NULL: none
 * acts here.
 */
const app_key *app_key_acting(const app *a, SDL_Keycode key, Uint16 mod, app_action fn);
/* A press of key+mod handled as SDL's would be (the web page's buttons). */
void app_press_key(app *a, SDL_Keycode key, Uint16 mod);
/* A pointer event handled as the mouse's: kind 0 down, 1 moved (held), 2 up, at window (x, y); button 1 left, 3 right. */
void app_pointer_event(app *a, int kind, int x, int y, int button);

/* Help lines "keys\tdescription" in the current language; returns how many. */
int app_keys_help(const app *a, char lines[][200], int max);

/* Actions the key table names; arg as in the table. */
void app_act_quit(app *a, int arg);
void app_act_close(app *a, int arg);
void app_act_algo(app *a, int index);
void app_act_algo_next(app *a, int dir);
void app_act_menu(app *a, int arg);
void app_act_option(app *a, int index);
void app_act_pause(app *a, int arg);
void app_act_step(app *a, int arg);
void app_act_back(app *a, int arg);
void app_act_home(app *a, int arg);
void app_act_speed(app *a, int dir);
void app_act_finish(app *a, int arg);
void app_act_restart(app *a, int arg);
void app_act_new_seed(app *a, int arg);
void app_act_style(app *a, int arg);
void app_act_view(app *a, int arg);
void app_act_panel(app *a, int arg);
void app_act_chart(app *a, int arg);     /* F: the figures chart on / off (app_chart.c) */
void app_act_structure(app *a, int arg); /* I: the working data structure on / off */
/*
 * --challenge: its task and the verdict on the maze shown into the free
 * structure paragraphs of p (the judge runs again when the walls change:
 * a finished generator, a loaded maze, an edit).
 */
void app_challenge_view(app *a, render_panel *p);
/*
 * The challenge menu's choice: the app opened on c as --challenge c->id
 * --edit would open it (its grid, start and goal, a generator's maze on
 * the seed N would go to) in the editor, the language, theme and panel
 * kept; false, the HUD saying why, leaves the app as it was.
 */
bool app_challenge_open(app *a, const challenge *c);
/* --challenge: its start and goal marked over the single maze while no solver marks them. */
void app_challenge_marks(app *a, render_frame *f);

/* The chart and the structure into the frame's panel p, as they are on; their buffers freed. */
void app_chart_view(app *a, render_panel *p);
void app_chart_free(app *a);
void app_act_lang(app *a, int arg);
void app_act_theme(app *a, int arg);
void app_act_hide(app *a, int arg);
void app_act_fullscreen(app *a, int arg);
void app_act_help(app *a, int arg);
void app_act_record(app *a, int arg); /* app_record_key.c */
void app_act_solve(app *a, int arg);   /* S: the current solver, then the next */
void app_act_solve_menu(app *a, int arg);
void app_act_distance(app *a, int arg);

/* Compare mode (app_compare.c): 2-4 panes stepping in lockstep; arg of its enter(): see there. */
bool app_compare_start(app *a, const gen_algo *const *algos, int n);
/*
 * Solver panes: the n solvers racing on one maze of gen_algos[maze_algo]
 * (a->seed, braided as a->args says), with their options (NULL: defaults).
 */
bool app_compare_start_solvers(app *a, size_t maze_algo, const sm_algo *const *solvers, const sm_settings *opts,
                               int n);
void app_compare_open(app *a, size_t algo); /* algo beside the backtracker (or Wilson) */
void app_act_cmp_solvers(app *a, int arg);   /* S: solvers on the yellow pane's maze / back to generators */
void app_act_compare(app *a, int arg);       /* C: compare the current algorithm / back */
void app_act_script_reload(app *a, int arg); /* F5: read --script's file again (its syntax error: a notice) */
void app_act_cmp_step(app *a, int arg);
void app_act_cmp_back(app *a, int arg);
void app_act_cmp_home(app *a, int arg);
void app_act_cmp_finish(app *a, int arg);
void app_act_cmp_restart(app *a, int arg);   /* arg 1: a new seed first */
void app_act_cmp_algo(app *a, int dir);      /* Tab: the highlighted pane's algorithm */
void app_act_cmp_single_only(app *a, int arg); /* D: say it needs one maze */
void app_act_cmp_style(app *a, int arg);
void app_act_cmp_view(app *a, int arg);
void app_act_cmp_lab(app *a, int arg);       /* U: the lab for the highlighted pane's algorithm */
void app_act_cmp_focus(app *a, int arg);     /* a click, or the pointer over a pane: highlight it */

/* The uniformity lab (app_lab.c); arg of its enter(): the gen_algos index. */
void app_act_lab(app *a, int arg);
void app_act_lab_pause(app *a, int arg);
void app_act_lab_step(app *a, int arg);
void app_act_lab_algo(app *a, int dir);
void app_act_lab_grid(app *a, int arg);
void app_act_lab_order(app *a, int arg);
void app_act_lab_restart(app *a, int arg);   /* arg 1: a new seed first */
void app_act_lab_speed(app *a, int dir);
void app_act_lab_compare(app *a, int arg);   /* C: compare mode for the lab's algorithm */
void app_lab_format_p(double p, char *buf, size_t len); /* as the lab shows it */
/* The lab's verdict in words: too few mazes yet, uniform so far (p after n), or biased since maze m. */
void app_lab_verdict(const struct lab *l, sm_lang lang, char *buf, size_t len);
void app_lab_format_count(uint64_t n, char *buf, size_t len); /* 5,000 */
/* Figure f's value as the panel, the HUD and the panes show it: "1,024", or "189/600" with sep "/" (counts grouped by sm_count()). */
size_t app_figure_value(const sm_figure *f, const char *sep, char *buf, size_t len);

/* Predict mode (app_predict.c). */
void app_act_predict(app *a, int arg);        /* A: predict mode on / off */
void app_act_predict_reset(app *a, int arg);  /* Shift+A: the score back to 0 / 0 */
void app_act_answer_line(app *a, int line);   /* the page's: line `line` (0-based) runs next */
void app_act_answer_digit(app *a, int digit); /* 0 ... 9: a digit of the number of the line that runs next */
void app_act_answer_enter(app *a, int arg);   /* Enter: the number typed answers (nothing typed: finish) */
void app_act_answer_erase(app *a, int arg);   /* Backspace: the last digit typed goes */
void app_act_answer_click(app *a, int arg);   /* a click: a pseudocode line, or a cell */
void app_act_predict_skip(app *a, int arg);   /* →: the step without an answer */
void app_act_predict_event_next(app *a, int arg); /* PgDn: to the step before the next event */
void app_act_predict_event_prev(app *a, int arg); /* PgUp: to the step before the previous one */

/* Play mode (app_play.c). */
void app_act_play(app *a, int arg);           /* W: solve it yourself / back */
void app_act_edit(app *a, int arg);           /* Z: the editor / back */
void app_act_edit_press(app *a, int arg);     /* a press on a wall: toggle it, start a stroke */
void app_act_edit_drag(app *a, int arg);      /* the stroke crosses a wall: draw or erase it */
void app_act_edit_release(app *a, int arg);
void app_act_edit_undo(app *a, int arg);      /* Ctrl+Z (0), Ctrl+Y (1) */
void app_act_edit_fill(app *a, int arg);      /* E (1: every wall open), F (0: every wall closed) */
void app_act_edit_solve(app *a, int arg);     /* S: the single maze, solving the edited maze */
void app_act_edit_save(app *a, int arg);      /* Ctrl+S: the maze to --output */
void app_act_play_move(app *a, int dir);      /* arrows: 0 right, 1 down, 2 left, 3 up */
void app_act_play_click(app *a, int arg);     /* a click on a cell next to the marker */
void app_act_play_path(app *a, int arg);      /* S: the shortest path on / off */
void app_act_play_again(app *a, int arg);     /* R: from the start again, same maze */

/* Exercise mode (app_exercise.c). */
void app_act_exercise(app *a, int arg);       /* K: the exercise on the maze on screen / back */
void app_act_exercise_click(app *a, int arg); /* a click: a button's action, a cell or a wall */
void app_act_exercise_copy(app *a, int arg);  /* Ctrl+C: the completion code (of the moves so far) */
void app_act_exercise_undo(app *a, int arg);  /* Backspace, Ctrl+Z, ←: the last answer taken back */

/* The menus (app_keys.c): open one, move, pick, close. */
void app_act_menu_move(app *a, int dir);
void app_act_menu_pick(app *a, int row);      /* row -1: the selected one */
void app_act_menu_close(app *a, int arg);
void app_act_menu_click(app *a, int arg);     /* a click on a menu row: that row */
void app_act_nothing(app *a, int arg);        /* taken, and nothing done (a click beside an open menu) */
void app_act_seek_at(app *a, int arg);        /* a press on the timeline (arg 0) or its drag (1): that step */
void app_act_seek_end(app *a, int arg);       /* the press on the timeline ends */
void app_act_event_menu(app *a, int arg);     /* Ctrl+E: the event kinds */
void app_act_challenge_menu(app *a, int arg); /* Shift+Z: the challenges */
int app_menu_count(const app *a);             /* the open menu's rows */
void app_act_click_end(app *a, int goal);     /* a click on a cell: start (0) or goal (1) */
void app_act_grid(app *a, int arg);           /* X: the next grid shape */

/* A note in the HUD for CONFIG_NOTICE_MS: why a key did nothing, or what else it changed. */
void app_notice(app *a, const char *fmt, ...);
bool app_notice_on(const app *a);

/* Switches to gen_algos[index] (its options from the command line, or defaults); a row algorithm on another grid: a notice. */
void app_select_algo(app *a, size_t index);

/*
 * The window's generators by index: the registry's, then the student's
 * script of --script (index gen_algo_count) when there is one.
 */
size_t app_gen_count(const app *a);
const gen_algo *app_gen_algo(const app *a, size_t i);
/* The index of algo among them (0 when it is none of them). */
size_t app_algo_index(const app *a, const gen_algo *algo);

/*
 * The window's solvers by index: the registry's, then the student's solver
 * script of --solve FILE.lua (index solve_algo_count) when there is one;
 * index app_solver_count() is the distance machine (the menu's last row).
 */
size_t app_solver_count(const app *a);
const sm_algo *app_solver_at(const app *a, size_t i);
/* The index of algo among them (0 when it is none of them, the distance machine's past them). */
size_t app_solver_index(const app *a, const sm_algo *algo);

/* Whether app_gen_algo(a, i) runs on the window's grid (row algorithms need a plain rectangle). */
bool app_algo_fits(const app *a, size_t i);

/* Help lines of mode m in the current language ("keys\tdescription", headings without a tab). */
int app_help_for(const app *a, app_mode_id m, char lines[][200], int max);

/* The help and the menu over a whole-window mode's frame (compare, the lab), drawn with r. */
void app_draw_overlays(app *a, render *r);

/*
 * State strings in the window (app_state.c): Ctrl+C, Ctrl+V, the size
 * ladder, and opening settings in place of the app's (a slide's, a pasted
 * state's).
 */
void app_act_state_copy(app *a, int arg);
void app_act_state_paste(app *a, int arg);
void app_act_size(app *a, int dir);
/* What is on screen as settings (with the shown machine's step when with_step). */
void app_state_current(const app *a, cli_args *out, bool with_step);
/* Cell c's name as --from / --to take it ("3,4"; polar "ring,cell") into buf; NULL for MAZE_NONE. */
const char *app_cell_arg(const app *a, uint32_t c, char *buf, size_t len);
/* Opens state string text in place of what is shown (keep_note: with the slide's note); false (the HUD says why) leaves it. */
bool app_state_open(app *a, const char *text, bool keep_note);
/* The spare settings to parse into, then app_state_use() opens them; NULL: no memory. */
cli_args *app_state_spare(app *a);
bool app_state_use(app *a);
/* The app reopened on a command line's settings (argv[0] the program), as app_state_open() on a state's. */
bool app_state_open_args(app *a, int argc, char **argv, bool keep_note);
/* A HUD notice for CONFIG_NOTICE_MS: string s with arg. */
void app_state_notice(app *a, app_str s, const char *arg);
/* Appends the slide and the notice to the HUD fields hud[n..max); returns the new count. */
int app_state_hud(app *a, char (*hud)[160], int n, int max);
void app_state_free(app *a);
/* app_start_at() has run the app to where its settings start (Ctrl+C then says "until" while it stays there). */
void app_state_started(app *a);

/*
 * The presenter's control bar (app_bar.c): the key table's APP_AT_BAR rows
 * of the layers on screen as buttons over the HUD, shown for a while after
 * the pointer moves. app_bar_moved() is every move (window pixels);
 * app_bar_row() the row of the button at output point p (false: none).
 */
void app_bar_moved(app *a, int x, int y);
bool app_bar_row(app *a, SDL_Point p, size_t *row);
void app_bar_draw(app *a); /* over the HUD, when shown */
bool app_bar_shown(const app *a);

/*
 * The lesson presented (app_lesson.c): a layer over the modes, its state
 * in a->lesson. app_lesson_open() presents slide `slide` of l (which must
 * outlive the app; argv's flags apply over every slide) from now on;
 * false (no memory) leaves the app without a lesson.
 */
struct lesson;
bool app_lesson_open(app *a, const struct lesson *l, size_t slide, int argc, char **argv);
void app_lesson_free(app *a);
bool app_lesson_unblank(app *a); /* a key or click ends B's blank (true: it does nothing else) */
bool app_lesson_hud(const app *a, char *buf, size_t len); /* "slide 3 / 10"; false: no lesson */
bool app_lesson_go(app *a, long i); /* opens slide i (0-based) */
size_t app_lesson_slide(const app *a); /* the slide on screen (0-based); 0 without a lesson */
bool app_lesson_draw_blank(app *a); /* B in a lesson: draws the black screen; false: not blank */
bool app_lesson_on(const app *a); /* a lesson is shown: the key table's APP_IN_LESSON rows act */
bool app_lesson_quit_asked(app *a); /* Q: true to quit (no lesson, or Q again); else says "Q again" */
/* → (dir +1) at the end of the slide's run or ← (-1) at its start: moves to the next / previous slide. */
bool app_lesson_edge(app *a, int dir);
void app_act_blank(app *a, int arg); /* B in a lesson: the screen black until the next key or click */

/*
 * The class session served from the window (app_class.c; --serve): a
 * layer over the modes, its state in a->cls. app_class_start() starts the
 * server on a->args' address with the web edition in site (false, with
 * one line in err, when it cannot); app_class_frame() is each frame's
 * handoff (the screen to the class, predict's question, the tally read),
 * never waiting on the network; app_class_draw() the student count, the
 * tally and the join card over the frame; app_class_end() stops serving
 * and writes the report (false with one line in err when it could not;
 * no class: true). app_class_join_url() is the address students type ("":
 * no class).
 */
bool app_class_start(app *a, const char *site, char *err, size_t len);
void app_class_frame(app *a);
void app_class_draw(app *a);
bool app_class_end(app *a, char *err, size_t len);
const char *app_class_join_url(const app *a);
bool app_class_hud(const app *a, char *buf, size_t len); /* "24 students" (the HUD's field); false: no class */

/*
 * The candidate cells of predict's open cell question, for the class (the
 * window's and the teacher's web page's alike): its right cells (up to
 * APP_CLASS_RIGHT_MAX, the machine's own first) into right (*n_right of
 * them), then their neighbours, up to APP_CLASS_CANDIDATES_MAX in all, into
 * out (repeats possible); how many. 0: no cell question is open.
 */
#define APP_CLASS_RIGHT_MAX 16
#define APP_CLASS_CANDIDATES_MAX 24
size_t app_class_candidates(app *a, uint32_t *right, size_t *n_right, uint32_t *out);
void app_act_class_card(app *a, int arg);    /* J: the join address in big type with its QR code, or not */
void app_act_class_release(app *a, int arg); /* Shift+J: the class explores on its own / follows again */
bool app_class_browsing(const app *a);           /* Y: a student's maze on screen: the key table's APP_IN_CLASS_MAZES rows act */
void app_act_class_mazes(app *a, int arg);       /* Y: the students' mazes (arg 0: open / close; +1 / -1: page) */
void app_act_class_maze_show(app *a, int arg);   /* Enter (1): this maze to the class; Esc (0): back to the class's */
void app_act_class_exercise(app *a, int arg); /* Shift+K: the exercise of the maze on screen to every student */
void app_act_slide(app *a, int dir);

#endif
