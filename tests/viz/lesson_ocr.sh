#!/usr/bin/env bash
# lesson_ocr.sh - the notes of the shipped lessons can be read on screen:
# a sample of slides (the first and one more per lesson, MAZEVIZ_TEST_SEED
# picks which; default 7), drawn by --screenshot at 1920x1080 with the
# panel off, the note's strip above the maze read back by tesseract in
# English and in Chinese. At least 80 % of the note's words (English,
# 3 letters or more) or characters (Chinese) must come back. Skips (77)
# without tesseract and its eng and chi_sim data.
# usage: lesson_ocr.sh MAZEVIZ TMPDIR LESSON...
set -u
bin=${1:?usage: lesson_ocr.sh MAZEVIZ TMPDIR LESSON...}
tmp=${2:?}/lesson-ocr
shift 2
command -v tesseract > /dev/null || { echo "skip: tesseract is not installed (tesseract-ocr)"; exit 77; }
langs=$(tesseract --list-langs 2>&1)
for l in eng chi_sim; do
    grep -qx "$l" <<< "$langs" || { echo "skip: tesseract has no $l (tesseract-ocr-${l/_/-})"; exit 77; }
done
rm -rf "$tmp" && mkdir -p "$tmp"
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-dummy}
seed=${MAZEVIZ_TEST_SEED:-7}
echo "seed $seed (set MAZEVIZ_TEST_SEED to sample other slides)"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# The note of slide N (1-based) in LANG (en|zh) of a lesson file, joined as the program joins it.
note_of() {
    awk -v n="$2" -v key="$3:" '
        function end_block() { if (has_state && ++count == n) print note; has_state = 0; note = "" }
        /^[ \t]*$/ { end_block(); next }
        /^[ \t]*#/ { next }
        { sub(/^[ \t]+/, "") }
        $1 == "state:" { has_state = 1 }
        $1 == key { v = $0; sub(/^[a-z]+:[ \t]*/, "", v); note = note (note != "" && key == "en:" ? " " : "") v }
        END { end_block() }' "$1"
}

# The share (%) of the words (en) or characters (zh) of $2 found in OCR text $3.
score() {
    local lang=$1 note=$2 ocr=$3 total=0 found=0 w
    if [ "$lang" = en ]; then
        ocr=$(tr 'A-Z' 'a-z' <<< "$ocr")
        for w in $(tr 'A-Z' 'a-z' <<< "$note" | tr -c 'a-z\n' ' '); do
            [ ${#w} -ge 3 ] || continue
            total=$((total + 1))
            grep -qF -- "$w" <<< "$ocr" && found=$((found + 1))
        done
    else
        ocr=$(tr -d ' \n' <<< "$ocr")
        while read -r w; do
            total=$((total + 1))
            grep -qF -- "$w" <<< "$ocr" && found=$((found + 1))
        done < <(LC_ALL=C.UTF-8 grep -oP '\p{Han}' <<< "$note")
    fi
    echo $((total ? found * 100 / total : 0))
}

for f in "$@"; do
    n=$("$bin" --lesson "$f" --check | cut -d' ' -f1)
    for slide in 1 $((2 + seed % (n - 1))); do
        for lang in en zh; do
            shot=$tmp/$(basename "$f" .lesson)-$slide-$lang.png
            panel="--panel off" # the note in the strip at the top; the lab has its own top rows and no panel
            "$bin" --lesson "$f" --slide "$slide" --print-state | grep -q 'lab=on' && panel=
            # shellcheck disable=SC2086
            "$bin" --lesson "$f" --slide "$slide" --lang "$lang" $panel --window 1920x1080 --screenshot "$shot" ||
                { fail "$f slide $slide --lang $lang: no screenshot"; continue; }
            # the strip: from the top down to where the left edge's colour first changes
            h=$(convert "$shot" -crop 1x540+2+0 +repage -depth 8 txt:- |
                awk -F'[ ,:]+' 'NR == 2 { first = $0; sub(/^[^ ]+/, "", first) }
                                NR > 2 && !h { c = $0; sub(/^[^ ]+/, "", c); if (c != first) h = $2 }
                                END { print h }')
            [ "${h:-0}" -gt 20 ] || { fail "$f slide $slide --lang $lang: no note strip at the top"; continue; }
            convert "$shot" -crop "1920x$h+0+0" +repage "$shot.top.png"
            ocr=$(tesseract "$shot.top.png" - -l "$([ $lang = en ] && echo eng || echo chi_sim)" --psm 6 2> /dev/null)
            note=$(note_of "$f" "$slide" "$lang")
            [ -n "$note" ] || { fail "$f slide $slide: no $lang note found by the test"; continue; }
            s=$(score "$lang" "$note" "$ocr")
            echo "$(basename "$f") slide $slide $lang: $s % of the note read back"
            [ "$s" -ge 80 ] || fail "$f slide $slide --lang $lang: only $s % of the note read back: '$ocr'"
        done
    done
done
[ $fails -eq 0 ] && echo "all notes readable" || { echo "$fails failure(s)"; exit 1; }
