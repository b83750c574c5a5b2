/* text.c - the block-form text writer, with an optional path. */
#include "text.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

enum { ON_PATH = 1, EAST_ON_PATH = 2, SOUTH_ON_PATH = 4 };
enum { OPEN, WALL, PATH };

/* Appends one open square, wall or path mark to the line buffer. */
static size_t put(char *buf, size_t at, int what, text_format fmt)
{
    static const char *const ascii[] = {" ", "#", "."};
    static const char *const unicode[] = {" ", "\xe2\x96\x88", "\xc2\xb7"}; /* U+2588, U+00B7 */
    const char *s = (fmt == FORMAT_ASCII ? ascii : unicode)[what];
    size_t n = strlen(s);
    memcpy(buf + at, s, n);
    return at + n;
}

/*
 * The path's cells and the walls between consecutive ones, one byte per
 * cell; NULL without a path (nothing is allocated) or when memory runs out.
 */
static uint8_t *path_marks(const maze *m, const uint32_t *path, size_t len)
{
    uint8_t *on = len ? calloc(m->n, 1) : NULL;
    for (size_t i = 0; on && i < len; i++) {
        on[path[i]] |= ON_PATH;
        if (i == 0)
            continue;
        uint32_t a = path[i - 1] < path[i] ? path[i - 1] : path[i];
        uint32_t b = path[i - 1] < path[i] ? path[i] : path[i - 1];
        on[a] |= maze_neighbor(m, a, RECT_E) == b ? EAST_ON_PATH : SOUTH_ON_PATH;
    }
    return on;
}

static int cell_char(const uint8_t *on, uint32_t c) { return on && on[c] & ON_PATH ? PATH : OPEN; }

static int side_char(const maze *m, const uint8_t *on, uint32_t c, maze_dir d)
{
    if (!maze_is_open(m, c, d))
        return WALL;
    return on && on[c] & (d == RECT_E ? EAST_ON_PATH : SOUTH_ON_PATH) ? PATH : OPEN;
}

/* The two lines of row y (cells and east walls, then south walls); false if a write failed. */
static bool put_row(FILE *f, const maze *m, const uint8_t *on, uint32_t y, char *line, text_format fmt)
{
    uint32_t row = y * m->w;
    size_t at = put(line, 0, WALL, fmt);
    for (uint32_t x = 0; x < m->w; x++) {
        at = put(line, at, cell_char(on, row + x), fmt);
        at = put(line, at, side_char(m, on, row + x, RECT_E), fmt);
    }
    line[at++] = '\n';
    if (fwrite(line, 1, at, f) != at)
        return false;
    at = put(line, 0, WALL, fmt);
    for (uint32_t x = 0; x < m->w; x++) {
        at = put(line, at, side_char(m, on, row + x, RECT_S), fmt);
        at = put(line, at, WALL, fmt);
    }
    line[at++] = '\n';
    return fwrite(line, 1, at, f) == at;
}

bool text_write_path(FILE *f, const maze *m, const uint32_t *path, size_t len, text_format fmt)
{
    size_t cap = (2 * (size_t)m->w + 1) * 3 + 1;
    char *line = malloc(cap);
    uint8_t *on = path_marks(m, path, len);
    if (!line || (len && !on)) {
        free(line);
        free(on);
        errno = ENOMEM;
        return false;
    }
    size_t at = 0;
    for (uint32_t x = 0; x < 2 * m->w + 1; x++)
        at = put(line, at, WALL, fmt);
    line[at++] = '\n';
    bool ok = fwrite(line, 1, at, f) == at;
    for (uint32_t y = 0; y < m->h && ok; y++)
        ok = put_row(f, m, on, y, line, fmt);
    int e = errno;
    free(line);
    free(on);
    errno = e;
    return ok;
}

bool text_write(FILE *f, const maze *m, text_format fmt) { return text_write_path(f, m, NULL, 0, fmt); }
