#!/usr/bin/env bash
# solve_script_window_test.sh - a student's solver script (--solve FILE.lua,
# issue 34) in the window. In the picture (--screenshot): at a few steps
# (MAZEVIZ_TEST_SEED picks them; default 7) of the shipped bfs.lua, the
# highlighted band of the panel, read back by tesseract, is the script's own
# line that --headless --trace names for that step (its number first, 70 %
# of its words); --steps N and --steps N+K --back K give the same picture.
# In the real window under Xvfb: the same band at one step, and a solver script that fails at line 4 shows
# "FILE:4: message" on screen while the window keeps running, and Ctrl+C
# copies a state with solve-script= (its source) that --state runs again.
# On the old code the window refused --solve FILE.lua ("a solver script runs
# with --headless"). Skips (77) without tesseract (eng), ImageMagick, Xvfb
# or xdotool.
# usage: solve_script_window_test.sh MAZEVIZ TMPDIR SCRIPTS_DIR
set -u
bin=${1:?usage: solve_script_window_test.sh MAZEVIZ TMPDIR SCRIPTS_DIR}
tmp=${2:?}/solve-script-window
dir=${3:?}
for tool in tesseract convert import Xvfb xdotool timeout base64; do
    command -v "$tool" > /dev/null || { echo "skip: $tool is not installed"; exit 77; }
done
tesseract --list-langs 2>&1 | grep -qx eng || { echo "skip: tesseract has no eng"; exit 77; }
rm -rf "$tmp" && mkdir -p "$tmp"
seed=${MAZEVIZ_TEST_SEED:-7}
echo "seed $seed (set MAZEVIZ_TEST_SEED to sample other steps)"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
run=(--size 12x9 --seed "$seed")
script=$dir/bfs.lua kind=--solve # check_step runs $kind $script

. "${0%/*}/ocr_lib.sh" # band_ocr, line_number, score

# The picture of solver step $1 in $2: by --screenshot, or (with $3 = window) of the real window
# opened paused at that step under Xvfb.
picture() {
    local wid apid
    if [ "${3:-}" != window ]; then
        SDL_VIDEODRIVER=dummy "$bin" --screenshot "$2" --window 1920x1080 --panel on --lang en "$kind" "$script" \
            "${run[@]}" --steps "$1" 2> "$tmp/err"
        return
    fi
    "$bin" --window 1920x1080 --panel on --lang en "$kind" "$script" "${run[@]}" --steps "$1" 2> "$tmp/err" &
    apid=$!
    wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
    local rc=1 i
    for i in 1 2 3 4 5 6 7 8 9 10; do # until the panel's band has text (a busy machine draws late)
        sleep 1
        [ -n "$wid" ] && import -window "$wid" "$2" 2> /dev/null || continue
        rc=0
        [ -n "$(band_ocr "$2" "$tmp" | tr -d ' ')" ] && break
    done
    kill "$apid" 2> /dev/null
    wait "$apid" 2> /dev/null
    return $rc
}

# The band's text at solver step $1 (in the real window with $2 = window), checked against --trace's line for it.
check_step() {
    local step=$1 line want shot="$tmp/shot.png" ocr
    line=$("$bin" --headless "$kind" "$script" "${run[@]}" --trace | awk -F'\t' -v s="$step" '$1 == s { print $2 }')
    [ -n "$line" ] || { fail "no step $step in --trace"; return; }
    want=$(sed -n "${line}p" "$script")
    rm -f "$shot"
    picture "$step" "$shot" "${2:-}" || { fail "step $step ${2:-}: no picture: $(cat "$tmp/err")"; return; }
    ocr=$(band_ocr "$shot" "$tmp") || { fail "step $step: no highlighted line in the panel"; return; }
    local got_no pct
    got_no=$(line_number "$ocr")
    pct=$(score "$want" "$ocr")
    echo "$(basename "$script") step $step ${2:-}: line $line '$want' -> '$ocr' ($pct %)"
    [ "$got_no" = "$line" ] || fail "step $step: the band's number is '$got_no', --trace says line $line"
    [ "$pct" -ge 70 ] || fail "step $step: the band reads '$ocr', line $line is '$want'"
}

