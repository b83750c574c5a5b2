/*
 * render_shape.c - painting mazes that are not plain rectangles: hexagons,
 * triangles, polar grids and masked grids of any shape, as polygons.
 *
 * Each cell paints only inside its own outline: a band along each side,
 * coloured as that side is (the wall, the outer border, a marked wall, or
 * the cell's own colour where the passage is open), and the rest of the
 * cell, inset from the sides by the bands, in the cell's colour. Every band
 * has some width, so the only points on a cell's outline are the shape's
 * own corners, which neighbours share bit for bit. A wall
 * between two cells is their two bands side by side, so it is centred on
 * the line; marked walls have wider bands. An open passage across a seam
 * of a wrapped board (grid_seam) is a wide band of the seam's colour at
 * each of its two ends, which the picture draws apart, so the two ends
 * match. Since no cell paints outside
 * its outline, redrawing a changed cell never touches a neighbour: an
 * incremental update repaints exactly the cells in the change log (a wall
 * change logs both its cells), and a full redraw is the same for every
 * cell.
 *
 * The triangles are filled here, on the CPU, into a surface kept for the
 * next update (only the part that changed is uploaded), with a fill rule
 * that gives each pixel to exactly one of two triangles sharing an edge:
 * the shapes compute shared corners bit for bit alike, so cells tile the
 * picture with no seam and no pixel depends on the order they were drawn
 * in - an incremental update equals a full redraw, pixel for pixel.
 * Walls are as wide, against the size of a cell, as the theme makes them
 * on a rectangle.
 *
 * Cells smaller than 4 pixels would be mostly edges: there each pixel
 * simply takes the colour of the cell under its centre (the shape's
 * cell_at), with no walls - a full redraw then costs the picture's pixels,
 * not its cells' triangles (600x600 hexagons: about 40 ms instead of 0.8 s).
 *
 * The outline comes from the shape's walls in side order (grid.h), so each
 * edge knows its side. The interior is a fan from the cell's centre (the
 * shapes' outlines are star-shaped around it). Cells below 3 pixels get no
 * bands: their walls would be less than a pixel wide.
 */
#include <math.h>
#include <stdlib.h>

#include "mazeviz/grid.h"
#include "render_impl.h"


typedef struct outline {
    SDL_FPoint p[GRID_MAX_POINTS];
    uint8_t side[GRID_MAX_POINTS]; /* edge i (p[i] -> p[i+1]) is on this side */
    unsigned n;
    SDL_FPoint centre;
} outline;

static SDL_FPoint px(const render_layout *l, grid_pt g)
{
    return (SDL_FPoint){(float)l->ox + g.x * l->scale, (float)l->oy + g.y * l->scale};
}

/* c's outline in texture pixels, edge by edge with their sides. */
static void outline_of(const render_layout *l, const maze *m, uint32_t c, outline *o)
{
    grid_pt part[GRID_MAX_POINTS];
    o->n = 0;
    for (unsigned s = 0; s < m->sides; s++) {
        unsigned k = m->shape->wall(m, c, s, part);
        for (unsigned i = 0; i + 1 < k && o->n < GRID_MAX_POINTS; i++) {
            o->side[o->n] = (uint8_t)s;
            o->p[o->n++] = px(l, part[i]);
        }
    }
    o->centre = px(l, m->shape->center(m, c));
}

/* Where a batch of cells is painted: a surface's pixels, and the box they touched. */
typedef struct canvas {
    uint32_t *px;
    int pitch, w, h; /* pitch in pixels */
    int x0, y0, x1, y1; /* touched: [x0, x1) x [y0, y1) */
    uint32_t argb[PAINT_COUNT];
} canvas;

#define SUB 8 /* bits of sub-pixel precision */

/* A coordinate in 1/256 pixels, rounded to nearest (texture coordinates are never negative). */
static int64_t fixed(float v) { return (int64_t)(v * (float)(1 << SUB) + 0.5f); }

/* Whether an edge includes the points exactly on it: one of its two directions does. */
static bool edge_owns(int64_t dx, int64_t dy) { return dy > 0 || (dy == 0 && dx < 0); }

/*
 * Narrows [lo, hi] to the pixels x of a row where an edge function that is
 * w at x0 and grows by step per pixel is >= 0: exactly the pixels the
 * per-pixel test takes, found with one division. False when none are left.
 */
static bool span(int64_t w, int64_t step, int x0, int *lo, int *hi)
{
    if (step > 0) {
        int64_t k = w >= 0 ? 0 : (-w + step - 1) / step;
        *lo = (int)SDL_max((int64_t)*lo, x0 + k);
    } else if (step < 0) {
        if (w < 0)
            return false;
        *hi = (int)SDL_min((int64_t)*hi, x0 + w / -step);
    } else if (w < 0) {
        return false;
    }
    return *lo <= *hi;
}

/*
 * Fills triangle a b c: pixel centres strictly inside, and those on an
 * edge that owns them (edge_owns), so two triangles sharing an edge never
 * both take or both leave a pixel on it.
 */
