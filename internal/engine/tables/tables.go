// Package tables is the engine's table model: the key schemas of the
// tables a package may write to (Table, Index, AttrType), the roles an
// attribute plays in them (Role, RoleIn), and the lookups every sink asks
// of them (Schema: "what is this attribute of this table?"), with the
// default and configured key names behind them. It also turns the tables
// of infrastructure files (read by package schema) into this model
// (ReadInfra).
//
// It is apart from the key pass (analyzers/keys) because it needs nothing
// of the pass's per-package state: the pass fills a Schema (from the
// config, infrastructure files, the package's own declarations and its
// dependencies' facts) and then only asks it questions, and the rules and
// front-ends read the same model (keyschema, -print-schema).
package tables

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/ddblint/ddblint/internal/engine/schema"
)

// Role is the part a key attribute plays in a table's or index's key.
type Role uint8

const (
	Partition Role = iota + 1 // HASH
	Sort                      // RANGE
)

func (r Role) String() string {
	switch r {
	case Partition:
		return "partition key"
	case Sort:
		return "sort key"
	}
	return "key?"
}

// Table is a table's key schema and where ddblint learned it.
type Table struct {
	Name      string
	Partition string
	Sort      string
	Indexes   []Index
	Source    string // "CreateTableInput at store/setup.go:12", ".ddblint.yml", "infra/template.yaml:12"
	// ID is the name the declaration knows the table by when Name is
	// unknown: a CloudFormation logical ID, a Terraform resource name, a
	// CDK construct id. A table name in code matches it (see docs/schemas.md).
	ID string
	// Pattern is the table's name with its unknown parts as "*"
	// ("*-orders" for !Sub "${Env}-orders"), when Name is unknown.
	Pattern string
	// Holder, when Name is unknown, names the struct field or package
	// variable the declaration reads the name from
	// ("example.com/store.Client.NotificationsTable"): a request that
	// reads its table's name from the same one is this table's, whatever
	// the value (see ByHolder).
	Holder string
	// Types are the declared DynamoDB types of key attributes, where the
	// declaration gives them (AttributeDefinitions, the Go types of
	// guregu's tagged key fields). A slice, not a map: facts must encode
	// deterministically.
	Types []AttrType
	// IndexesPartial says Indexes may miss some of the table's indexes: the
	// schema was read from the tags of an item put (guregu's table.Put), and
	// index tags there are optional, unlike in the struct given to
	// CreateTable, whose indexes are the ones the table gets.
	IndexesPartial bool
	// Merged says what other infrastructure declarations of the table added
	// to this one ("indexes byStatus from infrastructure/main.go:10"), ""
	// if none: see ReadInfra.
	Merged string
	// LastResort says the table was read, without compiling, from a Go
	// file no import of the package reaches (a test helper, a _test.go
	// file), because the package saw no other declaration (see
	// config.Config.CodeSchemas).
	LastResort bool
	// Env are the environment variables the infrastructure file gives its
	// functions the table's name in (schema.Table.Env): os.Getenv of one
	// names this table (see ByEnv).
	Env []string

	// local says an AWS CLI create-table declares the table (see
	// dropLocalCopies).
	local bool
	// tf is where a table declared in Terraform is, for the functions of
	// the folder's other files (see joinEnv); nil for other sources.
	tf *tfOrigin
}

// tfOrigin is a Terraform table's folder, and the variable or local its
// name is ("var.orders_table"), if any.
type tfOrigin struct {
	dir, nameRef string
}

// ByEnv returns the declared table whose name the infrastructure files
// give functions in the environment variable name, nil when none does or
// two tables are given in it (two templates that reuse the variable).
func (s *Schema) ByEnv(name string) *Table {
	var found *Table
	for _, t := range s.Tables {
		if !slices.Contains(t.Env, name) {
			continue
		}
		if found != nil && found != t {
			return nil
		}
		found = t
	}
	return found
}

