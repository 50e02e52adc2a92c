package keyprefix

import (
	"context"
	"strconv"
	"strings"
	"time"

	"keyprefix/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

type Item struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK"`
	Name   string `dynamodbav:"name"`
}

func structs(userID, orderID, pk string, src Item) {
	it := Item{PK: "USER#" + userID, Name: userID} // ok: a type prefix
	it.SK = orderID                                // want `orderID is a bare value with no entity-type prefix in sort key "SK"`
	av, _ := attributevalue.MarshalMap(it)
	_ = av

	it2 := Item{PK: "USER#" + userID}
	it2.SK = "ORDER#" + orderID // ok: a type prefix
	av2, _ := attributevalue.MarshalMap(it2)
	_ = av2

	_ = Item{PK: userID, SK: "PROFILE"}                           // want `userID is a bare value with no entity-type prefix in partition key "PK"`
	_ = Item{PK: pk, SK: "PROFILE"}                               // ok: the name says it is a whole key, built by the caller
	_ = Item{PK: "USER#" + userID, SK: "PROFILE", GSI1PK: src.SK} // ok: an inverted index reuses a whole key
}

func builder(userID, orderID, email string) {
	kc := expression.Key("PK").Equal(expression.Value(userID)). // want `userID is a bare value with no entity-type prefix in partition key "PK"`
									And(expression.Key("SK").BeginsWith(orderID)) // ok: a begins_with value is a prefix
	_ = kc
	_ = expression.Key("PK").Equal(expression.Value("USER#" + userID))              // ok: a type prefix
	_ = expression.KeyEqual(expression.Key("GSI1PK"), expression.Value(email))      // want `email is a bare value with no entity-type prefix in partition key "GSI1PK" of index GSI1`
	_ = expression.KeyEqual(expression.Key("email"), expression.Value(email))       // ok: a semantic key name holds one entity type
	_ = expression.Set(expression.Name("GSI1PK"), expression.Value(email))          // want `email is a bare value with no entity-type prefix in partition key "GSI1PK" of index GSI1`
	_ = expression.Set(expression.Name("GSI1PK"), expression.Value("EMAIL#"+email)) // ok: a type prefix
}

func locals(ctx context.Context, c *dynamodb.Client, userID string, admin bool, t time.Time) {
	pk := userID
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(table), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: pk}, // want `pk \(userID\) is a bare value with no entity-type prefix in partition key "PK"`
	}})

	v := "PROFILE"
	if admin {
		v = "ADMIN"
	}
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(table), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + userID},
		"SK": &types.AttributeValueMemberS{Value: v}, // ok: two assignments of constants: unresolved, not proven bare
	}})

	for i := 0; i < 3; i++ {
		c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + userID},
			"SK": &types.AttributeValueMemberS{Value: strconv.Itoa(i)}, // ok: a loop counter is a local, not a proven id
		}})
	}
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "SENSOR#" + userID},
		"SK": &types.AttributeValueMemberS{Value: strconv.FormatInt(t.Unix(), 10)}, // ok: a Unix time orders items, it is no identity
	}})

	var b strings.Builder
	b.WriteString(userID)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: b.String()}, // want `b.String\(\) \(userID\) is a bare value with no entity-type prefix in partition key "PK"`
	}})
	var b2 strings.Builder
	b2.WriteString("USER#")
	b2.WriteString(userID)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: b2.String()}, // ok: a type prefix
	}})

	joined := strings.Join([]string{"USER", userID}, "#")
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: joined}, // ok: a type prefix
	}})
}

// reassigned changes its parameter before use: the key may be prefixed.
func reassigned(ctx context.Context, c *dynamodb.Client, id string, admin bool) {
	if admin {
		id = "ADMIN#" + id
	} else {
		id = "USER#" + id
	}
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(table), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: id}, // ok: the parameter is reassigned
	}})
}

func names(ctx context.Context, c *dynamodb.Client, userKey, entityType, sk string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: userKey},    // ok: the name says it is a whole key
		"SK":     &types.AttributeValueMemberS{Value: sk},         // ok: the name says it is a whole key
		"GSI1PK": &types.AttributeValueMemberS{Value: entityType}, // ok: a type marker, not an id
	}})
}

// Same-package helpers.

func orderKey(id string) string { return "ORDER#" + id }

func seqKey(n int) string { return strconv.Itoa(n) }

func newID() string { return uuid.NewString() }

func lookup(id string) string {
	if id == "" {
		return "NONE"
	}
	return "USER#" + id
}

func helpers(ctx context.Context, c *dynamodb.Client, o keys.Order, userID string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: orderKey(o.ID)}, // ok: the helper adds a type prefix
		"SK":     &types.AttributeValueMemberS{Value: seqKey(o.Seq)},  // want `seqKey\(o.Seq\) \(o.Seq\) is a bare number with no entity-type prefix in sort key "SK"`
		"GSI1PK": &types.AttributeValueMemberS{Value: newID()},        // want `newID\(\) \(uuid.NewString\(\)\) is a bare id with no entity-type prefix in partition key "GSI1PK" of index GSI1`
		"GSI1SK": &types.AttributeValueMemberS{Value: lookup(userID)}, // ok: an unsummarised function's result is opaque
	}})
}
