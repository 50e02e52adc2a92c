// Package action tests the composite GitHub Action (action.yml at the
// repository root): its shell steps, in action/run.sh, run with stand-ins
// for go and ddblint on PATH that record their arguments and exit with a
// chosen code; and action.yml is checked to call the script with the
// inputs it declares.
package action

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

const (
	script     = "../../../../action/run.sh"
	actionFile = "../../../../action.yml"
)

// stub writes an executable named name in dir that appends its arguments
// to dir/name.args, its working directory and GOWORK to dir/name.pwd, and
// exits with $STUB_EXIT.
func stub(t *testing.T, dir, name string) {
	t.Helper()
	src := "#!/bin/sh\necho \"$*\" >> \"$(dirname \"$0\")/" + name + ".args\"\n" +
		"echo \"$PWD GOWORK=$GOWORK\" >> \"$(dirname \"$0\")/" + name + ".pwd\"\n" +
		"exit \"${STUB_EXIT:-0}\"\n"
	if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o755); err != nil {
		t.Fatal(err)
	}
}

type outcome struct {
	code         int
	output       string // stdout and stderr
	args         string // what the stand-in received
	pwd          string // where it ran, and GOWORK
	githubOutput string
}

// runScript runs run.sh with the step and environment, in a fresh
// working directory.
func runScript(t *testing.T, step string, env ...string) outcome {
	t.Helper()
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skipf("no bash: %v", err)
	}
	abs, err := filepath.Abs(script)
	if err != nil {
		t.Fatal(err)
	}
	bin, work := t.TempDir(), t.TempDir()
	stub(t, bin, "go")
	stub(t, bin, "ddblint")
	ghOut := filepath.Join(t.TempDir(), "github_output")
	cmd := exec.Command("bash", abs, step)
	cmd.Dir = work
	cmd.Env = append([]string{"PATH=" + bin + string(os.PathListSeparator) + os.Getenv("PATH"), "GITHUB_OUTPUT=" + ghOut}, env...)
	out, err := cmd.CombinedOutput()
	o := outcome{output: string(out)}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		o.code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"go", "ddblint"} {
		if data, err := os.ReadFile(filepath.Join(bin, name+".args")); err == nil {
			o.args += name + " " + string(data)
		}
		if data, err := os.ReadFile(filepath.Join(bin, name+".pwd")); err == nil {
			o.pwd += string(data)
		}
	}
	if data, err := os.ReadFile(ghOut); err == nil {
		o.githubOutput = string(data)
	}
	return o
}

func TestInstall(t *testing.T) {
	o := runScript(t, "install", "DDBLINT_VERSION=v1.2.3")
	if o.code != 0 || o.args != "go install github.com/ddblint/ddblint/cmd/ddblint@v1.2.3\n" {
		t.Errorf("install v1.2.3: got exit %d, ran %q\n%s", o.code, o.args, o.output)
	}
	o = runScript(t, "install", "DDBLINT_VERSION=latest")
	if o.code != 0 || !strings.HasSuffix(o.args, "@latest\n") {
		t.Errorf("install latest: got exit %d, ran %q", o.code, o.args)
	}

	// The default builds the action's own files: never "latest" by
	// accident, whatever github.action_ref says.
	actionPath, err := filepath.Abs("../../../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, env := range [][]string{{"DDBLINT_VERSION=checkout"}, nil} {
		o = runScript(t, "install", append(env, "DDBLINT_ACTION_PATH="+actionPath, "GOWORK=/elsewhere/go.work")...)
		if o.code != 0 || o.args != "go install ./cmd/ddblint\n" || o.pwd != actionPath+" GOWORK=off\n" {
			t.Errorf("install %q: got exit %d, ran %q in %q; want go install ./cmd/ddblint in %s with GOWORK=off\n%s",
				env, o.code, o.args, o.pwd, actionPath, o.output)
		}
	}
	o = runScript(t, "install", "DDBLINT_ACTION_PATH="+t.TempDir())
	if o.code == 0 || o.args != "" || !strings.Contains(o.output, "does not hold cmd/ddblint") {
		t.Errorf("install checkout without the action's files: got exit %d, ran %q\n%s", o.code, o.args, o.output)
	}
	for _, env := range [][]string{{"DDBLINT_VERSION=v1.2.3"}, {"DDBLINT_ACTION_PATH=" + actionPath}} {
		o = runScript(t, "install", append(env, "STUB_EXIT=1")...)
		if o.code == 0 {
			t.Errorf("install %q: a failed go install must fail the step:\n%s", env, o.output)
		}
	}
}