if "$bin" --headless --solve "$script" --size 3x3 2>&1 | grep -q 'without Lua'; then
    echo "skip: this mazeviz was built without Lua"
    exit 77
fi
total=$("$bin" --headless --solve "$script" "${run[@]}" --trace | tail -n1 | cut -f1)
for step in 1 $((30 + seed * 7 % 40)) "$total"; do
    check_step "$step"
done

# Step back inside the solver: the picture after --back is the picture of the step itself.
n=$((20 + seed % 30))
SDL_VIDEODRIVER=dummy "$bin" --screenshot "$tmp/at.png" --window 800x600 --solve "$script" "${run[@]}" --steps "$n" &&
    SDL_VIDEODRIVER=dummy "$bin" --screenshot "$tmp/back.png" --window 800x600 --solve "$script" "${run[@]}" \
        --steps $((n + 15)) --back 15 || fail "--screenshot --solve FILE.lua with --steps or --back failed"
cmp -s "$tmp/at.png" "$tmp/back.png" || fail "solver step $n: the picture after --back 15 differs from --steps $n"

# The real window: a failing solver script's error on screen, the window running; Ctrl+C's state.
# (From here on SDL draws on X, and leaks are not reported: xvfb_lib.sh.)
. "${0%/*}/xvfb_lib.sh"
xvfb_window_test "$tmp"
xvfb_start "$tmp" 1920x1080x24
check_step $((10 + seed % 30)) window # the real window, paused at that step of the solver
script=$dir/wilson.lua kind=--script check_step $((40 + seed % 60)) window # and of a generator script
printf 'maze:visit(maze.start)\nmaze:visit(maze.goal)\nlocal t = nil\nlocal x = t.field\n' > "$tmp/mine.lua"
exe=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
cd "$tmp" || exit 1 # a short name on screen: mine.lua:4: ...
"$exe" --window 1280x720 --lang en --solve mine.lua --size 6x5 --seed 3 --speed 64 > "$tmp/out" 2> "$tmp/err.log" &
apid=$!
wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
if [ -z "$wid" ]; then
    fail "no window appeared: $(cat "$tmp/err.log")"
else
    # mine.lua:4: - the name, its extension and line 4; OCR may read the thin '.' and ':' as other
    # punctuation, a space or nothing
    shown='mine[^[:alnum:]]{0,2}lua[^[:alnum:]]{0,2}4([^0-9]|$)'
    ocr=
    for i in 1 2 3 4 5 6 7 8 9 10; do # the maze is made first, then the solver runs into its error
        sleep 1
        import -window "$wid" "$tmp/win.png" 2> /dev/null || continue
        convert "$tmp/win.png" -scale 200% "$tmp/win2.png"
        ocr=$(tesseract "$tmp/win2.png" - --psm 11 2> /dev/null | tr '\n' ' ')
        grep -Eq "$shown" <<< "$ocr" && break
    done
    echo "window: $ocr"
    grep -Eq "$shown" <<< "$ocr" || fail "the window does not show 'mine.lua:4: ...' ($ocr)"
    kill -0 "$apid" 2> /dev/null || fail "the window ended on the script's error"
    timeout 10 xdotool key --window "$wid" --clearmodifiers ctrl+c || fail "xdotool ctrl+c"
    for i in $(seq 50); do grep -q 'solve-script=' "$tmp/out" && break; sleep 0.1; done
    state=$(grep -o 'solve-script=[^&]*' "$tmp/out" | head -n1)
    src=$(sed 's/^solve-script=//' <<< "$state" | tr -- '-_' '+/')
    while [ $((${#src} % 4)) != 0 ]; do src="$src="; done
    [ "$(base64 -d <<< "$src" 2> /dev/null)" = "$(cat "$tmp/mine.lua")" ] ||
        fail "Ctrl+C's state does not carry the solver script: '$(cat "$tmp/out")'"
    kill "$apid"
    wait "$apid" 2> /dev/null
    apid=
fi

echo "solve script window: $fails failure(s)"
[ "$fails" = 0 ]
