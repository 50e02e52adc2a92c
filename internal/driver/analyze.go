package driver

import (
	"context"
	"os"
)

// Analyze lists the packages of opts.Patterns, analyses them with
// opts.Analyzer (see check.go: dependencies from export data, the module's
// packages from source or from the cache) and returns their findings, the
// root analyzer's results if opts.KeepResults, and the errors of the run.
// err is set only when nothing could be analysed (go list failed, no
// package matched, ctx was cancelled); every other error is in
// Result.Errors, each once.
func Analyze(ctx context.Context, opts Options) (*Result, error) {
	if opts.Stderr == nil {
		opts.Stderr = os.Stderr
	}
	return analyze(ctx, opts)
}
