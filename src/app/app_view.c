/*
 * app_view.c - what a frame shows, in the UI language: the HUD fields
 * (most important first, so the renderer drops from the end), the
 * pseudocode panel, the banner, the pause symbol, the timeline, the menu,
 * the help box and the fading loop ghost.
 *
 * A screenshot (offscreen) shows nothing that depends on the clock or on
 * steps that were undone, so `--steps K --back J` draws exactly what
 * `--steps K-J` draws: no measured speed, the ghost only when the last
 * step made it, the total only once the run is complete.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "app_record.h"
#include "config.h"
#include "mazeviz/script.h"

/*
 * Option k's value in s as the HUD shows it (app_option_labels; key=value
 * in buf when it is not listed, as a number given for steps=K).
 */
const char *app_option_text(const sm_algo *a, const sm_settings *s, size_t k, sm_lang l, char *buf, size_t len)
{
    char value[24];
    sm_option_text(a, s, k, value, sizeof value);
    for (size_t i = 0; i < sizeof app_option_labels / sizeof app_option_labels[0]; i++)
        if (strcmp(app_option_labels[i].key, a->options[k].key) == 0 && strcmp(app_option_labels[i].value, value) == 0)
            return sm_tr(app_option_labels[i].text, l);
    snprintf(buf, len, "%s=%s", a->options[k].key, value);
    return buf;
}

/* The finished maze's figures as HUD fields from index n on: dead ends against a uniform tree's, junctions, the longest path. */
static int hud_stats(app *a, int n)
{
    char (*hud)[160] = a->maze.hud; /* the frame's HUD fields */
    const maze_stats *st = &a->maze.stats;
    double cells = st->cells ? (double)st->cells : 1.0;
    sm_lang l = a->lang;
    if (maze_ust_dead_ends(a->maze.m) > 0) /* the yardstick is known for a large grid of the shape without a mask */
        snprintf(hud[n++], sizeof hud[0], app_tr(STR_HUD_DEAD_ENDS, l), 100.0 * (double)st->dead_ends / cells,
                 100.0 * maze_ust_dead_ends(a->maze.m));
    else
        snprintf(hud[n++], sizeof hud[0], app_tr(STR_HUD_DEAD_ENDS_ONLY, l), 100.0 * (double)st->dead_ends / cells);
    snprintf(hud[n++], sizeof hud[0], app_tr(STR_HUD_JUNCTIONS, l), 100.0 * (double)st->junctions / cells);
    snprintf(hud[n++], sizeof hud[0], app_trn(STR_HUD_LONGEST, st->longest_path, l),
             sm_count(st->longest_path).s);
    return n;
}

/* The frame's HUD: the first n fields; app_hud() gets them joined, for tests. */
static void join_hud(app *a, render_frame *f, int n)
{
    size_t used = 0;
    a->hud_text[0] = '\0';
    for (int i = 0; i < n; i++) {
        f->hud[i] = a->maze.hud[i];
        if (used < sizeof a->hud_text)
            used += (size_t)snprintf(a->hud_text + used, sizeof a->hud_text - used, "%s%s",
                                     i ? "   " : "", a->maze.hud[i]);
    }
    f->hud_fields = n;
}

