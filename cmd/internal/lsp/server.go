package lsp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/cmd/internal/driver"
)

// Options configure a server.
type Options struct {
	// Analyzer is the analyzer to run: ddblint.Analyzer. Its flags must be
	// set before Serve.
	Analyzer *analysis.Analyzer
	// Tests also loads the packages' test files, as the ddblint command
	// does by default.
	Tests bool
	// OnChange analyses on every change of a buffer, not only on open and
	// save. Each analysis loads the package and its dependencies from
	// source, so this costs CPU while typing.
	OnChange bool
	// Debounce is the quiet period before an analysis starts.
	Debounce time.Duration
	// Log receives the server's log; nil discards it.
	Log *log.Logger
	// Version is reported in serverInfo.
	Version string

	// analyze replaces the real load and analysis, for tests.
	analyze analyzeFunc
}

// Serve speaks the protocol on stream until the client sends exit or
// disconnects. It returns the process's exit code: 0 after shutdown and
// exit, 1 otherwise, as the protocol asks.
func Serve(ctx context.Context, stream io.ReadWriteCloser, opts Options) int {
	s := newServer(opts)
	defer s.cancel()
	conn := jsonrpc2.NewConn(ctx,
		newStream(stream, s.logf),
		jsonrpc2.HandlerWithError(s.handle).SuppressErrClosed(),
		jsonrpc2.SetLogger(s.opts.Log))
	s.conn.Store(conn)

	select {
	case <-s.exited:
	case <-conn.DisconnectNotify():
		s.logf("the client disconnected without exit")
	}
	// Stop the analyses: a load in progress is cancelled (its go list is
	// killed); type-checking is not cancellable, so give it a moment and
	// then leave it behind (the process is about to exit).
	s.cancel()
	if err := conn.Close(); err != nil && !errors.Is(err, jsonrpc2.ErrClosed) { // ErrClosed: the client disconnected
		s.logf("closing the connection: %v", err)
	}
	done := make(chan struct{})
	go func() { s.sched.wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
	}

	s.mu.Lock()
	defer s.mu.Unlock()
	if s.shutdown && s.exit {
		return 0
	}
	return 1
}

type server struct {
	opts   Options
	ctx    context.Context // of the analyses; cancelled by shutdown
	cancel context.CancelFunc
	sched  *scheduler
	conn   atomic.Pointer[jsonrpc2.Conn]

	exited   chan struct{}
	exitOnce sync.Once

	mu          sync.Mutex
	initialized bool
	shutdown    bool
	exit        bool
	docs        map[string]*document   // open Go files, by canonical path
	results     map[string]*fileResult // last published findings, by canonical path
	shown       map[string]bool        // messages already shown with showMessage
	skipDirs    []string               // GOROOT and GOMODCACHE: not analysed
	// exports keeps the dependencies' export data between analyses, so
	// that a save does not wait for the go command to list it again.
	exports driver.ExportMemo
}

// document is an open file.
type document struct {
	uri     DocumentURI // as the client sent it
	path    string      // canonical path: the overlay key
	version int32
	text    []byte
}

// fileResult is what was last published for a file.
type fileResult struct {
	version  int32 // of the document analysed
	findings []finding
}

// finding is a published diagnostic with its fixes.
type finding struct {
	diag  Diagnostic
	fixes []fix
}

// fix is a suggested fix, converted to the protocol.
type fix struct {
	title string
	edit  WorkspaceEdit
}

func newServer(opts Options) *server {
	if opts.Log == nil {
		opts.Log = log.New(io.Discard, "", 0)
	}
	if opts.analyze == nil {
		opts.analyze = analyzePackage
	}
	if opts.Version == "" {
		opts.Version = version()
	}
	s := &server{
		opts:    opts,
		exited:  make(chan struct{}),
		docs:    map[string]*document{},
		results: map[string]*fileResult{},
		shown:   map[string]bool{},
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.sched = newScheduler(s.ctx, s.analyze, func(dir string) string {
		root, _ := moduleRoot(dir)
		return root
	})
	s.sched.onSlow = func(dir string, slow time.Duration) {
		s.message(MessageWarning, "ddblint: analysing %s takes longer than %v; other packages are analysed meanwhile", dir, slow)
	}
	return s
}

// version is the module version of the binary, for serverInfo.
func version() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}

func (s *server) logf(format string, args ...any) {
	s.opts.Log.Printf(format, args...)
}

