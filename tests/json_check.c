/*
 * json_check.c - reads `mazeviz --format json` back and rebuilds the mazes.
 *
 * usage: json_check FILE [--perfect] [--wrapped] [--weave] [--sparse] [--no-dead-ends] [--unicursal]
 *        [--max-degree D] [-- MAZEVIZ-ARGS...]
 *
 * FILE holds one JSON object per line. A small JSON reader (objects,
 * arrays, strings, numbers: all this format uses) rebuilds each maze from
 * its cells, neighbours and passages alone and checks: ids run 0..n-1 in
 * order; neighbours are symmetric, distinct and never the cell itself;
 * every passage joins two neighbours, lower id first, each once; a path
 * (if any) steps through passages. With --perfect: n-1 passages and every
 * cell reached (a perfect maze on one piece). With --wrapped: the grid is a
 * cylinder, torus or moebius board and each cell's neighbours are the ones
 * this file's own model of that board says (so at most 4). With --sparse
 * (--opt sparse=N): the cells that keep a passage, with the first and the
 * last cell (the ends sparseness keeps), form one tree, and the line says
 * how many cells are left and how many dead ends other than those two;
 * --no-dead-ends: there is none. With --unicursal: no cell has more than
 * two passages, exactly two have one (the ends of a route, not a ring),
 * and a walk from one of them, never turning back, visits every cell.
 * With --max-degree D: no cell has more than D neighbours and some cell
 * has D (the most a shape's cell meets: 8 on octagons, 6 in a cube).
 *
 * With --weave: the grid is a weave, each cell's neighbours are its four
 * adjacent cells and the cells two away in a line (this file's model), a passage between
 * cells two apart names the cell it runs under third - the one between -
 * and that cell's passages are exactly the straight corridor across the
 * tunnel, with no other tunnel under it; a plain passage names none.
 *
 * With the command line after "--" (as given to mazeviz, --count N mazes
 * from --seed on) the same mazes are made again with the core: the same
 * grid, size and number of cells, the same centres, the same neighbours
 * and the same passages. Prints one line per maze; exit 1 on a failure.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <string.h>

#include "check.h"
#include "settings/args.h"
#include "settings/grid_cli.h"
#include "mazeviz/gen.h"
#include "mazeviz/grid.h"

/* ---- a small JSON reader: a tree of values ---- */

typedef enum { J_NUM, J_STR, J_ARR, J_OBJ } jkind;

typedef struct jval {
    jkind kind;
    double num;
    char *str;            /* J_STR; a key in an object's members */
    struct jval **items;  /* J_ARR items; J_OBJ members (each a value with str = key) */
    size_t n;
    char *key;
} jval;

typedef struct reader {
    const char *s;
    bool bad;
} reader;

static void skip(reader *r)
{
    while (*r->s == ' ' || *r->s == '\n' || *r->s == '\t' || *r->s == '\r')
        r->s++;
}

static jval *value(reader *r);

static char *string(reader *r)
{
    const char *start = ++r->s; /* after the quote; this format has no escapes */
    while (*r->s && *r->s != '"')
        r->s += *r->s == '\\' ? 2 : 1;
    if (*r->s != '"') {
        r->bad = true;
        return NULL;
    }
    char *out = strndup(start, (size_t)(r->s - start));
    r->s++;
    return out;
}

static void push(jval *v, jval *item)
{
    v->items = realloc(v->items, (v->n + 1) * sizeof *v->items);
    v->items[v->n++] = item;
}

static jval *container(reader *r, jval *v, char close)
{
    r->s++;
    skip(r);
    if (*r->s == close) {
        r->s++;
        return v;
    }
    for (;;) {
        char *key = NULL;
        skip(r);
        if (close == '}') {
            if (*r->s != '"' || !(key = string(r)))
                break;
            skip(r);
            if (*r->s++ != ':')
                break;
        }
        jval *item = value(r);
        if (!item)
            break;
        item->key = key;
        push(v, item);
        skip(r);
        if (*r->s == ',') {
            r->s++;
            continue;
        }
        if (*r->s == close) {
            r->s++;
            return v;
        }
        break;
    }
    r->bad = true;
    return v;
}

