/*
 * eller.c - Eller's algorithm: one row at a time, with memory for one row.
 *
 * Every cell of the current row belongs to a set (the cells it is already
 * connected to through the rows above). The join pass: for each pair of
 * neighbouring cells in different sets, a coin flip decides whether to carve
 * the wall between them and merge the sets. The down pass: for each cell a
 * coin flip decides whether to carve south, except that the last cell of a
 * set still without a way down must carve it; a cell below that was not
 * carved to starts a set of its own. The last row joins every pair still in
 * different sets, which leaves one set: a perfect maze.
 *
 * Steps: one decision per step - a join (the wall east of a cell) or a down
 * (the wall south of it). The cells of the row being worked on show their
 * sets as colours; while the row goes down, its decided cells are in the
 * maze, the cells below them take over their sets' colours (or a new one)
 * and the rest of the row below is marked as waiting, so which pass is
 * under way is visible. The wall just decided is marked opened or kept.
 *
 * Sets are circular doubly linked lists of columns (the classic L/R arrays):
 * in a planar tree the sets of a row never cross, so each list stays in
 * column order, "same set" is R[x] == x + 1 and merging two sets is an O(1)
 * splice. For the picture every set also has a label (its colour); a merge
 * relabels the smaller set, so a row costs O(W log W) in all.
 *
 * Bias: rows of modest horizontal runs; about 29 % dead ends with fair coins
 * (measured, 100x100). Cost: O(1) per step plus the relabelling (O(log W)
 * amortised); 2W-1 steps per row, W-1 for the last. Memory: O(W) - five
 * words per column (links, label, set size, free label) - and nothing per
 * cell. Unwatched (headless), the decisions run in a loop with the state in
 * locals (eller_run_fast): the same coin flips, sets and labels, no notes.
 */
#include "../sm_impl.h"

enum phase { PH_JOIN, PH_DOWN, PH_DONE };

enum { LINE_START, LINE_JOIN, LINE_KEEP, LINE_DOWN, LINE_STAY, LINE_LAST_JOIN, LINE_DONE };
enum {
    CAP_START,
    CAP_JOIN,
    CAP_SAME,
    CAP_TAILS,
    CAP_DOWN,
    CAP_DOWN_FORCED,
    CAP_STAY,
    CAP_LAST_JOIN,
    CAP_DONE,
};

typedef struct eller {
    uint32_t *l, *r;     /* circular set lists, by column */
    uint32_t *label;     /* set label of each column (its colour) */
    uint32_t *size;      /* members of each label's set */
    uint32_t *pool;      /* labels not in use */
    uint32_t npool;
    uint32_t y, x;       /* the decision to take next */
    uint32_t phase;      /* enum phase */
    uint32_t wall_c;     /* the wall decided last: cell and side; MAZE_NONE: none */
    uint32_t wall_d;
    bool wall_open;
    uint64_t in_maze;    /* cells that will not change any more */
    uint8_t *colour;     /* the colour of each label's set, recomputed after each batch */
    uint32_t *first;     /* scratch for colour_sets: column of each label's first cell */
    uint32_t *adj;       /* scratch: labels touching each label, 2 per column boundary */
    uint32_t *deg;       /* scratch: where each label's list starts in adj (w + 1) */
    uint8_t *was;        /* scratch: each column's colour before the recolouring */
} eller;

/* The cell of the shown row at column x: the row below for decided columns of a down pass. */
static uint32_t shown_cell(const sm *m, const eller *e, uint32_t x)
{
    uint32_t y = e->phase == PH_DOWN && x < e->x ? e->y + 1 : e->y;
    return y * m->m->w + x;
}

/* The colours the sets that touch label a have so far, as a bit mask. */
static uint32_t neighbour_colours(const eller *e, uint32_t a)
{
    uint32_t used = 0;
    for (uint32_t i = e->deg[a]; i < e->deg[a + 1]; i++)
        if (e->first[e->adj[i]] < e->first[a])
            used |= 1u << e->colour[e->adj[i]];
    return used;
}

/*
 * Colours the shown sets (one cell per column: the row being joined, or
 * during a down pass the decided cells below and the rest of the row) so
 * that two sets side by side never share a colour: greedily, each set in
 * the order of its first column takes the lowest colour its already
 * coloured neighbours leave free. The sets of a row never cross, so a set
 * has at most two neighbours coloured before it and three colours do;
 * O(W) per batch. Cells whose colour changed are touched.
 */
