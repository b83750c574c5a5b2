/*
 * svg.c - the SVG writer. On a rectangle without a mask walls are found
 * line by line: along each grid line a run of consecutive closed walls
 * becomes one path segment, so a 30x20 maze is a few hundred segments
 * instead of one per wall. Every other grid and mask draws each wall as
 * the shape gives it (a segment, or an arc as a polyline).
 */
#include "svg.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mazeviz/grid.h"
#include "mazeviz/stats.h"

/*
 * The runs of closed walls on the interior grid lines: horizontal ones
 * (the cells' south walls, lines 1 .. h-1) or vertical ones (east walls,
 * lines 1 .. w-1), each run one path segment.
 */
static bool runs(FILE *f, const maze *m, int c, int o, bool horizontal)
{
    uint32_t lines = horizontal ? m->h : m->w, len = horizontal ? m->w : m->h;
    maze_dir side = horizontal ? RECT_S : RECT_E;
    for (uint32_t i = 0; i + 1 < lines; i++) {
        for (uint32_t j = 0; j < len;) {
            uint32_t j0 = j;
            while (j < len && !maze_is_open(m, horizontal ? i * m->w + j : j * m->w + i, side))
                j++;
            if (j == j0) {
                j++;
                continue;
            }
            uint64_t at = o + (uint64_t)(i + 1) * c, from = o + (uint64_t)j0 * c, to = o + (uint64_t)j * c;
            if ((horizontal ? fprintf(f, "M%" PRIu64 " %" PRIu64 "H%" PRIu64, from, at, to)
                            : fprintf(f, "M%" PRIu64 " %" PRIu64 "V%" PRIu64, at, from, to)) < 0)
                return false;
        }
    }
    return true;
}

/* The path as one <polyline> through the cells' centres. */
static bool solution(FILE *f, const maze *m, int cell_px, int wall_px, const uint32_t *path, size_t n)
{
    bool ok = fprintf(f, "<polyline fill=\"none\" stroke=\"#e6003c\" stroke-width=\"%d\" "
                         "stroke-linecap=\"round\" stroke-linejoin=\"round\" points=\"",
                      cell_px / 3 > 1 ? cell_px / 3 : 1) > 0;
    for (size_t i = 0; ok && i < n; i++) {
        uint64_t x = (uint64_t)maze_x(m, path[i]) * (uint64_t)cell_px + (uint64_t)wall_px + (uint64_t)cell_px / 2;
        uint64_t y = (uint64_t)maze_y(m, path[i]) * (uint64_t)cell_px + (uint64_t)wall_px + (uint64_t)cell_px / 2;
        ok = fprintf(f, "%s%" PRIu64 ",%" PRIu64, i ? " " : "", x, y) > 0;
    }
    return ok && fputs("\"/>\n", f) >= 0;
}

/* A rectangle without a mask: walls merged into runs along the grid lines. */
static bool svg_rect(FILE *f, const maze *m, int cell_px, int wall_px, const uint32_t *path, size_t n)
{
    uint64_t pw = (uint64_t)m->w * cell_px + 2 * (uint64_t)wall_px;
    uint64_t ph = (uint64_t)m->h * cell_px + 2 * (uint64_t)wall_px;
    bool ok = fprintf(f,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%" PRIu64 "\" "
        "height=\"%" PRIu64 "\" viewBox=\"0 0 %" PRIu64 " %" PRIu64 "\">\n"
        "<title>mazeviz %" PRIu32 "x%" PRIu32 " maze</title>\n"
        "<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n"
        "<path fill=\"none\" stroke=\"#000000\" stroke-width=\"%d\" stroke-linecap=\"square\" d=\"",
        pw, ph, pw, ph, m->w, m->h, wall_px) > 0;
    ok = ok && runs(f, m, cell_px, wall_px, true) && runs(f, m, cell_px, wall_px, false) && fputs("\"/>\n", f) >= 0;
    ok = ok && (n == 0 || solution(f, m, cell_px, wall_px, path, n));
    ok = ok && fprintf(f,
        "<rect x=\"%d\" y=\"%d\" width=\"%" PRIu64 "\" height=\"%" PRIu64 "\" fill=\"none\" "
        "stroke=\"#ff0000\" stroke-width=\"%d\" stroke-linecap=\"square\"/>\n"
        "</svg>\n",
        wall_px, wall_px, (uint64_t)m->w * cell_px, (uint64_t)m->h * cell_px, wall_px) > 0;
    return ok;
}

