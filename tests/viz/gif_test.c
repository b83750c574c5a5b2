/*
 * gif_test.c - the real binary's --gif, decoded with giflib: size, frame
 * count, delays (frames x 1/fps + the hold), every colour from the theme's
 * palette, and the last picture equal, pixel for pixel, to the --screenshot
 * of the same settings mapped to that palette (the theme's colours exactly;
 * anti-aliased text to its nearest palette colour); a progress line on a
 * terminal and none otherwise. Then the failures: an
 * unwritable path (exit 2), /dev/full (exit 1), a file size limit hit
 * mid-write (exit 1, no file and no temporary left).
 *
 * usage: gif_test MAZEVIZ OUTDIR
 */
#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <gif_lib.h>
#include <SDL_image.h>

#include "app/app_record.h"
#include "viz_harness.h"

#define W 320
#define H 240
#define SPF 3   /* steps per frame */
#define FPS 20  /* 5/100 s a frame */
#define HOLD 2  /* seconds */

static const char *exe, *outdir;

static int run(const char *cmd, char *out, size_t len)
{
    char full[4096];
    snprintf(full, sizeof full, "%s 2>&1", cmd);
    FILE *p = popen(full, "r");
    size_t n = p ? fread(out, 1, len - 1, p) : 0;
    out[n] = '\0';
    int st = p ? pclose(p) : -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static uint64_t total_steps(const char *algo, uint32_t w, uint32_t h)
{
    maze *m = maze_create(w, h);
    gen_settings s = gen_default_settings();
    sm *g = sm_create(gen_find(algo), m, harness_seed, &s);
    uint64_t n = sm_finish(g);
    sm_destroy(g);
    maze_destroy(m);
    return n;
}

/* Draws every frame over the last (disposal: leave in place) into pic; sums delays. */
static long composite(GifFileType *gif, uint8_t *pic)
{
    long delay = 0;
    for (int i = 0; i < gif->ImageCount; i++) {
        SavedImage *im = &gif->SavedImages[i];
        GraphicsControlBlock gcb;
        CHECK(DGifSavedExtensionToGCB(gif, i, &gcb) == GIF_OK, "frame %d has no delay", i);
        delay += gcb.DelayTime;
        CHECK(im->ImageDesc.ColorMap == NULL, "frame %d has its own colour map", i);
        const GifImageDesc *d = &im->ImageDesc;
        CHECK(d->Left >= 0 && d->Top >= 0 && d->Left + d->Width <= W && d->Top + d->Height <= H,
              "frame %d's rectangle is outside the picture", i);
        for (int y = 0; y < d->Height; y++)
            for (int x = 0; x < d->Width; x++) {
                uint8_t v = im->RasterBits[y * d->Width + x];
                if (i == 0 || v != gcb.TransparentColor)
                    pic[(d->Top + y) * W + d->Left + x] = v;
            }
    }
    return delay;
}

static uint32_t rgb_of(const GifColorType *c) { return (uint32_t)c->Red << 16 | (uint32_t)c->Green << 8 | c->Blue; }

/* The last picture against the screenshot, through the palette the writer used. */
static void compare_last(GifFileType *gif, const uint8_t *pic, const char *png)
{
    gif_palette pal;
    app_gif_palette(&pal, app_theme_named(NULL));
    for (int i = 0; i < GIF_PALETTE_SIZE - 1; i++)
        CHECK(rgb_of(&gif->SColorMap->Colors[i]) == pal.rgb[i], "palette entry %d differs", i);
    SDL_Surface *raw = IMG_Load(png);
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    SDL_FreeSurface(raw);
    CHECK(s && s->w == W && s->h == H, "screenshot %s missing or the wrong size", png);
    if (!s)
        return;
    long bad = 0, exact = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            uint32_t want = ((const uint32_t *)((const uint8_t *)s->pixels + y * s->pitch))[x] & 0xffffff;
            uint32_t got = rgb_of(&gif->SColorMap->Colors[pic[y * W + x]]);
            bad += got != pal.rgb[gif_palette_nearest(&pal, want)];
            for (size_t k = 0; k < pal.n_exact; k++)
                if (want == pal.rgb[k]) {
                    exact++;
                    bad += got != want;
                }
        }
    CHECK(bad == 0, "%ld pixels of the last frame differ from the screenshot", bad);
    CHECK(exact > W * H / 2, "only %ld pixels in theme colours", exact);
    SDL_FreeSurface(s);
}

