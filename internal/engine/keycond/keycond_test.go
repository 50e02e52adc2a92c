package keycond

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/ddblint/ddblint/internal/devtools/fuzzcheck"
)

func c(name, op string, off int, values ...string) Cond {
	return Cond{Name: name, Op: op, Values: values, Offset: off}
}

var validKeyConds = []struct {
	expr string
	want []Cond
}{
	{"PK = :pk", []Cond{c("PK", "=", 0, ":pk")}},
	{"#pk = :pk", []Cond{c("#pk", "=", 0, ":pk")}},
	{"a=:b", []Cond{c("a", "=", 0, ":b")}},
	{"pk = :pk and sk > :sk", []Cond{c("pk", "=", 0, ":pk"), c("sk", ">", 13, ":sk")}},
	{"PK = :pk AND SK BETWEEN :lo AND :hi", []Cond{c("PK", "=", 0, ":pk"), c("SK", "BETWEEN", 13, ":lo", ":hi")}},
	{"pk = :pk AnD sk between :a and :b", []Cond{c("pk", "=", 0, ":pk"), c("sk", "BETWEEN", 13, ":a", ":b")}},
	{"PK = :pk AND begins_with(SK, :prefix)", []Cond{c("PK", "=", 0, ":pk"), c("SK", "begins_with", 25, ":prefix")}},
	{"PK = :pk AND BEGINS_WITH ( #sk , :p )", []Cond{c("PK", "=", 0, ":pk"), c("#sk", "begins_with", 27, ":p")}},
	{"begins_with(sk, :p) AND pk = :pk", []Cond{c("sk", "begins_with", 12, ":p"), c("pk", "=", 24, ":pk")}},
	{"(PK = :pk)", []Cond{c("PK", "=", 1, ":pk")}},
	{"(PK = :pk) AND (SK <= :s)", []Cond{c("PK", "=", 1, ":pk"), c("SK", "<=", 16, ":s")}},
	{"((PK = :pk AND SK >= :s))", []Cond{c("PK", "=", 2, ":pk"), c("SK", ">=", 15, ":s")}},
	{"(PK = :pk AND (SK BETWEEN :a AND :b))", []Cond{c("PK", "=", 1, ":pk"), c("SK", "BETWEEN", 15, ":a", ":b")}},
	{"PK = :pk AND (begins_with(SK, :p))", []Cond{c("PK", "=", 0, ":pk"), c("SK", "begins_with", 26, ":p")}},
	{"  PK   =   :pk   AND   SK   <   :s  ", []Cond{c("PK", "=", 2, ":pk"), c("SK", "<", 23, ":s")}},
	{"PK = :pk\n\tAND SK > :s\r\n", []Cond{c("PK", "=", 0, ":pk"), c("SK", ">", 14, ":s")}},
	{"PK=:pk AND SK>=:s", []Cond{c("PK", "=", 0, ":pk"), c("SK", ">=", 11, ":s")}},
	{"SK > :s AND PK = :p", []Cond{c("SK", ">", 0, ":s"), c("PK", "=", 12, ":p")}},
	{"#p = :p AND #s BETWEEN :a AND :b", []Cond{c("#p", "=", 0, ":p"), c("#s", "BETWEEN", 12, ":a", ":b")}},
	{"GSI1PK = :v1 AND GSI1SK < :v_2", []Cond{c("GSI1PK", "=", 0, ":v1"), c("GSI1SK", "<", 17, ":v_2")}},
	{"_pk = :pk", []Cond{c("_pk", "=", 0, ":pk")}},
}

func TestParseKeyConditionValid(t *testing.T) {
	for _, tt := range validKeyConds {
		got, err := ParseKeyCondition(tt.expr)
		if err != nil {
			t.Errorf("ParseKeyCondition(%q): unexpected error %v", tt.expr, err)
			continue
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseKeyCondition(%q) =\n\t%+v\nwant\n\t%+v", tt.expr, got, tt.want)
		}
	}
}