static void colour_sets(sm *m, eller *e)
{
    uint32_t w = m->m->w, *lab = e->label;
    for (uint32_t i = 0; i <= w; i++)
        e->deg[i] = 0;
    for (uint32_t x = 0; x < w; x++)
        e->first[lab[w - 1 - x]] = w - 1 - x;
    for (uint32_t x = 0; x + 1 < w; x++)
        if (lab[x] != lab[x + 1]) {
            e->deg[lab[x] + 1]++;
            e->deg[lab[x + 1] + 1]++;
        }
    for (uint32_t i = 0; i < w; i++)
        e->deg[i + 1] += e->deg[i];
    for (uint32_t x = 0; x + 1 < w; x++) /* fill, using first[] later, deg[] as cursors now */
        if (lab[x] != lab[x + 1]) {
            e->adj[e->deg[lab[x]]++] = lab[x + 1];
            e->adj[e->deg[lab[x + 1]]++] = lab[x];
        }
    for (uint32_t i = w; i > 0; i--) /* cursors back to starts */
        e->deg[i] = e->deg[i - 1];
    e->deg[0] = 0;
    for (uint32_t x = 0; x < w; x++) {
        uint32_t a = lab[x];
        if (e->first[a] != x)
            continue;
        uint32_t used = neighbour_colours(e, a);
        uint8_t c = 0;
        while (c < 31 && (used >> c & 1u))
            c++;
        e->colour[a] = c;
    }
}

/* Recolours after a batch, touching the cells whose colour changed. */
static void recolour(sm *m, eller *e)
{
    if (e->phase == PH_DONE) /* every cell is maze blue; the rows past the last are not cells */
        return;
    uint32_t w = m->m->w;
    for (uint32_t x = 0; x < w; x++)
        e->was[x] = e->colour[e->label[x]];
    colour_sets(m, e);
    for (uint32_t x = 0; x < w; x++)
        if (e->colour[e->label[x]] != e->was[x])
            sm_touch(m, shown_cell(m, e, x));
}

/* Sets every cell of x's set (in row y) to label to, touching each. */
static void relabel(sm *m, eller *e, uint32_t x, uint32_t to)
{
    uint32_t k = x, row = e->y * m->m->w;
    do {
        e->label[k] = to;
        sm_touch(m, row + k);
        k = e->r[k];
    } while (k != x);
}

/* Carves x east and merges the sets of x and x + 1. */
static void merge(sm *m, eller *e, uint32_t x)
{
    uint32_t a = e->label[x], b = e->label[x + 1];
    maze_carve(m->m, e->y * m->m->w + x, RECT_E);
    if (e->size[a] >= e->size[b]) {
        relabel(m, e, x + 1, a);
        e->size[a] += e->size[b];
        e->pool[e->npool++] = b;
    } else {
        relabel(m, e, x, b);
        e->size[b] += e->size[a];
        e->pool[e->npool++] = a;
    }
    uint32_t p = e->l[x + 1], q = e->r[x];
    e->r[x] = x + 1;
    e->l[x + 1] = x;
    e->r[p] = q;
    e->l[q] = p;
}

/* Marks the wall of c on side d as the one just decided (none: c == MAZE_NONE). */
static void mark_wall(sm *m, eller *e, uint32_t c, maze_dir d, bool open)
{
    if (e->wall_c != MAZE_NONE)
        sm_touch_wall(m, e->wall_c, (maze_dir)e->wall_d);
    e->wall_c = c;
    e->wall_d = (uint32_t)d;
    e->wall_open = open;
    if (c != MAZE_NONE)
        sm_touch_wall(m, c, d);
}

/* Touches row y (the row below starts or stops being shown as waiting). */
static void touch_row(sm *m, uint32_t y)
{
    if (m->changed)
        for (uint32_t x = 0; x < m->m->w; x++)
            sm_touch(m, y * m->m->w + x);
}

/* Moves to the next decision, skipping passes that have none. */
static void advance(sm *m, eller *e)
{
    const maze *mz = m->m;
    for (;;) {
        if (e->phase == PH_JOIN && e->x + 1 < mz->w)
            return;
        if (e->phase == PH_DOWN && e->x < mz->w)
            return;
        if (e->phase == PH_JOIN && e->y + 1 == mz->h) {
            e->phase = PH_DONE;
            touch_row(m, e->y); /* the last row turns to maze */
            e->in_maze = mz->n;
            e->y = mz->h;
            return;
        }
        e->phase = e->phase == PH_JOIN ? PH_DOWN : PH_JOIN;
        if (e->phase == PH_JOIN)
            e->y++;
        else
            touch_row(m, e->y + 1); /* now waiting for its sets */
        e->x = 0;
    }
}

