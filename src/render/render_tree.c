/*
 * render_tree.c - the tree view: a perfect maze is a spanning tree of the
 * grid, and this draws it as one. Each cell is a node (a disc at its
 * centre), each passage an edge between two centres; walls are hidden.
 *
 * Colours mean what they mean in the maze view: a node has its cell's
 * colour (the walk, the stack, Kruskal's sets, distances, the path), an
 * edge the passage's colour there (the less active of its two cells, as
 * render_cells.c paints passages), and a marked wall is a thin edge in its
 * mark's colour (Wilson's tentative walk, Kruskal's accepted and rejected
 * walls, a division's new walls). Nodes and edges are cased in the wall
 * colour and lie on the blank cells' colour, so light marks show and a
 * cell nothing has reached yet is an empty ring; the current cell, the
 * walk's head, the chosen cell, the start and the goal, and the marks a
 * theme rings in the maze view (render_theme.ring), are bigger nodes.
 *
 * Incremental drawing: each cell paints only its own region - on the
 * rectangle the pitch square around its centre, elsewhere its polygon
 * (render_shape.c) - with the background, its node and a half-edge from
 * its centre to the middle of each side that has an edge; the neighbour
 * paints the other half. An edge's colour depends on both of its cells,
 * so a changed cell repaints itself and its neighbours (a wall change
 * logs both of its cells). Each pixel's colour is a function of its
 * cell's look alone (render_tree_pixel), so an update equals a full
 * redraw pixel for pixel.
 *
 * Small cells: under 3 pixels a cell shows its node's colour only (no
 * tree can be seen there, only the marks, as in the maze view's dots;
 * on other shapes that is under 4 pixels, render_shape.c's dots). A
 * texture sampled from a larger picture (render_impl.h) takes each pixel
 * from the picture's pixel at its centre, so edges thinner than the
 * sampling step can fall between samples.
 */
#include <stdlib.h>

#include "render_impl.h"

/* Sizes against a cell's size: the node's radius, a passage's and a marked wall's half width, the casing. */
#define TREE_NODE 0.24f
#define TREE_NODE_RINGED 0.33f
#define TREE_EDGE 0.08f
#define TREE_THIN 0.045f
#define TREE_CASING 0.04f

/* One cell each where the step acts: a dot of a few pixels would be lost among the others. */
static const bool big_node[SM_CELL_KINDS] = {
    [SM_CELL_CURRENT] = true, [SM_CELL_HEAD] = true, [SM_CELL_CHOSEN] = true,
    [SM_CELL_START] = true, [SM_CELL_GOAL] = true,
};

static void edge_to(tree_look *lk, float mx, float my, float hw, float k, uint32_t col)
{
    tree_edge *e = &lk->e[lk->n];
    float dx = mx - lk->cx, dy = my - lk->cy, len = SDL_sqrtf(dx * dx + dy * dy);
    if (len <= 0)
        return;
    *e = (tree_edge){dx / len, dy / len, len, hw * hw, (hw + k) * (hw + k), col};
    lk->n++;
}

void render_tree_look(render *r, const sm *g, uint32_t c, float cx, float cy, float cs, const SDL_FPoint *mid,
                      const uint32_t *argb, bool plain, tree_look *lk)
{
    const maze *m = sm_maze(g);
    sm_cell mark = sm_cell_mark(g, c);
    int own = render_cell_paint(mark);
    *lk = (tree_look){.cx = cx, .cy = cy, .flat = cs < 3, .node = argb[own], .casing = argb[PAINT_WALL0],
                      .bg = argb[SM_CELL_BLANK]};
    if (r->tree_counting)
        r->tree_nodes += !lk->flat;
    if (lk->flat)
        return;
    /* the cells where things happen, and the marks a theme rings in the maze view, are bigger nodes */
    bool ringed = mark.kind < SM_CELL_KINDS && (r->th.ring[mark.kind] || big_node[mark.kind]);
    float rad = SDL_max(0.75f, (ringed ? TREE_NODE_RINGED : TREE_NODE) * cs), k = cs >= 6 ? SDL_max(1.0f, TREE_CASING * cs) : 0;
    float hw = SDL_max(0.5f, TREE_EDGE * cs), thin = SDL_max(0.5f, TREE_THIN * cs);
    lk->node_in2 = rad * rad;
    lk->node_out2 = (rad + k) * (rad + k);
    for (unsigned s = 0; s < m->sides; s++) {
        uint32_t nb = maze_neighbor(m, c, s);
        if (nb == MAZE_NONE || !maze_exists(m, nb))
            continue;
        sm_wall_kind w = plain ? SM_WALL_PLAIN : sm_wall_mark(g, c, s);
        bool marked = w != SM_WALL_PLAIN && w < SM_WALL_KINDS;
        if (maze_is_open(m, c, s)) {
            int p = w == SM_WALL_ACCEPTED ? PAINT_WALL0 + (int)w
                                          : render_passage_paint(own, render_cell_paint(sm_cell_mark(g, nb)));
            edge_to(lk, mid[s].x, mid[s].y, hw, k, argb[p]);
            if (r->tree_counting)
                r->tree_halves++;
        } else if (marked) {
            edge_to(lk, mid[s].x, mid[s].y, thin, k, argb[PAINT_WALL0 + (int)w]);
        }
    }
}

