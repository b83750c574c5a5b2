/*
 * test_edit.c - the editor's model (edit.h): a click toggles one wall, a
 * stroke draws or erases a run as the first wall decided, undo and redo
 * give back exactly the mazes before and after each step, a fill is one
 * step, and the wall hit test answers on every shape. The checks the
 * editor shows (maze_checks_compute, the cells on a cycle, the cells not
 * reachable) are compared with an independent count: a union-find for the
 * loops, and "removing this passage still leaves its two cells joined"
 * for each cell on a cycle. Randomized: prints its seed.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mazeviz/edit.h"
#include "mazeviz/gen.h"
#include "mazeviz/grid.h"
#include "mazeviz/stats.h"

/* Cells reached from src by open passages, the passage (skip_c, skip_s) and its other end closed off (MAZE_NONE: none). */
static uint32_t reach(const maze *m, uint32_t src, uint32_t skip_c, unsigned skip_s, uint8_t *seen, uint32_t *queue)
{
    memset(seen, 0, m->n);
    uint32_t skip_nb = skip_c == MAZE_NONE ? MAZE_NONE : maze_neighbor(m, skip_c, skip_s);
    unsigned skip_back = skip_c == MAZE_NONE ? 0 : maze_opposite(m, skip_c, skip_s);
    size_t h = 0, t = 0;
    queue[t++] = src;
    seen[src] = 1;
    while (h < t) {
        uint32_t c = queue[h++];
        for (unsigned s = 0; s < m->sides; s++) {
            if (!maze_is_open(m, c, s) || (c == skip_c && s == skip_s) || (c == skip_nb && s == skip_back))
                continue;
            uint32_t nb = maze_neighbor(m, c, s);
            if (!seen[nb]) {
                seen[nb] = 1;
                queue[t++] = nb;
            }
        }
    }
    return (uint32_t)t;
}

static uint32_t find(uint32_t *up, uint32_t x)
{
    while (up[x] != x)
        x = up[x] = up[up[x]];
    return x;
}

/* Loops by a union-find: passages that join two cells already joined. */
static uint64_t loops_by_union(const maze *m)
{
    uint32_t *up = malloc(m->n * sizeof *up);
    uint64_t loops = 0;
    for (uint32_t c = 0; c < m->n; c++)
        up[c] = c;
    for (uint32_t c = 0; c < m->n; c++)
        for (unsigned s = 0; maze_exists(m, c) && s < m->sides; s++) {
            uint32_t nb = maze_neighbor(m, c, s);
            if (nb == MAZE_NONE || nb < c || !maze_is_open(m, c, s))
                continue;
            uint32_t a = find(up, c), b = find(up, nb);
            loops += a == b;
            up[a] = b;
        }
    free(up);
    return loops;
}

/* The editor's marks and figures against the independent counts. */
static void check_marks(const maze *m, const char *what)
{
    uint32_t *out = malloc(m->n * sizeof *out), *queue = malloc(m->n * sizeof *queue);
    uint8_t *seen = malloc(m->n), *on = calloc(m->n, 1);
    size_t n;
    CHECK(maze_cycle_cells(m, out, &n), "%s: no memory", what);
    for (size_t i = 0; i < n; i++)
        on[out[i]] = 1;
    for (uint32_t c = 0; c < m->n; c++) {
        bool cyc = false;
        for (unsigned s = 0; maze_exists(m, c) && s < m->sides && !cyc; s++)
            if (maze_neighbor(m, c, s) != MAZE_NONE && maze_is_open(m, c, s)) {
                reach(m, c, c, s, seen, queue);
                cyc = seen[maze_neighbor(m, c, s)];
            }
        CHECK(cyc == on[c], "%s: cell %" PRIu32 " on a cycle %d, the editor says %d", what, c, cyc, on[c]);
    }
    uint32_t from = maze_first_cell(m), reached = reach(m, from, MAZE_NONE, 0, seen, queue);
    CHECK(maze_unreachable_cells(m, from, out, &n), "%s: no memory", what);
    CHECK(n == m->count - reached, "%s: %zu unreachable, independently %" PRIu32, what, n, m->count - reached);
    for (size_t i = 0; i < n; i++)
        CHECK(!seen[out[i]], "%s: cell %" PRIu32 " is reachable", what, out[i]);
    maze_checks k;
    CHECK(maze_checks_compute(m, MAZE_NONE, MAZE_NONE, &k), "%s: no memory", what);
    uint64_t loops = loops_by_union(m);
    CHECK(k.loops == loops, "%s: loops %" PRIu64 ", independently %" PRIu64, what, k.loops, loops);
    CHECK(k.unreachable == m->count - reached, "%s: unreachable %" PRIu64, what, k.unreachable);
    CHECK(k.perfect == (loops == 0 && reached == m->count), "%s: perfect %d", what, k.perfect);
    free(out);
    free(queue);
    free(seen);
    free(on);
}

