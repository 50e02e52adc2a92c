package driver

import (
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
)

// ExportMemo keeps, for a process that analyses the same module again and
// again (the editor server), the export data the go command listed for
// the packages outside the module. Listing it asks the go command to
// check every dependency against its build cache, which costs about a
// second on a service that imports the SDK, and on an editor's save that
// second was most of the wait (docs/engine.md, Editor saves). A package
// outside the module changes only with its module's version, the
// toolchain, the build tags or the environment, so its export data file
// stays what it was while those do: an entry is keyed by the package's
// depDigest (directory, module version, files' sizes and times, and the
// same of everything it imports) and the run's build environment.
//
// A run whose second listing the memo can answer does not list: the
// packages outside the module get their remembered export data, and the
// module's packages (whose export data changes with every edit) are
// type-checked from source where an importer needs them (typesFromSource).
// A run with a module package that uses cgo lists as before: its compiled
// files come only from the go command.
//
// The zero value is ready; it is safe for concurrent runs.
type ExportMemo struct {
	mu      sync.Mutex
	env     string
	entries map[string]exportEntry // by ImportPath + " " + depDigest
	// universes keep decoded packages between runs, by module root and
	// environment (see universe).
	universes map[string]*universe
	// lists keeps the go command's listings without export data (see
	// listMemo); listReplays counts the listings it answered.
	lists       listMemo
	listReplays atomic.Int64
	// command: the memo of a command run, kept in the cache at path
	// (memostore.go), which keeps no decoded packages. dirty: an entry was
	// recorded since it was loaded.
	command, dirty bool
	path           string
}

// ListReplays returns how many listings the memo answered without the go
// command.
func (m *ExportMemo) ListReplays() int64 { return m.listReplays.Load() }

type exportEntry struct {
	export   string
	compiled []string
}

// maxExportMemo bounds the entries kept: a module's dependencies are a
// few thousand packages; past the bound the memo starts again.
const maxExportMemo = 20000

// exportEnv is what, besides a package's files, decides its export data:
// the build tags and the go command's environment.
func exportEnv(opts Options) string {
	var b strings.Builder
	b.WriteString("tags=" + opts.Tags + "\n")
	env := slices.Clone(listEnv(opts.Env))
	slices.Sort(env)
	for _, kv := range env {
		if strings.HasPrefix(kv, "GO") || strings.HasPrefix(kv, "CGO_") || strings.HasPrefix(kv, "CC=") || strings.HasPrefix(kv, "CXX=") {
			b.WriteString(kv + "\n")
		}
	}
	return b.String()
}

// memoKey is u's key in the memo, "" if u cannot have one: a package of
// the module, or one whose digest is unknown.
func memoKey(u *unit) string {
	if u.source || u.reachesSource {
		return "" // its digest would need the keys of module packages
	}
	d := u.depDigest()
	if d == "" {
		return ""
	}
	return u.lp.ImportPath + " " + d
}

// record remembers the export data of the packages outside the module
// that the listing pkgs gave.
func (m *ExportMemo) record(r *run, pkgs []*listPackage) {
	env := exportEnv(r.opts)
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.env != env || len(m.entries) > maxExportMemo {
		m.env, m.entries = env, map[string]exportEntry{}
	}
	for _, p := range pkgs {
		u := r.units[p.ImportPath]
		if u == nil {
			continue
		}
		if k := memoKey(u); k != "" {
			m.entries[k] = exportEntry{p.Export, absFiles(p.Dir, p.CompiledGoFiles)}
			m.dirty = true
		}
	}
}

// exportClosure returns the packages the second listing would list: the
// packages analysed from source and everything they import, directly or
// not.
func (r *run) exportClosure() []*unit {
	seen := map[*unit]bool{}
	var out []*unit
	var visit func(*unit)
	visit = func(u *unit) {
		if seen[u] {
			return
		}
		seen[u] = true
		out = append(out, u)
		for _, d := range u.deps {
			visit(d)
		}
	}
	for _, u := range r.misses {
		visit(u)
	}
	return out
}

// replay gives every package outside the module that the packages of r
// analysed from source import (directly or not) its remembered
// export data and reports true, or reports false (changing nothing) when
// the memo cannot stand in for the listing: a package outside the module
// it has no entry for, an export file gone from the build cache, another
// environment, or a module package using cgo.
func (m *ExportMemo) replay(r *run) bool {
	env := exportEnv(r.opts)
	type use struct {
		u *unit
		e exportEntry
	}
	var uses []use
	m.mu.Lock()
	if m.env != env {
		m.mu.Unlock()
		return false
	}
	for _, u := range r.exportClosure() {
		if u.source {
			if len(u.lp.CgoFiles) > 0 {
				m.mu.Unlock()
				return false
			}
			continue
		}
		if u.lp.Error != nil && u.lp.Name == "" {
			continue // not found: no export data either way
		}
		k := memoKey(u)
		e, ok := m.entries[k]
		if k == "" || !ok {
			m.mu.Unlock()
			return false
		}
		uses = append(uses, use{u, e})
	}
	m.mu.Unlock()
	for _, x := range uses {
		if x.e.export == "" {
			continue // unsafe, or a package that does not build: as listed
		}
		if _, err := os.Stat(x.e.export); err != nil {
			return false // trimmed from the build cache
		}
	}
	for _, x := range uses {
		x.u.export, x.u.compiled = x.e.export, x.e.compiled
	}
	return true
}
