#!/bin/sh
# window_test.sh - the real binary in a real X server (Xvfb), driven by real
# key presses (xdotool), checked by screenshots (ImageMagick) and the window
# title. Skips (77) when those tools are not installed.
#
# usage: window_test.sh MAZEVIZ WORKDIR
set -u
exe=$1
work=$2
. "${0%/*}/xvfb_lib.sh"
xvfb_window_test "$work" Xvfb xdotool import convert compare identify timeout
seed=${MAZEVIZ_TEST_SEED:-7}
echo "seed $seed"
xvfb_start "$work" 1024x768x24
echo "DISPLAY=$DISPLAY"

# Pixels of one colour (#RRGGBB) in a screenshot.
count() {
    convert "$1" -format %c histogram:info:- | awk -v c="$2" 'index($0, c) { n += $1 } END { print n + 0 }'
}

n=0
shot() {
    n=$((n + 1))
    last="$work/window-$n.png"
    timeout 30 import -window root "$last" || fail "import failed"
}

key() {
    timeout 10 xdotool key --clearmodifiers "$@" || fail "xdotool key $*"
    sleep 0.4
}

# Polls the title until it is $1 (the loop sets it in the frame the key lands).
wait_title() {
    i=0
    while [ "$(xdotool getwindowname "$wid" 2>/dev/null)" != "$1" ] && [ $i -lt 100 ]; do
        sleep 0.1
        i=$((i + 1))
    done
    title=$(xdotool getwindowname "$wid")
    [ "$title" = "$1" ] || fail "title is '$title', want '$1'"
}

rm -f "$work"/mazeviz-*.gif
"$exe" --seed "$seed" --size 30x20 --speed 4 --record-dir "$work" 2>"$work/mazeviz.log" &
apid=$!
wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
[ -n "$wid" ] || fail "no mazeviz window appeared"
timeout 10 xdotool windowfocus --sync "$wid" || fail "cannot focus the window"
wait_title "mazeviz — Wilson's algorithm"
sleep 1

# Pause: two shots apart in time are the same picture (once an erased
# loop's ghost has faded: it lasts 0.5 s of real time).
key space
sleep 0.7
shot
paused=$last
sleep 1
shot
[ "$(compare -metric AE "$paused" "$last" null: 2>&1)" = "0" ] || fail "picture changed while paused"

# Step until the walk shows yellow, with green tentative walls.
i=0
while [ "$(count "$last" '#FFFF00')" -eq 0 ] && [ $i -lt 30 ]; do
    key Right Right Right
    shot
    i=$((i + 1))
done
[ "$(count "$last" '#FFFF00')" -gt 0 ] || fail "no yellow walk while stepping"
[ "$(count "$last" '#008C00')" -gt 0 ] || fail "no green tentative walls"
[ "$(count "$last" '#FF0000')" -gt 0 ] || fail "no red border"
before=$last
key period
shot
[ "$(compare -metric AE "$before" "$last" null: 2>&1)" != "0" ] || fail "'.' did not step"

# '2' switches to the second algorithm; Enter finishes it; the banner shows.
key 2
wait_title "mazeviz — Recursive backtracker"
key Return
i=0
shot
while [ "$(count "$last" '#FAF0E6')" -lt 1000 ] && [ $i -lt 30 ]; do
    sleep 0.3
    shot
    i=$((i + 1))
done
[ "$(count "$last" '#FAF0E6')" -gt 1000 ] || fail "no banner after Enter"
[ "$(count "$last" '#0000FF')" -gt 100000 ] || fail "finished maze is not blue"
[ "$(count "$last" '#FFFF00')" -eq 0 ] || fail "yellow left after finishing"
[ "$(count "$last" '#EB64C8')" -eq 0 ] || fail "stack colour left after finishing"
cp "$last" "$work/window-finished.png"

# L switches the whole window to Chinese, the title too; L again back to English.
key l
wait_title "mazeviz — 递归回溯（深度优先）"
key l
wait_title "mazeviz — Recursive backtracker"