static void hud_fields(app *a, render_frame *f, uint64_t total)
{
    char (*hud)[160] = a->maze.hud; /* the frame's HUD fields */
    const gen_algo *algo = sm_algorithm(a->maze.g);
    const app_mode *mode = app_modes[a->mode];
    sm_lang l = a->lang;
    int n = 0;
    size_t used = 0;
    if (app_notice_on(a) && !a->offscreen) /* why a key did nothing: first, so it never drops */
        snprintf(hud[n++], sizeof hud[0], "%s", a->notice.text);
    const char *rec = record_status(a->rec.gif, l); /* the G key: recording, saved PATH, or why not; it never drops */
    if (*rec)
        snprintf(hud[n++], sizeof hud[0], "%s", rec + strspn(rec, " "));
    if (app_class_hud(a, hud[n], sizeof hud[0])) /* "24 students" while a class is served: it never drops */
        n++;
    if (mode->hud)
        n += mode->hud(a, hud + n, RENDER_MAX_HUD / 2 - n);
    if (mode->own_hud) { /* the lesson's slide (lab slides too), the algorithm, the seed after the mode's own */
        n = app_state_hud(a, hud, n, RENDER_MAX_HUD - 2);
        snprintf(hud[n++], sizeof hud[0], "%s", sm_tr(algo->name, l));
        snprintf(hud[n++], sizeof hud[0], "%s %" PRIu64, app_tr(STR_SEED, l), a->seed);
        join_hud(a, f, n);
        return;
    }
    used += (size_t)snprintf(hud[n], sizeof hud[n], "%s", sm_tr(algo->name, l));
    const sm_settings *set = sm_get_settings(a->maze.g);
    char opt[64];
    for (size_t i = 0; i < algo->n_options && i < SM_MAX_OPTIONS && used < sizeof hud[n]; i++)
        used += (size_t)snprintf(hud[n] + used, sizeof hud[n] - used, "  %s",
                                 app_option_text(algo, set, i, l, opt, sizeof opt));
    n++;
    if (total)
        snprintf(hud[n++], sizeof hud[0], app_tr(STR_STEP_OF, l), sm_count(sm_steps(a->maze.g)).s,
                 sm_count(total).s);
    else
        snprintf(hud[n++], sizeof hud[0], app_tr(STR_STEP, l), sm_count(sm_steps(a->maze.g)).s);
    n = app_state_hud(a, hud, n, RENDER_MAX_HUD); /* the lesson's slide, what Ctrl+C / Ctrl+V did */
    if (a->maze.stats_ok && app_chain_done(a) && !a->panel_on) /* the panel lists them otherwise */
        n = hud_stats(a, n);
    if (a->paused && !mode->waits)
        snprintf(hud[n++], sizeof hud[0], "‖ %s", app_tr(STR_PAUSED, l));
    app_event_hud(a, hud[n], sizeof hud[0]);
    n += hud[n][0] != '\0';
    if (a->speed < 0)
        snprintf(hud[n++], sizeof hud[0], app_tr(STR_SPEED_FRAMES, l), 1u << -a->speed);
    else if (a->speed == 0)
        snprintf(hud[n++], sizeof hud[0], "%s", app_tr(STR_SPEED_ONE, l));
    else
        snprintf(hud[n++], sizeof hud[0], app_tr(STR_SPEED_STEPS, l), sm_count((uint64_t)1 << a->speed).s);
    if (!a->offscreen && !a->paused && !a->menu.kind && !sm_done(a->maze.g)) {
        uint64_t rate = app_steps_last_second(a);
        int k = snprintf(hud[n], sizeof hud[0], app_trn(STR_DONE_PER_S, rate, l), sm_count(rate).s);
        if (a->capped && k > 0 && (size_t)k < sizeof hud[0])
            snprintf(hud[n] + k, sizeof hud[0] - (size_t)k, " %s", app_tr(STR_CAPPED, l));
        n++;
    }
    sm_figure fig[SM_MAX_FIGURES];
    size_t nfig = a->panel_on ? 0 : sm_figures(a->maze.g, fig); /* the panel lists them */
    for (size_t i = 0; i < nfig && n < RENDER_MAX_HUD - 1; i++, n++) {
        int k = snprintf(hud[n], sizeof hud[0], "%s ", sm_tr(fig[i].label, l));
        if (k > 0 && (size_t)k < sizeof hud[0])
            app_figure_value(&fig[i], "/", hud[n] + k, sizeof hud[0] - (size_t)k);
    }
    snprintf(hud[n++], sizeof hud[0], "%s %" PRIu64, app_tr(STR_SEED, l), a->seed);
    join_hud(a, f, n);
}

/*
 * The finished maze's figures in place of the machine's (the HUD keeps
 * those): dead ends and junctions as % of the cells, the uniform spanning
 * tree's dead ends for comparison, the mean corridor, the solution from
 * start to goal and the longest path, both in cells.
 */
static void stats(app *a, render_panel *p)
{
    const maze_stats *st = &a->maze.stats;
    sm_lang l = a->lang;
    double cells = st->cells ? (double)st->cells : 1.0;
    int n = 0;
    p->figures_head = app_tr(STR_PANEL_STATS, l);
#define STAT(str, ...)                                                                      \
    do {                                                                                    \
        p->fig_label[n] = app_tr(str, l);                                                   \
        snprintf(a->maze.stat_value[n], sizeof a->maze.stat_value[n], __VA_ARGS__);                   \
        p->fig_value[n] = a->maze.stat_value[n];                                                 \
        n++;                                                                                \
    } while (0)
    const char *percent = app_tr(STR_PERCENT, l); /* "29.2 %" in English, "29.2%" in Chinese, as the HUD */
    STAT(STR_STAT_DEAD_ENDS, percent, 100.0 * (double)st->dead_ends / cells);
    if (maze_ust_dead_ends(a->maze.m) > 0)
        STAT(STR_STAT_DEAD_ENDS_UST, percent, 100.0 * maze_ust_dead_ends(a->maze.m));
    STAT(STR_STAT_JUNCTIONS, percent, 100.0 * (double)st->junctions / cells);
    STAT(STR_STAT_CORRIDOR, "%.2f", st->mean_corridor);
    if (st->solution)
        STAT(STR_STAT_SOLUTION, "%s", sm_count(st->solution).s);
    else
        STAT(STR_STAT_SOLUTION, "%s", "—");
    STAT(STR_STAT_LONGEST, "%s", sm_count(st->longest_path).s);
#undef STAT
    p->figures = n;
}

