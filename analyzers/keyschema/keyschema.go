package keyschema

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode"

	// agext/levenshtein is already in the module graph (hcl uses it): the
	// "did you mean" distance needs no new dependency.
	"github.com/agext/levenshtein"
	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

const name = "keyschema"

// Analyzer reports requests whose key attributes do not match the declared
// key schema of their table.
var Analyzer = &analysis.Analyzer{
	Name:     name,
	Doc:      docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:      "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	c := &checker{pass: pass, done: map[string]bool{}}
	for _, lit := range res.NoKeyCondition {
		c.report(lit.Type.Pos(), lit.Type.End(), nil,
			"Query has no key condition (neither KeyConditionExpression nor KeyConditions): a query reads one partition, named with =, and DynamoDB rejects it; to read every item, Scan")
	}
	for _, u := range res.UnsupportedConditions {
		c.report(u.Expr.Pos(), u.Expr.End(), nil,
			"key condition %q cannot be used: %s; DynamoDB rejects it whatever the table (filter on other attributes with a FilterExpression, or query each value apart)",
			diag.Shorten(u.Text), u.Msg)
	}
	c.jsonNames(res)
	for _, s := range res.Sets {
		if s.Form == keys.FormNone {
			continue
		}
		if s.Form == keys.FormKey || s.Form == keys.FormItem {
			c.placeholders(s)
		}
		if s.Table == "" {
			if t := nearFit(res.Schema.Tables, s); t != nil && !ownIDElsewhere(s, t) {
				c.caseOnly(s, t)
			}
			if t := fittedItemTable(res.Schema, s); t != nil {
				c.indexTypos(s, t)
			}
			if t, ix := nearIndex(res.Schema.Tables, s); t != nil {
				c.indexCaseOnly(s, t, ix)
			} else if t := definedFit(res.Schema.Tables, s); t != nil {
				if _, ok := t.Index(s.Index); !ok {
					c.unknownIndexOf(s, t)
				}
			}
			c.noEquality(s)
			continue
		}
		// Only a declared schema is the truth: the default key names are
		// a guess, and a guess proves no request wrong.
		t := res.Schema.Declared(s.Table)
		if t == nil {
			c.noEquality(s)
			continue
		}
		switch s.Form {
		case keys.FormKey:
			c.key(s, t)
		case keys.FormItem:
			c.item(s, t)
			c.indexTypos(s, t)
		case keys.FormCondition:
			c.condition(s, t)
		case keys.FormStart:
			c.startKey(s, t)
		}
	}
	return nil, nil
}

type checker struct {
	pass *analysis.Pass
	// done dedupes findings: a Key map held in a variable is read by
	// every request that uses it.
	done map[string]bool
}

func (c *checker) report(pos, end token.Pos, fixes []analysis.SuggestedFix, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	k := fmt.Sprintf("%d:%s", pos, msg)
	if c.done[k] {
		return
	}
	c.done[k] = true
	diag.Report(c.pass, name, diag.Range{Start: pos, Stop: end}, fixes, "%s", msg)
}

// placeholders reports the attributes of a Key or an item named like an
// expression's value placeholder (":type"): with or without a declared
// schema, no table is keyed so — the map was built for
// ExpressionAttributeValues (often the same map, reused from a Query),
// and DynamoDB rejects the request, or writes an attribute no read names.
func (c *checker) placeholders(s *keys.KeySet) {
	what, noun := "the Key of", "a Key"
	if s.Form == keys.FormItem {
		what, noun = "the item of", "an item"
	}
	for _, at := range s.Attrs {
		if placeholder(at.Name) {
			c.report(at.Pos, at.End, nil,
				"%s in %s %s is an expression value placeholder, not an attribute name: %s names the table's attributes, and placeholders belong in ExpressionAttributeValues",
				attrDesc(at), what, s.Call, noun)
		}
	}
}

// placeholder reports a name of an expression value placeholder.
func placeholder(name string) bool { return len(name) > 1 && name[0] == ':' }

