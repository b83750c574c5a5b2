/*
 * lesson_texts.h - the shipped lessons' text, built into the program:
 * lesson_embed (a program run on the build machine) writes their bytes
 * into lesson_texts.c at build time from the .lesson files of data/lessons, in the
 * order meson.build lists them. lesson.c reads them (lesson_builtin).
 */
#ifndef MAZEVIZ_LESSON_TEXTS_H
#define MAZEVIZ_LESSON_TEXTS_H

#include <stddef.h>

typedef struct lesson_text {
    const char *name; /* the file's name without ".lesson": "wilson" */
    const char *text; /* its bytes, as the file holds them */
    size_t len;
} lesson_text;

extern const lesson_text lesson_texts[];
extern const size_t lesson_text_count;

#endif
