package keyexpr

import (
	"github.com/ddblint/ddblint/internal/engine/names"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// An integer struct field often carries a Unix time from one place to the
// key that prints it: n.CreatedAt = time.Now().UnixNano() in one function,
// fmt.Sprintf("%t#%d", n.Read, n.CreatedAt) in the item's marshaller. The
// value at the key is a field of a receiver or a parameter, which says
// nothing by itself; the field's stores say what it holds.

// unixFieldInfo is what the package's stores of one field say about it.
type unixFieldInfo struct {
	unit  string // the unit every Unix-time store agrees on
	mixed bool   // a store of anything else, or of another unit
}

// unixField reports whether fld, a field of a struct type of this package,
// holds a Unix time, and in what unit: every store of it in the package is
// a Unix time of one unit (t.UnixNano(), time.Now().Unix() * 1000), at
// least one is, and the others are zero or the number parsed back from a
// stored value (n.CreatedAt, err = strconv.ParseInt(parts[1], 10, 64)).
// Stores the package cannot see (another package's, or through &x.F) are
// not counted; an increment, a copy of another value or a call makes the
// field a plain integer.
func (e *Evaluator) unixField(fld *types.Var) (string, bool) {
	if fld.Pkg() != e.pkg {
		return "", false
	}
	if e.unixFields == nil {
		// Empty while it is built: a store that reads a field (x.At / 1000)
		// sees no Unix field rather than the index being built.
		// Built with no fork of the asking evaluation: the index is
		// cached, so it must not depend on one caller's choices.
		e.unixFields = map[*types.Var]*unixFieldInfo{}
		saved := e.forks
		e.forks = nil
		e.unixFields = e.indexUnixFields()
		e.forks = saved
	}
	fi := e.unixFields[fld]
	if fi == nil || fi.mixed || fi.unit == "" {
		return "", false
	}
	return fi.unit, true
}

// indexUnixFields walks the package once and classifies every store of an
// integer field of this package's struct types.
func (e *Evaluator) indexUnixFields() map[*types.Var]*unixFieldInfo {
	out := map[*types.Var]*unixFieldInfo{}
	field := func(x ast.Expr) *types.Var {
		sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
		if !ok {
			return nil
		}
		v, ok := e.info.Uses[sel.Sel].(*types.Var)
		if !ok || !v.IsField() || v.Pkg() != e.pkg || !isInteger(v.Type()) {
			return nil
		}
		return v
	}
	info := func(v *types.Var) *unixFieldInfo {
		if out[v] == nil {
			out[v] = &unixFieldInfo{}
		}
		return out[v]
	}
	store := func(v *types.Var, rhs ast.Expr) {
		fi := info(v)
		if tv, ok := e.info.Types[rhs]; ok && tv.Value != nil {
			if n, exact := constant.Int64Val(constant.ToInt(tv.Value)); exact && n == 0 {
				return // the zero value: no time yet
			}
			fi.mixed = true
			return
		}
		unit, ok := e.unixUnitOf(rhs)
		if !ok || fi.unit != "" && fi.unit != unit {
			fi.mixed = true
			return
		}
		fi.unit = unit
	}
	for _, f := range e.files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				switch {
				case n.Tok != token.ASSIGN:
					for _, lhs := range n.Lhs {
						if v := field(lhs); v != nil {
							info(v).mixed = true // x.F += d
						}
					}
				case len(n.Lhs) == len(n.Rhs):
					for i, lhs := range n.Lhs {
						if v := field(lhs); v != nil {
							store(v, n.Rhs[i])
						}
					}
				default:
					// x.F, err = strconv.ParseInt(s, 10, 64): a number read
					// back from where the package stored it.
					parsed := false
					if call, ok := ast.Unparen(n.Rhs[0]).(*ast.CallExpr); ok {
						parsed = isPkgFunc(e.info, call, "strconv", "ParseInt") || isPkgFunc(e.info, call, "strconv", "ParseUint") || isPkgFunc(e.info, call, "strconv", "Atoi")
					}
					for _, lhs := range n.Lhs {
						if v := field(lhs); v != nil && !parsed {
							info(v).mixed = true
						}
					}
				}
			case *ast.IncDecStmt:
				if v := field(n.X); v != nil {
					info(v).mixed = true
				}
			case *ast.UnaryExpr:
				if v := field(n.X); v != nil && n.Op == token.AND {
					info(v).mixed = true // written where the package cannot see
				}
			case *ast.CompositeLit:
				st, ok := typeUnder[*types.Struct](e.info.TypeOf(n))
				if !ok {
					return true
				}
				for i, el := range n.Elts {
					var v *types.Var
					rhs := el
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok {
							v, _ = e.info.Uses[id].(*types.Var)
						}
						rhs = kv.Value
					} else if i < st.NumFields() {
						v = st.Field(i)
					}
					if v != nil && v.IsField() && v.Pkg() == e.pkg && isInteger(v.Type()) {
						store(v, rhs)
					}
				}
			}
			return true
		})
	}
	return out
}

// unixUnitOf reports x as a Unix time written in place: a call of
// time.Time's Unix, UnixMilli, UnixMicro or UnixNano, through integer
// conversions, and scaled by a power of 1000 as scaledUnix allows.
func (e *Evaluator) unixUnitOf(x ast.Expr) (string, bool) {
	x = ast.Unparen(x)
	switch x := x.(type) {
	case *ast.CallExpr:
		if tv, ok := e.info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return e.unixUnitOf(x.Args[0]) // int64(t.Unix())
		}
		fn := Callee(e.info, x)
		if fn == nil {
			return "", false
		}
		recv := fn.Signature().Recv()
		if recv == nil || !isNamed(recv.Type(), "time", "Time") {
			return "", false
		}
		unit, ok := unixUnits[fn.Name()]
		return unit, ok
	case *ast.BinaryExpr:
		if h, ok := e.scaledUnix(x); ok {
			return h.UnixUnit, true
		}
	}
	return "", false
}

// typeUnder returns t's underlying type as a T, looking through one pointer.
func typeUnder[T types.Type](t types.Type) (T, bool) {
	var zero T
	if t == nil {
		return zero, false
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	u, ok := t.Underlying().(T)
	if !ok {
		return zero, false
	}
	return u, true
}

// unixFieldName reports whether fld is an integer field declared, by its
// name, to hold a Unix time (StartTimestampMs, CreatedAtUnix, ExpiresAtSec,
// EpochMillis), and its unit ("" when the name gives none). A field's name,
// like a type's, speaks for every value stored in it, where a variable's
// speaks for one; so the name is read only for a field, and only when the
// package's own stores of it do not say it holds something else (a
// counter, a copy of another value): the stores, when the package has
// them, outrank the name. Fields filled by a decoder (json.Unmarshal of an
// export, an item read back) have no store in sight, and are the ones the
// name is for.
//
// Asked after unixField said no, which built the index of the package's
// stores.
func (e *Evaluator) unixFieldName(fld *types.Var) (string, bool) {
	if fi := e.unixFields[fld]; fld.Pkg() == e.pkg && fi != nil && fi.mixed {
		return "", false
	}
	return unixWords(names.Words(fld.Name()), true)
}
