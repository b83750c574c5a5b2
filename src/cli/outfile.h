/*
 * outfile.h - all-or-nothing output files. A regular file (or a new one) is
 * written through a temporary file in the same directory and renamed over
 * the target only when everything was written, so a failed run never
 * leaves half a file and never replaces a good one. A device or pipe
 * (/dev/stdout, a FIFO) cannot be replaced and is written directly.
 */
#ifndef MAZEVIZ_OUTFILE_H
#define MAZEVIZ_OUTFILE_H

#include <stdbool.h>
#include <stdio.h>

typedef struct outfile {
    FILE *f;          /* write here */
    const char *path; /* the target; NULL for standard output */
    char *tmp;        /* the temporary file, or NULL when writing directly */
} outfile;

/* Opens path (NULL: standard output) for writing; false with errno set on failure. */
bool outfile_open(outfile *o, const char *path);

/*
 * Closes o, keeping what was written only if ok (and the close and rename
 * succeed). Returns whether the file was kept.
 */
bool outfile_close(outfile *o, bool ok);

#endif
