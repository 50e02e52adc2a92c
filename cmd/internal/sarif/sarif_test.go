package sarif_test

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/ddblint/ddblint/cmd/internal/sarif"
	"github.com/ddblint/ddblint/cmd/internal/sarif/schematest"
)

func TestTextRegion(t *testing.T) {
	src := []byte("package p\n\nvar s = \"é\" + x\nvar t = \"😀\" + y\r\nvar u = z\n")
	at := func(sub string) int {
		i := bytes.Index(src, []byte(sub))
		if i < 0 {
			t.Fatalf("no %q", sub)
		}
		return i
	}
	for _, tc := range []struct {
		name       string
		start, end int
		want       sarif.Region
	}{
		{"first line", 0, 7, sarif.Region{StartLine: 1, StartColumn: 1, EndLine: 1, EndColumn: 8}},
		// é is 2 bytes, 1 UTF-16 unit: x is at byte column 16, unit column 15.
		{"two-byte rune", at("x"), at("x") + 1, sarif.Region{StartLine: 3, StartColumn: 15, EndLine: 3, EndColumn: 16}},
		// 😀 is 4 bytes, 2 UTF-16 units (a surrogate pair): y is at unit column 16.
		{"astral rune", at("y"), at("y") + 1, sarif.Region{StartLine: 4, StartColumn: 16, EndLine: 4, EndColumn: 17}},
		{"after CRLF", at("var u"), at("var u") + 3, sarif.Region{StartLine: 5, StartColumn: 1, EndLine: 5, EndColumn: 4}},
		{"insertion point", at("x"), at("x"), sarif.Region{StartLine: 3, StartColumn: 15, EndLine: 3, EndColumn: 15}},
		{"across lines", at("var s"), at("var t") + 3, sarif.Region{StartLine: 3, StartColumn: 1, EndLine: 4, EndColumn: 4}},
		{"end before start", at("x"), 0, sarif.Region{StartLine: 3, StartColumn: 15, EndLine: 3, EndColumn: 15}},
		{"past the end", len(src) + 5, len(src) + 9, sarif.Region{StartLine: 6, StartColumn: 1, EndLine: 6, EndColumn: 1}},
	} {
		if got := sarif.TextRegion(src, tc.start, tc.end); got != tc.want {
			t.Errorf("%s: TextRegion(%d, %d) = %+v, want %+v", tc.name, tc.start, tc.end, got, tc.want)
		}
	}
}

func TestArtifact(t *testing.T) {
	root := filepath.FromSlash("/src/shop")
	if runtime.GOOS == "windows" {
		root = `C:\src\shop`
	}
	for _, tc := range []struct {
		file string
		want sarif.ArtifactLocation
	}{
		{"store/orders.go", sarif.ArtifactLocation{URI: "store/orders.go", URIBaseID: sarif.SrcRoot}},
		{"my dir/a%b.go", sarif.ArtifactLocation{URI: "my%20dir/a%25b.go", URIBaseID: sarif.SrcRoot}},
		// A first segment with a colon must not read as a URI scheme.
		{"c:d/x.go", sarif.ArtifactLocation{URI: "./c:d/x.go", URIBaseID: sarif.SrcRoot}},
	} {
		got := sarif.Artifact(root, filepath.Join(root, filepath.FromSlash(tc.file)))
		if got != tc.want {
			t.Errorf("Artifact(%q) = %+v, want %+v", tc.file, got, tc.want)
		}
	}
	// Outside the root: an absolute file URI, which may not have a base id.
	outside := filepath.Join(filepath.Dir(root), "other", "x.go")
	got := sarif.Artifact(root, outside)
	if got.URIBaseID != "" || !strings.HasPrefix(got.URI, "file:///") || !strings.HasSuffix(got.URI, "/other/x.go") {
		t.Errorf("Artifact(%q) = %+v, want an absolute file URI without a base id", outside, got)
	}
	if got := sarif.Artifact("", filepath.Join(root, "x.go")); got.URIBaseID != "" || !strings.HasPrefix(got.URI, "file:///") {
		t.Errorf("Artifact with no root = %+v, want an absolute file URI", got)
	}
}

