/*
 * app_play.c - play mode: a student solves the finished maze by hand. The
 * marker starts on the start cell (--from, a click before, or the first
 * cell) and moves to a neighbouring cell through an open wall; walls
 * block. At the goal the question row shows the path's length in moves,
 * the cells visited and the time against the shortest path (a breadth-
 * first search from the goal; S draws it on request), so braided mazes
 * with loops are scored against their true shortest path too.
 *
 * Moves. On a rectangle each arrow is one side. On the other shapes an
 * arrow takes the open passage whose direction (centre to neighbouring
 * centre, from the grid's geometry) is nearest the arrow's, within 90
 * degrees: on hexagons ← goes north-west or south-west, whichever is open
 * (north-west when both are), and on a polar grid ↑ goes outward at the
 * top of the disc and inward at the bottom. A click on a neighbouring cell
 * goes there on every shape, so every passage is reachable.
 *
 * The trail is the way from the start to the marker with every loop the
 * student walked erased (as Wilson erases the walk's loops), drawn as a
 * line through the cells' centres; the cells visited are filled.
 * The maze is generated to its end when the mode starts and again after
 * anything that restarts it (N, another algorithm, another grid).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "mazeviz/grid.h"
#include "mazeviz/stats.h"

struct app_play {
    unsigned chain;        /* a->chain_no of the maze this attempt is on */
    bool ready;            /* an attempt is set up */
    uint32_t start, goal, at;
    uint32_t *route;       /* start .. at, loops erased */
    size_t n_route, cap_route;
    uint8_t *seen;         /* a bit a cell: visited */
    uint32_t *seen_list;   /* the cells visited, in the order first entered */
    size_t cap_seen;
    uint64_t moves, seen_count;
    uint32_t *path;        /* the shortest path, goal first */
    size_t n_path;
    bool show_path, at_goal, timing;
    double t0, t1;         /* the first move, reaching the goal */
    uint32_t ends[2];
    char prompt[200], right[32], hud[3][APP_HUD_TEXT], fig[4][48];
};

static struct app_play *st(const app *a) { return app_mode_state(a, APP_MODE_PLAY); }

static void title(app *a, char *buf, size_t len)
{
    snprintf(buf, len, app_tr(STR_TITLE_PLAY, a->lang), sm_tr(sm_algorithm(a->maze.g)->name, a->lang));
}

static void forget(struct app_play *p)
{
    free(p->route);
    free(p->seen);
    free(p->seen_list);
    free(p->path);
    p->route = p->path = p->seen_list = NULL;
    p->seen = NULL;
    p->n_route = p->cap_route = p->n_path = p->cap_seen = 0;
    p->ready = false;
}

static bool seen(const struct app_play *p, uint32_t c) { return p->seen[c >> 3] >> (c & 7) & 1u; }

static void visit(struct app_play *p, uint32_t c)
{
    if (seen(p, c))
        return;
    if (p->seen_count == p->cap_seen) {
        size_t cap = p->cap_seen ? 2 * p->cap_seen : 256;
        uint32_t *l = realloc(p->seen_list, cap * sizeof *l);
        if (!l)
            return; /* no memory: this cell is not counted, the attempt goes on */
        p->seen_list = l;
        p->cap_seen = cap;
    }
    p->seen_list[p->seen_count++] = c;
    p->seen[c >> 3] |= (uint8_t)(1u << (c & 7));
}

/* The shortest path from start to goal, start first. */
static bool shortest(const maze *m, struct app_play *p)
{
    uint32_t cells;
    p->path = malloc((size_t)m->count * sizeof *p->path);
    if (!p->path || !maze_shortest_path(m, p->start, p->goal, p->path, &cells))
        return false;
    p->n_path = cells;
    return true;
}

