/*
 * lesson.c - reading lesson files (lesson.h): lines into blocks, blocks
 * into slides, and every slide's state checked by the command line's own
 * parser, so a lesson that loads opens on every slide.
 */
#define _POSIX_C_SOURCE 200809L
#include "lesson.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LESSON_FILE_MAX (1 << 20)

/* The block being read. */
typedef struct block {
    int first;           /* its first line; 0: no block open */
    int state_line, until_line, step_line, speed_line, note_line[2], title_line;
    char state[CLI_STATE_MAX];
    char until[64], step[32];
    lesson_slide s;
} block;

typedef struct reader {
    lesson *l;
    const char *path;
    char *err;
    size_t errlen;
    int line;
    block b;
} reader;

/* "FILE:LINE: what"; returns false. */
static bool fail_at(reader *r, int line, const char *fmt, ...)
{
    char what[768], file[CLI_ESCAPE_MAX + 16];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    cli_escape(file, sizeof file, r->path);
    snprintf(r->err, r->errlen, "%s:%d: %s", file, line, what);
    return false;
}

/* Whether s (n bytes) is UTF-8 text without control bytes other than tab. */
static bool is_text(const unsigned char *s, size_t n)
{
    for (size_t i = 0; i < n;) {
        unsigned char c = s[i];
        size_t k = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 && c >= 0xc2 ? 2 : (c & 0xf0) == 0xe0 ? 3
                 : (c & 0xf8) == 0xf0 && c <= 0xf4 ? 4 : 0;
        if (k == 0 || i + k > n || (c < 0x20 && c != '\t') || c == 0x7f)
            return false;
        for (size_t j = 1; j < k; j++)
            if ((s[i + j] & 0xc0) != 0x80)
                return false;
        i += k;
    }
    return true;
}

/* Appends value to a note: English lines joined by a space, Chinese directly. */
static bool add_note(reader *r, int lang, const char *value)
{
    char *note = r->b.s.note[lang];
    size_t used = strlen(note), n = strlen(value);
    size_t sep = used && lang == 0 ? 1 : 0;
    if (used + sep + n >= LESSON_NOTE_MAX)
        return fail_at(r, r->line, "the %s note is longer than %d bytes", lang ? "zh" : "en", LESSON_NOTE_MAX - 1);
    if (sep)
        note[used++] = ' ';
    memcpy(note + used, value, n + 1);
    if (!r->b.note_line[lang])
        r->b.note_line[lang] = r->line;
    return true;
}

/* Copies value into a field that may be given once per slide. */
static bool set_once(reader *r, int *line, char *dst, size_t len, const char *name, const char *value)
{
    if (*line)
        return fail_at(r, r->line, "a second %s in this slide (line %d has one; slides are separated by a blank line)",
                       name, *line);
    if (strlen(value) >= len)
        return fail_at(r, r->line, "the %s is longer than %zu bytes", name, len - 1);
    memcpy(dst, value, strlen(value) + 1);
    *line = r->line;
    return true;
}

static bool title_field(reader *r, int lang, const char *value)
{
    lesson *l = r->l;
    if (l->n > 0)
        return fail_at(r, r->line, "the title goes in the first block, before the slides");
    if (strlen(value) >= sizeof l->title[lang])
        return fail_at(r, r->line, "the title is longer than %zu bytes", sizeof l->title[lang] - 1);
    strcpy(l->title[lang], value);
    r->b.title_line = r->line;
    return true;
}

/* One "name: value" line of the open block. */
static bool field(reader *r, const char *name, const char *value)
{
    block *b = &r->b;
    if (!*value)
        return fail_at(r, r->line, "%s: needs a value", name);
    if (strcmp(name, "title") == 0 || strcmp(name, "title-zh") == 0)
        return title_field(r, name[5] != '\0', value);
    if (strcmp(name, "state") == 0)
        return set_once(r, &b->state_line, b->state, sizeof b->state, "state", value);
    if (strcmp(name, "until") == 0)
        return set_once(r, &b->until_line, b->until, sizeof b->until, "until", value);
    if (strcmp(name, "step") == 0)
        return set_once(r, &b->step_line, b->step, sizeof b->step, "step", value);
    if (strcmp(name, "speed") == 0)
        return set_once(r, &b->speed_line, b->s.speed, sizeof b->s.speed, "speed", value);
    if (strcmp(name, "en") == 0 || strcmp(name, "zh") == 0)
        return add_note(r, name[0] == 'z', value);
    char v[CLI_ESCAPE_MAX + 16];
    cli_escape(v, sizeof v, name);
    return fail_at(r, r->line, "unknown field '%s' (fields: title, title-zh, state, until, step, speed, en, zh)", v);
}

