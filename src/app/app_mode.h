/*
 * app_mode.h - the window's modes as one interface.
 *
 * A mode is what the window is doing: one maze (single), several side by
 * side (compare), the uniformity lab, the class predicting each step
 * (predict), a student solving the finished maze (play). Each is one file
 * exporting one const app_mode and one row of APP_MODE_LIST below, like
 * the generator registry. Its state is its own struct (state_size bytes,
 * zeroed, made on its first entry and kept until the app is destroyed: a
 * score survives leaving and coming back); the app keeps only what every
 * mode shares (the settings, the single maze, the clock, the menu and the
 * help, the lesson and the presenter's bar over them).
 *
 * Keys and the pointer are rows of the key table in config.h, each with
 * the set of modes it acts in (APP_IN_...); the help is made from the rows
 * of the mode on screen, then the rows of every mode. Callers never ask
 * which mode is on: they call its hooks (what it shows as settings, its
 * step count, its renderers, whether the settings ask for it). So adding a
 * mode is: its file, its row in APP_MODE_LIST, and its rows in the key
 * table (docs/hacking.md, "Adding a window mode").
 *
 * The dispatcher (app_mode_set) makes the new mode's state, calls its
 * enter() while the old mode is still on (so the lab can read the compare
 * panes it is opened from), then the old mode's leave(). Every frame calls
 * the mode's advance() and draw(); the modes that show the single maze
 * (single, predict, play) draw with app_maze_draw() and add their parts to
 * its frame through view(); compare and the lab draw the whole window.
 *
 * A mode on the single maze (an exercise, say) is, at its smallest:
 *
 *     struct app_exercise { ... };                   its state, zeroed once
 *     static void view(app *a, render_frame *f, render_panel *p) { f->prompt = ...; }
 *     const app_mode app_mode_exercise = {
 *         .id = "exercise", .name = STR_MODE_EXERCISE,
 *         .state_size = sizeof(struct app_exercise),
 *         .enter = enter,                            optional
 *         .advance = app_maze_advance, .draw = app_maze_draw,
 *         .run = app_maze_run, .back = app_maze_back, .view = view,
 *     };
 *
 * plus X(EXERCISE, exercise) in APP_MODE_LIST and key rows with
 * APP_IN(APP_MODE_EXERCISE) (tests/viz/help_test.c then checks that they
 * are in the help). advance, draw, run and back are required; every other
 * hook may be NULL.
 */
#ifndef MAZEVIZ_APP_MODE_H
#define MAZEVIZ_APP_MODE_H

#include "app.h"
#include "render/render.h"
#include "strings.h"

/*
 * The registry: one row a mode, in the order start-up from settings tries
 * them (app_modes_open: compare before the lab, which can be opened from
 * it). X(ID, name) makes APP_MODE_ID, the mode's row in app_modes[] and
 * the declaration of its app_mode_name (its file defines it).
 */
#define APP_MODE_LIST(X)                                                   \
    X(SINGLE, single)   /* one maze: generate, step, solve (app.c) */     \
    X(COMPARE, compare) /* 2-4 panes in lockstep (app_compare.c) */       \
    X(LAB, lab)         /* the uniformity lab (app_lab.c) */              \
    X(PREDICT, predict) /* the class predicts each step (app_predict.c) */ \
    X(PLAY, play)       /* a student solves the finished maze (app_play.c) */ \
    X(EXERCISE, exercise) /* the student performs each step, graded (app_exercise.c) */ \
    X(EDIT, edit)       /* the student changes the maze, checked live (app_edit.c) */

#define APP_MODE_ENUM(ID, name) APP_MODE_##ID,
typedef enum app_mode_id { APP_MODE_LIST(APP_MODE_ENUM) APP_MODES } app_mode_id;
#undef APP_MODE_ENUM

/* Key table rows: the modes a row acts in, and the menus (tried first while one is open). */
#define APP_IN(id) (1u << (id))
#define APP_IN_ALL ((1u << APP_MODES) - 1)
#define APP_IN_MENU_ALGO (1u << 16)
#define APP_IN_MENU_SOLVER (1u << 17)
#define APP_IN_MENU_EVENT (1u << 18)
#define APP_IN_MENU_CHALLENGE (1u << 20)
#define APP_IN_MENUS (APP_IN_MENU_ALGO | APP_IN_MENU_SOLVER | APP_IN_MENU_EVENT | APP_IN_MENU_CHALLENGE)
/* While a lesson is shown (app_lesson.c): its rows come before the mode's (a remote's PgDn, PgUp, B). */
#define APP_IN_LESSON (1u << 19)
#define APP_IN_CLASS_MAZES (1u << 21) /* the teacher looks at a student's maze (Y): its own rows first */

/* The menus (M, Shift+S, Ctrl+E, Shift+Z): which one is open. */
typedef enum app_menu_kind { APP_MENU_NONE, APP_MENU_ALGO, APP_MENU_SOLVER, APP_MENU_EVENT, APP_MENU_CHALLENGE } app_menu_kind;

#define APP_HUD_TEXT 160 /* bytes of one HUD field */