// fullLog uses every part of the model.
func fullLog() *sarif.Log {
	log := sarif.New(sarif.ToolComponent{
		Name:           "ddblint",
		Version:        "v1.2.3",
		InformationURI: "https://github.com/ddblint/ddblint",
		Rules: []sarif.ReportingDescriptor{{
			ID:                   "keydelimiter",
			ShortDescription:     &sarif.MultiformatMessageString{Text: "key parts glued together without a delimiter"},
			FullDescription:      &sarif.MultiformatMessageString{Text: "keydelimiter reports ..."},
			Help:                 &sarif.MultiformatMessageString{Text: "text", Markdown: "### Why it matters\n\ntext"},
			HelpURI:              "https://github.com/ddblint/ddblint/blob/main/docs/rules/keydelimiter.md",
			DefaultConfiguration: &sarif.ReportingConfiguration{Enabled: true, Level: sarif.LevelError},
			Properties:           &sarif.PropertyBag{Tags: []string{"dynamodb"}},
		}, {
			ID:                   "ddblint",
			DefaultConfiguration: &sarif.ReportingConfiguration{Enabled: true, Level: sarif.LevelWarning},
		}},
	})
	loc := sarif.Artifact("/src", "/src/bad/bad.go")
	code := 3
	log.Runs[0].Invocations = []sarif.Invocation{{
		ExecutionSuccessful:        true,
		ExitCode:                   &code,
		ToolExecutionNotifications: []sarif.Notification{{Level: sarif.LevelError, Message: sarif.Message{Text: "x"}}},
	}}
	log.Runs[0].Results = append(log.Runs[0].Results, sarif.Result{
		RuleID:    "keydelimiter",
		RuleIndex: 0,
		Level:     sarif.LevelError,
		Message:   sarif.Message{Text: `prefix "USER" is glued to id (keydelimiter)`},
		Locations: []sarif.Location{{PhysicalLocation: sarif.PhysicalLocation{
			ArtifactLocation: loc,
			Region:           &sarif.Region{StartLine: 17, StartColumn: 48, EndLine: 17, EndColumn: 59},
		}}},
		Fixes: []sarif.Fix{{
			Description: &sarif.Message{Text: `insert "#" after "USER"`},
			ArtifactChanges: []sarif.ArtifactChange{{
				ArtifactLocation: loc,
				Replacements: []sarif.Replacement{
					{DeletedRegion: sarif.Region{StartLine: 17, StartColumn: 53, EndLine: 17, EndColumn: 53}, InsertedContent: &sarif.ArtifactContent{Text: "#"}},
					{DeletedRegion: sarif.Region{StartLine: 18, StartColumn: 1, EndLine: 18, EndColumn: 4}}, // a deletion
				},
			}},
		}},
	})
	return log
}

func TestSchema(t *testing.T) {
	for _, tc := range []struct {
		name string
		log  *sarif.Log
	}{
		{"full", fullLog()},
		{"empty", sarif.New(sarif.ToolComponent{Name: "ddblint"})},
	} {
		var buf bytes.Buffer
		if err := tc.log.Write(&buf); err != nil {
			t.Fatal(err)
		}
		if err := schematest.Validate(buf.Bytes()); err != nil {
			t.Errorf("%s log: %v\n%s", tc.name, err, buf.Bytes())
		}
	}
}

// TestSchemaRejects makes sure the validator is not vacuous: a log with a
// column 0 and a relative informationUri must fail.
func TestSchemaRejects(t *testing.T) {
	log := fullLog()
	log.Runs[0].Tool.Driver.InformationURI = "not a uri"
	log.Runs[0].Results[0].Locations[0].PhysicalLocation.Region.StartColumn = 0
	var buf bytes.Buffer
	if err := log.Write(&buf); err != nil {
		t.Fatal(err)
	}
	err := schematest.Validate(buf.Bytes())
	if err == nil {
		t.Fatal("an invalid log passed the schema")
	}
	for _, want := range []string{"informationUri", "startColumn"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not mention %s: %v", want, err)
		}
	}
}

// TestWrite checks what the schema cannot: results is present even when
// empty, ruleIndex 0 is written, and Go code in messages is not escaped.
func TestWrite(t *testing.T) {
	var buf bytes.Buffer
	if err := sarif.New(sarif.ToolComponent{Name: "ddblint"}).Write(&buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"results": []`) {
		t.Errorf("an empty run has no results list:\n%s", &buf)
	}
	buf.Reset()
	if err := fullLog().Write(&buf); err != nil {
		t.Fatal(err)
	}
	var raw struct {
		Runs []struct {
			Results []map[string]json.RawMessage `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(buf.Bytes(), &raw); err != nil {
		t.Fatal(err)
	}
	if got := string(raw.Runs[0].Results[0]["ruleIndex"]); got != "0" {
		t.Errorf("ruleIndex = %q, want 0", got)
	}
	if strings.Contains(buf.String(), `\u003c`) || strings.Contains(buf.String(), `\u0026`) {
		t.Errorf("HTML escaping in the output:\n%s", &buf)
	}
	if !strings.HasSuffix(buf.String(), "}\n") {
		t.Error("no final newline")
	}
}
