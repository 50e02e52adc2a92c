// Package precommit tests ddblint as a pre-commit hook, the way a user runs
// it: pre-commit installs the hook from a git repository holding this
// repository's files and .pre-commit-hooks.yaml (it builds it with
// `go install ./...`), and a commit of a file with a bad key is blocked with
// the finding in the output, while a clean commit passes.
//
// It needs git, pre-commit and the module cache with the real
// aws-sdk-go-v2 (as the end-to-end tests in cmd/ddblint), and takes a minute
// or more, so it runs only with DDBLINT_PRECOMMIT=1 (.ci/run sets it).
package precommit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

// timeout bounds one command; installing the hook builds every command of
// the repository.
const timeout = 10 * time.Minute

// env is the environment of every command: git isolated from the user's
// and the system's configuration, pre-commit's cache in a temporary
// directory, and Go's module and build caches shared with the test run, so
// nothing is downloaded twice.
func env(t *testing.T, preCommitHome string) []string {
	gomodcache := goEnv(t, "GOMODCACHE")
	gocache := goEnv(t, "GOCACHE")
	return append(os.Environ(),
		"PRE_COMMIT_HOME="+preCommitHome,
		"GOMODCACHE="+gomodcache,
		"GOCACHE="+gocache,
		"GOWORK=off",
		"GOFLAGS=-mod=readonly",
		"GIT_CONFIG_GLOBAL="+os.DevNull,
		"GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=ddblint test", "GIT_AUTHOR_EMAIL=test@example.com",
		"GIT_COMMITTER_NAME=ddblint test", "GIT_COMMITTER_EMAIL=test@example.com",
	)
}

func goEnv(t *testing.T, name string) string {
	t.Helper()
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		t.Fatalf("go env %s: %v", name, err)
	}
	return strings.TrimSpace(string(out))
}

type result struct {
	err    error
	output string
	took   time.Duration
}

// run runs a command in dir and returns its combined output; it fails the
// test only if the command cannot be started or times out.
func run(t *testing.T, environ []string, dir, name string, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = environ
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	r := result{err: err, output: out.String(), took: time.Since(start)}
	if ctx.Err() != nil {
		t.Fatalf("%s %s: timed out after %v\n%s", name, strings.Join(args, " "), timeout, r.output)
	}
	if exit := (*exec.ExitError)(nil); err != nil && !errors.As(err, &exit) {
		t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	return r
}

// must runs a command that must succeed.
func must(t *testing.T, environ []string, dir, name string, args ...string) string {
	t.Helper()
	r := run(t, environ, dir, name, args...)
	if r.err != nil {
		t.Fatalf("%s %s in %s: %v\n%s", name, strings.Join(args, " "), dir, r.err, r.output)
	}
	return r.output
}

// snapshot copies the repository's working tree — tracked files as they
// are now, and untracked files that are not ignored — into a new git
// repository with one commit, and returns its directory and commit. A clone
// would miss uncommitted work, and pre-commit needs a commit to check out.
func snapshot(t *testing.T, environ []string, root string) (dir, rev string) {
	t.Helper()
	list := must(t, environ, root, "git", "ls-files", "-z", "--cached", "--others", "--exclude-standard")
	dir = filepath.Join(t.TempDir(), "ddblint")
	n := 0
	for _, name := range strings.Split(list, "\x00") {
		if name == "" {
			continue
		}
		src := filepath.Join(root, filepath.FromSlash(name))
		info, err := os.Lstat(src)
		if err != nil || !info.Mode().IsRegular() {
			continue // deleted in the working tree, or not a plain file
		}
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(dst), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, data, info.Mode().Perm()); err != nil {
			t.Fatal(err)
		}
		n++
	}
	if _, err := os.Stat(filepath.Join(dir, ".pre-commit-hooks.yaml")); err != nil {
		t.Fatalf("the repository has no .pre-commit-hooks.yaml: %v", err)
	}
	must(t, environ, dir, "git", "init", "-q")
	must(t, environ, dir, "git", "add", "-A")
	must(t, environ, dir, "git", "commit", "-q", "--no-verify", "-m", "snapshot of the working tree")
	rev = strings.TrimSpace(must(t, environ, dir, "git", "rev-parse", "HEAD"))
	t.Logf("hook repository: %d files, commit %s", n, rev)
	return dir, rev
}

func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, data, 0o666); err != nil {
		t.Fatal(err)
	}
}

