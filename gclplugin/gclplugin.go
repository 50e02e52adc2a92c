// Package gclplugin is ddblint's golangci-lint v2 module plugin.
//
// It only wires things together: it registers the plugin under the name
// "ddblint", decodes the settings from .golangci.yml strictly, maps each one
// onto the config pass's flag of the same name (so the plugin configures
// ddblint exactly as the command line and go vet do) and hands golangci-lint
// the same single analyzer the ddblint command runs.
//
// Build a golangci-lint with it (.custom-gcl.yml):
//
//	version: v2.15.0
//	plugins:
//	  - module: github.com/ddblint/ddblint
//	    import: github.com/ddblint/ddblint/gclplugin
//	    version: v0.1.0
//
// and enable it (.golangci.yml):
//
//	version: "2"
//	linters:
//	  enable: [ddblint]
//	  settings:
//	    custom:
//	      ddblint:
//	        type: module
//	        description: DynamoDB key-design mistakes
//	        settings:
//	          disable: [pktimestamp]
//	          separator: "#"
//
// See docs/golangci-lint.md for every setting and for building without
// "golangci-lint custom".
package gclplugin

import (
	"encoding/json"
	"errors"
	"fmt"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/rules"
	"github.com/ddblint/ddblint/rules/ddblint"
)

// Name is the plugin's name: the key under linters.settings.custom, the
// linter name in golangci-lint's output, and the name //nolint takes.
const Name = "ddblint"

func init() {
	register.Plugin(Name, New)
}

// Settings are the plugin's settings, under
// linters.settings.custom.ddblint.settings. Each is the command-line flag
// of the same name (see docs/configuration.md) and takes the same values;
// lists are YAML lists rather than comma-separated strings. A setting left
// out (or null) keeps the config file's value, or else the default; an
// empty list ([]) clears the file's list, as -enable= does.
//
// Paths (config, schemas) are relative to the directory golangci-lint runs
// in, as a flag's paths are relative to the current directory.
type Settings struct {
	Enable                []string `json:"enable"`
	Disable               []string `json:"disable"`
	Separator             *string  `json:"separator"`
	VersionSeparator      *string  `json:"version-separator"`
	PadWidth              *int     `json:"pad-width"`
	PK                    []string `json:"pk"`
	SK                    []string `json:"sk"`
	VersionedTables       []string `json:"versioned-tables"`
	VersionedTablePattern *string  `json:"versioned-table-pattern"`
	MaxComponents         *int     `json:"max-components"`
	MutableAttributes     []string `json:"mutable-attributes"`
	InjectionSources      []string `json:"injection-sources"`
	InjectionSanitizers   []string `json:"injection-sanitizers"`
	IncludeGenerated      *bool    `json:"include-generated"`
	Tests                 *bool    `json:"tests"`
	Review                *bool    `json:"review"`
	Config                *string  `json:"config"`
	Schemas               []string `json:"schemas"`
}

// plugin is the loaded plugin. It holds nothing: the settings live in the
// config pass's flags, which are the one place ddblint is configured.
type plugin struct{}

// New decodes and checks the settings, sets the config pass's flags from
// them, and loads the resulting configuration once so that a bad value
// fails here, when golangci-lint loads its configuration, rather than on
// every package.
//
// The flags are package-level state: New first resets every one of them, so
// the settings of the last call are the whole configuration (golangci-lint
// calls New once per run).
func New(settings any) (register.LinterPlugin, error) {
	s, err := decode(settings)
	if err != nil {
		return nil, err
	}
	config.ResetFlags()
	if err := s.apply(); err != nil {
		config.ResetFlags()
		return nil, err
	}
	cfg, err := config.FromFlags()
	if err == nil {
		_, err = rules.Enabled(cfg)
	}
	if err != nil {
		config.ResetFlags()
		return nil, fmt.Errorf("settings: %w", inSettingsTerms(err))
	}
	return plugin{}, nil
}

// BuildAnalyzers returns the one ddblint analyzer, the one the ddblint
// command and go vet -vettool run, rather than one analyzer per rule:
//
//   - the rules run inside it, and it is what applies -enable/-disable and
//     the //ddblint:ignore directives (and reports unused or malformed
//     ones); the rule analyzers on their own would do neither;
//   - golangci-lint names every finding of a plugin after the plugin
//     ("ddblint"), whatever analyzer made it, so the rule is named by the
//     "(rule)" suffix this analyzer's messages end with, as in the CLI;
//   - the key-finding engine (keys.Analyzer) and the config pass then run
//     once per package for all rules.
//
// So //nolint:ddblint silences every rule on a line, and
// //ddblint:ignore <rule> <reason> silences one, exactly as under the CLI.
//
// The analyzer is wrapped by oneIssue: golangci-lint would turn each
// related location of a finding into an issue of its own.
func (plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return []*analysis.Analyzer{oneIssue(ddblint.Analyzer)}, nil
}