/* Where a batch of regions is painted: r->full, the box touched, and the paints as ARGB. */
typedef struct tree_canvas {
    render *r;
    const sm *g;
    uint32_t *px;
    int pitch;
    int x0, y0, x1, y1; /* touched: [x0, x1) x [y0, y1) */
    bool plain;
    uint32_t argb[PAINT_COUNT];
} tree_canvas;

/* Cell c's region on the rectangle: the pitch square [*rx, *rx + p) x [*ry, *ry + p) around its centre. */
static void rect_region(const render_layout *l, uint32_t c, int *rx, int *ry)
{
    *rx = (int)(c % l->w) * l->p + l->wt / 2;
    *ry = (int)(c / l->w) * l->p + l->wt / 2;
}

/* Cell c's look on the rectangle: its centre where the maze view has it, each side's middle on its region's edge. */
static void rect_look(tree_canvas *tc, uint32_t c, tree_look *lk)
{
    const render_layout *l = &tc->r->lay;
    int rx, ry;
    rect_region(l, c, &rx, &ry);
    float cx = (float)(l->wt + (int)(c % l->w) * l->p) + (float)l->s / 2;
    float cy = (float)(l->wt + (int)(c / l->w) * l->p) + (float)l->s / 2;
    SDL_FPoint mid[RECT_SIDES] = {
        [RECT_N] = {cx, (float)ry}, [RECT_E] = {(float)(rx + l->p), cy},
        [RECT_S] = {cx, (float)(ry + l->p)}, [RECT_W] = {(float)rx, cy},
    };
    render_tree_look(tc->r, tc->g, c, cx, cy, (float)l->p, mid, tc->argb, tc->plain, lk);
}

static void touch(tree_canvas *tc, int x0, int y0, int x1, int y1)
{
    tc->x0 = SDL_min(tc->x0, x0);
    tc->y0 = SDL_min(tc->y0, y0);
    tc->x1 = SDL_max(tc->x1, x1);
    tc->y1 = SDL_max(tc->y1, y1);
}

/* A full-size picture: cell c's region, pixel by pixel. */
static void paint_region(tree_canvas *tc, uint32_t c)
{
    const render_layout *l = &tc->r->lay;
    tree_look lk;
    rect_look(tc, c, &lk);
    int rx, ry;
    rect_region(l, c, &rx, &ry);
    int x1 = SDL_min(rx + l->p, l->xw), y1 = SDL_min(ry + l->p, l->xh);
    for (int y = ry; y < y1; y++) {
        uint32_t *row = tc->px + (size_t)y * (size_t)tc->pitch;
        for (int x = rx; x < x1; x++)
            row[x] = render_tree_pixel(&lk, (float)x + 0.5f, (float)y + 0.5f);
    }
    touch(tc, rx, ry, x1, y1);
}

/* The cell whose region holds picture coordinate v along an axis of n cells, or -1 (the margins). */
static long region_of(const render_layout *l, int v, uint32_t n)
{
    long k = v - l->wt / 2;
    return k < 0 || k / l->p >= (long)n ? -1 : k / l->p;
}

/* A sampled texture: texture pixel (tx, ty) as the picture's pixel at its centre; *cache holds the last look. */
static uint32_t sampled_pixel(tree_canvas *tc, int tx, int ty, uint32_t *last, tree_look *lk)
{
    const render_layout *l = &tc->r->lay;
    int px = tc->r->sx[tx], py = tc->r->sy[ty];
    long i = region_of(l, px, l->w), j = region_of(l, py, l->h);
    if (i < 0 || j < 0)
        return tc->argb[SM_CELL_BLANK];
    uint32_t c = (uint32_t)j * l->w + (uint32_t)i;
    if (c != *last) {
        rect_look(tc, c, lk);
        *last = c;
    }
    return render_tree_pixel(lk, (float)px + 0.5f, (float)py + 0.5f);
}

