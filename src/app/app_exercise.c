/*
 * app_exercise.c - exercise mode (issue 31): the student performs every
 * step of the algorithm that decides something and is graded on each, in
 * the window (--exercise, or K on the maze on screen: its solver when one
 * is on, else its algorithm, from step 0 with its seed).
 *
 * The exercise is the core's (exercise.h) on the single maze's machine:
 * steps that decide nothing run by themselves; at a step that does, the
 * question row asks it (its decision's words, sm_choice_question) and the
 * student clicks the cell, a point near the wall, or the action's button
 * (open, keep, back, hunt: the words the question names, drawn in the
 * HUD's place). The click is turned into a choice and the core says
 * whether it was legal - this file never decides what is right. Right
 * moves on (the row says so for a moment, over the next question); wrong
 * shows the right choice and why in the row, rings it on the maze, and
 * the step takes it (a click, or CONFIG_EXERCISE_WRONG_MS, brings the next
 * question). The score, right first tries / asked, is at the row's right.
 *
 * At the end a card covers the window: the score, the completion code -
 * the same state string --headless --exercise prints, so --grade reads it
 * - and its QR code. Ctrl+C copies the code (of the moves so far, before
 * the end). Backspace, Ctrl+Z or ← undoes the last answer (exercise.h: the
 * question is asked again; the score keeps each step's first answer, and a
 * right redo of a wrong first answer says it does not count). On standard output the window writes the headless mode's lines
 * (ask, right / wrong, score, code), each ask followed by where each legal
 * answer and each button is in window pixels ("at" and "buttons" lines):
 * a terminal follows the exercise, and the window test knows where to click.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "mazeviz/exercise.h"
#include "mazeviz_config.h"
#include "settings/code.h"
#if MAZEVIZ_HAVE_QR
#include "export/qr.h"
#define EX_QUIET QR_QUIET
#else
#define EX_QUIET 4
#endif

#define EX_WORDS (SM_WORDS - 1) /* open, keep, back, hunt: the buttons at most */

struct app_exercise {
    exercise *e;              /* on `machine`, shown as chain `chain` */
    const sm *machine;
    unsigned chain;
    uint64_t seed;
    bool have_q;              /* q is the open question */
    ex_question q;
    bool printed;             /* its lines are on standard output */
    bool done;                /* the run is over: the card */
    bool panel_was;           /* the panel before the mode turned it on */
    uint32_t clickable;       /* bit d: decision d's questions had cells or walls (a click on the maze answers) */
    sm_word word[EX_WORDS];   /* the buttons of the question on screen */
    int words;
    SDL_Rect button[EX_WORDS]; /* where they were drawn (output pixels) */
    bool said, said_right;    /* the last verdict */
    bool said_counts;         /* ... scores as right (false for a right redo of a wrong first answer) */
    sm_choice said_taken;
    sm_choice_info said_info; /* its question, as it was */
    double said_until;        /* it holds the question row until then (a click ends a wrong one) */
    uint32_t subject[2], ring[2];
    size_t subjects, rings;
    char code[CLI_STATE_MAX];
    unsigned char *qr;        /* the code's QR modules (qr_size squared); NULL: none */
    int qr_size;
    char prompt[1024], verdict[900], question[512], score[64], rows[4][256];
};

static struct app_exercise *st(const app *a) { return app_mode_state(a, APP_MODE_EXERCISE); }

static void title(app *a, char *buf, size_t len)
{
    snprintf(buf, len, app_tr(STR_TITLE_EXERCISE, a->lang), sm_tr(sm_algorithm(a->maze.g)->name, a->lang));
}

/* Ends the exercise on hand (not the machine, which is the single maze's). */
static void drop(struct app_exercise *x)
{
    exercise_destroy(x->e);
    free(x->qr);
    x->e = NULL;
    x->qr = NULL;
    x->have_q = x->done = x->said = false;
    x->words = 0;
    x->clickable = 0;
}

/* Whether `word` stands in text as a word of its own. */
static bool names_word(const char *text, const char *word)
{
    size_t n = strlen(word);
    for (const char *s = strstr(text, word); s; s = strstr(s + 1, word)) {
        bool before = s == text || !SDL_isalpha((unsigned char)s[-1]);
        if (before && !SDL_isalpha((unsigned char)s[n]))
            return true;
    }
    return false;
}

