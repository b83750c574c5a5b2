/*
 * infile.c - reading an input file whole (infile.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "infile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char infile_too_large[] = "too large";

/* Reads size bytes of fd into buf; NULL, or why it could not. */
static const char *read_all(int fd, char *buf, size_t size)
{
    size_t got = 0;
    while (got < size) {
        ssize_t k = read(fd, buf + got, size - got);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            return k < 0 ? strerror(errno) : "the file shrank while being read";
        got += (size_t)k;
    }
    return NULL;
}

bool infile_read(const char *path, size_t max, char **buf, size_t *n, const char **why)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
    struct stat st;
    *buf = NULL;
    *why = fd < 0 || fstat(fd, &st) != 0 ? strerror(errno)
         : !S_ISREG(st.st_mode)          ? "not a regular file"
         : (uintmax_t)st.st_size > max   ? infile_too_large
                                         : NULL;
    if (!*why && !(*buf = malloc((size_t)st.st_size + 1)))
        *why = "out of memory";
    if (!*why)
        *why = read_all(fd, *buf, (size_t)st.st_size);
    if (fd >= 0)
        close(fd);
    if (*why) {
        free(*buf);
        *buf = NULL;
        return false;
    }
    *n = (size_t)st.st_size;
    (*buf)[*n] = '\0';
    return true;
}
