package keyexpr

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/srctext"
)

// Dates assembled by hand: the part of a formatted time a slice or a split
// keeps (t.Format(time.RFC3339)[:10], strings.Split(t.String(), " ")[0]),
// and a number zero-padded by a helper of the package (pad(strconv.Itoa(
// int(t.Month())))). Each keeps what the evaluator knows of the time: the
// part is a time with the layout of the part, the padded number an Int with
// its width.

// fixedLayoutTokens are the elements of a time layout whose text always
// has as many bytes as the element itself ("2006" is four digits, "Jan"
// three letters, "_2" two characters), longest first where one starts
// another.
var fixedLayoutTokens = []string{"2006", "002", "Jan", "Mon", "_2", "01", "02", "03", "04", "05", "06", "15", "PM", "pm"}

// fixedPrefix reports whether the first n bytes of a time formatted with
// layout are the text of layout[:n]: every element before n is of fixed
// width and n does not cut one. Elements of varying width (1, 2, January,
// MST, a zone, a fraction) end what can be told.
func fixedPrefix(layout string, n int) bool {
	if n < 0 || n > len(layout) {
		return false
	}
	for i := 0; i < n; {
		rest := layout[i:]
		matched := false
		for _, tok := range fixedLayoutTokens {
			if strings.HasPrefix(rest, tok) {
				i += len(tok)
				matched = true
				break
			}
		}
		if matched {
			if i > n {
				return false // n cuts an element
			}
			continue
		}
		c := layout[i]
		switch {
		case '0' <= c && c <= '9', strings.IndexByte("JMPpZ", c) >= 0:
			return false // an element of varying width, or one not known here
		case c == '-' && strings.HasPrefix(rest, "-07"):
			return false // a zone offset
		case (c == '.' || c == ',') && len(rest) > 1 && (rest[1] == '0' || rest[1] == '9'):
			return false // a fraction of a second
		}
		i++ // literal text
	}
	return true
}

// timeHole returns a copy of the hole of x when x is a formatted time alone.
func (e *Evaluator) timeHole(x ast.Expr) (*Hole, bool) {
	t := e.Eval(x)
	if len(t.Parts) != 1 || t.Parts[0].Hole == nil || t.Parts[0].Hole.Kind != Time || t.Parts[0].Hole.Layout == "" {
		return nil, false
	}
	h := *t.Parts[0].Hole
	return &h, true
}

// timeSlice evaluates s[:n] (or s[0:n]) of a formatted time whose first n
// bytes are fixed-width elements: t.Format(time.RFC3339)[:10] is a date,
// "2006-01-02".
func (e *Evaluator) timeSlice(x *ast.SliceExpr) (*Hole, bool) {
	if x.Slice3 || x.High == nil || !isString(e.info.TypeOf(x)) {
		return nil, false
	}
	if x.Low != nil {
		if lo, ok := e.intArg(x.Low); !ok || lo != 0 {
			return nil, false
		}
	}
	n, ok := e.intArg(x.High)
	if !ok {
		return nil, false
	}
	h, ok := e.timeHole(x.X)
	if !ok || !fixedPrefix(h.Layout, int(n)) {
		return nil, false
	}
	h.Layout = h.Layout[:n]
	h.Text, h.ExprPos, h.ExprEnd = srctext.Expr(e.fset, x), x.Pos(), x.End()
	h.CallPos, h.CallEnd = token.NoPos, token.NoPos
	return h, true
}

