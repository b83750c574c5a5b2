/*
 * render_cells.c - painting cells and walls into the maze texture.
 *
 * One painter serves both paths. A full redraw writes pixels straight into
 * a CPU surface (kept for the next one) and copies that into the texture
 * once: O(texture pixels), after a restart, a style change or a resize, or
 * every frame when so much changed that it is the cheaper way. When the
 * texture is a sample of a larger picture (see render_impl.h), each of its
 * pixels is painted as the picture pixel it shows (picture_paint). An incremental update repaints
 * each changed cell with its four walls and four posts as rectangles,
 * batched by colour and filled with one SDL_RenderFillRects per colour.
 * A cell change can alter the colour of the passages and posts around it
 * (they take their neighbours' colours), which is why all nine parts are
 * repainted, and why a wall change touching both its cells is enough.
 */
#include <stdlib.h>
#include <string.h>

#include "render_impl.h"

/* Passage colours: the less active of two cells wins (popped cells show maze blue). */
static const uint8_t kind_rank[SM_CELL_KINDS] = {
    [SM_CELL_MAZE] = 0,     [SM_CELL_BLANK] = 1,  [SM_CELL_VISITED] = 2, [SM_CELL_DEAD] = 3,
    [SM_CELL_GROUP] = 4,    [SM_CELL_FRONTIER] = 5, [SM_CELL_SCAN] = 6,  [SM_CELL_STACK] = 7,
    [SM_CELL_WALK] = 8,     [SM_CELL_PATH] = 9,   [SM_CELL_CURRENT] = 10, [SM_CELL_CHOSEN] = 11,
    [SM_CELL_HEAD] = 12,    [SM_CELL_START] = 13, [SM_CELL_GOAL] = 14,
};

typedef struct painter {
    render *r;
    const sm *g;
    const maze *m;
    uint32_t *pixels; /* full redraw: the surface's pixels; NULL: batch rects */
    int pitch;        /* in pixels */
    uint32_t argb[PAINT_COUNT];
    bool over; /* batched rects go to the list drawn last (they lie over an interior) */
    bool oom;
    bool plain_walls;     /* the algorithm marks no walls: skip asking */
    const uint8_t *rows;  /* full redraw: the paints of cells rows_lo .. rows_hi - 1 */
    uint32_t rows_lo, rows_hi;
} painter;

/* Shades are drawn in RENDER_SHADES steps, so each is one paint. */
static int shade_step(uint8_t shade) { return shade * RENDER_SHADES / 256; }
static int visited_step(uint8_t shade) { return shade * RENDER_VISITED_SHADES / 256; }

int render_cell_paint(sm_cell k)
{
    switch (k.kind) {
    case SM_CELL_GROUP:
        return PAINT_GROUP0 + (int)(k.group % RENDER_GROUP_COLOURS);
    case SM_CELL_FRONTIER:
        return PAINT_FRONTIER0 + shade_step(k.shade);
    case SM_CELL_VISITED:
        return PAINT_VISITED0 + visited_step(k.shade);
    default:
        return k.kind < SM_CELL_KINDS ? (int)k.kind : SM_CELL_BLANK;
    }
}

/* A cell's paint: from the rows the full redraw keeps at hand, else from the machine. */
static int cell_paint(const painter *pt, uint32_t c)
{
    if (c - pt->rows_lo < pt->rows_hi - pt->rows_lo)
        return pt->rows[c - pt->rows_lo];
    return render_cell_paint(sm_cell_mark(pt->g, c));
}

static int kind_of_paint(int paint)
{
    if (paint >= PAINT_VISITED0)
        return SM_CELL_VISITED;
    if (paint >= PAINT_FRONTIER0)
        return SM_CELL_FRONTIER;
    if (paint >= PAINT_GROUP0)
        return SM_CELL_GROUP;
    return paint;
}

static int rank_of(int paint) { return kind_rank[kind_of_paint(paint)]; }

