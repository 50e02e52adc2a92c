package keys

import (
	"go/ast"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

// ignoreWants is an analysistest.Testing that drops analysistest's
// complaints: the keys pass reports nothing, and the package's `// want`
// comments are for the dump pass (TestGeneratedCallSites).
type ignoreWants struct{}

func (ignoreWants) Errorf(string, ...any) {}

// TestGeneratedNotRead: the engine reads no sink in a function of a
// generated file that no checked code reaches (issue 23, item 5: a
// generated file of thousands of functions was evaluated in full, every
// finding in it then dropped), and does read the generated wrappers that
// checked code, or other packages, can call.
func TestGeneratedNotRead(t *testing.T) {
	read := map[string]int{} // function of gen.go → nodes read in it
	testOnSink = func(pass *analysis.Pass, n ast.Node) {
		for _, f := range pass.Files {
			if filepath.Base(pass.Fset.File(f.Pos()).Name()) != "gen.go" {
				continue
			}
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Pos() <= n.Pos() && n.End() <= fd.End() {
					read[fd.Name.Name]++
				}
			}
		}
	}
	t.Cleanup(func() { testOnSink = nil })
	analysistest.Run(ignoreWants{}, testutil.TestData(), Analyzer, "enginetest/generated")
	for _, fn := range []string{"unreadItem", "unreadPut"} {
		if read[fn] > 0 {
			t.Errorf("the engine read %d nodes of %s, which no checked code reaches", read[fn], fn)
		}
	}
	for _, fn := range []string{"save", "Save", "put"} {
		if read[fn] == 0 {
			t.Errorf("the engine did not read %s, which checked code or other packages reach", fn)
		}
	}
}