/* Unit space to pixels: the box of the cells drawn, moved to (wall, wall) and scaled by cell. */
typedef struct frame {
    float x0, y0, x1, y1;
    int cell, wall;
} frame;

/* One coordinate to 0.01 px, with no trailing zeros. */
static void num(char *buf, size_t len, double px)
{
    long k = lround(px * 100);
    if (k % 100 == 0)
        snprintf(buf, len, "%ld", k / 100);
    else if (k % 10 == 0)
        snprintf(buf, len, "%s%ld.%ld", k < 0 ? "-" : "", labs(k / 100), labs(k % 100) / 10);
    else
        snprintf(buf, len, "%s%ld.%02ld", k < 0 ? "-" : "", labs(k / 100), labs(k % 100));
}

static bool point(FILE *f, const frame *fr, const char *sep, const char *comma, grid_pt p)
{
    char x[32], y[32];
    num(x, sizeof x, ((double)p.x - fr->x0) * fr->cell + fr->wall);
    num(y, sizeof y, ((double)p.y - fr->y0) * fr->cell + fr->wall);
    return fprintf(f, "%s%s%s%s", sep, x, comma, y) > 0;
}

/* One wall as "M x y L x y ...". */
static bool polyline(FILE *f, const frame *fr, const grid_pt *pts, unsigned k)
{
    bool ok = true;
    for (unsigned i = 0; ok && i < k; i++)
        ok = point(f, fr, i == 0 ? "M" : "L", " ", pts[i]);
    return ok;
}

/*
 * The walls of every cell that exists, each once: closed interior walls
 * (border false) or the walls with no cell behind them (border true).
 */
static bool walls(FILE *f, const frame *fr, const maze *m, bool border)
{
    grid_pt pts[GRID_MAX_POINTS];
    bool ok = true;
    for (uint32_t c = 0; ok && c < m->n; c++) {
        if (!maze_exists(m, c))
            continue;
        for (maze_dir d = 0; ok && d < m->sides; d++) {
            uint32_t nb = maze_neighbor(m, c, d);
            /* a closed wall across a seam is drawn at both of its ends, which the picture puts apart */
            bool drawn = border ? nb == MAZE_NONE
                                : nb != MAZE_NONE && (nb > c || grid_seam(m, c, d)) && !maze_is_open(m, c, d);
            unsigned k = drawn ? m->shape->wall(m, c, d, pts) : 0;
            if (k >= 2)
                ok = polyline(f, fr, pts, k);
        }
    }
    return ok;
}

/* The box of the cells that exist (a mask's picture is drawn without the grid's empty margins). */
static frame frame_of(const maze *m, int cell_px, int wall_px)
{
    frame fr = {INFINITY, INFINITY, -INFINITY, -INFINITY, cell_px, wall_px};
    grid_pt pts[GRID_MAX_POINTS];
    for (uint32_t c = 0; c < m->n; c++) {
        unsigned k = maze_exists(m, c) ? m->shape->polygon(m, c, pts) : 0;
        for (unsigned i = 0; i < k; i++) {
            fr.x0 = fminf(fr.x0, pts[i].x);
            fr.y0 = fminf(fr.y0, pts[i].y);
            fr.x1 = fmaxf(fr.x1, pts[i].x);
            fr.y1 = fmaxf(fr.y1, pts[i].y);
        }
    }
    return fr;
}

