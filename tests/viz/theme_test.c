/*
 * theme_test.c - the colour themes, computed from the theme tables in
 * src/app/config.h (no drawing): contrast of every pair of marks that can
 * touch on screen (WCAG 2 relative luminance), in both themes, and for the
 * projector theme the same pairs under protanopia and deuteranopia
 * (Machado, Oliveira & Fernandes 2009, severity 1.0).
 *
 * What touches what is listed in config_touch (config.h) with the reason;
 * cells drawn with a ring of wall colour (render_theme.ring) touch only
 * the wall. Thresholds, projector theme:
 *   - walls against every cell mark: >= 4.5:1 (WCAG AA for text-sized detail);
 *   - a marked wall against the wall and the cells beside it: >= 3:1;
 *   - touching cell marks: >= 3:1, except the pairs config_touch flags as
 *     hue-only (3:1 for those is impossible together with the rules above:
 *     see config.h); those must differ by CIE76 delta-E >= 30 in normal,
 *     protan and deutan vision (2.3 is a just-noticeable difference; 30 is
 *     "different colours" at a glance, e.g. blue vs yellow is ~100);
 *   - every two cell marks of the generators, touching or not, delta-E >= 12
 *     in all three visions, so the legend's colours can be told apart;
 *   - one colour, one meaning (both themes): on one screen - one machine,
 *     or the panes of compare mode (every pair of generators) - no two
 *     legend rows of different marks have colours within delta-E 12 in
 *     normal vision (the fading loop counts as the ghost over a blank cell).
 * The classic theme keeps the seed's colours (black walls on its blue maze
 * are 2.4:1) and reaches 3:1 by outlines, checked in normal vision: a halo
 * along the maze cells' walls, rings, a casing of wall colour round marked
 * walls (render_theme.case_marks: such a mark is checked against the wall
 * colour only), and play's marks in an outline and casing. Which marks are
 * drawn side by side is not taken on trust: every generator and solver runs
 * on a small maze and each pair it draws must be a row of config_touch.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../check.h"
#include "app/config.h"
#include "mazeviz/gen.h"
#include "mazeviz/solve.h"

static double lin(int v)
{
    double c = v / 255.0;
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

typedef struct rgb {
    double r, g, b; /* linear */
} rgb;

static rgb to_lin(SDL_Color c) { return (rgb){lin(c.r), lin(c.g), lin(c.b)}; }

