package keyseparator

import (
	"fmt"

	"keyseparator/keys"
)

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

// A subject named by its kind in lower case, handed to a key helper of
// another package: the word and its "/" belong to the subject.
func subjects(uuid string) {
	_ = Key{PK: keys.AuditPK("file/" + uuid)} // ok: "file/" spells the subject
	subject := "file/" + uuid
	_ = Key{PK: "SUBJECT#" + subject}                // ok: as above, written in two places
	_ = Key{PK: "SUBJECT#" + keys.FileSubject(uuid)} // ok: and in two packages
	upper := "FILE/" + uuid
	_ = Key{PK: "SUBJECT#" + upper} // want `separates key parts with "/" in partition key "PK"`
}
