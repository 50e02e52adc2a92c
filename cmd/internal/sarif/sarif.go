// Package sarif is the subset of the SARIF 2.1.0 object model that ddblint
// writes, with the two conversions every producer gets wrong: file names to
// artifact URIs relative to the source root, and byte offsets to text regions
// counted in UTF-16 code units.
//
// It is a small hand-written model rather than a SARIF library on purpose:
// ddblint writes one run with rules, results and fixes — about fifteen
// types — and every dependency of the ddblint command also lands in the
// go.mod of each user who installs it with `go get -tool`. The types follow
// the names of the schema's definitions, so the vendored official schema
// (testdata/sarif-schema-2.1.0.json) checks them in the tests.
package sarif

import (
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

const (
	// Version is the SARIF version of the log.
	Version = "2.1.0"
	// SchemaURI is the official OASIS schema of SARIF 2.1.0 (errata 01).
	SchemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
	// SrcRoot is the uriBaseId of artifact URIs relative to the source
	// root (the module root, for ddblint).
	SrcRoot = "%SRCROOT%"
	// ColumnKind is how Region columns are counted: UTF-16 code units, the
	// SARIF default and what editors and GitHub use.
	ColumnKind = "utf16CodeUnits"
)

// Levels of a result or rule.
const (
	LevelError   = "error"
	LevelWarning = "warning"
	LevelNote    = "note"
)

// Log is a SARIF log file (sarifLog).
type Log struct {
	Schema  string `json:"$schema"`
	Version string `json:"version"`
	Runs    []Run  `json:"runs"`
}

// Run is one invocation of one tool (run).
type Run struct {
	Tool        Tool         `json:"tool"`
	Invocations []Invocation `json:"invocations,omitempty"`
	ColumnKind  string       `json:"columnKind,omitempty"`
	// Results is always written: an empty list says "ran, found nothing",
	// while a missing one would say "results not computed".
	Results []Result `json:"results"`
}

// Tool is the analysis tool (tool).
type Tool struct {
	Driver ToolComponent `json:"driver"`
}

// ToolComponent is the tool's driver (toolComponent).
type ToolComponent struct {
	Name           string                `json:"name"`
	Version        string                `json:"version,omitempty"`
	InformationURI string                `json:"informationUri,omitempty"`
	Rules          []ReportingDescriptor `json:"rules,omitempty"`
}

// ReportingDescriptor describes one rule (reportingDescriptor).
type ReportingDescriptor struct {
	ID                   string                    `json:"id"`
	ShortDescription     *MultiformatMessageString `json:"shortDescription,omitempty"`
	FullDescription      *MultiformatMessageString `json:"fullDescription,omitempty"`
	Help                 *MultiformatMessageString `json:"help,omitempty"`
	HelpURI              string                    `json:"helpUri,omitempty"`
	DefaultConfiguration *ReportingConfiguration   `json:"defaultConfiguration,omitempty"`
	Properties           *PropertyBag              `json:"properties,omitempty"`
}

// MultiformatMessageString is a text with an optional Markdown rendering.
type MultiformatMessageString struct {
	Text     string `json:"text"`
	Markdown string `json:"markdown,omitempty"`
}

// ReportingConfiguration is a rule's default configuration.
type ReportingConfiguration struct {
	Enabled bool   `json:"enabled"`
	Level   string `json:"level,omitempty"`
}

// PropertyBag holds the properties ddblint sets on rules.
type PropertyBag struct {
	Tags []string `json:"tags,omitempty"`
}

// Invocation records how the run went (invocation).
type Invocation struct {
	ExecutionSuccessful        bool           `json:"executionSuccessful"`
	ExitCode                   *int           `json:"exitCode,omitempty"`
	ToolExecutionNotifications []Notification `json:"toolExecutionNotifications,omitempty"`
}

// Notification is a problem of the run itself, not of the code.
type Notification struct {
	Level   string  `json:"level,omitempty"`
	Message Message `json:"message"`
}

// Message is a plain-text message.
type Message struct {
	Text string `json:"text"`
}

// Result is one finding (result).
type Result struct {
	RuleID string `json:"ruleId"`
	// RuleIndex is the index of the rule in Tool.Driver.Rules; 0 is a
	// valid index, so it is always written.
	RuleIndex int        `json:"ruleIndex"`
	Level     string     `json:"level,omitempty"`
	Message   Message    `json:"message"`
	Locations []Location `json:"locations,omitempty"`
	// RelatedLocations are the other places that make the finding: the
	// call sites of a helper that builds a bad key, or the sink a call
	// site's key reaches.
	RelatedLocations []Location `json:"relatedLocations,omitempty"`
	Fixes            []Fix      `json:"fixes,omitempty"`
}

// Location is where a result is, or a place related to it (then with an
// ID, unique within the result, and a message saying how it relates).
type Location struct {
	ID               *int             `json:"id,omitempty"`
	PhysicalLocation PhysicalLocation `json:"physicalLocation"`
	Message          *Message         `json:"message,omitempty"`
}

// PhysicalLocation is a region of a file.
type PhysicalLocation struct {
	ArtifactLocation ArtifactLocation `json:"artifactLocation"`
	Region           *Region          `json:"region,omitempty"`
}

// ArtifactLocation names a file: a relative URI with UriBaseID SrcRoot, or
// an absolute file URI without one.
type ArtifactLocation struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

// Region is a range of text: 1-based lines, and 1-based columns in
// ColumnKind units; End is the position just after the last character, so
// an empty region (an insertion point) has End == Start.
type Region struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn"`
	EndLine     int `json:"endLine"`
	EndColumn   int `json:"endColumn"`
}

