package flow

import (
	"fmt"
	"strconv"

	"enginetest/fieldkeys/keys"

	"github.com/aws/aws-sdk-go/aws"
	dynamodbv1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

// The step-by-step idioms of flow.go, in aws-sdk-go v1's shapes: pointer
// maps of *AttributeValue with S members, requests without a context.

// v1StoredQuery sets the key condition after the literal, in branches, and
// fills the placeholder values one by one.
func v1StoredQuery(c *dynamodbv1.DynamoDB, id string, n int, byLine bool) {
	in := &dynamodbv1.QueryInput{
		TableName:                 aws.String("orders"),
		ExpressionAttributeValues: map[string]*dynamodbv1.AttributeValue{},
	}
	if byLine {
		in.KeyConditionExpression = aws.String("PK = :pk AND begins_with(SK, :sk)")
	} else {
		in.KeyConditionExpression = aws.String("PK = :pk")
	}
	in.ExpressionAttributeValues[":pk"] = &dynamodbv1.AttributeValue{S: aws.String("CART#" + id)}              // want `Query read orders PK partition key = = CART#<string:id>`
	in.ExpressionAttributeValues[":sk"] = &dynamodbv1.AttributeValue{S: aws.String("LINE#" + strconv.Itoa(n))} // want `Query read orders SK sort key begins_with = LINE#<int:n>`
	c.Query(in)

	// ok: a filter's placeholder stored the same way is no key.
	scan := &dynamodbv1.ScanInput{
		TableName:                 aws.String("orders"),
		FilterExpression:          aws.String("PK = :v"),
		ExpressionAttributeValues: map[string]*dynamodbv1.AttributeValue{},
	}
	scan.ExpressionAttributeValues[":v"] = &dynamodbv1.AttributeValue{S: aws.String(id)}
	c.Scan(scan)
}

// v1Batch appends keys to a slice in a loop and hands it to BatchGetItem
// under its table.
func v1Batch(c *dynamodbv1.DynamoDB, id string, months []string) {
	var ks []map[string]*dynamodbv1.AttributeValue
	for _, m := range months {
		ks = append(ks, map[string]*dynamodbv1.AttributeValue{
			"PK": {S: aws.String("CART#" + id)}, // want `BatchGetItem read orders PK partition key = CART#<string:id>`
			"SK": {S: aws.String("MONTH#" + m)}, // want `BatchGetItem read orders SK sort key = MONTH#<string:m>`
		})
	}
	c.BatchGetItem(&dynamodbv1.BatchGetItemInput{
		RequestItems: map[string]*dynamodbv1.KeysAndAttributes{"orders": {Keys: ks}},
	})
	// ok: plain strings appended the same way are no attribute values.
	var labels []map[string]string
	for _, m := range months {
		labels = append(labels, map[string]string{"PK": "CART#" + id, "SK": m})
	}
	_ = labels
}

// v1Ranged builds a key from each element of a known slice.
func v1Ranged(c *dynamodbv1.DynamoDB, id string) {
	for _, kind := range []string{"CART#", "WISH#"} {
		c.GetItem(&dynamodbv1.GetItemInput{
			TableName: aws.String("orders"),
			Key: map[string]*dynamodbv1.AttributeValue{
				"PK": {S: aws.String(kind + id)}, // want `GetItem read orders PK partition key = CART#<string:id>` `GetItem read orders PK partition key = WISH#<string:id>`
			},
		})
	}
	// ok: the elements are printed, not written.
	for _, kind := range []string{"A#", "B#"} {
		fmt.Println(map[string]string{"PK": kind + id})
	}
}

// v1Results reads keys from helpers returning (string, error) and named
// results.
func v1Results(c *dynamodbv1.DynamoDB, id string) error {
	pk, err := userKey(id)
	if err != nil {
		return err
	}
	sk, _ := orderKey(id)
	opaque, _ := lookup(id)
	_, err = c.GetItem(&dynamodbv1.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*dynamodbv1.AttributeValue{
			"PK":    {S: aws.String(pk)},     // want `GetItem read orders PK partition key = USER#<string:id>`
			"SK":    {S: aws.String(sk)},     // want `GetItem read orders SK sort key = ORDER#<string:id>`
			"title": {S: aws.String(opaque)}, // ok: not a key attribute
		},
	})
	return err
}

// v1Shapes: a key assigned in branches is judged in each shape.
func v1Shapes(c *dynamodbv1.DynamoDB, id string, admin bool) {
	pk := "USER#" + id
	if admin {
		pk = "ADMIN#" + id
	}
	c.DeleteItem(&dynamodbv1.DeleteItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*dynamodbv1.AttributeValue{
			"PK": {S: aws.String(pk)}, // want `DeleteItem key orders PK partition key = USER#<string:id>` `DeleteItem key orders PK partition key = ADMIN#<string:id>`
		},
	})
	// ok: the same key in both branches is one shape.
	same := "USER#" + id
	if admin {
		same = "USER#" + id
	}
	c.DeleteItem(&dynamodbv1.DeleteItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*dynamodbv1.AttributeValue{
			"PK": {S: aws.String(same)}, // want `DeleteItem key orders PK partition key = USER#<string:id>`
		},
	})
}

// v1Catalogues: builders and formats of another package's catalogue.
func v1Catalogues(c *dynamodbv1.DynamoDB, s keys.Status, n int, e keys.Entity, id string) {
	c.PutItem(&dynamodbv1.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]*dynamodbv1.AttributeValue{
			"PK":     {S: aws.String(keys.Orders.Prefix + id)},             // want `PutItem write orders PK partition key = ORDER#<string:id>`
			"SK":     {S: aws.String(keys.Orders.ByStatus(s))},             // want `PutItem write orders SK sort key = STATUS#<enum:s values=2>`
			"GSI1PK": {S: aws.String(keys.Prefixes[keys.EntityUser] + id)}, // want `PutItem write orders GSI1PK partition key GSI1 = USER#<string:id>`
			"GSI1SK": {S: aws.String(fmt.Sprintf(keys.RuleKey, n))},        // want `PutItem write orders GSI1SK sort key GSI1 = RULE#<int:n>`
		},
	})
	// Look-alikes: a reassigned catalogue field, a map indexed by a
	// variable.
	c.PutItem(&dynamodbv1.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]*dynamodbv1.AttributeValue{
			"PK": {S: aws.String(keys.Changing.Prefix + id)}, // want `PutItem write orders PK partition key = <string:Prefix><string:id>`
			"SK": {S: aws.String(keys.Prefixes[e] + id)},     // want `PutItem write orders SK sort key = <opaque><string:id>`
		},
	})
}

// strPtr is the package's own aws.String: its argument is the value.
func strPtr(s string) *string { return &s }

// v1OwnPointer names its keys through strPtr and a closure of its shape.
func v1OwnPointer(c *dynamodbv1.DynamoDB, id, line string) {
	str := func(v string) *string { return &v }
	c.PutItem(&dynamodbv1.PutItemInput{
		TableName: strPtr("orders"),
		Item: map[string]*dynamodbv1.AttributeValue{
			"PK": {S: strPtr("CART#" + id)}, // want `PutItem write orders PK partition key = CART#<string:id>`
			"SK": {S: str("LINE#" + line)},  // want `PutItem write orders SK sort key = LINE#<string:line>`
		},
	})
}
