package keys

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/keycond"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
)

// The engine's Keys hold only the attributes it knows to be keys. A check
// of a request against the table's key schema (keyschema) also needs the
// attributes that are not: a Key naming "pk" for a table keyed "PK", an
// item lacking its sort key, a query on a non-key attribute. Attrs carries
// every attribute a Key map, an item or a key condition names, with the
// DynamoDB type its value is sent as, and whether that list is the whole.

// Form says what a key set's Attrs describe.
type Form uint8

const (
	FormNone      Form = iota // no Attrs collected
	FormKey                   // the primary key of one item: GetItem, DeleteItem, UpdateItem, TransactGet/Write keys, BatchGetItem keys, BatchWrite deletes
	FormItem                  // a whole item written: PutItem, BatchWrite puts, TransactWrite puts
	FormCondition             // the key condition of a query
	FormStart                 // the ExclusiveStartKey of a Query or a Scan: an item's whole key, the table's and the index's
)

// Attr is one attribute of a Key map, an item or a key condition, key or
// not.
type Attr struct {
	Name string
	// NameLit is the string literal naming the attribute in place ("pk"
	// as a map key, in expression.Key("pk") or in guregu's Get("pk", v)),
	// nil when the name comes from elsewhere (a constant, a struct field or
	// tag): the text a rename fix may edit. NameOffset is the name's byte
	// offset inside the literal's value when the literal holds more than
	// the name (a KeyConditionExpression), -1 when unknown.
	NameLit    *ast.BasicLit
	NameOffset int
	// Pos and End are what messages about the attribute point at.
	Pos, End token.Pos
	// Type is the DynamoDB type the value is sent as ("S", "N", "B",
	// "BOOL", "NULL", "M", "L", "SS", "NS", "BS"), "" when unknown.
	Type string
	// Field is the struct field a marshalled attribute comes from.
	Field *types.Var
	// OmitEmpty says the marshaller may leave the attribute out.
	OmitEmpty bool
	// JSONName is the name a field's json tag gives it when the
	// marshaller ignores json tags (aws-sdk-go-v2's attributevalue,
	// guregu/dynamo) and the field has no tag of the marshaller's own:
	// the name its author most likely meant, "" when it is Name or none.
	JSONName string
	// Cond is the operator the attribute is compared with (FormCondition).
	Cond string
}

// collectAttrs fills s's Attrs from an attribute-value map expression.
func (a *analysis_) collectAttrs(s *KeySet, x ast.Expr, form Form) {
	if x == nil || form == FormNone {
		return
	}
	s.Form = form
	s.AttrsPos, s.AttrsEnd = x.Pos(), x.End()
	s.Attrs, s.AttrsComplete = a.mapAttrs(x, 0)
}

// mapAttrs lists the attributes of an attribute-value map: a literal, a
// local variable holding one (plus m["k"] = v writes), MarshalMap of a
// struct or Go map, or a function of this package returning one. complete
// is false when some attribute may be missing from the list: a name that is
// not constant, a map the engine cannot follow, one that escapes.
func (a *analysis_) mapAttrs(x ast.Expr, depth int) (out []*Attr, complete bool) {
	if depth > 4 || x == nil {
		return nil, false
	}
	x = ast.Unparen(x)
	switch x := x.(type) {
	case *ast.CompositeLit:
		if !isAttributeMap(a.pass.TypesInfo.TypeOf(x)) {
			return nil, false
		}
		complete = true
		for _, el := range x.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				complete = false
				continue
			}
			at, ok := a.nameAttr(kv.Key)
			if !ok {
				complete = false
				continue
			}
			at.Type = a.avType(kv.Value, 0)
			out = append(out, at)
		}
		return out, complete
	case *ast.CallExpr:
		if b, ok := a.pass.TypesInfo.Uses[identOf(x.Fun)].(*types.Builtin); ok && b.Name() == "make" {
			return nil, true // filled by m[k] = v writes
		}
		fn := keyexpr.Callee(a.pass.TypesInfo, x)
		if fn == nil || fn.Pkg() == nil {
			return nil, false
		}
		if sdk.IsAttributeValue(fn.Pkg().Path()) && fn.Name() == "MarshalMap" && len(x.Args) == 1 {
			return a.marshalAttrs(x.Args[0], x.Pos(), marshalStyle(fn.Pkg().Path()))
		}
		if ret := a.returned(fn); ret != nil {
			return a.mapAttrs(ret, depth+1)
		}
	case *ast.Ident:
		v, ok := a.pass.TypesInfo.Uses[x].(*types.Var)
		if !ok {
			return nil, false
		}
		d, writes := a.localDef(v, x.Pos())
		if d == nil {
			return nil, false
		}
		out, complete = a.mapAttrs(d, depth+1)
		for _, w := range writes {
			at, ok := a.nameAttr(w[0])
			if !ok {
				complete = false
				continue
			}
			at.Type = a.avType(w[1], 0)
			out = append(out, at)
		}
		return out, complete && a.onlyIndexed(v)
	}
	return nil, false
}

