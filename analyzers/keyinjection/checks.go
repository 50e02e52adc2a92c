package keyinjection

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/internal/taint"
)

// checker holds one package's state.
type checker struct {
	pass       *analysis.Pass
	sep        string
	sanitizers map[string]bool // configured, by taint.FullName
	funcs      *taint.Funcs
	vars       map[token.Pos]*types.Var // local variables by declaration position
	decls      map[*types.Func]*ast.FuncDecl
	params     map[paramKey]paramState
	routes     map[string]bool // path parameters constrained by a route pattern
}

type paramKey struct {
	fn *types.Func
	i  int
}

type paramState uint8

const (
	inProgress paramState = iota + 1 // a recursive call: not (yet) a check
	checks
	noCheck
)

func newChecker(pass *analysis.Pass, sep string, sanitizers []string) *checker {
	c := &checker{
		pass:       pass,
		sep:        sep,
		sanitizers: map[string]bool{},
		funcs:      taint.NewFuncs(pass.Files),
		vars:       map[token.Pos]*types.Var{},
		decls:      map[*types.Func]*ast.FuncDecl{},
		params:     map[paramKey]paramState{},
	}
	for _, s := range sanitizers {
		if s = strings.TrimSpace(s); s != "" {
			c.sanitizers[s] = true
		}
	}
	for id, obj := range pass.TypesInfo.Defs {
		if v, ok := obj.(*types.Var); ok && !v.IsField() && v.Pos() == id.Pos() {
			c.vars[id.Pos()] = v
		}
	}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					c.decls[fn] = fd
				}
			}
		}
	}
	return c
}

// scan looks in cand.fn for a check on the candidate value.
func (c *checker) scan(cand candidate, keyPos token.Pos) verdict {
	var out verdict
	ast.Inspect(cand.fn, func(n ast.Node) bool {
		if out.checked {
			return false
		}
		switch n := n.(type) {
		case *ast.CallExpr:
			ok, lenient := c.callChecks(n, cand)
			if ok {
				out.checked = true
			} else if lenient != "" && out.lenient == "" {
				out.lenient = lenient
			}
		case *ast.SwitchStmt:
			if c.allowList(n, cand, keyPos) {
				out.checked = true
			}
		}
		return true
	})
	return out
}

// callChecks reports whether call checks the candidate value in a way that
// rules out the separator; if not, lenient names a parser called on it that
// only looks like a check.
func (c *checker) callChecks(call *ast.CallExpr, cand candidate) (ok bool, lenient string) {
	fn := taint.Callee(c.pass.TypesInfo, call)
	if fn == nil {
		return false, ""
	}
	arg := func(i int) bool { return i < len(call.Args) && c.matches(call.Args[i], cand) }
	full := taint.FullName(fn)
	switch full {
	case "strings.Contains", "strings.Index", "strings.LastIndex", "strings.Count":
		// v has no s, and s is part of the separator: v has no separator.
		if arg(0) && len(call.Args) == 2 {
			s, ok := c.constString(call.Args[1])
			return ok && s != "" && strings.Contains(c.sep, s), ""
		}
	case "strings.ContainsAny", "strings.IndexAny", "strings.LastIndexAny":
		if arg(0) && len(call.Args) == 2 {
			s, ok := c.constString(call.Args[1])
			return ok && strings.ContainsAny(c.sep, s), ""
		}
	case "strings.ContainsRune", "strings.IndexRune", "strings.IndexByte", "strings.LastIndexByte":
		if arg(0) && len(call.Args) == 2 {
			r, ok := c.constInt(call.Args[1])
			return ok && strings.ContainsRune(c.sep, rune(r)), ""
		}
	case "regexp.Regexp.MatchString":
		// The pattern is assumed to exclude the separator: reading it
		// would need its value and a proof that it anchors both ends.
		return arg(0), ""
	case "regexp.MatchString":
		return arg(1), ""
	case "github.com/google/uuid.Parse", "github.com/google/uuid.MustParse", "github.com/google/uuid.Validate":
		return arg(0) && c.rulesOut(isUUIDRune), ""
	case "github.com/oklog/ulid/v2.ParseStrict", "github.com/oklog/ulid/v2.MustParseStrict",
		"github.com/oklog/ulid.ParseStrict", "github.com/oklog/ulid.MustParseStrict":
		return arg(0) && c.rulesOut(isAlnum), ""
	case "github.com/oklog/ulid/v2.Parse", "github.com/oklog/ulid/v2.MustParse",
		"github.com/oklog/ulid.Parse", "github.com/oklog/ulid.MustParse",
		"github.com/segmentio/ksuid.Parse":
		// Lenient: they decode any text of the right length.
		if arg(0) {
			return false, fn.Pkg().Name() + "." + fn.Name()
		}
	case "strconv.Atoi":
		return arg(0) && c.rulesOut(isSignedDecimal), ""
	case "strconv.ParseInt", "strconv.ParseUint":
		if arg(0) && len(call.Args) == 3 {
			return c.rulesOut(intAlphabet(c.constIntOr(call.Args[1], 0), fn.Name() == "ParseInt")), ""
		}
	}
	if c.sanitizers[full] {
		for i := range call.Args {
			if arg(i) {
				return true, ""
			}
		}
	}
	for i := range call.Args {
		if arg(i) && c.checksParam(fn, i) {
			return true, ""
		}
	}
	return false, ""
}

