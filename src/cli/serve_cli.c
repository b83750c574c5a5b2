/*
 * serve_cli.c - the class server alone (serve_cli.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "serve_cli.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "mazeviz_config.h"
#include "serve/class_server.h"

static volatile sig_atomic_t ending;

static void on_signal(int sig) { ending = sig; }

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool serve_find_site(const cli_args *a, char *out, size_t len)
{
    if (a->site) {
        snprintf(out, len, "%s", a->site);
        return true;
    }
    const char *env = getenv("MAZEVIZ_DATADIR");
    if (env && (size_t)snprintf(out, len, "%s/site", env) < len && is_dir(out))
        return true;
    if ((size_t)snprintf(out, len, "%s/site", MAZEVIZ_DATADIR) < len && is_dir(out))
        return true;
    char exe[1024];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    char *slash = n > 0 ? (exe[n] = '\0', strrchr(exe, '/')) : NULL;
    if (slash) { /* build/mazeviz in the source tree: build-web/site beside build/ */
        *slash = '\0';
        if ((size_t)snprintf(out, len, "%s/../build-web/site", exe) < len && is_dir(out))
            return true;
    }
    return false;
}

bool serve_site(const cli_args *a, char *out, size_t len)
{
    if (serve_find_site(a, out, len))
        return true;
    fprintf(stderr, "mazeviz: --serve: no web edition to serve: build it (bash web/build.sh) or give --site DIR\n");
    return false;
}

int serve_run(const cli_args *a, const cli_picture_hooks *hooks)
{
    char site[1200], err[768];
    if (!serve_site(a, site, sizeof site))
        return 2;
    class_config cfg = {.addr = a->serve_addr, .port = a->serve_port, .site = site, .report = a->class_report,
                        .teacher_url = true, .hooks = hooks};
    class_server *s = class_start(&cfg, err, sizeof err);
    if (!s) {
        fprintf(stderr, "mazeviz: %s\n", err);
        return 2;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    printf("join %s\nteacher %s\n", class_join_url(s), class_teacher_url(s));
    fflush(stdout);
    struct timespec tick = {0, 100 * 1000 * 1000};
    while (!ending && !class_ended(s))
        nanosleep(&tick, NULL);
    bool ok = class_stop(s, err, sizeof err);
    if (!ok)
        fprintf(stderr, "mazeviz: %s\n", err);
    return ok ? 0 : 1;
}