# ← steps back from the finished maze: the banner goes, the stack colour returns.
key Left Left Left Left Left
shot
[ "$(count "$last" '#EB64C8')" -gt 0 ] || fail "← did not bring the stack back"
key Home
shot
[ "$(count "$last" '#0000FF')" -lt 10000 ] || fail "Home did not go back to step 0"

# S solves the maze (finishing it first), Enter finishes the solver: the path's colour shows;
# D colours by distance: many shades of the green ramp, and the longest path on top.
ramp() {
    convert "$1" -format %c histogram:info:- | awk -F'[(,)]' '
        { r = $2 + 0; g = $3 + 0; b = $4 + 0 }
        g >= 120 && r <= 200 && b >= 60 && b <= 200 && g - r >= 55 && g - b >= 55 && $1 + 0 > 20 { n++ }
        END { print n + 0 }'
}
key s
wait_title "mazeviz — Breadth-first search"
key Return
sleep 0.5
shot
[ "$(count "$last" '#E6003C')" -gt 1000 ] || fail "S then Enter: no path colour"
cp "$last" "$work/window-solved.png"
key d
wait_title "mazeviz — Distance colouring and the longest path"
key Return
sleep 0.5
shot
shades=$(ramp "$last")
[ "$shades" -ge 10 ] || fail "D: only $shades shades of the distance ramp"
[ "$(count "$last" '#E6003C')" -gt 1000 ] || fail "D: no longest path"
cp "$last" "$work/window-distance.png"
echo "ok: solved; distance ramp in $shades shades"
key d
wait_title "mazeviz — Recursive backtracker"

# Shift+G starts recording the left column (here the whole window: no panel at
# 1024 wide), G saves a GIF that decodes (identify reads every frame); the plain
# G records the maze alone (gif_test checks that).
# (A build without giflib only says so; MAZEVIZ_TEST_GIF=0 then.)
if [ "${MAZEVIZ_TEST_GIF:-1}" = 1 ]; then
    key 1
    wait_title "mazeviz — Wilson's algorithm"
    key space
    key shift+g
    sleep 1.5
    key g
    i=0
    while ! grep -q "saved " "$work/mazeviz.log" && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
    gif="$work/mazeviz-wilson-$seed-1.gif"
    [ -s "$gif" ] || fail "G ... G did not save $gif: $(cat "$work/mazeviz.log")"
    frames=$(identify "$gif" 2>/dev/null | wc -l)
    [ "$frames" -ge 2 ] || fail "$gif does not decode into frames ($frames)"
    size=$(identify -format '%W %H\n' "$gif" | head -n1)
    eval "$(xdotool getwindowgeometry --shell "$wid")"
    [ "$size" = "$WIDTH $HEIGHT" ] || fail "$gif is $size, not the window's $WIDTH $HEIGHT"
    echo "ok: recorded $frames frames into $gif"
fi

# C splits the window into panes (their background is the panel colour, which a
# 1024-wide single maze does not show); C again goes back. U opens the lab (192
# thumbnails in the finished maze colour under the panel-coloured figures); Esc back.
single=$(xdotool getwindowname "$wid")
key c
wait_title "mazeviz — compare"
shot
[ "$(count "$last" '#18181E')" -gt 100000 ] || fail "C did not show panes"
key c
wait_title "$single"
shot
[ "$(count "$last" '#18181E')" -lt 1000 ] || fail "C again did not go back to one maze"
key u
wait_title "mazeviz — uniformity lab: ${single#mazeviz — }"
sleep 1
shot
[ "$(count "$last" '#18181E')" -gt 20000 ] && [ "$(count "$last" '#0000FF')" -gt 50000 ] ||
    fail "U did not show the lab"
key Escape
wait_title "$single"
kill -0 "$apid" 2>/dev/null || fail "Esc in the lab quit the app"
echo "ok: C shows panes, U the lab, both go back"

