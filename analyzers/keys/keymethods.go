package keys

import (
	"go/types"
	"strings"

	"github.com/ddblint/ddblint/internal/keyexpr"
	"github.com/ddblint/ddblint/internal/sdk"
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
// call has read already.
func (a *analysis_) keyMethods() {
	if !a.usesDynamoDB() {
		return
	}
	byType := map[*types.TypeName]*KeySet{}
	var order []*types.TypeName
	for _, fi := range a.w.spans {
		sig := fi.sig
		if sig.Recv() == nil || sig.Params().Len() != 0 || sig.Results().Len() < 1 || sig.Results().Len() > 2 {
			continue
		}
		_, recv := sdk.NamedOf(sig.Recv().Type())
		res := sig.Results().At(0).Type()
		name := fi.fn.Name()
		ret := a.returnedExpr(fi.fn)
		if ret == nil {
			continue
		}
		switch {
		case keyStructMethods[name] && structOf(res) != nil:
			lit := keyexpr.CompositeLit(ret)
			if lit == nil || a.consumed[lit] {
				continue
			}
			s := &KeySet{Call: recv + "." + name, Op: sdk.OpItem, Pos: lit.Pos()}
			a.structKeys(s, lit, lit.End(), a.itemStyle(structOf(res)))
			a.add(s)
		case isStringType(res) || isEmptyInterface(res):
			role, index, attr, ok := a.keyMethodRole(name, res)
			if !ok {
				continue
			}
			t, ok := a.ev.Summarize(fi.fn)
			if !ok {
				if !isEmptyInterface(res) {
					continue
				}
				t = a.ev.Eval(ret)
			}
			tn := recvTypeName(sig.Recv().Type())
			if tn == nil {
				continue
			}
			s := byType[tn]
			if s == nil {
				s = &KeySet{Call: recv + " key methods", Op: sdk.OpItem, Pos: fi.decl.Pos()}
				byType[tn] = s
				order = append(order, tn)
			}
			s.Keys = append(s.Keys, &Key{Attr: attr, Role: role, Index: index, Expr: ret, Value: t})
		}
	}
	for _, tn := range order {
		a.add(byType[tn])
	}
}

// keyMethodRole says what a string method named like a key gives: a key
// attribute of the default or configured names (PK, SK, GSI1PK…), or
// guregu's HashKey/RangeKey.
func (a *analysis_) keyMethodRole(name string, res types.Type) (Role, string, string, bool) {
	switch name {
	case "HashKey":
		return Partition, "", "HashKey()", true
	case "RangeKey":
		return Sort, "", "RangeKey()", true
	}
	if !isStringType(res) {
		return 0, "", "", false
	}
	// Only names that are keys whatever the table: the default names and
	// the configured ones, not every attribute some table declares.
	role, index, ok := a.res.Schema.Lookup("", name)
	if !ok || !defaultPartition.MatchString(name) && !defaultSort.MatchString(name) && !a.configuredKey(name) {
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
