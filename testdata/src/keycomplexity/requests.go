package keycomplexity

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"keycomplexity/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

const table = "app"

func get(ctx context.Context, c *dynamodb.Client, typ, sub, cat, subcat, id string, ts int64, v int) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "TENANT#" + id},                                                        // ok: two components
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s#%s#%s#%s#%d#%s#%d", typ, sub, cat, subcat, ts, id, v)}, // want `fmt.Sprintf\(.* has at least 7 components in sort key "SK", over the limit of 5`
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "TENANT#" + id},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s#%s#%s#%d#%d", typ, sub, cat, ts, v)}, // ok: five components, the limit
		},
	})
}

func put(ctx context.Context, c *dynamodb.Client, a, b, d string, n int, t time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(table),
		Item: map[string]types.AttributeValue{
			"PK":   &types.AttributeValueMemberS{Value: "ORG#" + a + "#TEAM#" + b + "#USER#" + strconv.Itoa(n)}, // want `has at least 6 components in partition key "PK", over the limit of 5`
			"SK":   &types.AttributeValueMemberS{Value: "ORG#" + a + "#TEAM#" + strconv.Itoa(n) + "#"},          // ok: four components; a trailing separator ends a prefix
			"note": &types.AttributeValueMemberS{Value: "a#b#c#d#e#f#g"},                                        // ok: not a key
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(table),
		Item: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: "#ORG#" + a + "#TEAM#" + strconv.Itoa(n)},                           // ok: four components; a leading separator adds none
			"SK":     &types.AttributeValueMemberS{Value: "DAY#" + t.Format("2006-01-02") + "#" + uuid.NewString() + "#" + d}, // ok: four components; the date's dashes are not the separator
			"GSI1PK": &types.AttributeValueMemberS{Value: "A#B#C#D#E#F"},                                                      // want `"A#B#C#D#E#F" has 6 components in partition key "GSI1PK" of index GSI1, over the limit of 5`
			"GSI1SK": &types.AttributeValueMemberN{Value: "1#2#3#4#5#6"},                                                      // ok: an N attribute has no components
		},
	})
}

func del(ctx context.Context, c *dynamodb.Client) {
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.Deep}, // want `keys.Deep has 6 components in partition key "PK", over the limit of 5`
		},
	})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.Shallow}, // ok: a two-component constant from another package
		},
	})
}

func update(ctx context.Context, c *dynamodb.Client, a, b, d, e, f string) {
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: strings.Join([]string{"X", a, b, d, e, f}, "#")}, // want `strings.Join\(.* has at least 6 components in partition key "PK"`
			"SK": &types.AttributeValueMemberS{Value: strings.Join([]string{"X", a, b, d, e}, "#")},    // ok: five components
		},
		UpdateExpression: aws.String("SET GSI1SK = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberS{Value: strings.Join([]string{a, b, d, e, f, "Z"}, "#")}, // want `has at least 6 components in sort key "GSI1SK" of index GSI1`
		},
	})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: strings.Join([]string{"X", a, b}, "/")}, // ok: "/" is not the separator: one component
		},
	})
}

func indexWrites(ctx context.Context, c *dynamodb.Client, a, b, d, e string) {
	var sb strings.Builder
	sb.WriteString("R#")
	sb.WriteString(a)
	sb.WriteByte('#')
	sb.WriteString(b)
	fmt.Fprintf(&sb, "#%s#%s#%d", d, e, 7)
	m := map[string]types.AttributeValue{}
	m["SK"] = &types.AttributeValueMemberS{Value: sb.String()} // want `sb.String\(\) has at least 6 components in sort key "SK"`
	m["PK"] = &types.AttributeValueMemberS{Value: "R#" + a}    // ok: two components
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: m})
}

func unknown() string { return strings.Repeat("x#", 3) }

func query(ctx context.Context, c *dynamodb.Client, a string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(table),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "T#" + a},       // ok: two components
			":sk": &types.AttributeValueMemberS{Value: "A#B#C#D#E#F#"}, // want `"A#B#C#D#E#F#" has 6 components in sort key "SK", over the limit of 5`
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(table),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "T#" + a + "#" + unknown()}, // ok: at least three: the unknown part is not counted past what is proven
			":sk": &types.AttributeValueMemberS{Value: "A#B#C#D#E#"},               // ok: five components and a trailing separator
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(table),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "A#B#C#D#E#" + unknown()}, // want `has at least 6 components in partition key "PK"`
		},
	})
}

func batch(ctx context.Context, c *dynamodb.Client, a, b string, n int) {
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{
			table: {
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("E#%s#%s#%d#%d#%d", a, b, n, n, n)}, // want `has at least 6 components in partition key "PK"`
				}}},
				{DeleteRequest: &types.DeleteRequest{Key: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("E#%s#%s#%d#%d", a, b, n, n)}, // ok: five components
				}}},
			},
		},
	})
}

func transact(ctx context.Context, c *dynamodb.Client, a string, n int) {
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{
		TransactItems: []types.TransactWriteItem{
			{Put: &types.Put{TableName: aws.String(table), Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "U#" + a},                                               // ok: two components
				"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("V#%d#%d#%d#%d#%d", n, n+1, n+2, n+3, n+4)}, // want `has 6 components in sort key "SK"`
			}}},
			{Delete: &types.Delete{TableName: aws.String(table), Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("V#%d#%d#%d#%d", n, n+1, n+2, n+3)}, // ok: five components
			}}},
		},
	})
}
