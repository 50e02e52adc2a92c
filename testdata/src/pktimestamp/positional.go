package pktimestamp

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

// A once-a-day marker written from a struct literal that lists its fields
// in order: the day is the partition, as if the fields were named.

func tallyPK(day string) string { return "TALLY#" + day }

func markVisit(ctx context.Context, c *dynamodb.Client, day string, visitor uint) error {
	item, err := attributevalue.MarshalMap(struct {
		PK string `dynamodbav:"PK"`
		SK string `dynamodbav:"SK"`
	}{tallyPK(day), "VISITOR#" + strconv.FormatUint(uint64(visitor), 10)}) // want `partition key "PK" varies only by the date day: all of a day's writes land in one hot partition`
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("visits"), Item: item})
	return err
}

// ok: the same shape with the visitor in the partition and the day in the
// sort key spreads the writes.
func markVisitor(ctx context.Context, c *dynamodb.Client, day string, visitor uint) error {
	item, err := attributevalue.MarshalMap(struct {
		PK string `dynamodbav:"PK"`
		SK string `dynamodbav:"SK"`
	}{"VISITOR#" + strconv.FormatUint(uint64(visitor), 10), tallyPK(day)})
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("visits"), Item: item})
	return err
}
