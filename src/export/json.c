/*
 * json.c - the JSON writer (json.h). Cells are renumbered over the ones
 * that exist first, so neighbours and passages can name them as they go.
 */
#include "json.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>

#include "mazeviz/grid.h"

/* A unit-space number to four decimals, trailing zeros dropped ("0.5", "2", "-0.25"). */
static int num(FILE *f, float v)
{
    long k = lround((double)v * 10000);
    if (k % 10000 == 0)
        return fprintf(f, "%ld", k / 10000);
    char frac[8];
    int len = snprintf(frac, sizeof frac, "%04ld", labs(k % 10000));
    while (len > 0 && frac[len - 1] == '0')
        frac[--len] = '\0';
    return fprintf(f, "%s%ld.%s", k < 0 ? "-" : "", labs(k / 10000), frac);
}

static bool pt(FILE *f, grid_pt p)
{
    return fputc('[', f) != EOF && num(f, p.x) > 0 && fputs(", ", f) >= 0 && num(f, p.y) > 0 &&
           fputc(']', f) != EOF;
}

/* One cell's object: id, centre, outline and neighbours. */
static bool cell(FILE *f, const maze *m, uint32_t c, const uint32_t *id)
{
    grid_pt pts[GRID_MAX_POINTS];
    unsigned k = m->shape->polygon(m, c, pts);
    bool ok = fprintf(f, "%s{\"id\": %" PRIu32 ", \"center\": ", id[c] ? ", " : "", id[c]) > 0 &&
              pt(f, m->shape->center(m, c)) && fputs(", \"polygon\": [", f) >= 0;
    for (unsigned i = 0; ok && i < k; i++)
        ok = (i == 0 || fputs(", ", f) >= 0) && pt(f, pts[i]);
    ok = ok && fputs("], \"neighbors\": [", f) >= 0;
    bool first = true;
    for (maze_dir d = 0; ok && d < m->sides; d++) {
        uint32_t nb = maze_neighbor(m, c, d);
        if (nb == MAZE_NONE)
            continue;
        ok = fprintf(f, "%s%" PRIu32, first ? "" : ", ", id[nb]) > 0;
        first = false;
    }
    return ok && fputs("]}", f) >= 0;
}

static bool passages(FILE *f, const maze *m, const uint32_t *id)
{
    bool ok = true, first = true;
    for (uint32_t c = 0; ok && c < m->n; c++) {
        for (maze_dir d = 0; ok && maze_exists(m, c) && d < m->sides; d++) {
            uint32_t nb = maze_neighbor(m, c, d);
            if (nb == MAZE_NONE || nb < c || !maze_is_open(m, c, d))
                continue;
            uint32_t under = grid_under(m, c, d);
            ok = fprintf(f, "%s[%" PRIu32 ", %" PRIu32, first ? "" : ", ", id[c], id[nb]) > 0 &&
                 (under == MAZE_NONE || fprintf(f, ", %" PRIu32, id[under]) > 0) && fputc(']', f) != EOF;
            first = false;
        }
    }
    return ok;
}

/*
 * The size's second number; 0 stands for the shape's default, which is
 * written out: on a polar grid (the only shape with one) the cells of ring 1.
 * On a shape of levels the rows of one level ("levels" follows).
 */
static uint32_t height_of(const maze *m)
{
    uint32_t first, count;
    if (m->h != 0 || m->n < 2)
        return grid_levels_rows(m->h);
    m->shape->row(m, 1, &first, &count);
    return count;
}

bool json_write(FILE *f, const maze *m, const uint32_t *path, size_t n)
{
    uint32_t *id = malloc((size_t)m->n * sizeof *id);
    if (!id)
        return false;
    for (uint32_t c = 0, k = 0; c < m->n; c++)
        id[c] = maze_exists(m, c) ? k++ : MAZE_NONE;
    bool ok = fprintf(f, "{\"grid\": \"%s\", \"width\": %" PRIu32 ", \"height\": %" PRIu32 ", ",
                      m->shape->id, m->w, height_of(m)) > 0;
    if (ok && grid_levels_count(m->h))
        ok = fprintf(f, "\"levels\": %" PRIu32 ", ", grid_levels_count(m->h)) > 0;
    ok = ok && fputs("\"cells\": [", f) >= 0;
    for (uint32_t c = 0; ok && c < m->n; c++)
        ok = !maze_exists(m, c) || cell(f, m, c, id);
    ok = ok && fputs("], \"passages\": [", f) >= 0 && passages(f, m, id) && fputc(']', f) != EOF;
    if (ok && path) {
        ok = fputs(", \"path\": [", f) >= 0;
        for (size_t i = 0; ok && i < n; i++)
            ok = fprintf(f, "%s%" PRIu32, i ? ", " : "", id[path[i]]) > 0;
        ok = ok && fputc(']', f) != EOF;
    }
    ok = ok && fputs("}\n", f) >= 0;
    free(id);
    return ok;
}
