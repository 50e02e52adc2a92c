package keys_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

// TestTableDecl: tables declared by a helper with the names as parameters,
// by a loop over a literal slice of specs (also specs carrying their key
// schemas whole), and an index added by
// UpdateTable, give the roles of the attributes of each table.
func TestTableDecl(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/tabledecl")
}

// TestServerlessSchema reads the tables of a serverless.yml that the
// package's .ddblint.yml lists; ${sls:stage} is a wildcard of the name.
func TestServerlessSchema(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), tables, "enginetest/serverless")
}

// TestTableHelperFacts: an exported helper declaring a table from its
// parameters exports a TableHelperFact, read at calls in other packages.
func TestTableHelperFacts(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), keys.Analyzer, "enginetest/tablehelper/setup")
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/tablehelper")
}

// TestTableNames: tables named through a helper of the package (a prefix
// read at run time, fmt.Sprintf), declared by a loop calling a helper whose
// key schema gains a sort key only when one is given, with indexes added by
// UpdateTable through helpers: requests naming a table through the same
// helper get its keys. Two declarations of one pattern with other keys, an
// overlapping pattern, an undecided condition, appends in a loop and a
// name argument that is not constant give none.
func TestTableNames(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/tablenames",
		"enginetest/tablenames/collide", "enginetest/tablenames/undecided")
}
