package keydelimiter

import "fmt"

// A number read from a table of constants of one width has a fixed width,
// so it ends where its width says; a table of mixed widths does not.

var shelfDigit = map[string]int{"active": 1, "archived": 2}

var shelfMixed = map[string]int{"active": 1, "archived": 20}

func tableKeys(shelf, noteID string) {
	_ = Key{SK: fmt.Sprintf("%d%s", shelfDigit[shelf], noteID)} // ok: one digit, then the id
	_ = Key{SK: fmt.Sprintf("%d%s", shelfMixed[shelf], noteID)} // want `shelfMixed\[shelf\] and noteID are glued together with no separator in sort key "SK"`
}
