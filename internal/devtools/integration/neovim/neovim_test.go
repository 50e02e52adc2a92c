// Package neovim tests the Neovim configuration of docs/editors.md with a
// real Neovim: headless nvim loads the configuration block of the page as
// its init.lua, opens a file with a finding, waits for ddblint-lsp's
// diagnostic, applies the quick fix and saves. The test reads the Lua from
// the page, so the page shows what was tested.
//
// It needs nvim (Debian's, 0.7.2, in CI; .ci/run installs it) and the
// module cache with the real aws-sdk-go-v2, and runs only with
// DDBLINT_NEOVIM=1.
package neovim

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

// configBlock is the Lua block after the page's marker comment.
var configBlock = regexp.MustCompile("(?s)<!-- neovim-config:[^>]*-->\n```lua\n(.*?)```")

// driver runs after start-up: it opens the file, waits for the
// finding, applies its quick fix, saves, and writes what it saw as JSON.
// It uses only API present from Neovim 0.7 on.
const driver = `
local out = {}
local function finish()
  local f = io.open(vim.env.NVIM_RESULT, 'w')
  f:write(vim.fn.json_encode(out))
  f:close()
  vim.cmd('qall!')
end
vim.cmd('edit ' .. vim.fn.fnameescape(vim.env.NVIM_FILE))
local ok = vim.wait(240000, function()
  for _, d in ipairs(vim.diagnostic.get(0)) do
    if d.code == 'keydelimiter' then return true end
  end
  return false
end, 200)
out.clients = #vim.lsp.buf_get_clients(0)
if not ok then out.error = 'no keydelimiter diagnostic'; finish(); return end
local diag
for _, d in ipairs(vim.diagnostic.get(0)) do
  if d.code == 'keydelimiter' then diag = d end
end
out.message = diag.message
out.line = diag.lnum + 1
local params = {
  textDocument = { uri = vim.uri_from_bufnr(0) },
  range = { start = { line = diag.lnum, character = diag.col }, ['end'] = { line = diag.end_lnum, character = diag.end_col } },
  context = { diagnostics = { diag.user_data and diag.user_data.lsp or { range = { start = { line = diag.lnum, character = diag.col }, ['end'] = { line = diag.end_lnum, character = diag.end_col } }, message = diag.message, code = diag.code, source = diag.source } } },
}
local responses = vim.lsp.buf_request_sync(0, 'textDocument/codeAction', params, 60000) or {}
for _, resp in pairs(responses) do
  for _, action in ipairs(resp.result or {}) do
    if action.edit and not out.fix then
      out.fix = action.title
      vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
    end
  end
end
vim.cmd('write')
finish()
`

func TestNeovim(t *testing.T) {
	if os.Getenv("DDBLINT_NEOVIM") != "1" {
		t.Skip("skipping the Neovim integration test: it runs only with DDBLINT_NEOVIM=1, because it needs nvim, which it drives headless; " +
			"run it with DDBLINT_NEOVIM=1 go test ./internal/devtools/integration/neovim/ (.ci/run installs Debian's neovim and does)")
	}
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		t.Fatalf("DDBLINT_NEOVIM=1 but nvim is not installed: %v", err)
	}
	root := testutil.Root()
	page, err := os.ReadFile(filepath.Join(root, "docs", "editors.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := configBlock.FindSubmatch(page)
	if m == nil {
		t.Fatal("docs/editors.md has no Lua block after <!-- neovim-config: ... -->")
	}

	// ddblint-lsp on PATH, as the configuration expects.
	bin := t.TempDir()
	build := exec.Command("go", "build", "-o", filepath.Join(bin, "ddblint-lsp"), "./cmd/ddblint-lsp")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building ddblint-lsp: %v\n%s", err, out)
	}

	// A user's module: the e2e module's go.mod and go.sum and its bad file.
	mod := t.TempDir()
	e2e := filepath.Join(testutil.TestData(), "e2e")
	for _, f := range []string{"go.mod", "go.sum", filepath.Join("bad", "bad.go")} {
		data, err := os.ReadFile(filepath.Join(e2e, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(mod, f)), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(mod, f), data, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	cfgDir := t.TempDir()
	initLua := filepath.Join(cfgDir, "init.lua")
	driverLua := filepath.Join(cfgDir, "driver.lua")
	if err := os.WriteFile(initLua, m[1], 0o666); err != nil {
		t.Fatal(err)
	}
	// After start-up, when filetype detection is on, as for a user.
	if err := os.WriteFile(driverLua, []byte(driver), 0o666); err != nil {
		t.Fatal(err)
	}
	result := filepath.Join(t.TempDir(), "result.json")
	file := filepath.Join(mod, "bad", "bad.go")

	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()
	// --headless runs init.lua and then waits: the driver quits. -i NONE
	// and XDG dirs keep the user's shada and state out.
	cmd := exec.CommandContext(ctx, nvim, "--headless", "-n", "-i", "NONE", "-u", initLua, "-c", "luafile "+driverLua)
	cmd.Dir = mod
	state := t.TempDir()
	cmd.Env = append(os.Environ(),
		"PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"),
		"GOWORK=off", "GOFLAGS=-mod=readonly",
		"XDG_STATE_HOME="+state, "XDG_DATA_HOME="+state, "XDG_CACHE_HOME="+state, "XDG_CONFIG_HOME="+cfgDir,
		"NVIM_FILE="+file, "NVIM_RESULT="+result)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err = cmd.Run()
	t.Logf("nvim ran %v", time.Since(start).Round(time.Millisecond))
	if ctx.Err() != nil {
		t.Fatalf("nvim timed out:\n%s", out.String())
	}
	if err != nil {
		t.Fatalf("nvim: %v\n%s", err, out.String())
	}
	data, err := os.ReadFile(result)
	if err != nil {
		t.Fatalf("nvim wrote no result: %v\n%s", err, out.String())
	}
	var got struct {
		Clients int
		Error   string
		Message string
		Line    int
		Fix     string
	}
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatalf("result %s: %v", data, err)
	}
	t.Logf("result: %+v", got)
	if got.Error != "" || got.Clients != 1 {
		t.Fatalf("want ddblint-lsp attached and a keydelimiter diagnostic, got %+v\n%s", got, out.String())
	}
	if !strings.Contains(got.Message, `prefix "USER" is glued to id`) {
		t.Errorf("diagnostic message %q", got.Message)
	}
	if got.Fix == "" {
		t.Errorf("no quick fix was offered")
	}
	fixed, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(fixed), `"USER#" + id`) {
		t.Errorf("the quick fix was not applied and saved:\n%s", fixed)
	}
}
