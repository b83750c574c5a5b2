/*
 * test_trees.c - the spanning trees of small grids: how many (against
 * Kirchhoff's matrix-tree theorem and OEIS), all distinct, sorted, each a
 * perfect maze, and tree id <-> maze both ways; too-big grids refused.
 */
#include <inttypes.h>
#include <math.h>

#include "check.h"
#include "mazeviz/trees.h"

/* Checks every tree of the w x h grid; want is the known count. */
static void check_grid(uint32_t w, uint32_t h, size_t want)
{
    trees_status st;
    tree_set *t = trees_create(w, h, &st);
    CHECK(t && st == TREES_OK, "%ux%u: not enumerated (status %d)", w, h, (int)st);
    if (!t)
        return;
    double k = trees_kirchhoff(w, h);
    CHECK(trees_count(t) == want, "%ux%u: %zu trees, want %zu", w, h, trees_count(t), want);
    CHECK((double)trees_count(t) == k, "%ux%u: %zu trees, matrix-tree theorem says %.0f", w, h,
          trees_count(t), k);
    CHECK(trees_edges(t) == trees_edge_count(w, h), "%ux%u: %u walls", w, h, trees_edges(t));
    maze *m = maze_create(w, h);
    for (size_t id = 0; id < trees_count(t); id++) {
        CHECK(id == 0 || trees_mask(t, id - 1) < trees_mask(t, id), "%ux%u: tree %zu not after %zu",
              w, h, id, id - 1);
        CHECK(trees_to_maze(t, id, m), "%ux%u: trees_to_maze %zu", w, h, id);
        CHECK(maze_is_perfect(m), "%ux%u: tree %zu is not a perfect maze", w, h, id);
        CHECK(trees_mask_of(t, m) == trees_mask(t, id), "%ux%u: tree %zu mask", w, h, id);
        CHECK(trees_index_of(t, m) == (int32_t)id, "%ux%u: tree %zu found as %" PRId32, w, h, id,
              trees_index_of(t, m));
    }
    CHECK(!trees_to_maze(t, trees_count(t), m), "%ux%u: id past the end accepted", w, h);
    maze_destroy(m);
    trees_destroy(t);
}

/* Wall numbering: east then south per cell, row-major; non-trees are -1. */
static void check_numbering(void)
{
    tree_set *t = trees_create(2, 2, NULL);
    maze *m = maze_create(2, 2);
    uint32_t c;
    maze_dir d;
    static const uint32_t cells[4] = {0, 0, 1, 2};
    static const maze_dir dirs[4] = {RECT_E, RECT_S, RECT_S, RECT_E};
    for (unsigned i = 0; i < 4; i++)
        CHECK(trees_edge(t, i, &c, &d) && c == cells[i] && d == dirs[i], "2x2 wall %u", i);
    CHECK(!trees_edge(t, 4, &c, &d), "2x2 has 4 walls");
    static const uint64_t masks[4] = {0x7, 0xb, 0xd, 0xe};
    for (size_t id = 0; id < 4; id++)
        CHECK(trees_mask(t, id) == masks[id], "2x2 tree %zu mask %" PRIx64, id, trees_mask(t, id));
    maze_fill(m, true);
    CHECK(trees_index_of(t, m) == -1, "a maze with a loop is a tree");
    maze_fill(m, false);
    maze_carve(m, 0, RECT_E);
    maze_carve(m, 2, RECT_E);
    CHECK(trees_index_of(t, m) == -1, "a cut maze with n-2 passages is a tree");
    maze_carve(m, 0, RECT_S);
    CHECK(trees_index_of(t, m) == 1, "E0 S0 E2 is tree 1 (mask 0xb), got %" PRId32,
          trees_index_of(t, m));
    maze *other = maze_create(2, 3);
    CHECK(trees_index_of(t, other) == -1 && !trees_to_maze(t, 0, other), "size mismatch accepted");
    maze_destroy(other);
    maze_destroy(m);
    trees_destroy(t);
}

/* OEIS A007341 (n x n) and A001353 (2 x n): the matrix-tree counts. */
static void check_kirchhoff(void)
{
    static const struct { uint32_t w, h; double trees; } known[] = {
        {1, 1, 1}, {1, 7, 1}, {2, 2, 4}, {3, 3, 192}, {4, 4, 100352}, {5, 5, 557568000},
        {6, 6, 32565539635200.0}, {2, 5, 209}, {2, 8, 10864}, {3, 4, 2415}, {4, 3, 2415},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        CHECK(trees_kirchhoff(known[i].w, known[i].h) == known[i].trees, "%ux%u: %.0f, want %.0f",
              known[i].w, known[i].h, trees_kirchhoff(known[i].w, known[i].h), known[i].trees);
    CHECK(trees_kirchhoff(17, 16) == -1 && trees_kirchhoff(0, 3) == -1, "bad sizes accepted");
}

/* Too many trees or walls: refused with TREES_TOO_MANY, before enumerating. */
static void check_limits(void)
{
    static const uint32_t too_big[][2] = {{4, 4}, {2, 9}, {9, 2}, {3, 5}, {1, 66}, {30, 20}, {32768, 32768}};
    for (size_t i = 0; i < sizeof too_big / sizeof too_big[0]; i++) {
        trees_status st = TREES_OK;
        tree_set *t = trees_create(too_big[i][0], too_big[i][1], &st);
        CHECK(!t && st == TREES_TOO_MANY, "%ux%u: accepted (status %d)", too_big[i][0],
              too_big[i][1], (int)st);
        trees_destroy(t);
    }
    double k;
    CHECK(trees_check_size(4, 4, &k) == TREES_TOO_MANY && k == 100352, "4x4: %.0f", k);
    CHECK(trees_check_size(3, 4, &k) == TREES_OK && k == 2415, "3x4: %.0f", k);
    CHECK(trees_check_size(1, 65, &k) == TREES_OK && k == 1, "1x65: %.0f", k);
}

int main(void)
{
    check_grid(1, 1, 1);
    check_grid(1, 65, 1);
    check_grid(5, 1, 1);
    check_grid(2, 2, 4);
    check_grid(2, 3, 15);
    check_grid(3, 2, 15);
    check_grid(3, 3, 192);
    check_grid(3, 4, 2415);
    check_grid(7, 2, 2911);
    check_numbering();
    check_kirchhoff();
    check_limits();
    return check_exit("test_trees");
}
