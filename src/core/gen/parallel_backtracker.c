/*
 * parallel_backtracker.c - k recursive backtrackers at once, joined into one
 * maze.
 *
 * k seed cells (option seeds) each start a backtracker: carve to a random
 * unvisited neighbour and push it, or at a dead end pop back. The trees grow
 * side by side, taking turns - tree 1, tree 2, ..., tree k, tree 1, ...,
 * skipping trees that are done - and claim cells first come, first served. When a tree pops a cell, every
 * neighbour of that cell is visited; for each neighbour owned by a tree not
 * yet joined to this one (a union-find over the k tree ids says), one wall
 * is carved and the two are joined. So every join adds one passage between
 * two trees - the maze stays a forest - and since any two trees that touch
 * are compared when the first of the touching cells is popped, the last pop
 * leaves one tree: a perfect maze.
 *
 * Steps: one push or pop of one tree per step, the trees in turn. Each
 * tree's cells are a group of its own (tree id as colour) so the trees and
 * the seams between them show while they grow; the trees' current cells are
 * current, and the passage a pop just carved into another tree is marked.
 * When the last tree is done every cell turns to maze, as in every other
 * generator (one repaint of the grid).
 *
 * Bias: each tree is a backtracker maze (long corridors, few dead ends), but
 * the trees meet along seams where the k-1 joins are the only ways across,
 * so solutions funnel through a few doors; about 10 % dead ends. Cost: O(1)
 * per step; exactly 2n-k steps (a push for every cell but the k roots, a
 * pop for every cell). Memory: one byte per cell - owner,
 * on-stack flag and the side to the parent, which makes each tree's stack
 * a linked list through the grid, as in the plain backtracker.
 */
#include "mazeviz/grid.h"
#include "../sm_impl.h"

enum {
    OWNER_MASK = 0x0fu, /* tree id + 1; 0: unvisited */
    ON_STACK = 1u << 4,
    PARENT_SHIFT = 5,   /* bits 5-7: the side back to the parent cell */
};

#define MAX_TREES 8

enum { OPT_SEEDS };
static const unsigned seed_counts[] = {2, 3, 4, 8};

enum { LINE_START, LINE_PUSH, LINE_JOIN, LINE_POP, LINE_ROOT, LINE_DONE };
enum { CAP_START, CAP_PUSH, CAP_JOIN, CAP_POP, CAP_ROOT, CAP_DONE };

typedef struct tree {
    uint32_t current, root; /* current is MAZE_NONE once the tree is done */
    uint32_t depth;         /* cells on its stack */
} tree;

typedef struct parallel {
    uint8_t *st;
    tree t[MAX_TREES];
    uint8_t uf[MAX_TREES]; /* union-find parents over tree ids */
    unsigned k;
    unsigned turn;         /* the tree that moves next */
    unsigned live, joins;  /* trees not done; passages carved between trees */
    uint32_t join_c;       /* the passage a pop carved last: cell and side; MAZE_NONE: none */
    maze_dir join_d;
    uint64_t visited, depth;
} parallel;

static unsigned owner(uint8_t s) { return (s & OWNER_MASK) - 1u; }

static unsigned find(parallel *p, unsigned i)
{
    while (p->uf[i] != i) {
        p->uf[i] = p->uf[p->uf[i]];
        i = p->uf[i];
    }
    return i;
}

/* Moves the "passage just carved between trees" mark (none: MAZE_NONE). */
static void mark_join(sm *m, parallel *p, uint32_t c, maze_dir d)
{
    if (p->join_c != MAZE_NONE)
        sm_touch_wall(m, p->join_c, p->join_d);
    p->join_c = c;
    p->join_d = d;
    if (c != MAZE_NONE)
        sm_touch_wall(m, c, d);
}

/*
 * Joins tree i to every tree that owns a neighbour of c and is not yet
 * joined; returns the tree id + 1 of the last one joined (0: none).
 */
static unsigned join_neighbours(sm *m, parallel *p, unsigned i, uint32_t c)
{
    unsigned joined = 0;
    for (maze_dir d = 0; d < m->m->sides; d++) {
        uint32_t nb = maze_neighbor(m->m, c, d);
        if (nb == MAZE_NONE)
            continue;
        unsigned a = find(p, i), b = find(p, owner(p->st[nb]));
        if (a != b) {
            p->uf[b] = (uint8_t)a;
            maze_carve(m->m, c, d);
            mark_join(m, p, c, d);
            p->joins++;
            joined = owner(p->st[nb]) + 1;
        }
    }
    return joined;
}