static const double machado[3][3][3] = {
    {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
};
static const char *const vision[3] = {"normal", "protanopia", "deuteranopia"};

static double clamp01(double v) { return v < 0 ? 0 : v > 1 ? 1 : v; }

static rgb simulate(rgb c, int v)
{
    const double(*m)[3] = machado[v];
    return (rgb){clamp01(m[0][0] * c.r + m[0][1] * c.g + m[0][2] * c.b),
                 clamp01(m[1][0] * c.r + m[1][1] * c.g + m[1][2] * c.b),
                 clamp01(m[2][0] * c.r + m[2][1] * c.g + m[2][2] * c.b)};
}

static double luminance(rgb c) { return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b; }

static double contrast(rgb a, rgb b)
{
    double la = luminance(a), lb = luminance(b);
    return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

static double f_lab(double t) { return t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116; }

static double delta_e(rgb a, rgb b)
{
    double la[3], lb[3];
    rgb c[2] = {a, b};
    double *out[2] = {la, lb};
    for (int i = 0; i < 2; i++) {
        double x = 0.4124 * c[i].r + 0.3576 * c[i].g + 0.1805 * c[i].b;
        double y = 0.2126 * c[i].r + 0.7152 * c[i].g + 0.0722 * c[i].b;
        double z = 0.0193 * c[i].r + 0.1192 * c[i].g + 0.9505 * c[i].b;
        double fx = f_lab(x / 0.95047), fy = f_lab(y), fz = f_lab(z / 1.08883);
        out[i][0] = 116 * fy - 16;
        out[i][1] = 500 * (fx - fy);
        out[i][2] = 200 * (fy - fz);
    }
    return sqrt((la[0] - lb[0]) * (la[0] - lb[0]) + (la[1] - lb[1]) * (la[1] - lb[1]) +
                (la[2] - lb[2]) * (la[2] - lb[2]));
}

/* Every colour a mark can take: shades and group hues included. */
static int mark_colours(const render_theme *th, config_mark m, SDL_Color *out)
{
    if (m.type == SM_MARK_WALL) {
        out[0] = th->wall[m.kind];
        return 1;
    }
    if (m.kind == SM_CELL_GROUP) {
        for (int i = 0; i < RENDER_GROUP_COLOURS; i++)
            out[i] = th->group[i];
        return RENDER_GROUP_COLOURS;
    }
    if (m.kind == SM_CELL_FRONTIER || m.kind == SM_CELL_VISITED) {
        for (int i = 0; i < RENDER_SHADES; i++)
            out[i] = render_cell_colour(th, (sm_cell){m.kind, (uint8_t)(i * 255 / (RENDER_SHADES - 1)), 0});
        return RENDER_SHADES;
    }
    out[0] = th->cell[m.kind];
    return 1;
}

static const char *mark_name(config_mark m)
{
    static const char *const cells[SM_CELL_KINDS] = {"BLANK", "MAZE", "WALK", "HEAD", "STACK", "CURRENT",
        "FRONTIER", "SCAN", "GROUP", "CHOSEN", "VISITED", "PATH", "DEAD", "START", "GOAL"};
    static const char *const walls[SM_WALL_KINDS] = {"WALL", "TENTATIVE", "ACCEPTED", "REJECTED", "NEW"};
    return m.type == SM_MARK_WALL ? walls[m.kind] : cells[m.kind];
}

/* The smallest contrast and delta-E between any colours of a and b in vision v. */
static void worst(const render_theme *th, config_mark a, config_mark b, int v, double *cr, double *de)
{
    SDL_Color ca[RENDER_GROUP_COLOURS + RENDER_SHADES], cb[RENDER_GROUP_COLOURS + RENDER_SHADES];
    int na = mark_colours(th, a, ca), nb = mark_colours(th, b, cb);
    *cr = 1e9;
    *de = 1e9;
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++) {
            rgb x = simulate(to_lin(ca[i]), v), y = simulate(to_lin(cb[j]), v);
            *cr = fmin(*cr, contrast(x, y));
            *de = fmin(*de, delta_e(x, y));
        }
}

static bool ringed(const render_theme *th, config_mark m) { return m.type == SM_MARK_CELL && th->ring[m.kind]; }

/* The smallest contrast between colour c and any colour of mark m in vision v. */
static double worst_against(const render_theme *th, SDL_Color c, config_mark m, int v)
{
    SDL_Color cm[RENDER_GROUP_COLOURS + RENDER_SHADES];
    int n = mark_colours(th, m, cm);
    double cr = 1e9;
    for (int i = 0; i < n; i++)
        cr = fmin(cr, contrast(simulate(to_lin(c), v), simulate(to_lin(cm[i]), v)));
    return cr;
}

/*
 * Walls against every cell mark, in visions 0 .. visions-1. A mark the
 * theme haloes touches the walls through its halo: the halo against the
 * wall and against the mark instead.
 */
static void check_walls(const render_theme *th, double need, int visions)
{
    config_mark wall = {SM_MARK_WALL, SM_WALL_PLAIN};
    for (int k = 0; k < SM_CELL_KINDS; k++)
        for (int v = 0; v < visions; v++) {
            double cr, de;
            config_mark m = {SM_MARK_CELL, (uint8_t)k};
            worst(th, wall, m, v, &cr, &de);
            if (th->halo[k]) {
                double hw = worst_against(th, th->halo_colour, wall, v), hm = worst_against(th, th->halo_colour, m, v);
                if (v == 0)
                    printf("%-10s %-10s vs %-9s %5.2f:1, halo vs wall %5.2f:1, vs it %5.2f:1\n", th->id, "WALL",
                           mark_name(m), cr, hw, hm);
                CHECK(hw >= need && hm >= need, "%s (%s): %s's halo vs wall %.2f:1, vs it %.2f:1, want >= %.1f",
                      th->id, vision[v], mark_name(m), hw, hm, need);
                continue;
            }
            if (v == 0)
                printf("%-10s %-10s vs %-9s %5.2f:1\n", th->id, "WALL", mark_name(m), cr);
            CHECK(cr >= need, "%s (%s): wall vs %s %.2f:1, want >= %.1f", th->id, vision[v],
                  mark_name(m), cr, need);
        }
}

/*
 * What the algorithms really draw side by side, found by running them:
 * every generator (each value of each option) and every solver on a small
 * rectangle, every step, seeds 1..3. A marked wall touches the cells on
 * both sides (a ringed cell: its ring, the wall colour); an open passage
 * joins two cells' colours. Each such pair must be a row of config_touch,
 * so the contrast checks below see every background a mark is drawn on.
 */
typedef struct drawn {
    bool wall[SM_WALL_KINDS][SM_CELL_KINDS]; /* a marked wall beside a cell */
    bool cells[SM_CELL_KINDS][SM_CELL_KINDS];
    const char *by_wall[SM_WALL_KINDS][SM_CELL_KINDS], *by_cells[SM_CELL_KINDS][SM_CELL_KINDS];
} drawn;

static void look_at(const sm *g, drawn *dr, const char *id)
{
    const maze *m = sm_maze(g);
    for (uint32_t c = 0; c < m->n; c++) {
        sm_cell a = sm_cell_mark(g, c);
        for (unsigned d = 0; d < m->sides; d++) {
            uint32_t nb = maze_neighbor(m, c, (maze_dir)d);
            if (nb == MAZE_NONE || a.kind >= SM_CELL_KINDS)
                continue;
            sm_wall_kind k = sm_wall_mark(g, c, (maze_dir)d);
            bool open = maze_is_open(m, c, (maze_dir)d);
            if (k != SM_WALL_PLAIN && k < SM_WALL_KINDS && (!open || k == SM_WALL_ACCEPTED)) {
                dr->wall[k][a.kind] = true;
                dr->by_wall[k][a.kind] = id;
            } else if (open) {
                sm_cell b = sm_cell_mark(g, nb);
                if (b.kind < SM_CELL_KINDS && b.kind != a.kind) {
                    dr->cells[a.kind][b.kind] = true;
                    dr->by_cells[a.kind][b.kind] = id;
                }
            }
        }
    }
}

/* Runs a (default settings but option i at value j; i == n_options: all defaults) on seeds 1..3. */
static void run_and_look(const sm_algo *a, size_t i, uint8_t j, drawn *dr)
{
    for (uint64_t seed = 1; seed <= 3; seed++) {
        maze *m = maze_create(12, 9);
        CHECK(m != NULL, "out of memory");
        if (!m)
            return;
        if (a->kind == SM_SOLVER || a->keeps_maze)
            CHECK(gen_generate(gen_find("wilson"), m, seed, NULL) && (a->kind == SM_SOLVER || seed == 1 ||
                  gen_braid_maze(m, seed, 30)), "%s: no maze to start from", a->id);
        sm_settings s = sm_default_settings();
        if (i < a->n_options)
            s.value[i] = j;
        s.braid = 50;
        sm *g = sm_create(a, m, seed, &s);
        CHECK(g != NULL, "%s: no machine", a->id);
        for (int n = 0; g && n < 20000; n++) {
            look_at(g, dr, a->id);
            if (sm_done(g))
                break;
            sm_step(g);
        }
        sm_destroy(g);
        maze_destroy(m);
    }
}

static void run_all(const sm_algo *a, drawn *dr)
{
    run_and_look(a, a->n_options, 0, dr);
    for (size_t i = 0; i < a->n_options; i++)
        for (uint8_t j = 1; j < SM_MAX_VALUES && a->options[i].values[j]; j++)
            run_and_look(a, i, j, dr);
}

static bool listed(config_mark a, config_mark b)
{
    for (size_t i = 0; i < sizeof config_touch / sizeof config_touch[0]; i++) {
        const config_touch_row *t = &config_touch[i];
        if ((t->a.type == a.type && t->a.kind == a.kind && t->b.type == b.type && t->b.kind == b.kind) ||
            (t->a.type == b.type && t->a.kind == b.kind && t->b.type == a.type && t->b.kind == a.kind))
            return true;
    }
    return false;
}

/*
 * Every pair drawn side by side that a theme does not separate by a ring is
 * a row of config_touch (a ringed cell touches only the wall colour, except
 * the walk's head, which is always checked against the maze).
 */
static void check_drawn_listed(const render_theme *th, const drawn *dr)
{
    int pairs = 0;
    for (int k = 1; k < SM_WALL_KINDS; k++)
        for (int c = 0; c < SM_CELL_KINDS; c++) {
            config_mark w = {SM_MARK_WALL, (uint8_t)k}, m = {SM_MARK_CELL, (uint8_t)c};
            if (!dr->wall[k][c] || ringed(th, m))
                continue;
            pairs++;
            CHECK(listed(w, m), "%s: %s draws a %s wall beside a %s cell; config_touch has no such row", th->id,
                  dr->by_wall[k][c], mark_name(w), mark_name(m));
        }
    for (int a = 0; a < SM_CELL_KINDS; a++)
        for (int b = a + 1; b < SM_CELL_KINDS; b++) {
            config_mark ma = {SM_MARK_CELL, (uint8_t)a}, mb = {SM_MARK_CELL, (uint8_t)b};
            if (!(dr->cells[a][b] || dr->cells[b][a]) || ringed(th, ma) || ringed(th, mb))
                continue;
            pairs++;
            CHECK(listed(ma, mb), "%s: %s draws %s and %s side by side; config_touch has no such row", th->id,
                  dr->by_cells[a][b] ? dr->by_cells[a][b] : dr->by_cells[b][a], mark_name(ma), mark_name(mb));
        }
    printf("%-10s %d pairs drawn side by side, each in config_touch\n", th->id, pairs);
}

/* Whether m is a marked wall drawn inside a casing of wall colour (it touches only that). */
static bool cased(const render_theme *th, config_mark m)
{
    return th->case_marks && m.type == SM_MARK_WALL && m.kind != SM_WALL_PLAIN;
}

static void check_touching(const render_theme *th, int visions)
{
    for (size_t i = 0; i < sizeof config_touch / sizeof config_touch[0]; i++) {
        const config_touch_row *t = &config_touch[i];
        bool head = t->a.type == SM_MARK_CELL && t->a.kind == SM_CELL_HEAD; /* which cell is the head, at a glance */
        if ((ringed(th, t->a) || ringed(th, t->b)) && !head)
            continue; /* a ringed cell touches only the wall colour */
        bool wall_row = t->a.type == SM_MARK_WALL && t->b.type == SM_MARK_WALL;
        if ((cased(th, t->a) || cased(th, t->b)) && !wall_row)
            continue; /* a cased mark touches only the wall colour: its row against the wall */
        config_mark a = t->a, b = t->b;
        const char *how = t->hue_only ? ", hue only" : t->area ? ", areas" : "";
        for (int v = 0; v < (t->area ? 1 : visions); v++) { /* areas: their shapes drawn by the walls in any vision */
            double cr, de;
            worst(th, a, b, v, &cr, &de);
            if (v == 0 || t->hue_only)
                printf("%-10s %-10s vs %-9s %5.2f:1  dE %5.1f  (%s%s)\n", th->id, mark_name(a), mark_name(b), cr, de,
                       vision[v], how);
            if (t->hue_only || t->area)
                CHECK(de >= (t->area ? 12 : 30), "%s (%s): %s vs %s delta-E %.1f, want >= %d", th->id, vision[v],
                      mark_name(a), mark_name(b), de, t->area ? 12 : 30);
            else
                CHECK(cr >= 3.0, "%s (%s): %s vs %s %.2f:1, want >= 3", th->id, vision[v], mark_name(a),
                      mark_name(b), cr);
        }
    }
}

/* The generators' cell marks, pairwise: the legend's swatches must differ in every vision. */
static void check_legend_apart(const render_theme *th)
{
    static const uint8_t gen_kinds[] = {SM_CELL_BLANK, SM_CELL_MAZE, SM_CELL_WALK, SM_CELL_HEAD,
                                        SM_CELL_STACK, SM_CELL_FRONTIER, SM_CELL_SCAN, SM_CELL_CHOSEN};
    size_t n = sizeof gen_kinds;
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++) {
            config_mark a = {SM_MARK_CELL, gen_kinds[i]}, b = {SM_MARK_CELL, gen_kinds[j]};
            if (th->cell[a.kind].r == th->cell[b.kind].r && th->cell[a.kind].g == th->cell[b.kind].g &&
                th->cell[a.kind].b == th->cell[b.kind].b)
                continue; /* the same colour on purpose (never in one legend) */
            for (int v = 0; v < 3; v++) {
                double cr, de;
                worst(th, a, b, v, &cr, &de);
                CHECK(de >= 12, "%s (%s): %s vs %s delta-E %.1f, want >= 12", th->id, vision[v],
                      mark_name(a), mark_name(b), de);
            }
        }
}

