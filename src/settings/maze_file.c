/*
 * maze_file.c - reading --load FILE (maze_file.h). A file whose first
 * character that is not white space is '{' is JSON, else text.
 *
 * Text: a board of (2h+1) x (2w+1) squares (text.c): '#' (U+2588) a wall,
 * a space open, '.' (U+00B7) a path mark, read as open. Which cells exist:
 * a board whose corners and border are all walls is a whole grid; else a
 * cell exists when its four corners are walls, and the maze is the
 * largest piece of such cells joined through open walls (a mask's holes
 * are blank or walled in). Then every square is checked against what
 * text.c writes for that maze, so only a file mazeviz could have written
 * loads.
 *
 * JSON: exactly the subset json.c writes, read by a strict reader (keys in
 * its order, no other values): the grid and its size, then each cell found
 * by its centre among the grid's cells in order (that is the mask), its
 * outline and neighbours checked against the grid, then the passages.
 */
#define _POSIX_C_SOURCE 200809L
#include "maze_file.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "mask_file.h"
#include "mazeviz/grid.h"

enum { SQ_OPEN, SQ_WALL, SQ_PATH };

/* One line "NAME:LINE: what" into err; returns false. */
static bool say(char *err, size_t len, const char *name, size_t line, const char *fmt, ...)
{
    char what[320];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    snprintf(err, len, "%s:%zu: %s", name, line, what);
    return false;
}

static bool no_memory(char *err, size_t len, const char *name)
{
    snprintf(err, len, "out of memory reading --load '%s'", name);
    errno = ENOMEM;
    return false;
}

/* ---- text ---- */

typedef struct board {
    uint8_t *sq;  /* W x H squares */
    size_t W, H;
    uint32_t w, h; /* cells */
} board;

/* The square at s: its kind into *kind and its length in bytes; 0: not a maze character. */
static size_t symbol(const char *s, size_t left, bool uni, uint8_t *kind)
{
    static const char *const ascii[] = {" ", "#", "."};
    static const char *const unicode[] = {" ", "\xe2\x96\x88", "\xc2\xb7"};
    for (uint8_t k = 0; k < 3; k++) {
        const char *t = (uni ? unicode : ascii)[k];
        size_t n = strlen(t);
        if (n <= left && memcmp(s, t, n) == 0) {
            *kind = k;
            return n;
        }
    }
    return 0;
}

/* The end of the line that starts at i (its '\n' or n), a '\r' before it left out. */
static size_t line_end(const char *buf, size_t n, size_t i, size_t *next)
{
    const char *nl = memchr(buf + i, '\n', n - i);
    size_t e = nl ? (size_t)(nl - buf) : n;
    *next = nl ? e + 1 : n;
    return e > i && buf[e - 1] == '\r' ? e - 1 : e;
}

/* Pass one (sq NULL: sizes and characters) or two (sq: the squares). */
static bool scan_text(const char *name, const char *buf, size_t n, bool uni, board *b, char *err, size_t len)
{
    size_t line = 0;
    for (size_t i = 0, next; i < n; i = next) {
        size_t e = line_end(buf, n, i, &next), col = 0;
        line++;
        for (size_t k = i, step; k < e; k += step, col++) {
            uint8_t kind;
            if (!(step = symbol(buf + k, e - k, uni, &kind))) {
                char shown[32], one[5] = {0};
                memcpy(one, buf + k, e - k < 4 ? e - k : 4);
                cli_escape(shown, sizeof shown, one[0] & 0x80 ? one : (char[2]){one[0], 0});
                return say(err, len, name, line, "bad character '%s' in column %zu: a maze is %s, spaces and %s",
                           shown, col + 1, uni ? "\xe2\x96\x88 walls" : "# walls", uni ? "\xc2\xb7 path marks" : ". path marks");
            }
            if (b->sq)
                b->sq[(line - 1) * b->W + col] = kind;
        }
        if (line == 1)
            b->W = col;
        else if (col != b->W)
            return say(err, len, name, line, "%zu squares, but line 1 has %zu: every line of a maze is as long",
                       col, b->W);
    }
    b->H = line;
    return true;
}

static uint8_t sq_at(const board *b, int64_t X, int64_t Y) { return b->sq[(size_t)Y * b->W + (size_t)X]; }

