package driver

import (
	"cmp"
	"go/doc/comment"
	"go/token"
	"os"
	"runtime/debug"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/cmd/internal/sarif"
	"github.com/ddblint/ddblint/rules"
)

// sarifLog builds the SARIF log of a run: every rule of the catalog (not
// only those that ran or found something, so a viewer can explain any
// rule), one result per finding, and an invocation that says whether the
// run completed, with its errors.
func (r *runner) sarifLog(findings []Finding, root string, code int) *sarif.Log {
	descs := r.ruleDescriptors()
	index := map[string]int{}
	for i, d := range descs {
		index[d.ID] = i
	}
	results := []sarif.Result{}
	files := fileCache{}
	for _, f := range findings {
		i, ok := index[f.Rule]
		if !ok {
			// A category outside the catalog (a rule under development):
			// give it a descriptor so the result can point at one.
			i = len(descs)
			index[f.Rule] = i
			descs = append(descs, sarif.ReportingDescriptor{
				ID:                   f.Rule,
				DefaultConfiguration: &sarif.ReportingConfiguration{Enabled: true, Level: sarif.LevelWarning},
			})
		}
		res := sarif.Result{
			RuleID:    f.Rule,
			RuleIndex: i,
			Level:     descs[i].DefaultConfiguration.Level,
			Message:   sarif.Message{Text: f.Diag.Message},
			Locations: []sarif.Location{{PhysicalLocation: sarif.PhysicalLocation{
				ArtifactLocation: sarif.Artifact(root, f.File),
				Region:           ptr(files.region(f.Fset, f.Diag.Pos, f.Diag.End)),
			}}},
		}
		for j, rel := range f.Diag.Related {
			if !rel.Pos.IsValid() {
				continue
			}
			file := f.Fset.PositionFor(rel.Pos, false).Filename
			res.RelatedLocations = append(res.RelatedLocations, sarif.Location{
				ID: ptr(j),
				PhysicalLocation: sarif.PhysicalLocation{
					ArtifactLocation: sarif.Artifact(root, file),
					Region:           ptr(files.region(f.Fset, rel.Pos, rel.End)),
				},
				Message: &sarif.Message{Text: rel.Message},
			})
		}
		for _, fix := range f.Diag.SuggestedFixes {
			if len(fix.TextEdits) > 0 { // SARIF wants at least one change
				res.Fixes = append(res.Fixes, files.fix(root, f.Fset, fix))
			}
		}
		results = append(results, res)
	}

	log := sarif.New(sarif.ToolComponent{
		Name:           r.Analyzer.Name,
		Version:        version(),
		InformationURI: r.Analyzer.URL,
		Rules:          descs,
	})
	log.Runs[0].Results = results
	inv := sarif.Invocation{ExecutionSuccessful: code != ExitErrors, ExitCode: &code}
	for _, e := range r.errors {
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications,
			sarif.Notification{Level: sarif.LevelError, Message: sarif.Message{Text: e}})
	}
	log.Runs[0].Invocations = []sarif.Invocation{inv}
	return log
}

// ruleDescriptors describes every rule of the catalog, in catalog order,
// then the category of findings about //ddblint:ignore directives, which
// the umbrella analyzer reports under its own name.
func (r *runner) ruleDescriptors() []sarif.ReportingDescriptor {
	var descs []sarif.ReportingDescriptor
	for _, rule := range rules.All() {
		_, body, _ := strings.Cut(rule.Analyzer.Doc, "\n\n")
		tags := []string{"dynamodb"}
		if rule.Security {
			tags = append(tags, "security")
		}
		descs = append(descs, sarif.ReportingDescriptor{
			ID:               rule.Name(),
			ShortDescription: &sarif.MultiformatMessageString{Text: rule.Title()},
			FullDescription:  &sarif.MultiformatMessageString{Text: firstParagraph(body)},
			Help:             &sarif.MultiformatMessageString{Text: body, Markdown: markdown(body)},
			HelpURI:          cmp.Or(rule.Analyzer.URL, rules.URL(rule.Name())),
			DefaultConfiguration: &sarif.ReportingConfiguration{
				Enabled: rule.Default,
				Level:   level(rule.Severity),
			},
			Properties: &sarif.PropertyBag{Tags: tags},
		})
	}
	const directiveHelp = "A //ddblint:ignore directive suppresses the named rules' findings on its own line and the next one:\n\n" +
		"\t//ddblint:ignore keydelimiter,sortkeyorder legacy keys, migrated in #42\n\n" +
		"The reason after the rule names is required. A directive without one, naming an unknown rule, " +
		"or suppressing nothing (no finding of the rule on its line or the next) is reported under this category."
	descs = append(descs, sarif.ReportingDescriptor{
		ID:               r.Analyzer.Name,
		ShortDescription: &sarif.MultiformatMessageString{Text: "malformed or unused //ddblint:ignore directive"},
		FullDescription:  &sarif.MultiformatMessageString{Text: firstParagraph(directiveHelp)},
		Help:             &sarif.MultiformatMessageString{Text: directiveHelp, Markdown: markdown(directiveHelp)},
		HelpURI:          rules.URL(r.Analyzer.Name), // docs/rules/ddblint.md, generated from rules/ddblint/doc.go
		DefaultConfiguration: &sarif.ReportingConfiguration{
			Enabled: true,
			Level:   sarif.LevelWarning,
		},
		Properties: &sarif.PropertyBag{Tags: []string{"dynamodb"}},
	})
	return descs
}

