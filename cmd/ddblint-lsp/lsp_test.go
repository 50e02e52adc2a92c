package main

// End-to-end test of the language server, as an editor runs it: build the
// binary, start it, and speak LSP to it on its stdin and stdout, on a copy
// of the module in testdata/e2e (which requires the real aws-sdk-go-v2, so
// the first analysis type-checks the SDK from source).

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sourcegraph/jsonrpc2"

	"github.com/ddblint/ddblint/cmd/internal/lsp"
	"github.com/ddblint/ddblint/rules"
)

// e2eDir is the test module, relative to this package.
const e2eDir = "../../testdata/e2e"

// analysisTimeout bounds the wait for one analysis; the first loads and
// type-checks the SDK.
const analysisTimeout = 2 * time.Minute

// buildServer builds the command into a temporary directory.
func buildServer(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("skipping end-to-end LSP test in -short mode: it builds ddblint-lsp and loads the real aws-sdk-go-v2")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skipf("skipping end-to-end LSP test: no go command: %v", err)
	}
	name := "ddblint-lsp"
	if runtime.GOOS == "windows" {
		name += ".exe"
	}
	bin := filepath.Join(t.TempDir(), name)
	start := time.Now()
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build -o %s .: %v\n%s", bin, err, out)
	}
	t.Logf("built ddblint-lsp in %v", time.Since(start).Round(time.Millisecond))
	return bin
}

// copyModule copies the test module into a temporary directory, so that
// the test may open and edit its files freely.
func copyModule(t testing.TB) string {
	t.Helper()
	dst := t.TempDir()
	err := filepath.WalkDir(e2eDir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(e2eDir, path)
		if err != nil {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dst, rel)), 0o777); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), src, 0o666)
	})
	if err != nil {
		t.Fatalf("copying %s: %v", e2eDir, err)
	}
	return dst
}

func fileURI(path string) lsp.DocumentURI {
	p := filepath.ToSlash(path)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	return lsp.DocumentURI((&url.URL{Scheme: "file", Path: p}).String())
}

// pipes joins the server's stdout (read) and stdin (write).
type pipes struct {
	io.ReadCloser
	io.WriteCloser
}

func (p pipes) Close() error { return errors.Join(p.WriteCloser.Close(), p.ReadCloser.Close()) }

// lockedBuffer is the server's stderr (its log), written by the process
// and read by the test.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// client is the editor.
type client struct {
	t     testing.TB
	conn  *jsonrpc2.Conn
	diags chan lsp.PublishDiagnosticsParams
	logs  chan lsp.LogMessageParams
}

func (c *client) call(method string, params, result any) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := c.conn.Call(ctx, method, params, result); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

