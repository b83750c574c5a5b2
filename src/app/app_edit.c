/*
 * app_edit.c - the editor: the student changes the maze by hand. A click
 * on a wall toggles it; a drag from there draws or erases a run of walls,
 * as the first toggle went (edit.h); Ctrl+Z and Ctrl+Y undo and redo a
 * stroke at a time; E opens every wall, F closes every wall. The wall
 * under the pointer is the shape's answer (render_wall_at, grid_wall_at),
 * so hexagons, triangles, polar arcs, masks and the seams of the wrapped
 * boards edit alike.
 *
 * Every change checks the maze again: the panel and the HUD show
 * maze_checks_compute()'s figures (the same as --check-maze), the prompt
 * row says perfect or what is wrong in big type, and the cells on a loop
 * and the cells the start cannot reach are marked over the maze. S leaves
 * for the single maze and runs the solver on the edited maze; V shows it
 * as a tree; Ctrl+S writes it to --output (default mazeviz-edit.json) in
 * --format json, ascii or unicode, which --load reads back.
 *
 * The editor starts on the finished maze (generated to its end, or
 * --load FILE's), so --edit with any --algo edits that algorithm's maze.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "export/json.h"
#include "export/text.h"
#include "mazeviz/edit.h"
#include "mazeviz/gen.h"
#include "mazeviz/grid.h"
#include "mazeviz/stats.h"

#define EDIT_FIGURES 7

struct app_edit {
    maze_edit e;
    unsigned chain;          /* a->maze.chain_no of the maze being edited */
    bool ready;
    maze_checks k;
    bool checked;            /* k holds the maze's checks */
    uint32_t *loop, *unreach; /* the marked cells (room for every cell) */
    size_t n_loop, n_unreach;
    uint32_t ends[2];
    char prompt[200], fig[EDIT_FIGURES][64];
};

static struct app_edit *st(const app *a) { return app_mode_state(a, APP_MODE_EDIT); }

static void forget(struct app_edit *p)
{
    maze_edit_free(&p->e);
    free(p->loop);
    free(p->unreach);
    p->loop = p->unreach = NULL;
    p->n_loop = p->n_unreach = 0;
    p->ready = p->checked = false;
}

static uint32_t start_cell(const app *a)
{
    const maze *m = a->maze.m;
    uint32_t from = a->maze.from;
    return from != MAZE_NONE && from < m->n && maze_exists(m, from) ? from : maze_first_cell(m);
}

static uint32_t goal_cell(const app *a)
{
    const maze *m = a->maze.m;
    uint32_t to = a->maze.to;
    return to != MAZE_NONE && to < m->n && maze_exists(m, to) ? to : maze_last_cell(m);
}

/* The maze changed (or is new to the editor): check it again, mark it, draw it again. */
static void recheck(app *a)
{
    struct app_edit *p = st(a);
    const maze *m = a->maze.m;
    p->checked = maze_checks_compute(m, start_cell(a), goal_cell(a), &p->k) &&
                 maze_cycle_cells(m, p->loop, &p->n_loop) && maze_unreachable_cells(m, start_cell(a), p->unreach, &p->n_unreach);
    if (!p->checked) {
        p->n_loop = p->n_unreach = 0;
        app_notice(a, "%s", app_tr(STR_EDIT_NO_MEMORY, a->lang));
    }
    app_stats_forget(a); /* the single maze's figures are of the maze as edited */
    render_invalidate(a->r);
}

/* The editor on the finished maze: an empty undo log and the checks. False, with SDL_GetError() set: no memory. */
static bool begin(app *a)
{
    struct app_edit *p = st(a);
    maze *m = a->maze.m;
    forget(p);
    p->loop = malloc((size_t)m->n * sizeof *p->loop);
    p->unreach = malloc((size_t)m->n * sizeof *p->unreach);
    if (!p->loop || !p->unreach) {
        forget(p);
        return SDL_SetError("no memory to edit a %u-cell maze", m->count) == 0;
    }
    maze_edit_init(&p->e, m);
    p->chain = a->maze.chain_no;
    p->ready = true;
    recheck(a);
    return true;
}

/* Every machine of the chain run to its end, unwatched. */
static void finish_chain(app *a)
{
    while (!app_chain_done(a))
        if (sm_done(a->maze.g) ? !app_next_phase(a) : sm_run_unwatched(a->maze.g, 1u << 16) == 0)
            break;
}

/* The maze generated (or loaded) to its end, then the editor on it; a solver on screen is dropped. */
static bool finish_and_begin(app *a)
{
    if (a->maze.solver)
        app_set_solver(a, NULL);
    a->finishing = a->maze.seeking = a->maze.hunting = a->maze.dragging = false;
    a->paused = true;
    finish_chain(a);
    return begin(a);
}

