package main

// End-to-end tests of the ddblint command: they build the binary and run it,
// as a user would, on the module in testdata/e2e, which requires the real
// aws-sdk-go-v2 (not the stubs the analyzer tests use) with a committed
// go.sum. They check what unit tests cannot: exit codes, the text and JSON
// output, -fix -diff, go vet -vettool, and that load, type and config errors
// come out as messages rather than panics.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ddblint/ddblint/cmd/internal/sarif/schematest"
)

// e2eDir is the test module, relative to this package.
const e2eDir = "../../testdata/e2e"

// runTimeout bounds one run of the binary (or of go vet).
const runTimeout = 5 * time.Minute

var (
	buildOnce sync.Once
	binDir    string // temporary directory holding the binary
	binPath   string
	buildErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		if err := os.RemoveAll(binDir); err != nil {
			fmt.Fprintf(os.Stderr, "removing the test binary: %v\n", err)
		}
	}
	os.Exit(code)
}

// ddblintBinary builds the command once for every test that needs it. It
// skips the test under -short: building and loading the real SDK takes
// seconds.
func ddblintBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("skipping end-to-end CLI test in -short mode: it builds the ddblint binary and loads the real aws-sdk-go-v2")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skipf("skipping end-to-end CLI test: no go command: %v", err)
	}
	buildOnce.Do(func() {
		binDir, buildErr = os.MkdirTemp("", "ddblint-e2e-")
		if buildErr != nil {
			return
		}
		name := "ddblint"
		if runtime.GOOS == "windows" {
			name += ".exe"
		}
		binPath = filepath.Join(binDir, name)
		start := time.Now()
		out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build -o %s .: %w\n%s", binPath, err, out)
			return
		}
		fmt.Fprintf(os.Stderr, "built ddblint in %v\n", time.Since(start).Round(time.Millisecond))
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// result is the outcome of one command.
type result struct {
	code           int
	stdout, stderr string
}

func (r result) output() string { return r.stdout + r.stderr }

func (r result) String() string {
	return fmt.Sprintf("exit code %d\n--- stdout:\n%s--- stderr:\n%s", r.code, r.stdout, r.stderr)
}

// run runs name with args in dir, with the workspace off so the test module
// is resolved from its own go.mod and committed go.sum.
func run(t *testing.T, dir, name string, args ...string) result {
	t.Helper()
	return runEnv(t, nil, dir, name, args...)
}

// noCrash fails if the output shows a panic or a goroutine dump.
func noCrash(t *testing.T, r result) {
	t.Helper()
	if m := crashed.FindString(r.output()); m != "" {
		t.Errorf("output shows a crash (%q):\n%s", m, r)
	}
}

// crashed matches what the Go runtime prints when a program crashes: a
// panic, a fatal error (a deadlock, a map written concurrently), the stack
// of a goroutine. The words alone are no crash: the rules' docs, which
// -sarif prints, may mention a panic.
var crashed = regexp.MustCompile(`(?m)^(panic: |fatal error: )|goroutine \d+ \[`)

// findingPos returns the line and column of `"USER" + id` in bad/bad.go, so
// the expected position follows the file.
func findingPos(t *testing.T, dir string) (line, col int) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(dir, "bad", "bad.go"))
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(src), "\n") {
		if c := strings.Index(l, `"USER" + id`); c >= 0 {
			return i + 1, c + 1 // go/token columns are 1-based bytes
		}
	}
	t.Fatal(`bad/bad.go has no "USER" + id`)
	return 0, 0
}

