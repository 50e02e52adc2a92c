package keyexpr

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// funcIndex records, for one function (or for the package's top level), every
// way its variables are written. The evaluator trusts a variable's value only
// when this index proves there is exactly one definition and no other
// mutation; anything else makes the value a typed hole.
type funcIndex struct {
	vars map[*types.Var]*varInfo
	// defOf maps the right-hand side of each definition to the variable
	// it defines, so a sink can find the stores made after its literal.
	defOf map[ast.Expr]*types.Var
}

type def struct {
	rhs   ast.Expr // nil: zero value (var x T)
	tuple int      // index into a multi-value rhs, or -1
	block *ast.BlockStmt
	pos   token.Pos
}

type varInfo struct {
	defs     []def
	appends  []appendOp     // v += x
	fields   []fieldOp      // v.F = x
	fieldIdx []fieldIndexOp // v.F[k] = x
	indexes  []indexOp      // v[k] = x
	calls    []methodOp     // v.M(...) calls (strings.Builder writes, mutating methods)
	fprintf  []*ast.CallExpr
	// rangeOver is the ranged slice of `for _, v := range xs` when v is
	// the value variable it declares: v is each element in turn.
	rangeOver ast.Expr
	addrTaken bool // &v escapes somewhere other than a recognised write
	// parked counts the &v of a string variable stored in a struct field
	// (e.Created = &date, T{Created: &date}): the aws-sdk-go v1 idiom for an
	// optional string. A string changes through such a pointer only by
	// *p = x, so they make its value unknowable only when the package writes
	// through a *string (Evaluator.fnIndex).
	parked int
	// addrs are the positions of the variables in those &v (&v.F)
	// expressions, for readers that can tell an escape before a read from
	// the read itself (WholeStruct).
	addrs []token.Pos
	// others counts the writes that make the value unknowable (++, --,
	// range, an op-assign other than +=; see other): a loop's counter
	// (loop), written only by its own post statement or range, has one.
	others int
	// loop is the for statement whose init defines v and whose post is
	// v++ or v--, or the range statement over an integer whose key v is.
	loop ast.Stmt
	// body is, for a parameter or receiver, the body of its function: a
	// store of a field there, outside any nested block, replaces the
	// caller's value; one in a nested block (if p.T.IsZero() { p.T =
	// now }) may or may not run.
	body *ast.BlockStmt
}

func (vi *varInfo) unknowable() { vi.others++ }

// other reports a write that makes the value unknowable.
func (vi *varInfo) other() bool { return vi.others > 0 }

type appendOp struct {
	rhs   ast.Expr
	block *ast.BlockStmt
	pos   token.Pos
	// within are the blocks enclosing the append, outermost first, and
	// repeated says which of them may run more than once per call (a
	// loop's body, a closure's): an append only inside if and switch
	// blocks below its variable's definition happens at most once.
	within   []*ast.BlockStmt
	repeated []bool
}

type fieldOp struct {
	field string
	rhs   ast.Expr
	block *ast.BlockStmt
	pos   token.Pos
}

type fieldIndexOp struct {
	field    string
	sel      *ast.SelectorExpr // the v.F of the write
	key, rhs ast.Expr
	block    *ast.BlockStmt
	pos      token.Pos
}

type indexOp struct {
	key, rhs ast.Expr
	block    *ast.BlockStmt
	pos      token.Pos
}

type methodOp struct {
	call  *ast.CallExpr
	name  string
	block *ast.BlockStmt
	pos   token.Pos
}

func (ix *funcIndex) info(v *types.Var) *varInfo {
	vi := ix.vars[v]
	if vi == nil {
		vi = &varInfo{}
		ix.vars[v] = vi
	}
	return vi
}

