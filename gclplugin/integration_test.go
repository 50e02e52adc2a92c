package gclplugin_test

// Integration tests of the module plugin inside a real golangci-lint, and of
// the exact command VS Code's Go extension runs; the same binary also lints
// this repository with its own .golangci.yml (selflint). They build a custom
// golangci-lint the way docs/golangci-lint.md tells users without GitHub
// access: a small module whose main.go calls golangci-lint's
// commands.Execute and blank-imports this package, with ddblint replaced by
// this checkout. A cold build takes minutes, so they run only with
// DDBLINT_GOLANGCI=1, and the binary is cached in $DDBLINT_IT_CACHE (default:
// the user cache directory's ddblint-it), under a hash of everything that
// goes into it.
//
//	DDBLINT_GOLANGCI=1 go test -run Integration ./gclplugin/ -v -timeout 30m

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/mod/semver"
)

const (
	// gateEnv must be 1 for the integration tests to run.
	gateEnv = "DDBLINT_GOLANGCI"
	// cacheEnv names the directory the custom binary is cached in.
	cacheEnv = "DDBLINT_IT_CACHE"

	// golangciVersion is the golangci-lint the plugin is built into.
	golangciVersion = "v2.15.0"
	golangciModule  = "github.com/golangci/golangci-lint/v2"
	ddblintModule   = "github.com/ddblint/ddblint"

	// testModule is the module linted, relative to this package: it
	// requires the real aws-sdk-go-v2 and has its own .golangci.yml.
	testModule = "../testdata/golangci"

	buildTimeout = 25 * time.Minute
	runTimeout   = 10 * time.Minute
)

// buildMain is the custom golangci-lint's main package: golangci-lint's own
// cmd/golangci-lint/main.go, less its version stamping, plus the plugin's
// blank import (what "golangci-lint custom" adds as plugins.go).
//
// The version is left "(devel)" on purpose: golangci-lint salts its result
// cache with the version, and only without one with a hash of the binary,
// so a rebuilt plugin never reads findings cached by an older build.
const buildMain = `// Command custom-gcl is golangci-lint ` + golangciVersion + ` with the ddblint plugin.
package main

import (
	"fmt"
	"os"
	"runtime/debug"

	"github.com/golangci/golangci-lint/v2/pkg/commands"
	"github.com/golangci/golangci-lint/v2/pkg/exitcodes"

	_ "github.com/ddblint/ddblint/gclplugin"
)

func main() {
	info := commands.BuildInfo{Version: "(devel)", Commit: "?", Date: "(unknown)"}
	if bi, ok := debug.ReadBuildInfo(); ok {
		info.GoVersion, info.BuildInfo = bi.GoVersion, bi
	}
	if err := commands.Execute(info); err != nil {
		fmt.Fprintf(os.Stderr, "The command is terminated due to an error: %v\n", err)
		os.Exit(exitcodes.Failure)
	}
}
`

// buildGoMod is the custom golangci-lint's go.mod; %s is the repository root.
const buildGoMod = `module example.com/custom-gcl

go 1.26.0

require (
	` + golangciModule + ` ` + golangciVersion + `
	` + ddblintModule + ` v0.0.0-00010101000000-000000000000
)

replace ` + ddblintModule + ` => %s
`

var (
	buildOnce sync.Once
	gclPath   string
	gclErr    error
	gclLog    []string // what the build did, for each test's log
)

// gate skips the test unless DDBLINT_GOLANGCI=1.
func gate(t *testing.T) {
	t.Helper()
	if os.Getenv(gateEnv) != "1" {
		t.Skipf("skipping the golangci-lint integration test: it runs only with %s=1, because it builds a custom golangci-lint %s with the ddblint plugin "+
			"(minutes and network when cold; then cached in $%s); run it with %s=1 go test -run Integration -timeout 30m ./gclplugin/",
			gateEnv, golangciVersion, cacheEnv, gateEnv)
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skipf("skipping: no go command: %v", err)
	}
}