var invalidKeyConds = []struct {
	expr string
	off  int
	msg  string // substring of the message
}{
	{"", 0, "empty"},
	{"   ", 3, "empty"},
	{"PK = :pk OR SK = :s", 9, "OR is not allowed"},
	{"PK = :pk or SK = :s", 9, "OR is not allowed"},
	{"PK = ", 5, "expected a :value placeholder, found end of expression"},
	{"PK", 2, "expected a comparison operator"},
	{"PK = :pk AND SK BETWEEN :a", 26, "expected AND between the bounds"},
	{"PK = :pk AND SK BETWEEN :a :b", 27, "expected AND between the bounds"},
	{"SK BETWEEN :a AND", 17, "expected a :value placeholder"},
	{":pk = PK", 0, "value :pk before the attribute"},
	{"PK = :pk AND :s < SK", 13, "value :s before the attribute"},
	{"PK = SK", 5, "found attribute SK"},
	{"(PK = :pk", 9, "expected ')' to close '(' at byte 0"},
	{"((PK = :pk)", 11, "expected ')' to close '(' at byte 0"},
	{"PK = :pk)", 8, "unmatched ')'"},
	{"()", 1, "empty parentheses"},
	{"PK = :pk AND ()", 14, "empty parentheses"},
	{"PK = :pk AND SK = :s junk", 21, `unexpected "junk"`},
	{"PK = :pk SK = :s", 9, `unexpected "SK"`},
	{"PK = :pk AND", 12, "expected a condition, found end of expression"},
	{"PK = :a AND SK = :b AND X = :c", 24, "too many conditions"},
	{"PK <> :pk", 3, "operator <> is not allowed"},
	{"PK == :pk", 4, `found "="`},
	{"PK != :pk", 3, "unexpected character '!'"},
	{"NOT PK = :p", 0, "NOT is not allowed"},
	{"PK IN (:a, :b)", 3, "IN is not allowed"},
	{"contains(SK, :v)", 0, "function contains is not allowed"},
	{"size(PK) = :v", 0, "function size is not allowed"},
	{"begins_with(:p, SK)", 12, "found value :p"},
	{"begins_with(SK)", 14, "expected ','"},
	{"begins_with(SK, :p", 18, "expected ')' to close begins_with"},
	{"a.b = :v", 1, "top-level name"},
	{"a[0] = :v", 1, "top-level name"},
	{"PK = :", 5, "':' must be followed by a name"},
	{"# = :v", 0, "'#' must be followed by a name"},
	{"PK = :pk;", 8, "unexpected character ';'"},
	{"PK = :pk AND SK = :ü", 18, "must be followed by a name"},
	{"and = :v", 0, "keyword and"},
	{strings.Repeat("(", 100) + "PK = :pk" + strings.Repeat(")", 100), 64, "nested too deeply"},
}

func TestParseKeyConditionInvalid(t *testing.T) {
	for _, tt := range invalidKeyConds {
		got, err := ParseKeyCondition(tt.expr)
		if err == nil {
			t.Errorf("ParseKeyCondition(%q) = %+v, want error", tt.expr, got)
			continue
		}
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("ParseKeyCondition(%q): error %v is %T, want *Error", tt.expr, err, err)
			continue
		}
		if e.Offset != tt.off || !strings.Contains(e.Msg, tt.msg) {
			t.Errorf("ParseKeyCondition(%q): error %q at %d, want %q at %d", tt.expr, e.Msg, e.Offset, tt.msg, tt.off)
		}
	}
}

