/*
 * test_tree_svg.c - the tree view's SVG (--view tree, svg_write_tree),
 * read back and mapped to cells through the grid's own geometry
 * (shape->cell_at on the unit-space point, then the cell's centre within
 * 0.02 px): on every shape and a mask, every existing cell is drawn as
 * exactly one node, the edges are exactly the maze's passages (each once,
 * count-1 of them on a perfect maze, all of them on a braided one), the
 * longest path is as long as two breadth-first searches say and walks
 * open passages, its ends are coloured root-blue and farthest-red, and a
 * given path is drawn instead, the root at its first cell.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "export/svg.h"
#include "mazeviz/gen.h"
#include "mazeviz/grid.h"
#include "mazeviz/stats.h"

enum { CELL = 20, WALL = 2 };

typedef struct box {
    double x0, y0;
} box;

/* The top left of the cells that exist, in unit space (the picture's frame, as svg.h says). */
static box box_of(const maze *m)
{
    box b = {INFINITY, INFINITY};
    grid_pt pts[GRID_MAX_POINTS];
    for (uint32_t c = 0; c < m->n; c++) {
        unsigned k = maze_exists(m, c) ? m->shape->polygon(m, c, pts) : 0;
        for (unsigned i = 0; i < k; i++) {
            b.x0 = fmin(b.x0, pts[i].x);
            b.y0 = fmin(b.y0, pts[i].y);
        }
    }
    return b;
}

/* The cell drawn at pixel (x, y): its centre must be there; MAZE_NONE if none is. */
static uint32_t cell_at_px(const maze *m, box b, double x, double y)
{
    double ux = (x - WALL) / CELL + b.x0, uy = (y - WALL) / CELL + b.y0;
    uint32_t c = m->shape->cell_at(m, (float)ux, (float)uy);
    if (c == MAZE_NONE || c >= m->n || !maze_exists(m, c))
        return MAZE_NONE;
    grid_pt p = m->shape->center(m, c);
    if (fabs(((double)p.x - b.x0) * CELL + WALL - x) > 0.02 || fabs(((double)p.y - b.y0) * CELL + WALL - y) > 0.02)
        return MAZE_NONE;
    return c;
}

/* The text of attribute name="..." after from, into a new string; NULL if absent. */
static char *attr(const char *from, const char *name)
{
    char key[64];
    snprintf(key, sizeof key, " %s=\"", name);
    const char *at = strstr(from, key);
    if (!at)
        return NULL;
    at += strlen(key);
    const char *end = strchr(at, '"');
    char *s = malloc((size_t)(end - at) + 1);
    memcpy(s, at, (size_t)(end - at));
    s[end - at] = 0;
    return s;
}

/* The path's cells, or MAZE_NONE where a point is no centre; the count into *n. */
static uint32_t *points_to_cells(const maze *m, box b, const char *pts, size_t *n)
{
    uint32_t *cells = malloc(((size_t)m->n + 1) * 4 * sizeof *cells);
    *n = 0;
    double x, y;
    int used;
    while (sscanf(pts, " %lf,%lf%n", &x, &y, &used) == 2 && *n < (size_t)m->n * 4) {
        cells[(*n)++] = cell_at_px(m, b, x, y);
        pts += used;
    }
    return cells;
}

/* The picture as one string (through a temporary file: ISO C has no memory stream). */
static char *render_tree(const maze *m, const uint32_t *path, size_t n)
{
    FILE *f = tmpfile();
    CHECK(f && svg_write_tree(f, m, CELL, WALL, path, n), "svg_write_tree failed");
    if (!f)
        return NULL;
    long len = ftell(f);
    char *buf = len > 0 ? malloc((size_t)len + 1) : NULL;
    rewind(f);
    if (buf) {
        buf[fread(buf, 1, (size_t)len, f)] = 0;
    }
    fclose(f);
    return buf;
}

