package world

import (
	"time"

	"github.com/guregu/dynamo"
)

// Event declares its keys in guregu tags: the attribute with ,hash is the
// partition key whatever its name.
type Event struct {
	Owner   string    `dynamo:"owner,hash"`
	At      time.Time `dynamo:",range" index:"ByKind,range"`
	Kind    string    `index:"ByKind,hash"`
	Seq     int64     `localIndex:"BySeq,range"`
	PK      string    `dynamo:"pk"` // a key name, but the tags say what the keys are
	Payload string
}

// Audit embeds its keys.
type Audit struct {
	AuditKeys
	Note string `dynamo:"note"`
}

type AuditKeys struct {
	Tenant string `dynamo:"tenant,partition"`
	Stamp  string `dynamo:"stamp,sort"`
}

// Loose has dynamo tags but declares no key: the default names decide.
type Loose struct {
	PK    string `dynamo:"PK"`
	Title string `dynamo:"title"`
}

var timeline = db1.Table("timeline")

var db1 *dynamo.DB

func dynamoV1(db *dynamo.DB, id string, n int, seq int64, t time.Time) {
	table := db.Table("orders")
	var out []Loose
	table.Get("PK", "USER#"+id).All(&out) // want `dynamo.Query read orders PK partition key = = USER#<string:id>`
	table.Get("PK", "USER#"+id).          // want `dynamo.Get read orders PK partition key = USER#<string:id>`
						Range("SK", dynamo.Equal, "ORDER#"+id). // want `dynamo.Get read orders SK sort key = ORDER#<string:id>`
						One(&out)
	table.Get("PK", id). // want `dynamo.Query read orders PK partition key = = <string:id>`
				Range("SK", dynamo.BeginsWith, "ORDER#"). // want `dynamo.Query read orders SK sort key begins_with = ORDER#`
				All(&out)
	table.Get("GSI1PK", "S#"+id). // want `dynamo.Query read orders GSI1PK partition key ByStatus = = S#<string:id>`
					Range("GSI1SK", dynamo.Between, "A", "B"). // want `dynamo.Query read orders GSI1SK sort key ByStatus BETWEEN = A` `dynamo.Query read orders GSI1SK sort key ByStatus BETWEEN = B`
					Index("ByStatus").
					All(&out)
	table.Delete("PK", "USER#"+id).Range("SK", n).Run() // want `dynamo.Delete key orders PK partition key = USER#<string:id>` `dynamo.Delete key orders SK sort key N = <int:n>`
	table.Update("PK", "USER#"+id).                     // want `dynamo.Update key orders PK partition key = USER#<string:id>`
								Range("SK", "META").    // want `dynamo.Update key orders SK sort key = META`
								Set("GSI1PK", "S#"+id). // want `dynamo.Update write orders GSI1PK partition key ByStatus = S#<string:id>`
								Set("title", id).
								Run()

	// A query held in a variable and configured by later calls.
	q := timeline.Get("owner", id)          // want `dynamo.Query read timeline owner partition key = = <string:id>`
	q.Range("At", dynamo.GreaterOrEqual, t) // want `dynamo.Query read timeline At sort key >= = <time:t layout=2006-01-02T15:04:05.999999999Z07:00>`
	q.All(&out)

	// Items: the tags give the roles.
	db.Table("timeline").Put(Event{
		Owner:   "U#" + id, // want `dynamo.Put write timeline owner partition key = U#<string:id>`
		At:      t,         // want `dynamo.Put write timeline At sort key = <time:t layout=2006-01-02T15:04:05.999999999Z07:00>`
		Kind:    "K#" + id, // want `dynamo.Put write timeline Kind partition key ByKind = K#<string:id>`
		Seq:     seq,       // want `dynamo.Put write timeline Seq sort key BySeq N = <int:seq>`
		PK:      id,
		Payload: id,
	}).Run()
	a := Audit{AuditKeys: AuditKeys{Tenant: "T#" + id, Stamp: "S"}, Note: id} // want `Audit{} item tenant partition key = T#<string:id>` `Audit{} item stamp sort key = S`
	_ = a
	db.Table("notes").Put(Loose{PK: "L#" + id, Title: id}).Run()                      // want `dynamo.Put write notes PK partition key = L#<string:id>`
	db.Table("notes").Put(map[string]interface{}{"PK": "X#" + id, "title": id}).Run() // want `dynamo.Put write notes PK partition key = X#<string:id>`
	// The timeline's schema, declared by Event's tags, is the whole truth
	// for the items put in it.
	timeline.Put(Loose{PK: "L#" + id, Title: id}).Run()
}

// The table declared by CreateTable gives the roles of attribute names
// guregu's Get and Range do not see.
func dynamoSchema(db *dynamo.DB, id string) {
	db.CreateTable("ledger", Ledger{}).Run()
	db.Table("ledger").Update("acct", id).Set("day", "D#"+id).Run() // want `dynamo.Update key ledger acct partition key = <string:id>` `dynamo.Update write ledger day partition key ByDay = D#<string:id>`
}

type Ledger struct {
	Account string `dynamo:"acct,hash"`
	Day     string `dynamo:"day" index:"ByDay,hash"`
}

// Look-alikes: not keys.
func dynamoNotKeys(db *dynamo.DB, id string, name string) {
	table := db.Table("orders")
	// A key name that is not constant, a NotEqual range, spread values.
	table.Get(name, id).All(nil)
	vals := []interface{}{id}
	table.Get("PK", "A").Range("SK", dynamo.NotEqual, id).Range("SK", dynamo.Equal, vals...).All(nil) // want `dynamo.Query read orders PK partition key = = A`
	// Fields the tags do not declare keys are not keys, whatever their name.
	_ = Event{PK: id, Payload: id}
	// An untagged struct given to Put: its names decide, and Title is none.
	type note struct{ Title string }
	table.Put(note{Title: id}).Run()
}