/*
 * The buttons of the question: each word a legal choice is alone, and the
 * words the question names ("... or back?") - so a button is there whether
 * or not it is right - but not a word that comes with a cell (Aldous-
 * Broder's "open": the cell clicked says it).
 */
static void find_words(const sm *g, struct app_exercise *x)
{
    char en[512];
    sm_choice_question(g, &x->q.info, SM_LANG_EN, en, sizeof en);
    x->words = 0;
    for (int w = SM_WORD_OPEN; w < SM_WORDS && x->words < EX_WORDS; w++) {
        bool alone = false, at_cell = false;
        for (size_t i = 0; i < x->q.info.n; i++)
            if (x->q.legal[i].word == w)
                *(x->q.legal[i].cell == MAZE_NONE ? &alone : &at_cell) = true;
        if (alone || (!at_cell && names_word(en, sm_word_token((sm_word)w))))
            x->word[x->words++] = (sm_word)w;
    }
}

/* The cells the question names (its template's {c}): the wall drawn, the top of the stack. */
static void find_subject(const sm *g, struct app_exercise *x)
{
    const sm_algo *al = sm_algorithm(g);
    const char *t = x->q.info.decision < al->n_decisions ? al->decisions[x->q.info.decision].question.en : "";
    size_t arg = 0;
    x->subjects = 0;
    for (const char *s = strchr(t, '{'); s && arg < SM_NOTE_ARGS; s = strchr(s + 1, '{'))
        if (s[1] && s[2] == '}' && strchr("cnd", s[1])) {
            if (s[1] == 'c' && x->subjects < 2 && x->q.info.arg[arg] < sm_maze(g)->n)
                x->subject[x->subjects++] = x->q.info.arg[arg];
            arg++;
        }
}

/* The next question when none is open: the steps deciding nothing run first. At the end, the card. */
static void finish(app *a, struct app_exercise *x);
static void ask(app *a)
{
    struct app_exercise *x = st(a);
    if (!x || !x->e || x->have_q || x->done)
        return;
    x->printed = false;
    if (!exercise_next(x->e, &x->q)) {
        finish(a, x);
        return;
    }
    x->have_q = true;
    for (size_t i = 0; i < x->q.info.n; i++)
        if (x->q.legal[i].cell != MAZE_NONE && x->q.info.decision < 32)
            x->clickable |= 1u << x->q.info.decision;
    find_words(a->maze.g, x);
    find_subject(a->maze.g, x);
}

/* The completion code of the moves so far into x->code; false (x->code "") when it does not fit. */
static bool make_code(app *a, struct app_exercise *x)
{
    size_t n = exercise_moves(x->e, NULL, 0);
    char *moves = malloc(n + 1);
    cli_args *c = malloc(sizeof *c);
    bool ok = moves && c;
    x->code[0] = '\0';
    if (ok) {
        exercise_moves(x->e, moves, n + 1);
        app_state_current(a, c, false); /* the maze on screen as settings: --algo, --grid, --solve, --name ... */
        ok = cli_exercise_code(c, x->seed, moves, x->code, sizeof x->code);
    }
    free(moves);
    free(c);
    return ok;
}

/* The code's QR modules, where this build makes QR codes. */
static void make_qr(struct app_exercise *x)
{
#if MAZEVIZ_HAVE_QR
    qr_code q;
    if (x->code[0] && qr_make(x->code, &q)) {
        x->qr = q.dark; /* kept: freed with the exercise */
        x->qr_size = q.size;
    }
#else
    (void)x;
#endif
}

static void finish(app *a, struct app_exercise *x)
{
    x->done = true;
    x->have_q = false;
    x->said = false;
    if (exercise_failed(x->e)) {
        app_notice(a, "%s", "no memory for the exercise");
        return;
    }
    printf("score %" PRIu64 "/%" PRIu64 "\n", exercise_right(x->e), exercise_asked(x->e));
    if (make_code(a, x))
        printf("code %s\n", x->code);
    fflush(stdout);
    make_qr(x);
}

