#!/usr/bin/env bash
# web/test.sh - the web edition's browser test (web/test.js): installs what it
# needs (Debian's chromium and npm, then from the npm registry into
# build-web/npm: playwright-core, axe-core for the accessibility audit and
# jsqr to read the share dialog's QR code back; no browser is ever
# downloaded) and runs it against
# build-web/site (made by web/build.sh). Prints one line per check and ends
# with "web: N passed, N failed"; exits non-zero when a check failed.
#
# usage: web/test.sh [NATIVE_MAZEVIZ]   (default build/mazeviz, when it exists:
#        the page's maze is then compared with the desktop program's, and
#        web/class_test.js runs a class on its --serve)
set -u
cd "$(dirname "$0")/.."
PLAYWRIGHT=${MAZEVIZ_PLAYWRIGHT:-playwright-core@1.59.1} # node 18 (Debian 12) and Debian's chromium; or a local .tgz
NPM_PACKAGES=("$PLAYWRIGHT" axe-core@4.11.0 jsqr@1.4.0)
export DEBIAN_FRONTEND=noninteractive
if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
apt_get() {
    if command -v flock > /dev/null; then $SUDO flock /tmp/apt.lock apt-get "$@"; else $SUDO apt-get "$@"; fi
}
fail() { echo "web/test.sh: $*" >&2; echo "web: 0 passed, 1 failed"; exit 1; }

[ -f build-web/site/mazeviz.wasm ] || fail "no site in build-web/site: run bash web/build.sh first"
need=()
[ -x /usr/lib/chromium/chromium ] || need+=(chromium)
command -v npm > /dev/null || need+=(npm)
command -v node > /dev/null || need+=(nodejs)
if [ ${#need[@]} -gt 0 ]; then
    log=$(mktemp)
    { apt_get update -qq && apt_get install -y -qq --no-install-recommends "${need[@]}"; } > "$log" 2>&1 ||
        { tail -n 20 "$log"; fail "installing ${need[*]} failed (log above)"; }
    rm -f "$log"
fi
if [ ! -f build-web/npm/node_modules/playwright-core/package.json ] || [ ! -f build-web/npm/node_modules/axe-core/axe.min.js ] ||
    [ ! -f build-web/npm/node_modules/jsqr/package.json ]; then
    mkdir -p build-web/npm
    npm install --prefix build-web/npm --no-save --no-audit --no-fund --loglevel=error "${NPM_PACKAGES[@]}" \
        > build-web/npm/install.log 2>&1 || { tail -n 20 build-web/npm/install.log; fail "npm install ${NPM_PACKAGES[*]} failed"; }
fi
native=${1:-build/mazeviz}
[ -x "$native" ] || native=
export NODE_PATH=$PWD/build-web/npm/node_modules
node web/test.js build-web/site $native | tee build-web/test-page.log
# The class pages (web/class_test.js) need the native program's class server (--serve; it skips without libwebsockets).
if [ -n "$native" ]; then
    node web/class_test.js build-web/site "$native" | tee build-web/test-class.log
else
    echo "class pages: skipped (no native mazeviz with --serve)" | tee build-web/test-class.log
fi
read -r p1 f1 < <(sed -n 's/^web: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' build-web/test-page.log | tail -n 1)
read -r p2 f2 < <(sed -n 's/^class pages: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' build-web/test-class.log | tail -n 1)
[ -n "${f1:-}" ] || { p1=0 f1=1; }
grep -q '^class pages: skipped' build-web/test-class.log && { p2=0 f2=0; }
[ -n "${f2:-}" ] || { p2=0 f2=1; }
echo "web: $((p1 + p2)) passed, $((f1 + f2)) failed"
[ $((f1 + f2)) = 0 ]