static void fill_tri(canvas *cv, SDL_FPoint a, SDL_FPoint b, SDL_FPoint c, uint32_t col, const tree_look *lk)
{
    int64_t ax = fixed(a.x), ay = fixed(a.y), bx = fixed(b.x), by = fixed(b.y), cx = fixed(c.x), cy = fixed(c.y);
    int64_t area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    if (area == 0)
        return;
    if (area < 0) { /* one orientation: swap b and c */
        int64_t t = bx;
        bx = cx;
        cx = t;
        t = by;
        by = cy;
        cy = t;
    }
    int64_t half = 1 << (SUB - 1);
    int minx = (int)SDL_max(0, (SDL_min(ax, SDL_min(bx, cx)) - half) >> SUB);
    int maxx = (int)SDL_min(cv->w - 1, (SDL_max(ax, SDL_max(bx, cx)) + half) >> SUB);
    int miny = (int)SDL_max(0, (SDL_min(ay, SDL_min(by, cy)) - half) >> SUB);
    int maxy = (int)SDL_min(cv->h - 1, (SDL_max(ay, SDL_max(by, cy)) + half) >> SUB);
    if (minx > maxx || miny > maxy)
        return;
    /* edge functions at the first pixel centre, and their steps */
    int64_t e1dx = bx - ax, e1dy = by - ay, e2dx = cx - bx, e2dy = cy - by, e3dx = ax - cx, e3dy = ay - cy;
    int64_t px0 = ((int64_t)minx << SUB) + half, py0 = ((int64_t)miny << SUB) + half;
    int64_t w1 = e1dx * (py0 - ay) - e1dy * (px0 - ax) - !edge_owns(e1dx, e1dy);
    int64_t w2 = e2dx * (py0 - by) - e2dy * (px0 - bx) - !edge_owns(e2dx, e2dy);
    int64_t w3 = e3dx * (py0 - cy) - e3dy * (px0 - cx) - !edge_owns(e3dx, e3dy);
    const int64_t one = (int64_t)1 << SUB; /* a multiply: a negative value shifted left is undefined */
    int64_t s1x = -e1dy * one, s2x = -e2dy * one, s3x = -e3dy * one;
    int64_t s1y = e1dx * one, s2y = e2dx * one, s3y = e3dx * one;
    bool any = false;
    for (int y = miny; y <= maxy; y++, w1 += s1y, w2 += s2y, w3 += s3y) {
        int lo = minx, hi = maxx;
        if (!span(w1, s1x, minx, &lo, &hi) || !span(w2, s2x, minx, &lo, &hi) || !span(w3, s3x, minx, &lo, &hi))
            continue;
        uint32_t *row = cv->px + (size_t)y * (size_t)cv->pitch;
        if (lk) /* the tree view: each pixel from its cell's look */
            for (int x = lo; x <= hi; x++)
                row[x] = render_tree_pixel(lk, (float)x + 0.5f, (float)y + 0.5f);
        else
            for (int x = lo; x <= hi; x++)
                row[x] = col;
        any = true;
    }
    if (any) {
        cv->x0 = SDL_min(cv->x0, minx);
        cv->y0 = SDL_min(cv->y0, miny);
        cv->x1 = SDL_max(cv->x1, maxx + 1);
        cv->y1 = SDL_max(cv->y1, maxy + 1);
    }
}

/*
 * The outline moved inward by t[i] along edge i. Edge i's inner side runs
 * from st[i] to en[i + 1]: at a corner (or where the widths agree) both
 * are the point where the two offset edges meet, but where two edges run
 * nearly straight on with different widths (an arc where a closed wall
 * meets an open or marked one) that point would lie far off, outside the
 * cell, so the inner side steps there instead: en[i] and st[i] are the
 * corner moved along each edge's own normal.
 */
static void inset(const outline *o, const float *t, SDL_FPoint *st, SDL_FPoint *en)
{
    for (unsigned i = 0; i < o->n; i++) {
        unsigned a = (i + o->n - 1) % o->n; /* the edge into point i, then edge i out of it */
        SDL_FPoint p = o->p[i], pa = o->p[a], pb = o->p[(i + 1) % o->n];
        float ax = p.x - pa.x, ay = p.y - pa.y, bx = pb.x - p.x, by = pb.y - p.y;
        float la = sqrtf(ax * ax + ay * ay), lb = sqrtf(bx * bx + by * by);
        if (la < 1e-6f || lb < 1e-6f) {
            st[i] = en[i] = p;
            continue;
        }
        /* inward normals of a clockwise outline on screen (y down) */
        float n1x = -ay / la, n1y = ax / la, n2x = -by / lb, n2y = bx / lb;
        en[i] = (SDL_FPoint){p.x + n1x * t[a], p.y + n1y * t[a]};
        st[i] = (SDL_FPoint){p.x + n2x * t[i], p.y + n2y * t[i]};
        /* a real corner (turning 30 degrees or more), or equal widths: the offset edges meet */
        float det = n1x * n2y - n1y * n2x;
        if (fabsf(det) < 1e-6f || (t[a] != t[i] && fabsf(det) < 0.5f))
            continue;
        /* q with q.n1 = t[a] and q.n2 = t[i] */
        float qx = (t[a] * n2y - t[i] * n1y) / det, qy = (n1x * t[i] - n2x * t[a]) / det;
        st[i] = en[i] = (SDL_FPoint){p.x + qx, p.y + qy};
    }
}