// key checks the Key of GetItem, DeleteItem, UpdateItem, a transaction or a
// batch: exactly the table's key attributes, of their declared types.
func (c *checker) key(s *keys.KeySet, t *tables.Table) {
	schema := keyAttrs(t.Partition, t.Sort)
	missing := c.missing(s, schema)
	unnamed := unnamed(s, schema)
	named := false // an attribute reported as no key attribute, naming the key
	for _, at := range s.Attrs {
		if role(t.Partition, t.Sort, at.Name) != "" {
			c.checkType(s, t, at, "")
			continue
		}
		if at.OmitEmpty || placeholder(at.Name) {
			continue // may be left out: the Key holds only the keys then
		}
		if !s.AttrsComplete && indexOf(t, at.Name) != "" {
			// A guregu Get whose chain may go on where the engine cannot
			// see it (q.Index("ByUser") in the caller): an index key may
			// be the key of the query it becomes.
			continue
		}
		if k := suggest(at.Name, unnamed, s.AttrsComplete); k != "" {
			delete(unnamed, k)
			delete(missing, k)
			delete(missing, k)
			c.report(at.Pos, at.End, renameFix(at, k),
				"%s in the Key of %s on %s is not a key attribute: did you mean %s %q?",
				attrDesc(at), s.Call, tableDesc(s), role(t.Partition, t.Sort, k), k)
			continue
		}
		c.report(at.Pos, at.End, nil,
			"%s in the Key of %s on %s is not a key attribute (%s): a Key holds the key attributes and nothing else",
			attrDesc(at), s.Call, tableDesc(s), schemaDesc(t.Partition, t.Sort))
		named = true
	}
	if named {
		// That report names the whole key, at the attribute to change:
		// the key it lacks is the same mistake, reported once.
		return
	}
	for _, k := range schema {
		if missing[k] {
			c.report(s.AttrsPos, s.AttrsEnd, nil,
				"the Key of %s on %s lacks %s %q: DynamoDB needs the whole primary key to address an item",
				s.Call, tableDesc(s), role(t.Partition, t.Sort, k), k)
		}
	}
}

// jsonNames reports a struct field written under its Go name because the
// marshaller ignores its json tag (aws-sdk-go-v2's attributevalue reads
// only dynamodbav tags, guregu only dynamo tags), where the package reads
// the json tag's name as a key of the same table: the Key of a GetItem,
// DeleteItem or UpdateItem, or a query's key condition. The item is then
// written without the key the reads look for (ID, where GetItem asks for
// id), which DynamoDB refuses for a table keyed so, and no read finds.
// Only for a table no schema declares: a declared table's item is judged
// against its key (item).
func (c *checker) jsonNames(res *keys.Result) {
	done := map[*types.Var]bool{}
	for _, s := range res.Sets {
		if s.Form != keys.FormItem || !s.AttrsComplete || s.Table != "" && res.Schema.Declared(s.Table) != nil ||
			s.Table == "" && (nearFit(res.Schema.Tables, s) != nil || fittedItemTable(res.Schema, s) != nil) {
			continue // a declared table's schema judges the item (item, caseOnly)
		}
		for _, at := range s.Attrs {
			if at.JSONName == "" || at.Field == nil || done[at.Field] || hasAttr(s, at.JSONName) {
				continue
			}
			read := readOf(res.Sets, res.Schema.Tables, s, at.JSONName)
			if read == nil {
				continue
			}
			done[at.Field] = true
			marshaller := "aws-sdk-go-v2's attributevalue reads only dynamodbav tags"
			tag := "dynamodbav"
			if tagKey(s) == "dynamo" {
				marshaller, tag = "guregu/dynamo reads only dynamo tags", "dynamo"
			}
			var fixes []analysis.SuggestedFix
			if f := c.fieldDecl(at.Field); f != nil {
				fixes = tagFix(f, at, at.JSONName, tag)
			}
			c.report(at.Pos, at.End, fixes,
				"field %s is written as attribute %q, not %q: %s, not its json tag, and %s on the same table reads %q; tag it %s:%q",
				at.Field.Name(), at.Name, at.JSONName, marshaller, read.Call, at.JSONName, tag, at.JSONName)
		}
	}
}

// readOf returns a Key or a key condition of item's table that names
// attr.
func readOf(sets []*keys.KeySet, declared []*tables.Table, item *keys.KeySet, attr string) *keys.KeySet {
	for _, o := range sets {
		if (o.Form == keys.FormKey || o.Form == keys.FormCondition) && o.SameTable(item) && hasAttr(o, attr) &&
			(o.Table != "" || nearFit(declared, o) == nil) { // a Key caseOnly holds wrong is no evidence
			return o
		}
	}
	return nil
}

