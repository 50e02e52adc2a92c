package pksequential

import (
	"context"
	"fmt"
	"net/http"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Counter values handed through helpers the way services write them: the
// parse's two results returned as they are, the UpdateItem output returned
// for the caller to read, and the number boxed in a pointer.

var tallyKey = map[string]types.AttributeValue{"Name": &types.AttributeValueMemberS{Value: "tally"}}

// nextTally returns strconv.Atoi's results as they are.
func nextTally(ctx context.Context, c *dynamodb.Client) (int, error) {
	out, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String("tallies"),
		Key:                       tallyKey,
		UpdateExpression:          aws.String("SET tally = if_not_exists(tally, :nil) + :inc"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":nil": &types.AttributeValueMemberN{Value: "0"}, ":inc": &types.AttributeValueMemberN{Value: "1"}},
		ReturnValues:              types.ReturnValueUpdatedNew,
	})
	if err != nil {
		return 0, err
	}
	return strconv.Atoi(out.Attributes["tally"].(*types.AttributeValueMemberN).Value)
}

// nextParcel does the same with ParseUint.
func nextParcel(ctx context.Context, c *dynamodb.Client) (uint64, error) {
	out, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String("tallies"),
		Key:                       tallyKey,
		UpdateExpression:          aws.String("ADD parcels :inc"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":inc": &types.AttributeValueMemberN{Value: "1"}},
		ReturnValues:              types.ReturnValueUpdatedNew,
	})
	if err != nil {
		return 0, fmt.Errorf("bump parcels: %w", err)
	}
	return strconv.ParseUint(out.Attributes["parcels"].(*types.AttributeValueMemberN).Value, 10, 64)
}

func tupleReturned(ctx context.Context, c *dynamodb.Client) {
	n, err := nextTally(ctx, c)
	if err != nil {
		return
	}
	p, _ := nextParcel(ctx, c)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("crates"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("CRATE#%d", n)},            // want `partition key "PK" embeds n, a number taken from counter attribute "tally" by UpdateItem`
		"GSI1PK": &types.AttributeValueMemberS{Value: "PARCEL#" + strconv.FormatUint(p, 10)}, // want `partition key "GSI1PK" of index GSI1 embeds p, a number taken from counter attribute "parcels" by UpdateItem`
	}})
}

// bumpTally hands the UpdateItem output to its caller.
func bumpTally(ctx context.Context, c *dynamodb.Client) (*dynamodb.UpdateItemOutput, error) {
	return c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String("tallies"),
		Key:                       tallyKey,
		UpdateExpression:          aws.String("ADD tally :inc"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":inc": &types.AttributeValueMemberN{Value: "1"}},
		ReturnValues:              types.ReturnValueAllNew,
	})
}

// bumpChecked keeps the output in a variable and checks the error first.
func bumpChecked(ctx context.Context, c *dynamodb.Client) (*dynamodb.UpdateItemOutput, error) {
	out, err := bumpTally(ctx, c)
	if err != nil {
		return nil, fmt.Errorf("bump: %w", err)
	}
	return out, nil
}

func outputReturned(ctx context.Context, c *dynamodb.Client) {
	out, err := bumpTally(ctx, c)
	if err != nil {
		return
	}
	n, _ := strconv.Atoi(out.Attributes["tally"].(*types.AttributeValueMemberN).Value)
	checked, _ := bumpChecked(ctx, c)
	var m int64
	_ = attributevalue.Unmarshal(checked.Attributes["tally"], &m)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("crates"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "CRATE#" + strconv.Itoa(n)},        // want `partition key "PK" embeds n, a number taken from counter attribute "tally" by UpdateItem`
		"GSI1PK": &types.AttributeValueMemberS{Value: "BOX#" + strconv.FormatInt(m, 10)}, // want `partition key "GSI1PK" of index GSI1 embeds m, a number taken from counter attribute "tally" by UpdateItem`
	}})
}

// nextParcelRef boxes the counter's value, as aws.Uint64 does.
func nextParcelRef(ctx context.Context, c *dynamodb.Client) (*uint64, error) {
	v, err := nextParcel(ctx, c)
	if err != nil {
		return nil, err
	}
	return aws.Uint64(v), nil
}

func nextTallyRef(ctx context.Context, c *dynamodb.Client) *int {
	n, _ := nextTally(ctx, c)
	return aws.Int(n)
}

// parcelKey formats what its pointer parameter points to.
func parcelKey(id *uint64) *string { return aws.String(fmt.Sprintf("PARCEL#%v", *id)) }

// Parcel keeps its partition key in a *string, as parcelKey returns it.
type Parcel struct {
	PK *string `dynamodbav:"PK"`
	SK string  `dynamodbav:"SK"`
}

