/*
 * app_predict.c - predict mode: before each step the window stops and
 * asks, the class answers, then the real step plays and the panel's
 * caption says why (Naps et al. 2002: responding, not watching, is what
 * teaches).
 *
 * The question comes from the core (sm_ask_next): the next step is taken
 * on the machine and put back exactly, so this file never names an
 * algorithm. Every step asks "which line runs next?" (a digit 1-9, or a
 * click on the line; the panel numbers its lines); where the algorithm
 * file says the next cell follows from the state, the question is "which
 * cell is next?" (a click on it, on any grid shape; several cells may be
 * right). A random choice the step makes is drawn first, as an arrow
 * between the two cells' centres (or a ring on a lone cell).
 *
 * An answer scores ("7 / 9 right", kept across algorithm changes until
 * Shift+A), the verdict shows in the question row, a wrong one flashes the
 * right line or rings the right cells, and after CONFIG_PREDICT_*_MS the
 * real step plays (sm_step: the step that was peeked). → plays it without
 * an answer. PgDn runs to the step before the next event of the chosen
 * kind, so the class predicts the event itself; PgUp goes back to the one
 * before the previous. The machine stays paused, so a loop the step erased
 * stays drawn while the class looks at it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "mazeviz/grid.h"

/* Cells checked for "any of these was right" at most (a bigger maze rings the machine's own only). */
#define RIGHT_SCAN_MAX (1u << 20)

struct app_predict {
    unsigned right, asked;    /* the score */
    bool have_q;              /* q is about the next step of `machine` at `step` */
    sm_question q;
    const sm *machine;
    unsigned chain;           /* a->chain_no when asked */
    uint64_t step;
    bool answered;            /* the verdict is showing; the step plays at `until` */
    bool was_right, by_cell;
    double t0, until;
    uint32_t given;           /* the cell clicked */
    char verdict[160];        /* the last answer's verdict (kept until the next one) */
    bool hunt_back;           /* PgDn: once the event's step is found, stop one before it */
    bool panel_was;           /* the panel before predict turned it on */
    uint32_t *right_cells;    /* the cells a wrong cell answer rings */
    size_t n_right, cap_right;
    uint32_t arrow[2];
    char prompt[160], score[64], hint[160];
};

static struct app_predict *st(const app *a) { return app_mode_state(a, APP_MODE_PREDICT); }

/* Drops the question on hand, so the next ask() asks again even at the same step. */
static void forget(struct app_predict *p)
{
    p->have_q = false;
    p->machine = NULL;
}

/* The lines a digit answers: 1 to the algorithm's last line, at most 9 (later lines take a click). */
static unsigned digits(const app *a)
{
    unsigned n = sm_algorithm(a->g)->code_lines;
    return n < 9 ? n : 9;
}

static void title(app *a, char *buf, size_t len)
{
    snprintf(buf, len, app_tr(STR_TITLE_PREDICT, a->lang), sm_tr(sm_algorithm(a->g)->name, a->lang));
}

static bool enter(app *a, int arg)
{
    (void)arg;
    struct app_predict *p = st(a);
    forget(p);
    p->answered = false;
    p->verdict[0] = '\0';
    p->panel_was = a->panel_on;
    a->paused = true;
    a->finishing = false;
    if (!a->panel_on) { /* the lines to answer with are in the panel */
        a->panel_on = true;
        render_set_panel(a->r, true);
    }
    render_set_prompt(a->r, true);
    return true;
}

static void leave(app *a)
{
    struct app_predict *p = st(a);
    render_set_prompt(a->r, false);
    if (!p->panel_was) {
        a->panel_on = false;
        render_set_panel(a->r, false);
    }
    free(p->right_cells);
    p->right_cells = NULL;
    p->n_right = p->cap_right = 0;
    forget(p);
    p->answered = false;
}

/* Whether p's question is about the step on screen now (the same machine: no restart since). */
static bool current(const app *a, const struct app_predict *p)
{
    return p->have_q && p->machine == a->g && p->chain == a->chain_no && p->step == sm_steps(a->g);
}

