package pksequential

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"pksequential/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var counterKey = map[string]types.AttributeValue{"PK": &types.AttributeValueMemberS{Value: "COUNTER#orders"}}

// Counter items: an UpdateItem increments a number and returns it.

func unmarshalled(ctx context.Context, c *dynamodb.Client) error {
	out, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("counters"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "COUNTER#orders"}, // ok: the counter item's own key is a constant
		},
		UpdateExpression: aws.String("ADD seq :one"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":one": &types.AttributeValueMemberN{Value: "1"},
		},
		ReturnValues: types.ReturnValueUpdatedNew,
	})
	if err != nil {
		return err
	}
	var n int64
	if err := attributevalue.Unmarshal(out.Attributes["seq"], &n); err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%d", n)}, // want `partition key "PK" embeds n, a number taken from counter attribute "seq" by UpdateItem: every new id is a write to that one counter item, which caps the write rate and serializes writers, and sequential ids are easy to guess \(pksequential\)`
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("LINE#%d", n)},  // ok: a sort key
		},
	})
	return err
}

func asserted(ctx context.Context, c *dynamodb.Client) {
	in := &dynamodb.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKey,
		UpdateExpression:          aws.String("SET #c = #c + :one"),
		ExpressionAttributeNames:  map[string]string{"#c": "next"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":one": &types.AttributeValueMemberN{Value: "1"}},
		ReturnValues:              types.ReturnValueAllNew,
	}
	out, _ := c.UpdateItem(ctx, in)
	v := out.Attributes["next"].(*types.AttributeValueMemberN).Value
	m := map[string]types.AttributeValue{}
	m["PK"] = &types.AttributeValueMemberS{Value: keys.OrderPrefix + v} // want `partition key "PK" embeds out.Attributes\["next"\].\(\*types.AttributeValueMemberN\).Value, a number taken from counter attribute "next" by UpdateItem`
	m["SK"] = &types.AttributeValueMemberS{Value: "ORDER#" + v}         // ok: a sort key
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: m})
}

func parsed(ctx context.Context, c *dynamodb.Client) {
	out, _ := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKey,
		UpdateExpression:          aws.String("ADD invoices :one"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":one": &types.AttributeValueMemberN{Value: "1"}},
		ReturnValues:              types.ReturnValueUpdatedNew,
	})
	n, _ := strconv.ParseInt(out.Attributes["invoices"].(*types.AttributeValueMemberN).Value, 10, 64)
	it := Item{Name: "invoice"}
	it.PK = "INVOICE#" + strconv.FormatInt(n, 10) // want `partition key "PK" embeds n, a number taken from counter attribute "invoices" by UpdateItem`
	av, _ := attributevalue.MarshalMap(it)
	_ = av
}

// allocateID takes the next id from the counter item; it starts the
// counter at zero when the item does not exist yet.
func allocateID(ctx context.Context, c *dynamodb.Client) (int64, error) {
	out, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKey,
		UpdateExpression:          aws.String("SET seq = if_not_exists(seq, :zero) + :one"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":zero": &types.AttributeValueMemberN{Value: "0"}, ":one": &types.AttributeValueMemberN{Value: "1"}},
		ReturnValues:              types.ReturnValueUpdatedNew,
	})
	if err != nil {
		return 0, err
	}
	var id int64
	if err := attributevalue.Unmarshal(out.Attributes["seq"], &id); err != nil {
		return 0, err
	}
	return id, nil
}

func fromHelper(ctx context.Context, c *dynamodb.Client) {
	id, err := allocateID(ctx, c)
	if err != nil {
		return
	}
	bare := Item{PK: orderPK(id), SK: "META"} // want `partition key "PK" embeds id, a number taken from counter attribute "seq" by UpdateItem`
	_ = bare
}

type seqCounter struct {
	Value int64 `dynamodbav:"seq"`
	Other int64 `dynamodbav:"other"`
}

