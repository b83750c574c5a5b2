#!/usr/bin/env bash
# test_script_state.sh - a student's script in state strings and lessons:
# each shipped generator round-trips through --print-state and --state
# (script=, its source in base64url), a script over 4096 bytes goes by file
# name (script-file=), a lesson's slide runs a script, and a hostile script
# in a state ends as a --script file would: one line naming the line, exit
# 2, within 10 s, nothing written. A solver script (--solve FILE.lua)
# round-trips as solve-script= (solve-script-file= over 4096 bytes).
set -u
bin=${1:?usage: test_script_state.sh path/to/mazeviz scripts-dir}
dir=${2:?}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
b64() { printf '%s' "$1" | base64 -w0 | tr '+/' '-_' | tr -d '='; }

if "$bin" --headless --script "$dir/backtracker.lua" --size 3x3 --seed 1 2>&1 | grep -q 'without Lua'; then
    echo "skip: this mazeviz was built without Lua"
    exit 77
fi

# Each shipped generator: the state carries the source, reads back to itself and makes the same maze.
for script in backtracker wilson prim aldous_broder wrong; do
    s=$("$bin" --print-state --script "$dir/$script.lua" --size 9x7 --seed 5 --lang en 2> "$tmp/e") ||
        { fail "$script: --print-state: exit $?: $(cat "$tmp/e")"; continue; }
    case $s in script=*) ;; *) fail "$script: '$s' has no script= first" ;; esac
    [ "$("$bin" --print-state --state "$s")" = "$s" ] || fail "$script: --state does not read back to itself"
    a=$("$bin" --headless --state "${s//&lang=en/}" 2> /dev/null)
    b=$("$bin" --headless --script "$dir/$script.lua" --size 9x7 --seed 5 2> /dev/null)
    [ -n "$a" ] && [ "$a" = "$b" ] || fail "$script: the maze from the state differs from --script's"
done

# Beside Wilson, and in the lab: the script's pane keeps its script.
s=$("$bin" --print-state --script "$dir/prim.lua" --compare script,wilson --seed 2 --lang en)
case $s in *script=*compare=script,wilson*) ;; *) fail "--compare: '$s'" ;; esac
[ "$("$bin" --print-state --state "$s")" = "$s" ] || fail "--compare: --state does not read back to itself"

# A solver script (--solve FILE.lua): solve-script= carries its source, reads back to itself and solves the same way.
s=$("$bin" --print-state --solve "$dir/bfs.lua" --size 7x6 --seed 3 --lang en 2> "$tmp/e") || fail "bfs: --print-state: $(cat "$tmp/e")"
case $s in *"&solve-script=$(b64 "$(cat "$dir/bfs.lua")")"*) ;; *) fail "a solver script: '$s' has no solve-script= of its source" ;; esac
[ "$("$bin" --print-state --state "$s")" = "$s" ] || fail "a solver script: --state does not read back to itself"
a=$("$bin" --headless --state "${s//&lang=en/}" --format json 2> "$tmp/e")
b=$("$bin" --headless --solve "$dir/bfs.lua" --size 7x6 --seed 3 --format json 2> /dev/null)
[ -n "$a" ] && [ "$a" = "$b" ] || fail "a solver script: the state's run differs from --solve's: $(cat "$tmp/e")"
cp "$dir/bfs.lua" "$tmp/mine.lua"
s=$("$bin" --print-state --state "solve-script-file=$tmp/mine.lua&size=4x4&seed=1" --lang en)
case $s in *"&solve-script=$(b64 "$(cat "$dir/bfs.lua")")"*) ;; *) fail "solve-script-file=: '$s'" ;; esac
{ cat "$dir/bfs.lua"; for i in $(seq 200); do echo "-- padding line $i to make the script long"; done; } > "$tmp/longsolve.lua"
s=$("$bin" --print-state --solve "$tmp/longsolve.lua" --size 6x5 --seed 1 --lang en)
case $s in *"&solve-script-file=$tmp/longsolve.lua"*) ;; *) fail "a long solver script: '$s'" ;; esac
"$bin" --headless --state "${s//&lang=en/}" > /dev/null || fail "a long solver script: its state does not run"

