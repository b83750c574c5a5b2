/*
 * app_predict.c - predict mode: before each step the window stops and
 * asks, the class answers, then the real step plays and the panel's
 * caption says why (Naps et al. 2002: responding, not watching, is what
 * teaches).
 *
 * The question comes from the core (sm_ask_next): the next step is taken
 * on the machine and put back exactly, so this file never names an
 * algorithm. Every step asks "which line runs next?" (its number typed -
 * a digit, or digits and Enter for a script's line 10 on - or a click on
 * the line; the panel numbers its lines); where the algorithm
 * file says the next cell follows from the state, the question is "which
 * cell is next?" (a click on it, on any grid shape): exactly the cells the
 * step could take are right (its legal choices, sm_choices()), and the
 * verdict says when several were. A random choice the step makes is drawn
 * first, as an arrow between the two cells' centres (or a ring on a lone
 * cell).
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
    app_str said;             /* the last answer's verdict (kept until the next one; 0: none), */
    unsigned said_line;       /* ... with its line (1-based) or cell, put in words each frame in */
    uint32_t said_cell;       /* ... the language on screen (L) */
    size_t said_n;            /* ... and how many cells were right (STR_ASK_RIGHT_CELLS) */
    char verdict[160];        /* those words */
    bool hunt_back;           /* PgDn: once the event's step is found, stop one before it */
    bool panel_was;           /* the panel before predict turned it on */
    uint32_t *right_cells;    /* the cells a wrong cell answer rings */
    size_t n_right, cap_right;
    uint32_t arrow[2];
    unsigned typed;           /* the line number typed so far, when more digits could follow; 0: none */
    char prompt[160], score[64], hint[160];
};

static struct app_predict *st(const app *a) { return app_mode_state(a, APP_MODE_PREDICT); }

/* Drops the question on hand, so the next ask() asks again even at the same step. */
static void forget(struct app_predict *p)
{
    p->have_q = false;
    p->machine = NULL;
    p->typed = 0;
}

/* The lines typing answers: 1 to the algorithm's last line (a script's 35th is typed 3, 5). */
static unsigned digits(const app *a)
{
    return sm_algorithm(a->maze.g)->code_lines;
}

static void title(app *a, char *buf, size_t len)
{
    snprintf(buf, len, app_tr(STR_TITLE_PREDICT, a->lang), sm_tr(sm_algorithm(a->maze.g)->name, a->lang));
}

static bool enter(app *a, int arg)
{
    (void)arg;
    struct app_predict *p = st(a);
    forget(p);
    p->answered = false;
    p->said = 0;
    app_question_open(a, &p->panel_was);
    return true;
}

static void leave(app *a)
{
    struct app_predict *p = st(a);
    app_question_close(a, p->panel_was);
    free(p->right_cells);
    p->right_cells = NULL;
    p->n_right = p->cap_right = 0;
    forget(p);
    p->answered = false;
}

/* Whether p's question is about the step on screen now (the same machine: no restart since). */
static bool current(const app *a, const struct app_predict *p)
{
    return p->have_q && p->machine == a->maze.g && p->chain == a->maze.chain_no && p->step == sm_steps(a->maze.g);
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
    bool asked_here = p->machine == a->maze.g && p->chain == a->maze.chain_no && p->step == sm_steps(a->maze.g);
    if (asked_here || sm_done(a->maze.g) || a->maze.hunting || a->maze.seeking || a->finishing)
        return;
    p->answered = false;
    p->typed = 0;
    p->have_q = sm_ask_next(a->maze.g, &p->q);
    p->machine = a->maze.g;
    p->chain = a->maze.chain_no;
    p->step = sm_steps(a->maze.g);
}

/* The step the question was about, now for real. */
static void play_step(app *a)
{
    struct app_predict *p = st(a);
    p->answered = false;
    forget(p);
    sm_step(a->maze.g);
}