// nameAttr is the attribute a constant name expression names.
func (a *analysis_) nameAttr(x ast.Expr) (*Attr, bool) {
	name, ok := a.str(x)
	if !ok {
		return nil, false
	}
	at := &Attr{Name: name, Pos: x.Pos(), End: x.End(), NameOffset: -1}
	if lit, ok := ast.Unparen(x).(*ast.BasicLit); ok && lit.Kind == token.STRING {
		at.NameLit = lit
	}
	return at, true
}

// onlyIndexed reports whether every use of the map variable v reads or
// writes one of its entries (v[k]), or hands it whole to a struct field of a
// composite literal (a request's Key), or to len: nothing else can add or
// delete entries the engine does not see.
func (a *analysis_) onlyIndexed(v *types.Var) bool {
	return a.allUses(v, func(id *ast.Ident, parent ast.Node) bool {
		switch p := parent.(type) {
		case *ast.IndexExpr:
			return p.X == id
		case *ast.KeyValueExpr:
			return p.Value == id
		case *ast.CallExpr:
			b, ok := a.pass.TypesInfo.Uses[identOf(p.Fun)].(*types.Builtin)
			return ok && b.Name() == "len"
		}
		return false
	})
}

// allUses reports whether f holds for every use of v, given the use and
// the node holding it; false too when a use cannot be found in the files.
func (a *analysis_) allUses(v *types.Var, f func(id *ast.Ident, parent ast.Node) bool) bool {
	root := a.inspector().Root()
	for id, obj := range a.pass.TypesInfo.Uses {
		if obj != v {
			continue
		}
		cur, ok := root.FindNode(id)
		if !ok || !f(id, cur.Parent().Node()) {
			return false
		}
	}
	return true
}

// avType is the DynamoDB type of an attribute-value expression:
// &types.AttributeValueMemberS{…} (v2), {S: aws.String(x)} and
// (&dynamodb.AttributeValue{}).SetS(x) (v1), attributevalue.Marshal(x), or
// a variable holding one. "" when unknown.
func (a *analysis_) avType(v ast.Expr, depth int) string {
	if depth > 4 || v == nil {
		return ""
	}
	v = ast.Unparen(v)
	if lit := keyexpr.CompositeLit(v); lit != nil {
		t := a.pass.TypesInfo.TypeOf(lit)
		if path, name := sdk.NamedOf(t); path == sdk.Types && strings.HasPrefix(name, "AttributeValueMember") {
			return strings.TrimPrefix(name, "AttributeValueMember")
		}
		if sdk.Is(t, sdk.DynamoDBV1, "AttributeValue") {
			f := a.fields(lit)
			if len(f) != 1 || len(lit.Elts) != 1 {
				return ""
			}
			for member := range f {
				if v1Members[member] {
					return member
				}
			}
		}
		return ""
	}
	switch v := v.(type) {
	case *ast.CallExpr:
		fn := keyexpr.Callee(a.pass.TypesInfo, v)
		if fn == nil || fn.Pkg() == nil {
			return ""
		}
		if ret := a.returnedValue(fn); ret != nil {
			return a.avType(ret, depth+1) // a helper: func s(v string) types.AttributeValue
		}
		if len(v.Args) != 1 {
			return ""
		}
		if sdk.IsAttributeValue(fn.Pkg().Path()) && fn.Name() == "Marshal" {
			return goAttrType(a.pass.TypesInfo.TypeOf(v.Args[0]), nil)
		}
		if member, ok := strings.CutPrefix(fn.Name(), "Set"); ok && v1Members[member] {
			sig := fn.Type().(*types.Signature)
			sel, _ := ast.Unparen(v.Fun).(*ast.SelectorExpr)
			if sig.Recv() != nil && sdk.Is(sig.Recv().Type(), sdk.DynamoDBV1, "AttributeValue") && sel != nil && a.freshV1Value(sel.X) {
				return member
			}
		}
	case *ast.Ident:
		if obj, ok := a.pass.TypesInfo.Uses[v].(*types.Var); ok {
			if d, writes := a.localDef(obj, v.Pos()); d != nil && len(writes) == 0 {
				return a.avType(d, depth+1)
			}
		}
	}
	return ""
}

