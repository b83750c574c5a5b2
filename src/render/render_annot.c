/*
 * render_annot.c - annotations over the maze (render_annot): predict's
 * arrow of the random choice and its flashed answer, play's marker, trail,
 * cells seen and shortest path. They are drawn on the output after the
 * maze texture, from the grid's geometry: a cell's outline and centre in
 * output pixels come from the layout (the square of a rectangle's cell, or
 * the shape's polygon), so every shape and mask gets them alike, at any
 * scale, sampled textures included.
 *
 * Lines are quads between centres with a disc on every joint (so corners
 * are round), an arrow ends in a triangle; an outline is the same drawn
 * wider first, in the outline colour.
 */
#include <math.h>

#include "mazeviz/grid.h"
#include "mazeviz/solve.h"
#include "render_impl.h"

#define DISC_SIDES 16

/* Texture pixels to output pixels: the maze texture is stretched over lay.maze. */
static SDL_FPoint to_out(const render_layout *l, float x, float y)
{
    return (SDL_FPoint){(float)l->maze.x + x * (float)l->maze.w / (float)l->tw,
                        (float)l->maze.y + y * (float)l->maze.h / (float)l->th};
}

unsigned render_cell_outline(const render *r, uint32_t c, SDL_FPoint *out, SDL_FPoint *centre)
{
    const render_layout *l = &r->lay;
    const maze *m = r->m;
    if (!m || c >= m->n || !maze_exists(m, c) || l->tw <= 0 || l->th <= 0 || l->maze.w <= 0)
        return 0;
    if (l->shaped)
        return render_shape_outline(r, m, c, out, centre);
    float x = (float)(l->wt + (int)(c % l->w) * l->p), y = (float)(l->wt + (int)(c / l->w) * l->p);
    float s = (float)l->s;
    out[0] = to_out(l, x, y);
    out[1] = to_out(l, x + s, y);
    out[2] = to_out(l, x + s, y + s);
    out[3] = to_out(l, x, y + s);
    *centre = to_out(l, x + s / 2, y + s / 2);
    return 4;
}

/* The size of a cell on the output: the side of a square of its area. */
static float cell_size(const SDL_FPoint *p, unsigned n)
{
    float a = 0;
    for (unsigned i = 0; i < n; i++)
        a += p[i].x * p[(i + 1) % n].y - p[(i + 1) % n].x * p[i].y;
    return sqrtf(fabsf(a) / 2);
}

bool render_cell_centre(const render *r, uint32_t c, SDL_FPoint *at, float *size)
{
    SDL_FPoint p[GRID_MAX_POINTS];
    unsigned n = render_cell_outline(r, c, p, at);
    if (size)
        *size = n ? cell_size(p, n) : 0;
    return n > 0;
}

/* Vertices in a buffer, drawn in one call when full or at the end. */
typedef struct batch {
    SDL_Vertex v[6 * 64];
    int n;
    SDL_Renderer *ren;
} batch;

static void flush(batch *b)
{
    if (b->n)
        SDL_RenderGeometry(b->ren, NULL, b->v, b->n, NULL, 0);
    b->n = 0;
}

static void tri(batch *b, SDL_FPoint p, SDL_FPoint q, SDL_FPoint s, SDL_Color c)
{
    if (b->n + 3 > (int)(sizeof b->v / sizeof b->v[0]))
        flush(b);
    b->v[b->n++] = (SDL_Vertex){p, c, {0, 0}};
    b->v[b->n++] = (SDL_Vertex){q, c, {0, 0}};
    b->v[b->n++] = (SDL_Vertex){s, c, {0, 0}};
}

static void quad(batch *b, SDL_FPoint p0, SDL_FPoint p1, SDL_FPoint p2, SDL_FPoint p3, SDL_Color c)
{
    tri(b, p0, p1, p2, c);
    tri(b, p0, p2, p3, c);
}

