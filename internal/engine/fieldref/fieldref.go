// Package fieldref names struct fields across packages: a Ref is the
// name of a field that a fact can carry (the engine's wrapper summaries
// say which field a caller's key is written from), and Name is how a
// finding names a field, from the package it is reported in. It is apart
// from the key pass (analyzers/keys) because it needs none of the pass's
// state: the rules that name fields in messages (sortkeyorder, the
// ddblint pass's one-finding-per-field) call Name directly.
package fieldref

import (
	"go/types"
)

// Ref names a struct field across packages: the package, the
// package-level type declaring the field, and its name. A field of a type
// declared in a function has no such name: the zero Ref.
type Ref struct {
	Pkg, Type, Name string
}

// Owner is the package-level named type whose struct declares fld,
// nil if none (a type declared in a function, a field of an anonymous
// struct).
func Owner(fld *types.Var) *types.TypeName {
	if fld == nil || fld.Pkg() == nil {
		return nil
	}
	fld = fld.Origin()
	scope := fld.Pkg().Scope()
	for _, n := range scope.Names() {
		tn, ok := scope.Lookup(n).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for i := 0; i < st.NumFields(); i++ {
			if st.Field(i) == fld {
				return tn
			}
		}
	}
	return nil
}

// Name names fld as a finding reported in package from names it: by
// the type that declares it, T.F, when that type is a package-level one
// (else by its name), qualified by its package's name when that is
// another (models.Event.Date).
func Name(fld *types.Var, from *types.Package) string {
	name := fld.Name()
	if tn := Owner(fld); tn != nil {
		name = tn.Name() + "." + name
	}
	if fld.Pkg() != nil && fld.Pkg() != from {
		name = fld.Pkg().Name() + "." + name
	}
	return name
}
