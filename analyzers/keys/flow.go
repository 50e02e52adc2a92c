package keys

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"math"
	"slices"
	"strings"

	"github.com/ddblint/ddblint/internal/astpath"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// The sinks read requests and keys through keyexpr's value-flow layer
// (internal/engine/keyexpr/flow.go): these are its hooks on the engine's side.

// maxVariants bounds the key sets one request or key set expands to.
const maxVariants = 8

// variant is one set of fields a request may be sent with; along are the
// positions of the branch-dependent values it chose, so the map entries
// read with it are those of the same path.
type variant struct {
	f     map[string]ast.Expr
	along []token.Pos
}

// requestVariants returns the field sets a request literal may be sent
// with: its own fields, amended by the stores made to the variable it
// initialises (in := &dynamodb.QueryInput{...}; if byDate {
// in.KeyConditionExpression = ... } else { ... }). A field stored in
// branches, or given a variable assigned in branches, yields one variant
// per value; a map field filled after the literal
// (in.ExpressionAttributeValues[":v"] = ...) is read with its writes.
func (a *analysis_) requestVariants(lit *ast.CompositeLit, stack []ast.Node) []variant {
	f := a.fields(lit)
	var def ast.Expr = lit
	n := len(stack)
	if n >= 2 {
		if u, ok := stack[n-2].(*ast.UnaryExpr); ok && u.Op == token.AND {
			def = u
			n--
		}
	}
	// aws-sdk-go v1 setters called on the literal in one expression
	// ((&dynamodb.GetItemInput{}).SetTableName(t).SetKey(k)) store their
	// fields; the chain's value is the request.
	for i := n - 2; i >= 1; {
		if _, ok := stack[i].(*ast.ParenExpr); ok {
			i--
			continue
		}
		sel, ok := stack[i].(*ast.SelectorExpr)
		if !ok || ast.Unparen(sel.X) != def {
			break
		}
		call, ok := stack[i-1].(*ast.CallExpr)
		if !ok || call.Fun != sel {
			break
		}
		field, value, ok := keyexpr.V1Setter(a.pass.TypesInfo, call)
		if !ok {
			break
		}
		f[field] = value
		def = call
		i -= 2
	}
	choices := map[string][]ast.Expr{}
	if v := a.ev.DefinedVar(def); v != nil {
		stores, maps := a.ev.FieldStores(v, useAfter(stack))
		for name, sel := range maps {
			f[name] = sel
		}
		for name, vals := range stores {
			if len(vals) > 0 && maps[name] == nil {
				f[name] = vals[0]
				if len(vals) > 1 {
					choices[name] = vals
				}
			}
		}
	}
	for name, x := range f {
		if c := a.ev.Choices(x); c != nil {
			choices[name] = c
		}
	}
	out := []variant{{f: f}}
	// Fields whose choices are made in the same branches (if byCat { cond
	// = ...; index = GSI2 } else { cond = ...; index = GSI3 }) go
	// together: one variant per branch, not every pairing of them.
	for _, group := range a.correlated(choices) {
		var next []variant
		for _, base := range out {
			for i := range choices[group[0]] {
				if len(next) == maxVariants {
					break
				}
				g := make(map[string]ast.Expr, len(base.f))
				for k, y := range base.f {
					g[k] = y
				}
				along := append([]token.Pos(nil), base.along...)
				for _, name := range group {
					x := choices[name][i]
					g[name] = x
					along = append(along, x.Pos())
				}
				next = append(next, variant{f: g, along: along})
			}
		}
		out = next
		for _, name := range group {
			delete(choices, name)
		}
	}
	for name, vals := range choices {
		var next []variant
		for _, base := range out {
			for _, x := range vals {
				if len(next) == maxVariants {
					break
				}
				if c := a.ev.Choices(x); c != nil {
					continue // a store of a variable assigned in branches: left unread
				}
				g := make(map[string]ast.Expr, len(base.f))
				for k, y := range base.f {
					g[k] = y
				}
				g[name] = x
				along := append(append([]token.Pos(nil), base.along...), x.Pos())
				next = append(next, variant{f: g, along: along})
			}
		}
		out = next
	}
	return out
}

