// Package web is an in-house framework: its request accessors are untrusted
// sources, and Clean a sanitizer, only because the configuration says so.
package web

// Ctx is a request context.
type Ctx struct{}

// Param returns a path parameter.
func (c *Ctx) Param(name string) string { return "" }

// Params returns the path parameters.
func Params(c *Ctx) map[string]string { return nil }

// Route returns the route pattern: not configured as a source.
func (c *Ctx) Route() string { return "" }

// Clean reports whether id is a safe key component.
func Clean(id string) bool { return id != "" }
