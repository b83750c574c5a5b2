/*
 * predict_test.c - predict mode through the window's own code, driven by
 * synthetic key presses and clicks (issue 17's checks), for every
 * generator, the braid machine, every solver and the distance machine:
 *
 * - answering with the machine's own next line (a digit, or a click on the
 *   line in the panel) scores right, any other line wrong;
 * - where the step asks for a cell, the real next cell (a click on its
 *   centre) scores right and a cell that is no neighbour of it, and no
 *   other right answer, wrong;
 * - after each answer the step plays, and the state - walls, every cell's
 *   mark, the note - equals that of a reference machine after one plain
 *   step; → plays a step unanswered, likewise;
 * - the score reads "7 / 9 right" / "答对 7 / 9", survives another
 *   algorithm and goes back to 0 / 0 with Shift+A;
 * - the random choice is drawn as an arrow (on squares and hexagons);
 * - PgDn stops on the step before the next event, so the class predicts it.
 */
#define _POSIX_C_SOURCE 200809L /* mkstemp */
#include "viz_harness.h"
#include "app/config.h"
#include "mazeviz/solve.h"
#include "render/render.h"

#define QUESTIONS 24 /* per machine */

static char cmd[400];
static double clock_ms = 1000;

/* One frame, the app's clock a step later. */
static void frame(app *a, double ms)
{
    clock_ms += ms;
    app_set_clock(a, clock_ms);
    app_frame(a);
}

/* The reference: the same chain built by hand, its last machine stepped plainly. */
typedef struct ref {
    maze *m;
    sm *gen, *last;
} ref;

static bool ref_open(ref *r, const sm_algo *al, uint32_t w, uint32_t h, const char *braid)
{
    memset(r, 0, sizeof *r);
    r->m = maze_create(w, h);
    gen_settings s = gen_default_settings();
    s.track_changes = true;
    bool generator = al->kind == SM_GENERATOR && al != &gen_braid;
    r->gen = r->m ? sm_create(generator ? al : gen_algos[0], r->m, harness_seed, &s) : NULL;
    if (!r->gen)
        return false;
    if (generator) {
        r->last = r->gen;
        return true;
    }
    sm_finish(r->gen);
    sm_settings t = sm_default_settings();
    t.track_changes = true;
    t.from = t.to = MAZE_NONE;
    if (braid)
        t.braid = (uint8_t)atoi(braid);
    r->last = sm_create(al, r->m, harness_seed, &t);
    return r->last != NULL;
}

static void ref_close(ref *r)
{
    if (r->last != r->gen)
        sm_destroy(r->last);
    sm_destroy(r->gen);
    maze_destroy(r->m);
}

/* The app's machine against the reference: step, note, walls, every cell's mark. */
static void same_state(const sm *g, const sm *want, const char *id, const char *how)
{
    CHECK(sm_steps(g) == sm_steps(want), "%s %s: step %" PRIu64 ", the reference is at %" PRIu64, id, how,
          sm_steps(g), sm_steps(want));
    sm_note a = sm_get_note(g), b = sm_get_note(want);
    CHECK(memcmp(&a, &b, sizeof a) == 0, "%s %s at step %" PRIu64 ": note line %u caption %u, want line %u caption %u",
          id, how, sm_steps(g), a.line, a.caption, b.line, b.caption);
    CHECK(maze_equal(sm_maze(g), sm_maze(want)), "%s %s at step %" PRIu64 ": walls differ", id, how, sm_steps(g));
    const maze *m = sm_maze(g);
    for (uint32_t c = 0; c < m->n; c++) {
        sm_cell x = sm_cell_mark(g, c), y = sm_cell_mark(want, c);
        if (x.kind != y.kind || x.shade != y.shade || x.group != y.group) {
            CHECK(0, "%s %s at step %" PRIu64 ": cell %u is %u/%u/%u, want %u/%u/%u", id, how, sm_steps(g), c, x.kind,
                  x.shade, x.group, y.kind, y.shade, y.group);
            return;
        }
    }
}

static unsigned score_right(const app *a)
{
    unsigned r, n;
    app_predict_score(a, &r, &n);
    return r;
}