# q quits with status 0.
key q
i=0
while kill -0 "$apid" 2>/dev/null && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
kill -0 "$apid" 2>/dev/null && fail "q did not quit"
wait "$apid"
rc=$?
apid=
[ $rc -eq 0 ] || fail "mazeviz exited with $rc: $(cat "$work/mazeviz.log")"
# --fullscreen fills the screen even without a window manager (Xvfb has none).
"$exe" --seed "$seed" --fullscreen 2>"$work/mazeviz-full.log" &
apid=$!
wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
[ -n "$wid" ] || fail "no fullscreen window appeared"
sleep 1
geom=$(xdotool getwindowgeometry "$wid" | awk '/Geometry/ { print $2 }')
[ "$geom" = "1024x768" ] || fail "--fullscreen window is $geom, want the screen's 1024x768"
kill "$apid"
wait "$apid" 2>/dev/null
apid=

# --until opens paused on an erased loop: its cells stay red (still 2 s later); → moves on
# and they fade; PgDn runs to the next erased loop, PgUp back to this one. N is the first
# erasing step of the trace whose next step erases nothing.
ghost() { # pixels of the blended loop ghost (red over cream), not the pure red border
    convert "$1" -format %c histogram:info:- | awk -F'[(,)]' '
        { r = $2 + 0; g = $3 + 0; b = $4 + 0 } r >= 230 && g >= 50 && g <= 110 && b >= 50 && b <= 110 { n += $1 }
        END { print n + 0 }'
}
"$exe" --headless --trace --size 20x15 --seed "$seed" > "$work/trace.txt" || fail "--trace failed"
nth=$(awk -F'\t' '{ e[NR] = index("," $3 ",", ",loop-erased,") > 0 }
    END { for (i = 1; i < NR; i++) { k += e[i]; if (e[i] && !e[i + 1]) { print k; exit } } }' "$work/trace.txt")
[ -n "$nth" ] || fail "no erased loop followed by a plain step in the trace"
"$exe" --seed "$seed" --size 20x15 --window 800x600 --until "loop-erased:$nth" 2>"$work/mazeviz-until.log" &
apid=$!
wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
[ -n "$wid" ] || fail "no window with --until"
timeout 10 xdotool windowfocus --sync "$wid" || fail "cannot focus the --until window"
sleep 1
shot
here=$(ghost "$last")
[ "$here" -gt 100 ] || fail "--until loop-erased:$nth: no red loop ($here pixels)"
first=$last
sleep 2
shot
[ "$(compare -metric AE "$first" "$last" null: 2>&1)" = "0" ] || fail "the paused picture changed (did the loop fade?)"
key Right
sleep 1
shot
[ "$(ghost "$last")" -eq 0 ] || fail "one step on, the loop is still drawn ($(ghost "$last") pixels)"
key Next
sleep 1
shot
[ "$(ghost "$last")" -gt 0 ] || fail "PgDn: no red loop at the next erased loop"
key Prior
sleep 1
shot
[ "$(ghost "$last")" -eq "$here" ] || fail "PgUp: $(ghost "$last") red pixels, $here at the --until step"
kill "$apid"
wait "$apid" 2>/dev/null
apid=
echo "ok: --until, the loop that stays, PgDn and PgUp"

# --steps K (a web link's step=K) opens at step K, paused: the backtracker's stack shows and stays.
"$exe" --seed "$seed" --algo backtracker --size 30x20 --steps 40 2>"$work/mazeviz-steps.log" &
apid=$!
wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
[ -n "$wid" ] || fail "--steps 40: no window appeared: $(cat "$work/mazeviz-steps.log")"
sleep 1
shot
at40=$last
[ "$(count "$at40" '#EB64C8')" -gt 0 ] || fail "--steps 40: no stack on screen"
sleep 1
shot
[ "$(compare -metric AE "$at40" "$last" null: 2>&1)" = "0" ] || fail "--steps 40: the window is not paused"
kill "$apid"
wait "$apid" 2>/dev/null
apid=
# Predict mode with keys: the window asks before each step; the line the trace says runs
# next is right (its verdict row shows briefly: the step has played 1.5 s later), another
# line is wrong (its verdict stays longer: still up 1.2 s later, the step played by 4 s).
top_white() { # white pixels of the question row (a verdict draws it white), left half
    convert "$1" -crop "400x50+$wx+$wy" -format %c histogram:info:- | awk 'index($0, "#FFFFFF") { n += $1 } END { print n + 0 }'
}
"$exe" --headless --trace --algo backtracker --size 12x8 --seed "$seed" > "$work/trace-bt.txt" || fail "--trace backtracker failed"
l1=$(awk -F'\t' 'NR == 1 { print $2 }' "$work/trace-bt.txt")
l2=$(awk -F'\t' 'NR == 2 { print $2 }' "$work/trace-bt.txt")
wrong=$((l2 % 4 + 1))
"$exe" --seed "$seed" --algo backtracker --size 12x8 --window 800x600 --predict 2>"$work/mazeviz-predict.log" &
apid=$!
wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
[ -n "$wid" ] || fail "--predict: no window appeared: $(cat "$work/mazeviz-predict.log")"
timeout 10 xdotool windowfocus --sync "$wid" || fail "cannot focus the predict window"
wx=$(xdotool getwindowgeometry "$wid" | awk -F'[ ,]+' '/Position/ { print $3 }')
wy=$(xdotool getwindowgeometry "$wid" | awk -F'[ ,]+' '/Position/ { print $4 }')
wait_title "mazeviz — predict: Recursive backtracker"
sleep 1
shot
asked=$last
[ "$(top_white "$asked")" -lt 8000 ] || fail "predict: the question row is white before any answer"
sleep 1
shot
[ "$(compare -metric AE "$asked" "$last" null: 2>&1)" = "0" ] || fail "predict: the maze moved before an answer"
timeout 10 xdotool key --clearmodifiers "$l1" || fail "xdotool key $l1"
sleep 0.3
shot
[ "$(top_white "$last")" -gt 8000 ] || fail "predict: no verdict after the right line $l1"
sleep 1.5
shot
[ "$(top_white "$last")" -lt 8000 ] || fail "predict: the right answer's verdict still shows after 1.8 s"
[ "$(compare -metric AE "$asked" "$last" null: 2>&1)" != "0" ] || fail "predict: the step did not play after the answer"
played=$last
timeout 10 xdotool key --clearmodifiers "$wrong" || fail "xdotool key $wrong"
sleep 1.2
shot
[ "$(top_white "$last")" -gt 8000 ] || fail "predict: the wrong line $wrong (line $l2 runs) shows no verdict 1.2 s on"
sleep 2.5
shot
[ "$(top_white "$last")" -lt 8000 ] || fail "predict: the wrong answer's verdict still shows after 3.7 s"
[ "$(compare -metric AE "$played" "$last" null: 2>&1)" != "0" ] || fail "predict: the step did not play after the wrong answer"
key a
wait_title "mazeviz — Recursive backtracker"
kill "$apid"
wait "$apid" 2>/dev/null
apid=
echo "ok: predict mode with keys (line $l1 right, $wrong wrong)"

# Play with the arrow keys: an arrow into a wall leaves the marker (orange) where it is;
# the BFS path's arrows (read off --solve bfs's dots) reach the goal, and the question
# row turns into the white verdict.
marker_box() { # the bounding box of the marker's orange (and the legend's swatch)
    convert "$1" -fill black +opaque '#FF8000' -fill white -opaque '#FF8000' -format %@ info:
}
"$exe" --headless --algo backtracker --size 8x5 --seed "$seed" --solve bfs > "$work/play.txt" || fail "--solve bfs failed"
moves=$(awk '{ g[NR - 1] = $0 } END {
    x = 1; y = 1; px = -1; py = -1; h = NR - 1; w = length(g[0])
    split("1 0 Right -1 0 Left 0 1 Down 0 -1 Up", d, " ")
    while (!(x == w - 2 && y == h - 1) && steps++ < 1000) {
        for (k = 0; k < 4; k++) {
            dx = d[3 * k + 1]; dy = d[3 * k + 2]; nx = x + 2 * dx; ny = y + 2 * dy
            if (substr(g[y + dy], x + dx + 1, 1) == "." && substr(g[ny], nx + 1, 1) == "." && !(nx == px && ny == py)) {
                printf "%s ", d[3 * k + 3]; px = x; py = y; x = nx; y = ny; break
            }
        }
    } }' "$work/play.txt")
[ -n "$moves" ] || fail "play: no path read from --solve bfs"
nmoves=$(echo $moves | wc -w)
"$exe" --seed "$seed" --algo backtracker --size 8x5 --window 800x600 --play 2>"$work/mazeviz-play.log" &
apid=$!
wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
[ -n "$wid" ] || fail "--play: no window appeared: $(cat "$work/mazeviz-play.log")"
timeout 10 xdotool windowfocus --sync "$wid" || fail "cannot focus the play window"
wx=$(xdotool getwindowgeometry "$wid" | awk -F'[ ,]+' '/Position/ { print $3 }')
wy=$(xdotool getwindowgeometry "$wid" | awk -F'[ ,]+' '/Position/ { print $4 }')
wait_title "mazeviz — solve it yourself: Recursive backtracker"
sleep 1
shot
at_start=$(marker_box "$last")
key Left Up
shot
[ "$(marker_box "$last")" = "$at_start" ] || fail "play: Left, Up into the border moved the marker ($at_start -> $(marker_box "$last"))"
[ "$(top_white "$last")" -lt 8000 ] || fail "play: a verdict before the goal"
for m in $moves; do
    timeout 10 xdotool key --clearmodifiers "$m" || fail "xdotool key $m"
    sleep 0.1
done
sleep 0.5
shot
[ "$(marker_box "$last")" != "$at_start" ] || fail "play: the marker did not move along the path"
[ "$(top_white "$last")" -gt 8000 ] || fail "play: no goal verdict after the shortest path's $nmoves moves"
kill "$apid"
wait "$apid" 2>/dev/null
apid=
echo "ok: play with the arrow keys ($nmoves moves to the goal)"

# A recording that cannot be written (the file size limit; a full disk the same) says so on
# stderr at once; the next G says it failed instead of starting another; q exits 1. It failed
# silently, the next G started a new recording, and q exited 0.
if [ "${MAZEVIZ_TEST_GIF:-1}" = 1 ]; then
    mkdir -p "$work/limited" && rm -f "$work/limited"/mazeviz-*
    (ulimit -f 8; exec "$exe" --seed "$seed" --size 30x20 --record-dir "$work/limited") 2>"$work/mazeviz-limited.log" &
    apid=$!
    wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
    [ -n "$wid" ] || fail "no window for the limited recording"
    timeout 10 xdotool windowfocus --sync "$wid" || fail "cannot focus the window"
    key g
    i=0
    while ! grep -q "recording failed" "$work/mazeviz-limited.log" && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
    grep -q "^mazeviz: recording failed: .*File too large.*; nothing saved$" "$work/mazeviz-limited.log" ||
        fail "a recording that cannot be written says nothing: $(cat "$work/mazeviz-limited.log")"
    key g
    [ "$(grep -c "^mazeviz: recording [0-9]*x[0-9]* at" "$work/mazeviz-limited.log")" -eq 1 ] ||
        fail "the G after a failed recording started another: $(cat "$work/mazeviz-limited.log")"
    grep -q "^mazeviz: the recording had failed" "$work/mazeviz-limited.log" ||
        fail "the G after a failed recording does not say it failed: $(cat "$work/mazeviz-limited.log")"
    key q
    wait "$apid"
    rc=$?
    apid=
    [ $rc -eq 1 ] || fail "q after a failed recording exited $rc, want 1"
    [ -z "$(ls "$work/limited")" ] || fail "a failed recording left $(ls "$work/limited")"
    echo "ok: a failed recording says so, the next G reports it, exit 1"
fi
echo "ok: $n screenshots in $work"