/* One picture checked against its maze. path/n as given to svg_write_tree. */
static void check_tree(const char *what, const maze *m, const uint32_t *path, size_t n)
{
    char *svg = render_tree(m, path, n);
    if (!svg)
        return;
    box b = box_of(m);
    /* nodes: each existing cell once */
    uint8_t *seen = calloc(m->n, 1);
    uint32_t nodes = 0, blue = MAZE_NONE, blues = 0;
    for (const char *at = strstr(svg, "<circle"); at; at = strstr(at + 1, "<circle")) {
        char *cx = attr(at, "cx"), *cy = attr(at, "cy"), *fill = attr(at, "fill");
        uint32_t c = cx && cy ? cell_at_px(m, b, atof(cx), atof(cy)) : MAZE_NONE;
        CHECK(c != MAZE_NONE, "%s: node at %s,%s is no cell's centre", what, cx, cy);
        if (c != MAZE_NONE) {
            CHECK(!seen[c], "%s: cell %u drawn twice", what, c);
            seen[c] = 1; /* 2: blue (the root), 3: red (as far as any cell) */
            if (fill && strcmp(fill, "#0000d7") == 0)
                seen[c] = 2, blue = c, blues++;
            if (fill && strcmp(fill, "#d70000") == 0)
                seen[c] = 3;
        }
        nodes++;
        free(cx), free(cy), free(fill);
    }
    CHECK(nodes == m->count, "%s: %u nodes for %u cells", what, nodes, m->count);
    CHECK(blues == 1, "%s: %u blue nodes, want one root", what, blues);
    /* edges: each passage once */
    char *d = attr(strstr(svg, "class=\"edges\"") ? strstr(svg, "class=\"edges\"") - 1 : svg, "d");
    uint64_t edges = 0, passages = maze_passages(m);
    uint8_t *used = calloc((size_t)m->n * m->sides, 1);
    double x1, y1, x2, y2;
    int k;
    for (const char *s = d ? d : ""; sscanf(s, "M%lf %lfL%lf %lf%n", &x1, &y1, &x2, &y2, &k) == 4; s += k) {
        uint32_t a = cell_at_px(m, b, x1, y1), c = cell_at_px(m, b, x2, y2);
        unsigned side = a != MAZE_NONE && c != MAZE_NONE ? maze_side_to(m, a, c) : MAZE_NO_SIDE;
        CHECK(side != MAZE_NO_SIDE && maze_is_open(m, a, side), "%s: edge %g,%g-%g,%g is no passage", what, x1, y1,
              x2, y2);
        if (side != MAZE_NO_SIDE) {
            uint32_t lo = a < c ? a : c;
            unsigned ls = a < c ? side : maze_side_to(m, c, a);
            CHECK(!used[(size_t)lo * m->sides + ls], "%s: passage %u-%u drawn twice", what, a, c);
            used[(size_t)lo * m->sides + ls] = 1;
        }
        edges++;
    }
    CHECK(edges == passages, "%s: %" PRIu64 " edges for %" PRIu64 " passages", what, edges, passages);
    if (maze_is_perfect(m))
        CHECK(edges == m->count - 1u, "%s: a perfect maze of %u cells drawn with %" PRIu64 " edges", what, m->count,
              edges);
    /* the path: the given one, or the longest */
    const char *cls = n ? "class=\"solution\"" : "class=\"longest\"";
    const char *pl = strstr(svg, cls);
    char *pts = pl ? attr(pl, "points") : NULL;
    CHECK(pts != NULL, "%s: no <polyline %s>", what, cls);
    size_t got = 0;
    uint32_t *cells = pts ? points_to_cells(m, b, pts, &got) : NULL;
    for (size_t i = 0; i + 1 < got; i++) {
        unsigned side = cells[i] != MAZE_NONE && cells[i + 1] != MAZE_NONE ? maze_side_to(m, cells[i], cells[i + 1])
                                                                         : MAZE_NO_SIDE;
        CHECK(side != MAZE_NO_SIDE && maze_is_open(m, cells[i], side), "%s: path step %zu crosses a wall", what, i);
    }
    if (n) {
        CHECK(got == n && cells[0] == path[0], "%s: the given path of %zu drawn as %zu", what, n, got);
        CHECK(blue == path[0], "%s: the root (blue) is %u, the path starts at %u", what, blue, path[0]);
    } else {
        uint32_t *queue = malloc(m->n * sizeof *queue), *dist = malloc(m->n * sizeof *dist), e1, e2;
        uint64_t want = maze_longest_path_ends(m, queue, dist, &e1, &e2);
        CHECK(got == want, "%s: the longest path drawn with %zu cells, two searches say %" PRIu64, what, got, want);
        if (maze_is_perfect(m) && got)
            CHECK(cells[0] != MAZE_NONE && cells[got - 1] != MAZE_NONE && seen[cells[0]] + seen[cells[got - 1]] == 5,
                  "%s: the longest path's ends %u and %u are not the blue root and a red farthest cell", what,
                  cells[0], cells[got - 1]);
        free(queue), free(dist);
    }
    printf("ok %s: %u nodes, %" PRIu64 " edges, path of %zu cells, %zu bytes\n", what, nodes, edges, got, strlen(svg));
    free(cells), free(pts), free(d), free(used), free(seen), free(svg);
}

