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