static void test_gif(void)
{
    char gifp[1024], png[1024], cmd[4096], out[4096];
    const char *set = "--algo wilson --size 10x8 --window 320x240";
    snprintf(gifp, sizeof gifp, "%s/test.gif", outdir);
    snprintf(png, sizeof png, "%s/test-last.png", outdir);
    snprintf(cmd, sizeof cmd, "'%s' --gif '%s' %s --seed %" PRIu64 " --steps-per-frame %d --fps %d --hold %d",
             exe, gifp, set, harness_seed, SPF, FPS, HOLD);
    CHECK(run(cmd, out, sizeof out) == 0 && !*out, "%s: %s", cmd, out);
    snprintf(cmd, sizeof cmd, "'%s' --screenshot '%s' %s --seed %" PRIu64, exe, png, set, harness_seed);
    CHECK(run(cmd, out, sizeof out) == 0, "%s: %s", cmd, out);
    int err;
    GifFileType *gif = DGifOpenFileName(gifp, &err);
    CHECK(gif && DGifSlurp(gif) == GIF_OK, "giflib cannot read %s: %s", gifp, GifErrorString(err));
    if (!gif)
        return;
    CHECK(gif->SWidth == W && gif->SHeight == H, "GIF is %dx%d", gif->SWidth, gif->SHeight);
    CHECK(gif->SColorMap && gif->SColorMap->ColorCount == 256, "no 256-colour global palette");
    uint64_t total = total_steps("wilson", 10, 8), pictures = total / SPF + 1 + (total % SPF != 0);
    CHECK(gif->ImageCount >= 2 && (uint64_t)gif->ImageCount <= pictures, "%d frames for %" PRIu64 " pictures",
          gif->ImageCount, pictures);
    static uint8_t pic[W * H];
    long delay = composite(gif, pic);
    CHECK(delay == (long)pictures * 100 / FPS + 100 * HOLD, "delays add up to %ld/100 s, want %" PRIu64,
          delay, pictures * 100 / FPS + 100 * HOLD);
    if (gif->SColorMap)
        compare_last(gif, pic, png);
    printf("%d frames for %" PRIu64 " steps\n", gif->ImageCount, total);
    DGifCloseFile(gif, &err);
}

static GifFileType *load(const char *path)
{
    int err;
    GifFileType *gif = DGifOpenFileName(path, &err);
    CHECK(gif && DGifSlurp(gif) == GIF_OK, "giflib cannot read %s: %s", path, GifErrorString(err));
    return gif;
}

/*
 * --opt braid=P animates the generation, then the braiding: frame 0 is
 * the generator's step 0 (it was the finished maze at "braiding step 0",
 * and --frames 5 gave 2 distinct frames), every one of 5 pictures is
 * distinct, and the last is the braided maze's --screenshot.
 */
