// Package world pins the engine's reading of the DynamoDB code found in
// real projects beyond aws-sdk-go-v2 requests: aws-sdk-go v1, guregu/dynamo,
// PartiQL statements and the helpers code wraps keys in. Each file has the
// keys the engine must find and, beside them, look-alikes it must not take
// for keys.
package world

import (
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
	"github.com/aws/aws-sdk-go/service/dynamodb/expression"
)

// V1 requests: the attribute values are structs of pointers, and the type
// of a map literal's values is elided.
func v1Requests(svc *dynamodb.DynamoDB, id string, n int) {
	svc.GetItem(&dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*dynamodb.AttributeValue{
			"PK": {S: aws.String("USER#" + id)},    // want `GetItem read orders PK partition key = USER#<string:id>`
			"SK": {N: aws.String(strconv.Itoa(n))}, // want `GetItem read orders SK sort key N = <int:n>`
		},
	})
	svc.PutItem(&dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]*dynamodb.AttributeValue{
			"PK":   &dynamodb.AttributeValue{S: aws.String("ORDER#" + id)}, // want `PutItem write orders PK partition key = ORDER#<string:id>`
			"SK":   (&dynamodb.AttributeValue{}).SetS("META"),              // want `PutItem write orders SK sort key = META`
			"name": {S: aws.String(id)},
		},
	})
	svc.DeleteItem(&dynamodb.DeleteItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*dynamodb.AttributeValue{
			"PK": {S: aws.String("ORDER#" + id)}, // want `DeleteItem key orders PK partition key = ORDER#<string:id>`
		},
	})
	svc.UpdateItem(&dynamodb.UpdateItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*dynamodb.AttributeValue{
			"PK": {S: aws.String("ORDER#" + id)}, // want `UpdateItem key orders PK partition key = ORDER#<string:id>`
		},
		UpdateExpression:         aws.String("SET #g = :g"),
		ExpressionAttributeNames: map[string]*string{"#g": aws.String("GSI1PK")},
		ExpressionAttributeValues: map[string]*dynamodb.AttributeValue{
			":g": {S: aws.String("STATUS#" + id)}, // want `UpdateItem write orders GSI1PK partition key ByStatus = STATUS#<string:id>`
		},
	})
	svc.Query(&dynamodb.QueryInput{
		TableName:              aws.String("orders"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]*dynamodb.AttributeValue{
			":pk": {S: aws.String("USER#" + id)}, // want `Query read orders PK partition key = = USER#<string:id>`
			":sk": {S: aws.String("ORDER#")},     // want `Query read orders SK sort key begins_with = ORDER#`
		},
	})
}

func v1Batches(svc *dynamodb.DynamoDB, id string) {
	svc.BatchGetItem(&dynamodb.BatchGetItemInput{
		RequestItems: map[string]*dynamodb.KeysAndAttributes{
			"orders": {Keys: []map[string]*dynamodb.AttributeValue{
				{"PK": {S: aws.String("A#" + id)}}, // want `BatchGetItem read orders PK partition key = A#<string:id>`
				{"PK": {S: aws.String("B#" + id)}}, // want `BatchGetItem read orders PK partition key = B#<string:id>`
			}},
		},
	})
	svc.BatchWriteItem(&dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]*dynamodb.WriteRequest{
			"events": {
				{PutRequest: &dynamodb.PutRequest{Item: map[string]*dynamodb.AttributeValue{
					"PK": {S: aws.String("E#" + id)}, // want `BatchWriteItem write events PK partition key = E#<string:id>`
				}}},
				{DeleteRequest: &dynamodb.DeleteRequest{Key: map[string]*dynamodb.AttributeValue{
					"PK": {S: aws.String("D#" + id)}, // want `BatchWriteItem key events PK partition key = D#<string:id>`
				}}},
			},
		},
	})
	svc.TransactWriteItems(&dynamodb.TransactWriteItemsInput{
		TransactItems: []*dynamodb.TransactWriteItem{
			{Put: &dynamodb.Put{TableName: aws.String("orders"), Item: map[string]*dynamodb.AttributeValue{
				"PK": {S: aws.String("P#" + id)}, // want `TransactWriteItems write orders PK partition key = P#<string:id>`
			}}},
			{ConditionCheck: &dynamodb.ConditionCheck{TableName: aws.String("orders"), Key: map[string]*dynamodb.AttributeValue{
				"PK": {S: aws.String("C#" + id)}, // want `TransactWriteItems read orders PK partition key = C#<string:id>`
			}}},
			{Update: &dynamodb.Update{TableName: aws.String("orders"), Key: map[string]*dynamodb.AttributeValue{
				"PK": {S: aws.String("U#" + id)}, // want `TransactWriteItems key orders PK partition key = U#<string:id>`
			}}},
			{Delete: &dynamodb.Delete{TableName: aws.String("orders"), Key: map[string]*dynamodb.AttributeValue{
				"PK": {S: aws.String("X#" + id)}, // want `TransactWriteItems key orders PK partition key = X#<string:id>`
			}}},
		},
	})
	svc.TransactGetItems(&dynamodb.TransactGetItemsInput{
		TransactItems: []*dynamodb.TransactGetItem{
			{Get: &dynamodb.Get{TableName: aws.String("orders"), Key: map[string]*dynamodb.AttributeValue{
				"PK": {S: aws.String("G#" + id)}, // want `TransactGetItems read orders PK partition key = G#<string:id>`
			}}},
		},
	})
}

