# tests/maze_count.awk - an independent count of a rectangular maze's
# checks from its --format ascii text alone (no mask), printed as
# --check-maze prints them: perfect, loops, unreachable, dead_ends,
# junctions, solution (first cell to last), longest (two searches).
{ line[NR - 1] = $0 }
function open_(c, d,   x, y) {
    x = c % W; y = int(c / W)
    if (d == 0) return y > 0 && substr(line[2 * y], 2 * x + 2, 1) == " "
    if (d == 1) return x < W - 1 && substr(line[2 * y + 1], 2 * x + 3, 1) == " "
    if (d == 2) return y < H - 1 && substr(line[2 * y + 2], 2 * x + 2, 1) == " "
    return x > 0 && substr(line[2 * y + 1], 2 * x + 1, 1) == " "
}
function nb(c, d) { return d == 0 ? c - W : d == 1 ? c + 1 : d == 2 ? c + W : c - 1 }
function bfs(src,   head, tail, q, c, d, n) {
    for (c = 0; c < N; c++) dist[c] = -1
    dist[src] = 0; q[0] = src; head = 0; tail = 1
    while (head < tail) {
        c = q[head++]
        for (d = 0; d < 4; d++)
            if (open_(c, d) && dist[nb(c, d)] < 0) { dist[nb(c, d)] = dist[c] + 1; q[tail++] = nb(c, d) }
    }
    far = q[tail - 1]
    return tail
}
END {
    W = (length(line[0]) - 1) / 2; H = (NR - 1) / 2; N = W * H
    passages = 0; dead = 0; junc = 0
    for (c = 0; c < N; c++) {
        deg = 0
        for (d = 0; d < 4; d++) deg += open_(c, d)
        passages += open_(c, 1) + open_(c, 2)
        dead += deg == 1; junc += deg >= 3
    }
    reached = bfs(0)
    sol = dist[N - 1] < 0 ? "none" : dist[N - 1] + 1
    for (c = 0; c < N; c++) seen[c] = dist[c] >= 0
    pieces = 1
    for (c = 0; c < N; c++) if (!seen[c]) { pieces++; bfs(c); for (k = 0; k < N; k++) if (dist[k] >= 0) seen[k] = 1 }
    bfs(0); a = far; bfs(a); longest = dist[far] + 1
    loops = passages - N + pieces
    printf "perfect %s\nloops %d\nunreachable %d\ndead_ends %d\njunctions %d\nsolution %s\nlongest %d\n",
        (loops == 0 && reached == N) ? "yes" : "no", loops, N - reached, dead, junc, sol, longest
}