/* Whether a tunnel leaves c under the cell across its side s (a weave: that wall is crossed, not closed). */
static bool tunnel_through(const maze *m, uint32_t c, unsigned s)
{
    uint32_t nb = maze_neighbor(m, c, s);
    for (unsigned t = 0; m->shape->under && nb != MAZE_NONE && t < m->sides; t++)
        if (maze_is_open(m, c, t) && grid_under(m, c, t) == nb)
            return true;
    return false;
}

/* The paint of side s of cell c (its band), and the band's width. */
static int band_paint(const render *r, const sm *g, const maze *m, uint32_t c, unsigned s, int fill,
                      bool plain, float *w)
{
    const render_layout *l = &r->lay;
    *w = l->band;
    if (maze_neighbor(m, c, s) == MAZE_NONE)
        return PAINT_BORDER;
    sm_wall_kind k = plain ? SM_WALL_PLAIN : sm_wall_mark(g, c, s);
    bool open = maze_is_open(m, c, s);
    if (k != SM_WALL_PLAIN && k < SM_WALL_KINDS && (!open || k == SM_WALL_ACCEPTED)) {
        *w = l->band_marked;
        return PAINT_WALL0 + (int)k;
    }
    uint32_t seam = open ? grid_seam(m, c, s) : 0;
    if (seam) { /* a wrapped passage: both its ends, drawn apart, wear the seam's colour */
        *w = l->band_marked;
        return PAINT_GROUP0 + (int)((seam - 1) % RENDER_GROUP_COLOURS);
    }
    if (open || tunnel_through(m, c, s)) /* a band of the cell's own colour: every band has width, so no inner
                                           corner lands on the outline; a tunnel's end opens its wall */
        return fill;
    return PAINT_WALL0;
}

/*
 * The region between an outline (outer starts and ends: as, ae) and its
 * inset (bs, be), edge by edge, in one paint per edge (all `only` when
 * paint is NULL). Where an edge's sides step (ae != as) the step's sliver
 * goes to the edge before.
 */
static void ring_bands(canvas *cv, const SDL_FPoint *as, const SDL_FPoint *ae, const SDL_FPoint *bs,
                       const SDL_FPoint *be, unsigned n, const int *paint, int only)
{
    for (unsigned i = 0; i < n; i++) {
        uint32_t col = cv->argb[paint ? paint[i] : only];
        unsigned j = (i + 1) % n;
        fill_tri(cv, as[i], ae[j], be[j], col, NULL);
        fill_tri(cv, as[i], be[j], bs[i], col, NULL);
        if (be[j].x != bs[j].x || be[j].y != bs[j].y || ae[j].x != as[j].x || ae[j].y != as[j].y) {
            fill_tri(cv, ae[j], as[j], bs[j], col, NULL); /* the step at the next corner */
            fill_tri(cv, ae[j], bs[j], be[j], col, NULL);
        }
    }
}

/* A segment a-b as a quad of width w, in colour col (inside the cell being painted). */
static void fill_segment(canvas *cv, SDL_FPoint a, SDL_FPoint b, float w, uint32_t col)
{
    float dx = b.x - a.x, dy = b.y - a.y, len = sqrtf(dx * dx + dy * dy);
    if (len < 1e-6f)
        return;
    float nx = -dy / len * w / 2, ny = dx / len * w / 2;
    SDL_FPoint p0 = {a.x + nx, a.y + ny}, p1 = {b.x + nx, b.y + ny}, p2 = {b.x - nx, b.y - ny}, p3 = {a.x - nx, a.y - ny};
    fill_tri(cv, p0, p1, p2, col, NULL);
    fill_tri(cv, p0, p2, p3, col, NULL);
}

/*
 * A weave's tunnel under c, drawn by c alone, so a redraw of c draws it
 * whole: at each wall it crosses (grid_tunnel_ends) its mouth, inside the
 * wall's band, in the tunnel's dark tone, edged by its two stubs as thick
 * as a wall, a third of the cell deep; the middle of c stays the corridor
 * above, and the walls themselves stay: the corridor runs on over it.
 */
static void paint_tunnels_under(const render *r, canvas *cv, const maze *m, uint32_t c)
{
    const render_layout *l = &r->lay;
    float wide = SDL_max(1.0f, 2 * l->band), off = l->band;
    for (unsigned s = 0; m->shape->under && s < m->sides; s++) {
        uint32_t nb = maze_neighbor(m, c, s);
        for (unsigned t = 0; nb != MAZE_NONE && t < m->sides; t++) {
            uint32_t far = maze_neighbor(m, nb, t);
            if (far == MAZE_NONE || far < nb || !maze_is_open(m, nb, t) || grid_under(m, nb, t) != c)
                continue;
            grid_pt end[2][4];
            grid_tunnel_ends(m, nb, t, end);
            for (int i = 0; i < 2; i++) {
                SDL_FPoint a = px(l, end[i][0]), b = px(l, end[i][1]), a2 = px(l, end[i][2]), b2 = px(l, end[i][3]);
                float dx = a2.x - a.x, dy = a2.y - a.y, len = sqrtf(dx * dx + dy * dy), k = len > off ? off / len : 1;
                SDL_FPoint a1 = {a.x + dx * k, a.y + dy * k}, b1 = {b.x + dx * k, b.y + dy * k};
                fill_tri(cv, a1, b1, b2, cv->argb[PAINT_TUNNEL], NULL);
                fill_tri(cv, a1, b2, a2, cv->argb[PAINT_TUNNEL], NULL);
                fill_segment(cv, a, a2, wide, cv->argb[PAINT_WALL0]);
                fill_segment(cv, b, b2, wide, cv->argb[PAINT_WALL0]);
            }
        }
    }
}

