#!/usr/bin/env bash
# tests/house_counts.sh - the counts of issue 29 ("the house for the next
# years"): where knowledge leaks out of the place that owns it. Prints one
# "name: count" line each (with the files, where that helps), for the tree
# this script sits in; docs/hacking.md records them before and after.
#
#   bash tests/house_counts.sh          the counts
#   bash tests/house_counts.sh -v       the counts and every line counted
#   bash tests/house_counts.sh --check  and exit 1 when src/app or src/render
#                                       has mutable file-scope state beyond the
#                                       one documented pointer (platform_web.c's
#                                       the_web), or struct app over 35 fields
#
# What is counted:
#   grid_rect comparisons   == / != &grid_rect outside src/core/grid/
#   shape rows tests        ->rows of a grid shape outside src/core/grid/
#   plain-rect tests        "a rectangle without a mask" written out, plus the
#                           calls of maze_plain_rect() (the documented fast paths)
#   capability questions    grid_offers() / maze_offers() outside src/core (what
#                           callers ask a shape instead of which shape it is)
#   APP_MODE_ comparisons   == / != APP_MODE_* in src/app outside app_mode.c
#   mutable file-scope      variables at file scope in src/app and src/render
#                           that are not const (tables are const)
#   function-scope statics  static variables inside functions there that are
#                           not const: the same state, hidden one level down
#   struct app fields       members of struct app (src/app/app_impl.h)
#   core asserts            assert() and MAZEVIZ_ASSERT*() in src/core and include/mazeviz
#   README lines            wc -l README.md
set -u
cd "$(dirname "$0")/.."
verbose=false check=false
[ "${1:-}" = -v ] && verbose=true
[ "${1:-}" = --check ] && check=true

# count NAME PATTERN FILES... (grep -E over the files; a leading ! on a file excludes a prefix)
count() {
    local name=$1 pattern=$2 hits
    shift 2
    local include=() exclude=()
    for f in "$@"; do
        case $f in !*) exclude+=("${f#!}") ;; *) include+=("$f") ;; esac
    done
    hits=$(grep -rnE --include='*.c' --include='*.h' "$pattern" "${include[@]}" 2>/dev/null |
        while IFS= read -r l; do
            skip=false
            for x in "${exclude[@]}"; do case $l in "$x"*) skip=true ;; esac; done
            $skip || printf '%s\n' "$l"
        done)
    local n=0 files=0
    if [ -n "$hits" ]; then
        n=$(printf '%s\n' "$hits" | wc -l)
        files=$(printf '%s\n' "$hits" | cut -d: -f1 | sort -u | wc -l)
    fi
    echo "$name: $n in $files files"
    $verbose && [ -n "$hits" ] && printf '%s\n' "$hits" | sed 's/^/    /'
    return 0
}

if git rev-parse --short HEAD > /dev/null 2>&1; then
    echo "# counts at $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- src include 2>/dev/null || echo ' + changes')"
fi
count "grid_rect comparisons" '[!=]= *&grid_rect|&grid_rect *[!=]=' src '!src/core/grid/'
count "shape rows tests" '(shape|grid|\<g|\<s)->rows\>' src '!src/core/grid/'
count "plain-rect tests" '== *&grid_rect *&& *!|!= *&grid_rect *\|\||\<maze_plain_rect\(' src include \
    '!include/mazeviz/grid.h'
count "capability questions outside src/core" '\<(grid|maze)_offers\(' src '!src/core/'
count "APP_MODE_ comparisons" '[!=]= *APP_MODE_|APP_MODE_[A-Z_]+ *[!=]=' src/app '!src/app/app_mode.c'
count "core asserts" '\<assert\(|\<MAZEVIZ_ASSERT[A-Z_]*\(' src/core include/mazeviz \
    '!include/mazeviz/debug.h'

python3 - "$verbose" "$check" src/app/*.[ch] src/render/*.[ch] <<'EOF'
import re, sys

def strip(src):
    """Comments, strings and preprocessor lines out; line numbers kept."""
    src = re.sub(r'/\*.*?\*/', lambda m: '\n' * m.group(0).count('\n'), src, flags=re.S)
    src = re.sub(r'//[^\n]*', '', src)
    src = re.sub(r'"(\\.|[^"\\\n])*"|\'(\\.|[^\'\\\n])*\'', '"S"', src)
    return re.sub(r'^[ \t]*#(?:[^\n]*\\\n)*[^\n]*', lambda m: '\n' * m.group(0).count('\n'), src, flags=re.M)