// notify sends a notification to the client, if there is one.
func (s *server) notify(method string, params any) {
	conn := s.conn.Load()
	if conn == nil {
		return
	}
	if err := conn.Notify(context.Background(), method, params); err != nil && !errors.Is(err, jsonrpc2.ErrClosed) {
		s.logf("sending %s: %v", method, err)
	}
}

// message logs msg and sends it to the client's log (window/logMessage).
func (s *server) message(typ int, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	s.logf("%s", msg)
	s.notify("window/logMessage", LogMessageParams{Type: typ, Message: msg})
}

// showOnce shows msg to the user (window/showMessage), once per session.
func (s *server) showOnce(typ int, msg string) {
	s.mu.Lock()
	seen := s.shown[msg]
	s.shown[msg] = true
	s.mu.Unlock()
	if !seen {
		s.notify("window/showMessage", LogMessageParams{Type: typ, Message: msg})
	}
}

// errInvalidParams wraps a params decoding error.
func errInvalidParams(method string, err error) error {
	return &jsonrpc2.Error{Code: codeInvalidParams, Message: fmt.Sprintf("%s: invalid params: %v", method, err)}
}

// decode unmarshals a request's params into v.
func decode(req *jsonrpc2.Request, v any) error {
	if req.Params == nil {
		return errInvalidParams(req.Method, errors.New("no params"))
	}
	if err := json.Unmarshal(*req.Params, v); err != nil {
		return errInvalidParams(req.Method, err)
	}
	return nil
}

// handle handles one message. jsonrpc2 calls it from its read loop, one
// message at a time and in order, so a didChange is always seen before the
// codeAction that follows it; nothing here blocks for long (analyses run in
// the scheduler's goroutines).
func (s *server) handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (result any, err error) {
	s.conn.Store(conn)
	defer func() {
		// A bug here must not take the editor's session down.
		if r := recover(); r != nil {
			s.logf("panic handling %s: %v\n%s", req.Method, r, debug.Stack())
			err = &jsonrpc2.Error{Code: jsonrpc2.CodeInternalError, Message: fmt.Sprintf("internal error handling %s: %v", req.Method, r)}
		}
	}()

	s.mu.Lock()
	initialized, shutdown := s.initialized, s.shutdown
	s.mu.Unlock()
	switch {
	case req.Method == "exit":
		s.mu.Lock()
		s.exit = true
		s.mu.Unlock()
		s.exitOnce.Do(func() { close(s.exited) })
		return nil, nil
	case req.Method == "initialize":
		if initialized {
			return nil, &jsonrpc2.Error{Code: codeInvalidRequest, Message: "initialize: already initialized"}
		}
		return s.initialize(req)
	case !initialized:
		if req.Notif {
			return nil, nil // dropped, as the protocol says
		}
		return nil, &jsonrpc2.Error{Code: codeServerNotInitialized, Message: req.Method + ": the server is not initialized"}
	case shutdown:
		if req.Notif {
			return nil, nil
		}
		return nil, &jsonrpc2.Error{Code: codeInvalidRequest, Message: req.Method + ": the server is shutting down"}
	}

	switch req.Method {
	case "initialized":
		return nil, nil
	case "shutdown":
		s.mu.Lock()
		s.shutdown = true
		s.mu.Unlock()
		s.cancel()
		return nil, nil
	case "textDocument/didOpen":
		var p DidOpenTextDocumentParams
		if err := decode(req, &p); err != nil {
			return nil, err
		}
		return nil, s.didOpen(p)
	case "textDocument/didChange":
		var p DidChangeTextDocumentParams
		if err := decode(req, &p); err != nil {
			return nil, err
		}
		return nil, s.didChange(p)
	case "textDocument/didSave":
		var p DidSaveTextDocumentParams
		if err := decode(req, &p); err != nil {
			return nil, err
		}
		return nil, s.didSave(p)
	case "textDocument/didClose":
		var p DidCloseTextDocumentParams
		if err := decode(req, &p); err != nil {
			return nil, err
		}
		return nil, s.didClose(p)
	case "textDocument/codeAction":
		var p CodeActionParams
		if err := decode(req, &p); err != nil {
			return nil, err
		}
		return s.codeAction(p)
	}
	if req.Notif {
		return nil, nil // $/cancelRequest, $/setTrace, workspace/didChange…: nothing to do
	}
	return nil, &jsonrpc2.Error{Code: codeMethodNotFound, Message: "method not supported: " + req.Method}
}

