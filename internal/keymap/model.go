package keymap

import (
	"cmp"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
)

// Map is the key map of a run: what every output prints. Field names are
// the JSON output's (ddblint -map -json), documented in docs/keymap.md.
type Map struct {
	Tables []*Table `json:"tables"`
	// Other are the findings of the run that no request of the map is
	// at (a finding about a table declaration, a directive).
	Other []Finding `json:"other,omitempty"`
}

// Table is a table: as declared (Summary.Tables), and in a Map with the
// entities and access patterns of the code.
type Table struct {
	// Name is the table's name; "" when the declaration does not say
	// (see ID and Pattern), and for the requests whose table ddblint
	// could not resolve, which are grouped under a table of no name.
	Name string `json:"name"`
	// ID is the declaration's name for the table when Name is unknown (a
	// CloudFormation logical id, a Terraform resource, a CDK construct).
	ID string `json:"id,omitempty"`
	// Pattern is the name with its unknown parts as "*".
	Pattern      string  `json:"pattern,omitempty"`
	PartitionKey string  `json:"partitionKey,omitempty"`
	SortKey      string  `json:"sortKey,omitempty"`
	Types        []Attr  `json:"attributeTypes,omitempty"` // declared types of key attributes
	Indexes      []Index `json:"indexes,omitempty"`
	DeclaredAt   string  `json:"declaredAt,omitempty"` // where the declaration is, as -print-schema says
	// Env are the environment variables the infrastructure gives functions
	// the table's name in (os.Getenv of one names it).
	Env        []string  `json:"env,omitempty"`
	Undeclared bool      `json:"undeclared,omitempty"` // used in code, declared nowhere ddblint reads
	Entities   []*Entity `json:"entities,omitempty"`
	Access     []*Access `json:"accessPatterns,omitempty"`
}

// Attr is a key attribute and its declared DynamoDB type ("S", "N", "B").
type Attr struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// Index is a secondary index.
type Index struct {
	Name         string `json:"name"`
	Local        bool   `json:"local,omitempty"`
	PartitionKey string `json:"partitionKey"`
	SortKey      string `json:"sortKey,omitempty"`
}

// Entity is one kind of item the code writes: the keys it carries, for
// the table and for each index it projects into.
type Entity struct {
	// Name is the item's Go type when the item is a struct, else the
	// leading word of its sort key's (or partition key's) text, else the
	// function that builds it.
	Name string `json:"name"`
	// Type is the item's struct type ("import/path.Name"), if known.
	Type string        `json:"type,omitempty"`
	Keys []KeyTemplate `json:"keys"`
	// Functions build or write the item (types.Func.FullName).
	Functions []string `json:"functions,omitempty"`
	// Sites are the places the item is written ("file:line"), one per
	// request; several sites write the same templates.
	Sites    []string  `json:"sites"`
	Findings []Finding `json:"findings,omitempty"`
}

// KeyTemplate is a key attribute's value as a template.
type KeyTemplate struct {
	Attr     string `json:"attribute"`
	Index    string `json:"index,omitempty"` // "" for the table's own keys
	Role     string `json:"role"`            // "partition" or "sort"
	Template `json:"template"`
	// Or are the entity's other templates of the key, when its writes
	// differ (a status index key written as "STATUS#PENDING" at creation
	// and from the status afterwards).
	Or []Template `json:"or,omitempty"`
}

// Access is an access pattern: reads, or the key of updates and deletes,
// with one key condition.
type Access struct {
	Operation string `json:"operation"` // "Query", "GetItem", "UpdateItem"…
	Index     string `json:"index,omitempty"`
	// Condition is the key condition as a template: `PK = USER#<id> AND
	// begins_with(SK, ORDER#)`.
	Condition string        `json:"condition"`
	Keys      []KeyTemplate `json:"keys"`
	Functions []string      `json:"functions,omitempty"`
	Sites     []string      `json:"sites"`
	// Entities name the entities whose keys the condition can address.
	Entities []string  `json:"entities,omitempty"`
	Findings []Finding `json:"findings,omitempty"`

	entities []*Entity
}

