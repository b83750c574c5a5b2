#!/usr/bin/env bash
# test_data.sh - the files installed for desktops and shells:
#   desktop     desktop-file-validate on the .desktop entry
#   metainfo    appstreamcli validate --no-net on the AppStream file
#   man         groff -ww prints no warning; every flag of --help and every key is in it (with
#               KEYS_TABLE, tests/keys_table: each key of the window's key table in its KEYS)
#   completion  bash completes flags, algorithm ids, grids and --format values
# usage: test_data.sh WHAT FILE MAZEVIZ [KEYS_TABLE]. Skips (77) when the checking tool is missing.
set -u
what=$1 file=$2 bin=$3 keys_table=${4:-}
need() { command -v "$1" > /dev/null || { echo "skip: $1 is not installed ($2)"; exit 77; }; }
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

case $what in
desktop)
    need desktop-file-validate desktop-file-utils
    out=$(desktop-file-validate "$file" 2>&1) || fail "desktop-file-validate: $out"
    [ -z "$out" ] || fail "desktop-file-validate says: $out"
    ;;
metainfo)
    need appstreamcli appstream
    appstreamcli validate --no-net "$file" || fail "appstreamcli validate failed"
    ;;
man)
    need groff groff-base
    warn=$(groff -ww -man -Tutf8 "$file" 2>&1 > /dev/null)
    [ -z "$warn" ] || fail "groff warnings: $warn"
    text=$(groff -man -Tascii -P-cbou "$file" 2> /dev/null)
    for flag in $("$bin" --help | grep -o -- '--[a-z][a-z-]*' | sort -u); do
        grep -qF -- "$flag" <<< "$text" || fail "$flag is not in the man page"
    done
    for key in Tab Space Enter Esc F1 " G " " O " " B " " H " " N " " R " EXIT ENVIRONMENT EXAMPLES MAZEVIZ_FONT MAZEVIZ_DATADIR; do
        grep -qF -- "$key" <<< "$text" || fail "'$key' is not in the man page"
    done
    if [ -n "$keys_table" ]; then # every key of config.h's table, as a word of the KEYS section
        keys=$(groff -man -Tutf8 -P-cbou "$file" 2> /dev/null | sed -n '/^KEYS/,/^EXIT STATUS/p')
        while IFS= read -r key; do
            re=$(printf '%s' "$key" | sed 's/[][\.*^$+?(){}|/]/\\&/g')
            grep -qE -- "(^|[[:space:](\"/])$re(\$|[[:space:],;:).\"/])" <<< "$keys" ||
                fail "key '$key' of the key table is not in the man page's KEYS"
        done < <("$keys_table" --keys | sort -u)
    fi
    ;;
completion)
    complete_words() { # the words bash completes after the given command line
        bash -c '
            source "$1"; shift
            COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
            _mazeviz; printf "%s\n" "${COMPREPLY[@]}"' _ "$file" "$@"
    }
    got=$(complete_words "$bin" --algo "")
    for id in $("$bin" --list-algos | awk '{print $1}'); do
        grep -qx -- "$id" <<< "$got" || fail "--algo does not complete $id"
    done
    [ "$(complete_words "$bin" --al)" = "--algo" ] || fail "--al does not complete to --algo"
    complete_words "$bin" --gi | grep -qx -- --gif || fail "--gi does not complete to --gif"
    complete_words "$bin" --format "" | grep -qx svg || fail "--format does not offer svg"
    complete_words "$bin" --format "" | grep -qx json || fail "--format does not offer json"
    complete_words "$bin" --format "" | grep -qx csv || fail "--format does not offer csv"
    complete_words "$bin" --algo origin-shift --opt "" | grep -q "\.\." && fail "--opt offers a range, not a value"
    for g in rect hex triangle polar; do
        complete_words "$bin" --grid "" | grep -qx "$g" || fail "--grid does not complete $g"
    done
    [ "$(complete_words "$bin" --mask-t)" = "--mask-text" ] || fail "--mask-t does not complete to --mask-text"
    complete_words "$bin" --algo growing-tree --opt "" | grep -q "=" || fail "--opt offers no KEY=VALUE"
    complete_words "$bin" --algo backtracker --until "" | grep -qx backtrack || fail "--until does not offer backtrack"
    complete_words "$bin" --algo backtracker --solve bfs --until "" | grep -qx goal || fail "--until with --solve: no goal"
    complete_words "$bin" --opt braid=30 --until "" | grep -qx dead-end-opened || fail "--until with braid: no dead-end-opened"
    complete_words "$bin" --list-events "" | grep -qx braid || fail "--list-events does not offer braid"
    complete_words "$bin" --style "" | grep -qx block || fail "--style does not offer block"
    complete_words "$bin" --lesson "" | grep -qx kruskal || fail "--lesson does not offer the shipped kruskal"
    complete_words "$bin" --state "" | grep -qx "algo=" || fail "--state does not offer algo="
    complete_words "$bin" --state "algo=prim&st" | grep -qx "algo=prim&step=" || fail "--state does not complete step= after an item"
    ;;
*)
    echo "usage: test_data.sh desktop|metainfo|man|completion FILE MAZEVIZ"; exit 2 ;;
esac
[ "$fails" -eq 0 ] && echo "$what: ok"
[ "$fails" -eq 0 ]
