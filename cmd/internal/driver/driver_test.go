package driver_test

// These tests run the driver in GOPATH mode on a package written to a
// temporary GOPATH entry, with the SDK stubs of testdata/src as a second
// entry: fast, and independent of the module cache. The end-to-end tests in
// cmd/ddblint run the same paths through the binary on a real module.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/ddblint/ddblint/cmd/internal/baseline"
	"github.com/ddblint/ddblint/cmd/internal/driver"
	"github.com/ddblint/ddblint/cmd/internal/sarif/schematest"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
	"github.com/ddblint/ddblint/rules"
	"github.com/ddblint/ddblint/rules/ddblint"
)

const header = `package shop

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)
`

// put is a PutItem whose partition key is expr.
func put(expr string) string {
	return fmt.Sprintf(`
func put%%d(ctx context.Context, c *dynamodb.Client, id, name string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: %s},
	}})
}
`, expr)
}

// source is a file of header then one put per key expression.
func source(above string, exprs ...string) string {
	var b strings.Builder
	b.WriteString(header)
	b.WriteString(above)
	for i, e := range exprs {
		fmt.Fprintf(&b, put(e), i)
	}
	return b.String()
}

// pkg is a package in a temporary GOPATH entry.
type pkg struct {
	t   *testing.T
	dir string // the package directory
	env []string
}

func newPkg(t *testing.T) *pkg {
	gopath := t.TempDir()
	dir := filepath.Join(gopath, "src", "shop")
	if err := os.MkdirAll(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(),
		"GO111MODULE=off", "GOFLAGS=", "GOWORK=off",
		"GOPATH="+gopath+string(os.PathListSeparator)+testutil.TestData(),
		driver.CacheEnv+"="+t.TempDir())
	return &pkg{t: t, dir: dir, env: env}
}

func (p *pkg) write(src string) {
	p.t.Helper()
	if err := os.WriteFile(filepath.Join(p.dir, "shop.go"), []byte(src), 0o666); err != nil {
		p.t.Fatal(err)
	}
}

type result struct {
	code           int
	stdout, stderr string
}

func (r result) String() string {
	return fmt.Sprintf("exit code %d\n--- stdout:\n%s--- stderr:\n%s", r.code, r.stdout, r.stderr)
}

// run runs the driver on the package; set fills in the options.
func (p *pkg) run(set func(*driver.Options)) result {
	var stdout, stderr bytes.Buffer
	opts := driver.Options{
		Analyzer: ddblint.Analyzer,
		Patterns: []string{"."},
		Tests:    true,
		Dir:      p.dir,
		Env:      p.env,
		Stdout:   &stdout,
		Stderr:   &stderr,
	}
	if set != nil {
		set(&opts)
	}
	code := driver.Run(opts)
	return result{code, stdout.String(), stderr.String()}
}

// at returns the 1-based line and byte column of the nth (0-based)
// occurrence of sub in src.
func at(t *testing.T, src, sub string, nth int) (line, col int) {
	t.Helper()
	off := 0
	for i := 0; ; i++ {
		j := strings.Index(src[off:], sub)
		if j < 0 {
			t.Fatalf("no occurrence %d of %q", nth, sub)
		}
		if i == nth {
			off += j
			break
		}
		off += j + len(sub)
	}
	before := src[:off]
	line = strings.Count(before, "\n") + 1
	return line, off - (strings.LastIndex(before, "\n") + 1) + 1
}

// checkPatch checks that git apply and patch -p1, run in dir, accept the
// patch -diff printed (without applying it).
func checkPatch(t *testing.T, dir, patch string) {
	t.Helper()
	for _, args := range [][]string{{"git", "apply", "--check", "-"}, {"patch", "-p1", "--dry-run", "--quiet"}} {
		if _, err := exec.LookPath(args[0]); err != nil {
			t.Logf("%s is not installed: not checking that it accepts the -diff patch", args[0])
			continue
		}
		cmd := exec.Command(args[0], args[1:]...)
		cmd.Dir = dir
		cmd.Stdin = strings.NewReader(patch)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s rejects the -diff patch: %v\n%s\n--- patch:\n%s", strings.Join(args, " "), err, out, patch)
		}
	}
}