func TestRun(t *testing.T) {
	for _, tc := range []struct {
		name     string
		env      []string
		wantCode int
		wantArgs string
		wantOut  string
	}{
		{"defaults", []string{"DDBLINT_SARIF=ddblint.sarif"}, 0, "ddblint -sarif ddblint.sarif ./...\n", "exit-code=0\n"},
		{"findings pass this step", []string{"STUB_EXIT=3", "DDBLINT_SARIF=x.sarif"}, 0, "ddblint -sarif x.sarif ./...\n", "exit-code=3\n"},
		{"errors fail it", []string{"STUB_EXIT=1"}, 1, "ddblint ./...\n", "exit-code=1\n"},
		{"usage errors fail it", []string{"STUB_EXIT=2"}, 2, "ddblint ./...\n", "exit-code=2\n"},
		{"flags and packages", []string{"DDBLINT_FLAGS=-enable=keyprefix  -separator=:", "DDBLINT_PACKAGES=./a/... ./b/...", "DDBLINT_SARIF="},
			0, "ddblint -enable=keyprefix -separator=: ./a/... ./b/...\n", "exit-code=0\n"},
		{"missing baseline", []string{"DDBLINT_BASELINE=nope.json"}, 1, "", "exit-code=1\n"},
		{"SARIF relative to the repository", []string{"DDBLINT_SARIF=d.sarif", "DDBLINT_SARIF_ROOT=/repo"}, 0,
			"ddblint -sarif d.sarif -sarif-root /repo ./...\n", "exit-code=0\n"},
		{"no SARIF, no root", []string{"DDBLINT_SARIF=", "DDBLINT_SARIF_ROOT=/repo"}, 0, "ddblint ./...\n", "exit-code=0\n"},
	} {
		o := runScript(t, "run", tc.env...)
		if o.code != tc.wantCode || o.args != tc.wantArgs || o.githubOutput != tc.wantOut {
			t.Errorf("%s: got exit %d, ran %q, output %q; want %d, %q, %q\n%s",
				tc.name, o.code, o.args, o.githubOutput, tc.wantCode, tc.wantArgs, tc.wantOut, o.output)
		}
	}
}

