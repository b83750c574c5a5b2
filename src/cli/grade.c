/*
 * grade.c - the teacher's side of an exercise (issue 31): --grade FILE
 * replays every completion code in FILE and writes one CSV row per code,
 *
 *   name,algo,grid,size,seed,asked,right,score,valid,reason
 *
 * to standard output or --output (all or nothing, outfile.h). FILE holds
 * lines NAME<TAB>CODE, or a CSV whose header names the columns name and
 * code (any order, other columns ignored). A code is valid when it is an
 * exercise's (it has moves), it is the row's student's (its name), its
 * moves are legal choices of its run, none is left over, and, with
 * --class-seed, its seed is the one the class seed gives that name.
 * algo is the exercised machine (the solver with --solve); score is
 * right/asked in percent.
 */
#define _POSIX_C_SOURCE 200809L
#include "exercise_cli.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "mazeviz/exercise.h"
#include "settings/code.h"
#include "settings/grid_cli.h"
#include "settings/outfile.h"

#define GRADE_FILE_MAX (64u << 20) /* a class's codes fit many times over */

/* One row of FILE: the student's name and the code, both trimmed. */
typedef struct row {
    char *name, *code;
} row;

/* What grading one code found. */
typedef struct grade {
    const char *algo, *grid;
    char size[32];
    uint64_t seed, asked, right;
    bool valid, known; /* known: the code read as a maze (algo, grid, size, seed are its) */
    char reason[800];
} grade;

/* The whole file, NUL-terminated, in a new buffer; NULL (errno set) when it cannot be read. */
static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - 1 - n, f);
        if (n < cap - 1 || n >= GRADE_FILE_MAX)
            break;
        char *more = realloc(buf, cap *= 2);
        if (!more) {
            free(buf);
            buf = NULL;
            errno = ENOMEM;
        }
        buf = more;
    }
    bool bad = ferror(f) || (buf && n >= GRADE_FILE_MAX);
    int e = n >= GRADE_FILE_MAX ? EFBIG : errno;
    fclose(f);
    if (bad) {
        free(buf);
        errno = e;
        return NULL;
    }
    if (buf)
        buf[n] = '\0';
    return buf;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n > 0 && strchr(" \t\r\n", s[n - 1]))
        s[--n] = '\0';
    return s;
}

/* The next CSV field of line *p (quotes: "" is a quote); NULL at the line's end. Writes in place. */
static char *csv_field(char **p)
{
    char *s = *p, *out = s, *start = s;
    if (!s)
        return NULL;
    bool quoted = *s == '"';
    for (s += quoted; *s; s++) {
        if (quoted && *s == '"' && s[1] == '"')
            *out++ = *s++;
        else if (quoted && *s == '"')
            quoted = false;
        else if (!quoted && *s == ',')
            break;
        else
            *out++ = *s;
    }
    *p = *s == ',' ? s + 1 : NULL;
    *out = '\0';
    return trim(start);
}

/* The CSV header's columns for name and code; false when it lacks one. */
static bool csv_columns(char *header, int *name, int *code)
{
    *name = *code = -1;
    char *p = header, *f;
    for (int i = 0; (f = csv_field(&p)); i++) {
        if (strcasecmp(f, "name") == 0)
            *name = i;
        else if (strcasecmp(f, "code") == 0)
            *code = i;
    }
    return *name >= 0 && *code >= 0;
}

/* Adds r to *out (n rows, cap); false when memory runs out. */
static bool add_row(row **out, long *n, long *cap, row r)
{
    if (*n == *cap) {
        long c = *cap ? 2 * *cap : 16;
        row *more = realloc(*out, (size_t)c * sizeof *more);
        if (!more)
            return false;
        *out = more;
        *cap = c;
    }
    (*out)[(*n)++] = r;
    return true;
}

