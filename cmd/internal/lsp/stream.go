package lsp

// jsonrpc2.Conn ends the connection on the first message it cannot read: a
// bad header, a body that is not JSON, or JSON that is neither a request nor
// a response (an array, null, {}, a method that is not a string). One
// broken message from a client, or a plugin sharing its pipe, would end the
// editor's session. stream reads the LSP base protocol itself, answers
// what it cannot accept with the JSON-RPC 2.0 error for it (ParseError or
// InvalidRequest, id null when the message has no usable id) and hands only
// well-formed messages to the connection.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/sourcegraph/jsonrpc2"
)

// codeParseError is JSON-RPC 2.0's code for a message that is not JSON.
const codeParseError = -32700

// maxMessage bounds one message's body: a hostile Content-Length must not
// make the server allocate gigabytes. didOpen carries a whole file; Go
// files are far smaller.
const maxMessage = 64 << 20

// stream is a jsonrpc2.ObjectStream over the LSP base protocol.
type stream struct {
	conn io.Closer
	r    *bufio.Reader
	log  func(format string, args ...any)
	// resync: a header could not be used, so where its body ends is
	// unknown; skip to the next line with a Content-Length header.
	resync bool

	mu sync.Mutex // guards w: the connection and ReadObject both write
	w  *bufio.Writer
}

func newStream(rwc io.ReadWriteCloser, logf func(format string, args ...any)) *stream {
	return &stream{conn: rwc, r: bufio.NewReader(rwc), w: bufio.NewWriter(rwc), log: logf}
}

// WriteObject writes obj with a Content-Length header.
func (s *stream) WriteObject(obj any) error {
	data, err := json.Marshal(obj)
	if err != nil {
		return fmt.Errorf("encoding a message: %w", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := fmt.Fprintf(s.w, "Content-Length: %d\r\n\r\n", len(data)); err != nil {
		return fmt.Errorf("writing a message: %w", err)
	}
	if _, err := s.w.Write(data); err != nil {
		return fmt.Errorf("writing a message: %w", err)
	}
	if err := s.w.Flush(); err != nil {
		return fmt.Errorf("writing a message: %w", err)
	}
	return nil
}

func (s *stream) Close() error {
	if err := s.conn.Close(); err != nil {
		return fmt.Errorf("closing the connection: %w", err)
	}
	return nil
}

// ReadObject reads the next well-formed message into v, answering and
// skipping the malformed ones before it. Only an error of the connection
// itself (the client hung up) is returned.
func (s *stream) ReadObject(v any) error {
	for {
		body, err := s.readFrame()
		var bad *badMessage
		switch {
		case errors.As(err, &bad):
		case err != nil:
			return err
		default:
			bad = check(body)
			if bad == nil {
				err := json.Unmarshal(body, v)
				if err == nil {
					return nil
				}
				bad = &badMessage{code: codeInvalidRequest, msg: "invalid request: " + err.Error(), id: idOf(body)}
			}
		}
		s.log("malformed message from the client: %s", bad.msg)
		if bad.noReply {
			continue
		}
		if err := s.reject(bad); err != nil {
			return err
		}
	}
}

// badMessage is a message the server answers with an error and skips.
type badMessage struct {
	code int64
	msg  string
	id   *jsonrpc2.ID // nil: the message has no usable id
	// noReply: the message is a response, and JSON-RPC never answers one.
	noReply bool
}

func (b *badMessage) Error() string { return b.msg }

// reject answers a malformed message.
func (s *stream) reject(b *badMessage) error {
	// jsonrpc2.Response cannot carry "id": null.
	resp := struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      *jsonrpc2.ID    `json:"id"`
		Error   *jsonrpc2.Error `json:"error"`
	}{"2.0", b.id, &jsonrpc2.Error{Code: b.code, Message: b.msg}}
	return s.WriteObject(resp)
}

// readFrame reads one message's header and body. A header it cannot use is
// a *badMessage, after which it looks for the next header.
func (s *stream) readFrame() ([]byte, error) {
	length := -1
	sawHeader := false
	for {
		line, err := s.r.ReadString('\n')
		if err != nil {
			if err == io.EOF && line == "" {
				return nil, io.EOF
			}
			if err == io.EOF {
				return nil, io.ErrUnexpectedEOF
			}
			return nil, fmt.Errorf("reading a header: %w", err)
		}
		line = strings.TrimRight(line, "\r\n")
		if s.resync {
			// The next header may start on the line where the body of
			// unknown length ended.
			i := strings.Index(asciiLower(line), "content-length:")
			if i < 0 {
				continue
			}
			line, s.resync = line[i:], false
		}
		if line == "" {
			if !sawHeader {
				continue // stray blank lines between messages
			}
			break
		}
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			s.resync = true
			return nil, &badMessage{code: codeParseError, msg: fmt.Sprintf("bad header line %q", truncate(line))}
		}
		sawHeader = true
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || n < 0 {
				s.resync = true
				return nil, &badMessage{code: codeParseError, msg: fmt.Sprintf("bad Content-Length %q", truncate(strings.TrimSpace(value)))}
			}
			length = n
		}
	}
	switch {
	case length < 0:
		s.resync = true
		return nil, &badMessage{code: codeParseError, msg: "header without Content-Length"}
	case length > maxMessage:
		// Neither read nor skip the body: a client that lies about the
		// length would hold the server until it sends that much.
		s.resync = true
		return nil, &badMessage{code: codeParseError, msg: fmt.Sprintf("message of %d bytes; the limit is %d", length, maxMessage)}
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(s.r, body); err != nil {
		// Unwrapped: jsonrpc2.Conn compares the cause with io.EOF and
		// io.ErrUnexpectedEOF, and logs anything else as a protocol error.
		return nil, err //nolint:wrapcheck // see above: a client hanging up mid-message is no protocol error
	}
	return body, nil
}