static void disc(batch *b, SDL_FPoint o, float radius, SDL_Color c)
{
    for (int i = 0; i < DISC_SIDES; i++) {
        float a0 = 6.2831853f * (float)i / DISC_SIDES, a1 = 6.2831853f * (float)(i + 1) / DISC_SIDES;
        tri(b, o, (SDL_FPoint){o.x + radius * cosf(a0), o.y + radius * sinf(a0)},
            (SDL_FPoint){o.x + radius * cosf(a1), o.y + radius * sinf(a1)}, c);
    }
}

static void segment(batch *b, SDL_FPoint a, SDL_FPoint e, float w, SDL_Color c)
{
    float dx = e.x - a.x, dy = e.y - a.y, len = sqrtf(dx * dx + dy * dy);
    if (len <= 0)
        return;
    float nx = -dy / len * w / 2, ny = dx / len * w / 2;
    quad(b, (SDL_FPoint){a.x + nx, a.y + ny}, (SDL_FPoint){e.x + nx, e.y + ny},
         (SDL_FPoint){e.x - nx, e.y - ny}, (SDL_FPoint){a.x - nx, a.y - ny}, c);
}

/* A line through the centres (w wide), an arrow head at the end when asked, in colour c. */
static void polyline(batch *b, const SDL_FPoint *pt, size_t n, float w, bool head, float cell, SDL_Color c)
{
    if (n == 1) {
        disc(b, pt[0], w / 2, c);
        return;
    }
    SDL_FPoint last = pt[n - 1];
    float hl = cell * 0.45f, hw = SDL_max(cell * 0.5f, w * 2.2f);
    if (head) { /* the shaft stops where the head starts */
        float dx = last.x - pt[n - 2].x, dy = last.y - pt[n - 2].y, len = sqrtf(dx * dx + dy * dy);
        if (len > 0) {
            float ux = dx / len, uy = dy / len, tip = cell * 0.3f;
            SDL_FPoint t = {last.x + ux * tip, last.y + uy * tip}, base = {t.x - ux * hl, t.y - uy * hl};
            tri(b, t, (SDL_FPoint){base.x - uy * hw / 2, base.y + ux * hw / 2},
                (SDL_FPoint){base.x + uy * hw / 2, base.y - ux * hw / 2}, c);
            last = (SDL_FPoint){base.x + ux * 0.5f, base.y + uy * 0.5f};
        }
    }
    for (size_t i = 0; i + 1 < n; i++) {
        SDL_FPoint e = i + 2 == n ? last : pt[i + 1];
        segment(b, pt[i], e, w, c);
        if (i > 0)
            disc(b, pt[i], w / 2, c);
    }
    disc(b, pt[0], w / 2, c);
    if (!head)
        disc(b, last, w / 2, c);
}

void render_thick_line(render *r, const SDL_FPoint *pt, size_t n, float w, SDL_Color c)
{
    batch b;
    b.n = 0;
    b.ren = r->ren;
    for (size_t i = 0; i < n; i++) { /* a square on every point closes the joints */
        SDL_FPoint p = pt[i];
        float h = w / 2;
        quad(&b, (SDL_FPoint){p.x - h, p.y - h}, (SDL_FPoint){p.x + h, p.y - h}, (SDL_FPoint){p.x + h, p.y + h},
             (SDL_FPoint){p.x - h, p.y + h}, c);
        if (i + 1 < n)
            segment(&b, p, pt[i + 1], w, c);
    }
    flush(&b);
}

void render_arrow_icon(render *r, SDL_Rect in, SDL_Color fg, SDL_Color edge)
{
    batch b;
    b.n = 0;
    b.ren = r->ren;
    float cell = (float)in.h * 0.7f, w = SDL_max(2.0f, (float)in.h * 0.2f), o = SDL_max(1.5f, w / 3);
    float y = (float)in.y + (float)in.h / 2;
    SDL_FPoint pt[2] = {{(float)in.x + w, y}, {(float)(in.x + in.w) - cell * 0.3f - o, y}};
    SDL_SetRenderDrawBlendMode(r->ren, SDL_BLENDMODE_BLEND);
    polyline(&b, pt, 2, w + 2 * o, true, cell + 2 * o, edge);
    polyline(&b, pt, 2, w, true, cell, fg);
    flush(&b);
}

