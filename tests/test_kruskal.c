/*
 * test_kruskal.c - what Kruskal's picture promises beyond the generic
 * checks, after every single step of 12x8 and 30x20 runs:
 *
 * - the sets are the connected pieces of the maze so far (Kruskal opens a
 *   wall only between two sets), so the test finds them from the open walls
 *   alone: a piece of one cell is blank, the cells of a bigger piece share
 *   one group, and two touching cells of different pieces never share a
 *   group (the colour index, below the renderer's 24 distinct colours);
 * - exactly the wall the step examined is marked: opened if the step
 *   opened a wall, kept otherwise; nothing is marked after the last step.
 */
#include <string.h>

#include "check.h"
#include "mazeviz/gen.h"

#define GROUP_COLOURS 24

static uint32_t find(uint32_t *parent, uint32_t c)
{
    while (parent[c] != c)
        c = parent[c] = parent[parent[c]];
    return c;
}

/* The pieces of the maze: parent[] roots, size[] of each root. */
static void pieces(const maze *m, uint32_t *parent, uint32_t *size)
{
    for (uint32_t c = 0; c < m->n; c++) {
        parent[c] = c;
        size[c] = 0;
    }
    for (uint32_t c = 0; c < m->n; c++)
        for (int d = RECT_E; d <= RECT_S; d++)
            if (maze_is_open(m, c, (maze_dir)d)) {
                uint32_t a = find(parent, c), b = find(parent, maze_neighbor(m, c, (maze_dir)d));
                parent[a] = b;
            }
    for (uint32_t c = 0; c < m->n; c++)
        size[find(parent, c)]++;
}

/* Colours after one step; returns the number of bad cells/pairs. */
static uint32_t check_colours(const sm *g, uint32_t *parent, uint32_t *size)
{
    const maze *m = sm_maze(g);
    uint32_t bad = 0;
    pieces(m, parent, size);
    for (uint32_t c = 0; c < m->n; c++) {
        sm_cell k = sm_cell_mark(g, c);
        uint32_t r = find(parent, c);
        if (size[r] == 1) {
            bad += k.kind != SM_CELL_BLANK;
            continue;
        }
        bad += k.kind != SM_CELL_GROUP || k.group >= GROUP_COLOURS;
        for (int d = RECT_E; d <= RECT_S; d++) {
            uint32_t nb = maze_neighbor(m, c, (maze_dir)d);
            if (nb == MAZE_NONE)
                continue;
            sm_cell kn = sm_cell_mark(g, nb);
            uint32_t rn = find(parent, nb);
            if (rn == r)
                bad += kn.group != k.group;
            else if (size[rn] > 1)
                bad += kn.group == k.group;
        }
    }
    return bad;
}

/* Walls marked (each counted once, from its west or north cell) of kind k. */
static uint32_t marked(const sm *g, sm_wall_kind k)
{
    const maze *m = sm_maze(g);
    uint32_t n = 0;
    for (uint32_t c = 0; c < m->n; c++)
        for (int d = RECT_E; d <= RECT_S; d++)
            if (maze_has_neighbor(m, c, (maze_dir)d)) {
                sm_wall_kind a = sm_wall_mark(g, c, (maze_dir)d);
                sm_wall_kind b = sm_wall_mark(g, maze_neighbor(m, c, (maze_dir)d),
                                              rect_opposite((maze_dir)d));
                CHECK(a == b, "wall of cell %" PRIu32 " marked differently from its two sides", c);
                n += a == k;
            }
    return n;
}

static void check_run(uint32_t w, uint32_t h, uint64_t seed)
{
    maze *m = maze_create(w, h);
    uint32_t *parent = m ? malloc(m->n * sizeof *parent) : NULL;
    uint32_t *size = m ? malloc(m->n * sizeof *size) : NULL;
    sm *g = parent && size ? sm_create(gen_find("kruskal"), m, seed, NULL) : NULL;
    CHECK(g, "out of memory");
    uint32_t bad_colours = 0, bad_walls = 0;
    uint64_t opened = 0, kept = 0;
    while (g && !sm_done(g)) {
        uint64_t before = maze_passages(m);
        sm_step(g);
        bool open = maze_passages(m) > before;
        opened += open;
        kept += !open;
        if (sm_done(g)) {
            bad_walls += marked(g, SM_WALL_ACCEPTED) + marked(g, SM_WALL_REJECTED);
            break;
        }
        bad_colours += check_colours(g, parent, size);
        bad_walls += marked(g, SM_WALL_ACCEPTED) != open || marked(g, SM_WALL_REJECTED) != !open;
    }
    CHECK(bad_colours == 0, "%" PRIu32 "x%" PRIu32 " seed %" PRIu64 ": %" PRIu32
          " cells blank/coloured wrongly or sharing a colour with a touching set", w, h, seed,
          bad_colours);
    CHECK(bad_walls == 0, "%" PRIu32 "x%" PRIu32 " seed %" PRIu64 ": %" PRIu32
          " steps with the examined wall not marked as what happened", w, h, seed, bad_walls);
    CHECK(opened + 1 == (uint64_t)w * h && kept > 0, "%" PRIu64 " walls opened, %" PRIu64 " kept",
          opened, kept);
    sm_destroy(g);
    free(parent);
    free(size);
    maze_destroy(m);
}

int main(void)
{
    uint64_t seed = test_seed("test_kruskal", 20261122);
    for (uint64_t k = 0; k < 20; k++)
        check_run(12, 8, seed + k);
    for (uint64_t k = 0; k < 10; k++)
        check_run(30, 20, seed + 100 + k);
    return check_exit("test_kruskal");
}