// AttrType is a key attribute's declared type: "S", "N" or "B".
type AttrType struct{ Name, Type string }

// Label is what a message calls the table: its name, else the pattern of
// its name, else what its declaration knows it by. A table created in Go
// with a name known only at run time has the expression as its ID
// (aws.String(tableName)); the SDK's pointer helper around it says
// nothing, and the message shows the expression inside (tableName).
func (t *Table) Label() string {
	switch {
	case t.Name != "":
		return t.Name
	case t.Pattern != "":
		return t.Pattern
	}
	if m := pointerHelper.FindStringSubmatch(t.ID); m != nil {
		return m[1]
	}
	return t.ID
}

// pointerHelper matches the SDKs' string pointer helpers around an
// expression: aws.String(x), both SDKs' spelling.
var pointerHelper = regexp.MustCompile(`^aws\.String\((.+)\)$`)

// TypeOf returns the declared type of attribute name, "" if not declared.
func (t *Table) TypeOf(name string) string {
	for _, at := range t.Types {
		if at.Name == name {
			return at.Type
		}
	}
	return ""
}

// Index is a secondary index's key schema.
type Index struct {
	Name      string
	Partition string
	Sort      string
	Local     bool
}

// Schema is every table the analysis knows of, plus the configured names.
type Schema struct {
	Tables []*Table
	// partitionKeys and sortKeys are the configured key names (keys:,
	// -pk, -sk).
	partitionKeys, sortKeys []KeyName
}

// KeyName is a configured key attribute name: Attr in table Table, or in
// every table when Table is "".
type KeyName struct {
	Table string
	Attr  string
}

// NewSchema returns a schema with no tables yet and the configured
// partition and sort key names.
func NewSchema(partition, sort []KeyName) *Schema {
	return &Schema{partitionKeys: partition, sortKeys: sort}
}

var (
	defaultPartition = regexp.MustCompile(`(?i)^(pk|partitionkey|partition_key|hashkey|hash_key|(gsi|lsi)\d*_?(pk|partitionkey|partition_key|hashkey|hash_key))$`)
	defaultSort      = regexp.MustCompile(`(?i)^(sk|sortkey|sort_key|rangekey|range_key|(gsi|lsi)\d*_?(sk|sortkey|sort_key|rangekey|range_key))$`)
	indexPrefix      = regexp.MustCompile(`(?i)^((gsi|lsi)\d*)_?`)
)

// Lookup says what role attr plays in table ("" if the table is unknown),
// and in which secondary index ("" for the table's own key). The sources, in
// order: the table's declared schema (which, when known, is the whole truth),
// configured names, every declared schema when the table is unknown, and the
// default names.
func (s *Schema) Lookup(table, attr string) (role Role, index string, ok bool) {
	if t := s.table(table); t != nil {
		return t.role(attr)
	}
	if role, ok := s.configuredRole(table, attr); ok {
		return role, "", true
	}
	if table == "" {
		found := false
		for _, t := range s.Tables {
			r, ix, ok := t.role(attr)
			if !ok {
				continue
			}
			if found && (r != role || ix != index) {
				return 0, "", false // the same name plays different roles: unknowable
			}
			role, index, found = r, ix, true
		}
		if found {
			return role, index, true
		}
	}
	return defaultRole(attr)
}

// LookupName is Lookup by the configured key names of every table and the
// default ones alone, whatever the declared tables say.
func (s *Schema) LookupName(attr string) (role Role, index string, ok bool) {
	if role, ok := s.configuredRole("", attr); ok {
		return role, "", true
	}
	return defaultRole(attr)
}

// configuredRole is the role keys:/-pk/-sk give attr in table.
func (s *Schema) configuredRole(table, attr string) (Role, bool) {
	for _, k := range s.partitionKeys {
		if k.Attr == attr && (k.Table == "" || k.Table == table) {
			return Partition, true
		}
	}
	for _, k := range s.sortKeys {
		if k.Attr == attr && (k.Table == "" || k.Table == table) {
			return Sort, true
		}
	}
	return 0, false
}

