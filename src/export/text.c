/*
 * text.c - the block-form text writer, with an optional path. The board is
 * (2h+1) x (2w+1) squares: cells at odd row and column, walls between
 * them, corners at even row and column. With a mask a missing cell is a
 * blank, and so is every wall and corner that touches no existing cell.
 */
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

/* The wall on side d (east or south) of c in a grid without a mask. */
static int whole_side(const maze *m, const uint8_t *on, uint32_t c, maze_dir d)
{
    if (!maze_is_open(m, c, d))
        return WALL;
    return on && on[c] & (d == RECT_E ? EAST_ON_PATH : SOUTH_ON_PATH) ? PATH : OPEN;
}

/* Whether cell (x, y) is on the board and exists. */
static bool here(const maze *m, int64_t x, int64_t y)
{
    return x >= 0 && y >= 0 && x < m->w && y < m->h && maze_exists(m, (uint32_t)(y * m->w + x));
}

static int cell_char(const maze *m, const uint8_t *on, uint32_t c)
{
    return maze_exists(m, c) && on && (on[c] & ON_PATH) ? PATH : OPEN;
}

/*
 * The wall on side d (east or south) of cell (x, y): blank when neither
 * cell beside it exists, closed when only one does, else as the maze says.
 */
static int side_char(const maze *m, const uint8_t *on, int64_t x, int64_t y, maze_dir d)
{
    bool east = d == RECT_E;
    bool a = here(m, x, y), b = here(m, x + east, y + !east);
    if (!a && !b)
        return OPEN;
    uint32_t c = a ? (uint32_t)(y * m->w + x) : 0;
    if (!a || !b || !maze_is_open(m, c, d))
        return WALL;
    return on && on[c] & (east ? EAST_ON_PATH : SOUTH_ON_PATH) ? PATH : OPEN;
}

/* The corner below and right of cell (x, y): a wall when a cell around it exists. */
static int corner_char(const maze *m, int64_t x, int64_t y)
{
    return here(m, x, y) || here(m, x + 1, y) || here(m, x, y + 1) || here(m, x + 1, y + 1) ? WALL : OPEN;
}

/* A grid without a mask: the border closed, every corner a wall (the fast path for huge mazes). */
static bool write_whole(FILE *f, const maze *m, const uint8_t *on, char *line, text_format fmt)
{
    bool ok = true;
    size_t at = 0;
    for (uint32_t x = 0; x < 2 * m->w + 1; x++)
        at = put(line, at, WALL, fmt);
    line[at++] = '\n';
    ok = fwrite(line, 1, at, f) == at;
    for (uint32_t y = 0; y < m->h && ok; y++) {
        uint32_t row = y * m->w;
        at = put(line, 0, WALL, fmt);
        for (uint32_t x = 0; x < m->w; x++) {
            at = put(line, at, on && on[row + x] & ON_PATH ? PATH : OPEN, fmt);
            at = put(line, at, whole_side(m, on, row + x, RECT_E), fmt);
        }
        line[at++] = '\n';
        ok = fwrite(line, 1, at, f) == at;
        at = put(line, 0, WALL, fmt);
        for (uint32_t x = 0; x < m->w; x++) {
            at = put(line, at, whole_side(m, on, row + x, RECT_S), fmt);
            at = put(line, at, WALL, fmt);
        }
        line[at++] = '\n';
        ok = ok && fwrite(line, 1, at, f) == at;
    }
    return ok;
}

/* With a mask: every square asks which cells beside it exist. */
static bool write_masked(FILE *f, const maze *m, const uint8_t *on, char *line, text_format fmt)
{
    bool ok = true;
    for (int64_t y = -1; ok && y < m->h; y++) {
        size_t at = 0;
        if (y >= 0) { /* the row of cells y, with the walls east of each */
            at = put(line, 0, side_char(m, on, -1, y, RECT_E), fmt);
            for (int64_t x = 0; x < m->w; x++) {
                at = put(line, at, cell_char(m, on, (uint32_t)(y * m->w + x)), fmt);
                at = put(line, at, side_char(m, on, x, y, RECT_E), fmt);
            }
            line[at++] = '\n';
            ok = fwrite(line, 1, at, f) == at;
            at = 0;
        }
        /* the walls south of row y (the top border for y = -1) */
        at = put(line, at, corner_char(m, -1, y), fmt);
        for (int64_t x = 0; x < m->w; x++) {
            at = put(line, at, side_char(m, on, x, y, RECT_S), fmt);
            at = put(line, at, corner_char(m, x, y), fmt);
        }
        line[at++] = '\n';
        ok = ok && fwrite(line, 1, at, f) == at;
    }
    return ok;
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
    bool ok = (m->live ? write_masked : write_whole)(f, m, on, line, fmt);
    int e = errno;
    free(line);
    free(on);
    errno = e;
    return ok;
}

bool text_write(FILE *f, const maze *m, text_format fmt) { return text_write_path(f, m, NULL, 0, fmt); }
