package pksequential

import (
	"context"
	"fmt"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Ids taken from an allocator whose name says what it hands out (nextID),
// read into a variable with its error and formatted by a key helper. The
// allocator's body parses the counter with fmt.Sscanf and returns the first
// number of a range, which the tracer does not follow: the name is enough,
// as it is for a variable named nextID.

type ledger struct {
	c     *dynamodb.Client
	table string
}

func (l *ledger) reserve(ctx context.Context, kind string, n int) (uint, error) {
	out, err := l.c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String(l.table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ALLOC#" + kind},
			"SK": &types.AttributeValueMemberS{Value: "ALLOC"},
		},
		UpdateExpression:          aws.String("ADD #last :n"),
		ExpressionAttributeNames:  map[string]string{"#last": "last"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":n": &types.AttributeValueMemberN{Value: fmt.Sprint(n)}},
		ReturnValues:              types.ReturnValueUpdatedNew,
	})
	if err != nil {
		return 0, err
	}
	var last uint
	if _, err := fmt.Sscanf(out.Attributes["last"].(*types.AttributeValueMemberN).Value, "%d", &last); err != nil {
		return 0, err
	}
	return last - uint(n) + 1, nil
}

func (l *ledger) nextID(ctx context.Context, kind string) (uint, error) {
	return l.reserve(ctx, kind, 1)
}

func (l *ledger) allocateSequence(ctx context.Context) (int, error) {
	n, err := l.reserve(ctx, "invoice", 1)
	return int(n), err
}

func entryPK(id uint) string { return "ENTRY#" + strconv.FormatUint(uint64(id), 10) }

func (l *ledger) nextPage(ctx context.Context) (int, error)     { return 2, nil }
func (l *ledger) nextToken(ctx context.Context) (string, error) { return "t", nil }

func (l *ledger) addEntry(ctx context.Context) error {
	id, err := l.nextID(ctx, "entry")
	if err != nil {
		return err
	}
	_, err = l.c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(l.table),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: entryPK(id)}, // want `partition key "PK" embeds id, from nextID\(\), a sequence number`
			"SK": &types.AttributeValueMemberS{Value: "META"},
		},
	})
	return err
}

func (l *ledger) addInvoice(ctx context.Context) error {
	n, err := l.allocateSequence(ctx)
	if err != nil {
		return err
	}
	_, err = l.c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(l.table),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "INVOICE#" + strconv.Itoa(n)}, // want `partition key "PK" embeds n, from allocateSequence\(\), a sequence number`
			"SK": &types.AttributeValueMemberS{Value: "META"},
		},
	})
	return err
}

func (l *ledger) lookalikes(ctx context.Context, owner string) error {
	page, err := l.nextPage(ctx)
	if err != nil {
		return err
	}
	tok, err := l.nextToken(ctx)
	if err != nil {
		return err
	}
	id, err := l.nextID(ctx, "line")
	if err != nil {
		return err
	}
	_, err = l.c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(l.table),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "PAGE#" + strconv.Itoa(page)},       // ok: nextPage hands out no ids
			"SK": &types.AttributeValueMemberS{Value: "LINE#" + fmt.Sprintf("%010d", id)}, // ok: a sequence in a sort key orders items
		},
	})
	if err != nil {
		return err
	}
	_, err = l.c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(l.table),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "OWNER#" + owner + "#" + tok}, // ok: a string token is no sequence number
			"SK": &types.AttributeValueMemberS{Value: "META"},
		},
	})
	return err
}