/* The cells whose pictures a change at c touches besides c: those its open tunnels run under. */
static void paint_under_of(const render *r, canvas *cv, const sm *g, const maze *m, uint32_t c, bool plain);

/* One cell: bands, a ring for ringed marks (a halo along closed walls for haloed ones), the interior. */
/*
 * The arrows of c's open passages across sides with no wall in the picture
 * (a cube's up and down: grid_shape.passage_mark), in the wall's colour
 * or its mark's; inside c, so they repaint with it.
 */
static void paint_marks(const render *r, canvas *cv, const sm *g, const maze *m, uint32_t c, bool plain)
{
    grid_pt p[GRID_MAX_POINTS];
    for (unsigned s = 0; m->shape->passage_mark && s < m->sides; s++) {
        unsigned n = maze_is_open(m, c, s) ? m->shape->passage_mark(m, c, s, p) : 0;
        sm_wall_kind k = plain || n < 3 ? SM_WALL_PLAIN : sm_wall_mark(g, c, s);
        uint32_t col = cv->argb[PAINT_WALL0 + (k < SM_WALL_KINDS ? (int)k : 0)];
        for (unsigned i = 2; i < n; i++)
            fill_tri(cv, px(&r->lay, p[0]), px(&r->lay, p[i - 1]), px(&r->lay, p[i]), col, NULL);
    }
}

static void paint_cell(const render *r, canvas *cv, const sm *g, const maze *m, uint32_t c, bool plain)
{
    if (!maze_exists(m, c))
        return;
    const render_layout *l = &r->lay;
    outline o;
    outline_of(l, m, c, &o);
    if (o.n < 3)
        return;
    sm_cell k = sm_cell_mark(g, c);
    int fill = render_cell_paint(k);
    SDL_FPoint st[GRID_MAX_POINTS], en[GRID_MAX_POINTS], st2[GRID_MAX_POINTS], en2[GRID_MAX_POINTS];
    const SDL_FPoint *is = o.p, *ie = o.p;
    if (l->band > 0) {
        float t[GRID_MAX_POINTS];
        int paint[GRID_MAX_POINTS];
        for (unsigned i = 0; i < o.n; i++)
            paint[i] = band_paint(r, g, m, c, o.side[i], fill, plain, &t[i]);
        inset(&o, t, st, en);
        ring_bands(cv, o.p, o.p, st, en, o.n, paint, 0);
        is = st;
        ie = en;
        bool ring = k.kind < SM_CELL_KINDS && r->th.ring[k.kind], halo = k.kind < SM_CELL_KINDS && r->th.halo[k.kind];
        bool cased = false;
        for (unsigned i = 0; i < o.n; i++)
            cased |= r->th.case_marks && paint[i] > PAINT_WALL0 && paint[i] < PAINT_WALL0 + SM_WALL_KINDS;
        if ((ring || halo || cased) && l->ring > 0) { /* a ring, the halo along closed walls, marked walls' casing */
            for (unsigned i = 0; i < o.n; i++) {
                bool marked = paint[i] > PAINT_WALL0 && paint[i] < PAINT_WALL0 + SM_WALL_KINDS;
                bool closed = paint[i] == PAINT_WALL0 || paint[i] == PAINT_BORDER;
                t[i] += l->ring;
                paint[i] = ring || (cased && marked) ? PAINT_WALL0 : halo && closed ? PAINT_HALO : fill;
            }
            inset(&o, t, st2, en2);
            ring_bands(cv, st, en, st2, en2, o.n, paint, 0);
            is = st2;
            ie = en2;
        }
    }
    uint32_t col = cv->argb[fill];
    for (unsigned i = 0; i < o.n; i++) {
        unsigned j = (i + 1) % o.n;
        fill_tri(cv, o.centre, is[i], ie[j], col, NULL);
        fill_tri(cv, o.centre, ie[j], is[j], col, NULL);
    }
    if (l->band > 0)
        paint_tunnels_under(r, cv, m, c);
    paint_marks(r, cv, g, m, c, plain);
}

static void paint_under_of(const render *r, canvas *cv, const sm *g, const maze *m, uint32_t c, bool plain)
{
    for (unsigned t = 0; m->shape->under && t < m->sides; t++) {
        uint32_t u = maze_is_open(m, c, t) ? grid_under(m, c, t) : MAZE_NONE;
        if (u != MAZE_NONE)
            paint_cell(r, cv, g, m, u, plain);
    }
}

/* The canvas over r->full (made or remade at the texture's size when clear). */
static bool canvas_open(render *r, canvas *cv, bool clear)
{
    const render_layout *l = &r->lay;
    if (!r->full || r->full->w != l->xw || r->full->h != l->xh) {
        if (!clear)
            return false;
        SDL_FreeSurface(r->full);
        r->full = SDL_CreateRGBSurfaceWithFormat(0, l->xw, l->xh, 32, SDL_PIXELFORMAT_ARGB8888);
        if (!r->full)
            return false;
    }
    *cv = (canvas){.px = r->full->pixels, .pitch = r->full->pitch / 4, .w = l->xw, .h = l->xh,
                   .x0 = l->xw, .y0 = l->xh, .x1 = 0, .y1 = 0};
    render_paint_argb(r, cv->argb);
    if (clear) {
        SDL_Color bg = r->th.background;
        SDL_FillRect(r->full, NULL, 0xff000000u | (uint32_t)bg.r << 16 | (uint32_t)bg.g << 8 | bg.b);
        cv->x0 = cv->y0 = 0;
        cv->x1 = l->xw;
        cv->y1 = l->xh;
    }
    return true;
}

