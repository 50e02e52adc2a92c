package mutablekey

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/names"
)

const name = "mutablekey"

// Analyzer reports attributes that change over an item's life embedded in a
// table's own key.
var Analyzer = &analysis.Analyzer{
	Name:     name,
	Doc:      docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:      "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires: []*analysis.Analyzer{keys.Analyzer, inspect.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	c := &checker{
		pass:    pass,
		mutable: splitNames(res.Config.MutableAttributes),
		insp:    pass.ResultOf[inspect.Analyzer].(*inspector.Inspector),
	}
	for _, s := range res.Sets {
		// A table that keeps versions on purpose writes a new item for
		// every change: its keys may well embed a status.
		if s.Table != "" && res.Config.IsVersionedTable(s.Table) {
			continue
		}
		for _, k := range s.Keys {
			// A secondary index's key is maintained by DynamoDB: changing
			// its attribute moves the item in the index, and the item
			// keeps its own key. That is how items are queried by status.
			if k.Index != "" {
				continue
			}
			c.check(k)
		}
	}
	return nil, nil
}

type checker struct {
	pass    *analysis.Pass
	mutable [][]string // the configured names, split into words
	insp    *inspector.Inspector
	writes  *writeIndex // built on first use
}

func (c *checker) check(k *keys.Key) {
	holes := k.Value.Holes()
	var literal []string // the words of the key's literal text
	for _, p := range k.Value.Parts {
		if p.Hole == nil {
			literal = append(literal, textWords(p.Lit)...)
		}
	}
	for _, h := range holes {
		if !c.changes(h, holes, literal) {
			continue
		}
		diag.Report(c.pass, name, diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}, nil,
			"%s embeds %s, which changes over the item's life: changing it means delete and re-put of the item",
			k.Describe(), diag.Shorten(h.Text))
		return
	}
}

// changes reports a hole whose value is known to change over an item's
// life: named like a configured mutable attribute, or an enum field the
// package writes in several places, on items that already exist.
func (c *checker) changes(h *keyexpr.Hole, siblings []*keyexpr.Hole, literal []string) bool {
	switch h.Kind {
	case keyexpr.String, keyexpr.Enum, keyexpr.Int, keyexpr.Bool:
	default:
		// Opaque: unknown. ID, Hash, Counter: identifiers, fixed for
		// life. Time, Float: not states.
		return false
	}
	if m := c.namedMutable(h); m != nil {
		return !vetoed(h, m, siblings, c.ownerWords(h), literal)
	}
	return h.Kind == keyexpr.Enum && c.reassignedEnum(h)
}

// namedMutable returns the configured name a hole's name ends in, word for
// word, or nil: "status" matches status, orderStatus and order_status, not
// statusCode or stateless.
func (c *checker) namedMutable(h *keyexpr.Hole) []string {
	ws := names.Words(h.Name)
	for _, m := range c.mutable {
		if len(m) == 0 || len(m) > len(ws) {
			continue
		}
		tail := ws[len(ws)-len(m):]
		match := true
		for i := range m {
			if tail[i] != m[i] {
				match = false
				break
			}
		}
		if match {
			return m
		}
	}
	return nil
}

// placeWords mark a "state" that is a place: addr.State, or a state next
// to a country or city in the same key ("US#WA#Seattle").
var placeWords = map[string]bool{
	"addr": true, "address": true, "location": true, "geo": true, "country": true,
	"city": true, "county": true, "zip": true, "postal": true, "province": true,
}

// configWords mark a value read from configuration (cfg.Stage: the
// deployment stage), which is the same for every item.
var configWords = map[string]bool{
	"cfg": true, "conf": true, "config": true, "env": true, "environment": true,
	"settings": true, "opts": true, "options": true, "deployment": true,
}

// ownerWords are the words of the name of the struct type a field hole is
// read from ("address" for a.State with a of type Address).
func (c *checker) ownerWords(h *keyexpr.Hole) []string {
	sel := c.selector(h)
	if sel == nil {
		return nil
	}
	t := c.pass.TypesInfo.TypeOf(sel.X)
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return names.Words(n.Obj().Name())
	}
	return nil
}