// startKey checks a page's start rebuilt by hand (from a client's token):
// DynamoDB takes an ExclusiveStartKey only when it is the whole key of an
// item — the table's partition and sort key and, for a page of an index,
// the index's too — and rejects it otherwise, on the first page the token
// comes back for. Only a start of known attributes is judged (a literal,
// not the last page's LastEvaluatedKey or a decoded map), and only on an
// index the table declares; attributes beyond the key are left alone.
func (c *checker) startKey(s *keys.KeySet, t *tables.Table) {
	if !s.AttrsComplete || len(s.Attrs) == 0 || s.IndexExpr != nil && s.Index == "" {
		return
	}
	var lacks []string
	if l := lacking(s, t.Partition, t.Sort); l != "" {
		lacks = append(lacks, l+" of the table")
	}
	why := "a page starts at an item's whole key, and DynamoDB rejects a partial one"
	if s.Index != "" {
		ix, ok := t.Index(s.Index)
		if !ok {
			return // an index the table does not declare: reported at the query
		}
		// A key the table's own (a local index's partition key) is
		// said once, of the table.
		if l := lacking(s, ix.Partition, ix.Sort, t.Partition, t.Sort); l != "" {
			lacks = append(lacks, l+fmt.Sprintf(" of index %q", ix.Name))
		}
		why = "a page of an index starts at an item's whole key, the table's and the index's, and DynamoDB rejects a partial one"
	}
	if len(lacks) == 0 {
		return
	}
	c.report(s.AttrsPos, s.AttrsEnd, nil, "the ExclusiveStartKey of %s on %s lacks %s: %s",
		s.Call, tableDesc(s), strings.Join(lacks, " and "), why)
}

// lacking says which of the keys p and sk s does not name ("the
// partition key "PK" and the sort key "SK""), leaving out those in said;
// "" when it names them all.
func lacking(s *keys.KeySet, p, sk string, said ...string) string {
	var out []string
	for _, k := range keyAttrs(p, sk) {
		if k != "" && !slices.Contains(said, k) && !hasAttr(s, k) {
			out = append(out, fmt.Sprintf("the %s %q", role(p, sk, k), k))
		}
	}
	return strings.Join(out, " and ")
}

// item checks an item written by PutItem, a BatchWriteItem put or a
// TransactWriteItems put: it carries the table's key attributes, of their
// declared types. Other attributes are normal, and an item without an
// index's key attributes is simply not in the (sparse) index.
func (c *checker) item(s *keys.KeySet, t *tables.Table) {
	schema := keyAttrs(t.Partition, t.Sort)
	missing := c.missing(s, schema)
	for _, at := range s.Attrs {
		if role(t.Partition, t.Sort, at.Name) != "" {
			c.checkType(s, t, at, "")
			continue
		}
		if ix := indexOf(t, at.Name); ix != "" {
			c.checkType(s, t, at, ix)
			continue
		}
		if k := suggest(at.Name, missing, true); k != "" {
			delete(missing, k)
			c.report(at.Pos, at.End, renameFix(at, k),
				"item of %s on %s has %s but no %s %q: did you mean %q?",
				s.Call, tableDesc(s), attrDesc(at), role(t.Partition, t.Sort, k), k, k)
		}
	}
	for _, k := range schema {
		if missing[k] {
			c.report(s.AttrsPos, s.AttrsEnd, nil,
				"item of %s on %s lacks %s %q: every item carries the table's primary key",
				s.Call, tableDesc(s), role(t.Partition, t.Sort, k), k)
		}
	}
}

// indexTypos reports an item that carries none of an index's keys but an
// attribute one letter away from one of them (GS1PK where the index is
// keyed GSI1PK): as written, the item is not in the index, which is
// rarely what a misspelt name means. An attribute some key of the table
// or its indexes has, or that the table declares, is no typo. Reported
// once per index.
func (c *checker) indexTypos(s *keys.KeySet, t *tables.Table) {
	if !s.AttrsComplete {
		return
	}
	for _, ix := range t.Indexes {
		if ix.Local || hasAttr(s, ix.Partition) || ix.Sort != "" && hasAttr(s, ix.Sort) {
			continue
		}
		candidates := set(keyAttrs(ix.Partition, ix.Sort))
		for _, at := range s.Attrs {
			if role(t.Partition, t.Sort, at.Name) != "" || indexOf(t, at.Name) != "" || t.TypeOf(at.Name) != "" {
				continue
			}
			if k := suggest(at.Name, candidates, true); k != "" {
				c.report(at.Pos, at.End, renameFix(at, k),
					"item of %s on %s has %s but no key of index %q (%s): did you mean %q? As written, the item is not in the index",
					s.Call, tableNamed(s, t), attrDesc(at), ix.Name, schemaDesc(ix.Partition, ix.Sort), k)
				break
			}
		}
	}
}

