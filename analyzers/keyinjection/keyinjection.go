package keyinjection

import (
	"go/ast"
	"go/build"
	"go/token"
	"go/types"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/keyexpr"
	"github.com/ddblint/ddblint/internal/sdk"
)

const name = "keyinjection"

// Analyzer reports untrusted key components not checked for the separator.
var Analyzer = &analysis.Analyzer{
	Name:      name,
	Doc:       docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:       "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires:  []*analysis.Analyzer{keys.Analyzer},
	FactTypes: []analysis.Fact{(*ValidatorFact)(nil)},
	Run:       run,
}

// ValidatorFact marks an exported function of the analysed package that
// checks some of its string parameters in a way that rules out Sep (the
// separator the package was analysed with): passing a value to it counts as
// a check in the packages that import it, as printf's isWrapper fact makes
// wrappers known across packages.
type ValidatorFact struct {
	Sep    string
	Params []int // indices of the checked parameters
}

func (*ValidatorFact) AFact() {}

func (f *ValidatorFact) String() string {
	var b strings.Builder
	b.WriteString("validates")
	for _, i := range f.Params {
		b.WriteString(" #")
		b.WriteString(strconv.Itoa(i))
	}
	return b.String()
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	// The standard library and the SDK build no user keys and validate no
	// user input; skipping them keeps the fact pass over dependencies cheap.
	if isStdPass(pass) || sdk.IsSDKPath(pass.Pkg.Path()) {
		return nil, nil
	}
	c := newChecker(pass, res.Config.Separator, res.Config.InjectionSanitizers)
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			c.checkKey(k)
		}
	}
	c.exportFacts()
	return nil, nil
}

// checkKey reports the first untrusted, unchecked component of k.
func (c *checker) checkKey(k *keys.Key) {
	if k.Numeric {
		return // an N attribute: DynamoDB rejects a number with a separator
	}
	if len(k.Value.Parts) < 2 {
		// The untrusted value is the whole key: there is no structure for
		// it to escape, only the question of whether the caller may name
		// any key, which is authorisation, not injection.
		return
	}
	for i, p := range k.Value.Parts {
		h := p.Hole
		if h == nil || h.Taint == "" {
			continue
		}
		if k.Cond == "begins_with" && i == len(k.Value.Parts)-1 {
			// The end of a prefix query: a value with separators matches
			// fewer keys than its part before the first separator, which
			// the caller may send anyway. Nothing is escaped.
			continue
		}
		v := c.holeChecked(h, k.Expr.Pos())
		if v.checked {
			continue
		}
		hint := ""
		if v.lenient != "" {
			hint = "; " + v.lenient + " does not reject it"
		}
		diag.Report(c.pass, name, diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}, nil,
			"untrusted %s reaches %s unchecked: a value containing %q can address another entity's items%s",
			diag.Shorten(h.Taint), k.Describe(), c.sep, hint)
		return
	}
}

// verdict is what the checks found for one value.
type verdict struct {
	checked bool
	// lenient names a parser called on the value that looks like a check
	// but accepts the separator ("ksuid.Parse"), for the message.
	lenient string
}

// candidate is one form the untrusted value takes in the code: a local
// variable it went through, or the expression that read it.
type candidate struct {
	v  *types.Var
	x  ast.Expr
	fn ast.Node // the function to search for checks
}

// holeChecked looks for a check on the value of h: on the variables it went
// through, each in the function that declares it, and on the expression
// that read it, in the function holding that expression. keyPos is the key
// expression's position (a switch allow-list guards keys built inside it).
func (c *checker) holeChecked(h *keyexpr.Hole, keyPos token.Pos) verdict {
	var cands []candidate
	for _, pos := range h.Vars {
		if v := c.vars[pos]; v != nil {
			cands = append(cands, candidate{v: v, fn: c.funcs.Outermost(pos)})
		}
	}
	if h.ExprPos.IsValid() {
		if x := c.exprAt(h.ExprPos, h.ExprEnd); x != nil {
			cands = append(cands, candidate{x: x, fn: c.funcs.Outermost(h.ExprPos)})
		}
	}
	if len(cands) > 0 && cands[len(cands)-1].x != nil && c.routeChecked(cands[len(cands)-1].x) {
		return verdict{checked: true}
	}
	var out verdict
	for _, cand := range cands {
		if cand.fn == nil {
			continue
		}
		v := c.scan(cand, keyPos)
		if v.checked {
			return v
		}
		if out.lenient == "" {
			out.lenient = v.lenient
		}
	}
	return out
}

// exprAt returns the expression spanning exactly [pos, end), or nil.
func (c *checker) exprAt(pos, end token.Pos) ast.Expr {
	for _, f := range c.pass.Files {
		if f.FileStart <= pos && end <= f.FileEnd {
			path, _ := astutil.PathEnclosingInterval(f, pos, end)
			if len(path) == 0 {
				return nil
			}
			if x, ok := path[0].(ast.Expr); ok && x.Pos() == pos && x.End() == end {
				return x
			}
			return nil
		}
	}
	return nil
}

// isStdPass reports a standard-library package (as the keys pass does: a
// path without a domain, in GOROOT).
func isStdPass(pass *analysis.Pass) bool {
	first, _, _ := strings.Cut(pass.Pkg.Path(), "/")
	if strings.Contains(first, ".") || len(pass.Files) == 0 {
		return false
	}
	file := pass.Fset.File(pass.Files[0].Pos()).Name()
	return strings.HasPrefix(file, filepath.Join(build.Default.GOROOT, "src")+string(filepath.Separator))
}
