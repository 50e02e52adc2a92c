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

// aws-sdk-go v1: a table-driven helper declares the tables, an UpdateTable
// adds an index later, and an attribute that is a table's sort key and an
// index's partition key is judged in both roles.
func gsiV1(name, pk string) *dynamodbv1.GlobalSecondaryIndex {
	return &dynamodbv1.GlobalSecondaryIndex{
		IndexName: awsv1.String(name),
		KeySchema: []*dynamodbv1.KeySchemaElement{{AttributeName: awsv1.String(pk), KeyType: awsv1.String(dynamodbv1.KeyTypeHash)}},
	}
}

func createTableV1(db *dynamodbv1.DynamoDB, name, pk, sk string, gsis ...*dynamodbv1.GlobalSecondaryIndex) error {
	_, err := db.CreateTable(&dynamodbv1.CreateTableInput{
		TableName: awsv1.String(name),
		KeySchema: []*dynamodbv1.KeySchemaElement{
			{AttributeName: awsv1.String(pk), KeyType: awsv1.String(dynamodbv1.KeyTypeHash)},
			{AttributeName: awsv1.String(sk), KeyType: awsv1.String(dynamodbv1.KeyTypeRange)},
		},
		GlobalSecondaryIndexes: gsis,
	})
	return err
}

func setupV1(db *dynamodbv1.DynamoDB) {
	_ = createTableV1(db, "parcels", "parcel", "depot", gsiV1("byDepot", "depot"))
	db.UpdateTable(&dynamodbv1.UpdateTableInput{
		TableName: awsv1.String("parcels"),
		GlobalSecondaryIndexUpdates: []*dynamodbv1.GlobalSecondaryIndexUpdate{{
			Create: &dynamodbv1.CreateGlobalSecondaryIndexAction{
				IndexName: awsv1.String("byCourier"),
				KeySchema: []*dynamodbv1.KeySchemaElement{
					{AttributeName: awsv1.String("courier"), KeyType: awsv1.String(dynamodbv1.KeyTypeHash)},
				},
			},
		}},
	})
}

func writeParcelV1(db *dynamodbv1.DynamoDB, id, depot, courier string) {
	db.PutItem(&dynamodbv1.PutItemInput{TableName: awsv1.String("parcels"), Item: map[string]*dynamodbv1.AttributeValue{
		"parcel":  {S: awsv1.String("P#" + id)},      // want `PutItem write parcels parcel partition key = P#<string:id>`
		"depot":   {S: awsv1.String("D#" + depot)},   // want `PutItem write parcels depot sort key = D#<string:depot>` `PutItem write parcels depot partition key byDepot = D#<string:depot>`
		"courier": {S: awsv1.String("C#" + courier)}, // want `PutItem write parcels courier partition key byCourier = C#<string:courier>`
		"sid":     {S: awsv1.String(id)},             // ok: the key of sessions, not of parcels
	}})
}