/* A legend row's mark, or the ghost (type RENDER_LEGEND_GHOST). */
static int row_colours(const render_theme *th, config_mark m, SDL_Color *out)
{
    if (m.type != RENDER_LEGEND_GHOST)
        return mark_colours(th, m, out);
    SDL_Color g = th->ghost, b = th->cell[SM_CELL_BLANK];
    double a = g.a / 255.0;
    out[0] = (SDL_Color){(Uint8)(g.r * a + b.r * (1 - a) + 0.5), (Uint8)(g.g * a + b.g * (1 - a) + 0.5),
                         (Uint8)(g.b * a + b.b * (1 - a) + 0.5), 255};
    return 1;
}

static const char *row_name(config_mark m) { return m.type == RENDER_LEGEND_GHOST ? "GHOST" : mark_name(m); }

/* The legend rows one machine shows (the app adds the erased loop to walkers' legends). */
static int legend_of(const sm_algo *a, config_mark *out, int n)
{
    bool walks = false;
    for (size_t i = 0; i < a->n_legend; i++) {
        config_mark m = {a->legend[i].type, a->legend[i].kind};
        bool dup = false;
        for (int k = 0; k < n; k++)
            dup |= out[k].type == m.type && out[k].kind == m.kind;
        if (!dup)
            out[n++] = m;
        walks |= m.type == SM_MARK_CELL && m.kind == SM_CELL_WALK;
    }
    bool ghost = false;
    for (int k = 0; k < n; k++)
        ghost |= out[k].type == RENDER_LEGEND_GHOST;
    if (walks && !ghost)
        out[n++] = (config_mark){RENDER_LEGEND_GHOST, 0};
    return n;
}

