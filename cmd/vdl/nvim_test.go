package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// nvimScript drives Neovim's own LSP client: it opens the file, starts
// vdl lsp for it, waits for diagnostics, asks for a hover and a
// definition, formats the buffer, and writes what it got to VDL_OUT.
const nvimScript = `
local out = {}
local function say(s) table.insert(out, (s:gsub("\n", "|"))) end
vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("VDL_FILE")))
local id = vim.lsp.start_client({
  name = "vdl",
  cmd = { os.getenv("VDL_EXE"), "lsp" },
  cmd_env = { VDL_TEST_RUN_MAIN = "1", XDG_CACHE_HOME = os.getenv("VDL_CACHE") },
  root_dir = vim.fn.getcwd(),
})
vim.lsp.buf_attach_client(0, id)
vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
for _, d in ipairs(vim.diagnostic.get(0)) do
  say(string.format("diagnostic %d:%d %d %s", d.lnum, d.col, d.severity, d.message))
end
local params = { textDocument = { uri = vim.uri_from_bufnr(0) }, position = { line = 3, character = 14 } }
for _, r in pairs(vim.lsp.buf_request_sync(0, "textDocument/hover", params, 10000) or {}) do
  if r.result then say("hover " .. r.result.contents.value) end
end
for _, r in pairs(vim.lsp.buf_request_sync(0, "textDocument/definition", params, 10000) or {}) do
  for _, l in ipairs(r.result or {}) do say(string.format("definition %s %d", l.uri, l.range.start.line)) end
end
-- K as the README maps it: a floating window with the hover.
vim.keymap.set("n", "K", vim.lsp.buf.hover, { buffer = 0 })
vim.api.nvim_win_set_cursor(0, { 4, 16 })
local wins = #vim.api.nvim_list_wins()
vim.cmd("normal K")
vim.wait(10000, function() return #vim.api.nvim_list_wins() > wins end, 50)
for _, w in ipairs(vim.api.nvim_list_wins()) do
  if vim.api.nvim_win_get_config(w).relative ~= "" then
    say("K " .. table.concat(vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(w), 0, -1, false), "|"))
  end
end
local refs = vim.lsp.buf_request_sync(0, "textDocument/references",
  { textDocument = params.textDocument, position = params.position, context = { includeDeclaration = true } }, 10000)
for _, r in pairs(refs or {}) do
  for _, l in ipairs(r.result or {}) do say(string.format("reference %d:%d", l.range.start.line, l.range.start.character)) end
end
local ren = vim.lsp.buf_request_sync(0, "textDocument/rename",
  { textDocument = params.textDocument, position = params.position, newName = "Spear" }, 10000)
for _, r in pairs(ren or {}) do
  if r.result then vim.lsp.util.apply_workspace_edit(r.result, "utf-16") end
end
say("renamed " .. table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), "|"))
local fmt = vim.lsp.buf_request_sync(0, "textDocument/formatting",
  { textDocument = { uri = vim.uri_from_bufnr(0) }, options = { tabSize = 4, insertSpaces = false } }, 10000)
for _, r in pairs(fmt or {}) do
  if r.result then vim.lsp.util.apply_text_edits(r.result, 0, "utf-16") end
end
say("formatted " .. table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), "|"))
vim.fn.writefile(out, os.getenv("VDL_OUT"))
vim.lsp.stop_client(id)
vim.cmd("qa!")
`

// TestNeovim runs vdl lsp under Neovim's built-in LSP client, headless:
// the editor's own client, not ours, must get diagnostics, a hover with
// the move diagram (by request and by K mapped as the README says), a
// definition, references, a rename applied, and formatting.
func TestNeovim(t *testing.T) {
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		t.Skip("neovim is not installed (scripts/test-packages.sh installs it): skipping the editor test")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "mine.vdl")
	src := "variant mine extends orthodox {\n\tboard 8x8\n\tpiece Lancer l \"fR\" \"Slides straight forward only\"\n\tadd-pieces   Lancer\n\tsetup \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"\n}\n"
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(dir, "test.lua")
	if err := os.WriteFile(script, []byte(nvimScript), 0o644); err != nil {
		t.Fatal(err)
	}
	outFile := filepath.Join(dir, "out.txt")
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, nvim, "--headless", "--clean", "-n", "-c", "luafile "+script)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "VDL_EXE="+exe, "VDL_FILE="+file, "VDL_OUT="+outFile, "VDL_CACHE="+t.TempDir(), "HOME="+dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("nvim: %v\n%s", err, out)
	}
	got, err := os.ReadFile(outFile)
	if err != nil {
		t.Fatalf("neovim wrote no results: %v", err)
	}
	res := string(got)
	for _, want := range []string{
		"diagnostic 3:14 2 Lancer is neither in the setup nor a promotion choice",
		"hover **Lancer** (L): `fR`|",
		"4  .  .  .  L",
		"definition " + fileURI(file) + " 2",
		"K **Lancer** (L): `fR`",
		"reference 2:7", "reference 3:14",
		"renamed variant mine extends orthodox {|\tboard 8x8|\tpiece Spear l \"fR\" \"Slides straight forward only\"|\tadd-pieces   Spear|",
		"formatted variant mine extends orthodox {|\tboard 8x8|\tpiece Spear l \"fR\" \"Slides straight forward only\"|\tadd-pieces Spear|",
	} {
		if !strings.Contains(res, want) {
			t.Errorf("neovim's results lack %q:\n%s", want, res)
		}
	}
}
