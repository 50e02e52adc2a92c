package keyseparator

import (
	"fmt"
	"strings"

	"keyseparator/keys"
)

// The ways keys are built: Sprintf, Join, Builder, locals, constants and
// helpers of this package and of another.

// Key is a tagged struct: each literal of it is a key being built.
type Key struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

func sprintf(userID, orderID string) {
	_ = Key{SK: fmt.Sprintf("%s|%s", userID, orderID)} // want `fmt.Sprintf\("%s\|%s", userID, orderID\) separates key parts with "\|" in sort key "SK"`
	_ = Key{SK: fmt.Sprintf("%s#%s", userID, orderID)} // ok: the convention
}

func join(userID string) {
	_ = Key{PK: strings.Join([]string{"USER", userID}, ":")} // want `strings.Join\(\[\]string{…}, ":"\) separates key parts with ":" in partition key "PK"`
	_ = Key{PK: strings.Join([]string{"USER", userID}, "#")} // ok: the convention
}

func builders(userID string) {
	var b strings.Builder
	b.WriteString("LOG_")
	b.WriteString(userID)
	_ = Key{PK: b.String()} // want `b.String\(\) separates key parts with "_" in partition key "PK"`

	var d strings.Builder
	d.WriteString("LOG#")
	d.WriteString(userID)
	_ = Key{PK: d.String()} // ok: the convention
}

func locals(userID string) {
	pk := "USER-" + userID // the fix goes into the definition
	_ = Key{PK: pk}        // want `pk separates key parts with "-" in partition key "PK"`

	pk2 := "USER#" + userID
	_ = Key{PK: pk2} // ok: the convention
}

func constants(userID string) {
	_ = Key{PK: keys.LegacyPrefix + userID} // want `keys.LegacyPrefix \+ userID separates key parts with "/" in partition key "PK"`
	_ = Key{PK: keys.UserPrefix + userID}   // ok: the convention, from a constant of another package
}

func snakeKey(userID string) string { return "snake_" + userID }

func hashKey(userID string) string { return "HASH#" + userID }

func helpers(userID string) {
	_ = Key{PK: snakeKey(userID)}      // want `snakeKey\(userID\) separates key parts with "_" in partition key "PK"`
	_ = Key{PK: hashKey(userID)}       // ok: the convention, from a helper of this package
	_ = Key{PK: keys.LegacyPK(userID)} // want `keys.LegacyPK\(userID\) separates key parts with "-" in partition key "PK"`
	_ = Key{PK: keys.UserPK(userID)}   // ok: the convention, from a helper of another package
}
