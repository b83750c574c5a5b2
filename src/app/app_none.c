/*
 * app_none.c - the visualizer's entry points in a build without it
 * (-Dviz=disabled): the window, --screenshot and --gif say so and exit 2;
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

void platform_args(int *argc, char ***argv)
{
    (void)argc, (void)argv;
}
