/*
 * app_keys.c - what the keys and the pointer do. config.h maps keys to
 * these actions, each row with the modes it acts in; handling a key is a
 * loop over that table, so changing a key is an edit of one row there, and
 * the help is made from the same rows. The pointer is rows too: a press,
 * a move, a drag or a release in an area of the screen (the presenter's
 * bar, a menu row, the timeline, a lesson's note, or anywhere: a cell, a
 * pane). This file is the only one that reads input events.
 *
 * The layers on screen are tried in order: the open menu's rows, the
 * lesson's, the mode's; the first row that matches acts. A press goes to
 * the presenter's bar first when it is up (it is drawn over the rest), and
 * a key or click that ends a lesson's blank screen does nothing else.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "config.h"
#include "mazeviz/script.h"
#include "settings/script_file.h"

#define NKEYS (sizeof config_keys / sizeof config_keys[0])

/* Shift, Ctrl, Alt, GUI with left and right folded together; lock keys ignored. */
static Uint16 clean_mod(Uint16 mod)
{
    Uint16 out = 0;
    if (mod & KMOD_SHIFT)
        out |= KMOD_SHIFT;
    if (mod & KMOD_CTRL)
        out |= KMOD_CTRL;
    if (mod & KMOD_ALT)
        out |= KMOD_ALT;
    if (mod & KMOD_GUI)
        out |= KMOD_GUI;
    return out;
}

/* A failed restart (no memory) ends the app; the loop reports SDL_GetError(). */
static void restart(app *a)
{
    if (!app_restart(a))
        a->running = false;
}

void app_notice(app *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->notice.text, sizeof a->notice.text, fmt, ap);
    va_end(ap);
    a->notice.until = a->now_ms + CONFIG_NOTICE_MS;
}

bool app_notice_on(const app *a) { return a->notice.text[0] && a->now_ms < a->notice.until; }

size_t app_gen_count(const app *a) { return gen_algo_count + (a->args.script != NULL); }

const gen_algo *app_gen_algo(const app *a, size_t i)
{
    if (i < gen_algo_count)
        return gen_algos[i];
    if (a->script)
        return script_algo(a->script);
    return a->args.script ? script_algo(a->args.script) : gen_algos[0];
}

size_t app_solver_count(const app *a) { return solve_algo_count + (a->args.solve_script != NULL); }

const sm_algo *app_solver_at(const app *a, size_t i)
{
    if (i < solve_algo_count)
        return solve_algos[i];
    if (i + 1 == app_solver_count(a))
        return script_algo(a->args.solve_script);
    return &solve_distance;
}

size_t app_solver_index(const app *a, const sm_algo *algo)
{
    for (size_t i = 0; i <= app_solver_count(a); i++)
        if (app_solver_at(a, i) == algo)
            return i;
    return 0;
}

/*
 * F5: the student edited the script; read it again and run it from step 0
 * (same seed). A syntax error (or a file gone) is a notice, and the script
 * that ran goes on. Only the single maze runs it when F5 is pressed, so no
 * other machine holds the old one.
 */
void app_act_script_reload(app *a, int arg)
{
    (void)arg;
    struct script *fresh = NULL, *old = a->script;
    char err[512];
    if (!a->args.script) {
        app_notice(a, "%s", app_tr(STR_NOTE_NO_SCRIPT, a->lang));
        return;
    }
    if (a->args.script_text) {
        app_notice(a, "%s", app_tr(STR_NOTE_SCRIPT_IN_STATE, a->lang));
        return;
    }
    if (cli_reload_script(a->args.script_file, &fresh, err, sizeof err) != 0) {
        app_notice(a, "%s", err);
        return;
    }
    a->script = fresh;
    a->maze.algo = gen_algo_count;
    a->maze.opts = a->args.settings;
    if (!app_restart(a)) /* out of memory: said by the frame loop's check */
        a->running = false;
    script_free(old);
    app_notice(a, app_tr(STR_NOTE_SCRIPT_READ, a->lang), script_name(fresh));
}