/* The route, one polyline for each stretch between the seams it crosses. */
static bool solution_shaped(FILE *f, const frame *fr, const maze *m, const uint32_t *path, size_t n)
{
    bool ok = true;
    for (size_t i = 0; ok && i < n; i++) {
        bool first = i == 0 || grid_seam_between(m, path[i - 1], path[i]);
        if (first && i > 0)
            ok = fputs("\"/>\n", f) >= 0;
        if (ok && first)
            ok = fprintf(f, "<polyline fill=\"none\" stroke=\"#e6003c\" stroke-width=\"%d\" "
                            "stroke-linecap=\"round\" stroke-linejoin=\"round\" points=\"",
                         fr->cell / 3 > 1 ? fr->cell / 3 : 1) > 0;
        ok = ok && point(f, fr, first ? "" : " ", ",", m->shape->center(m, path[i]));
    }
    return ok && fputs("\"/>\n", f) >= 0;
}

/*
 * The two ends of each open passage across a seam: the seam's number just
 * inside the cell at each end, on a disc in the seam's colour.
 */
static bool seam_marks(FILE *f, const frame *fr, const maze *m)
{
    static const char *const hue[] = {"#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00"};
    grid_pt pts[GRID_MAX_POINTS];
    bool ok = true;
    for (uint32_t c = 0; ok && c < m->n; c++)
        for (maze_dir d = 0; ok && maze_exists(m, c) && d < m->sides; d++) {
            uint32_t seam = maze_is_open(m, c, d) ? grid_seam(m, c, d) : 0;
            if (!seam || m->shape->wall(m, c, d, pts) < 2)
                continue;
            grid_pt ctr = m->shape->center(m, c), mid = {(pts[0].x + pts[1].x) / 2, (pts[0].y + pts[1].y) / 2};
            grid_pt at = {mid.x + (ctr.x - mid.x) * 0.45f, mid.y + (ctr.y - mid.y) * 0.45f};
            char x[32], y[32];
            num(x, sizeof x, ((double)at.x - fr->x0) * fr->cell + fr->wall);
            num(y, sizeof y, ((double)at.y - fr->y0) * fr->cell + fr->wall);
            double r = fr->cell * 0.28;
            ok = fprintf(f, "<g class=\"seam\" data-seam=\"%u\"><circle cx=\"%s\" cy=\"%s\" r=\"%.1f\" fill=\"%s\"/>"
                            "<text x=\"%s\" y=\"%s\" font-size=\"%.1f\" text-anchor=\"middle\" "
                            "dominant-baseline=\"central\" fill=\"#ffffff\">%u</text></g>\n",
                         (unsigned)seam, x, y, r, hue[(seam - 1) % (sizeof hue / sizeof hue[0])], x, y, r * 1.3,
                         (unsigned)seam) > 0;
        }
    return ok;
}

/*
 * The open passages across sides the picture has no wall for (a cube's up
 * and down, grid_shape.passage_mark): each its filled arrow in the cell.
 */
static bool passage_marks(FILE *f, const frame *fr, const maze *m)
{
    grid_pt pts[GRID_MAX_POINTS];
    bool ok = true;
    for (uint32_t c = 0; ok && m->shape->passage_mark && c < m->n; c++)
        for (maze_dir d = 0; ok && maze_exists(m, c) && d < m->sides; d++) {
            unsigned k = maze_is_open(m, c, d) ? m->shape->passage_mark(m, c, d, pts) : 0;
            if (k < 3)
                continue;
            ok = fprintf(f, "<path class=\"passage-mark\" data-side=\"%u\" fill=\"#000000\" d=\"", (unsigned)d) > 0 &&
                 polyline(f, fr, pts, k) && fputs("Z\"/>\n", f) >= 0;
        }
    return ok;
}

/*
 * Each open tunnel of a weave, once: the two walls of the cell it runs
 * under opened in the middle (a white stroke over the wall) and a stub from
 * each side of the gap into that cell, so the passage is seen going under.
 */
