/*
 * class_server.c - the class session (class_server.h) on libwebsockets.
 *
 * One thread runs lws_service(); the teacher's calls (class_show, ...)
 * append to a broadcast log under the mutex and wake it with
 * lws_cancel_service(). Every connection sends the log from its own place
 * in it, in order, when its socket is writable; one that falls
 * CLASS_BACKLOG messages behind is closed, so a client that never reads
 * costs nothing but its place. Replies to one client (welcome, refused,
 * the teacher's tallies) wait in a small queue of its own.
 *
 * All the HTTP and WebSocket protocol is the library's; what is ours is
 * which file a path names (inside the site, by realpath) and what a
 * message means (a query string read with the state strings' decoder).
 */
#define _GNU_SOURCE /* getifaddrs' NI_ constants, strcasestr */
#include "class_server.h"

#include <arpa/inet.h>
#include <errno.h>
#include <ifaddrs.h>
#include <inttypes.h>
#include <limits.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <libwebsockets.h>

#include "settings/args.h"
#include "settings/code.h"
#include "settings/grid_cli.h"
#include "settings/outfile.h"
#include "settings/state.h"

#define DIRECT_MAX 8      /* replies waiting for one client */
#define DIRECT_BYTES 1536 /* a tally of CLASS_CELLS_MAX cells fits (a welcome, with its state, is as long as it needs) */
#define RECORDS_PER_SEAT 4 /* student records kept per seat: names that come and go */
#define STALL_SECONDS 10   /* a client behind that takes nothing for this long is closed */

typedef struct student {
    char name[CLASS_NAME_MAX * 4 + 1];
    char token[17];
    bool connected;
    time_t joined;
    unsigned questions, answered, right; /* questions asked while connected, answered, right */
    int answer_q;           /* the question its answer is for (0: none) */
    uint32_t answer;        /* a line or a cell */
    bool has_score;         /* a score of the exercise set now */
    unsigned ex_right, ex_asked;
    char *maze;             /* the newest maze it sent (a maze's keys with walls=), or NULL */
} student;

typedef struct entry {
    uint64_t seq;
    unsigned char *buf; /* LWS_PRE bytes, then the message */
    size_t len;
    double t;           /* when it was sent (now_s): a client behind since then may have stalled */
} entry;

enum role { ROLE_NONE, ROLE_STUDENT, ROLE_TEACHER };

typedef struct conn {
    int role;
    int student;            /* index into students, ROLE_STUDENT */
    uint64_t next;          /* the next broadcast to send */
    unsigned char *direct[DIRECT_MAX]; /* replies waiting: LWS_PRE bytes, then the message */
    size_t direct_len[DIRECT_MAX];
    int nd;
    bool drop;              /* close at the next chance (closing reason in why) */
    char why[64];
    double tokens, last;    /* the rate limit's bucket */
    uint64_t seen;          /* the teacher: the changes its last tally showed */
    double progress;        /* when it last took a message, or had nothing to take */
    double maze_t;          /* when its last maze was taken (CLASS_MAZE_GAP) */
    size_t rxlen;
    char rx[CLASS_MSG_MAX + 1];
} conn;

struct class_server {
    class_config cfg;
    char site[PATH_MAX];
    char report[PATH_MAX];
    char code[8], key[33];
    char join_url[160], teacher_url[200];
    struct lws_context *ctx;
    pthread_t thread;
    atomic_bool stop, ended;
    pthread_mutex_t mu;
    /* under mu: */
    entry log[CLASS_BACKLOG];
    uint64_t head;          /* the next broadcast's seq */
    student *students;
    size_t n_students, cap_students;
    unsigned connected;
    unsigned question;      /* open question (0: none) */
    unsigned asked;         /* the last question's id: ids grow, so an answer to a closed one never counts again */
    bool question_cell;
    unsigned question_of;
    uint32_t question_cells[CLASS_CELLS_MAX]; /* a cell question's candidates, ascending */
    size_t n_question_cells;
    bool released;
    unsigned exercise, ex_max; /* the exercise set to the class (0: none) and its steps asked */
    char *last_state;       /* what a newcomer sees first */
    char *ex_msg;           /* the exercise's message while the class is released to do it: a newcomer's too */
    /* the service thread's own: */
    struct lws **socks;     /* the WebSocket connections, to close the ones left behind */
    size_t n_socks, cap_socks;
    uint64_t changes;
    bool teacher_present;
};