func (s *server) initialize(req *jsonrpc2.Request) (any, error) {
	var p InitializeParams
	if req.Params != nil {
		if err := json.Unmarshal(*req.Params, &p); err != nil {
			return nil, errInvalidParams(req.Method, err)
		}
	}
	client := "unknown client"
	if p.ClientInfo != nil {
		client = strings.TrimSpace(p.ClientInfo.Name + " " + p.ClientInfo.Version)
	}
	s.logf("initialize: %s, root %s", client, p.RootURI)

	skip := goDirs()
	s.mu.Lock()
	s.initialized = true
	s.skipDirs = skip
	s.mu.Unlock()
	return InitializeResult{
		Capabilities: ServerCapabilities{
			PositionEncoding:   "utf-16",
			TextDocumentSync:   TextDocumentSyncOptions{OpenClose: true, Change: SyncFull, Save: SaveOptions{}},
			CodeActionProvider: CodeActionOptions{CodeActionKinds: []string{KindQuickFix}},
		},
		ServerInfo: ServerInfo{Name: "ddblint-lsp", Version: s.opts.Version},
	}, nil
}

// goDirs returns GOROOT and GOMODCACHE: files there (opened by "go to
// definition") are not the user's to fix, and a module in the cache does
// not load on its own.
func goDirs() []string {
	out, err := exec.Command("go", "env", "GOROOT", "GOMODCACHE").Output()
	if err != nil {
		return nil
	}
	var dirs []string
	for _, d := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if d = strings.TrimSpace(d); d != "" {
			dirs = append(dirs, canonical(d))
		}
	}
	return dirs
}

// canonical returns path with its directory's symbolic links resolved, so
// that a file has one name whatever the client or go list call it (a temp
// dir under /var is /private/var on macOS). The file itself is not
// resolved: a symlinked file belongs to the package of the link.
func canonical(path string) string {
	path = filepath.Clean(path)
	if dir, err := filepath.EvalSymlinks(filepath.Dir(path)); err == nil {
		return filepath.Join(dir, filepath.Base(path))
	}
	return path
}

// within reports whether path is dir or inside it.
func within(path, dir string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && filepath.IsLocal(rel) || path == dir
}

// goFile returns the canonical path of a document the server analyses: a
// .go file outside GOROOT and the module cache.
func (s *server) goFile(uri DocumentURI) (string, bool) {
	path, err := uriToPath(uri)
	if err != nil || !strings.HasSuffix(path, ".go") {
		return "", false
	}
	path = canonical(path)
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.skipDirs {
		if within(path, d) {
			return "", false
		}
	}
	return path, true
}

func (s *server) didOpen(p DidOpenTextDocumentParams) error {
	path, ok := s.goFile(p.TextDocument.URI)
	if !ok {
		return nil
	}
	s.mu.Lock()
	s.docs[path] = &document{uri: p.TextDocument.URI, path: path, version: p.TextDocument.Version, text: []byte(p.TextDocument.Text)}
	s.mu.Unlock()
	s.sched.schedule(filepath.Dir(path), s.opts.Debounce)
	return nil
}

func (s *server) didChange(p DidChangeTextDocumentParams) error {
	path, ok := s.goFile(p.TextDocument.URI)
	if !ok {
		return nil
	}
	s.mu.Lock()
	doc := s.docs[path]
	if doc == nil {
		s.mu.Unlock()
		return fmt.Errorf("didChange: %s is not open", p.TextDocument.URI)
	}
	text := doc.text
	for _, c := range p.ContentChanges {
		if c.Range == nil {
			text = []byte(c.Text)
			continue
		}
		// An incremental change, though the server asked for full ones.
		m := newMapper(text)
		start, err := m.offset(c.Range.Start)
		if err == nil {
			var end int
			if end, err = m.offset(c.Range.End); err == nil && end < start {
				err = errors.New("the end is before the start")
			}
			if err == nil {
				text = slices.Concat(text[:start:start], []byte(c.Text), text[end:])
				continue
			}
		}
		s.mu.Unlock()
		return fmt.Errorf("didChange %s: bad range %v: %w", p.TextDocument.URI, *c.Range, err)
	}
	doc.text = text
	doc.version = p.TextDocument.Version
	s.mu.Unlock()
	if s.opts.OnChange {
		s.sched.schedule(filepath.Dir(path), s.opts.Debounce)
	}
	return nil
}