/* Starts the exercise on the maze on screen: its machine from step 0 (a solver's on the finished maze). */
static bool start(app *a)
{
    struct app_exercise *x = st(a);
    drop(x);
    if (!app_restart(a))
        return false;
    if (a->maze.solver)
        app_set_solver(a, a->maze.solver);
    if (!(x->e = exercise_create(a->maze.g)))
        return SDL_SetError("no memory for the exercise") == 0;
    x->machine = a->maze.g;
    x->chain = a->maze.chain_no;
    x->seed = a->seed;
    return true;
}

static bool enter(app *a, int arg)
{
    (void)arg;
    struct app_exercise *x = st(a);
    if (!start(a))
        return false;
    app_question_open(a, &x->panel_was);
    return true;
}

static void leave(app *a)
{
    struct app_exercise *x = st(a);
    app_question_close(a, x->panel_was);
    drop(x);
}

/* Whether the maze under the exercise is still the one on screen (a pasted state replaces it). */
static bool still_on(app *a, struct app_exercise *x)
{
    if (!x->e || (x->machine == a->maze.g && x->chain == a->maze.chain_no))
        return true;
    drop(x);
    app_notice(a, "%s", app_tr(STR_EX_STALE, a->lang));
    if (!app_mode_set(a, APP_MODE_SINGLE, 0))
        a->running = false;
    return false;
}

static void advance(app *a)
{
    a->paused = true;
    if (still_on(a, st(a)))
        ask(a);
}

/* The choice's cells to ring on the maze: a cell, or a wall's two. */
static void ring_choice(const app *a, struct app_exercise *x, sm_choice c)
{
    x->rings = 0;
    if (c.cell >= a->maze.m->n)
        return;
    x->ring[x->rings++] = c.cell;
    if (c.side != MAZE_NO_SIDE && maze_neighbor(a->maze.m, c.cell, c.side) != MAZE_NONE)
        x->ring[x->rings++] = maze_neighbor(a->maze.m, c.cell, c.side);
}

/* Answers the open question with c (NULL: no choice at all), says the verdict, asks the next one. */
static void answer(app *a, struct app_exercise *x, const sm_choice *c)
{
    sm_choice_info info = x->q.info;
    ex_verdict v;
    if (!exercise_answer(x->e, c, &v))
        return;
    cli_exercise_put_verdict(stdout, a->maze.g, &info, &v, a->lang);
    x->said = true;
    x->said_right = v.right;
    x->said_counts = v.counts;
    x->said_taken = v.taken;
    x->said_info = info;
    x->said_until = a->now_ms + (v.right ? CONFIG_PREDICT_RIGHT_MS : CONFIG_EXERCISE_WRONG_MS);
    ring_choice(a, x, v.taken);
    x->have_q = false;
    ask(a);
}

/* The wall of cell c nearest output point p: the side whose neighbour's centre is nearest p's side of c. */
static bool nearest_wall(const app *a, uint32_t c, SDL_Point p, sm_choice *out)
{
    SDL_FPoint at, nb;
    float size, best = -1;
    if (!render_cell_centre(a->r, c, &at, &size))
        return false;
    for (unsigned s = 0; s < a->maze.m->sides; s++) {
        uint32_t n = maze_neighbor(a->maze.m, c, s);
        if (n == MAZE_NONE || !render_cell_centre(a->r, n, &nb, &size))
            continue;
        float dx = (at.x + nb.x) / 2 - (float)p.x, dy = (at.y + nb.y) / 2 - (float)p.y, d = dx * dx + dy * dy;
        if (best < 0 || d < best) {
            best = d;
            *out = sm_choice_of_wall(c, s);
        }
    }
    return best >= 0;
}

/*
 * What a click at the pointer answers: a button's word; on the maze, the
 * wall nearest it when the question's choices are walls, else the cell
 * (with the word a legal choice gives it there). False: the click answers
 * nothing (beside the maze, or on it where only a button answers).
 */
static bool clicked(app *a, struct app_exercise *x, sm_choice *out)
{
    SDL_Point p = a->pointer.at;
    for (int i = 0; i < x->words; i++)
        if (SDL_PointInRect(&p, &x->button[i])) {
            *out = sm_choice_of_word(x->word[i]);
            return true;
        }
    uint32_t c;
    if (!render_cell_at(a->r, p.x, p.y, &c))
        return false;
    if (x->q.info.decision < 32 && !(x->clickable >> x->q.info.decision & 1u)) {
        char names[128] = "";
        for (int i = 0; i < x->words; i++)
            SDL_snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? " / " : "",
                         sm_word_name(x->word[i], a->lang));
        app_notice(a, app_tr(STR_EX_BUTTONS, a->lang), names);
        return false;
    }
    if (x->q.info.n > 0 && x->q.legal[0].side != MAZE_NO_SIDE)
        return nearest_wall(a, c, p, out);
    *out = sm_choice_of_cell(c);
    for (size_t i = 0; i < x->q.info.n; i++)
        if (x->q.legal[i].cell == c && x->q.legal[i].side == MAZE_NO_SIDE)
            *out = x->q.legal[i];
    return true;
}

