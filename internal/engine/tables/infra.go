package tables

import (
	"os"
	"path/filepath"
	"slices"

	"github.com/ddblint/ddblint/internal/engine/schema"
)

// ReadInfra reads the tables of the infrastructure files the config lists
// (schemas:, -schemas) or, listing none, found (the config's Schemas and
// FoundSchemas). Each package's pass reads them afresh: a few small files
// per package, and no state shared between passes. A listed file that
// cannot be read or parsed is the pass's error; a found one is passed over
// (a template of another tool, a Terraform module the reader does not
// follow), since the user did not name it.
func ReadInfra(listed, found []string) ([]*Table, error) {
	var out []*Table
	for _, path := range listed {
		ts, err := schema.ReadFile(displayPath(path))
		if err != nil {
			return nil, err
		}
		out = appendTables(out, ts)
	}
	for _, path := range found {
		if ts, err := schema.ReadFile(displayPath(path)); err == nil {
			out = appendTables(out, ts)
		}
	}
	return out, nil
}

// appendTables appends the tables a schema file declares.
func appendTables(out []*Table, ts []schema.Table) []*Table {
	for _, st := range ts {
		t := &Table{Name: st.Name, ID: st.ID, Pattern: st.Pattern, Partition: st.Partition, Sort: st.Sort, Source: st.Source}
		for _, ix := range st.Indexes {
			t.Indexes = append(t.Indexes, Index{Name: ix.Name, Partition: ix.Partition, Sort: ix.Sort, Local: ix.Local})
		}
		for _, at := range st.Types {
			t.Types = append(t.Types, AttrType{Name: at.Name, Type: at.Type})
		}
		out = append(out, t)
	}
	return out
}

// displayPath is path relative to the current directory when it is below
// it (as messages show paths), else path itself.
func displayPath(path string) string {
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, path); err == nil && filepath.IsLocal(rel) {
			return rel
		}
	}
	return path
}

// sameKeys reports whether two tables have the same key schema.
func sameKeys(a, b *Table) bool {
	return a.Partition == b.Partition && a.Sort == b.Sort && slices.Equal(a.Indexes, b.Indexes)
}

// DefaultKeyPatterns returns the regular expressions that the names of
// partition and sort key attributes are matched against when no schema or
// configured name says otherwise (case-insensitive): pk, sk, GSI1PK…
func DefaultKeyPatterns() (partition, sort string) {
	return defaultPartition.String(), defaultSort.String()
}

// DefaultKeyName reports whether attr is a default key name (see
// DefaultKeyPatterns), whatever the schemas and the config say.
func DefaultKeyName(attr string) bool {
	return defaultPartition.MatchString(attr) || defaultSort.MatchString(attr)
}
