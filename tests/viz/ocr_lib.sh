# shellcheck shell=bash
# ocr_lib.sh - sourced (bash) by the tests that read a script's highlighted
# line back from the picture with tesseract (script_window_test.sh,
# solve_script_window_test.sh).

# The line number OCR read first in $1: its first word without the punctuation OCR adds at
# the band's edge ('|', '.', ':'), with the letters it takes for digits (l and I for 1, O and o for 0).
line_number() {
    local w=${1%% *}
    w=$(sed -E 's/^[^[:alnum:]]*//; s/[^[:alnum:]]*$//' <<< "$w")
    tr 'lIOo' '1100' <<< "$w"
}

# The share (%) of the words of line $1 (3 letters or more) found in OCR text $2.
score() {
    local ocr total=0 found=0 w
    ocr=$(tr 'A-Z' 'a-z' <<< "$2")
    for w in $(tr 'A-Z' 'a-z' <<< "$1" | tr -c 'a-z\n' ' '); do
        [ ${#w} -ge 3 ] || continue
        total=$((total + 1))
        grep -qF -- "$w" <<< "$ocr" && found=$((found + 1))
    done
    echo $((total ? found * 100 / total : 100))
}

# The box (WxH+X+Y) of the highlighted (yellow) line in the panel (the
# right part, 760 px wide, cropped to $2/panel.png) of the 1920x1080 picture
# $1. Fails when the panel has no highlighted line (the maze's walk is
# yellow too: hence the crop first).
band_box() {
    local box
    convert "$1" -crop 760x1080+1160+0 +repage "$2/panel.png" 2> /dev/null || return 1
    box=$(convert "$2/panel.png" -fill black -fuzz 2% +opaque '#ffff00' -format '%@' info:)
    [[ $box =~ ^[0-9]+x[0-9]+\+ ]] && echo "$box"
}

# The text of that line in picture $1, read by tesseract from the band scaled to 200 % (crops in $2).
band_ocr() {
    local box
    box=$(band_box "$1" "$2") || return 1
    convert "$2/panel.png" -crop "$box" +repage -scale 200% "$2/band.png" || return 1
    tesseract "$2/band.png" - --psm 6 2> /dev/null | tr '\n' ' '
}