/* An arrow head's outline: the head drawn larger, so the shaft's outline meets it. */
static void lines(render *r, batch *b, const render_annot *an, bool head)
{
    size_t n = 0;
    SDL_FPoint stack[256], *pt = an->n <= 256 ? stack : SDL_malloc(an->n * sizeof *pt);
    float cell = 0;
    if (!pt)
        return;
    for (size_t i = 0; i < an->n; i++) {
        float s;
        if (render_cell_centre(r, an->cells[i], &pt[n], &s)) {
            cell = SDL_max(cell, s);
            n++;
        }
    }
    float w = SDL_max(2.0f, cell * an->width), o = SDL_max(1.5f, w / 3);
    /* one piece between the seams a wrapped board's line crosses (the picture puts their ends apart) */
    for (size_t from = 0, i = 1; n > 0 && i <= n; i++) {
        if (i < n && !(n == an->n && r->m && grid_seam_between(r->m, an->cells[i - 1], an->cells[i])))
            continue;
        bool tip = head && i == n;
        if (an->casing.a)
            polyline(b, pt + from, i - from, w + 4 * o, tip, cell + 4 * o, an->casing);
        if (an->outline.a)
            polyline(b, pt + from, i - from, w + 2 * o, tip, cell + 2 * o, an->outline);
        polyline(b, pt + from, i - from, w, tip, cell, an->colour);
        from = i;
    }
    if (pt != stack)
        SDL_free(pt);
}

/* A band of c's outline p (k points) from fraction t0 to t1 of the way to the centre. */
static void band(batch *b, const SDL_FPoint *p, unsigned k, SDL_FPoint ctr, float t0, float t1, SDL_Color c)
{
    for (unsigned j = 0; j < k; j++) {
        SDL_FPoint a = p[j], e = p[(j + 1) % k];
        SDL_FPoint a0 = {a.x + (ctr.x - a.x) * t0, a.y + (ctr.y - a.y) * t0};
        SDL_FPoint e0 = {e.x + (ctr.x - e.x) * t0, e.y + (ctr.y - e.y) * t0};
        SDL_FPoint a1 = {a.x + (ctr.x - a.x) * t1, a.y + (ctr.y - a.y) * t1};
        SDL_FPoint e1 = {e.x + (ctr.x - e.x) * t1, e.y + (ctr.y - e.y) * t1};
        quad(b, a0, e0, e1, a1, c);
    }
}

/*
 * Each cell's outline filled (a fan from its centre), or a ring inside it:
 * with an outline colour, the ring is that colour with a stripe of its own
 * colour in the middle, so it shows on every mark.
 */
static void cells(render *r, batch *b, const render_annot *an, bool ring)
{
    SDL_FPoint p[GRID_MAX_POINTS], ctr;
    const render_layout *l = &r->lay;
    float t = SDL_clamp(2 * an->width, 0.05f, 0.9f);
    float wall = l->shaped ? l->band * (float)l->maze.w / (float)l->tw : 0; /* half a wall, on the output */
    for (size_t i = 0; i < an->n; i++) {
        unsigned k = render_cell_outline(r, an->cells[i], p, &ctr);
        if (!k)
            continue;
        if (!ring) { /* inside the walls: a shape's outline runs down the middle of them */
            float inset = SDL_clamp(2.4f * wall / SDL_max(1.0f, cell_size(p, k)), 0.0f, 0.45f);
            band(b, p, k, ctr, inset, 1.0f, an->colour);
            float r = SDL_min(t, 0.9f - inset) * 0.5f, c = an->casing.a ? r / 2 : 0; /* rings just inside: casing, outline */
            if (an->casing.a)
                band(b, p, k, ctr, inset, inset + c, an->casing);
            if (an->outline.a)
                band(b, p, k, ctr, inset + c, inset + r, an->outline);
        } else if (an->outline.a) {
            band(b, p, k, ctr, 0.001f, t, an->outline);
            band(b, p, k, ctr, t * 0.3f, t * 0.7f, an->colour);
        } else {
            band(b, p, k, ctr, 0.001f, t, an->colour);
        }
    }
}

