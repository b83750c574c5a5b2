/*
 * test_text.c - the algorithms' words as a teacher reads them: every
 * caption of every machine filled in with each count 1 has no English
 * plural after "1" ("1 cells", "1 cell are"), and every Chinese text (names,
 * pseudocode, captions, legend, figures, option help aside) uses full-width
 * punctuation (，：；（）！？) rather than ASCII, except in coordinates "(x,y)";
 * the names of the working data structures too. On a polar grid, whose
 * cells have Chinese names ("中心格", "第 1 圈第 4 格"), no filled-in Chinese
 * caption or choice has a space between two Chinese characters, and a ring
 * is 圈 in cell names and sizes alike: 环 is a loop (Wilson's erased loops,
 * the braid's new loops), never a ring.
 */
#include <regex.h>
#include <string.h>

#include "../src/core/sm_impl.h"
#include "check.h"
#include "mazeviz/gen.h"
#include "mazeviz/solve.h"

static regex_t plural;

static void check_en(const sm_algo *a, unsigned cap, const char *text)
{
    regmatch_t m[3];
    static const char *const verbs[] = {"goes", "is", "was", "has", "does"};
    for (const char *p = text; regexec(&plural, p, 3, m, 0) == 0; p += m[0].rm_eo) {
        bool verb = false; /* "set 1 goes down": a verb after the number, not a plural */
        for (size_t v = 0; v < sizeof verbs / sizeof verbs[0]; v++)
            verb |= (size_t)(m[2].rm_eo - m[2].rm_so) == strlen(verbs[v]) &&
                    strncmp(p + m[2].rm_so, verbs[v], strlen(verbs[v])) == 0;
        CHECK(verb, "%s caption %u with counts of 1: \"%s\"", a->id, cap, text);
    }
}

/* ASCII , : ; ( ) ! ? in a Chinese text, outside coordinates "(x,y)" / "(%u,%u)". */
static void check_zh(const sm_algo *a, const char *what, const char *t)
{
    if (!t)
        return;
    bool cjk = false;
    for (const unsigned char *p = (const unsigned char *)t; *p; p++)
        cjk |= *p >= 0xe3 && *p < 0xf0;
    if (!cjk)
        return;
    for (const char *p = t; *p; p++) {
        if (*p == '(' && (strchr(p, ')') && (p[1] == '{' || (p[1] >= '0' && p[1] <= '9') || p[1] == 'x'))) {
            p = strchr(p, ')');
            continue; /* "({c})", "(0,0)", "(x,y)": coordinates */
        }
        CHECK(!strchr(",:;()!?", *p), "%s %s: ASCII '%c' in Chinese text \"%s\"", a->id, what, *p, t);
    }
    /* one word for a dead end, a braid named by what it does, "50%" with no space (issue 28 item 9) */
    CHECK(!strstr(t, "死路") && !strstr(t, "编织") && !strstr(t, " %"), "%s %s: 死路, 编织 or \" %%\" in \"%s\"", a->id,
          what, t);
}

/* Whether t has " " between two three-byte UTF-8 characters from U+3000 up (Chinese). */
static const char *zh_seam(const char *t)
{
    const unsigned char *p = (const unsigned char *)t;
    for (size_t i = 3; p[i]; i++)
        if (p[i] == ' ' && p[i - 3] >= 0xe3 && p[i - 3] < 0xf0 && p[i + 1] >= 0xe3 && p[i + 1] < 0xf0)
            return t + i;
    return NULL;
}

/* Every caption and choice of a on a polar grid, its cell arguments the centre and ring 1's cells. */
static void check_polar_spacing(const sm_algo *a)
{
    maze *mz = maze_create_shaped(&grid_polar, 4, 0, NULL);
    sm *m = mz ? sm_create(a, mz, 1, NULL) : NULL;
    if (!m) { /* an algorithm that works in rows only */
        maze_destroy(mz);
        return;
    }
    char buf[512];
    for (unsigned i = 0; i < a->n_captions; i++) {
        m->note = (sm_note){0, (uint16_t)i, {0, 1, 2, 3}};
        sm_caption(m, SM_LANG_ZH, buf, sizeof buf);
        CHECK(!zh_seam(buf), "%s caption %u on a polar grid: a space between Chinese words: \"%s\"", a->id, i, buf);
    }
    sm_choice c = {.cell = 0, .side = 0, .word = SM_WORD_NONE};
    for (unsigned s = 0; s < mz->sides; s++) {
        c.side = (uint8_t)s;
        if (maze_neighbor(mz, 0, s) == MAZE_NONE)
            continue;
        sm_choice_name(mz, c, SM_LANG_ZH, buf, sizeof buf);
        CHECK(!zh_seam(buf), "choice on a polar grid: a space between Chinese words: \"%s\"", buf);
    }
    sm_destroy(m);
    maze_destroy(mz);
}

