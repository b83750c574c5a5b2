/*
 * bar_test.c - the presenter's control bar and the timeline (issue 28,
 * item 4 and the bar part of item 10), through the app's own event and
 * frame code: a teacher clicks the timeline, the pointer's movement brings
 * the bar up, and the next click on the timeline must still seek there -
 * it used to land on the bar, which covered the timeline ("slower"). The
 * bar shows in the HUD's place only: never over the maze, the timeline,
 * the legend, the caption or the note; its buttons still do what their
 * keys do.
 *
 * usage: bar_test LESSON (a lesson file, for the bar's slide buttons)
 */
#include "viz_harness.h"

#include "app/config.h"
#include "settings/lesson.h"

static void button(app *a, Uint32 type, Uint8 which, int x, int y)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = x;
        e.motion.y = y;
    } else {
        e.button.button = which;
        e.button.x = x;
        e.button.y = y;
    }
    app_handle_event(a, &e);
}

static void pointer(app *a, Uint32 type, int x, int y) { button(a, type, SDL_BUTTON_LEFT, x, y); }

/* A real click: the pointer moves there first (which brings the bar up), then the button goes down and up. */
static void click(app *a, int x, int y)
{
    pointer(a, SDL_MOUSEMOTION, x - 3, y);
    pointer(a, SDL_MOUSEMOTION, x, y);
    pointer(a, SDL_MOUSEBUTTONDOWN, x, y);
    pointer(a, SDL_MOUSEBUTTONUP, x, y);
}

static double now_ms = 1000;

/* Frames until a seek the click started is done (a forward seek takes budgeted slices). */
static void frames(app *a, int n)
{
    for (int i = 0; i < n; i++) {
        now_ms += 33;
        app_set_clock(a, now_ms);
        app_frame(a);
    }
}

/* The step a click at output x on the timeline goes to (the scrub range spread over its pixels). */
static uint64_t step_at(const app *a, int x)
{
    const render_layout_info *in = render_info(app_renderer(a));
    float progress, reach;
    uint64_t end;
    app_timeline(a, app_gen(a), true, &progress, &reach, &end);
    double f = (double)(x - in->timeline.x) / SDL_max(1, in->timeline_reach);
    return (uint64_t)(SDL_clamp(f, 0.0, 1.0) * (double)end + 0.5);
}

static bool meets(SDL_Rect a, SDL_Rect b) { return a.w > 0 && b.w > 0 && SDL_HasIntersection(&a, &b); }

/* Every button of the bar drawn last: inside the HUD's rows, clear of everything the class reads. */
static void check_place(app *a, const char *what)
{
    const render_layout_info *in = render_info(app_renderer(a));
    SDL_Rect tl = in->timeline;
    SDL_Rect hit = {tl.x, tl.y - tl.h, tl.w, SDL_min(3 * tl.h, in->hud.y - (tl.y - tl.h))}; /* a click there seeks */
    int drawn = 0;
    for (int i = 0; i < a->bar.n; i++) {
        SDL_Rect b = a->bar.rect[i];
        CHECK(b.w > 0 || i >= drawn, "%s: button %d left out before button %d", what, i, drawn);
        if (b.w == 0)
            continue; /* left out: no room (the table's last first) */
        drawn = i + 1;
        CHECK(!meets(b, in->maze), "%s: button %d covers the maze", what, i);
        CHECK(!meets(b, hit), "%s: button %d covers the timeline", what, i);
        CHECK(!meets(b, in->caption), "%s: button %d covers the caption", what, i);
        CHECK(!meets(b, in->note), "%s: button %d covers the note", what, i);
        for (int k = 0; k < RENDER_MAX_LEGEND; k++)
            CHECK(!meets(b, in->legend_swatch[k]), "%s: button %d covers legend row %d", what, i, k);
        SDL_Rect row = {0, in->hud.y, in->hud.w, in->hud.h};
        SDL_Rect inside;
        CHECK(SDL_IntersectRect(&b, &row, &inside) && SDL_RectEquals(&inside, &b),
              "%s: button %d (%d,%d %dx%d) is outside the HUD's rows (y %d..%d)", what, i, b.x, b.y, b.w, b.h,
              in->hud.y, in->hud.y + in->hud.h);
    }
    CHECK(drawn >= 8, "%s: the bar shows %d of its %d buttons", what, drawn, a->bar.n);
}

