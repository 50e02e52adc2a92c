// Package flow pins how the engine follows values built step by step:
// stores after a request literal, if/else assignments (every shape is a key
// set of its own), map fields filled after the literal, keys appended to a
// slice, helpers returning (string, error). A key the shapes share is in
// each shape's set (a rule judges a key with the others of its set): the
// dump lists it once per set, the ddblint pass reports its findings once.
package flow

import (
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/guregu/dynamo"
)

// queryStored sets the key condition after the literal, in branches: each
// branch's condition is read with the values filled in after the literal.
func queryStored(ctx context.Context, c *dynamodb.Client, id string, day time.Time, byDate bool) {
	in := &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		ExpressionAttributeValues: map[string]types.AttributeValue{},
	}
	in.ExpressionAttributeValues[":pk"] = &types.AttributeValueMemberS{Value: "USER#" + id} // want `Query read orders PK partition key = = USER#<string:id>` `Query read orders PK partition key = = USER#<string:id>`
	if byDate {
		in.KeyConditionExpression = aws.String("PK = :pk AND begins_with(SK, :sk)")
		in.ExpressionAttributeValues[":sk"] = &types.AttributeValueMemberS{Value: "DAY#" + day.Format("2006-01-02")} // want `Query read orders SK sort key begins_with = DAY#<time:day layout=2006-01-02>`
	} else {
		in.KeyConditionExpression = aws.String("PK = :pk AND SK > :sk")
		in.ExpressionAttributeValues[":sk"] = &types.AttributeValueMemberS{Value: "TS#" + strconv.FormatInt(day.Unix(), 10)} // want `Query read orders SK sort key > = TS#<int:day unix>`
	}
	c.Query(ctx, in)
}

// queryLocal: a condition held in a variable assigned in branches.
func queryLocal(ctx context.Context, c *dynamodb.Client, id string, n int, newest bool) {
	cond := "PK = :pk"
	if newest {
		cond = "PK = :pk AND SK >= :sk"
	}
	in := &dynamodb.QueryInput{TableName: aws.String("orders")}
	in.KeyConditionExpression = aws.String(cond)
	in.ExpressionAttributeValues = map[string]types.AttributeValue{
		":pk": &types.AttributeValueMemberS{Value: "USER#" + id},    // want `Query read orders PK partition key = = USER#<string:id>` `Query read orders PK partition key = = USER#<string:id>`
		":sk": &types.AttributeValueMemberS{Value: strconv.Itoa(n)}, // want `Query read orders SK sort key >= = <int:n>`
	}
	c.Query(ctx, in)
}

// keyShapes: a key assigned in branches is judged in each shape; the
// straight-line reassignment replaces the first value.
func keyShapes(ctx context.Context, c *dynamodb.Client, id string, n int, admin bool) {
	pk := "USER#" + id
	if admin {
		pk = "ADMIN#" + id
	}
	sk := "first"
	sk = "LINE#" + strconv.Itoa(n)
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: pk}, // want `GetItem read orders PK partition key = USER#<string:id>` `GetItem read orders PK partition key = ADMIN#<string:id>`
			"SK": &types.AttributeValueMemberS{Value: sk}, // want `GetItem read orders SK sort key = LINE#<int:n>` `GetItem read orders SK sort key = LINE#<int:n>`
		},
	})
}

// sameShape: two branches building the same shape are one key set (the
// look-alike of keyShapes).
func sameShape(ctx context.Context, c *dynamodb.Client, id string, retry bool) {
	var pk string
	if retry {
		pk = "USER#" + id
	} else {
		pk = "USER#" + id
	}
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: pk}, // want `GetItem read orders PK partition key = USER#<string:id>`
		},
	})
}

// looped: a key written in a loop, or through a pointer, stays unknown.
func looped(ctx context.Context, c *dynamodb.Client, ids []string) {
	pk := "USER#"
	for _, id := range ids {
		pk += id
	}
	other := "A#"
	set(&other)
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: pk},    // want `GetItem read orders PK partition key = <string:pk>`
			"SK": &types.AttributeValueMemberS{Value: other}, // want `GetItem read orders SK sort key = <string:other>`
		},
	})
}

func set(p *string) { *p = "B#" }

// batch: keys appended to a slice in a loop are the keys of the batch's
// table.
func batch(ctx context.Context, c *dynamodb.Client, days []time.Time, id string) {
	var keys []map[string]types.AttributeValue
	for _, d := range days {
		keys = append(keys, map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + id},                 // want `BatchGetItem read orders PK partition key = USER#<string:id>`
			"SK": &types.AttributeValueMemberS{Value: "DAY#" + d.Format("2006-01")}, // want `BatchGetItem read orders SK sort key = DAY#<time:d layout=2006-01>`
		})
	}
	c.BatchGetItem(ctx, &dynamodb.BatchGetItemInput{
		RequestItems: map[string]types.KeysAndAttributes{
			"orders": {Keys: keys},
		},
	})
}

