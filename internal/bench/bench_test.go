// Package bench measures ddblint against two baselines run by the same
// driver on the same packages: noop (no facts: dependencies from export
// data) and noopfacts (a fact type: dependencies from source, as ddblint
// needs). Run with:
//
//	go test -run=NONE -bench=. -benchtime=5x ./internal/bench/
//
// and compare with benchstat. There are no timed assertions: numbers are
// read by people, not tests.
package bench

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/ddblint/ddblint/internal/testutil"
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
		{"noop", "./internal/bench/noop"},
		{"noopfacts", "./internal/bench/noopfacts"},
		{"ssafacts", "./internal/bench/ssafacts"},
		{"ddblint", "./cmd/ddblint"},
	}
	targets := []struct{ name, dir, pattern string }{
		// the example service: DynamoDB code, the SDK, helpers across packages
		{"example", testutil.Root(), "./examples/..."},
		// a package with no DynamoDB code and no key helpers
		{"nodynamo", testutil.Root(), "./internal/keycond"},
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