static int passage(int a, int b)
{
    if (a == b)
        return a;
    int ra = rank_of(a), rb = rank_of(b);
    if (ra != rb)
        return ra < rb ? a : b;
    return a < b ? a : b;
}

int render_passage_paint(int a, int b) { return passage(a, b); }

static inline void put(painter *pt, int paint, int x, int y, int w, int h)
{
    if (w <= 0 || h <= 0)
        return;
    if (pt->pixels) {
        uint32_t v = pt->argb[paint];
        if (w == 1 && h == 1) { /* big mazes: most parts are one pixel */
            pt->pixels[(size_t)y * (size_t)pt->pitch + (size_t)x] = v;
            return;
        }
        for (int j = 0; j < h; j++) {
            uint32_t *row = pt->pixels + (size_t)(y + j) * (size_t)pt->pitch + x;
            for (int i = 0; i < w; i++)
                row[i] = v;
        }
        return;
    }
    rect_list *l = pt->over ? &pt->r->over[paint] : &pt->r->lists[paint];
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 1024;
        SDL_Rect *v = realloc(l->v, cap * sizeof *v);
        if (!v) {
            pt->oom = true;
            return;
        }
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = (SDL_Rect){x, y, w, h};
}

/* The paint of the wall of c on side d. */
static int wall_paint(const painter *pt, uint32_t c, maze_dir d)
{
    uint32_t nb = maze_neighbor(pt->m, c, d);
    if (nb == MAZE_NONE)
        return PAINT_BORDER;
    sm_wall_kind k = pt->plain_walls ? SM_WALL_PLAIN : sm_wall_mark(pt->g, c, d);
    if (maze_is_open(pt->m, c, d))
        return k == SM_WALL_ACCEPTED ? PAINT_WALL0 + (int)k : passage(cell_paint(pt, c), cell_paint(pt, nb));
    return PAINT_WALL0 + (k < SM_WALL_KINDS ? (int)k : 0);
}

/* The post at grid corner (i, j): a wall if any of its four walls is closed. */
static int post_paint(const painter *pt, uint32_t i, uint32_t j)
{
    const maze *m = pt->m;
    if (i == 0 || j == 0 || i == m->w || j == m->h)
        return PAINT_BORDER;
    uint32_t a = (j - 1) * m->w + (i - 1), b = a + 1, c = a + m->w, d = c + 1;
    if (!maze_is_open(m, a, RECT_E) || !maze_is_open(m, c, RECT_E) ||
        !maze_is_open(m, a, RECT_S) || !maze_is_open(m, b, RECT_S))
        return PAINT_WALL0;
    return passage(passage(cell_paint(pt, a), cell_paint(pt, b)),
                   passage(cell_paint(pt, c), cell_paint(pt, d)));
}

static void put_post(painter *pt, uint32_t i, uint32_t j)
{
    const render_layout *l = &pt->r->lay;
    put(pt, post_paint(pt, i, j), (int)i * l->p, (int)j * l->p, l->wt, l->wt);
}

/* The paint of the marked-wall strip on side d of cell c, or -1 when that wall shows no mark. */
static int edge_paint(const painter *pt, uint32_t c, maze_dir d)
{
    if (pt->plain_walls || maze_neighbor(pt->m, c, d) == MAZE_NONE)
        return -1;
    sm_wall_kind k = sm_wall_mark(pt->g, c, d);
    bool open = maze_is_open(pt->m, c, d);
    if (k == SM_WALL_PLAIN || k >= SM_WALL_KINDS || (open && k != SM_WALL_ACCEPTED))
        return -1;
    return PAINT_WALL0 + (int)k;
}

/* The halo's width in a cell interior s wide: an eighth of it, none in interiors under 6 px. */
static int halo_width(int s) { return s < 6 ? 0 : SDL_max(1, s / 8); }

/*
 * The strip along side d inside cell c, or -1: a marked wall's (tentative,
 * accepted, rejected, new: drawn thicker, each cell painting a strip of the
 * mark's colour along its side, so the wall plus the two strips read as one
 * bar), or the halo along a closed wall of a cell the theme haloes (its
 * colour too close to the walls'). *w: the strip's width.
 */
