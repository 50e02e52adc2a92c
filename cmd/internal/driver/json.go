package driver

import (
	"encoding/json"
	"io"
)

// The -json output has the shape of go vet -json and of the x/tools
// drivers, so tools reading theirs read ddblint's: package ID → analyzer
// name → diagnostics. Positions are absolute, for tools.

type jsonTextEdit struct {
	Filename string `json:"filename"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	New      string `json:"new"`
}

type jsonSuggestedFix struct {
	Message string         `json:"message"`
	Edits   []jsonTextEdit `json:"edits"`
}

type jsonRelated struct {
	Posn    string `json:"posn"`
	End     string `json:"end"`
	Message string `json:"message"`
}

type jsonDiagnostic struct {
	Category       string             `json:"category,omitempty"`
	Posn           string             `json:"posn"`
	End            string             `json:"end"`
	Message        string             `json:"message"`
	SuggestedFixes []jsonSuggestedFix `json:"suggested_fixes,omitempty"`
	Related        []jsonRelated      `json:"related,omitempty"`
}

// writeJSON writes the findings; errors not tied to a package go under the
// key "errors".
func writeJSON(w io.Writer, findings []Finding, errs []string) error {
	tree := map[string]any{}
	for _, f := range findings {
		byAnalyzer, _ := tree[f.Package].(map[string][]jsonDiagnostic)
		if byAnalyzer == nil {
			byAnalyzer = map[string][]jsonDiagnostic{}
			tree[f.Package] = byAnalyzer
		}
		const analyzer = "ddblint"
		byAnalyzer[analyzer] = append(byAnalyzer[analyzer], jsonDiag(f))
	}
	if len(errs) > 0 {
		tree["errors"] = errs
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "\t")
	enc.SetEscapeHTML(false)
	return enc.Encode(tree) //nolint:wrapcheck // the one caller says "writing JSON: …"
}

func jsonDiag(f Finding) jsonDiagnostic {
	d := f.Diag
	out := jsonDiagnostic{
		Category: d.Category,
		Posn:     f.Fset.Position(d.Pos).String(),
		End:      f.Fset.Position(d.End).String(),
		Message:  d.Message,
	}
	for _, fix := range d.SuggestedFixes {
		jf := jsonSuggestedFix{Message: fix.Message, Edits: []jsonTextEdit{}}
		for _, e := range fix.TextEdits {
			p, end := f.Fset.PositionFor(e.Pos, false), f.Fset.PositionFor(e.End, false)
			if !e.End.IsValid() {
				end = p
			}
			jf.Edits = append(jf.Edits, jsonTextEdit{Filename: p.Filename, Start: p.Offset, End: end.Offset, New: string(e.NewText)})
		}
		out.SuggestedFixes = append(out.SuggestedFixes, jf)
	}
	for _, rel := range d.Related {
		out.Related = append(out.Related, jsonRelated{
			Posn: f.Fset.Position(rel.Pos).String(), End: f.Fset.Position(rel.End).String(), Message: rel.Message,
		})
	}
	return out
}
