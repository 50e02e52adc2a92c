// Package chi is a test stub of github.com/go-chi/chi/v5 (v5.5.0) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package;
// internal/devtools/stubcheck/thirdparty verifies that it still matches the real
// module. Functions return zero values.
package chi

import "net/http"

// URLParam returns the url parameter from a http.Request object.
func URLParam(r *http.Request, key string) string { return "" }