// condition checks a query's key condition: the index exists, every
// attribute compared is a key of the table or index, and the partition key
// is compared with =.
func (c *checker) condition(s *keys.KeySet, t *tables.Table) {
	p, so := t.Partition, t.Sort
	if s.IndexExpr != nil && s.Index == "" {
		return // an index the engine cannot name: its keys are unknown
	}
	if s.Index != "" {
		ix, ok := t.Index(s.Index)
		if !ok {
			c.unknownIndex(s, t)
			return
		}
		p, so = ix.Partition, ix.Sort
	}
	where := tableDesc(s)
	if s.Index != "" {
		where = fmt.Sprintf("index %q of %s", s.Index, where)
	}
	var unused []string
	for _, k := range keyAttrs(p, so) {
		if !hasAttr(s, k) {
			unused = append(unused, k)
		}
	}
	bad := false
	for _, at := range s.Attrs {
		if role(p, so, at.Name) != "" {
			c.checkType(s, t, at, s.Index)
			continue
		}
		bad = true
		if k := suggest(at.Name, set(unused), true); k != "" {
			c.report(at.Pos, at.End, renameFix(at, k),
				"key condition of %s on %s compares %s, which is not a key there: did you mean %s %q?",
				s.Call, where, attrDesc(at), role(p, so, k), k)
			continue
		}
		c.report(at.Pos, at.End, nil,
			"key condition of %s on %s compares %s, which is not a key there (%s): a key condition may use only the partition and sort key",
			s.Call, where, attrDesc(at), schemaDesc(p, so))
	}
	if bad || !s.AttrsComplete {
		return
	}
	for _, at := range s.Attrs {
		if at.Name == p && at.Cond == "=" {
			return
		}
	}
	for _, at := range s.Attrs {
		if at.Name == p {
			c.report(at.Pos, at.End, nil,
				"key condition of %s on %s compares partition key %q with %s: a query reads one partition, named with =",
				s.Call, where, p, at.Cond)
			return
		}
	}
	c.report(s.AttrsPos, s.AttrsEnd, nil,
		"key condition of %s on %s has no equality on partition key %q: a query reads one partition, named with =",
		s.Call, where, p)
}

// noEquality reports a key condition, on a table no schema declares, that
// compares no attribute with =: whichever attribute is the partition key,
// it is not named with =, and DynamoDB rejects the query whatever the
// table. (On a declared table, condition says which key is wrong.)
func (c *checker) noEquality(s *keys.KeySet) {
	if s.Form != keys.FormCondition || !s.AttrsComplete || len(s.Attrs) == 0 {
		return
	}
	for _, at := range s.Attrs {
		if at.Cond == "=" || at.Cond == "" {
			return
		}
	}
	where := "its table"
	if s.Table != "" {
		where = tableDesc(s)
	}
	c.report(s.AttrsPos, s.AttrsEnd, nil,
		"key condition of %s on %s compares no attribute with =: a query names its partition with = on the partition key, and DynamoDB rejects it whatever the table",
		s.Call, where)
}

// unknownIndex reports an IndexName the table does not declare.
func (c *checker) unknownIndex(s *keys.KeySet, t *tables.Table) {
	names, declared := declaredIndexes(t)
	x := s.IndexExpr
	var fixes []analysis.SuggestedFix
	suggestion := ""
	if k := suggest(s.Index, set(names), true); k != "" {
		suggestion = fmt.Sprintf(": did you mean %q?", k)
		if lit := indexLit(c.pass.TypesInfo, x); lit != nil {
			fixes = replaceLit(lit, k)
		}
	} else if t.IndexesPartial {
		// Only a near miss of a tagged index shows a mistake: the item's
		// tags need not name every index the table has.
		return
	}
	c.report(x.Pos(), x.End(), fixes, "%s queries index %q, which %s does not have (%s)%s",
		s.Call, s.Index, tableDesc(s), declared, suggestion)
}

// checkType reports a key attribute sent as a type other than the one the
// schema declares.
func (c *checker) checkType(s *keys.KeySet, t *tables.Table, at *keys.Attr, index string) {
	want := t.TypeOf(at.Name)
	if want == "" || at.Type == "" || at.Type == want {
		return
	}
	what := "key attribute"
	if index != "" {
		what = fmt.Sprintf("key attribute of index %q", index)
	}
	hint := ""
	if f := at.Field; f != nil {
		hint = fmt.Sprintf(" (field %s is %s)", f.Name(), types.TypeString(f.Type(), types.RelativeTo(c.pass.Pkg)))
		if want == "S" && at.Type == "N" {
			hint += `; a dynamodbav:",string" option writes it as S`
		}
	}
	c.report(at.Pos, at.End, nil, "%s of %s on %s is sent as type %s, but %s declares %s %q as %s%s",
		attrDesc(at), s.Call, tableDesc(s), at.Type, tableDesc(s), what, at.Name, want, hint)
}

