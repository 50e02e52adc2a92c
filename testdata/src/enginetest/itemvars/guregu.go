package itemvars

import (
	"time"

	"github.com/guregu/dynamo"
)

type visit struct {
	Site string    `dynamo:"site,hash"`
	At   time.Time `dynamo:"at,range"`
	Path string    `dynamo:"path"`
}

// guregu's Put of a variable: its literal and the stores before the Put.
func putVar(t dynamo.Table, site, path string, at time.Time) error {
	v := visit{Site: "SITE#" + site, Path: path} // want `dynamo.Put write site partition key = SITE#<string:site>`
	v.At = at                                    // want `dynamo.Put write at sort key = <time:at layout=2006-01-02T15:04:05.999999999Z07:00>`
	return t.Put(&v).Run()
}

func putValue(t dynamo.Table, site string, at time.Time) error {
	v := visit{Site: "BYVALUE#" + site, At: at} // want `dynamo.Put write site partition key = BYVALUE#<string:site>` `dynamo.Put write at sort key = <time:at layout=2006-01-02T15:04:05.999999999Z07:00>`
	return t.Put(v).Run()
}

// ok: a store in a branch after the literal: two values reach the Put, and
// neither is the one value of the field.
func putBranched(t dynamo.Table, site string, at time.Time, late bool) error {
	v := visit{Site: "BRANCH#" + site, At: at} // want `dynamo.Put write site partition key = BRANCH#<string:site>`
	if late {
		v.At = at.Add(time.Hour)
	}
	return t.Put(v).Run()
}

// shift is a table's sort key and an index's partition key: a Put judges
// its value in both roles.
type shift struct {
	Store string `dynamo:"store,hash"`
	Day   string `dynamo:"day,range" index:"ByDay,hash"`
	Clerk string `dynamo:"clerk" index:"ByDay,range"`
}

func putShift(t dynamo.Table, store, day, clerk string) error {
	return t.Put(shift{
		Store: "STORE#" + store, // want `dynamo.Put write store partition key = STORE#<string:store>`
		Day:   "DAY#" + day,     // want `dynamo.Put write day sort key = DAY#<string:day>` `dynamo.Put write day partition key ByDay = DAY#<string:day>`
		Clerk: clerk,            // want `dynamo.Put write clerk sort key ByDay = <string:clerk>`
	}).Run()
}