/*
 * Parses argv[1..] as the command line would; false with "FILE:line: why".
 * A slide's state must name its seed, or every showing would differ.
 */
static bool check_args(reader *r, int line, int argc, char **argv, bool need_seed)
{
    cli_args *a = malloc(sizeof *a);
    char why[768];
    if (!a)
        return fail_at(r, line, "no memory");
    bool ok = cli_parse(argc, argv, a, why, sizeof why), seed = a->seed_given;
    free(a);
    if (ok && need_seed && !seed)
        return fail_at(r, line, "the state has no seed=N: without one every showing of the slide differs");
    return ok || fail_at(r, line, "%s", why);
}

/* The slide's state with until or step added, each checked where it was written. */
static bool compose_state(reader *r)
{
    block *b = &r->b;
    char *only[] = {"mazeviz", "--state", b->state};
    if (!check_args(r, b->state_line, 3, only, true))
        return false;
    if (b->until_line && b->step_line)
        return fail_at(r, b->step_line, "until (line %d) and step exclude each other: give one", b->until_line);
    const char *key = b->until_line ? "until" : b->step_line ? "step" : NULL;
    const char *v = b->until_line ? b->until : b->step;
    int n = key ? snprintf(b->s.state, sizeof b->s.state, "%s&%s=%s", b->state, key, v)
                : snprintf(b->s.state, sizeof b->s.state, "%s", b->state);
    if (n < 0 || (size_t)n >= sizeof b->s.state || (key && strpbrk(v, "&%+")))
        return fail_at(r, key ? (b->until_line ? b->until_line : b->step_line) : b->state_line,
                       "%s: too long, or holds '&', '%%' or '+'", key ? key : "state");
    char *full[] = {"mazeviz", "--state", b->s.state};
    if (key && !check_args(r, b->until_line ? b->until_line : b->step_line, 3, full, false))
        return false;
    char *shot[] = {"mazeviz", "--state", b->s.state, "--screenshot", "slide.png"}; /* as --slide N --screenshot shows it */
    if (!check_args(r, b->state_line, 5, shot, false))
        return false;
    char *speed[] = {"mazeviz", "--speed", b->s.speed};
    return !b->speed_line || check_args(r, b->speed_line, 3, speed, false);
}

/* Closes the open block: a slide when it has slide fields. */
static bool end_block(reader *r)
{
    block *b = &r->b;
    bool slide = b->state_line || b->until_line || b->step_line || b->speed_line || b->note_line[0] || b->note_line[1];
    if (b->first && slide) {
        if (b->title_line)
            return fail_at(r, b->title_line, "a title in a slide: give it a block of its own before the slides");
        if (!b->state_line)
            return fail_at(r, b->first, "this slide has no state line");
        for (int lang = 0; lang < 2; lang++)
            if (!b->note_line[lang])
                return fail_at(r, b->state_line, "this slide has no %s note (%s: ...)", lang ? "Chinese" : "English",
                               lang ? "zh" : "en");
        if (r->l->n == LESSON_MAX_SLIDES)
            return fail_at(r, b->first, "more than %d slides", LESSON_MAX_SLIDES);
        if (!compose_state(r))
            return false;
        b->s.line = b->state_line;
        r->l->slides[r->l->n++] = b->s;
    }
    memset(b, 0, sizeof *b);
    return true;
}

/* One line (trimmed, no newline). */
static bool read_line(reader *r, char *s)
{
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
    while (*s == ' ' || *s == '\t')
        s++;
    if (!*s)
        return end_block(r);
    if (*s == '#')
        return true;
    if (!r->b.first)
        r->b.first = r->line;
    char *colon = strchr(s, ':');
    size_t k = colon ? (size_t)(colon - s) : 0;
    if (!colon || k == 0 || strspn(s, "abcdefghijklmnopqrstuvwxyz-") != k) {
        char v[CLI_ESCAPE_MAX + 16];
        cli_escape(v, sizeof v, s);
        return fail_at(r, r->line, "expected FIELD: VALUE, got '%s'", v);
    }
    *colon = '\0';
    char *value = colon + 1;
    while (*value == ' ' || *value == '\t')
        value++;
    return field(r, s, value);
}

