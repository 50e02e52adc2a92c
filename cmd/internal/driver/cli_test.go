package driver_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ddblint/ddblint/cmd/internal/driver"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
	"github.com/ddblint/ddblint/rules"
	"github.com/ddblint/ddblint/rules/ddblint"
)

// runMain runs the command's Main without packages to load.
func runMain(args ...string) (code int, stdout, stderr string) {
	var out, errs bytes.Buffer
	code = driver.Main(ddblint.Analyzer, args, &out, &errs)
	return code, out.String(), errs.String()
}

// TestList: -list shows every rule with its default and its catalog
// severity, the one golangci-lint users grade findings by
// (docs/golangci-lint.md points here).
func TestList(t *testing.T) {
	code, out, _ := runMain("-list")
	if code != driver.ExitClean {
		t.Fatalf("-list: exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if !regexp.MustCompile(`^RULE +DEFAULT +SEVERITY +TITLE$`).MatchString(lines[0]) {
		t.Errorf("-list header = %q, want RULE DEFAULT SEVERITY TITLE", lines[0])
	}
	if len(lines) != len(rules.All())+1 {
		t.Errorf("-list: %d lines, want a header and %d rules:\n%s", len(lines), len(rules.All()), out)
	}
	for _, r := range rules.All() {
		on := "on"
		if !r.Default {
			on = "off"
		}
		want := regexp.MustCompile(`(?m)^` + r.Name() + ` +` + on + ` +` + string(r.Severity) + ` +` + regexp.QuoteMeta(r.Title()) + `$`)
		if !want.MatchString(out) {
			t.Errorf("-list has no line matching %s:\n%s", want, out)
		}
	}
}

// TestExplainUnknown: -explain of a name that is no rule is a usage error,
// exit code 2, as README's table of exit codes says.
func TestExplainUnknown(t *testing.T) {
	for arg, hint := range map[string]string{
		"nosuch":       "-list lists them",
		"sortkeyordr":  `did you mean "sortkeyorder"?`,
		"keydelimiter": "",
	} {
		code, out, errs := runMain("-explain", arg)
		if hint == "" {
			if code != driver.ExitClean || !strings.HasPrefix(out, arg+": ") {
				t.Errorf("-explain %s: exit %d, stdout %q; want the rule's documentation", arg, code, out)
			}
			continue
		}
		if code != driver.ExitUsage || out != "" || !strings.Contains(errs, `unknown rule "`+arg+`"`) || !strings.Contains(errs, hint) {
			t.Errorf("-explain %s: exit %d, stdout %q, stderr %q; want exit 2 and %q", arg, code, out, errs, hint)
		}
	}

	// README's exit codes agree.
	readme, err := os.ReadFile(filepath.Join(testutil.Root(), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile("(?m)^\\| 2 \\|.*`-explain`.*$")
	if !row.Match(readme) {
		t.Errorf("README.md: the row of exit code 2 does not name -explain of an unknown rule (want a line matching %s)", row)
	}
}
