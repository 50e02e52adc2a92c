package keys

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// Projects seldom call an id library where they build an item: a domain
// package wraps it (func NewOrgID() (OrgID, error) { u, err :=
// uuid.NewV4(); … return OrgID(u.String()), nil }), and the store calls the
// wrapper. A function whose every successful return hands back a freshly
// minted id, directly or through such a wrapper, is a minter: MintsFact
// carries that to the packages that call it, where pkcardinality reads a
// new id per write as a set that grows.

// MintsFact marks a function whose first result is a new id on every
// successful return.
type MintsFact struct{}

func (*MintsFact) AFact()         {}
func (*MintsFact) String() string { return "mints" }

// idPackageWords name the packages that mint ids: google/uuid,
// gofrs/uuid, oklog/ulid, segmentio/ksuid, rs/xid, bwmarrin/snowflake,
// go-nanoid, shortid, shortuuid.
var idPackageWords = []string{"uuid", "ulid", "ksuid", "xid", "snowflake", "nanoid", "shortid"}

// isIDLibraryGenerator reports a function of an id package whose name
// mints one (New…, Make, Must…, Generate…): parsers (Parse, FromString)
// do not.
func isIDLibraryGenerator(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	path := strings.ToLower(fn.Pkg().Path())
	isIDPkg := false
	for _, w := range idPackageWords {
		if strings.Contains(path, w) {
			isIDPkg = true
			break
		}
	}
	if !isIDPkg {
		return false
	}
	n := fn.Name()
	return strings.HasPrefix(n, "New") || n == "Make" || strings.HasPrefix(n, "Must") || strings.HasPrefix(n, "Generate")
}

// IsIDGenerator reports a function that mints an id: one of an id library
// (see isIDLibraryGenerator), or a minter of the module, by its fact or,
// in pass's package, by its body.
//
// pass is a pass of an analyzer that requires this one: only this
// analyzer's passes read its facts, so the minters of other packages that
// the package calls are recorded in its Result.
func IsIDGenerator(pass *analysis.Pass, fn *types.Func) bool {
	if isIDLibraryGenerator(fn) {
		return true
	}
	res, _ := pass.ResultOf[Analyzer].(*Result)
	return res != nil && res.minters[fn.Origin()]
}

// maxMinterRounds bounds the rounds findMinters makes over the package's
// functions: a wrapper of a wrapper is found in the second.
const maxMinterRounds = 3

// findMinters finds the package's minters, exporting a MintsFact for
// each, and records them in the result for the package's own rules.
func (a *analysis_) findMinters() {
	var decls []*ast.FuncDecl
	for _, f := range a.files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && fd.Type.Results != nil {
				decls = append(decls, fd)
			}
		}
	}
	minters := map[*types.Func]bool{}
	isGen := func(fn *types.Func) bool {
		if isIDLibraryGenerator(fn) || minters[fn] {
			return true
		}
		return fn.Pkg() != nil && fn.Pkg() != a.pass.Pkg && a.pass.ImportObjectFact(fn.Origin(), new(MintsFact))
	}
	for range maxMinterRounds {
		found := false
		for _, fd := range decls {
			fn, _ := a.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fn == nil || minters[fn] {
				continue
			}
			if mintsOnSuccess(a.pass.TypesInfo, fd, isGen) {
				minters[fn] = true
				found = true
			}
		}
		if !found {
			break
		}
	}
	for fn := range minters {
		if fn.Exported() {
			a.pass.ExportObjectFact(fn, &MintsFact{})
		}
	}
	// The minters of other packages the package calls, for the rules
	// (IsIDGenerator), which cannot read this analyzer's facts.
	for fn := range a.calls() {
		if fn.Pkg() != nil && fn.Pkg() != a.pass.Pkg && !isIDLibraryGenerator(fn) && a.pass.ImportObjectFact(fn, new(MintsFact)) {
			minters[fn] = true
		}
	}
	a.res.minters = minters
}

// mintsOnSuccess reports a function whose every return that can succeed
// (all but those with a non-nil error last) gives as its first result an
// id minted by a call isGen accepts — or a value converted or formatted
// from one, or a variable the body assigns once from one — and that has
// at least one such return.
func mintsOnSuccess(info *types.Info, fd *ast.FuncDecl, isGen func(*types.Func) bool) bool {
	fn, _ := info.Defs[fd.Name].(*types.Func)
	if fn == nil {
		return false
	}
	sig := fn.Type().(*types.Signature)
	last := sig.Results().Len() - 1
	withErr := last > 0 && types.Identical(sig.Results().At(last).Type(), types.Universe.Lookup("error").Type())
	ok, n := true, 0
	ast.Inspect(fd.Body, func(node ast.Node) bool {
		switch node := node.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(node.Results) != sig.Results().Len() {
				ok = false // a bare return or a tuple call: not read
				return false
			}
			if withErr {
				if id, isID := ast.Unparen(node.Results[last]).(*ast.Ident); !isID || id.Name != "nil" {
					return false // a failure path
				}
			}
			n++
			if MintedBy(info, node.Results[0], fd.Body, isGen) == nil {
				ok = false
			}
		}
		return ok
	})
	return ok && n > 0
}

