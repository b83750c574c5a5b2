/*
 * app_run.h - the visualizer's entry points for main(), free of SDL so that
 * main.c also builds without the visualizer (-Dviz=disabled), where
 * app_none.c answers them with one line and exit 2.
 */
#ifndef MAZEVIZ_APP_RUN_H
#define MAZEVIZ_APP_RUN_H

#include "settings/args.h"
#include "settings/grid_cli.h"

/* Opens the window and runs the loop until quit. Returns the exit code. */
int app_run_window(const cli_args *args);

/*
 * Opens the window on slide `slide` (0-based) of lesson l, args being that
 * slide's settings, and presents the lesson until quit; argv's flags apply
 * over every slide. Returns the exit code.
 */
struct lesson;
int app_run_lesson(const cli_args *args, const struct lesson *l, size_t slide, int argc, char **argv);

/* Writes args->screenshot after args->steps steps (default: completion). Returns the exit code. */
int app_run_screenshot(const cli_args *args);

/*
 * Writes args->gif: a whole run drawn offscreen, one frame every
 * --steps-per-frame steps (or --frames frames spread over the run), the
 * finished maze held --hold seconds. Returns the exit code.
 */
int app_run_gif(const cli_args *args);

/*
 * The pictures of --mask FILE.png (SDL2_image) and --mask-text (SDL2_ttf
 * and the UI font), for cli_prepare(). Without the visualizer they say so.
 */
extern const cli_picture_hooks app_picture_hooks;

#endif