/* A click toggles, a stroke sets the walls it crosses as its first one, undo puts them all back as one step. */
static void check_stroke(void)
{
    maze *m = maze_create(6, 4);
    maze_edit e;
    maze_edit_init(&e, m);
    CHECK(maze_edit_press(&e, 0, RECT_E) && maze_is_open(m, 0, RECT_E) && maze_is_open(m, 1, RECT_W), "press opens");
    CHECK(maze_edit_drag(&e, 1, RECT_E) && maze_edit_drag(&e, 2, RECT_E), "the drag erases on");
    CHECK(!maze_edit_drag(&e, 2, RECT_E), "an open wall stays open in an erasing stroke");
    CHECK(!maze_edit_press(&e, 0, RECT_N), "the outer wall is not editable");
    CHECK(!maze_edit_drag(&e, 3, RECT_E), "no stroke after a press on nothing");
    CHECK(maze_passages(m) == 3 && e.steps == 1, "one step of 3 walls: %" PRIu64 " passages", maze_passages(m));
    CHECK(maze_edit_press(&e, 1, RECT_E) && !maze_is_open(m, 1, RECT_E), "a press on an open wall closes it");
    CHECK(maze_edit_drag(&e, 0, RECT_E) && !maze_edit_drag(&e, 3, RECT_E), "a drawing stroke closes, leaves closed");
    maze_edit_release(&e);
    CHECK(!maze_edit_drag(&e, 2, RECT_E), "no drag after the release");
    CHECK(maze_passages(m) == 1, "drawn: %" PRIu64, maze_passages(m));
    CHECK(maze_edit_undo(&e) && maze_passages(m) == 3, "undo the drawing stroke");
    CHECK(maze_edit_undo(&e) && maze_passages(m) == 0 && !maze_edit_undo(&e), "undo the first stroke, then none");
    CHECK(maze_edit_redo(&e) && maze_passages(m) == 3 && e.steps == 1, "redo");
    CHECK(maze_edit_press(&e, 8, RECT_S) && !maze_edit_redo(&e), "a new step forgets the redo");
    CHECK(maze_edit_fill(&e, true) && maze_passages(m) == maze_edges(m), "fill open");
    CHECK(!maze_edit_fill(&e, true), "fill open twice: nothing changes");
    CHECK(maze_edit_undo(&e) && maze_passages(m) == 4, "the fill is one step");
    uint32_t hc;
    unsigned hs;
    CHECK(!grid_wall_at(m, 2.0f, 1.02f, 0.3f, &hc, &hs), "a corner where four walls meet is no one wall");
    CHECK(grid_wall_at(m, 1.75f, 1.02f, 0.3f, &hc, &hs) && hc == 7 && hs == RECT_N, "along a wall near a corner: that wall");
    maze_edit_free(&e);
    maze_destroy(m);
}

/* Random presses, drags, undos and redos: each undo gives back the maze before the step exactly. */
static void check_history(const grid_shape *g, uint32_t w, uint32_t h, uint64_t seed)
{
    maze *m = maze_create_shaped(g, w, h, NULL);
    if (!m)
        return;
    gen_settings set = gen_default_settings();
    const gen_algo *gen = gen_algos[0]; /* or, where it does not run (a weave), the first that does */
    for (size_t i = 0; !sm_algo_fits(gen, m) && i < gen_algo_count; i++)
        gen = gen_algos[i];
    CHECK(gen_generate(gen, m, seed, &set), "%s: generate", g->id);
    enum { STEPS = 60 };
    uint8_t *snap[STEPS + 1];
    maze_edit e;
    maze_edit_init(&e, m);
    rng r;
    rng_seed(&r, seed);
    int at = 0;
    memset(snap, 0, sizeof snap);
    snap[0] = malloc(m->n);
    memcpy(snap[0], m->cells, m->n);
    char what[64];
    for (int i = 0; i < STEPS; i++) {
        uint32_t c = maze_random_cell(m, &r);
        unsigned s = maze_random_side(m, &r), op = rng_below(&r, 6);
        if (op == 0 && at > 0) {
            CHECK(maze_edit_undo(&e) && memcmp(m->cells, snap[--at], m->n) == 0, "%s: undo to %d", g->id, at);
        } else if (maze_edit_press(&e, c, s)) {
            for (int k = 0; k < 4; k++)
                maze_edit_drag(&e, maze_random_cell(m, &r), maze_random_side(m, &r));
            maze_edit_release(&e);
            for (int j = ++at; j <= STEPS; j++) { /* the steps that could have been redone are gone */
                free(snap[j]);
                snap[j] = NULL;
            }
            snap[at] = malloc(m->n);
            memcpy(snap[at], m->cells, m->n);
        }
        snprintf(what, sizeof what, "%s %" PRIu32 "x%" PRIu32 " edit %d", g->id, w, h, i);
        check_marks(m, what);
        CHECK(grid_bad_link(m) == MAZE_NONE, "%s: the edit left a tunnel its grid forbids", what);
        if (i == STEPS / 2 && m->shape->link_ok) { /* fill open, then closed: still a weave, each one step */
            for (int f = 1; f >= 0; f--)
                if (maze_edit_fill(&e, f)) {
                    CHECK(grid_bad_link(m) == MAZE_NONE, "%s: fill %d left a tunnel its grid forbids", what, f);
                    maze_edit_undo(&e);
                }
        }
    }
    while (at > 0)
        CHECK(maze_edit_undo(&e) && memcmp(m->cells, snap[--at], m->n) == 0, "%s: undo all, at %d", g->id, at);
    for (int j = 0; j <= STEPS; j++)
        free(snap[j]);
    maze_edit_free(&e);
    maze_destroy(m);
}