static void move_to(sm *m, tree *t, uint32_t c)
{
    sm_touch(m, t->current);
    t->current = c;
    if (c != MAZE_NONE)
        sm_touch(m, c);
}

/* A pop of tree i at its dead end cur: join touching trees, step back. */
static void pop(sm *m, parallel *p, unsigned i)
{
    tree *t = &p->t[i];
    uint32_t cur = t->current;
    unsigned joined = join_neighbours(m, p, i, cur);
    p->st[cur] &= (uint8_t)~ON_STACK;
    p->depth--;
    t->depth--;
    if (cur == t->root) {
        move_to(m, t, MAZE_NONE);
        p->live--;
        sm_say(m, LINE_ROOT, CAP_ROOT, i + 1, cur, p->live, 0);
        return;
    }
    move_to(m, t, maze_neighbor(m->m, cur, (unsigned)p->st[cur] >> PARENT_SHIFT));
    if (joined)
        sm_say(m, LINE_JOIN, CAP_JOIN, i + 1, cur, grid_dir_arg(m->m, cur, p->join_d), joined);
    else
        sm_say(m, LINE_POP, CAP_POP, i + 1, cur, t->current, t->depth);
}

/* The sides of c whose neighbour no tree has visited; returns how many. */
static unsigned free_sides(const maze *mz, const parallel *p, uint32_t c, maze_dir *cand)
{
    unsigned k = 0;
    for (maze_dir d = 0; d < mz->sides; d++) {
        uint32_t nb = maze_neighbor(mz, c, d);
        if (nb != MAZE_NONE && !(p->st[nb] & OWNER_MASK))
            cand[k++] = d;
    }
    return k;
}

/* One push or pop of tree i. */
static void advance(sm *m, parallel *p, unsigned i)
{
    tree *t = &p->t[i];
    const maze *mz = m->m;
    uint32_t cur = t->current;
    maze_dir cand[MAZE_MAX_SIDES];
    unsigned k = free_sides(mz, p, cur, cand);
    if (k == 0) {
        pop(m, p, i);
        return;
    }
    maze_dir d = cand[k == 1 ? 0 : rng_below(&m->r, k)];
    const sm_choice *f = sm_take_forced(m);
    if (f)
        d = sm_forced_side(m, cur, f);
    uint32_t nb = maze_neighbor(mz, cur, d);
    maze_carve(m->m, cur, d);
    p->st[nb] = (uint8_t)((i + 1) | ON_STACK | (maze_opposite(mz, cur, d) << PARENT_SHIFT));
    p->visited++;
    p->depth++;
    t->depth++;
    move_to(m, t, nb);
    sm_say(m, LINE_PUSH, CAP_PUSH, i + 1, grid_dir_arg(mz, cur, d), nb, t->depth);
}

/* The trees take turns; after the last tree is done every cell turns to maze. */
static bool parallel_step(sm *m)
{
    parallel *p = m->impl;
    mark_join(m, p, MAZE_NONE, 0);
    unsigned i = p->turn;
    advance(m, p, i);
    for (unsigned j = 1; j <= p->k; j++) {
        unsigned next = (i + j) % p->k;
        if (p->t[next].current != MAZE_NONE) {
            p->turn = next;
            return true;
        }
    }
    for (uint32_t c = 0; c < m->m->n; c++)
        sm_touch(m, c);
    mark_join(m, p, MAZE_NONE, 0);
    sm_say(m, LINE_DONE, CAP_DONE, i + 1, p->t[i].root, p->k, 0);
    return false;
}

SM_DEFINE_RUN(parallel_run, parallel_step)

