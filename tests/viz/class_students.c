/*
 * class_students.c - students of a class session for the window test (class_window_test.sh),
 * speaking the students' pages' protocol (docs/class.md) over libwebsockets' client side, so
 * the test runs wherever the server builds (node's WebSocket needs node 21; Debian 12 has 18).
 *
 * Each student joins the join URL's class with its name, prints every message it receives as
 * "NAME<TAB>MESSAGE" on stdout (a line each, flushed), and answers each question: a line
 * question with its LINE (0-based), a cell question with the candidate cell at index LINE of
 * the question's list (wrapping), as a tap on that cell would. An exercise ("exercise=E&max=M&...")
 * it finishes as a page would report it: score=(M-LINE)/M&exercise=E (M-LINE right first tries
 * of M, at least 0). A student given a FILE (NAME:LINE:FILE) sends the file's text as one
 * message once welcomed, as a page's "Send to teacher" sends its maze (maze=STATE; the test
 * writes good, bad and oversized ones). "NAME<TAB>closed" when the
 * server closes it. Runs until SIGTERM/SIGINT or until every student is closed.
 *
 * usage: class_students JOIN_URL NAME:LINE[:FILE]...
 */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libwebsockets.h>

#define MAX_STUDENTS 16
#define MSG_MAX 9000 /* a message sent: over the server's 4 KB, for the oversized maze */

typedef struct student {
    struct lws *wsi;
    char name[64];
    unsigned line;
    const char *maze_file; /* sent once welcomed; NULL: none */
    char outbox[4][MSG_MAX];
    int nout;
    bool closed;
} student;

static volatile sig_atomic_t ending;

static void on_signal(int sig) { ending = sig; }

static void send_later(student *s, const char *msg)
{
    if (s->nout < 4)
        snprintf(s->outbox[s->nout++], sizeof s->outbox[0], "%s", msg);
    if (s->wsi)
        lws_callback_on_writable(s->wsi);
}

/* The answer a student's page would send to question message m ("ask=Q&kind=...&..."). */
static void answer(student *s, const char *m)
{
    unsigned q = (unsigned)strtoul(m + 4, NULL, 10);
    char out[96];
    const char *cells = strstr(m, "&cells=");
    if (strstr(m, "&kind=cell") && cells) {
        cells += 7;
        unsigned n = 1;
        for (const char *p = cells; *p && *p != '&'; p++)
            n += *p == ',';
        const char *p = cells;
        for (unsigned k = s->line % n; k > 0; k--)
            p = strchr(p, ',') + 1;
        snprintf(out, sizeof out, "answer=%u&cell=%lu", q, strtoul(p, NULL, 10));
    } else {
        snprintf(out, sizeof out, "answer=%u&line=%u", q, s->line);
    }
    send_later(s, out);
}

/* The score a student's page sends when it has done exercise message m ("exercise=E&max=M&state=..."). */
static void finish(student *s, const char *m)
{
    unsigned e = (unsigned)strtoul(m + 9, NULL, 10);
    const char *mx = strstr(m, "&max=");
    unsigned max = mx ? (unsigned)strtoul(mx + 5, NULL, 10) : 0;
    char out[96];
    snprintf(out, sizeof out, "score=%u/%u&exercise=%u", max > s->line ? max - s->line : 0, max, e);
    send_later(s, out);
}

