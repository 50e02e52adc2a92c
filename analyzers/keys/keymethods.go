package keys

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// Items often hand out their own keys through methods, which a wrapper
// library calls through an interface the module never sees reach the SDK
// (db.Put(ctx, item) in a dependency calls item.DDBKeys()). A method named
// for keys is taken at its word, in a package that uses DynamoDB (itself or
// through a package it imports directly):
//
//	func (o *Order) DDBKeys() (ddb.Keys, error) { return ddb.Keys{PK: ..., SK: ...}, nil }
//	func (o Order) PK() string { return "ORDER#" + o.ID }
//	func (o Order) HashKey() interface{} { return o.ID }
//
// A struct-returning method's literal is read as an item (tags, or the field
// names); string methods named like key attributes (PK, SK, GSI1PK…) are
// the attributes of one key set per type, so its keys are judged together.

// keyStructMethods name methods that return an item's key struct.
var keyStructMethods = map[string]bool{
	"Keys": true, "DDBKeys": true, "DynamoKeys": true, "DynamoDBKeys": true,
	"PrimaryKey": true, "ItemKeys": true, "GetKeys": true, "KeyAttributes": true,
}

// keyMethods adds the key sets of the package's key methods that no wrapper
// call has read already. A method with several returns that can succeed
// hands out one key set per return (see successResults), each judged.
func (a *analysis_) keyMethods() {
	if !a.usesDynamoDB() {
		return
	}
	// The string key methods of each type, each with its alternatives.
	byType := map[*types.TypeName][][]*Key{}
	pos := map[*types.TypeName]token.Pos{}
	var order []*types.TypeName
	for _, fi := range a.w.spans {
		sig := fi.sig
		if sig.Recv() == nil || sig.Params().Len() != 0 || sig.Results().Len() < 1 || sig.Results().Len() > 2 {
			continue
		}
		_, recv := sdk.NamedOf(sig.Recv().Type())
		res := sig.Results().At(0).Type()
		name := fi.fn.Name()
		rets := a.successResults(fi.fn)
		if len(rets) == 0 {
			continue
		}
		switch {
		case keyStructMethods[name] && structOf(res) != nil:
			// return Keys{...}, or keys := Keys{...}; ...; return keys, nil
			var alt token.Pos
			if len(rets) > 1 {
				alt = fi.decl.Pos()
			}
			for _, ret := range rets {
				lit := a.litOf(ret)
				if lit == nil || a.consumed[lit] {
					continue
				}
				s := &KeySet{Call: recv + "." + name, Op: sdk.OpItem, Pos: lit.Pos(), Alt: alt}
				a.structKeys(s, ret, ret.Pos(), a.itemStyle(structOf(res)))
				a.add(s)
			}
		case isStringType(res) || isEmptyInterface(res):
			role, index, attr, ok := a.keyMethodRole(name, res)
			if !ok {
				continue
			}
			tn := recvTypeName(sig.Recv().Type())
			if tn == nil {
				continue
			}
			var alts []*Key
			if len(rets) == 1 {
				t, ok := a.ev.Summarize(fi.fn)
				if !ok {
					if !isEmptyInterface(res) {
						continue
					}
					t = a.ev.Eval(rets[0])
				}
				alts = append(alts, &Key{Attr: attr, Role: role, Index: index, Expr: rets[0], Value: t})
			} else {
				// The receiver's fields are the holes, as Summarize
				// makes them: the method has no parameters.
				for _, ret := range rets {
					alts = append(alts, &Key{Attr: attr, Role: role, Index: index, Expr: ret, Value: a.ev.Eval(ret)})
				}
			}
			if _, ok := byType[tn]; !ok {
				pos[tn] = fi.decl.Pos()
				order = append(order, tn)
			}
			byType[tn] = append(byType[tn], alts)
		}
	}
	for _, tn := range order {
		_, recv := sdk.NamedOf(tn.Type())
		// One set per combination of the methods' alternatives.
		combos := [][]*Key{nil}
		for _, alts := range byType[tn] {
			var next [][]*Key
			for _, c := range combos {
				for _, k := range alts {
					if len(next) == maxVariants {
						break
					}
					next = append(next, append(c[:len(c):len(c)], k))
				}
			}
			combos = next
		}
		for _, c := range combos {
			s := &KeySet{Call: recv + " key methods", Op: sdk.OpItem, Pos: pos[tn]}
			for _, k := range c {
				kc := *k
				s.Keys = append(s.Keys, &kc)
			}
			a.add(s)
		}
	}
}

// litOf is the struct literal x is, or the one definition of the local
// variable x is.
func (a *analysis_) litOf(x ast.Expr) *ast.CompositeLit {
	return keyexpr.CompositeLit(a.definition(x))
}

