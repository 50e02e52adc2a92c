package keyseparator

// "!" separates parts as "#" does ("LOAN!" + id): one entity spelled so
// among keys that use "#".
func loan(id string) {
	_ = Order{GSI1PK: "LOAN!" + id} // want `"LOAN!" \+ id separates key parts with "!" in partition key "GSI1PK" of index GSI1`
	_ = Order{GSI1PK: "LOAN!"}      // ok: a constant has no parts to separate
}