bool render_upload_box(render *r, int x0, int y0, int x1, int y1)
{
    if (x1 <= x0 || y1 <= y0)
        return true;
    SDL_Rect rc = {x0, y0, x1 - x0, y1 - y0};
    const uint8_t *at = (const uint8_t *)r->full->pixels + (size_t)rc.y * (size_t)r->full->pitch + (size_t)rc.x * 4;
    if (SDL_UpdateTexture(r->maze_tex, &rc, at, r->full->pitch) == 0)
        return true;
    SDL_Texture *t = SDL_CreateTextureFromSurface(r->ren, r->full); /* a backend that cannot update a target */
    if (!t)
        return false;
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    bool ok = SDL_SetRenderTarget(r->ren, r->maze_tex) == 0 && SDL_RenderCopy(r->ren, t, NULL, NULL) == 0;
    SDL_SetRenderTarget(r->ren, NULL);
    SDL_DestroyTexture(t);
    return ok;
}

/* The touched box of the canvas into the maze texture. */
static bool canvas_upload(render *r, const canvas *cv) { return render_upload_box(r, cv->x0, cv->y0, cv->x1, cv->y1); }

/* Kept pixel maps: up to this many pixels (32 MB; a 1080p maze is about 2 M). */
#define DOT_MAP_MAX_PIXELS (8u << 20)

/* r->dots for m at the layout and canvas of now, made if it is not (NULL: too big or no memory: ask cell_at). */
static const uint32_t *dot_map_for(render *r, const canvas *cv, const maze *m)
{
    const render_layout *l = &r->lay;
    dot_map *d = &r->dots;
    if (d->cell && d->shape == (const void *)m->shape && d->mw == m->w && d->mh == m->h &&
        d->scale == l->scale && d->ox == l->ox && d->oy == l->oy && d->w == cv->w && d->h == cv->h)
        return d->cell;
    free(d->cell);
    *d = (dot_map){0};
    if ((size_t)cv->w * (size_t)cv->h > DOT_MAP_MAX_PIXELS)
        return NULL;
    uint32_t *cell = malloc((size_t)cv->w * (size_t)cv->h * sizeof *cell);
    if (!cell)
        return NULL;
    for (int y = 0; y < cv->h; y++) {
        float uy = ((float)y + 0.5f - l->oy) / l->scale;
        for (int x = 0; x < cv->w; x++)
            cell[(size_t)y * (size_t)cv->w + (size_t)x] =
                m->shape->cell_at(m, ((float)x + 0.5f - l->ox) / l->scale, uy);
    }
    *d = (dot_map){.cell = cell, .shape = m->shape, .mw = m->w, .mh = m->h, .scale = l->scale,
                   .ox = l->ox, .oy = l->oy, .w = cv->w, .h = cv->h};
    return cell;
}

/* Dots: the pixels of [x0, x1) x [y0, y1) whose centre lies in cell only (any cell: MAZE_NONE). */
static void paint_dots(render *r, canvas *cv, const sm *g, int x0, int y0, int x1, int y1, uint32_t only)
{
    const render_layout *l = &r->lay;
    const maze *m = sm_maze(g);
    const uint32_t *map = dot_map_for(r, cv, m);
    uint32_t last = MAZE_NONE, col = cv->argb[0];
    for (int y = SDL_max(0, y0); y < SDL_min(cv->h, y1); y++) {
        uint32_t *row = cv->px + (size_t)y * (size_t)cv->pitch;
        const uint32_t *cells = map ? map + (size_t)y * (size_t)cv->w : NULL;
        float uy = ((float)y + 0.5f - l->oy) / l->scale;
        for (int x = SDL_max(0, x0); x < SDL_min(cv->w, x1); x++) {
            uint32_t c = cells ? cells[x] : m->shape->cell_at(m, ((float)x + 0.5f - l->ox) / l->scale, uy);
            if (c == MAZE_NONE || (only != MAZE_NONE && c != only))
                continue;
            if (c != last) { /* neighbouring pixels mostly share a cell: ask its mark once */
                if (!maze_exists(m, c))
                    continue;
                col = cv->argb[render_cell_paint(sm_cell_mark(g, c))];
                last = c;
            }
            row[x] = col;
            cv->x0 = SDL_min(cv->x0, x);
            cv->y0 = SDL_min(cv->y0, y);
            cv->x1 = SDL_max(cv->x1, x + 1);
            cv->y1 = SDL_max(cv->y1, y + 1);
        }
    }
}

