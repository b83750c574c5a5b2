/*
 * recursive_division.c - recursive division, a wall adder.
 *
 * The maze starts as an open field (every interior wall open). A chamber -
 * at first the whole grid - is cut in two by a straight wall across it, with
 * one random gap; the two halves are chambers in their turn, until a chamber
 * is one cell wide or high (a corridor, already a tree). Each wall adds one
 * link between two trees, so the result is a perfect maze; since every wall
 * has exactly one gap, a run builds exactly (W-1)(H-1) walls.
 *
 * Phases: one wall segment per step. The first step of a dividing wall pops
 * a chamber from an explicit stack (no recursion) and chooses the wall -
 * across the longer side, random position, random gap - then every step
 * builds one segment; the step that builds the last one pushes the halves
 * that can still be divided and finishes the others.
 *
 * Picture: the segment just built is current and the row or column of cells
 * along the wall being built is scanned. Marking the whole chamber would
 * repaint its area for every wall, O(n log n) cells in all; the line costs
 * what the wall costs. Cells of finished corridors are maze, each painted
 * once; cells_in_maze counts those.
 *
 * Bias: long straight walls and a visible rectangular, hierarchical
 * structure (one gap in the middle of the first wall decides much of the
 * solution); about 27 % dead ends. Cost: O(1) amortised per step; the stack
 * holds at most W+H+2 chambers because each level of division shrinks W+H by
 * one. Memory: one bit per cell (finished) and 16 bytes per stacked chamber.
 */
#include <stdlib.h>

#include "../gen_impl.h"

typedef struct rect {
    uint32_t x, y, w, h;
} rect;

typedef struct wall {
    uint32_t start;      /* first cell of the line along the wall */
    maze_dir side;       /* the wall is on this side of the line's cells */
    maze_dir along;      /* the line runs this way */
    uint32_t len, pos, gap;
    rect half[2];
} wall;

typedef struct division {
    rect *stack;
    uint32_t top;
    uint8_t *done;       /* bit per cell: in a finished corridor */
    bool building;
    wall wl;
    uint32_t current;    /* the segment built last, or MAZE_NONE */
    uint64_t finished;
} division;

static bool splittable(rect r) { return r.w >= 2 && r.h >= 2; }

static uint32_t line_cell(const maze *m, const wall *wl, uint32_t i)
{
    return wl->start + i * (uint32_t)m->delta[wl->along];
}

static void touch_line(gen *g, const wall *wl)
{
    for (uint32_t i = 0; i < wl->len; i++)
        gen_touch(g, line_cell(g->m, wl, i));
}

/* A chamber that needs no wall: its cells are in the maze for good. */
static void finish(gen *g, division *dv, rect r)
{
    const maze *m = g->m;
    for (uint32_t y = r.y; y < r.y + r.h; y++) {
        for (uint32_t x = r.x; x < r.x + r.w; x++) {
            uint32_t c = y * m->w + x;
            dv->done[c >> 3] |= (uint8_t)(1u << (c & 7));
            gen_touch(g, c);
        }
    }
    dv->finished += (uint64_t)r.w * r.h;
}

/* Pops a chamber and chooses the wall across it. */
static void start_wall(gen *g, division *dv)
{
    rect r = dv->stack[--dv->top];
    wall *wl = &dv->wl;
    bool horizontal = r.w < r.h || (r.w == r.h && (rng_dir(&g->r) & 1u));
    if (horizontal) {
        uint32_t k = rng_below(&g->r, r.h - 1) + 1; /* rows above the wall */
        wl->start = (r.y + k - 1) * g->m->w + r.x;
        wl->side = MAZE_S;
        wl->along = MAZE_E;
        wl->len = r.w;
        wl->half[0] = (rect){r.x, r.y, r.w, k};
        wl->half[1] = (rect){r.x, r.y + k, r.w, r.h - k};
    } else {
        uint32_t k = rng_below(&g->r, r.w - 1) + 1; /* columns left of the wall */
        wl->start = r.y * g->m->w + r.x + k - 1;
        wl->side = MAZE_E;
        wl->along = MAZE_S;
        wl->len = r.h;
        wl->half[0] = (rect){r.x, r.y, k, r.h};
        wl->half[1] = (rect){r.x + k, r.y, r.w - k, r.h};
    }
    wl->gap = rng_below(&g->r, wl->len);
    wl->pos = wl->gap == 0 ? 1 : 0;
    dv->building = true;
    touch_line(g, wl);
}

