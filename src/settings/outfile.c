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

#define MAX_HOPS 40   /* symbolic links followed, as the kernel's ELOOP limit */
#define MAX_PENDING 4 /* temporary files open at once (a recording and a picture, say) */
#define MAX_SIG 128   /* above every signal number, real-time ones included */

/* The temporary files a signal must remove; a slot is in use while its flag is set. */
static char pending[MAX_PENDING][PATH_MAX + 16];
static volatile sig_atomic_t pending_used[MAX_PENDING];

/* The signals whose default action ends the program, besides the real-time ones. */
static const int fatal_signals[] = {
    SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV,
    SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGPOLL
    SIGPOLL,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
};
#define NFATAL (sizeof fatal_signals / sizeof fatal_signals[0])

static struct sigaction old_action[MAX_SIG]; /* what each caught signal did before */
static sigset_t caught;                       /* the signals we handle, blocked while slots change */

/* A signal raised by a fault: handled by whoever handled it before (a sanitizer) once the file is gone. */
static bool is_fault(int sig)
{
    return sig == SIGSEGV || sig == SIGBUS || sig == SIGFPE || sig == SIGILL || sig == SIGTRAP ||
           sig == SIGSYS || sig == SIGABRT;
}

/*
 * Removes the temporary files (unlink is async-signal-safe), then lets the
 * signal do what it did before: end the program, or reach a sanitizer's
 * handler. The kernel's SIGXFSZ for our own write (ulimit -f) is only
 * noted: the write then fails with EFBIG and the writer reports it.
 */
static void on_signal(int sig, siginfo_t *si, void *ctx)
{
    (void)ctx;
    if (sig == SIGXFSZ && si && si->si_code == SI_USER && si->si_pid == getpid())
        return;
    for (int i = 0; i < MAX_PENDING; i++)
        if (pending_used[i])
            unlink(pending[i]);
    sigaction(sig, &old_action[sig], NULL);
    if (si && si->si_code > 0 && is_fault(sig))
        return; /* a real fault: the instruction faults again, now under the old action */
    raise(sig); /* blocked in here: delivered once the handler returns */
}

/* Catches sig unless it is ignored, or handled by the program and not a fault. */
static void catch_signal(int sig, const struct sigaction *sa)
{
    struct sigaction old;
    if (sig <= 0 || sig >= MAX_SIG || sigaction(sig, NULL, &old) != 0)
        return;
    bool handled = (old.sa_flags & SA_SIGINFO) || old.sa_handler != SIG_DFL;
    if (old.sa_handler == SIG_IGN || (handled && !is_fault(sig)))
        return;
    old_action[sig] = old;
    if (sigaction(sig, sa, NULL) == 0)
        sigaddset(&caught, sig);
}

static void install_handlers(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_signal;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigfillset(&sa.sa_mask); /* one handler at a time */
    sigemptyset(&caught);
    for (size_t i = 0; i < NFATAL; i++)
        catch_signal(fatal_signals[i], &sa);
#ifdef SIGRTMIN
    for (int s = SIGRTMIN; s <= SIGRTMAX; s++)
        catch_signal(s, &sa);
#endif
}

static void block_signals(bool block, sigset_t *old)
{
    sigprocmask(block ? SIG_BLOCK : SIG_SETMASK, block ? &caught : old, block ? old : NULL);
}

/* MAZEVIZ_TEST_OUTFILE_STOP=point: stop here until SIGCONT, for tests that signal us. */
static void test_stop(const char *point)
{
    const char *at = getenv("MAZEVIZ_TEST_OUTFILE_STOP");
    if (at && strcmp(at, point) == 0)
        raise(SIGSTOP);
}

/* s past a decimal number followed by end (NULL: no such number there). */
static const char *past_number(const char *s, char end)
{
    if (*s < '0' || *s > '9')
        return NULL;
    while (*s >= '0' && *s <= '9')
        s++;
    return *s == end ? s + (end != '\0') : NULL;
}

