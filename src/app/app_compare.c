/*
 * app_compare.c - compare mode: 2 to 4 panes, each its own generator on
 * the same size and seed, stepping in lockstep (every pane that is not
 * done runs the same number of steps each frame). Finished panes show
 * their statistics and stay until every pane is done.
 *
 * Keys act on all panes: Space, → / . (step), ← / , (back: sm_seek on
 * each), Home, + / -, Enter, R, N. Tab / Shift+Tab change the algorithm
 * of the highlighted pane: the one the mouse is over or last clicked
 * (the first pane to begin with); every pane then starts again at step 0.
 * C or Esc goes back to one maze, U opens the lab for the highlighted
 * pane's algorithm (U there comes back here); G records the window; L, T,
 * F11, Q work as everywhere; S and D (solving)
 * say in the bar that they need the single maze; the single maze's other
 * keys are taken and ignored (they would act on the hidden maze).
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "config.h"
#include "mazeviz/stats.h"

#define MAX_PANES 4
#define PANE_ROWS 3 /* title, then two rows of fields */

typedef struct cmp_pane {
    size_t algo;
    maze *m;
    sm *g;
    render *r;
    SDL_Rect rect;
    bool have_stats;
    maze_stats st;
    char title[160];
    char field[RENDER_MAX_PANE_FIELDS][96];
} cmp_pane;

struct app_compare {
    int n, focus;
    cmp_pane p[MAX_PANES];
    size_t theme;
    render_style style;
    char bar[6][160];
    render_legend legend[RENDER_MAX_LEGEND]; /* every pane's marks, once each */
    int legend_rows;
    double notice_until; /* the app clock until which the bar shows why a key did nothing */
};

static size_t index_of(const gen_algo *g)
{
    for (size_t i = 0; i < gen_algo_count; i++)
        if (gen_algos[i] == g)
            return i;
    return 0;
}

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

static void set_title(app *a)
{
    snprintf(a->title, sizeof a->title, "%s", app_tr(STR_TITLE_COMPARE, a->lang));
    if (a->win)
        SDL_SetWindowTitle(a->win, a->title);
}

/* Every pane starts again at step 0 with its algorithm and a->seed. */
static bool restart_panes(app *a)
{
    struct app_compare *c = a->cmp;
    for (int i = 0; i < c->n; i++) {
        cmp_pane *p = &c->p[i];
        const gen_algo *algo = gen_algos[p->algo];
        gen_settings s;
        cli_settings_for(&a->args, algo, &s);
        s.track_changes = true;
        sm_destroy(p->g);
        p->g = sm_create(algo, p->m, a->seed, &s);
        p->have_stats = false;
        if (!p->g)
            return SDL_SetError("no memory to generate with %s", algo->id) == 0;
        sm_keep_history(p->g, CONFIG_HISTORY_BYTES / MAX_PANES);
        render_invalidate(p->r);
    }
    a->finishing = false;
    a->tick = 0;
    set_title(a);
    return true;
}

static void free_compare(struct app_compare *c)
{
    for (int i = 0; c && i < c->n; i++) {
        sm_destroy(c->p[i].g);
        maze_destroy(c->p[i].m);
        render_destroy(c->p[i].r);
    }
    SDL_free(c);
}

bool app_compare_start(app *a, const gen_algo *const *algos, int n)
{
    if (n < 2 || n > MAX_PANES)
        return SDL_SetError("compare needs 2 to %d algorithms", MAX_PANES) == 0;
    app_lab_stop(a);
    app_compare_stop(a);
    struct app_compare *c = SDL_calloc(1, sizeof *c);
    if (!c)
        return SDL_OutOfMemory() == 0;
    char path[1024];
    bool font = app_find_font(path, sizeof path);
    c->theme = a->theme;
    c->style = render_get_style(a->r);
    for (int i = 0; i < n; i++) {
        cmp_pane *p = &c->p[i];
        p->algo = index_of(algos[i]);
        p->m = maze_create_like(a->m);
        p->r = render_create(a->ren, config_themes[a->theme], &config_metrics, font ? path : NULL);
        c->n = i + 1;
        if (!p->m || !p->r) {
            free_compare(c);
            return SDL_SetError("no memory for pane %d", i + 1) == 0;
        }
        render_set_style(p->r, c->style);
    }
    a->cmp = c;
    a->menu_open = a->help_on = false;
    if (!restart_panes(a)) {
        app_compare_stop(a);
        return false;
    }
    return true;
}

