// Package taint recognises the expressions of a Go package that read
// untrusted input: the path parameters, query strings, form values and
// headers of an HTTP request (net/http, gorilla/mux, chi, gin, echo, API
// Gateway events of aws-lambda-go), the fields of a request body decoded
// from JSON, the request messages of gRPC handlers, and the functions a
// user names in the configuration.
//
// The key evaluator (internal/engine/keyexpr) asks the matcher about every value it
// cannot see into and records the answer in Hole.Taint; the keyinjection
// rule judges it, asking a Checker whether the value is checked for the
// separator. The keys engine uses the same Checker to export its validator
// facts, so a check is recognised alike in the package and across packages.
//
// Functions are identified by their types (package path, receiver type,
// name), never by the text of a call, and the values whose trust depends on
// where they come from (a url.Values, an http.Header, a decoded struct) are
// followed back to the request, or not reported.
package taint

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

// Import paths of the supported frameworks.
const (
	httpPath   = "net/http"
	urlPath    = "net/url"
	jsonPath   = "encoding/json"
	muxPath    = "github.com/gorilla/mux"
	chiPath    = "github.com/go-chi/chi/v5"
	chiV1Path  = "github.com/go-chi/chi" // v1 to v4
	ginPath    = "github.com/gin-gonic/gin"
	echoPath   = "github.com/labstack/echo/v4"
	eventsPath = "github.com/aws/aws-lambda-go/events"
)

// sourceFuncs are the functions and methods (by FullName) whose string
// result is untrusted wherever they are called.
var sourceFuncs = map[string]bool{
	httpPath + ".Request.FormValue":      true,
	httpPath + ".Request.PostFormValue":  true,
	httpPath + ".Request.PathValue":      true,
	chiPath + ".URLParam":                true,
	chiV1Path + ".URLParam":              true,
	ginPath + ".Context.Param":           true,
	ginPath + ".Context.Query":           true,
	ginPath + ".Context.DefaultQuery":    true,
	ginPath + ".Context.PostForm":        true,
	ginPath + ".Context.DefaultPostForm": true,
	ginPath + ".Context.GetHeader":       true,
	echoPath + ".Context.Param":          true,
	echoPath + ".Context.QueryParam":     true,
	echoPath + ".Context.FormValue":      true,
}

// sourceMapFuncs return a map of untrusted strings (mux.Vars(r)["id"]).
var sourceMapFuncs = map[string]bool{
	muxPath + ".Vars": true,
}

// eventRequests are the API Gateway request events, and requestMaps their
// fields that map names to untrusted strings.
var (
	eventRequests = []string{"APIGatewayProxyRequest", "APIGatewayV2HTTPRequest"}
	requestMaps   = map[string]bool{"PathParameters": true, "QueryStringParameters": true, "Headers": true}
)

// maxDepth bounds how far the matcher follows local variables.
const maxDepth = 8

// Matcher recognises untrusted input in one package.
type Matcher struct {
	info  *types.Info
	files []*ast.File
	extra map[string]bool
	funcs *Funcs
	uses  map[*types.Var]*varUses
	// targets caches decodeTargets by function.
	targets map[ast.Node]map[ast.Node]bool
	depth   int
	// grpc are the request parameters of the package's gRPC handlers
	// (grpcRequests), found on first use.
	grpc map[*types.Var]bool
}

// NewMatcher returns the evaluator's Source hook for a package: it reports
// whether an expression reads untrusted input, and describes the input.
// extra lists more source functions by FullName ("example.com/web.Param",
// "example.com/web.Context.Param"); their string results are untrusted, and
// so are the values of the string maps they return.
func NewMatcher(info *types.Info, files []*ast.File, extra []string) func(ast.Expr) (string, bool) {
	return New(info, files, extra).Match
}

// New returns a Matcher; see NewMatcher.
func New(info *types.Info, files []*ast.File, extra []string) *Matcher {
	m := &Matcher{
		info: info, files: files, extra: map[string]bool{},
		uses:    map[*types.Var]*varUses{},
		targets: map[ast.Node]map[ast.Node]bool{},
	}
	for _, s := range extra {
		if s = strings.TrimSpace(s); s != "" {
			m.extra[s] = true
		}
	}
	return m
}

