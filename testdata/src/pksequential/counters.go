package pksequential

import (
	"context"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"pksequential/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
	"github.com/oklog/ulid/v2"
	"github.com/segmentio/ksuid"
)

type Item struct {
	PK   string `dynamodbav:"PK"`
	SK   string `dynamodbav:"SK"`
	Name string `dynamodbav:"name"`
}

type Order struct {
	ID           string
	SeqNo        int
	SnowflakeID  int64
	SnowflakeSeq int // the sequence part of a snowflake id
}

type Event struct{ Seq time.Time }

var (
	orderSeq  int64
	jobSeq    int64
	eventSeq  int64
	n32       int32
	nextOrder atomic.Int64
	ticketSeq atomic.Int64
)

// snowflakeNode packs the time and a machine number into the high bits of
// its ids (elided here); only the low bits count.
type snowflakeNode struct{ seq atomic.Int64 }

func (n *snowflakeNode) Next() int64 { return n.seq.Add(1) }

var node = &snowflakeNode{}

type idgen struct{ seq atomic.Int64 }

func (g *idgen) Snowflake() int64 { return g.seq.Add(1) }

// allocate hands out order numbers; it returns no string, so the engine
// sees only an int: the rule follows it.
func allocate() int64 { return atomic.AddInt64(&orderSeq, 1) }

func orderPK(n int64) string { return "ORDER#" + strconv.FormatInt(n, 10) }

var lastID int64

func nextID() int64 { return lastID + 1 }

// counter reads a counter some other way.
type counter interface {
	Next(ctx context.Context) int64
}

func inProcess(ctx context.Context, c *dynamodb.Client) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + strconv.FormatInt(atomic.AddInt64(&orderSeq, 1), 10)}, // want `partition key "PK" embeds atomic.AddInt64\(&orderSeq, 1\), the next value of in-process counter orderSeq: another process, or this one after a restart, hands out the same numbers, so different items get the same key \(pksequential\)`
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("EVT#%010d", atomic.AddInt64(&eventSeq, 1))},         // ok: a counter in a sort key orders items within the partition
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberN{Value: strconv.FormatInt(allocate(), 10)}, // want `partition key "PK" embeds allocate\(\), the next value of in-process counter orderSeq`
		},
	})
	n := nextOrder.Add(1)
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{
		TransactItems: []types.TransactWriteItem{
			{Put: &types.Put{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%d", n)}, // want `partition key "PK" embeds n, the next value of in-process counter nextOrder`
			}}},
			{Put: &types.Put{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "ORDER#" + uuid.NewString()}, // ok: a random UUID
			}}},
		},
	})
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{
			"jobs": {
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: strconv.Itoa(int(atomic.AddInt32(&n32, 1)))}, // want `partition key "PK" embeds int\(atomic.AddInt32\(&n32, 1\)\), the next value of in-process counter n32`
				}}},
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: strconv.FormatInt(atomic.AddInt64(&jobSeq, -1), 10)}, // ok: a decrement hands out no ids
				}}},
			},
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("tickets"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: strings.Join([]string{"TICKET", strconv.FormatInt(ticketSeq.Add(1), 10)}, "#")}, // want `partition key "PK" embeds ticketSeq.Add\(1\), the next value of in-process counter ticketSeq`
			"SK": &types.AttributeValueMemberS{Value: "TICKET#" + ulid.Make().String()},                                               // ok: a sort key, and a ULID
		},
	})
	var b strings.Builder
	b.WriteString("JOB#")
	b.WriteString(strconv.FormatInt(atomic.AddInt64(&jobSeq, 1), 10))
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("jobs"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: b.String()}, // want `partition key "PK" embeds atomic.AddInt64\(&jobSeq, 1\), the next value of in-process counter jobSeq`
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: keys.OrderPK(atomic.AddInt64(&orderSeq, 1))}, // want `partition key "PK" embeds atomic.AddInt64\(&orderSeq, 1\), the next value of in-process counter orderSeq`
			"GSI1PK": &types.AttributeValueMemberS{Value: keys.NextTicketPK()},                         // want `partition key "GSI1PK" of index GSI1 embeds atomic.AddInt64\(&ticketSeq, 1\), the next value of in-process counter ticketSeq`
			"GSI1SK": &types.AttributeValueMemberS{Value: keys.OrderPK(atomic.AddInt64(&eventSeq, 1))}, // ok: a sort key
		},
	})
}

func identifiers(ctx context.Context, c *dynamodb.Client, o Order, data []byte) {
	h := fnv.New64a()
	h.Write(data)
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{
			"orders": {
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "ORDER#" + ksuid.New().String()}, // ok: a KSUID
				}}},
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "ORDER#" + uuid.Must(uuid.NewV7()).String()}, // ok: a UUIDv7
				}}},
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "ORDER#" + strconv.FormatInt(node.Next(), 10)}, // ok: a snowflake generator's id is unique across machines
				}}},
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "ORDER#" + strconv.FormatInt(o.SnowflakeID, 10)}, // ok: a snowflake id is unique across machines
				}}},
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "ORDER#" + strconv.Itoa(o.SnowflakeSeq)}, // ok: part of a snowflake id
				}}},
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: "BLOB#" + strconv.FormatUint(h.Sum64(), 10)}, // ok: a hash
				}}},
			},
		},
	})
}

func snowflakes(ctx context.Context, c *dynamodb.Client, g *idgen) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + strconv.FormatInt(g.Snowflake(), 10)}, // ok: a function named snowflake
		},
	})
}

func byName(ctx context.Context, c *dynamodb.Client, o Order, e Event, orderSeq, autoIncrementID, counter, counterID int, counterName, sequenceID string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: "ORDER#" + strconv.Itoa(orderSeq)}, // want `partition key "PK" embeds orderSeq, a sequence number: handing out sequential ids takes one shared counter that every new item must write, and sequential ids are easy to guess`
			"SK":     &types.AttributeValueMemberS{Value: "V#" + strconv.Itoa(o.SeqNo)},      // ok: a sort key
			"GSI1PK": &types.AttributeValueMemberS{Value: "ORDER#" + strconv.Itoa(o.SeqNo)},  // want `partition key "GSI1PK" of index GSI1 embeds o.SeqNo, a sequence number`
		},
	})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberN{Value: strconv.Itoa(o.SeqNo)}, // want `partition key "PK" embeds o.SeqNo, a sequence number`
		},
		UpdateExpression: aws.String("SET shipped = :t"),
	})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String("users"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + strconv.FormatInt(nextID(), 10)}, // want `partition key "PK" embeds nextID\(\), a sequence number`
		},
	})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String("counters"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "COUNTER#" + counterName}, // ok: the name of a counter is no counter value
		},
	})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String("counters"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "COUNTER#" + strconv.Itoa(counterID)}, // ok: the id of a counter is no counter value
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("events"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "AT#" + strconv.FormatInt(e.Seq.Unix(), 10)}, // ok: a Unix time, whatever its name
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("rows"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "ROW#" + strconv.Itoa(autoIncrementID)}, // want `partition key "PK" embeds autoIncrementID, a sequence number`
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("genomes"),
		KeyConditionExpression: aws.String("PK = :pk AND SK > :v"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "DNA#" + sequenceID},           // ok: a string id named sequence is no counter
			":v":  &types.AttributeValueMemberS{Value: "V#" + strconv.Itoa(orderSeq)}, // ok: a sort key
		},
	})
	_ = expression.Key("PK").Equal(expression.Value("SHARD#" + strconv.Itoa(counter%10))) // ok: counter % 10 is a write-shard number, not the counter
}
