//go:generate go run ../internal/gendocs/cmd -root ..

// Package rules is ddblint's catalog: the ordered list of rules, their
// metadata and defaults, and look-up by name. It holds no analysis code; each
// rule is a pass in analyzers/<name>, and its documentation is its doc.go.
package rules

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/config"
)

// Severity is how bad a finding is, for SARIF and editors.
type Severity string

const (
	Error   Severity = "error"
	Warning Severity = "warning"
)

// Rule is one catalog entry.
type Rule struct {
	Analyzer *analysis.Analyzer
	// Default reports whether the rule runs unless disabled. Rules whose
	// precision on real code is not yet proven are off by default.
	Default  bool
	Severity Severity
	// Since is the first release that has the rule; IDs are never reused.
	Since string
	// Options are the configuration options (flag names) the rule reads.
	Options []string
	// Security marks rules about attacks rather than design.
	Security bool
	// Review marks a review tier: its findings are questions for a
	// reviewer, not verdicts; -review (and -map) turn it on.
	Review bool
}

// Name is the rule's one name: package, Analyzer.Name, Category, docs page.
func (r Rule) Name() string { return r.Analyzer.Name }

// Title is the one-line summary from the rule's doc.go.
func (r Rule) Title() string {
	first, _, _ := strings.Cut(r.Analyzer.Doc, "\n")
	return strings.TrimPrefix(first, r.Name()+": ")
}

// DocPage is the rule's page, relative to the repository root.
func (r Rule) DocPage() string { return "docs/rules/" + r.Name() + ".md" }

// Release is ddblint's version story in one place: the release the code on
// main becomes when it is tagged. No tag exists yet; the first one will be
// Release, and it has every rule of the catalog (their Since is at most
// Release). The docs name this version, and only on lines that say it is
// release-only, beside what works today from a clone (TestOneVersion).
const Release = "v0.4.0"

// URLBase is where the rule pages are published.
const URLBase = "https://github.com/ddblint/ddblint/blob/main/docs/rules/"

// URL is the rule's documentation URL.
func URL(name string) string { return URLBase + name + ".md" }

// All returns the catalog in order.
func All() []Rule { return slices.Clone(catalog) }

// ByName finds a rule.
func ByName(name string) (Rule, bool) {
	for _, r := range catalog {
		if r.Name() == name {
			return r, true
		}
	}
	return Rule{}, false
}

// Names returns every rule name in catalog order.
func Names() []string {
	names := make([]string, len(catalog))
	for i, r := range catalog {
		names[i] = r.Name()
	}
	return names
}

// Enabled returns the rules to run under cfg: the defaults, plus cfg.Enable,
// minus cfg.Disable. A name that is no rule is an error.
func Enabled(cfg *config.Config) ([]Rule, error) {
	if err := cfg.CheckRuleNames(Names()); err != nil {
		return nil, err
	}
	on := map[string]bool{}
	for _, r := range catalog {
		on[r.Name()] = r.Default
	}
	review := []string{}
	if cfg.Review {
		for _, r := range catalog {
			if r.Review {
				review = append(review, r.Name())
			}
		}
	}
	for _, list := range []struct {
		names []string
		value bool
	}{{cfg.Enable, true}, {review, true}, {cfg.Disable, false}} {
		for _, n := range list.names {
			if n == "all" {
				for k := range on {
					on[k] = list.value
				}
				continue
			}
			if _, ok := on[n]; !ok {
				return nil, fmt.Errorf("unknown rule %q (rules: %s)", n, strings.Join(Names(), ", "))
			}
			on[n] = list.value
		}
	}
	var out []Rule
	for _, r := range catalog {
		if on[r.Name()] {
			out = append(out, r)
		}
	}
	return out, nil
}
