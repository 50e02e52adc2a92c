package keys

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"
	"unicode"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
)

// Table names computed at run time are matched by pattern: the name's
// constant text with "*" for each unknown part. Projects name their tables
// through a helper of their own (TableName("orders") returning
// prefix + "-" + name, fmt.Sprintf("%s-%s", env, name)), at the
// declaration and at every request alike, so the same helper gives both
// sides the same pattern ("*-orders") and they meet on one table.

// pat is the name pattern of x under env: constant text, with "*" for
// each part no binding or constant gives. Concatenations, local variables
// with one definition, aws.String and conversions, fmt.Sprintf with a
// constant format and calls of the package's functions with one return
// are followed, the call's arguments bound to the function's parameters.
func (d *tableDecls) pat(x ast.Expr, env *tenv) string {
	if s, ok := d.str(x, env); ok {
		return s
	}
	if d.depth > maxTableDepth {
		return "*"
	}
	info := d.a.pass.TypesInfo
	switch x := ast.Unparen(x).(type) {
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			return d.pat(x.X, env) + d.pat(x.Y, env)
		}
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok {
			break
		}
		if b, ok := env.lookup(v); ok && b.x != nil {
			d.depth++
			defer func() { d.depth-- }()
			return d.pat(b.x, b.env)
		}
		if v.Parent() == d.a.pass.Pkg.Scope() || d.param(v) {
			break // a package variable is set at run time (from the environment)
		}
		if def, ok := d.a.ev.Definition(v, x.Pos()); ok {
			d.depth++
			defer func() { d.depth-- }()
			return d.pat(def, env)
		}
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return d.pat(x.Args[0], env)
		}
		if fn := keyexpr.Callee(info, x); fn != nil && fn.Pkg() != nil && sdk.IsAWS(fn.Pkg().Path()) && fn.Name() == "String" && len(x.Args) == 1 {
			return d.pat(x.Args[0], env)
		}
		if p, ok := d.sprintf(x, env); ok {
			return p
		}
		fd, ret := d.returnsOne(x)
		if fd == nil {
			break
		}
		d.depth++
		defer func() { d.depth-- }()
		return d.pat(ret, d.bindCall(fd, x, env))
	}
	return "*"
}

// sprintf is the pattern of fmt.Sprintf with a constant format whose verbs
// are all %s or %v.
func (d *tableDecls) sprintf(call *ast.CallExpr, env *tenv) (string, bool) {
	fn := keyexpr.Callee(d.a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Sprintf" || len(call.Args) == 0 || call.Ellipsis.IsValid() {
		return "", false
	}
	format, ok := d.str(call.Args[0], env)
	if !ok {
		return "", false
	}
	var b strings.Builder
	args := call.Args[1:]
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			b.WriteByte(format[i])
			continue
		}
		if i+1 == len(format) {
			return "", false
		}
		i++
		switch format[i] {
		case '%':
			b.WriteByte('%')
		case 's', 'v':
			if len(args) == 0 {
				return "", false
			}
			b.WriteString(d.pat(args[0], env))
			args = args[1:]
		default:
			return "", false
		}
	}
	return b.String(), len(args) == 0
}

// namePattern is the pattern of the table-name expression b, "" unless
// it says something of the name (see meaningfulPattern).
func (d *tableDecls) namePattern(b tbind) string {
	p := squeezeStars(d.pat(b.x, b.env))
	if !meaningfulPattern(p) {
		return ""
	}
	return p
}

func squeezeStars(p string) string {
	for strings.Contains(p, "**") {
		p = strings.ReplaceAll(p, "**", "*")
	}
	return p
}

// meaningfulPattern reports a pattern with a wildcard whose constant text
// has a letter or a digit: "*-*", the name of any prefixed table, would
// match every table and pick out none.
func meaningfulPattern(p string) bool {
	return strings.Contains(p, "*") && strings.IndexFunc(p, func(r rune) bool {
		return r != '*' && (unicode.IsLetter(r) || unicode.IsDigit(r))
	}) >= 0
}

// returnsOne returns the declaration of a package function called by call
// whose one return statement returns one value, and that value.
func (d *tableDecls) returnsOne(call *ast.CallExpr) (*ast.FuncDecl, ast.Expr) {
	fn := keyexpr.Callee(d.a.pass.TypesInfo, call)
	if fn == nil {
		return nil, nil
	}
	fd := d.decls[fn.Origin()]
	if fd == nil {
		return nil, nil
	}
	ret := onlyReturn(fd.Body)
	if ret == nil || len(ret.Results) != 1 {
		return nil, nil
	}
	return fd, ret.Results[0]
}