// correlated groups the fields of choices (two or more) whose choices are
// made one each in the same blocks, and orders each group's choices by
// block, so that they line up. Fields alone are left as they are.
func (a *analysis_) correlated(choices map[string][]ast.Expr) [][]string {
	bySig := map[string][]string{}
	for name, vals := range choices {
		blocks := make([]token.Pos, len(vals))
		for i, x := range vals {
			b := a.blockOf(x)
			if b == nil || slices.Contains(blocks[:i], b.Pos()) {
				blocks = nil // two choices in one block: no order to line up
				break
			}
			blocks[i] = b.Pos()
		}
		if blocks == nil {
			continue
		}
		order := slices.Clone(blocks)
		slices.Sort(order)
		sorted := make([]ast.Expr, len(vals))
		for i, b := range blocks {
			sorted[slices.Index(order, b)] = vals[i]
		}
		choices[name] = sorted
		sig := fmt.Sprint(order)
		bySig[sig] = append(bySig[sig], name)
	}
	var out [][]string
	for _, names := range bySig {
		if len(names) > 1 {
			slices.Sort(names)
			out = append(out, names)
		}
	}
	slices.SortFunc(out, func(x, y []string) int { return strings.Compare(x[0], y[0]) })
	return out
}

// blockOf is the innermost block around x.
func (a *analysis_) blockOf(x ast.Expr) *ast.BlockStmt {
	f := a.fileAt(x.Pos())
	if f == nil {
		return nil
	}
	path := astpath.Path(f, x.Pos(), x.End())
	for _, n := range path {
		if b, ok := n.(*ast.BlockStmt); ok {
			return b
		}
	}
	return nil
}

// fileAt is the file of the package holding pos.
func (a *analysis_) fileAt(pos token.Pos) *ast.File {
	for _, f := range a.pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}

// useAfter is a position after every statement of the function enclosing
// the top of stack: a request variable is sent after it is filled in.
func useAfter(stack []ast.Node) token.Pos {
	for i := len(stack) - 1; i >= 0; i-- {
		switch fn := stack[i].(type) {
		case *ast.FuncDecl:
			return fn.End()
		case *ast.FuncLit:
			return fn.End()
		}
	}
	return token.NoPos
}

// fieldMapEntries reads v.F, a map field of a local struct variable: the
// map its literal (or a store) gives the field, plus the v.F[k] = x writes.
func (a *analysis_) fieldMapEntries(sel *ast.SelectorExpr, depth int) []entry {
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := a.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	// sel stands for the field at the request (it is the v.F of the first
	// write): every write of the function counts.
	use := token.Pos(math.MaxInt32)
	var out []entry
	for _, x := range a.ev.FieldValues(v, sel.Sel.Name, use) {
		out = append(out, a.mapEntries(x, depth+1)...)
	}
	for _, w := range a.ev.FieldIndexWrites(v, sel.Sel.Name, use, a.along) {
		if e, ok := a.attrEntry(w[0], w[1]); ok {
			out = append(out, e)
		}
	}
	return out
}

// expand replaces a key set by one per shape its keys may take (see
// keyexpr.Alternatives), identical shapes once.
func (a *analysis_) expand(s *KeySet) []*KeySet {
	out := []*KeySet{s}
	for i, k := range s.Keys {
		if k.Value.IsConst() || k.Expr == nil {
			continue
		}
		alts := a.ev.Alternatives(k.Expr)
		if k.reshape != nil {
			// Expr is one argument of the wrapper call that builds the
			// key: each of its shapes gives one shape of the whole key.
			for j, t := range alts {
				alts[j] = k.reshape(t)
			}
		}
		if len(alts) == 0 {
			continue
		}
		var next []*KeySet
		for _, base := range out {
			for _, t := range alts {
				if len(next) == maxVariants {
					break
				}
				c := *base
				c.Keys = append([]*Key(nil), base.Keys...)
				nk := *c.Keys[i]
				nk.Value = t
				c.Keys[i] = &nk
				next = append(next, &c)
			}
		}
		out = next
	}
	return out
}

