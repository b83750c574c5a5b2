-- Breadth-first search: visit the cells in order of distance from the start,
-- then follow the parents back from the goal. The path is a shortest one.
-- 广度优先搜索：按到起点的距离依次访问各格，再从终点沿着父格走回来。
-- 找到的路是最短的。
local parent = {[maze.start] = maze.start}
local queue, head = {maze.start}, 1
maze:visit(maze.start)
while head <= #queue do
  local cell = queue[head]
  head = head + 1
  if cell == maze.goal then break end
  for _, n in ipairs(maze:links(cell)) do       -- only through open walls / 只穿过打通的墙
    if not parent[n] then
      parent[n] = cell
      queue[#queue + 1] = n
      maze:visit(n)
    end
  end
end
if parent[maze.goal] then
  local path, cell = {}, maze.goal
  while cell ~= maze.start do
    table.insert(path, 1, cell)
    cell = parent[cell]
  end
  table.insert(path, 1, maze.start)
  maze:path(path)
end
