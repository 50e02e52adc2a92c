package taint

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"unicode"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

// Checker finds the checks of one package that rule the separator out of a
// value: a call that tests the value for it, a parser whose accepted text
// cannot hold it, an allow-list switch, a configured sanitizer, or a
// function (of the package, or of another one through imported) that does
// one of these on its parameter.
//
// The keys engine asks it which exported functions check a parameter (its
// validator facts); the keyinjection rule asks it whether a key component
// is checked.
type Checker struct {
	info       *types.Info
	pkg        *types.Package
	sep        string
	sanitizers map[string]bool // configured, by FullName
	imported   func(*types.Func) ([]int, bool)
	decls      map[*types.Func]*ast.FuncDecl
	params     map[paramKey]paramState
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

// NewChecker returns a Checker for the package pkg (with its type
// information and files) and the separator sep. sanitizers names more
// checking functions by FullName. imported tells which parameters a
// function of another package checks (the engine's validator facts); nil
// knows none.
func NewChecker(info *types.Info, pkg *types.Package, files []*ast.File, sep string, sanitizers []string,
	imported func(*types.Func) (params []int, ok bool)) *Checker {
	c := &Checker{
		info:       info,
		pkg:        pkg,
		sep:        sep,
		sanitizers: map[string]bool{},
		imported:   imported,
		decls:      map[*types.Func]*ast.FuncDecl{},
		params:     map[paramKey]paramState{},
	}
	for _, s := range sanitizers {
		if s = strings.TrimSpace(s); s != "" {
			c.sanitizers[s] = true
		}
	}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := info.Defs[fd.Name].(*types.Func); ok {
					c.decls[fn] = fd
				}
			}
		}
	}
	return c
}

// Candidate is one form a value takes in the code: a local variable it went
// through (Var), or the expression that read it (Expr), with the function
// to search for checks on it.
type Candidate struct {
	Var  *types.Var
	Expr ast.Expr
	Func ast.Node
}

// Verdict is what the checks found for one value.
type Verdict struct {
	Checked bool
	// Lenient names a parser called on the value that looks like a check
	// but accepts the separator ("ksuid.Parse"), for messages.
	Lenient string
}

// Scan looks in cand.Func for a check on the candidate value. keyPos is the
// position of the key built from it (a switch allow-list guards keys built
// inside it), or token.NoPos.
func (c *Checker) Scan(cand Candidate, keyPos token.Pos) Verdict {
	var out Verdict
	ast.Inspect(cand.Func, func(n ast.Node) bool {
		if out.Checked {
			return false
		}
		switch n := n.(type) {
		case *ast.CallExpr:
			ok, lenient := c.callChecks(n, cand)
			if ok {
				out.Checked = true
			} else if lenient != "" && out.Lenient == "" {
				out.Lenient = lenient
			}
		case *ast.SwitchStmt:
			if c.allowList(n, cand, keyPos) {
				out.Checked = true
			}
		}
		return true
	})
	return out
}

// Validators returns the exported functions of the package that check some
// of their parameters, with the indices of those parameters.
func (c *Checker) Validators() map[*types.Func][]int {
	out := map[*types.Func][]int{}
	for fn := range c.decls {
		if !fn.Exported() {
			continue
		}
		var params []int
		for i := range fn.Type().(*types.Signature).Params().Len() {
			if c.ChecksParam(fn, i) {
				params = append(params, i)
			}
		}
		if len(params) > 0 {
			out[fn] = params
		}
	}
	return out
}

// callChecks reports whether call checks the candidate value in a way that
// rules out the separator; if not, lenient names a parser called on it that
// only looks like a check.
func (c *Checker) callChecks(call *ast.CallExpr, cand Candidate) (ok bool, lenient string) {
	fn := keyexpr.Callee(c.info, call)
	if fn == nil {
		return false, ""
	}
	arg := func(i int) bool { return i < len(call.Args) && c.matches(call.Args[i], cand) }
	full := FullName(fn)
	switch full {
	case "strings.Contains", "strings.Index", "strings.LastIndex", "strings.Count":
		// v has no s, and s is part of the separator: v has no separator.
		if arg(0) && len(call.Args) == 2 {
			s, ok := ConstString(c.info, call.Args[1])
			return ok && s != "" && strings.Contains(c.sep, s), ""
		}
	case "strings.ContainsAny", "strings.IndexAny", "strings.LastIndexAny":
		if arg(0) && len(call.Args) == 2 {
			s, ok := ConstString(c.info, call.Args[1])
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
		if arg(i) && c.ChecksParam(fn, i) {
			return true, ""
		}
	}
	return false, ""
}

// allowList reports a switch on the candidate whose cases are constants
// without the separator, guarding the key: the key is built inside a case,
// or the default case leaves the function (or loop iteration).
func (c *Checker) allowList(sw *ast.SwitchStmt, cand Candidate, keyPos token.Pos) bool {
	if sw.Tag == nil || !c.matches(sw.Tag, cand) {
		return false
	}
	cases, guarded := 0, false
	for _, st := range sw.Body.List {
		cl := st.(*ast.CaseClause)
		if cl.List == nil {
			if terminates(c.info, cl.Body) {
				guarded = true
			}
			continue
		}
		for _, x := range cl.List {
			s, ok := ConstString(c.info, x)
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
		if fn := keyexpr.Callee(info, call); fn != nil {
			switch FullName(fn) {
			case "log.Fatal", "log.Fatalf", "log.Fatalln", "log.Panic", "log.Panicf", "log.Panicln", "os.Exit", "runtime.Goexit":
				return true
			}
		}
	}
	return false
}

// ChecksParam reports whether fn checks its i-th parameter: a function of
// this package whose body does one of the checks on the parameter, or a
// function of another package that imported says checks it.
func (c *Checker) ChecksParam(fn *types.Func, i int) bool {
	fn = fn.Origin()
	if fn.Pkg() != c.pkg {
		if fn.Pkg() == nil || c.imported == nil {
			return false
		}
		params, ok := c.imported(fn)
		return ok && slices.Contains(params, i)
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
		if p := paramVar(fn, i); p != nil && isString(p.Type()) {
			ok = c.Scan(Candidate{Var: p, Func: fd}, token.NoPos).Checked
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

// matches reports whether x is the candidate value: the variable, or an
// expression that reads the same input (r.PathValue("id"), in.UserID),
// possibly converted (string(id), []byte(id)).
func (c *Checker) matches(x ast.Expr, cand Candidate) bool {
	x = ast.Unparen(x)
	if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if tv, ok := c.info.Types[call.Fun]; ok && tv.IsType() {
			x = ast.Unparen(call.Args[0])
		}
	}
	if cand.Var != nil {
		id, ok := x.(*ast.Ident)
		return ok && c.info.Uses[id] == cand.Var
	}
	return sameExpr(c.info, x, cand.Expr)
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

// ConstString returns the value of a constant string expression.
func ConstString(info *types.Info, x ast.Expr) (string, bool) {
	tv, ok := info.Types[x]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

func (c *Checker) constInt(x ast.Expr) (int64, bool) {
	tv, ok := c.info.Types[x]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(tv.Value)
}

func (c *Checker) constIntOr(x ast.Expr, def int64) int64 {
	if n, ok := c.constInt(x); ok {
		return n
	}
	return def
}

// rulesOut reports whether a value made only of runes allowed by alphabet
// cannot contain the separator: some rune of the separator is not allowed.
func (c *Checker) rulesOut(alphabet func(rune) bool) bool {
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