// missing returns the schema's keys the set does not name; none when the
// set's attributes may be incomplete (a key may be among the unseen).
func (c *checker) missing(s *keys.KeySet, schema []string) map[string]bool {
	out := map[string]bool{}
	if !s.AttrsComplete {
		return out
	}
	for _, k := range schema {
		if !hasAttr(s, k) {
			out[k] = true
		}
	}
	return out
}

// unnamed returns the schema's keys the set does not name.
func unnamed(s *keys.KeySet, schema []string) map[string]bool {
	out := map[string]bool{}
	for _, k := range schema {
		if !hasAttr(s, k) {
			out[k] = true
		}
	}
	return out
}

// suggest returns the one candidate that attr is a likely misspelling of:
// the same but for case, or a small edit of a long enough name. Names that
// differ only in digits (GSI1PK, GSI2PK) are different keys, not typos.
// Unless complete (the candidates are surely not named elsewhere), only a
// difference in case is taken for a typo.
func suggest(attr string, candidates map[string]bool, complete bool) string {
	best, n := "", 0
	for k := range candidates {
		if similar(attr, k) && (complete || strings.EqualFold(attr, k)) {
			best = k
			n++
		}
	}
	if n != 1 {
		return ""
	}
	return best
}

func similar(a, b string) bool {
	na, nb := normalize(a), normalize(b)
	if na == nb {
		return true // case, or _ and - (created_at, createdAt)
	}
	if stripDigits(na) == stripDigits(nb) {
		return false
	}
	// One edit in a name of five or more letters; shorter names (id, pk,
	// sk) are one edit away from other real names.
	return min(len(na), len(nb)) >= 5 && levenshtein.Distance(na, nb, nil) <= 1
}

func normalize(s string) string {
	return strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(s))
}

func stripDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsDigit(r) {
			return -1
		}
		return r
	}, s)
}

// renameFix replaces the attribute's name where it is written as a string
// literal in place.
func renameFix(at *keys.Attr, to string) []analysis.SuggestedFix {
	lit := at.NameLit
	if lit == nil {
		return nil
	}
	if at.NameOffset < 0 {
		return replaceLit(lit, to)
	}
	// A name inside a KeyConditionExpression literal (checked by the
	// engine to have no escapes).
	start := lit.Pos() + 1 + token.Pos(at.NameOffset)
	return []analysis.SuggestedFix{{
		Message:   fmt.Sprintf("rename %q to %q", at.Name, to),
		TextEdits: []analysis.TextEdit{{Pos: start, End: start + token.Pos(len(at.Name)), NewText: []byte(to)}},
	}}
}

func replaceLit(lit *ast.BasicLit, to string) []analysis.SuggestedFix {
	old, _ := strconv.Unquote(lit.Value)
	return []analysis.SuggestedFix{{
		Message:   fmt.Sprintf("rename %q to %q", old, to),
		TextEdits: []analysis.TextEdit{{Pos: lit.Pos(), End: lit.End(), NewText: []byte(strconv.Quote(to))}},
	}}
}

// indexLit is the string literal an IndexName is written as, in place or
// in aws.String.
func indexLit(info *types.Info, x ast.Expr) *ast.BasicLit {
	x = ast.Unparen(x)
	if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "String" {
			if fn, ok := info.Uses[sel.Sel].(*types.Func); ok && fn.Pkg() != nil && strings.HasSuffix(fn.Pkg().Path(), "/aws") {
				x = ast.Unparen(call.Args[0])
			}
		}
	}
	lit, ok := x.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return nil
	}
	return lit
}

func keyAttrs(p, s string) []string {
	if s == "" {
		return []string{p}
	}
	return []string{p, s}
}

func role(p, s, attr string) string {
	switch {
	case attr == p:
		return "partition key"
	case attr == s && s != "":
		return "sort key"
	}
	return ""
}

func indexOf(t *tables.Table, attr string) string {
	for _, ix := range t.Indexes {
		if attr == ix.Partition || attr == ix.Sort && ix.Sort != "" {
			return ix.Name
		}
	}
	return ""
}