/* Every cell that answers p's cell question right: the cells the step could take (sm_answer_cells). */
static void find_right_cells(app *a, struct app_predict *p)
{
    size_t want = p->q.n_right > 1 ? p->q.n_right : 1;
    if (want > p->cap_right) {
        uint32_t *c = realloc(p->right_cells, want * sizeof *c);
        if (c) {
            p->right_cells = c;
            p->cap_right = want;
        }
    }
    if (!p->right_cells) { /* no memory at all: nothing to ring */
        p->n_right = 0;
        return;
    }
    size_t n = sm_answer_cells(a->maze.g, &p->q, p->right_cells, p->cap_right);
    p->n_right = n < p->cap_right ? n : p->cap_right;
}

/* The verdict to show: string s with a line (1-based, for %u) or a cell (for %s). */
static void say(struct app_predict *p, app_str s, unsigned line, uint32_t cell)
{
    p->said = s;
    p->said_line = line;
    p->said_cell = cell;
    p->said_n = p->q.n_right;
}

/* The verdict in the language on screen now (empty: none). */
static const char *verdict(app *a, struct app_predict *p)
{
    char cell[64];
    const char *fmt = p->said ? app_tr(p->said, a->lang) : "";
    if (strstr(fmt, "%s")) {
        grid_cell_name(a->maze.m, p->said_cell, a->lang, cell, sizeof cell);
        snprintf(p->verdict, sizeof p->verdict, fmt, cell, p->said_n);
        if (a->lang == SM_LANG_ZH)
            sm_zh_spacing(p->verdict);
    } else {
        snprintf(p->verdict, sizeof p->verdict, fmt, p->said_line);
    }
    return p->verdict;
}

/* Scores an answer and starts showing its verdict; the step plays when it has been seen. */
static void answered(app *a, bool right, bool by_cell)
{
    struct app_predict *p = st(a);
    p->asked++;
    p->right += right;
    p->answered = true;
    p->was_right = right;
    p->by_cell = by_cell;
    p->t0 = a->now_ms;
    p->until = a->now_ms + (right ? CONFIG_PREDICT_RIGHT_MS : CONFIG_PREDICT_WRONG_MS);
    if (!by_cell) {
        say(p, right ? STR_ASK_RIGHT_LINE : STR_ASK_WRONG_LINE, p->q.line + 1, 0);
        return;
    }
    find_right_cells(a, p);
    if (right && p->q.n_right > 1) /* say that others would have been right too */
        say(p, STR_ASK_RIGHT_CELLS, 0, p->given);
    else if (right)
        say(p, STR_ASK_RIGHT_CELL, 0, p->given);
    else if (p->n_right > 1)
        say(p, STR_ASK_WRONG_CELLS, 0, 0);
    else
        say(p, STR_ASK_WRONG_CELL, 0, p->q.cell);
}

/* Whether an answer can be given now: a question about the step on screen, not yet answered. */
static bool open_question(app *a)
{
    ask(a);
    struct app_predict *p = st(a);
    return current(a, p) && !p->answered && !a->maze.hunting && !a->maze.seeking && !a->finishing;
}

/* The page's answer (mazeviz_web_act "answer"): line `line` (0-based) runs next. */
void app_act_answer_line(app *a, int line)
{
    if (open_question(a))
        answered(a, sm_answer_line(&st(a)->q, (unsigned)line), false);
}

/* The number typed is the answer (a number past the last line is a wrong one, as a digit always was). */
static void answer_typed(app *a)
{
    struct app_predict *p = st(a);
    unsigned line = p->typed;
    p->typed = 0;
    answered(a, sm_answer_line(&p->q, line - 1), false);
}

/*
 * A digit of the line's number: it answers at once when no longer number
 * of a line starts with the digits typed (always, for 9 lines or fewer),
 * else it waits for the next digit or Enter. 0 first opens the menu, as
 * outside predict.
 */
void app_act_answer_digit(app *a, int digit)
{
    struct app_predict *p = st(a);
    if (digit == 0 && p->typed == 0) {
        app_act_menu(a, 0);
        return;
    }
    if (!open_question(a))
        return;
    p->typed = p->typed * 10 + (unsigned)digit;
    if (p->typed * 10 > digits(a))
        answer_typed(a);
}

/* Enter: the number typed answers; nothing typed, Enter finishes the machine as always. */
void app_act_answer_enter(app *a, int arg)
{
    if (st(a)->typed && open_question(a))
        answer_typed(a);
    else
        app_act_finish(a, arg);
}

