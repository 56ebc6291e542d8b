-- Neovim 0.7 (Debian 12) as the client of `dialogc lsp`: open a spec with a misspelled key, wait
-- for its diagnostic, apply the quick fix, and wait for the diagnostics to clear. 0.7 has no
-- vim.lsp.start, so the client is started and attached by hand. Writes what it saw to RESULT.
local dialogc = os.getenv('DIALOGC')
local spec = os.getenv('SPEC')
local result_path = os.getenv('RESULT')
local lines = {}
local function say(line) table.insert(lines, line) end
local function finish(status)
  local file = io.open(result_path, 'w')
  file:write(table.concat(lines, '\n') .. '\n')
  file:close()
  vim.cmd(status == 0 and 'qall!' or 'cquit!')
end

vim.cmd('edit ' .. vim.fn.fnameescape(spec))
local buffer = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = 'dialogc',
  cmd = { dialogc, 'lsp', '--check-delay', '10' },
  root_dir = vim.fn.fnamemodify(spec, ':h'),
})
if not client_id then say('error: the client did not start'); return finish(1) end
vim.lsp.buf_attach_client(buffer, client_id)

if not vim.wait(20000, function() return #vim.diagnostic.get(buffer) > 0 end, 20) then
  say('error: no diagnostics arrived'); return finish(1)
end
local diagnostic = vim.diagnostic.get(buffer)[1]
say('diagnostic: ' .. diagnostic.lnum .. ':' .. diagnostic.col .. ' ' .. tostring(diagnostic.code) .. ' ' .. diagnostic.message)

local client = vim.lsp.get_client_by_id(client_id)
local params = {
  textDocument = { uri = vim.uri_from_bufnr(buffer) },
  range = { start = { line = diagnostic.lnum, character = diagnostic.col }, ['end'] = { line = diagnostic.lnum, character = diagnostic.col } },
  context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buffer, diagnostic.lnum) },
}
local response = client.request_sync('textDocument/codeAction', params, 10000, buffer)
if not response or response.err or not response.result or #response.result == 0 then
  say('error: no code action: ' .. vim.inspect(response)); return finish(1)
end
local action = response.result[1]
say('action: ' .. action.title)
vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding or 'utf-16')
say('line: ' .. vim.api.nvim_buf_get_lines(buffer, diagnostic.lnum, diagnostic.lnum + 1, false)[1])

if not vim.wait(20000, function() return #vim.diagnostic.get(buffer) == 0 end, 20) then
  say('error: the diagnostics did not clear: ' .. vim.inspect(vim.diagnostic.get(buffer))); return finish(1)
end
say('cleared')
client.request_sync('shutdown', nil, 5000, buffer)
client.notify('exit', nil)
finish(0)