size_t app_figure_value(const sm_figure *f, const char *sep, char *buf, size_t len)
{
    int k = f->of ? snprintf(buf, len, "%s%s%s", sm_count(f->value).s, sep, sm_count(f->of).s)
                  : snprintf(buf, len, "%s", sm_count(f->value).s);
    return k > 0 ? (size_t)k : 0;
}

/*
 * The pseudocode lines the panel gets: all of a built-in's; of a script
 * longer than the panel can hold, a window with the current line in its
 * upper third. A script's lines are numbered, as in the student's editor.
 */
static void code_window(const sm *g, sm_lang l, render_panel *p)
{
    const gen_algo *algo = sm_algorithm(g);
    int cur = sm_get_note(g).line, total = (int)algo->code_lines, first = 0;
    if (total > RENDER_MAX_CODE)
        first = SDL_clamp(cur - RENDER_MAX_CODE / 3, 0, total - RENDER_MAX_CODE);
    p->code_lines = SDL_min(total, RENDER_MAX_CODE);
    for (int i = 0; i < p->code_lines; i++)
        p->code[i] = sm_tr(algo->code[first + i], l);
    p->code_first = first;
    p->current = cur - first;
    p->numbered = script_machine(g);
}

static void panel(app *a, render_panel *p)
{
    const gen_algo *algo = sm_algorithm(a->maze.g);
    sm_lang l = a->lang;
    memset(p, 0, sizeof *p);
    p->title = sm_tr(algo->name, l);
    code_window(a->maze.g, l, p);
    sm_caption(a->maze.g, l, a->maze.caption, sizeof a->maze.caption);
    if (script_error(a->maze.g)) /* the error itself, not "stopped with an error" */
        snprintf(a->maze.caption, sizeof a->maze.caption, "%s", script_error(a->maze.g));
    p->caption_head = app_tr(STR_PANEL_CAPTION, l);
    p->caption = a->maze.caption;
    sm_figure fig[SM_MAX_FIGURES];
    size_t nfig = sm_figures(a->maze.g, fig);
    p->figures_head = app_tr(STR_PANEL_FIGURES, l);
    for (size_t i = 0; i < nfig; i++) {
        p->fig_label[i] = sm_tr(fig[i].label, l);
        app_figure_value(&fig[i], " / ", a->maze.fig_value[i], sizeof a->maze.fig_value[i]);
        p->fig_value[i] = a->maze.fig_value[i];
    }
    p->figures = (int)nfig;
    if (a->maze.stats_ok && app_chain_done(a)) {
        stats(a, p);
        p->figures_first = true; /* the point of the finished maze */
    }
    p->legend_head = app_tr(STR_PANEL_LEGEND, l);
    int k = 0;
    if (render_get_view(a->r) == RENDER_VIEW_TREE) { /* what a node and an edge are, before what colours mean */
        p->legend[k++] = (render_legend){RENDER_LEGEND_NODE, SM_CELL_MAZE, app_tr(STR_LEGEND_NODE, l)};
        p->legend[k++] = (render_legend){RENDER_LEGEND_EDGE, SM_CELL_MAZE, app_tr(STR_LEGEND_EDGE, l)};
    }
    for (size_t i = 0; i < algo->n_legend && k < RENDER_MAX_LEGEND; i++) {
        const sm_legend *lg = &algo->legend[i];
        sm_text t = lg->text.en ? lg->text : sm_mark_meaning((sm_mark_type)lg->type, lg->kind);
        p->legend[k++] = (render_legend){lg->type, lg->kind, sm_tr(t, l)};
    }
    if (maze_has_seams(a->maze.m) && render_get_view(a->r) == RENDER_VIEW_MAZE && k < RENDER_MAX_LEGEND)
        p->legend[k++] = (render_legend){RENDER_LEGEND_SEAM, 0, app_tr(STR_LEGEND_SEAM, l)};
    if (maze_offers(a->maze.m, GRID_CAP_LEVELS) && render_get_view(a->r) == RENDER_VIEW_MAZE && k < RENDER_MAX_LEGEND)
        p->legend[k++] = (render_legend){RENDER_LEGEND_LEVELS, 0, app_tr(STR_LEGEND_LEVELS, l)};
    p->legend_rows = k;
    const uint32_t *gc;
    size_t gn;
    uint64_t gs;
    if (sm_ghost(a->maze.g, &gc, &gn, &gs) && p->legend_rows < RENDER_MAX_LEGEND) /* once a loop was erased */
        p->legend[p->legend_rows++] = (render_legend){RENDER_LEGEND_GHOST, 0, app_tr(STR_LEGEND_GHOST, l)};
    app_chart_view(a, p);
    app_challenge_view(a, p);
}