/* A new attempt on the finished maze: the marker on the start, nothing visited, the clock not started. */
static bool begin(app *a)
{
    struct app_play *p = st(a);
    const maze *m = a->maze.m;
    forget(p);
    uint32_t from = a->maze.from, to = a->maze.to;
    p->start = from != MAZE_NONE && from < m->n && maze_exists(m, from) ? from : maze_first_cell(m);
    p->goal = to != MAZE_NONE && to < m->n && maze_exists(m, to) ? to : maze_last_cell(m);
    p->seen = calloc(((size_t)m->n + 7) / 8, 1);
    p->cap_route = 256;
    p->route = malloc(p->cap_route * sizeof *p->route);
    if (!p->seen || !p->route || !shortest(m, p)) {
        forget(p);
        return SDL_SetError("no memory to play a %u-cell maze", m->count) == 0;
    }
    p->at = p->start;
    p->route[p->n_route++] = p->start;
    p->moves = p->seen_count = 0;
    visit(p, p->start);
    p->at_goal = p->timing = false;
    p->chain = a->maze.chain_no;
    p->ready = true;
    return true;
}

/*
 * The maze generated on towards its end (no solver on screen) for at most
 * ms milliseconds - a big maze takes frames, and the window answers
 * meanwhile - or to the end offscreen (--screenshot); then a new attempt
 * on it. False with SDL_GetError() set when there is no memory for one;
 * *ready says whether the attempt began (else: generating).
 */
static bool generate_and_begin(app *a, double ms, bool *ready)
{
    *ready = false;
    if (a->maze.solver)
        app_set_solver(a, NULL);
    a->finishing = a->maze.seeking = a->maze.hunting = a->maze.dragging = false;
    a->paused = true;
    Uint64 t0 = SDL_GetPerformanceCounter(), budget = (Uint64)(ms * 1e-3 * (double)SDL_GetPerformanceFrequency());
    while (!app_chain_done(a)) {
        if (sm_done(a->maze.g) ? !app_next_phase(a) : sm_run_unwatched(a->maze.g, 1u << 16) == 0)
            break;
        if (!a->offscreen && SDL_GetPerformanceCounter() - t0 >= budget)
            return true;
    }
    *ready = true;
    return begin(a);
}

static bool enter(app *a, int arg)
{
    (void)arg;
    bool ready;
    if (!generate_and_begin(a, CONFIG_FRAME_WORK * 1000.0 / CONFIG_FPS, &ready))
        return false;
    render_set_prompt(a->r, true);
    return true;
}

static void leave(app *a)
{
    forget(st(a));
    render_set_prompt(a->r, false);
}

/* The marker moves to neighbour nb: the route grows, or loses the loop that came back to nb. */
static void move_to(app *a, struct app_play *p, uint32_t nb)
{
    if (p->n_route == p->cap_route) { /* room for the route first: no memory, no move (and it says so) */
        uint32_t *r = realloc(p->route, 2 * p->cap_route * sizeof *r);
        if (!r) {
            app_notice(a, "%s", app_tr(STR_NO_MEMORY_MOVE, a->lang));
            return;
        }
        p->route = r;
        p->cap_route *= 2;
    }
    if (!p->timing) {
        p->timing = true;
        p->t0 = a->now_ms;
    }
    p->moves++;
    size_t k = p->n_route;
    if (seen(p, nb))
        for (k = p->n_route; k > 0 && p->route[k - 1] != nb; k--)
            ;
    if (k > 0 && p->route[k - 1] == nb) {
        p->n_route = k; /* back onto the route: the loop since is erased */
    } else {
        p->route[p->n_route++] = nb;
    }
    visit(p, nb);
    p->at = nb;
    if (nb == p->goal) {
        p->at_goal = true;
        p->t1 = a->now_ms;
    }
}

/* Whether the attempt can take a move now (set up, not at the goal). */
static bool can_move(app *a)
{
    struct app_play *p = st(a);
    if (!p->ready || p->chain != a->maze.chain_no)
        return false;
    return !p->at_goal;
}

