/*
 * app_class.c - the teacher's window of a class session (mazeviz --serve
 * [ADDR:]PORT): a layer over the modes, its state in the app (a->cls, NULL
 * when no class is served), as a lesson is. The class server
 * (serve/class_server.h) runs in a thread of its own; the frame loop only
 * hands it strings and reads its tally (a copy under its lock, which its
 * thread holds only to queue or count), so the window never waits on the
 * network.
 *
 * Each frame: the state string of what is on screen (as the web teacher's
 * address has it: the step while paused or in predict) goes to the class
 * when it changed, at most once per CONFIG_CLASS_SHOW_MS. In predict mode
 * the window's question goes to the class once it has stayed on screen
 * CONFIG_CLASS_ASK_MS (as its line question: "which line runs next?",
 * which every step has), and a tally over the maze counts the answers
 * without marking the right one ("17 of 24 answered", a bar per line). When the question leaves
 * the screen (→ runs its step, the teacher answers it, predict ends) the
 * class gets the answer (the reveal) and the tally marks it for a while.
 * The HUD counts the students connected (a sign at the top right over
 * compare and the lab, which have HUDs of their own); J shows the
 * join address in big type with its QR code; Shift+J releases the class
 * or gathers it again.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_run.h"
#include "config.h"
#include "mazeviz_config.h"
#include "serve/class_server.h"
#include "settings/state.h"

#if MAZEVIZ_HAVE_QR
#include "export/qr.h"
#define CARD_QUIET QR_QUIET
#else
#define CARD_QUIET 0
#endif

struct app_class {
    class_server *srv;
    cli_args now;               /* what is on screen as settings (app_state_current) */
    char state[CLI_STATE_MAX * 3], sent[CLI_STATE_MAX * 3];
    double sent_ms;             /* when the last state went (the app clock) */
    bool card;                  /* J: the join card shows */
    unsigned char *qr;          /* the join address's QR modules (NULL: none in this build) */
    int qr_size;
    /* the window's question on screen (seen), and the class's (q: its id; 0: none asked) */
    bool seen;
    const sm *machine;
    unsigned chain;
    uint64_t step;
    double seen_ms;
    unsigned q, q_of, q_right;
    bool q_cell;                /* the class's question is a cell question: its right cells */
    uint32_t right[APP_CLASS_RIGHT_MAX];
    size_t n_right;
    class_tally tally;          /* the server's, read this frame */
    class_tally shown;          /* a revealed question's, until shown_until */
    unsigned shown_right;
    bool shown_cells[CLASS_CELLS_MAX]; /* a revealed cell question: which of its candidates were right */
    unsigned shown_cells_right;        /* ... and how many answers were */
    double shown_until;
    unsigned printed_q, printed_n; /* the tally last printed on stdout */
    unsigned printed_ex, printed_started, printed_done; /* ... and the exercise's */
    char sign[160], head[96];
    /* Y: the students' mazes, one on screen while the class is held (it keeps what it saw) */
    bool browsing;
    unsigned maze_at, maze_of, printed_mazes;
    char maze_name[CLASS_NAME_MAX * 4 + 1];
};

bool app_class_start(app *a, const char *site, char *err, size_t len)
{
    struct app_class *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(err, len, "--serve: out of memory");
        return false;
    }
    class_config cfg = {.addr = a->args.serve_addr, .port = a->args.serve_port, .site = site,
                        .report = a->args.class_report, .hooks = &app_picture_hooks};
    if (!(c->srv = class_start(&cfg, err, len))) {
        free(c);
        return false;
    }
#if MAZEVIZ_HAVE_QR
    qr_code q;
    if (qr_make(class_join_url(c->srv), &q)) {
        c->qr = q.dark; /* kept: freed with the class */
        c->qr_size = q.size;
    }
#endif
    a->cls = c;
    return true;
}

const char *app_class_join_url(const app *a) { return a->cls ? class_join_url(a->cls->srv) : ""; }

