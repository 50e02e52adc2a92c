//go:build unix

package lsp

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/ddblint/ddblint/cmd/internal/driver"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
	"github.com/ddblint/ddblint/rules/ddblint"
)

// BenchmarkSave measures what a save costs the server once its cache is
// warm: the analysis of a package of examples/ with its buffer as an
// overlay, one new edit per iteration (so the package and its importers
// are analysed again, the rest read from the cache). Run with:
//
//	go test -run=NONE -bench=Save -benchtime=10x ./cmd/internal/lsp/
func BenchmarkSave(b *testing.B) {
	b.Setenv(driver.CacheEnv, b.TempDir())
	dir := canonical(filepath.Join(testutil.Root(), "examples", "shop", "store"))
	file := filepath.Join(dir, "orders.go")
	src, err := os.ReadFile(file)
	if err != nil {
		b.Fatal(err)
	}
	req := analysisRequest{
		analyzer: ddblint.Analyzer,
		tests:    true,
		dir:      dir,
		uri:      pathToURI,
	}
	warm := analyzePackage(context.Background(), req) // fills the cache
	if len(warm.loadErrors)+len(warm.analysisErrors) > 0 {
		b.Fatalf("errors: %q %q", warm.loadErrors, warm.analysisErrors)
	}
	n := 0
	cpu0 := cpuTime()
	for b.Loop() {
		n++
		edited := append(append([]byte{}, src...), []byte("\nfunc benchSave"+strconv.Itoa(n)+"() {}\n")...)
		req.overlay = map[string][]byte{file: edited}
		out := analyzePackage(context.Background(), req)
		if len(out.loadErrors)+len(out.analysisErrors) > 0 {
			b.Fatalf("errors: %q %q", out.loadErrors, out.analysisErrors)
		}
	}
	// CPU, not only wall time: on a shared machine it is the steadier
	// figure. The go commands the driver runs are children.
	b.ReportMetric((cpuTime()-cpu0).Seconds()/float64(b.N), "cpu-s/op")
}

// cpuTime is the user and system time of this process and its waited-for
// children.
func cpuTime() time.Duration {
	var total time.Duration
	for _, who := range []int{syscall.RUSAGE_SELF, syscall.RUSAGE_CHILDREN} {
		var ru syscall.Rusage
		if err := syscall.Getrusage(who, &ru); err == nil {
			total += time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		}
	}
	return total
}
