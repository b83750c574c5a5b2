#!/bin/sh
# challenge_marks_test.sh - a challenge marks its own start and goal in the
# window (issue 33): wall-follower's goal is the centre cell, pledge's start
# is, in the editor and in the single maze, at 800x600 and 1920x1080. The
# marks' colours are read from a picture without a challenge (the editor
# marks the corners there), so the test knows no theme colour. Skips (77)
# without ImageMagick.
#
# usage: challenge_marks_test.sh MAZEVIZ WORKDIR
set -u
exe=$1
work=$2
command -v convert >/dev/null 2>&1 || { echo "skip: convert is not installed"; exit 77; }
mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }
W=12 H=8

# at PNG X Y: the colour of cell (X, Y)'s centre, the maze found inside its red border.
at() {
    box=$(convert "$1" -fill black +opaque "#FF0000" -format %@ info:)
    bw=${box%%x*} rest=${box#*x}
    bh=${rest%%+*} rest=${rest#*+}
    bx=${rest%%+*} by=${rest#*+}
    px=$((bx + (2 * $2 + 1) * bw / (2 * W))) py=$((by + (2 * $3 + 1) * bh / (2 * H)))
    convert "$1" -format "%[hex:u.p{$px,$py}]" info:
}

for size in 800x600 1920x1080; do
    shot() { name=$1; shift; "$exe" --screenshot "$work/$name.png" --window $size --seed 3 --panel off "$@" 2>/dev/null || fail "$size: screenshot $name $*"; }
    shot ref --size ${W}x$H --edit
    start=$(at "$work/ref.png" 0 0) goal=$(at "$work/ref.png" $((W - 1)) $((H - 1)))
    [ "$start" != "$goal" ] || fail "$size: start and goal look alike ($start)"
    shot wf-edit --challenge wall-follower --edit
    [ "$(at "$work/wf-edit.png" 6 4)" = "$goal" ] || fail "$size: wall-follower in the editor: the centre is not the goal"
    [ "$(at "$work/wf-edit.png" $((W - 1)) $((H - 1)))" != "$goal" ] || fail "$size: wall-follower in the editor: the goal is still in the corner"
    [ "$(at "$work/wf-edit.png" 0 0)" = "$start" ] || fail "$size: wall-follower in the editor: no start in the corner"
    shot pl-single --challenge pledge --steps 40
    [ "$(at "$work/pl-single.png" 6 4)" = "$start" ] || fail "$size: pledge in the single maze: the centre is not the start"
    [ "$(at "$work/pl-single.png" $((W - 1)) $((H - 1)))" = "$goal" ] || fail "$size: pledge in the single maze: no goal in the corner"
    [ "$(at "$work/pl-single.png" 0 0)" != "$start" ] || fail "$size: pledge in the single maze: a start in the corner"
    echo "ok: $size: the challenges' start and goal are marked"
done
echo "challenge marks: all checks passed"