/* The maze message of the student's file ("maze=STATE", as a page sends it), once. */
static void send_maze(student *s)
{
    static char text[MSG_MAX];
    FILE *f = fopen(s->maze_file, "r");
    size_t n = f ? fread(text, 1, sizeof text - 1, f) : 0;
    if (f)
        fclose(f);
    while (n > 0 && (text[n - 1] == '\n' || text[n - 1] == '\r'))
        n--;
    text[n] = '\0';
    s->maze_file = NULL;
    if (n == 0)
        fprintf(stderr, "class_students: %s: nothing to send\n", s->name);
    else
        send_later(s, text);
}

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    (void)user;
    student *s = lws_get_opaque_user_data(wsi);
    static unsigned char buf[LWS_PRE + MSG_MAX];
    if (!s)
        return 0;
    switch (reason) {
    case LWS_CALLBACK_CLIENT_ESTABLISHED: /* the join, queued before the connection was made */
        lws_callback_on_writable(wsi);
        break;
    case LWS_CALLBACK_CLIENT_RECEIVE: {
        char m[4200];
        snprintf(m, sizeof m, "%.*s", (int)len, (const char *)in);
        printf("%s\t%s\n", s->name, m);
        fflush(stdout);
        if (strncmp(m, "ask=", 4) == 0)
            answer(s, m);
        else if (strncmp(m, "exercise=", 9) == 0)
            finish(s, m);
        else if (strncmp(m, "welcome", 7) == 0 && s->maze_file)
            send_maze(s);
        break;
    }
    case LWS_CALLBACK_CLIENT_WRITEABLE:
        if (s->nout > 0) {
            size_t n = strlen(s->outbox[0]);
            memcpy(buf + LWS_PRE, s->outbox[0], n);
            memmove(s->outbox[0], s->outbox[1], sizeof s->outbox[0] * (size_t)(s->nout - 1));
            s->nout--;
            if (lws_write(wsi, buf + LWS_PRE, n, LWS_WRITE_TEXT) < (int)n)
                return -1;
            if (s->nout)
                lws_callback_on_writable(wsi);
        }
        break;
    case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
        fprintf(stderr, "class_students: %s: %.*s\n", s->name, in ? (int)len : 0, in ? (const char *)in : "");
        /* fall through */
    case LWS_CALLBACK_CLIENT_CLOSED:
        printf("%s\tclosed\n", s->name);
        fflush(stdout);
        s->closed = true;
        s->wsi = NULL;
        break;
    default:
        break;
    }
    return 0;
}

static const struct lws_protocols protocols[] = {
    {"mazeviz-class", callback, 0, 8192, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0},
};

/* "http://HOST:PORT/?class=CODE" into its parts; false when it is not one. */
static bool parse_url(const char *url, char *host, size_t hlen, int *port, char *code, size_t clen)
{
    const char *h = strncmp(url, "http://", 7) == 0 ? url + 7 : NULL;
    const char *colon = h ? strchr(h, ':') : NULL, *c = strstr(url, "class=");
    if (!colon || !c || (size_t)(colon - h) >= hlen)
        return false;
    snprintf(host, hlen, "%.*s", (int)(colon - h), h);
    *port = atoi(colon + 1);
    snprintf(code, clen, "%.*s", (int)strcspn(c + 6, "&#"), c + 6);
    return *port > 0 && *port < 65536 && code[0];
}

static void join(struct lws_context *ctx, student *s, const char *host, int port, const char *code)
{
    struct lws_client_connect_info i;
    memset(&i, 0, sizeof i);
    i.context = ctx;
    i.address = host;
    i.port = port;
    i.path = "/";
    i.host = host;
    i.origin = host;
    i.protocol = "mazeviz-class";
    i.opaque_user_data = s;
    char msg[200];
    snprintf(msg, sizeof msg, "join&class=%s&name=%s", code, s->name);
    send_later(s, msg);
    s->wsi = lws_client_connect_via_info(&i);
    if (!s->wsi) {
        printf("%s\tclosed\n", s->name);
        s->closed = true;
    }
}

int main(int argc, char **argv)
{
    static student students[MAX_STUDENTS];
    char host[128], code[64];
    int port, n = argc - 2;
    if (argc < 3 || n > MAX_STUDENTS || !parse_url(argv[1], host, sizeof host, &port, code, sizeof code)) {
        fprintf(stderr, "usage: class_students JOIN_URL NAME:LINE[:FILE]... (at most %d)\n", MAX_STUDENTS);
        return 2;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = CONTEXT_PORT_NO_LISTEN;
    info.protocols = protocols;
    info.gid = -1;
    info.uid = -1;
    lws_set_log_level(0, NULL);
    struct lws_context *ctx = lws_create_context(&info);
    if (!ctx) {
        fprintf(stderr, "class_students: no libwebsockets context\n");
        return 1;
    }
    for (int i = 0; i < n; i++) {
        const char *spec = argv[i + 2], *colon = strchr(spec, ':');
        snprintf(students[i].name, sizeof students[i].name, "%.*s", colon ? (int)(colon - spec) : 63, spec);
        students[i].line = colon ? (unsigned)atoi(colon + 1) : 0;
        const char *file = colon ? strchr(colon + 1, ':') : NULL;
        students[i].maze_file = file ? file + 1 : NULL;
        join(ctx, &students[i], host, port, code);
    }
    int open = n;
    while (!ending && open > 0) {
        lws_service(ctx, 100);
        open = 0;
        for (int i = 0; i < n; i++)
            open += !students[i].closed;
    }
    lws_context_destroy(ctx);
    return 0;
}
