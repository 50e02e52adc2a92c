package driver_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ddblint/ddblint/cmd/internal/driver"
)

// TestTypeErrors: a package with type errors is analysed on the
// declarations that type-check (issue 28). The errors are printed and the
// run exits 1, since findings may be missing; the findings of the rest are
// printed with them; a key whose value has no type is not judged.
func TestTypeErrors(t *testing.T) {
	t.Parallel()
	typeErr := regexp.MustCompile(`shop\.go:\d+:\d+: undefined: `)
	mustHave := func(t *testing.T, r result, want ...string) {
		t.Helper()
		if r.code != driver.ExitErrors || !typeErr.MatchString(r.stderr) {
			t.Errorf("want exit code 1 and the type error, got %s", r)
		}
		lines := findingLines(r.stdout)
		if len(lines) != len(want) {
			t.Errorf("want %d finding(s) %q, got %s", len(want), want, r)
			return
		}
		for i, w := range want {
			if !strings.Contains(lines[i], w) {
				t.Errorf("finding %d: want %q, got %s", i, w, lines[i])
			}
		}
	}

	t.Run("unrelated", func(t *testing.T) {
		t.Parallel()
		// The error is in a function that builds no key.
		p := newPkg(t)
		src := source(`
func unrelated() int { return undefinedCounter + 1 }
`, gluedUser)
		p.write(src)
		r := p.run(nil)
		mustHave(t, r, `prefix "USER" is glued to id`)
		line, col := at(t, src, gluedUser, 0)
		if !regexp.MustCompile(`(?m)^shop\.go:` + itoa(line) + `:` + itoa(col) + `: `).MatchString(r.stdout) {
			t.Errorf("want the finding at %d:%d, got %s", line, col, r)
		}
		// Not cached: the second run finds the same. (Its standard error
		// lacks the compiler's copy of the type error, printed by the go
		// command when the first run lists export data.)
		if again := p.run(nil); again.code != r.code || again.stdout != r.stdout || !typeErr.MatchString(again.stderr) {
			t.Errorf("second run differs:\n%s\nfirst:\n%s", again, r)
		}
	})

	t.Run("missing_type", func(t *testing.T) {
		t.Parallel()
		// The key's value comes from a function that does not exist: its
		// type is unknown, and "USER" + ? is not judged. The function
		// beside it is.
		p := newPkg(t)
		p.write(source("", `"USER" + undefinedID(id)`, gluedName))
		mustHave(t, p.run(nil), `prefix "NAME" is glued to name`)
	})

	t.Run("missing_type_elsewhere", func(t *testing.T) {
		t.Parallel()
		// The error is in a variable's declaration; the function using the
		// variable has no error of its own, but its key has no type.
		p := newPkg(t)
		p.write(source(`
var prefix = undefinedPrefix()
`, `prefix + id`, gluedName))
		mustHave(t, p.run(nil), `prefix "NAME" is glued to name`)
	})

	t.Run("directive", func(t *testing.T) {
		t.Parallel()
		// The finding the directive suppressed rests on a declaration left
		// out: the directive is not said to suppress nothing.
		p := newPkg(t)
		p.write(header + `
var prefix = undefinedPrefix()

func get(ctx context.Context, c *dynamodb.Client, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		//ddblint:ignore keydelimiter legacy keys, migrated in 2025
		"PK": &types.AttributeValueMemberS{Value: prefix + id},
	}})
}
` + fmt.Sprintf(put(gluedName), 0))
		mustHave(t, p.run(nil), `prefix "NAME" is glued to name`)
	})

	t.Run("interface_in_test_file", func(t *testing.T) {
		t.Parallel()
		// An interface declared only in a _test.go, used by the package's
		// own code: without the tests, the package does not type-check.
		p := newPkg(t)
		p.write(source(`
type Service struct{ store Store }

func (s *Service) Load(id string) error { return s.store.Load(id) }
`, gluedUser))
		test := `package shop

type Store interface{ Load(id string) error }
`
		if err := os.WriteFile(filepath.Join(p.dir, "store_test.go"), []byte(test), 0o666); err != nil {
			t.Fatal(err)
		}
		mustHave(t, p.run(func(o *driver.Options) { o.Tests = false }), `prefix "USER" is glued to id`)
		// With the tests, the test variant type-checks and the package
		// does not: the finding once, and the error.
		mustHave(t, p.run(nil), `prefix "USER" is glued to id`)
	})

	t.Run("empty_file", func(t *testing.T) {
		t.Parallel()
		// An empty file (no package clause) beside the package's code,
		// and a package of only an empty file: the parse errors are said,
		// the rest is analysed, and nothing fails inside ddblint.
		p := newPkg(t)
		p.write(source("", gluedUser))
		for _, name := range []string{"empty.go", "stub/stub.go"} {
			path := filepath.Join(p.dir, name)
			if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, nil, 0o666); err != nil {
				t.Fatal(err)
			}
		}
		r := p.run(func(o *driver.Options) { o.Patterns = []string{"./..."} })
		if r.code != driver.ExitErrors || !strings.Contains(r.stderr, "empty.go:1:1: expected 'package'") || strings.Contains(r.stderr, "internal error") {
			t.Errorf("want exit code 1, the parse error and no internal error, got %s", r)
		}
		if lines := findingLines(r.stdout); len(lines) != 1 || !strings.Contains(lines[0], `prefix "USER" is glued to id`) {
			t.Errorf("want the package's finding, got %s", r)
		}
	})

	t.Run("missing_import", func(t *testing.T) {
		t.Parallel()
		// A file uses fmt, which another file of the package imports,
		// and aws, which none does (but the run lists it, a dependency of
		// the SDK), without importing them: it is read as if it did, and
		// says so. A name no listed package has
		// stays an error, and its key is not judged.
		p := newPkg(t)
		p.write(source("", `fmt.Sprintf("USER%s", id)`, `*aws.String("NAME" + name)`, `"ITEM" + nosuchpkg.Name(id)`))
		other := "package shop\n\nimport \"fmt\"\n\nfunc describe(id string) string { return fmt.Sprint(id) }\n"
		if err := os.WriteFile(filepath.Join(p.dir, "other.go"), []byte(other), 0o666); err != nil {
			t.Fatal(err)
		}
		r := p.run(nil)
		if r.code != driver.ExitErrors || !strings.Contains(r.stderr, `shop.go: uses "fmt", "github.com/aws/aws-sdk-go-v2/aws" without importing it; ddblint reads it as if it did`) || !strings.Contains(r.stderr, "undefined: nosuchpkg") {
			t.Errorf("want exit code 1, the imports assumed and the error left, got %s", r)
		}
		lines := findingLines(r.stdout)
		if len(lines) != 2 || !strings.Contains(lines[0], `prefix "USER" is glued to id`) || !strings.Contains(lines[1], `prefix "NAME" is glued to name`) {
			t.Errorf("want the two keys of the files' imports judged, got %s", r)
		}
	})
}