// Match reports whether x, a string-valued expression, reads untrusted
// input, and describes the input for messages.
func (m *Matcher) Match(x ast.Expr) (string, bool) {
	x = ast.Unparen(x)
	if !isString(m.info.TypeOf(x)) {
		return "", false // numbers, bools, ids: no separator can hide in them
	}
	switch x := x.(type) {
	case *ast.CallExpr:
		if m.sourceCall(x) {
			return types.ExprString(x), true
		}
		if m.grpcField(x) {
			return types.ExprString(x) + " (from a gRPC request)", true
		}
	case *ast.IndexExpr:
		if m.sourceMap(x.X) {
			return types.ExprString(x), true
		}
	case *ast.SelectorExpr:
		if m.decodedField(x) {
			return types.ExprString(x) + " (decoded from the request body)", true
		}
		if m.grpcField(x) {
			return types.ExprString(x) + " (from a gRPC request)", true
		}
	case *ast.Ident:
		// id, ok := vars["id"]: the comma-ok read of an untrusted map,
		// which the evaluator does not follow.
		if d, ok := m.soleDef(x); ok && d.tuple == 0 {
			if ix, ok := ast.Unparen(d.rhs).(*ast.IndexExpr); ok && m.sourceMap(ix.X) {
				return types.ExprString(ix), true
			}
		}
	}
	return "", false
}

// FullName names a function as the configuration does: "pkg/path.Func" or
// "pkg/path.Type.Method" (the receiver's type name, without a pointer). It
// returns "" for functions without a package (built-ins, error.Error).
func FullName(fn *types.Func) string {
	fn = fn.Origin()
	if fn.Pkg() == nil {
		return ""
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return fn.Pkg().Path() + "." + fn.Name()
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return fn.Pkg().Path() + "." + n.Obj().Name() + "." + fn.Name()
	}
	return "" // a method of an interface literal has no type name
}

// sourceCall reports a call whose result is untrusted.
func (m *Matcher) sourceCall(call *ast.CallExpr) bool {
	fn := keyexpr.Callee(m.info, call)
	if fn == nil {
		return false
	}
	name := FullName(fn)
	switch {
	case sourceFuncs[name], m.extra[name]:
		return true
	case name == httpPath+".Header.Get":
		return m.requestHeader(recvOf(call))
	case name == urlPath+".Values.Get":
		return m.requestValues(recvOf(call))
	}
	return false
}

// recvOf returns the receiver expression of a method call, or nil.
func recvOf(call *ast.CallExpr) ast.Expr {
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		return sel.X
	}
	return nil
}

// sourceMap reports an expression that is a map of untrusted strings:
// mux.Vars(r), req.PathParameters, the result of a configured source, or a
// local variable holding one of these.
func (m *Matcher) sourceMap(x ast.Expr) bool {
	x = ast.Unparen(x)
	if !isStringMap(m.info.TypeOf(x)) {
		return false
	}
	switch x := x.(type) {
	case *ast.CallExpr:
		if fn := keyexpr.Callee(m.info, x); fn != nil {
			name := FullName(fn)
			return sourceMapFuncs[name] || m.extra[name]
		}
	case *ast.SelectorExpr:
		return requestMaps[x.Sel.Name] && m.isField(x) && m.isEventRequest(x.X)
	case *ast.Ident:
		return m.follow(x, m.sourceMap)
	}
	return false
}

// requestHeader reports the header of an incoming request: r.Header, or a
// local variable holding it. Other headers (a response's, one the program
// builds) are not untrusted input.
func (m *Matcher) requestHeader(x ast.Expr) bool {
	x = ast.Unparen(x)
	switch x := x.(type) {
	case *ast.SelectorExpr:
		return x.Sel.Name == "Header" && m.isField(x) && m.isRequest(x.X)
	case *ast.Ident:
		return m.follow(x, m.requestHeader)
	}
	return false
}