static void decide_join(sm *m, eller *e)
{
    uint32_t x = e->x, c = e->y * m->m->w + x;
    uint32_t a = e->label[x] + 1, b = e->label[x + 1] + 1;
    bool last = e->y + 1 == m->m->h;
    bool open = e->r[x] != x + 1 && (last || (rng_dir(&m->r) & 1u));
    const sm_choice *f = sm_take_forced(m);
    if (f)
        open = f->word == SM_WORD_OPEN;
    if (e->r[x] == x + 1) {
        mark_wall(m, e, c, RECT_E, false);
        sm_say(m, LINE_KEEP, CAP_SAME, c, c + 1, a, 0);
    } else if (open) {
        merge(m, e, x);
        mark_wall(m, e, c, RECT_E, true);
        sm_say(m, last ? LINE_LAST_JOIN : LINE_JOIN, last ? CAP_LAST_JOIN : CAP_JOIN, c, c + 1, a, b);
    } else {
        mark_wall(m, e, c, RECT_E, false);
        sm_say(m, LINE_KEEP, CAP_TAILS, c, c + 1, a, b);
    }
}

static void decide_down(sm *m, eller *e)
{
    uint32_t x = e->x, c = e->y * m->m->w + x;
    uint32_t set = e->label[x] + 1;
    bool forced = e->r[x] == x, down = forced || (rng_dir(&m->r) & 1u);
    const sm_choice *f = sm_take_forced(m);
    if (f)
        down = f->word == SM_WORD_OPEN;
    if (down) {
        maze_carve(m->m, c, RECT_S);
        mark_wall(m, e, c, RECT_S, true);
        sm_say(m, LINE_DOWN, forced ? CAP_DOWN_FORCED : CAP_DOWN, e->y, set, c, 0);
    } else {
        e->r[e->l[x]] = e->r[x];
        e->l[e->r[x]] = e->l[x];
        e->l[x] = e->r[x] = x;
        e->size[e->label[x]]--;
        e->label[x] = e->pool[--e->npool];
        e->size[e->label[x]] = 1;
        mark_wall(m, e, c, RECT_S, false);
        sm_say(m, LINE_STAY, CAP_STAY, e->y, c, e->label[x] + 1, 0);
    }
    e->in_maze++;
}

static bool eller_step(sm *m)
{
    eller *e = m->impl;
    if (e->phase == PH_JOIN)
        decide_join(m, e);
    else
        decide_down(m, e);
    e->x++;
    advance(m, e);
    if (e->phase != PH_DONE)
        return true;
    mark_wall(m, e, MAZE_NONE, RECT_N, false);
    sm_say(m, LINE_DONE, CAP_DONE, m->m->h - 1, m->m->n, 0, 0);
    return false;
}

SM_DEFINE_RUN(eller_steps, eller_step)

/*
 * Unwatched (nothing logged: headless, or a window's unwatched batch): up to
 * max decisions in a loop with the state in locals, the same decisions, coin
 * flips and sets as eller_step's - labels included, so a watched step can
 * follow - without the notes, the marked wall and the touches. It stops
 * before the last decision of the last row, which eller_step takes (it ends
 * the run and says so); the caller takes the batch's last step watched, so
 * the note and the marked wall are those single steps would leave.
 */
