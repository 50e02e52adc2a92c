package taint

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

// decodedField reports a read of a string field of a local struct variable
// (v.F, v.A.B, or p.F of a pointer to a fresh struct) that a decoding of the
// incoming request's body filled before the read:
//
//	var in createReq
//	json.NewDecoder(r.Body).Decode(&in)
//	pk := "USER#" + in.UserID
//
// It is proved, or not reported: the variable is defined once, as a fresh
// struct; every decoding into it before the read reads a request body
// (r.Body, the body of an API Gateway event, bytes read from either, gin's
// and echo's Bind); and nothing before the read writes the field, takes the
// variable's address for anything else, or calls a method that may change
// it.
func (m *Matcher) decodedField(sel *ast.SelectorExpr) bool {
	// The field path, outermost first, as field indices.
	path, x, ok := m.fieldChain(sel)
	if !ok {
		return false
	}
	x = ast.Unparen(x)
	if st, ok := x.(*ast.StarExpr); ok {
		x = ast.Unparen(st.X)
	}
	id, ok := x.(*ast.Ident)
	if !ok {
		return false
	}
	v := localVar(m.info, id)
	if v == nil {
		return false
	}
	u := m.varUses(v)
	if u == nil || len(u.defs) != 1 || u.writes > 0 || len(u.indexWrites) > 0 {
		return false
	}
	_, ptr := v.Type().Underlying().(*types.Pointer)
	if !m.freshStruct(u.defs[0], ptr, path[0]) {
		return false
	}
	use := sel.Pos()
	for _, w := range u.fieldWrites {
		if w.pos < use && overlaps(w.path, path) {
			return false
		}
	}
	for _, c := range u.calls {
		if c.Pos() < use && m.mayChange(c, ptr) {
			return false
		}
	}
	targets := m.decodeTargets(m.outermost(v.Pos()))
	decoded := false
	if ptr {
		for _, b := range u.bare {
			switch {
			case b.Pos() > use:
			case targets[b]:
				decoded = true
			default:
				return false // the pointer went somewhere that may fill it
			}
		}
	} else {
		for _, a := range u.addrs {
			switch {
			case a.Pos() > use:
			case targets[a]:
				decoded = true
			case ast.Unparen(a.X) == id:
				return false // &v went somewhere that may fill it
			default:
				// &v.F: only a problem if it is the field read, or
				// holds it, or is in it.
				if s, ok := ast.Unparen(a.X).(*ast.SelectorExpr); ok && !overlaps(m.fieldPath(s), path) {
					continue
				}
				return false
			}
		}
	}
	return decoded
}

// fieldPath returns the field indices of a selector chain of fields (nil if
// it is not one).
func (m *Matcher) fieldPath(sel *ast.SelectorExpr) []int {
	path, _, ok := m.fieldChain(sel)
	if !ok {
		return nil
	}
	return path
}

// fieldChain splits a chain of field selections into its field indices,
// outermost first, and the expression the chain starts from; ok is false
// when a selector in the chain is not a field.
func (m *Matcher) fieldChain(sel *ast.SelectorExpr) (path []int, root ast.Expr, ok bool) {
	var rev [][]int
	x := ast.Expr(sel)
	for {
		s, isSel := ast.Unparen(x).(*ast.SelectorExpr)
		if !isSel {
			break
		}
		if !m.isField(s) {
			return nil, nil, false
		}
		rev = append(rev, m.info.Selections[s].Index())
		x = s.X
	}
	for i := len(rev) - 1; i >= 0; i-- {
		path = append(path, rev[i]...)
	}
	return path, x, true
}

// freshStruct reports a definition that makes a new struct value (var v T,
// v := T{…}) or, for a pointer, a new struct (&T{…}, new(T)), whose literal
// does not set the field at index first.
func (m *Matcher) freshStruct(d varDef, ptr bool, first int) bool {
	if d.tuple >= 0 {
		return false
	}
	rhs := ast.Unparen(d.rhs)
	if ptr {
		switch r := rhs.(type) {
		case *ast.UnaryExpr:
			if r.Op != token.AND {
				return false
			}
			rhs = ast.Unparen(r.X)
		case *ast.CallExpr:
			b, ok := m.info.Uses[calleeIdent(r)].(*types.Builtin)
			return ok && b.Name() == "new" && isStruct(m.info.TypeOf(r.Args[0]))
		default:
			return false
		}
	} else if rhs == nil {
		return true // var v T: the zero struct (v's type is checked by the selector)
	}
	lit, ok := rhs.(*ast.CompositeLit)
	if !ok || !isStruct(m.info.TypeOf(lit)) {
		return false
	}
	st := m.info.TypeOf(lit).Underlying().(*types.Struct)
	for i, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			if i == first {
				return false // positional literal setting the field
			}
			continue
		}
		if k, ok := kv.Key.(*ast.Ident); ok && first < st.NumFields() && st.Field(first).Name() == k.Name {
			return false
		}
	}
	return true
}

func calleeIdent(call *ast.CallExpr) *ast.Ident {
	id, _ := ast.Unparen(call.Fun).(*ast.Ident)
	return id
}