/* The first of n samples at or after picture coordinate v. */
static int first_sample(const int *map, int n, int v)
{
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (map[mid] < v)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* A sampled texture: the texture pixels that show cell c's region. */
static void paint_region_sampled(tree_canvas *tc, uint32_t c)
{
    const render_layout *l = &tc->r->lay;
    int rx, ry;
    rect_region(l, c, &rx, &ry);
    int tx0 = first_sample(tc->r->sx, l->xw, rx), tx1 = first_sample(tc->r->sx, l->xw, rx + l->p);
    int ty0 = first_sample(tc->r->sy, l->xh, ry), ty1 = first_sample(tc->r->sy, l->xh, ry + l->p);
    uint32_t last = MAZE_NONE;
    tree_look lk;
    for (int ty = ty0; ty < ty1; ty++) {
        uint32_t *row = tc->px + (size_t)ty * (size_t)tc->pitch;
        for (int tx = tx0; tx < tx1; tx++)
            row[tx] = sampled_pixel(tc, tx, ty, &last, &lk);
    }
    if (tx0 < tx1 && ty0 < ty1)
        touch(tc, tx0, ty0, tx1, ty1);
}

static bool canvas_open(render *r, const sm *g, tree_canvas *tc)
{
    const render_layout *l = &r->lay;
    if (!r->full || r->full->w != l->xw || r->full->h != l->xh)
        return false;
    *tc = (tree_canvas){.r = r, .g = g, .px = r->full->pixels, .pitch = r->full->pitch / 4,
                        .x0 = l->xw, .y0 = l->xh, .plain = !sm_marks_walls(g)};
    render_paint_argb(r, tc->argb);
    return true;
}

bool render_tree_paint_all(render *r, const sm *g)
{
    const render_layout *l = &r->lay;
    r->synced_all = true;
    r->tree_nodes = r->tree_halves = 0;
    if (l->shaped)
        return render_shape_tree_all(r, g);
    if (!r->full || r->full->w != l->xw || r->full->h != l->xh) {
        SDL_FreeSurface(r->full);
        r->full = SDL_CreateRGBSurfaceWithFormat(0, l->xw, l->xh, 32, SDL_PIXELFORMAT_ARGB8888);
        if (!r->full)
            return false;
    }
    tree_canvas tc;
    canvas_open(r, g, &tc);
    if (r->sx) { /* every texture pixel from the picture's */
        uint32_t last = MAZE_NONE;
        tree_look lk;
        for (int ty = 0; ty < l->xh; ty++) {
            uint32_t *row = tc.px + (size_t)ty * (size_t)tc.pitch;
            for (int tx = 0; tx < l->xw; tx++)
                row[tx] = sampled_pixel(&tc, tx, ty, &last, &lk);
        }
    } else {
        SDL_FillRect(r->full, NULL, tc.argb[SM_CELL_BLANK]); /* the margins round the regions */
        r->tree_counting = true;
        for (uint32_t c = 0; c < sm_maze(g)->n; c++)
            paint_region(&tc, c);
        r->tree_counting = false;
    }
    return render_upload_box(r, 0, 0, l->xw, l->xh);
}

bool render_tree_paint_changes(render *r, const sm *g)
{
    if (r->lay.shaped)
        return render_shape_tree_changes(r, g);
    size_t n;
    const uint32_t *changed = sm_changes(g, &n);
    const maze *m = sm_maze(g);
    tree_canvas tc;
    /* each change repaints up to five regions: past a tenth of the cells, redrawing all is cheaper */
    if (sm_changes_overflowed(g) || n > m->n / 10 || !canvas_open(r, g, &tc))
        return render_tree_paint_all(r, g);
    for (size_t i = 0; i < n; i++) {
        uint32_t c = changed[i];
        if (c >= m->n)
            continue;
        for (unsigned s = 0; s <= RECT_SIDES; s++) { /* c, then its neighbours: their edges take c's colour */
            uint32_t k = s == RECT_SIDES ? c : maze_neighbor(m, c, s);
            if (k == MAZE_NONE)
                continue;
            if (r->sx)
                paint_region_sampled(&tc, k);
            else
                paint_region(&tc, k);
        }
    }
    return render_upload_box(r, tc.x0, tc.y0, tc.x1, tc.y1);
}
