package driver

import (
	"go/token"
	"go/types"
)

// A universe keeps, for one module root and build environment, the
// packages outside the module that a run of the editor server decoded
// from export data, and the file set their positions are in, so the next
// run of the same module starts with them instead of decoding them again.
// Decoding the SDK's export data (the dynamodb package's hundreds of
// types) and collecting what it allocates was about a third of a save on
// a service that imports it (docs/engine.md, Editor saves).
//
// A package is kept by its memo key (memoKey: its files and those of
// everything it imports), so it is reused only while nothing it is made of
// changed. Every package a run made is kept, complete or not: gcexportdata
// fills in place the packages a decoded one mentions, and a later run must
// find those very objects, not new ones of the same name, or types that
// are one would be two. A run that needs one of them whole decodes into
// it in place; that is safe because a universe is lent to one run at a
// time (a run that finds it lent works without it). The module's own
// packages are type-checked from source each run, as before.
//
// Files are never removed from the file set: findings may point into any
// package the run saw. Past maxUniverseBase bytes of positions the
// universe starts again.
type universe struct {
	busy     bool
	fset     *token.FileSet
	pkgs     map[string]*types.Package // by memoKey
	complete map[string]bool
}

const maxUniverseBase = 1 << 28

func newUniverse() *universe {
	return &universe{fset: token.NewFileSet(), pkgs: map[string]*types.Package{}, complete: map[string]bool{}}
}

// checkout lends r the universe of its module and environment, giving r
// its file set and every package it keeps; nil if another run has it.
func (m *ExportMemo) checkout(r *run) *universe {
	if m.command {
		return nil // the process ends with the run
	}
	key := exportEnv(r.opts) + "\x00" + r.opts.Dir
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.universes == nil {
		m.universes = map[string]*universe{}
	}
	u := m.universes[key]
	if u == nil || u.fset.Base() > maxUniverseBase {
		u = newUniverse()
		m.universes[key] = u
	}
	if u.busy {
		return nil
	}
	u.busy = true
	return u
}

// adopt makes r use the universe: its file set, and its packages for the
// units outside the module whose memo keys it has, those complete marked
// as loaded.
func (uv *universe) adopt(r *run) {
	r.fset = uv.fset
	for _, u := range r.units {
		k := memoKey(u)
		if k == "" {
			continue
		}
		p := uv.pkgs[k]
		if p == nil || p.Path() != u.types.Path() {
			continue
		}
		u.types = p
		if uv.complete[k] {
			u.exportOnce.Do(func() {})
			r.stats.Reused++
		}
	}
}

// checkin returns the universe after r, keeping every package outside
// the module that r made or used. A run in which decoding failed leaves
// packages that may be half filled: the universe starts again.
func (m *ExportMemo) checkin(uv *universe, r *run) {
	m.mu.Lock()
	defer m.mu.Unlock()
	defer func() { uv.busy = false }()
	units := make([]*unit, 0, len(r.units)+len(r.extra))
	for _, u := range r.units {
		units = append(units, u)
	}
	for _, u := range r.extra {
		units = append(units, u)
	}
	for _, u := range units {
		if !u.source && u.exportErr != nil && u.export != "" {
			*uv = *newUniverse()
			return
		}
	}
	for _, u := range units {
		k := memoKey(u)
		if k == "" {
			continue
		}
		uv.pkgs[k] = u.types
		if u.types.Complete() {
			uv.complete[k] = true
		}
	}
}
