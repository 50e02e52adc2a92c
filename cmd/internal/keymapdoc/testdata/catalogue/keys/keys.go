// Package keys is the key catalogue of the test module of the key map:
// each entity's prefix, and the function that builds its index key.
package keys

// Entity is one kind of item's key parts.
type Entity struct {
	Prefix   string
	ByStatus func(status string) string
}

// statusKey makes the status index key builder of an entity.
func statusKey(prefix string) func(string) string {
	return func(status string) string { return prefix + status }
}

// The catalogue.
var (
	Customer = Entity{Prefix: "CUSTOMER#"}
	Order    = Entity{Prefix: "ORDER#", ByStatus: func(status string) string { return "STATUS#" + status }}
	Invoice  = Entity{Prefix: "INVOICE#", ByStatus: statusKey("INVOICE_STATUS#")}
)