static bool parallel_init(sm *m)
{
    const maze *mz = m->m;
    parallel *p = sm_alloc(m, 1, sizeof *p);
    if (!(m->impl = p) || !(p->st = sm_alloc(m, mz->n, 1)))
        return false;
    p->k = seed_counts[sm_option_value(m, OPT_SEEDS)];
    if (p->k > mz->count)
        p->k = mz->count;
    for (unsigned i = 0; i < p->k; i++) {
        uint32_t c;
        do
            c = maze_random_cell(mz, &m->r);
        while (p->st[c]);
        p->st[c] = (uint8_t)((i + 1) | ON_STACK);
        p->t[i].current = p->t[i].root = c;
        p->t[i].depth = 1;
        p->uf[i] = (uint8_t)i;
        sm_touch(m, c);
    }
    p->visited = p->depth = p->live = p->k;
    p->join_c = MAZE_NONE;
    sm_say(m, LINE_START, CAP_START, p->k, 0, 0, 0);
    return true;
}

static sm_cell parallel_cell(const sm *m, uint32_t c)
{
    const parallel *p = m->impl;
    uint8_t s = p->st[c];
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    if (p->live == 0)
        out.kind = SM_CELL_MAZE;
    else if ((s & OWNER_MASK) && p->t[owner(s)].current == c)
        out.kind = SM_CELL_CURRENT;
    else if (s & OWNER_MASK)
        out = (sm_cell){SM_CELL_GROUP, 0, owner(s)};
    return out;
}

static sm_wall_kind parallel_wall(const sm *m, uint32_t c, maze_dir d)
{
    const parallel *p = m->impl;
    if (p->join_c == MAZE_NONE)
        return SM_WALL_PLAIN;
    if ((c == p->join_c && d == p->join_d) ||
        (c == maze_neighbor(m->m, p->join_c, p->join_d) && d == maze_opposite(m->m, p->join_c, p->join_d)))
        return SM_WALL_ACCEPTED;
    return SM_WALL_PLAIN;
}

static size_t parallel_figures(const sm *m, sm_figure *out)
{
    const parallel *p = m->impl;
    size_t i = sm_fig(out, 0, "trees growing", "仍在生长的树", p->live, p->k);
    i = sm_fig(out, i, "separate pieces", "互不相连的部分", p->k - p->joins, 0);
    i = sm_fig(out, i, "cells visited", "已访问的格", p->visited, m->m->count);
    return sm_fig(out, i, "cells on the stacks", "各栈中的格", p->depth, 0);
}

static const sm_option parallel_options[] = {
    {"seeds", "how many backtrackers grow at once", {"2", "3", "4", "8", NULL}, 0},
};

static const sm_text parallel_code[] = {
    {"k random cells: each is the root of a tree, on a stack of its own",
     "随机取 k 个格：每个是一棵树的根，各有自己的栈"},
    {"the trees take turns: carve to a random unvisited neighbour, push it",
     "各树轮流：随机打通一个未访问的邻格，压栈"},
    {"dead end: carve once into each touching tree not yet joined to this one, pop",
     "死胡同：向每棵相邻且尚未连接的树各打通一次，出栈"},
    {"dead end, no new tree touching: pop", "死胡同，没有新的相邻树：出栈"},
    {"the root is popped: this tree is done", "根出栈：这棵树完成"},
    {"stop when every tree is done: they are joined into one maze", "所有树都完成时停止：它们已连成一个迷宫"},
};

static const sm_text parallel_captions[] = {
    [CAP_START] = {"{n} tree{s} start at random cells", "{n} 棵树从随机格开始"},
    [CAP_PUSH] = {"tree {n} carved {d} to {c} (its stack depth {n})",
                  "树 {n} 向{d}打通到 {c}（它的栈深 {n}）"},
    [CAP_JOIN] = {"tree {n}, dead end {c}: carved {d} into tree {n}, now joined; popped",
                  "树 {n} 在死胡同 {c}：向{d}打通到树 {n}，两树相连；出栈"},
    [CAP_POP] = {"tree {n}: dead end at {c}, popped back to {c} (its stack depth {n})",
                 "树 {n}：{c} 是死胡同，出栈退回 {c}（它的栈深 {n}）"},
    [CAP_ROOT] = {"tree {n} popped its root {c}: done ({n} tree{s} still growing)",
                  "树 {n} 的根 {c} 出栈：完成（还有 {n} 棵树在生长）"},
    [CAP_DONE] = {"tree {n} popped its root {c}: all {n} tree{s} done and joined",
                  "树 {n} 的根 {c} 出栈：{n} 棵树全部完成并已相连"},
};