// defaultRole is the role a default key name gives attr: pk, sk, GSI1PK…
func defaultRole(attr string) (role Role, index string, ok bool) {
	switch {
	case defaultPartition.MatchString(attr):
		role = Partition
	case defaultSort.MatchString(attr):
		role = Sort
	default:
		return 0, "", false
	}
	if m := indexPrefix.FindStringSubmatch(attr); m != nil && !strings.EqualFold(attr, "pk") {
		index = strings.ToUpper(m[1])
	}
	return role, index, true
}

// RoleIn is one role an attribute plays: in the table's key (Index "") or
// in a secondary index's.
type RoleIn struct {
	Role  Role
	Index string
}

// Roles returns every role attr plays in table: an attribute may be the
// table's sort key and an index's partition key, and each role is judged
// by its own rules. For an unknown table (a name held in a field, an item
// marshalled by a helper) whose attribute no configured key names, it is
// every role the declared schemas agree on, as Lookup takes the one role
// they agree on: the table's sort key SK that is also the partition key of
// an index keeps both. Otherwise it is Lookup's one role, if any.
func (s *Schema) Roles(table, attr string) []RoleIn {
	if t := s.table(table); t != nil {
		return t.Roles(attr)
	}
	role, index, ok := s.Lookup(table, attr)
	if !ok {
		return nil
	}
	if table == "" && !s.ConfiguredForAll(attr) {
		var agreed []RoleIn
		for _, t := range s.Tables {
			rs := t.Roles(attr)
			if len(rs) == 0 {
				continue
			}
			if agreed != nil && !slices.Equal(agreed, rs) {
				agreed = nil
				break
			}
			agreed = rs
		}
		if len(agreed) > 0 && agreed[0] == (RoleIn{role, index}) {
			return agreed
		}
	}
	return []RoleIn{{role, index}}
}

// ItemTable returns the declared table an item or key with these
// attributes is written to, for a request whose table the code does not
// name (a name held in a field, an item marshalled by a helper): among the
// declared tables whose own key attributes the item all carries, the one
// keyed (by its table or an index) by the most of the item's attributes
// that key some declared table. A tie between tables with other keys, or
// none, is nil. Every item carries its table's key, and an attribute the
// schemas key in different roles (Timestamp, the sort key of one table and
// of another's index) is judged by the table the item fits; the tie keeps
// an item of one of several tables keyed alike by the same id silent.
//
// An item may carry the key of its own table and, as a reference, the key
// of another (a distribution names the link it hands out by the links'
// partition key). own says no other table the item fits has best's
// partition key: the item is then best's, and an attribute only the other
// table keys (the link's type, which keys an index of the links) is no key
// of it. Tables keyed alike (an archive with the same PK and SK) leave
// which one the item is written to open, and own false.
//
// tied lists the tables of a tie: an attribute only some of them key is
// no key the code proves (see TiedRoles). A best fit that is not own and
// leaves out an attribute another table the item fits keys is no better
// than a tie: tied is then every table the item fits.
func (s *Schema) ItemTable(attrs []string) (best *Table, own bool, tied []*Table) {
	return s.ItemTableOf(attrs, "")
}

