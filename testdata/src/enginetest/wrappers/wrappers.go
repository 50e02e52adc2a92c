// Package wrappers pins the engine's reading of keys handed to wrappers:
// repository methods that marshal any item, helpers taking key values (and
// attribute names) as parameters, items that supply their own keys through
// methods, in this package and through another package's SinkFacts. The
// key of each call site is reported where the call site builds it.
package wrappers

import (
	"context"
	"strconv"
	"time"

	"enginetest/wrappers/repo"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Order has key-named fields and no tags: attributevalue names attributes
// after the fields.
type Order struct {
	PK    string
	SK    string
	Total int
}

// Note is an item with no key attributes.
type Note struct{ Title string }

type Repo struct{ db *dynamodb.Client }

func (r *Repo) put(ctx context.Context, item any) error {
	av, err := attributevalue.MarshalMap(item)
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av})
	return err
}

// log marshals its item for a log line: no request reads it, so its
// callers' items are items, not writes.
func (r *Repo) log(item any) map[string]types.AttributeValue {
	av, _ := attributevalue.MarshalMap(item)
	return av
}

// describe never reaches DynamoDB.
func (r *Repo) describe(item any) string { _ = item; return "" }

func items(ctx context.Context, r *Repo, id string, n int, at time.Time) {
	r.put(ctx, Order{
		PK: "ORDER#" + id,                   // want `PutItem via put write orders PK partition key = ORDER#<string:id>`
		SK: "AT#" + at.Format(time.RFC3339), // want `PutItem via put write orders SK sort key = AT#<time:at layout=2006-01-02T15:04:05Z07:00>`
	})
	o := &Order{PK: "ORDER#" + id}   // want `PutItem via put write orders PK partition key = ORDER#<string:id>`
	o.SK = "LINE#" + strconv.Itoa(n) // want `PutItem via put write orders SK sort key = LINE#<int:n>`
	r.put(ctx, o)
	r.put(ctx, Note{Title: id})   // ok: no key attributes
	r.log(Order{PK: "LOG#" + id}) // want `attributevalue.MarshalMap via log item PK partition key = LOG#<string:id>`
	r.describe(Order{PK: id})     // ok: describe never marshals its item
	var anything any = Order{PK: id}
	r.put(ctx, anything) // ok: the engine cannot see what an interface holds
}

// Composition: SaveOrder hands its order to put.
func (r *Repo) SaveOrder(ctx context.Context, o Order) error { return r.put(ctx, o) }

func composed(ctx context.Context, r *Repo, id string) {
	r.SaveOrder(ctx, Order{PK: "CUSTOMER#" + id, SK: "ORDER"}) // want `PutItem via SaveOrder write orders PK partition key = CUSTOMER#<string:id>` `PutItem via SaveOrder write orders SK sort key = ORDER`
}

// Keys passed as plain parameters to a helper that builds the request.
func putKey(ctx context.Context, db *dynamodb.Client, pk, sk string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK":    &types.AttributeValueMemberS{Value: pk}, // want `PutItem write orders PK partition key = <string:pk>`
			"SK":    &types.AttributeValueMemberS{Value: sk}, // want `PutItem write orders SK sort key = <string:sk>`
			"title": &types.AttributeValueMemberS{Value: sk},
		},
	})
}

// getByKey names the key attributes by its parameters too.
func getByKey(ctx context.Context, db *dynamodb.Client, pkName, pk, skName, sk string) {
	db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			pkName: &types.AttributeValueMemberS{Value: pk},
			skName: &types.AttributeValueMemberS{Value: sk},
		},
	})
}

// getUser builds the key from its parameter: the key is reported in it,
// and each call is a key set of its own.
func getUser(ctx context.Context, db *dynamodb.Client, id string) {
	db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + id}, // want `GetItem read orders PK partition key = USER#<string:id>` `GetItem via getUser read orders PK partition key = USER#<int:n>`
			"SK": &types.AttributeValueMemberS{Value: "PROFILE"},    // want `GetItem read orders SK sort key = PROFILE` `GetItem via getUser read orders SK sort key = PROFILE`
		},
	})
}