static uint64_t eller_run_fast(sm *m, eller *e, uint64_t max)
{
    uint32_t w = m->m->w, h = m->m->h, x = e->x, y = e->y;
    uint32_t *l = e->l, *r = e->r, *label = e->label, *size = e->size, *pool = e->pool;
    uint32_t npool = e->npool, phase = e->phase;
    uint8_t *cells = m->m->cells;
    uint64_t in_maze = e->in_maze, k = 0;
    rng g = m->r;
    while (k < max && phase != PH_DONE) {
        uint32_t row = y * w;
        if (phase == PH_JOIN) {
            bool last = y + 1 == h;
            if (last && x + 2 >= w)
                break; /* the run's last decision: eller_step's */
            uint32_t end = last ? w - 2 : w - 1;
            for (; x < end && k < max; x++, k++) {
                if (r[x] == x + 1 || !(last || (rng_dir(&g) & 1u)))
                    continue;
                cells[row + x] |= 1u << RECT_E;
                cells[row + x + 1] |= 1u << RECT_W;
                uint32_t a = label[x], b = label[x + 1], from = x + 1, to = a;
                if (size[a] < size[b])
                    from = x, to = b;
                size[to] += size[label[from]];
                pool[npool++] = label[from];
                uint32_t j = from;
                do {
                    label[j] = to;
                    j = r[j];
                } while (j != from);
                uint32_t p = l[x + 1], q = r[x];
                r[x] = x + 1;
                l[x + 1] = x;
                r[p] = q;
                l[q] = p;
            }
            if (x + 1 < w)
                break; /* max reached */
            phase = PH_DOWN, x = 0;
        } else {
            for (; x < w && k < max; x++, k++, in_maze++) {
                if (r[x] == x || (rng_dir(&g) & 1u)) {
                    cells[row + x] |= 1u << RECT_S;
                    cells[row + w + x] |= 1u << RECT_N;
                    continue;
                }
                r[l[x]] = r[x];
                l[r[x]] = l[x];
                l[x] = r[x] = x;
                size[label[x]]--;
                label[x] = pool[--npool];
                size[label[x]] = 1;
            }
            if (x < w)
                break;
            phase = PH_JOIN, x = 0, y++;
        }
    }
    m->r = g;
    e->x = x, e->y = y, e->phase = phase, e->npool = npool, e->in_maze = in_maze;
    return k;
}

/* Steps, then the colours of the sets shown (derived state, kept in a block so checkpoints hold it). */
static uint64_t eller_run(sm *m, uint64_t max)
{
    eller *e = m->impl;
    uint64_t k = 0;
    if (!m->changed && max > 1 && m->m->w >= 2) /* (one column: no row but the last has a join) */
        k = eller_run_fast(m, e, max - 1);
    k += eller_steps(m, max - k);
    recolour(m, e);
    return k;
}

static bool eller_init(sm *m)
{
    uint32_t w = m->m->w;
    eller *e = sm_alloc(m, 1, sizeof *e);
    if (!(m->impl = e) || !(e->l = sm_alloc(m, w, sizeof *e->l)) ||
        !(e->r = sm_alloc(m, w, sizeof *e->r)) || !(e->label = sm_alloc(m, w, sizeof *e->label)) ||
        !(e->size = sm_alloc(m, w, sizeof *e->size)) ||
        !(e->pool = sm_alloc(m, w, sizeof *e->pool)) ||
        !(e->colour = sm_alloc(m, w, sizeof *e->colour)) ||
        !(e->first = sm_alloc(m, w, sizeof *e->first)) ||
        !(e->adj = sm_alloc(m, 2 * (w - 1), sizeof *e->adj)) ||
        !(e->deg = sm_alloc(m, w + 1, sizeof *e->deg)) || !(e->was = sm_alloc(m, w, 1)))
        return false;
    for (uint32_t x = 0; x < w; x++) {
        e->l[x] = e->r[x] = e->label[x] = x;
        e->size[x] = 1;
        sm_touch(m, x);
    }
    e->wall_c = MAZE_NONE;
    e->phase = PH_JOIN;
    colour_sets(m, e);
    advance(m, e);
    m->done = e->phase == PH_DONE;
    sm_say(m, LINE_START, CAP_START, w, 0, 0, 0);
    return true;
}

static sm_cell eller_cell(const sm *m, uint32_t c)
{
    const eller *e = m->impl;
    uint32_t cx = maze_x(m->m, c), cy = maze_y(m->m, c);
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    bool down = e->phase == PH_DOWN;
    if (cy < e->y || (cy == e->y && down && cx < e->x))
        out.kind = SM_CELL_MAZE;
    else if (cy == e->y || (down && cy == e->y + 1 && cx < e->x))
        out = (sm_cell){SM_CELL_GROUP, 0, e->colour[e->label[cx]]};
    else if (down && cy == e->y + 1)
        out.kind = SM_CELL_SCAN;
    return out;
}

static sm_wall_kind eller_wall(const sm *m, uint32_t c, maze_dir d)
{
    const eller *e = m->impl;
    if (e->wall_c == MAZE_NONE)
        return SM_WALL_PLAIN;
    bool same = (c == e->wall_c && (uint32_t)d == e->wall_d) ||
                (d == rect_opposite((maze_dir)e->wall_d) &&
                 c == maze_neighbor(m->m, e->wall_c, (maze_dir)e->wall_d));
    if (!same)
        return SM_WALL_PLAIN;
    return e->wall_open ? SM_WALL_ACCEPTED : SM_WALL_REJECTED;
}