// Finding is a finding of the run, as the map lists it.
type Finding struct {
	Rule    string `json:"rule"`
	Message string `json:"message"`
	Site    string `json:"site"` // "file:line"
	// Question marks a finding of the review tier (pkconstant): a
	// question for the reviewer, not a verdict.
	Question bool `json:"question,omitempty"`
}

// Input is a finding of the run as Build reads it.
type Input struct {
	Rule, Message string
	File          string // absolute
	Line          int
	Question      bool // the rule is a review tier (rules.Rule.Review)
}

// Build joins the packages' summaries into the map of the run. rel makes
// an absolute file name as printed (relative to the working directory).
func Build(sums []*Summary, findings []Input, rel func(string) string) *Map {
	if rel == nil {
		rel = func(s string) string { return s }
	}
	b := &builder{m: &Map{}, byName: map[string]*Table{}, items: map[string]bool{}, rel: rel}
	declared := map[string]bool{}
	for _, s := range sums {
		for _, t := range s.Tables {
			name := cmp.Or(t.Name, t.ID, t.Pattern)
			// One declaration read twice (as a CreateTableInput and as the
			// table a test helper creates) is one table.
			at := t.PartitionKey + "\x00" + t.SortKey + "\x00" + lastField(t.DeclaredAt)
			if declared[name] || declared[at] || b.byName[name] != nil {
				continue // the first declaration of a name is in effect
			}
			declared[name], declared[at] = true, true
			t.DeclaredAt = relSource(t.DeclaredAt, rel)
			b.add(&t)
		}
		for _, it := range s.Items {
			b.items[it] = true
		}
	}

	// Whole items first, then the writes of some of an item's keys (an
	// update's SET clauses, a field stored apart), which join the entity
	// of their type; items of an unknown table last, which join the one
	// table that has their type.
	var parts, unknown []request
	var reads []*Request
	instantiated := map[string]bool{} // wrappers some call of which says more
	for _, s := range sums {
		for _, r := range s.Requests {
			if r.Via != "" {
				instantiated[r.Via] = true
			}
		}
	}
	for _, s := range sums {
		for i := range s.Requests {
			r := &s.Requests[i]
			if r.Needs != "" && !b.items[r.Needs] || len(r.Keys) == 0 && r.Op != OpRead || r.Generic && instantiated[r.Func] {
				continue // a Scan names no key, and is listed
			}
			if r.Op != OpWrite && !r.Upsert {
				reads = append(reads, r)
				continue
			}
			t := b.tableOf(r.Table)
			rq := request{r, t, templates(r.Keys, t)}
			switch {
			case r.Table == "" && r.Type != "":
				unknown = append(unknown, rq)
			case !hasTablePartition(r.Keys):
				parts = append(parts, rq)
			default:
				b.write(rq, false)
			}
		}
	}
	for _, rq := range parts {
		b.write(rq, true)
	}
	for _, rq := range unknown {
		var only *Table
		n := 0
		for _, t := range b.m.Tables {
			if slices.ContainsFunc(t.Entities, func(e *Entity) bool { return e.Type == rq.r.Type }) {
				only = t
				n++
			}
		}
		if n == 1 {
			rq.t = only
			rq.keys = templates(rq.r.Keys, only)
		}
		b.write(rq, true)
	}
	// Reads last: each is listed with the entities it can read, and one
	// whose table is not known goes to the one table that has such
	// entities.
	for _, r := range reads {
		t := b.tableOf(r.Table)
		if r.Table == "" && len(r.Keys) > 0 {
			var found []*Table
			for _, o := range b.m.Tables {
				if slices.ContainsFunc(o.Entities, func(e *Entity) bool { return b.reads(r, e) }) {
					found = append(found, o)
				}
			}
			if len(found) == 1 {
				t = found[0]
			}
		}
		b.access(r, t)
	}
	if b.unknown != nil && len(b.unknown.Entities)+len(b.unknown.Access) > 0 {
		b.m.Tables = append(b.m.Tables, b.unknown)
	}
	for _, t := range b.m.Tables {
		nameEntities(t.Entities)
		for _, a := range t.Access {
			for _, e := range a.entities {
				a.Entities = append(a.Entities, e.Name)
			}
		}
	}

	for _, f := range findings {
		mf := Finding{Rule: f.Rule, Message: f.Message, Site: b.site(f.File, f.Line), Question: f.Question}
		switch tg := b.target(f.File, f.Line); {
		case tg.e != nil:
			tg.e.Findings = append(tg.e.Findings, mf)
		case tg.a != nil:
			tg.a.Findings = append(tg.a.Findings, mf)
		default:
			b.m.Other = append(b.m.Other, mf)
		}
	}
	for _, t := range b.m.Tables {
		for _, e := range t.Entities {
			e.Findings = dropAnswered(e.Findings)
		}
	}
	return b.m
}

