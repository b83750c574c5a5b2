/*
 * trees.c - enumerating the spanning trees of a small grid, and counting
 * them by Kirchhoff's matrix-tree theorem. See trees.h for the numbering.
 *
 * Enumeration walks every set of n-1 interior walls in increasing mask
 * order (Gosper's next-combination trick), so the trees come out already
 * sorted, and keeps the sets without a loop (n-1 passages and no loop make
 * a spanning tree). The largest accepted grid, 2x7, has C(19,13) = 27132
 * such sets; the count itself comes from the determinant, which is checked
 * against the enumeration by the tests.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mazeviz/grid.h"
#include "mazeviz/trees.h"

struct tree_set {
    maze *grid;      /* the grid's shape, size and mask (walls closed) */
    unsigned n_edges;
    size_t count;
    uint32_t edge_cell[TREES_MAX_EDGES];
    uint8_t edge_dir[TREES_MAX_EDGES];
    uint64_t mask[TREES_MAX];
};

uint64_t trees_edge_count(uint32_t w, uint32_t h)
{
    if (w == 0 || h == 0)
        return 0;
    return (uint64_t)(w - 1) * h + (uint64_t)w * (h - 1);
}

/* Determinant of the n x n matrix a (destroyed), partial pivoting. */
static double determinant(double *a, uint32_t n)
{
    double det = 1;
    for (uint32_t k = 0; k < n; k++) {
        uint32_t p = k;
        for (uint32_t i = k + 1; i < n; i++)
            if (fabs(a[(size_t)i * n + k]) > fabs(a[(size_t)p * n + k]))
                p = i;
        if (a[(size_t)p * n + k] == 0)
            return 0;
        if (p != k) {
            for (uint32_t j = 0; j < n; j++) {
                double t = a[(size_t)k * n + j];
                a[(size_t)k * n + j] = a[(size_t)p * n + j];
                a[(size_t)p * n + j] = t;
            }
            det = -det;
        }
        double pivot = a[(size_t)k * n + k];
        det *= pivot;
        for (uint32_t i = k + 1; i < n; i++) {
            double f = a[(size_t)i * n + k] / pivot;
            for (uint32_t j = k; j < n; j++)
                a[(size_t)i * n + j] -= f * a[(size_t)k * n + j];
        }
    }
    return det;
}

/*
 * The reduced Laplacian of the existing cells (numbered in order, the last
 * one dropped) and its determinant: the number of spanning trees.
 */
double trees_kirchhoff_grid(const maze *m)
{
    if (m->count > TREES_KIRCHHOFF_MAX_CELLS)
        return -1;
    uint32_t n1 = m->count - 1, idx[TREES_KIRCHHOFF_MAX_CELLS], k = 0;
    if (n1 == 0)
        return 1;
    for (uint32_t c = 0; c < m->n; c++)
        if (maze_exists(m, c))
            idx[k++] = c;
    double *a = calloc((size_t)n1 * n1, sizeof *a);
    if (!a)
        return -1;
    for (uint32_t i = 0; i < n1; i++) {
        uint32_t c = idx[i];
        for (maze_dir d = 0; d < m->sides; d++) {
            uint32_t nb = maze_neighbor(m, c, d);
            if (nb == MAZE_NONE)
                continue;
            a[(size_t)i * n1 + i] += 1;
            for (uint32_t j = 0; j < n1; j++)
                if (idx[j] == nb)
                    a[(size_t)i * n1 + j] -= 1;
        }
    }
    double det = floor(determinant(a, n1) + 0.5);
    free(a);
    return det;
}

double trees_kirchhoff(uint32_t w, uint32_t h)
{
    if (w == 0 || h == 0 || (uint64_t)w * h > TREES_KIRCHHOFF_MAX_CELLS)
        return -1;
    maze *m = maze_create(w, h);
    double k = m ? trees_kirchhoff_grid(m) : -1;
    maze_destroy(m);
    return k;
}

trees_status trees_check_grid(const maze *m, double *count)
{
    double k = -1;
    trees_status st = TREES_TOO_MANY;
    if (m->shape->link_ok) { /* the lab compares against every spanning tree: not what a weave's mazes are */
        st = TREES_WOVEN;
    } else if (maze_edges(m) <= TREES_MAX_EDGES) {
        k = trees_kirchhoff_grid(m);
        st = k < 0 ? TREES_NO_MEMORY : k <= TREES_MAX ? TREES_OK : TREES_TOO_MANY;
    } else if (m->count <= TREES_KIRCHHOFF_MAX_CELLS) {
        k = trees_kirchhoff_grid(m);
    }
    if (count)
        *count = k;
    return st;
}

trees_status trees_check_size(uint32_t w, uint32_t h, double *count)
{
    if (w == 0 || h == 0 || (uint64_t)w * h > MAZE_MAX_CELLS) {
        if (count)
            *count = -1;
        return TREES_TOO_MANY;
    }
    if (trees_edge_count(w, h) > TREES_MAX_EDGES && (uint64_t)w * h > TREES_KIRCHHOFF_MAX_CELLS) {
        if (count)
            *count = -1;
        return TREES_TOO_MANY;
    }
    maze *m = maze_create(w, h);
    if (!m) {
        if (count)
            *count = -1;
        return TREES_NO_MEMORY;
    }
    trees_status st = trees_check_grid(m, count);
    maze_destroy(m);
    return st;
}

