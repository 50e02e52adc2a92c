package app

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"enginetest/keyhelpers"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

type Status string

const (
	Pending Status = "PENDING"
	Shipped Status = "SHIPPED"
	Closed  Status = "CLOSED"
)

type Item struct {
	PK     string    `dynamodbav:"PK"`
	SK     string    `dynamodbav:"SK"`
	GSI1PK string    `dynamodbav:"GSI1PK"`
	When   time.Time `dynamodbav:"GSI1SK"`
	Name   string    `dynamodbav:"name"`
}

const table = "orders"

var prefix = "TENANT#"

func literals(ctx context.Context, c *dynamodb.Client, id string, n int, s Status) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + id},    // want `GetItem read orders PK partition key = USER#<string:id>`
			"SK": &types.AttributeValueMemberS{Value: strconv.Itoa(n)}, // want `GetItem read orders SK sort key = <int:n>`
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"pk":   &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%s#%05d", id, n)}, // want `PutItem write orders pk partition key = ORDER#<string:id>#<int:n pad=5>`
			"sk":   &types.AttributeValueMemberN{Value: strconv.Itoa(n)},                     // want `PutItem write orders sk sort key N = <int:n>`
			"name": &types.AttributeValueMemberS{Value: id},
		},
	})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "STATUS#" + string(s)}, // want `DeleteItem key PK partition key = STATUS#<enum:s values=3>`
		},
	})
}

func locals(ctx context.Context, c *dynamodb.Client, id string, t time.Time) {
	pk := prefix + id
	sk := "AT#"
	sk += t.Format("2006-01-02")
	key := map[string]types.AttributeValue{}
	key["PK"] = &types.AttributeValueMemberS{Value: pk} // want `GetItem read PK partition key = TENANT#<string:id>`
	key["SK"] = &types.AttributeValueMemberS{Value: sk} // want `GetItem read SK sort key = AT#<time:t layout=2006-01-02>`
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: key})

	var b strings.Builder
	b.WriteString("LOG#")
	b.WriteString(id)
	b.WriteByte('#')
	fmt.Fprintf(&b, "%d", t.Unix())
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: b.String()}, // want `PutItem write PK partition key = LOG#<string:id>#<int:t unix>`
	}})
	// The unit of a Unix time survives a variable and formatting.
	nanos := t.UnixNano()
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "N#" + strconv.FormatInt(nanos, 10)},         // want `PutItem write PK partition key = N#<int:t unix=ns>`
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("M#%d", time.Now().UnixMilli())}, // want `PutItem write SK sort key = M#<int:Now unix=ms>`
	}})

	joined := strings.Join([]string{"A", id, uuid.NewString()}, "#")
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: joined}, // want `PutItem write PK partition key = A#<string:id>#<id:NewString>`
	}})

	// Each shape a value may take is a key of its own.
	ambiguous := "A"
	if id == "" {
		ambiguous = "B"
	}
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: ambiguous}, // want `PutItem write PK partition key = A` `PutItem write PK partition key = B`
	}})
}

func helpers(ctx context.Context, c *dynamodb.Client, id string, n int, o keyhelpers.Order) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: keyhelpers.UserPK(id)},            // want `PutItem write PK partition key = USER#<string:id>`
		"SK":     &types.AttributeValueMemberS{Value: keyhelpers.OrderSK(n)},            // want `PutItem write SK sort key = ORDER#<int:n>`
		"GSI1PK": &types.AttributeValueMemberS{Value: o.PK()},                           // want `PutItem write GSI1PK partition key GSI1 = ORDER#<string:ID>`
		"GSI1SK": &types.AttributeValueMemberS{Value: keyhelpers.Event("x", n)},         // want `PutItem write GSI1SK sort key GSI1 = EVT#x#<int:n pad=8>`
		"GSI2PK": &types.AttributeValueMemberS{Value: localHelper(id)},                  // want `PutItem write GSI2PK partition key GSI2 = LOCAL#<string:id>`
		"GSI2SK": &types.AttributeValueMemberS{Value: keyhelpers.Plain(id) + unknown()}, // want `PutItem write GSI2SK sort key GSI2 = <opaque:Plain><opaque:unknown>`
	}})
}

func localHelper(id string) string { return "LOCAL#" + id }

func unknown() string { return "" }

func query(ctx context.Context, c *dynamodb.Client, id string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("orders"),
		KeyConditionExpression: aws.String("#p = :pk AND begins_with(sk, :sk)"),
		ExpressionAttributeNames: map[string]string{
			"#p": "PK",
		},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER#" + id}, // want `Query read orders PK partition key = = USER#<string:id>`
			":sk": &types.AttributeValueMemberS{Value: "ORDER#"},     // want `Query read orders sk sort key begins_with = ORDER#`
		},
	})
	// Names the defaults do not know are keys because they are in a key
	// condition; the role comes from the operators.
	c.Query(ctx, &dynamodb.QueryInput{
		KeyConditionExpression: aws.String("tenant = :t AND created BETWEEN :a AND :b"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":t": &types.AttributeValueMemberS{Value: id},     // want `Query read tenant partition key = = <string:id>`
			":a": &types.AttributeValueMemberS{Value: "2024"}, // want `Query read created sort key BETWEEN = 2024`
			":b": &types.AttributeValueMemberS{Value: "2025"}, // want `Query read created sort key BETWEEN = 2025`
		},
	})
}