static jval *value(reader *r)
{
    skip(r);
    jval *v = calloc(1, sizeof *v);
    if (*r->s == '{') {
        v->kind = J_OBJ;
        return container(r, v, '}');
    }
    if (*r->s == '[') {
        v->kind = J_ARR;
        return container(r, v, ']');
    }
    if (*r->s == '"') {
        v->kind = J_STR;
        v->str = string(r);
        return v;
    }
    char *end;
    v->kind = J_NUM;
    v->num = strtod(r->s, &end);
    if (end == r->s)
        r->bad = true;
    r->s = end;
    return v;
}

static void jfree(jval *v)
{
    if (!v)
        return;
    for (size_t i = 0; i < v->n; i++)
        jfree(v->items[i]);
    free(v->items);
    free(v->str);
    free(v->key);
    free(v);
}

static const jval *member(const jval *o, const char *key, jkind kind)
{
    for (size_t i = 0; o && o->kind == J_OBJ && i < o->n; i++)
        if (o->items[i]->key && strcmp(o->items[i]->key, key) == 0)
            return o->items[i]->kind == kind ? o->items[i] : NULL;
    return NULL;
}

/* ---- the maze the JSON describes ---- */

typedef struct jmaze {
    const char *grid;
    uint32_t w, h, n;
    double *cx, *cy;
    uint32_t **nbr;     /* per cell, its neighbours */
    uint32_t *deg;
    uint32_t (*pass)[2];
    uint32_t *under;    /* per passage, the cell it runs under (a weave's tunnel), or UINT32_MAX */
    size_t passages;
    const jval *path;
} jmaze;

static bool whole(const jval *v, double below) { return v && v->kind == J_NUM && v->num >= 0 && v->num < below && v->num == floor(v->num); }

/* Reads one object into *j; false (with a message) when it does not have the format's shape. */
static bool read_maze(const jval *o, jmaze *j, const char *what)
{
    const jval *grid = member(o, "grid", J_STR), *w = member(o, "width", J_NUM), *h = member(o, "height", J_NUM);
    const jval *cells = member(o, "cells", J_ARR), *pass = member(o, "passages", J_ARR);
    memset(j, 0, sizeof *j);
    CHECK(grid && w && h && cells && pass, "%s: grid, width, height, cells or passages missing", what);
    CHECK(o->n == (size_t)(5 + (member(o, "path", J_ARR) != NULL) + (member(o, "levels", J_NUM) != NULL)), "%s: %zu keys", what, o->n);
    if (!grid || !w || !h || !cells || !pass)
        return false;
    j->grid = grid->str;
    j->w = (uint32_t)w->num;
    j->h = (uint32_t)h->num;
    const jval *lv = member(o, "levels", J_NUM); /* a cube: its levels go with the height as the core keeps them */
    if (lv && whole(lv, 65536))
        j->h = GRID_LEVELS(j->h, (uint32_t)lv->num);
    j->n = (uint32_t)cells->n;
    j->cx = calloc(j->n, sizeof *j->cx);
    j->cy = calloc(j->n, sizeof *j->cy);
    j->nbr = calloc(j->n, sizeof *j->nbr);
    j->deg = calloc(j->n, sizeof *j->deg);
    for (uint32_t i = 0; i < j->n; i++) {
        const jval *c = cells->items[i], *id = member(c, "id", J_NUM), *ctr = member(c, "center", J_ARR);
        const jval *poly = member(c, "polygon", J_ARR), *nb = member(c, "neighbors", J_ARR);
        CHECK(id && id->num == i, "%s: cell %u has id %g", what, i, id ? id->num : -1);
        CHECK(ctr && ctr->n == 2 && poly && poly->n >= 3 && nb, "%s: cell %u lacks a centre, polygon or neighbours",
              what, i);
        if (!ctr || ctr->n != 2 || !nb)
            return false;
        for (size_t k = 0; poly && k < poly->n; k++)
            CHECK(poly->items[k]->kind == J_ARR && poly->items[k]->n == 2, "%s: cell %u: a bad point", what, i);
        j->cx[i] = ctr->items[0]->num;
        j->cy[i] = ctr->items[1]->num;
        j->deg[i] = (uint32_t)nb->n;
        j->nbr[i] = calloc(nb->n + 1, sizeof **j->nbr);
        for (size_t k = 0; k < nb->n; k++) {
            CHECK(whole(nb->items[k], j->n), "%s: cell %u: neighbour %zu is not a cell", what, i, k);
            j->nbr[i][k] = whole(nb->items[k], j->n) ? (uint32_t)nb->items[k]->num : i;
        }
    }
    j->passages = pass->n;
    j->pass = calloc(pass->n + 1, sizeof *j->pass);
    j->under = calloc(pass->n + 1, sizeof *j->under);
    bool weave = strcmp(j->grid, "weave") == 0;
    for (size_t k = 0; k < pass->n; k++) {
        const jval *p = pass->items[k];
        bool three = p->kind == J_ARR && p->n == 3 && weave && whole(p->items[2], j->n);
        bool ok = p->kind == J_ARR && (p->n == 2 || three) && whole(p->items[0], j->n) && whole(p->items[1], j->n);
        CHECK(ok, "%s: passage %zu is not two cells (or, on a weave, two and the one it runs under)", what, k);
        j->pass[k][0] = ok ? (uint32_t)p->items[0]->num : 0;
        j->pass[k][1] = ok ? (uint32_t)p->items[1]->num : 0;
        j->under[k] = ok && three ? (uint32_t)p->items[2]->num : UINT32_MAX;
    }
    j->path = member(o, "path", J_ARR);
    return true;
}

