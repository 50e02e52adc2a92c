package keyschema

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func str(v string) types.AttributeValue { return &types.AttributeValueMemberS{Value: v} }

func keyNames(ctx context.Context, c *dynamodb.Client, id, sk string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"pk": &types.AttributeValueMemberS{Value: "ORDER#" + id}, // want `attribute "pk" in the Key of GetItem on table "orders" is not a key attribute: did you mean partition key "PK"\?`
			"SK": &types.AttributeValueMemberS{Value: sk},
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{ // ok: exactly the table's key
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
			"SK": &types.AttributeValueMemberS{Value: sk},
		},
	})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{ // want `the Key of DeleteItem on table "orders" lacks sort key "SK": DynamoDB needs the whole primary key to address an item`
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
		},
	})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: "ORDER#" + id},
			"SK":     &types.AttributeValueMemberS{Value: sk},
			"Status": &types.AttributeValueMemberS{Value: "open"}, // want `attribute "Status" in the Key of UpdateItem on table "orders" is not a key attribute \(partition key "PK", sort key "SK"\): a Key holds the key attributes and nothing else`
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("counters"),
		Key: map[string]types.AttributeValue{
			"shardID": &types.AttributeValueMemberN{Value: "7"}, // want `attribute "shardID" in the Key of GetItem on table "counters" is not a key attribute: did you mean partition key "shardId"\?`
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("counters"),
		Key: map[string]types.AttributeValue{ // ok: a table without a sort key
			"shardId": &types.AttributeValueMemberN{Value: "7"},
		},
	})
}

func unknownSchemas(ctx context.Context, c *dynamodb.Client, table, attr, id string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("legacy"),
		Key: map[string]types.AttributeValue{ // ok: "legacy" declares no schema; the default names are a guess
			"pk": &types.AttributeValueMemberS{Value: id},
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{ // ok: the table is not known
			"pk": &types.AttributeValueMemberS{Value: id},
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{ // ok: attr may be "PK"
			attr: &types.AttributeValueMemberS{Value: id},
			"SK": &types.AttributeValueMemberS{Value: "META"},
		},
	})
}

func transactions(ctx context.Context, c *dynamodb.Client, id string) {
	c.TransactGetItems(ctx, &dynamodb.TransactGetItemsInput{
		TransactItems: []types.TransactGetItem{{
			Get: &types.Get{
				TableName: aws.String("orders"),
				Key: map[string]types.AttributeValue{
					"PK": str(id),
					"Sk": str("META"), // want `attribute "Sk" in the Key of TransactGetItems on table "orders" is not a key attribute: did you mean sort key "SK"\?`
				},
			},
		}},
	})
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{
		TransactItems: []types.TransactWriteItem{
			{Delete: &types.Delete{
				TableName: aws.String("orders"),
				Key:       map[string]types.AttributeValue{"PK": str(id)}, // want `the Key of TransactWriteItems on table "orders" lacks sort key "SK"`
			}},
			{ConditionCheck: &types.ConditionCheck{
				TableName: aws.String("orders"),
				Key:       map[string]types.AttributeValue{"SK": str("META")}, // want `the Key of TransactWriteItems on table "orders" lacks partition key "PK"`
			}},
			{Update: &types.Update{
				TableName: aws.String("orders"),
				Key:       map[string]types.AttributeValue{"PK": str(id), "SK": str("META")}, // ok
			}},
		},
	})
}

func batches(ctx context.Context, c *dynamodb.Client, id string) {
	c.BatchGetItem(ctx, &dynamodb.BatchGetItemInput{
		RequestItems: map[string]types.KeysAndAttributes{
			"orders": {Keys: []map[string]types.AttributeValue{
				{"PK": str(id), "SK": str("META")}, // ok
				{"PK": str(id), "sk": str("META")}, // want `attribute "sk" in the Key of BatchGetItem on table "orders" is not a key attribute: did you mean sort key "SK"\?`
			}},
		},
	})
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{
			"orders": {
				{DeleteRequest: &types.DeleteRequest{Key: map[string]types.AttributeValue{
					"PK": str(id), "SK": str("META"), "Total": str("1"), // want `attribute "Total" in the Key of BatchWriteItem on table "orders" is not a key attribute`
				}}},
				{DeleteRequest: &types.DeleteRequest{Key: map[string]types.AttributeValue{"PK": str(id), "SK": str("META")}}}, // ok
			},
		},
	})
}

// Keys built step by step.
func builtKeys(ctx context.Context, c *dynamodb.Client, id string) {
	key := map[string]types.AttributeValue{}
	key["pk"] = str(id) // want `attribute "pk" in the Key of GetItem on table "orders" is not a key attribute: did you mean partition key "PK"\?`
	key["SK"] = str("META")
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: key})

	ok := make(map[string]types.AttributeValue)
	ok["PK"] = str(id)
	ok["SK"] = str("META")
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: ok}) // ok
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String("orders"), Key: ok})

	partial := map[string]types.AttributeValue{"PK": str(id)}
	addSortKey(partial)
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: partial}) // ok: a helper may add the sort key
}

func addSortKey(m map[string]types.AttributeValue) { m["SK"] = str("META") }

type orderKey struct {
	PK string `dynamodbav:"pk"`
	SK string `dynamodbav:"sk"`
}

type goodKey struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
	// Note is left out when empty.
	Note string `dynamodbav:"note,omitempty"`
}

type shortKey struct {
	PK string
}

// Keys marshalled from structs.
func marshalledKeys(ctx context.Context, c *dynamodb.Client, id string) {
	k, _ := attributevalue.MarshalMap(orderKey{PK: id, SK: "META"}) // want `attribute "pk" \(field PK\) in the Key of GetItem on table "orders" is not a key attribute: did you mean partition key "PK"\?` `attribute "sk" \(field SK\) in the Key of GetItem on table "orders" is not a key attribute: did you mean sort key "SK"\?`
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: k})

	g, _ := attributevalue.MarshalMap(goodKey{PK: id, SK: "META"})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: g}) // ok: note may be left out

	s, _ := attributevalue.MarshalMap(shortKey{PK: id})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String("orders"), Key: s}) // want `the Key of DeleteItem on table "orders" lacks sort key "SK"`
}
