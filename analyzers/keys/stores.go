package keys

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/ddblint/ddblint/internal/engine/sdk"
)

// fieldStores reads every store into a field of an item type (o.GSI1PK =
// v, o.OpenedAt = time.Now()) as an attribute write, wherever o came
// from: a parameter, a constructor's result, a field of something else.
// The item is marshalled somewhere, often in a package that cannot see
// this one (a repository wired in by main); the store is where the value
// is decided, and where a fix goes. A value already read as part of a set
// (a local built field by field and marshalled here, a wrapper's override)
// is not read again (addKey's seen); so it runs after every other sink.
//
// A type with no DynamoDB evidence in sight (dynamoEvidence) gives
// pending sets, which the module-wide join keeps if another package
// marshals the type.
//
// Only in a function that sends nothing itself: where a function builds a
// request, marshals or hands its item to a wrapper, what it stores is read
// there with the flow of the value to the write (a store on one branch,
// one a later call may change, is not the value written), and a store
// that never reaches it is no key. Nor the stores of a method of the item
// type into its receiver: a setter, read where it is called.
func (a *analysis_) fieldStores() {
	sends := map[ast.Node]bool{}
	a.inspector().WithStack([]ast.Node{(*ast.AssignStmt)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		as := n.(*ast.AssignStmt)
		if !push || len(as.Lhs) != len(as.Rhs) || a.unread(as.Pos()) || a.inSkipped(as.Pos()) {
			return true
		}
		fn := enclosingFunc(stack)
		if fn == nil {
			return true
		}
		send, ok := sends[fn]
		if !ok {
			send = a.sendsIn(fn)
			sends[fn] = send
		}
		if send {
			return true
		}
		for i, lhs := range as.Lhs {
			a.fieldStore(fn, lhs, as.Rhs[i])
		}
		return true
	})
}

// sendsIn reports a function holding a key set made so far, with keys
// known or not.
func (a *analysis_) sendsIn(fn *ast.FuncDecl) bool {
	return slices.ContainsFunc(a.sent, func(p token.Pos) bool { return fn.Pos() <= p && p < fn.End() })
}

func (a *analysis_) fieldStore(fn *ast.FuncDecl, lhs, val ast.Expr) {
	sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
	if !ok {
		return
	}
	selection := a.pass.TypesInfo.Selections[sel]
	if selection == nil || selection.Kind() != types.FieldVal {
		return
	}
	fld, ok := selection.Obj().(*types.Var)
	if !ok {
		return
	}
	t := selection.Recv()
	st := structOf(t)
	if st == nil || !hasItemTags(st, 0) || a.setterStore(fn, sel) {
		return
	}
	pending := ""
	if !a.itemEvidence(t, st) {
		if pending = typeID(t); pending == "" {
			return
		}
	}
	style := a.itemStyle(st)
	tag, ok := fieldTag(st, fld, style, 0)
	if !ok {
		return
	}
	attr, opts, ok := attrName(fld, tag, style)
	if !ok || sdk.Is(fld.Type(), "time", "Time") && !opts["unixtime"] {
		// Every time.Time a field holds is written alike (RFC 3339,
		// trimmed fractions): the marshal of the item reports the field
		// by its type (KeySet.TypeKeys), once, where the encoding is
		// chosen; each store of a time would say it again.
		return
	}
	e := a.fieldEntry(fld, attr, opts, val, nil, style)
	e.copies = a.copiedAttr(sel, val, st, style)
	if style == styleDynamo {
		if decl := tagTable(st); decl.Partition != "" {
			if rs := decl.Roles(attr); len(rs) > 0 {
				e.declared, e.declaredRoles = true, rs
			} else {
				e.indexOnly = true
			}
		}
	}
	named := t
	if p, ok := t.(*types.Pointer); ok {
		named = p.Elem()
	}
	s := &KeySet{Call: types.TypeString(named, types.RelativeTo(a.pass.Pkg)) + "." + fld.Name() + " =", Op: sdk.OpItem, Pos: lhs.Pos()}
	// The store names one attribute; the table its item fits is judged
	// by all the attributes its type marshals.
	var all []entry
	for _, at := range typeAttrs(st, style, 0) {
		all = append(all, entry{attr: at})
	}
	a.fitTable(s, all)
	a.pendingType = pending
	a.addKey(s, e, "")
	a.add(s)
	a.pendingType = ""
}

// copiedAttr is the attribute a store into the field of sel copies from
// another field of the same variable (tacc.SK = tacc.PK), "" if val is
// not one.
func (a *analysis_) copiedAttr(sel *ast.SelectorExpr, val ast.Expr, st *types.Struct, style tagStyle) string {
	from, ok := ast.Unparen(val).(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	dst, ok1 := ast.Unparen(sel.X).(*ast.Ident)
	src, ok2 := ast.Unparen(from.X).(*ast.Ident)
	if !ok1 || !ok2 || a.pass.TypesInfo.Uses[dst] == nil || a.pass.TypesInfo.Uses[dst] != a.pass.TypesInfo.Uses[src] {
		return ""
	}
	selection := a.pass.TypesInfo.Selections[from]
	if selection == nil || selection.Kind() != types.FieldVal {
		return ""
	}
	fld, ok := selection.Obj().(*types.Var)
	if !ok {
		return ""
	}
	tag, ok := fieldTag(st, fld, style, 0)
	if !ok {
		return ""
	}
	attr, _, ok := attrName(fld, tag, style)
	if !ok {
		return ""
	}
	return attr
}

// fieldTag finds fld among the fields st marshals (its own, and those of
// the structs it embeds flat) and returns its tag.
func fieldTag(st *types.Struct, fld *types.Var, style tagStyle, depth int) (string, bool) {
	if depth > 4 {
		return "", false
	}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if f == fld {
			return st.Tag(i), true
		}
		if f.Anonymous() && flattened(st.Tag(i), style) {
			if inner := structOf(f.Type()); inner != nil {
				if tag, ok := fieldTag(inner, fld, style, depth+1); ok {
					return tag, true
				}
			}
		}
	}
	return "", false
}

// setterStore reports a store into the receiver of a method of the
// receiver's own type.
func (a *analysis_) setterStore(fn *ast.FuncDecl, sel *ast.SelectorExpr) bool {
	if fn.Recv == nil || len(fn.Recv.List) == 0 || len(fn.Recv.List[0].Names) == 0 {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	return ok && a.pass.TypesInfo.Uses[id] != nil && a.pass.TypesInfo.Uses[id] == a.pass.TypesInfo.Defs[fn.Recv.List[0].Names[0]]
}

// typeAttrs are the attributes a struct type marshals to, those of the
// structs it embeds flat included.
func typeAttrs(st *types.Struct, style tagStyle, depth int) []string {
	if depth > 4 {
		return nil
	}
	var out []string
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if f.Anonymous() {
			if inner := structOf(f.Type()); inner != nil && flattened(st.Tag(i), style) {
				out = append(out, typeAttrs(inner, style, depth+1)...)
			}
			continue
		}
		if attr, _, ok := attrName(f, st.Tag(i), style); ok {
			out = append(out, attr)
		}
	}
	return out
}