static void free_maze(jmaze *j)
{
    for (uint32_t i = 0; i < j->n && j->nbr; i++)
        free(j->nbr[i]);
    free(j->nbr);
    free(j->cx);
    free(j->cy);
    free(j->deg);
    free(j->pass);
    free(j->under);
}

static bool adjacent(const jmaze *j, uint32_t a, uint32_t b)
{
    for (uint32_t k = 0; k < j->deg[a]; k++)
        if (j->nbr[a][k] == b)
            return true;
    return false;
}

/* Whether the passages join a and b (linear: the tests' mazes are small). */
static bool joined(const jmaze *j, uint32_t a, uint32_t b)
{
    uint32_t lo = a < b ? a : b, hi = a < b ? b : a;
    for (size_t k = 0; k < j->passages; k++)
        if (j->pass[k][0] == lo && j->pass[k][1] == hi)
            return true;
    return false;
}

/* The pieces the passages join `cells` cells into (union-find; cells without a passage each one piece). */
static uint32_t pieces_of(const jmaze *j, uint32_t cells)
{
    uint32_t *up = malloc(j->n * sizeof *up), pieces = cells;
    for (uint32_t c = 0; c < j->n; c++)
        up[c] = c;
    for (size_t k = 0; k < j->passages; k++) {
        uint32_t a = j->pass[k][0], b = j->pass[k][1];
        while (up[a] != a)
            a = up[a];
        while (up[b] != b)
            b = up[b];
        if (a != b) {
            up[a] = b;
            pieces--;
        }
    }
    free(up);
    return pieces;
}

