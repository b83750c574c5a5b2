/*
 * binary_tree.c - the Binary Tree algorithm.
 *
 * Visit every cell once, in row-major order, and carve to one of its two
 * "bias" neighbours (north or east for bias=ne, and so on), chosen by a coin
 * flip; where only one of the two exists (along two sides of the grid) that
 * one is taken, and the corner cell that has neither carves nothing. Every
 * other cell has exactly one passage towards the corner, so the result is a
 * tree rooted at that corner: n-1 passages, all cells connected.
 *
 * Steps: one cell visited (and its one wall carved) per step, so exactly n
 * steps (0 for a 1x1 maze, which is done at init). The cell visited last is
 * marked current; cells behind it are done.
 *
 * Bias: strong. The two sides that meet at the bias corner are unbroken
 * corridors, every cell has a straight way home towards that corner, and the
 * maze has a diagonal texture; about a quarter of the cells are dead ends.
 * Cost: O(1) per step; unwatched, a few loads and stores a cell with no
 * step bookkeeping between cells (binary_tree_run). Memory: none per cell -
 * the visit order is the cell numbering, so the state is one position.
 */
#include "../sm_impl.h"

enum { OPT_BIAS };
enum { BIAS_NE, BIAS_NW, BIAS_SE, BIAS_SW };
enum { CAP_START, CAP_COIN, CAP_EDGE, CAP_CORNER, CAP_LAST, CAP_LAST_CORNER };
enum { LINE_START, LINE_COIN, LINE_EDGE, LINE_CORNER, LINE_DONE };

typedef struct binary_tree {
    maze_dir dirs[2]; /* the two directions a cell may carve to */
    uint32_t next;    /* the next cell to visit; cells below it are done */
    uint32_t current; /* the cell visited last, or MAZE_NONE */
} binary_tree;

/* Records what the visit of c did: carved d (RECT_SIDES: nothing) with k candidates. */
static void say_visit(sm *m, uint32_t c, maze_dir d, unsigned k, bool last)
{
    uint32_t nb = d == RECT_SIDES ? MAZE_NONE : maze_neighbor(m->m, c, d);
    if (last && k == 0)
        sm_say(m, LINE_DONE, CAP_LAST_CORNER, c, 0, 0, 0);
    else if (last)
        sm_say(m, LINE_DONE, CAP_LAST, d, c, nb, 0);
    else if (k == 0)
        sm_say(m, LINE_CORNER, CAP_CORNER, c, 0, 0, 0);
    else
        sm_say(m, k == 1 ? LINE_EDGE : LINE_COIN, k == 1 ? CAP_EDGE : CAP_COIN, c, d, nb, 0);
}

static bool binary_tree_step(sm *m)
{
    binary_tree *b = m->impl;
    maze *mz = m->m;
    uint32_t c = b->next++;
    maze_dir cand[2], d = RECT_SIDES;
    unsigned k = 0;
    for (unsigned i = 0; i < 2; i++)
        if (maze_has_neighbor(mz, c, b->dirs[i]))
            cand[k++] = b->dirs[i];
    if (k > 0) {
        d = cand[k == 1 ? 0 : rng_dir(&m->r) & 1u];
        const sm_choice *f = sm_take_forced(m);
        if (f)
            d = sm_forced_side(m, c, f);
        maze_carve(mz, c, d);
        sm_touch_wall(m, c, d);
    }
    if (b->current != MAZE_NONE)
        sm_touch(m, b->current);
    sm_touch(m, c);
    bool more = b->next < mz->n;
    b->current = more ? c : MAZE_NONE;
    say_visit(m, c, d, k, !more);
    return more;
}

SM_DEFINE_RUN(run_watched, binary_tree_step)

/*
 * Unwatched (no change log: headless runs, --stats, the lab), all but the
 * batch's last cell are visited in a loop with the state in locals and
 * nothing said or touched - the same coin flips in the same order, so the
 * same maze - and the last one by a step, which leaves the current cell
 * and the note as single steps would.
 */
