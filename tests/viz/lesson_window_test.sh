#!/bin/sh
# lesson_window_test.sh - a lesson presented in the real window (issue 18),
# under Xvfb with real key presses and clicks (xdotool). Ctrl+C copies the
# state on screen and also prints it on standard output, which is how this
# test reads the state: PgDn / PgUp move to the next / previous slide and
# each opens the slide's exact state (--slide N --print-state); a click on
# the note goes on; → after the run's end goes on; ↑ / ↓ walk the size
# ladder keeping the algorithm and seed; Ctrl+V opens the copied state; Q
# ends the lesson only when pressed twice. Skips (77) when the tools are missing.
#
# usage: lesson_window_test.sh MAZEVIZ WORKDIR LESSON
set -u
exe=$1 work=$2 lesson=$3
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
. "${0%/*}/xvfb_lib.sh"
xvfb_window_test "$work" Xvfb xdotool import convert timeout
unset LANG
xvfb_start "$work" 1280x800x24

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
# Waits until two readings of the state agree (a run finishing over frames has ended).
settle() {
    last=$(state) i=0
    while [ $i -lt 20 ]; do
        now=$(state)
        [ "$now" = "$last" ] && return
        last=$now i=$((i + 1))
    done
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
# Enter finishes the run (over frames: on a busy machine it may take several); then → goes on.
key Return
settle
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
case $copied in *step=*) ;; *) key space && copied=$(state) ;; esac # Space paused it (a busy machine: it was)
key n
key ctrl+v
expect "Ctrl+V: the copied state" "$copied" "$(state)"