// requestValues reports the query or form values of an incoming request:
// r.URL.Query(), r.Form, r.PostForm, echo's c.QueryParams(), or a local
// variable holding one.
func (m *Matcher) requestValues(x ast.Expr) bool {
	x = ast.Unparen(x)
	switch x := x.(type) {
	case *ast.CallExpr:
		fn := keyexpr.Callee(m.info, x)
		if fn == nil {
			return false
		}
		switch FullName(fn) {
		case urlPath + ".URL.Query":
			sel, ok := ast.Unparen(recvOf(x)).(*ast.SelectorExpr)
			return ok && sel.Sel.Name == "URL" && m.isField(sel) && m.isRequest(sel.X)
		case echoPath + ".Context.QueryParams":
			return true
		}
	case *ast.SelectorExpr:
		return (x.Sel.Name == "Form" || x.Sel.Name == "PostForm") && m.isField(x) && m.isRequest(x.X)
	case *ast.Ident:
		return m.follow(x, m.requestValues)
	}
	return false
}

// follow applies pred to the one definition of a local variable that is
// never otherwise written.
func (m *Matcher) follow(id *ast.Ident, pred func(ast.Expr) bool) bool {
	d, ok := m.soleDef(id)
	if !ok || d.tuple >= 0 || d.rhs == nil || m.depth > maxDepth {
		return false
	}
	m.depth++
	defer func() { m.depth-- }()
	return pred(d.rhs)
}

// soleDef returns the one definition of the local variable id names, when
// the variable is defined once before id, never written otherwise, its
// address is never taken and no element of it is assigned.
func (m *Matcher) soleDef(id *ast.Ident) (varDef, bool) {
	v := localVar(m.info, id)
	if v == nil {
		return varDef{}, false
	}
	u := m.varUses(v)
	if u == nil || len(u.defs) != 1 || u.writes > 0 || len(u.addrs) > 0 || len(u.indexWrites) > 0 || len(u.fieldWrites) > 0 {
		return varDef{}, false
	}
	d := u.defs[0]
	if d.pos > id.Pos() {
		return varDef{}, false
	}
	return d, true
}

// varUses returns what v's function does with v (cached), or nil for a
// variable outside any function.
func (m *Matcher) varUses(v *types.Var) *varUses {
	if u, ok := m.uses[v]; ok {
		return u
	}
	var u *varUses
	if fn := m.outermost(v.Pos()); fn != nil {
		u = scanVar(m.info, fn, v)
	}
	m.uses[v] = u
	return u
}

// outermost returns the top-level function containing pos, or nil.
func (m *Matcher) outermost(pos token.Pos) ast.Node {
	if m.funcs == nil {
		m.funcs = NewFuncs(m.files)
	}
	return m.funcs.Outermost(pos)
}

// handlerParams are the types an HTTP handler is given, by package path:
// the request of net/http, the contexts of gin, echo and fiber, and the
// HTTP events of Lambda (API Gateway, an ALB, a function URL). A function
// taking one runs once per request of a client.
var handlerParams = map[string][]string{
	httpPath:                      {"Request"},
	ginPath:                       {"Context"},
	echoPath:                      {"Context"},
	"github.com/gofiber/fiber/v2": {"Ctx"},
	eventsPath:                    append(slices.Clone(eventRequests), "ALBTargetGroupRequest", "LambdaFunctionURLRequest"),
}

// HandlerParam reports a type an HTTP handler is given (a pointer to one
// too): the request whose values this package's sources read.
func HandlerParam(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	return slices.Contains(handlerParams[n.Obj().Pkg().Path()], n.Obj().Name())
}

// isField reports a selector that selects a struct field.
func (m *Matcher) isField(sel *ast.SelectorExpr) bool {
	s := m.info.Selections[sel]
	return s != nil && s.Kind() == types.FieldVal
}

// isRequest reports an expression of type http.Request or *http.Request.
func (m *Matcher) isRequest(x ast.Expr) bool {
	return isNamed(m.info.TypeOf(x), httpPath, "Request")
}

// isEventRequest reports an API Gateway request event (or a pointer to one).
func (m *Matcher) isEventRequest(x ast.Expr) bool {
	t := m.info.TypeOf(x)
	for _, n := range eventRequests {
		if isNamed(t, eventsPath, n) {
			return true
		}
	}
	return false
}

func isNamed(t types.Type, path, name string) bool {
	if t == nil {
		return false
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == path && n.Obj().Name() == name
}

func isString(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

func isStringMap(t types.Type) bool {
	if t == nil {
		return false
	}
	mt, ok := t.Underlying().(*types.Map)
	return ok && isString(mt.Elem())
}
