// Package layers holds the test that keeps the tree's imports running one
// way, down: commands → front-ends (cmd/internal) → the catalogue and the
// umbrella pass (rules) → the passes (analyzers) → the engine's parts
// (internal/engine) and small utilities (internal). See CONTRIBUTING.md.
package layers

import (
	"bufio"
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

const module = "github.com/ddblint/ddblint/"

// layer is where a package of the module sits; a package may import only
// packages of its own layer or of a lower one.
func layer(pkg string) int {
	p := strings.TrimPrefix(pkg, module)
	switch {
	case strings.HasPrefix(p, "internal/devtools/"):
		return 100 // tooling: may import anything, nothing that ships imports it
	case p == "gclplugin" || strings.HasPrefix(p, "cmd/"):
		return 5
	case p == "rules" || strings.HasPrefix(p, "rules/") || strings.HasPrefix(p, "internal/gendocs"):
		return 4
	case strings.HasPrefix(p, "analyzers/"):
		return 3
	case strings.HasPrefix(p, "internal/engine/"):
		return 1
	case p == "internal/filememo" || p == "internal/generated":
		return 0 // file utilities the engine and the config pass share
	case strings.HasPrefix(p, "internal/"):
		return 2 // rule helpers (diag, docutil, astpath, …) sit on the engine
	case strings.HasPrefix(p, "examples/"):
		return 100
	}
	return 0
}

// TestImportsRunDown: no package imports one of a higher layer, and
// nothing that ships imports the developer tooling. Test files are left
// out: a rule's test may run it as the umbrella pass does.
func TestImportsRunDown(t *testing.T) {
	cmd := exec.Command("go", "list", "-f", `{{.ImportPath}}{{range .Imports}} {{.}}{{end}}`, "./...")
	cmd.Dir = testutil.Root()
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	n := 0
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || !strings.HasPrefix(fields[0], module) {
			continue
		}
		pkg, from := fields[0], layer(fields[0])
		n++
		for _, imp := range fields[1:] {
			if !strings.HasPrefix(imp, module) {
				continue
			}
			if to := layer(imp); to > from {
				t.Errorf("%s (layer %d) imports %s (layer %d): imports must run down", strings.TrimPrefix(pkg, module), from, strings.TrimPrefix(imp, module), to)
			}
		}
	}
	if n < 30 {
		t.Fatalf("go list gave %d packages of the module: the test read nothing", n)
	}
}
