package lsp

// In-process tests of the protocol handling, on a pipe, with a fake
// analysis in place of go/packages: fast, and exact about what is published
// when. cmd/ddblint-lsp's test runs the real binary on a real module.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sourcegraph/jsonrpc2"

	"github.com/ddblint/ddblint/rules/ddblint"
)

// testClient is the editor's end of the pipe.
type testClient struct {
	t     *testing.T
	conn  *jsonrpc2.Conn
	diags chan PublishDiagnosticsParams
	logs  chan LogMessageParams
	code  chan int // the server's exit code
}

func startServer(t *testing.T, opts Options) *testClient {
	t.Helper()
	srv, cli := net.Pipe()
	c := &testClient{
		t:     t,
		diags: make(chan PublishDiagnosticsParams, 100),
		logs:  make(chan LogMessageParams, 100),
		code:  make(chan int, 1),
	}
	go func() { c.code <- Serve(context.Background(), srv, opts) }()
	c.conn = jsonrpc2.NewConn(context.Background(), jsonrpc2.NewBufferedStream(cli, jsonrpc2.VSCodeObjectCodec{}),
		jsonrpc2.HandlerWithError(func(_ context.Context, _ *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
			switch req.Method {
			case "textDocument/publishDiagnostics":
				var p PublishDiagnosticsParams
				if err := json.Unmarshal(*req.Params, &p); err != nil {
					t.Errorf("publishDiagnostics: %v", err)
				}
				c.diags <- p
			case "window/logMessage", "window/showMessage":
				var p LogMessageParams
				if err := json.Unmarshal(*req.Params, &p); err != nil { // Errorf: not the test's goroutine
					t.Errorf("%s: %v", req.Method, err)
				}
				t.Logf("%s: %s", req.Method, p.Message)
				c.logs <- p
			}
			return nil, nil
		}))
	t.Cleanup(func() {
		// ErrClosed: the server side already hung up (after exit).
		if err := c.conn.Close(); err != nil && !errors.Is(err, jsonrpc2.ErrClosed) {
			t.Errorf("closing the client connection: %v", err)
		}
	})
	return c
}

func (c *testClient) call(method string, params, result any) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.conn.Call(ctx, method, params, result); err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	return nil
}

