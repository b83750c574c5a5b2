/*
 * mask_file.c - reading --mask FILE (mask_file.h): the file is read
 * whole (regular files only, so a FIFO or a device cannot hang or flood
 * the run), a PNG goes to the visualizer's reader, text is parsed here in
 * two passes - sizes and checks, then the cells.
 */
#define _POSIX_C_SOURCE 200809L
#include "mask_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "args.h"

static const char png_magic[8] = {'\x89', 'P', 'N', 'G', '\r', '\n', '\x1a', '\n'};

static bool is_cell(char c) { return c == 'X' || c == '#'; }
static bool is_none(char c) { return c == '.' || c == ' '; }

/* The character at s (one UTF-8 sequence, or one byte), escaped for a message. */
static void show_char(const char *s, size_t left, char *buf, size_t len)
{
    unsigned char b = (unsigned char)s[0];
    size_t k = b < 0xc0 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4;
    char one[5] = {0};
    memcpy(one, s, k < left ? k : left);
    cli_escape(buf, len, one);
}

/* Lines up to the last one that is not empty, the longest line, or where the first bad character is. */
static bool measure(const char *name, const char *buf, size_t n, size_t *w, size_t *h, char *err, size_t len)
{
    size_t line = 1, col = 0;
    *w = *h = 0;
    for (size_t i = 0; i < n; i++) {
        char c = buf[i];
        if (c == '\n' || (c == '\r' && (i + 1 == n || buf[i + 1] == '\n'))) {
            if (c == '\r')
                continue;
            *h = col ? line : *h;
            *w = col > *w ? col : *w;
            line++;
            col = 0;
        } else if (is_cell(c) || is_none(c)) {
            col++;
        } else {
            char shown[32];
            show_char(buf + i, n - i, shown, sizeof shown);
            if (memchr(buf, '\0', n < 64 ? n : 64))
                snprintf(err, len, "%s: neither a PNG nor a text mask (X or # is a cell, . or a space none)", name);
            else
                snprintf(err, len, "%s:%zu: bad character '%s' in column %zu: X or # is a cell, . or a space "
                         "is none", name, line, shown, col + 1);
            return false;
        }
    }
    *h = col ? line : *h;
    *w = col > *w ? col : *w;
    return true;
}

bool mask_parse_text(const char *name, const char *buf, size_t n, mask_picture *out, char *err, size_t len)
{
    char file[CLI_ESCAPE_MAX + 16];
    size_t w, h;
    cli_escape(file, sizeof file, name);
    memset(out, 0, sizeof *out);
    if (n >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0) {
        buf += 3;
        n -= 3;
    }
    if (!measure(file, buf, n, &w, &h, err, len))
        return false;
    if (w == 0 || h == 0) {
        snprintf(err, len, "%s: an empty mask: no line has a cell (X or #)", file);
        return false;
    }
    if (w > MAZE_MAX_SIDE || h > MAZE_MAX_SIDE) {
        snprintf(err, len, "%s: the mask is %zux%zu, at most 32768 across and down", file, w, h);
        return false;
    }
    if (!(out->px = calloc(w * h, 1))) {
        snprintf(err, len, "%s: out of memory for a %zux%zu mask", file, w, h);
        return false;
    }
    out->w = (uint32_t)w;
    out->h = (uint32_t)h;
    size_t x = 0, y = 0;
    for (size_t i = 0; i < n && y < h; i++) {
        if (buf[i] == '\n') {
            y++;
            x = 0;
        } else if (buf[i] != '\r') {
            out->px[y * w + x++] = is_cell(buf[i]) ? 255 : 0;
        }
    }
    return true;
}

bool cli_read_file(const char *path, const char *flag, size_t max, char **buf, size_t *n, char *err, size_t len)
{
    char name[CLI_ESCAPE_MAX + 16];
    cli_escape(name, sizeof name, path);
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
    struct stat st;
    *buf = NULL;
    if (fd < 0 || fstat(fd, &st) != 0) {
        snprintf(err, len, "cannot read %s '%s': %s", flag, name, strerror(errno));
        if (fd >= 0)
            close(fd);
        return false;
    }
    char big[64];
    snprintf(big, sizeof big, "larger than %zu %s", max >= (1u << 20) ? max >> 20 : max >> 10,
             max >= (1u << 20) ? "MiB" : "KiB");
    const char *why = !S_ISREG(st.st_mode) ? "not a regular file" : (uintmax_t)st.st_size > max ? big : NULL;
    if (!why && !(*buf = malloc((size_t)st.st_size + 1)))
        why = "out of memory";
    size_t got = 0;
    while (!why && got < (size_t)st.st_size) {
        ssize_t k = read(fd, *buf + got, (size_t)st.st_size - got);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            why = k < 0 ? strerror(errno) : "the file shrank while being read";
        else
            got += (size_t)k;
    }
    close(fd);
    if (why) {
        snprintf(err, len, "cannot read %s '%s': %s", flag, name, why);
        free(*buf);
        *buf = NULL;
        return false;
    }
    (*buf)[got] = '\0';
    *n = got;
    return true;
}

bool mask_read_file(const char *path, bool (*png)(const char *, mask_picture *, char *, size_t),
                    mask_picture *out, char *err, size_t len)
{
    char name[CLI_ESCAPE_MAX + 16];
    char *buf;
    size_t n;
    cli_escape(name, sizeof name, path);
    memset(out, 0, sizeof *out);
    if (!cli_read_file(path, "--mask", MASK_FILE_MAX, &buf, &n, err, len))
        return false;
    bool ok;
    if (n >= sizeof png_magic && memcmp(buf, png_magic, sizeof png_magic) == 0) {
        ok = png ? png(path, out, err, len) : false;
        if (!png)
            snprintf(err, len, "--mask '%s' is a PNG: reading it needs the visualizer build (SDL2_image); "
                     "use a text mask (X or # a cell, . or a space none)", name);
    } else {
        ok = mask_parse_text(path, buf, n, out, err, len);
    }
    free(buf);
    return ok;
}
