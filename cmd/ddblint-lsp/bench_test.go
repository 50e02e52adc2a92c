package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/sourcegraph/jsonrpc2"

	"github.com/ddblint/ddblint/cmd/internal/lsp"
)

// BenchmarkSaveStdio measures a save as an editor sees it: the time from
// didSave of an edited buffer to the publishDiagnostics of that file, with
// the server (the built binary) spoken to over its stdin and stdout. Each
// iteration appends a new function to the buffer, so the saved package is
// analysed again (and its importers, where what it shows them changed);
// the file on disk is never written. The first analysis, which fills the
// cache, is not counted.
//
// By default it saves bad/bad.go of a copy of testdata/e2e. To measure a
// real service, name a checkout of its module and a file in it:
//
//	DDBLINT_LSP_BENCH_DIR=/path/to/service DDBLINT_LSP_BENCH_FILE=internal/x/x.go \
//	    go test -run=NONE -bench=SaveStdio -benchtime=10x ./cmd/ddblint-lsp/
//
// The server runs in that directory with GOFLAGS=-mod=mod and its own
// cache in a temporary directory.
func BenchmarkSaveStdio(b *testing.B) {
	bin := buildServer(b)
	dir, rel := os.Getenv("DDBLINT_LSP_BENCH_DIR"), os.Getenv("DDBLINT_LSP_BENCH_FILE")
	if dir == "" {
		dir, rel = copyModule(b), filepath.Join("bad", "bad.go")
	}
	path := filepath.Join(dir, rel)
	text, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	cmd := exec.Command(bin, "-debounce", "10ms")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "DDBLINT_CACHE="+b.TempDir())
	stdin, err := cmd.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() {
		_ = cmd.Process.Kill() // the server holds no state worth a clean exit here
		_ = cmd.Wait()
	}()
	c := &client{t: b, diags: make(chan lsp.PublishDiagnosticsParams, 100), logs: make(chan lsp.LogMessageParams, 100)}
	c.conn = jsonrpc2.NewConn(context.Background(),
		jsonrpc2.NewBufferedStream(pipes{stdout, stdin}, jsonrpc2.VSCodeObjectCodec{}),
		jsonrpc2.HandlerWithError(func(_ context.Context, _ *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
			if req.Method == "textDocument/publishDiagnostics" {
				var p lsp.PublishDiagnosticsParams
				if err := json.Unmarshal(*req.Params, &p); err == nil {
					c.diags <- p
				}
			}
			return nil, nil
		}))
	defer func() { _ = c.conn.Close() }() // the process is killed next: nothing to report

	var res lsp.InitializeResult
	c.call("initialize", map[string]any{"processId": os.Getpid(), "rootUri": fileURI(dir), "capabilities": map[string]any{}}, &res)
	c.notify("initialized", struct{}{})
	uri := fileURI(path)
	c.notify("textDocument/didOpen", lsp.DidOpenTextDocumentParams{TextDocument: lsp.TextDocumentItem{URI: uri, LanguageID: "go", Version: 1, Text: string(text)}})
	c.published(uri) // the first analysis: loads the module and fills the cache

	version := int32(1)
	for b.Loop() {
		version++
		edited := string(text) + "\nfunc benchSave" + strconv.Itoa(int(version)) + "() {}\n"
		c.notify("textDocument/didChange", lsp.DidChangeTextDocumentParams{
			TextDocument:   lsp.VersionedTextDocumentIdentifier{URI: uri, Version: version},
			ContentChanges: []lsp.TextDocumentContentChangeEvent{{Text: edited}},
		})
		c.notify("textDocument/didSave", lsp.DidSaveTextDocumentParams{TextDocument: lsp.TextDocumentIdentifier{URI: uri}})
		for {
			p := c.published(uri)
			if p.Version != nil && *p.Version == version {
				break
			}
		}
	}
}
