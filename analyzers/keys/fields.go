package keys

import (
	"go/types"
)

// FieldRef names a struct field across packages (paramKey.Field): the
// package, the package-level type declaring the field, and its name. A
// field of a type declared in a function has no such name: the zero
// FieldRef.
type FieldRef struct {
	Pkg, Type, Name string
}

// FieldOwner is the package-level named type whose struct declares fld,
// nil if none (a type declared in a function, a field of an anonymous
// struct).
func FieldOwner(fld *types.Var) *types.TypeName {
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

// FieldName names fld as a finding reported in package from names it: by
// the type that declares it, T.F, when that type is a package-level one
// (else by its name), qualified by its package's name when that is
// another (models.Event.Date).
func FieldName(fld *types.Var, from *types.Package) string {
	name := fld.Name()
	if tn := FieldOwner(fld); tn != nil {
		name = tn.Name() + "." + name
	}
	if fld.Pkg() != nil && fld.Pkg() != from {
		name = fld.Pkg().Name() + "." + name
	}
	return name
}

// refOf is fld's FieldRef, found once per field.
func (a *analysis_) refOf(fld *types.Var) FieldRef {
	if r, ok := a.fieldRefs[fld]; ok {
		return r
	}
	var r FieldRef
	if tn := FieldOwner(fld); tn != nil {
		r = FieldRef{Pkg: tn.Pkg().Path(), Type: tn.Name(), Name: fld.Name()}
	}
	if a.fieldRefs == nil {
		a.fieldRefs = map[*types.Var]FieldRef{}
	}
	a.fieldRefs[fld] = r
	return r
}

// fieldOf finds the field ref names among the packages this one imports,
// directly or not; nil when it is not there (export data may leave out a
// package no exported declaration mentions).
func (a *analysis_) fieldOf(ref FieldRef) *types.Var {
	if ref.Name == "" {
		return nil
	}
	pkg := a.importedPkg(ref.Pkg)
	if pkg == nil {
		return nil
	}
	tn, ok := pkg.Scope().Lookup(ref.Type).(*types.TypeName)
	if !ok {
		return nil
	}
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	for i := 0; i < st.NumFields(); i++ {
		if f := st.Field(i); f.Name() == ref.Name {
			return f
		}
	}
	return nil
}

// importedPkg is the package of path among those this one imports,
// directly or not, found once per path.
func (a *analysis_) importedPkg(path string) *types.Package {
	if p, ok := a.pkgs[path]; ok {
		return p
	}
	var found *types.Package
	seen := map[*types.Package]bool{}
	queue := []*types.Package{a.pass.Pkg}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if seen[p] {
			continue
		}
		seen[p] = true
		if p.Path() == path {
			found = p
			break
		}
		queue = append(queue, p.Imports()...)
	}
	if a.pkgs == nil {
		a.pkgs = map[string]*types.Package{}
	}
	a.pkgs[path] = found
	return found
}