/*
 * Shows the erased loop at alpha, less the cells the walk has entered again
 * since (its head may sit on one): the ghost must not hide the walk.
 */
static void show_ghost(app *a, render_frame *f, const uint32_t *cells, size_t n, float alpha)
{
    if (n > a->maze.ghost_keep_cap) {
        uint32_t *p = realloc(a->maze.ghost_keep, n * sizeof *p);
        if (!p)
            return; /* out of memory: no ghost this frame, nothing else lost */
        a->maze.ghost_keep = p;
        a->maze.ghost_keep_cap = n;
    }
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        uint8_t kind = sm_cell_mark(a->maze.g, cells[i]).kind;
        if (kind != SM_CELL_WALK && kind != SM_CELL_HEAD)
            a->maze.ghost_keep[k++] = cells[i];
    }
    f->ghost = a->maze.ghost_keep;
    f->ghost_cells = k;
    f->ghost_alpha = alpha;
}

/*
 * The erased loop fades over CONFIG_GHOST_MS of the app clock from the
 * frame that first shows it; paused on the step that erased it (reached
 * in any way: its ghost is the machine's state at that step) it stays.
 */
static void ghost(app *a, render_frame *f)
{
    const uint32_t *cells;
    size_t n;
    uint64_t step, now = sm_steps(a->maze.g);
    if (!sm_ghost(a->maze.g, &cells, &n, &step))
        return;
    if (a->offscreen) {
        if (step == now)
            show_ghost(a, f, cells, n, 1.0f);
        return;
    }
    if (a->paused && step == now) { /* paused on the step that erased it: it stays, and fades once left */
        a->maze.ghost_step = step;
        a->maze.ghost_t0 = a->now_ms;
        show_ghost(a, f, cells, n, 1.0f);
        return;
    }
    if (step != a->maze.ghost_step) {
        /* New since the last frame (or the step just undone to): start its fade now. */
        bool fresh = step > a->maze.drawn_step || step == now;
        a->maze.ghost_step = step;
        a->maze.ghost_t0 = fresh ? a->now_ms : a->now_ms - 2 * CONFIG_GHOST_MS;
    }
    double age = a->now_ms - a->maze.ghost_t0;
    if (age < 0 || age >= CONFIG_GHOST_MS)
        return;
    show_ghost(a, f, cells, n, (float)(1.0 - age / CONFIG_GHOST_MS));
}

/* Row i of the open menu: its name, and whether it can be chosen here. */
static const char *menu_row(const app *a, int i, bool *off)
{
    *off = false;
    if (a->menu.kind == APP_MENU_EVENT)
        return sm_tr(sm_algorithm(a->maze.g)->events[i].name, a->lang);
    if (a->menu.kind == APP_MENU_SOLVER)
        return sm_tr(app_solver_at(a, (size_t)i)->name, a->lang);
    if (a->menu.kind == APP_MENU_CHALLENGE)
        return sm_tr(challenges[i].title, a->lang);
    *off = !app_algo_fits(a, (size_t)i); /* a row algorithm on another grid: greyed */
    return sm_tr(app_gen_algo(a, (size_t)i)->name, a->lang);
}