static void end_wall(gen *g, division *dv)
{
    wall *wl = &dv->wl;
    dv->building = false;
    dv->current = MAZE_NONE;
    touch_line(g, wl);
    for (int i = 0; i < 2; i++) {
        if (splittable(wl->half[i]))
            dv->stack[dv->top++] = wl->half[i];
        else
            finish(g, dv, wl->half[i]);
    }
}

static bool division_step(gen *g)
{
    division *dv = g->impl;
    wall *wl = &dv->wl;
    if (!dv->building)
        start_wall(g, dv);
    uint32_t c = line_cell(g->m, wl, wl->pos);
    maze_build(g->m, c, wl->side);
    gen_touch_wall(g, c, wl->side);
    if (dv->current != MAZE_NONE)
        gen_touch(g, dv->current);
    dv->current = c;
    if (++wl->pos == wl->gap)
        wl->pos++;
    if (wl->pos >= wl->len)
        end_wall(g, dv);
    return dv->building || dv->top > 0;
}

GEN_DEFINE_RUN(division_run, division_step)

static bool division_init(gen *g)
{
    maze *m = g->m;
    division *dv = gen_alloc(g, 1, sizeof *dv);
    g->impl = dv;
    if (!dv || !(dv->stack = gen_alloc(g, (size_t)m->w + m->h + 2, sizeof *dv->stack)) ||
        !(dv->done = gen_alloc(g, ((size_t)m->n + 7) / 8, 1)))
        return false;
    maze_fill(m, true);
    for (uint32_t c = 0; c < m->n; c++)
        gen_touch(g, c);
    dv->current = MAZE_NONE;
    rect all = {0, 0, m->w, m->h};
    if (splittable(all)) {
        dv->stack[dv->top++] = all;
    } else {
        finish(g, dv, all);
        g->done = true;
    }
    return true;
}

static void division_fini(gen *g)
{
    division *dv = g->impl;
    if (dv) {
        free(dv->stack);
        free(dv->done);
    }
    free(dv);
}

/* Whether c is on the line of cells along the wall being built. */
static bool on_line(const gen *g, const wall *wl, uint32_t c)
{
    const maze *m = g->m;
    if (wl->along == MAZE_E)
        return c >= wl->start && c < wl->start + wl->len;
    return maze_x(m, c) == maze_x(m, wl->start) && c >= wl->start &&
           maze_y(m, c) - maze_y(m, wl->start) < wl->len;
}

static gen_cell division_cell(const gen *g, uint32_t c)
{
    const division *dv = g->impl;
    gen_cell out = {GEN_CELL_BLANK, 0};
    if ((dv->done[c >> 3] >> (c & 7)) & 1u)
        out.kind = GEN_CELL_MAZE;
    else if (dv->building && c == dv->current)
        out.kind = GEN_CELL_CURRENT;
    else if (dv->building && on_line(g, &dv->wl, c))
        out.kind = GEN_CELL_SCAN;
    return out;
}

static void division_info(const gen *g, gen_info *out)
{
    const division *dv = g->impl;
    out->cells_in_maze = dv->finished;
    out->stack_depth = dv->top;
    out->phase = dv->building ? "build wall" : "divide";
}

const gen_algo gen_recursive_division = {
    .id = "recursive-division",
    .alias = "division",
    .name_en = "Recursive division",
    .name_zh = "递归分割",
    .options = NULL,
    .n_options = 0,
    .init = division_init,
    .step = division_step,
    .run = division_run,
    .cell = division_cell,
    .wall = gen_plain_wall,
    .info = division_info,
    .fini = division_fini,
};
