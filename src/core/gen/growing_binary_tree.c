/*
 * growing_binary_tree.c - Growing Binary Tree: a growing tree whose every
 * link points north or west.
 *
 * The tree grows from the north-west corner. Each step takes a cell from the
 * active list (option pick: a random one, the newest, or a mix of the two)
 * and carves to a random unvisited neighbour south or east of it, which
 * joins the maze and the active list; a cell with no such neighbour leaves
 * the list. So every cell's parent is its north or west neighbour - the maze
 * has the same shape rule as the Binary Tree algorithm with bias nw - but
 * which of the two becomes the parent is decided by the order of growth, not
 * by a coin per cell. It is a perfect maze: a tree grown from one root, and
 * it reaches every cell, because a cell leaves the list only when its south
 * and east neighbours are visited, so by induction over x + y every cell's
 * north or west neighbour eventually hands it in.
 *
 * Steps: one step grows the list by one cell or retires one cell. The active
 * list is marked as such and the cell picked last as current.
 *
 * Why there is no pick=oldest (it gave the same mazes as pick=newest, seed
 * for seed, issue 13). A cell's parent is whichever of its north and west
 * neighbours carves into it first, and a coin is drawn only by a picked cell
 * whose south and east neighbours are both unvisited ("free"). Claim: with
 * newest or oldest first, the free cells are exactly the cells of one
 * staircase path P0 = (0,0), P1, ... where P(i+1) is the child P(i)'s coin
 * chose (along the border once the path meets it, with no coin), and they
 * draw their coins in path order.
 * - Oldest: a cell stays first in line until it has carved both ways, so
 *   the cells are handled in waves of equal x + y. By induction each wave
 *   lists its cells by distance from its path cell, nearest first, the path
 *   cell itself first: the path cell is free and carves both children (its
 *   coin only says which first); the cell k steps north-east of it finds its
 *   south neighbour already carved into by the cell k-1 steps north-east,
 *   handled before it, and carves east only; symmetrically the cell k steps
 *   south-west carves south only. Their children come out nearest-first
 *   again.
 * - Newest: a depth-first search. When the corner's coin says east, the
 *   search from (1,0) reaches every cell with x >= 1 (all of them lie south
 *   and east of it) before it returns; then column 0 hangs from the corner
 *   going south, with no coin. The search from (1,0) is the same problem on
 *   the smaller rectangle, so by induction again only path cells draw.
 * Either way the maze is a function of the path alone - cells north-east of
 * it hang west, cells south-west of it hang north - and the i-th coin of the
 * stream decides the i-th step of the path under both orders, so the same
 * seed gives the same maze, and a 5x5 grid has only the 70 staircase
 * mazes (other fixed orders do no better: row-major order gives a single
 * maze). A random pick escapes the trap: a cell off the path can be
 * picked while both its children are free (1857 different mazes in 2000
 * runs on 5x5). So pick now means what it changes: random, newest (the
 * staircase maze, grown depth-first), or mix (newest nine times in ten,
 * else a random cell: something in between - at even odds, as Growing
 * Tree mixes, the rare random picks already undo the staircase and the
 * mazes look like pick=random's, about 21 % dead ends; at nine in ten
 * they have 17.0 %, between random's 21.6 % and newest's 9.5 %, over 200
 * mazes of 20x10).
 *
 * Bias: the north row and the west column are unbroken corridors and every
 * path to the north-west corner goes only north and west, as in Binary Tree,
 * with fewer dead ends (about 22 % with pick=random against 25 %).
 * pick=random spreads as a wavefront from the corner; pick=newest gives one
 * staircase from the corner with west-hanging corridors above it and
 * north-hanging ones below. Cost: O(1) per step (removal from the list
 * swaps with its end), exactly 2n-1 steps. Memory: 5 bytes per cell - a
 * state byte and the active list.
 */
#include "../sm_impl.h"

enum { VISITED = 1u << 0, ACTIVE = 1u << 1 };

enum { OPT_PICK };
enum { PICK_RANDOM, PICK_NEWEST, PICK_MIX };

enum { LINE_START, LINE_GROW, LINE_RETIRE, LINE_DONE };
enum { CAP_START, CAP_GROW, CAP_RETIRE, CAP_DONE };

typedef struct growing_bt {
    uint8_t *st;
    uint32_t *active; /* the active list is active[0 .. count) */
    uint32_t count;
    uint32_t current; /* the cell picked last; MAZE_NONE when done */
    unsigned pick;
    uint64_t visited;
} growing_bt;

static uint32_t pick_index(rng *r, const growing_bt *t)
{
    switch (t->pick) {
    case PICK_NEWEST:
        return t->count - 1;
    case PICK_MIX:
        return rng_below(r, 10) ? t->count - 1 : rng_below(r, t->count);
    default:
        return rng_below(r, t->count);
    }
}