static int strip_paint(const painter *pt, uint32_t c, maze_dir d, bool halo, int *w)
{
    const render_layout *l = &pt->r->lay;
    int p = l->mk > 0 ? edge_paint(pt, c, d) : -1;
    *w = l->mk;
    if (p >= 0 || !halo)
        return p;
    *w = halo_width(l->s);
    uint32_t nb = maze_neighbor(pt->m, c, d);
    return *w > 0 && (nb == MAZE_NONE || !maze_is_open(pt->m, c, d)) ? PAINT_HALO : -1;
}

/* Whether cell c is drawn with a halo along its closed walls. */
static bool haloed(const painter *pt, sm_cell k) { return k.kind < SM_CELL_KINDS && pt->r->th.halo[k.kind]; }

/* The casing's width beside a marked strip mk wide: a third of it, at least 1 px. */
static int casing_width(int mk) { return mk < 1 ? 0 : SDL_max(1, mk / 3); }

static bool is_marked(int paint) { return paint > PAINT_WALL0 && paint < PAINT_WALL0 + SM_WALL_KINDS; }

/*
 * The strips of layer `layer` inside cell c: layer 0 the marked walls' (or
 * the halo), layer 1 a casing of wall colour inside each marked strip when
 * the theme cases marked walls (their colours cannot be 3:1 from every
 * cell they are drawn on, but are from the wall colour).
 */
static void layer_paints(const painter *pt, uint32_t c, bool halo, int layer, int *p, int *w)
{
    for (int d = 0; d < RECT_SIDES; d++)
        p[d] = strip_paint(pt, c, (maze_dir)d, halo, &w[d]);
    if (layer == 0)
        return;
    int cw = pt->r->th.case_marks ? casing_width(pt->r->lay.mk) : 0;
    for (int d = 0; d < RECT_SIDES; d++) {
        p[d] = is_marked(p[d]) && cw > 0 ? PAINT_WALL0 : -1;
        w[d] = cw;
    }
}

/*
 * One layer's strips in box b: north and south b's width, west and east
 * between them, so no two strips overlap; b shrinks to what is inside.
 */
static void frame(const int *p, const int *w, SDL_Rect *b, SDL_Rect *out)
{
    int t[RECT_SIDES];
    for (int d = 0; d < RECT_SIDES; d++)
        t[d] = p[d] >= 0 ? w[d] : 0;
    out[RECT_N] = (SDL_Rect){b->x, b->y, b->w, t[RECT_N]};
    out[RECT_S] = (SDL_Rect){b->x, b->y + b->h - t[RECT_S], b->w, t[RECT_S]};
    int mid = b->h - t[RECT_N] - t[RECT_S];
    out[RECT_W] = (SDL_Rect){b->x, b->y + t[RECT_N], t[RECT_W], mid};
    out[RECT_E] = (SDL_Rect){b->x + b->w - t[RECT_E], b->y + t[RECT_N], t[RECT_E], mid};
    *b = (SDL_Rect){b->x + t[RECT_W], b->y + t[RECT_N], b->w - t[RECT_W] - t[RECT_E], mid};
}

/*
 * Layer `layer`'s rectangles in box b (shrunk to what is inside): r[i] in
 * paint p[i]; returns how many (at most 3 * RECT_SIDES). In a theme that
 * cases marked walls, a marked strip's end that meets no other strip (an
 * open wall beside it) is capped with the casing too.
 */