static uint64_t binary_tree_run(sm *m, uint64_t max)
{
    binary_tree *b = m->impl;
    maze *mz = m->m;
    if (m->changed || max < 2)
        return run_watched(m, max);
    uint64_t left = mz->n - b->next, quick = (max < left ? max : left) - 1;
    uint32_t c = b->next, end = c + (uint32_t)quick;
    maze_dir d0 = b->dirs[0], d1 = b->dirs[1];
    rng r = m->r;
    for (; c < end; c++) {
        unsigned links = rect_links(mz, c), k = (links >> d0 & 1u) + (links >> d1 & 1u);
        if (k == 0)
            continue;
        maze_dir d = k == 2 ? (rng_dir(&r) & 1u ? d1 : d0) : links >> d0 & 1u ? d0 : d1;
        maze_carve_k(mz, c, d, rect_step(mz, c, d), true);
    }
    m->r = r;
    b->next = end;
    return quick + run_watched(m, 1);
}

static bool binary_tree_init(sm *m)
{
    static const maze_dir bias_dirs[4][2] = {
        [BIAS_NE] = {RECT_N, RECT_E},
        [BIAS_NW] = {RECT_N, RECT_W},
        [BIAS_SE] = {RECT_S, RECT_E},
        [BIAS_SW] = {RECT_S, RECT_W},
    };
    binary_tree *b = sm_alloc(m, 1, sizeof *b);
    if (!(m->impl = b))
        return false;
    unsigned bias = sm_option_value(m, OPT_BIAS);
    b->dirs[0] = bias_dirs[bias][0];
    b->dirs[1] = bias_dirs[bias][1];
    b->current = MAZE_NONE;
    sm_say(m, LINE_START, CAP_START, b->dirs[0], b->dirs[1], 0, 0);
    if (m->m->n == 1) {
        b->next = 1;
        m->done = true;
    }
    return true;
}

static sm_cell binary_tree_cell(const sm *m, uint32_t c)
{
    const binary_tree *b = m->impl;
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    if (c == b->current)
        out.kind = SM_CELL_CURRENT;
    else if (c < b->next)
        out.kind = SM_CELL_MAZE;
    return out;
}

static size_t binary_tree_figures(const sm *m, sm_figure *out)
{
    const binary_tree *b = m->impl;
    return sm_fig(out, 0, "cells visited", "已访问的格", b->next, m->m->count);
}

static const sm_option binary_tree_options[] = {
    {"bias", "the two directions every cell may carve to (its passage leads to that corner)",
     {"ne", "nw", "se", "sw", NULL}, 0},
};

static const sm_text binary_tree_code[] = {
    {"visit the cells row by row from the top left; bias: two directions (ne = north, east)",
     "从左上角起逐行访问每个格；偏向：两个方向（ne = 北、东）"},
    {"  both bias neighbours exist: flip a coin, carve to one of them",
     "  两个偏向邻格都存在：抛硬币，打通其中一个"},
    {"  only one exists (the cell is on an edge): carve to it", "  只有一个存在（格在边上）：打通它"},
    {"  neither exists (the bias corner): carve nothing", "  都不存在（偏向的角）：不打通"},
    {"stop after the last cell", "访问完最后一个格后停止"},
};

static const sm_text binary_tree_captions[] = {
    [CAP_START] = {"bias: every cell carves {d} or {d}; visiting row by row from (0,0)",
                   "偏向：每个格向{d}或{d}打通；从 (0,0) 起逐行访问"},
    [CAP_COIN] = {"coin flip at {c}: carved {d} to {c}", "在 {c} 抛硬币：向{d}打通到 {c}"},
    [CAP_EDGE] = {"{c} is on an edge: carved {d} to {c}, its only bias neighbour",
                  "{c} 在边上：向{d}打通到唯一的偏向邻格 {c}"},
    [CAP_CORNER] = {"{c} is the bias corner: nothing to carve", "{c} 是偏向的角：不打通"},
    [CAP_LAST] = {"carved {d} from {c} to {c}: that was the last cell, done",
                  "向{d}打通：{c} → {c}；这是最后一个格，完成"},
    [CAP_LAST_CORNER] = {"{c} is the bias corner and the last cell: done",
                         "{c} 是偏向的角，也是最后一个格：完成"},
};