// buildIndex walks root (a function or a file list) once.
func buildIndex(info *types.Info, roots ...ast.Node) *funcIndex {
	ix := &funcIndex{vars: map[*types.Var]*varInfo{}, defOf: map[ast.Expr]*types.Var{}}
	varOf := func(x ast.Expr) *types.Var {
		id, ok := ast.Unparen(x).(*ast.Ident)
		if !ok {
			return nil
		}
		obj := info.Defs[id]
		if obj == nil {
			obj = info.Uses[id]
		}
		v, _ := obj.(*types.Var)
		return v
	}
	var blocks []*ast.BlockStmt
	var repeated []bool                 // parallel to blocks
	bodies := map[*ast.BlockStmt]bool{} // loop and closure bodies
	cur := func() *ast.BlockStmt {
		if len(blocks) == 0 {
			return nil
		}
		return blocks[len(blocks)-1]
	}
	// writeTargets are &v expressions consumed by a recognised write
	// (fmt.Fprintf(&b, …)); they do not count as escapes.
	writeTargets := map[ast.Expr]bool{}
	// parkedAddrs are the &v of string variables stored in a struct field.
	parkedAddrs := map[*ast.UnaryExpr]bool{}
	// pointees are the variables whose address a pointer variable was
	// given (p := &s); passed are the variables handed to a call.
	pointees := map[*types.Var][]*types.Var{}
	passed := map[*types.Var]bool{}
	park := func(x ast.Expr) {
		if u, ok := ast.Unparen(x).(*ast.UnaryExpr); ok && u.Op == token.AND {
			if v := varOf(u.X); v != nil && isString(v.Type()) {
				parkedAddrs[u] = true
			}
		}
	}

	params := func(body *ast.BlockStmt, lists ...*ast.FieldList) {
		for _, l := range lists {
			if l == nil {
				continue
			}
			for _, f := range l.List {
				for _, name := range f.Names {
					if v, ok := info.Defs[name].(*types.Var); ok {
						ix.info(v).body = body
					}
				}
			}
		}
	}

	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			if n.Body != nil {
				params(n.Body, n.Recv, n.Type.Params)
			}
		case *ast.BlockStmt:
			blocks = append(blocks, n)
			repeated = append(repeated, bodies[n])
			for _, s := range n.List {
				ast.Inspect(s, visit)
			}
			blocks = blocks[:len(blocks)-1]
			repeated = repeated[:len(repeated)-1]
			return false
		case *ast.ForStmt:
			bodies[n.Body] = true
			if as, ok := n.Init.(*ast.AssignStmt); ok && as.Tok == token.DEFINE && len(as.Lhs) == 1 && len(as.Rhs) == 1 {
				if inc, ok := n.Post.(*ast.IncDecStmt); ok {
					if v := varOf(as.Lhs[0]); v != nil && v == varOf(inc.X) {
						ix.info(v).loop = n
					}
				}
			}
		case *ast.FuncLit:
			bodies[n.Body] = true
			params(n.Body, n.Type.Params)
		case *ast.CaseClause, *ast.CommClause:
			// Treat a clause body as its own block: a write inside it is
			// conditional.
			blk := &ast.BlockStmt{Lbrace: n.Pos(), Rbrace: n.End()}
			blocks = append(blocks, blk)
			repeated = append(repeated, false)
			var body []ast.Stmt
			switch c := n.(type) {
			case *ast.CaseClause:
				for _, e := range c.List {
					ast.Inspect(e, visit)
				}
				body = c.Body
			case *ast.CommClause:
				if c.Comm != nil {
					ast.Inspect(c.Comm, visit)
				}
				body = c.Body
			}
			for _, s := range body {
				ast.Inspect(s, visit)
			}
			blocks = blocks[:len(blocks)-1]
			repeated = repeated[:len(repeated)-1]
			return false
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for i, lhs := range n.Lhs {
					switch l := ast.Unparen(lhs).(type) {
					case *ast.SelectorExpr:
						park(n.Rhs[i])
					case *ast.Ident:
						// p := &s, p = &s: the pointer variable carries the
						// address to a field later, as a literal would,
						// unless p itself is handed to a call (below).
						if pv := varOf(l); pv != nil {
							if u, ok := ast.Unparen(n.Rhs[i]).(*ast.UnaryExpr); ok && u.Op == token.AND {
								if v := varOf(u.X); v != nil {
									park(u)
									pointees[pv] = append(pointees[pv], v)
								}
							}
						}
					}
				}
			}
			switch n.Tok {
			case token.ASSIGN, token.DEFINE:
				for i, lhs := range n.Lhs {
					var rhs ast.Expr
					tuple := -1
					if len(n.Lhs) == len(n.Rhs) {
						rhs = n.Rhs[i]
					} else if len(n.Rhs) == 1 {
						rhs, tuple = n.Rhs[0], i
					}
					if v := varOf(lhs); v != nil {
						vi := ix.info(v)
						vi.defs = append(vi.defs, def{rhs: rhs, tuple: tuple, block: cur(), pos: n.Pos()})
						if rhs != nil && tuple < 0 {
							ix.defOf[ast.Unparen(rhs)] = v
						}
						continue
					}
					switch l := ast.Unparen(lhs).(type) {
					case *ast.SelectorExpr:
						if v := varOf(l.X); v != nil {
							vi := ix.info(v)
							vi.fields = append(vi.fields, fieldOp{field: l.Sel.Name, rhs: rhs, block: cur(), pos: n.Pos()})
						}
					case *ast.IndexExpr:
						if v := varOf(l.X); v != nil {
							vi := ix.info(v)
							vi.indexes = append(vi.indexes, indexOp{key: l.Index, rhs: rhs, block: cur(), pos: n.Pos()})
						} else if sel, ok := ast.Unparen(l.X).(*ast.SelectorExpr); ok {
							if v := varOf(sel.X); v != nil {
								vi := ix.info(v)
								vi.fieldIdx = append(vi.fieldIdx, fieldIndexOp{field: sel.Sel.Name, sel: sel, key: l.Index, rhs: rhs, block: cur(), pos: n.Pos()})
							}
						}
					}
				}
			case token.ADD_ASSIGN:
				if v := varOf(n.Lhs[0]); v != nil && len(n.Rhs) == 1 {
					vi := ix.info(v)
					vi.appends = append(vi.appends, appendOp{rhs: n.Rhs[0], block: cur(), pos: n.Pos(),
						within: slices.Clone(blocks), repeated: slices.Clone(repeated)})
				}
			default:
				for _, lhs := range n.Lhs {
					if v := varOf(lhs); v != nil {
						ix.info(v).unknowable()
					}
				}
			}
		case *ast.CompositeLit:
			if t := info.TypeOf(n); t != nil && isStructType(t) {
				for _, el := range n.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						park(kv.Value)
					}
				}
			}
		case *ast.IncDecStmt:
			if v := varOf(n.X); v != nil {
				ix.info(v).unknowable()
			}
		case *ast.RangeStmt:
			bodies[n.Body] = true
			if n.Key != nil {
				if v := varOf(n.Key); v != nil {
					vi := ix.info(v)
					vi.unknowable()
					if t := info.TypeOf(n.X); n.Tok == token.DEFINE && t != nil && isInteger(t) {
						vi.loop = n
					}
				}
			}
			if n.Value != nil {
				if v := varOf(n.Value); v != nil {
					vi := ix.info(v)
					if _, isSlice := info.TypeOf(n.X).Underlying().(*types.Slice); n.Tok == token.DEFINE && isSlice {
						vi.rangeOver = n.X
					} else {
						vi.unknowable()
					}
				}
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				v, _ := info.Defs[name].(*types.Var)
				if v == nil {
					continue
				}
				d := def{tuple: -1, block: cur(), pos: name.Pos()}
				if len(n.Values) == len(n.Names) {
					d.rhs = n.Values[i]
				} else if len(n.Values) == 1 {
					d.rhs, d.tuple = n.Values[0], i
				}
				vi := ix.info(v)
				vi.defs = append(vi.defs, d)
				if d.rhs != nil && d.tuple < 0 {
					ix.defOf[ast.Unparen(d.rhs)] = v
				}
			}
		case *ast.CallExpr:
			for _, a := range n.Args {
				if v := varOf(a); v != nil {
					passed[v] = true
				}
			}
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok {
				if v := varOf(sel.X); v != nil {
					if _, isFunc := info.Uses[sel.Sel].(*types.Func); isFunc {
						vi := ix.info(v)
						vi.calls = append(vi.calls, methodOp{call: n, name: sel.Sel.Name, block: cur(), pos: n.Pos()})
						if field, value, ok := V1Setter(info, n); ok {
							// in.SetKey(k) stores k in in.Key, as in.Key = k.
							vi.fields = append(vi.fields, fieldOp{field: field, rhs: value, block: cur(), pos: n.Pos()})
						}
					}
				}
			}
			// A pointer to a struct handed to a function lets it change
			// the struct's fields (json.Unmarshal(b, m)), as &v does for a
			// struct variable; the standard library's printers only read.
			if !readOnlyCall(info, n) {
				for _, arg := range n.Args {
					if v := varOf(arg); v != nil && isStructPointer(v.Type()) {
						vi := ix.info(v)
						vi.addrs = append(vi.addrs, ast.Unparen(arg).Pos())
					}
				}
			}
			if isPkgFunc(info, n, "fmt", "Fprintf") || isPkgFunc(info, n, "fmt", "Fprint") {
				if len(n.Args) > 0 {
					if u, ok := ast.Unparen(n.Args[0]).(*ast.UnaryExpr); ok && u.Op == token.AND {
						if v := varOf(u.X); v != nil {
							vi := ix.info(v)
							vi.fprintf = append(vi.fprintf, n)
							writeTargets[u] = true
						}
					}
				}
			}
		case *ast.UnaryExpr:
			if parkedAddrs[n] {
				ix.info(varOf(n.X)).parked++
				return true
			}
			if n.Op == token.AND && !writeTargets[n] {
				x := ast.Unparen(n.X)
				for {
					if s, ok := x.(*ast.SelectorExpr); ok {
						x = ast.Unparen(s.X)
						continue
					}
					break
				}
				if v := varOf(x); v != nil {
					vi := ix.info(v)
					vi.addrTaken = true
					vi.addrs = append(vi.addrs, x.Pos())
				}
			}
		}
		return true
	}
	for _, r := range roots {
		ast.Inspect(r, visit)
	}
	// A pointer variable holding a parked address that is handed to a
	// call lets the callee write the string: an escape after all.
	for pv, vs := range pointees {
		if passed[pv] {
			for _, v := range vs {
				ix.info(v).addrTaken = true
			}
		}
	}
	return ix
}

