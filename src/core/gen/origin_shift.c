/*
 * origin_shift.c - Origin Shift (CaptainLuma, 2024): the maze is a tree of
 * arrows that all lead to one cell, the origin, and it is reshaped by
 * moving the origin one random step at a time.
 *
 * Start (built in init, not shown as steps): the origin is the last cell
 * (a rectangle's bottom-right corner) and every other cell points to a
 * neighbour one step nearer to it over the grid - the first such side
 * clockwise from north - with the wall between them open. On a rectangle
 * that is the classic starting maze: every cell points right, the last
 * column down. On any other grid or mask it is the breadth-first tree
 * towards the origin, so the algorithm runs on every shape.
 *
 * A step (a shift): the origin picks a uniformly random neighbour N. The
 * old origin now points to N (the wall between them opens) and N drops its
 * own arrow (the wall that arrow went through closes): N is the origin.
 * When N already pointed to the origin, the passage stays and only that
 * arrow turns round. So the maze is a perfect maze after every step.
 *
 * Why it becomes uniform: the shifts are a Markov chain on (tree,
 * origin). By the Markov chain tree theorem its stationary distribution
 * weights a tree rooted at r by the product over the other cells of
 * 1/degree, which is proportional to deg(r): summed over the roots, every
 * spanning tree weighs the same. So the maze becomes uniform - after
 * enough shifts. Once the origin has stood on every cell (the walk's cover
 * time) each cell points where the origin last left it and the starting
 * maze is forgotten. On 3x3 (192 trees) the distance from uniform halves
 * about every 10 shifts: 10 shifts are far from uniform, 130 are not
 * told apart from it by 57600 mazes.
 *
 * steps=K shifts; auto (the default) is about four times the expected
 * cover time: max(3 n ln^2 n, 8 D^2) for n cells, D the farthest distance
 * from the origin. The origin's mean cover time measured 0.44-0.72
 * n ln^2 n on rectangles, hexagons, triangles and polar grids of 9 to
 * 10^6 cells, and about 2 D^2 on long thin ones (1000x10); 3x3 gets 130.
 * Masks with narrow necks mix slower: the figure "cells the origin
 * reached" and the last caption say when some cells were never reached.
 * auto is computed in integers, so a seed gives the same maze everywhere.
 *
 * Cost: O(1) per shift. Memory: one byte per cell - the side the arrow
 * leaves by (3 bits) and whether the origin has been there; init borrows
 * a breadth-first queue (4 bytes per cell) and frees it before the first
 * step.
 */
#include <stdlib.h>

#include "../sm_impl.h"

enum {
    ARROW = 0x0fu,       /* the side the arrow leaves by */
    ARROW_NONE = 0x0fu,  /* the origin: no arrow */
    ARROW_UNSET = 0x0eu, /* init only: not in the starting tree yet */
    REACHED = 1u << 4,   /* the origin has stood here */
    LAYER = 1u << 5,     /* init only: in the breadth-first layer being found */
};

enum { OPT_STEPS };
#define STEPS_MOST UINT64_C(1000000000000)

enum {
    CAP_START, CAP_NONE, CAP_FLIP, CAP_MOVE, CAP_FLIP_NEW, CAP_MOVE_NEW, CAP_COVER, CAP_LAST,
    CAP_LAST_SHORT,
};
enum { LINE_START, LINE_FLIP, LINE_MOVE, LINE_LAST };

typedef struct oshift {
    uint8_t *cell;          /* per cell: ARROW bits, REACHED */
    uint32_t origin;
    uint32_t old;           /* the origin before the last shift; MAZE_NONE: none yet */
    uint32_t closed_a, closed_b; /* the two cells of the wall the last shift closed; MAZE_NONE: none */
    uint8_t side_a, side_b; /* ... and their sides facing each other */
    uint8_t open_old, open_new; /* the sides of the passage old origin - origin */
    uint64_t shifts, target;
    uint64_t moved;         /* shifts that moved a wall */
    uint32_t reached;       /* cells the origin has stood on */
} oshift;