static int layer_rects(const painter *pt, uint32_t c, bool halo, int layer, SDL_Rect *b, SDL_Rect *r, int *p)
{
    int w[RECT_SIDES];
    layer_paints(pt, c, halo, layer, p, w);
    frame(p, w, b, r);
    int n = RECT_SIDES, cw = layer == 0 && pt->r->th.case_marks ? casing_width(pt->r->lay.mk) : 0;
    for (int d = 0; d < RECT_SIDES && cw > 0; d++) {
        bool vert = d == RECT_W || d == RECT_E;
        int ends[2] = {vert ? p[RECT_N] : p[RECT_W], vert ? p[RECT_S] : p[RECT_E]};
        for (int e = 0; e < 2 && is_marked(p[d]); e++) {
            if (ends[e] >= 0)
                continue;
            SDL_Rect *st = &r[d], cap = *st;
            if (vert) {
                cap.h = cw;
                cap.y = e == 0 ? st->y : st->y + st->h - cw;
                st->y += e == 0 ? cw : 0;
                st->h -= cw;
            } else {
                cap.w = cw;
                cap.x = e == 0 ? st->x : st->x + st->w - cw;
                st->x += e == 0 ? cw : 0;
                st->w -= cw;
            }
            r[n] = cap;
            p[n++] = PAINT_WALL0;
        }
    }
    return n;
}

/* The strips along the four sides, layer by layer from the walls in. */
static void edge_strips(painter *pt, uint32_t c, bool halo, int ox, int oy)
{
    SDL_Rect b = {ox, oy, pt->r->lay.s, pt->r->lay.s}, r[3 * RECT_SIDES];
    int p[3 * RECT_SIDES];
    for (int layer = 0; layer < 2; layer++) {
        int n = layer_rects(pt, c, halo, layer, &b, r, p);
        for (int i = 0; i < n; i++)
            if (p[i] >= 0)
                put(pt, p[i], r[i].x, r[i].y, r[i].w, r[i].h);
    }
}

/* The strip (edge_strips) that covers offset (ox, oy) of cell c's interior, or -1. */
static int strip_at(const painter *pt, uint32_t c, bool halo, int ox, int oy)
{
    SDL_Rect b = {0, 0, pt->r->lay.s, pt->r->lay.s}, r[3 * RECT_SIDES];
    SDL_Point q = {ox, oy};
    int p[3 * RECT_SIDES];
    for (int layer = 0; layer < 2; layer++) {
        int n = layer_rects(pt, c, halo, layer, &b, r, p);
        for (int i = 0; i < n; i++)
            if (p[i] >= 0 && SDL_PointInRect(&q, &r[i]))
                return p[i];
    }
    return -1;
}

/* The ring's width in a cell interior s wide: a sixth of it, none in interiors under 5 px. */
static int ring_width(int s) { return s < 5 ? 0 : SDL_max(1, s / 6); }

/* A frame of wall colour just inside the cell (themes ring the cells that touch many marks). */
static void ring(painter *pt, int ox, int oy)
{
    const render_layout *l = &pt->r->lay;
    int t = ring_width(l->s);
    if (t == 0)
        return;
    put(pt, PAINT_WALL0, ox, oy, l->s, t);
    put(pt, PAINT_WALL0, ox, oy + l->s - t, l->s, t);
    put(pt, PAINT_WALL0, ox, oy + t, t, l->s - 2 * t);
    put(pt, PAINT_WALL0, ox + l->s - t, oy + t, t, l->s - 2 * t);
}

/* Cell c's interior, walls east and south, and its south-east post. */
static void paint_cell_own(painter *pt, uint32_t c, uint32_t x, uint32_t y)
{
    const render_layout *l = &pt->r->lay;
    int ox = l->wt + (int)x * l->p, oy = l->wt + (int)y * l->p;
    put(pt, cell_paint(pt, c), ox, oy, l->s, l->s);
    if (l->wt == 0)
        return;
    /*
     * A ringed cell's frame replaces the marked-wall strips: incremental
     * updates fill rectangles by colour, not in call order, so parts of a
     * cell must not overlap except over its interior (filled first).
     */
    sm_cell k = sm_cell_mark(pt->g, c);
    pt->over = true;
    if (k.kind < SM_CELL_KINDS && pt->r->th.ring[k.kind])
        ring(pt, ox, oy);
    else if (l->mk > 0 || haloed(pt, k))
        edge_strips(pt, c, haloed(pt, k), ox, oy);
    pt->over = false;
    put(pt, wall_paint(pt, c, RECT_E), ox + l->s, oy, l->wt, l->s);
    put(pt, wall_paint(pt, c, RECT_S), ox, oy + l->s, l->s, l->wt);
    put_post(pt, x + 1, y + 1);
}

