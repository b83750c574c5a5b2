/*
 * test_foundation.c - what Wilson's algorithm and the backtracker promise
 * beyond the generic checks: the walk's shape after every step, where walks
 * start, exact step counts, a deep maze without recursion, and the same
 * maze on every machine.
 */
#include <string.h>

#include "check.h"
#include "mazeviz/gen.h"

/* Fingerprints of 30x20 mazes, seed 1 (see test_golden). */
#define GOLDEN_WILSON_1 0xce78cb7e1d9b7932u
#define GOLDEN_BACKTRACKER_1 0x597bc9ddf0b77bc6u

/* FNV-1a over the passage bits: a fingerprint of the walls. */
static uint64_t fingerprint(const maze *m)
{
    uint64_t h = 0xcbf29ce484222325u;
    for (uint32_t c = 0; c < m->n; c++)
        h = (h ^ (m->cells[c] & 0x0fu)) * 0x100000001b3u;
    return h;
}

/* Walks the walk back from its head along tentative walls; returns its length. */
static uint64_t trace_walk(const gen *g, uint32_t head)
{
    const maze *m = gen_maze(g);
    uint64_t len = 1;
    uint32_t c = head, prev = MAZE_NONE;
    for (;;) {
        uint32_t next = MAZE_NONE;
        for (int d = 0; d < MAZE_DIRS; d++) {
            uint32_t nb = maze_neighbor(m, c, (maze_dir)d);
            if (nb != prev && nb != MAZE_NONE && gen_wall_mark(g, c, (maze_dir)d) == GEN_WALL_TENTATIVE) {
                CHECK(next == MAZE_NONE, "walk branches at cell %u", c);
                next = nb;
            }
        }
        if (next == MAZE_NONE || len > m->n)
            return len;
        CHECK(gen_cell_mark(g, next).kind == GEN_CELL_WALK, "tentative wall leads off the walk");
        prev = c;
        c = next;
        len++;
    }
}

static void test_wilson_walk(uint64_t seed)
{
    maze *m = maze_create(12, 9);
    gen *g = gen_create(gen_find("wilson"), m, seed, NULL);
    uint64_t loops = 0, erasing_steps = 0;
    while (!gen_done(g)) {
        gen_info before, after;
        gen_get_info(g, &before);
        gen_step(g);
        gen_get_info(g, &after);
        uint32_t head = MAZE_NONE, walk = 0, first_out = MAZE_NONE;
        for (uint32_t c = 0; c < m->n; c++) {
            gen_cell_kind k = gen_cell_mark(g, c).kind;
            if (k == GEN_CELL_HEAD)
                head = c;
            walk += k == GEN_CELL_HEAD || k == GEN_CELL_WALK;
            if (k != GEN_CELL_MAZE && first_out == MAZE_NONE)
                first_out = c;
        }
        if (gen_done(g)) {
            CHECK(walk == 0 && after.cells_in_maze == m->n, "finished with a walk left");
            break;
        }
        CHECK(head != MAZE_NONE, "no head");
        CHECK(walk == after.walk_len, "walk_len %" PRIu64 " but %u walk cells", after.walk_len, walk);
        CHECK(trace_walk(g, head) == walk, "the walk is not one simple path from its head");
        if (after.cells_in_maze > before.cells_in_maze)
            CHECK(walk == 1 && head == first_out, "a new walk starts at the first cell outside the maze");
        if (after.loops_erased > before.loops_erased) {
            erasing_steps++;
            CHECK(after.walk_len < before.walk_len, "erasing a loop must shorten the walk");
        }
        loops = after.loops_erased;
    }
    CHECK(loops > 0 && erasing_steps == loops, "loops erased: %" PRIu64, loops);
    CHECK(maze_is_perfect(m), "wilson 12x9");
    gen_destroy(g);
    maze_destroy(m);
}

