/*
 * app_mode.h - the window's modes as one interface.
 *
 * A mode is what the window is doing: one maze (single), several side by
 * side (compare), the uniformity lab, the class predicting each step
 * (predict), a student solving the finished maze (play). Each is one file
 * exporting one const app_mode, one value of app_mode_id and one row of
 * app_modes[] (app_mode.c), like the generator registry. Its state is its
 * own struct (state_size bytes, zeroed, made on its first entry and kept
 * until the app is destroyed: a score survives leaving and coming back);
 * the app keeps only what every mode shares (the maze and its chain of
 * machines, the settings, the clock, the menu and the help).
 *
 * Keys are rows of the key table in config.h, each with the set of modes
 * it acts in (APP_IN_...); the help is made from the rows of the mode on
 * screen, then the rows of every mode. So adding a mode is: the file, the
 * enum value, the row in app_modes[], and its rows in the key table.
 *
 * The dispatcher (app_mode_set) makes the new mode's state, calls its
 * enter() while the old mode is still on (so the lab can read the compare
 * panes it is opened from), then the old mode's leave(). Every frame calls
 * the mode's advance() and draw(); the modes that show the single maze
 * (single, predict, play) draw with app_maze_draw() and add their parts to
 * its frame through view(); compare and the lab draw the whole window.
 *
 * A mode on the single maze (a lesson, say) is, at its smallest:
 *
 *     struct app_lesson { ... };                     its state, zeroed once
 *     static void view(app *a, render_frame *f, render_panel *p) { f->prompt = ...; }
 *     const app_mode app_mode_lesson = {
 *         .id = "lesson", .name = STR_MODE_LESSON,
 *         .state_size = sizeof(struct app_lesson),
 *         .enter = enter,                            optional
 *         .advance = app_maze_advance, .draw = app_maze_draw,
 *         .run = app_maze_run, .back = app_maze_back, .view = view,
 *     };
 *
 * plus APP_MODE_LESSON before APP_MODES, its row in app_modes[], and key
 * rows with APP_IN(APP_MODE_LESSON) (tests/viz/help_test.c then checks
 * that they are in the help). advance, draw, run and back are required;
 * every other hook may be NULL.
 */
#ifndef MAZEVIZ_APP_MODE_H
#define MAZEVIZ_APP_MODE_H

#include "app.h"
#include "render/render.h"
#include "strings.h"

typedef enum app_mode_id {
    APP_MODE_SINGLE,  /* one maze: generate, step, solve (app.c) */
    APP_MODE_COMPARE, /* 2-4 panes in lockstep (app_compare.c) */
    APP_MODE_LAB,     /* the uniformity lab (app_lab.c) */
    APP_MODE_PREDICT, /* the class predicts each step (app_predict.c) */
    APP_MODE_PLAY,    /* a student solves the finished maze (app_play.c) */
    APP_MODES
} app_mode_id;

/* Key table rows: the modes a row acts in, and the menus (tried first while one is open). */
#define APP_IN(id) (1u << (id))
#define APP_IN_ALL ((1u << APP_MODES) - 1)
#define APP_IN_MENU_ALGO (1u << 16)
#define APP_IN_MENU_SOLVER (1u << 17)
#define APP_IN_MENU_EVENT (1u << 18)
#define APP_IN_MENUS (APP_IN_MENU_ALGO | APP_IN_MENU_SOLVER | APP_IN_MENU_EVENT)
/* While a lesson is shown (app_lesson.c): its rows come before the mode's (a remote's PgDn, PgUp, B). */
#define APP_IN_LESSON (1u << 19)

/* The menus (M, Shift+S, Ctrl+E): which one is open. */
typedef enum app_menu_kind { APP_MENU_NONE, APP_MENU_ALGO, APP_MENU_SOLVER, APP_MENU_EVENT } app_menu_kind;

#define APP_HUD_TEXT 160 /* bytes of one HUD field */

typedef struct app_mode {
    const char *id;       /* "compare": the recording's file name, tests */
    app_str name;         /* the heading of its section in the help */
    size_t state_size;    /* its struct: zeroed on first entry, kept until app_destroy */
    bool whole_window;    /* draws the whole window itself (G records it all); else the single maze */
    bool waits;           /* the single maze stays paused in it, so the HUD does not say "paused" */
    bool own_hud;         /* the HUD is its fields, the algorithm and the seed (not the run's step, speed, ...) */
    /* Starts the mode (arg: the mode's own); false, with SDL_GetError() set, leaves the old one on. */
    bool (*enter)(app *a, int arg);
    /* Frees what enter() made (not the state struct); NULL: nothing. */
    void (*leave)(app *a);
    /* Events the key table does not cover (the mouse over panes, a resize); true: taken. NULL: none. */
    bool (*event)(app *a, const SDL_Event *e);
    /* One frame's work (stepping within the frame's budget). */
    void (*advance)(app *a);
    /* Draws the frame, without presenting it; false with SDL_GetError() set when drawing failed. */
    bool (*draw)(app *a);
    /* n steps now, ignoring the time budget (--steps, --screenshot, tests). */
    void (*run)(app *a, uint64_t n);
    /* Back n steps (clamped at 0); returns the step reached. */
    uint64_t (*back)(app *a, uint64_t n);
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
extern const app_mode app_mode_single, app_mode_compare, app_mode_lab, app_mode_predict, app_mode_play;

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

/* Leaves the mode on screen for the one it goes back to (Esc, or its key again). */
void app_mode_back(app *a);

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
