/*
 * grid.h - grid shapes: the rectangle, hexagons, triangles, the
 * circular (polar) grid and the wrapped boards (cylinder, torus, Moebius
 * strip), each one file in src/core/grid/.
 *
 * A shape builds a maze's topology (maze.h: cells, sides, neighbours) and
 * answers the geometry a viewer needs: each cell's polygon, the segment (or
 * arc, as a polyline) of each wall, the centre of a cell and the cell under
 * a point, all in a unit space where neighbouring centres are about one
 * unit apart, x to the right and y down. It also names cells and
 * directions in its own terms for captions: (x,y) and north/east on a
 * rectangle, north-east on hexagons, ring and cell, inward and clockwise
 * on a polar grid.
 *
 * Callers never ask which shape a maze has. They ask what it offers
 * (grid_offers, maze_offers: capabilities, the way SDL's render drivers
 * answer SDL_RendererInfo), how its sizes read and what they default to,
 * and for its names; the one fast path a caller may take is
 * maze_plain_rect() (see there for the places that do).
 *
 * The registry grid_shapes[] (src/core/grid/grid.c) is the one list:
 * --grid, --list-grids, the window's grid key and the tests read it.
 * Adding a shape is one file in src/core/grid/ exporting a const
 * grid_shape, its row in that list and its line in meson.build.
 */
#ifndef MAZEVIZ_GRID_H
#define MAZEVIZ_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazeviz/maze.h"
#include "mazeviz/words.h"

typedef struct grid_pt {
    float x, y;
} grid_pt;

/* Most points of a cell's polygon or a wall's polyline (polar arcs are subdivided). */
#define GRID_MAX_POINTS 64

/*
 * What a shape offers (grid_shape.caps). Callers ask for these, never for
 * a shape: an algorithm's needs (sm_algo.needs) are capabilities too.
 */
enum {
    /* Cells (x, y) in h rows of w, c = y * w + x; the size is WxH, and a
     * w x h picture gives each cell its pixel. */
    GRID_CAP_ROWS = 1u << 0,
    /* A board of square cells: sides RECT_N .. RECT_W, the neighbour across
     * a side one step in x or y and none across the border (grid_rect.h).
     * The row algorithms (Binary Tree, Sidewinder, Eller) need it. */
    GRID_CAP_SQUARES = 1u << 1,
    /* Walls on straight lines right across the grid: Recursive Division. */
    GRID_CAP_LINES = 1u << 2,
    /* Drawn as text, a character a cell and a wall (--format ascii, unicode). */
    GRID_CAP_TEXT = 1u << 3,
    /* The block style: walls as squares as big as the cells (the window's B). */
    GRID_CAP_BLOCKS = 1u << 4,
    /* A disc: a picture laid on it is centred in a square as wide as its diagonal. */
    GRID_CAP_ROUND = 1u << 5,
    /* Levels one above the other (the cube): the size is WxHxL, its second
     * number H and L together (GRID_LEVELS), and a side may have no wall in
     * the picture, its open passage drawn as passage_mark's arrow. */
    GRID_CAP_LEVELS = 1u << 6,
};

/*
 * A size's second number on a shape of levels: H rows and L levels in one
 * number (rows below bit 16: MAZE_MAX_SIDE fits), so every caller that
 * carries w x h carries WxHxL unchanged. L 0 is a plain WxH.
 */
#define GRID_LEVEL_SHIFT 16
#define GRID_LEVELS(rows, levels) ((uint32_t)(rows) | (uint32_t)(levels) << GRID_LEVEL_SHIFT)
static inline uint32_t grid_levels_rows(uint32_t h) { return h & ((1u << GRID_LEVEL_SHIFT) - 1); }
static inline uint32_t grid_levels_count(uint32_t h) { return h >> GRID_LEVEL_SHIFT; }

/* The capabilities that need every cell of the grid: a mask takes them away. */
#define GRID_CAPS_WHOLE (GRID_CAP_SQUARES | GRID_CAP_LINES | GRID_CAP_BLOCKS)

