// Package inverted reads an inverted index (partition key SK, sort key PK)
// of a table whose name comes from the environment, and whose schema is
// out of sight: the key conditions alone say which attribute is which.
package inverted

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var table = os.Getenv("BALLOT_TABLE")

// fansOf lists the voters of a track on the inverted index: SK is compared
// with =, so it is the index's partition key, and begins_with applies to
// PK, its sort key. "VOTER#" is a prefix of a sort key, no partition.
func fansOf(ctx context.Context, db *dynamodb.Client, trackID string) error {
	cond := expression.KeyAnd(
		expression.Key("SK").Equal(expression.Value("TRACK#"+trackID)),
		expression.Key("PK").BeginsWith("VOTER#"), // ok: PK is the index's sort key
	)
	expr, err := expression.NewBuilder().WithKeyCondition(cond).Build()
	if err != nil {
		return err
	}
	_, err = db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(table),
		IndexName:                 aws.String("Inverted"),
		KeyConditionExpression:    expr.KeyCondition(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
	})
	return err
}

// roomByCode is the same lookup written as text.
func roomByCode(ctx context.Context, db *dynamodb.Client, code string) error {
	_, err := db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(table),
		IndexName:              aws.String("Inverted"),
		KeyConditionExpression: aws.String("SK = :code AND begins_with(PK, :room)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":code": &types.AttributeValueMemberS{Value: "#JOIN#" + code},
			":room": &types.AttributeValueMemberS{Value: "ROOM#"}, // ok: PK is the index's sort key
		},
	})
	return err
}

// allBallots reads one partition of the table itself: PK compared with =
// is its partition key, a constant, while SK varies.
func allBallots(ctx context.Context, db *dynamodb.Client, trackID string) error {
	cond := expression.KeyAnd(
		expression.Key("PK").Equal(expression.Value("BALLOTS")), // want `partition key "PK" is the constant "BALLOTS" while sort key "SK" varies`
		expression.Key("SK").Equal(expression.Value("TRACK#"+trackID)),
	)
	expr, err := expression.NewBuilder().WithKeyCondition(cond).Build()
	if err != nil {
		return err
	}
	_, err = db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(table),
		KeyConditionExpression:    expr.KeyCondition(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
	})
	return err
}

// allRooms is the text form of the same constant partition.
func allRooms(ctx context.Context, db *dynamodb.Client, code string) error {
	_, err := db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(table),
		KeyConditionExpression: aws.String("PK = :all AND SK = :code"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":all":  &types.AttributeValueMemberS{Value: "ROOMS"}, // want `partition key "PK" is the constant "ROOMS" while sort key "SK" varies`
			":code": &types.AttributeValueMemberS{Value: "#JOIN#" + code},
		},
	})
	return err
}