/* No two different legend rows on one screen share a colour (delta-E < 12, normal vision). */
static int check_screen(const render_theme *th, const sm_algo *const *algos, int count)
{
    config_mark rows[64];
    int n = 0, bad = 0;
    for (int i = 0; i < count; i++)
        n = legend_of(algos[i], rows, n);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            SDL_Color ca[RENDER_GROUP_COLOURS + RENDER_SHADES], cb[RENDER_GROUP_COLOURS + RENDER_SHADES];
            int na = row_colours(th, rows[i], ca), nb = row_colours(th, rows[j], cb);
            double de = 1e9;
            for (int x = 0; x < na; x++)
                for (int y = 0; y < nb; y++)
                    de = fmin(de, delta_e(to_lin(ca[x]), to_lin(cb[y])));
            if (de < 12) {
                CHECK(0, "%s: %s%s%s: %s and %s share a colour (delta-E %.1f)", th->id, algos[0]->id,
                      count > 1 ? " beside " : "", count > 1 ? algos[1]->id : "", row_name(rows[i]),
                      row_name(rows[j]), de);
                bad++;
            }
        }
    return bad;
}

static void check_one_meaning(const render_theme *th)
{
    const sm_algo *all[64];
    size_t n = 0;
    for (size_t i = 0; i < gen_algo_count; i++)
        all[n++] = gen_algos[i];
    for (size_t i = 0; i < solve_algo_count; i++)
        all[n++] = solve_algos[i];
    all[n++] = &solve_distance;
    all[n++] = &gen_braid;
    int bad = 0, screens = 0;
    for (size_t i = 0; i < n; i++, screens++)
        bad += check_screen(th, &all[i], 1);
    for (size_t i = 0; i < gen_algo_count; i++) /* compare: any two generators side by side */
        for (size_t j = i + 1; j < gen_algo_count; j++, screens++) {
            const sm_algo *two[2] = {gen_algos[i], gen_algos[j]};
            bad += check_screen(th, two, 2);
        }
    printf("%-10s one colour per meaning: %d screens, %d clashes\n", th->id, screens, bad);
}

