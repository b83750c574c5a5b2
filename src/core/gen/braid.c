/*
 * braid.c - braiding: remove dead ends from a finished maze, making loops.
 *
 * Runs after a generator, on the maze it made (keeps_maze: the machine
 * does not reset it). It goes through the cells in reading order; at each
 * dead end (a cell with one open side) it draws a number: with probability
 * p (sm_settings.braid, 0..100 %) it opens one more wall of that cell -
 * to a neighbour that is itself a dead end when there is one, which
 * removes two dead ends with one wall (Buck's choice), else to a random
 * neighbour - and otherwise keeps the dead end. One dead end per step.
 * p = 100 leaves no dead end except in a 1xN corridor; every opened wall
 * makes one loop. The maze stays connected.
 *
 * Cost: O(1) amortised per step (the scan for the next dead end is paid
 * by the cells it passes). Memory: a few scalars, no per-cell state: the
 * maze itself says which cells are dead ends.
 */
#include "../sm_impl.h"
#include "mazeviz/gen.h"

enum { CAP_NONE, CAP_OPEN, CAP_KEEP, CAP_SHUT };

typedef struct braid {
    uint32_t next;             /* the dead end to examine next, MAZE_NONE: none left */
    uint32_t current, opened_c; /* last examined; cell of the wall opened (MAZE_NONE: none) */
    uint8_t opened_d;
    uint64_t examined, opened, kept;
} braid;

/* The first dead end at or after cell c, or MAZE_NONE. */
static uint32_t find_dead_end(const maze *mz, uint32_t c)
{
    for (; c < mz->n; c++)
        if (maze_degree(mz, c) == 1)
            return c;
    return MAZE_NONE;
}

/* The closed sides of c braiding may open: those to a dead end when there is one, else all; returns how many. */
static unsigned openable(const maze *mz, uint32_t c, maze_dir *out)
{
    maze_dir any[MAZE_MAX_SIDES];
    unsigned ne = 0, na = 0;
    for (maze_dir d = 0; d < mz->sides; d++) {
        uint32_t nb = maze_neighbor(mz, c, d);
        if (nb == MAZE_NONE || maze_is_open(mz, c, d) || !grid_link_ok(mz, c, d)) /* (a weave forbids some) */
            continue;
        any[na++] = d;
        if (maze_degree(mz, nb) == 1)
            out[ne++] = d;
    }
    for (unsigned i = 0; ne == 0 && i < na; i++)
        out[i] = any[i];
    return ne ? ne : na;
}

/* A closed side of c to open: towards a dead end if possible; MAZE_NO_SIDE if none. */
static maze_dir pick_wall(const maze *mz, rng *r, uint32_t c)
{
    maze_dir sides[MAZE_MAX_SIDES];
    unsigned k = openable(mz, c, sides);
    return k == 0 ? MAZE_NO_SIDE : sides[k == 1 ? 0 : rng_below(r, k)];
}

static bool braid_step(sm *m)
{
    braid *b = m->impl;
    maze *mz = m->m;
    uint32_t c = b->next;
    if (b->current != MAZE_NONE)
        sm_touch(m, b->current);
    if (b->opened_c != MAZE_NONE)
        sm_touch_wall(m, b->opened_c, (maze_dir)b->opened_d);
    b->current = c;
    b->opened_c = MAZE_NONE;
    b->examined++;
    sm_touch(m, c);
    bool open = rng_below(&m->r, 100) < m->set.braid;
    maze_dir d = open ? pick_wall(mz, &m->r, c) : MAZE_NO_SIDE;
    const sm_choice *f = sm_take_forced(m);
    if (f) {
        d = f->word == SM_WORD_KEEP ? MAZE_NO_SIDE : f->side;
        open = d != MAZE_NO_SIDE;
    }
    if (d != MAZE_NO_SIDE) {
        maze_carve(mz, c, d);
        sm_touch_wall(m, c, d);
        b->opened_c = c;
        b->opened_d = (uint8_t)d;
        b->opened++;
        sm_say(m, 1, CAP_OPEN, c, maze_neighbor(mz, c, d), m->set.braid, 0);
    } else {
        b->kept++;
        sm_say(m, 2, open ? CAP_SHUT : CAP_KEEP, c, m->set.braid, 0, 0);
    }
    b->next = find_dead_end(mz, c + 1);
    if (b->next != MAZE_NONE)
        return true;
    /* done: the finished colours, like every generator */
    b->current = b->opened_c = MAZE_NONE;
    return false;
}

SM_DEFINE_RUN(braid_run, braid_step)

static bool braid_init(sm *m)
{
    braid *b = sm_alloc(m, 1, sizeof *b);
    if (!(m->impl = b))
        return false;
    if (m->set.braid > 100)
        m->set.braid = 100;
    b->current = b->opened_c = MAZE_NONE;
    b->next = find_dead_end(m->m, 0);
    m->done = b->next == MAZE_NONE;
    sm_say(m, 0, CAP_NONE, b->next, 0, 0, 0);
    return true;
}

static sm_cell braid_cell(const sm *m, uint32_t c)
{
    const braid *b = m->impl;
    sm_cell out = {c == b->current ? SM_CELL_CURRENT : SM_CELL_MAZE, 0, 0};
    return out;
}

static sm_wall_kind braid_wall(const sm *m, uint32_t c, maze_dir d)
{
    const braid *b = m->impl;
    if (b->opened_c == MAZE_NONE)
        return SM_WALL_PLAIN;
    if (c == b->opened_c && d == b->opened_d)
        return SM_WALL_ACCEPTED;
    uint32_t nb = maze_neighbor(m->m, b->opened_c, (maze_dir)b->opened_d);
    if (c == nb && d == maze_opposite(m->m, b->opened_c, b->opened_d))
        return SM_WALL_ACCEPTED;
    return SM_WALL_PLAIN;
}

