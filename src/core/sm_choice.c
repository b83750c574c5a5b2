/*
 * sm_choice.c - choices (issue 31): what the next step decides, taking a
 * chosen one instead of the machine's own draw, and the record that makes
 * a run with choices replay exactly.
 *
 * Design. Each algorithm file lists the legal choices of its next step
 * (sm_algo.choices) and, at the place where its step draws, takes a
 * forced choice instead (sm_take_forced). A forced step still draws, so
 * the random stream does not depend on what was chosen: forcing the
 * machine's own draw is the plain step, and a run is a function of the
 * seed and the choices that differed from the draw. Only those are
 * recorded (sm_pick, by step): they are the run's input, kept outside the
 * checkpoints, so a seek back restores a checkpoint and the replay takes
 * them again at their steps (sm_run_algo splits its batch there). A choice
 * made after going back branches the run: the recorded choices, the
 * checkpoints and the figures past that step are dropped.
 *
 * Notation (for exercises, scripts, codes): a cell is "x,y" on a
 * rectangle, else its --format json id (the existing cells numbered in
 * order); a wall "CELL-CELL"; a word "open"; a cell with a word "CELL
 * WORD". Nothing here prints: front ends do.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mazeviz/grid.h"
#include "sm_history.h"

/* Choices listed on the stack before sm_choice_legal() asks for memory. */
#define LEGAL_ON_STACK 64

static const struct {
    const char *token;
    sm_text name;
} words[SM_WORDS] = {
    [SM_WORD_NONE] = {"", {"", ""}},
    [SM_WORD_OPEN] = {"open", {"open", "打通"}},
    [SM_WORD_KEEP] = {"keep", {"keep", "保留"}},
    [SM_WORD_BACK] = {"back", {"back", "回退"}},
    [SM_WORD_HUNT] = {"hunt", {"hunt", "搜索"}},
};

const char *sm_word_token(sm_word w) { return (unsigned)w < SM_WORDS ? words[w].token : ""; }
const char *sm_word_name(sm_word w, sm_lang l) { return (unsigned)w < SM_WORDS ? sm_tr(words[w].name, l) : ""; }

bool sm_choice_same(const maze *m, sm_choice a, sm_choice b)
{
    if (a.word != b.word || (a.side == MAZE_NO_SIDE) != (b.side == MAZE_NO_SIDE))
        return false;
    if (a.side == MAZE_NO_SIDE || a.cell == b.cell)
        return a.cell == b.cell && a.side == b.side;
    return a.cell < m->n && b.cell < m->n && maze_neighbor(m, a.cell, a.side) == b.cell &&
           maze_neighbor(m, b.cell, b.side) == a.cell;
}

/* The recorded choice for step, or NULL. */
static const sm_pick *pick_at(const sm *m, uint64_t step)
{
    size_t lo = 0, hi = m->npicks;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (m->picks[mid].step < step)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < m->npicks ? &m->picks[lo] : NULL;
}

size_t sm_choices(const sm *m, sm_choice_info *info, sm_choice *out, size_t cap)
{
    memset(info, 0, sizeof *info);
    info->own = sm_choice_of_word(SM_WORD_NONE);
    if (m->done || !m->algo->choices)
        return 0;
    size_t n = m->algo->choices(m, info, out, cap);
    assert((n == 0 || info->decision < m->algo->n_decisions) && "choices: no such decision");
    const sm_pick *p = pick_at(m, m->steps + 1);
    if (n > 0 && p && p->step == m->steps + 1)
        info->own = p->choice; /* a replay takes the recorded choice */
    info->n = n;
    return n;
}

/*
 * Whether c is in the legal list of the next step; info gets the step's
 * choices, *as the list's own entry for c (a wall as the algorithm names
 * it, from the cell it carves from).
 */
static bool legal(const sm *m, sm_choice c, sm_choice_info *info, sm_choice *as)
{
    sm_choice small[LEGAL_ON_STACK], *list = small;
    size_t n = sm_choices(m, info, small, LEGAL_ON_STACK);
    if (n > LEGAL_ON_STACK) {
        if (!(list = malloc(n * sizeof *list)))
            return false;
        sm_choices(m, info, list, n);
    }
    bool found = false;
    for (size_t i = 0; i < n && !found; i++)
        if ((found = sm_choice_same(m->m, list[i], c)))
            *as = list[i];
    if (list != small)
        free(list);
    return found;
}

bool sm_choice_legal(const sm *m, sm_choice c)
{
    sm_choice_info info;
    sm_choice as;
    return legal(m, c, &info, &as);
}

/*
 * The next step with choice c (legal, one of several): forced, so the step
 * draws as ever and takes c instead. A step with one legal choice runs
 * plain. Returns the steps done (1, or 0 at the end).
 */
