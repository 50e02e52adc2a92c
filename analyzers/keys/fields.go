package keys

import (
	"go/types"

	"github.com/ddblint/ddblint/internal/engine/fieldref"
)

// refOf is fld's fieldref.Ref, found once per field.
func (a *analysis_) refOf(fld *types.Var) fieldref.Ref {
	if r, ok := a.fieldRefs[fld]; ok {
		return r
	}
	var r fieldref.Ref
	if tn := fieldref.Owner(fld); tn != nil {
		r = fieldref.Ref{Pkg: tn.Pkg().Path(), Type: tn.Name(), Name: fld.Name()}
	}
	if a.fieldRefs == nil {
		a.fieldRefs = map[*types.Var]fieldref.Ref{}
	}
	a.fieldRefs[fld] = r
	return r
}

// fieldOf finds the field ref names among the packages this one imports,
// directly or not; nil when it is not there (export data may leave out a
// package no exported declaration mentions).
func (a *analysis_) fieldOf(ref fieldref.Ref) *types.Var {
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
