package keycomplexity

import (
	"context"
	"strconv"

	"keycomplexity/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Item struct {
	PK   string `dynamodbav:"PK"`
	SK   string `dynamodbav:"SK"`
	Name string `dynamodbav:"name"`
}

// Separator and prefix constants of this package.
const (
	sep       = "#"
	deepShape = "L1#L2#L3#L4#L5"
)

func structs(a, b string, n int) {
	it := Item{PK: "U#" + a, Name: "a#b#c#d#e#f"} // ok: two components; name is not a key
	it.SK = deepShape + sep + strconv.Itoa(n)     // want `deepShape \+ sep \+ strconv.Itoa\(n\) has 6 components in sort key "SK"`
	av, _ := attributevalue.MarshalMap(it)
	_ = av

	it2 := Item{PK: "U#" + a}
	it2.SK = "L1#L2#L3#L4" + sep + strconv.Itoa(n) // ok: five components
	av2, _ := attributevalue.MarshalMap(it2)
	_ = av2

	_ = Item{PK: "a#b#c#d#e#f#g#h", SK: "X"} // want `"a#b#c#d#e#f#g#h" has 8 components in partition key "PK"`
	_ = Item{PK: "a#b#c#d#e", SK: "X"}       // ok: five components
}

func builder(a, b string) {
	kc := expression.Key("PK").Equal(expression.Value("T#" + a)). // ok: two components
									And(expression.Key("SK").BeginsWith("Y#2024#01#02#10#30#")) // want `"Y#2024#01#02#10#30#" has 6 components in sort key "SK"`
	_ = kc
	_ = expression.Key("SK").BeginsWith("Y#2024#01#02#")                                                                                  // ok: four components
	_ = expression.Set(expression.Name("GSI1PK"), expression.Value("G#"+a+"#"+b+"#x#y#z"))                                                // want `has at least 6 components in partition key "GSI1PK" of index GSI1`
	_ = expression.Set(expression.Name("GSI1PK"), expression.Value("G#"+a+"#"+b+"#x#y"))                                                  // ok: five components
	_ = expression.NewBuilder().WithKeyCondition(expression.KeyEqual(expression.Key("shard"), expression.Value("s#"+a+"#"+b+"#1#2#3#4"))) // want `has at least 7 components in partition key "shard"`
}

func locals(ctx context.Context, c *dynamodb.Client, a, b string, n int) {
	sk := "A#" + a
	sk += "#B#" + b
	sk += "#C#" + strconv.Itoa(n)
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(table), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "U#" + a}, // ok: two components
		"SK": &types.AttributeValueMemberS{Value: sk},       // want `sk has at least 6 components in sort key "SK"`
	}})

	short := "A#" + a
	short += "#B#" + b
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(table), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "U#" + a},
		"SK": &types.AttributeValueMemberS{Value: short}, // ok: four components
	}})
}

// Same-package helpers.

func deepKey(a, b, d string, n, m int) string {
	return "K#" + a + "#" + b + "#" + d + "#" + strconv.Itoa(n) + "#" + strconv.Itoa(m)
}

func okKey(a, b string, n int) string { return "K#" + a + "#" + b + "#" + strconv.Itoa(n) }

func helpers(ctx context.Context, c *dynamodb.Client, a, b, d string, n int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: deepKey(a, b, d, n, n)},                      // want `deepKey\(a, b, d, n, n\) has at least 6 components in partition key "PK"`
		"SK":     &types.AttributeValueMemberS{Value: okKey(a, b, n)},                              // ok: four components
		"GSI1PK": &types.AttributeValueMemberS{Value: keys.Event(a, b, d, "2024-01-01", n)},        // want `keys.Event\(a, b, d, "2024-01-01", n\) has at least 6 components in partition key "GSI1PK" of index GSI1`
		"GSI1SK": &types.AttributeValueMemberS{Value: keys.Order(a, b)},                            // ok: three components from a helper in another package
		"GSI2PK": &types.AttributeValueMemberS{Value: keys.Path([]string{a, b, d, "x", "y", "z"})}, // ok: an opaque helper may hold separators but none are proven
	}})
}