/*
 * The sizes a shape takes when none is given, in one place the command
 * line and the window share: a run's, --uniformity's (a few hundred
 * spanning trees) and the window lab's three (its S key cycles them; it
 * opens on the last). Polar sizes are rings x cells of ring 1 (0: 6).
 */
typedef struct grid_sizes {
    uint32_t w, h;       /* a run */
    uint32_t uw, uh;     /* --uniformity */
    uint32_t lab[3][2];  /* the lab's grids, smallest first */
    const char *enumerable; /* which sizes --uniformity can enumerate, for its message */
} grid_sizes;

/* How grid_size_name() writes a size: as a noun ("12 rings") or before "grid" ("the 12-ring polar grid"). */
typedef enum grid_size_form { GRID_SIZE_NOUN, GRID_SIZE_ADJ } grid_size_form;

typedef struct grid_shape {
    const char *id;      /* --grid name */
    sm_text name;        /* "hexagonal" */
    const char *size_help; /* what --size means for it */
    unsigned caps;       /* GRID_CAP_*: what it offers without a mask */
    grid_sizes sizes;
    /* Dead ends of a uniform spanning tree of a large grid without a mask (a fraction); 0: not known. */
    double ust_dead_ends;
    /* The fewest cells round a cycle of neighbours (4 on squares): fewer connected cells are a tree. */
    unsigned girth;
    /* Whether w x h is a size this shape takes (h 0: the shape's default second number, if it has one). */
    bool (*size_ok)(uint32_t w, uint32_t h);
    /* The cell ids of a w x h grid (a size it takes), without making it. */
    uint64_t (*cells)(uint32_t w, uint32_t h);
    /* w x h as users read it, in language l ("30x20", "12 rings", "12 圈"); returns the length it would have had. */
    size_t (*size_name)(uint32_t w, uint32_t h, grid_size_form f, sm_lang l, char *buf, size_t len);
    /* The cell named (a, b) of the w x h grid without a mask, or MAZE_NONE; never makes the whole grid. */
    uint32_t (*cell_named)(uint32_t w, uint32_t h, uint32_t a, uint32_t b);
    /* What --from and --to may name on the w x h grid, a the first number given ("expected X,Y with ..."). */
    size_t (*ends_help)(uint32_t w, uint32_t h, uint32_t a, char *buf, size_t len);
    /*
     * Makes m's topology for m->w x m->h: sets n and sides, allocates
     * cells (all walls closed) and the shape's tables. False: no memory
     * (maze_destroy frees what was allocated).
     */
    bool (*build)(maze *m);
    /* The unit space's size: everything drawn lies in [0, w] x [0, h]. */
    void (*extent)(const maze *m, float *w, float *h);
    /* c's outline, clockwise; returns the number of points. */
    unsigned (*polygon)(const maze *m, uint32_t c, grid_pt *out);
    /* The wall on side s of c as a polyline; 0 when c has no side s. */
    unsigned (*wall)(const maze *m, uint32_t c, unsigned s, grid_pt *out);
    grid_pt (*center)(const maze *m, uint32_t c);
    /* The cell whose polygon holds (x, y) (masked-out cells too), or MAZE_NONE. */
    uint32_t (*cell_at)(const maze *m, float x, float y);
    /* The two numbers users name c by ((x, y); polar: ring, cell in the ring). */
    void (*coords)(const maze *m, uint32_t c, uint32_t *a, uint32_t *b);
    /* The cell named (a, b), or MAZE_NONE. */
    uint32_t (*cell_of)(const maze *m, uint32_t a, uint32_t b);
    /* How c is written in captions ("(3,4)", "ring 2 cell 5"); returns the length it would have had. */
    size_t (*cell_name)(const maze *m, uint32_t c, sm_lang l, char *buf, size_t len);
    /* The word for leaving c by side s: an index into dir_words. */
    unsigned (*dir_word)(const maze *m, uint32_t c, unsigned s);
    /*
     * The direction of leaving c by side s - the outward normal of that
     * wall, clockwise from north - in whole units, turn(m) of which make a
     * full turn. Twelfths on rectangles (0 north, 3 east, 6 south, 9
     * west), hexagons (1, 3, 5 ...) and triangles (0, 4, 8 pointing down;
     * 2, 6, 10 pointing up); on a polar grid eighths of the outer ring's
     * cells, so that every wall's direction is whole. The neighbour's side
     * facing back is always half a turn round. Turns are differences of
     * two headings of one cell; the Pledge solver counts them.
     */
    uint32_t (*heading)(const maze *m, uint32_t c, unsigned s);
    uint32_t (*turn)(const maze *m); /* units in a full turn: even */
    const sm_text *dir_words;
    size_t n_dir_words;
    /*
     * The row holding c (a ring on a polar grid): returns its number and
     * sets its first cell and how many cells it has. Rows cover the cells
     * in order: hunt-and-kill scans them.
     */
    uint32_t (*row)(const maze *m, uint32_t c, uint32_t *first, uint32_t *count);
    /* A lower bound on the moves from a to b (A*'s heuristic; Manhattan on a rectangle). */
    uint32_t (*distance_bound)(const maze *m, uint32_t a, uint32_t b);
    /*
     * Optional (NULL: the picture has no seams). Which seam side s of c
     * crosses: 0 when the cell across is drawn next to c, else a number
     * from 1 that is the same at both ends of the passage, which the
     * picture draws apart (a cylinder's west edge and its east edge), so a
     * viewer marks both ends alike. See grid_seam().
     */
    uint32_t (*seam)(const maze *m, uint32_t c, unsigned s);
    /*
     * Optional (NULL: every side with a neighbour has a wall). For a side
     * the picture has no wall for (a cube's up and down), the small
     * polygon inside c - an arrow - that shows its passage when it is
     * open; returns its number of points, 0 for a side with a wall.
     */
    unsigned (*passage_mark)(const maze *m, uint32_t c, unsigned s, grid_pt *out);
    /*
     * Optional (NULL: every spanning tree of the neighbours is a maze).
     * Whether opening side s of c keeps m a maze of this shape given the
     * walls it has now (a weave's tunnel needs a straight corridor over
     * it). Generators that ask it before each carve say so
     * (sm_algo.weaves); the others do not run on such a shape.
     */
    bool (*link_ok)(const maze *m, uint32_t c, unsigned s);
    /*
     * Optional (NULL: no passage runs under a cell). The cell a passage
     * across side s of c runs under, or MAZE_NONE: the renderer, the SVG
     * and the JSON writers show a weave's tunnel with it.
     */
    uint32_t (*under)(const maze *m, uint32_t c, unsigned s);
    /*
     * Optional (NULL: the picture has one layout). Lays m's picture out
     * for an area aw x ah (any unit): the cube's levels in the rows and
     * columns of panels that give the largest cells. Only where cells
     * are drawn changes (extent, polygon, wall, center, cell_at ...), not
     * the maze: the layout lives in m->geo, the picture's, so a viewer
     * that only reads m may call it. See grid_arrange().
     */
    void (*arrange)(const maze *m, float aw, float ah);
    /*
     * Optional (NULL: no panels). Panel i of the picture (a cube's level
     * i): the band above it where its label goes (box[0] top left, box[1]
     * bottom right, in unit space) and the label in language l into buf;
     * returns the label's length, 0 past the last panel.
     */
    size_t (*panel)(const maze *m, unsigned i, sm_lang l, grid_pt box[2], char *buf, size_t len);
} grid_shape;

