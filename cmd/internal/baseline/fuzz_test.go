package baseline_test

import (
	"reflect"
	"testing"

	"github.com/ddblint/ddblint/cmd/internal/baseline"
	"github.com/ddblint/ddblint/internal/devtools/fuzzcheck"
)

// FuzzParse: any bytes give a baseline or an error, without panicking and
// within the deadline; a baseline that parses marshals and parses back to
// itself.
func FuzzParse(f *testing.F) {
	good, err := baseline.New([]baseline.Key{glued, status, other}).Marshal()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add([]byte(`{"version": 1, "findings": []}`))
	f.Add([]byte(`{"version": 1, "findings": [{"file": "a.go", "rule": "r", "message": "m", "count": 0}]}`))
	f.Add([]byte(`[[[[[[[[[[`))
	f.Fuzz(func(t *testing.T, data []byte) {
		defer fuzzcheck.Start(fuzzcheck.Deadline)()
		b, err := baseline.Parse(data)
		if err != nil {
			return
		}
		out, err := b.Marshal()
		if err != nil {
			t.Fatalf("Marshal of a parsed baseline: %v", err)
		}
		again, err := baseline.Parse(out)
		if err != nil {
			t.Fatalf("a marshalled baseline does not parse: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(again, b) {
			t.Fatalf("round trip changed the baseline:\n%+v\n%+v", b, again)
		}
	})
}
