/*
 * test_walls.c - the walls encoding (src/core/walls.c, state key walls=):
 * on every grid, with and without a mask, random walls (any subset, loops
 * and closed cells too) and generated mazes encode to the documented
 * length and decode to the same maze; the mask part decodes to the mask;
 * a wrong length, a character outside base64url and a set padding bit are
 * refused with a reason; the bit order is the one docs/formats.md gives;
 * a weave's tunnel under a cell that is not the corridor across it is
 * refused (random walls there open only what the weave allows).
 */
#include "check.h"
#include "shape_sizes.h"

#include <stdlib.h>
#include <string.h>

#include "mazeviz/gen.h"
#include "mazeviz/grid.h"
#include "mazeviz/walls.h"

/* Opens each wall with probability 1/2 (rng r) that its grid allows then (a weave's tunnels: grid_link_ok). */
static void random_walls(maze *m, rng *r)
{
    for (uint32_t c = 0; c < m->n; c++)
        for (unsigned s = 0; maze_exists(m, c) && s < m->sides; s++)
            if (maze_neighbor(m, c, s) != MAZE_NONE && rng_below(r, 2) && grid_link_ok(m, c, s))
                maze_carve(m, c, s);
}

/*
 * A weave's walls= with a tunnel its grid forbids (the cell it runs under
 * loses a side of its corridor) is refused with a reason, not drawn.
 */
static void bad_tunnel(void)
{
    maze *m = maze_create_shaped(&grid_weave, 5, 3, NULL), *back = maze_create_like(m);
    const uint32_t mid = 5 + 2; /* cell 2,1: the corridor 6-7-8 across it, a tunnel 2 -> 12 under it */
    maze_carve(m, 6, 1);
    maze_carve(m, 7, 1);
    maze_carve(m, 2, 6);
    CHECK(grid_under(m, 2, 6) == mid && grid_bad_link(m) == MAZE_NONE, "weave: the tunnel 2 -> 12 is not legal");
    char *good = maze_walls_string(m, false);
    const char *why = NULL;
    CHECK(good && maze_walls_decode(back, good, &why), "weave: a legal tunnel refused: %s", why ? why : "");
    maze_build(m, 7, 1);
    char *bad = maze_walls_string(m, false);
    why = NULL;
    CHECK(bad && !maze_walls_decode(back, bad, &why) && why && strstr(why, "tunnel"),
          "weave: a tunnel under a cell with half a corridor was read (%s)", why ? why : "no reason");
    free(good);
    free(bad);
    maze_destroy(m);
    maze_destroy(back);
}

static void round_trip(const maze *m, const char *what)
{
    for (int live = 0; live < 2; live++) {
        char *s = maze_walls_string(m, live);
        CHECK(s && strlen(s) == maze_walls_chars(m, live), "%s: length %zu, want %zu", what, s ? strlen(s) : 0,
              maze_walls_chars(m, live));
        size_t live_len;
        const char *why = NULL, *walls = s ? maze_walls_part(s, &live_len) : "";
        uint8_t *mask = NULL;
        if (live && m->live) {
            mask = calloc(m->n, 1);
            CHECK(mask && maze_walls_read_live(s, live_len, m->n, mask, &why), "%s: mask not read: %s", what, why);
            for (uint32_t c = 0; mask && c < m->n; c++)
                CHECK(!mask[c] == !m->live[c], "%s: mask cell %u differs", what, (unsigned)c);
        } else {
            CHECK(walls == s, "%s: a mask part where none was asked for", what);
        }
        maze *back = maze_create_like(m);
        CHECK(back && maze_walls_decode(back, walls, &why), "%s: not decoded: %s", what, why ? why : "");
        CHECK(back && maze_equal(back, m), "%s: decoded maze differs", what);
        maze_destroy(back);
        free(mask);
        free(s);
    }
}