static size_t braid_figures(const sm *m, sm_figure *out)
{
    const braid *b = m->impl;
    size_t i = sm_fig(out, 0, "dead ends examined", "已检查的死胡同", b->examined, 0);
    i = sm_fig(out, i, "walls opened (loops made)", "打通的墙（形成的环）", b->opened, 0);
    i = sm_fig(out, i, "dead ends kept", "保留的死胡同", b->kept, 0);
    return sm_fig(out, i, "chance to open (%)", "打通概率（%）", m->set.braid, 0);
}

static const sm_text braid_code[] = {
    {"go through the cells in reading order, looking for dead ends (one open side)",
     "按阅读顺序逐格查找死胡同（只有一面通）"},
    {"dead end: with probability p open one more wall, to a dead-end neighbour if there is one",
     "死胡同：以概率 p 再打通一面墙，优先通向也是死胡同的邻格"},
    {"otherwise keep the dead end", "否则保留这条死胡同"},
};

static const sm_text braid_captions[] = {
    [CAP_NONE] = {"looking for dead ends; the first is {c}", "查找死胡同；第一个是 {c}"},
    [CAP_OPEN] = {"dead end at {c}: opened the wall to {c} (p = {n} %)", "{c} 是死胡同：打通到 {c} 的墙（p = {n}%）"},
    [CAP_KEEP] = {"dead end at {c} kept (p = {n} %)", "{c} 是死胡同：保留（p = {n}%）"},
    [CAP_SHUT] = {"dead end at {c} kept: no wall to open (p = {n} %)", "{c} 是死胡同：没有可打通的墙，保留（p = {n}%）"},
};

static const sm_legend braid_legend[] = {
    {SM_MARK_CELL, SM_CELL_MAZE, {NULL, NULL}},
    {SM_MARK_CELL, SM_CELL_CURRENT, {"the dead end examined", "正在检查的死胡同"}},
    {SM_MARK_WALL, SM_WALL_ACCEPTED, {"wall just opened: a new loop", "刚打通的墙：新的环"}},
};

enum { EV_OPEN, EV_KEEP };
static const sm_event braid_events[] = {
    [EV_OPEN] = {"dead-end-opened", {"a dead end is opened: a new loop", "打通死胡同：形成新环"}, SM_CAP(CAP_OPEN)},
    [EV_KEEP] = {"dead-end-kept", {"a dead end is kept", "保留死胡同"}, SM_CAP(CAP_KEEP) | SM_CAP(CAP_SHUT)},
};

/* Predict: the next dead end in reading order is a cell question. */
static const sm_ask braid_asks[] = {
    {.captions = SM_CAP(CAP_OPEN) | SM_CAP(CAP_KEEP) | SM_CAP(CAP_SHUT), .cell = SM_ARG(0)},
};

/*
 * Exercises: each dead end is kept or opened through one of the walls the
 * rule allows (towards a neighbouring dead end when there is one), both
 * drawn: braid=0 only keeps, braid=100 only opens.
 */
static const sm_decision braid_decisions[] = {
    {{"dead end {c}: keep it, or open which wall?", "死胡同 {c}：保留（keep），还是打通哪面墙？"},
     {"at dead end {c} braiding opens a wall with probability {n} %, towards a neighbouring dead end when there "
      "is one, else any wall (it draws)",
      "在死胡同 {c}，以 {n}% 的概率打通一面墙：有相邻的死胡同时打通到它，否则任意一面墙（随机选一个）"}},
};

static size_t braid_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    const braid *b = m->impl;
    maze_dir sides[MAZE_MAX_SIDES];
    uint32_t c = b->next;
    unsigned k = openable(m->m, c, sides);
    size_t n = 0;
    info->arg[0] = c;
    info->arg[1] = m->set.braid;
    if (m->set.braid < 100 || k == 0)
        sm_offer(out, cap, &n, sm_choice_of_word(SM_WORD_KEEP));
    for (unsigned i = 0; m->set.braid > 0 && i < k; i++)
        sm_offer(out, cap, &n, sm_choice_of_wall(c, sides[i]));
    rng r = m->r;
    maze_dir d = rng_below(&r, 100) < m->set.braid ? pick_wall(m->m, &r, c) : MAZE_NO_SIDE;
    info->own = d == MAZE_NO_SIDE ? sm_choice_of_word(SM_WORD_KEEP) : sm_choice_of_wall(c, d);
    return n;
}

const gen_algo gen_braid = {
    .kind = SM_GENERATOR,
    .weaves = true, /* openable() asks grid_link_ok */
    .keeps_maze = true,
    .id = "braid",
    .alias = NULL,
    .name = {"Braiding (removing dead ends)", "去死胡同（打通墙，形成环路）"},
    .code = braid_code,
    .code_lines = SM_COUNT(braid_code),
    .captions = braid_captions,
    .n_captions = SM_COUNT(braid_captions),
    .legend = braid_legend,
    .n_legend = SM_COUNT(braid_legend),
    .events = braid_events,
    .n_events = SM_COUNT(braid_events),
    .main_event = EV_OPEN,
    .asks = braid_asks,
    .n_asks = SM_COUNT(braid_asks),
    .choices = braid_choices,
    .decisions = braid_decisions,
    .n_decisions = SM_COUNT(braid_decisions),
    .init = braid_init,
    .run = braid_run,
    .cell = braid_cell,
    .wall = braid_wall,
    .figures = braid_figures,
};
