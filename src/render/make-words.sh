#!/usr/bin/env bash
# make-words.sh - remakes render_words.c, the Chinese words of every UI text
# in src/ and of the shipped lessons' notes (data/lessons/, segmented with
# jieba), so line wrapping never breaks inside one.
# Run by hand after adding or changing Chinese text; never in CI. Needs
# Debian's python3-jieba. Check the list by eye: a word jieba missed can
# be added to EXTRA below.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
EXTRA="均匀生成树 生成树 伪代码 死胡同 岔路口 漫游者 左手扶墙 右手扶墙 接在 探索"
/usr/bin/python3 - "$here" $EXTRA <<'PY'
import glob, re, sys, jieba
here, extra = sys.argv[1], sys.argv[2:]
for w in extra:
    jieba.add_word(w)
lit = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
cjk = re.compile(r'^[\u4e00-\u9fff]{2,}$')
words = set(extra)
texts = []
for f in sorted(glob.glob(here + '/../**/*.[ch]', recursive=True)):
    texts += [m.group(1) for m in lit.finditer(open(f, encoding='utf-8').read())]
for f in sorted(glob.glob(here + '/../../data/lessons/*.lesson')):
    texts += [l.split(':', 1)[1] for l in open(f, encoding='utf-8') if l.startswith(('zh:', 'title-zh:'))]
for t in texts:
    for w in jieba.cut(t):
        if cjk.match(w):
            words.add(w)
words = sorted(words, key=lambda w: (-len(w), w))
with open(here + '/render_words.c', 'w', encoding='utf-8') as out:
    out.write('/*\n * render_words.c - the Chinese words of the UI texts (made by make-words.sh\n'
              ' * with jieba; do not edit by hand): wrapping never breaks inside one.\n'
              ' * Longest first, so the first match at a position is the longest.\n */\n'
              '#include "render_impl.h"\n\nconst char *const render_zh_words[] = {\n')
    line = '   '
    for w in words:
        item = ' "%s",' % w
        if len(line) + len(item) > 90:
            out.write(line + '\n')
            line = '   '
        line += item
    out.write(line + '\n};\n\nconst size_t render_zh_word_count = sizeof render_zh_words / sizeof render_zh_words[0];\n')
print('make-words.sh: %d words' % len(words))
PY
