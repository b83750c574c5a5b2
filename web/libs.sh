# web/libs.sh - the recipe for the C libraries of the web edition, sourced by
# web/build.sh: SDL2, freetype, SDL2_ttf, SDL2_image (PNG writing only) and
# giflib, each compiled file by file with emcc from Debian's source
# packages (no configure step: SDL's CMake configure alone would take
# minutes, every check a full emcc link) into $LIBS/lib/*.a, with headers in
# $LIBS/include and pkg-config files in $LIBS/lib/pkgconfig. A change to
# this file changes the cache key, so the libraries are built again.

LIB_CFLAGS=(-O2 -DNDEBUG -w)

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
    compile_lib libSDL2 "-I$s/include -I$s/src" "${files[@]}"
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
        "$s"/src/psaux/psaux.c "$s"/src/pshinter/pshinter.c "$s"/src/psnames/psnames.c
        "$s"/src/smooth/smooth.c "$s"/src/autofit/autofit.c "$s"/src/gzip/ftgzip.c)
    # Only the modules an OpenType/TrueType UI font needs (the list ftinit.c registers).
    mkdir -p "$LIBS/include/freetype2/mazeviz"
    cat > "$LIBS/include/freetype2/mazeviz/ftmodule.h" <<'MODS'
FT_USE_MODULE( FT_Module_Class, autofit_module_class )
FT_USE_MODULE( FT_Driver_ClassRec, tt_driver_class )
FT_USE_MODULE( FT_Driver_ClassRec, cff_driver_class )
FT_USE_MODULE( FT_Module_Class, psaux_module_class )
FT_USE_MODULE( FT_Module_Class, psnames_module_class )
FT_USE_MODULE( FT_Module_Class, pshinter_module_class )
FT_USE_MODULE( FT_Module_Class, sfnt_module_class )
FT_USE_MODULE( FT_Renderer_Class, ft_smooth_renderer_class )
MODS
    compile_lib libfreetype "-I$s/include -I$LIBS/include/freetype2 -DFT2_BUILD_LIBRARY \
        -DFT_CONFIG_MODULES_H=<mazeviz/ftmodule.h> -DHAVE_UNISTD_H -DHAVE_FCNTL_H" "${files[@]}"
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

write_pkgconfig() {
    mkdir -p "$LIBS/lib/pkgconfig"
    local v_sdl=$1 v_ttf=$2 v_img=$3
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
    write_pkgconfig "$@"
    rm -rf "$LIBS/obj"
    LIBS=$final
    rm -rf "$LIBS"
    mv "$LIBS.tmp" "$LIBS"
    sed -i "s|$LIBS.tmp|$LIBS|g" "$LIBS"/lib/pkgconfig/*.pc
    say "libraries built in $((SECONDS - t0)) s into $LIBS"
}