def statements(text):
    """File-scope statements (bodies in braces folded to {}), with their first line."""
    depth, stmt, line, start = 0, '', 1, None
    for ch in text:
        line += ch == '\n'
        if depth == 0 and start is None and not ch.isspace():
            start = line
        if ch == '{':
            depth += 1
            stmt += '{' if depth == 1 else ''
        elif ch == '}':
            depth -= 1
            if depth == 0:
                stmt += '}'
                if re.search(r'\)\s*\{\}$', stmt):  # a function's body
                    stmt, start = '', None
        elif depth == 0 and ch == ';':
            yield start, ' '.join(stmt.split())
            stmt, start = '', None
        elif depth == 0:
            stmt += ch

def mutable(t):
    if not t or re.match(r'(typedef|extern|_Static_assert|static_assert)\b', t):
        return False
    if re.fullmatch(r'(struct|union|enum)\s*\w*\s*(\{\})?', t):
        return False
    if '(' in t and not re.match(r'[^(]*\(\s*\*', t):
        return False  # a prototype (its first parenthesis is not a function pointer's)
    decl = t.split('=')[0].strip()
    if re.search(r'\bconst\s+\w+(\s*\[[^]]*\])*$', decl):
        return False  # T *const name
    return not (re.match(r'(static\s+)?const\b', decl) and '*' not in decl)

def inner_statics(text):
    """static declarations inside braces that are not const, with their line."""
    depth, line = 0, 1
    for m in re.finditer(r'[{}\n]|\bstatic\b[^;{}]*', text):
        tok = m.group(0)
        if tok == '\n':
            line += 1
            continue
        if tok == '{':
            depth += 1
        elif tok == '}':
            depth -= 1
        elif depth > 0 and mutable(tok[len('static'):].strip()):
            yield line, ' '.join(tok.split())
        line += tok.count('\n')

verbose, check = sys.argv[1] == 'true', sys.argv[2] == 'true'
sources = {p: strip(open(p, encoding='utf-8').read()) for p in sys.argv[3:]}
hits = [(p, l, t) for p, text in sources.items() for l, t in statements(text) if mutable(t)]
print(f'mutable file-scope variables in src/app, src/render: {len(hits)}')
for p, l, t in hits if verbose else []:
    print(f'    {p}:{l}: {t[:100]}')
inner = [(p, l, t) for p, text in sources.items() for l, t in inner_statics(text)]
print(f'function-scope statics in src/app, src/render: {len(inner)}')
for p, l, t in inner if verbose else []:
    print(f'    {p}:{l}: {t[:100]}')

body = strip(open('src/app/app_impl.h', encoding='utf-8').read())
m = re.search(r'^struct app \{', body, flags=re.M)
fields, depth, parens = 0, 0, 0  # declarators: `bool a, b;` is two fields
for ch in body[m.end():] if m else '':
    if ch == '{':
        depth += 1
    elif ch == '}':
        if depth == 0:
            break
        depth -= 1
    elif ch in '([':
        parens += 1
    elif ch in ')]':
        parens -= 1
    elif ch in ';,' and depth == 0 and parens == 0:
        fields += 1
print(f'struct app fields: {fields}')

# The one mutable file-scope variable allowed: the web page's state, which the page's
# callbacks reach through it (platform_web.c says why).
allowed = [h for h in hits if h[0] == 'src/app/platform_web.c' and re.search(r'\*\s*the_web$', h[2])]
bad = [h for h in hits if h not in allowed] if check else []
for p, l, t in bad:
    print(f'house_counts: mutable file-scope state at {p}:{l}: {t[:100]}')
if check and fields > 35:
    print(f'house_counts: struct app has {fields} fields, more than 35')
sys.exit(1 if bad or (check and fields > 35) else 0)
EOF
rc=$?
echo "README lines: $(wc -l < README.md)"
exit $rc
