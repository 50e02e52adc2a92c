package keydelimiter

// Digits alone before a value are part of the value's own format (a
// country code before a national phone number), not an entity prefix:
// the key holds one value. A prefix with a letter in it is still a word
// naming a kind of item.

func phoneKeys(phone, id string) {
	_ = Key{PK: "91" + phone} // ok: a country code and the number are one phone number

	_ = Key{PK: "OTP#91" + phone} // ok: the entity prefix ends at "#"; 91 starts the number

	_ = Key{PK: "+" + "44" + phone} // ok: +44 and the number

	_ = Key{PK: "V2" + id} // want `prefix "V2" is glued to id with no separator in partition key "PK"`

	_ = Key{PK: "ORDER#LINE1" + id} // want `prefix "LINE1" is glued to id with no separator in partition key "PK"`
}