/*
 * A mark drawn over a colour (an annotation over a cell, or over another
 * annotation), inside its outline and the outline's casing (a == 0: none):
 * from the colour under it in, some edge of that chain is 3:1, and the
 * mark is 3:1 from what is right round it (its own edge shows).
 */
typedef struct look {
    SDL_Color mark, outline, casing;
} look;

static bool told_apart(look m, SDL_Color under, double *cr)
{
    SDL_Color chain[4];
    int n = 0;
    chain[n++] = under;
    if (m.casing.a)
        chain[n++] = m.casing;
    if (m.outline.a)
        chain[n++] = m.outline;
    chain[n++] = m.mark;
    double edge = 0;
    for (int i = 0; i + 1 < n; i++)
        edge = fmax(edge, contrast(to_lin(chain[i]), to_lin(chain[i + 1])));
    double own = contrast(to_lin(chain[n - 2]), to_lin(m.mark));
    *cr = fmin(edge, n > 2 ? own : edge);
    return *cr >= 3.0;
}

/* Mark m over every colour of the cell kinds in `under` (a bit a kind) and over the extra colours. */
static void check_over(const render_theme *th, const char *name, look m, unsigned under, const SDL_Color *extra,
                       int n_extra)
{
    double least = 1e9;
    for (int k = 0; k < SM_CELL_KINDS; k++) {
        SDL_Color c[RENDER_GROUP_COLOURS + RENDER_SHADES];
        int n = (under >> k & 1u) ? mark_colours(th, (config_mark){SM_MARK_CELL, (uint8_t)k}, c) : 0;
        for (int i = 0; i < n; i++) {
            double cr;
            CHECK(told_apart(m, c[i], &cr), "%s: %s over %s (%d,%d,%d): %.2f:1, want >= 3", th->id, name,
                  mark_name((config_mark){SM_MARK_CELL, (uint8_t)k}), c[i].r, c[i].g, c[i].b, cr);
            least = fmin(least, cr);
        }
    }
    for (int i = 0; i < n_extra; i++) {
        double cr;
        CHECK(told_apart(m, extra[i], &cr), "%s: %s over (%d,%d,%d): %.2f:1, want >= 3", th->id, name, extra[i].r,
              extra[i].g, extra[i].b, cr);
        least = fmin(least, cr);
    }
    printf("%-10s %-24s at least %5.2f:1 over what it lies on\n", th->id, name, least);
}

