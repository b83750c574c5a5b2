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
 * Steps: one wall segment per step. The chambers waiting to be divided are
 * on an explicit stack (no recursion). The first step of a dividing wall
 * pops the chamber pushed last and chooses the wall - it cuts the longer
 * side in two (a coin decides for a square), at a random place, with a
 * random door - and builds its first segment; every further step builds one
 * segment; the step that builds the last one pushes the halves that can
 * still be divided (first half first, so the second is divided next) and
 * finishes the others.
 *
 * Picture: the segment just built is marked as a new wall, the cell beside
 * it as current, and the row or column of cells along the wall being built
 * as scanned. Marking whole chambers would repaint their area for every
 * wall, O(n log n) cells in all; the line costs what the wall costs. Cells
 * of finished corridors are in the maze, each painted once; the chambers
 * waiting are counted in the figures, not painted.
 *
 * Bias: long straight walls and a visible rectangular, hierarchical
 * structure (one gap in the middle of the first wall decides much of the
 * solution); about 27 % dead ends. Cost: O(1) amortised per step; the stack
 * holds at most W+H+2 chambers because each level of division shrinks W+H by
 * one. Memory: one bit per cell (finished) and 16 bytes per stacked chamber.
 */
#include "../sm_impl.h"

enum { LINE_START, LINE_CHOOSE, LINE_SEGMENT, LINE_WALL_DONE, LINE_DONE };
enum {
    CAP_START,
    CAP_START_DONE,
    CAP_CHOOSE_COL,
    CAP_CHOOSE_ROW,
    CAP_SEGMENT,
    CAP_WALL_DONE,
    CAP_SMALL_DONE,
    CAP_DONE,
};

typedef struct rect {
    uint32_t x, y, w, h;
} rect;

typedef struct wall {
    uint32_t start;      /* first cell of the line along the wall */
    maze_dir side;       /* the wall is on this side of the line's cells */
    maze_dir along;      /* the line runs this way */
    uint32_t len, pos, gap;
    rect chamber;        /* the chamber it divides */
    rect half[2];
} wall;

typedef struct division {
    rect *stack;         /* chambers waiting to be divided */
    uint32_t top;
    uint8_t *done;       /* bit per cell: in a finished corridor */
    bool building;
    wall wl;
    uint32_t current;    /* the cell beside the segment built last while building, or MAZE_NONE */
    uint32_t seg_c;      /* the segment built last: cell and side; MAZE_NONE: none */
    maze_dir seg_d;
    uint64_t finished;
    uint64_t built;      /* wall segments built */
} division;

static bool splittable(rect r) { return r.w >= 2 && r.h >= 2; }

static uint32_t line_cell(const maze *m, const wall *wl, uint32_t i)
{
    return wl->along == RECT_E ? wl->start + i : wl->start + i * m->w;
}

static void touch_line(sm *m, const wall *wl)
{
    for (uint32_t i = 0; i < wl->len; i++)
        sm_touch(m, line_cell(m->m, wl, i));
}

/* A chamber that needs no wall: its cells are in the maze for good. */
static void finish(sm *m, division *dv, rect r)
{
    const maze *mz = m->m;
    for (uint32_t y = r.y; y < r.y + r.h; y++) {
        for (uint32_t x = r.x; x < r.x + r.w; x++) {
            uint32_t c = y * mz->w + x;
            dv->done[c >> 3] |= (uint8_t)(1u << (c & 7));
            sm_touch(m, c);
        }
    }
    dv->finished += (uint64_t)r.w * r.h;
}

/*
 * The wall and door of chamber r an exercise chose (f, a door segment)
 * instead of the draw: its direction, the rows or columns before it and
 * the door's place along it.
 */
static void chosen_door(const maze *m, rect r, const sm_choice *f, bool *horizontal, uint32_t *k, uint32_t *gap)
{
    uint32_t x = maze_x(m, f->cell) - r.x, y = maze_y(m, f->cell) - r.y;
    *horizontal = f->side == RECT_S;
    *k = (*horizontal ? y : x) + 1;
    *gap = *horizontal ? x : y;
}