/* The walls around cell (x, y): corners all walls; side s (N E S W) is closed. */
static bool corners_walled(const board *b, uint32_t x, uint32_t y)
{
    size_t X = 2 * (size_t)x, Y = 2 * (size_t)y;
    return sq_at(b, X, Y) == SQ_WALL && sq_at(b, X + 2, Y) == SQ_WALL && sq_at(b, X, Y + 2) == SQ_WALL &&
           sq_at(b, X + 2, Y + 2) == SQ_WALL;
}

/* Whether every corner and every border square is a wall: a whole grid. */
static bool whole_board(const board *b)
{
    for (size_t Y = 0; Y < b->H; Y++)
        for (size_t X = 0; X < b->W; X++) {
            bool corner = X % 2 == 0 && Y % 2 == 0, border = X == 0 || Y == 0 || X + 1 == b->W || Y + 1 == b->H;
            if ((corner || border) && sq_at(b, (int64_t)X, (int64_t)Y) != SQ_WALL)
                return false;
        }
    return true;
}

/* The cell across side s (N E S W) of c on the board, walls ignored; MAZE_NONE off the board. */
static uint32_t across(const board *b, uint32_t c, unsigned s)
{
    uint32_t x = c % b->w, y = c / b->w;
    if ((s == 0 && y == 0) || (s == 1 && x + 1 == b->w) || (s == 2 && y + 1 == b->h) || (s == 3 && x == 0))
        return MAZE_NONE;
    return s == 0 ? c - b->w : s == 1 ? c + 1 : s == 2 ? c + b->w : c - 1;
}

/* The square of side s of cell c. */
static uint8_t side_sq(const board *b, uint32_t c, unsigned s)
{
    static const int dx[] = {0, 1, 0, -1}, dy[] = {-1, 0, 1, 0};
    return sq_at(b, 2 * (int64_t)(c % b->w) + 1 + dx[s], 2 * (int64_t)(c / b->w) + 1 + dy[s]);
}

/* The largest piece of cells with walled corners joined through open sides, as 1 bytes in live. */
static bool largest_piece(const board *b, uint8_t *live)
{
    size_t n = (size_t)b->w * b->h;
    uint32_t *piece = malloc(n * sizeof *piece), *queue = malloc(n * sizeof *queue);
    if (!piece || !queue) {
        free(piece);
        free(queue);
        return false;
    }
    uint32_t best = MAZE_NONE, best_size = 0, pieces = 0;
    for (size_t i = 0; i < n; i++)
        piece[i] = corners_walled(b, (uint32_t)(i % b->w), (uint32_t)(i / b->w)) ? MAZE_NONE - 1 : MAZE_NONE;
    for (uint32_t c = 0; c < n; c++) {
        if (piece[c] != MAZE_NONE - 1)
            continue;
        size_t head = 0, tail = 0;
        piece[c] = pieces;
        queue[tail++] = c;
        while (head < tail) {
            uint32_t u = queue[head++];
            for (unsigned s = 0; s < 4; s++) {
                uint32_t v = across(b, u, s);
                if (v != MAZE_NONE && side_sq(b, u, s) != SQ_WALL && piece[v] == MAZE_NONE - 1) {
                    piece[v] = pieces;
                    queue[tail++] = v;
                }
            }
        }
        if (tail > best_size) {
            best_size = (uint32_t)tail;
            best = pieces;
        }
        pieces++;
    }
    for (size_t i = 0; i < n; i++)
        live[i] = best != MAZE_NONE && piece[i] == best;
    free(piece);
    free(queue);
    return true;
}

