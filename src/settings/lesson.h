/*
 * lesson.h - lesson files: a teacher's prepared moments, one slide per
 * block of lines, each a state string, where to run to, a speed, and a
 * note in English and Chinese.
 *
 *     # Wilson's algorithm (a comment)
 *     title: Wilson's algorithm
 *     title-zh: Wilson 算法
 *
 *     state: algo=wilson&size=8x6&seed=7
 *     until: loop-erased:1
 *     speed: 1/4
 *     en: The walk has met itself: the loop is erased.
 *     zh: 游走碰到了自己：这个环被擦除。
 *
 * Blocks are separated by blank lines; a block with a state is a slide,
 * the one before the first slide may hold the title. Fields: state
 * (required; the keys of state.h), until (EVENT[:N]) or step (K), speed
 * (as --speed), en and zh (both required; repeated lines continue the
 * note, English joined with a space, Chinese directly). Lines starting
 * with '#' are comments. Every mistake is "FILE:LINE: what is wrong".
 * The file is UTF-8 text: CRLF line ends and a byte order mark are read
 * as a plain file would be; a NUL byte is refused at its line.
 */
#ifndef MAZEVIZ_LESSON_H
#define MAZEVIZ_LESSON_H

#include <stdbool.h>
#include <stddef.h>

#include "args.h"

#define LESSON_MAX_SLIDES 100
#define LESSON_NOTE_MAX 1000 /* bytes of one note */

typedef struct lesson_slide {
    int line;            /* the line of its state */
    char state[CLI_STATE_MAX]; /* the state string, until/step included */
    char speed[16];      /* "" when not given */
    char note[2][LESSON_NOTE_MAX]; /* en, zh */
} lesson_slide;

typedef struct lesson {
    char path[512];
    char title[2][200]; /* "" when not given */
    lesson_slide *slides;
    size_t n;
} lesson;

/*
 * Reads and checks the lesson at path: its syntax, and every slide's state
 * and speed as the command line would take them. NULL with one line in err
 * ("FILE:LINE: what is wrong", or why the file cannot be read). Free with
 * lesson_free().
 */
lesson *lesson_load(const char *path, char *err, size_t len);

void lesson_free(lesson *l);

/*
 * The settings slide i (0-based) shows: its state, then argv's flags
 * (argv[0] first, the lesson flags already left out) over it, its speed
 * unless argv has --speed, its notes. False with one line in err.
 */
bool lesson_slide_args(const lesson *l, size_t i, int argc, char **argv, cli_args *out, char *err, size_t len);

#endif
