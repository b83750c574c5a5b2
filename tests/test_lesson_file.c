/*
 * test_lesson_file.c - a lesson saved by another editor is the same lesson:
 * each file given, copied with CRLF line ends, with a UTF-8 byte order
 * mark, and with both, loads with the same title, slides, states, speeds
 * and notes in both languages (test_lesson_cli.sh compares what the
 * command line shows: the count and each slide's state). And the lesson
 * built into the program under the file's name is the same lesson: the
 * build embedded the file unchanged.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "settings/lesson.h"

/* Copies src to dst, a BOM first when bom, "\r\n" for each "\n" when crlf. */
static bool copy_as(const char *src, const char *dst, bool bom, bool crlf)
{
    FILE *in = fopen(src, "rb"), *out = fopen(dst, "wb");
    bool ok = in && out && (!bom || fputs("\xef\xbb\xbf", out) >= 0);
    for (int c; ok && (c = getc(in)) != EOF;)
        ok = (!crlf || c != '\n' || putc('\r', out) != EOF) && putc(c, out) != EOF;
    ok = ok && !ferror(in);
    if (in)
        fclose(in);
    return out && fclose(out) == 0 && ok;
}

static void same(const char *what, const lesson *a, const lesson *b)
{
    CHECK(a->n == b->n, "%s: %zu slides, the original %zu", what, b->n, a->n);
    for (int lang = 0; lang < 2; lang++)
        CHECK(strcmp(a->title[lang], b->title[lang]) == 0, "%s: title '%s', the original '%s'", what, b->title[lang],
              a->title[lang]);
    for (size_t i = 0; i < a->n && i < b->n; i++) {
        const lesson_slide *x = &a->slides[i], *y = &b->slides[i];
        CHECK(x->line == y->line, "%s: slide %zu at line %d, the original %d", what, i + 1, y->line, x->line);
        CHECK(strcmp(x->state, y->state) == 0, "%s: slide %zu state '%s'", what, i + 1, y->state);
        CHECK(strcmp(x->speed, y->speed) == 0, "%s: slide %zu speed '%s'", what, i + 1, y->speed);
        for (int lang = 0; lang < 2; lang++)
            CHECK(strcmp(x->note[lang], y->note[lang]) == 0, "%s: slide %zu note '%s'", what, i + 1, y->note[lang]);
    }
}

int main(int argc, char **argv)
{
    char dir[] = "/tmp/mazeviz-lesson-XXXXXX", copy[64], err[1024];
    if (!mkdtemp(dir))
        return perror("mkdtemp"), 1;
    snprintf(copy, sizeof copy, "%s/copy.lesson", dir);
    static const struct {
        const char *name;
        bool bom, crlf;
    } kinds[] = {{"CRLF", false, true}, {"BOM", true, false}, {"BOM+CRLF", true, true}};
    for (int f = 1; f < argc; f++) {
        int failures = check_failures;
        lesson *orig = lesson_load(argv[f], err, sizeof err);
        CHECK(orig && orig->mistakes == 0, "%s", orig ? orig->report : err);
        const char *base = strrchr(argv[f], '/');
        lesson *built = lesson_builtin(base ? base + 1 : argv[f], err, sizeof err);
        CHECK(built && built->built_in && built->mistakes == 0, "%s: not built in: %s", argv[f], built ? built->report : err);
        if (orig && built)
            same("the built-in lesson", orig, built);
        lesson_free(built);
        for (size_t k = 0; orig && k < sizeof kinds / sizeof kinds[0]; k++) {
            char what[600];
            snprintf(what, sizeof what, "%s as %s", argv[f], kinds[k].name);
            CHECK(copy_as(argv[f], copy, kinds[k].bom, kinds[k].crlf), "%s: cannot write %s", what, copy);
            lesson *l = lesson_load(copy, err, sizeof err);
            CHECK(l && l->mistakes == 0, "%s: %s", what, l ? l->report : err);
            if (l)
                same(what, orig, l);
            lesson_free(l);
        }
        if (orig && check_failures == failures)
            printf("%s: %zu slides, the same with CRLF, a BOM and both, and built in\n", argv[f], orig->n);
        lesson_free(orig);
    }
    unlink(copy);
    rmdir(dir);
    return check_exit("lesson file");
}
