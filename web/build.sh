#!/usr/bin/env bash
# web/build.sh - builds the web edition: the same C program (core, renderer,
# app) compiled by Debian's emscripten against SDL2, SDL2_ttf, freetype,
# SDL2_image, giflib, libqrencode and Lua 5.4 built here from Debian's source packages, written as
# a static site to build-web/site/ (index.html, mazeviz.js, mazeviz.wasm,
# mazeviz-font.otf: the UI font), each file also precompressed (.br, .gz).
#
# Installs what it needs from Debian (as .ci/setup does; run as root or with
# sudo); "web/build.sh --install" does only that (.ci/run starts it early). The libraries are compiled once into a cache folder named after
# their versions, emcc's and this recipe's (MAZEVIZ_WEB_CACHE, default
# build-web/cache) and reused while those stay the same (MAZEVIZ_WEB_CACHED_ONLY=1:
# exit 3 rather than build them). No download other than Debian packages:
# emscripten's own "ports" are never used.
set -euo pipefail
cd "$(dirname "$0")/.."
top=$PWD
out=$top/build-web
export NODE_PATH=/usr/share/nodejs # emcc's JavaScript parts find acorn there
export DEBIAN_FRONTEND=noninteractive
if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
jobs=$(nproc 2>/dev/null || echo 2)

say() { echo "web/build.sh: $*"; }
die() { echo "web/build.sh: $*" >&2; exit 1; }

# ---------------------------------------------------------------- Debian packages
apt_get() {
    if command -v flock > /dev/null; then $SUDO flock /tmp/apt.lock apt-get "$@"; else $SUDO apt-get "$@"; fi
}

# The deb-src twin of every Debian "deb" source, so apt-get source works.
add_deb_src() {
    local f=/etc/apt/sources.list.d/mazeviz-deb-src.sources
    [ -f "$f" ] || [ -f /etc/apt/sources.list.d/mazeviz-deb-src.list ] && return 0
    if [ -f /etc/apt/sources.list.d/debian.sources ]; then
        sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources | $SUDO tee "$f" > /dev/null
    elif [ -f /etc/apt/sources.list ]; then
        grep -E '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' |
            $SUDO tee /etc/apt/sources.list.d/mazeviz-deb-src.list > /dev/null
    else
        die "no Debian apt sources found to add deb-src entries to"
    fi
}

