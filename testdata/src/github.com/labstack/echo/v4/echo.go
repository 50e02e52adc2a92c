// Package echo is a test stub of github.com/labstack/echo/v4 (v4.16.0) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package (an interface must
// declare every method of the real one); internal/devtools/stubcheck/thirdparty
// verifies that it still matches the real module.
package echo

import (
	"io"
	"mime/multipart"
	"net/http"
	"net/url"

	"github.com/labstack/gommon/log"
)

// Context represents the context of the current HTTP request.
type Context interface {
	Request() *http.Request
	SetRequest(r *http.Request)
	SetResponse(r *Response)
	Response() *Response
	IsTLS() bool
	IsWebSocket() bool
	Scheme() string
	RealIP() string
	Path() string
	SetPath(p string)
	Param(name string) string
	ParamNames() []string
	SetParamNames(names ...string)
	ParamValues() []string
	SetParamValues(values ...string)
	QueryParam(name string) string
	QueryParams() url.Values
	QueryString() string
	FormValue(name string) string
	FormParams() (url.Values, error)
	FormFile(name string) (*multipart.FileHeader, error)
	MultipartForm() (*multipart.Form, error)
	Cookie(name string) (*http.Cookie, error)
	SetCookie(cookie *http.Cookie)
	Cookies() []*http.Cookie
	Get(key string) any
	Set(key string, val any)
	Bind(i any) error
	Validate(i any) error
	Render(code int, name string, data any) error
	HTML(code int, html string) error
	HTMLBlob(code int, b []byte) error
	String(code int, s string) error
	JSON(code int, i any) error
	JSONPretty(code int, i any, indent string) error
	JSONBlob(code int, b []byte) error
	JSONP(code int, callback string, i any) error
	JSONPBlob(code int, callback string, b []byte) error
	XML(code int, i any) error
	XMLPretty(code int, i any, indent string) error
	XMLBlob(code int, b []byte) error
	Blob(code int, contentType string, b []byte) error
	Stream(code int, contentType string, r io.Reader) error
	File(file string) error
	Attachment(file string, name string) error
	Inline(file string, name string) error
	NoContent(code int) error
	Redirect(code int, url string) error
	Error(err error)
	Handler() HandlerFunc
	SetHandler(h HandlerFunc)
	Logger() Logger
	SetLogger(l Logger)
	Echo() *Echo
	Reset(r *http.Request, w http.ResponseWriter)
}

// HandlerFunc defines a function to serve HTTP requests.
type HandlerFunc func(c Context) error

// Echo is the top-level framework instance.
type Echo struct{}

// Response wraps an http.ResponseWriter.
type Response struct{}

// Logger defines the logging interface.
type Logger interface {
	Output() io.Writer
	SetOutput(w io.Writer)
	Prefix() string
	SetPrefix(p string)
	Level() log.Lvl
	SetLevel(v log.Lvl)
	SetHeader(h string)
	Print(i ...interface{})
	Printf(format string, args ...interface{})
	Printj(j log.JSON)
	Debug(i ...interface{})
	Debugf(format string, args ...interface{})
	Debugj(j log.JSON)
	Info(i ...interface{})
	Infof(format string, args ...interface{})
	Infoj(j log.JSON)
	Warn(i ...interface{})
	Warnf(format string, args ...interface{})
	Warnj(j log.JSON)
	Error(i ...interface{})
	Errorf(format string, args ...interface{})
	Errorj(j log.JSON)
	Fatal(i ...interface{})
	Fatalj(j log.JSON)
	Fatalf(format string, args ...interface{})
	Panic(i ...interface{})
	Panicj(j log.JSON)
	Panicf(format string, args ...interface{})
}
