/*
 * cube.c - a maze in three dimensions: L levels of W x H square cells, one
 * above the other, so a cell has up to six neighbours: north, east, south
 * and west on its level, and the cells straight above and below it. Its
 * size is WxHxL; the core keeps H and L together in the maze's second
 * number (grid_levels_pack). Cell (x, y) of level l is (l * H + y) * W + x,
 * so a level's rows follow the one below's, and users name it X,Y with Y
 * counted on through the levels (row y of level l is Y = l * H + y).
 *
 * Drawn as panels, one a level, each rect.c's square board: level 0 at the
 * top left, the others after it in reading order, PANEL_GAP between panels
 * of a row and, once a viewer arranges them, above each row a band
 * LABEL_BAND high for its levels' labels (grid_shape.panel). A new maze has
 * its levels side by side with no bands, as in Mazes for Programmers (its
 * SVG, its masks); a viewer arranges them (grid_shape.arrange) in
 * the columns that give the largest cells in its area, so a tall area
 * stacks them and four make a 2 x 2 block. A passage up or down crosses no
 * wall in the picture, so the cell shows it as a small arrow
 * (grid_shape.passage_mark): pointing up in the top right of the cell for a
 * way up, down in the bottom left for a way down.
 */
#include <stdio.h>
#include <stdlib.h>

#include "grid_impl.h"

enum { CUBE_N, CUBE_E, CUBE_S, CUBE_W, CUBE_UP, CUBE_DOWN, CUBE_SIDES };

#define PANEL_GAP 0.5f  /* units between the panels of a row */
#define LABEL_BAND 0.9f /* units above each row of panels, where their labels go */

/* The picture's arrangement (m->geo): levels per row of panels. */
typedef struct cube_view {
    uint32_t cols;
    float band; /* 0 until a viewer arranges the panels: a maze's own picture (SVG, masks) has no labels */
} cube_view;

static uint32_t cols_of(const maze *m) { return ((const cube_view *)m->geo)->cols; }
static float band_of(const maze *m) { return ((const cube_view *)m->geo)->band; }

static uint32_t rows_of(const maze *m) { return grid_levels_rows(m->h); }
static uint32_t levels_of(const maze *m) { return grid_levels_count(m->h); }

/* x, y on its level, and the level. */
static void where(const maze *m, uint32_t c, uint32_t *x, uint32_t *y, uint32_t *l)
{
    MAZEVIZ_ASSERT(c < m->n, "cube: no such cell");
    uint32_t r = rows_of(m), row = c / m->w;
    *x = c % m->w;
    *y = row % r;
    *l = row / r;
}

static bool cube_size_ok(uint32_t w, uint32_t h)
{
    uint32_t r = grid_levels_rows(h), l = grid_levels_count(h);
    return w >= 1 && r >= 1 && l >= 2 && w <= MAZE_MAX_SIDE && r <= MAZE_MAX_SIDE && l <= MAZE_MAX_SIDE &&
           (uint64_t)w * r * l <= GRID_TABLE_MAX_CELLS;
}

static uint64_t cube_cells(uint32_t w, uint32_t h)
{
    return (uint64_t)w * grid_levels_rows(h) * grid_levels_count(h);
}

static size_t cube_size_name(uint32_t w, uint32_t h, grid_size_form f, sm_lang l, char *buf, size_t len)
{
    (void)f;
    (void)l;
    int k = snprintf(buf, len, "%ux%ux%u", (unsigned)w, (unsigned)grid_levels_rows(h),
                     (unsigned)grid_levels_count(h));
    return k > 0 ? (size_t)k : 0;
}

static uint32_t cube_cell_named(uint32_t w, uint32_t h, uint32_t x, uint32_t y)
{
    return x < w && y < grid_levels_rows(h) * grid_levels_count(h) ? y * w + x : MAZE_NONE;
}

static size_t cube_ends_help(uint32_t w, uint32_t h, uint32_t a, char *buf, size_t len)
{
    (void)a;
    uint32_t r = grid_levels_rows(h), l = grid_levels_count(h);
    int k = snprintf(buf, len,
                     "expected X,Y with 0 <= X < %u and 0 <= Y < %u: row y of level l is Y = l*%u+y "
                     "(cells of the %ux%ux%u cube)",
                     (unsigned)w, (unsigned)(r * l), (unsigned)r, (unsigned)w, (unsigned)r, (unsigned)l);
    return k > 0 ? (size_t)k : 0;
}

