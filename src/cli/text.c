/* text.c - the block-form text writer. */
#include "text.h"

#include <stdlib.h>
#include <string.h>

/* Appends one wall or open square to the line buffer. */
static size_t put(char *buf, size_t at, bool wall, text_format fmt)
{
    if (!wall) {
        buf[at] = ' ';
        return at + 1;
    }
    if (fmt == FORMAT_ASCII) {
        buf[at] = '#';
        return at + 1;
    }
    memcpy(buf + at, "\xe2\x96\x88", 3); /* U+2588 FULL BLOCK */
    return at + 3;
}

bool text_write(FILE *f, const maze *m, text_format fmt)
{
    size_t cap = (2 * (size_t)m->w + 1) * 3 + 1;
    char *line = malloc(cap);
    if (!line)
        return false;
    bool ok = true;
    size_t at = 0;
    for (uint32_t x = 0; x < 2 * m->w + 1; x++)
        at = put(line, at, true, fmt);
    line[at++] = '\n';
    ok = fwrite(line, 1, at, f) == at;
    for (uint32_t y = 0; y < m->h && ok; y++) {
        uint32_t row = y * m->w;
        at = put(line, 0, true, fmt);
        for (uint32_t x = 0; x < m->w; x++) {
            at = put(line, at, false, fmt);
            at = put(line, at, !maze_is_open(m, row + x, MAZE_E), fmt);
        }
        line[at++] = '\n';
        ok = fwrite(line, 1, at, f) == at;
        at = put(line, 0, true, fmt);
        for (uint32_t x = 0; x < m->w; x++) {
            at = put(line, at, !maze_is_open(m, row + x, MAZE_S), fmt);
            at = put(line, at, true, fmt);
        }
        line[at++] = '\n';
        ok = ok && fwrite(line, 1, at, f) == at;
    }
    free(line);
    return ok;
}
