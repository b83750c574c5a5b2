/*
 * app_state.c - the window's state string (settings/state.h): Ctrl+C copies the
 * string of what is on screen to the clipboard and shows its short form,
 * Ctrl+V opens a copied one, and the size ladder (Up / Down) makes the
 * maze bigger or smaller with the same algorithm and seed.
 *
 * Opening a state reopens the app in place: settings parsed by the
 * command line's parser into the spare of two cli_args the app keeps (the
 * app's settings point into the one in use), prepared as main() prepares
 * them (masks), then the maze, the chain of machines and the view are made
 * again from them and the run goes to the state's step. A state that does
 * not parse leaves everything as it was and says why in the HUD.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_impl.h"
#include "app_run.h"
#include "settings/grid_cli.h"
#include "settings/state.h"
#include "config.h"
#include "mazeviz/gen.h"
#include "mazeviz/grid.h"
#include "mazeviz/script.h"
#include "mazeviz/lab.h"

typedef struct app_state {
    cli_args held[2]; /* the settings opened last (held[cur]), and the spare */
    int cur;          /* -1: none yet (the app runs on main()'s) */
    char notice[160];
    double notice_until;
    bool started;     /* app_start_at() stopped at --until's event: */
    int start_phase;  /* in this phase of the chain */
    uint64_t start_step; /* at this step */
} app_state;

static app_state *state_of(app *a)
{
    if (!a->st && (a->st = calloc(1, sizeof *a->st)))
        a->st->cur = -1;
    return a->st;
}

void app_state_started(app *a)
{
    app_state *st = state_of(a);
    if (!st)
        return;
    st->started = a->args.until && a->maze.g && !app_modes[a->mode]->whole_window; /* --until stopped the single maze */
    st->start_phase = a->maze.phase;
    st->start_step = a->maze.g ? sm_steps(a->maze.g) : 0;
}

void app_state_free(app *a)
{
    if (!a || !a->st)
        return;
    if (a->st->cur >= 0)
        cli_release(&a->st->held[a->st->cur]);
    free(a->st);
    a->st = NULL;
}

/* Cuts s (size bytes) after n characters (not inside one), with "…". */
static void cut_utf8(char *s, size_t size, size_t n)
{
    size_t chars = 0;
    for (char *p = s; *p; p++)
        if ((*p & 0xc0) != 0x80 && chars++ == n) {
            if ((size_t)(p - s) + sizeof "…" <= size)
                strcpy(p, "…");
            else
                *p = '\0';
            return;
        }
}

void app_state_notice(app *a, app_str s, const char *arg)
{
    app_state *st = state_of(a);
    if (!st)
        return;
    snprintf(st->notice, sizeof st->notice, app_tr(s, a->lang), arg);
    st->notice_until = a->now_ms + CONFIG_NOTICE_MS;
    if (s == STR_STATE_BAD)
        fprintf(stderr, "mazeviz: %s\n", st->notice); /* whole, where the HUD has room for its start */
    cut_utf8(st->notice, sizeof st->notice, CONFIG_NOTICE_CHARS);
}

int app_state_hud(app *a, char (*hud)[160], int n, int max)
{
    char slide[64];
    if (n < max && app_lesson_hud(a, slide, sizeof slide))
        snprintf(hud[n++], 160, "%s", slide);
    if (n < max && a->st && a->now_ms < a->st->notice_until)
        snprintf(hud[n++], 160, "%s", a->st->notice);
    return n;
}

const char *app_cell_arg(const app *a, uint32_t c, char *buf, size_t len)
{
    uint32_t x, y;
    if (c == MAZE_NONE || !a->maze.m->shape->coords)
        return NULL;
    a->maze.m->shape->coords(a->maze.m, c, &x, &y);
    snprintf(buf, len, "%" PRIu32 ",%" PRIu32, x, y);
    return buf;
}

/*
 * What is on screen as settings, with the step of the machine shown. The
 * braid (or sparse) machine still to come while the generator runs cannot be written
 * (a state's step counts the last machine's steps): it is left out, as is
 * a solver chosen for after the maze.
 */
