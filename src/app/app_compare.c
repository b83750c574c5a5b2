/*
 * app_compare.c - compare mode: 2 to 4 panes, each its own generator on
 * the same size and seed, stepping in lockstep (every pane that is not
 * done runs the same number of steps each frame). Finished panes show
 * their statistics and stay until every pane is done.
 *
 * The panes are generators (each its own maze) or solvers (S, or
 * --compare-solvers): one finished maze, generated and braided once, and
 * a solver racing on it in each pane (app_compare_solve.c). Lockstep,
 * stepping back and the keys are the same for both kinds.
 *
 * Keys (rows of config.h's table for this mode) act on all panes: Space,
 * → / . (step), ← / , (back: sm_seek on each), Home, + / -, Enter, R, N.
 * Tab / Shift+Tab change the algorithm (or solver) of the highlighted
 * pane: the one the mouse is over or last clicked (the first pane to begin
 * with); every pane then starts again at step 0. S switches from generator
 * panes to solvers racing on the highlighted pane's maze, and back. C or
 * Esc goes back to one maze, U opens the lab for the highlighted pane's
 * algorithm (solver panes: their maze's generator; U there comes back
 * here); G records the window; L, T, F11, F1, Q work as everywhere; D
 * (distances) says in the bar that it needs the single maze; the single
 * maze's other keys have no row here (they would act on the hidden maze).
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "app_compare_impl.h"

static struct app_compare *cmp_of(const app *a) { return app_mode_state(a, APP_MODE_COMPARE); }

/* The compare state while compare mode is on screen, else NULL. */
static struct app_compare *on(const app *a) { return app_mode_on(a, APP_MODE_COMPARE); }

/* The lockstep clock: the steps of the pane that has run longest. */
static uint64_t clock_steps(const struct app_compare *c)
{
    uint64_t t = 0;
    for (int i = 0; i < c->n; i++)
        t = SDL_max(t, sm_steps(c->p[i].g));
    return t;
}

static bool all_done(const struct app_compare *c)
{
    for (int i = 0; i < c->n; i++)
        if (!sm_done(c->p[i].g))
            return false;
    return true;
}

const sm_algo *cmp_pane_algo(const app *a, const struct app_compare *c, const cmp_pane *p)
{
    return c->solvers ? solve_algos[p->algo] : app_gen_algo(a, p->algo);
}

static void title(app *a, char *buf, size_t len)
{
    const struct app_compare *c = cmp_of(a);
    if (c && c->solvers)
        snprintf(buf, len, app_tr(STR_TITLE_RACE, a->lang), sm_tr(app_gen_algo(a, c->maze_algo)->name, a->lang));
    else
        snprintf(buf, len, "%s", app_tr(STR_TITLE_COMPARE, a->lang));
}

/* Generator pane p's machine at step 0 on its own maze (a->seed, the command line's options). */
static sm *gen_machine(app *a, const cmp_pane *p)
{
    gen_settings s;
    cli_settings_for(&a->args, app_gen_algo(a, p->algo), &s);
    s.track_changes = true;
    return sm_create(app_gen_algo(a, p->algo), p->m, a->seed, &s);
}

/* Every pane of c starts again at step 0 with its algorithm and a->seed (solver panes: on that seed's maze). */
static bool restart_panes(app *a, struct app_compare *c)
{
    if (c->solvers && !cmp_solve_maze(a, c))
        return SDL_SetError("no memory for the solvers' maze") == 0;
    for (int i = 0; i < c->n; i++) {
        cmp_pane *p = &c->p[i];
        sm_destroy(p->g);
        p->g = c->solvers ? cmp_solve_machine(a, c, p) : gen_machine(a, p);
        p->have_stats = p->have_visited = false;
        if (!p->g)
            return SDL_SetError("no memory to run %s", cmp_pane_algo(a, c, p)->id) == 0;
        sm_keep_history(p->g, CONFIG_HISTORY_BYTES / MAX_PANES);
        render_invalidate(p->r);
    }
    a->finishing = false;
    a->tick = 0;
    return true;
}

