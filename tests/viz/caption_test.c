/*
 * caption_test.c - the "This step" caption is the teaching and is never
 * the part of a frame that drops (issue 28, item 2): every generator and
 * solver, both languages, 800x600, 1728x972 and 1920x1080, the panel on
 * and off, several steps. Read from the renderer's layout (where the last
 * frame put the caption's heading and its rows), not from pixels.
 */
#include "viz_harness.h"
#include "mazeviz/solve.h"
#include "render/render.h"

static const uint64_t steps[] = {1, 2, 3, 17, 420, 2139};

static bool inside(SDL_Rect in, int w, int h) { return in.w > 0 && in.x >= 0 && in.y >= 0 && in.x + in.w <= w && in.y + in.h <= h; }

/* One app; its caption checked at each step of steps[] its run reaches. Returns the frames checked. */
static int check_app(const sm_algo *al, bool solver, int w, int h, bool zh, int panel)
{
    char line[200];
    snprintf(line, sizeof line, "--algo %s --size 30x20 --seed %" PRIu64 " --lang %s%s%s%s",
             solver ? "wilson" : al->id, harness_seed, zh ? "zh" : "en",
             panel < 0 ? "" : panel ? " --panel on" : " --panel off", solver ? " --solve " : "", solver ? al->id : "");
    fixture f;
    if (!fixture_open(&f, w, h, line)) {
        CHECK(0, "cannot open fixture: %s", line);
        return 0;
    }
    int checked = 0;
    uint64_t at = 0;
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        const sm *g = app_gen(f.a);
        if (sm_done(g))
            break;
        app_advance(f.a, steps[i] - at);
        at = steps[i];
        app_draw(f.a);
        g = app_gen(f.a);
        char cap[512];
        sm_caption(g, zh ? SM_LANG_ZH : SM_LANG_EN, cap, sizeof cap);
        if (!*cap)
            continue;
        const render_layout_info *in = render_info(app_renderer(f.a));
        SDL_Rect head = in->caption_head, body = in->caption;
        CHECK(inside(head, w, h) && inside(body, w, h) && body.h > 0 && in->caption_rows >= 1,
              "%s, step %" PRIu64 ": the caption's heading (%d,%d %dx%d) and first line (%d,%d %dx%d, %d rows) are not both on screen "
              "(caption: %s)", line, sm_steps(g), head.x, head.y, head.w, head.h, body.x, body.y, body.w, body.h,
              in->caption_rows, cap);
        CHECK(!SDL_HasIntersection(&body, &in->maze) && !SDL_HasIntersection(&body, &in->hud) &&
                  !SDL_HasIntersection(&body, &in->timeline),
              "%s, step %" PRIu64 ": the caption (%d,%d %dx%d) overlaps the maze, the HUD or the timeline", line,
              sm_steps(g), body.x, body.y, body.w, body.h);
        checked++;
    }
    fixture_close(&f);
    return checked;
}

/*
 * The editor's caption (how to edit: every key) is whole at every size and
 * in both languages (issue 33: at 800x600 it ran off after "Ctrl+S").
 */
static int check_edit(int w, int h, bool zh, int panel)
{
    char line[200];
    snprintf(line, sizeof line, "--size 30x20 --seed %" PRIu64 " --edit --lang %s%s", harness_seed, zh ? "zh" : "en",
             panel < 0 ? "" : panel ? " --panel on" : " --panel off");
    fixture f;
    if (!fixture_open(&f, w, h, line)) {
        CHECK(0, "cannot open fixture: %s", line);
        return 0;
    }
    app_draw(f.a);
    const render_layout_info *in = render_info(app_renderer(f.a));
    CHECK(in->caption_rows >= 1 && !in->caption_cut, "%s at %dx%d: the editor's caption is cut (%d rows shown)", line, w,
          h, in->caption_rows);
    fixture_close(&f);
    return 1;
}

int main(void)
{
    static const int sizes[][2] = {{800, 600}, {1728, 972}, {1920, 1080}};
    harness_init();
    int checked = 0;
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int zh = 0; zh < 2; zh++)
            for (int panel = -1; panel < 2; panel++) {
                for (size_t i = 0; i < gen_algo_count; i++)
                    checked += check_app(gen_algos[i], false, sizes[s][0], sizes[s][1], zh, panel);
                for (size_t i = 0; i < solve_algo_count; i++)
                    checked += check_app(solve_algos[i], true, sizes[s][0], sizes[s][1], zh, panel);
                checked += check_edit(sizes[s][0], sizes[s][1], zh, panel);
            }
    printf("caption: %d frames checked\n", checked);
    CHECK(checked > 1000, "only %d frames had a caption", checked);
    if (harness_failures)
        printf("caption: %d check(s) failed\n", harness_failures);
    TTF_Quit();
    SDL_Quit();
    return harness_failures ? 1 : 0;
}