/*
 * Whether p names a descriptor: /dev/fd/N, /proc/{self,thread-self,PID}/fd/N
 * or /proc/PID/task/TID/fd/N, exactly. Any other path under /proc
 * (/proc/self/cwd/FILE, /proc/self/root/...) is a file like any other: a
 * prefix test wrote /proc/self/cwd/good.png in place, and a full disk or
 * a signal left it truncated.
 */
static bool names_fd(const char *p)
{
    if (strncmp(p, "/dev/fd/", 8) == 0)
        return past_number(p + 8, '\0');
    if (strncmp(p, "/proc/", 6) != 0)
        return false;
    p += 6;
    if (strncmp(p, "self/", 5) == 0 || strncmp(p, "thread-self/", 12) == 0)
        p = strchr(p, '/') + 1;
    else if (!(p = past_number(p, '/')))
        return false;
    if (strncmp(p, "task/", 5) == 0 && !(p = past_number(p + 5, '/')))
        return false;
    return strncmp(p, "fd/", 3) == 0 && past_number(p + 3, '\0');
}

static int own_fd(const char *p);

/*
 * Whether descriptor path p is written directly: one of ours (written
 * through a copy), or another process's that is not a regular file (a
 * pipe, a terminal). Another process's regular file is followed to its
 * name like a link (when that name is still the same file), so it gets the
 * temporary file and the rename: *next is that name, or NULL (ENOMEM).
 */
static bool direct_fd(const char *p, char **next)
{
    struct stat st, named;
    char link[PATH_MAX];
    if (own_fd(p) >= 0 || stat(p, &st) != 0 || !S_ISREG(st.st_mode))
        return true;
    ssize_t n = readlink(p, link, sizeof link - 1);
    if (n <= 0 || link[0] != '/')
        return true;
    link[n] = '\0';
    if (stat(link, &named) != 0 || named.st_dev != st.st_dev || named.st_ino != st.st_ino)
        return true; /* removed or renamed since: only the descriptor reaches it */
    *next = strdup(link);
    return false;
}

/*
 * Whether cur is a symbolic link; if so *next is what it names (relative
 * to cur's directory), or NULL with errno (ELOOP after MAX_HOPS hops).
 */
static bool link_target(const char *cur, int hop, char **next)
{
    struct stat st;
    char link[PATH_MAX];
    if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode))
        return false;
    ssize_t n = hop < MAX_HOPS ? readlink(cur, link, sizeof link - 1) : -1;
    if (n < 0) {
        errno = hop < MAX_HOPS ? errno : ELOOP;
        return true;
    }
    link[n] = '\0';
    const char *slash = strrchr(cur, '/');
    size_t dir = link[0] == '/' || !slash ? 0 : (size_t)(slash - cur) + 1;
    if ((*next = malloc(dir + (size_t)n + 1))) {
        memcpy(*next, cur, dir);
        memcpy(*next + dir, link, (size_t)n + 1);
    }
    return true;
}

/*
 * Follows path's symbolic links (the last component's) into a malloc'd
 * path; *is_fd when the chain ends at a descriptor written directly. NULL
 * with errno when a link cannot be read.
 */
static char *follow_links(const char *path, bool *is_fd)
{
    char *cur = strdup(path);
    *is_fd = false;
    for (int hop = 0; cur; hop++) {
        char *next = NULL;
        if (names_fd(cur) ? (*is_fd = direct_fd(cur, &next)) : !link_target(cur, hop, &next))
            return cur;
        free(cur);
        cur = next;
    }
    return NULL;
}

