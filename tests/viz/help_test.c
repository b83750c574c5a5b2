/*
 * help_test.c - the key table in config.h is the one place keys are
 * bound, and the help is made from it (issue 17, item 6):
 *
 * - every row of the table is in the help of each mode it acts in: a row
 *   with a key text by that text and its description (in English and in
 *   Chinese), a row without one (Shift+S beside S, the keypad's +) by
 *   the nearest row before it with one, whose key text names its key;
 *   the menus' rows are the menu's own (its footer names them); the
 *   pointer's rows in an area are on screen where they act (the bar's
 *   buttons, the timeline, the note), as are its moves;
 * - the help the window draws (F1 in each mode) is those lines;
 * - no file of the window's code but config.h names a key (SDLK_) and none
 *   but app_keys.c reads one from an event (keysym) or reads the pointer
 *   (mouse buttons, moves, touches): no key or pointer handler exists
 *   outside the table;
 * - Ctrl+E opens the event-kind menu, ↓ and Enter pick a kind, and PgDn
 *   then runs to that kind's next event.
 * usage: help_test SRCDIR (the source tree's src/app)
 */
#include <dirent.h>

#include "viz_harness.h"
#include "app/config.h"

#define NKEYS (sizeof config_keys / sizeof config_keys[0])

/* How the key column writes a row's key ("→", "PgDn", "A"); NULL: a key this test does not know. */
static const char *key_text(SDL_Keycode k)
{
    static const struct {
        SDL_Keycode k;
        const char *t;
    } names[] = {
        {SDLK_RIGHT, "→"}, {SDLK_LEFT, "←"}, {SDLK_UP, "↑"}, {SDLK_DOWN, "↓"}, {SDLK_PERIOD, "."},
        {SDLK_COMMA, ","}, {SDLK_PAGEDOWN, "PgDn"}, {SDLK_PAGEUP, "PgUp"}, {SDLK_RIGHTBRACKET, "]"},
        {SDLK_LEFTBRACKET, "["}, {SDLK_EQUALS, "+"}, {SDLK_PLUS, "+"}, {SDLK_KP_PLUS, "+"},
        {SDLK_MINUS, "-"}, {SDLK_KP_MINUS, "-"}, {SDLK_RETURN, "Enter"}, {SDLK_KP_ENTER, "Enter"}, {SDLK_KP_1, "1"},
        {SDLK_TAB, "Tab"}, {SDLK_SPACE, "Space"}, {SDLK_HOME, "Home"}, {SDLK_ESCAPE, "Esc"},
        {SDLK_F1, "F1"}, {SDLK_F11, "F11"}, {SDLK_F5, "F5"}, {SDLK_SLASH, "?"}, {SDLK_QUESTION, "?"}, {SDLK_BACKSPACE, "Backspace"},
    };
    static const char *const pointer[] = {[APP_PTR_CLICK] = "click", [APP_PTR_RCLICK] = "right-click",
                                          [APP_PTR_DRAG] = "drag", [APP_PTR_RELEASE] = "release",
                                          [APP_PTR_HOVER] = "point"};
    static char one[2];
    if (app_key_pointer(k))
        return app_key_kind(k) > 0 && app_key_kind(k) <= APP_PTR_HOVER ? pointer[app_key_kind(k)] : NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (names[i].k == k)
            return names[i].t;
    if (k >= SDLK_a && k <= SDLK_z) {
        one[0] = (char)(k - SDLK_a + 'A');
        return one;
    }
    if (k >= SDLK_0 && k <= SDLK_9) {
        one[0] = (char)k;
        return one;
    }
    return NULL;
}

/* Whether the key column `keys` names row r's key (a digit inside "1 … 9" counts; Shift+/Ctrl+ when held). */
static bool names_key(const char *keys, const app_key *r)
{
    const char *t = key_text(r->key);
    if (!t)
        return false;
    bool digit = r->key >= SDLK_1 && r->key <= SDLK_9;
    if (!strstr(keys, t) && !(digit && strstr(keys, "1 … 9")))
        return false;
    if (r->mod == KMOD_CTRL && !strstr(keys, "Ctrl+"))
        return false;
    if (r->mod == KMOD_SHIFT && r->key != SDLK_SLASH && !strstr(keys, "Shift+"))
        return false;
    return true;
}

static bool has_line(char lines[][200], int n, const char *line)
{
    for (int i = 0; i < n; i++)
        if (strcmp(lines[i], line) == 0)
            return true;
    return false;
}

/* A pointer row that acts where it is seen (a bar button, the timeline, the note) or a move: not in the help. */
static bool on_screen(const app_key *r)
{
    int kind = app_key_kind(r->key);
    return app_key_area(r->key) != APP_AT_ANY || kind == APP_PTR_DRAG || kind == APP_PTR_RELEASE ||
           kind == APP_PTR_HOVER;
}