/* The checks that need only the JSON. */
static void check_self(const jmaze *j, bool perfect, const char *what)
{
    unsigned asym = 0, dup = 0, loops = 0, bad_pass = 0;
    for (uint32_t a = 0; a < j->n; a++) {
        for (uint32_t k = 0; k < j->deg[a]; k++) {
            uint32_t b = j->nbr[a][k];
            loops += b == a;
            asym += !adjacent(j, b, a);
            for (uint32_t l = 0; l < k; l++)
                dup += j->nbr[a][l] == b;
        }
    }
    CHECK(asym == 0 && dup == 0 && loops == 0, "%s: %u one-way neighbours, %u repeated, %u to itself", what, asym,
          dup, loops);
    for (size_t k = 0; k < j->passages; k++) {
        uint32_t a = j->pass[k][0], b = j->pass[k][1];
        bad_pass += !(a < b) || !adjacent(j, a, b);
        for (size_t l = 0; l < k; l++)
            bad_pass += j->pass[l][0] == a && j->pass[l][1] == b;
    }
    CHECK(bad_pass == 0, "%s: %u passages not between neighbours, reversed or repeated", what, bad_pass);
    if (perfect) {
        uint32_t pieces = pieces_of(j, j->n); /* one piece over the passages */
        CHECK(j->passages + 1 == j->n && pieces == 1, "%s: %zu passages for %u cells in %u pieces: not perfect",
              what, j->passages, j->n, pieces);
    }
    for (size_t k = 1; j->path && k < j->path->n; k++) {
        uint32_t a = (uint32_t)j->path->items[k - 1]->num, b = (uint32_t)j->path->items[k]->num;
        CHECK(a < j->n && b < j->n && joined(j, a, b), "%s: the path steps from %u to %u through a wall", what, a, b);
    }
}

/*
 * The neighbours of (x, y) on a wrapped board as the issue defines them,
 * written here apart from the core: east and west go round (a Moebius
 * strip comes back upside down, (w-1, y) next to (0, h-1-y)), north and
 * south go round on a torus only. Returns how many went to out.
 */
static unsigned wrapped_model(const char *grid, uint32_t w, uint32_t h, uint32_t x, uint32_t y, uint32_t *out)
{
    bool torus = strcmp(grid, "torus") == 0, twist = strcmp(grid, "moebius") == 0;
    unsigned k = 0;
    out[k++] = x + 1 < w ? y * w + x + 1 : (twist ? (h - 1 - y) * w : y * w);
    out[k++] = x > 0 ? y * w + x - 1 : (twist ? (h - 1 - y) * w + w - 1 : y * w + w - 1);
    if (y + 1 < h || torus)
        out[k++] = (y + 1) % h * w + x;
    if (y > 0 || torus)
        out[k++] = (y + h - 1) % h * w + x;
    return k;
}

/* No cell has more than d neighbours, and some cell has d. */
static void check_max_degree(const jmaze *j, unsigned d, const char *what)
{
    uint32_t most = 0;
    for (uint32_t c = 0; c < j->n; c++)
        most = j->deg[c] > most ? j->deg[c] : most;
    CHECK(most == d, "%s: the most neighbours of a cell is %u, want %u", what, most, d);
}

/* Every cell's neighbours, as a set, are the wrapped model's. */
static void check_wrapped(const jmaze *j, const char *what)
{
    bool known = !strcmp(j->grid, "cylinder") || !strcmp(j->grid, "torus") || !strcmp(j->grid, "moebius");
    CHECK(known && j->n == j->w * j->h, "%s: %s %ux%u with %u cells is not a wrapped board", what, j->grid, j->w,
          j->h, j->n);
    if (!known || j->n != j->w * j->h)
        return;
    unsigned wrong = 0, over = 0;
    for (uint32_t c = 0; c < j->n; c++) {
        uint32_t want[4];
        unsigned k = wrapped_model(j->grid, j->w, j->h, c % j->w, c / j->w, want);
        over += j->deg[c] > 4;
        wrong += j->deg[c] != k;
        for (unsigned i = 0; i < k; i++)
            wrong += !adjacent(j, c, want[i]);
    }
    CHECK(wrong == 0 && over == 0, "%s: %u neighbour lists differ from the model of a %s, %u cells of degree > 4",
          what, wrong, j->grid, over);
}

