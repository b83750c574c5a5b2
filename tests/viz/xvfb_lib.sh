# xvfb_lib.sh - sourced by the tests that drive the real window (window_test.sh,
# lesson_window_test.sh, exercise_window_test.sh, soak_window.sh).
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
# UTF-8, no leak report, and on exit the app (apid) and Xvfb (xpid) ended;
# it defines fail MESSAGE: prints FAIL and exits 1.
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
    fail() { echo "FAIL: $*"; exit 1; } # the caller's (others, which keep their own, do not call this)
}
xvfb_cleanup() {
    [ -n "$apid" ] && kill "$apid" 2>/dev/null
    [ -n "$xpid" ] && kill "$xpid" 2>/dev/null
}
