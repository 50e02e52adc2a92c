package keys

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"strconv"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/partiql"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// statement reads a PartiQL request (ExecuteStatement and its batch and
// transaction kin): the statement names the table and compares key
// attributes with positional parameters or literals.
//
//	Statement:  aws.String(`SELECT * FROM "orders" WHERE pk = ? AND sk = ?`),
//	Parameters: []types.AttributeValue{&types.AttributeValueMemberS{Value: id}, ...},
//
// A statement built from pieces the engine cannot see (the table name from
// a variable, a value pasted in with +) is read with those pieces as holes.
func (a *analysis_) statement(base KeySet, stmtX, paramsX ast.Expr) {
	if stmtX == nil {
		return
	}
	x := ast.Unparen(stmtX)
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		x = u.X // Statement: &stmt
	}
	text, holes := markHoles(a.ev.Eval(x))
	st, err := partiql.Parse(text)
	if err != nil {
		return
	}
	switch t := holeTemplate(st.Table, holes); {
	case t.IsConst():
		base.Table = st.Table
	case len(t.Parts) == 1:
		base.TableExpr = t.Parts[0].Hole.Text // FROM "` + table + `"
	}
	if t := holeTemplate(st.Index, holes); t.IsConst() {
		base.Index = st.Index
	}
	params := a.parameters(paramsX, 0)
	keys := func(s *KeySet, attr string, op string, vals []partiql.Operand) {
		if !holeTemplate(attr, holes).IsConst() {
			return
		}
		role, index, ok := a.statementRole(s, attr)
		if !ok {
			return
		}
		if op == "IN" {
			op = "=" // each value is an exact key
		}
		for _, o := range vals {
			k := &Key{Attr: attr, Role: role, Index: index, Cond: op, Expr: stmtX}
			switch o.Kind {
			case partiql.Param:
				if o.Param >= len(params) || params[o.Param].x == nil {
					continue
				}
				p := params[o.Param]
				k.Expr, k.Value, k.Numeric = p.x, a.ev.Eval(p.x), p.num
			case partiql.String:
				k.Value = holeTemplate(o.Text, holes)
			case partiql.Number:
				k.Value, k.Numeric = keyexpr.Lit(o.Text, token.NoPos, token.NoPos), true
			case partiql.Ident:
				// Only text pasted in from Go; other words are attributes.
				t := holeTemplate(o.Text, holes)
				if len(t.Parts) != 1 || t.Parts[0].Hole == nil {
					continue
				}
				h := t.Parts[0].Hole
				k.Value, k.Numeric = t, h.Kind == keyexpr.Int || h.Kind == keyexpr.Float
			default:
				continue
			}
			s.Keys = append(s.Keys, k)
		}
	}
	switch st.Verb {
	case "SELECT":
		s := base
		s.Op = sdk.OpRead
		for _, c := range st.Where {
			keys(&s, c.Attr, c.Op, c.Values)
		}
		a.add(&s)
	case "DELETE", "UPDATE":
		// DynamoDB requires the whole primary key, compared with =.
		s := base
		s.Op = sdk.OpKey
		for _, c := range st.Where {
			if c.Op == "=" {
				keys(&s, c.Attr, "", c.Values)
			}
		}
		a.add(&s)
		if len(st.Set) > 0 {
			w := base
			w.Op = sdk.OpWrite
			for _, as := range st.Set {
				keys(&w, as.Attr, "", []partiql.Operand{as.Value})
			}
			a.add(&w)
		}
	case "INSERT":
		s := base
		s.Op = sdk.OpWrite
		for _, as := range st.Values {
			keys(&s, as.Attr, "", []partiql.Operand{as.Value})
		}
		a.add(&s)
	}
}