func (c *testClient) notify(method string, params any) {
	c.t.Helper()
	if err := c.conn.Notify(context.Background(), method, params); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

// published waits for the next publishDiagnostics.
func (c *testClient) published() PublishDiagnosticsParams {
	c.t.Helper()
	select {
	case p := <-c.diags:
		return p
	case <-time.After(10 * time.Second):
		c.t.Fatal("no publishDiagnostics within 10s")
		return PublishDiagnosticsParams{}
	}
}

// fakeAnalysis reports "BAD" wherever an open file of the package has it,
// with a fix that replaces it by "GOOD", and counts its runs.
func fakeAnalysis(runs *atomic.Int32) analyzeFunc {
	return func(ctx context.Context, req analysisRequest) outcome {
		runs.Add(1)
		out := outcome{findings: map[string][]finding{}, packages: []string{"p"}}
		for path, text := range req.overlay {
			if filepath.Dir(path) != req.dir {
				continue
			}
			if bytes.Contains(text, []byte("BROKEN")) {
				return outcome{loadErrors: []string{path + ":2:1: expected declaration"}}
			}
			if i := bytes.Index(text, []byte("BAD")); i >= 0 {
				m := newMapper(text)
				rng := Range{m.position(i), m.position(i + 3)}
				out.findings[path] = append(out.findings[path], finding{
					diag: Diagnostic{Range: rng, Severity: SeverityError, Code: "keydelimiter", Source: "ddblint", Message: "bad (keydelimiter)"},
					fixes: []fix{{title: "make it good", edit: WorkspaceEdit{Changes: map[DocumentURI][]TextEdit{
						req.uri(path): {{Range: rng, NewText: "GOOD"}},
					}}}},
				})
			}
		}
		return out
	}
}

func TestServer(t *testing.T) {
	var runs atomic.Int32
	c := startServer(t, Options{Analyzer: ddblint.Analyzer, Debounce: 300 * time.Millisecond, analyze: fakeAnalysis(&runs)})

	var jerr *jsonrpc2.Error
	if err := c.call("textDocument/codeAction", CodeActionParams{}, nil); !errors.As(err, &jerr) || jerr.Code != codeServerNotInitialized {
		t.Errorf("codeAction before initialize: got %v, want error %d", err, codeServerNotInitialized)
	}

	var init struct {
		Capabilities map[string]json.RawMessage `json:"capabilities"`
		ServerInfo   ServerInfo                 `json:"serverInfo"`
	}
	if err := c.call("initialize", InitializeParams{}, &init); err != nil {
		t.Fatalf("initialize: %v", err)
	}
	for key, want := range map[string]string{
		"textDocumentSync":   `{"openClose":true,"change":1,"save":{"includeText":false}}`,
		"codeActionProvider": `{"codeActionKinds":["quickfix"]}`,
		"positionEncoding":   `"utf-16"`,
	} {
		if got := string(init.Capabilities[key]); got != want {
			t.Errorf("capabilities.%s = %s, want %s", key, got, want)
		}
	}
	if init.ServerInfo.Name != "ddblint-lsp" {
		t.Errorf("serverInfo = %+v", init.ServerInfo)
	}
	c.notify("initialized", struct{}{})

	dir := t.TempDir()
	aURI, bURI := pathToURI(filepath.Join(dir, "a.go")), pathToURI(filepath.Join(dir, "b.go"))
	aText := "package p\n\nvar x = \"é BAD\"\n"
	c.notify("textDocument/didOpen", DidOpenTextDocumentParams{TextDocument: TextDocumentItem{URI: aURI, LanguageID: "go", Version: 1, Text: aText}})
	c.notify("textDocument/didOpen", DidOpenTextDocumentParams{TextDocument: TextDocumentItem{URI: bURI, LanguageID: "go", Version: 1, Text: "package p\n"}})
	c.notify("textDocument/didOpen", DidOpenTextDocumentParams{TextDocument: TextDocumentItem{URI: "file:///x/go.mod", LanguageID: "go.mod", Version: 1, Text: "module x\n"}})

	// Both files are published, after one analysis (debounced).
	got := map[DocumentURI]PublishDiagnosticsParams{}
	for range 2 {
		p := c.published()
		got[p.URI] = p
	}
	if n := runs.Load(); n != 1 {
		t.Errorf("%d analyses after opening two files of a package, want 1", n)
	}
	want := Range{Position{2, 11}, Position{2, 14}} // after `var x = "é ` (é is 1 unit)
	if a := got[aURI]; len(a.Diagnostics) != 1 || a.Diagnostics[0].Range != want || a.Version == nil || *a.Version != 1 {
		t.Errorf("diagnostics of a.go = %+v, want one at %v, version 1", a, want)
	}
	if b, ok := got[bURI]; !ok || b.Diagnostics == nil || len(b.Diagnostics) != 0 {
		t.Errorf("diagnostics of b.go = %+v, want [] (cleared)", b)
	}

	codeActions := func(rng Range, only ...string) []CodeAction {
		t.Helper()
		var actions []CodeAction
		if err := c.call("textDocument/codeAction", CodeActionParams{
			TextDocument: TextDocumentIdentifier{URI: aURI}, Range: rng, Context: CodeActionContext{Only: only},
		}, &actions); err != nil {
			t.Fatalf("codeAction: %v", err)
		}
		return actions
	}
	cursor := Range{Position{2, 12}, Position{2, 12}}
	actions := codeActions(cursor)
	if len(actions) != 1 || actions[0].Kind != KindQuickFix || actions[0].Title != "make it good" || !actions[0].IsPreferred ||
		actions[0].Edit == nil || actions[0].Edit.Changes[aURI][0].NewText != "GOOD" || actions[0].Edit.Changes[aURI][0].Range != want {
		t.Errorf("code actions at %v = %+v, want the fix", cursor, actions)
	}
	if actions := codeActions(Range{Position{0, 0}, Position{0, 3}}); len(actions) != 0 {
		t.Errorf("code actions away from the finding = %+v, want none", actions)
	}
	if actions := codeActions(cursor, "refactor"); len(actions) != 0 {
		t.Errorf("code actions of kind refactor = %+v, want none", actions)
	}

	// After an edit the fixes are stale until the next analysis (on save).
	aText = "package p\n\n// moved\nvar x = \"BAD\"\n"
	c.notify("textDocument/didChange", DidChangeTextDocumentParams{
		TextDocument:   VersionedTextDocumentIdentifier{URI: aURI, Version: 2},
		ContentChanges: []TextDocumentContentChangeEvent{{Text: aText}},
	})
	if actions := codeActions(cursor); len(actions) != 0 {
		t.Errorf("code actions after an edit = %+v, want none until the next analysis", actions)
	}
	c.notify("textDocument/didSave", DidSaveTextDocumentParams{TextDocument: TextDocumentIdentifier{URI: aURI}})
	for range 2 {
		p := c.published()
		got[p.URI] = p
	}
	want = Range{Position{3, 9}, Position{3, 12}}
	if a := got[aURI]; len(a.Diagnostics) != 1 || a.Diagnostics[0].Range != want || *a.Version != 2 {
		t.Errorf("diagnostics of a.go after save = %+v, want one at %v, version 2", a, want)
	}
	if actions := codeActions(want); len(actions) != 1 {
		t.Errorf("code actions after save = %+v, want 1", actions)
	}

	// A package that does not load logs why, and tells the open file so
	// with one diagnostic at the error (its earlier findings are dropped).
	c.notify("textDocument/didChange", DidChangeTextDocumentParams{
		TextDocument:   VersionedTextDocumentIdentifier{URI: bURI, Version: 2},
		ContentChanges: []TextDocumentContentChangeEvent{{Text: "package p\nBROKEN\n"}},
	})
	c.notify("textDocument/didSave", DidSaveTextDocumentParams{TextDocument: TextDocumentIdentifier{URI: bURI}})
	for waiting := true; waiting; {
		select {
		case l := <-c.logs:
			if l.Type == MessageLog {
				continue // an earlier analysis's summary
			}
			if l.Type != MessageWarning || !strings.Contains(l.Message, "does not load or type-check") {
				t.Errorf("log message %+v, want a warning that the package does not load", l)
			}
			waiting = false
		case <-time.After(10 * time.Second):
			t.Fatal("no log message about the broken package")
		}
	}
	broken := map[DocumentURI]PublishDiagnosticsParams{}
	for range 2 {
		p := c.published()
		broken[p.URI] = p
	}
	for u, line := range map[DocumentURI]uint32{aURI: 0, bURI: 1} { // b at its error, a at its top
		p := broken[u]
		if len(p.Diagnostics) != 1 || !strings.Contains(p.Diagnostics[0].Message, "does not load or type-check") ||
			!strings.Contains(p.Diagnostics[0].Message, "expected declaration") ||
			p.Diagnostics[0].Range.Start.Line != line || p.Diagnostics[0].Severity != SeverityWarning {
			t.Errorf("published %+v for %s of a package that does not load; want one warning naming the error, its findings dropped", p, u)
		}
	}

	// Closing a file clears its diagnostics.
	c.notify("textDocument/didClose", DidCloseTextDocumentParams{TextDocument: TextDocumentIdentifier{URI: aURI}})
	if p := c.published(); p.URI != aURI || len(p.Diagnostics) != 0 {
		t.Errorf("after didClose: %+v, want [] for a.go", p)
	}

	if err := c.call("shutdown", nil, nil); err != nil {
		t.Fatalf("shutdown: %v", err)
	}
	if err := c.call("textDocument/codeAction", CodeActionParams{}, nil); !errors.As(err, &jerr) || jerr.Code != codeInvalidRequest {
		t.Errorf("codeAction after shutdown: got %v, want error %d", err, codeInvalidRequest)
	}
	c.notify("exit", nil)
	select {
	case code := <-c.code:
		if code != 0 {
			t.Errorf("exit code %d after shutdown and exit, want 0", code)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the server did not return after exit")
	}
}

func TestExitWithoutShutdown(t *testing.T) {
	c := startServer(t, Options{Analyzer: ddblint.Analyzer, analyze: fakeAnalysis(new(atomic.Int32))})
	if err := c.call("initialize", InitializeParams{}, nil); err != nil {
		t.Fatal(err)
	}
	c.notify("exit", nil)
	if code := <-c.code; code != 1 {
		t.Errorf("exit code %d after exit without shutdown, want 1", code)
	}
}

func TestScheduler(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var running, maxRunning, runs atomic.Int32
	release := make(chan struct{})
	s := newScheduler(ctx, func(ctx context.Context, key string) {
		n := running.Add(1)
		if n > maxRunning.Load() {
			maxRunning.Store(n)
		}
		runs.Add(1)
		<-release
		running.Add(-1)
	}, oneModule)
	waitFor := func(what string, cond func() bool) {
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); !cond(); time.Sleep(5 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("timed out waiting for %s", what)
			}
		}
	}
	// Three requests within the quiet period are one run.
	for range 3 {
		s.schedule("a", 20*time.Millisecond)
	}
	s.schedule("b", 20*time.Millisecond)
	waitFor("the first run", func() bool { return runs.Load() == 1 })
	time.Sleep(50 * time.Millisecond) // time for b to start, wrongly
	if n := runs.Load(); n != 1 {
		t.Fatalf("%d runs started, want 1 (a and b serialised)", n)
	}
	// A request while a runs makes it run once more afterwards.
	s.schedule("a", 0)
	s.schedule("a", 0)
	waitFor("a to be marked to run again", func() bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		// timer is nil once the last request's timer has fired: a
		// later-firing timer would ask for yet another run.
		return s.jobs["a"].again && s.jobs["a"].timer == nil
	})
	for range 3 {
		release <- struct{}{}
	}
	s.wait()
	if n := runs.Load(); n != 3 {
		t.Errorf("%d runs, want 3 (a, b, a again)", n)
	}
	if n := maxRunning.Load(); n != 1 {
		t.Errorf("%d runs at once, want 1 (packages of one module)", n)
	}
}