// V1Item marshals with dynamodbav tags, falling back to json tags.
type V1Item struct {
	PK      string    `dynamodbav:"PK"`
	Sort    string    `json:"SK"`
	GSI1PK  string    `dynamodbav:"GSI1PK" json:"gsi"`
	Created time.Time `json:"GSI1SK"`
	Hidden  string    `dynamodbav:"-" json:"GSI2PK"`
	Name    string    `json:"name"`
}

func v1Marshal(svc *dynamodb.DynamoDB, id string, t time.Time) {
	av, _ := dynamodbattribute.MarshalMap(V1Item{
		PK:      "USER#" + id, // want `PutItem write PK partition key = USER#<string:id>`
		Sort:    "PROFILE",    // want `PutItem write SK sort key = PROFILE`
		GSI1PK:  "G#" + id,    // want `PutItem write GSI1PK partition key GSI1 = G#<string:id>`
		Created: t,            // want `PutItem write GSI1SK sort key GSI1 = <time:t layout=2006-01-02T15:04:05.999999999Z07:00>`
		Hidden:  id,
		Name:    id,
	})
	svc.PutItem(&dynamodb.PutItemInput{Item: av})

	// A key patched into the marshalled map.
	item, _ := dynamodbattribute.MarshalMap(V1Item{Name: id})
	item["SK"] = &dynamodb.AttributeValue{S: aws.String("NAME#" + id)} // want `PutItem write SK sort key = NAME#<string:id>`
	svc.PutItem(&dynamodb.PutItemInput{Item: item})

	k, _ := dynamodbattribute.Marshal("USER#" + id) // want `GetItem read PK partition key = USER#<string:id>`
	svc.GetItem(&dynamodb.GetItemInput{Key: map[string]*dynamodb.AttributeValue{
		"PK": k,
	}})
}

func v1Builder(id string) {
	kc := expression.KeyAnd(
		expression.Key("PK").Equal(expression.Value("USER#"+id)), // want `expression key condition read PK partition key = = USER#<string:id>`
		expression.Key("SK").BeginsWith("ORDER#"),                // want `expression key condition read SK sort key begins_with = ORDER#`
	)
	_, _ = expression.NewBuilder().WithKeyCondition(kc).Build()
	_ = expression.Set(expression.Name("GSI1PK"), expression.Value("V#"+id)) // want `expression.Set write GSI1PK partition key GSI1 = V#<string:id>`
}

// Look-alikes: not keys.
func v1NotKeys(svc *dynamodb.DynamoDB, id string) {
	// Other members, and values of attributes no rule names a key.
	svc.PutItem(&dynamodb.PutItemInput{Item: map[string]*dynamodb.AttributeValue{
		"PK":    {SS: []*string{aws.String(id)}},
		"SK":    {S: aws.String(id), N: aws.String("1")},
		"title": {S: aws.String(id)},
	}})
	// A value set on a variable may have other members too.
	av := &dynamodb.AttributeValue{}
	av.SetS(id)
	svc.GetItem(&dynamodb.GetItemInput{Key: map[string]*dynamodb.AttributeValue{"PK": av.SetS(id)}})
	// Scan filters and an untagged struct are no keys.
	svc.Scan(&dynamodb.ScanInput{
		FilterExpression: aws.String("PK = :v"),
		ExpressionAttributeValues: map[string]*dynamodb.AttributeValue{
			":v": {S: aws.String(id)},
		},
	})
	type plain struct{ PK string }
	_ = plain{PK: id}
	_ = map[string]string{"PK": id}
}
