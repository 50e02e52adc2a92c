package driver

import (
	"errors"
	"flag"
	"fmt"
	"go/doc/comment"
	"io"
	"runtime/debug"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/rules"
)

// The command's own flags, by group for -h. The analyzer's options (the
// config pass's flags) are listed under "options", except those below.
var (
	ruleFlags   = []string{config.FlagEnable, config.FlagDisable, "list", "explain"}
	loadFlags   = []string{"tags", "test", config.FlagTests, "cache"}
	outputFlags = []string{"json", "fix", "diff", "print-schema", "map", "map-workbench"}
	ciFlags     = []string{"sarif", "sarif-root", "baseline", "write-baseline"}
	infoFlags   = []string{"version", "h"}
)

// Main is the ddblint command without go vet's protocol: it parses args
// (without the program name), runs, and returns the exit code.
func Main(a *analysis.Analyzer, args []string, stdout, stderr io.Writer) int {
	opts := Options{Analyzer: a, Stdout: stdout, Stderr: stderr}
	var list, version, printSchema bool
	var mo MapOptions
	var explain string
	fs := flag.NewFlagSet(a.Name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are printed below, once, in our words
	fs.BoolVar(&list, "list", false, "print every rule: name, whether it runs by default, severity, title")
	fs.StringVar(&explain, "explain", "", "print the documentation of `rule`")
	fs.StringVar(&opts.Tags, "tags", "", "comma-separated `list` of build tags, as for go build")
	fs.BoolVar(&opts.Tests, "test", false, "load the packages' test files too (default: only where they are checked, with -tests or tests: true in .ddblint.yml)")
	fs.StringVar(&opts.Cache, "cache", "", "cache facts and findings in `dir` (\"off\": no cache; default $"+CacheEnv+", else ddblint in the user cache directory)")
	fs.BoolVar(&opts.JSON, "json", false, "print the findings as JSON (the go vet -json shape) instead of text")
	fs.BoolVar(&opts.Fix, "fix", false, "apply the suggested fixes; print the findings left, exit 3 if any")
	fs.BoolVar(&opts.Diff, "diff", false, "print the suggested fixes as a patch for git apply or patch -p1 instead of applying them (the findings left: on stderr)")
	fs.BoolVar(&printSchema, "print-schema", false, "print the tables, indexes and key attributes ddblint infers, and where each came from")
	fs.BoolVar(&mo.Markdown, "map", false, "print the key map instead of the findings: tables, entities with their key templates, access patterns, what the rules found (Markdown; JSON with -json)")
	fs.StringVar(&mo.Workbench, "map-workbench", "", "write the key map as a NoSQL Workbench data model to `file` (\"-\": stdout)")
	fs.StringVar(&opts.SARIF, "sarif", "", "also write the findings as SARIF 2.1.0 to `file` (\"-\": stdout, instead of the text)")
	fs.StringVar(&opts.SARIFRoot, "sarif-root", "", "make the SARIF file URIs relative to `dir` (the repository root, for code scanning; default the module root)")
	fs.StringVar(&opts.Baseline, "baseline", "", "report only findings not recorded in the baseline `file`")
	fs.StringVar(&opts.WriteBaseline, "write-baseline", "", "record the current findings in the baseline `file` and exit 0")
	fs.BoolVar(&version, "version", false, "print the version and exit")
	a.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })

	usageError := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "%s: %s\n", a.Name, fmt.Sprintf(format, args...))
		fmt.Fprintf(stderr, "Run '%s -h' for the flags.\n", a.Name)
		return ExitUsage
	}
	if len(args) > 0 && args[0] == "help" {
		printHelp(stdout, fs, a)
		return ExitClean
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			printHelp(stdout, fs, a)
			return ExitClean
		}
		return usageError("%v", err)
	}
	opts.Patterns = fs.Args()
	// Without -test, test files are loaded where they are checked: a test
	// file that does not compile fails only a run that judges it.
	opts.TestsFromConfig = true
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "test" {
			opts.TestsFromConfig = false
		}
	})
	for _, p := range opts.Patterns {
		if strings.HasPrefix(p, "-") && p != "-" {
			return usageError("flag %s after the packages: flags go before the packages (%s [flags] packages)", p, a.Name)
		}
	}
	switch {
	case version:
		fmt.Fprintf(stdout, "%s %s\n", a.Name, Version())
		return ExitClean
	case list:
		printList(stdout)
		return ExitClean
	case explain != "":
		return printExplain(stdout, stderr, explain)
	}
	if len(opts.Patterns) == 0 {
		return usageError("no packages given (for the whole module: %s ./...)", a.Name)
	}
	switch {
	case opts.SARIFRoot != "" && opts.SARIF == "":
		return usageError("-sarif-root says where the SARIF file's paths start: give -sarif too")
	case opts.Baseline != "" && opts.WriteBaseline != "":
		return usageError("-baseline and -write-baseline do not go together")
	case opts.JSON && opts.SARIF == "-":
		return usageError("-json and -sarif - both write to stdout: give -sarif a file")
	case opts.Diff && opts.SARIF == "-":
		return usageError("-diff and -sarif - both write to stdout: give -sarif a file")
	case opts.Diff && opts.JSON:
		return usageError("-diff and -json both write to stdout: the patch is for git apply, the JSON for tools; run them apart")
	case (opts.Fix || opts.Diff) && opts.WriteBaseline != "":
		return usageError("-write-baseline records findings: fix them in another run")
	case printSchema && (opts.JSON || opts.Fix || opts.Diff || opts.SARIF != "" || opts.Baseline != "" || opts.WriteBaseline != ""):
		return usageError("-print-schema prints the schema only: it takes no output or CI flag")
	}
	mapping := mo.Markdown || mo.Workbench != ""
	switch {
	case mapping && printSchema:
		return usageError("-map and -print-schema print different things: run them apart")
	case mapping && (opts.Fix || opts.Diff || opts.SARIF != "" || opts.Baseline != "" || opts.WriteBaseline != ""):
		return usageError("-map and -map-workbench print the key map only: they take no fix or CI flag")
	case opts.JSON && !mo.Markdown && mo.Workbench != "":
		return usageError("-json prints the key map as JSON with -map; -map-workbench alone writes the Workbench file only")
	case mo.Markdown && mo.Workbench == "-":
		return usageError("-map and -map-workbench - both write to stdout: give -map-workbench a file")
	}
	if printSchema {
		return PrintSchema(opts)
	}
	if mapping {
		// The map's review lists hold the review tier's questions, whatever
		// the config enables, unless -review=false says otherwise.
		if f := fs.Lookup(config.FlagReview); f != nil && !given(fs, config.FlagReview) {
			if err := f.Value.Set("true"); err != nil {
				return usageError("%v", err)
			}
		}
		return PrintMap(opts, mo)
	}
	withProgress(&opts, isTerminal(stderr), progressDelay, time.Now)
	return Run(opts)
}

