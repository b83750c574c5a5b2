/* app_quiet.c - standard error caught in a pipe (app_quiet.h). */
#define _POSIX_C_SOURCE 200809L
#include "app_quiet.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "settings/args.h"

void app_quiet_begin(app_quiet *q)
{
    q->saved = -1;
    if (pipe(q->pipe) != 0)
        return;
    fflush(stderr);
    /* a library that says more than the pipe holds loses its words, never waits for us */
    fcntl(q->pipe[0], F_SETFL, O_NONBLOCK);
    fcntl(q->pipe[1], F_SETFL, O_NONBLOCK);
    if ((q->saved = dup(STDERR_FILENO)) < 0 || dup2(q->pipe[1], STDERR_FILENO) < 0) {
        if (q->saved >= 0)
            close(q->saved);
        q->saved = -1;
        close(q->pipe[0]);
        close(q->pipe[1]);
    }
}

/* Appends n bytes of chunk to the have bytes of tail, keeping its last cap bytes; the new count. */
static size_t keep_tail(char *tail, size_t cap, size_t have, const char *chunk, size_t n)
{
    if (n >= cap) {
        memcpy(tail, chunk + n - cap, cap);
        return cap;
    }
    size_t keep = have + n > cap ? cap - n : have;
    memmove(tail, tail + have - keep, keep);
    memcpy(tail + keep, chunk, n);
    return keep + n;
}

void app_quiet_end(app_quiet *q, char *said, size_t len)
{
    int e = errno; /* the caller's failure: kept for app_no_memory() */
    char tail[512], chunk[4096];
    size_t have = 0;
    said[0] = '\0';
    if (q->saved < 0)
        return;
    fflush(stderr);
    dup2(q->saved, STDERR_FILENO);
    close(q->saved);
    close(q->pipe[1]);
    for (ssize_t k; (k = read(q->pipe[0], chunk, sizeof chunk)) > 0;)
        have = keep_tail(tail, sizeof tail, have, chunk, (size_t)k);
    close(q->pipe[0]);
    while (have > 0 && (tail[have - 1] == '\n' || tail[have - 1] == '\r'))
        have--;
    size_t start = have;
    while (start > 0 && tail[start - 1] != '\n')
        start--;
    char line[sizeof tail + 1];
    memcpy(line, tail + start, have - start);
    line[have - start] = '\0';
    cli_escape(said, len, line);
    errno = e;
}

bool app_no_memory(const char *said)
{
    return errno == ENOMEM || (said && (strstr(said, "memory") || strstr(said, "Memory")));
}