/* log2(n) in 1/65536 units, n >= 1, by repeated squaring: integers only, the same on every machine. */
static uint64_t log2_q16(uint64_t n)
{
    unsigned b = 0;
    while ((n >> b) > 1)
        b++;
    uint64_t r = (uint64_t)b << 16;
    uint64_t x = b >= 31 ? n >> (b - 31) : n << (31 - b); /* n / 2^b in [1, 2), 31 fraction bits */
    for (uint64_t bit = UINT64_C(1) << 15; bit; bit >>= 1) {
        x = (x * x) >> 31;
        if (x >= UINT64_C(1) << 32) {
            x >>= 1;
            r += bit;
        }
    }
    return r;
}

/* steps=auto for n cells and farthest distance d from the origin: max(3 n ln^2 n, 8 d^2). */
static uint64_t auto_steps(uint64_t n, uint64_t d)
{
    uint64_t ln = log2_q16(n) * 45426u >> 16;  /* ln n = log2 n * ln 2; 45426 / 65536 = 0.693146 */
    uint64_t by_cells = 3 * n * (ln * ln >> 16) >> 16;
    uint64_t by_reach = 8 * d * d;
    return by_cells > by_reach ? by_cells : by_reach;
}

/*
 * The starting maze: a breadth-first search from the origin over the grid;
 * each cell points to the first side (in side order) whose neighbour is
 * one layer nearer. Cells of the layer being found carry LAYER, so a later
 * neighbour in the layer before can still offer a lower side. Returns the
 * farthest distance, or UINT32_MAX when memory runs out or some cell
 * cannot be reached (a mask in pieces).
 */
static uint32_t start_tree(maze *mz, uint8_t *cell, uint32_t origin)
{
    uint32_t *queue = malloc((size_t)mz->count * sizeof *queue);
    if (!queue)
        return UINT32_MAX;
    for (uint32_t c = 0; c < mz->n; c++)
        cell[c] = ARROW_UNSET;
    cell[origin] = ARROW_NONE | REACHED;
    uint32_t head = 0, tail = 0, layer_end = 1, depth = 0;
    queue[tail++] = origin;
    while (head < tail) {
        if (head == layer_end) { /* the next layer is found: its cells are final */
            for (uint32_t i = layer_end; i < tail; i++)
                cell[queue[i]] &= (uint8_t)~LAYER;
            layer_end = tail;
            depth++;
        }
        uint32_t p = queue[head++];
        for (maze_dir s = 0; s < mz->sides; s++) {
            uint32_t nb = maze_neighbor(mz, p, s);
            if (nb == MAZE_NONE)
                continue;
            unsigned back = maze_opposite(mz, p, s);
            if (cell[nb] == ARROW_UNSET) {
                cell[nb] = (uint8_t)(back | LAYER);
                queue[tail++] = nb;
            } else if ((cell[nb] & LAYER) && back < (cell[nb] & ARROW)) {
                cell[nb] = (uint8_t)(back | LAYER);
            }
        }
    }
    free(queue); /* the last layer found nothing: no cell still carries LAYER */
    if (tail != mz->count)
        return UINT32_MAX;
    for (uint32_t c = 0; c < mz->n; c++)
        if (c != origin && maze_exists(mz, c))
            maze_carve(mz, c, cell[c] & ARROW);
    return depth;
}