/* Everything cell c's look can affect: its part plus its west and north walls and posts. */
static void paint_cell_all(painter *pt, uint32_t c)
{
    const render_layout *l = &pt->r->lay;
    uint32_t x = maze_x(pt->m, c), y = maze_y(pt->m, c);
    paint_cell_own(pt, c, x, y);
    if (l->wt == 0)
        return;
    int ox = l->wt + (int)x * l->p, oy = l->wt + (int)y * l->p;
    put(pt, wall_paint(pt, c, RECT_W), ox - l->wt, oy, l->wt, l->s);
    put(pt, wall_paint(pt, c, RECT_N), ox, oy - l->wt, l->s, l->wt);
    put_post(pt, x, y);
    put_post(pt, x + 1, y);
    put_post(pt, x, y + 1);
}

/*
 * Where picture coordinate v lies along an axis of n cells: on grid line
 * *i (a wall or post column), or in cell *i at offset *off of its interior.
 */
static bool on_line(const render_layout *l, int v, uint32_t *i, int *off)
{
    if (v < l->wt) {
        *i = 0;
        return true;
    }
    int k = (v - l->wt) / l->p, o = (v - l->wt) % l->p;
    *i = (uint32_t)k + (o >= l->s);
    *off = o;
    return o >= l->s;
}

/* The paint of picture pixel (x, y): what the full-size painter puts there. */
static int picture_paint(const painter *pt, int x, int y)
{
    const render_layout *l = &pt->r->lay;
    uint32_t i, j, w = pt->m->w;
    int ox = 0, oy = 0;
    bool lx = on_line(l, x, &i, &ox), ly = on_line(l, y, &j, &oy);
    if (lx && ly)
        return post_paint(pt, i, j);
    if (lx)
        return i == 0 ? PAINT_BORDER : wall_paint(pt, j * w + i - 1, RECT_E);
    if (ly)
        return j == 0 ? PAINT_BORDER : wall_paint(pt, (j - 1) * w + i, RECT_S);
    uint32_t c = j * w + i;
    if (l->wt > 0) {
        sm_cell k = sm_cell_mark(pt->g, c);
        if (k.kind < SM_CELL_KINDS && pt->r->th.ring[k.kind]) {
            int t = ring_width(l->s);
            if (t > 0 && (ox < t || oy < t || ox >= l->s - t || oy >= l->s - t))
                return PAINT_WALL0;
        } else if (l->mk > 0 || haloed(pt, k)) {
            int p = strip_at(pt, c, haloed(pt, k), ox, oy);
            if (p >= 0)
                return p;
        }
    }
    return cell_paint(pt, c);
}

/* The first of n sample positions at or after picture coordinate v. */
static int first_sample(const int *map, int n, int v, int full)
{
    int t = (int)((int64_t)v * n / full);
    while (t > 0 && map[t - 1] >= v)
        t--;
    while (t < n && map[t] < v)
        t++;
    return t;
}

/* A sampled texture: the pixels showing cell c and its walls and posts, each as its own point. */
static void paint_cell_sampled(painter *pt, uint32_t c)
{
    const render_layout *l = &pt->r->lay;
    const int *sx = pt->r->sx, *sy = pt->r->sy;
    int x0 = (int)maze_x(pt->m, c) * l->p, y0 = (int)maze_y(pt->m, c) * l->p;
    int x1 = x0 + l->p + l->wt, y1 = y0 + l->p + l->wt;
    for (int ty = first_sample(sy, l->xh, y0, l->th); ty < l->xh && sy[ty] < y1; ty++)
        for (int tx = first_sample(sx, l->xw, x0, l->tw); tx < l->xw && sx[tx] < x1; tx++)
            put(pt, picture_paint(pt, sx[tx], sy[ty]), tx, ty, 1, 1);
}