// ItemTableOf is ItemTable for an item of a Go type named entity ("" when
// not known), which settles a tie between tables keyed alike by the
// item's attributes (see breakTie).
func (s *Schema) ItemTableOf(attrs []string, entity string) (best *Table, own bool, tied []*Table) {
	keyed := func(t *Table, attr string) bool { return len(t.Roles(attr)) > 0 }
	var anyKey []string
	for _, at := range attrs {
		if slices.ContainsFunc(s.Tables, func(t *Table) bool { return keyed(t, at) }) {
			anyKey = append(anyKey, at)
		}
	}
	bestScore := 0
	fits := s.Fits(attrs)
	for _, t := range fits {
		score := 0
		for _, at := range anyKey {
			if keyed(t, at) {
				score++
			}
		}
		switch {
		case score > bestScore:
			best, bestScore, tied = t, score, nil
		case score == bestScore && best != nil && !sameKeys(best, t):
			if tied == nil {
				tied = []*Table{best}
			}
			tied = append(tied, t)
		}
	}
	if t := breakTie(tied, entity); t != nil {
		best, tied = t, nil
	}
	if tied == nil {
		own = best != nil && !slices.ContainsFunc(fits, func(t *Table) bool { return t != best && t.Partition == best.Partition })
	}
	// Tables keyed by the same id (each table's items by "id"): the item
	// is the best fit's (or the tie's) only if it keys every attribute of
	// the item that another table it fits keys. A result that names its
	// message (an index of the results) beside a status and a date
	// (indexes of the messages) is either table's as far as its
	// attributes say, as in a tie; so is a user that carries a Google id
	// (an index of the users) beside the user id and the date two other
	// tables' indexes are keyed by.
	cands := tied
	if cands == nil && best != nil {
		cands = []*Table{best}
	}
	if cands != nil && !own {
		for _, at := range anyKey {
			inCands := slices.ContainsFunc(cands, func(t *Table) bool { return keyed(t, at) })
			if !inCands && slices.ContainsFunc(fits, func(t *Table) bool { return !slices.Contains(cands, t) && keyed(t, at) }) {
				return nil, false, fits
			}
		}
	}
	if tied != nil {
		return nil, false, tied
	}
	return best, own, nil
}

// breakTie picks the table of a tie an item of the Go type named entity
// belongs to, nil if none stands out. First the tables whose whole key,
// partition and sort, the item carries: an event with its tracker's id,
// its own id and its receiver's is the events' (tracker_id, event_id),
// and the receiver's id (the receivers' key) is a reference — an item
// seldom carries another table's whole key. Then, among those, the one
// named for the type: keyed by its id (tracker_id for a Tracker) or named
// after it (test-tracker, trackers).
func breakTie(tied []*Table, entity string) *Table {
	if len(tied) == 0 {
		return nil
	}
	size := func(t *Table) int {
		if t.Sort != "" {
			return 2
		}
		return 1
	}
	most := 0
	for _, t := range tied {
		most = max(most, size(t))
	}
	cands := slices.DeleteFunc(slices.Clone(tied), func(t *Table) bool { return size(t) < most })
	if len(cands) == 1 {
		return cands[0]
	}
	e := alnumLower(entity)
	if e == "" {
		return nil
	}
	var named []*Table
	for _, t := range cands {
		p, n := alnumLower(t.Partition), alnumLower(t.Name)
		if p == e+"id" || n != "" && (strings.HasSuffix(n, e) || strings.HasSuffix(n, e+"s")) {
			named = append(named, t)
		}
	}
	if len(named) == 1 {
		return named[0]
	}
	return nil
}

