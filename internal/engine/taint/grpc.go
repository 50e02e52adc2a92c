package taint

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/sdk"
)

// A gRPC server method receives its request as a decoded protobuf
// message: func (s *Server) CreateOrder(ctx context.Context, req
// *pb.CreateOrderRequest) (*pb.CreateOrderResponse, error). Every string
// field of the message (req.Period, req.GetPeriod(), req.Order.Note) is the
// client's, as a JSON body's fields are. The handler is known by its shape
// and the message by its type: protoc-gen-go (both APIs) and gogo give
// every message a ProtoMessage method.

// grpcRequests returns the request parameters of the gRPC handlers of the
// package's files, found once.
func (m *Matcher) grpcRequests() map[*types.Var]bool {
	if m.grpc != nil {
		return m.grpc
	}
	m.grpc = map[*types.Var]bool{}
	for _, f := range m.files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || !fd.Name.IsExported() {
				continue
			}
			fn, _ := m.info.Defs[fd.Name].(*types.Func)
			if fn == nil {
				continue
			}
			if v := grpcRequest(fn.Type().(*types.Signature)); v != nil {
				m.grpc[v] = true
			}
		}
	}
	return m.grpc
}

// grpcRequest returns the request parameter of a method shaped as a unary
// gRPC handler, (context.Context, *M) (*R, error) with M and R protobuf
// messages, or nil.
func grpcRequest(sig *types.Signature) *types.Var {
	if sig.Params().Len() != 2 || sig.Results().Len() != 2 {
		return nil
	}
	if !sdk.Is(sig.Params().At(0).Type(), "context", "Context") || !types.Identical(sig.Results().At(1).Type(), types.Universe.Lookup("error").Type()) {
		return nil
	}
	req := sig.Params().At(1)
	if !isProtoMessage(req.Type()) || !isProtoMessage(sig.Results().At(0).Type()) {
		return nil
	}
	return req
}

// isProtoMessage reports a pointer to a struct with a ProtoMessage method.
func isProtoMessage(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	if _, ok := p.Elem().Underlying().(*types.Struct); !ok {
		return false
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "ProtoMessage")
	fn, ok := obj.(*types.Func)
	return ok && fn.Type().(*types.Signature).Params().Len() == 0
}

// grpcRoot returns the identifier x's chain of field selections and getter
// calls starts from (req of req.Order.GetNote()), or nil.
func grpcRoot(x ast.Expr) *ast.Ident {
	for {
		switch y := ast.Unparen(x).(type) {
		case *ast.Ident:
			return y
		case *ast.SelectorExpr:
			x = y.X
		case *ast.CallExpr:
			sel, ok := ast.Unparen(y.Fun).(*ast.SelectorExpr)
			if !ok || len(y.Args) != 0 {
				return nil
			}
			x = sel.X
		default:
			return nil
		}
	}
}

// grpcField reports a string read from a gRPC handler's request, a field
// or a getter's result (req.Period, req.GetPeriod()), when the request
// parameter is never assigned in its handler.
func (m *Matcher) grpcField(x ast.Expr) bool {
	switch y := ast.Unparen(x).(type) {
	case *ast.SelectorExpr:
		if v, ok := m.info.Uses[y.Sel].(*types.Var); !ok || !v.IsField() {
			return false
		}
	case *ast.CallExpr:
		sel, ok := ast.Unparen(y.Fun).(*ast.SelectorExpr)
		if !ok || len(y.Args) != 0 {
			return false
		}
		fn, ok := m.info.Uses[sel.Sel].(*types.Func)
		if !ok || !strings.HasPrefix(fn.Name(), "Get") || len(fn.Name()) == 3 {
			return false
		}
		recv := fn.Type().(*types.Signature).Recv()
		if recv == nil {
			return false
		}
		t := recv.Type()
		if _, ptr := t.(*types.Pointer); !ptr {
			t = types.NewPointer(t)
		}
		if !isProtoMessage(t) {
			return false
		}
	default:
		return false
	}
	id := grpcRoot(x)
	if id == nil {
		return false
	}
	v, ok := m.info.Uses[id].(*types.Var)
	if !ok || !m.grpcRequests()[v] {
		return false
	}
	u := m.varUses(v)
	return u == nil || u.writes == 0
}