func TestCLI(t *testing.T) {
	bin := ddblintBinary(t)
	dir, err := filepath.Abs(e2eDir)
	if err != nil {
		t.Fatal(err)
	}
	line, col := findingPos(t, dir)
	pos := fmt.Sprintf(`bad[/\\]bad\.go:%d:%d`, line, col)
	finding := regexp.MustCompile(`(?m)^(.*[/\\])?` + pos + `: prefix "USER" is glued .*\(keydelimiter\)$`)

	// timed runs a subtest and logs how long it took.
	timed := func(name string, f func(t *testing.T)) {
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			defer func() { t.Logf("%s took %v", name, time.Since(start).Round(time.Millisecond)) }()
			f(t)
		})
	}

	timed("text", func(t *testing.T) {
		r := run(t, dir, bin, "./bad/")
		if r.code != 3 {
			t.Errorf("want exit code 3 (findings), got:\n%s", r)
		}
		if !finding.MatchString(r.output()) {
			t.Errorf("want a line matching %s, got:\n%s", finding, r)
		}
		noCrash(t, r)
	})

	timed("json", func(t *testing.T) {
		r := run(t, dir, bin, "-json", "./bad/")
		if r.code != 3 { // the same exit codes whatever the output
			t.Errorf("want exit code 3 with -json, got:\n%s", r)
		}
		// {"<package>": {"<analyzer>": [diagnostics] or {"error": …}}}
		var tree map[string]map[string]json.RawMessage
		if err := json.Unmarshal([]byte(r.stdout), &tree); err != nil {
			t.Fatalf("stdout is not JSON: %v\n%s", err, r)
		}
		posn := regexp.MustCompile(pos + `$`)
		found := false
		for pkg, byAnalyzer := range tree {
			for analyzer, raw := range byAnalyzer {
				var diags []struct {
					Category string `json:"category"`
					Posn     string `json:"posn"`
					Message  string `json:"message"`
				}
				if err := json.Unmarshal(raw, &diags); err != nil {
					t.Errorf("%s: %s: not a list of diagnostics: %s", pkg, analyzer, raw)
					continue
				}
				for _, d := range diags {
					if d.Category == "keydelimiter" && posn.MatchString(d.Posn) && strings.Contains(d.Message, `prefix "USER" is glued`) {
						found = true
					}
				}
			}
		}
		if !found {
			t.Errorf(`want a diagnostic with category "keydelimiter" at %s, got:\n%s`, pos, r.stdout)
		}
	})

	timed("clean", func(t *testing.T) {
		r := run(t, dir, bin, "./clean/")
		if r.code != 0 || r.output() != "" {
			t.Errorf("want exit code 0 and no output, got:\n%s", r)
		}
	})

	timed("type_error", func(t *testing.T) {
		r := run(t, dir, bin, "./broken/")
		if r.code != 1 {
			t.Errorf("want exit code 1 (errors), got:\n%s", r)
		}
		typeErr := regexp.MustCompile(`broken[/\\]broken\.go:\d+:\d+: cannot use`)
		if !typeErr.MatchString(r.output()) {
			t.Errorf("want the type error with its position, got:\n%s", r)
		}
		noCrash(t, r)
	})

	// A dependency that cannot be loaded (a module the proxy refuses):
	// the package is analysed without what uses it (issue 28).
	timed("missing_import", func(t *testing.T) {
		mod := copyModule(t, dir, "go.mod", "go.sum")
		writeFiles(t, mod, map[string]string{"gone/gone.go": `package gone

import (
	"context"

	"example.com/nosuch/thing"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func put(ctx context.Context, c *dynamodb.Client, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER" + id},
	}})
}

func putOrder(ctx context.Context, c *dynamodb.Client) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ORDER" + thing.ID()},
	}})
}
`})
		r := runEnv(t, []string{"GOPROXY=off"}, mod, bin, "./gone/")
		if r.code != 1 || !strings.Contains(r.stderr, "example.com/nosuch/thing") {
			t.Errorf("want exit code 1 and the missing package named, got:\n%s", r)
		}
		if !regexp.MustCompile(`(?m)^gone[/\\]gone\.go:\d+:\d+: prefix "USER" is glued to id .*\(keydelimiter\)$`).MatchString(r.stdout) ||
			strings.Contains(r.stdout, "ORDER") {
			t.Errorf("want the USER finding and none about the key built from the missing package, got:\n%s", r)
		}
		noCrash(t, r)
	})

	// A module of the same repository that go.mod does not tie in (its
	// go.work is not committed) and no proxy serves: read from its folder,
	// as go.work would, and said so; the user's go.mod is left as it was.
	timed("sibling_module", func(t *testing.T) {
		repo := t.TempDir()
		app := filepath.Join(repo, "app")
		mod := copyModule(t, dir, "go.mod", "go.sum")
		if err := os.Rename(mod, app); err != nil {
			t.Fatal(err)
		}
		gomod, err := os.ReadFile(filepath.Join(app, "go.mod"))
		if err != nil {
			t.Fatal(err)
		}
		writeFiles(t, repo, map[string]string{
			".git/HEAD":         "ref: refs/heads/main\n",
			"shared/go.mod":     "module example.com/shared\n\ngo 1.22\n",
			"shared/ids/ids.go": "package ids\n\n// ID is an order's id.\ntype ID string\n",
			"app/sib/sib.go": `package sib

import (
	"context"

	"example.com/shared/ids"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func put(ctx context.Context, c *dynamodb.Client, id ids.ID) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ORDER" + string(id)},
	}})
}
`})
		r := runEnv(t, []string{"GOPROXY=off", "GOFLAGS=-mod=mod"}, app, bin, "./sib/")
		if r.code != 3 || !regexp.MustCompile(`(?m)^sib[/\\]sib\.go:\d+:\d+: prefix "ORDER" is glued to .*\(keydelimiter\)$`).MatchString(r.stdout) {
			t.Errorf("want exit code 3 and the ORDER finding, got:\n%s", r)
		}
		if !strings.Contains(r.stderr, "example.com/shared could not be downloaded; it is the module in ../shared of this repository") {
			t.Errorf("want a note on the module read from its folder, got:\n%s", r)
		}
		if after, err := os.ReadFile(filepath.Join(app, "go.mod")); err != nil || string(after) != string(gomod) {
			t.Errorf("go.mod was written:\n%s", after)
		}
		noCrash(t, r)
	})

	timed("unknown_rule", func(t *testing.T) {
		r := run(t, dir, bin, "-enable=nosuchrule", "./clean/")
		if r.code != 1 {
			t.Errorf("want exit code 1, got:\n%s", r)
		}
		if !strings.Contains(r.output(), `unknown rule "nosuchrule"`) {
			t.Errorf(`want an error naming unknown rule "nosuchrule", got:\n%s`, r)
		}
		noCrash(t, r)
	})

	// A misspelt option in the config file is an error that names the file
	// and the line, whether the file is given with -config or found next
	// to go.mod.
	const badConfig = "separator: \"#\"\nsepparator: \"|\"\n"
	configErr := regexp.MustCompile(`\.ddblint\.yml:2: .*"sepparator"`)

	timed("config_flag", func(t *testing.T) {
		file := filepath.Join(t.TempDir(), ".ddblint.yml")
		if err := os.WriteFile(file, []byte(badConfig), 0o666); err != nil {
			t.Fatal(err)
		}
		r := run(t, dir, bin, "-config="+file, "./clean/")
		if r.code != 1 {
			t.Errorf("want exit code 1, got:\n%s", r)
		}
		if !configErr.MatchString(r.output()) {
			t.Errorf("want an error matching %s, got:\n%s", configErr, r)
		}
		if n := len(configErr.FindAllString(r.output(), -1)); n != 1 {
			t.Errorf("want the config error once, got it %d times:\n%s", n, r)
		}
		noCrash(t, r)
	})

	timed("config_file", func(t *testing.T) {
		// A copy of the module with a config file at its root.
		mod := t.TempDir()
		for _, f := range []string{"go.mod", "go.sum", filepath.Join("clean", "clean.go")} {
			src, err := os.ReadFile(filepath.Join(dir, f))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.MkdirAll(filepath.Dir(filepath.Join(mod, f)), 0o777); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(mod, f), src, 0o666); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.WriteFile(filepath.Join(mod, ".ddblint.yml"), []byte(badConfig), 0o666); err != nil {
			t.Fatal(err)
		}
		r := run(t, mod, bin, "./clean/")
		if r.code != 1 {
			t.Errorf("want exit code 1, got:\n%s", r)
		}
		if !configErr.MatchString(r.output()) {
			t.Errorf("want an error matching %s, got:\n%s", configErr, r)
		}
		noCrash(t, r)
	})

	timed("fix_diff", func(t *testing.T) {
		file := filepath.Join(dir, "bad", "bad.go")
		before, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		r := run(t, dir, bin, "-diff", "./bad/")
		if after, err := os.ReadFile(file); err != nil || !bytes.Equal(before, after) {
			restored := "restored"
			if werr := os.WriteFile(file, before, 0o666); werr != nil {
				restored = fmt.Sprintf("not restored: %v", werr)
			}
			t.Fatalf("-diff modified %s (%s): %v", file, restored, err)
		}
		if r.code != 3 { // nothing was fixed
			t.Errorf("want exit code 3, got:\n%s", r)
		}
		for _, re := range []*regexp.Regexp{
			regexp.MustCompile(`(?m)^--- a/.*bad\.go$`),
			regexp.MustCompile(`(?m)^\+\+\+ b/.*bad\.go$`),
			regexp.MustCompile(`(?m)^-.*Value: "USER" \+ id\}`),
			regexp.MustCompile(`(?m)^\+.*Value: "USER#" \+ id\}`),
		} {
			if !re.MatchString(r.stdout) {
				t.Errorf("want the unified diff to match %s, got:\n%s", re, r)
			}
		}
	})

	timed("std", func(t *testing.T) {
		// The whole standard library: it builds no keys, and it must load
		// and analyse cleanly — cgo, assembly, generated and huge files
		// included (facts make the engine visit every package). About 20 s
		// on 2 cores.
		r := run(t, dir, bin, "std")
		if r.code != 0 || r.output() != "" {
			t.Errorf("want exit code 0 and no output, got:\n%s", r)
		}
		noCrash(t, r)
	})

	timed("vettool", func(t *testing.T) {
		r := run(t, dir, "go", "vet", "-vettool="+bin, "./bad/")
		if r.code == 0 {
			t.Errorf("want a non-zero exit code, got:\n%s", r)
		}
		if !finding.MatchString(r.stderr) {
			t.Errorf("want the finding (%s) on stderr, got:\n%s", finding, r)
		}
		noCrash(t, r)
	})
}

