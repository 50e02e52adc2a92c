package keydelimiter

// Keys built through function values (issue 23, item 7): a method value or
// a function held in a variable is followed like the call it stands for, a
// function literal like its return, with the variables it captures read
// where it is called.

type accounts struct{}

func (accounts) gluedKey(id string) string { return "ACCT" + id }
func (accounts) cleanKey(id string) string { return "ACCT#" + id }

func methodValue(a accounts, id string) {
	mk := a.gluedKey
	_ = Key{PK: mk(id), SK: "PROFILE"} // want `prefix "ACCT" is glued to id with no separator in partition key "PK"`
	// ok: the look-alike's method keeps its separator.
	clean := a.cleanKey
	_ = Key{PK: clean(id), SK: "PROFILE"}
}

func loopClosures(ids []string) {
	for _, accountID := range ids {
		_ = Key{PK: func() string { return "ACCT" + accountID }(), SK: "PROFILE"} // want `prefix "ACCT" is glued to accountID with no separator in partition key "PK"`
		// ok: the look-alike's literal keeps its separator.
		_ = Key{PK: func() string { return "ACCT#" + accountID }(), SK: "PROFILE"}
	}
	var acct string
	glued := func() string { return "ORG" + acct }
	clean := func() string { return "ORG#" + acct }
	for _, a := range ids {
		acct = a
		_ = Key{PK: glued(), SK: "PROFILE"} // want `prefix "ORG" is glued to a with no separator in partition key "PK"`
		_ = Key{PK: clean(), SK: "PROFILE"} // ok: delimited
	}
}