/* What text.c writes at square (X, Y) for cells live (NULL: all) and the board's walls. */
static uint8_t expected(const board *b, const uint8_t *live, size_t X, size_t Y)
{
    int64_t cx[2], cy[2];
    size_t k = 0;
    bool any = false, all = true;
    cx[0] = cx[1] = ((int64_t)X - 1) / 2;
    cy[0] = cy[1] = ((int64_t)Y - 1) / 2;
    if (X % 2 == 0) { cx[0] = (int64_t)X / 2 - 1; cx[1] = (int64_t)X / 2; }
    if (Y % 2 == 0) { cy[0] = (int64_t)Y / 2 - 1; cy[1] = (int64_t)Y / 2; }
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++, k++) {
            bool in = cx[i] >= 0 && cy[j] >= 0 && cx[i] < b->w && cy[j] < b->h &&
                      (!live || live[(size_t)cy[j] * b->w + (size_t)cx[i]]);
            any |= in;
            all &= in;
        }
    uint8_t here = sq_at(b, (int64_t)X, (int64_t)Y);
    if (X % 2 == 1 && Y % 2 == 1) /* a cell: open, or a path mark on a cell that exists */
        return any ? (here == SQ_WALL ? SQ_OPEN : here) : SQ_OPEN;
    if (X % 2 == 0 && Y % 2 == 0) /* a corner */
        return any ? SQ_WALL : SQ_OPEN;
    return !any ? SQ_OPEN : !all ? SQ_WALL : here; /* a side: as the file says between two cells */
}

/*
 * Checks every square against the maze read; false with the first that
 * differs. Under a top line of walls the last line first: a file cut
 * short ends in a line that is no bottom wall.
 */
static bool check_board(const char *name, const board *b, const uint8_t *live, char *err, size_t len)
{
    static const char *const what[] = {"a blank", "a wall", "open"};
    bool top = !memchr(b->sq, SQ_OPEN, b->W) && !memchr(b->sq, SQ_PATH, b->W);
    for (size_t k = 0; k < b->H; k++) {
        size_t Y = !top ? k : k == 0 ? b->H - 1 : k - 1;
        for (size_t X = 0; X < b->W; X++) {
            uint8_t want = expected(b, live, X, Y), here = sq_at(b, (int64_t)X, (int64_t)Y);
            if (want != here)
                return say(err, len, name, Y + 1, "column %zu should be %s (%s): not a maze mazeviz writes%s", X + 1,
                           what[want], X % 2 == 0 && Y % 2 == 0 ? "a corner" : X % 2 == 1 && Y % 2 == 1 ? "a cell"
                                                                                                  : "a wall's place",
                           Y + 1 == b->H ? " (is the file cut short?)" : "");
        }
    }
    return true;
}

/* The maze of a checked board: cells live (NULL: all), walls opened where the board is open. */
static maze *board_maze(const board *b, const uint8_t *live)
{
    maze *m = maze_create_shaped(grid_find("rect"), b->w, b->h, live);
    for (uint32_t c = 0; m && c < m->n; c++)
        for (unsigned s = 1; s <= 2 && maze_exists(m, c); s++) {
            uint32_t nb = across(b, c, s);
            if (nb != MAZE_NONE && maze_exists(m, nb) && side_sq(b, c, s) != SQ_WALL)
                maze_carve(m, c, s);
        }
    return m;
}

static bool parse_text(const char *name, const char *buf, size_t n, maze **out, char *err, size_t len)
{
    size_t at = strspn(buf, " \r\n");
    bool uni = at < n && (unsigned char)buf[at] >= 0x80;
    board b = {0};
    if (!scan_text(name, buf, n, uni, &b, err, len))
        return false;
    if (b.H < 3 || b.W < 3 || b.H % 2 == 0 || b.W % 2 == 0)
        return say(err, len, name, b.H, "a maze of %s: a maze of H rows of W cells is 2H+1 lines of 2W+1 squares "
                   "(is the file cut short?)", b.H < 3 || b.W < 3 ? "too few lines or squares" : "an even size");
    b.w = (uint32_t)((b.W - 1) / 2);
    b.h = (uint32_t)((b.H - 1) / 2);
    if (!maze_size_ok(b.w, b.h))
        return say(err, len, name, 1, "a %" PRIu32 "x%" PRIu32 " maze is too big", b.w, b.h);
    uint8_t *live = NULL;
    if (!(b.sq = malloc(b.W * b.H)))
        return no_memory(err, len, name);
    scan_text(name, buf, n, uni, &b, err, len);
    bool ok = true;
    if (!whole_board(&b)) {
        ok = (live = malloc((size_t)b.w * b.h)) && largest_piece(&b, live);
        if (!ok)
            no_memory(err, len, name);
    }
    if (ok && live && !memchr(live, 1, (size_t)b.w * b.h))
        ok = say(err, len, name, 1, "no cell: a cell is a blank square with walls at its four corners");
    ok = ok && check_board(name, &b, live, err, len);
    if (ok && !(*out = board_maze(&b, live)))
        ok = no_memory(err, len, name);
    free(b.sq);
    free(live);
    return ok;
}