extern const grid_shape grid_rect, grid_hex, grid_triangle, grid_polar, grid_cylinder, grid_torus, grid_moebius,
    grid_upsilon, grid_cube, grid_weave;

/* The registry, the default shape first. */
extern const grid_shape *const grid_shapes[];
extern const size_t grid_shape_count;

/* The shape a run has when --grid does not say (grid_shapes[0]); its size alone names a grid in messages. */
static inline bool grid_is_default(const grid_shape *g) { return g == grid_shapes[0]; }

/* Whether a grid of shape g, with a mask or not, offers every capability in caps. */
static inline bool grid_offers(const grid_shape *g, unsigned caps, bool masked)
{
    unsigned have = masked ? g->caps & ~(unsigned)GRID_CAPS_WHOLE : g->caps;
    return (have & caps) == caps;
}

/* Whether maze m offers every capability in caps (a mask takes GRID_CAPS_WHOLE away). */
static inline bool maze_offers(const maze *m, unsigned caps) { return grid_offers(m->shape, caps, m->live != NULL); }

/*
 * The fast path: m is a plain board of square cells without a mask, so a
 * caller may draw it as rows and columns of squares. The places that do,
 * each for speed alone (the general path draws the same picture): the
 * renderer's wall painter (render_impl.h, render_shaped) and the SVG
 * writer (svg.c, svg_rect).
 */
