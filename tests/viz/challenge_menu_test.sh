#!/bin/sh
# challenge_menu_test.sh - the challenge menu in the real window (issue 33)
# under Xvfb: Shift+Z opens it, ↓ Enter picks its 2nd row, a digit its
# 4th, a click the row below the selected one; each opens that challenge in the editor on its own grid, as
# --challenge ID --edit does. Checked by what Ctrl+C prints: the
# challenge's id and size (from --list-challenges, not known here), and
# walls= after E (the editor's "every wall open": only the editor writes
# a maze's walls) and a new seed (N's, never 0); the language chosen
# before (zh) stays. Skips (77) when
# the tools are not installed.
#
# usage: challenge_menu_test.sh MAZEVIZ WORKDIR
set -u
exe=$1
work=$2
. "${0%/*}/xvfb_lib.sh"
xvfb_window_test "$work" Xvfb xdotool timeout awk import convert

# Row N of --list-challenges: "ID WxH".
row() { "$exe" --list-challenges | awk -v n="$1" 'NR == n { print $1, $2 }'; }
set -- $(row 2)
id2=$1 size2=$2
set -- $(row 4)
id4=$1 size4=$2
[ -n "$id2" ] && [ -n "$id4" ] && [ "$id2" != "$id4" ] || fail "--list-challenges has no rows 2 and 4"

xvfb_start "$work" 1024x768x24
"$exe" --window 800x600 --size 6x4 --seed 5 --lang zh >"$work/out.log" 2>"$work/err.log" &
apid=$!
wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
[ -n "$wid" ] || fail "no window appeared: $(cat "$work/err.log")"
sleep 1

keys() { timeout 10 xdotool key --window "$wid" --clearmodifiers "$@" || fail "xdotool key $*"; sleep 0.3; }
# copy_state WHAT: Ctrl+C, and state= the line it printed.
copy_state() {
    n0=$(wc -l <"$work/out.log")
    keys ctrl+c
    i=0
    while [ "$(wc -l <"$work/out.log")" -le "$n0" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
    [ "$(wc -l <"$work/out.log")" -gt "$n0" ] || fail "$1: Ctrl+C printed no state: $(cat "$work/err.log")"
    state=$(tail -n1 "$work/out.log")
}
# expect WHAT ID WxH: the state is challenge ID's, on its grid, edited in the editor, in Chinese.
expect() {
    for want in "challenge=$2" "size=$3" "walls=" "lang=zh"; do
        case "&$state&" in *"&$want&"* | *"&$want"*) ;; *) fail "$1: no $want in the state: $state" ;; esac
    done
    seed=$(echo "$state" | sed -n 's/.*[?&]*seed=\([0-9]*\).*/\1/p')
    [ -n "$seed" ] && [ "$seed" != 0 ] && [ "$seed" != "${last_seed:-}" ] || fail "$1: not a new seed: $state"
    last_seed=$seed
    echo "ok: $1: $2 ($3) in the editor, seed $seed"
}

copy_state "before the menu"
case $state in *challenge=*) fail "a challenge before the menu: $state" ;; esac
keys shift+z
keys Down Return
keys e
copy_state "Shift+Z, Down, Enter"
expect "Shift+Z, Down, Enter from the single maze" "$id2" "$size2"

keys shift+z
keys 4
keys e
copy_state "Shift+Z, 4"
expect "Shift+Z, 4 from the editor" "$id4" "$size4"

# A click on the row below the selected one (row 4, the challenge on; its
# yellow bar found in the window's picture; Ctrl+Z first takes E back,
# whose loops are marked yellow too) picks row 5.
set -- $(row 5)
id5=$1 size5=$2
keys ctrl+z
keys shift+z
import -window "$wid" "$work/menu.png" || fail "import the window"
box=$(convert "$work/menu.png" -fill black +opaque "#FFFF00" -format %@ info:)
bw=${box%%x*} rest=${box#*x}
bh=${rest%%+*} rest=${rest#*+}
bx=${rest%%+*} by=${rest#*+}
[ "$bw" -gt 100 ] && [ "$bh" -gt 5 ] || fail "no selected row in the open menu ($box)"
timeout 10 xdotool mousemove --window "$wid" $((bx + bw / 2)) $((by + bh / 2 + bh * 11 / 10)) click 1 || fail "xdotool click"
sleep 0.3
keys e
copy_state "a click on row 5"
expect "a click on row 5" "$id5" "$size5"

keys shift+z
keys shift+z Escape
keys Down
copy_state "Shift+Z twice"
last_seed=
expect "Shift+Z twice closes the menu, choosing nothing" "$id5" "$size5"

kill -0 "$apid" 2>/dev/null || fail "the window ended: $(cat "$work/err.log")"
echo "challenge menu: all checks passed"