/* A sampled texture whole, into pt's pixels. */
static void paint_all_sampled(painter *pt)
{
    const render_layout *l = &pt->r->lay;
    for (int ty = 0; ty < l->xh; ty++) {
        uint32_t *row = pt->pixels + (size_t)ty * (size_t)pt->pitch;
        for (int tx = 0; tx < l->xw; tx++)
            row[tx] = pt->argb[picture_paint(pt, pt->r->sx[tx], pt->r->sy[ty])];
    }
}

static void painter_init(painter *pt, render *r, const sm *g)
{
    *pt = (painter){.r = r, .g = g, .m = sm_maze(g), .plain_walls = !sm_marks_walls(g)};
    render_paint_argb(r, pt->argb);
}

/* The paints of row y's cells into out (w entries). */
static void row_paints(const painter *pt, uint32_t y, uint8_t *out)
{
    uint32_t w = pt->m->w, c = y * w;
    for (uint32_t x = 0; x < w; x++)
        out[x] = (uint8_t)render_cell_paint(sm_cell_mark(pt->g, c + x));
}

/*
 * The whole texture: painted into a CPU surface kept for the next time
 * (at top speed on a big maze this runs every frame), one row of cells at
 * a time with the paints of that row and the next at hand, so each cell's
 * mark is asked for once, not once per wall and post it colours.
 */
bool render_paint_all(render *r, const sm *g)
{
    const render_layout *l = &r->lay;
    if (r->tree)
        return render_tree_paint_all(r, g);
    if (l->shaped)
        return render_shape_paint_all(r, g);
    if (!r->full || r->full->w != l->xw || r->full->h != l->xh) {
        SDL_FreeSurface(r->full);
        r->full = SDL_CreateRGBSurfaceWithFormat(0, l->xw, l->xh, 32, SDL_PIXELFORMAT_ARGB8888);
        if (!r->full)
            return false;
    }
    SDL_Surface *s = r->full;
    painter pt;
    painter_init(&pt, r, g);
    pt.pixels = s->pixels;
    pt.pitch = s->pitch / 4;
    r->synced_all = true;
    if (r->sx) {
        paint_all_sampled(&pt);
        return render_upload_box(r, 0, 0, s->w, s->h);
    }
    uint8_t *rows = malloc(2 * (size_t)l->w);
    if (!rows)
        return SDL_OutOfMemory() == 0;
    pt.rows = rows;
    put(&pt, PAINT_BORDER, 0, 0, l->tw, l->wt);
    put(&pt, PAINT_BORDER, 0, 0, l->wt, l->th);
    row_paints(&pt, 0, rows + l->w);
    uint32_t c = 0;
    for (uint32_t y = 0; y < l->h; y++) {
        memcpy(rows, rows + l->w, l->w); /* row y, then row y + 1 when there is one */
        pt.rows_lo = y * l->w;
        pt.rows_hi = pt.rows_lo + l->w;
        if (y + 1 < l->h) {
            row_paints(&pt, y + 1, rows + l->w);
            pt.rows_hi += l->w;
        }
        for (uint32_t x = 0; x < l->w; x++, c++)
            paint_cell_own(&pt, c, x, y);
    }
    free(rows);
    return render_upload_box(r, 0, 0, s->w, s->h);
}

/* Fills every rectangle of the lists, one colour at a time, and empties them. */
static bool fill_lists(render *r, rect_list *lists)
{
    bool ok = true;
    for (int p = 0; p < PAINT_COUNT; p++) {
        rect_list *rl = &lists[p];
        if (rl->n == 0)
            continue;
        SDL_Color c = r->paint[p];
        ok = ok && SDL_SetRenderDrawColor(r->ren, c.r, c.g, c.b, 255) == 0 &&
             SDL_RenderFillRects(r->ren, rl->v, (int)rl->n) == 0;
        rl->n = 0;
    }
    return ok;
}