// TestIsVetProtocol: go vet's calls (-flags, -V=full, flags then a .cfg
// file) go to unitchecker; everything else to the driver.
func TestIsVetProtocol(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{nil, false},
		{[]string{"./..."}, false},
		{[]string{"-json", "./..."}, false},
		{[]string{"-flags"}, true},
		{[]string{"-V=full"}, true},
		{[]string{"/tmp/go-build1/b001/vet.cfg"}, true},
		{[]string{"-enable=keydelimiter", "-fix", "/tmp/go-build1/b001/vet.cfg"}, true},
		{[]string{"-sarif", "out.sarif", "./..."}, false},
		{[]string{"./...", "x.cfg"}, false},
		{[]string{"-version"}, false},
	} {
		if got := isVetProtocol(tc.args); got != tc.want {
			t.Errorf("isVetProtocol(%q) = %v, want %v", tc.args, got, tc.want)
		}
	}
}

// copyModule copies files of the test module dir to a new temporary
// directory and returns it.
func copyModule(t *testing.T, dir string, files ...string) string {
	t.Helper()
	mod := t.TempDir()
	for _, f := range files {
		src, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(mod, f)), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(mod, f), src, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	return mod
}

// TestCIFlags runs the CI path of the command: -sarif, -baseline and
// -write-baseline, which load the packages with go/packages and run the
// analyzer with go/analysis/checker instead of singlechecker. The exit codes
// must be the standard path's.
func TestCIFlags(t *testing.T) {
	bin := ddblintBinary(t)
	dir, err := filepath.Abs(e2eDir)
	if err != nil {
		t.Fatal(err)
	}
	line, col := findingPos(t, dir)
	pos := fmt.Sprintf(`bad[/\\]bad\.go:%d:%d`, line, col)
	finding := regexp.MustCompile(`(?m)^(.*[/\\])?` + pos + `: prefix "USER" is glued .*\(keydelimiter\)$`)
	findingLine := regexp.MustCompile(`(?m)^.*\.go:\d+:\d+: .*\([a-z]+\)$`)

	timed := func(name string, f func(t *testing.T)) {
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			defer func() { t.Logf("%s took %v", name, time.Since(start).Round(time.Millisecond)) }()
			f(t)
		})
	}

	// sarifLog is the part of a SARIF log the tests read.
	type sarifLog struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Name  string
					Rules []struct{ ID string }
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
						Region           struct{ StartLine, StartColumn int }
					}
				}
				Fixes []json.RawMessage
			}
		}
	}
	readSARIF := func(t *testing.T, data []byte) sarifLog {
		t.Helper()
		if err := schematest.Validate(data); err != nil {
			t.Fatalf("invalid SARIF: %v\n%s", err, data)
		}
		var log sarifLog
		if err := json.Unmarshal(data, &log); err != nil {
			t.Fatal(err)
		}
		if len(log.Runs) != 1 {
			t.Fatalf("want 1 run, got %d", len(log.Runs))
		}
		return log
	}

	timed("sarif_file", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "ddblint.sarif")
		r := run(t, dir, bin, "-sarif", out, "./bad/")
		if r.code != 3 {
			t.Errorf("want exit code 3 (findings), got:\n%s", r)
		}
		if !finding.MatchString(r.stdout) {
			t.Errorf("want the finding in text on stdout, as without -sarif, got:\n%s", r)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		run := readSARIF(t, data).Runs[0]
		if run.Tool.Driver.Name != "ddblint" || len(run.Tool.Driver.Rules) < 2 {
			t.Errorf("tool.driver: %+v", run.Tool.Driver)
		}
		if len(run.Results) != 1 {
			t.Fatalf("want 1 result, got %d:\n%s", len(run.Results), data)
		}
		res := run.Results[0]
		loc := res.Locations[0].PhysicalLocation
		if res.RuleID != "keydelimiter" || run.Tool.Driver.Rules[res.RuleIndex].ID != "keydelimiter" || res.Level != "error" ||
			loc.ArtifactLocation.URI != "bad/bad.go" || loc.ArtifactLocation.URIBaseID != "%SRCROOT%" ||
			loc.Region.StartLine != line || loc.Region.StartColumn != col || len(res.Fixes) != 1 {
			t.Errorf("result: %+v", res)
		}
		if inv := run.Invocations; len(inv) != 1 || !inv[0].ExecutionSuccessful || inv[0].ExitCode != 3 {
			t.Errorf("invocations: %+v", inv)
		}
		noCrash(t, r)
	})

	timed("sarif_stdout_clean", func(t *testing.T) {
		r := run(t, dir, bin, "-sarif", "-", "./clean/")
		if r.code != 0 || r.stderr != "" {
			t.Errorf("want exit code 0 and nothing on stderr, got:\n%s", r)
		}
		if log := readSARIF(t, []byte(r.stdout)); len(log.Runs[0].Results) != 0 {
			t.Errorf("want no results, got %+v", log.Runs[0].Results)
		}
	})

	timed("sarif_type_error", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "ddblint.sarif")
		r := run(t, dir, bin, "-sarif", out, "./broken/")
		if r.code != 1 {
			t.Errorf("want exit code 1 (errors), got:\n%s", r)
		}
		if !regexp.MustCompile(`broken[/\\]broken\.go:\d+:\d+: cannot use`).MatchString(r.stderr) {
			t.Errorf("want the type error with its position, got:\n%s", r)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if inv := readSARIF(t, data).Runs[0].Invocations; len(inv) != 1 || inv[0].ExecutionSuccessful {
			t.Errorf("want an unsuccessful invocation, got %+v", inv)
		}
		noCrash(t, r)
	})

	timed("sarif_analyzer_flags", func(t *testing.T) {
		// The analyzer's options are flags of this path too.
		r := run(t, dir, bin, "-sarif", "-", "-disable=keydelimiter", "./bad/")
		if r.code != 0 || findingLine.MatchString(r.output()) {
			t.Errorf("-disable=keydelimiter: want exit code 0 and no findings, got:\n%s", r)
		}
		r = run(t, dir, bin, "-sarif", "-", "-enable=nosuchrule", "./clean/")
		if r.code != 1 || !strings.Contains(r.stderr, `unknown rule "nosuchrule"`) {
			t.Errorf(`want exit code 1 and an error naming unknown rule "nosuchrule", got:\n%s`, r)
		}
		noCrash(t, r)
	})

	timed("usage_errors", func(t *testing.T) {
		for _, args := range [][]string{
			{"-sarif", "-", "-json", "./clean/"}, // both on stdout
			{"-diff", "-json", "./clean/"},       // the patch and the JSON both on stdout
			{"./clean/", "-sarif", "-"},          // flags after the packages
			{"-baseline", "a.json", "-write-baseline", "b.json", "./clean/"},
		} {
			if r := run(t, dir, bin, args...); r.code != 2 {
				t.Errorf("%q: want exit code 2 (usage), got:\n%s", args, r)
			}
		}
	})

	timed("baseline", func(t *testing.T) {
		mod := copyModule(t, dir, "go.mod", "go.sum", filepath.Join("bad", "bad.go"))
		badGo := filepath.Join(mod, "bad", "bad.go")
		orig, err := os.ReadFile(badGo)
		if err != nil {
			t.Fatal(err)
		}
		edit := func(t *testing.T, src string) {
			t.Helper()
			if err := os.WriteFile(badGo, []byte(src), 0o666); err != nil {
				t.Fatal(err)
			}
		}
		const file = ".ddblint-baseline.json"

		r := run(t, mod, bin, "-write-baseline", file, "./...")
		if r.code != 0 || findingLine.MatchString(r.output()) {
			t.Fatalf("-write-baseline: want exit code 0 and no findings printed, got:\n%s", r)
		}
		data, err := os.ReadFile(filepath.Join(mod, file))
		if err != nil {
			t.Fatal(err)
		}
		var b struct {
			Findings []struct {
				File, Rule, Message string
				Count               int
			}
		}
		if err := json.Unmarshal(data, &b); err != nil {
			t.Fatal(err)
		}
		if len(b.Findings) != 1 || b.Findings[0].File != "bad/bad.go" || b.Findings[0].Rule != "keydelimiter" || b.Findings[0].Count != 1 {
			t.Fatalf("baseline:\n%s", data)
		}

		// Lines above the finding move it: it stays accepted.
		shifted := strings.Replace(string(orig), "// PutUser writes", "// Some lines that move the code.\n\n\n// PutUser writes", 1)
		edit(t, shifted)
		if r := run(t, mod, bin, "-baseline", file, "./..."); r.code != 0 || r.output() != "" {
			t.Errorf("shifted lines: want exit code 0 and no output, got:\n%s", r)
		}

		// A new bad key: only it is reported.
		edit(t, shifted+`
// PutOrder writes an order.
func PutOrder(ctx context.Context, db *dynamodb.Client, id string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER" + id},
		},
	})
	return err
}
`)
		r = run(t, mod, bin, "-baseline", file, "./...")
		lines := findingLine.FindAllString(r.stdout, -1)
		if r.code != 3 || len(lines) != 1 || !strings.Contains(lines[0], `prefix "ORDER" is glued`) {
			t.Errorf("new key: want exit code 3 and only the ORDER finding, got:\n%s", r)
		}

		// The baselined key edited so that its message changes: reported.
		edit(t, strings.Replace(shifted, `"USER" + id`, `"USER" + name`, 1))
		r = run(t, mod, bin, "-baseline", file, "./...")
		lines = findingLine.FindAllString(r.stdout, -1)
		if r.code != 3 || len(lines) != 1 || !strings.Contains(lines[0], `prefix "USER" is glued to name`) {
			t.Errorf("edited key: want exit code 3 and the edited finding, got:\n%s", r)
		}
		noCrash(t, r)
	})
}

