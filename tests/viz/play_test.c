/*
 * play_test.c - play mode through the window's own code, driven by
 * synthetic arrow keys and clicks (issue 17's checks):
 *
 * - on a rectangle, walking the shortest path (a breadth-first search of
 *   the test's own from the goal) with the arrow keys reaches the goal and
 *   reports that many moves, the cells visited and the shortest path's
 *   length; before each move every arrow into a wall does nothing;
 * - the same on a braided maze (loops: the shortest path is not the only
 *   one), with clicks on hexagons, triangles, a polar grid and a masked
 *   grid, where an arrow always moves through an open wall or not at all;
 * - a detour and back counts its moves, and the trail loses the loop;
 * - S shows the shortest path, R starts again, N makes a new maze, W leaves.
 */
#include <unistd.h>

#include "viz_harness.h"
#include "app/config.h"
#include "mazeviz/stats.h"
#include "mazeviz/words.h"
#include "render/render.h"

static char cmd[400];

typedef struct play {
    uint32_t at;
    uint64_t moves, seen, shortest;
    bool goal;
} play;

static play state(const app *a)
{
    play p = {MAZE_NONE, 0, 0, 0, false};
    CHECK(app_play_state(a, &p.at, &p.moves, &p.seen, &p.shortest, &p.goal), "play mode is not on (%s)",
          app_mode_id_now(a));
    return p;
}

/* The shortest path from `from` to `to` by the test's own search: cells, from first; returns the count. */
static size_t shortest_path(const maze *m, uint32_t from, uint32_t to, uint32_t *out)
{
    uint32_t *dist = malloc(m->n * sizeof *dist), *queue = malloc(m->n * sizeof *queue), far;
    for (uint32_t c = 0; c < m->n; c++)
        dist[c] = UINT32_MAX;
    maze_bfs(m, to, queue, dist, &far);
    size_t n = 0;
    for (uint32_t c = from; dist[c] != UINT32_MAX;) {
        out[n++] = c;
        if (c == to)
            break;
        for (unsigned s = 0; s < m->sides; s++) {
            uint32_t nb = maze_neighbor(m, c, s);
            if (nb != MAZE_NONE && maze_is_open(m, c, s) && dist[nb] + 1 == dist[c]) {
                c = nb;
                break;
            }
        }
    }
    free(dist);
    free(queue);
    return n;
}

static SDL_Keycode arrow_of(unsigned side)
{
    static const SDL_Keycode keys[4] = {[RECT_N] = SDLK_UP, [RECT_E] = SDLK_RIGHT, [RECT_S] = SDLK_DOWN,
                                        [RECT_W] = SDLK_LEFT};
    return keys[side];
}

/* On a rectangle: every arrow into a closed wall leaves the marker where it is. */
static void bump_walls(app *a, const maze *m, uint32_t c)
{
    for (unsigned s = 0; s < 4; s++) {
        if (maze_is_open(m, c, s))
            continue;
        play before = state(a);
        press(a, arrow_of(s), 0);
        play after = state(a);
        CHECK(after.at == before.at && after.moves == before.moves, "an arrow into the wall at side %u of cell %u moved"
              " the marker to %u (%" PRIu64 " moves)", s, c, after.at, after.moves);
    }
}

/* On any shape: an arrow moves to an open neighbour or nowhere, counting one move when it does (R starts again). */
static void arrows_open_only(app *a, const maze *m)
{
    int moved = 0;
    for (int k = 0; k < 4; k++) {
        play before = state(a);
        press(a, k == 0 ? SDLK_RIGHT : k == 1 ? SDLK_DOWN : k == 2 ? SDLK_LEFT : SDLK_UP, 0);
        play after = state(a);
        if (after.at == before.at) {
            CHECK(after.moves == before.moves, "an arrow that did not move counted a move");
            continue;
        }
        moved++;
        unsigned s = maze_side_to(m, before.at, after.at);
        CHECK(s != MAZE_NO_SIDE && maze_is_open(m, before.at, s), "an arrow moved from %u to %u: no open wall between",
              before.at, after.at);
        CHECK(after.moves == before.moves + 1, "a move counted %" PRIu64 " moves", after.moves - before.moves);
        press(a, SDLK_r, 0);
        CHECK(state(a).at == before.at && state(a).moves == 0, "R did not start again");
    }
    unsigned open = 0;
    for (unsigned s = 0; s < m->sides; s++)
        open += maze_neighbor(m, state(a).at, s) != MAZE_NONE && maze_is_open(m, state(a).at, s);
    CHECK(moved > 0 || open == 0, "no arrow moved from the start, which has %u open walls", open);
}