// v1Members are the members of an aws-sdk-go v1 AttributeValue, each named
// as its DynamoDB type.
var v1Members = map[string]bool{"S": true, "N": true, "B": true, "BOOL": true, "NULL": true, "M": true, "L": true, "SS": true, "NS": true, "BS": true}

// goAttrType is the DynamoDB type the marshallers (both SDKs' and
// guregu's) write a Go value of type t as, given the field's tag options;
// "" when a custom marshaller or an interface decides.
func goAttrType(t types.Type, opts map[string]bool) string {
	if t == nil {
		return ""
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if sdk.Is(t, "time", "Time") {
		if opts["unixtime"] {
			return "N"
		}
		return "S"
	}
	if customMarshaller(t) {
		return ""
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return "S"
		case u.Info()&types.IsNumeric != 0:
			if opts["string"] {
				return "S"
			}
			return "N"
		case u.Info()&types.IsBoolean != 0:
			if opts["string"] {
				return "S"
			}
			return "BOOL"
		}
	case *types.Slice:
		if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte {
			return "B"
		}
		if opts["stringset"] || opts["numberset"] || opts["binaryset"] || opts["set"] {
			return ""
		}
		return "L"
	case *types.Array:
		return "L"
	case *types.Map:
		if opts["stringset"] || opts["numberset"] || opts["binaryset"] || opts["set"] {
			return ""
		}
		return "M"
	case *types.Struct:
		return "M"
	}
	return ""
}

// customMarshaller reports a type that chooses its own attribute value:
// the SDKs' Marshaler, guregu's, or encoding.TextMarshaler (which guregu and
// the SDKs' optional encoders honour).
func customMarshaller(t types.Type) bool {
	return hasMethod(t, "MarshalDynamoDBAttributeValue", "MarshalDynamo", "MarshalText")
}

// hasMethod reports whether t or *t has a method of one of the names.
func hasMethod(t types.Type, names ...string) bool {
	for _, typ := range []types.Type{t, types.NewPointer(t)} {
		ms := types.NewMethodSet(typ)
		for i := range ms.Len() {
			if slices.Contains(names, ms.At(i).Obj().Name()) {
				return true
			}
		}
	}
	return false
}

// marshalAttrs lists the attributes MarshalMap (or guregu's Put) writes for
// a Go value: every field of a struct (complete: a struct's fields are
// fixed), or the entries of a Go map.
func (a *analysis_) marshalAttrs(x ast.Expr, use token.Pos, style tagStyle) ([]*Attr, bool) {
	t := a.pass.TypesInfo.TypeOf(x)
	if t == nil {
		return nil, false
	}
	if _, isMap := t.Underlying().(*types.Map); isMap {
		return a.goMapAttrs(x)
	}
	st := structOf(t)
	if st == nil || customMarshaller(t) {
		return nil, false
	}
	var lit *ast.CompositeLit
	if l, _, ok := a.structValue(x, use); ok {
		lit = l
	}
	var out []*Attr
	complete := a.structAttrs(st, lit, x, style, map[string]bool{}, &out, 0)
	return out, complete
}

