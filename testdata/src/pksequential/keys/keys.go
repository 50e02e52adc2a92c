// Package keys holds key-building helpers used from another package, so
// their shapes (and the counters in them) travel as facts.
package keys

import (
	"strconv"
	"sync/atomic"
)

// OrderPrefix is a constant read from export data by importers.
const OrderPrefix = "ORDER#"

// OrderPK keys an order by the number it is given.
func OrderPK(n int64) string { return OrderPrefix + strconv.FormatInt(n, 10) }

var ticketSeq int64

// NextTicketPK allocates the next ticket's key from an in-process counter.
func NextTicketPK() string {
	return "TICKET#" + strconv.FormatInt(atomic.AddInt64(&ticketSeq, 1), 10)
}