/* One line's name and code: NAME<TAB>CODE, or the CSV's columns. */
static row split_row(char *line, bool tsv, int name_col, int code_col)
{
    row r = {trim(line), NULL};
    if (tsv) {
        char *tab = strchr(line, '\t');
        if (tab) {
            *tab = '\0';
            r.name = trim(line);
            r.code = trim(tab + 1);
        }
        return r;
    }
    r.name = NULL;
    char *p = line, *f;
    for (int i = 0; (f = csv_field(&p)); i++) {
        if (i == name_col)
            r.name = f;
        if (i == code_col)
            r.code = f;
    }
    return r;
}

/*
 * Splits FILE's text into rows (pointing into it): NAME<TAB>CODE lines
 * (a "name<TAB>code" header is skipped), else a CSV whose first line
 * names the columns. Returns how many, or -1 with a line in err.
 */
static long read_rows(char *text, row **out, char *err, size_t len)
{
    if (strncmp(text, "\xef\xbb\xbf", 3) == 0) /* a byte order mark, as spreadsheets save */
        text += 3;
    bool tsv = strchr(text, '\t') != NULL, header = !tsv;
    int name_col = 0, code_col = 1;
    long n = 0, cap = 0;
    *out = NULL;
    for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (!*trim(line))
            continue;
        if (header) {
            header = false;
            if (csv_columns(line, &name_col, &code_col))
                continue;
            snprintf(err, len, "expected lines NAME<TAB>CODE, or a CSV whose first line names the columns "
                               "name and code");
            return -1;
        }
        row r = split_row(line, tsv, name_col, code_col);
        if (tsv && r.code && strcasecmp(r.name, "name") == 0 && strcasecmp(r.code, "code") == 0)
            continue;
        if (!add_row(out, &n, &cap, r)) {
            snprintf(err, len, "out of memory for the rows");
            return -1;
        }
    }
    return n;
}

/* The size as --size writes it: WxH, or R / RxC on a polar grid. */
static void size_text(const cli_args *b, char *buf, size_t len)
{
    if (b->h)
        snprintf(buf, len, "%" PRIu32 "x%" PRIu32, b->w, b->h);
    else
        snprintf(buf, len, "%" PRIu32, b->w);
}

/* Replays b's moves (the code read into b) into *g. */
static void replay(const cli_args *b, grade *g)
{
    maze *m = cli_maze(b);
    sm *machine = m ? cli_exercise_machine(b, m, b->seed, false) : NULL;
    ex_replay r;
    if (!machine || !exercise_replay(machine, b->moves, &r)) {
        snprintf(g->reason, sizeof g->reason, "out of memory replaying it");
    } else {
        g->asked = r.asked;
        g->right = r.right;
        g->valid = r.valid;
        snprintf(g->reason, sizeof g->reason, "%s", r.reason);
    }
    sm_destroy(machine);
    maze_destroy(m);
}

/* Whether the code read into b belongs to row r's student (and the class); why not into g. */
static bool belongs(const cli_args *a, const cli_args *b, const row *r, grade *g)
{
    char shown[CLI_ESCAPE_MAX + 16];
    if (!b->moves) {
        snprintf(g->reason, sizeof g->reason, "not an exercise's code: it has no moves");
    } else if (!b->name) {
        snprintf(g->reason, sizeof g->reason, "the code has no name");
    } else if (strcmp(b->name, r->name) != 0) {
        cli_escape(shown, sizeof shown, b->name);
        snprintf(g->reason, sizeof g->reason, "the code is %s's", shown);
    } else if (a->class_seed && cli_class_seed(a->class_seed, b->name) != b->seed) {
        snprintf(g->reason, sizeof g->reason, "its seed does not match the class seed and the name");
    } else {
        return true;
    }
    return false;
}

