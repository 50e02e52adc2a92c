package keyprefix

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"keyprefix/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
	"github.com/oklog/ulid/v2"
	"github.com/segmentio/ksuid"
)

const table = "app"

type Status string

const (
	Active  Status = "ACTIVE"
	Blocked Status = "BLOCKED"
)

func get(ctx context.Context, c *dynamodb.Client, userID string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: userID},    // want `userID is a bare value with no entity-type prefix in partition key "PK"`
			"SK": &types.AttributeValueMemberS{Value: "PROFILE"}, // ok: a constant key
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + userID}, // ok: a type prefix
			"SK": &types.AttributeValueMemberS{Value: keys.ProfileSK},   // ok: a constant from another package
		},
	})
}

func put(ctx context.Context, c *dynamodb.Client, userID string, t time.Time, s Status) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(table),
		Item: map[string]types.AttributeValue{
			"PK":   &types.AttributeValueMemberS{Value: "USER#" + userID}, // ok: a type prefix
			"SK":   &types.AttributeValueMemberS{Value: uuid.NewString()}, // want `uuid.NewString\(\) is a bare id with no entity-type prefix in sort key "SK"`
			"name": &types.AttributeValueMemberS{Value: userID},           // ok: not a key
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(table),
		Item: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: "USER#" + userID},            // ok: a type prefix
			"SK":     &types.AttributeValueMemberS{Value: "ORDER#" + uuid.NewString()}, // ok: a type prefix before the id
			"GSI1PK": &types.AttributeValueMemberS{Value: ulid.Make().String()},        // want `ulid.Make\(\).String\(\) is a bare id with no entity-type prefix in partition key "GSI1PK" of index GSI1`
			"GSI1SK": &types.AttributeValueMemberS{Value: t.Format(time.RFC3339)},      // ok: a timestamp is an attribute, not an identity
			"GSI2PK": &types.AttributeValueMemberS{Value: string(s)},                   // ok: an enum names a state, not an item
			"GSI2SK": &types.AttributeValueMemberS{Value: userID + "#v1"},              // ok: literal text marks the value
		},
	})
}

func del(ctx context.Context, c *dynamodb.Client, o keys.Order) {
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: o.ID}, // want `o.ID is a bare value with no entity-type prefix in partition key "PK"`
		},
	})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.UserPK(o.ID)}, // ok: the helper's fact shows the prefix
			"SK": &types.AttributeValueMemberS{Value: o.Key()},           // ok: the method's fact shows the prefix
		},
	})
}

func update(ctx context.Context, c *dynamodb.Client, userID, email string, n int) {
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + userID}, // ok: a type prefix
			"SK": &types.AttributeValueMemberS{Value: strconv.Itoa(n)},  // want `strconv.Itoa\(n\) \(n\) is a bare number with no entity-type prefix in sort key "SK"`
		},
		UpdateExpression: aws.String("SET GSI1PK = :e, GSI1SK = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":e": &types.AttributeValueMemberS{Value: email},            // want `email is a bare value with no entity-type prefix in partition key "GSI1PK" of index GSI1`
			":s": &types.AttributeValueMemberS{Value: "EMAIL#" + email}, // ok: a type prefix
		},
	})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.OrderSK(n)}, // ok: the helper's fact shows the prefix
			"SK": &types.AttributeValueMemberN{Value: strconv.Itoa(n)}, // ok: an N attribute cannot carry a prefix
		},
	})
}

func indexWrites(ctx context.Context, c *dynamodb.Client, tenantID string) {
	m := map[string]types.AttributeValue{}
	m["PK"] = &types.AttributeValueMemberS{Value: tenantID}   // want `tenantID is a bare value with no entity-type prefix in partition key "PK"`
	m["SK"] = &types.AttributeValueMemberS{Value: "METADATA"} // ok: a constant key
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: m})

	m2 := map[string]types.AttributeValue{}
	m2["PK"] = &types.AttributeValueMemberS{Value: "TENANT#" + tenantID}         // ok: a type prefix
	m2["SK"] = &types.AttributeValueMemberS{Value: keys.DefaultTenant}           // ok: another package's variable may hold anything
	m2["GSI1PK"] = &types.AttributeValueMemberS{Value: keys.Normalize(tenantID)} // ok: a function without a fact is opaque
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: m2})
}

func query(ctx context.Context, c *dynamodb.Client, userID, orderID, from, to string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(table),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: userID},  // want `userID is a bare value with no entity-type prefix in partition key "PK"`
			":sk": &types.AttributeValueMemberS{Value: orderID}, // ok: a begins_with value is a prefix to match, not a key
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(table),
		KeyConditionExpression: aws.String("#p = :pk AND #s BETWEEN :a AND :b"),
		ExpressionAttributeNames: map[string]string{
			"#p": "PK",
			"#s": "SK",
		},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER#" + userID}, // ok: a type prefix
			":a":  &types.AttributeValueMemberS{Value: from},             // ok: a BETWEEN operand is a bound, not a key
			":b":  &types.AttributeValueMemberS{Value: to},               // ok: a BETWEEN operand is a bound, not a key
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(table),
		IndexName:              aws.String("GSI1"),
		KeyConditionExpression: aws.String("GSI1PK = :g"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":g": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s", orderID)}, // want `fmt.Sprintf\("%s", orderID\) \(orderID\) is a bare value with no entity-type prefix in partition key "GSI1PK" of index GSI1`
		},
	})
}

func batch(ctx context.Context, c *dynamodb.Client, ids []string) {
	var reqs []types.WriteRequest
	for _, id := range ids {
		reqs = append(reqs, types.WriteRequest{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: id}, // want `id is a bare value with no entity-type prefix in partition key "PK"`
		}}})
	}
	for _, kind := range []string{"A", "B"} {
		reqs = append(reqs, types.WriteRequest{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "CONFIG#" + kind}, // ok: a type prefix
		}}})
	}
	for _, v := range []string{"CONFIG#A", "CONFIG#B"} {
		reqs = append(reqs, types.WriteRequest{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: v}, // ok: ranges over constants, which may be prefixed
		}}})
	}
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{
			table: {
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: ksuid.New().String()}, // want `ksuid.New\(\).String\(\) is a bare id with no entity-type prefix in partition key "PK"`
				}}},
				{DeleteRequest: &types.DeleteRequest{Key: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "EVENT#" + ksuid.New().String()}, // ok: a type prefix
				}}},
			},
		},
	})
	_ = reqs
}

func transact(ctx context.Context, c *dynamodb.Client, userID string, id uuid.UUID) {
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{
		TransactItems: []types.TransactWriteItem{
			{Put: &types.Put{TableName: aws.String(table), Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "USER#" + userID}, // ok: a type prefix
				"SK": &types.AttributeValueMemberS{Value: id.String()},      // want `id.String\(\) is a bare id with no entity-type prefix in sort key "SK"`
			}}},
			{Delete: &types.Delete{TableName: aws.String(table), Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "USER#" + userID},                      // ok: a type prefix
				"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("INVITE#%s", id.String())}, // ok: a type prefix
			}}},
		},
	})
}
