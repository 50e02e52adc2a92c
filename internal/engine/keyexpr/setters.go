package keyexpr

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"
)

// Model types often set their own keys in a method of a pointer receiver,
// and the item is put elsewhere:
//
//	func (a *App) GenerateKeys() { a.PK = "APP#" + uuid.NewString(); a.SK = "APP" }
//	app := App{Name: n}; app.GenerateKeys(); repo.Save(ctx, app)
//
// A call of a method of *T on a struct variable used to be an escape (any
// field may have changed). A method whose receiver is only read, or whose
// fields it writes, is a setter: the call stores those fields, so the
// variable read whole after it keeps the fields the method leaves alone and
// takes the method's values for those it sets.

// Setter is what a method does to its receiver, as its callers see it.
type Setter struct {
	// Stores are the fields the method sets in straight-line code of its
	// body (the statements of the body itself, not of a branch, a loop or a
	// closure), with the last value stored. For a method of another
	// package the values are nil: they come from its fact.
	Stores map[string]ast.Expr
	// Unknown are the fields the method may set without this knowing the
	// value: on some paths only, through an index or a nested field, by
	// ++ or op-assignment, from a multi-value call, or through a setter it
	// calls on its receiver.
	Unknown []string
}

// SetterOf returns the setter summary of fn, a method of this package with
// a pointer receiver, or asks ImportedSetter about one of another package.
// ok is false for anything else, and for a method that lets its receiver
// escape (takes a field's address, hands the receiver to a function other
// than a known reader, assigns through it whole, calls a method of it that
// is no setter).
func (e *Evaluator) SetterOf(fn *types.Func) (*Setter, bool) {
	fn = fn.Origin()
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return nil, false
	}
	if _, ptr := sig.Recv().Type().(*types.Pointer); !ptr {
		return nil, false
	}
	if fn.Pkg() != e.pkg {
		if e.ImportedSetter == nil {
			return nil, false
		}
		return e.ImportedSetter(fn)
	}
	if s, ok := e.setters[fn]; ok {
		return s, s != nil
	}
	if e.setters == nil {
		e.setters = map[*types.Func]*Setter{}
	}
	e.setters[fn] = nil // cycle guard: a recursive method is no setter
	s := e.setterOf(fn)
	e.setters[fn] = s
	return s, s != nil
}

func (e *Evaluator) setterOf(fn *types.Func) *Setter {
	fd := e.decls[fn]
	if fd == nil || fd.Recv == nil || len(fd.Recv.List) != 1 || len(fd.Recv.List[0].Names) != 1 {
		return nil
	}
	recv, _ := e.info.Defs[fd.Recv.List[0].Names[0]].(*types.Var)
	if recv == nil {
		return nil
	}
	s := &Setter{Stores: map[string]ast.Expr{}}
	unknown := map[string]bool{}
	// top are the statements every call runs: those of the body up to the
	// first that may return early (if a.PK != "" { return }); a store
	// after it happens on some paths only. A return of an error is no such
	// path: the caller that goes on to write the item has checked it.
	top := map[ast.Stmt]bool{}
	errResult := lastIsError(fn.Signature())
	for _, st := range fd.Body.List {
		top[st] = true
		if mayReturn(st, errResult) {
			break
		}
	}
	isRecv := func(x ast.Expr) bool {
		id, ok := ast.Unparen(x).(*ast.Ident)
		return ok && e.info.Uses[id] == recv
	}
	// allowed are the receiver's identifiers whose use is accounted for.
	allowed := map[*ast.Ident]bool{}
	// reach walks a place to the receiver's field it is reached through
	// (r.F, r.F.G, r.F[k]): the field, whether the place is r.F itself,
	// and the receiver's identifier.
	reach := func(x ast.Expr) (string, bool, *ast.Ident) {
		direct := true
		for {
			x = ast.Unparen(x)
			switch y := x.(type) {
			case *ast.SelectorExpr:
				if id, ok := ast.Unparen(y.X).(*ast.Ident); ok && e.info.Uses[id] == recv {
					return y.Sel.Name, direct, id
				}
				x = y.X
			case *ast.IndexExpr:
				x = y.X
			case *ast.StarExpr:
				x = y.X
			default:
				return "", false, nil
			}
			direct = false
		}
	}
	field := func(x ast.Expr) (string, bool, bool) {
		f, direct, id := reach(x)
		return f, direct, id != nil
	}
	allow := func(x ast.Expr) {
		if _, _, id := reach(x); id != nil {
			allowed[id] = true
		}
	}
	ok := true
	var stack []ast.Node
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if !ok {
			return false
		}
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		stack = append(stack, n)
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				f, direct, isField := field(lhs)
				if !isField {
					if isRecv(lhs) {
						ok = false // r = other: later uses are another value's
					}
					continue
				}
				allow(lhs)
				var rhs ast.Expr
				if len(n.Lhs) == len(n.Rhs) {
					rhs = n.Rhs[i]
				}
				if !direct || rhs == nil || n.Tok != token.ASSIGN || !top[n] {
					unknown[f] = true
					continue
				}
				s.Stores[f] = rhs
			}
		case *ast.IncDecStmt:
			if f, _, isField := field(n.X); isField {
				allow(n.X)
				unknown[f] = true
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				if _, _, isField := field(n.X); isField || isRecv(n.X) {
					ok = false
				}
			}
		case *ast.CallExpr:
			// r.M(...): a setter's fields may change; r.F.M(...) of a
			// pointer method may change F.
			if sel, isSel := ast.Unparen(n.Fun).(*ast.SelectorExpr); isSel {
				if m, isFunc := e.info.Uses[sel.Sel].(*types.Func); isFunc {
					if isRecv(sel.X) {
						inner, isSetter := e.SetterOf(m)
						if !isSetter {
							if msig := m.Type().(*types.Signature); msig.Recv() != nil {
								if _, ptr := msig.Recv().Type().(*types.Pointer); ptr {
									ok = false
									return false
								}
							}
						} else {
							for f := range inner.Stores {
								unknown[f] = true
							}
							for _, f := range inner.Unknown {
								unknown[f] = true
							}
						}
						allowed[ast.Unparen(sel.X).(*ast.Ident)] = true
					} else if f, _, isField := field(sel.X); isField {
						allow(sel.X)
						unknown[f] = true
					}
				}
			}
			if readsOnly(e.info, n) {
				for _, arg := range n.Args {
					if isRecv(arg) {
						allowed[ast.Unparen(arg).(*ast.Ident)] = true
					}
				}
			}
		case *ast.Ident:
			if e.info.Uses[n] != recv || allowed[n] {
				return true
			}
			// A read of a field (r.F in an expression, r.M of a value
			// method) is no escape; anything else is.
			if len(stack) >= 2 {
				if sel, isSel := stack[len(stack)-2].(*ast.SelectorExpr); isSel && sel.X == n {
					if selection := e.info.Selections[sel]; selection != nil {
						if selection.Kind() == types.FieldVal {
							return true
						}
						if m, isFunc := selection.Obj().(*types.Func); isFunc {
							if _, ptr := m.Type().(*types.Signature).Recv().Type().(*types.Pointer); !ptr {
								return true
							}
						}
					}
				}
			}
			ok = false
		}
		return true
	})
	if !ok {
		return nil
	}
	for f := range unknown {
		delete(s.Stores, f)
		s.Unknown = append(s.Unknown, f)
	}
	slices.Sort(s.Unknown)
	return s
}

