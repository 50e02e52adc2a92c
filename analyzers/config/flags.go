package config

import (
	"errors"
	"flag"
	"strconv"
	"strings"
)

// Flag names, for code that sets the options programmatically (the
// golangci-lint plugin maps its settings to these).
const (
	FlagConfig                = "config"
	FlagEnable                = "enable"
	FlagDisable               = "disable"
	FlagSeparator             = "separator"
	FlagVersionSeparator      = "version-separator"
	FlagPadWidth              = "pad-width"
	FlagPK                    = "pk"
	FlagSK                    = "sk"
	FlagVersionedTables       = "versioned-tables"
	FlagVersionedTablePattern = "versioned-table-pattern"
	FlagIncludeGenerated      = "include-generated"
	FlagTests                 = "tests"
	FlagReview                = "review"
	FlagSchemas               = "schemas"
	FlagMaxComponents         = "max-components"
	FlagMutableAttributes     = "mutable-attributes"
	FlagInjectionSources      = "injection-sources"
	FlagInjectionSanitizers   = "injection-sanitizers"
)

// The flag values. They are the package's only global state: drivers parse
// flags once, before any pass runs, and Run only reads them. Each records
// whether it was set explicitly, because an explicit flag beats the config
// file and the file beats the flag's default.
var (
	configFlag                = &stringValue{}
	enableFlag                = &listValue{}
	disableFlag               = &listValue{}
	separatorFlag             = &stringValue{def: defaultSeparator}
	versionSeparatorFlag      = &stringValue{def: defaultVersionSeparator}
	padWidthFlag              = &intValue{def: defaultPadWidth}
	pkFlag                    = &listValue{}
	skFlag                    = &listValue{}
	versionedTablesFlag       = &listValue{}
	versionedTablePatternFlag = &stringValue{def: defaultVersionedTablePattern}
	includeGeneratedFlag      = &boolValue{}
	testsFlag                 = &boolValue{}
	reviewFlag                = &boolValue{}
	schemasFlag               = &listValue{}
	maxComponentsFlag         = &intValue{def: defaultMaxComponents}
	mutableAttributesFlag     = &listValue{}
	injectionSourcesFlag      = &listValue{}
	injectionSanitizersFlag   = &listValue{}
)

// option is a flag.Value that knows its default and whether it was set.
type option interface {
	flag.Getter
	isSet() bool
	reset()
}

type flagDef struct {
	name, usage string
	value       option
}

// flagDefs lists every flag in the order they are registered.
func flagDefs() []flagDef {
	return []flagDef{
		{FlagConfig, "read the config from `file` instead of the nearest .ddblint.yml or .ddblint.yaml (up to go.mod)", configFlag},
		{FlagEnable, "comma-separated `list` of rules to enable", enableFlag},
		{FlagDisable, "comma-separated `list` of rules to disable", disableFlag},
		{FlagSeparator, "`string` between key components", separatorFlag},
		{FlagVersionSeparator, "`string` before a version suffix in a sort key", versionSeparatorFlag},
		{FlagPadWidth, "zero-padding `width` for numbers in sort keys (1..40)", padWidthFlag},
		{FlagPK, "comma-separated `list` of partition key attribute names; table:attr for one table only", pkFlag},
		{FlagSK, "comma-separated `list` of sort key attribute names; table:attr for one table only", skFlag},
		{FlagVersionedTables, "comma-separated `list` of tables that keep versions on purpose", versionedTablesFlag},
		{FlagVersionedTablePattern, "`regexp` matching more versioned table names (\"\" for none)", versionedTablePatternFlag},
		{FlagIncludeGenerated, "also check generated files", includeGeneratedFlag},
		{FlagReview, "also ask the review tier's questions (pkconstant) besides the enabled rules, unless disabled (-map sets it)", reviewFlag},
		{FlagTests, "also check _test.go files (the ddblint command then loads them too; its -test only loads them)", testsFlag},
		{FlagSchemas, "comma-separated `list` of infrastructure files declaring tables: CloudFormation/SAM templates (.yaml, .yml, .json, .template), Serverless Framework services (serverless.yml), Terraform (.tf, .tf.json), Pulumi programs and AWS CDK apps in Go (.go), AWS CDK apps in TypeScript or JavaScript (.ts, .js), AWS CLI create-table calls in shell scripts, Makefiles and Docker Compose files", schemasFlag},
		{FlagMaxComponents, "most `components` a key may have (keycomplexity, 2..32)", maxComponentsFlag},
		{FlagMutableAttributes, "comma-separated `list` of attribute names that change over an item's life, replacing the defaults status,state,stage,phase,priority (mutablekey)", mutableAttributesFlag},
		{FlagInjectionSources, "comma-separated `list` of extra untrusted-input functions, as pkg/path.Func or pkg/path.Type.Method (keyinjection)", injectionSourcesFlag},
		{FlagInjectionSanitizers, "comma-separated `list` of extra functions that validate a key component, as pkg/path.Func or pkg/path.Type.Method (keyinjection)", injectionSanitizersFlag},
	}
}

