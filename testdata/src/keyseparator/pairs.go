package keyseparator

import "fmt"

// Two-level keys: the convention inside each label-and-value part, another
// separator only between whole parts. Every key of such a design is read
// the same way, so the second separator is a scheme, not a stray.

func pairs(habitID, day, tenant, user, item string) {
	_ = Key{SK: fmt.Sprintf("HABIT#%s__DAY#%s", habitID, day)}          // ok: "__" joins HABIT#<id> to DAY#<day>
	_ = Key{SK: "DAY#" + day + "__HABIT#" + habitID}                    // ok: the same scheme, the other way round
	_ = Key{PK: fmt.Sprintf("TENANT#%s|USER#%s", tenant, user)}         // ok: "|" joins two parts
	_ = Key{PK: "TENANT#" + tenant + "|USER#" + user + "|ITEM#" + item} // ok: three parts
	_ = Key{SK: fmt.Sprintf("HABIT#%s__DAY#", habitID)}                 // ok: a begins_with prefix of the first scheme

	_ = Key{SK: "USER#" + user + "-" + item}                   // want `"USER#" \+ user \+ "-" \+ item separates key parts with "-" in sort key "SK"`
	_ = Key{SK: fmt.Sprintf("HABIT#%s__%s", habitID, day)}     // want `fmt.Sprintf\("HABIT#%s__%s", habitID, day\) separates key parts with "_" in sort key "SK"`
	_ = Key{SK: fmt.Sprintf("%s__DAY#%s", habitID, day)}       // want `fmt.Sprintf\("%s__DAY#%s", habitID, day\) separates key parts with "_" in sort key "SK"`
	_ = Key{SK: fmt.Sprintf("A#%s_B#%s_%s", user, item, day)}  // want `fmt.Sprintf\("A#%s_B#%s_%s", user, item, day\) separates key parts with "_" in sort key "SK"`
	_ = Key{SK: fmt.Sprintf("HABIT#%s__day-%s", habitID, day)} // want `separates key parts with "_" in sort key "SK"` `separates key parts with "-" in sort key "SK"`
}
