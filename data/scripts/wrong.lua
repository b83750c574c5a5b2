-- A generator with a mistake, for a debugging exercise: it is Aldous-Broder,
-- but it opens the wall on every move, not only into new cells. Run it: the
-- check at the end finds a loop and marks it. Can you fix it?
-- 一个有错误的生成器，用来练习找错：它是 Aldous-Broder，但每走一步都打通墙，
-- 而不是只在走进新格时打通。运行它：结束时的检查会找到一个环并标出来。你能改好它吗？
local inmaze = {}
local cell = random(maze.cells)
inmaze[cell] = true
local left = maze.cells - 1
while left > 0 do
  local nbrs = maze:neighbors(cell)
  local n = nbrs[random(#nbrs)]
  if not inmaze[n] then
    inmaze[n] = true
    left = left - 1
  end
  maze:carve(cell, n)            -- the mistake: this belongs inside the "if" / 错误：这一行应该在 if 里面
  cell = n
end
