/*
 * app_challenge.c - --challenge ID in the window: the task and a live
 * verdict in the panel (challenge.h judges; this file only words it).
 * The verdict is judged again whenever the walls of the maze shown
 * change - a generator finishing, a state opened, an editor's change -
 * told by a hash of the walls, so a frame that changes nothing judges
 * nothing.
 */
#include "app_impl.h"

#include <inttypes.h>
#include <stdio.h>

#include "config.h"
#include "mazeviz/challenge.h"
#include "mazeviz/rng.h"

#define CHALLENGE_ROWS 6 /* panel rows kept for the verdict and the task */

/* FNV-1a over the passage bytes (never 0, so 0 means "not judged"). */
static uint64_t walls_hash(const maze *m)
{
    uint64_t h = 1469598103934665603ull;
    for (uint32_t c = 0; c < m->n; c++)
        h = (h ^ m->cells[c]) * 1099511628211ull;
    return h ? h : 1;
}

void app_challenge_view(app *a, render_panel *p)
{
    const challenge *c = a->args.challenge;
    app_challenge *ch = &a->maze.challenge;
    if (!c)
        return;
    int k = 0;
    while (k < RENDER_MAX_STRUCTURE && p->structure[k])
        k++;
    if (k + 2 > RENDER_MAX_STRUCTURE)
        return;
    sm_lang l = a->lang;
    snprintf(ch->text[0], sizeof ch->text[0], app_tr(STR_CHALLENGE, l), sm_tr(c->title, l), sm_tr(c->task, l));
    if (!sm_done(a->maze.chain[APP_GEN])) {
        snprintf(ch->text[1], sizeof ch->text[1], "%s", app_tr(STR_CHALLENGE_WAIT, l));
    } else {
        uint64_t h = walls_hash(a->maze.m);
        if (h != ch->walls) {
            ch->verdict = challenge_judge(c, a->maze.m, &ch->why);
            ch->walls = h;
        }
        const char *why = l == SM_LANG_ZH ? ch->why.zh : ch->why.en;
        snprintf(ch->text[1], sizeof ch->text[1],
                 app_tr(ch->verdict == CHALLENGE_PASSED ? STR_CHALLENGE_PASSED : STR_CHALLENGE_FAILED, l), why);
    }
    p->structure[k] = ch->text[1]; /* the verdict first: the task's end drops before it */
    p->structure[k + 1] = ch->text[0];
    p->structure_keep = CHALLENGE_ROWS;
}

void app_challenge_marks(app *a, render_frame *f)
{
    app_challenge *ch = &a->maze.challenge;
    const maze *m = a->maze.m;
    const render_theme *th = config_themes[a->theme];
    uint32_t from = a->maze.from, to = a->maze.to;
    if (!a->args.challenge || a->mode != APP_MODE_SINGLE || a->maze.phase == APP_SOLVE || f->annots + 2 > RENDER_MAX_ANNOTS)
        return; /* the editor and the solvers mark them themselves */
    ch->ends[0] = from != MAZE_NONE && from < m->n && maze_exists(m, from) ? from : maze_first_cell(m);
    ch->ends[1] = to != MAZE_NONE && to < m->n && maze_exists(m, to) ? to : maze_last_cell(m);
    for (int i = 0; i < 2; i++)
        f->annot[f->annots++] = (render_annot){RENDER_ANNOT_MARKER, &ch->ends[i], 1,
                                               th->cell[i ? SM_CELL_GOAL : SM_CELL_START], th->mark_outline,
                                               CONFIG_RING_WIDTH, th->mark_casing};
}

bool app_challenge_open(app *a, const challenge *c)
{
    uint64_t next = a->seed;
    char seed[24];
    snprintf(seed, sizeof seed, "%" PRIu64, rng_splitmix64(&next)); /* the seed N would go to: a new maze, reproducible */
    char *argv[] = {"mazeviz", "--challenge", (char *)c->id, "--edit", "--seed", seed,
                    "--lang", a->lang == SM_LANG_ZH ? "zh" : "en", NULL};
    if (!app_state_open_args(a, 8, argv, false))
        return false;
    app_state_notice(a, STR_STATE_OPENED, sm_tr(c->title, a->lang)); /* its title, not the maze's settings */
    return true;
}