static bool tunnels(FILE *f, const frame *fr, const maze *m)
{
    bool ok = true;
    for (uint32_t c = 0; ok && m->shape->under && c < m->n; c++)
        for (maze_dir d = 0; ok && d < m->sides; d++) {
            uint32_t nb = maze_neighbor(m, c, d);
            if (nb == MAZE_NONE || nb < c || !maze_is_open(m, c, d) || grid_under(m, c, d) == MAZE_NONE)
                continue;
            grid_pt end[2][4];
            grid_tunnel_ends(m, c, d, end);
            ok = fprintf(f, "<g class=\"tunnel\"><path stroke=\"#ffffff\" stroke-width=\"%d\" d=\"",
                         fr->wall + 2) > 0;
            for (int i = 0; ok && i < 2; i++)
                ok = polyline(f, fr, end[i], 2);
            ok = ok && fprintf(f, "\"/><path fill=\"none\" stroke=\"#000000\" stroke-width=\"%d\" d=\"",
                               fr->wall) > 0;
            for (int i = 0; ok && i < 2; i++) {
                grid_pt a[2] = {end[i][0], end[i][2]}, b[2] = {end[i][1], end[i][3]};
                ok = polyline(f, fr, a, 2) && polyline(f, fr, b, 2);
            }
            ok = ok && fputs("\"/></g>\n", f) >= 0;
        }
    return ok;
}

/* Any grid and mask: walls as polylines in unit space scaled by cell_px. */
static bool svg_shaped(FILE *f, const maze *m, int cell_px, int wall_px, const uint32_t *path, size_t n)
{
    frame fr = frame_of(m, cell_px, wall_px);
    uint64_t pw = (uint64_t)ceil((double)(fr.x1 - fr.x0) * cell_px) + 2 * (uint64_t)wall_px;
    uint64_t ph = (uint64_t)ceil((double)(fr.y1 - fr.y0) * cell_px) + 2 * (uint64_t)wall_px;
    char title[96], size[64];
    grid_size_name(m->shape, m->w, m->h, GRID_SIZE_ADJ, SM_LANG_EN, size, sizeof size);
    snprintf(title, sizeof title, "%s %s", m->shape->id, size);
    bool ok = fprintf(f,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%" PRIu64 "\" "
        "height=\"%" PRIu64 "\" viewBox=\"0 0 %" PRIu64 " %" PRIu64 "\">\n"
        "<title>mazeviz %s%s maze</title>\n"
        "<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n"
        "<path fill=\"none\" stroke=\"#000000\" stroke-width=\"%d\" stroke-linecap=\"round\" "
        "stroke-linejoin=\"round\" d=\"",
        pw, ph, pw, ph, title, m->live ? " masked" : "", wall_px) > 0;
    ok = ok && walls(f, &fr, m, false) && fputs("\"/>\n", f) >= 0;
    ok = ok && tunnels(f, &fr, m) && seam_marks(f, &fr, m) && passage_marks(f, &fr, m) &&
         (n == 0 || solution_shaped(f, &fr, m, path, n));
    ok = ok && fprintf(f, "<path fill=\"none\" stroke=\"#ff0000\" stroke-width=\"%d\" stroke-linecap=\"round\" "
                          "stroke-linejoin=\"round\" d=\"", wall_px) > 0;
    return ok && walls(f, &fr, m, true) && fputs("\"/>\n</svg>\n", f) >= 0;
}

bool svg_write(FILE *f, const maze *m, int cell_px, int wall_px, const uint32_t *path, size_t n)
{
    if (maze_plain_rect(m)) /* the fast path: rows of squares, one element per run of wall */
        return svg_rect(f, m, cell_px, wall_px, path, n);
    return svg_shaped(f, m, cell_px, wall_px, path, n);
}

/*
 * The tree view. A node's colour says its distance from the root along
 * the passages: a hue from blue (the root) through green to red (the
 * farthest cell); a cell the root cannot reach is grey.
 */
static void node_colour(uint32_t d, uint32_t far, char *buf, size_t len)
{
    if (d == UINT32_MAX) {
        snprintf(buf, len, "#9a9a9a");
        return;
    }
    double t = far ? (double)d / far : 0, h = (1 - t) * 240; /* degrees: 240 blue .. 0 red */
    double x = 1 - fabs(fmod(h / 60, 2) - 1);
    double r = 0, g = 0, b = 0;
    if (h < 60)
        r = 1, g = x;
    else if (h < 120)
        r = x, g = 1;
    else if (h < 180)
        g = 1, b = x;
    else
        g = x, b = 1;
    snprintf(buf, len, "#%02x%02x%02x", (unsigned)lround(r * 215), (unsigned)lround(g * 215), (unsigned)lround(b * 215));
}

