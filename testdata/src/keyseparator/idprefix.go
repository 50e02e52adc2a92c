package keyseparator

import "fmt"

// Prefixed ids (proj-…, cus_…) carry their own punctuation: written in
// lower case after an upper-case label, the word and its "-" or "_" belong
// to the id, which the key holds whole.

func newProjectID(uuid string) string { return "proj-" + uuid }

func idPrefixes(uuid, tenant, user, n string) {
	projectID := "proj-" + uuid
	_ = Key{SK: fmt.Sprintf("PROJECT#%s", projectID)}      // ok: "proj-" spells the id
	_ = Key{SK: "CUSTOMER#cus_" + uuid}                    // ok: as above, with "_"
	_ = Key{PK: "ORG#" + tenant + "#PROJECT#proj-" + uuid} // ok: the last part's id is prefixed

	_ = Key{PK: "TENANT#" + tenant + "#USER-" + user} // want `separates key parts with "-" in partition key "PK"`
	_ = Key{SK: "PROJECT#" + uuid + "-" + n}          // want `separates key parts with "-" in sort key "SK"`
	_ = Key{SK: "project#proj-" + uuid}               // want `separates key parts with "-" in sort key "SK"`
	_ = Key{SK: "PROJECT#proj-" + uuid + "-rev-" + n} // want `separates key parts with "-" in sort key "SK"`
}