void app_act_exercise_click(app *a, int arg)
{
    (void)arg;
    struct app_exercise *x = st(a);
    if (!still_on(a, x))
        return;
    ask(a);
    if (x->said && !x->said_right && a->now_ms < x->said_until) { /* a click ends the wrong verdict */
        x->said_until = a->now_ms;
        return;
    }
    sm_choice c;
    if (x->have_q && clicked(a, x, &c))
        answer(a, x, &c);
}

void app_act_exercise_copy(app *a, int arg)
{
    (void)arg;
    struct app_exercise *x = st(a);
    if (!x->e)
        return;
    if (!x->done && !make_code(a, x))
        app_state_notice(a, STR_STATE_NO_CLIPBOARD, "too long");
    else if (SDL_SetClipboardText(x->code) != 0)
        app_state_notice(a, STR_STATE_NO_CLIPBOARD, SDL_GetError());
    else {
        app_notice(a, "%s", app_tr(STR_EX_COPIED, a->lang));
        printf("code %s\n", x->code); /* a terminal keeps it too (and the window test reads it) */
        fflush(stdout);
    }
}

/* Backspace, Ctrl+Z, ←: takes the last answer back; its question is asked again. */
void app_act_exercise_undo(app *a, int arg)
{
    (void)arg;
    struct app_exercise *x = st(a);
    if (!still_on(a, x) || !x->e)
        return;
    if (x->done || !exercise_undo(x->e)) {
        app_notice(a, "%s", app_tr(STR_EX_NO_UNDO, a->lang));
        return;
    }
    x->have_q = false;
    x->said = false;
    x->rings = 0;
    ask(a);
    char step[24];
    snprintf(step, sizeof step, "%" PRIu64, x->q.step);
    printf("undone %s\n", step); /* as --headless --exercise says it */
    fflush(stdout);
    app_notice(a, app_tr(STR_EX_UNDONE, a->lang), step);
}

/* K: the exercise on the maze on screen; in the exercise, back to the single maze. */
void app_act_exercise(app *a, int arg)
{
    (void)arg;
    if (!app_mode_toggle(a, APP_MODE_EXERCISE, 0))
        app_notice(a, "%s", SDL_GetError());
}

/* The last verdict in the language on screen. */
static const char *verdict(app *a, struct app_exercise *x)
{
    char why[512], name[160];
    sm_lang l = a->lang;
    size_t n = x->said_info.n;
    sm_choice_name(a->maze.m, x->said_taken, l, name, sizeof name);
    if (x->said_right && n > 1)
        snprintf(x->verdict, sizeof x->verdict, app_tr(STR_EX_RIGHT_ANY, l), name, n);
    else if (x->said_right)
        snprintf(x->verdict, sizeof x->verdict, app_tr(STR_EX_RIGHT, l), name);
    if (x->said_right && !x->said_counts) {
        size_t k = strlen(x->verdict);
        snprintf(x->verdict + k, sizeof x->verdict - k, " %s", app_tr(STR_EX_NOT_COUNTED, l));
    }
    else { /* the right choice first: the rule may need more than the row's two lines */
        sm_choice_why(a->maze.g, &x->said_info, l, why, sizeof why);
        if (n > 1)
            snprintf(x->verdict, sizeof x->verdict, app_tr(STR_EX_WRONG_ANY, l), n, name, why);
        else
            snprintf(x->verdict, sizeof x->verdict, app_tr(STR_EX_WRONG, l), name, why);
    }
    if (a->lang == SM_LANG_ZH)
        sm_zh_spacing(x->verdict);
    return x->verdict;
}