func (c *client) notify(method string, params any) {
	c.t.Helper()
	if err := c.conn.Notify(context.Background(), method, params); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

// published waits for the diagnostics of uri, skipping those of other
// files.
func (c *client) published(uri lsp.DocumentURI) lsp.PublishDiagnosticsParams {
	c.t.Helper()
	timeout := time.After(analysisTimeout)
	for {
		select {
		case p := <-c.diags:
			if p.URI == uri {
				return p
			}
		case <-timeout:
			c.t.Fatalf("no publishDiagnostics for %s within %v", uri, analysisTimeout)
		}
	}
}

func TestLSP(t *testing.T) {
	bin := buildServer(t)
	mod := copyModule(t)
	total := time.Now()

	logfile := filepath.Join(t.TempDir(), "lsp.log")
	cmd := exec.Command(bin, "-logfile", logfile, "-debounce", "100ms")
	cmd.Dir = mod
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr := new(lockedBuffer)
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	defer func() {
		if cmd.ProcessState == nil {
			if err := cmd.Process.Kill(); err != nil && !errors.Is(err, os.ErrProcessDone) {
				t.Errorf("killing the server: %v", err)
			}
			if err := <-exited; err != nil {
				t.Logf("the killed server: %v", err) // "signal: killed", as expected
			}
		}
		log, _ := os.ReadFile(logfile)
		if t.Failed() {
			t.Logf("server log:\n%s%s", log, stderr)
		}
		if out := string(log) + stderr.String(); strings.Contains(out, "panic") {
			t.Errorf("the server log shows a panic:\n%s", out)
		}
	}()

	c := &client{t: t, diags: make(chan lsp.PublishDiagnosticsParams, 100), logs: make(chan lsp.LogMessageParams, 100)}
	c.conn = jsonrpc2.NewConn(context.Background(),
		jsonrpc2.NewBufferedStream(pipes{stdout, stdin}, jsonrpc2.VSCodeObjectCodec{}),
		jsonrpc2.HandlerWithError(func(_ context.Context, _ *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
			switch req.Method {
			case "textDocument/publishDiagnostics":
				var p lsp.PublishDiagnosticsParams
				if err := json.Unmarshal(*req.Params, &p); err != nil {
					t.Errorf("publishDiagnostics: %v", err)
				}
				c.diags <- p
			case "window/logMessage", "window/showMessage":
				var p lsp.LogMessageParams
				if err := json.Unmarshal(*req.Params, &p); err != nil { // Errorf: not the test's goroutine
					t.Errorf("%s: %v", req.Method, err)
				}
				t.Logf("%s: %s", req.Method, p.Message)
				c.logs <- p
			}
			return nil, nil
		}))
	defer func() {
		// After exit, the connection or the pipes (closed by Wait) are
		// already closed.
		if err := c.conn.Close(); err != nil && !errors.Is(err, jsonrpc2.ErrClosed) && !errors.Is(err, os.ErrClosed) {
			t.Errorf("closing the client connection: %v", err)
		}
	}()

	// timed runs a step and logs how long it took.
	timed := func(name string, f func()) {
		start := time.Now()
		f()
		t.Logf("%s took %v", name, time.Since(start).Round(time.Millisecond))
	}

	timed("initialize", func() {
		var res lsp.InitializeResult
		c.call("initialize", map[string]any{
			"processId":    os.Getpid(),
			"rootUri":      fileURI(mod),
			"capabilities": map[string]any{},
			"clientInfo":   map[string]any{"name": "lsp_test"},
		}, &res)
		if res.Capabilities.TextDocumentSync.Change != lsp.SyncFull || !slices.Contains(res.Capabilities.CodeActionProvider.CodeActionKinds, lsp.KindQuickFix) {
			t.Errorf("capabilities = %+v", res.Capabilities)
		}
		c.notify("initialized", struct{}{})
	})

	open := func(rel string) (lsp.DocumentURI, string) {
		t.Helper()
		path := filepath.Join(mod, rel)
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		uri := fileURI(path)
		c.notify("textDocument/didOpen", lsp.DidOpenTextDocumentParams{TextDocument: lsp.TextDocumentItem{URI: uri, LanguageID: "go", Version: 1, Text: string(text)}})
		return uri, string(text)
	}

	// The finding: `"USER" + id` in bad/bad.go, an error of keydelimiter
	// with its documentation, from the opening quote to the end of id
	// (the file is ASCII, so bytes are UTF-16 units).
	// A NUL in a URI names no file: the server ignores it rather than
	// hand it to go list, which then failed every later analysis.
	c.notify("textDocument/didOpen", lsp.DidOpenTextDocumentParams{TextDocument: lsp.TextDocumentItem{
		URI: fileURI(filepath.Join(mod, "bad")) + "/x%00.go", LanguageID: "go", Version: 1, Text: "package bad\n"}})
	badURI, badText := open(filepath.Join("bad", "bad.go"))
	var line, char int
	for i, l := range strings.Split(badText, "\n") {
		if c := strings.Index(l, `"USER" + id`); c >= 0 {
			line, char = i, c
		}
	}
	var diag lsp.Diagnostic
	timed("first analysis (bad/, loads the SDK)", func() {
		p := c.published(badURI)
		if len(p.Diagnostics) != 1 {
			t.Fatalf("diagnostics of bad/bad.go = %+v, want 1", p.Diagnostics)
		}
		diag = p.Diagnostics[0]
	})
	wantRange := lsp.Range{
		Start: lsp.Position{Line: uint32(line), Character: uint32(char)},
		End:   lsp.Position{Line: uint32(line), Character: uint32(char + len(`"USER" + id`))},
	}
	if diag.Code != "keydelimiter" || diag.Source != "ddblint" || diag.Severity != lsp.SeverityError ||
		diag.CodeDescription == nil || diag.CodeDescription.Href != rules.URL("keydelimiter") ||
		!strings.Contains(diag.Message, `prefix "USER" is glued`) {
		t.Errorf("diagnostic = %+v, want code keydelimiter, source ddblint, severity error, href %s", diag, rules.URL("keydelimiter"))
	}
	if diag.Range != wantRange {
		t.Errorf("range = %v, want %v (`\"USER\" + id`)", diag.Range, wantRange)
	}

	timed("codeAction", func() {
		var actions []lsp.CodeAction
		c.call("textDocument/codeAction", lsp.CodeActionParams{
			TextDocument: lsp.TextDocumentIdentifier{URI: badURI},
			Range:        diag.Range,
			Context:      lsp.CodeActionContext{Diagnostics: []lsp.Diagnostic{diag}},
		}, &actions)
		var fixed []string
		for _, a := range actions {
			if a.Kind != lsp.KindQuickFix || a.Edit == nil {
				continue
			}
			if len(a.Diagnostics) != 1 || a.Diagnostics[0].Code != "keydelimiter" {
				t.Errorf("code action %q: diagnostics %+v, want the keydelimiter finding", a.Title, a.Diagnostics)
			}
			for uri, edits := range a.Edit.Changes {
				if uri != badURI {
					t.Errorf("code action %q edits %s, want only %s", a.Title, uri, badURI)
					continue
				}
				fixed = append(fixed, apply(t, badText, edits))
			}
		}
		if !slices.ContainsFunc(fixed, func(s string) bool {
			return strings.Contains(s, `Value: "USER#" + id}`) && strings.Count(s, "#") == strings.Count(badText, "#")+1
		}) {
			t.Errorf("code actions %+v: none inserts \"#\" after \"USER\"", actions)
		}
	})

	cleanURI, cleanText := open(filepath.Join("clean", "clean.go"))
	timed("analysis of clean/", func() {
		p := c.published(cleanURI)
		if p.Diagnostics == nil || len(p.Diagnostics) != 0 {
			t.Errorf("diagnostics of clean/clean.go = %+v, want []", p.Diagnostics)
		}
	})

	// An unsaved buffer is analysed as the editor has it (an overlay): the
	// file on disk is still clean.
	timed("analysis of an unsaved buffer", func() {
		edited := strings.Replace(cleanText, `"USER#" + id`, `"USER" + id`, 1)
		c.notify("textDocument/didChange", lsp.DidChangeTextDocumentParams{
			TextDocument:   lsp.VersionedTextDocumentIdentifier{URI: cleanURI, Version: 2},
			ContentChanges: []lsp.TextDocumentContentChangeEvent{{Text: edited}},
		})
		c.notify("textDocument/didSave", lsp.DidSaveTextDocumentParams{TextDocument: lsp.TextDocumentIdentifier{URI: cleanURI}})
		p := c.published(cleanURI)
		if len(p.Diagnostics) != 1 || p.Diagnostics[0].Code != "keydelimiter" || p.Version == nil || *p.Version != 2 {
			t.Errorf("diagnostics of the edited clean/clean.go = %+v, want one keydelimiter finding of version 2", p)
		}
	})

	// A package with a type error says why in the log, and publishes one
	// warning naming the error in its open file.
	timed("broken package", func() {
		for len(c.logs) > 0 {
			<-c.logs
		}
		brokenURI, _ := open(filepath.Join("broken", "broken.go"))
		timeout := time.After(analysisTimeout)
		for {
			select {
			case l := <-c.logs:
				if !strings.Contains(l.Message, "broken") {
					continue
				}
				if l.Type != lsp.MessageWarning || !strings.Contains(l.Message, "does not load or type-check") || !strings.Contains(l.Message, "cannot use") {
					t.Errorf("log message %+v, want a warning with the type error", l)
				}
			case p := <-c.diags:
				if p.URI == brokenURI {
					t.Errorf("published %+v for a package that does not type-check before logging why", p)
				}
				continue
			case <-timeout:
				t.Fatalf("no log message about broken/ within %v", analysisTimeout)
			}
			break
		}
		p := c.published(brokenURI)
		if len(p.Diagnostics) != 1 || p.Diagnostics[0].Severity != lsp.SeverityWarning ||
			!strings.Contains(p.Diagnostics[0].Message, "does not load or type-check") || !strings.Contains(p.Diagnostics[0].Message, "cannot use") {
			t.Errorf("diagnostics of broken/broken.go = %+v, want one warning naming the type error", p)
		}
	})

	timed("shutdown and exit", func() {
		c.call("shutdown", nil, nil)
		c.notify("exit", nil)
		select {
		case err := <-exited:
			if err != nil {
				t.Errorf("the server exited with %v, want exit code 0", err)
			}
		case <-time.After(30 * time.Second):
			t.Fatal("the server did not exit within 30s of exit")
		}
	})
	t.Logf("the whole session took %v", time.Since(total).Round(time.Millisecond))
}

// apply applies LSP edits to ASCII text (positions are then byte offsets
// within their line).
func apply(t *testing.T, text string, edits []lsp.TextEdit) string {
	t.Helper()
	lines := strings.SplitAfter(text, "\n")
	offset := func(p lsp.Position) int {
		off := 0
		for _, l := range lines[:p.Line] {
			off += len(l)
		}
		return off + int(p.Character)
	}
	edits = slices.Clone(edits)
	// From the end, so earlier offsets stay valid.
	slices.SortFunc(edits, func(a, b lsp.TextEdit) int { return offset(b.Range.Start) - offset(a.Range.Start) })
	for _, e := range edits {
		start, end := offset(e.Range.Start), offset(e.Range.End)
		if start > end || end > len(text) {
			t.Fatalf("edit %+v out of range", e)
		}
		text = text[:start] + e.NewText + text[end:]
	}
	return text
}