bool app_algo_fits(const app *a, size_t i) { return i < app_gen_count(a) && sm_algo_fits(app_gen_algo(a, i), a->maze.m); }

void app_select_algo(app *a, size_t index)
{
    a->menu.kind = APP_MENU_NONE;
    if (!app_algo_fits(a, index)) { /* a row algorithm on another grid, or a weave: say so, change nothing */
        const gen_algo *al = app_gen_algo(a, index);
        app_notice(a, app_tr(maze_offers(a->maze.m, al->needs) ? STR_NOTE_WEAVE : STR_NOTE_ROWS, a->lang),
                   sm_tr(al->name, a->lang));
        return;
    }
    a->maze.algo = index;
    a->maze.opts = app_gen_algo(a, index) == a->args.algo ? a->args.settings : gen_default_settings();
    restart(a);
}

/* The rows of the open menu: generators, solvers (the distance machine last), the machine's event kinds or the challenges. */
int app_menu_count(const app *a)
{
    switch (a->menu.kind) {
    case APP_MENU_ALGO:
        return (int)app_gen_count(a);
    case APP_MENU_SOLVER:
        return (int)app_solver_count(a) + 1;
    case APP_MENU_EVENT:
        return (int)sm_algorithm(a->maze.g)->n_events;
    case APP_MENU_CHALLENGE:
        return (int)challenge_count;
    default:
        return 0;
    }
}

static void menu_pick(app *a, int i)
{
    if (i < 0 || i >= app_menu_count(a))
        return;
    switch (a->menu.kind) {
    case APP_MENU_ALGO:
        app_select_algo(a, (size_t)i);
        break;
    case APP_MENU_SOLVER:
        app_set_solver(a, app_solver_at(a, (size_t)i));
        break;
    case APP_MENU_EVENT:
        app_event_kind(a); /* the kinds are this machine's */
        a->maze.event_kind = (size_t)i;
        a->maze.event_kind_t0 = a->now_ms;
        a->menu.kind = APP_MENU_NONE;
        break;
    case APP_MENU_CHALLENGE:
        a->menu.kind = APP_MENU_NONE;
        app_challenge_open(a, &challenges[i]);
        break;
    default:
        break;
    }
}

void app_act_menu_move(app *a, int dir)
{
    int n = app_menu_count(a);
    if (n > 0)
        a->menu.sel = (a->menu.sel + (dir < 0 ? n - 1 : 1)) % n;
}

void app_act_menu_pick(app *a, int row) { menu_pick(a, row < 0 ? a->menu.sel : row); }


void app_act_menu_close(app *a, int arg)
{
    (void)arg;
    a->menu.kind = APP_MENU_NONE;
}

/* Opens menu kind at row sel, or closes it when it is the one open. */
static void toggle_menu(app *a, app_menu_kind kind, int sel)
{
    a->menu.kind = a->menu.kind == kind ? APP_MENU_NONE : kind;
    a->menu.sel = sel;
}

static unsigned menu_bit(app_menu_kind k)
{
    return k == APP_MENU_ALGO ? APP_IN_MENU_ALGO : k == APP_MENU_SOLVER ? APP_IN_MENU_SOLVER
           : k == APP_MENU_EVENT ? APP_IN_MENU_EVENT : k == APP_MENU_CHALLENGE ? APP_IN_MENU_CHALLENGE : 0;
}

/* The layers on screen, in the order their rows are tried: the open menu, the lesson, the mode. */
static int layers(const app *a, unsigned bits[4])
{
    int n = 0;
    if (a->menu.kind)
        bits[n++] = menu_bit(a->menu.kind);
    if (app_lesson_on(a))
        bits[n++] = APP_IN_LESSON;
    if (app_class_browsing(a))
        bits[n++] = APP_IN_CLASS_MAZES;
    bits[n++] = APP_IN(a->mode);
    return n;
}

