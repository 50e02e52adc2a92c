package pktimestamp

import (
	"context"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Regression: a Query on a Movies table partitioned by release year was
// reported because the call-site variable was named year (the same
// attribute read with releaseYear was not). A value judged a time bucket by
// its name alone is reported only where items are written or built; a
// read, or the key of a Delete/Update, passes on a value from elsewhere.
// Values proven to be times (a formatted time.Time, a Unix time, a
// time.Time method) are still reported on reads. The message no longer
// repeats the grain word ("by the year year").

func regressMovies(ctx context.Context, c *dynamodb.Client, year, releaseYear int, t time.Time) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("Movies"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberN{Value: strconv.Itoa(year)}, // ok: a name-only year in a read: the movies' release year, not when they were written
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("Movies"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberN{Value: strconv.Itoa(releaseYear)}, // ok: a release year is not when items are written
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("Movies"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberN{Value: strconv.Itoa(year)}, // ok: a name-only year in a read
		},
	})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String("Movies"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberN{Value: strconv.Itoa(year)}, // ok: a name-only year in a Delete key
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("Movies"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberN{Value: strconv.Itoa(year)}, // want `^partition key "PK" varies only by year: all of a year's writes land in one hot partition \(pktimestamp\)$`
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("Stats"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberN{Value: strconv.Itoa(time.Now().Year())}, // want `partition key "PK" varies only by the year time\.Now\(\)\.Year\(\): all of a year's writes`
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("Stats"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "Y#" + t.Format("2006")}, // want `partition key "PK" varies only by the year t\.Format\("2006"\): all of a year's writes`
		},
	})
}