static void free_panes(struct app_compare *c)
{
    for (int i = 0; i < c->n; i++) {
        sm_destroy(c->p[i].g);
        maze_destroy(c->p[i].m);
        render_destroy(c->p[i].r);
        free(c->p[i].counted);
    }
    memset(c->p, 0, sizeof c->p);
    c->n = 0;
    maze_destroy(c->maze);
    c->maze = NULL;
}

/*
 * Panes of what app_compare_start() (arg CMP_GENERATORS) or
 * app_compare_start_solvers() (CMP_SOLVERS) asked for, on the single
 * maze's grid; the old ones go.
 */
static bool enter(app *a, int arg)
{
    struct app_compare *c = cmp_of(a), fresh = *c; /* what was asked for stays */
    if ((arg == CMP_SOLVERS ? c->want_solvers_n : c->want_n) < 2)
        return SDL_SetError("compare needs 2 to %d algorithms", MAX_PANES) == 0;
    memset(fresh.p, 0, sizeof fresh.p);
    fresh.n = fresh.focus = fresh.legend_rows = 0;
    fresh.maze = NULL;
    fresh.solvers = arg == CMP_SOLVERS;
    char path[1024];
    bool font = app_find_font(path, sizeof path);
    fresh.theme = a->theme;
    fresh.style = maze_offers(a->maze.m, GRID_CAP_BLOCKS) ? render_get_style(a->r) : RENDER_THIN;
    for (int i = 0; i < (fresh.solvers ? c->want_solvers_n : c->want_n); i++) {
        cmp_pane *p = &fresh.p[i];
        p->algo = fresh.solvers ? c->want_solver[i] : c->want[i];
        p->opts = fresh.solvers ? c->want_opts[i] : sm_default_settings();
        p->m = fresh.solvers ? NULL : maze_create_like(a->maze.m);
        p->r = render_create(a->ren, config_themes[a->theme], &config_metrics, font ? path : NULL);
        fresh.n = i + 1;
        if ((!fresh.solvers && !p->m) || !p->r) {
            free_panes(&fresh);
            return SDL_SetError("no memory for pane %d", i + 1) == 0;
        }
        render_set_style(p->r, fresh.style);
        render_set_view(p->r, render_get_view(a->r)); /* the single maze's view (V) */
    }
    if (!restart_panes(a, &fresh)) {
        free_panes(&fresh);
        return false;
    }
    free_panes(c);
    *c = fresh;
    return true;
}

static void leave(app *a)
{
    free_panes(cmp_of(a));
    render_invalidate(a->r);
}

bool app_compare_start(app *a, const gen_algo *const *algos, int n)
{
    if (n < 2 || n > MAX_PANES)
        return SDL_SetError("compare needs 2 to %d algorithms", MAX_PANES) == 0;
    for (int i = 0; i < n; i++)
        if (!sm_algo_fits(algos[i], a->maze.m))
            return SDL_SetError("%s works in rows and columns: not on this grid", algos[i]->id) == 0;
    struct app_compare *c = app_mode_state_make(a, APP_MODE_COMPARE);
    if (!c)
        return false;
    for (int i = 0; i < n; i++)
        c->want[i] = app_algo_index(a, algos[i]);
    c->want_n = n;
    return app_mode_set(a, APP_MODE_COMPARE, CMP_GENERATORS);
}

/* C: the current algorithm beside the backtracker (Wilson when it is the backtracker); in compare mode: back. */
void app_act_compare(app *a, int arg)
{
    (void)arg;
    if (on(a))
        app_mode_back(a);
    else
        app_compare_open(a, a->maze.algo); /* two panes asked for first, so not app_mode_toggle() */
}

void app_compare_open(app *a, size_t algo)
{
    const gen_algo *mine = app_gen_algo(a, algo); /* a script beside Wilson: is it uniform too? */
    const gen_algo *other = gen_find(mine == gen_find("backtracker") || algo >= gen_algo_count ? "wilson" : "backtracker");
    const gen_algo *two[2] = {mine, other};
    if (!app_compare_start(a, two, 2))
        fprintf(stderr, "mazeviz: cannot compare: %s\n", SDL_GetError());
}