/*
 * Asks about the next step when no question was asked at it yet (a step, a
 * seek, a restart): once a step, even when asking failed (no memory for
 * the look-ahead), and not while PgDn, a seek or Enter moves the machine
 * every frame (each question copies the machine's state).
 */
static void ask(app *a)
{
    struct app_predict *p = st(a);
    bool asked_here = p->machine == a->g && p->chain == a->chain_no && p->step == sm_steps(a->g);
    if (asked_here || sm_done(a->g) || a->hunting || a->seeking || a->finishing)
        return;
    p->answered = false;
    p->have_q = sm_ask_next(a->g, &p->q);
    p->machine = a->g;
    p->chain = a->chain_no;
    p->step = sm_steps(a->g);
}

/* The step the question was about, now for real. */
static void play_step(app *a)
{
    struct app_predict *p = st(a);
    p->answered = false;
    forget(p);
    sm_step(a->g);
}

/* Every cell that answers p's cell question right (all that count, for a small enough maze). */
static void find_right_cells(app *a, struct app_predict *p)
{
    const maze *m = a->m;
    p->n_right = 0;
    size_t want = p->q.right == SM_RIGHT_ONE || m->n > RIGHT_SCAN_MAX ? 1 : m->n;
    if (want > p->cap_right) {
        uint32_t *c = realloc(p->right_cells, want * sizeof *c);
        if (!c)
            want = 1; /* no memory: ring the machine's own cell only */
        else {
            p->right_cells = c;
            p->cap_right = want;
        }
    }
    if (want == 1 || !p->right_cells) {
        if (p->right_cells)
            p->right_cells[p->n_right++] = p->q.cell;
        return;
    }
    for (uint32_t c = 0; c < m->n; c++)
        if (maze_exists(m, c) && sm_answer_cell(a->g, &p->q, c))
            p->right_cells[p->n_right++] = c;
}

/* Scores an answer and starts showing its verdict; the step plays when it has been seen. */
static void answered(app *a, bool right, bool by_cell)
{
    struct app_predict *p = st(a);
    char cell[64];
    p->asked++;
    p->right += right;
    p->answered = true;
    p->was_right = right;
    p->by_cell = by_cell;
    p->t0 = a->now_ms;
    p->until = a->now_ms + (right ? CONFIG_PREDICT_RIGHT_MS : CONFIG_PREDICT_WRONG_MS);
    if (!by_cell) {
        snprintf(p->verdict, sizeof p->verdict, app_tr(right ? STR_ASK_RIGHT_LINE : STR_ASK_WRONG_LINE, a->lang),
                 p->q.line + 1);
        return;
    }
    find_right_cells(a, p);
    grid_cell_name(a->m, right ? p->given : p->q.cell, a->lang, cell, sizeof cell);
    if (right)
        snprintf(p->verdict, sizeof p->verdict, app_tr(STR_ASK_RIGHT_CELL, a->lang), cell);
    else if (p->n_right > 1)
        snprintf(p->verdict, sizeof p->verdict, "%s", app_tr(STR_ASK_WRONG_CELLS, a->lang));
    else
        snprintf(p->verdict, sizeof p->verdict, app_tr(STR_ASK_WRONG_CELL, a->lang), cell);
}

/* Whether an answer can be given now: a question about the step on screen, not yet answered. */
static bool open_question(app *a)
{
    ask(a);
    struct app_predict *p = st(a);
    return current(a, p) && !p->answered && !a->hunting && !a->seeking && !a->finishing;
}

void app_act_answer_line(app *a, int line)
{
    if (open_question(a))
        answered(a, sm_answer_line(&st(a)->q, (unsigned)line), false);
}

/* A click: on a pseudocode line, that line; on a cell, that cell (when the step asks for one). */
void app_act_answer_click(app *a, int arg)
{
    (void)arg;
    if (!open_question(a))
        return;
    struct app_predict *p = st(a);
    const render_layout_info *in = render_info(a->r);
    for (int i = 0; i < RENDER_MAX_CODE; i++)
        if (in->code_line[i].w > 0 && SDL_PointInRect(&a->click, &in->code_line[i])) {
            answered(a, sm_answer_line(&p->q, (unsigned)i), false);
            return;
        }
    uint32_t c;
    if (!render_cell_at(a->r, a->click.x, a->click.y, &c))
        return;
    if (!p->q.cell_asked) { /* this step asks for a line */
        app_notice(a, app_tr(STR_ASK_HINT_LINE, a->lang), digits(a));
        return;
    }
    p->given = c;
    answered(a, sm_answer_cell(a->g, &p->q, c), true);
}