/* The mode a new file gets: 0666 minus the umask. */
static mode_t new_file_mode(void)
{
    mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

/* Registers o->tmp for the signal handler; false when every slot is taken. Signals blocked. */
static bool add_pending(const outfile *o)
{
    for (int i = 0; i < MAX_PENDING; i++)
        if (!pending_used[i]) {
            memcpy(pending[i], o->tmp, strlen(o->tmp) + 1);
            pending_used[i] = 1;
            return true;
        }
    return false;
}

/* Forgets o->tmp (renamed or removed). Signals blocked. */
static void drop_pending(const outfile *o)
{
    for (int i = 0; i < MAX_PENDING; i++)
        if (pending_used[i] && strcmp(pending[i], o->tmp) == 0) {
            pending_used[i] = 0;
            return;
        }
}

/* Creates the temporary file beside o->target with the target's mode, registered for signals. */
static bool open_temp(outfile *o, const struct stat *old)
{
    size_t len = strlen(o->target) + sizeof ".XXXXXX";
    if (len > sizeof pending[0] || !(o->tmp = malloc(len)))
        return (errno = len > sizeof pending[0] ? ENAMETOOLONG : ENOMEM), false;
    const char *slash = strrchr(o->target, '/');
    size_t dir = slash ? (size_t)(slash - o->target) + 1 : 0, base = strlen(o->target) - dir;
    if (base + sizeof ".XXXXXX" - 1 > NAME_MAX) /* a legal 250-byte name: the temporary's is cut to fit */
        base = NAME_MAX - (sizeof ".XXXXXX" - 1);
    snprintf(o->tmp, len, "%.*s.XXXXXX", (int)(dir + base), o->target);
    sigset_t mask;
    block_signals(true, &mask);
    int fd = mkstemp(o->tmp);
    if (fd >= 0 && !add_pending(o)) {
        unlink(o->tmp);
        close(fd);
        fd = -1;
        errno = EMFILE;
    }
    block_signals(false, &mask);
    if (fd < 0)
        return false;
    o->replaces = old != NULL;
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
    test_stop("open");
    return true;
}

/*
 * The descriptor N that p names in this process (/dev/fd/N, /proc/self/fd/N,
 * /proc/thread-self/fd/N, /proc/PID/fd/N with our PID), else -1.
 */
static int own_fd(const char *p)
{
    char mine[40];
    snprintf(mine, sizeof mine, "/proc/%ld/fd/", (long)getpid());
    const char *dirs[] = {"/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", mine};
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
        size_t n = strlen(dirs[i]);
        if (strncmp(p, dirs[i], n) != 0)
            continue;
        char *end;
        errno = 0;
        long fd = p[n] >= '0' && p[n] <= '9' ? strtol(p + n, &end, 10) : -1;
        return fd >= 0 && fd <= INT_MAX && errno == 0 && *end == '\0' ? (int)fd : -1;
    }
    return -1;
}

/*
 * A stream on a copy of descriptor fd: it shares the offset and O_APPEND,
 * so it writes where the shell's redirection stands and truncates nothing
 * (reopening the path would: '--output /dev/stdout >> log' emptied the log).
 */
static FILE *open_own_fd(outfile *o, int fd)
{
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0 && (flags & O_ACCMODE) == O_RDONLY) {
        o->why = "the descriptor is open for reading only";
        errno = EBADF;
        return NULL;
    }
    int copy = flags < 0 ? -1 : fcntl(fd, F_DUPFD_CLOEXEC, 0);
    FILE *f = copy < 0 ? NULL : fdopen(copy, "wb");
    if (copy >= 0 && !f) {
        int e = errno;
        close(copy);
        errno = e;
    }
    return f;
}