func unmarshalMap(ctx context.Context, c *dynamodb.Client) {
	out, _ := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKey,
		UpdateExpression:          aws.String("ADD seq :one SET other = :v"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":one": &types.AttributeValueMemberN{Value: "1"}, ":v": &types.AttributeValueMemberN{Value: "7"}},
		ReturnValues:              types.ReturnValueAllNew,
	})
	var ctr seqCounter
	_ = attributevalue.UnmarshalMap(out.Attributes, &ctr)
	_ = expression.Key("PK").Equal(expression.Value("ORDER#" + strconv.FormatInt(ctr.Value, 10))) // want `partition key "PK" embeds ctr.Value, a number taken from counter attribute "seq" by UpdateItem`
	_ = expression.Key("PK").Equal(expression.Value("ORDER#" + strconv.FormatInt(ctr.Other, 10))) // ok: other is set, not incremented
}

// Look-alikes that prove nothing.

func noReturnValues(ctx context.Context, c *dynamodb.Client) {
	out, _ := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKey,
		UpdateExpression:          aws.String("ADD seq :one"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":one": &types.AttributeValueMemberN{Value: "1"}},
	})
	var n int64
	_ = attributevalue.Unmarshal(out.Attributes["seq"], &n)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%d", n)}, // ok: without ReturnValues the output holds no attributes
	}})
}

func plainSet(ctx context.Context, c *dynamodb.Client, version int) {
	out, _ := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String("docs"),
		Key:                       counterKey,
		UpdateExpression:          aws.String("SET rev = :v"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":v": &types.AttributeValueMemberN{Value: strconv.Itoa(version)}},
		ReturnValues:              types.ReturnValueUpdatedNew,
	})
	var n int64
	_ = attributevalue.Unmarshal(out.Attributes["rev"], &n)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("docs"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("DOC#%d", n)}, // ok: SET rev = :v stores a value, it counts nothing
	}})
}

func unknownAmount(ctx context.Context, c *dynamodb.Client, amount string) {
	out, _ := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKey,
		UpdateExpression:          aws.String("ADD seq :n"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":n": &types.AttributeValueMemberN{Value: amount}},
		ReturnValues:              types.ReturnValueUpdatedNew,
	})
	var n int64
	_ = attributevalue.Unmarshal(out.Attributes["seq"], &n)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%d", n)}, // ok: an unknown amount may be negative: not proven to count up
	}})
}

func overwritten(ctx context.Context, c *dynamodb.Client, cached []byte, offset int64) {
	out, _ := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKey,
		UpdateExpression:          aws.String("ADD seq :one"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":one": &types.AttributeValueMemberN{Value: "1"}},
		ReturnValues:              types.ReturnValueUpdatedNew,
	})
	var n int64
	_ = attributevalue.Unmarshal(out.Attributes["seq"], &n)
	if n == 0 {
		n = time.Now().UnixNano()
	}
	var m int64
	_ = attributevalue.Unmarshal(out.Attributes["seq"], &m)
	_ = json.Unmarshal(cached, &m)
	var ctr seqCounter
	_ = attributevalue.UnmarshalMap(out.Attributes, &ctr)
	ctr.Value += offset
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%d", n)},         // ok: n is reassigned: it may hold a time instead
		"GSI1PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%d", m)},         // ok: m escapes to json.Unmarshal, which may overwrite it
		"GSI2PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%d", ctr.Value)}, // ok: ctr.Value is changed after it is read
	}})
}

func decrement(ctx context.Context, c *dynamodb.Client) {
	out, _ := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKey,
		UpdateExpression:          aws.String("ADD stock :minus"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":minus": &types.AttributeValueMemberN{Value: "-1"}},
		ReturnValues:              types.ReturnValueUpdatedNew,
	})
	var left int64
	_ = attributevalue.Unmarshal(out.Attributes["stock"], &left)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("stock"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("LEFT#%d", left)}, // ok: ADD of -1 counts down: no id is handed out
	}})
}

func otherAttribute(ctx context.Context, c *dynamodb.Client) {
	out, _ := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKey,
		UpdateExpression:          aws.String("ADD seq :one"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":one": &types.AttributeValueMemberN{Value: "1"}},
		ReturnValues:              types.ReturnValueAllNew,
	})
	var region int64
	_ = attributevalue.Unmarshal(out.Attributes["region"], &region)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("REGION#%d", region)}, // ok: region is returned, not incremented
	}})
}

func fromInterface(ctx context.Context, c *dynamodb.Client, ctr counter) error {
	n := ctr.Next(ctx)
	if n < 0 {
		return errors.New("negative")
	}
	_, err := c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%d", n)}, // ok: where an interface's value comes from is not known
	}})
	return err
}
