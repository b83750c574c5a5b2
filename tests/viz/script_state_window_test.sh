#!/bin/sh
# script_state_window_test.sh - Ctrl+C in the window on a student's script
# (issue 34) under Xvfb: the window copies a state string (and prints it)
# that carries the script's source (script=), and that state makes the same
# maze as --script does; Ctrl+V of it after F5 runs its script, not F5's;
# after F5 (the file edited) the state carries the edited script. On the old code Ctrl+C copied nothing ("a script does not
# go in a state string yet"). Skips (77) when the tools are not installed.
#
# usage: script_state_window_test.sh MAZEVIZ WORKDIR SCRIPTS_DIR
set -u
exe=$1
work=$2
dir=$3
fail() { echo "FAIL: $*"; cat "$work/err.log"; exit 1; }
. "${0%/*}/xvfb_lib.sh"
rm -rf "$work"
xvfb_window_test "$work" Xvfb xdotool timeout base64
xvfb_start "$work" 1024x768x24

# Waits (up to 20 s) until $work/out has $1 lines starting with script=.
wait_states() {
    i=0
    while [ "$(grep -c '^script=' "$work/out")" -lt "$1" ] && [ $i -lt 200 ]; do
        kill -0 "$apid" 2>/dev/null || fail "the window ended early"
        sleep 0.1
        i=$((i + 1))
    done
    [ "$(grep -c '^script=' "$work/out")" -ge "$1" ] || fail "Ctrl+C number $1 printed no script= state: $(cat "$work/out")"
}
# The source a state line carries.
source_of() { sed -n "$1p" "$work/out" | sed 's/^script=\([^&]*\).*/\1/' | tr -- '-_' '+/' | base64 -d 2>/dev/null; }

cp "$dir/aldous_broder.lua" "$work/mine.lua"
"$exe" --window 800x600 --script "$work/mine.lua" --size 10x7 --seed 4 > "$work/out" 2> "$work/err.log" &
apid=$!
wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
[ -n "$wid" ] || fail "no window appeared"
sleep 1
timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+c || fail "xdotool ctrl+c"
wait_states 1
[ "$(source_of 1)" = "$(cat "$work/mine.lua")" ] || fail "the state's script is not the file's"
state=$(grep '^script=' "$work/out" | head -n1 | sed 's/&step=[0-9]*//; s/&lang=[a-z]*//; s/&panel=[a-z]*//')
a=$("$exe" --headless --state "$state" 2>&1)
b=$("$exe" --headless --script "$work/mine.lua" --size 10x7 --seed 4 2>&1)
[ "$a" = "$b" ] || fail "the copied state '$state' makes another maze: $a"

# Ctrl+V of that state after an edit and F5: the state's script runs, not the edited one
# (the window once went on with F5's script whatever state was opened).
original=$(cat "$work/mine.lua")
printf -- '-- edited\n' >> "$work/mine.lua"
timeout 10 xdotool key --window "$wid" F5 || fail "xdotool F5"
sleep 0.5
timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+v || fail "xdotool ctrl+v"
sleep 0.5
timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+c || fail "xdotool ctrl+c"
wait_states 2
[ "$(source_of 2)" = "$original" ] || fail "the pasted state's script did not replace F5's"
kill "$apid"
wait "$apid" 2>/dev/null

# F5 after an edit: the state carries the edited script.
"$exe" --window 800x600 --script "$work/mine.lua" --size 10x7 --seed 4 >> "$work/out" 2>> "$work/err.log" &
apid=$!
sleep 0.5
wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
[ -n "$wid" ] || fail "no second window appeared"
printf -- '-- edited again\n' >> "$work/mine.lua"
timeout 10 xdotool key --window "$wid" F5 || fail "xdotool F5"
sleep 0.5
timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+c || fail "xdotool ctrl+c"
wait_states 3
[ "$(source_of 3)" = "$(cat "$work/mine.lua")" ] || fail "after F5 the state's script is not the edited file"
kill "$apid"
wait "$apid" 2>/dev/null
apid=
echo "script state window: ok"
