package keymap

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"
)

// WriteMarkdown prints the map as a Markdown page: per table its keys and
// indexes, its entities, its access patterns and what the rules found,
// then a Mermaid diagram of tables, indexes and entities.
func WriteMarkdown(w io.Writer, m *Map) error {
	b := bufio.NewWriter(w)
	p := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	p("# Key map\n\n")
	p("Drawn by `ddblint -map` from the code: the tables it declares or uses, the kinds of item it writes ")
	p("with their key templates, and the requests that read or address them. A hole `<name:kind>` is a ")
	p("part the code fills at run time, named by the expression or field it comes from.\n\n")
	var nEnt, nAcc, nFind, nQ int
	for _, t := range m.Tables {
		nEnt += len(t.Entities)
		nAcc += len(t.Access)
		for _, e := range t.Entities {
			nFind, nQ = count(e.Findings, nFind, nQ)
		}
		for _, a := range t.Access {
			nFind, nQ = count(a.Findings, nFind, nQ)
		}
	}
	nFind, nQ = count(m.Other, nFind, nQ)
	p("%s, %s, %s; %s and %s.\n", plural(len(m.Tables), "table"), plural(nEnt, "entity"), plural(nAcc, "access pattern"),
		plural(nFind, "finding"), plural(nQ, "review question"))
	if nEnt+nAcc == 0 {
		p("\nddblint found no item or request with keys it could read in these packages. The code may reach DynamoDB in a way ")
		p("the engine does not follow yet (see docs/engine.md), or through packages not given; `ddblint -print-schema` shows ")
		p("the tables it found.\n")
	}

	for _, t := range m.Tables {
		writeTable(b, t)
	}
	if len(m.Other) > 0 {
		p("\n## Other findings\n\n")
		for _, f := range m.Other {
			p("- %s\n", findingLine(f))
		}
	}
	p("\n## Diagram\n\n```mermaid\n")
	writeMermaid(b, m)
	p("```\n")
	if err := b.Flush(); err != nil {
		return fmt.Errorf("writing the key map: %w", err)
	}
	return nil
}