static bool os_init(sm *m)
{
    maze *mz = m->m;
    oshift *o = sm_alloc(m, 1, sizeof *o);
    if (!(m->impl = o) || !(o->cell = sm_alloc(m, mz->n, 1)))
        return false;
    o->origin = maze_last_cell(mz);
    o->old = o->closed_a = o->closed_b = MAZE_NONE;
    uint32_t depth = start_tree(mz, o->cell, o->origin);
    if (depth == UINT32_MAX)
        return false;
    uint64_t k = sm_option_number(m, OPT_STEPS);
    o->target = k == SM_NO_NUMBER ? auto_steps(mz->count, depth) : k;
    o->reached = 1;
    for (uint32_t c = 0; c < mz->n; c++)
        sm_touch(m, c);
    if (mz->count == 1 || o->target == 0) {
        o->target = 0;
        m->done = true;
        sm_say(m, LINE_START, CAP_NONE, o->origin, 0, 0, 0);
        return true;
    }
    sm_say(m, LINE_START, CAP_START, o->origin, (uint32_t)(o->target < UINT32_MAX ? o->target : UINT32_MAX), 0, 0);
    return true;
}

/* The note of the shift just made (first: the origin had never been on its cell). */
static void say_shift(sm *m, const oshift *o, bool first)
{
    const maze *mz = m->m;
    bool flip = o->side_a == ARROW_NONE;
    uint32_t word = grid_dir_arg(mz, o->old, o->open_old), left = mz->count - o->reached;
    unsigned line = flip ? LINE_FLIP : LINE_MOVE;
    if (first && left == 0)
        sm_say(m, line, CAP_COVER, o->origin, (uint32_t)(o->shifts < UINT32_MAX ? o->shifts : UINT32_MAX), 0,
               o->old);
    else if (first)
        sm_say(m, line, flip ? CAP_FLIP_NEW : CAP_MOVE_NEW, word, o->origin, left, o->old);
    else if (flip)
        sm_say(m, line, CAP_FLIP, word, o->origin, 0, o->old);
    else
        sm_say(m, line, CAP_MOVE, word, o->origin, grid_dir_arg(mz, o->origin, o->side_a), o->old);
}

/*
 * k shifts, with the state in locals (the byte stores to the grids would
 * otherwise make the compiler reload every field each shift). rect says
 * which kind of grid (MAZE_SPECIALISE). Each shift touches the cells the
 * previous one marked, so their marks are redrawn plain. Only the last
 * shift's note is kept, as k single steps would leave it. force: the side
 * the first shift moves by instead of its draw (an exercise's choice);
 * MAZE_NO_SIDE, a constant in the batches: its own.
 */
MAZE_SPECIALISE void shifts(sm *m, oshift *o, uint64_t k, bool rect, maze_dir force)
{
    maze *mz = m->m;
    uint8_t *cell = o->cell, *walls = mz->cells;
    uint32_t origin = o->origin, old = o->old, closed_b = o->closed_b, reached = o->reached;
    unsigned d = o->open_old, back = o->open_new, side_a = o->side_a, side_b = o->side_b;
    uint64_t moved = o->moved;
    bool first = false;
    rng r = m->r;
    sm_log log = sm_log_open(m);
    for (uint64_t i = 0; i < k; i++) {
        uint32_t nb;
        d = maze_random_neighbor_k(mz, &r, origin, &nb, rect);
        if (force != MAZE_NO_SIDE) {
            d = force;
            nb = maze_neighbor_k(mz, origin, d, rect);
            force = MAZE_NO_SIDE;
        }
        sm_log_put(&log, old != MAZE_NONE ? old : origin); /* the last shift's marks go */
        sm_log_put(&log, closed_b != MAZE_NONE ? closed_b : origin);
        sm_log_put(&log, origin);
        back = maze_opposite_k(mz, origin, d, rect);
        unsigned arrow = cell[nb] & ARROW;
        first = !(cell[nb] & REACHED);
        /*
         * Close the wall N's arrow went through, open the one to N. When N
         * pointed to the origin they are the same wall and it stays open:
         * no branch (it would be mispredicted half the time).
         */
        uint32_t parent = maze_neighbor_k(mz, nb, arrow, rect);
        unsigned pback = maze_opposite_k(mz, nb, arrow, rect);
        walls[nb] &= (uint8_t)~(1u << arrow);
        walls[parent] &= (uint8_t)~(1u << pback);
        maze_carve_k(mz, origin, d, nb, rect);
        bool flip = arrow == back;
        closed_b = flip ? MAZE_NONE : parent;
        side_a = flip ? ARROW_NONE : arrow;
        side_b = pback;
        moved += !flip;
        sm_log_put(&log, parent);
        cell[origin] = (uint8_t)((cell[origin] & ~ARROW) | d);
        cell[nb] = (uint8_t)(cell[nb] | ARROW_NONE | REACHED);
        reached += first;
        old = origin;
        origin = nb;
        sm_log_put(&log, nb);
    }
    sm_log_close(m, log);
    m->r = r;
    o->origin = origin;
    o->old = old;
    o->closed_a = closed_b != MAZE_NONE ? origin : MAZE_NONE;
    o->closed_b = closed_b;
    o->side_a = (uint8_t)side_a;
    o->side_b = (uint8_t)side_b;
    o->open_old = (uint8_t)d;
    o->open_new = (uint8_t)back;
    o->moved = moved;
    o->reached = reached;
    o->shifts += k;
    if (k > 0)
        say_shift(m, o, first);
}