/* The weave's neighbours of (x, y), written here apart from the core: adjacent, then two away. */
static unsigned weave_model(uint32_t w, uint32_t h, uint32_t x, uint32_t y, uint32_t *out)
{
    unsigned k = 0;
    for (uint32_t step = 1; step <= 2; step++) {
        if (y >= step)
            out[k++] = (y - step) * w + x;
        if (x + step < w)
            out[k++] = y * w + x + step;
        if (y + step < h)
            out[k++] = (y + step) * w + x;
        if (x >= step)
            out[k++] = y * w + x - step;
    }
    return k;
}

/* Whether the passages of c are exactly its two neighbours across the line from a to b (a tunnel under c). */
static bool corridor_across(const jmaze *j, uint32_t c, uint32_t a, uint32_t b)
{
    uint32_t x = c % j->w, y = c / j->w, open = 0;
    bool vertical = a % j->w == b % j->w; /* the tunnel runs north-south: the corridor east-west */
    for (size_t k = 0; k < j->passages; k++)
        open += j->pass[k][0] == c || j->pass[k][1] == c;
    if (vertical)
        return open == 2 && x > 0 && x + 1 < j->w && joined(j, c, c - 1) && joined(j, c, c + 1);
    return open == 2 && y > 0 && y + 1 < j->h && joined(j, c, c - j->w) && joined(j, c, c + j->w);
}

/* The weave's neighbours as the model says; each tunnel under the cell between, a straight corridor, once. */
static void check_weave(const jmaze *j, const char *what)
{
    CHECK(strcmp(j->grid, "weave") == 0 && j->n == j->w * j->h, "%s: %s %ux%u is not a weave", what, j->grid, j->w,
          j->h);
    unsigned wrong = 0, bad = 0, twice = 0, tunnels = 0;
    uint8_t *seen = calloc(j->n + 1, 1);
    for (uint32_t c = 0; c < j->n && j->n == j->w * j->h; c++) {
        uint32_t want[8];
        unsigned k = weave_model(j->w, j->h, c % j->w, c / j->w, want);
        wrong += j->deg[c] != k;
        for (unsigned i = 0; i < k; i++)
            wrong += !adjacent(j, c, want[i]);
    }
    for (size_t k = 0; k < j->passages && j->n == j->w * j->h; k++) {
        uint32_t a = j->pass[k][0], b = j->pass[k][1], u = j->under[k];
        uint32_t ax = a % j->w, ay = a / j->w, bx = b % j->w, by = b / j->w;
        bool apart = (ax == bx && by == ay + 2) || (ay == by && bx == ax + 2);
        if (!apart) {
            bad += u != UINT32_MAX;
            continue;
        }
        tunnels++;
        bad += u != (a + b) / 2 || !corridor_across(j, u, a, b);
        twice += u < j->n && seen[u]++;
    }
    free(seen);
    CHECK(wrong == 0, "%s: %u neighbour lists differ from the weave model", what, wrong);
    CHECK(bad == 0 && twice == 0, "%s: of %u tunnels, %u not under a straight corridor across them (or a plain "
          "passage naming a cell), %u cells under two tunnels", what, tunnels, bad, twice);
}