static char *read_file(const char *path, size_t *n, char *err, size_t len)
{
    char name[CLI_ESCAPE_MAX + 16];
    cli_escape(name, sizeof name, path);
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, len, "cannot read lesson '%s': %s", name, strerror(errno));
        return NULL;
    }
    char *buf = malloc(LESSON_FILE_MAX + 1);
    *n = buf ? fread(buf, 1, LESSON_FILE_MAX + 1, f) : 0;
    bool bad = !buf || ferror(f) || *n > LESSON_FILE_MAX;
    if (bad)
        snprintf(err, len, "cannot read lesson '%s': %s", name,
                 !buf ? "no memory" : *n > LESSON_FILE_MAX ? "larger than 1 MB" : strerror(errno));
    fclose(f);
    if (bad) {
        free(buf);
        return NULL;
    }
    buf[*n] = '\0';
    return buf;
}

lesson *lesson_load(const char *path, char *err, size_t len)
{
    size_t n;
    char *text = read_file(path, &n, err, len);
    lesson *l = text ? calloc(1, sizeof *l) : NULL;
    reader *r = l ? calloc(1, sizeof *r) : NULL;
    if (text && (!l || !r || !(l->slides = calloc(LESSON_MAX_SLIDES, sizeof *l->slides))))
        snprintf(err, len, "no memory for a lesson");
    bool ok = r && l->slides;
    if (ok) {
        *r = (reader){.l = l, .path = path, .err = err, .errlen = len};
        snprintf(l->path, sizeof l->path, "%s", path);
    }
    char *start = text, *nul = text ? memchr(text, '\0', n) : NULL;
    if (text && n >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0) /* a byte order mark, as some editors save UTF-8 */
        start += 3;
    for (char *s = start, *nl; ok && s && s < text + n; s = nl ? nl + 1 : NULL) {
        nl = strchr(s, '\n');
        size_t k = nl ? (size_t)(nl - s) : strlen(s);
        r->line++;
        if (nul && nul <= s + k) /* the lines after it would end there unseen */
            ok = fail_at(r, r->line, "a NUL byte: this is not a text file");
        else if (!is_text((const unsigned char *)s, k > 0 && s[k - 1] == '\r' ? k - 1 : k)) /* CRLF line ends */
            ok = fail_at(r, r->line, "not UTF-8 text");
        if (nl)
            *nl = '\0';
        ok = ok && read_line(r, s);
    }
    ok = ok && end_block(r);
    if (ok && l->n == 0)
        ok = fail_at(r, 1, "no slides (a slide is a block with a state: line)");
    free(r);
    free(text);
    if (!ok) {
        lesson_free(l);
        return NULL;
    }
    return l;
}

void lesson_free(lesson *l)
{
    if (!l)
        return;
    free(l->slides);
    free(l);
}

bool lesson_slide_args(const lesson *l, size_t i, int argc, char **argv, cli_args *out, char *err, size_t len)
{
    const lesson_slide *s = &l->slides[i];
    char **v = malloc(((size_t)argc + 6) * sizeof *v);
    if (!v) {
        snprintf(err, len, "no memory");
        return false;
    }
    int n = 0;
    bool speed = false;
    v[n++] = argc > 0 ? argv[0] : "mazeviz";
    v[n++] = "--state";
    v[n++] = (char *)s->state;
    for (int k = 1; k < argc; k++) { /* the lesson's own flags are left out */
        if (strcmp(argv[k], "--lesson") == 0 || strcmp(argv[k], "--slide") == 0) {
            k++;
            continue;
        }
        if (strncmp(argv[k], "--lesson=", 9) == 0 || strncmp(argv[k], "--slide=", 8) == 0 ||
            strcmp(argv[k], "--check") == 0)
            continue;
        speed = speed || strcmp(argv[k], "--speed") == 0 || strncmp(argv[k], "--speed=", 8) == 0;
        v[n++] = argv[k];
    }
    bool ok = cli_parse(n, v, out, err, len);
    if (ok && out->mode == RUN_WINDOW && s->speed[0] && !speed) {
        v[n++] = "--speed";
        v[n++] = (char *)s->speed;
        ok = cli_parse(n, v, out, err, len);
    }
    free(v);
    if (ok) {
        out->note[0] = s->note[0];
        out->note[1] = s->note[1];
    }
    return ok;
}