/* Bad strings are refused: one character more or less, a non-base64url one, a padding bit. */
static void refuses(const maze *m, const char *what)
{
    char *s = maze_walls_string(m, false);
    size_t n = strlen(s);
    char *t = malloc(n + 2);
    const char *why = NULL;
    maze *back = maze_create_like(m);
    snprintf(t, n + 2, "%sA", s);
    CHECK(!maze_walls_decode(back, t, &why) && why, "%s: one character more was read", what);
    if (n > 0) { /* (a maze with no inner wall has an empty string: nothing to take away) */
        t[n - 1] = '\0';
        CHECK(!maze_walls_decode(back, t, &why), "%s: one character less was read", what);
    }
    snprintf(t, n + 2, "%s", s);
    t[0] = '*';
    CHECK(n == 0 || !maze_walls_decode(back, t, &why), "%s: '*' was read", what);
    snprintf(t, n + 2, "%s", s);
    uint64_t bits = maze_walls_bits(m);
    if (bits % 6) { /* the last character has spare bits: setting the top one is refused */
        t[n - 1] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[32];
        CHECK(!maze_walls_decode(back, t, &why), "%s: a padding bit was read", what);
    }
    maze_destroy(back);
    free(t);
    free(s);
}

static void on_grid(const grid_shape *g, uint32_t w, uint32_t h, const uint8_t *mask, uint64_t seed)
{
    char what[96];
    snprintf(what, sizeof what, "%s %ux%u%s", g->id, (unsigned)w, (unsigned)h, mask ? " mask" : "");
    maze *m = maze_create_shaped(g, w, h, mask);
    CHECK(m, "%s: no maze", what);
    if (!m)
        return;
    round_trip(m, what); /* every wall closed */
    rng r;
    rng_seed(&r, seed);
    random_walls(m, &r);
    round_trip(m, what);
    refuses(m, what);
    maze_fill(m, false);
    CHECK(gen_generate(gen_find("backtracker"), m, seed, NULL), "%s: not generated", what);
    round_trip(m, what);
    maze_destroy(m);
}

/* The documented order: a 3x1 rectangle's walls are (0,E) then (1,E); "B" opens the first only. */
static void bit_order(void)
{
    maze *m = maze_create(3, 1);
    const char *why = NULL;
    CHECK(maze_walls_bits(m) == 2, "3x1: %llu walls", (unsigned long long)maze_walls_bits(m));
    CHECK(maze_walls_decode(m, "B", &why) && maze_passages(m) == 1 && maze_degree(m, 2) == 0,
          "3x1: 'B' is not the wall between cells 0 and 1");
    maze_carve(m, 1, RECT_E);
    char buf[8];
    CHECK(maze_walls_encode(m, true, buf, sizeof buf) && strcmp(buf, "D") == 0, "3x1 open: '%s', want 'D'", buf);
    CHECK(!maze_walls_encode(m, true, buf, 1) && buf[0] == '\0', "3x1: a string that does not fit was written");
    maze_destroy(m);
}

int main(void)
{
    uint64_t seed = test_seed("test_walls", 20261127);
    static uint8_t ring[12 * 8];
    for (uint32_t c = 0; c < 12 * 8; c++)
        ring[c] = !(c % 12 >= 3 && c % 12 <= 8 && c / 12 >= 2 && c / 12 <= 5);
    for (size_t i = 0; i < grid_shape_count; i++) {
        const grid_shape *g = grid_shapes[i];
        bool polar = !test_board(g);
        on_grid(g, polar ? 4 : 12, polar ? 0 : test_rows(g, 8), NULL, seed + i);
        if (!polar)
            on_grid(g, 12, test_rows(g, 8), ring, seed + 10 + i);
        if (g->size_ok(1, polar ? 0 : test_rows(g, 1)))
            on_grid(g, 1, polar ? 0 : test_rows(g, 1), NULL, seed + 20 + i);
    }
    bit_order();
    bad_tunnel();
    return check_exit("test_walls");
}
