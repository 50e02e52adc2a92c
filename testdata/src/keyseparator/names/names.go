// Package names holds markers whose id is a named operation followed by a
// user id, in a package whose keys otherwise use "#".
package names

import "github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"

// The items are marshalled for the SDK.
var _ = attributevalue.MarshalMap

// Key is a tagged struct: each literal of it is a key being built.
type Key struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

func convention(user, order, n string) {
	_ = Key{PK: "USER#" + user, SK: "ORDER#" + order} // ok: the convention
	_ = Key{PK: "IDEMP#" + user + "#" + n}            // ok: the convention
	_ = Key{PK: "LOCK#" + n}                          // ok: the convention
	_ = Key{PK: "SESSION#" + n}                       // ok: the convention
	_ = Key{PK: "DEVICE#" + n}                        // ok: the convention
	_ = Key{PK: "TOPIC#" + n}                         // ok: the convention
	_ = Key{PK: "NOTE#" + n}                          // ok: the convention
	_ = Key{PK: "GUIDE#" + n}                         // ok: the convention
	_ = Key{PK: "CONSENT#" + n}                       // ok: the convention
	_ = Key{PK: "PERSONA#" + n}                       // ok: the convention
	_ = Key{PK: "WAKEWORD#" + n}                      // ok: the convention
	_ = Key{PK: "DELIV#" + n}                         // ok: the convention
	_ = Key{PK: "ENT#" + n}                           // ok: the convention
	_ = Key{PK: "EMB#" + n}                           // ok: the convention
	_ = Key{PK: "CONV#" + n}                          // ok: the convention
	_ = Key{PK: "TREF#" + n}                          // ok: the convention
}

// A marker's id may be a hyphenated operation name and the user it is for:
// written in lower case after an upper-case label, the words and the "-"
// that joins them to the user spell one id, as a one-word prefix does.
func markers(user, n string) {
	_ = Key{PK: "IDEMP#account-purge-" + user} // ok: a hyphenated name spells the marker's id
	_ = Key{PK: "LOCK#nightly_report_" + n}    // ok: as above, with "_"

	_ = Key{PK: "idemp#account-purge-" + user}           // want `"idemp#account-purge-" \+ user separates key parts with "-" in partition key "PK"`
	_ = Key{PK: "IDEMP#ACCOUNT-PURGE-" + user}           // want `"IDEMP#ACCOUNT-PURGE-" \+ user separates key parts with "-" in partition key "PK"`
	_ = Key{PK: "IDEMP#one-two-three-four-" + user}      // want `"IDEMP#one-two-three-four-" \+ user separates key parts with "-" in partition key "PK"`
	_ = Key{PK: "IDEMP#account_purge-" + user}           // want `"IDEMP#account_purge-" \+ user separates key parts with "-" in partition key "PK"`
	_ = Key{PK: "IDEMP#account-purge-" + user + "-" + n} // want `separates key parts with "-" in partition key "PK"`
}