/* Walks the shortest path (arrows on rectangles, clicks elsewhere) and checks the goal's figures. */
static void walk(const char *what, const char *extra, bool keys)
{
    fixture f;
    snprintf(cmd, sizeof cmd, "--play --seed %" PRIu64 " --lang en %s", harness_seed, extra);
    if (!fixture_open(&f, 1280, 720, cmd)) {
        CHECK(0, "%s: cannot open '%s'", what, cmd);
        return;
    }
    app *a = f.a;
    app_frame(a);
    const maze *m = sm_maze(app_gen(a));
    CHECK(sm_done(app_gen(a)), "%s: --play did not open on the finished maze", what);
    play p = state(a);
    uint32_t goal = maze_last_cell(m);
    CHECK(p.at == maze_first_cell(m) && p.moves == 0 && p.seen == 1, "%s: the attempt starts at %u, %" PRIu64
          " moves, %" PRIu64 " seen", what, p.at, p.moves, p.seen);
    uint32_t *path = malloc(m->n * sizeof *path);
    size_t n = shortest_path(m, p.at, goal, path);
    CHECK(n >= 2 && path[n - 1] == goal, "%s: no path to the goal", what);
    CHECK(p.shortest == n - 1, "%s: the shortest path is %" PRIu64 " moves, the test finds %zu", what, p.shortest, n - 1);
    for (size_t i = 1; i < n && !harness_failures; i++) {
        if (keys) {
            bump_walls(a, m, path[i - 1]);
            press(a, arrow_of(maze_side_to(m, path[i - 1], path[i])), 0);
        } else {
            if (i == 1)
                arrows_open_only(a, m);
            SDL_FPoint pt;
            app_frame(a);
            CHECK(render_cell_centre(app_renderer(a), path[i], &pt, NULL), "%s: cell %u is not drawn", what, path[i]);
            click_at(a, (int)pt.x, (int)pt.y, SDL_BUTTON_LEFT);
        }
        CHECK(state(a).at == path[i], "%s: move %zu went to %u, not %u", what, i, state(a).at, path[i]);
    }
    p = state(a);
    CHECK(p.goal && p.moves == n - 1 && p.seen == n, "%s: at the end goal %d, %" PRIu64 " moves, %" PRIu64
          " cells visited; want the goal, %zu and %zu", what, p.goal, p.moves, p.seen, n - 1, n);
    app_frame(a);
    char want[96];
    /* counts on screen are grouped by thousands: "1,344 moves" */
    snprintf(want, sizeof want, "%s moves (shortest %s)", sm_count(n - 1).s, sm_count(n - 1).s);
    render_frame rf;
    render_panel rp;
    app_view(a, &rf, &rp);
    CHECK(rf.prompt && strstr(rf.prompt, "Goal!") && strstr(rf.prompt, want), "%s: the goal's verdict is '%s'", what,
          rf.prompt ? rf.prompt : "(none)");
    press(a, keys ? SDLK_LEFT : SDLK_RIGHT, 0);
    CHECK(state(a).moves == n - 1, "%s: a move after the goal counted", what);
    printf("%-28s %zu moves to the goal\n", what, n - 1);
    free(path);
    fixture_close(&f);
}