// TestSchemas runs the command on testdata/e2e/schema, whose .ddblint.yml
// lists a CloudFormation template and a Terraform file: the template makes
// customerId the partition key of orders (so a glued prefix in it is a
// finding), and -print-schema shows where each table came from.
func TestSchemas(t *testing.T) {
	bin := ddblintBinary(t)
	dir, err := filepath.Abs(e2eDir)
	if err != nil {
		t.Fatal(err)
	}

	t.Run("finding", func(t *testing.T) {
		r := run(t, dir, bin, "./schema/")
		want := regexp.MustCompile(`schema[/\\]schema\.go:\d+:\d+: prefix "CUSTOMER" is glued to id .* partition key "customerId".*\(keydelimiter\)`)
		if r.code != 3 || !want.MatchString(r.output()) {
			t.Errorf("want exit code 3 and a finding matching %s, got:\n%s", want, r)
		}
		// -schemas= clears the file's list: customerId is no key name.
		if r := run(t, dir, bin, "-schemas=", "./schema/"); r.code != 0 || r.output() != "" {
			t.Errorf("with -schemas=, want exit code 0 and no output, got:\n%s", r)
		}
	})

	t.Run("print_schema", func(t *testing.T) {
		r := run(t, dir, bin, "-print-schema", "-pk=tenant", "./schema/")
		if r.code != 0 {
			t.Errorf("want exit code 0, got:\n%s", r)
		}
		for _, re := range []string{
			`(?m)^  orders: partition key customerId, sort key orderId\n      index byStatus \(global\): partition key status\n      from schema[/\\]template\.yaml:5 \(id OrdersTable\)$`,
			`(?m)^  Sessions \(name \*-sessions\): partition key id\n      from schema[/\\]template\.yaml:18$`,
			`(?m)^  audit \(name \*-audit\): partition key actor, sort key at\n      from schema[/\\]main\.tf:1$`,
			`(?m)^  configured \(schema[/\\]\.ddblint\.yml; .*\):\n    partition: tenant\n    sort:      none$`,
			`(?m)^    partition: \(\?i\)\^\(pk\|`,
			`(?m)^  carts: key schema unknown \(used at schema[/\\]schema\.go:\d+\)$`,
		} {
			if !regexp.MustCompile(re).MatchString(r.stdout) {
				t.Errorf("want stdout to match %s, got:\n%s", re, r)
			}
		}
		noCrash(t, r)
	})

	// A repository whose tables are declared in a Pulumi program, a module
	// of its own beside the service's, and by a SAM template at the
	// service's root without the index (issue 28): found without
	// configuration, the two declarations of orders are one table.
	t.Run("pulumi_found", func(t *testing.T) {
		repo := t.TempDir()
		writeFiles(t, repo, map[string]string{
			".git/HEAD":              "ref: refs/heads/main\n",
			"service/go.mod":         "module example.com/service\n\ngo 1.22\n",
			"service/store/store.go": "package store\n\n// Table is the orders table.\nconst Table = \"orders\"\n",
			"service/template.yaml":  "Resources:\n  OrdersTable:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      TableName: orders\n      KeySchema:\n        - {AttributeName: customerId, KeyType: HASH}\n        - {AttributeName: orderId, KeyType: RANGE}\n",
			"infrastructure/go.mod":  "module example.com/infrastructure\n\ngo 1.22\n",
			"infrastructure/main.go": `package main

import (
	"github.com/pulumi/pulumi-aws/sdk/v6/go/aws/dynamodb"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		_, err := dynamodb.NewTable(ctx, "orders", &dynamodb.TableArgs{
			Name:     pulumi.String("orders"),
			HashKey:  pulumi.String("customerId"),
			RangeKey: pulumi.String("orderId"),
			GlobalSecondaryIndexes: dynamodb.TableGlobalSecondaryIndexArray{
				&dynamodb.TableGlobalSecondaryIndexArgs{Name: pulumi.String("byStatus"), HashKey: pulumi.String("status")},
			},
		})
		return err
	})
}
`,
		})
		r := run(t, filepath.Join(repo, "service"), bin, "-print-schema", "./...")
		want := regexp.MustCompile(`(?m)^  orders: partition key customerId, sort key orderId\n      index byStatus \(global\): partition key status\n      from template\.yaml:2 \(id OrdersTable\); indexes byStatus from .*infrastructure[/\\]main\.go:10$`)
		if r.code != 0 || !want.MatchString(r.stdout) {
			t.Errorf("want exit code 0 and stdout matching %s, got:\n%s", want, r)
		}
		noCrash(t, r)
	})

	// A store whose table is declared only where no import reaches it: a
	// test-helper package that imports the store, and a _test.go file the
	// command does not load (issue 28). The index's partition key "owner"
	// has no key name, so the glued prefix is a finding only when the
	// declaration is read; -schemas= (a schema list, empty) turns the look
	// off.
	t.Run("code_declarations_found", func(t *testing.T) {
		repo := t.TempDir()
		files := map[string]string{
			"service/store/store.go": `package store

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Store keeps documents.
type Store struct {
	DB    *dynamodb.Client
	Table string
}

// Put writes a document of a user.
func (s *Store) Put(ctx context.Context, id, userID string) error {
	_, err := s.DB.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(s.Table),
		Item: map[string]types.AttributeValue{
			"id":    &types.AttributeValueMemberS{Value: id},
			"owner": &types.AttributeValueMemberS{Value: "USER" + userID},
		},
	})
	return err
}
`,
			"service/store/dynamotest/dynamotest.go": `// Package dynamotest makes the tables of the store's tests.
package dynamotest

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"example.com/e2e/store"
)

// New makes the documents table and a store on it.
func New(ctx context.Context, db *dynamodb.Client) (*store.Store, error) {
	_, err := db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("documents"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("id"), KeyType: types.KeyTypeHash}},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
			IndexName: aws.String("by-owner"),
			KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("owner"), KeyType: types.KeyTypeHash}},
		}},
	})
	return &store.Store{DB: db, Table: "documents"}, err
}
`,
		}
		serviceRepo(t, dir, repo, files)
		service := filepath.Join(repo, "service")
		want := regexp.MustCompile(`store[/\\]store\.go:\d+:\d+: prefix "USER" is glued to .*index by-owner.*\(keydelimiter\)`)
		if r := run(t, service, bin, "./..."); r.code != 3 || !want.MatchString(r.output()) {
			t.Errorf("declared in a test-helper package: want exit code 3 and a finding matching %s, got:\n%s", want, r)
		}
		if r := run(t, service, bin, "-schemas=", "./..."); r.code != 0 || r.output() != "" {
			t.Errorf("with -schemas=: want exit code 0 and no output, got:\n%s", r)
		}
		schema := regexp.MustCompile(`(?m)^  documents: partition key id\n      index by-owner \(global\): partition key owner\n      from store[/\\]dynamotest[/\\]dynamotest\.go:\d+; read because no other declaration reaches the package$`)
		if r := run(t, service, bin, "-print-schema", "./..."); r.code != 0 || !schema.MatchString(r.stdout) {
			t.Errorf("-print-schema: want exit code 0 and stdout matching %s, got:\n%s", schema, r)
		}
		// The same declaration in a _test.go file of the store, which the
		// command does not load, and no helper package.
		helper := filepath.Join(service, "store", "dynamotest", "dynamotest.go")
		data, err := os.ReadFile(helper)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.RemoveAll(filepath.Dir(helper)); err != nil {
			t.Fatal(err)
		}
		test := strings.Replace(strings.Replace(string(data), "package dynamotest", "package store_test", 1), "// Package dynamotest makes the tables of the store's tests.\n", "", 1)
		writeFiles(t, service, map[string]string{"store/store_test.go": test})
		if r := run(t, service, bin, "./..."); r.code != 3 || !want.MatchString(r.output()) {
			t.Errorf("declared in a _test.go file: want exit code 3 and a finding matching %s, got:\n%s", want, r)
		}
		// Only in the documentation: a shell block of a Markdown file
		// that creates the table with the AWS CLI.
		if err := os.Remove(filepath.Join(service, "store", "store_test.go")); err != nil {
			t.Fatal(err)
		}
		if r := run(t, service, bin, "./..."); r.code != 0 || r.output() != "" {
			t.Errorf("declared nowhere: want exit code 0 and no output, got:\n%s", r)
		}
		writeFiles(t, service, map[string]string{"docs/deployment.md": "# Deploying\n\nCreate the table:\n\n```bash\n" +
			"aws dynamodb create-table --table-name documents \\\n" +
			"  --key-schema AttributeName=id,KeyType=HASH \\\n" +
			"  --global-secondary-indexes 'IndexName=by-owner,KeySchema=[{AttributeName=owner,KeyType=HASH}],Projection={ProjectionType=ALL}'\n" +
			"```\n"})
		if r := run(t, service, bin, "./..."); r.code != 3 || !want.MatchString(r.output()) {
			t.Errorf("declared in docs/deployment.md: want exit code 3 and a finding matching %s, got:\n%s", want, r)
		}
		docs := regexp.MustCompile(`(?m)^  documents: partition key id\n      index by-owner \(global\): partition key owner\n      from docs[/\\]deployment\.md:6; read because no other declaration reaches the package$`)
		if r := run(t, service, bin, "-print-schema", "./..."); r.code != 0 || !docs.MatchString(r.stdout) {
			t.Errorf("-print-schema: want exit code 0 and stdout matching %s, got:\n%s", docs, r)
		}
	})

	// A schema of last resort is no evidence for keyschema's letter-case
	// check: a probe table a test declares with "pk" says nothing of the
	// ledger the store writes with "PK".
	t.Run("last_resort_case", func(t *testing.T) {
		repo := t.TempDir()
		files := map[string]string{
			"service/ledger/ledger.go": `package ledger

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Put writes an entry.
func Put(ctx context.Context, db *dynamodb.Client, table, id, at string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(table),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ACCOUNT#" + id},
			"SK": &types.AttributeValueMemberS{Value: "AT#" + at},
		},
	})
	return err
}
`,
			"service/ledger/probe_test.go": `package ledger

import (
	"context"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func TestProbe(t *testing.T) {
	var db *dynamodb.Client
	_, _ = db.CreateTable(context.Background(), &dynamodb.CreateTableInput{
		TableName: aws.String("probe"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("pk"), KeyType: types.KeyTypeHash}},
	})
}
`,
		}
		serviceRepo(t, dir, repo, files)
		if r := run(t, filepath.Join(repo, "service"), bin, "./..."); r.code != 0 || r.output() != "" {
			t.Errorf("want exit code 0 and no output, got:\n%s", r)
		}
	})

	t.Run("schema_error", func(t *testing.T) {
		bad := filepath.Join(t.TempDir(), "bad.yaml")
		if err := os.WriteFile(bad, []byte("Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      TableName: t\n"), 0o666); err != nil {
			t.Fatal(err)
		}
		want := regexp.MustCompile(`bad\.yaml:4: resource T \(AWS::DynamoDB::Table\) has no KeySchema`)
		for _, args := range [][]string{
			{"-schemas=" + bad, "./schema/"},
			{"-print-schema", "-schemas=" + bad, "./schema/"},
		} {
			r := run(t, dir, bin, args...)
			if r.code != 1 || !want.MatchString(r.output()) {
				t.Errorf("%s: want exit code 1 and an error matching %s, got:\n%s", args, want, r)
			}
			noCrash(t, r)
		}
	})

	// A template that overflowed the stack of the process before the
	// reader bounded its input (internal/engine/schema's tests cover the other
	// hostile files): both routes give the error instead.
	t.Run("hostile_schema", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "cycle.yaml")
		src := "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      TableName: &n {\"Fn::Join\": [\"-\", [\"a\", *n]]}\n      KeySchema:\n        - {AttributeName: pk, KeyType: HASH}\n"
		if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
		want := regexp.MustCompile(`cycle\.yaml:5: alias \*n is inside the value it names; not read`)
		for _, args := range [][]string{
			{"-schemas=" + path, "./schema/"},
			{"-print-schema", "-schemas=" + path, "./schema/"},
		} {
			r := run(t, dir, bin, args...)
			if r.code != 1 || !want.MatchString(r.output()) {
				t.Errorf("%s: want exit code 1 and an error matching %s, got:\n%s", args, want, r)
			}
			noCrash(t, r)
		}
	})
}