static bool enter(app *a, int arg)
{
    (void)arg;
    if (!finish_and_begin(a))
        return false;
    render_set_prompt(a->r, true);
    return true;
}

static void leave(app *a)
{
    forget(st(a));
    render_set_prompt(a->r, false);
}

/* Whether the editor is on the maze on screen (not one a restart replaced). */
static bool editing(const app *a)
{
    const struct app_edit *p = st(a);
    return p && p->ready && p->chain == a->maze.chain_no;
}

/* The wall under the pointer, while the editor is on its maze. */
static bool wall_under(const app *a, uint32_t *c, unsigned *s)
{
    return editing(a) && render_wall_at(a->r, a->pointer.at.x, a->pointer.at.y, CONFIG_EDIT_REACH, c, s);
}

/*
 * The wall under the pointer joins a stroke: a fresh one (a press), or the
 * one under way, which a drag begun between walls starts there. A press
 * fails only for want of memory for the undo log (said); a drag also
 * returns false for a wall already as the stroke sets it.
 */
static void stroke_at(app *a, bool fresh)
{
    struct app_edit *p = st(a);
    uint32_t c;
    unsigned s;
    if (!wall_under(a, &c, &s))
        return;
    if (fresh || !p->e.stroke ? maze_edit_press(&p->e, c, s) : maze_edit_drag(&p->e, c, s))
        recheck(a);
    else if (fresh)
        app_notice(a, "%s", app_tr(STR_EDIT_NO_MEMORY, a->lang));
}

/* A press: the wall under the pointer toggles and a stroke starts (a press between walls starts none). */
void app_act_edit_press(app *a, int arg)
{
    (void)arg;
    stroke_at(a, true);
}

/* A drag: each wall it crosses is drawn or erased as the press made the first. */
void app_act_edit_drag(app *a, int arg)
{
    (void)arg;
    stroke_at(a, false);
}

void app_act_edit_release(app *a, int arg)
{
    (void)arg;
    if (editing(a))
        maze_edit_release(&st(a)->e);
}

/* Ctrl+Z (arg 0) and Ctrl+Y (arg 1): a stroke undone or redone, or a notice that there is none. */
void app_act_edit_undo(app *a, int arg)
{
    struct app_edit *p = st(a);
    if (!editing(a))
        return;
    if (arg ? maze_edit_redo(&p->e) : maze_edit_undo(&p->e))
        recheck(a);
    else
        app_notice(a, "%s", app_tr(arg ? STR_EDIT_NO_REDO : STR_EDIT_NO_UNDO, a->lang));
}

/* E (arg 1): every wall open, an empty grid; F (arg 0): every wall closed. One step of undo. */
void app_act_edit_fill(app *a, int arg)
{
    if (editing(a) && maze_edit_fill(&st(a)->e, arg != 0))
        recheck(a);
}

/* S: the single maze again, solving the maze as edited. */
void app_act_edit_solve(app *a, int arg)
{
    app_mode_back(a);
    app_act_solve(a, arg);
}

/* Where Ctrl+S writes and in what: --output (default mazeviz-edit.json), --format (default json). */
static bool save_to(const app *a, const char *path, text_format fmt)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return false;
    bool ok = fmt == FORMAT_JSON ? json_write(f, a->maze.m, NULL, 0) : text_write(f, a->maze.m, fmt);
    int err = errno;
    if (fclose(f) != 0 && ok) {
        ok = false;
        err = errno;
    }
    errno = err;
    return ok;
}

/* Ctrl+S: the edited maze written in a format --load reads; a notice says where, or why not. */
void app_act_edit_save(app *a, int arg)
{
    (void)arg;
    const char *path = a->args.output ? a->args.output : CONFIG_EDIT_FILE;
    text_format fmt = a->args.format_given ? a->args.format : FORMAT_JSON;
    if (!editing(a))
        return;
    if (fmt != FORMAT_JSON && !maze_offers(a->maze.m, GRID_CAP_TEXT)) {
        app_notice(a, app_tr(STR_EDIT_SAVE_JSON_ONLY, a->lang), path);
        return;
    }
    errno = 0;
    if (save_to(a, path, fmt))
        app_notice(a, app_tr(STR_EDIT_SAVED, a->lang), path);
    else
        app_notice(a, app_tr(STR_EDIT_SAVE_FAILED, a->lang), path, errno ? strerror(errno) : "?");
}

/* Z: the editor on; in the editor, back to the single maze (the maze as edited). */
void app_act_edit(app *a, int arg)
{
    (void)arg;
    if (!app_mode_toggle(a, APP_MODE_EDIT, 0))
        app_notice(a, "%s", SDL_GetError());
}

