package keyseparator

import "fmt"

// Tagged values: the convention between the parts, and inside a part a
// short tag tied to its value by another character ("t:" names a tenant).
// The parts still split on the convention.

func tags(tenant, user, client string) {
	_ = Key{PK: fmt.Sprintf("SESSION#t:%s#u:%s#c:%s", tenant, user, client)} // ok: ":" ties each tag to its value inside a "#" part
	_ = Key{PK: "SESSION#t:" + tenant + "#u:" + user}                        // ok: the same built with +

	_ = Key{PK: "SESSION:" + tenant}                          // want `"SESSION:" \+ tenant separates key parts with ":" in partition key "PK"`
	_ = Key{PK: "SESSION#" + tenant + ":" + user}             // want `"SESSION#" \+ tenant \+ ":" \+ user separates key parts with ":" in partition key "PK"`
	_ = Key{PK: fmt.Sprintf("SESSION#t:%s:%s", tenant, user)} // want `separates key parts with ":" in partition key "PK"`
}