static bool cube_build(maze *m)
{
    uint32_t level = m->w * rows_of(m);
    cube_view *v = malloc(sizeof *v);
    if (!v)
        return false;
    v->cols = levels_of(m);
    v->band = 0;
    m->geo = v;
    if (!grid_alloc_tables(m, level * levels_of(m), CUBE_SIDES))
        return false;
    for (uint32_t c = 0; c < m->n; c++) {
        uint32_t x, y, l;
        where(m, c, &x, &y, &l);
        if (x + 1 < m->w)
            grid_link(m, c, CUBE_E, c + 1, CUBE_W);
        if (y + 1 < rows_of(m))
            grid_link(m, c, CUBE_S, c + m->w, CUBE_N);
        if (l + 1 < levels_of(m))
            grid_link(m, c, CUBE_UP, c + level, CUBE_DOWN);
    }
    return true;
}

/* The picture's size with the levels in cols columns of panels, each under a label band this high. */
static void extent_in(const maze *m, uint32_t cols, float band, float *w, float *h)
{
    uint32_t rows = (levels_of(m) + cols - 1) / cols;
    *w = (float)(cols * m->w) + (float)(cols - 1) * PANEL_GAP;
    *h = (float)rows * ((float)rows_of(m) + band);
}

static void cube_extent(const maze *m, float *w, float *h) { extent_in(m, cols_of(m), band_of(m), w, h); }

/*
 * The columns of panels whose cells come out largest in an area aw x ah
 * (fewer columns on a tie: the same rows in less width); m->geo is the
 * picture's, not the maze's, so a viewer may set it on a maze it only reads.
 */
static void cube_arrange(const maze *m, float aw, float ah)
{
    uint32_t best = levels_of(m);
    float best_s = -1;
    for (uint32_t c = 1; aw > 0 && ah > 0 && c <= levels_of(m); c++) {
        float ew, eh;
        extent_in(m, c, LABEL_BAND, &ew, &eh);
        float s = aw / ew < ah / eh ? aw / ew : ah / eh;
        if (s > best_s * 1.0001f) {
            best_s = s;
            best = c;
        }
    }
    ((cube_view *)m->geo)->cols = best;
    ((cube_view *)m->geo)->band = LABEL_BAND;
}

/* The top left corner of level l's panel. */
static grid_pt panel_corner(const maze *m, uint32_t l)
{
    uint32_t cols = cols_of(m);
    float band = band_of(m);
    return (grid_pt){(float)(l % cols) * ((float)m->w + PANEL_GAP),
                     (float)(l / cols) * ((float)rows_of(m) + band) + band};
}

/* The top left corner of c's square. */
static grid_pt corner(const maze *m, uint32_t c)
{
    uint32_t x, y, l;
    where(m, c, &x, &y, &l);
    grid_pt o = panel_corner(m, l);
    return (grid_pt){o.x + (float)x, o.y + (float)y};
}

/* "level l" / "第 l 层" over level i's panel, in the band above it; 0 past the last level. */
static size_t cube_panel(const maze *m, unsigned i, sm_lang lang, grid_pt box[2], char *buf, size_t len)
{
    if (i >= levels_of(m) || band_of(m) <= 0)
        return 0;
    grid_pt o = panel_corner(m, i);
    box[0] = (grid_pt){o.x, o.y - band_of(m)};
    box[1] = (grid_pt){o.x + (float)m->w, o.y};
    int k = lang == SM_LANG_ZH ? snprintf(buf, len, "第 %u 层", i) : snprintf(buf, len, "level %u", i);
    return k > 0 ? (size_t)k : 0;
}

static unsigned cube_polygon(const maze *m, uint32_t c, grid_pt *out)
{
    grid_pt o = corner(m, c);
    out[0] = o;
    out[1] = (grid_pt){o.x + 1, o.y};
    out[2] = (grid_pt){o.x + 1, o.y + 1};
    out[3] = (grid_pt){o.x, o.y + 1};
    return 4;
}

static unsigned cube_wall(const maze *m, uint32_t c, unsigned s, grid_pt *out)
{
    grid_pt p[4];
    if (s >= 4)
        return 0;
    cube_polygon(m, c, p);
    out[0] = p[s];
    out[1] = p[(s + 1) & 3u];
    return 2;
}

/*
 * The arrow of a way up (pointing up, in the top right quarter) or down
 * (pointing down, in the bottom left), off the middle line so that a
 * tree view's edge to its tip does not run along a north or south edge.
 */
static unsigned cube_passage_mark(const maze *m, uint32_t c, unsigned s, grid_pt *out)
{
    if (s != CUBE_UP && s != CUBE_DOWN)
        return 0;
    grid_pt o = corner(m, c);
    bool up = s == CUBE_UP;
    float x = up ? 0.7f : 0.3f, tip = up ? 0.1f : 0.9f, base = up ? 0.4f : 0.6f;
    out[0] = (grid_pt){o.x + x, o.y + tip}; /* the tip first: the tree view's edge ends there */
    out[1] = (grid_pt){o.x + x + (up ? 0.2f : -0.2f), o.y + base};
    out[2] = (grid_pt){o.x + x + (up ? -0.2f : 0.2f), o.y + base};
    return 3;
}