func isStruct(t types.Type) bool {
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// mayChange reports a method call on the variable (or on one of its fields)
// that may change it: any method called through a pointer variable, a
// pointer-receiver method of a struct variable.
func (m *Matcher) mayChange(call *ast.CallExpr, ptr bool) bool {
	if ptr {
		return true
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return true
	}
	fn, ok := m.info.Uses[sel.Sel].(*types.Func)
	if !ok {
		return true // a func-valued field: it may do anything
	}
	recv := fn.Type().(*types.Signature).Recv()
	if recv == nil {
		return true
	}
	_, isPtr := recv.Type().(*types.Pointer)
	_, isIface := recv.Type().Underlying().(*types.Interface)
	return isPtr || isIface
}

// decodeTargets returns the target arguments (&v, or p) of the calls in fn
// that decode an incoming request's body.
func (m *Matcher) decodeTargets(fn ast.Node) map[ast.Node]bool {
	if out, ok := m.targets[fn]; ok {
		return out
	}
	out := map[ast.Node]bool{}
	m.targets[fn] = out
	if fn == nil {
		return out
	}
	ast.Inspect(fn, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if tgt := m.decodeTarget(call); tgt != nil {
			out[ast.Unparen(tgt)] = true
		}
		return true
	})
	return out
}

// decodeTarget returns the target argument of a call that decodes an
// incoming request's body, or nil.
func (m *Matcher) decodeTarget(call *ast.CallExpr) ast.Expr {
	fn := keyexpr.Callee(m.info, call)
	if fn == nil {
		return nil
	}
	switch FullName(fn) {
	case jsonPath + ".Unmarshal":
		if len(call.Args) == 2 && m.requestBytes(call.Args[0]) {
			return call.Args[1]
		}
	case jsonPath + ".Decoder.Decode":
		if len(call.Args) == 1 && m.requestDecoder(recvOf(call)) {
			return call.Args[0]
		}
	case ginPath + ".Context.ShouldBindJSON", ginPath + ".Context.BindJSON",
		ginPath + ".Context.ShouldBind", ginPath + ".Context.Bind",
		echoPath + ".Context.Bind":
		if len(call.Args) == 1 {
			return call.Args[0]
		}
	}
	return nil
}

// requestDecoder reports json.NewDecoder(body) of a request body, or a local
// variable holding one.
func (m *Matcher) requestDecoder(x ast.Expr) bool {
	x = ast.Unparen(x)
	switch x := x.(type) {
	case *ast.CallExpr:
		fn := keyexpr.Callee(m.info, x)
		return fn != nil && FullName(fn) == jsonPath+".NewDecoder" && len(x.Args) == 1 && m.requestBody(x.Args[0])
	case *ast.Ident:
		// The decoder's methods (Decode itself, DisallowUnknownFields)
		// are calls on it, not writes; its address is not taken.
		return m.follow(x, m.requestDecoder)
	}
	return false
}

// requestBody reports a reader of an incoming request's body: r.Body,
// http.MaxBytesReader(w, r.Body, n), io.LimitReader(r.Body, n), or a local
// variable holding one.
func (m *Matcher) requestBody(x ast.Expr) bool {
	x = ast.Unparen(x)
	switch x := x.(type) {
	case *ast.SelectorExpr:
		return x.Sel.Name == "Body" && m.isField(x) && m.isRequest(x.X)
	case *ast.CallExpr:
		fn := keyexpr.Callee(m.info, x)
		if fn == nil {
			return false
		}
		switch FullName(fn) {
		case httpPath + ".MaxBytesReader":
			return len(x.Args) == 3 && m.requestBody(x.Args[1])
		case "io.LimitReader":
			return len(x.Args) == 2 && m.requestBody(x.Args[0])
		}
	case *ast.Ident:
		return m.follow(x, m.requestBody)
	}
	return false
}

// requestBytes reports the bytes of an incoming request's body:
// []byte(req.Body) of an API Gateway event, the result of io.ReadAll of a
// request body, or a local variable holding either.
func (m *Matcher) requestBytes(x ast.Expr) bool {
	x = ast.Unparen(x)
	switch x := x.(type) {
	case *ast.CallExpr:
		if tv, ok := m.info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return m.requestString(x.Args[0])
		}
	case *ast.Ident:
		d, ok := m.soleDef(x)
		if !ok || d.rhs == nil {
			return false
		}
		if d.tuple == 0 {
			// body, err := io.ReadAll(r.Body)
			call, ok := ast.Unparen(d.rhs).(*ast.CallExpr)
			if !ok {
				return false
			}
			fn := keyexpr.Callee(m.info, call)
			if fn == nil || len(call.Args) != 1 {
				return false
			}
			switch FullName(fn) {
			case "io.ReadAll", "io/ioutil.ReadAll":
				return m.requestBody(call.Args[0])
			}
			return false
		}
		return m.follow(x, m.requestBytes)
	}
	return false
}

// requestString reports the body of an API Gateway request event, or a local
// variable holding it.
func (m *Matcher) requestString(x ast.Expr) bool {
	x = ast.Unparen(x)
	switch x := x.(type) {
	case *ast.SelectorExpr:
		return x.Sel.Name == "Body" && m.isField(x) && m.isEventRequest(x.X)
	case *ast.Ident:
		return m.follow(x, m.requestString)
	}
	return false
}
