/*
 * test_outfile.c - outfile.c's direct path (a descriptor, a device, a FIFO)
 * closes its stream whatever happened. A stream with an error was never
 * closed, leaking a FILE and a descriptor per failed write; the window's
 * G recorder opens one per recording. Here the writes fail with EPIPE
 * into a pipe nobody reads, through /proc/self/fd/N; exit 77 without /proc.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "settings/outfile.h"

/* The descriptors open in this process (the listing's own left out); -1 without /proc. */
static int open_fds(void)
{
    DIR *d = opendir("/proc/self/fd");
    if (!d)
        return -1;
    int n = 0;
    for (struct dirent *e; (e = readdir(d));)
        n += e->d_name[0] != '.';
    closedir(d);
    return n - 1;
}

int main(void)
{
    static char data[1 << 16]; /* more than a stream buffers: the error comes before the close */
    int p[2];
    signal(SIGPIPE, SIG_IGN);
    if (open_fds() < 0 || pipe(p) != 0)
        return 77;
    close(p[0]);
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", p[1]);
    int before = open_fds();
    for (int i = 0; i < 4; i++) {
        outfile o;
        bool writer_ok = i % 2 == 0; /* the writer noticed the failure, or only the close does */
        CHECK(outfile_open(&o, path), "open %s: %s", path, outfile_error(&o));
        if (!o.f)
            continue;
        CHECK(fwrite(data, 1, sizeof data, o.f) < sizeof data, "a write into a closed pipe succeeded");
        CHECK(ferror(o.f), "no stream error after the failed write");
        CHECK(!outfile_close(&o, writer_ok), "a failed write was kept (writer said %d)", writer_ok);
    }
    int after = open_fds();
    CHECK(after == before, "4 failed writes left %d descriptors open (%d before, %d after)", after - before, before,
          after);
    close(p[1]);
    printf("4 failed writes: %d descriptors open before, %d after\n", before, after);
    return check_exit("outfile");
}