/* Every passage once, centre to centre: "M x y L x y" each. */
static bool tree_edges(FILE *f, const frame *fr, const maze *m)
{
    bool ok = true;
    for (uint32_t c = 0; ok && c < m->n; c++) {
        if (!maze_exists(m, c))
            continue;
        for (maze_dir d = 0; ok && d < m->sides; d++) {
            uint32_t nb = maze_neighbor(m, c, d);
            if (nb == MAZE_NONE || nb < c || !maze_is_open(m, c, d))
                continue;
            ok = point(f, fr, "M", " ", m->shape->center(m, c)) && point(f, fr, "L", " ", m->shape->center(m, nb));
        }
    }
    return ok;
}

/* The longest path from far end b back to a along falling distances (dist from a); its length into *n. */
static uint32_t *longest_path(const maze *m, const uint32_t *dist, uint32_t b, size_t *n)
{
    *n = (size_t)dist[b] + 1;
    uint32_t *path = malloc(*n * sizeof *path);
    if (!path)
        return NULL;
    uint32_t c = b;
    for (size_t i = 0; i < *n; i++) {
        path[i] = c;
        for (maze_dir d = 0; i + 1 < *n && d < m->sides; d++) {
            uint32_t nb = maze_neighbor(m, c, d);
            if (nb != MAZE_NONE && maze_is_open(m, c, d) && dist[nb] + 1 == dist[c]) {
                c = nb;
                break;
            }
        }
    }
    return path;
}

bool svg_write_tree(FILE *f, const maze *m, int cell_px, int wall_px, const uint32_t *path, size_t n)
{
    uint32_t *queue = malloc((size_t)m->n * sizeof *queue), *dist = malloc((size_t)m->n * sizeof *dist);
    uint32_t *longest = NULL;
    if (!queue || !dist) {
        free(queue);
        free(dist);
        errno = ENOMEM;
        return false;
    }
    uint32_t far = 0, a = 0, b;
    if (n == 0) { /* no solution: the longest path, the root at its end a */
        maze_longest_path_ends(m, queue, dist, &a, &b);
        longest = longest_path(m, dist, b, &n);
        if (!longest) {
            free(queue);
            free(dist);
            errno = ENOMEM;
            return false;
        }
        path = longest;
    }
    memset(dist, 0xff, (size_t)m->n * sizeof *dist);
    maze_bfs(m, longest ? a : path[0], queue, dist, &far); /* the root: the longest path's end a, or the start */
    frame fr = frame_of(m, cell_px, wall_px);
    uint64_t pw = (uint64_t)ceil((double)(fr.x1 - fr.x0) * cell_px) + 2 * (uint64_t)wall_px;
    uint64_t ph = (uint64_t)ceil((double)(fr.y1 - fr.y0) * cell_px) + 2 * (uint64_t)wall_px;
    int edge_px = cell_px / 6 > wall_px ? cell_px / 6 : wall_px;
    char r[32];
    num(r, sizeof r, cell_px * 0.22 > 1 ? cell_px * 0.22 : 1);
    bool ok = fprintf(f,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%" PRIu64 "\" "
        "height=\"%" PRIu64 "\" viewBox=\"0 0 %" PRIu64 " %" PRIu64 "\">\n"
        "<title>mazeviz %s maze as a tree: %" PRIu32 " nodes</title>\n"
        "<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n"
        "<path class=\"edges\" fill=\"none\" stroke=\"#5a5a5a\" stroke-width=\"%d\" stroke-linecap=\"round\" d=\"",
        pw, ph, pw, ph, m->shape->id, m->count, edge_px) > 0;
    ok = ok && tree_edges(f, &fr, m) && fputs("\"/>\n", f) >= 0;
    ok = ok && fprintf(f, "<polyline class=\"%s\" fill=\"none\" stroke=\"#e6003c\" stroke-width=\"%d\" "
                          "stroke-linecap=\"round\" stroke-linejoin=\"round\" points=\"",
                       longest ? "longest" : "solution", edge_px * 2) > 0;
    for (size_t i = 0; ok && i < n; i++)
        ok = point(f, &fr, i ? " " : "", ",", m->shape->center(m, path[i]));
    ok = ok && fputs("\"/>\n<g class=\"nodes\">\n", f) >= 0;
    for (uint32_t c = 0; ok && c < m->n; c++) {
        if (!maze_exists(m, c))
            continue;
        char colour[16];
        node_colour(dist[c], far, colour, sizeof colour);
        ok = point(f, &fr, "<circle cx=\"", "\" cy=\"", m->shape->center(m, c)) &&
             fprintf(f, "\" r=\"%s\" fill=\"%s\"/>\n", r, colour) > 0;
    }
    ok = ok && fputs("</g>\n</svg>\n", f) >= 0;
    free(longest);
    free(queue);
    free(dist);
    return ok;
}