/* A detour into a dead end and back: its moves count, the trail loses the loop, the cells stay visited. */
static void test_detour(void)
{
    fixture f;
    snprintf(cmd, sizeof cmd, "--play --size 12x9 --seed %" PRIu64 " --lang en", harness_seed);
    if (!fixture_open(&f, 1280, 720, cmd)) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app *a = f.a;
    app_frame(a);
    render_frame rf;
    render_panel rp;
    app_view(a, &rf, &rp); /* issue 28 item 10: the instructions are not "This step" */
    CHECK(rp.caption_head && strcmp(rp.caption_head, "How to play") == 0, "play mode's instructions under '%s'",
          rp.caption_head ? rp.caption_head : "(none)");
    const maze *m = sm_maze(app_gen(a));
    uint32_t start = state(a).at, off = MAZE_NONE;
    uint32_t *path = malloc(m->n * sizeof *path);
    size_t n = shortest_path(m, start, maze_last_cell(m), path);
    for (unsigned s = 0; s < 4 && off == MAZE_NONE; s++) /* an open side off the shortest path, at some cell on it */
        for (size_t i = 0; i + 1 < n && off == MAZE_NONE; i++) {
            uint32_t nb = maze_neighbor(m, path[i], s);
            if (nb != MAZE_NONE && maze_is_open(m, path[i], s) && nb != path[i + 1] && (i == 0 || nb != path[i - 1])) {
                for (size_t k = 1; k <= i; k++)
                    press(a, arrow_of(maze_side_to(m, path[k - 1], path[k])), 0);
                press(a, arrow_of(s), 0);
                press(a, arrow_of(maze_opposite(m, path[i], s)), 0);
                off = nb;
                CHECK(state(a).at == path[i] && state(a).moves == i + 2 && state(a).seen == i + 2,
                      "a detour to %u and back: at %u, %" PRIu64 " moves, %" PRIu64 " seen", nb, state(a).at,
                      state(a).moves, state(a).seen);
            }
        }
    CHECK(off != MAZE_NONE, "no detour off the shortest path");
    press(a, SDLK_s, 0);
    app_frame(a);
    CHECK(strstr(app_hud(a), "shortest path") != NULL, "S: the HUD does not give the shortest path: %s", app_hud(a));
    press(a, SDLK_r, 0);
    CHECK(state(a).at == start && state(a).moves == 0 && state(a).seen == 1, "R did not start again");
    uint64_t seed = sm_seed(app_gen(a));
    press(a, SDLK_n, 0);
    app_frame(a);
    CHECK(sm_seed(app_gen(a)) != seed && sm_done(app_gen(a)) && state(a).moves == 0, "N: no new finished maze");
    press(a, SDLK_w, 0);
    CHECK(strcmp(app_mode_id_now(a), "single") == 0, "W in play mode went to %s", app_mode_id_now(a));
    free(path);
    fixture_close(&f);
}

/* W in the single maze finishes a half-made maze and starts play on it; the trail is drawn. */
static void test_enter(void)
{
    fixture f;
    snprintf(cmd, sizeof cmd, "--size 12x9 --seed %" PRIu64 " --lang en --solve bfs", harness_seed);
    if (!fixture_open(&f, 1280, 720, cmd)) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app *a = f.a;
    app_advance(a, 5);
    press(a, SDLK_w, 0);
    app_frame(a);
    CHECK(strcmp(app_mode_id_now(a), "play") == 0 && sm_done(app_gen(a)) && sm_algorithm(app_gen(a))->kind == SM_GENERATOR,
          "W: mode %s, the machine on screen %s", app_mode_id_now(a), sm_algorithm(app_gen(a))->id);
    const maze *m = sm_maze(app_gen(a));
    uint32_t *path = malloc(m->n * sizeof *path);
    size_t n = shortest_path(m, state(a).at, maze_last_cell(m), path);
    for (size_t k = 1; k < 4 && k < n; k++)
        press(a, arrow_of(maze_side_to(m, path[k - 1], path[k])), 0);
    app_frame(a);
    read_pixels(&f);
    const render_theme *th = &config_theme_classic;
    SDL_Rect mr = render_info(app_renderer(a))->maze;
    CHECK(count_rgb(&f, &mr, th->cell[SM_CELL_WALK].r, th->cell[SM_CELL_WALK].g, th->cell[SM_CELL_WALK].b) > 50,
          "the trail is not drawn");
    CHECK(count_rgb(&f, &mr, th->cell[SM_CELL_CURRENT].r, th->cell[SM_CELL_CURRENT].g, th->cell[SM_CELL_CURRENT].b) > 20,
          "the marker is not drawn");
    free(path);
    fixture_close(&f);
}

/*
 * W on a big half-made maze: the window keeps answering - play waits for
 * the maze a frame's share at a time, then the attempt begins
 * at the start; 3000x3000 takes far longer than one frame's budget.
 */
