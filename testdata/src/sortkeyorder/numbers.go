package sortkeyorder

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"sortkeyorder/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

type Order struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1SK string `dynamodbav:"GSI1SK"`
	Seq    int    `dynamodbav:"GSI2SK"`
	Name   string `dynamodbav:"name"`
}

// Level prints itself by name under %v.
type Level int

func (l Level) String() string { return "level" }

// Status is an enum: a few declared values.
type Status int

const (
	Open Status = iota
	Closed
	Archived
)

func unknown() string { return "" }

func orderSK(n int) string { return "ORDER#" + strconv.Itoa(n) }

func paddedSK(n int) string { return fmt.Sprintf("ORDER#%010d", n) }

func maps(ctx context.Context, c *dynamodb.Client, n, v, u int, id int64, t time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + strconv.Itoa(u)},  // ok: a partition key is not ordered
		"SK": &types.AttributeValueMemberS{Value: "ORDER#" + strconv.Itoa(n)}, // want `n is written without zero padding in sort key "SK": as text "10" sorts before "9"`
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%010d", n)}, // ok: zero-padded
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("V#%d", v)}, // want `v is written without zero padding in sort key "SK"`
	}})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("V#%v", v)}, // want `v is written without zero padding in sort key "SK"`
	}})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("V#%12d", v)}, // ok: space padding sorts before digits
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("SCORE^%d^%d", v, n)}, // want `v and n are written without zero padding in sort key "SK"`
	}})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		Key: map[string]types.AttributeValue{
			"SK": &types.AttributeValueMemberS{Value: "ID#" + strconv.FormatInt(id, 10)}, // want `id is written without zero padding in sort key "SK"`
		},
		UpdateExpression: aws.String("SET GSI1SK = :g, GSI2SK = :n"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":g": &types.AttributeValueMemberS{Value: "SEQ#" + strconv.Itoa(n)}, // want `n is written without zero padding in sort key "GSI1SK" of index GSI1`
			":n": &types.AttributeValueMemberN{Value: strconv.Itoa(n)},          // ok: an N attribute sorts as a number
		},
	})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{Key: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: "AT#" + strconv.FormatInt(t.Unix(), 10)}, // ok: Unix seconds have ten digits until 2286
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("H#%x", n)},                     // want `n is written without zero padding in sort key "SK"`
		"GSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("C#%c", rune(n))},               // ok: %c writes a character, not digits
		"GSI2SK": &types.AttributeValueMemberS{Value: "M#" + strconv.Itoa(int(t.Month()))},        // want `int\(t.Month\(\)\) is written without zero padding in sort key "GSI2SK" of index GSI2`
		"GSI3SK": &types.AttributeValueMemberS{Value: "M#" + fmt.Sprintf("%02d", int(t.Month()))}, // ok: zero-padded
	}})
}

func locals(ctx context.Context, c *dynamodb.Client, n int, s Status, l Level) {
	joined := strings.Join([]string{"ORDER", strconv.Itoa(n)}, "#")
	m := map[string]types.AttributeValue{}
	m["SK"] = &types.AttributeValueMemberS{Value: joined}                                                            // want `n is written without zero padding in sort key "SK"`
	m["GSI1SK"] = &types.AttributeValueMemberS{Value: strings.Join([]string{"ORDER", fmt.Sprintf("%010d", n)}, "#")} // ok: zero-padded
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: m})

	var b strings.Builder
	b.WriteString("ORDER#")
	b.WriteString(strconv.Itoa(n))
	var pb strings.Builder
	pb.WriteString("ORDER#")
	fmt.Fprintf(&pb, "%08d", n)
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"SK":     &types.AttributeValueMemberS{Value: b.String()},                   // want `n is written without zero padding in sort key "SK"`
		"GSI1SK": &types.AttributeValueMemberS{Value: pb.String()},                  // ok: zero-padded by Fprintf
		"GSI2SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("L#%d", l)},       // want `l is written without zero padding in sort key "GSI2SK" of index GSI2`
		"GSI3SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("L#%v", l)},       // ok: %v prints Level by its String method
		"GSI4SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("S#%d", s)},       // ok: an enum has a few known values
		"GSI5SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("H#%d", n%8)},     // ok: a shard suffix below 10 has one digit
		"GSI6SK": &types.AttributeValueMemberS{Value: unknown() + uuid.NewString()}, // ok: nothing numeric is known
	}})
}