func hasAttr(s *keys.KeySet, name string) bool {
	for _, at := range s.Attrs {
		if at.Name == name {
			return true
		}
	}
	return false
}

func set(names []string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

func quoteAll(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(n)
	}
	return strings.Join(q, ", ")
}

func attrDesc(at *keys.Attr) string {
	if at.Field != nil && at.Field.Name() != at.Name {
		return fmt.Sprintf("attribute %q (field %s)", at.Name, at.Field.Name())
	}
	return fmt.Sprintf("attribute %q", at.Name)
}

func tableDesc(s *keys.KeySet) string { return fmt.Sprintf("table %q", s.Table) }

// fittedItemTable is the declared table an item written to a table named
// at run time fits: the one its keys were read against, else the one the
// attributes its type marshals say (not a schema of last resort); nil
// for anything else.
func fittedItemTable(schema *tables.Schema, s *keys.KeySet) *tables.Table {
	if s.Form != keys.FormItem || !s.AttrsComplete {
		return nil
	}
	t := s.Declared(schema)
	if t == nil {
		names := make([]string, len(s.Attrs))
		for i, at := range s.Attrs {
			names[i] = at.Name
		}
		t, _, _ = schema.ItemTableOf(names, "")
	}
	if t == nil || t.LastResort {
		return nil
	}
	return t
}

// tableNamed names the table of s, or, when the request names it at run
// time, the declared table t the item fits.
func tableNamed(s *keys.KeySet, t *tables.Table) string {
	if s.Table != "" {
		return tableDesc(s)
	}
	return fmt.Sprintf("table %q", t.Label())
}

func schemaDesc(p, s string) string {
	if s == "" {
		return fmt.Sprintf("partition key %q", p)
	}
	return fmt.Sprintf("partition key %q, sort key %q", p, s)
}

// nearFit is the declared table whose primary key an item or Key of a
// request that names no table carries in other letter case only: every key
// attribute of the table is there but for case, at least one differs, and
// the set carries the partition key of no declared table as written. An
// untagged struct field (ResourceID) marshalled for a table keyed ResourceId
// is the usual way to get there. Nil when no table, or more than one with
// other keys, fits so, or when the set's attributes may be incomplete.
//
// Without a table name, an item whose keys match no declared table
// belongs, as far as the names go, to a table declared out of sight (see
// keys.KeySet); but a table out of sight keyed exactly like a declared one
// save for case is far less likely than a misspelt key, and DynamoDB
// compares names byte for byte. A table read as a schema of last resort
// (a test file's fixture, no import reaching it) is not that much evidence:
// a probe table keyed "pk" says nothing of a store keyed "PK".
func nearFit(declared []*tables.Table, s *keys.KeySet) *tables.Table {
	if !s.AttrsComplete || s.Form != keys.FormItem && s.Form != keys.FormKey {
		return nil
	}
	var fit *tables.Table
	for _, t := range declared {
		if t.Partition == "" || t.LastResort {
			continue
		}
		if hasAttr(s, t.Partition) {
			return nil // the set is that table's, or a partial key the other checks judge
		}
		p, sk := foldAttr(s, t.Partition), t.Sort == "" || hasAttr(s, t.Sort) || foldAttr(s, t.Sort) != nil
		if p == nil || !sk {
			continue
		}
		if s.Form == keys.FormKey && len(s.Attrs) != len(keyAttrs(t.Partition, t.Sort)) {
			continue // a Key holds the key attributes and nothing else
		}
		if fit != nil && (fit.Partition != t.Partition || fit.Sort != t.Sort) {
			return nil // two tables fit with other keys: which one is not known
		}
		fit = t
	}
	return fit
}

// nearIndex is, for a query of a named index on a table whose name is not
// known, the one declared table with an index of that name, when the key
// condition names the index's partition key in other letter case only
// (gsi1_pk = :pk on an index keyed GSI1_PK), and the index. As with
// nearFit, an index out of sight with the same name and keys that differ
// only in case is far less likely than a key spelt in the wrong case. Nil
// when no table, or several with other keys for the index, have it.
func nearIndex(declared []*tables.Table, s *keys.KeySet) (*tables.Table, tables.Index) {
	if s.Form != keys.FormCondition || s.Index == "" || !s.AttrsComplete {
		return nil, tables.Index{}
	}
	var fit *tables.Table
	var ix tables.Index
	for _, t := range declared {
		if t.LastResort {
			continue
		}
		for _, i := range t.Indexes {
			if i.Name != s.Index {
				continue
			}
			if fit != nil && (ix.Partition != i.Partition || ix.Sort != i.Sort) {
				return nil, tables.Index{}
			}
			fit, ix = t, i
		}
	}
	if fit == nil || ix.Partition == "" || hasAttr(s, ix.Partition) || foldAttr(s, ix.Partition) == nil {
		return nil, tables.Index{}
	}
	return fit, ix
}