int app_compare_panes(const app *a) { return on(a) ? on(a)->n : 0; }

bool app_compare_solving(const app *a) { return on(a) && on(a)->solvers; }
const sm *app_compare_gen(const app *a, int i) { return on(a) && i >= 0 && i < on(a)->n ? on(a)->p[i].g : NULL; }
render *app_compare_renderer(const app *a, int i) { return on(a) && i >= 0 && i < on(a)->n ? on(a)->p[i].r : NULL; }
const char *app_compare_text(const app *a, int i) { return on(a) && i >= 0 && i < on(a)->n ? on(a)->p[i].text : ""; }

/* k more steps on every pane that is not done (the same k for each: lockstep). */
static void step_all(struct app_compare *c, uint64_t k)
{
    for (int i = 0; i < c->n; i++)
        if (!sm_done(c->p[i].g))
            sm_run(c->p[i].g, k);
}

static void run(app *a, uint64_t n)
{
    while (n > 0 && !all_done(cmp_of(a))) {
        uint64_t k = n < 4096 ? n : 4096;
        step_all(cmp_of(a), k);
        n -= k;
    }
}

/* k more lockstep steps of every pane (false once all are finished). */
static bool step_panes(app *a, uint64_t k)
{
    if (all_done(cmp_of(a)))
        return false;
    step_all(cmp_of(a), k);
    return true;
}

/* Up to max lockstep steps, in rounds, until the frame's time budget is used. */
static void run_budgeted(app *a, uint64_t max) { app_run_sliced(a, max, 1024, step_panes); }

/* Every pane to lockstep step t (a finished pane stays at its end). */
static void seek_all(struct app_compare *c, uint64_t t)
{
    for (int i = 0; i < c->n; i++) {
        cmp_pane *p = &c->p[i];
        uint64_t now = sm_steps(p->g);
        if (t < now) {
            sm_seek(p->g, t);
            p->have_stats = false;
        } else if (!sm_done(p->g)) {
            sm_seek(p->g, t);
        }
    }
}

static uint64_t steps(const app *a) { return clock_steps(cmp_of(a)); }

static uint64_t go_back(app *a, uint64_t back)
{
    uint64_t now = clock_steps(cmp_of(a));
    seek_all(cmp_of(a), back > now ? 0 : now - back);
    return clock_steps(cmp_of(a));
}

static void advance(app *a)
{
    if (all_done(cmp_of(a))) {
        a->finishing = false;
        return;
    }
    if (a->finishing) {
        run_budgeted(a, UINT64_MAX);
        return;
    }
    if (a->paused)
        return;
    if (a->speed >= 0) {
        run_budgeted(a, (uint64_t)1 << a->speed);
        return;
    }
    if (++a->tick >= 1u << -a->speed) {
        a->tick = 0;
        step_all(cmp_of(a), 1);
    }
}

/* One way to place the panes and the legend: the panes' grid in area, the legend's place (h 0: none). */
typedef struct cmp_plan {
    SDL_Rect area, legend;
    int cols, text_rows;
    double cell; /* the cells it leaves room for, px (0: nothing fits) */
} cmp_plan;

/* The text rows every pane needs at width pw (title included), 0 when a title does not fit there. */
static int pane_rows(app *a, struct app_compare *c, int pw)
{
    if (c->solvers)
        return cmp_solve_rows(a, c, pw);
    for (int i = 0; i < c->n; i++) { /* generators: the title, then their fields drop where they do not fit */
        render_pane_frame f = {.title = sm_tr(cmp_pane_algo(a, c, &c->p[i])->name, a->lang)};
        if (render_pane_rows(c->p[i].r, &f, pw, 1) == 0)
            return 0;
    }
    return PANE_ROWS;
}