static const sm_legend binary_tree_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not visited yet", "尚未访问"}},
    {SM_MARK_CELL, SM_CELL_MAZE, {"visited: its passage is carved", "已访问：通道已打通"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"the cell this step visited", "这一步访问的格"}},
};

enum { EV_EDGE, EV_CORNER };
static const sm_event binary_tree_events[] = {
    [EV_EDGE] = {"edge", {"an edge cell: no choice", "边上的格：别无选择"}, SM_CAP(CAP_EDGE)},
    [EV_CORNER] = {"corner", {"the bias corner: nothing carved", "偏向的角：不打通"},
                   SM_CAP(CAP_CORNER) | SM_CAP(CAP_LAST_CORNER)},
};

/* Predict: the next cell is the next in row-major order; a coin flip's carve is the choice shown. */
static const sm_ask binary_tree_asks[] = {
    {.captions = SM_CAP(CAP_COIN), .from = SM_ARG(0), .to = SM_ARG(2), .cell = SM_ARG(0)},
    {.captions = SM_CAP(CAP_LAST), .from = SM_ARG(1), .to = SM_ARG(2), .cell = SM_ARG(1)},
    {.captions = SM_CAP(CAP_EDGE) | SM_CAP(CAP_CORNER) | SM_CAP(CAP_LAST_CORNER), .cell = SM_ARG(0)},
};

/*
 * Exercises: the cell visited carves to one of its bias neighbours (a coin
 * flip; on an edge the only one there); the bias corner decides nothing.
 */
static const sm_decision binary_tree_decisions[] = {
    {{"{c}: to which of its bias neighbours does it carve?", "{c}：向哪个偏向邻格打通？"},
     {"Binary Tree carves from each cell to one of its two bias neighbours (a coin flip); on an edge only one "
      "of them is there",
      "二叉树算法从每个格向两个偏向邻格之一打通（抛硬币）；在边上只有一个偏向邻格"}},
};

static size_t binary_tree_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const binary_tree *b = m->impl;
    uint32_t c = b->next;
    maze_dir cand[2];
    unsigned k = 0;
    size_t n = 0;
    for (unsigned i = 0; i < 2; i++)
        if (maze_has_neighbor(m->m, c, b->dirs[i])) {
            cand[k++] = b->dirs[i];
            sm_offer(out, cap, &n, sm_choice_of_cell(maze_neighbor(m->m, c, b->dirs[i])));
        }
    if (k == 0)
        return 0;
    rng r = m->r;
    info->arg[0] = c;
    info->own = sm_choice_of_cell(maze_neighbor(m->m, c, cand[k == 1 ? 0 : rng_dir(&r) & 1u]));
    return n;
}

const sm_algo gen_binary_tree = {
    .kind = SM_GENERATOR,
    .needs = GRID_CAP_SQUARES,
    .id = "binary-tree",
    .alias = NULL,
    .name = {"Binary Tree", "二叉树算法"},
    .plan = {1, 0}, /* one step per cell: n */
    .options = binary_tree_options,
    .n_options = SM_COUNT(binary_tree_options),
    .code = binary_tree_code,
    .code_lines = SM_COUNT(binary_tree_code),
    .captions = binary_tree_captions,
    .n_captions = SM_COUNT(binary_tree_captions),
    .legend = binary_tree_legend,
    .n_legend = SM_COUNT(binary_tree_legend),
    .events = binary_tree_events,
    .n_events = SM_COUNT(binary_tree_events),
    .main_event = EV_EDGE,
    .asks = binary_tree_asks,
    .n_asks = SM_COUNT(binary_tree_asks),
    .choices = binary_tree_choices,
    .decisions = binary_tree_decisions,
    .n_decisions = SM_COUNT(binary_tree_decisions),
    .init = binary_tree_init,
    .run = binary_tree_run,
    .cell = binary_tree_cell,
    .wall = sm_plain_wall,
    .figures = binary_tree_figures,
};
