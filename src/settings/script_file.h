/*
 * script_file.h - reading the scripts a command line names (--script
 * FILE.lua, --solve FILE.lua) into the algorithms its run uses.
 */
#ifndef MAZEVIZ_SCRIPT_FILE_H
#define MAZEVIZ_SCRIPT_FILE_H

#include "args.h"

/* The longest script file read (script.h's limit). */
#define SCRIPT_FILE_MAX ((size_t)256 << 10)

/*
 * Reads and compiles a's scripts; a->algo (a->solver) becomes the script's
 * algorithm, owned by a until cli_release_scripts(). Then runs each once
 * on a's grid with a's seed, so a script that fails at once is refused
 * before anything is written (not in the window: it shows the error on
 * screen and keeps running). 0 when all is well; else one line in err
 * ("FILE:LINE: message", the name escaped) and 2, or 1 when memory ran out.
 */
int cli_load_scripts(cli_args *a, char *err, size_t len);

/*
 * Reads and compiles the generator script at path again (F5 in the window,
 * after the student edited it); *out is the caller's to script_free(). 0,
 * or one line in err ("FILE:LINE: message" for a syntax error) and 2, or 1
 * when memory ran out. The script is not run.
 */
int cli_reload_script(const char *path, struct script **out, char *err, size_t len);

/* Frees the scripts cli_load_scripts() read (the algorithms go back to the models). */
void cli_release_scripts(cli_args *a);

/* The error that ended machine g's run when it runs a script (one line), else NULL. */
const char *cli_script_error(const sm *g);

#endif