/* Every row of the table in the help of each of its modes, in language lg. */
static void test_rows_in_help(app *a, sm_lang lg)
{
    static char lines[RENDER_MAX_HELP][200];
    a->lang = lg;
    for (app_mode_id m = 0; m < APP_MODES; m++) {
        int n = app_help_for(a, m, lines, RENDER_MAX_HELP);
        CHECK(n < RENDER_MAX_HELP, "mode %s: the help fills all %d lines (some may be cut)", app_modes[m]->id, n);
        for (size_t i = 0; i < NKEYS; i++) {
            const app_key *r = &config_keys[i];
            if (!(r->in & APP_IN(m)) || on_screen(r))
                continue;
            size_t h = i; /* the row whose help line covers this one */
            while (!config_keys[h].keys && h > 0)
                h--;
            const app_key *head = &config_keys[h];
            CHECK(head->keys && (head->in & APP_IN(m)), "key table row %zu (key 0x%x) has no help line in mode %s",
                  i, (unsigned)r->key, app_modes[m]->id);
            if (!head->keys || !(head->in & APP_IN(m)))
                continue;
            CHECK(names_key(head->keys, r), "key table row %zu: its help's keys \"%s\" do not name key 0x%x mod 0x%x",
                  i, head->keys, (unsigned)r->key, (unsigned)r->mod);
            char keys[96], line[200];
            snprintf(keys, sizeof keys, "%s", head->keys);
            if (lg == SM_LANG_EN) { /* in Chinese the key column's words are translated; the description is checked */
                snprintf(line, sizeof line, "%s\t%s", keys, app_tr(head->help, lg));
                CHECK(has_line(lines, n, line), "mode %s: the help lacks \"%s\"", app_modes[m]->id, line);
            } else {
                bool found = false;
                for (int k = 0; k < n && !found; k++) {
                    const char *tab = strchr(lines[k], '\t');
                    found = tab && strcmp(tab + 1, app_tr(head->help, lg)) == 0;
                }
                CHECK(found, "mode %s: the Chinese help lacks \"%s\"", app_modes[m]->id, app_tr(head->help, lg));
            }
        }
    }
}

/* A layer's row (a menu, a lesson, a student's maze) acts there only; every other row acts in some mode. */
static void test_rows_have_a_place(void)
{
    for (size_t i = 0; i < NKEYS; i++) {
        const app_key *r = &config_keys[i];
        bool menu = (r->in & (APP_IN_MENUS | APP_IN_LESSON | APP_IN_CLASS_MAZES)) != 0, mode = (r->in & APP_IN_ALL) != 0;
        CHECK(menu != mode, "key table row %zu acts in %s", i, menu ? "menus (or a lesson) and modes" : "nothing");
        CHECK(key_text(r->key), "key table row %zu: key 0x%x unknown to this test (add its text)", i,
              (unsigned)r->key);
        CHECK(!r->keys || r->help, "key table row %zu (\"%s\") has keys but no description", i, r->keys);
    }
}

/* F1 in each mode: the help drawn is the mode's lines. */
static void test_drawn_help(void)
{
    static const struct {
        app_mode_id m;
        const char *cmd;
    } modes[] = {
        {APP_MODE_SINGLE, "--size 12x8"},
        {APP_MODE_COMPARE, "--size 12x8 --compare backtracker,wilson"},
        {APP_MODE_LAB, "--lab --algo wilson"},
        {APP_MODE_PREDICT, "--size 12x8 --predict"},
        {APP_MODE_PLAY, "--size 12x8 --play"},
        {APP_MODE_EDIT, "--size 12x8 --edit"},
    };
    static char want[RENDER_MAX_HELP][200];
    for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++) {
        fixture f;
        if (!fixture_open(&f, 1280, 800, modes[i].cmd)) {
            CHECK(false, "cannot open '%s'", modes[i].cmd);
            continue;
        }
        CHECK(app_mode_now(f.a) == modes[i].m, "'%s' opens in mode %s", modes[i].cmd, app_mode_id_now(f.a));
        press(f.a, SDLK_F1, 0);
        app_set_clock(f.a, 1000);
        app_frame(f.a);
        CHECK(f.a->help.on, "mode %s: F1 does not open the help", modes[i].cmd);
        int n = app_help_for(f.a, modes[i].m, want, RENDER_MAX_HELP);
        bool same = f.a->help.on || modes[i].m == APP_MODE_COMPARE || modes[i].m == APP_MODE_LAB;
        if (!app_modes[modes[i].m]->whole_window) {
            same = n > 0 && n == app_keys_help(f.a, f.a->help.lines, RENDER_MAX_HELP);
            for (int k = 0; same && k < n; k++)
                same = strcmp(want[k], f.a->help.lines[k]) == 0;
        }
        CHECK(same, "mode %s: the help drawn is not the table's lines", app_modes[modes[i].m]->id);
        CHECK(n > 2 && strcmp(want[0], app_tr(app_modes[modes[i].m]->name, SM_LANG_EN)) == 0,
              "mode %s: the help does not start with the mode's name", app_modes[modes[i].m]->id);
        press(f.a, SDLK_ESCAPE, 0);
        CHECK(!f.a->help.on && app_mode_now(f.a) == modes[i].m, "mode %s: Esc does not close the help first",
              app_modes[modes[i].m]->id);
        fixture_close(&f);
    }
}