/* Dots for one cell: the pixels of its bounding box that lie in it. */
static void paint_cell_dots(render *r, canvas *cv, const sm *g, uint32_t c)
{
    outline o;
    outline_of(&r->lay, sm_maze(g), c, &o);
    float x0 = o.centre.x, y0 = o.centre.y, x1 = x0, y1 = y0;
    for (unsigned i = 0; i < o.n; i++) {
        x0 = SDL_min(x0, o.p[i].x);
        y0 = SDL_min(y0, o.p[i].y);
        x1 = SDL_max(x1, o.p[i].x);
        y1 = SDL_max(y1, o.p[i].y);
    }
    paint_dots(r, cv, g, (int)floorf(x0) - 1, (int)floorf(y0) - 1, (int)ceilf(x1) + 1, (int)ceilf(y1) + 1, c);
}

bool render_shape_paint_all(render *r, const sm *g)
{
    const maze *m = sm_maze(g);
    bool plain = !sm_marks_walls(g);
    canvas cv;
    r->synced_all = true;
    if (!canvas_open(r, &cv, true))
        return false;
    if (r->lay.dots)
        paint_dots(r, &cv, g, 0, 0, cv.w, cv.h, MAZE_NONE);
    else
        for (uint32_t c = 0; c < m->n; c++)
            paint_cell(r, &cv, g, m, c, plain);
    return canvas_upload(r, &cv);
}

bool render_shape_paint_changes(render *r, const sm *g)
{
    size_t n;
    const uint32_t *changed = sm_changes(g, &n);
    const maze *m = sm_maze(g);
    canvas cv;
    if (sm_changes_overflowed(g) || n > m->n / 4 || !canvas_open(r, &cv, false))
        return render_shape_paint_all(r, g);
    bool plain = !sm_marks_walls(g);
    for (size_t i = 0; i < n; i++) {
        if (changed[i] >= m->n || !maze_exists(m, changed[i]))
            continue;
        if (r->lay.dots)
            paint_cell_dots(r, &cv, g, changed[i]);
        else {
            paint_cell(r, &cv, g, m, changed[i], plain);
            paint_under_of(r, &cv, g, m, changed[i], plain);
        }
    }
    return canvas_upload(r, &cv);
}

/*
 * The largest scale (pixels per unit) at which m fits aw x ah, or the one
 * cell_px asks for; bands from the theme's wall ratios, as the rectangle's
 * walls (a band is half a wall).
 */
/* The side of a square as large as a typical cell (the last ones: outer cells on a polar grid), in units. */
static float cell_size(const maze *m)
{
    grid_pt p[GRID_MAX_POINTS];
    uint32_t last = maze_last_cell(m);
    float size = INFINITY;
    /* the last cell and the one before: where cells of two sizes alternate (octagons, squares), the smaller */
    for (uint32_t c = last > 0 ? last - 1 : last; c <= last; c++) {
        unsigned n = m->shape->polygon(m, c, p);
        float a = 0;
        for (unsigned i = 0; i < n; i++)
            a += p[i].x * p[(i + 1) % n].y - p[(i + 1) % n].x * p[i].y;
        size = fminf(size, a > 0 ? sqrtf(a / 2) : 1);
    }
    return size;
}

void render_shape_fit(const render_theme *th, render_layout *l, const maze *m, int aw, int ah, int cell_px)
{
    float ew, eh;
    grid_arrange(m, (float)aw, (float)ah); /* the cube's levels in the panels that fill this area best */
    m->shape->extent(m, &ew, &eh);
    float s = cell_px ? (float)cell_px : SDL_min((float)aw / ew, (float)ah / eh);
    s = SDL_max(s, 0.25f);
    l->scale = s;
    l->ox = l->oy = 0;
    l->tw = SDL_max(1, (int)ceilf(ew * s));
    l->th = SDL_max(1, (int)ceilf(eh * s));
    l->p = SDL_max(1, (int)(s + 0.5f));
    float cs = s * cell_size(m); /* a cell's size in pixels: walls in proportion to it, as on a rectangle */
    bool bands = cs >= 4;
    l->dots = !bands;
    l->band = bands ? SDL_max(0.5f, cs * th->wall_ratio / 2) : 0;
    l->band_marked = bands ? SDL_max(l->band, cs * th->marked_ratio / 2) : 0;
    l->ring = bands && cs >= 6 ? SDL_max(1.0f, cs / 10) : 0;
    l->wt = (int)(2 * l->band + 0.5f);
    l->s = l->p - l->wt;
    l->mk = 0;
}

bool render_shape_cell_at(const render *r, const maze *m, int x, int y, uint32_t *cell)
{
    const render_layout *l = &r->lay;
    SDL_Rect mr = l->maze;
    SDL_Point pt = {x, y};
    if (mr.w <= 0 || mr.h <= 0 || !SDL_PointInRect(&pt, &mr) || l->scale <= 0)
        return false;
    float tx = ((float)(x - mr.x) + 0.5f) * (float)l->tw / (float)mr.w;
    float ty = ((float)(y - mr.y) + 0.5f) * (float)l->th / (float)mr.h;
    uint32_t c = m->shape->cell_at(m, (tx - (float)l->ox) / l->scale, (ty - (float)l->oy) / l->scale);
    if (c == MAZE_NONE || !maze_exists(m, c))
        return false;
    *cell = c;
    return true;
}

