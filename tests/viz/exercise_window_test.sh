#!/bin/sh
# exercise_window_test.sh - the exercise in the window (issue 31) under Xvfb,
# answered by real clicks (xdotool): BFS on a 5x5 maze (cells clicked) and
# Kruskal on 3x3 (the open / keep buttons clicked), each with one answer
# wrong on purpose. The window writes each question's lines on stdout as
# --headless --exercise does, with where each legal answer and each button
# is ("at" and "buttons" lines, window pixels): the test clicks there. It
# checks the score, that Ctrl+C copies the code the finish printed, that
# the code is the one --headless --exercise makes from the same answers,
# and that --grade scores it (asked - 1) / asked, valid. Skips (77) when the
# tools are not installed.
#
# usage: exercise_window_test.sh MAZEVIZ WORKDIR
set -u
exe=$1
work=$2
fail() { echo "FAIL: $*"; [ -f "${out:-}" ] && tail -n 5 "$out"; exit 1; }
. "${0%/*}/xvfb_lib.sh"
xvfb_window_test "$work" Xvfb xdotool timeout awk
class=${MAZEVIZ_TEST_CLASS:-room101}
echo "class seed $class"
xvfb_start "$work" 1024x768x24

# Waits (up to 20 s) until file $1 has $3 lines starting with $2.
wait_lines() {
    i=0
    while [ "$(grep -c "^$2" "$1")" -lt "$3" ] && [ $i -lt 200 ]; do
        kill -0 "$apid" 2>/dev/null || fail "the window ended early: $(cat "$work/err.log")"
        sleep 0.1
        i=$((i + 1))
    done
    [ "$(grep -c "^$2" "$1")" -ge "$3" ] || fail "no ${3}th '$2' line in $1"
}

click() {
    # shellcheck disable=SC2086
    timeout 10 xdotool mousemove --window "$wid" $1 $2 click 1 || fail "xdotool click at $1,$2"
}

# play NAME WRONG ARGS...: the exercise in a window, every question answered at its first
# legal answer's point, but question WRONG at point $wrong_at (set by pick_wrong from the
# question's lines), which must be no legal answer. Leaves the answers given in $work/NAME.answers.
play() {
    name=$1 wrong=$2
    shift 2
    out="$work/$name.out"
    : >"$out"
    : >"$work/$name.answers"
    "$exe" --window 800x600 --exercise "$@" >"$out" 2>"$work/err.log" &
    apid=$!
    wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
    [ -n "$wid" ] || fail "$name: no window appeared: $(cat "$work/err.log")"
    k=0
    while :; do
        k=$((k + 1))
        i=0
        while ! grep -q '^score ' "$out" && [ "$(grep -c '^buttons' "$out")" -lt $k ] && [ $i -lt 200 ]; do
            sleep 0.1
            i=$((i + 1))
        done
        grep -q '^score ' "$out" && break
        [ "$(grep -c '^buttons' "$out")" -ge $k ] || fail "$name: question $k never came"
        at=$(grep '^at' "$out" | sed -n "${k}p")
        if [ $k -eq "$wrong" ]; then
            pick_wrong "$at" "$(grep '^buttons' "$out" | sed -n "${k}p")"
            echo "$wrong_answer" >>"$work/$name.answers"
            click "$wrong_x" "$wrong_y"
        else
            echo "$at" | awk -F'\t' '{ split($2, p, " "); print p[1] }' >>"$work/$name.answers"
            click $(echo "$at" | awk -F'\t' '{ split($2, p, " "); split(p[2], xy, ","); print xy[1], xy[2] }')
        fi
        wait_lines "$out" '\(right\|wrong\)' $k
        if [ $k -eq "$wrong" ]; then
            grep -q '^wrong' "$out" || fail "$name: the answer at question $k, on purpose no legal one, was not wrong"
            sleep 4.3 # the verdict holds the question row for 4 s (a click there would only end it)
        fi
        last_at=$at
    done
    sleep 0.5
    timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+c || fail "xdotool ctrl+c"
    wait_lines "$out" 'code ' 2
    kill "$apid"
    wait "$apid" 2>/dev/null
    apid=
}

# BFS: a wrong answer is a cell an earlier question took (it has left the queue).
pick_wrong_bfs() {
    wrong_answer=$(echo "$last_at" | awk -F'\t' '{ split($2, p, " "); print p[1] }')
    set -- $(echo "$last_at" | awk -F'\t' '{ split($2, p, " "); split(p[2], xy, ","); print xy[1], xy[2] }')
    wrong_x=$1 wrong_y=$2
}
# Kruskal: the button that is not the legal word.
pick_wrong_kruskal() {
    legal=$(echo "$1" | awk -F'\t' '{ split($2, p, " "); print p[1] }')
    wrong_answer=$(echo "$2" | awk -F'\t' -v l="$legal" '{ for (i = 2; i <= NF; i++) { split($i, p, " "); if (p[1] != l) { print p[1]; exit } } }')
    set -- $(echo "$2" | awk -F'\t' -v w="$wrong_answer" '{ for (i = 2; i <= NF; i++) { split($i, p, " "); if (p[1] == w) { split(p[2], xy, ","); print xy[1], xy[2] } } }')
    wrong_x=${1:-} wrong_y=${2:-}
    [ -n "$wrong_x" ] || fail "kruskal: no button other than '$legal'"
}

