// Package tiers: pkcardinality reports a constant partition key by default
// only where the code shows the set of items under it grows with use; the
// message says which evidence. The same shapes without evidence are
// pkconstant's questions (testdata/src/pkconstant), and pkcardinality stays
// silent on them.
package tiers

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

// An id minted at the write: one new item per call of a create path.
func createOrder(ctx context.Context, c *dynamodb.Client, total int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK":    &types.AttributeValueMemberS{Value: "ORDERS"}, // want `partition key "PK" is the constant "ORDERS" while sort key "SK" varies: .*the set grows: each write mints a new id for it \(uuid.NewString\(\) in createOrder\) \(pkcardinality\)`
		"SK":    &types.AttributeValueMemberS{Value: "ORDER#" + uuid.NewString()},
		"Total": &types.AttributeValueMemberN{Value: strconv.Itoa(total)},
	}})
}

// The id minted into a variable first.
func createTicket(ctx context.Context, c *dynamodb.Client) {
	id := uuid.New().String()
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TICKETS"}, // want `the constant "TICKETS" .*each write mints a new id for it \(uuid.New\(\) in createTicket\)`
		"SK": &types.AttributeValueMemberS{Value: id},
	}})
}

// A minted id in the table key puts each item in its own table partition,
// and all of them in the index's one.
func createJob(ctx context.Context, c *dynamodb.Client) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("jobs"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "JOB#" + uuid.NewString()},
		"GSI1PK": &types.AttributeValueMemberS{Value: "JOB"}, // want `partition key "GSI1PK" of index GSI1 is the constant "JOB" .*each write mints a new id`
	}})
}

// Items that expire keep arriving.
func putSession(ctx context.Context, c *dynamodb.Client, token string, exp time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK":        &types.AttributeValueMemberS{Value: "SESSIONS"}, // want `the constant "SESSIONS" .*its items expire \(attribute "expiresAt"\), so they keep arriving`
		"SK":        &types.AttributeValueMemberS{Value: token},
		"expiresAt": &types.AttributeValueMemberN{Value: strconv.FormatInt(exp.Unix(), 10)},
	}})
}

// ok: an attribute that says how long something else lives is a setting
// of the item, not its own expiry time: a few clients, each configuring
// its sessions' lifetime.
func putClient(ctx context.Context, c *dynamodb.Client, id string, ttl time.Duration) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK":                  &types.AttributeValueMemberS{Value: "CLIENTS"}, // ok: no expiry of its own, a question for pkconstant (pkconstant asks)
		"SK":                  &types.AttributeValueMemberS{Value: id},
		"session_ttl_seconds": &types.AttributeValueMemberN{Value: strconv.FormatInt(int64(ttl.Seconds()), 10)},
	}})
}

// One item per element of the input.
func importTags(ctx context.Context, c *dynamodb.Client, tags []string) {
	for _, tag := range tags {
		c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "TAGS"}, // want `the constant "TAGS" .*it is written in a loop in importTags, one item per element`
			"SK": &types.AttributeValueMemberS{Value: tag},
		}})
	}
}

// One item per message of a queue.
func handleSignup(ctx context.Context, c *dynamodb.Client, m events.SQSMessage) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "SIGNUPS"}, // want `the constant "SIGNUPS" .*it is written once per event in handleSignup \(events.SQSMessage\)`
		"SK": &types.AttributeValueMemberS{Value: m.MessageId},
	}})
}

type notes struct{ c *dynamodb.Client }

// One item per request of an end user.
func (n *notes) create(w http.ResponseWriter, r *http.Request) {
	n.c.PutItem(r.Context(), &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "NOTES"}, // want `the constant "NOTES" .*it is written per request`
		"SK": &types.AttributeValueMemberS{Value: r.FormValue("title")},
	}})
}

// A read that pages through the partition expects more than a page.
func putLog(ctx context.Context, c *dynamodb.Client, name string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "LOGS"}, // want `the constant "LOGS" .*listLogs reads the partition page by page`
		"SK": &types.AttributeValueMemberS{Value: name},
	}})
}

func listLogs(ctx context.Context, c *dynamodb.Client) {
	var start map[string]types.AttributeValue
	for {
		out, err := c.Query(ctx, &dynamodb.QueryInput{
			TableName:                 aws.String("shop"),
			KeyConditionExpression:    aws.String("PK = :pk"),
			ExpressionAttributeValues: map[string]types.AttributeValue{":pk": &types.AttributeValueMemberS{Value: "LOGS"}},
			ExclusiveStartKey:         start,
		})
		if err != nil || out.LastEvaluatedKey == nil {
			return
		}
		start = out.LastEvaluatedKey
	}
}