void render_shape_labels(render *r, const maze *m, sm_lang lang)
{
    const render_layout *l = &r->lay;
    float fx = (float)l->maze.w / (float)l->tw, fy = (float)l->maze.h / (float)l->th;
    grid_pt box[2];
    char text[64];
    render_ink_none(r);
    for (unsigned i = 0; grid_panel(m, i, lang, box, text, sizeof text) > 0; i++) {
        int x = l->maze.x + (int)((box[0].x * l->scale + (float)l->ox) * fx);
        int y0 = l->maze.y + (int)((box[0].y * l->scale + (float)l->oy) * fy);
        int y1 = l->maze.y + (int)(((box[1].y * l->scale + (float)l->oy) - l->band) * fy); /* above the top wall */
        int room_w = (int)((box[1].x - box[0].x) * l->scale * fx), tw, th;
        render_text_size(r, 0, text, &tw, &th);
        if (l->body_px > y1 - y0 || tw > room_w) /* cells too small for a label in their band: the panels alone */
            continue;
        render_text(r, 0, text, x, y0 + (y1 - y0 - th) / 2, r->th.panel_text);
    }
}

unsigned render_shape_outline(const render *r, const maze *m, uint32_t c, SDL_FPoint *out, SDL_FPoint *centre)
{
    const render_layout *l = &r->lay;
    float fx = (float)l->maze.w / (float)l->tw, fy = (float)l->maze.h / (float)l->th;
    outline o;
    outline_of(l, m, c, &o);
    for (unsigned k = 0; k < o.n; k++)
        out[k] = (SDL_FPoint){(float)l->maze.x + o.p[k].x * fx, (float)l->maze.y + o.p[k].y * fy};
    *centre = (SDL_FPoint){(float)l->maze.x + o.centre.x * fx, (float)l->maze.y + o.centre.y * fy};
    return o.n;
}

/* The erased loop over a shaped maze: each cell's outline filled at the ghost colour, blended. */
void render_shape_ghost(render *r, const maze *m, const uint32_t *cells, size_t n, SDL_Color c)
{
    const render_layout *l = &r->lay;
    float fx = (float)l->maze.w / (float)l->tw, fy = (float)l->maze.h / (float)l->th;
    SDL_Vertex v[3 * GRID_MAX_POINTS];
    SDL_SetRenderDrawBlendMode(r->ren, SDL_BLENDMODE_BLEND);
    for (size_t i = 0; i < n; i++) {
        if (cells[i] >= m->n)
            continue;
        outline o;
        outline_of(l, m, cells[i], &o);
        SDL_FPoint ctr = {(float)l->maze.x + o.centre.x * fx, (float)l->maze.y + o.centre.y * fy};
        for (unsigned k = 0; k < o.n; k++) {
            SDL_FPoint a = o.p[k], b = o.p[(k + 1) % o.n];
            v[3 * k] = (SDL_Vertex){ctr, c, {0, 0}};
            v[3 * k + 1] = (SDL_Vertex){{(float)l->maze.x + a.x * fx, (float)l->maze.y + a.y * fy}, c, {0, 0}};
            v[3 * k + 2] = (SDL_Vertex){{(float)l->maze.x + b.x * fx, (float)l->maze.y + b.y * fy}, c, {0, 0}};
        }
        SDL_RenderGeometry(r->ren, NULL, v, (int)(3 * o.n), NULL, 0);
    }
}

/* A segment a-b as a quad w wide, into v (6 vertices). */
static void thick_segment(SDL_Vertex *v, SDL_FPoint a, SDL_FPoint b, float w, SDL_Color c)
{
    float dx = b.x - a.x, dy = b.y - a.y, l = sqrtf(dx * dx + dy * dy);
    float nx = l > 0 ? -dy / l * w / 2 : 0, ny = l > 0 ? dx / l * w / 2 : 0;
    float ex = l > 0 ? dx / l * w / 2 : 0, ey = l > 0 ? dy / l * w / 2 : 0; /* square caps close the joints */
    SDL_FPoint p0 = {a.x - ex + nx, a.y - ey + ny}, p1 = {b.x + ex + nx, b.y + ey + ny};
    SDL_FPoint p2 = {b.x + ex - nx, b.y + ey - ny}, p3 = {a.x - ex - nx, a.y - ey - ny};
    SDL_FPoint q[6] = {p0, p1, p2, p0, p2, p3};
    for (int i = 0; i < 6; i++)
        v[i] = (SDL_Vertex){q[i], c, {0, 0}};
}