static void test_braid(void)
{
    char gb[1024], gp[1024], png[1024], cmd[4096], out[4096];
    const char *set = "--algo wilson --size 10x8 --window 320x240";
    snprintf(gb, sizeof gb, "%s/braid.gif", outdir);
    snprintf(gp, sizeof gp, "%s/plain.gif", outdir);
    snprintf(png, sizeof png, "%s/braid-last.png", outdir);
    snprintf(cmd, sizeof cmd, "'%s' --gif '%s' %s --seed %" PRIu64 " --frames 5 --opt braid=50", exe, gb, set, harness_seed);
    CHECK(run(cmd, out, sizeof out) == 0, "%s: %s", cmd, out);
    snprintf(cmd, sizeof cmd, "'%s' --gif '%s' %s --seed %" PRIu64 " --frames 5", exe, gp, set, harness_seed);
    CHECK(run(cmd, out, sizeof out) == 0, "%s: %s", cmd, out);
    snprintf(cmd, sizeof cmd, "'%s' --screenshot '%s' %s --seed %" PRIu64 " --opt braid=50", exe, png, set, harness_seed);
    CHECK(run(cmd, out, sizeof out) == 0, "%s: %s", cmd, out);
    GifFileType *b = load(gb), *p = load(gp);
    if (b && p) {
        CHECK(b->ImageCount == 5, "--frames 5 with braid: %d distinct frames, want 5", b->ImageCount);
        CHECK(b->ImageCount > 0 && p->ImageCount > 0 &&
                  memcmp(b->SavedImages[0].RasterBits, p->SavedImages[0].RasterBits, (size_t)W * H) == 0,
              "with braid, frame 0 is not the generator's step 0");
        static uint8_t pic[W * H];
        composite(b, pic);
        if (b->SColorMap)
            compare_last(b, pic, png);
    }
    int err;
    if (b)
        DGifCloseFile(b, &err);
    if (p)
        DGifCloseFile(p, &err);
}

/* No file and no temporary left in dir. */
static void check_empty(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    int n = 0;
    while (d && (e = readdir(d)))
        n += e->d_name[0] != '.';
    if (d)
        closedir(d);
    CHECK(n == 0, "a failed --gif left %d files in %s", n, dir);
}

static void test_failures(void)
{
    char cmd[4096], out[4096], dir[1024];
    snprintf(cmd, sizeof cmd, "'%s' --gif /nonexistent-dir/x.gif --seed 1", exe);
    int rc = run(cmd, out, sizeof out);
    CHECK(rc == 2 && strchr(out, '\n') == out + strlen(out) - 1, "unwritable path: rc %d, %s", rc, out);
    snprintf(cmd, sizeof cmd, "'%s' --gif /dev/full --seed 1 --size 5x5 --window 64x64", exe);
    rc = run(cmd, out, sizeof out);
    CHECK(rc == 1 && strstr(out, "No space left") && strchr(out, '\n') == out + strlen(out) - 1,
          "/dev/full: rc %d, %s", rc, out);
    snprintf(dir, sizeof dir, "%s/full", outdir);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir '%s'", dir, dir);
    CHECK(system(cmd) == 0, "%s failed", cmd);
    snprintf(cmd, sizeof cmd, "sh -c \"trap '' XFSZ; ulimit -f 8; exec '%s' --gif '%s/x.gif' --seed 1\"", exe, dir);
    rc = run(cmd, out, sizeof out);
    CHECK(rc == 1 && strchr(out, '\n') == out + strlen(out) - 1, "file size limit: rc %d, %s", rc, out);
    check_empty(dir);
    snprintf(cmd, sizeof cmd, "'%s' --gif x.gif --frames 5 --steps-per-frame 2", exe);
    CHECK(run(cmd, out, sizeof out) == 2, "--frames with --steps-per-frame accepted: %s", out);
}

/* A progress line only for a terminal (the plain runs above printed nothing); script(1) makes one. */
static void test_progress(void)
{
    char cmd[4096], out[4096];
    if (system("command -v script > /dev/null") != 0) {
        printf("progress line not checked: script(1) is not installed\n");
        return;
    }
    snprintf(cmd, sizeof cmd, "script -qec \"'%s' --gif '%s/tty.gif' --size 5x5 --seed 1 --window 64x64\" /dev/null",
             exe, outdir);
    CHECK(run(cmd, out, sizeof out) == 0 && strstr(out, "mazeviz: frame ") && strstr(out, "\r"),
          "no progress line on a terminal: %s", out);
}

/*
 * G in the window records the maze only, 15 pictures a second, and says
 * where it saved with the full path (in the HUD's language); Shift+G takes
 * the left column with the legend and the HUD.
 */