static void menu(app *a, render_frame *f)
{
    static const app_str titles[] = {[APP_MENU_ALGO] = STR_MENU_TITLE, [APP_MENU_SOLVER] = STR_SOLVER_MENU_TITLE,
                                     [APP_MENU_EVENT] = STR_EVENT_MENU_TITLE,
                                     [APP_MENU_CHALLENGE] = STR_CHALLENGE_MENU_TITLE};
    f->menu_title = app_tr(titles[a->menu.kind], a->lang);
    f->menu_hint = app_tr(STR_MENU_HINT, a->lang);
    int n = SDL_min(app_menu_count(a), RENDER_MAX_MENU);
    for (int i = 0; i < n; i++) {
        const char *name = menu_row(a, i, &f->menu_off[i]);
        if (i < 9)
            snprintf(a->menu.items[i], sizeof a->menu.items[i], "%d   %s", i + 1, name);
        else
            snprintf(a->menu.items[i], sizeof a->menu.items[i], "     %s", name);
        f->menu[i] = a->menu.items[i];
    }
    f->menu_items = n;
    f->menu_sel = a->menu.sel;
}

/* The help of the mode on screen: its keys, then those of every mode. */
static void help(app *a, render_frame *f)
{
    f->help_title = app_tr(STR_HELP_TITLE, a->lang);
    f->help_page = a->help.page;
    f->help_more = app_tr(STR_HELP_MORE, a->lang);
    f->help_lines = app_keys_help(a, a->help.lines, RENDER_MAX_HELP);
    for (int i = 0; i < f->help_lines; i++)
        f->help[i] = a->help.lines[i];
}

void app_draw_overlays(app *a, render *r)
{
    if (!a->help.on && !a->menu.kind)
        return;
    render_frame f;
    memset(&f, 0, sizeof f);
    if (a->menu.kind)
        menu(a, &f);
    if (a->help.on)
        help(a, &f);
    render_draw_boxes(r, &f);
}

/*
 * Whether the finished banner still shows: for CONFIG_BANNER_MS after the
 * first frame of the finished maze, then the middle of the maze is the
 * class's to read again. Offscreen pictures (screenshots, recordings) keep it.
 */
static bool banner_fresh(app *a, bool all_done)
{
    if (!all_done) {
        a->maze.done_seen = false;
        return false;
    }
    if (!a->maze.done_seen) {
        a->maze.done_seen = true;
        a->maze.done_t0 = a->now_ms;
    }
    return a->offscreen || a->now_ms - a->maze.done_t0 < CONFIG_BANNER_MS;
}

/*
 * The finished maze's banner, or a script's: its error (which stays up: the
 * run did not finish its maze) or its verdict, the machine's own end
 * caption under it (where the loop or the unreachable cell is, marked).
 */
static void banner(app *a, render_frame *f, bool all_done)
{
    const sm *g = a->maze.chain[APP_GEN];
    const char *err = g ? script_error(g) : NULL;
    bool perfect;
    uint32_t loop, unreachable;
    if (err) {
        f->banner = app_tr(STR_SCRIPT_STOPPED, a->lang);
        f->banner_sub = err;
        return;
    }
    if (!banner_fresh(a, all_done) || a->maze.phase == APP_SOLVE) /* a solver's path stays uncovered */
        return;
    if (g && script_verdict(g, &perfect, &loop, &unreachable)) {
        sm_caption(g, a->lang, a->maze.verdict, sizeof a->maze.verdict);
        f->banner = app_tr(perfect ? STR_SCRIPT_PERFECT : STR_SCRIPT_NOT_PERFECT, a->lang);
        f->banner_sub = a->maze.verdict;
        return;
    }
    f->banner = CONFIG_BANNER;
    f->banner_sub = app_tr(STR_BANNER_SUB, a->lang);
}

void app_view(app *a, render_frame *f, render_panel *p)
{
    memset(f, 0, sizeof *f);
    f->lang = a->lang;
    bool done = sm_done(a->maze.g), all_done = app_chain_done(a);
    const sm *g = a->maze.g;
    uint64_t total = a->offscreen ? (done ? sm_steps(g) : sm_planned_steps(g)) : sm_total_steps(g);
    if (a->overlays_on) {
        hud_fields(a, f, total);
        panel(a, p);
        f->panel = p;
        banner(a, f, all_done);
    } else {
        a->hud_text[0] = '\0';
    }
    f->paused = a->paused && !all_done;
    f->timeline = true;
    f->step = sm_steps(a->maze.g);
    uint64_t reach_steps;
    app_timeline(a, a->maze.g, !a->offscreen, &f->progress, &f->reach, &reach_steps);
    ghost(a, f);
    if (a->menu.kind)
        menu(a, f);
    if (a->help.on)
        help(a, f);
    const app_mode *m = app_modes[a->mode];
    if (m->view)
        m->view(a, f, p);
    app_challenge_marks(a, f);
    a->maze.drawn_step = f->step;
}