void app_compare_stop(app *a)
{
    if (!a->cmp)
        return;
    free_compare(a->cmp);
    a->cmp = NULL;
    render_invalidate(a->r);
    app_update_title(a);
}

/* C: the current algorithm (or algo) beside the backtracker (Wilson when it is the backtracker); C again: back. */
void app_act_compare(app *a, int arg)
{
    (void)arg;
    if (a->cmp)
        app_compare_stop(a);
    else
        app_compare_open(a, a->algo);
}

void app_compare_open(app *a, size_t algo)
{
    const gen_algo *other = gen_find(gen_algos[algo] == gen_find("backtracker") ? "wilson" : "backtracker");
    const gen_algo *two[2] = {gen_algos[algo], other};
    if (!app_compare_start(a, two, 2))
        fprintf(stderr, "mazeviz: cannot compare: %s\n", SDL_GetError());
}

int app_compare_panes(const app *a) { return a->cmp ? a->cmp->n : 0; }
size_t app_compare_algo(const app *a, int i) { return a->cmp && i >= 0 && i < a->cmp->n ? a->cmp->p[i].algo : 0; }
const sm *app_compare_gen(const app *a, int i) { return a->cmp && i >= 0 && i < a->cmp->n ? a->cmp->p[i].g : NULL; }
render *app_compare_renderer(const app *a, int i) { return a->cmp && i >= 0 && i < a->cmp->n ? a->cmp->p[i].r : NULL; }

/* k more steps on every pane that is not done (the same k for each: lockstep). */
static void step_all(struct app_compare *c, uint64_t k)
{
    for (int i = 0; i < c->n; i++)
        if (!sm_done(c->p[i].g))
            sm_run(c->p[i].g, k);
}

void app_compare_advance(app *a, uint64_t n)
{
    while (n > 0 && !all_done(a->cmp)) {
        uint64_t k = n < 4096 ? n : 4096;
        step_all(a->cmp, k);
        n -= k;
    }
}

