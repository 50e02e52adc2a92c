package keydelimiter

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/oklog/ulid/v2"
	"github.com/segmentio/ksuid"

	"keydelimiter/keys"
)

// The ways keys are built: Join, Builder, locals, constants and helpers of
// this package and of another, and the kinds of values a key is made of.

// Key is a tagged struct: each literal of it is a key being built.
type Key struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

func join(userID, orderID string) {
	_ = Key{
		PK: "USER#" + userID,
		SK: strings.Join([]string{userID, orderID}, ""), // want `userID and orderID are glued together with no separator in sort key "SK"`
	}
	_ = Key{
		PK: "USER#" + userID,
		SK: strings.Join([]string{userID, orderID}, "#"), // ok: Join puts the separator between the parts
	}
}

func builders(userID, orderID string) {
	var b strings.Builder
	b.WriteString("USER#")
	b.WriteString(userID)
	b.WriteString(orderID)
	_ = Key{PK: b.String()} // want `userID and orderID are glued together with no separator in partition key "PK"`

	var d strings.Builder
	d.WriteString("USER#")
	d.WriteString(userID)
	d.WriteByte('#')
	d.WriteString(orderID)
	_ = Key{PK: d.String()} // ok: a separator written between the parts
}

func locals(userID, orderID string) {
	pk := "USER" + userID // the fix goes into the definition
	sk := "ORDER#"
	sk += orderID
	_ = Key{PK: pk, SK: sk} // want `prefix "USER" is glued to userID with no separator in partition key "PK"`

	prefix := "USER#"
	pk2 := prefix + userID
	_ = Key{PK: pk2, SK: sk} // ok: the local prefix resolves to "USER#"

	keyPrefix := pickPrefix()
	_ = Key{PK: keyPrefix + userID, SK: sk} // ok: an unresolved variable named like a prefix
}

func pickPrefix() string {
	if time.Now().IsZero() {
		return "A#"
	}
	return "B#"
}

// orderKey is a helper of this package: its template reaches the sinks.
func orderKey(userID, orderID string) string { return userID + orderID }

// userKey is a well-delimited helper of this package.
func userKey(userID string) string { return "USER#" + userID }

func helpers(userID, orderID, tenantID string, line int) {
	_ = Key{PK: orderKey(userID, orderID)}        // want `userID and orderID are glued together with no separator in partition key "PK"`
	_ = Key{PK: userKey(userID)}                  // ok: the helper puts the separator in
	_ = Key{PK: keys.TenantPK(tenantID)}          // want `prefix "TENANT" is glued to tenantID with no separator in partition key "PK"`
	_ = Key{PK: keys.UserPK(userID)}              // ok: the helper of another package puts the separator in
	_ = Key{SK: keys.LineSK(orderID, line)}       // want `orderID and line are glued together with no separator in sort key "SK"`
	_ = Key{SK: keys.PaddedLineSK(orderID, line)} // ok: the line number is zero-padded
	_ = Key{PK: keys.OrderTag + orderID}          // want `prefix "ORDER" is glued to orderID with no separator in partition key "PK"`
	_ = Key{PK: keys.UserPrefix + userID}         // ok: a constant of another package that ends in the separator
	_ = Key{PK: keys.TenantPrefix + tenantID}     // ok: a variable of another package: configuration, maybe with its separator
	_ = Key{PK: keys.DefaultRegion + tenantID}    // ok: a package-level variable, even one named like a value
	_ = Key{PK: keys.Shard(userID)}               // ok: a value inside a helper the engine could not follow
}

func kinds(userID string, e keys.Entity, r keys.Region, s keys.Status, n int, active bool, at time.Time) {
	_ = Key{PK: fmt.Sprintf("%s%s", s, userID)}                  // want `s and userID are glued together with no separator in partition key "PK"`
	_ = Key{PK: fmt.Sprintf("%s%s", e, userID)}                  // ok: every Entity value ends in a separator
	_ = Key{PK: fmt.Sprintf("%s%s", r, userID)}                  // ok: every Region value has the same width
	_ = Key{PK: fmt.Sprintf("%s%t", userID, active)}             // ok: a bool is "true" or "false", neither a prefix of the other
	_ = Key{PK: userID + ulid.Make().String()}                   // ok: a ULID has a fixed width
	_ = Key{PK: ksuid.New().String() + userID}                   // ok: a KSUID has a fixed width
	_ = Key{SK: userID + strconv.FormatInt(at.Unix(), 10)}       // ok: a Unix time has a fixed width
	_ = Key{SK: fmt.Sprintf("%s%d", userID, n%10)}               // ok: a shard of ten values is one digit
	_ = Key{SK: fmt.Sprintf("%s%d", userID, n%16)}               // want `userID and n % 16 are glued together with no separator in sort key "SK"`
	_ = Key{SK: userID + at.Format("2006-01-02T15:04:05-07:00")} // ok: a numeric zone has a fixed width
	_ = Key{SK: userID + at.Format(time.Kitchen)}                // want `userID and at are glued together with no separator in sort key "SK"`
	_ = Key{SK: fmt.Sprintf("%s%q", userID, userID)}             // ok: a quoted value is not known well enough
}

func names(rootID, gsi1pk, skBase, userID string) {
	_ = Key{PK: rootID + userID} // want `rootID and userID are glued together with no separator in partition key "PK"`
	_ = Key{PK: gsi1pk + userID} // ok: named like a key attribute: may be a whole key with its separator
	_ = Key{PK: skBase + userID} // ok: named like the base of a key
}

func edges(userID, orderID string, at time.Time) {
	_ = Key{PK: userID + (orderID)}              // want `userID and orderID are glued together with no separator in partition key "PK"`
	_ = Key{SK: at.Format("20060102") + "EVENT"} // ok: a fixed-width date ends where it must
}