// structAttrs appends the attributes of st's fields, promoting embedded
// structs as the marshallers flatten them. Attributes point at the field's
// value in lit when set there, else at x.
func (a *analysis_) structAttrs(st *types.Struct, lit *ast.CompositeLit, x ast.Expr, style tagStyle, taken map[string]bool, out *[]*Attr, depth int) bool {
	if depth > 4 {
		return false
	}
	var litFields map[string]ast.Expr
	if lit != nil {
		litFields = a.fields(lit)
	}
	complete := true
	var embedded []int
	for i := 0; i < st.NumFields(); i++ {
		fld := st.Field(i)
		if fld.Anonymous() {
			if structOf(fld.Type()) != nil && flattened(st.Tag(i), style) {
				embedded = append(embedded, i)
			} else if _, skip := styleTagValue(st.Tag(i), style); !skip && fld.Exported() {
				// An embedded non-struct (an interface, a named
				// basic type) marshals in ways not worth guessing.
				complete = false
			}
			continue
		}
		name, opts, ok := attrName(fld, st.Tag(i), style)
		if !ok || taken[name] {
			continue
		}
		taken[name] = true
		at := &Attr{Name: name, Pos: x.Pos(), End: x.End(), NameOffset: -1, Field: fld,
			Type: goAttrType(fld.Type(), opts), OmitEmpty: opts["omitempty"], JSONName: ignoredJSON(st.Tag(i), style, name)}
		if v := litFields[fld.Name()]; v != nil {
			at.Pos, at.End = v.Pos(), v.End()
		}
		*out = append(*out, at)
	}
	for _, i := range embedded {
		fld := st.Field(i)
		var inner *ast.CompositeLit
		if v := litFields[fld.Name()]; v != nil {
			inner = keyexpr.CompositeLit(v)
		}
		if !a.structAttrs(structOf(fld.Type()), inner, x, style, taken, out, depth+1) {
			complete = false
		}
	}
	return complete
}

// ignoredJSON is the name a field's json tag gives it, when the style's
// marshaller does not read json tags, the field has no tag of its own,
// and the names differ.
func ignoredJSON(tag string, style tagStyle, name string) string {
	if style == styleV1 {
		return "" // v1 falls back to the json tag
	}
	if _, ok := reflect.StructTag(tag).Lookup(styleTag(style)); ok {
		return ""
	}
	j, ok := reflect.StructTag(tag).Lookup("json")
	if !ok {
		return ""
	}
	j, _, _ = strings.Cut(j, ",")
	if j == "" || j == "-" || j == name {
		return ""
	}
	return j
}

// goMapAttrs lists the entries of a Go map given to MarshalMap: a literal,
// or a variable defined by one (plus m["k"] = v writes).
func (a *analysis_) goMapAttrs(x ast.Expr) ([]*Attr, bool) {
	var pairs [][2]ast.Expr
	complete := true
	x = ast.Unparen(x)
	if id, ok := x.(*ast.Ident); ok {
		v, ok := a.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok {
			return nil, false
		}
		d, writes := a.localDef(v, id.Pos())
		pairs = append(pairs, writes...)
		x = d
		complete = a.onlyIndexed(v)
	}
	lit := keyexpr.CompositeLit(x)
	if lit == nil {
		return nil, false
	}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		pairs = append(pairs, [2]ast.Expr{kv.Key, kv.Value})
	}
	var out []*Attr
	for _, p := range pairs {
		at, ok := a.nameAttr(p[0])
		if !ok {
			complete = false
			continue
		}
		at.Type = goAttrType(a.pass.TypesInfo.TypeOf(p[1]), nil)
		if tv, ok := a.pass.TypesInfo.Types[p[1]]; ok && tv.IsNil() {
			at.Type = "NULL"
		}
		out = append(out, at)
	}
	return out, complete
}

// conditionAttrs fills s's Attrs from a query's KeyConditionExpression x:
// its text ct (a constant expression) and its ExpressionAttributeNames and
// ExpressionAttributeValues, or the KeyCondition() of an expression
// builder's result.
func (a *analysis_) conditionAttrs(s *KeySet, x ast.Expr, ct condText, names, values ast.Expr) {
	if x == nil {
		return
	}
	s.Form = FormCondition
	s.AttrsPos, s.AttrsEnd = x.Pos(), x.End()
	if conds, complete, ok := a.builderKeyCondition(x); ok {
		s.Attrs, s.AttrsComplete = a.builderCondAttrs(conds)
		s.AttrsComplete = s.AttrsComplete && complete
		return
	}
	text, ok := ct.text, ct.ok
	if !ok {
		return
	}
	conds, err := keycond.ParseKeyCondition(text)
	if err != nil || len(conds) == 0 {
		return
	}
	lit := stringLit(a.pass.TypesInfo, x)
	if lit != nil {
		if v, err := strconv.Unquote(lit.Value); err != nil || v != text || lit.Value[1:len(lit.Value)-1] != text {
			lit = nil // escapes: offsets in the value are not offsets in the source
		}
	}
	nameMap := a.stringMap(names)
	vals, _ := a.mapAttrs(values, 0)
	s.AttrsComplete = true
	for _, c := range conds {
		attr, ok := keycond.Resolve(c.Name, nameMap)
		if !ok {
			s.AttrsComplete = false
			continue
		}
		at := &Attr{Name: attr, Pos: x.Pos(), End: x.End(), NameOffset: -1, Cond: c.Op}
		if lit != nil && !strings.Contains(c.Name, "#") {
			at.NameLit, at.NameOffset = lit, c.Offset
			at.Pos = lit.Pos() + 1 + token.Pos(c.Offset)
			at.End = at.Pos + token.Pos(len(c.Name))
		}
		for _, ph := range c.Values {
			for _, v := range vals {
				if v.Name == ph && v.Type != "" {
					at.Type = v.Type
				}
			}
		}
		s.Attrs = append(s.Attrs, at)
	}
}

