/* test_maze.c - the grid and the random number generator. */
#include <string.h>

#include "check.h"
#include "mazeviz/maze.h"
#include "mazeviz/rng.h"

static void test_sizes(void)
{
    CHECK(maze_create(0, 5) == NULL, "0x5 accepted");
    CHECK(maze_create(5, 0) == NULL, "5x0 accepted");
    CHECK(maze_create(MAZE_MAX_SIDE + 1, 1) == NULL, "too wide accepted");
    CHECK(maze_size_ok(MAZE_MAX_SIDE, MAZE_MAX_SIDE), "2^30 cells is the limit");
    CHECK(!maze_size_ok(MAZE_MAX_SIDE + 1, MAZE_MAX_SIDE - 1), "over 2^30 cells");
    CHECK(maze_size_ok(16384, 16384), "16384x16384 must be accepted");
    maze *m = maze_create(1, 1);
    CHECK(m && m->n == 1, "1x1");
    for (maze_dir d = 0; d < m->sides; d++)
        CHECK(maze_neighbor(m, 0, (maze_dir)d) == MAZE_NONE, "1x1 has no neighbours");
    maze_destroy(m);
    maze_destroy(NULL);
}

static void test_neighbors_and_carving(void)
{
    maze *m = maze_create(4, 3);
    CHECK(maze_neighbor(m, 0, RECT_N) == MAZE_NONE && maze_neighbor(m, 0, RECT_W) == MAZE_NONE, "corner");
    CHECK(maze_neighbor(m, 0, RECT_E) == 1 && maze_neighbor(m, 0, RECT_S) == 4, "corner links");
    CHECK(maze_neighbor(m, 3, RECT_E) == MAZE_NONE, "east border");
    CHECK(maze_neighbor(m, 4, RECT_W) == MAZE_NONE, "west border does not wrap");
    CHECK(maze_neighbor(m, 11, RECT_S) == MAZE_NONE && maze_neighbor(m, 11, RECT_N) == 7, "bottom");
    CHECK(!maze_carve(m, 3, RECT_E), "carving through the outer wall must fail");
    CHECK(maze_carve(m, 5, RECT_E), "carve");
    CHECK(maze_is_open(m, 5, RECT_E) && maze_is_open(m, 6, RECT_W), "carve opens both sides");
    CHECK(maze_passages(m) == 1, "one passage");
    CHECK(maze_build(m, 6, RECT_W) && !maze_is_open(m, 5, RECT_E), "build closes both sides");
    maze_fill(m, true);
    CHECK(maze_passages(m) == 3 * 3 + 4 * 2, "open field has every interior wall open");
    CHECK(!maze_is_open(m, 0, RECT_N) && !maze_is_open(m, 3, RECT_E), "outer wall stays closed");
    CHECK(!maze_is_perfect(m), "open field has cycles");
    maze_fill(m, false);
    CHECK(maze_passages(m) == 0 && maze_neighbor(m, 0, RECT_E) == 1, "fill keeps the shape");
    maze_destroy(m);
}

static void test_is_perfect(void)
{
    maze *m = maze_create(3, 1);
    CHECK(!maze_is_perfect(m), "no passages");
    maze_carve(m, 0, RECT_E);
    CHECK(!maze_is_perfect(m), "disconnected");
    maze_carve(m, 1, RECT_E);
    CHECK(maze_is_perfect(m), "corridor is perfect");
    maze_destroy(m);
    m = maze_create(2, 2);
    maze_carve(m, 0, RECT_E);
    maze_carve(m, 0, RECT_S);
    maze_carve(m, 3, RECT_N);
    CHECK(maze_is_perfect(m), "2x2 with 3 passages");
    maze_carve(m, 3, RECT_W);
    CHECK(!maze_is_perfect(m), "2x2 with a cycle");
    maze_destroy(m);
}

static void test_rng(void)
{
    uint64_t st = 0;
    /* splitmix64's published first output for state 0. */
    CHECK(rng_splitmix64(&st) == 0xe220a8397b1dcdafu, "splitmix64 reference value");
    rng a, b;
    rng_seed(&a, 42);
    rng_seed(&b, 42);
    for (int i = 0; i < 1000; i++)
        CHECK(rng_next(&a) == rng_next(&b), "same seed, same stream");
    rng_seed(&b, 43);
    CHECK(rng_next(&a) != rng_next(&b), "different seeds differ");
    unsigned counts[7] = {0};
    unsigned dirs[4] = {0};
    for (int i = 0; i < 70000; i++) {
        uint32_t v = rng_below(&a, 7);
        CHECK(v < 7, "rng_below range");
        counts[v < 7 ? v : 0]++;
        dirs[rng_dir(&a)]++;
    }
    for (int i = 0; i < 7; i++)
        CHECK(counts[i] > 9400 && counts[i] < 10600, "rng_below(7) bucket %d: %u", i, counts[i]);
    for (int i = 0; i < 4; i++)
        CHECK(dirs[i] > 16800 && dirs[i] < 18200, "rng_dir bucket %d: %u", i, dirs[i]);
    CHECK(rng_below(&a, 1) == 0, "rng_below(1)");
}

int main(void)
{
    test_sizes();
    test_neighbors_and_carving();
    test_is_perfect();
    test_rng();
    return check_exit("test_maze");
}
