/*
 * weave.c - the weave: a rectangle of square cells where a passage may run
 * under a cell that has a straight corridor across it (Mazes for
 * Programmers, ch. 9). Modelled as a graph of eight sides: sides 0..3 are
 * the rectangle's north, east, south and west; side 4 + d is a tunnel to
 * the cell two away across side d, under the cell between ("the middle").
 *
 * A tunnel is legal only in the maze it is carved into, so the shape
 * answers legality given the current walls (grid_shape.link_ok): the
 * middle's passages must be exactly the straight corridor perpendicular
 * to the tunnel, and a cell with a tunnel under it takes no other
 * passage, ever (its corridor and its tunnel are fixed). So no cell has
 * two tunnels under it, and a tunnel never ends in a middle. Generators
 * that ask link_ok before each carve (sm_algo.weaves) make weave trees;
 * the others do not run here. Drawn as the flat rectangle (rect.c's
 * geometry); the renderer and the SVG writer draw the cells inset and the
 * tunnel's ends as stubs across the middle's walls (grid_shape.under).
 */
#include "grid_impl.h"

enum { WEAVE_SIDES = 8, TUNNEL = 4 };

static bool weave_build(maze *m)
{
    if (!grid_alloc_tables(m, m->w * m->h, WEAVE_SIDES))
        return false;
    for (uint32_t y = 0; y < m->h; y++)
        for (uint32_t x = 0; x < m->w; x++) {
            uint32_t c = y * m->w + x;
            if (x + 1 < m->w)
                grid_link(m, c, RECT_E, c + 1, RECT_W);
            if (y + 1 < m->h)
                grid_link(m, c, RECT_S, c + m->w, RECT_N);
            if (x + 2 < m->w)
                grid_link(m, c, TUNNEL + RECT_E, c + 2, TUNNEL + RECT_W);
            if (y + 2 < m->h)
                grid_link(m, c, TUNNEL + RECT_S, c + 2 * m->w, TUNNEL + RECT_N);
        }
    return true;
}

/* The corridor a middle must be for a tunnel across side d: the two sides perpendicular to d. */
static uint8_t corridor(unsigned d) { return (uint8_t)((1u << ((d + 1) & 3u)) | (1u << ((d + 3) & 3u))); }

/* The cell a passage across side s of c runs under, or MAZE_NONE for a plain side. */
static uint32_t weave_under(const maze *m, uint32_t c, unsigned s)
{
    if (s < TUNNEL || s >= WEAVE_SIDES || maze_neighbor(m, c, s) == MAZE_NONE)
        return MAZE_NONE;
    return maze_neighbor(m, c, s - TUNNEL);
}

/* Whether a tunnel runs under c: north-south (its north neighbour's tunnel south is open) or east-west. */
static bool has_tunnel_under(const maze *m, uint32_t c)
{
    uint32_t x = maze_x(m, c), y = maze_y(m, c);
    if (y > 0 && y + 1 < m->h && maze_is_open(m, c - m->w, TUNNEL + RECT_S))
        return true;
    return x > 0 && x + 1 < m->w && maze_is_open(m, c - 1, TUNNEL + RECT_E);
}

/*
 * Whether opening side s of c keeps the maze a weave: neither end has a
 * tunnel under it, and for a tunnel the middle is exactly the corridor
 * across it (so it has no tunnel under it yet: that would need the other
 * corridor). An open side is legal as it is.
 */
static bool weave_link_ok(const maze *m, uint32_t c, unsigned s)
{
    uint32_t nb = maze_neighbor(m, c, s);
    if (nb == MAZE_NONE)
        return false;
    if (maze_is_open(m, c, s))
        return true;
    if (has_tunnel_under(m, c) || has_tunnel_under(m, nb))
        return false;
    if (s < TUNNEL)
        return true;
    uint32_t mid = maze_neighbor(m, c, s - TUNNEL); /* none where a mask cut the cell between out */
    return mid != MAZE_NONE && (m->cells[mid] & 0xffu) == corridor(s - TUNNEL);
}

/* Directions as on the rectangle; a tunnel is written "north, under" (words 4..7). */
static unsigned weave_dir_word(const maze *m, uint32_t c, unsigned s)
{
    (void)m;
    (void)c;
    return s;
}

static uint32_t weave_heading(const maze *m, uint32_t c, unsigned s)
{
    (void)m;
    (void)c;
    return 3 * (s & 3u);
}

static const sm_text weave_words[WEAVE_SIDES] = {
    {"north", "北"}, {"east", "东"}, {"south", "南"}, {"west", "西"},
    {"north, under", "北（下穿）"}, {"east, under", "东（下穿）"},
    {"south, under", "南（下穿）"}, {"west, under", "西（下穿）"}};

/* A tunnel moves two cells in one step: half the Manhattan distance, rounded up. */
static uint32_t weave_distance_bound(const maze *m, uint32_t a, uint32_t b)
{
    uint32_t ax = maze_x(m, a), ay = maze_y(m, a), bx = maze_x(m, b), by = maze_y(m, b);
    uint32_t d = (ax > bx ? ax - bx : bx - ax) + (ay > by ? ay - by : by - ay);
    return (d + 1) / 2;
}

const grid_shape grid_weave = {
    .id = "weave",
    .name = {"weave", "编织"},
    .size_help = "WxH: W columns, H rows of square cells (at most 2^24 cells); passages may run under "
                 "a straight corridor",
    .caps = GRID_CAP_ROWS,
    .sizes = {20, 14, 3, 3, {{3, 2}, {3, 3}, {3, 3}}, "up to 3x3"},
    .girth = 3, /* a cell, its neighbour and the cell beyond it (never all open: see link_ok) */
    .size_ok = grid_rows_size_ok,
    GRID_ROWS_SIZES,
    .build = weave_build,
    /* rect.c's geometry (GRID_SQUARE_GEOMETRY but the words and headings of eight sides) */
    .extent = grid_square_extent,
    .polygon = grid_square_polygon,
    .wall = grid_square_wall,
    .center = grid_square_center,
    .cell_at = grid_square_cell_at,
    .coords = grid_square_coords,
    .cell_of = grid_square_cell_of,
    .dir_word = weave_dir_word,
    .heading = weave_heading,
    .turn = grid_twelfths,
    .dir_words = weave_words,
    .n_dir_words = WEAVE_SIDES,
    .distance_bound = weave_distance_bound,
    .link_ok = weave_link_ok,
    .under = weave_under,
};
