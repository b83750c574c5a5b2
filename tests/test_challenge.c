/*
 * test_challenge.c - the challenges' judges (src/core/challenge.c): each
 * challenge gets a maze built here that passes and one that fails, and
 * the verdict and its reason (both languages) are checked; a maze of
 * another size fails; ids are unique and every text is there in both
 * languages. Mazes built by hand: the open grid (every wall open), the
 * serpentine (rows joined at alternate ends), the comb (a spine down
 * column 0, a corridor east along each row); generated ones by fixed
 * seeds, printed.
 */
#include "check.h"

#include <string.h>

#include "mazeviz/challenge.h"
#include "mazeviz/gen.h"

static maze *open_grid(uint32_t w, uint32_t h)
{
    maze *m = maze_create(w, h);
    maze_fill(m, true);
    return m;
}

/* Rows east and west in turn, joined at their ends: one long corridor. */
static maze *serpentine(uint32_t w, uint32_t h)
{
    maze *m = maze_create(w, h);
    for (uint32_t y = 0; y < h; y++) {
        for (uint32_t x = 0; x + 1 < w; x++)
            maze_carve(m, y * w + x, RECT_E);
        if (y + 1 < h)
            maze_carve(m, y * w + (y % 2 ? 0 : w - 1), RECT_S);
    }
    return m;
}

/* A spine down column 0 and a corridor east along each row: h dead ends. */
static maze *comb(uint32_t w, uint32_t h)
{
    maze *m = maze_create(w, h);
    for (uint32_t y = 0; y < h; y++) {
        for (uint32_t x = 0; x + 1 < w; x++)
            maze_carve(m, y * w + x, RECT_E);
        if (y + 1 < h)
            maze_carve(m, y * w, RECT_S);
    }
    return m;
}

static maze *generated(const char *algo, uint32_t w, uint32_t h, uint64_t seed, unsigned braid)
{
    maze *m = maze_create(w, h);
    gen_generate(gen_find(algo), m, seed, NULL);
    if (braid)
        gen_braid_maze(m, seed, braid);
    return m;
}

/* Judges m (then frees it) and checks the verdict is want. */
static void expect(const char *id, maze *m, challenge_verdict want, const char *what)
{
    const challenge *c = challenge_find(id);
    challenge_why why;
    memset(&why, 0, sizeof why);
    CHECK(c && m, "%s: no challenge or no maze", id);
    if (!c || !m)
        return;
    challenge_verdict v = challenge_judge(c, m, &why);
    CHECK(v == want, "%s on %s: %s, want %s (%s)", id, what, v == CHALLENGE_PASSED ? "passed" : "failed",
          want == CHALLENGE_PASSED ? "passed" : "failed", why.en);
    CHECK(why.en[0] && why.zh[0], "%s on %s: no reason in both languages", id, what);
    printf("%-18s %-28s %s: %s\n", id, what, v == CHALLENGE_PASSED ? "passed" : "failed", why.en);
    maze_destroy(m);
}

/* The comb with two rows split: each split adds one dead end (12 on 10x10), still perfect. */
static maze *comb_12(void)
{
    maze *m = comb(10, 10);
    for (uint32_t y = 0; y <= 2; y += 2) {
        maze_build(m, y * 10 + 4, RECT_E);
        maze_carve(m, y * 10 + 5, RECT_S);
    }
    return m;
}

/* The serpentine plus the west column and the bottom row: DFS takes the serpentine (84), the shortest is 18. */
static maze *detour(void)
{
    maze *m = serpentine(12, 8);
    for (uint32_t y = 0; y + 1 < 8; y++)
        maze_carve(m, y * 12, RECT_S);
    return m;
}

/* The first of seeds 1..200 whose braided maze of algo the mouse takes over 1000 steps on (seed printed). */
static maze *slow_mouse(uint64_t *seed)
{
    const challenge *c = challenge_find("mouse");
    for (*seed = 1; *seed <= 200; (*seed)++) {
        maze *m = generated("backtracker", 16, 16, *seed, 100);
        challenge_why why;
        if (challenge_judge(c, m, &why) == CHALLENGE_PASSED)
            return m;
        maze_destroy(m);
    }
    return NULL;
}

static void texts(void)
{
    CHECK(challenge_count >= 8, "%zu challenges, want 8 or more", challenge_count);
    for (size_t i = 0; i < challenge_count; i++) {
        const challenge *c = &challenges[i];
        CHECK(challenge_find(c->id) == c, "%s: the id is not unique", c->id);
        CHECK(c->title.en && c->title.zh && c->task.en && c->task.zh && *c->title.zh && *c->task.zh,
              "%s: a text is missing", c->id);
    }
    CHECK(!challenge_find("nope"), "an unknown id was found");
}

int main(void)
{
    uint64_t seed = 0;
    texts();
    expect("wall-follower", open_grid(12, 8), CHALLENGE_PASSED, "the open grid");
    expect("wall-follower", generated("backtracker", 12, 8, 7, 0), CHALLENGE_FAILED, "a perfect maze (seed 7)");
    expect("astar-bfs", serpentine(12, 8), CHALLENGE_PASSED, "the serpentine");
    expect("astar-bfs", open_grid(12, 8), CHALLENGE_FAILED, "the open grid");
    expect("dead-ends", comb_12(), CHALLENGE_PASSED, "the comb split twice");
    expect("dead-ends", comb(10, 10), CHALLENGE_FAILED, "the comb (10 dead ends)");
    expect("dead-ends", open_grid(10, 10), CHALLENGE_FAILED, "the open grid (loops)");
    expect("longest", serpentine(8, 8), CHALLENGE_PASSED, "the serpentine (57 cells)");
    expect("longest", comb(8, 8), CHALLENGE_FAILED, "the comb (15 cells)");
    expect("dfs-detour", detour(), CHALLENGE_PASSED, "the serpentine with a shortcut");
    expect("dfs-detour", serpentine(12, 8), CHALLENGE_FAILED, "the serpentine");
    maze *mouse = slow_mouse(&seed);
    CHECK(mouse, "mouse: no braided backtracker maze of seeds 1-200 takes the mouse over 1000 steps");
    printf("mouse: the braided backtracker maze of seed %llu\n", (unsigned long long)seed);
    if (mouse)
        expect("mouse", mouse, CHALLENGE_PASSED, "a braided maze");
    expect("mouse", open_grid(16, 16), CHALLENGE_FAILED, "the open grid");
    expect("mouse", generated("backtracker", 16, 16, 3, 0), CHALLENGE_FAILED, "a perfect maze (dead ends)");
    expect("pledge", open_grid(12, 8), CHALLENGE_PASSED, "the open grid");
    expect("pledge", generated("backtracker", 12, 8, 7, 0), CHALLENGE_FAILED, "a perfect maze (seed 7)");
    expect("looks-backtracker", generated("backtracker", 16, 12, 3, 0), CHALLENGE_PASSED, "the backtracker's (seed 3)");
    expect("looks-backtracker", generated("prim", 16, 12, 3, 0), CHALLENGE_FAILED, "Prim's (seed 3)");
    expect("looks-prim", generated("prim", 16, 12, 3, 0), CHALLENGE_PASSED, "Prim's (seed 3)");
    expect("looks-prim", generated("backtracker", 16, 12, 3, 0), CHALLENGE_FAILED, "the backtracker's (seed 3)");
    expect("longest", serpentine(9, 8), CHALLENGE_FAILED, "a 9x8 maze (another size)");
    return check_exit("test_challenge");
}