// readsOnly reports calls known to read their arguments and keep no
// reference: the standard library's printers, loggers and encoders, and a
// struct validator. A method that validates its receiver
// (validate.Struct(m)) or logs it sets nothing.
func readsOnly(info *types.Info, call *ast.CallExpr) bool {
	fn := Callee(info, call)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	path, name := fn.Pkg().Path(), fn.Name()
	switch {
	case path == "fmt":
		return strings.HasPrefix(name, "Sprint") || strings.HasPrefix(name, "Print") || strings.HasPrefix(name, "Errorf") || strings.HasPrefix(name, "Fprint")
	case path == "log" || path == "log/slog":
		return true
	case strings.HasPrefix(path, "encoding/"):
		return strings.HasPrefix(name, "Marshal") || name == "Encode"
	case strings.HasPrefix(path, "github.com/go-playground/validator"):
		return strings.HasPrefix(name, "Struct")
	}
	return false
}

// setterStores are the stores of field the setter calls on v make before
// use: one per call that sets it (its value: the right-hand side inside a method
// of this package, the call itself for one of another package, which the
// caller reads through SetterValue's fact) and a store of unknown value per
// field it may set.
func (e *Evaluator) setterStores(vi *varInfo, field string, use token.Pos) []fieldOp {
	var out []fieldOp
	for _, c := range vi.calls {
		if c.pos >= use {
			continue
		}
		fn := Callee(e.info, c.call)
		if fn == nil {
			continue
		}
		s, ok := e.SetterOf(fn)
		if !ok {
			continue
		}
		if x, stored := s.Stores[field]; stored {
			rhs := ast.Expr(c.call)
			if fn.Pkg() == e.pkg {
				rhs = x
			}
			out = append(out, fieldOp{field: field, rhs: rhs, block: c.block, pos: c.pos})
		}
		if slices.Contains(s.Unknown, field) {
			out = append(out, fieldOp{field: field, block: c.block, pos: c.pos})
		}
	}
	return out
}

// isSetterCall reports a call of a setter method (see SetterOf).
func (e *Evaluator) isSetterCall(call *ast.CallExpr) bool {
	fn := Callee(e.info, call)
	if fn == nil {
		return false
	}
	_, ok := e.SetterOf(fn)
	return ok
}

// mayReturn reports whether st holds a return statement of its function
// (function literals inside it return from themselves) that ends the call
// well: with errResult (the last result is an error), one that returns a
// nil error or no values.
func mayReturn(st ast.Stmt, errResult bool) bool {
	found := false
	ast.Inspect(st, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if !errResult || len(n.Results) == 0 {
				found = true
			} else if id, ok := ast.Unparen(n.Results[len(n.Results)-1]).(*ast.Ident); ok && id.Name == "nil" {
				found = true
			}
		}
		return !found
	})
	return found
}

// lastIsError reports a signature whose last result is an error.
func lastIsError(sig *types.Signature) bool {
	res := sig.Results()
	if res.Len() == 0 {
		return false
	}
	return types.Identical(res.At(res.Len()-1).Type(), types.Universe.Lookup("error").Type())
}