/*
 * The marks drawn over the maze (render_annot), as app_predict.c and
 * app_play.c draw them: predict's arrow and ringed answer over any cell,
 * play's cells visited, start, goal, path, trail and marker over the
 * finished maze and over each other.
 */
static void check_annotations(const render_theme *th)
{
    const SDL_Color none = {0, 0, 0, 0}, o = th->mark_outline, k = th->mark_casing;
    const SDL_Color *cell = th->cell;
    unsigned all = (1u << SM_CELL_KINDS) - 1, maze = 1u << SM_CELL_MAZE;
    check_over(th, "predict's arrow", (look){th->ask_arrow, th->ask_outline, none}, all, NULL, 0);
    check_over(th, "predict's answer ring", (look){th->answer_bg, th->answer_text, none}, all, NULL, 0);
    check_over(th, "play's cells visited", (look){cell[SM_CELL_VISITED], o, none}, maze, NULL, 0);
    const SDL_Color ends[] = {cell[SM_CELL_VISITED]};
    check_over(th, "play's start", (look){cell[SM_CELL_START], o, k}, maze, ends, 1);
    check_over(th, "play's goal", (look){cell[SM_CELL_GOAL], o, k}, maze, ends, 1);
    const SDL_Color lines[] = {cell[SM_CELL_VISITED], cell[SM_CELL_START], cell[SM_CELL_GOAL]};
    check_over(th, "play's shortest path", (look){cell[SM_CELL_PATH], o, k}, maze, lines, 3);
    check_over(th, "play's trail", (look){cell[SM_CELL_WALK], o, k}, maze, lines, 3);
    const SDL_Color marker[] = {cell[SM_CELL_VISITED], cell[SM_CELL_START], cell[SM_CELL_GOAL], cell[SM_CELL_WALK],
                                cell[SM_CELL_PATH]};
    check_over(th, "play's marker", (look){cell[SM_CELL_CURRENT], o, k}, maze, marker, 5);
}

/*
 * Marks a class must tell apart although colour alone says which (issue
 * 28): the legend's swatches and the race panes' marks, in both themes and
 * all three visions. Solver marks pairwise (a race shows them all, each
 * pane one solver: start vs goal, frontier vs visited, path vs visited,
 * on the stack vs popped ...), and Wilson's walk against the walls it
 * would open. Delta-E >= 12 ("different colours", as the legend rule) or
 * 3:1 in luminance, either of which a projected swatch shows.
 */