// selector returns the selector expression a hole was read from, when the
// hole's source range is known and is one.
func (c *checker) selector(h *keyexpr.Hole) *ast.SelectorExpr {
	if h.ExprPos == token.NoPos {
		return nil // the hole came from a helper: its expression is elsewhere
	}
	if c.writes == nil {
		c.writes = buildWriteIndex(c.pass, c.insp)
	}
	return c.writes.selectors[span{h.ExprPos, h.ExprEnd}]
}

// vetoed reports a name match that context shows is no item's state. A
// security word (names.SecurityWords) in the value's name or text, or in the
// key's literal text, marks a nonce: "oauth_state:" + state names a
// write-once item.
func vetoed(h *keyexpr.Hole, match []string, siblings []*keyexpr.Hole, owner, literal []string) bool {
	for _, ws := range [][]string{names.Words(h.Name), textWords(h.Text), literal} {
		for _, w := range ws {
			if names.SecurityWords[w] {
				return true
			}
		}
	}
	place := match[len(match)-1] == "state"
	for _, w := range append(textWords(h.Text), owner...) {
		if configWords[w] || place && placeWords[w] {
			return true
		}
	}
	if !place {
		return false
	}
	for _, s := range siblings {
		for _, w := range names.Words(s.Name) {
			if placeWords[w] {
				return true
			}
		}
	}
	return false
}

// textWords splits an expression's text into the words of its identifiers.
func textWords(text string) []string {
	var out []string
	for _, id := range strings.FieldsFunc(text, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_'
	}) {
		out = append(out, names.Words(id)...)
	}
	return out
}

// reassignedEnum reports an enum-typed struct field that the package writes
// in at least two places, with at least two values, at least once on an
// item that already existed (a parameter, a receiver, a loaded value):
// `o.Status = Shipped` in one method and `o.Status = Closed` in another. A
// field set only where the item is created (Kind: KindA) is stable.
func (c *checker) reassignedEnum(h *keyexpr.Hole) bool {
	sel := c.selector(h)
	if sel == nil {
		return false
	}
	fld, ok := c.pass.TypesInfo.Uses[sel.Sel].(*types.Var)
	if !ok || !fld.IsField() {
		return false
	}
	ws := c.writes.fields[fld]
	changed := false
	values := map[string]bool{}
	for _, w := range ws {
		changed = changed || w.existing
		values[w.value] = true
	}
	return changed && len(values) >= 2
}

type span struct{ pos, end token.Pos }

// write is one assignment of a struct field.
type write struct {
	// existing is set when the struct written existed before the
	// function (a parameter, receiver, loaded or ranged-over value), not
	// when it is being built there.
	existing bool
	// value is the constant written, or a unique text for a non-constant.
	value string
}

type writeIndex struct {
	selectors map[span]*ast.SelectorExpr
	fields    map[*types.Var][]write
}

