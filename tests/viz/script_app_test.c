/*
 * script_app_test.c - a student's script in the window, frame by frame
 * with the software renderer: a script that ends in an error (a runtime
 * error, an endless loop) shows it on screen and the window keeps running
 * (new seed, other algorithm); the lab runs the script (is it uniform?);
 * compare puts the script beside Wilson, from --compare script,wilson and
 * from the C key; F5 reads an edited script again, a syntax error in it
 * said in the HUD while the old script goes on; a solver script (--solve
 * FILE.lua) runs after the maze and S cycles through the built-in solvers
 * back to it. usage: script_app_test SCRIPTS_DIR
 */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <unistd.h>

#include "viz_harness.h"
#include "mazeviz/lab.h"
#include "mazeviz/script.h"
#include "mazeviz/solve.h"
#include "render/render.h"

static char cmd[1200], dir[64], scripts[1024];

static const char *cmdline(const char *fmt, const char *file, const char *extra)
{
    char path[1100];
    snprintf(path, sizeof path, fmt, file);
    snprintf(cmd, sizeof cmd, "--script %s --seed %" PRIu64 " %s", path, harness_seed, extra);
    return cmd;
}

/* Writes text to DIR/name; false when it cannot. */
static bool write_script(const char *name, const char *text)
{
    char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    bool ok = f && fputs(text, f) >= 0;
    return (f ? fclose(f) == 0 : false) && ok;
}

/* Runs a's single maze to its end (at most limit steps). */
static void run_out(app *a, int limit)
{
    for (int i = 0; i < limit && !sm_done(app_gen(a)); i++)
        app_advance(a, 1);
    app_frame(a);
}

/* The error is named by file and line, on the banner, and the window goes on. */
static void check_error(const char *name, const char *body, const char *where)
{
    fixture f;
    char full[96];
    snprintf(full, sizeof full, "%s/%%s", dir);
    if (!write_script(name, body) || !fixture_open(&f, 1280, 720, cmdline(full, name, "--size 8x6 --panel on --lang en"))) {
        CHECK(0, "%s: cannot open the window on it", name);
        return;
    }
    run_out(f.a, 1000);
    const char *e = script_error(app_gen(f.a));
    CHECK(e && strstr(e, where), "%s: the error is '%s', expected '%s'", name, e ? e : "(none)", where);
    CHECK(render_info(app_renderer(f.a))->banner.w > 0, "%s: no banner for the error", name);
    press(f.a, SDLK_n, 0); /* a new seed: the script runs again, ends in its error again */
    run_out(f.a, 1000);
    CHECK(app_running(f.a) && script_error(app_gen(f.a)), "%s: after N, no error or not running", name);
    press(f.a, SDLK_TAB, 0); /* another algorithm: no error any more */
    run_out(f.a, 100000);
    CHECK(app_running(f.a) && !script_machine(app_gen(f.a)) && sm_done(app_gen(f.a)),
          "%s: Tab did not leave the script for a built-in algorithm", name);
    fixture_close(&f);
}

/* F5 after an edit: a syntax error is said (file and line) and the old script runs on; a good edit runs from step 0. */
static void check_reload(void)
{
    fixture f;
    char full[96];
    snprintf(full, sizeof full, "%s/%%s", dir);
    if (!write_script("edit.lua", "maze:mark(1, \"current\")\nmaze:mark(2, \"visited\")\n") ||
        !fixture_open(&f, 1280, 720, cmdline(full, "edit.lua", "--size 8x6 --panel on --lang en"))) {
        CHECK(0, "edit.lua: cannot open the window on it");
        return;
    }
    run_out(f.a, 100);
    CHECK(sm_steps(app_gen(f.a)) == 3, "edit.lua: %" PRIu64 " steps, expected 3", sm_steps(app_gen(f.a)));
    write_script("edit.lua", "maze:mark(1, \"current\")\n\nlocal x = = 2\n");
    press(f.a, SDLK_F5, 0);
    app_frame(f.a);
    CHECK(strstr(app_hud(f.a), "edit.lua:3:") != NULL, "F5 on a syntax error: the HUD says '%s'", app_hud(f.a));
    CHECK(app_running(f.a) && script_machine(app_gen(f.a)) && sm_steps(app_gen(f.a)) == 3,
          "F5 on a syntax error: the old script's run did not stay");
    write_script("edit.lua", "for c = 1, 4 do maze:mark(c, \"visited\") end\n");
    press(f.a, SDLK_F5, 0);
    run_out(f.a, 100);
    CHECK(script_machine(app_gen(f.a)) && sm_steps(app_gen(f.a)) == 5 && !script_error(app_gen(f.a)),
          "F5 after a good edit: %" PRIu64 " steps, expected 5", sm_steps(app_gen(f.a)));
    fixture_close(&f);
}

/* The lab makes mazes with the script: scripted Wilson stays uniform, the scripted backtracker is biased. */
static void check_lab(const char *file, bool uniform)
{
    fixture f;
    if (!fixture_open(&f, 1280, 720, cmdline(scripts, file, "--lab --steps 3000"))) {
        CHECK(0, "--lab --script %s: cannot open", file);
        return;
    }
    app_start_at(f.a, &f.args); /* as main() does: --steps is the lab's count of mazes */
    app_frame(f.a);
    const lab *l = app_lab(f.a);
    CHECK(l && lab_mazes(l) == 3000, "--lab --script %s: %" PRIu64 " mazes, expected 3000", file, l ? lab_mazes(l) : 0);
    if (l) {
        printf("lab %s: p = %g after %" PRIu64 " mazes\n", file, lab_p(l), lab_mazes(l));
        CHECK(uniform ? lab_p(l) > 0.001 : lab_p(l) < 1e-6, "--lab --script %s: p = %g", file, lab_p(l));
        CHECK(strstr(app_lab_text(f.a), "(script)") != NULL, "the lab does not name the script: %s", app_lab_text(f.a));
    }
    fixture_close(&f);
}