// Fix is a proposed change to fix a result (fix).
type Fix struct {
	Description     *Message         `json:"description,omitempty"`
	ArtifactChanges []ArtifactChange `json:"artifactChanges"`
}

// ArtifactChange is the edits of one file.
type ArtifactChange struct {
	ArtifactLocation ArtifactLocation `json:"artifactLocation"`
	Replacements     []Replacement    `json:"replacements"`
}

// Replacement replaces DeletedRegion by InsertedContent (none: a deletion).
type Replacement struct {
	DeletedRegion   Region           `json:"deletedRegion"`
	InsertedContent *ArtifactContent `json:"insertedContent,omitempty"`
}

// ArtifactContent is inserted text.
type ArtifactContent struct {
	Text string `json:"text"`
}

// New returns a log with one run of the given tool, ready for results.
func New(driver ToolComponent) *Log {
	return &Log{
		Schema:  SchemaURI,
		Version: Version,
		Runs: []Run{{
			Tool:       Tool{Driver: driver},
			ColumnKind: ColumnKind,
			Results:    []Result{},
		}},
	}
}

// Write writes the log as indented JSON with a final newline.
func (l *Log) Write(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false) // messages quote Go code: keep < > & readable
	if err := enc.Encode(l); err != nil {
		return fmt.Errorf("encoding the SARIF log: %w", err)
	}
	return nil
}

// Artifact names file (an absolute path) for a log whose source root is
// root: a URI relative to SrcRoot if the file is inside root, else an
// absolute file URI, since a base id may only qualify a relative reference.
// Path segments are percent-encoded: a URI is not a file name.
func Artifact(root, file string) ArtifactLocation {
	if root != "" {
		if rel, err := filepath.Rel(root, file); err == nil && filepath.IsLocal(rel) {
			// url.URL escapes the path and prefixes "./" when the first
			// segment has a colon, so it cannot read as a scheme.
			return ArtifactLocation{URI: (&url.URL{Path: filepath.ToSlash(rel)}).String(), URIBaseID: SrcRoot}
		}
	}
	p := filepath.ToSlash(file)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // a Windows drive: file:///C:/...
	}
	return ArtifactLocation{URI: (&url.URL{Scheme: "file", Path: p}).String()}
}

// TextRegion converts the byte offsets [start, end) of src to a Region.
// Offsets out of range are clamped; end before start is treated as start.
func TextRegion(src []byte, start, end int) Region {
	start = min(max(start, 0), len(src))
	end = min(max(end, start), len(src))
	sl, sc := lineColumn(src, start)
	el, ec := lineColumn(src, end)
	return Region{StartLine: sl, StartColumn: sc, EndLine: el, EndColumn: ec}
}

// lineColumn returns the 1-based line of offset and its 1-based column in
// UTF-16 code units.
func lineColumn(src []byte, offset int) (line, col int) {
	line = 1
	lineStart := 0
	for i := 0; i < offset; i++ {
		if src[i] == '\n' {
			line++
			lineStart = i + 1
		}
	}
	col = 1
	for b := src[lineStart:offset]; len(b) > 0; {
		r, size := utf8.DecodeRune(b)
		if r >= 0x10000 {
			col += 2 // a surrogate pair
		} else {
			col++ // including an invalid byte, which decodes as U+FFFD
		}
		b = b[size:]
	}
	return line, col
}
