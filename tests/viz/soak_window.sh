#!/bin/sh
# soak_window.sh - the real window under Xvfb, played with for a while like
# a class would (new seeds, algorithms, Enter, restart, compare, the lab,
# solvers, themes, styles, help, recordings with G), and its resident set
# printed every 10 s: "t=40s rss=161234 KiB". A benchmark (meson test
# --benchmark 'window soak'), not a gate: it fails only when mazeviz dies
# or the window does not appear. Skips (77) without Xvfb or xdotool.
#
# usage: soak_window.sh MAZEVIZ WORKDIR [SECONDS]   (default 300, or $MAZEVIZ_SOAK_SECONDS)
set -u
exe=$1
work=$2
secs=${3:-${MAZEVIZ_SOAK_SECONDS:-300}}
xvfb_more_cleanup() { rm -f "$work"/mazeviz-*.gif; }
. "${0%/*}/xvfb_lib.sh"
xvfb_window_test "$work" Xvfb xdotool timeout
xvfb_start "$work" 1280x800x24

"$exe" --seed 1 --size 60x40 --speed 16 --record-dir "$work" 2> "$work/mazeviz.log" &
apid=$!
wid=$(timeout 30 xdotool search --sync --class mazeviz | head -n1)
[ -n "$wid" ] || { echo "FAIL: no mazeviz window appeared"; exit 1; }
timeout 10 xdotool windowfocus --sync "$wid" > /dev/null 2>&1

rss() { awk '/^VmRSS:/ { print $2 }' "/proc/$apid/status" 2> /dev/null; }
# One round of a lesson: about 10 s of keys.
round() {
    for k in n Return 2 Return s Return d Return Tab Return r Return t b p question Escape \
             c Return n Return c u Return u g n Return g 5 Return minus minus Return plus plus \
             l l Home Right Right Left Return 1; do
        timeout 10 xdotool key --clearmodifiers "$k" > /dev/null 2>&1
        sleep 0.2
    done
}

start=$(date +%s)
next=10
first=$(rss)
echo "t=0s rss=${first} KiB"
peak=$first
while [ $(($(date +%s) - start)) -lt "$secs" ]; do
    kill -0 "$apid" 2> /dev/null || { echo "FAIL: mazeviz died: $(tail -n 3 "$work/mazeviz.log")"; exit 1; }
    round
    now=$(($(date +%s) - start))
    while [ "$now" -ge "$next" ]; do
        r=$(rss)
        [ -n "$r" ] && [ "$r" -gt "$peak" ] && peak=$r
        echo "t=${next}s rss=${r} KiB"
        next=$((next + 10))
    done
done
echo "soak: ${secs} s, rss ${first} KiB at the start, $(rss) KiB at the end, peak ${peak} KiB;" \
     "$(ls "$work"/mazeviz-*.gif 2> /dev/null | wc -l) recordings saved"
kill -0 "$apid" 2> /dev/null || { echo "FAIL: mazeviz died"; exit 1; }