static void test_wilson_random_start(uint64_t seed)
{
    const gen_algo *a = gen_find("wilson");
    gen_settings s = gen_default_settings();
    CHECK(gen_parse_option(a, "start=random", &s), "start=random");
    CHECK(!gen_parse_option(a, "start=middle", &s), "start=middle must be refused");
    maze *m = maze_create(40, 30);
    gen *g = gen_create(a, m, seed, &s);
    int elsewhere = 0;
    while (!gen_done(g)) {
        gen_info before, after;
        gen_get_info(g, &before);
        gen_step(g);
        gen_get_info(g, &after);
        if (gen_done(g) || after.cells_in_maze == before.cells_in_maze)
            continue;
        uint32_t first_out = 0;
        while (gen_cell_mark(g, first_out).kind == GEN_CELL_MAZE)
            first_out++;
        elsewhere += gen_cell_mark(g, first_out).kind != GEN_CELL_HEAD;
    }
    CHECK(elsewhere > 10, "random starts should rarely be the first free cell (%d)", elsewhere);
    CHECK(maze_is_perfect(m), "wilson start=random");
    gen_destroy(g);
    maze_destroy(m);
}

static void test_backtracker(uint64_t seed)
{
    const gen_algo *a = gen_find("backtracker");
    maze *m = maze_create(23, 17);
    gen *g = gen_create(a, m, seed, NULL);
    uint64_t max_depth = 0;
    while (!gen_done(g)) {
        gen_step(g);
        gen_info info;
        gen_get_info(g, &info);
        uint64_t on_stack = 0;
        for (uint32_t c = 0; c < m->n; c++) {
            gen_cell_kind k = gen_cell_mark(g, c).kind;
            on_stack += k == GEN_CELL_STACK || k == GEN_CELL_CURRENT;
        }
        CHECK(on_stack == info.stack_depth, "stack depth %" PRIu64 " vs %" PRIu64 " marked",
              info.stack_depth, on_stack);
        if (info.stack_depth > max_depth)
            max_depth = info.stack_depth;
    }
    CHECK(gen_steps(g) == 2u * m->n - 1, "backtracker: %" PRIu64 " steps, want 2n-1", gen_steps(g));
    CHECK(max_depth > 20, "stack never grew");
    gen_destroy(g);
    gen_settings s = gen_default_settings();
    CHECK(gen_parse_option(a, "start=corner", &s), "start=corner");
    g = gen_create(a, m, seed, &s);
    CHECK(gen_cell_mark(g, 0).kind == GEN_CELL_CURRENT, "corner start is the top-left cell");
    gen_destroy(g);
    maze_destroy(m);
}

/* Seed 001 dies at the recursion limit; ours has no recursion to run out of. */
static void test_deep_backtracker(void)
{
    maze *m = maze_create(4096, 4096);
    gen *g = gen_create(gen_find("backtracker"), m, 1, NULL);
    CHECK(g != NULL, "4096x4096 backtracker");
    if (g) {
        gen_finish(g);
        CHECK(maze_passages(m) == (uint64_t)m->n - 1, "4096x4096 passages");
        CHECK(maze_is_perfect(m), "4096x4096 backtracker is perfect");
    }
    gen_destroy(g);
    maze_destroy(m);
}

/* The same seed gives the same maze on every machine: fixed fingerprints. */
static void test_golden(void)
{
    static const struct { const char *id; uint64_t seed; uint64_t print; } golden[] = {
        {"wilson", 1, GOLDEN_WILSON_1},
        {"backtracker", 1, GOLDEN_BACKTRACKER_1},
    };
    for (size_t i = 0; i < sizeof golden / sizeof golden[0]; i++) {
        maze *m = maze_create(30, 20);
        gen *g = gen_create(gen_find(golden[i].id), m, golden[i].seed, NULL);
        gen_finish(g);
        uint64_t fp = fingerprint(m);
        CHECK(fp == golden[i].print, "%s seed %" PRIu64 ": fingerprint 0x%016" PRIx64, golden[i].id,
              golden[i].seed, fp);
        gen_destroy(g);
        maze_destroy(m);
    }
}

int main(void)
{
    uint64_t seed = test_seed("test_foundation", 7);
    test_wilson_walk(seed);
    test_wilson_random_start(seed);
    test_backtracker(seed);
    test_deep_backtracker();
    test_golden();
    return check_exit("test_foundation");
}