// dropAnswered leaves out a review question about a key that a finding
// of the same entity already judges: the verdict answers it.
func dropAnswered(fs []Finding) []Finding {
	judged := map[string]bool{}
	for _, f := range fs {
		if !f.Question {
			judged[keyNamed(f.Message)] = true
		}
	}
	return slices.DeleteFunc(fs, func(f Finding) bool { return f.Question && keyNamed(f.Message) != "" && judged[keyNamed(f.Message)] })
}

// keyNamed is the key a message is about: the first `key "X"` it names
// (`partition key "GSI1PK" of index GSI1`), "" if none.
func keyNamed(msg string) string {
	_, rest, ok := strings.Cut(msg, `key "`)
	if !ok {
		return ""
	}
	name, _, _ := strings.Cut(rest, `"`)
	return name
}

type builder struct {
	m       *Map
	byName  map[string]*Table
	unknown *Table // the requests whose table is not known
	items   map[string]bool
	rel     func(string) string
	// at are the entity or access pattern each line of a request or of
	// one of its keys belongs to; spans the lines of each request.
	at    map[place]target
	spans []span
	// entityShape are each entity's key skeletons (shapes with each hole
	// as "*") by column, the first one the key's main template's, the
	// others its Or's. Writes whose keys have the same skeletons are one
	// kind of item, whatever fills the holes (an id minted at creation,
	// the item's id field at an update).
	entityShape map[*Entity]map[column][]string
	accessByID  map[*Table]map[string]*Access
}

type request struct {
	r    *Request
	t    *Table
	keys []KeyTemplate
}

// target is the entity or access pattern a finding belongs to.
type target struct {
	e *Entity
	a *Access
}

// place is a line of a file: where a finding and a request meet.
type place struct {
	file string
	line int
}

// span is the lines of one request.
type span struct {
	file     string
	from, to int
	tg       target
}

func (b *builder) site(file string, line int) string { return fmt.Sprintf("%s:%d", b.rel(file), line) }

func (b *builder) add(t *Table) {
	b.m.Tables = append(b.m.Tables, t)
	for _, n := range []string{t.Name, t.ID} {
		if n != "" && b.byName[n] == nil {
			b.byName[n] = t
		}
	}
}

func (b *builder) tableOf(name string) *Table {
	if name == "" {
		if b.unknown == nil {
			b.unknown = &Table{Undeclared: true}
		}
		return b.unknown
	}
	if t := b.byName[name]; t != nil {
		return t
	}
	t := &Table{Name: name, Undeclared: true}
	b.add(t)
	return t
}

// hasTablePartition reports whether keys hold the table's partition key.
func hasTablePartition(keys []Key) bool {
	return slices.ContainsFunc(keys, func(k Key) bool { return k.Index == "" && k.Role == "partition" })
}

// mark records that r's lines and its keys' lines belong to tg.
func (b *builder) mark(r *Request, tg target) {
	if b.at == nil {
		b.at = map[place]target{}
	}
	for _, p := range append([]place{{r.File, r.Line}}, keyPlaces(r.Keys)...) {
		if _, ok := b.at[p]; !ok {
			b.at[p] = tg
		}
	}
	b.spans = append(b.spans, span{r.File, r.Line, max(r.Line, r.EndLine), tg})
}

