package keys

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

// staysOut reports an item literal, built on its own, whose value provably
// never reaches DynamoDB: used, directly or through the local variable it
// initialises, only as an argument of the standard library's printers,
// loggers and encoders (fmt, log, encoding/json...), for its string and
// number fields, or not at all. Its type being an item type elsewhere
// (unmarshalled into, say) is no evidence that this value is written. A
// value that goes anywhere else (returned, stored, copied, handed to a
// function of the module, its method called) may reach a marshaller the
// engine does not see from here, and stays an item.
func (a *analysis_) staysOut(lit *ast.CompositeLit, stack []ast.Node) bool {
	x, i := outward(lit, stack, len(stack)-2)
	if i < 0 {
		return false
	}
	switch p := stack[i].(type) {
	case *ast.CallExpr:
		return p.Fun != x && a.stdCall(p)
	case *ast.AssignStmt:
		if p.Tok != token.DEFINE && p.Tok != token.ASSIGN || len(p.Lhs) != len(p.Rhs) {
			return false
		}
		for j, r := range p.Rhs {
			if r == x {
				return a.localUsesStayOut(p.Lhs[j], stack[:i])
			}
		}
	case *ast.ValueSpec:
		if len(p.Names) != len(p.Values) {
			return false
		}
		for j, r := range p.Values {
			if r == x {
				return a.localUsesStayOut(p.Names[j], stack[:i])
			}
		}
	}
	return false
}

// localUsesStayOut is staysOut for the variable lhs names: every use of it
// in the function declaring it is a field access, an argument of a
// standard-library function, or a new value assigned to it.
func (a *analysis_) localUsesStayOut(lhs ast.Expr, stack []ast.Node) bool {
	id, ok := ast.Unparen(lhs).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := a.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == a.pass.Pkg.Scope() {
		return false
	}
	// The outermost function: closures may use the variable too.
	var body *ast.BlockStmt
	for _, n := range stack {
		if fd, ok := n.(*ast.FuncDecl); ok {
			body = fd.Body
			break
		}
	}
	if body == nil {
		return false
	}
	out := true
	var path []ast.Node
	ast.Inspect(body, func(n ast.Node) bool {
		if !out {
			return false
		}
		if n == nil {
			path = path[:len(path)-1]
			return true
		}
		path = append(path, n)
		if use, ok := n.(*ast.Ident); ok && a.pass.TypesInfo.Uses[use] == v {
			out = a.useStaysOut(path)
		}
		return true
	})
	return out
}

// useStaysOut judges one use of the variable, the last node of path.
func (a *analysis_) useStaysOut(path []ast.Node) bool {
	x, i := outward(path[len(path)-1].(*ast.Ident), path, len(path)-2)
	if i < 0 {
		return false
	}
	switch p := path[i].(type) {
	case *ast.SelectorExpr:
		// A string or number field read out: a part of a key, judged
		// where it goes. A struct or pointer field may carry keys on.
		sel := a.pass.TypesInfo.Selections[p]
		if p.X != x || sel == nil || sel.Kind() != types.FieldVal {
			return false
		}
		_, basic := sel.Type().Underlying().(*types.Basic)
		return basic
	case *ast.CallExpr:
		return p.Fun != x && a.stdCall(p)
	case *ast.AssignStmt:
		// Overwritten, not copied: the variable is on the left.
		for _, l := range p.Lhs {
			if l == x {
				return p.Tok == token.ASSIGN
			}
		}
	}
	return false
}

// stdCall reports a call of a standard-library function or method that
// prints, logs or encodes its arguments (fmt, log, log/slog, encoding/...):
// it keeps no reference to them, and hands nothing to DynamoDB. Other
// standard packages may keep a value for later (sync.Map, context
// values). A path without a dot is not enough (analysistest and GOPATH
// code use such paths): the declaration must be in GOROOT, which the go
// command's export data spells "$GOROOT".
func (a *analysis_) stdCall(call *ast.CallExpr) bool {
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch path := fn.Pkg().Path(); {
	case path == "fmt", path == "log", path == "log/slog", path == "encoding", strings.HasPrefix(path, "encoding/"):
	default:
		return false
	}
	return inGOROOT(a.pass.Fset.Position(fn.Pos()).Filename)
}

// outward climbs from x through the parentheses and address-of operators
// around it in stack (its ancestors, innermost last; i the index of its
// parent): what the value is used as is the outermost of them, and the
// node at the returned index (-1: none) is what uses it.
func outward(x ast.Expr, stack []ast.Node, i int) (ast.Expr, int) {
	for ; i >= 0; i-- {
		switch p := stack[i].(type) {
		case *ast.ParenExpr:
			x = p
			continue
		case *ast.UnaryExpr:
			if p.Op == token.AND {
				x = p
				continue
			}
		}
		break
	}
	return x, i
}

// inMemory reports a literal kept in a Go map (m[k] = lit, or through the
// local variable it initialises), in the function building it: an
// in-memory store of the items, beside the one that writes them to
// DynamoDB. Asked only of a pending literal, whose type is an item's
// only by the module-wide join: that its type is marshalled somewhere
// says nothing of a value kept in memory.
func (a *analysis_) inMemory(lit *ast.CompositeLit, stack []ast.Node) bool {
	x, i := outward(lit, stack, len(stack)-2)
	if i < 0 {
		return false
	}
	var v types.Object
	if p, ok := stack[i].(*ast.AssignStmt); ok && len(p.Lhs) == len(p.Rhs) {
		for j, r := range p.Rhs {
			if r != x {
				continue
			}
			if a.mapElem(p.Lhs[j]) {
				return true
			}
			if id, ok := ast.Unparen(p.Lhs[j]).(*ast.Ident); ok {
				v = a.pass.TypesInfo.ObjectOf(id)
			}
		}
	}
	if vs, ok := stack[i].(*ast.ValueSpec); ok && len(vs.Names) == len(vs.Values) {
		for j, r := range vs.Values {
			if r == x {
				v = a.pass.TypesInfo.ObjectOf(vs.Names[j])
			}
		}
	}
	fn := enclosingFunc(stack)
	if v == nil || fn == nil || fn.Body == nil {
		return false
	}
	found := false
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if found || !ok || len(as.Lhs) != len(as.Rhs) {
			return !found
		}
		for j, r := range as.Rhs {
			r = ast.Unparen(r)
			if u, ok := r.(*ast.UnaryExpr); ok && u.Op == token.AND {
				r = ast.Unparen(u.X)
			}
			if id, ok := r.(*ast.Ident); ok && a.pass.TypesInfo.Uses[id] == v && a.mapElem(as.Lhs[j]) {
				found = true
			}
		}
		return !found
	})
	return found
}

// mapElem reports an element of a Go map: m[k].
func (a *analysis_) mapElem(x ast.Expr) bool {
	ix, ok := ast.Unparen(x).(*ast.IndexExpr)
	if !ok {
		return false
	}
	t := a.pass.TypesInfo.TypeOf(ix.X)
	if t == nil {
		return false
	}
	_, isMap := t.Underlying().(*types.Map)
	return isMap && !isAttributeMap(t)
}
