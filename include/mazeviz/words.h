/*
 * words.h - words in the two UI languages, shared by the core's tables
 * (captions, legends, grid names) and everything that shows them.
 */
#ifndef MAZEVIZ_WORDS_H
#define MAZEVIZ_WORDS_H

#include <stddef.h>
#include <stdint.h>

/* UI languages. */
typedef enum sm_lang { SM_LANG_EN, SM_LANG_ZH, SM_LANGS } sm_lang;

/* A text in both languages; en and zh are never NULL in a table. */
typedef struct sm_text {
    const char *en, *zh;
} sm_text;

static inline const char *sm_tr(sm_text t, sm_lang l) { return l == SM_LANG_ZH ? t.zh : t.en; }

/*
 * Chinese spacing, in place: drops each single ASCII space that stands
 * between two Chinese characters (ideographs or full-width punctuation), the
 * seam a template leaves around a cell name such as "中心格" or "第 2 圈第 4
 * 格". Spaces beside digits and Latin letters stay ("第 2 圈", "(3,4) 与"),
 * and so do runs of two or more, which separate items on purpose. Returns
 * the new length. Implemented in src/core/sm_text.c.
 */
size_t sm_zh_spacing(char *s);

/*
 * A count as people read it, the one style of the window, the web page and
 * the command line's human lines in both languages: digits in groups of
 * three with commas from 1,000 ("11,392", "第 1,024 步"). Machine-readable
 * output (CSV, TSV, JSON, key=value) keeps plain digits. Used as
 * sm_count(n).s inside one expression (the array lives until its end).
 * Implemented in src/core/sm_text.c.
 */
typedef struct sm_count_text {
    char s[32];
} sm_count_text;
sm_count_text sm_count(uint64_t n);

#endif