func pointerReturned(ctx context.Context, c *dynamodb.Client, p *Parcel) {
	id, err := nextParcelRef(ctx, c)
	if err != nil || id == nil {
		return
	}
	p.PK = parcelKey(id) // want `partition key "PK" embeds id, a number taken from counter attribute "parcels" by UpdateItem`
	p.SK = "META"
	av, _ := attributevalue.MarshalMap(p)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("crates"), Item: av})
	t := nextTallyRef(ctx, c)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("crates"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("TALLY#%d", *t)},           // want `partition key "PK" embeds \*t, a number taken from counter attribute "tally" by UpdateItem`
		"GSI2PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("TALLY#%d", aws.ToInt(t))}, // want `partition key "GSI2PK" of index GSI2 embeds aws.ToInt\(t\), a number taken from counter attribute "tally" by UpdateItem`
	}})
}

// Look-alikes: the same shapes around numbers no counter hands out.

// pageParam parses a request's page number and returns Atoi's results.
func pageParam(r *http.Request) (int, error) {
	return strconv.Atoi(r.URL.Query().Get("page"))
}

// sizeRef boxes a length.
func sizeRef(items []string) *int { return aws.Int(len(items)) }

// setTally hands back the output of an update that sets the attribute to
// a given value: it counts nothing.
func setTally(ctx context.Context, c *dynamodb.Client, v string) (*dynamodb.UpdateItemOutput, error) {
	return c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String("tallies"),
		Key:                       tallyKey,
		UpdateExpression:          aws.String("SET tally = :v"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":v": &types.AttributeValueMemberN{Value: v}},
		ReturnValues:              types.ReturnValueUpdatedNew,
	})
}

// bumpOrSet returns an incremented output on one path and a set one on the
// other: not proven to be the counter's.
func bumpOrSet(ctx context.Context, c *dynamodb.Client, reset bool) (*dynamodb.UpdateItemOutput, error) {
	if reset {
		return setTally(ctx, c, "0")
	}
	return bumpTally(ctx, c)
}

func notCounters(ctx context.Context, c *dynamodb.Client, r *http.Request, items []string) {
	page, err := pageParam(r)
	if err != nil {
		return
	}
	size := sizeRef(items)
	reset := nextTallyRef(ctx, c)
	*reset = len(items)
	q := &Parcel{PK: parcelKey(aws.Uint64(uint64(len(items)))), SK: "META"} // ok: a pointer to a length
	av, _ := attributevalue.MarshalMap(q)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("crates"), Item: av})
	set, _ := setTally(ctx, c, "7")
	s, _ := strconv.Atoi(set.Attributes["tally"].(*types.AttributeValueMemberN).Value)
	either, _ := bumpOrSet(ctx, c, page == 0)
	e, _ := strconv.Atoi(either.Attributes["tally"].(*types.AttributeValueMemberN).Value)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("crates"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("PAGE#%d", page)},    // ok: a page number from the request, not a counter
		"GSI1PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("SIZE#%d", *size)},   // ok: a pointer to a length
		"GSI2PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("SET#%d", s)},        // ok: SET tally = :v stores a value
		"GSI3PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ANY#%d", e)},        // ok: one path sets the attribute instead of adding to it
		"GSI4PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("RESET#%d", *reset)}, // ok: the pointer's value is overwritten
	}})
}

// Through an interface with one implementation in the package: the call
// runs it.

type ticketNumbers interface {
	NextTicket(ctx context.Context) (int, error)
}

type dynamoTickets struct{ c *dynamodb.Client }

func (d *dynamoTickets) NextTicket(ctx context.Context) (int, error) { return nextTally(ctx, d.c) }

// receiptNumbers has two implementations: which one runs is not known.
type receiptNumbers interface {
	NextReceipt(ctx context.Context) (int, error)
}

type dynamoReceipts struct{ c *dynamodb.Client }

func (d dynamoReceipts) NextReceipt(ctx context.Context) (int, error) { return nextTally(ctx, d.c) }

type fixedReceipts struct{ n int }

func (f fixedReceipts) NextReceipt(context.Context) (int, error) { return f.n, nil }

func throughInterfaces(ctx context.Context, c *dynamodb.Client, tn ticketNumbers, rn receiptNumbers) {
	t, err := tn.NextTicket(ctx)
	if err != nil {
		return
	}
	r, _ := rn.NextReceipt(ctx)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("crates"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("TICKET#%d", t)},  // want `partition key "PK" embeds t, a number taken from counter attribute "tally" by UpdateItem`
		"GSI1PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("RECEIPT#%d", r)}, // ok: one of two implementations hands out a counter's value
	}})
}