// Version is the ddblint module's version from the build information:
// its release, or for a build from a clone "(devel)" with the commit, its
// time and whether the tree was modified.
func Version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown)"
	}
	return formatVersion(info)
}

// modulePath is ddblint's module.
const modulePath = "github.com/ddblint/ddblint"

// formatVersion renders the build information as -version prints it: the
// version of the ddblint module (the main module, or a dependency under
// go tool, where a replace line may point at a clone), then the VCS
// settings the go command stamped, as go version -m shows them (only when
// ddblint is the main module: under go tool they are the user's). A release
// installed with go install has no VCS settings; a build with
// -buildvcs=false (or from a git worktree, which the go command does not
// stamp) has none either, and says so.
func formatVersion(info *debug.BuildInfo) string {
	m := &info.Main
	if m.Path != modulePath {
		for _, d := range info.Deps {
			if d.Path == modulePath {
				m = d
				break
			}
		}
	}
	v := m.Version
	if v == "" {
		v = "(devel)"
	}
	if r := m.Replace; r != nil {
		if r.Version != "" {
			v += " => " + r.Path + " " + r.Version
		} else {
			v += " => " + r.Path
		}
	}
	if m != &info.Main {
		return v // the settings are those of the module that runs go tool
	}
	var vcs []string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision", "vcs.time", "vcs.modified":
			vcs = append(vcs, s.Key+"="+s.Value)
		}
	}
	switch {
	case len(vcs) > 0:
		v += " " + strings.Join(vcs, " ")
	case m.Version == "(devel)" || m.Version == "":
		v += " (no VCS information: built with -buildvcs=false or outside a git checkout)"
	}
	return v
}