static unsigned score_asked(const app *a)
{
    unsigned r, n;
    app_predict_score(a, &r, &n);
    return n;
}

/* Answers line `line`: its digit when it has one and `by_key`, else a click on it in the panel. */
static bool answer_line(fixture *f, unsigned line, bool by_key)
{
    if (line < 9 && by_key) {
        press(f->a, (SDL_Keycode)(SDLK_1 + (int)line), 0);
        return true;
    }
    SDL_Rect r = render_info(app_renderer(f->a))->code_line[line];
    if (r.w <= 0)
        return false;
    click_at(f->a, r.x + r.w / 2, r.y + r.h / 2, SDL_BUTTON_LEFT);
    return true;
}

/* A click on cell c's centre (any shape). */
static bool answer_cell(fixture *f, uint32_t c)
{
    SDL_FPoint p;
    if (!render_cell_centre(app_renderer(f->a), c, &p, NULL))
        return false;
    click_at(f->a, (int)p.x, (int)p.y, SDL_BUTTON_LEFT);
    return true;
}

/* A cell that answers q wrong and is no neighbour of the right one, or MAZE_NONE. */
static uint32_t wrong_cell(sm *g, const sm_question *q)
{
    const maze *m = sm_maze(g);
    for (uint32_t k = 0; k < m->n; k++) {
        uint32_t c = (q->cell + m->n / 2 + k * 7) % m->n;
        bool near = c == q->cell;
        for (unsigned s = 0; s < m->sides && !near; s++)
            near = maze_neighbor(m, q->cell, s) == c;
        if (!near && maze_exists(m, c) && !sm_answer_cell(g, q, c))
            return c;
    }
    return MAZE_NONE;
}

/* Counts of what one machine's run checked. */
typedef struct tally {
    unsigned lines_right, lines_wrong, cells_right, cells_wrong;
} tally;

/* One question: answer it as `how` says (0 right line, 1 wrong line, 2 right cell, 3 wrong cell), see the step play. */
static void one_question(fixture *f, ref *r, const char *id, int how, int i, tally *t)
{
    app *a = f->a;
    sm_question q;
    CHECK(sm_ask_next(r->last, &q), "%s: no question at step %" PRIu64, id, sm_steps(r->last));
    bool cell_hint = strstr(app_hud(a), "click the cell") != NULL;
    CHECK(cell_hint == q.cell_asked, "%s step %" PRIu64 ": the HUD '%s' %s a cell question", id, sm_steps(r->last),
          app_hud(a), q.cell_asked ? "does not ask" : "asks");
    unsigned ncode = sm_algorithm(r->last)->code_lines;
    char keys[16]; /* the digits that answer: 1 to the last line, at most 9 */
    snprintf(keys, sizeof keys, "1–%u)", ncode < 9 ? ncode : 9);
    CHECK(strstr(app_hud(a), keys) != NULL, "%s: the HUD '%s' does not offer the keys %s", id, app_hud(a), keys);
    unsigned right = score_right(a), asked = score_asked(a);
    bool want_right = how == 0 || how == 2, ok = true;
    if ((how == 2 || how == 3) && !q.cell_asked)
        how -= 2;
    uint32_t wrong = how == 3 ? wrong_cell(r->last, &q) : MAZE_NONE;
    if (how == 3 && wrong == MAZE_NONE)
        how = 1;
    size_t lines = sm_algorithm(r->last)->code_lines;
    switch (how) {
    case 0:
        ok = answer_line(f, q.line, i % 2 == 0);
        t->lines_right += ok;
        break;
    case 1: /* another line: line + 1 .. line + lines - 1, never the line itself */
        ok = answer_line(f, (unsigned)((q.line + 1 + (size_t)i % (lines - 1)) % lines), i % 2 == 1);
        t->lines_wrong += ok;
        break;
    case 2:
        ok = answer_cell(f, q.cell);
        t->cells_right += ok;
        break;
    default:
        ok = answer_cell(f, wrong);
        t->cells_wrong += ok;
        break;
    }
    CHECK(ok, "%s step %" PRIu64 ": could not give answer %d", id, sm_steps(r->last), how);
    CHECK(score_asked(a) == asked + 1, "%s step %" PRIu64 ": answer %d not counted (%u asked, was %u)", id,
          sm_steps(r->last), how, score_asked(a), asked);
    CHECK(score_right(a) == right + want_right, "%s step %" PRIu64 ": answer %d (%s line %u cell %u): %u right, was %u",
          id, sm_steps(r->last), how, want_right ? "right" : "wrong", q.line, q.cell, score_right(a), right);
    frame(a, 100); /* the verdict shows: the step has not played yet */
    CHECK(sm_steps(app_gen(a)) == sm_steps(r->last), "%s: the step played before its verdict was seen", id);
    frame(a, CONFIG_PREDICT_WRONG_MS + 100);
    sm_step(r->last);
    same_state(app_gen(a), r->last, id, "after an answer");
}

