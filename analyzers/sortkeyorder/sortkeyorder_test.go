package sortkeyorder_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/sortkeyorder"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

func TestSortKeyOrder(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), sortkeyorder.Analyzer, "sortkeyorder")
}

// TestCreatedIndexes keeps a table whose guregu CreateTable has a run-time
// name in a package of its own: its keys inform every key set whose table
// is unknown, which would reach the other test packages' tables.
func TestCreatedIndexes(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), sortkeyorder.Analyzer, "sortkeyorder/createdlsi")
}

// TestSparseIndex writes an item without an index's partition key: it is
// not in the index, so its time is no sort key there.
func TestSparseIndex(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), sortkeyorder.Analyzer, "sortkeyorder/sparse")
}

// TestPadWidth sets -pad-width, which the fixes pad numbers to. It changes
// a global flag, so it must not run in parallel.
func TestPadWidth(t *testing.T) {
	if err := config.Analyzer.Flags.Set("pad-width", "12"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(config.ResetFlags)
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), sortkeyorder.Analyzer, "sortkeyorder/padwidth")
}

// TestFittedTable declares two tables keying Timestamp in different roles
// (a table's sort key, another's index sort key): each item is judged by
// the table it fits, in a package of its own so that these tables inform
// no other test package's items.
func TestFittedTable(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), sortkeyorder.Analyzer, "sortkeyorder/fitted")
}

// TestExactKey is a repository that reads some designs by whole key only
// and lists others in order; its package of its own keeps its queries from
// deciding the other test packages' designs.
func TestExactKey(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), sortkeyorder.Analyzer, "sortkeyorder/exactkey", "sortkeyorder/otherkind", "sortkeyorder/guarded", "sortkeyorder/builtindex", "sortkeyorder/opaque", "sortkeyorder/anyindex", "sortkeyorder/remote", "sortkeyorder/pinned", "sortkeyorder/pinnedlist", "sortkeyorder/timereads", "sortkeyorder/copied")
}

// TestWholeIndex hands numbered index sort keys to a repository of another
// package: one index it queries only by whole key, one it lists in order.
func TestWholeIndex(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), sortkeyorder.Analyzer, "sortkeyorder/wholeindex/store", "sortkeyorder/wholeindex/api")
}

// TestParkedAddress keeps a string's address in a struct field (the
// aws-sdk-go v1 idiom for an optional string): the string stays known,
// unless the package writes through a *string. Each case is a package of
// its own, since such a write anywhere in a package counts.
func TestParkedAddress(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), sortkeyorder.Analyzer, "sortkeyorder/parked", "sortkeyorder/parkedwrite", "sortkeyorder/ptrkey", "sortkeyorder/ptrkeywrite")
}

// TestTypeTime saves models the functions are given, out of sight of any
// value of their time.Time fields: the field's type decides how the SDK
// writes it (aws-sdk-go-v2, v1, guregu/dynamo), reported once at the field.
// TestFitRoles: tables named at run time; an attribute is a key of an
// item only in a role some table the item fits gives it, and a tie of
// tables is settled by the whole key the item carries, then by its type's
// name (tiedtables).
func TestFitRoles(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), sortkeyorder.Analyzer, "sortkeyorder/fitroles", "sortkeyorder/tiedtables")
}

func TestTypeTime(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), sortkeyorder.Analyzer, "sortkeyorder/typetime/store", "sortkeyorder/typetime/handlers", "sortkeyorder/typetime/v1store", "sortkeyorder/typetime/gstore", "sortkeyorder/typetime/fit")
}

// TestTimeLike: a type defined over time.Time, written by the SDK as a
// time.Time is.
func TestTimeLike(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), sortkeyorder.Analyzer, "sortkeyorder/timelike")
}
