/*
 * exercise.c - graded exercises (exercise.h): questions from a machine's
 * legal choices, answers taken with sm_choose(), a score, and the moves
 * that let a completion code be replayed and checked.
 *
 * A move is the answer's place in the step's list of legal choices, not
 * the choice itself: the lists are the algorithm's, the same on every
 * replay of the same run, so a place is the shortest way to name an
 * answer, and a place past the list's end is how a tampered code shows.
 */
#include "mazeviz/exercise.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOT_RIGHT UINT32_MAX /* a move that was not right: the machine's own choice taken */
#define NO_MOVE (UINT32_MAX - 1) /* no move left: the step runs as the machine's own */
#define RETRIED 0x80000000u      /* with a place: that choice was taken, but the step's first answer was wrong */

static const char digits62[] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

struct exercise {
    sm *m;
    uint64_t asked, right;
    bool open, failed;       /* a question is asked and not answered; memory ran out */
    sm_choice_info info;
    sm_choice *legal;
    size_t cap;
    uint32_t *moves;         /* per step answered: the place of the choice taken, with RETRIED, or NOT_RIGHT */
    size_t nmoves, moves_cap;
    uint64_t *at;            /* per step answered: the machine's steps when it was asked (where undo goes) */
    bool *first;             /* per step ever answered, undone or not: whether its first answer was right */
    size_t tried;            /* steps ever answered (>= nmoves): first[] is theirs */
};

/* The legal choices of m's next step into *list (grown to fit); how many, or SIZE_MAX on no memory. */
static size_t list_choices(const sm *m, sm_choice_info *info, sm_choice **list, size_t *cap)
{
    size_t n = sm_choices(m, info, *list, *cap);
    if (n <= *cap)
        return n;
    sm_choice *l = realloc(*list, n * sizeof *l);
    if (!l)
        return SIZE_MAX;
    *list = l;
    *cap = n;
    return sm_choices(m, info, *list, *cap);
}

exercise *exercise_create(sm *m)
{
    exercise *e = calloc(1, sizeof *e);
    if (e)
        e->m = m;
    return e;
}

void exercise_destroy(exercise *e)
{
    if (!e)
        return;
    free(e->legal);
    free(e->moves);
    free(e->at);
    free(e->first);
    free(e);
}

bool exercise_next(exercise *e, ex_question *q)
{
    while (!e->open && !e->failed && !sm_done(e->m)) {
        size_t n = list_choices(e->m, &e->info, &e->legal, &e->cap);
        if (n == SIZE_MAX)
            e->failed = true;
        else if (n == 0)
            sm_step(e->m);
        else
            e->open = true;
    }
    if (!e->open)
        return false;
    q->step = sm_steps(e->m) + 1;
    q->info = e->info;
    q->legal = e->legal;
    return true;
}

/* Room for the k-th step answered in moves, at and first; false on no memory. */
static bool room_for(exercise *e, size_t k)
{
    if (k < e->moves_cap)
        return true;
    size_t cap = e->moves_cap ? 2 * e->moves_cap : 64;
    uint32_t *mv = realloc(e->moves, cap * sizeof *mv);
    if (mv)
        e->moves = mv;
    uint64_t *at = realloc(e->at, cap * sizeof *at);
    if (at)
        e->at = at;
    bool *first = realloc(e->first, cap * sizeof *first);
    if (first)
        e->first = first;
    if (!mv || !at || !first)
        return false;
    e->moves_cap = cap;
    return true;
}

/* The place of choice c in the open question's list; info.n when it is none of them. */
static size_t place_of(const exercise *e, const sm_choice *c)
{
    for (size_t i = 0; c && i < e->info.n; i++)
        if (sm_choice_same(sm_maze(e->m), e->legal[i], *c))
            return i;
    return e->info.n;
}

/* Whether the machine recorded a choice of its own for its next step (a step taken before an undo). */
static bool picked_here(const sm *m)
{
    size_t n;
    const sm_pick *p = sm_picks(m, &n);
    for (size_t i = 0; i < n; i++)
        if (p[i].step == sm_steps(m) + 1) /* a pick names the step it takes, counted from 1 */
            return true;
    return false;
}