void render_shape_thumb(render *r, SDL_Rect at, const maze *m)
{
    float ew, eh;
    m->shape->extent(m, &ew, &eh);
    float s = SDL_min((float)at.w / ew, (float)at.h / eh);
    float x0 = (float)at.x + ((float)at.w - ew * s) / 2, y0 = (float)at.y + ((float)at.h - eh * s) / 2;
    float wt = SDL_max(1.0f, s * cell_size(m) / 6);
    SDL_Color fill = r->th.cell[SM_CELL_MAZE], wall = r->th.wall[SM_WALL_PLAIN];
    SDL_Vertex v[6 * GRID_MAX_POINTS];
    grid_pt p[GRID_MAX_POINTS];
    SDL_SetRenderDrawBlendMode(r->ren, SDL_BLENDMODE_NONE);
    for (int pass = 0; pass < 2; pass++) { /* cells, then walls over them */
        for (uint32_t c = 0; c < m->n; c++) {
            if (!maze_exists(m, c))
                continue;
            unsigned n = 0;
            if (pass == 0) {
                unsigned k = m->shape->polygon(m, c, p);
                grid_pt ctr = m->shape->center(m, c);
                SDL_FPoint cc = {x0 + ctr.x * s, y0 + ctr.y * s};
                for (unsigned i = 0; i < k; i++) {
                    v[n++] = (SDL_Vertex){cc, fill, {0, 0}};
                    v[n++] = (SDL_Vertex){{x0 + p[i].x * s, y0 + p[i].y * s}, fill, {0, 0}};
                    v[n++] = (SDL_Vertex){{x0 + p[(i + 1) % k].x * s, y0 + p[(i + 1) % k].y * s}, fill, {0, 0}};
                }
            } else {
                for (unsigned d = 0; d < m->sides; d++) {
                    uint32_t nb = maze_neighbor(m, c, d);
                    if ((nb != MAZE_NONE && (nb < c || maze_is_open(m, c, d))))
                        continue;
                    unsigned k = m->shape->wall(m, c, d, p);
                    for (unsigned i = 0; i + 1 < k && n + 6 <= 6 * GRID_MAX_POINTS; i++, n += 6)
                        thick_segment(v + n, (SDL_FPoint){x0 + p[i].x * s, y0 + p[i].y * s},
                                      (SDL_FPoint){x0 + p[i + 1].x * s, y0 + p[i + 1].y * s}, wt, wall);
                }
            }
            if (n)
                SDL_RenderGeometry(r->ren, NULL, v, (int)n, NULL, 0);
        }
    }
}

/*
 * The tree view on any shape (render_tree.c): each cell's polygon, as the
 * fan of triangles from its centre, pixel by pixel from its look. A side's
 * middle is the middle of the chord between its wall's two ends: corners
 * both cells compute bit for bit alike, so both halves of an edge meet.
 */
static void paint_cell_tree(render *r, canvas *cv, const sm *g, const maze *m, uint32_t c, float cs, bool plain)
{
    if (c >= m->n || !maze_exists(m, c))
        return;
    const render_layout *l = &r->lay;
    outline o;
    outline_of(l, m, c, &o);
    if (o.n < 3)
        return;
    SDL_FPoint mid[MAZE_MAX_SIDES];
    grid_pt part[GRID_MAX_POINTS];
    for (unsigned s = 0; s < m->sides && s < MAZE_MAX_SIDES; s++) {
        uint32_t u = grid_under(m, c, s); /* a tunnel's half-edge ends at the wall of the cell it runs under */
        unsigned w = u == MAZE_NONE ? s : maze_side_to(m, c, u);
        unsigned k = maze_neighbor(m, c, s) == MAZE_NONE || w == MAZE_NO_SIDE ? 0 : m->shape->wall(m, c, w, part);
        if (!k && m->shape->passage_mark && maze_neighbor(m, c, s) != MAZE_NONE) /* up or down: to the arrow's tip */
            k = m->shape->passage_mark(m, c, s, part) ? 1 : 0;
        SDL_FPoint a = k ? px(l, part[0]) : o.centre, b = k ? px(l, part[k - 1]) : o.centre;
        mid[s] = (SDL_FPoint){(a.x + b.x) / 2, (a.y + b.y) / 2};
    }
    tree_look lk;
    render_tree_look(r, g, c, o.centre.x, o.centre.y, cs, mid, cv->argb, plain, &lk);
    for (unsigned i = 0; i < o.n; i++)
        fill_tri(cv, o.centre, o.p[i], o.p[(i + 1) % o.n], 0, &lk);
}

bool render_shape_tree_all(render *r, const sm *g)
{
    const maze *m = sm_maze(g);
    canvas cv;
    if (!canvas_open(r, &cv, true))
        return false;
    if (r->lay.dots) {
        paint_dots(r, &cv, g, 0, 0, cv.w, cv.h, MAZE_NONE);
    } else {
        float cs = r->lay.scale * cell_size(m);
        bool plain = !sm_marks_walls(g);
        r->tree_counting = true;
        for (uint32_t c = 0; c < m->n; c++)
            paint_cell_tree(r, &cv, g, m, c, cs, plain);
        r->tree_counting = false;
    }
    return canvas_upload(r, &cv);
}

bool render_shape_tree_changes(render *r, const sm *g)
{
    size_t n;
    const uint32_t *changed = sm_changes(g, &n);
    const maze *m = sm_maze(g);
    canvas cv;
    /* each change repaints the cell and its neighbours: past a tenth of the cells, redrawing all is cheaper */
    if (sm_changes_overflowed(g) || n > m->n / 10 || !canvas_open(r, &cv, false))
        return render_tree_paint_all(r, g);
    float cs = r->lay.scale * cell_size(m);
    bool plain = !sm_marks_walls(g);
    for (size_t i = 0; i < n; i++) {
        uint32_t c = changed[i];
        if (c >= m->n || !maze_exists(m, c))
            continue;
        if (r->lay.dots) {
            paint_cell_dots(r, &cv, g, c);
            continue;
        }
        paint_cell_tree(r, &cv, g, m, c, cs, plain);
        for (unsigned s = 0; s < m->sides; s++) /* their edges take c's colour */
            paint_cell_tree(r, &cv, g, m, maze_neighbor(m, c, s), cs, plain);
    }
    return canvas_upload(r, &cv);
}
