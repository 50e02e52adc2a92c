// Package keys holds key-building helpers used from another package, so
// their shapes reach sortkeyorder as facts.
package keys

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
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

// Stamp, Seq and their fixed-width forms format a value and add no text:
// they are facts for their shape alone (a layout, a padding).
func Stamp(t time.Time) string { return t.Format(time.RFC3339Nano) }

// StampFixed writes every digit of the fraction.
func StampFixed(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000000000Z") }

// Seq writes a number as it is.
func Seq(n int) string { return strconv.Itoa(n) }

// PaddedSeq writes it ten digits wide.
func PaddedSeq(n int) string { return fmt.Sprintf("%010d", n) }

// Trimmed is a string of its parameter, with nothing known of its shape.
func Trimmed(s string) string { return strings.TrimSpace(s) }

// Tab is a model struct whose fields other packages fill in.
type Tab struct {
	Opened uint64
	Count  int
}

// OnDay builds the key condition of a day's birthdays, the day written
// month first.
func OnDay(day time.Time) expression.KeyConditionBuilder {
	return expression.Key("PK").Equal(expression.Value("BIRTHDAYS")).
		And(expression.Key("SK").Equal(expression.Value(day.Format("01-02"))))
}

// Spec hands the condition over in a function, as query specifications do.
func Spec(day time.Time) func() expression.KeyConditionBuilder {
	return func() expression.KeyConditionBuilder {
		return expression.Key("PK").Equal(expression.Value("BIRTHDAYS")).
			And(expression.Key("SK").Equal(expression.Value(day.Format("01-02"))))
	}
}

// Before builds a condition on the time as the SDK encodes it.
func Before(at time.Time) expression.KeyConditionBuilder {
	return expression.Key("PK").Equal(expression.Value("EVENTS")).
		And(expression.Key("SK").LessThan(expression.Value(at)))
}