typedef struct app_mode {
    const char *id;       /* "compare": the recording's file name, tests */
    app_str name;         /* the heading of its section in the help */
    size_t state_size;    /* its struct: zeroed on first entry, kept until app_destroy */
    bool whole_window;    /* draws the whole window itself (G records it all); else the single maze */
    bool waits;           /* the single maze stays paused in it, so the HUD does not say "paused" */
    bool own_hud;         /* the HUD is its fields, the algorithm and the seed (not the run's step, speed, ...) */
    bool own_panel;       /* the panel is its own (view() fills it): not the machine's chart (F) and structure (I) */
    /*
     * Start-up from settings (the command line, a state string, a slide):
     * whether args ask for this mode (NULL: never), and entering it as they
     * ask (NULL: app_mode_set(a, id, 0)); false, with SDL_GetError() set,
     * when it cannot start.
     */
    bool (*asked)(const cli_args *args);
    bool (*open)(app *a, const cli_args *args);
    /* Starts the mode (arg: the mode's own; 0: as it was last); false, with SDL_GetError() set, leaves the old one on. */
    bool (*enter)(app *a, int arg);
    /* Frees what enter() made (not the state struct); NULL: nothing. */
    void (*leave)(app *a);
    /* One frame's work (stepping within the frame's budget). */
    void (*advance)(app *a);
    /* Draws the frame, without presenting it; false with SDL_GetError() set when drawing failed. */
    bool (*draw)(app *a);
    /* n steps now, ignoring the time budget (--steps, --screenshot, tests). */
    void (*run)(app *a, uint64_t n);
    /* Back n steps (clamped at 0); returns the step reached. */
    uint64_t (*back)(app *a, uint64_t n);
    /* The step it shows (compare: the lockstep clock; the lab: its mazes); NULL: the single maze's machine's. */
    uint64_t (*steps)(const app *a);
    /*
     * What it shows as settings (app_state_current: Ctrl+C, the web page's
     * address), written over the single maze's in out; NULL: those alone.
     */
    void (*state)(const app *a, cli_args *out);
    /* Its own renderers besides a->r (compare's panes): the i-th, NULL past the last. NULL: none. */
    struct render *(*renderer)(const app *a, int i);
    /* The single maze's modes: its parts of the frame (prompt, annotations, panel changes); NULL: none. */
    void (*view)(app *a, render_frame *f, render_panel *p);
    /* HUD fields that come first (a score); returns how many. NULL: none. */
    int (*hud)(app *a, char (*out)[APP_HUD_TEXT], int max);
    /* The window title; NULL: the algorithm's ("mazeviz — Wilson's algorithm"). */
    void (*title)(app *a, char *buf, size_t len);
    /* Esc (nothing open) or the mode's key again: where it goes back to; NULL: the single maze. */
    void (*back_out)(app *a);
} app_mode;

/* The registry, indexed by app_mode_id (app_mode.c). */
extern const app_mode *const app_modes[APP_MODES];
#define APP_MODE_EXTERN(ID, name) extern const app_mode app_mode_##name;
APP_MODE_LIST(APP_MODE_EXTERN)
#undef APP_MODE_EXTERN

/*
 * Switches to mode id (arg: what its enter() takes). Entering the mode on
 * screen again restarts it. False, with SDL_GetError() set, when it
 * cannot start: the mode before stays on.
 */
bool app_mode_set(app *a, app_mode_id id, int arg);

/* The mode on screen, and its state (NULL before its first entry). */
app_mode_id app_mode_now(const app *a);
void *app_mode_state(const app *a, app_mode_id id);

/* Mode id's state, made (zeroed) when it has none yet, so a caller can set what enter() reads; NULL: no memory. */
void *app_mode_state_make(app *a, app_mode_id id);

/* Mode id's state while it is the mode on screen, else NULL: how a mode's public accessors ask whether it is on. */
void *app_mode_on(const app *a, app_mode_id id);

/* Whether mode id is on screen (for a mode without state of its own, such as the single maze). */
bool app_mode_is(const app *a, app_mode_id id);

/*
 * A question mode (predict, the exercise) on screen: paused, the panel on
 * (the pseudocode lines and the caption answer and explain), the prompt row
 * shown; *panel_was keeps whether the panel was on, for
 * app_question_close() to put back.
 */
void app_question_open(app *a, bool *panel_was);
void app_question_close(app *a, bool panel_was);

/*
 * A mode's key (A, W, U, C): mode id on screen (arg: its enter()'s), or,
 * when it is on, back to where it goes back to. False, with SDL_GetError()
 * set, when it could not start.
 */
bool app_mode_toggle(app *a, app_mode_id id, int arg);

/* Leaves the mode on screen for the one it goes back to (Esc, or its key again). */
void app_mode_back(app *a);

/* Enters every mode the settings ask for, in the registry's order (app_create, a state opened); false: one could not start. */
bool app_modes_open(app *a, const cli_args *args);

/* The mode on screen's own renderers besides a->r: the i-th, NULL past the last. */
struct render *app_mode_renderer(const app *a, int i);

/* Frees every mode's state (after leaving the one on screen); for app_destroy. */
void app_modes_free(app *a);

/*
 * The single maze, as the single mode runs it and the predict and play
 * modes build on it (app.c): a frame's stepping, the frame (calling the
 * mode's view()), n steps now, n steps back.
 */
void app_maze_advance(app *a);
bool app_maze_draw(app *a);
void app_maze_run(app *a, uint64_t n);
uint64_t app_maze_back(app *a, uint64_t n);

#endif
