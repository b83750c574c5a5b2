#!/usr/bin/env bash
# test_cli.sh - the headless CLI as a user runs it: text format, seeds,
# --count, --list-algos, and a one-line error with exit 2 for every bad input.
set -u
bin=${1:?usage: test_cli.sh path/to/mazeviz}
tmp=$(mktemp -d)
# A build without the visualizer (-Dviz=disabled) skips the window and picture cases.
has_viz=1
"$bin" --screenshot "$tmp/probe.png" --steps 0 --size 2x2 2>&1 | grep -q "built without the visualizer" && has_viz=0
rm -f "$tmp/probe.png"
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/cli_lib.sh" # fails, fail, bad

# The block format: 2H+1 lines of 2W+1 characters, closed border, W*H-1 openings.
check_ascii() { # file w h
    awk -v w="$2" -v h="$3" '
        { if (length($0) != 2 * w + 1) bad = bad "line " NR " has length " length($0) "; "
          if ($0 !~ /^[# ]*$/) bad = bad "line " NR " has other characters; "
          if (substr($0, 1, 1) != "#" || substr($0, 2 * w + 1, 1) != "#") bad = bad "side wall open at line " NR "; "
          for (i = 1; i <= 2 * w + 1; i++) {
              ch = substr($0, i, 1); odd_r = (NR % 2 == 0); odd_c = (i % 2 == 0)
              if (odd_r && odd_c && ch != " ") bad = bad "cell " NR "," i " is a wall; "
              if (!odd_r && !odd_c && ch != "#") bad = bad "corner " NR "," i " is open; "
              if (odd_r != odd_c && ch == " ") open++
          }
          if ((NR == 1 || NR == 2 * h + 1) && $0 !~ /^#*$/) bad = bad "outer wall open at line " NR "; "
        }
        END { if (NR != 2 * h + 1) bad = bad NR " lines, want " 2 * h + 1 "; "
              if (open != w * h - 1) bad = bad open " openings, want " w * h - 1
              if (bad != "") { print bad; exit 1 } }' "$1"
}

for algo in $("$bin" --list-algos | awk '{print $1}'); do
    for size in 7x5 1x1 1x9 9x1 2x2 40x25; do
        w=${size%x*} h=${size#*x}
        if ! "$bin" --headless --algo "$algo" --size "$size" --seed 3 > "$tmp/m.txt" 2> "$tmp/err"; then
            fail "$algo $size exited non-zero: $(cat "$tmp/err")"
            continue
        fi
        msg=$(check_ascii "$tmp/m.txt" "$w" "$h") || fail "$algo $size: $msg"
    done
done

# Defaults: wilson, 30x20; the random seed is printed and reproduces the maze.
"$bin" --headless > "$tmp/a.txt" 2> "$tmp/err" || fail "default run failed"
check_ascii "$tmp/a.txt" 30 20 > /dev/null || fail "default is not a 30x20 ascii maze"
seed=$(sed -n 's/^mazeviz: seed \([0-9]*\)$/\1/p' "$tmp/err")
[ -n "$seed" ] || fail "no seed printed to stderr: $(cat "$tmp/err")"
"$bin" --headless --algo wilson --size 30x20 --seed "$seed" > "$tmp/b.txt" 2> "$tmp/err2"
cmp -s "$tmp/a.txt" "$tmp/b.txt" || fail "the printed seed $seed does not reproduce the maze"
[ -s "$tmp/err2" ] && fail "a given seed should not be printed: $(cat "$tmp/err2")"

# Same seed same maze; other seed other maze.
"$bin" --headless --seed 11 --size 20x20 > "$tmp/s1" && "$bin" --headless --seed 11 --size 20x20 > "$tmp/s2"
cmp -s "$tmp/s1" "$tmp/s2" || fail "same seed gave different mazes"
"$bin" --headless --seed 12 --size 20x20 > "$tmp/s3"
cmp -s "$tmp/s1" "$tmp/s3" && fail "seeds 11 and 12 gave the same maze"

# --count N: seeds N0, N0+1, ... separated by one blank line.
"$bin" --headless --size 6x4 --seed 40 --count 3 > "$tmp/c.txt" || fail "--count failed"
{ for s in 40 41 42; do
    [ "$s" != 40 ] && echo
    "$bin" --headless --size 6x4 --seed "$s"
  done; } > "$tmp/c2.txt"
cmp -s "$tmp/c.txt" "$tmp/c2.txt" || fail "--count 3 is not seeds 40,41,42 separated by blank lines"

# unicode format: the same maze with full blocks.
"$bin" --headless --size 5x3 --seed 9 --format unicode > "$tmp/u.txt"
"$bin" --headless --size 5x3 --seed 9 | sed 's/#/█/g' > "$tmp/u2.txt"
cmp -s "$tmp/u.txt" "$tmp/u2.txt" || fail "unicode format differs from ascii with # -> █"

# --output writes the file; on failure nothing is written or replaced.
"$bin" --headless --seed 5 --output "$tmp/out.txt" && "$bin" --headless --seed 5 > "$tmp/out2.txt"
cmp -s "$tmp/out.txt" "$tmp/out2.txt" || fail "--output differs from stdout"
echo keep > "$tmp/keep.txt"
"$bin" --headless --algo nope --output "$tmp/keep.txt" 2> /dev/null
[ "$(cat "$tmp/keep.txt")" = keep ] || fail "a failed run changed the --output file"
if [ -w /dev/full ]; then
    "$bin" --headless --seed 1 --output /dev/full 2> "$tmp/err"
    rc=$?
    [ "$rc" -ne 0 ] && grep -q "failed" "$tmp/err" || fail "write error to /dev/full: exit $rc, $(cat "$tmp/err")"
fi
[ -z "$(ls "$tmp" | grep -v -E '^(a|b|c|c2|err|err2|keep|m|out|out2|s1|s2|s3|u|u2)\.?(txt)?$')" ] ||
    fail "temporary files left behind: $(ls "$tmp")"

# Output files: the umask for new files, an existing file keeps its mode,
# symbolic links are written through, hard links are refused, descriptors
# (a link to /proc/self/fd/1, like /dev/stdout) are written directly.
o=$tmp/of
mkdir "$o"
"$bin" --headless --seed 5 > "$o/want"
(umask 022; "$bin" --headless --seed 5 --output "$o/new")
[ "$(stat -c %a "$o/new")" = 644 ] || fail "new --output file under umask 022 has mode $(stat -c %a "$o/new")"
(umask 077; "$bin" --headless --seed 5 --output "$o/new77")
[ "$(stat -c %a "$o/new77")" = 600 ] || fail "new --output file under umask 077 has mode $(stat -c %a "$o/new77")"
echo old > "$o/m640" && chmod 640 "$o/m640"
(umask 077; "$bin" --headless --seed 5 --output "$o/m640")
[ "$(stat -c %a "$o/m640")" = 640 ] || fail "overwritten 640 file has mode $(stat -c %a "$o/m640")"
cmp -s "$o/m640" "$o/want" || fail "overwritten file has the wrong content"
# The longest legal name (255 bytes) is written and replaced: its temporary file's name is
# cut to fit (NAME.XXXXXX was 262 bytes: "File name too long", exit 2).
long=$(printf '%0251d' 0).txt
"$bin" --headless --seed 5 --output "$o/$long" && "$bin" --headless --seed 5 --output "$o/$long" ||
    fail "--output to a ${#long}-byte file name failed"
cmp -s "$o/$long" "$o/want" || fail "--output to a ${#long}-byte file name did not write the maze"
[ "$(ls "$o" | wc -l)" -eq 5 ] || fail "a ${#long}-byte --output left files behind: $(ls "$o")"
rm -f "$o/$long"
echo old > "$o/real" && ln -s real "$o/link"
"$bin" --headless --seed 5 --output "$o/link" || fail "--output through a symlink failed"
[ -L "$o/link" ] || fail "--output replaced the symlink with a file"
cmp -s "$o/real" "$o/want" || fail "--output did not write through the symlink to its target"
ln -s missing "$o/dangling"
"$bin" --headless --seed 5 --output "$o/dangling" || fail "--output through a dangling symlink failed"
[ -L "$o/dangling" ] && cmp -s "$o/missing" "$o/want" || fail "a dangling symlink's target was not created"
echo old > "$o/h1" && ln "$o/h1" "$o/h2"
bad "more than one hard link" --headless --seed 5 --output "$o/h2"
[ "$(cat "$o/h1")" = old ] && [ "$(stat -c %h "$o/h1")" = 2 ] || fail "a hard-linked --output was changed"
ln -s /proc/self/fd/1 "$o/stdout"
"$bin" --headless --seed 5 --output "$o/stdout" > "$o/via-fd" || fail "--output to a /proc/self/fd/1 link failed"
[ -L "$o/stdout" ] || fail "--output replaced a /proc/self/fd/1 symlink with a file"
cmp -s "$o/via-fd" "$o/want" || fail "--output to /proc/self/fd/1 did not reach standard output"
"$bin" --headless --seed 5 --output "$o/stdout" | cmp -s - "$o/want" || fail "--output /proc/self/fd/1 into a pipe"
# A descriptor is written where it stands, never reopened: reopening truncated (O_TRUNC), so
# '--output /dev/stdout >> log' emptied the log and '(echo header; mazeviz --output
# /dev/stdout) > file' lost the header; and reopening a descriptor open for reading only
# wrote (and emptied) the file behind it. Links in $o stand for /dev/stdout and /dev/fd/3.
{ echo header; cat "$o/want"; } > "$o/log-want"
echo header > "$o/log"
"$bin" --headless --seed 5 --output "$o/stdout" >> "$o/log" || fail "--output /proc/self/fd/1 >> log failed"
cmp -s "$o/log" "$o/log-want" || fail "--output /proc/self/fd/1 >> log: the log is not its old line and the maze"
(echo header; "$bin" --headless --seed 5 --output "$o/stdout") > "$o/hdr" || fail "--output after a header failed"
cmp -s "$o/hdr" "$o/log-want" || fail "(echo header; mazeviz --output /proc/self/fd/1) > file: the header was lost"
ln -s /dev/fd/3 "$o/fd3"
echo header > "$o/log3"
"$bin" --headless --seed 5 --output "$o/fd3" 3>> "$o/log3" || fail "--output /dev/fd/3 3>> log failed"
cmp -s "$o/log3" "$o/log-want" || fail "--output /dev/fd/3 3>> log: the log is not its old line and the maze"
echo keep > "$o/ro3"
bad "cannot write --output '$o/fd3'" --headless --seed 5 --output "$o/fd3" 3< "$o/ro3"
[ "$(cat "$o/ro3")" = keep ] || fail "--output /dev/fd/3 3< file changed the file"
bad "cannot write --output '$o/fd3'" --headless --seed 5 --output "$o/fd3" 3>&-
# A file we may not write is refused as a shell's '>' refuses it: exit 2, "Permission denied",
# the file as it was (replacing it needs only the directory's permission, and it was replaced).
# Root may write any file, with '>' too: there it is written and keeps its mode; the refusal is
# then checked as nobody (setpriv), when the machine lets us.
echo old > "$o/ro" && chmod 444 "$o/ro"
if [ "$(id -u)" -ne 0 ]; then
    bad "cannot write --output '$o/ro': Permission denied" --headless --seed 5 --output "$o/ro"
    [ "$(cat "$o/ro")" = old ] || fail "a read-only --output file was replaced"
else
    "$bin" --headless --seed 5 --output "$o/ro" && cmp -s "$o/ro" "$o/want" && [ "$(stat -c %a "$o/ro")" = 444 ] ||
        fail "root: a 444 --output file was not written as '>' writes it"
    as_nobody=(setpriv --reuid=65534 --regid=65534 --clear-groups)
    if "${as_nobody[@]}" "$bin" --version > /dev/null 2>&1; then
        shared=$(mktemp -d) && chmod 755 "$shared" && mkdir -m 777 "$shared/d" && echo old > "$shared/d/roots"
        out=$("${as_nobody[@]}" "$bin" --headless --seed 5 --output "$shared/d/roots" 2>&1 > /dev/null)
        rc=$?
        [ $rc -eq 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] &&
            grep -qF "cannot write --output '$shared/d/roots': Permission denied" <<< "$out" ||
            fail "nobody writing root's 644 file in a 777 directory: exit $rc, '$out'"
        [ "$(cat "$shared/d/roots")" = old ] || fail "nobody replaced root's 644 file"
        [ -z "$(ls "$shared/d" | grep -v -x roots)" ] || fail "a refused --output left $(ls "$shared/d")"
        rm -rf "$shared"
    else
        echo "skipped: a read-only --output as another user (setpriv cannot run mazeviz as nobody)"
    fi
fi
[ -z "$(ls "$o" | grep -v -x -E 'want|new|new77|m640|real|link|dangling|missing|h1|h2|stdout|via-fd|log|log-want|hdr|fd3|log3|ro3|ro')" ] ||
    fail "--output left files behind: $(ls "$o")"

# Failure lines name the file escaped and say why (issue 22: a hard-linked --gif or SVG
# target said "Success"; ESC and newlines in names reached the terminal).
esc=$(printf '\033[31mb\nc')
mkdir -p "$o/msg" && echo old > "$o/msg/h.svg" && ln "$o/msg/h.svg" "$o/msg/h2.svg"
bad "cannot write --output '$o/msg/h2.svg': it has more than one hard link" --headless --format svg --output "$o/msg/h2.svg"
bad "cannot write --output '$o/msg/no\\x1b[31mb\\nc/m.svg': No such file" --headless --format svg \
    --output "$o/msg/no$esc/m.svg"
(ulimit -f 1; "$bin" --headless --format svg --seed 1 --output "$o/msg/big$esc.svg" > /dev/null 2> "$tmp/e")
rc=$?
[ "$rc" -eq 1 ] && [ "$(wc -l < "$tmp/e")" -eq 1 ] &&
    grep -qF "writing '$o/msg/big\x1b[31mb\nc.svg' failed: File too large" "$tmp/e" ||
    fail "SVG over a file size limit: exit $rc, $(cat "$tmp/e")"
if [ "$has_viz" = 1 ]; then
    echo old > "$o/msg/g.gif" && ln "$o/msg/g.gif" "$o/msg/g2.gif"
    echo old > "$o/msg/s.png" && ln "$o/msg/s.png" "$o/msg/s2.png"
    if ! "$bin" --gif "$o/msg/probe.gif" --size 2x2 --seed 1 2>&1 | grep -q "without GIF support"; then
        bad "cannot write --gif '$o/msg/g2.gif': it has more than one hard link" --gif "$o/msg/g2.gif" --seed 1
        bad "cannot write --gif '$o/msg/no\\x1b[31mb\\nc/m.gif'" --gif "$o/msg/no$esc/m.gif" --seed 1
        (ulimit -f 1; "$bin" --gif "$o/msg/big$esc.gif" --seed 1 --size 5x5 > /dev/null 2> "$tmp/e")
        rc=$?
        [ "$rc" -eq 1 ] && [ "$(wc -l < "$tmp/e")" -eq 1 ] &&
            grep -qF "writing '$o/msg/big\x1b[31mb\nc.gif' failed: File too large" "$tmp/e" ||
            fail "--gif over a file size limit: exit $rc, $(cat "$tmp/e")"
        # --gif writes GIF data: a file named otherwise is refused (a device or a pipe is not a name).
        echo old > "$o/msg/a.png"
        bad "bad --gif '$o/msg/a.png': expected a file name ending in .gif" --gif "$o/msg/a.png" --seed 1
        [ "$(cat "$o/msg/a.png")" = old ] || fail "--gif a.png changed a.png"
    fi
    bad "cannot write --screenshot '$o/msg/s2.png': it has more than one hard link" --screenshot "$o/msg/s2.png" --seed 1
    bad "cannot write --screenshot '$o/msg/no\\x1b[31mb\\nc/m.png'" --screenshot "$o/msg/no$esc/m.png" --seed 1
    (ulimit -f 1; "$bin" --screenshot "$o/msg/big$esc.png" --seed 1 --size 5x5 > /dev/null 2> "$tmp/e")
    rc=$?
    [ "$rc" -eq 1 ] && [ "$(wc -l < "$tmp/e")" -eq 1 ] &&
        grep -qF "writing '$o/msg/big\x1b[31mb\nc.png' failed: File too large" "$tmp/e" ||
        fail "--screenshot over a file size limit: exit $rc, $(cat "$tmp/e")"
fi
[ -z "$(ls "$o/msg" | grep -v -x -E 'h.svg|h2.svg|g.gif|g2.gif|s.png|s2.png|a.png|probe.gif')" ] ||
    fail "failed writes left files behind: $(ls "$o/msg")"
rm -rf "$o/msg"

# A signal in the middle of --output or --screenshot leaves no temporary
# file and the old target as it was (job control on, so that a background
# job does not ignore SIGINT).
interrupt() { # signal file args...
    local sig=$1 target=$2
    shift 2
    echo keep > "$target"
    # every signal at its default action, whatever this test inherited (nohup ignores SIGHUP,
    # and an ignored signal stays ignored across exec)
    local fresh=()
    env --default-signal true 2> /dev/null && fresh=(env --default-signal)
    set -m
    "${fresh[@]}" "$bin" "$@" 2> /dev/null &
    local pid=$! i=0
    set +m
    while ! ls "$target".?????? > /dev/null 2>&1 && [ $i -lt 200 ]; do sleep 0.02; i=$((i + 1)); done
    sleep 0.2
    kill -"$sig" "$pid"
    wait "$pid" 2> /dev/null
    local rc=$?
    [ "$rc" -gt 128 ] || fail "SIG$sig: mazeviz exited $rc, want death by the signal"
    [ "$(cat "$target")" = keep ] || fail "SIG$sig changed $target"
    [ -z "$(ls "$target".* 2> /dev/null)" ] || fail "SIG$sig left $(ls "$target".*)"
}
for sig in INT TERM HUP ABRT; do
    interrupt "$sig" "$o/sig.txt" --headless --seed 1 --size 2000x2000 --count 100 --output "$o/sig.txt"
done
[ "$has_viz" = 1 ] &&
    interrupt TERM "$o/sig.png" --screenshot "$o/sig.png" --size 4000x4000 --seed 1 --algo aldous-broder
rm -f "$o/sig.txt" "$o/sig.png"

# The catalogue of bad inputs.
bad "'0x5'" --headless --size 0x5
bad "'-3x4'" --headless --size -3x4
bad "'abcx2'" --headless --size abcx2
bad "'99999999x99999999'" --headless --size 99999999x99999999
bad "'5'" --headless --size 5
bad "'5x5x5'" --headless --size 5x5x5
bad "wilson, backtracker" --headless --algo nope
bad "'nope'" --headless --algo nope
bad "--size needs a value" --headless --size
bad "--algo needs a value" --headless --algo
bad "'--frobnicate'" --headless --frobnicate
bad "'x1'" --headless --seed x1
bad "'-1'" --headless --seed -1
bad "'0'" --headless --count 0
bad "'pdf'" --headless --format pdf
bad "'start=zz'" --headless --opt start=zz
bad "'$tmp/no/such/dir/m.txt'" --headless --output "$tmp/no/such/dir/m.txt"
[ -e "$tmp/no" ] && fail "a directory was created for a bad --output"
bad "'3'" --speed 3
if "$bin" --screenshot "$tmp/v.png" --steps 0 --size 2x2 2>&1 | grep -q "built without the visualizer"; then
    bad "built without the visualizer" --screenshot "$tmp/v.png"
    bad "built without the visualizer" --seed 1
else
    bad "'$tmp/no/such/dir/m.png'" --screenshot "$tmp/no/such/dir/m.png" --seed 1
fi
bad "'33x'" --gif "$tmp/g.gif" --fps 33x
bad "'20x20'" --screenshot "$tmp/w.png" --window 20x20
bad "--back does not go with the window" --back 3
bad "--hold does not go with --screenshot" --screenshot "$tmp/w.png" --hold 3
bad "--record-dir does not go with --headless" --headless --record-dir /tmp
bad "--speed does not go with --headless" --headless --speed 4
bad "--format does not go with the window" --format unicode
bad "--steps does not go with --headless" --headless --steps 3
bad "--output does not go with --stats" --stats --output "$tmp/s.txt"
bad "--stats cannot be combined with --headless" --headless --stats

# A flag that would do nothing where it is given is an error (issue 22): --lab has its own
# tiny grids and no solver, --compare its own generators and no path (in --screenshot; the
# window keeps them for the single maze that U and C go back to); braid makes loops, so
# --uniformity (spanning trees) does not take it.
bad "--size does not go with --screenshot --lab" --screenshot "$tmp/l.png" --lab --size 9x9
bad "--opt braid=P does not go with --screenshot --lab" --screenshot "$tmp/l.png" --lab --opt braid=50
bad "--solve does not go with --screenshot --lab" --screenshot "$tmp/l.png" --lab --solve bfs
bad "--back does not go with --screenshot --lab" --screenshot "$tmp/l.png" --lab --steps 30 --back 10
bad "--compare does not go with --lab" --lab --compare wilson,prim
bad "--compare does not go with --screenshot --lab" --screenshot "$tmp/l.png" --lab --compare wilson,prim
bad "--solve does not go with --screenshot --compare" --screenshot "$tmp/l.png" --compare wilson,prim --solve bfs
bad "--algo does not go with --screenshot --compare" --screenshot "$tmp/l.png" --compare wilson,prim --algo prim
bad "--opt braid=P does not go with --uniformity" --uniformity --algo wilson --opt braid=50
bad "--svg-cell does not go with --headless (only with --format svg)" --headless --svg-cell 5
bad "--lab does not go with --gif" --gif "$tmp/l.gif" --lab
# --compare is read whole: an id after 255 bytes (empty ids skipped) used to be dropped unseen.
bad "bad --compare 'wilson,backtracker,,,," --compare "wilson,backtracker$(printf ',%.0s' {1..250})nope"
bad "unknown algorithm 'nope' in --compare" --compare "wilson,backtracker,nope"
bad "none of the --compare algorithms takes it" --screenshot "$tmp/l.png" --compare wilson,prim --opt policy=oldest
# --compare-solvers: 2 to 4 ids of the solver registry (not the distance colouring), racing on
# one maze: --algo and --opt braid=P make it, --from/--to are its ends, no --solve or --until.
bad "bad --compare-solvers 'bfs': expected 2 to 4 solver ids, comma-separated" --compare-solvers bfs
bad "bad --compare-solvers 'bfs,,astar': expected 2 to 4 solver ids" --compare-solvers bfs,,astar
bad "bad --compare-solvers 'bfs,astar,dfs,tremaux,pledge': at most 4 solvers" --compare-solvers bfs,astar,dfs,tremaux,pledge
bad "unknown solver 'nope' in --compare-solvers: valid ids are bfs, astar," --compare-solvers bfs,nope
bad "unknown solver 'distance' in --compare-solvers" --compare-solvers bfs,distance
bad "bad --compare-solvers 'bfs,wall-follower:hand=up': an option is ID:KEY=VALUE" --compare-solvers bfs,wall-follower:hand=up
bad "bad --compare-solvers 'bfs:hand=left,astar': a solver without options takes none" --compare-solvers bfs:hand=left,astar
bad "unknown solver 'wilson' in --compare-solvers" --screenshot "$tmp/l.png" --compare-solvers wilson,bfs
bad "--compare-solvers does not go with --compare" --compare wilson,prim --compare-solvers bfs,astar
bad "--solve does not go with --screenshot --compare-solvers" --screenshot "$tmp/l.png" --compare-solvers bfs,astar --solve dfs
bad "--until does not go with --screenshot --compare-solvers" --screenshot "$tmp/l.png" --compare-solvers bfs,astar --until found
bad "--compare-solvers does not go with --headless" --headless --compare-solvers bfs,astar
[ -e "$tmp/l.png" ] && fail "a refused --screenshot wrote a file"

# Numbers are decimal whatever their leading zeros; 0x hex only for seeds.
same() { # description args-a -- args-b
    local what=$1 a=() b=()
    shift
    while [ "$1" != -- ]; do a+=("$1"); shift; done
    shift
    "$bin" "${a[@]}" > "$tmp/x1" 2>&1
    "$bin" "$@" > "$tmp/x2" 2>&1
    cmp -s "$tmp/x1" "$tmp/x2" || fail "$what: '${a[*]}' differs from '$*'"
}
same "decimal seed" --headless --seed 010 -- --headless --seed 10
same "hex seed" --headless --seed 0x10 -- --headless --seed 16
same "decimal size" --headless --seed 1 --size 010x007 -- --headless --seed 1 --size 10x7
same "decimal count" --headless --seed 1 --size 2x2 --count 010 -- --headless --seed 1 --size 2x2 --count 10
bad "'0x10'" --headless --count 0x10
bad "'0x8x8'" --headless --size 0x8x8
bad "'0x20'" --headless --steps 0x20 --screenshot "$tmp/x.png"

# Whitespace is never part of a number, and an error is always one line:
# control bytes in the bad value are escaped.
bad "'\\t5'" --headless --seed "$(printf '\t5')"
bad "'5\\n_'" --headless --seed "$(printf '5\n_')"
bad "'\\n7x7'" --headless --size "$(printf '\n7x7')"
bad "' 8'" --headless --count " 8"
bad "'8 '" --headless --count "8 "
bad "'wil\\x1bson'" --headless --algo "$(printf 'wil\033son')"
bad "'\\r--x'" "$(printf '\r--x')"
bad "'start=\\nx'" --headless --opt "$(printf 'start=\nx')"
bad "'\\xf5\\x80\\x80a\\xc2\\x85b中'" --algo "$(printf '\365\200\200a\302\205b中')" # invalid UTF-8, C1

# Flags given to --help, --version and --list-algos are errors like elsewhere.
bad "--size does not go with --help" --help --size 5x5
bad "--seed does not go with --version" --version --seed 1
bad "--algo does not go with --list-algos" --list-algos --algo wilson
bad "--headless cannot be combined with --help" --help --headless

# --stats without --algo: each algorithm takes the options it has; an option
# that no algorithm has is an error.
"$bin" --stats --size 8x8 --count 3 --seed 5 > "$tmp/st0" || fail "--stats failed"
"$bin" --stats --size 8x8 --count 3 --seed 5 --opt policy=oldest > "$tmp/st1" 2> "$tmp/e" ||
    fail "--stats --opt policy=oldest: $(cat "$tmp/e")"
diff "$tmp/st0" "$tmp/st1" | grep -q '^> growing-tree ' || fail "--stats --opt policy=oldest did not change growing-tree"
[ "$(diff "$tmp/st0" "$tmp/st1" | grep -c '^>')" -eq 1 ] || fail "--stats --opt policy=oldest changed other rows"
"$bin" --stats --size 8x8 --count 3 --seed 5 --opt start=random > "$tmp/st2" 2> "$tmp/e" ||
    fail "--stats --opt start=random: $(cat "$tmp/e")"
diff "$tmp/st0" "$tmp/st2" | grep -q '^> wilson ' || fail "--stats --opt start=random did not change wilson"
bad "'policy=mixx': no algorithm takes it" --stats --opt policy=mixx
bad "'bias=up'" --stats --opt bias=up
bad "for wilson" --stats --algo wilson --opt policy=mix

# --screenshot takes a .png name (any case); nothing else.
bad "'$tmp/shot.txt'" --screenshot "$tmp/shot.txt"
bad "'$tmp/png'" --screenshot "$tmp/png"
bad "'.png'" --screenshot .png
[ -e "$tmp/shot.txt" ] && fail "--screenshot a.txt wrote a file"

# Every mode checks its last write: /dev/full or a closed standard output
# is one line on stderr saying why ("No space left on device") and exit 1.
# (--uniformity said only "writing standard output failed".)
stdout_fails() { # how args...
    local how=$1 rc why
    shift
    if [ "$how" = full ]; then "$bin" "$@" > /dev/full 2> "$tmp/e"; else "$bin" "$@" >&- 2> "$tmp/e"; fi
    rc=$?
    [ "$how" = full ] && why="No space left on device" || why="Bad file descriptor"
    [ "$rc" -eq 1 ] || fail "'$*' with stdout $how exited $rc, want 1"
    [ "$(grep -c . "$tmp/e")" -eq 1 ] && grep -q "writing standard output failed: $why$" "$tmp/e" ||
        fail "'$*' with stdout $how: stderr is '$(cat "$tmp/e")'"
}
for how in full closed; do
    [ "$how" = full ] && [ ! -w /dev/full ] && continue
    stdout_fails "$how" --list-algos
    stdout_fails "$how" --help
    stdout_fails "$how" --version
    stdout_fails "$how" --stats --size 5x5 --count 1 --seed 1
    stdout_fails "$how" --headless --seed 1
    stdout_fails "$how" --uniformity --algo wilson --count 100 --seed 1
    stdout_fails "$how" --uniformity --algo growing-tree --opt policy=newest,random --count 100 --seed 1
    stdout_fails "$how" --solver-table --size 5x5 --count 2 --seed 1
done

# A reader that goes away (| head -c 10) ends mazeviz quietly: SIGPIPE as
# for other Unix tools, or exit 1 and no message when SIGPIPE is ignored.
"$bin" --headless --size 2000x2000 --seed 1 2> "$tmp/e" | head -c 10 > /dev/null
rc=${PIPESTATUS[0]}
[ "$rc" -eq 141 ] && [ ! -s "$tmp/e" ] || fail "into a closed pipe: exit $rc, stderr '$(cat "$tmp/e")'"
(trap '' PIPE; "$bin" --headless --size 2000x2000 --seed 1 2> "$tmp/e" | head -c 10 > /dev/null
 exit "${PIPESTATUS[0]}")
rc=$?
[ "$rc" -eq 1 ] && [ ! -s "$tmp/e" ] || fail "into a closed pipe, SIGPIPE ignored: exit $rc, stderr '$(cat "$tmp/e")'"

# Out of memory is an error message and exit 1, never a crash (not under
# AddressSanitizer, which needs far more address space than the limit).
if ! ldd "$bin" 2>/dev/null | grep -q libasan; then
    (ulimit -v 300000; "$bin" --headless --size 16384x16384 --seed 1 > "$tmp/o" 2> "$tmp/e")
    rc=$?
    [ "$rc" -eq 1 ] && grep -q "out of memory" "$tmp/e" || fail "16384x16384 under a 300 MB limit: exit $rc, $(cat "$tmp/e")"
    if [ "$has_viz" = 1 ]; then
        (ulimit -v 200000; "$bin" --screenshot "$tmp/oom.png" --size 8000x8000 --seed 1 > "$tmp/o" 2> "$tmp/e")
        rc=$?
        [ "$rc" -eq 1 ] && [ "$(wc -l < "$tmp/e")" -eq 1 ] && grep -q "no memory for a 8000x8000 maze" "$tmp/e" ||
            fail "--screenshot 8000x8000 under a 200 MB limit: exit $rc, $(cat "$tmp/e")"
    fi
fi

if [ "$has_viz" = 1 ]; then # the window and picture cases
# The UI font: a FIFO is refused at once (it used to hang), and the warning
# names only the places actually searched.
w=$tmp/font
mkdir "$w"
mkfifo "$w/fifo"
MAZEVIZ_FONT=$w/fifo timeout 30 "$bin" --screenshot "$w/a.png" --seed 1 --size 5x5 2> "$tmp/e"
rc=$?
[ "$rc" -eq 0 ] || fail "MAZEVIZ_FONT=FIFO: exit $rc (124: it hung), $(cat "$tmp/e")"
[ "$(wc -l < "$tmp/e")" -eq 1 ] && grep -qF "MAZEVIZ_FONT=$w/fifo is not a readable regular file" "$tmp/e" ||
    fail "MAZEVIZ_FONT=FIFO warning: $(cat "$tmp/e")"
MAZEVIZ_FONT=$w/none "$bin" --screenshot "$w/a.png" --seed 1 --size 5x5 2> "$tmp/e"
[ "$(wc -l < "$tmp/e")" -eq 1 ] && grep -qF "MAZEVIZ_FONT=$w/none is not" "$tmp/e" && ! grep -q "assets" "$tmp/e" ||
    fail "MAZEVIZ_FONT=missing file warning: $(cat "$tmp/e")"
cp "$bin" "$w/mazeviz"
env -u MAZEVIZ_FONT -u MAZEVIZ_DATADIR "$w/mazeviz" --screenshot "$w/a.png" --seed 1 --size 5x5 2> "$tmp/e"
if [ -s "$tmp/e" ]; then # (an installed copy of the font would be found)
    [ "$(wc -l < "$tmp/e")" -eq 1 ] && grep -qF "tried " "$tmp/e" && grep -qF "$w/assets/fonts/" "$tmp/e" &&
        ! grep -q 'MAZEVIZ_FONT,\|\$MAZEVIZ_DATADIR' "$tmp/e" || fail "font not found warning: $(cat "$tmp/e")"
fi

# No display: say so, suggest the ways without one; never blame a driver.
d=987
while [ -e "/tmp/.X11-unix/X$d" ]; do d=$((d + 1)); done
# (D-Bus, loaded with SDL's video, leaks at exit: not ours, as in window_test.sh)
env -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER DISPLAY=:$d ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
    "$bin" --seed 1 > /dev/null 2> "$tmp/e"
rc=$?
[ "$rc" -eq 1 ] && [ "$(wc -l < "$tmp/e")" -eq 1 ] && grep -qF "no display available (could not open DISPLAY=:$d)" "$tmp/e" &&
    grep -qF -- "--headless" "$tmp/e" && ! grep -q offscreen "$tmp/e" ||
    fail "DISPLAY=:$d: exit $rc, $(cat "$tmp/e")"

# A picture too large to allocate is refused before anything is allocated.
bad "at most 16384 pixels a side" --screenshot "$tmp/big.png" --cell 256 --size 32768x32768
bad "at most 16384 pixels a side" --screenshot "$tmp/big.png" --cell 2 --size 16384x4
[ -e "$tmp/big.png" ] && fail "a refused --screenshot wrote a file"
fi

# --list-algos: one line per algorithm with id, English and Chinese names.
"$bin" --list-algos > "$tmp/l" || fail "--list-algos failed"
grep -q "^wilson .*Wilson's algorithm.*Wilson 算法" "$tmp/l" || fail "wilson row: $(cat "$tmp/l")"
grep -q "^backtracker .*Recursive backtracker.*递归回溯" "$tmp/l" || fail "backtracker row"
"$bin" --help | grep -q -- "--headless" || fail "--help does not describe --headless"
"$bin" --version | grep -q "^mazeviz [0-9]" || fail "--version"
"$bin" --headless --algo dfs --size 4x4 --seed 1 > /dev/null || fail "alias dfs"

# A long run shows "generating WxH id: P %" on a terminal (script(1) makes one), redrawn
# with \r and cleared at the end; with stderr a file nothing is printed and the maze is the same.
if command -v script > /dev/null; then
    run="'$bin' --headless --algo aldous-broder --size 1500x1500 --seed 1 -o '$tmp/tty.txt'"
    script -qec "$run" "$tmp/typescript" > "$tmp/tty.out" 2>&1 || fail "progress run on a terminal failed"
    grep -q "generating 1500x1500 aldous-broder: [0-9]* %" "$tmp/tty.out" && grep -q $'\r' "$tmp/tty.out" ||
        fail "no progress line on a terminal: $(head -c 300 "$tmp/tty.out")"
    last=$(tr -d '\n' < "$tmp/tty.out" | awk 'BEGIN { RS = "\r" } NF || length($0) { r = $0 } END { print r }')
    [ -n "$last" ] && [ -z "${last// /}" ] || fail "progress line not cleared at the end: '$last'"
    "$bin" --headless --algo aldous-broder --size 1500x1500 --seed 1 -o "$tmp/file.txt" 2> "$tmp/e" ||
        fail "progress run with stderr a file failed"
    [ -s "$tmp/e" ] && fail "progress text with stderr a file: $(head -c 200 "$tmp/e")"
    cmp -s "$tmp/tty.txt" "$tmp/file.txt" || fail "the maze differs with a progress line"
else
    echo "progress line not checked: script(1) is not installed"
fi

# State strings are URL-decoded (settings/state.c's cli_url_decode, which the web page's query
# shares): %XX, '+' for a space, a broken escape left as it is.
[ "$("$bin" --state 'algo=%6Bruskal&size=6x4&seed=3' --lang en --print-state)" = "algo=kruskal&size=6x4&seed=3&lang=en" ] ||
    fail "--state with %6B: $("$bin" --state 'algo=%6Bruskal&size=6x4&seed=3' --print-state 2>&1)"
bad "bad --state key algo='no pe'" --state 'algo=no+pe&seed=1' --print-state
bad "bad --state key algo='%zz'" --state 'algo=%zz&seed=1' --print-state

echo "test_cli: $fails failure(s)"
[ "$fails" -eq 0 ]
