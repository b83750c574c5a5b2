/*
 * outfile.h - all-or-nothing output files. The rules (README, Reliability):
 *
 * - A regular file (or a new one) is written through a temporary file in
 *   the same directory and renamed over the target only when everything
 *   was written: a failed or interrupted run never leaves half a file and
 *   never replaces a good one.
 * - A new file gets 0666 minus the umask; an existing file keeps its mode
 *   (and, when we may, its owner).
 * - A symbolic link is written through: its target is replaced, the link
 *   stays. A link to a missing file creates that file.
 * - A file with more than one hard link is refused (replacing it would
 *   silently break the links; truncating it would lose the all-or-nothing
 *   rule).
 * - Anything that is not a regular file after following links (a device,
 *   a FIFO, a terminal), and any path through /proc/.../fd or /dev/fd
 *   (/dev/stdout), is written directly, like standard output.
 * - SIGINT, SIGTERM, SIGHUP and SIGABRT remove the temporary file, then
 *   end the program as the signal would have.
 */
#ifndef MAZEVIZ_OUTFILE_H
#define MAZEVIZ_OUTFILE_H

#include <stdbool.h>
#include <stdio.h>

typedef struct outfile {
    FILE *f;          /* write here */
    char *target;     /* the file renamed over (links followed), or NULL */
    char *tmp;        /* the temporary file, or NULL when writing directly */
    const char *why;  /* why opening failed, when errno does not say it */
    int err;          /* errno when opening failed */
} outfile;

/*
 * Opens path (NULL: standard output) for writing. On failure returns false
 * and outfile_error() says why in a few words.
 */
bool outfile_open(outfile *o, const char *path);

/* Why outfile_open() failed: o->why, else strerror() of its errno. */
const char *outfile_error(const outfile *o);

/*
 * Closes o, keeping what was written only if ok (and the close and rename
 * succeed). Returns whether the file was kept.
 */
bool outfile_close(outfile *o, bool ok);

#endif