// customGCL returns the custom golangci-lint, building it once per test
// binary, and not at all when the cache has it.
func customGCL(t *testing.T) string {
	t.Helper()
	gate(t)
	buildOnce.Do(func() { gclPath, gclErr = buildCustomGCL() })
	for _, l := range gclLog {
		t.Log(l)
	}
	if gclErr != nil {
		t.Fatal(gclErr)
	}
	return gclPath
}

func logf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	gclLog = append(gclLog, msg)
	fmt.Fprintln(os.Stderr, msg) // now, too: the build is long
}

func repoRoot() (string, error) {
	root, err := filepath.Abs("..")
	if err != nil {
		return "", fmt.Errorf("repository root: %w", err)
	}
	return root, nil
}

func cacheDir() (string, error) {
	if d := os.Getenv(cacheEnv); d != "" {
		abs, err := filepath.Abs(d)
		if err != nil {
			return "", fmt.Errorf("$%s: %w", cacheEnv, err)
		}
		return abs, nil
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no %s and no user cache directory: %w", cacheEnv, err)
	}
	return filepath.Join(d, "ddblint-it"), nil
}

// buildCustomGCL returns the cached binary for the current sources, or
// builds it.
func buildCustomGCL() (string, error) {
	start := time.Now()
	root, err := repoRoot()
	if err != nil {
		return "", err
	}
	dir, err := cacheDir()
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return "", fmt.Errorf("cache directory: %w", err)
	}
	key, err := buildKey(root)
	if err != nil {
		return "", fmt.Errorf("hashing the plugin's sources: %w", err)
	}
	name := "custom-gcl-" + key[:16]
	if runtime.GOOS == "windows" {
		name += ".exe"
	}
	bin := filepath.Join(dir, name)
	if _, err := os.Stat(bin); err == nil {
		now := time.Now()
		_ = os.Chtimes(bin, now, now) // marks it used, for pruneCache; best effort
		logf("custom golangci-lint: cached %s (looked up in %v)", bin, time.Since(start).Round(time.Millisecond))
		return bin, nil
	}

	work, err := os.MkdirTemp(dir, "build-")
	if err != nil {
		return "", fmt.Errorf("build directory: %w", err)
	}
	files := map[string]string{
		"go.mod":  fmt.Sprintf(buildGoMod, strconv.Quote(root)),
		"main.go": buildMain,
	}
	for f, src := range files {
		if err := os.WriteFile(filepath.Join(work, f), []byte(src), 0o666); err != nil {
			return "", fmt.Errorf("writing the build module: %w", err)
		}
	}
	tmp := fmt.Sprintf("%s.%d.tmp", bin, os.Getpid())
	steps := [][]string{
		{"go", "mod", "tidy"},
		{"go", "build", "-trimpath", "-o", tmp, "."},
	}
	for _, step := range steps {
		stepStart := time.Now()
		out, err := goCmd(work, step...)
		if err != nil {
			return "", fmt.Errorf("building the custom golangci-lint in %s (left for inspection): %w\n%s%s",
				work, err, out, raisedRequirements(work))
		}
		logf("custom golangci-lint: %s took %v", strings.Join(step, " "), time.Since(stepStart).Round(time.Millisecond))
	}
	if report := raisedRequirements(work); report != "" {
		logf("custom golangci-lint: %s", report)
	}
	if err := os.Rename(tmp, bin); err != nil { // atomic: a concurrent build of the same key is harmless
		return "", fmt.Errorf("installing the binary in the cache: %w", err)
	}
	_ = os.RemoveAll(work) // best effort: it is in the cache directory
	pruneCache(dir, bin)
	logf("custom golangci-lint: built %s in %v (go mod tidy + go build, no cached binary)", bin, time.Since(start).Round(time.Millisecond))
	return bin, nil
}