func count(fs []Finding, n, q int) (int, int) {
	for _, f := range fs {
		if f.Question {
			q++
		} else {
			n++
		}
	}
	return n, q
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	if strings.HasSuffix(word, "y") {
		return fmt.Sprintf("%d %sies", n, word[:len(word)-1])
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// Title names a table as the map's headings do. A name or id that is no
// table name is the source text of the expression a declaration reads the
// name from (aws.String(r.TableName)): it says where the name comes from.
func (t *Table) Title() string {
	idOK := t.ID != "" && tableName(t.ID)
	switch {
	case t.Name != "" && tableName(t.Name):
		return t.Name
	case idOK && t.Pattern != "":
		return t.ID + " (name " + t.Pattern + ")"
	case t.Pattern != "":
		return t.Pattern
	case idOK:
		return t.ID
	case t.Name != "" || t.ID != "":
		return "named by " + cmp.Or(t.Name, t.ID)
	}
	return ""
}

func writeTable(b *bufio.Writer, t *Table) {
	p := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	if title := t.Title(); title != "" {
		p("\n## Table %s\n\n", code(title))
	} else {
		p("\n## Requests whose table is not known\n\n")
		p("ddblint could not tell which table these requests use (the name is computed out of its sight).\n")
	}
	switch {
	case t.PartitionKey != "":
		p("Partition key %s", attrWithType(t, t.PartitionKey))
		if t.SortKey != "" {
			p(", sort key %s", attrWithType(t, t.SortKey))
		}
		p(".")
		if t.DeclaredAt != "" {
			p(" Declared by %s.", t.DeclaredAt)
		}
		if len(t.Env) > 0 {
			quoted := make([]string, len(t.Env))
			for i, e := range t.Env {
				quoted[i] = "`" + e + "`"
			}
			p(" Functions get its name in %s.", strings.Join(quoted, ", "))
		}
		p("\n")
	case t.Title() != "" && t.Undeclared:
		p("Used in the code; no declaration of its key schema is in sight (declare it under `tables:` or `schemas:` in `.ddblint.yml`).\n")
	}
	if len(t.Indexes) > 0 {
		p("\n| Index | Kind | Partition key | Sort key |\n|---|---|---|---|\n")
		for _, ix := range t.Indexes {
			kind := "global"
			if ix.Local {
				kind = "local"
			}
			p("| %s | %s | %s | %s |\n", code(ix.Name), kind, code(ix.PartitionKey), code(ix.SortKey))
		}
	}

	if len(t.Entities) > 0 {
		cols := columns(t)
		p("\n### Entities\n\n| Entity |")
		for _, c := range cols {
			if c.Index == "" {
				p(" %s |", code(c.Attr))
			} else {
				p(" %s (%s) |", code(c.Attr), c.Index)
			}
		}
		p(" Written by | Where |\n|---|")
		for range cols {
			p("---|")
		}
		p("---|---|\n")
		for _, e := range t.Entities {
			p("| %s |", cell(e.Name))
			for _, c := range cols {
				var texts []string
				for _, t := range templateOf(e.Keys, c) {
					texts = append(texts, code(t))
				}
				p(" %s |", strings.Join(texts, " or "))
			}
			p(" %s | %s |\n", funcs(e.Functions), sites(e.Sites))
		}
	}

	if len(t.Access) > 0 {
		p("\n### Access patterns\n\n| Operation | Index | Key condition | Reads | Function | Where |\n|---|---|---|---|---|---|\n")
		for _, a := range t.Access {
			cond := code(a.Condition)
			if a.Condition == "" {
				cond = "every item"
			}
			p("| %s | %s | %s | %s | %s | %s |\n", a.Operation, code(a.Index), cond, cell(strings.Join(a.Entities, ", ")), funcs(a.Functions), sites(a.Sites))
		}
	}

	var findings, questions []string
	for _, e := range t.Entities {
		for _, f := range e.Findings {
			line := fmt.Sprintf("**%s**: %s", cell(e.Name), findingLine(f))
			if f.Question {
				questions = append(questions, line)
			} else {
				findings = append(findings, line)
			}
		}
	}
	for _, a := range t.Access {
		for _, f := range a.Findings {
			line := fmt.Sprintf("**%s %s**: %s", a.Operation, cell(a.Condition), findingLine(f))
			if f.Question {
				questions = append(questions, line)
			} else {
				findings = append(findings, line)
			}
		}
	}
	if len(findings)+len(questions) > 0 {
		p("\n### Review\n\n")
		for _, l := range findings {
			p("- %s\n", l)
		}
		if len(questions) > 0 {
			if len(findings) > 0 {
				p("\n")
			}
			p("Questions for the reviewer (the review tier: the code does not show whether these sets grow):\n\n")
			for _, l := range questions {
				p("- %s\n", l)
			}
		}
	}
}

func findingLine(f Finding) string {
	return fmt.Sprintf("%s (%s)", cell(f.Message), f.Site)
}

func attrWithType(t *Table, attr string) string {
	for _, a := range t.Types {
		if a.Name == attr {
			return code(attr) + " (" + a.Type + ")"
		}
	}
	return code(attr)
}

// column is one key attribute of a table's entity table.
type column struct{ Attr, Index, Role string }

// columns are the key attributes a table's entities carry, in the order
// the table declares them (templates sorts each entity's keys so).
func columns(t *Table) []column {
	var out []column
	seen := map[column]bool{}
	var all []KeyTemplate
	for _, e := range t.Entities {
		all = append(all, e.Keys...)
	}
	for _, k := range sortKeys(all, t) {
		c := column{k.Attr, k.Index, k.Role}
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

// templateOf are the texts of an entity's key in column c.
func templateOf(keys []KeyTemplate, c column) []string {
	for _, k := range keys {
		if k.Attr == c.Attr && k.Index == c.Index && k.Role == c.Role {
			texts := []string{k.Text}
			for _, o := range k.Or {
				texts = append(texts, o.Text)
			}
			return texts
		}
	}
	return nil
}

// code renders text as Markdown code in a table cell; "" stays empty.
func code(s string) string {
	if s == "" {
		return ""
	}
	s = strings.ReplaceAll(s, "`", "'")
	return "`" + strings.ReplaceAll(s, "|", `\|`) + "`"
}

func cell(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ").Replace(s)
}

func funcs(fs []string) string {
	var out []string
	for i, f := range fs {
		if i == 2 {
			out = append(out, fmt.Sprintf("and %d more", len(fs)-2))
			break
		}
		out = append(out, ShortFunc(f))
	}
	return cell(strings.Join(out, ", "))
}

func sites(ss []string) string {
	switch len(ss) {
	case 0:
		return ""
	case 1:
		return ss[0]
	}
	return fmt.Sprintf("%s (%d sites)", ss[0], len(ss))
}

// writeMermaid draws the tables, their indexes and the entities written to
// each as a Mermaid flowchart.
func writeMermaid(b *bufio.Writer, m *Map) {
	p := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	p("flowchart LR\n")
	for i, t := range m.Tables {
		tid := fmt.Sprintf("t%d", i)
		title := t.Title()
		if title == "" {
			title = "table not known"
		}
		label := title
		if t.PartitionKey != "" {
			label += "<br/>" + t.PartitionKey
			if t.SortKey != "" {
				label += ", " + t.SortKey
			}
		}
		p("  %s[(%s)]\n", tid, mermaidText(label))
		for j, ix := range t.Indexes {
			p("  %s_i%d{{%s}} -.- %s\n", tid, j, mermaidText(ix.Name+"<br/>"+strings.TrimSuffix(ix.PartitionKey+", "+ix.SortKey, ", ")), tid)
		}
		for j, e := range t.Entities {
			eid := fmt.Sprintf("%s_e%d", tid, j)
			label := e.Name
			for _, k := range e.Keys {
				if k.Index == "" {
					label += "<br/>" + k.Attr + " = " + k.Text
				}
			}
			p("  %s[%s] --> %s\n", eid, mermaidText(label), tid)
			for _, ix := range indexesOf(e, t) {
				p("  %s -.-> %s_i%d\n", eid, tid, ix)
			}
		}
	}
}

// indexesOf are the positions in t.Indexes of the indexes e carries keys of.
func indexesOf(e *Entity, t *Table) []int {
	var out []int
	for i, ix := range t.Indexes {
		if slices.ContainsFunc(e.Keys, func(k KeyTemplate) bool { return k.Index == ix.Name }) {
			out = append(out, i)
		}
	}
	return out
}

// mermaidText quotes a label for Mermaid: the characters its syntax or
// HTML would read as markup become entity codes, except the <br/> breaks
// the label is written with.
func mermaidText(s string) string {
	parts := strings.Split(s, "<br/>")
	r := strings.NewReplacer("#", "#35;", `"`, "#quot;", "<", "#lt;", ">", "#gt;")
	for i, p := range parts {
		parts[i] = r.Replace(p)
	}
	return `"` + strings.Join(parts, "<br/>") + `"`
}

// tableName reports whether s can be a table's name, or its pattern: 3 to
// 255 letters, digits, "_", "-", "." (and "*" in a pattern).
func tableName(s string) bool {
	if len(s) < 3 || len(s) > 255 {
		return false
	}
	for _, r := range s {
		letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if !letter && (r < '0' || r > '9') && !strings.ContainsRune("_-.*", r) {
			return false
		}
	}
	return true
}