// funcSpan is a function node and its extent, for finding the function that
// declares a variable.
type funcSpan struct {
	node     ast.Node // *ast.FuncDecl or *ast.FuncLit
	pos, end token.Pos
}

func collectFuncs(files []*ast.File) []funcSpan {
	var spans []funcSpan
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if n.Body != nil {
					spans = append(spans, funcSpan{n, n.Pos(), n.End()})
				}
			case *ast.FuncLit:
				spans = append(spans, funcSpan{n, n.Pos(), n.End()})
			}
			return true
		})
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].pos < spans[j].pos })
	return spans
}

// outermost returns the top-level function containing pos: variables are
// indexed per top-level function so writes from closures are seen too.
func outermost(spans []funcSpan, pos token.Pos) ast.Node {
	var best ast.Node
	for s := range enclosing(spans, pos) {
		best = s.node
	}
	return best
}

// innermost returns the innermost function declaration or literal
// containing pos, nil if none does.
func innermost(spans []funcSpan, pos token.Pos) ast.Node {
	for s := range enclosing(spans, pos) {
		return s.node
	}
	return nil
}

// enclosing yields the spans containing pos, innermost first. Spans nest
// and are sorted by start, so those are among the spans starting at or
// before pos, latest first; the search stops at the first declared function
// met: functions do not nest in it from outside, and none before it
// (a literal in a package-level variable, or an earlier declaration) can
// reach past its start. A lookup costs the functions nested around and
// beside pos in one declaration, not the file's.
func enclosing(spans []funcSpan, pos token.Pos) func(yield func(funcSpan) bool) {
	return func(yield func(funcSpan) bool) {
		i := sort.Search(len(spans), func(i int) bool { return spans[i].pos > pos }) - 1
		for ; i >= 0; i-- {
			s := spans[i]
			if pos < s.end && !yield(s) {
				return
			}
			if _, ok := s.node.(*ast.FuncDecl); ok {
				return
			}
		}
	}
}

