// Package keys holds key-building helpers used from another package, so
// their shapes reach sortkeyorder as facts.
package keys

import (
	"fmt"
	"strconv"
	"time"
)

// OrderPrefix is a constant read from export data.
const OrderPrefix = "ORDER#"

// OrderSK writes the order number without padding.
func OrderSK(n int) string { return OrderPrefix + strconv.Itoa(n) }

// PaddedOrderSK writes it with a fixed width.
func PaddedOrderSK(n int) string { return fmt.Sprintf("ORDER#%010d", n) }

// DaySK writes the day month first.
func DaySK(t time.Time) string { return "DAY#" + t.Format("01/02/2006") }

// ISODaySK writes the day year first.
func ISODaySK(t time.Time) string { return "DAY#" + t.Format("2006-01-02") }

// Tab is a model struct whose fields other packages fill in.
type Tab struct {
	Opened uint64
	Count  int
}
