#!/usr/bin/env bash
# state_test.sh - state strings as a teacher shares them (issue 18):
#   round trip: the flags' --screenshot is pixel for pixel the --screenshot of
#     --state "$(flags --print-state)", and printing that state again gives
#     the same string, for a set of combinations;
#   no dead keys: changing one key's value changes the picture;
#   bad keys and values: exit 2 and one line naming the key.
# usage: state_test.sh MAZEVIZ TMPDIR
set -u
bin=${1:?usage: state_test.sh MAZEVIZ TMPDIR}
tmp=${2:?}/state
rm -rf "$tmp" && mkdir -p "$tmp"
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-dummy}
fails=0 shots=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
shot() { # out.png args...
    local out=$1
    shift
    shots=$((shots + 1))
    "$bin" --screenshot "$out" --window 800x600 "$@" > /dev/null 2> "$tmp/err" || { fail "$* : $(cat "$tmp/err")"; return 1; }
}

printf 'XXXX....\nXXXXXXXX\nXXXXXXXX\n..XXXXXX\n' > "$tmp/mask.txt"

# ------------------------------------------------------------ round trip
combos=(
    "--algo kruskal --size 12x9 --seed 42 --steps 77 --lang zh"
    "--algo growing-tree --opt policy=oldest --opt braid=30 --grid hex --size 10x8 --seed 0x10 --solve wall-follower:hand=right --from 1,1 --style block --theme projector --panel on --lang en"
    "--grid polar --size 6 --algo wilson --seed 9 --until loop-erased:3 --lang en --panel on --view tree"
    "--algo backtracker --mask-text MZ --seed 3 --steps 120 --lang zh --panel on"
    "--compare wilson,backtracker --seed 7 --size 12x8 --steps 60 --lang en"
    "--compare-solvers bfs,astar,wall-follower:hand=right --algo backtracker --opt braid=50 --seed 7 --size 12x8 --from 1,1 --steps 30 --lang en"
    "--lab --algo backtracker --seed 7 --steps 300 --lang zh"
    "--grid triangle --size 12x6 --algo prim --seed 4 --solve astar --steps 20 --back 5 --lang en"
    "--mask $tmp/mask.txt --algo aldous-broder --seed 11 --solve bfs --to 7,2 --lang en --panel off"
    "--algo eller --seed 1 --size 9x7 --until down:2 --theme projector --lang zh"
    "--seed 1 --lang en"
    "--algo origin-shift --opt steps=137 --size 10x8 --seed 5 --lang en"
    "--predict --algo wilson --size 10x8 --seed 5 --steps 12 --lang en"
    "--play --algo backtracker --size 10x8 --seed 6 --lang zh"
    "--exercise --algo kruskal --size 6x5 --seed 5 --solve bfs --lang en"
)
i=0
for c in "${combos[@]}"; do
    i=$((i + 1))
    # shellcheck disable=SC2086 # the combination is words
    state=$("$bin" $c --screenshot "$tmp/never.png" --print-state 2> "$tmp/err") || { fail "--print-state $c: $(cat "$tmp/err")"; continue; }
    again=$("$bin" --state "$state" --print-state 2> "$tmp/err") || { fail "--state '$state' --print-state: $(cat "$tmp/err")"; continue; }
    [ ! -e "$tmp/never.png" ] || fail "--print-state $c wrote its picture"
    [ "$again" = "$state" ] || fail "not canonical: $c gives '$state', which gives '$again'"
    # shellcheck disable=SC2086
    shot "$tmp/flags$i.png" $c || continue
    shot "$tmp/state$i.png" --state "$state" || continue
    if cmp -s "$tmp/flags$i.png" "$tmp/state$i.png"; then
        echo "ok round trip $i: $state"
    else
        fail "round trip $i: the flags '$c' and --state '$state' draw different pictures"
    fi
done

# An option given as a number (steps=K, not in the option's list of values) is written as that
# number: it used to be read from the list at index 255, past its end.
state=$("$bin" --algo origin-shift --opt steps=137 --size 10x8 --seed 5 --lang en --print-state 2> "$tmp/err")
[ "$state" = "algo=origin-shift&opt=steps=137&size=10x8&seed=5&lang=en" ] ||
    fail "--opt steps=137 --print-state: '$state' $(cat "$tmp/err")"