bool app_class_end(app *a, char *err, size_t len)
{
    struct app_class *c = a->cls;
    if (!c)
        return true;
    bool ok = class_stop(c->srv, err, len);
    free(c->qr);
    free(c);
    a->cls = NULL;
    return ok;
}

/* The state on screen to the class when it changed (at most once per CONFIG_CLASS_SHOW_MS, unless now). */
static void show(app *a, struct app_class *c, bool now)
{
    if (c->browsing || (!now && a->now_ms - c->sent_ms < CONFIG_CLASS_SHOW_MS))
        return; /* a student's maze is for the teacher's eyes until Enter shows it */
    app_state_current(a, &c->now, a->paused || app_modes[app_mode_now(a)]->waits);
    if (!cli_state_format(&c->now, c->state, sizeof c->state) || strcmp(c->state, c->sent) == 0)
        return;
    class_show(c->srv, c->state);
    memcpy(c->sent, c->state, sizeof c->sent);
    c->sent_ms = a->now_ms;
}

/* Whether the question on screen is the one seen before (the same machine at the same step). */
static bool same_question(const app *a, const struct app_class *c)
{
    return c->seen && c->machine == a->maze.g && c->chain == a->maze.chain_no && c->step == sm_steps(a->maze.g);
}

/* Whether cell is one of the n cells of list. */
static bool listed(const uint32_t *list, size_t n, uint32_t cell)
{
    for (size_t i = 0; i < n; i++)
        if (list[i] == cell)
            return true;
    return false;
}

/* Whether cell is one of the right cells of the class's cell question. */
static bool right_cell(const struct app_class *c, uint32_t cell) { return listed(c->right, c->n_right, cell); }

/* Closes the class's question: the answer to every device, the tally kept on screen marked. */
static void reveal(app *a, struct app_class *c)
{
    uint32_t line = c->q_right;
    if (c->q_cell)
        class_reveal(c->srv, c->q, c->right, c->n_right);
    else
        class_reveal(c->srv, c->q, &line, 1);
    c->shown = c->tally;
    c->shown_right = c->q_right;
    c->shown_cells_right = 0;
    for (size_t i = 0; i < c->shown.n_cells; i++) {
        c->shown_cells[i] = c->q_cell && right_cell(c, c->shown.cells[i]);
        c->shown_cells_right += c->shown_cells[i] ? c->shown.cell_count[i] : 0;
    }
    c->shown_until = a->now_ms + CONFIG_CLASS_REVEAL_MS;
    c->q = 0;
}

size_t app_class_candidates(app *a, uint32_t *right, size_t *n_right, uint32_t *out)
{
    bool cell;
    *n_right = 0;
    if (!app_predict_open(a, &cell) || !cell)
        return 0;
    size_t n = app_predict_right_cells(a, right, APP_CLASS_RIGHT_MAX);
    *n_right = n = n < APP_CLASS_RIGHT_MAX ? n : APP_CLASS_RIGHT_MAX;
    memcpy(out, right, n * sizeof *out);
    const maze *m = a->maze.m;
    for (size_t i = 0; i < *n_right && n < APP_CLASS_CANDIDATES_MAX; i++)
        for (unsigned side = 0; side < m->sides && n < APP_CLASS_CANDIDATES_MAX; side++) {
            uint32_t nb = maze_neighbor(m, right[i], side);
            if (nb != MAZE_NONE && !listed(right, *n_right, nb))
                out[n++] = nb; /* the server drops the repeats */
        }
    return n;
}

/*
 * Asks the class the question on screen: a cell question ("which cell is
 * next?") among candidate cells when predict asks for a cell, else its line
 * question ("which line runs next?", which every step has).
 */
static void ask(app *a, struct app_class *c)
{
    unsigned line = 0;
    if (!app_predict_right_line(a, &line))
        return;
    uint32_t cells[APP_CLASS_CANDIDATES_MAX];
    size_t n = app_class_candidates(a, c->right, &c->n_right, cells);
    unsigned lines = (unsigned)sm_algorithm(a->maze.g)->code_lines;
    show(a, c, true); /* the question's step before the question */
    c->q_of = lines < 16 ? lines : 16;
    c->q_right = line;
    c->q_cell = n > 0;
    c->q = c->q_cell ? class_ask_cells(c->srv, cells, n) : class_ask(c->srv, c->q_of);
}