/* Pane i of a cols-across grid in area, gap apart (i == c->n: the place after the last pane). */
static SDL_Rect pane_place(const struct app_compare *c, SDL_Rect area, int cols, int gap, int i)
{
    int rows = (c->n + cols - 1) / cols;
    int pw = (area.w - gap * (cols + 1)) / cols, ph = (area.h - gap * (rows + 1)) / rows;
    return (SDL_Rect){area.x + gap + (i % cols) * (pw + gap), area.y + gap + (i / cols) * (ph + gap), pw, ph};
}

/* The legend's rows at width w, in pixels. */
static int legend_px(struct app_compare *c, int w, int line)
{
    return render_legend_strip(c->p[0].r, (SDL_Rect){0, 0, w, 0}, c->legend, c->legend_rows, false) * line;
}

/*
 * The narrowest column at the right, from a sixth of the width w to a
 * half, that the legend fits in at height h (0: none); the narrowest
 * leaves the panes the most room.
 */
static int legend_column(struct app_compare *c, int w, int h, int margin, int line)
{
    int lo = w / 6, hi = w / 2;
    if (legend_px(c, lo - margin, line) <= h - margin)
        return lo;
    if (legend_px(c, hi - margin, line) > h - margin)
        return 0;
    while (hi - lo > margin / 2) { /* fits at hi, not at lo */
        int mid = (lo + hi) / 2;
        *(legend_px(c, mid - margin, line) <= h - margin ? &hi : &lo) = mid;
    }
    return hi;
}

/*
 * The best grid (columns across) for the panes in area: the largest cells
 * with every title whole. With in_slot, only grids that leave a place
 * empty where the legend fits, and the legend goes there.
 */
static cmp_plan grid_in(app *a, struct app_compare *c, SDL_Rect area, int margin, int line, bool in_slot)
{
    cmp_plan best = {.area = area};
    int gap = margin / 2;
    float mw = 1, mh = 1;
    const maze *m = sm_maze(c->p[0].g);
    if (m->shape->extent)
        m->shape->extent(m, &mw, &mh);
    for (int cols = 1; cols <= c->n; cols++) {
        SDL_Rect p = pane_place(c, area, cols, gap, 0), slot = pane_place(c, area, cols, gap, c->n);
        int rows = p.w > 0 && p.h > 0 ? pane_rows(a, c, p.w) : 0, need = 0;
        SDL_Rect in = {slot.x + gap, slot.y + gap, slot.w - margin, slot.h - margin};
        if (in_slot && (c->n % cols == 0 || (need = legend_px(c, in.w, line)) <= 0 || need > in.h))
            continue;
        SDL_Rect room = render_pane_room(c->p[0].r, p, rows);
        double cell = rows ? SDL_min(room.w / SDL_max(mw, 1e-3f), room.h / SDL_max(mh, 1e-3f)) : 0;
        if (cell > best.cell) {
            best = (cmp_plan){area, {in.x, in.y + (in.h - need) / 2, in.w, in_slot ? need : 0}, cols, rows, cell};
        }
    }
    return best;
}

/*
 * The panes and the legend in w x h above the bar (issue 28, item 8),
 * whichever gives the largest cells: the legend in the grid's empty place,
 * as a strip under the panes, or as a column at their right (the wide
 * window's room beside mazes that are bound by the height), the panes in
 * the best grid of what is left. Sets the panes' places and text rows;
 * returns the legend's place (h 0: no legend).
 */