// dedupe reports whether every key of s was already added with the same
// shape by another variant of the same request or item: such a set is
// dropped, so each shape is judged once. A set with one new shape keeps all
// its keys, as the rules judge a key with the others of its set (a constant
// partition key while the sort key varies); the diagnostics its unchanged
// keys repeat are identical, and the ddblint pass reports those once.
func (a *analysis_) dedupe(s *KeySet) bool {
	// A set with no key values carries only its attribute names (Attrs,
	// which keyschema reads): there is no shape to repeat.
	dup := len(s.Keys) > 0
	for _, k := range s.Keys {
		var pos token.Pos
		if k.Expr != nil {
			pos = k.Expr.Pos()
		}
		sig := shapeSig{set: s.Pos, expr: pos, attr: k.Attr, role: k.Role, index: k.Index, cond: k.Cond, value: k.Value.String()}
		if !a.shapes[sig] {
			dup = false
			a.shapes[sig] = true
		}
	}
	return dup
}

type shapeSig struct {
	set, expr                token.Pos
	attr, index, cond, value string
	role                     tables.Role
}

// legacyOps maps the ComparisonOperator of a legacy KeyConditions entry to
// the operator of a key condition expression.
var legacyOps = map[string]string{
	"EQ": "=", "BEGINS_WITH": "begins_with", "BETWEEN": "BETWEEN",
	"LT": "<", "LE": "<=", "GT": ">", "GE": ">=",
}

// keyConditions reads the legacy KeyConditions map of an aws-sdk-go Query:
// "PK": {ComparisonOperator: aws.String("EQ"), AttributeValueList:
// []*dynamodb.AttributeValue{{S: aws.String(pk)}}}, as a literal or a
// variable filled by m["PK"] = ... writes.
func (a *analysis_) keyConditions(s *KeySet, x ast.Expr) {
	var pairs [][2]ast.Expr
	if lit := keyexpr.CompositeLit(x); lit != nil {
		for _, el := range lit.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				pairs = append(pairs, [2]ast.Expr{kv.Key, kv.Value})
			}
		}
	} else if id, ok := ast.Unparen(x).(*ast.Ident); ok {
		if v, ok := a.pass.TypesInfo.Uses[id].(*types.Var); ok {
			d, writes := a.localDef(v, id.Pos())
			if lit := keyexpr.CompositeLit(d); lit != nil {
				for _, el := range lit.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						pairs = append(pairs, [2]ast.Expr{kv.Key, kv.Value})
					}
				}
			}
			pairs = append(pairs, writes...)
		}
	}
	type cond struct {
		attr, op string
		vals     []ast.Expr
	}
	var conds []cond
	for _, p := range pairs {
		attr, ok := a.str(p[0])
		if !ok {
			return
		}
		f := a.fields(p[1])
		opName, ok := a.str(f["ComparisonOperator"])
		if !ok {
			return
		}
		op, ok := legacyOps[opName]
		if !ok {
			return // IN, NE, CONTAINS…: no key condition
		}
		conds = append(conds, cond{attr, op, a.ev.Elements(f["AttributeValueList"])})
	}
	var either []*Key
	for i, c := range conds {
		role, index, ok := a.res.Schema.Lookup(s.Table, c.attr)
		if s.Index != "" {
			index = s.Index
		}
		if !ok {
			role, ok = structuralRole(len(conds), i, func(j int) string { return conds[j].op }, true)
			if !ok {
				// Two equalities and nothing to tell them apart: one is
				// the partition key, the other the sort key.
				if len(conds) == 2 && c.op == "=" && conds[1-i].op == "=" && conds[0].attr != conds[1].attr && len(c.vals) == 1 {
					if val, num, found := a.attributeValue(c.vals[0], 0); found {
						either = append(either, &Key{Attr: c.attr, Index: index, Numeric: num, Expr: val, Value: a.ev.Eval(val), Cond: c.op})
					}
				}
				continue
			}
		}
		for _, el := range c.vals {
			val, num, ok := a.attributeValue(el, 0)
			if !ok {
				continue
			}
			s.Keys = append(s.Keys, &Key{Attr: c.attr, Role: role, Index: index, Numeric: num, Expr: val, Value: a.ev.Eval(val), Cond: c.op})
		}
	}
	if len(either) == 2 {
		s.EitherPartition = either
	}
}

