#!/usr/bin/env bash
# skip_test.sh - a test that cannot run must exit 77 (meson's "skipped"),
# never 0 (a pass that checked nothing) or 1 (a failure that is not one).
# Runs the window test twice: with no tools on PATH, and with an Xvfb that
# cannot start.
#
# usage: skip_test.sh WINDOW_TEST MAZEVIZ WORKDIR
set -u
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
fails=0
expect_skip() { # what
    PATH=$bin /bin/sh "$win" "$exe" "$work" > "$bin/out" 2>&1
    local rc=$?
    if [ "$rc" -ne 77 ]; then
        echo "FAIL: window_test.sh $1 exited $rc, want 77 (skip):"
        cat "$bin/out"
        fails=$((fails + 1))
    else
        echo "ok: window_test.sh $1 exits 77: $(head -n1 "$bin/out")"
    fi
}
win=$1 exe=$2 work=$3
expect_skip "without its tools"
for tool in xdotool import convert compare identify timeout sleep head cat mkdir rm dirname; do
    ln -s "$(command -v "$tool" || echo /bin/false)" "$bin/$tool"
done
printf '#!/bin/sh\necho "no X server for you" >&2\nexit 1\n' > "$bin/Xvfb"
chmod +x "$bin/Xvfb"
expect_skip "when Xvfb cannot start"
[ "$fails" -eq 0 ]
