package keys_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

// TestItemEvidence: a tagged struct literal is an item only when its
// package or its type's package imports a DynamoDB library.
func TestItemEvidence(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/itemevidence/...")
}

// TestKeyReads: a key struct marshalled and given to Get or Delete is read
// with the request's operation, not as an item written.
func TestKeyReads(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/keyreads")
}
