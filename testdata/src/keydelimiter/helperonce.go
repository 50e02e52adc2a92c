package keydelimiter

// A key helper called from many places: its glued literal is one mistake,
// reported once, in the helper, where the fix goes.

func serviceKey(orgID, serviceID string) string {
	return "Org#" + orgID + "Service#" + serviceID // want `orgID is glued to suffix "Service" with no separator in partition key "PK"`
}

func putService(orgID, serviceID string) {
	_ = Key{PK: serviceKey(orgID, serviceID), SK: "META"}
}

func getService(orgID, serviceID string) {
	_ = Key{PK: serviceKey(orgID, serviceID), SK: "META"}
}

func deleteService(org, svc string) {
	_ = Key{PK: serviceKey(org, svc), SK: "META"}
}