// findingLines are the text findings of the output, in order.
func findingLines(out string) []string {
	return regexp.MustCompile(`(?m)^.*shop\.go:\d+:\d+: .*$`).FindAllString(out, -1)
}

const (
	gluedUser = `"USER" + id`
	gluedName = `"NAME" + name`
)

func TestTextAndExitCodes(t *testing.T) {
	t.Parallel()
	p := newPkg(t)
	src := source("", gluedUser)
	p.write(src)
	r := p.run(nil)
	if r.code != driver.ExitFindings {
		t.Errorf("want exit code 3, got %s", r)
	}
	// go vet's format, relative to the working directory, on stdout:
	// file:line:col: message.
	line, col := at(t, src, gluedUser, 0)
	want := regexp.MustCompile(fmt.Sprintf(`(?m)^shop\.go:%d:%d: prefix "USER" is glued to id .*\(keydelimiter\)$`, line, col))
	if !want.MatchString(r.stdout) || len(findingLines(r.stdout)) != 1 || r.stderr != "" {
		t.Errorf("want one line matching %s, got %s", want, r)
	}

	p.write(source("", `"USER#" + id`))
	if r := p.run(nil); r.code != driver.ExitClean || r.stderr != "" || r.stdout != "" {
		t.Errorf("clean package: want exit code 0 and no output, got %s", r)
	}
}