static maze *made(const grid_shape *g, uint32_t w, uint32_t h, const uint8_t *mask, const char *algo, uint64_t seed,
                  unsigned braid)
{
    maze *m = maze_create_shaped(g, w, h, mask);
    gen_settings s;
    memset(&s, 0, sizeof s);
    CHECK(m && gen_generate(gen_find(algo), m, seed, &s) && gen_braid_maze(m, seed, braid), "%s on %s %ux%u", algo,
          g->id, w, h);
    return m;
}

int main(void)
{
    uint64_t seed = test_seed("test_tree_svg", 21);
    static const struct {
        const grid_shape *g;
        uint32_t w, h;
        const char *algo;
    } cases[] = {
        {&grid_rect, 30, 20, "wilson"},   {&grid_rect, 1, 7, "backtracker"}, {&grid_hex, 9, 7, "kruskal"},
        {&grid_triangle, 10, 6, "prim"}, {&grid_polar, 6, 8, "origin-shift"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char what[96];
        for (unsigned braid = 0; braid <= 50; braid += 50) {
            maze *m = made(cases[i].g, cases[i].w, cases[i].h, NULL, cases[i].algo, seed + i, braid);
            if (!m)
                continue;
            snprintf(what, sizeof what, "%s %s %ux%u braid=%u", cases[i].algo, cases[i].g->id, cases[i].w,
                     cases[i].h, braid);
            check_tree(what, m, NULL, 0);
            maze_destroy(m);
        }
    }
    /* a rectangle with a hole (a ring of cells) */
    uint8_t mask[8 * 6];
    for (int c = 0; c < 8 * 6; c++)
        mask[c] = !(c % 8 >= 3 && c % 8 <= 4 && c / 8 >= 2 && c / 8 <= 3);
    maze *m = made(&grid_rect, 8, 6, mask, "wilson", seed, 0);
    if (m) {
        check_tree("wilson rect 8x6 with a 2x2 hole", m, NULL, 0);
        /* a given path: a passage from the first cell; the root is its start */
        uint32_t p[2] = {maze_first_cell(m), MAZE_NONE};
        for (maze_dir d = 0; d < m->sides && p[1] == MAZE_NONE; d++)
            if (maze_neighbor(m, p[0], d) != MAZE_NONE && maze_is_open(m, p[0], d))
                p[1] = maze_neighbor(m, p[0], d);
        check_tree("wilson rect 8x6 with a hole, a given path", m, p, 2);
        maze_destroy(m);
    }
    return check_exit("test_tree_svg");
}
