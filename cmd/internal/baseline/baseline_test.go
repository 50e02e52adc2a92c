package baseline_test

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ddblint/ddblint/cmd/internal/baseline"
)

func key(file, rule, msg string) baseline.Key {
	return baseline.Key{File: file, Rule: rule, Message: msg}
}

var (
	glued  = key("store/orders.go", "keydelimiter", `prefix "ORDER" is glued to id (keydelimiter)`)
	status = key("store/orders.go", "pkcardinality", `partition key "PK" takes its only varying part from o.Status (pkcardinality)`)
	other  = key("store/users.go", "keydelimiter", `prefix "ORDER" is glued to id (keydelimiter)`)
)

func TestNewCountsAndSorts(t *testing.T) {
	f := baseline.New([]baseline.Key{status, glued, other, glued})
	want := []baseline.Entry{{Key: glued, Count: 2}, {Key: status, Count: 1}, {Key: other, Count: 1}}
	if !reflect.DeepEqual(f.Findings, want) {
		t.Errorf("New: got %+v, want %+v", f.Findings, want)
	}
	if f.Version != baseline.FileVersion {
		t.Errorf("version %d", f.Version)
	}
}

func TestRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), baseline.DefaultFile)
	f := baseline.New([]baseline.Key{glued, status, glued})
	if err := f.Write(path); err != nil {
		t.Fatal(err)
	}
	got, err := baseline.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, f) {
		t.Errorf("read back %+v, want %+v", got, f)
	}
	// Stable: writing the same findings in another order gives the same bytes.
	a, _ := f.Marshal()
	b, _ := baseline.New([]baseline.Key{status, glued, glued}).Marshal()
	if string(a) != string(b) {
		t.Errorf("not stable:\n%s\n%s", a, b)
	}
	if !strings.Contains(string(a), `"message": "prefix \"ORDER\" is glued`) {
		t.Errorf("messages should be readable:\n%s", a)
	}
}

func TestFilter(t *testing.T) {
	f := baseline.New([]baseline.Key{glued, glued, status})
	for _, tc := range []struct {
		name      string
		findings  []baseline.Key
		wantNew   []bool
		wantStale int
	}{
		{"all accepted", []baseline.Key{glued, status, glued}, []bool{false, false, false}, 0},
		{"a third duplicate is new", []baseline.Key{glued, glued, glued, status}, []bool{false, false, true, false}, 0},
		{"same message, other file", []baseline.Key{other}, []bool{true}, 3},
		{"changed message", []baseline.Key{key(glued.File, glued.Rule, `prefix "ORDER" is glued to orderID (keydelimiter)`)}, []bool{true}, 3},
		{"same message, other rule", []baseline.Key{key(glued.File, "pkcardinality", glued.Message)}, []bool{true}, 3},
		{"some fixed", []baseline.Key{glued}, []bool{false}, 2},
		{"none", nil, []bool{}, 3},
	} {
		isNew, stale := f.Filter(tc.findings, nil)
		if !reflect.DeepEqual(isNew, tc.wantNew) || stale != tc.wantStale {
			t.Errorf("%s: Filter = %v, %d stale; want %v, %d", tc.name, isNew, stale, tc.wantNew, tc.wantStale)
		}
	}
}

// TestFilterIgnoresPositionsInMessages: a message quoting a source
// position still matches after the code moves.
func TestFilterIgnoresPositionsInMessages(t *testing.T) {
	f := baseline.New([]baseline.Key{key("a.go", "r", "key also written at orders.go:42:7 (r)")})
	isNew, _ := f.Filter([]baseline.Key{key("a.go", "r", "key also written at orders.go:45:7 (r)")}, nil)
	if isNew[0] {
		t.Error("a moved position in the message made the finding new")
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{`not json`, "not a ddblint baseline"},
		{`{"version": 2, "findings": []}`, "version 2"},
		{`{"version": 1, "findigns": []}`, `unknown field "findigns"`},
		{`{"version": 1, "findings": [{"file": "a.go", "rule": "r", "message": "m", "count": 0}]}`, "finding 1"},
		{`{"version": 1, "findings": [{"file": "a.go", "rule": "r", "count": 1}]}`, "finding 1"},
		{`{"version": 1, "findings": []} {}`, "data after"},
	} {
		_, err := baseline.Parse([]byte(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%s): got %v, want an error containing %q", tc.data, err, tc.want)
		}
	}
	if _, err := baseline.Parse([]byte(`{"version": 1, "findings": []}`)); err != nil {
		t.Errorf("an empty baseline: %v", err)
	}
	_, err := baseline.Read(filepath.Join(t.TempDir(), "missing.json"))
	if err == nil {
		t.Error("reading a missing file: no error")
	}
}

// TestFilterModules: entries match by module and module-relative file, an
// entry without a module (an older baseline) matches any module, and only
// judged entries can be stale (issue 10, item 6).
func TestFilterModules(t *testing.T) {
	inA := baseline.Key{Module: "example.com/a", File: "x.go", Rule: "r", Message: "m"}
	inB := inA
	inB.Module = "example.com/b"
	f := baseline.New([]baseline.Key{inA})

	if isNew, _ := f.Filter([]baseline.Key{inB}, nil); !isNew[0] {
		t.Error("a finding of module b matched an entry of module a")
	}
	if isNew, stale := f.Filter([]baseline.Key{inA}, nil); isNew[0] || stale != 0 {
		t.Errorf("same module: new %v, stale %d", isNew, stale)
	}

	old := baseline.New([]baseline.Key{{File: "x.go", Rule: "r", Message: "m"}})
	if isNew, stale := old.Filter([]baseline.Key{inB}, nil); isNew[0] || stale != 0 {
		t.Errorf("an entry without a module: new %v, stale %d; want it to match", isNew, stale)
	}

	onlyB := func(k baseline.Key) bool { return k.Module == "example.com/b" }
	if _, stale := f.Filter(nil, onlyB); stale != 0 {
		t.Errorf("an entry of a package not analysed was judged stale (%d)", stale)
	}
	if _, stale := f.Filter(nil, func(baseline.Key) bool { return true }); stale != 1 {
		t.Errorf("an entry of an analysed package gone: stale %d, want 1", stale)
	}
}