/* Predict's question on screen to the class, and its reveal when it leaves. */
static void question(app *a, struct app_class *c)
{
    bool cell, open = app_predict_open(a, &cell);
    if (!open || !same_question(a, c)) {
        if (c->q)
            reveal(a, c);
        c->seen = open;
        c->machine = a->maze.g;
        c->chain = a->maze.chain_no;
        c->step = sm_steps(a->maze.g);
        c->seen_ms = a->now_ms;
    }
    if (open && !c->q && a->now_ms - c->seen_ms >= CONFIG_CLASS_ASK_MS)
        ask(a, c);
}

/* The tally on the teacher's terminal as it changes (the window test reads it too). */
static void print_tally(struct app_class *c)
{
    const class_tally *t = &c->tally;
    if (!t->question || (t->question == c->printed_q && t->answered == c->printed_n))
        return;
    c->printed_q = t->question;
    c->printed_n = t->answered;
    printf("class question %u: %u of %u answered, %s", t->question, t->answered, t->students,
           t->cell ? "cells" : "lines");
    for (unsigned i = 0; !t->cell && i < t->of && i < 16; i++)
        printf(" %u", t->lines[i]);
    for (size_t i = 0; t->cell && i < t->n_cells; i++)
        printf(" %" PRIu32 ":%u", t->cells[i], t->cell_count[i]);
    printf("\n");
    fflush(stdout);
}

/* The exercise's scores on the teacher's terminal as they change: "class exercise 3: 2 of 4 finished, scores 5 9". */
static void print_exercise(struct app_class *c)
{
    const class_tally *t = &c->tally;
    if (!t->exercise || (t->exercise == c->printed_ex && t->ex_started == c->printed_started &&
                         t->ex_finished == c->printed_done))
        return;
    c->printed_ex = t->exercise;
    c->printed_started = t->ex_started;
    c->printed_done = t->ex_finished;
    printf("class exercise %u: %u of %u finished (%u started, %u steps), scores", t->exercise, t->ex_finished,
           t->students, t->ex_started, t->ex_max);
    for (unsigned i = 0; i < t->ex_finished && i < CLASS_SCORES_MAX; i++)
        printf(" %u", t->ex_scores[i]);
    printf("\n");
    fflush(stdout);
}

void app_class_frame(app *a)
{
    struct app_class *c = a->cls;
    if (!c)
        return;
    question(a, c);
    show(a, c, false);
    class_get_tally(c->srv, &c->tally);
    if (c->tally.question != c->shown.question && c->tally.answered > 0)
        c->shown_until = 0; /* the next question's first answer: its tally replaces the revealed one */
    print_tally(c);
    print_exercise(c);
    if (c->tally.mazes != c->printed_mazes) { /* the terminal counts the students' mazes (the window test reads it) */
        c->printed_mazes = c->tally.mazes;
        printf("class mazes: %u sent\n", c->tally.mazes);
        fflush(stdout);
    }
}

/* Appends to the string in buf (len bytes, terminated), cut short where it does not fit. */
static void append(char *buf, size_t len, const char *fmt, ...)
{
    size_t n = strlen(buf);
    if (n + 1 >= len)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + n, len - n, fmt, ap);
    va_end(ap);
}

/* The exercise set to the class: "exercise: 5 of 24 finished, median 11/14" into buf ("" when none). */
static void exercise_line(const app *a, const class_tally *t, char *buf, size_t len)
{
    buf[0] = '\0';
    if (!t->exercise)
        return;
    snprintf(buf, len, app_tr(STR_CLASS_EXERCISE, a->lang), t->ex_finished, t->students);
    if (t->ex_finished) {
        append(buf, len, ", ");
        append(buf, len, app_tr(STR_CLASS_EXERCISE_MEDIAN, a->lang), t->ex_scores[(t->ex_finished - 1) / 2], t->ex_max);
    }
}