static SDL_Rect arrange(app *a, struct app_compare *c, int w, int h, int margin, int line)
{
    cmp_plan best = grid_in(a, c, (SDL_Rect){0, 0, w, h}, margin, line, c->legend_rows > 0);
    int strip = c->legend_rows > 0 ? legend_px(c, w - 2 * margin, line) : 0;
    SDL_Rect under = {margin, h - strip, w - 2 * margin, strip};
    if (c->legend_rows > 0) {
        cmp_plan p = grid_in(a, c, (SDL_Rect){0, 0, w, h - strip}, margin, line, false);
        p.legend = under;
        if (p.cell > best.cell)
            best = p;
        int cw = legend_column(c, w, h, margin, line), need = cw ? legend_px(c, cw - margin, line) : 0;
        p = grid_in(a, c, (SDL_Rect){0, 0, w - cw, h}, margin, line, false);
        p.legend = (SDL_Rect){w - cw, (h - need) / 2, cw - margin, need};
        if (cw > 0 && p.cell > best.cell)
            best = p;
    }
    if (best.cols == 0) /* nothing fits every title: two across and the legend under them, as ever */
        best = (cmp_plan){(SDL_Rect){0, 0, w, h - strip}, under, 2, PANE_ROWS, 0};
    c->text_rows = best.text_rows;
    for (int i = 0; i < c->n; i++)
        c->p[i].rect = pane_place(c, best.area, best.cols, margin / 2, i);
    return best.legend;
}

/* Generator pane p's fields under its title: the step and figures, once done its maze's statistics. */
static int gen_fields(app *a, cmp_pane *p)
{
    sm_lang l = a->lang;
    int n = 0;
    if (sm_done(p->g)) {
        if (!p->have_stats)
            p->have_stats = maze_stats_compute(sm_maze(p->g), &p->st);
        snprintf(p->field[n++], sizeof p->field[0], app_trn(STR_CMP_DONE, sm_steps(p->g), l),
                 sm_count(sm_steps(p->g)).s);
        if (p->have_stats) {
            snprintf(p->field[n++], sizeof p->field[0], app_tr(STR_CMP_DEAD, l),
                     100.0 * (double)p->st.dead_ends / (double)SDL_max(1, p->st.cells));
            snprintf(p->field[n++], sizeof p->field[0], app_tr(STR_CMP_LONGEST, l), sm_count(p->st.longest_path).s);
        }
    } else {
        snprintf(p->field[n++], sizeof p->field[0], app_tr(STR_STEP, l), sm_count(sm_steps(p->g)).s);
        sm_figure fig[SM_MAX_FIGURES];
        size_t nfig = sm_figures(p->g, fig);
        for (size_t i = 0; i < nfig && n < RENDER_MAX_PANE_FIELDS; i++, n++) {
            int k = snprintf(p->field[n], sizeof p->field[0], "%s ", sm_tr(fig[i].label, l));
            if (k > 0 && (size_t)k < sizeof p->field[0])
                app_figure_value(&fig[i], "/", p->field[n] + k, sizeof p->field[0] - (size_t)k);
        }
    }
    return n;
}

static void pane_fields(app *a, cmp_pane *p, render_pane_frame *f)
{
    struct app_compare *c = cmp_of(a);
    if (c->solvers)
        cmp_solve_title(a, p);
    else
        snprintf(p->title, sizeof p->title, "%s", sm_tr(cmp_pane_algo(a, c, p)->name, a->lang));
    f->title = p->title;
    int n = c->solvers ? cmp_solve_fields(a, p) : gen_fields(a, p);
    size_t used = (size_t)snprintf(p->text, sizeof p->text, "%s", p->title);
    for (int i = 0; i < n; i++) {
        f->field[i] = p->field[i];
        if (used < sizeof p->text)
            used += (size_t)snprintf(p->text + used, sizeof p->text - used, "   %s", p->field[i]);
    }
    f->fields = n;
    f->done = sm_done(p->g);
    uint64_t reach_steps;
    app_timeline(a, p->g, !a->offscreen, &f->progress, &f->reach, &reach_steps);
}