// runEnv is run with extra environment variables (later ones win).
func runEnv(t *testing.T, env []string, dir, name string, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly"), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	r := result{stdout: stdout.String(), stderr: stderr.String()}
	var exit *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exit):
		r.code = exit.ExitCode()
	default:
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, r)
	}
	if ctx.Err() != nil {
		t.Fatalf("%s %s: timed out after %v\n%s", name, strings.Join(args, " "), runTimeout, r)
	}
	return r
}

// writeFiles writes name → content under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o666); err != nil {
			t.Fatal(err)
		}
	}
}

// TestOneDriver: every flag goes through one driver, which describes
// itself, prints paths relative to the working directory and each error
// once in plain words, and exits with the same codes whatever the output.
func TestOneDriver(t *testing.T) {
	bin := ddblintBinary(t)
	dir, err := filepath.Abs(e2eDir)
	if err != nil {
		t.Fatal(err)
	}
	line, col := findingPos(t, dir)
	findingLine := regexp.MustCompile(`(?m)^.*\.go:\d+:\d+: .*\([a-z]+\)$`)

	t.Run("relative_paths", func(t *testing.T) {
		r := run(t, dir, bin, "./bad/")
		want := fmt.Sprintf("bad%cbad.go:%d:%d: prefix \"USER\" is glued", filepath.Separator, line, col)
		if r.code != 3 || !strings.HasPrefix(r.stdout, want) || r.stderr != "" {
			t.Errorf("from the module root: want stdout to start with %q, got:\n%s", want, r)
		}
		r = run(t, filepath.Join(dir, "bad"), bin, ".")
		want = fmt.Sprintf("bad.go:%d:%d: ", line, col)
		if r.code != 3 || !strings.HasPrefix(r.stdout, want) {
			t.Errorf("from the package: want stdout to start with %q, got:\n%s", want, r)
		}
	})

	t.Run("self_describing", func(t *testing.T) {
		r := run(t, dir, bin, "-version")
		if r.code != 0 || !regexp.MustCompile(`^ddblint \S.*\n$`).MatchString(r.stdout) {
			t.Errorf("-version: want one line, got:\n%s", r)
		}
		// Whatever the go command stamped (go version -m), -version says:
		// from a git checkout built with VCS stamping, the revision.
		if out, err := exec.Command("go", "version", "-m", bin).Output(); err == nil {
			for _, line := range strings.Split(string(out), "\n") {
				f := strings.Fields(line)
				if len(f) == 2 && f[0] == "build" && strings.HasPrefix(f[1], "vcs.") && f[1] != "vcs=git" {
					if !strings.Contains(r.stdout, f[1]) {
						t.Errorf("-version: want %s, as go version -m shows it, got:\n%s", f[1], r)
					}
				}
			}
		}
		r = run(t, dir, bin, "-list")
		for _, want := range []string{"keydelimiter   on ", "keycomplexity  off ", "key parts glued together without a delimiter"} {
			if r.code != 0 || !strings.Contains(r.stdout, want) {
				t.Errorf("-list: want %q, got:\n%s", want, r)
			}
		}
		r = run(t, dir, bin, "-explain", "sortkeyorder")
		if r.code != 0 || !strings.HasPrefix(r.stdout, "sortkeyorder: ") || !strings.Contains(r.stdout, "Why it matters") {
			t.Errorf("-explain: want the rule's documentation, got:\n%s", r)
		}
		r = run(t, dir, bin, "-explain", "sortkeyordr")
		if r.code != 2 || !strings.Contains(r.stderr, `did you mean "sortkeyorder"?`) {
			t.Errorf("-explain of a typo: want exit code 2 and a suggestion, got:\n%s", r)
		}
		for _, args := range [][]string{{"-h"}, {"help"}} {
			r := run(t, dir, bin, args...)
			if r.code != 0 {
				t.Errorf("%s: want exit code 0, got:\n%s", args, r)
			}
			for _, want := range []string{"\nRules:\n", "\nOptions ", "\nPackages and cache ", "\nOutput ", "\nCI ",
				"  -sarif file", "  -baseline file", "  -write-baseline file", "  -print-schema", "  -tags list", "  -test ", "  -tests ", "  -cache dir",
				"  -json", "  -fix", "  -diff", "  -list", "  -explain rule", "  -version", "  -separator string"} {
				if !strings.Contains(r.stdout, want) {
					t.Errorf("%s: want %q in the help, got:\n%s", args, want, r.stdout)
				}
			}
		}
	})

	t.Run("unknown_rule_where", func(t *testing.T) {
		r := run(t, dir, bin, "-enable=keydelimter", "./clean/")
		if r.code != 1 || !strings.Contains(r.stderr, `flag -enable: unknown rule "keydelimter" (did you mean "keydelimiter"?)`) {
			t.Errorf("-enable typo: want exit code 1 and a suggestion, got:\n%s", r)
		}
		mod := copyModule(t, dir, "go.mod", "go.sum", filepath.Join("clean", "clean.go"))
		writeFiles(t, mod, map[string]string{".ddblint.yml": "separator: \"#\"\ndisable:\n  - pkcardinality\n  - keyprefx\n"})
		r = run(t, mod, bin, "./...")
		want := `.ddblint.yml:4: disable[1]: unknown rule "keyprefx" (did you mean "keyprefix"?)`
		if r.code != 1 || !strings.Contains(r.stderr, want) || strings.Count(r.stderr, "keyprefx") != 1 {
			t.Errorf(".ddblint.yml typo: want exit code 1 and %q once, got:\n%s", want, r)
		}
	})

	t.Run("flag_after_packages", func(t *testing.T) {
		r := run(t, dir, bin, "./bad/", "-disable=keydelimiter")
		if r.code != 2 || findingLine.MatchString(r.output()) || !strings.Contains(r.stderr, "flag -disable=keydelimiter after the packages") {
			t.Errorf("want exit code 2, no findings and the reason, got:\n%s", r)
		}
	})

	t.Run("errors_once_in_plain_words", func(t *testing.T) {
		cfg := filepath.Join(t.TempDir(), "bad.yml")
		writeFiles(t, filepath.Dir(cfg), map[string]string{"bad.yml": "pad-width: 99\n"})
		r := run(t, dir, bin, "-config="+cfg, "./bad/", "./clean/", "./schema/")
		if r.code != 1 || strings.Count(r.stderr, "pad-width") != 1 {
			t.Errorf("a config error over three packages: want exit code 1 and the error once, got:\n%s", r)
		}
		for _, args := range [][]string{{"./broken/"}, {"./nosuchdir/..."}, {"-config=" + cfg, "./broken/"}} {
			r := run(t, dir, bin, args...)
			if r.code != 1 {
				t.Errorf("%s: want exit code 1, got:\n%s", args, r)
			}
			for _, internal := range []string{"analysis skipped", "failed prerequisites", "keys@", "config@"} {
				if strings.Contains(r.output(), internal) {
					t.Errorf("%s: the output names %q:\n%s", args, internal, r)
				}
			}
			noCrash(t, r)
		}
	})

	t.Run("tags", func(t *testing.T) {
		mod := copyModule(t, dir, "go.mod", "go.sum", filepath.Join("bad", "bad.go"))
		src, err := os.ReadFile(filepath.Join(mod, "bad", "bad.go"))
		if err != nil {
			t.Fatal(err)
		}
		writeFiles(t, mod, map[string]string{filepath.Join("bad", "bad.go"): "//go:build special\n\n" + string(src)})
		if r := run(t, mod, bin, "./bad/"); r.code == 3 {
			t.Errorf("without -tags: want the tagged file left out, got:\n%s", r)
		}
		if r := run(t, mod, bin, "-tags=special", "./bad/"); r.code != 3 || !findingLine.MatchString(r.stdout) {
			t.Errorf("-tags=special: want the finding, got:\n%s", r)
		}
	})

	t.Run("fix", func(t *testing.T) {
		mod := copyModule(t, dir, "go.mod", "go.sum", filepath.Join("bad", "bad.go"))
		r := run(t, mod, bin, "-fix", "./...")
		if r.code != 0 || r.output() != "" {
			t.Errorf("-fix: want exit code 0 and no output, got:\n%s", r)
		}
		got, err := os.ReadFile(filepath.Join(mod, "bad", "bad.go"))
		if err != nil || !strings.Contains(string(got), `"USER#" + id`) {
			t.Errorf("-fix did not fix bad.go: %v\n%s", err, got)
		}
		if r := run(t, mod, bin, "./..."); r.code != 0 {
			t.Errorf("after -fix: want exit code 0, got:\n%s", r)
		}
	})

	t.Run("vettool_fix", func(t *testing.T) {
		// go vet and go fix speak unitchecker's protocol: -fix there is
		// theirs, applied by the go command.
		for _, args := range [][]string{
			{"vet", "-vettool=" + bin, "-fix", "./bad/"},
			{"fix", "-fixtool=" + bin, "./bad/"},
		} {
			mod := copyModule(t, dir, "go.mod", "go.sum", filepath.Join("bad", "bad.go"))
			r := run(t, mod, "go", args...)
			got, err := os.ReadFile(filepath.Join(mod, "bad", "bad.go"))
			if r.code != 0 || err != nil || !strings.Contains(string(got), `"USER#" + id`) {
				t.Errorf("go %s: want exit code 0 and bad.go fixed, got:\n%s\n%s", strings.Join(args, " "), r, got)
			}
			noCrash(t, r)
		}
	})

	t.Run("vettool_flags", func(t *testing.T) {
		// go vet learns the tool's flags from -flags: they keep their names.
		r := run(t, dir, "go", "vet", "-vettool="+bin, "-disable=keydelimiter", "-separator=#", "./bad/")
		if r.code != 0 || r.output() != "" {
			t.Errorf("go vet -vettool -disable=keydelimiter: want exit code 0 and no output, got:\n%s", r)
		}
	})

	t.Run("clobber", func(t *testing.T) {
		mod := copyModule(t, dir, "go.mod", "go.sum", filepath.Join("bad", "bad.go"))
		gomod, _ := os.ReadFile(filepath.Join(mod, "go.mod"))
		for _, args := range [][]string{
			{"-write-baseline", "go.mod", "./..."},
			{"-write-baseline", "x.json", "-sarif", "x.json", "./..."},
			{"-sarif", "bad/bad.go", "./..."},
		} {
			if r := run(t, mod, bin, args...); r.code != 2 || !strings.Contains(r.stderr, "refusing") && !strings.Contains(r.stderr, "same file") {
				t.Errorf("%s: want exit code 2 and a refusal, got:\n%s", args, r)
			}
		}
		if now, _ := os.ReadFile(filepath.Join(mod, "go.mod")); !bytes.Equal(now, gomod) {
			t.Errorf("go.mod was overwritten:\n%s", now)
		}
	})
}