# ------------------------------------------------------------ no dead keys
scripts=$(cd "$(dirname "$0")/../../data/scripts" && pwd)
lua_b64() { base64 -w0 < "$scripts/$1.lua" | tr '+/' '-_' | tr -d '='; } # a shipped script as script= holds it
# Pairs BASE|VARIANT of state strings that differ in one key (the first word names it).
pairs=(
    "algo algo=prim&size=10x8&seed=5&step=30|algo=kruskal&size=10x8&seed=5&step=30"
    "opt algo=growing-tree&opt=policy=newest&size=10x8&seed=5&step=60|algo=growing-tree&opt=policy=oldest&size=10x8&seed=5&step=60"
    "braid algo=backtracker&size=10x8&seed=5|algo=backtracker&braid=60&size=10x8&seed=5"
    "sparse algo=backtracker&size=10x8&seed=5|algo=backtracker&sparse=2&size=10x8&seed=5"
    "unicursal algo=backtracker&size=10x8&seed=5|algo=backtracker&unicursal=on&size=10x8&seed=5"
    "grid algo=wilson&size=10x8&seed=5|algo=wilson&grid=hex&size=10x8&seed=5"
    "size algo=wilson&size=10x8&seed=5|algo=wilson&size=12x8&seed=5"
    "mask algo=wilson&size=8x4&seed=5|algo=wilson&size=8x4&mask=$tmp/mask.txt&seed=5"
    "mask-text algo=wilson&seed=5&mask-text=A|algo=wilson&seed=5&mask-text=B"
    "seed algo=wilson&size=10x8&seed=5|algo=wilson&size=10x8&seed=6"
    "solve algo=wilson&size=10x8&seed=5|algo=wilson&size=10x8&seed=5&solve=bfs"
    "from algo=wilson&size=10x8&seed=5&solve=bfs|algo=wilson&size=10x8&seed=5&solve=bfs&from=3,3"
    "to algo=wilson&size=10x8&seed=5&solve=bfs|algo=wilson&size=10x8&seed=5&solve=bfs&to=5,5"
    "compare algo=wilson&size=10x8&seed=5&step=40|size=10x8&seed=5&compare=wilson,prim&step=40"
    "compare-solvers algo=wilson&size=10x8&seed=5&compare-solvers=bfs,astar&step=20|algo=wilson&size=10x8&seed=5&compare-solvers=bfs,dfs&step=20"
    "lab algo=wilson&size=10x8&seed=5&step=40|algo=wilson&seed=5&lab=on&step=40"
    "mode algo=wilson&size=10x8&seed=5&step=12|algo=wilson&size=10x8&seed=5&step=12&mode=predict"
    "step algo=wilson&size=10x8&seed=5&step=20|algo=wilson&size=10x8&seed=5&step=40"
    "until algo=wilson&size=10x8&seed=5&until=loop-erased:1|algo=wilson&size=10x8&seed=5&until=loop-erased:2"
    "style algo=wilson&size=10x8&seed=5|algo=wilson&size=10x8&seed=5&style=block"
    "view algo=wilson&size=10x8&seed=5|algo=wilson&size=10x8&seed=5&view=tree"
    "theme algo=wilson&size=10x8&seed=5|algo=wilson&size=10x8&seed=5&theme=projector"
    "lang algo=wilson&size=10x8&seed=5&lang=en&panel=on|algo=wilson&size=10x8&seed=5&lang=zh&panel=on"
    "panel algo=wilson&size=10x8&seed=5&panel=off|algo=wilson&size=10x8&seed=5&panel=on"
    "script script=$(lua_b64 aldous_broder)&size=10x8&seed=5|script=$(lua_b64 prim)&size=10x8&seed=5"
    "script-file script-file=$scripts/aldous_broder.lua&size=10x8&seed=5|script-file=$scripts/prim.lua&size=10x8&seed=5"
)
covered=" "
for p in "${pairs[@]}"; do
    key=${p%% *} rest=${p#* }
    base=${rest%%|*} variant=${rest#*|}
    shot "$tmp/base-$key.png" --state "$base" || continue
    shot "$tmp/var-$key.png" --state "$variant" || continue
    if cmp -s "$tmp/base-$key.png" "$tmp/var-$key.png"; then
        fail "dead key $key: '$base' and '$variant' draw the same picture"
    else
        covered="$covered$key "
    fi
done
# Every key the program knows (from --help) has a pair above.
for key in $("$bin" --help | sed -n '/--state STRING/,/later/p' | grep -o '^ *keys.*\|^ *compare.*' | tr -c 'a-z-\n' ' ' | tr ' ' '\n' | grep -v '^$\|^keys$\|^each$\|^the$\|^flag$\|^of$\|^that$\|^name$\|^is$'); do
    [[ $covered == *" $key "* ]] || fail "key $key: no pair shows it changes the picture"
done

# ------------------------------------------------------------ bad keys and values
bad() { # expected-words state
    local want=$1 state=$2 out rc
    out=$("$bin" --state "$state" --screenshot "$tmp/bad.png" 2>&1 > /dev/null)
    rc=$?
    [ $rc -eq 2 ] || fail "--state '$state': exit $rc, want 2 ($out)"
    [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || fail "--state '$state': not one line: $out"
    grep -qF -- "$want" <<< "$out" || fail "--state '$state': '$out' does not say '$want'"
    [ ! -e "$tmp/bad.png" ] || fail "--state '$state' wrote a picture"
}
bad "unknown --state key 'sise'" "algo=wilson&sise=3x3"
bad "key size='12y9'" "algo=wilson&size=12y9"
bad "key algo='kruskall'" "algo=kruskall"
bad "key seed='x'" "seed=x"
bad "key braid='300'" "braid=300"
bad "key lab='maybe'" "lab=maybe"
bad "key mode='dance': expected predict, play or exercise" "algo=wilson&mode=dance"
bad "key style='round'" "style=round"
bad "key lang='fr'" "lang=fr"
bad "key step='-1'" "step=-1"
bad "key until=':3'" "until=:3"
bad "seed is given twice" "seed=1&seed=2"
# Issue 28: an option given twice (opt= once per option; braid=P is opt=braid=P), and %00,
# which ended the decoded value ('seed=42%00junk' was seed=42), in a value or a key.
bad "option steps is given twice ('opt=steps=10')" "algo=origin-shift&opt=steps=137&opt=steps=10"
bad "option braid is given twice ('braid=10')" "opt=braid=5&braid=10"
bad "option braid is given twice ('opt=braid=10')" "braid=5&opt=braid=10"
bad "item 'seed=42%00junk': %00 (a zero byte) is not allowed" "seed=42%00junk"
bad "item 'seed%00junk=42': %00" "seed%00junk=42"
bad "item 'algo'" "algo"
bad "key size: it needs a value" "size="
bad "key grid='sphere'" "grid=sphere"
bad "key solve='bfss'" "solve=bfss"
out=$("$bin" --state "step=3" --gif "$tmp/x.gif" 2>&1)
[ $? -eq 2 ] && grep -q "key step (--steps) does not go with --gif" <<< "$out" || fail "step with --gif: $out"
[ "$("$bin" --state 'algo=prim&seed=1&lang=en' --seed 2 --print-state)" = "algo=prim&size=30x20&seed=2&lang=en" ] ||
    fail "a flag after --state does not override its key"
[ "$("$bin" --state 'https://example.org/mazeviz/?algo=prim&seed=1&mask-text=a+b%26c&lang=en' --print-state)" = \
  "algo=prim&size=74x24&mask-text=a%20b%26c&seed=1&lang=en" ] || fail "a pasted address or its %-escapes are not read"
[ "$("$bin" --state 'https://example.org/mazeviz/?algo=prim&seed=3#frag' --print-state 2>&1)" = \
  "algo=prim&size=30x20&seed=3&lang=en" ] || fail "a pasted address's #fragment is read as part of the seed"

# A state that --state could not read back is refused, not cut: a value longer than a value
# holds (a --mask path was once shortened to 2047 bytes, exit 0) and a string longer than
# --state reads (it was printed, exit 0, and --state refused it). Since a script may travel
# in a state the limit is 8191 bytes, more than a path can be: --mask-text makes both.
toolong() { # what args...
    local what=$1 out rc
    shift
    "$bin" "$@" --seed 1 --print-state > /dev/null 2> "$tmp/long.err"
    rc=$?
    out=$(grep -v '^mazeviz: --mask-text: joined' "$tmp/long.err")
    [ $rc -eq 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] &&
        grep -qF -- "--print-state: the state string is longer than 8191 bytes" <<< "$out" ||
        fail "$what: exit $rc, '$out'"
}
toolong "a --mask-text of 9000 bytes" --mask-text "$(head -c 9000 /dev/zero | tr '\0' -)"
toolong "a --mask-text of 3000 bytes, 9000 escaped" --mask-text "$(head -c 3000 /dev/zero | tr '\0' '#')"

echo "$shots screenshots"
[ $fails -eq 0 ] && echo "all state checks passed" || { echo "$fails failure(s)"; exit 1; }