static void test_record_key(void)
{
    char cmd[480], dir[200];
    snprintf(dir, sizeof dir, "%s/record-key", outdir);
    mkdir(dir, 0777);
    for (int n = 1; n <= 9; n++) { /* a clean directory: the files are numbered 1, 2 */
        char old[300];
        snprintf(old, sizeof old, "%s/mazeviz-wilson-7-%d.gif", dir, n);
        remove(old);
    }
    for (int more = 0; more < 2; more++) {
        snprintf(cmd, sizeof cmd, "--algo wilson --size 30x20 --seed 7 --lang zh --panel on --record-dir %s", dir);
        fixture f;
        if (!fixture_open(&f, 1280, 720, cmd)) {
            CHECK(0, "cannot open fixture");
            return;
        }
        app_frame(f.a);
        SDL_Rect want = more ? (SDL_Rect){0, 0, render_info(app_renderer(f.a))->panel.x, 720}
                             : render_info(app_renderer(f.a))->maze;
        press(f.a, SDLK_g, more ? KMOD_SHIFT : 0);
        Uint64 next = 0;
        for (int i = 0; i < 30; i++) /* a second of the window, as its loop turns: frame, recording, sign */
            CHECK(app_loop_turn(f.a, f.ren, &next), "turn %d: %s", i, SDL_GetError());
        /* item 5: the sign says it is recording and for how long, over the output, where the recording did not look */
        char sign[300];
        bool on = false;
        SDL_Rect box = render_info(app_renderer(f.a))->sign, all = {0, 0, 1280, 720};
        CHECK(record_sign(app_recorder(f.a), SM_LANG_ZH, sign, sizeof sign, &on) && on && strcmp(sign, "录制中 0:01") == 0,
              "after a second of recording the sign says '%s'", sign);
        CHECK(box.w > 0 && SDL_HasIntersection(&box, &all) && box.x + box.w <= 1280 && box.y >= 0,
              "the recording sign is not on screen (%d,%d %dx%d)", box.x, box.y, box.w, box.h);
        press(f.a, SDLK_g, 0);
        app_frame(f.a);
        CHECK(app_record_sign_draw(f.a) && record_sign(app_recorder(f.a), SM_LANG_ZH, sign, sizeof sign, &on) && !on &&
                  strstr(sign, "已保存") && strstr(sign, more ? "-2.gif" : "-1.gif"),
              "after G ... G the sign says '%s'", sign);
        const char *hud = app_hud(f.a);
        char path[1024];
        snprintf(path, sizeof path, "%s/mazeviz-wilson-7-%d.gif", dir, more + 1);
        char full[PATH_MAX];
        CHECK(realpath(path, full) != NULL, "G ... G saved no %s", path);
        CHECK(strstr(hud, "已保存") && strstr(hud, full), "the HUD does not say where it saved (%s): %s", full, hud);
        int err = 0;
        GifFileType *gif = DGifOpenFileName(path, &err);
        if (gif && DGifSlurp(gif) == GIF_OK) {
            CHECK(gif->SWidth == want.w && gif->SHeight == want.h, "%s: %dx%d, want %dx%d (the %s)", path,
                  gif->SWidth, gif->SHeight, want.w, want.h, more ? "left column" : "maze");
            CHECK(gif->ImageCount >= 14 && gif->ImageCount <= 16, "%s: %d pictures for a second at 15 a second",
                  path, gif->ImageCount);
        } else {
            CHECK(0, "%s does not decode", path);
        }
        if (gif)
            DGifCloseFile(gif, &err);
        fixture_close(&f);
    }
}

/* Everything written to stderr while it was redirected into log, as a string. */
static void read_log(FILE *log, char *out, size_t len)
{
    fflush(stderr);
    rewind(log);
    size_t n = fread(out, 1, len - 1, log);
    out[n] = '\0';
}

