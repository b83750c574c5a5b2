/* outfile.c - see outfile.h. */
#define _POSIX_C_SOURCE 200809L
#include "outfile.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

bool outfile_open(outfile *o, const char *path)
{
    struct stat st;
    o->path = path;
    o->tmp = NULL;
    if (!path) {
        o->f = stdout;
        return true;
    }
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        o->f = fopen(path, "wb");
        return o->f != NULL;
    }
    size_t len = strlen(path) + sizeof ".XXXXXX";
    if (!(o->tmp = malloc(len)))
        return false;
    snprintf(o->tmp, len, "%s.XXXXXX", path);
    int fd = mkstemp(o->tmp);
    mode_t mask = umask(0);
    umask(mask);
    /* mkstemp makes the file private (0600); the result is an ordinary file like fopen's. */
    if (fd < 0 || fchmod(fd, 0666 & ~mask) != 0 || !(o->f = fdopen(fd, "wb"))) {
        if (fd >= 0) {
            close(fd);
            unlink(o->tmp);
        }
        free(o->tmp);
        o->tmp = NULL;
        return false;
    }
    return true;
}

bool outfile_close(outfile *o, bool ok)
{
    if (!o->tmp)
        return (o->f == stdout ? fflush(stdout) : fclose(o->f)) == 0 && ok;
    ok = fclose(o->f) == 0 && ok;
    if (ok)
        ok = rename(o->tmp, o->path) == 0;
    if (!ok)
        unlink(o->tmp);
    free(o->tmp);
    o->tmp = NULL;
    return ok;
}
