package world

import (
	"context"

	awsv2 "github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	dynamodbv2 "github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Key builders grouped in a value of func fields.
var keys = struct {
	User  func(string) string
	Order func(user, order string) string
}{
	User:  func(id string) string { return "USER#" + id },
	Order: func(user, order string) string { return "USER#" + user + "#ORDER#" + order },
}

var orderPK = func(id string) string { return "ORDER#" + id }

func funcFields(ctx context.Context, c *dynamodbv2.Client, user, order string) {
	c.PutItem(ctx, &dynamodbv2.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: keys.User(user)},         // want `PutItem write PK partition key = USER#<string:user>`
		"SK":     &types.AttributeValueMemberS{Value: keys.Order(user, order)}, // want `PutItem write SK sort key = USER#<string:user>#ORDER#<string:order>`
		"GSI1PK": &types.AttributeValueMemberS{Value: orderPK(order)},          // want `PutItem write GSI1PK partition key GSI1 = ORDER#<string:order>`
	}})
	// A func variable assigned twice could be either.
	pick := func(id string) string { return "A#" + id }
	if order == "" {
		pick = func(id string) string { return "B#" + id }
	}
	c.PutItem(ctx, &dynamodbv2.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: pick(user)}, // want `PutItem write PK partition key = <opaque:pick>`
	}})
}

// Order knows its key.
type Order struct {
	User string
	ID   string
}

func (o Order) Key() map[string]types.AttributeValue {
	return map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + o.User}, // want `DeleteItem key PK partition key = USER#<string:User>`
		"SK": &types.AttributeValueMemberS{Value: "ORDER#" + o.ID},  // want `DeleteItem key SK sort key = ORDER#<string:ID>`
	}
}

// KeyOf is never called in this package: its map is an item on its own.
func KeyOf(id string) (map[string]types.AttributeValue, error) {
	k := map[string]types.AttributeValue{}
	k["PK"] = &types.AttributeValueMemberS{Value: "K#" + id}
	return map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "K#" + id}, // want `AttributeValue map item PK partition key = K#<string:id>`
	}, nil
}

func keyMethods(ctx context.Context, c *dynamodbv2.Client, o Order) {
	c.DeleteItem(ctx, &dynamodbv2.DeleteItemInput{TableName: awsv2.String(o.User), Key: o.Key()})
}

// Keys embedded in items, and key structs nested in literals.
type Base struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

type Invoice struct {
	Base
	*Index
	Total int `dynamodbav:"total"`
}

type Index struct {
	GSI1PK string `dynamodbav:"GSI1PK"`
}

// Nested is stored as a map attribute, not flattened.
type Nested struct {
	Base  `dynamodbav:"base"`
	Title string `dynamodbav:"title"`
}

// Shadow's own PK hides the embedded one, as in encoding/json.
type Shadow struct {
	Base
	PK string `dynamodbav:"PK"`
}

func embedded(ctx context.Context, c *dynamodbv2.Client, id string) {
	_ = Shadow{
		Base: Base{PK: "HIDDEN#" + id, SK: "S"}, // want `Shadow{} item SK sort key = S`
		PK:   "OWN#" + id,                       // want `Shadow{} item PK partition key = OWN#<string:id>`
	}

	inv := Invoice{
		Base:  Base{PK: "INV#" + id, SK: "META"}, // want `PutItem write PK partition key = INV#<string:id>` `PutItem write SK sort key = META`
		Index: &Index{GSI1PK: "CUST#" + id},      // want `PutItem write GSI1PK partition key GSI1 = CUST#<string:id>`
		Total: 3,
	}
	av, _ := attributevalue.MarshalMap(inv)
	c.PutItem(ctx, &dynamodbv2.PutItemInput{Item: av})

	// Go maps marshalled into keys; a map marshalled as one attribute,
	// and values that are no scalars, are not.
	key, _ := attributevalue.MarshalMap(map[string]string{"PK": "INV#" + id, "SK": "META"}) // want `GetItem read PK partition key = INV#<string:id>` `GetItem read SK sort key = META`
	c.GetItem(ctx, &dynamodbv2.GetItemInput{Key: key})
	m := map[string]interface{}{"SK": 7, "GSI1PK": []string{id}} // want `attributevalue.MarshalMap item SK sort key N = 7`
	m["PK"] = "M#" + id                                          // want `attributevalue.MarshalMap item PK partition key = M#<string:id>`
	_, _ = attributevalue.MarshalMap(m)
	_, _ = attributevalue.Marshal(map[string]string{"PK": id})

	// A promoted field set after construction.
	var late Invoice
	late.PK = "LATE#" + id // want `attributevalue.MarshalMap item PK partition key = LATE#<string:id>`
	_, _ = attributevalue.MarshalMap(late)

	// A key patched into the marshalled map, names through placeholders.
	item, _ := attributevalue.MarshalMap(Nested{Base: Base{PK: id}, Title: id})
	item["PK"] = &types.AttributeValueMemberS{Value: "N#" + id} // want `PutItem write PK partition key = N#<string:id>`
	c.PutItem(ctx, &dynamodbv2.PutItemInput{Item: item})
	c.UpdateItem(ctx, &dynamodbv2.UpdateItemInput{
		Key:                      map[string]types.AttributeValue{"PK": &types.AttributeValueMemberS{Value: id}}, // want `UpdateItem key PK partition key = <string:id>`
		UpdateExpression:         awsv2.String("SET #gp = :gp, #t = :t REMOVE #old"),
		ExpressionAttributeNames: map[string]string{"#gp": "GSI1PK", "#t": "title", "#old": "GSI2PK"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":gp": &types.AttributeValueMemberS{Value: "CUST#" + id}, // want `UpdateItem write GSI1PK partition key GSI1 = CUST#<string:id>`
			":t":  &types.AttributeValueMemberS{Value: id},
		},
	})
}
