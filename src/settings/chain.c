/*
 * chain.c - the chain of machines a run makes, built without a window:
 * the generator, then the braid machine (--opt braid=P above 0), then the
 * sparse machine (--opt sparse=N above 0), then the solver (--solve). The earlier machines run to the end unwatched; the
 * last one (cli_last_algo) is returned at step 0 for a caller to step, as
 * the window's chain steps it (same seeds, same settings).
 */
#include "chain.h"

#include "grid_cli.h"

sm *cli_chain_last(const cli_args *a, maze *m, uint64_t seed)
{
    const sm_algo *last = cli_last_algo(a);
    sm_settings s;
    const sm_algo *gen = cli_gen_machine(a, &s);
    if (last != gen && !gen_generate(gen, m, seed, &s))
        return NULL;
    if ((last == a->solver || last == &gen_sparse) && !gen_braid_maze(m, seed, a->braid))
        return NULL;
    if (last == a->solver && !gen_sparse_maze(m, seed, a->sparse, a->from, a->to))
        return NULL;
    if (last == &gen_braid || last == &gen_sparse) {
        s = sm_default_settings();
        s.braid = (uint8_t)a->braid;
        s.sparse = (uint16_t)a->sparse;
        s.from = a->from;
        s.to = a->to;
    } else if (last == a->solver) {
        s = a->solver_settings;
        s.from = a->from;
        s.to = a->to;
    }
    s.track_changes = true; /* as the window: Wilson's walks erase their loops one by one */
    return sm_create(last, m, seed, &s);
}

uint64_t cli_until_step(const cli_args *a, uint64_t seed, uint64_t *step)
{
    maze *m = cli_maze(a);
    sm *g = m ? cli_chain_last(a, m, seed) : NULL;
    uint64_t found = 0;
    while (g && found < a->until_n && sm_run_to_event_sized(g, (size_t)a->until_event, a->until_len, UINT64_MAX, NULL)) {
        found++;
        sm_clear_changes(g);
    }
    *step = g ? sm_steps(g) : 0;
    sm_destroy(g);
    maze_destroy(m);
    return found;
}