// buildWriteIndex records, in one walk, every selector expression by its
// range and every write of a struct field: x.F = v, and F: v in a literal.
func buildWriteIndex(pass *analysis.Pass, insp *inspector.Inspector) *writeIndex {
	ix := &writeIndex{selectors: map[span]*ast.SelectorExpr{}, fields: map[*types.Var][]write{}}
	info := pass.TypesInfo
	// defs lists every definition of a local variable; a nil entry is one
	// that is not a fresh value (a call result, another variable…).
	defs := map[*types.Var][]ast.Expr{}
	var assigns []*ast.AssignStmt
	var lits []*ast.CompositeLit
	insp.Preorder([]ast.Node{(*ast.SelectorExpr)(nil), (*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.CompositeLit)(nil)}, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			ix.selectors[span{n.Pos(), n.End()}] = n
		case *ast.AssignStmt:
			assigns = append(assigns, n)
			for i, lhs := range n.Lhs {
				v := localVar(info, lhs)
				if v == nil {
					continue
				}
				var rhs ast.Expr
				if len(n.Lhs) == len(n.Rhs) {
					rhs = n.Rhs[i]
				}
				defs[v] = append(defs[v], rhs)
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				v, ok := info.Defs[id].(*types.Var)
				if !ok {
					continue
				}
				var rhs ast.Expr = zeroValue
				if len(n.Values) == len(n.Names) {
					rhs = n.Values[i]
				} else if len(n.Values) > 0 {
					rhs = nil
				}
				defs[v] = append(defs[v], rhs)
			}
		case *ast.CompositeLit:
			lits = append(lits, n)
		}
	})
	fresh := func(v *types.Var) bool {
		ds := defs[v]
		if len(ds) == 0 {
			return false // a parameter, receiver or range variable
		}
		for _, d := range ds {
			if !isFresh(info, d) {
				return false
			}
		}
		return true
	}
	for _, a := range assigns {
		if a.Tok != token.ASSIGN || len(a.Lhs) != len(a.Rhs) {
			continue
		}
		for i, lhs := range a.Lhs {
			sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
			if !ok {
				continue
			}
			fld, ok := info.Uses[sel.Sel].(*types.Var)
			if !ok || !fld.IsField() {
				continue
			}
			existing := true
			if v := rootVar(info, sel.X); v != nil && fresh(v) {
				existing = false
			}
			ix.fields[fld] = append(ix.fields[fld], write{existing: existing, value: valueKey(pass, a.Rhs[i])})
		}
	}
	for _, lit := range lits {
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			id, ok := kv.Key.(*ast.Ident)
			if !ok {
				continue
			}
			if fld, ok := info.Uses[id].(*types.Var); ok && fld.IsField() {
				ix.fields[fld] = append(ix.fields[fld], write{value: valueKey(pass, kv.Value)})
			}
		}
	}
	return ix
}

// zeroValue stands for the zero value of `var x T`.
var zeroValue = &ast.BadExpr{}

// isFresh reports a definition that makes a new value in place: a
// composite literal, its address, new(T), or the zero value.
func isFresh(info *types.Info, x ast.Expr) bool {
	if x == nil {
		return false
	}
	if x == zeroValue {
		return true
	}
	x = ast.Unparen(x)
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		x = ast.Unparen(u.X)
	}
	switch x := x.(type) {
	case *ast.CompositeLit:
		return true
	case *ast.CallExpr:
		if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok && id.Name == "new" {
			_, builtin := info.Uses[id].(*types.Builtin)
			return builtin
		}
	}
	return false
}

// localVar is the local variable an assignment's left side names.
func localVar(info *types.Info, x ast.Expr) *types.Var {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return nil
	}
	obj := info.Defs[id]
	if obj == nil {
		obj = info.Uses[id]
	}
	v, _ := obj.(*types.Var)
	if v == nil || v.IsField() || v.Parent() == nil || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	return v
}

// rootVar is the local variable at the root of x.a.b (or *x).
func rootVar(info *types.Info, x ast.Expr) *types.Var {
	for {
		switch y := ast.Unparen(x).(type) {
		case *ast.SelectorExpr:
			x = y.X
			continue
		case *ast.StarExpr:
			x = y.X
			continue
		}
		break
	}
	return localVar(info, x)
}

// valueKey identifies the value written: constants by value, anything else
// by position (every non-constant write counts as a value of its own).
func valueKey(pass *analysis.Pass, x ast.Expr) string {
	if tv, ok := pass.TypesInfo.Types[x]; ok && tv.Value != nil {
		return "const " + tv.Value.ExactString()
	}
	return "expr@" + pass.Fset.Position(x.Pos()).String()
}

// splitNames splits the configured names into words.
func splitNames(list []string) [][]string {
	out := make([][]string, 0, len(list))
	for _, n := range list {
		if ws := names.Words(n); len(ws) > 0 {
			out = append(out, ws)
		}
	}
	return out
}