/* Arrows: 0 right, 1 down, 2 left, 3 up; the open passage nearest that direction, within 90 degrees. */
void app_act_play_move(app *a, int dir)
{
    static const float dx[4] = {1, 0, -1, 0}, dy[4] = {0, 1, 0, -1};
    struct app_play *p = st(a);
    if (!can_move(a))
        return;
    const maze *m = a->maze.m;
    grid_pt here = m->shape->center(m, p->at);
    uint32_t best = MAZE_NONE;
    float best_cos = 0.01f;
    bool wall = false;
    for (unsigned s = 0; s < m->sides; s++) {
        uint32_t nb = maze_neighbor(m, p->at, s);
        if (nb == MAZE_NONE)
            continue;
        grid_pt there = m->shape->center(m, nb);
        float vx = there.x - here.x, vy = there.y - here.y, len = sqrtf(vx * vx + vy * vy);
        float c = len > 0 ? (vx * dx[dir & 3] + vy * dy[dir & 3]) / len : 0;
        if (!maze_is_open(m, p->at, s)) {
            wall |= c > 0.7f; /* a wall straight ahead */
            continue;
        }
        if (c > best_cos) {
            best_cos = c;
            best = nb;
        }
    }
    if (best != MAZE_NONE)
        move_to(a, p, best);
    else if (wall)
        app_notice(a, "%s", app_tr(STR_PLAY_WALL, a->lang));
}

/* A click on a cell next to the marker, through an open wall, goes there. */
void app_act_play_click(app *a, int arg)
{
    (void)arg;
    struct app_play *p = st(a);
    uint32_t c;
    if (!can_move(a) || !render_cell_at(a->r, a->pointer.at.x, a->pointer.at.y, &c) || c == p->at)
        return;
    const maze *m = a->maze.m;
    for (unsigned s = 0; s < m->sides; s++)
        if (maze_neighbor(m, p->at, s) == c) {
            if (maze_is_open(m, p->at, s))
                move_to(a, p, c);
            else
                app_notice(a, "%s", app_tr(STR_PLAY_WALL, a->lang));
            return;
        }
}

void app_act_play_path(app *a, int arg)
{
    (void)arg;
    st(a)->show_path = !st(a)->show_path;
}

void app_act_play_again(app *a, int arg)
{
    (void)arg;
    if (!begin(a))
        a->running = false;
}

/* W: play mode on; in play mode, back to the single maze (the finished maze). */
void app_act_play(app *a, int arg)
{
    (void)arg;
    if (!app_mode_toggle(a, APP_MODE_PLAY, 0))
        app_notice(a, "%s", SDL_GetError());
}

/* A restart (N, another algorithm, grid or option) made a new maze: generate it, a frame's share at a time, and start over. */
static void advance(app *a)
{
    struct app_play *p = st(a);
    bool ready;
    if (p->ready && p->chain == a->maze.chain_no && app_chain_done(a))
        return;
    if (!generate_and_begin(a, CONFIG_FRAME_WORK * 1000.0 / CONFIG_FPS, &ready)) {
        app_notice(a, "%s", SDL_GetError()); /* no memory for an attempt: back to the single maze */
        app_mode_back(a);
    }
}

/* m:ss of ms milliseconds. */
static void clock_text(double ms, char *buf, size_t len)
{
    unsigned s = ms > 0 ? (unsigned)(ms / 1000.0) : 0;
    snprintf(buf, len, "%u:%02u", s / 60, s % 60);
}

static double elapsed(const app *a, const struct app_play *p)
{
    return !p->timing ? 0 : p->at_goal ? p->t1 - p->t0 : a->now_ms - p->t0;
}