// target is what a finding at file:line is about: the request or key on
// that line, else the innermost request whose lines hold it.
func (b *builder) target(file string, line int) target {
	if tg, ok := b.at[place{file, line}]; ok {
		return tg
	}
	var best *span
	for i := range b.spans {
		sp := &b.spans[i]
		if sp.file == file && sp.from <= line && line <= sp.to && (best == nil || sp.to-sp.from < best.to-best.from) {
			best = sp
		}
	}
	if best == nil {
		return target{}
	}
	return best.tg
}

// write adds an item written to the entity of its design: the same table
// keys, shaped alike, and the same Go type when both are known. A write of
// only some of an item's keys (part) joins the entity of its type, if
// one has no other template for the keys it writes.
func (b *builder) write(rq request, part bool) {
	if b.entityShape == nil {
		b.entityShape = map[*Entity]map[column][]string{}
	}
	shapes := map[column]string{}
	for _, k := range rq.r.Keys {
		c := column{k.Attr, k.Index, k.Role}
		if _, ok := shapes[c]; !ok {
			shapes[c] = skeleton(k.Shape)
		}
	}
	var e *Entity
	joinable := true
	if part && rq.r.Type != "" {
		// Only the one entity of the type can take it: a type several
		// entities share (a struct of keys) says nothing of which.
		var of []*Entity
		for _, o := range rq.t.Entities {
			if o.Type == rq.r.Type {
				of = append(of, o)
			}
		}
		if len(of) != 1 {
			joinable = false
		}
	}
	for _, o := range rq.t.Entities {
		if rq.r.Type != "" && o.Type != "" && o.Type != rq.r.Type {
			continue
		}
		os := b.entityShape[o]
		same := true
		for c, sh := range shapes {
			if c.Index == "" && first(os[c]) != sh {
				same = false
			}
		}
		if part {
			same = joinable && rq.r.Type != "" && o.Type == rq.r.Type && same
		} else {
			for c := range os {
				if c.Index == "" && shapes[c] == "" {
					same = false
				}
			}
		}
		if same {
			e = o
			break
		}
	}
	if e == nil && part && !hasTablePartition(rq.r.Keys) && (rq.r.Type == "" || !joinable) {
		// Some of an item's keys (an update's SET of an index key, a
		// key method) that no type ties to an entity: no kind of item
		// of its own.
		return
	}
	if e == nil {
		e = &Entity{Type: rq.r.Type}
		rq.t.Entities = append(rq.t.Entities, e)
		b.entityShape[e] = map[column][]string{}
	}
	es := b.entityShape[e]
	for _, k := range rq.keys {
		c := column{k.Attr, k.Index, k.Role}
		i := slices.IndexFunc(e.Keys, func(o KeyTemplate) bool { return column{o.Attr, o.Index, o.Role} == c })
		switch {
		case i < 0:
			e.Keys = append(e.Keys, k)
			es[c] = []string{shapes[c]}
		case !slices.Contains(es[c], shapes[c]):
			e.Keys[i].Or = append(e.Keys[i].Or, k.Template)
			es[c] = append(es[c], shapes[c])
		case es[c][0] == shapes[c] && len(k.Text) < len(e.Keys[i].Text):
			// The same design written from simpler names (<slug> rather
			// than <service.Slugify(c.Name)>): they read better.
			e.Keys[i].Template = k.Template
		}
	}
	e.Keys = sortKeys(e.Keys, rq.t)
	if e.Type == "" {
		e.Type = rq.r.Type
	}
	e.Functions = appendNew(e.Functions, rq.r.Func)
	e.Sites = appendNew(e.Sites, b.site(rq.r.File, rq.r.Line))
	b.mark(rq.r, target{e: e})
}

