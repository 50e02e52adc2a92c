// Package keys holds key-building helpers and enum types used from another
// package, so their shapes travel as facts and export data.
package keys

import "fmt"

// AllProducts is the one partition every product is written to.
const AllProducts = "PRODUCT#ALL"

// Status is an enum-like type with three declared values.
type Status string

const (
	Pending Status = "PENDING"
	Shipped Status = "SHIPPED"
	Closed  Status = "CLOSED"
)

// StatusPK keys an item by its status alone.
func StatusPK(s Status) string { return "STATUS#" + string(s) }

// TenantStatusPK keys an item by tenant and status.
func TenantStatusPK(tenantID string, s Status) string {
	return fmt.Sprintf("TENANT#%s#STATUS#%s", tenantID, s)
}

// ProductSK is the sort key of a product.
func ProductSK(id string) string { return "PRODUCT#" + id }

// RuleSK keys a rule by its kind and identifier: one return per kind,
// differing only in text, which the callers see as one template.
func RuleSK(kind int, id string) string {
	switch kind {
	case 1:
		return fmt.Sprintf("%s%s", "BINARY#", id)
	case 2:
		return fmt.Sprintf("%s%s", "CERT#", id)
	default:
		return ""
	}
}

// LabelSK keys by an id in one case and by a constant in another: no one
// template, so its calls stay opaque.
func LabelSK(kind int, id string) string {
	if kind == 1 {
		return "LABEL#" + id
	}
	return "LABEL#NONE"
}

// RuleKey sets its prefix in each case, then builds the key: the same one
// template as RuleSK's returns.
func RuleKey(kind int, id string) string {
	var prefix string
	switch kind {
	case 1:
		prefix = "BINARY#"
	case 2:
		prefix = "CERT#"
	default:
		prefix = "OTHER#"
	}
	return prefix + id
}

// TagKey sets the key to an id in one case and a constant in another: no
// one template.
func TagKey(kind int, id string) string {
	key := "TAG#NONE"
	if kind == 1 {
		key = "TAG#" + id
	}
	return key
}