/* Pops a chamber and chooses the wall across it; says which. */
static void start_wall(sm *m, division *dv)
{
    rect r = dv->stack[--dv->top];
    wall *wl = &dv->wl;
    wl->chamber = r;
    bool horizontal = r.w < r.h || (r.w == r.h && (rng_dir(&m->r) & 1u));
    uint32_t k = rng_below(&m->r, (horizontal ? r.h : r.w) - 1) + 1; /* rows above / columns left of it */
    uint32_t gap = rng_below(&m->r, horizontal ? r.w : r.h);
    const sm_choice *f = sm_take_forced(m);
    if (f)
        chosen_door(m->m, r, f, &horizontal, &k, &gap);
    uint32_t corner = r.y * m->m->w + r.x;
    if (horizontal) {
        wl->start = (r.y + k - 1) * m->m->w + r.x;
        wl->side = RECT_S;
        wl->along = RECT_E;
        wl->len = r.w;
        wl->half[0] = (rect){r.x, r.y, r.w, k};
        wl->half[1] = (rect){r.x, r.y + k, r.w, r.h - k};
        sm_say(m, LINE_CHOOSE, CAP_CHOOSE_ROW, r.w, r.h, corner, r.y + k - 1);
    } else {
        wl->start = r.y * m->m->w + r.x + k - 1;
        wl->side = RECT_E;
        wl->along = RECT_S;
        wl->len = r.h;
        wl->half[0] = (rect){r.x, r.y, k, r.h};
        wl->half[1] = (rect){r.x + k, r.y, r.w - k, r.h};
        sm_say(m, LINE_CHOOSE, CAP_CHOOSE_COL, r.w, r.h, corner, r.x + k - 1);
    }
    wl->gap = gap;
    wl->pos = wl->gap == 0 ? 1 : 0;
    dv->building = true;
    touch_line(m, wl);
}

/* The last segment is built: push the halves that can be divided, finish the rest. */
static void end_wall(sm *m, division *dv, bool first)
{
    wall *wl = &dv->wl;
    uint32_t pushed = 0;
    dv->building = false;
    dv->current = MAZE_NONE;
    touch_line(m, wl);
    for (int i = 0; i < 2; i++) {
        if (splittable(wl->half[i])) {
            dv->stack[dv->top++] = wl->half[i];
            pushed++;
        } else {
            finish(m, dv, wl->half[i]);
        }
    }
    uint32_t door = line_cell(m->m, wl, wl->gap);
    if (dv->top == 0)
        sm_say(m, LINE_DONE, CAP_DONE, door, (uint32_t)dv->built, 0, 0);
    else if (first)
        sm_say(m, LINE_WALL_DONE, CAP_SMALL_DONE, wl->chamber.w, wl->chamber.h,
               wl->chamber.y * m->m->w + wl->chamber.x, door);
    else
        sm_say(m, LINE_WALL_DONE, CAP_WALL_DONE, door, pushed, dv->top, 0);
}

/* Moves the "segment just built" mark to the wall of c on side d (none: MAZE_NONE). */
static void mark_segment(sm *m, division *dv, uint32_t c, maze_dir d)
{
    if (dv->seg_c != MAZE_NONE)
        sm_touch_wall(m, dv->seg_c, dv->seg_d);
    dv->seg_c = c;
    dv->seg_d = d;
    if (c != MAZE_NONE)
        sm_touch_wall(m, c, d);
}

static bool division_step(sm *m)
{
    division *dv = m->impl;
    wall *wl = &dv->wl;
    bool first = !dv->building;
    if (first)
        start_wall(m, dv);
    uint32_t c = line_cell(m->m, wl, wl->pos);
    maze_build(m->m, c, wl->side);
    mark_segment(m, dv, c, wl->side);
    dv->built++;
    if (dv->current != MAZE_NONE)
        sm_touch(m, dv->current);
    dv->current = c;
    uint32_t nth = wl->pos + 1 - (wl->pos > wl->gap);
    if (!first)
        sm_say(m, LINE_SEGMENT, CAP_SEGMENT, nth, wl->len - 1, c, line_cell(m->m, wl, wl->gap));
    if (++wl->pos == wl->gap)
        wl->pos++;
    if (wl->pos >= wl->len)
        end_wall(m, dv, first);
    if (dv->building || dv->top > 0)
        return true;
    mark_segment(m, dv, MAZE_NONE, RECT_N);
    return false;
}

SM_DEFINE_RUN(division_run, division_step)

static bool division_init(sm *m)
{
    maze *mz = m->m;
    division *dv = sm_alloc(m, 1, sizeof *dv);
    if (!(m->impl = dv) || !(dv->stack = sm_alloc(m, (size_t)mz->w + mz->h + 2, sizeof *dv->stack)) ||
        !(dv->done = sm_alloc(m, ((size_t)mz->n + 7) / 8, 1)))
        return false;
    maze_fill(mz, true);
    for (uint32_t c = 0; c < mz->n; c++)
        sm_touch(m, c);
    dv->current = dv->seg_c = MAZE_NONE;
    rect all = {0, 0, mz->w, mz->h};
    if (splittable(all)) {
        dv->stack[dv->top++] = all;
        sm_say(m, LINE_START, CAP_START, mz->w, mz->h, 0, 0);
    } else {
        finish(m, dv, all);
        m->done = true;
        sm_say(m, LINE_START, CAP_START_DONE, mz->w, mz->h, 0, 0);
    }
    return true;
}

