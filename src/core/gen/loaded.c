/*
 * loaded.c - a maze read from a file (--load) as a generator.
 *
 * The file's maze is sm_settings.source; this machine opens its passages
 * on a closed maze of the same grid, one passage per step, in cell order
 * (each wall once, from its lower cell). So a loaded maze enters the
 * chain as any generator's maze does: the window, the solvers after it,
 * screenshots, step back and figures all work on it unchanged, and its
 * last step is the file's maze exactly.
 *
 * Phases: none - find the next open wall of the source, open it. Cost:
 * O(1) amortised per step (the scan is paid by the walls it passes); no
 * memory beyond its struct. It draws no random number.
 */
#include "../sm_impl.h"
#include "mazeviz/gen.h"

enum { CAP_NONE, CAP_OPEN };

typedef struct loaded {
    uint32_t next_c;            /* the next passage to open: cell and side; MAZE_NONE: none left */
    uint8_t next_d;
    uint32_t opened_c;          /* the wall the last step opened (MAZE_NONE: none) */
    uint8_t opened_d;
    uint64_t opened;
} loaded;

/* Whether source is a maze of m's very grid: shape, size and mask. */
static bool same_grid(const maze *m, const maze *source)
{
    if (!source || source->shape != m->shape || source->w != m->w || source->h != m->h || source->n != m->n ||
        source->count != m->count || !source->live != !m->live)
        return false;
    return !m->live || memcmp(m->live, source->live, m->n) == 0;
}

/* The first passage of the source at or after side d of cell c (each wall from its lower cell). */
static void find_next(loaded *l, const maze *src, uint32_t c, unsigned d)
{
    for (; c < src->n; c++, d = 0) {
        for (; maze_exists(src, c) && d < src->sides; d++) {
            uint32_t nb = maze_neighbor(src, c, d);
            if (nb != MAZE_NONE && nb > c && maze_is_open(src, c, d)) {
                l->next_c = c;
                l->next_d = (uint8_t)d;
                return;
            }
        }
    }
    l->next_c = MAZE_NONE;
}

static bool loaded_step(sm *m)
{
    loaded *l = m->impl;
    if (l->opened_c != MAZE_NONE)
        sm_touch_wall(m, l->opened_c, l->opened_d);
    uint32_t c = l->next_c;
    maze_dir d = l->next_d;
    maze_carve(m->m, c, d);
    sm_touch_wall(m, c, d);
    l->opened_c = c;
    l->opened_d = (uint8_t)d;
    l->opened++;
    sm_say(m, 1, CAP_OPEN, c, maze_neighbor(m->m, c, d), 0, 0);
    find_next(l, m->set.source, c, d + 1u);
    if (l->next_c != MAZE_NONE)
        return true;
    l->opened_c = MAZE_NONE; /* done: the finished colours, like every generator */
    return false;
}

SM_DEFINE_RUN(loaded_run, loaded_step)

static bool loaded_init(sm *m)
{
    loaded *l = sm_alloc(m, 1, sizeof *l);
    if (!(m->impl = l))
        return false;
    l->opened_c = MAZE_NONE;
    l->next_c = MAZE_NONE;
    if (same_grid(m->m, m->set.source))
        find_next(l, m->set.source, 0, 0);
    m->done = l->next_c == MAZE_NONE;
    sm_say(m, 0, CAP_NONE, 0, 0, 0, 0);
    return true;
}

/* A cell is in the maze once a passage of it is open (or the run is over: a 1x1 maze has none). */
static sm_cell loaded_cell(const sm *m, uint32_t c)
{
    return (sm_cell){m->done || maze_degree(m->m, c) > 0 ? SM_CELL_MAZE : SM_CELL_BLANK, 0, 0};
}

static sm_wall_kind loaded_wall(const sm *m, uint32_t c, maze_dir d)
{
    const loaded *l = m->impl;
    if (l->opened_c == MAZE_NONE)
        return SM_WALL_PLAIN;
    if (c == l->opened_c && d == l->opened_d)
        return SM_WALL_ACCEPTED;
    uint32_t nb = maze_neighbor(m->m, l->opened_c, l->opened_d);
    return c == nb && d == maze_opposite(m->m, l->opened_c, l->opened_d) ? SM_WALL_ACCEPTED : SM_WALL_PLAIN;
}

static size_t loaded_figures(const sm *m, sm_figure *out)
{
    const loaded *l = m->impl;
    uint64_t all = m->set.source && same_grid(m->m, m->set.source) ? maze_passages(m->set.source) : 0;
    return sm_fig(out, 0, "passages opened", "已打通的通道", l->opened, all);
}

static const sm_text loaded_code[] = {
    {"read the maze from the file", "从文件读入迷宫"},
    {"for each passage of the file, in cell order: open that wall", "按格子顺序，对文件中的每条通道：打通那面墙"},
};

static const sm_text loaded_captions[] = {
    [CAP_NONE] = {"the maze read from the file; its passages open one by one", "从文件读入的迷宫；逐条打通其中的通道"},
    [CAP_OPEN] = {"opened the wall between {c} and {c}, as in the file", "打通 {c} 与 {c} 之间的墙（与文件相同）"},
};

static const sm_legend loaded_legend[] = {
    {SM_MARK_CELL, SM_CELL_BLANK, {"no passage opened yet", "还没有打通的通道"}},
    {SM_MARK_CELL, SM_CELL_MAZE, {NULL, NULL}},
    {SM_MARK_WALL, SM_WALL_ACCEPTED, {"wall just opened, as in the file", "刚打通的墙（与文件相同）"}},
};

static const sm_event loaded_events[] = {
    {"passage-opened", {"a passage of the file is opened", "打通文件中的一条通道"}, SM_CAP(CAP_OPEN), SM_NO_SIZE},
};

const gen_algo gen_loaded = {
    .kind = SM_GENERATOR,
    .weaves = true, /* it asks no grid_link_ok, but opens a maze the file's reader checked (a weave's tunnels too) */
    .id = "loaded",
    .alias = NULL,
    .name = {"Maze read from a file", "从文件读入的迷宫"},
    .code = loaded_code,
    .code_lines = SM_COUNT(loaded_code),
    .captions = loaded_captions,
    .n_captions = SM_COUNT(loaded_captions),
    .legend = loaded_legend,
    .n_legend = SM_COUNT(loaded_legend),
    .events = loaded_events,
    .n_events = SM_COUNT(loaded_events),
    .main_event = 0,
    .init = loaded_init,
    .run = loaded_run,
    .cell = loaded_cell,
    .wall = loaded_wall,
    .figures = loaded_figures,
};
