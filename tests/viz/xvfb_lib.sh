# xvfb_lib.sh - sourced by the tests that drive the real window under Xvfb
# (window_test.sh, the lesson, exercise, edit, class, challenge menu, script
# state and solver script window tests, soak_window.sh).
#
# xvfb_start WORK SCREEN: starts Xvfb at SCREEN (WxHxD) on a display it picks
# itself (it writes the number once it is ready), sets xpid for the caller's
# cleanup and exports DISPLAY. No X server, no test: skips (exit 77) rather
# than fails, as for a missing tool.
xvfb_start() {
    rm -f "$1/display"
    Xvfb -displayfd 3 -screen 0 "$2" -nolisten tcp 3>"$1/display" >/dev/null 2>"$1/xvfb.log" &
    xpid=$!
    xvfb_i=0
    while [ ! -s "$1/display" ] && [ $xvfb_i -lt 300 ] && kill -0 "$xpid" 2>/dev/null; do
        sleep 0.1
        xvfb_i=$((xvfb_i + 1))
    done
    [ -s "$1/display" ] || { echo "skip: Xvfb did not start"; cat "$1/xvfb.log"; exit 77; }
    DISPLAY=:$(head -n1 "$1/display")
    export DISPLAY
}

# xvfb_window_test WORK TOOL...: the common start of a window test - each
# tool installed (else skip, 77), WORK made, SDL on X with the dummy audio,
# UTF-8, no leak report (under AddressSanitizer X11's libraries, D-Bus and
# the GL driver leak a few bytes at exit that are not ours; mazeviz's own
# leaks are checked by the tests that draw without X), and on exit the app
# (apid), Xvfb (xpid) and whatever the caller's xvfb_more_cleanup kills
# ended. Unless the caller has its own fail (one that also prints a log, or
# counts failures and goes on), it defines fail MESSAGE: prints FAIL, exits 1.
xvfb_window_test() {
    xvfb_work=$1
    shift
    for tool in "$@"; do
        command -v "$tool" >/dev/null 2>&1 || { echo "skip: $tool is not installed"; exit 77; }
    done
    mkdir -p "$xvfb_work"
    export SDL_AUDIODRIVER=dummy
    unset SDL_VIDEODRIVER WAYLAND_DISPLAY
    export LC_ALL=C.UTF-8
    export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
    xpid= apid=
    trap xvfb_cleanup EXIT
    command -v fail >/dev/null 2>&1 || fail() { echo "FAIL: $*"; exit 1; }
}
xvfb_cleanup() {
    command -v xvfb_more_cleanup >/dev/null 2>&1 && xvfb_more_cleanup
    [ -n "$apid" ] && kill "$apid" 2>/dev/null
    [ -n "$xpid" ] && kill "$xpid" 2>/dev/null
}
