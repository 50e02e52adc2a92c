package mutablekey

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"mutablekey/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

// Status is an order's status.
type Status string

const (
	Pending Status = "PENDING"
	Shipped Status = "SHIPPED"
	Closed  Status = "CLOSED"
)

// Kind is set once, when an order is created.
type Kind string

const (
	KindBook Kind = "BOOK"
	KindToy  Kind = "TOY"
)

// Tier is not named like a mutable attribute, but existing orders change
// tier (Upgrade, downgrade).
type Tier string

const (
	Bronze Tier = "BRONZE"
	Gold   Tier = "GOLD"
)

// Region is written in two places, both where an order is built.
type Region string

const (
	EU Region = "EU"
	US Region = "US"
)

// Level is written on existing orders, but always to the same value.
type Level int

const (
	Basic Level = iota
	Max
)

// Severity is changed on orders loaded from the table.
type Severity string

const (
	Low  Severity = "LOW"
	High Severity = "HIGH"
)

type Order struct {
	ID         string
	Severity   Severity
	Status     Status
	Kind       Kind
	Tier       Tier
	Region     Region
	Level      Level
	Priority   int
	StatusCode int
}

type Address struct {
	Country, State, City string
}

type Store struct {
	City   string
	Status string
}

type Job struct {
	ID    string
	State string
	Stage string
}

type Config struct{ Stage string }

// Item is a single-table item.
type Item struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK"`
	Name   string `dynamodbav:"name"`
}

func (o *Order) Upgrade() { o.Tier = Gold }

func downgrade(o *Order) { o.Tier = Bronze }

func (o *Order) Ship() { o.Status = Shipped }

func (o *Order) Promote() { o.Level = Max }

func promoteAll(orders []*Order) {
	for _, o := range orders {
		o.Level = Max
	}
}

func newOrder(id string, k Kind) Order {
	return Order{ID: id, Kind: k, Status: Pending, Tier: Bronze, Region: EU, Level: Max}
}

func newToy(id string) Order {
	var o Order
	o.ID = id
	o.Kind = KindToy
	return o
}

func load(id string) (*Order, error) { return &Order{ID: id, Severity: Low}, nil }

func escalate(id string) {
	o, _ := load(id)
	o.Severity = High
}

// hydrate copies a row into an existing order: IDs are written on existing
// values too, but an ID is no enum.
func hydrate(o *Order, row Order) { o.ID = row.ID }

func newUSOrder(id string) *Order {
	o := &Order{ID: id}
	o.Region = US
	return o
}

func localStatusPK(s Status) string { return "STATUS#" + string(s) }

var lookupStatus func(id string) string

func get(ctx context.Context, c *dynamodb.Client, o Order) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + string(o.Status)}, // want `partition key "PK" embeds o.Status, which changes over the item's life: changing it means delete and re-put of the item \(mutablekey\)`
			"SK": &types.AttributeValueMemberS{Value: "ORDER#" + o.ID},             // ok: an id never changes
		},
	})
}

func put(ctx context.Context, c *dynamodb.Client, o Order, a Address, cfg Config) {
	pk := "ORDER#" + string(o.Status) + "#" + o.ID
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: pk},                                      // want `partition key "PK" embeds o.Status, which changes`
			"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("TIER#%s#%s", o.Tier, o.ID)}, // want `sort key "SK" embeds o.Tier, which changes`
			"GSI1PK": &types.AttributeValueMemberS{Value: "STATUS#" + string(o.Status)},            // ok: a secondary index's key may change
			"GSI1SK": &types.AttributeValueMemberS{Value: "TIER#" + string(o.Tier)},                // ok: a secondary index's key may change
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "KIND#" + string(o.Kind)},            // ok: Kind is written once, at creation
			"SK": &types.AttributeValueMemberS{Value: "REGION#" + string(o.Region) + o.ID}, // ok: Region is only written where orders are built
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "STATUS#" + string(Shipped)},           // ok: a constant
			"SK": &types.AttributeValueMemberS{Value: "CODE#" + strconv.Itoa(o.StatusCode)},  // ok: statusCode is a code, not a status
			"LK": &types.AttributeValueMemberS{Value: "LEVEL#" + strconv.Itoa(int(o.Level))}, // ok: not a key attribute
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("stores"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "STATE#" + a.State},                       // ok: the state of an address is a place
			"SK": &types.AttributeValueMemberS{Value: a.Country + "#" + a.State + "#" + a.City}, // ok: a state next to a country and a city is a place
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: cfg.Stage + "#ORDER#" + o.ID},     // ok: a stage from configuration is the deployment stage
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("LEVEL#%d", o.Level)}, // ok: Level is always written the same value
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("order_history"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + o.ID},
			"SK": &types.AttributeValueMemberS{Value: "STATUS#" + string(o.Status)}, // ok: a history table writes a new item per change
		},
	})
}

func stores(ctx context.Context, c *dynamodb.Client, st Store, o Order) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("stores"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "CITY#" + st.City + "#STATUS#" + st.Status}, // want `partition key "PK" embeds st.Status, which changes`
			"SK": &types.AttributeValueMemberS{Value: "ORDER#" + o.ID},                            // ok: ID is written on existing orders, but it is no enum
		},
	})
}