// routeParam matches a path parameter with a pattern in a gorilla/mux or chi
// route ("/users/{id:[0-9]+}"), capturing its name.
var routeParam = regexp.MustCompile(`\{([A-Za-z_][A-Za-z0-9_]*):`)

// routeChecked reports a read of a path parameter (mux.Vars(r)["id"],
// chi.URLParam(r, "id")) that some route of this package constrains with a
// pattern, which the router matches before the handler runs. Like a
// MatchString check, the pattern is assumed to exclude the separator. Routes
// are matched by parameter name, in any string constant of the package:
// routes registered in another package are not seen.
func (c *checker) routeChecked(x ast.Expr) bool {
	var name string
	switch x := ast.Unparen(x).(type) {
	case *ast.IndexExpr:
		if _, field := ast.Unparen(x.X).(*ast.SelectorExpr); !field { // not an event's PathParameters
			name, _ = c.constString(x.Index)
		}
	case *ast.CallExpr:
		if fn := taint.Callee(c.pass.TypesInfo, x); fn != nil && len(x.Args) == 2 {
			switch taint.FullName(fn) {
			case "github.com/go-chi/chi/v5.URLParam", "github.com/go-chi/chi.URLParam":
				name, _ = c.constString(x.Args[1])
			}
		}
	}
	if name == "" {
		return false
	}
	if c.routes == nil {
		c.routes = map[string]bool{}
		for _, f := range c.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if s, ok := c.constString(lit); ok {
						for _, m := range routeParam.FindAllStringSubmatch(s, -1) {
							c.routes[m[1]] = true
						}
					}
				}
				return true
			})
		}
	}
	return c.routes[name]
}

// allowList reports a switch on the candidate whose cases are constants
// without the separator, guarding the key: the key is built inside a case,
// or the default case leaves the function (or loop iteration).
func (c *checker) allowList(sw *ast.SwitchStmt, cand candidate, keyPos token.Pos) bool {
	if sw.Tag == nil || !c.matches(sw.Tag, cand) {
		return false
	}
	cases, guarded := 0, false
	for _, st := range sw.Body.List {
		cl := st.(*ast.CaseClause)
		if cl.List == nil {
			if terminates(c.pass.TypesInfo, cl.Body) {
				guarded = true
			}
			continue
		}
		for _, x := range cl.List {
			s, ok := c.constString(x)
			if !ok || strings.Contains(s, c.sep) {
				return false
			}
			cases++
		}
		if keyPos.IsValid() && cl.Colon < keyPos && keyPos < cl.End() {
			guarded = true
		}
	}
	return cases > 0 && guarded
}

// terminates reports a statement list that ends by leaving the function or
// the loop iteration: return, continue, goto, panic, log.Fatal, os.Exit.
func terminates(info *types.Info, body []ast.Stmt) bool {
	if len(body) == 0 {
		return false
	}
	switch s := body[len(body)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BranchStmt:
		return s.Tok == token.CONTINUE || s.Tok == token.GOTO
	case *ast.ExprStmt:
		call, ok := ast.Unparen(s.X).(*ast.CallExpr)
		if !ok {
			return false
		}
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
			if b, ok := info.Uses[id].(*types.Builtin); ok {
				return b.Name() == "panic"
			}
		}
		if fn := taint.Callee(info, call); fn != nil {
			switch taint.FullName(fn) {
			case "log.Fatal", "log.Fatalf", "log.Fatalln", "log.Panic", "log.Panicf", "log.Panicln", "os.Exit", "runtime.Goexit":
				return true
			}
		}
	}
	return false
}

// checksParam reports whether fn checks its i-th parameter: a function of
// this package whose body does one of the checks on the parameter, or a
// function of another package with a ValidatorFact for this separator.
func (c *checker) checksParam(fn *types.Func, i int) bool {
	fn = fn.Origin()
	if fn.Pkg() != c.pass.Pkg {
		var f ValidatorFact
		return fn.Pkg() != nil && c.pass.ImportObjectFact(fn, &f) && f.Sep == c.sep && slices.Contains(f.Params, i)
	}
	key := paramKey{fn, i}
	switch c.params[key] {
	case inProgress, noCheck:
		return false
	case checks:
		return true
	}
	c.params[key] = inProgress
	ok := false
	if fd := c.decls[fn]; fd != nil {
		if p := paramVar(fn, i); p != nil && isStringType(p.Type()) {
			ok = c.scan(candidate{v: p, fn: fd}, token.NoPos).checked
		}
	}
	c.params[key] = noCheck
	if ok {
		c.params[key] = checks
	}
	return ok
}

// paramVar returns the i-th parameter of fn, or nil (also for the variadic
// one).
func paramVar(fn *types.Func, i int) *types.Var {
	sig := fn.Type().(*types.Signature)
	if i >= sig.Params().Len() || sig.Variadic() && i == sig.Params().Len()-1 {
		return nil
	}
	return sig.Params().At(i)
}