/* k more lockstep steps of every pane (false once all are finished). */
static bool step_panes(app *a, uint64_t k)
{
    if (all_done(a->cmp))
        return false;
    step_all(a->cmp, k);
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

uint64_t app_compare_go_back(app *a, uint64_t back)
{
    uint64_t now = clock_steps(a->cmp);
    seek_all(a->cmp, back > now ? 0 : now - back);
    return clock_steps(a->cmp);
}

static void advance(app *a)
{
    if (all_done(a->cmp)) {
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
        step_all(a->cmp, 1);
    }
}

bool app_compare_frame(app *a)
{
    advance(a);
    return app_compare_draw(a);
}

/* 2 panes side by side; 3 or 4 in a 2 x 2 grid. */
static void layout(struct app_compare *c, int w, int h, int gap)
{
    int cols = 2, rows = c->n > 2 ? 2 : 1;
    int pw = (w - gap * (cols + 1)) / cols, ph = (h - gap * (rows + 1)) / rows;
    for (int i = 0; i < c->n; i++)
        c->p[i].rect = (SDL_Rect){gap + (i % cols) * (pw + gap), gap + (i / cols) * (ph + gap), pw, ph};
}

static void pane_fields(app *a, cmp_pane *p, render_pane_frame *f)
{
    sm_lang l = a->lang;
    int n = 0;
    snprintf(p->title, sizeof p->title, "%s", sm_tr(gen_algos[p->algo]->name, l));
    f->title = p->title;
    if (sm_done(p->g)) {
        if (!p->have_stats)
            p->have_stats = maze_stats_compute(sm_maze(p->g), &p->st);
        snprintf(p->field[n++], sizeof p->field[0], app_trn(STR_CMP_DONE, sm_steps(p->g), l), (unsigned long long)sm_steps(p->g));
        if (p->have_stats) {
            snprintf(p->field[n++], sizeof p->field[0], app_tr(STR_CMP_DEAD, l),
                     100.0 * (double)p->st.dead_ends / (double)SDL_max(1, p->st.cells));
            snprintf(p->field[n++], sizeof p->field[0], app_tr(STR_CMP_LONGEST, l),
                     (unsigned long long)p->st.longest_path);
        }
    } else {
        snprintf(p->field[n++], sizeof p->field[0], app_tr(STR_STEP, l), (unsigned long long)sm_steps(p->g));
        sm_figure fig[SM_MAX_FIGURES];
        size_t nfig = sm_figures(p->g, fig);
        for (size_t i = 0; i < nfig && n < RENDER_MAX_PANE_FIELDS; i++, n++) {
            int k = snprintf(p->field[n], sizeof p->field[0], "%s %" PRIu64, sm_tr(fig[i].label, l), fig[i].value);
            if (fig[i].of && k > 0 && (size_t)k < sizeof p->field[0])
                snprintf(p->field[n] + k, sizeof p->field[0] - (size_t)k, "/%" PRIu64, fig[i].of);
        }
    }
    for (int i = 0; i < n; i++)
        f->field[i] = p->field[i];
    f->fields = n;
    f->done = sm_done(p->g);
    uint64_t reach_steps;
    app_timeline(a, p->g, !a->offscreen, &f->progress, &f->reach, &reach_steps);
}

static int bar_fields(app *a, const char **out)
{
    struct app_compare *c = a->cmp;
    sm_lang l = a->lang;
    int n = 0;
    if (a->now_ms < c->notice_until)
        snprintf(c->bar[n++], sizeof c->bar[0], "%s", app_tr(STR_CMP_SINGLE_ONLY, l));
    snprintf(c->bar[n++], sizeof c->bar[0], "%s %" PRIu64, app_tr(STR_SEED, l), a->seed);
    if (a->paused && !all_done(c))
        snprintf(c->bar[n++], sizeof c->bar[0], "‖ %s", app_tr(STR_PAUSED, l));
    if (a->speed < 0)
        snprintf(c->bar[n++], sizeof c->bar[0], app_tr(STR_SPEED_FRAMES, l), 1u << -a->speed);
    else if (a->speed == 0)
        snprintf(c->bar[n++], sizeof c->bar[0], "%s", app_tr(STR_SPEED_ONE, l));
    else
        snprintf(c->bar[n++], sizeof c->bar[0], app_tr(STR_SPEED_STEPS, l), (unsigned long long)1 << a->speed);
    snprintf(c->bar[n++], sizeof c->bar[0], "%s", app_tr(STR_CMP_HINT, l));
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

/* The marks of all panes, each once (the first pane's words for it), and the erased loop. */
static void gather_legend(app *a)
{
    struct app_compare *c = a->cmp;
    int n = 0;
    bool ghost = false;
    for (int i = 0; i < c->n; i++) {
        const gen_algo *al = gen_algos[c->p[i].algo];
        for (size_t k = 0; k < al->n_legend && n < RENDER_MAX_LEGEND - 1; k++) {
            const sm_legend *lg = &al->legend[k];
            bool dup = false;
            for (int j = 0; j < n; j++)
                dup |= c->legend[j].type == lg->type && c->legend[j].kind == lg->kind;
            if (dup)
                continue;
            sm_text t = lg->text.en ? lg->text : sm_mark_meaning((sm_mark_type)lg->type, lg->kind);
            c->legend[n++] = (render_legend){lg->type, lg->kind, sm_tr(t, a->lang)};
            ghost |= lg->type == SM_MARK_CELL && lg->kind == SM_CELL_WALK;
        }
    }
    if (ghost && n < RENDER_MAX_LEGEND)
        c->legend[n++] = (render_legend){RENDER_LEGEND_GHOST, 0, app_tr(STR_LEGEND_GHOST, a->lang)};
    c->legend_rows = n;
}

bool app_compare_draw(app *a)
{
    struct app_compare *c = a->cmp;
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
    SDL_Rect strip = {margin, 0, w - 2 * margin, h};
    int legend_h = c->legend_rows ? render_legend_strip(c->p[0].r, strip, c->legend, c->legend_rows, false) * line : 0;
    strip.y = h - bar_h - legend_h - margin / 2;
    strip.h = legend_h;
    layout(c, w, h - bar_h - legend_h - margin / 2, margin / 2);
    const render_theme *th = config_themes[a->theme];
    SDL_SetRenderTarget(a->ren, NULL);
    SDL_SetRenderDrawColor(a->ren, th->background.r, th->background.g, th->background.b, 255);
    SDL_RenderClear(a->ren);
    for (int i = 0; i < c->n; i++) {
        cmp_pane *p = &c->p[i];
        if (!render_pane_sync(p->r, p->g, p->rect, PANE_ROWS))
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
    if (legend_h > 0)
        render_legend_strip(c->p[0].r, strip, c->legend, c->legend_rows, true);
    const char *bar[6];
    int nb = bar_fields(a, bar);
    render_bar(c->p[0].r, (SDL_Rect){0, h - bar_h, w, bar_h}, bar, nb);
    for (int i = 0; i < c->n; i++)
        render_end(c->p[i].r);
    return true;
}

static void change_algo(app *a, int dir)
{
    cmp_pane *p = &a->cmp->p[a->cmp->focus];
    p->algo = (p->algo + (dir < 0 ? gen_algo_count - 1 : 1)) % gen_algo_count;
    if (!restart_panes(a))
        a->running = false;
}

static bool key(app *a, const SDL_KeyboardEvent *k)
{
    struct app_compare *c = a->cmp;
    bool shift = (k->keysym.mod & KMOD_SHIFT) != 0;
    switch (k->keysym.sym) {
    case SDLK_ESCAPE:
    case SDLK_c:
        app_compare_stop(a);
        return true;
    case SDLK_SPACE:
        a->paused = !a->paused;
        return true;
    case SDLK_RIGHT:
    case SDLK_PERIOD:
        a->paused = true;
        a->finishing = false;
        step_all(c, app_held_steps(a));
        return true;
    case SDLK_LEFT:
    case SDLK_COMMA:
        a->paused = true;
        a->finishing = false;
        app_compare_go_back(a, app_held_steps(a));
        return true;
    case SDLK_HOME:
        a->paused = true;
        a->finishing = false;
        seek_all(c, 0);
        return true;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        a->finishing = !all_done(c);
        return true;
    case SDLK_r:
        if (!restart_panes(a))
            a->running = false;
        return true;
    case SDLK_n:
        app_next_seed(a);
        if (!restart_panes(a))
            a->running = false;
        return true;
    case SDLK_TAB:
        change_algo(a, shift ? -1 : +1);
        return true;
    case SDLK_s:
    case SDLK_d:
        c->notice_until = a->now_ms + CONFIG_NOTICE_MS;
        return true;
    case SDLK_b:
        c->style = c->style == RENDER_THIN ? RENDER_BLOCK : RENDER_THIN;
        for (int i = 0; i < c->n; i++)
            render_set_style(c->p[i].r, c->style);
        return true;
    case SDLK_l:
        app_act_lang(a, 0);
        set_title(a);
        return true;
    case SDLK_u:
        if (!app_lab_start(a, c->p[c->focus].algo)) /* the lab for the highlighted pane's algorithm */
            fprintf(stderr, "mazeviz: cannot open the lab: %s\n", SDL_GetError());
        return true;
    /* These work as in the single maze (speed, theme, full screen, quit)... */
    case SDLK_EQUALS: case SDLK_PLUS: case SDLK_KP_PLUS: case SDLK_MINUS: case SDLK_KP_MINUS:
    case SDLK_t: case SDLK_F11: case SDLK_q: case SDLK_g:
        return false;
    default:
        return true; /* ... the single maze's other keys mean nothing here */
    }
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

bool app_compare_event(app *a, const SDL_Event *e)
{
    if (!a->cmp)
        return false;
    switch (e->type) {
    case SDL_KEYDOWN:
        return key(a, &e->key);
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN: {
        SDL_Point p = e->type == SDL_MOUSEMOTION ? app_to_output(a, e->motion.x, e->motion.y)
                                                 : app_to_output(a, e->button.x, e->button.y);
        int i = pane_at(a->cmp, p.x, p.y);
        if (i >= 0)
            a->cmp->focus = i;
        return true;
    }
    case SDL_MOUSEBUTTONUP:
        return true;
    case SDL_WINDOWEVENT:
    case SDL_RENDER_TARGETS_RESET:
        for (int i = 0; i < a->cmp->n; i++)
            render_invalidate(a->cmp->p[i].r);
        return false;
    default:
        return false;
    }
}
