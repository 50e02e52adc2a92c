package keydelimiter

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/astpath"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/names"
)

const name = "keydelimiter"

// Analyzer reports key parts glued without a delimiter.
var Analyzer = &analysis.Analyzer{
	Name:     name,
	Doc:      docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:      "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	c := &checker{pass: pass, sep: res.Config.Separator, src: map[string][]byte{}}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Again {
				continue // judged in its first role
			}
			if k.Numeric {
				continue // an N attribute is a number, not a composite string
			}
			c.check(k)
		}
	}
	c.openPrefixes(res)
	return nil, nil
}

// openPrefixes reports a begins_with prefix that ends in a value with
// nothing after it, where a key the package writes of the same attribute
// goes on with a separator after that value: begins_with(sk,
// "LOC#" + building + "#" + floor) for keys "LOC#<building>#<floor>#<room>"
// selects floor 1's items and those of floors 10 to 19. The written key
// is the evidence that the value is a component and the prefix meant it
// whole; a prefix the package writes no such key for (a search by the
// start of a title) is not judged, nor a value the code does not prove may
// start another (prefixOfAnother). One finding per prefix expression.
func (c *checker) openPrefixes(res *keys.Result) {
	done := map[token.Pos]bool{}
	for _, s := range res.Sets {
		if !s.IsQuery() {
			continue
		}
		for _, k := range s.Keys {
			if k.Cond != "begins_with" || k.Expr == nil || k.Numeric || done[k.Expr.Pos()] {
				continue
			}
			parts := k.Value.Parts
			if len(parts) < 2 || parts[len(parts)-1].Hole == nil {
				continue
			}
			h := parts[len(parts)-1].Hole
			if !c.prefixOfAnother(h) {
				continue
			}
			w, sep := writtenAfter(res, s, k)
			if w == nil {
				continue
			}
			done[k.Expr.Pos()] = true
			var fixes []analysis.SuggestedFix
			if t := c.pass.TypesInfo.TypeOf(k.Expr); t != nil && types.Identical(t.Underlying(), types.Typ[types.String]) {
				if tv := c.pass.TypesInfo.Types[k.Expr]; tv.Value == nil {
					fixes = insert(k.Expr.End(), " + "+strconv.Quote(sep), fmt.Sprintf("end the prefix with %q", sep))
				}
			}
			c.pass.Report(analysis.Diagnostic{
				Pos:      k.Expr.Pos(),
				End:      k.Expr.End(),
				Category: name,
				Message: fmt.Sprintf("%s ends the begins_with prefix of %s with no separator after it, where the keys the package writes go on with %q: the prefix for one value also selects the items of every longer value that starts with it (%s)",
					diag.Shorten(h.Text), k.Describe(), sep, name),
				SuggestedFixes: fixes,
				Related:        []analysis.RelatedInformation{{Pos: w.Expr.Pos(), End: w.Expr.End(), Message: "the key written here goes on after that value"}},
			})
		}
	}
}

// writtenAfter finds a key of k's attribute, of a write or a Key of the
// package (not a query), whose value starts as k's does part for part —
// the same literal text, a value where k has one — and goes on, after the
// value that ends k, with a separator; it returns the key and the
// separator (the run of punctuation that follows the value).
func writtenAfter(res *keys.Result, q *keys.KeySet, k *keys.Key) (*keys.Key, string) {
	parts := k.Value.Parts
	for _, s := range res.Sets {
		if s.IsQuery() || s == q || q.Table != "" && s.Table != "" && q.Table != s.Table {
			continue
		}
		for _, w := range s.Keys {
			if w.Attr != k.Attr || w.Expr == nil || w.Cond != "" || len(w.Value.Parts) <= len(parts) {
				continue
			}
			wp := w.Value.Parts
			same := true
			for i, p := range parts {
				if p.IsLit() != wp[i].IsLit() || p.IsLit() && p.Lit != wp[i].Lit {
					same = false
					break
				}
			}
			if !same || !delimitedAfter(wp[len(parts)]) {
				continue
			}
			lit := wp[len(parts)].Lit
			n := strings.IndexFunc(lit, isWordRune)
			if n < 0 {
				n = len(lit)
			}
			return w, lit[:n]
		}
	}
	return nil, ""
}

// checker holds one package's state: the separator the fixes insert, and
// the source of the files the + fix has read.
type checker struct {
	pass *analysis.Pass
	sep  string
	src  map[string][]byte // by file name; nil: unreadable
}

