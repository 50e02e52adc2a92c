package pksequential

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A counter started at zero by if_not_exists and parsed as an unsigned
// number.
func nextTicket(ctx context.Context, c *dynamodb.Client) {
	out, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:        aws.String("counters"),
		Key:              counterKey,
		UpdateExpression: aws.String("SET tickets = if_not_exists(tickets, :zero) + :one, touched = :now"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":zero": &types.AttributeValueMemberN{Value: "0"},
			":one":  &types.AttributeValueMemberN{Value: "1"},
			":now":  &types.AttributeValueMemberN{Value: "1700000000"},
		},
		ReturnValues: types.ReturnValueAllNew,
	})
	if err != nil {
		return
	}
	n, _ := strconv.ParseUint(out.Attributes["tickets"].(*types.AttributeValueMemberN).Value, 10, 64)
	t, _ := strconv.ParseUint(out.Attributes["touched"].(*types.AttributeValueMemberN).Value, 10, 64)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("tickets"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TICKET#" + strconv.FormatUint(n, 10)}, // want `partition key "PK" embeds n, a number taken from counter attribute "tickets" by UpdateItem`
		"SK": &types.AttributeValueMemberS{Value: "META"},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("tickets"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TOUCH#" + strconv.FormatUint(t, 10)}, // ok: touched is set, not incremented
		"SK": &types.AttributeValueMemberS{Value: "META"},
	}})
}

// The same attribute set to a value, not incremented: no counter.
func resetTicket(ctx context.Context, c *dynamodb.Client) {
	out, _ := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKey,
		UpdateExpression:          aws.String("SET tickets = if_not_exists(tickets, :start)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":start": &types.AttributeValueMemberN{Value: "100"}},
		ReturnValues:              types.ReturnValueAllNew,
	})
	n, _ := strconv.ParseUint(out.Attributes["tickets"].(*types.AttributeValueMemberN).Value, 10, 64)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("tickets"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "RESET#" + strconv.FormatUint(n, 10)}, // ok: no increment
		"SK": &types.AttributeValueMemberS{Value: "META"},
	}})
}