// oneModule puts every package in one module.
func oneModule(string) string { return "m" }

// moduleOf is the module of keys "module/package".
func moduleOf(key string) string {
	m, _, _ := strings.Cut(key, "/")
	return m
}

// TestSchedulerModules: a module whose analysis is stuck keeps neither
// another module's findings waiting nor two of its own packages running at
// once; a newer edit still cancels it.
func TestSchedulerModules(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	started := make(chan string, 10)
	cancelled := make(chan string, 10)
	release := make(chan struct{})
	var done sync.Map
	s := newScheduler(ctx, func(ctx context.Context, key string) {
		started <- key
		if moduleOf(key) == "a" {
			select {
			case <-release:
			case <-ctx.Done():
				cancelled <- key
				return
			}
		}
		done.Store(key, true)
	}, moduleOf)
	next := func(what string) string {
		t.Helper()
		select {
		case k := <-started:
			return k
		case <-time.After(10 * time.Second):
			t.Fatalf("timed out waiting for %s", what)
			return ""
		}
	}
	s.schedule("a/p", 0)
	if k := next("a/p to start"); k != "a/p" {
		t.Fatalf("started %q, want a/p", k)
	}
	s.schedule("a/q", 0) // the same module: waits for a/p
	s.schedule("b/p", 0) // another module: runs now
	if k := next("b/p to run beside a/p"); k != "b/p" {
		t.Fatalf("started %q while a/p runs, want b/p (a/q waits for its module)", k)
	}
	s.schedule("a/p", 0) // a newer edit of the stuck package
	select {
	case k := <-cancelled:
		if k != "a/p" {
			t.Errorf("cancelled %q, want a/p", k)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("a newer edit did not cancel the running analysis")
	}
	// a/q and a/p again, one after the other.
	got := map[string]bool{}
	for range 2 {
		got[next("the module's other analyses")] = true
		release <- struct{}{}
	}
	if !got["a/q"] || !got["a/p"] {
		t.Errorf("after the cancel, ran %v, want a/q and a/p", got)
	}
	s.wait()
	for _, k := range []string{"a/p", "a/q", "b/p"} {
		if _, ok := done.Load(k); !ok {
			t.Errorf("%s never completed", k)
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.sem) != 0 || len(s.lanes["a"]) != 0 || len(s.lanes["b"]) != 0 {
		t.Errorf("after every analysis ended: turns held %d, lanes a %d b %d; want 0", len(s.sem), len(s.lanes["a"]), len(s.lanes["b"]))
	}
}

// TestSchedulerCancels: a request for a package whose analysis is running
// cancels it, and the package is analysed again.
func TestSchedulerCancels(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var runs, cancelled atomic.Int32
	started := make(chan struct{}, 2)
	s := newScheduler(ctx, func(ctx context.Context, key string) {
		runs.Add(1)
		started <- struct{}{}
		select {
		case <-ctx.Done():
			cancelled.Add(1)
		case <-time.After(10 * time.Second):
		}
	}, moduleOf)
	s.schedule("a", 0)
	<-started
	s.schedule("a", 0) // a newer edit
	select {
	case <-started:
	case <-time.After(10 * time.Second):
		t.Fatal("no second run")
	}
	if c := cancelled.Load(); c != 1 {
		t.Errorf("%d runs cancelled before the second started, want 1", c)
	}
	cancel()
	s.wait()
	if n := runs.Load(); n != 2 {
		t.Errorf("%d runs, want 2", n)
	}
}

// A package whose analysis does not end gives up its turn after s.slow:
// the other packages of its module are still analysed.
func TestSchedulerSlowAnalysis(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stuck := make(chan struct{})
	ran := make(chan string, 10)
	s := newScheduler(ctx, func(ctx context.Context, key string) {
		ran <- key
		if key == "slow" {
			<-stuck
		}
	}, oneModule)
	s.slow = 50 * time.Millisecond
	var warned atomic.Value
	s.onSlow = func(key string, _ time.Duration) { warned.Store(key) }
	s.schedule("slow", 0)
	if got := <-ran; got != "slow" {
		t.Fatalf("first run %q, want slow", got)
	}
	s.schedule("fast", 0)
	select {
	case got := <-ran:
		if got != "fast" {
			t.Errorf("second run %q, want fast", got)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("fast was not analysed while slow ran")
	}
	if w, _ := warned.Load().(string); w != "slow" {
		t.Errorf("onSlow told about %q, want slow", w)
	}
	close(stuck)
	s.wait()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.overdue != 0 || len(s.sem) != 0 || len(s.lanes["m"]) != 0 {
		t.Errorf("after both ended: overdue %d, turns held %d, lane held %d; want 0, 0, 0", s.overdue, len(s.sem), len(s.lanes["m"]))
	}
}

func TestAnalysisPanic(t *testing.T) {
	c := startServer(t, Options{Analyzer: ddblint.Analyzer, analyze: func(context.Context, analysisRequest) outcome { panic("boom") }})
	if err := c.call("initialize", InitializeParams{}, nil); err != nil {
		t.Fatal(err)
	}
	uri := pathToURI(filepath.Join(t.TempDir(), "a.go"))
	c.notify("textDocument/didOpen", DidOpenTextDocumentParams{TextDocument: TextDocumentItem{URI: uri, LanguageID: "go", Version: 1, Text: "package p\n"}})
	select {
	case l := <-c.logs:
		if l.Type != MessageError || !strings.Contains(l.Message, "boom") {
			t.Errorf("log message %+v, want the internal error", l)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no log message about the panic")
	}
	if err := c.call("shutdown", nil, nil); err != nil {
		t.Fatalf("shutdown after a panic: %v", err)
	}
	c.notify("exit", nil)
	if code := <-c.code; code != 0 {
		t.Errorf("exit code %d, want 0", code)
	}
}

func TestOnChange(t *testing.T) {
	var runs atomic.Int32
	c := startServer(t, Options{Analyzer: ddblint.Analyzer, OnChange: true, Debounce: 20 * time.Millisecond, analyze: fakeAnalysis(&runs)})
	if err := c.call("initialize", InitializeParams{}, nil); err != nil {
		t.Fatal(err)
	}
	uri := pathToURI(filepath.Join(t.TempDir(), "a.go"))
	c.notify("textDocument/didOpen", DidOpenTextDocumentParams{TextDocument: TextDocumentItem{URI: uri, LanguageID: "go", Version: 1, Text: "package p\n"}})
	if p := c.published(); len(p.Diagnostics) != 0 {
		t.Fatalf("after didOpen: %+v, want []", p)
	}
	// An unsaved edit is analysed, with the buffer's text.
	c.notify("textDocument/didChange", DidChangeTextDocumentParams{
		TextDocument:   VersionedTextDocumentIdentifier{URI: uri, Version: 2},
		ContentChanges: []TextDocumentContentChangeEvent{{Text: "package p\nvar BAD\n"}},
	})
	if p := c.published(); len(p.Diagnostics) != 1 || *p.Version != 2 {
		t.Errorf("after didChange with -onchange: %+v, want one finding of version 2", p)
	}
	// An incremental change is applied too (UTF-16 positions).
	c.notify("textDocument/didChange", DidChangeTextDocumentParams{
		TextDocument: VersionedTextDocumentIdentifier{URI: uri, Version: 3},
		ContentChanges: []TextDocumentContentChangeEvent{{
			Range: &Range{Position{1, 4}, Position{1, 7}}, Text: "GOOD",
		}},
	})
	if p := c.published(); len(p.Diagnostics) != 0 || *p.Version != 3 {
		t.Errorf("after an incremental change: %+v, want [] of version 3", p)
	}
}

// TestSaveSkipsDebounce: a save is analysed at once, whatever the typing
// debounce (an hour here): findings follow a save within the analysis time.
func TestSaveSkipsDebounce(t *testing.T) {
	var runs atomic.Int32
	c := startServer(t, Options{Analyzer: ddblint.Analyzer, Debounce: time.Hour, analyze: fakeAnalysis(&runs)})
	if err := c.call("initialize", InitializeParams{}, nil); err != nil {
		t.Fatal(err)
	}
	uri := pathToURI(filepath.Join(t.TempDir(), "a.go"))
	c.notify("textDocument/didOpen", DidOpenTextDocumentParams{TextDocument: TextDocumentItem{URI: uri, LanguageID: "go", Version: 1, Text: "package p\n"}})
	c.notify("textDocument/didSave", DidSaveTextDocumentParams{TextDocument: TextDocumentIdentifier{URI: uri}})
	select {
	case p := <-c.diags:
		if p.URI != uri {
			t.Errorf("diagnostics for %s, want %s", p.URI, uri)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("no diagnostics a minute after a save (the save waited for the hour-long typing debounce)")
	}
	if err := c.call("shutdown", nil, nil); err != nil {
		t.Fatal(err)
	}
	c.notify("exit", nil)
	<-c.code
}

// TestModulesIndependent: while the analysis of a file in one module is
// stuck, a save in another module gets its diagnostics.
func TestModulesIndependent(t *testing.T) {
	modA, modB := t.TempDir(), t.TempDir()
	for _, m := range []string{modA, modB} {
		if err := os.WriteFile(filepath.Join(m, "go.mod"), []byte("module example.com/m\n"), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	stuck := make(chan struct{})
	defer close(stuck)
	startedA := make(chan struct{}, 10)
	var runs atomic.Int32
	fake := fakeAnalysis(&runs)
	c := startServer(t, Options{Analyzer: ddblint.Analyzer, analyze: func(ctx context.Context, req analysisRequest) outcome {
		if within(req.dir, canonical(modA)) {
			startedA <- struct{}{}
			<-stuck // not even cancellation ends it, as a long type-check
		}
		return fake(ctx, req)
	}})
	if err := c.call("initialize", InitializeParams{}, nil); err != nil {
		t.Fatal(err)
	}
	aURI, bURI := pathToURI(filepath.Join(modA, "a.go")), pathToURI(filepath.Join(modB, "b.go"))
	c.notify("textDocument/didOpen", DidOpenTextDocumentParams{TextDocument: TextDocumentItem{URI: aURI, LanguageID: "go", Version: 1, Text: "package a\n"}})
	select {
	case <-startedA:
	case <-time.After(10 * time.Second):
		t.Fatal("the analysis of module A did not start")
	}
	c.notify("textDocument/didOpen", DidOpenTextDocumentParams{TextDocument: TextDocumentItem{URI: bURI, LanguageID: "go", Version: 1, Text: "package b\n\nvar BAD = 1\n"}})
	c.notify("textDocument/didSave", DidSaveTextDocumentParams{TextDocument: TextDocumentIdentifier{URI: bURI}})
	p := c.published()
	if p.URI != bURI || len(p.Diagnostics) != 1 {
		t.Errorf("while module A's analysis is stuck: published %+v, want one finding in %s", p, bURI)
	}
}
