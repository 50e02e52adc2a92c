package itemvars

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// toItem marshals what it is given: its callers' items are the arguments.
func toItem(v any) (map[string]types.AttributeValue, error) {
	return attributevalue.MarshalMap(v)
}

func fromItem(m map[string]types.AttributeValue, out any) error {
	return attributevalue.UnmarshalMap(m, out)
}

type Tracker struct {
	db    *dynamodb.Client
	table string
}

func (t *Tracker) store(ctx context.Context, r *Reading) error {
	item, err := toItem(*r)
	if err != nil {
		return err
	}
	_, err = t.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(t.table), Item: item})
	return err
}

func (t *Tracker) history(ctx context.Context, out *dynamodb.UpdateItemOutput) error {
	var now Reading
	if err := fromItem(out.Attributes, &now); err != nil {
		return err
	}
	// A copy of a value read back (its address escaped to fromItem before
	// the copy: only the stores after it are known).
	old := now
	old.SK = at(time.Now()) // want `PutItem via store write SK sort key = AT#<time:t layout=2006-01-02T15:04:05Z07:00>`
	return t.store(ctx, &old)
}

// Two levels of wrappers: store marshals *r through toItem.
func (t *Tracker) lit(ctx context.Context) error {
	return t.store(ctx, &Reading{SK: at(time.Now())}) // want `PutItem via store write SK sort key = AT#<time:t layout=2006-01-02T15:04:05Z07:00>`
}

func (t *Tracker) zero(ctx context.Context) error {
	var r Reading
	r.SK = at(time.Now()) // want `PutItem via store write SK sort key = AT#<time:t layout=2006-01-02T15:04:05Z07:00>`
	return t.store(ctx, &r)
}

// ok: the copy's PK is what fromItem read, unknown; and a PK set before
// the address escapes is lost too.
func (t *Tracker) escaped(ctx context.Context, m map[string]types.AttributeValue, meter string) error {
	var r Reading
	r.PK = "GONE#" + meter
	if err := fromItem(m, &r); err != nil {
		return err
	}
	cp := r
	return t.store(ctx, &cp)
}