/* Backspace: the last digit typed goes. */
void app_act_answer_erase(app *a, int arg)
{
    (void)arg;
    st(a)->typed /= 10;
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
        if (in->code_line[i].w > 0 && SDL_PointInRect(&a->pointer.at, &in->code_line[i])) {
            answered(a, sm_answer_line(&p->q, (unsigned)(in->code_first + i)), false);
            return;
        }
    uint32_t c;
    if (!render_cell_at(a->r, a->pointer.at.x, a->pointer.at.y, &c))
        return;
    if (!p->q.cell_asked) { /* this step asks for a line */
        app_notice(a, app_tr(STR_ASK_HINT_LINE, a->lang), digits(a));
        return;
    }
    p->given = c;
    answered(a, sm_answer_cell(a->maze.g, &p->q, c), true);
}

/* → or .: the step without an answer (held: more of them); at a machine's end, on to the next machine. */
void app_act_predict_skip(app *a, int arg)
{
    (void)arg;
    struct app_predict *p = st(a);
    a->finishing = a->maze.seeking = a->maze.hunting = false;
    if (app_next_phase(a))
        return;
    if (p->answered) { /* the verdict is showing: play its step now */
        play_step(a);
        return;
    }
    say(p, STR_ASK_SKIPPED, 0, 0);
    forget(p);
    sm_run(a->maze.g, app_held_steps(a));
}

void app_act_predict_reset(app *a, int arg)
{
    (void)arg;
    st(a)->right = st(a)->asked = 0;
    st(a)->said = 0;
}

/* A: predict mode on; in predict mode, back to the single maze. */
void app_act_predict(app *a, int arg)
{
    (void)arg;
    if (!app_mode_toggle(a, APP_MODE_PREDICT, 0))
        a->running = false;
}

/* PgDn: to the step before the next one raising the kind, so the class predicts the event itself. */
void app_act_predict_event_next(app *a, int arg)
{
    struct app_predict *p = st(a);
    size_t kind = app_event_kind(a);
    ask(a);
    if (current(a, p) && (p->q.events >> kind & 1u)) /* it is the next step: go past it */
        sm_step(a->maze.g);
    forget(p);
    p->answered = false;
    app_act_event_next(a, arg);
    p->hunt_back = a->maze.hunting;
}

/* PgUp: to the step before the previous one raising the kind. */
void app_act_predict_event_prev(app *a, int arg)
{
    uint64_t was = sm_steps(a->maze.g);
    app_act_event_prev(a, arg);
    uint64_t now = sm_steps(a->maze.g);
    if (now < was && now > 0)
        sm_seek(a->maze.g, now - 1);
    forget(st(a));
    st(a)->answered = false;
}

static void advance(app *a)
{
    struct app_predict *p = st(a);
    bool hunted = a->maze.hunting;
    a->paused = true;
    if (a->finishing && sm_done(a->maze.g)) /* Enter finishes the machine on screen: the class predicts the next one */
        a->finishing = false;
    app_maze_advance(a); /* seeks, PgDn's search and Enter run as in the single maze */
    if (hunted && !a->maze.hunting && p->hunt_back) {
        p->hunt_back = false;
        if (sm_events_raised(a->maze.g) >> app_event_kind(a) & 1u)
            sm_seek(a->maze.g, sm_steps(a->maze.g) - 1);
    }
    if (a->maze.hunting || a->maze.seeking || a->finishing)
        return;
    if (p->answered && !current(a, p)) /* moved away while the verdict showed: its step is not this one */
        p->answered = false;
    if (p->answered) {
        if (a->now_ms >= p->until)
            play_step(a);
        return;
    }
    if (sm_done(a->maze.g) && app_next_phase(a)) /* the solver's turn */
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
                                               pair ? CONFIG_ARROW_WIDTH : CONFIG_RING_WIDTH, {0, 0, 0, 0}};
    }
    if (p->answered && p->by_cell && blink_on(a, p) && f->annots < RENDER_MAX_ANNOTS) {
        const uint32_t *cells = p->was_right ? &p->given : p->right_cells;
        size_t n = p->was_right ? 1 : p->n_right;
        f->annot[f->annots++] = (render_annot){RENDER_ANNOT_RING, cells, n, th->answer_bg, th->answer_text,
                                               CONFIG_RING_WIDTH, {0, 0, 0, 0}};
    }
}