// TestBaselineWorkspace: a baseline written at a go.work root for two
// modules matches the same findings from inside one of them, and a run on
// a subset of the packages does not call the others' entries stale (issue
// 10, item 6).
func TestBaselineWorkspace(t *testing.T) {
	bin := ddblintBinary(t)
	dir, err := filepath.Abs(e2eDir)
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	for _, m := range []string{"a", "b"} {
		for _, f := range []string{"go.mod", "go.sum", filepath.Join("bad", "bad.go")} {
			data, err := os.ReadFile(filepath.Join(dir, f))
			if err != nil {
				t.Fatal(err)
			}
			if f == "go.mod" {
				data = bytes.Replace(data, []byte("module example.com/e2e"), []byte("module example.com/"+m), 1)
			}
			writeFiles(t, filepath.Join(root, m), map[string]string{f: string(data)})
		}
	}
	writeFiles(t, root, map[string]string{"go.work": "go 1.26.0\n\nuse (\n\t./a\n\t./b\n)\n"})
	work := []string{"GOWORK=" + filepath.Join(root, "go.work")}

	r := runEnv(t, work, root, bin, "-write-baseline", "base.json", "./a/...", "./b/...")
	if r.code != 0 || !strings.Contains(r.stderr, "wrote 2 finding(s)") {
		t.Fatalf("-write-baseline at the go.work root: got:\n%s", r)
	}
	base := filepath.Join(root, "base.json")
	r = runEnv(t, work, filepath.Join(root, "b"), bin, "-baseline", base, "./...")
	if r.code != 0 || r.output() != "" {
		t.Errorf("inside b/: want the baselined finding accepted and no advice, got:\n%s", r)
	}
	r = runEnv(t, work, root, bin, "-baseline", base, "./b/...")
	if r.code != 0 || r.output() != "" {
		t.Errorf("a subset of the packages: want no advice to shrink, got:\n%s", r)
	}
	// Fixed in b: b's entry is stale, a's is not judged.
	writeFiles(t, filepath.Join(root, "b"), map[string]string{filepath.Join("bad", "bad.go"): "package bad\n"})
	r = runEnv(t, work, filepath.Join(root, "b"), bin, "-baseline", base, "./...")
	if r.code != 0 || !strings.Contains(r.stderr, "1 finding(s) in baseline") {
		t.Errorf("fixed in b/: want one stale entry, got:\n%s", r)
	}
}

