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
 *     until: loop-erased:len>=4
 *     speed: 1/4
 *     en: The walk has met itself: the loop is erased.
 *     zh: 游走碰到了自己：这个环被擦除。
 *
 * Blocks are separated by blank lines; a block with a state is a slide,
 * the one before the first slide may hold the title. Fields: state
 * (required; the keys of state.h), until (EVENT[:len>=L][:N]) or step (K),
 * speed (as --speed), en and zh (both required; repeated lines continue
 * the note, English joined with a space, Chinese directly). Lines starting
 * with '#' are comments. Every mistake is "FILE:LINE: what is wrong", and
 * reading goes on after one, so a lesson's mistakes are found in one go.
 * The file is UTF-8 text: CRLF line ends and a byte order mark are read
 * as a plain file would be; a NUL byte is refused at its line.
 *
 * The shipped lessons (data/lessons/) are built into the program, so
 * they open by name wherever it runs, the web page included
 * (lesson_builtin_*); a file of the same name found on disk overrides
 * one (lesson_open).
 */
#ifndef MAZEVIZ_LESSON_H
#define MAZEVIZ_LESSON_H

#include <stdbool.h>
#include <stddef.h>

#include "args.h"

#define LESSON_MAX_SLIDES 100
#define LESSON_NOTE_MAX 1000  /* bytes of one note */
#define LESSON_FILE_MAX (1 << 20)
#define LESSON_REPORT_MAX 4096 /* bytes of the mistakes kept as text */

typedef struct lesson_slide {
    int line;            /* the line of its state */
    int stop_line;       /* the line of its until or step; 0: it has neither */
    char state[CLI_STATE_MAX]; /* the state string, until/step included */
    char speed[16];      /* "" when not given */
    char note[2][LESSON_NOTE_MAX]; /* en, zh */
} lesson_slide;

typedef struct lesson {
    char path[512];      /* the file, or "built-in NAME.lesson" */
    bool built_in;       /* built into the program (lesson_builtin) */
    char shown[CLI_ESCAPE_MAX + 16]; /* path as messages print it (cli_escape) */
    char title[2][200];  /* "" when not given */
    lesson_slide *slides; /* the slides without mistakes */
    size_t n;
    size_t mistakes;     /* a lesson with any is not presented */
    size_t reported;     /* how many of them report holds (the first ones) */
    char report[LESSON_REPORT_MAX]; /* "FILE:LINE: what\n" per mistake */
} lesson;

/*
 * Reads the lesson file at path (a regular file of at most 1 MB; a FIFO
 * or device is refused at once) and checks it: its syntax, and every
 * slide's state and speed as the command line would take them. NULL with
 * one line in err when the file cannot be read or memory runs out; else
 * the lesson, whose mistakes (if any) are counted and reported inside.
 * Free with lesson_free().
 */
lesson *lesson_load(const char *path, char *err, size_t len);

/*
 * lesson_load() on text already in memory (n bytes, not necessarily
 * terminated), name standing for its file in messages. NULL only when
 * memory runs out.
 */
lesson *lesson_parse(const char *name, const char *text, size_t n, char *err, size_t len);

void lesson_free(lesson *l);

/* The lessons built into the program, in the order data/lessons/ lists them: names ("wilson"), no ".lesson". */
size_t lesson_builtin_count(void);
const char *lesson_builtin_name(size_t i); /* NULL past the end */

/*
 * The built-in lesson called name ("wilson" or "wilson.lesson"), read as
 * lesson_parse() reads; its path is "built-in wilson.lesson". NULL with one
 * line in err when there is none of that name (the line lists them) or
 * memory runs out.
 */
lesson *lesson_builtin(const char *name, char *err, size_t len);

/*
 * A lesson as --lesson NAME finds it: a path (NAME holds '/', or is a
 * file in the current directory) is read as it is; else DIR/NAME, then
 * DIR/NAME.lesson in each of the n directories in turn (a file on disk
 * overrides a built-in lesson of its name); else the built-in lesson.
 * NULL with one line in err that says where it looked.
 */
lesson *lesson_open(const char *name, const char *const *dirs, size_t n, char *err, size_t len);

/*
 * The settings slide i (0-based) shows: its state, then argv's flags
 * (argv[0] first, the lesson flags already left out) over it, its speed
 * unless argv has --speed, its notes. False with one line in err.
 */
bool lesson_slide_args(const lesson *l, size_t i, int argc, char **argv, cli_args *out, char *err, size_t len);

#endif