static const sm_legend parallel_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"not visited yet", "尚未访问"}},
    {SM_MARK_CELL, SM_CELL_GROUP, {"a tree's cells (one colour per tree)", "一棵树的格（每棵树一种颜色）"}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"each tree's top of the stack", "每棵树的栈顶"}},
    {SM_MARK_CELL, SM_CELL_MAZE, {"the finished maze", "完成的迷宫"}},
    {SM_MARK_WALL, SM_WALL_ACCEPTED, {"passage just carved between two trees", "刚在两棵树之间打通的通道"}},
};

enum { EV_JOIN, EV_BACK, EV_TREE_DONE };
static const sm_event parallel_events[] = {
    [EV_JOIN] = {"trees-join", {"two trees are joined", "两棵树相连"}, SM_CAP(CAP_JOIN)},
    [EV_BACK] = {"backtrack", {"dead end: back one cell", "死胡同：回退一格"},
                 SM_CAP(CAP_JOIN) | SM_CAP(CAP_POP) | SM_CAP(CAP_ROOT) | SM_CAP(CAP_DONE)},
    [EV_TREE_DONE] = {"tree-done", {"a tree is finished", "一棵树完成"}, SM_CAP(CAP_ROOT) | SM_CAP(CAP_DONE)},
};

/* Predict: a push's random neighbour and a join's carve are arrows; a pop's cell is a question. */
static const sm_ask parallel_asks[] = {
    {.captions = SM_CAP(CAP_PUSH), .to = SM_ARG(2)},
    {.captions = SM_CAP(CAP_JOIN), .from = SM_ARG(1)},
    {.captions = SM_CAP(CAP_POP), .cell = SM_ARG(2)},
};

/*
 * Exercises: the tree whose turn it is carves from its current cell to an
 * unvisited neighbour - any of them, the step draws one - or backs up
 * (joining the trees it touches, which the rule decides).
 */
static const sm_decision parallel_decisions[] = {
    {{"tree {n} is at {c}: carve to which unvisited neighbour, or back?",
      "第 {n} 棵树在 {c}：打通到哪个未访问的邻格，还是回退（back）？"},
     {"each tree carves from its current cell {c} to any unvisited neighbour (it draws one) and backs up "
      "only when there is none",
      "每棵树从当前格 {c} 打通到任意一个未访问的邻格（随机选一个），没有时才回退"}},
};

static size_t parallel_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const parallel *p = m->impl;
    uint32_t cur = p->t[p->turn].current;
    maze_dir cand[MAZE_MAX_SIDES];
    unsigned k = free_sides(m->m, p, cur, cand);
    size_t n = 0;
    info->arg[0] = p->turn + 1;
    info->arg[1] = cur;
    for (unsigned i = 0; i < k; i++)
        sm_offer(out, cap, &n, sm_choice_of_cell(maze_neighbor(m->m, cur, cand[i])));
    if (k == 0)
        sm_offer(out, cap, &n, sm_choice_of_word(SM_WORD_BACK));
    rng r = m->r;
    info->own = k == 0 ? sm_choice_of_word(SM_WORD_BACK)
                       : sm_choice_of_cell(maze_neighbor(m->m, cur, cand[k == 1 ? 0 : rng_below(&r, k)]));
    return n;
}

const sm_algo gen_parallel_backtracker = {
    .kind = SM_GENERATOR,
    .id = "parallel-backtracker",
    .alias = NULL,
    .name = {"Parallel backtracker", "并行回溯"},
    .options = parallel_options,
    .n_options = SM_COUNT(parallel_options),
    .code = parallel_code,
    .code_lines = SM_COUNT(parallel_code),
    .captions = parallel_captions,
    .n_captions = SM_COUNT(parallel_captions),
    .legend = parallel_legend,
    .n_legend = SM_COUNT(parallel_legend),
    .events = parallel_events,
    .n_events = SM_COUNT(parallel_events),
    .main_event = EV_JOIN,
    .asks = parallel_asks,
    .n_asks = SM_COUNT(parallel_asks),
    .choices = parallel_choices,
    .decisions = parallel_decisions,
    .n_decisions = SM_COUNT(parallel_decisions),
    .init = parallel_init,
    .run = parallel_run,
    .cell = parallel_cell,
    .wall = parallel_wall,
    .figures = parallel_figures,
};