/* "24 students", and while an exercise is set "· exercise: 5 of 24 finished, median 11/14". */
static void class_sign(const app *a, const class_tally *t, char *buf, size_t len)
{
    char ex[96];
    snprintf(buf, len, app_trn(STR_CLASS_STUDENTS, t->students, a->lang), t->students);
    exercise_line(a, t, ex, sizeof ex);
    if (ex[0])
        append(buf, len, " · %s", ex);
    if (a->cls->browsing) {
        append(buf, len, " · ");
        append(buf, len, app_tr(STR_CLASS_MAZE_SIGN, a->lang), a->cls->maze_name, a->cls->maze_at + 1,
               a->cls->maze_of);
    } else if (t->mazes) {
        append(buf, len, " · ");
        append(buf, len, app_trn(STR_CLASS_MAZES, t->mazes, a->lang), t->mazes);
    }
}

/* The join card (J): the address in big type (cut before its class code), how to join, the QR code. */
static void draw_card(app *a, struct app_class *c)
{
    const char *url = class_join_url(c->srv), *q = strchr(url, '?');
    char host[160];
    snprintf(host, sizeof host, "%.*s", q ? (int)(q - url) : (int)strlen(url), url);
    const char *big[2] = {host, q ? q : ""};
    const char *rows[3] = {app_tr(STR_CLASS_JOIN_HOW, a->lang), c->sign, app_tr(STR_CLASS_JOIN_CLOSE, a->lang)};
    render_draw_join(a->r, big, q ? 2 : 1, rows, 3, c->qr, c->qr_size, CARD_QUIET);
}

void app_class_draw(app *a)
{
    struct app_class *c = a->cls;
    if (!c)
        return;
    class_sign(a, &c->tally, c->sign, sizeof c->sign);
    if (c->card) {
        draw_card(a, c);
        return;
    }
    bool revealed = a->now_ms < c->shown_until;
    const class_tally *t = revealed ? &c->shown : &c->tally;
    if (t->question && !t->cell) {
        if (revealed)
            snprintf(c->head, sizeof c->head, app_tr(STR_CLASS_REVEALED, a->lang), c->shown_right + 1,
                     c->shown_right < 16 ? t->lines[c->shown_right] : 0, t->answered);
        else
            snprintf(c->head, sizeof c->head, app_tr(STR_CLASS_ANSWERED, a->lang), t->answered, t->students);
        render_draw_tally(a->r, c->head, t->lines, (int)t->of, revealed ? (int)c->shown_right : -1);
    } else if (t->question) {
        if (revealed)
            snprintf(c->head, sizeof c->head, app_tr(STR_CLASS_REVEALED_CELL, a->lang), c->shown_cells_right,
                     t->answered);
        else
            snprintf(c->head, sizeof c->head, app_tr(STR_CLASS_ANSWERED, a->lang), t->answered, t->students);
        render_draw_heat(a->r, c->head, t->cells, t->cell_count, t->n_cells, revealed ? c->shown_cells : NULL);
    }
    if (!t->question && c->tally.exercise && c->tally.released) { /* the class does the exercise: how far it got */
        exercise_line(a, &c->tally, c->head, sizeof c->head);
        render_draw_tally(a->r, c->head, NULL, 0, -1);
    }
    if (app_modes[app_mode_now(a)]->whole_window) /* compare, the lab: no HUD of the single maze's */
        render_draw_sign(a->r, c->sign, false);
}

bool app_class_hud(const app *a, char *buf, size_t len)
{
    if (!a->cls)
        return false;
    class_sign(a, &a->cls->tally, buf, len);
    return true;
}

void app_act_class_card(app *a, int arg)
{
    (void)arg;
    if (!a->cls) {
        app_notice(a, "%s", app_tr(STR_CLASS_NONE, a->lang));
        return;
    }
    a->cls->card = !a->cls->card;
}