static void annotate(app *a, struct app_exercise *x, render_frame *f, bool verdict_on)
{
    const render_theme *th = config_themes[a->theme];
    if (x->have_q && x->subjects && f->annots < RENDER_MAX_ANNOTS) {
        bool pair = x->subjects == 2;
        f->annot[f->annots++] = (render_annot){pair ? RENDER_ANNOT_LINE : RENDER_ANNOT_RING, x->subject, x->subjects,
                                               th->ask_arrow, th->ask_outline,
                                               pair ? CONFIG_ARROW_WIDTH : CONFIG_RING_WIDTH, {0, 0, 0, 0}};
    }
    if (verdict_on && x->rings && f->annots < RENDER_MAX_ANNOTS)
        f->annot[f->annots++] = (render_annot){RENDER_ANNOT_RING, x->ring, x->rings, th->answer_bg, th->answer_text,
                                               CONFIG_RING_WIDTH, {0, 0, 0, 0}};
}

static void view(app *a, render_frame *f, render_panel *pn)
{
    (void)pn;
    struct app_exercise *x = st(a);
    sm_lang l = a->lang;
    ask(a);
    unsigned right = x->e ? (unsigned)exercise_right(x->e) : 0, asked = x->e ? (unsigned)exercise_asked(x->e) : 0;
    snprintf(x->score, sizeof x->score, app_tr(STR_ASK_SCORE, l), right, asked);
    f->prompt_right = x->score;
    f->paused = false; /* the exercise always waits for the student: the row says so */
    if (x->done) {
        snprintf(x->prompt, sizeof x->prompt, app_tr(STR_EX_DONE, l), right, asked);
        f->prompt = x->prompt;
        f->prompt_right = NULL;
        return;
    }
    if (!x->have_q)
        return;
    sm_choice_question(a->maze.g, &x->q.info, l, x->question, sizeof x->question);
    bool verdict_on = x->said && (a->offscreen || a->now_ms < x->said_until);
    if (verdict_on && x->said_right) /* "Right: (2,3)" over the next question, for a moment */
        snprintf(x->prompt, sizeof x->prompt, "%s   %s", verdict(a, x), x->question);
    else
        snprintf(x->prompt, sizeof x->prompt, "%s", verdict_on ? verdict(a, x) : x->question);
    f->prompt = x->prompt;
    f->prompt_answer = verdict_on;
    annotate(a, x, f, verdict_on);
}

static int hud(app *a, char (*out)[APP_HUD_TEXT], int max)
{
    struct app_exercise *x = st(a);
    int n = 0;
    ask(a);
    if (n < max && x->have_q)
        snprintf(out[n++], APP_HUD_TEXT, "%s", app_tr(STR_EX_HINT, a->lang));
    if (n < max && x->said && x->have_q)
        snprintf(out[n++], APP_HUD_TEXT, "%s", verdict(a, x));
    return n;
}

/* A point in output pixels as window pixels (they differ on HiDPI screens). */
static SDL_Point to_window(const app *a, SDL_FPoint p)
{
    int ow = 1, oh = 1, ww = 1, wh = 1;
    SDL_GetRendererOutputSize(a->ren, &ow, &oh);
    SDL_GetWindowSize(a->win, &ww, &wh);
    return (SDL_Point){(int)(p.x * (float)ww / (float)ow), (int)(p.y * (float)wh / (float)oh)};
}

/* Where legal choice c is clicked, in output pixels; false: not on screen. */
static bool choice_point(const app *a, const struct app_exercise *x, sm_choice c, SDL_FPoint *at)
{
    float size;
    SDL_FPoint nb;
    if (c.cell == MAZE_NONE) {
        for (int i = 0; i < x->words; i++)
            if (x->word[i] == c.word && x->button[i].w > 0) {
                *at = (SDL_FPoint){x->button[i].x + x->button[i].w / 2.0f, x->button[i].y + x->button[i].h / 2.0f};
                return true;
            }
        return false;
    }
    if (!render_cell_centre(a->r, c.cell, at, &size))
        return false;
    uint32_t n = c.side == MAZE_NO_SIDE ? MAZE_NONE : maze_neighbor(a->maze.m, c.cell, c.side);
    if (n != MAZE_NONE && render_cell_centre(a->r, n, &nb, &size)) { /* inside c, near the wall */
        at->x += (nb.x - at->x) * 0.4f;
        at->y += (nb.y - at->y) * 0.4f;
    }
    return true;
}

