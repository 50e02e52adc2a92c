// Package filememo remembers what a process parsed out of a file, for as
// long as the file is unchanged. Every package of a run reads the same
// config and schema files: parsed once per package, a large template costs
// gigabytes; the editor server must still see an edited file.
package filememo

import (
	"errors"
	"io/fs"
	"os"
	"sync"
)

// Memo maps a file's path to what was parsed from its last version seen.
// It changes no result, only how often a file is parsed, and holds one
// entry per path (a new version replaces the old), so a long-running
// process keeps it bounded by the files it reads.
type Memo[T any] struct {
	mu      sync.Mutex
	entries map[string]entry[T]
}

type entry[T any] struct {
	size, mtime int64
	val         T
	err         error
}

// Get returns what parse made of the file at path, calling parse only when
// the file's size or modification time changed since the last call for
// path. An error from os.Stat is returned as it is, with parse not called.
// Concurrent callers of a file not yet parsed may both parse it.
func (m *Memo[T]) Get(path string, parse func() (T, error)) (T, error) {
	fi, err := os.Stat(path)
	if err != nil {
		var zero T
		return zero, err //nolint:wrapcheck // documented: returned as it is, callers word the *PathError
	}
	size, mtime := fi.Size(), fi.ModTime().UnixNano()
	m.mu.Lock()
	e, ok := m.entries[path]
	m.mu.Unlock()
	if ok && e.size == size && e.mtime == mtime {
		return e.val, e.err
	}
	val, err := parse()
	m.mu.Lock()
	if m.entries == nil {
		m.entries = map[string]entry[T]{}
	}
	m.entries[path] = entry[T]{size: size, mtime: mtime, val: val, err: err}
	m.mu.Unlock()
	return val, err
}

// StatError reports whether err is Get's own error: the file could not be
// stat'ed (it is missing or unreadable), as opposed to an error of parse.
func StatError(err error) bool {
	var pe *fs.PathError
	return errors.As(err, &pe) && pe.Op == "stat"
}

// Forget drops what was parsed from path, so that the next Get parses it
// again: for a parse that read other files besides path, one of which
// changed.
func (m *Memo[T]) Forget(path string) {
	m.mu.Lock()
	delete(m.entries, path)
	m.mu.Unlock()
}