void app_state_current(const app *a, cli_args *out, bool with_step)
{
    *out = a->args;
    out->algo = app_gen_algo(a, a->maze.algo);
    if (a->script) /* F5 read it again: the state carries the one that runs */
        out->script = a->script;
    out->settings = a->maze.opts;
    if (a->maze.opts.source) { /* a given maze (--load, walls=, the editor's): walls= carries it */
        out->algo = &gen_loaded;
        if (a->maze.opts.source == a->maze.edited)
            out->loaded = a->maze.edited;
    }
    out->seed = a->seed;
    out->seed_given = true;
    out->style = render_get_style(a->r) == RENDER_BLOCK;
    out->view_tree = render_get_view(a->r) == RENDER_VIEW_TREE;
    out->theme = config_themes[a->theme]->id;
    out->lang = a->lang == SM_LANG_ZH;
    out->panel = a->panel_on;
    out->until = NULL;
    out->until_event = -1;
    out->back = 0;
    out->compare_n = 0;
    out->lab = out->predict = out->play = out->exercise = false;
    out->steps_given = with_step;
    out->steps = a->maze.g ? sm_steps(a->maze.g) : 0;
    out->solver = a->maze.phase == APP_SOLVE ? a->maze.solver : NULL;
    if (a->maze.phase == APP_GEN)
        out->braid = 0;
    if (a->maze.phase < APP_SPARSE)
        out->sparse = 0;
    out->from_arg = out->solver ? app_cell_arg(a, a->maze.from, out->state_buf, 32) : NULL;
    out->to_arg = out->solver ? app_cell_arg(a, a->maze.to, out->state_buf + 32, 32) : NULL;
    out->compare_solvers_n = 0;
    const app_mode *m = app_modes[a->mode];
    if (m->state) /* the mode's own: compare's panes, the lab */
        m->state(a, out);
    const app_state *st = a->st;
    if (with_step && st && st->started && a->maze.phase == st->start_phase && out->steps == st->start_step) {
        out->until = a->args.until; /* still where --until stopped: say so, as the slide did */
        out->until_event = a->args.until_event;
        out->steps_given = false;
    }
}

/* The app on args and maze m (its own now): the old chain and maze go; false with SDL_GetError() set. */
static bool rebuild(app *a, const cli_args *args, maze *m)
{
    for (int p = 0; p < APP_PHASES; p++) {
        sm_destroy(a->maze.chain[p]);
        a->maze.chain[p] = NULL;
    }
    a->maze.g = NULL;
    maze_destroy(a->maze.m);
    a->maze.m = m;
    a->args = *args;
    a->maze.algo = app_algo_index(a, args->algo);
    a->maze.opts = args->settings;
    a->seed = args->seed;
    a->maze.solver = args->solver;
    if (a->maze.solver_index >= app_solver_count(a))
        a->maze.solver_index = 0; /* the state before had a solver script, this one has none */
    if (args->solver && args->solver != &solve_distance)
        a->maze.solver_index = app_solver_index(a, args->solver);
    a->maze.from = args->from;
    a->maze.to = args->to;
    if (args->lang >= 0)
        a->lang = args->lang == 1 ? SM_LANG_ZH : SM_LANG_EN;
    for (size_t i = 0; args->theme && i < CONFIG_THEMES; i++)
        if (strcmp(config_themes[i]->id, args->theme) == 0 && i != a->theme)
            render_set_theme(a->r, config_themes[a->theme = i]);
    if (args->panel >= 0)
        render_set_panel(a->r, a->panel_on = args->panel == 1);
    if (args->style)
        render_set_style(a->r, RENDER_BLOCK);
    render_set_view(a->r, args->view_tree ? RENDER_VIEW_TREE : RENDER_VIEW_MAZE);
    if (args->speed_given)
        a->speed = args->speed;
    render_set_note(a->r, args->note[a->lang == SM_LANG_ZH]);
    a->menu.kind = APP_MENU_NONE;
    a->help.on = a->paused = false;
    if (!app_restart(a) || !app_modes_open(a, args))
        return false;
    app_start_at(a, args);
    return true;
}

/*
 * Reopens the app on args (kept by the caller for the app's life); false
 * with SDL_GetError() set, the app as it was - or, when the new settings
 * failed halfway (no memory for a machine), on the settings before, made
 * again; if even that fails the window closes rather than run without a
 * maze.
 */
static bool reopen(app *a, const cli_args *args)
{
    maze *m = cli_maze(args);
    if (!m)
        return SDL_SetError("no memory for a %" PRIu32 "x%" PRIu32 " maze", args->w, args->h) == 0;
    if (!app_mode_set(a, APP_MODE_SINGLE, 0)) { /* from whatever mode is on */
        maze_destroy(m);
        return false;
    }
    cli_args before = a->args; /* what it points into stays: the caller releases args only */
    if (rebuild(a, args, m))
        return true;
    char why[256];
    snprintf(why, sizeof why, "%s", SDL_GetError());
    maze *old = cli_maze(&before);
    if (!old || !rebuild(a, &before, old)) {
        fprintf(stderr, "mazeviz: %s, and the maze before could not be made again: closing\n", why);
        a->running = false;
    }
    return SDL_SetError("%s", why) == 0;
}

cli_args *app_state_spare(app *a)
{
    app_state *st = state_of(a);
    return st ? &st->held[st->cur == 0 ? 1 : 0] : NULL;
}

bool app_state_use(app *a)
{
    app_state *st = state_of(a);
    cli_args *next = app_state_spare(a);
    if (!next)
        return false;
    next->record_dir = a->args.record_dir; /* the window's own settings stay */
    next->cell_px = a->args.cell_px;
    if (cli_prepare(next, &app_picture_hooks) != 0) { /* it said why on stderr */
        cli_release(next);
        app_state_notice(a, STR_STATE_BAD, "see the terminal");
        return false;
    }
    struct script *edited = a->script; /* F5's: the state's own script (or algorithm) runs now */
    a->script = NULL;
    if (!reopen(a, next)) {
        a->script = edited;
        app_state_notice(a, STR_STATE_BAD, SDL_GetError());
        cli_release(next);
        return false;
    }
    script_free(edited); /* reopen() destroyed every machine made from it */
    if (st->cur >= 0)
        cli_release(&st->held[st->cur]);
    st->cur = (int)(next - st->held);
    return true;
}