/* Text with &, < and > escaped. */
static bool text_escaped(FILE *f, const char *s)
{
    bool ok = true;
    for (; ok && *s; s++)
        ok = fputs(*s == '&' ? "&amp;" : *s == '<' ? "&lt;" : *s == '>' ? "&gt;" : (char[2]){*s, 0}, f) >= 0;
    return ok;
}

/* A chart's opening: the SVG element w x h on white, title as its <title> and as a heading. */
static bool chart_open(FILE *f, int w, int h, const char *title)
{
    return fprintf(f,
                   "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" height=\"%d\" "
                   "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n<title>",
                   w, h, w, h) > 0 &&
           text_escaped(f, title) &&
           fputs("</title>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n<text x=\"10\" y=\"24\" "
                 "font-size=\"16\" font-weight=\"bold\">", f) >= 0 &&
           text_escaped(f, title) && fputs("</text>\n", f) >= 0;
}

/* One panel of the sweep chart: y = value[i] at column i, a dashed reference line, labels. */
typedef struct panel {
    int top, h;
    double lo, hi; /* the axis (in plotted units) */
} panel;

enum { PLOT_W = 640, PLOT_LEFT = 90, PLOT_RIGHT = 30, PANEL_H = 220, PANEL_GAP = 70, PLOT_TOP = 50 };

static double panel_y(const panel *p, double v)
{
    double t = (v - p->lo) / (p->hi - p->lo);
    return p->top + p->h * (1 - (t < 0 ? 0 : t > 1 ? 1 : t));
}

static double column_x(size_t i, size_t n)
{
    double w = PLOT_W - PLOT_LEFT - PLOT_RIGHT;
    return PLOT_LEFT + (n > 1 ? w * (double)i / (double)(n - 1) : w / 2);
}

static bool panel_draw(FILE *f, const panel *p, const char *cls, const char *title, const double *v, size_t n,
                       double ref, const char *ref_label, const char *const *ticks, const double *tick_at, int nticks)
{
    bool ok = fprintf(f, "<g class=\"%s\">\n<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" "
                         "stroke=\"#888888\"/>\n<text x=\"%d\" y=\"%d\" font-size=\"15\">",
                      cls, PLOT_LEFT, p->top, PLOT_W - PLOT_LEFT - PLOT_RIGHT, p->h, PLOT_LEFT, p->top - 8) > 0 &&
              text_escaped(f, title) && fputs("</text>\n", f) >= 0;
    for (int i = 0; ok && i < nticks; i++)
        ok = fprintf(f, "<text x=\"%d\" y=\"%.1f\" font-size=\"12\" text-anchor=\"end\">%s</text>\n", PLOT_LEFT - 6,
                     panel_y(p, tick_at[i]) + 4, ticks[i]) > 0;
    ok = ok && fprintf(f, "<line class=\"reference\" x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#e6003c\" "
                          "stroke-dasharray=\"6 4\"/>\n<text x=\"%d\" y=\"%.1f\" font-size=\"12\" fill=\"#e6003c\">%s</text>\n",
                       PLOT_LEFT, PLOT_W - PLOT_RIGHT, panel_y(p, ref), panel_y(p, ref), PLOT_LEFT + 24,
                       panel_y(p, ref) - 5, ref_label) > 0;
    ok = ok && fputs("<polyline fill=\"none\" stroke=\"#1f5fbf\" stroke-width=\"2\" points=\"", f) >= 0;
    for (size_t i = 0; ok && i < n; i++)
        ok = fprintf(f, "%s%.1f,%.1f", i ? " " : "", column_x(i, n), panel_y(p, v[i])) > 0;
    ok = ok && fputs("\"/>\n", f) >= 0;
    for (size_t i = 0; ok && i < n; i++)
        ok = fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"#1f5fbf\"/>\n", column_x(i, n),
                     panel_y(p, v[i])) > 0;
    return ok && fputs("</g>\n", f) >= 0;
}