/*
 * The edited maze as the given maze: a copy becomes the generator
 * settings' source and the chain replays it (gen_loaded), so step back,
 * Home and the timeline show that maze being built, never the old
 * generator's steps over walls the editor changed, and Ctrl+C writes its
 * walls. False, with SDL_GetError() set, when there was no memory (the
 * maze on screen stays as edited).
 */
static bool adopt(app *a)
{
    const maze *m = a->maze.m;
    maze *copy = maze_create_like(m), *old = a->maze.edited;
    if (!copy)
        return SDL_SetError("no memory to keep the edited maze") == 0;
    memcpy(copy->cells, m->cells, m->n);
    a->maze.edited = copy;
    a->maze.opts.source = copy;
    bool ok = app_restart(a);
    if (ok)
        finish_chain(a);
    maze_destroy(old); /* app_restart() destroyed the machine that replayed it */
    return ok;
}

/* Z again, Esc, S: back to the single maze, which keeps the edited maze as a given one. */
static void back_out(app *a)
{
    if (editing(a) && st(a)->e.steps > 0 && !adopt(a))
        app_notice(a, "%s", SDL_GetError());
    if (!app_mode_set(a, APP_MODE_SINGLE, 0))
        a->running = false;
}

/* Ctrl+C, the page's address: a changed maze goes as its walls (walls=), at its last step. */
static void state(const app *a, cli_args *out)
{
    if (!editing(a) || st(a)->e.steps == 0)
        return;
    out->algo = &gen_loaded;
    out->loaded = a->maze.m;
    out->settings.source = a->maze.m;
    out->steps = maze_passages(a->maze.m);
}

/* A restart (N, another algorithm or grid) made a new maze: the editor starts over on it. */
static void advance(app *a)
{
    if (editing(a))
        return;
    if (!finish_and_begin(a)) {
        app_notice(a, "%s", SDL_GetError());
        app_mode_back(a);
    }
}

static void run(app *a, uint64_t n)
{
    (void)n;
    advance(a);
}

static uint64_t back(app *a, uint64_t n)
{
    (void)n;
    return sm_steps(a->maze.g);
}

/* The checks as figure lines ("loops: 2"), each into p->fig; returns how many. */
static int figures(const struct app_edit *p, sm_lang l, char (*out)[64])
{
    const maze_checks *k = &p->k;
    char sol[32];
    snprintf(sol, sizeof sol, "%s", k->solution ? sm_count(k->solution).s : app_tr(STR_EDIT_NONE, l));
    int n = 0;
    snprintf(out[n++], 64, app_tr(STR_EDIT_FIG_PERFECT, l), app_tr(k->perfect ? STR_EDIT_YES : STR_EDIT_NO, l));
    snprintf(out[n++], 64, app_tr(STR_EDIT_FIG_LOOPS, l), sm_count(k->loops).s);
    snprintf(out[n++], 64, app_tr(STR_EDIT_FIG_UNREACH, l), sm_count(k->unreachable).s);
    snprintf(out[n++], 64, app_tr(STR_EDIT_FIG_DEAD, l), sm_count(k->dead_ends).s);
    snprintf(out[n++], 64, app_tr(STR_EDIT_FIG_JUNCTIONS, l), sm_count(k->junctions).s);
    snprintf(out[n++], 64, app_tr(STR_EDIT_FIG_SOLUTION, l), sol);
    snprintf(out[n++], 64, app_tr(STR_EDIT_FIG_LONGEST, l), sm_count(k->longest).s);
    return n;
}

/* The panel: how to edit, the checks, the legend of the marks. */
static void panel(app *a, struct app_edit *p, render_panel *pn)
{
    sm_lang l = a->lang;
    pn->title = app_tr(STR_MODE_EDIT, l);
    pn->code_lines = 0;
    pn->current = -1;
    pn->caption_head = app_tr(STR_EDIT_HOW_HEAD, l);
    pn->caption = app_tr(STR_EDIT_HOW, l);
    pn->figures_first = true;
    pn->figures_head = app_tr(STR_PANEL_FIGURES, l);
    int n = p->checked ? figures(p, l, p->fig) : 0;
    for (int i = 0; i < n; i++) {
        pn->fig_label[i] = p->fig[i];
        pn->fig_value[i] = "";
    }
    pn->figures = n;
    int k = 0;
    pn->legend[k++] = (render_legend){RENDER_LEGEND_FLAT, SM_CELL_WALK, app_tr(STR_LEGEND_LOOP, l)};
    pn->legend[k++] = (render_legend){RENDER_LEGEND_FLAT, SM_CELL_DEAD, app_tr(STR_LEGEND_UNREACHABLE, l)};
    pn->legend[k++] = (render_legend){RENDER_LEGEND_FLAT, SM_CELL_START, sm_tr(sm_mark_meaning(SM_MARK_CELL, SM_CELL_START), l)};
    pn->legend[k++] = (render_legend){RENDER_LEGEND_FLAT, SM_CELL_GOAL, sm_tr(sm_mark_meaning(SM_MARK_CELL, SM_CELL_GOAL), l)};
    pn->legend_rows = k;
}