/* Whether c is on the line of cells along the wall being built. */
static bool on_line(const sm *m, const wall *wl, uint32_t c)
{
    const maze *mz = m->m;
    if (wl->along == RECT_E)
        return c >= wl->start && c < wl->start + wl->len;
    return maze_x(mz, c) == maze_x(mz, wl->start) && c >= wl->start &&
           maze_y(mz, c) - maze_y(mz, wl->start) < wl->len;
}

static sm_cell division_cell(const sm *m, uint32_t c)
{
    const division *dv = m->impl;
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    if ((dv->done[c >> 3] >> (c & 7)) & 1u)
        out.kind = SM_CELL_MAZE;
    else if (dv->building && c == dv->current)
        out.kind = SM_CELL_CURRENT;
    else if (dv->building && on_line(m, &dv->wl, c))
        out.kind = SM_CELL_SCAN;
    return out;
}

static sm_wall_kind division_wall(const sm *m, uint32_t c, maze_dir d)
{
    const division *dv = m->impl;
    if (dv->seg_c == MAZE_NONE)
        return SM_WALL_PLAIN;
    if ((c == dv->seg_c && d == dv->seg_d) ||
        (d == rect_opposite(dv->seg_d) && c == maze_neighbor(m->m, dv->seg_c, dv->seg_d)))
        return SM_WALL_NEW;
    return SM_WALL_PLAIN;
}

static size_t division_figures(const sm *m, sm_figure *out)
{
    const division *dv = m->impl;
    const maze *mz = m->m;
    size_t i = sm_fig(out, 0, "chambers waiting", "等待分割的房间", dv->top, 0);
    i = sm_fig(out, i, "wall segments built", "已建的墙段", dv->built,
               (uint64_t)(mz->w - 1) * (mz->h - 1));
    return sm_fig(out, i, "cells in finished corridors", "已完成走廊中的格", dv->finished, mz->n);
}

static const sm_text division_code[] = {
    {"the whole grid is one open chamber: push it", "整个网格是一个敞开的房间：压栈"},
    {"pop the chamber pushed last; cut its longer side with a wall at a random place, "
     "one random door; build the first segment",
     "弹出最后压入的房间；在随机位置建一堵墙把它的长边一分为二，随机留一个门；建第一段"},
    {"build the next segment of the wall (the door stays open)", "建这堵墙的下一段（门留空）"},
    {"wall done: push each half that is at least 2x2; thinner halves are finished corridors",
     "墙建成：至少 2x2 的半边压栈；更窄的半边是完成的走廊"},
    {"stop when no chamber is waiting", "没有等待分割的房间时停止"},
};

static const sm_text division_captions[] = {
    [CAP_START] = {"the whole grid, {n}x{n}, is one open chamber: pushed",
                   "整个 {n}x{n} 网格是一个敞开的房间：已压栈"},
    [CAP_START_DONE] = {"the grid, {n}x{n}, is one cell thin: already a corridor, done",
                        "{n}x{n} 的网格只有一格宽：已经是走廊，完成"},
    [CAP_CHOOSE_COL] = {"chamber {n}x{n} at {c}: a wall east of column {n}, first segment built",
                        "房间 {n}x{n}（左上角 {c}）：在第 {n} 列东侧建墙，已建第一段"},
    [CAP_CHOOSE_ROW] = {"chamber {n}x{n} at {c}: a wall south of row {n}, first segment built",
                        "房间 {n}x{n}（左上角 {c}）：在第 {n} 行南侧建墙，已建第一段"},
    [CAP_SEGMENT] = {"segment {n} of {n} built at {c}; the door is at {c}",
                     "建成第 {n} 段（共 {n} 段），在 {c}；门在 {c}"},
    [CAP_WALL_DONE] = {"wall done, door at {c}; halves pushed: {n} of 2; chambers waiting: {n}",
                       "墙建成，门在 {c}；压栈的半边：{n}/2；等待分割的房间：{n}"},
    [CAP_SMALL_DONE] = {"chamber {n}x{n} at {c}: a wall of one segment, door at {c}",
                        "房间 {n}x{n}（左上角 {c}）：只有一段的墙，门在 {c}"},
    [CAP_DONE] = {"wall done, door at {c}: no chamber waits, {n} segment{s} built; done",
                  "墙建成，门在 {c}：没有等待的房间，共建 {n} 段墙；完成"},
};

