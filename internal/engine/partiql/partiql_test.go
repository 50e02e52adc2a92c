package partiql

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ddblint/ddblint/internal/devtools/fuzzcheck"
)

// format renders what Parse read, compactly, for table-driven tests:
// "SELECT orders.GSI1 where pk=?0 sk begins_with 'A#' or set a=?1 values b=5".
func format(s *Statement) string {
	var b strings.Builder
	b.WriteString(s.Verb + " " + s.Table)
	if s.Index != "" {
		b.WriteString("." + s.Index)
	}
	if len(s.Where) > 0 {
		b.WriteString(" where")
		for _, c := range s.Where {
			var vals []string
			for _, v := range c.Values {
				vals = append(vals, operand(v))
			}
			op := c.Op
			if op == "BETWEEN" || op == "IN" || op == "begins_with" {
				op = " " + op + " "
			}
			fmt.Fprintf(&b, " %s%s%s", c.Attr, op, strings.Join(vals, ","))
		}
	}
	if s.Or {
		b.WriteString(" or")
	}
	for _, list := range []struct {
		name string
		as   []Assign
	}{{"set", s.Set}, {"values", s.Values}} {
		if len(list.as) == 0 {
			continue
		}
		b.WriteString(" " + list.name)
		for _, a := range list.as {
			fmt.Fprintf(&b, " %s=%s", a.Attr, operand(a.Value))
		}
	}
	return b.String()
}

func operand(o Operand) string {
	switch o.Kind {
	case Param:
		return fmt.Sprintf("?%d", o.Param)
	case String:
		return "'" + o.Text + "'"
	case Number:
		return o.Text
	case Ident:
		return "~" + o.Text
	}
	return "!"
}

var valid = []struct {
	stmt, want string
	params     int
}{
	{`SELECT * FROM "orders" WHERE pk = ? AND sk = ?`, "SELECT orders where pk=?0 sk=?1", 2},
	{`select * from orders where PK = 'USER#1'`, "SELECT orders where PK='USER#1'", 0},
	{`SELECT a, b FROM "orders"."GSI1" WHERE "GSI1PK" = ? AND begins_with("GSI1SK", ?)`, "SELECT orders.GSI1 where GSI1PK=?0 GSI1SK begins_with ?1", 2},
	{`SELECT * FROM t WHERE pk = ? AND sk BETWEEN ? AND ?`, "SELECT t where pk=?0 sk BETWEEN ?1,?2", 3},
	{`SELECT * FROM t WHERE pk = ? AND sk >= 10 AND n < -2.5e3`, "SELECT t where pk=?0 sk>=10 n<-2.5e3", 1},
	{`SELECT * FROM t WHERE pk IN [?, 'b', ?]`, "SELECT t where pk IN ?0,'b',?1", 2},
	{`SELECT * FROM t WHERE pk = ? OR pk = ?`, "SELECT t where pk=?0 pk=?1 or", 2},
	{`SELECT * FROM t WHERE NOT (pk = ?)`, "SELECT t where pk=?0 or", 1},
	{`SELECT * FROM t WHERE (pk = ? AND sk = ?)`, "SELECT t where pk=?0 sk=?1", 2},
	// Nested paths, functions, other expressions and <> are no key
	// comparisons, but their placeholders are counted.
	{`SELECT * FROM t WHERE a.b = ? AND contains(tags, ?) AND pk = ? AND n = m + ? AND sk <> ? AND sk = ?`, "SELECT t where pk=?2 sk=?5", 6},
	{`SELECT * FROM t WHERE x[0] = ? AND attribute_exists(pk) AND pk = ?`, "SELECT t where pk=?1", 2},
	{`SELECT * FROM t WHERE pk = other`, "SELECT t where pk=~other", 0},
	{`SELECT * FROM t WHERE pk IS MISSING AND sk = ?`, "SELECT t where sk=?0", 1},
	{`SELECT * FROM t`, "SELECT t", 0},
	{`SELECT "a.b", size(x) FROM t WHERE pk = ?`, "SELECT t where pk=?0", 1},
	{`SELECT * FROM "it""s" WHERE pk = 'O''Brien'`, `SELECT it"s where pk='O'Brien'`, 0},
	{"SELECT * FROM t -- comment ?\nWHERE /* ? */ pk = ?", "SELECT t where pk=?0", 1},
	{`DELETE FROM "orders" WHERE pk = ? AND sk = ? RETURNING ALL OLD *`, "DELETE orders where pk=?0 sk=?1", 2},
	{`UPDATE "orders" SET status = ?, GSI1PK = ? SET n = n + ? REMOVE old WHERE pk = ? AND sk = 'A' RETURNING ALL NEW *`, "UPDATE orders where pk=?3 sk='A' set status=?0 GSI1PK=?1", 4},
	{`UPDATE t SET a.b = ?, l = list_append(l, [?]), GSI1PK = 'X' WHERE pk = ?`, "UPDATE t where pk=?2 set GSI1PK='X'", 3},
	{`INSERT INTO "orders" VALUE {'pk': ?, 'sk': 'ORDER#1', 'n': 5, 'm': {'x': ?}, 'l': [?, 1], 'z': ?}`, "INSERT orders values pk=?0 sk='ORDER#1' n=5 z=?3", 4},
	{`insert into orders value {"pk": ?}`, "INSERT orders values pk=?0", 1},
	// Text the caller substituted for a value it could not see.
	{`SELECT * FROM "ddblint_hole_0" WHERE pk = 'USER#ddblint_hole_1'`, "SELECT ddblint_hole_0 where pk='USER#ddblint_hole_1'", 0},
}

