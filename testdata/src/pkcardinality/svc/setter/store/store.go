package store

import (
	"context"

	"pkcardinality/svc/setter/model"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var msgsTable = &dynamodb.CreateTableInput{
	TableName: aws.String("msgs"),
	KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("id"), KeyType: types.KeyTypeHash}},
	GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{IndexName: aws.String("by-status"), KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("status"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("created"), KeyType: types.KeyTypeRange},
	}}},
}

// The setter's call is the place of the id (varying) and of the status
// (constant): the status is no fallback of the id.
func Save(ctx context.Context, db *dynamodb.Client) error {
	var m model.Msg
	m.Stamp() // want `partition key "status" of index by-status is the constant "created" while sort key "created" of index by-status grows with time: .*\(pkcardinality\)`
	av, err := attributevalue.MarshalMap(m)
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("msgs"), Item: av})
	return err
}
