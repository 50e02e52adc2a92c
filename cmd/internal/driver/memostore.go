package driver

// The command's memo: the editor server keeps the go command's listings and
// the export data it listed in memory between runs (ExportMemo); a command
// run keeps them in its cache directory, so that the next run of the same
// module starts no go command when no package's files, imports or build
// constraints changed: the listing was two thirds of a run that found
// everything in the cache, and a second listing for the export data most
// of what an edit of one package added to it (docs/engine.md).
//
// One file per module directory, build environment and go command, in
// the cache's memo folder, written whole to a temporary file and renamed,
// so a concurrent run reads the old memo or the new one. A memo that does
// not decode is ignored: the run lists as without it.

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/gob"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

const (
	// memoDir holds the memos, one per module and environment.
	memoDir     = "memo"
	memoExt     = ".memo"
	memoVersion = "ddblint-memo-1"
)

// storedMemo is a memo's file, in gob.
type storedMemo struct {
	Version string
	Env     string
	Exports map[string]storedExport
	Lists   map[string]*storedList
}

type storedExport struct {
	Export   string
	Compiled []string
}

type storedList struct {
	Pkgs  []*listPackage
	Files []string
	Sums  map[string][32]byte
	Stats map[string]fileStamp
	Heads map[string][32]byte
	Dirs  map[string][]string
	Trees map[string][]string
}

// fileStamp is kept in memos too: ok, size and time in 17 bytes.
func (s fileStamp) GobEncode() ([]byte, error) {
	b := make([]byte, 1, 17)
	if s.ok {
		b[0] = 1
	}
	b = binary.LittleEndian.AppendUint64(b, uint64(s.size))
	return binary.LittleEndian.AppendUint64(b, uint64(s.mtime)), nil
}

func (s *fileStamp) GobDecode(b []byte) error {
	if len(b) != 17 {
		return fmt.Errorf("a stamp of %d bytes, want 17", len(b))
	}
	s.ok = b[0] == 1
	s.size = int64(binary.LittleEndian.Uint64(b[1:]))
	s.mtime = int64(binary.LittleEndian.Uint64(b[9:]))
	return nil
}

// memoPath is the file of opts's memo in the cache, "" if there is none to
// keep: the go command cannot be found (the listing reports it).
func (c *cache) memoPath(opts Options) string {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return ""
	}
	dir, err := filepath.Abs(opts.Dir)
	if err != nil {
		return ""
	}
	h := sha256.New()
	// The go command itself: another toolchain lists other standard
	// packages and compiles other export data.
	fmt.Fprintf(h, "%s\n%s %+v\n%s\x00%s", memoVersion, goCmd, statStamp(goCmd), dir, exportEnv(opts))
	return filepath.Join(c.dir, memoDir, hex.EncodeToString(h.Sum(nil))+memoExt)
}

// loadMemo returns the memo kept for opts, or an empty one, which
// remembers its file (ExportMemo.path) for saveMemo.
func (c *cache) loadMemo(opts Options) *ExportMemo {
	m := &ExportMemo{command: true, path: c.memoPath(opts), env: exportEnv(opts), entries: map[string]exportEntry{}}
	data, err := os.ReadFile(m.path)
	if m.path == "" || err != nil {
		return m
	}
	var sm storedMemo
	if gob.NewDecoder(bytes.NewReader(data)).Decode(&sm) != nil || sm.Version != memoVersion || sm.Env != m.env {
		return m
	}
	m.entries = make(map[string]exportEntry, len(sm.Exports))
	for k, e := range sm.Exports {
		m.entries[k] = exportEntry{e.Export, e.Compiled}
	}
	m.lists.entries = make(map[string]*listEntry, len(sm.Lists))
	for k, l := range sm.Lists {
		m.lists.entries[k] = &listEntry{pkgs: l.Pkgs, files: l.Files, sums: l.Sums, stats: l.Stats, heads: l.Heads, dirs: l.Dirs, trees: l.Trees}
	}
	touch(m.path)
	return m
}

// saveMemo writes m if a run added to it. Best effort, as the cache: a
// memo not written costs the next run a listing.
func (c *cache) saveMemo(m *ExportMemo) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.lists.mu.Lock()
	defer m.lists.mu.Unlock()
	if m.path == "" || !m.dirty && !m.lists.dirty {
		return // a warm run: nothing new to write
	}
	// record keeps the entries of one environment, the memo's.
	sm := storedMemo{Version: memoVersion, Env: m.env, Exports: make(map[string]storedExport, len(m.entries))}
	for k, e := range m.entries {
		sm.Exports[k] = storedExport{e.export, e.compiled}
	}
	sm.Lists = make(map[string]*storedList, len(m.lists.entries))
	for k, e := range m.lists.entries {
		sm.Lists[k] = &storedList{e.pkgs, e.files, e.sums, e.stats, e.heads, e.dirs, e.trees}
	}
	path := m.path
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(&sm); err != nil {
		return
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		return
	}
	f, err := os.CreateTemp(filepath.Dir(path), "new-*.tmp")
	if err != nil {
		return
	}
	_, werr := f.Write(buf.Bytes())
	if cerr := f.Close(); werr != nil || cerr != nil || os.Rename(f.Name(), path) != nil {
		_ = os.Remove(f.Name())
	}
}

// isMemoName reports whether name is a memo's file name (see memoPath).
func isMemoName(name string) bool {
	stem, ok := strings.CutSuffix(name, memoExt)
	return ok && len(stem) == 64 && strings.Trim(stem, "0123456789abcdef") == ""
}
