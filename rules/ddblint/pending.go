package ddblint

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/analyzers/pkcardinality"
	"github.com/ddblint/ddblint/internal/astpath"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/join"
	"github.com/ddblint/ddblint/internal/keymap"
	"github.com/ddblint/ddblint/rules"
)

// Result is the ddblint pass's result: what the package leaves for the
// module-wide join (internal/join), which the ddblint command runs after
// every package is analysed, and its part of the key map (internal/keymap).
type Result struct {
	Join join.Summary
	// Map is the package's part of the key map, nil if it has none.
	Map *keymap.Summary
}

// JoinSummary implements join.Provider.
func (r *Result) JoinSummary() *join.Summary {
	if r == nil {
		return nil
	}
	return &r.Join
}

var resultType = reflect.TypeOf((*Result)(nil))

// pendingFindings judges the package's pending key sets (keys.Result.Pending:
// tagged struct literals with no sign in the package that they reach
// DynamoDB) as the rules would judge them as items, beside the package's
// other sets: each finding the pending sets add is a join.Finding on the
// set's type. reported are the findings of the sets alone, before any was
// dropped. Directives apply as to any finding (one silencing a pending
// finding counts as used).
func pendingFindings(pass *analysis.Pass, res *keys.Result, enabled []rules.Rule, reported []analysis.Diagnostic, dirs []*directive, skip func(analysis.Diagnostic) bool) ([]join.Finding, error) {
	all := *res
	all.Sets = append(slices.Clone(res.Sets), res.Pending...)
	p := *pass
	p.ResultOf = map[*analysis.Analyzer]any{}
	for a, r := range pass.ResultOf {
		p.ResultOf[a] = r
	}
	p.ResultOf[keys.Analyzer] = &all
	type sig struct {
		pos      token.Pos
		rule, at string
	}
	had := map[sig]bool{}
	for _, d := range reported {
		had[sig{d.Pos, d.Category, d.Message}] = true
	}
	var diags []analysis.Diagnostic
	for _, r := range enabled {
		rp := p
		rp.Analyzer = r.Analyzer
		rp.Report = func(d analysis.Diagnostic) {
			if !had[sig{d.Pos, d.Category, d.Message}] {
				diags = append(diags, d)
			}
		}
		if _, err := r.Analyzer.Run(&rp); err != nil {
			return nil, err
		}
	}
	diags = slices.DeleteFunc(diags, func(d analysis.Diagnostic) bool {
		return skip(d) || suppressed(pass.Fset, dirs, d)
	})
	diags, _ = once(&p, diags)
	var out []join.Finding
	for _, d := range diags {
		if needs := pendingType(res.Pending, d); needs != "" && !skip(d) && !suppressed(pass.Fset, dirs, d) {
			out = append(out, join.Finding{Diagnostic: d, Needs: needs, In: funcAt(pass, d.Pos)})
		}
	}
	return out, nil
}

// funcAt names the function declared around pos, as join.Call.Func does;
// "" outside one.
func funcAt(pass *analysis.Pass, pos token.Pos) string {
	for _, f := range pass.Files {
		if f.FileStart > pos || pos > f.FileEnd {
			continue
		}
		path := astpath.Path(f, pos, pos)
		for _, n := range path {
			if fd, ok := n.(*ast.FuncDecl); ok {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					return fn.FullName()
				}
			}
		}
	}
	return ""
}

// calledFuncs are the functions of other packages at whose calls the
// package reports a finding (the key is the call: a constructor's literal
// read through its facts), with the finding's rule.
func calledFuncs(pass *analysis.Pass, res *keys.Result, reported []analysis.Diagnostic) []join.Call {
	if len(reported) == 0 {
		return nil // most packages: no index of the keys to build
	}
	at := map[token.Pos][]*keys.Key{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Expr != nil {
				at[k.Expr.Pos()] = append(at[k.Expr.Pos()], k)
			}
		}
	}
	var out []join.Call
	for _, d := range reported {
		for _, k := range at[d.Pos] {
			call, ok := ast.Unparen(k.Expr).(*ast.CallExpr)
			if !ok {
				continue
			}
			fn := typeutil.StaticCallee(pass.TypesInfo, call)
			if fn == nil || fn.Pkg() == nil || fn.Pkg() == pass.Pkg {
				continue
			}
			if c := (join.Call{Func: fn.Origin().FullName(), Rule: d.Category}); !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// pendingType is the type of the pending set whose key d is about: the
// key value at d's position, or else the set's own position.
func pendingType(pending []*keys.KeySet, d analysis.Diagnostic) string {
	for _, s := range pending {
		for _, ks := range [][]*keys.Key{s.Keys, s.TypeKeys} {
			for _, k := range ks {
				if k.Expr != nil && k.Expr.Pos() <= d.Pos && d.Pos < k.Expr.End() {
					return s.Needs
				}
			}
		}
	}
	for _, s := range pending {
		if s.Pos == d.Pos {
			return s.Needs
		}
	}
	return ""
}

// callerGrowth is, for the package's calls of exported functions and
// methods of other packages, the evidence each call shows that the items
// the callee writes grow with use (pkcardinality.Minter.FuncGrowth: the
// function around the call handles events), once per callee: what the
// callee's package, which sees no caller, left pending on it
// (pkcardinality's Result). A method called through an interface is named
// by its name and signature (pkcardinality.IfaceName): the implementation
// it runs may be in a package this one never sees. Calls of the standard
// library and of the SDKs are left out, and so are the bodies of functions
// that show no growth: most of them.
func callerGrowth(pass *analysis.Pass, res *keys.Result) []join.Growth {
	var m *pkcardinality.Minter
	growthOf := func(fn ast.Node) string {
		if !pkcardinality.HandlesEvents(pass, fn) {
			return "" // most functions
		}
		if m == nil {
			m = pkcardinality.NewMinter(pass, res)
		}
		return m.FuncGrowth(fn)
	}
	var out []join.Growth
	seen := map[string]bool{}
	record := func(call *ast.CallExpr, why string) {
		fn, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
		if !ok || fn.Pkg() == nil || !fn.Exported() || keys.IsStdObject(pass.Fset, fn) || sdk.IsSDKPath(fn.Pkg().Path()) {
			return
		}
		name := fn.Origin().FullName()
		if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil && types.IsInterface(sig.Recv().Type()) {
			// The interface may well be this package's own.
			if name = pkcardinality.IfaceName(pass.Fset, fn); name == "" {
				return
			}
		} else if fn.Pkg() == pass.Pkg {
			return // its package sees the call (pkcardinality's callers)
		}
		if !seen[name] {
			seen[name] = true
			out = append(out, join.Growth{Func: name, Why: why})
		}
	}
	var walk func(body ast.Node, why string)
	walk = func(body ast.Node, why string) {
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				walk(n.Body, growthOf(n))
				return false
			case *ast.CallExpr:
				if why != "" {
					record(n, why)
				}
			}
			return true
		})
	}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				walk(fd.Body, growthOf(fd))
			}
		}
	}
	return out
}
