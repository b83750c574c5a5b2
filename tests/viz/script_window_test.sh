#!/usr/bin/env bash
# script_window_test.sh - a student's script in the window's picture: at a
# few steps (MAZEVIZ_TEST_SEED picks them; default 7) of the shipped
# scripts, --screenshot --script draws the panel, the highlighted band is
# found by its colour in the panel's half, read back by tesseract, and must
# be the script's own line that --headless --trace names for that step: its
# number first, then at least 70 % of its words (3 letters or more). Then a
# step back: --steps N and --steps N+K --back K give the same picture, and
# a script that ends in a loop shows "Not a perfect maze"; --gif writes a
# script's run and refuses a failing script. Skips (77)
# without tesseract (eng) or ImageMagick's convert.
# usage: script_window_test.sh MAZEVIZ TMPDIR SCRIPTS_DIR
set -u
bin=${1:?usage: script_window_test.sh MAZEVIZ TMPDIR SCRIPTS_DIR}
tmp=${2:?}/script-window
dir=${3:?}
command -v tesseract > /dev/null || { echo "skip: tesseract is not installed (tesseract-ocr)"; exit 77; }
command -v convert > /dev/null || { echo "skip: convert is not installed (imagemagick)"; exit 77; }
tesseract --list-langs 2>&1 | grep -qx eng || { echo "skip: tesseract has no eng"; exit 77; }
rm -rf "$tmp" && mkdir -p "$tmp"
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-dummy}
seed=${MAZEVIZ_TEST_SEED:-7}
echo "seed $seed (set MAZEVIZ_TEST_SEED to sample other steps)"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
run=(--size 20x12 --seed "$seed")

. "${0%/*}/ocr_lib.sh" # band_ocr, line_number, score

# The band's text at step $2 of script $1, checked against --trace's line.
check_step() {
    local script=$1 step=$2 line want shot="$tmp/shot.png" ocr
    line=$("$bin" --headless --script "$script" "${run[@]}" --trace | awk -F'\t' -v s="$step" '$1 == s { print $2 }')
    [ -n "$line" ] || { fail "$script: no step $step in --trace"; return; }
    want=$(sed -n "${line}p" "$script")
    "$bin" --screenshot "$shot" --window 1920x1080 --panel on --lang en --script "$script" "${run[@]}" \
        --steps "$step" || { fail "$script step $step: --screenshot failed"; return; }
    ocr=$(band_ocr "$shot" "$tmp") || { fail "$script step $step: no highlighted line in the panel"; return; }
    local got_no pct
    got_no=$(line_number "$ocr")
    pct=$(score "$want" "$ocr")
    echo "$(basename "$script") step $step: line $line '$want' -> '$ocr' ($pct %)"
    [ "$got_no" = "$line" ] || fail "$script step $step: the band's number is '$got_no', --trace says line $line"
    [ "$pct" -ge 70 ] || fail "$script step $step: the band reads '$ocr', line $line is '$want'"
}

for s in wilson backtracker prim; do
    for step in $((5 + seed % 40)) $((60 + seed * 7 % 200)); do
        check_step "$dir/$s.lua" "$step"
    done
done

# Step back: the picture after stepping back is the picture of the step itself.
n=$((150 + seed % 100))
"$bin" --screenshot "$tmp/at.png" --window 800x600 --script "$dir/wilson.lua" "${run[@]}" --steps "$n" &&
    "$bin" --screenshot "$tmp/back.png" --window 800x600 --script "$dir/wilson.lua" "${run[@]}" --steps $((n + 500)) \
        --back 500 || fail "--screenshot --script with --steps or --back failed"
cmp -s "$tmp/at.png" "$tmp/back.png" || fail "step $n: the picture after --back 500 differs from --steps $n"

# The end check on screen: the deliberately wrong script's banner.
"$bin" --screenshot "$tmp/wrong.png" --window 1920x1080 --lang en --script "$dir/wrong.lua" "${run[@]}" ||
    fail "--screenshot of wrong.lua failed"
ocr=$(tesseract "$tmp/wrong.png" - --psm 11 2> /dev/null | tr '\n' ' ')
grep -Eq "Not +a +perfect +maze" <<< "$ocr" || fail "wrong.lua: no 'Not a perfect maze' on the picture ($ocr)"
# where: the cell's coordinates after "through" (OCR reads their thin '(' as '(', '{', 'C' or
# nothing; when the banner's second line wraps after "a loop", sparse OCR puts other words of
# the screen between "loop" and "through", and may read "a loop" as "aloop")
{ grep -Eq "loop" <<< "$ocr" && grep -Eq "through +.?[0-9]" <<< "$ocr"; } ||
    fail "wrong.lua: the picture does not say where the loop is ($ocr)"

# --gif: the whole run as frames; a script that fails is refused before anything is written.
"$bin" --gif "$tmp/run.gif" --script "$dir/backtracker.lua" --size 8x6 --seed "$seed" 2> "$tmp/e"
rc=$?
if grep -q 'without GIF support' "$tmp/e"; then
    echo "--gif: not built with giflib, its checks left out"
else
    [ "$rc" = 0 ] && [ "$(head -c 6 "$tmp/run.gif")" = GIF89a ] || fail "--gif --script: rc $rc, $(cat "$tmp/e")"
    printf 'maze:mark(1, "current")\nlocal t = nil\nt.x = 1\n' > "$tmp/bad.lua"
    "$bin" --gif "$tmp/bad.gif" --script "$tmp/bad.lua" --size 8x6 2> "$tmp/e"
    [ $? = 2 ] && [ ! -e "$tmp/bad.gif" ] && grep -q 'bad.lua:3:' "$tmp/e" ||
        fail "--gif of a failing script: $(cat "$tmp/e")"
fi

[ "$fails" -eq 0 ] && echo "ok" || { echo "$fails failure(s)"; exit 1; }
