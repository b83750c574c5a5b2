#include "config.h"
bool app_lab_start(app *a) { (void)a; return true; }
void app_lab_stop(app *a) { (void)a; }
bool app_lab_frame(app *a) { (void)a; return true; }
bool app_lab_draw(app *a) { (void)a; return true; }
void app_lab_advance(app *a, uint64_t n) { (void)a; (void)n; }
bool app_lab_event(app *a, const SDL_Event *e) { (void)a; (void)e; return false; }
void app_act_lab(app *a, int arg) { (void)a; (void)arg; }
const struct lab *app_lab(const app *a) { (void)a; return NULL; }
const char *app_lab_text(const app *a) { (void)a; return ""; }
