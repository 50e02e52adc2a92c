package pkcardinality

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A table keyed by a partition key alone: each value of the key names one
// item (a breaker's state per instance type), so a handful of values is a
// handful of items, and nothing gathers under any of them.
var breakersTable = &dynamodb.CreateTableInput{
	TableName: aws.String("breakers"),
	KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("instance_type"), KeyType: types.KeyTypeHash}},
	GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{IndexName: aws.String("by-state"), KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("state"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("changed"), KeyType: types.KeyTypeRange},
	}}},
}

type breakerState string

const (
	closed   breakerState = "closed"
	open     breakerState = "open"
	halfOpen breakerState = "half-open"
)

type breaker struct {
	InstanceType string       `dynamodbav:"instance_type"`
	State        breakerState `dynamodbav:"state"`
	Changed      string       `dynamodbav:"changed"`
}

// ok: instanceType has few values by its name, but each is one item of a
// table with no sort key. The index partitioned by the state (three
// values) is reported: every breaker of the fleet is in one of three.
func saveBreaker(ctx context.Context, db *dynamodb.Client, instanceType string, st breakerState) error {
	av, err := attributevalue.MarshalMap(breaker{InstanceType: instanceType, State: st, Changed: time.Now().Format(time.RFC3339)}) // want `partition key "state" of index by-state takes its only varying part from st, which has 3 possible values`
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("breakers"), Item: av})
	return err
}

// ok: one lock item per task type, the whole key.
func lockTask(ctx context.Context, db *dynamodb.Client, taskType string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("breakers"), Item: map[string]types.AttributeValue{
		"instance_type": &types.AttributeValueMemberS{Value: "__lock:" + taskType},
	}})
	return err
}

var auditTable = &dynamodb.CreateTableInput{
	TableName: aws.String("audit"),
	KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("user"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("at"), KeyType: types.KeyTypeRange},
	},
}

// ok: "anonymous" is the fallback of a user that varies: the entries of
// the log are not all under it (pkconstant asks about it).
func audit(ctx context.Context, db *dynamodb.Client, u, action string) error {
	user := u
	if user == "" {
		user = "anonymous"
	}
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("audit"), Item: map[string]types.AttributeValue{
		"user":   &types.AttributeValueMemberS{Value: user}, // want `partition key "user" is the constant "anonymous" .*\(pkconstant\)`
		"at":     &types.AttributeValueMemberS{Value: time.Now().Format(time.RFC3339)},
		"action": &types.AttributeValueMemberS{Value: action},
	}})
	return err
}

// Every entry of the system's own log under one user, with no other value
// on any path: reported.
func auditSystem(ctx context.Context, db *dynamodb.Client, action string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("audit"), Item: map[string]types.AttributeValue{
		"user":   &types.AttributeValueMemberS{Value: "system"}, // want `partition key "user" is the constant "system" while sort key "at" grows with time`
		"at":     &types.AttributeValueMemberS{Value: time.Now().Format(time.RFC3339)},
		"action": &types.AttributeValueMemberS{Value: action},
	}})
	return err
}

var msgsTable = &dynamodb.CreateTableInput{
	TableName: aws.String("msgs"),
	KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("id"), KeyType: types.KeyTypeHash}},
	GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{IndexName: aws.String("by-status"), KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("status"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("created"), KeyType: types.KeyTypeRange},
	}}},
}

type msg struct {
	ID      string `dynamodbav:"id"`
	Status  string `dynamodbav:"status"`
	Created string `dynamodbav:"created"`
}

// A setter gives the item a fresh id and a constant status at one call:
// the id varies, the status does not, and the status is no fallback.
func (m *msg) stamp() {
	m.ID = newID()
	m.Status = "created" // want `partition key "status" of index by-status is the constant "created" while sort key "created" of index by-status grows with time: .*\(pkcardinality\)`
	m.Created = time.Now().Format(time.RFC3339)
}

func newID() string { return time.Now().String() }

func saveMsg(ctx context.Context, db *dynamodb.Client, body string) error {
	var m msg
	m.stamp()
	av, err := attributevalue.MarshalMap(m)
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("msgs"), Item: av})
	return err
}

// A table whose name is read from a field, created here without a sort
// key: the request names it by the same field, and each value of its key
// is one item, as for a table whose name is known.
type deployStore struct {
	db          *dynamodb.Client
	deployTable string
}

type component string

const (
	api    component = "api"
	worker component = "worker"
	web    component = "web"
)

func (s deployStore) create(ctx context.Context) error {
	_, err := s.db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName:            aws.String(s.deployTable),
		AttributeDefinitions: []types.AttributeDefinition{{AttributeName: aws.String("component"), AttributeType: types.ScalarAttributeTypeS}},
		KeySchema:            []types.KeySchemaElement{{AttributeName: aws.String("component"), KeyType: types.KeyTypeHash}},
	})
	return err
}

// ok: one item per component.
func (s deployStore) setTag(ctx context.Context, c component, tag string) error {
	_, err := s.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String(s.deployTable),
		Key:                       map[string]types.AttributeValue{"component": &types.AttributeValueMemberS{Value: string(c)}},
		UpdateExpression:          aws.String("SET tag = :t"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":t": &types.AttributeValueMemberS{Value: tag}},
	})
	return err
}

var roomsTable = &dynamodb.CreateTableInput{
	TableName: aws.String("messages"),
	KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("room"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("id"), KeyType: types.KeyTypeRange},
	},
}

type message struct {
	Room string `dynamodbav:"room"`
	ID   string `dynamodbav:"id"`
	Text string `dynamodbav:"text"`
}

// ok: "lobby" is the room of a message its caller gave none; the others
// are under their own rooms (pkconstant asks about it).
func saveMessage(ctx context.Context, db *dynamodb.Client, m *message) error {
	if m.ID == "" {
		m.ID = newID()
	}
	if m.Room == "" {
		m.Room = "lobby" // want `partition key "room" is the constant "lobby" .*\(pkconstant\)`
	}
	av, err := attributevalue.MarshalMap(m)
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("messages"), Item: av})
	return err
}

// ok: the same default for each message of a batch.
func saveMessages(ctx context.Context, db *dynamodb.Client, ms []*message) error {
	for _, m := range ms {
		if m.ID == "" {
			m.ID = newID()
		}
		if m.Room == "" {
			m.Room = "lobby" // want `partition key "room" is the constant "lobby" .*\(pkconstant\)`
		}
		av, err := attributevalue.MarshalMap(m)
		if err != nil {
			return err
		}
		if _, err := db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("messages"), Item: av}); err != nil {
			return err
		}
	}
	return nil
}

// Every message of the system's feed in one room, whatever the caller
// gave: reported.
func saveAnnouncement(ctx context.Context, db *dynamodb.Client, m *message) error {
	m.ID = newID()
	m.Room = "announcements" // want `partition key "room" is the constant "announcements" while sort key "id" grows with time.*\(pkcardinality\)`
	av, err := attributevalue.MarshalMap(m)
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("messages"), Item: av})
	return err
}
