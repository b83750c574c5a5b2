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

static bool no_png(const char *path, const void *data, size_t n, mask_picture *out, char *err, size_t len)
{
    char name[CLI_ESCAPE_MAX + 16];
    (void)data, (void)n, (void)out;
    cli_escape(name, sizeof name, path);
    snprintf(err, len, "--mask '%s' is a PNG: reading it needs the visualizer build (SDL2_image); "
             "use a text mask (X or # a cell, . or a space none)", name);
    return false;
}

static bool no_text(const char *text, mask_picture *out, char *err, size_t len)
{
    (void)text;
    (void)out;
    snprintf(err, len, "--mask-text draws with the UI font: it needs the visualizer build (SDL2_ttf)");
    return false;
}

const cli_picture_hooks app_picture_hooks = {no_png, no_text};

void platform_args(int *argc, char ***argv)
{
    (void)argc, (void)argv;
}