var validUpdates = []struct {
	expr string
	want []Action
}{
	{"SET a = :v", []Action{{Clause: "SET", Name: "a", Values: []string{":v"}, Offset: 4}}},
	{
		"SET a = :v, b = b + :one, c = if_not_exists(c, :z), d = list_append(d, :l)",
		[]Action{
			{Clause: "SET", Name: "a", Values: []string{":v"}, Offset: 4},
			{Clause: "SET", Name: "b", Values: []string{":one"}, Arith: "+", Offset: 12},
			{Clause: "SET", Name: "c", Values: []string{":z"}, Func: "if_not_exists", Offset: 26},
			{Clause: "SET", Name: "d", Values: []string{":l"}, Func: "list_append", Offset: 52},
		},
	},
	{"REMOVE a, b", []Action{{Clause: "REMOVE", Name: "a", Offset: 7}, {Clause: "REMOVE", Name: "b", Offset: 10}}},
	{"ADD n :inc, s :set", []Action{
		{Clause: "ADD", Name: "n", Values: []string{":inc"}, Offset: 4},
		{Clause: "ADD", Name: "s", Values: []string{":set"}, Offset: 12},
	}},
	{"DELETE s :sub", []Action{{Clause: "DELETE", Name: "s", Values: []string{":sub"}, Offset: 7}}},
	{"set #s = :s remove old add cnt :one delete tags :t", []Action{
		{Clause: "SET", Name: "#s", Values: []string{":s"}, Offset: 4},
		{Clause: "REMOVE", Name: "old", Offset: 19},
		{Clause: "ADD", Name: "cnt", Values: []string{":one"}, Offset: 27},
		{Clause: "DELETE", Name: "tags", Values: []string{":t"}, Offset: 43},
	}},
	{"REMOVE x SET y = :y", []Action{
		{Clause: "REMOVE", Name: "x", Offset: 7},
		{Clause: "SET", Name: "y", Values: []string{":y"}, Offset: 13},
	}},
	{"SET a.b[0].c = :v", []Action{{Clause: "SET", Name: "a.b[0].c", Values: []string{":v"}, Offset: 4}}},
	{"SET #a . #b [ 2 ] = :v", []Action{{Clause: "SET", Name: "#a.#b[2]", Values: []string{":v"}, Offset: 4}}},
	{"REMOVE l[3], m.n", []Action{{Clause: "REMOVE", Name: "l[3]", Offset: 7}, {Clause: "REMOVE", Name: "m.n", Offset: 13}}},
	{"SET c = c - :one", []Action{{Clause: "SET", Name: "c", Values: []string{":one"}, Arith: "-", Offset: 4}}},
	{"SET #c = #c + :n", []Action{{Clause: "SET", Name: "#c", Values: []string{":n"}, Arith: "+", Offset: 4}}},
	{"SET a[0] = a[0] + :n", []Action{{Clause: "SET", Name: "a[0]", Values: []string{":n"}, Arith: "+", Offset: 4}}},
	// The right operand being the target is not a counter increment by definition.
	{"SET c = :one + c", []Action{{Clause: "SET", Name: "c", Values: []string{":one"}, Offset: 4}}},
	{"SET c = other + :one", []Action{{Clause: "SET", Name: "c", Values: []string{":one"}, Offset: 4}}},
	{"SET c = if_not_exists(c, :zero) + :one", []Action{
		{Clause: "SET", Name: "c", Values: []string{":zero", ":one"}, Arith: "+", Func: "if_not_exists", Offset: 4},
	}},
	{"SET c = if_not_exists(d, :zero) + :one", []Action{
		{Clause: "SET", Name: "c", Values: []string{":zero", ":one"}, Func: "if_not_exists", Offset: 4},
	}},
	{"SET l = list_append(if_not_exists(l, :empty), :new)", []Action{
		{Clause: "SET", Name: "l", Values: []string{":empty", ":new"}, Func: "list_append", Offset: 4},
	}},
	{"SET l = LIST_APPEND(:new, l)", []Action{{Clause: "SET", Name: "l", Values: []string{":new"}, Func: "list_append", Offset: 4}}},
	{"SET t = :base + if_not_exists(t, :z)", []Action{
		{Clause: "SET", Name: "t", Values: []string{":base", ":z"}, Func: "if_not_exists", Offset: 4},
	}},
	{"SET a = b", []Action{{Clause: "SET", Name: "a", Offset: 4}}},
	{"SET a=:v,b=:w", []Action{
		{Clause: "SET", Name: "a", Values: []string{":v"}, Offset: 4},
		{Clause: "SET", Name: "b", Values: []string{":w"}, Offset: 9},
	}},
	{"\n  SET GSI1PK = :pk,\n      GSI1SK = :sk\n", []Action{
		{Clause: "SET", Name: "GSI1PK", Values: []string{":pk"}, Offset: 7},
		{Clause: "SET", Name: "GSI1SK", Values: []string{":sk"}, Offset: 27},
	}},
}

func TestParseUpdateValid(t *testing.T) {
	for _, tt := range validUpdates {
		got, err := ParseUpdate(tt.expr)
		if err != nil {
			t.Errorf("ParseUpdate(%q): unexpected error %v", tt.expr, err)
			continue
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseUpdate(%q) =\n\t%+v\nwant\n\t%+v", tt.expr, got, tt.want)
		}
	}
}