// goCmd runs the go command in dir, outside any workspace, never changing
// go.mod or go.sum except by go mod tidy in the build module.
func goCmd(dir string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), buildTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly")
	out, err := cmd.CombinedOutput()
	if err != nil {
		return out, fmt.Errorf("%s: %w", strings.Join(args, " "), err)
	}
	return out, nil
}

// buildKey hashes everything the binary is built from: golangci-lint's
// version, the build module's files, the Go toolchain, ddblint's go.mod and
// go.sum, and every source file of the ddblint packages the plugin links
// (so a change to any rule, not only to this package, rebuilds it).
func buildKey(root string) (string, error) {
	h := sha256.New()
	_, _ = fmt.Fprintf(h, "golangci-lint %s\n%s\n%s\n", golangciVersion, buildGoMod, buildMain) // a hash.Hash never fails
	out, err := goCmd(root, "go", "env", "GOVERSION")
	if err != nil {
		return "", fmt.Errorf("%w\n%s", err, out)
	}
	_, _ = fmt.Fprintf(h, "go %s", out)

	hashFile := func(path string) error {
		data, err := os.ReadFile(path)
		if err != nil {
			return fmt.Errorf("hashing: %w", err)
		}
		rel, _ := filepath.Rel(root, path)
		_, _ = fmt.Fprintf(h, "file %s %d\n", filepath.ToSlash(rel), len(data))
		h.Write(data)
		return nil
	}
	for _, f := range []string{"go.mod", "go.sum"} {
		if err := hashFile(filepath.Join(root, f)); err != nil {
			return "", err
		}
	}

	out, err = goCmd(root, "go", "list", "-deps", "-json=ImportPath,Dir,Module,GoFiles,CgoFiles,EmbedFiles", "./gclplugin")
	if err != nil {
		return "", fmt.Errorf("%w\n%s", err, out)
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p struct {
			ImportPath, Dir               string
			Module                        *struct{ Path string }
			GoFiles, CgoFiles, EmbedFiles []string
		}
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return "", fmt.Errorf("go list output: %w", err)
		}
		if p.Module == nil || p.Module.Path != ddblintModule {
			continue // the standard library, or a dependency: go.sum pins it
		}
		for _, f := range slices.Concat(p.GoFiles, p.CgoFiles, p.EmbedFiles) {
			if err := hashFile(filepath.Join(p.Dir, f)); err != nil {
				return "", err
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// raisedRequirements reports the modules the build selected above what
// golangci-lint itself requires: those are the ones ddblint's go.mod raised,
// and the first suspects when the build fails.
func raisedRequirements(work string) string {
	out, err := goCmd(work, "go", "mod", "download", "-json", golangciModule+"@"+golangciVersion)
	if err != nil {
		return ""
	}
	var dl struct{ GoMod string }
	if json.Unmarshal(out, &dl) != nil || dl.GoMod == "" {
		return ""
	}
	out, err = goCmd(work, "go", "mod", "edit", "-json", dl.GoMod)
	if err != nil {
		return ""
	}
	var gm struct {
		Require []struct{ Path, Version string }
	}
	if json.Unmarshal(out, &gm) != nil {
		return ""
	}
	out, err = goCmd(work, "go", "list", "-m", "-f", "{{.Path}} {{.Version}}", "all")
	if err != nil {
		return ""
	}
	selected := map[string]string{}
	for _, line := range strings.Split(string(out), "\n") {
		if path, v, ok := strings.Cut(line, " "); ok {
			selected[path] = v
		}
	}
	var raised []string
	for _, r := range gm.Require {
		if v := selected[r.Path]; v != "" && semver.Compare(v, r.Version) > 0 {
			raised = append(raised, fmt.Sprintf("%s %s (golangci-lint %s requires %s)", r.Path, v, golangciVersion, r.Version))
		}
	}
	if len(raised) == 0 {
		return "no golangci-lint requirement raised by ddblint's go.mod"
	}
	return "ddblint's go.mod raises golangci-lint's requirements:\n\t" + strings.Join(raised, "\n\t")
}

// pruneCache keeps the cache small: each binary is some 75 MB, and every
// change to ddblint's sources makes a new one. It keeps keep and the
// two most recently used others (another checkout may be using them).
func pruneCache(dir, keep string) {
	old, _ := filepath.Glob(filepath.Join(dir, "custom-gcl-*"))
	type file struct {
		path string
		used time.Time
	}
	var others []file
	for _, f := range old {
		if strings.HasSuffix(f, ".tmp") {
			continue // another test binary's build in progress
		}
		if fi, err := os.Stat(f); err == nil && f != keep {
			others = append(others, file{f, fi.ModTime()})
		}
	}
	slices.SortFunc(others, func(a, b file) int { return b.used.Compare(a.used) })
	for i, f := range others {
		if i >= 2 {
			_ = os.Remove(f.path) // best effort
		}
	}
}

// result is the outcome of one command.
type result struct {
	code           int
	stdout, stderr string
}

func (r result) String() string {
	return fmt.Sprintf("exit code %d\n--- stdout:\n%s--- stderr:\n%s", r.code, r.stdout, r.stderr)
}

// lintCache is golangci-lint's cache for one test binary: shared by the
// runs (they are also what makes the cache observable), apart from the
// user's own.
var (
	lintCacheOnce sync.Once
	lintCache     string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if lintCache != "" {
		_ = os.RemoveAll(lintCache)
	}
	os.Exit(code)
}

// runGCL runs the custom golangci-lint in dir with a test-private cache
// (GOLANGCI_LINT_CACHE), or with cache if it is not "".
func runGCL(t *testing.T, bin, dir, cache string, args ...string) result {
	t.Helper()
	if cache == "" {
		lintCacheOnce.Do(func() {
			var err error
			if lintCache, err = os.MkdirTemp("", "ddblint-gcl-cache-"); err != nil {
				t.Fatal(err)
			}
		})
		cache = lintCache
	}
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	start := time.Now()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly", "GOLANGCI_LINT_CACHE="+cache)
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
		t.Fatalf("golangci-lint %s: %v\n%s", strings.Join(args, " "), err, r)
	}
	if ctx.Err() != nil {
		t.Fatalf("golangci-lint %s: timed out after %v\n%s", strings.Join(args, " "), runTimeout, r)
	}
	t.Logf("golangci-lint %s (in %s) took %v", strings.Join(args, " "), dir, time.Since(start).Round(time.Millisecond))
	for _, s := range []string{"panic:", "goroutine "} {
		if strings.Contains(r.stdout+r.stderr, s) {
			t.Errorf("output contains %q:\n%s", s, r)
		}
	}
	return r
}

// issue is one finding in golangci-lint's JSON output.
type issue struct {
	FromLinter string
	Text       string
	Pos        struct {
		Filename     string
		Line, Column int
	}
}

func (i issue) String() string {
	return fmt.Sprintf("%s:%d:%d: %s (%s)", i.Pos.Filename, i.Pos.Line, i.Pos.Column, i.Text, i.FromLinter)
}

// jsonIssues reads the issues golangci-lint wrote with --output.json.path.
func jsonIssues(t *testing.T, path string) []issue {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("reading golangci-lint's JSON output: %v", err)
	}
	var out struct {
		Issues []issue
		Report struct{ Error string }
	}
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatalf("golangci-lint's JSON output: %v\n%s", err, data)
	}
	if out.Report.Error != "" {
		t.Errorf("golangci-lint reported an error: %s", out.Report.Error)
	}
	return out.Issues
}

