package tables

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

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
	var envs []envOnly
	for _, path := range listed {
		ts, err := schema.ReadFile(displayPath(path))
		if err != nil {
			return nil, err
		}
		out = appendTables(out, ts, &envs)
	}
	for _, path := range found {
		if ts, err := schema.ReadFile(displayPath(path)); err == nil {
			out = appendTables(out, ts, &envs)
		}
	}
	joinEnv(out, envs)
	return dropLocalCopies(out), nil
}

// dropLocalCopies leaves out a table an AWS CLI create-table declares (a
// DynamoDB Local set-up, a JSON request) when the infrastructure code
// declares a table keyed by the same attributes, in any letter case: the
// script's is a copy, often stale (other indexes, other names), and the
// infrastructure's is the one deployed. Alone, a script's table stays.
func dropLocalCopies(out []*Table) []*Table {
	keyOf := func(t *Table) string { return strings.ToLower(t.Partition + "\x00" + t.Sort) }
	iac := map[string]bool{}
	for _, t := range out {
		if !t.local {
			iac[keyOf(t)] = true
		}
	}
	return slices.DeleteFunc(out, func(t *Table) bool { return t.local && iac[keyOf(t)] })
}

// envOnly is a Terraform function's environment variable naming a table
// another file declares (schema.Table.EnvOnly), and the folder of its file.
type envOnly struct {
	dir string
	t   schema.Table
}

// joinEnv adds each function's variable to the Env of the table it names
// in a file of the same folder: a Terraform module is its folder's files.
func joinEnv(out []*Table, envs []envOnly) {
	for _, e := range envs {
		for _, t := range out {
			if t.tf == nil || t.tf.dir != e.dir {
				continue
			}
			if e.t.ID != "" && t.ID == e.t.ID || e.t.NameRef != "" && t.tf.nameRef == e.t.NameRef {
				for _, v := range e.t.Env {
					if !slices.Contains(t.Env, v) {
						t.Env = append(t.Env, v)
					}
				}
				slices.Sort(t.Env)
			}
		}
	}
}

// isTerraform reports a Source in a Terraform file.
func isTerraform(source string) bool {
	file := sourceFile(source)
	return strings.HasSuffix(file, ".tf") || strings.HasSuffix(file, ".tf.json")
}

// sourceDir is the folder of a schema.Table's Source ("infra/db.tf:12").
func sourceDir(source string) string { return filepath.Dir(sourceFile(source)) }

// sourceFile is the file of a Source, "file:line" or a file alone: only
// a run of digits after the last colon is a line (not C:\infra\db.tf's).
func sourceFile(source string) string {
	i := strings.LastIndexByte(source, ':')
	if i < 0 || i == len(source)-1 || strings.Trim(source[i+1:], "0123456789") != "" {
		return source
	}
	return source[:i]
}

// appendTables appends the tables a schema file declares. A table an
// earlier file (or the same one) already declared by the same name, with
// the same partition and sort keys, is merged into it rather than appended
// (see merge): a SAM template that lists a table without its indexes and
// the Pulumi program that deploys it with them describe one table.
func appendTables(out []*Table, ts []schema.Table, envs *[]envOnly) []*Table {
	for _, st := range ts {
		if st.EnvOnly() {
			*envs = append(*envs, envOnly{dir: sourceDir(st.Source), t: st})
			continue
		}
		t := &Table{Name: st.Name, ID: st.ID, Pattern: st.Pattern, Partition: st.Partition, Sort: st.Sort, Source: st.Source, Env: slices.Clone(st.Env), IndexesPartial: st.IndexesPartial}
		t.local = st.Type == schema.CLIType
		if isTerraform(st.Source) {
			t.tf = &tfOrigin{dir: sourceDir(st.Source), nameRef: st.NameRef}
		}
		for _, ix := range st.Indexes {
			t.Indexes = append(t.Indexes, Index{Name: ix.Name, Partition: ix.Partition, Sort: ix.Sort, Local: ix.Local})
		}
		for _, at := range st.Types {
			t.Types = append(t.Types, AttrType{Name: at.Name, Type: at.Type})
		}
		if i := slices.IndexFunc(out, func(prev *Table) bool { return sameTable(prev, t) }); i >= 0 {
			for _, e := range t.Env {
				if !slices.Contains(out[i].Env, e) {
					out[i].Env = append(out[i].Env, e)
				}
			}
			slices.Sort(out[i].Env)
			if merge(out[i], t) {
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// sameTable reports whether two infrastructure declarations are of one
// table: the same name (or, for tables whose name is unknown, the same
// name pattern, or the same id), and the same partition and sort keys.
// Their indexes may differ.
func sameTable(a, b *Table) bool {
	return declaredAs(a) != "" && declaredAs(a) == declaredAs(b) && a.Partition == b.Partition && a.Sort == b.Sort
}

// declaredAs is what a table is known by: its name, else its name
// pattern, else its id — as a table name in code matches them (see
// docs/schemas.md, "Matching table names").
func declaredAs(t *Table) string {
	switch {
	case t.Name != "":
		return t.Name
	case t.Pattern != "":
		return t.Pattern
	}
	return t.ID
}

// merge adds to prev the indexes, and the declared types of attributes,
// that only t declares, and says in prev's Merged where they come from. An
// index of a name prev has keeps prev's keys. It reports false, merging
// nothing, when t declares the same indexes as prev: then t is a plain
// second declaration, which the precedence rules (first wins) handle.
func merge(prev, t *Table) bool {
	var added []string
	for _, ix := range t.Indexes {
		if !slices.ContainsFunc(prev.Indexes, func(p Index) bool { return p.Name == ix.Name }) {
			prev.Indexes = append(prev.Indexes, ix)
			added = append(added, ix.Name)
		}
	}
	fewer := len(t.Indexes)-len(added) < len(prev.Indexes)-len(added)
	if len(added) == 0 && !fewer {
		return false
	}
	for _, at := range t.Types {
		if prev.TypeOf(at.Name) == "" {
			prev.Types = append(prev.Types, at)
		}
	}
	note := "also " + t.Source + " (fewer indexes)"
	if len(added) > 0 {
		note = "indexes " + strings.Join(added, ", ") + " from " + t.Source
	}
	if prev.Merged != "" {
		note = prev.Merged + "; " + note
	}
	prev.Merged = note
	return true
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
