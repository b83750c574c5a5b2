/*
 * class_none.c - class_server.h in a build without libwebsockets (and in
 * the web edition): --serve says so.
 */
#include <stdio.h>

#include "class_server.h"

class_server *class_start(const class_config *c, char *err, size_t len)
{
    (void)c;
    snprintf(err, len, "--serve: this mazeviz was built without libwebsockets (libwebsockets-dev), so it cannot serve a class");
    return NULL;
}

bool class_stop(class_server *s, char *err, size_t len) { (void)s, (void)err, (void)len; return true; }
const char *class_join_url(const class_server *s) { (void)s; return ""; }
const char *class_teacher_url(const class_server *s) { (void)s; return ""; }
const char *class_code(const class_server *s) { (void)s; return ""; }
bool class_ended(class_server *s) { (void)s; return true; }
void class_show(class_server *s, const char *state) { (void)s, (void)state; }
void class_release(class_server *s, bool released) { (void)s, (void)released; }
unsigned class_ask(class_server *s, unsigned of) { (void)s, (void)of; return 0; }
unsigned class_ask_cells(class_server *s, const uint32_t *cells, size_t n) { (void)s, (void)cells, (void)n; return 0; }
void class_reveal(class_server *s, unsigned q, const uint32_t *right, size_t n) { (void)s, (void)q, (void)right, (void)n; }
unsigned class_exercise(class_server *s, const char *state, char *err, size_t len)
{
    (void)s, (void)state;
    snprintf(err, len, "--serve: no class in this build");
    return 0;
}
void class_get_tally(class_server *s, class_tally *out) { (void)s; *out = (class_tally){0}; }
bool class_maze(class_server *s, size_t i, char *name, size_t nlen, char *state, size_t slen)
{
    (void)s, (void)i, (void)name, (void)nlen, (void)state, (void)slen;
    return false;
}
bool class_write_report(class_server *s, char *err, size_t len) { (void)s, (void)err, (void)len; return false; }