var invalidUpdates = []struct {
	expr string
	off  int
	msg  string
}{
	{"", 0, "empty"},
	{" \t", 2, "empty"},
	{"SET", 3, "expected an attribute name after SET, found end of expression"},
	{"SET a = :v REMOVE", 17, "after REMOVE, found end of expression"},
	{"SET a = :v SET b = :w", 11, "SET clause used twice (first at byte 0)"},
	{"remove a ADD n :v REMOVE b", 18, "REMOVE clause used twice"},
	{"SET a :v", 6, "expected '=' after a"},
	{"SET a = :v,", 11, "found end of expression"},
	{"REMOVE a,, b", 9, `found ","`},
	{"UPDATE a = :v", 0, `expected SET, REMOVE, ADD or DELETE, found "UPDATE"`},
	{"a = :v", 0, "expected SET, REMOVE, ADD or DELETE"},
	{"REMOVE a = :v", 9, `unexpected "=" after REMOVE action`},
	{"ADD n", 5, "expected a :value placeholder after n in ADD"},
	{"ADD n b", 6, "expected a :value placeholder"},
	{"DELETE s :sub extra", 14, `unexpected "extra" after DELETE action`},
	{"SET a = a + :b + :c", 15, "only one + or -"},
	{"SET a = ", 8, "expected a value, attribute or function, found end of expression"},
	{"SET a = REMOVE", 8, "found keyword REMOVE"},
	{"SET a = foo(:b)", 8, "function foo is not allowed"},
	{"SET a = size(b)", 8, "function size is not allowed"},
	{"SET a = if_not_exists(:b, a)", 22, "first argument of if_not_exists must be an attribute path"},
	{"SET a = if_not_exists(list_append(a, :b), :c)", 8, "first argument of if_not_exists"},
	{"SET a = list_append(:b)", 8, "list_append takes two arguments, found 1"},
	{"SET a = list_append(:b, :c, :d)", 26, "list_append takes two arguments"},
	{"SET a = list_append()", 20, `found ")"`},
	{"SET a = if_not_exists(a, :z", 27, "expected ',' or ')'"},
	{"SET a[x] = :v", 6, "expected a list index"},
	{"SET a[1 = :v", 8, "expected ']'"},
	{"SET a. = :v", 7, "expected an attribute name"},
	{"SET a = (:v)", 8, `found "("`},
	{"SET :v = a", 4, "found value :v"},
	{"SET f(x) = :v", 4, "found function f"},
	{"SET set = :v", 4, "found keyword set"},
	{"REMOVE a, ADD", 10, "keyword ADD"},
	{"SET a = :v;", 10, "unexpected character ';'"},
	{"SET a = " + strings.Repeat("list_append(", 100) + ":v", 8 + 64*len("list_append("), "nested too deeply"},
}

func TestParseUpdateInvalid(t *testing.T) {
	for _, tt := range invalidUpdates {
		got, err := ParseUpdate(tt.expr)
		if err == nil {
			t.Errorf("ParseUpdate(%q) = %+v, want error", tt.expr, got)
			continue
		}
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("ParseUpdate(%q): error %v is %T, want *Error", tt.expr, err, err)
			continue
		}
		if e.Offset != tt.off || !strings.Contains(e.Msg, tt.msg) {
			t.Errorf("ParseUpdate(%q): error %q at %d, want %q at %d", tt.expr, e.Msg, e.Offset, tt.msg, tt.off)
		}
	}
}

func TestErrorString(t *testing.T) {
	_, err := ParseKeyCondition("PK = :pk OR SK = :s")
	if got, want := err.Error(), "OR is not allowed in a key condition; only AND (at byte 9)"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

func TestResolve(t *testing.T) {
	names := map[string]string{"#pk": "PK", "#s": "status", "#a": "info", "#b": "tags", "#e": ""}
	tests := []struct {
		name   string
		want   string
		wantOK bool
	}{
		{"#pk", "PK", true},
		{"#s", "status", true},
		{"#e", "", true},
		{"PK", "PK", true},
		{"a.b[0]", "a.b[0]", true},
		{"#a.#b[0]", "info.tags[0]", true},
		{"#a.plain", "info.plain", true},
		{"#missing", "#missing", false},
		{"#a.#missing", "#a.#missing", false},
		{"#P", "#P", false}, // placeholders are case-sensitive
	}
	for _, tt := range tests {
		got, ok := Resolve(tt.name, names)
		if got != tt.want || ok != tt.wantOK {
			t.Errorf("Resolve(%q) = %q, %v; want %q, %v", tt.name, got, ok, tt.want, tt.wantOK)
		}
	}
	if got, ok := Resolve("#pk", nil); got != "#pk" || ok {
		t.Errorf("Resolve(#pk, nil) = %q, %v; want #pk, false", got, ok)
	}
	if got, ok := Resolve("PK", nil); got != "PK" || !ok {
		t.Errorf("Resolve(PK, nil) = %q, %v; want PK, true", got, ok)
	}
}

// checkErr checks the contract of a parse error: an *Error whose offset lies
// within the expression.
func checkErr(t *testing.T, expr string, err error) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("%q: error %v is %T, want *Error", expr, err, err)
	}
	if e.Offset < 0 || e.Offset > len(expr) || e.Msg == "" {
		t.Fatalf("%q: bad error %+v", expr, e)
	}
}