// check returns what is wrong with body as a JSON-RPC 2.0 request,
// notification or response, or nil.
func check(body []byte) *badMessage {
	if !json.Valid(body) {
		return &badMessage{code: codeParseError, msg: "invalid JSON"}
	}
	trimmed := bytes.TrimSpace(body)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		if len(trimmed) > 0 && trimmed[0] == '[' {
			return &badMessage{code: codeInvalidRequest, msg: "invalid request: batches are not part of the Language Server Protocol"}
		}
		return &badMessage{code: codeInvalidRequest, msg: "invalid request: want a JSON object"}
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(trimmed, &m); err != nil {
		return &badMessage{code: codeInvalidRequest, msg: "invalid request: " + err.Error()}
	}
	id := idOf(trimmed)
	if raw, ok := m["id"]; ok && id == nil && string(raw) != "null" {
		return &badMessage{code: codeInvalidRequest, msg: "invalid request: id must be a string or a number"}
	}
	method, hasMethod := m["method"]
	_, hasResult := m["result"]
	_, hasError := m["error"]
	switch {
	case hasMethod:
		var name string
		if err := json.Unmarshal(method, &name); err != nil {
			return &badMessage{code: codeInvalidRequest, msg: "invalid request: method must be a string", id: id}
		}
		if hasResult || hasError {
			return &badMessage{code: codeInvalidRequest, msg: "invalid request: both a method and a result or error", id: id}
		}
		if p, ok := m["params"]; ok {
			if t := bytes.TrimSpace(p); len(t) == 0 || (t[0] != '{' && t[0] != '[' && string(t) != "null") {
				return &badMessage{code: codeInvalidRequest, msg: "invalid request: params must be an object or an array", id: id}
			}
		}
	case hasResult || hasError:
		if id == nil {
			// A response without a usable id answers nothing; an error
			// response to it would be a response to a response.
			return &badMessage{code: codeInvalidRequest, msg: "invalid response: no id", noReply: true}
		}
	default:
		return &badMessage{code: codeInvalidRequest, msg: "invalid request: no method", id: id}
	}
	return nil
}

// idOf returns the id of a message object when it is a string or a number.
func idOf(body []byte) *jsonrpc2.ID {
	var m struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(body, &m) != nil || len(m.ID) == 0 {
		return nil
	}
	var id jsonrpc2.ID
	if err := json.Unmarshal(m.ID, &id); err != nil || string(m.ID) == "null" {
		return nil
	}
	return &id
}

func truncate(s string) string {
	const n = 80
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// asciiLower lowers the ASCII letters of s and keeps every other byte, so
// an index into the result is one into s. strings.ToLower does not keep
// lengths: it turns each byte of invalid UTF-8 into a three-byte U+FFFD.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