/* The open menu's row under output point p in the last frame, or -1. */
static int menu_row_at(const app *a, SDL_Point p)
{
    const render_layout_info *in = render_info(a->r);
    for (int i = 0; i < RENDER_MAX_MENU && i < app_menu_count(a); i++)
        if (in->menu_row[i].w > 0 && SDL_PointInRect(&p, &in->menu_row[i]))
            return i;
    return -1;
}

void app_act_menu_click(app *a, int arg)
{
    (void)arg;
    menu_pick(a, menu_row_at(a, a->pointer.at));
}

/*
 * The timeline is easier to hit a bit taller than drawn, but not into the
 * HUD's rows below it, where the presenter's bar shows its buttons.
 */
static bool on_timeline(const render_layout_info *in, SDL_Point p)
{
    SDL_Rect t = in->timeline, grown = {t.x, t.y - t.h, t.w, t.h * 3};
    if (in->hud.h > 0)
        grown.h = SDL_min(grown.h, in->hud.y - grown.y);
    return t.w > 0 && SDL_PointInRect(&p, &grown);
}

/* Whether output point p is in area `at` of the last frame (the bar's buttons are tried before the table). */
static bool in_area(const app *a, app_area at, SDL_Point p)
{
    const render_layout_info *in = render_info(a->r);
    switch (at) {
    case APP_AT_ANY:
        return true;
    case APP_AT_MENU:
        return menu_row_at(a, p) >= 0;
    case APP_AT_TIMELINE:
        return on_timeline(in, p);
    case APP_AT_NOTE:
        return in->note.w > 0 && SDL_PointInRect(&p, &in->note);
    case APP_AT_MAZE:
        return in->maze.w > 0 && SDL_PointInRect(&p, &in->maze);
    default:
        return false;
    }
}

/* Runs row i at output point p; a press on an area holds the pointer for that area's drag and release. */
static void act(app *a, size_t i, SDL_Point p)
{
    const app_key *row = &config_keys[i];
    int kind = app_key_kind(row->key);
    a->pointer.at = p;
    if (kind == APP_PTR_CLICK || kind == APP_PTR_RCLICK)
        a->pointer.grab = app_key_area(row->key) == APP_AT_BAR ? APP_AT_ANY : app_key_area(row->key);
    row->fn(a, row->arg);
}

/*
 * Whether row matches key (a pointer's kind at output point p, or held by
 * area grab; the bar's buttons are tried before the table) with mod.
 */
static bool matches(const app *a, const app_key *row, SDL_Keycode key, Uint16 mod, SDL_Point p, app_area grab)
{
    if (row->mod != APP_MOD_ANY && row->mod != mod)
        return false;
    if (!app_key_pointer(key))
        return row->key == key;
    app_area at = app_key_area(row->key);
    if (app_key_kind(row->key) != app_key_kind(key))
        return false;
    return grab != APP_AT_ANY ? at == grab : at != APP_AT_BAR && in_area(a, at, p);
}

/* What a walk of the key table looks for: an event (key, mod, p, grab) or, fn not NULL, the row of action fn. */
typedef struct row_query {
    SDL_Keycode key;
    Uint16 mod;
    SDL_Point p;
    app_area grab;
    app_action fn;
} row_query;

/* The first row of the layers on screen, in their order, that q asks for; NULL: none. */
static const app_key *first_row(const app *a, const row_query *q)
{
    unsigned bits[4];
    int n = layers(a, bits);
    for (int l = 0; l < n; l++)
        for (size_t i = 0; i < NKEYS; i++) {
            const app_key *row = &config_keys[i];
            if ((row->in & bits[l]) && (q->fn ? row->fn == q->fn : matches(a, row, q->key, q->mod, q->p, q->grab)))
                return row;
        }
    return NULL;
}

/* The first row of the layers on screen that matches key acts; false when none does. */
static bool take(app *a, SDL_Keycode key, Uint16 mod, SDL_Point p, app_area grab)
{
    const app_key *row = first_row(a, &(row_query){key, mod, p, grab, NULL});
    if (row)
        act(a, (size_t)(row - config_keys), p);
    return row != NULL;
}