void app_act_class_release(app *a, int arg)
{
    (void)arg;
    if (!a->cls) {
        app_notice(a, "%s", app_tr(STR_CLASS_NONE, a->lang));
        return;
    }
    bool release = !a->cls->tally.released;
    class_release(a->cls->srv, release);
    a->cls->tally.released = release; /* until the server's tally says so too */
    app_notice(a, "%s", app_tr(release ? STR_CLASS_RELEASED : STR_CLASS_GATHERED, a->lang));
}

/*
 * Shift+K: the exercise of the maze on screen (its solver when one is on,
 * else its algorithm, from step 0) to every student, who does it on their
 * own device (the class is released); the scores come back to the HUD, the
 * terminal and the report.
 */
void app_act_class_exercise(app *a, int arg)
{
    (void)arg;
    struct app_class *c = a->cls;
    char err[300];
    if (!c) {
        app_notice(a, "%s", app_tr(STR_CLASS_NONE, a->lang));
        return;
    }
    app_state_current(a, &c->now, false);
    unsigned id = cli_state_format(&c->now, c->state, sizeof c->state) ? class_exercise(c->srv, c->state, err, sizeof err)
                                                                        : (snprintf(err, sizeof err, "too long"), 0u);
    if (!id) {
        app_notice(a, "%s", err);
        return;
    }
    class_get_tally(c->srv, &c->tally);
    app_notice(a, app_tr(STR_CLASS_EXERCISE_SET, a->lang), c->tally.ex_max);
}

bool app_class_browsing(const app *a) { return a->cls && a->cls->browsing; }

/*
 * Opens student maze i (of the tally's count) in the window, as --state
 * opens a given maze, finished; the class is held meanwhile. False when
 * it is gone.
 */
static bool open_maze(app *a, struct app_class *c, unsigned i)
{
    char state[CLI_STATE_MAX];
    if (!class_maze(c->srv, i, c->maze_name, sizeof c->maze_name, state, sizeof state))
        return false;
    c->browsing = true;
    c->maze_at = i;
    c->maze_of = c->tally.mazes;
    if (!app_state_open(a, state, false))
        return true; /* it said why; the teacher pages on */
    app_act_finish(a, 0); /* the maze as the student made it, not its replay */
    app_notice(a, app_tr(STR_CLASS_MAZE, a->lang), c->maze_name, i + 1, c->maze_of);
    printf("class maze %u of %u: %s\n", i + 1, c->maze_of, c->maze_name);
    fflush(stdout);
    return true;
}

/*
 * Y: the mazes the students sent (each one's newest), the first on screen
 * for the teacher alone: the class keeps what it saw. Y again or Esc goes
 * back to it; → and ← page (arg +1 / -1, wrapping round).
 */
void app_act_class_mazes(app *a, int arg)
{
    struct app_class *c = a->cls;
    if (!c) {
        app_notice(a, "%s", app_tr(STR_CLASS_NONE, a->lang));
        return;
    }
    if (arg == 0 && c->browsing) {
        app_act_class_maze_show(a, 0);
        return;
    }
    class_get_tally(c->srv, &c->tally);
    unsigned n = c->tally.mazes;
    unsigned i = arg == 0 || !n ? 0 : (c->maze_at % n + (arg > 0 ? 1 : n - 1)) % n; /* → next, ← previous, round */
    if (!n || !open_maze(a, c, i))
        app_notice(a, "%s", app_tr(STR_CLASS_MAZE_NONE, a->lang));
}

/*
 * Enter (arg 1): the student's maze on screen goes to the class, which
 * follows the window again. Esc (arg 0): back to what the class sees.
 */
void app_act_class_maze_show(app *a, int arg)
{
    struct app_class *c = a->cls;
    if (!c || !c->browsing)
        return;
    c->browsing = false;
    if (arg) {
        app_notice(a, app_tr(STR_CLASS_MAZE_SHOWN, a->lang), c->maze_name);
        printf("class maze shown: %s\n", c->maze_name);
        fflush(stdout);
        show(a, c, true);
    } else if (c->sent[0]) {
        app_state_open(a, c->sent, false);
    }
}