static size_t eller_figures(const sm *m, sm_figure *out)
{
    const eller *e = m->impl;
    uint32_t row = e->y < m->m->h ? e->y : m->m->h - 1;
    size_t i = sm_fig(out, 0, "row", "行", row, 0);
    i = sm_fig(out, i, "sets in this row", "本行的集合", e->phase == PH_DONE ? 1 : m->m->w - e->npool, 0);
    return sm_fig(out, i, "cells finished", "已完成的格", e->in_maze, m->m->count);
}

static const sm_text eller_code[] = {
    {"row 0: every cell starts in a set of its own", "第 0 行：每个格自成一个集合"},
    {"join: neighbours in different sets, heads: carve east, merge the two sets",
     "合并：相邻两格属于不同集合且掷得正面：向东打通，合并两个集合"},
    {"join: same set already, or tails: keep the wall", "合并：已在同一集合，或掷得反面：保留这堵墙"},
    {"down: heads, or the set's last cell with no way down yet: carve south",
     "向下：掷得正面，或集合的最后一格仍没有向下的通道：向南打通"},
    {"down: tails: keep the wall; the cell below starts a new set",
     "向下：掷得反面：保留这堵墙；下面的格成为新集合"},
    {"last row: neighbours in different sets: carve east, merge", "最后一行：相邻两格属于不同集合：向东打通，合并"},
    {"stop when the last row is one set", "最后一行成为一个集合时停止"},
};

static const sm_text eller_captions[] = {
    [CAP_START] = {"row 0: {n} cell{s}, each in a set of its own", "第 0 行：{n} 个格，各自成为一个集合"},
    [CAP_JOIN] = {"joined {c} and {c} (sets {n} and {n})", "合并 {c} 和 {c}（集合 {n} 和 {n}）"},
    [CAP_SAME] = {"{c} and {c} are both in set {n}: the wall stays", "{c} 和 {c} 都在集合 {n} 中：保留墙"},
    [CAP_TAILS] = {"tails: {c} and {c} stay apart (sets {n} and {n})",
                   "反面：{c} 和 {c} 不合并（集合 {n} 和 {n}）"},
    [CAP_DOWN] = {"row {n}: set {n} goes down at {c}", "第 {n} 行：集合 {n} 在 {c} 向下"},
    [CAP_DOWN_FORCED] = {"row {n}: set {n} must go down at {c}, its last chance",
                         "第 {n} 行：集合 {n} 必须在 {c} 向下，这是最后的机会"},
    [CAP_STAY] = {"row {n}: tails at {c}: no way down, the cell below starts set {n}",
                  "第 {n} 行：{c} 掷得反面：不向下，下面的格成为集合 {n}"},
    [CAP_LAST_JOIN] = {"last row: joined {c} and {c} (sets {n} and {n})",
                       "最后一行：合并 {c} 和 {c}（集合 {n} 和 {n}）"},
    [CAP_DONE] = {"row {n} is one set: the maze is complete with its {n} cell{s}, done",
                  "第 {n} 行成为一个集合：全部 {n} 格都在迷宫中，完成"},
};

static const sm_legend eller_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"rows not reached yet", "尚未处理的行"}},
    {SM_MARK_CELL, SM_CELL_MAZE, {"rows done: in the maze", "已完成的行：在迷宫中"}},
    {SM_MARK_CELL, SM_CELL_GROUP, {"the row's sets (one colour per set)", "本行的集合（每个集合一种颜色）"}},
    {SM_MARK_CELL, SM_CELL_SCAN, {"row below, waiting for the down pass", "下一行：等待向下的决定"}},
    {SM_MARK_WALL, SM_WALL_ACCEPTED, {"wall just decided: carved", "刚决定的墙：打通"}},
    {SM_MARK_WALL, SM_WALL_REJECTED, {"wall just decided: kept", "刚决定的墙：保留"}},
};

enum { EV_JOIN, EV_DOWN, EV_FORCED };
static const sm_event eller_events[] = {
    [EV_JOIN] = {"join", {"two sets are joined", "两个集合合并"}, SM_CAP(CAP_JOIN) | SM_CAP(CAP_LAST_JOIN)},
    [EV_DOWN] = {"down", {"a set goes down", "集合向下打通"}, SM_CAP(CAP_DOWN) | SM_CAP(CAP_DOWN_FORCED)},
    [EV_FORCED] = {"forced-down", {"a set must go down: its last chance", "集合必须向下：最后的机会"},
                   SM_CAP(CAP_DOWN_FORCED)},
};