func TestPreCommit(t *testing.T) {
	if os.Getenv("DDBLINT_PRECOMMIT") != "1" {
		t.Skip("skipping the pre-commit integration test: it runs only with DDBLINT_PRECOMMIT=1, because it needs git, the pre-commit tool and network (or a warm module cache) and takes a minute or more; " +
			"run it with DDBLINT_PRECOMMIT=1 go test ./internal/devtools/integration/precommit/ (.ci/run does)")
	}
	for _, tool := range []string{"git", "pre-commit", "go"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("DDBLINT_PRECOMMIT=1 but %s is not installed: %v", tool, err)
		}
	}
	total := time.Now()
	home := t.TempDir()
	environ := env(t, home)
	root, err := filepath.Abs(testutil.Root())
	if err != nil {
		t.Fatal(err)
	}
	t.Log(strings.TrimSpace(must(t, environ, root, "pre-commit", "--version")))

	hookRepo, rev := snapshot(t, environ, root)

	// The user's repository: a module requiring the real SDK (the e2e
	// module's go.mod and go.sum) with ddblint in its pre-commit config.
	user := filepath.Join(t.TempDir(), "service")
	e2e := filepath.Join(testutil.TestData(), "e2e")
	copyFile(t, filepath.Join(e2e, "go.mod"), filepath.Join(user, "go.mod"))
	copyFile(t, filepath.Join(e2e, "go.sum"), filepath.Join(user, "go.sum"))
	config := fmt.Sprintf("repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: ddblint\n", hookRepo, rev)
	if err := os.WriteFile(filepath.Join(user, ".pre-commit-config.yaml"), []byte(config), 0o666); err != nil {
		t.Fatal(err)
	}
	must(t, environ, user, "git", "init", "-q")
	must(t, environ, user, "git", "add", "-A")
	must(t, environ, user, "git", "commit", "-q", "-m", "module and pre-commit config")
	must(t, environ, user, "pre-commit", "install")

	// The hook's environment is the checkout of the hook repository; the
	// script builds cmd/ddblint alone in it on the first run.
	r := run(t, environ, user, "pre-commit", "install-hooks")
	if r.err != nil {
		t.Fatalf("pre-commit install-hooks: %v\n%s", r.err, r.output)
	}
	t.Logf("pre-commit install-hooks (a clone of the hook repository) took %v", r.took.Round(time.Millisecond))

	head := func() string { return strings.TrimSpace(must(t, environ, user, "git", "rev-parse", "HEAD")) }

	// A bad key: the commit is blocked, with the finding in the output.
	before := head()
	copyFile(t, filepath.Join(e2e, "bad", "bad.go"), filepath.Join(user, "bad", "bad.go"))
	must(t, environ, user, "git", "add", "bad/bad.go")
	r = run(t, environ, user, "git", "commit", "-m", "add a bad key")
	t.Logf("first (blocked) commit, building ddblint, took %v; its output:\n%s", r.took.Round(time.Millisecond), r.output)
	// Only ddblint was built: no other command of the repository.
	var bins []string
	err = filepath.WalkDir(home, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Base(filepath.Dir(path)) == ".hook-bin" {
			bins = append(bins, d.Name())
		}
		return nil // an unreadable entry is skipped: the listing is only looked for ddblint in
	})
	if err != nil {
		t.Fatalf("listing the hook environment in %s: %v", home, err)
	}
	if len(bins) != 1 || bins[0] != "ddblint" {
		t.Errorf("want only ddblint built for the hook, got %v", bins)
	}
	if r.err == nil {
		t.Errorf("the commit of a bad key was not blocked:\n%s", r.output)
	}
	if head() != before {
		t.Errorf("HEAD moved: the commit happened")
	}
	finding := regexp.MustCompile(`bad/bad\.go:\d+:\d+: prefix "USER" is glued .*\(keydelimiter\)`)
	for _, re := range []*regexp.Regexp{finding, regexp.MustCompile(`ddblint\.+Failed`), regexp.MustCompile(`exit code: 3`)} {
		if !re.MatchString(r.output) {
			t.Errorf("the output of the blocked commit does not match %s:\n%s", re, r.output)
		}
	}

	// A clean key: the commit passes.
	must(t, environ, user, "git", "rm", "-q", "--cached", "bad/bad.go")
	if err := os.RemoveAll(filepath.Join(user, "bad")); err != nil {
		t.Fatal(err)
	}
	copyFile(t, filepath.Join(e2e, "clean", "clean.go"), filepath.Join(user, "clean", "clean.go"))
	must(t, environ, user, "git", "add", "clean/clean.go")
	r = run(t, environ, user, "git", "commit", "-m", "add a clean key")
	t.Logf("passing commit took %v", r.took.Round(time.Millisecond))
	if r.err != nil {
		t.Errorf("the commit of a clean key failed: %v\n%s", r.err, r.output)
	}
	if strings.Contains(r.output, "building ddblint") {
		t.Errorf("the second run built ddblint again:\n%s", r.output)
	}
	if !regexp.MustCompile(`ddblint\.+Passed`).MatchString(r.output) {
		t.Errorf("want ddblint...Passed in the output:\n%s", r.output)
	}
	if head() == before {
		t.Errorf("HEAD did not move: the clean commit did not happen")
	}
	t.Logf("the whole test took %v", time.Since(total).Round(time.Millisecond))
}