// formatKeyCondition writes conds back in canonical form.
func formatKeyCondition(conds []Cond) string {
	var parts []string
	for _, c := range conds {
		switch c.Op {
		case "BETWEEN":
			parts = append(parts, c.Name+" BETWEEN "+c.Values[0]+" AND "+c.Values[1])
		case "begins_with":
			parts = append(parts, "begins_with("+c.Name+", "+c.Values[0]+")")
		default:
			parts = append(parts, c.Name+" "+c.Op+" "+c.Values[0])
		}
	}
	return strings.Join(parts, " AND ")
}

func FuzzParseKeyCondition(f *testing.F) {
	for _, tt := range validKeyConds {
		f.Add(tt.expr)
	}
	for _, tt := range invalidKeyConds {
		f.Add(tt.expr)
	}
	f.Fuzz(func(t *testing.T, expr string) {
		defer fuzzcheck.Start(fuzzcheck.Deadline)()
		conds, err := ParseKeyCondition(expr)
		if err != nil {
			checkErr(t, expr, err)
			return
		}
		if len(conds) < 1 || len(conds) > 2 {
			t.Fatalf("%q: %d conditions", expr, len(conds))
		}
		for _, c := range conds {
			want := 1
			if c.Op == "BETWEEN" {
				want = 2
			}
			if len(c.Values) != want || c.Name == "" || !strings.HasPrefix(expr[c.Offset:], c.Name) {
				t.Fatalf("%q: bad condition %+v", expr, c)
			}
			for _, v := range c.Values {
				if len(v) < 2 || v[0] != ':' {
					t.Fatalf("%q: bad value %q", expr, v)
				}
			}
		}
		// The canonical form parses back to the same conditions.
		canon := formatKeyCondition(conds)
		again, err := ParseKeyCondition(canon)
		if err != nil {
			t.Fatalf("%q: canonical form %q: %v", expr, canon, err)
		}
		for i := range again {
			again[i].Offset = conds[i].Offset
		}
		if !reflect.DeepEqual(again, conds) {
			t.Fatalf("%q: canonical form %q parses to %+v, want %+v", expr, canon, again, conds)
		}
	})
}

func FuzzParseUpdate(f *testing.F) {
	for _, tt := range validUpdates {
		f.Add(tt.expr)
	}
	for _, tt := range invalidUpdates {
		f.Add(tt.expr)
	}
	f.Fuzz(func(t *testing.T, expr string) {
		defer fuzzcheck.Start(fuzzcheck.Deadline)()
		acts, err := ParseUpdate(expr)
		if err != nil {
			checkErr(t, expr, err)
			return
		}
		if len(acts) == 0 {
			t.Fatalf("%q: no actions", expr)
		}
		for _, a := range acts {
			if a.Name == "" || a.Offset < 0 || a.Offset >= len(expr) {
				t.Fatalf("%q: bad action %+v", expr, a)
			}
			switch a.Clause {
			case "SET":
			case "REMOVE":
				if a.Values != nil {
					t.Fatalf("%q: REMOVE with values %+v", expr, a)
				}
			case "ADD", "DELETE":
				if len(a.Values) != 1 {
					t.Fatalf("%q: %s without exactly one value %+v", expr, a.Clause, a)
				}
			default:
				t.Fatalf("%q: bad clause %+v", expr, a)
			}
			if a.Clause != "SET" && (a.Arith != "" || a.Func != "") {
				t.Fatalf("%q: Arith/Func outside SET %+v", expr, a)
			}
			for _, v := range a.Values {
				if len(v) < 2 || v[0] != ':' {
					t.Fatalf("%q: bad value %q", expr, v)
				}
			}
			if _, ok := Resolve(a.Name, nil); ok != !strings.Contains(a.Name, "#") {
				t.Fatalf("%q: Resolve(%q, nil) ok=%v", expr, a.Name, ok)
			}
		}
	})
}
