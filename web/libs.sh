# web/libs.sh - the recipe for the C libraries of the web edition, sourced by
# web/build.sh: SDL2, freetype, SDL2_ttf, SDL2_image (PNG writing only),
# giflib, libqrencode (the share dialog's QR code) and Lua 5.4 (students'
# scripts, src/script/script.c), each compiled file by
# file with emcc from Debian's source packages (no configure step: SDL's
# CMake configure alone would take minutes, every check a full emcc link)
# into $LIBS/lib/*.a, with headers in $LIBS/include and pkg-config files in
# $LIBS/lib/pkgconfig. A change to this file changes the cache key, so the
# libraries are built again.
#
# Compiled for size (-Oz: every byte crosses a school network; the maze
# core, where speed counts, is mazeviz's own and keeps its -O3), with only
# what the UI font needs of freetype.

LIB_CFLAGS=(-Oz -DNDEBUG -w)

# compile_lib NAME "FLAGS..." FILE...: objects in parallel, then lib NAME.a.
compile_lib() {
    local name=$1 flags=$2 objs=$LIBS/obj/$1
    shift 2
    mkdir -p "$objs"
    printf '%s\n' "$@" | awk -v o="$objs" '{ f = $0; gsub("/", "_", f); print $0 "\t" o "/" f ".o" }' |
        FLAGS="${LIB_CFLAGS[*]} $flags" xargs -P "$jobs" -d '\n' -n 1 sh -c \
            'src=${1%%	*}; obj=${1##*	}; emcc $FLAGS -c "$src" -o "$obj" || { echo "emcc failed on $src" >&2; exit 255; }' sh
    rm -f "$LIBS/lib/$name.a"
    emar rcs "$LIBS/lib/$name.a" "$objs"/*.o
    rm -rf "$objs"
}

# SDL 2.26's software framebuffer in a browser is as big as the window in CSS
# pixels while the canvas has device pixels (SDL_WINDOW_ALLOW_HIGHDPI), so
# without WebGL every frame filled the top-left 1/DPR of the canvas; sized
# in device pixels, as SDL 2.28 does (the driver's buffer and the window
# surface over it), it fills the canvas sharply. Prints the patched copies'
# paths, in place of the originals (their quoted includes resolve through -I).
sdl2_patched() {
    local d=$LIBS/patched f
    mkdir -p "$d"
    sed 's/SDL_GetWindowSize(window, &w, &h);/SDL_GetWindowSizeInPixels(window, \&w, \&h);/' \
        "$1/src/video/emscripten/SDL_emscriptenframebuffer.c" > "$d/SDL_emscriptenframebuffer.c"
    sed 's/^    return SDL_CreateRGBSurfaceFrom(pixels, window->w, window->h, bpp, pitch, Rmask, Gmask, Bmask, Amask);/    { int pw, ph; SDL_GetWindowSizeInPixels(window, \&pw, \&ph);\n      return SDL_CreateRGBSurfaceFrom(pixels, pw, ph, bpp, pitch, Rmask, Gmask, Bmask, Amask); }/' \
        "$1/src/video/SDL_video.c" > "$d/SDL_video.c"
    for f in "$d/SDL_emscriptenframebuffer.c" "$d/SDL_video.c"; do
        grep -q 'SDL_GetWindowSizeInPixels(window, &p\?w' "$f" ||
            { echo "web/libs.sh: SDL's ${f##*/} changed: patch it anew" >&2; return 1; }
    done
    echo "$d"
}