bool svg_write_sweep(FILE *f, const char *title, const char *key, size_t n, const char *const *values,
                     const double *p, const double *chi2_per_df, const char *const *p_text)
{
    /* p on a log scale: -log10 p from 0 (p = 1, the top) down to 1e-6 .. 1e-30 (smaller p sit on the bottom) */
    double lp[CLI_SVG_SWEEP_MAX], lr[CLI_SVG_SWEEP_MAX], deepest = 6, top_ratio = 1;
    for (size_t i = 0; i < n && i < CLI_SVG_SWEEP_MAX; i++) {
        lp[i] = p[i] > 1e-300 ? -log10(p[i]) : 300;
        lr[i] = log10(fmax(chi2_per_df[i], 0.1)); /* chi2/df on a log scale too: 1 is uniform, 700 is not */
        deepest = fmax(deepest, lp[i]);
        top_ratio = fmax(top_ratio, lr[i]);
    }
    deepest = fmin(ceil(deepest), 30);
    top_ratio = ceil(top_ratio);
    panel pp = {PLOT_TOP, PANEL_H, deepest, 0}, pr = {PLOT_TOP + PANEL_H + PANEL_GAP, PANEL_H, -1, top_ratio};
    int height = PLOT_TOP + 2 * PANEL_H + PANEL_GAP + 60;
    bool ok = chart_open(f, PLOT_W, height, title);
    char tick_text[8][24];
    const char *ticks[8];
    double at[8];
    int nt = 0;
    double step = ceil(deepest / 6); /* 1, then every step-th power of ten down to the deepest */
    for (double e = 0; e <= deepest && nt < 8; e += step, nt++) {
        at[nt] = e;
        snprintf(tick_text[nt], sizeof tick_text[nt], e == 0 ? "1" : "1e-%.0f", e);
        ticks[nt] = tick_text[nt];
    }
    ok = ok && panel_draw(f, &pp, "p", "p of the chi-square test (log scale; below the line: not uniform)", lp, n,
                          3, "p = 0.001", ticks, at, nt);
    char rt[8][24];
    const char *rticks[8];
    double rat[8];
    int nr = 0;
    for (double e = -1; e <= top_ratio && nr < 8; e += top_ratio > 6 ? 2 : 1, nr++) {
        rat[nr] = e;
        snprintf(rt[nr], sizeof rt[nr], "%g", pow(10, e));
        rticks[nr] = rt[nr];
    }
    ok = ok && panel_draw(f, &pr, "chi2_per_df", "chi2 / df (log scale; uniform: near 1)", lr, n, 0, "1", rticks,
                          rat, nr);
    for (size_t i = 0; ok && i < n; i++) {
        ok = fprintf(f, "<text class=\"value\" x=\"%.1f\" y=\"%d\" font-size=\"13\" text-anchor=\"middle\">",
                     column_x(i, n), pr.top + pr.h + 20) > 0 &&
             text_escaped(f, values[i]) && fputs("</text>\n", f) >= 0;
        ok = ok && fprintf(f, "<text class=\"p\" x=\"%.1f\" y=\"%.1f\" font-size=\"11\" text-anchor=\"middle\">p=%s</text>\n",
                           column_x(i, n), panel_y(&pp, lp[i]) - 9 < pp.top + 12 ? panel_y(&pp, lp[i]) + 18
                                                                                  : panel_y(&pp, lp[i]) - 9,
                           p_text[i]) > 0;
    }
    ok = ok && fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"13\" text-anchor=\"middle\">", PLOT_W / 2,
                       pr.top + pr.h + 42) > 0 &&
         text_escaped(f, key) && fputs(" (one lab per value, the same seeds)</text>\n</svg>\n", f) >= 0;
    return ok;
}