// badLine returns the line and column where expr starts in bad/bad.go of
// the module in dir, so the expected positions follow the file.
func badLine(t *testing.T, dir, expr string) (line, col int) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(dir, "bad", "bad.go"))
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(src), "\n") {
		if c := strings.Index(l, expr); c >= 0 {
			return i + 1, c + 1
		}
	}
	t.Fatalf("bad/bad.go has no %s", expr)
	return 0, 0
}

// The three glued keys in bad/bad.go: reported, under //nolint:ddblint,
// under //ddblint:ignore.
const (
	reportedExpr = `"USER" + id`
	nolintExpr   = `"ORDER" + id`
	ignoredExpr  = `"CART" + id`
)

// golangciYAML is a .golangci.yml enabling only ddblint, with settings (YAML
// lines, unindented) under linters.settings.custom.ddblint.settings.
func golangciYAML(settings ...string) string {
	var b strings.Builder
	b.WriteString("version: \"2\"\nlinters:\n  default: none\n  enable: [ddblint]\n  settings:\n    custom:\n      ddblint:\n        type: module\n        description: DynamoDB key-design mistakes\n")
	if len(settings) > 0 {
		b.WriteString("        settings:\n")
		for _, s := range settings {
			b.WriteString("          " + s + "\n")
		}
	}
	return b.String()
}

