/*
 * class_server.h - a live class session over the school's network: the
 * web edition's files and a WebSocket endpoint, served by libwebsockets
 * in a thread of its own, so the teacher's window never waits on the
 * network.
 *
 * Roles. The teacher drives: the window (through this API) or a browser
 * holding the teacher key (the teacher URL). Students join with a name
 * through the join URL (its class code); a reload rejoins with the token
 * the page keeps, as the same student with the same score. Only the
 * teacher changes what the class sees, asks, reveals, releases, gathers
 * or ends; a student's teacher message is refused and logged, and nothing
 * changes.
 *
 * Messages, both ways, are one line in URL query form (KEY=VALUE&...),
 * decoded by the same reader as state strings:
 *   student -> server: join&class=CODE&name=NAME[&token=T], answer=Q&line=L,
 *                      answer=Q&cell=C (C one of the question's cells),
 *                      score=R/A&exercise=E (R right of A asked in exercise E),
 *                      maze=STATE (a maze the student edited: its state string with walls=)
 *   teacher -> server: teacher&key=K, then show=STATE, ask=Q&kind=line&of=K,
 *                      ask=Q&kind=cell&cells=C,D..., reveal=Q&right=A[,B...], release,
 *                      gather, exercise=STATE, end
 *   server -> students: welcome&name=N&token=T, state=STATE, ask=..., reveal=...,
 *                      release, gather, exercise=E&max=M&state=STATE,
 *                      refused&why=W, full, taken&maze=1 (its maze is kept)
 *   server -> teacher: welcome&role=teacher, tally=Q&answered=A&mazes=M&of=N&...
 *                      [&exercise=E&max=M&started=S&finished=F&scores=R,R...],
 *                      refused&why=W (an exercise that cannot be set)
 * Limits: a message of at most CLASS_MSG_MAX bytes, CLASS_RATE a second,
 * names of 1..CLASS_NAME_MAX characters of text, at most max students; a
 * client that breaks one is closed alone. A client too slow to take the
 * broadcast (CLASS_BACKLOG messages behind) is closed alone.
 *
 * Files: only GET and HEAD, only regular files inside the site directory
 * (realpath: no "..", no symbolic link out), no listing; a precompressed
 * FILE.br or FILE.gz beside a file is sent with Content-Encoding when the
 * browser takes it. Nothing is written to disk but the report.
 */
#ifndef MAZEVIZ_CLASS_SERVER_H
#define MAZEVIZ_CLASS_SERVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define CLASS_MSG_MAX 4096    /* bytes of one message */
#define CLASS_RATE 30         /* messages a second a client may send (a burst of as many) */
#define CLASS_NAME_MAX 24     /* characters of a student's name */
#define CLASS_BACKLOG 512     /* broadcast messages a client may be behind */
#define CLASS_MAX_STUDENTS 100
#define CLASS_CELLS_MAX 64    /* candidate cells of a cell question */
#define CLASS_SCORES_MAX 128  /* finished students' scores a tally lists */
#define CLASS_MAZE_CELLS 16384 /* cells of a maze a student sends */
#define CLASS_MAZE_GAP 1.0     /* seconds between a student's mazes (a sooner one is refused) */

struct cli_picture_hooks;

typedef struct class_server class_server;

typedef struct class_config {
    const char *addr;     /* an IPv4 address to bind to; NULL or "0.0.0.0": every interface */
    int port;             /* 1..65535 */
    const char *site;     /* the web edition's directory */
    const char *report;   /* --class-report FILE.csv, or NULL */
    unsigned max_students; /* 0: CLASS_MAX_STUDENTS */
    bool teacher_url;     /* a teacher's browser may drive with the key (--headless --serve) */
    bool quiet;           /* no log lines on stderr */
    const struct cli_picture_hooks *hooks; /* an exercise's mask pictures (grid_cli.h); NULL: none (a mask-text exercise is refused) */
} class_config;

/*
 * Starts serving in a thread of its own. NULL with one line in err when
 * the site is not a directory, the address cannot be bound (taken, not
 * this machine's) or memory runs out.
 */
class_server *class_start(const class_config *c, char *err, size_t len);