/* ---------------------------------------------------------------- small helpers */

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void say(const class_server *s, const char *fmt, ...)
{
    if (s->cfg.quiet)
        return;
    va_list ap;
    va_start(ap, fmt);
    fputs("mazeviz: class: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

/* n random bytes as text from alphabet (the operating system's randomness). */
static bool random_text(char *out, size_t n, const char *alphabet)
{
    unsigned char raw[64];
    FILE *f = fopen("/dev/urandom", "rb");
    bool ok = f && n <= sizeof raw && fread(raw, 1, n, f) == n;
    if (f)
        fclose(f);
    size_t k = strlen(alphabet);
    for (size_t i = 0; ok && i < n; i++)
        out[i] = alphabet[raw[i] % k];
    out[ok ? n : 0] = '\0';
    return ok;
}

/* Appends value %-encoded (everything but letters, digits and -_.~,:/) to buf at *at. */
static void put_encoded(char *buf, size_t len, size_t *at, const char *value)
{
    static const char hexd[] = "0123456789ABCDEF";
    for (const unsigned char *p = (const unsigned char *)value; *p && *at + 4 < len; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || strchr("-_.~,:/", *p)) {
            buf[(*at)++] = (char)*p;
        } else {
            buf[(*at)++] = '%';
            buf[(*at)++] = hexd[*p >> 4];
            buf[(*at)++] = hexd[*p & 15];
        }
    }
    buf[*at] = '\0';
}

/* A name a student may take: 1..CLASS_NAME_MAX characters of UTF-8 text, no control characters. */
static bool good_name(const char *name)
{
    size_t chars = 0;
    const unsigned char *p = (const unsigned char *)name;
    while (*p) {
        unsigned c = *p, k = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        if (k == 0 || c < 0x20 || c == 0x7f)
            return false;
        for (unsigned i = 1; i < k; i++)
            if ((p[i] & 0xc0) != 0x80)
                return false;
        p += k;
        chars++;
    }
    return chars >= 1 && chars <= CLASS_NAME_MAX && name[0] != ' ';
}

/* ---------------------------------------------------------------- the broadcast log (under mu) */

/* Appends msg to the log; every connection sends it in its turn. */
static void broadcast_locked(class_server *s, const char *msg)
{
    entry *e = &s->log[s->head % CLASS_BACKLOG];
    size_t len = strlen(msg);
    unsigned char *buf = malloc(LWS_PRE + len + 1);
    if (!buf)
        return; /* no memory: the message is lost, the session goes on */
    free(e->buf);
    memcpy(buf + LWS_PRE, msg, len + 1);
    *e = (entry){s->head++, buf, len, now_s()};
}

static void broadcast(class_server *s, const char *msg)
{
    pthread_mutex_lock(&s->mu);
    broadcast_locked(s, msg);
    s->changes++;
    pthread_mutex_unlock(&s->mu);
    if (s->ctx)
        lws_cancel_service(s->ctx);
}

/* Queues a reply to one client (dropped when its queue is full, or there is no memory: it is then closed). */
static void reply(conn *c, const char *msg)
{
    size_t len = strlen(msg);
    unsigned char *buf = c->nd < DIRECT_MAX ? malloc(LWS_PRE + len + 1) : NULL;
    if (!buf) {
        c->drop = true;
        snprintf(c->why, sizeof c->why, c->nd < DIRECT_MAX ? "the server has no memory" : "too slow");
        return;
    }
    memcpy(buf + LWS_PRE, msg, len + 1);
    c->direct[c->nd] = buf;
    c->direct_len[c->nd++] = len;
}

/* Forgets the replies not sent (the connection closed). */
static void forget_replies(conn *c)
{
    while (c->nd > 0)
        free(c->direct[--c->nd]);
}

/* ---------------------------------------------------------------- messages */

/* The next KEY[=VALUE] item of a query string at *cur (decoded in place); false at the end. */
static bool next_item(char **cur, char **key, char **value, bool *nul)
{
    if (!*cur || !**cur)
        return false;
    char *item = *cur, *amp = strchr(item, '&');
    *cur = amp ? amp + 1 : NULL;
    if (amp)
        *amp = '\0';
    char *eq = strchr(item, '=');
    if (eq)
        *eq = '\0';
    *key = item;
    *value = eq ? eq + 1 : item + strlen(item);
    *nul |= cli_url_decode(*key) != strlen(*key);
    *nul |= cli_url_decode(*value) != strlen(*value);
    return true;
}

/* A message as up to 8 decoded items; false when it is malformed (a NUL, too many items). */
typedef struct msg {
    size_t n;
    char *key[8], *value[8];
} msg;

static bool parse(char *text, msg *m)
{
    char *cur = text, *k, *v;
    bool nul = false;
    m->n = 0;
    while (next_item(&cur, &k, &v, &nul)) {
        if (m->n == 8)
            return false;
        m->key[m->n] = k;
        m->value[m->n++] = v;
    }
    return !nul && m->n > 0;
}

static const char *get(const msg *m, const char *key)
{
    for (size_t i = 0; i < m->n; i++)
        if (strcmp(m->key[i], key) == 0)
            return m->value[i];
    return NULL;
}

/* A whole number 0..most, or -1. */
static long number(const char *t, long most)
{
    if (!t || !*t || strlen(t) > 9)
        return -1;
    long v = 0;
    for (; *t; t++) {
        if (*t < '0' || *t > '9')
            return -1;
        v = v * 10 + (*t - '0');
    }
    return v <= most ? v : -1;
}

/* ---------------------------------------------------------------- students (under mu) */

static int find_student(class_server *s, const char *name)
{
    for (size_t i = 0; i < s->n_students; i++)
        if (strcmp(s->students[i].name, name) == 0)
            return (int)i;
    return -1;
}

/* join&class=CODE&name=NAME[&token=T]: welcome, or refused and closed. */
static void on_join(class_server *s, conn *c, const msg *m)
{
    const char *code = get(m, "class"), *name = get(m, "name"), *token = get(m, "token");
    char small[DIRECT_BYTES], *out = small, *big = NULL;
    size_t at = 0, cap = sizeof small;
    const char *why = !code || strcmp(code, s->code) != 0 ? "this is not the class code"
                      : !name || !good_name(name)            ? "a name is 1 to 24 characters of text"
                                                              : NULL;
    unsigned seats = s->cfg.max_students ? s->cfg.max_students : CLASS_MAX_STUDENTS;
    pthread_mutex_lock(&s->mu);
    int i = why ? -1 : find_student(s, name);
    if (!why && i >= 0 && (!token || strcmp(token, s->students[i].token) != 0))
        why = "that name is taken: choose another";
    else if (!why && i >= 0 && s->students[i].connected)
        why = "that name is already connected";
    else if (!why && s->connected >= seats)
        why = "full";
    else if (!why && i < 0 && s->n_students >= (size_t)seats * RECORDS_PER_SEAT)
        why = "full";
    if (!why && i < 0) {
        if (s->n_students == s->cap_students) {
            size_t cap = s->cap_students ? 2 * s->cap_students : 16;
            student *more = realloc(s->students, cap * sizeof *more);
            if (!more)
                why = "the server has no memory";
            else {
                s->students = more;
                s->cap_students = cap;
            }
        }
        if (!why) {
            student *st = &s->students[s->n_students];
            memset(st, 0, sizeof *st);
            snprintf(st->name, sizeof st->name, "%s", name);
            if (!random_text(st->token, 16, "0123456789abcdef"))
                why = "the server has no randomness";
            else {
                st->joined = time(NULL);
                i = (int)s->n_students++;
            }
        }
    }
    if (!why) {
        s->students[i].connected = true;
        s->connected++;
        s->changes++;
        c->role = ROLE_STUDENT;
        c->student = i;
        /* the state whole, however long (each byte at most 3 encoded); with no memory for it, none (the next state= brings it) */
        size_t need = 128 + 3 * strlen(s->students[i].name) + (s->last_state ? 3 * strlen(s->last_state) : 0);
        if (need > cap && (big = malloc(need)) != NULL) {
            out = big;
            cap = need;
        }
        at = (size_t)snprintf(out, cap, "welcome&name=");
        put_encoded(out, cap, &at, s->students[i].name);
        at += (size_t)snprintf(out + at, cap - at, "&token=%s", s->students[i].token);
        if (s->released)
            at += (size_t)snprintf(out + at, cap - at, "&released=1");
        if (s->last_state && need <= cap) {
            at += (size_t)snprintf(out + at, cap - at, "&state=");
            put_encoded(out, cap, &at, s->last_state);
        }
    }
    char *exercise = !why && s->released && s->ex_msg ? strdup(s->ex_msg) : NULL; /* a latecomer, or a reload, does it too */
    pthread_mutex_unlock(&s->mu);
    if (why) {
        at = (size_t)snprintf(out, cap, strcmp(why, "full") == 0 ? "full&why=" : "refused&why=");
        put_encoded(out, cap, &at, strcmp(why, "full") == 0 ? "the class is full" : why);
        c->drop = true;
        snprintf(c->why, sizeof c->why, "refused");
    }
    reply(c, out);
    if (exercise)
        reply(c, exercise);
    free(exercise);
    free(big);
}

/* Whether cell is one of the open cell question's candidates (under mu). */
static bool candidate(const class_server *s, long cell)
{
    for (size_t i = 0; cell >= 0 && i < s->n_question_cells; i++)
        if (s->question_cells[i] == (uint32_t)cell)
            return true;
    return false;
}

/* A comma-separated list of cells (each < 2^30) into out (at most cap); how many. */
static size_t cell_list(const char *text, uint32_t *out, size_t cap)
{
    char list[CLASS_MSG_MAX];
    size_t n = 0;
    snprintf(list, sizeof list, "%s", text ? text : "");
    for (char *save = NULL, *t = strtok_r(list, ",", &save); t && n < cap; t = strtok_r(NULL, ",", &save)) {
        long v = number(t, 1 << 30);
        if (v >= 0)
            out[n++] = (uint32_t)v;
    }
    return n;
}

static void on_answer(class_server *s, conn *c, const msg *m)
{
    long q = number(get(m, "answer"), 1000000000), line = number(get(m, "line"), 15),
         cell = number(get(m, "cell"), 1 << 30);
    pthread_mutex_lock(&s->mu);
    if (q > 0 && (unsigned long)q == s->question &&
        (s->question_cell ? candidate(s, cell) : line >= 0 && (unsigned long)line < s->question_of)) {
        student *st = &s->students[c->student];
        st->answer_q = (int)q;
        st->answer = (uint32_t)(s->question_cell ? cell : line);
        s->changes++;
    }
    pthread_mutex_unlock(&s->mu);
}

/*
 * score=R/A&exercise=E: the student's score in exercise E. One of another
 * exercise (the teacher set a new one meanwhile) is ignored; no score, R > A
 * or A above the exercise's steps closes the connection.
 */
static void on_score(class_server *s, conn *c, const msg *m)
{
    const char *t = get(m, "score"), *slash = t ? strchr(t, '/') : NULL;
    char right[16] = "";
    if (slash && (size_t)(slash - t) < sizeof right)
        memcpy(right, t, (size_t)(slash - t));
    long r = slash ? number(right, 1000000000) : -1, a = slash ? number(slash + 1, 1000000000) : -1,
         e = number(get(m, "exercise"), 1000000000);
    pthread_mutex_lock(&s->mu);
    bool now = e > 0 && (unsigned long)e == s->exercise;
    bool bad = r < 0 || a < 1 || r > a || e < 0 || (now && (unsigned long)a > s->ex_max);
    if (!bad && now) {
        student *st = &s->students[c->student];
        st->has_score = true;
        st->ex_right = (unsigned)r;
        st->ex_asked = (unsigned)a;
        s->changes++;
    }
    pthread_mutex_unlock(&s->mu);
    if (bad) {
        c->drop = true;
        snprintf(c->why, sizeof c->why, "a score that is none of the exercise's");
    }
}

static bool no_text(const char *text, mask_picture *out, char *err, size_t len)
{
    (void)text, (void)out;
    snprintf(err, len, "mask-text needs the teacher's window");
    return false;
}

static const cli_picture_hooks no_hooks = {NULL, no_text};

/*
 * State string `state` read as --state reads it, for a window, from its
 * first step (no name, no moves); NULL with one line in err ("WHAT: why").
 * Prepare it with cli_prepare(); free with cli_release() and free().
 */
static cli_args *read_state(const char *state, const char *what, char *err, size_t len)
{
    cli_args *a = malloc(sizeof *a);
    char *argv[] = {"mazeviz", "--state", (char *)state, NULL};
    int n = snprintf(err, len, "%s: ", what);
    size_t at = n > 0 && (size_t)n < len ? (size_t)n : 0; /* the parser's line after "WHAT: " */
    if (!a || !cli_parse(3, argv, a, err + at, len - at)) {
        if (!a)
            snprintf(err + at, len - at, "out of memory");
        free(a);
        return NULL;
    }
    a->moves = a->name = NULL;
    a->mode = RUN_WINDOW;
    return a;
}

/*
 * A student's maze (maze=STATE) as the teacher keeps it: the maze's keys,
 * walls= among them, into out; false with one line in err. The maze is
 * read and made as --state does (walls= decoded on its grid), but only a
 * given maze of at most CLASS_MAZE_CELLS cells, and nothing that names a
 * file or a script: a student's message never reads the teacher's disk
 * nor runs code there.
 */
static bool student_maze(const char *state, char *out, size_t outlen, char *err, size_t len)
{
    cli_args *a = strlen(state) < CLI_STATE_MAX ? read_state(state, "maze", err, len) : NULL;
    if (!a) {
        if (strlen(state) >= CLI_STATE_MAX)
            snprintf(err, len, "maze: over %d bytes", CLI_STATE_MAX - 1);
        return false;
    }
    const char *why = !a->walls ? "no walls= (a maze the student edited)"
                      : a->mask_file || a->mask_text || a->script_file || a->solve_script_file
                          ? "a mask or a script: only walls= and the grid's keys"
                      : a->grid->cells(a->w, a->h) > CLASS_MAZE_CELLS ? "over the cells a class maze may have"
                      : cli_prepare(a, &no_hooks) != 0 ? "its walls= do not make a maze of its grid"
                      : !cli_state_code(a, out, outlen) ? "too long"
                                                        : NULL;
    if (why)
        snprintf(err, len, "maze: %s", why);
    cli_release(a);
    free(a);
    return !why;
}

/*
 * maze=STATE: the student's newest maze, kept for the teacher (one a
 * student). One that does not read closes the connection; one sooner than
 * CLASS_MAZE_GAP seconds after the last is refused (a double tap).
 */
static void on_maze(class_server *s, conn *c, const msg *m)
{
    char keys[CLI_STATE_MAX], err[CLI_ESCAPE_MAX + 256];
    double t = now_s();
    if (c->maze_t > 0 && t - c->maze_t < CLASS_MAZE_GAP) {
        reply(c, "refused&why=one%20maze%20a%20second");
        return;
    }
    if (!student_maze(get(m, "maze"), keys, sizeof keys, err, sizeof err)) {
        c->drop = true;
        snprintf(c->why, sizeof c->why, "a maze that does not read");
        say(s, "%s", err);
        return;
    }
    char *kept = strdup(keys);
    c->maze_t = t;
    pthread_mutex_lock(&s->mu);
    student *st = &s->students[c->student];
    if (kept) {
        free(st->maze);
        st->maze = kept;
        s->changes++;
    }
    pthread_mutex_unlock(&s->mu);
    reply(c, kept ? "taken&maze=1" : "refused&why=the%20server%20has%20no%20memory");
}

/* The teacher's words from a browser with the key: the same as the window's calls. */
static void on_teacher(class_server *s, conn *c, const msg *m, const char *what)
{
    if (strcmp(what, "show") == 0 && *get(m, "show")) {
        class_show(s, get(m, "show"));
    } else if (strcmp(what, "release") == 0 || strcmp(what, "gather") == 0) {
        class_release(s, strcmp(what, "release") == 0);
    } else if (strcmp(what, "ask") == 0) {
        const char *kind = get(m, "kind");
        long of = number(get(m, "of"), 16);
        uint32_t cells[CLASS_CELLS_MAX];
        size_t n = cell_list(get(m, "cells"), cells, CLASS_CELLS_MAX);
        if (kind && strcmp(kind, "cell") == 0 && n > 0)
            class_ask_cells(s, cells, n);
        else if ((!kind || strcmp(kind, "line") == 0) && of >= 1)
            class_ask(s, (unsigned)of);
    } else if (strcmp(what, "reveal") == 0) {
        uint32_t right[16];
        size_t n = cell_list(get(m, "right"), right, 16);
        long q = number(get(m, "reveal"), 1000000000);
        if (q > 0)
            class_reveal(s, (unsigned)q, right, n);
    } else if (strcmp(what, "exercise") == 0) {
        char err[256], out[320];
        size_t at = (size_t)snprintf(out, sizeof out, "refused&why=");
        if (!class_exercise(s, get(m, "exercise"), err, sizeof err)) {
            put_encoded(out, sizeof out, &at, err);
            reply(c, out);
        }
    } else if (strcmp(what, "end") == 0) {
        atomic_store(&s->ended, true);
    }
    (void)c;
}

static const char *const teacher_words[] = {"show", "release", "gather", "ask", "reveal", "exercise", "end"};

/* One whole message from a client. */
static void on_message(class_server *s, conn *c, char *text)
{
    msg m;
    char shown[CLI_ESCAPE_MAX + 16];
    if (!parse(text, &m)) {
        c->drop = true;
        snprintf(c->why, sizeof c->why, "a malformed message");
        return;
    }
    const char *what = m.key[0];
    for (size_t i = 0; i < sizeof teacher_words / sizeof teacher_words[0]; i++) {
        if (strcmp(what, teacher_words[i]) != 0)
            continue;
        if (c->role == ROLE_TEACHER) {
            on_teacher(s, c, &m, what);
        } else {
            pthread_mutex_lock(&s->mu);
            cli_escape(shown, sizeof shown, c->role == ROLE_STUDENT ? s->students[c->student].name : "(not joined)");
            pthread_mutex_unlock(&s->mu);
            say(s, "%s sent a teacher message (%s): refused", shown, what);
            reply(c, "refused&why=only%20the%20teacher%20does%20that");
        }
        return;
    }
    if (strcmp(what, "teacher") == 0 && c->role == ROLE_NONE) {
        const char *key = get(&m, "key");
        if (s->cfg.teacher_url && key && strcmp(key, s->key) == 0) {
            c->role = ROLE_TEACHER;
            pthread_mutex_lock(&s->mu);
            s->teacher_present = true;
            s->changes++;
            pthread_mutex_unlock(&s->mu);
            reply(c, "welcome&role=teacher");
        } else {
            say(s, "a wrong teacher key: refused");
            reply(c, "refused&why=not%20the%20teacher%20key");
            c->drop = true;
            snprintf(c->why, sizeof c->why, "a wrong teacher key");
        }
    } else if (strcmp(what, "join") == 0 && c->role == ROLE_NONE) {
        on_join(s, c, &m);
    } else if (strcmp(what, "answer") == 0 && c->role == ROLE_STUDENT) {
        on_answer(s, c, &m);
    } else if (strcmp(what, "score") == 0 && c->role == ROLE_STUDENT) {
        on_score(s, c, &m);
    } else if (strcmp(what, "maze") == 0 && c->role == ROLE_STUDENT) {
        on_maze(s, c, &m);
    } else {
        c->drop = true;
        snprintf(c->why, sizeof c->why, "an unknown message");
    }
}

/* The teacher's browser hears the tally when it changed. */
static void tally_message(class_server *s, char *out, size_t len)
{
    class_tally t;
    class_get_tally(s, &t);
    size_t at = (size_t)snprintf(out, len, "tally=%u&students=%u&answered=%u&mazes=%u", t.question, t.students,
                                 t.answered, t.mazes);
    if (t.question && !t.cell) {
        at += (size_t)snprintf(out + at, len - at, "&lines=");
        for (unsigned i = 0; i < t.of && at < len; i++)
            at += (size_t)snprintf(out + at, len - at, "%s%u", i ? "," : "", t.lines[i]);
    }
    for (size_t i = 0; t.cell && i < t.n_cells && at < len; i++)
        at += (size_t)snprintf(out + at, len - at, "%s%" PRIu32 ":%u", i ? "," : "&cells=", t.cells[i], t.cell_count[i]);
    if (t.exercise && at < len)
        at += (size_t)snprintf(out + at, len - at, "&exercise=%u&max=%u&started=%u&finished=%u&scores=", t.exercise,
                               t.ex_max, t.ex_started, t.ex_finished);
    for (unsigned i = 0; t.exercise && i < t.ex_finished && i < CLASS_SCORES_MAX && at + 12 < len; i++)
        at += (size_t)snprintf(out + at, len - at, "%s%u", i ? "," : "", t.ex_scores[i]);
}

/* ---------------------------------------------------------------- HTTP: the site's files */

static const struct {
    const char *ext, *mime;
} mimes[] = {
    {".html", "text/html; charset=utf-8"}, {".js", "text/javascript; charset=utf-8"},
    {".wasm", "application/wasm"},         {".css", "text/css; charset=utf-8"},
    {".json", "application/json"},         {".svg", "image/svg+xml"},
    {".png", "image/png"},                 {".ico", "image/x-icon"},
    {".txt", "text/plain; charset=utf-8"}, {".lesson", "text/plain; charset=utf-8"},
    {".lua", "text/plain; charset=utf-8"}, {".data", "application/octet-stream"},
};

static const char *mime_of(const char *path)
{
    const char *dot = strrchr(path, '.');
    for (size_t i = 0; dot && i < sizeof mimes / sizeof mimes[0]; i++)
        if (strcmp(dot, mimes[i].ext) == 0)
            return mimes[i].mime;
    return "application/octet-stream";
}

/* The regular file uri names inside the site, into out; false for anything else. */
static bool site_file(const class_server *s, const char *uri, char *out, size_t len)
{
    char want[PATH_MAX + 600];
    if (uri[0] != '/' || strstr(uri, "..") || strchr(uri, '\\') || strlen(uri) > 512)
        return false;
    snprintf(want, sizeof want, "%s%s", s->site, strcmp(uri, "/") == 0 ? "/index.html" : uri);
    char *real = realpath(want, NULL);
    struct stat st;
    size_t n = strlen(s->site);
    bool ok = real && strncmp(real, s->site, n) == 0 && real[n] == '/' && stat(real, &st) == 0 && S_ISREG(st.st_mode) &&
              strlen(real) < len;
    if (ok)
        snprintf(out, len, "%s", real);
    free(real);
    return ok;
}

static int serve_http(class_server *s, struct lws *wsi, const char *uri)
{
    bool get_or_head = lws_hdr_total_length(wsi, WSI_TOKEN_GET_URI) > 0 || lws_hdr_total_length(wsi, WSI_TOKEN_HEAD_URI) > 0;
    char path[PATH_MAX], enc[PATH_MAX + 4], accept[256] = "", headers[256];
    if (!get_or_head)
        return lws_return_http_status(wsi, HTTP_STATUS_METHOD_NOT_ALLOWED, NULL) ? -1 : lws_http_transaction_completed(wsi);
    if (!site_file(s, uri, path, sizeof path))
        return lws_return_http_status(wsi, HTTP_STATUS_NOT_FOUND, NULL) ? -1 : lws_http_transaction_completed(wsi);
    lws_hdr_copy(wsi, accept, sizeof accept, WSI_TOKEN_HTTP_ACCEPT_ENCODING);
    const char *mime = mime_of(path), *coding = NULL;
    struct stat st;
    if (strstr(accept, "br") && snprintf(enc, sizeof enc, "%s.br", path) < (int)sizeof enc && stat(enc, &st) == 0 && S_ISREG(st.st_mode))
        coding = "br";
    else if (strstr(accept, "gzip") && snprintf(enc, sizeof enc, "%s.gz", path) < (int)sizeof enc && stat(enc, &st) == 0 && S_ISREG(st.st_mode))
        coding = "gzip";
    int n = snprintf(headers, sizeof headers, "%s%s%sx-content-type-options: nosniff\r\ncache-control: no-cache\r\n",
                     coding ? "content-encoding: " : "", coding ? coding : "", coding ? "\r\nvary: accept-encoding\r\n" : "");
    int r = lws_serve_http_file(wsi, coding ? enc : path, mime, headers, n);
    if (r < 0 || (r > 0 && lws_http_transaction_completed(wsi)))
        return -1;
    return 0;
}

/* ---------------------------------------------------------------- the WebSocket protocol */

static const struct lws_protocols protocols[3];

static int send_next(class_server *s, struct lws *wsi, conn *c)
{
    if (c->nd > 0) {
        unsigned char *buf = c->direct[0];
        size_t len = c->direct_len[0];
        c->nd--;
        memmove(c->direct, c->direct + 1, (size_t)c->nd * sizeof *c->direct);
        memmove(c->direct_len, c->direct_len + 1, (size_t)c->nd * sizeof *c->direct_len);
        bool ok = lws_write(wsi, buf + LWS_PRE, len, LWS_WRITE_TEXT) >= (int)len;
        free(buf);
        if (!ok)
            return -1;
    } else if (c->role != ROLE_NONE) {
        pthread_mutex_lock(&s->mu);
        if (c->next + CLASS_BACKLOG < s->head) { /* fell too far behind: the messages it needs are gone */
            pthread_mutex_unlock(&s->mu);
            snprintf(c->why, sizeof c->why, "too slow");
            return -1;
        }
        if (c->next < s->head) {
            entry *e = &s->log[c->next % CLASS_BACKLOG];
            c->next++;
            c->progress = now_s();
            int w = lws_write(wsi, e->buf + LWS_PRE, e->len, LWS_WRITE_TEXT);
            bool ok = w >= (int)e->len;
            pthread_mutex_unlock(&s->mu);
            if (!ok)
                return -1;
        } else {
            pthread_mutex_unlock(&s->mu);
        }
    }
    pthread_mutex_lock(&s->mu);
    bool more = c->nd > 0 || (c->role != ROLE_NONE && c->next < s->head);
    pthread_mutex_unlock(&s->mu);
    if (c->drop && c->nd == 0)
        return -1;
    if (more)
        lws_callback_on_writable(wsi);
    return 0;
}

/* The rate limit: CLASS_RATE messages a second, a burst of as many. */
static bool within_rate(conn *c)
{
    double t = now_s();
    c->tokens += (t - c->last) * CLASS_RATE;
    c->last = t;
    if (c->tokens > CLASS_RATE)
        c->tokens = CLASS_RATE;
    if (c->tokens < 1)
        return false;
    c->tokens -= 1;
    return true;
}

static void leave(class_server *s, conn *c)
{
    pthread_mutex_lock(&s->mu);
    if (c->role == ROLE_STUDENT && s->students[c->student].connected) {
        s->students[c->student].connected = false;
        s->connected--;
        s->changes++;
    }
    if (c->role == ROLE_TEACHER)
        s->teacher_present = false;
    pthread_mutex_unlock(&s->mu);
    c->role = ROLE_NONE;
}

static int on_receive(class_server *s, struct lws *wsi, conn *c, const char *in, size_t len)
{
    if (c->rxlen + len > CLASS_MSG_MAX || lws_frame_is_binary(wsi)) {
        snprintf(c->why, sizeof c->why, "%s", lws_frame_is_binary(wsi) ? "a binary message" : "a message over 4 KB");
        return -1;
    }
    memcpy(c->rx + c->rxlen, in, len);
    c->rxlen += len;
    if (!lws_is_final_fragment(wsi) || lws_remaining_packet_payload(wsi) > 0)
        return 0;
    c->rx[c->rxlen] = '\0';
    bool nul = strlen(c->rx) != c->rxlen;
    c->rxlen = 0;
    if (nul || !within_rate(c)) {
        snprintf(c->why, sizeof c->why, "%s", nul ? "a NUL byte" : "too many messages");
        return -1;
    }
    int before = c->role;
    on_message(s, c, c->rx);
    if (c->role != before) { /* joined: the broadcasts from now (the welcome holds the state) */
        pthread_mutex_lock(&s->mu);
        c->next = s->head;
        pthread_mutex_unlock(&s->mu);
    }
    lws_callback_on_writable_all_protocol(lws_get_context(wsi), &protocols[1]); /* this one, and the teacher's tally */
    return 0;
}

/* Keeps wsi in the list of connections (false: no memory, the connection is refused). */
static bool add_sock(class_server *s, struct lws *wsi)
{
    if (s->n_socks == s->cap_socks) {
        size_t cap = s->cap_socks ? 2 * s->cap_socks : 64;
        struct lws **more = realloc(s->socks, cap * sizeof *more);
        if (!more)
            return false;
        s->socks = more;
        s->cap_socks = cap;
    }
    s->socks[s->n_socks++] = wsi;
    return true;
}

static void drop_sock(class_server *s, struct lws *wsi)
{
    for (size_t i = 0; i < s->n_socks; i++)
        if (s->socks[i] == wsi) {
            s->socks[i] = s->socks[--s->n_socks];
            return;
        }
}

/*
 * A client whose socket stopped taking data gets no writable callback, so
 * it is looked for here: one more than CLASS_BACKLOG messages behind, or
 * behind and taking nothing for STALL_SECONDS, is closed (the page
 * reconnects with its token and gets the state now).
 */
static void close_laggards(class_server *s)
{
    double t = now_s();
    pthread_mutex_lock(&s->mu);
    uint64_t head = s->head;
    for (size_t i = 0; i < s->n_socks; i++) {
        conn *c = lws_wsi_user(s->socks[i]);
        if (c && c->role != ROLE_NONE && c->next == head)
            c->progress = t; /* nothing to take is not a stall */
        /* behind since its oldest message untaken was sent (a quiet class before it is no stall), or since it took one */
        double since = c && c->next < head && c->next + CLASS_BACKLOG >= head ? s->log[c->next % CLASS_BACKLOG].t : 0;
        bool stalled = c && c->next < head && t - (since > c->progress ? since : c->progress) > STALL_SECONDS;
        if (c && c->role != ROLE_NONE && (c->next + CLASS_BACKLOG < head || stalled) && !c->drop) {
            c->drop = true;
            snprintf(c->why, sizeof c->why, "too slow");
            lws_set_timeout(s->socks[i], PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
        }
    }
    pthread_mutex_unlock(&s->mu);
}

static int callback_class(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    class_server *s = lws_context_user(lws_get_context(wsi));
    conn *c = user;
    switch (reason) {
    case LWS_CALLBACK_ESTABLISHED:
        memset(c, 0, sizeof *c);
        if (!add_sock(s, wsi))
            return -1;
        c->tokens = CLASS_RATE;
        c->last = c->progress = now_s();
        pthread_mutex_lock(&s->mu);
        c->next = s->head; /* a newcomer starts with the state in its welcome */
        pthread_mutex_unlock(&s->mu);
        return 0;
    case LWS_CALLBACK_RECEIVE:
        return on_receive(s, wsi, c, in, len);
    case LWS_CALLBACK_SERVER_WRITEABLE:
        if (c->role == ROLE_TEACHER) {
            pthread_mutex_lock(&s->mu);
            uint64_t ch = s->changes;
            pthread_mutex_unlock(&s->mu);
            if (ch != c->seen && c->nd < DIRECT_MAX) {
                char t[DIRECT_BYTES];
                tally_message(s, t, sizeof t);
                reply(c, t);
                c->seen = ch;
            }
        }
        return send_next(s, wsi, c);
    case LWS_CALLBACK_CLOSED:
        drop_sock(s, wsi);
        forget_replies(c);
        leave(s, c);
        lws_callback_on_writable_all_protocol(lws_get_context(wsi), &protocols[1]); /* the teacher's count */
        return 0;
    case LWS_CALLBACK_EVENT_WAIT_CANCELLED: /* the teacher said something: everyone may have more to send */
        close_laggards(s);
        lws_callback_on_writable_all_protocol(lws_get_context(wsi), &protocols[1]);
        return 0;
    default:
        return 0;
    }
}

static int callback_http(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    struct lws_context *ctx = lws_get_context(wsi);
    class_server *s = lws_context_user(ctx);
    switch (reason) {
    case LWS_CALLBACK_HTTP:
        return serve_http(s, wsi, in ? (const char *)in : "/");
    case LWS_CALLBACK_HTTP_FILE_COMPLETION:
        return lws_http_transaction_completed(wsi) ? -1 : 0;
    default:
        return lws_callback_http_dummy(wsi, reason, user, in, len);
    }
}

static const struct lws_protocols protocols[3] = {
    {"http", callback_http, 0, 0, 0, NULL, 0},
    {"mazeviz-class", callback_class, sizeof(conn), CLASS_MSG_MAX, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0},
};

/* ---------------------------------------------------------------- the session */

static void *service(void *arg)
{
    class_server *s = arg;
    while (!atomic_load(&s->stop))
        if (lws_service(s->ctx, 0) < 0)
            break;
    return NULL;
}

/* The address students type: the one given, else this machine's first address on a network. */
static void public_address(const char *addr, char *out, size_t len)
{
    if (addr && strcmp(addr, "0.0.0.0") != 0) {
        snprintf(out, len, "%s", addr);
        return;
    }
    snprintf(out, len, "127.0.0.1");
    struct ifaddrs *all;
    if (getifaddrs(&all) != 0)
        return;
    for (struct ifaddrs *i = all; i; i = i->ifa_next) {
        if (i->ifa_addr && i->ifa_addr->sa_family == AF_INET && !(i->ifa_flags & 0x8 /* IFF_LOOPBACK */)) {
            inet_ntop(AF_INET, &((struct sockaddr_in *)i->ifa_addr)->sin_addr, out, (socklen_t)len);
            break;
        }
    }
    freeifaddrs(all);
}

/* Whether addr:port can be bound (so the message can say why not, which the library does not). */
static bool can_bind(const char *addr, int port, char *err, size_t len)
{
    struct sockaddr_in sa = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    if (addr && inet_pton(AF_INET, addr, &sa.sin_addr) != 1) {
        snprintf(err, len, "--serve: '%s' is not an IPv4 address", addr);
        return false;
    }
    int fd = socket(AF_INET, SOCK_STREAM, 0), one = 1;
    if (fd < 0) {
        snprintf(err, len, "--serve: %s", strerror(errno));
        return false;
    }
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    bool ok = bind(fd, (struct sockaddr *)&sa, sizeof sa) == 0;
    if (!ok)
        snprintf(err, len, "--serve %s:%d: %s", addr ? addr : "0.0.0.0", port, strerror(errno));
    close(fd);
    return ok;
}

class_server *class_start(const class_config *cfg, char *err, size_t len)
{
    class_server *s = calloc(1, sizeof *s);
    struct stat st;
    char site[CLI_ESCAPE_MAX + 16];
    if (!s) {
        snprintf(err, len, "out of memory");
        return NULL;
    }
    s->cfg = *cfg;
    cli_escape(site, sizeof site, cfg->site);
    if (!realpath(cfg->site, s->site) || stat(s->site, &st) != 0 || !S_ISDIR(st.st_mode)) {
        snprintf(err, len, "--site '%s': not a directory of the web edition", site);
        free(s);
        return NULL;
    }
    if (cfg->report)
        snprintf(s->report, sizeof s->report, "%s", cfg->report);
    s->cfg.report = cfg->report ? s->report : NULL;
    s->cfg.site = s->site;
    if (!random_text(s->code, 4, "abcdefghjkmnpqrstuvwxyz23456789") || !random_text(s->key, 32, "0123456789abcdef")) {
        snprintf(err, len, "--serve: no randomness for the class code");
        free(s);
        return NULL;
    }
    const char *bind_addr = cfg->addr && strcmp(cfg->addr, "0.0.0.0") != 0 ? cfg->addr : NULL;
    if (!can_bind(bind_addr, cfg->port, err, len)) {
        free(s);
        return NULL;
    }
    char host[64];
    public_address(cfg->addr, host, sizeof host);
    snprintf(s->join_url, sizeof s->join_url, "http://%s:%d/?class=%s", host, cfg->port, s->code);
    if (cfg->teacher_url)
        snprintf(s->teacher_url, sizeof s->teacher_url, "http://%s:%d/?class=%s&teacher=%s", host, cfg->port, s->code,
                 s->key);
    pthread_mutex_init(&s->mu, NULL);
    lws_set_log_level(0, NULL);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = cfg->port;
    info.iface = bind_addr;
    info.protocols = protocols;
    info.user = s;
    info.gid = -1;
    info.uid = -1;
    info.options = LWS_SERVER_OPTION_DISABLE_IPV6;
    info.pt_serv_buf_size = 32 * 1024;
    s->ctx = lws_create_context(&info);
    if (!s->ctx || pthread_create(&s->thread, NULL, service, s) != 0) {
        snprintf(err, len, "--serve %s:%d: the server could not start", bind_addr ? bind_addr : "0.0.0.0", cfg->port);
        if (s->ctx)
            lws_context_destroy(s->ctx);
        pthread_mutex_destroy(&s->mu);
        free(s);
        return NULL;
    }
    return s;
}

bool class_stop(class_server *s, char *err, size_t len)
{
    if (!s)
        return true;
    atomic_store(&s->stop, true);
    lws_cancel_service(s->ctx);
    pthread_join(s->thread, NULL);
    lws_context_destroy(s->ctx);
    s->ctx = NULL;
    bool ok = !s->cfg.report || class_write_report(s, err, len);
    for (size_t i = 0; i < CLASS_BACKLOG; i++)
        free(s->log[i].buf);
    for (size_t i = 0; i < s->n_students; i++)
        free(s->students[i].maze);
    free(s->students);
    free(s->last_state);
    free(s->ex_msg);
    free(s->socks);
    pthread_mutex_destroy(&s->mu);
    free(s);
    return ok;
}

const char *class_join_url(const class_server *s) { return s->join_url; }
const char *class_teacher_url(const class_server *s) { return s->teacher_url; }
const char *class_code(const class_server *s) { return s->code; }
bool class_ended(class_server *s) { return atomic_load(&s->ended); }

void class_show(class_server *s, const char *state)
{
    pthread_mutex_lock(&s->mu);
    bool same = s->last_state && strcmp(s->last_state, state) == 0;
    size_t cap = 8 + 3 * strlen(state); /* the state whole, however long */
    char *out = same ? NULL : malloc(cap);
    if (out) { /* (no memory: the class keeps the state before) */
        size_t at = (size_t)snprintf(out, cap, "state=");
        put_encoded(out, cap, &at, state);
        free(s->last_state);
        s->last_state = strdup(state);
        broadcast_locked(s, out);
        s->changes++;
    }
    pthread_mutex_unlock(&s->mu);
    free(out);
    if (!same)
        lws_cancel_service(s->ctx);
}

void class_release(class_server *s, bool released)
{
    pthread_mutex_lock(&s->mu);
    s->released = released;
    if (!released) { /* gathered: the exercise is over for those who join now */
        free(s->ex_msg);
        s->ex_msg = NULL;
    }
    pthread_mutex_unlock(&s->mu);
    broadcast(s, released ? "release" : "gather");
}

/* A new question (under mu): its id; every connected student is asked it. */
static unsigned new_question(class_server *s, bool cell)
{
    unsigned q = s->question = ++s->asked;
    s->question_cell = cell;
    s->question_of = 0;
    s->n_question_cells = 0;
    for (size_t i = 0; i < s->n_students; i++)
        if (s->students[i].connected)
            s->students[i].questions++;
    return q;
}

unsigned class_ask(class_server *s, unsigned of)
{
    char out[64];
    pthread_mutex_lock(&s->mu);
    unsigned q = new_question(s, false);
    s->question_of = of > 16 ? 16 : of;
    snprintf(out, sizeof out, "ask=%u&kind=line&of=%u", q, s->question_of);
    broadcast_locked(s, out);
    s->changes++;
    pthread_mutex_unlock(&s->mu);
    lws_cancel_service(s->ctx);
    return q;
}

static int cmp_cell(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static int cmp_unsigned(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return (x > y) - (x < y);
}

unsigned class_ask_cells(class_server *s, const uint32_t *cells, size_t n)
{
    char out[64 + CLASS_CELLS_MAX * 12];
    pthread_mutex_lock(&s->mu);
    unsigned q = new_question(s, true);
    size_t k = 0;
    for (size_t i = 0; i < n && k < CLASS_CELLS_MAX; i++)
        s->question_cells[k++] = cells[i];
    qsort(s->question_cells, k, sizeof *s->question_cells, cmp_cell); /* the order tells nothing */
    s->n_question_cells = 0;
    for (size_t i = 0; i < k; i++)
        if (i == 0 || s->question_cells[i] != s->question_cells[i - 1])
            s->question_cells[s->n_question_cells++] = s->question_cells[i];
    size_t at = (size_t)snprintf(out, sizeof out, "ask=%u&kind=cell&cells=", q);
    for (size_t i = 0; i < s->n_question_cells && at < sizeof out; i++)
        at += (size_t)snprintf(out + at, sizeof out - at, "%s%" PRIu32, i ? "," : "", s->question_cells[i]);
    broadcast_locked(s, out);
    s->changes++;
    pthread_mutex_unlock(&s->mu);
    lws_cancel_service(s->ctx);
    return q;
}

void class_reveal(class_server *s, unsigned q, const uint32_t *right, size_t n)
{
    char out[512];
    size_t at = (size_t)snprintf(out, sizeof out, "reveal=%u&right=", q);
    for (size_t i = 0; i < n && at < sizeof out; i++)
        at += (size_t)snprintf(out + at, sizeof out - at, "%s%" PRIu32, i ? "," : "", right[i]);
    pthread_mutex_lock(&s->mu);
    if (q == s->question && q != 0) {
        for (size_t i = 0; i < s->n_students; i++) {
            student *st = &s->students[i];
            if (st->answer_q != (int)q)
                continue;
            st->answered++;
            for (size_t k = 0; k < n; k++)
                if (st->answer == right[k]) {
                    st->right++;
                    break;
                }
        }
        s->question = 0;
        broadcast_locked(s, out);
        s->changes++;
    }
    pthread_mutex_unlock(&s->mu);
    lws_cancel_service(s->ctx);
}

/*
 * The exercise on the maze state names, as the class gets it (its maze's
 * keys and mode=exercise) into out, and its steps asked in *max; false
 * with one line in err.
 */
static bool exercise_of(const class_server *s, const char *state, char *out, size_t outlen, unsigned *max, char *err,
                        size_t len)
{
    cli_args *a = read_state(state, "exercise", err, len);
    if (!a)
        return false;
    bool ok = cli_prepare(a, s->cfg.hooks ? s->cfg.hooks : &no_hooks) == 0;
    uint64_t total = ok ? cli_exercise_total(a) : 0;
    size_t n = 0;
    bool made = false;
    if (!ok)
        snprintf(err, len, "exercise: that maze cannot be made (see the terminal)");
    else if (total == 0 || total > 1000000)
        snprintf(err, len, "exercise: that run asks nothing to answer");
    else if (!cli_state_code(a, out, outlen) || (n = strlen(out)) + 16 > outlen)
        snprintf(err, len, "exercise: that maze's state is too long");
    else
        made = snprintf(out + n, outlen - n, "&mode=exercise") > 0;
    *max = (unsigned)total;
    cli_release(a);
    free(a);
    return made;
}

unsigned class_exercise(class_server *s, const char *state, char *err, size_t len)
{
    char ex[CLI_STATE_MAX], out[CLASS_MSG_MAX];
    unsigned max = 0;
    if (!state || !*state || strlen(state) >= CLI_STATE_MAX) {
        snprintf(err, len, "exercise: no state, or one over %d bytes", CLI_STATE_MAX - 1);
        return 0;
    }
    if (!exercise_of(s, state, ex, sizeof ex, &max, err, len))
        return 0;
    pthread_mutex_lock(&s->mu);
    unsigned id = ++s->asked; /* ids grow with the questions': a score of an old one never counts */
    size_t at = (size_t)snprintf(out, sizeof out, "exercise=%u&max=%u&state=", id, max);
    put_encoded(out, sizeof out, &at, ex);
    if (at + 8 >= sizeof out) {
        pthread_mutex_unlock(&s->mu);
        snprintf(err, len, "exercise: that maze's state is too long for a message");
        return 0;
    }
    s->exercise = id;
    s->ex_max = max;
    s->released = true; /* each student does it on their own device */
    free(s->ex_msg);
    s->ex_msg = strdup(out); /* and so does one who joins later, or reloads (none when out of memory) */
    for (size_t i = 0; i < s->n_students; i++)
        s->students[i].has_score = false;
    broadcast_locked(s, out);
    s->changes++;
    pthread_mutex_unlock(&s->mu);
    lws_cancel_service(s->ctx);
    return id;
}

void class_get_tally(class_server *s, class_tally *t)
{
    memset(t, 0, sizeof *t);
    pthread_mutex_lock(&s->mu);
    t->students = s->connected;
    t->question = s->question;
    t->cell = s->question_cell;
    t->of = s->question_of;
    t->released = s->released;
    t->changes = s->changes;
    t->n_cells = t->cell ? s->n_question_cells : 0;
    t->exercise = s->exercise;
    t->ex_max = s->ex_max;
    for (size_t i = 0; i < s->n_students; i++)
        t->mazes += s->students[i].maze != NULL;
    for (size_t i = 0; s->exercise && i < s->n_students; i++) {
        const student *st = &s->students[i];
        t->ex_started += st->has_score;
        if (st->has_score && st->ex_asked == s->ex_max && t->ex_finished < CLASS_SCORES_MAX)
            t->ex_scores[t->ex_finished++] = st->ex_right;
    }
    qsort(t->ex_scores, t->ex_finished, sizeof *t->ex_scores, cmp_unsigned);
    memcpy(t->cells, s->question_cells, t->n_cells * sizeof *t->cells);
    for (size_t i = 0; s->question && i < s->n_students; i++) {
        const student *st = &s->students[i];
        if (st->answer_q != (int)s->question)
            continue;
        t->answered++;
        if (!t->cell) {
            t->lines[st->answer]++;
            continue;
        }
        size_t k = 0;
        while (k < t->n_cells && t->cells[k] != st->answer)
            k++;
        if (k < t->n_cells) /* always: only candidates are taken */
            t->cell_count[k]++;
    }
    pthread_mutex_unlock(&s->mu);
}

bool class_maze(class_server *s, size_t i, char *name, size_t nlen, char *state, size_t slen)
{
    bool found = false;
    pthread_mutex_lock(&s->mu);
    for (size_t k = 0; k < s->n_students && !found; k++) {
        const student *st = &s->students[k];
        if (!st->maze || i-- > 0)
            continue;
        snprintf(name, nlen, "%s", st->name);
        snprintf(state, slen, "%s", st->maze);
        found = true;
    }
    pthread_mutex_unlock(&s->mu);
    return found;
}

/* A CSV field: quoted, quotes doubled, and a leading = + - @ made harmless for spreadsheets. */
static bool put_csv(FILE *f, const char *text)
{
    if (fputc('"', f) == EOF || (strchr("=+-@", text[0]) && text[0] && fputc('\'', f) == EOF))
        return false;
    for (const char *p = text; *p; p++)
        if ((*p == '"' && fputc('"', f) == EOF) || fputc(*p, f) == EOF)
            return false;
    return fputc('"', f) != EOF;
}

bool class_write_report(class_server *s, char *err, size_t len)
{
    if (!s->cfg.report) {
        snprintf(err, len, "no --class-report file was named");
        return false;
    }
    outfile o;
    char msg[CLI_ESCAPE_MAX + 256];
    if (!outfile_open(&o, s->cfg.report)) {
        snprintf(err, len, "%s", outfile_message(&o, "--class-report", msg, sizeof msg));
        return false;
    }
    bool ok = fputs("name,joined,questions,answered,right,exercise_score,maze\n", o.f) != EOF;
    pthread_mutex_lock(&s->mu);
    for (size_t i = 0; ok && i < s->n_students; i++) {
        const student *st = &s->students[i];
        char when[32], score[32] = "";
        strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%S", localtime(&st->joined));
        if (st->has_score)
            snprintf(score, sizeof score, "%u/%u", st->ex_right, st->ex_asked);
        ok = put_csv(o.f, st->name) &&
             fprintf(o.f, ",%s,%u,%u,%u,%s,", when, st->questions, st->answered, st->right, score) > 0 &&
             (!st->maze || put_csv(o.f, st->maze)) && fputc('\n', o.f) != EOF;
    }
    pthread_mutex_unlock(&s->mu);
    if (!outfile_close(&o, ok) || !ok) {
        snprintf(err, len, "%s", outfile_message(&o, "--class-report", msg, sizeof msg));
        return false;
    }
    return true;
}