// TestStaleTestFile: a _test.go file that does not compile (a mock left
// behind by a signature change) fails only a run that checks test files:
// by default they are not loaded at all. -tests, tests: true in a
// .ddblint.yml (of the module or of the package's directory) and an
// explicit -test load them, and the error is reported as before.
func TestStaleTestFile(t *testing.T) {
	bin := ddblintBinary(t)
	dir, err := filepath.Abs(e2eDir)
	if err != nil {
		t.Fatal(err)
	}
	mod := copyModule(t, dir, "go.mod", "go.sum", "bad/bad.go")
	writeFiles(t, mod, map[string]string{"bad/bad_test.go": `package bad

import "testing"

func TestPutUser(t *testing.T) {
	if err := PutUser("42"); err != nil { // the old signature
		t.Fatal(err)
	}
}
`})
	typeErr := regexp.MustCompile(`bad_test\.go:\d+:\d+: not enough arguments in call to PutUser`)
	finding := regexp.MustCompile(`bad[/\\]bad\.go:\d+:\d+: prefix "USER" is glued`)

	r := run(t, mod, bin, "./...")
	if r.code != 3 || !finding.MatchString(r.stdout) || typeErr.MatchString(r.output()) || r.stderr != "" {
		t.Errorf("by default: want exit code 3, the finding and no error, got:\n%s", r)
	}
	noCrash(t, r)

	for _, c := range []struct {
		name  string
		args  []string
		files map[string]string
	}{
		{"-tests", []string{"-tests", "./..."}, nil},
		{"-test", []string{"-test", "./..."}, nil},
		{"module config", []string{"./..."}, map[string]string{".ddblint.yml": "tests: true\n"}},
		{"package config", []string{"./..."}, map[string]string{"bad/.ddblint.yml": "tests: true\n"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			for name := range c.files {
				t.Cleanup(func() { _ = os.Remove(filepath.Join(mod, name)) })
			}
			writeFiles(t, mod, c.files)
			r := run(t, mod, bin, c.args...)
			if r.code != 1 || !typeErr.MatchString(r.output()) {
				t.Errorf("want exit code 1 and the test file's type error, got:\n%s", r)
			}
			noCrash(t, r)
		})
	}
	// -test=false wins over the config: the test file is not even loaded.
	writeFiles(t, mod, map[string]string{".ddblint.yml": "tests: true\n"})
	if r := run(t, mod, bin, "-test=false", "./..."); r.code != 3 || typeErr.MatchString(r.output()) {
		t.Errorf("-test=false with tests: true: want exit code 3 and no error, got:\n%s", r)
	}
}