static const sm_legend division_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"open: in a chamber not yet divided", "空地：在尚未分割完的房间里"}},
    {SM_MARK_CELL, SM_CELL_MAZE, {"finished corridor (one cell thin)", "已完成的走廊（一格宽）"}},
    {SM_MARK_CELL, SM_CELL_SCAN, {"cells along the wall being built", "正在建的墙旁的格"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"beside the segment just built", "刚建的墙段旁的格"}},
    {SM_MARK_WALL, SM_WALL_NEW, {NULL, NULL}},
};

/* The size of a division: the cells of the chamber divided (its width and height lead each caption). */
static uint64_t chamber_cells(const sm_note *n) { return (uint64_t)n->arg[0] * n->arg[1]; }

enum { EV_WALL, EV_WALL_DONE };
static const sm_event division_events[] = {
    [EV_WALL] = {"new-wall", {"a chamber is divided: a new wall", "分割房间：开始建新墙"},
                 SM_CAP(CAP_CHOOSE_COL) | SM_CAP(CAP_CHOOSE_ROW) | SM_CAP(CAP_SMALL_DONE),
                 SM_SIZE("cells in the chamber", "房间的格数", chamber_cells)},
    [EV_WALL_DONE] = {"wall-done", {"a wall is finished, its door left open", "墙建成，留下门"},
                      SM_CAP(CAP_WALL_DONE) | SM_CAP(CAP_SMALL_DONE) | SM_CAP(CAP_DONE)},
};

/*
 * Exercises: the first step of each wall chooses it and its door, all
 * drawn: the door (a wall segment left open) names both, so any door of
 * any wall the rule allows is right. Building its segments decides
 * nothing.
 */
static const sm_decision division_decisions[] = {
    {{"a chamber of {n} x {n} cell{s} at {c} is divided: where is the door of its wall?",
      "划分 {n} x {n} 格的房间（左上角 {c}）：新墙的门在哪里？"},
     {"the wall cuts the chamber across its longer side (either way for a square) at a random place and "
      "keeps one random door: any door of such a wall is right",
      "新墙沿较长边的方向横穿房间（正方形两个方向都可以），位置随机，只留一个随机的门：这样的墙上任意一个门都对"}},
};

/* The door of the wall across chamber r: horizontal walls run below row k - 1 of it, vertical east of column k - 1. */
static sm_choice door_choice(const maze *m, rect r, bool horizontal, uint32_t k, uint32_t gap)
{
    if (horizontal)
        return sm_choice_of_wall((r.y + k - 1) * m->w + r.x + gap, RECT_S);
    return sm_choice_of_wall((r.y + gap) * m->w + r.x + k - 1, RECT_E);
}

static size_t division_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const division *dv = m->impl;
    if (dv->building)
        return 0;
    rect r = dv->stack[dv->top - 1];
    size_t n = 0;
    for (int horizontal = 1; horizontal >= 0; horizontal--) {
        if (horizontal ? r.w > r.h : r.w < r.h)
            continue;
        uint32_t across = horizontal ? r.h : r.w, along = horizontal ? r.w : r.h;
        for (uint32_t k = 1; k < across; k++)
            for (uint32_t gap = 0; gap < along; gap++)
                sm_offer(out, cap, &n, door_choice(m->m, r, horizontal, k, gap));
    }
    rng g = m->r;
    bool horizontal = r.w < r.h || (r.w == r.h && (rng_dir(&g) & 1u));
    uint32_t k = rng_below(&g, (horizontal ? r.h : r.w) - 1) + 1;
    info->own = door_choice(m->m, r, horizontal, k, rng_below(&g, horizontal ? r.w : r.h));
    info->arg[0] = r.w;
    info->arg[1] = r.h;
    info->arg[2] = r.y * m->m->w + r.x;
    return n;
}

const sm_algo gen_recursive_division = {
    .kind = SM_GENERATOR,
    .needs = GRID_CAP_SQUARES | GRID_CAP_LINES,
    .id = "recursive-division",
    .alias = "division",
    .name = {"Recursive division", "递归分割"},
    .code = division_code,
    .code_lines = SM_COUNT(division_code),
    .captions = division_captions,
    .n_captions = SM_COUNT(division_captions),
    .legend = division_legend,
    .n_legend = SM_COUNT(division_legend),
    .events = division_events,
    .n_events = SM_COUNT(division_events),
    .main_event = EV_WALL,
    .choices = division_choices,
    .decisions = division_decisions,
    .n_decisions = SM_COUNT(division_decisions),
    .init = division_init,
    .run = division_run,
    .cell = division_cell,
    .wall = division_wall,
    .figures = division_figures,
};