/* A random unvisited neighbour of c south or east, or RECT_SIDES. */
static maze_dir grow_dir(const maze *mz, rng *r, const growing_bt *t, uint32_t c)
{
    static const maze_dir grow_dirs[2] = {RECT_S, RECT_E};
    maze_dir cand[2];
    unsigned k = 0;
    for (unsigned j = 0; j < 2; j++) {
        uint32_t nb = maze_neighbor(mz, c, grow_dirs[j]);
        if (nb != MAZE_NONE && !(t->st[nb] & VISITED))
            cand[k++] = grow_dirs[j];
    }
    if (k == 0)
        return RECT_SIDES;
    return cand[k == 1 ? 0 : rng_dir(r) & 1u];
}

static bool growing_bt_step(sm *m)
{
    growing_bt *t = m->impl;
    uint32_t i = pick_index(&m->r, t), c = t->active[i];
    maze_dir d = grow_dir(m->m, &m->r, t, c);
    const sm_choice *f = sm_take_forced(m);
    if (f) { /* the chosen cell (its place in the list) and wall */
        for (i = f->cell == c ? i : 0; t->active[i] != f->cell; i++)
            ;
        c = f->cell;
        d = f->side == MAZE_NO_SIDE ? RECT_SIDES : f->side;
    }
    sm_touch(m, t->current);
    sm_touch(m, c);
    t->current = c;
    if (d != RECT_SIDES) {
        uint32_t nb = maze_neighbor(m->m, c, d);
        maze_carve(m->m, c, d);
        sm_touch_wall(m, c, d);
        t->st[nb] = VISITED | ACTIVE;
        t->active[t->count++] = nb;
        t->visited++;
        sm_say(m, LINE_GROW, CAP_GROW, d, c, nb, t->count);
        return true;
    }
    t->st[c] &= (uint8_t)~ACTIVE;
    t->active[i] = t->active[--t->count];
    if (t->count > 0) {
        sm_say(m, LINE_RETIRE, CAP_RETIRE, c, t->count, 0, 0);
        return true;
    }
    t->current = MAZE_NONE;
    sm_say(m, LINE_DONE, CAP_DONE, c, (uint32_t)t->visited, 0, 0);
    return false;
}

SM_DEFINE_RUN(growing_bt_run, growing_bt_step)

static bool growing_bt_init(sm *m)
{
    growing_bt *t = sm_alloc(m, 1, sizeof *t);
    if (!(m->impl = t) || !(t->st = sm_alloc(m, m->m->n, 1)) ||
        !(t->active = sm_alloc(m, m->m->n, sizeof *t->active)))
        return false;
    t->pick = sm_option_value(m, OPT_PICK);
    t->st[0] = VISITED | ACTIVE;
    t->active[t->count++] = 0;
    t->current = 0;
    t->visited = 1;
    sm_touch(m, 0);
    sm_say(m, LINE_START, CAP_START, 0, 0, 0, 0);
    return true;
}

static sm_cell growing_bt_cell(const sm *m, uint32_t c)
{
    const growing_bt *t = m->impl;
    uint8_t s = t->st[c];
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    if (c == t->current)
        out.kind = SM_CELL_CURRENT;
    else if (s & ACTIVE)
        out.kind = SM_CELL_STACK;
    else if (s & VISITED)
        out.kind = SM_CELL_MAZE;
    return out;
}

static size_t growing_bt_figures(const sm *m, sm_figure *out)
{
    const growing_bt *t = m->impl;
    size_t i = sm_fig(out, 0, "cells in the maze", "迷宫中的格", t->visited, m->m->count);
    return sm_fig(out, i, "active list", "活动列表", t->count, 0);
}

static const sm_option growing_bt_options[] = {
    {"pick",
     "which active cell grows next: a random one, the newest (gives a staircase maze; "
     "oldest would give the same), or mix (newest 9 times in 10, else random)",
     {"random", "newest", "mix", NULL}, 0},
};

static const sm_text growing_bt_code[] = {
    {"the top-left cell joins the maze and the active list", "左上角的格加入迷宫和活动列表"},
    {"pick an active cell (random, newest, or either); carve to a random unvisited "
     "neighbour south or east of it, add that to the list",
     "选一个活动格（随机、最新或两者之一）；随机打通它南边或东边一个未访问的邻格，把邻格加入列表"},
    {"it has no unvisited neighbour south or east: remove it from the list",
     "它南边和东边都没有未访问的邻格：把它移出列表"},
    {"stop when the active list is empty", "活动列表为空时停止"},
};

static const sm_text growing_bt_captions[] = {
    [CAP_START] = {"the maze starts at {c}, the only active cell", "迷宫从 {c} 开始，它是唯一的活动格"},
    [CAP_GROW] = {"grew {d} from {c} to {c}; active list: {n} cell{s}",
                  "向{d}生长：{c} → {c}；活动列表：{n} 格"},
    [CAP_RETIRE] = {"{c} has no unvisited neighbour south or east: removed ({n} active left)",
                    "{c} 南边和东边都没有未访问的邻格：移出列表（还剩 {n} 个活动格）"},
    [CAP_DONE] = {"{c} removed: the active list is empty, the maze has all its {n} cell{s}",
                  "{c} 移出列表：活动列表已空，全部 {n} 格都在迷宫中"},
};