/*
 * The row key+mod (or, fn not NULL, action fn) acts through now: the
 * layers' order, as take() finds it for a key press (a keyboard key never
 * matches a pointer row); NULL: none.
 */
const app_key *app_key_acting(const app *a, SDL_Keycode key, Uint16 mod, app_action fn)
{
    return first_row(a, &(row_query){key, mod, {0, 0}, APP_AT_ANY, fn});
}

void app_press_key(app *a, SDL_Keycode key, Uint16 mod)
{
    SDL_Event e = {.type = SDL_KEYDOWN};
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = key;
    e.key.keysym.mod = mod;
    app_handle_event(a, &e);
}

void app_pointer_event(app *a, int kind, int x, int y, int button)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    if (kind == 1) {
        e.type = SDL_MOUSEMOTION;
        e.motion.x = x;
        e.motion.y = y;
        e.motion.state = SDL_BUTTON_LMASK;
    } else {
        e.type = kind == 0 ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
        e.button.x = x;
        e.button.y = y;
        e.button.button = (Uint8)(button == 3 ? SDL_BUTTON_RIGHT : SDL_BUTTON_LEFT);
        e.button.state = kind == 0 ? SDL_PRESSED : SDL_RELEASED;
        e.button.clicks = 1;
    }
    app_handle_event(a, &e);
}

static void on_key(app *a, SDL_Keycode key, Uint16 mod)
{
    take(a, key, mod, a->pointer.at, APP_AT_ANY);
}

SDL_Point app_to_output(const app *a, int x, int y)
{
    int ww = 0, wh = 0, ow = 0, oh = 0;
    if (a->win)
        SDL_GetWindowSize(a->win, &ww, &wh);
    SDL_GetRendererOutputSize(a->ren, &ow, &oh);
    if (ww <= 0 || wh <= 0)
        return (SDL_Point){x, y};
    return (SDL_Point){x * ow / ww, y * oh / wh};
}

/* The step under output x on the timeline's scrub range (steps spread evenly over it). */
static uint64_t timeline_step(app *a, int x)
{
    const render_layout_info *in = render_info(a->r);
    SDL_Rect t = in->timeline;
    float progress, reach;
    uint64_t end;
    app_timeline(a, a->maze.g, true, &progress, &reach, &end);
    int w = in->timeline_reach;
    double f = w > 0 ? (double)(x - t.x) / w : 0;
    f = SDL_clamp(f, 0.0, 1.0);
    return (uint64_t)(f * (double)end + 0.5);
}

/* A press on the timeline (arg 0) starts holding the knob; it and every drag (1) seek to the step under the pointer. */
void app_act_seek_at(app *a, int arg)
{
    if (arg == 0)
        a->maze.dragging = true;
    else if (!a->maze.dragging)
        return; /* a restart let go of the knob */
    a->paused = true;
    a->finishing = a->maze.hunting = false;
    a->maze.seeking = true;
    a->maze.seek_to = timeline_step(a, a->pointer.at.x);
}

void app_act_seek_end(app *a, int arg)
{
    (void)arg;
    a->maze.dragging = false;
}

void app_act_nothing(app *a, int arg)
{
    (void)a, (void)arg;
}

/* The area holding the pointer lets it go: its release row acts. */
static void release(app *a, SDL_Point p)
{
    app_area grab = a->pointer.grab;
    a->pointer.grab = APP_AT_ANY;
    if (grab != APP_AT_ANY)
        take(a, APP_RELEASE(ANY), 0, p, grab);
}

/*
 * The pointer as rows of the table: a press (the bar's buttons first; a
 * press while another held the pointer lets that one go first), a move
 * (the bar shows; a drag goes to the area the press held), a release.
 * Pointer events have no modifiers (mod 0), as the clicks always had.
 */
