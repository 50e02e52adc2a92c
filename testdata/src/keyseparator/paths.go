package keyseparator

// A path kept whole as the key's last part (an S3 object key: the owner,
// a lower-case folder, the object's id) is one value: its "/" are the
// path's, not a second separator of the key.

func documentKey(s3Key string) string { return "DOCUMENT#" + s3Key }

func paths(lpa, uuid, tenant, user string) {
	_ = Key{SK: "DOCUMENT#" + lpa + "/evidence/" + uuid} // ok: a path after the label
	_ = Key{SK: documentKey(lpa + "/scans/" + uuid)}     // ok: the same, through a helper
	_ = Key{PK: "TENANT#" + tenant + "/USER/" + user}    // want `separates key parts with "/" in partition key "PK"`
	_ = Key{SK: "DOCUMENT#" + lpa + "/Evidence/" + uuid} // want `separates key parts with "/" in sort key "SK"`
}