/* The panel: the play's figures and legend instead of the generator's story. */
static void panel(app *a, struct app_play *p, render_panel *pn)
{
    sm_lang l = a->lang;
    char time[16];
    clock_text(elapsed(a, p), time, sizeof time);
    pn->title = app_tr(STR_MODE_PLAY, l);
    pn->code_lines = 0;
    pn->current = -1;
    pn->caption_head = app_tr(STR_PLAY_HOW_HEAD, l); /* instructions, not a step's caption */
    pn->caption = app_tr(STR_PLAY_HOW, l);
    pn->figures_first = false;
    pn->figures_head = app_tr(STR_PANEL_FIGURES, l);
    int n = 0;
    snprintf(p->fig[n], sizeof p->fig[n], app_trn(STR_PLAY_MOVES, p->moves, l), sm_count(p->moves).s);
    pn->fig_label[n] = p->fig[n];
    pn->fig_value[n++] = "";
    snprintf(p->fig[n], sizeof p->fig[n], app_trn(STR_PLAY_SEEN, p->seen_count, l), sm_count(p->seen_count).s);
    pn->fig_label[n] = p->fig[n];
    pn->fig_value[n++] = "";
    snprintf(p->fig[n], sizeof p->fig[n], app_tr(STR_PLAY_TIME, l), time);
    pn->fig_label[n] = p->fig[n];
    pn->fig_value[n++] = "";
    if (p->show_path || p->at_goal) {
        snprintf(p->fig[n], sizeof p->fig[n], app_tr(STR_PLAY_SHORTEST, l), sm_count(p->n_path - 1).s);
        pn->fig_label[n] = p->fig[n];
        pn->fig_value[n++] = "";
    }
    pn->figures = n;
    int k = 0;
    pn->legend[k++] = (render_legend){RENDER_LEGEND_FLAT, SM_CELL_CURRENT, app_tr(STR_LEGEND_YOU, l)};
    pn->legend[k++] = (render_legend){RENDER_LEGEND_FLAT, SM_CELL_WALK, app_tr(STR_LEGEND_TRAIL, l)};
    pn->legend[k++] = (render_legend){RENDER_LEGEND_FLAT, SM_CELL_VISITED, app_tr(STR_LEGEND_SEEN, l)};
    pn->legend[k++] = (render_legend){RENDER_LEGEND_FLAT, SM_CELL_START, sm_tr(sm_mark_meaning(SM_MARK_CELL, SM_CELL_START), l)};
    pn->legend[k++] = (render_legend){RENDER_LEGEND_FLAT, SM_CELL_GOAL, sm_tr(sm_mark_meaning(SM_MARK_CELL, SM_CELL_GOAL), l)};
    if (p->show_path)
        pn->legend[k++] = (render_legend){RENDER_LEGEND_FLAT, SM_CELL_PATH, app_tr(STR_LEGEND_SHORTEST, l)};
    pn->legend_rows = k;
}

/* Over the maze: the cells visited, start and goal, the shortest path (on request), the trail, the marker. */
static void annotate(app *a, struct app_play *p, render_frame *f)
{
    const render_theme *th = config_themes[a->theme];
    SDL_Color edge = th->mark_outline, casing = th->mark_casing, none = {0, 0, 0, 0}; /* a 3:1 edge on any cell (theme_test) */
    int n = 0;
    p->ends[0] = p->start;
    p->ends[1] = p->goal;
    f->annot[n++] = (render_annot){RENDER_ANNOT_FILL, p->seen_list, (size_t)p->seen_count, th->cell[SM_CELL_VISITED],
                                   edge, CONFIG_RING_WIDTH / 2, none};
    f->annot[n++] = (render_annot){RENDER_ANNOT_MARKER, &p->ends[0], 1, th->cell[SM_CELL_START], edge, CONFIG_RING_WIDTH,
                                   casing};
    f->annot[n++] = (render_annot){RENDER_ANNOT_MARKER, &p->ends[1], 1, th->cell[SM_CELL_GOAL], edge, CONFIG_RING_WIDTH,
                                   casing};
    if (p->show_path)
        f->annot[n++] = (render_annot){RENDER_ANNOT_LINE, p->path, p->n_path, th->cell[SM_CELL_PATH], edge,
                                       CONFIG_PLAY_PATH, casing};
    f->annot[n++] = (render_annot){RENDER_ANNOT_LINE, p->route, p->n_route, th->cell[SM_CELL_WALK], edge,
                                   CONFIG_PLAY_TRAIL, casing};
    f->annot[n++] = (render_annot){RENDER_ANNOT_DOT, &p->at, 1, th->cell[SM_CELL_CURRENT], edge, CONFIG_PLAY_MARKER, casing};
    f->annots = n;
}

