package keyschema

import "testing"

// TestSimilar pins which names "did you mean" takes for typos: case
// differences always, small edits only in names long enough that an edit
// is unlikely to be another real attribute, never a different index number.
func TestSimilar(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"pk", "PK", true},
		{"userID", "userId", true},
		{"custmerId", "customerId", true},  // one deletion in a long name
		{"customrId", "customerId", true},  // one deletion
		{"custmrId", "customerId", false},  // two edits
		{"ordr", "order", false},           // too short for an edit
		{"sk", "pk", false},                // too short for an edit
		{"id", "ip", false},                // too short for an edit
		{"GSI2PK", "GSI1PK", false},        // another index's key
		{"gsi2pk", "GSI1PK", false},        // the same, whatever the case
		{"status", "state", false},         // two edits
		{"createdAt", "created_at", true},  // the same name in two styles
		{"orderDate", "orderState", false}, // three edits
	} {
		if got := similar(tt.a, tt.b); got != tt.want {
			t.Errorf("similar(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}