func builder(id string, v int) {
	kc := expression.Key("PK").Equal(expression.Value("USER#" + id)). // want `expression key condition read PK partition key = = USER#<string:id>`
										And(expression.Key("SK").BeginsWith("ORDER#")) // want `expression key condition read SK sort key begins_with = ORDER#`
	_ = kc
	// A lone = is the partition key only when it is the whole condition.
	_ = expression.NewBuilder().WithKeyCondition(expression.KeyEqual(expression.Key("shard"), expression.Value(id))) // want `expression key condition read shard partition key = = <string:id>`
	part := expression.KeyEqual(expression.Key("owner"), expression.Value(id))                                       // a part built apart: its role is unknown
	_ = part
	_ = expression.Set(expression.Name("GSI1PK"), expression.Value("V#"+strconv.Itoa(v))) // want `expression.Set write GSI1PK partition key GSI1 = V#<int:v>`
	_ = expression.Set(expression.Name("title"), expression.Value(id))
}

// onDay builds only the sort-key part of a condition: begins_with can only
// compare a sort key, whatever the attribute is called.
func onDay(t time.Time) expression.KeyConditionBuilder {
	return expression.Key("OwnerIndexSK").BeginsWith("DAY#" + t.Format("2006-01-02")) // want `expression key condition read OwnerIndexSK sort key begins_with = DAY#<time:t layout=2006-01-02>`
}

func marshal(ctx context.Context, c *dynamodb.Client, id string, t time.Time) {
	item := Item{PK: "USER#" + id, Name: id} // want `Item{} item PK partition key = USER#<string:id>`
	_ = item

	it := Item{Name: id}
	it.PK = "ORDER#" + id // want `attributevalue.MarshalMap item PK partition key = ORDER#<string:id>`
	it.When = t           // want `attributevalue.MarshalMap item GSI1SK sort key GSI1 = <time:t layout=2006-01-02T15:04:05.999999999Z07:00>`
	av, _ := attributevalue.MarshalMap(it)
	_ = av

	k, _ := attributevalue.MarshalMap(Item{PK: "P#" + id, SK: "PROFILE"}) // want `GetItem read PK partition key = P#<string:id>` `GetItem read SK sort key = PROFILE`
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: k})
}

func batch(ctx context.Context, c *dynamodb.Client, id string) {
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{
			"events": {
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "E#" + id}, // want `BatchWriteItem write events PK partition key = E#<string:id>`
				}}},
			},
		},
	})
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{
		TransactItems: []types.TransactWriteItem{
			{Update: &types.Update{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "U#" + id}, // want `TransactWriteItems key orders PK partition key = U#<string:id>`
			}}},
		},
	})
}

var (
	seq      int64
	n32      int32
	orderSeq atomic.Int64
)

// counters: the new value of a sync/atomic increment is a counter, through
// a variable and an integer conversion; a decrement is not.
func counters(ctx context.Context, c *dynamodb.Client) {
	id := atomic.AddInt64(&seq, 1)
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "ORDER#" + strconv.FormatInt(id, 10)},        // want `PutItem write PK partition key = ORDER#<counter:seq>`
		"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("N#%d", orderSeq.Add(1))},        // want `PutItem write SK sort key = N#<counter:orderSeq>`
		"GSI1PK": &types.AttributeValueMemberS{Value: strconv.Itoa(int(atomic.AddInt32(&n32, 1)))}, // want `PutItem write GSI1PK partition key GSI1 = <counter:n32>`
		"GSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprint(atomic.AddInt64(&seq, -1))},       // want `PutItem write GSI1SK sort key GSI1 = <int:AddInt64>`
	}})
}

// untrusted: the keys pass asks the taint matcher about every value it
// cannot see into; the hole of a request parameter records it, through
// variables, Sprintf and helpers, and loses it when the text is hex-encoded
// or parsed into a number. A helper of another package passes it on only
// when it reads the input in its return expression: a check made on a
// variable inside the helper would be out of sight.
func untrusted(ctx context.Context, c *dynamodb.Client, r *http.Request) {
	id := r.PathValue("id")
	n, _ := strconv.Atoi(r.FormValue("n"))
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "USER#" + id},                                // want `PutItem write PK partition key = USER#<opaque:PathValue taint=r.PathValue\("id"\)>`
		"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("Q#%s", r.URL.Query().Get("q"))}, // want `PutItem write SK sort key = Q#<opaque:Get taint=r.URL.Query\(\).Get\("q"\)>`
		"GSI1PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("H#%x", id)},                     // want `PutItem write GSI1PK partition key GSI1 = H#<opaque:PathValue>`
		"GSI1SK": &types.AttributeValueMemberS{Value: "N#" + strconv.Itoa(n)},                      // want `PutItem write GSI1SK sort key GSI1 = N#<int:n>`
		"GSI2PK": &types.AttributeValueMemberS{Value: keyhelpers.RequestPK(r)},                     // want `PutItem write GSI2PK partition key GSI2 = REQ#<opaque:PathValue taint=r.PathValue\("id"\)>`
		"GSI2SK": &types.AttributeValueMemberS{Value: keyhelpers.CheckedPK(r)},                     // want `PutItem write GSI2SK sort key GSI2 = REQ#<opaque:PathValue>`
	}})
}

// Of package time only Month and Weekday are enums: Duration's constants
// (Second, Hour…) are units, not its values.
func timeTypes(ctx context.Context, c *dynamodb.Client, ttl time.Duration, m time.Month, d time.Weekday) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "TTL#" + ttl.String()},      // want `PutItem write PK partition key = TTL#<opaque:ttl>`
		"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("TTL#%d", ttl)}, // want `PutItem write SK sort key = TTL#<int:ttl>`
		"GSI1PK": &types.AttributeValueMemberS{Value: "M#" + m.String()},          // want `PutItem write GSI1PK partition key GSI1 = M#<enum:m values=12>`
		"GSI2PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("D#%d", d)},     // want `PutItem write GSI2PK partition key GSI2 = D#<enum:d values=7>`
	}})
}
