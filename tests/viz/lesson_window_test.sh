#!/bin/sh
# lesson_window_test.sh - a lesson presented in the real window (issue 18),
# under Xvfb with real key presses and clicks (xdotool). Ctrl+C copies the
# state on screen and also prints it on standard output, which is how this
# test reads the state: PgDn / PgUp move to the next / previous slide and
# each opens the slide's exact state (--slide N --print-state); a click on
# the note goes on; → after the run's end goes on; ↑ / ↓ walk the size
# ladder keeping the algorithm and seed; Ctrl+V opens the copied state.
# Skips (77) when the tools are missing.
#
# usage: lesson_window_test.sh MAZEVIZ WORKDIR LESSON
set -u
exe=$1 work=$2 lesson=$3
for tool in Xvfb xdotool import convert timeout; do
    command -v "$tool" >/dev/null 2>&1 || { echo "skip: $tool is not installed"; exit 77; }
done
mkdir -p "$work"
export SDL_AUDIODRIVER=dummy LC_ALL=C.UTF-8
unset SDL_VIDEODRIVER WAYLAND_DISPLAY LANG
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" # X11's own leaks at exit (see window_test.sh)
xpid= apid=
cleanup() {
    [ -n "$apid" ] && kill "$apid" 2>/dev/null
    [ -n "$xpid" ] && kill "$xpid" 2>/dev/null
}
trap cleanup EXIT
rm -f "$work/display"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" >/dev/null 2>"$work/xvfb.log" &
xpid=$!
i=0
while [ ! -s "$work/display" ] && [ $i -lt 300 ] && kill -0 "$xpid" 2>/dev/null; do sleep 0.1; i=$((i + 1)); done
[ -s "$work/display" ] || { echo "skip: Xvfb did not start"; exit 77; }
export DISPLAY=:$(head -n1 "$work/display")
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

flags="--window 1000x700 --panel off --lang en"
# shellcheck disable=SC2086 # flags are words
"$exe" --lesson "$lesson" $flags > "$work/states.txt" 2> "$work/mazeviz.log" &
apid=$!
wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
[ -n "$wid" ] || { echo "FAIL: no mazeviz window appeared"; exit 1; }
timeout 10 xdotool windowfocus --sync "$wid" || { echo "FAIL: cannot focus the window"; exit 1; }
sleep 1

key() {
    timeout 10 xdotool key --clearmodifiers "$@" || fail "xdotool key $*"
    sleep 0.4
}
# The state on screen: Ctrl+C, then the line it printed.
state() {
    before=$(wc -l < "$work/states.txt")
    key ctrl+c
    i=0
    while [ "$(wc -l < "$work/states.txt")" -le "$before" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
    tail -n 1 "$work/states.txt"
}
# Slide N's state as --print-state gives it with the window's flags.
slide() {
    # shellcheck disable=SC2086
    "$exe" --lesson "$lesson" --slide "$1" $flags --print-state
}
expect() { # what want got
    [ "$3" = "$2" ] && echo "ok $1: $3" || fail "$1: the window shows '$3', want '$2'"
}

expect "slide 1 at start" "$(slide 1)" "$(state)"
key Next
expect "PgDn: slide 2" "$(slide 2)" "$(state)"
key Next
expect "PgDn: slide 3" "$(slide 3)" "$(state)"
key Prior
expect "PgUp: slide 2 as prepared" "$(slide 2)" "$(state)"
# A click on the note (the strip across the top with the panel off) goes on.
timeout 10 xdotool mousemove --window "$wid" 500 20 click 1 || fail "xdotool click"
sleep 0.5
expect "click on the note: slide 3" "$(slide 3)" "$(state)"
# Enter finishes the run; then → goes on to the next slide.
key Return
sleep 1
key Right
expect "→ at the end: slide 4" "$(slide 4)" "$(state)"
timeout 10 import -window root "$work/slide4.png" || fail "import"

# B (a remote's "blank"): the screen goes black; the next key brings the same slide back.
key b
sleep 0.5
timeout 10 import -window "$wid" "$work/blank.png" || fail "import"
mean=$(convert "$work/blank.png" -colorspace gray -format '%[fx:mean]' info:)
awk -v m="$mean" 'BEGIN { exit !(m < 0.01) }' && echo "ok B: blank (mean $mean)" || fail "B: the window is not black (mean $mean)"
key x
expect "a key after B: slide 4 again" "$(slide 4)" "$(state)"

# The size ladder: ↑ a bigger maze, ↓ back to as many rows; the algorithm and the seed stay.
before=$(state)
key Up
after=$(state)
size0=$(echo "$before" | sed 's/.*size=\([0-9x]*\).*/\1/') size1=$(echo "$after" | sed 's/.*size=\([0-9x]*\).*/\1/')
[ "${size1#*x}" -gt "${size0#*x}" ] 2>/dev/null || fail "↑: size $size0 -> $size1, want more rows"
[ "$(echo "$after" | sed 's/&size=[0-9x]*//; s/&step=[0-9]*//')" = "$(echo "$before" | sed 's/&size=[0-9x]*//; s/&step=[0-9]*//; s/&until=[^&]*//')" ] ||
    fail "↑ changed more than the size: '$before' -> '$after'"
key Down
down=$(state)
size2=$(echo "$down" | sed 's/.*size=\([0-9x]*\).*/\1/')
# the ladder's rungs are rows; the columns follow the maze area's shape (square cells)
[ "${size2#*x}" = "${size0#*x}" ] && echo "ok size ladder: $size0 -> $size1 -> $size2" ||
    fail "↓ after ↑: size $size2, want ${size0#*x} rows again"

# Ctrl+V: the copied state comes back after N (a new maze).
key space
copied=$(state)
key n
key ctrl+v
expect "Ctrl+V: the copied state" "$copied" "$(state)"

kill "$apid" 2>/dev/null
wait "$apid" 2>/dev/null
apid=
[ $fails -eq 0 ] && echo "all lesson window checks passed" || { echo "$fails failure(s)"; exit 1; }
