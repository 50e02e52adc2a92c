package keydelimiter

import "fmt"

// A loop's counter between constant bounds whose first and last values
// have one number of digits has a fixed width: where it ends is known.

func seedKeys(n int) {
	for i := 1; i <= 5; i++ {
		_ = Key{PK: "CUSTOMER#1", SK: fmt.Sprintf("ORD%d", i)} // ok: 1 to 5, one digit each
	}
	for i := 0; i < n; i++ {
		_ = Key{PK: "CUSTOMER#1", SK: fmt.Sprintf("ORD%d", i)} // want `prefix "ORD" is glued to i with no separator in sort key "SK"`
	}
	for i := 1; i <= 20; i++ {
		_ = Key{PK: "CUSTOMER#1", SK: fmt.Sprintf("ORD%d", i)} // want `prefix "ORD" is glued to i with no separator in sort key "SK"`
	}
}