# The control bar. The buttons' centres, found from the frames (the panel heading's
# colour, #FFDC78 in the classic theme) in the window's bottom 160 rows, in order.
buttons() {
    timeout 10 import -window "$wid" "$work/bar.png" || fail "import"
    h=$(identify -format %h "$work/bar.png")
    convert "$work/bar.png" -crop "x160+0+$((h - 160))" +repage -depth 8 txt:- | awk -v top=$((h - 160)) '
        { split($1, p, /[,:]/); x = p[1]; y = p[2]; gold = ($0 ~ /#FFDC78/) }
        gold { rowc[y]++; col[y, x] = 1 }
        END {
            for (y = 0; y < 160; y++) if (rowc[y] > 60) { if (!inrow) { t[++nr] = y; inrow = 1 } ; b[nr] = y } else inrow = 0
            for (r = 1; r < nr; r += 2) { # a row of buttons: a top frame line, then a bottom one
                mid = int((t[r] + b[r + 1]) / 2); run = 0; left = -1
                for (x = 0; x < 1000; x++) {
                    if ((mid, x) in col) { if (left >= 0 && x - left > 20) print int((left + x) / 2), mid + top; left = x }
                }
            }
        }'
}
click_button() { # index (0-based) in the bar's order; the pointer moves first, so the bar shows
    timeout 10 xdotool mousemove --window "$wid" 480 690 mousemove --window "$wid" 500 690 || fail "mousemove"
    sleep 0.5
    xy=$(buttons | sed -n "$(($1 + 1))p")
    [ -n "$xy" ] || { fail "no button $1 in the bar"; return; }
    # finding it took a while: move again so the bar is on screen when the click comes
    timeout 10 xdotool mousemove --window "$wid" 480 690 mousemove --window "$wid" 500 690 || fail "mousemove"
    sleep 0.3
    # shellcheck disable=SC2086
    timeout 10 xdotool mousemove --window "$wid" $xy || fail "mousemove to button $1"
    sleep 0.4 # a frame draws the bar where the pointer now is, so the click finds the button
    timeout 10 xdotool click 1 || fail "click on button $1"
    sleep 0.6
}
hud_crop() { # the window's bottom 160 rows, and the rest above
    timeout 10 import -window "$wid" "$work/$1.png" || fail "import"
    h=$(identify -format %h "$work/$1.png")
    convert "$work/$1.png" -crop "x160+0+$((h - 160))" +repage "$work/$1-bottom.png"
    convert "$work/$1.png" -crop "x$((h - 160))+0+0" +repage "$work/$1-top.png"
}
paused=$(state) # Ctrl+V opened the state paused at its step
timeout 10 xdotool mousemove --window "$wid" 990 10 || fail "mousemove"
sleep 3.5 # no movement: the bar hides
hud_crop hidden
[ "$(buttons | wc -l)" -eq 0 ] || fail "the bar shows before the pointer moved"
i=0 nb=0
while [ "$nb" -lt 9 ] && [ $i -lt 10 ]; do # the bar shows within a frame or so of a move; a busy machine: more
    timeout 10 xdotool mousemove --window "$wid" 490 690 mousemove --window "$wid" 500 690 || fail "mousemove"
    sleep 0.6
    hud_crop shown
    nb=$(buttons | wc -l) i=$((i + 1))
done
[ "$nb" -ge 9 ] && echo "ok the bar shows $nb buttons when the pointer moves" || fail "the bar shows $nb buttons, want 11"
cmp -s "$work/hidden-top.png" "$work/shown-top.png" 2>/dev/null ||
    [ "$(compare -metric AE "$work/hidden-top.png" "$work/shown-top.png" null: 2>&1)" = 0 ] &&
    echo "ok the bar covers nothing above the HUD" || fail "the bar changed pixels above the HUD (the maze)"
step0=$(echo "$paused" | sed 's/.*step=\([0-9]*\).*/\1/')
click_button 2
s=$(state)
step1=$(echo "$s" | sed 's/.*step=\([0-9]*\).*/\1/')
[ "$step1" = $((step0 + 1)) ] && echo "ok step button: step $step0 -> $step1" || fail "step button: '$paused' -> '$s'"
rows0=$(echo "$s" | sed 's/.*size=[0-9]*x\([0-9]*\).*/\1/')
key minus # slower (1 step every 8 frames), so the new maze's run is still going when the play button is tried
key minus
key minus
click_button 10 # size +: the last of pause, back, step, the two slides, slower, faster, new, algorithm, size -
s=$(state)
rows1=$(echo "$s" | sed 's/.*size=[0-9]*x\([0-9]*\).*/\1/')
[ "$rows1" -gt "$rows0" ] && echo "ok size + button: $rows0 -> $rows1 rows" || fail "size + button: rows $rows0 -> $rows1"
click_button 0 # the new maze runs; play/pause pauses it
s1=$(state)
click_button 0
sleep 1
s2=$(state)
[ "$s1" != "$s2" ] && echo "ok play button: '$s1' -> '$s2'" || fail "play button: the run did not move ($s1)"
timeout 10 xdotool mousemove --window "$wid" 990 10 || fail "mousemove"
sleep 3.5
[ "$(buttons | wc -l)" -eq 0 ] && echo "ok the bar hides after 3 s without movement" || fail "the bar still shows when idle"

# Q in a lesson is guarded as Esc is: the first Q only says "Q again ends the lesson", a second
# one (while that shows) ends it with status 0.
key q
sleep 1
kill -0 "$apid" 2>/dev/null && echo "ok one Q keeps the lesson" || fail "one Q ended the lesson"
key q
i=0
while kill -0 "$apid" 2>/dev/null && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
if kill -0 "$apid" 2>/dev/null; then
    fail "a second Q did not end the lesson"
    kill "$apid" 2>/dev/null
    wait "$apid" 2>/dev/null
else
    wait "$apid"
    rc=$?
    [ $rc -eq 0 ] && echo "ok Q Q ends the lesson" || fail "Q Q: exit $rc"
fi
apid=
[ $fails -eq 0 ] && echo "all lesson window checks passed" || { echo "$fails failure(s)"; exit 1; }
