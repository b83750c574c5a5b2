/*
 * mask_file.h - --mask FILE: a text mask, or a PNG handed to the
 * visualizer's reader.
 *
 * A text mask has one line per row and one character per cell: X or # is
 * a cell, . or a space is none. Shorter lines are padded with "none";
 * a final newline, a UTF-8 byte order mark, CR before LF and empty lines
 * at the end are ignored. Anything else is an error "FILE:LINE: ...".
 */
#ifndef MAZEVIZ_MASK_FILE_H
#define MAZEVIZ_MASK_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "mazeviz/mask.h"

/* Largest mask file read, in bytes. */
#define MASK_FILE_MAX ((size_t)64 << 20)

/*
 * Parses a text mask of n bytes (name is the file's, for messages) into a
 * picture of cells (255 a cell, 0 none). False with one line in err.
 */
bool mask_parse_text(const char *name, const char *buf, size_t n, mask_picture *out, char *err, size_t len);

/*
 * Reads --mask FILE: a PNG (by its first 8 bytes) through png, which may
 * be NULL ("needs the visualizer build"), else a text mask. False with one
 * line in err.
 */
bool mask_read_file(const char *path, bool (*png)(const char *, mask_picture *, char *, size_t),
                    mask_picture *out, char *err, size_t len);

/*
 * The whole of the regular file at path (at most max bytes) into *buf,
 * malloc'd and NUL-terminated, its length in *n: a FIFO, a device or a
 * directory is refused at once, so nothing can hang or flood the run.
 * False with one line in err ("cannot read FLAG 'PATH': why"), the path
 * escaped.
 */
bool cli_read_file(const char *path, const char *flag, size_t max, char **buf, size_t *n, char *err, size_t len);

#endif