// stringLit is the string literal x is, or wraps in aws.String.
func stringLit(info *types.Info, x ast.Expr) *ast.BasicLit {
	x = unwrapPointer(info, ast.Unparen(x))
	lit, ok := ast.Unparen(x).(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return nil
	}
	return lit
}

// builderKeyCondition resolves expr.KeyCondition(), where expr is the
// result of expression.NewBuilder()….WithKeyCondition(c)….Build(), to the
// condition calls of c, and whether they are all of it (a condition set in
// several branches gives the calls every branch has: see commonLeaves).
func (a *analysis_) builderKeyCondition(x ast.Expr) (conds []*ast.CallExpr, complete, ok bool) {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok {
		return nil, false, false
	}
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || !sdk.IsExpression(fn.Pkg().Path()) || fn.Name() != "KeyCondition" {
		return nil, false, false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, false, false
	}
	// The Expression: a variable set once to ….Build().
	built := a.definition(sel.X)
	bcall, ok := built.(*ast.CallExpr)
	if !ok {
		return nil, false, false
	}
	for cur := ast.Expr(bcall); ; {
		c, ok := ast.Unparen(cur).(*ast.CallExpr)
		if !ok {
			return nil, false, false
		}
		f := keyexpr.Callee(a.pass.TypesInfo, c)
		if f == nil || f.Pkg() == nil || !sdk.IsExpression(f.Pkg().Path()) {
			return nil, false, false
		}
		switch f.Name() {
		case "WithKeyCondition":
			if len(c.Args) != 1 {
				return nil, false, false
			}
			var out []*ast.CallExpr
			complete := a.condLeaves(c.Args[0], &out, 0)
			if !complete && len(out) == 0 {
				return nil, false, false
			}
			return out, complete, true
		case "NewBuilder":
			return nil, false, false
		}
		s, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr)
		if !ok {
			return nil, false, false
		}
		cur = a.definition(s.X)
	}
}

// definition follows a local variable to its one definition; other
// expressions are returned as they are.
func (a *analysis_) definition(x ast.Expr) ast.Expr {
	x = ast.Unparen(x)
	if id, ok := x.(*ast.Ident); ok {
		if v, ok := a.pass.TypesInfo.Uses[id].(*types.Var); ok {
			if d, ok := a.ev.Definition(v, id.Pos()); ok {
				return ast.Unparen(d)
			}
		}
	}
	return x
}

// commonLeaves reads a condition variable set in several branches (var c
// expression.KeyConditionBuilder; if prefix != "" { c = KeyAnd(Key("t").
// Equal(…), Key("id").BeginsWith(prefix)) } else { c = Key("t").Equal(…) }):
// the conditions every branch has, on the same attribute with the same
// operator, are the query's whatever branch runs (those of the first
// branch are kept). The rest differs, so the condition is never complete.
func (a *analysis_) commonLeaves(x ast.Expr, out *[]*ast.CallExpr, depth int) bool {
	type leaf struct{ attr, op string }
	of := func(c *ast.CallExpr) (leaf, bool) {
		op, keyArg, _ := a.condOperands(c)
		attr, ok := a.builderName(keyArg, "Key")
		return leaf{attr, op}, ok
	}
	var common []*ast.CallExpr
	for i, alt := range a.ev.Definitions(x) {
		var leaves []*ast.CallExpr
		a.condLeaves(alt, &leaves, depth+1)
		if i == 0 {
			common = leaves
			continue
		}
		has := map[leaf]bool{}
		for _, c := range leaves {
			if l, ok := of(c); ok {
				has[l] = true
			}
		}
		common = slices.DeleteFunc(common, func(c *ast.CallExpr) bool {
			l, ok := of(c)
			return !ok || !has[l]
		})
	}
	*out = append(*out, common...)
	return false
}

