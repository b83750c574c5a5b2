/*
 * app_none.c - the visualizer's entry points in a build without it
 * (-Dviz=disabled): the window, --screenshot and --gif say so and exit 2;
 * so do a PNG --mask and --mask-text, which need SDL2_image and SDL2_ttf;
 * the arguments are the desktop's, as given.
 */
#include <stdio.h>

#include "app_run.h"
#include "platform.h"

static int no_viz(void)
{
    fputs("mazeviz: mazeviz was built without the visualizer; use --headless or --stats\n", stderr);
    return 2;
}

int app_run_window(const cli_args *args)
{
    (void)args;
    return no_viz();
}

int app_run_lesson(const cli_args *args, const struct lesson *l, size_t slide, int argc, char **argv)
{
    (void)args, (void)l, (void)slide, (void)argc, (void)argv;
    return no_viz();
}

int app_run_screenshot(const cli_args *args)
{
    (void)args;
    return no_viz();
}

int app_run_gif(const cli_args *args)
{
    (void)args;
    return no_viz();
}

static bool no_text(const char *text, mask_picture *out, char *err, size_t len)
{
    (void)text;
    (void)out;
    snprintf(err, len, "--mask-text draws with the UI font: it needs the visualizer build (SDL2_ttf)");
    return false;
}

const cli_picture_hooks app_picture_hooks = {NULL, no_text}; /* no PNG reader: mask_read_file says so */

void platform_args(int *argc, char ***argv)
{
    (void)argc, (void)argv;
}
