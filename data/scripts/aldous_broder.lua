-- Aldous-Broder: a random walk over the whole grid; the first time it enters
-- a cell, the wall it crossed is opened. Uniform, but slow to finish.
-- Aldous-Broder 算法：在整个网格上随机游走；第一次走进一格时打通走过的墙。
-- 它是均匀的，但要很久才能走完。
local inmaze = {}
local cell = random(maze.cells)
inmaze[cell] = true
local left = maze.cells - 1
maze:mark(cell, "current")
while left > 0 do
  local nbrs = maze:neighbors(cell)
  local n = nbrs[random(#nbrs)]
  if not inmaze[n] then
    inmaze[n] = true
    left = left - 1
    caption("a new cell: open the wall", "新的格：打通墙")
    maze:carve(cell, n)
  end
  maze:unmark(cell)
  maze:mark(n, "current")
  cell = n
end
maze:unmark(cell)