// definedFit is, for a query of a named index on a table whose name is
// not known, the one declared table whose attribute definitions name an
// attribute of the query's key condition. A table declares only the
// attributes its keys and its indexes' keys use, so a query keyed on one
// of them is that table's, whatever index it names (a part of the
// condition out of sight changes nothing). Nil when no table, or more than
// one, defines one.
func definedFit(declared []*tables.Table, s *keys.KeySet) *tables.Table {
	if s.Form != keys.FormCondition || s.Index == "" || len(s.Attrs) == 0 {
		return nil
	}
	var fit *tables.Table
	for _, t := range declared {
		if t.LastResort || len(t.Types) == 0 {
			continue
		}
		if !slices.ContainsFunc(s.Attrs, func(at *keys.Attr) bool { return t.TypeOf(at.Name) != "" }) {
			continue
		}
		if fit != nil {
			return nil
		}
		fit = t
	}
	return fit
}

// unknownIndexOf reports a query of an index that t, the table the query's
// key attributes place it on (definedFit), does not declare.
func (c *checker) unknownIndexOf(s *keys.KeySet, t *tables.Table) {
	if t.IndexesPartial {
		return
	}
	_, declared := declaredIndexes(t)
	x := s.IndexExpr
	c.report(x.Pos(), x.End(), nil, "%s queries index %q, which table %q does not have (%s; the table whose declared attributes are the query's keys %s)",
		s.Call, s.Index, tableName(t), declared, definedAttrs(s, t))
}

// declaredIndexes names t's indexes, and says so for a message.
func declaredIndexes(t *tables.Table) (names []string, declared string) {
	for _, ix := range t.Indexes {
		names = append(names, ix.Name)
	}
	if len(names) == 0 {
		return nil, "it declares none"
	}
	return names, "it declares " + quoteAll(names)
}

// definedAttrs names the attributes of a set's key condition that t
// defines: those that place the query on t (see definedFit).
func definedAttrs(s *keys.KeySet, t *tables.Table) string {
	var names []string
	for _, at := range s.Attrs {
		if t.TypeOf(at.Name) != "" {
			names = append(names, at.Name)
		}
	}
	return quoteAll(names)
}

// indexCaseOnly reports the attributes of a query's key condition that
// name index ix's keys in other letter case (see nearIndex).
func (c *checker) indexCaseOnly(s *keys.KeySet, t *tables.Table, ix tables.Index) {
	for _, k := range keyAttrs(ix.Partition, ix.Sort) {
		at := foldAttr(s, k)
		if at == nil {
			continue
		}
		c.report(at.Pos, at.End, renameFix(at, k),
			"the key condition of %s has %s where index %q of table %q, the one declared table with that index, has %s %q: names are case-sensitive, so DynamoDB rejects the query",
			s.Call, attrDesc(at), ix.Name, tableName(t), role(ix.Partition, ix.Sort, k), k)
	}
}

// foldAttr is the set's attribute that names attr in other letter case,
// nil if none or more than one.
func foldAttr(s *keys.KeySet, attr string) *keys.Attr {
	var out *keys.Attr
	for _, at := range s.Attrs {
		if at.Name != attr && strings.EqualFold(at.Name, attr) {
			if out != nil {
				return nil
			}
			out = at
		}
	}
	return out
}

// ownIDElsewhere reports an item whose struct type names its own id among
// its other attributes (a Tokens item carrying TokenId besides UserID):
// its key is that id, in a table out of sight, and the declared table t
// it fits save for case is another entity's.
func ownIDElsewhere(s *keys.KeySet, t *tables.Table) bool {
	if s.Form != keys.FormItem {
		return false
	}
	var typeName string
	for _, at := range s.Attrs {
		if typeName = structNameOf(at.Field); typeName != "" {
			break
		}
	}
	if typeName == "" {
		return false
	}
	base := strings.TrimSuffix(strings.ToLower(typeName), "s")
	for _, at := range s.Attrs {
		name := strings.ToLower(at.Name)
		if (name == base+"id" || name == base+"_id") && !strings.EqualFold(at.Name, t.Partition) && !strings.EqualFold(at.Name, t.Sort) {
			return true
		}
	}
	return false
}

