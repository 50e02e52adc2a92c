// Package action tests the composite GitHub Action (action.yml at the
// repository root): its shell steps, in action/run.sh, run with stand-ins
// for go and ddblint on PATH that record their arguments and exit with a
// chosen code; and action.yml is checked to call the script with the
// inputs it declares.
package action

import (
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
// to dir/name.args and exits with $STUB_EXIT.
func stub(t *testing.T, dir, name string) {
	t.Helper()
	src := "#!/bin/sh\necho \"$*\" >> \"$(dirname \"$0\")/" + name + ".args\"\nexit \"${STUB_EXIT:-0}\"\n"
	if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o755); err != nil {
		t.Fatal(err)
	}
}

type outcome struct {
	code         int
	output       string // stdout and stderr
	args         string // what the stand-in received
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
	o = runScript(t, "install")
	if o.code != 0 || !strings.HasSuffix(o.args, "@latest\n") {
		t.Errorf("install without a version: got exit %d, ran %q", o.code, o.args)
	}
	o = runScript(t, "install", "STUB_EXIT=1")
	if o.code == 0 {
		t.Errorf("a failed go install must fail the step:\n%s", o.output)
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
					if len(refs) == 0 {
						t.Errorf("step %q: %s=%q reads no input", s.Name, k, v)
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
	if !steps["install"] || !steps["run"] {
		t.Errorf("action.yml does not call run.sh install and run: %v", steps)
	}
	fi, err := os.Stat(script)
	if err != nil || fi.Mode()&0o111 == 0 {
		t.Errorf("action/run.sh must be executable: %v", err)
	}
}