/*
 * Ends the session: closes every connection, stops the thread, writes the
 * report (when one was named: all or nothing); false with one line in err
 * when the report could not be written. NULL is a no-op (true).
 */
bool class_stop(class_server *s, char *err, size_t len);

/*
 * The address students type ("http://192.168.1.5:8000/?class=k3p9") and
 * the teacher's (with the key; "" unless config.teacher_url).
 */
const char *class_join_url(const class_server *s);
const char *class_teacher_url(const class_server *s);
const char *class_code(const class_server *s);

/*
 * The teacher (the window): students follow state string `state` (sent when
 * it changes, whole however long: a script= or a big maze's walls=; a
 * newcomer's welcome carries it too).
 */
void class_show(class_server *s, const char *state);

/* Released: each student explores on their own device; gathered again: they follow. */
void class_release(class_server *s, bool released);

/* A question: "which line runs next?" of `of` lines (at most 16). Returns its id. */
unsigned class_ask(class_server *s, unsigned of);

/*
 * A cell question ("which cell is next?"): the students choose among the n
 * candidate cells (at most CLASS_CELLS_MAX; sent in ascending order, so
 * their order says nothing about the right one); an answer that is not a
 * candidate is ignored. Returns its id.
 */
unsigned class_ask_cells(class_server *s, const uint32_t *cells, size_t n);

/* Closes question q and reveals the right answers (lines or cells) to every device; scores it. */
void class_reveal(class_server *s, unsigned q, const uint32_t *right, size_t n);

/*
 * A graded exercise for every student: the exercise on the maze state
 * names (read by the state parser and prepared as --state is; its step,
 * mode, name and moves do not count), from step 0. Students are released
 * to do it on their own devices; each page sends score=R/A&exercise=E as it
 * goes. A score of another exercise is ignored; one that is no score, has
 * R > A, or claims more steps than the exercise asks (its maximum) closes
 * that connection. A new exercise clears the scores of the last one (the
 * report has the last exercise's). A student who joins while the class is
 * released to do it (late, or reloading the page) gets it after the
 * welcome; after class_release(false) nobody does. Returns its id, or 0
 * with one line in err (a state that does not read, or a run that asks
 * nothing).
 */
unsigned class_exercise(class_server *s, const char *state, char *err, size_t len);

/* What the projector shows: students connected, and the open question's answers. */
typedef struct class_tally {
    unsigned students;      /* connected now */
    unsigned question;      /* the open question's id; 0: none */
    bool cell;              /* a cell question */
    unsigned answered;      /* students who answered it */
    unsigned lines[16];     /* line questions: answers per line (0-based) */
    unsigned of;            /* lines in it */
    size_t n_cells;         /* cell questions: the candidate cells (ascending) ... */
    uint32_t cells[CLASS_CELLS_MAX];
    unsigned cell_count[CLASS_CELLS_MAX]; /* ... and the answers each has */
    bool released;
    unsigned exercise;      /* the exercise set to the class; 0: none */
    unsigned ex_max;        /* its steps asked: the highest score */
    unsigned ex_started;    /* students who sent a score of it */
    unsigned ex_finished;   /* ... who answered every step (A = ex_max) */
    unsigned ex_scores[CLASS_SCORES_MAX]; /* the finished students' right answers, ascending (the first CLASS_SCORES_MAX) */
    unsigned mazes;         /* students who sent a maze (class_maze) */
    uint64_t changes;       /* grows whenever any of this changes */
} class_tally;
void class_get_tally(class_server *s, class_tally *out);

/*
 * The mazes the students sent (maze=STATE; each student's newest is kept),
 * in the order the students first joined: the i-th one's sender into name
 * and its state string (the maze's keys with walls=, as a window opens
 * it) into state (CLI_STATE_MAX bytes hold any); false when there are not
 * i + 1 of them.
 */
bool class_maze(class_server *s, size_t i, char *name, size_t nlen, char *state, size_t slen);

/* Whether the teacher's browser ended the session (end). */
bool class_ended(class_server *s);

/*
 * Writes the report now (name,joined,questions,answered,right,exercise_score,maze:
 * the student's newest maze as a state string, which --state opens); false + err on failure.
 */
bool class_write_report(class_server *s, char *err, size_t len);

#endif