/* Over the maze: the cells on a loop, the cells not reachable, start and goal. */
static void annotate(app *a, struct app_edit *p, render_frame *f)
{
    const render_theme *th = config_themes[a->theme];
    SDL_Color edge = th->mark_outline, casing = th->mark_casing, none = {0, 0, 0, 0};
    int n = 0;
    p->ends[0] = start_cell(a);
    p->ends[1] = goal_cell(a);
    f->annot[n++] = (render_annot){RENDER_ANNOT_FILL, p->loop, p->n_loop, th->cell[SM_CELL_WALK], edge,
                                   CONFIG_RING_WIDTH / 2, none};
    f->annot[n++] = (render_annot){RENDER_ANNOT_FILL, p->unreach, p->n_unreach, th->cell[SM_CELL_DEAD], edge,
                                   CONFIG_RING_WIDTH / 2, none};
    f->annot[n++] = (render_annot){RENDER_ANNOT_MARKER, &p->ends[0], 1, th->cell[SM_CELL_START], edge, CONFIG_RING_WIDTH,
                                   casing};
    f->annot[n++] = (render_annot){RENDER_ANNOT_MARKER, &p->ends[1], 1, th->cell[SM_CELL_GOAL], edge, CONFIG_RING_WIDTH,
                                   casing};
    f->annots = n;
}

/* The prompt row: the verdict in big type ("Not perfect: 2 loops, 3 cells unreachable"). */
static void verdict(app *a, struct app_edit *p, render_frame *f)
{
    sm_lang l = a->lang;
    const maze_checks *k = &p->k;
    if (k->perfect) {
        snprintf(p->prompt, sizeof p->prompt, "%s", app_tr(STR_EDIT_PERFECT, l));
    } else {
        char loops[64], unreach[64];
        snprintf(loops, sizeof loops, app_trn(STR_EDIT_LOOPS, k->loops, l), sm_count(k->loops).s);
        snprintf(unreach, sizeof unreach, app_trn(STR_EDIT_UNREACH, k->unreachable, l), sm_count(k->unreachable).s);
        if (!k->loops || !k->unreachable) /* only what is wrong */
            snprintf(p->prompt, sizeof p->prompt, app_tr(STR_EDIT_NOT_PERFECT_ONE, l), k->loops ? loops : unreach);
        else
            snprintf(p->prompt, sizeof p->prompt, app_tr(STR_EDIT_NOT_PERFECT, l), loops, unreach);
    }
    f->prompt = p->prompt;
    f->prompt_answer = k->perfect;
}

static void view(app *a, render_frame *f, render_panel *pn)
{
    struct app_edit *p = st(a);
    f->banner = NULL;
    f->timeline = false;
    f->paused = false;
    if (!editing(a) || !p->checked) {
        f->prompt = app_tr(STR_PLAY_WAIT, a->lang);
        return;
    }
    verdict(a, p, f);
    annotate(a, p, f);
    panel(a, p, pn);
}

/* The HUD: loops, unreachable cells, dead ends (the rest is in the panel). */
static int hud(app *a, char (*out)[APP_HUD_TEXT], int max)
{
    struct app_edit *p = st(a);
    char fig[EDIT_FIGURES][64];
    if (!editing(a) || !p->checked)
        return 0;
    int n = figures(p, a->lang, fig), k = 0;
    for (int i = 1; i < n && k < max && k < 4; i++) /* loops, unreachable, dead ends, junctions */
        snprintf(out[k++], APP_HUD_TEXT, "%s", fig[i]);
    return k;
}

static void title(app *a, char *buf, size_t len)
{
    snprintf(buf, len, app_tr(STR_TITLE_EDIT, a->lang), sm_tr(sm_algorithm(a->maze.g)->name, a->lang));
}

static bool asked(const cli_args *args) { return args->edit; }

bool app_edit_checks(const app *a, maze_checks *out, uint64_t *steps)
{
    const struct app_edit *p = app_mode_on(a, APP_MODE_EDIT);
    if (!p || !p->ready || !p->checked)
        return false;
    *out = p->k;
    *steps = p->e.steps;
    return true;
}

const app_mode app_mode_edit = {
    .id = "edit",
    .name = STR_MODE_EDIT,
    .state_size = sizeof(struct app_edit),
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
    .back_out = back_out,
    .waits = true,
    .own_hud = true,
    .own_panel = true,
};
