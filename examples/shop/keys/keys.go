// Package keys builds the shop's key values, so every repository function
// spells a key the same way. ddblint follows these helpers from the store
// package (it records their shape as analysis facts), so a mistake here is
// reported where the key is used.
package keys

import (
	"fmt"
	"strconv"
	"time"

	"github.com/ddblint/ddblint/examples/shop/model"
)

// Sort keys of singleton items.
const (
	ProfileSK = "PROFILE"
	DetailsSK = "DETAILS"
)

// SortableTime is a time layout that sorts as text: biggest unit first,
// every field zero-padded, fixed-width fraction, always UTC.
const SortableTime = "2006-01-02T15:04:05.000Z"

// CustomerPK is the partition of everything a customer owns.
func CustomerPK(customerID string) string { return "CUSTOMER#" + customerID }

// OrderPK is the partition of an order's details, events and revisions.
func OrderPK(orderID string) string { return "ORDER#" + orderID }

// OrderSK keys an order in its customer's partition by the customer's order
// sequence number, so "latest orders first" is a reverse Query.
func OrderSK(seq int) string { return "ORDER#" + strconv.Itoa(seq) }

// InvoiceSK keys an invoice by its number, zero-padded so invoices sort in
// number order.
func InvoiceSK(n int) string { return fmt.Sprintf("INVOICE#%010d", n) }

// StatusPK groups orders by status in GSI1, for the fulfilment dashboard.
func StatusPK(s model.OrderStatus) string { return "STATUS#" + string(s) }

// PlacedSK orders a status's orders by the time they were placed.
func PlacedSK(t time.Time) string { return "PLACED#" + t.UTC().Format(SortableTime) }

// ProductSK keys a product in the catalog.
func ProductSK(productID string) string { return "PRODUCT#" + productID }

// ProductPK is the partition of a product's price and sales history.
func ProductPK(productID string) string { return "PRODUCT#" + productID }