static void on_pointer(app *a, const SDL_Event *e)
{
    bool moved = e->type == SDL_MOUSEMOTION;
    SDL_Point p = moved ? app_to_output(a, e->motion.x, e->motion.y) : app_to_output(a, e->button.x, e->button.y);
    Uint8 button = moved ? 0 : e->button.button;
    size_t row;
    if (moved) {
        app_bar_moved(a, e->motion.x, e->motion.y);
        app_area grab = a->pointer.grab;
        take(a, grab != APP_AT_ANY ? APP_DRAG(ANY) : APP_HOVER(ANY), 0, p, grab);
        return;
    }
    release(a, p);
    if (e->type != SDL_MOUSEBUTTONDOWN)
        return;
    if (button == SDL_BUTTON_LEFT && app_bar_row(a, p, &row))
        act(a, row, p);
    else if (button == SDL_BUTTON_LEFT || button == SDL_BUTTON_RIGHT)
        take(a, button == SDL_BUTTON_LEFT ? APP_CLICK(ANY) : APP_RCLICK(ANY), 0, p, APP_AT_ANY);
}

/* Every renderer's picture is drawn again: the single maze's and the mode's own (compare's panes). */
static void invalidate_all(app *a)
{
    render_invalidate(a->r);
    for (int i = 0; app_mode_renderer(a, i); i++)
        render_invalidate(app_mode_renderer(a, i));
}

uint64_t app_held_steps(const app *a)
{
    unsigned shift = SDL_min(a->repeats / CONFIG_HOLD_DOUBLE, CONFIG_HOLD_MAX_SHIFT);
    return (uint64_t)1 << shift;
}

void app_handle_event(app *a, const SDL_Event *e)
{
    if (!a->running)
        return; /* after quit, or a restart that ran out of memory (no generator) */
    if (e->type == SDL_KEYDOWN)
        a->repeats = e->key.repeat ? a->repeats + 1 : 0;
    if ((e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONDOWN) && app_lesson_unblank(a))
        return; /* the key or click that ends a lesson's blank screen does nothing else */
    switch (e->type) {
    case SDL_QUIT:
        a->running = false;
        break;
    case SDL_KEYDOWN:
        on_key(a, e->key.keysym.sym, clean_mod(e->key.keysym.mod));
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
    case SDL_MOUSEMOTION:
        on_pointer(a, e);
        break;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            invalidate_all(a); /* the next frame re-reads the output size */
        break;
    case SDL_RENDER_TARGETS_RESET:
        invalidate_all(a); /* Direct3D lost the maze textures' contents */
        break;
    default:
        break;
    }
}

/* The help's key column of a row: its words in the UI language ("M or 0", "click"). */
static void key_words(const char *k, sm_lang l, char *out, size_t len)
{
    static const struct {
        const char *en;
        app_str str;
    } words[] = {{"right-click", STR_KEY_RCLICK}, {"click", STR_KEY_CLICK}, {" or ", STR_KEY_OR}};
    size_t used = 0;
    out[0] = '\0';
    while (*k && used + 1 < len) {
        size_t i = 0, n = sizeof words / sizeof words[0];
        while (i < n && strncmp(k, words[i].en, strlen(words[i].en)) != 0)
            i++;
        if (i < n) {
            used += (size_t)snprintf(out + used, len - used, "%s", app_tr(words[i].str, l));
            k += strlen(words[i].en);
        } else {
            out[used++] = *k++;
            out[used] = '\0';
        }
        used = SDL_min(used, len - 1);
    }
}

/* The lines of the rows whose modes `in` matches (everywhere: exactly the rows of every mode). */
static int rows_help(const app *a, unsigned mode_bit, bool everywhere, char lines[][200], int n, int max)
{
    for (size_t i = 0; i < NKEYS && n < max; i++) {
        const app_key *row = &config_keys[i];
        bool all = (row->in & APP_IN_ALL) == APP_IN_ALL;
        if (!row->keys || !(row->in & mode_bit) || all != everywhere)
            continue;
        char keys[96];
        key_words(row->keys, a->lang, keys, sizeof keys);
        snprintf(lines[n++], 200, "%s\t%s", keys, app_tr(row->help, a->lang));
    }
    return n;
}

