// Package gin is a test stub of github.com/gin-gonic/gin (v1.12.0) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package;
// internal/devtools/stubcheck/thirdparty verifies that it still matches the real
// module. Methods return zero values.
package gin

import "net/http"

// Context is the most important part of gin.
type Context struct {
	Request *http.Request
}

// Param returns the value of the URL param.
func (c *Context) Param(key string) string { return "" }

// Query returns the keyed url query value if it exists.
func (c *Context) Query(key string) (value string) { return "" }

// DefaultQuery returns the keyed url query value if it exists, otherwise
// defaultValue.
func (c *Context) DefaultQuery(key, defaultValue string) string { return "" }

// PostForm returns the specified key from a POST urlencoded form or
// multipart form when it exists.
func (c *Context) PostForm(key string) (value string) { return "" }

// DefaultPostForm returns the specified key from a POST urlencoded form or
// multipart form when it exists, otherwise defaultValue.
func (c *Context) DefaultPostForm(key, defaultValue string) string { return "" }

// GetHeader returns value from request headers.
func (c *Context) GetHeader(key string) string { return "" }

// ShouldBindJSON binds the request body as JSON into obj.
func (c *Context) ShouldBindJSON(obj any) error { return nil }

// BindJSON binds the request body as JSON into obj, aborting on error.
func (c *Context) BindJSON(obj any) error { return nil }