/*
 * The move that records step k taking choice `place` (info.n: the
 * machine's own), scored as its first answer was: a first right answer
 * keeps the place of what was taken (the machine's own is legal too); a
 * first wrong one is '_' when a fresh replay's plain step takes the same,
 * else the place with RETRIED.
 */
static uint32_t move_of(const exercise *e, size_t k, size_t place)
{
    bool own = place == e->info.n;
    if (own && (e->first[k] || picked_here(e->m)))
        place = place_of(e, &e->info.own);
    if (place == e->info.n)
        return NOT_RIGHT;
    return e->first[k] ? (uint32_t)place : (uint32_t)place | RETRIED;
}

bool exercise_answer(exercise *e, const sm_choice *c, ex_verdict *v)
{
    if (!e->open)
        return false;
    size_t k = e->nmoves, place = place_of(e, c);
    uint64_t step = sm_steps(e->m);
    v->right = place < e->info.n;
    v->taken = v->right ? e->legal[place] : e->info.own;
    if (!room_for(e, k)) {
        e->failed = true;
        return false;
    }
    if (k == e->tried)
        e->first[e->tried++] = v->right;
    uint32_t move = move_of(e, k, place);
    if (v->right && !sm_choose(e->m, v->taken)) {
        e->failed = true;
        return false;
    }
    if (!v->right)
        sm_step(e->m); /* the machine's own choice: a plain step takes it */
    v->counts = e->first[k];
    e->moves[k] = move;
    e->at[k] = step;
    e->nmoves++;
    e->asked++;
    e->right += v->counts;
    e->open = false;
    return true;
}

bool exercise_undo(exercise *e)
{
    if (e->nmoves == 0 || e->failed || e->asked > e->nmoves)
        return false; /* nothing answered, or the rest was skipped: the run is over */
    uint64_t to = e->at[e->nmoves - 1];
    if (sm_seek(e->m, to) != to)
        return false;
    e->nmoves--;
    e->asked--;
    e->right -= e->first[e->nmoves];
    e->open = false;
    return true;
}

void exercise_skip_rest(exercise *e)
{
    ex_question q;
    while (exercise_next(e, &q)) {
        sm_step(e->m);
        e->asked++;
        e->open = false;
    }
}

uint64_t exercise_asked(const exercise *e) { return e->asked; }
uint64_t exercise_right(const exercise *e) { return e->right; }
bool exercise_failed(const exercise *e) { return e->failed; }

/* One move's text ("_", "7", ".1A.") into out (at least 16 bytes); returns its length. */
static size_t move_text(uint32_t move, char *out)
{
    if (move == NOT_RIGHT) {
        out[0] = '_';
        return 1;
    }
    if (move & RETRIED) {
        out[0] = '~';
        return 1 + move_text(move & ~RETRIED, out + 1);
    }
    if (move < 62) {
        out[0] = digits62[move];
        return 1;
    }
    char rev[8];
    size_t k = 0, n = 0;
    for (uint32_t v = move; v; v /= 62)
        rev[k++] = digits62[v % 62];
    out[n++] = '.';
    while (k > 0)
        out[n++] = rev[--k];
    out[n++] = '.';
    return n;
}

size_t exercise_moves(const exercise *e, char *buf, size_t len)
{
    size_t used = 0;
    for (size_t i = 0; i < e->nmoves;) {
        size_t run = 1;
        while (i + run < e->nmoves && e->moves[i + run] == e->moves[i])
            run++;
        char one[16], piece[48];
        size_t k = move_text(e->moves[i], one), n;
        int starred = snprintf(piece, sizeof piece, "%.*s*%zu*", (int)k, one, run);
        if (starred > 0 && (size_t)starred < run * k) { /* "0*12*" is shorter than twelve zeros */
            n = (size_t)starred;
        } else {
            run = 1;
            memcpy(piece, one, k);
            n = k;
        }
        for (size_t j = 0; j < n; j++, used++)
            if (used + 1 < len)
                buf[used] = piece[j];
        i += run;
    }
    if (len > 0)
        buf[used < len ? used : len - 1] = '\0';
    return used;
}