// tableOfStep finds the table of a batch entry built step by step, when no
// enclosing RequestItems literal names it: an entry stored into the
// RequestItems map by index (items["orders"] = types.KeysAndAttributes{...}),
// or appended to a slice (writes = append(writes, types.WriteRequest{...}))
// that a RequestItems map literal or index write later holds
// ({"orders": writes}, items["orders"] = writes).
func (a *analysis_) tableOfStep(stack []ast.Node) (name, text string) {
	for i := len(stack) - 1; i > 0; i-- {
		as, ok := stack[i].(*ast.AssignStmt)
		if !ok || len(as.Lhs) != len(as.Rhs) {
			continue
		}
		for j, rhs := range as.Rhs {
			if i+1 >= len(stack) || rhs != stack[i+1] {
				continue
			}
			if key := a.mapIndexKey(as.Lhs[j]); key != nil {
				name, _ = a.str(key)
				return name, types.ExprString(key)
			}
			call, ok := ast.Unparen(rhs).(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				continue
			}
			if b, ok := a.pass.TypesInfo.Uses[identOf(call.Fun)].(*types.Builtin); !ok || b.Name() != "append" {
				continue
			}
			v, ok := a.pass.TypesInfo.Uses[identOf(call.Args[0])].(*types.Var)
			if !ok {
				continue
			}
			return a.mapKeyHolding(v, stack)
		}
		return "", ""
	}
	return "", ""
}

// mapIndexKey returns k of an m[k] assignment target when m is a map.
func (a *analysis_) mapIndexKey(lhs ast.Expr) ast.Expr {
	ix, ok := ast.Unparen(lhs).(*ast.IndexExpr)
	if !ok {
		return nil
	}
	if _, isMap := a.pass.TypesInfo.TypeOf(ix.X).Underlying().(*types.Map); !isMap {
		return nil
	}
	return ix.Index
}

// mapKeyHolding finds, in the function enclosing stack, the map key under
// which v is stored: {"orders": v} in a map literal or m["orders"] = v.
// Several different keys are no answer.
func (a *analysis_) mapKeyHolding(v *types.Var, stack []ast.Node) (name, text string) {
	var body ast.Node
	for i := len(stack) - 1; i >= 0 && body == nil; i-- {
		switch fn := stack[i].(type) {
		case *ast.FuncDecl:
			body = fn.Body
		case *ast.FuncLit:
			body = fn.Body
		}
	}
	if body == nil {
		return "", ""
	}
	var keys []ast.Expr
	holds := func(x ast.Expr) bool { return a.pass.TypesInfo.Uses[identOf(x)] == v }
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			if _, isMap := a.pass.TypesInfo.TypeOf(n).Underlying().(*types.Map); isMap {
				for _, el := range n.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok && holds(kv.Value) {
						keys = append(keys, kv.Key)
					}
				}
			}
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for j, rhs := range n.Rhs {
					if k := a.mapIndexKey(n.Lhs[j]); k != nil && holds(rhs) {
						keys = append(keys, k)
					}
				}
			}
		}
		return true
	})
	if len(keys) != 1 {
		return "", ""
	}
	name, _ = a.str(keys[0])
	return name, types.ExprString(keys[0])
}

// identOf returns x as an identifier (through parentheses), or nil.
func identOf(x ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(x).(*ast.Ident)
	return id
}
