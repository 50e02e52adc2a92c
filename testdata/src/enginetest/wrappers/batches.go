package wrappers

import (
	"context"
	"strconv"

	"enginetest/wrappers/repo"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Slices of items handed to a wrapper that marshals each element: the
// call site's elements are the items.

// putEach writes each order of the slice it is given.
func (r *Repo) putEach(ctx context.Context, orders []Order) error {
	for i := range orders {
		av, err := attributevalue.MarshalMap(orders[i])
		if err != nil {
			return err
		}
		if _, err := r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av}); err != nil {
			return err
		}
	}
	return nil
}

func sliceLiteral(ctx context.Context, s *repo.Store, r *Repo, id string) {
	s.PutAll(ctx, []Order{
		{PK: "BATCH#" + id, SK: "FIRST"}, // want `BatchWriteItem via PutAll write orders PK partition key = BATCH#<string:id>` `BatchWriteItem via PutAll write orders SK sort key = FIRST`
	})
	r.putEach(ctx, []Order{{PK: "EACH#" + id}})   // want `PutItem via putEach write orders PK partition key = EACH#<string:id>`
	s.PutAll(ctx, []any{&Order{PK: "ANY#" + id}}) // want `BatchWriteItem via PutAll write orders PK partition key = ANY#<string:id>`
}

func appended(ctx context.Context, s *repo.Store, draw string, numbers []int) {
	rows := make([]Order, 0, len(numbers))
	for _, n := range numbers {
		rows = append(rows, Order{PK: "DRAW#" + draw, SK: strconv.Itoa(n)}) // want `BatchWriteItem via PutAll write orders PK partition key = DRAW#<string:draw>` `BatchWriteItem via PutAll write orders SK sort key = <int:n>`
	}
	s.PutAll(ctx, rows)
}

// Composes: a function handing its own slice on is a wrapper too.
func putOrders(ctx context.Context, s *repo.Store, orders []Order) error {
	return s.PutAll(ctx, orders)
}

// Through a generic batching helper of another package.
func generic(ctx context.Context, s *repo.Store, id string) {
	repo.PutGeneric(ctx, s, []Order{{PK: "GENERIC#" + id}}) // want `PutItem via PutGeneric write audit PK partition key = GENERIC#<string:id>`
}

func composedSlice(ctx context.Context, s *repo.Store, id string) {
	putOrders(ctx, s, []Order{{PK: "COMPOSED#" + id}}) // want `BatchWriteItem via putOrders write orders PK partition key = COMPOSED#<string:id>`
}

// Look-alikes: a single item (not a slice) given to PutAll is no element;
// Audit writes rows of its own, not the elements; a slice held in a field
// is not followed.
type holder struct{ rows []Order }

func lookAlikes(ctx context.Context, s *repo.Store, h holder, id string) {
	s.PutAll(ctx, Order{PK: "SINGLE#" + id})
	s.Audit(ctx, []any{Order{PK: "AUDITED#" + id}})
	s.PutAll(ctx, h.rows)
	notes := []Note{{Title: id}}
	s.PutAll(ctx, notes) // ok: no key attributes
	_ = types.WriteRequest{}
}

// putSome writes each of its variadic items.
func (r *Repo) putSome(ctx context.Context, orders ...Order) error {
	for _, o := range orders {
		if err := r.put(ctx, o); err != nil {
			return err
		}
	}
	return nil
}

func variadic(ctx context.Context, r *Repo, id string, more []Order) {
	r.putSome(ctx, Order{PK: "ONE#" + id}, Order{PK: "TWO#" + id}) // want `PutItem via putSome write orders PK partition key = ONE#<string:id>` `PutItem via putSome write orders PK partition key = TWO#<string:id>`
	spread := []Order{{PK: "SPREAD#" + id}}                        // want `PutItem via putSome write orders PK partition key = SPREAD#<string:id>`
	r.putSome(ctx, spread...)
	r.putSome(ctx, more...) // ok: the caller's parameter, judged at its callers
	r.putSome(ctx)          // ok: nothing
}