// access adds a read, or the key of an update or a delete, to the access
// pattern of its operation, index and key condition, shaped alike.
func (b *builder) access(r *Request, t *Table) {
	var shape strings.Builder
	for _, k := range r.Keys {
		fmt.Fprintf(&shape, "%s\x00%s\x00%s\x00%s\x01", k.Attr, k.Index, k.Cond, skeleton(k.Shape))
	}
	id := r.Call + "\x00" + r.Index + "\x00" + shape.String()
	if b.accessByID == nil {
		b.accessByID = map[*Table]map[string]*Access{}
	}
	if b.accessByID[t] == nil {
		b.accessByID[t] = map[string]*Access{}
	}
	a := b.accessByID[t][id]
	if a == nil {
		a = &Access{Operation: r.Call, Index: r.Index, Condition: condition(r.Keys), Keys: templates(r.Keys, t)}
		b.accessByID[t][id] = a
		t.Access = append(t.Access, a)
		for _, e := range t.Entities {
			if b.reads(r, e) {
				a.entities = append(a.entities, e)
			}
		}
	}
	a.Functions = appendNew(a.Functions, r.Func)
	a.Sites = appendNew(a.Sites, b.site(r.File, r.Line))
	b.mark(r, target{a: a})
}

// reads reports whether a read's keys can address items of entity e: its
// partition key and, when it has one, its sort key match e's keys of the
// same index, the text of each compared with the holes left out (a read
// with an id may read what a write keyed with a uuid). A begins_with or a
// range on the sort key matches when the literal texts both start with
// agree (an empty one agrees with any).
func (b *builder) reads(r *Request, e *Entity) bool {
	if len(r.Keys) == 0 { // a Scan: every item of the table or index
		return r.Index == "" || slices.ContainsFunc(e.Keys, func(k KeyTemplate) bool { return k.Index == r.Index })
	}
	hasPartition := false
	for _, k := range r.Keys {
		hasPartition = hasPartition || k.Role == "partition"
		if !slices.ContainsFunc(b.entityShape[e][column{k.Attr, k.Index, k.Role}], func(es string) bool { return keyMatches(k, es) }) {
			return false
		}
	}
	return hasPartition
}

// keyMatches reports whether a read's key can address an item whose key
// has shape es.
func keyMatches(k Key, es string) bool {
	if k.Role == "partition" || k.Cond == "" || k.Cond == "=" {
		return es == skeleton(k.Shape)
	}
	// An item's key that starts with a hole may start with anything.
	re, ee := litPrefix(skeleton(k.Shape)), litPrefix(es)
	return strings.HasPrefix(ee, re) || strings.HasPrefix(re, ee)
}

func first(list []string) string {
	if len(list) == 0 {
		return ""
	}
	return list[0]
}

// skeleton is a shape with each hole whose text is free as "*": a string,
// an id, an enum, a value nothing is known of. A time keeps its layout and
// a number its padding: writes that format one value two ways are two
// designs.
func skeleton(shape string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(shape, '<')
		j := strings.IndexByte(shape[max(i, 0):], '>')
		if i < 0 || j < 0 {
			b.WriteString(shape)
			return b.String()
		}
		b.WriteString(shape[:i])
		if hole := shape[i : i+j+1]; strings.HasPrefix(hole, "<:time") || strings.HasPrefix(hole, "<:number") {
			b.WriteString(hole)
		} else {
			b.WriteByte('*')
		}
		shape = shape[i+j+1:]
	}
}

// litPrefix is the literal text a skeleton starts with.
func litPrefix(skel string) string {
	if i := strings.IndexAny(skel, "*<"); i >= 0 {
		return skel[:i]
	}
	return skel
}

// lastField is the last word of s: the file:line of a declaration's source.
func lastField(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return s
	}
	return f[len(f)-1]
}

// relSource makes the file name of a declaration's source ("CreateTableInput
// at /abs/store/setup.go:12") relative.
func relSource(src string, rel func(string) string) string {
	for _, f := range strings.Fields(src) {
		if filepath.IsAbs(f) {
			file, rest, _ := strings.Cut(f, ":")
			if rest != "" {
				rest = ":" + rest
			}
			src = strings.Replace(src, f, rel(file)+rest, 1)
		}
	}
	return src
}