int app_help_for(const app *a, app_mode_id m, char lines[][200], int max)
{
    int n = 0;
    if (n < max)
        snprintf(lines[n++], 200, "%s", app_tr(app_modes[m]->name, a->lang));
    n = rows_help(a, APP_IN(m), false, lines, n, max);
    if (app_lesson_on(a))
        n = rows_help(a, APP_IN_LESSON, false, lines, n, max);
    if (app_class_browsing(a))
        n = rows_help(a, APP_IN_CLASS_MAZES, false, lines, n, max);
    if (n < max)
        snprintf(lines[n++], 200, "%s", app_tr(STR_HELP_EVERYWHERE, a->lang));
    return rows_help(a, APP_IN(m), true, lines, n, max);
}

int app_keys_help(const app *a, char lines[][200], int max) { return app_help_for(a, a->mode, lines, max); }

/* Q quits; in a lesson only a second Q while the first one's notice shows, as Esc never ends one. */
void app_act_quit(app *a, int arg)
{
    (void)arg;
    if (app_lesson_quit_asked(a))
        a->running = false;
}

/*
 * Esc closes the menu or the help; with neither open it leaves the mode
 * (compare, the lab, predict, play) for the one it came from. It never
 * quits (a stray Esc must not end a lesson: Q does).
 */
void app_act_close(app *a, int arg)
{
    (void)arg;
    if (a->menu.kind || a->help.on) {
        a->menu.kind = APP_MENU_NONE;
        a->help.on = false;
        a->help.page = 0;
        return;
    }
    app_mode_back(a);
}

void app_act_algo(app *a, int index)
{
    if (index >= 0 && (size_t)index < app_gen_count(a))
        app_select_algo(a, (size_t)index);
}

/* Tab: the next algorithm that runs on this grid. */
void app_act_algo_next(app *a, int dir)
{
    size_t i = a->maze.algo;
    size_t n = app_gen_count(a);
    for (size_t k = 0; k < n; k++) {
        i = (i + (dir < 0 ? n - 1 : 1)) % n;
        if (app_algo_fits(a, i))
            break;
    }
    app_select_algo(a, i);
}

void app_act_menu(app *a, int arg)
{
    (void)arg;
    toggle_menu(a, APP_MENU_ALGO, (int)a->maze.algo);
}

/* Ctrl+E: the kinds of event PgDn can run to, the chosen one selected. */
void app_act_event_menu(app *a, int arg)
{
    (void)arg;
    toggle_menu(a, APP_MENU_EVENT, (int)app_event_kind(a));
}

/* Shift+Z: the challenges, the one on (or the first) selected. */
void app_act_challenge_menu(app *a, int arg)
{
    (void)arg;
    const challenge *on = a->args.challenge;
    toggle_menu(a, APP_MENU_CHALLENGE, on ? (int)(on - challenges) : 0);
}

/* Cycles option `index` of the current algorithm (if it has one) and restarts, same seed. */
void app_act_option(app *a, int index)
{
    const gen_algo *algo = app_gen_algo(a, a->maze.algo);
    if (index < 0 || (size_t)index >= algo->n_options || index >= SM_MAX_OPTIONS)
        return;
    const gen_option *o = &algo->options[index];
    unsigned v = a->maze.opts.value[index] + 1u;
    a->maze.opts.value[index] = (uint8_t)(v < SM_MAX_VALUES && o->values[v] ? v : 0);
    restart(a);
}

void app_act_pause(app *a, int arg)
{
    (void)arg;
    a->paused = !a->paused;
    a->maze.hunting = false;
}

/* One step (more while held); pressed while running it pauses first, so the step can be watched. */
void app_act_step(app *a, int arg)
{
    (void)arg;
    if (app_lesson_edge(a, +1))
        return; /* → at the end of a slide's run: the next slide */
    a->paused = true;
    a->finishing = a->maze.seeking = a->maze.hunting = false;
    if (!app_next_phase(a))
        sm_run(a->maze.g, app_held_steps(a));
}

