package pkcardinality

import (
	"context"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/guregu/dynamo"
)

// Every reminder carries the same number as the partition key of the index
// read by due date: a constant partition, whatever its type.
const reminderShard = 1

func createReminders(ctx context.Context, c *dynamodb.Client) {
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("reminders"),
		AttributeDefinitions: []types.AttributeDefinition{
			{AttributeName: aws.String("PK"), AttributeType: types.ScalarAttributeTypeS},
			{AttributeName: aws.String("SK"), AttributeType: types.ScalarAttributeTypeS},
			{AttributeName: aws.String("Shard"), AttributeType: types.ScalarAttributeTypeN},
			{AttributeName: aws.String("Due"), AttributeType: types.ScalarAttributeTypeS},
		},
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
		},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
			IndexName: aws.String("ByDue"),
			KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("Shard"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("Due"), KeyType: types.KeyTypeRange},
			},
		}},
	})
}

type reminder struct {
	PK    string `dynamodbav:"PK"`
	SK    string `dynamodbav:"SK"`
	Shard int    `dynamodbav:"Shard"`
	Due   string `dynamodbav:"Due"`
}

func saveReminder(ctx context.Context, c *dynamodb.Client, owner, id string, due time.Time) error {
	item, err := attributevalue.MarshalMap(reminder{PK: "OWNER#" + owner, SK: "REMINDER#" + id, Shard: reminderShard, Due: due.UTC().Format("2006-01-02T15:04:05Z")}) // want `partition key "Shard" of index ByDue is the constant "1" while sort key "Due" of index ByDue grows with time`
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("reminders"), Item: item})
	return err
}

// A literal number written is the same design: writes are judged whatever
// the constant looks like.
func saveLegacyReminder(ctx context.Context, c *dynamodb.Client, owner, id string, due time.Time) error {
	item, err := attributevalue.MarshalMap(reminder{PK: "OWNER#" + owner, SK: "LEGACY#" + id, Shard: 7, Due: due.UTC().Format("2006-01-02T15:04:05Z")}) // want `partition key "Shard" of index ByDue is the constant "7" while sort key "Due" of index ByDue grows with time`
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("reminders"), Item: item})
	return err
}

// A number constant with a constant sort key is one row.
func saveShardMarker(ctx context.Context, c *dynamodb.Client) error {
	item, err := attributevalue.MarshalMap(reminder{PK: "MARKER", SK: "MARKER", Shard: reminderShard, Due: "0"}) // ok: a single row
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("reminders"), Item: item})
	return err
}

// Read only here: the partition of a declared number constant is a design,
// reported at its first read; a bare number stays an id of demo data.
const digestShard = 3

type digest struct {
	Shard int
	Next  time.Time
}

func dueDigests(db *dynamo.DB, until time.Time) {
	var out []digest
	db.Table("digests").Get("Shard", digestShard).Index("ByNext").Range("Next", dynamo.LessOrEqual, until).All(&out) // want `partition key "Shard" of index ByNext is the constant "3" while sort key "Next" of index ByNext grows with time`
	db.Table("digests").Get("Shard", 42).Index("ByNext").Range("Next", dynamo.LessOrEqual, until).All(&out)          // ok: a bare number read is one id's partition
}

func dueDigestsSDK(ctx context.Context, c *dynamodb.Client, until string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("digests2"),
		IndexName:              aws.String("ByNext"),
		KeyConditionExpression: aws.String("Bucket = :s AND Next <= :t"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberN{Value: strconv.Itoa(digestShard)}, // want `partition key "Bucket" of index ByNext is the constant "3" while sort key "Next" of index ByNext varies`
			":t": &types.AttributeValueMemberS{Value: until},
		},
	})
}