// keyMethodRole says what a string method named like a key gives: a key
// attribute of the default or configured names (PK, SK, GSI1PK…), or
// guregu's HashKey/RangeKey.
func (a *analysis_) keyMethodRole(name string, res types.Type) (tables.Role, string, string, bool) {
	switch name {
	case "HashKey":
		return tables.Partition, "", "HashKey()", true
	case "RangeKey":
		return tables.Sort, "", "RangeKey()", true
	}
	if !isStringType(res) {
		return 0, "", "", false
	}
	// Only names that are keys whatever the table: the default names and
	// the configured ones, not every attribute some table declares.
	role, index, ok := a.res.Schema.Lookup("", name)
	if !ok || !tables.DefaultKeyName(name) && !a.configuredKey(name) {
		return 0, "", "", false
	}
	return role, index, name, true
}

func (a *analysis_) configuredKey(name string) bool {
	for _, k := range a.cfg.PartitionKeys {
		if k.Attr == name {
			return true
		}
	}
	for _, k := range a.cfg.SortKeys {
		if k.Attr == name {
			return true
		}
	}
	return false
}

func isEmptyInterface(t types.Type) bool {
	i, ok := t.Underlying().(*types.Interface)
	return ok && i.NumMethods() == 0
}

func recvTypeName(t types.Type) *types.TypeName {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Origin().Obj()
	}
	return nil
}

// usesDynamoDB reports a package that imports a DynamoDB client library,
// or imports a package that does (a wrapper library such as one providing
// the Keys type an item's DDBKeys returns).
func (a *analysis_) usesDynamoDB() bool {
	for _, p := range a.pass.Pkg.Imports() {
		if isDynamoDBPath(p.Path()) {
			return true
		}
		for _, q := range p.Imports() {
			if isDynamoDBPath(q.Path()) {
				return true
			}
		}
	}
	return false
}

func isDynamoDBPath(path string) bool {
	return sdk.IsDynamo(path) || sdk.IsSDKPath(path) && strings.Contains(path, "/dynamodb")
}

// KeyStructFact is the key struct an item's key method returns (DDBKeys,
// Keys…) in a package that does not use DynamoDB itself (a model package):
// that package judges nothing, so the package that marshals the result
// (attributevalue.MarshalMap(u.DDBKeys())) reads the keys from this fact
// and judges them there. Holes name the receiver's fields.
type KeyStructFact struct{ Entries []KeyStructEntry }

// KeyStructEntry is one key attribute of a KeyStructFact.
type KeyStructEntry struct {
	Attr     string
	Num      bool
	Template keyexpr.Template
}

func (*KeyStructFact) AFact() {}
func (f *KeyStructFact) String() string {
	parts := make([]string, len(f.Entries))
	for i, e := range f.Entries {
		parts[i] = e.Attr + "=" + e.Template.String()
	}
	return "keys " + strings.Join(parts, " ")
}

// exportKeyStructs exports the key structs of the key methods of a package
// that does not use DynamoDB. One that does judges them itself (keyMethods),
// once, where the fix goes: its methods get no fact.
func (a *analysis_) exportKeyStructs() {
	if a.usesDynamoDB() {
		return
	}
	for _, fi := range a.w.spans {
		sig := fi.sig
		if sig.Recv() == nil || sig.Params().Len() != 0 || sig.Results().Len() < 1 || sig.Results().Len() > 2 || !keyStructMethods[fi.fn.Name()] {
			continue
		}
		st := structOf(sig.Results().At(0).Type())
		ret := a.returnedExpr(fi.fn)
		if st == nil || ret == nil {
			continue
		}
		lit := a.litOf(ret)
		if lit == nil {
			continue
		}
		var f KeyStructFact
		for _, e := range a.fieldEntries(st, lit, nil, ret.End(), a.itemStyle(st), nil, map[string]bool{}, 0) {
			if e.pkey != nil || e.pitem != nil || e.attr == "" {
				continue
			}
			f.Entries = append(f.Entries, KeyStructEntry{Attr: e.attr, Num: e.num, Template: e.t.Strip()})
		}
		if len(f.Entries) > 0 {
			a.pass.ExportObjectFact(fi.fn, &f)
		}
	}
}

// importedKeyStruct lists the entries of x, a call of a key method of
// another package with a KeyStructFact, at the call.
func (a *analysis_) importedKeyStruct(x ast.Expr) ([]entry, bool) {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok {
		return nil, false
	}
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == a.pass.Pkg {
		return nil, false
	}
	var f KeyStructFact
	if !a.pass.ImportObjectFact(fn.Origin(), &f) {
		return nil, false
	}
	out := make([]entry, 0, len(f.Entries))
	for _, e := range f.Entries {
		out = append(out, entry{attr: e.Attr, value: call, t: keyexpr.AtExpr(e.Template, call), num: e.Num, pos: call.Pos(), fromFact: true})
	}
	return out, true
}

// factKey names one attribute of a key struct read from a fact.
type factKey struct {
	pos  token.Pos
	attr string
}