// The same, with the read's values built by a helper that returns them
// among other results (filter, names, values := listFilter(title)).
func putFilm(ctx context.Context, c *dynamodb.Client, title string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "FILMS"}, // want `the constant "FILMS" .*listFilms reads the partition page by page`
		"SK": &types.AttributeValueMemberS{Value: title},
	}})
}

func listFilter(title string) (*string, map[string]string, map[string]types.AttributeValue) {
	values := map[string]types.AttributeValue{":pk": &types.AttributeValueMemberS{Value: "FILMS"}}
	if title == "" {
		return nil, nil, values
	}
	values[":t"] = &types.AttributeValueMemberS{Value: title}
	return aws.String("contains(SK, :t)"), nil, values
}

func listFilms(ctx context.Context, c *dynamodb.Client, title string) {
	filter, names, values := listFilter(title)
	var start map[string]types.AttributeValue
	for {
		out, err := c.Query(ctx, &dynamodb.QueryInput{
			TableName:                 aws.String("shop"),
			KeyConditionExpression:    aws.String("PK = :pk"),
			FilterExpression:          filter,
			ExpressionAttributeNames:  names,
			ExpressionAttributeValues: values,
			ExclusiveStartKey:         start,
		})
		if err != nil || out.LastEvaluatedKey == nil {
			return
		}
		start = out.LastEvaluatedKey
	}
}

// A helper whose returns give different maps says nothing of the
// read's partition: one page of it is all the code shows of "SONGS".
func putSong(ctx context.Context, c *dynamodb.Client, title string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "SONGS"}, // ok: a question for pkconstant (pkconstant asks)
		"SK": &types.AttributeValueMemberS{Value: title},
	}})
}

func songFilter(title string) (*string, map[string]types.AttributeValue) {
	if title == "" {
		return nil, map[string]types.AttributeValue{":pk": &types.AttributeValueMemberS{Value: "OTHER"}}
	}
	values := map[string]types.AttributeValue{":pk": &types.AttributeValueMemberS{Value: "SONGS"}}
	return aws.String("contains(SK, :t)"), values
}

func listSongs(ctx context.Context, c *dynamodb.Client, title string) {
	filter, values := songFilter(title)
	var start map[string]types.AttributeValue
	for {
		out, err := c.Query(ctx, &dynamodb.QueryInput{
			TableName:                 aws.String("shop"),
			KeyConditionExpression:    aws.String("PK = :pk"),
			FilterExpression:          filter,
			ExpressionAttributeValues: values,
			ExclusiveStartKey:         start,
		})
		if err != nil || out.LastEvaluatedKey == nil {
			return
		}
		start = out.LastEvaluatedKey
	}
}

// A sample's id written out: the partition key "id" of one item, which
// the design fills with each item's own id. Its sort key grows with time,
// but "00001" is an instance, not a value every item shares.
func insertSample(ctx context.Context, c *dynamodb.Client) {
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("samples"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("id"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("process_date"), KeyType: types.KeyTypeRange},
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("samples"), Item: map[string]types.AttributeValue{
		"id":           &types.AttributeValueMemberS{Value: "00001"}, // ok: an id written out
		"process_date": &types.AttributeValueMemberS{Value: time.Now().Format(time.RFC3339)},
	}})
}

// The same time-ordered sort key under a kind's name is every item's.
func insertAudit(ctx context.Context, c *dynamodb.Client) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "AUDIT"}, // want `the constant "AUDIT" while sort key "SK" grows with time`
		"SK": &types.AttributeValueMemberS{Value: time.Now().Format(time.RFC3339)},
	}})
}

// A local secondary index caps one partition key value at 10 GB.
func createThreads(ctx context.Context, c *dynamodb.Client) {
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("threads"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
		},
		LocalSecondaryIndexes: []types.LocalSecondaryIndex{{
			IndexName: aws.String("ByTitle"),
			KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("Title"), KeyType: types.KeyTypeRange},
			},
		}},
	})
}

func putThread(ctx context.Context, c *dynamodb.Client, name string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("threads"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "THREADS"}, // want `the constant "THREADS" .*table threads has a local secondary index \(ByTitle\)`
		"SK": &types.AttributeValueMemberS{Value: name},
	}})
}