func helpers(ctx context.Context, c *dynamodb.Client, n int, t time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"SK":     &types.AttributeValueMemberS{Value: orderSK(n)},                                       // want `n is written without zero padding in sort key "SK"`
		"GSI1SK": &types.AttributeValueMemberS{Value: paddedSK(n)},                                      // ok: the helper pads
		"GSI2SK": &types.AttributeValueMemberS{Value: keys.OrderSK(n)},                                  // want `n is written without zero padding in sort key "GSI2SK" of index GSI2`
		"GSI3SK": &types.AttributeValueMemberS{Value: keys.PaddedOrderSK(n)},                            // ok: the helper in another package pads
		"GSI4SK": &types.AttributeValueMemberS{Value: keys.OrderPrefix + strconv.Itoa(n)},               // want `n is written without zero padding in sort key "GSI4SK" of index GSI4`
		"GSI5SK": &types.AttributeValueMemberS{Value: keys.OrderPrefix + "Y#" + strconv.Itoa(t.Year())}, // ok: a year has four digits
	}})
}

// A formatter of another package that adds no text is known by its shape.
func formatters(ctx context.Context, c *dynamodb.Client, n int, at time.Time, name string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"SK":     &types.AttributeValueMemberS{Value: keys.Seq(n)},               // want `n is written without zero padding in sort key "SK"`
		"GSI1SK": &types.AttributeValueMemberS{Value: keys.PaddedSeq(n)},         // ok: padded in the helper
		"GSI2SK": &types.AttributeValueMemberS{Value: keys.Stamp(at)},            // want `at is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "GSI2SK" of index GSI2`
		"GSI3SK": &types.AttributeValueMemberS{Value: keys.Stamp(time.Now())},    // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "GSI3SK" of index GSI3`
		"GSI4SK": &types.AttributeValueMemberS{Value: keys.StampFixed(at)},       // ok: a fixed-width fraction
		"GSI5SK": &types.AttributeValueMemberS{Value: "N#" + keys.Trimmed(name)}, // ok: nothing known of the string
	}})
}

func queries(ctx context.Context, c *dynamodb.Client, u, lo, hi, n int) {
	c.Query(ctx, &dynamodb.QueryInput{
		KeyConditionExpression: aws.String("PK = :pk AND SK BETWEEN :lo AND :hi"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER#" + strconv.Itoa(u)},   // ok: a partition key is not ordered
			":lo": &types.AttributeValueMemberS{Value: "ORDER#" + strconv.Itoa(lo)}, // want `lo is written without zero padding in sort key "SK"`
			":hi": &types.AttributeValueMemberS{Value: "ORDER#" + strconv.Itoa(hi)}, // want `hi is written without zero padding in sort key "SK"`
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :p)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER#1"},
			":p":  &types.AttributeValueMemberS{Value: "ORDER#" + strconv.Itoa(n)}, // want `n is written without zero padding in sort key "SK"`
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :p)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER#1"},
			":p":  &types.AttributeValueMemberS{Value: "ORDER#" + keys.PaddedOrderSK(n)}, // ok: zero-padded
		},
	})
	_ = expression.Key("PK").Equal(expression.Value("USER#1")).
		And(expression.Key("SK").GreaterThan(expression.Value(fmt.Sprintf("V#%d", n)))) // want `n is written without zero padding in sort key "SK"`
	_ = expression.Key("PK").Equal(expression.Value("USER#1")).
		And(expression.Key("SK").GreaterThan(expression.Value(n))) // ok: a Go number is marshalled as N
}

func items(ctx context.Context, c *dynamodb.Client, n, total int, price float64) {
	item := Order{PK: "USER#1", SK: "ORDER#" + strconv.Itoa(n)} // want `n is written without zero padding in sort key "SK"`
	item.GSI1SK = fmt.Sprint(total)                             // want `total is written without zero padding in sort key "GSI1SK" of index GSI1`
	item.Seq = total                                            // ok: an int field is marshalled as N
	av, _ := attributevalue.MarshalMap(item)
	_ = av

	_ = Order{SK: fmt.Sprintf("%d", n)}    // want `n is written without zero padding in sort key "SK"`
	_ = Order{SK: fmt.Sprintf("%010d", n)} // ok: zero-padded

	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{RequestItems: map[string][]types.WriteRequest{
		"orders": {
			{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
				"SK": &types.AttributeValueMemberS{Value: "ORDER#" + strconv.Itoa(n)}, // want `n is written without zero padding in sort key "SK"`
			}}},
			{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
				"SK": &types.AttributeValueMemberS{Value: "ORDER#" + fmt.Sprintf("%010d", n)}, // ok: zero-padded
			}}},
		},
	}})
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{TransactItems: []types.TransactWriteItem{
		{Put: &types.Put{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
			"SK":     &types.AttributeValueMemberS{Value: "PRICE#" + strconv.FormatFloat(price, 'f', 2, 64)}, // want `price is written as a floating-point number in sort key "SK": as text "10.5" sorts before "9.5"`
			"GSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("PRICE#%.2f", price)},                  // want `price is written as a floating-point number in sort key "GSI1SK" of index GSI1`
			"GSI2SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("PRICE#%012.2f", price)},               // ok: zero-padded with a fixed precision
		}}},
	}})
}