/* The same maze made again by the core: grid, size, cells, centres, neighbours, passages. */
static void check_core(const jmaze *j, const maze *m, const char *what)
{
    CHECK(strcmp(j->grid, m->shape->id) == 0 && j->w == m->w && (j->h == m->h || m->h == 0),
          "%s: %s %ux%u, the core made %s %ux%u", what, j->grid, j->w, j->h, m->shape->id, m->w, m->h);
    CHECK(j->n == m->count, "%s: %u cells, the core has %u", what, j->n, m->count);
    if (j->n != m->count)
        return;
    uint32_t *id = malloc(m->n * sizeof *id);
    for (uint32_t c = 0, k = 0; c < m->n; c++)
        id[c] = maze_exists(m, c) ? k++ : MAZE_NONE;
    unsigned centre = 0, nbrs = 0, walls = 0;
    size_t open = 0;
    for (uint32_t c = 0; c < m->n; c++) {
        if (!maze_exists(m, c))
            continue;
        grid_pt p = m->shape->center(m, c);
        centre += fabs(p.x - j->cx[id[c]]) > 1e-4 || fabs(p.y - j->cy[id[c]]) > 1e-4;
        uint32_t k = 0;
        for (maze_dir d = 0; d < m->sides; d++) {
            uint32_t nb = maze_neighbor(m, c, d);
            if (nb == MAZE_NONE)
                continue;
            nbrs += k >= j->deg[id[c]] || j->nbr[id[c]][k] != id[nb];
            k++;
            if (nb > c && maze_is_open(m, c, d)) {
                open++;
                walls += !joined(j, id[c], id[nb]);
            }
        }
        nbrs += k != j->deg[id[c]];
    }
    CHECK(centre == 0, "%s: %u centres differ from the core's", what, centre);
    CHECK(nbrs == 0, "%s: %u neighbour lists differ from the core's", what, nbrs);
    CHECK(walls == 0 && open == j->passages, "%s: %zu passages, the core has %zu (%u missing)", what, j->passages,
          open, walls);
    free(id);
}

static bool no_png(const char *p, const void *d, size_t n, mask_picture *o, char *e, size_t l)
{
    (void)p, (void)d, (void)n, (void)o;
    snprintf(e, l, "no PNG here");
    return false;
}
/* --sparse: the cells left (a passage, or an end) are one tree; their dead ends but the ends counted. */
static void check_sparse(const jmaze *j, bool no_dead_ends, const char *what, uint32_t *left, uint32_t *dead)
{
    uint32_t *deg = calloc(j->n, sizeof *deg);
    for (size_t k = 0; k < j->passages; k++)
        deg[j->pass[k][0]]++, deg[j->pass[k][1]]++;
    *left = *dead = 0;
    for (uint32_t c = 0; c < j->n; c++) {
        bool end = c == 0 || c + 1 == j->n;
        *left += deg[c] > 0 || end;
        *dead += deg[c] == 1 && !end;
    }
    uint32_t pieces = pieces_of(j, *left);
    CHECK(j->passages + 1 == *left && pieces == 1, "%s: %zu passages for the %u cells left, in %u pieces: not a tree",
          what, j->passages, *left, pieces);
    CHECK(!no_dead_ends || *dead == 0, "%s: %u dead ends left besides the two ends", what, *dead);
    free(deg);
}

/* --unicursal: degree at most 2, and one walk from an end through every cell. */
static void check_unicursal(const jmaze *j, const char *what)
{
    uint32_t (*adj)[2] = malloc(j->n * sizeof *adj), *deg = calloc(j->n, sizeof *deg), over = 0, start = 0, ends = 0;
    for (size_t k = 0; k < j->passages; k++)
        for (int e = 0; e < 2; e++) {
            uint32_t a = j->pass[k][e], b = j->pass[k][!e];
            if (deg[a] < 2)
                adj[a][deg[a]] = b;
            over += ++deg[a] == 3;
        }
    CHECK(over == 0, "%s: %u cells with more than two passages", what, over);
    for (uint32_t c = 0; c < j->n; c++)
        if (deg[c] == 1)
            start = c, ends++;
    CHECK(ends == 2 || j->n == 1, "%s: %u cells with one passage: a route has two ends", what, ends);
    uint32_t seen = 0, prev = UINT32_MAX, at = start;
    for (; over == 0 && seen < j->n; seen++) { /* the walk: the way on is the passage not back */
        uint32_t next = UINT32_MAX;
        for (uint32_t e = 0; e < deg[at]; e++)
            if (adj[at][e] != prev)
                next = adj[at][e];
        if (next == UINT32_MAX || next == start)
            break;
        prev = at;
        at = next;
    }
    CHECK(over || seen + 1 == j->n, "%s: the walk from cell %u visits %u of %u cells", what, start, seen + 1, j->n);
    free(adj);
    free(deg);
}

