package driver

// A package with type errors is still analysed, as gopls and staticcheck
// do, but only on its declarations that type-check: the analyzers see the
// package's files without the top-level declarations that hold an error or
// reach a type that is missing (an undefined name, a member of an import
// that failed, a variable whose declared type is unknown). Everything they
// do see has complete type information, so no finding rests on an invalid
// type, and no analyzer has to guard every TypeOf against nil: the engine
// stays silent where a type is missing because it never sees that code.
// A key built in a pruned declaration is lost; a call to a pruned function
// is a call to a function whose body is unknown, as one in another package
// without facts.
//
// Only this driver prunes: the analyzers do not set RunDespiteErrors (go
// vet and golangci-lint skip a package with errors, as before), and the
// driver runs them on the pruned view whatever that field says.

import (
	"go/ast"
	"go/token"
	"go/types"
)

// wellTyped returns the files as the analyzers see them when the package
// or one of its analysed imports has errors: the same files without their
// broken top-level declarations (shallow copies; the originals and their
// nodes are not modified, and positions and comments are unchanged). errs
// are the positions of the package's parse and hard type errors; failed
// holds the paths of the imports that could not be loaded (go/types gave
// them empty fake packages). ok is false when some error has no position:
// nothing can then be said to type-check.
func wellTyped(files []*ast.File, info *types.Info, errs []token.Pos, failed map[string]bool) (view []*ast.File, ok bool) {
	for _, p := range errs {
		if !p.IsValid() {
			return nil, false
		}
	}
	c := &typedCheck{info: info, errs: errs, failed: failed}
	view = make([]*ast.File, 0, len(files))
	for _, f := range files {
		var decls []ast.Decl
		changed := false
		for _, d := range f.Decls {
			kept, n := c.decl(d)
			changed = changed || n > 0
			if kept != nil {
				decls = append(decls, kept)
			}
		}
		if !changed {
			view = append(view, f)
			continue
		}
		g := *f
		g.Decls = decls
		view = append(view, &g)
	}
	return view, true
}

type typedCheck struct {
	info   *types.Info
	errs   []token.Pos
	failed map[string]bool
}

// decl returns d as the analyzers see it (nil: left out) and how many
// declarations or specs were left out.
func (c *typedCheck) decl(d ast.Decl) (ast.Decl, int) {
	switch d := d.(type) {
	case *ast.FuncDecl:
		if c.broken(d) {
			// The whole function, signature included: a body-less
			// declaration would read as an assembly function.
			return nil, 1
		}
		return d, 0
	case *ast.GenDecl:
		switch d.Tok {
		case token.IMPORT:
			// An import that failed is an error positioned here: the
			// declarations that use it are the broken ones.
			return d, 0
		case token.CONST:
			// The specs of a constant group share iota and implicit
			// values: all or nothing.
			if c.broken(d) {
				return nil, len(d.Specs)
			}
			return d, 0
		}
		var specs []ast.Spec
		for _, s := range d.Specs {
			if !c.broken(s) {
				specs = append(specs, s)
			}
		}
		n := len(d.Specs) - len(specs)
		switch {
		case n == 0:
			return d, 0
		case len(specs) == 0:
			return nil, n
		}
		g := *d
		g.Specs = specs
		return &g, n
	default: // *ast.BadDecl: a parse error
		return nil, 1
	}
}

// broken reports whether n holds an error or reaches a type that is
// missing or invalid.
func (c *typedCheck) broken(n ast.Node) bool {
	for _, p := range c.errs {
		if n.Pos() <= p && p < n.End() {
			return true
		}
	}
	bad := false
	var stack []ast.Node
	ast.Inspect(n, func(x ast.Node) bool {
		if bad {
			return false
		}
		if x == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		var parent ast.Node
		if len(stack) > 0 {
			parent = stack[len(stack)-1]
		}
		stack = append(stack, x)
		bad = c.badNode(x, parent)
		return !bad
	})
	return bad
}

// badNode reports whether x, a node under parent, lacks type information
// or has an invalid type. go/types records the type of every expression
// that type-checks, with the exceptions below; an identifier carries its
// object instead.
func (c *typedCheck) badNode(x, parent ast.Node) bool {
	switch x := x.(type) {
	case *ast.BadExpr, *ast.BadStmt, *ast.BadDecl:
		return true
	case *ast.Ident:
		if obj := c.info.Uses[x]; obj != nil {
			return !c.validObject(obj)
		}
		if obj := c.info.Defs[x]; obj != nil {
			return !c.validObject(obj)
		}
		// Neither a use nor a definition: a blank, a package clause, the
		// symbol of a type switch, or a name go/types could not resolve,
		// whose error is positioned here (seen above).
		return false
	case *ast.KeyValueExpr, *ast.Ellipsis:
		return false // not expressions of their own
	case *ast.FuncType:
		if _, ok := parent.(*ast.FuncDecl); ok {
			return false // a declaration's signature: its parts are recorded
		}
	case *ast.BasicLit:
		switch parent.(type) {
		case *ast.Field, *ast.ImportSpec:
			return false // a struct tag, an import path
		}
	case *ast.TypeAssertExpr:
		if x.Type == nil {
			return false // the x.(type) of a type switch
		}
	}
	e, ok := x.(ast.Expr)
	if !ok {
		return false
	}
	tv, ok := c.info.Types[e]
	return !ok || !validType(tv.Type)
}

// validObject reports whether an object a declaration names is usable: not
// a member of a failed import, and of a valid type.
func (c *typedCheck) validObject(obj types.Object) bool {
	switch obj := obj.(type) {
	case *types.PkgName:
		return obj.Imported() != nil && !c.failed[obj.Imported().Path()]
	case *types.Builtin, *types.Label, *types.Nil:
		return true // their type is not a Go type
	}
	return validType(obj.Type())
}

// validType reports whether t is known: not missing, not invalid, and not
// built from an invalid type. A named type is valid when its underlying
// type is; the fields of a struct and the methods of an interface are
// judged where they are selected.
func validType(t types.Type) bool {
	switch t := types.Unalias(t).(type) {
	case nil:
		return false
	case *types.Basic:
		return t.Kind() != types.Invalid
	case *types.Pointer:
		return validType(t.Elem())
	case *types.Slice:
		return validType(t.Elem())
	case *types.Array:
		return validType(t.Elem())
	case *types.Chan:
		return validType(t.Elem())
	case *types.Map:
		return validType(t.Key()) && validType(t.Elem())
	case *types.Signature:
		return validType(t.Params()) && validType(t.Results())
	case *types.Tuple:
		if t == nil {
			return true // no parameters, or a call of no value
		}
		for v := range t.Variables() {
			if !validType(v.Type()) {
				return false
			}
		}
		return true
	case *types.Named:
		if args := t.TypeArgs(); args != nil {
			for a := range args.Types() {
				if !validType(a) {
					return false
				}
			}
		}
		u := t.Underlying()
		if b, ok := u.(*types.Basic); ok && b.Kind() == types.Invalid {
			return false
		}
		return u != nil
	}
	return true
}
