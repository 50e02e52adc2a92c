// Package bench measures ddblint against three baselines run by the
// standard driver on the same packages: noop (no facts: dependencies from
// export data, the floor), noopfacts (a fact type: the standard driver then
// loads every dependency from source, which ddblint's own driver avoids)
// and ssafacts (noopfacts plus buildssa: what an engine on go/ssa would
// cost at least). internal/devtools/bench/cost measures ddblint's own driver against
// noop. Run with:
//
//	go test -run=NONE -bench=. -benchtime=5x ./internal/devtools/bench/
//
// and compare with benchstat. ddblint's runs here share its cache, so after
// the first they are warm runs; cmd cost (go run ./internal/devtools/bench/cost)
// prints cold, warm and edited runs side by side with noop, with CPU and
// peak RSS. There are no timed assertions: numbers are read by people, not
// tests.
package bench

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

func build(b *testing.B, dir, pkg string) string {
	b.Helper()
	bin := filepath.Join(dir, filepath.Base(pkg))
	cmd := exec.Command("go", "build", "-o", bin, pkg)
	cmd.Dir = testutil.Root()
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("go build %s: %v\n%s", pkg, err, out)
	}
	return bin
}

func BenchmarkCLI(b *testing.B) {
	dir := b.TempDir()
	tools := []struct{ name, pkg string }{
		{"noop", "./internal/devtools/bench/noop"},
		{"noopfacts", "./internal/devtools/bench/noopfacts"},
		{"ssafacts", "./internal/devtools/bench/ssafacts"},
		{"ddblint", "./cmd/ddblint"},
	}
	targets := []struct{ name, dir, pattern string }{
		// the example service: DynamoDB code, the SDK, helpers across packages
		{"example", testutil.Root(), "./examples/..."},
		// a package with no DynamoDB code and no key helpers
		{"nodynamo", testutil.Root(), "./internal/engine/keycond"},
		// the whole repository
		{"repo", testutil.Root(), "./..."},
	}
	for _, tool := range tools {
		bin := build(b, dir, tool.pkg)
		for _, tg := range targets {
			b.Run(tg.name+"/"+tool.name, func(b *testing.B) {
				for b.Loop() {
					cmd := exec.Command(bin, tg.pattern)
					cmd.Dir = tg.dir
					cmd.Env = append(os.Environ(), "GOWORK=off")
					out, err := cmd.CombinedOutput()
					var ee *exec.ExitError
					if err != nil && (!errors.As(err, &ee) || ee.ExitCode() == 1) {
						b.Fatalf("%s %s: %v\n%s", tool.name, tg.pattern, err, out)
					}
				}
			})
		}
	}
}
