package taint

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
)

// Funcs finds the function that declares a local variable or holds an
// expression. Variables are looked up in their outermost function, so that
// writes made by closures inside it are seen too.
type Funcs struct {
	spans []span
}

type span struct {
	node     ast.Node // *ast.FuncDecl or *ast.FuncLit
	pos, end token.Pos
}

// NewFuncs indexes the functions of files.
func NewFuncs(files []*ast.File) *Funcs {
	var spans []span
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if n.Body != nil {
					spans = append(spans, span{n, n.Pos(), n.End()})
				}
			case *ast.FuncLit:
				spans = append(spans, span{n, n.Pos(), n.End()})
			}
			return true
		})
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].pos < spans[j].pos })
	return &Funcs{spans: spans}
}

// Outermost returns the top-level function (a declaration, or a function
// literal outside any) that contains pos, or nil.
func (fs *Funcs) Outermost(pos token.Pos) ast.Node {
	if !pos.IsValid() {
		return nil
	}
	i := sort.Search(len(fs.spans), func(i int) bool { return fs.spans[i].pos > pos })
	var best ast.Node
	for i--; i >= 0; i-- {
		s := fs.spans[i]
		if s.pos <= pos && pos < s.end {
			best = s.node
			if _, ok := s.node.(*ast.FuncDecl); ok {
				return best
			}
		}
	}
	return best
}

// Body returns the body of a function node.
func Body(fn ast.Node) *ast.BlockStmt {
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		return fn.Body
	case *ast.FuncLit:
		return fn.Body
	}
	return nil
}

// varUses is everything a function does with one local variable.
type varUses struct {
	defs []varDef
	// writes counts other writes to the variable itself: op-assignments,
	// ++/--, range variables.
	writes int
	// fieldWrites are assignments to (or ++/-- of) a field path of the
	// variable: v.A.B = x. The path holds the field indices, embedded
	// fields included, so v.ID and v.User.ID are the same path.
	fieldWrites []fieldUse
	// indexWrites are assignments to v[k].
	indexWrites []token.Pos
	// addrs are the &v and &v.F expressions.
	addrs []*ast.UnaryExpr
	// calls are method calls on the variable (v.M()), which may change it
	// when M has a pointer receiver.
	calls []*ast.CallExpr
	// bare are the other uses of the variable itself (not as the base of a
	// selector): arguments, operands, returns. For a pointer they may let
	// another function change what it points to.
	bare []*ast.Ident
}

type varDef struct {
	rhs   ast.Expr // nil: the zero value
	tuple int      // index into a multi-value rhs, or -1
	pos   token.Pos
}

type fieldUse struct {
	path []int
	pos  token.Pos
}

// scanVar collects the uses of v inside fn.
func scanVar(info *types.Info, fn ast.Node, v *types.Var) *varUses {
	u := &varUses{}
	var stack []ast.Node
	ast.Inspect(fn, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		stack = append(stack, n)
		id, ok := n.(*ast.Ident)
		if !ok || (info.Uses[id] != v && info.Defs[id] != v) {
			return true
		}
		parent := func(i int) ast.Node { // i=1: the ident's parent
			if len(stack)-1-i < 0 {
				return nil
			}
			return stack[len(stack)-1-i]
		}
		switch p := parent(1).(type) {
		case *ast.AssignStmt:
			for i, l := range p.Lhs {
				if l != id {
					continue
				}
				switch {
				case p.Tok != token.ASSIGN && p.Tok != token.DEFINE:
					u.writes++
				case len(p.Lhs) == len(p.Rhs):
					u.defs = append(u.defs, varDef{rhs: p.Rhs[i], tuple: -1, pos: p.Pos()})
				case len(p.Rhs) == 1:
					u.defs = append(u.defs, varDef{rhs: p.Rhs[0], tuple: i, pos: p.Pos()})
				default:
					u.writes++
				}
				return true
			}
		case *ast.ValueSpec:
			for i, name := range p.Names {
				if name != id {
					continue
				}
				d := varDef{tuple: -1, pos: id.Pos()}
				if len(p.Values) == len(p.Names) {
					d.rhs = p.Values[i]
				} else if len(p.Values) == 1 {
					d.rhs, d.tuple = p.Values[0], i
				}
				u.defs = append(u.defs, d)
				return true
			}
		case *ast.IncDecStmt:
			u.writes++
			return true
		case *ast.RangeStmt:
			if p.Key == id || p.Value == id {
				u.writes++
				return true
			}
		case *ast.UnaryExpr:
			if p.Op == token.AND {
				u.addrs = append(u.addrs, p)
				return true
			}
		case *ast.IndexExpr:
			if p.X == id {
				if a, ok := parent(2).(*ast.AssignStmt); ok && isLHS(a, p) {
					u.indexWrites = append(u.indexWrites, a.Pos())
				}
				return true
			}
		case *ast.SelectorExpr:
			if p.X != id {
				break
			}
			// Climb the selector chain v.A.B… to its top.
			var path []int
			cur, k := p, 1
			for {
				if sel := info.Selections[cur]; sel != nil && sel.Kind() == types.FieldVal {
					path = append(path, sel.Index()...)
				}
				next, ok := parent(k + 1).(*ast.SelectorExpr)
				if !ok || next.X != cur {
					break
				}
				cur, k = next, k+1
			}
			switch q := parent(k + 1).(type) {
			case *ast.AssignStmt:
				if isLHS(q, cur) {
					u.fieldWrites = append(u.fieldWrites, fieldUse{path: path, pos: q.Pos()})
				}
			case *ast.IncDecStmt:
				u.fieldWrites = append(u.fieldWrites, fieldUse{path: path, pos: q.Pos()})
			case *ast.UnaryExpr:
				if q.Op == token.AND {
					u.addrs = append(u.addrs, q)
				}
			case *ast.CallExpr:
				if q.Fun == cur {
					u.calls = append(u.calls, q)
				}
			case *ast.IndexExpr:
				if q.X == cur {
					if a, ok := parent(k + 2).(*ast.AssignStmt); ok && isLHS(a, q) {
						u.fieldWrites = append(u.fieldWrites, fieldUse{path: path, pos: a.Pos()})
					}
				}
			}
			return true
		}
		if info.Defs[id] == v {
			return true // a parameter, a result, a range or type-switch variable
		}
		u.bare = append(u.bare, id)
		return true
	})
	return u
}

func isLHS(a *ast.AssignStmt, x ast.Expr) bool {
	for _, l := range a.Lhs {
		if ast.Unparen(l) == x {
			return true
		}
	}
	return false
}

// localVar returns the local variable of this package that id names, or nil.
func localVar(info *types.Info, id *ast.Ident) *types.Var {
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	return v
}

// overlaps reports whether two field paths name the same storage: one is a
// prefix of the other. An empty path (unknown) overlaps everything.
func overlaps(a, b []int) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