/* ---- JSON ---- */

typedef struct jr {
    const char *s, *name;
    size_t n, i, line, line_at; /* line_at: where the line starts */
    char *err;
    size_t len;
} jr;

#define JSON_TOL 0.0002 /* four decimals written, read back */

static bool jfail(jr *j, const char *fmt, ...)
{
    char what[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return say(j->err, j->len, j->name, j->line, "%s (column %zu)", what, j->i - j->line_at + 1);
}

static void ws(jr *j)
{
    for (; j->i < j->n && (j->s[j->i] == ' ' || j->s[j->i] == '\t' || j->s[j->i] == '\r' || j->s[j->i] == '\n'); j->i++)
        if (j->s[j->i] == '\n') {
            j->line++;
            j->line_at = j->i + 1;
        }
}

static bool peek(jr *j, char c)
{
    ws(j);
    return j->i < j->n && j->s[j->i] == c;
}

static bool lit(jr *j, char c)
{
    if (!peek(j, c))
        return jfail(j, "not the JSON mazeviz writes: expected '%c' here", c);
    j->i++;
    return true;
}

/* A string of letters, digits, '-' and '_' (all json.c writes) into out. */
static bool jstr(jr *j, char *out, size_t cap)
{
    if (!lit(j, '"'))
        return false;
    size_t k = 0;
    for (; j->i < j->n && j->s[j->i] != '"'; j->i++) {
        char c = j->s[j->i];
        if (k + 1 >= cap || !((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_'))
            return jfail(j, "not the JSON mazeviz writes: a string of other characters");
        out[k++] = c;
    }
    out[k] = '\0';
    return lit(j, '"');
}

static bool key(jr *j, const char *k)
{
    char got[24];
    ws(j);
    size_t at = j->i;
    if (!jstr(j, got, sizeof got) || strcmp(got, k) != 0) {
        j->i = at;
        return jfail(j, "not the JSON mazeviz writes: expected the key \"%s\" here", k);
    }
    return lit(j, ':');
}

/* A whole number below 2^32 - 1, without leading zeros. */
static bool juint(jr *j, uint32_t *v)
{
    ws(j);
    size_t at = j->i;
    uint64_t x = 0;
    for (; j->i < j->n && j->s[j->i] >= '0' && j->s[j->i] <= '9' && j->i - at < 11; j->i++)
        x = x * 10 + (uint64_t)(j->s[j->i] - '0');
    if (j->i == at || x >= UINT32_MAX || (j->s[at] == '0' && j->i - at > 1)) {
        j->i = at;
        return jfail(j, "expected a whole number");
    }
    *v = (uint32_t)x;
    return true;
}

static size_t digits(const jr *j, size_t i)
{
    size_t k = i;
    while (k < j->n && j->s[k] >= '0' && j->s[k] <= '9')
        k++;
    return k - i;
}

/* A JSON number (its grammar exactly), at most 32 characters. */
static bool jnum(jr *j, double *v)
{
    ws(j);
    size_t at = j->i, i = at, k;
    i += i < j->n && j->s[i] == '-';
    if (!(k = digits(j, i)) || (j->s[i] == '0' && k > 1))
        return jfail(j, "expected a number");
    i += k;
    if (i < j->n && j->s[i] == '.') {
        if (!(k = digits(j, i + 1)))
            return jfail(j, "expected a number");
        i += 1 + k;
    }
    if (i < j->n && (j->s[i] == 'e' || j->s[i] == 'E')) {
        i += 1 + (i + 1 < j->n && (j->s[i + 1] == '+' || j->s[i + 1] == '-'));
        if (!(k = digits(j, i)))
            return jfail(j, "expected a number");
        i += k;
    }
    char buf[33];
    if (i - at >= sizeof buf)
        return jfail(j, "a number too long");
    memcpy(buf, j->s + at, i - at);
    buf[i - at] = '\0';
    *v = strtod(buf, NULL);
    j->i = i;
    return true;
}

static bool jpt(jr *j, double *x, double *y)
{
    return lit(j, '[') && jnum(j, x) && lit(j, ',') && jnum(j, y) && lit(j, ']');
}

static bool near(double a, float b) { return fabs(a - (double)b) <= JSON_TOL; }

/* What the cells say: the grid cell of each id, and the neighbours listed. */
typedef struct jcells {
    uint32_t count, *cell;      /* cell[id]: the grid's cell */
    uint32_t *nbr;              /* count x sides neighbour ids as listed */
    uint8_t *nnbr, *live;
} jcells;

/* One cell's outline: the grid's polygon of c, point by point. */
static bool outline(jr *j, const maze *full, uint32_t c, uint32_t id)
{
    grid_pt pts[GRID_MAX_POINTS];
    unsigned k = full->shape->polygon(full, c, pts), p = 0;
    if (!lit(j, '['))
        return false;
    for (bool more = !peek(j, ']'); more; more = peek(j, ',') && lit(j, ',')) {
        double x, y;
        if (!jpt(j, &x, &y))
            return false;
        if (p >= k || !near(x, pts[p].x) || !near(y, pts[p].y))
            return jfail(j, "cell %" PRIu32 "'s outline is not the grid's (a JSON of another grid?)", id);
        p++;
    }
    if (p != k)
        return jfail(j, "cell %" PRIu32 "'s outline has %u points, the grid's %u", id, p, k);
    return lit(j, ']');
}

/* One cell's object; *next is where the search for its centre starts. */
static bool jcell(jr *j, const maze *full, jcells *cs, uint32_t *next)
{
    uint32_t id, c = *next;
    double x, y;
    if (!lit(j, '{') || !key(j, "id") || !juint(j, &id))
        return false;
    if (id != cs->count)
        return jfail(j, "cell %" PRIu32 " where cell %" PRIu32 " comes", id, cs->count);
    if (!lit(j, ',') || !key(j, "center") || !jpt(j, &x, &y))
        return false;
    while (c < full->n && !(near(x, full->shape->center(full, c).x) && near(y, full->shape->center(full, c).y)))
        c++;
    if (c == full->n)
        return jfail(j, "cell %" PRIu32 "'s center [%g, %g] is no cell of the grid after the cells before it "
                     "(a JSON of another grid?)", id, x, y);
    cs->cell[id] = c;
    cs->live[c] = 1;
    *next = c + 1;
    if (!lit(j, ',') || !key(j, "polygon") || !outline(j, full, c, id) || !lit(j, ',') || !key(j, "neighbors") ||
        !lit(j, '['))
        return false;
    uint8_t k = 0;
    for (bool more = !peek(j, ']'); more; more = peek(j, ',') && lit(j, ',')) {
        if (k == full->sides)
            return jfail(j, "cell %" PRIu32 " has more neighbours than sides", id);
        if (!juint(j, &cs->nbr[(size_t)id * full->sides + k++]))
            return false;
    }
    cs->nnbr[id] = k;
    cs->count++;
    return lit(j, ']') && lit(j, '}');
}

/* The cells array, then the maze of their grid (the mask is the cells found). */
static bool jcell_list(jr *j, const maze *full, jcells *cs)
{
    uint32_t next = 0;
    if (!key(j, "cells") || !lit(j, '['))
        return false;
    if (peek(j, ']'))
        return jfail(j, "no cells");
    do {
        if (cs->count == full->n)
            return jfail(j, "more cells than the grid has");
        if (!jcell(j, full, cs, &next))
            return false;
    } while (peek(j, ',') && lit(j, ','));
    return lit(j, ']');
}

/* The neighbours listed are the grid's, in the order of its sides. */
static bool check_neighbours(jr *j, const maze *m, const jcells *cs, const uint32_t *id)
{
    for (uint32_t k = 0; k < cs->count; k++) {
        uint8_t at = 0;
        bool same = true;
        for (maze_dir d = 0; d < m->sides; d++) {
            uint32_t nb = maze_neighbor(m, cs->cell[k], d);
            if (nb != MAZE_NONE)
                same = same && at < cs->nnbr[k] && cs->nbr[(size_t)k * m->sides + at++] == id[nb];
        }
        if (!same || at != cs->nnbr[k])
            return jfail(j, "cell %" PRIu32 "'s neighbors are not the grid's (a JSON of another grid?)", k);
    }
    return true;
}

/*
 * A passage's third number, the cell a weave's tunnel runs under: there
 * exactly when the grid says the passage runs under one, and that cell.
 */
static bool junder(jr *j, const maze *m, const jcells *cs, uint32_t c, unsigned s)
{
    uint32_t under = grid_under(m, c, s), u;
    if (under == MAZE_NONE)
        return true;
    if (!lit(j, ',') || !juint(j, &u))
        return false;
    if (u >= cs->count || cs->cell[u] != under)
        return jfail(j, "a tunnel names cell %" PRIu32 ", which it does not run under", u);
    return true;
}

/* Each passage is one its shape allows (a weave's tunnels: grid_bad_link), so a loaded weave is drawn as it is. */
static bool jweave_ok(jr *j, maze *m, const jcells *cs)
{
    uint32_t bad = grid_bad_link(m);
    for (uint32_t k = 0; bad != MAZE_NONE && k < cs->count; k++)
        if (cs->cell[k] == bad)
            return jfail(j, "cell %" PRIu32 " has a passage its grid does not allow (a weave's tunnel under a cell that "
                         "is not just the straight corridor across it)", k);
    return true;
}

static bool jpassages(jr *j, maze *m, const jcells *cs)
{
    if (!lit(j, ',') || !key(j, "passages") || !lit(j, '['))
        return false;
    for (bool more = !peek(j, ']'); more; more = peek(j, ',') && lit(j, ',')) {
        uint32_t a, b;
        if (!lit(j, '[') || !juint(j, &a) || !lit(j, ',') || !juint(j, &b))
            return false;
        unsigned s = a < b && b < cs->count ? maze_side_to(m, cs->cell[a], cs->cell[b]) : MAZE_NO_SIDE;
        if (s == MAZE_NO_SIDE)
            return jfail(j, "passage [%" PRIu32 ", %" PRIu32 "] joins no two neighbouring cells (lower id first)", a, b);
        if (!junder(j, m, cs, cs->cell[a], s) || !lit(j, ']'))
            return false;
        if (maze_is_open(m, cs->cell[a], s))
            return jfail(j, "passage [%" PRIu32 ", %" PRIu32 "] is listed twice", a, b);
        maze_carve(m, cs->cell[a], s);
    }
    return lit(j, ']') && jweave_ok(j, m, cs);
}

/* --solve's path (ids of cells), read and left aside, then the end of the object and of the file. */
static bool jtail(jr *j, const jcells *cs)
{
    if (peek(j, ',')) {
        if (!lit(j, ',') || !key(j, "path") || !lit(j, '['))
            return false;
        for (bool more = !peek(j, ']'); more; more = peek(j, ',') && lit(j, ',')) {
            uint32_t c;
            if (!juint(j, &c))
                return false;
            if (c >= cs->count)
                return jfail(j, "the path names cell %" PRIu32 ", which is not there", c);
        }
        if (!lit(j, ']'))
            return false;
    }
    if (!lit(j, '}'))
        return false;
    ws(j);
    if (j->i < j->n)
        return jfail(j, j->s[j->i] == '{' ? "a second maze: --load reads one (was it written with --count?)"
                                           : "expected the end of the file");
    return true;
}

/* The grid: its shape and size, a maze of it without a mask into *full. */
static bool jgrid(jr *j, maze **full)
{
    char id[24];
    uint32_t w, h;
    if (!lit(j, '{') || !key(j, "grid") || !jstr(j, id, sizeof id))
        return false;
    const grid_shape *g = grid_find(id);
    if (!g)
        return jfail(j, "no grid '%s' (mazeviz --list-grids names them)", id);
    if (!lit(j, ',') || !key(j, "width") || !juint(j, &w) || !lit(j, ',') || !key(j, "height") || !juint(j, &h) ||
        !lit(j, ','))
        return false;
    if (g->caps & GRID_CAP_LEVELS) { /* json.c writes a shape of levels' H and L apart */
        uint32_t l;
        if (!key(j, "levels") || !juint(j, &l) || !lit(j, ','))
            return false;
        if (h > MAZE_MAX_SIDE || l > MAZE_MAX_SIDE || !g->size_ok(w, GRID_LEVELS(h, l)))
            return jfail(j, "%" PRIu32 "x%" PRIu32 "x%" PRIu32 " is no size of a %s grid", w, h, l, id);
        h = GRID_LEVELS(h, l);
    }
    if (!g->size_ok(w, h))
        return jfail(j, "%" PRIu32 "x%" PRIu32 " is no size of a %s grid", w, h, id);
    if (!(*full = maze_create_shaped(g, w, h, NULL)))
        return no_memory(j->err, j->len, j->name);
    return true;
}

static bool jcells_alloc(jcells *cs, const maze *full)
{
    memset(cs, 0, sizeof *cs);
    cs->cell = malloc((size_t)full->n * sizeof *cs->cell);
    cs->nbr = malloc((size_t)full->n * full->sides * sizeof *cs->nbr);
    cs->nnbr = malloc(full->n);
    cs->live = calloc(full->n, 1);
    return cs->cell && cs->nbr && cs->nnbr && cs->live;
}

static void jcells_free(jcells *cs)
{
    free(cs->cell);
    free(cs->nbr);
    free(cs->nnbr);
    free(cs->live);
}

/* The maze of the cells found; its ids (grid cell -> id) into *id. */
static maze *jmaze(jr *j, const maze *full, const jcells *cs, uint32_t **id)
{
    maze *m = maze_create_shaped(full->shape, full->w, full->h, cs->count == full->n ? NULL : cs->live);
    if (!m || !(*id = malloc((size_t)m->n * sizeof **id))) {
        maze_destroy(m);
        no_memory(j->err, j->len, j->name);
        return NULL;
    }
    for (uint32_t c = 0, k = 0; c < m->n; c++)
        (*id)[c] = maze_exists(m, c) ? k++ : MAZE_NONE;
    uint32_t pieces = maze_mask_pieces(m, NULL);
    if (pieces != 1) {
        if (pieces == 0)
            no_memory(j->err, j->len, j->name);
        else
            jfail(j, "its cells are in %" PRIu32 " separate pieces: a maze is one piece", pieces);
        maze_destroy(m);
        return NULL;
    }
    return m;
}

static bool parse_json(const char *name, const char *buf, size_t n, maze **out, char *err, size_t len)
{
    jr j = {buf, name, n, 0, 1, 0, err, len};
    maze *full = NULL, *m = NULL;
    uint32_t *id = NULL;
    jcells cs = {0};
    bool ok = jgrid(&j, &full);
    if (ok && !jcells_alloc(&cs, full))
        ok = no_memory(err, len, name);
    ok = ok && jcell_list(&j, full, &cs) && (m = jmaze(&j, full, &cs, &id)) && check_neighbours(&j, m, &cs, id) &&
         jpassages(&j, m, &cs) && jtail(&j, &cs);
    jcells_free(&cs);
    free(id);
    maze_destroy(full);
    if (!ok)
        maze_destroy(m);
    else
        *out = m;
    return ok;
}

bool maze_file_parse(const char *name, const char *buf, size_t n, maze **out, char *err, size_t len)
{
    *out = NULL;
    errno = 0;
    size_t at = 0;
    while (at < n && (buf[at] == ' ' || buf[at] == '\t' || buf[at] == '\r' || buf[at] == '\n'))
        at++;
    if (at == n) {
        snprintf(err, len, "%s: an empty file: no maze", name);
        return false;
    }
    if (memchr(buf, '\0', n))
        return say(err, len, name, 1, "a NUL byte: not a maze mazeviz writes (text or JSON)");
    return buf[at] == '{' ? parse_json(name, buf, n, out, err, len) : parse_text(name, buf, n, out, err, len);
}

bool maze_file_read(const char *path, maze **out, char *err, size_t len)
{
    char name[CLI_ESCAPE_MAX + 16];
    char *buf;
    size_t n;
    *out = NULL;
    cli_escape(name, sizeof name, path);
    errno = 0;
    if (!cli_read_file(path, "--load", MAZE_FILE_MAX, &buf, &n, err, len))
        return false;
    bool ok = maze_file_parse(name, buf, n, out, err, len);
    int e = errno;
    free(buf);
    errno = e;
    return ok;
}