/* Two clicks on the timeline: both seek, the second too (the bar is up by then), and the speed stays. */
static void check_timeline(int w, int h, const char *cmd, const lesson *l)
{
    char what[200];
    snprintf(what, sizeof what, "%dx%d %s%s", w, h, cmd, l ? " (a lesson)" : "");
    fixture f;
    if (!fixture_open(&f, w, h, cmd)) {
        CHECK(false, "%s: cannot open", what);
        return;
    }
    app *a = f.a;
    if (l)
        CHECK(app_lesson_open(a, l, 0, 0, NULL), "%s: the lesson does not open", what);
    app_advance(a, 600);
    frames(a, 2);
    int speed = a->speed;
    const render_layout_info *in = render_info(app_renderer(a));
    SDL_Rect tl = in->timeline;
    CHECK(tl.w > 0 && in->timeline_reach > 0, "%s: no timeline", what);
    int x1 = tl.x + in->timeline_reach / 4, x2 = tl.x + in->timeline_reach * 3 / 4, y = tl.y + tl.h / 2;
    uint64_t want1 = step_at(a, x1);
    click(a, x1, y);
    frames(a, 40);
    CHECK(sm_steps(app_gen(a)) == want1, "%s: the first click on the timeline went to step %" PRIu64 ", not %" PRIu64,
          what, sm_steps(app_gen(a)), want1);
    CHECK(app_bar_shown(a), "%s: the pointer moved and the bar is not up", what);
    check_place(a, what);
    uint64_t want2 = step_at(a, x2);
    click(a, x2, y);
    frames(a, 40);
    CHECK(sm_steps(app_gen(a)) == want2 && a->speed == speed,
          "%s: the second click on the timeline went to step %" PRIu64 " (want %" PRIu64 "), speed %d -> %d", what,
          sm_steps(app_gen(a)), want2, speed, a->speed);
    /* A right press while the knob is held lets it go: the moves after it seek nowhere. */
    pointer(a, SDL_MOUSEBUTTONDOWN, x1, y);
    button(a, SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT, x2, 5);
    button(a, SDL_MOUSEBUTTONUP, SDL_BUTTON_RIGHT, x2, 5);
    pointer(a, SDL_MOUSEBUTTONUP, x2, 5);
    frames(a, 40);
    uint64_t held = sm_steps(app_gen(a));
    pointer(a, SDL_MOUSEMOTION, x2, y);
    frames(a, 40);
    CHECK(!a->maze.dragging && sm_steps(app_gen(a)) == held,
          "%s: after a right press during a drag the knob is still held (step %" PRIu64 " -> %" PRIu64 ")", what, held,
          sm_steps(app_gen(a)));
    fixture_close(&f);
}

/* The bar's step button: one step, as → does (the bar works where it now sits). */
static void check_button(void)
{
    fixture f;
    if (!fixture_open(&f, 1280, 800, "--algo wilson --seed 7 --steps 100")) {
        CHECK(false, "cannot open the button fixture");
        return;
    }
    app *a = f.a;
    frames(a, 1);
    pointer(a, SDL_MOUSEMOTION, 10, 10);
    pointer(a, SDL_MOUSEMOTION, 20, 10);
    frames(a, 1);
    int step = -1;
    for (int i = 0; i < a->bar.n; i++)
        if (a->bar.rect[i].w > 0 && config_keys[a->bar.row[i]].fn == app_act_step)
            step = i;
    CHECK(step >= 0, "the bar has no step button");
    if (step >= 0) {
        SDL_Rect b = a->bar.rect[step];
        uint64_t before = sm_steps(app_gen(a));
        click(a, b.x + b.w / 2, b.y + b.h / 2);
        CHECK(sm_steps(app_gen(a)) == before + 1, "the step button went from step %" PRIu64 " to %" PRIu64, before,
              sm_steps(app_gen(a)));
    }
    fixture_close(&f);
}

int main(int argc, char **argv)
{
    harness_init();
    char err[768];
    lesson *l = argc > 1 ? lesson_load(argv[1], err, sizeof err) : NULL;
    CHECK(l != NULL, "no lesson: %s", argc > 1 ? err : "usage: bar_test LESSON");
    check_timeline(1920, 1080, "--algo wilson --seed 7 --panel on --lang en", NULL);
    check_timeline(1920, 1080, "--algo kruskal --seed 7 --panel on --lang zh", l);
    check_timeline(800, 600, "--algo wilson --seed 7 --lang en", NULL);
    check_timeline(800, 600, "--algo wilson --seed 7 --panel on --lang en", l);
    check_timeline(1000, 700, "--algo prim --seed 3 --panel off --lang en", l);
    check_button();
    lesson_free(l);
    TTF_Quit();
    SDL_Quit();
    if (harness_failures)
        fprintf(stderr, "bar: %d failures\n", harness_failures);
    else
        printf("bar: ok\n");
    return harness_failures ? 1 : 0;
}