/* Whether file `name` in dir names a key (SDLK_), or reads one from an event (keysym) or the pointer, outside config.h / app_keys.c. */
static void scan_file(const char *dir, const char *name)
{
    char path[1024], line[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *fp = fopen(path, "r");
    CHECK(fp != NULL, "cannot read %s", path);
    if (!fp)
        return;
    static const char *const pointer[] = {"SDL_MOUSE", "SDL_BUTTON", "SDL_FINGER", "->motion", "->button."};
    bool table = strcmp(name, "config.h") == 0, keys = strcmp(name, "app_keys.c") == 0;
    for (int no = 1; fgets(line, sizeof line, fp); no++) {
        CHECK(table || !strstr(line, "SDLK_"), "%s:%d names a key outside the key table: %s", name, no, line);
        CHECK(table || keys || !strstr(line, "keysym"), "%s:%d reads a key outside app_keys.c: %s", name, no, line);
        for (size_t k = 0; k < sizeof pointer / sizeof pointer[0]; k++)
            CHECK(keys || !strstr(line, pointer[k]), "%s:%d reads the pointer outside app_keys.c: %s", name, no, line);
    }
    fclose(fp);
}

static void test_no_handler_outside(const char *dir)
{
    DIR *d = opendir(dir);
    CHECK(d != NULL, "cannot list %s", dir);
    if (!d)
        return;
    int files = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        if (n > 2 && (strcmp(e->d_name + n - 2, ".c") == 0 || strcmp(e->d_name + n - 2, ".h") == 0)) {
            scan_file(dir, e->d_name);
            files++;
        }
    }
    closedir(d);
    CHECK(files > 10, "only %d source files in %s", files, dir);
}

/* Ctrl+E: the event-kind menu; ↓ Enter picks the second kind; PgDn runs to it. */
static void test_event_menu(void)
{
    fixture f;
    if (!fixture_open(&f, 1280, 800, "--algo wilson --size 12x8 --steps 0")) {
        CHECK(false, "cannot open the event menu fixture");
        return;
    }
    app *a = f.a;
    const sm_algo *al = sm_algorithm(app_gen(a));
    size_t first = app_event_kind(a);
    press(a, SDLK_e, KMOD_CTRL);
    CHECK(a->menu.kind == APP_MENU_EVENT, "Ctrl+E does not open the event-kind menu");
    CHECK(a->menu.sel == (int)first, "the event menu opens on row %d, not the chosen kind %zu", a->menu.sel, first);
    press(a, SDLK_DOWN, 0);
    press(a, SDLK_RETURN, 0);
    size_t want = (first + 1) % al->n_events;
    CHECK(a->menu.kind == APP_MENU_NONE && app_event_kind(a) == want, "↓ Enter in the event menu picks kind %zu, not %zu",
          app_event_kind(a), want);
    press(a, SDLK_PAGEDOWN, 0);
    for (int i = 0; i < 2000 && a->maze.hunting; i++) {
        app_set_clock(a, 1000 + i * 16.0);
        app_frame(a);
    }
    CHECK(sm_events_raised(app_gen(a)) >> want & 1u, "PgDn after picking %s stopped on a step without it",
          al->events[want].id);
    fixture_close(&f);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: help_test SRCDIR\n");
        return 2;
    }
    harness_init();
    fixture f;
    if (!fixture_open(&f, 1280, 800, "--size 12x8")) {
        fprintf(stderr, "cannot open the app\n");
        return 1;
    }
    test_rows_have_a_place();
    test_rows_in_help(f.a, SM_LANG_EN);
    test_rows_in_help(f.a, SM_LANG_ZH);
    fixture_close(&f);
    test_drawn_help();
    test_no_handler_outside(argv[1]);
    test_event_menu();
    TTF_Quit();
    SDL_Quit();
    if (harness_failures)
        fprintf(stderr, "help: %d failures\n", harness_failures);
    else
        printf("help: ok\n");
    return harness_failures ? 1 : 0;
}
