/*
 * platform.h - the few things that differ between the desktop program and
 * the web page (the same C program compiled with emscripten), behind one
 * interface. meson.build compiles platform_desktop.c (Linux: X11, Wayland,
 * the console) or platform_web.c (a browser tab); nothing else in the
 * program asks which platform it runs on.
 *
 *              desktop                          web
 * arguments    argv as given                    the page's query string, as flags
 * video        X11, Wayland or the console      the page's canvas
 * loop         a loop that sleeps out frames    the browser calls each turn
 * full screen  the window manager, or by hand   the page (the Fullscreen API)
 * files        written where asked              offered as downloads
 * checkpoints  CONFIG_HISTORY_BYTES_DESKTOP     CONFIG_HISTORY_BYTES_WEB
 * control bar  the window's (app_bar.c)          the page's own toolbar
 *
 * Full screen is app_set_fullscreen() and app_is_fullscreen() of
 * app_impl.h, defined in the platform files. The header is free of SDL,
 * so that main.c builds without the visualizer too (app_none.c then
 * answers platform_args()).
 */
#ifndef MAZEVIZ_PLATFORM_H
#define MAZEVIZ_PLATFORM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct app;
struct SDL_Renderer;

/*
 * The program's arguments. Desktop: left as given. Web: "mazeviz" and the
 * flags the page's query string (?algo=backtracker&seed=3) translates to;
 * a query key that is unknown or whose value the command line refuses is
 * shown in the page with the reason and left out, so the rest of the
 * query and the defaults still apply. The returned argv is never freed.
 */
void platform_args(int *argc, char ***argv);

/* Starts SDL's video; false after one line on stderr saying why there is no display. */
bool platform_init_video(void);

/*
 * Runs the window's loop (app_loop_turn() until quit) and returns the exit
 * code. The web hands the turns to the browser and never returns.
 */
int platform_run_loop(struct app *a, struct SDL_Renderer *ren);

/* Waits out the rest of a frame: the desktop sleeps; the browser paces its turns itself. */
void platform_wait_ms(uint32_t ms);

/*
 * A file the program has finished writing (a GIF recording). Desktop:
 * nothing to do. Web: offered to the user as a download, then removed from
 * the page's memory.
 */
void platform_file_saved(const char *path);

/* The memory budget for step-back checkpoints of one machine (config.h's CONFIG_HISTORY_BYTES). */
size_t platform_history_bytes(void);

/*
 * Whether the platform has controls of its own beside the picture (the web
 * page's toolbar, which works by touch, keyboard and screen reader): the
 * window's control bar then stays hidden rather than show them twice.
 */
bool platform_page_controls(void);

/*
 * Whether the UI font may arrive after the program starts (the web page
 * fetches it after the first frame, then calls app_use_font()): a font not
 * found at the start is then no warning.
 */
bool platform_font_later(void);

#endif