// condLeaves gathers the condition calls of a KeyAnd/And tree (through
// local variables) and reports whether every part of it was understood. It
// gathers the parts it understands even when another is not: a range
// condition still names a sort key beside a helper's condition.
func (a *analysis_) condLeaves(x ast.Expr, out *[]*ast.CallExpr, depth int) bool {
	if depth > 16 {
		return false
	}
	call, ok := a.definition(x).(*ast.CallExpr)
	if !ok {
		return a.commonLeaves(x, out, depth)
	}
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || !sdk.IsExpression(fn.Pkg().Path()) {
		return false
	}
	var parts []ast.Expr
	switch {
	case fn.Name() == "KeyAnd":
		parts = call.Args
	case fn.Name() == "And":
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		parts = append([]ast.Expr{sel.X}, call.Args...)
	case condOps[fn.Name()] != "":
		*out = append(*out, call)
		return true
	default:
		return false
	}
	complete := true
	for _, p := range parts {
		if !a.condLeaves(p, out, depth+1) {
			complete = false
		}
	}
	return complete
}

// builderCondAttrs turns expression-builder condition calls into Attrs.
func (a *analysis_) builderCondAttrs(conds []*ast.CallExpr) ([]*Attr, bool) {
	var out []*Attr
	complete := true
	for _, call := range conds {
		op, keyArg, args := a.condOperands(call)
		kc, ok := a.definition(keyArg).(*ast.CallExpr)
		if !ok || len(kc.Args) != 1 {
			complete = false
			continue
		}
		kf := keyexpr.Callee(a.pass.TypesInfo, kc)
		if kf == nil || kf.Pkg() == nil || !sdk.IsExpression(kf.Pkg().Path()) || kf.Name() != "Key" {
			complete = false
			continue
		}
		at, ok := a.nameAttr(kc.Args[0])
		if !ok {
			complete = false
			continue
		}
		at.Cond = op
		if at.Cond != "begins_with" {
			for _, arg := range args {
				if v, ok := a.builderValue(arg); ok {
					at.Type = goAttrType(a.pass.TypesInfo.TypeOf(v), nil)
				}
			}
		}
		out = append(out, at)
	}
	return out, complete
}

// dynamoAttrs lists the key attributes a guregu Get/Delete/Update/Check
// chain names: the hash key argument and the Range name. The chain may be
// finished where the engine cannot see, so the list is never complete.
func (a *analysis_) dynamoAttrs(s *KeySet, hashName, hashVal, rangeName ast.Expr, rangeVals []ast.Expr, rangeOp string) {
	if s.Call == "dynamo.Query" {
		s.Form = FormCondition
	} else {
		s.Form = FormKey
	}
	s.AttrsPos, s.AttrsEnd = hashName.Pos(), hashName.End()
	if at, ok := a.nameAttr(hashName); ok {
		at.Type = goAttrType(a.pass.TypesInfo.TypeOf(hashVal), nil)
		at.Cond = "="
		s.Attrs = append(s.Attrs, at)
	}
	if rangeName != nil {
		if at, ok := a.nameAttr(rangeName); ok {
			at.Cond = rangeOp
			if rangeOp != "begins_with" && len(rangeVals) > 0 {
				at.Type = goAttrType(a.pass.TypesInfo.TypeOf(rangeVals[0]), nil)
			}
			s.Attrs = append(s.Attrs, at)
		}
	}
}

// fieldForm is the Form of a request field's attribute map.
var fieldForm = map[string]Form{"Key": FormKey, "Item": FormItem, "ExclusiveStartKey": FormStart}

// returnedValue is the expression a function of this package returns from
// its only return statement, when it returns one value.
func (a *analysis_) returnedValue(fn *types.Func) ast.Expr {
	if fn.Type().(*types.Signature).Results().Len() != 1 {
		return nil
	}
	return a.returnedExpr(fn)
}

// DeclaringStruct is the package-level struct type that declares field
// fld, nil if none (a field of a local or anonymous struct).
func DeclaringStruct(fld *types.Var) *types.TypeName {
	if fld == nil || fld.Pkg() == nil {
		return nil
	}
	scope := fld.Pkg().Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for f := range st.Fields() {
			if f == fld {
				return tn
			}
		}
	}
	return nil
}