// oneIssue returns a copy of a whose findings have no related information:
// the related locations are named in the message instead ("... (also at
// store/a.go:12, store/b.go:40) (keydelimiter)").
//
// golangci-lint reports each related location of a diagnostic as an issue
// of its own ("ddblint(related information)", at the location), so one
// finding of a helper called from three places became four issues, and a
// //nolint:ddblint on the finding's line left the other three. In the message
// the places stay visible, and the finding is one issue that one //nolint
// silences. The command, go vet and the editor server keep Related, which
// they show as such.
//
// The copy has a's name, requirements, facts and result, so golangci-lint
// runs it in a's place; only Report is intercepted.
func oneIssue(a *analysis.Analyzer) *analysis.Analyzer {
	w := *a
	w.Run = func(pass *analysis.Pass) (any, error) {
		wd, _ := os.Getwd() // "" if unknown: positions are then absolute
		p := *pass
		p.Report = func(d analysis.Diagnostic) { pass.Report(foldRelated(pass.Fset, wd, d)) }
		return a.Run(&p)
	}
	return &w
}

// maxRelated is how many related locations a message names; the rest are
// counted.
const maxRelated = 5

// foldRelated returns d with its related locations named at the end of its
// message, before the "(rule)" suffix, and no Related. Paths are relative to wd when they are below it.
func foldRelated(fset *token.FileSet, wd string, d analysis.Diagnostic) analysis.Diagnostic {
	var places []string
	for _, r := range d.Related {
		if !r.Pos.IsValid() {
			continue
		}
		pos := fset.Position(r.Pos)
		name := pos.Filename
		if wd != "" {
			if rel, err := filepath.Rel(wd, name); err == nil && filepath.IsLocal(rel) {
				name = rel
			}
		}
		place := fmt.Sprintf("%s:%d", filepath.ToSlash(name), pos.Line)
		if !slices.Contains(places, place) {
			places = append(places, place)
		}
	}
	d.Related = nil
	if len(places) == 0 {
		return d
	}
	also := "also at " + strings.Join(places[:min(len(places), maxRelated)], ", ")
	if n := len(places) - maxRelated; n > 0 {
		also += fmt.Sprintf(" and %d more", n)
	}
	// Before the "(rule)" suffix, which stays last: exclusion and severity
	// rules match it with text: '\(rule\)$' (docs/golangci-lint.md).
	if i := strings.LastIndex(d.Message, " ("); i >= 0 && strings.HasSuffix(d.Message, ")") &&
		!strings.ContainsAny(d.Message[i+2:len(d.Message)-1], " ()") {
		d.Message = d.Message[:i] + " (" + also + ")" + d.Message[i:]
	} else {
		d.Message += " (" + also + ")"
	}
	return d
}

// GetLoadMode asks for type information: the engine needs types, and
// exports facts about key-building helpers across packages.
func (plugin) GetLoadMode() string { return register.LoadModeTypesInfo }

// settingNames are the settings' names, in declaration order.
func settingNames() []string {
	var names []string
	for f := range reflect.TypeFor[Settings]().Fields() {
		names = append(names, f.Tag.Get("json"))
	}
	return names
}

var unknownFieldRE = regexp.MustCompile(`unknown field "([^"]*)"`)

// decode decodes the settings strictly with plugin-module-register's
// DecodeSettings (a JSON round trip that rejects unknown fields) and words
// its errors in the settings' own terms.
func decode(raw any) (Settings, error) {
	s, err := register.DecodeSettings[Settings](raw)
	if err == nil {
		return s, s.check()
	}
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &typeErr) && typeErr.Field != "":
		return s, fmt.Errorf("settings: %s: want %s, got %s", typeErr.Field, want(typeErr.Type), got(typeErr.Value))
	case errors.As(err, &typeErr):
		return s, fmt.Errorf("settings: want a mapping of ddblint settings, got %s", got(typeErr.Value))
	}
	if m := unknownFieldRE.FindStringSubmatch(err.Error()); m != nil {
		// The config file's nested options have no flag, so no setting.
		switch m[1] {
		case "keys":
			return s, errors.New(`settings: unknown setting "keys": give key attributes with pk and sk here, or with keys: in a .ddblint.yml`)
		case "tables":
			return s, errors.New(`settings: unknown setting "tables": declare tables in a .ddblint.yml (next to go.mod, or named by the config setting)`)
		}
		names := settingNames()
		if hint := config.Suggest(m[1], names); hint != "" {
			return s, fmt.Errorf("settings: unknown setting %q (did you mean %q?)", m[1], hint)
		}
		return s, fmt.Errorf("settings: unknown setting %q (want one of: %s)", m[1], strings.Join(names, ", "))
	}
	return s, fmt.Errorf("settings: %w", err)
}