/* The last shift's caption, and every mark back to plain maze (cells never reached included). */
static void finish(sm *m, oshift *o)
{
    uint32_t left = m->m->count - o->reached;
    uint32_t k = (uint32_t)(o->shifts < UINT32_MAX ? o->shifts : UINT32_MAX);
    sm_say(m, LINE_LAST, left ? CAP_LAST_SHORT : CAP_LAST, k, o->origin, left, o->old);
    if (left && m->changed)
        for (uint32_t c = 0; c < m->m->n; c++)
            if (!(o->cell[c] & REACHED))
                sm_touch(m, c);
}

static uint64_t os_run(sm *m, uint64_t max)
{
    oshift *o = m->impl;
    uint64_t left = o->target - o->shifts, k = max < left ? max : left;
    const sm_choice *f = sm_take_forced(m);
    if (f && m->m->nbr)
        shifts(m, o, 1, false, sm_forced_side(m, o->origin, f));
    else if (f)
        shifts(m, o, 1, true, sm_forced_side(m, o->origin, f));
    else if (m->m->nbr)
        shifts(m, o, k, false, MAZE_NO_SIDE);
    else
        shifts(m, o, k, true, MAZE_NO_SIDE);
    if (o->shifts == o->target) {
        finish(m, o);
        m->done = true;
    }
    return k;
}

/* The run is exactly K shifts (steps=auto resolved in init). */
static uint64_t os_planned(const sm *m)
{
    const oshift *o = m->impl;
    return o->target;
}

static sm_cell os_cell(const sm *m, uint32_t c)
{
    const oshift *o = m->impl;
    sm_cell out = {SM_CELL_MAZE, 0, 0};
    if (m->done)
        return out;
    if (c == o->origin)
        out.kind = SM_CELL_HEAD;
    else if (c == o->old)
        out.kind = SM_CELL_CHOSEN;
    else if (!(o->cell[c] & REACHED))
        out.kind = SM_CELL_BLANK;
    return out;
}

static sm_wall_kind os_wall(const sm *m, uint32_t c, maze_dir d)
{
    const oshift *o = m->impl;
    if (m->done || o->old == MAZE_NONE)
        return SM_WALL_PLAIN;
    if ((c == o->old && d == o->open_old) || (c == o->origin && d == o->open_new))
        return SM_WALL_ACCEPTED;
    if ((c == o->closed_a && d == o->side_a) || (c == o->closed_b && d == o->side_b))
        return SM_WALL_NEW;
    return SM_WALL_PLAIN;
}

static size_t os_figures(const sm *m, sm_figure *out)
{
    const oshift *o = m->impl;
    size_t i = sm_fig(out, 0, "shifts", "移动原点次数", o->shifts, o->target);
    i = sm_fig(out, i, "cells the origin reached", "原点到过的格", o->reached, m->m->count);
    return sm_fig(out, i, "walls moved", "移动过的墙", o->moved, 0);
}