/* The least size of a start or goal marker on the output, px: the body text's times the metrics' ratio. */
static float marker_px(const render *r) { return (float)r->lay.body_px * SDL_max(r->mt.marker_ratio, 0.0f); }

/*
 * A disc of the least marker size on cell c when the cell is smaller than
 * that on the output: the colour inside an outline and a casing (either
 * shows on any cell), over the neighbours it covers.
 */
static void least_marker(render *r, batch *b, uint32_t c, SDL_Color colour, SDL_Color outline, SDL_Color casing)
{
    SDL_FPoint at;
    float size, d = marker_px(r), o = SDL_max(1.0f, d / 12);
    if (!render_cell_centre(r, c, &at, &size) || size >= d)
        return;
    if (casing.a)
        disc(b, at, d / 2 + 2 * o, casing);
    if (outline.a)
        disc(b, at, d / 2 + o, outline);
    disc(b, at, d / 2, colour);
}

/* The maze's rectangle and a margin round it: marks may reach past the maze, never into the panel. */
static void clip_to_maze(render *r)
{
    SDL_Rect clip = r->lay.maze;
    clip.x -= r->lay.margin;
    clip.y -= r->lay.margin;
    clip.w += 2 * r->lay.margin;
    clip.h += 2 * r->lay.margin;
    if (r->pane.w > 0) /* compare's panes: never into the next pane */
        SDL_IntersectRect(&clip, &r->pane, &clip);
    SDL_RenderSetClipRect(r->ren, &clip);
}

void render_note_ends(render *r, const sm *g)
{
    const maze *m = sm_maze(g);
    uint32_t at[2] = {solve_start(g), solve_goal(g)};
    const uint8_t kind[2] = {SM_CELL_START, SM_CELL_GOAL};
    for (int k = 0; k < 2; k++)
        r->ends[k] = at[k] < m->n && sm_cell_mark(g, at[k]).kind == kind[k] ? at[k] : MAZE_NONE;
}

void render_draw_ends(render *r)
{
    if (r->tree || !r->m || (r->ends[0] == MAZE_NONE && r->ends[1] == MAZE_NONE))
        return;
    batch b;
    b.n = 0;
    b.ren = r->ren;
    clip_to_maze(r);
    SDL_SetRenderDrawBlendMode(r->ren, SDL_BLENDMODE_BLEND);
    for (int k = 0; k < 2; k++)
        if (r->ends[k] != MAZE_NONE)
            least_marker(r, &b, r->ends[k], r->th.cell[k ? SM_CELL_GOAL : SM_CELL_START], r->th.mark_outline,
                         r->th.mark_casing);
    flush(&b);
    SDL_RenderSetClipRect(r->ren, NULL);
}

void render_draw_annots(render *r, const render_frame *f)
{
    batch b;
    b.n = 0;
    b.ren = r->ren;
    clip_to_maze(r); /* an arrow head may reach past the maze, never into the panel */
    for (int i = 0; i < f->annots && i < RENDER_MAX_ANNOTS; i++) {
        const render_annot *an = &f->annot[i];
        SDL_SetRenderDrawBlendMode(r->ren, SDL_BLENDMODE_BLEND);
        switch (an->kind) {
        case RENDER_ANNOT_FILL:
        case RENDER_ANNOT_RING:
            cells(r, &b, an, an->kind == RENDER_ANNOT_RING);
            break;
        case RENDER_ANNOT_MARKER:
            cells(r, &b, an, false);
            for (size_t k = 0; k < an->n; k++)
                least_marker(r, &b, an->cells[k], an->colour, an->outline, an->casing);
            break;
        case RENDER_ANNOT_LINE:
        case RENDER_ANNOT_ARROW:
            lines(r, &b, an, an->kind == RENDER_ANNOT_ARROW);
            break;
        case RENDER_ANNOT_DOT:
            for (size_t k = 0; k < an->n; k++) {
                render_annot one = *an;
                one.cells = &an->cells[k];
                one.n = 1;
                lines(r, &b, &one, false);
            }
            break;
        default:
            break;
        }
        flush(&b);
    }
    SDL_RenderSetClipRect(r->ren, NULL);
}
