/*
 * unicursal.c - a unicursal labyrinth from a perfect maze: the classic
 * doubling (Walter Pullen's Daedalus, "unicursal" mazes).
 *
 * The machine's maze is the labyrinth, W x H squares (both even); init
 * makes a perfect (W/2) x (H/2) maze with the generator it wraps
 * (sm_settings.inner, Wilson's when NULL; run to its end unwatched) and
 * keeps its passages.
 * Each step doubles one cell of that maze, in reading order: the cell
 * becomes a 2x2 block whose four cells are joined in a ring, except on
 * the sides where the small maze has a passage - there the ring opens
 * and two parallel passages lead into the next block. The result is one
 * cycle through every cell that runs along both sides of every wall of
 * the small maze (its walls become the walls between the doubled paths).
 * The block of the first cell leaves its west side closed: the entrance,
 * where the cycle is cut, so the labyrinth is one route from (0,0) to
 * (0,1) through every cell, no junction and no dead end but its ends.
 *
 * Phases: make the small maze (init); double one cell per step.
 * Cost: the wrapped generator's run, then O(1) per step. Memory: one byte
 * per cell of the small maze.
 */
#include "../sm_impl.h"
#include "mazeviz/gen.h"

enum { CAP_NONE, CAP_BLOCK, CAP_ENTRANCE };

/* The small maze's passages: bit 0 east, bit 1 south. */
enum { SMALL_E = 1, SMALL_S = 2 };

typedef struct unicursal {
    uint8_t *small;            /* (w/2) x (h/2) cells, SMALL_E | SMALL_S */
    uint32_t sw, sh;           /* the small maze's size */
    uint32_t next;             /* the next small cell to double; sw*sh: done */
    uint32_t last;             /* the last one doubled, MAZE_NONE: none */
} unicursal;

/* Opens the passage between big cells (x0,y0) and (x1,y1), side by side. */
static void join(sm *m, uint32_t x0, uint32_t y0, uint32_t x1, uint32_t y1)
{
    maze *mz = m->m;
    uint32_t a = y0 * mz->w + x0, b = y1 * mz->w + x1;
    maze_carve(mz, a, maze_side_to(mz, a, b));
    sm_touch(m, a);
    sm_touch(m, b);
}

/* Whether small cell (x,y) has a passage west / north (carved by the cell before it). */
static bool open_w(const unicursal *u, uint32_t x, uint32_t y) { return x > 0 && (u->small[y * u->sw + x - 1] & SMALL_E); }
static bool open_n(const unicursal *u, uint32_t x, uint32_t y) { return y > 0 && (u->small[(y - 1) * u->sw + x] & SMALL_S); }

static bool unicursal_step(sm *m)
{
    unicursal *u = m->impl;
    uint32_t c = u->next++, x = c % u->sw, y = c / u->sw, bx = 2 * x, by = 2 * y;
    uint8_t p = u->small[c];
    if (!(p & SMALL_E)) /* the ring's east side, else two passages into the east block */
        join(m, bx + 1, by, bx + 1, by + 1);
    else
        join(m, bx + 1, by, bx + 2, by), join(m, bx + 1, by + 1, bx + 2, by + 1);
    if (!(p & SMALL_S))
        join(m, bx, by + 1, bx + 1, by + 1);
    else
        join(m, bx, by + 1, bx, by + 2), join(m, bx + 1, by + 1, bx + 1, by + 2);
    if (!open_w(u, x, y) && c != 0) /* the first block's west side stays shut: the entrance */
        join(m, bx, by, bx, by + 1);
    if (!open_n(u, x, y))
        join(m, bx, by, bx + 1, by);
    u->last = c;
    sm_say(m, c == 0 ? 2 : 1, c == 0 ? CAP_ENTRANCE : CAP_BLOCK, (by * m->m->w + bx),
           (uint32_t)(((p & SMALL_E) != 0) + ((p & SMALL_S) != 0) + open_w(u, x, y) + open_n(u, x, y)), 0, 0);
    if (u->next < u->sw * u->sh)
        return true;
    u->last = MAZE_NONE; /* done: the finished colours */
    return false;
}

SM_DEFINE_RUN(unicursal_run, unicursal_step)

/* The small maze by the wrapped generator, as bits; false when memory runs out. */
static bool make_small(sm *m, unicursal *u)
{
    maze *small = maze_create(u->sw, u->sh);
    sm_settings s = m->set;
    s.inner = NULL;
    s.track_changes = false;
    s.record = NULL;
    const gen_algo *inner = m->set.inner ? m->set.inner : gen_find("wilson");
    bool ok = small && inner && gen_generate(inner, small, m->seed, &s);
    for (uint32_t c = 0; ok && c < small->n; c++) {
        uint32_t x = c % u->sw, y = c / u->sw;
        if (x + 1 < u->sw && maze_is_open(small, c, maze_side_to(small, c, c + 1)))
            u->small[c] |= SMALL_E;
        if (y + 1 < u->sh && maze_is_open(small, c, maze_side_to(small, c, c + u->sw)))
            u->small[c] |= SMALL_S;
    }
    maze_destroy(small);
    return ok;
}