static const sm_option os_options[] = {
    {"steps", "shifts of the origin: auto (about four times the cover time of its walk) or a number",
     {"auto", "10", "100", "1000", "10000", "100000", NULL}, STEPS_MOST},
};

static const sm_text os_code[] = {
    {"start: every cell points one step nearer the origin (a rectangle: right, the last column down)",
     "开始：每个格指向离原点近一步的邻格（矩形：向右，最后一列向下）"},
    {"K times: the origin moves to a random neighbour N; if N pointed to the origin, only that arrow turns round",
     "重复 K 次：原点移到随机邻格 N；若 N 本来指向原点，只是这支箭头掉头"},
    {"  else: open the wall to N, close the wall N's arrow went through; N is the new origin",
     "  否则：打通到 N 的墙，堵上 N 的箭头穿过的墙；N 成为新原点"},
    {"done: every arrow leads to the origin - a perfect maze", "结束：所有箭头都通向原点，这是完美迷宫"},
};

static const sm_text os_captions[] = {
    [CAP_START] = {"the starting maze: every arrow leads one step nearer the origin {c}; {n} shift{s} to go",
                   "起始迷宫：每支箭头都指向离原点 {c} 近一步的格；还要移动 {n} 次"},
    [CAP_NONE] = {"nothing to shift: the starting maze (origin {c}) is the maze",
                  "无需移动：起始迷宫（原点 {c}）就是结果"},
    [CAP_FLIP] = {"the origin moved {d} to {c} along a passage: only that arrow turned round",
                  "原点沿通道向{d}移到 {c}：只是这支箭头掉了头"},
    [CAP_MOVE] = {"the origin moved {d} to {c}: that wall opened, and the wall on its {d} side, where its arrow went, closed",
                  "原点向{d}移到 {c}：打通这面墙，堵上它{d}侧原来箭头穿过的墙"},
    [CAP_FLIP_NEW] = {"the origin moved {d} to {c}, where it had never been, along a passage: only that arrow turned "
                      "round ({n} cell{s} never reached)",
                      "原点沿通道向{d}移到从未到过的 {c}：只是这支箭头掉了头（还有 {n} 格没到过）"},
    [CAP_MOVE_NEW] = {"the origin moved {d} to {c}, where it had never been: that wall opened, the wall its arrow "
                      "went through closed ({n} cell{s} never reached)",
                      "原点向{d}移到从未到过的 {c}：打通这面墙，堵上它箭头穿过的墙（还有 {n} 格没到过）"},
    [CAP_COVER] = {"the origin reached {c}, the last cell it had never been on, after {n} shift{s}: "
                   "the starting maze is forgotten",
                   "第 {n} 次移动后原点到达 {c}，最后一个没到过的格：起始迷宫已被完全遗忘"},
    [CAP_LAST] = {"shift {n}, the last: the origin moved to {c}; every arrow leads to it - a perfect maze",
                  "第 {n} 次移动，最后一次：原点移到 {c}；所有箭头都通向它，这是完美迷宫"},
    [CAP_LAST_SHORT] = {"shift {n}, the last: the origin moved to {c}; {n} cell{s} it never reached still point "
                        "as in the starting maze (more steps mix better)",
                        "第 {n} 次移动，最后一次：原点移到 {c}；它没到过的 {n} 格仍保持起始迷宫的指向（步数多些才混合得好）"},
};

static const sm_legend os_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"never reached: as at the start",
                                   "原点还没到过：仍是起始迷宫的样子"}},
    {SM_MARK_CELL, SM_CELL_MAZE, {"reached by the origin",
                                  "原点到过：箭头指向原点最后一次离开的方向"}},
    {SM_MARK_CELL, SM_CELL_HEAD, {"the origin: every arrow leads here", "原点：所有箭头最终都通向这里"}},
    {SM_MARK_CELL, SM_CELL_CHOSEN, {"the old origin", "旧原点：现在指向新原点"}},
    {SM_MARK_WALL, SM_WALL_ACCEPTED, {"opened: the wall to N",
                                      "旧原点的新箭头：通往新原点的通道"}},
    {SM_MARK_WALL, SM_WALL_NEW, {"closed: N's old arrow", "堵上：新原点原来箭头穿过的墙"}},
};