/*
 * The legend's rows for the arrow and the ringed answer, kept from the
 * first question on and shown when their marks are (a row that came and
 * went would move the maze).
 */
static void legend_rows(app *a, render_panel *pn, bool arrow, bool ring)
{
    int at = pn->legend_rows;
    if (at + 2 > RENDER_MAX_LEGEND)
        return;
    pn->legend[at] = (render_legend){RENDER_LEGEND_ARROW | (arrow ? 0 : RENDER_LEGEND_HIDDEN), 0,
                                     app_tr(STR_LEGEND_CHOICE, a->lang)};
    pn->legend[at + 1] = (render_legend){RENDER_LEGEND_ANSWER | (ring ? 0 : RENDER_LEGEND_HIDDEN), 0,
                                         app_tr(STR_LEGEND_ANSWER, a->lang)};
    pn->legend_rows += 2;
}

static void view(app *a, render_frame *f, render_panel *pn)
{
    struct app_predict *p = st(a);
    sm_lang l = a->lang;
    ask(a);
    bool q = current(a, p) && !a->maze.hunting && !a->maze.seeking;
    legend_rows(a, pn, q && p->q.choice_from != MAZE_NONE, q && p->answered && p->by_cell);
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
        f->prompt = verdict(a, p);
        f->prompt_answer = true;
        if (!p->by_cell && blink_on(a, p))
            pn->answer = (int)p->q.line - pn->code_first + 1; /* a long script's window starts at code_first */
    } else {
        f->prompt = app_tr(p->q.cell_asked ? STR_ASK_CELL : STR_ASK_LINE, l);
    }
    annotate(a, p, f);
}

/* The HUD: how to answer, then the last verdict (its "paused" is left out: predict always waits). */
static int hud(app *a, char (*out)[APP_HUD_TEXT], int max)
{
    struct app_predict *p = st(a);
    int n = 0;
    ask(a);
    if (n < max && current(a, p) && !p->answered && p->typed)
        snprintf(out[n++], APP_HUD_TEXT, app_tr(STR_ASK_TYPED, a->lang), p->typed);
    else if (n < max && current(a, p) && !p->answered)
        snprintf(out[n++], APP_HUD_TEXT, app_tr(p->q.cell_asked ? STR_ASK_HINT_CELL : STR_ASK_HINT_LINE, a->lang),
                 digits(a));
    if (n < max && p->said && !p->answered)
        snprintf(out[n++], APP_HUD_TEXT, "%s", verdict(a, p));
    return n; /* the score is in the question row, in big type */
}

bool app_predict_score(const app *a, unsigned *right, unsigned *asked)
{
    const struct app_predict *p = st(a);
    *right = p ? p->right : 0;
    *asked = p ? p->asked : 0;
    return app_mode_on(a, APP_MODE_PREDICT) != NULL;
}

static bool asked(const cli_args *args) { return args->predict; }

/* The state string says mode=predict: a link opens the question on screen. */
static void state(const app *a, cli_args *out)
{
    (void)a;
    out->predict = true;
}

bool app_predict_open(app *a, bool *cell)
{
    *cell = false;
    if (!app_mode_on(a, APP_MODE_PREDICT) || !open_question(a))
        return false;
    *cell = st(a)->q.cell_asked;
    return true;
}

bool app_predict_right_line(app *a, unsigned *line)
{
    if (!app_mode_on(a, APP_MODE_PREDICT) || !open_question(a))
        return false;
    *line = st(a)->q.line;
    return true;
}

size_t app_predict_right_cells(app *a, uint32_t *out, size_t cap)
{
    if (!app_mode_on(a, APP_MODE_PREDICT) || !open_question(a) || !st(a)->q.cell_asked)
        return 0;
    return sm_answer_cells(a->maze.g, &st(a)->q, out, cap);
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
    .asked = asked,
    .state = state,
    .waits = true,
};