func params(ctx context.Context, db *dynamodb.Client, id string, n int) {
	putKey(ctx, db, "USER#"+id, "PROFILE#"+strconv.Itoa(n)) // want `PutItem via putKey write orders PK partition key = USER#<string:id>` `PutItem via putKey write orders SK sort key = PROFILE#<int:n>`
	getByKey(ctx, db, "PK", "USER#"+id, "SK", "PROFILE")    // want `GetItem via getByKey read orders PK partition key = USER#<string:id>` `GetItem via getByKey read orders SK sort key = PROFILE`
	getByKey(ctx, db, "title", id, "owner", id)             // ok: neither attribute is a key
	getUser(ctx, db, strconv.Itoa(n))
}

// A map the wrapper is given.
func (r *Repo) putMap(ctx context.Context, item map[string]types.AttributeValue) {
	r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: item})
}

func maps(ctx context.Context, r *Repo, id string) {
	r.putMap(ctx, map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "MAP#" + id}, // want `PutItem via putMap write orders PK partition key = MAP#<string:id>`
	})
}

// Other packages' wrappers, through their facts.
func imported(ctx context.Context, s *repo.Store, id string) {
	s.Put(ctx, Order{PK: "IMPORTED#" + id})            // want `PutItem via Put write orders PK partition key = IMPORTED#<string:id>`
	s.Save(ctx, &Order{PK: "SAVED#" + id})             // want `PutItem via Save write orders PK partition key = SAVED#<string:id>`
	s.GetByKey(ctx, "PK", "USER#"+id, "SK", "PROFILE") // want `GetItem via GetByKey read orders PK partition key = USER#<string:id>` `GetItem via GetByKey read orders SK sort key = PROFILE`
	s.DeleteUser(ctx, id)                              // want `DeleteItem via DeleteUser key orders PK partition key = USER#<string:id>` `DeleteItem via DeleteUser key orders SK sort key = PROFILE`
	s.Describe(Order{PK: id})                          // ok: no fact
	s.GetByKey(ctx, "title", id, "owner", id)          // ok: no key attributes
}

// A mapper builds the item the wrapper writes: its keys are reported in
// the mapper, where they are built.
type Raffle struct {
	Draw   string
	Number int
}

func toRow(r Raffle) Order {
	return Order{
		PK: "DRAW#" + r.Draw,       // want `PutItem via put write orders PK partition key = DRAW#<string:Draw>`
		SK: strconv.Itoa(r.Number), // want `PutItem via put write orders SK sort key = <int:Number>`
	}
}

func mapped(ctx context.Context, r *Repo, raffle Raffle) {
	row := toRow(raffle)
	r.put(ctx, row)
}

// saveKeyed sets the keys of the order it is given: they are its own, and
// its callers' orders are read no further.
func (r *Repo) saveKeyed(ctx context.Context, o *Order, n int) error {
	o.PK = "CUSTOMER#" + strconv.Itoa(n) // want `PutItem write orders PK partition key = CUSTOMER#<int:n>` `PutItem via saveKeyed write orders PK partition key = CUSTOMER#<int:n>`
	av, err := attributevalue.MarshalMap(o)
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av})
	return err
}

func keyed(ctx context.Context, r *Repo, id string) {
	r.saveKeyed(ctx, &Order{PK: "IGNORED#" + id}, 1) // ok: saveKeyed sets PK itself
}

// Calls with a spread slice or through a method expression.
func (r *Repo) putAll(ctx context.Context, items ...any) {
	for _, it := range items {
		r.put(ctx, it)
	}
}

func odd(ctx context.Context, r *Repo, id string, more []any) {
	r.putAll(ctx, more...)                       // ok: nothing known of the slice
	(*Repo).put(r, ctx, Order{PK: "EXPR#" + id}) // ok: a method expression is not followed
	r.putAll(ctx, Order{PK: "VARIADIC#" + id})   // want `PutItem via putAll write orders PK partition key = VARIADIC#<string:id>`
}
