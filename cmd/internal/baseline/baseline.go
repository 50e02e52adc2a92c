// Package baseline records the findings a project has accepted, so that a
// CI gate can fail only on new ones while old ones are fixed over time.
//
// A finding is identified by its module, its file (relative to the root of
// that module, with slashes, so the baseline matches from any working
// directory: a go.work root or one of its modules), its rule and its message — never by its line or column, so
// editing code above a finding does not bring it back. The message names the
// key expression and what is wrong with it, so changing a baselined key in a
// way that changes the finding does bring it back. Identical findings in one
// file (the same mistake written twice) are counted: a baseline entry with
// count 2 accepts two of them, and a third is new.
package baseline

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"regexp"
	"slices"
)

// FileVersion is the format version written and accepted.
const FileVersion = 1

// DefaultFile is the conventional name of a baseline file, at the module
// root.
const DefaultFile = ".ddblint-baseline.json"

// Key identifies a finding without its position.
type Key struct {
	// Module is the module path; "" outside module mode, and in baselines
	// written before modules were recorded, whose entries match a finding
	// of any module.
	Module  string `json:"module,omitempty"`
	File    string `json:"file"` // module-relative, slash-separated
	Rule    string `json:"rule"`
	Message string `json:"message"`
}

// Entry is a Key and how many findings it accepts.
type Entry struct {
	Key
	Count int `json:"count"`
}

// File is the content of a baseline file.
type File struct {
	Version  int     `json:"version"`
	Comment  string  `json:"comment,omitempty"`
	Findings []Entry `json:"findings"`
}

const comment = "Findings accepted when this baseline was written: ddblint -baseline FILE reports only findings not listed here. " +
	"Rewrite it with ddblint -write-baseline FILE ./... after fixing some."

// New returns the baseline accepting exactly keys, in a stable order (by
// file, rule, message), so rewriting it gives small diffs.
func New(keys []Key) *File {
	counts := map[Key]int{}
	for _, k := range keys {
		counts[k]++
	}
	f := &File{Version: FileVersion, Comment: comment, Findings: []Entry{}}
	for k, n := range counts {
		f.Findings = append(f.Findings, Entry{Key: k, Count: n})
	}
	slices.SortFunc(f.Findings, func(a, b Entry) int {
		return cmp.Or(cmp.Compare(a.Module, b.Module), cmp.Compare(a.File, b.File),
			cmp.Compare(a.Rule, b.Rule), cmp.Compare(a.Message, b.Message))
	})
	return f
}

// Marshal returns the file as indented JSON with a final newline.
func (f *File) Marshal() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false) // messages quote Go code
	if err := enc.Encode(f); err != nil {
		return nil, fmt.Errorf("encoding the baseline: %w", err)
	}
	return buf.Bytes(), nil
}

// Write writes the file to path. Its errors say "writing baseline".
func (f *File) Write(path string) error {
	data, err := f.Marshal()
	if err == nil {
		err = os.WriteFile(path, data, 0o666)
	}
	if err != nil {
		return fmt.Errorf("writing baseline: %w", err)
	}
	return nil
}

// Read reads and checks a baseline file. Unknown fields are errors, so a
// misspelt field does not silently accept nothing. Its errors say
// "reading baseline".
func Read(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading baseline: %w", err) // err names the path
	}
	f, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("reading baseline: %s: %w", path, err)
	}
	return f, nil
}

// Parse decodes and checks the content of a baseline file.
func Parse(data []byte) (*File, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var f File
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("not a ddblint baseline: %w", err)
	}
	if dec.More() {
		return nil, errors.New("not a ddblint baseline: data after the JSON object")
	}
	if f.Version != FileVersion {
		return nil, fmt.Errorf("baseline version %d, want %d", f.Version, FileVersion)
	}
	for i, e := range f.Findings {
		if e.File == "" || e.Rule == "" || e.Message == "" || e.Count < 1 {
			return nil, fmt.Errorf("finding %d: want a file, a rule, a message and a count of at least 1", i+1)
		}
	}
	return &f, nil
}

// Filter reports which of keys are new: keys[i] is new unless an entry of
// the baseline still has a count left for it. Keys are consumed in order, so
// with more findings than the entry's count the later ones are new. Stale
// is how many accepted findings no longer occur (fixed since the baseline
// was written), counting only entries for which judged is true: the
// entries of packages that were analysed (nil: every entry), so a run on a
// subset of the packages does not call the rest stale.
func (f *File) Filter(keys []Key, judged func(Key) bool) (isNew []bool, stale int) {
	left := map[Key]int{}
	for _, e := range f.Findings {
		left[normalize(e.Key)] += e.Count
	}
	isNew = make([]bool, len(keys))
	for i, k := range keys {
		nk := normalize(k)
		anyModule := nk
		anyModule.Module = ""
		switch {
		case left[nk] > 0:
			left[nk]--
		case left[anyModule] > 0:
			left[anyModule]--
		default:
			isNew[i] = true
		}
	}
	for k, n := range left {
		if judged == nil || judged(k) {
			stale += n
		}
	}
	return isNew, stale
}

// goPosition matches a Go source position inside a message.
var goPosition = regexp.MustCompile(`\.go:\d+(:\d+)?`)

// normalize drops what may move in a key: a source position quoted in a
// message ("see orders.go:42"). No rule's message has one today; the
// baseline must not depend on that staying true.
func normalize(k Key) Key {
	k.Message = goPosition.ReplaceAllString(k.Message, ".go")
	return k
}