/* Opens the resolved target: directly, through a temporary file, or not at all. */
static bool open_target(outfile *o, const char *path, bool is_fd)
{
    struct stat st;
    bool exists = !is_fd && stat(o->target, &st) == 0;
    if (!is_fd && !exists && errno != ENOENT)
        return false;
    if (is_fd || (exists && !S_ISREG(st.st_mode))) {
        int fd = is_fd ? own_fd(o->target) : -1;
        o->f = fd >= 0 ? open_own_fd(o, fd) : fopen(is_fd ? path : o->target, "wb");
        free(o->target);
        o->target = NULL;
        return o->f != NULL;
    }
    if (exists && st.st_nlink > 1) {
        o->why = "it has more than one hard link (mazeviz will not break them; remove it first)";
        return false;
    }
    if (exists && faccessat(AT_FDCWD, o->target, W_OK, AT_EACCESS) != 0)
        return false; /* the rename needs only the directory's permission; '>' would refuse (errno says why) */
    return open_temp(o, exists ? &st : NULL);
}

bool outfile_open(outfile *o, const char *path)
{
    static bool installed;
    memset(o, 0, sizeof *o);
    cli_escape(o->name, sizeof o->name, path ? path : "standard output");
    if (!path) {
        o->f = stdout;
        o->opened = o->is_stdout = true;
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
    o->opened = true;
    return true;
}

const char *outfile_error(const outfile *o)
{
    if (o->why)
        return o->why;
    if (o->err == ENOMEM)
        return "out of memory";
    if (o->err == EFBIG)
        return "File too large (the file size limit, ulimit -f)";
    return strerror(o->err ? o->err : EIO);
}

const char *outfile_message(const outfile *o, const char *flag, char *buf, size_t len)
{
    bool quote = !o->is_stdout;
    if (!o->opened)
        snprintf(buf, len, "cannot write %s '%s': %s", flag, o->name, outfile_error(o));
    else
        snprintf(buf, len, "writing %s%s%s failed: %s", quote ? "'" : "", o->name, quote ? "'" : "",
                 outfile_error(o));
    return buf;
}

/* Records why o failed, unless a reason is known already. */
static bool failed(outfile *o, int err, const char *why)
{
    if (!o->err && !o->why) {
        o->err = err ? err : EIO;
        o->why = why;
    }
    return false;
}

void outfile_set_error(outfile *o, int err) { failed(o, err, NULL); }

/* The checks before a temporary file may replace the target; false with the reason recorded. */
static bool temp_complete(outfile *o)
{
    struct stat st;
    if (fflush(o->f) != 0 || ferror(o->f))
        return failed(o, errno, NULL);
    off_t written = ftello(o->f);
    if (written < 0 || fstat(fileno(o->f), &st) != 0)
        return failed(o, errno, NULL);
    if (written == 0)
        return failed(o, EIO, "nothing was written");
    if (st.st_size != written)
        return failed(o, EIO, "the file does not hold what was written");
    if (o->replaces && fsync(fileno(o->f)) != 0) /* a crash must not leave an old file replaced by an empty one */
        return failed(o, errno, NULL);
    return true;
}

bool outfile_close(outfile *o, bool ok)
{
    int e = errno;
    if (!ok)
        failed(o, e, NULL);
    if (!o->tmp) {
        if (o->f) { /* closed whatever happened: an error used to skip fclose, leaking the FILE and its fd */
            bool good = !ferror(o->f);
            int e = good ? 0 : errno;
            if ((o->f == stdout ? fflush(stdout) : fclose(o->f)) != 0)
                good = false, e = e ? e : errno;
            if (!good && ok)
                failed(o, e, NULL);
            ok = good && ok;
        }
    } else {
        ok = ok && temp_complete(o);
        if (o->f && fclose(o->f) != 0 && ok)
            ok = failed(o, errno, NULL);
        if (ok)
            test_stop("commit");
        sigset_t mask;
        block_signals(true, &mask);
        if (ok && rename(o->tmp, o->target) != 0)
            ok = failed(o, errno, NULL);
        if (!ok)
            unlink(o->tmp);
        drop_pending(o);
        block_signals(false, &mask);
    }
    free(o->tmp);
    free(o->target);
    o->tmp = o->target = NULL;
    o->f = NULL;
    return ok;
}