static void test_enter_big(void)
{
    fixture f;
    snprintf(cmd, sizeof cmd, "--size 3000x3000 --seed %" PRIu64 " --lang en", harness_seed);
    if (!fixture_open(&f, 800, 600, cmd)) {
        CHECK(0, "cannot open fixture");
        return;
    }
    app *a = f.a;
    press(a, SDLK_w, 0);
    CHECK(strcmp(app_mode_id_now(a), "play") == 0 && !sm_done(app_gen(a)),
          "W on a 3000x3000 maze: mode %s, generated in one frame: %s", app_mode_id_now(a),
          sm_done(app_gen(a)) ? "yes" : "no");
    uint32_t at;
    uint64_t moves, seen, shortest;
    bool goal;
    CHECK(!app_play_state(a, &at, &moves, &seen, &shortest, &goal), "play began on an unfinished maze");
    int frames = 0;
    while (frames < 10000 && !app_play_state(a, &at, &moves, &seen, &shortest, &goal)) {
        app_frame(a);
        frames++;
    }
    printf("play_test: 3000x3000 finished for play over %d frames\n", frames);
    const maze *m = sm_maze(app_gen(a));
    CHECK(frames > 1 && sm_done(app_gen(a)) && at == maze_first_cell(m) && moves == 0 && shortest > 0,
          "after %d frames: at %u, %" PRIu64 " moves, shortest %" PRIu64, frames, at, moves, shortest);
    fixture_close(&f);
}

/*
 * The goal on a dense maze at 800x600 (issue 28, item 8) covers at least a
 * disc of the least marker size in its colour, however small its cell, so
 * the class sees where the walk ends (the start is under the walker).
 */
static void check_least_goal(const char *grid)
{
    fixture f;
    snprintf(cmd, sizeof cmd, "--play --grid %s --seed %" PRIu64 " --lang en", grid, harness_seed);
    if (!fixture_open(&f, 800, 600, cmd)) {
        CHECK(0, "cannot open fixture: %s", cmd);
        return;
    }
    app_frame(f.a);
    app_draw(f.a);
    read_pixels(&f);
    const render_layout_info *in = render_info(app_renderer(f.a));
    SDL_Color e = config_theme_classic.cell[SM_CELL_GOAL];
    SDL_Rect near = {in->maze.x - in->body_px, in->maze.y - in->body_px, in->maze.w + 2 * in->body_px,
                     in->maze.h + 2 * in->body_px}; /* where a marker may reach */
    double d = in->body_px * config_metrics.marker_ratio, least = 0.8 * 3.14159 * d * d / 4;
    long goal = count_rgb(&f, &near, e.r, e.g, e.b);
    printf("play --grid %s at 800x600: goal %ld px (least %.0f)\n", grid, goal, least);
    CHECK(d >= 16 && goal >= least, "play --grid %s at 800x600: goal %ld px < %.0f", grid, goal, least);
    fixture_close(&f);
}

int main(void)
{
    harness_init();
    char mask[256];
    snprintf(mask, sizeof mask, "%s/play-mask-%d.txt", SDL_getenv("TMPDIR") ? SDL_getenv("TMPDIR") : "/tmp",
             (int)getpid()); /* another build's play_test may run beside this one */
    FILE *mf = fopen(mask, "w");
    if (mf) {
        fputs("..XXXXXX..\n.XXXXXXXX.\nXXX....XXX\nXXX....XXX\n.XXXXXXXX.\n..XXXXXX..\n", mf);
        fclose(mf);
    }
    walk("rect, arrows", "--size 15x10", true);
    walk("rect braided, arrows", "--size 15x10 --opt braid=70", true);
    walk("rect 120x80, arrows", "--size 120x80 --algo backtracker", true);
    walk("hex, clicks", "--grid hex --size 12x9", false);
    walk("hex braided, clicks", "--grid hex --size 12x9 --opt braid=50", false);
    walk("triangle, clicks", "--grid triangle --size 14x8", false);
    walk("polar, clicks", "--grid polar --size 6", false);
    char extra[300];
    snprintf(extra, sizeof extra, "--mask %s --algo kruskal", mask);
    walk("masked rect, clicks", extra, false);
    snprintf(extra, sizeof extra, "--mask %s --grid hex", mask);
    walk("masked hex, clicks", extra, false);
    test_detour();
    test_enter();
    test_enter_big();
    check_least_goal("rect --size 80x60");
    check_least_goal("hex --size 60x45");
    check_least_goal("triangle --size 80x50");
    check_least_goal("polar --size 25");
    remove(mask);
    TTF_Quit();
    SDL_Quit();
    if (harness_failures) {
        fprintf(stderr, "play_test: %d failure(s)\n", harness_failures);
        return 1;
    }
    printf("play_test: ok\n");
    return 0;
}