/* Each interior wall once: cells in order, each side in order, towards a higher cell. */
static void list_edges(tree_set *t)
{
    const maze *m = t->grid;
    t->n_edges = 0;
    for (uint32_t c = 0; c < m->n; c++) {
        for (maze_dir d = 0; d < m->sides; d++) {
            uint32_t nb = maze_neighbor(m, c, d);
            if (nb != MAZE_NONE && nb > c) {
                t->edge_cell[t->n_edges] = c;
                t->edge_dir[t->n_edges++] = (uint8_t)d;
            }
        }
    }
}

static uint32_t find_root(uint8_t *parent, uint32_t c)
{
    while (parent[c] != c)
        c = parent[c] = parent[parent[c]];
    return c;
}

/* Whether the walls in mask (count-1 of them) form no loop, i.e. a spanning tree. */
static bool is_forest(const tree_set *t, uint64_t mask)
{
    uint8_t parent[256];
    for (uint32_t c = 0; c < t->grid->n; c++)
        parent[c] = (uint8_t)c;
    for (unsigned i = 0; i < t->n_edges; i++) {
        if (!(mask >> i & 1))
            continue;
        uint32_t a = t->edge_cell[i];
        uint32_t b = maze_neighbor(t->grid, a, t->edge_dir[i]);
        uint32_t ra = find_root(parent, a), rb = find_root(parent, b);
        if (ra == rb)
            return false;
        parent[ra] = (uint8_t)rb;
    }
    return true;
}

/* Every k-of-e mask in increasing order; keeps the loop-free ones. */
static void enumerate(tree_set *t)
{
    unsigned e = t->n_edges, k = t->grid->count - 1;
    uint64_t low = k == 64 ? UINT64_MAX : ((uint64_t)1 << k) - 1;
    uint64_t last = low << (e - k);
    t->count = 0;
    for (uint64_t x = low;; ) {
        if (is_forest(t, x) && t->count < TREES_MAX)
            t->mask[t->count++] = x;
        if (x == last)
            break;
        uint64_t c = x & (~x + 1), r = x + c;
        x = (((r ^ x) >> 2) / c) | r;
    }
}

tree_set *trees_create_grid(const maze *m, trees_status *status)
{
    trees_status st = m->n <= 256 ? trees_check_grid(m, NULL) : TREES_TOO_MANY;
    tree_set *t = NULL;
    if (st == TREES_OK) {
        t = calloc(1, sizeof *t);
        if (t && !(t->grid = maze_create_like(m))) {
            free(t);
            t = NULL;
        }
        st = t ? TREES_OK : TREES_NO_MEMORY;
    }
    if (t) {
        list_edges(t);
        enumerate(t);
    }
    if (status)
        *status = st;
    return t;
}

tree_set *trees_create(uint32_t w, uint32_t h, trees_status *status)
{
    if (trees_check_size(w, h, NULL) != TREES_OK) {
        if (status)
            *status = trees_check_size(w, h, NULL);
        return NULL;
    }
    maze *m = maze_create(w, h);
    tree_set *t = m ? trees_create_grid(m, status) : NULL;
    if (!m && status)
        *status = TREES_NO_MEMORY;
    maze_destroy(m);
    return t;
}

void trees_destroy(tree_set *t)
{
    if (t)
        maze_destroy(t->grid);
    free(t);
}

size_t trees_count(const tree_set *t) { return t->count; }
uint32_t trees_width(const tree_set *t) { return t->grid->w; }
uint32_t trees_height(const tree_set *t) { return t->grid->h; }
const maze *trees_grid(const tree_set *t) { return t->grid; }
unsigned trees_edges(const tree_set *t) { return t->n_edges; }

uint64_t trees_mask(const tree_set *t, size_t id) { return id < t->count ? t->mask[id] : 0; }

bool trees_edge(const tree_set *t, unsigned i, uint32_t *cell, maze_dir *dir)
{
    if (i >= t->n_edges)
        return false;
    *cell = t->edge_cell[i];
    *dir = (maze_dir)t->edge_dir[i];
    return true;
}

/* Whether m has the set's grid: shape, size and mask. */
static bool same_grid(const tree_set *t, const maze *m)
{
    const maze *g = t->grid;
    return m->shape == g->shape && m->w == g->w && m->h == g->h && m->n == g->n && m->count == g->count &&
           (!g->live || memcmp(m->live, g->live, g->n) == 0);
}

uint64_t trees_mask_of(const tree_set *t, const maze *m)
{
    if (!same_grid(t, m))
        return 0;
    uint64_t mask = 0;
    for (unsigned i = 0; i < t->n_edges; i++)
        mask |= (uint64_t)maze_is_open(m, t->edge_cell[i], (maze_dir)t->edge_dir[i]) << i;
    return mask;
}

int32_t trees_index_of(const tree_set *t, const maze *m)
{
    if (!same_grid(t, m))
        return -1;
    uint64_t key = trees_mask_of(t, m);
    size_t lo = 0, hi = t->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (t->mask[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < t->count && t->mask[lo] == key ? (int32_t)lo : -1;
}

bool trees_to_maze(const tree_set *t, size_t id, maze *m)
{
    if (id >= t->count || !same_grid(t, m))
        return false;
    maze_fill(m, false);
    for (unsigned i = 0; i < t->n_edges; i++)
        if (t->mask[id] >> i & 1)
            maze_carve(m, t->edge_cell[i], (maze_dir)t->edge_dir[i]);
    return true;
}