func keyPlaces(keys []Key) []place {
	out := make([]place, 0, len(keys))
	for _, k := range keys {
		out = append(out, place{k.File, k.Line})
	}
	return out
}

func appendNew(list []string, s string) []string {
	if s == "" || slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}

// templates are a request's keys, one per attribute and role, in the
// order the table declares them (sortKeys).
func templates(keys []Key, t *Table) []KeyTemplate {
	out := make([]KeyTemplate, 0, len(keys))
	for _, k := range keys {
		kt := KeyTemplate{Attr: k.Attr, Index: k.Index, Role: k.Role, Template: k.Value}
		if slices.ContainsFunc(out, func(o KeyTemplate) bool { return o.Attr == kt.Attr && o.Index == kt.Index && o.Role == kt.Role }) {
			continue
		}
		out = append(out, kt)
	}
	return sortKeys(out, t)
}

// sortKeys orders keys as the table declares them: the table's partition
// and sort keys first, then each index's, by index.
func sortKeys(out []KeyTemplate, t *Table) []KeyTemplate {
	rank := func(k KeyTemplate) int {
		if k.Index == "" {
			return 0
		}
		if i := slices.IndexFunc(t.Indexes, func(ix Index) bool { return ix.Name == k.Index }); i >= 0 {
			return 1 + i
		}
		return 1 + len(t.Indexes)
	}
	slices.SortStableFunc(out, func(a, b KeyTemplate) int {
		return cmp.Or(cmp.Compare(rank(a), rank(b)), strings.Compare(a.Index, b.Index),
			cmp.Compare(roleRank(a.Role), roleRank(b.Role)), strings.Compare(a.Attr, b.Attr))
	})
	return out
}

func roleRank(role string) int {
	if role == "partition" {
		return 0
	}
	return 1
}

// condition renders a request's key condition: `PK = USER#<id> AND
// begins_with(SK, ORDER#)`, the partition key first; "" for a Scan.
func condition(keys []Key) string {
	var parts []string
	seen := map[string]bool{}
	keys = slices.Clone(keys)
	slices.SortStableFunc(keys, func(a, b Key) int { return cmp.Compare(roleRank(a.Role), roleRank(b.Role)) })
	for _, k := range keys {
		if seen[k.Attr] {
			continue
		}
		seen[k.Attr] = true
		switch k.Cond {
		case "", "=":
			parts = append(parts, k.Attr+" = "+k.Value.Text)
		case "begins_with":
			parts = append(parts, "begins_with("+k.Attr+", "+k.Value.Text+")")
		case "BETWEEN":
			parts = append(parts, k.Attr+" BETWEEN "+k.Value.Text+" AND …")
		default:
			parts = append(parts, k.Attr+" "+k.Cond+" "+k.Value.Text)
		}
	}
	return strings.Join(parts, " AND ")
}

// nameEntities names each entity (entityName); a name two entities of a
// table would share is told apart by their partition keys' words, else
// numbered.
func nameEntities(es []*Entity) {
	// A type or a receiver several entities share names none of them: a
	// struct of keys every entity's method returns, a repository.
	types, recvs := map[string]int{}, map[string]int{}
	for _, e := range es {
		if e.Type != "" {
			types[e.Type]++
		}
		if len(e.Functions) > 0 {
			if r := receiver(e.Functions[0]); r != "" {
				recvs[r]++
			}
		}
	}
	names := make([]string, len(es))
	count := map[string]int{}
	for i, e := range es {
		names[i] = entityName(e, types[e.Type] == 1, recvs)
		count[names[i]]++
	}
	seen := map[string]int{}
	for i, e := range es {
		name := names[i]
		if count[name] > 1 && (e.Type == "" || types[e.Type] > 1) {
			if w := leadingWord(keyText(e, "partition")); w != "" && w != name {
				name += " (" + w + ")"
			}
		}
		seen[name]++
		if seen[name] > 1 {
			name = fmt.Sprintf("%s (%d)", name, seen[name])
		}
		e.Name = name
	}
}