func (s *server) didSave(p DidSaveTextDocumentParams) error {
	path, ok := s.goFile(p.TextDocument.URI)
	if !ok {
		return nil
	}
	if p.Text != nil {
		s.mu.Lock()
		if doc := s.docs[path]; doc != nil {
			doc.text = []byte(*p.Text)
		}
		s.mu.Unlock()
	}
	// A save is deliberate, not a keystroke: it waits only long enough to
	// merge a burst of saves (an editor's "save all"), not the typing
	// debounce, so findings follow a save within the analysis time.
	s.sched.schedule(filepath.Dir(path), min(s.opts.Debounce, saveDelay))
	return nil
}

// saveDelay is the quiet period after a save.
const saveDelay = 30 * time.Millisecond

func (s *server) didClose(p DidCloseTextDocumentParams) error {
	path, ok := s.goFile(p.TextDocument.URI)
	if !ok {
		return nil
	}
	s.mu.Lock()
	delete(s.docs, path)
	_, had := s.results[path]
	delete(s.results, path)
	s.mu.Unlock()
	if had {
		// A closed file's findings go away with it; the CLI still has them.
		s.notify("textDocument/publishDiagnostics", PublishDiagnosticsParams{URI: p.TextDocument.URI, Diagnostics: []Diagnostic{}})
	}
	return nil
}