func writeFile(t *testing.T, path, content string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o666); err != nil {
		t.Fatal(err)
	}
	return path
}

// copyModule copies the test module's go.mod, go.sum and bad package to a
// new directory.
func copyModule(t *testing.T, mod string) string {
	t.Helper()
	dst := t.TempDir()
	for _, f := range []string{"go.mod", "go.sum", filepath.Join("bad", "bad.go")} {
		src, err := os.ReadFile(filepath.Join(mod, f))
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(dst, f), string(src))
	}
	return dst
}

func TestIntegrationGolangciLint(t *testing.T) {
	bin := customGCL(t)
	mod, err := filepath.Abs(testModule)
	if err != nil {
		t.Fatal(err)
	}
	gclConfig := filepath.Join(mod, ".golangci.yml")
	line, col := badLine(t, mod, reportedExpr)
	nolintLine, _ := badLine(t, mod, nolintExpr)
	ignoredLine, _ := badLine(t, mod, ignoredExpr)
	message := regexp.MustCompile(`^prefix "USER" is glued to id .*\(keydelimiter\)$`)

	// Runs of the test module with the settings of its .golangci.yml: the
	// JSON output for exact fields, the text output as people read it.
	t.Run("finding", func(t *testing.T) {
		jsonOut := filepath.Join(t.TempDir(), "issues.json")
		r := runGCL(t, bin, mod, "", "run", "--config", gclConfig,
			"--output.json.path", jsonOut, "--output.text.path", "stdout", "./...")
		if r.code != 1 { // golangci-lint's "issues found"
			t.Errorf("want exit code 1 (issues found), got:\n%s", r)
		}
		issues := jsonIssues(t, jsonOut)
		found := false
		for _, is := range issues {
			switch {
			case is.FromLinter == "ddblint" && is.Pos.Line == line && is.Pos.Column == col && message.MatchString(is.Text):
				found = true
			case is.Pos.Line == nolintLine:
				t.Errorf("//nolint:ddblint did not suppress: %s", is)
			case is.Pos.Line == ignoredLine || is.Pos.Line == ignoredLine-1:
				t.Errorf("//ddblint:ignore did not suppress, or was reported: %s", is)
			default:
				t.Errorf("unexpected issue: %s", is)
			}
		}
		if !found {
			t.Errorf("want a ddblint issue at bad/bad.go:%d:%d matching %s, got %v\n%s", line, col, message, issues, r)
		}
		text := regexp.MustCompile(fmt.Sprintf(`(?m)^bad/bad\.go:%d:%d: prefix "USER" is glued .*\(keydelimiter\) \(ddblint\)$`, line, col))
		if !text.MatchString(r.stdout) {
			t.Errorf("want a text line matching %s, got:\n%s", text, r)
		}
	})

	// The //nolint line does have a finding: the ddblint command, which
	// knows nothing of //nolint, reports it.
	t.Run("nolint", func(t *testing.T) {
		root, err := repoRoot()
		if err != nil {
			t.Fatal(err)
		}
		cli := filepath.Join(t.TempDir(), "ddblint")
		if out, err := goCmd(root, "go", "build", "-o", cli, "./cmd/ddblint"); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		cmd := exec.Command(cli, "./...")
		cmd.Dir = mod
		cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly")
		out, _ := cmd.CombinedOutput()
		want := regexp.MustCompile(fmt.Sprintf(`(?m)bad\.go:%d:\d+: prefix "ORDER" is glued .*\(keydelimiter\)$`, nolintLine))
		if !want.Match(out) {
			t.Errorf("want the ddblint command to report the //nolint line (%s), got:\n%s", want, out)
		}
	})

	// A finding with related locations (a helper whose key is glued,
	// called from two places) is one issue naming the calls, not one issue
	// per place; and one //nolint:ddblint on the finding silences it whole.
	t.Run("related_one_issue", func(t *testing.T) {
		const helper = `package rel

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func get(ctx context.Context, c *dynamodb.Client, id string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER" + id},NOLINT
	}})
}

func Callers(ctx context.Context, c *dynamodb.Client, a, b string) {
	get(ctx, c, a)
	get(ctx, c, b)
}
`
		const keyLine, call1, call2 = 12, 17, 18
		relIssues := func(src string) ([]issue, result) {
			cp := copyModule(t, mod)
			writeFile(t, filepath.Join(cp, "rel", "rel.go"), src)
			// In the module: golangci-lint's paths are relative to its config.
			cfg := writeFile(t, filepath.Join(cp, ".golangci.yml"), golangciYAML())
			jsonOut := filepath.Join(t.TempDir(), "issues.json")
			r := runGCL(t, bin, cp, t.TempDir(), "run", "--config", cfg, "--output.json.path", jsonOut, "./...")
			var out []issue
			for _, is := range jsonIssues(t, jsonOut) {
				if filepath.ToSlash(is.Pos.Filename) == "rel/rel.go" {
					out = append(out, is)
				}
			}
			return out, r
		}
		issues, r := relIssues(strings.Replace(helper, "NOLINT", "", 1))
		want := regexp.MustCompile(fmt.Sprintf(`^prefix "USER" is glued to id .* \(also at rel/rel\.go:%d, rel/rel\.go:%d\) \(keydelimiter\)$`, call1, call2))
		if len(issues) != 1 || issues[0].Pos.Line != keyLine || !want.MatchString(issues[0].Text) {
			t.Errorf("want one issue at rel/rel.go:%d matching %s, got %v\n%s", keyLine, want, issues, r)
		}
		issues, r = relIssues(strings.Replace(helper, "NOLINT", " //nolint:ddblint // the test", 1))
		if len(issues) != 0 {
			t.Errorf("//nolint:ddblint on the finding: want no issue in rel/rel.go, got %v\n%s", issues, r)
		}
	})

	// A setting takes effect: with keydelimiter disabled there is nothing
	// to report.
	t.Run("setting_disable", func(t *testing.T) {
		cfg := writeFile(t, filepath.Join(t.TempDir(), ".golangci.yml"), golangciYAML("disable: [keydelimiter]"))
		jsonOut := filepath.Join(t.TempDir(), "issues.json")
		r := runGCL(t, bin, mod, "", "run", "--config", cfg, "--output.json.path", jsonOut, "./...")
		if r.code != 0 {
			t.Errorf("want exit code 0 (no issues), got:\n%s", r)
		}
		if issues := jsonIssues(t, jsonOut); len(issues) != 0 {
			t.Errorf("with disable: [keydelimiter], want no issues, got %v", issues)
		}
	})

	// A bad setting stops golangci-lint before it loads any package, with
	// the plugin's message.
	for _, tc := range []struct {
		name, setting, want string
	}{
		{"bad_setting_unknown", `seperator: "|"`, `plugin(ddblint): newPlugin settings: unknown setting "seperator" (did you mean "separator"?)`}, //nolint:misspell // the typo is the test
		{"bad_setting_regexp", `versioned-table-pattern: "(history"`, "settings: versioned-table-pattern: error parsing regexp: missing closing ): `(history`"},
		{"bad_setting_rule", `enable: [nosuchrule]`, `settings: enable: unknown rule "nosuchrule"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := writeFile(t, filepath.Join(t.TempDir(), ".golangci.yml"), golangciYAML(tc.setting))
			r := runGCL(t, bin, mod, "", "run", "--config", cfg, "./...")
			if r.code != 3 { // golangci-lint's "failure"
				t.Errorf("want exit code 3 (failure), got:\n%s", r)
			}
			if !strings.Contains(r.stdout+r.stderr, tc.want) {
				t.Errorf("want the output to contain\n\t%s\ngot:\n%s", tc.want, r)
			}
			t.Logf("golangci-lint said:\n%s", strings.TrimSpace(r.stdout+r.stderr))
		})
	}

	// ddblint finds a .ddblint.yml next to go.mod under golangci-lint as
	// under its own command. golangci-lint's cache does not know about the
	// file, though: it keys findings by the Go files and .golangci.yml only.
	t.Run("ddblint_yml", func(t *testing.T) {
		cp := copyModule(t, mod)
		writeFile(t, filepath.Join(cp, ".ddblint.yml"), "disable: [keydelimiter]\n")

		jsonOut := filepath.Join(t.TempDir(), "issues.json")
		r := runGCL(t, bin, cp, t.TempDir(), "run", "--config", gclConfig, "--output.json.path", jsonOut, "./...")
		if issues := jsonIssues(t, jsonOut); r.code != 0 || len(issues) != 0 {
			t.Errorf("with a fresh cache and .ddblint.yml disabling keydelimiter, want no issues, got %v\n%s", issues, r)
		}

		// The same module files and settings as the "finding" run, in the
		// cache that run filled: what does golangci-lint serve?
		jsonOut = filepath.Join(t.TempDir(), "issues.json")
		runGCL(t, bin, cp, "", "run", "--config", gclConfig, "--output.json.path", jsonOut, "./...")
		if issues := jsonIssues(t, jsonOut); len(issues) > 0 {
			t.Logf("as documented, golangci-lint's cache ignores .ddblint.yml: it served %d finding(s) cached before the file existed: %v", len(issues), issues)
		} else {
			t.Logf("golangci-lint's cache honoured .ddblint.yml here (no cached findings served)")
		}
	})

	// ddblint lints itself with the same binary: the repository's
	// .golangci.yml over the whole module must report nothing, so that a
	// landing cannot bring new issues in unnoticed.
	t.Run("selflint", func(t *testing.T) {
		root, err := repoRoot()
		if err != nil {
			t.Fatal(err)
		}
		jsonOut := filepath.Join(t.TempDir(), "issues.json")
		r := runGCL(t, bin, root, "", "run", "--config", filepath.Join(root, ".golangci.yml"),
			"--max-issues-per-linter=0", "--max-same-issues=0", // all of them, when there are any
			"--output.json.path", jsonOut, "--output.text.path", "stdout", "./...")
		issues := jsonIssues(t, jsonOut)
		if r.code != 0 || len(issues) != 0 {
			var b strings.Builder
			for _, is := range issues {
				b.WriteString("\n\t" + is.String())
			}
			t.Errorf("golangci-lint run ./... in %s: want exit code 0 and no issues, got %d issue(s):%s\n%s", root, len(issues), b.String(), r)
		}
	})
}

// vscodeGoArgs are the arguments VS Code's Go extension passes with
// "go.lintTool": "golangci-lint-v2" and no "go.lintFlags" (goLint in
// extension/src/diagnostics/goLint.ts of golang/vscode-go): "run", then
// the v2 flags, then "./..." for the workspace, the file's path for a file,
// nothing for a package, run in the package's directory (the workspace
// folder for the workspace).
var vscodeGoArgs = []string{
	"run",
	"--issues-exit-code=0",
	"--output.text.print-issued-lines=false",
	"--show-stats=false",
	"--output.text.path=stdout",
	"--path-mode=abs",
}

// vscodeGoLine is the regexp vscode-go's runTool (diagnostics.ts) parses
// each stdout line with: file, line, optional column, message.
var vscodeGoLine = regexp.MustCompile(`^([^:]*: )?((.:)?[^:]*):(\d+)(:(\d+)?)?:(?:\w+:)? (.*)$`)

// vscodeDiagnostic is what vscode-go makes of one matching line.
type vscodeDiagnostic struct {
	file      string
	line, col int
	msg       string
}

// vscodeParse parses golangci-lint's stdout as vscode-go's runTool does,
// resolving file names against the directory the tool ran in. Like
// vscode-go, it gets nothing when the tool exits non-zero with output on
// stderr.
func vscodeParse(cwd string, r result) []vscodeDiagnostic {
	if r.code != 0 && r.stderr != "" {
		return nil
	}
	var out []vscodeDiagnostic
	sc := bufio.NewScanner(strings.NewReader(r.stdout))
	for sc.Scan() {
		m := vscodeGoLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		d := vscodeDiagnostic{file: m[2], msg: m[7]}
		if !filepath.IsAbs(d.file) {
			d.file = filepath.Join(cwd, d.file)
		}
		d.line, _ = strconv.Atoi(m[4])
		d.col, _ = strconv.Atoi(m[6])
		out = append(out, d)
	}
	return out
}

func TestIntegrationVSCode(t *testing.T) {
	bin := customGCL(t)
	mod, err := filepath.Abs(testModule)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(mod, "bad", "bad.go")
	line, col := badLine(t, mod, reportedExpr)
	nolintLine, _ := badLine(t, mod, nolintExpr)
	message := regexp.MustCompile(`^prefix "USER" is glued to id .*\(keydelimiter\) \(ddblint\)$`)

	// vscode-go decides between golangci-lint v1 and v2 flags from
	// "go version -m" only when go.lintTool is "golangci-lint"; log what
	// it would read from this binary.
	if out, err := exec.Command("go", "version", "-m", bin).Output(); err == nil {
		lines := strings.SplitN(string(out), "\n", 4)
		if len(lines) > 2 {
			fields := regexp.MustCompile(`\s+`).Split(lines[2], -1)
			if len(fields) > 3 {
				t.Logf("go version -m line 3: %q: vscode-go's moduleVersion would be %q", lines[2], fields[3])
			}
		}
	}

	// A cache of its own, so that the first run analyses the module from
	// the package's directory rather than reading another test's results.
	cache := t.TempDir()
	for _, tc := range []struct {
		scope string // go.lintOnSave
		cwd   string
		extra []string
	}{
		{"package", filepath.Dir(file), nil}, // the default
		{"workspace", mod, []string{"./..."}},
		{"file", filepath.Dir(file), []string{file}},
	} {
		t.Run(tc.scope, func(t *testing.T) {
			// No --config: golangci-lint finds the module's .golangci.yml
			// from the directory it runs in, as it does under VS Code.
			r := runGCL(t, bin, tc.cwd, cache, slices.Concat(vscodeGoArgs, tc.extra)...)
			if r.code != 0 {
				t.Errorf("want exit code 0 (--issues-exit-code=0), got:\n%s", r)
			}
			diags := vscodeParse(tc.cwd, r)
			found := false
			for _, d := range diags {
				if d.file == file && d.line == line && d.col == col && message.MatchString(d.msg) {
					found = true
				}
				if d.file == file && d.line == nolintLine {
					t.Errorf("//nolint:ddblint did not suppress: %+v", d)
				}
			}
			if !found {
				t.Errorf("want vscode-go to parse a diagnostic at %s:%d:%d matching %s, got %+v\n%s", file, line, col, message, diags, r)
			}
		})
	}
}
