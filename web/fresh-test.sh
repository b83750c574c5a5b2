#!/usr/bin/env bash
# web/fresh-test.sh - the web build from a fresh checkout whose library cache
# already holds the libraries (issue 28: there build-web/ did not exist yet,
# and web/build.sh stopped at "build-web/cross.ini: No such file or
# directory"). Copies the tracked files into a temporary folder, runs
# MAZEVIZ_WEB_CACHE=CACHE web/build.sh there, and checks that it reused the
# libraries and wrote the site. Skips (77) when CACHE does not hold them
# (fill it first with MAZEVIZ_WEB_CACHE=CACHE web/build.sh).
#
# usage: web/fresh-test.sh CACHE
set -u
cd "$(dirname "$0")/.."
cache=$(cd "${1:?usage: web/fresh-test.sh CACHE}" && pwd) || exit 1
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
fail() { echo "web/fresh-test.sh: FAIL: $*"; exit 1; }

git ls-files -z | xargs -0 tar c | tar x -C "$fresh" || fail "cannot copy the checkout"
[ ! -e "$fresh/build-web" ] || fail "the copy is not fresh: it has build-web/"
(cd "$fresh" && MAZEVIZ_WEB_CACHE=$cache MAZEVIZ_WEB_CACHED_ONLY=1 bash web/build.sh) > "$fresh.log" 2>&1
rc=$?
[ "$rc" -eq 3 ] && { echo "web/fresh-test.sh: skip: $cache does not hold the libraries"; rm -f "$fresh.log"; exit 77; }
[ "$rc" -eq 0 ] || { tail -n 20 "$fresh.log"; rm -f "$fresh.log"; fail "web/build.sh in a fresh checkout: exit $rc"; }
grep -q "^web/build.sh: libraries: reusing $cache/" "$fresh.log" || { cat "$fresh.log"; fail "the libraries were not reused"; }
rm -f "$fresh.log"
[ -s "$fresh/build-web/site/mazeviz.wasm" ] && [ -s "$fresh/build-web/site/index.html" ] ||
    fail "no site in the fresh checkout's build-web/site"
echo "web/fresh-test.sh: ok: a fresh checkout built the site with the cached libraries"
