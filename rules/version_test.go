package rules_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/mod/semver"

	"github.com/ddblint/ddblint/internal/devtools/testutil"
	"github.com/ddblint/ddblint/rules"
)

// ddblintVersionRe finds a version of ddblint named in the docs: in a go
// install or go get line, a go.mod require, a pre-commit rev, the
// workflow's DDBLINT_VERSION, or the golangci-lint plugin's version.
var ddblintVersionRe = regexp.MustCompile(`(?:github\.com/ddblint/ddblint\S*[@ ]|\brev:\s*|DDBLINT_VERSION:\s*|version:\s*)(v\d+\.\d+\.\d+|latest)\b(.*)`)

// TestOneVersion keeps one version story: the catalog's rules are all in
// rules.Release, and every ddblint version the README and docs name is
// rules.Release (or latest), on a line that says it is for the release:
// nothing is tagged yet, so such a line fails today and the docs must say
// so, beside what works from a clone. v0.0.0 is allowed: it is the
// placeholder a require takes beside a replace line to a clone.
func TestOneVersion(t *testing.T) {
	if !semver.IsValid(rules.Release) {
		t.Fatalf("rules.Release %q is not a semantic version", rules.Release)
	}
	latest := "v0.0.0"
	for _, r := range rules.All() {
		if !semver.IsValid(r.Since) {
			t.Errorf("%s: Since %q is not a semantic version", r.Name(), r.Since)
			continue
		}
		if semver.Compare(r.Since, rules.Release) > 0 {
			t.Errorf("%s: Since %s is after rules.Release %s", r.Name(), r.Since, rules.Release)
		}
		if semver.Compare(r.Since, latest) > 0 {
			latest = r.Since
		}
	}
	if latest != rules.Release {
		t.Errorf("the newest rule is since %s, rules.Release is %s: the next release is the newest rule's", latest, rules.Release)
	}

	root := testutil.Root()
	files, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	files = append(files, filepath.Join(root, "README.md"))
	more, _ := filepath.Glob(filepath.Join(root, "examples", "*", "README.md"))
	files = append(files, more...)
	seen := 0
	for _, f := range files {
		if strings.HasPrefix(filepath.Base(f), "accuracy") {
			continue // other projects' versions
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, f)
		for i, line := range strings.Split(string(data), "\n") {
			for _, m := range ddblintVersionRe.FindAllStringSubmatch(line, -1) {
				if strings.HasPrefix(strings.TrimSpace(m[0]), "version:") && !strings.Contains(m[2], "ddblint") {
					continue // another tool's version (golangci-lint's)
				}
				if m[1] == "v0.0.0" {
					continue // the placeholder beside a replace line to a clone: works today
				}
				seen++
				if m[1] != rules.Release && m[1] != "latest" {
					t.Errorf("%s:%d: ddblint %s; the one version is rules.Release, %s:\n\t%s", rel, i+1, m[1], rules.Release, line)
				}
				if !strings.Contains(strings.ToLower(line), "release") {
					t.Errorf("%s:%d: ddblint %s on a line that does not say it is release-only (nothing is tagged yet):\n\t%s", rel, i+1, m[1], line)
				}
			}
		}
	}
	if seen == 0 {
		t.Error("no ddblint version found in the docs: is the pattern right?")
	}
}
