/*
 * main.c - mazeviz: parse the command line, then hand over to the window,
 * the screenshot or GIF renderer, or the headless CLI.
 */
#include <stdio.h>

#include "app/app_run.h"
#include "cli/args.h"
#include "cli/headless.h"
#include "cli/lab_cli.h"
#include "cli/stats_cli.h"

int main(int argc, char **argv)
{
    cli_args a;
    char err[768];
    if (!cli_parse(argc, argv, &a, err, sizeof err)) {
        fprintf(stderr, "mazeviz: %s\n", err);
        return 2;
    }
    switch (a.mode) {
    case RUN_HELP:
        fputs(cli_usage, stdout);
        fputs(cli_usage_more, stdout);
        return 0;
    case RUN_VERSION:
        printf("mazeviz %s\n", MAZEVIZ_VERSION);
        return 0;
    case RUN_LIST:
        return headless_list_algos();
    case RUN_LIST_SOLVERS:
        return headless_list_solvers();
    case RUN_HEADLESS:
        return headless_run(&a);
    case RUN_STATS:
        return stats_run(&a);
    case RUN_UNIFORMITY:
        return uniformity_run(&a);
    case RUN_WINDOW:
        return app_run_window(&a);
    case RUN_SCREENSHOT:
        return app_run_screenshot(&a);
    case RUN_GIF:
        return app_run_gif(&a);
    }
    return 1;
}