// structNameOf is the name of the package-level struct type declaring
// field v, "" if none.
func structNameOf(v *types.Var) string {
	if tn := keys.DeclaringStruct(v); tn != nil {
		return tn.Name()
	}
	return ""
}

// caseOnly reports the attributes of a set that name table t's key
// attributes in other letter case (see nearFit).
func (c *checker) caseOnly(s *keys.KeySet, t *tables.Table) {
	what := "item of " + s.Call
	if s.Form == keys.FormKey {
		what = "the Key of " + s.Call
	}
	for _, k := range keyAttrs(t.Partition, t.Sort) {
		at := foldAttr(s, k)
		if at == nil {
			continue
		}
		if f := c.fieldDecl(at.Field); f != nil {
			// The name comes from the struct: the fix is its tag, reported
			// there once for every request that writes the struct.
			c.report(f.Pos(), f.End(), tagFix(f, at, k, tagKey(s)),
				"field %s is written as attribute %q where table %q, the one declared table whose key its item carries in other letter case, has %s %q: names are case-sensitive, so DynamoDB rejects the request for a missing key",
				at.Field.Name(), at.Name, tableName(t), role(t.Partition, t.Sort, k), k)
			continue
		}
		c.report(at.Pos, at.End, renameFix(at, k),
			"%s has %s where table %q, the one declared table whose key it carries in other letter case, has %s %q: names are case-sensitive, so DynamoDB rejects the request for a missing key",
			what, attrDesc(at), tableName(t), role(t.Partition, t.Sort, k), k)
	}
}

// tableName is what a declared table is called in messages: its name, else
// the name its declaration knows it by.
func tableName(t *tables.Table) string { return t.Label() }

// fieldDecl is the declaration of struct field v in the files of the
// package, nil if none (a field of another package, or no field).
func (c *checker) fieldDecl(v *types.Var) *ast.Field {
	if v == nil || v.Pkg() != c.pass.Pkg {
		return nil
	}
	for _, file := range c.pass.Files {
		if v.Pos() < file.Pos() || v.Pos() >= file.End() {
			continue
		}
		var out *ast.Field
		ast.Inspect(file, func(n ast.Node) bool {
			if f, ok := n.(*ast.Field); ok && out == nil {
				for _, id := range f.Names {
					if c.pass.TypesInfo.Defs[id] == v {
						out = f
					}
				}
			}
			return out == nil
		})
		return out
	}
	return nil
}

// tagKey is the struct tag the set's marshaller reads names from: guregu's
// dynamo, else the SDKs' dynamodbav.
func tagKey(s *keys.KeySet) string {
	if strings.HasPrefix(s.Call, "dynamo.") {
		return "dynamo"
	}
	return "dynamodbav"
}

// tagFix names attribute to in the tag of field f: a new tag, the key added
// to a tag without it, or the name in the key's value replaced. None when
// the tag is not a raw string or the key's value is not what gave the
// attribute its name.
func tagFix(f *ast.Field, at *keys.Attr, to, key string) []analysis.SuggestedFix {
	msg := fmt.Sprintf("tag the field %s:%q", key, to)
	if f.Tag == nil {
		return []analysis.SuggestedFix{{Message: msg, TextEdits: []analysis.TextEdit{{
			Pos: f.Type.End(), End: f.Type.End(), NewText: []byte(fmt.Sprintf(" `%s:%q`", key, to)),
		}}}}
	}
	raw := f.Tag.Value
	if len(raw) < 2 || raw[0] != '`' {
		return nil
	}
	tag := raw[1 : len(raw)-1]
	val, ok := reflect.StructTag(tag).Lookup(key)
	if !ok {
		end := f.Tag.End() - 1 // before the closing backquote
		return []analysis.SuggestedFix{{Message: msg, TextEdits: []analysis.TextEdit{{
			Pos: end, End: end, NewText: []byte(fmt.Sprintf(" %s:%q", key, to)),
		}}}}
	}
	name, opts, _ := strings.Cut(val, ",")
	if name != at.Name {
		return nil
	}
	old := fmt.Sprintf("%s:%q", key, val)
	i := strings.Index(raw, old)
	if i < 0 {
		return nil
	}
	nv := to
	if opts != "" {
		nv += "," + opts
	}
	start := f.Tag.Pos() + token.Pos(i)
	return []analysis.SuggestedFix{{Message: msg, TextEdits: []analysis.TextEdit{{
		Pos: start, End: start + token.Pos(len(old)), NewText: []byte(fmt.Sprintf("%s:%q", key, nv)),
	}}}}
}
