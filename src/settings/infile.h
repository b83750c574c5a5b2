/*
 * infile.h - reading an input file whole (a lesson, a mask): regular
 * files only, so a FIFO, a device or a directory named by mistake is
 * refused at once instead of blocking the run or flooding it.
 */
#ifndef MAZEVIZ_INFILE_H
#define MAZEVIZ_INFILE_H

#include <stdbool.h>
#include <stddef.h>

/* *why when the file is larger than the most the caller reads (the caller says how much that is). */
extern const char infile_too_large[];

/*
 * Reads the regular file at path, of at most max bytes, into *buf
 * (malloc'd, a NUL after its *n bytes; the caller frees it). Opening never
 * waits (a FIFO without a writer is refused, not waited for). False with
 * *buf NULL and *why a static string: the system's reason, "not a regular
 * file", infile_too_large, "out of memory" or "the file shrank while being
 * read".
 */
bool infile_read(const char *path, size_t max, char **buf, size_t *n, const char **why);

#endif
