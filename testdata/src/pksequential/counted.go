package pksequential

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

type room struct {
	ID      int    `dynamodbav:"room_id"`
	Subject string `dynamodbav:"subject"`
}

var roomsTable = &dynamodb.CreateTableInput{
	TableName: aws.String("rooms"),
	KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("room_id"), KeyType: types.KeyTypeHash}},
}

func countRooms(ctx context.Context, db *dynamodb.Client) (int32, error) {
	out, err := db.Scan(ctx, &dynamodb.ScanInput{TableName: aws.String("rooms")})
	if err != nil {
		return 0, err
	}
	return out.ScannedCount, nil
}

// The next room's id is the number of rooms plus one.
func newRoom(ctx context.Context, db *dynamodb.Client, subject string) error {
	n, err := countRooms(ctx, db)
	if err != nil {
		return err
	}
	av, err := attributevalue.MarshalMap(room{ID: int(n) + 1, Subject: subject}) // want `partition key "room_id" embeds int\(n\) \+ 1, a count of items \(ScannedCount of a Scan\) plus one`
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("rooms"), Item: av})
	return err
}

// The same with a Query's count, in a key of text.
func newReply(ctx context.Context, db *dynamodb.Client, thread string) error {
	out, err := db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("replies"),
		KeyConditionExpression: aws.String("PK = :t"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":t": &types.AttributeValueMemberS{Value: "THREAD#" + thread},
		},
	})
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("replies"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "REPLY#" + strconv.Itoa(int(1+out.Count))}, // want `partition key "PK" embeds .*, a count of items \(Count of a Query\) plus one`
	}})
	return err
}

// aws-sdk-go v1: the count is a *int64.
func newRoomV1(db *v1.DynamoDB, subject string) error {
	out, err := db.Scan(&v1.ScanInput{TableName: aws.String("rooms")})
	if err != nil {
		return err
	}
	id := *out.Count + 1
	_, err = db.PutItem(&v1.PutItemInput{TableName: aws.String("rooms"), Item: map[string]*v1.AttributeValue{
		"room_id": {N: aws.String(strconv.FormatInt(id, 10))}, // want `partition key "room_id" embeds id, a count of items \(Count of a Scan\) plus one`
	}})
	return err
}

// ok: the count itself, a page size, not an id.
func pageSize(ctx context.Context, db *dynamodb.Client, owner string) error {
	out, err := db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("replies"),
		KeyConditionExpression: aws.String("PK = :o"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":o": &types.AttributeValueMemberS{Value: "OWNER#" + owner},
		},
	})
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("replies"), Item: map[string]types.AttributeValue{
		"PK":    &types.AttributeValueMemberS{Value: "OWNER#" + owner},
		"SK":    &types.AttributeValueMemberS{Value: "STATS"},
		"count": &types.AttributeValueMemberN{Value: strconv.Itoa(int(out.Count))},
	}})
	return err
}

// ok: a count plus one in a sort key orders replies within the thread.
func replyNo(ctx context.Context, db *dynamodb.Client, thread string) error {
	out, err := db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("replies"),
		KeyConditionExpression: aws.String("PK = :t"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":t": &types.AttributeValueMemberS{Value: "THREAD#" + thread},
		},
	})
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("replies"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "THREAD#" + thread},
		"SK": &types.AttributeValueMemberS{Value: "REPLY#" + strconv.Itoa(int(out.Count)+1)},
	}})
	return err
}

// The number of items a Scan returned, plus one.
func newRoomByLen(ctx context.Context, db *dynamodb.Client, subject string) error {
	out, err := db.Scan(ctx, &dynamodb.ScanInput{TableName: aws.String("rooms")})
	if err != nil {
		return err
	}
	id := len(out.Items) + 1
	av, err := attributevalue.MarshalMap(room{ID: id, Subject: subject}) // want `partition key "room_id" embeds len\(out.Items\) \+ 1, a count of items \(len\(Items\) of a Scan\) plus one`
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("rooms"), Item: av})
	return err
}

// ok: the length of another slice.
func newRoomByArgs(ctx context.Context, db *dynamodb.Client, subjects []string) error {
	av, err := attributevalue.MarshalMap(room{ID: len(subjects) + 1, Subject: subjects[0]})
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("rooms"), Item: av})
	return err
}
