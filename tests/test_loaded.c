/*
 * test_loaded.c - the loaded-maze machine (src/core/gen/loaded.c, --load):
 * the step-machine contract (sm_check.h: every step, batches, time travel,
 * step back, the story) on every grid and a mask, each run replaying a
 * maze Wilson's algorithm made (on a weave the first generator that runs
 * there: its tunnels are replayed too); the end is that maze exactly, one passage
 * per step; a source of another grid, or none, opens nothing.
 */
#include "shape_sizes.h"
#include "sm_check.h"

#include "mazeviz/gen.h"
#include "mazeviz/grid.h"

static maze *source; /* the maze the machine replays: the checks make blank mazes of its grid */

static maze *like_source(uint32_t w, uint32_t h)
{
    (void)w;
    (void)h;
    return maze_create_like(source);
}

/* The end of a run is the source, after one step per passage. */
static void replays(const sm_settings *s, const char *what)
{
    maze *m = maze_create_like(source);
    sm *g = m ? sm_create(&gen_loaded, m, 1, s) : NULL;
    CHECK(g, "%s: out of memory", what);
    if (!g)
        return;
    sm_finish(g);
    CHECK(maze_equal(m, source), "%s: the replayed maze is not the source", what);
    CHECK(sm_steps(g) == maze_passages(source), "%s: %" PRIu64 " steps for %" PRIu64 " passages", what,
          sm_steps(g), maze_passages(source));
    sm_destroy(g);
    maze_destroy(m);
}

static void on_grid(const grid_shape *shape, uint32_t w, uint32_t h, const uint8_t *mask, uint64_t seed, seen *sn)
{
    char what[64];
    snprintf(what, sizeof what, "loaded %s %ux%u%s", shape->id, (unsigned)w, (unsigned)h, mask ? " mask" : "");
    source = maze_create_shaped(shape, w, h, mask);
    const gen_algo *gen = gen_find("wilson"); /* or, where it does not run (a weave), the first that does */
    for (size_t i = 0; source && !sm_algo_fits(gen, source) && i < gen_algo_count; i++)
        gen = gen_algos[i];
    CHECK(source && gen_generate(gen, source, seed, NULL), "%s: no source maze", what);
    if (!source)
        return;
    sm_settings s = sm_default_settings();
    s.source = source;
    check_make = like_source;
    for (uint64_t k = 0; k < 4; k++)
        check_steps(&gen_loaded, &s, w, h, seed + k, 1, sn, what);
    check_batches(&gen_loaded, &s, seed, what);
    check_time_travel(&gen_loaded, &s, seed, what);
    uint64_t undone;
    check_step_back(&gen_loaded, &s, seed, what, &undone);
    replays(&s, what);
    maze_destroy(source);
    source = NULL;
}

/* No source, or one of another grid: nothing to replay, done at once. */
static void no_source(void)
{
    maze *m = maze_create(5, 4), *other = maze_create(4, 5);
    gen_generate(gen_find("wilson"), other, 3, NULL);
    for (int k = 0; k < 2; k++) {
        sm_settings s = sm_default_settings();
        s.source = k ? other : NULL;
        sm *g = sm_create(&gen_loaded, m, 1, &s);
        CHECK(g && sm_done(g) && maze_passages(m) == 0, "loaded with %s: it opened something",
              k ? "a source of another size" : "no source");
        sm_destroy(g);
    }
    maze_destroy(m);
    maze_destroy(other);
}

int main(void)
{
    uint64_t seed = test_seed("test_loaded", 20261127);
    seen all;
    memset(&all, 0, sizeof all);
    static uint8_t ring[12 * 8];
    for (uint32_t c = 0; c < 12 * 8; c++)
        ring[c] = !(c % 12 >= 3 && c % 12 <= 8 && c / 12 >= 2 && c / 12 <= 5);
    for (size_t i = 0; i < grid_shape_count; i++) {
        const grid_shape *g = grid_shapes[i];
        bool polar = !test_board(g);
        on_grid(g, polar ? 4 : 12, polar ? 0 : test_rows(g, 8), NULL, seed + i, &all);
        if (!polar)
            on_grid(g, 12, test_rows(g, 8), ring, seed + 10 + i, &all);
        if (g->size_ok(1, polar ? 0 : test_rows(g, 1))) /* a wrapped board takes 3 columns at least */
            on_grid(g, 1, polar ? 0 : test_rows(g, 1), NULL, seed + 20 + i, &all);
    }
    check_story(&gen_loaded, &all, "loaded");
    no_source();
    return check_exit("test_loaded");
}
