/*
 * lesson.c - reading lesson files (lesson.h): lines into blocks, blocks
 * into slides, and every slide's state checked by the command line's own
 * parser, so a lesson that loads opens on every slide.
 */
#define _POSIX_C_SOURCE 200809L
#include "lesson.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lesson_texts.h"
#include "mask_file.h"

/* The block being read. */
typedef struct block {
    int first;           /* its first line; 0: no block open */
    int state_line, until_line, step_line, speed_line, note_line[2], title_line;
    bool broken;         /* one of its lines was a mistake: it is no slide */
    char state[CLI_STATE_MAX];
    char until[64], step[32];
    lesson_slide s;
} block;

typedef struct reader {
    lesson *l;
    int line;
    bool full;           /* LESSON_MAX_SLIDES slides read, and said so */
    block b;
} reader;

/* Records the mistake "FILE:LINE: what" (reported while the report has room); returns false. */
static bool fail_at(reader *r, int line, const char *fmt, ...)
{
    lesson *l = r->l;
    char what[768], one[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    int n = snprintf(one, sizeof one, "%s:%d: %s\n", l->shown, line, what);
    size_t used = strlen(l->report);
    if (n > 0 && used + (size_t)n < sizeof l->report) {
        memcpy(l->report + used, one, (size_t)n + 1);
        l->reported++;
    }
    l->mistakes++;
    return false;
}

/* Whether s (n bytes) is UTF-8 text (well formed: no overlong forms, no surrogates) without control characters but tab. */
static bool is_text(const unsigned char *s, size_t n)
{
    for (size_t i = 0; i < n;) {
        size_t k = s[i] < 0x80 ? (s[i] >= 0x20 && s[i] != 0x7f) || s[i] == '\t' : cli_utf8_len(s + i);
        if (k == 0 || i + k > n)
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

/* The slide's state with until or step added, each checked where it was written; its speed. */
static bool compose_state(reader *r)
{
    block *b = &r->b;
    char *speed[] = {"mazeviz", "--speed", b->s.speed};
    bool speed_ok = !b->speed_line || check_args(r, b->speed_line, 3, speed, false);
    char *only[] = {"mazeviz", "--state", b->state};
    if (!check_args(r, b->state_line, 3, only, true))
        return false;
    if (b->until_line && b->step_line)
        return fail_at(r, b->step_line, "until (line %d) and step exclude each other: give one", b->until_line);
    const char *key = b->until_line ? "until" : b->step_line ? "step" : NULL;
    const char *v = b->until_line ? b->until : b->step;
    b->s.stop_line = b->until_line ? b->until_line : b->step_line;
    int n = key ? snprintf(b->s.state, sizeof b->s.state, "%s&%s=%s", b->state, key, v)
                : snprintf(b->s.state, sizeof b->s.state, "%s", b->state);
    if (n < 0 || (size_t)n >= sizeof b->s.state || (key && strpbrk(v, "&%+")))
        return fail_at(r, key ? b->s.stop_line : b->state_line, "%s: too long, or holds '&', '%%' or '+'",
                       key ? key : "state");
    char *full[] = {"mazeviz", "--state", b->s.state};
    if (key && !check_args(r, b->s.stop_line, 3, full, false))
        return false;
    char *shot[] = {"mazeviz", "--state", b->s.state, "--screenshot", "slide.png"}; /* as --slide N --screenshot shows it */
    return check_args(r, b->state_line, 5, shot, false) && speed_ok;
}

/* A slide's fields are all there: a state and both notes, no title. */
static bool complete(reader *r)
{
    block *b = &r->b;
    bool ok = true;
    if (b->title_line)
        ok = fail_at(r, b->title_line, "a title in a slide: give it a block of its own before the slides");
    if (!b->state_line)
        ok = fail_at(r, b->first, "this slide has no state line");
    for (int lang = 0; lang < 2; lang++)
        if (!b->note_line[lang])
            ok = fail_at(r, b->state_line ? b->state_line : b->first, "this slide has no %s note (%s: ...)",
                         lang ? "Chinese" : "English", lang ? "zh" : "en");
    return ok;
}

/*
 * Closes the open block: a slide when it has slide fields. A block with a
 * mistake on one of its lines is no slide, and its missing fields are not
 * mistakes of their own; its state, until and speed are still checked.
 */
static void end_block(reader *r)
{
    block *b = &r->b;
    bool slide = b->state_line || b->until_line || b->step_line || b->speed_line || b->note_line[0] || b->note_line[1];
    if (b->first && slide) {
        bool ok = !b->broken && complete(r);
        ok = (b->state_line ? compose_state(r) : false) && ok;
        if (ok && r->l->n == LESSON_MAX_SLIDES && !r->full)
            r->full = !fail_at(r, b->first, "more than %d slides", LESSON_MAX_SLIDES);
        if (ok && r->l->n < LESSON_MAX_SLIDES) {
            b->s.line = b->state_line;
            r->l->slides[r->l->n++] = b->s;
        }
    }
    memset(b, 0, sizeof *b);
}

/* One line (trimmed, no newline); false when it is a mistake. */
static bool read_line(reader *r, char *s)
{
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
    while (*s == ' ' || *s == '\t')
        s++;
    if (!*s) {
        end_block(r);
        return true;
    }
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

/* Every line of text (n bytes, NUL-terminated, changed in place) into r's lesson. */
static void read_lines(reader *r, char *text, size_t n)
{
    char *start = text, *nul = memchr(text, '\0', n);
    if (n >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0) /* a byte order mark, as some editors save UTF-8 */
        start += 3;
    for (char *s = start, *nl; s && s < text + n; s = nl ? nl + 1 : NULL) {
        nl = strchr(s, '\n');
        size_t k = nl ? (size_t)(nl - s) : strlen(s);
        r->line++;
        if (nul && nul <= s + k) { /* the lines after it would end there unseen */
            fail_at(r, r->line, "a NUL byte: this is not a text file");
            return;
        }
        if (nl)
            *nl = '\0';
        if (!is_text((const unsigned char *)s, k > 0 && s[k - 1] == '\r' ? k - 1 : k)) /* CRLF line ends */
            r->b.broken = !fail_at(r, r->line, "not UTF-8 text");
        else if (!read_line(r, s))
            r->b.broken = true;
    }
    end_block(r);
}

lesson *lesson_parse(const char *name, const char *text, size_t n, char *err, size_t len)
{
    lesson *l = calloc(1, sizeof *l);
    reader *r = l ? calloc(1, sizeof *r) : NULL;
    char *copy = r ? malloc(n + 1) : NULL;
    if (!copy || !(l->slides = calloc(LESSON_MAX_SLIDES, sizeof *l->slides))) {
        snprintf(err, len, "no memory for a lesson");
        free(copy);
        free(r);
        lesson_free(l);
        return NULL;
    }
    memcpy(copy, text, n);
    copy[n] = '\0';
    snprintf(l->path, sizeof l->path, "%s", name);
    cli_escape(l->shown, sizeof l->shown, name);
    r->l = l;
    read_lines(r, copy, n);
    if (l->n == 0 && l->mistakes == 0)
        fail_at(r, 1, "no slides (a slide is a block with a state: line)");
    free(r);
    free(copy);
    return l;
}

lesson *lesson_load(const char *path, char *err, size_t len)
{
    char *text;
    size_t n;
    if (!cli_read_file(path, "lesson", LESSON_FILE_MAX, &text, &n, err, len)) /* a FIFO is refused, not waited on */
        return NULL;
    lesson *l = lesson_parse(path, text, n, err, len);
    free(text);
    return l;
}

void lesson_free(lesson *l)
{
    if (!l)
        return;
    free(l->slides);
    free(l);
}

size_t lesson_builtin_count(void) { return lesson_text_count; }

const char *lesson_builtin_name(size_t i) { return i < lesson_text_count ? lesson_texts[i].name : NULL; }

/* The built-in lesson called name, ".lesson" or not; NULL: none. */
static const lesson_text *builtin(const char *name)
{
    size_t k = strlen(name);
    if (k > 7 && strcmp(name + k - 7, ".lesson") == 0)
        k -= 7;
    for (size_t i = 0; i < lesson_text_count; i++)
        if (strlen(lesson_texts[i].name) == k && strncmp(lesson_texts[i].name, name, k) == 0)
            return &lesson_texts[i];
    return NULL;
}

/* "wilson, search, kruskal" */
static void builtin_names(char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < lesson_text_count && used < len; i++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s", i ? ", " : "", lesson_texts[i].name);
}

lesson *lesson_builtin(const char *name, char *err, size_t len)
{
    const lesson_text *t = builtin(name);
    if (!t) {
        char v[CLI_ESCAPE_MAX + 16], names[256];
        cli_escape(v, sizeof v, name);
        builtin_names(names, sizeof names);
        snprintf(err, len, "no built-in lesson '%s': the built-in lessons are %s", v, names);
        return NULL;
    }
    char path[128];
    snprintf(path, sizeof path, "built-in %s.lesson", t->name);
    lesson *l = lesson_parse(path, t->text, t->len, err, len);
    if (l)
        l->built_in = true;
    return l;
}

/* dir/name + ext into buf when it fits and names something; false otherwise. */
static bool found_in(char *buf, size_t len, const char *dir, const char *name, const char *ext)
{
    int n = snprintf(buf, len, "%s/%s%s", dir, name, ext);
    return n > 0 && (size_t)n < len && access(buf, F_OK) == 0;
}

lesson *lesson_open(const char *name, const char *const *dirs, size_t n, char *err, size_t len)
{
    char path[4096], where[1024], names[256], v[CLI_ESCAPE_MAX + 16];
    if (strchr(name, '/') || access(name, F_OK) == 0)
        return lesson_load(name, err, len);
    for (size_t i = 0; i < n; i++)
        if (dirs[i] && *dirs[i] && (found_in(path, sizeof path, dirs[i], name, "") ||
                                    found_in(path, sizeof path, dirs[i], name, ".lesson")))
            return lesson_load(path, err, len);
    if (builtin(name))
        return lesson_builtin(name, err, len);
    size_t used = 0;
    where[0] = '\0';
    for (size_t i = 0; i < n && used < sizeof where; i++)
        if (dirs[i] && *dirs[i]) {
            cli_escape(v, sizeof v, dirs[i]);
            used += (size_t)snprintf(where + used, sizeof where - used, "%s%s/", used ? ", " : "", v);
        }
    cli_escape(v, sizeof v, name);
    builtin_names(names, sizeof names);
    snprintf(err, len, "no lesson '%s': no file of that name here, no %s or %s.lesson in %s, and no built-in lesson "
             "of that name (%s; mazeviz --list-lessons)", v, v, v, used ? where : "no lesson directory", names);
    return NULL;
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