// TestTestFakesVetAndCLI: go vet analyses a package with its tests, the
// command without; what the tests hold must not change the findings. A
// service reaches its repository through an interface, and a test of the
// service imports a fake that implements it too: the fake is no second
// implementation, so both routes follow the call into the repository and
// print the same finding at the call. A test that stores a small number
// in a field the package fills with Unix times does not make the field's
// width unknown.
func TestTestFakesVetAndCLI(t *testing.T) {
	bin := ddblintBinary(t)
	dir, err := filepath.Abs(e2eDir)
	if err != nil {
		t.Fatal(err)
	}
	mod := copyModule(t, dir, "go.mod", "go.sum")
	writeFiles(t, mod, map[string]string{
		"repo/repo.go": `package repo

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Repo struct{ DB *dynamodb.Client }

func (r *Repo) Save(ctx context.Context, pk string) error {
	_, err := r.DB.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("accounts"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: pk},
			"SK": &types.AttributeValueMemberS{Value: "META"},
		},
	})
	return err
}
`,
		"svc/svc.go": `package svc

import (
	"context"

	"example.com/e2e/repo"
)

type store interface {
	Save(ctx context.Context, pk string) error
}

var _ store = (*repo.Repo)(nil)

type Service struct{ Store store }

func (s *Service) Open(ctx context.Context, id string) error {
	return s.Store.Save(ctx, "ACCOUNT"+id)
}
`,
		"fakes/fakes.go": `package fakes

import "context"

type Store struct{ Saved []string }

func (f *Store) Save(_ context.Context, pk string) error {
	f.Saved = append(f.Saved, pk)
	return nil
}
`,
		"events/events.go": `package events

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Event struct{ CreatedAt int64 }

func New() *Event {
	e := &Event{}
	e.CreatedAt = time.Now().Unix()
	return e
}

func Put(ctx context.Context, db *dynamodb.Client, e *Event) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("events"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "EVENTS#ALL"},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", e.CreatedAt)},
		},
	})
	return err
}
`,
		"events/events_test.go": `package events

import "testing"

func TestNew(t *testing.T) {
	e := New()
	e.CreatedAt = 7 // a test's own value: no store of the design
	if e.CreatedAt != 7 {
		t.Fatal(e)
	}
}
`,
		"svc/svc_test.go": `package svc

import (
	"context"
	"testing"

	"example.com/e2e/fakes"
)

func TestOpen(t *testing.T) {
	f := &fakes.Store{}
	if err := (&Service{Store: f}).Open(context.Background(), "1"); err != nil || len(f.Saved) != 1 {
		t.Fatal(err, f.Saved)
	}
}
`,
	})
	finding := regexp.MustCompile(`svc[/\\]svc\.go:\d+:\d+: prefix "ACCOUNT" is glued to id`)
	cli := run(t, mod, bin, "./...")
	noCrash(t, cli)
	if !finding.MatchString(cli.stdout) {
		t.Errorf("ddblint ./...: want %s, got:\n%s", finding, cli)
	}
	vet := run(t, mod, "go", "vet", "-vettool="+bin, "./...")
	noCrash(t, vet)
	if !finding.MatchString(vet.stderr) {
		t.Errorf("go vet -vettool ./...: want %s, got:\n%s", finding, vet)
	}
	// Every store of CreatedAt outside the tests is a Unix time: fixed
	// width, for both routes, whatever a test stores in it.
	for _, out := range []string{cli.stdout, vet.stderr} {
		if strings.Contains(out, "CreatedAt is written without zero padding") {
			t.Errorf("a test's store decided the field's width:\n%s", out)
		}
	}
}

// serviceRepo writes files into repo, a repository (it gets a .git) whose
// module in service/ has the test module's go.mod and go.sum (dir), so
// that it resolves the real SDK the test module requires.
func serviceRepo(t *testing.T, dir, repo string, files map[string]string) {
	t.Helper()
	all := map[string]string{".git/HEAD": "ref: refs/heads/main\n"}
	for name, text := range files {
		all[name] = text
	}
	for _, f := range []string{"go.mod", "go.sum"} {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		all["service/"+f] = string(data)
	}
	writeFiles(t, repo, all)
}
