/*
 * test_class.c - the class server (src/serve/) against real clients: WebSocket students made
 * with libwebsockets' client side, and raw sockets for what a well-behaved client never
 * sends. Students join, follow five states in order, answer a question (the tally counts
 * them), see the reveal; a reload rejoins with the token; a student's teacher message is
 * refused and changes nothing; a 1 MB message, garbage bytes, 300 connections at once, a
 * client that never reads and a full class each close only that client while the others go
 * on; only GET and HEAD of regular files inside the site, precompressed files with their
 * Content-Encoding; the report has each student's answers.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <libwebsockets.h>

#include "check.h"
#include "serve/class_server.h"

#define STUDENTS 8
#define CLIENTS 20

typedef struct client {
    struct lws *wsi;
    char name[40];
    char join[256];        /* the join message to send once connected */
    char token[20];
    char outbox[4][512];
    int nout;
    char states[16][128];  /* states received, in order */
    int nstates;
    int asks, reveals;
    char ask[200], reveal[64]; /* the last question and reveal received */
    char exercise[600];    /* the last exercise received */
    bool welcomed, refused, closed, full, taken;
    char last[16384];
} client;

static client clients[CLIENTS];
static struct lws_context *cctx;
static int port;

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void queue(client *c, const char *msg)
{
    if (c->nout < 4)
        snprintf(c->outbox[c->nout++], sizeof c->outbox[0], "%s", msg);
    if (c->wsi)
        lws_callback_on_writable(c->wsi);
}

/* What a student's page does with a message: the parts the test checks. */
static void received(client *c, const char *m)
{
    snprintf(c->last, sizeof c->last, "%s", m);
    if (strncmp(m, "welcome", 7) == 0) {
        c->welcomed = true;
        const char *t = strstr(m, "token=");
        if (t)
            snprintf(c->token, sizeof c->token, "%.16s", t + 6);
    } else if (strncmp(m, "state=", 6) == 0 && c->nstates < 16) {
        snprintf(c->states[c->nstates++], sizeof c->states[0], "%.127s", m + 6);
    } else if (strncmp(m, "ask=", 4) == 0) {
        c->asks++;
        snprintf(c->ask, sizeof c->ask, "%.199s", m);
    } else if (strncmp(m, "reveal=", 7) == 0) {
        c->reveals++;
        snprintf(c->reveal, sizeof c->reveal, "%.63s", m);
    } else if (strncmp(m, "exercise=", 9) == 0) {
        snprintf(c->exercise, sizeof c->exercise, "%.599s", m);
    } else if (strncmp(m, "refused", 7) == 0) {
        c->refused = true;
    } else if (strncmp(m, "full", 4) == 0) {
        c->full = true;
    } else if (strncmp(m, "taken&maze=1", 12) == 0) {
        c->taken = true;
    }
}

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    (void)user;
    client *c = lws_get_opaque_user_data(wsi);
    unsigned char buf[LWS_PRE + 512];
    switch (reason) {
    case LWS_CALLBACK_CLIENT_ESTABLISHED:
        if (c && c->join[0])
            queue(c, c->join);
        break;
    case LWS_CALLBACK_CLIENT_RECEIVE:
        if (c) {
            static char m[sizeof c->last];
            snprintf(m, sizeof m, "%.*s", (int)len, (const char *)in);
            received(c, m);
        }
        break;
    case LWS_CALLBACK_CLIENT_WRITEABLE:
        if (c && c->nout > 0) {
            size_t n = strlen(c->outbox[0]);
            memcpy(buf + LWS_PRE, c->outbox[0], n);
            memmove(c->outbox[0], c->outbox[1], sizeof c->outbox[0] * (size_t)(c->nout - 1));
            c->nout--;
            lws_write(wsi, buf + LWS_PRE, n, LWS_WRITE_TEXT);
            if (c->nout)
                lws_callback_on_writable(wsi);
        }
        break;
    case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
    case LWS_CALLBACK_CLIENT_CLOSED:
        if (c) {
            c->closed = true;
            c->wsi = NULL;
        }
        break;
    default:
        break;
    }
    return 0;
}

static const struct lws_protocols client_protocols[] = {
    {"mazeviz-class", callback, 0, 16384, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0},
};

static void connect_client(client *c)
{
    struct lws_client_connect_info i;
    memset(&i, 0, sizeof i);
    i.context = cctx;
    i.address = "127.0.0.1";
    i.port = port;
    i.path = "/";
    i.host = "127.0.0.1";
    i.origin = "127.0.0.1";
    i.protocol = "mazeviz-class";
    i.opaque_user_data = c;
    c->closed = c->welcomed = c->refused = false;
    c->wsi = lws_client_connect_via_info(&i);
    CHECK(c->wsi != NULL, "cannot start a client connection");
}

/* Services the client side until done(arg) or the deadline (seconds); whether it got there. */
/* One round of the client side without waiting (lws_service with 0 waits for the next event). */
static void service_once(void)
{
    lws_service(cctx, -1);
    poll(NULL, 0, 1);
}

static bool pump(bool (*done)(void *), void *arg, double secs)
{
    double end = now_s() + secs;
    while (now_s() < end) {
        if (done(arg))
            return true;
        service_once();
    }
    return done(arg);
}

static bool all_welcomed(void *arg)
{
    int n = *(int *)arg;
    for (int i = 0; i < n; i++)
        if (!clients[i].welcomed)
            return false;
    return true;
}

static bool all_have_states(void *arg)
{
    int n = *(int *)arg;
    for (int i = 0; i < STUDENTS; i++)
        if (clients[i].nstates < n)
            return false;
    return true;
}