/* The moves of a code being read: the text left and the move repeated. */
typedef struct reader {
    const char *p;
    uint32_t move;
    uint64_t repeat; /* more of move to give before reading on */
    uint64_t index;  /* moves given so far */
} reader;

static int digit62(char c)
{
    const char *at = c ? strchr(digits62, c) : NULL;
    return at ? (int)(at - digits62) : -1;
}

/* The next move into *move (NO_MOVE when none is left); false on text that is no move. */
static bool next_move(reader *r, uint32_t *move)
{
    if (r->repeat == 0) {
        const char *p = r->p;
        uint64_t v = 0;
        if (!*p) {
            *move = NO_MOVE;
            return true;
        }
        bool retried = *p == '~';
        p += retried;
        if (*p == '_' && !retried) {
            v = NOT_RIGHT;
            p++;
        } else if (*p == '.') {
            for (p++; digit62(*p) >= 0 && v < NO_MOVE; p++)
                v = v * 62 + (uint64_t)digit62(*p);
            if (*p++ != '.' || p - r->p < 3 + retried || v >= RETRIED)
                return false;
        } else if (digit62(*p) >= 0) {
            v = (uint64_t)digit62(*p++);
        } else {
            return false;
        }
        if (retried)
            v |= RETRIED;
        r->repeat = 1;
        if (*p == '*') {
            r->repeat = 0;
            for (p++; *p >= '0' && *p <= '9' && r->repeat <= UINT32_MAX; p++)
                r->repeat = r->repeat * 10 + (uint64_t)(*p - '0');
            if (*p++ != '*' || r->repeat < 2 || r->repeat > UINT32_MAX)
                return false;
        }
        r->move = (uint32_t)v;
        r->p = p;
    }
    r->repeat--;
    r->index++;
    *move = r->move;
    return true;
}

/* Marks r invalid with reason (the first reason stays). */
static void invalid(ex_replay *r, const char *reason)
{
    if (r->valid)
        snprintf(r->reason, sizeof r->reason, "%s", reason);
    r->valid = false;
}

/*
 * One step asked, with the n legal choices in list: takes the next move
 * (a move that is no legal choice, or no move, makes r invalid and the
 * machine's own choice is taken); false when memory runs out.
 */
static bool replay_step(sm *m, reader *rd, const sm_choice *list, size_t n, ex_replay *r)
{
    char why[160];
    uint32_t move = NO_MOVE;
    r->asked++;
    if (r->valid && !next_move(rd, &move)) {
        snprintf(why, sizeof why, "move %" PRIu64 ": '%.8s' is no move", rd->index + 1, rd->p);
        invalid(r, why);
        move = NO_MOVE;
    }
    uint32_t place = move & ~RETRIED;
    if (move != NOT_RIGHT && move != NO_MOVE && place >= n) {
        snprintf(why, sizeof why, "move %" PRIu64 " (step %" PRIu64 "): %" PRIu32 " is not one of the %zu legal choices",
                 rd->index, sm_steps(m) + 1, place, n);
        invalid(r, why);
        move = NOT_RIGHT;
    }
    if (move == NOT_RIGHT || move == NO_MOVE) {
        sm_step(m);
        return true;
    }
    r->right += !(move & RETRIED);
    return sm_choose(m, list[place]);
}

bool exercise_replay(sm *m, const char *moves, ex_replay *r)
{
    memset(r, 0, sizeof *r);
    r->valid = true;
    reader rd = {.p = moves};
    sm_choice *list = NULL;
    size_t cap = 0;
    bool ok = true;
    while (ok && !sm_done(m)) {
        sm_choice_info info;
        size_t n = list_choices(m, &info, &list, &cap);
        if (n == SIZE_MAX)
            ok = false;
        else if (n == 0)
            sm_step(m);
        else
            ok = replay_step(m, &rd, list, n, r);
    }
    if (r->valid && (rd.repeat > 0 || *rd.p))
        invalid(r, "more moves than the exercise asks");
    free(list);
    return ok;
}
