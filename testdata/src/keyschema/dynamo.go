package keyschema

import (
	"time"

	"github.com/guregu/dynamo"
)

// session is declared by its dynamo tags (CreateTable below).
type session struct {
	Token   string    `dynamo:"token,hash"`
	Created time.Time `dynamo:"created,range"`
	UserID  string    `dynamo:"userId" index:"ByUser,hash"`
}

func gureguSessions(db *dynamo.DB, token, user string, when time.Time) {
	_ = db.CreateTable("sessions", session{}).Run()

	var out session
	_ = db.Table("sessions").Get("Token", token).Range("created", dynamo.Equal, when).One(&out) // want `attribute "Token" in the Key of dynamo.Get on table "sessions" is not a key attribute: did you mean partition key "token"\?`
	_ = db.Table("sessions").Get("token", token).Range("created", dynamo.Equal, when).One(&out) // ok
	_ = db.Table("sessions").Get("token", token).All(&out)                                      // ok: a query of the partition
	_ = db.Table("sessions").Delete("token", token).Range("Created", when).Run()                // want `attribute "Created" in the Key of dynamo.Delete on table "sessions" is not a key attribute: did you mean sort key "created"\?`
	_ = db.Table("sessions").Get("userId", user).Index("ByUser").All(&out)                      // ok: the index's partition key
	_ = db.Table("sessions").Get("userId", user).Index("ByUsers").All(&out)                     // want `dynamo.Query queries index "ByUsers", which table "sessions" does not have \(it declares "ByUser"\): did you mean "ByUser"\?`
	_ = db.Table("sessions").Get("user", user).Index("ByUser").All(&out)                        // want `key condition of dynamo.Query on index "ByUser" of table "sessions" compares attribute "user", which is not a key there \(partition key "userId"\)`
	_ = db.Table("sessions").Get("token", 42).Range("created", dynamo.Equal, when).One(&out)    // want `attribute "token" of dynamo.Get on table "sessions" is sent as type N, but table "sessions" declares key attribute "token" as S`
	_ = db.Table("cache").Get("Token", token).One(&out)                                         // ok: "cache" declares no schema
	_ = db.Table("sessions").Put(session{Token: token, Created: when}).Run()                    // ok: the item carries its keys
	_ = byUser(db.Table("sessions").Get("userId", user)).All(&out)                              // ok: the caller may make it a query of ByUser
}

func byUser(q *dynamo.Query) *dynamo.Query { return q.Index("ByUser") }