/*
 * Figures over time: one panel per figure, stacked, the step across (0 to
 * the last step) and the value up (0 to the figure's "of", or its largest
 * value). Each panel's line is one <polyline class="figure"> whose
 * data-label is the figure's name and data-points its "step:value" pairs,
 * exactly the series' points, so a script can read back what is drawn.
 */
enum { FIG_W = 640, FIG_LEFT = 70, FIG_RIGHT = 20, FIG_H = 90, FIG_GAP = 40, FIG_TOP = 60 };

bool svg_write_series(FILE *f, const char *title, const char *const *labels, const uint64_t *of, const series *s)
{
    size_t nf = series_figures(s), np = series_count(s);
    uint64_t last = np ? series_step(s, np - 1) : 0;
    int height = FIG_TOP + (int)nf * (FIG_H + FIG_GAP) + 20;
    bool ok = chart_open(f, FIG_W, height, title) &&
              fprintf(f, "<text x=\"10\" y=\"44\" font-size=\"12\">steps 0 to %" PRIu64
                         " across; %zu points, every %" PRIu64 " step%s</text>\n",
                      last, np, series_stride(s), series_stride(s) == 1 ? "" : "s") > 0;
    double w = FIG_W - FIG_LEFT - FIG_RIGHT;
    for (size_t k = 0; ok && k < nf; k++) {
        uint64_t top = of[k];
        for (size_t i = 0; i < np; i++)
            top = series_value(s, i, k) > top ? series_value(s, i, k) : top;
        if (top == 0)
            top = 1;
        int y0 = FIG_TOP + (int)k * (FIG_H + FIG_GAP) + 16;
        ok = fprintf(f, "<g class=\"panel\">\n<text x=\"%d\" y=\"%d\" font-size=\"13\">", FIG_LEFT, y0 - 5) > 0 &&
             text_escaped(f, labels[k]) &&
             fprintf(f, "</text>\n<rect x=\"%d\" y=\"%d\" width=\"%.0f\" height=\"%d\" fill=\"none\" stroke=\"#888888\"/>\n"
                        "<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"end\">%" PRIu64 "</text>\n"
                        "<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"end\">0</text>\n"
                        "<polyline class=\"figure\" fill=\"none\" stroke=\"#1f5fbf\" stroke-width=\"1.5\" data-label=\"",
                     FIG_LEFT, y0, w, FIG_H, FIG_LEFT - 5, y0 + 10, top, FIG_LEFT - 5, y0 + FIG_H) > 0 &&
             text_escaped(f, labels[k]) && fputs("\" data-points=\"", f) >= 0;
        for (size_t i = 0; ok && i < np; i++)
            ok = fprintf(f, "%s%" PRIu64 ":%" PRIu64, i ? " " : "", series_step(s, i), series_value(s, i, k)) > 0;
        ok = ok && fputs("\" points=\"", f) >= 0;
        for (size_t i = 0; ok && i < np; i++) {
            double x = FIG_LEFT + (last ? w * (double)series_step(s, i) / (double)last : 0);
            double y = y0 + FIG_H - FIG_H * (double)series_value(s, i, k) / (double)top;
            ok = fprintf(f, "%s%.1f,%.1f", i ? " " : "", x, y) > 0;
        }
        ok = ok && fputs("\"/>\n</g>\n", f) >= 0;
    }
    return ok && fputs("</svg>\n", f) >= 0;
}