static const sm_legend growing_bt_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not visited yet", "尚未访问"}},
    {SM_MARK_CELL, SM_CELL_MAZE, {"in the maze, out of the active list", "已在迷宫中，已移出活动列表"}},
    {SM_MARK_CELL, SM_CELL_STACK, {"in the active list", "在活动列表中"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"the cell picked last", "刚选中的格"}},
};

enum { EV_RETIRE };
static const sm_event growing_bt_events[] = {
    [EV_RETIRE] = {"cell-removed", {"a cell leaves the active list", "一个格移出活动列表"},
                   SM_CAP(CAP_RETIRE) | SM_CAP(CAP_DONE)},
};

/* Predict: which active cell is picked (growing_bt_key), then its random carve south or east. */
static const sm_ask growing_bt_asks[] = {
    {.captions = SM_CAP(CAP_GROW), .from = SM_ARG(1), .to = SM_ARG(2), .cell = SM_ARG(1)},
    {.captions = SM_CAP(CAP_RETIRE) | SM_CAP(CAP_DONE), .cell = SM_ARG(0)},
};

/*
 * Exercises: which active cell is picked and the wall it carves south or
 * east to an unvisited neighbour (any, drawn) - or, with none, the cell
 * itself, which leaves the list. newest names the cell; random and mix may
 * pick any active cell.
 */
static const sm_decision growing_bt_decisions[] = {
    {{"which active cell grows, and through which wall south or east - or which cell leaves the list?",
      "哪个活动格生长、向南或向东打通哪面墙？或者哪个格移出列表？"},
     {"Growing Binary Tree picks an active cell by its pick option (random, newest, or mix) and carves south "
      "or east to any unvisited neighbour of it (it draws one); a cell with none leaves the list",
      "生长二叉树按 pick 选项（随机、最新或混合）选一个活动格，向南或向东打通到它任意一个未访问的邻格"
      "（随机选一个）；没有的格移出列表"}},
};

/* The choices of active cell c: a wall south or east to each unvisited neighbour, else c itself. */
static void cell_choices(const sm *m, const growing_bt *t, uint32_t c, sm_choice *out, size_t cap, size_t *n)
{
    static const maze_dir grow_dirs[2] = {RECT_S, RECT_E};
    size_t before = *n;
    for (unsigned j = 0; j < 2; j++) {
        uint32_t nb = maze_neighbor(m->m, c, grow_dirs[j]);
        if (nb != MAZE_NONE && !(t->st[nb] & VISITED))
            sm_offer(out, cap, n, sm_choice_of_wall(c, grow_dirs[j]));
    }
    if (*n == before)
        sm_offer(out, cap, n, sm_choice_of_cell(c));
}

static size_t growing_bt_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const growing_bt *t = m->impl;
    size_t n = 0;
    if (t->pick == PICK_NEWEST)
        cell_choices(m, t, t->active[t->count - 1], out, cap, &n);
    else
        for (uint32_t i = 0; i < t->count; i++)
            cell_choices(m, t, t->active[i], out, cap, &n);
    rng r = m->r;
    uint32_t c = t->active[pick_index(&r, t)];
    maze_dir d = grow_dir(m->m, &r, t, c);
    info->own = d == RECT_SIDES ? sm_choice_of_cell(c) : sm_choice_of_wall(c, d);
    return n;
}

const sm_algo gen_growing_binary_tree = {
    .kind = SM_GENERATOR,
    .needs = GRID_CAP_SQUARES,
    .id = "growing-binary-tree",
    .alias = NULL,
    .name = {"Growing Binary Tree", "生长二叉树"},
    .plan = {2, 1}, /* every cell pushed once and popped once but the last: 2n - 1 steps */
    .options = growing_bt_options,
    .n_options = SM_COUNT(growing_bt_options),
    .code = growing_bt_code,
    .code_lines = SM_COUNT(growing_bt_code),
    .captions = growing_bt_captions,
    .n_captions = SM_COUNT(growing_bt_captions),
    .legend = growing_bt_legend,
    .n_legend = SM_COUNT(growing_bt_legend),
    .events = growing_bt_events,
    .n_events = SM_COUNT(growing_bt_events),
    .main_event = EV_RETIRE,
    .asks = growing_bt_asks,
    .n_asks = SM_COUNT(growing_bt_asks),
    .choices = growing_bt_choices,
    .decisions = growing_bt_decisions,
    .n_decisions = SM_COUNT(growing_bt_decisions),
    .init = growing_bt_init,
    .run = growing_bt_run,
    .cell = growing_bt_cell,
    .wall = sm_plain_wall,
    .figures = growing_bt_figures,
};