static int bar_fields(app *a, const char **out)
{
    struct app_compare *c = cmp_of(a);
    sm_lang l = a->lang;
    int n = 0;
    if (app_notice_on(a))
        snprintf(c->bar[n++], sizeof c->bar[0], "%s", a->notice.text);
    snprintf(c->bar[n++], sizeof c->bar[0], "%s %" PRIu64, app_tr(STR_SEED, l), a->seed);
    if (c->solvers && a->args.braid > 0)
        snprintf(c->bar[n++], sizeof c->bar[0], app_tr(STR_CMP_RACE_BRAID, l), a->args.braid);
    if (a->paused && !all_done(c))
        snprintf(c->bar[n++], sizeof c->bar[0], "‖ %s", app_tr(STR_PAUSED, l));
    if (a->speed < 0)
        snprintf(c->bar[n++], sizeof c->bar[0], app_tr(STR_SPEED_FRAMES, l), 1u << -a->speed);
    else if (a->speed == 0)
        snprintf(c->bar[n++], sizeof c->bar[0], "%s", app_tr(STR_SPEED_ONE, l));
    else
        snprintf(c->bar[n++], sizeof c->bar[0], app_tr(STR_SPEED_STEPS, l), sm_count((uint64_t)1 << a->speed).s);
    snprintf(c->bar[n++], sizeof c->bar[0], "%s", app_tr(c->solvers ? STR_CMP_RACE_HINT : STR_CMP_HINT, l));
    size_t used = 0;
    a->hud_text[0] = '\0';
    for (int i = 0; i < n; i++) {
        out[i] = c->bar[i];
        if (used < sizeof a->hud_text) /* app_hud(): the bar's text, for tests */
            used += (size_t)snprintf(a->hud_text + used, sizeof a->hud_text - used, "%s%s",
                                     i ? "   " : "", c->bar[i]);
    }
    return n;
}

/*
 * The marks of all panes, each once, and the erased loop. A mark the panes
 * describe alike keeps their words; one they describe differently gets its
 * general meaning (generators: sm_mark_meaning; solvers: cmp_solve_meaning).
 */
static void gather_legend(app *a)
{
    struct app_compare *c = cmp_of(a);
    int n = 0;
    bool ghost = false;
    if (render_get_view(a->r) == RENDER_VIEW_TREE) { /* what a node and an edge are, first */
        c->legend[n++] = (render_legend){RENDER_LEGEND_NODE, SM_CELL_MAZE, app_tr(STR_LEGEND_NODE, a->lang)};
        c->legend[n++] = (render_legend){RENDER_LEGEND_EDGE, SM_CELL_MAZE, app_tr(STR_LEGEND_EDGE, a->lang)};
    }
    for (int i = 0; i < c->n; i++) {
        const sm_algo *al = cmp_pane_algo(a, c, &c->p[i]);
        for (size_t k = 0; k < al->n_legend && n < RENDER_MAX_LEGEND - 1; k++) {
            const sm_legend *lg = &al->legend[k];
            sm_text t = lg->text.en ? lg->text : sm_mark_meaning((sm_mark_type)lg->type, lg->kind);
            bool dup = false;
            for (int j = 0; j < n; j++) {
                render_legend *had = &c->legend[j];
                if (had->type != lg->type || had->kind != lg->kind)
                    continue;
                dup = true;
                if (strcmp(had->text, sm_tr(t, a->lang)) != 0)
                    had->text = c->solvers ? cmp_solve_meaning(a, lg->type, lg->kind)
                                           : sm_tr(sm_mark_meaning((sm_mark_type)lg->type, lg->kind), a->lang);
            }
            if (dup)
                continue;
            c->legend[n++] = (render_legend){lg->type, lg->kind, sm_tr(t, a->lang)};
            ghost |= lg->type == SM_MARK_CELL && lg->kind == SM_CELL_WALK;
        }
    }
    if (ghost && n < RENDER_MAX_LEGEND)
        c->legend[n++] = (render_legend){RENDER_LEGEND_GHOST, 0, app_tr(STR_LEGEND_GHOST, a->lang)};
    c->legend_rows = n;
}