// check reports the first place in k's value where two parts meet with
// nothing between them. One finding per key: the fix of the first joint is
// the one a reader looks for, and the rest are usually the same mistake.
func (c *checker) check(k *keys.Key) {
	parts := k.Value.Parts
	rng := diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}
	for i := 0; i+1 < len(parts); i++ {
		a, b := parts[i], parts[i+1]
		switch {
		case a.Hole != nil && b.Hole != nil:
			if !c.unmarked(a.Hole, end) || !c.unmarked(b.Hole, start) {
				continue
			}
			diag.Report(c.pass, name, rng, c.holeFix(a.Hole, b.Hole),
				"%s and %s are glued together with no separator in %s: different pairs of values can make the same key",
				diag.Shorten(a.Hole.Text), diag.Shorten(b.Hole.Text), k.Describe())
			return
		case a.Hole == nil && b.Hole != nil:
			r, _ := utf8.DecodeLastRuneInString(a.Lit)
			word := lastWord(a.Lit)
			if !isWordRune(r) || allDigits(word) || !c.unmarked(b.Hole, start) {
				// Digits alone name no entity: they are part of the
				// value's own format ("91" + phone, a country code).
				continue
			}
			if unicode.IsLetter(r) && b.Hole.Kind == keyexpr.Int && i+2 < len(parts) && delimitedAfter(parts[i+2]) {
				// Letters then a number then a separator ("V" + n + "#":
				// V12#…): the digits end the prefix and the separator ends
				// the digits, so no other prefix or number can make the
				// same key.
				continue
			}
			diag.Report(c.pass, name, rng, c.litFix(a.End, "insert %q after %q", c.sep, word),
				"prefix %q is glued to %s with no separator in %s: nothing marks where the prefix ends, so keys of a longer prefix can be mistaken for these",
				word, diag.Shorten(b.Hole.Text), k.Describe())
			return
		case a.Hole != nil && b.Hole == nil:
			r, _ := utf8.DecodeRuneInString(b.Lit)
			if !isWordRune(r) || !c.unmarked(a.Hole, end) {
				continue
			}
			word := firstWord(b.Lit)
			diag.Report(c.pass, name, rng, c.litFix(b.Pos, "insert %q before %q", c.sep, word),
				"%s is glued to suffix %q with no separator in %s: nothing marks where the value ends, so begins_with on a value also matches the keys of longer values",
				diag.Shorten(a.Hole.Text), word, k.Describe())
			return
		}
	}
}

// side is the end of a hole that touches the other part of a joint.
type side bool

const (
	start side = false // the hole's first character touches what precedes it
	end   side = true  // the hole's last character touches what follows it
)

// unmarked reports a hole whose value is known well enough to say that its
// edge at s carries no delimiter and has no fixed position: a typed value,
// or a string variable named like a value. Everything else is silence.
func (c *checker) unmarked(h *keyexpr.Hole, s side) bool {
	if selfDelimiting(h) {
		return false
	}
	switch h.Kind {
	case keyexpr.Opaque:
		return false
	case keyexpr.String:
		if !h.ExprPos.IsValid() && token.IsIdentifier(h.Text) {
			// A variable inside a helper that the engine could not
			// resolve (not a parameter, not a field): anything at all.
			return false
		}
		return h.Name != "" && !prefixLikeName(h.Name) && !c.packageVar(h)
	case keyexpr.Enum:
		return c.enumUnmarked(h, s)
	}
	return true
}

// selfDelimiting reports a part whose extent is known without a separator:
// a fixed-width value, or a bool ("true" and "false": neither begins or ends
// the other).
func selfDelimiting(h *keyexpr.Hole) bool {
	switch h.Kind {
	case keyexpr.Int, keyexpr.Counter:
		// A zero-padded number, a Unix time (fixed width for centuries),
		// a number from a table of constants of one width, or a
		// write-shard suffix of at most ten values (one digit).
		return h.Pad > 0 || h.Width > 0 || h.Unix || h.Shard && h.Values > 0 && h.Values <= 10
	case keyexpr.ID, keyexpr.Hash:
		return true
	case keyexpr.Time:
		return fixedLayout(h.Layout)
	case keyexpr.Bool:
		return true
	}
	return false
}

// prefixWords are the words of a variable name that say it may hold a prefix,
// a separator or a whole key, whose value may already end (or start) with
// the separator. Names are split into words, so "transactionID" is not "ns"
// and "taskID" is not "sk".
var prefixWords = map[string]bool{
	"prefix": true, "prefixes": true, "pfx": true, "suffix": true, "sfx": true,
	"sep": true, "separator": true, "delim": true, "delimiter": true,
	"key": true, "keys": true, "base": true, "root": true, "path": true,
	"scope": true, "ns": true, "namespace": true,
}