// printHelp prints the usage and every flag, grouped.
func printHelp(w io.Writer, fs *flag.FlagSet, a *analysis.Analyzer) {
	title, _, _ := strings.Cut(a.Doc, "\n")
	fmt.Fprintf(w, "%s\n\n", title)
	fmt.Fprintf(w, "Usage:\n  %s [flags] packages     e.g. %s ./...\n", a.Name, a.Name)
	fmt.Fprintf(w, "  %s help                 this help\n", a.Name)
	fmt.Fprintf(w, "  go vet -vettool=$(which %s) packages\n\n", a.Name)
	fmt.Fprintln(w, "Flags go before the packages. Exit codes: 0 no findings, 3 findings, 1 errors, 2 bad usage.")

	own := slices.Concat(ruleFlags, loadFlags, outputFlags, ciFlags, infoFlags)
	var options []string
	fs.VisitAll(func(f *flag.Flag) {
		if !slices.Contains(own, f.Name) {
			options = append(options, f.Name)
		}
	})
	groups := []struct {
		title string
		names []string
	}{
		{"Rules", ruleFlags},
		{"Options (they override .ddblint.yml; see docs/configuration.md)", options},
		{"Packages and cache (see docs/engine.md#cost)", loadFlags},
		{"Output (text on stdout by default, errors on stderr)", outputFlags},
		{"CI (see docs/ci.md)", ciFlags},
		{"Information", []string{"version"}},
	}
	for _, g := range groups {
		fmt.Fprintf(w, "\n%s:\n", g.title)
		tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
		for _, name := range g.names {
			f := fs.Lookup(name)
			if f == nil {
				continue
			}
			arg, usage := flag.UnquoteUsage(f)
			flagText := "-" + f.Name
			if arg != "" {
				flagText += " " + arg
			}
			if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" {
				if g, ok := f.Value.(flag.Getter); ok && isString(g.Get()) {
					usage += fmt.Sprintf(" (default %q)", f.DefValue)
				} else {
					usage += " (default " + f.DefValue + ")"
				}
			}
			fmt.Fprintf(tw, "  %s\t%s\n", flagText, usage)
		}
		_ = tw.Flush() // w is the terminal: nothing to do about an error
	}
	fmt.Fprintf(w, "\nRules and their documentation: %s -list, %s -explain RULE, %s\n", a.Name, a.Name, rules.URLBase)
}

func isString(v any) bool { _, ok := v.(string); return ok }

// printList prints the catalog.
func printList(w io.Writer) {
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "RULE\tDEFAULT\tSEVERITY\tTITLE")
	for _, r := range rules.All() {
		on := "on"
		if !r.Default {
			on = "off"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", r.Name(), on, r.Severity, r.Title())
	}
	_ = tw.Flush() // w is the terminal
}

// printExplain prints a rule's documentation, from its doc.go, as text.
func printExplain(stdout, stderr io.Writer, name string) int {
	r, ok := rules.ByName(name)
	if !ok {
		msg := fmt.Sprintf("ddblint: unknown rule %q", name)
		if s := config.Suggest(name, rules.Names()); s != "" {
			msg += fmt.Sprintf(" (did you mean %q?)", s)
		}
		fmt.Fprintf(stderr, "%s; %s -list lists them\n", msg, "ddblint")
		return ExitUsage
	}
	on := "on by default"
	if !r.Default {
		on = "off by default: -enable " + r.Name()
	}
	fmt.Fprintf(stdout, "%s: %s\n\n", r.Name(), r.Title())
	fmt.Fprintf(stdout, "%s; severity %s; since %s\n", on, r.Severity, r.Since)
	if len(r.Options) > 0 {
		fmt.Fprintf(stdout, "options: -%s\n", strings.Join(r.Options, ", -"))
	}
	fmt.Fprintf(stdout, "online: %s\n\n", rules.URL(r.Name()))
	_, body, _ := strings.Cut(r.Analyzer.Doc, "\n\n")
	var p comment.Parser
	pr := comment.Printer{TextWidth: 80}
	_, _ = stdout.Write(pr.Text(p.Parse(body))) // the terminal
	return ExitClean
}

// given reports whether the command line set the flag.
func given(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