func TestRunWithBaseline(t *testing.T) {
	base := filepath.Join(t.TempDir(), "base.json")
	if err := os.WriteFile(base, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	o := runScript(t, "run", "DDBLINT_BASELINE="+base, "DDBLINT_SARIF=s.sarif")
	if want := "ddblint -sarif s.sarif -baseline " + base + " ./...\n"; o.code != 0 || o.args != want {
		t.Errorf("got exit %d, ran %q; want %q\n%s", o.code, o.args, want, o.output)
	}
}

// TestSubdirectorySARIF runs the action's steps for real, as a workflow
// with working-directory set to a module in a subdirectory would: install
// builds ddblint from this checkout (version: checkout), run checks the
// module, and the SARIF file's paths start at the repository's root, where
// code scanning looks for them (services/orders/bad/bad.go, not
// bad/bad.go).
func TestSubdirectorySARIF(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping in -short mode: it builds ddblint and loads the real aws-sdk-go-v2")
	}
	for _, tool := range []string{"bash", "go"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("no %s: %v", tool, err)
		}
	}
	actionPath, err := filepath.Abs("../../../..")
	if err != nil {
		t.Fatal(err)
	}
	repo, bin := t.TempDir(), t.TempDir()
	module := filepath.Join(repo, "services", "orders")
	for _, name := range []string{"go.mod", "go.sum", "bad/bad.go"} {
		data, err := os.ReadFile(filepath.Join(actionPath, "testdata", "e2e", filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(module, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ghOut := filepath.Join(t.TempDir(), "github_output")
	step := func(name string, env ...string) string {
		t.Helper()
		cmd := exec.Command("bash", filepath.Join(actionPath, "action", "run.sh"), name)
		cmd.Dir = module // working-directory: services/orders
		cmd.Env = append(os.Environ(), append([]string{
			"GOBIN=" + bin, "PATH=" + bin + string(os.PathListSeparator) + os.Getenv("PATH"),
			"GOWORK=off", "GOFLAGS=-mod=readonly", "GITHUB_OUTPUT=" + ghOut, "DDBLINT_CACHE=off",
		}, env...)...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("run.sh %s: %v\n%s", name, err, out)
		}
		return string(out)
	}
	step("install", "DDBLINT_VERSION=checkout", "DDBLINT_ACTION_PATH="+actionPath)
	out := step("run", "DDBLINT_SARIF=ddblint.sarif", "DDBLINT_SARIF_ROOT="+repo, "DDBLINT_PACKAGES=./...")
	if data, _ := os.ReadFile(ghOut); string(data) != "exit-code=3\n" {
		t.Fatalf("GITHUB_OUTPUT = %q, want exit-code=3 (the finding in bad/bad.go)\n%s", data, out)
	}
	data, err := os.ReadFile(filepath.Join(module, "ddblint.sarif"))
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Runs []struct {
			Results []struct {
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI       string `json:"uri"`
							URIBaseID string `json:"uriBaseId"`
						} `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(data, &log); err != nil {
		t.Fatal(err)
	}
	var uris []string
	for _, run := range log.Runs {
		for _, res := range run.Results {
			for _, l := range res.Locations {
				uris = append(uris, l.PhysicalLocation.ArtifactLocation.URIBaseID+" "+l.PhysicalLocation.ArtifactLocation.URI)
			}
		}
	}
	if len(uris) == 0 {
		t.Fatalf("no results in the SARIF file:\n%s", data)
	}
	for _, u := range uris {
		if u != "%SRCROOT% services/orders/bad/bad.go" {
			t.Errorf("SARIF location %q, want %%SRCROOT%% services/orders/bad/bad.go (relative to the repository's root)", u)
		}
	}
}

// contextRef is what an env value of a step may read besides inputs: the
// action's own path and the repository's root.
var contextRef = regexp.MustCompile(`\$\{\{ github\.(action_path|workspace) \}\}`)

var inputRef = regexp.MustCompile(`inputs\.([a-z-]+)`)

// TestActionFile: every step that runs the script passes it the inputs
// the action declares, and the script is executable.
func TestActionFile(t *testing.T) {
	data, err := os.ReadFile(actionFile)
	if err != nil {
		t.Fatal(err)
	}
	var action struct {
		Inputs map[string]struct {
			Default *string `yaml:"default"`
		} `yaml:"inputs"`
		Runs struct {
			Using string `yaml:"using"`
			Steps []struct {
				Name string            `yaml:"name"`
				If   string            `yaml:"if"`
				Run  string            `yaml:"run"`
				Uses string            `yaml:"uses"`
				Env  map[string]string `yaml:"env"`
			} `yaml:"steps"`
		} `yaml:"runs"`
	}
	if err := yaml.Unmarshal(data, &action); err != nil {
		t.Fatalf("action.yml: %v", err)
	}
	if action.Runs.Using != "composite" {
		t.Errorf("runs.using = %q, want composite", action.Runs.Using)
	}
	for name, in := range action.Inputs {
		if in.Default == nil {
			t.Errorf("input %s has no default", name)
		}
	}
	steps := map[string]bool{}
	for _, s := range action.Runs.Steps {
		for _, step := range []string{"install", "run"} {
			if strings.Contains(s.Run, "run.sh\" "+step) {
				steps[step] = true
				for k, v := range s.Env {
					refs := inputRef.FindAllStringSubmatch(v, -1)
					if len(refs) == 0 && !contextRef.MatchString(v) {
						t.Errorf("step %q: %s=%q reads no input", s.Name, k, v)
					}
					if strings.Contains(v, "action_ref") {
						t.Errorf("step %q: %s=%q reads github.action_ref, which can be empty in a composite action", s.Name, k, v)
					}
					for _, m := range refs {
						if _, ok := action.Inputs[m[1]]; !ok {
							t.Errorf("step %q: %s reads undeclared input %q", s.Name, k, m[1])
						}
					}
				}
			}
		}
	}
	// The upload is skipped for pull requests from forks (a read-only
	// token), and not for pushes (no pull_request at all).
	const forkGuard = "(github.event.pull_request == null || github.event.pull_request.head.repo.full_name == github.repository)"
	for _, s := range action.Runs.Steps {
		if strings.Contains(s.Uses, "upload-sarif") && !strings.Contains(s.If, forkGuard) {
			t.Errorf("step %q: if: %q does not hold %s", s.Name, s.If, forkGuard)
		}
	}
	if def := action.Inputs["version"].Default; def == nil || *def != "checkout" {
		t.Errorf("input version: default %v, want checkout (build the action's own files)", def)
	}
	if !steps["install"] || !steps["run"] {
		t.Errorf("action.yml does not call run.sh install and run: %v", steps)
	}
	fi, err := os.Stat(script)
	if err != nil || fi.Mode()&0o111 == 0 {
		t.Errorf("action/run.sh must be executable: %v", err)
	}
}