// codeAction returns the fixes of the findings in the range. Fixes are
// offered only while the document is at the version they were computed
// for: after an edit, their offsets may point at other text.
func (s *server) codeAction(p CodeActionParams) ([]CodeAction, error) {
	actions := []CodeAction{} // [] rather than null
	if len(p.Context.Only) > 0 && !slices.ContainsFunc(p.Context.Only, func(k string) bool {
		return k == KindQuickFix || strings.HasPrefix(KindQuickFix, k+".")
	}) {
		return actions, nil
	}
	path, ok := s.goFile(p.TextDocument.URI)
	if !ok {
		return actions, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	doc, res := s.docs[path], s.results[path]
	if doc == nil || res == nil {
		return actions, nil
	}
	if doc.version != res.version {
		s.logf("codeAction %s: the document is at version %d, the findings are of version %d: no fixes until it is analysed again", p.TextDocument.URI, doc.version, res.version)
		return actions, nil
	}
	for _, f := range res.findings {
		if len(f.fixes) == 0 || !overlaps(f.diag.Range, p.Range) && !slices.ContainsFunc(p.Context.Diagnostics, f.matches) {
			continue
		}
		for _, fx := range f.fixes {
			actions = append(actions, CodeAction{
				Title:       fx.title,
				Kind:        KindQuickFix,
				Diagnostics: []Diagnostic{f.diag},
				IsPreferred: len(f.fixes) == 1,
				Edit:        &fx.edit,
			})
		}
	}
	return actions, nil
}

// matches reports whether d, from a codeAction request, is this finding.
func (f finding) matches(d Diagnostic) bool {
	return d.Source == f.diag.Source && d.Code == f.diag.Code && d.Range == f.diag.Range && d.Message == f.diag.Message
}

// analysisRequest is what an analysis works on.
type analysisRequest struct {
	analyzer *analysis.Analyzer
	tests    bool
	dir      string             // canonical directory of the package
	overlay  map[string][]byte  // open buffers by canonical path
	exports  *driver.ExportMemo // nil: list the export data every time
	uri      func(path string) DocumentURI
}

// outcome is the result of an analysis.
type outcome struct {
	// findings by canonical file path.
	findings map[string][]finding
	// loadErrors are errors loading, parsing or type-checking the package
	// or a dependency; analysisErrors are errors of the analysis (a bad
	// config). Either means nothing is published.
	loadErrors, analysisErrors []string
	// packages analysed, for the log.
	packages []string
	// logOnly is detail for the server's log (a panic's stack).
	logOnly []string
}

type analyzeFunc func(ctx context.Context, req analysisRequest) outcome

// analyze analyses the package in dir and publishes its findings. The
// scheduler calls it.
func (s *server) analyze(ctx context.Context, dir string) {
	defer func() {
		// A bug in the analysis must not take the editor's session down.
		if r := recover(); r != nil {
			s.logf("panic analysing %s: %v\n%s", dir, r, debug.Stack())
			s.message(MessageError, "ddblint: internal error analysing %s: %v", dir, r)
		}
	}()
	start := time.Now()
	s.mu.Lock()
	overlay := map[string][]byte{}
	uris := map[string]DocumentURI{}
	versions := map[string]int32{} // of the open files of the package
	for path, doc := range s.docs {
		overlay[path] = bytes.Clone(doc.text)
		uris[path] = doc.uri
		if filepath.Dir(path) == dir {
			versions[path] = doc.version
		}
	}
	s.mu.Unlock()
	if len(versions) == 0 {
		return // closed since
	}

	out := s.opts.analyze(ctx, analysisRequest{
		analyzer: s.opts.Analyzer,
		tests:    s.opts.Tests,
		dir:      dir,
		overlay:  overlay,
		exports:  &s.exports,
		uri: func(path string) DocumentURI {
			if u, ok := uris[path]; ok {
				return u
			}
			return pathToURI(path)
		},
	})
	if ctx.Err() != nil {
		return
	}
	elapsed := time.Since(start).Round(time.Millisecond)
	for _, l := range out.logOnly {
		s.logf("%s", l)
	}
	if len(out.loadErrors) > 0 {
		s.message(MessageWarning, "ddblint: %s does not load or type-check, so it was not analysed (%v):\n%s",
			dir, elapsed, strings.Join(limit(out.loadErrors, 10), "\n"))
		s.publishLoadErrors(versions, out.loadErrors)
		return
	}
	if len(out.analysisErrors) > 0 {
		// Each error starts with the analyzer's name ("ddblint: …").
		msg := strings.Join(limit(out.analysisErrors, 10), "\n")
		s.message(MessageError, "%s (%s, %v)", msg, dir, elapsed)
		s.showOnce(MessageError, msg)
		return
	}

	n := 0
	var pubs []PublishDiagnosticsParams
	s.mu.Lock()
	for path, v := range versions {
		doc := s.docs[path]
		if doc == nil {
			continue // closed during the analysis
		}
		fs := out.findings[path]
		n += len(fs)
		s.results[path] = &fileResult{version: v, findings: fs}
		diags := make([]Diagnostic, len(fs))
		for i, f := range fs {
			diags[i] = f.diag
		}
		pubs = append(pubs, PublishDiagnosticsParams{URI: doc.uri, Version: &v, Diagnostics: diags})
	}
	s.mu.Unlock()
	s.publish(pubs)
	s.message(MessageLog, "ddblint: analysed %s in %v: %d finding(s) in %d open file(s)",
		strings.Join(out.packages, ", "), elapsed, n, len(pubs))
}

// publishLoadErrors tells each open file of a package that does not load
// why it has no findings: a log line alone leaves the editor showing the
// last findings (now stale) or waiting for some. Each file gets one
// diagnostic, at the first error in it, else at its top, and its earlier
// findings are dropped.
func (s *server) publishLoadErrors(versions map[string]int32, errs []string) {
	source := "ddblint"
	if s.opts.Analyzer != nil {
		source = s.opts.Analyzer.Name
	}
	var pubs []PublishDiagnosticsParams
	s.mu.Lock()
	for path, v := range versions {
		doc := s.docs[path]
		if doc == nil {
			continue // closed during the analysis
		}
		s.results[path] = &fileResult{version: v}
		var rng Range
		first := errs[0]
		for _, e := range errs {
			if m := errorAt.FindStringSubmatch(e); m != nil && m[1] == path {
				if line, err := strconv.Atoi(m[2]); err == nil && line > 0 {
					rng = Range{Start: Position{Line: uint32(line - 1)}, End: Position{Line: uint32(line - 1)}}
				}
				first = e
				break
			}
		}
		msg := "ddblint did not analyse this package: it does not load or type-check (" + first + ")"
		if len(errs) > 1 {
			msg += fmt.Sprintf(", and %d more error(s)", len(errs)-1)
		}
		pubs = append(pubs, PublishDiagnosticsParams{URI: doc.uri, Version: &v, Diagnostics: []Diagnostic{{
			Range: rng, Severity: SeverityWarning, Source: source, Message: msg,
		}}})
	}
	s.mu.Unlock()
	s.publish(pubs)
}

// publish sends the diagnostics of each file, sorted by URI so that the
// client (and a test) sees a stable order.
func (s *server) publish(pubs []PublishDiagnosticsParams) {
	slices.SortFunc(pubs, func(a, b PublishDiagnosticsParams) int { return strings.Compare(string(a.URI), string(b.URI)) })
	for _, p := range pubs {
		s.notify("textDocument/publishDiagnostics", p)
	}
}

// errorAt splits an error that starts with its position ("file:line:col:
// message"; the column is optional).
var errorAt = regexp.MustCompile(`^(.+?):(\d+)(?::\d+)?: `)

// limit returns the first n of list, and a count of the rest.
func limit(list []string, n int) []string {
	if len(list) <= n {
		return list
	}
	return append(slices.Clip(list[:n]), fmt.Sprintf("(and %d more)", len(list)-n))
}