# The build's tools, and the browser test's (web/test.sh): Debian's chromium, npm.
install_tools() {
    local need=() update=false
    command -v emcc > /dev/null || need+=(emscripten)
    command -v wasm-opt > /dev/null || need+=(binaryen) # emcc's wasm-opt -Oz after the link (emscripten depends on it)
    command -v meson > /dev/null || need+=(meson)
    command -v pkg-config > /dev/null || need+=(pkg-config)
    command -v ninja > /dev/null || need+=(ninja-build)
    command -v dpkg-source > /dev/null || need+=(dpkg-dev)
    command -v xz > /dev/null || need+=(xz-utils)
    command -v gzip > /dev/null || need+=(gzip)
    [ -x /usr/lib/chromium/chromium ] || need+=(chromium)
    command -v npm > /dev/null || need+=(npm)
    [ -f /usr/share/nodejs/terser/package.json ] || need+=(node-terser) # web/minify.js: the page's script and emcc's glue, smaller
    add_deb_src
    apt-cache showsrc libsdl2 2> /dev/null | grep -q '^Version:' || update=true
    [ ${#need[@]} = 0 ] && ! $update && return 0
    local log
    log=$(mktemp)
    if ! { apt_get update -qq && { [ ${#need[@]} = 0 ] ||
            apt_get install -y -qq --no-install-recommends ca-certificates "${need[@]}"; }; } > "$log" 2>&1; then
        tail -n 20 "$log"
        die "installing the Debian packages failed (log above)"
    fi
    rm -f "$log"
}

# ---------------------------------------------------------------- library sources
# Debian source packages: name, then the folder apt-get source unpacks.
src_version() { apt-cache showsrc "$1" | awk '/^Version:/ {print $2; exit}'; }

# The upstream tarball Debian's source package is made of, unpacked: for a
# package whose Debian part the mirror cannot give (qrencode's, at times),
# when that part only packages (no patch to the library's code).
orig_source() {
    (cd "$out/src" && apt-get source --tar-only -qq "$1" >> "$out/src/$1.log" 2>&1 &&
        tar xf "$(ls "$1"_*.orig.tar.* | head -n 1)")
}

fetch_sources() {
    mkdir -p "$out/src"
    local p v dir
    for p in libsdl2 libsdl2-ttf freetype libsdl2-image giflib qrencode lua5.4; do
        v=$(src_version "$p")
        [ -n "$v" ] || die "apt-cache showsrc $p found nothing (no deb-src entry?)"
        dir=$(ls -d "$out/src/$p-${v%%-*}"* "$out/src/${p#lib}-${v%%-*}"* 2>/dev/null | head -n 1 || true)
        [ -n "$dir" ] || (cd "$out/src" && apt-get source -qq "$p" > "$out/src/$p.log" 2>&1) || orig_source "$p" ||
            { tail -n 20 "$out/src/$p.log"; die "apt-get source $p failed"; }
    done
    SDL_DIR=$(ls -d "$out"/src/libsdl2-[0-9]*/ | head -n 1)
    TTF_DIR=$(ls -d "$out"/src/libsdl2-ttf-[0-9]*/ | head -n 1)
    IMG_DIR=$(ls -d "$out"/src/libsdl2-image-[0-9]*/ | head -n 1)
    FT_DIR=$(ls -d "$out"/src/freetype-[0-9]*/ | head -n 1)
    GIF_DIR=$(ls -d "$out"/src/giflib-[0-9]*/ | head -n 1)
    QR_DIR=$(ls -d "$out"/src/qrencode-[0-9]*/ | head -n 1)
    LUA_DIR=$(ls -d "$out"/src/lua5.4-[0-9]*/ | head -n 1)
}

# ---------------------------------------------------------------- the libraries, once
. "$top/web/libs.sh"

libs_key() {
    local emcc_v
    emcc_v=$(emcc -dumpversion)
    echo "sdl2-$(src_version libsdl2)_ttf-$(src_version libsdl2-ttf)_ft-$(src_version freetype)_img-$(src_version libsdl2-image)_gif-$(src_version giflib)_qr-$(src_version qrencode)_lua-$(src_version lua5.4)_emcc-${emcc_v}_$(sha256sum "$top/web/libs.sh" | cut -c1-12)" |
        tr '~+:' '___'
}

main() {
    install_tools
    [ "${1:-}" = --install ] && { say "Debian packages installed"; return 0; }
    local key
    key=$(libs_key)
    LIBS=${MAZEVIZ_WEB_CACHE:-$out/cache}/$key
    if [ -f "$LIBS/lib/libSDL2.a" ] && [ -f "$LIBS/lib/pkgconfig/lua5.4.pc" ]; then
        say "libraries: reusing $LIBS"
    elif [ -n "${MAZEVIZ_WEB_CACHED_ONLY:-}" ]; then # web/fresh-test.sh: no half-hour library build
        say "libraries: not in the cache ($LIBS)"
        exit 3
    else
        fetch_sources
        build_libs "$(src_version libsdl2)" "$(src_version libsdl2-ttf)" "$(src_version libsdl2-image)" \
            "$(src_version qrencode)" "$(src_version lua5.4)"
    fi
    build_site
}

# ---------------------------------------------------------------- mazeviz itself
# A meson cross build with emcc of the same meson.build (host system
# emscripten: src/app/platform_web.c, web/meson.build's link settings),
# finding the libraries above through their pkg-config files; the core at
# -O2 (web/meson.build says why), the rest at -Oz (meson.build: small).
write_cross_file() {
    cat > "$out/cross.ini" <<INI
[binaries]
c = 'emcc'
ar = 'emar'
ranlib = 'emranlib'
pkgconfig = 'pkg-config'

[properties]
pkg_config_libdir = '$LIBS/lib/pkgconfig'
needs_exe_wrapper = true

[built-in options]
optimization = '2'
c_args = ['-I$LIBS/include']
c_link_args = ['-L$LIBS/lib']

[host_machine]
system = 'emscripten'
cpu_family = 'wasm32'
cpu = 'wasm32'
endian = 'little'
INI
}

# FILE.br and FILE.gz beside every file of the site, compressed once at the
# highest levels, for servers that send them as they are (web/serve.js; any
# server with "precompressed" or "gzip_static" settings).
precompress() {
    local f
    for f in "$1"/*; do
        [ -f "$f" ] || continue # scripts/: compressed on its own
        case $f in *.br | *.gz) continue ;; esac
        gzip -9 -n -c "$f" > "$f.gz"
        node -e 'const z = require("zlib"), fs = require("fs");
            fs.writeFileSync(process.argv[2], z.brotliCompressSync(fs.readFileSync(process.argv[1]),
                {params: {[z.constants.BROTLI_PARAM_QUALITY]: 11, [z.constants.BROTLI_PARAM_LGWIN]: 24,
                          [z.constants.BROTLI_PARAM_SIZE_HINT]: fs.statSync(process.argv[1]).size}}));' "$f" "$f.br"
    done
}

build_site() {
    mkdir -p "$out" # a fresh checkout whose cache holds the libraries has no build-web/ yet
    write_cross_file
    local b=$out/meson log=$out/meson.log
    if [ ! -f "$b/build.ninja" ] || ! cmp -s "$out/cross.ini" "$b/cross.ini.used"; then
        rm -rf "$b"
        meson setup "$b" --cross-file "$out/cross.ini" -Dviz=enabled -Dgif=enabled -Dlua=enabled > "$log" 2>&1 ||
            { tail -n 30 "$log"; die "meson setup of the web build failed (log above)"; }
        cp "$out/cross.ini" "$b/cross.ini.used"
    fi
    meson compile -C "$b" mazeviz bench > "$log" 2>&1 ||
        { tail -n 40 "$log"; die "compiling the web build failed (log above)"; }
    grep -E 'warning:' "$log" | sort -u | head -n 20 || true
    rm -rf "$out/site"
    mkdir -p "$out/site"
    # Sent smaller than written (web/minify.js says how): the sources stay readable.
    node "$top/web/minify.js" js "$b/mazeviz.js" "$out/site/mazeviz.js" &&
        node "$top/web/minify.js" html "$top/web/index.html" "$out/site/index.html" ||
        die "minifying the page's JavaScript failed"
    # emcc ran this wasm-opt -Oz already, with its own passes; one more -Oz
    # pass on the linked wasm finds 2 KB brotli more (measured on 3.1.6 and
    # binaryen 108). It renames no import or export, so the glue still fits.
    wasm-opt -Oz "$b/mazeviz.wasm" -o "$out/site/mazeviz.wasm" ||
        die "wasm-opt -Oz of the page's wasm failed"
    cp "$b/web/NotoSansCJKsc-subset.otf" "$out/site/mazeviz-font.otf" # fetched by the page after the first frame
    cp "$top/assets/fonts/OFL.txt" "$out/site/font-license.txt"
    mkdir -p "$out/site/scripts" # the script editor's examples, fetched when chosen
    cp "$top"/data/scripts/*.lua "$out/site/scripts/"
    precompress "$out/site/scripts"
    precompress "$out/site"
    say "site written to $out/site ($(du -sh --exclude='*.br' --exclude='*.gz' "$out/site" | cut -f1), $(cat "$out/site"/*.br | wc -c) bytes brotli; serve it over HTTP, see docs/web.md)"
}

main "$@"