/* Grades row r: reads its code as a state string, checks whose it is, replays it. */
static void grade_one(const cli_args *a, const cli_picture_hooks *hooks, const row *r, grade *g)
{
    memset(g, 0, sizeof *g);
    cli_args *b = malloc(sizeof *b);
    char err[768];
    char *argv[] = {"mazeviz", "--state", r->code, NULL};
    if (!b) {
        snprintf(g->reason, sizeof g->reason, "out of memory");
        return;
    }
    if (!r->code || !*r->code) {
        snprintf(g->reason, sizeof g->reason, "no code");
    } else if (!cli_parse(3, argv, b, err, sizeof err)) {
        snprintf(g->reason, sizeof g->reason, "not a code: %s", err);
    } else {
        const char *moves = b->moves;
        b->moves = NULL; /* replayed here, not by cli_prepare */
        if (cli_prepare(b, hooks) != 0) {
            snprintf(g->reason, sizeof g->reason, "its maze cannot be made (see the line above)");
        } else {
            b->moves = moves;
            g->known = true;
            g->algo = (b->solver ? b->solver : b->algo)->id;
            g->grid = b->grid->id;
            g->seed = b->seed;
            size_text(b, g->size, sizeof g->size);
            grade whose = *g;
            bool mine = belongs(a, b, r, &whose);
            if (b->moves)
                replay(b, g); /* the score, whosever it is */
            if (!mine) {
                g->valid = false;
                snprintf(g->reason, sizeof g->reason, "%s", whose.reason);
            }
        }
        cli_release(b);
    }
    free(b);
}

/*
 * A CSV field: quoted when it holds a comma, a quote or a line end; a
 * field a spreadsheet would read as a formula (= + - @ first) gets a
 * leading apostrophe.
 */
static bool put_field(FILE *f, const char *v, bool last)
{
    bool quote = strpbrk(v, ",\"\r\n") != NULL;
    bool ok = (!quote || fputc('"', f) != EOF) && (!strchr("=+-@", *v) || !*v || fputc('\'', f) != EOF);
    for (const char *c = v; ok && *c; c++)
        ok = (*c != '"' || fputc('"', f) != EOF) && fputc(*c, f) != EOF;
    return ok && (!quote || fputc('"', f) != EOF) && fputc(last ? '\n' : ',', f) != EOF;
}

static bool put_row(FILE *f, const row *r, const grade *g)
{
    char seed[24] = "", asked[24] = "", right[24] = "", score[16] = "";
    if (g->known) {
        snprintf(seed, sizeof seed, "%" PRIu64, g->seed);
        snprintf(asked, sizeof asked, "%" PRIu64, g->asked);
        snprintf(right, sizeof right, "%" PRIu64, g->right);
        snprintf(score, sizeof score, "%.1f", g->asked ? 100.0 * (double)g->right / (double)g->asked : 0.0);
    }
    return put_field(f, r->name ? r->name : "", false) && put_field(f, g->known ? g->algo : "", false) &&
           put_field(f, g->known ? g->grid : "", false) && put_field(f, g->size, false) &&
           put_field(f, seed, false) && put_field(f, asked, false) && put_field(f, right, false) &&
           put_field(f, score, false) && put_field(f, g->valid ? "yes" : "no", false) &&
           put_field(f, g->reason, true);
}

int grade_run(const cli_args *a, const cli_picture_hooks *hooks)
{
    char err[256], shown[CLI_ESCAPE_MAX + 16], msg[CLI_ESCAPE_MAX + 256];
    char *text = slurp(a->grade);
    row *rows = NULL;
    long n = text ? read_rows(text, &rows, err, sizeof err) : -1;
    cli_escape(shown, sizeof shown, a->grade);
    if (!text || n < 0) {
        fprintf(stderr, "mazeviz: --grade '%s': %s\n", shown, text ? err : strerror(errno));
        free(text);
        free(rows);
        return 2;
    }
    outfile o;
    if (!outfile_open(&o, a->output)) {
        fprintf(stderr, "mazeviz: %s\n", outfile_message(&o, "--output", msg, sizeof msg));
        free(text);
        free(rows);
        return 2;
    }
    bool ok = fputs("name,algo,grid,size,seed,asked,right,score,valid,reason\n", o.f) >= 0;
    for (long i = 0; ok && i < n; i++) {
        grade g;
        grade_one(a, hooks, &rows[i], &g);
        ok = put_row(o.f, &rows[i], &g);
    }
    free(text);
    free(rows);
    if (!outfile_close(&o, ok)) {
        if (o.err != EPIPE)
            fprintf(stderr, "mazeviz: %s\n", outfile_message(&o, "--output", msg, sizeof msg));
        return 1;
    }
    return 0;
}
