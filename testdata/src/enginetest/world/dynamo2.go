package world

import (
	"context"

	dynamo2 "github.com/guregu/dynamo/v2"
)

// Member uses guregu/dynamo v2; the tags work as in v1.
type Member struct {
	Group string `dynamo:"GroupID,hash"`
	User  string `dynamo:"UserID,range"`
}

type store struct{ members dynamo2.Table }

func dynamoV2(ctx context.Context, db *dynamo2.DB, s store, id, user string) {
	var m Member
	db.Table("members").Get("GroupID", "G#"+id).Range("UserID", dynamo2.Equal, user).One(ctx, &m) // want `dynamo.Get read members GroupID partition key = G#<string:id>` `dynamo.Get read members UserID sort key = <string:user>`
	db.Table("members").Put(&Member{Group: "G#" + id, User: user}).Run(ctx)                       // want `dynamo.Put write members GroupID partition key = G#<string:id>` `dynamo.Put write members UserID sort key = <string:user>`
	// A table in a struct field: its name is unknown, its text is kept.
	s.members.Delete("GroupID", "G#"+id).Range("UserID", user).Run(ctx) // want `dynamo.Delete key GroupID partition key = G#<string:id>` `dynamo.Delete key UserID sort key = <string:user>`
	// ConditionCheck of a transaction.
	_ = s.members.Check("GroupID", id) // want `dynamo.Check read GroupID partition key = <string:id>`
}