// keyAttrWord matches a word naming a key attribute: pk, sk, gsi1pk, lsi2sk.
var keyAttrWord = regexp.MustCompile(`^((gsi|lsi)\d*)?(pk|sk)\d*$`)

func prefixLikeName(n string) bool {
	ws := names.Words(n)
	if len(ws) == 0 {
		return true // "_": nothing to go by
	}
	if last := ws[len(ws)-1]; last == "id" || last == "ids" {
		return false // rootID, keyID: an identifier, whatever it identifies
	}
	for _, w := range ws {
		if prefixWords[w] || keyAttrWord.MatchString(w) {
			return true
		}
	}
	return false
}

// packageVar reports a string hole that is a package-level variable the
// engine could not resolve (one of another package, or one assigned in
// several places). Such a variable is configuration more often than a
// value: a prefix set at start-up, say.
func (c *checker) packageVar(h *keyexpr.Hole) bool {
	x := c.exprAt(h.ExprPos, h.ExprEnd)
	var id *ast.Ident
	switch x := x.(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	default:
		return false
	}
	v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	return ok && !v.IsField() && v.Pkg() != nil && v.Parent() == v.Pkg().Scope()
}

// enumUnmarked judges a value of an enum-like type by its declared
// constants: values of one width end unambiguously, and values that carry a
// delimiter at s ("USER#") need no other. An enum whose constants cannot be
// read (its type is not at hand, or a String method formats it) is silence.
func (c *checker) enumUnmarked(h *keyexpr.Hole, s side) bool {
	texts := c.enumTexts(h)
	if len(texts) < 2 {
		return false
	}
	sameWidth := true
	for _, v := range texts {
		if utf8.RuneCountInString(v) != utf8.RuneCountInString(texts[0]) {
			sameWidth = false
		}
		r, _ := utf8.DecodeRuneInString(v)
		if s == end {
			r, _ = utf8.DecodeLastRuneInString(v)
		}
		if v == "" || !isWordRune(r) {
			return false
		}
	}
	return !sameWidth
}

// enumTexts are the texts of the constants of h's enum-like type, nil when
// they are not all known (a String method, a constant of another kind).
func (c *checker) enumTexts(h *keyexpr.Hole) []string {
	t := c.pass.TypesInfo.TypeOf(c.exprAt(h.ExprPos, h.ExprEnd))
	if t == nil {
		return nil
	}
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || hasStringMethod(named) {
		return nil
	}
	var texts []string
	scope := named.Obj().Pkg().Scope()
	for _, n := range scope.Names() {
		k, ok := scope.Lookup(n).(*types.Const)
		if !ok || !types.Identical(k.Type(), named) {
			continue
		}
		switch k.Val().Kind() {
		case constant.String:
			texts = append(texts, constant.StringVal(k.Val()))
		case constant.Int:
			texts = append(texts, k.Val().ExactString())
		default:
			return nil
		}
	}
	return texts
}

// prefixOfAnother reports a value that the code proves may be the start of
// another value of the same part: an unpadded number ("1" and "10"), or an
// enum-like value one of whose constants starts another ("PRO" and
// "PROMO"). A string of no known values (a category, an id of unknown
// scheme) is not judged: its values may all be one width.
func (c *checker) prefixOfAnother(h *keyexpr.Hole) bool {
	switch h.Kind {
	case keyexpr.Int, keyexpr.Counter:
		return !selfDelimiting(h)
	case keyexpr.Enum:
		texts := c.enumTexts(h)
		for i, a := range texts {
			for j, b := range texts {
				if i != j && len(a) < len(b) && strings.HasPrefix(b, a) {
					return true
				}
			}
		}
	}
	return false
}

func hasStringMethod(t *types.Named) bool {
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(t), true, t.Obj().Pkg(), "String")
	_, ok := obj.(*types.Func)
	return ok
}

// fixedLayout reports a time layout whose output always has the same width.
func fixedLayout(layout string) bool {
	if layout == "" {
		return false
	}
	// Names, trimmed fractions, zone names and Z (for UTC) vary in width.
	for _, v := range []string{"Jan", "Mon", "_2", ".9", ",9", "MST", "Z07", "pm", "PM"} {
		if strings.Contains(layout, v) {
			return false
		}
	}
	// Unpadded elements: "1" (month), "2" (day), "3" (hour), "4", "5"
	// appear as lone digits; the padded forms are 01 02 03 04 05 15 2006,
	// and numeric zones (-0700, -07:00) are fixed too.
	clean := layout
	for _, p := range []string{"-07:00:00", "-070000", "-07:00", "-0700", "-07", "2006", "01", "02", "03", "04", "05", "15", "06", "002", ".000", ".000000", ".000000000"} {
		clean = strings.ReplaceAll(clean, p, "")
	}
	return !strings.ContainsAny(clean, "123456789")
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func allDigits(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return !unicode.IsDigit(r) }) < 0
}