static uint64_t forced_step(sm *m, sm_choice c, size_t n)
{
    if (n < 2)
        return sm_run_counted(m, 1);
    m->forced = &c;
    uint64_t k = sm_run_counted(m, 1);
    assert(!m->forced && "a forced step did not take its choice (sm_take_forced)");
    m->forced = NULL;
    return k;
}

uint64_t sm_picks_run(sm *m, uint64_t max)
{
    uint64_t done = 0;
    if (m->choosing && max > 0) { /* sm_choose: this step takes the choice, recorded or not */
        sm_choice c = *m->choosing;
        m->choosing = NULL;
        done = forced_step(m, c, m->choosing_n);
    }
    while (done < max && !m->done) {
        const sm_pick *p = pick_at(m, m->steps + 1);
        if (!p) {
            done += sm_run_counted(m, max - done);
            break;
        }
        uint64_t gap = p->step - 1 - m->steps, k;
        if (gap > 0) {
            k = sm_run_counted(m, gap < max - done ? gap : max - done);
        } else {
            sm_choice_info info;
            sm_choice as;
            bool ok = legal(m, p->choice, &info, &as); /* a record of another run is not taken */
            k = ok ? forced_step(m, as, info.n) : sm_run_counted(m, 1);
        }
        done += k;
        if (k == 0)
            break;
    }
    return done;
}

/* Drops the recorded choices from step on. */
static void drop_picks_from(sm *m, uint64_t step)
{
    const sm_pick *p = pick_at(m, step);
    if (p)
        m->npicks = (size_t)(p - m->picks);
}

/* Records choice c for step; false when memory runs out. */
static bool record(sm *m, uint64_t step, sm_choice c)
{
    if (m->npicks == m->picks_cap) {
        size_t cap = m->picks_cap ? 2 * m->picks_cap : 16;
        sm_pick *p = realloc(m->picks, cap * sizeof *p);
        if (!p)
            return false;
        m->picks = p;
        m->picks_cap = cap;
    }
    m->picks[m->npicks++] = (sm_pick){step, c};
    return true;
}

bool sm_choose(sm *m, sm_choice c)
{
    sm_choice_info info;
    if (m->done || !legal(m, c, &info, &c))
        return false;
    uint64_t step = m->steps + 1;
    const sm_pick *p = pick_at(m, step);
    bool same_future = p && p->step == step ? sm_choice_same(m->m, p->choice, c)
                                            : sm_choice_same(m->m, info.own, c);
    if (!same_future) { /* the run branches here: what was recorded after it is another run's */
        drop_picks_from(m, step);
        sm_history_drop_after(m);
        sm_figures_drop_after(m);
        sm_choice_info plain;
        sm_choices(m, &plain, NULL, 0); /* the own draw, now that no choice is recorded here */
        if (!sm_choice_same(m->m, plain.own, c) && !record(m, step, c))
            return false;
    }
    m->choosing = &c; /* taken even when it is the own draw: forcing that must be the plain step */
    m->choosing_n = info.n;
    sm_run(m, 1);
    m->choosing = NULL;
    return true;
}

const sm_pick *sm_picks(const sm *m, size_t *n)
{
    *n = m->npicks;
    return m->npicks ? m->picks : NULL;
}

bool sm_picks_load(sm *m, const sm_record *r)
{
    if (!r || r->n == 0 || r->algo != m->algo || r->seed != m->seed || r->cells != m->m->n)
        return true;
    if (!(m->picks = malloc(r->n * sizeof *m->picks)))
        return false;
    memcpy(m->picks, r->picks, r->n * sizeof *m->picks);
    m->npicks = m->picks_cap = r->n;
    return true;
}

/* ------------------------------------------------------------ notation */

/* Cells are named "x,y" on the default grid (the rectangle), by their --format json id elsewhere. */
static bool named_xy(const maze *m) { return grid_is_default(m->shape); }