bool render_paint_changes(render *r, const sm *g)
{
    if (r->tree)
        return render_tree_paint_changes(r, g);
    if (r->lay.shaped)
        return render_shape_paint_changes(r, g);
    size_t n;
    const uint32_t *changed = sm_changes(g, &n);
    /* A full log dropped changes, a seek lists none; past a quarter, redrawing all is cheaper anyway. */
    if (sm_changes_overflowed(g) || n > sm_maze(g)->n / 4)
        return render_paint_all(r, g);
    if (n == 0)
        return true;
    painter pt;
    painter_init(&pt, r, g);
    for (size_t i = 0; i < n; i++) {
        if (r->sx)
            paint_cell_sampled(&pt, changed[i]);
        else
            paint_cell_all(&pt, changed[i]);
    }
    if (pt.oom) {
        for (int p = 0; p < PAINT_COUNT; p++)
            r->lists[p].n = r->over[p].n = 0;
        return render_paint_all(r, g);
    }
    if (SDL_SetRenderTarget(r->ren, r->maze_tex) != 0)
        return false;
    SDL_SetRenderDrawBlendMode(r->ren, SDL_BLENDMODE_NONE);
    /* By colour, not in call order: interiors and walls first, then what lies over interiors. */
    bool ok = fill_lists(r, r->lists) && fill_lists(r, r->over);
    SDL_SetRenderTarget(r->ren, NULL);
    return ok;
}

static SDL_Color mix(SDL_Color a, SDL_Color b, int i, int n)
{
    return (SDL_Color){(Uint8)(a.r + (b.r - a.r) * i / n), (Uint8)(a.g + (b.g - a.g) * i / n),
                       (Uint8)(a.b + (b.b - a.b) * i / n), 255};
}

SDL_Color render_cell_colour(const render_theme *th, sm_cell c)
{
    int k = c.kind < SM_CELL_KINDS ? c.kind : SM_CELL_BLANK;
    if (k == SM_CELL_GROUP)
        return th->group[c.group % RENDER_GROUP_COLOURS];
    if (k == SM_CELL_FRONTIER)
        return mix(th->cell[k], th->shade_hi[k], shade_step(c.shade), RENDER_SHADES - 1);
    if (k == SM_CELL_VISITED)
        return mix(th->cell[k], th->shade_hi[k], visited_step(c.shade), RENDER_VISITED_SHADES - 1);
    return th->cell[k];
}

void render_make_paints(render *r)
{
    const render_theme *th = &r->th;
    for (int k = 0; k < SM_CELL_KINDS; k++)
        r->paint[k] = th->cell[k];
    for (int k = 0; k < SM_WALL_KINDS; k++)
        r->paint[PAINT_WALL0 + k] = th->wall[k];
    r->paint[PAINT_BORDER] = th->border;
    r->paint[PAINT_HALO] = th->halo_colour;
    r->paint[PAINT_TUNNEL] = mix(th->wall[SM_WALL_PLAIN], th->cell[SM_CELL_MAZE], 2, 5); /* a shadow: the way goes under */
    for (int i = 0; i < RENDER_GROUP_COLOURS; i++)
        r->paint[PAINT_GROUP0 + i] = th->group[i];
    for (int i = 0; i < RENDER_SHADES; i++)
        r->paint[PAINT_FRONTIER0 + i] = mix(th->cell[SM_CELL_FRONTIER], th->shade_hi[SM_CELL_FRONTIER], i, RENDER_SHADES - 1);
    for (int i = 0; i < RENDER_VISITED_SHADES; i++)
        r->paint[PAINT_VISITED0 + i] = mix(th->cell[SM_CELL_VISITED], th->shade_hi[SM_CELL_VISITED], i, RENDER_VISITED_SHADES - 1);
}