static bool all_asked(void *arg)
{
    int n = arg ? *(int *)arg : 1;
    for (int i = 0; i < STUDENTS; i++)
        if (clients[i].asks < n)
            return false;
    return true;
}

static bool all_revealed(void *arg)
{
    int n = arg ? *(int *)arg : 1;
    for (int i = 0; i < STUDENTS; i++)
        if (clients[i].reveals < n)
            return false;
    return true;
}

static bool flag_set(void *arg) { return *(bool *)arg; }

typedef struct tally_wait {
    class_server *s;
    unsigned answered;
} tally_wait;

static bool tally_reached(void *arg)
{
    tally_wait *w = arg;
    class_tally t;
    class_get_tally(w->s, &t);
    return t.answered >= w->answered;
}

static bool no_students_but(void *arg)
{
    tally_wait *w = arg;
    class_tally t;
    class_get_tally(w->s, &t);
    return t.students == w->answered;
}

/* ---- raw sockets: what no browser sends */

static int raw_connect_buf(int rcvbuf)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd >= 0 && rcvbuf > 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &rcvbuf, sizeof rcvbuf);
    struct sockaddr_in sa = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    inet_pton(AF_INET, "127.0.0.1", &sa.sin_addr);
    if (fd >= 0 && connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

static int raw_connect(void) { return raw_connect_buf(0); }

/* The WebSocket opening handshake by hand; false when the server does not switch protocols. */
static bool raw_handshake(int fd)
{
    const char *req = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                      "Sec-WebSocket-Protocol: mazeviz-class\r\n\r\n";
    if (write(fd, req, strlen(req)) != (ssize_t)strlen(req))
        return false;
    char buf[1024];
    size_t got = 0;
    struct pollfd p = {fd, POLLIN, 0};
    while (got < sizeof buf - 1 && poll(&p, 1, 3000) > 0) {
        ssize_t k = read(fd, buf + got, sizeof buf - 1 - got);
        if (k <= 0)
            break;
        got += (size_t)k;
        buf[got] = '\0';
        if (strstr(buf, "\r\n\r\n"))
            break;
    }
    buf[got] = '\0';
    return strstr(buf, " 101 ") != NULL;
}

/* A masked text frame (mask 0) of n bytes of payload p. */
static bool raw_frame(int fd, const char *p, size_t n)
{
    unsigned char h[14];
    size_t k = 0;
    h[k++] = 0x81;
    if (n < 126) {
        h[k++] = (unsigned char)(0x80 | n);
    } else if (n < 65536) {
        h[k++] = 0x80 | 126;
        h[k++] = (unsigned char)(n >> 8);
        h[k++] = (unsigned char)n;
    } else {
        h[k++] = 0x80 | 127;
        for (int i = 7; i >= 0; i--)
            h[k++] = (unsigned char)(n >> (8 * i));
    }
    memset(h + k, 0, 4);
    k += 4;
    if (write(fd, h, k) != (ssize_t)k)
        return false;
    size_t sent = 0;
    while (sent < n) {
        ssize_t w = write(fd, p + sent, n - sent);
        if (w <= 0)
            return false;
        sent += (size_t)w;
    }
    return true;
}

/* Whether the server closed fd within secs (reads and drops what comes). */
static bool closed_by_server(int fd, double secs)
{
    double end = now_s() + secs;
    char buf[4096];
    while (now_s() < end) {
        service_once();
        struct pollfd p = {fd, POLLIN, 0};
        if (poll(&p, 1, 20) > 0) {
            ssize_t k = read(fd, buf, sizeof buf);
            if (k == 0 || (k < 0 && errno != EAGAIN))
                return true;
        }
    }
    return false;
}

/* An HTTP request by hand: the status code. */
static int http_status(const char *request)
{
    int fd = raw_connect();
    char buf[2048] = "";
    if (fd < 0 || write(fd, request, strlen(request)) != (ssize_t)strlen(request)) {
        if (fd >= 0)
            close(fd);
        return -1;
    }
    size_t got = 0;
    struct pollfd p = {fd, POLLIN, 0};
    while (got < sizeof buf - 1 && poll(&p, 1, 3000) > 0) {
        ssize_t k = read(fd, buf + got, sizeof buf - 1 - got);
        if (k <= 0)
            break;
        got += (size_t)k;
        buf[got] = '\0';
        if (strstr(buf, "\r\n\r\n"))
            break;
    }
    close(fd);
    int code = -1;
    sscanf(buf, "HTTP/1.%*d %d", &code);
    return code;
}

static void check_files(const char *site)
{
    CHECK(http_status("GET / HTTP/1.1\r\nHost: x\r\n\r\n") == 200, "GET / is not 200");
    CHECK(http_status("HEAD /index.html HTTP/1.1\r\nHost: x\r\n\r\n") == 200, "HEAD is not 200");
    CHECK(http_status("GET /../../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n") != 200, "a path out of the site was served");
    CHECK(http_status("GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n") != 200, "an escaped path out was served");
    CHECK(http_status("GET /link HTTP/1.1\r\nHost: x\r\n\r\n") == 404, "a symbolic link out of the site was served");
    CHECK(http_status("GET /sub/ HTTP/1.1\r\nHost: x\r\n\r\n") == 404, "a directory was listed");
    CHECK(http_status("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nx=1") == 405, "POST was taken");
    char path[600];
    snprintf(path, sizeof path, "%s/index.html", site);
}

/*
 * A cell question: the candidates reach every student in ascending order, once each; three
 * tap cell 12 (right), three cell 40, one a cell that is no candidate and one a line (both
 * ignored); the tally has the heat of each candidate; the reveal reaches all.
 */
static void check_cell_question(class_server *s, unsigned q)
{
    int two = 2;
    CHECK(pump(all_asked, &two, 10), "not every student got the cell question");
    char want[80];
    snprintf(want, sizeof want, "ask=%u&kind=cell&cells=7,12,40", q);
    CHECK(strcmp(clients[0].ask, want) == 0, "the cell question reached a student as '%s', want '%s'", clients[0].ask,
          want);
    for (int i = 0; i < STUDENTS; i++) {
        char a[64];
        if (i < 7)
            snprintf(a, sizeof a, "answer=%u&cell=%d", q, i < 3 ? 12 : i < 6 ? 40 : 99);
        else
            snprintf(a, sizeof a, "answer=%u&line=2", q);
        queue(&clients[i], a);
    }
    tally_wait w = {s, 6};
    CHECK(pump(tally_reached, &w, 10), "the cell tally did not reach 6 answers");
    for (int i = 0; i < 20; i++) /* the ignored two have time to arrive too */
        service_once();
    class_tally t;
    class_get_tally(s, &t);
    CHECK(t.cell && t.answered == 6 && t.n_cells == 3 && t.cells[0] == 7 && t.cells[1] == 12 && t.cells[2] == 40 &&
              t.cell_count[0] == 0 && t.cell_count[1] == 3 && t.cell_count[2] == 3,
          "cell tally: answered %u, %zu cells, counts %u %u %u", t.answered, t.n_cells, t.cell_count[0],
          t.cell_count[1], t.cell_count[2]);
    uint32_t right = 12;
    class_reveal(s, q, &right, 1);
    CHECK(pump(all_revealed, &two, 10), "not every student saw the cell reveal");
    snprintf(want, sizeof want, "reveal=%u&right=12", q);
    CHECK(strcmp(clients[5].reveal, want) == 0, "the cell reveal reached a student as '%s'", clients[5].reveal);
}

/* The student clients: join, follow, answer, reveal, rejoin, refusals. */
static void check_session(class_server *s)
{
    for (int i = 0; i < STUDENTS; i++) {
        snprintf(clients[i].name, sizeof clients[i].name, i == 3 ? "Ana Müller & co" : "student %d", i);
        char enc[128];
        size_t k = 0;
        for (const char *p = clients[i].name; *p && k + 4 < sizeof enc; p++)
            k += (size_t)(*p == ' ' ? snprintf(enc + k, sizeof enc - k, "%%20")
                          : *p == '&' ? snprintf(enc + k, sizeof enc - k, "%%26")
                                      : snprintf(enc + k, sizeof enc - k, "%c", *p));
        snprintf(clients[i].join, sizeof clients[i].join, "join&class=%s&name=%s", class_code(s), enc);
        connect_client(&clients[i]);
    }
    int n = STUDENTS;
    CHECK(pump(all_welcomed, &n, 10), "not every student was welcomed");
    class_tally t;
    class_get_tally(s, &t);
    CHECK(t.students == STUDENTS, "%u students connected, want %d", t.students, STUDENTS);
    static const char *const states[5] = {"algo=wilson&seed=1&step=1", "algo=wilson&seed=1&step=2",
                                          "algo=wilson&seed=1&step=3", "algo=kruskal&size=9x6&seed=2",
                                          "algo=kruskal&size=9x6&seed=2&step=5"};
    for (int i = 0; i < 5; i++)
        class_show(s, states[i]);
    n = 5;
    CHECK(pump(all_have_states, &n, 10), "not every student got the five states");
    for (int c = 0; c < STUDENTS; c++)
        for (int i = 0; i < 5 && i < clients[c].nstates; i++) {
            char want[128];
            size_t k = 0;
            for (const char *p = states[i]; *p; p++)
                k += (size_t)(*p == '&' ? snprintf(want + k, sizeof want - k, "%%26")
                              : *p == '=' ? snprintf(want + k, sizeof want - k, "%%3D")
                                          : snprintf(want + k, sizeof want - k, "%c", *p));
            CHECK(strcmp(clients[c].states[i], want) == 0, "student %d: state %d is '%s', want '%s'", c, i,
                  clients[c].states[i], want);
        }
    /* a question: five answer line 2 (right), three line 4 */
    unsigned q = class_ask(s, 6);
    CHECK(pump(all_asked, NULL, 10), "not every student got the question");
    for (int i = 0; i < STUDENTS; i++) {
        char a[64];
        snprintf(a, sizeof a, "answer=%u&line=%d", q, i < 5 ? 2 : 4);
        queue(&clients[i], a);
    }
    tally_wait w = {s, STUDENTS};
    CHECK(pump(tally_reached, &w, 10), "the tally did not reach 8 answers");
    class_get_tally(s, &t);
    CHECK(t.question == q && t.answered == 8 && t.lines[2] == 5 && t.lines[4] == 3 && t.of == 6,
          "tally: question %u answered %u, line 2 %u, line 4 %u", t.question, t.answered, t.lines[2], t.lines[4]);
    uint32_t right = 2;
    class_reveal(s, q, &right, 1);
    CHECK(pump(all_revealed, NULL, 10), "not every student saw the reveal");
    /* the next question is a new one: the answers to the last do not count for it */
    const uint32_t candidates[] = {40, 7, 12, 7};
    unsigned q2 = class_ask_cells(s, candidates, 4);
    class_get_tally(s, &t);
    CHECK(q2 != q && t.question == q2 && t.answered == 0, "the next question (id %u after %u) starts with %u answers",
          q2, q, t.answered);
    check_cell_question(s, q2);
    /* a student's teacher message: refused, nothing changes */
    uint64_t before = (class_get_tally(s, &t), t.changes);
    clients[1].refused = false;
    queue(&clients[1], "show=algo%3Dbacktracker");
    queue(&clients[1], "release");
    CHECK(pump(flag_set, &clients[1].refused, 10), "a student's teacher message was not refused");
    int had = clients[0].nstates;
    for (int i = 0; i < 30; i++)
        service_once();
    class_get_tally(s, &t);
    CHECK(clients[0].nstates == had && !t.released && t.changes == before,
          "a student's teacher message changed something (states %d -> %d)", had, clients[0].nstates);
    /* a reload: the same name with the token is the same student; without it, refused */
    lws_set_timeout(clients[2].wsi, PENDING_TIMEOUT_CLOSE_SEND, LWS_TO_KILL_ASYNC);
    CHECK(pump(flag_set, &clients[2].closed, 10), "student 2 did not close");
    w.answered = STUDENTS - 1;
    CHECK(pump(no_students_but, &w, 10), "the server still counts student 2");
    client *again = &clients[STUDENTS];
    snprintf(again->join, sizeof again->join, "join&class=%s&name=student%%202&token=%s", class_code(s), clients[2].token);
    connect_client(again);
    CHECK(pump(flag_set, &again->welcomed, 10) && strstr(again->last, "token=") && strstr(again->last, clients[2].token),
          "a reload with the token was not the same student: %s", again->last);
    client *thief = &clients[STUDENTS + 1];
    snprintf(thief->join, sizeof thief->join, "join&class=%s&name=student%%204", class_code(s));
    connect_client(thief);
    CHECK(pump(flag_set, &thief->refused, 10), "a taken name was not refused");
    client *wrong = &clients[STUDENTS + 2];
    snprintf(wrong->join, sizeof wrong->join, "join&class=zzzz&name=eve");
    connect_client(wrong);
    CHECK(pump(flag_set, &wrong->refused, 10), "a wrong class code was not refused");
    client *bad = &clients[STUDENTS + 3];
    snprintf(bad->join, sizeof bad->join, "join&class=%s&name=%%07bell", class_code(s));
    connect_client(bad);
    CHECK(pump(flag_set, &bad->refused, 10), "a name with a control character was not refused");
}

/* Whether client arg's last message is as long as the one the test waits for (a global: one wait at a time). */
static size_t long_want;
static bool last_is_long(void *arg) { return strlen(((client *)arg)->last) >= long_want; }

/*
 * A state longer than any other message (a script= of 4 KiB and more, a big
 * maze's walls=) reaches every student whole, and a newcomer's welcome
 * carries it whole too: both were cut at 4 KiB and 1.5 KiB.
 */
static void check_long_state(class_server *s)
{
    static char state[7000], want[3 * sizeof state];
    int n = snprintf(state, sizeof state, "algo=kruskal&size=4x3&seed=9&script=");
    for (int i = n; i < (int)sizeof state - 1; i++)
        state[i] = "Ab0-_xYz9"[i % 9];
    state[sizeof state - 1] = '\0';
    size_t at = 0;
    for (const char *p = state; *p; p++)
        at += (size_t)(strchr("=&", *p) ? sprintf(want + at, "%%%02X", (unsigned char)*p) : sprintf(want + at, "%c", *p));
    class_show(s, state);
    long_want = strlen("state=") + at;
    CHECK(pump(last_is_long, &clients[0], 10) && strncmp(clients[0].last, "state=", 6) == 0 &&
              strcmp(clients[0].last + 6, want) == 0,
          "a %zu-byte state reached a student as %zu bytes", strlen(state), strlen(clients[0].last));
    client *late = &clients[CLIENTS - 1];
    memset(late, 0, sizeof *late);
    snprintf(late->join, sizeof late->join, "join&class=%s&name=long", class_code(s));
    connect_client(late);
    const char *got = pump(flag_set, &late->welcomed, 10) ? strstr(late->last, "&state=") : NULL;
    CHECK(got && strcmp(got + 7, want) == 0, "a newcomer's welcome holds %zu bytes of the %zu-byte state",
          got ? strlen(got + 7) : 0, at);
    lws_set_timeout(late->wsi, PENDING_TIMEOUT_CLOSE_SEND, LWS_TO_KILL_ASYNC);
    CHECK(pump(flag_set, &late->closed, 10), "the newcomer did not close");
    tally_wait w = {s, STUDENTS};
    CHECK(pump(no_students_but, &w, 10), "the server still counts the newcomer");
    memset(late, 0, sizeof *late);
    class_show(s, "algo=kruskal&size=4x3&seed=1");
}

static bool has_exercise(void *arg) { return ((client *)arg)->exercise[0] != '\0'; }

static bool all_exercised(void *arg)
{
    (void)arg;
    for (int i = 0; i <= STUDENTS; i++)
        if (i != 2 && !clients[i].exercise[0])
            return false;
    return true;
}

typedef struct score_wait {
    class_server *s;
    unsigned started, finished;
} score_wait;

static bool scores_reached(void *arg)
{
    score_wait *w = arg;
    class_tally t;
    class_get_tally(w->s, &t);
    return t.ex_started >= w->started && t.ex_finished >= w->finished;
}

/* A new student (name WHO + i) joins, sends msg, and the server closes it. */
static void closed_alone(class_server *s, client *c, const char *who, int i, const char *msg)
{
    snprintf(c->join, sizeof c->join, "join&class=%s&name=%s%d", class_code(s), who, i);
    connect_client(c);
    CHECK(pump(flag_set, &c->welcomed, 10), "%s %d was not welcomed", who, i);
    queue(c, msg);
    CHECK(pump(flag_set, &c->closed, 10), "'%s' did not close its connection", msg);
}

/*
 * A graded exercise set to the class: every student gets it (its maze's
 * keys, mode=exercise, from step 0) with its id and maximum; scores of it
 * count, one of an older exercise is ignored, and a score over the maximum,
 * R > A, no exercise id or no score at all closes that student alone. A
 * student who reloads the page gets the exercise again after the welcome,
 * and one who joins late gets it too, until the class is gathered.
 * Returns the maximum (the report's check wants it).
 */
static unsigned check_exercise(class_server *s)
{
    char err[300] = "", msg[200];
    CHECK(class_exercise(s, "algo=nonesuch&seed=1", err, sizeof err) == 0 && err[0], "a bad state was set: '%s'", err);
    unsigned id = class_exercise(s, "algo=kruskal&size=4x3&seed=5&step=7&mode=predict&lang=zh", err, sizeof err);
    CHECK(id > 0, "the exercise was not set: %s", err);
    class_tally t;
    class_get_tally(s, &t);
    CHECK(t.exercise == id && t.ex_max > 0 && t.released && t.ex_started == 0,
          "tally after the exercise: id %u (want %u), max %u, released %d", t.exercise, id, t.ex_max, t.released);
    CHECK(pump(all_exercised, NULL, 10), "not every student got the exercise");
    snprintf(msg, sizeof msg, "exercise=%u&max=%u&state=algo%%3Dkruskal", id, t.ex_max);
    CHECK(strncmp(clients[0].exercise, msg, strlen(msg)) == 0 && strstr(clients[0].exercise, "mode%3Dexercise") &&
              !strstr(clients[0].exercise, "step") && !strstr(clients[0].exercise, "predict"),
          "the exercise reached a student as '%s'", clients[0].exercise);
    unsigned max = t.ex_max;
    snprintf(msg, sizeof msg, "score=3/%u&exercise=%u", max, id);
    queue(&clients[0], msg); /* finished */
    snprintf(msg, sizeof msg, "score=1/1&exercise=%u", id);
    queue(&clients[1], msg); /* started */
    snprintf(msg, sizeof msg, "score=1/1&exercise=%u", id - 1);
    queue(&clients[3], msg); /* an older exercise's: ignored */
    score_wait w = {s, 2, 1};
    CHECK(pump(scores_reached, &w, 10), "the scores did not reach the tally");
    class_get_tally(s, &t);
    CHECK(t.ex_started == 2 && t.ex_finished == 1 && t.ex_scores[0] == 3,
          "exercise tally: %u started, %u finished, first score %u", t.ex_started, t.ex_finished, t.ex_scores[0]);
    /* bad scores, each from a new student: closed alone, nothing counted */
    char bad[4][80];
    snprintf(bad[0], sizeof bad[0], "score=%u/%u&exercise=%u", max, max + 1, id);
    snprintf(bad[1], sizeof bad[1], "score=5/3&exercise=%u", id);
    snprintf(bad[2], sizeof bad[2], "score=2/%u", max);
    snprintf(bad[3], sizeof bad[3], "score=lots&exercise=%u", id);
    for (int i = 0; i < 4; i++)
        closed_alone(s, &clients[STUDENTS + 4 + i], "cheat", i, bad[i]);
    tally_wait tw = {s, STUDENTS};
    CHECK(pump(no_students_but, &tw, 10), "the cheats still count as connected");
    class_get_tally(s, &t);
    CHECK(t.ex_started == 2 && t.ex_finished == 1 && !clients[0].closed && !clients[1].closed,
          "a bad score counted or closed another: %u started, %u finished", t.ex_started, t.ex_finished);
    /* student 1 reloads its page (the same name, its token): the exercise comes after the welcome */
    lws_set_timeout(clients[1].wsi, PENDING_TIMEOUT_CLOSE_SEND, LWS_TO_KILL_ASYNC);
    CHECK(pump(flag_set, &clients[1].closed, 10), "student 1 did not close");
    tw.answered = STUDENTS - 1;
    CHECK(pump(no_students_but, &tw, 10), "the server still counts student 1");
    client *again = &clients[CLIENTS - 1];
    memset(again, 0, sizeof *again);
    snprintf(again->join, sizeof again->join, "join&class=%s&name=student%%201&token=%s", class_code(s), clients[1].token);
    connect_client(again);
    snprintf(msg, sizeof msg, "exercise=%u&max=%u&state=algo%%3Dkruskal", id, max);
    CHECK(pump(flag_set, &again->welcomed, 10) && pump(has_exercise, again, 10) &&
              strncmp(again->exercise, msg, strlen(msg)) == 0,
          "a reload during the exercise did not get it again: '%s'", again->exercise);
    clients[1] = *again; /* student 1 goes on on this connection */
    lws_set_opaque_user_data(clients[1].wsi, &clients[1]);
    memset(again, 0, sizeof *again);
    /* gathered, a newcomer follows the teacher: no exercise */
    class_release(s, false);
    client *late = &clients[CLIENTS - 1];
    snprintf(late->join, sizeof late->join, "join&class=%s&name=late", class_code(s));
    connect_client(late);
    CHECK(pump(flag_set, &late->welcomed, 10), "the latecomer was not welcomed");
    for (int i = 0; i < 30; i++)
        service_once();
    CHECK(!late->exercise[0], "after gather a newcomer got the exercise: '%s'", late->exercise);
    lws_set_timeout(late->wsi, PENDING_TIMEOUT_CLOSE_SEND, LWS_TO_KILL_ASYNC);
    CHECK(pump(flag_set, &late->closed, 10), "the latecomer did not close");
    tw.answered = STUDENTS;
    CHECK(pump(no_students_but, &tw, 10), "the server still counts the latecomer");
    class_release(s, true);
    return max;
}

/* Whether the tally counts w->answered students' mazes (tally_wait's count read as mazes). */
static bool mazes_reached(void *arg)
{
    tally_wait *w = arg;
    class_tally t;
    class_get_tally(w->s, &t);
    return t.mazes == w->answered;
}

/*
 * The students' mazes (issue 33): a good one (a 4x3 maze's walls=, as a
 * loaded maze's state string has them) is kept, its keys only; a second
 * one within a second is refused and the connection stays; one naming a
 * file of the teacher's (a mask that would fit: the key check refuses it,
 * not the maze), a script file or no walls= closes that client alone, and
 * nothing of it is kept.
 */
static void check_mazes(class_server *s, const char *site)
{
    char name[CLASS_NAME_MAX * 4 + 1], state[8192], mask[400], path[300];
    snprintf(path, sizeof path, "%s/mask.txt", site);
    FILE *f = fopen(path, "w");
    CHECK(f && fputs("####\n####\n####\n", f) >= 0 && fclose(f) == 0, "cannot write %s", path);
    snprintf(mask, sizeof mask, "maze=size%%3D4x3%%26walls%%3D3mV%%26mask%%3D%s", path);
    queue(&clients[0], "maze=size%3D4x3%26walls%3D3mV%26seed%3D5%26lang%3Dzh");
    tally_wait w = {s, 1};
    CHECK(pump(mazes_reached, &w, 10) && pump(flag_set, &clients[0].taken, 10), "the good maze was not taken");
    CHECK(class_maze(s, 0, name, sizeof name, state, sizeof state) && strcmp(name, clients[0].name) == 0 &&
              strstr(state, "walls=3mV") && strstr(state, "size=4x3") && !strstr(state, "lang"),
          "the maze kept: '%s' from '%s'", state, name);
    CHECK(!class_maze(s, 1, name, sizeof name, state, sizeof state), "a second maze out of one");
    clients[0].refused = false;
    queue(&clients[0], "maze=size%3D4x3%26walls%3D3mV%26seed%3D6");
    CHECK(pump(flag_set, &clients[0].refused, 10) && !clients[0].closed, "a maze within a second was not refused alone");
    const char *bad[3] = {mask,
                          "maze=size%3D4x3%26walls%3D3mV%26script-file%3Dx.lua", "maze=algo%3Dkruskal%26size%3D4x3"};
    for (int i = 0; i < 3; i++) {
        closed_alone(s, &clients[STUDENTS + 8 + i], "mazer", i, bad[i]);
        CHECK(!clients[STUDENTS + 8 + i].taken, "'%s' was taken", bad[i]);
    }
    class_tally t;
    class_get_tally(s, &t);
    CHECK(t.mazes == 1 && class_maze(s, 0, name, sizeof name, state, sizeof state) && strstr(state, "seed=5") &&
              !clients[0].closed,
          "after the bad mazes: %u kept, the first '%s'", t.mazes, state);
}

/* What no browser sends: each closes only that client; the class goes on. */
static void check_abuse(class_server *s)
{
    int fd = raw_connect();
    CHECK(fd >= 0 && raw_handshake(fd), "no handshake for the big message");
    char *big = malloc(1 << 20);
    memset(big, 'a', 1 << 20);
    raw_frame(fd, big, 1 << 20);
    free(big);
    CHECK(closed_by_server(fd, 10), "a 1 MB message did not close its connection");
    close(fd);
    fd = raw_connect();
    CHECK(fd >= 0 && write(fd, "\x16\x03\x01garbage\xff\xfe\r\n\r\n", 14) > 0, "garbage not sent");
    CHECK(closed_by_server(fd, 15), "garbage did not close its connection");
    close(fd);
    fd = raw_connect();
    CHECK(fd >= 0 && raw_handshake(fd) && raw_frame(fd, "join&class=x%00&name=a", 22), "no NUL message sent");
    CHECK(closed_by_server(fd, 10), "a message with a NUL did not close its connection");
    close(fd);
    fd = raw_connect();
    CHECK(fd >= 0 && raw_handshake(fd), "no handshake for the flood");
    for (int i = 0; i < 200; i++)
        raw_frame(fd, "answer=1&line=1", 15);
    CHECK(closed_by_server(fd, 10), "200 messages at once did not close the connection");
    close(fd);
    /* 300 connections at once */
    static int many[300];
    int opened = 0;
    for (int i = 0; i < 300; i++)
        if ((many[i] = raw_connect()) >= 0)
            opened++;
    CHECK(opened == 300, "%d of 300 connections opened", opened);
    for (int i = 0; i < 300; i++)
        if (many[i] >= 0)
            close(many[i]);
    /* a client that joins and never reads while the class gets 2,500 states of 3.5 KB (9 MB) */
    fd = raw_connect_buf(4096);
    char join[128];
    snprintf(join, sizeof join, "join&class=%s&name=sleepy", class_code(s));
    CHECK(fd >= 0 && raw_handshake(fd) && raw_frame(fd, join, strlen(join)), "the sleepy client did not join");
    for (int i = 0; i < 30; i++)
        service_once();
    static char state[3600];
    for (int i = 0; i < 2500; i++) { /* about 1,000 a second: the others keep up, the sleeper falls behind */
        snprintf(state, sizeof state, "algo=wilson&seed=%d&step=%d&pad=%03500d", i, i, 0);
        class_show(s, state);
        service_once();
    }
    class_show(s, "algo=backtracker&seed=9");
    int n = STUDENTS;
    (void)n;
    double end = now_s() + 20;
    bool all = false;
    while (now_s() < end && !all) {
        service_once();
        all = true;
        for (int i = 0; i < STUDENTS; i++)
            if (i != 2 && !strstr(clients[i].last, "backtracker"))
                all = false;
    }
    CHECK(all, "the others did not get the last state while a client slept");
    tally_wait w = {s, STUDENTS};
    CHECK(pump(no_students_but, &w, 30), "the sleeping client was not closed (it counts as connected)");
    close(fd);
}

/* A full class: max students, then "full" for the next. */
static void check_full(const char *site, const char *report)
{
    char err[300];
    class_config cfg = {.addr = "127.0.0.1", .site = site, .report = report, .max_students = 2, .quiet = true};
    class_server *s = NULL;
    for (int tries = 1; tries <= 20 && !s; tries++) { /* a port near the first (a client's own port may hold one) */
        cfg.port = port + tries;
        s = class_start(&cfg, err, sizeof err);
    }
    CHECK(s != NULL, "second server: %s", err);
    if (!s)
        return;
    int keep = port;
    port = cfg.port;
    client *c = &clients[STUDENTS + 4];
    for (int i = 0; i < 3; i++) {
        memset(&c[i], 0, sizeof c[i]);
        snprintf(c[i].join, sizeof c[i].join, "join&class=%s&name=p%d", class_code(s), i);
        connect_client(&c[i]);
        pump(flag_set, i < 2 ? &c[i].welcomed : &c[i].full, 10);
    }
    CHECK(c[0].welcomed && c[1].welcomed && c[2].full && !c[2].welcomed, "the third of two seats was not told 'full'");
    CHECK(class_stop(s, err, sizeof err), "second server's report: %s", err);
    port = keep;
}

/* Field k (from 0) of a report line into buf, its quotes undone; false when the line has no such field. */
static bool csv_field(const char *line, int k, char *buf, size_t len)
{
    for (int at = 0;; at++) {
        size_t n = 0;
        if (*line == '"') {
            for (line++; *line && !(line[0] == '"' && line[1] != '"'); line++) {
                line += line[0] == '"'; /* "" is one quote */
                if (at == k && n + 1 < len)
                    buf[n++] = *line;
            }
            line += *line == '"';
        } else {
            for (; *line && *line != ',' && *line != '\n'; line++)
                if (at == k && n + 1 < len)
                    buf[n++] = *line;
        }
        if (at == k) {
            buf[n] = '\0';
            return true;
        }
        if (*line != ',')
            return false;
        line++;
    }
}

static void check_report(const char *path, unsigned max)
{
    FILE *f = fopen(path, "r");
    CHECK(f != NULL, "no report at %s", path);
    if (!f)
        return;
    char line[8192], score[64], maze[8192];
    int rows = 0, right5 = 0, answers = 0, mazes = 0;
    CHECK(fgets(line, sizeof line, f) && strcmp(line, "name,joined,questions,answered,right,exercise_score,maze\n") == 0,
          "report header '%s'", line);
    while (fgets(line, sizeof line, f)) {
        rows++;
        char name[128];
        unsigned q, a, r;
        if (sscanf(line, "\"%127[^\"]\",%*[^,],%u,%u,%u,", name, &q, &a, &r) == 4 && q == 2) {
            right5 += r; /* five right lines, three right cells */
            answers += a;
        }
        CHECK(csv_field(line, 5, score, sizeof score) && csv_field(line, 6, maze, sizeof maze) &&
                  !csv_field(line, 7, name, sizeof name),
              "a report row without its 7 fields: %s", line);
        char want[64];
        snprintf(want, sizeof want, "3/%u", max);
        if (strncmp(line, "\"student 0\"", 11) == 0) {
            CHECK(strcmp(score, want) == 0, "student 0's exercise score is not 3/%u: %s", max, line);
            /* the newest maze kept (seed 5: the one a second later was refused), as a state --state opens */
            CHECK(strstr(maze, "size=4x3") && strstr(maze, "walls=3mV") && strstr(maze, "seed=5") && !strstr(maze, "lang"),
                  "student 0's maze in the report: '%s'", maze);
        }
        mazes += maze[0] != '\0';
        if (strncmp(line, "\"student 1\"", 11) == 0)
            CHECK(strcmp(score, "1/1") == 0, "student 1's exercise score is not 1/1: %s", line);
        if (strncmp(line, "\"cheat", 6) == 0 || strncmp(line, "\"Ana", 4) == 0)
            CHECK(score[0] == '\0', "a refused or stale score is in the report: %s", line);
        if (strstr(line, "Ana M"))
            CHECK(strstr(line, "\"Ana Müller & co\"") != NULL, "a name with & not kept: %s", line);
    }
    fclose(f);
    CHECK(rows >= STUDENTS + 1, "%d report rows", rows); /* sleepy joined too */
    CHECK(right5 == 8 && answers == 14, "%d right answers of %d in the report, want 8 of 14", right5, answers);
    CHECK(mazes == 1, "%d mazes in the report, want student 0's alone (the bad ones are not kept)", mazes);
}

/* The teacher's window's cost per state (class_show) and the server's memory, with 60 students. */
static long rss_kb(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kb = -1;
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "VmRSS: %ld", &kb) == 1)
            break;
    if (f)
        fclose(f);
    return kb;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/*
 * --load SECONDS: 60 students follow 30 states a second; every one must get every state in
 * order. Prints the teacher's cost per state (median, 99th percentile, most) and the server's
 * memory before and after: a benchmark, not a pass/fail timing.
 */