// maxMintDepth bounds the variables MintedBy follows.
const maxMintDepth = 4

// MintedBy returns the call minting x's value, nil if none: x itself when
// it is a call of a generator (isGen), a conversion or formatting of one
// (OrgID(u.String()), fmt.Sprint(ksuid.New())), a method of its result
// (uuid.New().String()), or the same of the one value a variable or
// field x reads is assigned in body (id := ulid.Make().String(); item.ID
// = uuid.NewString(); u, err := uuid.NewV4()).
func MintedBy(info *types.Info, x ast.Expr, body ast.Node, isGen func(*types.Func) bool) ast.Expr {
	for depth := 0; x != nil && depth <= maxMintDepth; depth++ {
		base, call := generatorCall(info, x, isGen)
		if call != nil {
			return call
		}
		x = oneAssignment(base, body)
	}
	return nil
}

// generatorCall returns x when it is a call of a generator, or the
// generator call whose result x converts or formats; else nil and the
// expression peeling x stopped at.
func generatorCall(info *types.Info, x ast.Expr, isGen func(*types.Func) bool) (ast.Expr, ast.Expr) {
	for {
		call, ok := ast.Unparen(x).(*ast.CallExpr)
		if !ok {
			return x, nil
		}
		if fn := typeutil.StaticCallee(info, call); fn != nil && isGen(fn) {
			return nil, call
		}
		// uuid.New().String(), ulid.Make().String(), u.String()
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && len(call.Args) == 0 {
			if id, isID := ast.Unparen(sel.X).(*ast.Ident); !isID || !isPkgName(info, id) {
				x = sel.X
				continue
			}
		}
		if len(call.Args) == 1 {
			x = call.Args[0]
			continue
		}
		// fmt.Sprintf("%s", uuid.New()): a format of one verb and nothing
		// else prints its one argument.
		if len(call.Args) == 2 && isSprintf(info, call) {
			if tv, ok := info.Types[call.Args[0]]; ok && tv.Value != nil && constant.StringVal(tv.Value) != "" && onlyVerb(constant.StringVal(tv.Value)) {
				x = call.Args[1]
				continue
			}
		}
		return x, nil
	}
}

// isSprintf reports a call of fmt.Sprintf.
func isSprintf(info *types.Info, call *ast.CallExpr) bool {
	fn := typeutil.StaticCallee(info, call)
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf"
}

// onlyVerb reports a format that is one %s or %v verb (flags allowed) and
// nothing else.
func onlyVerb(format string) bool {
	if len(format) < 2 || format[0] != '%' {
		return false
	}
	verb := format[len(format)-1]
	return (verb == 's' || verb == 'v') && !strings.ContainsAny(format[1:len(format)-1], "%sv")
}

func isPkgName(info *types.Info, id *ast.Ident) bool {
	_, ok := info.Uses[id].(*types.PkgName)
	return ok
}

// oneAssignment returns the one value body assigns to the variable or
// field x names (the first result of a call assigned to a tuple counts:
// u, err := uuid.NewV4()), nil if none or several.
func oneAssignment(x ast.Expr, body ast.Node) ast.Expr {
	switch ast.Unparen(x).(type) {
	case *ast.Ident, *ast.SelectorExpr:
	default:
		return nil
	}
	want := types.ExprString(ast.Unparen(x))
	var found ast.Expr
	n := 0
	ast.Inspect(body, func(node ast.Node) bool {
		switch a := node.(type) {
		case *ast.AssignStmt:
			for i, l := range a.Lhs {
				if types.ExprString(l) != want {
					continue
				}
				n++
				found = valueOf(i, len(a.Lhs), a.Rhs)
			}
		case *ast.ValueSpec:
			for i, l := range a.Names {
				if l.Name != want {
					continue
				}
				n++
				found = valueOf(i, len(a.Names), a.Values)
			}
		}
		return true
	})
	if n != 1 {
		return nil
	}
	return found
}

// valueOf is the value the i-th of n names is given by values: its own, or
// the tuple call's when it is the first of the tuple (u, err :=
// uuid.NewV4()); nil otherwise.
func valueOf(i, n int, values []ast.Expr) ast.Expr {
	switch {
	case n == len(values):
		return values[i]
	case i == 0 && len(values) == 1:
		return values[0]
	}
	return nil
}
