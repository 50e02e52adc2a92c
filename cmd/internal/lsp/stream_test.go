package lsp

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ddblint/ddblint/internal/devtools/fuzzcheck"
	"github.com/ddblint/ddblint/rules/ddblint"
)

// rawClient speaks the base protocol byte by byte, to send what no
// well-behaved client library would.
type rawClient struct {
	t    *testing.T
	conn net.Conn
	r    *bufio.Reader
	code chan int
}

func startRaw(t *testing.T, opts Options) *rawClient {
	t.Helper()
	srv, cli := net.Pipe()
	c := &rawClient{t: t, conn: cli, r: bufio.NewReader(cli), code: make(chan int, 1)}
	go func() { c.code <- Serve(context.Background(), srv, opts) }()
	t.Cleanup(func() { _ = cli.Close() }) // the test is over: nothing to check
	return c
}

func (c *rawClient) send(raw string) {
	c.t.Helper()
	if err := c.conn.SetWriteDeadline(time.Now().Add(5 * time.Second)); err != nil {
		c.t.Fatalf("sending %q: %v", raw, err)
	}
	if _, err := io.WriteString(c.conn, raw); err != nil {
		c.t.Fatalf("sending %q: %v", raw, err)
	}
}

func (c *rawClient) sendBody(body string) {
	c.t.Helper()
	c.send(frame(body))
}

func frame(body string) string {
	return fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body)
}

type rawResponse struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Error  *struct {
		Code    int64  `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// next reads the next message from the server that is not a
// notification.
func (c *rawClient) next() rawResponse {
	c.t.Helper()
	for {
		if err := c.conn.SetReadDeadline(time.Now().Add(5 * time.Second)); err != nil {
			c.t.Fatalf("reading: %v", err)
		}
		length := -1
		for {
			line, err := c.r.ReadString('\n')
			if err != nil {
				c.t.Fatalf("reading a header: %v", err)
			}
			line = strings.TrimSpace(line)
			if line == "" {
				break
			}
			if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
				length, _ = strconv.Atoi(v)
			}
		}
		body := make([]byte, length)
		if _, err := io.ReadFull(c.r, body); err != nil {
			c.t.Fatalf("reading a body: %v", err)
		}
		var m rawResponse
		if err := json.Unmarshal(body, &m); err != nil {
			c.t.Fatalf("server sent %q: %v", body, err)
		}
		if m.Method == "" {
			return m
		}
	}
}

// The server answers each malformed message as JSON-RPC 2.0 says and keeps
// serving; before, the first one ended the process with exit code 1.
func TestMalformedMessages(t *testing.T) {
	c := startRaw(t, Options{Analyzer: ddblint.Analyzer, analyze: fakeAnalysis(new(atomic.Int32))})
	c.sendBody(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`)
	if r := c.next(); string(r.ID) != "1" || r.Error != nil {
		t.Fatalf("initialize: %+v", r)
	}
	tests := []struct {
		name, raw string
		code      int64
		id        string
	}{
		{"invalid JSON", frame(`{"jsonrpc":`), codeParseError, "null"},
		{"empty array", frame(`[]`), codeInvalidRequest, "null"},
		{"batch", frame(`[{"jsonrpc":"2.0","id":5,"method":"x"}]`), codeInvalidRequest, "null"},
		{"null", frame(`null`), codeInvalidRequest, "null"},
		{"empty object", frame(`{}`), codeInvalidRequest, "null"},
		{"number", frame(`42`), codeInvalidRequest, "null"},
		{"method not a string", frame(`{"jsonrpc":"2.0","id":7,"method":3}`), codeInvalidRequest, "7"},
		{"id an object", frame(`{"jsonrpc":"2.0","id":{},"method":"shutdown"}`), codeInvalidRequest, "null"},
		{"params a string", frame(`{"jsonrpc":"2.0","id":8,"method":"shutdown","params":"x"}`), codeInvalidRequest, "8"},
		// After a header it cannot use, the server skips to the next
		// header, also one glued to the end of the body.
		{"header without Content-Length", "Content-Type: x\r\n\r\n{\"a\":\n\"b\"}", codeParseError, "null"},
		{"Content-Length not a number", "Content-Length: many\r\n\r\n{}", codeParseError, "null"},
		{"header line without colon", "hello\r\n", codeParseError, "null"},
		{"huge Content-Length", "Content-Length: 99999999999\r\n\r\n{}\r\n", codeParseError, "null"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c.t = t
			// A request after each: the server still answers it.
			c.send(tt.raw + frame(`{"jsonrpc":"2.0","id":99,"method":"nonesuch"}`))
			r := c.next()
			if r.Error == nil || r.Error.Code != tt.code || string(r.ID) != tt.id {
				t.Errorf("response %+v (error %+v), want error %d with id %s", r, r.Error, tt.code, tt.id)
			}
			if r := c.next(); string(r.ID) != "99" || r.Error == nil || r.Error.Code != codeMethodNotFound {
				t.Errorf("response %+v, want method not found for id 99", r)
			}
		})
	}
	c.t = t
	// A response nobody asked for is not answered.
	c.sendBody(`{"jsonrpc":"2.0","result":1}`)

	// Still serving: a didOpen with a NUL in its URI is ignored, and an
	// ordinary file is analysed after it.
	dir := t.TempDir()
	c.sendBody(`{"jsonrpc":"2.0","method":"initialized","params":{}}`)
	c.sendBody(`{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/a%00.go","languageId":"go","version":1,"text":"package p\n"}}}`)
	good, _ := json.Marshal(DidOpenTextDocumentParams{TextDocument: TextDocumentItem{URI: pathToURI(filepath.Join(dir, "a.go")), LanguageID: "go", Version: 1, Text: "package p\nvar x = \"BAD\"\n"}})
	c.sendBody(`{"jsonrpc":"2.0","method":"textDocument/didOpen","params":` + string(good) + `}`)
	c.sendBody(`{"jsonrpc":"2.0","id":"s","method":"shutdown"}`)
	if r := c.next(); string(r.ID) != `"s"` || r.Error != nil {
		t.Fatalf("shutdown: %+v", r)
	}
	c.sendBody(`{"jsonrpc":"2.0","method":"exit"}`)
	if code := <-c.code; code != 0 {
		t.Errorf("exit code %d after malformed messages, shutdown and exit; want 0", code)
	}
}

// FuzzStream feeds the server's reader arbitrary bytes: it must not panic,
// and must either hand on a message or answer an error, within the
// deadline.
func FuzzStream(f *testing.F) {
	for _, seed := range []string{
		"Content-Length: 2\r\n\r\n{}",
		"Content-Length: 4\r\n\r\nnull",
		"Content-Length: 36\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":3}",
		"Content-Length: 45\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\",\"params\":{}}",
		"hello\r\n\r\nContent-Length: 2\r\n\r\n[]",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Within(t, fuzzcheck.Deadline, func() {
			s := newStream(struct {
				io.Reader
				io.Writer
				io.Closer
			}{strings.NewReader(string(data)), io.Discard, io.NopCloser(nil)}, func(string, ...any) {})
			for range 1000 { // each read consumes input; 1000 is past any seed
				var v json.RawMessage
				if err := s.ReadObject(&v); err != nil {
					return
				}
				if !json.Valid(v) {
					t.Fatalf("ReadObject returned invalid JSON %q", v)
				}
			}
		})
	})
}
