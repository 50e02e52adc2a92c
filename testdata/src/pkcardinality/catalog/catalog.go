// Package catalog keeps an application's keys in catalogue variables of a
// named struct type, the way service code often does.
package catalog

type State string

const (
	Draft  State = "DRAFT"
	Issued State = "ISSUED"
	Void   State = "VOID"
)

type invoiceKeys struct {
	PK1    string
	SK1    func(id string) string
	GSI1PK func(s State) string
	Tenant func(tenant string) string
}

var Invoice = invoiceKeys{
	PK1:    "INVOICE#",
	SK1:    func(id string) string { return id },
	GSI1PK: func(s State) string { return "INVOICE_STATE#" + string(s) },
	Tenant: func(tenant string) string { return "TENANT#" + tenant },
}