func TestSARIF(t *testing.T) {
	t.Parallel()
	p := newPkg(t)
	// Findings with fixes, and a directive without a reason (category
	// "ddblint") on a line with a non-ASCII key.
	src := source("", gluedUser, gluedName) + `
func other(ctx context.Context, c *dynamodb.Client, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ÜSER" + id}, //ddblint:ignore keydelimiter
	}})
}
`
	p.write(src)
	r := p.run(func(o *driver.Options) { o.SARIF = "-" })
	if r.code != driver.ExitFindings {
		t.Fatalf("want exit code 3, got %s", r)
	}
	if err := schematest.Validate([]byte(r.stdout)); err != nil {
		t.Fatalf("invalid SARIF: %v\n%s", err, r.stdout)
	}
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Name, InformationURI string
					Rules                []struct {
						ID                                string
						ShortDescription, FullDescription struct{ Text string }
						Help                              struct{ Text, Markdown string }
						HelpURI                           string
						DefaultConfiguration              struct {
							Enabled bool
							Level   string
						}
					}
				}
			}
			Invocations []struct {
				ExecutionSuccessful bool
				ExitCode            int
			}
			Results []struct {
				RuleID    string
				RuleIndex int
				Level     string
				Message   struct{ Text string }
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI, URIBaseID string }
						Region           struct{ StartLine, StartColumn, EndLine, EndColumn int }
					}
				}
				Fixes []struct {
					ArtifactChanges []struct {
						ArtifactLocation struct{ URI string }
						Replacements     []struct {
							DeletedRegion   struct{ StartLine, StartColumn, EndLine, EndColumn int }
							InsertedContent struct{ Text string }
						}
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &log); err != nil {
		t.Fatal(err)
	}
	if len(log.Runs) != 1 {
		t.Fatalf("want one run, got %d", len(log.Runs))
	}
	run := log.Runs[0]
	drv := run.Tool.Driver
	if drv.Name != "ddblint" || drv.InformationURI != ddblint.Analyzer.URL {
		t.Errorf("driver %q %q", drv.Name, drv.InformationURI)
	}

	// One rule per catalog rule, in order, then the directive category.
	all := rules.All()
	if len(drv.Rules) != len(all)+1 {
		t.Fatalf("want %d rules, got %d", len(all)+1, len(drv.Rules))
	}
	for i, rule := range all {
		d := drv.Rules[i]
		if d.ID != rule.Name() || d.ShortDescription.Text != rule.Title() || d.HelpURI != rule.Analyzer.URL ||
			d.DefaultConfiguration.Level != string(rule.Severity) || d.DefaultConfiguration.Enabled != rule.Default {
			t.Errorf("rule %d: %+v does not match catalog entry %s", i, d, rule.Name())
		}
		if d.FullDescription.Text == "" || !strings.Contains(d.Help.Text, d.FullDescription.Text[:20]) || d.Help.Markdown == "" {
			t.Errorf("rule %s: missing or inconsistent descriptions: %+v", rule.Name(), d)
		}
		if strings.Contains(d.Help.Markdown, "{#hdr-") {
			t.Errorf("rule %s: heading anchors in the Markdown help", rule.Name())
		}
	}
	if last := drv.Rules[len(all)]; last.ID != "ddblint" || last.DefaultConfiguration.Level != "warning" || last.HelpURI == "" {
		t.Errorf("directive rule: %+v", last)
	}

	if inv := run.Invocations; len(inv) != 1 || !inv[0].ExecutionSuccessful || inv[0].ExitCode != 3 {
		t.Errorf("invocations: %+v", inv)
	}

	byRule := map[string]int{}
	for _, res := range run.Results {
		byRule[res.RuleID]++
		if res.RuleIndex < 0 || res.RuleIndex >= len(drv.Rules) || drv.Rules[res.RuleIndex].ID != res.RuleID {
			t.Errorf("result %q: ruleIndex %d does not name its rule", res.RuleID, res.RuleIndex)
			continue
		}
		if res.Level != drv.Rules[res.RuleIndex].DefaultConfiguration.Level {
			t.Errorf("result %q: level %q", res.RuleID, res.Level)
		}
		loc := res.Locations[0].PhysicalLocation
		if loc.ArtifactLocation.URI != "shop.go" || loc.ArtifactLocation.URIBaseID != "%SRCROOT%" {
			t.Errorf("result %q: artifact %+v, want shop.go relative to %%SRCROOT%%", res.RuleID, loc.ArtifactLocation)
		}
	}
	if byRule["keydelimiter"] != 3 || byRule["ddblint"] != 1 {
		t.Errorf("want 3 keydelimiter and 1 ddblint results, got %v\n%s", byRule, r.stdout)
	}

	// The first result: "USER" + id, with a fix inserting "#" after "USER".
	line, col := at(t, src, gluedUser, 0)
	first := run.Results[0]
	if got := first.Locations[0].PhysicalLocation.Region; got.StartLine != line || got.StartColumn != col || got.EndLine != line || got.EndColumn != col+len(gluedUser) {
		t.Errorf("first region %+v, want %d:%d-%d:%d", got, line, col, line, col+len(gluedUser))
	}
	if len(first.Fixes) != 1 || len(first.Fixes[0].ArtifactChanges) != 1 {
		t.Fatalf("first result: want one fix with one change, got %+v", first.Fixes)
	}
	ch := first.Fixes[0].ArtifactChanges[0]
	if ch.ArtifactLocation.URI != "shop.go" || len(ch.Replacements) != 1 {
		t.Fatalf("fix: %+v", ch)
	}
	if rep := ch.Replacements[0]; rep.DeletedRegion.StartLine != line || rep.DeletedRegion.StartColumn != col+len(`"USER`) ||
		rep.DeletedRegion.EndColumn != col+len(`"USER`) || rep.InsertedContent.Text != "#" {
		t.Errorf("fix replacement %+v, want an insertion of # at %d:%d", rep, line, col+len(`"USER`))
	}
	// "ÜSER" + id: Ü is two bytes but one UTF-16 unit, so the region is 11
	// columns wide, not the 12 bytes go/token counts.
	line, col = at(t, src, `"ÜSER" + id`, 0)
	found := false
	for _, res := range run.Results {
		if res.RuleID == "keydelimiter" && strings.Contains(res.Message.Text, `"ÜSER"`) {
			found = true
			if got := res.Locations[0].PhysicalLocation.Region; got.StartLine != line || got.StartColumn != col || got.EndColumn != col+11 {
				t.Errorf(`"ÜSER" + id region %+v, want %d:%d-%d:%d in UTF-16 units`, got, line, col, line, col+11)
			}
		}
	}
	if !found {
		t.Errorf(`no result for "ÜSER" + id`)
	}

	// The text findings go to stderr when SARIF takes stdout.
	if n := len(findingLines(r.stderr)); n != 4 {
		t.Errorf("want 4 text findings on stderr, got %d:\n%s", n, r.stderr)
	}
}

