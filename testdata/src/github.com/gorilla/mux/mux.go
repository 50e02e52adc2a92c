// Package mux is a test stub of github.com/gorilla/mux (v1.8.1) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package;
// internal/stubcheck/thirdparty verifies that it still matches the real
// module. Functions return zero values.
package mux

import "net/http"

// Vars returns the route variables for the current request, if any.
func Vars(r *http.Request) map[string]string { return nil }