static void check_machine(const sm_algo *al, const char *extra, const char *braid)
{
    fixture f;
    snprintf(cmd, sizeof cmd, "--predict --size 12x9 --seed %" PRIu64 " --lang en %s", harness_seed, extra);
    if (!fixture_open(&f, 1920, 1080, cmd)) {
        CHECK(0, "cannot open '%s'", cmd);
        return;
    }
    app *a = f.a;
    app_advance(a, 0); /* the earlier machines to their end: the last one at its step 0 */
    ref r;
    CHECK(ref_open(&r, al, 12, 9, braid), "%s: no reference", al->id);
    CHECK(sm_algorithm(app_gen(a)) == al, "%s: the window runs %s", al->id, sm_algorithm(app_gen(a))->id);
    tally t = {0, 0, 0, 0};
    for (int i = 0; i < QUESTIONS && r.last && !sm_done(r.last) && !harness_failures; i++) {
        frame(a, 10);
        one_question(&f, &r, al->id, i % 4, i, &t);
        int skip = (i * 5) % 7; /* →: steps unanswered, to reach later states */
        for (int k = 0; k < skip && !sm_done(r.last); k++) {
            press(a, SDLK_RIGHT, 0);
            sm_step(r.last);
        }
        frame(a, 10);
        same_state(app_gen(a), r.last, al->id, "after →");
    }
    printf("%-22s lines right %u wrong %u, cells right %u wrong %u\n", al->id, t.lines_right, t.lines_wrong,
           t.cells_right, t.cells_wrong);
    CHECK(t.lines_right > 0 && t.lines_wrong > 0, "%s: no line answered both ways", al->id);
    ref_close(&r);
    fixture_close(&f);
}

static void test_every_machine(void)
{
    for (size_t i = 0; i < gen_algo_count; i++) {
        char extra[64];
        snprintf(extra, sizeof extra, "--algo %s", gen_algos[i]->id);
        check_machine(gen_algos[i], extra, NULL);
    }
    check_machine(&gen_braid, "--opt braid=60", "60");
    for (size_t i = 0; i < solve_algo_count; i++) {
        char extra[64];
        snprintf(extra, sizeof extra, "--solve %s", solve_algos[i]->id);
        check_machine(solve_algos[i], extra, NULL);
    }
    check_machine(&solve_distance, "--solve distance", NULL);
}