build_sdl2() {
    local s=$SDL_DIR d
    local files=("$s"/src/*.c "$s"/src/atomic/*.c "$s"/src/cpuinfo/*.c "$s"/src/dynapi/*.c
        "$s"/src/events/*.c "$s"/src/file/*.c "$s"/src/stdlib/*.c "$s"/src/libm/*.c
        "$s"/src/render/*.c "$s"/src/render/software/*.c "$s"/src/render/opengles2/*.c
        "$s"/src/video/*.c "$s"/src/video/yuv2rgb/*.c "$s"/src/video/emscripten/*.c
        "$s"/src/thread/*.c "$s"/src/thread/generic/*.c
        "$s"/src/timer/*.c "$s"/src/timer/unix/*.c
        "$s"/src/loadso/dlopen/*.c "$s"/src/filesystem/emscripten/*.c
        "$s"/src/locale/*.c "$s"/src/locale/emscripten/*.c
        "$s"/src/misc/*.c "$s"/src/misc/emscripten/*.c
        "$s"/src/power/*.c "$s"/src/power/emscripten/*.c
        "$s"/src/sensor/*.c "$s"/src/sensor/dummy/*.c
        "$s"/src/haptic/*.c "$s"/src/haptic/dummy/*.c "$s"/src/hidapi/SDL_hidapi.c
        "$s"/src/joystick/*.c "$s"/src/joystick/emscripten/*.c "$s"/src/joystick/virtual/*.c
        "$s"/src/audio/*.c "$s"/src/audio/dummy/*.c "$s"/src/audio/disk/*.c "$s"/src/audio/emscripten/*.c)
    d=$(sdl2_patched "$s") || return 1
    files=("${files[@]/*\/SDL_emscriptenframebuffer.c/$d/SDL_emscriptenframebuffer.c}")
    files=("${files[@]/*\/video\/SDL_video.c/$d/SDL_video.c}")
    # Video, events and rendering only: no audio, joysticks or sensors (SDL_Init(SDL_INIT_VIDEO) starts none),
    # no YUV textures, run-length blits or pixels under 8 bits (SDL_internal.h's switches: mazeviz makes none).
    compile_lib libSDL2 "-I$s/include -I$s/src -I$s/src/video -I$s/src/video/emscripten \
        -DSDL_AUDIO_DISABLED=1 -DSDL_JOYSTICK_DISABLED=1 -DSDL_SENSOR_DISABLED=1 \
        -DSDL_HAVE_YUV=0 -DSDL_HAVE_RLE=0 -DSDL_HAVE_BLIT_0=0" "${files[@]}"
    mkdir -p "$LIBS/include/SDL2"
    cp "$s"/include/*.h "$LIBS/include/SDL2/"
}

build_freetype() {
    local s=$FT_DIR m
    local files=("$s"/builds/unix/ftsystem.c "$s"/src/base/ftdebug.c "$s"/src/base/ftinit.c)
    for m in ftbase ftbbox ftbitmap ftglyph ftmm ftstroke ftsynth ftfstype ftgasp ftlcdfil; do
        [ -f "$s/src/base/$m.c" ] && files+=("$s/src/base/$m.c")
    done
    files+=("$s"/src/sfnt/sfnt.c "$s"/src/cff/cff.c "$s"/src/truetype/truetype.c
        "$s"/src/psaux/psaux.c "$s"/src/psnames/psnames.c "$s"/src/smooth/smooth.c)
    # Only the modules the UI font needs (an OpenType font with CFF outlines,
    # assets/fonts, hinted by the CFF driver's own engine in psaux): no
    # TrueType bytecode, auto-hinter or Type 1 hinter, no compressed or
    # bitmap fonts. No Adobe glyph list either (56 KB of glyph names, 29 KB
    # brotli): it only makes up a Unicode charmap from glyph names for a font
    # without one, and the UI font has its own (cff_face_init then goes on).
    mkdir -p "$LIBS/include/freetype2/mazeviz"
    cat > "$LIBS/include/freetype2/mazeviz/ftmodule.h" <<'MODS'
FT_USE_MODULE( FT_Driver_ClassRec, cff_driver_class )
FT_USE_MODULE( FT_Module_Class, psaux_module_class )
FT_USE_MODULE( FT_Module_Class, psnames_module_class )
FT_USE_MODULE( FT_Module_Class, sfnt_module_class )
FT_USE_MODULE( FT_Renderer_Class, ft_smooth_renderer_class )
MODS
    sed -E 's@^#define (FT_CONFIG_OPTION_USE_(ZLIB|LZW)|FT_CONFIG_OPTION_INCREMENTAL|FT_CONFIG_OPTION_ADOBE_GLYPH_LIST|TT_CONFIG_OPTION_(EMBEDDED_BITMAPS|COLOR_LAYERS|BYTECODE_INTERPRETER|GX_VAR_SUPPORT|BDF))\b@/* & (not for the UI font) */@' \
        "$s/include/freetype/config/ftoption.h" > "$LIBS/include/freetype2/mazeviz/ftoption.h"
    compile_lib libfreetype "-I$s/include -I$LIBS/include/freetype2 -DFT2_BUILD_LIBRARY \
        -DFT_CONFIG_MODULES_H=<mazeviz/ftmodule.h> -DFT_CONFIG_OPTIONS_H=<mazeviz/ftoption.h> \
        -DHAVE_UNISTD_H -DHAVE_FCNTL_H" "${files[@]}"
    cp -r "$s"/include/freetype "$s"/include/ft2build.h "$LIBS/include/freetype2/"
}

build_sdl2_ttf() {
    compile_lib libSDL2_ttf "-I$LIBS/include/SDL2 -I$LIBS/include/freetype2" "$TTF_DIR/SDL_ttf.c"
    cp "$TTF_DIR/SDL_ttf.h" "$LIBS/include/SDL2/"
}

# PNG writing only (IMG_SavePNG_RW with the bundled miniz: USE_STBIMAGE, no libpng): --screenshot and
# the page's screenshot button. No image loading: nothing in mazeviz reads images.
build_sdl2_image() {
    local files=() f
    for f in "$IMG_DIR"/IMG*.c; do
        [ "${f##*/}" = IMG_WIC.c ] || files+=("$f") # each format's file is a stub unless enabled
    done
    compile_lib libSDL2_image "-I$LIBS/include/SDL2 -DSDL_IMAGE_SAVE_PNG=1 -DUSE_STBIMAGE" "${files[@]}"
    cp "$IMG_DIR/SDL_image.h" "$LIBS/include/SDL2/"
}

# GIF writing (egif) for the G key's recordings and --gif.
build_giflib() {
    local s=$GIF_DIR
    compile_lib libgif "" "$s"/egif_lib.c "$s"/dgif_lib.c "$s"/gif_err.c "$s"/gif_hash.c \
        "$s"/gifalloc.c "$s"/openbsd-reallocarray.c
    cp "$s/gif_lib.h" "$LIBS/include/"
}

# libqrencode: a link as a QR code (src/export/qr.c), without threads or iconv.
build_qrencode() {
    local s=$QR_DIR v=${1%%-*}
    compile_lib libqrencode "-DSTATIC_IN_RELEASE=static -DMAJOR_VERSION=${v%%.*} -DMINOR_VERSION=$(echo "$v" | cut -d. -f2) \
        -DMICRO_VERSION=$(echo "$v" | cut -d. -f3 | tr -dc 0-9) -DVERSION=\"$v\"" \
        "$s"/qrencode.c "$s"/qrinput.c "$s"/bitstream.c "$s"/qrspec.c "$s"/rsecc.c "$s"/split.c \
        "$s"/mask.c "$s"/mqrspec.c "$s"/mmask.c
    cp "$s/qrencode.h" "$LIBS/include/"
}

# Lua 5.4 (Debian's lua5.4, its patches applied) for students' scripts: the
# language and its standard libraries, not the lua and luac programs. The
# sandbox is mazeviz's own (src/script/script.c opens base, table, string,
# math and utf8 only, caps memory and instructions), so the page's scripts
# run as the desktop's do; the linker takes only the objects script.c
# needs (no io, os or package library ends up in the wasm). Debian's
# LUA_COMPAT_5_3, as its liblua5.4; no LUA_USE_LINUX (no dlopen, readline).
build_lua() {
    local s=$LUA_DIR/src f files=()
    for f in "$s"/*.c; do
        case ${f##*/} in lua.c | luac.c) ;; *) files+=("$f") ;; esac
    done
    # Debian's luaconf.h names the module folders after the multiarch
    # triplet, from a header its debian/rules writes: the same for emscripten.
    mkdir -p "$LIBS/include/lua5.4"
    printf '#ifndef _LUA_DEB_MULTIARCH_\n#define _LUA_DEB_MULTIARCH_\n#define DEB_HOST_MULTIARCH "wasm32-emscripten"\n#endif\n' \
        > "$LIBS/include/lua5.4/lua5.4-deb-multiarch.h"
    compile_lib liblua5.4 "-DLUA_COMPAT_5_3 -I$LIBS/include/lua5.4" "${files[@]}"
    cp "$s"/lua.h "$s"/luaconf.h "$s"/lualib.h "$s"/lauxlib.h "$LIBS/include/lua5.4/"
}

