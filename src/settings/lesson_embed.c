/*
 * lesson_embed.c - a build tool, run on the build machine (native: true in
 * meson.build, so the web's cross build runs it too): writes the lesson
 * files it is given into a C file as byte arrays, with the table
 * lesson_texts.h declares. Bytes, not a string literal: any text survives
 * unchanged, and no compiler limit on literal lengths applies.
 *
 * usage: lesson_embed OUT.c FILE.lesson...  (exit 1 with one line when a
 * file cannot be read or OUT.c cannot be written)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The file's name without its directory and ".lesson" into buf; false unless it is letters, digits, '-' and '_'. */
static int lesson_name(const char *path, char *buf, size_t len)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t k = strlen(base);
    if (k > 7 && strcmp(base + k - 7, ".lesson") == 0)
        k -= 7;
    snprintf(buf, len, "%.*s", (int)k, base);
    return k > 0 && k < len && strspn(buf, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") == k;
}

/* "static const char lesson_I[] = {...};" with the bytes of path; false when it cannot be read. */
static int write_bytes(FILE *out, size_t i, const char *path, size_t *n)
{
    FILE *in = fopen(path, "rb");
    if (!in)
        return 0;
    fprintf(out, "static const char lesson_%zu[] = {", i);
    int c;
    for (*n = 0; (c = getc(in)) != EOF; (*n)++)
        fprintf(out, "%s%d,", *n % 24 ? "" : "\n   ", (signed char)c);
    fprintf(out, "\n    0};\n\n");
    int ok = !ferror(in);
    fclose(in);
    return ok;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs("usage: lesson_embed OUT.c FILE.lesson...\n", stderr);
        return 1;
    }
    FILE *out = fopen(argv[1], "w");
    size_t *len = calloc((size_t)argc, sizeof *len);
    if (!out || !len) {
        fprintf(stderr, "lesson_embed: cannot write %s\n", argv[1]);
        return 1;
    }
    fputs("/* Written by lesson_embed from data/lessons/ at build time: do not edit. */\n"
          "#include \"settings/lesson_texts.h\"\n\n", out);
    for (int i = 2; i < argc; i++)
        if (!write_bytes(out, (size_t)(i - 2), argv[i], &len[i])) {
            fprintf(stderr, "lesson_embed: cannot read %s\n", argv[i]);
            return 1;
        }
    fputs("const lesson_text lesson_texts[] = {\n", out);
    for (int i = 2; i < argc; i++) {
        char name[256];
        if (!lesson_name(argv[i], name, sizeof name)) {
            fprintf(stderr, "lesson_embed: %s: a lesson's name is letters, digits, '-' and '_'\n", argv[i]);
            return 1;
        }
        fprintf(out, "    {\"%s\", lesson_%d, %zu},\n", name, i - 2, len[i]);
    }
    fprintf(out, "    {0, 0, 0}\n};\nconst size_t lesson_text_count = %d;\n", argc - 2);
    free(len);
    return fclose(out) == 0 ? 0 : 1;
}
