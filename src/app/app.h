/*
 * app.h - the visualizer: one generator animated frame by frame, driven by
 * keys, drawn by the renderer.
 *
 * The frame function is separate from the event loop: app_handle_event()
 * and app_frame() are all a loop (or a test) needs, and neither blocks.
 * app_run_window() is the real loop with a window; app_run_screenshot()
 * draws one frame into a PNG without any window or video driver.
 */
#ifndef MAZEVIZ_APP_H
#define MAZEVIZ_APP_H

#include <stdbool.h>

#include <SDL.h>

#include "settings/args.h"
#include "mazeviz/gen.h"
#include "mazeviz/stats.h"

typedef struct app app;

/*
 * A visualizer for the settings in args (algorithm, size, seed, speed,
 * cell size, language, theme, panel), drawing with ren; win may be NULL (no title to keep up to
 * date). Looks the UI font up (see app_find_font) and warns once on stderr
 * when it is missing. NULL with SDL_GetError() set on failure. Free with
 * app_destroy(), which leaves ren and win alone.
 */
app *app_create(const cli_args *args, SDL_Renderer *ren, SDL_Window *win);

/* Frees the app; NULL is a no-op. */
void app_destroy(app *a);

/* Acts on one event (keys from the key table, the menu, the timeline mouse, quit, resize). */
void app_handle_event(app *a, const SDL_Event *e);

/*
 * One frame: advances the generator as the speed says (never longer than
 * the per-frame time budget), brings the maze texture up to date and draws
 * the frame, without presenting it. False, with SDL_GetError() set, when
 * drawing failed.
 */
bool app_frame(app *a);

/*
 * One turn of the window's loop: every pending event, one app_frame(),
 * the GIF recording's frame, the recording sign, present, then wait out the rest of the frame
 * period (1/CONFIG_FPS s; a late frame starts the next at once). *next is
 * the deadline kept between turns: 0 before the first. False, with
 * SDL_GetError() set, when drawing failed.
 */
bool app_loop_turn(app *a, SDL_Renderer *ren, Uint64 *next);

/* The part of the output the GIF recording (G) takes: the maze, or more (app_record_key.c). */
SDL_Rect app_record_area(const app *a);

/*
 * The recording sign over the output's top right corner (app_record_key.c):
 * "REC 0:12" with a red dot while G records, then "saved NAME.gif" (or
 * why not) for a while. Drawn after the recording took its frame, so a
 * recording never shows it; false when there is no sign.
 */
bool app_record_sign_draw(app *a);

/* Draws the current state as app_frame() does, without advancing. */
bool app_draw(app *a);

/* Runs exactly n more steps (or to completion), ignoring the time budget. */
void app_advance(app *a, uint64_t n);

/*
 * n steps of the whole chain of machines (the generator, then the braid
 * machine with --opt braid=P): a machine that finishes hands over to the
 * next, which shows from its step 0 on. Used by --gif, whose frames follow
 * the chain's steps.
 */
void app_run_chain(app *a, uint64_t n);

/*
 * The app's clock in milliseconds (the loop ghost fades by it, "steps in
 * the last second" counts by it). Real time unless a test sets it: after
 * the first call the clock only moves when set.
 */
void app_set_clock(app *a, double ms);

/*
 * Where --until or --steps ask the run to start: the earlier machines to
 * their end, then the last one to its N-th step raising the event, or to
 * step K; the app is then paused. False when the run raised the event
 * fewer than N times (the app is then at the run's end).
 */
bool app_start_at(app *a, const cli_args *args);

/* The step the mode on screen shows: the machine's, compare's lockstep clock, the lab's mazes. */
uint64_t app_steps(const app *a);

/* Goes back `back` steps from the current one (clamped at step 0); returns the step reached. */
uint64_t app_go_back(app *a, uint64_t back);

/* Marks the app as drawing a screenshot: no speed measurements, no trace of undone steps. */
void app_set_offscreen(app *a, bool on);

sm_lang app_lang(const app *a);

/* The theme called id (classic when id is NULL or unknown). */
const struct render_theme *app_theme_named(const char *id);

/*
 * The picture size for the settings in a: --window, else sized for --cell,
 * else the default window size. Used by the window, --screenshot and --gif.
 */
void app_output_size(const cli_args *a, int *w, int *h);

bool app_running(const app *a);
const char *app_title(const app *a);
const char *app_hud(const app *a);
const sm *app_gen(const app *a);
struct render *app_renderer(const app *a);

/* The app's GIF recorder (app_record.h): the G key's, which the frame loop feeds. */
struct recorder *app_recorder(const app *a);

