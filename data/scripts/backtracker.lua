-- The recursive backtracker, by hand: walk on to a random unvisited
-- neighbour; when there is none, back up. It makes long corridors: the lab
-- shows it is not uniform.
-- 递归回溯（深度优先）：走到一个随机的未访问邻格；没有时就退回一步。
-- 它做出长长的走廊：统计实验室会显示它并不均匀。
local visited = {}
local stack = {}
local first = random(maze.cells)
visited[first] = true
stack[1] = first
maze:mark(first, "stack")
while #stack > 0 do
  local cell = stack[#stack]
  local nbrs = maze:neighbors(cell)
  local fresh = 0                        -- unvisited neighbours, moved to the front / 未访问的邻格移到前面
  for i = 1, #nbrs do
    if not visited[nbrs[i]] then
      fresh = fresh + 1
      nbrs[fresh] = nbrs[i]
    end
  end
  if fresh > 0 then
    local n = nbrs[random(fresh)]
    visited[n] = true
    caption("go on to a random unvisited neighbour", "走到一个随机的未访问邻格")
    maze:carve(cell, n)
    stack[#stack + 1] = n
    maze:mark(n, "stack")
  else
    stack[#stack] = nil
    caption("no unvisited neighbour: back up", "没有未访问的邻格：退回一步")
    maze:mark(cell, "maze")
  end
end