static bool no_text(const char *t, mask_picture *o, char *e, size_t l) { (void)t, (void)o; snprintf(e, l, "no text here"); return false; }

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: json_check FILE [--perfect] [--wrapped] [--weave] [--sparse] [--no-dead-ends] "
                        "[--unicursal] [--max-degree D] [-- MAZEVIZ-ARGS...]\n");
        return 2;
    }
    bool perfect = false, wrapped = false, weave = false, sparse = false, no_dead_ends = false, unicursal = false;
    unsigned max_degree = 0;
    int dash = 2;
    for (; dash < argc && strcmp(argv[dash], "--") != 0; dash++) {
        perfect |= strcmp(argv[dash], "--perfect") == 0;
        wrapped |= strcmp(argv[dash], "--wrapped") == 0;
        sparse |= strcmp(argv[dash], "--sparse") == 0;
        no_dead_ends |= strcmp(argv[dash], "--no-dead-ends") == 0;
        unicursal |= strcmp(argv[dash], "--unicursal") == 0;
        if (strcmp(argv[dash], "--max-degree") == 0 && dash + 1 < argc)
            max_degree = (unsigned)atoi(argv[++dash]);
        weave |= strcmp(argv[dash], "--weave") == 0;
    }
    cli_args a;
    bool rebuild = dash < argc;
    if (rebuild) {
        char err[768] = "";
        argv[dash] = "mazeviz";
        static const cli_picture_hooks hooks = {no_png, no_text};
        if (!cli_parse(argc - dash, argv + dash, &a, err, sizeof err) || cli_prepare(&a, &hooks) != 0) {
            fprintf(stderr, "json_check: bad mazeviz arguments: %s\n", err);
            return 2;
        }
    }
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    char *line = NULL;
    size_t cap = 0;
    unsigned mazes = 0;
    maze *m = rebuild ? cli_maze(&a) : NULL;
    while (getline(&line, &cap, f) > 0) {
        char what[64];
        snprintf(what, sizeof what, "%s maze %u", argv[1], mazes + 1);
        reader r = {line, false};
        jval *o = value(&r);
        skip(&r);
        CHECK(!r.bad && *r.s == '\0' && o->kind == J_OBJ, "%s: not one JSON object on the line", what);
        jmaze j;
        if (!r.bad && read_maze(o, &j, what)) {
            check_self(&j, perfect, what);
            if (wrapped)
                check_wrapped(&j, what);
            uint32_t left = 0, dead = 0;
            if (sparse)
                check_sparse(&j, no_dead_ends, what, &left, &dead);
            if (unicursal)
                check_unicursal(&j, what);
            if (max_degree)
                check_max_degree(&j, max_degree, what);
            if (weave)
                check_weave(&j, what);
            if (m) {
                sm_settings gs;
                const sm_algo *gen = cli_gen_machine(&a, &gs);
                gen_generate(gen, m, a.seed + mazes, &gs);
                gen_braid_maze(m, a.seed + mazes, a.braid);
                gen_sparse_maze(m, a.seed + mazes, a.sparse, a.from, a.to);
                check_core(&j, m, what);
            }
            printf("%s: %s %ux%u, %u cells, %zu passages%s", what, j.grid, j.w, j.h, j.n, j.passages,
                   j.path ? ", a path" : "");
            if (sparse)
                printf(", %u cells left, %u dead ends", left, dead);
            printf("\n");
            free_maze(&j);
        }
        jfree(o);
        mazes++;
    }
    CHECK(mazes > 0, "%s: no maze", argv[1]);
    CHECK(!rebuild || mazes == a.count, "%s: %u mazes, --count says %" PRIu64, argv[1], mazes, a.count);
    free(line);
    fclose(f);
    maze_destroy(m);
    if (rebuild)
        cli_release(&a);
    return check_exit("json_check");
}
