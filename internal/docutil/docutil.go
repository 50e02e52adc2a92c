// Package docutil extracts an analyzer's documentation from its doc.go, the
// way x/tools' passes do (their helper is internal, so ddblint has its own):
// the package comment holds a "# Analyzer NAME" heading, then a
// "NAME: title" line, then the body.
package docutil

import (
	"fmt"
	"go/parser"
	"go/token"
	"strings"
)

// Doc is the parsed documentation of one analyzer.
type Doc struct {
	Name  string
	Title string // the text after "NAME: "
	Body  string // everything after the title line, as doc-comment text
}

// Extract reads the package comment of a doc.go source and returns the
// section for analyzer name.
func Extract(content, name string) (Doc, error) {
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", content, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		return Doc{}, fmt.Errorf("parsing doc.go of %s: %w", name, err)
	}
	if f.Doc == nil {
		return Doc{}, fmt.Errorf("doc.go of %s has no package comment", name)
	}
	text := f.Doc.Text()
	heading := "# Analyzer " + name
	i := strings.Index(text, heading+"\n")
	if i < 0 {
		return Doc{}, fmt.Errorf("doc.go of %s has no %q heading", name, heading)
	}
	rest := strings.TrimLeft(text[i+len(heading):], "\n")
	first, body, _ := strings.Cut(rest, "\n")
	prefix := name + ": "
	if !strings.HasPrefix(first, prefix) {
		return Doc{}, fmt.Errorf("doc.go of %s: the line after the heading must start with %q", name, prefix)
	}
	return Doc{Name: name, Title: strings.TrimSpace(first[len(prefix):]), Body: strings.TrimSpace(body)}, nil
}

// MustExtract is Extract for package initialisation: a malformed doc.go is a
// programming error caught by every test run.
func MustExtract(content, name string) Doc {
	d, err := Extract(content, name)
	if err != nil {
		panic(err)
	}
	return d
}

// AnalyzerDoc is the Analyzer.Doc string: the title, a blank line, the body.
func (d Doc) AnalyzerDoc() string {
	return d.Name + ": " + d.Title + "\n\n" + d.Body
}
