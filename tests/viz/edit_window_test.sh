#!/bin/sh
# edit_window_test.sh - the editor in the real window (issue 33) under Xvfb,
# edited by real clicks (xdotool) on a 6x4 maze: a click on a wall toggles
# it, a drag along a row of walls draws or erases them all as the first
# toggle went, Ctrl+Z undoes the stroke and Ctrl+Y redoes it, Ctrl+S saves.
# Each save (--format json) is compared with the maze --headless --format
# json writes, changed independently here (awk on the passages), and the
# saved file loads back identical (--load, --format json). Where the walls
# are comes from a --screenshot of the same settings (the maze's red
# border). Skips (77) when the tools are not installed.
#
# usage: edit_window_test.sh MAZEVIZ WORKDIR
set -u
exe=$1
work=$2
. "${0%/*}/xvfb_lib.sh"
xvfb_window_test "$work" Xvfb xdotool timeout awk convert

W=6 H=4
set -- --size ${W}x$H --seed 5 --panel off --edit --format json --output "$work/saved.json"
"$exe" --screenshot "$work/shot.png" --window 800x600 "$@" || fail "screenshot"
"$exe" --headless --format json --size ${W}x$H --seed 5 >"$work/orig.json" || fail "headless json"

# The maze inside its red border: the border's box, less its width (scanned along the middle row).
box=$(convert "$work/shot.png" -fill black +opaque "#FF0000" -format %@ info:)
bw=${box%%x*} rest=${box#*x}
bh=${rest%%+*} rest=${rest#*+}
bx=${rest%%+*} by=${rest#*+}
mid=$((by + bh / 2))
b=$(convert "$work/shot.png" -crop "60x1+$bx+$mid" txt:- | grep -c "#FF0000")
[ "$b" -gt 0 ] && [ "$bw" -gt 100 ] || fail "no red border in the screenshot ($box, $b)"
x0=$((bx + b)) y0=$((by + b)) mw=$((bw - 2 * b)) mh=$((bh - 2 * b))
echo "maze at $x0,$y0 ${mw}x$mh"
# px I J: the window pixel of unit point (I/2, J/2) (half cells: walls at even, centres at odd)
px() { echo $((x0 + $1 * mw / (2 * W))) $((y0 + $2 * mh / (2 * H))); }

# The expected passages: orig's, with pairs toggled ("a b" lines), or set as the first pair went.
passages() { tr -d ' \n' <"$1" | sed 's/.*"passages":\[//; s/\]\]}.*//; s/\],\[/\n/g; s/\[//g' | awk -F, '{ print ($1 < $2 ? $1 " " $2 : $2 " " $1) }' | sort; }
passages "$work/orig.json" >"$work/p0"
toggle() { awk -v a="$2" -v b="$3" 'BEGIN { k = a " " b; hit = 0 } $0 == k { hit = 1; next } { print } END { if (!hit) print k }' "$1" | sort; }
# click: wall between cells 7 and 8 ((1,1)|(2,1)); the stroke: the walls south of row 2, cells 12..15
toggle "$work/p0" 7 8 >"$work/p1"
first_open=$(grep -c '^12 18$' "$work/p1")
cp "$work/p1" "$work/p2"
for c in 12 13 14 15; do
    grep -v "^$c $((c + 6))\$" "$work/p2" >"$work/t"
    [ "$first_open" -eq 0 ] && echo "$c $((c + 6))" >>"$work/t"
    sort "$work/t" >"$work/p2"
done

xvfb_start "$work" 1024x768x24
"$exe" --window 800x600 "$@" >"$work/out.log" 2>"$work/err.log" &
apid=$!
wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
[ -n "$wid" ] || fail "no window appeared: $(cat "$work/err.log")"
sleep 1

save_and_check() {
    rm -f "$work/saved.json"
    timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+s || fail "xdotool ctrl+s"
    i=0
    while [ ! -s "$work/saved.json" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
    sleep 0.2
    passages "$work/saved.json" >"$work/got"
    diff "$work/$1" "$work/got" >"$work/diff" || fail "$2: the saved maze is not the expected one: $(cat "$work/diff")"
    "$exe" --headless --load "$work/saved.json" --format json >"$work/again.json" || fail "$2: --load the saved maze"
    cmp -s "$work/saved.json" "$work/again.json" || fail "$2: the saved maze does not load back identical"
    echo "ok: $2"
}

set -- $(px 4 3)
timeout 10 xdotool mousemove --window "$wid" "$1" "$2" click 1 || fail "xdotool click"
sleep 0.3
save_and_check p1 "a click toggles the wall 7|8"

set -- $(px 1 6)
timeout 10 xdotool mousemove --window "$wid" "$1" "$2" mousedown 1 || fail "xdotool press"
sx=$1 sy=$2
set -- $(px 8 6)
x=$sx
while [ "$x" -lt "$1" ]; do
    x=$((x + 6))
    timeout 10 xdotool mousemove --window "$wid" "$x" "$sy" || fail "xdotool move"
done
timeout 10 xdotool mouseup 1 || fail "xdotool release"
sleep 0.3
save_and_check p2 "a drag sets the walls 12..15 south as the first went"

timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+z || fail "ctrl+z"
save_and_check p1 "Ctrl+Z undoes the stroke"
timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+y || fail "ctrl+y"
save_and_check p2 "Ctrl+Y redoes it"
timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+z ctrl+z || fail "ctrl+z"
save_and_check p0 "two undos: the maze as generated"

# Ctrl+C: the state the window prints (and copies) must carry the edited
# walls, so --state draws the edited maze pixel for pixel: its picture is
# the picture of the saved maze (--load), and its maze is the saved one.
copy_state() {
    n0=$(grep -c 'walls=' "$work/out.log")
    timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+c || fail "xdotool ctrl+c"
    i=0
    while [ "$(grep -c 'walls=' "$work/out.log")" -le "$n0" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
    state=$(grep 'walls=' "$work/out.log" | tail -n1)
    [ -n "$state" ] && [ "$(grep -c 'walls=' "$work/out.log")" -gt "$n0" ] ||
        fail "$1: Ctrl+C printed no state with walls=: $(tail -n1 "$work/out.log")"
}
same_pictures() {
    "$exe" --screenshot "$work/by-state.png" --window 800x600 --state "$state" || fail "$3: --state $state"
    "$exe" --screenshot "$work/by-load.png" --window 800x600 --load "$1" --seed 5 --panel off $2 || fail "$3: --load"
    d=$(compare -metric AE "$work/by-state.png" "$work/by-load.png" null: 2>&1)
    [ "$d" = 0 ] || fail "$3: --state '$state' draws $d pixels unlike the saved maze"
}
timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+y || fail "ctrl+y"
save_and_check p1 "Ctrl+Y after two undos: the click again"
cp "$work/saved.json" "$work/edited1.json"
copy_state "the edited maze"
walls=$(echo "$state" | sed 's/.*walls=\([^&]*\).*/\1/') # the maze's key (step=, lang= are the picture's)
"$exe" --headless --size ${W}x$H --walls "$walls" --format json >"$work/by-state.json" || fail "--headless --walls $walls"
passages "$work/by-state.json" >"$work/got"
diff "$work/p1" "$work/got" >"$work/diff" || fail "--state of Ctrl+C is not the edited maze: $(cat "$work/diff")"
same_pictures "$work/edited1.json" "" "Ctrl+C in the editor"
echo "ok: Ctrl+C in the editor reproduces the edited maze pixel for pixel"

# <- and -> in the editor undo and redo strokes, never the generator's steps.
timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+y || fail "ctrl+y"
save_and_check p2 "Ctrl+Y: the stroke again"
cp "$work/saved.json" "$work/edited2.json"
timeout 10 xdotool key --window "$wid" --clearmodifiers Left || fail "xdotool Left"
save_and_check p1 "<- in the editor undoes the stroke"
timeout 10 xdotool key --window "$wid" --clearmodifiers Right || fail "xdotool Right"
save_and_check p2 "-> in the editor redoes it"

# Z leaves with the edited maze; <- there steps back through that maze
# (as --load builds it), never through the old generator's steps.
timeout 10 xdotool key --window "$wid" --clearmodifiers z Left || fail "xdotool z Left"
sleep 0.3
copy_state "<- after the editor"
last=$(wc -l <"$work/p2")
case $state in *"step=$((last - 1))"*) ;; *) fail "<- after the editor: not one step before the edited maze's $last: $state" ;; esac
same_pictures "$work/edited2.json" "--steps $((last - 1))" "<- after the editor"
echo "ok: <- after the editor steps back through the edited maze"

kill -0 "$apid" 2>/dev/null || fail "the window ended: $(cat "$work/err.log")"
echo "edit window: all checks passed"