/* The --format json id of cell c: its place among the cells that exist. */
static uint32_t json_id(const maze *m, uint32_t c)
{
    if (!m->live_ids)
        return c;
    uint32_t lo = 0, hi = m->count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (m->live_ids[mid] < c)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static size_t cell_text(const maze *m, uint32_t c, char *buf, size_t len)
{
    int k;
    if (named_xy(m))
        k = snprintf(buf, len, "%" PRIu32 ",%" PRIu32, maze_x(m, c), maze_y(m, c));
    else
        k = snprintf(buf, len, "%" PRIu32, json_id(m, c));
    return k > 0 ? (size_t)k : 0;
}

size_t sm_choice_format(const maze *m, sm_choice c, char *buf, size_t len)
{
    char a[24] = "", b[24] = "";
    if (c.cell < m->n)
        cell_text(m, c.cell, a, sizeof a);
    if (c.cell < m->n && c.side != MAZE_NO_SIDE) {
        b[0] = '-';
        cell_text(m, maze_neighbor(m, c.cell, c.side), b + 1, sizeof b - 1);
    }
    const char *w = sm_word_token((sm_word)c.word);
    int k = snprintf(buf, len, "%s%s%s%s", a, b, *a && *w ? " " : "", w);
    return k > 0 ? (size_t)k : 0;
}

/* Reads a whole number at *p (digits only); false when there is none or it is too big. */
static bool read_number(const char **p, uint32_t *out)
{
    uint64_t v = 0;
    const char *s = *p;
    if (*s < '0' || *s > '9')
        return false;
    for (; *s >= '0' && *s <= '9'; s++)
        if ((v = v * 10 + (uint64_t)(*s - '0')) > UINT32_MAX)
            return false;
    *p = s;
    *out = (uint32_t)v;
    return true;
}

/* Reads a cell at *p: "x,y" or "(x,y)" on a rectangle, an id elsewhere. */
static bool read_cell(const maze *m, const char **p, uint32_t *out)
{
    const char *s = *p;
    uint32_t a, b = 0;
    bool paren = *s == '(';
    s += paren;
    if (!read_number(&s, &a))
        return false;
    if (named_xy(m)) {
        if (*s++ != ',' || !read_number(&s, &b) || a >= m->w || b >= m->h)
            return false;
        *out = b * m->w + a;
    } else {
        if (a >= m->count)
            return false;
        *out = m->live_ids ? m->live_ids[a] : a;
    }
    if (paren && *s++ != ')')
        return false;
    *p = s;
    return maze_exists(m, *out);
}

static bool read_word(const char *s, size_t n, sm_word *out)
{
    for (unsigned w = 1; w < SM_WORDS; w++)
        if (strlen(words[w].token) == n && strncmp(words[w].token, s, n) == 0) {
            *out = (sm_word)w;
            return true;
        }
    return false;
}

bool sm_choice_parse(const maze *m, const char *text, sm_choice *out)
{
    const char *s = text;
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n > 0 && strchr(" \t\r\n", s[n - 1]))
        n--;
    sm_word w;
    if (read_word(s, n, &w)) {
        *out = sm_choice_of_word(w);
        return true;
    }
    const char *end = s + n;
    sm_choice c = sm_choice_of_cell(MAZE_NONE);
    if (!read_cell(m, &s, &c.cell))
        return false;
    if (s < end && *s == '-') {
        uint32_t other;
        s++;
        if (!read_cell(m, &s, &other) || (c.side = (uint8_t)maze_side_to(m, c.cell, other)) == MAZE_NO_SIDE)
            return false;
    }
    if (s < end && *s == ' ') {
        while (s < end && *s == ' ')
            s++;
        if (!read_word(s, (size_t)(end - s), &w))
            return false;
        c.word = (uint8_t)w;
        s = end;
    }
    if (s != end)
        return false;
    *out = c;
    return true;
}

size_t sm_choice_name(const maze *m, sm_choice c, sm_lang l, char *buf, size_t len)
{
    char a[64] = "", b[64] = "";
    if (c.cell < m->n)
        grid_cell_name(m, c.cell, l, a, sizeof a);
    int k;
    if (c.cell < m->n && c.side != MAZE_NO_SIDE) {
        grid_cell_name(m, maze_neighbor(m, c.cell, c.side), l, b, sizeof b);
        k = snprintf(buf, len, l == SM_LANG_ZH ? "%s 与 %s 之间的墙" : "the wall between %s and %s", a, b);
    } else if (c.cell < m->n && c.word != SM_WORD_NONE) {
        k = snprintf(buf, len, l == SM_LANG_ZH ? "%s，%s" : "%s, %s", a, sm_word_name(c.word, l));
    } else if (c.cell < m->n) {
        k = snprintf(buf, len, "%s", a);
    } else {
        k = snprintf(buf, len, "%s", sm_word_name(c.word, l));
    }
    if (l == SM_LANG_ZH && k > 0 && (size_t)k < len)
        k = (int)sm_zh_spacing(buf);
    return k > 0 ? (size_t)k : 0;
}

size_t sm_choice_question(const sm *m, const sm_choice_info *info, sm_lang l, char *buf, size_t len)
{
    const sm_algo *a = m->algo;
    const char *t = info->n && info->decision < a->n_decisions ? sm_tr(a->decisions[info->decision].question, l) : "";
    return sm_template(m, t, info->arg, l, buf, len);
}

size_t sm_choice_why(const sm *m, const sm_choice_info *info, sm_lang l, char *buf, size_t len)
{
    const sm_algo *a = m->algo;
    const char *t = info->n && info->decision < a->n_decisions ? sm_tr(a->decisions[info->decision].why, l) : "";
    return sm_template(m, t, info->arg, l, buf, len);
}