static grid_pt cube_center(const maze *m, uint32_t c)
{
    grid_pt o = corner(m, c);
    return (grid_pt){o.x + 0.5f, o.y + 0.5f};
}

static uint32_t cube_cell_at(const maze *m, float x, float y)
{
    float band = band_of(m), px = (float)m->w + PANEL_GAP, py = (float)rows_of(m) + band;
    if (!(x >= 0 && y >= 0))
        return MAZE_NONE;
    uint32_t col = (uint32_t)(x / px), row = (uint32_t)(y / py);
    float cx = x - (float)col * px, cy = y - (float)row * py - band;
    uint32_t l = row * cols_of(m) + col;
    if (col >= cols_of(m) || l >= levels_of(m) || cx >= (float)m->w || cy < 0 || cy >= (float)rows_of(m))
        return MAZE_NONE;
    return (l * rows_of(m) + (uint32_t)cy) * m->w + (uint32_t)cx;
}

static void cube_coords(const maze *m, uint32_t c, uint32_t *a, uint32_t *b)
{
    *a = c % m->w;
    *b = c / m->w;
}

static uint32_t cube_cell_of(const maze *m, uint32_t a, uint32_t b)
{
    return cube_cell_named(m->w, m->h, a, b);
}

/* "(x,y) level l" / "(x,y) 第l层". */
static size_t cube_cell_name(const maze *m, uint32_t c, sm_lang lang, char *buf, size_t len)
{
    uint32_t x, y, l;
    where(m, c, &x, &y, &l);
    int k = lang == SM_LANG_ZH ? snprintf(buf, len, "(%u,%u) 第%u层", (unsigned)x, (unsigned)y, (unsigned)l)
                               : snprintf(buf, len, "(%u,%u) level %u", (unsigned)x, (unsigned)y, (unsigned)l);
    return k > 0 ? (size_t)k : 0;
}

static unsigned cube_dir_word(const maze *m, uint32_t c, unsigned s)
{
    (void)m;
    (void)c;
    return s;
}

static const sm_text cube_words[CUBE_SIDES] = {
    {"north", "北"}, {"east", "东"}, {"south", "南"}, {"west", "西"}, {"up", "上"}, {"down", "下"}};

/* Twelfths as on the rectangle; up and down, which have no heading in the plane, half a turn apart (1 and 7). */
static uint32_t cube_heading(const maze *m, uint32_t c, unsigned s)
{
    (void)m;
    (void)c;
    return s < 4 ? 3 * s : s == CUBE_UP ? 1 : 7;
}

static uint32_t cube_row(const maze *m, uint32_t c, uint32_t *first, uint32_t *count)
{
    MAZEVIZ_ASSERT(c < m->n, "cube_row: no such cell");
    *first = c - c % m->w;
    *count = m->w;
    return c / m->w;
}

static uint32_t cube_distance_bound(const maze *m, uint32_t a, uint32_t b)
{
    uint32_t ax, ay, al, bx, by, bl;
    where(m, a, &ax, &ay, &al);
    where(m, b, &bx, &by, &bl);
    return (ax > bx ? ax - bx : bx - ax) + (ay > by ? ay - by : by - ay) + (al > bl ? al - bl : bl - al);
}

const grid_shape grid_cube = {
    .id = "cube",
    .name = {"3D", "立体"},
    .size_help = "WxHxL: L levels (at least 2) of W columns and H rows, drawn as panels; "
                 "ways up and down are arrows in the cell",
    .caps = GRID_CAP_LEVELS,
    /* 2x1x2 is a ring of 4 (4 trees), 2x2x2 the cube graph (384, Kirchhoff) */
    .sizes = {10, GRID_LEVELS(10, 3), 2, GRID_LEVELS(2, 2),
              {{2, GRID_LEVELS(1, 2)}, {3, GRID_LEVELS(1, 2)}, {2, GRID_LEVELS(2, 2)}}, "cube 2x2x2: 384 trees"},
    .girth = 4, /* a square on a level, or one standing between two */
    .size_ok = cube_size_ok,
    .cells = cube_cells,
    .size_name = cube_size_name,
    .cell_named = cube_cell_named,
    .ends_help = cube_ends_help,
    .build = cube_build,
    .extent = cube_extent,
    .polygon = cube_polygon,
    .wall = cube_wall,
    .center = cube_center,
    .cell_at = cube_cell_at,
    .coords = cube_coords,
    .cell_of = cube_cell_of,
    .cell_name = cube_cell_name,
    .dir_word = cube_dir_word,
    .heading = cube_heading,
    .turn = grid_twelfths,
    .dir_words = cube_words,
    .n_dir_words = CUBE_SIDES,
    .row = cube_row,
    .distance_bound = cube_distance_bound,
    .passage_mark = cube_passage_mark,
    .arrange = cube_arrange,
    .panel = cube_panel,
};
