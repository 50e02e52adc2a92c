package keys_test

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

// tables reports what dump reports and, at the package clause, the tables
// the engine knows: name (or id~pattern), keys, indexes and source.
var tables = &analysis.Analyzer{
	Name:     "tables",
	Doc:      "report every key and the tables the engine knows",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		if _, err := dump.Run(pass); err != nil {
			return nil, err
		}
		res := pass.ResultOf[keys.Analyzer].(*keys.Result)
		keyString := func(p, s string) string {
			if s == "" {
				return p
			}
			return p + "/" + s
		}
		var out []string
		for _, t := range res.Schema.Tables {
			var b strings.Builder
			switch {
			case t.Name != "":
				b.WriteString(t.Name)
			case t.Pattern != "":
				fmt.Fprintf(&b, "%s~%s", t.ID, t.Pattern)
			default:
				b.WriteString(t.ID)
			}
			fmt.Fprintf(&b, "=%s", keyString(t.Partition, t.Sort))
			if len(t.Indexes) > 0 {
				var ixs []string
				for _, ix := range t.Indexes {
					ixs = append(ixs, ix.Name+"="+keyString(ix.Partition, ix.Sort))
				}
				fmt.Fprintf(&b, "[%s]", strings.Join(ixs, ","))
			}
			fmt.Fprintf(&b, "@%s", t.Source)
			out = append(out, b.String())
		}
		pass.Reportf(pass.Files[0].Name.Pos(), "tables %s", strings.Join(out, " "))
		return nil, nil
	},
}

// TestInfraSchemas reads the tables of the template and Terraform file that
// testdata/src/enginetest/infra/.ddblint.yml lists (config discovery finds
// it in the package's directory, in GOPATH mode too).
func TestInfraSchemas(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), tables, "enginetest/infra")
}

func TestCDKTables(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), tables, "enginetest/cdk")
}

// errorRecorder is an analysistest.Testing that records the errors.
type errorRecorder struct{ errs []string }

func (r *errorRecorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// TestInfraSchemaErrors: a schema file that does not parse is the pass's
// error, naming the file and line; the -schemas flag replaces the
// package's config file list. Not parallel: it sets flags.
func TestInfraSchemaErrors(t *testing.T) {
	for _, tt := range []struct{ file, want string }{
		{"bad.yaml", `bad\.yaml:4: invalid YAML: `},
		{"nokeys.yaml", `nokeys\.yaml:4: resource T \(AWS::DynamoDB::Table\) has no KeySchema`},
		{"bad.tf", `bad\.tf:2,\d+-\d+: `},
		{"missing.yaml", `missing\.yaml: cannot read schema file: `},
	} {
		t.Run(tt.file, func(t *testing.T) {
			t.Cleanup(config.ResetFlags)
			path := filepath.Join(testutil.TestData(), "src", "enginetest", "infra", "broken", tt.file)
			if err := config.Analyzer.Flags.Set(config.FlagSchemas, path); err != nil {
				t.Fatal(err)
			}
			// The engine carries the error in Result.Err (the ddblint
			// analyzer reports it: drivers hide a failed prerequisite's
			// own error), and finds no keys.
			results := analysistest.Run(&errorRecorder{}, testutil.TestData(), keys.Analyzer, "enginetest/infra")
			var got []string
			for _, r := range results {
				res, _ := r.Result.(*keys.Result)
				if res == nil {
					continue
				}
				if res.Err != nil {
					got = append(got, res.Err.Error())
				}
				if len(res.Sets) > 0 {
					t.Errorf("a bad schema file still produced %d key sets", len(res.Sets))
				}
			}
			if len(got) != 1 || !regexp.MustCompile(tt.want).MatchString(got[0]) {
				t.Errorf("want Result.Err matching %s, got %q", tt.want, got)
			}
		})
	}
}