# Over 4096 bytes: by file name, which --state resolves as --script does.
{ cat "$dir/wilson.lua"; for i in $(seq 200); do echo "-- padding line $i to make the script long"; done; } > "$tmp/long.lua"
s=$("$bin" --print-state --script "$tmp/long.lua" --size 6x5 --seed 1 --lang en)
[ "$s" = "script-file=$tmp/long.lua&size=6x5&seed=1&lang=en" ] || fail "a long script: '$s'"
a=$("$bin" --headless --state "${s//&lang=en/}" 2> /dev/null)
b=$("$bin" --headless --script "$tmp/long.lua" --size 6x5 --seed 1 2> /dev/null)
[ -n "$a" ] && [ "$a" = "$b" ] || fail "a long script: the maze from script-file= differs"

# A lesson's slide runs the script its state carries.
src=$(b64 "$(cat "$dir/aldous_broder.lua")")
printf 'title: scripts\n\nstate: script=%s&size=6x4&seed=7\nen: mine\nzh: 我的\n\nstate: script-file=%s&seed=2\nen: by name\nzh: 文件\n' \
    "$src" "$dir/wilson.lua" > "$tmp/l.lesson"
[ "$("$bin" --lesson "$tmp/l.lesson" --check 2>&1)" = "2 slides" ] || fail "lesson: $("$bin" --lesson "$tmp/l.lesson" --check 2>&1)"
s=$("$bin" --lesson "$tmp/l.lesson" --slide 1 --print-state 2>&1)
case $s in "script=$src&size=6x4&seed=7"*) ;; *) fail "lesson slide 1: '$s'" ;; esac

# Bad values: one line, exit 2.
refused() { # what want state
    timeout 30 "$bin" --headless --state "$3" > "$tmp/o" 2> "$tmp/e"
    local rc=$?
    [ "$rc" = 2 ] && [ "$(wc -l < "$tmp/e")" = 1 ] && grep -qF -- "$2" "$tmp/e" ||
        fail "$1: exit $rc, '$(cat "$tmp/e")', want '$2'"
}
refused "not base64url" "expected a Lua script in base64url" "script=%2B%2F%2B%2F&seed=1"
refused "too long" "longer than 4096 bytes" "script=$(b64 "$(head -c 5000 /dev/zero | tr '\0' x)")"
refused "both keys" "give one of script= and script-file=" "script=QUFB&script-file=a.lua"
refused "with algo=" "replaces --algo" "script=QUFB&algo=wilson"
refused "a missing file" "cannot read" "script-file=$tmp/nosuch.lua"
refused "both solver keys" "give one of solve-script= and solve-script-file=" "solve-script=QUFB&solve-script-file=a.lua"
refused "a solver script's syntax" "solver.lua:1:" "solve-script=$(b64 'maze:visit(')&size=4x4"
refused "a solver script racing" "a solver script does not race" "compare-solvers=bfs,mine.lua"


# A hostile script in a state: the sandbox holds as for a file.
bad() { # name want script-text
    rm -f "$tmp/out.txt"
    local start=$SECONDS rc
    timeout 30 "$bin" --headless --state "script=$(b64 "$3")&size=10x10&seed=1" --output "$tmp/out.txt" > "$tmp/o" 2> "$tmp/e"
    rc=$?
    [ "$rc" = 2 ] || fail "$1: exit $rc, want 2"
    [ "$(wc -l < "$tmp/e")" = 1 ] && grep -qF "mazeviz: script:$2" "$tmp/e" || fail "$1: '$(cat "$tmp/e")', want 'script:$2'"
    [ $((SECONDS - start)) -le 10 ] || fail "$1: took $((SECONDS - start)) s"
    [ ! -e "$tmp/out.txt" ] && [ ! -s "$tmp/o" ] || fail "$1: something was written"
}
bad loop "2: no step in 50 million instructions" $'local x = 0\nwhile true do x = x + 1 end\n'
bad recursion "1:" $'local function f(n) return 1 + f(n + 1) end\nf(1)\n'
bad string "1:" $'local s = string.rep("x", 1 << 30)\n'
bad execute "1:" $'os.execute("touch '"$tmp"'/pwned")\n'
bad syntax "3:" $'local a = 1\nlocal b = 2\nlocal c = = 3\n'
[ ! -e "$tmp/pwned" ] || fail "os.execute ran"

echo "test_script_state: $fails failure(s)"
[ "$fails" = 0 ]
