// Package mux is a test stub of github.com/gorilla/mux (v1.8.1) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package;
// internal/devtools/stubcheck/thirdparty verifies that it still matches the real
// module. Functions return zero values.
package mux

import "net/http"

// Vars returns the route variables for the current request, if any.
func Vars(r *http.Request) map[string]string { return nil }

// Router registers routes to be matched and dispatches a handler.
type Router struct{}

// Route stores information to match a request and build URLs.
type Route struct{}

// NewRouter returns a new router instance.
func NewRouter() *Router { return &Router{} }

// HandleFunc registers a new route with a matcher for the URL path.
func (r *Router) HandleFunc(path string, f func(http.ResponseWriter, *http.Request)) *Route {
	return &Route{}
}

// ServeHTTP dispatches the handler registered in the matched route.
func (r *Router) ServeHTTP(w http.ResponseWriter, req *http.Request) {}
