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

#include "mazeviz/trees.h"

struct tree_set {
    uint32_t w, h;
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

/* Row i of the reduced Laplacian (cells 0 .. n-2; the last cell is dropped). */
static void laplacian_row(uint32_t w, uint32_t h, uint32_t c, double *row, uint32_t n1)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    uint32_t x = c % w, y = c / w;
    memset(row, 0, (size_t)n1 * sizeof *row);
    for (int d = 0; d < 4; d++) {
        int64_t nx = (int64_t)x + dx[d], ny = (int64_t)y + dy[d];
        if (nx < 0 || ny < 0 || nx >= w || ny >= h)
            continue;
        row[c] += 1;
        uint32_t nb = (uint32_t)(ny * w + nx);
        if (nb < n1)
            row[nb] -= 1;
    }
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

double trees_kirchhoff(uint32_t w, uint32_t h)
{
    if (w == 0 || h == 0 || (uint64_t)w * h > TREES_KIRCHHOFF_MAX_CELLS)
        return -1;
    uint32_t n1 = w * h - 1;
    if (n1 == 0)
        return 1;
    double *a = malloc((size_t)n1 * n1 * sizeof *a);
    if (!a)
        return -1;
    for (uint32_t c = 0; c < n1; c++)
        laplacian_row(w, h, c, a + (size_t)c * n1, n1);
    double det = floor(determinant(a, n1) + 0.5);
    free(a);
    return det;
}

trees_status trees_check_size(uint32_t w, uint32_t h, double *count)
{
    double k = -1;
    trees_status st = TREES_TOO_MANY;
    if (w >= 1 && h >= 1 && trees_edge_count(w, h) <= TREES_MAX_EDGES) {
        k = trees_kirchhoff(w, h);
        st = k < 0 ? TREES_NO_MEMORY : k <= TREES_MAX ? TREES_OK : TREES_TOO_MANY;
    } else if (w >= 1 && h >= 1 && (uint64_t)w * h <= TREES_KIRCHHOFF_MAX_CELLS) {
        k = trees_kirchhoff(w, h);
    }
    if (count)
        *count = k;
    return st;
}

static void list_edges(tree_set *t)
{
    t->n_edges = 0;
    for (uint32_t c = 0; c < t->w * t->h; c++) {
        if (c % t->w + 1 < t->w) {
            t->edge_cell[t->n_edges] = c;
            t->edge_dir[t->n_edges++] = MAZE_E;
        }
        if (c / t->w + 1 < t->h) {
            t->edge_cell[t->n_edges] = c;
            t->edge_dir[t->n_edges++] = MAZE_S;
        }
    }
}

static uint32_t find_root(uint8_t *parent, uint32_t c)
{
    while (parent[c] != c)
        c = parent[c] = parent[parent[c]];
    return c;
}

/* Whether the walls in mask (n-1 of them) form no loop, i.e. a spanning tree. */
static bool is_forest(const tree_set *t, uint64_t mask)
{
    uint8_t parent[TREES_MAX_EDGES + 1];
    uint32_t n = t->w * t->h;
    for (uint32_t c = 0; c < n; c++)
        parent[c] = (uint8_t)c;
    for (unsigned i = 0; i < t->n_edges; i++) {
        if (!(mask >> i & 1))
            continue;
        uint32_t a = t->edge_cell[i];
        uint32_t b = a + (t->edge_dir[i] == MAZE_E ? 1 : t->w);
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
    unsigned e = t->n_edges, k = t->w * t->h - 1;
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

tree_set *trees_create(uint32_t w, uint32_t h, trees_status *status)
{
    trees_status st = trees_check_size(w, h, NULL);
    tree_set *t = NULL;
    if (st == TREES_OK) {
        t = malloc(sizeof *t);
        st = t ? TREES_OK : TREES_NO_MEMORY;
    }
    if (t) {
        t->w = w;
        t->h = h;
        list_edges(t);
        enumerate(t);
    }
    if (status)
        *status = st;
    return t;
}

void trees_destroy(tree_set *t) { free(t); }

size_t trees_count(const tree_set *t) { return t->count; }
uint32_t trees_width(const tree_set *t) { return t->w; }
uint32_t trees_height(const tree_set *t) { return t->h; }
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

uint64_t trees_mask_of(const tree_set *t, const maze *m)
{
    if (m->w != t->w || m->h != t->h)
        return 0;
    uint64_t mask = 0;
    for (unsigned i = 0; i < t->n_edges; i++)
        mask |= (uint64_t)maze_is_open(m, t->edge_cell[i], (maze_dir)t->edge_dir[i]) << i;
    return mask;
}

int32_t trees_index_of(const tree_set *t, const maze *m)
{
    if (m->w != t->w || m->h != t->h)
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
    if (id >= t->count || m->w != t->w || m->h != t->h)
        return false;
    maze_fill(m, false);
    for (unsigned i = 0; i < t->n_edges; i++)
        if (t->mask[id] >> i & 1)
            maze_carve(m, t->edge_cell[i], (maze_dir)t->edge_dir[i]);
    return true;
}
