#!/usr/bin/env bash
# test_pressure.sh - no condition a user can create leaves a target changed
# but incomplete, or ends with exit 0 after doing less than asked (issue 22).
#
# - every catchable signal that ends a program, sent at two known points
#   (the test hook MAZEVIZ_TEST_OUTFILE_STOP stops mazeviz once the temporary
#   file exists, and again just before the rename): death by that signal,
#   the old target byte for byte, no temporary left; SIGKILL leaves the
#   target as it was;
# - the natural ways: stderr a closed pipe (SIGPIPE at the seed line), a
#   file size limit (ulimit -f: exit 1, one line, old bytes);
# - memory limits (ulimit -v) swept from too little to enough: every run
#   either writes exactly the picture an unlimited run writes, or exits 1
#   with one line and the old bytes; --back without memory for its history
#   still shows the step asked for; plain text needs no memory per cell
#   beyond the maze;
# - bounded work: --frames 100000 on a 3x3 maze draws only its distinct
#   pictures (within a CPU limit), too many pictures is exit 2, a long run
#   says how long before it goes on.
#
# usage: test_pressure.sh MAZEVIZ
set -u
bin=${1:?usage: test_pressure.sh path/to/mazeviz}
[[ $bin == /* ]] || bin=$PWD/$bin # the /proc/self/cwd checks run in another directory
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
ulimit -c 0 # signals that dump core must not leave core files
has_viz=1
"$bin" --screenshot "$tmp/probe.png" --steps 0 --size 2x2 2>&1 | grep -q "built without the visualizer" && has_viz=0
has_gif=$has_viz
[ "$has_viz" = 1 ] && "$bin" --gif "$tmp/probe.gif" --size 2x2 --seed 1 2>&1 | grep -q "without GIF support" && has_gif=0
rm -f "$tmp"/probe.*
asan=0
ldd "$bin" 2>/dev/null | grep -q libasan && asan=1
export LC_ALL=C

# The target before the run, and the check after: the same bytes, nothing beside it.
old=$tmp/old-bytes
prepare() { # target
    printf 'keep\001\377 these bytes\n' > "$1"
    cp "$1" "$old"
}
unchanged() { # target what
    cmp -s "$1" "$old" || fail "$2: the target changed ($(stat -c %s "$1") bytes)"
    local left
    left=$(ls "$1".?????? 2> /dev/null)
    [ -z "$left" ] || fail "$2: left $left"
    rm -f "$1".??????
}
one_line() { # stderr-file what
    [ "$(wc -l < "$1")" -eq 1 ] || fail "$2: stderr is not one line: $(head -c 400 "$1")"
}

# --- Signals at known points -------------------------------------------
# Every child mazeviz starts with every signal's default action (env --default-signal,
# coreutils 8.31): without job control a background child has SIGINT and SIGQUIT ignored,
# and so has everything when the test itself was started as a background job (12 SIGQUIT
# checks failed then: an ignored signal stays ignored, by design). Nor is job control used:
# with it, bash's wait reported the hook's stop (exit 147) before the death, a race under
# load ("SIGPWR at open: exit 147, want 158"). Without it, wait returns only at the end.
sig_num() { kill -l "$1"; }
signals_ok=1
fresh=(env --default-signal)
if ! env --default-signal true 2> /dev/null; then
    fresh=() signals_ok=0
    echo "skip: the signal checks: env --default-signal is missing (coreutils 8.31 or later)"
fi
wait_stopped() { # pid: until it is stopped (state T) or gone, at most a minute (a busy machine)
    local end=$((SECONDS + 60)) stat
    while [ $SECONDS -lt $end ] && read -r stat < "/proc/$1/stat" 2> /dev/null; do
        stat=${stat##*) }
        [ "${stat%% *}" = T ] && return 0
        sleep 0.01
    done
    return 1
}
at_point() { # point signal target args...
    local point=$1 sig=$2 target=$3 rc pid
    shift 3
    prepare "$target"
    MAZEVIZ_TEST_OUTFILE_STOP=$point "${fresh[@]}" "$bin" "$@" > /dev/null 2> "$tmp/e" &
    pid=$!
    if ! wait_stopped "$pid"; then
        fail "$point $sig $*: mazeviz did not stop at the hook"
        kill -KILL "$pid" 2> /dev/null
        wait "$pid" 2> /dev/null
        return
    fi
    [ "$point" = open ] || [ -n "$(ls "$target".?????? 2> /dev/null)" ] ||
        fail "$point: no temporary file beside $target"
    kill -"$sig" "$pid"
    kill -CONT "$pid" 2> /dev/null
    wait "$pid" 2> /dev/null
    rc=$?
    if [ "$sig" = KILL ]; then
        cmp -s "$target" "$old" || fail "SIGKILL at $point changed the target"
        rm -f "$target".?????? # SIGKILL cannot be caught: the temporary stays
        return
    fi
    local want=$((128 + $(sig_num "$sig")))
    case $sig in SEGV | BUS | FPE) [ "$asan" = 1 ] && want=any ;; esac # AddressSanitizer reports them
    [ "$want" = any ] && [ "$rc" -ne 0 ] || [ "$rc" -eq "$want" ] ||
        fail "SIG$sig at $point ($1 ...): exit $rc, want $want (death by the signal)"
    unchanged "$target" "SIG$sig at $point ($1 ...)"
}
signals="HUP INT QUIT ILL TRAP ABRT BUS FPE USR1 SEGV USR2 PIPE ALRM TERM STKFLT XCPU XFSZ VTALRM PROF IO PWR SYS"
rt=$(kill -l | tr '\t' '\n' | sed -n 's/^ *[0-9]*) \(SIGRT[A-Z0-9+-]*\)$/\1/p' | sed 's/^SIG//')
[ "$signals_ok" = 1 ] || signals= rt=
for sig in $signals $rt; do
    kill -l "$sig" > /dev/null 2>&1 || continue
    for point in open commit; do
        at_point "$point" "$sig" "$tmp/s.txt" --headless --seed 1 --size 40x30 --output "$tmp/s.txt"
    done
done
[ "$signals_ok" = 1 ] && at_point commit KILL "$tmp/s.txt" --headless --seed 1 --output "$tmp/s.txt"
if [ "$has_viz" = 1 ] && [ "$signals_ok" = 1 ]; then
    for sig in $signals RTMIN RTMAX KILL; do
        at_point commit "$sig" "$tmp/s.png" --screenshot "$tmp/s.png" --seed 1 --size 8x6 --window 200x150
    done
    at_point open TERM "$tmp/s.png" --screenshot "$tmp/s.png" --seed 1 --size 8x6 --window 200x150
fi
if [ "$has_gif" = 1 ] && [ "$signals_ok" = 1 ]; then
    for sig in $signals RTMIN RTMAX KILL; do
        at_point commit "$sig" "$tmp/s.gif" --gif "$tmp/s.gif" --seed 1 --size 4x3 --window 100x80
    done
    at_point open QUIT "$tmp/s.gif" --gif "$tmp/s.gif" --seed 1 --size 4x3 --window 100x80
    at_point open PIPE "$tmp/s.svg" --headless --format svg --seed 1 --output "$tmp/s.svg"
fi

# The same without the hook, in the middle of writing a long --output (once its temporary
# file exists), for the signals that used to leave it behind.
for sig in QUIT PIPE USR1 ALRM XCPU RTMIN; do
    [ "$signals_ok" = 1 ] || break
    prepare "$tmp/m.txt"
    "${fresh[@]}" "$bin" --headless --seed 1 --size 2000x2000 --count 100 --output "$tmp/m.txt" 2> /dev/null &
    pid=$!
    end=$((SECONDS + 60))
    while ! ls "$tmp/m.txt".?????? > /dev/null 2>&1 && [ $SECONDS -lt $end ]; do sleep 0.01; done
    sleep 0.2
    kill -"$sig" "$pid"
    wait "$pid" 2> /dev/null
    rc=$?
    [ "$rc" -eq $((128 + $(sig_num "$sig"))) ] || fail "SIG$sig while writing: exit $rc"
    unchanged "$tmp/m.txt" "SIG$sig while writing"
done

# A signal the program was started with ignored stays ignored: the run completes.
prepare "$tmp/i.txt"
(trap '' HUP; MAZEVIZ_TEST_OUTFILE_STOP=commit exec "$bin" --headless --seed 1 --output "$tmp/i.txt") &
pid=$!
wait_stopped "$pid" && kill -HUP "$pid" && kill -CONT "$pid"
wait "$pid"
rc=$?
"$bin" --headless --seed 1 | cmp -s - "$tmp/i.txt" && [ "$rc" -eq 0 ] ||
    fail "SIGHUP ignored by the caller: exit $rc, the file is not the maze"

# stderr a closed pipe: SIGPIPE at the seed line, which comes after the file was opened.
closed_stderr() { # target args...
    local target=$1
    shift
    prepare "$target"
    { sleep 0.3; exec "$bin" "$@"; } 2>&1 > /dev/null | true
    local rc=${PIPESTATUS[0]}
    [ "$rc" -eq 141 ] || fail "stderr a closed pipe ($1 ...): exit $rc, want 141"
    unchanged "$target" "stderr a closed pipe ($1 ...)"
}
closed_stderr "$tmp/p.txt" --headless --output "$tmp/p.txt"
[ "$has_viz" = 1 ] && closed_stderr "$tmp/p.png" --screenshot "$tmp/p.png" --size 5x5
[ "$has_gif" = 1 ] && closed_stderr "$tmp/p.gif" --gif "$tmp/p.gif" --size 5x5

# A file size limit (ulimit -f, 100 KiB) hit mid-write: exit 1, one line, the old bytes.
size_limit() { # target args...
    local target=$1
    shift
    prepare "$target"
    (ulimit -f 100; exec "$bin" "$@" --seed 1 > /dev/null 2> "$tmp/e")
    local rc=$?
    [ "$rc" -eq 1 ] && grep -q "File too large" "$tmp/e" || fail "ulimit -f ($1 ...): exit $rc, $(head -c 300 "$tmp/e")"
    one_line "$tmp/e" "ulimit -f ($1 ...)"
    unchanged "$target" "ulimit -f ($1 ...)"
}
size_limit "$tmp/f.txt" --headless --size 2000x2000 --output "$tmp/f.txt"
[ "$has_viz" = 1 ] && size_limit "$tmp/f.png" --screenshot "$tmp/f.png" --size 300x300 --window 3000x3000
[ "$has_gif" = 1 ] && size_limit "$tmp/f.gif" --gif "$tmp/f.gif" --size 60x40 --frames 40

# Only descriptors are written in place (issue 28): a file named through /proc/self/cwd, a
# link to such a name and another process's descriptor of a regular file get the temporary
# file too. A prefix test ('/proc/') wrote them in place: the limit left them truncated.
cd "$tmp" || exit 1
size_limit "$tmp/c.txt" --headless --size 2000x2000 --output /proc/self/cwd/c.txt
at_point open TERM "$tmp/c.txt" --headless --seed 1 --output /proc/self/cwd/c.txt
ln -s /proc/self/cwd/c.txt "$tmp/c-link"
size_limit "$tmp/c.txt" --headless --size 2000x2000 --output "$tmp/c-link"
[ -L "$tmp/c-link" ] || fail "--output through a link to /proc/self/cwd/c.txt replaced the link"
[ "$has_viz" = 1 ] &&
    size_limit "$tmp/c.png" --screenshot /proc/self/cwd/c.png --size 300x300 --window 3000x3000
prepare "$tmp/held.txt"
sleep 60 3>> "$tmp/held.txt" &
holder=$!
size_limit "$tmp/held.txt" --headless --size 2000x2000 --output "/proc/$holder/fd/3"
kill "$holder"
wait "$holder" 2> /dev/null

# --- Memory limits ------------------------------------------------------
# From too little memory up in 16 MB steps until three runs in a row
# succeed: a success must be byte for byte the unlimited picture, a failure
# exit 1 with one line and the old bytes. At least one of each is needed.
sweep() { # what target args...
    local what=$1 target=$2 kb=40000 ok=0 bad=0 rc
    shift 2
    "$bin" "$@" --seed 1 2> /dev/null && cp "$target" "$tmp/ref" || { fail "$what: the unlimited run failed"; return; }
    while [ "$ok" -lt 3 ] && [ "$kb" -le 1200000 ]; do
        prepare "$target"
        (ulimit -v "$kb"; exec "$bin" "$@" --seed 1 > /dev/null 2> "$tmp/e")
        rc=$?
        if [ "$rc" -eq 0 ]; then
            cmp -s "$target" "$tmp/ref" || fail "$what under ulimit -v $kb: exit 0 but not the picture asked for"
            ok=$((ok + 1))
        else
            bad=$((bad + 1))
            ok=0
            [ "$rc" -eq 1 ] || fail "$what under ulimit -v $kb: exit $rc, want 1: $(head -c 300 "$tmp/e")"
            one_line "$tmp/e" "$what under ulimit -v $kb"
            unchanged "$target" "$what under ulimit -v $kb"
        fi
        kb=$((kb + 16000))
    done
    [ "$bad" -gt 0 ] && [ "$ok" -eq 3 ] || fail "$what: the sweep saw $bad failures and ended with $ok successes"
    echo "$what: failed below $((kb - 48000)) KB, whole from there"
}
if [ "$asan" = 0 ] && [ "$has_viz" = 1 ]; then # (AddressSanitizer needs terabytes of address space)
    sweep "--screenshot 4096x4096" "$tmp/m.png" --screenshot "$tmp/m.png" --window 4096x4096 --size 100x100
    [ "$has_gif" = 1 ] &&
        sweep "--gif 4096x4096" "$tmp/m.gif" --gif "$tmp/m.gif" --window 4096x4096 --size 20x20 --frames 3
    # Every failure under a memory limit is one line of ours that says so: in the last 6 MB
    # below what a small --screenshot needs, 100 KB apart, each run either writes the picture
    # or says "out of memory" (libpng printed five lines of its own, SDL "Parameter 'texture'
    # is invalid" or "Text has zero width", and a UI font without memory was a warning and a
    # picture without text). Runs the loader itself cannot start (127; GLib aborting in its
    # constructor, 134) end before mazeviz runs and are not counted.
    small=(--screenshot "$tmp/o.png" --window 640x480 --size 20x15 --seed 1)
    "$bin" "${small[@]}" && cp "$tmp/o.png" "$tmp/ref" || fail "the unlimited small --screenshot failed"
    lo=8000 hi=400000
    while [ $((hi - lo)) -gt 100 ]; do # the least memory that draws it
        mid=$(((lo + hi) / 2))
        if (ulimit -v "$mid"; exec "$bin" "${small[@]}" > /dev/null 2>&1); then hi=$mid; else lo=$mid; fi
    done
    said=0
    for kb in $(seq $((hi - 6000)) 100 "$hi"); do
        (ulimit -v "$kb"; exec "$bin" "${small[@]}" > /dev/null 2> "$tmp/e")
        rc=$?
        case $rc in
        0) cmp -s "$tmp/o.png" "$tmp/ref" || fail "small --screenshot under ulimit -v $kb: exit 0, not the picture" ;;
        1) said=$((said + 1))
           [ "$(wc -l < "$tmp/e")" -eq 1 ] && grep -qi "out of memory" "$tmp/e" ||
               fail "small --screenshot under ulimit -v $kb: $(head -c 400 "$tmp/e" | tr '\n' '|')" ;;
        127 | 134) ;;
        *) fail "small --screenshot under ulimit -v $kb: exit $rc, $(head -c 300 "$tmp/e")" ;;
        esac
    done 2> /dev/null # (bash's "Aborted" for the 134s)
    [ "$said" -gt 0 ] || fail "small --screenshot: no run between $((hi - 6000)) and $hi KB said out of memory"
    echo "small --screenshot: whole from $hi KB; $said failures below, each one line"

    # A PNG mask without memory to decode it is exit 1, "out of memory", as everywhere (it was 2).
    if command -v convert > /dev/null && convert -size 6000x6000 xc:black "$tmp/big-mask.png" 2> /dev/null; then
        (ulimit -v 100000; exec "$bin" --headless --mask "$tmp/big-mask.png" --size 6000x6000 > /dev/null 2> "$tmp/e")
        rc=$?
        [ "$rc" -eq 1 ] && grep -q "^mazeviz: out of memory reading --mask '$tmp/big-mask.png'$" "$tmp/e" ||
            fail "a PNG mask without memory: exit $rc, $(head -c 300 "$tmp/e")"
        one_line "$tmp/e" "a PNG mask without memory"
    fi
    # The finished maze's figures need 8 bytes a cell: without them the panel lost its "This
    # maze" figures and the run still exited 0 (92-148 MB here).
    sweep "--screenshot of a 2000x2000 maze" "$tmp/m.png" --screenshot "$tmp/m.png" --size 2000x2000 --algo backtracker

    # --back with no memory for the step history: replayed from the start, the same picture.
    shot=(--screenshot "$tmp/b.png" --algo kruskal --size 2000x2000 --seed 1 --steps 1500000 --back 500000)
    "$bin" "${shot[@]}" 2> /dev/null && cp "$tmp/b.png" "$tmp/ref"
    replayed=0
    for kb in 100000 125000 150000 175000 200000; do
        prepare "$tmp/b.png"
        (ulimit -v "$kb"; exec "$bin" "${shot[@]}" > /dev/null 2> "$tmp/e")
        rc=$?
        grep -q "replaying the run from the start" "$tmp/e" && replayed=$((replayed + 1))
        if [ "$rc" -eq 0 ]; then
            cmp -s "$tmp/b.png" "$tmp/ref" || fail "--back under ulimit -v $kb: exit 0 but not step 1,000,000"
        else
            [ "$rc" -eq 1 ] && grep -q "out of memory\|no memory\|Out of memory" "$tmp/e" ||
                fail "--back under ulimit -v $kb: exit $rc, $(head -c 300 "$tmp/e")"
            unchanged "$tmp/b.png" "--back under ulimit -v $kb"
        fi
    done
    [ "$replayed" -gt 0 ] || fail "--back: no limit made mazeviz replay (no run without history)"
fi

# Plain text needs the maze and one line, no byte per cell more: every
# failure in the sweep is the maze's own allocation, never the writer's.
if [ "$asan" = 0 ]; then
    ref=$("$bin" --headless --algo binary-tree --size 4096x4096 --seed 1 | cksum)
    for kb in 40000 44000 48000 52000 56000 60000 64000 68000; do
        out=$(ulimit -v "$kb"; "$bin" --headless --algo binary-tree --size 4096x4096 --seed 1 2> "$tmp/e" | cksum)
        if [ -s "$tmp/e" ]; then
            grep -q -E "^mazeviz: out of memory for (a 4096x4096 maze|the 4096x4096 rect grid)$" "$tmp/e" ||
                fail "text under ulimit -v $kb: $(head -c 300 "$tmp/e")"
        else
            [ "$out" = "$ref" ] || fail "text under ulimit -v $kb: no message but not the maze"
        fi
    done
    # With --solve the marks are needed; when they do not fit it says "out of memory".
    (ulimit -v 56000; "$bin" --headless --algo binary-tree --size 4096x4096 --seed 1 --solve bfs \
        --output "$tmp/sol.txt" > /dev/null 2> "$tmp/e")
    rc=$?
    [ "$rc" -eq 0 ] || { [ "$rc" -eq 1 ] && grep -q "out of memory" "$tmp/e"; } ||
        fail "--solve under ulimit -v 56000: exit $rc, $(head -c 300 "$tmp/e")"
fi

# --- Bounded work -----------------------------------------------------------
if [ "$has_gif" = 1 ]; then
    # 100,000 frames of a 3x3 maze are 35 distinct pictures: drawn once each (CPU limit 20 s;
    # drawing every frame took 100 s).
    (ulimit -t 20; exec "$bin" --gif "$tmp/w.gif" --size 3x3 --seed 1 --frames 100000 2> "$tmp/e")
    rc=$?
    [ "$rc" -eq 0 ] || fail "--frames 100000 on 3x3: exit $rc (152: out of CPU time), $(head -c 200 "$tmp/e")"
    # Too many pictures: refused before drawing, with a --steps-per-frame that fits.
    (ulimit -t 30; exec "$bin" --gif "$tmp/w.gif" --algo aldous-broder --size 200x200 --seed 1 > /dev/null 2> "$tmp/e")
    rc=$?
    [ "$rc" -eq 2 ] && grep -q "at most 100000; use --frames N or --steps-per-frame [0-9]* or more" "$tmp/e" ||
        fail "a --gif of too many pictures: exit $rc, $(head -c 300 "$tmp/e")"
    one_line "$tmp/e" "a --gif of too many pictures"
fi
if [ "$has_gif" = 1 ] && [ "$signals_ok" = 1 ]; then
    # A long run says how many pictures and about how long, early; Ctrl-C then leaves nothing.
    prepare "$tmp/l.gif"
    "${fresh[@]}" "$bin" --gif "$tmp/l.gif" --size 200x100 --seed 1 --frames 100000 --window 1600x1200 2> "$tmp/e" &
    pid=$!
    end=$((SECONDS + 120))
    while ! grep -q "about" "$tmp/e" && [ $SECONDS -lt $end ] && kill -0 "$pid" 2> /dev/null; do sleep 0.05; done
    grep -q "^mazeviz: --gif: 100000 pictures of 1600x1200, about [0-9]* min [0-9]* s more" "$tmp/e" ||
        fail "no estimate before a long --gif: $(head -c 300 "$tmp/e")"
    kill -INT "$pid"
    wait "$pid"
    rc=$?
    [ "$rc" -eq 130 ] || fail "Ctrl-C during a long --gif: exit $rc"
    unchanged "$tmp/l.gif" "Ctrl-C during a long --gif"
fi

echo "test_pressure: $fails failure(s)"
[ "$fails" -eq 0 ]
