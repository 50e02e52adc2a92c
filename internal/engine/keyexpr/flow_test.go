package keyexpr

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"testing"
)

// evaluator type-checks src (package p) and returns an evaluator and the
// value of the last `_ = x` statement of function f.
func evaluator(t *testing.T, src string) (*Evaluator, ast.Expr) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	var use ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == 1 {
			if id, ok := as.Lhs[0].(*ast.Ident); ok && id.Name == "_" {
				use = as.Rhs[0]
			}
		}
		return true
	})
	if use == nil {
		t.Fatal("no `_ = x` in source")
	}
	return New(fset, info, pkg, []*ast.File{f}, nil), use
}

func shapes(ts []Template) []string {
	var out []string
	for _, t := range ts {
		out = append(out, t.String())
	}
	slices.Sort(out)
	return out
}

func TestAlternativesBranches(t *testing.T) {
	ev, use := evaluator(t, `package p
func f(id string, a, b bool) {
	pk := "USER#" + id
	if a {
		pk = "ADMIN#" + id
	} else if b {
		pk = "USER#" + id
	}
	_ = pk
}`)
	if got := ev.Eval(use); len(got.Parts) != 1 || got.Parts[0].Hole == nil {
		t.Errorf("Eval = %s, want one hole: several writes reach the use", got)
	}
	got := shapes(ev.Alternatives(use))
	want := []string{"ADMIN#<string:id>", "USER#<string:id>"}
	if !slices.Equal(got, want) {
		t.Errorf("Alternatives = %q, want %q (identical shapes once)", got, want)
	}
}

func TestAlternativesKillRule(t *testing.T) {
	ev, use := evaluator(t, `package p
func f(id string) {
	pk := "OLD#"
	pk = "NEW#" + id
	_ = pk
}`)
	if got := ev.Eval(use).String(); got != "NEW#<string:id>" {
		t.Errorf("Eval = %s, want NEW#<string:id>: a straight-line write replaces the first", got)
	}
	if alts := ev.Alternatives(use); len(alts) != 0 {
		t.Errorf("Alternatives = %q, want none", shapes(alts))
	}
}

// Four variables of two writes each make 16 combinations: Alternatives
// stops at maxAlternatives evaluations.
func TestAlternativesBounded(t *testing.T) {
	ev, use := evaluator(t, `package p
func f(c bool) {
	a, b, d, e := "A", "B", "D", "E"
	if c {
		a, b, d, e = "a", "b", "d", "e"
	}
	_ = a + b + d + e
}`)
	got := ev.Alternatives(use)
	if len(got) < 2 || len(got) > maxAlternatives {
		t.Errorf("Alternatives gave %d shapes, want 2..%d", len(got), maxAlternatives)
	}
}

func TestAlternativesRange(t *testing.T) {
	ev, use := evaluator(t, `package p
func f(id string) {
	for _, kind := range []string{"ORDER#", "INVOICE#", "ORDER#"} {
		_ = kind + id
	}
}`)
	got := shapes(ev.Alternatives(use))
	want := []string{"INVOICE#<string:id>", "ORDER#<string:id>"}
	if !slices.Equal(got, want) {
		t.Errorf("Alternatives = %q, want %q", got, want)
	}
}

// A zero-value initializer that a branch may overwrite is the fallback for
// when the branch did not run, not a shape of the key; any other
// initializer is one.
func TestAlternativesZeroFallback(t *testing.T) {
	for _, c := range []struct {
		name, init, want string
	}{
		{"empty string", `uid := ""`, "USER#<string:v>"},
		{"var", `var uid string`, "USER#<string:v>"},
		{"named constant", `const none = ""; uid := none`, "USER#<string:v>"},
	} {
		ev, use := evaluator(t, `package p
func f(m map[string]any) {
	`+c.init+`
	if v, ok := m["user"].(string); ok {
		uid = v
	}
	_ = "USER#" + uid
}`)
		if got := ev.Eval(use).String(); got != c.want {
			t.Errorf("%s: Eval = %s, want %s", c.name, got, c.want)
		}
		if alts := ev.Alternatives(use); len(alts) != 0 {
			t.Errorf("%s: Alternatives = %q, want none: the fallback is no shape", c.name, shapes(alts))
		}
	}
	ev, use := evaluator(t, `package p
func f(m map[string]any) {
	uid := "ANON"
	if v, ok := m["user"].(string); ok {
		uid = v
	}
	_ = "USER#" + uid
}`)
	if got, want := shapes(ev.Alternatives(use)), []string{"USER#<string:v>", "USER#ANON"}; !slices.Equal(got, want) {
		t.Errorf("non-zero initializer: Alternatives = %q, want %q", got, want)
	}
}

// A helper's argument is marked as one component: its parts share a number
// that the helper's own text does not have, and its text is not merged
// with the helper's.
func TestSubstituteMarksArguments(t *testing.T) {
	ev, use := evaluator(t, `package p
func lockKey(name string) string { return "LOCK#" + name }
func f(job string) {
	_ = lockKey("nightly_" + job)
}`)
	got := ev.Eval(use)
	if len(got.Parts) != 3 {
		t.Fatalf("Eval = %s in %d parts, want 3: LOCK#, nightly_, job", got, len(got.Parts))
	}
	lock, lit, hole := got.Parts[0], got.Parts[1], got.Parts[2]
	if lock.Lit != "LOCK#" || lock.Arg != 0 {
		t.Errorf("helper text = %q (arg %d), want \"LOCK#\" (arg 0)", lock.Lit, lock.Arg)
	}
	if lit.Lit != "nightly_" || lit.Arg == 0 || hole.Hole == nil || hole.Arg != lit.Arg {
		t.Errorf("argument parts = %q (arg %d), %v (arg %d), want nightly_ and the job hole with one nonzero arg", lit.Lit, lit.Arg, hole.Hole, hole.Arg)
	}
	if s, want := got.String(), "LOCK#nightly_<string:job>"; s != want {
		t.Errorf("String = %s, want %s", s, want)
	}
}

// A `+=` under an if runs at most once: Alternatives follows it and the
// branch not taken; Eval alone still cannot tell which reaches the use.
func TestAlternativesConditionalAppend(t *testing.T) {
	ev, use := evaluator(t, `package p
func f(to string) {
	cond := "PK = :pk"
	if to != "" {
		cond += " AND SK <= :to"
	}
	_ = cond
}`)
	if _, ok := ev.Eval(use).Const(); ok {
		t.Errorf("Eval = %s, want no constant: the append is conditional", ev.Eval(use))
	}
	got := shapes(ev.Alternatives(use))
	want := []string{"PK = :pk", "PK = :pk AND SK <= :to"}
	if !slices.Equal(got, want) {
		t.Errorf("Alternatives = %q, want %q", got, want)
	}
}

// A `+=` in a loop may run any number of times: no alternative is a
// value the variable surely has.
func TestAlternativesLoopedAppend(t *testing.T) {
	ev, use := evaluator(t, `package p
func f(parts []string) {
	cond := "PK = :pk"
	for _, p := range parts {
		if p != "" {
			cond += p
		}
	}
	_ = cond
}`)
	for _, alt := range ev.Alternatives(use) {
		if _, ok := alt.Const(); ok {
			t.Errorf("Alternatives gave the constant %s, want none: the append is in a loop", alt)
		}
	}
}