/* The GIF files (and temporaries) in dir. */
static int files_in(const char *dir)
{
    int n = 0;
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));)
        n += strncmp(e->d_name, "mazeviz-", 8) == 0;
    if (d)
        closedir(d);
    return n;
}

/*
 * A recording whose file cannot be written (the file size limit here; a
 * full disk the same, ENOSPC on the first frame) says so at once, on
 * stderr and in the HUD, and leaves nothing; the next G only repeats that
 * it failed, it does not start another (the user pressed it to stop); the
 * G after that records again. It used to fail silently, and the next G
 * started a new recording.
 */
static void test_record_failure(void)
{
    char dir[200], cmd[300], err[4096], hud[4096];
    snprintf(dir, sizeof dir, "%s/record-fail", outdir);
    mkdir(dir, 0777);
    for (int n = 1; n <= 9; n++) { /* a clean directory */
        char old[300];
        snprintf(old, sizeof old, "%s/mazeviz-wilson-7-%d.gif", dir, n);
        remove(old);
    }
    snprintf(cmd, sizeof cmd, "--algo wilson --size 30x20 --seed 7 --speed 16 --record-dir %s", dir);
    fixture f;
    FILE *log = tmpfile();
    if (!log || files_in(dir) != 0 || !fixture_open(&f, 1280, 720, cmd)) {
        CHECK(0, "cannot set up: %s (%d files left in it)", dir, files_in(dir));
        return;
    }
    fflush(stderr);
    int saved = dup(2); /* stderr into log while recording */
    dup2(fileno(log), 2);
    struct rlimit old, small;
    getrlimit(RLIMIT_FSIZE, &old);
    small = old;
    small.rlim_cur = 4096; /* the header fits, the first frame does not */
    signal(SIGXFSZ, SIG_IGN);
    setrlimit(RLIMIT_FSIZE, &small);
    app_frame(f.a);
    press(f.a, SDLK_g, 0);
    for (int i = 0; i < 30 && record_active(app_recorder(f.a)); i++) {
        app_frame(f.a);
        record_frame(app_recorder(f.a), f.ren, app_record_area(f.a));
    }
    setrlimit(RLIMIT_FSIZE, &old);
    bool running = record_active(app_recorder(f.a));
    app_frame(f.a);
    snprintf(hud, sizeof hud, "%s", app_hud(f.a));
    press(f.a, SDLK_g, 0);
    bool again = record_active(app_recorder(f.a));
    read_log(log, err, sizeof err);
    dup2(saved, 2);
    close(saved);
    fclose(log);
    CHECK(!running, "a recording whose frames cannot be written is still running");
    CHECK(strstr(err, "recording failed") && strstr(err, "File too large"),
          "a failed recording says nothing on stderr: '%s'", err);
    CHECK(strstr(hud, "recording failed") != NULL, "a failed recording says nothing on screen: %s", hud);
    CHECK(!again, "the G after a failed recording started another one: '%s'", err);
    CHECK(files_in(dir) == 0, "a failed recording left %d files in %s", files_in(dir), dir);
    if (again)
        press(f.a, SDLK_g, 0);
    press(f.a, SDLK_g, 0);
    CHECK(record_active(app_recorder(f.a)), "G does not record again after a failure was shown");
    for (int i = 0; i < 4; i++) {
        app_frame(f.a);
        record_frame(app_recorder(f.a), f.ren, app_record_area(f.a));
    }
    press(f.a, SDLK_g, 0);
    CHECK(files_in(dir) == 1, "the recording after a failure saved %d files", files_in(dir));
    fixture_close(&f);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: gif_test MAZEVIZ OUTDIR\n");
        return 2;
    }
    exe = argv[1];
    outdir = argv[2];
    harness_init();
    IMG_Init(IMG_INIT_PNG);
    test_gif();
    test_braid();
    test_failures();
    test_progress();
    test_record_key();
    test_record_failure();
    IMG_Quit();
    SDL_Quit();
    return harness_failures ? 1 : 0;
}