static int load(class_server *s, double secs)
{
    enum { N = 60 };
    static client many[N];
    static unsigned got[N], bad_order[N];
    for (int i = 0; i < N; i++) {
        snprintf(many[i].join, sizeof many[i].join, "join&class=%s&name=load%d", class_code(s), i);
        connect_client(&many[i]);
    }
    double t0 = now_s();
    bool all = false;
    while (!all && now_s() < t0 + 20) {
        service_once();
        all = true;
        for (int i = 0; i < N; i++)
            all = all && many[i].welcomed;
    }
    CHECK(all, "not all 60 students joined");
    long rss0 = rss_kb();
    size_t frames = (size_t)(secs * 30), done = 0;
    double *cost = malloc(frames * sizeof *cost), next = now_s();
    char state[200];
    while (done < frames) {
        if (now_s() >= next) {
            snprintf(state, sizeof state, "algo=wilson&size=30x20&seed=7&step=%zu", done + 1);
            double a = now_s();
            class_show(s, state);
            cost[done++] = (now_s() - a) * 1e6;
            next += 1.0 / 30;
        }
        service_once();
        for (int i = 0; i < N; i++) { /* each student: the steps it got, in order */
            while (many[i].nstates > 0) {
                unsigned step = 0;
                const char *p = strstr(many[i].states[0], "step%3D");
                if (p)
                    step = (unsigned)strtoul(p + 7, NULL, 10);
                if (step != got[i] + 1)
                    bad_order[i]++;
                got[i] = step;
                memmove(many[i].states[0], many[i].states[1], sizeof many[i].states[0] * 15);
                many[i].nstates--;
            }
        }
    }
    double end = now_s() + 5;
    while (now_s() < end) {
        service_once();
        bool caught = true;
        for (int i = 0; i < N; i++) {
            while (many[i].nstates > 0) {
                const char *p = strstr(many[i].states[0], "step%3D");
                unsigned step = p ? (unsigned)strtoul(p + 7, NULL, 10) : 0;
                bad_order[i] += step != got[i] + 1;
                got[i] = step;
                memmove(many[i].states[0], many[i].states[1], sizeof many[i].states[0] * 15);
                many[i].nstates--;
            }
            caught = caught && got[i] == frames;
        }
        if (caught)
            break;
    }
    unsigned short_of = 0, disorder = 0, closed = 0;
    for (int i = 0; i < N; i++) {
        short_of += got[i] != frames;
        disorder += bad_order[i];
        closed += many[i].closed;
    }
    qsort(cost, frames, sizeof *cost, cmp_double);
    printf("class load: 60 students, %zu states at 30 a second (%.0f s): %u short of the last, %u out of order, "
           "%u closed\n", frames, secs, short_of, disorder, closed);
    printf("class load: the teacher's class_show: median %.1f us, 99th percentile %.1f us, most %.1f us\n",
           cost[frames / 2], cost[frames * 99 / 100], cost[frames - 1]);
    printf("class load: process memory %ld KiB with 60 students joined, %ld KiB after (server and clients)\n",
           rss0, rss_kb());
    CHECK(short_of == 0 && disorder == 0 && closed == 0, "students missed states");
    free(cost);
    return check_exit("class load");
}

