// Package testutil holds helpers shared by ddblint's tests.
package testutil

import (
	"path/filepath"
	"runtime"
)

// TestData returns the absolute path of the repository's testdata directory,
// which all analyzers share (SDK stubs live there once, at their real import
// paths).
func TestData() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "testdata")
}

// Root returns the absolute path of the repository root.
func Root() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..")
}