func init() {
	ShareFlags(&Analyzer.Flags)
}

// ShareFlags registers every config flag in fs, under the same names and
// usages, backed by the same values as Analyzer.Flags: setting a flag through
// fs configures the config analyzer. The umbrella ddblint analyzer calls it
// on its own Flags, because singlechecker registers only the root analyzer's
// flags. Like [flag.FlagSet.Var], it panics if fs already has one of the
// names.
func ShareFlags(fs *flag.FlagSet) {
	for _, f := range flagDefs() {
		fs.Var(f.value, f.name, f.usage)
		// Var records the current value as the default; record the real
		// default even if the flag has been set already.
		fs.Lookup(f.name).DefValue = defString(f.value)
	}
}

// ResetFlags restores every flag to its default and forgets that it was set.
// It is for tests, which must not run in parallel with each other.
func ResetFlags() {
	for _, f := range flagDefs() {
		f.value.reset()
	}
}

// defString is the default of v as text, for -help.
func defString(v option) string {
	switch v := v.(type) {
	case *stringValue:
		return v.def
	case *intValue:
		return strconv.Itoa(v.def)
	case *boolValue:
		return strconv.FormatBool(v.def)
	}
	return ""
}

// stringValue is a string flag.
type stringValue struct {
	def, val string
	set      bool
}

func (v *stringValue) String() string {
	if v == nil {
		return ""
	}
	if !v.set {
		return v.def
	}
	return v.val
}
func (v *stringValue) Set(s string) error { v.val, v.set = s, true; return nil }
func (v *stringValue) Get() any           { return v.String() }
func (v *stringValue) isSet() bool        { return v.set }
func (v *stringValue) reset()             { v.val, v.set = "", false }

// intValue is an int flag. Its range is checked by Run, with the other
// options, so the rules about a value live in one place.
type intValue struct {
	def, val int
	set      bool
}

func (v *intValue) String() string {
	if v == nil {
		return "0"
	}
	return strconv.Itoa(v.get())
}
func (v *intValue) Set(s string) error {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return errors.New("want an integer")
	}
	v.val, v.set = n, true
	return nil
}
func (v *intValue) get() int {
	if !v.set {
		return v.def
	}
	return v.val
}
func (v *intValue) Get() any    { return v.get() }
func (v *intValue) isSet() bool { return v.set }
func (v *intValue) reset()      { v.val, v.set = 0, false }

// boolValue is a boolean flag; -name alone means true.
type boolValue struct {
	def, val bool
	set      bool
}

func (v *boolValue) String() string {
	if v == nil {
		return "false"
	}
	return strconv.FormatBool(v.get())
}
func (v *boolValue) Set(s string) error {
	b, err := strconv.ParseBool(s)
	if err != nil {
		return errors.New("want true or false")
	}
	v.val, v.set = b, true
	return nil
}
func (v *boolValue) get() bool {
	if !v.set {
		return v.def
	}
	return v.val
}
func (v *boolValue) Get() any         { return v.get() }
func (v *boolValue) IsBoolFlag() bool { return true }
func (v *boolValue) isSet() bool      { return v.set }
func (v *boolValue) reset()           { v.val, v.set = false, false }

// listValue is a comma-separated list flag. Items are trimmed and empty
// items dropped; setting the flag again adds to the list, and setting it to
// "" marks it set with no items (so it clears the file's list).
type listValue struct {
	items []string
	set   bool
}

func (v *listValue) String() string {
	if v == nil {
		return ""
	}
	return strings.Join(v.items, ",")
}
func (v *listValue) Set(s string) error {
	for item := range strings.SplitSeq(s, ",") {
		if item = strings.TrimSpace(item); item != "" {
			v.items = append(v.items, item)
		}
	}
	v.set = true
	return nil
}
func (v *listValue) Get() any    { return append([]string(nil), v.items...) }
func (v *listValue) isSet() bool { return v.set }
func (v *listValue) reset()      { v.items, v.set = nil, false }
