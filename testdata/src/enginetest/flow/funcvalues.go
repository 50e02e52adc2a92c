package flow

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	awsv1 "github.com/aws/aws-sdk-go/aws"
	dynamodbv1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
)

// Function values (issue 23, item 7): a call through a variable bound to a
// method value or a function is read as the call it stands for, and a
// function literal — in a variable or called in place — as its return,
// with the variables it captures read where it is called.

type orderStore struct{ c *dynamodb.Client }

func (s *orderStore) orderKey(id string) string  { return "ORDER#" + id }
func (s *orderStore) legacyKey(id string) string { return "O#" + id }

func (s *orderStore) put(ctx context.Context, pk string) {
	s.c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item:      map[string]types.AttributeValue{"PK": &types.AttributeValueMemberS{Value: pk}}, // want `PutItem write orders PK partition key = <string:pk>`
	})
}

type keyer struct{}

func (keyer) Key(id string) string { return "K#" + id }

// methodValues calls key methods and functions through variables.
func methodValues(ctx context.Context, s *orderStore, id string) {
	mk := s.orderKey
	s.put(ctx, mk(id)) // want `PutItem via put write orders PK partition key = ORDER#<string:id>`
	again := mk
	pk := again(id)
	s.put(ctx, pk) // want `PutItem via put write orders PK partition key = ORDER#<string:id>`
	obj := keyer{}
	key := obj.Key
	s.put(ctx, key(id)) // want `PutItem via put write orders PK partition key = K#<string:id>`
	fn := userKeyOf
	s.put(ctx, fn(id)) // want `PutItem via put write orders PK partition key = USER#<string:id>`
}

func userKeyOf(id string) string { return "USER#" + id }

// ok: look-alikes of methodValues whose function is not certain — a
// variable given either of two methods, a method expression (the receiver
// is an argument) — stay unknown; a key only printed is none.
func methodValueLookalikes(ctx context.Context, s *orderStore, id string, legacy bool) {
	mk := s.orderKey
	if legacy {
		mk = s.legacyKey
	}
	s.put(ctx, mk(id)) // want `PutItem via put write orders PK partition key = <opaque:mk>`
	byType := (*orderStore).orderKey
	s.put(ctx, byType(s, id)) // want `PutItem via put write orders PK partition key = <opaque:byType>`
	printed := s.orderKey
	fmt.Println(printed(id))
}

// closures builds keys in function literals that capture variables.
func closures(ctx context.Context, s *orderStore, ids []string) {
	for _, accountID := range ids {
		s.put(ctx, func() string { return "ACCT#" + accountID }()) // want `PutItem via put write orders PK partition key = ACCT#<string:accountID>`
	}
	// The literal captures acct; it runs where it is called, when acct
	// holds the element, not the zero value it holds above.
	var acct string
	key := func() string { return "ACCT#" + acct }
	for _, a := range ids {
		acct = a
		s.put(ctx, key()) // want `PutItem via put write orders PK partition key = ACCT#<string:a>`
	}
}

// ok: look-alikes of closures: a key a literal builds that is only
// printed, and a literal held in a variable given two literals.
func closureLookalikes(ctx context.Context, s *orderStore, ids []string, legacy bool) {
	for _, accountID := range ids {
		fmt.Println(func() string { return "ACCT#" + accountID }())
	}
	key := func() string { return "ACCT#" + ids[0] }
	if legacy {
		key = func() string { return "A#" + ids[0] }
	}
	s.put(ctx, key()) // want `PutItem via put write orders PK partition key = <opaque:key>`
}

// v1FuncValues: method values and closures in aws-sdk-go v1's requests.
func v1FuncValues(c *dynamodbv1.DynamoDB, s *orderStore, ids []string, legacy bool) {
	mk := s.orderKey
	for _, id := range ids {
		acct := func() string { return "ACCT#" + id }
		c.GetItem(&dynamodbv1.GetItemInput{
			TableName: awsv1.String("orders"),
			Key: map[string]*dynamodbv1.AttributeValue{
				"PK": {S: awsv1.String(mk(id))}, // want `GetItem read orders PK partition key = ORDER#<string:id>`
				"SK": {S: awsv1.String(acct())}, // want `GetItem read orders SK sort key = ACCT#<string:id>`
			},
		})
	}
	// ok: a look-alike whose method is one of two.
	either := s.orderKey
	if legacy {
		either = s.legacyKey
	}
	c.DeleteItem(&dynamodbv1.DeleteItemInput{
		TableName: awsv1.String("orders"),
		Key:       map[string]*dynamodbv1.AttributeValue{"PK": {S: awsv1.String(either(ids[0]))}}, // want `DeleteItem key orders PK partition key = <opaque:either>`
	})
}

// guFuncValues: method values and closures in guregu/dynamo's calls.
func guFuncValues(t dynamo.Table, s *orderStore, ids []string, legacy bool) {
	var out struct{}
	mk := s.orderKey
	for _, id := range ids {
		acct := func() string { return "ACCT#" + id }
		t.Get("PK", mk(id)).Range("SK", dynamo.Equal, acct()).One(&out) // want `dynamo.Get read PK partition key = ORDER#<string:id>` `dynamo.Get read SK sort key = ACCT#<string:id>`
	}
	// ok: a look-alike whose method is one of two.
	either := s.orderKey
	if legacy {
		either = s.legacyKey
	}
	t.Delete("PK", either(ids[0])).Run() // want `dynamo.Delete key PK partition key = <opaque:either>`
}