// appended lists the elements of the local slice v, used at use, built by
// a literal and then appends (ks := []T{…}; if sk != "" { ks = append(ks,
// …) }): the appends before use whose enclosing conditions hold under env.
// It fails (nil), rather than guess, when a condition cannot be decided,
// an append is in a loop, or v is written in any other way.
func (d *tableDecls) appended(v *types.Var, use token.Pos, env *tenv) []tbind {
	var body *ast.BlockStmt
	for _, fd := range d.decls {
		if fd.Body.Pos() <= use && use < fd.Body.End() {
			body = fd.Body
			break
		}
	}
	if body == nil || v.Pos() < body.Pos() || v.Pos() >= body.End() {
		return nil
	}
	info := d.a.pass.TypesInfo
	var (
		def     ast.Expr
		appends []*ast.CallExpr
		ok      = true
		stack   []ast.Node
	)
	is := func(x ast.Expr) bool {
		id, isID := ast.Unparen(x).(*ast.Ident)
		return isID && (info.Uses[id] == v || info.Defs[id] == v)
	}
	// holds reports whether the statements on the stack run: every
	// enclosing if decided, no loop, switch or closure in between.
	holds := func() bool {
		for i := 1; i < len(stack); i++ {
			switch n := stack[i].(type) {
			case *ast.BlockStmt, *ast.ExprStmt, *ast.AssignStmt, *ast.DeclStmt, *ast.GenDecl, *ast.ValueSpec:
			case *ast.IfStmt:
				if n.Init != nil {
					ok = false
					return false
				}
				c, known := d.cond(n.Cond, env)
				if !known {
					ok = false
					return false
				}
				if inElse := n.Else != nil && i+1 < len(stack) && stack[i+1] == n.Else; c == inElse {
					return false
				}
			default:
				ok = false
				return false
			}
		}
		return true
	}
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		stack = append(stack, n)
		if !ok {
			return true
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if !is(lhs) {
					continue
				}
				switch {
				case len(n.Lhs) != len(n.Rhs) || n.Pos() > use:
					ok = ok && n.Pos() > use
				case n.Tok == token.DEFINE && def == nil:
					def = n.Rhs[i]
					ok = len(stack) == 2 // the function body's own statement
				case n.Tok == token.ASSIGN && isAppendTo(info, n.Rhs[i], is):
					if holds() {
						appends = append(appends, n.Rhs[i].(*ast.CallExpr))
					}
				default:
					ok = false
				}
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				if info.Defs[name] == v && i < len(n.Values) && len(n.Names) == len(n.Values) {
					def = n.Values[i]
					ok = len(stack) == 4 // body, DeclStmt, GenDecl, ValueSpec
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && is(n.X) {
				ok = false
			}
		case *ast.IncDecStmt:
			if is(n.X) {
				ok = false
			}
		}
		return true
	})
	if !ok || def == nil {
		return nil
	}
	out := d.elements(def, env)
	if out == nil {
		return nil
	}
	for _, call := range appends {
		if call.Ellipsis.IsValid() {
			return nil
		}
		for _, arg := range call.Args[1:] {
			out = append(out, tbind{x: arg, env: env})
		}
	}
	return out
}

// isAppendTo reports x = append(x, …), is telling x.
func isAppendTo(info *types.Info, x ast.Expr, is func(ast.Expr) bool) bool {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return false
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	b, ok := info.Uses[id].(*types.Builtin)
	return ok && b.Name() == "append" && is(call.Args[0])
}

// cond decides the boolean condition x under env: comparisons of constant
// strings, of their lengths, !, && and ||.
func (d *tableDecls) cond(x ast.Expr, env *tenv) (value, known bool) {
	info := d.a.pass.TypesInfo
	if tv, ok := info.Types[x]; ok && tv.Value != nil && tv.Value.Kind() == constant.Bool {
		return constant.BoolVal(tv.Value), true
	}
	switch x := ast.Unparen(x).(type) {
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			v, ok := d.cond(x.X, env)
			return !v, ok
		}
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LAND, token.LOR:
			l, lok := d.cond(x.X, env)
			r, rok := d.cond(x.Y, env)
			stop := x.Op == token.LOR // the value one known side decides
			switch {
			case lok && l == stop, rok && r == stop:
				return stop, true
			case lok && rok:
				return !stop, true
			}
			return false, false
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			l, lok := d.operand(x.X, env)
			r, rok := d.operand(x.Y, env)
			if !lok || !rok || l.Kind() != r.Kind() {
				return false, false
			}
			return constant.Compare(l, x.Op, r), true
		}
	}
	return false, false
}

// operand is the constant value of a comparison's operand: a string, or
// an integer such as len(s) of a constant s.
func (d *tableDecls) operand(x ast.Expr, env *tenv) (constant.Value, bool) {
	info := d.a.pass.TypesInfo
	if tv, ok := info.Types[x]; ok && tv.Value != nil && tv.Value.Kind() == constant.Int {
		return tv.Value, true
	}
	if call, ok := ast.Unparen(x).(*ast.CallExpr); ok && len(call.Args) == 1 {
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
			if b, ok := info.Uses[id].(*types.Builtin); ok && b.Name() == "len" {
				if s, ok := d.str(call.Args[0], env); ok && !strings.Contains(s, "\x00") {
					return constant.MakeInt64(int64(len(s))), true
				}
				return nil, false
			}
		}
	}
	if t := info.TypeOf(x); t == nil {
		return nil, false
	} else if b, ok := t.Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return nil, false
	}
	s, ok := d.str(x, env)
	if !ok || strings.Contains(s, "\x00") {
		return nil, false // a helper's parameter mark is no value to compare
	}
	return constant.MakeString(s), true
}

// tableName is the table that the table-name expression x of a request
// names: its constant value, else its name pattern when that picks out a
// declared table (tables.Schema.ByPattern). A pattern that picks out none leaves
// the table unknown.
func (a *analysis_) tableName(x ast.Expr) (string, bool) {
	if x == nil {
		return "", false
	}
	v := a.ev.Eval(x)
	if name, ok := v.Const(); ok {
		return name, true
	}
	if name, ok := a.fieldConst(x); ok {
		return name, true
	}
	if name := a.envTable(x); name != "" {
		return name, true
	}
	p := namePattern(v)
	if p == "" || a.res.Schema.ByPattern(p) == nil {
		return "", false
	}
	return p, true
}
