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
	// deps are the other files parse read, as they were when read.
	deps []Stamp
}

// Stamp is what os.Stat said of a file another file's parse read (a
// template it includes): OK false when it was not there.
type Stamp struct {
	Path        string
	OK          bool
	Size, Mtime int64
}

// StampOf stats path now.
func StampOf(path string) Stamp {
	fi, err := os.Stat(path)
	if err != nil {
		return Stamp{Path: path}
	}
	return Stamp{Path: path, OK: true, Size: fi.Size(), Mtime: fi.ModTime().UnixNano()}
}

// Get returns what parse made of the file at path, calling parse only when
// the file's size or modification time changed since the last call for
// path. An error from os.Stat is returned as it is, with parse not called.
// Concurrent callers of a file not yet parsed may both parse it.
func (m *Memo[T]) Get(path string, parse func() (T, error)) (T, error) {
	return m.GetDeps(path, func() (T, []Stamp, error) {
		val, err := parse()
		return val, nil, err
	})
}

// GetDeps is Get for a parse that reads other files besides path (a
// template's includes): parse returns their stamps, taken before it read
// each, and a change to any of them (one written, added or removed) makes
// the next call parse again.
func (m *Memo[T]) GetDeps(path string, parse func() (T, []Stamp, error)) (T, error) {
	fi, err := os.Stat(path)
	if err != nil {
		var zero T
		return zero, err //nolint:wrapcheck // documented: returned as it is, callers word the *PathError
	}
	size, mtime := fi.Size(), fi.ModTime().UnixNano()
	m.mu.Lock()
	e, ok := m.entries[path]
	m.mu.Unlock()
	if ok && e.size == size && e.mtime == mtime && unchanged(e.deps) {
		return e.val, e.err
	}
	val, deps, err := parse()
	m.mu.Lock()
	if m.entries == nil {
		m.entries = map[string]entry[T]{}
	}
	m.entries[path] = entry[T]{size: size, mtime: mtime, val: val, err: err, deps: deps}
	m.mu.Unlock()
	return val, err
}

// unchanged reports whether each file is as its stamp says.
func unchanged(deps []Stamp) bool {
	for _, d := range deps {
		if StampOf(d.Path) != d {
			return false
		}
	}
	return true
}

// StatError reports whether err is Get's own error: the file could not be
// stat'ed (it is missing or unreadable), as opposed to an error of parse.
func StatError(err error) bool {
	var pe *fs.PathError
	return errors.As(err, &pe) && pe.Op == "stat"
}