func lastWord(s string) string {
	i := strings.LastIndexFunc(s, func(r rune) bool { return !isWordRune(r) })
	if i < 0 {
		return s
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return s[i+n:]
}

func firstWord(s string) string {
	i := strings.IndexFunc(s, func(r rune) bool { return !isWordRune(r) })
	if i < 0 {
		return s
	}
	return s[:i]
}

func insert(pos token.Pos, text, msg string) []analysis.SuggestedFix {
	return []analysis.SuggestedFix{{
		Message:   msg,
		TextEdits: []analysis.TextEdit{{Pos: pos, End: pos, NewText: []byte(text)}},
	}}
}

// litFix inserts the separator into the string literal at pos (a position
// inside its quotes), or offers nothing when pos is unknown.
func (c *checker) litFix(pos token.Pos, format string, args ...any) []analysis.SuggestedFix {
	text, ok := c.sepInLiteral(pos)
	if !ok {
		return nil
	}
	return insert(pos, text, fmt.Sprintf(format, args...))
}

// holeFix inserts the separator between two glued holes: into the format
// string when both are verbs of one Sprintf, as a new operand when they are
// the two operands of one +, as a new element when they are neighbours in a
// strings.Join(…, "") literal. Elsewhere (a helper, a strings.Builder) the
// joint is not one place in this code, and there is no fix.
func (c *checker) holeFix(a, b *keyexpr.Hole) []analysis.SuggestedFix {
	if a.VerbEnd.IsValid() && a.VerbEnd == b.VerbPos {
		return c.litFix(a.VerbEnd, "insert %q between %s and %s", c.sep, a.Verb, b.Verb)
	}
	// The + or the Join may be around the value (n) or around the call
	// that formats it (strconv.Itoa(n)).
	for _, ar := range ranges(a) {
		for _, br := range ranges(b) {
			if f := c.plusFix(a, b, ar[1], br[0]); f != nil {
				return f
			}
			if f := c.joinFix(a, b, ar[1], br[0]); f != nil {
				return f
			}
		}
	}
	return nil
}

// ranges lists the source ranges a hole's value may stand at: its formatting
// call, then the value expression itself.
func ranges(h *keyexpr.Hole) [][2]token.Pos {
	var out [][2]token.Pos
	if h.CallPos.IsValid() && h.CallEnd.IsValid() {
		out = append(out, [2]token.Pos{h.CallPos, h.CallEnd})
	}
	if h.ExprPos.IsValid() && h.ExprEnd.IsValid() {
		out = append(out, [2]token.Pos{h.ExprPos, h.ExprEnd})
	}
	return out
}

// plusFix turns `a + b` into `a + "#" + b`, when aEnd and bPos are the end
// of the left operand and the start of the right one of one string +, with
// only the operator and spaces between them in the source.
func (c *checker) plusFix(a, b *keyexpr.Hole, aEnd, bPos token.Pos) []analysis.SuggestedFix {
	between, ok := c.between(aEnd, bPos)
	if !ok || strings.TrimSpace(between) != "+" {
		return nil
	}
	path := c.path(aEnd, bPos)
	if len(path) == 0 {
		return nil
	}
	bin, ok := path[0].(*ast.BinaryExpr)
	if !ok || bin.Op != token.ADD || bin.X.End() != aEnd || bin.Y.Pos() != bPos || !isString(c.pass.TypesInfo.TypeOf(bin)) {
		return nil
	}
	return insert(bin.OpPos+1, " "+strconv.Quote(c.sep)+" +",
		fmt.Sprintf("insert %q between %s and %s", c.sep, diag.Shorten(a.Text), diag.Shorten(b.Text)))
}

// joinFix turns strings.Join([]string{a, b}, "") into
// strings.Join([]string{a, "#", b}, ""), when aEnd and bPos are the end and
// start of neighbouring elements of the slice literal given to Join.
func (c *checker) joinFix(a, b *keyexpr.Hole, aEnd, bPos token.Pos) []analysis.SuggestedFix {
	between, ok := c.between(aEnd, bPos)
	if !ok || strings.TrimSpace(between) != "," {
		return nil
	}
	path := c.path(aEnd, bPos)
	if len(path) < 2 {
		return nil
	}
	lit, ok := path[0].(*ast.CompositeLit)
	call, ok2 := path[1].(*ast.CallExpr)
	if !ok || !ok2 || len(call.Args) != 2 || call.Args[0] != lit || !isFunc(c.pass.TypesInfo, call, "strings", "Join") {
		return nil
	}
	neighbours := false
	for i := 0; i+1 < len(lit.Elts); i++ {
		if lit.Elts[i].End() == aEnd && lit.Elts[i+1].Pos() == bPos {
			neighbours = true
		}
	}
	if !neighbours {
		return nil
	}
	comma := aEnd + token.Pos(strings.Index(between, ","))
	return insert(comma+1, " "+strconv.Quote(c.sep)+",",
		fmt.Sprintf("insert %q between %s and %s", c.sep, diag.Shorten(a.Text), diag.Shorten(b.Text)))
}

// sepInLiteral returns the separator as it must be written at pos, a
// position inside a string literal: escaped for the literal's kind, and %
// doubled in a format string. False if pos is unknown or the separator
// cannot be written there (a backquote in a raw string).
func (c *checker) sepInLiteral(pos token.Pos) (string, bool) {
	if !pos.IsValid() {
		return "", false
	}
	path := c.path(pos, pos)
	for i, n := range path {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING || pos <= lit.Pos() || pos >= lit.End() {
			continue
		}
		text := c.sep
		if i+1 < len(path) && isFormatArg(c.pass.TypesInfo, path[i+1], lit) {
			text = strings.ReplaceAll(text, "%", "%%")
		}
		if lit.Value[0] == '`' {
			return text, !strings.ContainsAny(text, "`\r")
		}
		q := strconv.Quote(text)
		return q[1 : len(q)-1], true
	}
	return "", false
}

// isFormatArg reports whether lit is the format argument of a call to a fmt
// function (the parameter named format: Sprintf, Fprintf, Errorf…).
func isFormatArg(info *types.Info, parent ast.Node, lit *ast.BasicLit) bool {
	call, ok := parent.(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := callee(info, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "fmt" {
		return false
	}
	params := fn.Type().(*types.Signature).Params()
	for i, arg := range call.Args {
		if arg == lit {
			return i < params.Len() && params.At(i).Name() == "format"
		}
	}
	return false
}

func isFunc(info *types.Info, call *ast.CallExpr, pkg, name string) bool {
	fn := callee(info, call)
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == pkg && fn.Name() == name
}

func callee(info *types.Info, call *ast.CallExpr) *types.Func {
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	default:
		return nil
	}
	fn, _ := info.Uses[id].(*types.Func)
	return fn
}

func isString(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// file returns the package file holding pos, or nil.
func (c *checker) file(pos token.Pos) *ast.File {
	if !pos.IsValid() {
		return nil
	}
	for _, f := range c.pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}

// path returns the nodes enclosing [pos, end), innermost first; nil when
// the range is not in one of the package's files.
func (c *checker) path(pos, end token.Pos) []ast.Node {
	f := c.file(pos)
	if f == nil || c.file(end) != f || end < pos {
		return nil
	}
	path := astpath.Path(f, pos, end)
	return path
}

// exprAt returns the expression spanning exactly [pos, end), or nil.
func (c *checker) exprAt(pos, end token.Pos) ast.Expr {
	path := c.path(pos, end)
	if len(path) == 0 {
		return nil
	}
	x, ok := path[0].(ast.Expr)
	if !ok || x.Pos() != pos || x.End() != end {
		return nil
	}
	return x
}

// between returns the source text from pos to end, read through
// pass.ReadFile (the driver's view of the file, overlays included).
func (c *checker) between(pos, end token.Pos) (string, bool) {
	if !pos.IsValid() || !end.IsValid() || end < pos || c.pass.ReadFile == nil {
		return "", false
	}
	tf := c.pass.Fset.File(pos)
	if tf == nil || c.pass.Fset.File(end) != tf {
		return "", false
	}
	src, seen := c.src[tf.Name()]
	if !seen {
		var err error
		if src, err = c.pass.ReadFile(tf.Name()); err != nil || len(src) != tf.Size() {
			src = nil // unreadable, or not the text that was parsed
		}
		c.src[tf.Name()] = src
	}
	if src == nil {
		return "", false
	}
	return string(src[tf.Offset(pos):tf.Offset(end)]), true
}

// delimitedAfter reports a part that starts with a character other than a
// letter or a digit: a separator right after a number.
func delimitedAfter(p keyexpr.Part) bool {
	if p.Hole != nil || p.Lit == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(p.Lit)
	return !isWordRune(r)
}