// userKey returns (string, error): its first result is the key.
func userKey(id string) (string, error) {
	if id == "" {
		return "", errors.New("empty id")
	}
	return "USER#" + id, nil
}

func tupled(ctx context.Context, c *dynamodb.Client, id string) error {
	pk, err := userKey(id)
	if err != nil {
		return err
	}
	opaque, err := lookup(id)
	if err != nil {
		return err
	}
	_, err = c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: pk},     // want `GetItem read orders PK partition key = USER#<string:id>`
			"SK": &types.AttributeValueMemberS{Value: opaque}, // want `GetItem read orders SK sort key = <string:opaque>`
		},
	})
	return err
}

func lookup(id string) (string, error) { return id, nil }

// sweepKeys returns a key and, beside it, a due time that is no error:
// the first result is still the key, and a guard's "" builds none.
func sweepKeys(status string, at int64) (string, int64) {
	if status == "" {
		return "", 0
	}
	return "SWEEP#" + status, at + 3600
}

// pair returns two keys: the second result is no summary's.
func pair(id string) (pk, sk string) {
	return "USER#" + id, "PROFILE#" + id
}

func multiResult(ctx context.Context, c *dynamodb.Client, status, id string) error {
	gsi, due := sweepKeys(status, 0)
	pk, sk := pair(id)
	_, err := c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: pk},  // want `PutItem write orders PK partition key = USER#<string:id>`
			"SK":     &types.AttributeValueMemberS{Value: sk},  // want `PutItem write orders SK sort key = <string:sk>`
			"GSI1PK": &types.AttributeValueMemberS{Value: gsi}, // want `PutItem write orders GSI1PK partition key GSI1 = SWEEP#<string:status>`
			"due":    &types.AttributeValueMemberN{Value: strconv.Itoa(int(due))},
		},
	})
	return err
}

// named results: the value returned by a bare return.
func orderKey(id string) (key string, err error) {
	if id == "" {
		err = errors.New("empty id")
		return
	}
	key = "ORDER#" + id
	return
}

func namedResult(ctx context.Context, c *dynamodb.Client, id string) {
	pk, _ := orderKey(id)
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: pk}, // want `DeleteItem key orders PK partition key = ORDER#<string:id>`
		},
	})
}

// guregu: a key assigned in branches, given to Get.
func guregu(t dynamo.Table, id string, archived bool) {
	pk := "USER#" + id
	if archived {
		pk = "ARCHIVED#" + id
	}
	var out struct{}
	t.Get("PK", pk).One(&out) // want `Get read PK partition key = USER#<string:id>` `Get read PK partition key = ARCHIVED#<string:id>`
}

// ranged: a key built from each element of a known slice is judged per
// element; from an unknown slice, by the element's type.
func ranged(ctx context.Context, c *dynamodb.Client, id string, days []time.Time) {
	for _, kind := range []string{"ORDER#", "INVOICE#"} {
		c.GetItem(ctx, &dynamodb.GetItemInput{
			TableName: aws.String("orders"),
			Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: kind + id}, // want `GetItem read orders PK partition key = ORDER#<string:id>` `GetItem read orders PK partition key = INVOICE#<string:id>`
			},
		})
	}
	for _, d := range days {
		c.GetItem(ctx, &dynamodb.GetItemInput{
			TableName: aws.String("orders"),
			Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "DAY#" + d.Format("2006-01-02")}, // want `GetItem read orders PK partition key = DAY#<time:d layout=2006-01-02>`
			},
		})
	}
}

// batchSteps: batch entries whose table is given step by step.
func batchSteps(ctx context.Context, c *dynamodb.Client, ids []string) {
	var writes []types.WriteRequest
	for _, id := range ids {
		writes = append(writes, types.WriteRequest{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + id}, // want `BatchWriteItem write orders PK partition key = USER#<string:id>`
		}}})
	}
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{"orders": writes},
	})

	items := map[string]types.KeysAndAttributes{}
	items["orders"] = types.KeysAndAttributes{Keys: []map[string]types.AttributeValue{{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + ids[0]}, // want `BatchGetItem read orders PK partition key = USER#<opaque>`
	}}}
	c.BatchGetItem(ctx, &dynamodb.BatchGetItemInput{RequestItems: items})

	// A slice stored under two tables names neither.
	var both []types.WriteRequest
	both = append(both, types.WriteRequest{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TWO#" + ids[0]}, // want `BatchWriteItem write PK partition key = TWO#<opaque>`
	}}})
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{"orders": both, "archive": both},
	})
}