/* A polar ring's word: 圈 in the grid's size and in every cell's name, never 环 (a loop). */
static void check_ring_word(void)
{
    maze *mz = maze_create_shaped(&grid_polar, 3, 0, NULL);
    CHECK(mz != NULL, "no polar maze");
    char buf[128];
    grid_size_name(&grid_polar, 3, 0, GRID_SIZE_NOUN, SM_LANG_ZH, buf, sizeof buf);
    CHECK(strstr(buf, "圈") && !strstr(buf, "环"), "polar size in Chinese: \"%s\"", buf);
    for (uint32_t c = 1; mz && c < mz->count; c++) {
        grid_cell_name(mz, c, SM_LANG_ZH, buf, sizeof buf);
        CHECK(strstr(buf, "圈") && !strstr(buf, "环"), "polar cell %u in Chinese: \"%s\"", c, buf);
    }
    maze_destroy(mz);
}

static void check_algo(const sm_algo *a)
{
    maze *mz = maze_create(4, a == &gen_unicursal ? 4 : 3); /* the unicursal machine doubles a maze: even sizes */
    sm *m = mz ? sm_create(a, mz, 1, NULL) : NULL;
    CHECK(m != NULL, "%s: no machine", a->id);
    for (unsigned i = 0; m && i < a->n_captions; i++) {
        m->note = (sm_note){0, (uint16_t)i, {1, 1, 1, 1}};
        char buf[512];
        sm_caption(m, SM_LANG_EN, buf, sizeof buf);
        check_en(a, i, buf);
        check_zh(a, "caption", a->captions[i].zh);
    }
    check_zh(a, "name", a->name.zh);
    for (size_t i = 0; i < a->code_lines; i++)
        check_zh(a, "pseudocode", a->code[i].zh);
    for (size_t i = 0; i < a->n_legend; i++)
        check_zh(a, "legend", a->legend[i].text.zh);
    for (size_t i = 0; i < a->n_events; i++)
        check_zh(a, "event", a->events[i].name.zh);
    for (size_t i = 0; i < a->n_decisions; i++) {
        check_zh(a, "question", a->decisions[i].question.zh);
        check_zh(a, "rule", a->decisions[i].why.zh);
    }
    sm_figure f[SM_MAX_FIGURES];
    size_t nf = m ? sm_figures(m, f) : 0;
    for (size_t i = 0; i < nf; i++)
        check_zh(a, "figure", f[i].label.zh);
    sm_structure st;
    for (int k = 0; m && k < 3 && sm_structure_of(m, &st); k++, sm_step(m)) { /* before and after a step (A*'s cell taken) */
        CHECK(st.name.en && st.name.zh, "%s: a structure without a name", a->id);
        check_zh(a, "structure", st.name.zh);
        check_zh(a, "structure", st.focus_name.zh);
        for (size_t i = 0; i < st.n_values; i++)
            check_zh(a, "structure", st.value_name[i].zh);
    }
    sm_destroy(m);
    maze_destroy(mz);
    check_polar_spacing(a);
}

int main(void)
{
    /* "1 cells", "1 cell are", "1 loops": a count of one with a plural after it */
    regcomp(&plural, "(^|[^0-9.,])1 ([a-z]+s|[a-z]+ (are|were))([^a-z]|$)", REG_EXTENDED);
    for (size_t i = 0; i < gen_algo_count; i++)
        check_algo(gen_algos[i]);
    for (size_t i = 0; i < solve_algo_count; i++)
        check_algo(solve_algos[i]);
    check_algo(&solve_distance);
    check_algo(&gen_braid);
    check_algo(&gen_sparse);
    check_algo(&gen_unicursal);
    check_ring_word();
    for (unsigned k = 0; k < SM_CELL_KINDS; k++)
        check_zh(&gen_braid, "default meaning", sm_mark_meaning(SM_MARK_CELL, k).zh);
    for (unsigned k = 0; k < SM_WALL_KINDS; k++)
        check_zh(&gen_braid, "default meaning", sm_mark_meaning(SM_MARK_WALL, k).zh);
    regfree(&plural);
    return check_exit("test_text");
}