/* Pane 0 runs the script, pane 1 Wilson; both finish, the script's maze judged perfect. */
static void check_panes(app *a, const char *how)
{
    CHECK(app_compare_panes(a) == 2, "%s: %d panes", how, app_compare_panes(a));
    if (app_compare_panes(a) != 2)
        return;
    for (int i = 0; i < 20000 && !(sm_done(app_compare_gen(a, 0)) && sm_done(app_compare_gen(a, 1))); i++)
        app_advance(a, 1);
    app_frame(a);
    bool perfect = false;
    uint32_t loop, unreachable;
    CHECK(script_machine(app_compare_gen(a, 0)) && !script_machine(app_compare_gen(a, 1)),
          "%s: pane 0 is not the script or pane 1 is", how);
    CHECK(strcmp(sm_algorithm(app_compare_gen(a, 1))->id, "wilson") == 0, "%s: pane 1 runs %s", how,
          sm_algorithm(app_compare_gen(a, 1))->id);
    CHECK(script_verdict(app_compare_gen(a, 0), &perfect, &loop, &unreachable) && perfect,
          "%s: the script's pane did not end in a perfect maze", how);
    CHECK(strstr(app_compare_text(a, 0), "(script)") != NULL, "%s: pane 0's title: %s", how, app_compare_text(a, 0));
}

static void check_compare(void)
{
    fixture f;
    if (!fixture_open(&f, 1920, 1080, cmdline(scripts, "backtracker.lua", "--size 12x8 --compare script,wilson"))) {
        CHECK(0, "--compare script,wilson: cannot open");
        return;
    }
    app_frame(f.a);
    check_panes(f.a, "--compare script,wilson");
    press(f.a, SDLK_c, 0); /* back to the single maze (the script), then C: the script beside Wilson */
    app_frame(f.a);
    CHECK(app_compare_panes(f.a) == 0 && script_machine(app_gen(f.a)), "C did not go back to the script's maze");
    press(f.a, SDLK_c, 0);
    app_frame(f.a);
    check_panes(f.a, "C on the script");
    fixture_close(&f);
}

/* Runs a's chain (maze, then solver) to its end, at most limit steps. */
static void run_chain(app *a, int limit)
{
    for (int i = 0; i < limit && !(sm_done(app_gen(a)) && sm_algorithm(app_gen(a))->kind == SM_SOLVER); i++)
        app_advance(a, 1);
    app_frame(a);
}

/* --solve bfs.lua: the solver script runs after the maze; S goes through the built-in solvers and back to it. */
static void check_solver_key(void)
{
    fixture f;
    char path[1100];
    snprintf(path, sizeof path, scripts, "bfs.lua");
    snprintf(cmd, sizeof cmd, "--solve %s --seed %" PRIu64 " --size 8x6 --panel on --lang en", path, harness_seed);
    if (!fixture_open(&f, 1280, 720, cmd)) {
        CHECK(0, "--solve bfs.lua: cannot open the window on it");
        return;
    }
    run_chain(f.a, 100000);
    CHECK(script_machine(app_gen(f.a)) && sm_done(app_gen(f.a)) && !script_error(app_gen(f.a)),
          "--solve bfs.lua: the solver script did not run to its end after the maze");
    for (size_t k = 0; k < solve_algo_count; k++) {
        press(f.a, SDLK_s, 0);
        run_chain(f.a, 100000);
        CHECK(!script_machine(app_gen(f.a)) && sm_algorithm(app_gen(f.a)) == solve_algos[k],
              "S number %zu: %s, expected %s", k + 1, sm_algorithm(app_gen(f.a))->id, solve_algos[k]->id);
    }
    press(f.a, SDLK_s, 0);
    run_chain(f.a, 100000);
    CHECK(script_machine(app_gen(f.a)) && sm_algorithm(app_gen(f.a))->kind == SM_SOLVER,
          "S after the last built-in solver did not come back to the solver script");
    fixture_close(&f);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: script_app_test SCRIPTS_DIR\n");
        return 2;
    }
    harness_init();
    snprintf(scripts, sizeof scripts, "%s/%%s", argv[1]);
    snprintf(dir, sizeof dir, "/tmp/mazeviz-script-app-XXXXXX");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    check_error("runtime.lua", "local c = random(maze.cells)\nmaze:mark(c, \"current\")\nlocal t = nil\nt.x = 1\n",
                "runtime.lua:4:");
    check_error("endless.lua", "maze:mark(1, \"current\")\nwhile true do\nend\n", "endless.lua:");
    check_reload();
    check_lab("wilson.lua", true);
    check_lab("backtracker.lua", false);
    check_compare();
    check_solver_key();
    char path[128];
    snprintf(path, sizeof path, "%s/runtime.lua", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/endless.lua", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/edit.lua", dir);
    unlink(path);
    rmdir(dir);
    if (harness_failures)
        printf("%d failure(s)\n", harness_failures);
    return harness_failures ? 1 : 0;
}