write_pkgconfig() {
    mkdir -p "$LIBS/lib/pkgconfig"
    local v_sdl=$1 v_ttf=$2 v_img=$3 v_qr=$4 v_lua=$5
    cat > "$LIBS/lib/pkgconfig/sdl2.pc" <<PC
prefix=$LIBS
Name: sdl2
Description: SDL2 for emscripten, built by web/libs.sh
Version: $v_sdl
Libs: -L\${prefix}/lib -lSDL2
Cflags: -I\${prefix}/include/SDL2 -D_REENTRANT
PC
    cat > "$LIBS/lib/pkgconfig/SDL2_ttf.pc" <<PC
prefix=$LIBS
Name: SDL2_ttf
Description: SDL2_ttf with freetype for emscripten, built by web/libs.sh
Version: $v_ttf
Requires: sdl2
Libs: -L\${prefix}/lib -lSDL2_ttf -lfreetype
Cflags: -I\${prefix}/include/SDL2
PC
    cat > "$LIBS/lib/pkgconfig/SDL2_image.pc" <<PC
prefix=$LIBS
Name: SDL2_image
Description: SDL2_image (PNG writing) for emscripten, built by web/libs.sh
Version: $v_img
Requires: sdl2
Libs: -L\${prefix}/lib -lSDL2_image
Cflags: -I\${prefix}/include/SDL2
PC
    cat > "$LIBS/lib/pkgconfig/libqrencode.pc" <<PC
prefix=$LIBS
Name: libqrencode
Description: libqrencode for emscripten, built by web/libs.sh
Version: ${v_qr%%-*}
Libs: -L\${prefix}/lib -lqrencode
Cflags: -I\${prefix}/include
PC
    cat > "$LIBS/lib/pkgconfig/lua5.4.pc" <<PC
prefix=$LIBS
Name: lua5.4
Description: Lua 5.4 for emscripten, built by web/libs.sh
Version: ${v_lua%%-*}
Libs: -L\${prefix}/lib -llua5.4
Cflags: -I\${prefix}/include/lua5.4
PC
}

build_libs() {
    rm -rf "$LIBS.tmp"
    local final=$LIBS
    LIBS=$LIBS.tmp
    mkdir -p "$LIBS/lib" "$LIBS/include"
    local t0=$SECONDS
    build_sdl2
    build_freetype
    build_sdl2_ttf
    build_sdl2_image
    build_giflib
    build_qrencode "$4"
    build_lua
    write_pkgconfig "$@"
    rm -rf "$LIBS/obj" "$LIBS/patched"
    LIBS=$final
    rm -rf "$LIBS"
    mv "$LIBS.tmp" "$LIBS"
    sed -i "s|$LIBS.tmp|$LIBS|g" "$LIBS"/lib/pkgconfig/*.pc
    say "libraries built in $((SECONDS - t0)) s into $LIBS"
}