int main(int argc, char **argv)
{
    char site[] = "/tmp/mazeviz-class-XXXXXX";
    if (!mkdtemp(site))
        return 1;
    char path[700], report[300], err[300];
    snprintf(path, sizeof path, "%s/index.html", site);
    FILE *f = fopen(path, "w");
    fputs("<!doctype html><title>class</title>", f);
    fclose(f);
    snprintf(path, sizeof path, "%s/link", site);
    symlink("/etc/hostname", path);
    snprintf(path, sizeof path, "%s/sub", site);
    mkdir(path, 0755);
    snprintf(report, sizeof report, "%s.csv", site);
    srand((unsigned)getpid());
    class_server *s = NULL;
    for (int tries = 0; tries < 20 && !s; tries++) {
        port = 20000 + rand() % 30000;
        class_config cfg = {.addr = "127.0.0.1", .port = port, .site = site, .report = report, .quiet = true};
        s = class_start(&cfg, err, sizeof err);
    }
    CHECK(s != NULL, "no server: %s", err);
    if (!s)
        return check_exit("test_class");
    printf("test_class: serving %s on port %d\n", site, port);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = CONTEXT_PORT_NO_LISTEN;
    info.protocols = client_protocols;
    info.gid = -1;
    info.uid = -1;
    lws_set_log_level(0, NULL);
    cctx = lws_create_context(&info);
    if (argc == 3 && strcmp(argv[1], "--load") == 0) {
        int rc = load(s, atof(argv[2]));
        class_stop(s, err, sizeof err);
        lws_context_destroy(cctx);
        snprintf(path, sizeof path, "rm -rf '%s' '%s'", site, report);
        return system(path) == 0 ? rc : 1;
    }
    check_files(site);
    check_session(s);
    check_long_state(s);
    unsigned max = check_exercise(s);
    check_mazes(s, site);
    check_abuse(s);
    check_full(site, "/dev/null");
    CHECK(class_stop(s, err, sizeof err), "report: %s", err);
    check_report(report, max);
    lws_context_destroy(cctx);
    unlink(report);
    snprintf(path, sizeof path, "rm -rf '%s'", site);
    if (system(path) != 0)
        return 1;
    return check_exit("test_class");
}
