package keyinjection

import (
	"context"
	"net/http"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// An untrusted value that ends a key can only forge another key when some
// key of the same attribute reads the same up to it and goes on past it
// with the separator, and the request's sort key may be one of that key's
// items' (kinds.go). nested writes the longer keys that the single-prefix
// keys of this package's other files could be turned into.
func nested(ctx context.Context, db *dynamodb.Client, a, b string) {
	for _, it := range []Order{
		{PK: "USER#" + a + "#ORDER#" + b, SK: "ORDER#" + a + "#LINE#" + b, GSI1PK: "USER#" + a + "#" + b},
		{PK: "USER#" + a + "#CART#" + b, SK: b}, // its items' sort keys may be anything, "PROFILE" too
		{PK: "USER|" + a + "|ORDER|" + b, SK: "EVENT#" + a + "#" + b},
		{PK: "B#" + a + "#X", SK: "J#" + a + "#" + b, GSI1PK: "COLOR#" + a + "#" + b},
		{PK: "D#" + a + "#X", SK: "TAG#" + a + "#" + b},
		{PK: "I#" + a + "#X"},
		{PK: "L#" + a + "#X"},
		{PK: "KIND#" + a + "#X"},
		{PK: "COUNTER#" + a + "#X"},
		{PK: "ACCOUNT#" + a + "#LEDGER#" + b},
		{PK: "INVOICE#" + a + "#LINE#" + b},
		{PK: "ORG#" + a + "#TEAM#" + b},
		{PK: "REGION#" + a + "#ZONE#" + b},
		{PK: "PAGE#" + a + "#OWNER#" + b + "#READER#" + b},
		{PK: "ROOM#" + a + "#BAN#" + b + "#SEAT#" + b},
	} {
		db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: marshal(it)})
	}
}

// nestedSession is nested's for the sessions table of world.go.
func (s *worldServer) nestedSession(ctx context.Context, a, b string) {
	s.db2.Table("sessions").Put(WorldSession{Owner: "USER#" + a + "#DEVICE#" + b, Token: "T"}).Run(ctx)
}

func marshal(o Order) map[string]types.AttributeValue { return nil }

// Keys that end in one untrusted component and that no other key continues:
// the caller names a whole board, and a separator in the name makes a key
// no code writes.
func (s *server) boards(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	id := r.PathValue("board")
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "BOARD#" + id},                 // ok: no key goes on past "BOARD#<id>"
		"SK": &types.AttributeValueMemberS{Value: "CARD#" + r.PathValue("card")}, // ok: no sort key goes on past "CARD#<card>"
	}})
	getBoard(ctx, s.db, r.PathValue("other")) // ok: the helper's key ends in the value, as above
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "LANE#" + id},                                // ok: "LANE#<x>#…" is a sort key shape, not a partition key one
		"SK": &types.AttributeValueMemberS{Value: "LANE#" + id + "#POS#" + r.PathValue("pos")}, // ok: a read by an exact key, and no sort key goes on past "LANE#<x>"
	}})
	// A value followed by more of the key: a separator in it moves where
	// its component ends, into another kind's key that shares the prefix
	// ("ROOM#r#BAN#u" + "#SEAT#" + seat is a ban record) or into a key of
	// its own kind whose later components are not the ones the code put
	// there ("HALL#h#SEAT#2" + "#SEAT#1"), which an update writes. A read
	// or a delete of that deeper key names no item when no kind goes on
	// past the value.
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ROOM#" + id + "#SEAT#" + "1"}, // want `untrusted r.PathValue\("board"\) reaches partition key "PK" unchecked`
	}})
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "HALL#" + id + "#SEAT#" + "1"}, // ok: a read by an exact key; "HALL#h#SEAT#2#SEAT#1" is a key no code writes
	}})
	s.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "HALL#" + id + "#SEAT#" + "1"}, // want `untrusted r.PathValue\("board"\) reaches partition key "PK" unchecked: a value containing "#" moves`
	}})
	s.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "HALL#" + r.PathValue("hall") + "#"}, // ok: a prefix of the HALL key above, not another kind
		},
	})
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PANEL#" + id}, // want `untrusted r.PathValue\("board"\) reaches partition key "PK" unchecked`
	}})
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PANEL#ADMIN#SETTINGS"}, // the constant a value "ADMIN#SETTINGS" would name
	}})
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "BADGE#" + id}, // want `untrusted r.PathValue\("board"\) reaches partition key "PK" unchecked`
	}})
}

// getBoard reads a board by its id; its key is the prefix and the id alone.
func getBoard(ctx context.Context, db *dynamodb.Client, id string) {
	db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "BOARD#" + id},
		"SK": &types.AttributeValueMemberS{Value: "META"},
	}})
}