/* One step back, exactly (sm_seek replays from a checkpoint); held, it rewinds faster and faster. */
void app_act_back(app *a, int arg)
{
    (void)arg;
    if (app_lesson_edge(a, -1))
        return; /* ← at the start of a slide: the previous slide */
    a->paused = true;
    uint64_t now = sm_steps(a->maze.g), back = app_held_steps(a);
    if (now > 0)
        app_seek_now(a, now > back ? now - back : 0);
    else
        app_prev_phase(a); /* from a later machine's step 0 into the earlier one */
}

void app_act_home(app *a, int arg)
{
    (void)arg;
    a->paused = true;
    app_seek_now(a, 0);
}

void app_act_speed(app *a, int dir)
{
    a->speed = SDL_clamp(a->speed + dir, SPEED_MIN, SPEED_MAX);
    a->tick = 0;
}

void app_act_finish(app *a, int arg)
{
    (void)arg;
    a->finishing = !app_chain_done(a);
    a->maze.seeking = a->maze.hunting = false;
}

void app_act_restart(app *a, int arg)
{
    (void)arg;
    restart(a);
}

void app_next_seed(app *a)
{
    uint64_t state = a->seed;
    a->seed = rng_splitmix64(&state);
}

void app_act_new_seed(app *a, int arg)
{
    (void)arg;
    app_next_seed(a);
    restart(a);
}

/* B: block walls, seed 001's board of squares: a rectangle's only (elsewhere a note says so). */
void app_act_style(app *a, int arg)
{
    (void)arg;
    if (!maze_offers(a->maze.m, GRID_CAP_BLOCKS)) {
        app_notice(a, "%s", app_tr(STR_NOTE_BLOCK, a->lang));
        return;
    }
    render_set_style(a->r, render_get_style(a->r) == RENDER_THIN ? RENDER_BLOCK : RENDER_THIN);
}

/* V: the maze as its spanning tree (nodes and edges, render_tree.c), or as walls again. */
void app_act_view(app *a, int arg)
{
    (void)arg;
    render_set_view(a->r, render_get_view(a->r) == RENDER_VIEW_TREE ? RENDER_VIEW_MAZE : RENDER_VIEW_TREE);
}

void app_act_panel(app *a, int arg)
{
    (void)arg;
    a->panel_on = !a->panel_on;
    render_set_panel(a->r, a->panel_on);
}

void app_act_lang(app *a, int arg)
{
    (void)arg;
    a->lang = a->lang == SM_LANG_ZH ? SM_LANG_EN : SM_LANG_ZH;
    app_update_title(a);
    render_set_note(a->r, a->args.note[a->lang == SM_LANG_ZH]);
}

void app_act_theme(app *a, int arg)
{
    (void)arg;
    a->theme = (a->theme + 1) % CONFIG_THEMES;
    render_set_theme(a->r, config_themes[a->theme]);
}

void app_act_hide(app *a, int arg)
{
    (void)arg;
    a->overlays_on = !a->overlays_on;
}

/* F11: the desktop's size without a mode change; the size event that follows re-lays the frame. */
void app_act_fullscreen(app *a, int arg)
{
    (void)arg;
    if (!a->win)
        return;
    app_set_fullscreen(a->win, !app_is_fullscreen(a->win));
    render_invalidate(a->r);
}

/* F1: open the help, turn its page when it needed more than one, close it after the last. */
void app_act_help(app *a, int arg)
{
    (void)arg;
    if (a->help.on && a->help.page + 1 < render_info(a->r)->help_pages) {
        a->help.page++;
        return;
    }
    a->help.on = !a->help.on;
    a->help.page = 0;
}

/* A click on the maze: the cell under it becomes the start (left) or the goal (right). */
void app_act_click_end(app *a, int goal)
{
    uint32_t cell;
    if (render_cell_at(a->r, a->pointer.at.x, a->pointer.at.y, &cell))
        app_set_end(a, cell, goal != 0);
}