static void check_told_apart(const render_theme *th)
{
    static const uint8_t solver_kinds[] = {SM_CELL_BLANK, SM_CELL_FRONTIER, SM_CELL_VISITED, SM_CELL_CURRENT,
                                           SM_CELL_PATH,  SM_CELL_START,    SM_CELL_GOAL,    SM_CELL_STACK,
                                           SM_CELL_DEAD};
    config_mark pairs[64][2];
    size_t n = 0, k = sizeof solver_kinds;
    for (size_t i = 0; i < k; i++)
        for (size_t j = i + 1; j < k; j++)
            if (memcmp(&th->cell[solver_kinds[i]], &th->cell[solver_kinds[j]], sizeof(SDL_Color)) != 0)
                memcpy(pairs[n++], (config_mark[2]){{SM_MARK_CELL, solver_kinds[i]}, {SM_MARK_CELL, solver_kinds[j]}},
                       sizeof pairs[0]);
    memcpy(pairs[n++], (config_mark[2]){{SM_MARK_WALL, SM_WALL_TENTATIVE}, {SM_MARK_CELL, SM_CELL_WALK}},
           sizeof pairs[0]);
    memcpy(pairs[n++], (config_mark[2]){{SM_MARK_CELL, SM_CELL_HEAD}, {SM_MARK_CELL, SM_CELL_WALK}}, sizeof pairs[0]);
    for (size_t i = 0; i < n; i++)
        for (int v = 1; v < 3 && !ringed(th, pairs[i][0]) && !ringed(th, pairs[i][1]); v++) { /* a ring: a shape apart */
            double cr, de;
            worst(th, pairs[i][0], pairs[i][1], v, &cr, &de);
            if (de < 20)
                printf("%-10s %-10s vs %-9s %5.2f:1  dE %5.1f  (%s)\n", th->id, mark_name(pairs[i][0]),
                       mark_name(pairs[i][1]), cr, de, vision[v]);
            CHECK(de >= 12 || cr >= 3.0, "%s (%s): %s vs %s delta-E %.1f and %.2f:1, want delta-E >= 12 or 3:1",
                  th->id, vision[v], mark_name(pairs[i][0]), mark_name(pairs[i][1]), de, cr);
        }    /* a race pane's frame: the highlighted one (Tab acts on it), a finished one, the others */
    const SDL_Color frame[3] = {th->code_hl_bg, th->timeline_fill, th->timeline_bg};
    static const char *const frame_name[3] = {"focus frame", "done frame", "frame"};
    for (int i = 0; i < 3; i++)
        for (int j = i + 1; j < 3; j++)
            for (int v = 0; v < 3; v++) {
                rgb x = simulate(to_lin(frame[i]), v), y = simulate(to_lin(frame[j]), v);
                double cr = contrast(x, y), de = delta_e(x, y);
                CHECK(de >= 12 || cr >= 3.0, "%s (%s): %s vs %s delta-E %.1f and %.2f:1, want delta-E >= 12 or 3:1",
                      th->id, vision[v], frame_name[i], frame_name[j], de, cr);
            }
}

int main(void)
{
    static drawn dr;
    for (size_t i = 0; i < gen_algo_count; i++)
        run_all(gen_algos[i], &dr);
    for (size_t i = 0; i < solve_algo_count; i++)
        run_all(solve_algos[i], &dr);
    check_drawn_listed(&config_theme_classic, &dr);
    check_drawn_listed(&config_theme_projector, &dr);
    check_one_meaning(&config_theme_classic);
    check_one_meaning(&config_theme_projector);
    check_walls(&config_theme_projector, 4.5, 3);
    check_walls(&config_theme_classic, 3.0, 1);
    check_annotations(&config_theme_classic);
    check_annotations(&config_theme_projector);
    check_touching(&config_theme_projector, 3);
    check_touching(&config_theme_classic, 1);
    check_legend_apart(&config_theme_projector);
    check_told_apart(&config_theme_classic);
    check_told_apart(&config_theme_projector);
    double cr, de;
    worst(&config_theme_classic, (config_mark){SM_MARK_WALL, SM_WALL_TENTATIVE},
          (config_mark){SM_MARK_CELL, SM_CELL_WALK}, 0, &cr, &de);
    printf("classic    TENTATIVE  vs WALK      %5.2f:1\n", cr);
    CHECK(cr >= 3.0, "classic: tentative wall vs walk %.2f:1, want >= 3 (was 1.28 with pure green)", cr);
    return check_exit("theme_test");
}