// timeSplit evaluates strings.Split(s, sep)[i] (or SplitN) of a formatted
// time, for a constant sep and i, when the layout up to the end of piece i
// is of fixed-width elements that cannot hold sep: the piece is the time
// formatted with that piece of the layout (strings.Split(t.String(), " ")[0]
// is "2006-01-02").
func (e *Evaluator) timeSplit(x *ast.IndexExpr) (*Hole, bool) {
	call, ok := ast.Unparen(x.X).(*ast.CallExpr)
	if !ok || len(call.Args) < 2 {
		return nil, false
	}
	fn := Callee(e.info, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || fn.Type().(*types.Signature).Recv() != nil {
		return nil, false
	}
	switch {
	case fn.Name() == "Split" && len(call.Args) == 2, fn.Name() == "SplitN" && len(call.Args) == 3:
	default:
		return nil, false
	}
	sep, ok := e.stringArg(call.Args[1])
	if !ok || sep == "" || strings.ContainsAny(sep, "0123456789_") || strings.IndexFunc(sep, func(r rune) bool { return 'A' <= r && r <= 'Z' || 'a' <= r && r <= 'z' }) >= 0 {
		return nil, false // the text of an element could hold it
	}
	i, ok := e.intArg(x.Index)
	if !ok || i < 0 {
		return nil, false
	}
	if fn.Name() == "SplitN" {
		if n, ok := e.intArg(call.Args[2]); !ok || n >= 0 && i >= n-1 {
			return nil, false // the last piece of SplitN holds the rest
		}
	}
	h, ok := e.timeHole(call.Args[0])
	if !ok {
		return nil, false
	}
	pieces := strings.Split(h.Layout, sep)
	if int(i) >= len(pieces) {
		return nil, false
	}
	end := len(strings.Join(pieces[:i+1], sep))
	if strings.Contains(sep, " ") && strings.Contains(h.Layout[:end], "_2") {
		return nil, false // a space-padded day holds a space
	}
	if !fixedPrefix(h.Layout, end) || pieces[i] == "" {
		return nil, false
	}
	h.Layout = pieces[i]
	h.Text, h.ExprPos, h.ExprEnd = srctext.Expr(e.fset, x), x.Pos(), x.End()
	h.CallPos, h.CallEnd = token.NoPos, token.NoPos
	return h, true
}

// padCall evaluates a call of a function of the package that zero-pads the
// decimal text it is given: one string parameter and result, every return
// the parameter or zeros before it ("0" + s), the parameter never assigned
// and its length compared (if len(s) < 2 { return "0" + s }; return s). An
// Int argument (strconv.Itoa(int(t.Month()))) comes out padded to one more
// than the most zeros added; any other argument is not read so.
func (e *Evaluator) padCall(call *ast.CallExpr, fn *types.Func) (Template, bool) {
	if fn.Pkg() != e.pkg || len(call.Args) != 1 {
		return Template{}, false
	}
	sig := fn.Type().(*types.Signature)
	if sig.Recv() != nil || sig.Params().Len() != 1 || sig.Results().Len() != 1 || sig.Variadic() ||
		!isString(sig.Params().At(0).Type()) || !isString(sig.Results().At(0).Type()) {
		return Template{}, false
	}
	fd := e.decls[fn]
	if fd == nil || fd.Body == nil {
		return Template{}, false
	}
	p := sig.Params().At(0)
	isP := func(x ast.Expr) bool {
		id, ok := ast.Unparen(x).(*ast.Ident)
		return ok && e.info.Uses[id] == p
	}
	zeros, lenUsed, ok := 0, false, true
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if isP(l) {
					ok = false
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && isP(n.X) {
				ok = false
			}
		case *ast.CallExpr:
			if id, isID := ast.Unparen(n.Fun).(*ast.Ident); isID && id.Name == "len" && len(n.Args) == 1 && isP(n.Args[0]) {
				lenUsed = true
			}
		case *ast.ReturnStmt:
			if len(n.Results) != 1 {
				ok = false
				return false
			}
			r := ast.Unparen(n.Results[0])
			if isP(r) {
				return false
			}
			b, isBin := r.(*ast.BinaryExpr)
			if !isBin || b.Op != token.ADD || !isP(b.Y) {
				ok = false
				return false
			}
			z, isConst := e.stringArg(b.X)
			if !isConst || z == "" || strings.Trim(z, "0") != "" {
				ok = false
				return false
			}
			zeros = max(zeros, len(z))
			return false
		}
		return true
	})
	if !ok || !lenUsed || zeros == 0 {
		return Template{}, false
	}
	t := e.Eval(call.Args[0])
	if len(t.Parts) != 1 || t.Parts[0].Hole == nil || t.Parts[0].Hole.Kind != Int {
		return Template{}, false
	}
	h := *t.Parts[0].Hole
	h.Pad = max(h.Pad, zeros+1)
	h.CallPos, h.CallEnd = call.Pos(), call.End()
	h.Text = srctext.Expr(e.fset, call)
	return Of(&h), true
}