func isPkgFunc(info *types.Info, call *ast.CallExpr, pkg, name string) bool {
	fn := Callee(info, call)
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == pkg && fn.Name() == name && fn.Type().(*types.Signature).Recv() == nil
}

// Callee returns the function or method a call statically names (for an
// interface method, the interface's method), or nil: conversions, builtins
// and calls of function values. Every ddblint package asks through this one
// helper.
func Callee(info *types.Info, call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return fn
}

// isStructPointer reports a pointer to a struct.
func isStructPointer(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	_, ok = p.Elem().Underlying().(*types.Struct)
	return ok
}

// readOnlyCall reports a call of the standard library's printers and
// loggers, which read their arguments and never write through them.
func readOnlyCall(info *types.Info, call *ast.CallExpr) bool {
	fn := Callee(info, call)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() {
	case "fmt":
		return !strings.HasPrefix(fn.Name(), "Sscan") && !strings.HasPrefix(fn.Name(), "Scan") && !strings.HasPrefix(fn.Name(), "Fscan")
	case "log", "log/slog", "errors":
		return true
	}
	return false
}

// isStructType reports a struct type, or a pointer to one (&T{...} literals
// are typed T).
func isStructType(t types.Type) bool {
	_, ok := t.Underlying().(*types.Struct)
	return ok
}