// TestSARIFRelated: a key a helper builds wrongly is one result, at the
// helper, with its call sites as relatedLocations.
func TestSARIFRelated(t *testing.T) {
	t.Parallel()
	p := newPkg(t)
	src := header + `
func get(ctx context.Context, c *dynamodb.Client, id string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER" + id},
	}})
}

func callers(ctx context.Context, c *dynamodb.Client, a, b string) {
	get(ctx, c, a)
	get(ctx, c, b)
}
`
	p.write(src)
	r := p.run(func(o *driver.Options) { o.SARIF = "-" })
	if err := schematest.Validate([]byte(r.stdout)); err != nil {
		t.Fatalf("invalid SARIF: %v\n%s", err, r.stdout)
	}
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID           string
				RelatedLocations []struct {
					ID               int
					Message          struct{ Text string }
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine int }
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &log); err != nil {
		t.Fatal(err)
	}
	res := log.Runs[0].Results
	if len(res) != 1 || res[0].RuleID != "keydelimiter" {
		t.Fatalf("want one keydelimiter result, got %+v\n%s", res, r)
	}
	var lines []int
	for _, rel := range res[0].RelatedLocations {
		if rel.PhysicalLocation.ArtifactLocation.URI != "shop.go" || !strings.HasPrefix(rel.Message.Text, "called here") {
			t.Errorf("related location %+v", rel)
		}
		lines = append(lines, rel.PhysicalLocation.Region.StartLine)
	}
	first, _ := at(t, src, "get(ctx, c, a)", 0)
	if len(lines) != 2 || lines[0] != first || lines[1] != first+1 {
		t.Errorf("related lines %v, want the two calls at %d and %d", lines, first, first+1)
	}

	// As text: one line an errorformat parser (%f:%l:%c: %m) or a problem
	// matcher reads as a finding, and the call sites indented under it.
	r = p.run(nil)
	findingRe := regexp.MustCompile(`(?m)^[^\s:]+:\d+:\d+: `)
	relatedRe := regexp.MustCompile(`(?m)^    related: shop\.go:(\d+):\d+: called here`)
	if n := len(findingRe.FindAllString(r.stdout, -1)); n != 1 {
		t.Errorf("text: want 1 line that parsers read as a finding, got %d:\n%s", n, r)
	}
	rel := relatedRe.FindAllStringSubmatch(r.stdout, -1)
	if len(rel) != 2 || rel[0][1] != strconv.Itoa(first) || rel[1][1] != strconv.Itoa(first+1) {
		t.Errorf("text: want the two calls as \"    related: shop.go:LINE:COL: called here…\" lines, got:\n%s", r)
	}
}

