-- Wilson's algorithm: from each cell not yet in the maze, a random walk
-- until it meets the maze; when the walk meets itself, the loop is erased.
-- Then the walk becomes a passage. Every perfect maze is equally likely.
-- Wilson 算法：从每个还不在迷宫里的格出发随机游走，直到碰到迷宫；
-- 游走碰到自己时擦除那个环；然后把这条路打通。每个完美迷宫的概率都相同。
local inmaze = {}
local first = random(maze.cells)
inmaze[first] = true
maze:mark(first, "maze")
for start = 1, maze.cells do
  if not inmaze[start] then
    local path, at = {start}, {[start] = 1}  -- the walk and where each cell is in it
    maze:mark(start, "head")
    local cell = start
    while not inmaze[cell] do
      local nbrs = maze:neighbors(cell)
      local n = nbrs[random(#nbrs)]
      if at[n] then                           -- a loop: erase it / 碰到自己：擦除这个环
        caption("the walk meets itself: erase the loop", "游走碰到自己：擦除这个环")
        for i = #path, at[n] + 1, -1 do
          at[path[i]] = nil
          maze:unmark(path[i])
          path[i] = nil
        end
        maze:mark(n, "head")
      else
        path[#path + 1] = n
        at[n] = #path
        maze:mark(cell, "walk")
        if not inmaze[n] then maze:mark(n, "head") end
      end
      cell = n
    end
    for i = 1, #path - 1 do                   -- the walk joins the maze / 游走并入迷宫
      inmaze[path[i]] = true
      caption("the walk joins the maze", "游走并入迷宫")
      maze:carve(path[i], path[i + 1])
      maze:mark(path[i], "maze")
    end
  end
end