// TestImportCycle: packages that import each other are reported, and the
// run ends with the findings of the rest (each package of a cycle used to
// wait for the other, and the run never ended).
func TestImportCycle(t *testing.T) {
	t.Parallel()
	p := newPkg(t)
	p.write(source("", gluedUser))
	for name, other := range map[string]string{"ping": "pong", "pong": "ping"} {
		dir := filepath.Join(p.dir, name)
		if err := os.MkdirAll(dir, 0o777); err != nil {
			t.Fatal(err)
		}
		src := "package " + name + "\n\nimport _ \"shop/" + other + "\"\n"
		if err := os.WriteFile(filepath.Join(dir, name+".go"), []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	done := make(chan result, 1)
	go func() { done <- p.run(func(o *driver.Options) { o.Patterns = []string{"./..."} }) }()
	var r result
	select {
	case r = <-done:
	case <-time.After(5 * time.Minute):
		t.Fatal("the run did not end")
	}
	if r.code != driver.ExitErrors || !strings.Contains(r.stderr, "import cycle") {
		t.Errorf("want exit code 1 and the cycle reported, got %s", r)
	}
	if lines := findingLines(r.stdout); len(lines) != 1 || !strings.Contains(lines[0], `prefix "USER" is glued to id`) {
		t.Errorf("want the package's finding, got %s", r)
	}
}

func itoa(n int) string {
	return strconv.Itoa(n)
}
