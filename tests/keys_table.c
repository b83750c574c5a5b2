/*
 * keys_table.c - the window's keys as docs/user-guide.md's Markdown table,
 * generated from the key table in src/app/config.h (config_keys) and the
 * modes' registry, the way tests/grid_table.c makes the grid table: every
 * row with a help line, its keys and its English help as the window's F1
 * help shows them, rows that read alike in several modes joined with the
 * modes they act in - the single maze's first, then each mode's in the
 * registry's order, a lesson's, and those of every mode last; then the
 * presenter's bar, its buttons in each mode.
 *
 * usage: keys_table            print the block
 *        keys_table FILE       check that FILE holds exactly that block between
 *                              its "<!-- keys-table" and "<!-- end keys-table -->"
 *                              lines (exit 1 if not)
 *        keys_table --keys     each key of the table, one a line (the man page's check)
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/config.h"
#include "doc_table.h"

#define NKEYS (sizeof config_keys / sizeof config_keys[0])
#define OUT_MAX 65536

/* The layers a row acts in, as the table's last column ("One maze, Predict"; "every mode"; "a lesson"). */
static void where(unsigned in, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    if ((in & APP_IN_ALL) == APP_IN_ALL) {
        snprintf(buf, len, "every mode");
        return;
    }
    for (int m = 0; m < APP_MODES; m++)
        if (in & APP_IN(m))
            used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? ", " : "",
                                     app_tr(app_modes[m]->name, SM_LANG_EN));
    if (in & APP_IN_LESSON)
        used += (size_t)snprintf(buf + used, len - used, "%sa lesson", used ? ", " : "");
    if (in & APP_IN_CLASS_MAZES)
        snprintf(buf + used, len - used, "%sa student's maze (Y)", used ? ", " : "");
}

/* Whether word is one of the key column's joining words, shown as it is. */
static bool plain_word(const char *w, size_t n)
{
    static const char *const words[] = {"or", "/", "…", "click", "right-click"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strlen(words[i]) == n && strncmp(w, words[i], n) == 0)
            return true;
    return false;
}

/* The key column in Markdown: each key in backticks, the joining words plain ("`PgDn` or `]`"). */
static void keys_md(const char *keys, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (const char *p = keys; *p && used < len;) {
        size_t n = strcspn(p, " ");
        bool code = !plain_word(p, n);
        used += (size_t)snprintf(buf + used, len - used, "%s%s%.*s%s", used ? " " : "", code ? "`" : "", (int)n, p,
                                 code ? "`" : "");
        p += n;
        p += strspn(p, " ");
    }
}

/* The row whose help line covers row i: itself, or the nearest one before it with a key column. */
static size_t head(size_t i)
{
    while (i > 0 && !config_keys[i].keys)
        i--;
    return i;
}

/* Whether row i has a help line of its own (not a menu's row, not a pointer row on screen, not a continuation). */
static bool listed(size_t i)
{
    const app_key *r = &config_keys[i];
    return r->keys && r->help && app_key_area(r->key) == APP_AT_ANY && (r->in & (APP_IN_ALL | APP_IN_LESSON | APP_IN_CLASS_MAZES));
}

/* Whether rows i and k read alike in the help (the same keys, the same words). */
static bool alike(size_t i, size_t k)
{
    return listed(i) && listed(k) && strcmp(config_keys[i].keys, config_keys[k].keys) == 0 &&
           config_keys[i].help == config_keys[k].help;
}

/* The modes (and the lesson) of every row alike with row i. */
static unsigned modes_alike(size_t i)
{
    unsigned in = 0;
    for (size_t k = 0; k < NKEYS; k++)
        if (alike(i, k))
            in |= config_keys[k].in;
    return in;
}

static void put(char *out, size_t *used, const char *fmt, const char *a, const char *b, const char *c)
{
    *used += (size_t)snprintf(out + *used, OUT_MAX - *used, fmt, a, b, c);
}

/* The bar's buttons in mode bit `in`, labels joined with " · ". */
static void bar_line(unsigned in, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < NKEYS; i++)
        if (app_key_area(config_keys[i].key) == APP_AT_BAR && (config_keys[i].in & in))
            used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? " · " : "",
                                     app_tr(config_keys[i].help, SM_LANG_EN));
}

/* The table's group of a row acting in `in`: its first mode's place, then a lesson's, then every mode's. */
static int group(unsigned in)
{
    if ((in & APP_IN_ALL) == APP_IN_ALL)
        return APP_MODES + 1;
    for (int m = 0; m < APP_MODES; m++)
        if (in & APP_IN(m))
            return m;
    return APP_MODES;
}

/* The whole block into a malloc'd string. */
static char *table(void)
{
    char *out = malloc(OUT_MAX), keys[200], in[200];
    size_t used = 0;
    out[0] = '\0';
    put(out, &used, "| Keys | What they do | Where |\n|---|---|---|\n", "", "", "");
    bool done[NKEYS] = {false}; /* a line written for this row and those alike */
    for (int g = 0; g <= APP_MODES + 1; g++)
        for (size_t i = 0; i < NKEYS; i++) {
            unsigned modes = listed(i) ? modes_alike(i) : 0;
            if (!listed(i) || done[i] || group(modes) != g || (g < APP_MODES && !(config_keys[i].in & APP_IN(g))))
                continue;
            for (size_t k = 0; k < NKEYS; k++)
                done[k] |= alike(i, k);
            keys_md(config_keys[i].keys, keys, sizeof keys);
            where(modes, in, sizeof in);
            put(out, &used, "| %s | %s | %s |\n", keys, app_tr(config_keys[i].help, SM_LANG_EN), in);
        }
    put(out, &used, "\nThe presenter's bar (the pointer moved), its buttons in order:\n\n", "", "", "");
    for (int m = 0; m < APP_MODES; m++) {
        bar_line(APP_IN(m), keys, sizeof keys);
        if (keys[0])
            put(out, &used, "- %s: %s\n", app_tr(app_modes[m]->name, SM_LANG_EN), keys, "");
    }
    bar_line(APP_IN_LESSON, keys, sizeof keys);
    put(out, &used, "- in a lesson, also: %s\n", keys, "", "");
    return out;
}

/* Each key of the table's key columns, once, one a line. */
static void print_keys(void)
{
    for (size_t i = 0; i < NKEYS; i++) {
        if (!listed(i) || head(i) != i)
            continue;
        for (const char *p = config_keys[i].keys; *p;) {
            size_t n = strcspn(p, " ");
            if (!plain_word(p, n))
                printf("%.*s\n", (int)n, p);
            p += n;
            p += strspn(p, " ");
        }
    }
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--keys") == 0) {
        print_keys();
        return 0;
    }
    char *want = table();
    if (argc < 2) {
        fputs(want, stdout);
        free(want);
        return 0;
    }
    int rc = doc_table_check("keys_table", argv[1], "keys-table", want);
    free(want);
    return rc;
}
