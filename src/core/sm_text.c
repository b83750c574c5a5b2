/*
 * sm_text.c - the words of a step machine: captions filled in from their
 * templates, and the default meaning of each mark for legends.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "mazeviz/grid.h"
#include "sm_impl.h"

sm_count_text sm_count(uint64_t n)
{
    char digits[24];
    sm_count_text t;
    int k = snprintf(digits, sizeof digits, "%" PRIu64, n), o = 0;
    for (int i = 0; i < k; i++) {
        if (i > 0 && (k - i) % 3 == 0)
            t.s[o++] = ',';
        t.s[o++] = digits[i];
    }
    t.s[o] = '\0';
    return t;
}

static const sm_text cell_meaning[SM_CELL_KINDS] = {
    [SM_CELL_BLANK] = {"not in the maze yet", "尚未加入迷宫"},
    [SM_CELL_MAZE] = {"in the maze", "已在迷宫中"},
    [SM_CELL_WALK] = {"loop-erased walk", "擦除环后的随机游走"},
    [SM_CELL_HEAD] = {"head of the walk", "游走的当前位置"},
    [SM_CELL_STACK] = {"on the stack", "在栈中"},
    [SM_CELL_CURRENT] = {"current cell", "当前格"},
    [SM_CELL_FRONTIER] = {"frontier: next to the maze", "边界：与迷宫相邻"},
    [SM_CELL_SCAN] = {"being scanned", "正在扫描"},
    [SM_CELL_GROUP] = {"a set of joined cells (one colour per set)", "已连通的集合（每个集合一种颜色）"},
    [SM_CELL_CHOSEN] = {"cell chosen by this step", "这一步选中的格"},
    [SM_CELL_VISITED] = {"visited", "已访问"},
    [SM_CELL_PATH] = {"path found", "找到的路径"},
    [SM_CELL_DEAD] = {"ruled out", "已排除"},
    [SM_CELL_START] = {"start", "起点"},
    [SM_CELL_GOAL] = {"goal", "终点"},
};

static const sm_text wall_meaning[SM_WALL_KINDS] = {
    [SM_WALL_PLAIN] = {"wall", "墙"},
    [SM_WALL_TENTATIVE] = {"walls this walk would open", "这条游走将打通的墙"},
    [SM_WALL_ACCEPTED] = {"wall examined: opened", "检查的墙：打通"},
    [SM_WALL_REJECTED] = {"wall examined: kept", "检查的墙：保留"},
    [SM_WALL_NEW] = {"wall just built", "刚建的墙"},
};

sm_text sm_mark_meaning(sm_mark_type type, unsigned kind)
{
    static const sm_text none = {"", ""};
    if (type == SM_MARK_CELL)
        return kind < SM_CELL_KINDS ? cell_meaning[kind] : none;
    return kind < SM_WALL_KINDS ? wall_meaning[kind] : none;
}

/*
 * Appends the text of placeholder kind k for argument v: a cell and a
 * direction in the grid's own words (grid_dir_arg made the direction's).
 */
static int put_arg(const sm *m, sm_lang l, char k, uint32_t v, char *buf, size_t len)
{
    const grid_shape *g = m->m->shape;
    switch (k) {
    case 'c':
        return (int)grid_cell_name(m->m, v, l, buf, len);
    case 'd':
        return snprintf(buf, len, "%s", v < g->n_dir_words ? sm_tr(g->dir_words[v], l) : "?");
    default:
        return snprintf(buf, len, "%s", sm_count(v).s); /* a count: grouped as everywhere on screen */
    }
}

/* The code point of a three-byte UTF-8 sequence at p, else 0. */
static uint32_t utf8_3(const unsigned char *p)
{
    if ((p[0] & 0xf0) != 0xe0 || (p[1] & 0xc0) != 0x80 || (p[2] & 0xc0) != 0x80)
        return 0;
    return (uint32_t)(p[0] & 0x0f) << 12 | (uint32_t)(p[1] & 0x3f) << 6 | (uint32_t)(p[2] & 0x3f);
}

/* CJK punctuation, ideographs (with extension A) and full-width forms: all three bytes long. */
static bool zh_char(uint32_t u)
{
    return (u >= 0x3000 && u <= 0x303f) || (u >= 0x3400 && u <= 0x9fff) || (u >= 0xff00 && u <= 0xffef);
}

size_t sm_zh_spacing(char *s)
{
    unsigned char *p = (unsigned char *)s;
    size_t out = 0;
    for (size_t i = 0; p[i]; i++) {
        bool seam = p[i] == ' ' && out >= 3 && zh_char(utf8_3(p + out - 3)) && zh_char(utf8_3(p + i + 1));
        if (!seam)
            p[out++] = p[i];
    }
    p[out] = '\0';
    return out;
}

size_t sm_template(const sm *m, const char *t, const uint32_t *args, sm_lang l, char *buf, size_t len)
{
    size_t out = 0;
    unsigned arg = 0;
    uint32_t last_n = 0;
    char scratch[1];
    for (const char *p = t; *p; p++) {
        char *at = out < len ? buf + out : scratch;
        size_t room = out < len ? len - out : 0;
        if (p[0] == '{' && p[1] == 's' && p[2] == '}') { /* plural: "s" unless the last {n} was 1 */
            if (last_n != 1) {
                if (room > 1)
                    *at = 's';
                out++;
            }
            p += 2;
        } else if (p[0] == '{' && p[1] && p[2] == '}' && strchr("cnd", p[1]) && arg < SM_NOTE_ARGS) {
            if (p[1] == 'n')
                last_n = args[arg];
            int k = put_arg(m, l, p[1], args[arg++], at, room);
            out += k > 0 ? (size_t)k : 0;
            p += 2;
        } else {
            if (room > 1)
                *at = *p;
            out++;
        }
    }
    if (len > 0)
        buf[out < len ? out : len - 1] = '\0';
    if (l == SM_LANG_ZH && out < len)
        out = sm_zh_spacing(buf);
    return out;
}

size_t sm_caption(const sm *m, sm_lang l, char *buf, size_t len)
{
    if (m->algo->caption_text) {
        size_t own = m->algo->caption_text(m, l, buf, len);
        if (own != SIZE_MAX)
            return l == SM_LANG_ZH && own < len ? sm_zh_spacing(buf) : own;
    }
    const sm_note *n = &m->note;
    const char *t = n->caption < m->algo->n_captions ? sm_tr(m->algo->captions[n->caption], l) : "";
    return sm_template(m, t, n->arg, l, buf, len);
}