// want names what a Go type of Settings wants, in YAML terms.
func want(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Int:
		return "an integer"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice:
		return "a list"
	}
	return t.String()
}

// got names a JSON value kind as encoding/json reports it, in YAML terms.
func got(kind string) string {
	switch kind {
	case "array":
		return "a list"
	case "object":
		return "a mapping"
	case "number":
		return "a number"
	case "bool":
		return "true or false"
	case "string":
		return "a string"
	}
	return kind
}

// check rejects list items the flags could not carry: an empty name (the
// config file rejects it too), and a name with a comma (a list flag would
// split it in two).
func (s *Settings) check() error {
	var errs []error
	for _, l := range s.lists() {
		for i, item := range *l.items {
			switch {
			case strings.TrimSpace(item) == "":
				errs = append(errs, fmt.Errorf("settings: %s[%d]: empty name", l.name, i))
			case strings.Contains(item, ","):
				errs = append(errs, fmt.Errorf("settings: %s[%d]: %q contains a comma: give one name per list item", l.name, i, item))
			}
		}
	}
	return errors.Join(errs...)
}

type listSetting struct {
	name  string
	items *[]string
}

func (s *Settings) lists() []listSetting {
	return []listSetting{
		{config.FlagEnable, &s.Enable},
		{config.FlagDisable, &s.Disable},
		{config.FlagPK, &s.PK},
		{config.FlagSK, &s.SK},
		{config.FlagVersionedTables, &s.VersionedTables},
		{config.FlagMutableAttributes, &s.MutableAttributes},
		{config.FlagInjectionSources, &s.InjectionSources},
		{config.FlagInjectionSanitizers, &s.InjectionSanitizers},
		{config.FlagSchemas, &s.Schemas},
	}
}

// apply sets the config pass's flags from the settings that are given.
func (s *Settings) apply() error {
	fs := &config.Analyzer.Flags
	set := func(name, value string) error {
		if err := fs.Set(name, value); err != nil {
			return fmt.Errorf("settings: %s: %w", name, err)
		}
		return nil
	}
	for _, o := range []struct {
		name  string
		value *string
	}{
		{config.FlagConfig, s.Config},
		{config.FlagSeparator, s.Separator},
		{config.FlagVersionSeparator, s.VersionSeparator},
		{config.FlagVersionedTablePattern, s.VersionedTablePattern},
	} {
		if o.value != nil {
			if err := set(o.name, *o.value); err != nil {
				return err
			}
		}
	}
	for _, o := range []struct {
		name  string
		value *int
	}{
		{config.FlagPadWidth, s.PadWidth},
		{config.FlagMaxComponents, s.MaxComponents},
	} {
		if o.value != nil {
			if err := set(o.name, strconv.Itoa(*o.value)); err != nil {
				return err
			}
		}
	}
	if s.IncludeGenerated != nil {
		if err := set(config.FlagIncludeGenerated, strconv.FormatBool(*s.IncludeGenerated)); err != nil {
			return err
		}
	}
	if s.Tests != nil {
		if err := set(config.FlagTests, strconv.FormatBool(*s.Tests)); err != nil {
			return err
		}
	}
	if s.Review != nil {
		if err := set(config.FlagReview, strconv.FormatBool(*s.Review)); err != nil {
			return err
		}
	}
	for _, l := range s.lists() {
		if *l.items == nil {
			continue // not given: the file's list, or the default
		}
		if len(*l.items) == 0 {
			if err := set(l.name, ""); err != nil { // given and empty: clears the file's list
				return err
			}
		}
		// A list flag adds each value to its list.
		for _, item := range *l.items {
			if err := set(l.name, item); err != nil {
				return err
			}
		}
	}
	return nil
}

var flagErrorRE = regexp.MustCompile(`(?m)^flag -([a-z-]+): `)

// inSettingsTerms rewords the config pass's errors about flags ("flag
// -pad-width: 0 is out of range 1..40") as errors about the settings of the
// same names ("pad-width: 0 is out of range 1..40"). Errors about the
// file named by the config setting keep its name and line.
func inSettingsTerms(err error) error {
	msg := flagErrorRE.ReplaceAllString(err.Error(), "$1: ")
	if msg == err.Error() {
		return err
	}
	return &reworded{msg: msg, err: err}
}

// reworded is an error with a new message that still unwraps to the old.
type reworded struct {
	msg string
	err error
}

func (e *reworded) Error() string { return e.msg }
func (e *reworded) Unwrap() error { return e.err }