/* The question's lines on standard output, once it has been drawn: ask, at (each legal answer), buttons. */
static void print_question(app *a, struct app_exercise *x)
{
    if (x->printed || !x->have_q || a->offscreen || !a->win)
        return;
    x->printed = true;
    cli_exercise_put_ask(stdout, a->maze.g, &x->q, a->lang);
    char c[64];
    SDL_FPoint at;
    fputs("at", stdout);
    for (size_t i = 0; i < x->q.info.n; i++) {
        SDL_Point w = choice_point(a, x, x->q.legal[i], &at) ? to_window(a, at) : (SDL_Point){-1, -1};
        sm_choice_format(a->maze.m, x->q.legal[i], c, sizeof c);
        printf("\t%s %d,%d", c, w.x, w.y);
    }
    fputs("\nbuttons", stdout);
    for (int i = 0; i < x->words; i++) {
        SDL_Point w = to_window(a, (SDL_FPoint){x->button[i].x + x->button[i].w / 2.0f,
                                                x->button[i].y + x->button[i].h / 2.0f});
        printf("\t%s %d,%d", sm_word_token(x->word[i]), w.x, w.y);
    }
    fputc('\n', stdout);
    fflush(stdout);
}

/* The finish card: the score, the name, the code and its QR. */
static void draw_card(app *a, struct app_exercise *x)
{
    sm_lang l = a->lang;
    const char *rows[4];
    int n = 0;
    if (a->args.name) {
        snprintf(x->rows[n], sizeof x->rows[n], app_tr(STR_EX_NAME, l), a->args.name);
        rows[n] = x->rows[n];
        n++;
    }
    rows[n++] = sm_tr(sm_algorithm(a->maze.g)->name, l);
    rows[n++] = app_tr(STR_EX_CODE, l);
    rows[n++] = x->code;
    if (!x->qr && n < 4)
        rows[n++] = app_tr(STR_EX_NO_QR, l);
    render_draw_card(a->r, x->prompt, rows, n, x->qr, x->qr_size, EX_QUIET);
}

static bool draw(app *a)
{
    struct app_exercise *x = st(a);
    if (!app_maze_draw(a))
        return false;
    if (x->done) {
        draw_card(a, x);
        return true;
    }
    const char *labels[EX_WORDS];
    for (int i = 0; i < x->words; i++)
        labels[i] = sm_word_name(x->word[i], a->lang);
    int hot = -1;
    for (int i = 0; i < x->words; i++)
        if (x->said && !x->said_right && a->now_ms < x->said_until && x->said_taken.cell == MAZE_NONE &&
            x->said_taken.word == x->word[i])
            hot = i; /* the right button, while the wrong verdict shows */
    for (int i = 0; i < EX_WORDS; i++)
        x->button[i] = (SDL_Rect){0, 0, 0, 0};
    if (x->words)
        render_buttons(a->r, labels, x->words, hot, x->button);
    print_question(a, x);
    return true;
}

/* No steps but the student's: --steps and the step keys leave the exercise where it is. */
static void run(app *a, uint64_t n)
{
    (void)a;
    (void)n;
}

static uint64_t back(app *a, uint64_t n)
{
    (void)n;
    return sm_steps(a->maze.g);
}

bool app_exercise_score(const app *a, unsigned *right, unsigned *asked)
{
    const struct app_exercise *x = app_mode_on(a, APP_MODE_EXERCISE);
    *right = x && x->e ? (unsigned)exercise_right(x->e) : 0;
    *asked = x && x->e ? (unsigned)exercise_asked(x->e) : 0;
    return x != NULL;
}

static bool asked(const cli_args *args) { return args->exercise; }

/* The state string says mode=exercise: a link opens the exercise on the maze on screen. */
static void state(const app *a, cli_args *out)
{
    (void)a;
    out->exercise = true;
}

const app_mode app_mode_exercise = {
    .id = "exercise",
    .name = STR_MODE_EXERCISE,
    .state_size = sizeof(struct app_exercise),
    .enter = enter,
    .leave = leave,
    .advance = advance,
    .draw = draw,
    .run = run,
    .back = back,
    .view = view,
    .hud = hud,
    .title = title,
    .asked = asked,
    .state = state,
    .waits = true,
    .own_hud = true,
};