static bool draw(app *a)
{
    struct app_compare *c = cmp_of(a);
    int w = 0, h = 0;
    if (SDL_GetRendererOutputSize(a->ren, &w, &h) != 0)
        return false;
    for (int i = 0; i < c->n; i++) {
        if (c->theme != a->theme)
            render_set_theme(c->p[i].r, config_themes[a->theme]);
        render_begin(c->p[i].r);
    }
    c->theme = a->theme;
    int body, line, margin;
    render_text_metrics(c->p[0].r, &body, &line, &margin);
    int bar_h = line + 2 * (margin / 2);
    gather_legend(a);
    SDL_Rect strip = arrange(a, c, w, h - bar_h - margin / 2, margin, line);
    const render_theme *th = config_themes[a->theme];
    SDL_SetRenderTarget(a->ren, NULL);
    SDL_SetRenderDrawColor(a->ren, th->background.r, th->background.g, th->background.b, 255);
    SDL_RenderClear(a->ren);
    for (int i = 0; i < c->n; i++) {
        cmp_pane *p = &c->p[i];
        if (c->solvers)
            cmp_solve_count(p); /* from the change log, before it is cleared */
        if (!render_pane_sync(p->r, p->g, p->rect, c->text_rows))
            return false;
        sm_clear_changes(p->g);
        SDL_SetRenderTarget(a->ren, NULL);
        render_pane_frame f;
        memset(&f, 0, sizeof f);
        pane_fields(a, p, &f);
        f.focus = i == c->focus;
        if (!render_pane_draw(p->r, &f))
            return false;
    }
    if (strip.h > 0)
        render_legend_strip(c->p[0].r, strip, c->legend, c->legend_rows, true);
    const char *bar[6];
    int nb = bar_fields(a, bar);
    render_bar(c->p[0].r, (SDL_Rect){0, h - bar_h, w, bar_h}, bar, nb);
    for (int i = 0; i < c->n; i++)
        render_end(c->p[i].r);
    app_draw_overlays(a, a->r);
    return true;
}

/* Tab: the highlighted pane's next algorithm (or solver) that runs on this grid; every pane starts again. */
void app_act_cmp_algo(app *a, int dir)
{
    struct app_compare *c = cmp_of(a);
    cmp_pane *p = &c->p[c->focus];
    size_t count = c->solvers ? solve_algo_count : app_gen_count(a);
    for (size_t k = 0; k < count; k++) {
        p->algo = (p->algo + (dir < 0 ? count - 1 : 1)) % count;
        if (c->solvers ? sm_algo_fits(solve_algos[p->algo], a->maze.m) : app_algo_fits(a, p->algo))
            break;
    }
    *(c->solvers ? &c->want_solver[c->focus] : &c->want[c->focus]) = p->algo; /* S back and forth keeps it */
    p->opts = c->want_opts[c->focus] = sm_default_settings();
    if (!restart_panes(a, c))
        a->running = false;
}

void app_act_cmp_step(app *a, int arg)
{
    (void)arg;
    a->paused = true;
    a->finishing = false;
    step_all(cmp_of(a), app_held_steps(a));
}

void app_act_cmp_back(app *a, int arg)
{
    (void)arg;
    a->paused = true;
    a->finishing = false;
    go_back(a, app_held_steps(a));
}

void app_act_cmp_home(app *a, int arg)
{
    (void)arg;
    a->paused = true;
    a->finishing = false;
    seek_all(cmp_of(a), 0);
}

void app_act_cmp_finish(app *a, int arg)
{
    (void)arg;
    a->finishing = !all_done(cmp_of(a));
}

void app_act_cmp_restart(app *a, int arg)
{
    if (arg)
        app_next_seed(a);
    if (!restart_panes(a, cmp_of(a)))
        a->running = false;
}

void app_act_cmp_single_only(app *a, int arg)
{
    (void)arg;
    app_notice(a, "%s", app_tr(STR_CMP_SINGLE_ONLY, a->lang));
}

void app_act_cmp_style(app *a, int arg)
{
    (void)arg;
    struct app_compare *c = cmp_of(a);
    if (!maze_offers(a->maze.m, GRID_CAP_BLOCKS)) {
        app_notice(a, "%s", app_tr(STR_NOTE_BLOCK, a->lang));
        return;
    }
    c->style = c->style == RENDER_THIN ? RENDER_BLOCK : RENDER_THIN;
    for (int i = 0; i < c->n; i++)
        render_set_style(c->p[i].r, c->style);
}