bool app_state_open(app *a, const char *text, bool keep_note)
{
    char *argv[] = {"mazeviz", "--state", (char *)text, NULL};
    return app_state_open_args(a, 3, argv, keep_note);
}

bool app_state_open_args(app *a, int argc, char **argv, bool keep_note)
{
    cli_args *next = app_state_spare(a);
    char err[768], shown[96];
    if (!next)
        return false;
    if (!cli_parse(argc, argv, next, err, sizeof err)) {
        app_state_notice(a, STR_STATE_BAD, err);
        return false;
    }
    if (keep_note) {
        next->note[0] = a->args.note[0];
        next->note[1] = a->args.note[1];
    }
    if (!app_state_use(a))
        return false;
    cli_state_short(next, shown, sizeof shown);
    app_state_notice(a, STR_STATE_OPENED, shown);
    return true;
}

void app_act_state_copy(app *a, int arg)
{
    (void)arg;
    cli_args *now = malloc(sizeof *now);
    char buf[CLI_STATE_MAX * 3], shown[96];
    if (!now)
        return;
    app_state_current(a, now, true);
    if (!cli_state_format(now, buf, sizeof buf))
        app_state_notice(a, STR_STATE_NO_CLIPBOARD, "too long");
    else if (SDL_SetClipboardText(buf) != 0)
        app_state_notice(a, STR_STATE_NO_CLIPBOARD, SDL_GetError());
    else {
        cli_state_short(now, shown, sizeof shown);
        app_state_notice(a, STR_STATE_COPIED, shown);
        printf("%s\n", buf); /* a terminal keeps it too (and the window test reads it) */
        fflush(stdout);
    }
    free(now);
}

void app_act_state_paste(app *a, int arg)
{
    (void)arg;
    char *text = SDL_GetClipboardText();
    if (text && *text)
        app_state_open(a, text, false);
    else
        app_state_notice(a, STR_STATE_BAD, "the clipboard is empty");
    SDL_free(text);
}

/* The rows of the size ladder; a rectangle's width follows the maze area's shape, so cells stay square. */
static const uint32_t ladder[] = {4, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 120, 160};
#define LADDER (sizeof ladder / sizeof ladder[0])

/*
 * The size of ladder row h: w x h, or h rings on a grid not in rows (a disc
 * 2h+1 cells across the smaller side); false when its cells would be too
 * small. Square cells follow the maze area's shape; other rows keep theirs.
 */
static bool ladder_size(const app *a, const cli_args *now, uint32_t h, uint32_t *w, uint32_t *hh)
{
    SDL_Rect area = render_info(a->r)->area;
    if (area.w <= 0 || area.h <= 0)
        return false;
    if (!grid_offers(now->grid, GRID_CAP_ROWS, false)) {
        *w = h;
        *hh = now->h;
        return SDL_min(area.w, area.h) / (int)(2 * h + 1) >= CONFIG_SIZE_MIN_PX;
    }
    *hh = h;
    *w = grid_offers(now->grid, GRID_CAP_SQUARES, false)
             ? SDL_max(1u, (uint32_t)((uint64_t)area.w * h / (uint64_t)area.h))
             : SDL_max(1u, (uint32_t)((uint64_t)now->w * h / now->h));
    return area.h / (int)h >= CONFIG_SIZE_MIN_PX && area.w / (int)*w >= CONFIG_SIZE_MIN_PX / 2;
}

/* Up / Down: the next bigger or smaller maze of the ladder, from step 0, same algorithm and seed. */
void app_act_size(app *a, int dir)
{
    if (app_modes[a->mode]->whole_window) /* the presenter's bar in compare or the lab: the hidden maze's */
        return;
    cli_args *now = malloc(sizeof *now);
    char state[CLI_STATE_MAX * 3], size[48];
    if (!now)
        return;
    app_state_current(a, now, false);
    uint32_t rows = grid_offers(now->grid, GRID_CAP_ROWS, false) ? now->h : now->w, w = 0, h = 0;
    bool found = false;
    for (size_t k = 0; k < LADDER && !found; k++) {
        size_t i = dir > 0 ? k : LADDER - 1 - k;
        if ((dir > 0 && ladder[i] > rows) || (dir < 0 && ladder[i] < rows))
            found = ladder_size(a, now, ladder[i], &w, &h);
    }
    if (found) {
        now->w = w;
        now->h = h;
        now->solver = NULL;
        now->braid = a->args.braid;
        now->sparse = a->args.sparse;
        if (h)
            snprintf(size, sizeof size, "%" PRIu32 "x%" PRIu32, w, h);
        else
            snprintf(size, sizeof size, "%" PRIu32, w);
        if (cli_state_format(now, state, sizeof state) && app_state_open(a, state, true))
            app_state_notice(a, STR_SIZE_NOW, size);
    } else {
        app_state_notice(a, STR_SIZE_END, "");
    }
    free(now);
}