/* Near the middle of each wall (a tenth of the way to the centre) the hit test names that wall; a centre names none. */
static void check_hit(const grid_shape *g, uint32_t w, uint32_t h)
{
    maze *m = maze_create_shaped(g, w, h, NULL);
    if (!m)
        return;
    grid_pt p[GRID_MAX_POINTS];
    for (uint32_t c = 0; c < m->n; c++) {
        grid_pt ctr = g->center(m, c);
        uint32_t hc;
        unsigned hs;
        CHECK(!grid_wall_at(m, ctr.x, ctr.y, 0.25f, &hc, &hs), "%s: a wall at the centre of %" PRIu32, g->id, c);
        for (unsigned s = 0; s < m->sides; s++) {
            unsigned k = maze_neighbor(m, c, s) != MAZE_NONE ? g->wall(m, c, s, p) : 0;
            if (k < 2)
                continue;
            grid_pt a = p[(k - 1) / 2], b = p[k / 2];
            float x = (a.x + b.x) / 2, y = (a.y + b.y) / 2;
            x += (ctr.x - x) * 0.1f;
            y += (ctr.y - y) * 0.1f;
            bool hit = grid_wall_at(m, x, y, 0.25f, &hc, &hs);
            CHECK(hit && hc == c && hs == s, "%s %" PRIu32 "x%" PRIu32 ": wall %u of cell %" PRIu32 " -> %d %" PRIu32 " %u",
                  g->id, w, h, s, c, hit, hc, hs);
        }
    }
    maze_destroy(m);
}

/* A cube's ways up and down have no wall to click: the middle of each's arrow names that side. */
static void check_hit_marks(void)
{
    maze *m = maze_create_shaped(&grid_cube, 3, GRID_LEVELS(2, 3), NULL);
    unsigned marks = 0, wrong = 0;
    grid_pt p[GRID_MAX_POINTS];
    for (uint32_t c = 0; m && c < m->n; c++)
        for (unsigned s = 0; s < m->sides; s++) {
            unsigned k = maze_neighbor(m, c, s) != MAZE_NONE ? grid_cube.passage_mark(m, c, s, p) : 0;
            if (k < 3)
                continue;
            float x = (p[0].x + p[1].x + p[2].x) / 3, y = (p[0].y + p[1].y + p[2].y) / 3;
            uint32_t hc;
            unsigned hs;
            marks++;
            wrong += !grid_wall_at(m, x, y, 0.25f, &hc, &hs) || hc != c || hs != s;
        }
    CHECK(m && marks == 3 * 2 * 2 * 2 && wrong == 0, "cube 3x2x3: %u of %u arrows do not name their side", wrong, marks);
    maze_destroy(m);
}

int main(void)
{
    uint64_t seed = test_seed("edit", 33);
    check_stroke();
    for (size_t i = 0; i < grid_shape_count; i++) {
        const grid_shape *g = grid_shapes[i];
        uint32_t w = 7, h = 5;
        if (!g->size_ok(w, h)) {
            w = g->sizes.w;
            h = g->sizes.h;
        }
        check_history(g, w, h, seed + i);
        check_hit(g, w, h);
    }
    check_hit_marks();
    return check_exit("edit");
}