enum { EV_NEW, EV_COVER, EV_MOVE, EV_FLIP, EV_DONE };
static const sm_event os_events[] = {
    [EV_NEW] = {"new-cell", {"the origin reaches a new cell", "原点到达新格"},
                SM_CAP(CAP_FLIP_NEW) | SM_CAP(CAP_MOVE_NEW) | SM_CAP(CAP_COVER)},
    [EV_COVER] = {"covered", {"every cell reached: the start is forgotten", "所有格都到过：起始迷宫被遗忘"},
                  SM_CAP(CAP_COVER)},
    [EV_MOVE] = {"wall-moves", {"a wall moves", "一面墙移动"}, SM_CAP(CAP_MOVE) | SM_CAP(CAP_MOVE_NEW)},
    [EV_FLIP] = {"arrow-turns", {"only an arrow turns round", "只有箭头掉头"},
                 SM_CAP(CAP_FLIP) | SM_CAP(CAP_FLIP_NEW)},
    [EV_DONE] = {"done", {"the last shift", "最后一次移动"}, SM_CAP(CAP_LAST) | SM_CAP(CAP_LAST_SHORT)},
};

/*
 * Predict: the origin's random move is shown as an arrow; then "which
 * line?" asks whether N already pointed to the origin (an open passage
 * between them: only the arrow turns) or a wall moves.
 */
static const sm_ask os_asks[] = {
    {.captions = SM_CAP(CAP_FLIP) | SM_CAP(CAP_MOVE) | SM_CAP(CAP_FLIP_NEW) | SM_CAP(CAP_MOVE_NEW),
     .from = SM_ARG(3), .to = SM_ARG(1)},
    {.captions = SM_CAP(CAP_COVER), .from = SM_ARG(3), .to = SM_ARG(0)},
    {.captions = SM_CAP(CAP_LAST) | SM_CAP(CAP_LAST_SHORT), .from = SM_ARG(3), .to = SM_ARG(1)},
};

/* Exercises: each shift moves the origin to any neighbour (drawn); the walls follow from it. */
static const sm_decision os_decisions[] = {
    {{"the origin is at {c}: to which neighbour does it move?", "原点在 {c}：它移到哪个邻格？"},
     {"the origin moves to any neighbour (it draws one); its old cell then points to it and the wall the "
      "new origin's arrow went through closes",
      "原点移到任意一个邻格（随机选一个）；旧原点改为指向它，新原点原来箭头穿过的墙堵上"}},
};

static size_t os_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const oshift *o = m->impl;
    info->arg[0] = o->origin;
    return sm_neighbour_choices(m, o->origin, info, out, cap);
}

const sm_algo gen_origin_shift = {
    .kind = SM_GENERATOR,
    .id = "origin-shift",
    .alias = NULL,
    .name = {"Origin Shift", "原点移动算法（Origin Shift）"},
    .options = os_options,
    .n_options = SM_COUNT(os_options),
    .code = os_code,
    .code_lines = SM_COUNT(os_code),
    .captions = os_captions,
    .n_captions = SM_COUNT(os_captions),
    .legend = os_legend,
    .n_legend = SM_COUNT(os_legend),
    .events = os_events,
    .n_events = SM_COUNT(os_events),
    .main_event = EV_NEW,
    .asks = os_asks,
    .n_asks = SM_COUNT(os_asks),
    .choices = os_choices,
    .decisions = os_decisions,
    .n_decisions = SM_COUNT(os_decisions),
    .planned = os_planned,
    .init = os_init,
    .run = os_run,
    .cell = os_cell,
    .wall = os_wall,
    .figures = os_figures,
};