static bool unicursal_init(sm *m)
{
    const maze *mz = m->m;
    if (!gen_unicursal_fits(mz))
        return false;
    unicursal *u = sm_alloc(m, 1, sizeof *u);
    uint8_t *small = sm_alloc(m, (size_t)(mz->w / 2) * (mz->h / 2), 1);
    if (!(m->impl = u) || !small)
        return false;
    u->small = small;
    u->sw = mz->w / 2;
    u->sh = mz->h / 2;
    u->last = MAZE_NONE;
    if (!make_small(m, u))
        return false;
    sm_say(m, 0, CAP_NONE, u->sw, u->sh, 0, 0);
    return true;
}

/* The blocks doubled so far are the labyrinth; the one just doubled is current, the rest blank. */
static sm_cell unicursal_cell(const sm *m, uint32_t c)
{
    const unicursal *u = m->impl;
    uint32_t small = (c / m->m->w / 2) * u->sw + (c % m->m->w) / 2;
    sm_cell out = {small < u->next ? SM_CELL_MAZE : SM_CELL_BLANK, 0, 0};
    if (small == u->last)
        out.kind = SM_CELL_CURRENT;
    return out;
}

static size_t unicursal_figures(const sm *m, sm_figure *out)
{
    const unicursal *u = m->impl;
    size_t i = sm_fig(out, 0, "cells of the small maze", "小迷宫的格子", (uint64_t)u->sw * u->sh, 0);
    i = sm_fig(out, i, "cells doubled", "已分成四格的格子", u->next, 0);
    return sm_fig(out, i, "cells on the one path", "唯一路径上的格子", m->m->n, 0);
}

static const sm_text unicursal_code[] = {
    {"make a perfect maze half as wide and half as high (the generator chosen)",
     "用选定的生成算法做一个宽、高各一半的完美迷宫"},
    {"each cell becomes a 2x2 block: a ring, opened into two lanes where the maze has a passage",
     "每一格变成 2x2 的小块：连成一个环，迷宫有通道的一面打开成两条并行的路"},
    {"the first block keeps its west side shut: the entrance, one path through every cell",
     "第一块的西面不打通：这是入口，一条路走遍每一格"},
};

static const sm_text unicursal_captions[] = {
    [CAP_NONE] = {"a perfect {n}x{n} maze made; now each cell is doubled", "已做好 {n}x{n} 的完美迷宫；现在把每一格分成 2x2"},
    [CAP_BLOCK] = {"the cell at {c} doubled: a 2x2 block, {n} side{s} opened into lanes",
                   "{c} 处的格子分成 2x2 小块：{n} 面打开成两条路"},
    [CAP_ENTRANCE] = {"the first block at {c}: its west side stays shut (the entrance), {n} side{s} opened into lanes",
                      "{c} 处的第一块：西面不打通（入口），{n} 面打开成两条路"},
};

static const sm_legend unicursal_legend[] = {
    {SM_MARK_CELL, SM_CELL_MAZE, {"doubled: on the one path", "已分好：在唯一的路上"}},
    {SM_MARK_CELL, SM_CELL_BLANK, {"not doubled yet", "还没有分"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"the block just doubled", "刚分成四格的小块"}},
};

enum { EV_BLOCK };
static const sm_event unicursal_events[] = {
    [EV_BLOCK] = {"cell-doubled", {"a cell becomes a 2x2 block", "一格变成 2x2 的小块"},
                  SM_CAP(CAP_BLOCK) | SM_CAP(CAP_ENTRANCE)},
};

bool gen_unicursal_fits(const maze *m)
{
    return maze_offers(m, GRID_CAP_SQUARES) && m->w % 2 == 0 && m->h % 2 == 0;
}

const gen_algo gen_unicursal = {
    .kind = SM_GENERATOR,
    .needs = GRID_CAP_SQUARES,
    .id = "unicursal",
    .alias = NULL,
    .name = {"Unicursal labyrinth (doubling a maze)", "单行迷宫（每格分成四格）"},
    .code = unicursal_code,
    .code_lines = SM_COUNT(unicursal_code),
    .captions = unicursal_captions,
    .n_captions = SM_COUNT(unicursal_captions),
    .legend = unicursal_legend,
    .n_legend = SM_COUNT(unicursal_legend),
    .events = unicursal_events,
    .n_events = SM_COUNT(unicursal_events),
    .main_event = EV_BLOCK,
    .init = unicursal_init,
    .run = unicursal_run,
    .cell = unicursal_cell,
    .wall = sm_plain_wall,
    .figures = unicursal_figures,
};