// statementRole is the role of attr in the statement's table, or in its
// index when the statement reads one whose key schema is declared.
func (a *analysis_) statementRole(s *KeySet, attr string) (tables.Role, string, bool) {
	role, index, ok := a.res.Schema.Lookup(s.Table, attr)
	if s.Index == "" {
		return role, index, ok
	}
	if p, so, declared := a.res.Schema.IndexKeys(s.Table, s.Index); declared {
		switch attr {
		case p:
			return tables.Partition, s.Index, true
		case so:
			return tables.Sort, s.Index, true
		}
		return 0, "", false
	}
	return role, s.Index, ok
}

// param is the Go value of one positional parameter.
type param struct {
	x   ast.Expr
	num bool
}

// parameters lists the values of a Parameters list: a slice literal of
// attribute values, a variable holding one, or attributevalue.MarshalList
// of a slice literal.
func (a *analysis_) parameters(x ast.Expr, depth int) []param {
	if x == nil || depth > 4 {
		return nil
	}
	x = ast.Unparen(x)
	if id, ok := x.(*ast.Ident); ok {
		v, ok := a.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok {
			return nil
		}
		d, writes := a.localDef(v, id.Pos())
		if d == nil || len(writes) > 0 {
			return nil
		}
		return a.parameters(d, depth+1)
	}
	if call, ok := x.(*ast.CallExpr); ok {
		fn := keyexpr.Callee(a.pass.TypesInfo, call)
		if fn == nil || fn.Pkg() == nil || !sdk.IsAttributeValue(fn.Pkg().Path()) || fn.Name() != "MarshalList" || len(call.Args) != 1 {
			return nil
		}
		lit := keyexpr.CompositeLit(call.Args[0])
		if lit == nil {
			return nil
		}
		out := make([]param, len(lit.Elts))
		for i, el := range lit.Elts {
			if _, kv := el.(*ast.KeyValueExpr); kv {
				return nil
			}
			if _, basic := a.pass.TypesInfo.TypeOf(el).Underlying().(*types.Basic); basic {
				out[i] = param{x: el, num: isNumeric(a.pass.TypesInfo.TypeOf(el))}
			}
		}
		return out
	}
	lit := keyexpr.CompositeLit(x)
	if lit == nil {
		return nil
	}
	out := make([]param, len(lit.Elts))
	for i, el := range lit.Elts {
		if _, kv := el.(*ast.KeyValueExpr); kv {
			return nil // indexed elements: positions are not the order
		}
		if v, num, ok := a.attributeValue(el, 0); ok {
			out[i] = param{x: v, num: num}
		}
	}
	return out
}

// markerRE matches the stand-ins markHoles writes for holes.
var markerRE = regexp.MustCompile(`ddblint_hole_([0-9]+)_`)

// markHoles renders a template as text, each hole replaced by a marker
// word the PartiQL reader keeps inside names and strings.
func markHoles(t keyexpr.Template) (string, []*keyexpr.Hole) {
	var b strings.Builder
	var holes []*keyexpr.Hole
	for _, p := range t.Parts {
		if p.IsLit() {
			b.WriteString(p.Lit)
			continue
		}
		b.WriteString("ddblint_hole_" + strconv.Itoa(len(holes)) + "_")
		holes = append(holes, p.Hole)
	}
	return b.String(), holes
}

// holeTemplate turns text read from a marked statement back into a
// template, its markers back into holes.
func holeTemplate(s string, holes []*keyexpr.Hole) keyexpr.Template {
	var t keyexpr.Template
	last := 0
	for _, m := range markerRE.FindAllStringSubmatchIndex(s, -1) {
		i, err := strconv.Atoi(s[m[2]:m[3]])
		if err != nil || i >= len(holes) {
			continue
		}
		if m[0] > last {
			t = keyexpr.Concat(t, keyexpr.Lit(s[last:m[0]], token.NoPos, token.NoPos))
		}
		t = keyexpr.Concat(t, keyexpr.Of(holes[i]))
		last = m[1]
	}
	if last < len(s) || len(t.Parts) == 0 {
		t = keyexpr.Concat(t, keyexpr.Lit(s[last:], token.NoPos, token.NoPos))
	}
	return t
}
