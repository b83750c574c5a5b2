/*
 * outfile.h - all-or-nothing output files: the one place that writes a
 * target (--output text and SVG, --screenshot PNG, --gif, the window's G
 * recorder). The rules (README, Reliability):
 *
 * - A regular file (or a new one) is written through a temporary file in
 *   the same directory and renamed over the target only when everything
 *   was written: the writer said so, the stream has no error, the file is
 *   not empty and holds exactly the bytes written, and, when it replaces
 *   a file, they are on disk (fsync: about 8 ms a file on ext4, so a new
 *   file, which replaces nothing, is not synced). A failed or interrupted
 *   run never leaves half a file and never replaces a good one.
 * - A new file gets 0666 minus the umask; an existing file keeps its mode
 *   (and, when we may, its owner).
 * - A symbolic link is written through: its target is replaced, the link
 *   stays. A link to a missing file creates that file.
 * - An existing file we may not write (faccessat W_OK, effective ids) is
 *   refused ("Permission denied"), as a shell's '>' refuses it, although
 *   the rename would only need the directory's permission. Root may
 *   write any file, as with '>': a 0444 file is replaced, keeping 0444.
 * - A file with more than one hard link is refused (replacing it would
 *   silently break the links; truncating it would lose the all-or-nothing
 *   rule).
 * - Anything that is not a regular file after following links (a device,
 *   a FIFO, a terminal) is written directly, like standard output, and so
 *   is one of our own descriptors: a path that is exactly /dev/fd/N or
 *   /proc/{self,thread-self,PID}/fd/N (/dev/stdout is a link to one),
 *   written through a copy of the descriptor (dup), not reopened: the
 *   shell's offset and O_APPEND hold and nothing is truncated, so
 *   '--output /dev/stdout >> log' appends and '(echo header; mazeviz
 *   --output /dev/stdout) > f' keeps the header; a descriptor open for
 *   reading only, or not open, is refused. Any other path under /proc
 *   (/proc/self/cwd/FILE) is a file like any other, and another
 *   process's /proc/PID/fd/N of a regular file is followed to that
 *   file's name; both get the temporary file and the rename.
 * - Every catchable signal whose default action ends the program (HUP,
 *   INT, QUIT, ILL, TRAP, ABRT, BUS, FPE, USR1, SEGV, USR2, PIPE, ALRM,
 *   TERM, STKFLT, XCPU, XFSZ, VTALRM, PROF, POLL, PWR, SYS and the
 *   real-time signals) removes the temporary file, then ends the program
 *   as the signal would have. Exceptions: a signal the program was started
 *   with ignored stays ignored; one the program handles itself (SDL's
 *   SIGINT/SIGTERM in the window, which quit cleanly and save a recording)
 *   keeps its handler; and the file-size limit (SIGXFSZ the kernel sends
 *   us for ulimit -f) only makes the write fail with EFBIG, so the run ends
 *   with a message and exit 1. SIGKILL (and SIGSTOP) cannot be caught:
 *   after kill -9 the target is unchanged but NAME.XXXXXX stays beside it.
 *
 * Test hook: MAZEVIZ_TEST_OUTFILE_STOP=open stops the program (SIGSTOP)
 * once the temporary file exists, =commit just before the rename, so a
 * test can send a signal at a known point.
 */
#ifndef MAZEVIZ_OUTFILE_H
#define MAZEVIZ_OUTFILE_H

#include <stdbool.h>
#include <stdio.h>

#include "args.h"

typedef struct outfile {
    FILE *f;          /* write here */
    char *target;     /* the file renamed over (links followed), or NULL */
    char *tmp;        /* the temporary file, or NULL when writing directly */
    const char *why;  /* why it failed, when errno does not say it */
    int err;          /* errno of the failure */
    bool opened;      /* outfile_open() succeeded: a later failure is a write failure */
    bool is_stdout;   /* path was NULL */
    bool replaces;    /* the target exists: sync before the rename */
    char name[CLI_ESCAPE_MAX + 16]; /* the path as given, escaped for one line; "standard output" */
} outfile;

/*
 * Opens path (NULL: standard output) for writing. On failure returns false
 * and outfile_error() says why in a few words.
 */
bool outfile_open(outfile *o, const char *path);

/* Why o failed, in a few words: o->why, "out of memory", else strerror() of its errno. */
const char *outfile_error(const outfile *o);

/*
 * Records why the writer failed (errno of the failing write, ENOMEM when
 * memory ran out) for outfile_message(), when the failure is noticed
 * before outfile_close() and errno may change in between.
 */
void outfile_set_error(outfile *o, int err);

/*
 * Closes o, keeping what was written only if ok and every check passes
 * (no stream error; not empty; the file's size equals the bytes written;
 * fsync, close and rename succeed). Returns whether the file was kept. A
 * caller passing false should have errno set to why (ENOMEM for memory);
 * it is kept for outfile_message() unless a reason was recorded before.
 */
bool outfile_close(outfile *o, bool ok);

/*
 * The one-line message for a failed o, without "mazeviz: " or newline:
 * "cannot write FLAG 'NAME': WHY" after a failed open (flag: "--output",
 * "--gif", ...), "writing 'NAME' failed: WHY" after a failed write or
 * close. NAME is escaped (control bytes as \n, \x1b, ...). Returns buf.
 */
const char *outfile_message(const outfile *o, const char *flag, char *buf, size_t len);

#endif