/* "7 / 9 right", kept across another algorithm, back to 0 / 0 with Shift+A; in Chinese "答对 7 / 9". */
static void test_score(void)
{
    fixture f;
    snprintf(cmd, sizeof cmd, "--predict --size 12x9 --seed %" PRIu64 " --lang en", harness_seed);
    if (!fixture_open(&f, 1280, 720, cmd)) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app *a = f.a;
    for (int i = 0; i < 3; i++) {
        frame(a, 10);
        press(a, SDLK_9, 0); /* Wilson has 6 lines: never right */
        frame(a, CONFIG_PREDICT_WRONG_MS + 10);
    }
    CHECK(score_right(a) == 0 && score_asked(a) == 3, "three wrong answers: %u / %u", score_right(a), score_asked(a));
    press(a, SDLK_TAB, 0);
    frame(a, 10);
    CHECK(score_asked(a) == 3 && strcmp(app_mode_id_now(a), "predict") == 0,
          "Tab (another algorithm) lost the score or the mode: %u asked, mode %s", score_asked(a), app_mode_id_now(a));
    const sm *g = app_gen(a);
    sm_question q;
    sm_ask_next((sm *)g, &q);
    press(a, (SDL_Keycode)(SDLK_1 + (int)q.line), 0);
    frame(a, 10);
    render_frame rf;
    render_panel rp;
    app_view(a, &rf, &rp);
    CHECK(rf.prompt_right && strcmp(rf.prompt_right, "1 / 4 right") == 0, "the score reads '%s', want '1 / 4 right'",
          rf.prompt_right ? rf.prompt_right : "(none)");
    CHECK(rf.prompt && strstr(rf.prompt, "Right") && rf.prompt_answer, "the verdict reads '%s'", rf.prompt ? rf.prompt : "");
    press(a, SDLK_l, 0);
    app_view(a, &rf, &rp);
    CHECK(rf.prompt_right && strcmp(rf.prompt_right, "答对 1 / 4") == 0, "in Chinese the score reads '%s'",
          rf.prompt_right ? rf.prompt_right : "(none)");
    CHECK(rf.prompt && strstr(rf.prompt, "答对了") && !strstr(rf.prompt, "Right"), /* issue 28 item 7 */
          "after L the verdict reads '%s'", rf.prompt ? rf.prompt : "");
    press(a, SDLK_a, KMOD_SHIFT);
    CHECK(score_right(a) == 0 && score_asked(a) == 0, "Shift+A: the score is %u / %u", score_right(a), score_asked(a));
    press(a, SDLK_a, 0);
    CHECK(strcmp(app_mode_id_now(a), "single") == 0, "A in predict mode went to %s", app_mode_id_now(a));
    fixture_close(&f);
}

/* A wrong line answer flashes the right line on the answer band; a wrong cell rings the right one. */
static void test_flash(void)
{
    fixture f;
    snprintf(cmd, sizeof cmd, "--predict --size 12x9 --seed %" PRIu64 " --lang en --solve bfs", harness_seed);
    if (!fixture_open(&f, 1920, 1080, cmd)) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app *a = f.a;
    app_advance(a, 3);
    frame(a, 10);
    sm_question q;
    sm_ask_next((sm *)app_gen(a), &q);
    CHECK(q.cell_asked, "BFS at step 3 asks no cell");
    uint32_t wrong = wrong_cell((sm *)app_gen(a), &q);
    answer_cell(&f, wrong);
    app_set_clock(a, clock_ms + 1);
    app_draw(a);
    read_pixels(&f);
    const render_theme *th = &config_theme_classic;
    SDL_Rect m = render_info(app_renderer(a))->maze;
    long ring = count_rgb(&f, &m, th->answer_bg.r, th->answer_bg.g, th->answer_bg.b);
    CHECK(ring > 20, "a wrong cell: the right one is not ringed (%ld answer-coloured pixels)", ring);
    frame(a, CONFIG_PREDICT_WRONG_MS + 10);
    frame(a, 10);
    sm_ask_next((sm *)app_gen(a), &q);
    press(a, (SDL_Keycode)(SDLK_1 + (int)(q.line + 1) % 4), 0);
    app_set_clock(a, clock_ms + 1);
    app_draw(a);
    read_pixels(&f);
    SDL_Rect band = render_info(app_renderer(a))->code_line[q.line];
    long lit = count_rgb(&f, &band, th->answer_bg.r, th->answer_bg.g, th->answer_bg.b);
    CHECK(lit > band.w * band.h / 3, "a wrong line: line %u is not on the answer band (%ld of %d pixels)", q.line + 1,
          lit, band.w * band.h);
    fixture_close(&f);
}

/*
 * Issue 28 item 7: another frontier cell than the one Prim draws is right,
 * and the verdict says that several were; with BFS a queued cell behind
 * the front, at the same distance, is wrong.
 */
