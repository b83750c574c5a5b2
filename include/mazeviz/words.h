/*
 * words.h - words in the two UI languages, shared by the core's tables
 * (captions, legends, grid names) and everything that shows them.
 */
#ifndef MAZEVIZ_WORDS_H
#define MAZEVIZ_WORDS_H

/* UI languages. */
typedef enum sm_lang { SM_LANG_EN, SM_LANG_ZH, SM_LANGS } sm_lang;

/* A text in both languages; en and zh are never NULL in a table. */
typedef struct sm_text {
    const char *en, *zh;
} sm_text;

static inline const char *sm_tr(sm_text t, sm_lang l) { return l == SM_LANG_ZH ? t.zh : t.en; }

#endif