static inline bool maze_plain_rect(const maze *m) { return maze_offers(m, GRID_CAP_SQUARES); }

/*
 * w x h of shape g as users read it ("30x20", "12 rings"; "12-ring" before
 * the word grid), in language l, into buf (always terminated, cut at len);
 * returns the length it would have had.
 */
size_t grid_size_name(const grid_shape *g, uint32_t w, uint32_t h, grid_size_form f, sm_lang l, char *buf,
                      size_t len);

/*
 * A size for shape g about as big as maze from is (the window's grid key):
 * g's default size scaled by the square root of the ratio of the cell
 * counts, so a larger grid stays larger; the default when that size is
 * not one g takes.
 */
void grid_size_like(const grid_shape *g, const maze *from, uint32_t *w, uint32_t *h);

/*
 * A size of shape g whose extent is about `units` high and `aspect` times
 * as wide (a drawing laid on it as a mask; extents are linear in w and h),
 * or for a picture of pw x ph pixels laid a pixel a cell (units 0): rows
 * take its size, levels ph rows on the shape's default levels side by
 * side, a disc the rings whose square holds it.
 */
void grid_size_for_picture(const grid_shape *g, double pw, double ph, double units, uint32_t *w, uint32_t *h);

/* Whether a picture of pw x ph pixels laid a pixel a cell fits the w x h grid of g (rows: exactly its size). */
bool grid_picture_fits(const grid_shape *g, uint32_t w, uint32_t h, uint32_t pw, uint32_t ph);

/*
 * Where unit point (x, y) of m (extent ew x eh) falls on a picture of pw x
 * ph pixels stretched over the grid (a disc: centred in a square as wide
 * as the picture's diagonal, so a drawing stays inside the disc).
 */
void grid_picture_point(const maze *m, float ew, float eh, double pw, double ph, float x, float y, double *px,
                        double *py);

/* Dead ends of a uniform spanning tree on m's grid (grid_shape.ust_dead_ends); 0 with a mask or unknown. */
static inline double maze_ust_dead_ends(const maze *m) { return m->live ? 0 : m->shape->ust_dead_ends; }

/*
 * The seam side s of c crosses (grid_shape.seam): 0 for a side whose
 * neighbour is drawn next to it or that has none, else the seam's number
 * from 1, alike at both ends. The renderer and the SVG writer mark the two
 * ends of an open passage across a seam with it.
 */
static inline uint32_t grid_seam(const maze *m, uint32_t c, unsigned s)
{
    return m->shape->seam && maze_neighbor(m, c, s) != MAZE_NONE ? m->shape->seam(m, c, s) : 0;
}

/* Whether m's board has seams (a wrapped board drawn flat): its passages across them wear the seam's colour. */
static inline bool maze_has_seams(const maze *m) { return m->shape->seam != NULL; }

/* Whether the step from a to b, neighbours, crosses a seam: a line from centre to centre would cross the picture. */
static inline bool grid_seam_between(const maze *m, uint32_t a, uint32_t b)
{
    unsigned s = m->shape->seam ? maze_side_to(m, a, b) : MAZE_NO_SIDE;
    return s != MAZE_NO_SIDE && grid_seam(m, a, s) != 0;
}