func numeric(ctx context.Context, c *dynamodb.Client, o Order, stageName string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("tasks"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "API#" + stageName},       // ok: stageName names a stage, it is not one
			"SK": &types.AttributeValueMemberN{Value: strconv.Itoa(o.Priority)}, // want `sort key "SK" embeds o.Priority, which changes`
		},
	})
}

func deleteAndUpdate(ctx context.Context, c *dynamodb.Client, id, phase, order_status string) {
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String("jobs"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "JOB#" + id},                                     // ok: an id never changes
			"SK": &types.AttributeValueMemberS{Value: strings.Join([]string{"PHASE", phase, id}, "#")}, // want `sort key "SK" embeds phase, which changes`
		},
	})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.OrderPrefix + order_status}, // want `partition key "PK" embeds order_status, which changes`
			"SK": &types.AttributeValueMemberS{Value: keys.OrderPrefix + id},           // ok: an id never changes
		},
		UpdateExpression: aws.String("SET GSI1PK = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberS{Value: "STATUS#" + order_status}, // ok: the update moves the item in the index
		},
	})
}

func builders(ctx context.Context, c *dynamodb.Client, j Job) {
	var b strings.Builder
	b.WriteString("STAGE#")
	b.WriteString(j.Stage)
	key := map[string]types.AttributeValue{}
	key["PK"] = &types.AttributeValueMemberS{Value: "JOB#" + j.ID} // ok: an id never changes
	key["SK"] = &types.AttributeValueMemberS{Value: b.String()}    // want `sort key "SK" embeds j.Stage, which changes`
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("jobs"), Key: key})

	state := uuid.NewString()
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("logins"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "OAUTH#" + state}, // ok: a random nonce is an identifier whatever its name
		},
	})

	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + lookupStatus(j.ID)}, // ok: an unknown function's result is opaque
		},
	})
}

func query(ctx context.Context, c *dynamodb.Client, j Job, status string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("jobs"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "STATE#" + j.State}, // want `partition key "PK" embeds j.State, which changes`
			":sk": &types.AttributeValueMemberS{Value: "JOB#"},             // ok: a constant
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("jobs"),
		IndexName:              aws.String("byStatus"),
		KeyConditionExpression: aws.String("jobStatus = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberS{Value: status}, // ok: querying an index by status is the fix
		},
	})
}

func expressions(o Order, t Tier) {
	_ = expression.Key("PK").Equal(expression.Value("PRIORITY#" + strconv.Itoa(o.Priority))) // want `partition key "PK" embeds o.Priority, which changes`
	_ = expression.Key("GSI1PK").Equal(expression.Value("STATUS#" + string(o.Status)))       // ok: a secondary index's key may change
	_ = expression.Key("SK").Equal(expression.Value("TIER#" + string(t)))                    // ok: a Tier parameter: where it comes from is not known
	_ = expression.Set(expression.Name("GSI1SK"), expression.Value("TIER#"+string(o.Tier)))  // ok: a secondary index's key may change
}

func marshal(ctx context.Context, c *dynamodb.Client, o Order) {
	it := Item{PK: "ORDER#" + o.ID, Name: o.ID} // ok: an id never changes
	it.SK = "STATUS#" + string(o.Status)        // want `sort key "SK" embeds o.Status, which changes`
	av, _ := attributevalue.MarshalMap(it)
	_ = av

	bare := Item{PK: "ORDER#" + o.ID, SK: "TIER#" + string(o.Tier)} // want `sort key "SK" embeds o.Tier, which changes`
	_ = bare

	sev := Item{PK: "ORDER#" + o.ID, SK: fmt.Sprintf("SEV#%s", o.Severity)} // want `sort key "SK" embeds o.Severity, which changes`
	_ = sev

	kind := Item{PK: "ORDER#" + o.ID, SK: "KIND#" + string(o.Kind), GSI1PK: "TIER#" + string(o.Tier)} // ok: Kind is set at creation; Tier is in an index key
	_ = kind
}

func batch(ctx context.Context, c *dynamodb.Client, o Order, j keys.Job, orderStatus string) {
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{
			"orders": {
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: localStatusPK(o.Status)}, // want `partition key "PK" embeds o.Status, which changes`
					"SK": &types.AttributeValueMemberS{Value: j.IDKey()},               // ok: the helper's key holds only the id
				}}},
				{DeleteRequest: &types.DeleteRequest{Key: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: j.Key()}, // want `partition key "PK" embeds j.Phase, which changes`
				}}},
			},
		},
	})
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{
		TransactItems: []types.TransactWriteItem{
			{Put: &types.Put{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
				"PK":     &types.AttributeValueMemberS{Value: "ORDER#" + o.ID},                 // ok: an id never changes
				"SK":     &types.AttributeValueMemberS{Value: keys.StatusSK(string(o.Status))}, // want `sort key "SK" embeds o.Status, which changes`
				"GSI1SK": &types.AttributeValueMemberS{Value: keys.StatusSK(orderStatus)},      // ok: a secondary index's key may change
			}}},
			{Update: &types.Update{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "ORDER#" + o.ID},    // ok: an id never changes
				"SK": &types.AttributeValueMemberS{Value: "S#" + orderStatus}, // want `sort key "SK" embeds orderStatus, which changes`
			}}},
		},
	})
}