static void test_several(void)
{
    fixture f;
    snprintf(cmd, sizeof cmd, "--predict --algo prim --size 12x9 --seed %" PRIu64 " --lang en", harness_seed);
    if (!fixture_open(&f, 1280, 720, cmd)) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app *a = f.a;
    app_advance(a, 6);
    frame(a, 10);
    sm_question q;
    sm_ask_next((sm *)app_gen(a), &q);
    uint32_t right[64];
    size_t n = sm_answer_cells(app_gen(a), &q, right, 64);
    CHECK(q.cell_asked && n > 1 && n == q.n_right, "Prim at step 6: %zu cells count", n);
    answer_cell(&f, right[n - 1]);
    render_frame rf;
    render_panel rp;
    app_view(a, &rf, &rp);
    char want[32];
    snprintf(want, sizeof want, "any of %zu cells", n);
    CHECK(score_right(a) == 1 && rf.prompt && strstr(rf.prompt, want), "another frontier cell: %u right, verdict '%s'",
          score_right(a), rf.prompt ? rf.prompt : "");
    fixture_close(&f);
}

/* The random choice as an arrow between the two cells' centres: the theme's arrow colour, on squares and hexagons. */
static void test_arrow(const char *grid)
{
    fixture f;
    snprintf(cmd, sizeof cmd, "--predict --grid %s --size 12x9 --seed %" PRIu64 " --lang en", grid, harness_seed);
    if (!fixture_open(&f, 1280, 720, cmd)) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app *a = f.a;
    int seen = 0;
    for (int i = 0; i < 30; i++) {
        frame(a, 10);
        sm_question q;
        sm_ask_next((sm *)app_gen(a), &q);
        read_pixels(&f);
        SDL_FPoint p0, p1;
        if (q.choice_from != MAZE_NONE && q.choice_to != MAZE_NONE &&
            render_cell_centre(app_renderer(a), q.choice_from, &p0, NULL) &&
            render_cell_centre(app_renderer(a), q.choice_to, &p1, NULL)) {
            SDL_Point mid = {(int)((p0.x + p1.x) / 2), (int)((p0.y + p1.y) / 2)};
            Uint32 px = f.px[(size_t)mid.y * (size_t)f.surf->w + (size_t)mid.x] | 0xff000000u;
            SDL_Color c = config_theme_classic.ask_arrow;
            Uint32 want = 0xff000000u | (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b;
            CHECK(px == want, "%s step %" PRIu64 ": between the choice's cells the pixel is %06x, not the arrow's %06x",
                  grid, sm_steps(app_gen(a)), px & 0xffffff, want & 0xffffff);
            seen++;
        }
        press(a, SDLK_RIGHT, 0);
    }
    CHECK(seen > 5, "%s: only %d steps showed a choice", grid, seen);
    fixture_close(&f);
}

/* PgDn in predict mode: the next step is the event's, so the class predicts it. */
static void test_event_key(void)
{
    fixture f;
    snprintf(cmd, sizeof cmd, "--predict --size 20x15 --seed %" PRIu64 " --lang en", harness_seed);
    if (!fixture_open(&f, 1280, 720, cmd)) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app *a = f.a;
    size_t ev = (size_t)sm_event_find(sm_algorithm(app_gen(a)), "loop-erased");
    for (int k = 0; k < 3; k++) {
        press(a, SDLK_PAGEDOWN, 0);
        for (int i = 0; i < 1000 && a->maze.hunting; i++)
            frame(a, 33);
        frame(a, 10);
        sm_question q;
        sm_ask_next((sm *)app_gen(a), &q);
        CHECK(q.events >> ev & 1u, "PgDn %d: the next step (%" PRIu64 ") erases no loop", k + 1, q.step);
        CHECK(strstr(app_hud(a), "line's number") != NULL, "PgDn %d: no question asked: %s", k + 1, app_hud(a));
    }
    uint64_t at = sm_steps(app_gen(a));
    press(a, SDLK_PAGEUP, 0);
    sm_question q;
    sm_ask_next((sm *)app_gen(a), &q);
    CHECK(sm_steps(app_gen(a)) < at && (q.events >> ev & 1u), "PgUp: at step %" PRIu64 " (was %" PRIu64
          "), the next step erases %s loop", sm_steps(app_gen(a)), at, q.events >> ev & 1u ? "a" : "no");
    fixture_close(&f);
}

/*
 * At 800x600 the question stays in the big font (the score gives way: one
 * line of body text), so it can be read at the back of the room: the ink
 * of the question's white text spans more than 45 % of the row's height
 * (one row of body text spans about a third).
 */
static void test_question_big(void)
{
    fixture f;
    if (!fixture_open(&f, 800, 600, "--predict --algo wilson --size 30x20 --steps 2")) {
        CHECK(false, "cannot open the 800x600 predict fixture");
        return;
    }
    frame(f.a, 16);
    read_pixels(&f);
    SDL_Rect box = render_info(app_renderer(f.a))->prompt;
    int top = box.h, bottom = -1;
    for (int y = box.y; y < box.y + box.h; y++)
        for (int x = box.x; x < box.x + box.w / 2; x++)
            if ((f.px[(size_t)y * (size_t)f.surf->w + (size_t)x] & 0xFFFFFF) == 0xFFFFFF) {
                top = SDL_min(top, y - box.y);
                bottom = SDL_max(bottom, y - box.y);
            }
    int ink = bottom - top + 1;
    CHECK(box.h > 0 && ink * 100 > box.h * 45, "800x600: the question's ink is %d px of a %d px row (small type)",
          ink, box.h);
    fixture_close(&f);
}

/*
 * Issue 28 item 7: the score is the one number the class watches: one line,
 * at least the body text's size (it was cut into two small rows), at
 * 800x600 and 1920x1080 in both languages, with a two-digit score.
 */
static void test_score_size(void)
{
    static const int sizes[][2] = {{800, 600}, {1920, 1080}};
    for (int s = 0; s < 2; s++)
        for (int zh = 0; zh < 2; zh++) {
            fixture f;
            snprintf(cmd, sizeof cmd, "--predict --size 30x20 --seed %" PRIu64 " --lang %s", harness_seed, zh ? "zh" : "en");
            if (!fixture_open(&f, sizes[s][0], sizes[s][1], cmd)) {
                CHECK(0, "cannot open fixture");
                return;
            }
            for (int i = 0; i < 12; i++) { /* 12 answers: a two-digit score */
                frame(f.a, 10);
                press(f.a, SDLK_9, 0);
                frame(f.a, CONFIG_PREDICT_WRONG_MS + 10);
            }
            frame(f.a, 10);
            const render_layout_info *in = render_info(app_renderer(f.a));
            SDL_Rect sc = in->prompt_right;
            size_t n;
            const SDL_Rect *tr = render_text_rects(app_renderer(f.a), &n);
            bool one_line = false;
            for (size_t k = 0; k < n; k++)
                one_line |= SDL_RectEquals(&tr[k], &sc);
            CHECK(sc.w > 0 && sc.h >= in->body_px && one_line && SDL_HasIntersection(&sc, &in->prompt),
                  "%dx%d %s: the score is %dx%d (body text %d px, %s): not one line of at least body size",
                  sizes[s][0], sizes[s][1], zh ? "zh" : "en", sc.w, sc.h, in->body_px, one_line ? "one line" : "not one text");
            fixture_close(&f);
        }
}

/* Issue 28 item 7: the maze stays put while the arrow and the ringed answer come and go (their legend rows are kept). */
static void test_maze_stays(void)
{
    fixture f;
    snprintf(cmd, sizeof cmd, "--predict --size 30x20 --seed %" PRIu64 " --lang en --solve bfs", harness_seed);
    if (!fixture_open(&f, 1920, 1080, cmd)) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app *a = f.a;
    press(a, SDLK_RETURN, 0); /* the maze at once: the solver's questions ask for cells */
    for (int i = 0; i < 40; i++)
        frame(a, 40);
    SDL_Rect first = render_info(app_renderer(a))->maze;
    int moved = 0;
    for (int i = 0; i < 30; i++) {
        frame(a, 10);
        SDL_Rect in = render_info(app_renderer(a))->maze; /* 0,0 is never a right answer after the first step */
        click_at(a, in.x + 2, in.y + 2, SDL_BUTTON_LEFT);
        frame(a, 10);
        SDL_Rect now = render_info(app_renderer(a))->maze;
        moved += !SDL_RectEquals(&now, &first);
        frame(a, CONFIG_PREDICT_WRONG_MS + 10);
    }
    CHECK(moved == 0 && score_asked(a) >= 20, "the maze moved in %d of 30 answers (%u asked)", moved, score_asked(a));
    fixture_close(&f);
}

/* Issue 28 item 7: the legend's swatch for the random choice is an arrow (its head is wider than its shaft). */
static void test_arrow_swatch(void)
{
    fixture f;
    snprintf(cmd, sizeof cmd, "--predict --size 30x20 --seed %" PRIu64, harness_seed);
    if (!fixture_open(&f, 1920, 1080, cmd)) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app_advance(f.a, 30); /* Wilson's walk: the next step's neighbour is a random choice */
    frame(f.a, 10);
    read_pixels(&f);
    const render_layout_info *in = render_info(app_renderer(f.a));
    SDL_Rect sw = {0, 0, 0, 0};
    for (int k = 0; k < RENDER_MAX_LEGEND; k++)
        if (in->legend_swatch[k].w > 0)
            sw = in->legend_swatch[k]; /* the last one shown: the arrow's */
    const SDL_Color ink = config_theme_classic.ask_arrow;
    int shaft = 0, head = 0;
    for (int x = sw.x + 2; x < sw.x + sw.w - 2; x++) { /* inside the swatch's frame */
        SDL_Rect col = {x, sw.y + 2, 1, sw.h - 4};
        long n = count_rgb(&f, &col, ink.r, ink.g, ink.b);
        if (x < sw.x + sw.w / 3)
            shaft = SDL_max(shaft, (int)n);
        else
            head = SDL_max(head, (int)n);
    }
    CHECK(sw.w > 0 && shaft > 0 && head > shaft * 3 / 2, "the arrow's swatch: shaft %d px, head %d px (a bar, not an arrow?)",
          shaft, head);
    fixture_close(&f);
}

/* Enter finishes the generator only: the solver's steps are asked about next (it ran them all unasked). */
static void test_enter_stops_at_solver(void)
{
    fixture f;
    if (!fixture_open(&f, 1280, 800, "--predict --algo backtracker --size 12x8 --solve bfs")) {
        CHECK(false, "cannot open the --solve bfs predict fixture");
        return;
    }
    app *a = f.a;
    press(a, SDLK_RETURN, 0);
    for (int i = 0; i < 50; i++)
        frame(a, 40);
    const sm *g = app_gen(a);
    CHECK(strcmp(sm_algorithm(g)->id, "bfs") == 0 && sm_steps(g) == 0 && !sm_done(g),
          "after Enter: %s at step %" PRIu64 "%s, want BFS at step 0", sm_algorithm(g)->id, sm_steps(g),
          sm_done(g) ? " (done)" : "");
    unsigned asked = score_asked(a);
    sm_question q;
    CHECK(sm_ask_next((sm *)g, &q), "after Enter: no question about the solver's first step");
    press(a, (SDL_Keycode)(SDLK_1 + q.line), 0);
    CHECK(score_asked(a) == asked + 1 && score_right(a) == 1, "the solver's first line: %u right of %u",
          score_right(a), score_asked(a));
    fixture_close(&f);
}

/*
 * Issue 31: a wrong answer's reason is read whole at 800x600 - the question
 * row grows to hold its rows (A*'s rule takes four there; the row held two
 * and cut the rest). Each text drawn in the row lies inside it, and more
 * than two rows of it are drawn; also at 1920x1080.
 */
static void test_why_whole(void)
{
    static const int sizes[][2] = {{800, 600}, {1920, 1080}};
    for (int s = 0; s < 2; s++) {
        fixture f;
        if (!fixture_open(&f, sizes[s][0], sizes[s][1], "--exercise --algo kruskal --size 5x5 --seed 3 --solve astar --lang en")) {
            CHECK(0, "cannot open the exercise fixture");
            return;
        }
        frame(f.a, 10);
        SDL_Rect in = render_info(app_renderer(f.a))->maze; /* the last cell: not the open list's first pick */
        click_at(f.a, in.x + in.w - 3, in.y + in.h - 3, SDL_BUTTON_LEFT);
        frame(f.a, 10);
        const render_layout_info *info = render_info(app_renderer(f.a));
        SDL_Rect box = info->prompt;
        size_t n;
        const SDL_Rect *tr = render_text_rects(app_renderer(f.a), &n);
        int rows = 0, cut = 0;
        for (size_t k = 0; k < n; k++) {
            if (tr[k].x >= box.x + box.w || tr[k].y < box.y || tr[k].y >= box.y + box.h + info->body_px || SDL_RectEquals(&tr[k], &info->prompt_right))
                continue; /* not the question row's text, or its score */
            rows++;
            cut += tr[k].y + tr[k].h > box.y + box.h;
        }
        CHECK(rows > (s == 0 ? 2 : 1) && cut == 0, "%dx%d: the wrong answer's reason is %d rows in a %d px row, %d of them cut",
              sizes[s][0], sizes[s][1], rows, box.h, cut);
        fixture_close(&f);
    }
}

/*
 * A script longer than 9 lines: its line 22 is answered by typing 2, 2 (the
 * first digit waits, the HUD shows it), 3 answers at once (no line 30 to
 * 39 in 25 lines), 1 then Enter answers line 1, Backspace erases. The old
 * keys answered 2 at once: line 22 could not be answered by key.
 */
static void test_long_script(void)
{
    char path[] = "/tmp/predict_long_XXXXXX"; /* --script reads any name */
    int fd = mkstemp(path);
    FILE *fp = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!fp) {
        CHECK(0, "cannot write a script in /tmp");
        return;
    }
    for (int i = 1; i <= 11; i++)
        fprintf(fp, "-- line %d: a long comment, so that the carve is on line 22\n", i);
    fputs("local inmaze = {}\nlocal cell = random(maze.cells)\ninmaze[cell] = true\nlocal left = maze.cells - 1\n"
          "while left > 0 do\n  local nbrs = maze:neighbors(cell)\n  local n = nbrs[random(#nbrs)]\n"
          "  if not inmaze[n] then\n    inmaze[n] = true\n    left = left - 1\n    maze:carve(cell, n)\n"
          "  end\n  cell = n\nend\n", fp);
    fclose(fp);
    fixture f;
    snprintf(cmd, sizeof cmd, "--predict --script %s --size 8x6 --seed %" PRIu64 " --lang en", path, harness_seed);
    bool open = fixture_open(&f, 1280, 720, cmd);
    remove(path);
    if (!open) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app *a = f.a;
    frame(a, 10);
    sm_question q;
    sm_ask_next((sm *)app_gen(a), &q);
    CHECK(q.line + 1 == 22, "the script's step is on line %u, want 22", q.line + 1);
    press(a, SDLK_2, 0);
    frame(a, 10);
    CHECK(score_asked(a) == 0 && strstr(app_hud(a), "line 2"), "2 of 25 lines: asked %u, HUD '%s'", score_asked(a),
          app_hud(a));
    press(a, SDLK_2, 0);
    frame(a, 10);
    CHECK(score_right(a) == 1 && score_asked(a) == 1, "2, 2 (line 22): %u / %u", score_right(a), score_asked(a));
    frame(a, CONFIG_PREDICT_RIGHT_MS + 10);
    press(a, SDLK_3, 0);
    frame(a, 10);
    CHECK(score_right(a) == 1 && score_asked(a) == 2, "3 (no line 30-39): %u / %u", score_right(a), score_asked(a));
    frame(a, CONFIG_PREDICT_WRONG_MS + 10);
    press(a, SDLK_2, 0);
    press(a, SDLK_BACKSPACE, 0);
    press(a, SDLK_1, 0);
    frame(a, 10);
    CHECK(score_asked(a) == 2, "2, Backspace, 1 answered: %u asked", score_asked(a));
    press(a, SDLK_RETURN, 0);
    frame(a, 10);
    CHECK(score_right(a) == 1 && score_asked(a) == 3, "1, Enter (line 1): %u / %u", score_right(a), score_asked(a));
    fixture_close(&f);
}

int main(void)
{
    harness_init();
    test_why_whole();
    test_question_big();
    test_score_size();
    test_maze_stays();
    test_arrow_swatch();
    test_enter_stops_at_solver();
    test_score();
    test_long_script();
    test_flash();
    test_several();
    test_arrow("rect");
    test_arrow("hex");
    test_event_key();
    test_every_machine();
    TTF_Quit();
    SDL_Quit();
    if (harness_failures) {
        fprintf(stderr, "predict_test: %d failure(s)\n", harness_failures);
        return 1;
    }
    printf("predict_test: ok\n");
    return 0;
}