func TestSARIFFile(t *testing.T) {
	t.Parallel()
	p := newPkg(t)
	p.write(source("", `"USER#" + id`))
	file := filepath.Join(t.TempDir(), "out.sarif")
	r := p.run(func(o *driver.Options) { o.SARIF = file })
	if r.code != driver.ExitClean || r.stdout != "" || r.stderr != "" {
		t.Errorf("want exit code 0 and no output, got %s", r)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := schematest.Validate(data); err != nil {
		t.Errorf("invalid SARIF: %v", err)
	}
	if !bytes.Contains(data, []byte(`"results": []`)) {
		t.Errorf("a clean run should have an empty results list:\n%s", data)
	}

	r = p.run(func(o *driver.Options) { o.SARIF = filepath.Join(t.TempDir(), "no", "such", "dir", "x.sarif") })
	if r.code != driver.ExitErrors || !strings.Contains(r.stderr, "writing SARIF") {
		t.Errorf("unwritable SARIF file: want exit code 1 and an error, got %s", r)
	}
}

// TestSARIFRoot: -sarif-root makes the file URIs relative to a directory
// above the module (the repository's root, for code scanning); a file
// outside it keeps an absolute URI; without -sarif it is a usage error.
func TestSARIFRoot(t *testing.T) {
	t.Parallel()
	p := newPkg(t)
	p.write(source("", `"USER" + id`))
	uris := func(set func(*driver.Options)) []string {
		t.Helper()
		r := p.run(func(o *driver.Options) { o.SARIF = "-"; set(o) })
		if err := schematest.Validate([]byte(r.stdout)); err != nil {
			t.Fatalf("invalid SARIF: %v\n%s", err, r)
		}
		var log struct {
			Runs []struct {
				Results []struct {
					Locations []struct {
						PhysicalLocation struct {
							ArtifactLocation struct{ URI, URIBaseID string }
						}
					}
				}
			}
		}
		if err := json.Unmarshal([]byte(r.stdout), &log); err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, res := range log.Runs[0].Results {
			for _, l := range res.Locations {
				out = append(out, l.PhysicalLocation.ArtifactLocation.URIBaseID+" "+l.PhysicalLocation.ArtifactLocation.URI)
			}
		}
		return out
	}
	if got := uris(func(*driver.Options) {}); len(got) != 1 || got[0] != "%SRCROOT% shop.go" {
		t.Errorf("without -sarif-root: URIs %q, want %%SRCROOT%% shop.go", got)
	}
	repo := filepath.Dir(filepath.Dir(p.dir)) // the GOPATH entry holding src/shop
	if got := uris(func(o *driver.Options) { o.SARIFRoot = repo }); len(got) != 1 || got[0] != "%SRCROOT% src/shop/shop.go" {
		t.Errorf("-sarif-root above the package: URIs %q, want %%SRCROOT%% src/shop/shop.go", got)
	}
	if got := uris(func(o *driver.Options) { o.SARIFRoot = t.TempDir() }); len(got) != 1 || !strings.HasPrefix(got[0], " file:///") {
		t.Errorf("-sarif-root elsewhere: URIs %q, want an absolute file URI without a base", got)
	}

	var stdout, stderr bytes.Buffer
	code := driver.Main(ddblint.Analyzer, []string{"-sarif-root=.", "./..."}, &stdout, &stderr)
	if code != driver.ExitUsage || !strings.Contains(stderr.String(), "give -sarif too") {
		t.Errorf("-sarif-root without -sarif: exit %d, stderr %q; want a usage error", code, stderr.String())
	}
}

func TestErrors(t *testing.T) {
	t.Parallel()
	p := newPkg(t)
	p.write(header + `
func broken(id string) types.AttributeValue {
	var n int = "USER#" + id
	return n
}
var _ = context.Background
var _ *dynamodb.Client
`)
	r := p.run(func(o *driver.Options) { o.SARIF = "-" })
	if r.code != driver.ExitErrors || !regexp.MustCompile(`shop\.go:\d+:\d+: cannot use`).MatchString(r.stderr) {
		t.Errorf("type error: want exit code 1 and the error, got %s", r)
	}
	if err := schematest.Validate([]byte(r.stdout)); err != nil {
		t.Fatalf("invalid SARIF: %v\n%s", err, r.stdout)
	}
	var log struct {
		Runs []struct {
			Invocations []struct {
				ExecutionSuccessful        bool
				ToolExecutionNotifications []struct{ Message struct{ Text string } }
			}
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &log); err != nil {
		t.Fatal(err)
	}
	inv := log.Runs[0].Invocations[0]
	if inv.ExecutionSuccessful || len(inv.ToolExecutionNotifications) == 0 ||
		!strings.Contains(inv.ToolExecutionNotifications[0].Message.Text, "cannot use") {
		t.Errorf("SARIF invocation of a failed run: %+v", inv)
	}

	// No baseline is written from an incomplete analysis.
	file := filepath.Join(t.TempDir(), baseline.DefaultFile)
	r = p.run(func(o *driver.Options) { o.WriteBaseline = file })
	if r.code != driver.ExitErrors || !strings.Contains(r.stderr, "not writing baseline") {
		t.Errorf("-write-baseline on a broken package: want exit code 1, got %s", r)
	}
	if _, err := os.Stat(file); err == nil {
		t.Error("a baseline was written for a broken package")
	}

	r = p.run(func(o *driver.Options) { o.Patterns = []string{"./nosuchdir/..."} })
	if r.code != driver.ExitErrors {
		t.Errorf("no packages: want exit code 1, got %s", r)
	}
}

func TestBaseline(t *testing.T) {
	t.Parallel()
	p := newPkg(t)
	file := filepath.Join(t.TempDir(), baseline.DefaultFile)
	withBaseline := func(o *driver.Options) { o.Baseline = file }

	// Two findings of one mistake (counted), and one other.
	p.write(source("", gluedUser, gluedUser, gluedName))
	r := p.run(func(o *driver.Options) { o.WriteBaseline = file })
	if r.code != driver.ExitClean || len(findingLines(r.stdout+r.stderr)) != 0 || !strings.Contains(r.stderr, "wrote 3 finding(s)") {
		t.Fatalf("-write-baseline: want exit code 0, no findings printed, got %s", r)
	}
	b, err := baseline.Read(file)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Findings) != 2 || b.Findings[0].File != "shop.go" || b.Findings[1].Count != 2 {
		t.Errorf("baseline %+v: want 2 entries for shop.go, one with count 2", b.Findings)
	}
	if r := p.run(withBaseline); r.code != driver.ExitClean || r.stderr+r.stdout != "" {
		t.Errorf("unchanged code: want exit code 0 and no output, got %s", r)
	}

	// Lines inserted above move every finding: still accepted.
	shifted := "\n\n// A comment that moves the code down.\n\nconst unrelated = 1\n"
	p.write(source(shifted, gluedUser, gluedUser, gluedName))
	if r := p.run(withBaseline); r.code != driver.ExitClean || r.stderr+r.stdout != "" {
		t.Errorf("shifted lines: want exit code 0 and no output, got %s", r)
	}

	// A new bad key: only it is reported.
	p.write(source(shifted, gluedUser, gluedUser, gluedName, `"ORDER" + id`))
	r = p.run(withBaseline)
	if lines := findingLines(r.stdout); r.code != driver.ExitFindings || len(lines) != 1 || !strings.Contains(lines[0], `prefix "ORDER"`) {
		t.Errorf("new key: want exit code 3 and only the ORDER finding, got %s", r)
	}

	// A third copy of an accepted mistake is new too.
	p.write(source(shifted, gluedUser, gluedUser, gluedName, gluedUser))
	r = p.run(withBaseline)
	if lines := findingLines(r.stdout); r.code != driver.ExitFindings || len(lines) != 1 || !strings.Contains(lines[0], `prefix "USER"`) {
		t.Errorf("third duplicate: want exit code 3 and one USER finding, got %s", r)
	}

	// Editing a baselined key so that its message changes reports it; the
	// entry it replaced is now stale.
	p.write(source(shifted, gluedUser, gluedUser, `"NAME" + id`))
	r = p.run(withBaseline)
	if lines := findingLines(r.stdout); r.code != driver.ExitFindings || len(lines) != 1 || !strings.Contains(lines[0], `prefix "NAME" is glued to id`) {
		t.Errorf("edited key: want exit code 3 and the edited finding, got %s", r)
	}
	if !strings.Contains(r.stderr, "1 finding(s) in baseline") {
		t.Errorf("want a note about the stale entry, got %s", r)
	}

	// SARIF with a baseline has only the new findings.
	r = p.run(func(o *driver.Options) { withBaseline(o); o.SARIF = "-" })
	if n := strings.Count(r.stdout, `"ruleId"`); n != 1 {
		t.Errorf("SARIF with a baseline: want 1 result, got %d", n)
	}

	// A broken baseline file is an error, not "everything is new".
	if err := os.WriteFile(file, []byte(`{"version": 1, "findigns": []}`), 0o666); err != nil {
		t.Fatal(err)
	}
	if r := p.run(withBaseline); r.code != driver.ExitErrors || !strings.Contains(r.stderr, "findigns") {
		t.Errorf("bad baseline file: want exit code 1 naming the problem, got %s", r)
	}
	if r := p.run(func(o *driver.Options) { o.Baseline = file + ".missing" }); r.code != driver.ExitErrors {
		t.Errorf("missing baseline file: want exit code 1, got %s", r)
	}
}

// TestFix: -fix applies the fixes it can, prints the findings left and
// exits 3 while any remain; -diff writes nothing; a symbolic link out of
// the package's tree is not written through.
func TestFix(t *testing.T) {
	t.Parallel()
	const dated = `time.Now().Format("2006-01-02")` // pktimestamp: no fix
	withTime := func(src string) string {
		return strings.Replace(src, "\t\"context\"\n", "\t\"context\"\n\t\"time\"\n", 1)
	}
	fix := func(o *driver.Options) { o.Fix = true }
	read := func(t *testing.T, path string) string {
		t.Helper()
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}

	p := newPkg(t)
	shop := filepath.Join(p.dir, "shop.go")
	p.write(withTime(source("", gluedUser, dated)))
	r := p.run(fix)
	lines := findingLines(r.stdout)
	if r.code != driver.ExitFindings || len(lines) != 1 || !strings.Contains(lines[0], "(pktimestamp)") {
		t.Errorf("-fix with an unfixable finding: want exit code 3 and only the pktimestamp finding, got %s", r)
	}
	if got := read(t, shop); !strings.Contains(got, `"USER#" + id`) || !strings.Contains(got, dated) {
		t.Errorf("-fix: want the USER prefix fixed and the rest unchanged, got:\n%s", got)
	}

	p.write(source("", gluedUser, gluedName))
	if r := p.run(fix); r.code != driver.ExitClean || r.stdout+r.stderr != "" {
		t.Errorf("-fix fixing everything: want exit code 0 and no output, got %s", r)
	}
	if got := read(t, shop); strings.Contains(got, gluedUser) || strings.Contains(got, gluedName) {
		t.Errorf("-fix left a glued prefix:\n%s", got)
	}
	if r := p.run(nil); r.code != driver.ExitClean {
		t.Errorf("after -fix: want a clean run, got %s", r)
	}

	src := source("", gluedUser)
	p.write(src)
	r = p.run(func(o *driver.Options) { o.Diff = true })
	if got := read(t, shop); got != src {
		t.Errorf("-diff changed the file")
	}
	if r.code != driver.ExitFindings || !strings.HasPrefix(r.stdout, "--- a/shop.go\n+++ b/shop.go\n") ||
		!strings.Contains(r.stdout, `+		"PK": &types.AttributeValueMemberS{Value: "USER#" + id},`) {
		t.Errorf("-diff: want exit code 3 and a unified diff with git's a/ b/ headers, got %s", r)
	}
	checkPatch(t, p.dir, r.stdout)

	// What -diff cannot fix goes to stderr: stdout is the patch alone.
	p.write(withTime(source("", gluedUser, dated)))
	r = p.run(func(o *driver.Options) { o.Diff = true })
	if r.code != driver.ExitFindings || !strings.HasPrefix(r.stdout, "--- a/shop.go\n") || len(findingLines(r.stdout)) != 0 ||
		len(findingLines(r.stderr)) != 1 || !strings.Contains(r.stderr, "(pktimestamp)") {
		t.Errorf("-diff with an unfixable finding: want the patch on stdout and the pktimestamp finding on stderr, got %s", r)
	}
	checkPatch(t, p.dir, r.stdout)
	p.write(src)

	// shop.go a link to a file elsewhere: refused, and the target is intact.
	outside := filepath.Join(t.TempDir(), "elsewhere.go")
	if err := os.WriteFile(outside, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(shop); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, shop); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	r = p.run(fix)
	if r.code != driver.ExitFindings || len(findingLines(r.stdout)) != 1 || !strings.Contains(r.stderr, "symbolic link") {
		t.Errorf("-fix through a link out of the tree: want exit code 3, the finding and why, got %s", r)
	}
	if got := read(t, outside); got != src {
		t.Errorf("-fix wrote through a link out of the tree")
	}

	// A link inside the tree is followed, and stays a link.
	inside := filepath.Join(p.dir, "real", "shop.go.txt")
	if err := os.MkdirAll(filepath.Dir(inside), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(inside, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(shop); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(inside, shop); err != nil {
		t.Fatal(err)
	}
	if r := p.run(fix); r.code != driver.ExitClean {
		t.Errorf("-fix through a link inside the tree: want exit code 0, got %s", r)
	}
	if got := read(t, inside); !strings.Contains(got, `"USER#" + id`) {
		t.Errorf("-fix did not fix the link's target")
	}
	if fi, err := os.Lstat(shop); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("-fix replaced the link: %v", err)
	}
}

// TestOutputsNeverClobber: an output path that is a Go file, go.mod, an
// input of the run or the other output is refused before anything is
// written (issue 10, item 4).
func TestOutputsNeverClobber(t *testing.T) {
	t.Parallel()
	p := newPkg(t)
	src := source("", gluedUser)
	p.write(src)
	shop := filepath.Join(p.dir, "shop.go")
	gomod := filepath.Join(p.dir, "go.mod")
	cfg := filepath.Join(p.dir, ".ddblint.yml")
	base := filepath.Join(p.dir, "base.json")
	for path, content := range map[string]string{gomod: "module shop\n", cfg: "separator: \"#\"\n", base: "keep me"} {
		if err := os.WriteFile(path, []byte(content), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name string
		set  func(*driver.Options)
		want string
	}{
		{"baseline over go.mod", func(o *driver.Options) { o.WriteBaseline = gomod }, "refusing to overwrite go.mod"},
		{"sarif over a Go file", func(o *driver.Options) { o.SARIF = shop }, "Go source file"},
		{"sarif over the config", func(o *driver.Options) { o.SARIF = cfg }, "config file"},
		{"sarif over the baseline read", func(o *driver.Options) { o.Baseline = base; o.SARIF = base }, "the same file as -baseline"},
		{"sarif over the baseline written", func(o *driver.Options) {
			o.WriteBaseline = base
			o.SARIF = filepath.Join(p.dir, ".", "base.json")
		}, "name the same file"},
		{"a directory", func(o *driver.Options) { o.SARIF = p.dir }, "is a directory"},
	} {
		r := p.run(tc.set)
		if r.code != driver.ExitUsage || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%s: want exit code 2 and %q, got %s", tc.name, tc.want, r)
		}
	}
	for path, want := range map[string]string{shop: src, gomod: "module shop\n", cfg: "separator: \"#\"\n", base: "keep me"} {
		if data, err := os.ReadFile(path); err != nil || string(data) != want {
			t.Errorf("%s was changed: %q, %v", path, data, err)
		}
	}
}

// TestOutputsAtomic: an output replaces the old file whole and leaves no
// temporary file behind.
func TestOutputsAtomic(t *testing.T) {
	t.Parallel()
	p := newPkg(t)
	p.write(source("", gluedUser))
	out := t.TempDir()
	file := filepath.Join(out, "out.sarif")
	if err := os.WriteFile(file, []byte(strings.Repeat("old ", 100000)), 0o640); err != nil {
		t.Fatal(err)
	}
	if r := p.run(func(o *driver.Options) { o.SARIF = file }); r.code != driver.ExitFindings {
		t.Fatalf("want exit code 3, got %s", r)
	}
	data, err := os.ReadFile(file)
	if err != nil || schematest.Validate(data) != nil {
		t.Errorf("the SARIF file is not a valid log: %v", err)
	}
	entries, err := os.ReadDir(out)
	if err != nil || len(entries) != 1 {
		t.Errorf("want only out.sarif in the directory, got %v (%v)", entries, err)
	}
	if fi, err := os.Stat(file); err != nil || fi.Mode().Perm() != 0o640 {
		t.Errorf("the file's mode was not kept: %v", fi.Mode())
	}
}

// analyzeOK runs the analysis of opts and fails the test on an error, a
// package error or a failed analysis.
func analyzeOK(t *testing.T, opts driver.Options) *driver.Result {
	t.Helper()
	res, err := driver.Analyze(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Errors) > 0 || res.Failed {
		t.Fatalf("errors: %q (failed: %t)", res.Errors, res.Failed)
	}
	return res
}