static void view(app *a, render_frame *f, render_panel *pn)
{
    struct app_play *p = st(a);
    sm_lang l = a->lang;
    f->banner = NULL;   /* the maze is there to be walked, not admired */
    f->timeline = false;
    f->paused = false;
    if (!p->ready || p->chain != a->maze.chain_no) {
        f->prompt = app_tr(STR_PLAY_WAIT, l); /* a big maze takes frames to finish */
        return;
    }
    char time[16];
    clock_text(elapsed(a, p), time, sizeof time);
    snprintf(p->right, sizeof p->right, "%s", time);
    f->prompt_right = p->right;
    if (p->at_goal) { /* "Goal! 15 moves (shortest 15)  0:04" big; the cells visited in the panel and the HUD */
        char res[160];
        snprintf(res, sizeof res, app_tr(STR_PLAY_RESULT, l), sm_count(p->moves).s, sm_count(p->n_path - 1).s);
        snprintf(p->prompt, sizeof p->prompt, "%s %s", app_tr(STR_PLAY_GOAL, l), res);
        f->prompt = p->prompt;
        f->prompt_answer = true;
    } else {
        f->prompt = app_tr(STR_PLAY_PROMPT, l);
    }
    annotate(a, p, f);
    panel(a, p, pn);
}

/* The HUD: moves, cells visited, the time. */
static int hud(app *a, char (*out)[APP_HUD_TEXT], int max)
{
    struct app_play *p = st(a);
    char time[16];
    int n = 0;
    if (!p->ready || max < 3)
        return 0;
    clock_text(elapsed(a, p), time, sizeof time);
    snprintf(out[n++], APP_HUD_TEXT, app_trn(STR_PLAY_MOVES, p->moves, a->lang), sm_count(p->moves).s);
    snprintf(out[n++], APP_HUD_TEXT, app_trn(STR_PLAY_SEEN, p->seen_count, a->lang), sm_count(p->seen_count).s);
    snprintf(out[n++], APP_HUD_TEXT, app_tr(STR_PLAY_TIME, a->lang), time);
    if (n < max && (p->show_path || p->at_goal))
        snprintf(out[n++], APP_HUD_TEXT, app_tr(STR_PLAY_SHORTEST, a->lang), sm_count(p->n_path - 1).s);
    return n;
}

bool app_play_state(const app *a, uint32_t *at, uint64_t *moves, uint64_t *seen_cells, uint64_t *shortest_moves,
                    bool *goal)
{
    const struct app_play *p = app_mode_on(a, APP_MODE_PLAY);
    if (!p || !p->ready)
        return false;
    *at = p->at;
    *moves = p->moves;
    *seen_cells = p->seen_count;
    *shortest_moves = p->n_path ? p->n_path - 1 : 0;
    *goal = p->at_goal;
    return true;
}

/* Play does not step the generator: its maze is finished. */
static uint64_t back(app *a, uint64_t n)
{
    (void)n;
    return sm_steps(a->maze.g);
}

/* Play does not step the generator; a maze still being generated for it is finished now. */
static void run(app *a, uint64_t n)
{
    (void)n;
    bool ready;
    if (!st(a)->ready && !generate_and_begin(a, INFINITY, &ready))
        app_notice(a, "%s", SDL_GetError());
}

static bool asked(const cli_args *args) { return args->play; }

/* The state string says mode=play, on the finished maze: no step, no solver. */
static void state(const app *a, cli_args *out)
{
    (void)a;
    out->play = true;
    out->steps_given = false;
    out->solver = NULL;
    out->from_arg = out->to_arg = NULL;
}

const app_mode app_mode_play = {
    .id = "play",
    .name = STR_MODE_PLAY,
    .state_size = sizeof(struct app_play),
    .enter = enter,
    .leave = leave,
    .advance = advance,
    .draw = app_maze_draw,
    .run = run,
    .back = back,
    .view = view,
    .hud = hud,
    .title = title,
    .asked = asked,
    .state = state,
    .waits = true,
    .own_hud = true,
    .own_panel = true,
};