/* → or .: the step without an answer (held: more of them); at a machine's end, on to the next machine. */
void app_act_predict_skip(app *a, int arg)
{
    (void)arg;
    struct app_predict *p = st(a);
    a->finishing = a->seeking = a->hunting = false;
    if (app_next_phase(a))
        return;
    if (p->answered) { /* the verdict is showing: play its step now */
        play_step(a);
        return;
    }
    snprintf(p->verdict, sizeof p->verdict, "%s", app_tr(STR_ASK_SKIPPED, a->lang));
    forget(p);
    sm_run(a->g, app_held_steps(a));
}

void app_act_predict_reset(app *a, int arg)
{
    (void)arg;
    st(a)->right = st(a)->asked = 0;
    st(a)->verdict[0] = '\0';
}

/* A: predict mode on; in predict mode, back to the single maze. */
void app_act_predict(app *a, int arg)
{
    (void)arg;
    if (a->mode == APP_MODE_PREDICT)
        app_mode_back(a);
    else if (!app_mode_set(a, APP_MODE_PREDICT, 0))
        a->running = false;
}

/* PgDn: to the step before the next one raising the kind, so the class predicts the event itself. */
void app_act_predict_event_next(app *a, int arg)
{
    struct app_predict *p = st(a);
    size_t kind = app_event_kind(a);
    ask(a);
    if (current(a, p) && (p->q.events >> kind & 1u)) /* it is the next step: go past it */
        sm_step(a->g);
    forget(p);
    p->answered = false;
    app_act_event_next(a, arg);
    p->hunt_back = a->hunting;
}

/* PgUp: to the step before the previous one raising the kind. */
void app_act_predict_event_prev(app *a, int arg)
{
    uint64_t was = sm_steps(a->g);
    app_act_event_prev(a, arg);
    uint64_t now = sm_steps(a->g);
    if (now < was && now > 0)
        sm_seek(a->g, now - 1);
    forget(st(a));
    st(a)->answered = false;
}

static void advance(app *a)
{
    struct app_predict *p = st(a);
    bool hunted = a->hunting;
    a->paused = true;
    if (a->finishing && sm_done(a->g)) /* Enter finishes the machine on screen: the class predicts the next one */
        a->finishing = false;
    app_maze_advance(a); /* seeks, PgDn's search and Enter run as in the single maze */
    if (hunted && !a->hunting && p->hunt_back) {
        p->hunt_back = false;
        if (sm_events_raised(a->g) >> app_event_kind(a) & 1u)
            sm_seek(a->g, sm_steps(a->g) - 1);
    }
    if (a->hunting || a->seeking || a->finishing)
        return;
    if (p->answered && !current(a, p)) /* moved away while the verdict showed: its step is not this one */
        p->answered = false;
    if (p->answered) {
        if (a->now_ms >= p->until)
            play_step(a);
        return;
    }
    if (sm_done(a->g) && app_next_phase(a)) /* the solver's turn */
        return;
    ask(a);
}

/* Whether the flashed answer is on at the app's clock (it blinks). */
static bool blink_on(const app *a, const struct app_predict *p)
{
    return a->offscreen || (int)((a->now_ms - p->t0) / CONFIG_PREDICT_BLINK_MS) % 2 == 0;
}

