package keyseparator

import (
	"fmt"
	"time"
)

// Two integers joined by a separator are one value in its own format (an
// attempt's position, a score): no integer holds the character, so the
// pair cannot be misread, and the key's parts still split on the
// convention. A string beside the character can hold it.

func numberPairs(tx, user string, attempt, step int, name string, t time.Time) {
	_ = Key{PK: fmt.Sprintf("IDEMP#%s#fb%d-%d", tx, attempt, step)} // ok: "-" sits between two integers
	_ = Key{SK: fmt.Sprintf("SCORE#%d:%d", attempt, step)}          // ok
	_ = Key{SK: fmt.Sprintf("SCORE#%d-%s", attempt, name)}          // want `separates key parts with "-" in sort key "SK"`
	_ = Key{SK: fmt.Sprintf("RUN#%d-%d-%s", attempt, step, name)}   // want `separates key parts with "-" in sort key "SK"`
	// A month written by hand: time.Month under %d prints its number.
	_ = Key{SK: fmt.Sprintf("MONTH#%04d-%02d", t.Year(), t.Month())} // ok
	_ = Key{SK: fmt.Sprintf("MONTH#%04d-%s", t.Year(), t.Month())}   // want `separates key parts with "-" in sort key "SK"`
}
