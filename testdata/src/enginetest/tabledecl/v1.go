package tabledecl

import (
	awsv1 "github.com/aws/aws-sdk-go/aws"
	dynamodbv1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

// aws-sdk-go v1: a loop over a literal slice written in the range clause,
// the specs held in a local variable of another loop.
func migrateV1(db *dynamodbv1.DynamoDB) {
	for _, t := range []struct{ name, hash, rng string }{
		{"sessions", "sid", "started"},
		{"tokens", "token", ""},
	} {
		db.CreateTable(&dynamodbv1.CreateTableInput{
			TableName: awsv1.String(t.name),
			KeySchema: []*dynamodbv1.KeySchemaElement{
				{AttributeName: awsv1.String(t.hash), KeyType: awsv1.String(dynamodbv1.KeyTypeHash)},
				{AttributeName: awsv1.String(t.rng), KeyType: awsv1.String(dynamodbv1.KeyTypeRange)},
			},
		})
	}
}

func writeV1(db *dynamodbv1.DynamoDB, id string) {
	db.PutItem(&dynamodbv1.PutItemInput{TableName: awsv1.String("sessions"), Item: map[string]*dynamodbv1.AttributeValue{
		"sid":     {S: awsv1.String("S#" + id)}, // want `PutItem write sessions sid partition key = S#<string:id>`
		"started": {S: awsv1.String("T#" + id)}, // want `PutItem write sessions started sort key = T#<string:id>`
		"token":   {S: awsv1.String(id)},        // ok: the key of tokens, not of sessions
	}})
	db.PutItem(&dynamodbv1.PutItemInput{TableName: awsv1.String("tokens"), Item: map[string]*dynamodbv1.AttributeValue{
		"token": {S: awsv1.String("K#" + id)}, // want `PutItem write tokens token partition key = K#<string:id>`
	}})
}
