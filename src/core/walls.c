/*
 * walls.c - a maze's walls as a base64url string (walls.h): one bit per
 * interior wall in cell and side order, six bits a character.
 */
#include "mazeviz/walls.h"

#include "mazeviz/grid.h"

#include <stdlib.h>
#include <string.h>

static const char b64url[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/* The 6-bit value of base64url character ch, or -1. */
static int b64_value(char ch)
{
    const char *p = ch ? strchr(b64url, ch) : NULL;
    return p ? (int)(p - b64url) : -1;
}

static size_t chars_for(uint64_t bits) { return (size_t)((bits + 5) / 6); }

/* Whether side s of c is a wall of the encoding: a neighbour above c (each wall once). */
static bool counted(const maze *m, uint32_t c, unsigned s)
{
    uint32_t nb = maze_neighbor(m, c, s);
    return nb != MAZE_NONE && nb > c;
}

uint64_t maze_walls_bits(const maze *m)
{
    uint64_t k = 0;
    for (uint32_t c = 0; c < m->n; c++)
        for (unsigned s = 0; maze_exists(m, c) && s < m->sides; s++)
            k += counted(m, c, s);
    return k;
}

size_t maze_walls_chars(const maze *m, bool live)
{
    size_t n = chars_for(maze_walls_bits(m));
    return live && m->live ? n + chars_for(m->n) + 1 : n;
}

/* A bit writer: bits into base64url characters, the first bit lowest. */
typedef struct bits_out {
    char *p;
    unsigned acc, used;
} bits_out;

static void put_bit(bits_out *o, bool bit)
{
    o->acc |= (unsigned)bit << o->used;
    if (++o->used == 6) {
        *o->p++ = b64url[o->acc];
        o->acc = o->used = 0;
    }
}

static void flush_bits(bits_out *o)
{
    if (o->used)
        *o->p++ = b64url[o->acc];
    o->acc = o->used = 0;
}

bool maze_walls_encode(const maze *m, bool live, char *buf, size_t len)
{
    size_t need = maze_walls_chars(m, live);
    if (need >= len) {
        if (len)
            buf[0] = '\0';
        return false;
    }
    bits_out o = {buf, 0, 0};
    if (live && m->live) {
        for (uint32_t c = 0; c < m->n; c++)
            put_bit(&o, m->live[c] != 0);
        flush_bits(&o);
        *o.p++ = '.';
    }
    for (uint32_t c = 0; c < m->n; c++)
        for (unsigned s = 0; maze_exists(m, c) && s < m->sides; s++)
            if (counted(m, c, s))
                put_bit(&o, maze_is_open(m, c, s));
    flush_bits(&o);
    *o.p = '\0';
    return true;
}

char *maze_walls_string(const maze *m, bool live)
{
    size_t n = maze_walls_chars(m, live) + 1;
    char *s = malloc(n);
    if (s)
        maze_walls_encode(m, live, s, n);
    return s;
}

const char *maze_walls_part(const char *s, size_t *live_len)
{
    const char *dot = strchr(s, '.');
    *live_len = dot ? (size_t)(dot - s) : 0;
    return dot ? dot + 1 : s;
}

/* A bit reader over len characters of s; checks the alphabet, the length (bits) and the padding. */
typedef struct bits_in {
    const char *s;
    size_t len, pos;
    uint64_t bits, read;
} bits_in;

static bool bits_check(const bits_in *in, const char **why)
{
    if (in->len != chars_for(in->bits)) {
        *why = in->len < chars_for(in->bits) ? "too short for this grid (check grid= and size=)"
                                              : "too long for this grid (check grid= and size=)";
        return false;
    }
    for (size_t i = 0; i < in->len; i++)
        if (b64_value(in->s[i]) < 0) {
            *why = "a character that is not base64url (A-Z a-z 0-9 - _)";
            return false;
        }
    unsigned spare = (unsigned)(in->len * 6 - in->bits);
    if (in->len && (unsigned)b64_value(in->s[in->len - 1]) >> (6 - spare)) {
        *why = "its last character sets bits past the last wall";
        return false;
    }
    return true;
}

static bool get_bit(bits_in *in)
{
    uint64_t k = in->read++;
    return ((unsigned)b64_value(in->s[k / 6]) >> (k % 6)) & 1u;
}

bool maze_walls_read_live(const char *s, size_t live_len, uint32_t n, uint8_t *live, const char **why)
{
    bits_in in = {s, live_len, 0, n, 0};
    if (!bits_check(&in, why))
        return false;
    bool any = false;
    for (uint32_t c = 0; c < n; c++)
        any |= (live[c] = get_bit(&in)) != 0;
    if (!any)
        *why = "its mask leaves no cell";
    return any;
}

bool maze_walls_decode(maze *m, const char *s, const char **why)
{
    bits_in in = {s, strlen(s), 0, maze_walls_bits(m), 0};
    if (!bits_check(&in, why))
        return false;
    maze_fill(m, false);
    for (uint32_t c = 0; c < m->n; c++)
        for (unsigned s2 = 0; maze_exists(m, c) && s2 < m->sides; s2++)
            if (counted(m, c, s2) && get_bit(&in))
                maze_carve(m, c, s2);
    if (grid_bad_link(m) != MAZE_NONE) {
        *why = "a passage its grid does not allow (a weave's tunnel under a cell that is not the straight corridor "
               "across it)";
        return false;
    }
    return true;
}