// alnumLower is s in lower case without what is neither letter nor digit:
// "tracker_id" and "TrackerID" are both "trackerid".
func alnumLower(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

// Fits returns the declared tables an item or key with these attributes
// can belong to: those whose own key attributes it all carries. A table
// keyed by a partition alone is left out when the item also carries the
// sort key of a table with the same partition key: an event that carries
// the tracker's id and its own is the events' (tracker_id, event_id), not
// the trackers' (tracker_id), whose items have no event id.
func (s *Schema) Fits(attrs []string) []*Table {
	var out []*Table
	for _, t := range s.Tables {
		if t.Partition != "" && slices.Contains(attrs, t.Partition) && (t.Sort == "" || slices.Contains(attrs, t.Sort)) {
			out = append(out, t)
		}
	}
	composite := map[string]bool{}
	for _, t := range out {
		if t.Sort != "" {
			composite[t.Partition] = true
		}
	}
	return slices.DeleteFunc(out, func(t *Table) bool { return t.Sort == "" && composite[t.Partition] })
}

// FitRoles keeps of roles, an attribute's roles in the declared schemas,
// those a table the item fits gives it: a table whose key the item lacks
// is not its table, and its indexes say nothing of the item's attributes
// (a plan carries a studio id and a creation time; the time is the sort
// key of an index of the inquiries, keyed by an inquiry id the plan has
// not). No fit at all leaves roles as they are.
func FitRoles(roles []RoleIn, fits []*Table, attr string) []RoleIn {
	if len(fits) == 0 {
		return roles
	}
	return slices.DeleteFunc(slices.Clone(roles), func(r RoleIn) bool {
		return !slices.ContainsFunc(fits, func(t *Table) bool { return slices.Contains(t.Roles(attr), r) })
	})
}

// TiedRoles keeps of roles, an attribute's roles in the declared schemas,
// those every table of a tie (see ItemTable) gives it: a role only some of
// the tables the item fits give is not proven.
func TiedRoles(roles []RoleIn, tied []*Table, attr string) []RoleIn {
	if len(tied) == 0 {
		return roles
	}
	return slices.DeleteFunc(slices.Clone(roles), func(r RoleIn) bool {
		return slices.ContainsFunc(tied, func(t *Table) bool { return !slices.Contains(t.Roles(attr), r) })
	})
}

// DeclaresKey reports whether a declared table keys attr, by its table or
// an index.
func (s *Schema) DeclaresKey(attr string) bool {
	return slices.ContainsFunc(s.Tables, func(t *Table) bool { return len(t.Roles(attr)) > 0 })
}

// ConfiguredForAll reports an attribute the config names as a key of every
// table.
func (s *Schema) ConfiguredForAll(attr string) bool {
	for _, k := range append(s.partitionKeys, s.sortKeys...) {
		if k.Attr == attr && k.Table == "" {
			return true
		}
	}
	return false
}

// DeclaresIndex reports whether a declared table has a secondary index
// called index.
func (s *Schema) DeclaresIndex(index string) bool {
	return slices.ContainsFunc(s.Tables, func(t *Table) bool {
		return slices.ContainsFunc(t.Indexes, func(ix Index) bool { return ix.Name == index })
	})
}

// IndexKeys returns the key attributes of an index of table, when declared.
func (s *Schema) IndexKeys(table, index string) (partition, sort string, ok bool) {
	t := s.table(table)
	if t == nil {
		return "", "", false
	}
	ix, ok := t.Index(index)
	return ix.Partition, ix.Sort, ok
}

// Index returns t's secondary index called name, as declared.
func (t *Table) Index(name string) (Index, bool) {
	for _, ix := range t.Indexes {
		if ix.Name == name {
			return ix, true
		}
	}
	return Index{}, false
}

// IndexKeysOf is IndexKeys, and for a table the code does not name (a name
// held in a field or computed) the keys every declared index of that name
// agrees on, as Lookup gives an unknown table the roles the declared
// schemas agree on.
func (s *Schema) IndexKeysOf(table, index string) (partition, sort string, ok bool) {
	if p, so, ok := s.IndexKeys(table, index); ok || table != "" {
		return p, so, ok
	}
	found := false
	for _, t := range s.Tables {
		for _, ix := range t.Indexes {
			if ix.Name != index {
				continue
			}
			if ix.Local {
				ix.Partition = t.Partition
			}
			if found && (ix.Partition != partition || ix.Sort != sort) {
				return "", "", false
			}
			partition, sort, found = ix.Partition, ix.Sort, true
		}
	}
	return partition, sort, found
}

// Declared returns the declared key schema of the table called name, nil
// when no declaration matches it (the default key names are no
// declaration).
func (s *Schema) Declared(name string) *Table { return s.table(name) }

// table returns the declared schema of the table called name, matching, in
// order: a table's exact name, the ID of a table whose name is unknown, and
// the name patterns (which must all agree: two matching patterns with
// different keys make the table unknown). Within each, the first table in
// s.Tables wins: config, then infrastructure files, then code.
func (s *Schema) table(name string) *Table {
	if name == "" {
		return nil
	}
	if strings.Contains(name, "*") { // no table's name: a request's name pattern (the key pass's tableName)
		return s.ByPattern(name)
	}
	if t := s.Named(name); t != nil {
		return t
	}
	for _, t := range s.Tables {
		if t.Name == "" && t.ID == name {
			return t
		}
	}
	return s.agreed(func(t *Table) bool {
		return t.Name == "" && t.Pattern != "" && schema.Match(t.Pattern, name)
	})
}

// agreed returns the first table that match accepts, nil when none does
// or two with different keys do: a name that two declarations with other
// keys could both be is no known table.
func (s *Schema) agreed(match func(*Table) bool) *Table {
	var found *Table
	for _, t := range s.Tables {
		if !match(t) {
			continue
		}
		if found != nil && !sameKeys(found, t) {
			return nil
		}
		if found == nil {
			found = t
		}
	}
	return found
}

// Named returns the first table whose name is exactly name.
func (s *Schema) Named(name string) *Table {
	for _, t := range s.Tables {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// Roles lists the roles attr plays in t, one of each kind: the table's own
// first, then the indexes' in declaration order. A second index keying on
// the same attribute in the same role adds nothing to judge (a local
// index's partition key is always the table's).
func (t *Table) Roles(attr string) []RoleIn {
	if attr == "" {
		return nil
	}
	var out []RoleIn
	switch attr {
	case t.Partition:
		out = append(out, RoleIn{Partition, ""})
	case t.Sort:
		out = append(out, RoleIn{Sort, ""})
	}
	has := func(r Role) bool { return len(out) > 0 && (out[0].Role == r || len(out) > 1 && out[1].Role == r) }
	for _, ix := range t.Indexes {
		switch {
		case attr == ix.Partition && !has(Partition):
			out = append(out, RoleIn{Partition, ix.Name})
		case attr == ix.Sort && !has(Sort):
			out = append(out, RoleIn{Sort, ix.Name})
		}
	}
	return out
}

// role is the first of Roles: the one role a query's key condition or a
// lookup by name gives.
func (t *Table) role(attr string) (Role, string, bool) {
	switch attr {
	case t.Partition:
		return Partition, "", true
	case t.Sort:
		if attr != "" {
			return Sort, "", true
		}
	}
	for _, ix := range t.Indexes {
		switch attr {
		case ix.Partition:
			return Partition, ix.Name, true
		case ix.Sort:
			if attr != "" {
				return Sort, ix.Name, true
			}
		}
	}
	return 0, "", false
}

// ByHolder returns the table whose unknown name is read from holder (see
// Table.Holder), nil if none or if two with different keys are.
func (s *Schema) ByHolder(holder string) *Table {
	if holder == "" {
		return nil
	}
	return s.agreed(func(t *Table) bool { return t.Name == "" && t.Holder == holder })
}

// ByPattern returns the declared table that the name pattern p (a request's
// table name computed at run time) picks out: the tables declared with
// that same pattern (the same naming helper on both sides) and those whose
// exact name p matches, when they all have the same keys; nil when none
// does or they differ (the name is ambiguous). Patterns that merely
// overlap ("*-players" and "*-session-players") pick out nothing: the
// project's one helper gives a table the same pattern everywhere.
func (s *Schema) ByPattern(p string) *Table {
	return s.agreed(func(t *Table) bool {
		if t.Name != "" {
			return schema.Match(p, t.Name)
		}
		return t.Pattern == p
	})
}
