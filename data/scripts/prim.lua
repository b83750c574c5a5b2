-- Simplified Prim: grow the maze from one cell; each step joins a random
-- frontier cell (next to the maze) to a random neighbour in the maze.
-- 简化的 Prim 算法：从一格开始生长；每一步随机选一个边界格（与迷宫相邻），
-- 把它和一个随机的迷宫邻格打通。
local inmaze, front, place = {}, {}, {}  -- place[c]: c's index in front
local function add_frontier(c)
  for _, n in ipairs(maze:neighbors(c)) do
    if not inmaze[n] and not place[n] then
      front[#front + 1] = n
      place[n] = #front
      maze:mark(n, "frontier")
    end
  end
end
local first = random(maze.cells)
inmaze[first] = true
maze:mark(first, "maze")
add_frontier(first)
while #front > 0 do
  local i = random(#front)
  local c = front[i]
  front[i] = front[#front]                -- take it out of the frontier / 移出边界
  place[front[i]] = i
  front[#front] = nil
  place[c] = nil
  local old = {}
  for _, n in ipairs(maze:neighbors(c)) do
    if inmaze[n] then old[#old + 1] = n end
  end
  caption("join a random frontier cell to the maze", "把一个随机边界格并入迷宫")
  maze:carve(c, old[random(#old)])
  inmaze[c] = true
  maze:mark(c, "maze")
  add_frontier(c)
end