static void annotate(app *a, struct app_predict *p, render_frame *f)
{
    const render_theme *th = config_themes[a->theme];
    if (p->q.choice_from != MAZE_NONE && f->annots < RENDER_MAX_ANNOTS) {
        bool pair = p->q.choice_to != MAZE_NONE;
        p->arrow[0] = p->q.choice_from;
        p->arrow[1] = p->q.choice_to;
        f->annot[f->annots++] = (render_annot){pair ? RENDER_ANNOT_ARROW : RENDER_ANNOT_RING, p->arrow,
                                               pair ? 2 : 1, th->ask_arrow, th->ask_outline,
                                               pair ? CONFIG_ARROW_WIDTH : CONFIG_RING_WIDTH};
    }
    if (p->answered && p->by_cell && blink_on(a, p) && f->annots < RENDER_MAX_ANNOTS) {
        const uint32_t *cells = p->was_right ? &p->given : p->right_cells;
        size_t n = p->was_right ? 1 : p->n_right;
        f->annot[f->annots++] = (render_annot){RENDER_ANNOT_RING, cells, n, th->answer_bg, th->answer_text,
                                               CONFIG_RING_WIDTH};
    }
}

static void view(app *a, render_frame *f, render_panel *pn)
{
    struct app_predict *p = st(a);
    sm_lang l = a->lang;
    ask(a);
    bool q = current(a, p) && !a->hunting && !a->seeking;
    snprintf(p->score, sizeof p->score, app_tr(STR_ASK_SCORE, l), p->right, p->asked);
    f->prompt_right = p->score;
    f->paused = false; /* predict mode always waits: the question row says so */
    pn->numbered = true;
    if (!q) {
        snprintf(p->prompt, sizeof p->prompt, app_tr(STR_ASK_DONE, l), p->right, p->asked);
        f->prompt = app_chain_done(a) ? p->prompt : NULL;
        if (f->prompt)
            f->prompt_right = NULL; /* "Done: 7 / 9 right" says the score */
        return;
    }
    if (p->answered) {
        f->prompt = p->verdict;
        f->prompt_answer = true;
        if (!p->by_cell && blink_on(a, p))
            pn->answer = (int)p->q.line + 1;
    } else {
        f->prompt = app_tr(p->q.cell_asked ? STR_ASK_CELL : STR_ASK_LINE, l);
    }
    annotate(a, p, f);
    if (pn->legend_rows < RENDER_MAX_LEGEND && p->q.choice_from != MAZE_NONE)
        pn->legend[pn->legend_rows++] = (render_legend){RENDER_LEGEND_ARROW, 0, app_tr(STR_LEGEND_CHOICE, l)};
    if (pn->legend_rows < RENDER_MAX_LEGEND && p->answered && p->by_cell)
        pn->legend[pn->legend_rows++] = (render_legend){RENDER_LEGEND_ANSWER, 0, app_tr(STR_LEGEND_ANSWER, l)};
}

/* The HUD: how to answer, then the last verdict (its "paused" is left out: predict always waits). */
static int hud(app *a, char (*out)[APP_HUD_TEXT], int max)
{
    struct app_predict *p = st(a);
    int n = 0;
    ask(a);
    if (n < max && current(a, p) && !p->answered)
        snprintf(out[n++], APP_HUD_TEXT, app_tr(p->q.cell_asked ? STR_ASK_HINT_CELL : STR_ASK_HINT_LINE, a->lang),
                 digits(a));
    if (n < max && p->verdict[0] && !p->answered)
        snprintf(out[n++], APP_HUD_TEXT, "%s", p->verdict);
    return n; /* the score is in the question row, in big type */
}

bool app_predict_score(const app *a, unsigned *right, unsigned *asked)
{
    const struct app_predict *p = st(a);
    *right = p ? p->right : 0;
    *asked = p ? p->asked : 0;
    return a->mode == APP_MODE_PREDICT;
}

bool app_predict_open(app *a, bool *cell)
{
    *cell = false;
    if (a->mode != APP_MODE_PREDICT || !open_question(a))
        return false;
    *cell = st(a)->q.cell_asked;
    return true;
}

const app_mode app_mode_predict = {
    .id = "predict",
    .name = STR_MODE_PREDICT,
    .state_size = sizeof(struct app_predict),
    .enter = enter,
    .leave = leave,
    .advance = advance,
    .draw = app_maze_draw,
    .run = app_maze_run,
    .back = app_maze_back,
    .view = view,
    .hud = hud,
    .title = title,
    .waits = true,
};