/*
 * The wall at unit point (x, y) of m: the side of the cell under the point
 * (shape->cell_at) whose wall (shape->wall) passes nearest it, if within
 * `reach` units and with a neighbour across (the outer wall is not
 * anyone's to toggle). So every shape - hexagons, triangles, polar arcs,
 * the seams of the wrapped boards - answers for its own geometry; a side
 * with no wall in the picture (a cube's up and down) is hit at the middle
 * of its passage_mark, where its arrow is or would be. False:
 * no such wall (the middle of a cell, outside, a masked-out cell).
 */
bool grid_wall_at(const maze *m, float x, float y, float reach, uint32_t *cell, unsigned *side);

/* Lays m's picture out for an area aw x ah (grid_shape.arrange; nothing on most shapes). */
static inline void grid_arrange(const maze *m, float aw, float ah)
{
    if (m->shape->arrange)
        m->shape->arrange(m, aw, ah);
}

/* Panel i's label and its band (grid_shape.panel); 0 past the last or on a shape without panels. */
static inline size_t grid_panel(const maze *m, unsigned i, sm_lang l, grid_pt box[2], char *buf, size_t len)
{
    return m->shape->panel ? m->shape->panel(m, i, l, box, buf, len) : 0;
}

/* Whether opening side s of c keeps m a maze of its shape (grid_shape.link_ok; always, on most shapes). */
static inline bool grid_link_ok(const maze *m, uint32_t c, unsigned s)
{
    return !m->shape->link_ok || m->shape->link_ok(m, c, s);
}

/* The cell a passage across side s of c runs under (grid_shape.under), or MAZE_NONE. */
static inline uint32_t grid_under(const maze *m, uint32_t c, unsigned s)
{
    return m->shape->under ? m->shape->under(m, c, s) : MAZE_NONE;
}

/*
 * A cell with a passage under another cell (grid_under) that its shape
 * would not have allowed given the rest of the maze (closed, asked
 * grid_link_ok, opened again: m is left as it was), or MAZE_NONE. For
 * mazes from outside (a file, a walls= string): a weave's tunnel under a
 * cell that is not just the straight corridor across it, under another
 * tunnel's end, or under a cell with another tunnel under it.
 */
uint32_t grid_bad_link(maze *m);

/*
 * How a viewer draws the tunnel across side s of c (grid_under() not
 * MAZE_NONE): at each of the two walls of the cell it runs under, the gap
 * the tunnel leaves - the wall's middle half, from end[i][0] to end[i][1]
 * - and a stub from each end of the gap into that cell (to end[i][2] and
 * end[i][3]), so the passage is seen to go under the corridor.
 */
void grid_tunnel_ends(const maze *m, uint32_t c, unsigned s, grid_pt end[2][4]);

/* The shape called name, or NULL. */
const grid_shape *grid_find(const char *name);

/* The index of s in grid_shapes[] (0 for an unknown one). */
size_t grid_index(const grid_shape *s);

/*
 * Writes c's name in language l into buf (always terminated, cut at len);
 * returns the length it would have had. "(-)" for no cell.
 */
size_t grid_cell_name(const maze *m, uint32_t c, sm_lang l, char *buf, size_t len);

/*
 * A caption argument naming the direction of side s of c, for sm_say's
 * {d}: the shape's word index, so the caption needs no cell to say it.
 */
static inline uint32_t grid_dir_arg(const maze *m, uint32_t c, unsigned s)
{
    return m->shape->dir_word(m, c, s);
}

/*
 * The mask of a shape's cells from a picture of iw x ih pixels (non-zero =
 * inside), one byte per cell id into out (m->n of them): a grid of rows
 * takes pixel (x, y) for cell (x, y) (so the picture should be w x h), a
 * polar grid the pixel under each cell's centre, the picture stretched
 * over the grid's extent. m is a maze of the shape and size without a mask.
 */
void grid_mask_from_picture(const maze *m, const uint8_t *pic, uint32_t iw, uint32_t ih, uint8_t *out);

#endif