func TestParse(t *testing.T) {
	for _, tt := range valid {
		s, err := Parse(tt.stmt)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.stmt, err)
			continue
		}
		if got := format(s); got != tt.want {
			t.Errorf("Parse(%q)\n got %s\nwant %s", tt.stmt, got, tt.want)
		}
		if s.Params != tt.params {
			t.Errorf("Parse(%q): %d params, want %d", tt.stmt, s.Params, tt.params)
		}
	}
}

var unsupported = []string{
	``,
	`   `,
	`EXISTS(SELECT * FROM t WHERE pk = ?)`,
	`SELECT *`,
	`SELECT * FROM`,
	`SELECT * FROM ?`,
	`DELETE t WHERE pk = ?`,
	`INSERT INTO t {'pk': ?}`,
	`INSERT t VALUE {'pk': ?}`,
	`UPDATE`,
	`UPDATE 'x' SET a = ?`,
	`CREATE TABLE t`,
	`'SELECT'`,
	`? = pk`,
}

func TestParseUnsupported(t *testing.T) {
	for _, stmt := range unsupported {
		if s, err := Parse(stmt); !errors.Is(err, ErrUnsupported) {
			t.Errorf("Parse(%q) = %+v, %v; want ErrUnsupported", stmt, s, err)
		}
	}
}

// Malformed input still yields what can be read, never a panic.
func TestParseMalformed(t *testing.T) {
	for _, tt := range []struct{ stmt, want string }{
		{`SELECT * FROM t WHERE pk = `, "SELECT t"},
		{`SELECT * FROM t WHERE pk = 'unterminated`, "SELECT t where pk='unterminated'"},
		{`SELECT * FROM "unterminated`, "SELECT unterminated"},
		{`SELECT * FROM t WHERE begins_with(sk`, "SELECT t"},
		{`SELECT * FROM t WHERE sk BETWEEN ? AND`, "SELECT t"},
		{`SELECT * FROM t WHERE pk IN [?, ?`, "SELECT t"},
		{`SELECT * FROM t WHERE pk IN ?`, "SELECT t"},
		{`UPDATE t SET (((( WHERE pk = ?`, "UPDATE t"},
		{`INSERT INTO t VALUE {'pk': ?, 'sk'`, "INSERT t values pk=?0"},
		{`INSERT INTO t VALUE [1]`, "INSERT t"},
		{`SELECT * FROM t WHERE pk = ? /* unterminated`, "SELECT t where pk=?0"},
	} {
		s, err := Parse(tt.stmt)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.stmt, err)
			continue
		}
		if got := format(s); got != tt.want {
			t.Errorf("Parse(%q)\n got %s\nwant %s", tt.stmt, got, tt.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, tt := range valid {
		f.Add(tt.stmt)
	}
	for _, s := range unsupported {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, stmt string) {
		defer fuzzcheck.Start(fuzzcheck.Deadline)()
		s, err := Parse(stmt)
		if err != nil {
			if !errors.Is(err, ErrUnsupported) || s != nil {
				t.Fatalf("%q: %v, %v", stmt, s, err)
			}
			return
		}
		if s.Table == "" {
			t.Fatalf("%q: empty table", stmt)
		}
		if strings.Count(stmt, "?") < s.Params {
			t.Fatalf("%q: %d params from fewer question marks", stmt, s.Params)
		}
		check := func(o Operand) {
			switch o.Kind {
			case Param:
				if o.Param < 0 || o.Param >= s.Params {
					t.Fatalf("%q: parameter %d of %d", stmt, o.Param, s.Params)
				}
			case String, Number, Ident:
			default:
				t.Fatalf("%q: bad operand %+v", stmt, o)
			}
		}
		for _, c := range s.Where {
			want := 1
			switch c.Op {
			case "BETWEEN":
				want = 2
			case "IN":
				want = len(c.Values)
			}
			if c.Attr == "" || len(c.Values) == 0 || len(c.Values) != want {
				t.Fatalf("%q: bad condition %+v", stmt, c)
			}
			for _, v := range c.Values {
				check(v)
			}
		}
		for _, a := range append(append([]Assign(nil), s.Set...), s.Values...) {
			check(a.Value)
		}
	})
}