/* V: every pane, and the single maze after them, as trees or as walls. */
void app_act_cmp_view(app *a, int arg)
{
    (void)arg;
    struct app_compare *c = cmp_of(a);
    render_view v = render_get_view(a->r) == RENDER_VIEW_TREE ? RENDER_VIEW_MAZE : RENDER_VIEW_TREE;
    render_set_view(a->r, v);
    for (int i = 0; i < c->n; i++)
        render_set_view(c->p[i].r, v);
}

/* U: the lab for the highlighted pane's algorithm, or the solvers' maze's (U there comes back here). */
void app_act_cmp_lab(app *a, int arg)
{
    (void)arg;
    struct app_compare *c = cmp_of(a);
    if (!app_mode_set(a, APP_MODE_LAB, (int)(c->solvers ? c->maze_algo : c->p[c->focus].algo)))
        fprintf(stderr, "mazeviz: cannot open the lab: %s\n", SDL_GetError());
}

/* The pane under output point (x, y), or -1. */
static int pane_at(const struct app_compare *c, int x, int y)
{
    SDL_Point pt = {x, y};
    for (int i = 0; i < c->n; i++)
        if (SDL_PointInRect(&pt, &c->p[i].rect))
            return i;
    return -1;
}

/* A click, or the pointer moving over a pane: the pane under it is highlighted (Tab and U act on it). */
void app_act_cmp_focus(app *a, int arg)
{
    (void)arg;
    int i = pane_at(cmp_of(a), a->pointer.at.x, a->pointer.at.y);
    if (i >= 0)
        cmp_of(a)->focus = i;
}

/*
 * What the panes show as settings, at the lockstep clock: the generators,
 * or the race (its maze's generator with the command line's options,
 * braided as it says, the start and goal, the solvers with their options).
 */
static void state(const app *a, cli_args *out)
{
    const struct app_compare *c = cmp_of(a);
    if (c->solvers) { /* the solvers' maze (the single maze's chain may be elsewhere) */
        out->algo = app_gen_algo(a, c->maze_algo);
        cli_settings_for(&a->args, out->algo, &out->settings);
        out->braid = a->args.braid;
        out->from_arg = app_cell_arg(a, a->maze.from, out->state_buf, 32);
        out->to_arg = app_cell_arg(a, a->maze.to, out->state_buf + 32, 32);
    }
    for (int i = 0; i < c->n && i < MAX_PANES; i++) {
        const sm *g = c->p[i].g;
        if (c->solvers) {
            out->compare_solver_opts[out->compare_solvers_n] = *sm_get_settings(g);
            out->compare_solvers[out->compare_solvers_n++] = sm_algorithm(g);
        } else
            out->compare[out->compare_n++] = sm_algorithm(g);
    }
    out->steps = clock_steps(c);
}

static bool asked(const cli_args *args) { return args->compare_n > 0 || args->compare_solvers_n > 0; }

/* --compare's generator panes, then --compare-solvers' race (on the maze of the algorithm asked for). */
static bool open(app *a, const cli_args *args)
{
    if (args->compare_n > 0 && !app_compare_start(a, args->compare, args->compare_n))
        return false;
    return args->compare_solvers_n == 0 || app_compare_start_solvers(a, a->maze.algo, args->compare_solvers,
                                                                     args->compare_solver_opts,
                                                                     args->compare_solvers_n);
}

static render *renderer(const app *a, int i) { return i >= 0 && i < cmp_of(a)->n ? cmp_of(a)->p[i].r : NULL; }

const app_mode app_mode_compare = {
    .id = "compare",
    .name = STR_MODE_COMPARE,
    .state_size = sizeof(struct app_compare),
    .whole_window = true,
    .enter = enter,
    .leave = leave,
    .advance = advance,
    .draw = draw,
    .run = run,
    .back = go_back,
    .steps = steps,
    .state = state,
    .renderer = renderer,
    .asked = asked,
    .open = open,
    .title = title,
};