// exportFacts exports a ValidatorFact for every exported function of the
// package that checks one of its parameters.
func (c *checker) exportFacts() {
	for fn := range c.decls {
		if !fn.Exported() {
			continue
		}
		var params []int
		for i := range fn.Type().(*types.Signature).Params().Len() {
			if c.checksParam(fn, i) {
				params = append(params, i)
			}
		}
		if len(params) > 0 {
			c.pass.ExportObjectFact(fn, &ValidatorFact{Sep: c.sep, Params: params})
		}
	}
}

// matches reports whether x is the candidate value: the variable, or an
// expression that reads the same input (r.PathValue("id"), in.UserID),
// possibly converted (string(id), []byte(id)).
func (c *checker) matches(x ast.Expr, cand candidate) bool {
	x = ast.Unparen(x)
	if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if tv, ok := c.pass.TypesInfo.Types[call.Fun]; ok && tv.IsType() {
			x = ast.Unparen(call.Args[0])
		}
	}
	if cand.v != nil {
		id, ok := x.(*ast.Ident)
		return ok && c.pass.TypesInfo.Uses[id] == cand.v
	}
	return sameExpr(c.pass.TypesInfo, x, cand.x)
}

// sameExpr reports whether two expressions read the same thing: the same
// shape, with identifiers that denote the same objects.
func sameExpr(info *types.Info, a, b ast.Expr) bool {
	a, b = ast.Unparen(a), ast.Unparen(b)
	switch a := a.(type) {
	case *ast.Ident:
		b, ok := b.(*ast.Ident)
		if !ok || a.Name != b.Name {
			return false
		}
		oa, ob := info.ObjectOf(a), info.ObjectOf(b)
		return oa == ob
	case *ast.BasicLit:
		b, ok := b.(*ast.BasicLit)
		if !ok {
			return false
		}
		ta, tb := info.Types[a], info.Types[b]
		if ta.Value != nil && tb.Value != nil {
			return constant.Compare(ta.Value, token.EQL, tb.Value)
		}
		return a.Kind == b.Kind && a.Value == b.Value
	case *ast.SelectorExpr:
		b, ok := b.(*ast.SelectorExpr)
		return ok && a.Sel.Name == b.Sel.Name && sameExpr(info, a.X, b.X)
	case *ast.CallExpr:
		b, ok := b.(*ast.CallExpr)
		if !ok || len(a.Args) != len(b.Args) || (a.Ellipsis == token.NoPos) != (b.Ellipsis == token.NoPos) || !sameExpr(info, a.Fun, b.Fun) {
			return false
		}
		for i := range a.Args {
			if !sameExpr(info, a.Args[i], b.Args[i]) {
				return false
			}
		}
		return true
	case *ast.IndexExpr:
		b, ok := b.(*ast.IndexExpr)
		return ok && sameExpr(info, a.X, b.X) && sameExpr(info, a.Index, b.Index)
	case *ast.StarExpr:
		b, ok := b.(*ast.StarExpr)
		return ok && sameExpr(info, a.X, b.X)
	}
	return false
}

func (c *checker) constString(x ast.Expr) (string, bool) {
	tv, ok := c.pass.TypesInfo.Types[x]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

func (c *checker) constInt(x ast.Expr) (int64, bool) {
	tv, ok := c.pass.TypesInfo.Types[x]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(tv.Value)
}

func (c *checker) constIntOr(x ast.Expr, def int64) int64 {
	if n, ok := c.constInt(x); ok {
		return n
	}
	return def
}

// rulesOut reports whether a value made only of runes allowed by alphabet
// cannot contain the separator: some rune of the separator is not allowed.
func (c *checker) rulesOut(alphabet func(rune) bool) bool {
	for _, r := range c.sep {
		if !alphabet(r) {
			return true
		}
	}
	return false
}

// isUUIDRune allows the text uuid.Parse accepts: hex digits and hyphens,
// the braces of {…}, and the "urn:uuid:" prefix in any case.
func isUUIDRune(r rune) bool {
	return isHex(r) || strings.ContainsRune("-{}:uUrRnNiIdD", r)
}

func isHex(r rune) bool {
	return '0' <= r && r <= '9' || 'a' <= r && r <= 'f' || 'A' <= r && r <= 'F'
}

func isAlnum(r rune) bool {
	return r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

func isSignedDecimal(r rune) bool { return '0' <= r && r <= '9' || r == '+' || r == '-' }

// intAlphabet is the text strconv.ParseInt (signed) or ParseUint accepts in
// base: decimal digits up to base 10, letters above, and with base 0 the
// 0x/0o/0b prefixes and underscores.
func intAlphabet(base int64, signed bool) func(rune) bool {
	return func(r rune) bool {
		switch {
		case signed && (r == '+' || r == '-'):
			return true
		case '0' <= r && r <= '9':
			return true
		case base == 0:
			return isAlnum(r) || r == '_'
		case base > 10:
			return isAlnum(r)
		}
		return false
	}
}

func isStringType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}