/*
 * Parts of pictures the app's renderers could not draw so far (see
 * render_missed()), and why the last one was not. A --screenshot or
 * --gif picture drawn while this grows is not whole: an error.
 */
unsigned long app_missed(const app *a, const char **why);

/*
 * The figures chart (F) as the panel draws it, whether it is on or not:
 * the machine on screen's recorded figures from step 0 up to the step
 * shown, then that step's own figures. Writes up to max points: steps[i]
 * and values[i * SERIES_MAX_FIGURES + k] for line k (SM_FIGURE_NONE: no
 * value there); returns the points, *lines the figures plotted and, when
 * labels is not NULL, their labels (SERIES_MAX_FIGURES of room).
 */
size_t app_chart_points(const app *a, uint64_t *steps, uint64_t *values, size_t max, size_t *lines,
                        sm_text *labels);

/*
 * The working data structure (I) as the panel shows it: its paragraphs
 * in out[0..2) - the cell just taken with its values (A*), when there is
 * one, then the structure's size and first cells (or that the algorithm
 * keeps none) - and returns how many (0 when max < 2).
 */
size_t app_structure_text(const app *a, char out[][512], size_t max);

/* Compare mode: the number of panes (0: not comparing), pane i's machine and renderer. */
int app_compare_panes(const app *a);
bool app_compare_solving(const app *a); /* the panes on screen are solvers racing on one maze */
const sm *app_compare_gen(const app *a, int i);
struct render *app_compare_renderer(const app *a, int i);
const char *app_compare_text(const app *a, int i); /* pane i's title and fields as last drawn, "   " between */

/* The uniformity lab while it is on (NULL otherwise), the text it drew last, and its bar's fields ("   " between). */
const struct lab *app_lab(const app *a);
const char *app_lab_text(const app *a);
const char *app_lab_bar(const app *a);

/* Predict mode's score; false when predict mode is not on screen. */
bool app_predict_score(const app *a, unsigned *right, unsigned *asked);

/* Exercise mode's score (right first tries, steps asked); false when exercise mode is not on screen. */
bool app_exercise_score(const app *a, unsigned *right, unsigned *asked);

/*
 * Whether predict mode waits for an answer to a question about the step
 * on screen (*cell: it asks for a cell; a line answers every question).
 * False outside predict mode, while its verdict shows and while it runs.
 */
bool app_predict_open(app *a, bool *cell);

/*
 * The right line (0-based) of the open question (app_predict_open), for a
 * class asked the same question on its own devices (the teacher's page
 * sends it with the reveal). False when no question is open.
 */
bool app_predict_right_line(app *a, unsigned *line);

/*
 * The cells that answer the open cell question right (the machine's own
 * first), up to cap into out; how many there are. 0 when no cell question
 * is open.
 */
size_t app_predict_right_cells(app *a, uint32_t *out, size_t cap);

/*
 * Play mode's attempt: the marker's cell, the moves made, the cells
 * visited, the shortest path's moves (start to goal), and whether the
 * marker is on the goal. False when play mode is not on screen.
 */
/* The editor's checks of the maze as edited and the strokes done (undo takes them off); false when the editor is not on. */
bool app_edit_checks(const app *a, maze_checks *out, uint64_t *steps);

bool app_play_state(const app *a, uint32_t *at, uint64_t *moves, uint64_t *seen, uint64_t *shortest, bool *goal);

/* The mode on screen by its id ("single", "compare", "lab", "predict", "play"). */
const char *app_mode_id_now(const app *a);

/* Opens the window and runs the loop until quit. Returns the exit code. */
int app_run_window(const cli_args *args);

/*
 * Writes args->screenshot after args->steps steps (default: completion),
 * then args->back steps back. Returns the exit code.
 */
int app_run_screenshot(const cli_args *args);

/*
 * Finds the UI font: $MAZEVIZ_FONT, $MAZEVIZ_DATADIR/fonts/, the installed
 * data directory, then next to the executable (SDL_GetBasePath()). Writes
 * the path into buf and returns true, or returns false when none exists.
 */
bool app_find_font(char *buf, size_t len);

/*
 * The one-line warning when the UI font cannot be used: path was found but
 * did not load (why says so), or, with path NULL, nothing was found and the
 * warning names the places app_find_font() tries.
 */
void app_font_warn(const char *path, const char *why);

/*
 * Finds the UI font again and gives it to every renderer on screen (the
 * single maze's, compare's panes): for a font that arrived after the start
 * (the web page's). False when it is not there or cannot be opened
 * (TTF_GetError() says why); the text then stays as it was.
 */
bool app_use_font(app *a);

#endif