// entityName names an entity as a designer would: by its Go type when no
// other entity has it; else by the word its sort key starts with when the
// sort key varies (ORDER of ORDER#<id>), or by its partition key's word
// when that is all the partition key is (USER# over <id>); when the sort
// key is a constant (PROFILE, DETAILS), by the word of the partition key
// it sits under (CUSTOMER); else by the type whose method builds it, if
// it builds no other, else by that function.
func entityName(e *Entity, ownType bool, recvs map[string]int) string {
	if e.Type != "" && ownType {
		return e.Type[strings.LastIndexByte(e.Type, '/')+1:]
	}
	sk, pk := keyTemplate(e, "sort"), keyTemplate(e, "partition")
	var words []string
	switch {
	case sk != nil && len(sk.Holes) > 0:
		words = append(words, leadingWords(sk.Text))
		if pk != nil && len(pk.Holes) == 0 {
			words = append(words, leadingWord(pk.Text))
		}
	case sk != nil:
		words = append(words, leadingWord(pk.textOr()), leadingWord(sk.Text))
	default:
		words = append(words, leadingWord(pk.textOr()))
	}
	for _, w := range words {
		if w != "" {
			return w
		}
	}
	if len(e.Functions) > 0 {
		if r := receiver(e.Functions[0]); r != "" && recvs[r] == 1 {
			return r[strings.LastIndexByte(r, '.')+1:]
		}
		f := ShortFunc(e.Functions[0])
		return f[strings.LastIndexByte(f, '.')+1:]
	}
	return "item"
}

// receiver is the receiver type of a method as types.Func.FullName prints
// it ("(*example.com/m/target.Group).DDBKeys" → "example.com/m/target.Group"),
// "" for a function.
func receiver(full string) string {
	if !strings.HasPrefix(full, "(") {
		return ""
	}
	end := strings.IndexByte(full, ')')
	if end < 0 {
		return ""
	}
	return strings.TrimPrefix(full[1:end], "*")
}

// keyTemplate is the entity's table key of role, nil if none.
func keyTemplate(e *Entity, role string) *KeyTemplate {
	for i, k := range e.Keys {
		if k.Index == "" && k.Role == role {
			return &e.Keys[i]
		}
	}
	return nil
}

func keyText(e *Entity, role string) string { return keyTemplate(e, role).textOr() }

func (k *KeyTemplate) textOr() string {
	if k == nil {
		return ""
	}
	return k.Text
}

// leadingWords is the literal text a key's text starts with, up to its
// first hole and without the separators before it, when its first word is
// too short to name anything ("S#Info" of "S#Info#<id>"); else the first
// word (leadingWord).
func leadingWords(text string) string {
	w := leadingWord(text)
	if len(w) > 2 {
		return w
	}
	lit, _, _ := strings.Cut(text, "<")
	lit = strings.TrimRightFunc(lit, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if lit == "" || len(lit) > 24 {
		return w
	}
	return lit
}

// leadingWord is the literal word a key's text starts with: "ORDER" of
// "ORDER#<id>", "CONFIG" of "CONFIG".
func leadingWord(text string) string {
	end := 0
	for end < len(text) {
		c := text[end]
		if c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' && end > 0 || c == '_' || c == '-' && end > 0 {
			end++
			continue
		}
		break
	}
	return text[:end]
}

// ShortFunc prints a function as types.Func.FullName does, with each
// import path cut to its last element: "store.PutOrder",
// "(*store.Store).PutOrder".
func ShortFunc(full string) string {
	var b strings.Builder
	for full != "" {
		i := strings.IndexAny(full, "()*[], ")
		if i < 0 {
			i = len(full)
		}
		tok := full[:i]
		if j := strings.LastIndexByte(tok, '/'); j >= 0 {
			tok = tok[j+1:]
		}
		b.WriteString(tok)
		if i < len(full) {
			b.WriteByte(full[i])
			i++
		}
		full = full[i:]
	}
	return b.String()
}
