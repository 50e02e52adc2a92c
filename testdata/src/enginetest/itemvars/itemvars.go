// Package itemvars pins items built in a local struct variable field by
// field (var st T; st.SK = …), or copied from another value and amended
// (st := prev; st.SK = …), then handed whole — by value or by address — to a
// marshaller, a wrapper or guregu's Put.
package itemvars

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

type Reading struct {
	PK    string `dynamodbav:"PK"`
	SK    string `dynamodbav:"SK"`
	Value int    `dynamodbav:"value"`
}

type Meters struct{ db *dynamodb.Client }

// record marshals the reading its pointer parameter points to.
func (m *Meters) record(ctx context.Context, r *Reading) error {
	av, err := attributevalue.MarshalMap(*r)
	if err != nil {
		return err
	}
	_, err = m.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("meters"), Item: av})
	return err
}

func at(t time.Time) string { return fmt.Sprintf("AT#%s", t.Format(time.RFC3339)) }

func zeroThenStores(ctx context.Context, m *Meters, meter string) error {
	var r Reading
	r.PK = "METER#" + meter // want `PutItem via record write meters PK partition key = METER#<string:meter>`
	r.SK = at(time.Now())   // want `PutItem via record write meters SK sort key = AT#<time:t layout=2006-01-02T15:04:05Z07:00>`
	r.Value = 3
	return m.record(ctx, &r)
}

// A copy keeps the fields of what it copies, as they were at the copy;
// a later store replaces one.
func copiedLiteral(ctx context.Context, m *Meters, meter string) error {
	first := Reading{PK: "METER#" + meter, SK: "FIRST"} // want `PutItem via record write meters PK partition key = METER#<string:meter>`
	next := first
	next.SK = at(time.Now()) // want `PutItem via record write meters SK sort key = AT#<time:t layout=2006-01-02T15:04:05Z07:00>`
	return m.record(ctx, &next)
}

// A copy of a parameter: the stored field is known, the rest is the
// caller's.
func copiedParam(ctx context.Context, m *Meters, prev Reading) error {
	next := prev
	next.SK = at(time.Now()) // want `PutItem via record write meters SK sort key = AT#<time:t layout=2006-01-02T15:04:05Z07:00>`
	return m.record(ctx, &next)
}

// Straight-line stores replace earlier ones; the literal's value is gone.
func restored(ctx context.Context, db *dynamodb.Client, meter string) {
	r := Reading{PK: "OLD#" + meter}
	r.PK = "NEW#" + meter // want `PutItem write meters PK partition key = NEW#<string:meter>`
	av, _ := attributevalue.MarshalMap(r)
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("meters"), Item: av})
}

// ok: the address escapes to json.Unmarshal before the item is written,
// which may set any field: only the stores after it are known.
func unmarshalled(ctx context.Context, m *Meters, b []byte, meter string) error {
	var r Reading
	r.PK = "LOST#" + meter
	if err := json.Unmarshal(b, &r); err != nil {
		return err
	}
	r.SK = at(time.Now()) // want `PutItem via record write meters SK sort key = AT#<time:t layout=2006-01-02T15:04:05Z07:00>`
	return m.record(ctx, &r)
}

// (*Reading).normalise sets PK: a setter, whose store replaces the one
// before the call, and is read where the method writes it.
func (r *Reading) normalise() { r.PK = "NORMAL" } // want `PutItem via record write meters PK partition key = NORMAL`

func normalised(ctx context.Context, m *Meters, meter string) error {
	var r Reading
	r.PK = "RAW#" + meter
	r.normalise()
	return m.record(ctx, &r)
}

// (*Reading).publish lets its receiver escape: it may rewrite any field.
func (r *Reading) publish(out chan<- *Reading) { r.SK = "SENT"; out <- r }

// ok: a method of *Reading that is no setter, called after the store.
func published(ctx context.Context, m *Meters, meter string, out chan<- *Reading) error {
	var r Reading
	r.PK = "RAW#" + meter
	r.publish(out)
	return m.record(ctx, &r)
}

// (*Reading).retag sets SK only on some paths: its value is unknown after
// the call, the PK stored before it is kept.
func (r *Reading) retag(late bool) {
	if late {
		r.SK = "LATE"
	}
}

func retagged(ctx context.Context, m *Meters, meter string) error {
	var r Reading
	r.PK = "TAGGED#" + meter // want `PutItem via record write meters PK partition key = TAGGED#<string:meter>`
	r.SK = "ON_TIME"
	r.retag(true)
	return m.record(ctx, &r)
}

// ok: two values reach the write (a store in a branch after a literal
// value): neither is the one value of the field.
func branched(ctx context.Context, m *Meters, meter string, late bool) error {
	r := Reading{SK: "ON_TIME"}
	if late {
		r.SK = "LATE#" + meter
	}
	r.PK = "METER#" + meter // want `PutItem via record write meters PK partition key = METER#<string:meter>`
	return m.record(ctx, &r)
}

// ok: the stores come after the write.
func storedAfter(ctx context.Context, m *Meters, meter string) error {
	var r Reading
	err := m.record(ctx, &r)
	r.PK = "AFTER#" + meter
	return err
}
