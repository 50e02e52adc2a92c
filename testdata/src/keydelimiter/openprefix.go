package keydelimiter

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
	"github.com/guregu/dynamo"
)

// Sensors are keyed by where they are: city, then building, floor and room.
func placeSensor(ctx context.Context, c *dynamodb.Client, city, building string, floor int, room, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("sensors"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "CITY#" + city},
		"SK": &types.AttributeValueMemberS{Value: "LOC#" + building + "#" + strconv.Itoa(floor) + "#" + room},
		"id": &types.AttributeValueMemberS{Value: id},
	}})
}

// The prefix ends with the floor, where the keys go on with "#": floor
// 1 also selects floors 10 to 19.
func sensorsOnFloor(ctx context.Context, c *dynamodb.Client, city, building string, floor int) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("sensors"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "CITY#" + city},
			":sk": &types.AttributeValueMemberS{Value: "LOC#" + building + "#" + strconv.Itoa(floor)}, // want `floor ends the begins_with prefix of sort key "SK" with no separator after it, where the keys the package writes go on with "#"`
		},
	})
}

// ok: the prefix ends with the separator.
func sensorsOnFloorClosed(ctx context.Context, c *dynamodb.Client, city, building string, floor int) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("sensors"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "CITY#" + city},
			":sk": &types.AttributeValueMemberS{Value: "LOC#" + building + "#" + strconv.Itoa(floor) + "#"},
		},
	})
}

// Songs are found by the start of their title, which ends their key.
func saveSong(ctx context.Context, c *dynamodb.Client, id, title string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("songs"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "SONG#" + id},
		"GSI1PK": &types.AttributeValueMemberS{Value: "SONGS"},
		"GSI1SK": &types.AttributeValueMemberS{Value: "TITLE#" + title},
	}})
}

// ok: a search by the start of the title, which no separator follows in
// the keys written.
func songsByTitle(ctx context.Context, c *dynamodb.Client, title string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("songs"),
		IndexName:              aws.String("GSI1"),
		KeyConditionExpression: aws.String("GSI1PK = :pk AND begins_with(GSI1SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "SONGS"},
			":sk": &types.AttributeValueMemberS{Value: "TITLE#" + title},
		},
	})
}

// Visits are keyed by their session, a UUID of one width.
func saveVisit(ctx context.Context, c *dynamodb.Client, user, page string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("visits"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
		"SK": &types.AttributeValueMemberS{Value: "SESSION#" + uuid.NewString() + "#PAGE#" + page},
	}})
}

// ok: a UUID ends where every UUID ends: no longer value starts with it.
func visitsOfSession(ctx context.Context, c *dynamodb.Client, user string, session uuid.UUID) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("visits"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER#" + user},
			":sk": &types.AttributeValueMemberS{Value: "SESSION#" + session.String()},
		},
	})
}

// guregu/dynamo: the same sensors, the same prefix.
type sensorRow struct {
	PK string `dynamo:",hash"`
	SK string `dynamo:",range"`
}

func placeSensorRow(t dynamo.Table, city, building string, floor int, room string) error {
	return t.Put(sensorRow{PK: "CITY#" + city, SK: "LOC#" + building + "#" + strconv.Itoa(floor) + "#" + room}).Run()
}

func sensorRowsOnFloor(t dynamo.Table, city, building string, floor int) error {
	var out []sensorRow
	return t.Get("PK", "CITY#"+city).Range("SK", dynamo.BeginsWith, "LOC#"+building+"#"+strconv.Itoa(floor)).All(&out) // want `floor ends the begins_with prefix of sort key "SK"`
}

// Products are listed by category, a name of no known values.
func saveProduct(ctx context.Context, c *dynamodb.Client, id, category string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("products"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "PRODUCT#" + id},
		"GSI1SK": &types.AttributeValueMemberS{Value: "CATEGORY#" + category + "#" + id},
	}})
}

// ok: whether one category's name starts another's is not in the code.
func productsOf(ctx context.Context, c *dynamodb.Client, category string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("products"),
		IndexName:              aws.String("GSI1"),
		KeyConditionExpression: aws.String("GSI1PK = :pk AND begins_with(GSI1SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "PRODUCTS"},
			":sk": &types.AttributeValueMemberS{Value: "CATEGORY#" + category},
		},
	})
}

// Plans: "PRO" starts "PROMO".
type plan string

const (
	planFree  plan = "FREE"
	planPro   plan = "PRO"
	planPromo plan = "PROMO"
)

func subscribe(ctx context.Context, c *dynamodb.Client, user string, p plan) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("subs"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "SUBS"},
		"SK": &types.AttributeValueMemberS{Value: "PLAN#" + string(p) + "#" + user},
	}})
}

func subscribers(ctx context.Context, c *dynamodb.Client, p plan) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("subs"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "SUBS"},
			":sk": &types.AttributeValueMemberS{Value: "PLAN#" + string(p)}, // want `p ends the begins_with prefix of sort key "SK"`
		},
	})
}