// Look-alikes: the same shapes where the code does not show growth are
// pkconstant's questions, not pkcardinality's findings.

type AdminConsole struct{ c *dynamodb.Client }

// An administrator's console mints ids too: the set is what they add.
func (a *AdminConsole) CreatePlugin(ctx context.Context, name string) {
	a.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK":   &types.AttributeValueMemberS{Value: "PLUGINS"}, // ok: an admin surface, a question for pkconstant (pkconstant asks)
		"SK":   &types.AttributeValueMemberS{Value: "PLUGIN#" + uuid.NewString()},
		"Name": &types.AttributeValueMemberS{Value: name},
	}})
}

// A seeding job loops over the list it is given.
func seedCategories(ctx context.Context, c *dynamodb.Client, cats []string) {
	for _, cat := range cats {
		c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "CATEGORIES"}, // ok: seeding, a question for pkconstant (pkconstant asks)
			"SK": &types.AttributeValueMemberS{Value: cat},
		}})
	}
}

// Nothing says how many routing rules there will be.
func putRule(ctx context.Context, c *dynamodb.Client, name string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ROUTING"}, // ok: no evidence of growth, a question for pkconstant (pkconstant asks)
		"SK": &types.AttributeValueMemberS{Value: "RULE#" + name},
	}})
}

// An id parsed, not minted: an existing item's, written again.
func putMember(ctx context.Context, c *dynamodb.Client, raw string) {
	id, _ := uuid.Parse(raw)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "MEMBERS"}, // ok: uuid.Parse mints nothing (pkconstant asks)
		"SK": &types.AttributeValueMemberS{Value: id.String()},
	}})
}

// A read without paging says nothing of the size.
func putBanner(ctx context.Context, c *dynamodb.Client, name string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "BANNERS"}, // ok: read in one page (pkconstant asks)
		"SK": &types.AttributeValueMemberS{Value: name},
	}})
}

func listBanners(ctx context.Context, c *dynamodb.Client) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("shop"),
		KeyConditionExpression:    aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":pk": &types.AttributeValueMemberS{Value: "BANNERS"}},
	})
}

// A time-ordered sort key is hot by construction, whoever writes it.
func seedAuditTrail(ctx context.Context, c *dynamodb.Client) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "AUDIT"}, // want `the constant "AUDIT" while sort key "SK" grows with time`
		"SK": &types.AttributeValueMemberS{Value: time.Now().UTC().Format(time.RFC3339Nano)},
	}})
}

// A retry loop writes one item, however often it tries.
func putWithRetry(ctx context.Context, c *dynamodb.Client, name string) {
	for attempt := 0; attempt < 3; attempt++ {
		_, err := c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "SHELVES"}, // ok: a retry loop, not one item per element (pkconstant asks)
			"SK": &types.AttributeValueMemberS{Value: name},
		}})
		if err == nil {
			return
		}
	}
}

// A range over a literal list is a fixed set.
func putDefaults(ctx context.Context, c *dynamodb.Client) {
	for _, lang := range []string{"en", "fr", "de"} {
		c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "LANGUAGES"}, // ok: three fixed rows
			"SK": &types.AttributeValueMemberS{Value: lang},
		}})
	}
}

// An id minted for another key of the item: a new item per call, whichever
// attribute carries it.
func createUser(ctx context.Context, c *dynamodb.Client, email string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "USERS"}, // want `the constant "USERS" .*each write mints a new id for it \(uuid.NewString\(\) in createUser\)`
		"SK":     &types.AttributeValueMemberS{Value: email},
		"GSI1PK": &types.AttributeValueMemberS{Value: "USER#" + uuid.NewString()},
	}})
}

// A key built by a method of the item and written elsewhere: how it is
// written is said where it is written.
type member struct {
	PK   string `dynamodbav:"PK"`
	SK   string `dynamodbav:"SK"`
	Name string `dynamodbav:"Name"`
}

func (m member) keys() map[string]types.AttributeValue {
	return map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "CLUB"}, // want `the constant "CLUB" .*it is written in a loop in syncMembers, one item per element`
		"SK": &types.AttributeValueMemberS{Value: m.Name},
	}
}

func syncMembers(ctx context.Context, c *dynamodb.Client, ms []member) {
	for _, m := range ms {
		c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop"), Item: m.keys()})
	}
}
