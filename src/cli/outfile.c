/* outfile.c - see outfile.h for the rules. */
#define _XOPEN_SOURCE 700
#include "outfile.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_HOPS 40 /* symbolic links followed, as the kernel's ELOOP limit */

/* The temporary file a signal must remove; empty when there is none. */
static char pending[PATH_MAX + 16];
static volatile sig_atomic_t have_pending;
static const int fatal_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGABRT};

/* Removes the temporary file (unlink is async-signal-safe), then dies of sig. */
static void on_signal(int sig)
{
    if (have_pending)
        unlink(pending);
    signal(sig, SIG_DFL);
    raise(sig);
}

static void block_signals(bool block, sigset_t *old)
{
    sigset_t set;
    sigemptyset(&set);
    for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++)
        sigaddset(&set, fatal_signals[i]);
    sigprocmask(block ? SIG_BLOCK : SIG_SETMASK, block ? &set : old, block ? old : NULL);
}

static void install_handlers(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
        struct sigaction old;
        if (sigaction(fatal_signals[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(fatal_signals[i], &sa, NULL);
    }
}

static bool names_fd(const char *p)
{
    return strncmp(p, "/proc/", 6) == 0 || strncmp(p, "/dev/fd/", 8) == 0;
}

/*
 * Follows path's symbolic links (the last component's) into a malloc'd
 * path; *is_fd when the chain passes through /proc/.../fd or /dev/fd.
 */
static char *follow_links(const char *path, bool *is_fd)
{
    char *cur = strdup(path);
    *is_fd = cur && names_fd(cur);
    for (int hop = 0; cur && !*is_fd; hop++) {
        struct stat st;
        char link[PATH_MAX];
        if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode))
            return cur;
        ssize_t n = hop < MAX_HOPS ? readlink(cur, link, sizeof link - 1) : -1;
        if (n < 0) {
            errno = hop < MAX_HOPS ? errno : ELOOP;
            break;
        }
        link[n] = '\0';
        const char *slash = strrchr(cur, '/');
        size_t dir = link[0] == '/' || !slash ? 0 : (size_t)(slash - cur) + 1;
        char *next = malloc(dir + (size_t)n + 1);
        if (next) {
            memcpy(next, cur, dir);
            memcpy(next + dir, link, (size_t)n + 1);
        }
        free(cur);
        cur = next;
        *is_fd = cur && names_fd(cur);
    }
    if (*is_fd)
        return cur;
    free(cur);
    return NULL;
}

/* The mode a new file gets: 0666 minus the umask. */
static mode_t new_file_mode(void)
{
    mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

/* Creates the temporary file beside o->target with the target's mode, registered for signals. */
static bool open_temp(outfile *o, const struct stat *old)
{
    size_t len = strlen(o->target) + sizeof ".XXXXXX";
    if (len > sizeof pending || !(o->tmp = malloc(len)))
        return (errno = len > sizeof pending ? ENAMETOOLONG : ENOMEM), false;
    snprintf(o->tmp, len, "%s.XXXXXX", o->target);
    sigset_t mask;
    block_signals(true, &mask);
    int fd = mkstemp(o->tmp);
    if (fd >= 0) {
        memcpy(pending, o->tmp, len);
        have_pending = 1;
    }
    block_signals(false, &mask);
    if (fd < 0)
        return false;
    if (old && fchown(fd, old->st_uid, old->st_gid) != 0) {
        /* not ours to give away (not root): keep our ownership, the mode still applies */
    }
    if (fchmod(fd, old ? old->st_mode & 07777 : new_file_mode()) != 0 || !(o->f = fdopen(fd, "wb"))) {
        int e = errno;
        close(fd);
        outfile_close(o, false);
        errno = e;
        return false;
    }
    return true;
}

/* Opens the resolved target: directly, through a temporary file, or not at all. */
static bool open_target(outfile *o, const char *path, bool is_fd)
{
    struct stat st;
    bool exists = !is_fd && stat(o->target, &st) == 0;
    if (!is_fd && !exists && errno != ENOENT)
        return false;
    if (is_fd || (exists && !S_ISREG(st.st_mode))) {
        o->f = fopen(is_fd ? path : o->target, "wb");
        free(o->target);
        o->target = NULL;
        return o->f != NULL;
    }
    if (exists && st.st_nlink > 1) {
        o->why = "it has more than one hard link (mazeviz will not break them; remove it first)";
        return false;
    }
    return open_temp(o, exists ? &st : NULL);
}

bool outfile_open(outfile *o, const char *path)
{
    static bool installed;
    memset(o, 0, sizeof *o);
    if (!path) {
        o->f = stdout;
        return true;
    }
    if (!installed) {
        install_handlers();
        installed = true;
    }
    bool is_fd;
    if (!(o->target = follow_links(path, &is_fd)) || !open_target(o, path, is_fd)) {
        o->err = errno;
        free(o->target);
        free(o->tmp);
        o->target = o->tmp = NULL;
        return false;
    }
    return true;
}

const char *outfile_error(const outfile *o)
{
    return o->why ? o->why : strerror(o->err);
}

bool outfile_close(outfile *o, bool ok)
{
    if (!o->tmp) {
        if (o->f)
            ok = (o->f == stdout ? fflush(stdout) : fclose(o->f)) == 0 && ok;
    } else {
        ok = (!o->f || fclose(o->f) == 0) && ok;
        if (ok)
            ok = rename(o->tmp, o->target) == 0;
        if (!ok)
            unlink(o->tmp);
        have_pending = 0;
    }
    free(o->tmp);
    free(o->target);
    o->tmp = o->target = NULL;
    o->f = NULL;
    return ok;
}