# check NAME ARGS...: the score, the codes, the headless replay of the same answers, --grade.
check() {
    name=$1
    shift
    out="$work/$name.out"
    asked=$(grep -c '^ask ' "$out")
    score=$(sed -n 's/^score //p' "$out")
    [ "$score" = "$((asked - 1))/$asked" ] || fail "$name: score '$score', want $((asked - 1))/$asked"
    [ "$(grep -c '^wrong' "$out")" = 1 ] || fail "$name: $(grep -c '^wrong' "$out") wrong verdicts, want 1"
    code=$(sed -n 's/^code //p' "$out" | head -n1)
    copied=$(sed -n 's/^code //p' "$out" | sed -n 2p)
    [ -n "$code" ] && [ "$code" = "$copied" ] || fail "$name: Ctrl+C copied '$copied', the finish printed '$code'"
    "$exe" --headless --exercise "$@" <"$work/$name.answers" >"$work/$name.headless" 2>/dev/null ||
        fail "$name: --headless --exercise failed"
    hcode=$(sed -n 's/^code //p' "$work/$name.headless")
    [ "$hcode" = "$code" ] || fail "$name: the window's code '$code' is not the headless one '$hcode'"
    printf 'Ada\t%s\n' "$code" >"$work/$name.codes"
    "$exe" --grade "$work/$name.codes" --class-seed "$class" >"$work/$name.csv" || fail "$name: --grade failed"
    row=$(sed -n 2p "$work/$name.csv")
    echo "$row" | awk -F, -v a="$asked" '$6 == a && $7 == a - 1 && $9 == "yes" { ok = 1 } END { exit !ok }' ||
        fail "$name: --grade says '$row', want asked $asked, right $((asked - 1)), valid"
    echo "ok: $name: $score right in the window, the code grades '$row'"
}

pick_wrong() { pick_wrong_bfs "$@"; }
play bfs 3 --algo kruskal --size 5x5 --solve bfs --class-seed "$class" --name Ada
check bfs --algo kruskal --size 5x5 --solve bfs --class-seed "$class" --name Ada
pick_wrong() { pick_wrong_kruskal "$@"; }
play kruskal 2 --algo kruskal --size 3x3 --class-seed "$class" --name Ada
check kruskal --algo kruskal --size 3x3 --class-seed "$class" --name Ada

# Undo: BackSpace takes the first answer back ('undone 1', question 1 asked again), a
# second one has nothing to undo; Ctrl+Z then undoes the answer given again, and
# Ctrl+C copies a code without moves.
out="$work/undo.out"
"$exe" --window 800x600 --exercise --algo kruskal --size 5x5 --solve bfs --seed 3 >"$out" 2>"$work/err.log" &
apid=$!
wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
[ -n "$wid" ] || fail "undo: no window appeared: $(cat "$work/err.log")"
wait_lines "$out" 'buttons' 1
first() { grep '^at' "$out" | sed -n "${1}p" | awk -F'\t' '{ split($2, p, " "); split(p[2], xy, ","); print xy[1], xy[2] }'; }
click $(first 1)
wait_lines "$out" 'right' 1
wait_lines "$out" 'buttons' 2
timeout 10 xdotool key --window "$wid" BackSpace || fail "xdotool BackSpace"
wait_lines "$out" 'undone 1' 1
wait_lines "$out" 'ask 1	' 2
timeout 10 xdotool key --window "$wid" BackSpace || fail "xdotool BackSpace"
wait_lines "$out" 'buttons' 3
click $(first 3)
wait_lines "$out" 'right' 2
timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+z || fail "xdotool ctrl+z"
wait_lines "$out" 'undone 1' 2
sleep 0.5
timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+c || fail "xdotool ctrl+c"
wait_lines "$out" 'code ' 1
[ "$(grep -c '^undone' "$out")" = 2 ] || fail "undo: $(grep -c '^undone' "$out") undos, want 2 (the second BackSpace had nothing to undo)"
grep -q '^code .*moves=-$' "$out" || fail "undo: the code after undoing every answer has moves: $(grep '^code' "$out")"
kill "$apid"
wait "$apid" 2>/dev/null
apid=
echo "ok: undo in the window: BackSpace and Ctrl+Z take answers back"