// level maps a catalog severity to a SARIF level.
func level(s rules.Severity) string {
	switch s {
	case rules.Error:
		return sarif.LevelError
	case rules.Warning:
		return sarif.LevelWarning
	}
	return sarif.LevelNote
}

// firstParagraph is the first paragraph of doc-comment text, on one line.
func firstParagraph(text string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(text), "\n\n")
	return strings.Join(strings.Fields(first), " ")
}

// markdown renders doc-comment text (a rule's doc.go body) as Markdown, the
// way the generated docs/rules pages do, without heading anchors.
func markdown(text string) string {
	var p comment.Parser
	pr := comment.Printer{HeadingID: func(*comment.Heading) string { return "" }}
	return strings.TrimSpace(string(pr.Markdown(p.Parse(text))))
}

// version is the ddblint module's version, if the binary knows it.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok || info.Main.Version == "(devel)" {
		return ""
	}
	return info.Main.Version
}

// fileCache holds file contents for converting offsets to UTF-16 columns.
type fileCache map[string][]byte // nil: unreadable

func (c fileCache) content(name string) []byte {
	src, ok := c[name]
	if !ok {
		src, _ = os.ReadFile(name)
		c[name] = src
	}
	return src
}

// region converts [pos, end) to a SARIF region of the real file (no //line
// directives). If the file cannot be read, the columns are go/token's byte
// columns, right for ASCII lines.
func (c fileCache) region(fset *token.FileSet, pos, end token.Pos) sarif.Region {
	if !end.IsValid() {
		end = pos
	}
	p, e := fset.PositionFor(pos, false), fset.PositionFor(end, false)
	if src := c.content(p.Filename); src != nil {
		return sarif.TextRegion(src, p.Offset, e.Offset)
	}
	return sarif.Region{StartLine: p.Line, StartColumn: p.Column, EndLine: e.Line, EndColumn: e.Column}
}

// fix converts a suggested fix: one artifactChange per file, in the order
// the edits name them.
func (c fileCache) fix(root string, fset *token.FileSet, fix analysis.SuggestedFix) sarif.Fix {
	out := sarif.Fix{Description: &sarif.Message{Text: fix.Message}, ArtifactChanges: []sarif.ArtifactChange{}}
	byFile := map[string]int{}
	for _, edit := range fix.TextEdits {
		file := fset.PositionFor(edit.Pos, false).Filename
		i, ok := byFile[file]
		if !ok {
			i = len(out.ArtifactChanges)
			byFile[file] = i
			out.ArtifactChanges = append(out.ArtifactChanges, sarif.ArtifactChange{ArtifactLocation: sarif.Artifact(root, file)})
		}
		rep := sarif.Replacement{DeletedRegion: c.region(fset, edit.Pos, edit.End)}
		if len(edit.NewText) > 0 {
			rep.InsertedContent = &sarif.ArtifactContent{Text: string(edit.NewText)}
		}
		out.ArtifactChanges[i].Replacements = append(out.ArtifactChanges[i].Replacements, rep)
	}
	return out
}

func ptr[T any](v T) *T { return &v }
