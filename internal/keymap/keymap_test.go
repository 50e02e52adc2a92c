package keymap

import (
	"bytes"
	"cmp"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

// key makes a summary key whose text and shape are given.
func key(attr, index, role, text, shape string, line int) Key {
	k := Key{Attr: attr, Index: index, Role: role, Value: Template{Text: text}, Shape: shape, File: "/m/store.go", Line: line}
	if strings.Contains(text, "<") {
		k.Value.Holes = []Hole{{Name: "x", Kind: "string"}} // only their presence matters here
	}
	return k
}

func TestFromTemplate(t *testing.T) {
	tmpl := keyexpr.Concat(
		keyexpr.Lit("ORDER#", 0, 0),
		keyexpr.Of(&keyexpr.Hole{Kind: keyexpr.Time, Name: "Now", Text: `time.Now().Format(time.RFC3339)`, Layout: time.RFC3339}),
		keyexpr.Lit("#", 0, 0),
		keyexpr.Of(&keyexpr.Hole{Kind: keyexpr.Int, Name: "seq", Text: "seq", Pad: 8}),
		keyexpr.Lit("#", 0, 0),
		keyexpr.Of(&keyexpr.Hole{Kind: keyexpr.Enum, Name: "Status", Text: "o.Status", Values: 4}),
		keyexpr.Lit("#", 0, 0),
		keyexpr.Of(&keyexpr.Hole{Kind: keyexpr.String, Name: "id", Text: "id"}),
	)
	got, shape := FromTemplate(tmpl, nil)
	if want := `ORDER#<time.Now():time RFC3339>#<seq:number %08d>#<Status:4 values>#<id>`; got.Text != want {
		t.Errorf("text = %s, want %s", got.Text, want)
	}
	if want := `ORDER#<:time RFC3339>#<:number %08d>#<:4 values>#<>`; shape != want {
		t.Errorf("shape = %s, want %s", shape, want)
	}
	if len(got.Holes) != 4 || got.Holes[0].Kind != "time" || got.Holes[0].Detail != "RFC3339" || got.Holes[2].Kind != "enum" {
		t.Errorf("holes = %+v", got.Holes)
	}
	// Another variable of the same design has the same shape.
	other := keyexpr.Concat(keyexpr.Lit("ORDER#", 0, 0), keyexpr.Of(&keyexpr.Hole{Kind: keyexpr.String, Name: "orderID", Text: "orderID"}))
	mine := keyexpr.Concat(keyexpr.Lit("ORDER#", 0, 0), keyexpr.Of(&keyexpr.Hole{Kind: keyexpr.String, Name: "id", Text: "id"}))
	if _, a := FromTemplate(other, nil); a != func() string { _, s := FromTemplate(mine, nil); return s }() {
		t.Errorf("ORDER#<orderID> and ORDER#<id> have different shapes")
	}
	// A unix time, a choice of texts and a value nothing is known of.
	for _, c := range []struct {
		h    keyexpr.Hole
		want string
	}{
		{keyexpr.Hole{Kind: keyexpr.Int, Unix: true, UnixUnit: "ms", Name: "UnixMilli", Text: "t.UnixMilli()"}, "<t.UnixMilli():time unix ms>"},
		{keyexpr.Hole{Kind: keyexpr.Enum, Values: 2, Text: `one of "BINARY", "CERT"`}, `<one of "BINARY", "CERT">`},
		{keyexpr.Hole{Kind: keyexpr.Opaque, Name: "x", Text: "x"}, "<x>"},
		{keyexpr.Hole{Kind: keyexpr.ID, IDKind: "ulid", Name: "Make", Text: "ulid.Make()"}, "<ulid.Make():id ulid>"},
	} {
		if got, _ := FromTemplate(keyexpr.Of(&c.h), nil); got.Text != c.want {
			t.Errorf("%+v: got %s, want %s", c.h, got.Text, c.want)
		}
	}
}

// TestEnumValues: an enum hole lists its type's values when there are few.
func TestEnumValues(t *testing.T) {
	values := func(typ string) []string {
		switch typ {
		case "example.com/m.Status":
			return []string{"PENDING", "PAID"}
		case "example.com/m.Country":
			return strings.Split("AT,BE,BG,CY,CZ,DE,DK,EE,ES", ",")
		case "example.com/m.Stage":
			return []string{"DRAFT", "LIVE"} // not the 3 the engine counted
		}
		return nil
	}
	counted := map[string]int{"example.com/m.Status": 2, "example.com/m.Country": 9}
	for typ, want := range map[string]string{
		"example.com/m.Status":  "STATUS#<s:one of PENDING, PAID>",
		"example.com/m.Country": "STATUS#<s:9 values>", // too many to list
		"example.com/m.Other":   "STATUS#<s:3 values>",
		"example.com/m.Stage":   "STATUS#<s:3 values>", // values that disagree with the count: the count
	} {
		n := cmp.Or(counted[typ], 3)
		tmpl := keyexpr.Concat(keyexpr.Lit("STATUS#", 0, 0), keyexpr.Of(&keyexpr.Hole{Kind: keyexpr.Enum, Name: "s", Text: "s", Type: typ, Values: n}))
		if got, _ := FromTemplate(tmpl, values); got.Text != want {
			t.Errorf("%s: got %s, want %s", typ, got.Text, want)
		}
	}
}

func TestDropAnswered(t *testing.T) {
	fs := dropAnswered([]Finding{
		{Rule: "pkcardinality", Message: `partition key "GSI1PK" of index GSI1 is the constant "PRODUCT" …`},
		{Rule: "pkconstant", Message: `partition key "GSI1PK" of index GSI1 is the constant "PRODUCT" …`, Question: true},
		{Rule: "pkconstant", Message: `partition key "PK" is the constant "ALL" …`, Question: true},
	})
	if len(fs) != 2 || fs[1].Message[:17] != `partition key "PK` {
		t.Errorf("want the GSI1PK question dropped, the PK one kept: %+v", fs)
	}
}

func TestLeadingWords(t *testing.T) {
	for in, want := range map[string]string{
		"ORDER#<id>":          "ORDER",
		"S#Info#<id>":         "S#Info",
		"U#Notification#<at>": "U#Notification",
		"N#<id>":              "N",
		"<id>":                "",
		"TRACKING:<n>":        "TRACKING",
		"P#A_very_long_prefix_of_many_words#<id>": "P",
	} {
		if got := leadingWords(in); got != want {
			t.Errorf("leadingWords(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestShortFunc(t *testing.T) {
	for in, want := range map[string]string{
		"github.com/acme/svc/store.PutOrder":          "store.PutOrder",
		"(*github.com/acme/svc/store.Store).PutOrder": "(*store.Store).PutOrder",
		"(example.com/m.T).Get":                       "(m.T).Get",
		"main.run":                                    "main.run",
	} {
		if got := ShortFunc(in); got != want {
			t.Errorf("ShortFunc(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestBuild(t *testing.T) {
	orders := Table{Name: "orders", PartitionKey: "PK", SortKey: "SK", DeclaredAt: "template.yaml:3", Env: []string{"ORDERS", "TABLE"},
		Indexes: []Index{{Name: "GSI1", PartitionKey: "GSI1PK", SortKey: "GSI1SK"}}}
	sums := []*Summary{
		{
			Tables: []Table{orders},
			Items:  []string{"example.com/m/model.Order"},
			Requests: []Request{
				// Two writes of one design from different variables: one entity.
				{Op: OpWrite, Call: "PutItem", Table: "orders", Func: "example.com/m/store.Put", Type: "example.com/m/model.Order", File: "/m/store.go", Line: 10, EndLine: 14, Keys: []Key{
					key("SK", "", "sort", "ORDER#<id>", "ORDER#<>", 12),
					key("PK", "", "partition", "CUSTOMER#<c>", "CUSTOMER#<>", 11),
					key("GSI1PK", "GSI1", "partition", "STATUS#PENDING", "STATUS#PENDING", 13),
				}},
				{Op: OpWrite, Call: "PutItem", Table: "orders", Func: "example.com/m/store.Save", Type: "example.com/m/model.Order", File: "/m/store.go", Line: 20, Keys: []Key{
					key("PK", "", "partition", "CUSTOMER#<cust>", "CUSTOMER#<>", 21),
					key("SK", "", "sort", "ORDER#<orderID>", "ORDER#<>", 22),
					key("GSI1PK", "GSI1", "partition", "STATUS#<Status:4 values>", "STATUS#<:4 values>", 23),
				}},
				// A field stored apart joins the entity of its type.
				{Op: OpWrite, Call: "Order.GSI1SK =", Table: "orders", Type: "example.com/m/model.Order", File: "/m/model.go", Line: 5, Keys: []Key{
					key("GSI1SK", "GSI1", "sort", "<at:time RFC3339>", "<:time RFC3339>", 5),
				}},
				// A pending item whose type nothing marshals is left out.
				{Op: OpWrite, Call: "Draft{}", Table: "orders", Needs: "example.com/m/model.Draft", File: "/m/draft.go", Line: 3, Keys: []Key{
					key("PK", "", "partition", "DRAFT#<id>", "DRAFT#<>", 3),
				}},
				// Reads of one condition from two places: one access pattern.
				{Op: OpRead, Call: "Query", Table: "orders", Index: "GSI1", Func: "example.com/m/store.ByStatus", File: "/m/store.go", Line: 30, EndLine: 33, Keys: []Key{
					{Attr: "GSI1PK", Index: "GSI1", Role: "partition", Cond: "=", Value: Template{Text: "STATUS#<s>"}, Shape: "STATUS#<>", File: "/m/store.go", Line: 31},
					{Attr: "GSI1SK", Index: "GSI1", Role: "sort", Cond: "begins_with", Value: Template{Text: "2026"}, Shape: "2026", File: "/m/store.go", Line: 32},
				}},
				{Op: OpRead, Call: "Query", Table: "orders", Index: "GSI1", Func: "example.com/m/api.List", File: "/m/api.go", Line: 8, Keys: []Key{
					{Attr: "GSI1PK", Index: "GSI1", Role: "partition", Cond: "=", Value: Template{Text: "STATUS#<status>"}, Shape: "STATUS#<>", File: "/m/api.go", Line: 8},
					{Attr: "GSI1SK", Index: "GSI1", Role: "sort", Cond: "begins_with", Value: Template{Text: "2026"}, Shape: "2026", File: "/m/api.go", Line: 8},
				}},
			},
		},
		{
			// Another package writes an item of the same type to a table
			// it cannot name: it is the orders table's, the only one with
			// that type.
			Requests: []Request{
				{Op: OpWrite, Call: "MarshalMap", Type: "example.com/m/model.Order", Func: "example.com/m/cmd.main", File: "/m/cmd/main.go", Line: 9, Keys: []Key{
					key("PK", "", "partition", "CUSTOMER#<id>", "CUSTOMER#<>", 9),
					key("SK", "", "sort", "ORDER#<n>", "ORDER#<>", 9),
				}},
				{Op: OpWrite, Call: "PutItem", Table: "audit", Func: "example.com/m/audit.Log", File: "/m/audit/log.go", Line: 4, Keys: []Key{
					key("PK", "", "partition", "AUDIT#<day:time DateOnly>", "AUDIT#<:time DateOnly>", 4),
					key("SK", "", "sort", "<id:id uuid>", "<:id uuid>", 5),
				}},
			},
		},
	}
	findings := []Input{
		{Rule: "pkcardinality", Message: "few values", File: "/m/store.go", Line: 23},
		{Rule: "keyschema", Message: "not a key", File: "/m/store.go", Line: 33}, // inside the first query, on no key's line
		{Rule: "pkconstant", Message: "a question", File: "/m/store.go", Line: 13, Question: true},
		{Rule: "keyprefix", Message: "elsewhere", File: "/m/other.go", Line: 1},
	}
	m := Build(sums, findings, func(s string) string { return strings.TrimPrefix(s, "/m/") })

	if len(m.Tables) != 2 || m.Tables[0].Name != "orders" || m.Tables[1].Name != "audit" || !m.Tables[1].Undeclared {
		t.Fatalf("tables = %+v", m.Tables)
	}
	o := m.Tables[0]
	if len(o.Entities) != 1 {
		t.Fatalf("orders entities = %d, want 1: %+v", len(o.Entities), o.Entities)
	}
	e := o.Entities[0]
	if e.Name != "model.Order" || len(e.Sites) != 4 {
		t.Errorf("entity %s with sites %v, want model.Order at 4 sites", e.Name, e.Sites)
	}
	var order []string
	for _, k := range e.Keys {
		order = append(order, k.Attr)
	}
	if got := strings.Join(order, ","); got != "PK,SK,GSI1PK,GSI1SK" {
		t.Errorf("key order %s, want PK,SK,GSI1PK,GSI1SK", got)
	}
	if k := e.Keys[2]; k.Text != "STATUS#PENDING" || len(k.Or) != 1 || k.Or[0].Text != "STATUS#<Status:4 values>" {
		t.Errorf("GSI1PK = %+v, want STATUS#PENDING or STATUS#<Status:4 values>", k)
	}
	if len(o.Access) != 1 || len(o.Access[0].Sites) != 2 || o.Access[0].Condition != "GSI1PK = STATUS#<s> AND begins_with(GSI1SK, 2026)" {
		t.Errorf("access = %+v", o.Access)
	}
	if len(e.Findings) != 2 || e.Findings[0].Rule != "pkcardinality" || !e.Findings[1].Question {
		t.Errorf("entity findings = %+v", e.Findings)
	}
	if fs := o.Access[0].Findings; len(fs) != 1 || fs[0].Rule != "keyschema" || fs[0].Site != "store.go:33" {
		t.Errorf("access findings = %+v", fs)
	}
	if len(m.Other) != 1 || m.Other[0].Rule != "keyprefix" {
		t.Errorf("other = %+v", m.Other)
	}
	if a := m.Tables[1]; len(a.Entities) != 1 || a.Entities[0].Name != "Log" {
		t.Errorf("audit entities = %+v", a.Entities)
	}

	var md bytes.Buffer
	if err := WriteMarkdown(&md, m); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"## Table `orders`",
		"Declared by template.yaml:3. Functions get its name in `ORDERS`, `TABLE`.\n",
		"| model.Order | `CUSTOMER#<c>` | `ORDER#<n>` | `STATUS#PENDING` or `STATUS#<Status:4 values>` | `<at:time RFC3339>` | store.Put, store.Save, and 1 more | store.go:10 (4 sites) |",
		"| Query | `GSI1` | `GSI1PK = STATUS#<s> AND begins_with(GSI1SK, 2026)` | model.Order | store.ByStatus, api.List | store.go:30 (2 sites) |",
		"- **model.Order**: few values (store.go:23)",
		"Questions for the reviewer",
		"## Table `audit`\n\nUsed in the code; no declaration",
		"- elsewhere (other.go:1)",
		"```mermaid\nflowchart LR\n",
		`t0_e0["model.Order<br/>PK = CUSTOMER#35;#lt;c#gt;<br/>SK = ORDER#35;#lt;n#gt;"] --> t0`,
		"t0_e0 -.-> t0_i0",
	} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q:\n%s", want, md.String())
		}
	}
}

// TestWorkbench checks the NoSQL Workbench model against the format: every
// table has its keys, every index its keys and projection, every facet its
// aliases and one sample item carrying the table's keys.
func TestWorkbench(t *testing.T) {
	m := &Map{Tables: []*Table{
		{Name: "orders", PartitionKey: "PK", SortKey: "SK", Types: []Attr{{"PK", "S"}, {"SK", "S"}},
			Indexes: []Index{{Name: "GSI1", PartitionKey: "GSI1PK", SortKey: "GSI1SK"}, {Name: "LSI1", Local: true, PartitionKey: "PK", SortKey: "at"}},
			Entities: []*Entity{{Name: "Order", Keys: []KeyTemplate{
				{Attr: "PK", Role: "partition", Template: Template{Text: "CUSTOMER#<c>", Holes: []Hole{{Name: "c", Kind: "string"}}}},
				{Attr: "SK", Role: "sort", Template: Template{Text: "ORDER#<at:time DateOnly>#<n:number %05d>", Holes: []Hole{{Name: "at", Kind: "time", Detail: "DateOnly"}, {Name: "n", Kind: "number", Detail: "%05d"}}}},
				{Attr: "GSI1PK", Index: "GSI1", Role: "partition", Template: Template{Text: "<Status:4 values>", Holes: []Hole{{Name: "Status", Kind: "enum", Detail: "4 values"}}}},
			}}}},
		{Name: "counters", Entities: []*Entity{{Name: "COUNTER", Keys: []KeyTemplate{
			{Attr: "id", Role: "partition", Template: Template{Text: "<id:id uuid>", Holes: []Hole{{Name: "id", Kind: "id", Detail: "uuid"}}}},
		}}}},
		{Name: ""}, // requests of an unknown table: no model table
	}}
	data, err := Workbench(m, "test", time.Date(2026, 12, 6, 14, 5, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	md := doc["ModelMetadata"].(map[string]any)
	if md["Version"] != "3.0" || md["AWSService"] != "Amazon DynamoDB" || md["DateCreated"] != "Dec 06, 2026, 02:05 PM" {
		t.Errorf("metadata = %v", md)
	}
	tables := doc["DataModel"].([]any)
	if len(tables) != 2 {
		t.Fatalf("DataModel has %d tables, want 2", len(tables))
	}
	if err := ValidateWorkbench(data); err != nil {
		t.Errorf("the model is not well-formed: %v", err)
	}
	orders := tables[0].(map[string]any)
	if gsis := orders["GlobalSecondaryIndexes"].([]any); len(gsis) != 1 {
		t.Errorf("want GSI1 only (the format has no local indexes), got %v", gsis)
	}
	facet := orders["TableFacets"].([]any)[0].(map[string]any)
	item := facet["TableData"].([]any)[0].(map[string]any)
	if got := item["SK"].(map[string]any)["S"]; got != "ORDER#2026-01-15#00042" {
		t.Errorf("sample SK = %v, want ORDER#2026-01-15#00042", got)
	}
	if got := item["GSI1PK"].(map[string]any)["S"]; got != "STATUS" {
		t.Errorf("sample GSI1PK = %v, want STATUS", got)
	}
	if alias := facet["KeyAttributeAlias"].(map[string]any); alias["PartitionKeyAlias"] != "CUSTOMER#<c>" {
		t.Errorf("alias = %v", alias)
	}
	if c := tables[1].(map[string]any); c["KeyAttributes"].(map[string]any)["SortKey"] != nil {
		t.Errorf("counters has no sort key: %v", c["KeyAttributes"])
	}
}

// TestValidateWorkbench: the check finds what a broken model lacks.
// TestGeneric: a request keyed by its function's parameters is left out
// when a call of the function says more, and kept when none does.
func TestGeneric(t *testing.T) {
	get := func(fn, text, shape string, generic bool, via string) Request {
		return Request{Op: OpRead, Call: "GetItem", Table: "t", Func: fn, Generic: generic, Via: via, File: "/m/a.go", Line: 1,
			Keys: []Key{key("PK", "", "partition", text, shape, 1)}}
	}
	m := Build([]*Summary{{Requests: []Request{
		get("m.getItem", "<pk>", "<>", true, ""),
		get("m.GetUser", "USER#<id>", "USER#<>", false, "m.getItem"),
		get("m.GetFile", "<id>", "<>", true, ""), // called only with its own parameter
	}}}, nil, nil)
	var got []string
	for _, a := range m.Tables[0].Access {
		got = append(got, a.Condition+" in "+a.Functions[0])
	}
	if want := "PK = USER#<id> in m.GetUser|PK = <id> in m.GetFile"; strings.Join(got, "|") != want {
		t.Errorf("access patterns %q, want %q", strings.Join(got, "|"), want)
	}
}

func TestValidateWorkbench(t *testing.T) {
	good := `{"ModelName":"m","ModelMetadata":{"Version":"3.0","AWSService":"Amazon DynamoDB"},"DataModel":[{"TableName":"t",
		"KeyAttributes":{"PartitionKey":{"AttributeName":"PK","AttributeType":"S"},"SortKey":{"AttributeName":"SK","AttributeType":"S"}},
		"BillingMode":"PAY_PER_REQUEST","TableFacets":[{"FacetName":"F","KeyAttributeAlias":{"PartitionKeyAlias":"A#<a>","SortKeyAlias":"B"},
		"TableData":[{"PK":{"S":"A#1"},"SK":{"S":"B"}}]}]}]}`
	if err := ValidateWorkbench([]byte(good)); err != nil {
		t.Fatalf("a good model: %v", err)
	}
	for name, broken := range map[string]string{
		"no sort key alias":  strings.Replace(good, `,"SortKeyAlias":"B"`, "", 1),
		"a key of type M":    strings.Replace(good, `"AttributeName":"PK","AttributeType":"S"`, `"AttributeName":"PK","AttributeType":"M"`, 1),
		"an item without SK": strings.Replace(good, `,"SK":{"S":"B"}`, "", 1),
		"version 2.0":        strings.Replace(good, `"3.0"`, `"2.0"`, 1),
		"not JSON":           good[:40],
	} {
		if ValidateWorkbench([]byte(broken)) == nil {
			t.Errorf("%s: not found", name)
		}
	}
}

func TestSample(t *testing.T) {
	for _, c := range []struct {
		h    Hole
		want string
	}{
		{Hole{Name: "at", Kind: "time", Detail: `"01/02/2006"`}, "01/15/2026"},
		{Hole{Name: "at", Kind: "time", Detail: "unix s"}, "1768469400"},
		{Hole{Name: "at", Kind: "time", Detail: "RFC3339Nano per day"}, "2026-01-15T09:30:00.123456789Z"},
		{Hole{Name: `one of "BINARY", "CERT"`, Kind: "enum", Detail: "2 values"}, "BINARY"},
		{Hole{Name: "o.CustomerID", Kind: "string"}, "ocustomerid-1"},
		{Hole{Name: "seq", Kind: "counter"}, "1"},
	} {
		tmpl := Template{Text: "X#" + c.h.String(), Holes: []Hole{c.h}}
		if got := Sample(tmpl, "S"); got != "X#"+c.want {
			t.Errorf("Sample(%s) = %s, want X#%s", tmpl.Text, got, c.want)
		}
	}
	if got := Sample(Template{Text: "<n:number>", Holes: []Hole{{Name: "n", Kind: "number"}}}, "N"); got != "42" {
		t.Errorf("a number attribute: %s", got)
	}
}

func TestTitle(t *testing.T) {
	for _, c := range []struct {
		t    Table
		want string
	}{
		{Table{Name: "orders"}, "orders"},
		{Table{ID: "OrdersTable", Pattern: "*-orders"}, "OrdersTable (name *-orders)"},
		{Table{ID: "aws.String(tableName)", Pattern: "test_table_*"}, "test_table_*"},
		{Table{Name: "aws.String(r.TableName)"}, "named by aws.String(r.TableName)"},
		{Table{ID: "&name"}, "named by &name"},
		{Table{ID: "ArcheryTagTable"}, "ArcheryTagTable"},
		{Table{}, ""},
	} {
		if got := c.t.Title(); got != c.want {
			t.Errorf("%+v: Title() = %q, want %q", c.t, got, c.want)
		}
	}
}

// TestBuildMerges: one declaration read twice is one table; writes whose
// keys differ only in what fills a free hole are one entity, and writes
// that format a number two ways are two; a write of an index key alone
// that no type ties to an entity is no entity.
func TestBuildMerges(t *testing.T) {
	w := func(pk, pkShape, sk, skShape string, line int) Request {
		return Request{Op: OpWrite, Call: "PutItem", Table: "t", File: "/m/a.go", Line: line, Keys: []Key{
			key("PK", "", "partition", pk, pkShape, line), key("SK", "", "sort", sk, skShape, line)}}
	}
	sums := []*Summary{{
		Tables: []Table{
			{Name: "t", PartitionKey: "PK", SortKey: "SK", DeclaredAt: "CreateTableInput at /m/setup.go:9"},
			{ID: "aws.String(name)", Pattern: "t", PartitionKey: "PK", SortKey: "SK", DeclaredAt: "/m/setup.go:9"},
		},
		Requests: []Request{
			w("ITEM#<uuid.New():id uuid>", "ITEM#<:id uuid>", "META", "META", 1),
			w("ITEM#<it.ID>", "ITEM#<>", "META", "META", 2),
			w("LOG#<id>", "LOG#<>", "N#<n:number %05d>", "N#<:number %05d>", 3),
			w("LOG#<id>", "LOG#<>", "N#<n:number>", "N#<:number>", 4),
			{Op: OpWrite, Call: "expression.Set", Table: "t", File: "/m/a.go", Line: 5, Keys: []Key{key("GSI1SK", "GSI1", "sort", "<at:time RFC3339>", "<:time RFC3339>", 5)}},
			{Op: OpRead, Call: "Scan", Table: "t", File: "/m/a.go", Line: 6},
		},
	}}
	m := Build(sums, nil, nil)
	if a := m.Tables[0].Access; len(a) != 1 || a[0].Operation != "Scan" || a[0].Condition != "" || len(a[0].Entities) != 3 {
		t.Errorf("want a Scan reading every entity, got %+v", a)
	}
	var md bytes.Buffer
	if err := WriteMarkdown(&md, m); err != nil || !strings.Contains(md.String(), "| Scan |  | every item | ITEM, N (LOG), N (LOG) (2) |") {
		t.Errorf("the Scan's row: %v\n%s", err, md.String())
	}
	if len(m.Tables) != 1 {
		t.Fatalf("want one table, got %d: %+v", len(m.Tables), m.Tables)
	}
	var names []string
	for _, e := range m.Tables[0].Entities {
		names = append(names, e.Name+"="+e.Keys[0].Text+","+e.Keys[1].Text)
	}
	want := "ITEM=ITEM#<it.ID>,META N (LOG)=LOG#<id>,N#<n:number %05d> N (LOG) (2)=LOG#<id>,N#<n:number>"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("entities:\n%s\nwant:\n%s", got, want)
	}
}