/* Predict: the cells are decided in order (a cell question); the wall or cell decided is shown. */
static const sm_ask eller_asks[] = {
    {.captions = SM_CAP(CAP_JOIN) | SM_CAP(CAP_SAME) | SM_CAP(CAP_TAILS) | SM_CAP(CAP_LAST_JOIN),
     .from = SM_ARG(0), .to = SM_ARG(1), .cell = SM_ARG(0)},
    {.captions = SM_CAP(CAP_DOWN) | SM_CAP(CAP_DOWN_FORCED), .from = SM_ARG(2), .cell = SM_ARG(2)},
    {.captions = SM_CAP(CAP_STAY), .from = SM_ARG(1), .cell = SM_ARG(1)},
};

/*
 * Exercises: each decision opens or keeps a wall. Joining: a coin for
 * neighbours in different sets, keep for one set, open in the last row.
 * Going down: a coin, except open for a set's last chance.
 */
enum { DEC_JOIN, DEC_DOWN };
static const sm_decision eller_decisions[] = {
    [DEC_JOIN] = {{"the wall between {c} and {c}: join their sets (open) or keep it?",
                   "{c} 与 {c} 之间的墙：合并两个集合（open）还是保留（keep）？"},
                  {"Eller joins neighbours in different sets on a coin flip, keeps the wall between cells of one "
                   "set, and in the last row joins every pair still in different sets",
                   "Eller 对属于不同集合的相邻格抛硬币决定是否合并；同一集合的格之间保留墙；"
                   "最后一行合并所有仍属不同集合的相邻格"}},
    [DEC_DOWN] = {{"the wall between {c} and {c} below it: open (go down) or keep?",
                   "{c} 与下面 {c} 之间的墙：打通（向下，open）还是保留（keep）？"},
                  {"each cell goes down on a coin flip, except that the last cell of a set with no way down yet "
                   "must",
                   "每个格抛硬币决定是否向下打通；但一个集合还没有向下的通道时，它的最后一格必须向下"}},
};

static size_t eller_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const eller *e = m->impl;
    uint32_t w = m->m->w, x = e->x, c = e->y * w + x;
    bool join = e->phase == PH_JOIN, fixed, open;
    size_t n = 0;
    rng r = m->r;
    if (join) {
        fixed = e->r[x] == x + 1 || e->y + 1 == m->m->h;
        open = e->r[x] != x + 1 && (e->y + 1 == m->m->h || (rng_dir(&r) & 1u));
    } else {
        fixed = e->r[x] == x;
        open = fixed || (rng_dir(&r) & 1u);
    }
    info->decision = join ? DEC_JOIN : DEC_DOWN;
    info->arg[0] = c;
    info->arg[1] = join ? c + 1 : c + w;
    info->own = sm_choice_of_word(open ? SM_WORD_OPEN : SM_WORD_KEEP);
    if (fixed) {
        sm_offer(out, cap, &n, info->own);
        return n;
    }
    sm_offer(out, cap, &n, sm_choice_of_word(SM_WORD_OPEN));
    sm_offer(out, cap, &n, sm_choice_of_word(SM_WORD_KEEP));
    return n;
}

const sm_algo gen_eller = {
    .kind = SM_GENERATOR,
    .needs = GRID_CAP_SQUARES,
    .id = "eller",
    .alias = NULL,
    .name = {"Eller's algorithm", "Eller 算法"},
    .code = eller_code,
    .code_lines = SM_COUNT(eller_code),
    .captions = eller_captions,
    .n_captions = SM_COUNT(eller_captions),
    .legend = eller_legend,
    .n_legend = SM_COUNT(eller_legend),
    .events = eller_events,
    .n_events = SM_COUNT(eller_events),
    .main_event = EV_DOWN,
    .asks = eller_asks,
    .n_asks = SM_COUNT(eller_asks),
    .choices = eller_choices,
    .decisions = eller_decisions,
    .n_decisions = SM_COUNT(eller_decisions),
    .init = eller_init,
    .run = eller_run,
    .cell = eller_cell,
    .wall = eller_wall,
    .figures = eller_figures,
};
