/*
 * script_none.c - script.h in a build without Lua: every script is refused
 * with one line saying so.
 */
#include <stdio.h>

#include "mazeviz/script.h"

script *script_load(const char *name, const char *source, size_t len, script_kind kind, char *err,
                    size_t errlen)
{
    (void)source, (void)len, (void)kind;
    snprintf(err, errlen, "%s: this mazeviz was built without Lua (liblua5.4-dev), so it cannot run scripts",
             name);
    return NULL;
}

const sm_algo *script_algo(const script *s) { (void)s; return NULL; }

static bool model_init(sm *m) { (void)m; return false; }
static const sm_text model_code[] = {{"(the script)", "（脚本）"}};
static const sm_text model_captions[] = {{"", ""}};
static const sm_event model_events[] = {{.id = "end", .name = {"the script ends", "脚本结束"}, .captions = 1}};
static const sm_algo model = {.id = "script", .name = {"a script", "脚本"}, .code = model_code, .code_lines = 1,
                              .captions = model_captions, .n_captions = 1, .events = model_events, .n_events = 1,
                              .init = model_init};

const sm_algo *script_model(script_kind kind) { (void)kind; return &model; }
const char *script_source(const script *s) { (void)s; return ""; }
const char *script_name(const script *s) { (void)s; return ""; }
void script_free(script *s) { (void)s; }
bool script_machine(const sm *m) { (void)m; return false; }
const char *script_error(const sm *m) { (void)m; return NULL; }

bool script_verdict(const sm *m, bool *perfect, uint32_t *loop, uint32_t *unreachable)
{
    (void)m, (void)perfect, (void)loop, (void)unreachable;
    return false;
}
